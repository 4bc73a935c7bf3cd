//! Approval (issue 13): one action a gate DEFERred, created by the sidecar that holds it
//! and decided by a person. The phase moves `Pending → Approved | Denied | Expired`, and
//! an approved action becomes `Consumed` once the sidecar lets it pass.

use kube::CustomResource;
use kube::KubeSchema;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::conditions::Condition;
use crate::gatestack::{ApprovalMode, Approvers, TimeoutDecision};
use crate::tier::RiskTier;

/// One action awaiting a human decision: which tool with which arguments, for whom, why
/// it was held and who may decide.
#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[kube(
    group = "argus.dev",
    version = "v1alpha1",
    kind = "Approval",
    namespaced,
    status = "ApprovalStatus",
    shortname = "apr",
    category = "argus",
    derive = "PartialEq",
    cel,
    doc = "An Approval is one agent action that a gate deferred to a human: created by the Argus sidecar, decided with `kubectl argus approve|deny` by a subject the GateStack route names.",
    printcolumn(name = "Tool", type_ = "string", json_path = ".spec.tool"),
    printcolumn(name = "Tier", type_ = "string", json_path = ".spec.tier"),
    printcolumn(name = "Actor", type_ = "string", json_path = ".spec.actor"),
    printcolumn(name = "Phase", type_ = "string", json_path = ".status.phase"),
    printcolumn(
        name = "Approvers",
        type_ = "string",
        json_path = ".spec.approvers.groups[*]"
    ),
    printcolumn(
        name = "Age",
        type_ = "date",
        json_path = ".metadata.creationTimestamp"
    )
)]
#[x_kube(validation = Rule::new("self == oldSelf").message("an Approval's spec is immutable"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApprovalSpec {
    /// The tenant (`<namespace>/<actor>` in a cluster, the config's name in local mode).
    #[schemars(length(min = 1, max = 512))]
    pub tenant: String,
    /// The Actor whose agent proposed the action.
    #[schemars(length(min = 1, max = 253))]
    pub actor: String,
    /// The workload the agent runs in, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub workload: Option<String>,
    /// The workload's kind (`Deployment`, `StatefulSet`, `DaemonSet`, …); the operator's
    /// Events on the workload name it. `Deployment` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub workload_kind: Option<String>,
    /// The GateStack whose route holds the action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub gate_stack: Option<String>,
    /// The agent's session.
    #[schemars(length(min = 1, max = 512))]
    pub session: String,
    /// The tool the model proposed to call.
    #[schemars(length(min = 1, max = 256))]
    pub tool: String,
    /// The call's arguments as JSON text, with the GateStack's `redactKeys` replaced by
    /// `[REDACTED]`.
    #[schemars(length(max = 32768))]
    pub arguments: String,
    /// SHA-256 (hex) of the canonical JSON of the unredacted arguments: the same call
    /// proposed again is recognised by tool name and this hash.
    #[schemars(length(min = 64, max = 64))]
    pub arguments_sha256: String,
    /// The tool's risk tier.
    pub tier: RiskTier,
    /// The approval route that applies (its `minTier`), or the gate that deferred.
    #[schemars(length(min = 1, max = 253))]
    pub route: String,
    /// How the action waits: `async` or `hold`.
    #[serde(default)]
    pub mode: ApprovalMode,
    /// Who may decide (Kubernetes groups and users).
    #[serde(default)]
    pub approvers: Approvers,
    /// Why the gates deferred the action.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 16), inner(length(max = 1024)))]
    pub reasons: Vec<String>,
    /// When the approval expires (RFC 3339); then `onTimeout` applies.
    #[schemars(length(min = 1, max = 64))]
    pub expires_at: String,
    /// What happens when nobody decides in time (deny by default).
    #[serde(default)]
    pub on_timeout: TimeoutDecision,
    /// The Kubernetes user that created the Approval (stamped by the operator's webhook):
    /// only it may mark the approval Consumed or Expired.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 512))]
    pub requested_by: Option<String>,
}

/// Where an approval stands.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
pub enum ApprovalPhase {
    /// Waiting for a decision.
    #[default]
    Pending,
    /// Approved: the action may pass once.
    Approved,
    /// Denied: the action stays refused.
    Denied,
    /// Nobody decided in time; `onTimeout` applied.
    Expired,
    /// Approved and used: the action passed once.
    Consumed,
}

impl ApprovalPhase {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalPhase::Pending => "Pending",
            ApprovalPhase::Approved => "Approved",
            ApprovalPhase::Denied => "Denied",
            ApprovalPhase::Expired => "Expired",
            ApprovalPhase::Consumed => "Consumed",
        }
    }

    /// Whether a person decided (or time did).
    pub fn is_decided(self) -> bool {
        self != ApprovalPhase::Pending
    }
}

impl std::fmt::Display for ApprovalPhase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Observed state of an Approval: the decision.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalStatus {
    /// The generation this status describes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// `Pending`, `Approved`, `Denied`, `Expired` or `Consumed`.
    #[serde(default)]
    pub phase: ApprovalPhase,
    /// Who decided, as the API server authenticated them (stamped by the operator's
    /// webhook; whatever a client writes here is overwritten).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_by: Option<String>,
    /// When it was decided (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decided_at: Option<String>,
    /// The decider's comment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 4096))]
    pub comment: Option<String>,
    /// Standard conditions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    pub conditions: Vec<Condition>,
}

/// A person's decision cannot be taken: the approval is decided already.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("approval {namespace}/{name} is already {phase}{by}: a decision cannot be changed", by = decided_by.as_deref().map(|b| format!(" (by {b})")).unwrap_or_default())]
pub struct AlreadyDecided {
    pub namespace: String,
    pub name: String,
    pub phase: ApprovalPhase,
    pub decided_by: Option<String>,
}

impl Approval {
    /// The status merge patch of a person's decision on this Pending approval, taken at
    /// `decided_at` (RFC 3339). It carries the resourceVersion that was read, so a decision
    /// someone else took in between is a conflict, never overwritten; `decidedBy` is left
    /// to the operator's webhook, which stamps the authenticated user.
    pub fn decision_patch(
        &self,
        approve: bool,
        comment: Option<String>,
        decided_at: &str,
    ) -> Result<serde_json::Value, AlreadyDecided> {
        let status = self.status.clone().unwrap_or_default();
        if status.phase.is_decided() {
            return Err(AlreadyDecided {
                namespace: self.metadata.namespace.clone().unwrap_or_default(),
                name: self.metadata.name.clone().unwrap_or_default(),
                phase: status.phase,
                decided_by: status.decided_by,
            });
        }
        let phase = if approve {
            ApprovalPhase::Approved
        } else {
            ApprovalPhase::Denied
        };
        Ok(serde_json::json!({
            "metadata": {"resourceVersion": self.metadata.resource_version},
            "status": {"phase": phase, "comment": comment, "decidedAt": decided_at},
        }))
    }
}

#[cfg(test)]
mod decision_tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn approval(phase: Option<&str>) -> Approval {
        let mut v = serde_json::json!({
            "apiVersion": "argus.dev/v1alpha1", "kind": "Approval",
            "metadata": {"name": "apr-1", "namespace": "shop", "resourceVersion": "41"},
            "spec": {"tenant": "shop/a", "actor": "a", "session": "s", "tool": "t", "arguments": "{}",
                "argumentsSha256": "0".repeat(64), "tier": "DELETE", "route": "r", "expiresAt": "2030-01-01T00:00:00Z"}
        });
        if let Some(p) = phase {
            v["status"] = serde_json::json!({"phase": p, "decidedBy": "bob"});
        }
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn a_decision_patches_the_status_under_the_read_resource_version() {
        let patch = approval(None)
            .decision_patch(false, Some("no".into()), "2026-01-01T00:00:00Z")
            .unwrap();
        assert_eq!(
            patch,
            serde_json::json!({"metadata": {"resourceVersion": "41"},
                "status": {"phase": "Denied", "comment": "no", "decidedAt": "2026-01-01T00:00:00Z"}})
        );
    }

    #[test]
    fn a_decided_approval_says_by_whom() {
        let e = approval(Some("Approved"))
            .decision_patch(true, None, "now")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "approval shop/apr-1 is already Approved (by bob): a decision cannot be changed"
        );
    }
}
