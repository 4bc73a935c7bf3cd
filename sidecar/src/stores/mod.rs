//! The sidecar's stores: what it keeps between requests, in process in local mode and in
//! Redis in a cluster, each behind one API for both. Each is named for what it holds; none
//! imports a service (`proxy`, `mcp`, `console`).
//!
//! - `session`: the session store (opaque, versioned bytes per session);
//! - `limits`: the rate limits and budgets, reserved before the spend and settled after;
//! - `cache` and `semantic`: the exact-match response cache and the semantic cache
//!   (answers to paraphrases, found by embedding and verified);
//! - `approvals`: the approvals of deferred tool calls (in process, Redis or `Approval`
//!   objects) and the admin API that decides them in local mode;
//! - `log` and `inbox`: the context engine's message log (messages with their
//!   embeddings, searched by similarity) and the inbox of messages between actors;
//! - `entry`: what the log and the inbox hold (an `Entry`), and their similarity;
//! - `vector_index`: the RediSearch vector indexes the stores that search by embedding
//!   share.

pub mod approvals;
pub mod cache;
pub mod entry;
pub mod inbox;
pub mod limits;
pub mod log;
pub mod semantic;
pub mod session;
pub mod vector_index;

/// Milliseconds since the epoch: the stores' clock (entries, expiries, cache ages).
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
