//! Inboxes of messages between actors. In Redis, one stream per actor
//! (`argus:inbox:{<tenant>}`) read through the consumer group `argus`: a replica claims
//! new messages for itself (XREADGROUP), and once they are in a request's context it
//! acknowledges and deletes them (XACK + XDEL), so a message is delivered once however
//! many replicas read. Messages a replica claimed but could not fit are read again by
//! that replica first; those of a replica that went away are claimed by another after a
//! minute (XAUTOCLAIM). In local mode a bounded queue per actor does the same.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use fred::prelude::*;
use fred::types::streams::{XCapKind, XCapTrim};
use serde::Serialize;

/// Group every sidecar reads inboxes through.
const GROUP: &str = "argus";
/// Messages kept per inbox; the oldest go beyond it.
pub const MAX_INBOX: usize = 10_000;
/// Milliseconds after which a message claimed by a replica that never acknowledged it
/// goes to another.
const RECLAIM_IDLE_MS: u64 = 60_000;

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
    /// Redis failed or answered something unexpected.
    #[error("inbox store: {0}")]
    Redis(String),
}

impl From<fred::error::Error> for InboxError {
    fn from(e: fred::error::Error) -> Self {
        InboxError::Redis(e.to_string())
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

impl Inbox {
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
            Inbox::Redis(r) => r.append(to, from, text, at_ms).await,
        }
    }

    /// Claims up to `n` letters of `tenant`'s inbox for this replica, oldest first.
    pub async fn claim(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        if n == 0 {
            return Ok(Vec::new());
        }
        match self {
            Inbox::Memory(m) => Ok(m.claim(tenant, n)),
            Inbox::Redis(r) => r.claim(tenant, n).await,
        }
    }

    /// Marks letters delivered: they never come back.
    pub async fn ack(&self, tenant: &str, ids: &[String]) -> Result<(), InboxError> {
        if ids.is_empty() {
            return Ok(());
        }
        match self {
            Inbox::Memory(m) => {
                m.ack(tenant, ids);
                Ok(())
            }
            Inbox::Redis(r) => r.ack(tenant, ids).await,
        }
    }

    /// Gives back letters claimed but not delivered (in process; Redis keeps them
    /// pending for this replica).
    pub fn release(&self, tenant: &str, letters: Vec<Letter>) {
        if let Inbox::Memory(m) = self {
            m.release(tenant, letters);
        }
    }

    /// Up to `n` undelivered letters, oldest first, without claiming them.
    pub async fn peek(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        match self {
            Inbox::Memory(m) => Ok(m.peek(tenant, n)),
            Inbox::Redis(r) => r.peek(tenant, n).await,
        }
    }

    /// Undelivered letters.
    pub async fn depth(&self, tenant: &str) -> Result<u64, InboxError> {
        match self {
            Inbox::Memory(m) => Ok(m.peek(tenant, usize::MAX).len() as u64),
            Inbox::Redis(r) => r.depth(tenant).await,
        }
    }
}

#[derive(Default)]
struct Queue {
    waiting: VecDeque<Letter>,
    next: u64,
}

/// In-process inboxes (local mode).
#[derive(Default)]
pub struct MemoryInbox {
    queues: Mutex<HashMap<String, Queue>>,
}

impl MemoryInbox {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Queue>> {
        self.queues.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn append(&self, to: &str, from: &str, text: &str, at_ms: u64) -> String {
        let mut queues = self.lock();
        let q = queues.entry(to.to_string()).or_default();
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

    fn claim(&self, tenant: &str, n: usize) -> Vec<Letter> {
        let mut queues = self.lock();
        let Some(q) = queues.get_mut(tenant) else {
            return Vec::new();
        };
        let n = n.min(q.waiting.len());
        q.waiting.drain(..n).collect()
    }

    fn ack(&self, _tenant: &str, _ids: &[String]) {
        // Claimed letters already left the queue.
    }

    fn release(&self, tenant: &str, letters: Vec<Letter>) {
        let mut queues = self.lock();
        let q = queues.entry(tenant.to_string()).or_default();
        for l in letters.into_iter().rev() {
            q.waiting.push_front(l);
        }
    }

    fn peek(&self, tenant: &str, n: usize) -> Vec<Letter> {
        self.lock()
            .get(tenant)
            .map_or_else(Vec::new, |q| q.waiting.iter().take(n).cloned().collect())
    }
}

/// Inboxes in Redis Streams (cheap to clone).
#[derive(Clone)]
pub struct RedisInbox {
    client: Client,
    consumer: Arc<str>,
}

/// `argus:inbox:{<tenant>}`.
pub fn inbox_key(tenant: &str) -> String {
    argus_crds::contract::inbox_key(tenant)
}

impl RedisInbox {
    /// Inboxes over `client`, read as consumer `consumer` (unique per replica).
    pub fn new(client: Client, consumer: impl Into<Arc<str>>) -> Self {
        Self {
            client,
            consumer: consumer.into(),
        }
    }

    async fn ensure_group(&self, key: &str) -> Result<(), InboxError> {
        let created: Result<Value, fred::error::Error> =
            self.client.xgroup_create(key, GROUP, "0", true).await;
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
        let key = inbox_key(to);
        self.ensure_group(&key).await?;
        let id: String = self
            .client
            .xadd(
                &key,
                false,
                (XCapKind::MaxLen, XCapTrim::AlmostExact, MAX_INBOX as i64),
                "*",
                vec![
                    ("from", from.to_string()),
                    ("text", text.to_string()),
                    ("at", at_ms.to_string()),
                ],
            )
            .await?;
        Ok(id)
    }

    async fn claim(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        let key = inbox_key(tenant);
        self.ensure_group(&key).await?;
        // Own pending letters first (claimed earlier, not yet delivered), then those of a
        // replica that went away, then new ones.
        let mut out = self.read(&key, "0", n).await?;
        if out.len() < n {
            let reclaimed: Value = self
                .client
                .xautoclaim(
                    &key,
                    GROUP,
                    &*self.consumer,
                    RECLAIM_IDLE_MS,
                    "0-0",
                    Some((n - out.len()) as u64),
                    false,
                )
                .await?;
            if let Value::Array(parts) = reclaimed
                && let Some(entries) = parts.get(1)
            {
                out.extend(letters(entries.clone()));
            }
        }
        if out.len() < n {
            let fresh = self.read(&key, ">", n - out.len()).await?;
            out.extend(fresh);
        }
        out.dedup_by(|a, b| a.id == b.id);
        out.truncate(n);
        Ok(out)
    }

    async fn read(&self, key: &str, from: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        let reply: Value = self
            .client
            .xreadgroup(
                GROUP,
                &*self.consumer,
                Some(n as u64),
                None,
                false,
                key,
                from,
            )
            .await?;
        // [[key, [[id, [field, value, …]], …]]] (nil when nothing is there).
        let Value::Array(streams) = reply else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for s in streams {
            if let Value::Array(pair) = s
                && let Some(entries) = pair.into_iter().nth(1)
            {
                out.extend(letters(entries));
            }
        }
        Ok(out)
    }

    async fn ack(&self, tenant: &str, ids: &[String]) -> Result<(), InboxError> {
        let key = inbox_key(tenant);
        let _: i64 = self.client.xack(&key, GROUP, ids.to_vec()).await?;
        let _: i64 = self.client.xdel(&key, ids.to_vec()).await?;
        Ok(())
    }

    async fn peek(&self, tenant: &str, n: usize) -> Result<Vec<Letter>, InboxError> {
        let reply: Value = self
            .client
            .xrange(inbox_key(tenant), "-", "+", Some(n as u64))
            .await?;
        Ok(letters(reply))
    }

    async fn depth(&self, tenant: &str) -> Result<u64, InboxError> {
        Ok(self.client.xlen(inbox_key(tenant)).await?)
    }
}

fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.to_string()),
        Value::Bytes(b) => Some(String::from_utf8_lossy(b).into_owned()),
        Value::Integer(i) => Some(i.to_string()),
        _ => None,
    }
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

    #[test]
    fn memory_inbox_delivers_each_letter_once_and_in_order() {
        let inbox = MemoryInbox::default();
        inbox.append("b", "a", "one", 1);
        inbox.append("b", "a", "two", 2);
        inbox.append("b", "a", "three", 3);
        let first = inbox.claim("b", 2);
        assert_eq!(
            first.iter().map(|l| l.text.as_str()).collect::<Vec<_>>(),
            ["one", "two"]
        );
        // One did not fit: it is given back and comes first next time.
        inbox.release("b", vec![first[1].clone()]);
        let next = inbox.claim("b", 5);
        assert_eq!(
            next.iter().map(|l| l.text.as_str()).collect::<Vec<_>>(),
            ["two", "three"]
        );
        assert!(inbox.claim("b", 5).is_empty());
    }
}
