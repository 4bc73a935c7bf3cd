//! Shared state of a running sidecar: the current runtime (swapped on reload) and the
//! stores, grouped by concern — sessions, limiters, caches, cooldowns, the gates' stores,
//! observability, the context engine's stores — each held by value and built here once.

use parking_lot::RwLock;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};

use super::runtime::Runtime;
use crate::obs::metrics::Metrics;
use crate::stores::session::RedisStore;

/// Everything a request handler needs, grouped by concern: each stage or service takes
/// the group it uses (docs/src/request-path.md lists them). Every group is held by value
/// and built in [`AppState::new`]; only the runtime is swapped (on reload).
pub struct AppState {
    runtime: RwLock<Arc<Runtime>>,
    /// The session store (Redis or in process, with its outage handling) and what is
    /// kept per session. Its Redis health also rules the shared limits and caches.
    pub sessions: super::sessions::Sessions,
    /// The token limiters admission reserves in.
    pub limiters: Limiters,
    /// The exact and semantic response caches.
    pub caches: Caches,
    /// Providers benched by a 429 with `retry-after` (failover skips them).
    pub cooldowns: crate::forward::Cooldowns,
    /// What the gates keep between calls: tool rates, deferred calls.
    pub gates: GateStores,
    /// What is counted and shown: metrics, the console's timelines, readiness.
    pub obs: Obs,
    /// Recorded messages and inboxes of the context engine.
    pub context: crate::context::ContextStores,
    /// Work a response starts after it is sent (workflow steps, cache writes); shutdown
    /// waits for it.
    pub background: tokio_util::task::TaskTracker,
}

/// The token limiters (rate limits and budgets).
pub struct Limiters {
    /// Redis when configured (shared by the replicas), else in process.
    pub shared: crate::stores::limits::Limiter,
    /// In process, used while Redis is down (fail-open).
    pub fallback: crate::stores::limits::Limiter,
}

/// The response caches, kept across reloads.
pub struct Caches {
    /// Exact-match response cache (Redis when configured).
    pub exact: crate::stores::cache::ResponseCache,
    /// Semantic cache entries: Redis when configured (shared by the replicas), else in
    /// process.
    pub semantic: crate::stores::semantic::SemanticStore,
}

/// What the gates keep between calls.
pub struct GateStores {
    /// Calls per tool per minute (the security gate's rate).
    pub tool_rates: super::tool_rate::ToolRates,
    /// Deferred calls awaiting a human decision (local mode: decided through the admin
    /// API; with Redis, shared by the workload's replicas).
    pub approvals: crate::stores::approvals::ApprovalStore,
}

/// What is counted and shown.
pub struct Obs {
    /// Metrics.
    pub metrics: Metrics,
    /// What the console shows: per-session timelines (bounded), last-hour counts, live
    /// entries.
    pub timeline: super::timeline::Timeline,
    /// Workflow steps (responses processed by the engine and stored) since start.
    pub workflow_steps: AtomicU64,
    /// Whether the proxy is ready (config loaded, listener bound).
    pub ready: AtomicBool,
}

/// Embeds the runtime's context documents in the background (off the request path;
/// until done, documents are not recalled).
fn embed_documents(runtime: &Runtime, redis: Option<fred::prelude::Client>) {
    let (Some(plan), Some(embedder)) = (&runtime.context, &runtime.embedding.embedder) else {
        return;
    };
    if plan.documents.is_empty() {
        return;
    }
    let Ok(handle) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let (docs, embedder) = (plan.documents.clone(), embedder.clone());
    handle.spawn(async move { docs.embed(&embedder, redis.as_ref()).await });
}

/// Opens `tenant`'s inbox, so that its peers can write to it before the operator did
/// (local mode, or a sidecar that starts first); a failure is logged, never fatal.
pub async fn open_inbox(inbox: &crate::stores::inbox::Inbox, tenant: &str) {
    match tokio::time::timeout(std::time::Duration::from_secs(2), inbox.open(tenant)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!(error = %e, "inbox not opened"),
        Err(_) => tracing::warn!("inbox not opened within 2 s"),
    }
}

/// How often the inbox is opened again while Redis stays up: a Redis that lost its data
/// without a reconnect (FLUSHALL) lost the inbox too, and peers' messages are refused
/// until it is back.
pub const INBOX_RECHECK: std::time::Duration = std::time::Duration::from_secs(30);

/// Keeps this actor's inbox open in Redis for as long as `state` lives: at once when
/// connected, again on every (re)connection — a Redis that answered only after the
/// sidecar started, or restarted empty, has none — and every [`INBOX_RECHECK`].
pub async fn keep_inbox_open(state: std::sync::Weak<AppState>, client: fred::prelude::Client) {
    use fred::prelude::{ClientLike as _, EventInterface as _};
    use tokio::sync::broadcast::error::RecvError;
    // Subscribed before the first look, so a connection made in between is not missed.
    let mut connected = client.reconnect_rx();
    loop {
        {
            let Some(state) = state.upgrade() else {
                return;
            };
            if client.is_connected()
                && let Some(plan) = state.runtime().context.clone()
            {
                open_inbox(&state.context.inbox, &plan.tenant).await;
            }
        }
        tokio::select! {
            event = connected.recv() => {
                if matches!(event, Err(RecvError::Closed)) {
                    return;
                }
            }
            _ = tokio::time::sleep(INBOX_RECHECK) => {}
        }
    }
}

impl AppState {
    /// State for `runtime`; sessions go to `redis` when given, else stay in process.
    pub fn new(runtime: Runtime, redis: Option<RedisStore>) -> Self {
        let limiter = match &redis {
            Some(r) => crate::stores::limits::Limiter::Redis(
                crate::stores::limits::RedisLimiter::new(r.client()),
            ),
            None => crate::stores::limits::Limiter::Memory(
                crate::stores::limits::MemoryLimiter::default(),
            ),
        };
        let cache = match &redis {
            Some(r) => {
                crate::stores::cache::ResponseCache::Redis(crate::stores::cache::RedisCache::new(
                    r.client(),
                    crate::stores::cache::DEFAULT_MAX_ENTRY_BYTES,
                ))
            }
            None => {
                crate::stores::cache::ResponseCache::Memory(crate::stores::cache::MemoryCache::new(
                    4096,
                    64 * 1024 * 1024,
                    crate::stores::cache::DEFAULT_MAX_ENTRY_BYTES,
                ))
            }
        };
        let runtime_sessions = runtime.sessions.limits.max_sessions as usize;
        let metrics = Metrics::new();
        let context = crate::context::ContextStores::new(redis.as_ref().map(|r| r.client()));
        embed_documents(&runtime, redis.as_ref().map(|r| r.client()));
        // Names this replica's semantic-cache writes (entry keys unique across replicas).
        let replica = uuid::Uuid::new_v4().to_string();
        let semantic = match &redis {
            Some(r) => crate::stores::semantic::SemanticStore::Redis(
                crate::stores::semantic::RedisSemanticIndex::new(r.client(), &replica),
            ),
            None => crate::stores::semantic::SemanticStore::Memory(
                crate::stores::semantic::SemanticIndex::new(64 * 1024 * 1024),
            ),
        };
        // With Redis, approvals are shared by the workload's replicas.
        let approvals = match &redis {
            Some(r) => crate::stores::approvals::ApprovalStore::Redis(
                crate::stores::approvals::redis::RedisApprovals::new(r.client()),
            ),
            None => crate::stores::approvals::ApprovalStore::default(),
        };
        let sessions = super::sessions::Sessions::new(
            runtime.sessions.limits,
            redis,
            metrics.store_failures.clone(),
        );
        Self {
            runtime: RwLock::new(Arc::new(runtime)),
            sessions,
            limiters: Limiters {
                shared: limiter,
                fallback: crate::stores::limits::Limiter::Memory(
                    crate::stores::limits::MemoryLimiter::default(),
                ),
            },
            caches: Caches {
                exact: cache,
                semantic,
            },
            cooldowns: crate::forward::Cooldowns::default(),
            gates: GateStores {
                tool_rates: super::tool_rate::ToolRates::default(),
                approvals,
            },
            obs: Obs {
                metrics,
                timeline: super::timeline::Timeline::new(
                    runtime_sessions.clamp(1, crate::shared::timeline::MAX_SESSIONS),
                ),
                workflow_steps: AtomicU64::new(0),
                ready: AtomicBool::new(false),
            },
            context,
            background: tokio_util::task::TaskTracker::new(),
        }
    }

    /// The current runtime.
    pub fn runtime(&self) -> Arc<Runtime> {
        self.runtime.read().clone()
    }

    /// Installs a new runtime (config reload).
    pub fn swap_runtime(&self, runtime: Runtime) {
        embed_documents(&runtime, self.sessions.configured_redis_client());
        if let (Some(plan), Ok(handle)) = (&runtime.context, tokio::runtime::Handle::try_current())
        {
            let (inbox, tenant) = (self.context.inbox.clone(), plan.tenant.clone());
            handle.spawn(async move { open_inbox(&inbox, &tenant).await });
        }
        *self.runtime.write() = Arc::new(runtime);
    }

    /// The exact cache's answer for `key`, if any. While Redis is down the shared cache
    /// is not asked (a miss), so an outage costs no time per request.
    pub async fn cached(
        &self,
        key: &crate::stores::cache::CacheKey,
    ) -> Option<crate::stores::cache::CachedResponse> {
        let shared = matches!(
            self.caches.exact,
            crate::stores::cache::ResponseCache::Redis(_)
        );
        if shared && !self.sessions.redis_usable() {
            return None;
        }
        match self.caches.exact.get(key).await {
            Ok(hit) => hit,
            Err(e) => {
                if shared {
                    self.sessions.redis_failed(&e, "cache");
                }
                None
            }
        }
    }
}
