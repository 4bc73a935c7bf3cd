//! Gateway sessions (`Mcp-Session-Id`): the revision negotiated with the agent and, per
//! upstream MCP server, the session the gateway opened there for this agent session —
//! opened on the first call that needs it, once even when calls race. Bounded: the
//! least recently used session goes first.

use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

/// Most gateway sessions kept at once.
pub const MAX_SESSIONS: usize = 4096;

/// A session the gateway holds with an upstream MCP server.
#[derive(Clone, Debug, PartialEq)]
pub struct UpstreamSession {
    /// The upstream's `Mcp-Session-Id` (none: a stateless server).
    pub id: Option<String>,
    /// The revision the upstream answered with.
    pub version: String,
}

/// One agent session.
#[derive(Debug)]
pub struct GatewaySession {
    /// The revision negotiated with the agent.
    pub version: String,
    upstreams: Mutex<HashMap<String, Arc<OnceCell<UpstreamSession>>>>,
}

impl GatewaySession {
    /// A session speaking `version`.
    pub fn new(version: &str) -> Self {
        Self {
            version: version.to_string(),
            upstreams: Mutex::new(HashMap::new()),
        }
    }

    /// The cell of the session with the upstream at `url` (empty until opened).
    pub fn upstream(&self, url: &str) -> Arc<OnceCell<UpstreamSession>> {
        self.upstreams
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(url.to_string())
            .or_default()
            .clone()
    }

    /// Forgets the session with `url` (it expired there).
    pub fn forget_upstream(&self, url: &str) {
        self.upstreams
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(url);
    }

    /// The upstream sessions opened so far: (url, session).
    pub fn opened(&self) -> Vec<(String, UpstreamSession)> {
        self.upstreams
            .lock()
            .unwrap_or_else(|e| e.into_inner())
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
    /// Opens a session; returns its id.
    pub fn open(&self, version: &str) -> String {
        let id = uuid::Uuid::new_v4().simple().to_string();
        self.map
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .put(id.clone(), Arc::new(GatewaySession::new(version)));
        id
    }

    /// The session `id`, if it is open.
    pub fn get(&self, id: &str) -> Option<Arc<GatewaySession>> {
        self.map
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    /// Closes session `id`; returns it if it was open.
    pub fn close(&self, id: &str) -> Option<Arc<GatewaySession>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner()).pop(id)
    }
}
