//! The GateStack's `otlp` audit sink: each audit record becomes an OpenTelemetry log
//! record (body: the record as JSON; attributes: seed 004's fields under `argus.audit.*`)
//! carrying the trace context of the call it records, so a log backend links it to the
//! call's trace. Sent through the OTLP log exporter that [`crate::obs::telemetry::init`] sets
//! up beside the span exporter when an endpoint is configured; the SDK's batch queue keeps
//! the export off the request path.

use std::sync::OnceLock;

use argus_audit::Record;
use opentelemetry::logs::{AnyValue, LogRecord as _, Logger as _, Severity};
use opentelemetry::trace::{SpanId, TraceContextExt as _, TraceFlags, TraceId};
use opentelemetry_sdk::logs::SdkLogger;

static LOGGER: OnceLock<SdkLogger> = OnceLock::new();

/// Installs the logger audit records go to (once, by telemetry init).
pub fn install(logger: SdkLogger) {
    let _ = LOGGER.set(logger);
}

/// Whether an OTLP log exporter is installed.
pub fn installed() -> bool {
    LOGGER.get().is_some()
}

/// The trace context of `record`: that of the span it was emitted in (`span`) when that
/// span is traced, else the record's own trace id (the session's) with no span.
fn trace_context(
    record: &Record,
    span: Option<&opentelemetry::Context>,
) -> Option<(TraceId, SpanId)> {
    if let Some(cx) = span {
        let sc = cx.span().span_context().clone();
        if sc.is_valid() {
            return Some((sc.trace_id(), sc.span_id()));
        }
    }
    let id = TraceId::from_hex(&record.trace_id).ok()?;
    (id != TraceId::INVALID).then_some((id, SpanId::INVALID))
}

/// Sends `record`, emitted in `span` (its OpenTelemetry context), as one log record
/// (nothing when no exporter is installed).
pub fn emit(record: &Record, span: Option<&opentelemetry::Context>) {
    let Some(logger) = LOGGER.get() else {
        return;
    };
    let mut log = logger.create_log_record();
    log.set_target(crate::obs::telemetry::AUDIT_TARGET);
    log.set_event_name("argus.audit");
    log.set_severity_number(Severity::Info);
    log.set_severity_text("INFO");
    log.set_body(AnyValue::from(
        serde_json::to_string(record).unwrap_or_default(),
    ));
    log.add_attribute("argus.audit.action", record.action.clone());
    log.add_attribute("argus.audit.agent_id", record.agent_id.clone());
    let optional = [
        ("argus.audit.tool_name", &record.tool_name),
        ("argus.audit.decision", &record.decision),
        ("argus.audit.result_summary", &record.result_summary),
        ("argus.audit.claim_bundle_id", &record.claim_bundle_id),
    ];
    for (key, value) in optional {
        if let Some(v) = value {
            log.add_attribute(key, v.clone());
        }
    }
    if !record.gates_passed.is_empty() {
        log.add_attribute("argus.audit.gates_passed", record.gates_passed.join(","));
    }
    if !record.gates_failed.is_empty() {
        log.add_attribute("argus.audit.gates_failed", record.gates_failed.join(","));
    }
    if let Some((trace, span)) = trace_context(record, span) {
        log.set_trace_context(trace, span, Some(TraceFlags::SAMPLED));
    }
    logger.emit(log);
}
