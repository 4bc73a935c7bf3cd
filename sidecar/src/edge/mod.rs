//! The HTTP edge, below every service: the one body type all responses share, the
//! errors and how a refusal becomes a response in the caller's format, and the body
//! adapters (rewriting, the side reader). Knows no policy.
//!
//! Named `edge`, not `http`, so that `crate::http` never shadows the `http` crate.

pub mod body;
pub mod errors;
pub mod respond;
pub mod rewrite;
pub mod tee;

pub use body::{BoxError, ProxyBody, full};
pub use errors::ProxyError;
