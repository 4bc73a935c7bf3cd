//! Observability shared by every service: the Prometheus metrics, logs and traces
//! (`telemetry`, with the JSON log line), the audit trail's sinks (stdout, file, OTLP,
//! Redis), and the trace ids a request, a session and the console agree on.
//! Stands on `stores::session` alone (the session key), so every other layer may use it.

pub mod audit;
pub mod audit_file;
pub mod audit_otlp;
pub mod log_line;
pub mod metrics;
pub mod telemetry;
pub mod trace;
