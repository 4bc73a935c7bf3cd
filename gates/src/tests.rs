//! The gates over the example Actor and GateStack (manifests/examples): golden reasons
//! for each kind of refusal, deferral and pass.

use argus_crds::{
    ActorSpec, BehaviorMode, Document, GateDecision, GateStackSpec, RiskTier, parse_documents,
};

use super::{CallContext, CallRuling, CompiledGates, ProposedCall};

pub(super) fn examples() -> (ActorSpec, GateStackSpec) {
    let doc = |text: &str| {
        parse_documents(text)
            .ok()
            .and_then(|mut d| d.pop())
            .and_then(Result::ok)
    };
    let Some(Document::Actor(actor)) =
        doc(include_str!("../../manifests/examples/actor-support.yaml"))
    else {
        panic!("the example actor does not parse");
    };
    let Some(Document::GateStack(gs)) = doc(include_str!(
        "../../manifests/examples/gatestack-support.yaml"
    )) else {
        panic!("the example gatestack does not parse");
    };
    (actor.spec, gs.spec)
}

fn gates_for(tier: &str) -> CompiledGates {
    let (mut actor, gs) = examples();
    actor.tier = serde_json::from_value(serde_json::json!(tier)).unwrap_or(actor.tier);
    match CompiledGates::compile(Some(&actor), &gs) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
}

fn call(name: &str, args: &str) -> ProposedCall {
    ProposedCall {
        id: None,
        name: name.into(),
        arguments: args.into(),
    }
}

fn active() -> CallContext {
    CallContext {
        mode: BehaviorMode::Active,
        calls_this_minute: 1,
        threat: None,
    }
}

#[test]
fn a_read_only_actor_cannot_refund() {
    let g = gates_for("READ_ONLY");
    let v = g.evaluate_call(
        &call("issue_refund", r#"{"order_id":"A-1","amount":5}"#),
        &active(),
    );
    assert_eq!(v.decision, GateDecision::Refuse);
    assert_eq!(v.reasons(), "tier MODIFY above actor tier READ_ONLY");
    assert_eq!(v.failed(), vec!["security"]);
    // REFUSE stops the evaluation: no later gate ran.
    assert_eq!(v.results.len(), 1);
    assert_eq!(
        v.ruling(),
        CallRuling::Replace {
            text: "[Argus] issue_refund was refused: tier MODIFY above actor tier READ_ONLY".into()
        }
    );
    // Reading is fine.
    let ok = g.evaluate_call(&call("lookup_order", r#"{"order_id":"A-1"}"#), &active());
    assert_eq!(ok.decision, GateDecision::Execute, "{ok:?}");
    assert_eq!(
        ok.passed(),
        vec!["security", "adversarial", "humanApproval"]
    );
}

#[test]
fn arguments_are_checked_against_the_tools_schema() {
    let g = gates_for("MODIFY");
    let v = g.evaluate_call(
        &call("issue_refund", r#"{"order_id":"A-1","amount":-5}"#),
        &active(),
    );
    assert_eq!(v.decision, GateDecision::Refuse);
    assert_eq!(v.reasons(), "/amount: -5 is less than the minimum of 0");
    let v = g.evaluate_call(&call("issue_refund", r#"{"amount":5}"#), &active());
    assert!(
        v.reasons().contains("\"order_id\" is a required property"),
        "{}",
        v.reasons()
    );
    let v = g.evaluate_call(&call("issue_refund", r#"{"order_id": "A-1""#), &active());
    assert!(
        v.reasons().starts_with("arguments are not valid JSON: "),
        "{}",
        v.reasons()
    );
    let huge = format!(r#"{{"order_id":"{}"}}"#, "x".repeat(70_000));
    let v = g.evaluate_call(&call("issue_refund", &huge), &active());
    assert!(
        v.reasons().contains("over the 65536-byte limit"),
        "{}",
        v.reasons()
    );
    // Valid: MODIFY is logAndExecute.
    let v = g.evaluate_call(
        &call("issue_refund", r#"{"order_id":"A-1","amount":5}"#),
        &active(),
    );
    assert_eq!(v.decision, GateDecision::Execute);
    assert!(v.flagged);
}

#[test]
fn unknown_tools_and_tools_outside_the_permitted_behaviors_are_refused() {
    let g = gates_for("PRIVILEGE");
    let v = g.evaluate_call(&call("drop_database", "{}"), &active());
    assert_eq!(v.reasons(), "drop_database is not a tool of the Actor");
    // change-account is active: not permitted when no user turn is open.
    let passive = CallContext {
        mode: BehaviorMode::Passive,
        ..active()
    };
    let v = g.evaluate_call(&call("reset_password", r#"{"email":"a@b.c"}"#), &passive);
    assert_eq!(
        v.reasons(),
        "reset_password belongs to behavior change-account (active), not permitted in passive mode"
    );
    // hand-over is persistent: always permitted.
    let v = g.evaluate_call(&call("escalate_to_human", "{}"), &passive);
    assert_eq!(v.decision, GateDecision::Execute, "{v:?}");
}

#[test]
fn the_tool_rate_defers_and_high_tiers_wait_for_their_approvers() {
    let g = gates_for("MODIFY");
    let busy = CallContext {
        calls_this_minute: 31,
        ..active()
    };
    let v = g.evaluate_call(&call("lookup_order", r#"{"order_id":"A-1"}"#), &busy);
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(
        v.reasons(),
        "31 calls to lookup_order this minute, over the limit of 30"
    );

    let (mut actor, mut gs) = examples();
    actor.tier = RiskTier::Delete;
    gs.tool_risk_tiers
        .insert("cancel_order".into(), RiskTier::Delete);
    let g = CompiledGates::compile(Some(&actor), &gs).unwrap_or_else(|e| panic!("{e}"));
    let v = g.evaluate_call(&call("cancel_order", r#"{"order_id":"A-1"}"#), &active());
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(v.approvers.as_deref(), Some("ops-team"));
    assert_eq!(
        v.ruling(),
        CallRuling::Replace {
            text: "[Argus] cancel_order is awaiting approval by ops-team: tier DELETE requires approval by ops-team".into()
        }
    );
}

#[test]
fn without_an_actor_no_tool_is_declared_and_a_bad_schema_is_named() {
    let (mut actor, gs) = examples();
    let g = CompiledGates::compile(None, &gs).unwrap_or_else(|e| panic!("{e}"));
    let v = g.evaluate_call(&call("lookup_order", "{}"), &active());
    assert_eq!(
        v.reasons(),
        "lookup_order is not declared: no Actor is bound to this agent"
    );
    actor.tools[0].parameters =
        Some(serde_json::json!({"type": "object", "properties": {"a": {"type": 12}}}));
    let e = CompiledGates::compile(Some(&actor), &gs)
        .err()
        .map(|e| e.to_string());
    assert!(
        e.as_deref().is_some_and(|e| e
            .starts_with("actor.spec.tools[0] (lookup_order).parameters: not a valid JSON Schema")),
        "{e:?}"
    );
}

#[test]
fn the_adversarial_gate_defers_a_scored_threat_above_read_only() {
    let g = gates_for("MODIFY");
    let threat = CallContext {
        threat: Some(super::Threat {
            score: 0.9,
            source: super::ThreatSource::Injection(super::untrusted::Origin::UserTurn),
        }),
        ..active()
    };
    let v = g.evaluate_call(&call("issue_refund", r#"{"order_id":"A-1"}"#), &threat);
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(
        v.reasons(),
        "threat score 0.90 above 0.70 (injection in the user turn)"
    );
    // READ_ONLY actions are not checked by default.
    let v = g.evaluate_call(&call("lookup_order", r#"{"order_id":"A-1"}"#), &threat);
    assert_eq!(v.decision, GateDecision::Execute);
}

/// The example's second Actor (tier PRIVILEGE) reaches every approval route of the example
/// GateStack: none for READ_ONLY, logAndExecute for MODIFY, ops-team for DELETE and
/// security-team for PRIVILEGE.
#[test]
fn the_supervisor_example_reaches_every_approval_route() {
    let Some(Ok(Document::Actor(supervisor))) = parse_documents(include_str!(
        "../../manifests/examples/actor-support-supervisor.yaml"
    ))
    .ok()
    .and_then(|mut d| d.pop()) else {
        panic!("the supervisor example does not parse");
    };
    let (_, gs) = examples();
    let g = CompiledGates::compile(Some(&supervisor.spec), &gs).unwrap_or_else(|e| panic!("{e}"));
    let route = |name: &str, args: &str| {
        let v = g.evaluate_call(&call(name, args), &active());
        (v.decision, v.approvers, v.flagged)
    };
    assert_eq!(
        route("lookup_order", r#"{"order_id":"A-1"}"#),
        (GateDecision::Execute, None, false)
    );
    assert_eq!(
        route("issue_refund", r#"{"order_id":"A-1","amount":5}"#),
        (GateDecision::Execute, None, true)
    );
    assert_eq!(
        route(
            "delete_account",
            r#"{"email":"a@example.com","reason":"asked"}"#
        ),
        (GateDecision::Defer, Some("ops-team".to_string()), false)
    );
    assert_eq!(
        route(
            "grant_staff_role",
            r#"{"staff_email":"b@example.com","role":"admin"}"#
        ),
        (
            GateDecision::Defer,
            Some("security-team".to_string()),
            false
        )
    );
    // The support agent (tier MODIFY, without the tool) is refused before any route is asked.
    let agent = gates_for("MODIFY");
    let v = agent.evaluate_call(
        &call(
            "delete_account",
            r#"{"email":"a@example.com","reason":"asked"}"#,
        ),
        &active(),
    );
    assert_eq!(v.decision, GateDecision::Refuse);
}
