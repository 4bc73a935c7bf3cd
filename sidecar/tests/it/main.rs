//! The sidecar's integration tests in one binary (one link instead of one per file):
//! `cargo test -p argus-sidecar --test it <module>::` runs one file's tests. The harness
//! (Redis, the embedder, a sidecar in process or as a process, stub upstreams) is the
//! `argus-testkit` crate. Binaries of their own, because they need the process or the
//! machine to themselves: `connection_flood` (lowers the process's file limit around a
//! spawn), `proxy_tracing` (sets the global trace subscriber), `fault_load` and
//! `idle_memory` (load and memory figures), `eval_semantic_cache` (the model over every
//! labelled pair, under a deadline).
#![allow(clippy::disallowed_types)] // test code: std locks are fine off the request path

mod approvals_kube;
mod approvals_shared;
mod audit_chain;
mod audit_sinks;
mod console_api;
mod console_feed;
mod context_engine;
mod engine_interventions;
mod engine_replay;
mod engine_robustness;
mod engine_support;
mod gates_adversarial;
mod gates_guardian;
mod gates_sampling;
mod logs;
mod mcp_elicit;
mod mcp_eras;
mod mcp_gateway;
mod mcp_pins;
mod mcp_results;
mod mcp_sdk;
mod mcp_send_message;
mod mcp_tasks;
mod openai_sdk;
mod otlp_export;
mod policy_cache;
mod policy_limits;
mod proxy_approvals;
mod proxy_bounds;
mod proxy_claims;
mod proxy_embedder;
mod proxy_failover;
mod proxy_formats;
mod proxy_gates;
mod proxy_openai;
mod proxy_policy;
mod proxy_program;
mod proxy_redis;
mod proxy_reload;
mod proxy_routing;
mod proxy_semantic_cache;
mod proxy_stream_chunks;
mod proxy_tools_offer;
mod proxy_workflows;
mod redis_late;
mod sdk_approvals;
mod semantic_mirror;
mod semantic_redis_index;
mod validate_cli;
