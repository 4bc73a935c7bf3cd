//! The egress LLM proxy: HTTP in, the workflow engine and policy in the middle, the
//! provider out. `serve` runs it; the other modules are its parts.

pub mod admin;
pub mod admission;
pub mod cache;
pub mod call;
pub mod coalesce;
pub mod completion;
pub mod errors;
pub mod gating;
pub mod guardian;
pub mod handler;
pub mod ingress;
pub mod loops;
pub mod metered;
pub mod passthrough;
pub mod pipeline;
pub mod recall;
pub mod respond;
pub mod rewrite;
pub mod runtime;
pub mod sampling;
pub mod selection;
pub mod server;
pub mod state;
pub mod steering;
pub mod steps;
pub mod tee;
pub mod threat;
pub mod tool_rate;
pub mod trace;
pub mod translated;

pub use errors::ProxyError;
pub use runtime::{Runtime, RuntimeError};
pub use state::AppState;
