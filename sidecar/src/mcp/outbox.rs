//! What upstream MCP servers send an agent session outside its calls: notifications
//! (`notifications/tools/list_changed`, log messages) and server-to-client requests
//! (roots, sampling, elicitation). They go out on the session's server-initiated stream
//! (`GET /mcp`), or wait in a bounded buffer until the agent opens it. A request's id is
//! replaced by one the gateway owns, because several upstreams may use the same ids: the
//! agent's response (POSTed back) is routed to the upstream that asked, under its own id.
//! The gateway asks questions of its own the same way (a stateless upstream's input
//! requests, put to a handshake-era agent, see `input`): their answers go to a waiter.

use parking_lot::Mutex;
use std::collections::{BTreeMap, VecDeque};

use bytes::Bytes;
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

/// Messages kept for an agent whose stream is not open (the oldest go first).
pub const MAX_PENDING: usize = 64;
/// Upstream requests awaiting the agent's response (the oldest are forgotten first).
pub const MAX_ASKED: usize = 256;

/// The upstream request behind an id the gateway gave the agent.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    /// The upstream's URL.
    pub url: String,
    /// The id the upstream used.
    pub id: Value,
}

#[derive(Default)]
struct Inner {
    stream: Option<mpsc::Sender<Bytes>>,
    pending: VecDeque<Bytes>,
    asked: BTreeMap<u64, Asked>,
    waiting: BTreeMap<u64, oneshot::Sender<Value>>,
    next: u64,
}

/// One agent session's outgoing side.
#[derive(Default)]
pub struct Outbox(Mutex<Inner>);

impl std::fmt::Debug for Outbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.lock();
        f.debug_struct("Outbox")
            .field("open", &inner.stream.is_some())
            .field("pending", &inner.pending.len())
            .field("asked", &inner.asked.len())
            .finish()
    }
}

const ID_PREFIX: &str = "argus-up-";

impl Outbox {
    fn lock(&self) -> parking_lot::MutexGuard<'_, Inner> {
        self.0.lock()
    }

    /// Opens the agent's stream (replacing one already open: one stream per session, so
    /// that no message goes out twice); what waited goes out first.
    pub fn open(&self) -> mpsc::Receiver<Bytes> {
        let (tx, rx) = mpsc::channel(MAX_PENDING);
        let mut inner = self.lock();
        while let Some(m) = inner.pending.pop_front() {
            // The channel holds MAX_PENDING, as many as can wait.
            let _ = tx.try_send(m);
        }
        inner.stream = Some(tx);
        rx
    }

    /// Gives an upstream request (`message`, from the upstream at `url`) a gateway id,
    /// remembered for the agent's response; other messages pass unchanged.
    pub fn ask(&self, url: &str, mut message: Value) -> Value {
        if message.get("method").is_some()
            && let Some(id) = message.get("id").cloned()
        {
            let mut inner = self.lock();
            let n = inner.next;
            inner.next += 1;
            inner.asked.insert(
                n,
                Asked {
                    url: url.to_string(),
                    id,
                },
            );
            while inner.asked.len() > MAX_ASKED {
                inner.asked.pop_first();
            }
            message["id"] = Value::String(format!("{ID_PREFIX}{n}"));
        }
        message
    }

    /// Sends `message` from the upstream at `url` to the agent on the session's stream
    /// (a request with a gateway id, see [`Self::ask`]). Returns the message as sent.
    pub fn deliver(&self, url: &str, message: Value) -> Value {
        let message = self.ask(url, message);
        let mut inner = self.lock();
        let event = super::upstream::sse_event(&message);
        let sent = match &inner.stream {
            Some(tx) => match tx.try_send(event.clone()) {
                Ok(()) => true,
                // A full stream is an agent that does not read: keep the message as
                // for a closed one, within the bound.
                Err(mpsc::error::TrySendError::Full(_)) => false,
                Err(mpsc::error::TrySendError::Closed(_)) => {
                    inner.stream = None;
                    false
                }
            },
            None => false,
        };
        if !sent {
            if inner.pending.len() == MAX_PENDING {
                inner.pending.pop_front();
                tracing::warn!(
                    url,
                    "MCP session stream not read: the oldest waiting upstream message was dropped"
                );
            }
            inner.pending.push_back(event);
        }
        message
    }

    /// A gateway id for a question the gateway puts to the agent, and where its answer
    /// (the agent's whole response message) arrives.
    pub fn question(&self) -> (Value, oneshot::Receiver<Value>) {
        let (tx, rx) = oneshot::channel();
        let mut inner = self.lock();
        let n = inner.next;
        inner.next += 1;
        inner.waiting.insert(n, tx);
        while inner.waiting.len() > MAX_ASKED {
            inner.waiting.pop_first();
        }
        (Value::String(format!("{ID_PREFIX}{n}")), rx)
    }

    /// Hands the agent's response `message` to the gateway question it answers; false
    /// when it answers none (then it may answer an upstream, see [`Self::answered`]).
    pub fn resolve(&self, message: &Value) -> bool {
        let Some(n) = message["id"]
            .as_str()
            .and_then(|i| i.strip_prefix(ID_PREFIX))
            .and_then(|n| n.parse::<u64>().ok())
        else {
            return false;
        };
        let waiter = self.lock().waiting.remove(&n);
        match waiter {
            Some(tx) => {
                let _ = tx.send(message.clone());
                true
            }
            None => false,
        }
    }

    /// The upstream request that the agent's response with `id` answers (once).
    pub fn answered(&self, id: &Value) -> Option<Asked> {
        let n = id.as_str()?.strip_prefix(ID_PREFIX)?.parse::<u64>().ok()?;
        self.lock().asked.remove(&n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn data(b: &Bytes) -> Value {
        let text = String::from_utf8_lossy(b);
        let line = text
            .lines()
            .find_map(|l| l.strip_prefix("data: "))
            .unwrap_or("");
        serde_json::from_str(line).unwrap_or(Value::Null)
    }

    #[test]
    fn messages_wait_for_the_stream_and_requests_are_routed_back_by_a_gateway_id() {
        let outbox = Outbox::default();
        let note = json!({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"});
        outbox.deliver("http://a/mcp", note.clone());
        let asked = outbox.deliver(
            "http://b/mcp",
            json!({"jsonrpc": "2.0", "id": 0, "method": "roots/list"}),
        );
        assert_eq!(asked["id"], "argus-up-0");
        let mut rx = outbox.open();
        assert_eq!(rx.try_recv().map(|b| data(&b)), Ok(note));
        assert_eq!(rx.try_recv().map(|b| data(&b)), Ok(asked.clone()));
        assert_eq!(
            outbox.answered(&asked["id"]),
            Some(Asked {
                url: "http://b/mcp".into(),
                id: json!(0)
            })
        );
        assert_eq!(outbox.answered(&asked["id"]), None, "answered once");
        assert_eq!(outbox.answered(&json!(7)), None);
        // Open: straight out.
        outbox.deliver("http://a/mcp", json!({"jsonrpc": "2.0", "method": "x"}));
        assert_eq!(
            rx.try_recv().map(|b| data(&b)["method"].clone()),
            Ok(json!("x"))
        );
    }

    #[test]
    fn the_gateways_own_questions_are_answered_to_their_waiter() {
        let outbox = Outbox::default();
        let upstream = outbox.ask(
            "u",
            json!({"jsonrpc": "2.0", "id": 3, "method": "roots/list"}),
        );
        let (id, mut rx) = outbox.question();
        assert_ne!(id, upstream["id"]);
        assert!(!outbox.resolve(&json!({"id": upstream["id"], "result": {}})));
        assert!(outbox.resolve(&json!({"id": id, "result": {"action": "accept"}})));
        assert_eq!(
            rx.try_recv().map(|m| m["result"]["action"].clone()),
            Ok(json!("accept"))
        );
        assert!(!outbox.resolve(&json!({"id": id, "result": {}})), "once");
        assert!(outbox.answered(&upstream["id"]).is_some());
    }

    #[test]
    fn a_closed_stream_buffers_within_the_bound() {
        let outbox = Outbox::default();
        drop(outbox.open());
        for i in 0..MAX_PENDING + 5 {
            outbox.deliver(
                "u",
                json!({"jsonrpc": "2.0", "method": "n", "params": {"i": i}}),
            );
        }
        let mut rx = outbox.open();
        let first = rx.try_recv().map(|b| data(&b)["params"]["i"].clone());
        assert_eq!(first, Ok(json!(5)), "the oldest were dropped");
        let mut n = 1;
        while rx.try_recv().is_ok() {
            n += 1;
        }
        assert_eq!(n, MAX_PENDING);
    }
}
