//! The MCP gateway across protocol eras (issue 29), with the official MCP Python SDK on
//! both sides: agents in the handshake era (`initialize`, 2025-11-25) and in the
//! stateless era (`server/discover`, 2026-07-28), in front of an upstream that speaks
//! only the handshake era and one that speaks only the stateless era — each agent with
//! each upstream. Every pair lists (federated, with the upstream's outputSchema, icons,
//! title and _meta), calls (progress passed on, structured content), is refused by tier
//! and by schema, is held for approval, and leaves mid-call (audited `client_gone`, the
//! upstream told in its era). Bad stateless input gets JSON-RPC errors naming it.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use argus_crds::{RiskTier, ToolRuntime, ToolSpec};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::audit_records;
use support::run_steps;
use support::*;
use support::{McpServer, mcp_server};

/// The SDK server of `era` (`handshake` or `stateless`) on `port` (0: any free one); its cancellation
/// marks go to `marks`.
async fn upstream(era: &str, port: u16, marks: &Path) -> (McpServer, String) {
    upstream_with(era, port, marks, &[]).await
}

async fn upstream_with(era: &str, port: u16, marks: &Path, extra: &[&str]) -> (McpServer, String) {
    let mut args = vec![era.as_ref(), marks.as_os_str()];
    args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
    mcp_server("eras_server.py", port, &args).await
}

fn mcp_tool(name: &str, endpoint: &str, parameters: Value) -> ToolSpec {
    ToolSpec {
        name: name.into(),
        description: Some(format!("{name} through the gateway")),
        parameters: Some(parameters),
        runtime: ToolRuntime::Mcp,
        endpoint: Some(endpoint.into()),
        pin: None,
    }
}

/// The example Actor (tier DELETE) and GateStack, with the upstream's three tools;
/// `reset_password` is PRIVILEGE (refused by tier), `cancel_order` DELETE (approval).
async fn gateway(url: &str) -> (argus_sidecar::Sidecar, MockServer, tempfile::TempDir) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::Delete,
    );
    c.mcp.tool_timeout_ms = 30_000;
    let query = json!({"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]});
    let city =
        json!({"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]});
    let actor = &mut c.actor.as_mut().unwrap().spec;
    actor.tools.retain(|t| t.name != "search_knowledge_base");
    actor.tools.extend([
        mcp_tool("search_knowledge_base", url, query.clone()),
        mcp_tool("slow_search", url, query),
        mcp_tool("forecast", url, city),
        mcp_tool(
            "confirm_refund",
            url,
            json!({"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]}),
        ),
        mcp_tool(
            "regional_search",
            url,
            // Annotated as the upstream's is: a stateless agent mirrors the region in
            // Mcp-Param-Region, and the gateway checks it against the body.
            json!({"type": "object", "properties": {
                "region": {"type": "string", "x-mcp-header": "Region"},
                "query": {"type": "string"}}, "required": ["region", "query"]}),
        ),
    ]);
    actor.talents[0].behaviors[0].tools.extend(
        [
            "slow_search",
            "forecast",
            "regional_search",
            "confirm_refund",
        ]
        .map(String::from),
    );
    let tiers: &mut BTreeMap<String, RiskTier> =
        &mut c.gate_stack.as_mut().unwrap().spec.tool_risk_tiers;
    tiers.insert("reset_password".into(), RiskTier::Privilege);
    tiers.insert("cancel_order".into(), RiskTier::Delete);
    for t in [
        "slow_search",
        "forecast",
        "regional_search",
        "confirm_refund",
    ] {
        tiers.insert(t.into(), RiskTier::ReadOnly);
    }
    (start(c).await, mock, dir)
}

/// Runs the SDK client in `mode` (`legacy` or `auto`) against the gateway: its steps.
async fn agent(sidecar: &argus_sidecar::Sidecar, mode: &str) -> BTreeMap<String, Value> {
    let gateway = format!("http://{}/mcp", sidecar.proxy_addr);
    run_steps(
        "sidecar/tests/mcp/eras_client.py",
        vec![gateway, mode.into()],
        Duration::from_secs(180),
    )
    .await
    .by_name
}

/// What every agent sees, whatever the eras: `era` is the upstream's, `mode` the
/// client's.
fn assert_steps(steps: &BTreeMap<String, Value>, mode: &str, era: &str) {
    let step = |s: &str| {
        steps
            .get(s)
            .unwrap_or_else(|| panic!("{mode} before {era}: no step {s}: {steps:?}"))
    };
    let version = if mode == "auto" {
        "2026-07-28"
    } else {
        "2025-11-25"
    };
    assert_eq!(step("connect")["version"], version, "{mode} before {era}");
    let names = step("list")["names"].to_string();
    for n in ["search_knowledge_base", "forecast", "slow_search"] {
        assert!(names.contains(&format!("\"{n}\"")), "{n} missing: {names}");
    }
    // The upstream's extra fields pass through; the Actor's schema is offered.
    let forecast = &step("list")["forecast"];
    assert_eq!(forecast["title"], "Forecast", "{forecast}");
    assert_eq!(forecast["icons"][0]["src"], "https://example.com/sun.png");
    assert_eq!(
        forecast["_meta"]["example.com/unit"], "celsius",
        "{forecast}"
    );
    assert!(
        forecast["outputSchema"]["properties"]["celsius"].is_object(),
        "{forecast}"
    );
    assert_eq!(forecast["inputSchema"]["required"], json!(["city"]));

    let call = step("call");
    assert_eq!(call["is_error"], false, "{call}");
    assert_eq!(
        call["text"],
        format!("[{era}] Article 12: how to reset a password")
    );
    assert_eq!(
        step("progress")["updates"].as_array().map(Vec::len),
        Some(1),
        "progress passes through: {:?}",
        step("progress")
    );
    let forecast = step("forecast");
    assert_eq!(forecast["is_error"], false, "{forecast}");
    assert_eq!(
        forecast["structured"],
        json!({"city": "Lyon", "celsius": 21.5})
    );

    // A stateless upstream checks the Mcp-Param-Region header the gateway mirrors.
    let regional = step("regional");
    assert_eq!(regional["is_error"], false, "{regional}");
    assert_eq!(regional["text"], format!("[{era}] eu-west: refunds"));

    // The upstream asks the agent to confirm mid-call, each in its era: an elicitation
    // request to a handshake-era agent (relayed, or put by the gateway for a stateless
    // upstream's input_required result), an input_required result to a stateless one
    // (passed through, or made by the gateway for a handshake upstream's request, the
    // call held until the agent's retry brings the answer).
    let confirm = step("confirm");
    assert_eq!(confirm["is_error"], false, "{confirm}");
    assert_eq!(
        confirm["text"],
        format!("[{era}] refund A-7: accept {{\"ok\": true}}")
    );

    let refused = step("refused");
    assert_eq!(refused["is_error"], true, "{refused}");
    assert!(
        refused["text"]
            .as_str()
            .unwrap()
            .contains("reset_password was refused: tier PRIVILEGE above actor tier DELETE"),
        "{refused}"
    );
    let deferred = step("deferred");
    assert!(
        deferred["text"]
            .as_str()
            .unwrap()
            .contains("cancel_order is awaiting approval cancel-order-"),
        "{deferred}"
    );
    let schema = step("schema");
    assert_eq!(schema["is_error"], true, "{schema}");
    assert!(
        schema["text"].as_str().unwrap().contains("/query"),
        "{schema}"
    );
    let leave = step("leave");
    assert_eq!(leave["status"], 200, "{leave}");
    assert_eq!(
        leave["first"]["method"], "notifications/progress",
        "{leave}"
    );
}

/// The client that left (`mode`) is audited `client_gone`, and the upstream of `era`
/// was told: its handler was cancelled.
async fn assert_left(marks: &Path, mode: &str, era: &str) {
    let mark = marks.join(format!("slow_search.{mode}.cancelled"));
    let told = eventually(|| {
        let mark = mark.clone();
        async move { mark.exists() }
    })
    .await;
    assert!(
        told,
        "the {era} upstream was not told that the {mode} client left"
    );
    let how = if era == "stateless" {
        "the request to the upstream was closed"
    } else {
        "the upstream was sent notifications/cancelled"
    };
    let audits = audit_records();
    let gone = |r: &BTreeMap<String, String>| {
        r.get("tool").map(String::as_str) == Some("slow_search")
            && r.get("outcome").map(String::as_str) == Some("client_gone")
            && r.get("result_summary").is_some_and(|s| s.contains(how))
    };
    let audited = eventually(|| {
        let audits = audits.clone();
        async move { audits.lock().unwrap().iter().any(gone) }
    })
    .await;
    assert!(
        audited,
        "no client_gone record saying {how:?}: {:?}",
        audits.lock().unwrap()
    );
}

async fn agents_of_both_eras_before(era: &str) {
    audit_records();
    let marks = tempfile::tempdir().unwrap();
    let (_upstream, url) = upstream(era, 0, marks.path()).await;
    let (sidecar, _mock, _dir) = gateway(&url).await;
    for mode in ["legacy", "auto"] {
        let steps = agent(&sidecar, mode).await;
        assert_steps(&steps, mode, era);
        assert_left(marks.path(), mode, era).await;
    }
}

#[tokio::test]
async fn agents_of_both_eras_work_through_a_handshake_only_upstream() {
    agents_of_both_eras_before("handshake").await;
}

#[tokio::test]
async fn agents_of_both_eras_work_through_a_stateless_only_upstream() {
    agents_of_both_eras_before("stateless").await;
}

const MODERN: &str = "2026-07-28";

async fn post(s: &argus_sidecar::Sidecar, body: &Value, headers: &[(&str, &str)]) -> Answer {
    mcp_post(s.proxy_addr, body.to_string(), headers).await
}

fn envelope() -> Value {
    json!({"io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {}})
}

/// A stateless request with its headers agreeing with it.
fn stateless(method: &str, mut params: Value) -> (Value, Vec<(&'static str, String)>) {
    params["_meta"] = envelope();
    let mut headers = vec![
        ("mcp-protocol-version", MODERN.to_string()),
        ("mcp-method", method.to_string()),
    ];
    if let Some(name) = params["name"].as_str() {
        headers.push(("mcp-name", name.to_string()));
    }
    (
        json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}),
        headers,
    )
}

fn refs<'a>(h: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    h.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

fn assert_error(r: &Answer, status: u16, code: i64, names: &str) {
    assert_eq!(r.status, status, "{}", r.text());
    assert_eq!(r.json()["error"]["code"], code, "{}", r.text());
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains(names),
        "the error does not name {names:?}: {}",
        r.text()
    );
}

#[tokio::test]
async fn bad_stateless_input_gets_json_rpc_errors_naming_it() {
    let marks = tempfile::tempdir().unwrap();
    let (_upstream, url) = upstream("handshake", 0, marks.path()).await;
    let (s, _mock, _dir) = gateway(&url).await;
    let with = |h: &[(&'static str, String)]| -> Vec<(&'static str, String)> { h.to_vec() };

    // The gateway answers server/discover itself (in either era): its upstream speaks
    // only the handshake era and is never sent one.
    let (body, headers) = stateless("server/discover", json!({}));
    let r = post(&s, &body, &refs(&headers)).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let result = &r.json()["result"];
    assert_eq!(
        result["supportedVersions"],
        json!([
            MODERN,
            "2025-11-25",
            "2025-06-18",
            "2025-03-26",
            "2024-11-05"
        ])
    );
    assert_eq!(result["resultType"], "complete");
    assert!(result["capabilities"]["tools"].is_object(), "{result}");

    // Mcp-Method disagreeing with the body.
    let (body, headers) = stateless(
        "tools/call",
        json!({"name": "search_knowledge_base", "arguments": {"query": "q"}}),
    );
    let mut h = with(&headers);
    h[1].1 = "tools/list".into();
    let r = post(&s, &body, &refs(&h)).await;
    assert_error(&r, 400, -32020, "mcp-method header (tools/list)");
    // Mcp-Name disagreeing with the body.
    let mut h = with(&headers);
    h[2].1 = "forecast".into();
    assert_error(
        &post(&s, &body, &refs(&h)).await,
        400,
        -32020,
        "mcp-name header (forecast)",
    );

    // A revision nobody speaks: the supported ones are listed.
    let r = post(&s, &body, &[("mcp-protocol-version", "2099-01-01")]).await;
    assert_error(&r, 400, -32022, "\"2099-01-01\"");
    assert_eq!(r.json()["error"]["data"]["requested"], "2099-01-01");
    assert!(
        r.json()["error"]["data"]["supported"]
            .to_string()
            .contains(MODERN),
        "{}",
        r.text()
    );

    // An envelope without its revision.
    let mut no_version = body.clone();
    no_version["params"]["_meta"]
        .as_object_mut()
        .unwrap()
        .remove("io.modelcontextprotocol/protocolVersion");
    let r = post(&s, &no_version, &refs(&headers)).await;
    assert_error(&r, 400, -32602, "io.modelcontextprotocol/protocolVersion");

    // The Origin check is the same in the stateless era.
    let (body, headers) = stateless("tools/list", json!({}));
    let mut h = refs(&headers);
    h.push(("origin", "https://evil.example"));
    let r = post(&s, &body, &h).await;
    assert_eq!(r.status, 403, "{}", r.text());
    assert!(
        r.json()["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("Origin \"https://evil.example\" is not allowed"),
        "{}",
        r.text()
    );

    // Mcp-Param-* headers disagreeing with the arguments under the offered schema.
    let (body, headers) = stateless(
        "tools/call",
        json!({"name": "regional_search", "arguments": {"region": "eu-west", "query": "q"}}),
    );
    let r = post(&s, &body, &refs(&headers)).await;
    assert_error(
        &r,
        400,
        -32020,
        "Mcp-Param-Region header is missing but the request body's \"region\" argument is present",
    );
    let mut h = refs(&headers);
    h.push(("mcp-param-region", "us-east"));
    let r = post(&s, &body, &h).await;
    assert_error(
        &r,
        400,
        -32020,
        "Mcp-Param-Region header does not match the request body's \"region\" argument",
    );
    let mut h = refs(&headers);
    h.push(("mcp-param-region", "=?base64?ZXUtd2VzdA==?="));
    let r = post(&s, &body, &h).await;
    assert_eq!(
        r.status,
        200,
        "the base64 form of eu-west agrees: {}",
        r.text()
    );

    // A task that does not exist, in either era.
    let (body, headers) = stateless("tasks/get", json!({"taskId": "t-404"}));
    let r = post(&s, &body, &refs(&headers)).await;
    assert_error(&r, 400, -32602, "task \"t-404\" does not exist");
    let body =
        json!({"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"taskId": "t-405"}});
    let r = post(&s, &body, &[]).await;
    assert_error(&r, 200, -32602, "task \"t-405\" does not exist");

    // A stateless call that is well formed runs, through the handshake-only upstream.
    let (body, headers) = stateless(
        "tools/call",
        json!({"name": "search_knowledge_base", "arguments": {"query": "q"}}),
    );
    let r = post(&s, &body, &refs(&headers)).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let text = r.text();
    assert!(
        text.contains("[handshake] Article 12: how to q")
            && text.contains("\"resultType\":\"complete\""),
        "{text}"
    );
}

/// A handshake-era agent's session: initialize, then one `tools/call` of
/// search_knowledge_base; the answer's text.
async fn handshake_call(s: &argus_sidecar::Sidecar, query: &str) -> String {
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}});
    let r = post(s, &init, &[]).await;
    let sid = r.headers["mcp-session-id"].to_str().unwrap().to_string();
    let call = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": "search_knowledge_base", "arguments": {"query": query}}});
    post(s, &call, &[("mcp-session-id", &sid)]).await.text()
}

#[tokio::test]
async fn an_upstream_that_was_stateless_and_comes_back_handshake_only_is_asked_discover_then_initialize()
 {
    let marks = tempfile::tempdir().unwrap();
    let (first, url) = upstream("stateless", 0, marks.path()).await;
    let port = first.port();
    let (s, _mock, _dir) = gateway(&url).await;
    // First met: initialize refused (-32022), server/discover adopted.
    let text = handshake_call(&s, "a").await;
    assert!(text.contains("[stateless] Article 12: how to a"), "{text}");
    assert!(marks.path().join("stateless.refused.initialize").exists());
    let (call, headers) = stateless(
        "tools/call",
        json!({"name": "search_knowledge_base", "arguments": {"query": "z"}}),
    );
    let r = post(&s, &call, &refs(&headers)).await;
    assert!(
        r.text().contains("[stateless] Article 12: how to z"),
        "{}",
        r.text()
    );
    // The same upstream, rolled back to a handshake-only release.
    drop(first);
    let (_handshake, _) = upstream("handshake", port, marks.path()).await;
    // A new agent session: the upstream is asked server/discover first (it was
    // stateless), refuses it, and is initialized instead.
    let text = handshake_call(&s, "b").await;
    assert!(text.contains("[handshake] Article 12: how to b"), "{text}");
    assert!(
        marks
            .path()
            .join("handshake.refused.server_discover")
            .exists(),
        "the handshake-only upstream was not asked server/discover"
    );
    // A stateless agent, whose shared session still holds the stateless upstream
    // session: the refused call negotiates again, once.
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
        "name": "search_knowledge_base", "arguments": {"query": "c"}, "_meta": envelope()}});
    let r = post(&s, &call, &refs(&headers)).await;
    assert!(
        r.text().contains("[handshake] Article 12: how to c"),
        "{}",
        r.text()
    );
}

#[tokio::test]
async fn a_handshake_upstream_answering_in_json_hears_that_its_agent_left() {
    use tokio::io::AsyncWriteExt;
    let audits = audit_records();
    let marks = tempfile::tempdir().unwrap();
    let (_upstream, url) = upstream_with("handshake", 0, marks.path(), &["json"]).await;
    let (s, _mock, _dir) = gateway(&url).await;
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}});
    let r = post(&s, &init, &[]).await;
    let sid = r.headers["mcp-session-id"].to_str().unwrap().to_string();
    // The call, on a connection the agent then drops, once the tool has started.
    let call = json!({"jsonrpc": "2.0", "id": 9, "method": "tools/call",
        "params": {"name": "slow_search", "arguments": {"query": "json-leave"}}})
    .to_string();
    let mut tcp = tokio::net::TcpStream::connect(s.proxy_addr).await.unwrap();
    let head = format!(
        "POST /mcp HTTP/1.1\r\nhost: {}\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\nmcp-session-id: {sid}\r\ncontent-length: {}\r\n\r\n",
        s.proxy_addr,
        call.len()
    );
    tcp.write_all(head.as_bytes()).await.unwrap();
    tcp.write_all(call.as_bytes()).await.unwrap();
    let started = marks.path().join("slow_search.json-leave.started");
    assert!(
        eventually(|| {
            let started = started.clone();
            async move { started.exists() }
        })
        .await,
        "the call did not reach the upstream"
    );
    drop(tcp);
    assert_left(marks.path(), "json-leave", "handshake").await;
    let how = "the agent left before the answer (the call was dropped with its connection); the upstream was sent notifications/cancelled";
    let records = audits.lock().unwrap().clone();
    assert!(
        records
            .iter()
            .any(|r| r.get("result_summary").is_some_and(|t| t.contains(how))),
        "{records:?}"
    );
}
