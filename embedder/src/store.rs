//! The prompt history on Redis Stack: one hash per recorded prompt
//! (`argus:{<tag>}:loop:<ts>` with TAG `tenant`, `prompt`, FLOAT32 `vec`), a RediSearch
//! COSINE index over them, KNN filtered by tenant, and a per-tenant list that keeps
//! only the last N hashes. `<tag>` is the tenant id's SHA-256 (hex, 32 characters):
//! RediSearch folds TAG values to lower case and splits them at commas, and session ids
//! come from clients, so two ids that differ in case or carry a separator must never
//! share history. The tag is exact, case-sensitive and needs no escaping. FT.SEARCH and FT.CREATE go out as custom commands so that the
//! vector travels as raw bytes (fred's typed `ft_search` mangles PARAMS, fred.rs#346).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use clap::ValueEnum;
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};

/// Deadline of the asynchronous history write (nobody waits for it).
const WRITE_TIMEOUT: Duration = Duration::from_secs(1);

/// Key prefix of everything the store writes; the index covers hashes under it.
pub const KEY_PREFIX: &str = "argus:";

/// Trims the tenant's history to the newest `keep` hashes in one atomic step.
/// KEYS[1] = the new hash, KEYS[2] = the tenant's history list.
/// ARGV = tenant, prompt, vector bytes, ttl seconds, keep.
const RECORD_LUA: &str = r"
redis.call('HSET', KEYS[1], 'tenant', ARGV[1], 'prompt', ARGV[2], 'vec', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('LPUSH', KEYS[2], KEYS[1])
local keep = tonumber(ARGV[5])
local old = redis.call('LRANGE', KEYS[2], keep, -1)
if #old > 0 then
  redis.call('DEL', unpack(old))
  redis.call('LTRIM', KEYS[2], 0, keep - 1)
end
redis.call('EXPIRE', KEYS[2], ARGV[4])
return #old
";

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Redis is unreachable, timed out or refused for load reasons.
    #[error("Redis is unavailable: {0}")]
    Unavailable(String),
    /// The index does not exist (Redis restarted, or someone dropped it).
    #[error("the vector index {0} does not exist")]
    IndexMissing(String),
    /// Redis answered with an error or an unexpected shape.
    #[error("Redis error: {0}")]
    Redis(String),
}

impl From<fred::error::Error> for StoreError {
    fn from(e: fred::error::Error) -> Self {
        use fred::error::ErrorKind;
        match e.kind() {
            ErrorKind::IO | ErrorKind::Timeout | ErrorKind::Canceled | ErrorKind::Backpressure => {
                Self::Unavailable(e.to_string())
            }
            _ => Self::Redis(e.to_string()),
        }
    }
}

/// The vector index type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum IndexAlgorithm {
    Flat,
    Hnsw,
}

impl IndexAlgorithm {
    fn keyword(self) -> &'static str {
        match self {
            Self::Flat => "FLAT",
            Self::Hnsw => "HNSW",
        }
    }
}

/// A Redis password: kept out of URLs (so any character works) and out of `Debug`
/// output (so no log line or panic message shows it).
#[derive(Clone, PartialEq, Eq)]
pub struct RedisPassword(String);

impl RedisPassword {
    pub fn new(password: impl Into<String>) -> Self {
        Self(password.into())
    }

    /// The password itself, for the connection only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for RedisPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RedisPassword(***)")
    }
}

impl std::str::FromStr for RedisPassword {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Self::new(s))
    }
}

/// Index and connection settings.
#[derive(Debug, Clone)]
pub struct StoreConfig {
    pub url: String,
    /// Password sent on connect (`ARGUS_REDIS_PASSWORD`); none: the URL's, if any.
    pub password: Option<RedisPassword>,
    pub index: String,
    pub algorithm: IndexAlgorithm,
    pub dim: usize,
    /// Deadline of a search (and of PING / FT.CREATE); writes get 1 s.
    pub timeout: Duration,
}

/// What `ensure_index` found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IndexState {
    Created,
    Existed,
}

/// A recent prompt and how close it is to the query.
#[derive(Debug, Clone, PartialEq)]
pub struct Neighbour {
    pub prompt: String,
    pub similarity: f64,
}

/// Seed 002: COSINE distance (0 … 2) to similarity (1 … 0).
pub fn similarity_from_distance(distance: f64) -> f64 {
    1.0 - distance / 2.0
}

/// The tag a tenant's prompts carry and are searched by: the first 128 bits of the
/// SHA-256 of the tenant id, in hex. Distinct ids never share a tag in practice, whatever
/// their case or characters.
pub fn tenant_tag(tenant: &str) -> String {
    use sha2::Digest;
    hex::encode(&sha2::Sha256::digest(tenant.as_bytes())[..16])
}

/// `argus:{<tag>}:loop:<ts>` (the hash tag keeps a tenant's keys in one cluster slot).
pub fn loop_key(tenant: &str, ts: u64) -> String {
    format!("{KEY_PREFIX}{{{}}}:loop:{ts}", tenant_tag(tenant))
}

/// `argus:{<tag>}:loop`: the list of the tenant's live hashes, newest first.
pub fn history_key(tenant: &str) -> String {
    format!("{KEY_PREFIX}{{{}}}:loop", tenant_tag(tenant))
}

/// Little-endian FLOAT32 bytes, the layout of a RediSearch FLOAT32 vector.
pub fn vector_bytes(vector: &[f32]) -> Bytes {
    vector
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect::<Vec<u8>>()
        .into()
}

/// The client configuration of `config`: its URL, with the separate password if set.
pub fn redis_config(config: &StoreConfig) -> Result<Config, StoreError> {
    let mut redis = Config::from_url(&config.url).map_err(|e| StoreError::Redis(e.to_string()))?;
    if let Some(password) = &config.password {
        redis.password = Some(password.expose().to_owned());
    }
    Ok(redis)
}

/// The prompt history on Redis Stack.
pub struct VectorStore {
    client: Client,
    config: StoreConfig,
    last_ts: AtomicU64,
}

impl VectorStore {
    /// Starts connecting in the background (reconnecting forever); does not wait, so
    /// the embedder can serve `Embed` and `Similarity` while Redis is down.
    pub fn connect(config: StoreConfig) -> Result<Self, StoreError> {
        let redis_config = redis_config(&config)?;
        let client = Builder::from_config(redis_config)
            .with_config(|c| c.fail_fast = false)
            .with_connection_config(|c| {
                c.connection_timeout = Duration::from_secs(2);
                c.internal_command_timeout = Duration::from_secs(2);
                c.max_command_attempts = 1;
            })
            // Background writes get a generous deadline; searches use `config.timeout`.
            .with_performance_config(|p| p.default_command_timeout = WRITE_TIMEOUT)
            .set_policy(ReconnectPolicy::new_exponential(0, 100, 2_000, 2))
            .build()
            .map_err(|e| StoreError::Redis(e.to_string()))?;
        // The connection task lives as long as the client.
        let _task = client.connect();
        Ok(Self {
            client,
            config,
            last_ts: AtomicU64::new(0),
        })
    }

    /// Waits up to `wait` for the first connection.
    pub async fn wait_connected(&self, wait: Duration) -> bool {
        matches!(
            tokio::time::timeout(wait, self.client.wait_for_connect()).await,
            Ok(Ok(()))
        )
    }

    pub fn is_connected(&self) -> bool {
        self.client.is_connected()
    }

    /// Per-command options: fail at once when disconnected rather than queue.
    fn options(&self) -> Options {
        Options {
            fail_fast: true,
            timeout: Some(self.config.timeout),
            max_attempts: Some(1),
            ..Options::default()
        }
    }

    fn command(&self) -> fred::clients::WithOptions<Client> {
        self.client.with_options(&self.options())
    }

    pub async fn ping(&self) -> Result<(), StoreError> {
        let _: String = self.command().ping(None).await?;
        Ok(())
    }

    /// Creates the index unless it exists. Safe to call from several embedders at once.
    pub async fn ensure_index(&self) -> Result<IndexState, StoreError> {
        let dim = self.config.dim.to_string();
        let mut args: Vec<Value> = [
            self.config.index.as_str(),
            "ON",
            "HASH",
            "PREFIX",
            "1",
            KEY_PREFIX,
            "SCHEMA",
            "tenant",
            "TAG",
            "prompt",
            "TEXT",
            "NOINDEX",
            "vec",
            "VECTOR",
            self.config.algorithm.keyword(),
            "6",
            "TYPE",
            "FLOAT32",
            "DIM",
            dim.as_str(),
            "DISTANCE_METRIC",
            "COSINE",
        ]
        .into_iter()
        .map(|s| Value::String(s.into()))
        .collect();
        args.shrink_to_fit();
        let created: Result<Value, fred::error::Error> = self
            .command()
            .custom(
                CustomCommand::new_static("FT.CREATE", ClusterHash::FirstKey, false),
                args,
            )
            .await;
        match created {
            Ok(_) => Ok(IndexState::Created),
            Err(e)
                if e.details()
                    .to_ascii_lowercase()
                    .contains("index already exists") =>
            {
                Ok(IndexState::Existed)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Drops the index and its hashes (tests and benchmarks).
    pub async fn drop_index(&self) -> Result<(), StoreError> {
        let args: Vec<Value> = vec![self.config.index.as_str().into(), "DD".into()];
        let dropped: Result<Value, fred::error::Error> = self
            .command()
            .custom(
                CustomCommand::new_static("FT.DROPINDEX", ClusterHash::FirstKey, false),
                args,
            )
            .await;
        match dropped {
            Ok(_) => Ok(()),
            Err(e) if is_missing_index(&e) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// The `k` nearest recorded prompts of `tenant`, closest first.
    pub async fn nearest(
        &self,
        tenant: &str,
        vector: &[f32],
        k: usize,
    ) -> Result<Vec<Neighbour>, StoreError> {
        let k = k.max(1);
        let query = format!(
            "@tenant:{{{}}}=>[KNN {k} @vec $blob AS dist]",
            tenant_tag(tenant)
        );
        let args: Vec<Value> = vec![
            self.config.index.as_str().into(),
            query.into(),
            "PARAMS".into(),
            "2".into(),
            "blob".into(),
            Value::Bytes(vector_bytes(vector)),
            "SORTBY".into(),
            "dist".into(),
            "ASC".into(),
            "RETURN".into(),
            "2".into(),
            "prompt".into(),
            "dist".into(),
            "LIMIT".into(),
            "0".into(),
            k.to_string().into(),
            "DIALECT".into(),
            "2".into(),
        ];
        let reply: Result<Value, fred::error::Error> = self
            .command()
            .custom(
                CustomCommand::new_static("FT.SEARCH", ClusterHash::FirstKey, false),
                args,
            )
            .await;
        match reply {
            Ok(reply) => parse_search_reply(reply),
            Err(e) if is_missing_index(&e) => {
                Err(StoreError::IndexMissing(self.config.index.clone()))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Records a prompt for `tenant`, keeping its newest `keep` and expiring after `ttl`.
    /// Returns how many older prompts were removed.
    pub async fn record(
        &self,
        tenant: &str,
        prompt: &str,
        vector: &[f32],
        keep: usize,
        ttl: Duration,
    ) -> Result<usize, StoreError> {
        let ts = self.next_ts();
        let keys = vec![loop_key(tenant, ts), history_key(tenant)];
        let args: Vec<Value> = vec![
            tenant_tag(tenant).into(),
            prompt.into(),
            Value::Bytes(vector_bytes(vector)),
            ttl.as_secs().max(1).to_string().into(),
            keep.max(1).to_string().into(),
        ];
        // EVAL with the body each time: ~400 bytes, and Redis caches the compiled script.
        let removed: i64 = self.client.eval(RECORD_LUA, keys, args).await?;
        Ok(usize::try_from(removed).unwrap_or(0))
    }

    /// Microseconds since the epoch, strictly increasing within this process so that
    /// two prompts of one tenant never share a key.
    fn next_ts(&self) -> u64 {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX));
        let mut last = self.last_ts.load(Ordering::Relaxed);
        loop {
            let next = now.max(last + 1);
            match self.last_ts.compare_exchange_weak(
                last,
                next,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return next,
                Err(seen) => last = seen,
            }
        }
    }

    /// The underlying client (tests inspect keys with it).
    pub fn client(&self) -> &Client {
        &self.client
    }

    pub fn config(&self) -> &StoreConfig {
        &self.config
    }
}

fn is_missing_index(e: &fred::error::Error) -> bool {
    let details = e.details().to_ascii_lowercase();
    details.contains("no such index") || details.contains("unknown index name")
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

/// Reads a RESP2 FT.SEARCH reply: `[total, key, [field, value, …], key, […], …]`.
pub fn parse_search_reply(reply: Value) -> Result<Vec<Neighbour>, StoreError> {
    let malformed = |what: &str| StoreError::Redis(format!("unexpected FT.SEARCH reply: {what}"));
    let Value::Array(items) = reply else {
        return Err(malformed("not an array"));
    };
    let mut out = Vec::new();
    for document in items
        .iter()
        .skip(1)
        .step_by(2)
        .zip(items.iter().skip(2).step_by(2))
    {
        let (_key, fields) = document;
        let Value::Array(fields) = fields else {
            return Err(malformed("document fields are not an array"));
        };
        let mut prompt = None;
        let mut distance = None;
        for pair in fields.chunks(2) {
            let [name, value] = pair else { continue };
            match text(name).as_deref() {
                Some("prompt") => prompt = text(value),
                Some("dist") => distance = text(value).and_then(|d| d.parse::<f64>().ok()),
                _ => {}
            }
        }
        let distance = distance.ok_or_else(|| malformed("a document has no numeric dist"))?;
        out.push(Neighbour {
            prompt: prompt.unwrap_or_default(),
            similarity: similarity_from_distance(distance),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_to_similarity_as_seed_002() {
        assert_eq!(similarity_from_distance(0.0), 1.0);
        assert!((similarity_from_distance(0.1) - 0.95).abs() < 1e-12);
        assert_eq!(similarity_from_distance(2.0), 0.0);
    }

    #[test]
    fn tenant_tags_are_exact_and_need_no_escaping() {
        let tag = tenant_tag("ns/actor/Session");
        assert_eq!(tag.len(), 32);
        assert!(
            tag.chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        );
        // Case, separators and a tenant prefix never make two ids one tag.
        let ids = [
            "ns/actor/Session",
            "ns/actor/session",
            "ns/actor/X,zz",
            "ns/actor/X",
            "I,probe/other-agent/V",
            "probe/other-agent/V",
            "ns/actor/a b{c}|d",
            "ns/actor/größe",
        ];
        let tags: std::collections::HashSet<String> = ids.iter().map(|i| tenant_tag(i)).collect();
        assert_eq!(tags.len(), ids.len());
    }

    #[test]
    fn keys_follow_the_contract() {
        let tag = tenant_tag("ns/actor");
        assert_eq!(loop_key("ns/actor", 42), format!("argus:{{{tag}}}:loop:42"));
        assert_eq!(history_key("ns/actor"), format!("argus:{{{tag}}}:loop"));
    }

    #[test]
    fn vectors_are_little_endian_float32() {
        let b = vector_bytes(&[1.0, -2.5]);
        assert_eq!(&b[..], &[0, 0, 128, 63, 0, 0, 32, 192]);
    }

    #[test]
    fn parses_a_resp2_search_reply() {
        let doc = |prompt: &str, dist: &str| {
            Value::Array(vec![
                Value::String("prompt".into()),
                Value::String(prompt.into()),
                Value::String("dist".into()),
                Value::String(dist.into()),
            ])
        };
        let reply = Value::Array(vec![
            Value::Integer(2),
            Value::String("argus:t:loop:1".into()),
            doc("a", "0.1"),
            Value::String("argus:t:loop:2".into()),
            doc("b", "1"),
        ]);
        let found = parse_search_reply(reply).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].prompt, "a");
        assert!((found[0].similarity - 0.95).abs() < 1e-12);
        assert!((found[1].similarity - 0.5).abs() < 1e-12);
        assert!(
            parse_search_reply(Value::Array(vec![Value::Integer(0)]))
                .unwrap()
                .is_empty()
        );
        assert!(parse_search_reply(Value::Null).is_err());
    }
}
