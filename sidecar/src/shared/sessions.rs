//! The session store with the Policy's failure handling: Redis when configured (shared by
//! the replicas), else in process, and the in-process fallback during an outage. Beside it,
//! what is kept per session and bounded like the sessions: the last decoded session per
//! stripe, the step order, detected loops, workflow bindings and uses, the gates' notes.
//! Its Redis health (skipped for a second after a failure) also rules the shared limits
//! and caches.

use parking_lot::Mutex;
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use argus_crds::FailureMode;
use bytes::Bytes;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use tokio_util::task::TaskTracker;

use crate::obs::metrics::Reason;
use crate::stores::session::{
    CasOutcome, Loaded, MemoryStore, RedisStore, SessionKey, StoreError, StoreLimits, Versioned,
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
    /// Whether Redis holds it (then it is this replica's write; see [`Sessions::load`]).
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

    /// What this replica last wrote to Redis for `key`, for [`Sessions::load`].
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

/// Gate notes kept in process, per session (bounded like the sessions).
type GateNotes = lru::LruCache<SessionKey, Vec<String>>;

fn keep_note(notes: &Mutex<GateNotes>, key: &SessionKey, note: String) {
    let mut notes = notes.lock();
    match notes.get_mut(key) {
        Some(list) if list.len() < crate::stores::session::MAX_GATE_NOTES => list.push(note),
        Some(_) => {}
        None => {
            notes.put(key.clone(), vec![note]);
        }
    }
}

/// The sessions and what is kept per session.
pub struct Sessions {
    redis: Option<RedisStore>,
    memory: MemoryStore,
    down_until: Mutex<Option<Instant>>,
    outage_logged: AtomicBool,
    /// `argus_store_failures_total` (the family registered with the metrics).
    failures: Family<Reason, Counter>,
    /// The last session stored per stripe, decoded. Its mutex is held only to look at,
    /// take or replace the slot, never across an await.
    slots: Vec<Mutex<SessionSlot>>,
    /// The order of a session's workflow steps and requests (bounded waits; compare-and-
    /// set settles every race, within this replica and between replicas).
    pub steps: super::steps::StepGates,
    /// What the gates refused or held per session, told to the model in the session's
    /// next request, when they are not in Redis (bounded like the sessions).
    gate_notes: Arc<Mutex<GateNotes>>,
    /// Loops detected per session (in-process; Redis holds them when configured).
    loops: Mutex<lru::LruCache<SessionKey, u64>>,
    /// The workflow each session follows when several are bound (in-process, bounded
    /// like the sessions; Redis holds them when configured). Kept across reloads.
    workflow_bindings: Mutex<lru::LruCache<SessionKey, Arc<str>>>,
    /// When this replica last recorded each session's workflow use in Redis (bounded
    /// like the sessions): a session's use is written at most once a minute.
    workflow_uses: Mutex<lru::LruCache<SessionKey, (Arc<str>, Instant)>>,
}

impl Sessions {
    /// Sessions in `redis` when given, else in process, bounded by `limits`; failed Redis
    /// calls are counted in `failures`.
    pub fn new(
        limits: StoreLimits,
        redis: Option<RedisStore>,
        failures: Family<Reason, Counter>,
    ) -> Self {
        let per_session =
            NonZeroUsize::new(limits.max_sessions as usize).unwrap_or(NonZeroUsize::MIN);
        Self {
            memory: MemoryStore::new(limits),
            redis,
            down_until: Mutex::new(None),
            outage_logged: AtomicBool::new(false),
            failures,
            slots: (0..SESSION_SLOT_STRIPES)
                .map(|_| Mutex::new(None))
                .collect(),
            steps: super::steps::StepGates::default(),
            gate_notes: Arc::new(Mutex::new(lru::LruCache::new(per_session))),
            loops: Mutex::new(lru::LruCache::new(per_session)),
            workflow_bindings: Mutex::new(lru::LruCache::new(per_session)),
            workflow_uses: Mutex::new(lru::LruCache::new(per_session)),
        }
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
        self.failures
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

    /// The configured Redis's client, even while it is down (the audit writer waits it
    /// out rather than losing its place).
    pub fn configured_redis_client(&self) -> Option<fred::prelude::Client> {
        self.redis.as_ref().map(RedisStore::client)
    }

    /// The Redis client while Redis is usable (not configured or in an outage: `None`).
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
        background: &TaskTracker,
        key: &SessionKey,
        note: String,
    ) -> Option<tokio::task::JoinHandle<()>> {
        let Some(redis) = self.redis().cloned() else {
            keep_note(&self.gate_notes, key, note);
            return None;
        };
        let (key, local) = (key.clone(), self.gate_notes.clone());
        Some(background.spawn(async move {
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
    pub fn record_workflow_use(&self, background: &TaskTracker, key: &SessionKey, workflow: &str) {
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
        background.spawn(async move {
            if let Err(e) = redis
                .record_workflow_use(&key, &workflow, crate::stores::now_ms())
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
