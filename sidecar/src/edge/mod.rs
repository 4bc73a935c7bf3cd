//! The HTTP edge, below every service: the one body type all responses share, and how
//! a refusal becomes a response in the caller's format. Knows no policy.
//!
//! Named `edge`, not `http`, so that `crate::http` never shadows the `http` crate.

pub mod body;
pub mod respond;

pub use body::{BoxError, ProxyBody, full};
