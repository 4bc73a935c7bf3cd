//! The Approval kind and the approval routes of a GateStack: old routes still read,
//! new ones name groups, users and a hold mode, and a malformed Approval is reported
//! field by field rather than crashing anything.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use argus_crds::{ApprovalMode, Approvers, Document, has_errors, parse_documents};

fn only_doc(text: &str) -> Document {
    let mut docs = parse_documents(text).expect("valid YAML");
    assert_eq!(docs.len(), 1);
    docs.remove(0).expect("parses")
}

#[test]
fn routes_name_groups_and_users_and_old_routes_still_read() {
    let gs = r#"
apiVersion: argus.dev/v1alpha1
kind: GateStack
metadata: { name: g }
spec:
  gates:
    - type: humanApproval
      humanApproval:
        routes:
          - { minTier: PRIVILEGE, action: requireApproval, approvers: security-team }
          - { minTier: DELETE, action: requireApproval, groups: [ops-team, sre], users: [alice], mode: hold }
"#;
    let doc = only_doc(gs);
    assert!(!has_errors(&doc.validate()), "{:?}", doc.validate());
    let Document::GateStack(g) = doc else {
        panic!("not a gatestack")
    };
    let routes = &g.spec.gates[0].human_approval.as_ref().unwrap().routes;
    assert_eq!(routes[0].mode, ApprovalMode::Async);
    assert_eq!(
        routes[0].approver_set(),
        Approvers {
            groups: vec!["security-team".into()],
            users: vec![]
        }
    );
    assert_eq!(routes[1].mode, ApprovalMode::Hold);
    let set = routes[1].approver_set();
    assert!(set.admits("bob", &["sre".into()]));
    assert!(set.admits("alice", &[]));
    assert!(!set.admits("mallory", &["developers".into()]));
}

#[test]
fn a_require_approval_route_without_anyone_to_approve_is_refused() {
    let gs = r#"
apiVersion: argus.dev/v1alpha1
kind: GateStack
metadata: { name: g }
spec:
  gates:
    - type: humanApproval
      humanApproval:
        routes:
          - { minTier: DELETE, action: requireApproval, groups: [" ops"] }
          - { minTier: PRIVILEGE, action: requireApproval }
"#;
    let problems: Vec<String> = only_doc(gs)
        .validate()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        problems.iter().any(|p| p.contains("routes[0]")
            && p.contains("\" ops\"")
            && p.contains("without surrounding spaces")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("routes[1].approvers") && p.contains("requireApproval")),
        "{problems:?}"
    );
}

const APPROVAL: &str = r#"
apiVersion: argus.dev/v1alpha1
kind: Approval
metadata: { name: refund-1, namespace: shop }
spec:
  tenant: shop/support-agent
  actor: support-agent
  session: s-1
  tool: issue_refund
  arguments: '{"amount":50,"order_id":"A1"}'
  argumentsSha256: 5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a
  tier: DELETE
  route: DELETE
  approvers: { groups: [ops-team] }
  expiresAt: "2026-11-24T00:05:00Z"
"#;

#[test]
fn a_well_formed_approval_validates() {
    let doc = only_doc(APPROVAL);
    assert_eq!(doc.describe(), "Approval/refund-1");
    assert!(doc.validate().is_empty(), "{:?}", doc.validate());
}

#[test]
fn a_malformed_approval_is_reported_field_by_field() {
    let bad = APPROVAL
        .replace(
            "5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a",
            "XYZ",
        )
        .replace("2026-11-24T00:05:00Z", "tomorrow")
        .replace("{ groups: [ops-team] }", "{ groups: [] }");
    let problems: Vec<String> = only_doc(&bad)
        .validate()
        .iter()
        .map(ToString::to_string)
        .collect();
    for expected in [
        "spec.argumentsSha256: \"XYZ\" is not a SHA-256",
        "spec.expiresAt: \"tomorrow\" is not an RFC 3339 time",
        "spec.approvers: names no group and no user",
    ] {
        assert!(
            problems.iter().any(|p| p.starts_with(expected)),
            "{expected} missing from {problems:?}"
        );
    }
    // A field of the wrong type is a parse error naming the field, not a crash.
    let wrong = APPROVAL.replace("tier: DELETE", "tier: 7");
    let err = parse_documents(&wrong).unwrap().remove(0).unwrap_err();
    assert!(err.to_string().contains("spec.tier"), "{err}");
    assert!(err.to_string().contains("Approval/refund-1"), "{err}");
}
