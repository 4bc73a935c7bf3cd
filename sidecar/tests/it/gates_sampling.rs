//! The uncertainty gate's sampling methods through the real proxy: the mock LLM answers
//! the agent's request with a ClaimBundle and each sample (a request with a seed and a
//! temperature) with one of its scripted variants; the real embedder compares them.
//! Samples that agree pass the answer, samples that diverge hold it (DEFER), for
//! `modelDisagreement` and `semanticEntropy`. The samples are charged to the session's
//! budget and audited; an embedder that is down skips the gate (failOpen) or holds the
//! answer (failClosed), with the reason named.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{
    EmbedderConnection, FailureMode, FailureModes, GateType, LoopDetection, RiskTier, RouteSpec,
    SidecarConfig, UncertaintyMethod,
};
use argus_mock_llm::{MockServer, Reply, Script};
use serde_json::{Value, json};
use support::*;

const SAMPLES: u32 = 3;

/// A claims actor whose uncertainty gate samples with `method`, the embedder at
/// `socket`, and the Policy's embedder failure mode.
fn sampling_config(
    upstream: &str,
    dir: &std::path::Path,
    method: UncertaintyMethod,
    socket: &std::path::Path,
    mode: FailureMode,
) -> SidecarConfig {
    let mut c = with_gates(config(upstream, &key_file(dir), None), RiskTier::Modify);
    c.actor.as_mut().unwrap().spec.claims = true;
    let stack = &mut c.gate_stack.as_mut().unwrap().spec;
    let gate = stack
        .gates
        .iter_mut()
        .find(|g| g.type_ == GateType::Uncertainty)
        .unwrap();
    let u = gate.uncertainty.get_or_insert_with(Default::default);
    u.method = method;
    u.samples = SAMPLES;
    c.embedder = Some(EmbedderConnection {
        socket: socket.display().to_string(),
    });
    let policy = &mut c.policy.as_mut().unwrap().spec;
    policy.failure_modes = Some(FailureModes {
        embedder: mode,
        ..FailureModes::default()
    });
    // Only the samples use the embedder here (a failClosed loop check would refuse
    // every request while it is down).
    policy.loop_detection = Some(LoopDetection {
        enabled: false,
        ..Default::default()
    });
    c
}

fn bundle(statement: &str) -> String {
    json!({"id": "b1", "timestamp": "2025-12-28T18:30:15Z", "origin_agent": "support-agent",
        "claims": [{"id": "c1", "statement": statement, "claim_type": "INFERENCE",
            "uncertainty": {"method": "confidence_score", "value": 0.1}, "risk_tier": "READ_ONLY"}],
        "decision": "PUBLISH"})
    .to_string()
}

/// The agent's answer is `main`; the samples answer the `variants`.
fn sampled(main: &str, variants: &[&str]) -> Reply {
    Reply {
        when: Some("Where is A-1".into()),
        content: bundle(main),
        variants: variants.iter().map(|v| bundle(v)).collect(),
        prompt_tokens: Some(40),
        completion_tokens: Some(30),
        ..Reply::default()
    }
}

fn ask(session: &str) -> Value {
    json!({"model": "gpt-4o-mini", "max_tokens": 64, "metadata": {"session_id": session},
        "messages": [{"role": "user", "content": "Where is A-1?"}]})
}

/// A mock that gives `reply` to every request (its `when` matches them all).
async fn answering(reply: Reply) -> MockServer {
    let script = Script::new(argus_mock_llm::ScriptFile {
        replies: vec![reply],
        default: None,
    })
    .unwrap();
    MockServer::start_local(script).await.unwrap()
}

/// The text the agent reads.
async fn answer(addr: std::net::SocketAddr, session: &str) -> String {
    let r = post(addr, "/v1/chat/completions", &ask(session), &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["choices"][0]["message"]["content"]
        .as_str()
        .unwrap()
        .to_string()
}

const AGREE: [&str; 3] = [
    "Order A-1 has shipped.",
    "Order A-1 was shipped.",
    "Order A-1 has been shipped.",
];
const DIVERGE: [&str; 3] = [
    "Order A-1 has shipped.",
    "The weather in Paris is sunny today.",
    "Bananas are a good source of potassium.",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn consistent_samples_pass_and_divergent_samples_defer_for_both_methods() {
    let redis = support::RedisServer::start();
    let emb = support::EmbedderProcess::start(&redis);
    for method in [
        UncertaintyMethod::ModelDisagreement,
        UncertaintyMethod::SemanticEntropy,
    ] {
        let mock = answering(sampled("Order A-1 has shipped.", &AGREE)).await;
        let dir = tempfile::tempdir().unwrap();
        let sidecar = start(sampling_config(
            &mock.url(),
            dir.path(),
            method,
            &emb.socket,
            FailureMode::FailOpen,
        ))
        .await;
        let text = answer(sidecar.proxy_addr, "agree").await;
        assert_eq!(
            text,
            bundle("Order A-1 has shipped."),
            "{method:?}: agreeing samples changed the answer"
        );
        // The agent's request, then SAMPLES samples at spread temperatures and seeds.
        let requests = mock.requests();
        assert_eq!(requests.len(), 1 + SAMPLES as usize, "{method:?}");
        let mut temperatures: Vec<f64> = requests[1..]
            .iter()
            .map(|r| r.body["temperature"].as_f64().unwrap())
            .collect();
        temperatures.sort_by(f64::total_cmp);
        assert_eq!(temperatures, vec![0.2, 0.7, 1.2], "{method:?}");
        assert!(requests[1..].iter().all(|r| r.body.get("stream").is_none()));

        let diverging = answering(sampled("Order A-1 has shipped.", &DIVERGE)).await;
        let dir2 = tempfile::tempdir().unwrap();
        let held = start(sampling_config(
            &diverging.url(),
            dir2.path(),
            method,
            &emb.socket,
            FailureMode::FailOpen,
        ))
        .await;
        let text = answer(held.proxy_addr, "diverge").await;
        assert!(
            text.starts_with("[Argus] the final answer is awaiting approval: uncertainty"),
            "{method:?}: {text}"
        );
        assert!(
            text.contains("above 0.75 for the answer"),
            "{method:?}: {text}"
        );
        // Streamed: the final answer is held whole anyway; it is judged once the
        // samples are in.
        let mut streamed = ask("diverge-stream");
        streamed["stream"] = json!(true);
        let r = post(held.proxy_addr, "/v1/chat/completions", &streamed, &[]).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert!(
            r.text()
                .contains("[Argus] the final answer is awaiting approval: uncertainty"),
            "{method:?}: {}",
            r.text()
        );
        let m = metrics(&held).await;
        assert!(
            m.contains("argus_uncertainty_measurements_total{outcome=\"ok\"} 2"),
            "{m}"
        );
    }
}

/// A translating route (an Anthropic agent, an OpenAI-compatible provider): each sample
/// is translated like the agent's own call and its answer translated back, so diverging
/// samples hold the answer there too (they were not drawn on such routes before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn samples_are_drawn_on_a_translating_route() {
    let redis = support::RedisServer::start();
    let emb = support::EmbedderProcess::start(&redis);
    let mock = answering(sampled("Order A-1 has shipped.", &DIVERGE)).await;
    let dir = tempfile::tempdir().unwrap();
    let mut c = sampling_config(
        &mock.url(),
        dir.path(),
        UncertaintyMethod::ModelDisagreement,
        &emb.socket,
        FailureMode::FailOpen,
    );
    let policy = &mut c.policy.as_mut().unwrap().spec;
    policy.routes = vec![RouteSpec {
        model: "claude-*".into(),
        providers: vec!["openai".into()],
        target_model: Some("gpt-4o-mini".into()),
    }];
    let sidecar = start(c).await;
    let ask = json!({"model": "claude-haiku", "max_tokens": 64, "metadata": {"user_id": "translated"},
        "messages": [{"role": "user", "content": "Where is A-1?"}]});
    let r = post(sidecar.proxy_addr, "/v1/messages", &ask, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let text = r.json()["content"][0]["text"].as_str().unwrap().to_string();
    assert!(
        text.starts_with("[Argus] the final answer is awaiting approval: uncertainty"),
        "{text}"
    );
    // The samples went out as chat completions, each with its own seed.
    let requests = mock.requests();
    assert_eq!(requests.len(), 1 + SAMPLES as usize);
    let mut seeds = Vec::new();
    for r in &requests[1..] {
        assert_eq!(r.path, "/v1/chat/completions", "{r:?}");
        assert_eq!(r.body["model"], "gpt-4o-mini", "{r:?}");
        assert!(r.body["messages"].is_array(), "{r:?}");
        seeds.push(r.body["seed"].as_u64().unwrap());
    }
    seeds.sort_unstable();
    assert_eq!(seeds, vec![0, 1, 2]);
    let m = metrics(&sidecar).await;
    assert!(
        m.contains("argus_uncertainty_measurements_total{outcome=\"ok\"} 1"),
        "{m}"
    );
}

/// Without the embedder the samples cannot be compared: failOpen skips the gate (the
/// answer passes, counted as unmeasured), failClosed holds the answer and names why.
/// Every sample is audited with its tokens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_embedder_that_is_down_skips_or_holds_by_the_policy_and_samples_are_audited() {
    use support::{SidecarProcess, audit_records_in};
    let mock = answering(sampled("Order A-1 has shipped.", &AGREE)).await;
    let dir = tempfile::tempdir().unwrap();
    let gone = dir.path().join("no-embedder.sock");
    let open = sampling_config(
        &mock.url(),
        dir.path(),
        UncertaintyMethod::ModelDisagreement,
        &gone,
        FailureMode::FailOpen,
    );
    let sidecar = SidecarProcess::start(&config_file(dir.path(), &open), &[], &[]).await;
    let text = answer(sidecar.proxy, "open").await;
    assert_eq!(text, bundle("Order A-1 has shipped."));
    let audited = || async {
        audit_records_in(&sidecar.output())
            .iter()
            .filter(|a| a["api"] == "uncertainty_sample")
            .count()
            == SAMPLES as usize
    };
    assert!(
        eventually(audited).await,
        "samples not audited; output:\n{}",
        sidecar.output()
    );
    for a in audit_records_in(&sidecar.output())
        .iter()
        .filter(|a| a["api"] == "uncertainty_sample")
    {
        assert_eq!(a["session"], "open", "{a}");
        assert_eq!(a["outcome"], "completed", "{a}");
        assert_eq!(a["input_tokens"], 40, "{a}");
        assert_eq!(a["output_tokens"], 30, "{a}");
    }
    let (_, m) = sidecar.get_text(sidecar.admin, "/metrics").await.unwrap();
    assert!(
        m.contains("argus_uncertainty_measurements_total{outcome=\"unmeasured\"} 1"),
        "{m}"
    );

    let dir = tempfile::tempdir().unwrap();
    let closed = start(sampling_config(
        &mock.url(),
        dir.path(),
        UncertaintyMethod::SemanticEntropy,
        &gone,
        FailureMode::FailClosed,
    ))
    .await;
    let text = answer(closed.proxy_addr, "closed").await;
    assert!(
        text.starts_with(
            "[Argus] the final answer is awaiting approval: uncertainty not measured (fails closed): embedder unavailable"
        ),
        "{text}"
    );
}

/// The samples are charged to the session's limits like the agent's own call: a session
/// allowed two requests a minute gets its answer and one sample; the other samples are
/// refused before any spend, and a failClosed Policy holds the answer, naming the limit.
#[tokio::test]
async fn samples_are_charged_to_the_sessions_limits() {
    use argus_crds::{RateLimit, RateLimits};
    let mock = answering(sampled("Order A-1 has shipped.", &AGREE)).await;
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = sampling_config(
        &mock.url(),
        dir.path(),
        UncertaintyMethod::ModelDisagreement,
        &dir.path().join("no-embedder.sock"),
        FailureMode::FailClosed,
    );
    cfg.policy.as_mut().unwrap().spec.rate_limits = Some(RateLimits {
        tenant: None,
        session: Some(RateLimit {
            requests_per_minute: Some(2),
            tokens_per_minute: None,
        }),
    });
    let sidecar = start(cfg).await;
    let text = answer(sidecar.proxy_addr, "limited").await;
    assert!(
        text.contains(&format!(
            "uncertainty not measured (fails closed): only 1 of {SAMPLES} samples answered: over the session's limits"
        )),
        "{text}"
    );
    assert_eq!(
        mock.requests().len(),
        2,
        "the refused samples never reached the provider"
    );
}
