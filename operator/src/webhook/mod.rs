//! The mutating admission webhook: a pure review function and the HTTPS server around it.

mod review;

pub use review::{MutationContext, ReviewError, ReviewOutcome, ReviewResult, review};
