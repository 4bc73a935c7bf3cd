//! Human approval in local mode, through the real proxy and admin API: a DEFERred
//! refund is replaced by "awaiting approval NAME"; approved through the admin API, the
//! same call passes once and the approval is Consumed; the next identical call needs a
//! new approval; deciding twice is 409; a timeout expires and denies.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::ApprovalMode;
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::*;

fn refund() -> argus_mock_llm::Reply {
    calling(&[(
        "issue_refund",
        json!({"order_id": "A-1", "amount": 5, "email": "a@b.c"}),
    )])
}

async fn ask(sidecar: &argus_sidecar::Sidecar, session: &str) -> Value {
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat(session, "refund A-1"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["choices"][0]["message"].clone()
}

#[tokio::test]
async fn an_approved_call_passes_once_and_the_next_needs_a_new_approval() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(approving(&mock.url(), dir.path(), ApprovalMode::Async, 300)).await;

    mock.script().push(refund());
    let held = ask(&sidecar, "ap1").await;
    assert!(held["tool_calls"].is_null(), "{held}");
    let text = held["content"].as_str().unwrap();
    assert!(
        text.contains("[Argus] issue_refund is awaiting approval "),
        "{text}"
    );
    assert!(text.contains("by group ops-team"), "{text}");
    let name = awaited_approval(text).unwrap();

    let listed = approvals(&sidecar).await;
    assert_eq!(listed.len(), 1);
    let a = &listed[0];
    assert_eq!(a["name"], name.as_str());
    assert_eq!(a["phase"], "Pending");
    assert_eq!(a["tool"], "issue_refund");
    assert_eq!(a["tier"], "DELETE");
    assert_eq!(a["actor"], "support-agent");
    assert_eq!(a["session"], "ap1");
    assert_eq!(a["route"], "DELETE");
    assert_eq!(a["approvers"], json!({"groups": ["ops-team"], "users": []}));
    // The example GateStack redacts `email`.
    assert_eq!(
        a["arguments"],
        r#"{"amount":5,"email":"[REDACTED]","order_id":"A-1"}"#
    );
    assert_eq!(a["argumentsSha256"].as_str().unwrap().len(), 64);
    for field in [
        "createdAt",
        "expiresAt",
        "reasons",
        "decidedBy",
        "decidedAt",
        "comment",
    ] {
        assert!(a.get(field).is_some(), "{field} missing: {a}");
    }

    let r = decide_approval(
        &sidecar,
        &name,
        "approve",
        r#"{"comment": "ok, small amount", "user": "alice"}"#,
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.json()["phase"], "Approved");
    assert_eq!(r.json()["decidedBy"], "alice");
    assert_eq!(r.json()["comment"], "ok, small amount");
    let again = decide_approval(&sidecar, &name, "deny", "").await;
    assert_eq!(again.status, 409, "{}", again.text());
    assert!(
        again.text().contains("already Approved (by alice)"),
        "{}",
        again.text()
    );

    // The same call (same tool, same arguments in another key order) passes once.
    mock.script().push(calling(&[(
        "issue_refund",
        json!({"email": "a@b.c", "amount": 5, "order_id": "A-1"}),
    )]));
    let passed = ask(&sidecar, "ap1").await;
    assert_eq!(
        passed["tool_calls"][0]["function"]["name"], "issue_refund",
        "{passed}"
    );
    let a = approvals(&sidecar).await;
    assert_eq!(a[0]["phase"], "Consumed");

    // A second identical call needs a new approval.
    mock.script().push(refund());
    let held = ask(&sidecar, "ap1").await;
    assert!(held["tool_calls"].is_null(), "{held}");
    let second = awaited_approval(held["content"].as_str().unwrap()).unwrap();
    assert_ne!(second, name);
    let m = metrics(&sidecar).await;
    assert!(m.contains("argus_approvals_pending 1"), "{m}");
    assert!(m.contains("argus_approval_decision_seconds_count 1"), "{m}");
}

#[tokio::test]
async fn a_denied_or_unknown_approval_and_a_bad_body_are_clear_errors() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(approving(&mock.url(), dir.path(), ApprovalMode::Async, 300)).await;
    mock.script().push(refund());
    let name = awaited_approval(ask(&sidecar, "ap2").await["content"].as_str().unwrap()).unwrap();

    let r = decide_approval(&sidecar, &name, "approve", "{not json").await;
    assert_eq!(r.status, 400, "{}", r.text());
    assert!(r.text().contains("must be JSON"), "{}", r.text());
    let r = decide_approval(&sidecar, "no-such-approval", "approve", "").await;
    assert_eq!(r.status, 404);
    assert!(r.text().contains("no approval named"), "{}", r.text());

    let r = decide_approval(&sidecar, &name, "deny", r#"{"comment":"no"}"#).await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.json()["phase"], "Denied");
    assert_eq!(r.json()["decidedBy"], "local-admin");
    // Denied: the same call does not pass; it asks anew.
    mock.script().push(refund());
    let held = ask(&sidecar, "ap2").await;
    assert!(held["tool_calls"].is_null(), "{held}");
    assert_ne!(
        awaited_approval(held["content"].as_str().unwrap()).unwrap(),
        name
    );
}

#[tokio::test]
async fn a_timeout_expires_the_approval_and_denies_the_call() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(approving(&mock.url(), dir.path(), ApprovalMode::Async, 1)).await;
    mock.script().push(refund());
    let name = awaited_approval(ask(&sidecar, "ap3").await["content"].as_str().unwrap()).unwrap();
    assert!(
        eventually(|| async { approvals(&sidecar).await[0]["phase"] == "Expired" }).await,
        "the approval never expired"
    );
    let r = decide_approval(&sidecar, &name, "approve", "").await;
    assert_eq!(r.status, 409, "{}", r.text());
    assert!(r.text().contains("already Expired"), "{}", r.text());
    mock.script().push(refund());
    let held = ask(&sidecar, "ap3").await;
    assert!(
        held["tool_calls"].is_null(),
        "onTimeout deny: the call must not pass: {held}"
    );
}

/// The one Pending approval, once the held request created it.
async fn pending_one(sidecar: &argus_sidecar::Sidecar) -> String {
    let pending = || async {
        approvals(sidecar)
            .await
            .iter()
            .any(|a| a["phase"] == "Pending")
    };
    assert!(
        eventually(pending).await,
        "the held request created no approval"
    );
    let all = approvals(sidecar).await;
    let one = all.iter().find(|a| a["phase"] == "Pending").unwrap();
    one["name"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_hold_route_request_waits_and_is_released_by_the_decision() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = std::sync::Arc::new(
        start(approving(&mock.url(), dir.path(), ApprovalMode::Hold, 300)).await,
    );

    // Approved while the request waits: the call reaches the agent in that very answer.
    mock.script().push(refund());
    let s = sidecar.clone();
    let waiting = tokio::spawn(async move { ask(&s, "hold1").await });
    let name = pending_one(&sidecar).await;
    assert!(
        !waiting.is_finished(),
        "the request must wait for the decision"
    );
    let r = decide_approval(&sidecar, &name, "approve", r#"{"user":"alice"}"#).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = waiting.await.unwrap();
    assert_eq!(
        message["tool_calls"][0]["function"]["name"], "issue_refund",
        "{message}"
    );
    assert_eq!(approvals(&sidecar).await[0]["phase"], "Consumed");

    // Denied while it waits: the answer says so, naming who and why.
    mock.script().push(refund());
    let s = sidecar.clone();
    let waiting = tokio::spawn(async move { ask(&s, "hold2").await });
    let name = pending_one(&sidecar).await;
    let r = decide_approval(
        &sidecar,
        &name,
        "deny",
        r#"{"user":"bob","comment":"too large"}"#,
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = waiting.await.unwrap();
    assert!(message["tool_calls"].is_null(), "{message}");
    assert_eq!(
        message["content"],
        format!(
            "[Argus] issue_refund was not approved: approval {name} is Denied (by bob): too large"
        )
    );
    // The decided approval is not asked for again.
    assert_eq!(
        approvals(&sidecar)
            .await
            .iter()
            .filter(|a| a["phase"] == "Pending")
            .count(),
        0
    );
}

/// A streamed request's body, chunk by chunk as it arrives (the response has started).
async fn stream(
    sidecar: &argus_sidecar::Sidecar,
    path: &str,
    body: &Value,
) -> tokio::sync::mpsc::UnboundedReceiver<String> {
    use http_body_util::BodyExt as _;
    let req = http::Request::post(format!("http://{}{path}", sidecar.proxy_addr))
        .header("content-type", "application/json")
        .body(http_body_util::Full::new(bytes::Bytes::from(
            body.to_string(),
        )))
        .unwrap();
    let resp = client().request(req).await.unwrap();
    assert_eq!(resp.status(), 200, "{path}");
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut incoming = resp.into_body();
        while let Some(frame) = incoming.frame().await {
            if let Ok(data) = frame.unwrap().into_data() {
                let _ = tx.send(String::from_utf8_lossy(&data).into_owned());
            }
        }
    });
    rx
}

/// What arrives on `rx` until `marker` has (within a generous bound).
async fn read_until(rx: &mut tokio::sync::mpsc::UnboundedReceiver<String>, marker: &str) -> String {
    let mut text = String::new();
    let until = tokio::time::Instant::now() + std::time::Duration::from_secs(60);
    while !text.contains(marker) {
        match tokio::time::timeout_at(until, rx.recv()).await {
            Ok(Some(chunk)) => text.push_str(&chunk),
            _ => panic!("{marker:?} never arrived; got:\n{text}"),
        }
    }
    text
}

/// The rest of a stream.
async fn read_rest(rx: &mut tokio::sync::mpsc::UnboundedReceiver<String>) -> String {
    let mut text = String::new();
    while let Ok(Some(chunk)) =
        tokio::time::timeout(std::time::Duration::from_secs(60), rx.recv()).await
    {
        text.push_str(&chunk);
    }
    text
}

#[tokio::test]
async fn a_hold_route_stream_keeps_alive_until_the_decision_releases_or_refuses_the_call() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(approving(&mock.url(), dir.path(), ApprovalMode::Hold, 300)).await;
    let mut openai = chat("hold-stream", "refund A-1");
    openai["stream"] = json!(true);
    let anthropic = json!({"model": "claude-x", "max_tokens": 64, "stream": true,
        "metadata": {"session_id": "hold-stream"},
        "messages": [{"role": "user", "content": "refund A-1"}]});
    for (path, body) in [
        ("/v1/chat/completions", &openai),
        ("/v1/messages", &anthropic),
    ] {
        // Approved mid-wait: the held call is released into the stream.
        mock.script().push(argus_mock_llm::Reply {
            content: "Refunding now.".into(),
            ..refund()
        });
        let mut rx = stream(&sidecar, path, body).await;
        let before = read_until(&mut rx, ": argus awaiting approval ").await;
        assert!(before.contains("Refunding now."), "{path}: {before}");
        assert!(!before.contains("issue_refund"), "{path}: {before}");
        let name = awaited_approval(&before).unwrap();
        let r = decide_approval(&sidecar, &name, "approve", r#"{"user":"alice"}"#).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let after = read_rest(&mut rx).await;
        assert!(
            after.contains("issue_refund") && !after.contains("[Argus]"),
            "{path}: the approved call was not released:\n{after}"
        );
        let listed = approvals(&sidecar).await;
        let used = listed.iter().find(|a| a["name"] == name.as_str()).unwrap();
        assert_eq!(used["phase"], "Consumed", "{path}");

        // Denied mid-wait: the refusal, in the stream's own format.
        mock.script().push(refund());
        let mut rx = stream(&sidecar, path, body).await;
        let before = read_until(&mut rx, ": argus awaiting approval ").await;
        let name = awaited_approval(&before).unwrap();
        let r = decide_approval(&sidecar, &name, "deny", r#"{"user":"bob","comment":"no"}"#).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let after = read_rest(&mut rx).await;
        let refusal = format!(
            "[Argus] issue_refund was not approved: approval {name} is Denied (by bob): no"
        );
        assert!(after.contains(&refusal), "{path}: {after}");
        assert!(
            !after.contains("\"order_id"),
            "{path}: the call leaked:\n{after}"
        );
        let event = if path == "/v1/messages" {
            "event: content_block_delta"
        } else {
            "data: {"
        };
        assert!(
            after.contains(event),
            "{path}: not in the stream's format:\n{after}"
        );
    }
}
