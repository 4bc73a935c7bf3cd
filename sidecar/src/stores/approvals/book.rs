//! The approvals of one sidecar as plain data: what a DEFER asks for, how a person
//! decides, and the rule that an approved call passes exactly once. Time is an
//! argument, so the whole life of an approval (expiry included) is tested without clocks.

use std::collections::BTreeMap;

use argus_crds::{ApprovalMode, ApprovalPhase, Approvers, TimeoutDecision};
use serde::{Deserialize, Serialize};

/// Decided approvals kept for the admin API and the audit trail; the oldest decided
/// ones go first when a sidecar holds more than this.
pub const MAX_RECORDS: usize = 1024;

/// One approval as the admin API shows it (the console codes against this shape).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalRecord {
    /// Unique name (a Kubernetes object name).
    pub name: String,
    /// The tenant.
    pub tenant: String,
    /// The Actor, when the config binds one.
    pub actor: String,
    /// The session that proposed the call.
    pub session: String,
    /// The tool.
    pub tool: String,
    /// The tool's tier (`DELETE`, …).
    pub tier: String,
    /// SHA-256 (hex) of the canonical arguments: the identity of "the same call".
    pub arguments_sha256: String,
    /// The arguments with the GateStack's `redactKeys` redacted.
    pub arguments: String,
    /// The route that applies (its `minTier`, or the gate that deferred).
    pub route: String,
    /// How the call waits.
    pub mode: ApprovalMode,
    /// Who may decide.
    pub approvers: Approvers,
    /// Why the gates deferred it.
    pub reasons: Vec<String>,
    /// Where it stands.
    pub phase: ApprovalPhase,
    /// When it was asked for (RFC 3339).
    pub created_at: String,
    /// When it expires (RFC 3339).
    pub expires_at: String,
    /// What a timeout decides.
    pub on_timeout: TimeoutDecision,
    /// Who decided.
    pub decided_by: Option<String>,
    /// When (RFC 3339).
    pub decided_at: Option<String>,
    /// The decider's comment.
    pub comment: Option<String>,
    #[serde(skip)]
    expires: jiff::Timestamp,
    #[serde(skip)]
    created: jiff::Timestamp,
}

impl ApprovalRecord {
    /// A new Pending approval for `call`, asked for at `now`.
    pub fn pending(call: CallIdentity<'_>, request: ApprovalRequest, now: jiff::Timestamp) -> Self {
        let expires = now
            .checked_add(jiff::SignedDuration::from_secs(i64::from(
                request.timeout_seconds,
            )))
            .unwrap_or(now);
        ApprovalRecord {
            name: fresh_name(call.tool),
            tenant: call.tenant.into(),
            actor: request.actor,
            session: call.session.into(),
            tool: call.tool.into(),
            tier: request.tier,
            arguments_sha256: call.arguments_sha256.into(),
            arguments: request.arguments,
            route: request.route,
            mode: request.mode,
            approvers: request.approvers,
            reasons: request.reasons,
            phase: ApprovalPhase::Pending,
            created_at: rfc3339(now),
            expires_at: rfc3339(expires),
            on_timeout: request.on_timeout,
            decided_by: None,
            decided_at: None,
            comment: None,
            expires,
            created: now,
        }
    }

    /// A record read back from its JSON (a shared store's copy): the times it keeps
    /// as text are parsed again (`None`: they are not RFC 3339).
    pub fn restored(mut self) -> Option<Self> {
        self.created = self.created_at.parse().ok()?;
        self.expires = self.expires_at.parse().ok()?;
        Some(self)
    }

    /// When it expires.
    pub fn expires(&self) -> jiff::Timestamp {
        self.expires
    }

    /// When it was asked for.
    pub fn created(&self) -> jiff::Timestamp {
        self.created
    }

    /// Whether this approval is for `call` of `session`.
    fn is_for(&self, call: &CallIdentity<'_>) -> bool {
        self.tenant == call.tenant
            && self.session == call.session
            && self.tool == call.tool
            && self.arguments_sha256 == call.arguments_sha256
    }

    /// Whether the call it holds may pass (once): approved, or timed out under `allow`.
    pub fn passes(&self) -> bool {
        self.phase == ApprovalPhase::Approved
            || (self.phase == ApprovalPhase::Expired && self.on_timeout == TimeoutDecision::Allow)
    }

    /// Seconds from request to decision, once decided by a person.
    pub fn decision_seconds(&self) -> Option<f64> {
        let at: jiff::Timestamp = self.decided_at.as_deref()?.parse().ok()?;
        Some(at.duration_since(self.created).as_secs_f64().max(0.0))
    }
}

/// What identifies "the same call": tool name and argument hash, within a session.
#[derive(Clone, Copy, Debug)]
pub struct CallIdentity<'a> {
    /// The tenant.
    pub tenant: &'a str,
    /// The session.
    pub session: &'a str,
    /// The tool.
    pub tool: &'a str,
    /// SHA-256 of the canonical arguments.
    pub arguments_sha256: &'a str,
}

/// What a DEFER asks for.
#[derive(Clone, Debug)]
pub struct ApprovalRequest {
    /// The actor.
    pub actor: String,
    /// The tier.
    pub tier: String,
    /// Redacted arguments.
    pub arguments: String,
    /// The route.
    pub route: String,
    /// How the call waits.
    pub mode: ApprovalMode,
    /// Who may decide.
    pub approvers: Approvers,
    /// The gates' reasons.
    pub reasons: Vec<String>,
    /// Seconds until it expires.
    pub timeout_seconds: u32,
    /// What a timeout decides.
    pub on_timeout: TimeoutDecision,
}

/// What becomes of a deferred call.
#[derive(Clone, Debug, PartialEq)]
pub enum Deferred {
    /// An approval for exactly this call was granted: it passes now, and the approval
    /// is Consumed.
    Pass(ApprovalRecord),
    /// It waits for the approval already pending for the same call.
    Waiting(ApprovalRecord),
    /// It waits for this new approval.
    Requested(ApprovalRecord),
}

impl Deferred {
    /// The approval concerned.
    pub fn record(&self) -> &ApprovalRecord {
        match self {
            Deferred::Pass(r) | Deferred::Waiting(r) | Deferred::Requested(r) => r,
        }
    }
}

/// A person's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Approve (else deny).
    pub approve: bool,
    /// Who decides.
    pub user: String,
    /// Why.
    pub comment: Option<String>,
}

/// Why a decision was not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecideError {
    /// No approval of that name.
    #[error("no approval named {0:?}")]
    NotFound(String),
    /// Already decided (or expired, or consumed).
    #[error("approval {name} is already {phase}{}: a decision cannot be changed", by.as_deref().map(|b| format!(" (by {b})")).unwrap_or_default())]
    AlreadyDecided {
        /// The approval.
        name: String,
        /// Its phase.
        phase: ApprovalPhase,
        /// Who decided it.
        by: Option<String>,
    },
    /// The approvals are Approval objects: people decide them through the API server,
    /// where RBAC and the operator's webhook check who they are.
    #[error(
        "approval {name} is an Approval object in namespace {namespace}: decide it with `kubectl argus approve {name} -n {namespace}` (or `kubectl argus deny`, or the console), not through the sidecar's admin API"
    )]
    DecidedInCluster {
        /// The approval.
        name: String,
        /// Its namespace.
        namespace: String,
    },
}

/// The approvals a sidecar holds.
#[derive(Debug, Default)]
pub struct ApprovalBook {
    records: BTreeMap<String, ApprovalRecord>,
}

/// A time as approvals write it (RFC 3339, seconds, UTC).
pub fn rfc3339(t: jiff::Timestamp) -> String {
    t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// A fresh approval name: the tool as a DNS label and a random suffix.
fn fresh_name(tool: &str) -> String {
    let id = uuid::Uuid::new_v4().simple().to_string();
    format!("{}{}", name_prefix(tool), &id[..10])
}

/// The tool as the start of an approval's name (a DNS label, then `-`): the local
/// book's names and the in-cluster store's `generateName`.
pub(crate) fn name_prefix(tool: &str) -> String {
    let label: String = tool
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .take(40)
        .collect();
    let label = label.trim_matches('-');
    format!("{}-", if label.is_empty() { "call" } else { label })
}

impl ApprovalBook {
    /// Expires what passed its time: phase Expired, `onTimeout` decides.
    pub fn expire(&mut self, now: jiff::Timestamp) -> Vec<ApprovalRecord> {
        let mut expired = Vec::new();
        for r in self.records.values_mut() {
            if r.phase == ApprovalPhase::Pending && now >= r.expires {
                r.phase = ApprovalPhase::Expired;
                r.decided_at = Some(rfc3339(now));
                expired.push(r.clone());
            }
        }
        expired
    }

    /// A DEFER of `call`: passes it if an approval for exactly this call was granted
    /// (consuming it), else the pending approval for it, else a new one.
    pub fn defer(
        &mut self,
        call: CallIdentity<'_>,
        request: ApprovalRequest,
        now: jiff::Timestamp,
    ) -> Deferred {
        self.expire(now);
        if let Some(r) = self
            .records
            .values_mut()
            .find(|r| r.is_for(&call) && r.passes())
        {
            r.phase = ApprovalPhase::Consumed;
            return Deferred::Pass(r.clone());
        }
        if let Some(r) = self
            .records
            .values()
            .find(|r| r.is_for(&call) && r.phase == ApprovalPhase::Pending)
        {
            return Deferred::Waiting(r.clone());
        }
        self.make_room();
        let record = ApprovalRecord::pending(call, request, now);
        self.records.insert(record.name.clone(), record.clone());
        Deferred::Requested(record)
    }

    /// Records a person's decision on a Pending approval.
    pub fn decide(
        &mut self,
        name: &str,
        decision: Decision,
        now: jiff::Timestamp,
    ) -> Result<ApprovalRecord, DecideError> {
        self.expire(now);
        let r = self
            .records
            .get_mut(name)
            .ok_or_else(|| DecideError::NotFound(name.into()))?;
        if r.phase.is_decided() {
            return Err(DecideError::AlreadyDecided {
                name: name.into(),
                phase: r.phase,
                by: r.decided_by.clone(),
            });
        }
        r.phase = if decision.approve {
            ApprovalPhase::Approved
        } else {
            ApprovalPhase::Denied
        };
        r.decided_by = Some(decision.user);
        r.decided_at = Some(rfc3339(now));
        r.comment = decision.comment;
        Ok(r.clone())
    }

    /// One approval.
    pub fn get(&self, name: &str) -> Option<&ApprovalRecord> {
        self.records.get(name)
    }

    /// Every approval, newest first.
    pub fn list(&self) -> Vec<ApprovalRecord> {
        let mut all: Vec<ApprovalRecord> = self.records.values().cloned().collect();
        all.sort_by(|a, b| b.created.cmp(&a.created).then(a.name.cmp(&b.name)));
        all
    }

    /// Approvals waiting for a decision.
    pub fn pending(&self) -> usize {
        self.records
            .values()
            .filter(|r| r.phase == ApprovalPhase::Pending)
            .count()
    }

    /// Drops the oldest decided approval when the book is full (pending ones stay: they
    /// are someone's open question).
    fn make_room(&mut self) {
        if self.records.len() < MAX_RECORDS {
            return;
        }
        let oldest = self
            .records
            .values()
            .filter(|r| r.phase.is_decided())
            .min_by_key(|r| r.created)
            .map(|r| r.name.clone());
        if let Some(name) = oldest {
            self.records.remove(&name);
        }
    }
}

/// The book's tests, and the calls and requests the stores' tests share.
#[cfg(test)]
pub(super) mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// A time 1.8 billion seconds and `secs` after the epoch.
    pub(in crate::stores::approvals) fn t(secs: i64) -> jiff::Timestamp {
        jiff::Timestamp::from_second(1_800_000_000 + secs).unwrap()
    }

    /// A refund call of session s1 with arguments hashed `sha`.
    pub(in crate::stores::approvals) fn call<'a>(sha: &'a str) -> CallIdentity<'a> {
        CallIdentity {
            tenant: "shop/support",
            session: "s1",
            tool: "issue_refund",
            arguments_sha256: sha,
        }
    }

    /// A DEFER of a DELETE-tier call for ops-team, expiring after `timeout` seconds.
    pub(in crate::stores::approvals) fn request(
        timeout: u32,
        on_timeout: TimeoutDecision,
    ) -> ApprovalRequest {
        ApprovalRequest {
            actor: "support".into(),
            tier: "DELETE".into(),
            arguments: "{}".into(),
            route: "DELETE".into(),
            mode: ApprovalMode::Async,
            approvers: Approvers {
                groups: vec!["ops-team".into()],
                users: vec![],
            },
            reasons: vec!["tier DELETE requires approval by ops-team".into()],
            timeout_seconds: timeout,
            on_timeout,
        }
    }

    fn waiting(d: Deferred) -> ApprovalRecord {
        match d {
            Deferred::Waiting(r) | Deferred::Requested(r) => r,
            Deferred::Pass(r) => panic!("passed: {r:?}"),
        }
    }

    fn approve(user: &str) -> Decision {
        Decision {
            approve: true,
            user: user.into(),
            comment: Some("ok".into()),
        }
    }

    #[test]
    fn an_approved_call_passes_once_then_needs_a_new_approval() {
        let mut book = ApprovalBook::default();
        let first = waiting(book.defer(call("aa"), request(60, TimeoutDecision::Deny), t(0)));
        assert!(first.name.starts_with("issue-refund-"), "{}", first.name);
        // The same call again while pending: the same approval.
        let again = waiting(book.defer(call("aa"), request(60, TimeoutDecision::Deny), t(1)));
        assert_eq!(again.name, first.name);
        // Another argument hash: another approval.
        let other = waiting(book.defer(call("bb"), request(60, TimeoutDecision::Deny), t(1)));
        assert_ne!(other.name, first.name);

        let decided = book.decide(&first.name, approve("alice"), t(5)).unwrap();
        assert_eq!(decided.phase, ApprovalPhase::Approved);
        assert_eq!(decided.decision_seconds(), Some(5.0));
        let Deferred::Pass(used) = book.defer(call("aa"), request(60, TimeoutDecision::Deny), t(6))
        else {
            panic!("approved call did not pass")
        };
        assert_eq!(used.name, first.name);
        assert_eq!(used.phase, ApprovalPhase::Consumed);
        let next = waiting(book.defer(call("aa"), request(60, TimeoutDecision::Deny), t(7)));
        assert_ne!(next.name, first.name);
        assert_eq!(book.pending(), 2);
    }

    #[test]
    fn deciding_twice_or_an_unknown_name_is_an_error() {
        let mut book = ApprovalBook::default();
        let r = waiting(book.defer(call("aa"), request(60, TimeoutDecision::Deny), t(0)));
        book.decide(&r.name, approve("alice"), t(1)).unwrap();
        let err = book
            .decide(
                &r.name,
                Decision {
                    approve: false,
                    user: "bob".into(),
                    comment: None,
                },
                t(2),
            )
            .unwrap_err();
        assert!(
            err.to_string().contains("already Approved (by alice)"),
            "{err}"
        );
        assert_eq!(
            book.decide("nope", approve("a"), t(2)).unwrap_err(),
            DecideError::NotFound("nope".into())
        );
    }

    #[test]
    fn a_timeout_expires_and_denies_unless_on_timeout_allows() {
        let mut book = ApprovalBook::default();
        let r = waiting(book.defer(call("aa"), request(30, TimeoutDecision::Deny), t(0)));
        assert_eq!(book.expire(t(29)).len(), 0);
        let expired = book.expire(t(30));
        assert_eq!(expired.len(), 1);
        assert_eq!(book.get(&r.name).unwrap().phase, ApprovalPhase::Expired);
        assert!(book.decide(&r.name, approve("alice"), t(31)).is_err());
        // Denied by timeout: the same call asks again.
        let again = waiting(book.defer(call("aa"), request(30, TimeoutDecision::Deny), t(31)));
        assert_ne!(again.name, r.name);

        let mut book = ApprovalBook::default();
        waiting(book.defer(call("aa"), request(30, TimeoutDecision::Allow), t(0)));
        assert!(matches!(
            book.defer(call("aa"), request(30, TimeoutDecision::Allow), t(40)),
            Deferred::Pass(_)
        ));
    }

    #[test]
    fn the_book_is_bounded_and_keeps_pending_approvals() {
        let mut book = ApprovalBook::default();
        let first = waiting(book.defer(call("keep"), request(600, TimeoutDecision::Deny), t(0)));
        for i in 0..MAX_RECORDS + 10 {
            let sha = format!("{i}");
            let r = waiting(book.defer(call(&sha), request(600, TimeoutDecision::Deny), t(1)));
            book.decide(&r.name, approve("a"), t(2)).unwrap();
        }
        assert!(book.list().len() <= MAX_RECORDS);
        assert!(book.get(&first.name).is_some());
    }
}
