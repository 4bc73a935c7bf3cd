//! Calls held for a stateless agent's input. A handshake-era upstream asks its client
//! mid-call (elicitation, sampling, roots) on the call's event stream; a stateless agent
//! cannot be asked, so the gateway answers it with an `input_required` result carrying
//! the request and a `requestState` of its own, and holds the upstream's stream here.
//! The agent's retry (the same tool, that `requestState`, its `inputResponses`) passes
//! the gates again; its answer goes to the upstream under the upstream's id, and the
//! held stream is read on into the retry's answer. Bounded in number and by the call's
//! deadline; a call dropped here closes its upstream request.

use std::collections::VecDeque;

use hyper::body::Incoming;
use serde_json::Value;
use tokio::time::Instant;

use super::tokens::TokenBook;
use super::upstream::SseEvents;

/// Calls held at once per session (the least recently held goes first).
pub const MAX_HELD: usize = 64;

/// An upstream call's event stream, part read.
pub struct CallRead {
    /// The upstream's answer body.
    pub body: Incoming,
    /// Events split so far.
    pub events: SseEvents,
    /// Events read but not handled yet.
    pub pending: VecDeque<String>,
    /// Bytes read.
    pub read: usize,
    /// Messages passed on to the agent.
    pub passed: usize,
}

impl CallRead {
    /// A stream not read yet.
    pub fn new(body: Incoming) -> Self {
        Self {
            body,
            events: SseEvents::default(),
            pending: VecDeque::new(),
            read: 0,
            passed: 0,
        }
    }
}

/// A call waiting for the agent's input.
pub struct Held {
    /// The upstream stream.
    pub read: CallRead,
    /// The tool.
    pub tool: String,
    /// The id the call has upstream (its first request's).
    pub call_id: Value,
    /// The id of the upstream's request to the client.
    pub upstream_id: Value,
    /// The key the request has in `inputRequests`.
    pub key: String,
    /// The call's deadline.
    pub deadline: Instant,
}

/// The held calls of one agent session, by `requestState`.
#[derive(Debug)]
pub struct HeldCalls(TokenBook<Held>);

impl Default for HeldCalls {
    fn default() -> Self {
        Self(TokenBook::new("argus-held-", MAX_HELD))
    }
}

impl HeldCalls {
    /// Holds `call` (after dropping the calls whose deadline passed); returns its
    /// `requestState`.
    pub fn hold(&self, call: Held) -> String {
        let now = Instant::now();
        self.0.put(call, |h| h.deadline <= now)
    }

    /// The call held under `request_state`, once, unless its deadline passed.
    pub fn take(&self, request_state: &str) -> Option<Held> {
        let held = self.0.take(request_state)?;
        (held.deadline > Instant::now()).then_some(held)
    }
}
