#![allow(clippy::unwrap_used)]
//! The Approval webhooks against AdmissionReview bodies as the API server sends them, in
//! its order: the mutating stamp (`/mutate-approvals`), its patch applied, then the
//! validating check (`/validate-approvals`) on the final object. A decision by a
//! non-approver is refused, a decision changed after the fact is refused, a forged
//! `decidedBy` is overwritten, only the requesting sidecar may consume, a malformed
//! Approval and an unknown approver group are clear errors; the check refuses what the
//! stamp did not write, and never patches.

use argus_crds::{Document, GateStackSpec, parse_documents};
use argus_operator::{ApprovalPass, review_approval};
use serde_json::{Value, json};

const NOW: &str = "2026-11-24T00:10:00Z";
const SIDECAR: &str = "system:serviceaccount:shop:support-agent";

fn approval(status: Value) -> Value {
    json!({
        "apiVersion": "argus.dev/v1alpha1",
        "kind": "Approval",
        "metadata": {"name": "issue-refund-1a2b3c4d5e", "namespace": "shop", "resourceVersion": "41"},
        "spec": {
            "tenant": "shop/support-agent",
            "actor": "support-agent",
            "gateStack": "support",
            "session": "s-1",
            "tool": "issue_refund",
            "arguments": "{\"amount\":5,\"order_id\":\"A-1\"}",
            "argumentsSha256": "5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a",
            "tier": "DELETE",
            "route": "DELETE",
            "approvers": {"groups": ["ops-team"], "users": ["carol"]},
            "reasons": ["tier DELETE requires approval by ops-team"],
            "expiresAt": "2026-11-24T00:15:00Z",
            "requestedBy": SIDECAR
        },
        "status": status
    })
}

fn admission(op: &str, user: &str, groups: &[&str], object: Value, old: Option<Value>) -> Vec<u8> {
    let mut request = json!({
        "uid": "0d3f0a1e-approval-review",
        "kind": {"group": "argus.dev", "version": "v1alpha1", "kind": "Approval"},
        "resource": {"group": "argus.dev", "version": "v1alpha1", "resource": "approvals"},
        "subResource": "status",
        "requestKind": {"group": "argus.dev", "version": "v1alpha1", "kind": "Approval"},
        "requestResource": {"group": "argus.dev", "version": "v1alpha1", "resource": "approvals"},
        "name": "issue-refund-1a2b3c4d5e",
        "namespace": "shop",
        "operation": op,
        "userInfo": {"username": user, "uid": "u-1", "groups": groups},
        "object": object,
        "oldObject": old,
        "dryRun": false,
        "options": {"kind": "UpdateOptions", "apiVersion": "meta.k8s.io/v1"}
    });
    if op == "CREATE" {
        request["subResource"] = Value::Null;
        request["oldObject"] = Value::Null;
    }
    serde_json::to_vec(&json!({
        "kind": "AdmissionReview",
        "apiVersion": "admission.k8s.io/v1",
        "request": request
    }))
    .unwrap()
}

fn support_stack() -> Option<GateStackSpec> {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../manifests/examples/gatestack-support.yaml"),
    )
    .unwrap();
    let Document::GateStack(g) = parse_documents(&text).unwrap().remove(0).unwrap() else {
        return None;
    };
    // The example's DELETE route, naming a user besides its group.
    let mut spec = g.spec;
    for gate in &mut spec.gates {
        if let Some(h) = gate.human_approval.as_mut() {
            for r in &mut h.routes {
                if r.approvers.as_deref() == Some("ops-team") {
                    r.users.push("carol".into());
                }
            }
        }
    }
    Some(spec)
}

fn lookup(ns: &str, name: &str) -> Option<GateStackSpec> {
    assert_eq!((ns, name), ("shop", "support"));
    support_stack()
}

/// One pass: `(allowed, message, decoded patch)`.
fn pass(body: &[u8], pass: ApprovalPass) -> (bool, String, Option<Value>) {
    let out = review_approval(body, &lookup, NOW, pass);
    let v = serde_json::to_value(&out.review).unwrap();
    let r = &v["response"];
    assert_eq!(r["uid"], "0d3f0a1e-approval-review", "{v}");
    let patch = r.get("patch").map(|p| {
        let bytes: Vec<u8> = serde_json::from_value(p.clone()).unwrap();
        serde_json::from_slice(&bytes).unwrap()
    });
    (
        r["allowed"].as_bool().unwrap(),
        r["status"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
        patch,
    )
}

/// Both passes as the API server runs them: `(allowed by the check, its message, the
/// stamp's patch)`.
fn run(body: &[u8]) -> (bool, String, Option<Value>) {
    let (allowed, message, patch) = pass(body, ApprovalPass::Mutate);
    assert!(allowed, "the stamp refused: {message}");
    let mut review: Value = serde_json::from_slice(body).unwrap();
    if let Some(p) = &patch {
        let p: json_patch::Patch = serde_json::from_value(p.clone()).unwrap();
        json_patch::patch(&mut review["request"]["object"], &p).unwrap();
    }
    let (allowed, message, checked) = pass(
        &serde_json::to_vec(&review).unwrap(),
        ApprovalPass::Validate,
    );
    assert!(
        checked.is_none(),
        "the validating check patched: {checked:?}"
    );
    (allowed, message, patch)
}

fn pending() -> Value {
    approval(json!({"phase": "Pending"}))
}

#[test]
fn a_decision_by_a_non_approver_is_refused() {
    let decided = approval(json!({"phase": "Approved", "decidedBy": "mallory"}));
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        "mallory",
        &["developers", "system:authenticated"],
        decided,
        Some(pending()),
    ));
    assert!(!allowed);
    assert!(
        message.contains("mallory (groups: developers, system:authenticated) is not among this route's approvers (group ops-team, user carol)"),
        "{message}"
    );
}

#[test]
fn an_approver_decides_and_a_forged_decided_by_is_overwritten() {
    // Bob is in ops-team but writes that the security lead approved.
    let decided =
        approval(json!({"phase": "Approved", "decidedBy": "security-lead", "comment": "ok"}));
    let (allowed, message, patch) = run(&admission(
        "UPDATE",
        "bob",
        &["ops-team"],
        decided,
        Some(pending()),
    ));
    assert!(allowed, "{message}");
    assert_eq!(
        patch.unwrap(),
        json!([
            {"op": "add", "path": "/status/decidedBy", "value": "bob"},
            {"op": "add", "path": "/status/decidedAt", "value": NOW}
        ])
    );
    // A user the route names by name may deny; nothing forged, nothing to patch but the time.
    let denied = approval(json!({"phase": "Denied", "decidedBy": "carol", "decidedAt": NOW}));
    let (allowed, _, patch) = run(&admission("UPDATE", "carol", &[], denied, Some(pending())));
    assert!(allowed);
    assert!(patch.is_none(), "{patch:?}");
}

#[test]
fn a_decision_cannot_be_changed_after_the_fact() {
    let approved = approval(json!({"phase": "Approved", "decidedBy": "bob", "decidedAt": NOW}));
    for (phase, comment) in [
        ("Denied", "changed my mind"),
        ("Approved", "edited comment"),
    ] {
        let changed = approval(
            json!({"phase": phase, "decidedBy": "bob", "decidedAt": NOW, "comment": comment}),
        );
        let (allowed, message, _) = run(&admission(
            "UPDATE",
            "bob",
            &["ops-team"],
            changed,
            Some(approved.clone()),
        ));
        assert!(!allowed, "{phase}");
        assert!(
            message.contains("is already Approved (by bob): a decision cannot be changed"),
            "{message}"
        );
    }
    // The spec never changes.
    let mut edited = pending();
    edited["spec"]["tool"] = json!("delete_account");
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        "bob",
        &["ops-team"],
        edited,
        Some(pending()),
    ));
    assert!(!allowed);
    assert!(
        message.contains("the spec of an Approval cannot change"),
        "{message}"
    );
}

#[test]
fn only_the_requesting_sidecar_consumes_or_expires() {
    let approved = approval(json!({"phase": "Approved", "decidedBy": "bob", "decidedAt": NOW}));
    let consumed = approval(json!({"phase": "Consumed", "decidedBy": "bob", "decidedAt": NOW}));
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        SIDECAR,
        &[],
        consumed.clone(),
        Some(approved.clone()),
    ));
    assert!(allowed, "{message}");
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        "bob",
        &["ops-team"],
        consumed,
        Some(approved),
    ));
    assert!(!allowed);
    assert!(message.contains("only system:serviceaccount:shop:support-agent (the sidecar that asked) may mark it Consumed, not bob"), "{message}");
    let expired = approval(json!({"phase": "Expired", "decidedAt": NOW}));
    let (allowed, _, _) = run(&admission("UPDATE", SIDECAR, &[], expired, Some(pending())));
    assert!(allowed);
}

#[test]
fn an_approval_expired_under_allow_is_consumed_by_its_sidecar_only() {
    let with = |on_timeout: &str, phase: &str| {
        let mut a = approval(json!({"phase": phase, "decidedAt": NOW}));
        a["spec"]["onTimeout"] = json!(on_timeout);
        a
    };
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        SIDECAR,
        &[],
        with("allow", "Consumed"),
        Some(with("allow", "Expired")),
    ));
    assert!(allowed, "{message}");
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        "bob",
        &["ops-team"],
        with("allow", "Consumed"),
        Some(with("allow", "Expired")),
    ));
    assert!(
        !allowed && message.contains("may mark it Consumed, not bob"),
        "{message}"
    );
    // Expired under deny stays refused: nothing passes.
    let (allowed, message, _) = run(&admission(
        "UPDATE",
        SIDECAR,
        &[],
        with("deny", "Consumed"),
        Some(with("deny", "Expired")),
    ));
    assert!(!allowed && message.contains("already Expired"), "{message}");
}

#[test]
fn creation_stamps_the_requester_and_checks_the_approvers() {
    let mut new = pending();
    new["spec"].as_object_mut().unwrap().remove("requestedBy");
    let (allowed, message, patch) = run(&admission("CREATE", SIDECAR, &[], new.clone(), None));
    assert!(allowed, "{message}");
    assert_eq!(
        patch.unwrap(),
        json!([{"op": "add", "path": "/spec/requestedBy", "value": SIDECAR}])
    );
    // A forged requester is replaced too.
    new["spec"]["requestedBy"] = json!("someone-else");
    let (_, _, patch) = run(&admission("CREATE", SIDECAR, &[], new.clone(), None));
    assert_eq!(patch.unwrap()[0]["value"], SIDECAR);

    // An unknown approver group: a clear error naming it and the known ones.
    new["spec"]["approvers"] = json!({"groups": ["friends-of-the-agent"]});
    let (allowed, message, _) = run(&admission("CREATE", SIDECAR, &[], new.clone(), None));
    assert!(!allowed);
    assert!(
        message.contains("unknown approver group \"friends-of-the-agent\": no approval route of GateStack support names it (known groups: security-team, ops-team)"),
        "{message}"
    );

    // Born decided: refused.
    let born = approval(json!({"phase": "Approved", "decidedBy": "bob"}));
    let (allowed, message, _) = run(&admission("CREATE", SIDECAR, &[], born, None));
    assert!(!allowed);
    assert!(
        message.contains("a new Approval must be Pending"),
        "{message}"
    );
}

#[test]
fn a_malformed_approval_or_review_is_a_clear_error_not_a_crash() {
    let mut bad = pending();
    bad["spec"]["tier"] = json!("SUPERUSER");
    let (allowed, message, _) = run(&admission("CREATE", SIDECAR, &[], bad, None));
    assert!(!allowed);
    assert!(
        message.contains("malformed Approval (object): spec.tier"),
        "{message}"
    );
    let mut bad = pending();
    bad["spec"]["argumentsSha256"] = json!("not-a-hash");
    let (allowed, message, _) = run(&admission("CREATE", SIDECAR, &[], bad, None));
    assert!(!allowed);
    assert!(
        message.contains("spec.argumentsSha256: \"not-a-hash\" is not a SHA-256"),
        "{message}"
    );

    let out = review_approval(
        b"{\"request\": {\"uid\": \"u-9\", \"operation\": 7}}",
        &|_, _| None,
        NOW,
        ApprovalPass::Validate,
    );
    let v = serde_json::to_value(&out.review).unwrap();
    assert_eq!(v["response"]["allowed"], false);
    assert_eq!(v["response"]["uid"], "u-9");
    assert!(out.refused.unwrap().contains("malformed AdmissionReview"));
}

#[test]
fn the_check_alone_refuses_an_unstamped_or_forged_decider() {
    // As if the mutating entry were missing: the client's forged decidedBy reaches the check.
    let forged =
        approval(json!({"phase": "Approved", "decidedBy": "security-lead", "decidedAt": NOW}));
    let (allowed, message, patch) = pass(
        &admission("UPDATE", "bob", &["ops-team"], forged, Some(pending())),
        ApprovalPass::Validate,
    );
    assert!(!allowed);
    assert!(patch.is_none());
    assert!(
        message.contains("status.decidedBy \"security-lead\" is not the deciding user \"bob\": the mutating webhook (/mutate-approvals) stamps it"),
        "{message}"
    );
    let stale = approval(
        json!({"phase": "Approved", "decidedBy": "bob", "decidedAt": "2020-01-01T00:00:00Z"}),
    );
    let (allowed, message, _) = pass(
        &admission("UPDATE", "bob", &["ops-team"], stale, Some(pending())),
        ApprovalPass::Validate,
    );
    assert!(!allowed);
    assert!(
        message
            .contains("status.decidedAt \"2020-01-01T00:00:00Z\" is not the time of this decision"),
        "{message}"
    );
    // A created Approval whose requester is not its creator.
    let mut new = pending();
    new["spec"]["requestedBy"] = json!("someone-else");
    let (allowed, message, _) = pass(
        &admission("CREATE", SIDECAR, &[], new, None),
        ApprovalPass::Validate,
    );
    assert!(!allowed);
    assert!(
        message.contains("spec.requestedBy \"someone-else\" is not the creating user"),
        "{message}"
    );
}

#[test]
fn the_stamp_refuses_nothing_and_stamps_even_a_non_approver() {
    // The stamp writes who decided; whether they may is the check's (which refuses it).
    let decided = approval(json!({"phase": "Approved", "decidedBy": "bob"}));
    let (allowed, _, patch) = pass(
        &admission("UPDATE", "mallory", &[], decided, Some(pending())),
        ApprovalPass::Mutate,
    );
    assert!(allowed);
    assert_eq!(
        patch.unwrap()[0],
        json!({"op": "add", "path": "/status/decidedBy", "value": "mallory"})
    );
    // A malformed object passes the stamp untouched, and the check names the field.
    let mut bad = pending();
    bad["spec"]["tier"] = json!("SUPERUSER");
    let (allowed, _, patch) = pass(
        &admission("CREATE", SIDECAR, &[], bad, None),
        ApprovalPass::Mutate,
    );
    assert!(allowed);
    assert!(patch.is_none());
}
