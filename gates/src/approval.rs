//! The human approval gate (seed 004, gate 5): the action's tier picks a route — the
//! route with the highest `minTier` not above it. `requireApproval` → DEFER to the
//! route's approvers; `logAndExecute` → EXECUTE, flagged in the audit record.

use argus_crds::{ApprovalAction, GateDecision, GateType, HumanApprovalGate, RiskTier};

use super::GateResult;

/// The route's decision for an action of some tier.
#[derive(Clone, Debug, PartialEq)]
pub struct Routed {
    /// The gate's result.
    pub result: GateResult,
    /// Who approves (DEFER).
    pub approvers: Option<String>,
    /// Executed but flagged (`logAndExecute`).
    pub flagged: bool,
}

/// Routes an action of `tier`.
pub fn route(g: &HumanApprovalGate, tier: RiskTier) -> Routed {
    let chosen = g
        .routes
        .iter()
        .filter(|r| r.min_tier <= tier)
        .max_by_key(|r| r.min_tier);
    match chosen {
        Some(r) if r.action == ApprovalAction::RequireApproval => {
            let approvers = r.approvers.clone().unwrap_or_else(|| "approvers".into());
            Routed {
                result: GateResult::decide(
                    GateType::HumanApproval,
                    GateDecision::Defer,
                    format!("tier {tier} requires approval by {approvers}"),
                ),
                approvers: Some(approvers),
                flagged: false,
            }
        }
        Some(r) if r.action == ApprovalAction::LogAndExecute => Routed {
            result: GateResult::pass(GateType::HumanApproval),
            approvers: None,
            flagged: true,
        },
        _ => Routed {
            result: GateResult::pass(GateType::HumanApproval),
            approvers: None,
            flagged: false,
        },
    }
}
