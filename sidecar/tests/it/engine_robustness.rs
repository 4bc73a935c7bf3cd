//! No panics on any input: random workflows (valid or not), random responses, random
//! similarity scores, random message lists, random templates and corrupted session
//! state go through compile → process → take/apply → finalize → serde.
#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use argus_sidecar::engine::{
    self, AgentResponse, CompiledWorkflow, FixedScores, Message, Role, SessionState, StateScore,
    ToolCall, Verdict,
};
use proptest::prelude::*;
use serde_json::{Value, json};

const NAMES: [&str; 6] = ["s0", "s1", "s2", "s3", "s4", "ghost"];
const TYPES: [&str; 7] = [
    "eventually",
    "always",
    "never",
    "precedence",
    "response",
    "until",
    "next",
];
const PATTERNS: [&str; 8] = [
    "hello",
    "let me (look|check)",
    "a.*b",
    "^ok",
    "x|y",
    "\\bdone\\b",
    "",
    "(",
];
const STRATEGIES: [&str; 4] = [
    "systemPromptAppend",
    "userMessageInject",
    "contextReminder",
    "hardBlock",
];

/// Mostly existing states, sometimes an unknown one (a compile error).
fn name() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        300 => proptest::sample::select(NAMES[..5].to_vec()),
        1 => Just(NAMES[5]),
    ]
}

fn template() -> impl Strategy<Value = String> {
    let var = proptest::sample::select(
        argus_crds::TEMPLATE_VARIABLES
            .iter()
            .map(|(v, _)| *v)
            .chain(std::iter::repeat_n("nope", 1))
            .collect::<Vec<_>>(),
    );
    prop_oneof![
        "x.{0,40}",
        proptest::collection::vec((".{0,8}", var), 0..5).prop_map(|parts| {
            parts
                .into_iter()
                .map(|(t, v)| format!("{t}{{{{ {v} }}}}"))
                .collect::<String>()
        }),
    ]
}

fn spec() -> impl Strategy<Value = Value> {
    let state = (
        prop_oneof![6 => Just(5usize), 1 => 1usize..5],
        proptest::collection::vec(any::<(bool, bool)>(), 5),
        proptest::collection::vec(
            prop_oneof![30 => proptest::sample::select(PATTERNS[..7].to_vec()), 1 => Just(PATTERNS[7])],
            5,
        ),
    );
    let guard = (
        proptest::option::of(prop_oneof![20 => 0.0f64..1.0, 1 => Just(1.5f64)]),
        proptest::option::of(prop_oneof![20 => 1u32..3, 1 => Just(0u32)]),
        proptest::option::of(name()),
    );
    let transition = (name(), name(), proptest::option::of(guard));
    let constraint = (
        proptest::sample::select(TYPES.to_vec()),
        name(),
        name(),
        proptest::collection::vec(name(), 1..3),
        proptest::option::of(0usize..4),
    );
    let intervention = (
        template(),
        proptest::sample::select(STRATEGIES.to_vec()),
        prop_oneof![50 => 1u32..4, 1 => Just(0u32)],
        proptest::option::of(0usize..4),
    );
    (
        state,
        proptest::collection::vec(transition, 0..12),
        proptest::collection::vec(constraint, 0..8),
        proptest::collection::vec(intervention, 0..4),
        proptest::option::of(-0.5f64..1.5),
    )
        .prop_map(
            |((n, flags, patterns), transitions, constraints, interventions, threshold)| {
                let iv_name = |i: usize| format!("iv{i}");
                let n_iv = interventions.len();
                // Names beyond the generated states fold back onto them; "ghost" stays unknown.
                let fix = |s: &'static str| match NAMES.iter().position(|x| *x == s) {
                    Some(i) if i < 5 => NAMES[i % n],
                    _ => s,
                };
                let states: Vec<Value> = (0..n)
                    .map(|i| {
                        json!({
                            "name": NAMES[i],
                            "initial": i == 0 || (flags[i].0 && flags[i].1 && flags[0].0 && flags[0].1 && i == n - 1),
                            "terminal": flags[i].1 && i > 0,
                            "classification": {"toolCalls": [format!("t{i}")],
                                               "patterns": [patterns[i]],
                                               "exemplars": ["example"]}
                        })
                    })
                    .collect();
                let transitions: Vec<Value> = transitions
                    .into_iter()
                    .map(|(from, to, guard)| {
                        let from = if from == "ghost" { "*" } else { fix(from) };
                        let mut t = json!({"from": from, "to": fix(to)});
                        if let Some((min, visits, req)) = guard {
                            t["guard"] = json!({"minConfidence": min, "maxVisits": visits,
                                                "requiredStates": req.into_iter().map(fix).collect::<Vec<_>>()});
                        }
                        t
                    })
                    .collect();
                let constraints: Vec<Value> = constraints
                    .into_iter()
                    .enumerate()
                    .map(|(i, (kind, trigger, target, condition, iv))| {
                        let uses = |k: &[&str]| k.contains(&kind);
                        json!({"name": format!("c{i}"), "type": kind,
                               "trigger": uses(&["precedence", "response", "next"]).then_some(fix(trigger)),
                               "target": (kind != "always").then_some(fix(target)),
                               "condition": if uses(&["always", "until"]) { condition.into_iter().map(fix).collect() } else { Vec::new() },
                               "intervention": iv.filter(|_| n_iv > 0).map(|i| iv_name(i % n_iv.max(1)))})
                    })
                    .collect();
                let interventions: Vec<Value> = interventions
                    .into_iter()
                    .enumerate()
                    .map(|(i, (template, strategy, max, esc))| {
                        json!({"name": iv_name(i), "template": template, "strategy": strategy,
                               "maxApplications": max,
                               "escalation": esc.map(|e| e % n_iv.max(1)).filter(|e| *e != i).map(|e| json!({"intervention": iv_name(e)}))})
                    })
                    .collect();
                json!({"states": states, "transitions": transitions, "constraints": constraints,
                       "interventions": interventions,
                       "classification": {"embeddingThreshold": threshold}})
            },
        )
}

fn response() -> impl Strategy<Value = AgentResponse> {
    (
        ".{0,60}",
        proptest::collection::vec(
            proptest::sample::select(vec!["t0", "t1", "t2", "t3", "t4", "other"]),
            0..4,
        ),
    )
        .prop_map(|(content, tools)| AgentResponse {
            content,
            tool_calls: tools
                .into_iter()
                .map(|t| ToolCall {
                    name: t.into(),
                    arguments: json!({}),
                })
                .collect(),
        })
}

fn messages() -> impl Strategy<Value = Vec<Message>> {
    let role =
        proptest::sample::select(vec![Role::System, Role::User, Role::Assistant, Role::Tool]);
    proptest::collection::vec((role, ".{0,20}"), 0..6)
        .prop_map(|ms| ms.into_iter().map(|(r, c)| Message::new(r, c)).collect())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn the_engine_never_panics(
        spec in spec(),
        responses in proptest::collection::vec((response(), any::<bool>()), 0..12),
        scores in proptest::collection::vec((name(), prop_oneof![Just(f64::NAN), -1.0f64..2.0]), 0..4),
        max_history in 0u32..5,
        session_id in ".{0,12}",
        conversation in messages(),
    ) {
        let Ok(spec) = serde_json::from_value::<argus_crds::WorkflowSpec>(spec) else {
            return Ok(());
        };
        let Ok(wf) = CompiledWorkflow::compile("fuzz", &spec) else {
            return Ok(());
        };
        let semantic = FixedScores(scores.into_iter().map(|(s, v)| StateScore { state: s.into(), similarity: v }).collect());
        let mut session = SessionState::new(&wf, session_id, 0, max_history);
        for (i, (r, take)) in responses.iter().enumerate() {
            if *take && let Some(p) = session.take_pending_intervention() {
                let out = engine::apply_intervention(&p, &conversation);
                if let Ok(out) = out {
                    prop_assert_eq!(out.len(), conversation.len() + usize::from(
                        p.strategy != argus_crds::InterventionStrategy::SystemPromptAppend
                            || !conversation.iter().any(|m| m.role == Role::System)));
                }
            }
            let result = engine::process_response(&wf, &mut session, r, &semantic, i as u64).unwrap();
            prop_assert!(!result.steps.is_empty());
            prop_assert!(session.history().len() <= max_history.max(1) as usize);
            let json = serde_json::to_string(&session).unwrap();
            let back: SessionState = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&back, &session);
        }
        let report = engine::finalize(&wf, &mut session).unwrap();
        prop_assert!(report.verdicts.iter().all(|v| *v != Verdict::Pending));
    }

    #[test]
    fn corrupted_sessions_are_rejected_not_panicked_on(
        path in proptest::sample::select(vec!["cur", "prev", "last", "vis", "mon", "apps", "h", "viol", "pend", "wf"]),
        value in prop_oneof![Just(json!(65535)), Just(json!([])), Just(json!([7, 7, 7])), Just(json!(null)),
                             Just(json!([{"s": 9, "t": 0, "m": "tool_call", "c": 1.0, "r": "SUCCESS"}])),
                             Just(json!({"name": "x", "id": 999, "strategy": "hardBlock", "text": "", "severity": "error", "application": 1}))],
        r in response(),
    ) {
        let spec = serde_json::from_value(json!({
            "states": [{"name": "a", "initial": true, "classification": {"toolCalls": ["t0"]}},
                       {"name": "b", "classification": {"toolCalls": ["t1"]}}],
            "transitions": [{"from": "a", "to": "b"}],
            "constraints": [{"name": "c", "type": "eventually", "target": "b"}]
        })).unwrap();
        let wf = CompiledWorkflow::compile("w", &spec).unwrap();
        let mut v = serde_json::to_value(SessionState::new(&wf, "s", 0, 4)).unwrap();
        v[path] = value;
        if let Ok(mut session) = serde_json::from_value::<SessionState>(v) {
            if session.check(&wf).is_ok() {
                engine::process_response(&wf, &mut session, &r, &engine::NoEmbedder, 1).unwrap();
                engine::finalize(&wf, &mut session).unwrap();
            } else {
                prop_assert!(engine::process_response(&wf, &mut session, &r, &engine::NoEmbedder, 1).is_err());
            }
        }
    }
}

/// Guards against a vacuous fuzz test: a fair share of the generated workflows compile.
#[test]
fn generated_workflows_often_compile() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = spec();
    let mut compiled = 0;
    for _ in 0..400 {
        let value = strategy.new_tree(&mut runner).unwrap().current();
        let spec = serde_json::from_value::<argus_crds::WorkflowSpec>(value)
            .unwrap_or_else(|e| panic!("generated spec does not deserialise: {e}"));
        if CompiledWorkflow::compile("fuzz", &spec).is_ok() {
            compiled += 1;
        }
    }
    eprintln!("{compiled}/400 generated workflows compile");
    assert!(
        compiled >= 100,
        "only {compiled}/400 generated workflows compile"
    );
}
