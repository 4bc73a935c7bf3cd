//! The MCP gateway (issue 14) at `http://127.0.0.1:4000/mcp`, beside the LLM proxy on
//! the same port: the agent's tools — the Actor's, permitted by the behavior mode, and
//! the sidecar's internal ones — listed and called over MCP streamable HTTP. Every call
//! passes the same gates as a call the model proposes, runs by its runtime (`http`
//! endpoint, upstream `mcp` servers whose own lists federate into one, `local` listed
//! only), and its result passes the injection check and is audited before the agent sees
//! it. What upstreams send outside calls reaches the agent on its session's stream.
//! Agents and upstreams each speak their own era — the `initialize` handshake
//! (2024-11-05 .. 2025-11-25) or the stateless per-request envelope (2026-07-28) — and
//! the gateway carries calls, results and mid-call input across (`revision`, `envelope`,
//! `outgoing`, `results`, `input`, `held`). A call (`call`) that a `via: elicitation`
//! approval route defers is put to the agent's user first (`elicitation`).
//!
//! Written on hyper rather than `rmcp`: `rmcp`'s streamable-HTTP server terminates the
//! protocol in its own session manager (on axum) and its client needs reqwest, while the
//! gateway must pass upstream sessions, notifications and progress through unchanged and
//! check every HTTP request's Origin on the sidecar's own listener and client.

pub mod arguments;
pub mod call;
pub mod elicitation;
pub mod endpoint;
pub mod envelope;
pub mod eras;
pub mod federation;
pub mod forward;
pub mod gateway;
pub mod held;
pub mod input;
pub mod internal;
pub mod invocation;
pub mod jsonrpc;
pub mod listen;
pub mod origin;
pub mod outbox;
pub mod outgoing;
mod param_headers;
pub mod passthrough;
pub mod pins;
pub mod results;
pub mod revision;
pub mod send_message;
pub mod sessions;
mod task_calls;
pub mod tasks;
pub mod tokens;
pub mod upstream;
mod upstream_tasks;
pub mod vetting;

pub use gateway::{GatewayState, handle};
pub use internal::{InternalCall, InternalResult, InternalTool};

/// The gateway's path on the proxy port.
pub const PATH: &str = "/mcp";
