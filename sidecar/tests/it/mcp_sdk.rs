//! End to end with the official MCP Python SDK (`mcp` on PyPI) on both sides of the
//! gateway: an agent's client and an upstream server written with the same SDK. List
//! (the upstream's list intersected with the Actor's, with the Actor's schemas), call
//! (with progress passed through), messages outside calls on the session's stream (a
//! roots request answered through the gateway, a changed tool list), a call refused by
//! tier, one held for approval, a schema refusal, an unknown and a local tool, an
//! upstream that never answers and one that dies mid-call — the gateway stays up — and
//! a bad Origin.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::time::Duration;

use argus_crds::{RiskTier, SidecarConfig, ToolRuntime, ToolSpec};
use argus_mock_llm::{MockServer, Script};
use serde_json::json;
use support::*;
use support::{McpServer, mcp_server};
use support::{Steps, run_steps};

/// The SDK's server of `upstream_server.py`.
pub(crate) async fn upstream() -> (McpServer, String) {
    mcp_server::<&str>("upstream_server.py", 0, &[]).await
}

fn mcp_tool(name: &str, endpoint: &str) -> ToolSpec {
    ToolSpec {
        name: name.into(),
        description: Some(format!("{name} through the gateway")),
        parameters: Some(json!({
            "type": "object",
            "properties": {"query": {"type": "string"}},
            "required": ["query"]
        })),
        runtime: ToolRuntime::Mcp,
        endpoint: Some(endpoint.into()),
        pin: None,
    }
}

/// The example Actor (tier DELETE) and GateStack, its knowledge-base tools served by
/// the upstream at `url`; `reset_password` is PRIVILEGE (refused by tier) and
/// `cancel_order` DELETE (routed to approval).
pub(crate) fn gateway_config(mock: &MockServer, dir: &std::path::Path, url: &str) -> SidecarConfig {
    let mut c = with_gates(config(&mock.url(), &key_file(dir), None), RiskTier::Delete);
    c.mcp.tool_timeout_ms = 1500;
    let actor = &mut c.actor.as_mut().unwrap().spec;
    actor.tools.retain(|t| t.name != "search_knowledge_base");
    for name in ["search_knowledge_base", "slow_search", "crash_search"] {
        actor.tools.push(mcp_tool(name, url));
    }
    // Without arguments, described by the upstream only; `undeclared_admin` is not the
    // Actor's at all.
    for name in ["enable_reports", "daily_report"] {
        actor.tools.push(ToolSpec {
            description: None,
            parameters: None,
            ..mcp_tool(name, url)
        });
    }
    actor.talents[0].behaviors[0].tools.extend(
        [
            "slow_search",
            "crash_search",
            "enable_reports",
            "daily_report",
        ]
        .map(String::from),
    );
    let tiers: &mut BTreeMap<String, RiskTier> =
        &mut c.gate_stack.as_mut().unwrap().spec.tool_risk_tiers;
    tiers.insert("reset_password".into(), RiskTier::Privilege);
    tiers.insert("cancel_order".into(), RiskTier::Delete);
    tiers.insert("slow_search".into(), RiskTier::ReadOnly);
    tiers.insert("crash_search".into(), RiskTier::ReadOnly);
    tiers.insert("enable_reports".into(), RiskTier::ReadOnly);
    tiers.insert("daily_report".into(), RiskTier::ReadOnly);
    c
}

/// Runs the SDK client `script` (under sidecar/tests/mcp) against a gateway of
/// [`gateway_config`] in front of the SDK's upstream server: its steps.
pub(crate) async fn sdk_client_through_gateway(script: &str) -> Steps {
    let (_upstream, url) = upstream().await;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(gateway_config(&mock, dir.path(), &url)).await;
    let gateway = format!("http://{}/mcp", sidecar.proxy_addr);
    run_steps(
        &format!("sidecar/tests/mcp/{script}"),
        vec![gateway],
        Duration::from_secs(120),
    )
    .await
}

#[tokio::test]
async fn the_official_python_sdk_lists_and_calls_tools_through_the_gateway() {
    let steps = sdk_client_through_gateway("gateway_client.py").await;
    let step = |s: &str| steps.step(s);
    let stdout = &steps.stdout;

    assert_eq!(step("initialize")["version"], "2025-11-25", "{stdout}");
    // Active mode: the active behaviors' tools and the persistent ones.
    let names: Vec<&str> = step("list")["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    for n in [
        "lookup_order",
        "search_knowledge_base",
        "issue_refund",
        "escalate_to_human",
        "slow_search",
    ] {
        assert!(names.contains(&n), "{n} missing from {names:?}");
    }
    // The upstream lists undeclared_admin: not the Actor's, not offered. daily_report is
    // the Actor's but not the upstream's yet: not offered either.
    for n in ["undeclared_admin", "daily_report"] {
        assert!(!names.contains(&n), "{n} offered: {names:?}");
    }
    // The Actor's schema, not the upstream's (which adds a title to the property).
    assert_eq!(step("list")["schema"]["required"], json!(["query"]));
    assert_eq!(
        step("list")["schema"]["properties"],
        json!({"query": {"type": "string"}}),
        "{stdout}"
    );
    assert_eq!(
        step("list")["description"],
        "Enable the daily report (announced later, outside this call).",
        "the upstream's description fills in the Actor's missing one: {stdout}"
    );

    let call = step("call");
    assert_eq!(call["is_error"], false, "{call}");
    assert_eq!(call["text"], "Article 12: how to reset a password");
    assert_eq!(
        step("progress")["updates"].as_array().map(Vec::len),
        Some(2),
        "progress notifications pass through: {stdout}"
    );

    // Outside any call the upstream asked the agent for its roots and announced a new
    // tool, on the session's stream; the agent's answer reached the upstream.
    assert_eq!(step("enable_reports")["is_error"], false, "{stdout}");
    assert_eq!(step("list_changed")["received"], true, "{stdout}");
    assert_eq!(step("list_changed")["roots_asked"], 1, "{stdout}");
    let after = step("list_after")["names"].to_string();
    assert!(after.contains("\"daily_report\""), "{after}");
    assert!(!after.contains("undeclared_admin"), "{after}");
    assert_eq!(
        step("report")["text"],
        "report over file:///workspace/argus",
        "{stdout}"
    );

    let refused = step("refused");
    assert_eq!(refused["is_error"], true);
    assert!(
        refused["text"]
            .as_str()
            .unwrap()
            .contains("reset_password was refused: tier PRIVILEGE above actor tier DELETE"),
        "{refused}"
    );
    let deferred = step("deferred");
    assert_eq!(deferred["is_error"], true);
    // A DEFER through the gateway is a real approval, named in the text.
    let text = deferred["text"].as_str().unwrap();
    assert!(
        text.contains("cancel_order is awaiting approval cancel-order-")
            && text.contains("by group ops-team"),
        "{deferred}"
    );
    let schema = step("schema");
    assert!(
        schema["text"].as_str().unwrap().contains("/query"),
        "{schema}"
    );
    let unknown = step("unknown");
    assert_eq!(unknown["ok"], false);
    assert!(
        unknown["message"]
            .as_str()
            .unwrap()
            .contains("unknown tool \"drop_database\""),
        "{unknown}"
    );
    let local = step("local");
    assert!(
        local["message"]
            .as_str()
            .unwrap()
            .contains("runs in the agent (runtime local)"),
        "{local}"
    );
    let timeout = step("timeout");
    assert_eq!(timeout["ok"], false, "{timeout}");
    assert!(
        timeout["message"]
            .as_str()
            .unwrap()
            .contains("did not answer within 1500 ms"),
        "{timeout}"
    );
    let crash = step("crash");
    assert_eq!(crash["ok"], false, "{crash}");
    assert!(
        crash["message"].as_str().unwrap().contains("crash_search"),
        "{crash}"
    );
    assert!(step("still_up")["count"].as_u64().unwrap() > 0);

    let origin = step("bad_origin");
    assert_eq!(origin["status"], 403);
    assert!(
        origin["body"]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("\"https://evil.example\" is not allowed"),
        "{origin}"
    );
}
