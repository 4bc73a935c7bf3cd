//! The Approval admission reviews, in two passes the API server runs in order:
//! - the mutating pass (`/mutate-approvals`) only stamps: `spec.requestedBy` with the
//!   creating user (the sidecar's ServiceAccount) and, on a decision,
//!   `status.decidedBy`/`decidedAt` from the authenticated request, overwriting whatever
//!   the client wrote. It never refuses a well-formed request;
//! - the validating pass (`/validate-approvals`) sees the final object and only checks:
//!   - a new Approval is well formed, Pending, names approvers its GateStack's routes know,
//!     and carries the creating user as `spec.requestedBy`;
//!   - the spec never changes;
//!   - Pending → Approved | Denied only by a subject the route names (user, or member of
//!     a group), with `decidedBy` the authenticated user and `decidedAt` now;
//!   - Pending → Expired and Approved → Consumed (Expired → Consumed under `onTimeout:
//!     allow`) only by `spec.requestedBy`;
//!   - nothing else changes after a decision.
//!
//! Checking in the validating pass means no later mutating webhook can undo a stamp or
//! slip a decision past the check.

use argus_crds::{
    APPROVAL_MUTATE_PATH, Approval, ApprovalPhase, ApprovalStatus, GateStackSpec, GateType,
    TimeoutDecision, validate_approval,
};
use kube::core::DynamicObject;
use kube::core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, Operation};
use serde_json::{Value, json};

/// Which of the two admission passes a review is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApprovalPass {
    /// `/mutate-approvals`: stamp the authenticated user, refuse nothing well formed.
    Mutate,
    /// `/validate-approvals`: check the final object, never patch.
    Validate,
}

/// The GateStack spec named by an Approval (namespace, name), when the caller found it.
pub type GateStackLookup<'a> = &'a dyn Fn(&str, &str) -> Option<GateStackSpec>;

/// One reviewed request: the answer and, for logs, what was decided.
#[derive(Debug)]
pub struct ApprovalReview {
    /// The AdmissionReview to send back.
    pub review: AdmissionReview<DynamicObject>,
    /// Why it was refused, if it was.
    pub refused: Option<String>,
}

fn answer(response: AdmissionResponse, refused: Option<String>) -> ApprovalReview {
    let response = match &refused {
        Some(m) => response.deny(m.clone()),
        None => response,
    };
    ApprovalReview {
        review: response.into_review(),
        refused,
    }
}

/// Reads the Approval of a request (`what`: object or oldObject) with a message naming
/// the field that does not fit.
fn typed(object: &DynamicObject, what: &str) -> Result<Approval, String> {
    let value = serde_json::to_value(object).map_err(|e| format!("malformed {what}: {e}"))?;
    serde_path_to_error::deserialize::<_, Approval>(value).map_err(|e| {
        let path = e.path().to_string();
        format!("malformed Approval ({what}): {path}: {}", e.into_inner())
    })
}

/// Reviews one AdmissionReview body in `pass`. `now` (RFC 3339) stamps `decidedAt`.
pub fn review_approval(
    body: &[u8],
    gatestacks: GateStackLookup<'_>,
    now: &str,
    pass: ApprovalPass,
) -> ApprovalReview {
    let parsed: AdmissionReview<DynamicObject> = match serde_json::from_slice(body) {
        Ok(r) => r,
        Err(e) => {
            let uid = serde_json::from_slice::<Value>(body)
                .ok()
                .and_then(|v| {
                    v.pointer("/request/uid")
                        .and_then(Value::as_str)
                        .map(String::from)
                })
                .unwrap_or_default();
            let mut response =
                AdmissionResponse::invalid(format!("malformed AdmissionReview: {e}"));
            response.uid = uid;
            return ApprovalReview {
                review: response.into_review(),
                refused: Some(format!("malformed AdmissionReview: {e}")),
            };
        }
    };
    let request: AdmissionRequest<DynamicObject> = match parsed.try_into() {
        Ok(r) => r,
        Err(_) => {
            let response = AdmissionResponse::invalid("AdmissionReview without a request");
            return ApprovalReview {
                review: response.into_review(),
                refused: Some("AdmissionReview without a request".into()),
            };
        }
    };
    let response = AdmissionResponse::from(&request);
    let user = request.user_info.username.clone().unwrap_or_default();
    let groups = request.user_info.groups.clone().unwrap_or_default();
    match request.operation {
        Operation::Create => {
            let Some(object) = &request.object else {
                return answer(response, Some("CREATE without an object".into()));
            };
            let approval = match typed(object, "object") {
                Ok(a) => a,
                // The validating pass names what is malformed; stamping it is pointless.
                Err(_) if pass == ApprovalPass::Mutate => return answer(response, None),
                Err(m) => return answer(response, Some(m)),
            };
            let stamped = approval.spec.requested_by.as_deref() == Some(user.as_str());
            if pass == ApprovalPass::Mutate {
                return if stamped {
                    answer(response, None)
                } else {
                    patched(
                        response,
                        vec![json!({"op": "add", "path": "/spec/requestedBy", "value": user})],
                    )
                };
            }
            let namespace = request.namespace.clone().unwrap_or_default();
            match on_create(&approval, &namespace, gatestacks) {
                Err(m) => answer(response, Some(m)),
                Ok(()) if stamped => answer(response, None),
                Ok(()) => answer(
                    response,
                    Some(format!(
                        "spec.requestedBy {:?} is not the creating user {user:?}: the mutating webhook ({}) stamps it; is that entry installed?",
                        approval.spec.requested_by.as_deref().unwrap_or(""),
                        APPROVAL_MUTATE_PATH
                    )),
                ),
            }
        }
        Operation::Update => {
            let (Some(new), Some(old)) = (&request.object, &request.old_object) else {
                return answer(response, Some("UPDATE without object and oldObject".into()));
            };
            let (new, old) = match (typed(new, "object"), typed(old, "oldObject")) {
                (Ok(new), Ok(old)) => (new, old),
                (Err(_), _) | (_, Err(_)) if pass == ApprovalPass::Mutate => {
                    return answer(response, None);
                }
                (Err(m), _) | (_, Err(m)) => return answer(response, Some(m)),
            };
            if pass == ApprovalPass::Mutate {
                let ops = stamps(&old, &new, &user, now);
                return if ops.is_empty() {
                    answer(response, None)
                } else {
                    patched(response, ops)
                };
            }
            match on_update(&old, &new, &user, &groups, now) {
                Err(m) => answer(response, Some(m)),
                Ok(()) => answer(response, None),
            }
        }
        Operation::Delete | Operation::Connect => answer(response, None),
    }
}

fn patched(response: AdmissionResponse, ops: Vec<Value>) -> ApprovalReview {
    let patch: json_patch::Patch = match serde_json::from_value(Value::Array(ops)) {
        Ok(p) => p,
        Err(e) => return answer(response, Some(format!("cannot build the patch: {e}"))),
    };
    match response.clone().with_patch(patch) {
        Ok(r) => answer(r, None),
        Err(e) => answer(response, Some(format!("cannot serialize the patch: {e}"))),
    }
}

fn on_create(
    approval: &Approval,
    namespace: &str,
    gatestacks: GateStackLookup<'_>,
) -> Result<(), String> {
    let problems = validate_approval(&approval.spec, approval.status.as_ref());
    if !problems.is_empty() {
        let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
        return Err(format!("invalid Approval: {}", list.join("; ")));
    }
    if let Some(status) = &approval.status
        && status.phase != ApprovalPhase::Pending
    {
        return Err(format!(
            "a new Approval must be Pending, not {}: decisions are made on the status of an existing Approval",
            status.phase
        ));
    }
    let Some(stack_name) = &approval.spec.gate_stack else {
        return Ok(());
    };
    let Some(stack) = gatestacks(namespace, stack_name) else {
        return Err(format!(
            "spec.gateStack: GateStack {namespace}/{stack_name} not found: the approvers cannot be checked against its routes"
        ));
    };
    let known = known_approvers(&stack);
    for g in &approval.spec.approvers.groups {
        if !known.0.contains(g) {
            return Err(format!(
                "spec.approvers.groups: unknown approver group {g:?}: no approval route of GateStack {stack_name} names it (known groups: {})",
                list_or_none(&known.0)
            ));
        }
    }
    for u in &approval.spec.approvers.users {
        if !known.1.contains(u) {
            return Err(format!(
                "spec.approvers.users: unknown approver user {u:?}: no approval route of GateStack {stack_name} names it (known users: {})",
                list_or_none(&known.1)
            ));
        }
    }
    Ok(())
}

fn list_or_none(names: &[String]) -> String {
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// The groups and users every approval route of `stack` names.
fn known_approvers(stack: &GateStackSpec) -> (Vec<String>, Vec<String>) {
    let mut groups = Vec::new();
    let mut users = Vec::new();
    for g in stack
        .gates
        .iter()
        .filter(|g| g.type_ == GateType::HumanApproval)
    {
        for r in &g.human_approval.clone().unwrap_or_default().routes {
            let set = r.approver_set();
            groups.extend(set.groups);
            users.extend(set.users);
        }
    }
    (groups, users)
}

/// Whether a client's `decidedAt` is the time of this request: within a minute of
/// `now` (the validating pass runs moments after the mutating one stamped it).
fn near(decided_at: Option<&str>, now: &str) -> bool {
    let (Some(at), Ok(now)) = (decided_at, now.parse::<jiff::Timestamp>()) else {
        return false;
    };
    at.parse::<jiff::Timestamp>()
        .is_ok_and(|at| at.duration_since(now).abs() <= jiff::SignedDuration::from_secs(60))
}

fn on_update(
    old: &Approval,
    new: &Approval,
    user: &str,
    groups: &[String],
    now: &str,
) -> Result<(), String> {
    let name = new.metadata.name.as_deref().unwrap_or("<unnamed>");
    if old.spec != new.spec {
        return Err(format!(
            "approval {name}: the spec of an Approval cannot change"
        ));
    }
    let before = old.status.clone().unwrap_or_default();
    let after = new.status.clone().unwrap_or_default();
    let decision_fields = |s: &ApprovalStatus| {
        (
            s.phase,
            s.decided_by.clone(),
            s.decided_at.clone(),
            s.comment.clone(),
        )
    };
    if decision_fields(&before) == decision_fields(&after) {
        // Conditions, labels and the like: no decision is touched.
        return Ok(());
    }
    let requester = new.spec.requested_by.as_deref();
    let by_requester = |what: &str| -> Result<(), String> {
        match requester {
            Some(r) if r == user => Ok(()),
            Some(r) => Err(format!(
                "approval {name}: only {r} (the sidecar that asked) may mark it {what}, not {user}"
            )),
            None => Err(format!(
                "approval {name}: it has no spec.requestedBy, so nobody may mark it {what}"
            )),
        }
    };
    match (before.phase, after.phase) {
        (ApprovalPhase::Pending, ApprovalPhase::Approved | ApprovalPhase::Denied) => {
            if !new.spec.approvers.admits(user, groups) {
                return Err(format!(
                    "approval {name}: {user} (groups: {}) is not among this route's approvers ({}); ask one of them to decide",
                    list_or_none(groups),
                    new.spec.approvers
                ));
            }
            if after.decided_by.as_deref() != Some(user) {
                return Err(format!(
                    "approval {name}: status.decidedBy {:?} is not the deciding user {user:?}: the mutating webhook ({}) stamps it; is that entry installed?",
                    after.decided_by.as_deref().unwrap_or(""),
                    APPROVAL_MUTATE_PATH
                ));
            }
            if !near(after.decided_at.as_deref(), now) {
                return Err(format!(
                    "approval {name}: status.decidedAt {:?} is not the time of this decision ({now})",
                    after.decided_at.as_deref().unwrap_or("")
                ));
            }
            Ok(())
        }
        (ApprovalPhase::Pending, ApprovalPhase::Expired) => by_requester("Expired"),
        (ApprovalPhase::Approved, ApprovalPhase::Consumed)
            if before.decided_by == after.decided_by && before.comment == after.comment =>
        {
            by_requester("Consumed")
        }
        // Nobody decided in time and the route's `onTimeout` allows the call: it passes
        // once, like an approved one, and the sidecar marks the approval Consumed.
        (ApprovalPhase::Expired, ApprovalPhase::Consumed)
            if new.spec.on_timeout == TimeoutDecision::Allow
                && before.decided_by == after.decided_by
                && before.comment == after.comment =>
        {
            by_requester("Consumed")
        }
        (ApprovalPhase::Pending, ApprovalPhase::Consumed) => Err(format!(
            "approval {name}: only an Approved approval can be Consumed"
        )),
        (ApprovalPhase::Pending, ApprovalPhase::Pending) => Err(format!(
            "approval {name}: decidedBy, decidedAt and comment are written with a decision (phase Approved or Denied), not on a Pending approval"
        )),
        (phase, _) => Err(format!(
            "approval {name} is already {phase}{}: a decision cannot be changed",
            before
                .decided_by
                .as_deref()
                .map(|b| format!(" (by {b})"))
                .unwrap_or_default()
        )),
    }
}

/// The mutating pass's stamps on an update: a decision (Pending → Approved | Denied) gets
/// the authenticated user as `decidedBy` and this moment as `decidedAt`, whatever the
/// client wrote. Anything else is left to the validating pass.
fn stamps(old: &Approval, new: &Approval, user: &str, now: &str) -> Vec<Value> {
    let before = old.status.clone().unwrap_or_default();
    let after = new.status.clone().unwrap_or_default();
    let deciding = before.phase == ApprovalPhase::Pending
        && matches!(after.phase, ApprovalPhase::Approved | ApprovalPhase::Denied);
    let mut ops = Vec::new();
    if !deciding {
        return ops;
    }
    if after.decided_by.as_deref() != Some(user) {
        ops.push(json!({"op": "add", "path": "/status/decidedBy", "value": user}));
    }
    if !near(after.decided_at.as_deref(), now) {
        ops.push(json!({"op": "add", "path": "/status/decidedAt", "value": now}));
    }
    ops
}
