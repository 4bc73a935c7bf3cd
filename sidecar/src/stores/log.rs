//! The message log: every recorded message of a tenant with its embedding, bounded per
//! session and per tenant and expiring with the Policy's session TTL.
//!
//! In Redis each message is a hash `argus:ctx:{<tag>}:m:<id>` (tenant tag, session,
//! role, text, time, vector) indexed by RediSearch for KNN by cosine, one index per
//! tenant (`argus-context:<tag>`); sorted sets per tenant and per session keep the bounds
//! and answer the newest messages, maintained by one Lua script per write. In local mode a bounded deque per
//! tenant and a linear scan do the same.

use parking_lot::Mutex;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use bytes::Bytes;
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};

use crate::stores::entry::{Entry, similarity};
use crate::stores::vector_index::text;

/// Dimension of the embedder's vectors (all-MiniLM-L6-v2).
pub const DIM: usize = 384;
/// The RediSearch indexes over recorded messages: `argus-context:<tenant tag>`, one per
/// tenant, so that a KNN query walks that tenant's HNSW graph alone. One index for all
/// with a tenant filter made every query a hybrid one, which RediSearch answered by
/// brute force over the tenant's vectors: the largest cost of a compilation at 10,000.
pub const INDEX: &str = "argus-context";

/// The index of the tenant tagged `tag`.
pub fn index_of(tag: &str) -> String {
    format!("{INDEX}:{tag}")
}
const PREFIX: &str = "argus:ctx:";
/// Most messages kept per tenant in process (Redis keeps [`Bounds::per_tenant`]).
pub const MEMORY_TENANT_CAP: usize = 10_000;

/// How much is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Messages per session (the Policy's `sessions.maxHistoryEntries`).
    pub per_session: u32,
    /// Messages per tenant.
    pub per_tenant: u32,
    /// Seconds a message lives (the Policy's `sessions.ttlSeconds`).
    pub ttl_seconds: u32,
}

/// Why the log could not answer.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// Redis failed or answered something unexpected.
    #[error("context store: {0}")]
    Redis(String),
}

impl From<fred::error::Error> for LogError {
    fn from(e: fred::error::Error) -> Self {
        LogError::Redis(e.to_string())
    }
}

/// A message to record.
#[derive(Clone, Debug)]
pub struct NewMessage {
    /// Session it belongs to.
    pub session: String,
    /// `user`, `assistant`, `tool`.
    pub role: String,
    /// Its text.
    pub text: String,
    /// When.
    pub at_ms: u64,
}

/// Where a tenant's messages live.
#[derive(Clone)]
pub enum MessageLog {
    /// In process (local mode).
    Memory(Arc<MemoryLog>),
    /// Redis Stack.
    Redis(RedisLog),
}

// The Redis arm's future is boxed where awaited (a Redis command's future is about
// 6.5 KB; inline, it made every caller's future as large: see `Sessions::load`).
impl MessageLog {
    /// The in-process log, whose writes need no waiting.
    pub fn in_process(&self) -> Option<&MemoryLog> {
        match self {
            MessageLog::Memory(m) => Some(m),
            MessageLog::Redis(_) => None,
        }
    }

    /// Records a message; its id.
    pub async fn record(
        &self,
        tenant: &str,
        message: NewMessage,
        vector: Option<&[f32]>,
        bounds: Bounds,
    ) -> Result<String, LogError> {
        match self {
            MessageLog::Memory(m) => Ok(m.record(tenant, message, vector, bounds)),
            MessageLog::Redis(r) => Box::pin(r.record(tenant, message, vector, bounds)).await,
        }
    }

    /// Adds the embedding of a message recorded without one.
    pub async fn set_vector(&self, tenant: &str, id: &str, vector: &[f32]) -> Result<(), LogError> {
        match self {
            MessageLog::Memory(m) => {
                m.set_vector(tenant, id, vector);
                Ok(())
            }
            MessageLog::Redis(r) => Box::pin(r.set_vector(tenant, id, vector)).await,
        }
    }

    /// The newest `n` messages of `tenant`, newest first.
    pub async fn recent(&self, tenant: &str, n: usize) -> Result<Vec<Arc<Entry>>, LogError> {
        if n == 0 {
            return Ok(Vec::new());
        }
        match self {
            MessageLog::Memory(m) => Ok(m.recent(tenant, n)),
            MessageLog::Redis(r) => Box::pin(r.recent(tenant, n)).await,
        }
    }

    /// The `k` messages of `tenant` most similar to `vector`, best first.
    pub async fn similar(
        &self,
        tenant: &str,
        vector: &[f32],
        k: usize,
    ) -> Result<Vec<(Arc<Entry>, f32)>, LogError> {
        if k == 0 {
            return Ok(Vec::new());
        }
        match self {
            MessageLog::Memory(m) => Ok(m.similar(tenant, vector, k)),
            MessageLog::Redis(r) => Box::pin(r.similar(tenant, vector, k)).await,
        }
    }

    /// Sessions with a message since `since_ms`, and the time of the last message.
    pub async fn activity(
        &self,
        tenant: &str,
        since_ms: u64,
    ) -> Result<(u64, Option<u64>), LogError> {
        match self {
            MessageLog::Memory(m) => Ok(m.activity(tenant, since_ms)),
            MessageLog::Redis(r) => Box::pin(r.activity(tenant, since_ms)).await,
        }
    }
}

struct Stored {
    entry: Arc<Entry>,
    vector: Option<Arc<[f32]>>,
}

#[derive(Default)]
struct TenantLog {
    entries: VecDeque<Stored>,
    per_session: HashMap<String, usize>,
    next: u64,
}

impl TenantLog {
    fn remove_at(&mut self, i: usize) {
        if let Some(s) = self.entries.remove(i)
            && let Some(n) = self.per_session.get_mut(&s.entry.session)
        {
            *n -= 1;
            if *n == 0 {
                self.per_session.remove(&s.entry.session);
            }
        }
    }

    fn expire(&mut self, now_ms: u64, ttl_seconds: u32) {
        let oldest = now_ms.saturating_sub(u64::from(ttl_seconds) * 1000);
        while self.entries.front().is_some_and(|s| s.entry.at_ms < oldest) {
            self.remove_at(0);
        }
    }
}

/// The in-process log (local mode): a deque per tenant, oldest first.
#[derive(Default)]
pub struct MemoryLog {
    tenants: Mutex<HashMap<String, TenantLog>>,
}

impl MemoryLog {
    fn lock(&self) -> parking_lot::MutexGuard<'_, HashMap<String, TenantLog>> {
        self.tenants.lock()
    }

    /// Records a message; its id.
    pub fn record(
        &self,
        tenant: &str,
        m: NewMessage,
        vector: Option<&[f32]>,
        bounds: Bounds,
    ) -> String {
        let mut tenants = self.lock();
        let log = tenants.entry(tenant.to_string()).or_default();
        log.expire(m.at_ms, bounds.ttl_seconds);
        log.next += 1;
        let id = format!("{}-{}", m.at_ms, log.next);
        let count = log.per_session.entry(m.session.clone()).or_insert(0);
        *count += 1;
        if *count > bounds.per_session as usize
            && let Some(i) = log
                .entries
                .iter()
                .position(|s| s.entry.session == m.session)
        {
            log.remove_at(i);
        }
        let cap = (bounds.per_tenant as usize).min(MEMORY_TENANT_CAP);
        while log.entries.len() >= cap.max(1) {
            log.remove_at(0);
        }
        log.entries.push_back(Stored {
            entry: Arc::new(Entry {
                id: id.clone(),
                source: String::new(),
                session: m.session,
                role: m.role,
                text: m.text,
                at_ms: m.at_ms,
            }),
            vector: vector.map(Arc::from),
        });
        id
    }

    fn set_vector(&self, tenant: &str, id: &str, vector: &[f32]) {
        let mut tenants = self.lock();
        if let Some(s) = tenants
            .get_mut(tenant)
            .and_then(|l| l.entries.iter_mut().rev().find(|s| s.entry.id == id))
        {
            s.vector = Some(Arc::from(vector));
        }
    }

    fn recent(&self, tenant: &str, n: usize) -> Vec<Arc<Entry>> {
        let tenants = self.lock();
        tenants.get(tenant).map_or_else(Vec::new, |l| {
            l.entries
                .iter()
                .rev()
                .take(n)
                .map(|s| s.entry.clone())
                .collect()
        })
    }

    fn similar(&self, tenant: &str, vector: &[f32], k: usize) -> Vec<(Arc<Entry>, f32)> {
        let tenants = self.lock();
        let Some(log) = tenants.get(tenant) else {
            return Vec::new();
        };
        // Scores first, entries cloned only for the best k (a full sort of every entry
        // cost the request path milliseconds at 10,000 messages).
        let mut scored: Vec<(f32, usize)> = log
            .entries
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.vector.as_ref().map(|v| (similarity(v, vector), i)))
            .collect();
        if scored.len() > k {
            scored.select_nth_unstable_by(k, |a, b| b.0.total_cmp(&a.0));
            scored.truncate(k);
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored
            .into_iter()
            .map(|(score, i)| (log.entries[i].entry.clone(), score))
            .collect()
    }

    fn activity(&self, tenant: &str, since_ms: u64) -> (u64, Option<u64>) {
        let tenants = self.lock();
        let Some(log) = tenants.get(tenant) else {
            return (0, None);
        };
        let mut sessions = std::collections::HashSet::new();
        for s in log
            .entries
            .iter()
            .rev()
            .take_while(|s| s.entry.at_ms >= since_ms)
        {
            sessions.insert(s.entry.session.as_str());
        }
        (
            sessions.len() as u64,
            log.entries.back().map(|s| s.entry.at_ms),
        )
    }
}

/// The tag a tenant's messages carry and are searched by (hex of the first 128 bits of
/// its SHA-256: exact, and needs no escaping in a query).
pub fn tenant_tag(tenant: &str) -> String {
    argus_crds::context_tenant_tag(tenant)
}

fn vector_bytes(vector: &[f32]) -> Bytes {
    vector
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect::<Vec<u8>>()
        .into()
}

/// KEYS: message hash, tenant recency set, session set, tenant sessions set.
/// ARGV: id, tag, session, role, text, at, vector or '', ttl, per tenant, per session,
/// message key prefix.
const RECORD: &str = r#"
local ttl = tonumber(ARGV[8])
local at = tonumber(ARGV[6])
redis.call('HSET', KEYS[1], 'tenant', ARGV[2], 'session', ARGV[3], 'role', ARGV[4], 'text', ARGV[5], 'at', ARGV[6])
if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'vec', ARGV[7]) end
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], at, ARGV[1])
redis.call('ZADD', KEYS[3], at, ARGV[1])
redis.call('ZADD', KEYS[4], at, ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', at - ttl * 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', at - ttl * 1000)
for i = 2, 4 do redis.call('EXPIRE', KEYS[i], ttl) end
local removed = 0
local n = redis.call('ZCARD', KEYS[3])
local max = tonumber(ARGV[10])
if n > max then
  local victims = redis.call('ZPOPMIN', KEYS[3], n - max)
  for i = 1, #victims, 2 do
    redis.call('DEL', ARGV[11] .. victims[i])
    redis.call('ZREM', KEYS[2], victims[i])
    removed = removed + 1
  end
end
n = redis.call('ZCARD', KEYS[2])
max = tonumber(ARGV[9])
if n > max then
  local victims = redis.call('ZPOPMIN', KEYS[2], n - max)
  for i = 1, #victims, 2 do
    redis.call('DEL', ARGV[11] .. victims[i])
    removed = removed + 1
  end
end
return removed
"#;

/// KEYS: tenant recency set. ARGV: n, message key prefix. The newest n messages still
/// stored, newest first, flat: id, session, role, text, at for each.
const RECENT: &str = r#"
local ids = redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[1]) - 1)
local out = {}
for _, id in ipairs(ids) do
  local f = redis.call('HMGET', ARGV[2] .. id, 'session', 'role', 'text', 'at')
  if f[1] then
    table.insert(out, id)
    for i = 1, 4 do table.insert(out, f[i] or '') end
  end
end
return out
"#;

/// The Redis log (cheap to clone).
#[derive(Clone)]
pub struct RedisLog {
    client: Client,
    indexes: Arc<Mutex<std::collections::HashSet<String>>>,
    /// The shared index of earlier releases (see `drop_legacy_index`).
    legacy: crate::stores::vector_index::Legacy,
    seq: Arc<std::sync::atomic::AtomicU64>,
    writer: Arc<str>,
}

impl RedisLog {
    /// A log over `client`; the index is created on first use.
    pub fn new(client: Client) -> Self {
        use std::hash::{BuildHasher, RandomState};
        Self {
            client,
            indexes: Arc::default(),
            legacy: crate::stores::vector_index::Legacy::new(INDEX),
            seq: Arc::default(),
            writer: format!(
                "{:08x}",
                RandomState::new().hash_one(crate::stores::now_ms()) as u32
            )
            .into(),
        }
    }

    fn key_prefix(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:m:")
    }

    /// Drops the one shared index of earlier releases (`argus-context` over every
    /// tenant's messages), once per process: nothing queries it any more, and left in
    /// place it would index every new message a second time. Its documents stay (no
    /// `DD`): they are the messages the per-tenant indexes cover. A replica of an earlier
    /// release still running during a rollout finds its index gone and fails open (no
    /// context block) until it is replaced.
    async fn drop_legacy_index(&self) {
        self.legacy.drop_once(&self.client).await;
    }

    /// Creates the index of the tenant tagged `tag` unless it exists (once per process).
    pub async fn ensure_index(&self, tag: &str) -> Result<(), LogError> {
        let index = index_of(tag);
        if self.indexes.lock().contains(&index) {
            return Ok(());
        }
        self.drop_legacy_index().await;
        let prefix = Self::key_prefix(tag);
        let created = crate::stores::vector_index::create(
            &self.client,
            &index,
            &prefix,
            &[
                "tenant", "TAG", "session", "TAG", "role", "TEXT", "NOINDEX", "text", "TEXT",
                "NOINDEX", "at", "NUMERIC", "SORTABLE",
            ],
            DIM,
        )
        .await
        .map_err(LogError::from);
        if created.is_ok() {
            self.indexes.lock().insert(index);
        }
        created
    }

    async fn record(
        &self,
        tenant: &str,
        m: NewMessage,
        vector: Option<&[f32]>,
        bounds: Bounds,
    ) -> Result<String, LogError> {
        let tag = tenant_tag(tenant);
        self.ensure_index(&tag).await?;
        let seq = self.seq.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let id = format!("{:013}-{}-{seq}", m.at_ms, self.writer);
        let prefix = Self::key_prefix(&tag);
        let keys = vec![
            format!("{prefix}{id}"),
            format!("{PREFIX}{{{tag}}}:recent"),
            format!("{PREFIX}{{{tag}}}:s:{}", m.session),
            argus_crds::context_sessions_key(tenant),
        ];
        let vec = match vector {
            Some(v) if v.len() == DIM => Value::Bytes(vector_bytes(v)),
            _ => Value::String("".into()),
        };
        let args: Vec<Value> = vec![
            id.clone().into(),
            tag.into(),
            m.session.into(),
            m.role.into(),
            m.text.into(),
            m.at_ms.to_string().into(),
            vec,
            bounds.ttl_seconds.max(1).to_string().into(),
            bounds.per_tenant.max(1).to_string().into(),
            bounds.per_session.max(1).to_string().into(),
            prefix.into(),
        ];
        let _removed: i64 = self.client.eval(RECORD, keys, args).await?;
        Ok(id)
    }

    async fn set_vector(&self, tenant: &str, id: &str, vector: &[f32]) -> Result<(), LogError> {
        if vector.len() != DIM {
            return Ok(());
        }
        let key = format!("{}{id}", Self::key_prefix(&tenant_tag(tenant)));
        // Only a message still stored gets its vector (HSET would resurrect an evicted one).
        const SET_IF_PRESENT: &str = "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'vec', ARGV[1]) end return 0";
        let _: i64 = self
            .client
            .eval(
                SET_IF_PRESENT,
                vec![key],
                vec![Value::Bytes(vector_bytes(vector))],
            )
            .await?;
        Ok(())
    }

    /// Forgets that the index of `tag` exists, so the next use creates it again.
    fn forget_index(&self, tag: &str) {
        self.indexes.lock().remove(&index_of(tag));
    }

    async fn search(&self, tag: &str, args: Vec<Value>) -> Result<Vec<Found>, LogError> {
        self.ensure_index(tag).await?;
        let search = || {
            self.client.custom::<Value, Value>(
                CustomCommand::new_static("FT.SEARCH", ClusterHash::FirstKey, false),
                args.clone(),
            )
        };
        let reply = match search().await {
            // The index went with the data (Redis flushed, or restarted without
            // persistence): made again — it indexes the messages stored since — and the
            // search tried once more.
            Err(e) if crate::stores::vector_index::is_missing_index(&e) => {
                tracing::warn!(index = %index_of(tag), "context index missing; re-creating it");
                self.forget_index(tag);
                self.ensure_index(tag).await?;
                search().await?
            }
            reply => reply?,
        };
        parse_search(reply)
    }

    /// The newest `n` from the tenant's recency set, in one script: O(log N + n). A
    /// time-sorted FT.SEARCH over the tenant tag collected and sorted every message of
    /// the tenant first, which made it the largest cost of a compilation at 10,000.
    async fn recent(&self, tenant: &str, n: usize) -> Result<Vec<Arc<Entry>>, LogError> {
        let tag = tenant_tag(tenant);
        let keys = vec![format!("{PREFIX}{{{tag}}}:recent")];
        let args = vec![n.to_string(), Self::key_prefix(&tag)];
        let flat: Vec<Value> = self.client.eval(RECENT, keys, args).await?;
        let mut out = Vec::with_capacity(flat.len() / 5);
        for f in flat.chunks_exact(5) {
            out.push(Arc::new(Entry {
                id: text(&f[0]).unwrap_or_default(),
                source: String::new(),
                session: text(&f[1]).unwrap_or_default(),
                role: text(&f[2]).unwrap_or_default(),
                text: text(&f[3]).unwrap_or_default(),
                at_ms: text(&f[4]).and_then(|a| a.parse().ok()).unwrap_or(0),
            }));
        }
        Ok(out)
    }

    async fn similar(
        &self,
        tenant: &str,
        vector: &[f32],
        k: usize,
    ) -> Result<Vec<(Arc<Entry>, f32)>, LogError> {
        if vector.len() != DIM {
            return Ok(Vec::new());
        }
        let tag = tenant_tag(tenant);
        let query = format!("*=>[KNN {k} @vec $blob AS dist]");
        let args: Vec<Value> = vec![
            index_of(&tag).into(),
            query.into(),
            "PARAMS".into(),
            "2".into(),
            "blob".into(),
            Value::Bytes(vector_bytes(vector)),
            // FT.SEARCH returns the k nearest in document order: sort them.
            "SORTBY".into(),
            "dist".into(),
            "ASC".into(),
            "RETURN".into(),
            "5".into(),
            "session".into(),
            "role".into(),
            "text".into(),
            "at".into(),
            "dist".into(),
            "LIMIT".into(),
            "0".into(),
            k.to_string().into(),
            "DIALECT".into(),
            "2".into(),
        ];
        Ok(self
            .search(&tag, args)
            .await?
            .into_iter()
            .map(|(e, d)| (e, 1.0 - d.unwrap_or(2.0) / 2.0))
            .collect())
    }

    async fn activity(&self, tenant: &str, since_ms: u64) -> Result<(u64, Option<u64>), LogError> {
        let key = argus_crds::context_sessions_key(tenant);
        let active: u64 = self
            .client
            .zcount(&key, since_ms as f64, f64::INFINITY)
            .await?;
        let last: Vec<(String, f64)> = self
            .client
            .zrange(&key, 0, 0, None, true, None, true)
            .await?;
        Ok((active, last.first().map(|(_, at)| *at as u64)))
    }
}

/// A search hit and its cosine distance, when the query returned one.
type Found = (Arc<Entry>, Option<f32>);

/// Reads a RESP2 FT.SEARCH reply: `[total, key, [field, value, …], …]`; the distance
/// when the query returned one.
fn parse_search(reply: Value) -> Result<Vec<Found>, LogError> {
    let mut out = Vec::new();
    for doc in crate::stores::vector_index::search_documents(reply).map_err(LogError::Redis)? {
        let key = doc.key.unwrap_or_default();
        let mut e = Entry {
            id: key
                .rsplit_once(":m:")
                .map_or(key.clone(), |(_, id)| id.to_string()),
            source: String::new(),
            session: String::new(),
            role: String::new(),
            text: String::new(),
            at_ms: 0,
        };
        let mut dist = None;
        for (name, value) in doc.fields {
            match name.as_str() {
                "session" => e.session = value,
                "role" => e.role = value,
                "text" => e.text = value,
                "at" => e.at_ms = value.parse().unwrap_or(0),
                "dist" => dist = value.parse::<f32>().ok(),
                _ => {}
            }
        }
        out.push((Arc::new(e), dist));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(session: &str, at_ms: u64, text: &str) -> NewMessage {
        NewMessage {
            session: session.into(),
            role: "user".into(),
            text: text.into(),
            at_ms,
        }
    }

    const BOUNDS: Bounds = Bounds {
        per_session: 3,
        per_tenant: 5,
        ttl_seconds: 60,
    };

    #[test]
    fn memory_log_is_bounded_per_session_and_per_tenant() {
        let log = MemoryLog::default();
        for i in 0..5 {
            log.record("t", msg("a", 1000 + i, &format!("a{i}")), None, BOUNDS);
        }
        let texts: Vec<String> = log.recent("t", 10).iter().map(|e| e.text.clone()).collect();
        assert_eq!(texts, ["a4", "a3", "a2"]);
        for i in 0..5 {
            log.record(
                "t",
                msg(&format!("s{i}"), 2000 + i, &format!("b{i}")),
                None,
                BOUNDS,
            );
        }
        assert_eq!(log.recent("t", 100).len(), 5);
        assert!(log.recent("other", 10).is_empty());
    }

    #[test]
    fn memory_log_expires_with_the_ttl() {
        let log = MemoryLog::default();
        log.record("t", msg("a", 1_000, "old"), None, BOUNDS);
        log.record("t", msg("a", 1_000 + 61_000, "new"), None, BOUNDS);
        let texts: Vec<String> = log.recent("t", 10).iter().map(|e| e.text.clone()).collect();
        assert_eq!(texts, ["new"]);
    }

    #[test]
    fn memory_log_ranks_by_similarity() {
        let log = MemoryLog::default();
        log.record("t", msg("a", 1, "x"), Some(&[1.0, 0.0]), BOUNDS);
        log.record("t", msg("a", 2, "y"), Some(&[0.0, 1.0]), BOUNDS);
        let id = log.record("t", msg("a", 3, "z"), None, BOUNDS);
        log.set_vector("t", &id, &[0.6, 0.8]);
        let best: Vec<String> = log
            .similar("t", &[0.0, 1.0], 2)
            .iter()
            .map(|(e, _)| e.text.clone())
            .collect();
        assert_eq!(best, ["y", "z"]);
    }
}
