//! The agent's user in the loop (issue 29): a call that a `via: elicitation` route
//! defers is put to the user through MCP elicitation (form mode) when the agent's client
//! declared the capability — the official MCP Python SDK as the client, in the
//! handshake era (asked on the call's event stream) and the stateless one (an
//! `input_required` result, answered in the retry) — and runs once upstream when the
//! user confirms, is refused when the user declines, and waits for the route's approvers
//! (an Approval, as before) when the client cannot be asked or answers with an error.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use argus_crds::{ApprovalVia, GateType, RiskTier, ToolRuntime, ToolSpec};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::audit_records;
use support::*;
use support::{McpServer, mcp_server};

async fn upstream(marks: &Path) -> (McpServer, String) {
    mcp_server("elicit_server.py", 0, &[marks]).await
}

/// The example Actor and GateStack, `cancel_order` (DELETE) an MCP tool of `url`, its
/// route asking via elicitation, `card` redacted.
async fn gateway(url: &str) -> (argus_sidecar::Sidecar, MockServer, tempfile::TempDir) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::Delete,
    );
    c.mcp.tool_timeout_ms = 30_000;
    let actor = &mut c.actor.as_mut().unwrap().spec;
    actor.tools.retain(|t| t.name != "cancel_order");
    actor.tools.push(ToolSpec {
        name: "cancel_order".into(),
        description: Some("Cancel an order that has not shipped.".into()),
        parameters: Some(
            json!({"type": "object", "properties": {"order_id": {"type": "string"},
            "card": {"type": "string"}}, "required": ["order_id"]}),
        ),
        runtime: ToolRuntime::Mcp,
        endpoint: Some(url.into()),
        pin: None,
    });
    let stack = &mut c.gate_stack.as_mut().unwrap().spec;
    let gate = stack
        .gates
        .iter_mut()
        .find(|g| g.type_ == GateType::HumanApproval)
        .and_then(|g| g.human_approval.as_mut())
        .unwrap();
    for r in &mut gate.routes {
        if r.min_tier == RiskTier::Delete {
            r.via = ApprovalVia::Elicitation;
        }
    }
    stack
        .audit
        .as_mut()
        .unwrap()
        .redact_keys
        .push("card".into());
    stack
        .tool_risk_tiers
        .insert("cancel_order".into(), RiskTier::Delete);
    (start(c).await, mock, dir)
}

/// The SDK client in `mode` answering `answer` (`accept`, `decline`, `none`), calling
/// `cancel_order` for `order`: what it printed.
async fn agent(sidecar: &argus_sidecar::Sidecar, mode: &str, answer: &str, order: &str) -> Value {
    let gateway = format!("http://{}/mcp", sidecar.proxy_addr);
    let out = tokio::time::timeout(
        Duration::from_secs(180),
        run_python(
            "sidecar/tests/mcp/elicit_client.py",
            vec![gateway, mode.into(), answer.into(), order.into()],
        ),
    )
    .await
    .expect("the SDK client finished within 180 s");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "SDK client ({mode}, {answer}) failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_str(stdout.trim()).unwrap()
}

fn calls(marks: &Path) -> Vec<String> {
    std::fs::read_to_string(marks.join("cancel_order.calls"))
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The elicitation audit record (`argus.audit.approval`, decided by `elicitation`) of
/// `event` for the call of `order`'s tool, eventually.
async fn audited(event: &str) -> bool {
    let audits = audit_records();
    let is = |r: &BTreeMap<String, String>| {
        r.get("message").map(String::as_str) == Some("argus.audit.approval")
            && r.get("decided_by").map(String::as_str) == Some("elicitation")
            && r.get("event").map(String::as_str) == Some(event)
            && r.get("tool_name").map(String::as_str) == Some("cancel_order")
    };
    eventually(|| {
        let audits = audits.clone();
        async move { audits.lock().unwrap().iter().any(is) }
    })
    .await
}

/// Accept, decline and no capability, in the client era of `mode`.
async fn the_user_decides_in(mode: &str) {
    audit_records();
    let marks = tempfile::tempdir().unwrap();
    let (_upstream, url) = upstream(marks.path()).await;
    let (sidecar, _mock, _dir) = gateway(&url).await;

    // Accept: the call runs once upstream, its result reaches the agent.
    let accepted = agent(&sidecar, mode, "accept", &format!("{mode}-A1")).await;
    assert_eq!(accepted["is_error"], false, "{accepted}");
    assert_eq!(
        accepted["text"],
        format!("order {mode}-A1 cancelled"),
        "{accepted}"
    );
    assert_eq!(calls(marks.path()), vec![format!("{mode}-A1")]);
    let asked = &accepted["asked"];
    assert_eq!(asked.as_array().map(Vec::len), Some(1), "{accepted}");
    let message = asked[0]["message"].as_str().unwrap();
    for part in [
        "cancel_order",
        "DELETE",
        &format!("{mode}-A1"),
        "[REDACTED]",
    ] {
        assert!(message.contains(part), "{part} not in {message}");
    }
    assert!(!message.contains("4111"), "the card is redacted: {message}");
    assert_eq!(
        asked[0]["requestedSchema"]["properties"]["confirm"]["type"], "boolean",
        "{accepted}"
    );
    assert!(audited("approved").await, "no elicitation approval audited");

    // Decline: refused, nothing runs upstream.
    let declined = agent(&sidecar, mode, "decline", &format!("{mode}-D1")).await;
    assert_eq!(declined["is_error"], true, "{declined}");
    let text = declined["text"].as_str().unwrap();
    assert!(
        text.contains("[Argus] cancel_order was refused: the user declined"),
        "{declined}"
    );
    assert_eq!(
        declined["meta"]["argus.dev/decision"], "REFUSE",
        "{declined}"
    );
    assert_eq!(calls(marks.path()).len(), 1, "the declined call never ran");
    assert!(audited("denied").await, "no elicitation denial audited");
    // Counted like the approvers' decisions, and like every gate decision.
    let m = metrics(&sidecar).await;
    assert_eq!(
        metric(&m, "argus_approval_decision_seconds_count"),
        2,
        "the user's two answers are timed"
    );
    for decision in ["EXECUTE", "REFUSE"] {
        assert!(
            m.lines()
                .any(|l| l.starts_with("argus_gate_decisions_total")
                    && l.contains(r#"gate="humanApproval""#)
                    && l.contains(&format!(r#"decision="{decision}""#))
                    && !l.ends_with(" 0")),
            "no humanApproval {decision} counted"
        );
    }

    // No capability: an Approval, as before.
    let waiting = agent(&sidecar, mode, "none", &format!("{mode}-N1")).await;
    assert!(
        waiting["text"]
            .as_str()
            .unwrap()
            .contains("cancel_order is awaiting approval cancel-order-"),
        "{waiting}"
    );
    assert_eq!(waiting["asked"], json!([]), "{waiting}");
    assert_eq!(calls(marks.path()).len(), 1);
    let approvals = sidecar.state.gates.approvals.list().await.unwrap();
    assert_eq!(approvals.len(), 1, "{approvals:?}");
    assert_eq!(approvals[0].tool, "cancel_order");

    // A client that answers the question with an error: the approvers decide too.
    if mode == "legacy" {
        let failed = agent(&sidecar, mode, "error", "legacy-E1").await;
        assert!(
            failed["text"]
                .as_str()
                .unwrap()
                .contains("cancel_order is awaiting approval cancel-order-"),
            "{failed}"
        );
        assert_eq!(
            failed["asked"].as_array().map(Vec::len),
            Some(1),
            "{failed}"
        );
        assert_eq!(calls(marks.path()).len(), 1);
        assert_eq!(sidecar.state.gates.approvals.list().await.unwrap().len(), 2);
    }
}

#[tokio::test]
async fn the_user_confirms_or_declines_in_the_handshake_era() {
    the_user_decides_in("legacy").await;
}

#[tokio::test]
async fn the_user_confirms_or_declines_in_the_stateless_era() {
    the_user_decides_in("auto").await;
}
