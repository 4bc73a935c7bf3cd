//! Gateway sessions (`Mcp-Session-Id`): the revision negotiated with the agent, what it
//! can answer, its server-initiated stream ([`Outbox`]) and, per upstream MCP server,
//! the session the gateway opened there for this agent session — opened on the first
//! call or list that needs it, once even when calls race — with that upstream's tool
//! list, kept until the upstream says it changed. Bounded: the least recently used
//! session goes first; a session that ends stops its upstream streams.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::sync::Arc;

use serde_json::Value;
use tokio::sync::OnceCell;
use tokio_util::sync::CancellationToken;

use super::outbox::Outbox;

/// Most gateway sessions kept at once.
pub const MAX_SESSIONS: usize = 4096;

/// A session the gateway holds with an upstream MCP server.
#[derive(Clone, Debug, PartialEq)]
pub struct UpstreamSession {
    /// The upstream's `Mcp-Session-Id` (none: a stateless server).
    pub id: Option<String>,
    /// The revision the upstream answered with.
    pub version: String,
    /// A stateless upstream's per-request envelope (`params._meta` keys); none for a
    /// handshake-era session.
    pub envelope: Option<Value>,
    /// Whether it runs `tools/call` as a task (its `initialize` declared
    /// `tasks.requests.tools.call`, 2025-11-25): then its list says which tools need one.
    pub tasks: bool,
}

/// One agent session.
#[derive(Debug)]
pub struct GatewaySession {
    /// Its `Mcp-Session-Id` (none: the session of requests that carry none, which has
    /// no server-initiated stream).
    pub id: Option<String>,
    /// The revision negotiated with the agent.
    pub version: String,
    /// The agent's client capabilities (from `initialize`), announced to its upstreams
    /// so that they ask it only what it can answer.
    pub capabilities: Value,
    /// The server-initiated stream.
    pub outbox: Outbox,
    /// Cancelled when the session ends: its upstream streams stop.
    pub closed: CancellationToken,
    /// Upstream calls waiting for a stateless agent's input.
    pub held: super::held::HeldCalls,
    /// The tasks the agent started (2025-11-25 sessions).
    pub tasks: super::tasks::TaskBook,
    upstreams: Mutex<HashMap<String, Arc<OnceCell<UpstreamSession>>>>,
    tool_lists: Mutex<HashMap<String, Arc<Vec<Value>>>>,
}

impl Drop for GatewaySession {
    fn drop(&mut self) {
        self.closed.cancel();
    }
}

impl GatewaySession {
    /// A session speaking `version`.
    pub fn new(version: &str) -> Self {
        Self::with(None, version, Value::Object(Default::default()))
    }

    fn with(id: Option<String>, version: &str, capabilities: Value) -> Self {
        Self {
            id,
            version: version.to_string(),
            capabilities,
            outbox: Outbox::default(),
            closed: CancellationToken::new(),
            held: Default::default(),
            tasks: Default::default(),
            upstreams: Mutex::new(HashMap::new()),
            tool_lists: Mutex::new(HashMap::new()),
        }
    }

    /// The tool list of the upstream at `url`, as last fetched in this session.
    pub fn tool_list(&self, url: &str) -> Option<Arc<Vec<Value>>> {
        self.tool_lists.lock().get(url).cloned()
    }

    /// Keeps the tool list of the upstream at `url`.
    pub fn keep_tool_list(&self, url: &str, tools: Arc<Vec<Value>>) {
        self.tool_lists.lock().insert(url.to_string(), tools);
    }

    /// Forgets the tool list of the upstream at `url` (it changed).
    pub fn forget_tool_list(&self, url: &str) {
        self.tool_lists.lock().remove(url);
    }

    /// The cell of the session with the upstream at `url` (empty until opened).
    pub fn upstream(&self, url: &str) -> Arc<OnceCell<UpstreamSession>> {
        self.upstreams
            .lock()
            .entry(url.to_string())
            .or_default()
            .clone()
    }

    /// Forgets the session with `url` (it expired there), and its tool list.
    pub fn forget_upstream(&self, url: &str) {
        self.upstreams.lock().remove(url);
        self.forget_tool_list(url);
    }

    /// The upstream sessions opened so far: (url, session).
    pub fn opened(&self) -> Vec<(String, UpstreamSession)> {
        self.upstreams
            .lock()
            .iter()
            .filter_map(|(u, c)| c.get().map(|s| (u.clone(), s.clone())))
            .collect()
    }
}

/// The gateway's sessions.
#[derive(Debug)]
pub struct Sessions {
    map: Mutex<lru::LruCache<String, Arc<GatewaySession>>>,
    /// Requests that carry no session id (stateless clients) share this one.
    pub anonymous: Arc<GatewaySession>,
}

impl Default for Sessions {
    fn default() -> Self {
        Self {
            map: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(MAX_SESSIONS).unwrap_or(NonZeroUsize::MIN),
            )),
            anonymous: Arc::new(GatewaySession::new(super::jsonrpc::PROTOCOL_VERSIONS[0])),
        }
    }
}

impl Sessions {
    /// Opens a session with an agent that declared `capabilities`; returns its id.
    pub fn open(&self, version: &str, capabilities: Value) -> String {
        let id = uuid::Uuid::new_v4().simple().to_string();
        let session = GatewaySession::with(Some(id.clone()), version, capabilities);
        self.map.lock().put(id.clone(), Arc::new(session));
        id
    }

    /// The session `id`, if it is open.
    pub fn get(&self, id: &str) -> Option<Arc<GatewaySession>> {
        self.map.lock().get(id).cloned()
    }

    /// Closes session `id` (its upstream streams stop); returns it if it was open.
    pub fn close(&self, id: &str) -> Option<Arc<GatewaySession>> {
        let session = self.map.lock().pop(id);
        if let Some(s) = &session {
            s.closed.cancel();
            s.tasks.cancel_all();
        }
        session
    }
}
