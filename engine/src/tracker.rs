//! The per-response entry point: classify → transition → constraints → schedule the
//! next request's intervention; and `finalize` for session end.

use argus_crds::{ConstraintSeverity, ConstraintType};
use serde::Serialize;

use super::classify::{AgentResponse, EmbeddingStatus, Method, SemanticClassifier, classify};
use super::compile::{CompiledWorkflow, StateId};
use super::intervention::schedule;
use super::monitor::Verdict;
use super::session::{
    GuardFailure, PendingIntervention, SessionError, SessionState, TransitionResult,
    ViolationCause, ViolationRecord,
};

/// One observation of a response and what it did to the session.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The classified state.
    pub state: StateId,
    /// How it was classified.
    pub method: Method,
    /// Classification confidence.
    pub confidence: f64,
    /// The state the session was in before the step.
    pub from: StateId,
    /// The transition check's result.
    pub result: TransitionResult,
    /// Why an invalid transition was refused.
    pub guard_failure: Option<GuardFailure>,
}

/// A violation, with names resolved for logs, metrics and traces.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Violation {
    /// The constraint's name; `None` for an invalid transition.
    pub constraint: Option<String>,
    /// The constraint's type; `None` for an invalid transition.
    #[serde(rename = "type")]
    pub kind: Option<ConstraintType>,
    /// The severity (`error` for invalid transitions).
    pub severity: ConstraintSeverity,
    /// The state that caused it.
    pub state: String,
    /// For invalid transitions: the state the session stayed in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// Found when the session was finalised.
    pub at_finalization: bool,
}

impl Violation {
    pub fn resolve(wf: &CompiledWorkflow, v: &ViolationRecord) -> Self {
        let (constraint, kind, from) = match v.cause {
            ViolationCause::Constraint(c) => {
                let c = wf.constraints().get(c.index());
                (c.map(|c| c.name().to_string()), c.map(|c| c.kind()), None)
            }
            ViolationCause::InvalidTransition { from } => {
                (None, None, Some(wf.state_name(from).to_string()))
            }
        };
        Self {
            constraint,
            kind,
            severity: v.severity,
            state: wf.state_name(v.state).to_string(),
            from,
            at_finalization: v.at_finalization,
        }
    }
}

/// What processing one response did.
#[derive(Clone, Debug, PartialEq)]
pub struct TrackingResult {
    /// One step per observation, in order.
    pub steps: Vec<Step>,
    /// What the embedding step did.
    pub embedding: EmbeddingStatus,
    /// Violations this response caused (including those of a finalisation it caused).
    pub violations: Vec<Violation>,
    /// The intervention scheduled for the next request, if this response scheduled one.
    pub intervention: Option<PendingIntervention>,
    /// Whether the response ended the session (entered a terminal state).
    pub finalized: bool,
}

impl TrackingResult {
    /// The last step (every result has at least one).
    pub fn last_step(&self) -> Option<&Step> {
        self.steps.last()
    }
}

/// Errors of the engine API.
pub type EngineError = SessionError;

/// Processes one LLM response of the session: classifies it (tool calls, patterns,
/// `semantic` scores, fallback), runs every observation through the transition check
/// and the constraint monitors, and schedules the intervention for the next request.
/// `now_ms` timestamps the history entries. Bumps the session version.
pub fn process_response(
    wf: &CompiledWorkflow,
    session: &mut SessionState,
    response: &AgentResponse,
    semantic: &dyn SemanticClassifier,
    now_ms: u64,
) -> Result<TrackingResult, EngineError> {
    session.check(wf)?;
    let was_final = session.is_finalized();
    let classification = classify(wf, session.current_state(), response, semantic);
    let mut steps = Vec::with_capacity(classification.observations.len());
    let mut fired = Vec::new();
    for obs in &classification.observations {
        let from = session.current_state();
        let (result, guard_failure) =
            session.observe(wf, obs, &response.content, now_ms, &mut fired);
        steps.push(Step {
            state: obs.state,
            method: obs.method,
            confidence: obs.confidence,
            from,
            result,
            guard_failure,
        });
    }
    let intervention = if fired.is_empty() {
        None
    } else {
        schedule(wf, session, &fired)
    };
    session.bump();
    Ok(TrackingResult {
        steps,
        embedding: classification.embedding,
        violations: fired.iter().map(|v| Violation::resolve(wf, v)).collect(),
        intervention,
        finalized: session.is_finalized() && !was_final,
    })
}

/// What finalisation decided.
#[derive(Clone, Debug, PartialEq)]
pub struct FinalReport {
    /// Every constraint's final verdict (never `PENDING`), in spec order.
    pub verdicts: Vec<Verdict>,
    /// The violations finalisation found (liveness obligations left open).
    pub violations: Vec<Violation>,
}

/// Ends the session (session end, TTL expiry; reaching a terminal state does it
/// automatically): resolves liveness constraints. Idempotent. Schedules no
/// intervention, since there is no next request.
pub fn finalize(
    wf: &CompiledWorkflow,
    session: &mut SessionState,
) -> Result<FinalReport, EngineError> {
    session.check(wf)?;
    let fired = session.finalize(wf);
    Ok(FinalReport {
        verdicts: session.verdicts(wf),
        violations: fired.iter().map(|v| Violation::resolve(wf, v)).collect(),
    })
}
