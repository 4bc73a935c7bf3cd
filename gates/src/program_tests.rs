//! A tool defined only in an Actor's Lisp program is gated exactly like one written in
//! the YAML fields: the operator compiles the program into the Actor the sidecar reads
//! (`argus_crds::merge_program`), and the gates see no difference.

use argus_crds::{ActorSpec, BehaviorMode, GateDecision, TalentSpec, ToolSpec, merge_program};

use super::tests::examples;
use super::{CallContext, CompiledGates, ProposedCall};

const PROGRAM: &str = r#"
(actor "support-agent"
  (tool "export_customer_data" :description "Export everything known about a customer"
        :args {:customer_id :string} :required ["customer_id"])
  (talent "compliance"
    (behavior "export-on-request" :active
      (plan (input ctx)
        (tool "export_customer_data" :args {:customer_id (get input "customer_id")})))))
"#;

const YAML: &str = r#"
tools:
  - name: export_customer_data
    description: Export everything known about a customer
    runtime: local
    parameters:
      type: object
      properties: { customer_id: { type: string } }
      required: [customer_id]
      additionalProperties: false
talents:
  - name: compliance
    behaviors:
      - name: export-on-request
        mode: active
        tools: [export_customer_data]
"#;

/// The example actor plus the export tool, from the program (as the operator renders it).
fn from_program() -> ActorSpec {
    let (mut actor, _) = examples();
    actor.program = Some(PROGRAM.to_string());
    match merge_program(&actor) {
        Ok(m) => m.spec,
        Err(e) => panic!("{e:?}"),
    }
}

/// The example actor plus the same tool written in YAML.
fn from_yaml() -> ActorSpec {
    #[derive(serde::Deserialize)]
    struct Extra {
        tools: Vec<ToolSpec>,
        talents: Vec<TalentSpec>,
    }
    let (mut actor, _) = examples();
    actor.program = None;
    let extra: Extra = match serde_saphyr::from_str(YAML) {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    actor.tools.extend(extra.tools);
    actor.talents.extend(extra.talents);
    actor
}

fn gates(actor: &ActorSpec, tier: &str) -> CompiledGates {
    let (_, gs) = examples();
    let mut actor = actor.clone();
    actor.tier = serde_json::from_value(serde_json::json!(tier)).unwrap_or(actor.tier);
    match CompiledGates::compile(Some(&actor), &gs) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
}

fn verdict(g: &CompiledGates, args: &str, mode: BehaviorMode) -> (GateDecision, String) {
    let v = g.evaluate_call(
        &ProposedCall {
            id: None,
            name: "export_customer_data".into(),
            arguments: args.into(),
        },
        &CallContext {
            mode,
            calls_this_minute: 1,
            threat: None,
        },
    );
    (v.decision, v.reasons())
}

#[test]
fn a_tool_only_in_the_program_is_gated_like_a_yaml_one() {
    let cases = [
        ("MODIFY", r#"{"customer_id":"C-1"}"#, BehaviorMode::Active),
        (
            "MODIFY",
            r#"{"customer_id":"C-1","all":true}"#,
            BehaviorMode::Active,
        ),
        ("MODIFY", r#"{}"#, BehaviorMode::Active),
        ("MODIFY", r#"{"customer_id":"C-1"}"#, BehaviorMode::Passive),
        (
            "READ_ONLY",
            r#"{"customer_id":"C-1"}"#,
            BehaviorMode::Active,
        ),
    ];
    let (program, yaml) = (from_program(), from_yaml());
    let mut seen = Vec::new();
    for (tier, args, mode) in cases {
        let p = verdict(&gates(&program, tier), args, mode);
        let y = verdict(&gates(&yaml, tier), args, mode);
        assert_eq!(p, y, "{tier} {args} {mode:?}");
        seen.push(p);
    }
    // And the gates really act on it: allowed when valid, refused otherwise.
    assert_eq!(seen[0].0, GateDecision::Execute, "{:?}", seen[0]);
    assert_eq!(seen[1].0, GateDecision::Refuse, "{:?}", seen[1]);
    assert!(seen[1].1.contains("all"), "{:?}", seen[1]);
    assert_eq!(seen[2].0, GateDecision::Refuse, "{:?}", seen[2]);
    assert!(seen[2].1.contains("customer_id"), "{:?}", seen[2]);
    assert_eq!(seen[3].0, GateDecision::Refuse, "{:?}", seen[3]);
    assert_eq!(seen[4].0, GateDecision::Refuse, "{:?}", seen[4]);
    assert!(
        seen[4].1.contains("above actor tier READ_ONLY"),
        "{:?}",
        seen[4]
    );
}
