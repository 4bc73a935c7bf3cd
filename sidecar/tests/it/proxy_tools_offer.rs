//! What the model is offered, through the real proxy: with `toolsFilter: enforce` a
//! tool outside the Actor's permitted set never reaches the provider (in every format),
//! `report` forwards it and counts it, and `toolsInject` supplies the Actor's tools to a
//! request that offers none.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{RiskTier, ToolsFilter, offered_tool_names};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::*;

async fn sidecar_with(
    mock: &MockServer,
    dir: &std::path::Path,
    filter: Option<ToolsFilter>,
    inject: bool,
) -> argus_sidecar::Sidecar {
    let mut c = with_gates(config(&mock.url(), &key_file(dir), None), RiskTier::Modify);
    let policy = &mut c.policy.as_mut().unwrap().spec;
    policy.tools_filter = filter;
    policy.tools_inject = inject;
    start(c).await
}

fn offered(body: &Value) -> Vec<String> {
    offered_tool_names(&body["tools"])
        .into_iter()
        .map(|(_, _, n)| n)
        .collect()
}

fn fn_tool(name: &str) -> Value {
    json!({"type": "function", "function": {"name": name, "parameters": {"type": "object"}}})
}

#[tokio::test]
async fn enforce_removes_an_unpermitted_tool_before_the_provider_sees_it() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = sidecar_with(&mock, dir.path(), Some(ToolsFilter::Enforce), false).await;

    let mut body = chat("f1", "where is order A-1?");
    body["tools"] = json!([fn_tool("lookup_order"), fn_tool("drop_database")]);
    let r = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    // Anthropic and Gemini shapes too.
    let anthropic = json!({"model": "claude-x", "max_tokens": 50,
        "messages": [{"role": "user", "content": "hi"}],
        "tools": [{"name": "drop_database", "input_schema": {"type": "object"}},
                  {"name": "lookup_order", "input_schema": {"type": "object"}}]});
    let r = post(sidecar.proxy_addr, "/v1/messages", &anthropic, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let gemini = json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}],
        "tools": [{"functionDeclarations": [{"name": "lookup_order"}, {"name": "drop_database"}]}]});
    let r = post(
        sidecar.proxy_addr,
        "/v1beta/models/gemini-x:generateContent",
        &gemini,
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());

    let seen = mock.requests();
    assert_eq!(seen.len(), 3);
    for req in &seen {
        assert_eq!(offered(&req.body), ["lookup_order"], "{}", req.body);
    }
    let m = metrics(&sidecar).await;
    assert!(
        m.contains("argus_tools_unpermitted_total{reason=\"removed\"} 3"),
        "{m}"
    );
}

#[tokio::test]
async fn report_forwards_the_tool_and_counts_it() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = sidecar_with(&mock, dir.path(), Some(ToolsFilter::Report), false).await;
    let mut body = chat("f2", "hi");
    body["tools"] = json!([fn_tool("lookup_order"), fn_tool("drop_database")]);
    let r = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(
        offered(&mock.requests()[0].body),
        ["lookup_order", "drop_database"]
    );
    let m = metrics(&sidecar).await;
    assert!(
        m.contains("argus_tools_unpermitted_total{reason=\"reported\"} 1"),
        "{m}"
    );
}

#[tokio::test]
async fn inject_offers_the_actors_permitted_tools_to_a_request_without_tools() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = sidecar_with(&mock, dir.path(), None, true).await;
    // A passive request (no open user turn): only the persistent behavior's tools.
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("f3", "hi"),
        &[("x-argus-behavior-mode", "passive")],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let sent = &mock.requests()[0].body;
    assert_eq!(
        offered(sent),
        ["escalate_to_human", "close_ticket"],
        "{sent}"
    );
    assert_eq!(sent["tools"][0]["type"], "function");
    assert_eq!(
        sent["tools"][0]["function"]["parameters"]["properties"]["reason"]["type"],
        "string"
    );
}
