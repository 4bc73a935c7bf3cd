//! The context stage of the request path (issue 15): the user turn's embedding (the
//! loop check's when it ran, else computed here: once per request either way), the
//! context block compiled from the Actor's sources and put before the user turn, and
//! the recording of the session's messages after the block is built — the user turn
//! and tool results now, the answer when it has been sent, embedded off the path.

use std::sync::Arc;

use serde_json::Value;

use super::call::{ContextOutcome, RequestBody};
use crate::context::ContextStores;
use crate::context::turns;
use crate::obs::metrics::Reason;
use crate::shared::runtime::Runtime;
use crate::shared::state::AppState;
use crate::stores::log::NewMessage;
use crate::stores::session::SessionKey;
use crate::wire::{ApiFormat, Edit};

/// A message to record: its role, text and embedding when already known.
type Recorded = (&'static str, String, Option<Arc<[f32]>>);

/// Deadline of embedding recorded messages in the background.
const BACKGROUND_EMBED_MS: u64 = 5_000;

/// The user turn's embedding for this request: the loop check's (`from_loop`), else one
/// embedder call under the context deadline when the plan recalls by similarity. The
/// one place a request's user turn is embedded for reuse (context, recording, registry).
pub async fn turn_embedding(
    rt: &Runtime,
    from_loop: Option<Arc<[f32]>>,
    user_turn: Option<&str>,
) -> Option<Arc<[f32]>> {
    if let Some(v) = from_loop {
        return Some(v);
    }
    let plan = rt.context.as_ref()?;
    let turn = user_turn.map(str::trim).filter(|t| !t.is_empty())?;
    if !plan.wants_embedding() {
        return None;
    }
    let embedder = rt.embedding.embedder.as_ref()?;
    match embedder
        .embed(vec![turn.to_string()], u64::from(plan.deadline_ms))
        .await
    {
        Ok(mut v) => v.pop().map(Arc::from),
        Err(e) => {
            embedder.warn("user turn not embedded for context", &e);
            None
        }
    }
}

/// Compiles the context block and puts it before the user turn; how it went (`Off`
/// when nothing was asked). Fails open: a slow or failing store
/// costs the request its context, never the request. `body` is the request as the agent
/// sent it: with the session it names the delivery of inbox letters, so that a retry
/// of this very request carries the letters it took again (`stores::inbox`). Only the
/// reads run under the deadline; the take runs after them, so that a letter taken is
/// a letter carried.
#[allow(clippy::too_many_arguments)]
pub async fn inject(
    state: &AppState,
    rt: &Runtime,
    session: &str,
    format: ApiFormat,
    body: &mut RequestBody,
    user_turn: Option<&str>,
    embedding: Option<&[f32]>,
) -> ContextOutcome {
    let Some(plan) = rt.context.as_ref().filter(|p| p.compiles()) else {
        return ContextOutcome::Off;
    };
    if user_turn.is_none() {
        return ContextOutcome::Off;
    }
    let count = |o: ContextOutcome| {
        state
            .obs
            .metrics
            .context_compilations
            .get_or_create(&Reason {
                reason: o.label().to_string(),
            })
            .inc();
        o
    };
    let delivery = plan
        .reads_inbox()
        .then(|| crate::stores::inbox::Delivery::of(session, body.raw()));
    // Boxed: the gathering's future is large, and the timeout would move it.
    let gathered = tokio::time::timeout(
        plan.deadline(),
        Box::pin(plan.gather(
            &state.context,
            Some(session),
            user_turn,
            embedding,
            delivery.as_ref(),
        )),
    )
    .await;
    let gathered = match gathered {
        Ok(Ok(c)) => c,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "context not compiled; the request goes on without it");
            return count(ContextOutcome::StoreError);
        }
        Err(_) => {
            tracing::warn!(
                deadline_ms = plan.deadline_ms,
                "context compilation exceeded its deadline; the request goes on without it"
            );
            return count(ContextOutcome::Timeout);
        }
    };
    let preview = gathered
        .deliver(&state.context, &plan.tenant, delivery.as_ref())
        .await;
    let block = preview.compiled.block;
    if block.is_empty() {
        return count(ContextOutcome::Empty);
    }
    body.apply(format, &Edit::UserNote(block));
    count(ContextOutcome::Compiled)
}

/// Records the request's user turn (with its embedding when there is one) and tool
/// results, in the background.
pub fn record_request(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    key: &SessionKey,
    format: ApiFormat,
    json: &Value,
    user_turn: Option<&str>,
    embedding: Option<Arc<[f32]>>,
) {
    if rt.context.is_none() {
        return;
    }
    let mut messages: Vec<Recorded> = turns::tool_results(format, json)
        .into_iter()
        .map(|t| ("tool", turns::bounded(&t), None))
        .collect();
    if let Some(turn) = user_turn.map(str::trim).filter(|t| !t.is_empty()) {
        messages.push(("user", turns::bounded(turn), embedding));
    }
    record(state, rt, key, messages);
}

/// Records the answer the agent received, in the background.
pub fn record_answer(state: &Arc<AppState>, rt: &Arc<Runtime>, key: &SessionKey, content: &str) {
    if rt.context.is_none() || content.trim().is_empty() {
        return;
    }
    record(
        state,
        rt,
        key,
        vec![("assistant", turns::bounded(content), None)],
    );
}

fn record(state: &Arc<AppState>, rt: &Arc<Runtime>, key: &SessionKey, messages: Vec<Recorded>) {
    let Some(plan) = rt.context.clone() else {
        return;
    };
    if messages.is_empty() {
        return;
    }
    // In process the log is written at once (a task per message cost more than the
    // write); only embedding what was recorded without a vector waits on anything.
    if let Some(log) = state.context.log.in_process() {
        let mut unembedded = Vec::new();
        for (role, text, vector) in messages {
            let message = new_message(&key.session, role, &text);
            let id = log.record(&plan.tenant, message, vector.as_deref(), plan.bounds);
            count_record(state, "recorded");
            if vector.is_none() {
                unembedded.push((id, text));
            }
        }
        if let Some(embedder) = rt
            .embedding
            .embedder
            .clone()
            .filter(|_| !unembedded.is_empty())
        {
            let st = state.clone();
            state.background.spawn(async move {
                embed_recorded(&st.context, &embedder, &plan, unembedded).await
            });
        }
        return;
    }
    let (st, embedder, session) = (
        state.clone(),
        rt.embedding.embedder.clone(),
        key.session.clone(),
    );
    state.background.spawn(async move {
        let log = &st.context.log;
        let mut unembedded = Vec::new();
        for (role, text, vector) in messages {
            let message = new_message(&session, role, &text);
            let outcome = match log
                .record(&plan.tenant, message, vector.as_deref(), plan.bounds)
                .await
            {
                Ok(id) => {
                    if vector.is_none() {
                        unembedded.push((id, text));
                    }
                    "recorded"
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not record a message for context");
                    "failed"
                }
            };
            count_record(&st, outcome);
        }
        if let Some(embedder) = embedder.filter(|_| !unembedded.is_empty()) {
            embed_recorded(&st.context, &embedder, &plan, unembedded).await;
        }
    });
}

fn new_message(session: &str, role: &str, text: &str) -> NewMessage {
    NewMessage {
        session: session.to_string(),
        role: role.to_string(),
        text: text.to_string(),
        at_ms: crate::stores::now_ms(),
    }
}

fn count_record(state: &AppState, outcome: &str) {
    state
        .obs
        .metrics
        .context_records
        .get_or_create(&Reason {
            reason: outcome.into(),
        })
        .inc();
}

/// Embeds messages recorded without a vector (`(id, text)`) and stores their vectors.
async fn embed_recorded(
    context: &ContextStores,
    embedder: &crate::embedder::Embedder,
    plan: &crate::context::engine::ContextPlan,
    unembedded: Vec<(String, String)>,
) {
    let log = &context.log;
    let texts = unembedded.iter().map(|(_, t)| t.clone()).collect();
    match embedder.embed(texts, BACKGROUND_EMBED_MS).await {
        Ok(vectors) => {
            for ((id, _), v) in unembedded.iter().zip(vectors) {
                if let Err(e) = log.set_vector(&plan.tenant, id, &v).await {
                    tracing::warn!(error = %e, "could not store a message's embedding");
                }
            }
        }
        Err(e) => embedder.warn("recorded messages not embedded", &e),
    }
}
