//! The workflow engine's step on an answer (seed 000 data flow), off the critical path:
//! classify → transition → evaluate → schedule the next intervention, and store the
//! session with compare-and-set; with the session codec and the waits that the request
//! side (`steering`, which takes the pending intervention) shares. No lock is held
//! across the embedder or Redis: a request waits for its session's earlier steps for at
//! most [`STEP_BUDGET`] (`shared::steps`), and compare-and-set settles every race.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use bytes::Bytes;

use crate::engine::RegisteredWorkflow;
use crate::engine::{
    self, AgentResponse, CompiledWorkflow, EmbeddingStatus, FixedScores, NoEmbedder,
    SemanticClassifier, SessionState,
};
use crate::obs::metrics::{
    InterventionLabels, MethodLabels, Metrics, Reason, TransitionLabels, ViolationLabels,
};
use crate::shared::runtime::{Embedding, Runtime};
use crate::shared::sessions::{DecodedSession, SessionSlot, StoreAnswer, Stored};
use crate::shared::state::AppState;
use crate::shared::steps::Waited;
use crate::shared::timeline::{self, Timeline};
use crate::stores::session::{CasOutcome, SessionKey};
use crate::wire::ResponseView;

/// Deadline of a semantic classification; off the critical path, so more generous
/// than the loop check's, and within [`STEP_BUDGET`].
const SEMANTIC_TIMEOUT_MS: u64 = 100;

/// How long a request (or a later step) waits for a session's earlier workflow steps
/// before it goes on with the session as stored: a step's own budget. A step that is
/// on time (the embedder answers within its deadline) ends well within it.
pub const STEP_BUDGET: std::time::Duration = std::time::Duration::from_millis(150);

/// Attempts of a read-modify-write before giving up on a session contended by other
/// replicas (within a replica, a session lock serialises them).
pub(super) const CAS_ATTEMPTS: u32 = 32;

/// Waits a little before retrying after a conflict, longer each time, with jitter so
/// that replicas racing on one session drift apart.
pub(super) async fn back_off(attempt: u32) {
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

/// The session stored as `data`, taken from `slot` when it holds the same session stored
/// as these very bytes (the common case: this replica wrote it last), else decoded.
/// `None` when the bytes are not a session of `wf`.
pub(super) fn decode(
    slot: &mut SessionSlot,
    key: &SessionKey,
    wf: &CompiledWorkflow,
    data: &Bytes,
) -> Option<SessionState> {
    let session = match slot.take_if(|c| c.holds(key, data)) {
        Some(cached) => cached.state,
        None => serde_json::from_slice(data).ok()?,
    };
    session.check(wf).ok()?;
    Some(session)
}

/// Remembers `session`, just stored as `data`, for the next step of the same session.
pub(super) fn keep(
    slot: &mut SessionSlot,
    key: &SessionKey,
    stored: Stored,
    data: Bytes,
    session: SessionState,
) {
    let CasOutcome::Stored(version) = stored.outcome else {
        return;
    };
    *slot = Some(DecodedSession {
        key: key.clone(),
        version,
        in_redis: stored.in_redis,
        data,
        state: session,
    });
}

/// Serialises `session`; `size_hint` (the size it had when loaded) saves the buffer's
/// regrowth copies.
pub(super) fn encode(
    session: &mut SessionState,
    size_hint: usize,
) -> Result<Bytes, serde_json::Error> {
    session.to_json(size_hint).map(Bytes::from)
}

/// Counts a wait for earlier steps that had something to wait for.
pub(super) fn waited(metrics: &Metrics, who: &'static str, outcome: Waited) {
    if outcome == Waited::Clear {
        return;
    }
    if outcome == Waited::TimedOut {
        tracing::debug!(
            who,
            "a workflow step of this session outlived its budget; going on with the session as stored"
        );
    }
    metrics
        .step_waits
        .get_or_create(&crate::obs::metrics::StepWaitLabels {
            who,
            outcome: outcome.as_str(),
        })
        .inc();
}

/// The workflow step of a finished response: takes the session's step ticket now (so
/// that the session's next request waits for it, within [`STEP_BUDGET`]) and returns the
/// step to run in the background.
pub fn after_response(
    state: Arc<AppState>,
    rt: Arc<Runtime>,
    wf: Arc<RegisteredWorkflow>,
    key: SessionKey,
    view: ResponseView,
) -> impl std::future::Future<Output = ()> + Send + 'static {
    let ticket = state.sessions.steps.begin(&key);
    async move {
        waited(
            &state.obs.metrics,
            "step",
            state
                .sessions
                .steps
                .wait(&key, Some(&ticket), STEP_BUDGET)
                .await,
        );
        step(&state, &rt, &wf, &key, view).await;
        drop(ticket);
    }
}

/// Runs the engine over a finished response and stores the session.
async fn step(
    state: &AppState,
    rt: &Runtime,
    registered: &RegisteredWorkflow,
    key: &SessionKey,
    view: ResponseView,
) {
    let wf = registered.compiled.clone();
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
    // Exemplar similarities, asked of the embedder once (and only when the cheaper
    // cascade steps cannot classify the response).
    let mut semantic: Option<Option<FixedScores>> = None;
    for attempt in 0..CAS_ATTEMPTS {
        let now = now_ms();
        let known = DecodedSession::known(&state.sessions.slot(key), key);
        let loaded = match state
            .sessions
            .load(key, rt.sessions.store_failure, known)
            .await
        {
            StoreAnswer::Ok(v) => v,
            StoreAnswer::Closed(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step skipped: session store unavailable");
                return;
            }
        };
        let loaded_len = loaded.as_ref().map_or(0, |v| v.data.len());
        let decoded = loaded.as_ref().and_then(|v| {
            decode(&mut state.sessions.slot(key), key, &wf, &v.data).map(|s| (v.version, s))
        });
        let (version, mut session) = match decoded {
            Some(found) => found,
            None => {
                if attempt == 0 {
                    crate::obs::trace::session_started(key, wf.name());
                }
                (
                    loaded.map(|v| v.version).unwrap_or(0),
                    SessionState::new(
                        &wf,
                        key.session.clone(),
                        now,
                        rt.sessions.max_history as u32,
                    ),
                )
            }
        };
        if semantic.is_none() {
            semantic = Some(
                semantic_scores(
                    &state.obs.metrics,
                    &rt.embedding,
                    registered,
                    &session,
                    &response,
                )
                .await,
            );
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
        let data = match encode(&mut session, loaded_len) {
            Ok(data) => data,
            Err(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step not stored: cannot encode the session");
                return;
            }
        };
        match state
            .sessions
            .store(key, version, data.clone(), rt.sessions.store_failure)
            .await
        {
            StoreAnswer::Ok(
                stored @ Stored {
                    outcome: CasOutcome::Stored(_),
                    ..
                },
            ) => {
                keep(&mut state.sessions.slot(key), key, stored, data, session);
                record(state, &wf, key, &result);
                state
                    .obs
                    .workflow_steps
                    .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                state
                    .obs
                    .metrics
                    .sessions_evicted
                    .set(state.sessions.evictions() as i64);
                return;
            }
            StoreAnswer::Ok(Stored {
                outcome: CasOutcome::Conflict,
                ..
            }) => back_off(attempt).await,
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
    metrics: &Metrics,
    embedding: &Embedding,
    registered: &RegisteredWorkflow,
    session: &SessionState,
    response: &AgentResponse,
) -> Option<FixedScores> {
    let (Some(embedder), Some(set)) = (
        embedding.embedder.as_ref(),
        registered.exemplar_set.as_deref(),
    ) else {
        return None;
    };
    let (wf, spec) = (&registered.compiled, &registered.spec);
    let needed = matches!(
        engine::classify(wf, session.current_state(), response, &NoEmbedder).embedding,
        EmbeddingStatus::Skipped { .. }
    );
    if !needed {
        return None;
    }
    let label = |o: &str| {
        metrics
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
    let m = &state.obs.metrics;
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
    console_steps(&state.obs.timeline, wf, key, result);
    if let Some(p) = &result.intervention {
        m.interventions
            .get_or_create(&InterventionLabels {
                strategy: p.strategy.as_str(),
                phase: "scheduled",
            })
            .inc();
        tracing::info!(target: "argus::audit", session = %key.session, tenant = %key.tenant, intervention = %p.name, strategy = p.strategy.as_str(), "argus.intervention.scheduled");
    }
}

/// The console's timeline entries of a step: one per observation; the response's
/// violations and the intervention it scheduled go with the last.
fn console_steps(
    console: &Timeline,
    wf: &CompiledWorkflow,
    key: &SessionKey,
    result: &engine::TrackingResult,
) {
    let last = result.steps.len().saturating_sub(1);
    for (i, step) in result.steps.iter().enumerate() {
        let (violations, scheduled) = if i == last {
            (
                result
                    .violations
                    .iter()
                    .map(|v| timeline::ViolationNote {
                        constraint: v
                            .constraint
                            .clone()
                            .unwrap_or_else(|| "invalid_transition".into()),
                        severity: v.severity.as_str().to_string(),
                    })
                    .collect(),
                result.intervention.as_ref().map(|p| p.name.clone()),
            )
        } else {
            (Vec::new(), None)
        };
        console.record(
            key,
            timeline::What::Step(timeline::Step {
                from: wf.state(step.from).name().to_string(),
                state: wf.state(step.state).name().to_string(),
                method: step.method.as_str().to_string(),
                confidence: step.confidence,
                result: step.result.as_str().to_string(),
                violations,
                scheduled,
                workflow: wf.name().to_string(),
            }),
        );
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn workflow() -> CompiledWorkflow {
        let spec = serde_json::from_value(serde_json::json!({
            "states": [{ "name": "start", "initial": true }, { "name": "done", "terminal": true }],
            "transitions": [{ "from": "start", "to": "done" }]
        }))
        .unwrap();
        CompiledWorkflow::compile("t", &spec).unwrap()
    }

    const MEMORY: Stored = Stored {
        outcome: CasOutcome::Stored(1),
        in_redis: false,
    };

    fn key(session: &str) -> SessionKey {
        SessionKey {
            tenant: "t".into(),
            session: session.into(),
        }
    }

    #[test]
    fn decode_takes_the_kept_session_only_for_the_same_key_and_bytes() {
        let wf = workflow();
        let mut a = SessionState::new(&wf, "a", 1, 8);
        let mut b = SessionState::new(&wf, "b", 2, 8);
        let a_bytes = encode(&mut a, 0).unwrap();
        let b_bytes = encode(&mut b, 0).unwrap();

        // The slot answers for exactly the bytes it was kept with: `b`'s state kept under
        // `a`'s bytes comes back, which only the cache can produce.
        let mut slot: SessionSlot = None;
        keep(&mut slot, &key("a"), MEMORY, a_bytes.clone(), b.clone());
        let got = decode(&mut slot, &key("a"), &wf, &a_bytes).unwrap();
        assert_eq!(got.session_id(), "b", "served from the slot");
        assert!(slot.is_none(), "taken, not copied");

        // Other bytes (another replica wrote the session) are decoded.
        keep(&mut slot, &key("a"), MEMORY, a_bytes.clone(), b.clone());
        let got = decode(&mut slot, &key("a"), &wf, &b_bytes).unwrap();
        assert_eq!(got.session_id(), "b");
        let got = decode(&mut None, &key("a"), &wf, &a_bytes).unwrap();
        assert_eq!(got.session_id(), "a");

        // Another session with the same bytes in the same stripe is decoded too.
        let mut slot: SessionSlot = None;
        keep(&mut slot, &key("x"), MEMORY, a_bytes.clone(), b.clone());
        assert_eq!(
            decode(&mut slot, &key("a"), &wf, &a_bytes)
                .unwrap()
                .session_id(),
            "a"
        );

        // A kept session of another workflow (after a reload) is refused like its bytes.
        let other = CompiledWorkflow::compile(
            "u",
            &serde_json::from_value(serde_json::json!({
                "states": [{ "name": "one", "initial": true }, { "name": "two" }, { "name": "end", "terminal": true }],
                "transitions": [{ "from": "one", "to": "two" }, { "from": "two", "to": "end" }]
            }))
            .unwrap(),
        )
        .unwrap();
        let mut slot: SessionSlot = None;
        keep(&mut slot, &key("a"), MEMORY, a_bytes.clone(), a.clone());
        assert!(decode(&mut slot, &key("a"), &other, &a_bytes).is_none());
    }

    #[test]
    fn only_a_session_written_to_redis_is_offered_as_known_to_redis() {
        let wf = workflow();
        let mut a = SessionState::new(&wf, "a", 1, 8);
        let bytes = encode(&mut a, 0).unwrap();
        let mut slot: SessionSlot = None;
        // Written to the in-process store (local mode, or during an outage): Redis may
        // hold the same version number with other bytes, so nothing is offered.
        keep(&mut slot, &key("a"), MEMORY, bytes.clone(), a.clone());
        assert_eq!(DecodedSession::known(&slot, &key("a")), None);
        let redis = Stored {
            outcome: CasOutcome::Stored(7),
            in_redis: true,
        };
        keep(&mut slot, &key("a"), redis, bytes.clone(), a.clone());
        assert_eq!(
            DecodedSession::known(&slot, &key("a")),
            Some(crate::stores::session::Versioned {
                version: 7,
                data: bytes.clone()
            })
        );
        assert_eq!(DecodedSession::known(&slot, &key("b")), None);
        // A conflict keeps nothing.
        let mut slot: SessionSlot = None;
        let conflict = Stored {
            outcome: CasOutcome::Conflict,
            in_redis: true,
        };
        keep(&mut slot, &key("a"), conflict, bytes, a);
        assert!(slot.is_none());
    }
}
