//! The Argus API: the custom resources (Workflow, Actor, Policy, GateStack, and the
//! Approval that sidecars create) in
//! group `argus.dev/v1alpha1`, their semantic validation, `SidecarConfig`, the one
//! file format the sidecar reads, and the ClaimBundle contract of seed 004. Every other Argus component builds on these types.
#![forbid(unsafe_code)]
// kube's repeated `printcolumn(type_ = ...)` attributes are distinct columns, not duplicates.
#![allow(clippy::duplicated_attributes)]

pub mod actor;
pub mod approval;
pub mod claims;
pub mod conditions;
pub mod contract;
pub mod crdgen;
pub mod document;
pub mod gatestack;
pub mod policy;
pub mod program;
pub mod sidecar_config;
pub mod template;
pub mod tier;
pub mod toolspec;
pub mod validation;
pub mod workflow;

pub use actor::{Actor, ActorSpec, ActorStatus};
pub use approval::{Approval, ApprovalPhase, ApprovalSpec, ApprovalStatus};
pub use document::{Document, DocumentError, parse_documents};
pub use gatestack::{GateStack, GateStackSpec, GateStackStatus};
pub use policy::{Policy, PolicySpec, PolicyStatus};
pub use sidecar_config::SidecarConfig;
pub use tier::RiskTier;
pub use validation::{Problem, Severity as ProblemSeverity};
pub use workflow::{Workflow, WorkflowSpec, WorkflowStatus};

/// API group of every Argus kind.
pub const GROUP: &str = "argus.dev";
/// API version of every Argus kind.
pub const VERSION: &str = "v1alpha1";
/// `apiVersion` string of every Argus kind and of `SidecarConfig`.
pub const API_VERSION: &str = "argus.dev/v1alpha1";
