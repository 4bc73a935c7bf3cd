//! Approvals (issue 13): who may decide them. The admission review (`review`) is one
//! pure function over the AdmissionReview bytes; the webhook server routes
//! `/validate-approvals` to it.

pub mod review;

pub use review::{ApprovalReview, GateStackLookup, review_approval};
