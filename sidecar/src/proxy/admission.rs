//! The platform assembles every call (seed 003) and decides spend before it happens:
//! per-request limits, the Actor's prompt as the only system prompt, then a reservation
//! against the rate limits and budgets, held until the real usage is known.

use argus_crds::actor::BehaviorMode;
use argus_crds::policy::FailureMode;
use tokio_util::task::TaskTracker;

use super::call::{Call, CallKind};
use super::errors::ProxyError;
use super::runtime::Runtime;
use super::state::AppState;
use crate::policy::estimate::{DEFAULT_MAX_OUTPUT_TOKENS, estimate_request};
use crate::policy::limits::{Decision, Limiter, Reservation};
use crate::policy::prompt::enforce_prompt;
use crate::policy::request_limits::enforce_max_tokens;
use crate::store::SessionKey;
use crate::wire::ApiFormat;

/// The admission stage of an LLM call: the platform assembles the call (limits, prompt,
/// offered tools), then decides the spend before anything is sent.
pub async fn admit(state: &AppState, rt: &Runtime, call: &mut Call) -> Result<(), ProxyError> {
    let format = call.format;
    call.body.edit(|json| shape(rt, format, json, &call.span))?;
    if let Some(offer) = &rt.tool_offer {
        let mode = call.mode.unwrap_or_else(|| {
            crate::gates::behavior_mode(&call.parts.headers, format, call.body.json())
                .unwrap_or(BehaviorMode::Active)
        });
        call.body.edit(|json| {
            Ok::<_, ProxyError>(offer_tools(state, offer, format, json, mode, &call.key))
        })?;
    }
    call.held = reserve(state, rt, format, call.body.json(), &call.key).await?;
    Ok(())
}

/// The admission stage of a metered call: its per-request limit, and a reservation of
/// its input plus the most it can produce (embeddings produce no output tokens;
/// completions up to `max_tokens` for each of `max(n, best_of)` candidates).
pub async fn admit_metered(
    state: &AppState,
    rt: &Runtime,
    call: &mut Call,
) -> Result<(), ProxyError> {
    use crate::policy::request_limits;
    let json = call.body.json();
    let estimate = estimate_request(call.format, json, 0);
    let tokens = match call.kind {
        CallKind::Metered(crate::wire::Metered::Completions) => {
            request_limits::check_completion_max_tokens(json, rt.max_tokens_per_request)?;
            let per_choice = json["max_tokens"]
                .as_u64()
                .unwrap_or(request_limits::COMPLETIONS_DEFAULT_MAX_TOKENS);
            let choices = [json["n"].as_u64(), json["best_of"].as_u64()]
                .into_iter()
                .flatten()
                .max()
                .unwrap_or(1)
                .max(1);
            estimate
                .input
                .saturating_add(per_choice.saturating_mul(choices))
        }
        _ => estimate.input,
    };
    call.held = reserve_tokens(state, rt, tokens, &call.key).await?;
    Ok(())
}

/// Applies `limits.maxTokensPerRequest` and the prompt registry; returns whether the
/// body changed.
pub fn shape(
    rt: &Runtime,
    format: ApiFormat,
    body: &mut serde_json::Value,
    span: &tracing::Span,
) -> Result<bool, ProxyError> {
    let mut changed = enforce_max_tokens(format, body, rt.max_tokens_per_request)?;
    if let Some(prompt) = &rt.prompt {
        let enforcement = enforce_prompt(format, body, prompt, rt.agent_system_messages);
        span.record("argus.prompt.sha256", prompt.sha256());
        if enforcement.agent_sent_system_text() {
            tracing::info!(
                demoted = enforcement.demoted,
                dropped = enforcement.dropped,
                "agent system text replaced by the registered prompt"
            );
        }
        changed = true;
    }
    Ok(changed)
}

/// Filters and supplies the tools the request offers the model (Policy `toolsFilter`,
/// `toolsInject`); returns whether the body changed.
pub fn offer_tools(
    state: &AppState,
    offer: &crate::policy::tools_offer::ToolOffer,
    format: ApiFormat,
    body: &mut serde_json::Value,
    mode: argus_crds::actor::BehaviorMode,
    key: &SessionKey,
) -> bool {
    let out = offer.apply(format, body, mode);
    if !out.unpermitted.is_empty() {
        let action = if out.removed { "removed" } else { "reported" };
        state
            .metrics
            .tools_unpermitted
            .get_or_create(&crate::metrics::Reason {
                reason: action.to_string(),
            })
            .inc_by(out.unpermitted.len() as u64);
        tracing::info!(
            session = %key.session,
            tenant = %key.tenant,
            tools = %out.unpermitted.join(","),
            action,
            "offered tools the Actor does not permit"
        );
    }
    out.changed()
}

/// Tokens reserved for a request in flight. Settle it with the real usage; dropped
/// unsettled (the request never reached a provider), it is released.
pub struct Held {
    limiter: Limiter,
    reservation: Option<Reservation>,
    /// Where the settlement runs (shutdown waits for it).
    background: TaskTracker,
}

impl Held {
    /// Replaces the estimate with `actual` tokens (`None`: keep the estimate), in the background.
    pub fn settle(mut self, actual: Option<u64>) {
        self.spawn_settle(actual);
    }

    fn spawn_settle(&mut self, actual: Option<u64>) {
        let Some(reservation) = self.reservation.take() else {
            return;
        };
        if tokio::runtime::Handle::try_current().is_err() {
            return;
        }
        let limiter = self.limiter.clone();
        self.background.spawn(async move {
            if let Err(e) = limiter.settle(&reservation, actual).await {
                tracing::warn!(error = %e, "could not settle a token reservation");
            }
        });
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        self.spawn_settle(Some(0));
    }
}

/// Reserves the request's estimated tokens in every configured limit, or refuses it
/// (HTTP 429 with `retry-after`) before anything is spent.
pub async fn reserve(
    state: &AppState,
    rt: &Runtime,
    format: ApiFormat,
    body: &serde_json::Value,
    key: &SessionKey,
) -> Result<Option<Held>, ProxyError> {
    if rt.limits.is_unlimited() {
        return Ok(None);
    }
    let estimate = estimate_request(format, body, DEFAULT_MAX_OUTPUT_TOKENS);
    reserve_tokens(state, rt, estimate.total(), key).await
}

/// Reserves `tokens` (an estimate made by the caller) in every configured limit, or
/// refuses the request before anything is spent.
pub async fn reserve_tokens(
    state: &AppState,
    rt: &Runtime,
    tokens: u64,
    key: &SessionKey,
) -> Result<Option<Held>, ProxyError> {
    if rt.limits.is_unlimited() {
        return Ok(None);
    }
    // While Redis is down (it failed less than a second ago) the limits are kept in
    // process without trying Redis again on every request; the session store's rule.
    let shared = state.redis_usable();
    if !shared && rt.store_failure == FailureMode::FailClosed {
        return Err(ProxyError::StoreUnavailable("redis is down".into()));
    }
    let mut limiter = if shared {
        state.limiter.clone()
    } else {
        state.limiter_fallback.clone()
    };
    let reserved = limiter
        .reserve(&rt.limits, &rt.tenant, &key.session, tokens)
        .await;
    if reserved.is_ok() && shared {
        state.redis_recovered();
    }
    let decision = match reserved {
        Ok(d) => d,
        Err(e) => {
            if shared {
                state.redis_failed(&e, "limits");
            }
            match rt.store_failure {
                FailureMode::FailClosed => {
                    return Err(ProxyError::StoreUnavailable(e.to_string()));
                }
                FailureMode::FailOpen => {
                    limiter = state.limiter_fallback.clone();
                    limiter
                        .reserve(&rt.limits, &rt.tenant, &key.session, tokens)
                        .await
                        .map_err(|e| ProxyError::StoreUnavailable(e.to_string()))?
                }
            }
        }
    };
    match decision {
        Decision::Allowed(reservation) => Ok(Some(Held {
            limiter,
            reservation: Some(reservation),
            background: state.background.clone(),
        })),
        Decision::Refused(refusal) => {
            state
                .metrics
                .limit_refusals
                .get_or_create(&crate::metrics::Reason {
                    reason: refusal.scope.as_str().to_string(),
                })
                .inc();
            Err(ProxyError::RateLimited {
                message: refusal.message(),
                retry_after: refusal.retry_after_seconds,
                scope: refusal.scope.as_str(),
            })
        }
    }
}
