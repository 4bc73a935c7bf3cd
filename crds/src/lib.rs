//! The Argus API: the custom resources (Workflow, Actor, Policy, GateStack, and the
//! Approval that sidecars create) in
//! group `argus.dev/v1alpha1`, their semantic validation, `SidecarConfig`, the one
//! file format the sidecar reads, and the ClaimBundle contract of seed 004. Every other Argus component builds on these types.
//!
//! Everything is offered at the crate root, except two wire contracts offered as
//! namespaces: [`console`] (the console's Redis key layout) and [`tool_pins`] (the MCP tool
//! pins' keys and records).
#![forbid(unsafe_code)]
// kube's repeated `printcolumn(type_ = ...)` attributes are distinct columns, not duplicates.
#![allow(clippy::duplicated_attributes)]

mod actor;
mod approval;
mod claims;
mod conditions;
mod contract;
mod crdgen;
mod document;
mod gatestack;
mod policy;
mod program;
mod sidecar_config;
mod template;
mod tier;
mod toolspec;
mod validation;
mod workflow;

// What the crate offers, by concern. The types of the API's schemas (the kinds,
// SidecarConfig, the ClaimBundle) are offered whole, down to the smallest field type, so
// that any part of a spec can be named and built; helpers and constants only when another
// crate uses them.
// One flat namespace: where two modules use one name (`Severity`), or a name says nothing
// without its module (`merge`, `READY`, `export`, `VARIABLES`), the root name takes the
// module as a prefix (`ConstraintSeverity`, `merge_program`, `CONDITION_READY`,
// `export_tools`, `TEMPLATE_VARIABLES`): a call site reads as well as it did with the
// module's path, and a new name cannot shadow another.
// The console's key layout and the MCP tool pins are the exception: each is a wire contract
// between the sidecar, which writes it, and the operator, which reads it, whose names
// (`session_key`, `RETENTION_SECONDS`, `PinRecord`, `held_key`) only mean something
// together; callers name it as a whole (`use argus_crds::console as keys`), so it stays a
// module (`pub mod` inside the private `contract`) and is re-exported as one.

// === The kinds, their specs and statuses, and the types they are made of ===

pub use actor::{
    Actor, ActorSpec, ActorStatus, BehaviorMode, BehaviorSpec, ConfigMapKeyRef, ContextSettings,
    ContextSource, ContextSourceKind, TalentSpec, ToolPinStatus, ToolRuntime, ToolSpec,
};
pub use approval::{AlreadyDecided, Approval, ApprovalPhase, ApprovalSpec, ApprovalStatus};
pub use gatestack::{
    AdversarialGate, ApprovalAction, ApprovalMode, ApprovalRoute, ApprovalVia, Approvers,
    AuditHead, AuditSettings, AuditSink, EvidenceGate, FlaggedResults, GateDecision, GateSpec,
    GateStack, GateStackSpec, GateStackStatus, GateType, HumanApprovalGate, RefusalMode,
    SecurityGate, TimeoutDecision, UncertaintyGate, UncertaintyMethod,
};
pub use policy::{
    AgentSystemMessages, Budgets, CacheSettings, CredentialRef, ExactCache, FailureMode,
    FailureModes, LoopDetection, LoopScope, Policy, PolicySpec, PolicyStatus,
    PromptRegistrySettings, ProviderKind, ProviderSpec, RateLimit, RateLimits, RedisPersistence,
    RedisSettings, RequestLimits, RouteSpec, SecretKeyRef, SemanticCache, SessionSettings,
    ToolsFilter,
};
pub use tier::RiskTier;
// `Severity` of a constraint; validation's is `ProblemSeverity`.
pub use workflow::{
    ClassificationHints, ClassificationSettings, ConstraintSpec, ConstraintType,
    DefaultInterventions, EscalationSpec, InterventionSpec, InterventionStrategy,
    Severity as ConstraintSeverity, StateSpec, TransitionGuard, TransitionSpec, Workflow,
    WorkflowSelector, WorkflowSpec, WorkflowStatus, compile_pattern,
};

/// API group of every Argus kind.
pub const GROUP: &str = "argus.dev";
/// API version of every Argus kind.
pub const VERSION: &str = "v1alpha1";
/// `apiVersion` string of every Argus kind and of `SidecarConfig`.
pub const API_VERSION: &str = "argus.dev/v1alpha1";

// === Status conditions (the condition types take the `CONDITION_` prefix) ===

pub use conditions::{
    Condition, DesiredCondition, READY as CONDITION_READY, STORE_READY as CONDITION_STORE_READY,
    VALID as CONDITION_VALID, upsert as upsert_condition,
};

// === Reading and checking what users write ===

pub use document::{Document, DocumentError, parse_documents};
pub use validation::{
    Problem, Severity as ProblemSeverity, has_errors, validate_actor, validate_approval,
    validate_gatestack, validate_policy, validate_sidecar_config, validate_workflow,
};

// === The Actor's `program`: the Lisp DSL, compiled and merged into the Actor's spec ===

pub use program::{
    CompiledProgram, MAX_DEPTH as MAX_PROGRAM_DEPTH, MAX_PROGRAM_BYTES, MergedActor, ProgramError,
    compile as compile_program, merge as merge_program,
};

// === Intervention templates ===

pub use template::{Template, TemplateError, VARIABLES as TEMPLATE_VARIABLES};

// === Tool definitions in the providers' and MCP's formats ===

pub use toolspec::{
    ToolFormat, ToolSpecError, export as export_tools, export_one as export_tool,
    import as import_tools, offered_names as offered_tool_names,
};

// === SidecarConfig: the file the operator renders and the sidecar reads ===

pub use sidecar_config::{
    ApprovalSettings, ApprovalStoreKind, ConfigApiVersion, ConfigKind, ContextDocument,
    CredentialSource, EmbedderConnection, ListenSettings, LogFormat, MAX_CHUNK_BYTES,
    MAX_CONTEXT_SOURCE_BYTES, McpSettings, RedisConnection, Resolved, SidecarConfig,
    TelemetrySettings, UpstreamSettings, WorkloadIdentity, chunk_document,
};

// === The ClaimBundle of seed 004 ===

pub use claims::{
    AuditTrail, BundleDecision, BundleError, Claim, ClaimBundle, ClaimType, EvidencePointer,
    MAX_BUNDLE_BYTES, Recommendation, Uncertainty, UncertaintyMeasure, claim_bundle_schema,
};

// === Names, ports, paths and keys fixed by DESIGN.md ===

pub use contract::{
    ANNOTATION_ACTOR, ANNOTATION_GATESTACK, ANNOTATION_INJECT, ANNOTATION_INJECTED,
    ANNOTATION_POLICY, ANNOTATION_WORKFLOW, ANTHROPIC_BASE_URL, APPROVAL_MUTATE_PATH,
    APPROVAL_WEBHOOK_PATH, ARGUS_MCP_URL, CONFIG_DIR, CONFIG_PATH, EMBEDDER_ADMIN_PORT,
    EMBEDDER_CONTAINER, EMBEDDER_SOCKET, LABEL_NAMESPACE_INJECT, NAMESPACE_INJECT_ENABLED,
    OPENAI_BASE_URL, RUN_DIR, SESSION_HEADERS, SIDECAR_ADMIN_PORT, SIDECAR_CONTAINER, WEBHOOK_PATH,
    WORKFLOW_SESSIONS_RETENTION_MS, context_sessions_key, context_tenant_tag, inbox_key,
    opened_inboxes_key, tenant_namespace, workflow_session_member, workflow_sessions_key,
};
// The two wire contracts offered as namespaces (see above): the console's Redis keys,
// written by sidecars and read by the operator's console, and the MCP tool pins, written by
// sidecars and read (and accepted) by the operator's Actor controller.
pub use contract::{console, tool_pins};

// === Generating the CRDs and schemas (`argus-crdgen`) ===

pub use crdgen::{crd_yaml, crds, sidecar_config_schema};
