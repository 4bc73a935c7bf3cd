//! The HTTP edge, below every service: the accept loops (`server`), the one body type all
//! responses share, the errors and how a refusal becomes a response in the caller's
//! format, and the body adapters (a provider's chunks coalesced, a stream translated
//! into the caller's format, rewriting, the side reader). Knows no policy.
//!
//! Named `edge`, not `http`, so that `crate::http` never shadows the `http` crate.

pub mod body;
pub mod coalesce;
pub mod errors;
pub mod respond;
pub mod rewrite;
pub mod server;
pub mod tee;
pub mod translated;

pub use body::{BoxError, ProxyBody, full};
pub use errors::ProxyError;
