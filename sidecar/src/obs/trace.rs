//! Traces of the request path, in the OpenTelemetry GenAI conventions (`gen_ai.*`),
//! with Argus events (state transition, violation, intervention) as span events. Every
//! request span of a session is a child of one session root span: its trace and span
//! ids are derived from the tenant and session id, so replicas agree on them without
//! coordination, and the root is exported once, when the session starts.

use opentelemetry::trace::{
    SpanContext, SpanId, TraceContextExt, TraceFlags, TraceId, TraceState, Tracer,
};
use sha2::{Digest, Sha256};
use tracing_opentelemetry::OpenTelemetrySpanExt;

use crate::stores::session::SessionKey;

fn ids(key: &SessionKey) -> (TraceId, SpanId) {
    let mut h = Sha256::new();
    h.update(key.tenant.as_bytes());
    h.update([0]);
    h.update(key.session.as_bytes());
    let d = h.finalize();
    let mut t = [0u8; 16];
    let mut s = [0u8; 8];
    t.copy_from_slice(&d[..16]);
    s.copy_from_slice(&d[16..24]);
    (TraceId::from_bytes(t), SpanId::from_bytes(s))
}

/// The trace id (hex) of a session's requests: what audit entries carry as `trace_id`.
pub fn session_trace_id(tenant: &str, session: &str) -> String {
    ids(&SessionKey {
        tenant: tenant.into(),
        session: session.to_string(),
    })
    .0
    .to_string()
}

/// The trace id of `key`'s session (every LLM call of the session is in this trace), as
/// 32 hex digits.
pub fn trace_id(key: &SessionKey) -> String {
    ids(key).0.to_string()
}

/// The (remote) context of the session root span.
fn session_context(key: &SessionKey) -> opentelemetry::Context {
    let (trace_id, span_id) = ids(key);
    let sc = SpanContext::new(
        trace_id,
        span_id,
        TraceFlags::SAMPLED,
        true,
        TraceState::default(),
    );
    opentelemetry::Context::new().with_remote_span_context(sc)
}

/// Exports the session root span (call once, when the session is created).
pub fn session_started(key: &SessionKey, workflow: &str) {
    let (trace_id, span_id) = ids(key);
    let tracer = opentelemetry::global::tracer("argus-sidecar");
    let builder = tracer.span_builder("argus.session").with_attributes([
        opentelemetry::KeyValue::new("argus.session.id", key.session.clone()),
        opentelemetry::KeyValue::new("argus.tenant", key.tenant.to_string()),
        opentelemetry::KeyValue::new("argus.workflow", workflow.to_string()),
    ]);
    // A root: started with an empty parent context, not the current one (this runs
    // inside the request span, which tracing-opentelemetry makes the current context).
    let mut span = crate::obs::telemetry::SessionAwareIds::with_ids((trace_id, span_id), || {
        builder.start_with_context(&tracer, &opentelemetry::Context::new())
    });
    opentelemetry::trace::Span::end(&mut span);
}

/// The span of one LLM call, child of its session's root span.
pub fn request_span(
    key: &SessionKey,
    source: &str,
    system: &str,
    model: &str,
    workflow: &str,
) -> tracing::Span {
    let span = tracing::info_span!(
        "gen_ai.chat",
        otel.name = %format!("chat {model}"),
        otel.kind = "client",
        gen_ai.operation.name = "chat",
        gen_ai.system = %system,
        gen_ai.request.model = %model,
        gen_ai.usage.input_tokens = tracing::field::Empty,
        gen_ai.usage.output_tokens = tracing::field::Empty,
        http.response.status_code = tracing::field::Empty,
        argus.session.id = %key.session,
        argus.session.source = %source,
        argus.tenant = %key.tenant,
        argus.workflow = %workflow,
        argus.state = tracing::field::Empty,
        argus.prompt.sha256 = tracing::field::Empty,
    );
    let _ = span.set_parent(session_context(key));
    span
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_ids_are_stable_and_distinct() {
        let a = SessionKey {
            tenant: "ns/actor".into(),
            session: "s1".into(),
        };
        let b = SessionKey {
            tenant: "ns/other".into(),
            session: "s1".into(),
        };
        assert_eq!(ids(&a), ids(&a.clone()));
        assert_ne!(ids(&a).0, ids(&b).0, "tenants never share a trace");
        assert!(ids(&a).0 != TraceId::INVALID && ids(&a).1 != SpanId::INVALID);
    }
}
