//! The MCP gateway's protocol edges through the real proxy port: malformed JSON-RPC,
//! unknown methods, oversized arguments and messages get JSON-RPC errors with clear
//! messages and the gateway stays up; revisions are negotiated; sessions end; the
//! behavior mode decides the list; `http` tools are POSTed their arguments (plain HTTP
//! only inside the cluster); sidecar-internal tools are listed and called.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::convert::Infallible;
use std::sync::{Arc, Mutex};

use argus_crds::{RiskTier, SidecarConfig, ToolRuntime, ToolSpec};
use argus_mock_llm::{MockServer, Script};
use argus_sidecar::{InternalCall, InternalResult, InternalTool};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use serde_json::{Value, json};
use support::audit_records;
use support::*;

async fn gateway(tier: RiskTier) -> (argus_sidecar::Sidecar, MockServer, tempfile::TempDir) {
    gateway_with(tier, |_| {}).await
}

async fn gateway_with(
    tier: RiskTier,
    edit: impl FnOnce(&mut SidecarConfig),
) -> (argus_sidecar::Sidecar, MockServer, tempfile::TempDir) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(config(&mock.url(), &key_file(dir.path()), None), tier);
    c.mcp.max_request_bytes = 256 * 1024;
    edit(&mut c);
    (start(c).await, mock, dir)
}

async fn rpc(s: &argus_sidecar::Sidecar, body: &str, headers: &[(&str, &str)]) -> Answer {
    mcp_post(s.proxy_addr, body.to_string(), headers).await
}

fn request(id: u64, method: &str, params: Value) -> String {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string()
}

async fn ping_ok(s: &argus_sidecar::Sidecar) {
    let r = rpc(s, &request(99, "ping", json!({})), &[]).await;
    assert_eq!(r.json()["result"], json!({}), "{}", r.text());
}

#[tokio::test]
async fn bad_messages_get_json_rpc_errors_and_the_gateway_stays_up() {
    let (s, _mock, _dir) = gateway(RiskTier::Modify).await;
    let cases: &[(&str, u16, i64, &str)] = &[
        ("{not json", 400, -32700, "the message is not JSON"),
        ("[]", 400, -32600, "batches are not supported"),
        (
            r#"{"jsonrpc":"2.0","id":1}"#,
            400,
            -32600,
            "needs a \"method\"",
        ),
        (
            r#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
            400,
            -32600,
            "\"jsonrpc\" must be \"2.0\"",
        ),
    ];
    for (body, status, code, message) in cases {
        let r = rpc(&s, body, &[]).await;
        assert_eq!(r.status, *status, "{body}: {}", r.text());
        let j = r.json();
        assert_eq!(j["error"]["code"], *code, "{body}: {j}");
        assert!(
            j["error"]["message"].as_str().unwrap().contains(message),
            "{body}: {j}"
        );
        ping_ok(&s).await;
    }
    let r = rpc(&s, &request(2, "resources/list", json!({})), &[]).await;
    assert_eq!(r.json()["error"]["code"], -32601);
    assert!(
        r.text()
            .contains("method \\\"resources/list\\\" is not served"),
        "{}",
        r.text()
    );

    // Arguments over the security gate's 64 KiB bound: named, never run.
    let big = "x".repeat(70 * 1024);
    let r = rpc(
        &s,
        &request(
            3,
            "tools/call",
            json!({"name": "lookup_order", "arguments": {"order_id": big}}),
        ),
        &[],
    )
    .await;
    let j = r.json();
    assert_eq!(j["error"]["code"], -32602, "{j}");
    assert!(
        j["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over the 65536-byte limit"),
        "{j}"
    );
    let r = rpc(
        &s,
        &request(
            4,
            "tools/call",
            json!({"name": "lookup_order", "arguments": "nope"}),
        ),
        &[],
    )
    .await;
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("params.arguments must be an object")
    );
    let r = rpc(&s, &request(5, "tools/call", json!({})), &[]).await;
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("needs params.name")
    );
    // A message over the gateway's limit is refused before it is parsed.
    let huge = "y".repeat(300 * 1024);
    let r = rpc(&s, &request(6, "ping", json!({"pad": huge})), &[]).await;
    assert_eq!(r.status, 413);
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over the gateway's 262144-byte limit")
    );
    // GET opens a session's stream: none without a session, none for a client that
    // does not take event streams; other methods are not served.
    let r = send(
        s.proxy_addr,
        "GET",
        "/mcp",
        Bytes::new(),
        &[("accept", "text/event-stream")],
    )
    .await;
    assert_eq!(r.status, 405, "{}", r.text());
    assert_eq!(r.headers["allow"], "GET, POST, DELETE");
    assert!(r.text().contains("Mcp-Session-Id"), "{}", r.text());
    let r = send(s.proxy_addr, "GET", "/mcp", Bytes::new(), &[]).await;
    assert_eq!(r.status, 406, "{}", r.text());
    let r = send(s.proxy_addr, "PUT", "/mcp", Bytes::new(), &[]).await;
    assert_eq!(r.status, 405);
    let r = send(
        s.proxy_addr,
        "GET",
        "/mcp",
        Bytes::new(),
        &[("accept", "text/event-stream"), ("mcp-session-id", "nope")],
    )
    .await;
    assert_eq!(r.status, 404, "{}", r.text());
    ping_ok(&s).await;
    assert!(
        metrics(&s)
            .await
            .contains("argus_requests_total{format=\"mcp\"")
    );
}

#[tokio::test]
async fn revisions_are_negotiated_and_sessions_end() {
    let (s, _mock, _dir) = gateway(RiskTier::Modify).await;
    for (asked, got) in [
        ("2024-11-05", "2024-11-05"),
        ("2025-03-26", "2025-03-26"),
        ("2025-11-25", "2025-11-25"),
        ("2031-01-01", "2025-11-25"),
    ] {
        let r = rpc(&s, &request(1, "initialize", json!({"protocolVersion": asked, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}})), &[]).await;
        assert_eq!(r.json()["result"]["protocolVersion"], got);
        assert!(r.json()["result"]["capabilities"]["tools"].is_object());
    }
    let r = rpc(
        &s,
        &request(1, "initialize", json!({"protocolVersion": "2025-06-18"})),
        &[],
    )
    .await;
    let sid = r.headers["mcp-session-id"].to_str().unwrap().to_string();
    let note = r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#;
    assert_eq!(rpc(&s, note, &[("mcp-session-id", &sid)]).await.status, 202);
    let r = rpc(
        &s,
        &request(2, "tools/list", json!({})),
        &[
            ("mcp-session-id", &sid),
            ("mcp-protocol-version", "2025-06-18"),
        ],
    )
    .await;
    assert!(r.json()["result"]["tools"].is_array());
    let r = rpc(
        &s,
        &request(3, "ping", json!({})),
        &[("mcp-protocol-version", "1999-01-01")],
    )
    .await;
    assert_eq!(r.status, 400);
    assert!(r.text().contains("1999-01-01"), "{}", r.text());
    let r = send(
        s.proxy_addr,
        "DELETE",
        "/mcp",
        Bytes::new(),
        &[("mcp-session-id", &sid)],
    )
    .await;
    assert_eq!(r.status, 200);
    let r = rpc(
        &s,
        &request(4, "tools/list", json!({})),
        &[("mcp-session-id", &sid)],
    )
    .await;
    assert_eq!(r.status, 404);
    assert!(r.text().contains("initialize a new one"), "{}", r.text());
}

fn names(r: &Answer) -> Vec<String> {
    r.json()["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_behavior_mode_decides_what_is_listed() {
    let (s, _mock, _dir) = gateway(RiskTier::Modify).await;
    let active = names(&rpc(&s, &request(1, "tools/list", json!({})), &[]).await);
    assert!(active.contains(&"issue_refund".to_string()), "{active:?}");
    let passive = names(
        &rpc(
            &s,
            &request(1, "tools/list", json!({})),
            &[("x-argus-behavior-mode", "passive")],
        )
        .await,
    );
    assert_eq!(passive, ["escalate_to_human", "close_ticket"]);
    // And what may be called.
    let r = rpc(
        &s,
        &request(
            2,
            "tools/call",
            json!({"name": "issue_refund", "arguments": {"order_id": "A-1"}}),
        ),
        &[("x-argus-behavior-mode", "passive")],
    )
    .await;
    let j = r.json();
    assert_eq!(j["result"]["isError"], true, "{j}");
    assert_eq!(j["result"]["_meta"]["argus.dev/decision"], "REFUSE");
    assert!(
        j["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("not permitted in passive mode"),
        "{j}"
    );
    let r = rpc(
        &s,
        &request(3, "tools/list", json!({})),
        &[("x-argus-behavior-mode", "sometimes")],
    )
    .await;
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("\"sometimes\" is not one of")
    );
}

/// An HTTP tool endpoint that records what it was sent and answers `answer`.
async fn endpoint(answer: Value) -> (String, Arc<Mutex<Vec<Value>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    let addr = serve_stub(move |req| {
        let (record, answer) = (record.clone(), answer.clone());
        async move {
            let body = json_body(req).await;
            record.lock().unwrap().push(body);
            http::Response::new(Full::new(Bytes::from(answer.to_string())).boxed())
        }
    })
    .await;
    (format!("http://{addr}/api/lookup"), seen)
}

/// Points the Actor's tool `tool` at `url`.
fn set_endpoint(c: &mut SidecarConfig, tool: &str, url: &str) {
    for t in c.actor.as_mut().unwrap().spec.tools.iter_mut() {
        if t.name == tool {
            t.endpoint = Some(url.to_string());
        }
    }
}

/// An upstream MCP server's answer to `initialize` message `m`.
fn initialize_answer(
    m: &Value,
    name: &str,
    session: &str,
    capabilities: Value,
) -> http::Response<StubBody> {
    json_answer(
        &json!({"jsonrpc": "2.0", "id": m["id"], "result": {"protocolVersion": "2025-06-18", "capabilities": capabilities, "serverInfo": {"name": name, "version": "1"}}}),
        &[("mcp-session-id", session)],
    )
}

#[tokio::test]
async fn an_http_tool_is_posted_its_arguments_and_plain_http_must_stay_in_the_cluster() {
    let (url, seen) = endpoint(json!({"order": "A-1", "status": "shipped"})).await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        set_endpoint(c, "lookup_order", &url);
        set_endpoint(c, "verify_identity", "http://accounts.example.com/verify");
    })
    .await;
    let r = rpc(
        &s,
        &request(
            1,
            "tools/call",
            json!({"name": "lookup_order", "arguments": {"order_id": "A-1"}}),
        ),
        &[],
    )
    .await;
    let j = r.json();
    assert_eq!(j["result"]["structuredContent"]["status"], "shipped", "{j}");
    assert_eq!(j["result"]["content"][0]["type"], "text");
    assert_eq!(*seen.lock().unwrap(), [json!({"order_id": "A-1"})]);

    let r = rpc(
        &s,
        &request(
            2,
            "tools/call",
            json!({"name": "verify_identity", "arguments": {"email": "a@b.c"}}),
        ),
        &[],
    )
    .await;
    let j = r.json();
    assert_eq!(j["error"]["code"], -32000, "{j}");
    assert!(
        j["error"]["message"]
            .as_str()
            .unwrap()
            .contains("is outside the cluster and must use https"),
        "{j}"
    );
    assert_eq!(seen.lock().unwrap().len(), 1);
    let m = metrics(&s).await;
    assert!(
        m.contains("argus_mcp_tool_calls_total{reason=\"ok\"} 1"),
        "{m}"
    );
}

struct Echo;

impl InternalTool for Echo {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: "send_message".into(),
            description: Some("Send a message to another actor.".into()),
            parameters: Some(json!({"type": "object", "properties": {"to": {"type": "string"}}})),
            runtime: ToolRuntime::Local,
            endpoint: None,
            pin: None,
        }
    }

    fn call(&self, call: InternalCall) -> InternalResult {
        Box::pin(async move {
            Ok(
                json!({"content": [{"type": "text", "text": format!("sent to {} from {}", call.arguments["to"], call.key.session)}]}),
            )
        })
    }
}

#[tokio::test]
async fn sidecar_internal_tools_are_listed_and_run_in_process() {
    let (s, _mock, _dir) = gateway(RiskTier::Modify).await;
    s.mcp.internal.register(Arc::new(Echo));
    let listed = names(&rpc(&s, &request(1, "tools/list", json!({})), &[]).await);
    assert_eq!(listed.last().map(String::as_str), Some("send_message"));
    let r = rpc(
        &s,
        &request(
            2,
            "tools/call",
            json!({"name": "send_message", "arguments": {"to": "billing"}}),
        ),
        &[("x-argus-session-id", "s-42")],
    )
    .await;
    assert_eq!(
        r.json()["result"]["content"][0]["text"],
        "sent to \"billing\" from s-42",
        "{}",
        r.text()
    );
}

#[tokio::test]
async fn a_foreign_origin_is_refused_on_every_method_and_a_listed_one_passes() {
    let (s, _mock, _dir) = gateway(RiskTier::Modify).await;
    for method in ["POST", "GET", "DELETE"] {
        let r = send(
            s.proxy_addr,
            method,
            "/mcp",
            Bytes::from(request(1, "ping", json!({}))),
            &[
                ("origin", "https://evil.example"),
                ("content-type", "application/json"),
            ],
        )
        .await;
        assert_eq!(r.status, 403, "{method}");
    }
    // The example GateStack allows the knowledge base's site, and loopback pages pass.
    for origin in ["https://kb.shop.example.com", "http://localhost:5173"] {
        let r = rpc(&s, &request(1, "ping", json!({})), &[("origin", origin)]).await;
        assert_eq!(r.status, 200, "{origin}");
    }
}

#[tokio::test]
async fn an_mcp_tool_is_forwarded_in_an_upstream_session_and_a_cancellation_follows_it() {
    let (url, seen) = endpoint(json!({"jsonrpc": "2.0", "id": "argus-initialize",
        "result": {"protocolVersion": "2025-06-18", "content": [{"type": "text", "text": "kb says hi"}]}}))
    .await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        set_endpoint(c, "search_knowledge_base", &url)
    })
    .await;
    let r = rpc(
        &s,
        &request(1, "initialize", json!({"protocolVersion": "2025-06-18"})),
        &[],
    )
    .await;
    let sid = r.headers["mcp-session-id"].to_str().unwrap().to_string();
    let r = rpc(&s, &request(7, "tools/call", json!({"name": "search_knowledge_base", "arguments": {"query": "q"}, "_meta": {"progressToken": "p1"}})), &[("mcp-session-id", &sid)]).await;
    assert_eq!(
        r.json()["result"]["content"][0]["text"],
        "kb says hi",
        "{}",
        r.text()
    );
    // (The upstream's stream, a GET, carries no message: it is not among these. The
    // call reads the upstream's list first, once per upstream session, to check the
    // tool's definition against its pin; this stub's list is no list, so nothing is
    // judged.)
    let methods = |seen: &Arc<Mutex<Vec<Value>>>| -> Vec<String> {
        seen.lock()
            .unwrap()
            .iter()
            .filter_map(|m| m["method"].as_str().map(str::to_string))
            .collect()
    };
    assert_eq!(
        methods(&seen),
        [
            "initialize",
            "notifications/initialized",
            "tools/list",
            "tools/call"
        ]
    );
    // The call went upstream with the agent's id and its progress token.
    let forwarded = seen
        .lock()
        .unwrap()
        .iter()
        .find(|m| m["method"] == "tools/call")
        .cloned()
        .unwrap();
    assert_eq!(forwarded["id"], 7);
    assert_eq!(forwarded["params"]["_meta"]["progressToken"], "p1");
    let cancel =
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 7}})
            .to_string();
    assert_eq!(
        rpc(&s, &cancel, &[("mcp-session-id", &sid)]).await.status,
        202
    );
    assert!(eventually(|| { let seen = seen.clone(); async move { methods(&seen).last().map(String::as_str) == Some("notifications/cancelled") } }).await);
}

/// An upstream MCP server whose `tools/call` answer is an event stream that reports
/// progress once and then never ends; every message POSTed to it goes to the receiver.
async fn holding_upstream() -> (String, tokio::sync::mpsc::UnboundedReceiver<Value>) {
    let (seen, rx) = tokio::sync::mpsc::unbounded_channel();
    let addr = serve_stub(move |req| {
        let seen = seen.clone();
        async move {
            if req.method() != http::Method::POST {
                return empty_answer(http::StatusCode::METHOD_NOT_ALLOWED);
            }
            let m = json_body(req).await;
            let _ = seen.send(m.clone());
            match m["method"].as_str() {
                Some("initialize") => initialize_answer(&m, "holding", "up-1", json!({"tools": {}})),
                Some("tools/call") => {
                    let progress = json!({"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progressToken": "p", "progress": 1}});
                    let first = futures::stream::once(async move {
                        Ok::<_, Infallible>(hyper::body::Frame::data(Bytes::from(format!(
                            "event: message\ndata: {progress}\n\n"
                        ))))
                    });
                    let frames = futures::StreamExt::chain(first, futures::stream::pending());
                    http::Response::builder()
                        .header("content-type", "text/event-stream")
                        .body(http_body_util::StreamBody::new(frames).boxed())
                        .unwrap()
                }
                _ => empty_answer(http::StatusCode::ACCEPTED),
            }
        }
    })
    .await;
    (format!("http://{addr}/mcp"), rx)
}

#[tokio::test]
async fn a_streamed_call_whose_client_leaves_is_audited_and_cancelled_upstream() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let audits = audit_records();
    let (url, mut seen) = holding_upstream().await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        c.mcp.tool_timeout_ms = 120_000;
        set_endpoint(c, "search_knowledge_base", &url);
    })
    .await;
    let body = request(
        5,
        "tools/call",
        json!({"name": "search_knowledge_base", "arguments": {"query": "q"}}),
    );
    let mut tcp = tokio::net::TcpStream::connect(s.proxy_addr).await.unwrap();
    tcp.write_all(
        format!(
            "POST /mcp HTTP/1.1\r\nhost: argus\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    // The call is under way once its progress reaches the client; then the client leaves.
    let mut got = Vec::new();
    let progressed = tokio::time::timeout(std::time::Duration::from_secs(60), async {
        let mut buf = [0u8; 4096];
        while !String::from_utf8_lossy(&got).contains("notifications/progress") {
            let n = tcp.read(&mut buf).await.unwrap();
            assert!(
                n > 0,
                "the gateway closed the stream: {}",
                String::from_utf8_lossy(&got)
            );
            got.extend_from_slice(&buf[..n]);
        }
    })
    .await;
    assert!(
        progressed.is_ok(),
        "no progress within 60 s: {}",
        String::from_utf8_lossy(&got)
    );
    drop(tcp);

    // The upstream hears that nobody waits for the call any more, by the call's id.
    let cancelled = tokio::time::timeout(std::time::Duration::from_secs(60), async {
        while let Some(m) = seen.recv().await {
            if m["method"] == "notifications/cancelled" {
                return m;
            }
        }
        panic!("the upstream closed");
    })
    .await
    .expect("notifications/cancelled within 60 s");
    assert_eq!(cancelled["params"]["requestId"], 5, "{cancelled}");
    assert_eq!(cancelled["params"]["reason"], "the client disconnected");
    // And the invocation is audited (and counted) with its outcome and what was known.
    // The records are the process's (other tests' calls too): this call's tool.
    let gone = |r: &std::collections::BTreeMap<String, String>| {
        r.get("message").map(String::as_str) == Some("argus.audit.tool_call")
            && r.get("tool").map(String::as_str) == Some("search_knowledge_base")
            && r.get("outcome").map(String::as_str) == Some("client_gone")
    };
    let audited = eventually(|| {
        let audits = audits.clone();
        async move { audits.lock().unwrap().iter().any(gone) }
    })
    .await;
    let records = audits.lock().unwrap().clone();
    assert!(audited, "no client_gone audit record: {records:?}");
    let record = records.iter().find(|r| gone(r)).unwrap();
    let m = metrics(&s).await;
    assert!(
        m.contains("argus_mcp_tool_calls_total{reason=\"client_gone\"} 1"),
        "{m}"
    );
    assert_eq!(record["tool"], "search_knowledge_base", "{record:?}");
    assert_eq!(record["runtime"], "mcp", "{record:?}");
    assert!(
        record["result_summary"].contains("after 1 upstream message(s) were passed on"),
        "{record:?}"
    );
}

/// An upstream MCP server whose server-initiated stream ends at once when first opened
/// and, opened again, carries one log notification and stays open. Counts the GETs.
async fn flaky_stream_upstream() -> (String, Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let gets = Arc::new(AtomicUsize::new(0));
    let counted = gets.clone();
    let addr = serve_stub(move |req| {
        let counted = counted.clone();
        async move {
            let sse = |body: StubBody| {
                http::Response::builder()
                    .header("content-type", "text/event-stream")
                    .body(body)
                    .unwrap()
            };
            if req.method() == http::Method::GET {
                if counted.fetch_add(1, Ordering::SeqCst) == 0 {
                    return sse(Full::new(Bytes::new()).boxed());
                }
                let note = json!({"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "index rebuilt"}});
                let first = futures::stream::once(async move {
                    Ok::<_, Infallible>(hyper::body::Frame::data(Bytes::from(format!(
                        "data: {note}\n\n"
                    ))))
                });
                let frames = futures::StreamExt::chain(first, futures::stream::pending());
                return sse(http_body_util::StreamBody::new(frames).boxed());
            }
            let m = json_body(req).await;
            if m["method"] == "initialize" {
                initialize_answer(&m, "flaky", "up-2", json!({}))
            } else {
                empty_answer(http::StatusCode::ACCEPTED)
            }
        }
    })
    .await;
    (format!("http://{addr}/mcp"), gets)
}

#[tokio::test]
async fn the_sessions_stream_relays_an_upstream_notification_after_its_stream_is_reopened() {
    let (url, gets) = flaky_stream_upstream().await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        set_endpoint(c, "search_knowledge_base", &url)
    })
    .await;
    let r = rpc(
        &s,
        &request(1, "initialize", json!({"protocolVersion": "2025-06-18"})),
        &[],
    )
    .await;
    let sid = r.headers["mcp-session-id"].to_str().unwrap().to_string();
    // Opening the agent's stream opens the upstream session and its stream; that one
    // ends at once, is opened again, and its notification reaches the agent.
    let req = http::Request::get(format!("http://{}/mcp", s.proxy_addr))
        .header("accept", "text/event-stream")
        .header("mcp-session-id", &sid)
        .body(Full::new(Bytes::new()))
        .unwrap();
    let resp = client().request(req).await.unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["content-type"], "text/event-stream");
    let mut body = resp.into_body();
    let mut got = String::new();
    let relayed = tokio::time::timeout(std::time::Duration::from_secs(60), async {
        while !got.contains("index rebuilt") {
            let frame = body.frame().await.expect("the stream stays open").unwrap();
            if let Ok(data) = frame.into_data() {
                got.push_str(&String::from_utf8_lossy(&data));
            }
        }
    })
    .await;
    assert!(relayed.is_ok(), "not relayed within 60 s: {got:?}");
    assert!(
        got.contains("\"method\":\"notifications/message\""),
        "{got}"
    );
    assert_eq!(gets.load(std::sync::atomic::Ordering::SeqCst), 2);
}

#[tokio::test]
async fn an_upstream_that_never_answers_leaves_its_tools_out_of_the_list_in_bounded_time() {
    let addr = serve_silent(None).await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        c.mcp.tool_timeout_ms = 600_000;
        set_endpoint(c, "search_knowledge_base", &format!("http://{addr}/mcp"));
    })
    .await;
    let started = std::time::Instant::now();
    let listed = names(&rpc(&s, &request(1, "tools/list", json!({})), &[]).await);
    // The list waits 5 s for an upstream, not the 10-minute tool timeout.
    assert!(
        started.elapsed() < std::time::Duration::from_secs(120),
        "{:?}",
        started.elapsed()
    );
    assert!(
        !listed.contains(&"search_knowledge_base".to_string()),
        "{listed:?}"
    );
    assert!(listed.contains(&"lookup_order".to_string()), "{listed:?}");
    assert!(metrics(&s).await.contains("mcp_upstream_list_failed"));
}

/// A tool call answered as JSON whose agent leaves while the tool runs: the handler is
/// dropped with the connection, and the invocation is still audited (`client_gone`).
#[tokio::test]
async fn a_json_call_whose_client_leaves_is_still_audited() {
    use tokio::io::AsyncWriteExt;
    let audits = audit_records();
    // An HTTP tool endpoint that takes the request and never answers.
    let (arrived_tx, mut arrived) = tokio::sync::mpsc::unbounded_channel();
    let addr = serve_silent(Some(arrived_tx)).await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        c.mcp.tool_timeout_ms = 600_000;
        set_endpoint(c, "lookup_order", &format!("http://{addr}/lookup"));
    })
    .await;
    let body = request(
        9,
        "tools/call",
        json!({"name": "lookup_order", "arguments": {"order_id": "A-1"}}),
    );
    let mut tcp = tokio::net::TcpStream::connect(s.proxy_addr).await.unwrap();
    tcp.write_all(
        format!(
            "POST /mcp HTTP/1.1\r\nhost: argus\r\ncontent-type: application/json\r\naccept: application/json\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    // The tool is running once its endpoint has the request; then the agent leaves.
    tokio::time::timeout(std::time::Duration::from_secs(60), arrived.recv())
        .await
        .expect("the tool endpoint was called within 60 s");
    drop(tcp);
    let gone = |r: &std::collections::BTreeMap<String, String>| {
        r.get("message").map(String::as_str) == Some("argus.audit.tool_call")
            && r.get("tool").map(String::as_str) == Some("lookup_order")
            && r.get("outcome").map(String::as_str) == Some("client_gone")
    };
    let audited = eventually(|| {
        let audits = audits.clone();
        async move { audits.lock().unwrap().iter().any(gone) }
    })
    .await;
    assert!(
        audited,
        "no client_gone audit record: {:?}",
        audits.lock().unwrap()
    );
    // Audited once: the drop does not add a second record to a finished call.
    let m = metrics(&s).await;
    assert!(
        m.contains("argus_mcp_tool_calls_total{reason=\"client_gone\"} 1"),
        "{m}"
    );
}

/// An upstream MCP server (2025-11-25) that runs `search_knowledge_base` only as a task:
/// a plain call is refused; a task-augmented one makes task `t-1`, `working` until its
/// `finish_after`th `tasks/get` (never, when none), then `completed` with a result.
/// Every message POSTed to it is recorded.
async fn task_upstream(finish_after: Option<usize>) -> (String, Arc<Mutex<Vec<Value>>>) {
    let seen = Arc::new(Mutex::new(Vec::<Value>::new()));
    let record = seen.clone();
    let addr = serve_stub(move |req| {
        let record = record.clone();
        async move {
            if req.method() != http::Method::POST {
                return empty_answer(http::StatusCode::METHOD_NOT_ALLOWED);
            }
            let m = json_body(req).await;
            let polls = {
                let mut seen = record.lock().unwrap();
                seen.push(m.clone());
                seen.iter().filter(|s| s["method"] == "tasks/get").count()
            };
            let task = |status: &str| {
                json!({"taskId": "t-1", "status": status, "createdAt": "2026-11-27T00:00:00Z",
                       "lastUpdatedAt": "2026-11-27T00:00:00Z", "ttl": 60000, "pollInterval": 100})
            };
            let result = |r: Value| {
                json_answer(&json!({"jsonrpc": "2.0", "id": m["id"], "result": r}), &[])
            };
            match m["method"].as_str() {
                Some("initialize") => json_answer(
                    &json!({"jsonrpc": "2.0", "id": m["id"], "result": {"protocolVersion": "2025-11-25",
                        "capabilities": {"tools": {}, "tasks": {"cancel": {}, "requests": {"tools": {"call": {}}}}},
                        "serverInfo": {"name": "tasks", "version": "1"}}}),
                    &[("mcp-session-id", "up-t")],
                ),
                Some("tools/list") => result(json!({"tools": [{"name": "search_knowledge_base",
                    "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}},
                    "execution": {"taskSupport": "required"}}]})),
                Some("tools/call") if m["params"]["task"].is_object() => {
                    result(json!({"task": task("working")}))
                }
                Some("tools/call") => json_answer(
                    &json!({"jsonrpc": "2.0", "id": m["id"], "error": {"code": -32601, "message": "search_knowledge_base must be called as a task"}}),
                    &[],
                ),
                Some("tasks/get") => {
                    let done = finish_after.is_some_and(|n| polls >= n);
                    result(task(if done { "completed" } else { "working" }))
                }
                Some("tasks/result") => result(json!({"content": [{"type": "text", "text": "Article 7, from task t-1"}],
                    "_meta": {"io.modelcontextprotocol/related-task": {"taskId": "t-1"}}})),
                Some("tasks/cancel") => result(task("cancelled")),
                _ => empty_answer(http::StatusCode::ACCEPTED),
            }
        }
    })
    .await;
    (format!("http://{addr}/mcp"), seen)
}

/// A `tools/call` of search_knowledge_base (request `id`) through a gateway whose tool
/// timeout is `timeout_ms`, in front of a [`task_upstream`]: the answer, and what the
/// upstream was sent.
async fn call_through_task_upstream(
    finish_after: Option<usize>,
    timeout_ms: u32,
    id: u64,
) -> (Answer, Arc<Mutex<Vec<Value>>>) {
    let (url, seen) = task_upstream(finish_after).await;
    let (s, _mock, _dir) = gateway_with(RiskTier::Modify, |c| {
        c.mcp.tool_timeout_ms = timeout_ms;
        set_endpoint(c, "search_knowledge_base", &url);
    })
    .await;
    let body = json!({"name": "search_knowledge_base", "arguments": {"query": "q"}});
    let r = rpc(&s, &request(id, "tools/call", body), &[]).await;
    (r, seen)
}

fn methods_of(seen: &Mutex<Vec<Value>>) -> Vec<String> {
    seen.lock()
        .unwrap()
        .iter()
        .filter_map(|m| m["method"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test]
async fn a_tool_its_upstream_runs_only_as_a_task_is_called_as_one_and_waited_for() {
    let (r, seen) = call_through_task_upstream(Some(2), 30_000, 4).await;
    let j = r.json();
    assert_eq!(j["id"], 4, "{j}");
    assert_eq!(
        j["result"]["content"][0]["text"], "Article 7, from task t-1",
        "{j}"
    );
    let methods = methods_of(&seen);
    let calls: Vec<Value> = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|m| m["method"] == "tools/call")
        .cloned()
        .collect();
    assert_eq!(calls.len(), 1, "one call, made a task: {methods:?}");
    assert_eq!(calls[0]["params"]["task"]["ttl"], 30_000);
    assert_eq!(
        methods.iter().filter(|m| *m == "tasks/get").count(),
        2,
        "{methods:?}"
    );
    assert_eq!(methods.last().map(String::as_str), Some("tasks/result"));
}

#[tokio::test]
async fn an_upstream_task_past_the_deadline_is_cancelled_and_the_agent_told() {
    let (r, seen) = call_through_task_upstream(None, 1500, 5).await;
    let text = r.text();
    assert!(text.contains("did not answer within 1500 ms"), "{text}");
    let cancelled = eventually(|| {
        let seen = seen.clone();
        async move {
            seen.lock()
                .unwrap()
                .iter()
                .any(|m| m["method"] == "tasks/cancel" && m["params"]["taskId"] == "t-1")
        }
    })
    .await;
    assert!(cancelled, "no tasks/cancel: {:?}", methods_of(&seen));
}
