//! Human approval of deferred tool calls (issue 13). A DEFER becomes an approval that a
//! person decides; the same call (tool name and SHA-256 of its canonical arguments)
//! proposed after approval passes once and the approval is Consumed. In local mode the
//! approvals live in this process and are decided through the admin API (`admin`).

pub mod admin;
pub mod book;

use std::sync::Mutex;

use argus_crds::gatestack::{
    ApprovalAction, ApprovalMode, ApprovalRoute, Approvers, GateStackSpec, GateType,
    HumanApprovalGate,
};
use argus_crds::tier::RiskTier;
use sha2::{Digest, Sha256};

pub use book::{
    ApprovalBook, ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred,
};

/// Longest argument text an approval shows; the hash covers all of it.
const MAX_SHOWN_ARGUMENTS: usize = 16 * 1024;

/// The approvals of this sidecar (in process; decided through the admin API).
#[derive(Debug, Default)]
pub struct ApprovalStore {
    book: Mutex<ApprovalBook>,
    /// Wakes holders when any approval is decided.
    decided: tokio::sync::Notify,
}

impl ApprovalStore {
    fn book(&self) -> std::sync::MutexGuard<'_, ApprovalBook> {
        self.book.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A DEFER of `call`: see [`ApprovalBook::defer`]. Audits what happened.
    pub fn defer(&self, call: CallIdentity<'_>, request: ApprovalRequest) -> Deferred {
        let now = jiff::Timestamp::now();
        let (expired, outcome) = {
            let mut book = self.book();
            let expired = book.expire(now);
            (expired, book.defer(call, request, now))
        };
        for r in &expired {
            audit(r, "expired");
        }
        match &outcome {
            Deferred::Pass(r) => audit(r, "consumed"),
            Deferred::Requested(r) => audit(r, "requested"),
            Deferred::Waiting(_) => {}
        }
        outcome
    }

    /// A person's decision; wakes the requests holding for it.
    pub fn decide(&self, name: &str, decision: Decision) -> Result<ApprovalRecord, DecideError> {
        let now = jiff::Timestamp::now();
        let result = self.book().decide(name, decision, now);
        if let Ok(r) = &result {
            audit(
                r,
                if r.phase == argus_crds::approval::ApprovalPhase::Approved {
                    "approved"
                } else {
                    "denied"
                },
            );
            self.decided.notify_waiters();
        }
        result
    }

    /// Every approval, newest first (expired ones marked first).
    pub fn list(&self) -> Vec<ApprovalRecord> {
        let now = jiff::Timestamp::now();
        let expired = {
            let mut book = self.book();
            book.expire(now)
        };
        for r in &expired {
            audit(r, "expired");
        }
        self.book().list()
    }

    /// One approval (its phase as of now).
    pub fn get(&self, name: &str) -> Option<ApprovalRecord> {
        let now = jiff::Timestamp::now();
        let mut book = self.book();
        for r in book.expire(now) {
            audit(&r, "expired");
        }
        book.get(name).cloned()
    }

    /// Approvals waiting for a decision.
    pub fn pending(&self) -> usize {
        self.book().pending()
    }

    /// Waits until `name` is decided or expires (`None`: unknown name).
    pub async fn decided(&self, name: &str) -> Option<ApprovalRecord> {
        loop {
            // Registered before looking, so a decision between the look and the wait
            // is not missed.
            let woken = self.decided.notified();
            let r = self.get(name)?;
            if r.phase.is_decided() {
                return Some(r);
            }
            let left = r
                .expires_at
                .parse::<jiff::Timestamp>()
                .ok()
                .map(|e| e.duration_since(jiff::Timestamp::now()))
                .and_then(|d| std::time::Duration::try_from(d).ok())
                .unwrap_or_default();
            // Expiry is noticed by looking again when the time is up.
            let _ = tokio::time::timeout(left + std::time::Duration::from_millis(50), woken).await;
        }
    }
}

/// The approval event's audit record (target `argus::audit`, like the LLM call's).
fn audit(r: &ApprovalRecord, event: &str) {
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
                crate::policy::canonical::canonical_json(&value).as_bytes(),
            ));
            redact(&mut value, redact_keys);
            let mut shown = crate::policy::canonical::canonical_json(&value);
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
                    *v = serde_json::Value::String(crate::proxy::rewrite::REDACTED.into());
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
    /// Who decides.
    pub approvers: Approvers,
    /// Seconds to wait.
    pub timeout_seconds: u32,
    /// What the timeout decides.
    pub on_timeout: argus_crds::gatestack::TimeoutDecision,
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
