//! The proxy with the real embedder sidecar (ONNX MiniLM, real Redis Stack): repeated
//! requests are caught as loops and corrected, escalating; exemplars classify what
//! tool calls and patterns cannot; an embedder that is down or hung never holds a
//! request beyond the loop-check deadline. Needs `make models` (run by `make test`).

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use serde_json::json;
use std::time::{Duration, Instant};

use argus_crds::{EmbedderConnection, LoopDetection, SidecarConfig};
use argus_mock_llm::{MockServer, Reply, Script};
use support::EmbedderProcess;
use support::RedisServer;
use support::*;

fn embedder(redis: &RedisServer) -> EmbedderProcess {
    EmbedderProcess::start(redis)
}

fn with_embedder(
    mut c: SidecarConfig,
    socket: &std::path::Path,
    ld: LoopDetection,
) -> SidecarConfig {
    c.embedder = Some(EmbedderConnection {
        socket: socket.display().to_string(),
    });
    c.policy.as_mut().unwrap().spec.loop_detection = Some(ld);
    c
}

#[tokio::test]
async fn paraphrased_repeats_are_loops_and_escalate_unrelated_requests_are_not() {
    // Protected by a password as the operator's store is: the embedder reads it from
    // ARGUS_REDIS_PASSWORD (loops are found only if it can read the history).
    let redis = RedisServer::start_with_password("loop-history-pass");
    let emb = embedder(&redis);
    let mock = MockServer::start_local(Script::fixed("Let me check."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let ld = LoopDetection {
        timeout_ms: 2_000,
        escalate_after: 2,
        ..LoopDetection::default()
    };
    let sidecar = start(with_embedder(
        config(&mock.url(), &key_file(dir.path()), None),
        &emb.socket,
        ld,
    ))
    .await;
    let paraphrases = [
        "Search the database for order 1234",
        "Search the database for order #1234",
        "search the database for order 1234 please",
        "Search the database for the order 1234",
        "Please search the database for order 1234",
    ];
    let mut loops = 0;
    for (i, p) in paraphrases.iter().enumerate() {
        let r = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("looper", p),
            &[],
        )
        .await;
        if r.status == 409 {
            assert_eq!(
                r.json()["error"]["type"],
                "argus_loop_detected",
                "{}",
                r.text()
            );
            loops += 1;
            continue;
        }
        assert_eq!(r.status, 200, "{}", r.text());
        let forwarded = mock.requests().last().unwrap().body.to_string();
        if forwarded.contains("You seem to be repeating similar requests") {
            assert!(i > 0, "the first prompt cannot be a loop");
            loops += 1;
        }
    }
    assert!(
        loops >= 2,
        "five paraphrases must trigger loop handling (got {loops})"
    );
    // Exact repeats climb the ladder: prepend (x2), user note, reminder, then refusal.
    let mut refused = false;
    for _ in 0..5 {
        let r = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("looper", paraphrases[0]),
            &[],
        )
        .await;
        if r.status == 409 {
            assert_eq!(r.json()["error"]["type"], "argus_loop_detected");
            refused = true;
            break;
        }
    }
    assert!(refused, "past the escalation ladder the request is refused");
    let bodies: Vec<String> = mock.requests().iter().map(|r| r.body.to_string()).collect();
    assert!(
        bodies
            .iter()
            .any(|b| b.contains("[System Note] You seem to be repeating")),
        "the ladder injects a user note"
    );
    assert!(
        bodies
            .iter()
            .any(|b| b.contains("[Context reminder] You seem to be repeating")),
        "then a context reminder"
    );

    let unrelated = [
        "What is your refund policy?",
        "Reset my password",
        "Where is my parcel right now?",
        "Cancel my subscription",
        "Do you ship to Canada?",
    ];
    for u in unrelated {
        let r = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("varied", u),
            &[],
        )
        .await;
        assert_eq!(r.status, 200);
        assert!(
            !mock
                .requests()
                .last()
                .unwrap()
                .body
                .to_string()
                .contains("repeating"),
            "{u:?} is not a loop"
        );
    }
    let metrics = support::metrics(&sidecar).await;
    assert!(
        metrics.contains("argus_loop_checks_total{reason=\"loop\"}"),
        "{metrics}"
    );

    // A multi-step tool use is no loop: every call of the turn carries the same user
    // message, but only the first ends with it; the others end with a tool result.
    let mut messages = vec![
        json!({"role": "system", "content": "agent prompt"}),
        json!({"role": "user", "content": "Look up order A-1234 and refund it"}),
    ];
    for step in 0..6 {
        let body = json!({"model": "gpt-4o-mini", "messages": messages, "metadata": {"session_id": "tooling"}});
        let r = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
        assert_eq!(r.status, 200, "step {step}: {}", r.text());
        let forwarded = mock.requests().last().unwrap().body.to_string();
        assert!(
            !forwarded.contains("repeating"),
            "step {step} of one tool-using turn was taken for a loop"
        );
        let id = format!("call_{step}");
        messages.push(json!({"role": "assistant", "content": null, "tool_calls": [{"id": id, "type": "function", "function": {"name": "lookup_order", "arguments": format!("{{\"step\":{step}}}")}}]}));
        messages
            .push(json!({"role": "tool", "tool_call_id": id, "content": format!("result {step}")}));
    }
}

#[tokio::test]
async fn exemplars_classify_what_patterns_cannot() {
    let redis = RedisServer::start();
    let emb = embedder(&redis);
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    // Matches no pattern of the support workflow; close in meaning to identify_issue's exemplar.
    mock.script().push(Reply {
        content: "Can you describe the issue you have with your order?".into(),
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let ld = LoopDetection {
        enabled: false,
        ..LoopDetection::default()
    };
    let sidecar = start(with_embedder(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &emb.socket,
        ld,
    ))
    .await;
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("semantic", "hello"),
        &[],
    )
    .await;
    wait_steps(&sidecar, 1).await;
    let metrics = support::metrics(&sidecar).await;
    assert!(
        metrics.contains("argus_classifications_total{method=\"embedding\"} 1"),
        "{metrics}"
    );
    assert!(
        metrics.contains("argus_semantic_classifications_total{reason=\"ok\"} 1"),
        "{metrics}"
    );
}

async fn timed_request(sidecar: &argus_sidecar::Sidecar, session: &str) -> Duration {
    let started = Instant::now();
    // Without deadlines a hung embedder holds a request for as long as it hangs: the
    // test's own bound tells that apart from a deadline, with room for a loaded machine.
    let r = tokio::time::timeout(
        Duration::from_secs(10),
        post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat(session, "hello"),
            &[],
        ),
    )
    .await
    .expect("the request was held by the embedder");
    assert_eq!(r.status, 200, "{}", r.text());
    started.elapsed()
}

/// A socket that accepts connections and never answers (an embedder under SIGSTOP).
fn hung_socket(path: &std::path::Path) {
    let listener = tokio::net::UnixListener::bind(path).unwrap();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((s, _)) = listener.accept().await {
            held.push(s);
        }
    });
}

fn metric(metrics: &str, name: &str) -> u64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(name))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}

#[tokio::test]
async fn an_embedder_that_is_down_or_hung_is_skipped_after_one_deadline() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key = key_file(dir.path());
    let ld = LoopDetection {
        timeout_ms: 50,
        ..LoopDetection::default()
    };
    let down = start(with_embedder(
        config(&mock.url(), &key, None),
        &dir.path().join("nobody.sock"),
        ld.clone(),
    ))
    .await;
    for _ in 0..5 {
        timed_request(&down, "s").await;
    }
    let metrics = support::metrics(&down).await;
    assert_eq!(
        metric(&metrics, "argus_loop_checks_total{reason=\"unavailable\"} "),
        3,
        "{metrics}"
    );
    assert_eq!(
        metric(&metrics, "argus_loop_checks_total{reason=\"skipped\"} "),
        2,
        "{metrics}"
    );

    let hung_path = dir.path().join("hung.sock");
    hung_socket(&hung_path);
    let hung = start(with_embedder(
        config(&mock.url(), &key, None),
        &hung_path,
        ld,
    ))
    .await;
    // Three requests in a row wait out the deadline; the next ones skip the embedder
    // while it cools down, instead of each paying the deadline again.
    for _ in 0..5 {
        timed_request(&hung, "s").await;
    }
    let metrics = support::metrics(&hung).await;
    assert_eq!(
        metric(&metrics, "argus_loop_checks_total{reason=\"timeout\"} "),
        3,
        "{metrics}"
    );
    assert_eq!(
        metric(&metrics, "argus_loop_checks_total{reason=\"skipped\"} "),
        2,
        "{metrics}"
    );
}

#[tokio::test]
async fn a_hung_embedder_never_holds_the_sessions_next_request() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    // Matches no pattern of the support workflow: the step asks the embedder.
    for _ in 0..3 {
        mock.script().push(Reply {
            content: "Can you describe the issue you have with your order?".into(),
            ..Reply::default()
        });
    }
    let dir = tempfile::tempdir().unwrap();
    let hung_path = dir.path().join("hung.sock");
    hung_socket(&hung_path);
    let ld = LoopDetection {
        enabled: false,
        ..LoopDetection::default()
    };
    let sidecar = start(with_embedder(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &hung_path,
        ld,
    ))
    .await;
    // The first answer's workflow step hangs on the embedder (in the background); the
    // session's next requests wait for it no longer than a step's budget.
    for _ in 0..3 {
        timed_request(&sidecar, "same").await;
    }
    let metrics = support::metrics(&sidecar).await;
    assert!(
        metric(
            &metrics,
            "argus_session_step_waits_total{who=\"request\",outcome=\"timeout\"} "
        ) >= 1,
        "{metrics}"
    );
    // Every step ends (by its deadline or the cool-down), none is left hanging.
    wait_steps(&sidecar, 3).await;
    let metrics = support::metrics(&sidecar).await;
    assert!(
        metric(
            &metrics,
            "argus_semantic_classifications_total{reason=\"timeout\"} "
        ) >= 1,
        "{metrics}"
    );
}

#[tokio::test]
async fn replay_uses_the_embedder_for_the_embedding_step() {
    let redis = RedisServer::start();
    let emb = embedder(&redis);
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("trace.jsonl");
    std::fs::write(
        &trace,
        "{\"content\": \"Can you describe the issue you have with your order?\"}\n",
    )
    .unwrap();
    let workflow = repo().join("manifests/examples/workflow-support.yaml");
    let socket = emb.socket.clone();
    let out = tokio::task::spawn_blocking(move || {
        let mut out = Vec::new();
        argus_sidecar::run_with_embedder(
            &workflow,
            &trace,
            &socket,
            argus_sidecar::GateFiles::default(),
            &mut out,
        )
        .map(|()| String::from_utf8(out).unwrap())
    })
    .await
    .unwrap()
    .unwrap();
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["method"], "embedding", "{first}");
    assert_eq!(first["state"], "identify_issue", "{first}");
    let without = {
        let mut out = Vec::new();
        argus_sidecar::run_with_gates(
            &repo().join("manifests/examples/workflow-support.yaml"),
            &dir.path().join("trace.jsonl"),
            argus_sidecar::GateFiles::default(),
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    assert!(without.contains("skipped: no embedder"), "{without}");
}
