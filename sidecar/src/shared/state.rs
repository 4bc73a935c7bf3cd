//! Shared state of a running proxy: the current runtime (swapped on reload), the
//! session stores with the Policy's failure handling, the upstream client, the metrics.

use parking_lot::{Mutex, RwLock};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use argus_crds::policy::FailureMode;
use bytes::Bytes;

use super::runtime::Runtime;
use crate::obs::metrics::{Metrics, Reason};
use crate::store::{
    CasOutcome, Loaded, MemoryStore, RedisStore, SessionKey, StoreError, Versioned,
};

/// How long Redis is skipped after a failure before it is tried again, so that an
/// outage costs one timeout per second rather than one per request.
const RETRY_AFTER: Duration = Duration::from_secs(1);

const SESSION_SLOT_STRIPES: usize = 64;

/// The session last stored under a stripe, kept decoded next to the exact bytes it was
/// stored as: the next step of the same session skips decoding when the store still
/// holds those bytes. One per stripe, so the memory it takes is bounded.
pub struct DecodedSession {
    /// Whose session.
    pub key: SessionKey,
    /// The version it was stored as.
    pub version: u64,
    /// Whether Redis holds it (then it is this replica's write; see [`AppState::load`]).
    pub in_redis: bool,
    /// The stored bytes `state` encodes to.
    pub data: Bytes,
    /// The decoded session.
    pub state: crate::engine::SessionState,
}

impl DecodedSession {
    /// Whether this is `key`'s session as stored in exactly `data`.
    pub fn holds(&self, key: &SessionKey, data: &Bytes) -> bool {
        self.key == *key && self.data == *data
    }

    /// What this replica last wrote to Redis for `key`, for [`AppState::load`].
    pub fn known(slot: &SessionSlot, key: &SessionKey) -> Option<Versioned> {
        slot.as_ref()
            .filter(|c| c.in_redis && c.key == *key)
            .map(|c| Versioned {
                version: c.version,
                data: c.data.clone(),
            })
    }
}

/// A stripe's last decoded session, if any.
pub type SessionSlot = Option<DecodedSession>;

/// Everything a request handler needs.
pub struct AppState {
    runtime: RwLock<Arc<Runtime>>,
    redis: Option<RedisStore>,
    memory: MemoryStore,
    down_until: Mutex<Option<Instant>>,
    outage_logged: AtomicBool,
    /// Metrics.
    pub metrics: Metrics,
    /// Whether the proxy is ready (config loaded, listener bound).
    pub ready: AtomicBool,
    /// Rate limits and budgets (Redis when configured).
    pub limiter: crate::policy::limits::Limiter,
    /// In-process limiter used while Redis is down (fail-open).
    pub limiter_fallback: crate::policy::limits::Limiter,
    /// Exact-match response cache (Redis when configured).
    pub cache: crate::policy::cache::ResponseCache,
    /// Semantic cache entries: Redis when configured (shared by the replicas), else in
    /// process; kept across reloads.
    pub semantic: crate::policy::semantic::SemanticStore,
    /// Providers benched by a 429 with `retry-after`.
    pub cooldowns: crate::forward::Cooldowns,
    /// Work a response starts after it is sent (workflow steps, cache writes); shutdown
    /// waits for it.
    pub background: tokio_util::task::TaskTracker,
    /// Workflow steps (responses processed by the engine and stored) since start.
    pub workflow_steps: AtomicU64,
    /// The last session stored per stripe, decoded. Its mutex is held only to look at,
    /// take or replace the slot, never across an await.
    slots: Vec<Mutex<SessionSlot>>,
    /// The order of a session's workflow steps and requests (bounded waits; compare-and-
    /// set settles every race, within this replica and between replicas).
    pub steps: super::steps::StepGates,
    /// Calls per tool per minute (the security gate's rate).
    pub tool_rates: super::tool_rate::ToolRates,
    /// What the gates refused or held per session, told to the model in the session's
    /// next request, when they are not in Redis (bounded like the sessions).
    gate_notes: Arc<Mutex<GateNotes>>,
    /// Loops detected per session (in-process; Redis holds them when configured).
    loops: Mutex<lru::LruCache<SessionKey, u64>>,
    /// Deferred calls awaiting a human decision (local mode: decided through the admin API).
    pub approvals: crate::approvals::ApprovalStore,
    /// The workflow each session follows when several are bound (in-process, bounded
    /// like the sessions; Redis holds them when configured). Kept across reloads.
    workflow_bindings: Mutex<lru::LruCache<SessionKey, Arc<str>>>,
    /// When this replica last recorded each session's workflow use in Redis (bounded
    /// like the sessions): a session's use is written at most once a minute.
    workflow_uses: Mutex<lru::LruCache<SessionKey, (Arc<str>, Instant)>>,
    /// What the console shows: per-session timelines (bounded), last-hour counts, live
    /// entries.
    pub timeline: super::timeline::Timeline,
    /// Recorded messages and inboxes of the context engine.
    pub context: crate::context::ContextStores,
}

/// Gate notes kept in process, per session (bounded like the sessions).
type GateNotes = lru::LruCache<SessionKey, Vec<String>>;

fn keep_note(notes: &Mutex<GateNotes>, key: &SessionKey, note: String) {
    let mut notes = notes.lock();
    match notes.get_mut(key) {
        Some(list) if list.len() < crate::store::MAX_GATE_NOTES => list.push(note),
        Some(_) => {}
        None => {
            notes.put(key.clone(), vec![note]);
        }
    }
}

/// Embeds the runtime's context documents in the background (off the request path;
/// until done, documents are not recalled).
fn embed_documents(runtime: &Runtime, redis: Option<fred::prelude::Client>) {
    let (Some(plan), Some(embedder)) = (&runtime.context, &runtime.embedder) else {
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
pub async fn open_inbox(inbox: &crate::context::inbox::Inbox, tenant: &str) {
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

/// Where a write went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Whether it was written.
    pub outcome: CasOutcome,
    /// Redis took it (else the in-process store: local mode, or an outage).
    pub in_redis: bool,
}

/// A store answer, or the refusal the failure mode calls for.
pub enum StoreAnswer<T> {
    /// From Redis, or from the in-process store (local mode, or fail-open during an outage).
    Ok(T),
    /// Redis is down and the Policy fails closed.
    Closed(StoreError),
}

impl AppState {
    /// State for `runtime`; sessions go to `redis` when given, else stay in process.
    pub fn new(runtime: Runtime, redis: Option<RedisStore>) -> Self {
        let memory = MemoryStore::new(runtime.store_limits);
        let limiter = match &redis {
            Some(r) => crate::policy::limits::Limiter::Redis(
                crate::policy::limits::RedisLimiter::new(r.client()),
            ),
            None => crate::policy::limits::Limiter::Memory(
                crate::policy::limits::MemoryLimiter::default(),
            ),
        };
        let cache = match &redis {
            Some(r) => {
                crate::policy::cache::ResponseCache::Redis(crate::policy::cache::RedisCache::new(
                    r.client(),
                    crate::policy::cache::DEFAULT_MAX_ENTRY_BYTES,
                ))
            }
            None => {
                crate::policy::cache::ResponseCache::Memory(crate::policy::cache::MemoryCache::new(
                    4096,
                    64 * 1024 * 1024,
                    crate::policy::cache::DEFAULT_MAX_ENTRY_BYTES,
                ))
            }
        };
        let runtime_sessions = runtime.store_limits.max_sessions as usize;
        let context = crate::context::ContextStores::new(redis.as_ref().map(|r| r.client()));
        embed_documents(&runtime, redis.as_ref().map(|r| r.client()));
        // Names this replica's semantic-cache writes (entry keys unique across replicas).
        let replica = uuid::Uuid::new_v4().to_string();
        let semantic = match &redis {
            Some(r) => crate::policy::semantic::SemanticStore::Redis(
                crate::policy::semantic::RedisSemanticIndex::new(r.client(), &replica),
            ),
            None => crate::policy::semantic::SemanticStore::Memory(
                crate::policy::semantic::SemanticIndex::new(64 * 1024 * 1024),
            ),
        };
        // With Redis, approvals are shared by the workload's replicas.
        let approvals = match &redis {
            Some(r) => crate::approvals::ApprovalStore::Redis(
                crate::approvals::redis::RedisApprovals::new(r.client()),
            ),
            None => crate::approvals::ApprovalStore::default(),
        };
        Self {
            context,
            runtime: RwLock::new(Arc::new(runtime)),
            redis,
            memory,
            down_until: Mutex::new(None),
            outage_logged: AtomicBool::new(false),
            metrics: Metrics::new(),
            ready: AtomicBool::new(false),
            cooldowns: crate::forward::Cooldowns::default(),
            limiter,
            limiter_fallback: crate::policy::limits::Limiter::Memory(
                crate::policy::limits::MemoryLimiter::default(),
            ),
            cache,
            semantic,
            background: tokio_util::task::TaskTracker::new(),
            workflow_steps: AtomicU64::new(0),
            slots: (0..SESSION_SLOT_STRIPES)
                .map(|_| Mutex::new(None))
                .collect(),
            steps: super::steps::StepGates::default(),
            tool_rates: super::tool_rate::ToolRates::default(),
            gate_notes: Arc::new(Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::new(runtime_sessions.max(1))
                    .unwrap_or(std::num::NonZeroUsize::MIN),
            ))),
            loops: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::new(runtime_sessions.max(1))
                    .unwrap_or(std::num::NonZeroUsize::MIN),
            )),
            approvals,
            workflow_bindings: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::new(runtime_sessions.max(1))
                    .unwrap_or(std::num::NonZeroUsize::MIN),
            )),
            workflow_uses: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::new(runtime_sessions.max(1))
                    .unwrap_or(std::num::NonZeroUsize::MIN),
            )),
            timeline: super::timeline::Timeline::new(
                runtime_sessions.clamp(1, crate::shared::timeline::MAX_SESSIONS),
            ),
        }
    }

    /// The current runtime.
    pub fn runtime(&self) -> Arc<Runtime> {
        self.runtime.read().clone()
    }

    /// Installs a new runtime (config reload).
    pub fn swap_runtime(&self, runtime: Runtime) {
        embed_documents(&runtime, self.redis.as_ref().map(|r| r.client()));
        if let (Some(plan), Ok(handle)) = (&runtime.context, tokio::runtime::Handle::try_current())
        {
            let (inbox, tenant) = (self.context.inbox.clone(), plan.tenant.clone());
            handle.spawn(async move { open_inbox(&inbox, &tenant).await });
        }
        *self.runtime.write() = Arc::new(runtime);
    }

    /// Redis, unless it failed less than [`RETRY_AFTER`] ago.
    fn redis(&self) -> Option<&RedisStore> {
        let down = *self.down_until.lock();
        self.redis
            .as_ref()
            .filter(|_| down.is_none_or(|t| Instant::now() >= t))
    }

    /// Records a failed Redis call (sessions, limits, loops): Redis is skipped for a
    /// second, and the outage is logged once.
    pub fn redis_failed(&self, e: &dyn std::fmt::Display, op: &str) {
        *self.down_until.lock() = Some(Instant::now() + RETRY_AFTER);
        self.metrics
            .store_failures
            .get_or_create(&Reason {
                reason: op.to_string(),
            })
            .inc();
        if !self.outage_logged.swap(true, Ordering::Relaxed) {
            tracing::warn!(error = %e, "session store unavailable; applying the policy's store failure mode until it recovers");
        }
    }

    /// Records a Redis call that worked: an outage is over.
    pub fn redis_recovered(&self) {
        if self.outage_logged.swap(false, Ordering::Relaxed) {
            tracing::info!("session store recovered");
            *self.down_until.lock() = None;
        }
    }

    /// Whether Redis may be called now: configured and not in an outage (or not
    /// configured at all: then everything is in process).
    pub fn redis_usable(&self) -> bool {
        !self.in_outage()
    }

    /// Whether an outage of Redis is in effect.
    fn in_outage(&self) -> bool {
        self.redis.is_some() && self.redis().is_none()
    }

    // Redis calls are boxed where they are awaited: a Redis command's future is about
    // 6.5 KB, and held inline it made each of these futures, and every request's future
    // that awaits them, as large, copied whenever that future is boxed or spawned,
    // Redis or not (`handle` was 13 KB, 4.5 KB of copying per request in local mode).

    /// Loads a session. `known`: what this replica last stored in Redis for it; if Redis
    /// still holds that version from this replica, only the version travels and `known`
    /// is the answer.
    pub async fn load(
        &self,
        key: &SessionKey,
        mode: FailureMode,
        known: Option<Versioned>,
    ) -> StoreAnswer<Option<Versioned>> {
        if let Some(redis) = self.redis() {
            let loaded = match known {
                Some(known) => match Box::pin(redis.load_if_changed(key, known.version)).await {
                    Ok(Loaded::Unchanged) => Ok(Some(known)),
                    Ok(Loaded::Current(v)) => Ok(v),
                    Err(e) => Err(e),
                },
                None => Box::pin(redis.load(key)).await,
            };
            match loaded {
                Ok(v) => {
                    self.redis_recovered();
                    return StoreAnswer::Ok(v);
                }
                Err(e) => self.redis_failed(&e, "load"),
            }
        }
        if self.in_outage() && mode == FailureMode::FailClosed {
            return StoreAnswer::Closed(StoreError::Unavailable("redis is down".into()));
        }
        StoreAnswer::Ok(self.memory.load(key))
    }

    /// Compare-and-set write; says whether Redis took it (or the in-process store).
    pub async fn store(
        &self,
        key: &SessionKey,
        expected: u64,
        data: Bytes,
        mode: FailureMode,
    ) -> StoreAnswer<Stored> {
        if let Some(redis) = self.redis() {
            match Box::pin(redis.store(key, expected, data.clone())).await {
                Ok(outcome) => {
                    self.redis_recovered();
                    return StoreAnswer::Ok(Stored {
                        outcome,
                        in_redis: true,
                    });
                }
                Err(e) => self.redis_failed(&e, "store"),
            }
        }
        if self.in_outage() && mode == FailureMode::FailClosed {
            return StoreAnswer::Closed(StoreError::Unavailable("redis is down".into()));
        }
        StoreAnswer::Ok(Stored {
            outcome: self.memory.store(key, expected, data),
            in_redis: false,
        })
    }

    /// The decoded-session slot of `key`'s stripe, to look at or replace at once: the
    /// guard must never be held across an await (clippy's `await_holding_lock` checks).
    pub fn slot(&self, key: &SessionKey) -> parking_lot::MutexGuard<'_, SessionSlot> {
        use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
        let stripe = BuildHasherDefault::<DefaultHasher>::default().hash_one(key) as usize
            % self.slots.len();
        self.slots[stripe].lock()
    }

    /// The exact cache's answer for `key`, if any. While Redis is down the shared cache
    /// is not asked (a miss), so an outage costs no time per request.
    pub async fn cached(
        &self,
        key: &crate::policy::cache::CacheKey,
    ) -> Option<crate::policy::cache::CachedResponse> {
        let shared = matches!(self.cache, crate::policy::cache::ResponseCache::Redis(_));
        if shared && !self.redis_usable() {
            return None;
        }
        match self.cache.get(key).await {
            Ok(hit) => hit,
            Err(e) => {
                if shared {
                    self.redis_failed(&e, "cache");
                }
                None
            }
        }
    }

    /// The Redis client while Redis is usable (not configured or in an outage: `None`).
    /// The configured Redis's client, even while it is down (the audit writer waits it
    /// out rather than losing its place).
    pub fn configured_redis_client(&self) -> Option<fred::prelude::Client> {
        self.redis.as_ref().map(RedisStore::client)
    }

    pub fn redis_client(&self) -> Option<fred::prelude::Client> {
        self.redis().map(RedisStore::client)
    }

    /// Keeps `note` (a refused or held tool call) for `key`'s next request: with Redis
    /// in Redis, beside the session (written in the background: the gates are
    /// synchronous, also inside a stream; the returned write is awaited before the
    /// answer's last byte, so that the next request finds the note on any replica), else
    /// — local mode, an outage, a failed write — in process.
    pub fn add_gate_note(
        &self,
        key: &SessionKey,
        note: String,
    ) -> Option<tokio::task::JoinHandle<()>> {
        let Some(redis) = self.redis().cloned() else {
            keep_note(&self.gate_notes, key, note);
            return None;
        };
        let (key, local) = (key.clone(), self.gate_notes.clone());
        Some(self.background.spawn(async move {
            if let Err(e) = Box::pin(redis.add_gate_note(&key, &note)).await {
                tracing::warn!(session = %key.session, error = %e, "gate note not stored in Redis; it stays with this replica");
                keep_note(&local, &key, note);
            }
        }))
    }

    /// Takes what the gates refused or held since `key`'s last request: from Redis when
    /// it answers (the notes of every replica, this one's included), else this replica's.
    pub async fn take_gate_notes(&self, key: &SessionKey) -> Vec<String> {
        let local = self.gate_notes.lock().pop(key).unwrap_or_default();
        if let Some(redis) = self.redis() {
            match Box::pin(redis.take_gate_notes(key)).await {
                Ok(mut shared) => {
                    // A note whose write failed is still told, once.
                    for note in local {
                        if !shared.contains(&note) {
                            shared.push(note);
                        }
                    }
                    return shared;
                }
                Err(e) => self.redis_failed(&e, "gate_notes"),
            }
        }
        local
    }

    /// Counts one more detected loop for `key` and returns the session's total.
    pub async fn count_loop(&self, key: &SessionKey) -> u64 {
        if let Some(redis) = self.redis() {
            match Box::pin(redis.count_loop(key)).await {
                Ok(n) => return n,
                Err(e) => self.redis_failed(&e, "count_loop"),
            }
        }
        let mut loops = self.loops.lock();
        let n = loops.get(key).copied().unwrap_or(0) + 1;
        loops.put(key.clone(), n);
        n
    }

    /// The workflow `key`'s session follows, recording `propose` when it has none yet
    /// (the first record wins, also between replicas). `None`: nothing recorded and
    /// nothing proposed. While Redis is down the in-process record answers.
    pub async fn session_workflow(
        &self,
        key: &SessionKey,
        propose: Option<&str>,
    ) -> Option<Arc<str>> {
        if let Some(redis) = self.redis() {
            match Box::pin(redis.workflow_of(key, propose)).await {
                Ok(found) => {
                    self.redis_recovered();
                    let found: Option<Arc<str>> = found.map(Into::into);
                    if let Some(name) = &found {
                        self.workflow_bindings.lock().put(key.clone(), name.clone());
                    }
                    return found;
                }
                Err(e) => self.redis_failed(&e, "workflow_of"),
            }
        }
        let mut bindings = self.workflow_bindings.lock();
        if let Some(name) = bindings.get(key) {
            return Some(name.clone());
        }
        let name: Arc<str> = propose?.into();
        bindings.put(key.clone(), name.clone());
        Some(name)
    }

    /// Records in the background that `key`'s session uses `workflow`, where the
    /// operator counts each Workflow's sessions of the last hour. Only with Redis (no
    /// operator reads a local sidecar), and at most once a minute per session.
    pub fn record_workflow_use(&self, key: &SessionKey, workflow: &str) {
        const EVERY: Duration = Duration::from_secs(60);
        let Some(redis) = self.redis().cloned() else {
            return;
        };
        let now = Instant::now();
        {
            let mut uses = self.workflow_uses.lock();
            if uses
                .get(key)
                .is_some_and(|(w, at)| &**w == workflow && now.duration_since(*at) < EVERY)
            {
                return;
            }
            uses.put(key.clone(), (workflow.into(), now));
        }
        let (key, workflow) = (key.clone(), workflow.to_string());
        self.background.spawn(async move {
            if let Err(e) = redis
                .record_workflow_use(&key, &workflow, crate::context::now_ms())
                .await
            {
                tracing::debug!(session = %key.session, error = %e, "workflow use not recorded");
            }
        });
    }

    /// Sessions evicted so far (Redis and in-process).
    pub fn evictions(&self) -> u64 {
        self.redis.as_ref().map(RedisStore::evictions).unwrap_or(0) + self.memory.evictions()
    }

    /// Whether the session store is usable (Redis up, or no Redis configured).
    pub fn store_up(&self) -> bool {
        !self.in_outage()
    }
}
