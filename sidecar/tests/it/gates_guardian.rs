//! The adversarial gate's guardian model, through the real proxy with the mock LLM as
//! both the agent's provider and the guardian: the mock answers the agent's request with
//! a refund, then the guardian's request with the scripted verdict. A high score defers
//! the MODIFY call, a low one lets it pass; a failing guardian passes under failOpen and
//! defers under failClosed; an answer out of the rubric's shape is a failure, named.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{FailureMode, FailureModes, GateType, RiskTier, SidecarConfig};
use argus_mock_llm::{MockServer, Reply, Script};
use serde_json::{Value, json};
use support::*;

const GUARDIAN: &str = "guardian-mini";

/// The example stack with a MODIFY actor (so the refund passes every other gate), its
/// adversarial gate naming the guardian with `timeout_ms`, and the guardian's fail mode.
fn guarded(
    upstream: &str,
    dir: &std::path::Path,
    mode: FailureMode,
    timeout_ms: u32,
) -> SidecarConfig {
    let mut cfg = with_gates(config(upstream, &key_file(dir), None), RiskTier::Modify);
    let stack = &mut cfg.gate_stack.as_mut().unwrap().spec;
    let gate = stack
        .gates
        .iter_mut()
        .find(|g| g.type_ == GateType::Adversarial)
        .unwrap();
    let adversarial = gate.adversarial.get_or_insert_with(Default::default);
    adversarial.guardian_model = Some(GUARDIAN.into());
    adversarial.guardian_timeout_ms = Some(timeout_ms);
    cfg.policy.as_mut().unwrap().spec.failure_modes = Some(FailureModes {
        guardian: mode,
        ..FailureModes::default()
    });
    cfg
}

fn refund() -> Reply {
    calling(&[("issue_refund", json!({"order_id": "A-1042", "amount": 50}))])
}

fn verdict(content: &str) -> Reply {
    Reply {
        content: content.into(),
        ..Reply::default()
    }
}

fn turn() -> Value {
    json!({"model": "gpt-4o", "messages": [
        {"role": "user", "content": "My order A-1042 arrived broken, please refund it."},
        {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"A-1042\"}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "{\"order_id\": \"A-1042\", \"status\": \"damaged\"}"}
    ]})
}

/// The agent's message after the gates: the refund call, or the text that replaced it.
async fn ask(sidecar: &argus_sidecar::Sidecar, session: &str) -> (Option<String>, String) {
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &turn(),
        &[("x-argus-session-id", session)],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = r.json()["choices"][0]["message"].clone();
    (
        message["tool_calls"][0]["function"]["name"]
            .as_str()
            .map(str::to_string),
        message["content"].as_str().unwrap_or("").to_string(),
    )
}

#[tokio::test]
async fn the_guardians_score_defers_or_passes_the_call() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailOpen,
        10_000,
    ))
    .await;

    mock.script().push(refund());
    mock.script().push(verdict(
        r#"{"threat_score": 0.92, "reason": "the refund follows instructions in the tool result"}"#,
    ));
    let (call, content) = ask(&sidecar, "high").await;
    assert_eq!(call, None, "{content}");
    assert!(
        content.starts_with("[Argus] issue_refund is awaiting approval"),
        "{content}"
    );
    // The guardian is named; its reason (model text about the untrusted input) is not
    // written into what the agent reads.
    assert!(content.contains("(guardian guardian-mini)"), "{content}");
    assert!(!content.contains("follows instructions"), "{content}");

    // The guardian's request: the fixed rubric, JSON mode, the call and the input.
    let requests = mock.requests();
    let asked = &requests.last().unwrap().body;
    assert_eq!(asked["model"], GUARDIAN);
    assert_eq!(asked["response_format"], json!({"type": "json_object"}));
    assert_eq!(asked["temperature"], 0);
    assert_eq!(
        asked["messages"][0]["content"],
        argus_sidecar::GUARDIAN_RUBRIC
    );
    let case: Value =
        serde_json::from_str(asked["messages"][1]["content"].as_str().unwrap()).unwrap();
    assert_eq!(case["proposed_tool_call"]["name"], "issue_refund");
    assert_eq!(case["proposed_tool_call"]["arguments"]["amount"], 50);
    assert!(
        case["latest_untrusted_input"]
            .as_str()
            .unwrap()
            .contains("damaged"),
        "{case}"
    );

    mock.script().push(refund());
    mock.script().push(verdict(
        r#"{"threat_score": 0.1, "reason": "the user asked for this refund"}"#,
    ));
    let (call, content) = ask(&sidecar, "low").await;
    assert_eq!(call.as_deref(), Some("issue_refund"), "{content}");

    let metrics = metrics(&sidecar).await;
    assert!(
        metrics.contains("argus_guardian_calls_total{outcome=\"ok\"} 2"),
        "{metrics}"
    );
}

#[tokio::test]
async fn a_failing_guardian_passes_under_fail_open_and_defers_under_fail_closed() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let open = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailOpen,
        10_000,
    ))
    .await;
    let closed = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailClosed,
        10_000,
    ))
    .await;
    let broken = || Reply {
        status: Some(400),
        content: "guardian model overloaded".into(),
        ..Reply::default()
    };

    mock.script().push(refund());
    mock.script().push(broken());
    let (call, content) = ask(&open, "open").await;
    assert_eq!(call.as_deref(), Some("issue_refund"), "{content}");

    mock.script().push(refund());
    mock.script().push(broken());
    let (call, content) = ask(&closed, "closed").await;
    assert_eq!(call, None, "{content}");
    assert!(
        content.starts_with("[Argus] issue_refund is awaiting approval"),
        "{content}"
    );
    assert!(
        content.contains("guardian unavailable: provider openai answered 400"),
        "{content}"
    );

    let metrics = metrics(&open).await;
    assert!(
        metrics.contains("argus_guardian_calls_total{outcome=\"error\"} 1"),
        "{metrics}"
    );
}

#[tokio::test]
async fn a_guardian_past_its_deadline_is_a_failure() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let closed = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailClosed,
        200,
    ))
    .await;
    mock.script().push(refund());
    mock.script().push(Reply {
        delay_ms: 4_000,
        ..verdict(r#"{"threat_score": 0.0, "reason": "fine"}"#)
    });
    let (call, content) = ask(&closed, "slow").await;
    assert_eq!(call, None, "{content}");
    assert!(
        content.contains("guardian unavailable: timeout after 200 ms"),
        "{content}"
    );
    let metrics = metrics(&closed).await;
    assert!(
        metrics.contains("argus_guardian_calls_total{outcome=\"timeout\"} 1"),
        "{metrics}"
    );
}

#[tokio::test]
async fn a_guardian_answer_out_of_shape_is_a_failure_with_the_reason_named() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let closed = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailClosed,
        10_000,
    ))
    .await;
    for (session, answer, named) in [
        ("prose", "This looks fine to me.", "content is not JSON"),
        (
            "range",
            r#"{"threat_score": 7, "reason": "very bad"}"#,
            "threat_score 7 is outside 0..1",
        ),
        (
            "reasonless",
            r#"{"threat_score": 0.2}"#,
            "reason is missing or not a string",
        ),
    ] {
        mock.script().push(refund());
        mock.script().push(verdict(answer));
        let (call, content) = ask(&closed, session).await;
        assert_eq!(call, None, "{content}");
        assert!(
            content.contains("guardian unavailable: answer is not {\"threat_score\": 0..1"),
            "{content}"
        );
        assert!(content.contains(named), "{content}");
    }
    let metrics = metrics(&closed).await;
    assert!(
        metrics.contains("argus_guardian_calls_total{outcome=\"invalid\"} 3"),
        "{metrics}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_guardians_call_is_audited() {
    use support::{SidecarProcess, audit_records_in};
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let cfg = guarded(&mock.url(), dir.path(), FailureMode::FailOpen, 10_000);
    let mut sidecar = SidecarProcess::start(&config_file(dir.path(), &cfg), &[], &[]).await;
    mock.script().push(refund());
    mock.script().push(Reply {
        prompt_tokens: Some(120),
        completion_tokens: Some(17),
        ..verdict(r#"{"threat_score": 0.92, "reason": "injected"}"#)
    });
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &turn(),
        &[("x-argus-session-id", "audited")],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert!(
        eventually(|| async { audit_records_in(&sidecar.output()).len() == 2 }).await,
        "no audit records for the call and its guardian; output:\n{}",
        sidecar.output()
    );
    let audits = audit_records_in(&sidecar.output());
    let guardian = audits.iter().find(|a| a["api"] == "guardian").unwrap();
    assert_eq!(guardian["model"], GUARDIAN);
    assert_eq!(guardian["outcome"], "completed");
    assert_eq!(guardian["tool"], "issue_refund");
    assert_eq!(guardian["guardian_score"], "0.92");
    assert_eq!(guardian["session"], "audited");
    assert_eq!(guardian["input_tokens"], 120);
    assert_eq!(guardian["output_tokens"], 17);
    let call = audits.iter().find(|a| a["api"] == "openai_chat").unwrap();
    assert_eq!(call["gate_decision"], "DEFER");
    assert_eq!(call["gates_failed"], "adversarial");
    let (status, _) = sidecar.terminate(std::time::Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
}

/// A streamed request to `path` with `body`: the whole text the agent received, and how
/// long after the request the first byte of `first` arrived.
async fn streamed(
    sidecar: &argus_sidecar::Sidecar,
    path: &str,
    body: &Value,
    first: &str,
) -> (String, Option<std::time::Duration>) {
    use http_body_util::BodyExt as _;
    let started = std::time::Instant::now();
    let req = http::Request::post(format!("http://{}{path}", sidecar.proxy_addr))
        .header("content-type", "application/json")
        .body(http_body_util::Full::new(bytes::Bytes::from(
            body.to_string(),
        )))
        .unwrap();
    let resp = client().request(req).await.unwrap();
    assert_eq!(resp.status(), 200);
    let mut incoming = resp.into_body();
    let mut text = String::new();
    let mut first_at = None;
    while let Some(frame) = incoming.frame().await {
        if let Ok(data) = frame.unwrap().into_data() {
            text.push_str(&String::from_utf8_lossy(&data));
            if first_at.is_none() && text.contains(first) {
                first_at = Some(started.elapsed());
            }
        }
    }
    (text, first_at)
}

/// Streams: a complete call is put to the guardian before it is released (a high score
/// defers it, a low one releases the provider's own call), while the text before the
/// call reaches the agent without waiting for the guardian. OpenAI chat and Anthropic.
#[tokio::test]
async fn streamed_calls_wait_for_the_guardian_and_the_text_before_them_does_not() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(guarded(
        &mock.url(),
        dir.path(),
        FailureMode::FailOpen,
        30_000,
    ))
    .await;
    // The guardian takes this long to answer: text held behind it would arrive later.
    let thinking = std::time::Duration::from_millis(4_000);
    let mut chat = turn();
    chat["stream"] = json!(true);
    let anthropic = json!({"model": "claude-x", "max_tokens": 64, "stream": true, "messages": [
        {"role": "user", "content": "My order A-1042 arrived broken, please refund it."}
    ]});
    for (path, body) in [
        ("/v1/chat/completions", &chat),
        ("/v1/messages", &anthropic),
    ] {
        mock.script().push(Reply {
            content: "Checking the order.".into(),
            ..refund()
        });
        mock.script().push(Reply {
            delay_ms: thinking.as_millis() as u64,
            ..verdict(r#"{"threat_score": 0.92, "reason": "injected refund"}"#)
        });
        let (text, first_at) = streamed(&sidecar, path, body, "Checking the order.").await;
        let first_at = first_at.unwrap_or_else(|| panic!("{path}: no text:\n{text}"));
        assert!(
            first_at < thinking,
            "{path}: the first text arrived after {first_at:?}, behind the guardian"
        );
        assert!(
            text.contains("[Argus] issue_refund is awaiting approval")
                && text.contains("(guardian guardian-mini)")
                && !text.contains("injected refund"),
            "{path}: the call was not deferred:\n{text}"
        );
        assert!(
            !text.contains("A-1042\\\",\\\"amount") && !text.contains("\"amount\""),
            "{path}: the deferred call's arguments reached the agent:\n{text}"
        );
        let asked = mock.requests().last().unwrap().body.clone();
        assert_eq!(
            asked["model"], GUARDIAN,
            "{path}: the guardian was not asked"
        );

        mock.script().push(refund());
        mock.script()
            .push(verdict(r#"{"threat_score": 0.1, "reason": "asked for"}"#));
        let (text, _) = streamed(&sidecar, path, body, "issue_refund").await;
        assert!(
            text.contains("issue_refund") && !text.contains("[Argus]"),
            "{path}: the allowed call did not pass:\n{text}"
        );
    }
    let metrics = metrics(&sidecar).await;
    assert!(
        metrics.contains("argus_guardian_calls_total{outcome=\"ok\"} 4"),
        "{metrics}"
    );
}
