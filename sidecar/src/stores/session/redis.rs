//! Redis session store: one hash per session (`v` version, `d` data, `w` writer) under
//! `argus:{tenant}:session:<id>`, written by a Lua compare-and-set that also keeps a
//! per-tenant recency index and evicts the least recently used sessions beyond the limit.
//! The `{tenant}` hash tag keeps a tenant's keys in one cluster slot.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use fred::prelude::*;

use super::{CasOutcome, Loaded, SessionKey, StoreError, StoreLimits, Versioned};

const CAS: &str = r#"
local cur = redis.call('HGET', KEYS[1], 'v')
if (cur or '0') ~= ARGV[1] then return {-1, 0} end
local nv = tonumber(ARGV[1]) + 1
local ttl = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
redis.call('HSET', KEYS[1], 'v', nv, 'd', ARGV[2], 'w', ARGV[8])
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], now, ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl * 1000)
redis.call('EXPIRE', KEYS[2], ttl)
local evicted = 0
local n = redis.call('ZCARD', KEYS[2])
local max = tonumber(ARGV[5])
if n > max then
  local victims = redis.call('ZPOPMIN', KEYS[2], n - max)
  for i = 1, #victims, 2 do
    redis.call('DEL', ARGV[7] .. victims[i])
    evicted = evicted + 1
  end
end
return {nv, evicted}
"#;

/// The workflow a session follows: ARGV[1] is recorded unless one is already (then that
/// one stays); either way the answer is the recorded one and its lifetime is renewed to
/// ARGV[2] seconds. With an empty ARGV[1] it only reads (and renews).
const WORKFLOW_OF: &str = r#"
local cur = redis.call('GET', KEYS[1])
if not cur then
  if ARGV[1] == '' then return false end
  redis.call('SET', KEYS[1], ARGV[1])
  cur = ARGV[1]
end
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return cur
"#;

/// Records a session's use of a workflow: ARGV[1] member, ARGV[2] now (ms), ARGV[3]
/// retention (ms); older members go.
const WORKFLOW_USE: &str = r#"
local now = tonumber(ARGV[2])
local keep = tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - keep)
redis.call('PEXPIRE', KEYS[1], keep)
return 1
"#;

/// Reads a session unless it is still at version ARGV[1] written by ARGV[2] (then 1).
const LOAD_IF_CHANGED: &str = r#"
local r = redis.call('HMGET', KEYS[1], 'v', 'w')
if r[1] and r[1] == ARGV[1] and r[2] == ARGV[2] then return 1 end
return redis.call('HMGET', KEYS[1], 'v', 'd')
"#;

/// Appends a gate note (ARGV[1]) unless the session already holds ARGV[2] of them, and
/// lets the list live as long as the session (ARGV[3] seconds).
const ADD_GATE_NOTE: &str = r#"
if redis.call('LLEN', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('RPUSH', KEYS[1], ARGV[1])
end
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
"#;

/// Commands queued for the connection at most (see `RedisStore::connect`).
const MAX_QUEUED_COMMANDS: usize = 16_384;

/// Most gate notes kept per session: the model needs the latest, not a history.
pub const MAX_GATE_NOTES: usize = 8;

/// The Redis store (cheap to clone).
#[derive(Clone)]
pub struct RedisStore {
    client: Client,
    limits: StoreLimits,
    evictions: Arc<AtomicU64>,
    /// This store's writer id, kept with every session it writes: a version written by
    /// this writer holds the bytes this writer sent, so they need not travel back.
    writer: Arc<str>,
}

impl std::fmt::Debug for RedisStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisStore")
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

fn unavailable(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

/// The URL without its password, for logs.
pub fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => format!("{}://***@{}", &url[..s], &url[at + 1..]),
        _ => url.to_string(),
    }
}

/// 64 random bits (std's per-process random hash keys), hex.
fn new_writer_id() -> String {
    use std::hash::{BuildHasher, RandomState};
    format!("{:016x}", RandomState::new().hash_one(SystemTime::now()))
}

fn session_key(key: &SessionKey) -> String {
    format!("argus:{{{}}}:session:{}", key.tenant, key.session)
}

fn loops_key(key: &SessionKey) -> String {
    format!("argus:{{{}}}:loops:{}", key.tenant, key.session)
}

fn gate_notes_key(key: &SessionKey) -> String {
    format!("argus:{{{}}}:gate:notes:{}", key.tenant, key.session)
}

fn workflow_key(key: &SessionKey) -> String {
    format!("argus:{{{}}}:workflow:{}", key.tenant, key.session)
}

fn index_key(key: &SessionKey) -> String {
    format!("argus:{{{}}}:sessions", key.tenant)
}

impl RedisStore {
    /// Connects to `url` (`redis://` or `rediss://`), with `password` if given. Commands
    /// time out after `command_timeout` so a hung server cannot hold requests.
    pub async fn connect(
        url: &str,
        password: Option<String>,
        limits: StoreLimits,
        command_timeout: Duration,
    ) -> Result<Self, StoreError> {
        let mut config = Config::from_url(url).map_err(unavailable)?;
        if password.is_some() {
            config.password = password;
        }
        // A first connection that fails is retried like a lost one (fred's default
        // `fail_fast` gives up on it for good: a sidecar that started before its Redis
        // answered never used it). Clones (`clone_new`: the console feed, the approval
        // subscriber) inherit this.
        config.fail_fast = false;
        let client = Builder::from_config(config)
            .with_performance_config(|p| p.default_command_timeout = command_timeout)
            .with_connection_config(|c| {
                c.connection_timeout = command_timeout.max(Duration::from_secs(1));
                c.max_command_attempts = 1;
                // Commands wait in this queue while the connection is down (each until
                // its timeout); bounded, so an outage under load cannot grow it without
                // end: beyond it a command fails at once (fail-open applies).
                c.max_command_buffer_len = MAX_QUEUED_COMMANDS;
            })
            .set_policy(ReconnectPolicy::new_exponential(0, 100, 5_000, 2))
            .build()
            .map_err(unavailable)?;
        // Connect in the background: an unreachable Redis at start is an outage like
        // any other (the failure mode applies), not a reason to refuse to start.
        client.connect();
        if tokio::time::timeout(
            command_timeout.max(Duration::from_secs(2)),
            client.wait_for_connect(),
        )
        .await
        .is_err()
        {
            tracing::warn!(url = %redacted(url), "redis not reachable yet; will keep trying");
        }
        Ok(Self {
            client,
            limits,
            evictions: Arc::new(AtomicU64::new(0)),
            writer: new_writer_id().into(),
        })
    }

    /// Reads a session.
    pub async fn load(&self, key: &SessionKey) -> Result<Option<Versioned>, StoreError> {
        let (v, d): (Option<u64>, Option<Bytes>) = self
            .client
            .hmget(session_key(key), vec!["v", "d"])
            .await
            .map_err(unavailable)?;
        Ok(match (v, d) {
            (Some(version), Some(data)) => Some(Versioned { version, data }),
            _ => None,
        })
    }

    /// Reads a session, or answers [`Loaded::Unchanged`] when it is still at `version` as
    /// this store wrote it (one round trip either way; the data only travels when it
    /// changed).
    pub async fn load_if_changed(
        &self,
        key: &SessionKey,
        version: u64,
    ) -> Result<Loaded, StoreError> {
        let reply: Value = self
            .client
            .eval(
                LOAD_IF_CHANGED,
                vec![session_key(key)],
                vec![version.to_string(), self.writer.to_string()],
            )
            .await
            .map_err(unavailable)?;
        match reply {
            Value::Integer(1) => Ok(Loaded::Unchanged),
            Value::Array(mut fields) if fields.len() == 2 => {
                let data = fields.pop().and_then(|d| d.into_bytes());
                let version = fields.pop().and_then(|v| v.as_u64());
                Ok(Loaded::Current(match (version, data) {
                    (Some(version), Some(data)) => Some(Versioned { version, data }),
                    _ => None,
                }))
            }
            other => Err(StoreError::Unavailable(format!(
                "unexpected reply to a session read: {other:?}"
            ))),
        }
    }

    /// Writes `data` if the stored version is still `expected`.
    pub async fn store(
        &self,
        key: &SessionKey,
        expected: u64,
        data: Bytes,
    ) -> Result<CasOutcome, StoreError> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        let prefix = format!("argus:{{{}}}:session:", key.tenant);
        let args: Vec<Value> = vec![
            expected.to_string().into(),
            Value::Bytes(data),
            i64::from(self.limits.ttl_seconds.max(1)).into(),
            now.into(),
            i64::from(self.limits.max_sessions.max(1)).into(),
            key.session.clone().into(),
            prefix.into(),
            self.writer.to_string().into(),
        ];
        // EVAL (not EVALSHA) survives server restarts without a reload dance; Redis
        // caches the compiled script, so only the ~1 KB text is sent again.
        let (version, evicted): (i64, i64) = self
            .client
            .eval(CAS, vec![session_key(key), index_key(key)], args)
            .await
            .map_err(unavailable)?;
        if evicted > 0 {
            self.evictions.fetch_add(evicted as u64, Ordering::Relaxed);
        }
        Ok(if version < 0 {
            CasOutcome::Conflict
        } else {
            CasOutcome::Stored(version as u64)
        })
    }

    /// The workflow the session follows; `propose` is recorded when none is yet (the
    /// first writer wins between replicas). The record lives as long as the session.
    pub async fn workflow_of(
        &self,
        key: &SessionKey,
        propose: Option<&str>,
    ) -> Result<Option<String>, StoreError> {
        self.client
            .eval(
                WORKFLOW_OF,
                vec![workflow_key(key)],
                vec![
                    propose.unwrap_or_default().to_string(),
                    self.limits.ttl_seconds.max(1).to_string(),
                ],
            )
            .await
            .map_err(unavailable)
    }

    /// Records that `key`'s session used `workflow` at `now_ms`, where the operator
    /// counts a Workflow's sessions ([`argus_crds::workflow_sessions_key`]).
    pub async fn record_workflow_use(
        &self,
        key: &SessionKey,
        workflow: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        use argus_crds::{
            WORKFLOW_SESSIONS_RETENTION_MS, tenant_namespace, workflow_session_member,
            workflow_sessions_key,
        };
        let _: i64 = self
            .client
            .eval(
                WORKFLOW_USE,
                vec![workflow_sessions_key(
                    tenant_namespace(&key.tenant),
                    workflow,
                )],
                vec![
                    workflow_session_member(&key.tenant, &key.session),
                    now_ms.to_string(),
                    WORKFLOW_SESSIONS_RETENTION_MS.to_string(),
                ],
            )
            .await
            .map_err(unavailable)?;
        Ok(())
    }

    /// Sessions evicted so far.
    pub fn evictions(&self) -> u64 {
        self.evictions.load(Ordering::Relaxed)
    }

    /// Counts one more loop for the session; the counter lives as long as the session.
    pub async fn count_loop(&self, key: &SessionKey) -> Result<u64, StoreError> {
        let counter = loops_key(key);
        let n: u64 = self.client.incr(&counter).await.map_err(unavailable)?;
        let _: () = self
            .client
            .expire(&counter, i64::from(self.limits.ttl_seconds.max(1)), None)
            .await
            .map_err(unavailable)?;
        Ok(n)
    }

    /// Keeps a gate note (a refused or held call) for the session's next request,
    /// whichever replica serves it.
    pub async fn add_gate_note(&self, key: &SessionKey, note: &str) -> Result<(), StoreError> {
        let args: Vec<Value> = vec![
            note.into(),
            (MAX_GATE_NOTES as i64).into(),
            i64::from(self.limits.ttl_seconds.max(1)).into(),
        ];
        let _: i64 = self
            .client
            .eval(ADD_GATE_NOTE, vec![gate_notes_key(key)], args)
            .await
            .map_err(unavailable)?;
        Ok(())
    }

    /// Takes the session's gate notes (one atomic LPOP: two replicas never both get them).
    pub async fn take_gate_notes(&self, key: &SessionKey) -> Result<Vec<String>, StoreError> {
        let notes: Option<Vec<String>> = self
            .client
            .lpop(gate_notes_key(key), Some(MAX_GATE_NOTES))
            .await
            .map_err(unavailable)?;
        Ok(notes.unwrap_or_default())
    }

    /// The underlying client (shared with the limiter and the response cache).
    pub fn client(&self) -> Client {
        self.client.clone()
    }

    /// Whether Redis answers a PING.
    pub async fn ping(&self) -> bool {
        self.client.ping::<String>(None).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stores::limits::LimitScope;

    /// Session ids come from clients: every key built from one must name that session
    /// only, whatever its case or characters, and never another kind of key.
    #[test]
    fn keys_built_from_client_ids_never_collide() {
        let ids = [
            "S", "s", "X", "X,zz", "a:b", "a", "b", "{t}", "p|q", "a b", "größe", "sessions", "",
        ];
        let mut seen = std::collections::HashSet::new();
        for id in ids {
            let k = SessionKey {
                tenant: "ns/actor".into(),
                session: id.into(),
            };
            let mut names = vec![session_key(&k), loops_key(&k)];
            for scope in [
                LimitScope::SessionRequests,
                LimitScope::SessionTokens,
                LimitScope::SessionBudget,
            ] {
                names.push(crate::stores::limits::keys::scope("ns/actor", id, scope, 0));
            }
            for n in names {
                assert!(seen.insert(n.clone()), "{n} names two things");
            }
        }
        assert!(!seen.contains(&index_key(&SessionKey {
            tenant: "ns/actor".into(),
            session: "x".into(),
        })));
    }
}
