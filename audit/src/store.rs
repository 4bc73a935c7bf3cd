//! The chain in Redis: one stream per tenant, `argus:audit:{<tenant>}`, whose entries
//! hold `seq`, `hash` and `entry` (the canonical JSON), beside two hashes under the same
//! hash tag: `…:head` (seq and hash of the newest entry) and `…:checkpoint` (the last
//! entry retention trimmed). Appends from any number of writers go through one Lua
//! script that checks the head the writer built on, so the chain never forks.

use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};

use crate::{Anchor, Break, BreakReason, Entry, GENESIS, Head, Record, Verified, Verifier};

/// Appends `ARGV[5]` (entry `ARGV[3]`, hash `ARGV[4]`) if the head is still `ARGV[1]`,
/// `ARGV[2]`; else answers the head it found. The head falls back on the newest stream
/// entry, then on the checkpoint, should its key be lost.
const APPEND: &str = r#"
local h = redis.call('HMGET', KEYS[2], 'seq', 'hash')
local seq, hash = h[1], h[2]
if not seq then
  local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
  if #last > 0 then
    local f = last[1][2]
    for i = 1, #f, 2 do
      if f[i] == 'seq' then seq = f[i + 1] elseif f[i] == 'hash' then hash = f[i + 1] end
    end
  end
  if not seq then
    local c = redis.call('HMGET', KEYS[3], 'seq', 'hash')
    seq, hash = c[1] or '0', c[2] or ARGV[6]
  end
end
if seq ~= ARGV[1] or hash ~= ARGV[2] then return {0, seq, hash} end
local id = redis.call('XADD', KEYS[1], '*', 'seq', ARGV[3], 'hash', ARGV[4], 'entry', ARGV[5])
redis.call('HSET', KEYS[2], 'seq', ARGV[3], 'hash', ARGV[4])
return {1, id}
"#;

/// Trims the entries older than `ARGV[1]` ms, keeping the newest trimmed entry's seq and
/// hash in the checkpoint key: answers {trimmed, seq, hash} or 0 when nothing is old.
const TRIM: &str = r#"
local last = redis.call('XREVRANGE', KEYS[1], '(' .. ARGV[1] .. '-0', '-', 'COUNT', 1)
if #last == 0 then return 0 end
local seq, hash
local f = last[1][2]
for i = 1, #f, 2 do
  if f[i] == 'seq' then seq = f[i + 1] elseif f[i] == 'hash' then hash = f[i + 1] end
end
if not seq or not hash then return redis.error_reply('foreign entry ' .. last[1][1] .. ' at the retention cut') end
redis.call('HSET', KEYS[2], 'seq', seq, 'hash', hash)
local n = redis.call('XTRIM', KEYS[1], 'MINID', ARGV[1])
return {n, seq, hash}
"#;

/// Errors of the Redis chain.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("redis: {0}")]
    Redis(#[from] fred::error::Error),
    #[error("unexpected reply from redis to {what}: {reply}")]
    Reply { what: &'static str, reply: String },
    #[error("the append did not settle after {0} attempts (too many concurrent writers)")]
    Contended(u32),
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// The stream key of `tenant`'s chain.
pub fn stream_key(tenant: &str) -> String {
    format!("argus:audit:{{{tenant}}}")
}

fn head_key(tenant: &str) -> String {
    format!("{}:head", stream_key(tenant))
}

fn checkpoint_key(tenant: &str) -> String {
    format!("{}:checkpoint", stream_key(tenant))
}

/// One stored stream entry: its id and its `entry` field (absent in a foreign entry).
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    pub id: String,
    pub entry: Option<String>,
}

/// The chains of a Redis (cheap to clone).
#[derive(Clone)]
pub struct ChainStore {
    client: Client,
}

impl ChainStore {
    /// Over a connected client.
    pub fn new(client: Client) -> Self {
        Self { client }
    }

    /// The Redis client underneath (the operator's console reads its session data there).
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Appends `record` to `tenant`'s chain. `head` is where the caller believes the chain
    /// stands (its last append; `None` to read it); on return it holds the new head.
    /// Another writer's appends in between cost a retry, never a fork.
    pub async fn append(
        &self,
        tenant: &str,
        record: Record,
        head: &mut Option<Head>,
    ) -> Result<Entry> {
        const ATTEMPTS: u32 = 64;
        let mut base = match head.take() {
            Some(h) => h,
            None => self.head(tenant).await?,
        };
        for attempt in 0..ATTEMPTS {
            if attempt > 0 {
                // Writers that lost a race back off for a jittered, growing moment, so
                // that one busy writer cannot win every round against another.
                let jitter = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| u64::from(d.subsec_nanos()) % 500);
                let micros = u64::from(attempt.min(20)) * 200 + jitter;
                tokio::time::sleep(std::time::Duration::from_micros(micros)).await;
            }
            let entry = record.clone().chain(&base);
            let reply: Value = self
                .client
                .eval(
                    APPEND,
                    vec![stream_key(tenant), head_key(tenant), checkpoint_key(tenant)],
                    vec![
                        base.seq.to_string(),
                        base.hash.clone(),
                        entry.seq.to_string(),
                        entry.hash.clone(),
                        entry.to_json(),
                        GENESIS.to_string(),
                    ],
                )
                .await?;
            match reply {
                Value::Array(v) if v.first().and_then(Value::as_i64) == Some(1) => {
                    *head = Some(entry.head());
                    return Ok(entry);
                }
                Value::Array(v) if v.len() == 3 => {
                    base = head_of(&v[1], &v[2]).ok_or_else(|| reply_error("append", &v))?;
                }
                other => return Err(reply_error("append", &other)),
            }
        }
        Err(StoreError::Contended(ATTEMPTS))
    }

    /// Where `tenant`'s chain stands (seq 0 for none).
    pub async fn head(&self, tenant: &str) -> Result<Head> {
        let (seq, hash): (Option<u64>, Option<String>) = self
            .client
            .hmget(head_key(tenant), vec!["seq", "hash"])
            .await?;
        match (seq, hash) {
            (Some(seq), Some(hash)) => Ok(Head { seq, hash }),
            _ => Ok(Head::default()),
        }
    }

    /// Where verification of `tenant`'s chain starts: the retention checkpoint, or the
    /// beginning.
    pub async fn checkpoint(&self, tenant: &str) -> Result<Anchor> {
        let (seq, hash): (Option<u64>, Option<String>) = self
            .client
            .hmget(checkpoint_key(tenant), vec!["seq", "hash"])
            .await?;
        match (seq, hash) {
            (Some(seq), Some(hash)) => Ok(Head { seq, hash }),
            _ => Ok(Head::default()),
        }
    }

    /// Up to `count` stored entries after stream id `after` (from the start for `None`).
    pub async fn read(&self, tenant: &str, after: Option<&str>, count: u64) -> Result<Vec<Stored>> {
        let start = after.map_or_else(|| "-".to_string(), |a| format!("({a}"));
        let reply: Value = self
            .client
            .custom(
                CustomCommand::new_static("XRANGE", ClusterHash::FirstKey, false),
                vec![
                    stream_key(tenant),
                    start,
                    "+".to_string(),
                    "COUNT".to_string(),
                    count.to_string(),
                ],
            )
            .await?;
        let Value::Array(items) = reply else {
            return Err(reply_error("XRANGE", &reply));
        };
        items
            .into_iter()
            .map(|item| {
                let Value::Array(mut pair) = item else {
                    return Err(reply_error("XRANGE", &item));
                };
                let fields = pair.pop();
                let id = pair.pop().and_then(|v| v.into_string());
                let (Some(id), Some(Value::Array(fields))) = (id, fields) else {
                    return Err(reply_error("XRANGE", &Value::Array(pair)));
                };
                let mut entry = None;
                for kv in fields.chunks(2) {
                    if let [k, v] = kv
                        && k.as_str().as_deref() == Some("entry")
                    {
                        entry = v.as_string();
                    }
                }
                Ok(Stored { id, entry })
            })
            .collect()
    }

    /// Reads `tenant`'s whole chain in pages, calling `each` per entry in order.
    pub async fn scan(
        &self,
        tenant: &str,
        mut each: impl FnMut(&Stored) -> std::ops::ControlFlow<()>,
    ) -> Result<()> {
        const PAGE: u64 = 1000;
        let mut after: Option<String> = None;
        loop {
            let page = self.read(tenant, after.as_deref(), PAGE).await?;
            for s in &page {
                if each(s).is_break() {
                    return Ok(());
                }
            }
            match page.last() {
                Some(last) if page.len() as u64 == PAGE => after = Some(last.id.clone()),
                _ => return Ok(()),
            }
        }
    }

    /// Verifies `tenant`'s chain from its checkpoint to its end, and against `expected`
    /// (a head recorded elsewhere, e.g. the GateStack status) and the store's own head.
    /// `Ok(Err(break))` is a chain that does not verify; `Err` a store that cannot be read.
    pub async fn verify(
        &self,
        tenant: &str,
        expected: Option<Head>,
    ) -> Result<Result<Verified, Break>> {
        let anchor = self.checkpoint(tenant).await?;
        let own = self.head(tenant).await?;
        // The higher of the two heads is the one the chain must reach; the other is only
        // checked by seq and hash on the way.
        let mut verifier = Verifier::new(anchor.clone());
        let mut second = None;
        match expected {
            Some(e) if e.seq >= own.seq => {
                verifier = verifier.expect_head(e);
                second = Some(own);
            }
            Some(e) => {
                verifier = verifier.expect_head(own);
                second = Some(e);
            }
            None if own.seq > 0 => verifier = verifier.expect_head(own),
            None => {}
        }
        let mut broken = None;
        self.scan(tenant, |s| {
            let pushed = match &s.entry {
                Some(json) => verifier.push(Some(&s.id), json),
                None => Err(Break {
                    seq: verifier.next_seq(),
                    id: Some(s.id.clone()),
                    reason: BreakReason::Foreign(
                        "a stream entry without an `entry` field".to_string(),
                    ),
                }),
            };
            match pushed {
                Ok(entry) => {
                    if let Some(h) = &second
                        && h.seq == entry.seq
                        && h.hash != entry.hash
                    {
                        broken = Some(Break {
                            seq: entry.seq,
                            id: Some(s.id.clone()),
                            reason: BreakReason::Head {
                                seq: entry.seq,
                                expected: h.hash.clone(),
                                found: entry.hash,
                            },
                        });
                        return std::ops::ControlFlow::Break(());
                    }
                    std::ops::ControlFlow::Continue(())
                }
                Err(b) => {
                    broken = Some(b);
                    std::ops::ControlFlow::Break(())
                }
            }
        })
        .await?;
        if let Some(b) = broken {
            return Ok(Err(b));
        }
        let verified = verifier.finish();
        if let (Ok(v), Some(h)) = (&verified, &second)
            && h.seq > v.head.seq
        {
            return Ok(Err(Break {
                seq: v.head.seq + 1,
                id: None,
                reason: BreakReason::Truncated {
                    last: v.head.seq,
                    head: h.seq,
                },
            }));
        }
        Ok(verified)
    }

    /// Retention: trims `tenant`'s entries stored before `cutoff_ms` (Unix ms), keeping
    /// the last trimmed entry as the checkpoint, and records the trim in the chain as a
    /// checkpoint entry. Answers that entry, or `None` when nothing was old enough.
    pub async fn trim_before(
        &self,
        tenant: &str,
        cutoff_ms: u64,
        head: &mut Option<Head>,
    ) -> Result<Option<Entry>> {
        let reply: Value = self
            .client
            .eval(
                TRIM,
                vec![stream_key(tenant), checkpoint_key(tenant)],
                vec![cutoff_ms.to_string()],
            )
            .await?;
        let last_trimmed = match reply {
            Value::Array(v) if v.len() == 3 => {
                head_of(&v[1], &v[2]).ok_or_else(|| reply_error("trim", &v))?
            }
            Value::Integer(0) => return Ok(None),
            other => return Err(reply_error("trim", &other)),
        };
        let entry = self
            .append(tenant, Record::checkpoint(tenant, last_trimmed), head)
            .await?;
        Ok(Some(entry))
    }

    /// The tenants with a chain in this Redis.
    pub async fn tenants(&self) -> Result<Vec<String>> {
        let mut cursor = "0".to_string();
        let mut out = Vec::new();
        loop {
            let reply: Value = self
                .client
                .custom(
                    CustomCommand::new_static("SCAN", ClusterHash::Random, false),
                    vec![
                        cursor,
                        "MATCH".into(),
                        "argus:audit:{*}:head".into(),
                        "COUNT".into(),
                        "500".into(),
                    ],
                )
                .await?;
            let Value::Array(mut v) = reply else {
                return Err(reply_error("SCAN", &reply));
            };
            let (Some(Value::Array(keys)), Some(next)) =
                (v.pop(), v.pop().and_then(|c| c.into_string()))
            else {
                return Err(reply_error("SCAN", &Value::Array(v)));
            };
            for k in keys {
                if let Some(t) = k.as_str().and_then(|k| {
                    k.strip_prefix("argus:audit:{")?
                        .strip_suffix("}:head")
                        .map(str::to_string)
                }) {
                    out.push(t);
                }
            }
            if next == "0" {
                out.sort();
                out.dedup();
                return Ok(out);
            }
            cursor = next;
        }
    }
}

fn head_of(seq: &Value, hash: &Value) -> Option<Head> {
    Some(Head {
        seq: seq.as_string()?.parse().ok()?,
        hash: hash.as_string()?,
    })
}

fn reply_error(what: &'static str, reply: &impl std::fmt::Debug) -> StoreError {
    StoreError::Reply {
        what,
        reply: format!("{reply:?}"),
    }
}
