//! The semantic index in the namespace's Redis Stack, shared by every replica: one hash
//! per cached answer, `argus:sem:{<tenant tag>}:e:<id>` (tenant tag, scope, word order,
//! expiry, answer, vector), indexed by RediSearch (`argus-semantic`: HNSW, cosine, like
//! the context index and the loop check). A lookup is one KNN query filtered by the
//! tenant and scope TAGs, so no other tenant's or context's entry can ever be returned;
//! the answer itself is read only for a hit. A sorted set per tenant bounds the entries.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};

use super::{Probe, SemanticHit, WordOrder};
use crate::policy::cache::CachedResponse;

/// Dimension of the embedder's vectors (all-MiniLM-L6-v2).
pub const DIM: usize = crate::context::log::DIM;
/// The RediSearch index over cached answers.
pub const INDEX: &str = "argus-semantic";
const PREFIX: &str = "argus:sem:";
/// Nearest entries compared per lookup: the best one may be a word swap of the turn
/// (refused), so a few runners-up are looked at too.
const NEAREST: usize = 4;

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

/// KEYS: entry hash, tenant entry set. ARGV: id, tenant tag, scope, bag, sequence,
/// expiry (ms), content type, body, vector, ttl (s), now (ms), max entries, key prefix.
const INSERT: &str = r#"
local ttl = tonumber(ARGV[10])
local now = tonumber(ARGV[11])
redis.call('HSET', KEYS[1], 'tenant', ARGV[2], 'scope', ARGV[3], 'bag', ARGV[4], 'seq', ARGV[5], 'exp', ARGV[6], 'ct', ARGV[7], 'body', ARGV[8], 'vec', ARGV[9])
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl * 1000)
local n = redis.call('ZCARD', KEYS[2])
local max = tonumber(ARGV[12])
local removed = 0
if n > max then
  local victims = redis.call('ZPOPMIN', KEYS[2], n - max)
  for i = 1, #victims, 2 do
    redis.call('DEL', ARGV[13] .. victims[i])
    removed = removed + 1
  end
end
redis.call('EXPIRE', KEYS[2], ttl)
return removed
"#;

/// Cached answers by the embedding of the turn they answered, in Redis (cheap to clone).
#[derive(Clone)]
pub struct RedisSemanticIndex {
    client: Client,
    index_ready: Arc<tokio::sync::OnceCell<()>>,
    seq: Arc<std::sync::atomic::AtomicU64>,
    writer: Arc<str>,
}

impl RedisSemanticIndex {
    /// An index over `client`; the RediSearch index is created on first use.
    pub fn new(client: Client, replica: &str) -> Self {
        Self {
            client,
            index_ready: Arc::default(),
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
        argus_crds::contract::context_tenant_tag(tenant)
    }

    fn entry_prefix(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:e:")
    }

    fn entries_key(tag: &str) -> String {
        format!("{PREFIX}{{{tag}}}:entries")
    }

    /// Creates the RediSearch index unless it exists (once per process).
    pub async fn ensure_index(&self) -> Result<(), SemanticStoreError> {
        self.index_ready
            .get_or_try_init(|| async {
                crate::store::vector_index::create(
                    &self.client,
                    INDEX,
                    PREFIX,
                    &["tenant", "TAG", "scope", "TAG"],
                    DIM,
                )
                .await
                .map_err(SemanticStoreError::from)
            })
            .await
            .map(|_| ())
    }

    /// The most similar live answer in `probe`'s tenant and scope at or above
    /// `threshold`, unless its turn is a word swap of the probe's.
    pub async fn lookup(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<Option<SemanticHit>, SemanticStoreError> {
        if probe.embedding().len() != DIM {
            return Ok(None);
        }
        self.ensure_index().await?;
        let tag = Self::tag(probe.tenant());
        // The scope is hex and the tag hex: neither needs escaping in a TAG query. A
        // filter of two terms must be parenthesised before the KNN clause.
        let query = format!(
            "(@tenant:{{{tag}}} @scope:{{{}}})=>[KNN {NEAREST} @vec $blob AS dist]",
            probe.scope()
        );
        let args: Vec<Value> = vec![
            INDEX.into(),
            query.into(),
            "PARAMS".into(),
            "2".into(),
            "blob".into(),
            Value::Bytes(vector_bytes(probe.embedding())),
            "SORTBY".into(),
            "dist".into(),
            "ASC".into(),
            "RETURN".into(),
            "4".into(),
            "dist".into(),
            "bag".into(),
            "seq".into(),
            "exp".into(),
            "LIMIT".into(),
            "0".into(),
            NEAREST.to_string().into(),
            "DIALECT".into(),
            "2".into(),
        ];
        let reply: Value = self
            .client
            .custom(
                CustomCommand::new_static("FT.SEARCH", ClusterHash::FirstKey, false),
                args,
            )
            .await?;
        let now = crate::context::now_ms();
        let best = parse_candidates(reply)?
            .into_iter()
            .filter(|c| c.expires_ms > now && !c.order.is_swap_of(&probe.order()))
            // COSINE distance is 1 − cosine similarity.
            .map(|c| (c.key, (1.0 - c.distance).min(1.0)))
            .find(|(_, similarity)| *similarity >= threshold);
        let Some((key, similarity)) = best else {
            return Ok(None);
        };
        let (content_type, body): (Option<String>, Option<Bytes>) =
            self.client.hmget(&key, vec!["ct", "body"]).await?;
        // Evicted between the search and the read: a miss.
        let (Some(content_type), Some(body)) = (content_type, body) else {
            return Ok(None);
        };
        Ok(Some(SemanticHit {
            response: CachedResponse { content_type, body },
            similarity,
        }))
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
        self.ensure_index().await?;
        let tag = Self::tag(probe.tenant());
        let now = crate::context::now_ms();
        let seq = self.seq.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let id = format!("{now:013}-{}-{seq}", self.writer);
        let prefix = Self::entry_prefix(&tag);
        let ttl_s = ttl.as_secs().max(1);
        let (bag, sequence) = probe.order().parts();
        let keys = vec![format!("{prefix}{id}"), Self::entries_key(&tag)];
        let args: Vec<Value> = vec![
            id.into(),
            tag.into(),
            probe.scope().to_string().into(),
            format!("{bag:016x}").into(),
            format!("{sequence:016x}").into(),
            (now + ttl_s * 1000).to_string().into(),
            response.content_type.clone().into(),
            Value::Bytes(response.body.clone()),
            Value::Bytes(vector_bytes(probe.embedding())),
            ttl_s.to_string().into(),
            now.to_string().into(),
            max_entries.max(1).to_string().into(),
            prefix.into(),
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
    order: WordOrder,
    expires_ms: u64,
}

fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.to_string()),
        Value::Bytes(b) => Some(String::from_utf8_lossy(b).into_owned()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Double(d) => Some(d.to_string()),
        _ => None,
    }
}

/// Reads a RESP2 FT.SEARCH reply: `[total, key, [field, value, …], …]`, nearest first.
fn parse_candidates(reply: Value) -> Result<Vec<Candidate>, SemanticStoreError> {
    let malformed =
        |what: &str| SemanticStoreError::Redis(format!("unexpected FT.SEARCH reply: {what}"));
    let Value::Array(items) = reply else {
        return Err(malformed("not an array"));
    };
    let mut out = Vec::new();
    for (key, fields) in items
        .iter()
        .skip(1)
        .step_by(2)
        .zip(items.iter().skip(2).step_by(2))
    {
        let Value::Array(fields) = fields else {
            return Err(malformed("document fields are not an array"));
        };
        let Some(key) = text(key) else {
            return Err(malformed("document key is not text"));
        };
        let (mut distance, mut bag, mut seq, mut expires_ms) = (None, None, None, None);
        for pair in fields.chunks(2) {
            let [name, value] = pair else { continue };
            let value = text(value).unwrap_or_default();
            match text(name).as_deref() {
                Some("dist") => distance = value.parse::<f64>().ok(),
                Some("bag") => bag = u64::from_str_radix(&value, 16).ok(),
                Some("seq") => seq = u64::from_str_radix(&value, 16).ok(),
                Some("exp") => expires_ms = value.parse::<u64>().ok(),
                _ => {}
            }
        }
        // An entry written by something else under the prefix is not an answer.
        let (Some(distance), Some(bag), Some(seq), Some(expires_ms)) =
            (distance, bag, seq, expires_ms)
        else {
            continue;
        };
        out.push(Candidate {
            key,
            distance,
            order: WordOrder::from_parts(bag, seq),
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
                s("bag"),
                s("00000000000000ff"),
                s("seq"),
                s("0000000000000001"),
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
        assert_eq!(c[0].order.parts(), (255, 1));
        assert_eq!(c[0].expires_ms, 99);
        assert!(parse_candidates(Value::Integer(1)).is_err());
    }
}
