//! The steering stage (seed 000 data flow, the request side): the loop check, the
//! context block, the session's pending intervention — taken from the store and written
//! into the request — and the gates' notes on the last answer, each an edit of the body.
//! The engine's step on the answer, and the session codec both sides use, are `step`'s.

use std::sync::Arc;

use argus_crds::InterventionStrategy;

use super::call::Call;
use super::step::{CAS_ATTEMPTS, STEP_BUDGET, back_off, decode, encode, keep, waited};
use crate::edge::errors::ProxyError;
use crate::engine::{CompiledWorkflow, PendingIntervention, SessionState};
use crate::obs::metrics::InterventionLabels;
use crate::shared::runtime::{Runtime, SessionRules};
use crate::shared::sessions::{DecodedSession, StoreAnswer, Stored};
use crate::shared::state::AppState;
use crate::shared::timeline;
use crate::stores::session::{CasOutcome, SessionKey};
use crate::wire::{ApiFormat, Edit};

/// The steering stage: the loop check, the context block, the session's pending
/// intervention and the gates' notes on the last answer, each an edit of the body.
pub async fn steer(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    call: &mut Call,
) -> Result<(), ProxyError> {
    let format = call.format;
    let user_turn = call.user_turn.as_deref();
    let loop_check = super::loops::check(state, &rt.embedding, &call.key, user_turn).await?;
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
        let found = take_pending(
            state,
            &rt.sessions,
            &wf.compiled,
            &call.key,
            rt.gates.stack.is_some(),
        )
        .await?;
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
    if rt.gates.stack.is_some() && call.mode.is_some() {
        // What the gates refused or held in the last answer, so that the model changes
        // course instead of proposing the same call again.
        let notes = state.sessions.take_gate_notes(&call.key).await;
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

/// The request edit an intervention calls for; `None` for a hard block.
pub fn edit_for(p: &PendingIntervention) -> Option<Edit> {
    match p.strategy {
        InterventionStrategy::SystemPromptAppend => Some(Edit::AppendSystem(p.text.clone())),
        InterventionStrategy::UserMessageInject => Some(Edit::UserNote(p.text.clone())),
        InterventionStrategy::ContextReminder => Some(Edit::AssistantReminder(p.text.clone())),
        InterventionStrategy::HardBlock => None,
    }
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
    rules: &SessionRules,
    wf: &CompiledWorkflow,
    key: &SessionKey,
    want_state: bool,
) -> Result<Found, ProxyError> {
    waited(
        &state.obs.metrics,
        "request",
        state.sessions.steps.wait(key, None, STEP_BUDGET).await,
    );
    for attempt in 0..CAS_ATTEMPTS {
        let known = DecodedSession::known(&state.sessions.slot(key), key);
        let loaded = match state.sessions.load(key, rules.store_failure, known).await {
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
        let (pending, current) = match state.sessions.slot(key).as_ref() {
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
        let Some(mut session) = decode(&mut state.sessions.slot(key), key, wf, &stored.data) else {
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
            .sessions
            .store(key, stored.version, data.clone(), rules.store_failure)
            .await
        {
            StoreAnswer::Ok(
                stored @ Stored {
                    outcome: CasOutcome::Stored(_),
                    ..
                },
            ) => {
                keep(&mut state.sessions.slot(key), key, stored, data, session);
                let strategy = pending.strategy.as_str();
                state
                    .obs
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
                state.obs.timeline.record(
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
