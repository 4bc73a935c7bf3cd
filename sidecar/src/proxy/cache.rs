//! The cache stage: the exact-match cache, then the semantic cache for what it could
//! not answer. A hit is answered at once — through today's gates, audited, spending
//! nothing, with the workflow's step — and the call goes no further.

use std::sync::Arc;

use http::Response;
use http::header::{self, HeaderValue};

use super::after::{After, Ending, Keys, Served};
use super::call::Call;
use crate::edge::{ProxyBody, full};
use crate::gating::Gating;
use crate::obs::metrics::{Metrics, Reason};
use crate::shared::runtime::{Embedding, Runtime};
use crate::shared::state::AppState;
use crate::stores::cache::{self, CacheKey, CachedResponse};
use crate::stores::semantic::{self, Probe, SemanticHit, SemanticSettings};
use crate::wire::{self, ApiFormat};

/// What the caches found for a call.
pub enum Lookup {
    /// An answer: the call ends here.
    Hit(Hit),
    /// None: the answer the provider gives is stored under these keys.
    Miss(Keys),
}

/// A cache's answer.
pub enum Hit {
    /// From the exact-match cache.
    Exact(CachedResponse),
    /// From the semantic cache.
    Semantic(SemanticHit),
}

/// Which cache answered.
#[derive(Clone, Copy, Debug)]
enum CacheOutcome {
    /// The exact-match cache.
    Exact,
    /// The semantic cache, at this similarity of the last user turns.
    Semantic(f64),
}

/// Looks the call up in the caches. The exact-match cache sees the final body: a
/// request carrying an intervention is a different request. The semantic cache is asked
/// what the exact one could not answer: the loop check's embedding of the last user
/// turn against the turns cached in the same scope.
pub async fn lookup(state: &AppState, rt: &Runtime, call: &Call) -> Lookup {
    let (format, json) = (call.format, call.body.json());
    let exact = match rt.caches.exact_ttl {
        Some(_)
            if cache::cacheable(
                format,
                json,
                call.stream,
                call.parts
                    .headers
                    .get(cache::CACHE_HEADER)
                    .and_then(|v| v.to_str().ok()),
            ) =>
        {
            Some(CacheKey::new(
                &rt.tenant,
                format,
                &call.model.upstream,
                json,
            ))
        }
        _ => None,
    };
    if let Some(k) = &exact
        && let Some(hit) = state.cached(k).await
    {
        state
            .obs
            .metrics
            .cache
            .get_or_create(&Reason {
                reason: "hit".into(),
            })
            .inc();
        return Lookup::Hit(Hit::Exact(hit));
    }
    let semantic = semantic_probe(&state.obs.metrics, rt, call);
    if let Some((probe, settings)) = &semantic
        && let Some(hit) = semantic_lookup(state, &rt.embedding, probe, settings.threshold).await
    {
        return Lookup::Hit(Hit::Semantic(hit));
    }
    Lookup::Miss(Keys { exact, semantic })
}

/// Answers `call` from a cache.
pub async fn answer(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    call: Call,
    hit: Hit,
) -> Response<ProxyBody> {
    // Gated like a fresh answer; the threat score is not waited for.
    let gating = call.gating(state, rt, None).await;
    let format = call.format;
    let (provider, response, outcome) = match hit {
        Hit::Exact(response) => ("cache", response, CacheOutcome::Exact),
        Hit::Semantic(hit) => (
            "semantic_cache",
            hit.response,
            CacheOutcome::Semantic(hit.similarity),
        ),
    };
    let served = Served {
        provider: provider.into(),
        status: http::StatusCode::OK,
        content_type: response.content_type.clone(),
        store: Keys::default(),
    };
    let after = After::new(
        state,
        rt,
        call,
        served,
        gating.as_ref().map(|g| g.ledger.clone()),
    );
    cached_answer(after, gating.as_ref(), format, response, outcome).await
}

/// The answer to a request from a cache: it passes today's gates like a fresh one, is
/// audited (`cache_hit` / `semantic_cache_hit`), spends nothing, and the session's
/// workflow takes its step on it. `x-argus-cache` says which cache answered.
async fn cached_answer(
    after: After,
    gating: Option<&Gating>,
    format: ApiFormat,
    hit: CachedResponse,
    outcome: CacheOutcome,
) -> Response<ProxyBody> {
    let (body, view) = match gating {
        Some(g) => {
            let gated = g.whole(format, hit.body).await;
            (gated.body, gated.view)
        }
        None => (hit.body, None),
    };
    let (audit, header) = match outcome {
        CacheOutcome::Exact => (Ending::CacheHit, HeaderValue::from_static("hit")),
        CacheOutcome::Semantic(similarity) => (
            Ending::SemanticCacheHit,
            HeaderValue::from_str(&format!("semantic-hit; similarity={similarity:.2}"))
                .unwrap_or(HeaderValue::from_static("semantic-hit")),
        ),
    };
    after.cache_hit(audit, view.or_else(|| wire::read_response(format, &body)));
    let mut resp = Response::new(full(body));
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&hit.content_type)
            .unwrap_or(HeaderValue::from_static("application/json")),
    );
    resp.headers_mut().insert(cache::CACHE_HEADER, header);
    resp
}

/// The semantic cache probe of an eligible request, when the Policy enables the cache
/// and the loop check embedded the last user turn (else the skip is counted).
fn semantic_probe(
    metrics: &Metrics,
    rt: &Runtime,
    call: &Call,
) -> Option<(Probe, SemanticSettings)> {
    let (format, json) = (call.format, call.body.json());
    let settings = rt.caches.semantic.as_ref()?;
    let turn = call.user_turn.as_deref()?;
    if !semantic::eligible(format, json, call.stream, settings) {
        return None;
    }
    let Some(embedding) = &call.turn_embedding else {
        metrics
            .semantic_cache_skipped
            .get_or_create(&Reason {
                reason: "no_embedding".into(),
            })
            .inc();
        return None;
    };
    let probe = Probe::new(
        &rt.tenant,
        format,
        &call.model.upstream,
        json,
        turn,
        embedding.clone(),
    )?;
    Some((probe, settings.clone()))
}

/// The semantic cache's answer to `probe`, counted by outcome. The shared index gets the
/// loop check's deadline; Redis down, slow or failing is a miss (`unavailable`), never
/// an error to the agent.
async fn semantic_lookup(
    state: &AppState,
    embedding: &Embedding,
    probe: &Probe,
    threshold: f64,
) -> Option<SemanticHit> {
    let count = |reason: &str| {
        state
            .obs
            .metrics
            .semantic_cache
            .get_or_create(&Reason {
                reason: reason.into(),
            })
            .inc();
    };
    let shared = state.caches.semantic.is_shared();
    if shared && !state.sessions.redis_usable() {
        count("unavailable");
        return None;
    }
    let deadline = std::time::Duration::from_millis(u64::from(embedding.loop_detection.timeout_ms));
    match tokio::time::timeout(deadline, state.caches.semantic.answer(probe, threshold)).await {
        Ok(Ok(Ok(hit))) => {
            count("hit");
            Some(hit)
        }
        Ok(Ok(Err(miss))) => {
            count("miss");
            state
                .obs
                .metrics
                .semantic_cache_misses
                .get_or_create(&Reason {
                    reason: miss.label().into(),
                })
                .inc();
            None
        }
        Ok(Err(e)) => {
            // Not an outage of the session store: a Redis without RediSearch fails
            // here on every request and must not push sessions out of Redis.
            count("unavailable");
            tracing::debug!(error = %e, "semantic cache lookup failed; treated as a miss");
            None
        }
        Err(_) => {
            count("unavailable");
            tracing::debug!(
                deadline_ms = deadline.as_millis() as u64,
                "semantic cache lookup passed its deadline; treated as a miss"
            );
            None
        }
    }
}
