//! The semantic index in the namespace's Redis Stack, shared by every replica: one hash
//! per cached answer, `argus:sem:{<tenant tag>}:e:<id>` (tenant tag, scope, last user turn,
//! expiry, answer, vector), indexed by RediSearch per tenant (`argus-semantic:<tag>`:
//! HNSW, cosine, like the context index and the loop check), so no other tenant's entry
//! is ever in a lookup's graph. A lookup is one KNN query filtered by the scope TAG; the
//! answer itself is read only for a hit. A sorted set per tenant bounds the entries and
//! a hash counts them per scope.
//!
//! The count chooses how RediSearch runs the filtered KNN. Left to itself, it walks a
//! scope holding most of the tenant's entries (one system prompt, no earlier turns: the
//! FAQ shape) by brute force, 10,000 distances at 10,000 entries (`FT.PROFILE`: the
//! filter iterator counts all of them). Such a scope is searched in the HNSW graph in
//! batches instead, which stops after the first batch; a small scope is still compared
//! by brute force, which is then cheaper than the many batches its rare matches would
//! take.
//!
//! Each replica also keeps a mirror of a tenant's vectors from its first lookup of it
//! ([`Mirror`]), fed by a capped change stream per tenant that the insert script
//! appends to: once the mirror is loaded a lookup is the in-process exact scan, and
//! Redis is read only for a hit's answer. RediSearch answers until then.
//!
//! Entries of earlier releases (one index `argus-semantic` over every tenant) keep
//! working: they have the same keys and fields, so the tenant's index covers them, and
//! the shared index is dropped. Their scopes are uncounted, so until they expire a
//! lookup in such a scope uses brute force.

use parking_lot::Mutex;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use fred::prelude::*;

use super::mirror::{MIRROR_BYTES, Mirror, TenantKeys};
use super::{Miss, Probe, SemanticHit, Turn};
use crate::stores::cache::CachedResponse;
use crate::stores::vector_index::{search_documents, text};

/// Dimension of the embedder's vectors (all-MiniLM-L6-v2).
pub const DIM: usize = crate::stores::log::DIM;
/// The RediSearch indexes over cached answers: `argus-semantic:<tenant tag>`. Earlier
/// releases had one index of this name over every tenant.
pub const INDEX: &str = "argus-semantic";
const PREFIX: &str = "argus:sem:";
/// Nearest entries compared per lookup: the best one may be refused by the verification
/// ([`Turn::answers`]), so a few runners-up are looked at too.
const NEAREST: usize = 4;
/// A scope is searched through the HNSW graph (RediSearch's `BATCHES`) from this many
/// entries, when it also holds at least 1/[`BATCHES_RATIO`] of the tenant's entries (a
/// batch is about `NEAREST × tenant/scope` graph results); below either, by brute force
/// over the scope (`ADHOC_BF`): at most 625 distances under the default cap of 10,000
/// entries per tenant.
const BATCHES_FROM: usize = 512;
const BATCHES_RATIO: usize = 16;
/// HNSW candidate list of a graph search. RediSearch's default (10) found the nearest of
/// 10,000 random vectors for 79 of 100 planted paraphrases at cosine 0.95, 32 for 99 of
/// 100, at a few tens of microseconds more; a miss only costs a hit, never a false one.
const EF_RUNTIME: usize = 32;

/// The index of the tenant tagged `tag`.
pub fn index_of(tag: &str) -> String {
    format!("{INDEX}:{tag}")
}

/// Why the shared index could not answer.
#[derive(Debug, thiserror::Error)]
pub enum SemanticStoreError {
    /// Redis failed or answered something unexpected.
    #[error("semantic cache store: {0}")]
    Redis(String),
}

impl From<fred::error::Error> for SemanticStoreError {
    fn from(e: fred::error::Error) -> Self {
        SemanticStoreError::Redis(e.to_string())
    }
}

/// Records kept in a tenant's change stream per entry it may hold: a replica whose tail
/// lags further than that loads the tenant again.
const LOG_PER_ENTRY: usize = 2;

/// KEYS: entry hash, tenant entry set, tenant scope counts, tenant change stream. ARGV:
/// id, tenant tag, scope, turn (the last user turn's text, for the verification),
/// unused, expiry (ms), content type, body, vector, ttl (s), now (ms), max entries, key
/// prefix, stream length.
///
/// Set members are `<id>@<scope>` (earlier releases: `<id>`), so whatever removes an
/// entry can count it out of its scope. The stream's record names the record before it
/// (`prev`), so a reader can tell that it missed some (see [`Mirror`]).
const INSERT: &str = r#"
local ttl = tonumber(ARGV[10])
local now = tonumber(ARGV[11])
local prefix = ARGV[13]
local function forget(member)
  local id, scope = string.match(member, '^([^@]+)@(.+)$')
  redis.call('DEL', prefix .. (id or member))
  if scope and redis.call('HINCRBY', KEYS[3], scope, -1) <= 0 then
    redis.call('HDEL', KEYS[3], scope)
  end
end
redis.call('HSET', KEYS[1], 'tenant', ARGV[2], 'scope', ARGV[3], 'turn', ARGV[4], 'exp', ARGV[6], 'ct', ARGV[7], 'body', ARGV[8], 'vec', ARGV[9])
redis.call('EXPIRE', KEYS[1], ttl)
local newest = redis.call('XREVRANGE', KEYS[4], '+', '-', 'COUNT', 1)
local prev = '0-0'
if newest[1] then prev = newest[1][1] end
redis.call('XADD', KEYS[4], 'MAXLEN', '~', ARGV[14], '*', 'prev', prev, 'key', KEYS[1], 'scope', ARGV[3], 'turn', ARGV[4], 'exp', ARGV[6], 'max', ARGV[12], 'vec', ARGV[9])
redis.call('EXPIRE', KEYS[4], ttl)
redis.call('ZADD', KEYS[2], now, ARGV[1] .. '@' .. ARGV[3])
redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
local cutoff = now - ttl * 1000
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', cutoff)
for _, member in ipairs(expired) do
  forget(member)
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', cutoff)
local n = redis.call('ZCARD', KEYS[2])
local max = tonumber(ARGV[12])
local removed = #expired
if n > max then
  local victims = redis.call('ZPOPMIN', KEYS[2], n - max)
  for i = 1, #victims, 2 do
    forget(victims[i])
    removed = removed + 1
  end
end
redis.call('EXPIRE', KEYS[2], ttl)
redis.call('EXPIRE', KEYS[3], ttl)
return removed
"#;

/// KEYS: tenant entry set, tenant scope counts. ARGV: index, scope, vector, nearest,
/// batches from, batches ratio, ef runtime. The scope's count picks the hybrid policy
/// (see the module), in the same round trip as the search. Returns the policy and the
/// FT.SEARCH reply.
const LOOKUP: &str = r#"
local total = redis.call('ZCARD', KEYS[1])
local n = tonumber(redis.call('HGET', KEYS[2], ARGV[2])) or 0
local k = ARGV[4]
local policy, knn
if n >= tonumber(ARGV[5]) and n * tonumber(ARGV[6]) >= total then
  policy = 'BATCHES'
  knn = 'KNN ' .. k .. ' @vec $blob HYBRID_POLICY BATCHES EF_RUNTIME ' .. ARGV[7] .. ' AS dist'
else
  policy = 'ADHOC_BF'
  knn = 'KNN ' .. k .. ' @vec $blob HYBRID_POLICY ADHOC_BF AS dist'
end
return {policy, redis.call('FT.SEARCH', ARGV[1], '@scope:{' .. ARGV[2] .. '}=>[' .. knn .. ']',
  'PARAMS', '2', 'blob', ARGV[3], 'SORTBY', 'dist', 'ASC',
  'RETURN', '3', 'dist', 'turn', 'exp', 'LIMIT', '0', k, 'DIALECT', '2')}
"#;

/// How a lookup searched its scope (see the module).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchPolicy {
    /// Through the tenant's HNSW graph, in batches filtered by the scope.
    Graph,
    /// Every entry of the scope compared.
    BruteForce,
    /// In this replica's mirror of the tenant's vectors (an exact scan).
    Mirror,
}

/// Cached answers by the embedding of the turn they answered, in Redis (cheap to clone).
#[derive(Clone)]
pub struct RedisSemanticIndex {
    client: Client,
    /// Per-tenant indexes this process has made sure of.
    indexes: Arc<Mutex<HashSet<String>>>,
    /// The shared index of earlier releases (see `drop_legacy_index`).
    legacy: crate::stores::vector_index::Legacy,
    seq: Arc<std::sync::atomic::AtomicU64>,
    writer: Arc<str>,
    /// This replica's mirror of the tenants' vectors (`None`: RediSearch only).
    mirror: Option<Arc<Mirror>>,
}

impl RedisSemanticIndex {
    /// An index over `client`, mirrored in process (see [`Mirror`]); the RediSearch
    /// indexes are created on first use. `replica` names this replica's writes.
    pub fn new(client: Client, replica: &str) -> Self {
        let mut index = Self::search_only(client, replica);
        index.mirror = Some(Arc::new(Mirror::new(index.client.clone(), MIRROR_BYTES)));
        index
    }

    /// An index whose lookups always search RediSearch (no mirror).
    pub fn search_only(client: Client, replica: &str) -> Self {
        Self {
            mirror: None,
            client,
            indexes: Arc::default(),
            legacy: crate::stores::vector_index::Legacy::new(INDEX),
            seq: Arc::default(),
            writer: replica
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .take(12)
                .collect::<String>()
                .into(),
        }
    }

    fn tag(tenant: &str) -> String {
        argus_crds::context_tenant_tag(tenant)
    }

    fn entry_prefix(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:e:")
    }

    fn entries_key(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:entries")
    }

    fn scopes_key(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:scopes")
    }

    fn log_key(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:log")
    }

    fn tenant_keys(tag: &str) -> TenantKeys {
        TenantKeys {
            entry_prefix: Self::entry_prefix(tag),
            entries: Self::entries_key(tag),
            log: Self::log_key(tag),
        }
    }

    /// Drops the shared index of earlier releases, once per process: left in place it
    /// would index every new entry a second time. Its documents stay: the tenants'
    /// indexes cover them. A replica of an earlier release still running during a
    /// rollout finds its index gone and counts its lookups as misses until replaced.
    async fn drop_legacy_index(&self) {
        self.legacy.drop_once(&self.client).await;
    }

    /// Forgets that the index of the tenant tagged `tag` exists, so the next use makes
    /// it again.
    fn forget_index(&self, tag: &str) {
        self.indexes.lock().remove(&index_of(tag));
    }

    /// Creates the index of the tenant tagged `tag` unless it exists (once per process).
    async fn ensure_index(&self, tag: &str) -> Result<String, SemanticStoreError> {
        let index = index_of(tag);
        if self.indexes.lock().contains(&index) {
            return Ok(index);
        }
        self.drop_legacy_index().await;
        crate::stores::vector_index::create(
            &self.client,
            &index,
            &Self::entry_prefix(tag),
            &["scope", "TAG"],
            DIM,
        )
        .await?;
        self.indexes.lock().insert(index.clone());
        Ok(index)
    }

    /// The most similar live answer in `probe`'s tenant and scope at or above
    /// `threshold` whose turn the verification lets answer the probe's ([`Turn::answers`]).
    pub async fn lookup(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<Option<SemanticHit>, SemanticStoreError> {
        Ok(self.lookup_explained(probe, threshold).await?.0)
    }

    /// [`RedisSemanticIndex::lookup`], and how the scope was searched (`None`: not
    /// searched, the probe's vector is not the index's dimension).
    pub async fn lookup_explained(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<(Option<SemanticHit>, Option<SearchPolicy>), SemanticStoreError> {
        let (answer, policy) = self.answer_explained(probe, threshold).await?;
        Ok((answer.ok(), policy))
    }

    /// The answer to `probe` or why there is none, and how the scope was searched.
    pub async fn answer_explained(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<(Result<SemanticHit, Miss>, Option<SearchPolicy>), SemanticStoreError> {
        if probe.embedding().len() != DIM {
            return Ok((Err(Miss::NoCandidate), None));
        }
        let scope = tag_safe(probe.scope())?;
        let tag = Self::tag(probe.tenant());
        if let Some(mirror) = &self.mirror
            && let Some(found) =
                mirror.nearest(probe, threshold, NEAREST, || Self::tenant_keys(&tag))
        {
            // Most similar first; an entry whose hash is gone (evicted or expired in
            // Redis, or Redis flushed) leaves the mirror and the next one is tried, as
            // the search over what Redis holds would have found it.
            let found = match found {
                Ok(found) => found,
                Err(miss) => return Ok((Err(miss), Some(SearchPolicy::Mirror))),
            };
            for f in found {
                let (content_type, body): (Option<String>, Option<Bytes>) =
                    self.client.hmget(&*f.payload, vec!["ct", "body"]).await?;
                if let (Some(content_type), Some(body)) = (content_type, body) {
                    let hit = SemanticHit {
                        response: CachedResponse { content_type, body },
                        similarity: f.similarity,
                    };
                    return Ok((Ok(hit), Some(SearchPolicy::Mirror)));
                }
                mirror.forget(probe, f.id);
            }
            return Ok((Err(Miss::NoCandidate), Some(SearchPolicy::Mirror)));
        }
        let index = self.ensure_index(&tag).await?;
        let keys = vec![Self::entries_key(&tag), Self::scopes_key(&tag)];
        let args: Vec<Value> = vec![
            index.into(),
            scope.to_string().into(),
            Value::Bytes(vector_bytes(probe.embedding())),
            NEAREST.to_string().into(),
            BATCHES_FROM.to_string().into(),
            BATCHES_RATIO.to_string().into(),
            EF_RUNTIME.to_string().into(),
        ];
        let reply: Value = match self.client.eval(LOOKUP, keys.clone(), args.clone()).await {
            // The index went with the data (Redis flushed or replaced): made again, and
            // the lookup tried once more.
            Err(e) if crate::stores::vector_index::is_missing_index(&e) => {
                self.forget_index(&tag);
                self.ensure_index(&tag).await?;
                self.client.eval(LOOKUP, keys, args).await?
            }
            reply => reply?,
        };
        let (policy, reply) = match reply {
            Value::Array(mut parts) if parts.len() == 2 => {
                let reply = parts.pop().unwrap_or(Value::Null);
                let policy = match text(&parts[0]).as_deref() {
                    Some("BATCHES") => SearchPolicy::Graph,
                    _ => SearchPolicy::BruteForce,
                };
                (policy, reply)
            }
            _ => {
                return Err(SemanticStoreError::Redis(
                    "unexpected semantic lookup reply: not [policy, results]".into(),
                ));
            }
        };
        let now = crate::stores::now_ms();
        let mut first_miss = Miss::NoCandidate;
        let best = parse_candidates(reply)?
            .into_iter()
            .filter(|c| c.expires_ms > now)
            // COSINE distance is 1 − cosine similarity.
            .map(|c| (c.key, c.turn, (1.0 - c.distance).min(1.0)))
            .find(|(_, turn, similarity)| {
                match turn.answers(probe.turn(), *similarity, threshold) {
                    Ok(()) => true,
                    Err(miss) => {
                        if first_miss == Miss::NoCandidate {
                            first_miss = miss;
                        }
                        false
                    }
                }
            })
            .map(|(key, _, similarity)| (key, similarity));
        let Some((key, similarity)) = best else {
            return Ok((Err(first_miss), Some(policy)));
        };
        let (content_type, body): (Option<String>, Option<Bytes>) =
            self.client.hmget(&key, vec!["ct", "body"]).await?;
        // Evicted between the search and the read: a miss.
        let (Some(content_type), Some(body)) = (content_type, body) else {
            return Ok((Err(Miss::NoCandidate), Some(policy)));
        };
        let hit = SemanticHit {
            response: CachedResponse { content_type, body },
            similarity,
        };
        Ok((Ok(hit), Some(policy)))
    }

    /// Stores `response` as the answer to `probe`'s turn for `ttl`, keeping at most
    /// `max_entries` per tenant (the oldest go first).
    pub async fn insert(
        &self,
        probe: &Probe,
        response: &CachedResponse,
        ttl: Duration,
        max_entries: usize,
    ) -> Result<(), SemanticStoreError> {
        if probe.embedding().len() != DIM {
            return Ok(());
        }
        let scope = tag_safe(probe.scope())?;
        let tag = Self::tag(probe.tenant());
        self.ensure_index(&tag).await?;
        let now = crate::stores::now_ms();
        let seq = self.seq.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let id = format!("{now:013}-{}-{seq}", self.writer);
        let prefix = Self::entry_prefix(&tag);
        let ttl_s = ttl.as_secs().max(1);
        let keys = vec![
            format!("{prefix}{id}"),
            Self::entries_key(&tag),
            Self::scopes_key(&tag),
            Self::log_key(&tag),
        ];
        let args: Vec<Value> = vec![
            id.into(),
            tag.into(),
            scope.to_string().into(),
            probe.text().to_string().into(),
            "".into(),
            (now + ttl_s * 1000).to_string().into(),
            response.content_type.clone().into(),
            Value::Bytes(response.body.clone()),
            Value::Bytes(vector_bytes(probe.embedding())),
            ttl_s.to_string().into(),
            now.to_string().into(),
            max_entries.max(1).to_string().into(),
            prefix.into(),
            max_entries
                .max(1)
                .saturating_mul(LOG_PER_ENTRY)
                .to_string()
                .into(),
        ];
        let _removed: i64 = self.client.eval(INSERT, keys, args).await?;
        Ok(())
    }

    /// Entries held for `tenant` (live or not yet collected).
    pub async fn len(&self, tenant: &str) -> Result<usize, SemanticStoreError> {
        let n: u64 = self
            .client
            .zcard(Self::entries_key(&Self::tag(tenant)))
            .await?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }

    /// Whether this replica's mirror of `tenant` is loaded and answering lookups (it is
    /// started by the first lookup).
    pub fn mirror_ready(&self, tenant: &str) -> bool {
        self.mirror.as_ref().is_some_and(|m| m.is_ready(tenant))
    }

    /// Bytes this replica's mirror holds over all tenants.
    pub fn mirror_bytes(&self) -> usize {
        self.mirror.as_ref().map_or(0, |m| m.bytes())
    }

    /// Entries of `tenant` in this replica's mirror.
    pub fn mirrored_len(&self, tenant: &str) -> usize {
        self.mirror.as_ref().map_or(0, |m| m.len(tenant))
    }

    /// Entries counted in `tenant`'s scope `scope` (what picks the search policy).
    pub async fn scope_len(&self, tenant: &str, scope: &str) -> Result<usize, SemanticStoreError> {
        let n: Option<u64> = self
            .client
            .hget(Self::scopes_key(&Self::tag(tenant)), scope)
            .await?;
        Ok(n.map_or(0, |n| usize::try_from(n).unwrap_or(usize::MAX)))
    }
}

/// `scope` when it can stand in a TAG query and a set member unescaped (the probe's
/// scope is hex; anything else is refused rather than escaped).
fn tag_safe(scope: &str) -> Result<&str, SemanticStoreError> {
    if !scope.is_empty() && scope.bytes().all(|b| b.is_ascii_alphanumeric()) {
        Ok(scope)
    } else {
        Err(SemanticStoreError::Redis(format!(
            "scope {scope:?} is not alphanumeric"
        )))
    }
}

fn vector_bytes(vector: &[f32]) -> Bytes {
    vector
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect::<Vec<u8>>()
        .into()
}

/// One of the nearest entries.
struct Candidate {
    key: String,
    distance: f64,
    turn: Turn,
    expires_ms: u64,
}

/// Reads a RESP2 FT.SEARCH reply: `[total, key, [field, value, …], …]`, nearest first.
fn parse_candidates(reply: Value) -> Result<Vec<Candidate>, SemanticStoreError> {
    let mut out = Vec::new();
    for doc in search_documents(reply).map_err(SemanticStoreError::Redis)? {
        let Some(key) = doc.key else {
            return Err(SemanticStoreError::Redis(
                "unexpected FT.SEARCH reply: document key is not text".into(),
            ));
        };
        let (mut distance, mut turn, mut expires_ms) = (None, None, None);
        for (name, value) in doc.fields {
            match name.as_str() {
                "dist" => distance = value.parse::<f64>().ok(),
                "turn" => turn = Some(Turn::of(&value)),
                "exp" => expires_ms = value.parse::<u64>().ok(),
                _ => {}
            }
        }
        // An entry written by something else under the prefix is not an answer.
        // An entry of an earlier release has no turn: its scope (another version of the
        // scope's key) is never a current probe's, and it is compared by the cosine alone.
        let turn = turn.unwrap_or_else(Turn::unknown);
        let (Some(distance), Some(expires_ms)) = (distance, expires_ms) else {
            continue;
        };
        out.push(Candidate {
            key,
            distance,
            turn,
            expires_ms,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn s(v: &str) -> Value {
        Value::String(v.to_string().into())
    }

    #[test]
    fn candidates_keep_their_order_and_skip_foreign_documents() {
        let reply = Value::Array(vec![
            Value::Integer(2),
            s("argus:sem:{t}:e:1"),
            Value::Array(vec![
                s("dist"),
                s("0.02"),
                s("turn"),
                s("Where is my order?"),
                s("exp"),
                s("99"),
            ]),
            s("argus:sem:{t}:e:2"),
            Value::Array(vec![s("dist"), s("0.5")]),
        ]);
        let c = parse_candidates(reply).unwrap();
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].key, "argus:sem:{t}:e:1");
        assert!((c[0].distance - 0.02).abs() < 1e-9);
        assert_eq!(c[0].turn, Turn::of("Where is my order?"));
        assert_eq!(c[0].expires_ms, 99);
        assert!(parse_candidates(Value::Integer(1)).is_err());
    }
}
