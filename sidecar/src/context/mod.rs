//! The context engine (issue 15, seed 001 `compileContext`): the sidecar records each
//! session's messages with their embeddings, and before forwarding a request that ends
//! with a user turn it compiles one context block from the Actor's `contextSources` —
//! recent and similar messages of its own and its peers' sessions, ConfigMap documents,
//! and its inbox — within a token budget and a deadline.
//!
//! `compile` is the pure core; the message log and the inbox are stores
//! (`crate::stores::{log, inbox}`: Redis in a cluster, in-process in local mode);
//! `engine` runs one compilation over them; `turns` reads what a request adds to the
//! conversation. The MCP tool that writes to a peer is run by
//! `mcp::send_message`; its spec, which the gates read, is `gates/src/send_tool.rs`.

pub mod compile;
pub mod documents;
pub mod engine;
pub mod turns;

use serde::Serialize;

pub use engine::{ContextError, ContextPlan, ContextStores};

/// A message or document the context can be compiled from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Unique within its store.
    pub id: String,
    /// The context source it came through (its `id` in `contextSources`).
    pub source: String,
    /// The session it was recorded in (empty for documents).
    pub session: String,
    /// `user`, `assistant`, `tool`, `message from <actor>` or `document <key>`.
    pub role: String,
    /// Its text.
    pub text: String,
    /// When it was recorded (milliseconds since the epoch).
    pub at_ms: u64,
}

/// Milliseconds since the epoch.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// `(1 + cos) / 2` of two L2-normalised vectors, the embedder's similarity scale.
pub fn similarity(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    (1.0 + dot) / 2.0
}

/// The tenant of a peer actor: same namespace as `own` (`<namespace>/<actor>`), or the
/// peer's name alone in local mode (where the tenant has no namespace).
pub fn peer_tenant(own: &str, peer: &str) -> String {
    match own.rsplit_once('/') {
        Some((ns, _)) => format!("{ns}/{peer}"),
        None => peer.to_string(),
    }
}

/// The actor name of a tenant (`<namespace>/<actor>` or a bare name).
pub fn actor_of(tenant: &str) -> &str {
    tenant.rsplit_once('/').map_or(tenant, |(_, a)| a)
}
