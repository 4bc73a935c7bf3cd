//! The operator's integration tests in one binary (one link instead of one per file):
//! `cargo test -p argus-operator --test it <module>::` runs one file's tests.

mod actor_activity;
mod api_audit_mock;
mod api_heads_mock;
mod api_redis_restart;
mod api_support;
mod approval_events_mock;
mod approval_webhook;
mod cert_sync_mock;
mod compile_cli;
mod console_mock;
mod console_sessions;
mod leader_mock;
mod rbac_chart;
mod reconcile_mock;
mod render_config;
mod validate_cli;
mod webhook_golden;
mod webhook_https;
mod webhook_unrendered;
