//! Inboxes of messages between actors, each letter delivered into exactly one request's
//! context.
//!
//! In Redis, one stream per actor (`argus:inbox:{<tenant>}`). The stream exists once
//! the Actor does: the operator opens it when it reconciles the Actor, and the actor's
//! sidecars when they start. A send appends only to an existing stream (XADD
//! NOMKSTREAM), so a message to an actor that does not exist is refused by name rather
//! than kept for nobody.
//!
//! Delivery takes before it forwards. A compilation looks at the oldest letters (XRANGE);
//! the block picks those that fit; one Lua script then removes exactly those from the
//! stream — XDEL says which were still there, so two replicas never take the same
//! letter — and writes them to the delivery record of that request
//! (`argus:inbox:{<tenant>}:took:<request>`, the request named by its session and a
//! digest of the body the agent sent), kept for [`RECORD_TTL_SECONDS`]. A replica that
//! crashes after the take loses nothing: the agent's retry of the same request finds
//! the record and carries the same letters again, and no other request sees them.
//! Acknowledging after the forward (the former design) could not promise that: a crash
//! between forward and ack left the letter pending, and a minute later another replica
//! claimed it into a different request — the same message in two turns. The price of
//! taking first: a letter taken by a request that failed and is never retried is not
//! offered again. Letters that did not fit stay in the stream, in order, for the next
//! request. In local mode, bounded queues and records in process do the same (there is
//! no registry of actors there: any peer is accepted).

use parking_lot::Mutex;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use crate::stores::vector_index::text;
use fred::prelude::*;
use fred::types::streams::{XCapKind, XCapTrim};
use serde::Serialize;
use sha2::{Digest, Sha256};

/// Group created with the stream (XGROUP CREATE … MKSTREAM is how an empty stream is
/// made); delivery reads the stream itself.
const GROUP: &str = "argus";
/// Messages kept per inbox; the oldest go beyond it.
pub const MAX_INBOX: usize = 10_000;
/// How long a request's delivery record is kept for its retries.
pub const RECORD_TTL_SECONDS: u64 = 600;
/// Delivery records kept in process (local mode); the oldest go beyond it.
const MEMORY_RECORDS: usize = 4_096;

/// A message between actors.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Letter {
    /// Stream id (Redis) or sequence (in process).
    pub id: String,
    /// Sending actor.
    pub from: String,
    /// The message.
    pub text: String,
    /// When it was sent (milliseconds since the epoch).
    pub at_ms: u64,
}

/// Why an inbox could not answer.
#[derive(Debug, thiserror::Error)]
pub enum InboxError {
    /// The recipient has no inbox: no Actor of that name was ever reconciled or served.
    #[error(
        "actor {0:?} does not exist: it has no inbox (the operator opens one for every Actor it reconciles)"
    )]
    NoSuchActor(String),
    /// Redis failed or answered something unexpected.
    #[error("inbox store: {0}")]
    Redis(String),
}

impl From<fred::error::Error> for InboxError {
    fn from(e: fred::error::Error) -> Self {
        InboxError::Redis(e.to_string())
    }
}

/// The request letters are delivered to: its session and the body the agent sent, so
/// that a retry of the same request is the same delivery.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Delivery(String);

impl Delivery {
    /// The delivery of the request with `body` in `session`.
    pub fn of(session: &str, body: &[u8]) -> Self {
        let mut h = Sha256::new();
        h.update((session.len() as u64).to_le_bytes());
        h.update(session.as_bytes());
        h.update(body);
        Self(hex::encode(&h.finalize()[..16]))
    }

    /// Its name in keys.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where inboxes live.
#[derive(Clone)]
pub enum Inbox {
    /// In process (local mode).
    Memory(Arc<MemoryInbox>),
    /// Redis Streams.
    Redis(RedisInbox),
}

// The Redis arm's future is boxed where awaited (a Redis command's future is about
// 6.5 KB; inline, it made every caller's future as large: see `Sessions::load`).
impl Inbox {
    /// Makes sure `tenant` has an inbox (its sidecar does at start).
    pub async fn open(&self, tenant: &str) -> Result<(), InboxError> {
        match self {
            Inbox::Memory(m) => {
                m.lock().queues.entry(tenant.to_string()).or_default();
                Ok(())
            }
            Inbox::Redis(r) => Box::pin(r.open(tenant)).await,
        }
    }

    /// Appends a letter to `to`'s inbox; its id.
    pub async fn append(
        &self,
        to: &str,
        from: &str,
        text: &str,
        at_ms: u64,
    ) -> Result<String, InboxError> {
        match self {
            Inbox::Memory(m) => Ok(m.append(to, from, text, at_ms)),
            Inbox::Redis(r) => Box::pin(r.append(to, from, text, at_ms)).await,
        }
    }

    /// Up to `n` waiting letters, oldest first, without taking them.
    pub async fn peek(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        if n == 0 {
            return Ok(Vec::new());
        }
        match self {
            Inbox::Memory(m) => Ok(m.peek(tenant, n)),
            Inbox::Redis(r) => Box::pin(r.peek(tenant, n)).await,
        }
    }

    /// The letters `delivery` took earlier (a retry of the same request), oldest first.
    pub async fn taken(
        &self,
        tenant: &str,
        delivery: &Delivery,
    ) -> Result<Vec<Letter>, InboxError> {
        match self {
            Inbox::Memory(m) => Ok(m.taken(tenant, delivery)),
            Inbox::Redis(r) => Box::pin(r.taken(tenant, delivery)).await,
        }
    }

    /// Takes the letters `ids` for `delivery`, atomically: those still waiting leave the
    /// inbox and join the delivery's record. The letters this call took (another
    /// replica may have taken some first).
    pub async fn take(
        &self,
        tenant: &str,
        delivery: &Delivery,
        ids: &[String],
    ) -> Result<Vec<Letter>, InboxError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        match self {
            Inbox::Memory(m) => Ok(m.take(tenant, delivery, ids)),
            Inbox::Redis(r) => Box::pin(r.take(tenant, delivery, ids)).await,
        }
    }

    /// Waiting letters.
    pub async fn depth(&self, tenant: &str) -> Result<u64, InboxError> {
        match self {
            Inbox::Memory(m) => Ok(m.peek(tenant, usize::MAX).len() as u64),
            Inbox::Redis(r) => Box::pin(r.depth(tenant)).await,
        }
    }
}

#[derive(Default)]
struct Queue {
    waiting: VecDeque<Letter>,
    next: u64,
}

#[derive(Default)]
struct Boxes {
    queues: HashMap<String, Queue>,
    /// Delivery records by (tenant, delivery): the letters and when they expire.
    records: HashMap<(String, Delivery), (Vec<Letter>, u64)>,
    /// Record keys, oldest first (for the cap).
    order: VecDeque<(String, Delivery)>,
}

/// In-process inboxes (local mode).
#[derive(Default)]
pub struct MemoryInbox {
    boxes: Mutex<Boxes>,
}

impl MemoryInbox {
    fn lock(&self) -> parking_lot::MutexGuard<'_, Boxes> {
        self.boxes.lock()
    }

    fn append(&self, to: &str, from: &str, text: &str, at_ms: u64) -> String {
        let mut boxes = self.lock();
        let q = boxes.queues.entry(to.to_string()).or_default();
        q.next += 1;
        let id = format!("{at_ms}-{}", q.next);
        if q.waiting.len() >= MAX_INBOX {
            q.waiting.pop_front();
        }
        q.waiting.push_back(Letter {
            id: id.clone(),
            from: from.to_string(),
            text: text.to_string(),
            at_ms,
        });
        id
    }

    fn peek(&self, tenant: &str, n: usize) -> Vec<Letter> {
        self.lock()
            .queues
            .get(tenant)
            .map_or_else(Vec::new, |q| q.waiting.iter().take(n).cloned().collect())
    }

    fn taken(&self, tenant: &str, delivery: &Delivery) -> Vec<Letter> {
        let now = crate::stores::now_ms();
        self.lock()
            .records
            .get(&(tenant.to_string(), delivery.clone()))
            .filter(|(_, expires)| *expires > now)
            .map_or_else(Vec::new, |(l, _)| l.clone())
    }

    fn take(&self, tenant: &str, delivery: &Delivery, ids: &[String]) -> Vec<Letter> {
        let now = crate::stores::now_ms();
        let mut boxes = self.lock();
        let Some(q) = boxes.queues.get_mut(tenant) else {
            return Vec::new();
        };
        let mut took = Vec::new();
        q.waiting.retain(|l| {
            if ids.contains(&l.id) {
                took.push(l.clone());
                false
            } else {
                true
            }
        });
        if took.is_empty() {
            return took;
        }
        let key = (tenant.to_string(), delivery.clone());
        boxes.records.retain(|_, (_, expires)| *expires > now);
        if !boxes.records.contains_key(&key) {
            boxes.order.push_back(key.clone());
        }
        let record = boxes.records.entry(key).or_insert_with(|| (Vec::new(), 0));
        record.0.extend(took.iter().cloned());
        record.1 = now + RECORD_TTL_SECONDS * 1000;
        while boxes.order.len() > MEMORY_RECORDS {
            if let Some(old) = boxes.order.pop_front() {
                boxes.records.remove(&old);
            }
        }
        let live: std::collections::HashSet<_> = boxes.records.keys().cloned().collect();
        boxes.order.retain(|k| live.contains(k));
        took
    }
}

/// Inboxes in Redis Streams (cheap to clone).
#[derive(Clone)]
pub struct RedisInbox {
    client: Client,
}

/// `argus:inbox:{<tenant>}`.
pub fn inbox_key(tenant: &str) -> String {
    argus_crds::inbox_key(tenant)
}

/// The delivery record of `delivery` (same hash slot as the inbox).
fn record_key(tenant: &str, delivery: &Delivery) -> String {
    format!("{}:took:{}", inbox_key(tenant), delivery.as_str())
}

/// KEYS: inbox stream, delivery record. ARGV: record TTL (s), then the ids to take.
/// Returns the records written (`{"id":…,"fields":[…]}`), one per letter taken.
const TAKE: &str = r#"
local took = {}
for i = 2, #ARGV do
  local e = redis.call('XRANGE', KEYS[1], ARGV[i], ARGV[i])
  if #e == 1 and redis.call('XDEL', KEYS[1], ARGV[i]) == 1 then
    local record = cjson.encode({id = ARGV[i], fields = e[1][2]})
    redis.call('RPUSH', KEYS[2], record)
    table.insert(took, record)
  end
end
if #took > 0 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
return took
"#;

impl RedisInbox {
    /// Inboxes over `client`.
    pub fn new(client: Client) -> Self {
        Self { client }
    }

    async fn open(&self, tenant: &str) -> Result<(), InboxError> {
        let created: Result<Value, fred::error::Error> = self
            .client
            .xgroup_create(inbox_key(tenant), GROUP, "$", true)
            .await;
        match created {
            Ok(_) => Ok(()),
            Err(e) if e.details().contains("BUSYGROUP") => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    async fn append(
        &self,
        to: &str,
        from: &str,
        text: &str,
        at_ms: u64,
    ) -> Result<String, InboxError> {
        // NOMKSTREAM: only an actor that exists has an inbox to append to.
        let id: Option<String> = self
            .client
            .xadd(
                inbox_key(to),
                true,
                (XCapKind::MaxLen, XCapTrim::AlmostExact, MAX_INBOX as i64),
                "*",
                vec![
                    ("from", from.to_string()),
                    ("text", text.to_string()),
                    ("at", at_ms.to_string()),
                ],
            )
            .await?;
        id.ok_or_else(|| InboxError::NoSuchActor(crate::stores::entry::actor_of(to).to_string()))
    }

    async fn peek(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        let reply: Value = self
            .client
            .xrange(inbox_key(tenant), "-", "+", Some(n as u64))
            .await?;
        Ok(letters(reply))
    }

    async fn taken(&self, tenant: &str, delivery: &Delivery) -> Result<Vec<Letter>, InboxError> {
        let records: Vec<String> = self
            .client
            .lrange(record_key(tenant, delivery), 0, -1)
            .await?;
        Ok(records.iter().filter_map(|r| recorded(r)).collect())
    }

    async fn take(
        &self,
        tenant: &str,
        delivery: &Delivery,
        ids: &[String],
    ) -> Result<Vec<Letter>, InboxError> {
        let keys = vec![inbox_key(tenant), record_key(tenant, delivery)];
        let mut args = vec![RECORD_TTL_SECONDS.to_string()];
        args.extend(ids.iter().cloned());
        let records: Vec<String> = self.client.eval(TAKE, keys, args).await?;
        Ok(records.iter().filter_map(|r| recorded(r)).collect())
    }

    async fn depth(&self, tenant: &str) -> Result<u64, InboxError> {
        Ok(self.client.xlen(inbox_key(tenant)).await?)
    }
}

/// A letter of a delivery record (`{"id":…,"fields":[field, value, …]}`).
fn recorded(record: &str) -> Option<Letter> {
    let v: serde_json::Value = serde_json::from_str(record).ok()?;
    let mut letter = Letter {
        id: v["id"].as_str()?.to_string(),
        from: String::new(),
        text: String::new(),
        at_ms: 0,
    };
    for kv in v["fields"].as_array()?.chunks(2) {
        let [k, v] = kv else { continue };
        let v = v.as_str().unwrap_or_default();
        match k.as_str() {
            Some("from") => letter.from = v.to_string(),
            Some("text") => letter.text = v.to_string(),
            Some("at") => letter.at_ms = v.parse().unwrap_or(0),
            _ => {}
        }
    }
    Some(letter)
}

/// Reads `[[id, [field, value, …]], …]`; entries deleted while pending come back with
/// nil fields and are skipped.
fn letters(entries: Value) -> Vec<Letter> {
    let Value::Array(entries) = entries else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for e in entries {
        let Value::Array(mut pair) = e else { continue };
        if pair.len() != 2 {
            continue;
        }
        let fields = pair.pop();
        let id = pair.pop().as_ref().and_then(text).unwrap_or_default();
        let Some(Value::Array(fields)) = fields else {
            continue;
        };
        let mut letter = Letter {
            id,
            from: String::new(),
            text: String::new(),
            at_ms: 0,
        };
        for kv in fields.chunks(2) {
            let [k, v] = kv else { continue };
            let v = text(v).unwrap_or_default();
            match text(k).as_deref() {
                Some("from") => letter.from = v,
                Some("text") => letter.text = v,
                Some("at") => letter.at_ms = v.parse().unwrap_or(0),
                _ => {}
            }
        }
        out.push(letter);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(letters: &[Letter]) -> Vec<&str> {
        letters.iter().map(|l| l.text.as_str()).collect()
    }

    #[test]
    fn memory_inbox_gives_each_letter_to_one_delivery_and_again_to_its_retry() {
        let inbox = MemoryInbox::default();
        inbox.append("b", "a", "one", 1);
        inbox.append("b", "a", "two", 2);
        inbox.append("b", "a", "three", 3);
        let first = Delivery::of("s1", b"request one");
        let waiting = inbox.peek("b", 2);
        // Only "one" fits the block: "two" stays, first in line.
        let took = inbox.take("b", &first, &[waiting[0].id.clone()]);
        assert_eq!(texts(&took), ["one"]);
        assert_eq!(texts(&inbox.peek("b", 5)), ["two", "three"]);
        // Taking again (another replica that looked at the same time) finds nothing.
        let other = Delivery::of("s2", b"request two");
        assert!(inbox.take("b", &other, &[waiting[0].id.clone()]).is_empty());
        // The retry of the first request finds what it took; the other request does not.
        assert_eq!(texts(&inbox.taken("b", &first)), ["one"]);
        assert!(inbox.taken("b", &other).is_empty());
    }

    #[test]
    fn a_delivery_is_named_by_session_and_body() {
        let d = Delivery::of("s", b"body");
        assert_eq!(d, Delivery::of("s", b"body"));
        assert_ne!(d, Delivery::of("s", b"body2"));
        assert_ne!(d, Delivery::of("s2", b"body"));
        assert_eq!(d.as_str().len(), 32);
    }
}
