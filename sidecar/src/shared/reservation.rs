//! Tokens reserved against the rate limits and budgets before a call is sent, and
//! settled with the real usage when it ends (LLM calls, metered calls, the guardian's
//! and the uncertainty sampling's own calls).

use argus_crds::FailureMode;
use tokio_util::task::TaskTracker;

use super::runtime::Runtime;
use super::state::AppState;
use crate::edge::errors::ProxyError;
use crate::stores::limits::{Decision, Limiter, Reservation};
use crate::stores::session::SessionKey;

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

/// Reserves `tokens` (an estimate made by the caller) in every configured limit, or
/// refuses the request before anything is spent.
pub async fn reserve_tokens(
    state: &AppState,
    rt: &Runtime,
    tokens: u64,
    key: &SessionKey,
) -> Result<Option<Held>, ProxyError> {
    if rt.admission.limits.is_unlimited() {
        return Ok(None);
    }
    // While Redis is down (it failed less than a second ago) the limits are kept in
    // process without trying Redis again on every request; the session store's rule.
    let shared = state.sessions.redis_usable();
    if !shared && rt.sessions.store_failure == FailureMode::FailClosed {
        return Err(ProxyError::StoreUnavailable("redis is down".into()));
    }
    let mut limiter = if shared {
        state.limiters.shared.clone()
    } else {
        state.limiters.fallback.clone()
    };
    let reserved = limiter
        .reserve(&rt.admission.limits, &rt.tenant, &key.session, tokens)
        .await;
    if reserved.is_ok() && shared {
        state.sessions.redis_recovered();
    }
    let decision = match reserved {
        Ok(d) => d,
        Err(e) => {
            if shared {
                state.sessions.redis_failed(&e, "limits");
            }
            match rt.sessions.store_failure {
                FailureMode::FailClosed => {
                    return Err(ProxyError::StoreUnavailable(e.to_string()));
                }
                FailureMode::FailOpen => {
                    limiter = state.limiters.fallback.clone();
                    limiter
                        .reserve(&rt.admission.limits, &rt.tenant, &key.session, tokens)
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
                .obs
                .metrics
                .limit_refusals
                .get_or_create(&crate::obs::metrics::Reason {
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
