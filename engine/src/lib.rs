//! The workflow engine (seed 000): compiled workflows, classification, the session state machine, LTL-lite constraints and interventions.
//!
//! Pure and synchronous: no I/O, no clock, no async. The proxy wraps it like this:
//!
//! ```
//! use std::sync::Arc;
//! use argus_engine::{self as engine, AgentResponse, CompiledWorkflow, Message, NoEmbedder, Role, SessionState};
//! # let spec: argus_crds::WorkflowSpec = serde_json::from_value(serde_json::json!({
//! #   "states": [{"name": "start", "initial": true},
//! #              {"name": "done", "terminal": true, "classification": {"toolCalls": ["go"]}}],
//! #   "transitions": [{"from": "start", "to": "done"}]})).unwrap();
//! // Once per workflow (config load / reload): validate + compile, share behind an Arc.
//! let wf = Arc::new(CompiledWorkflow::compile("support", &spec).expect("valid workflow"));
//!
//! // Once per session (or loaded from Redis, then `session.check(&wf)?`).
//! let mut session = SessionState::new(&wf, "session-1", 0, 256);
//!
//! // Before forwarding a request: take the pending intervention (if any) and apply it.
//! let messages = vec![Message::new(Role::User, "hi")];
//! let messages = match session.take_pending_intervention() {
//!     Some(p) => engine::apply_intervention(&p, &messages).expect("not a hardBlock"),
//!     None => messages,
//! };
//!
//! // After the response (off the critical path): classify, transition, evaluate,
//! // schedule the next request's intervention. Store the session with
//! // compare-and-set on `session.version()`.
//! let result = engine::process_response(&wf, &mut session, &AgentResponse::tools(["go"]), &NoEmbedder, 1_000)?;
//! assert_eq!(result.last_step().unwrap().result, engine::TransitionResult::Success);
//!
//! // At session end or TTL expiry (terminal states finalise by themselves).
//! let report = engine::finalize(&wf, &mut session)?;
//! # let _ = (messages, report);
//! # Ok::<(), engine::EngineError>(())
//! ```
//!
//! Pieces, each documented in its (private) module: `compile.rs` (the immutable compiled
//! form), `classify.rs` (the cascade, its tie-breaking and multi-tool-call rule),
//! `session.rs` (state machine and its serialised form), `monitor.rs` (the exact LTL-lite
//! semantics and what enters the constraint trace — the initial state does),
//! `intervention.rs` (choice, built-in defaults, escalation), `messages.rs` (the
//! provider-neutral message model and placement rules), `registry.rs` (the workflows of a
//! config and the one a request asks for). What they offer is the `pub use` list below.

mod classify;
mod compile;
mod history;
mod intervention;
mod messages;
mod monitor;
mod registry;
mod session;
mod tracker;

pub use classify::{
    AgentResponse, Classification, EmbeddingStatus, FixedScores, Method, NoEmbedder, Observation,
    SemanticClassifier, SemanticUnavailable, StateScore, ToolCall, classify,
};
pub use compile::{
    CompileError, CompiledConstraint, CompiledIntervention, CompiledState, CompiledWorkflow,
    ConstraintId, InterventionId, StateId,
};
pub use messages::{
    BlockedRequest, InjectionPatch, Message, MessageToolCall, Role, append_block,
    apply_intervention, injected_text,
};
pub use monitor::Verdict;
pub use registry::{RegisteredWorkflow, WORKFLOW_HEADER, WorkflowRegistry, requested_workflow};
pub use session::{
    DEFAULT_MAX_HISTORY, GuardFailure, HistoryEntry, PendingIntervention, SessionError,
    SessionState, TransitionResult, ViolationCause, ViolationRecord,
};
pub use tracker::{
    EngineError, FinalReport, Step, TrackingResult, Violation, finalize, process_response,
};
