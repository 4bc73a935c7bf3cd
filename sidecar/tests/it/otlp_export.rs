//! OTLP trace export, end to end: the real `argus-sidecar` binary, run as a child process
//! with `--otlp-endpoint` (telemetry installs a global subscriber, so not in-process),
//! exports over OTLP/gRPC to a trace collector running in the test. Each LLM call arrives
//! as a client span `chat <model>` carrying the GenAI attributes, child of the session
//! root span `argus.session` (same trace, exported once per session), under the
//! configured `service.name`; the graceful shutdown on SIGTERM flushes what is still
//! batched (the batch timer is set beyond the test, so only that flush can deliver).
//! When nothing listens at the endpoint, or a collector accepts connections and never
//! answers, requests still succeed and SIGTERM still ends the process cleanly, sooner
//! than the exporter's own 10 s timeout: export failures never fail requests or hang
//! shutdown.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use argus_crds::TelemetrySettings;
use argus_mock_llm::{MockServer, Script};
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};
use opentelemetry_proto::tonic::common::v1::{AnyValue, KeyValue, any_value};
use opentelemetry_proto::tonic::trace::v1::span::SpanKind;
use support::SidecarProcess;
use support::*;

const SESSION: &str = "otlp-session";

/// One span as the collector received it.
#[derive(Clone, Debug)]
struct ExportedSpan {
    name: String,
    kind: i32,
    /// Hex; empty when absent.
    trace_id: String,
    span_id: String,
    parent_span_id: String,
    attributes: BTreeMap<String, String>,
    resource: BTreeMap<String, String>,
}

/// A minimal OTLP/gRPC trace collector: records every exported span.
#[derive(Clone, Default)]
struct Collector {
    spans: Arc<Mutex<Vec<ExportedSpan>>>,
}

fn value_text(v: Option<&AnyValue>) -> String {
    match v.and_then(|v| v.value.as_ref()) {
        Some(any_value::Value::StringValue(s)) => s.clone(),
        Some(any_value::Value::IntValue(i)) => i.to_string(),
        Some(any_value::Value::BoolValue(b)) => b.to_string(),
        Some(any_value::Value::DoubleValue(d)) => d.to_string(),
        other => format!("{other:?}"),
    }
}

fn attribute_map(kvs: &[KeyValue]) -> BTreeMap<String, String> {
    kvs.iter()
        .map(|kv| (kv.key.clone(), value_text(kv.value.as_ref())))
        .collect()
}

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let mut spans = self.spans.lock().unwrap();
        for rs in request.into_inner().resource_spans {
            let resource = attribute_map(rs.resource.as_ref().map_or(&[], |r| &r.attributes));
            for span in rs.scope_spans.into_iter().flat_map(|s| s.spans) {
                spans.push(ExportedSpan {
                    name: span.name,
                    kind: span.kind,
                    trace_id: hex::encode(span.trace_id),
                    span_id: hex::encode(span.span_id),
                    parent_span_id: hex::encode(span.parent_span_id),
                    attributes: attribute_map(&span.attributes),
                    resource: resource.clone(),
                });
            }
        }
        Ok(tonic::Response::new(ExportTraceServiceResponse {
            partial_success: None,
        }))
    }
}

impl Collector {
    /// Serves on a free local port; returns its address.
    async fn start(&self) -> SocketAddr {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(self.clone()))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener));
        tokio::spawn(server);
        addr
    }

    fn spans(&self) -> Vec<ExportedSpan> {
        self.spans.lock().unwrap().clone()
    }

    /// Polls until `done` holds for the spans received, up to `timeout`.
    async fn wait_for(
        &self,
        timeout: Duration,
        what: &str,
        done: impl Fn(&[ExportedSpan]) -> bool,
    ) -> Vec<ExportedSpan> {
        let deadline = Instant::now() + timeout;
        loop {
            let spans = self.spans();
            if done(&spans) {
                return spans;
            }
            assert!(
                Instant::now() < deadline,
                "the collector did not receive {what} within {timeout:?}; received: {spans:#?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// The support-workflow config with every provider at `upstream`, written as a file.
/// Logs at `warn` (but for the "ready" line the harness reads): the log level does not
/// thin out the traces.
fn support_config_file(dir: &Path, upstream: &str) -> std::path::PathBuf {
    let mut config = config(upstream, &key_file(dir), Some(support_workflow()));
    config.telemetry.log_level = "warn,argus_sidecar::serve=info".into();
    assert_eq!(config.listen.proxy, "127.0.0.1:0", "free ports");
    assert_eq!(config.telemetry.otlp_endpoint, None, "the flag sets it");
    config_file(dir, &config)
}

async fn chat_call(sidecar: &SidecarProcess, user: &str) {
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat(SESSION, user),
        &[("x-argus-session-id", SESSION)],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.json()["choices"][0]["message"]["content"], "ok");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn llm_calls_reach_an_otlp_collector_as_gen_ai_spans_under_the_session_root() {
    let collector = Collector::default();
    let collector_addr = collector.start().await;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // The batch is exported every 10 minutes: within the test, only the flush on
    // shutdown can deliver it.
    let mut sidecar = SidecarProcess::start(
        &support_config_file(dir.path(), &mock.url()),
        &["--otlp-endpoint", &format!("http://{collector_addr}")],
        &[("OTEL_BSP_SCHEDULE_DELAY", "600000")],
    )
    .await;

    // Two calls of one session: one root span, two request spans under it.
    chat_call(&sidecar, "refund").await;
    sidecar.wait_workflow_steps(1).await;
    chat_call(&sidecar, "refund please").await;
    sidecar.wait_workflow_steps(2).await;
    assert!(
        collector.spans().is_empty(),
        "nothing is exported before the batch is due or flushed: {:#?}",
        collector.spans()
    );
    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(
        status.success(),
        "exit {status}; output:\n{}",
        sidecar.output()
    );

    let of_session = |s: &ExportedSpan| {
        s.attributes.get("argus.session.id").map(String::as_str) == Some(SESSION)
    };
    let is_chat = |s: &ExportedSpan| s.attributes.contains_key("gen_ai.operation.name");
    let spans = collector
        .wait_for(
            Duration::from_secs(10),
            "two request spans and the session root span",
            |spans| {
                spans.iter().filter(|s| of_session(s) && is_chat(s)).count() >= 2
                    && spans
                        .iter()
                        .any(|s| of_session(s) && s.name == "argus.session")
            },
        )
        .await;

    let roots: Vec<_> = spans.iter().filter(|s| s.name == "argus.session").collect();
    assert_eq!(roots.len(), 1, "one root span per session: {roots:#?}");
    let root = roots[0];
    assert!(
        root.parent_span_id.is_empty(),
        "the session span is a root: {root:#?}"
    );
    assert_eq!(root.attributes["argus.tenant"], "test-tenant");
    assert_eq!(root.attributes["argus.workflow"], "support");

    let calls: Vec<_> = spans.iter().filter(|s| is_chat(s)).collect();
    assert_eq!(calls.len(), 2, "{calls:#?}");
    for call in &calls {
        assert_eq!(call.name, "chat gpt-4o-mini");
        assert_eq!(call.kind, SpanKind::Client as i32, "{call:#?}");
        let a = &call.attributes;
        assert_eq!(a["gen_ai.operation.name"], "chat");
        assert_eq!(a["gen_ai.request.model"], "gpt-4o-mini");
        assert_eq!(a["gen_ai.system"], "openai_chat");
        assert_eq!(a["argus.session.id"], SESSION);
        assert_eq!(a["argus.session.source"], "header");
        assert_eq!(a["argus.tenant"], "test-tenant");
        assert_eq!(a["argus.workflow"], "support");
        assert_eq!(a["http.response.status_code"], "200");
        assert_eq!(
            call.trace_id, root.trace_id,
            "a request span is in its session's trace"
        );
        assert_eq!(
            call.parent_span_id, root.span_id,
            "a request span is a child of its session's root span"
        );
    }
    assert_ne!(calls[0].span_id, calls[1].span_id);

    let service_name = TelemetrySettings::default().service_name;
    assert_eq!(service_name, "argus-sidecar");
    for span in &spans {
        assert_eq!(
            span.resource.get("service.name"),
            Some(&service_name),
            "{span:#?}"
        );
    }
}

/// With OTLP export failing at `endpoint`, a call is still answered and SIGTERM still
/// ends the process cleanly, well within the exporter's 10 s timeout.
async fn export_failure_is_harmless(endpoint: &str) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut sidecar = SidecarProcess::start(
        &support_config_file(dir.path(), &mock.url()),
        &["--otlp-endpoint", endpoint],
        &[],
    )
    .await;

    chat_call(&sidecar, "refund").await;
    // The spans are finished and queued for export before the shutdown.
    sidecar.wait_workflow_steps(1).await;
    let (status, took) = sidecar.terminate(Duration::from_secs(30)).await;
    assert!(
        status.success(),
        "exit {status}; output:\n{}",
        sidecar.output()
    );
    // The SDK waits at most 5 s for the batch processor to shut down.
    assert!(
        took < Duration::from_secs(8),
        "shutdown took {took:?} with a failing collector; output:\n{}",
        sidecar.output()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_collector_nobody_listens_for_fails_no_request_and_does_not_hold_up_shutdown() {
    // A port that was free a moment ago: connections are refused.
    let dead = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    export_failure_is_harmless(&format!("http://{dead}")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_collector_that_never_answers_fails_no_request_and_does_not_hold_up_shutdown() {
    // Bound and never accepted from: the kernel completes the TCP handshake, the gRPC
    // call then waits for an answer that never comes.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    export_failure_is_harmless(&format!("http://{}", silent.local_addr().unwrap())).await;
    drop(silent);
}
