//! The sidecar's end of the audit trail. Every record logged under the `argus::audit`
//! target (LLM calls, gate decisions, approval events, interventions, loops) is turned
//! into a chain [`Record`] by [`AuditLayer`] and sent to the sinks the GateStack's
//! `audit.sinks` (or `audit.sink`) lists: `stdout` (the JSON log line), `redis` (the
//! tenant's chain), `file` (rotated JSON lines) and `otlp` (OpenTelemetry log records).
//! Only the listed sinks get records. Sending is a bounded channel send or an exporter's
//! batch queue: the request path never waits on Redis, the disk or the collector.

use parking_lot::RwLock;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use argus_audit::ChainStore;
use argus_audit::Record;
use argus_audit::{AuditQueue, Queued, WriterSettings};
use argus_crds::{AuditSettings, AuditSink, SidecarConfig};
use serde_json::Value;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::Context;

use crate::obs::audit_file::FileSink;
use crate::obs::telemetry::AUDIT_TARGET;

/// Records the queue holds while Redis is slow or down.
pub const QUEUE_CAPACITY: usize = 10_000;

/// The tenant's Redis chain.
struct Chain {
    retention_days: Option<u32>,
    queue: AuditQueue,
}

/// Where this process's audit records go beyond the log.
struct Trail {
    tenant: String,
    chain: Option<Chain>,
    file: Option<Arc<FileSink>>,
    otlp: bool,
    counts: prometheus_client::metrics::family::Family<
        crate::obs::metrics::Outcome,
        prometheus_client::metrics::counter::Counter,
    >,
}

static TRAIL: RwLock<Option<Arc<Trail>>> = RwLock::new(None);

/// Whether audit records are logged (sink `stdout`); read by the log layer's filter.
static STDOUT: AtomicBool = AtomicBool::new(true);

/// Whether the log carries audit lines: with a GateStack's `audit.sinks` list only when
/// it names `stdout`; otherwise (no settings, or the single `audit.sink`, which has always
/// meant "besides the log line") it does.
pub fn logs_audit_records() -> bool {
    STDOUT.load(Ordering::Relaxed)
}

/// The GateStack's audit settings, when it has any.
fn settings(config: &SidecarConfig) -> Option<&AuditSettings> {
    config.gate_stack.as_ref()?.spec.audit.as_ref()
}

/// Points the audit trail at `config`'s sinks (at start and on every reload). A Redis
/// writer already running for the same tenant and retention, and a file sink for the
/// same file, are kept with what they have queued.
pub fn configure(
    config: &SidecarConfig,
    redis: Option<fred::prelude::Client>,
    metrics: &crate::obs::metrics::Metrics,
) {
    let mut slot = TRAIL.write();
    let audit = settings(config);
    STDOUT.store(
        audit.is_none_or(|a| a.sinks.is_empty() || a.sends_to(AuditSink::Stdout)),
        Ordering::Relaxed,
    );
    let Some(audit) = audit.filter(|a| a.enabled) else {
        *slot = None;
        return;
    };
    let tenant = config.tenant().to_string();
    let previous = slot.take().filter(|t| t.tenant == tenant);
    let (old_chain, old_file) = match previous.map(Arc::try_unwrap) {
        Some(Ok(t)) => (t.chain, t.file),
        // Still in use by an event being recorded: start afresh.
        Some(Err(_)) | None => (None, None),
    };
    let chain = if audit.sends_to(AuditSink::Redis) {
        match (redis, old_chain) {
            (_, Some(c)) if c.retention_days == audit.retention_days => Some(c),
            (Some(client), _) => {
                let settings = WriterSettings {
                    capacity: QUEUE_CAPACITY,
                    retention: audit
                        .retention_days
                        .map(|d| Duration::from_secs(u64::from(d) * 86_400)),
                    ..WriterSettings::default()
                };
                Some(Chain {
                    retention_days: audit.retention_days,
                    queue: argus_audit::spawn_writer(
                        ChainStore::new(client),
                        tenant.clone(),
                        settings,
                    ),
                })
            }
            (None, _) => {
                tracing::warn!(
                    "gatestack audit sink redis but no redis is configured: no chain is written"
                );
                None
            }
        }
    } else {
        None
    };
    let file = match (audit.sends_to(AuditSink::File), audit.path.as_deref()) {
        (true, Some(path)) => {
            let path = PathBuf::from(path);
            let max = audit
                .max_file_bytes
                .unwrap_or(crate::obs::audit_file::DEFAULT_MAX_BYTES);
            match old_file {
                Some(f) if f.path == path && f.max_bytes == max => Some(f),
                _ => match FileSink::start(&path, max, QUEUE_CAPACITY) {
                    Ok(f) => Some(Arc::new(f)),
                    Err(e) => {
                        tracing::warn!(path = %path.display(), error = %e, "cannot open the audit file: the file sink gets no records");
                        None
                    }
                },
            }
        }
        _ => None,
    };
    let otlp = audit.sends_to(AuditSink::Otlp);
    if otlp && !crate::obs::telemetry::otlp_logs_enabled() {
        tracing::warn!(
            "gatestack audit sink otlp but no telemetry.otlpEndpoint is configured: no OTLP log records are sent"
        );
    }
    if chain.is_none() && file.is_none() && !otlp {
        return;
    }
    *slot = Some(Arc::new(Trail {
        tenant,
        chain,
        file,
        otlp,
        counts: metrics.audit_records.clone(),
    }));
}

/// The tool-call arguments an audit record may carry under `config`'s GateStack: `None`
/// unless `includeArguments`, else redacted per `redactKeys` (as JSON text; arguments
/// that are not JSON are kept only as their length).
pub fn arguments_field(audit: Option<&AuditSettings>, arguments: &str) -> Option<String> {
    let audit = audit.filter(|a| a.include_arguments)?;
    let value = serde_json::from_str::<Value>(arguments)
        .unwrap_or_else(|_| serde_json::json!({"unparsed_bytes": arguments.len()}));
    argus_audit::arguments_for_audit(&value, true, &audit.redact_keys).map(|v| v.to_string())
}

/// Captures `argus::audit` events for the chain.
pub struct AuditLayer;

impl<S> tracing_subscriber::Layer<S> for AuditLayer
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    fn on_event(&self, event: &tracing::Event<'_>, ctx: Context<'_, S>) {
        if event.metadata().target() != AUDIT_TARGET {
            return;
        }
        let Some(trail) = TRAIL.read().clone() else {
            return;
        };
        let mut fields = Fields::default();
        event.record(&mut fields);
        let record = record_from_fields(&trail.tenant, fields.0);
        let count = |outcome: &'static str| {
            trail
                .counts
                .get_or_create(&crate::obs::metrics::Outcome { outcome })
                .inc();
        };
        if trail.otlp {
            // The span the event belongs to (its explicit parent, else the current span):
            // an event emitted after the request's span was exited still names it.
            let span = ctx.event_span(event).and_then(|span| {
                tracing::dispatcher::get_default(|d| {
                    tracing_opentelemetry::get_otel_context(&span.id(), d)
                })
            });
            crate::obs::audit_otlp::emit(&record, span.as_ref());
        }
        if let Some(file) = &trail.file {
            let line = serde_json::to_string(&record).unwrap_or_default();
            if !file.send(line) {
                count("file_dropped");
            }
        }
        if let Some(chain) = &trail.chain {
            let outcome = match chain.queue.record(record) {
                Queued::Queued => "queued",
                Queued::FirstLost => {
                    // Logged once per run of losses; the gap entry carries the count.
                    tracing::warn!(tenant = %trail.tenant, capacity = QUEUE_CAPACITY, "audit queue full: records are being lost until it drains");
                    "dropped"
                }
                Queued::Lost => "dropped",
            };
            count(outcome);
        }
    }
}

#[derive(Default)]
struct Fields(BTreeMap<String, Value>);

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        // `%display` fields arrive here too, formatted as their Display.
        self.0
            .insert(field.name().into(), format!("{value:?}").into());
    }
}

/// The chain record of one audit event's fields: seed 004's fields taken from the names
/// the emitters use, everything else kept under `details`.
pub fn record_from_fields(tenant: &str, mut f: BTreeMap<String, Value>) -> Record {
    let mut take = |names: &[&str]| -> Option<String> {
        let mut found = None;
        for n in names {
            if let Some(v) = f.remove(*n) {
                let s = match v {
                    Value::String(s) => s,
                    other => other.to_string(),
                };
                if found.is_none() && !s.is_empty() {
                    found = Some(s);
                }
            }
        }
        found
    };
    let message = take(&["message"]).unwrap_or_default();
    let action = message
        .strip_prefix("argus.audit.")
        .or_else(|| message.strip_prefix("argus."))
        .unwrap_or(&message)
        .replace('.', "_");
    let agent_id = take(&["agent_id", "tenant"]).unwrap_or_else(|| tenant.to_string());
    let session = take(&["session"]);
    let trace_id = take(&["trace_id"]).or_else(|| {
        session
            .as_deref()
            .map(|s| crate::obs::trace::session_trace_id(&agent_id, s))
    });
    let list = |s: Option<String>| -> Vec<String> {
        s.map(|s| {
            s.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
    };
    let mut r = Record::new(agent_id, action);
    r.trace_id = trace_id.unwrap_or_default();
    r.tool_name = take(&["tool_name", "tool", "gate_tools"]);
    r.arguments =
        take(&["arguments"]).map(|a| serde_json::from_str(&a).unwrap_or(Value::String(a)));
    r.claim_bundle_id = take(&["claim_bundle_id"]);
    r.gates_passed = list(take(&["gates_passed", "passed"]));
    r.gates_failed = list(take(&["gates_failed", "failed"]));
    r.decision = take(&["decision", "gate_decision"]);
    r.result_summary = take(&["result_summary", "outcome"]);
    if let Some(s) = session {
        f.insert("session".into(), s.into());
    }
    f.retain(|_, v| !matches!(v, Value::String(s) if s.is_empty()));
    r.details = f;
    r
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use serde_json::json;

    #[test]
    fn an_llm_call_record_maps_onto_seed_004s_fields() {
        let fields: BTreeMap<String, Value> = serde_json::from_value(json!({
            "message": "argus.audit.llm_call", "tenant": "shop/refunds", "session": "s1",
            "provider": "openai", "outcome": "completed", "input_tokens": 12,
            "gate_decision": "DEFER", "gate_tools": "issue_refund", "gates_passed": "evidence,security",
            "gates_failed": "humanApproval", "gate_reasons": "", "prompt_sha256": ""
        }))
        .unwrap();
        let r = record_from_fields("fallback", fields);
        assert_eq!(
            (r.agent_id.as_str(), r.action.as_str()),
            ("shop/refunds", "llm_call")
        );
        assert_eq!(
            r.trace_id,
            crate::obs::trace::session_trace_id("shop/refunds", "s1")
        );
        assert_eq!(r.trace_id.len(), 32);
        assert_eq!(r.tool_name.as_deref(), Some("issue_refund"));
        assert_eq!(r.decision.as_deref(), Some("DEFER"));
        assert_eq!(r.gates_passed, ["evidence", "security"]);
        assert_eq!(r.gates_failed, ["humanApproval"]);
        assert_eq!(r.result_summary.as_deref(), Some("completed"));
        assert_eq!(
            serde_json::to_value(&r.details).unwrap(),
            json!({"provider": "openai", "input_tokens": 12, "session": "s1"})
        );
    }

    #[test]
    fn other_events_name_their_action_and_keep_their_arguments_as_json() {
        let fields: BTreeMap<String, Value> = serde_json::from_value(json!({
            "message": "argus.gate.decision", "tool": "issue_refund", "decision": "REFUSE",
            "passed": "evidence", "failed": "security", "arguments": "{\"amount\":5}"
        }))
        .unwrap();
        let r = record_from_fields("ns/a", fields);
        assert_eq!(
            (r.agent_id.as_str(), r.action.as_str()),
            ("ns/a", "gate_decision")
        );
        assert_eq!(r.arguments, Some(json!({"amount": 5})));
        assert_eq!((r.gates_passed.len(), r.gates_failed.len()), (1, 1));
        assert_eq!(r.trace_id, "");
    }

    #[test]
    fn arguments_follow_include_arguments_and_redact_keys() {
        let mut audit: AuditSettings =
            serde_json::from_value(json!({"sink": "redis", "redactKeys": ["email"]})).unwrap();
        assert_eq!(arguments_field(Some(&audit), r#"{"email":"a@b"}"#), None);
        assert_eq!(arguments_field(None, r#"{"email":"a@b"}"#), None);
        audit.include_arguments = true;
        assert_eq!(
            arguments_field(Some(&audit), r#"{"email":"a@b","n":1}"#).as_deref(),
            Some(r#"{"email":"[REDACTED]","n":1}"#)
        );
        assert_eq!(
            arguments_field(Some(&audit), "{oops").as_deref(),
            Some(r#"{"unparsed_bytes":5}"#)
        );
    }
}
