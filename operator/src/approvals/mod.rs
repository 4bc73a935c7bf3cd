//! Approvals (issue 13): who may decide them, and what the operator tells about them.
//! The admission review (`review`) is one pure function over the AdmissionReview bytes in
//! two passes; the webhook server routes `/mutate-approvals` and `/validate-approvals` to it.

pub mod observer;
pub mod review;

pub use review::{ApprovalPass, review_approval};
