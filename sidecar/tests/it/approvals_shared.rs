//! Approvals shared by two replicas through one real Redis: a DEFER on one replica is
//! decided through the other's admin API, the approved call passes exactly once when
//! both replicas propose it at the same moment, and a decision on one replica releases
//! a request held on the other.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{ApprovalMode, RedisConnection};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::RedisServer;
use support::*;

fn refund() -> argus_mock_llm::Reply {
    calling(&[("issue_refund", json!({"order_id": "A-1", "amount": 5}))])
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

/// Two replicas of one workload on `redis`, their routes in `mode`.
async fn replicas(
    redis: &RedisServer,
    upstream: &str,
    dir: &std::path::Path,
    mode: ApprovalMode,
) -> (
    std::sync::Arc<argus_sidecar::Sidecar>,
    std::sync::Arc<argus_sidecar::Sidecar>,
) {
    let mut cfg = approving(upstream, dir, mode, 300);
    cfg.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    (
        std::sync::Arc::new(start(cfg.clone()).await),
        std::sync::Arc::new(start(cfg).await),
    )
}

#[tokio::test]
async fn an_approval_decided_on_one_replica_passes_the_call_once_across_both() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = replicas(&redis, &mock.url(), dir.path(), ApprovalMode::Async).await;

    mock.script().push(refund());
    let held = ask(&a, "shared-1").await;
    assert!(held["tool_calls"].is_null(), "{held}");
    let name = awaited_approval(held["content"].as_str().unwrap()).unwrap();

    // B sees A's approval and decides it.
    let on_b = approvals(&b).await;
    assert_eq!(on_b.len(), 1, "{on_b:?}");
    assert_eq!(on_b[0]["name"], name.as_str());
    assert_eq!(on_b[0]["phase"], "Pending");
    let m = metrics(&b).await;
    assert!(m.contains("argus_approvals_pending 1"), "{m}");
    let r = decide_approval(&b, &name, "approve", r#"{"user":"alice"}"#).await;
    assert_eq!(r.status, 200, "{}", r.text());
    // Deciding again on A: the decision is already taken, in the shared store.
    let again = decide_approval(&a, &name, "deny", "").await;
    assert_eq!(again.status, 409, "{}", again.text());
    assert!(
        again.text().contains("already Approved (by alice)"),
        "{}",
        again.text()
    );

    // The same call on both replicas at the same moment: exactly one passes.
    mock.script().push(refund());
    mock.script().push(refund());
    let (on_a, on_b) = tokio::join!(ask(&a, "shared-1"), ask(&b, "shared-1"));
    let passed = [&on_a, &on_b]
        .iter()
        .filter(|m| m["tool_calls"][0]["function"]["name"] == "issue_refund")
        .count();
    assert_eq!(
        passed, 1,
        "exactly one replica passes the approved call:\nA: {on_a}\nB: {on_b}"
    );
    let other = if on_a["tool_calls"].is_null() {
        &on_a
    } else {
        &on_b
    };
    let next = awaited_approval(other["content"].as_str().unwrap()).unwrap();
    assert_ne!(next, name, "the refused one asks for a new approval");

    for replica in [&a, &b] {
        let all = approvals(replica).await;
        let first = all.iter().find(|x| x["name"] == name.as_str()).unwrap();
        assert_eq!(first["phase"], "Consumed", "{first}");
        assert_eq!(first["decidedBy"], "alice");
    }
}

#[tokio::test]
async fn a_request_held_on_one_replica_is_released_by_a_decision_on_the_other() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = replicas(&redis, &mock.url(), dir.path(), ApprovalMode::Hold).await;

    mock.script().push(refund());
    let held_on_a = a.clone();
    let waiting = tokio::spawn(async move { ask(&held_on_a, "shared-hold").await });
    let pending = || async { approvals(&b).await.iter().any(|x| x["phase"] == "Pending") };
    assert!(
        eventually(pending).await,
        "the held request made no approval"
    );
    let name = approvals(&b).await[0]["name"].as_str().unwrap().to_string();
    assert!(
        !waiting.is_finished(),
        "the request must wait for a decision"
    );
    let started = std::time::Instant::now();
    let r = decide_approval(&b, &name, "approve", r#"{"user":"alice"}"#).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = tokio::time::timeout(std::time::Duration::from_secs(30), waiting)
        .await
        .expect("the decision on B never released the request held on A")
        .unwrap();
    assert_eq!(
        message["tool_calls"][0]["function"]["name"], "issue_refund",
        "{message}"
    );
    // Released promptly (a generous bound for a loaded machine).
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "released after {:?}",
        started.elapsed()
    );
    assert_eq!(approvals(&a).await[0]["phase"], "Consumed");
}

#[tokio::test]
async fn while_redis_is_down_a_deferred_call_is_refused_naming_the_cause() {
    let mut redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (a, _b) = replicas(&redis, &mock.url(), dir.path(), ApprovalMode::Async).await;
    redis.stop();

    mock.script().push(refund());
    let refused = ask(&a, "shared-down").await;
    assert!(
        refused["tool_calls"].is_null(),
        "a deferred call must never pass without an approval: {refused}"
    );
    let text = refused["content"].as_str().unwrap();
    assert!(
        text.starts_with(
            "[Argus] issue_refund was not run: it needs an approval, and the approval store is unavailable"
        ),
        "{text}"
    );
    let r = support::send(a.admin_addr, "GET", "/approvals", bytes::Bytes::new(), &[]).await;
    assert_eq!(r.status, 503, "{}", r.text());
    assert!(
        r.text().contains("the approval store is unavailable"),
        "{}",
        r.text()
    );
}
