//! Semantic loop detection on the request path (seed 002 "Loop Detection
//! Middleware"): the last user message is compared with the recent prompts of the
//! session (or of the whole actor) by the embedder, under a hard deadline. A loop puts
//! the Policy's message in front of the system prompt; repeated loops climb the
//! engine's ladder (user note, assistant reminder) up to refusing the request. An
//! embedder that is down, slow or failing never holds the request in fail-open mode.
//!
//! The user turn a request ends with is what is compared: it is what the agent asks
//! now, and an agent stuck in a loop re-asks the same thing, while the rest of the
//! conversation (which always repeats) would make every request look alike. Requests
//! that continue a turn (ending with a tool result or function response) are not
//! checked: they repeat the user message of the call before them, so comparing it again
//! would flag every multi-step tool use. Repeated tool calls are the workflow engine's
//! business (constraints on states and tool calls).

use argus_crds::{FailureMode, LoopScope};

use crate::edge::errors::ProxyError;
use crate::embedder::pb::CheckLoopRequest;
use crate::obs::metrics::Reason;
use crate::shared::runtime::Embedding;
use crate::shared::state::AppState;
use crate::stores::session::SessionKey;
use crate::wire::Edit;

/// What the loop check found for one request.
#[derive(Debug, Default)]
pub struct LoopCheck {
    /// The edit a detected loop calls for.
    pub edit: Option<Edit>,
    /// The embedding of the request's last user turn (L2-normalised), computed once per
    /// request by the loop check: the semantic cache (and anything else on the request
    /// path that needs it) reuses it instead of a second inference. `None` when no check
    /// ran (no embedder, loop detection off, no user turn) or it failed.
    pub last_user_embedding: Option<std::sync::Arc<[f32]>>,
}

/// Checks for a loop; returns the edit to apply and the last user turn's embedding, or
/// the error to answer.
pub async fn check(
    state: &AppState,
    embedding: &Embedding,
    key: &SessionKey,
    user_turn: Option<&str>,
) -> Result<LoopCheck, ProxyError> {
    let ld = &embedding.loop_detection;
    let (Some(embedder), true) = (embedding.embedder.as_ref(), ld.enabled) else {
        return Ok(LoopCheck::default());
    };
    let Some(prompt) = user_turn.map(str::trim).filter(|p| !p.is_empty()) else {
        return Ok(LoopCheck::default());
    };
    let tenant_id = match ld.scope {
        LoopScope::Session => format!("{}/{}", key.tenant, key.session),
        LoopScope::Actor => key.tenant.to_string(),
    };
    let request = CheckLoopRequest {
        tenant_id,
        prompt: prompt.to_string(),
        threshold: ld.threshold,
        history_size: ld.history_size,
        ttl_seconds: ld.ttl_seconds,
        return_embedding: true,
    };
    let outcome = |o: &str| {
        state
            .obs
            .metrics
            .loop_checks
            .get_or_create(&Reason {
                reason: o.to_string(),
            })
            .inc()
    };
    let answer = match embedder.check_loop(request, u64::from(ld.timeout_ms)).await {
        Ok(a) => a,
        Err(e) => {
            outcome(e.label());
            return match embedding.failure {
                FailureMode::FailOpen => {
                    embedder.warn("loop check skipped", &e);
                    Ok(LoopCheck::default())
                }
                FailureMode::FailClosed => Err(ProxyError::EmbedderUnavailable(e.to_string())),
            };
        }
    };
    let last_user_embedding = answer
        .embedding
        .as_ref()
        .filter(|v| !v.values.is_empty())
        .map(|v| std::sync::Arc::from(v.values.as_slice()));
    if !answer.loop_detected {
        outcome("no_loop");
        return Ok(LoopCheck {
            edit: None,
            last_user_embedding,
        });
    }
    outcome("loop");
    let loops = state.sessions.count_loop(key).await;
    tracing::warn!(
        target: "argus::audit",
        session = %key.session,
        tenant = %key.tenant,
        similarity = answer.max_similarity,
        loops,
        "argus.loop.detected"
    );
    let message = ld.message().to_string();
    let over = if ld.escalate_after == 0 {
        0
    } else {
        loops.saturating_sub(u64::from(ld.escalate_after))
    };
    let edit = match over {
        0 => Edit::PrependSystem(message),
        1 => Edit::UserNote(message),
        2 => Edit::AssistantReminder(message),
        _ => {
            return Err(ProxyError::LoopDetected {
                message: format!("{message} (the same request was repeated {loops} times)"),
                similarity: answer.max_similarity,
            });
        }
    };
    let strategy = match &edit {
        Edit::PrependSystem(_) | Edit::AppendSystem(_) => "systemPromptPrepend",
        Edit::UserNote(_) => "userMessageInject",
        Edit::AssistantReminder(_) => "contextReminder",
    };
    state
        .obs
        .metrics
        .interventions
        .get_or_create(&crate::obs::metrics::InterventionLabels {
            strategy,
            phase: "loop",
        })
        .inc();
    Ok(LoopCheck {
        edit: Some(edit),
        last_user_embedding,
    })
}
