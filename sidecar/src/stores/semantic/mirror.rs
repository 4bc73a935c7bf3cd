//! A replica's in-process mirror of the Redis semantic cache's vectors, so a lookup is
//! the in-process exact scan ([`TenantScopes`]) and, only on a hit, one Redis read of
//! the answer. Redis stays the store and the source of truth; the mirror holds each
//! entry's vector, key, word order and expiry, never the answer.
//!
//! A tenant is mirrored from this replica's first lookup of it: a task reads the id of
//! the tenant's change stream (`argus:sem:{<tag>}:log`, one record per insert), loads
//! the live entries (the entries set, then their hashes, pipelined), and tails the
//! stream from the id it read before loading, so nothing written meanwhile is lost (an
//! entry both loaded and streamed is taken once). Each record names the stream's
//! previous record: one that does not follow the last record read means records were
//! lost (trimmed while this replica lagged, or Redis flushed) and the tenant is loaded
//! again. A failed connection clears the tenant and loads it again after a backoff.
//! Until the mirror is whole, the caller searches with RediSearch.

use parking_lot::Mutex;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use fred::clients::{Pipeline, WithOptions};
use fred::prelude::*;

use super::tenant_scopes::{Found, Payload, TenantScopes};
use super::{Miss, Probe, Turn};

/// Bytes a replica's mirror holds over all tenants (vectors and keys): about 2.4 KB an
/// entry at 384 dimensions, so some 27,000 entries. Past it the oldest entries leave
/// the mirror (not Redis): lookups then miss them.
pub const MIRROR_BYTES: usize = 64 << 20;
/// Tenants a replica mirrors; lookups of any further tenant use RediSearch.
const MAX_TENANTS: usize = 64;
/// How long one read of the stream waits for records. It also bounds how long a tail
/// outlives its mirror.
const BLOCK: Duration = Duration::from_secs(2);
/// Slack over [`BLOCK`] before a read of the stream counts as failed.
const READ_GRACE: Duration = Duration::from_secs(5);
const READ_COUNT: u64 = 512;
/// Entries read per pipelined round trip while loading.
const LOAD_CHUNK: usize = 256;
const RETRY_FIRST: Duration = Duration::from_millis(100);
const RETRY_MAX: Duration = Duration::from_secs(5);
/// The fields a record and an entry hash share, in the order they are read.
const FIELDS: [&str; 4] = ["vec", "scope", "turn", "exp"];

impl Payload for Arc<str> {
    fn size(&self) -> usize {
        self.len() + std::mem::size_of::<Self>()
    }
}

/// The Redis keys of one tenant's entries.
#[derive(Clone, Debug)]
pub struct TenantKeys {
    /// Prefix of the entry hashes (`…:e:`); an entry's key is the prefix and its id.
    pub entry_prefix: String,
    /// The sorted set of entries, oldest first.
    pub entries: String,
    /// The change stream.
    pub log: String,
}

/// Where a tenant's mirror stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Loading,
    Ready,
    /// The last attempt failed; another follows after a backoff.
    Down,
}

/// The mirrors of the tenants this replica has looked up.
pub struct Mirror {
    entries: TenantScopes<Arc<str>>,
    phases: Mutex<HashMap<String, Phase>>,
    client: Client,
}

impl Mirror {
    /// A mirror reading through `client`, holding at most `max_bytes`.
    pub fn new(client: Client, max_bytes: usize) -> Self {
        Self {
            entries: TenantScopes::new(max_bytes),
            phases: Mutex::default(),
            client,
        }
    }

    /// The entries of `probe`'s scope that reach `threshold`, most similar first, at
    /// most `k`, or why there are none; `None` while the tenant's mirror is not whole
    /// (the first call starts it, with `keys`).
    pub fn nearest(
        self: &Arc<Self>,
        probe: &Probe,
        threshold: f64,
        k: usize,
        keys: impl FnOnce() -> TenantKeys,
    ) -> Option<Result<Vec<Found<Arc<str>>>, Miss>> {
        {
            let mut phases = self.phases.lock();
            match phases.get(probe.tenant()) {
                Some(Phase::Ready) => {}
                Some(_) => return None,
                None => {
                    if phases.len() < MAX_TENANTS {
                        phases.insert(probe.tenant().to_string(), Phase::Loading);
                        tokio::spawn(follow(
                            Arc::downgrade(self),
                            self.client.clone(),
                            probe.tenant().to_string(),
                            keys(),
                        ));
                    }
                    return None;
                }
            }
        }
        Some(self.entries.nearest_or_miss(
            probe.tenant(),
            probe.scope(),
            probe.embedding(),
            probe.turn(),
            threshold,
            k,
        ))
    }

    /// Drops entry `id` of `probe`'s scope (its hash is gone from Redis).
    pub fn forget(&self, probe: &Probe, id: u64) {
        self.entries.remove(probe.tenant(), probe.scope(), id);
    }

    /// Whether `tenant`'s mirror is whole and answering lookups.
    pub fn is_ready(&self, tenant: &str) -> bool {
        self.phase(tenant) == Some(Phase::Ready)
    }

    /// Entries mirrored for `tenant`.
    pub fn len(&self, tenant: &str) -> usize {
        self.entries.len(tenant)
    }

    /// Bytes held over all tenants.
    pub fn bytes(&self) -> usize {
        self.entries.bytes()
    }

    fn phase(&self, tenant: &str) -> Option<Phase> {
        self.phases.lock().get(tenant).copied()
    }

    fn set_phase(&self, tenant: &str, phase: Phase) {
        self.phases.lock().insert(tenant.to_string(), phase);
    }

    fn add(&self, tenant: &str, e: MirroredEntry) {
        let now = crate::stores::now_ms();
        if e.expires_ms <= now {
            return;
        }
        let expires = Instant::now() + Duration::from_millis(e.expires_ms - now);
        self.entries.insert(
            tenant,
            &e.scope,
            &e.vector,
            e.turn,
            e.key,
            expires,
            e.max_entries,
        );
    }
}

/// One entry as the mirror holds it.
#[derive(Debug, PartialEq)]
struct MirroredEntry {
    key: Arc<str>,
    scope: String,
    turn: Arc<Turn>,
    expires_ms: u64,
    /// The tenant's bound when it was written (unknown for a loaded entry).
    max_entries: usize,
    vector: Vec<f32>,
}

impl MirroredEntry {
    /// From `FIELDS`' values in order; `None` when one is missing or malformed (not an
    /// entry this cache wrote).
    fn parse(key: Arc<str>, values: &[Option<&[u8]>], max_entries: usize) -> Option<Self> {
        let [vec, scope, turn, exp] = *values else {
            return None;
        };
        fn text(v: Option<&[u8]>) -> Option<&str> {
            std::str::from_utf8(v?).ok()
        }
        let vec = vec?;
        if vec.is_empty() || vec.len() % 4 != 0 {
            return None;
        }
        Some(Self {
            key,
            scope: text(scope)?.to_string(),
            // An entry of an earlier release has no turn (see `parse_candidates`).
            turn: Arc::new(text(turn).map_or_else(Turn::unknown, Turn::of)),
            expires_ms: text(exp)?.parse().ok()?,
            max_entries,
            vector: vec
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        })
    }
}

/// One record of the change stream.
#[derive(Debug)]
struct Record {
    id: String,
    /// The stream's last record when this one was added (`0-0`: none).
    prev: String,
    /// `None` for a record that does not describe an entry.
    entry: Option<MirroredEntry>,
}

/// Why a tail stopped.
enum Outcome {
    /// The mirror was dropped.
    Gone,
    /// Records were lost: load again.
    Gap,
    Failed(String),
}

struct Retry {
    backoff: Duration,
    warned: bool,
}

/// Mirrors `tenant` for as long as `mirror` lives.
async fn follow(mirror: Weak<Mirror>, client: Client, tenant: String, keys: TenantKeys) {
    let mut retry = Retry {
        backoff: RETRY_FIRST,
        warned: false,
    };
    loop {
        let outcome = follow_once(&mirror, &client, &tenant, &keys, &mut retry).await;
        let Some(m) = mirror.upgrade() else { return };
        match outcome {
            Outcome::Gone => return,
            Outcome::Gap => {
                tracing::info!(
                    tenant,
                    "semantic cache mirror missed records; loading again"
                );
            }
            Outcome::Failed(error) => {
                m.set_phase(&tenant, Phase::Down);
                m.entries.clear(&tenant);
                drop(m);
                if retry.warned {
                    tracing::debug!(tenant, %error, "semantic cache mirror still down");
                } else {
                    tracing::warn!(tenant, %error, "semantic cache mirror down; lookups use the Redis index until it is loaded again");
                    retry.warned = true;
                }
                tokio::time::sleep(retry.backoff).await;
                retry.backoff = (retry.backoff * 2).min(RETRY_MAX);
            }
        }
    }
}

/// Loads `tenant` and tails its stream on a connection of its own (a blocked read
/// would hold up every command behind it on the shared one).
async fn follow_once(
    mirror: &Weak<Mirror>,
    client: &Client,
    tenant: &str,
    keys: &TenantKeys,
    retry: &mut Retry,
) -> Outcome {
    {
        let Some(m) = mirror.upgrade() else {
            return Outcome::Gone;
        };
        m.set_phase(tenant, Phase::Loading);
        m.entries.clear(tenant);
    }
    // Its own connection fails fast: this loop retries with its own backoff, and a
    // connection still trying in the background would outlive the `quit` below.
    let mut config = client.client_config();
    config.fail_fast = true;
    let tail = Client::new(
        config,
        Some(client.perf_config()),
        Some(client.connection_config().clone()),
        client.client_reconnect_policy(),
    );
    let connected = tokio::time::timeout(READ_GRACE, tail.init()).await;
    let outcome = match connected {
        Ok(Ok(_)) => match load_and_tail(mirror, &tail, tenant, keys, retry).await {
            Ok(outcome) => outcome,
            Err(e) => Outcome::Failed(e.to_string()),
        },
        Ok(Err(e)) => Outcome::Failed(e.to_string()),
        Err(_) => Outcome::Failed(format!("no connection within {READ_GRACE:?}")),
    };
    let _ = tail.quit().await;
    outcome
}

async fn load_and_tail(
    mirror: &Weak<Mirror>,
    tail: &Client,
    tenant: &str,
    keys: &TenantKeys,
    retry: &mut Retry,
) -> Result<Outcome, fred::error::Error> {
    let tail = tail.with_options(&Options {
        timeout: Some(BLOCK + READ_GRACE),
        max_attempts: Some(1),
        ..Options::default()
    });
    // The stream's position before the load: whatever is written from here on is in
    // the records after it.
    let newest: Value = tail.xrevrange(&keys.log, "+", "-", Some(1)).await?;
    let mut last = parse_records(newest)
        .map_err(stream_error)?
        .pop()
        .map_or_else(|| "0-0".to_string(), |r| r.id);
    let Some(mut loaded) = load(mirror, &tail, tenant, keys).await? else {
        return Ok(Outcome::Gone);
    };
    match mirror.upgrade() {
        Some(m) => m.set_phase(tenant, Phase::Ready),
        None => return Ok(Outcome::Gone),
    }
    *retry = Retry {
        backoff: RETRY_FIRST,
        warned: false,
    };
    let block_ms = u64::try_from(BLOCK.as_millis()).unwrap_or(u64::MAX);
    loop {
        let reply: Value = tail
            .xread(Some(READ_COUNT), Some(block_ms), &keys.log, last.as_str())
            .await?;
        let Some(m) = mirror.upgrade() else {
            return Ok(Outcome::Gone);
        };
        let records = match reply {
            Value::Null => Vec::new(),
            reply => parse_records(stream_of(reply)?).map_err(stream_error)?,
        };
        for record in records {
            if record.prev != last {
                return Ok(Outcome::Gap);
            }
            last = record.id;
            if let Some(entry) = record.entry
                && !loaded.remove(&entry.key)
            {
                m.add(tenant, entry);
            }
        }
    }
}

/// Adds `tenant`'s live entries to the mirror, oldest first; their keys (so that the
/// stream's records of the same entries are not added twice), `None` if the mirror
/// was dropped meanwhile.
async fn load(
    mirror: &Weak<Mirror>,
    client: &WithOptions<Client>,
    tenant: &str,
    keys: &TenantKeys,
) -> Result<Option<HashSet<Arc<str>>>, fred::error::Error> {
    let members: Vec<String> = client
        .zrange(&keys.entries, 0, -1, None, false, None, false)
        .await?;
    let mut loaded = HashSet::with_capacity(members.len());
    for chunk in members.chunks(LOAD_CHUNK) {
        let pipeline = Pipeline::from(client.clone());
        let mut chunk_keys = Vec::with_capacity(chunk.len());
        for member in chunk {
            // Members are `<id>@<scope>` (earlier releases: `<id>`).
            let id = member.split('@').next().unwrap_or(member);
            let key: Arc<str> = format!("{}{id}", keys.entry_prefix).into();
            let _: () = pipeline.hmget(&*key, FIELDS.to_vec()).await?;
            chunk_keys.push(key);
        }
        let replies: Vec<Value> = pipeline.all().await?;
        let Some(m) = mirror.upgrade() else {
            return Ok(None);
        };
        for (key, reply) in chunk_keys.into_iter().zip(replies) {
            let Value::Array(values) = reply else {
                continue;
            };
            let values: Vec<Option<&[u8]>> = values.iter().map(Value::as_bytes).collect();
            if let Some(entry) = MirroredEntry::parse(key.clone(), &values, usize::MAX) {
                m.add(tenant, entry);
                loaded.insert(key);
            }
        }
    }
    Ok(Some(loaded))
}

fn stream_error(what: String) -> fred::error::Error {
    fred::error::Error::new(fred::error::ErrorKind::Parse, what)
}

/// The entries of the one stream of an XREAD reply (`[[key, entries]]`, or a map).
fn stream_of(reply: Value) -> Result<Value, fred::error::Error> {
    let malformed = || stream_error("unexpected XREAD reply".into());
    match reply {
        Value::Array(streams) => match streams.into_iter().next() {
            Some(Value::Array(pair)) => pair.into_iter().nth(1).ok_or_else(malformed),
            _ => Err(malformed()),
        },
        Value::Map(map) => map.inner().into_values().next().ok_or_else(malformed),
        _ => Err(malformed()),
    }
}

/// Stream entries (`[[id, [field, value, …]], …]`) as records.
fn parse_records(entries: Value) -> Result<Vec<Record>, String> {
    let Value::Array(entries) = entries else {
        return match entries {
            Value::Null => Ok(Vec::new()),
            _ => Err("stream entries are not an array".into()),
        };
    };
    let mut out = Vec::with_capacity(entries.len());
    for entry in entries {
        let Value::Array(parts) = entry else {
            return Err("a stream entry is not an array".into());
        };
        let [id, Value::Array(fields)] = parts.as_slice() else {
            return Err("a stream entry is not [id, fields]".into());
        };
        let Some(id) = id.as_str() else {
            return Err("a stream entry's id is not text".into());
        };
        let field = |name: &str| {
            fields
                .chunks_exact(2)
                .find(|kv| kv[0].as_bytes() == Some(name.as_bytes()))
                .and_then(|kv| kv[1].as_bytes())
        };
        let text = |name: &str| field(name).and_then(|b| std::str::from_utf8(b).ok());
        let entry = text("key").and_then(|key| {
            let values: Vec<Option<&[u8]>> = FIELDS.iter().map(|f| field(f)).collect();
            let max = text("max")?.parse().ok()?;
            MirroredEntry::parse(key.into(), &values, max)
        });
        out.push(Record {
            id: id.to_string(),
            prev: text("prev").unwrap_or("").to_string(),
            entry,
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

    fn vector(v: &[f32]) -> Value {
        Value::Bytes(
            v.iter()
                .flat_map(|x| x.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        )
    }

    fn record(id: &str, prev: &str, key: &str, vec: Value) -> Value {
        Value::Array(vec![
            s(id),
            Value::Array(vec![
                s("prev"),
                s(prev),
                s("key"),
                s(key),
                s("scope"),
                s("ab"),
                s("turn"),
                s("Where is my order?"),
                s("exp"),
                s("99"),
                s("max"),
                s("10"),
                s("vec"),
                vec,
            ]),
        ])
    }

    #[test]
    fn records_carry_their_entry_and_their_predecessor() {
        let reply = Value::Array(vec![Value::Array(vec![
            s("argus:sem:{t}:log"),
            Value::Array(vec![
                record("1-0", "0-0", "argus:sem:{t}:e:a", vector(&[0.5, -1.0])),
                record("2-0", "1-0", "argus:sem:{t}:e:b", s("abc")),
            ]),
        ])]);
        let records = parse_records(stream_of(reply).unwrap()).unwrap();
        assert_eq!(records.len(), 2);
        assert_eq!(
            (records[0].id.as_str(), records[0].prev.as_str()),
            ("1-0", "0-0")
        );
        let e = records[0].entry.as_ref().unwrap();
        assert_eq!(&*e.key, "argus:sem:{t}:e:a");
        assert_eq!(e.scope, "ab");
        assert_eq!(*e.turn, Turn::of("Where is my order?"));
        assert_eq!((e.expires_ms, e.max_entries), (99, 10));
        assert_eq!(e.vector, vec![0.5, -1.0]);
        // A vector that is not whole floats is no entry, but the record still counts
        // in the stream's chain.
        assert!(records[1].entry.is_none());
        assert_eq!(records[1].prev, "1-0");
        assert!(parse_records(Value::Integer(3)).is_err());
        assert!(parse_records(Value::Null).unwrap().is_empty());
    }

    #[test]
    fn an_expired_entry_never_enters_the_mirror() {
        let client = Builder::default_centralized().build().unwrap();
        let m = Mirror::new(client, 1 << 20);
        let entry = |exp: u64| MirroredEntry {
            key: "k".into(),
            scope: "s".into(),
            turn: Arc::new(Turn::unknown()),
            expires_ms: exp,
            max_entries: 10,
            vector: vec![1.0, 0.0],
        };
        m.add("t", entry(crate::stores::now_ms() - 1));
        assert_eq!(m.len("t"), 0);
        m.add("t", entry(crate::stores::now_ms() + 60_000));
        assert_eq!(m.len("t"), 1);
    }
}
