//! The platform assembles every call (seed 003) and decides spend before it happens:
//! per-request limits, the Actor's prompt as the only system prompt, then a reservation
//! against the rate limits and budgets, held until the real usage is known.

use argus_crds::BehaviorMode;

use super::call::{Call, CallKind};
use crate::edge::errors::ProxyError;
use crate::obs::metrics::Metrics;
use crate::policy::prompt::enforce_prompt;
use crate::policy::request_limits::enforce_max_tokens;
use crate::shared::reservation::{Held, reserve_tokens};
use crate::shared::runtime::{AdmissionRules, Runtime};
use crate::shared::state::AppState;
use crate::stores::session::SessionKey;
use crate::wire::ApiFormat;
use argus_wire::{DEFAULT_MAX_OUTPUT_TOKENS, estimate_request};

/// The admission stage of an LLM call: the platform assembles the call (limits, prompt,
/// offered tools), then decides the spend before anything is sent.
pub async fn admit(state: &AppState, rt: &Runtime, call: &mut Call) -> Result<(), ProxyError> {
    let format = call.format;
    call.body
        .edit(|json| shape(&rt.admission, format, json, &call.span))?;
    if let Some(offer) = &rt.admission.tool_offer {
        let mode = call.mode.unwrap_or_else(|| {
            crate::gates::behavior_mode(&call.parts.headers, format, call.body.json())
                .unwrap_or(BehaviorMode::Active)
        });
        call.body.edit(|json| {
            Ok::<_, ProxyError>(offer_tools(
                &state.obs.metrics,
                offer,
                format,
                json,
                mode,
                &call.key,
            ))
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
            request_limits::check_completion_max_tokens(json, rt.admission.max_tokens_per_request)?;
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
    rules: &AdmissionRules,
    format: ApiFormat,
    body: &mut serde_json::Value,
    span: &tracing::Span,
) -> Result<bool, ProxyError> {
    let mut changed = enforce_max_tokens(format, body, rules.max_tokens_per_request)?;
    if let Some(prompt) = &rules.prompt {
        let enforcement = enforce_prompt(format, body, prompt, rules.agent_system_messages);
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
    metrics: &Metrics,
    offer: &crate::policy::tools_offer::ToolOffer,
    format: ApiFormat,
    body: &mut serde_json::Value,
    mode: BehaviorMode,
    key: &SessionKey,
) -> bool {
    let out = offer.apply(format, body, mode);
    if !out.unpermitted.is_empty() {
        let action = if out.removed { "removed" } else { "reported" };
        metrics
            .tools_unpermitted
            .get_or_create(&crate::obs::metrics::Reason {
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

/// Reserves the request's estimated tokens in every configured limit, or refuses it
/// (HTTP 429 with `retry-after`) before anything is spent.
pub async fn reserve(
    state: &AppState,
    rt: &Runtime,
    format: ApiFormat,
    body: &serde_json::Value,
    key: &SessionKey,
) -> Result<Option<Held>, ProxyError> {
    if rt.admission.limits.is_unlimited() {
        return Ok(None);
    }
    let estimate = estimate_request(format, body, DEFAULT_MAX_OUTPUT_TOKENS);
    reserve_tokens(state, rt, estimate.total(), key).await
}
