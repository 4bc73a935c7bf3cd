//! Observability shared by every service: the Prometheus metrics, logs and traces
//! (`telemetry`, with the JSON log line), the audit trail's sinks (stdout, file, OTLP,
//! Redis), the trace ids a request, a session and the console agree on, and what a
//! secret is replaced with wherever it would be shown or written ([`REDACTED`]).
//! Stands on `stores::session` alone (the session key), so every other layer may use it.

pub mod audit;
pub mod audit_file;
pub mod audit_otlp;
pub mod log_line;
pub mod metrics;
pub mod telemetry;
pub mod trace;

/// What a credential or a secret argument is replaced with, in a forwarded body, an
/// answer, an approval's shown arguments or a log line.
pub const REDACTED: &str = "[REDACTED]";
