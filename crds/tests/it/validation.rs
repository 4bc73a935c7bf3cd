//! Semantic validation reports every problem with the field path it concerns.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use argus_crds::{ApprovalVia, Document, ProblemSeverity, has_errors, parse_documents};

fn only_doc(text: &str) -> Document {
    let mut docs = parse_documents(text).expect("valid YAML");
    assert_eq!(docs.len(), 1);
    docs.remove(0).expect("parses")
}

#[test]
fn ten_mistakes_are_all_reported_with_paths() {
    let text = include_str!("../fixtures/ten-mistakes.yaml");
    let problems = only_doc(text).validate();
    let errors: Vec<String> = problems
        .iter()
        .filter(|p| p.severity == ProblemSeverity::Error)
        .map(ToString::to_string)
        .collect();
    let expected = [
        (
            "spec.states[0].classification.patterns[0]",
            "invalid regular expression",
        ),
        ("spec.states[1].initial", "more than one initial state"),
        ("spec.states[2].name", "duplicate name \"work\""),
        ("spec.transitions[0].to", "unknown state \"refund\""),
        (
            "spec.transitions[1].guard.requiredStates[0]",
            "unknown state \"nowhere\"",
        ),
        ("spec.constraints[0].target", "required for precedence"),
        (
            "spec.constraints[1].intervention",
            "unknown intervention \"does-not-exist\"",
        ),
        ("spec.constraints[2].trigger", "not used by never"),
        (
            "spec.interventions[0].template",
            "unknown variable {{curent_state}}",
        ),
        ("spec.classification.embeddingThreshold", "outside 0..1"),
    ];
    for (path, fragment) in expected {
        assert!(
            errors
                .iter()
                .any(|e| e.starts_with(&format!("{path}: ")) && e.contains(fragment)),
            "missing {path}: …{fragment}… in\n{errors:#?}"
        );
    }
    assert!(errors.len() >= 10, "{errors:#?}");
}

#[test]
fn cel_rules_run_locally_like_the_api_server() {
    let wf = r#"
apiVersion: argus.dev/v1alpha1
kind: Workflow
metadata: { name: w }
spec:
  states: [ { name: a, initial: true }, { name: b, initial: true } ]
"#;
    let Document::Workflow(w) = only_doc(wf) else {
        panic!("not a workflow")
    };
    let err = w
        .validate_cel()
        .expect_err("two initial states break the CEL rule");
    assert!(
        err.to_string()
            .contains("exactly one state must set initial"),
        "{err}"
    );

    let gs = r#"
apiVersion: argus.dev/v1alpha1
kind: GateStack
metadata: { name: g }
spec:
  gates:
    - type: uncertainty
      evidence: { minConfidence: 0.5 }
      uncertainty: { deferThreshold: 0.4, explainThreshold: 0.6 }
"#;
    let Document::GateStack(g) = only_doc(gs) else {
        panic!("not a gatestack")
    };
    let messages: Vec<String> = g
        .validate_cel()
        .expect_err("two rules break")
        .into_vec()
        .into_iter()
        .map(|e| e.message)
        .collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("evidence parameters on a gate of another type")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.contains("explainThreshold must not exceed deferThreshold")),
        "{messages:?}"
    );
}

#[test]
fn schema_errors_name_the_field() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Workflow
metadata: { name: w }
spec:
  states:
    - name: a
      initial: true
      classification: { toolcalls: [x] }
"#;
    let err = parse_documents(text)
        .expect("valid YAML")
        .remove(0)
        .expect_err("unknown field");
    assert!(
        err.message.starts_with("spec.states[0].classification"),
        "{err}"
    );
    assert!(err.message.contains("toolcalls"), "{err}");
    assert_eq!(err.what.as_deref(), Some("Workflow/w"));
}

#[test]
fn yaml_syntax_errors_fail_the_file() {
    let err = parse_documents("apiVersion: [unclosed").expect_err("bad YAML");
    assert!(err.message.contains("invalid YAML"), "{err}");
}

#[test]
fn unknown_argus_kinds_and_versions_are_errors() {
    let err =
        parse_documents("apiVersion: argus.dev/v1alpha1\nkind: Workflw\nmetadata: {name: x}\n")
            .unwrap()
            .remove(0)
            .unwrap_err();
    assert!(err.message.contains("unknown kind \"Workflw\""), "{err}");
    let err = parse_documents("apiVersion: argus.dev/v2\nkind: Workflow\nmetadata: {name: x}\n")
        .unwrap()
        .remove(0)
        .unwrap_err();
    assert!(err.message.contains("not supported"), "{err}");
}

#[test]
fn actor_program_must_be_balanced() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Actor
metadata: { name: a }
spec:
  role: r
  tier: READ_ONLY
  tools: [ { name: t, runtime: local } ]
  talents: [ { name: x, behaviors: [ { name: b, mode: active, tools: [t, missing] } ] } ]
  program: "(actor \"a\" (role \"r\")"
"#;
    let problems = only_doc(text).validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(
        text.iter().any(
            |p| p.starts_with("spec.program: line 1, column 1: ") && p.contains("never closed")
        ),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|p| p.starts_with("spec.talents[0].behaviors[0].tools[1]: unknown tool")),
        "{text:#?}"
    );
}

#[test]
fn policy_references_are_checked() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Policy
metadata: { name: p }
spec:
  providers:
    - { name: local, kind: openaiCompatible }
  routes:
    - { model: "*", providers: [local, nope] }
  loopDetection: { threshold: 0.2 }
"#;
    let problems = only_doc(text).validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(
        text.iter()
            .any(|p| p == "spec.providers[0].baseUrl: required for openaiCompatible providers"),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|p| p == "spec.routes[0].providers[1]: unknown provider \"nope\""),
        "{text:#?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.path == "spec.loopDetection.threshold"
                && p.severity == ProblemSeverity::Warning),
        "{text:#?}"
    );
    assert!(has_errors(&problems));
}

#[test]
fn redis_settings_that_cannot_apply_are_named() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Policy
metadata: { name: p }
spec:
  redis:
    externalUrl: rediss://redis.shared.svc:6380
    persistence: { enabled: true, size: 2Gi }
"#;
    let problems = only_doc(text).validate();
    assert!(
        problems
            .iter()
            .any(|p| p.path == "spec.redis.persistence" && p.severity == ProblemSeverity::Warning),
        "{problems:#?}"
    );
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Policy
metadata: { name: p }
spec:
  redis:
    passwordSecretRef: { name: mine, key: password }
"#;
    let problems = only_doc(text).validate();
    assert!(
        problems
            .iter()
            .any(|p| p.path == "spec.redis.passwordSecretRef"
                && p.severity == ProblemSeverity::Warning),
        "{problems:#?}"
    );
}

#[test]
fn workload_annotations_are_checked() {
    let text = r#"
apiVersion: apps/v1
kind: Deployment
metadata:
  name: d
  annotations: { argus.dev/inject: "yes", argus.dev/workflw: support, argus.dev/policy: "Bad_Name" }
"#;
    let problems = only_doc(text).validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(
        text.iter()
            .any(|p| p.starts_with("metadata.annotations[argus.dev/inject]")),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|p| p
                .starts_with("metadata.annotations[argus.dev/workflw]: not an Argus annotation")),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|p| p.starts_with("metadata.annotations[argus.dev/policy]")),
        "{text:#?}"
    );
}

#[test]
fn trigger_equal_to_target_is_explained_as_the_engine_reads_it() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Workflow
metadata: { name: same }
spec:
  states:
    - { name: start, initial: true }
    - { name: a }
    - { name: done, terminal: true }
  transitions:
    - { from: start, to: a }
    - { from: a, to: done }
  constraints:
    - { name: r, type: response, trigger: a, target: a }
    - { name: p, type: precedence, trigger: a, target: a }
    - { name: nx, type: next, trigger: a, target: a }
"#;
    let problems: Vec<String> = only_doc(text)
        .validate()
        .iter()
        .filter(|p| p.severity == ProblemSeverity::Warning)
        .map(ToString::to_string)
        .collect();
    let has = |path: &str, fragment: &str| {
        problems
            .iter()
            .any(|p| p.starts_with(&format!("{path}: ")) && p.contains(fragment))
    };
    // response: the same step answers the trigger (the engine's and the CRD doc's reading).
    assert!(has("spec.constraints[0]", "always holds"), "{problems:#?}");
    assert!(has("spec.constraints[1]", "always holds"), "{problems:#?}");
    assert!(
        has(
            "spec.constraints[2]",
            "violated whenever the trigger occurs"
        ),
        "{problems:#?}"
    );
}

#[test]
fn pass_through_entries_are_paths_or_prefixes() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Policy
metadata: { name: p }
spec:
  providers:
    - { name: openai, kind: openai }
  passThrough: ["/v1/images/generations/", "/v1/audio/*", "v1/files", "/v1/*/x", "/v1/../admin"]
"#;
    let doc = only_doc(text);
    let problems = doc.validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    for (i, needle) in [
        (2, "must be a path starting with /"),
        (3, "only at the end"),
        (4, "must not have . or .. segments"),
    ] {
        assert!(
            text.iter()
                .any(|p| p.starts_with(&format!("spec.passThrough[{i}]: ")) && p.contains(needle)),
            "{text:#?}"
        );
    }
    assert_eq!(problems.len(), 3, "{text:#?}");
    let Document::Policy(policy) = doc else {
        panic!("not a policy")
    };
    let spec = &policy.spec;
    assert!(spec.allows_pass_through("/v1/images/generations"));
    assert!(!spec.allows_pass_through("/v1/images/edits"));
    assert!(spec.allows_pass_through("/v1/audio/speech"));
    assert!(!spec.allows_pass_through("/v1/audiox"));
}

#[test]
fn workflow_selector_mistakes_are_reported_with_paths() {
    let doc = only_doc(
        r#"
apiVersion: argus.dev/v1alpha1
kind: Workflow
metadata: {name: refunds}
spec:
  states:
    - {name: start, initial: true}
    - {name: done, terminal: true}
  transitions: [{from: start, to: done}]
  selector:
    patterns: ["refund(", "\\border"]
    exemplars: ["I want my money back", "  "]
    threshold: 1.5
"#,
    );
    let problems: Vec<String> = doc.validate().iter().map(ToString::to_string).collect();
    let has = |path: &str, what: &str| {
        assert!(
            problems
                .iter()
                .any(|p| p.contains(path) && p.contains(what)),
            "no {path}: {what} in {problems:#?}"
        )
    };
    has("spec.selector.patterns[0]", "invalid regular expression");
    has("spec.selector.exemplars[1]", "must not be empty");
    has("spec.selector.threshold", "outside");
    assert!(!problems.iter().any(|p| p.contains("patterns[1]")));
}

#[test]
fn context_sources_and_peers_are_checked() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: Actor
metadata: { name: a }
spec:
  role: r
  tier: READ_ONLY
  peers: [reviewer, reviewer, Bad_Name]
  contextSources:
    - { id: own }
    - { id: friend, kind: peer, actor: stranger }
    - { id: docs, kind: configMap }
    - { id: mail, kind: inbox, actor: reviewer }
"#;
    let problems = only_doc(text).validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    for expected in [
        "spec.contextSources[1].actor: \"stranger\" is not among spec.peers",
        "spec.contextSources[2].configMap: a configMap source names its ConfigMap",
        "spec.contextSources[3].actor: only a peer source names an actor",
        "spec.peers[2]: \"Bad_Name\" is not an Actor name",
    ] {
        assert!(
            text.iter().any(|p| p.starts_with(expected)),
            "{expected}: {text:#?}"
        );
    }
    assert!(
        text.iter()
            .any(|p| p.starts_with("spec.peers") && p.contains("reviewer")),
        "{text:#?}"
    );
}

#[test]
fn a_pin_is_an_mcp_tools_sha256() {
    let good = format!("sha256:{}", "0f".repeat(32));
    let text = format!(
        r#"
apiVersion: argus.dev/v1alpha1
kind: Actor
metadata: {{ name: a }}
spec:
  role: r
  tier: READ_ONLY
  tools:
    - {{ name: ok, runtime: mcp, endpoint: kb, pin: "{good}" }}
    - {{ name: short, runtime: mcp, endpoint: kb, pin: "sha256:abc" }}
    - {{ name: upper, runtime: mcp, endpoint: kb, pin: "sha256:{}" }}
    - {{ name: web, runtime: http, endpoint: "http://x.svc/a", pin: "{good}" }}
"#,
        "AB".repeat(32)
    );
    let problems = only_doc(&text).validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    for expected in [
        "spec.tools[1].pin: \"sha256:abc\" is not sha256:<64 lower-case hex digits>",
        "spec.tools[2].pin: ",
        "spec.tools[3].pin: only mcp tools are pinned",
    ] {
        assert!(
            text.iter().any(|p| p.starts_with(expected)),
            "{expected}: {text:#?}"
        );
    }
    assert!(
        !text.iter().any(|p| p.starts_with("spec.tools[0]")),
        "{text:#?}"
    );
}

/// An approval route's `via` is `approvers` or `elicitation`: anything else is refused,
/// naming the field and the values it takes (the schema's enum says the same to the API
/// server), and `elicitation` still needs approvers to fall back on.
#[test]
fn approval_route_via_takes_approvers_or_elicitation() {
    let route = |via: &str, approvers: &str| {
        format!(
            r#"
apiVersion: argus.dev/v1alpha1
kind: GateStack
metadata: {{ name: g }}
spec:
  gates:
    - type: humanApproval
      humanApproval:
        routes:
          - {{ minTier: DELETE, action: requireApproval, {approvers} via: {via} }}
"#
        )
    };
    let err = parse_documents(&route("carrier-pigeon", "groups: [ops],"))
        .expect("valid YAML")
        .remove(0)
        .expect_err("an unknown via is refused")
        .to_string();
    assert!(
        err.contains("carrier-pigeon") && err.contains("approvers") && err.contains("elicitation"),
        "{err}"
    );
    let Document::GateStack(g) = only_doc(&route("elicitation", "groups: [ops],")) else {
        panic!("not a gatestack")
    };
    let gate = g.spec.gates[0].human_approval.as_ref().unwrap();
    assert_eq!(gate.routes[0].via, ApprovalVia::Elicitation);
    let Document::GateStack(g) = only_doc(&route("elicitation", "")) else {
        panic!("not a gatestack")
    };
    let messages: Vec<String> = g
        .validate_cel()
        .expect_err("elicitation falls back on approvers, who must be named")
        .into_vec()
        .into_iter()
        .map(|e| e.message)
        .collect();
    assert!(
        messages.iter().any(|m| m.contains("approvers")),
        "{messages:?}"
    );
    let crd =
        serde_json::to_string(&<argus_crds::GateStack as kube::CustomResourceExt>::crd()).unwrap();
    assert!(
        crd.contains(r#""enum":["approvers","elicitation"]"#),
        "the CRD's schema lists via's values"
    );
}
