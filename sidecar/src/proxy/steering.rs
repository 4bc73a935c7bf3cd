//! The workflow engine on the request path (seed 000 data flow): before forwarding,
//! take the session's pending intervention and write it into the request; after the
//! response, off the critical path, classify → transition → evaluate → schedule the
//! next intervention, and store the session with compare-and-set.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use argus_crds::workflow::InterventionStrategy;
use bytes::Bytes;

use super::errors::ProxyError;
use super::runtime::Runtime;
use super::state::{AppState, StoreAnswer};
use crate::engine::{
    self, AgentResponse, CompiledWorkflow, EmbeddingStatus, FixedScores, NoEmbedder,
    PendingIntervention, SemanticClassifier, SessionState,
};
use crate::metrics::{InterventionLabels, MethodLabels, Reason, TransitionLabels, ViolationLabels};
use crate::store::{CasOutcome, SessionKey};
use crate::wire::{Edit, ResponseView};

/// Deadline of a semantic classification; off the critical path, so more generous
/// than the loop check's.
const SEMANTIC_TIMEOUT_MS: u64 = 1_000;

/// Attempts of a read-modify-write before giving up on a session contended by other
/// replicas (within a replica, a session lock serialises them).
const CAS_ATTEMPTS: u32 = 32;

/// Waits a little before retrying after a conflict, longer each time, with jitter so
/// that replicas racing on one session drift apart.
async fn back_off(attempt: u32) {
    let jitter = u64::from(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0)
            % 1000,
    );
    let micros = (200u64 << attempt.min(5)) + jitter;
    tokio::time::sleep(std::time::Duration::from_micros(micros)).await;
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// The request edit an intervention calls for; `None` for a hard block.
pub fn edit_for(p: &PendingIntervention) -> Option<Edit> {
    match p.strategy {
        InterventionStrategy::SystemPromptAppend => Some(Edit::AppendSystem(p.text.clone())),
        InterventionStrategy::UserMessageInject => Some(Edit::UserNote(p.text.clone())),
        InterventionStrategy::ContextReminder => Some(Edit::AssistantReminder(p.text.clone())),
        InterventionStrategy::HardBlock => None,
    }
}

fn decode(wf: &CompiledWorkflow, data: &[u8]) -> Option<SessionState> {
    let session: SessionState = serde_json::from_slice(data).ok()?;
    session.check(wf).ok()?;
    Some(session)
}

fn encode(session: &SessionState) -> Bytes {
    Bytes::from(serde_json::to_vec(session).unwrap_or_default())
}

/// Takes the session's pending intervention, if any, clearing it in the store.
pub async fn take_pending(
    state: &AppState,
    rt: &Runtime,
    wf: &CompiledWorkflow,
    key: &SessionKey,
) -> Result<Option<PendingIntervention>, ProxyError> {
    let _lock = state.lock_session(key).await;
    for attempt in 0..CAS_ATTEMPTS {
        let loaded = match state.load(key, rt.store_failure).await {
            StoreAnswer::Ok(v) => v,
            StoreAnswer::Closed(e) => return Err(ProxyError::StoreUnavailable(e.to_string())),
        };
        let Some(stored) = loaded else {
            return Ok(None);
        };
        // Most sessions have nothing pending: answer that without decoding the session.
        if !SessionState::has_pending_in(&stored.data) {
            return Ok(None);
        }
        let Some(mut session) = decode(wf, &stored.data) else {
            return Ok(None);
        };
        let Some(pending) = session.take_pending_intervention() else {
            return Ok(None);
        };
        match state
            .store(key, stored.version, encode(&session), rt.store_failure)
            .await
        {
            StoreAnswer::Ok(CasOutcome::Stored(_)) => {
                let strategy = pending.strategy.as_str();
                state
                    .metrics
                    .interventions
                    .get_or_create(&InterventionLabels {
                        strategy,
                        phase: "applied",
                    })
                    .inc();
                tracing::info!(
                    session = %key.session,
                    intervention = %pending.name,
                    strategy,
                    constraint = pending.constraint.as_deref().unwrap_or(""),
                    "argus.intervention.applied"
                );
                return Ok(Some(pending));
            }
            StoreAnswer::Ok(CasOutcome::Conflict) => back_off(attempt).await,
            StoreAnswer::Closed(e) => return Err(ProxyError::StoreUnavailable(e.to_string())),
        }
    }
    tracing::warn!(session = %key.session, "session too contended to apply its pending intervention; forwarding unchanged");
    Ok(None)
}

/// Processes a finished response: runs the engine and stores the session.
pub async fn after_response(
    state: Arc<AppState>,
    rt: Arc<Runtime>,
    key: SessionKey,
    view: ResponseView,
) {
    if rt.config.telemetry.log_bodies {
        tracing::info!(session = %key.session, content = %view.content, tool_calls = view.tool_calls.len(), "argus.response.body");
    }
    let Some(wf) = rt.workflow.clone() else {
        return;
    };
    let response = AgentResponse {
        content: view.content,
        tool_calls: view
            .tool_calls
            .into_iter()
            .map(|t| engine::ToolCall {
                name: t.name,
                arguments: t.arguments,
            })
            .collect(),
    };
    let _lock = state.lock_session(&key).await;
    // Exemplar similarities, asked of the embedder once (and only when the cheaper
    // cascade steps cannot classify the response).
    let mut semantic: Option<Option<FixedScores>> = None;
    for attempt in 0..CAS_ATTEMPTS {
        let now = now_ms();
        let loaded = match state.load(&key, rt.store_failure).await {
            StoreAnswer::Ok(v) => v,
            StoreAnswer::Closed(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step skipped: session store unavailable");
                return;
            }
        };
        let (version, mut session) = match loaded
            .as_ref()
            .and_then(|v| decode(&wf, &v.data).map(|s| (v.version, s)))
        {
            Some(found) => found,
            None => {
                if attempt == 0 {
                    super::trace::session_started(&key, wf.name());
                }
                (
                    loaded.map(|v| v.version).unwrap_or(0),
                    SessionState::new(&wf, key.session.clone(), now, rt.max_history as u32),
                )
            }
        };
        if semantic.is_none() {
            semantic = Some(semantic_scores(&state, &rt, &wf, &session, &response).await);
        }
        let classifier: &dyn SemanticClassifier = match &semantic {
            Some(Some(scores)) => scores,
            _ => &NoEmbedder,
        };
        let result = match engine::process_response(&wf, &mut session, &response, classifier, now) {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step failed");
                return;
            }
        };
        match state
            .store(&key, version, encode(&session), rt.store_failure)
            .await
        {
            StoreAnswer::Ok(CasOutcome::Stored(_)) => {
                record(&state, &wf, &key, &result);
                state
                    .workflow_steps
                    .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                state.metrics.sessions_evicted.set(state.evictions() as i64);
                return;
            }
            StoreAnswer::Ok(CasOutcome::Conflict) => back_off(attempt).await,
            StoreAnswer::Closed(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step not stored: session store unavailable");
                return;
            }
        }
    }
    tracing::warn!(session = %key.session, "workflow step dropped: session too contended");
}

/// Asks the embedder for exemplar similarities when tool calls and patterns leave the
/// response unclassified; `None` when not needed or unavailable.
async fn semantic_scores(
    state: &AppState,
    rt: &Runtime,
    wf: &CompiledWorkflow,
    session: &SessionState,
    response: &AgentResponse,
) -> Option<FixedScores> {
    let (Some(embedder), Some(set), Some(spec)) = (
        rt.embedder.as_ref(),
        rt.exemplar_set.as_deref(),
        rt.config.workflow.as_ref().map(|w| &w.spec),
    ) else {
        return None;
    };
    let needed = matches!(
        engine::classify(wf, session.current_state(), response, &NoEmbedder).embedding,
        EmbeddingStatus::Skipped { .. }
    );
    if !needed {
        return None;
    }
    let label = |o: &str| {
        state
            .metrics
            .semantic
            .get_or_create(&Reason {
                reason: o.to_string(),
            })
            .inc()
    };
    match embedder
        .similarities(set, spec, &response.content, SEMANTIC_TIMEOUT_MS)
        .await
    {
        Ok(scores) => {
            label("ok");
            Some(FixedScores(scores))
        }
        Err(e) => {
            label(e.label());
            embedder.warn("semantic classification skipped", &e);
            None
        }
    }
}

fn record(
    state: &AppState,
    wf: &CompiledWorkflow,
    key: &SessionKey,
    result: &engine::TrackingResult,
) {
    let m = &state.metrics;
    for step in &result.steps {
        m.classifications
            .get_or_create(&MethodLabels {
                method: step.method.as_str(),
            })
            .inc();
        m.transitions
            .get_or_create(&TransitionLabels {
                result: step.result.as_str(),
            })
            .inc();
        tracing::info!(
            session = %key.session,
            from = %wf.state(step.from).name(),
            state = %wf.state(step.state).name(),
            method = step.method.as_str(),
            confidence = step.confidence,
            result = step.result.as_str(),
            "argus.state.transition"
        );
    }
    for v in &result.violations {
        let constraint = v
            .constraint
            .clone()
            .unwrap_or_else(|| "invalid_transition".into());
        m.violations
            .get_or_create(&ViolationLabels {
                constraint: constraint.clone(),
                severity: v.severity.as_str(),
            })
            .inc();
        tracing::warn!(session = %key.session, constraint, severity = v.severity.as_str(), "argus.constraint.violation");
    }
    if let Some(p) = &result.intervention {
        m.interventions
            .get_or_create(&InterventionLabels {
                strategy: p.strategy.as_str(),
                phase: "scheduled",
            })
            .inc();
        tracing::info!(session = %key.session, intervention = %p.name, strategy = p.strategy.as_str(), "argus.intervention.scheduled");
    }
}
