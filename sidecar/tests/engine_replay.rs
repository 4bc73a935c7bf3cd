//! The offline replay: golden output for a support-workflow trace (both line formats),
//! a SidecarConfig as the workflow file, and clear errors for unreadable input.
#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::path::{Path, PathBuf};

use argus_sidecar::replay::{self, ReplayError};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engine-replay")
}

fn support_workflow() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../manifests/examples/workflow-support.yaml")
}

fn run(workflow: &Path, trace: &Path) -> Result<String, ReplayError> {
    let mut out = Vec::new();
    replay::run(workflow, trace, &mut out)?;
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
    config.workflow = Some(argus_crds::sidecar_config::Resolved {
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
    replay::replay(&compiled, &[], &mut out).unwrap();
    let last: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(last["violations"][0]["constraint"], "not-a", "{last}");
}
