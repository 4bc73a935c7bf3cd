//! MCP gateway overhead: the same client sends the same `tools/call` to an upstream MCP
//! server directly and through the sidecar's gateway (the example Actor and GateStack:
//! security with the schema check, rate, adversarial, human approval; the tool's pinned
//! definition; then the forward in the upstream session), in alternating blocks, in one
//! run — in each era on each side: a handshake-era agent (2025-11-25, JSON-RPC over a
//! session) and a stateless one (2026-07-28: the envelope in `_meta` and its headers), in
//! front of a handshake-only upstream and a stateless-only one (it refuses `initialize`;
//! the gateway asks `server/discover`). Prints p50/p99 of each, the added latency against
//! the target (p50 ≤ 0.3 ms) and the ratios. Figures are printed, never asserted: `make
//! bench` (`make bench-sidecar`).

use std::convert::Infallible;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use argus_crds::{Document, Resolved, SidecarConfig, ToolRuntime, ToolSpec, parse_documents};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

const MODERN: &str = "2026-07-28";

/// The upstream's one tool, as it lists it.
fn listed_tool() -> Value {
    json!({"name": "search_knowledge_base", "description": "Search the knowledge base",
        "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}})
}

fn json_answer(status: u16, body: &Value) -> http::Response<Full<Bytes>> {
    http::Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap_or_default()
}

/// A minimal upstream MCP server with JSON answers: handshake-only (one session), or
/// stateless-only (refuses `initialize`, answers `server/discover`, no session).
async fn upstream(stateless: bool) -> SocketAddr {
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
                    move |req: http::Request<hyper::body::Incoming>| async move {
                        let body = req
                            .into_body()
                            .collect()
                            .await
                            .map(|c| c.to_bytes())
                            .unwrap_or_default();
                        let msg: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                        let id = &msg["id"];
                        let done = |mut result: Value| {
                            if stateless {
                                result["resultType"] = "complete".into();
                            }
                            json_answer(200, &json!({"jsonrpc": "2.0", "id": id, "result": result}))
                        };
                        let resp = match (msg["method"].as_str(), stateless) {
                            (Some("initialize"), false) => {
                                let mut r = done(
                                    json!({"protocolVersion": "2025-11-25", "capabilities": {"tools": {}}, "serverInfo": {"name": "bench", "version": "1"}}),
                                );
                                r.headers_mut().insert(
                                    "mcp-session-id",
                                    http::HeaderValue::from_static("bench-session"),
                                );
                                r
                            }
                            (Some("initialize"), true) => json_answer(
                                400,
                                &json!({"jsonrpc": "2.0", "id": id,
                                "error": {"code": -32022, "message": "unsupported protocol version", "data": {"supported": [MODERN]}}}),
                            ),
                            (Some("server/discover"), true) => done(
                                json!({"supportedVersions": [MODERN], "capabilities": {"tools": {}}}),
                            ),
                            (Some("tools/list"), _) => done(json!({"tools": [listed_tool()]})),
                            (Some("tools/call"), _) => done(
                                json!({"content": [{"type": "text", "text": "Article 12: how to reset a password"}]}),
                            ),
                            _ => http::Response::builder()
                                .status(202)
                                .body(Full::new(Bytes::new()))
                                .unwrap_or_default(),
                        };
                        Ok::<_, Infallible>(resp)
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

/// One request's headers: a handshake session's id, or a stateless request's own.
enum Era<'a> {
    Handshake(Option<&'a str>),
    Stateless,
}

async fn call(client: &HttpClient, url: &str, era: &Era<'_>, body: &Bytes) -> Duration {
    let mut req = http::Request::post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream");
    match era {
        Era::Handshake(Some(s)) => req = req.header("mcp-session-id", *s),
        Era::Handshake(None) => {}
        Era::Stateless => {
            req = req
                .header("mcp-protocol-version", MODERN)
                .header("mcp-method", "tools/call")
                .header("mcp-name", "search_knowledge_base");
        }
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

/// A `tools/call` request; stateless ones carry the envelope in `_meta`.
fn tools_call(stateless: bool) -> Bytes {
    let mut params =
        json!({"name": "search_knowledge_base", "arguments": {"query": "reset a password"}});
    if stateless {
        params["_meta"] = json!({"io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {}});
    }
    Bytes::from(
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}).to_string(),
    )
}

struct Series {
    name: &'static str,
    url: String,
    era: Era<'static>,
    body: Bytes,
    samples: Vec<Duration>,
}

#[tokio::main]
pub async fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (warmup, samples, block) = if full { (500, 5_000, 250) } else { (5, 20, 10) };
    let client: HttpClient = Client::builder(TokioExecutor::new()).build({
        let mut c = HttpConnector::new();
        c.set_nodelay(true);
        c
    });
    let args = argus_sidecar::ServeArgs {
        no_watch: true,
        ..Default::default()
    };
    let mut series = Vec::new();
    let mut sidecars = Vec::new();
    for stateless_up in [false, true] {
        let up = upstream(stateless_up).await;
        let sidecar = argus_sidecar::Sidecar::start(config(up), &args)
            .await
            .expect("sidecar");
        let gateway = format!("http://{}/mcp", sidecar.proxy_addr);
        sidecars.push(sidecar);
        let (direct, agents): (&'static str, [&'static str; 2]) = if stateless_up {
            (
                "direct to a stateless upstream",
                [
                    "handshake agent → stateless upstream",
                    "stateless agent → stateless upstream",
                ],
            )
        } else {
            (
                "direct to a handshake upstream",
                [
                    "handshake agent → handshake upstream",
                    "stateless agent → handshake upstream",
                ],
            )
        };
        series.push(Series {
            name: direct,
            url: format!("http://{up}/mcp"),
            era: if stateless_up {
                Era::Stateless
            } else {
                Era::Handshake(Some("bench-session"))
            },
            body: tools_call(stateless_up),
            samples: Vec::with_capacity(samples),
        });
        for (name, stateless_agent) in agents.into_iter().zip([false, true]) {
            series.push(Series {
                name,
                url: gateway.clone(),
                era: if stateless_agent {
                    Era::Stateless
                } else {
                    Era::Handshake(None)
                },
                body: tools_call(stateless_agent),
                samples: Vec::with_capacity(samples),
            });
        }
    }
    for s in &series {
        for _ in 0..warmup {
            call(&client, &s.url, &s.era, &s.body).await;
        }
    }
    while series[0].samples.len() < samples {
        for s in series.iter_mut() {
            for _ in 0..block {
                let took = call(&client, &s.url, &s.era, &s.body).await;
                s.samples.push(took);
            }
        }
    }
    for s in series.iter_mut() {
        s.samples.sort();
    }
    println!(
        "MCP tools/call, {samples} samples each (example Actor and GateStack, JSON upstreams), alternating blocks of {block}"
    );
    for group in series.chunks(3) {
        let direct = &group[0];
        let (d50, d99) = (pct(&direct.samples, 0.5), pct(&direct.samples, 0.99));
        println!(
            "  {:<40} p50 {:>8.1} µs   p99 {:>8.1} µs",
            direct.name,
            us(d50),
            us(d99)
        );
        for g in &group[1..] {
            let (g50, g99) = (pct(&g.samples, 0.5), pct(&g.samples, 0.99));
            let added = us(g50) - us(d50);
            println!(
                "  {:<40} p50 {:>8.1} µs   p99 {:>8.1} µs   added p50 {:>7.1} µs p99 {:>7.1} µs ({:.2}× / {:.2}×; target p50 ≤ 300 µs: {})",
                g.name,
                us(g50),
                us(g99),
                added,
                us(g99) - us(d99),
                us(g50) / us(d50),
                us(g99) / us(d99),
                if added <= 300.0 { "met" } else { "MISSED" }
            );
        }
    }
    drop(sidecars);
}
