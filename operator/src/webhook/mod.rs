//! The mutating admission webhook: a pure review function and the HTTPS server around it.

mod review;
mod server;

pub use review::{
    MutationContext, ReviewError, ReviewOutcome, ReviewResult, review, unrendered_pod,
};
pub use server::WebhookHandler;
