//! Session state storage. The store holds opaque, versioned bytes per session, so the
//! engine's state format is its own business; the version gives optimistic concurrency
//! (two replicas cannot lose an update). In-process in local mode, Redis in a cluster;
//! the proxy falls back to the in-process store while Redis is down (fail-open).

mod memory;
mod redis;

use std::sync::Arc;

use bytes::Bytes;

pub use memory::MemoryStore;
pub use redis::{MAX_GATE_NOTES, RedisStore};

/// A session's key: its tenant and id. A session can only ever reach its own key.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SessionKey {
    /// `<namespace>/<actor>` in a cluster, the config name in local mode.
    pub tenant: Arc<str>,
    /// The session id.
    pub session: String,
}

/// Stored bytes and their version (versions start at 1; 0 means "absent").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Versioned {
    /// Version of `data`.
    pub version: u64,
    /// The serialised session state.
    pub data: Bytes,
}

/// Result of a read that may skip the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Still the version this writer stored last: the caller has the data.
    Unchanged,
    /// What is stored now (`None`: nothing).
    Current(Option<Versioned>),
}

/// Result of a conditional write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CasOutcome {
    /// Written; the new version.
    Stored(u64),
    /// Someone else wrote first: reload and retry.
    Conflict,
}

/// Limits a store enforces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreLimits {
    /// Idle seconds before a session expires.
    pub ttl_seconds: u32,
    /// Live sessions per tenant; least recently used are evicted beyond it.
    pub max_sessions: u32,
}

/// Why the store could not answer.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Redis is unreachable or answered with an error.
    #[error("session store unavailable: {0}")]
    Unavailable(String),
}
