//! The workflow engine on the request path (seed 000 data flow): before forwarding,
//! take the session's pending intervention and write it into the request; after the
//! response, off the critical path, classify → transition → evaluate → schedule the
//! next intervention, and store the session with compare-and-set. No lock is held
//! across the embedder or Redis: a request waits for its session's earlier steps for at
//! most [`STEP_BUDGET`] (`shared::steps`), and compare-and-set settles every race.

use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use argus_crds::workflow::InterventionStrategy;
use bytes::Bytes;

use super::call::Call;
use crate::edge::errors::ProxyError;
use crate::engine::registry::RegisteredWorkflow;
use crate::engine::{
    self, AgentResponse, CompiledWorkflow, EmbeddingStatus, FixedScores, NoEmbedder,
    PendingIntervention, SemanticClassifier, SessionState,
};
use crate::metrics::{InterventionLabels, MethodLabels, Reason, TransitionLabels, ViolationLabels};
use crate::shared::runtime::Runtime;
use crate::shared::state::{AppState, DecodedSession, SessionSlot, StoreAnswer, Stored};
use crate::shared::steps::Waited;
use crate::shared::timeline;
use crate::store::{CasOutcome, SessionKey};
use crate::wire::{ApiFormat, Edit, ResponseView};

/// The steering stage: the loop check, the context block, the session's pending
/// intervention and the gates' notes on the last answer, each an edit of the body.
pub async fn steer(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    call: &mut Call,
) -> Result<(), ProxyError> {
    let format = call.format;
    let user_turn = call.user_turn.as_deref();
    let loop_check = super::loops::check(state, rt, &call.key, user_turn).await?;
    if let Some(edit) = &loop_check.edit {
        call.body.apply(format, edit);
    }
    // The context block is compiled from what was recorded before this request; the
    // request's own messages are recorded after it.
    let embedding =
        super::recall::turn_embedding(rt, loop_check.last_user_embedding.clone(), user_turn).await;
    call.context = super::recall::inject(
        state,
        rt,
        &call.key.session,
        format,
        &mut call.body,
        user_turn,
        embedding.as_deref(),
    )
    .await;
    super::recall::record_request(
        state,
        rt,
        &call.key,
        format,
        call.body.json(),
        user_turn,
        embedding,
    );
    call.turn_embedding = loop_check.last_user_embedding;
    // With gates, the session's state is read too (the adversarial gate's anomalies).
    if let Some(wf) = &call.workflow {
        let found = take_pending(state, rt, &wf.compiled, &call.key, rt.gates.is_some()).await?;
        call.session_state = found.state.map(|s| (wf.compiled.clone(), s));
        if let Some(pending) = found.intervention {
            match edit_for(&pending) {
                Some(edit) => call.body.apply(format, &edit),
                None => {
                    return Err(ProxyError::WorkflowViolation {
                        message: pending.text,
                        constraint: pending.constraint,
                        intervention: pending.name,
                    });
                }
            }
        }
    }
    if rt.gates.is_some() && call.mode.is_some() {
        // What the gates refused or held in the last answer, so that the model changes
        // course instead of proposing the same call again.
        let notes = state.take_gate_notes(&call.key).await;
        if !notes.is_empty() {
            call.body
                .apply(format, &Edit::AppendSystem(notes.join("\n")));
        }
        // A Gemini stream without `alt=sse` is one JSON array sent piece by piece: the
        // gates read streams as events, so such a stream would pass ungated. Refused.
        if call.stream && format == ApiFormat::Gemini && !call.path_and_query.contains("alt=sse") {
            return Err(ProxyError::UngatableStream(
                "with a GateStack, Gemini streams must ask for server-sent events: add ?alt=sse to streamGenerateContent".into(),
            ));
        }
    }
    Ok(())
}

/// Deadline of a semantic classification; off the critical path, so more generous
/// than the loop check's, and within [`STEP_BUDGET`].
const SEMANTIC_TIMEOUT_MS: u64 = 100;

/// How long a request (or a later step) waits for a session's earlier workflow steps
/// before it goes on with the session as stored: a step's own budget. A step that is
/// on time (the embedder answers within its deadline) ends well within it.
pub const STEP_BUDGET: std::time::Duration = std::time::Duration::from_millis(150);

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

/// The session stored as `data`, taken from `slot` when it holds the same session stored
/// as these very bytes (the common case: this replica wrote it last), else decoded.
/// `None` when the bytes are not a session of `wf`.
fn decode(
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
fn keep(
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
fn encode(session: &mut SessionState, size_hint: usize) -> Result<Bytes, serde_json::Error> {
    session.to_json(size_hint).map(Bytes::from)
}

/// The session as a request finds it: its pending intervention (taken: cleared in the
/// store), and, when asked for, the state it is in.
#[derive(Debug, Default)]
pub struct Found {
    /// The intervention the request must carry.
    pub intervention: Option<PendingIntervention>,
    /// The session's current state (`want_state`; `None` when it could not be read).
    pub state: Option<crate::engine::StateId>,
}

/// Takes the session's pending intervention, if any, clearing it in the store; with
/// `want_state`, also reads the state the session is in (from this replica's decoded
/// copy when it holds the stored bytes, else decoded).
pub async fn take_pending(
    state: &AppState,
    rt: &Runtime,
    wf: &CompiledWorkflow,
    key: &SessionKey,
    want_state: bool,
) -> Result<Found, ProxyError> {
    waited(
        state,
        "request",
        state.steps.wait(key, None, STEP_BUDGET).await,
    );
    for attempt in 0..CAS_ATTEMPTS {
        let known = DecodedSession::known(&state.slot(key), key);
        let loaded = match state.load(key, rt.store_failure, known).await {
            StoreAnswer::Ok(v) => v,
            StoreAnswer::Closed(e) => return Err(ProxyError::StoreUnavailable(e.to_string())),
        };
        let Some(stored) = loaded else {
            // No session yet: it starts in the initial state.
            return Ok(Found {
                intervention: None,
                state: want_state.then(|| wf.initial()),
            });
        };
        // Most sessions have nothing pending: answer that without decoding the session,
        // from the decoded copy when this replica stored these bytes last.
        let (pending, current) = match state.slot(key).as_ref() {
            Some(c) if c.holds(key, &stored.data) => (
                c.state.pending_intervention().is_some(),
                Some(c.state.current_state()),
            ),
            _ => (SessionState::has_pending_in(&stored.data), None),
        };
        if !pending {
            let current = match current {
                Some(s) => Some(s),
                None if want_state => serde_json::from_slice::<SessionState>(&stored.data)
                    .ok()
                    .filter(|s| s.check(wf).is_ok())
                    .map(|s| s.current_state()),
                None => None,
            };
            return Ok(Found {
                intervention: None,
                state: current,
            });
        }
        let Some(mut session) = decode(&mut state.slot(key), key, wf, &stored.data) else {
            return Ok(Found::default());
        };
        let current = session.current_state();
        let Some(pending) = session.take_pending_intervention() else {
            return Ok(Found {
                intervention: None,
                state: want_state.then_some(current),
            });
        };
        let data = match encode(&mut session, stored.data.len()) {
            Ok(data) => data,
            Err(e) => {
                tracing::warn!(session = %key.session, error = %e, "cannot encode the session; its pending intervention stays pending");
                return Ok(Found {
                    intervention: None,
                    state: want_state.then_some(current),
                });
            }
        };
        match state
            .store(key, stored.version, data.clone(), rt.store_failure)
            .await
        {
            StoreAnswer::Ok(
                stored @ Stored {
                    outcome: CasOutcome::Stored(_),
                    ..
                },
            ) => {
                keep(&mut state.slot(key), key, stored, data, session);
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
                    target: "argus::audit",
                    session = %key.session,
                    tenant = %key.tenant,
                    intervention = %pending.name,
                    strategy,
                    constraint = pending.constraint.as_deref().unwrap_or(""),
                    "argus.intervention.applied"
                );
                state.timeline.record(
                    key,
                    timeline::What::Intervention(timeline::Applied {
                        name: pending.name.clone(),
                        strategy: strategy.to_string(),
                        constraint: pending.constraint.clone(),
                        text: pending.text.clone(),
                    }),
                );
                return Ok(Found {
                    intervention: Some(pending),
                    state: want_state.then_some(current),
                });
            }
            StoreAnswer::Ok(Stored {
                outcome: CasOutcome::Conflict,
                ..
            }) => back_off(attempt).await,
            StoreAnswer::Closed(e) => return Err(ProxyError::StoreUnavailable(e.to_string())),
        }
    }
    tracing::warn!(session = %key.session, "session too contended to apply its pending intervention; forwarding unchanged");
    Ok(Found::default())
}

/// Counts a wait for earlier steps that had something to wait for.
fn waited(state: &AppState, who: &'static str, outcome: Waited) {
    if outcome == Waited::Clear {
        return;
    }
    if outcome == Waited::TimedOut {
        tracing::debug!(
            who,
            "a workflow step of this session outlived its budget; going on with the session as stored"
        );
    }
    state
        .metrics
        .step_waits
        .get_or_create(&crate::metrics::StepWaitLabels {
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
    let ticket = state.steps.begin(&key);
    async move {
        waited(
            &state,
            "step",
            state.steps.wait(&key, Some(&ticket), STEP_BUDGET).await,
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
        let known = DecodedSession::known(&state.slot(key), key);
        let loaded = match state.load(key, rt.store_failure, known).await {
            StoreAnswer::Ok(v) => v,
            StoreAnswer::Closed(e) => {
                tracing::warn!(session = %key.session, error = %e, "workflow step skipped: session store unavailable");
                return;
            }
        };
        let loaded_len = loaded.as_ref().map_or(0, |v| v.data.len());
        let decoded = loaded
            .as_ref()
            .and_then(|v| decode(&mut state.slot(key), key, &wf, &v.data).map(|s| (v.version, s)));
        let (version, mut session) = match decoded {
            Some(found) => found,
            None => {
                if attempt == 0 {
                    crate::obs::trace::session_started(key, wf.name());
                }
                (
                    loaded.map(|v| v.version).unwrap_or(0),
                    SessionState::new(&wf, key.session.clone(), now, rt.max_history as u32),
                )
            }
        };
        if semantic.is_none() {
            semantic = Some(semantic_scores(state, rt, registered, &session, &response).await);
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
            .store(key, version, data.clone(), rt.store_failure)
            .await
        {
            StoreAnswer::Ok(
                stored @ Stored {
                    outcome: CasOutcome::Stored(_),
                    ..
                },
            ) => {
                keep(&mut state.slot(key), key, stored, data, session);
                record(state, &wf, key, &result);
                state
                    .workflow_steps
                    .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                state.metrics.sessions_evicted.set(state.evictions() as i64);
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
    state: &AppState,
    rt: &Runtime,
    registered: &RegisteredWorkflow,
    session: &SessionState,
    response: &AgentResponse,
) -> Option<FixedScores> {
    let (Some(embedder), Some(set)) = (rt.embedder.as_ref(), registered.exemplar_set.as_deref())
    else {
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
    console_steps(state, wf, key, result);
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
    state: &AppState,
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
        state.timeline.record(
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
            Some(crate::store::Versioned {
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
