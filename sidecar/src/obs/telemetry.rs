//! Logs and traces. Logs are structured (JSON by default) and never contain bodies
//! unless the config says so. Traces follow the OpenTelemetry GenAI conventions and are
//! exported over OTLP/gRPC only when an endpoint is configured.

use argus_crds::{LogFormat, TelemetrySettings};
use opentelemetry::trace::TracerProvider as _;
use std::sync::OnceLock;

use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer, Registry, reload};

/// The log target of audit records.
pub const AUDIT_TARGET: &str = "argus::audit";

/// Keeps the trace and log exporters alive; flushes them when dropped.
pub struct TelemetryGuard {
    provider: Option<opentelemetry_sdk::trace::SdkTracerProvider>,
    logs: Option<opentelemetry_sdk::logs::SdkLoggerProvider>,
}

impl Drop for TelemetryGuard {
    fn drop(&mut self) {
        if let Some(p) = self.provider.take() {
            let _ = p.shutdown();
        }
        if let Some(p) = self.logs.take() {
            let _ = p.shutdown();
        }
    }
}

/// Whether audit records can go out as OTLP log records (an endpoint is configured).
pub fn otlp_logs_enabled() -> bool {
    crate::obs::audit_otlp::installed()
}

/// The running process's log filter, once [`init`] has installed it.
static LOG_FILTER: OnceLock<reload::Handle<EnvFilter, Registry>> = OnceLock::new();

/// The log filter for `level` (`tracing` syntax, `telemetry.logLevel`). The audit trail
/// does not thin out with the log level: `argus::audit` stays at `info` unless `level`
/// names it.
pub fn log_filter(level: &str) -> anyhow::Result<EnvFilter> {
    let mut filter = EnvFilter::try_new(level)
        .map_err(|e| anyhow::anyhow!("telemetry.logLevel {level:?}: {e}"))?;
    if !level.contains(AUDIT_TARGET) {
        filter = filter.add_directive(format!("{AUDIT_TARGET}=info").parse()?);
    }
    Ok(filter)
}

/// Applies `level` to the running process's logs (config reload). `Ok(false)` when
/// [`init`] has not run (a sidecar started in-process, as tests do).
pub fn set_log_level(level: &str) -> anyhow::Result<bool> {
    let Some(handle) = LOG_FILTER.get() else {
        return Ok(false);
    };
    handle.reload(log_filter(level)?)?;
    Ok(true)
}

/// Installs the global subscriber. Must be called inside a Tokio runtime. The log level
/// filters the logs only: traces get the proxy's spans whatever it says.
pub fn init(settings: &TelemetrySettings) -> anyhow::Result<TelemetryGuard> {
    let (filter, handle) = reload::Layer::new(log_filter(&settings.log_level)?);
    let (otel_layer, provider, logs_provider) = match &settings.otlp_endpoint {
        Some(endpoint) => {
            use opentelemetry_otlp::WithExportConfig;
            let exporter = opentelemetry_otlp::SpanExporter::builder()
                .with_tonic()
                .with_endpoint(endpoint)
                .build()?;
            let resource = opentelemetry_sdk::Resource::builder()
                .with_service_name(settings.service_name.clone())
                .build();
            // The GateStack's `otlp` audit sink: log records to the same collector.
            let log_exporter = opentelemetry_otlp::LogExporter::builder()
                .with_tonic()
                .with_endpoint(endpoint)
                .build()?;
            let logs_provider = opentelemetry_sdk::logs::SdkLoggerProvider::builder()
                .with_batch_exporter(log_exporter)
                .with_resource(resource.clone())
                .build();
            {
                use opentelemetry::logs::LoggerProvider as _;
                crate::obs::audit_otlp::install(logs_provider.logger("argus-sidecar"));
            }
            let provider = opentelemetry_sdk::trace::SdkTracerProvider::builder()
                .with_batch_exporter(exporter)
                .with_resource(resource)
                .with_id_generator(SessionAwareIds::default())
                .build();
            let tracer = provider.tracer("argus-sidecar");
            // Session root spans are built with the OpenTelemetry API directly.
            opentelemetry::global::set_tracer_provider(provider.clone());
            (
                Some(tracing_opentelemetry::layer().with_tracer(tracer)),
                Some(provider),
                Some(logs_provider),
            )
        }
        None => (None, None, None),
    };
    let logs: Box<dyn Layer<Registry> + Send + Sync> = match settings.log_format {
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .event_format(crate::obs::log_line::JsonLine)
            .boxed(),
        LogFormat::Text => tracing_subscriber::fmt::layer().boxed(),
    };
    // Audit records are span events too: the trace pipeline sees them in their context.
    let traces = otel_layer.map(|l| {
        l.with_filter(
            Targets::new()
                .with_target("argus_sidecar", LevelFilter::INFO)
                .with_target(AUDIT_TARGET, LevelFilter::INFO),
        )
    });
    // Audit lines are logged only while the GateStack lists the stdout sink.
    let audit_lines = tracing_subscriber::filter::filter_fn(|meta| {
        meta.target() != AUDIT_TARGET || crate::obs::audit::logs_audit_records()
    });
    tracing_subscriber::registry()
        .with(logs.with_filter(audit_lines).with_filter(filter))
        .with(traces)
        .with(crate::obs::audit::AuditLayer)
        .try_init()
        .map_err(|e| anyhow::anyhow!("cannot install the log subscriber: {e}"))?;
    let _ = LOG_FILTER.set(handle);
    Ok(TelemetryGuard {
        provider,
        logs: logs_provider,
    })
}

thread_local! {
    static NEXT_IDS: std::cell::Cell<Option<(opentelemetry::trace::TraceId, opentelemetry::trace::SpanId)>> = const { std::cell::Cell::new(None) };
}

/// Random ids, except for a session root span, whose ids are derived from the session
/// (see `obs::trace`) so that every replica parents its request spans the same way.
#[derive(Debug, Default)]
pub struct SessionAwareIds(opentelemetry_sdk::trace::RandomIdGenerator);

impl SessionAwareIds {
    /// Runs `start` (which starts one root span on this thread) with `ids` as the ids the
    /// generator hands out. The SDK asks for the span id before the trace id, so neither
    /// call consumes the pair: it is cleared when `start` returns, so it never leaks into
    /// a later span (with no tracer provider installed nothing asks for it at all).
    pub fn with_ids<R>(
        ids: (opentelemetry::trace::TraceId, opentelemetry::trace::SpanId),
        start: impl FnOnce() -> R,
    ) -> R {
        struct Clear;
        impl Drop for Clear {
            fn drop(&mut self) {
                NEXT_IDS.with(|n| n.set(None));
            }
        }
        NEXT_IDS.with(|n| n.set(Some(ids)));
        let _clear = Clear;
        start()
    }
}

impl opentelemetry_sdk::trace::IdGenerator for SessionAwareIds {
    fn new_trace_id(&self) -> opentelemetry::trace::TraceId {
        match NEXT_IDS.with(|n| n.get()) {
            Some((t, _)) => t,
            None => self.0.new_trace_id(),
        }
    }

    fn new_span_id(&self) -> opentelemetry::trace::SpanId {
        match NEXT_IDS.with(|n| n.get()) {
            Some((_, s)) => s,
            None => self.0.new_span_id(),
        }
    }
}
