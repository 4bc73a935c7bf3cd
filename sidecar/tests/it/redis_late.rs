//! A Redis that answers only after the sidecar started (issue 27): the sidecar serves
//! meanwhile (fail-open) and, without a restart, uses the store once it answers —
//! sessions stored, the limiter back on Redis, the audit chain extended, the actor's
//! inbox opened — and after the store lost its data the same parts make again what they
//! need (the context index, the inbox).

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::{Duration, Instant};

use argus_audit::ChainStore;
use argus_crds::{Budgets, RedisConnection, RiskTier, inbox_key};
use argus_mock_llm::{MockServer, Script};
use fred::prelude::*;
use support::RedisServer;
use support::SidecarProcess;
use support::*;

/// Generous: the store's client waits up to 5 s between attempts, and a loaded machine
/// is slow; the poll ends as soon as the condition holds.
const WITHIN: Duration = Duration::from_secs(30);

async fn within<F: std::future::Future<Output = bool>>(mut done: impl FnMut() -> F) -> bool {
    let deadline = Instant::now() + WITHIN;
    while Instant::now() < deadline {
        if done().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sidecar_started_before_its_redis_uses_it_once_it_answers() {
    let port = RedisServer::free_port();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // The example Actor and GateStack: audit sink redis, a context plan (an inbox).
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        RiskTier::ReadOnly,
    );
    c.redis = Some(RedisConnection {
        url: format!("redis://127.0.0.1:{port}"),
        password: None,
    });
    // A session budget: its count lives in Redis as long as the session.
    c.policy.as_mut().unwrap().spec.budgets = Some(Budgets {
        session_tokens: Some(10_000_000),
        tenant_tokens_per_day: None,
    });
    let mut sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    // Nothing listens yet: the call is served all the same (sessions fail open).
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("early", "hi"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());

    let redis = RedisServer::start_on(port);
    let client = redis.client().await;
    let store = ChainStore::new(client.clone());
    let tenant = "test-tenant";
    let session_key = format!("argus:{{{tenant}}}:session:late");
    let limit_key = format!("argus:{{{tenant}}}:budget:session:late");
    let inbox = inbox_key(tenant);
    let seen = std::cell::RefCell::new(String::new());
    let used = within(|| {
        let seen = &seen;
        let (client, store) = (&client, &store);
        let (session_key, limit_key, inbox) = (&session_key, &limit_key, &inbox);
        async move {
            let r = post(
                sidecar.proxy,
                "/v1/chat/completions",
                &chat("late", "hi"),
                &[],
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
            let stored: bool = client.exists(session_key).await.unwrap();
            let limited: bool = client.exists(limit_key).await.unwrap();
            let chained = store.head(tenant).await.unwrap().seq >= 1;
            let inbox_open: bool = client.exists(inbox).await.unwrap();
            *seen.borrow_mut() = format!(
                "session stored {stored}, limit counted {limited}, chain extended {chained}, inbox open {inbox_open}"
            );
            stored && limited && chained && inbox_open
        }
    })
    .await;
    assert!(
        used,
        "within {WITHIN:?} of Redis answering, the sidecar did not use it ({}); output:\n{}",
        seen.borrow(),
        sidecar.output()
    );
    assert!(
        store.verify(tenant, None).await.unwrap().is_ok(),
        "the chain verifies"
    );

    // Redis restarts empty: the inbox is opened again, without a sidecar restart.
    drop(client);
    let mut redis = redis;
    redis.restart();
    let client = redis.client().await;
    assert!(
        within(|| async { client.exists(&inbox).await.unwrap() }).await,
        "the inbox was not opened again after Redis restarted empty; output:\n{}",
        sidecar.output()
    );
    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
}
