//! MCP gateway overhead: the same client sends the same `tools/call` to an upstream MCP
//! server directly and through the sidecar's gateway (the example Actor and GateStack:
//! security with the schema check, rate, adversarial, human approval; then the forward
//! in the upstream session), in alternating blocks, in one run. Prints p50/p99 of both,
//! the added latency against the target (p50 ≤ 0.3 ms) and the ratio of the two.
//! Figures are printed, never asserted: `make bench` (`make bench-sidecar`).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use argus_crds::actor::{ToolRuntime, ToolSpec};
use argus_crds::document::{Document, parse_documents};
use argus_crds::sidecar_config::{Resolved, SidecarConfig};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

/// A minimal upstream MCP server: JSON answers, one session.
async fn upstream() -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
            let _ = stream.set_nodelay(true);
            tokio::spawn(async move {
                let svc = hyper::service::service_fn(
                    |req: http::Request<hyper::body::Incoming>| async move {
                        let body = req
                            .into_body()
                            .collect()
                            .await
                            .map(|c| c.to_bytes())
                            .unwrap_or_default();
                        let msg: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                        let resp = match msg["method"].as_str() {
                        Some("initialize") => http::Response::builder()
                            .header("content-type", "application/json")
                            .header("mcp-session-id", "bench-session")
                            .body(Full::new(Bytes::from(
                                json!({"jsonrpc": "2.0", "id": msg["id"], "result": {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "bench", "version": "1"}}}).to_string(),
                            ))),
                        Some("tools/call") => http::Response::builder()
                            .header("content-type", "application/json")
                            .body(Full::new(Bytes::from(
                                json!({"jsonrpc": "2.0", "id": msg["id"], "result": {"content": [{"type": "text", "text": "Article 12: how to reset a password"}]}}).to_string(),
                            ))),
                        _ => http::Response::builder().status(202).body(Full::new(Bytes::new())),
                    };
                        Ok::<_, Infallible>(resp.unwrap_or_default())
                    },
                );
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), svc)
                    .await;
            });
        }
    });
    addr
}

fn example<T>(file: &str, pick: impl Fn(Document) -> Option<T>) -> T {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../manifests/examples")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("example file");
    let doc = parse_documents(&text)
        .expect("yaml")
        .remove(0)
        .expect("document");
    pick(doc).expect("the expected kind")
}

fn config(upstream: SocketAddr) -> SidecarConfig {
    let mut c = SidecarConfig::new("bench");
    c.listen.proxy = "127.0.0.1:0".into();
    c.listen.admin = "127.0.0.1:0".into();
    let mut actor = example("actor-support.yaml", |d| match d {
        Document::Actor(a) => Some(a.spec),
        _ => None,
    });
    for t in actor
        .tools
        .iter_mut()
        .filter(|t| t.name == "search_knowledge_base")
    {
        *t = ToolSpec {
            runtime: ToolRuntime::Mcp,
            endpoint: Some(format!("http://{upstream}/mcp")),
            pin: None,
            ..t.clone()
        };
    }
    let mut gs = example("gatestack-support.yaml", |d| match d {
        Document::GateStack(g) => Some(g.spec),
        _ => None,
    });
    // The rate would defer a benchmark's calls.
    for g in gs.gates.iter_mut() {
        if let Some(s) = g.security.as_mut() {
            s.tool_calls_per_minute = None;
        }
    }
    c.actor = Some(Resolved {
        name: "support-agent".into(),
        generation: None,
        spec: actor,
    });
    c.gate_stack = Some(Resolved {
        name: "support".into(),
        generation: None,
        spec: gs,
    });
    c
}

type HttpClient = Client<HttpConnector, Full<Bytes>>;

async fn call(client: &HttpClient, url: &str, session: Option<&str>, body: &Bytes) -> Duration {
    let mut req = http::Request::post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream");
    if let Some(s) = session {
        req = req.header("mcp-session-id", s);
    }
    let req = req.body(Full::new(body.clone())).expect("request");
    let started = Instant::now();
    let resp = client.request(req).await.expect("answer");
    let got = resp.into_body().collect().await.expect("body").to_bytes();
    let took = started.elapsed();
    assert!(
        got.windows(10).any(|w| w == b"Article 12"),
        "{}",
        String::from_utf8_lossy(&got)
    );
    took
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

#[tokio::main]
async fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (warmup, samples, block) = if full { (500, 5_000, 250) } else { (5, 20, 10) };
    let up = upstream().await;
    let sidecar = argus_sidecar::serve::Sidecar::start(
        config(up),
        &argus_sidecar::serve::ServeArgs {
            no_watch: true,
            ..Default::default()
        },
    )
    .await
    .expect("sidecar");
    let client: HttpClient = Client::builder(TokioExecutor::new()).build({
        let mut c = HttpConnector::new();
        c.set_nodelay(true);
        c
    });
    let direct = format!("http://{up}/mcp");
    let gateway = format!("http://{}/mcp", sidecar.proxy_addr);
    let body = Bytes::from(
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "search_knowledge_base", "arguments": {"query": "reset a password"}}}).to_string(),
    );
    for _ in 0..warmup {
        call(&client, &direct, Some("bench-session"), &body).await;
        call(&client, &gateway, None, &body).await;
    }
    let (mut d, mut g) = (Vec::with_capacity(samples), Vec::with_capacity(samples));
    while d.len() < samples {
        for _ in 0..block {
            d.push(call(&client, &direct, Some("bench-session"), &body).await);
        }
        for _ in 0..block {
            g.push(call(&client, &gateway, None, &body).await);
        }
    }
    d.sort();
    g.sort();
    let (d50, d99, g50, g99) = (pct(&d, 0.5), pct(&d, 0.99), pct(&g, 0.5), pct(&g, 0.99));
    let added = us(g50) - us(d50);
    println!("MCP tools/call, {samples} samples each (example Actor and GateStack, JSON upstream)");
    println!(
        "  direct to upstream   p50 {:>8.1} µs   p99 {:>8.1} µs",
        us(d50),
        us(d99)
    );
    println!(
        "  through the gateway  p50 {:>8.1} µs   p99 {:>8.1} µs",
        us(g50),
        us(g99)
    );
    println!(
        "  added                p50 {:>8.1} µs   p99 {:>8.1} µs   (target p50 ≤ 300 µs: {})",
        added,
        us(g99) - us(d99),
        if added <= 300.0 { "met" } else { "MISSED" }
    );
    println!(
        "  ratio gateway/direct p50 {:>8.2}×     p99 {:>8.2}×",
        us(g50) / us(d50),
        us(g99) / us(d99)
    );
}
