//! Test harness shared by the workspace's integration tests and benches: a real Redis
//! Stack, the embedder and the sidecar as processes, stub upstreams, the Python SDK
//! runner, sidecar configs and a small HTTP client. It does not link the sidecar (so a
//! sidecar change rebuilds no other crate's tests); the sidecar in process is
//! `argus-sidecar-testkit` (`sidecar/testkit/`).
//!
//! Every module is private: the processes, stub servers and SDK runner are reached
//! through the surface below, the configs and the HTTP client are defined here at the
//! root. Names that would say too little at the root get what they are about in them
//! (`serve_stub`, `StubBody`, `audit_records_in`).
#![allow(dead_code, clippy::unwrap_used)]

mod audit;
mod embedder;
mod mcp_server;
mod process;
mod redis;
mod sdk_steps;
mod stub_server;

// === Processes: Redis Stack, the embedder, the sidecar's binary, MCP servers ===
pub use self::embedder::EmbedderProcess;
pub use self::mcp_server::{McpServer, mcp_server};
pub use self::process::{SidecarProcess, audit_records as audit_records_in};
pub use self::redis::RedisServer;

// === Stub HTTP servers (tool endpoints, upstream MCP servers) ===
pub use self::stub_server::{
    Boxed as StubBody, empty as empty_answer, json_answer, json_body, serve as serve_stub,
    silent as serve_silent,
};

// === What the sidecars of a test binary write to the audit log; the Python SDK steps ===
pub use self::audit::audit_records;
pub use self::sdk_steps::{Steps, run_steps};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use argus_crds::{
    CredentialSource, Document, PolicySpec, ProviderKind, ProviderSpec, Resolved, RiskTier,
    SidecarConfig, WorkflowSpec, parse_documents,
};
use bytes::Bytes;
use http::{HeaderMap, Request, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A binary of the workspace, from the target directory of the running test
/// (`target/<profile>/deps/<test>` → `target/<profile>/<name>`). Cargo builds a package's
/// binaries before its integration tests; another package's must be built first.
pub fn workspace_binary(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test runs from target/<profile>/deps");
    let path = profile_dir.join(name);
    assert!(
        path.is_file(),
        "{} is not built (cargo build --bin {name})",
        path.display()
    );
    path
}

/// The Python of the repo's venv (the official `openai` and `mcp` SDKs), made by
/// `tools/python-env.sh`; a missing venv fails naming `make python-env`.
#[allow(dead_code)]
pub fn python() -> String {
    let out = std::process::Command::new(repo().join("tools/python-env.sh"))
        .output()
        .expect("tools/python-env.sh runs");
    assert!(
        out.status.success(),
        "the Python venv is missing: run `make python-env`: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    format!("{}/bin/python", String::from_utf8_lossy(&out.stdout).trim())
}

/// Runs the repo's Python `script` (a path from the repo root) with `args` off the
/// runtime's threads, and returns what it printed and how it ended.
pub async fn run_python(script: &str, args: Vec<String>) -> std::process::Output {
    let script = repo().join(script);
    let py = python();
    tokio::task::spawn_blocking(move || {
        std::process::Command::new(&py)
            .arg(&script)
            .args(&args)
            .output()
    })
    .await
    .unwrap()
    .unwrap()
}

/// The example customer-support workflow.
pub fn support_workflow() -> WorkflowSpec {
    let text =
        std::fs::read_to_string(repo().join("manifests/examples/workflow-support.yaml")).unwrap();
    match parse_documents(&text).unwrap().remove(0).unwrap() {
        Document::Workflow(w) => w.spec,
        other => panic!("not a workflow: {}", other.describe()),
    }
}

pub const PLATFORM_KEY: &str = "sk-platform-secret-0123456789";

/// Writes the platform key to a file (the sidecar reads keys from files or env).
pub fn key_file(dir: &Path) -> String {
    let path = dir.join("key");
    std::fs::write(&path, format!("{PLATFORM_KEY}\n")).unwrap();
    path.display().to_string()
}

/// A config with the support workflow and one provider of each kind, all at `upstream`.
pub fn config(upstream: &str, key_path: &str, workflow: Option<WorkflowSpec>) -> SidecarConfig {
    let mut c = SidecarConfig::new("test-tenant");
    c.listen.proxy = "127.0.0.1:0".into();
    c.listen.admin = "127.0.0.1:0".into();
    let provider = |name: &str, kind| ProviderSpec {
        name: name.into(),
        kind,
        base_url: Some(upstream.to_string()),
        credential: None,
        timeout_seconds: Some(5),
        stream_idle_timeout_seconds: None,
        headers: BTreeMap::new(),
    };
    c.policy = Some(Resolved {
        name: "test".into(),
        generation: None,
        spec: PolicySpec {
            providers: vec![
                provider("openai", ProviderKind::OpenaiCompatible),
                provider("anthropic", ProviderKind::Anthropic),
                provider("gemini", ProviderKind::Gemini),
            ],
            ..PolicySpec::default()
        },
    });
    for name in ["openai", "anthropic", "gemini"] {
        c.credentials.insert(
            name.into(),
            CredentialSource {
                env: None,
                file: Some(key_path.to_string()),
            },
        );
    }
    c.workflow = workflow.map(|spec| Resolved {
        name: "support".into(),
        generation: None,
        spec,
    });
    c
}

/// Writes `config` to `dir/config.json` (rewritten in place on a later call, as a
/// reload test wants); returns the path.
pub fn config_file(dir: &Path, config: &SidecarConfig) -> PathBuf {
    let path = dir.join("config.json");
    std::fs::write(&path, serde_json::to_string_pretty(config).unwrap()).unwrap();
    path
}

pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

pub fn client() -> Client<HttpConnector, Full<Bytes>> {
    Client::builder(TokioExecutor::new()).build_http()
}

pub async fn send(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Bytes,
    headers: &[(&str, &str)],
) -> Answer {
    let mut req = Request::builder()
        .method(method)
        .uri(format!("http://{addr}{path}"));
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let resp = client()
        .request(req.body(Full::new(body)).unwrap())
        .await
        .unwrap();
    let (parts, body) = resp.into_parts();
    Answer {
        status: parts.status,
        headers: parts.headers,
        body: body.collect().await.unwrap().to_bytes(),
    }
}

pub async fn post(
    addr: std::net::SocketAddr,
    path: &str,
    body: &Value,
    headers: &[(&str, &str)],
) -> Answer {
    let mut h = vec![("content-type", "application/json")];
    h.extend_from_slice(headers);
    send(addr, "POST", path, Bytes::from(body.to_string()), &h).await
}

/// POSTs JSON-RPC `body` to the MCP gateway at `addr` as an MCP client does (JSON, and
/// accepting JSON or an event stream), with `headers` besides.
pub async fn mcp_post(
    addr: std::net::SocketAddr,
    body: impl Into<Bytes>,
    headers: &[(&str, &str)],
) -> Answer {
    let mut h = vec![
        ("content-type", "application/json"),
        ("accept", "application/json, text/event-stream"),
    ];
    h.extend_from_slice(headers);
    send(addr, "POST", "/mcp", body.into(), &h).await
}

/// The value of the first sample in Prometheus text `text` whose line starts with
/// `line_start` (metric name and labels), 0 when there is none.
pub fn metric(text: &str, line_start: &str) -> u64 {
    text.lines()
        .find(|l| l.starts_with(line_start))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse::<f64>().ok())
        .map_or(0, |v| v as u64)
}

/// Asserts that `(status, body)` is Argus's refusal with HTTP `code`, error type `kind`
/// and a message containing `message_part`.
pub fn assert_refused(answer: &(u16, Value), code: u16, kind: &str, message_part: &str) {
    let (status, body) = answer;
    assert_eq!(*status, code, "{body}");
    assert_eq!(body["error"]["type"], kind, "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains(message_part), "{body}");
}

pub fn chat(session: &str, user: &str) -> Value {
    serde_json::json!({
        "model": "gpt-4o-mini",
        "messages": [{"role": "system", "content": "agent prompt"}, {"role": "user", "content": user}],
        "metadata": {"session_id": session}
    })
}

/// A fresh CA (its PEM is returned) and an HTTPS mock upstream on 127.0.0.1 answering
/// "over tls" with a certificate that CA signed, offering `alpn`.
pub async fn tls_upstream(alpn: &[&[u8]]) -> (argus_mock_llm::MockServer, String) {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
    let ca_key = KeyPair::generate().unwrap();
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_pem = ca_params.self_signed(&ca_key).unwrap().pem();
    let key = KeyPair::generate().unwrap();
    let cert = CertificateParams::new(vec!["127.0.0.1".to_string()])
        .unwrap()
        .signed_by(&key, &Issuer::new(ca_params, ca_key))
        .unwrap();
    let mut tls = rustls::ServerConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(
        vec![cert.der().clone()],
        rustls::pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into()),
    )
    .unwrap();
    tls.alpn_protocols = alpn.iter().map(|p| p.to_vec()).collect();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let mock = argus_mock_llm::MockServer::start_tls(
        listener,
        argus_mock_llm::Script::fixed("over tls"),
        true,
        tls.into(),
    )
    .unwrap();
    (mock, ca_pem)
}

/// Polls `done` every 20 ms for up to 10 s; whether it came true.
pub async fn eventually<F: std::future::Future<Output = bool>>(
    mut done: impl FnMut() -> F,
) -> bool {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while std::time::Instant::now() < deadline {
        if done().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    false
}

/// The example Actor (`manifests/examples/actor-support.yaml`), with `tier`, and the
/// example GateStack added to `c`.
pub fn with_gates(mut c: SidecarConfig, tier: RiskTier) -> SidecarConfig {
    let doc = |file: &str| {
        let text = std::fs::read_to_string(repo().join("manifests/examples").join(file)).unwrap();
        parse_documents(&text).unwrap().remove(0).unwrap()
    };
    let Document::Actor(actor) = doc("actor-support.yaml") else {
        panic!("not an actor")
    };
    let Document::GateStack(gs) = doc("gatestack-support.yaml") else {
        panic!("not a gatestack")
    };
    let mut spec = actor.spec;
    spec.tier = tier;
    c.actor = Some(Resolved {
        name: "support-agent".into(),
        generation: None,
        spec,
    });
    c.gate_stack = Some(Resolved {
        name: "support".into(),
        generation: None,
        spec: gs.spec,
    });
    c
}

/// A scripted reply proposing `calls` (function name, arguments), in order.
pub fn calling(calls: &[(&str, Value)]) -> argus_mock_llm::Reply {
    argus_mock_llm::Reply {
        tool_calls: calls
            .iter()
            .map(|(name, arguments)| argus_mock_llm::ToolCall {
                name: (*name).into(),
                arguments: arguments.clone(),
            })
            .collect(),
        ..argus_mock_llm::Reply::default()
    }
}
