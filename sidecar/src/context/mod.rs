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

pub use crate::stores::entry::{Entry, actor_of, similarity};
pub use engine::{ContextError, ContextPlan, ContextStores};

/// The tenant of a peer actor: same namespace as `own` (`<namespace>/<actor>`), or the
/// peer's name alone in local mode (where the tenant has no namespace).
pub fn peer_tenant(own: &str, peer: &str) -> String {
    match own.rsplit_once('/') {
        Some((ns, _)) => format!("{ns}/{peer}"),
        None => peer.to_string(),
    }
}
