//! What every service of the sidecar shares: the state, split by concern (the sessions
//! with the Policy's failure handling, limiters, caches, cooldowns, the gates' stores,
//! metrics and timelines, the context stores), and the runtime compiled from the config
//! (swapped on reload), in sections by concern; with the small stores beside them — step
//! order, tool rates, token reservations, the timelines the console shows (and their feed
//! to the operator's console) — and the adversarial gate's threat scoring.
//! Imports no service: neither `proxy`, `mcp` nor `console`.

pub mod feed;
pub mod reservation;
pub mod runtime;
pub mod sessions;
pub mod state;
pub mod steps;
pub mod threat;
pub mod timeline;
pub mod tool_rate;

pub use runtime::{Runtime, RuntimeError};
pub use state::AppState;
