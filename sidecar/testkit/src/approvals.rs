//! A sidecar whose GateStack holds refunds for approval (local mode), and the admin
//! API calls that decide them.

use argus_crds::{ApprovalAction, ApprovalMode, GateType, RiskTier, SidecarConfig};
use bytes::Bytes;
use serde_json::Value;

use crate::*;
use argus_sidecar::Sidecar;

/// The example Actor (tier DELETE) and GateStack, with `issue_refund` at tier DELETE:
/// its route requires approval by `ops-team`, in `mode`, within `timeout` seconds.
pub fn approving(
    upstream: &str,
    dir: &std::path::Path,
    mode: ApprovalMode,
    timeout: u32,
) -> SidecarConfig {
    let mut c = with_gates(config(upstream, &key_file(dir), None), RiskTier::Delete);
    let gs = &mut c.gate_stack.as_mut().unwrap().spec;
    gs.tool_risk_tiers
        .insert("issue_refund".into(), RiskTier::Delete);
    for g in &mut gs.gates {
        if g.type_ == GateType::HumanApproval {
            let h = g.human_approval.as_mut().unwrap();
            h.timeout_seconds = timeout;
            for r in &mut h.routes {
                if r.action == ApprovalAction::RequireApproval {
                    r.mode = mode;
                }
            }
        }
    }
    c
}

/// `GET /approvals` on the admin port.
pub async fn approvals(sidecar: &Sidecar) -> Vec<Value> {
    let r = send(sidecar.admin_addr, "GET", "/approvals", Bytes::new(), &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json().as_array().unwrap().clone()
}

/// `POST /approvals/{name}/{verb}` with `body`.
pub async fn decide(sidecar: &Sidecar, name: &str, verb: &str, body: &str) -> Answer {
    send(
        sidecar.admin_addr,
        "POST",
        &format!("/approvals/{name}/{verb}"),
        Bytes::from(body.to_string()),
        &[("content-type", "application/json")],
    )
    .await
}

/// The approval name in an agent-visible text `… awaiting approval NAME by …`.
pub fn awaited(text: &str) -> Option<String> {
    let rest = text.split("awaiting approval ").nth(1)?;
    Some(rest.split_whitespace().next()?.to_string())
}
