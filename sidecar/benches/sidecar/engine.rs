//! Cost of the engine's per-response work: classify + transition + evaluate 10
//! constraints (the support workflow's 7 plus 3), for a tool-call response, a
//! pattern-matched response, and an unclassifiable one (full pattern scan, fallback).
//! Session cloning is excluded (`iter_batched`). Then the cost of encoding and decoding
//! a session whose history is full (256 entries), and the GateStack's verdicts on a
//! typical answer (two tool calls through the example Actor and GateStack).
//! Run: `ARGUS_BENCH=engine cargo bench -p argus-sidecar --bench sidecar`.

use std::hint::black_box;
use std::path::Path;

use argus_crds::{ConstraintSpec, ConstraintType, Document, parse_documents};
use argus_sidecar::engine::{
    self, AgentResponse, CompiledWorkflow, NoEmbedder, SessionState, ToolCall, TransitionResult,
};
use criterion::{BatchSize, Criterion};

fn workflow() -> CompiledWorkflow {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../manifests/examples/workflow-support.yaml");
    let text = std::fs::read_to_string(path).expect("example workflow");
    let Ok(Document::Workflow(wf)) = parse_documents(&text).expect("yaml").remove(0) else {
        panic!("not a workflow");
    };
    let mut spec = wf.spec;
    let extra =
        |name: &str, type_, trigger: Option<&str>, target: Option<&str>, condition: &[&str]| {
            ConstraintSpec {
                name: name.into(),
                type_,
                trigger: trigger.map(Into::into),
                target: target.map(Into::into),
                condition: condition.iter().map(|s| s.to_string()).collect(),
                severity: None,
                intervention: None,
                description: None,
            }
        };
    spec.constraints.extend([
        extra(
            "lookup-then-resolve",
            ConstraintType::Response,
            Some("lookup_info"),
            Some("resolve"),
            &[],
        ),
        extra(
            "never-escalate-early",
            ConstraintType::Precedence,
            Some("identify_issue"),
            Some("escalate"),
            &[],
        ),
        extra(
            "no-odd-states",
            ConstraintType::Always,
            None,
            None,
            &[
                "greeting",
                "identify_issue",
                "verify_identity",
                "lookup_info",
                "account_action",
                "escalate",
                "resolve",
            ],
        ),
    ]);
    assert_eq!(spec.constraints.len(), 10);
    CompiledWorkflow::compile("support", &spec).expect("compiles")
}

fn bench(c: &mut Criterion) {
    let wf = workflow();
    let mut group = c.benchmark_group("engine/process_response");

    let in_issue = {
        let mut s = SessionState::new(&wf, "bench-session", 0, 256);
        engine::process_response(
            &wf,
            &mut s,
            &AgentResponse::text("What seems to be the problem?"),
            &NoEmbedder,
            1,
        )
        .expect("step");
        s
    };
    let tool_call = AgentResponse {
        content: "Let me pull up that order for you.".into(),
        tool_calls: vec![ToolCall {
            name: "lookup_order".into(),
            arguments: serde_json::json!({"order_id": "A-1042"}),
        }],
    };
    let check = engine::process_response(&wf, &mut in_issue.clone(), &tool_call, &NoEmbedder, 2)
        .expect("step");
    assert_eq!(check.steps[0].result, TransitionResult::Success);
    group.bench_function("tool_call", |b| {
        b.iter_batched(
            || in_issue.clone(),
            |mut s| {
                black_box(engine::process_response(
                    &wf,
                    &mut s,
                    black_box(&tool_call),
                    &NoEmbedder,
                    2,
                ))
            },
            BatchSize::SmallInput,
        )
    });

    let greeting = SessionState::new(&wf, "bench-session", 0, 256);
    let pattern = AgentResponse::text(
        "Thanks for reaching out, and I'm sorry about the trouble with your recent order. \
         Could you describe the problem you're having in a bit more detail, for example \
         whether the parcel arrived damaged, arrived late, or not at all? Then I can help.",
    );
    let check = engine::process_response(&wf, &mut greeting.clone(), &pattern, &NoEmbedder, 2)
        .expect("step");
    assert_eq!(
        (wf.state_name(check.steps[0].state), check.steps[0].result),
        ("identify_issue", TransitionResult::Success)
    );
    group.bench_function("pattern", |b| {
        b.iter_batched(
            || greeting.clone(),
            |mut s| {
                black_box(engine::process_response(
                    &wf,
                    &mut s,
                    black_box(&pattern),
                    &NoEmbedder,
                    2,
                ))
            },
            BatchSize::SmallInput,
        )
    });

    let mut lookup = in_issue.clone();
    engine::process_response(&wf, &mut lookup, &tool_call, &NoEmbedder, 2).expect("step");
    let unmatched = AgentResponse::text(
        "The parcel was handed to the courier on Tuesday and the tracking shows it in the \
         regional depot since yesterday evening; these usually move within a day or two.",
    );
    group.bench_function("fallback", |b| {
        b.iter_batched(
            || lookup.clone(),
            |mut s| {
                black_box(engine::process_response(
                    &wf,
                    &mut s,
                    black_box(&unmatched),
                    &NoEmbedder,
                    2,
                ))
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();

    // What storing a session costs once its history is full (256 entries): the proxy
    // encodes it after every response (decoding is skipped while it stays cached).
    let mut full = SessionState::new(&wf, "bench-session", 0, 256);
    for i in 0..300u64 {
        let response = if i % 2 == 0 { &tool_call } else { &pattern };
        engine::process_response(&wf, &mut full, response, &NoEmbedder, 1_763_000_000_000 + i)
            .expect("step");
    }
    assert_eq!(full.history().len(), 256);
    let bytes = serde_json::to_vec(&full).expect("encode");
    let mut group = c.benchmark_group("engine/session_256_entries");
    group.throughput(criterion::Throughput::Bytes(bytes.len() as u64));
    group.bench_function("encode", |b| {
        b.iter(|| black_box(serde_json::to_vec(black_box(&full)).expect("encode")))
    });
    group.bench_function("decode", |b| {
        b.iter(|| {
            black_box(serde_json::from_slice::<SessionState>(black_box(&bytes)).expect("decode"))
        })
    });
    group.finish();
}

/// Route matching against hostile model names: a glob with two stars over a 30 kB name
/// (the old recursive matcher took seconds here) and over a name at the 256-byte limit.
fn bench_routes(c: &mut Criterion) {
    use argus_sidecar::{MAX_MODEL_NAME_BYTES, model_matches};
    let mut group = c.benchmark_group("routes/glob_two_stars");
    for len in [MAX_MODEL_NAME_BYTES, 30_000] {
        let name = "a".repeat(len);
        group.throughput(criterion::Throughput::Bytes(len as u64));
        group.bench_function(format!("{len}_bytes"), |b| {
            b.iter(|| black_box(model_matches(black_box("*a*b*"), black_box(&name))))
        });
    }
    group.finish();
}

/// The example Actor and GateStack of `manifests/examples`, compiled as the sidecar does.
fn example_gates() -> argus_sidecar::gates::CompiledGates {
    let doc = |file: &str| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../manifests/examples")
            .join(file);
        let text = std::fs::read_to_string(path).expect("example");
        parse_documents(&text)
            .expect("yaml")
            .remove(0)
            .expect("document")
    };
    let Document::Actor(actor) = doc("actor-support.yaml") else {
        panic!("not an actor");
    };
    let Document::GateStack(stack) = doc("gatestack-support.yaml") else {
        panic!("not a gatestack");
    };
    argus_sidecar::gates::CompiledGates::compile(Some(&actor.spec), &stack.spec).expect("compiles")
}

/// Gate evaluation for a typical answer: an OpenAI chat completion proposing two calls
/// (`verify_identity` and `lookup_order`, both passing), through every gate of the
/// example GateStack that judges calls (security with its schema checks, adversarial,
/// human approval). `evaluate` is the verdicts alone; `answer` adds reading the calls
/// from the parsed answer and applying the rulings, as the proxy does per answer.
fn bench_gates(c: &mut Criterion) {
    use argus_crds::{BehaviorMode, GateDecision};
    use argus_sidecar::gates::{CallContext, gate_answer, proposed_calls};
    use argus_sidecar::wire::ApiFormat;

    let gates = example_gates();
    let body = serde_json::json!({
        "id": "chatcmpl-1", "object": "chat.completion", "created": 1_700_000_000, "model": "gpt-4o-mini",
        "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
            "role": "assistant", "content": "Let me verify you and pull up the order.",
            "tool_calls": [
                {"id": "call_0", "type": "function", "function": {"name": "verify_identity", "arguments": "{\"email\": \"ana@example.com\", \"date_of_birth\": \"1990-04-01\"}"}},
                {"id": "call_1", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\": \"A-1234\"}"}}
            ]}}]
    });
    let ctx = CallContext {
        mode: BehaviorMode::Active,
        calls_this_minute: 1,
        threat: None,
    };
    let calls = proposed_calls(ApiFormat::OpenAiChat, &body);
    assert_eq!(calls.len(), 2);
    for call in &calls {
        let v = gates.evaluate_call(call, &ctx);
        assert_eq!(v.decision, GateDecision::Execute, "{v:?}");
        assert_eq!(v.passed(), ["security", "adversarial", "humanApproval"]);
    }
    let mut group = c.benchmark_group("gates/two_calls");
    group.bench_function("evaluate", |b| {
        b.iter(|| {
            for call in &calls {
                black_box(gates.evaluate_call(black_box(call), &ctx));
            }
        })
    });
    group.bench_function("answer", |b| {
        b.iter_batched(
            || body.clone(),
            |mut body| {
                black_box(gate_answer(ApiFormat::OpenAiChat, &mut body, |c| {
                    gates.evaluate_call(c, &ctx).ruling()
                }))
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

/// Criterion over the three groups (`-- <filter>` after the bench's arguments narrows them,
/// e.g. `-- gates`); under `cargo test` each runs once as a test.
pub fn main() {
    let mut c = Criterion::default().configure_from_args();
    bench(&mut c);
    bench_routes(&mut c);
    bench_gates(&mut c);
    c.final_summary();
}
