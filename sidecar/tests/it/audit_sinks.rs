//! The GateStack's audit sinks from the real binary: with `sinks: [otlp, file]` every
//! audit record reaches an OTLP log collector running in the test (as a log record with
//! the call's trace context and seed 004's fields as attributes) and the JSON-lines file,
//! and — stdout not being listed — no audit line is logged.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use argus_crds::{AuditSink, RiskTier};
use argus_mock_llm::{MockServer, Script};
use opentelemetry_proto::tonic::collector::logs::v1::logs_service_server::{
    LogsService, LogsServiceServer,
};
use opentelemetry_proto::tonic::collector::logs::v1::{
    ExportLogsServiceRequest, ExportLogsServiceResponse,
};
use opentelemetry_proto::tonic::common::v1::any_value;
use support::SidecarProcess;
use support::*;

/// One log record as the collector received it.
#[derive(Clone, Debug)]
struct ExportedLog {
    body: String,
    trace_id: String,
    span_id: String,
    attributes: BTreeMap<String, String>,
}

#[derive(Clone, Default)]
struct LogCollector {
    logs: Arc<Mutex<Vec<ExportedLog>>>,
}

fn text(v: Option<&opentelemetry_proto::tonic::common::v1::AnyValue>) -> String {
    match v.and_then(|v| v.value.as_ref()) {
        Some(any_value::Value::StringValue(s)) => s.clone(),
        other => format!("{other:?}"),
    }
}

#[tonic::async_trait]
impl LogsService for LogCollector {
    async fn export(
        &self,
        request: tonic::Request<ExportLogsServiceRequest>,
    ) -> Result<tonic::Response<ExportLogsServiceResponse>, tonic::Status> {
        let mut logs = self.logs.lock().unwrap();
        for rl in request.into_inner().resource_logs {
            for r in rl.scope_logs.into_iter().flat_map(|s| s.log_records) {
                logs.push(ExportedLog {
                    body: text(r.body.as_ref()),
                    trace_id: hex::encode(&r.trace_id),
                    span_id: hex::encode(&r.span_id),
                    attributes: r
                        .attributes
                        .iter()
                        .map(|kv| (kv.key.clone(), text(kv.value.as_ref())))
                        .collect(),
                });
            }
        }
        Ok(tonic::Response::new(ExportLogsServiceResponse {
            partial_success: None,
        }))
    }
}

impl LogCollector {
    async fn start(&self) -> SocketAddr {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = tonic::transport::Server::builder()
            .add_service(LogsServiceServer::new(self.clone()))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener));
        tokio::spawn(server);
        addr
    }

    fn logs(&self) -> Vec<ExportedLog> {
        self.logs.lock().unwrap().clone()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_listed_sinks_get_records_otlp_with_trace_context_and_the_file() {
    let collector = LogCollector::default();
    let addr = collector.start().await;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("audit").join("records.jsonl");
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::ReadOnly,
    );
    let audit = c.gate_stack.as_mut().unwrap().spec.audit.as_mut().unwrap();
    audit.sinks = vec![AuditSink::Otlp, AuditSink::File];
    audit.path = Some(file.display().to_string());
    let mut sidecar = SidecarProcess::start(
        &config_file(dir.path(), &c),
        &["--otlp-endpoint", &format!("http://{addr}")],
        // Exported every 100 ms rather than on shutdown only.
        &[("OTEL_BLRP_SCHEDULE_DELAY", "100")],
    )
    .await;
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("audited", "hello"),
        &[("x-argus-session-id", "audited")],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());

    // The OTLP collector gets the LLM call's record, in its trace.
    let deadline = Instant::now() + Duration::from_secs(30);
    let call = loop {
        if let Some(l) = collector.logs().into_iter().find(|l| {
            l.attributes.get("argus.audit.action").map(String::as_str) == Some("llm_call")
        }) {
            break l;
        }
        assert!(
            Instant::now() < deadline,
            "no llm_call log record within 30 s; received {:#?}\noutput:\n{}",
            collector.logs(),
            sidecar.output()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(call.attributes["argus.audit.agent_id"], "test-tenant");
    assert_eq!(call.trace_id.len(), 32, "{call:#?}");
    assert_ne!(call.trace_id, "0".repeat(32), "{call:#?}");
    // The call's span, so a log backend links the record to the span, not only the trace.
    assert_eq!(call.span_id.len(), 16, "{call:#?}");
    assert_ne!(call.span_id, "0".repeat(16), "{call:#?}");
    let body: serde_json::Value = serde_json::from_str(&call.body).unwrap();
    assert_eq!(body["action"], "llm_call");
    assert_eq!(
        body["trace_id"], call.trace_id,
        "the record's trace is the log's"
    );

    // The file has the same record as a JSON line.
    let deadline = Instant::now() + Duration::from_secs(30);
    let lines = loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        if lines.iter().any(|l| l["action"] == "llm_call") {
            break lines;
        }
        assert!(
            Instant::now() < deadline,
            "no llm_call line in {}",
            file.display()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let line = lines.iter().find(|l| l["action"] == "llm_call").unwrap();
    assert_eq!(line["agent_id"], "test-tenant");
    assert_eq!(line["trace_id"], call.trace_id);

    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
    // stdout is not among the sinks: no audit line was logged.
    let output = sidecar.output();
    assert!(
        !output.contains("argus.audit.llm_call"),
        "an audit line reached the log:\n{output}"
    );
}
