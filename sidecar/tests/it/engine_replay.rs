//! The offline replay: golden output for a support-workflow trace (both line formats),
//! a SidecarConfig as the workflow file, and clear errors for unreadable input.
#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::path::{Path, PathBuf};

use argus_sidecar::{GateFiles, ReplayError, replay, run_with_gates};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engine-replay")
}

fn support_workflow() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../manifests/examples/workflow-support.yaml")
}

fn run(workflow: &Path, trace: &Path) -> Result<String, ReplayError> {
    let mut out = Vec::new();
    run_with_gates(workflow, trace, GateFiles::default(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn golden_support_replay() {
    let got = run(
        &support_workflow(),
        &fixtures().join("support-violation.jsonl"),
    )
    .unwrap();
    let golden = fixtures().join("support-violation.out.jsonl");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden, &got).unwrap();
    }
    let want = std::fs::read_to_string(&golden).unwrap();
    pretty_assertions::assert_eq!(got, want);
    // One object per trace line plus the final one, each valid JSON.
    let lines: Vec<serde_json::Value> = got
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[9]["final"], true);
    // Deterministic.
    assert_eq!(
        run(
            &support_workflow(),
            &fixtures().join("support-violation.jsonl")
        )
        .unwrap(),
        got
    );
}

#[test]
fn sidecar_config_carries_the_workflow() {
    let dir = tempfile::tempdir().unwrap();
    let wf = std::fs::read_to_string(support_workflow()).unwrap();
    let doc = argus_crds::parse_documents(&wf).unwrap().remove(0).unwrap();
    let argus_crds::Document::Workflow(w) = doc else {
        panic!()
    };
    let mut config = argus_crds::SidecarConfig::new("local");
    config.workflow = Some(argus_crds::Resolved {
        name: "support".into(),
        generation: None,
        spec: w.spec,
    });
    let path = dir.path().join("config.yaml");
    std::fs::write(&path, serde_json::to_string(&config).unwrap()).unwrap();
    let from_config = run(&path, &fixtures().join("support-violation.jsonl")).unwrap();
    let from_manifest = run(
        &support_workflow(),
        &fixtures().join("support-violation.jsonl"),
    )
    .unwrap();
    assert_eq!(from_config, from_manifest);
}

#[test]
fn unreadable_input_names_file_line_and_problem() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let wf = support_workflow();
    let cases = [
        ("{\"content\": \"hi\"}\n\nnot json\n", 3, "invalid JSON"),
        (
            "{\"content\": \"hi\"}\n[1, 2]\n",
            2,
            "expected a JSON object",
        ),
        (
            "{\"text\": \"hi\"}\n",
            1,
            "expected an OpenAI chat completion",
        ),
        ("{\"choices\": []}\n", 1, "choices[0].message: missing"),
        (
            "{\"tool_calls\": [{\"arguments\": {}}]}\n",
            1,
            "tool_calls[0]: missing function name",
        ),
        ("{\"content\": 7}\n", 1, "content: expected a string"),
    ];
    for (text, line, message) in cases {
        let trace = write("trace.jsonl", text);
        let err = run(&wf, &trace).unwrap_err();
        let shown = err.to_string();
        assert!(
            matches!(err, ReplayError::Trace { line: l, .. } if l == line),
            "{shown}"
        );
        assert!(
            shown.starts_with(&format!("{}:{line}: ", trace.display())),
            "{shown}"
        );
        assert!(shown.contains(message), "{shown}");
    }
    let trace = write("empty.jsonl", "\n\n");
    assert!(
        run(&wf, &trace)
            .unwrap_err()
            .to_string()
            .contains("the trace has no responses")
    );

    let missing = dir.path().join("missing.jsonl");
    assert!(matches!(run(&wf, &missing), Err(ReplayError::Read { .. })));

    let trace = write("ok.jsonl", "{\"content\": \"hi\"}\n");
    let policy = write(
        "policy.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: Policy\nmetadata: {name: p}\nspec: {}\n",
    );
    let err = run(&policy, &trace).unwrap_err().to_string();
    assert!(err.contains("no Workflow"), "{err}");
    let broken = write(
        "broken.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: Workflow\nmetadata: {name: w}\nspec:\n  states:\n    - {name: a, initial: true}\n  transitions:\n    - {from: a, to: nowhere}\n",
    );
    let err = run(&broken, &trace).unwrap_err().to_string();
    assert!(
        err.contains("spec.transitions[0].to: unknown state \"nowhere\""),
        "{err}"
    );
    let two = write(
        "two.yaml",
        &format!(
            "{}\n---\n{}",
            std::fs::read_to_string(&wf).unwrap(),
            std::fs::read_to_string(&wf).unwrap()
        ),
    );
    assert!(
        run(&two, &trace)
            .unwrap_err()
            .to_string()
            .contains("2 workflows")
    );
}

#[test]
fn a_violation_of_the_initial_state_is_reported_on_step_one() {
    let dir = tempfile::tempdir().unwrap();
    let wf = dir.path().join("wf.yaml");
    std::fs::write(
        &wf,
        "apiVersion: argus.dev/v1alpha1\nkind: Workflow\nmetadata: {name: w}\nspec:\n  states:\n    - {name: a, initial: true}\n    - {name: b, terminal: true}\n  transitions:\n    - {from: a, to: b}\n  constraints:\n    - {name: not-a, type: never, target: a}\n",
    )
    .unwrap();
    let trace = dir.path().join("trace.jsonl");
    std::fs::write(&trace, "{\"content\": \"hello\"}\n").unwrap();
    let lines: Vec<serde_json::Value> = run(&wf, &trace)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["step"], 1);
    assert_eq!(
        lines[0]["violations"][0]["constraint"], "not-a",
        "{lines:#?}"
    );
    assert_eq!(lines[0]["violations"][0]["state"], "a");
    // Reported once, not again at the end.
    assert_eq!(lines[1]["final"], true);
    assert_eq!(lines[1]["violations"], serde_json::json!([]), "{lines:#?}");

    // With no step at all (the library call; the command refuses an empty trace), the
    // final line carries it.
    let spec = serde_json::from_value(serde_json::json!({
        "states": [{"name": "a", "initial": true}, {"name": "b", "terminal": true}],
        "transitions": [{"from": "a", "to": "b"}],
        "constraints": [{"name": "not-a", "type": "never", "target": "a"}]
    }))
    .unwrap();
    let compiled = argus_sidecar::engine::CompiledWorkflow::compile("w", &spec).unwrap();
    let mut out = Vec::new();
    replay(&compiled, &[], &mut out).unwrap();
    let last: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(last["violations"][0]["constraint"], "not-a", "{last}");
}

fn examples(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../manifests/examples")
        .join(file)
}

fn run_gated(
    workflow: &Path,
    trace: &Path,
    gatestack: Option<&Path>,
    actor: Option<&Path>,
) -> Result<String, ReplayError> {
    let mut out = Vec::new();
    run_with_gates(workflow, trace, GateFiles { gatestack, actor }, &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn lines(out: &str) -> Vec<serde_json::Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The example Actor and GateStack over a support trace: a schema refusal, a tool
/// outside the Actor, arguments that are not JSON, a logged MODIFY call, a behavior not
/// permitted in passive mode; each refusal told to the next request, and the workflow
/// seeing the answer the agent would receive.
#[test]
fn golden_support_replay_with_gates() {
    let gatestack = examples("gatestack-support.yaml");
    let actor = examples("actor-support.yaml");
    let trace = fixtures().join("support-gates.jsonl");
    let got = run_gated(&support_workflow(), &trace, Some(&gatestack), Some(&actor)).unwrap();
    let golden = fixtures().join("support-gates.out.jsonl");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&golden, &got).unwrap();
    }
    let want = std::fs::read_to_string(&golden).unwrap();
    pretty_assertions::assert_eq!(got, want);

    let l = lines(&got);
    assert_eq!(l.len(), 10);
    let refund = &l[3]["gates"][0];
    assert_eq!(refund["tool"], "issue_refund");
    assert_eq!(refund["decision"], "REFUSE");
    assert_eq!(refund["failed"], serde_json::json!(["security"]));
    assert_eq!(
        refund["reasons"],
        "/amount: -5 is less than the minimum of 0"
    );
    // The refused refund never reached the workflow: no refund before verification.
    assert_eq!(l[3]["current_state"], "lookup_info");
    assert_eq!(l[3]["violations"], serde_json::json!([]));
    assert_eq!(
        l[4]["gate_notes"],
        serde_json::json!([
            "[Argus] issue_refund was refused: /amount: -5 is less than the minimum of 0"
        ])
    );
    assert_eq!(l[4]["gates"][0]["decision"], "EXECUTE");
    assert_eq!(
        l[4]["gates"][0]["passed"],
        serde_json::json!(["security", "adversarial", "humanApproval"])
    );
    assert_eq!(
        l[4]["gates"][1]["reasons"],
        "delete_account is not a tool of the Actor"
    );
    assert!(
        l[5]["gates"][0]["reasons"]
            .as_str()
            .unwrap()
            .starts_with("arguments are not valid JSON")
    );
    // MODIFY under `logAndExecute`: executed, flagged.
    assert_eq!(l[6]["gates"][0]["decision"], "EXECUTE");
    assert_eq!(l[6]["gates"][0]["flagged"], true);
    assert_eq!(l[7]["mode"], "passive");
    assert_eq!(
        l[7]["gates"][0]["reasons"],
        "cancel_order belongs to behavior change-account (active), not permitted in passive mode"
    );
    assert_eq!(l[7]["gates"][1]["decision"], "EXECUTE");
    assert_eq!(
        l[9]["gate_decisions"],
        serde_json::json!({"EXECUTE": 4, "EXPLAIN": 0, "DEFER": 0, "REFUSE": 4})
    );

    // Without gates the same trace reports none, and the workflow sees every call.
    let plain = lines(&run(&support_workflow(), &trace).unwrap());
    assert!(plain[3].get("gates").is_none());
    assert_eq!(plain[3]["transition"], "INVALID_TRANSITION");
    assert_eq!(
        plain[3]["violations"][0]["constraint"],
        "verify-before-account-action"
    );
}

const GATED_CONFIG: &str = r#"apiVersion: argus.dev/v1alpha1
kind: SidecarConfig
name: replay
workflow:
  name: tiny
  spec:
    states:
      - { name: start, initial: true }
      - { name: look, classification: { toolCalls: [lookup_order] } }
      - { name: done, terminal: true }
    transitions:
      - { from: start, to: look }
      - { from: look, to: look }
      - { from: look, to: done }
actor:
  name: reader
  spec:
    role: support
    tier: READ_ONLY
    tools:
      - name: lookup_order
        runtime: local
        parameters: { type: object, properties: { order_id: { type: string } }, required: [order_id] }
      - name: issue_refund
        runtime: local
        parameters: { type: object, properties: { amount: { type: number, minimum: 0 } } }
gateStack:
  name: strict
  spec:
    gates:
      - type: security
        security: { enforceTier: true, toolCallsPerMinute: 2 }
    toolRiskTiers: { lookup_order: READ_ONLY, issue_refund: MODIFY }
"#;

/// A SidecarConfig as the workflow file carries the Actor and GateStack too; tool rates
/// count per calendar minute of the line's timestamp, and a line without one counts in
/// the minute before it.
#[test]
fn a_sidecar_config_carries_the_gates_and_rates_count_per_minute() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.yaml");
    std::fs::write(&config, GATED_CONFIG).unwrap();
    let call = |ts: Option<u64>| {
        let mut line = serde_json::json!({"content": "", "tool_calls": [{"name": "lookup_order", "arguments": {"order_id": "7"}}]});
        if let Some(ts) = ts {
            line["timestamp"] = ts.into();
        }
        line.to_string()
    };
    let trace = dir.path().join("trace.jsonl");
    let text = [
        call(Some(1_700_000_000)),
        call(Some(1_700_000_010)),
        call(Some(1_700_000_030)), // the third in the minute from 1_699_999_980: over 2
        call(Some(1_700_000_045)), // the next minute starts over
        call(None),                // still that minute
        call(None),
        r#"{"content": "", "tool_calls": [{"name": "issue_refund", "arguments": {"amount": 1}}]}"#
            .into(),
    ]
    .join("\n");
    std::fs::write(&trace, text).unwrap();
    let l = lines(&run(&config, &trace).unwrap());
    let decision = |i: usize| l[i]["gates"][0]["decision"].as_str().unwrap().to_string();
    let counts: Vec<u64> = (0..6)
        .map(|i| l[i]["gates"][0]["calls_this_minute"].as_u64().unwrap())
        .collect();
    assert_eq!(counts, [1, 2, 3, 1, 2, 3]);
    assert_eq!(
        (0..6).map(decision).collect::<Vec<_>>(),
        ["EXECUTE", "EXECUTE", "DEFER", "EXECUTE", "EXECUTE", "DEFER"]
    );
    assert_eq!(
        l[2]["gates"][0]["reasons"],
        "3 calls to lookup_order this minute, over the limit of 2"
    );
    // A held call is told to the next request like a refused one.
    assert_eq!(
        l[3]["gate_notes"][0],
        "[Argus] lookup_order is awaiting approval: 3 calls to lookup_order this minute, over the limit of 2"
    );
    assert_eq!(
        l[6]["gates"][0]["reasons"],
        "tier MODIFY above actor tier READ_ONLY"
    );

    // Without timestamps the whole trace is one minute.
    std::fs::write(&trace, [call(None), call(None), call(None)].join("\n")).unwrap();
    let l = lines(&run(&config, &trace).unwrap());
    assert_eq!(l[2]["gates"][0]["decision"], "DEFER");
}

/// A GateStack or Actor that cannot be used, and trace fields the gates read, are
/// errors that name the file, the document and the field.
#[test]
fn bad_gate_input_names_the_file_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let wf = support_workflow();
    let trace = write("ok.jsonl", "{\"content\": \"hi\"}\n");
    let actor = examples("actor-support.yaml");
    let stack = examples("gatestack-support.yaml");

    let bad_type = write(
        "gs.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: GateStack\nmetadata: {name: g}\nspec:\n  gates:\n    - type: securty\n",
    );
    let err = run_gated(&wf, &trace, Some(&bad_type), Some(&actor)).unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, ReplayError::GateStack { .. }), "{shown}");
    assert!(
        shown.starts_with(&format!("{}: ", bad_type.display())),
        "{shown}"
    );
    assert!(
        shown.contains("GateStack/g") && shown.contains("spec.gates[0].type"),
        "{shown}"
    );

    let mismatched = write(
        "gs2.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: GateStack\nmetadata: {name: g}\nspec:\n  gates:\n    - type: security\n      evidence: { minConfidence: 0.5 }\n",
    );
    let shown = run_gated(&wf, &trace, Some(&mismatched), Some(&actor))
        .unwrap_err()
        .to_string();
    assert!(shown.contains("spec.gates[0].evidence"), "{shown}");

    let bad_schema = write(
        "actor.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: Actor\nmetadata: {name: a}\nspec:\n  role: r\n  tier: READ_ONLY\n  tools:\n    - name: lookup_order\n      runtime: local\n      parameters: { type: 7 }\n",
    );
    let err = run_gated(&wf, &trace, Some(&stack), Some(&bad_schema)).unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, ReplayError::Actor { .. }), "{shown}");
    assert!(
        shown.contains("tools[0]") && shown.contains("parameters"),
        "{shown}"
    );

    // An Actor with a Lisp program is compiled by the operator, never by the sidecar.
    let program = write(
        "program.yaml",
        "apiVersion: argus.dev/v1alpha1\nkind: Actor\nmetadata: {name: p}\nspec:\n  tier: READ_ONLY\n  program: '(actor \"p\" (role \"r\"))'\n",
    );
    let shown = run_gated(&wf, &trace, Some(&stack), Some(&program))
        .unwrap_err()
        .to_string();
    assert!(
        shown.contains(
            "Actor/p: spec.program: compile it first with `argus-operator compile-actor FILE`"
        ),
        "{shown}"
    );

    // The wrong kind of file, and an Actor with no GateStack to enforce.
    let shown = run_gated(&wf, &trace, Some(&wf), Some(&actor))
        .unwrap_err()
        .to_string();
    assert!(
        shown.contains("no GateStack, and no SidecarConfig with one"),
        "{shown}"
    );
    let shown = run_gated(&wf, &trace, None, Some(&actor))
        .unwrap_err()
        .to_string();
    assert!(
        shown.contains("give the GateStack with --gatestack"),
        "{shown}"
    );
    let missing = dir.path().join("missing.yaml");
    let shown = run_gated(&wf, &trace, Some(&missing), None)
        .unwrap_err()
        .to_string();
    assert!(shown.contains("cannot read GateStack file"), "{shown}");

    // Trace fields the gates read.
    for (text, message) in [
        (
            "{\"content\": \"hi\", \"mode\": \"sometimes\"}\n",
            "mode: \"sometimes\" is not one of active, passive, persistent",
        ),
        (
            "{\"content\": \"hi\", \"timestamp\": \"noon\"}\n",
            "timestamp: expected Unix seconds",
        ),
    ] {
        let bad = write("bad.jsonl", text);
        let shown = run_gated(&wf, &bad, Some(&stack), Some(&actor))
            .unwrap_err()
            .to_string();
        assert!(
            shown.starts_with(&format!("{}:1: ", bad.display())),
            "{shown}"
        );
        assert!(shown.contains(message), "{shown}");
    }
}
