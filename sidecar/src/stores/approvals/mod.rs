//! Human approval of deferred tool calls (issue 13). A DEFER becomes an approval that a
//! person decides; the same call (tool name and SHA-256 of its canonical arguments)
//! proposed after approval passes once and the approval is Consumed. In local mode the
//! approvals live in this process (`local`); with Redis they live there, shared by the
//! workload's replicas (`redis`); either way they are decided through the admin API
//! (`admin`). In a cluster they are `Approval` objects (`kube`), decided with
//! `kubectl argus approve`. The proxy, the admin API and the MCP gateway use one
//! [`ApprovalStore`].

pub mod admin;
pub mod book;
pub mod clock;
pub mod confirm;
pub mod kube;
pub mod local;
pub mod redis;

use argus_crds::{
    ApprovalAction, ApprovalMode, ApprovalRoute, ApprovalVia, Approvers, GateStackSpec, GateType,
    HumanApprovalGate, RiskTier, TimeoutDecision,
};
use sha2::{Digest, Sha256};

pub use book::{
    ApprovalBook, ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred,
};

/// Longest argument text an approval shows; the hash covers all of it.
const MAX_SHOWN_ARGUMENTS: usize = 16 * 1024;

/// Why an approval store could not answer. A DEFERred call never passes on such an
/// error: it is refused, naming the cause.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The shared store did not answer.
    #[error("the approval store is unavailable: {0}")]
    Unavailable(String),
    /// The shared store holds something that is not an approval.
    #[error("the approval store holds a malformed approval: {0}")]
    Corrupt(String),
    /// Another replica consumed the approval first: the call does not pass.
    #[error("{0}")]
    Conflict(String),
}

/// Where this sidecar's approvals live: in process (local mode), in the namespace's
/// Redis (shared by the workload's replicas), or as Approval objects (in a cluster). Every caller goes through these methods.
#[derive(Debug)]
pub enum ApprovalStore {
    /// In this process.
    Local(local::LocalApprovals),
    /// In Redis.
    Redis(redis::RedisApprovals),
    /// Approval objects in the pod's namespace.
    Kubernetes(kube::KubeApprovals),
}

impl Default for ApprovalStore {
    fn default() -> Self {
        ApprovalStore::Local(local::LocalApprovals::default())
    }
}

impl ApprovalStore {
    /// A DEFER of `call`: passes it if an approval for exactly this call was granted
    /// (consuming it, once across replicas), else the pending approval for it, else a
    /// new one. Audits what happened.
    pub async fn defer(
        &self,
        call: CallIdentity<'_>,
        request: ApprovalRequest,
    ) -> Result<Deferred, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.defer(call, request)),
            ApprovalStore::Redis(s) => s.defer(call, request).await,
            ApprovalStore::Kubernetes(s) => s.defer(call, request).await,
        }
    }

    /// A person's decision; wakes the requests holding for it (on every replica).
    pub async fn decide(
        &self,
        name: &str,
        decision: Decision,
    ) -> Result<Result<ApprovalRecord, DecideError>, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.decide(name, decision)),
            ApprovalStore::Redis(s) => s.decide(name, decision).await,
            ApprovalStore::Kubernetes(s) => Ok(s.decide(name, decision)),
        }
    }

    /// Every approval, newest first (expired ones marked first).
    pub async fn list(&self) -> Result<Vec<ApprovalRecord>, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.list()),
            ApprovalStore::Redis(s) => s.list().await,
            ApprovalStore::Kubernetes(s) => s.list().await,
        }
    }

    /// One approval (its phase as of now).
    pub async fn get(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.get(name)),
            ApprovalStore::Redis(s) => s.get(name).await,
            ApprovalStore::Kubernetes(s) => s.get(name).await,
        }
    }

    /// Approvals waiting for a decision.
    pub async fn pending(&self) -> Result<usize, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.pending()),
            ApprovalStore::Redis(s) => s.pending().await,
            ApprovalStore::Kubernetes(s) => s.pending().await,
        }
    }

    /// Waits until `name` is decided or expires (`None`: unknown name).
    pub async fn decided(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        match self {
            ApprovalStore::Local(s) => Ok(s.decided(name).await),
            ApprovalStore::Redis(s) => s.decided(name).await,
            ApprovalStore::Kubernetes(s) => s.decided(name).await,
        }
    }
}
/// The approval event's audit record (target `argus::audit`, like the LLM call's).
pub(crate) fn audit(r: &ApprovalRecord, event: &str) {
    tracing::info!(
        target: "argus::audit",
        tenant = %r.tenant,
        session = %r.session,
        approval = %r.name,
        event,
        tool_name = %r.tool,
        tier = %r.tier,
        arguments_sha256 = %r.arguments_sha256,
        route = %r.route,
        mode = r.mode.as_str(),
        phase = r.phase.as_str(),
        decided_by = r.decided_by.as_deref().unwrap_or_default(),
        comment = r.comment.as_deref().unwrap_or_default(),
        "argus.audit.approval"
    );
}

/// The SHA-256 (hex) of the call's canonical arguments (of the raw text when they are
/// not JSON) and the arguments as an approval shows them, `redact_keys` redacted.
pub fn arguments_of(arguments: &str, redact_keys: &[String]) -> (String, String) {
    match serde_json::from_str::<serde_json::Value>(arguments) {
        Ok(mut value) => {
            let sha = hex::encode(Sha256::digest(
                argus_wire::canonical_json(&value).as_bytes(),
            ));
            redact(&mut value, redact_keys);
            let mut shown = argus_wire::canonical_json(&value);
            truncate(&mut shown);
            (sha, shown)
        }
        Err(_) => {
            let sha = hex::encode(Sha256::digest(arguments.as_bytes()));
            let shown = if redact_keys.is_empty() {
                let mut s = arguments.to_string();
                truncate(&mut s);
                s
            } else {
                // Keys cannot be found in text that is not JSON: show nothing.
                "[REDACTED: the arguments are not JSON]".to_string()
            };
            (sha, shown)
        }
    }
}

fn truncate(s: &mut String) {
    if s.len() > MAX_SHOWN_ARGUMENTS {
        let mut end = MAX_SHOWN_ARGUMENTS;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s.push('…');
    }
}

fn redact(value: &mut serde_json::Value, keys: &[String]) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                if keys.iter().any(|r| r == k) {
                    *v = serde_json::Value::String(crate::obs::REDACTED.into());
                } else {
                    redact(v, keys);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| redact(v, keys)),
        _ => {}
    }
}

/// How a deferred call of some tier is routed: the human approval gate's route for the
/// tier when it requires approval, else (a DEFER by another gate) the lowest route that
/// requires approval, else nobody named (the sidecar's admin decides in local mode).
#[derive(Clone, Debug, PartialEq)]
pub struct ApprovalPlan {
    /// The route's name (its `minTier`) or `default`.
    pub route: String,
    /// How the call waits.
    pub mode: ApprovalMode,
    /// Who is asked first.
    pub via: ApprovalVia,
    /// Who decides.
    pub approvers: Approvers,
    /// Seconds to wait.
    pub timeout_seconds: u32,
    /// What the timeout decides.
    pub on_timeout: TimeoutDecision,
}

/// The plan for a deferred call of `tier` under `stack`.
pub fn plan(stack: &GateStackSpec, tier: RiskTier) -> ApprovalPlan {
    let gate: HumanApprovalGate = stack
        .gates
        .iter()
        .find(|g| g.type_ == GateType::HumanApproval)
        .map(|g| g.human_approval.clone().unwrap_or_default())
        .unwrap_or_default();
    let requiring = |r: &&ApprovalRoute| r.action == ApprovalAction::RequireApproval;
    let by_tier = gate
        .routes
        .iter()
        .filter(|r| r.min_tier <= tier)
        .max_by_key(|r| r.min_tier)
        .filter(requiring);
    let route = by_tier.or_else(|| {
        gate.routes
            .iter()
            .filter(requiring)
            .min_by_key(|r| r.min_tier)
    });
    ApprovalPlan {
        route: route.map_or_else(
            || "default".to_string(),
            |r| r.min_tier.as_str().to_string(),
        ),
        mode: route.map(|r| r.mode).unwrap_or_default(),
        via: route.map(|r| r.via).unwrap_or_default(),
        approvers: route.map(ApprovalRoute::approver_set).unwrap_or_default(),
        timeout_seconds: gate.timeout_seconds,
        on_timeout: gate.on_timeout,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_hash_canonically_and_show_redacted() {
        let keys = vec!["card".to_string()];
        let (a, shown) = arguments_of(r#"{"amount": 5, "card": "4111", "order": "A1"}"#, &keys);
        let (b, _) = arguments_of(r#"{"order":"A1","card":"4111","amount":5.0}"#, &keys);
        assert_eq!(
            a, b,
            "the same call hashes the same whatever its spacing and key order"
        );
        assert_eq!(shown, r#"{"amount":5,"card":"[REDACTED]","order":"A1"}"#);
        let (c, _) = arguments_of(r#"{"amount": 6, "card": "4111", "order": "A1"}"#, &keys);
        assert_ne!(a, c);
        let (_, shown) = arguments_of("not json card=4111", &keys);
        assert!(!shown.contains("4111"));
    }
}
