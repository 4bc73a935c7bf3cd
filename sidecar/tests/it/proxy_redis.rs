//! Sessions in a real Redis: replicas share state without losing updates, eviction is
//! bounded, and an outage follows the Policy's failure mode.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{
    CredentialSource, FailureMode, FailureModes, RateLimit, RateLimits, RedisConnection, RiskTier,
    SessionSettings, SidecarConfig,
};
use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use argus_sidecar::{CasOutcome, Loaded, RedisStore, SessionKey, StoreLimits, Versioned};
use bytes::Bytes;
use fred::prelude::KeysInterface;
use serde_json::json;
use support::RedisServer;
use support::*;

fn with_redis(mut c: SidecarConfig, url: &str) -> SidecarConfig {
    c.redis = Some(RedisConnection {
        url: url.to_string(),
        password: None,
    });
    c
}

#[tokio::test]
async fn two_replicas_share_sessions_and_lose_no_update() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("Let me check that for you."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let cfg = with_redis(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &redis.url(),
    );
    let a = start(cfg.clone()).await;
    let b = start(cfg).await;
    let n = 40u64;
    let mut tasks = Vec::new();
    for i in 0..n {
        let addr = if i % 2 == 0 {
            a.proxy_addr
        } else {
            b.proxy_addr
        };
        tasks.push(tokio::spawn(async move {
            post(
                addr,
                "/v1/chat/completions",
                &chat("shared", "where is my order"),
                &[],
            )
            .await
            .status
        }));
    }
    for t in tasks {
        assert_eq!(t.await.unwrap(), 200);
    }
    for _ in 0..400 {
        let done = a
            .state
            .obs
            .workflow_steps
            .load(std::sync::atomic::Ordering::SeqCst)
            + b.state
                .obs
                .workflow_steps
                .load(std::sync::atomic::Ordering::SeqCst);
        if done >= n {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let store = store_client(&redis.url()).await;
    let stored = store
        .load(&SessionKey {
            tenant: "test-tenant".into(),
            session: "shared".into(),
        })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        stored.version, n,
        "every one of the {n} concurrent steps was stored exactly once"
    );
}

#[tokio::test]
async fn a_violation_seen_by_one_replica_is_corrected_by_the_other() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    mock.script().push(Reply {
        content: "Your password is hunter2".into(),
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let cfg = with_redis(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &redis.url(),
    );
    let a = start(cfg.clone()).await;
    let b = start(cfg).await;
    post(
        a.proxy_addr,
        "/v1/chat/completions",
        &chat("cross", "password?"),
        &[],
    )
    .await;
    wait_steps(&a, 1).await;
    let r = post(
        b.proxy_addr,
        "/v1/chat/completions",
        &chat("cross", "thanks"),
        &[],
    )
    .await;
    assert_eq!(r.status, 409, "{}", r.text());
}

#[tokio::test]
async fn sessions_beyond_the_limit_are_evicted_and_counted() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("Let me check."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = with_redis(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &redis.url(),
    );
    cfg.policy.as_mut().unwrap().spec.sessions = Some(SessionSettings {
        ttl_seconds: 60,
        max_history_entries: 16,
        max_sessions: 2,
    });
    let s = start(cfg).await;
    for (i, id) in ["s1", "s2", "s3"].iter().enumerate() {
        post(s.proxy_addr, "/v1/chat/completions", &chat(id, "hi"), &[]).await;
        wait_steps(&s, i as u64 + 1).await;
    }
    let store = store_client(&redis.url()).await;
    let key = |s: &str| SessionKey {
        tenant: "test-tenant".into(),
        session: s.into(),
    };
    assert!(
        store.load(&key("s1")).await.unwrap().is_none(),
        "the least recently used session was evicted"
    );
    assert!(store.load(&key("s3")).await.unwrap().is_some());
    let metrics = support::metrics(&s).await;
    assert!(metrics.contains("argus_sessions_evicted 1"), "{metrics}");
}

#[tokio::test]
async fn redis_outage_fails_open_or_closed_as_the_policy_says() {
    let mut redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    mock.script().push(Reply {
        tool_calls: vec![ToolCall {
            name: "issue_refund".into(),
            arguments: json!({}),
        }],
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let open_cfg = with_redis(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        &redis.url(),
    );
    let mut closed_cfg = open_cfg.clone();
    closed_cfg.policy.as_mut().unwrap().spec.failure_modes = Some(FailureModes {
        store: FailureMode::FailClosed,
        ..FailureModes::default()
    });
    let open = start(open_cfg).await;
    let closed = start(closed_cfg).await;
    assert_eq!(
        post(
            closed.proxy_addr,
            "/v1/chat/completions",
            &chat("c", "hi"),
            &[]
        )
        .await
        .status,
        200
    );
    redis.stop();
    let started = std::time::Instant::now();
    let r = post(
        open.proxy_addr,
        "/v1/chat/completions",
        &chat("o", "hi"),
        &[],
    )
    .await;
    assert_eq!(
        r.status,
        200,
        "fail-open: the request goes on: {}",
        r.text()
    );
    assert!(
        started.elapsed() < std::time::Duration::from_secs(2),
        "an outage must not stall requests: {:?}",
        started.elapsed()
    );
    let r = post(
        closed.proxy_addr,
        "/v1/chat/completions",
        &chat("c", "hi"),
        &[],
    )
    .await;
    assert_eq!(r.status, 503, "{}", r.text());
    assert_eq!(r.json()["error"]["type"], "argus_store_unavailable");
    let metrics = support::metrics(&open).await;
    assert!(metrics.contains("argus_store_failures_total"), "{metrics}");
}

#[tokio::test]
async fn a_session_read_skips_the_data_only_when_this_writer_stored_that_version() {
    let redis = RedisServer::start();
    let (a, b) = (
        store_client(&redis.url()).await,
        store_client(&redis.url()).await,
    );
    let key = SessionKey {
        tenant: "t".into(),
        session: "s".into(),
    };
    let current = |version, data: &'static str| {
        Loaded::Current(Some(Versioned {
            version,
            data: Bytes::from_static(data.as_bytes()),
        }))
    };
    assert_eq!(
        a.load_if_changed(&key, 1).await.unwrap(),
        Loaded::Current(None)
    );
    assert_eq!(
        a.store(&key, 0, Bytes::from_static(b"one")).await.unwrap(),
        CasOutcome::Stored(1)
    );
    assert_eq!(a.load_if_changed(&key, 1).await.unwrap(), Loaded::Unchanged);
    // Another replica does not own that version: it gets the data.
    assert_eq!(b.load_if_changed(&key, 1).await.unwrap(), current(1, "one"));
    assert_eq!(
        b.store(&key, 1, Bytes::from_static(b"two")).await.unwrap(),
        CasOutcome::Stored(2)
    );
    assert_eq!(a.load_if_changed(&key, 1).await.unwrap(), current(2, "two"));
    assert_eq!(a.load_if_changed(&key, 2).await.unwrap(), current(2, "two"));
    assert_eq!(b.load_if_changed(&key, 2).await.unwrap(), Loaded::Unchanged);
    // The session expires and the other replica starts it again at version 1.
    let _: i64 = a.client().del("argus:{t}:session:s").await.unwrap();
    assert_eq!(
        b.store(&key, 0, Bytes::from_static(b"new")).await.unwrap(),
        CasOutcome::Stored(1)
    );
    assert_eq!(a.load_if_changed(&key, 1).await.unwrap(), current(1, "new"));
}

/// A session store of its own on `url`, as another replica would have.
async fn store_client(url: &str) -> RedisStore {
    RedisStore::connect(
        url,
        None,
        StoreLimits {
            ttl_seconds: 60,
            max_sessions: 100,
        },
        std::time::Duration::from_secs(1),
    )
    .await
    .unwrap()
}

#[tokio::test]
async fn during_an_outage_the_limiter_backs_off_like_the_session_store() {
    let mut redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = with_redis(
        config(&mock.url(), &key_file(dir.path()), None),
        &redis.url(),
    );
    cfg.policy.as_mut().unwrap().spec.rate_limits = Some(RateLimits {
        tenant: Some(RateLimit {
            requests_per_minute: Some(100_000),
            tokens_per_minute: None,
        }),
        session: None,
    });
    let s = start(cfg).await;
    let ok = post(s.proxy_addr, "/v1/chat/completions", &chat("l", "hi"), &[]).await;
    assert_eq!(ok.status, 200, "{}", ok.text());
    redis.stop();
    // Requests during the outage are served (fail-open) from the in-process limiter;
    // Redis is tried again after a second, not on every request.
    for _ in 0..10 {
        let r = post(s.proxy_addr, "/v1/chat/completions", &chat("l", "hi"), &[]).await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
    let metrics = support::metrics(&s).await;
    let failures: u64 = metrics
        .lines()
        .find_map(|l| l.strip_prefix("argus_store_failures_total{reason=\"limits\"} "))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no limits failure counted: {metrics}"));
    assert!(
        failures <= 3,
        "the limiter called the dead Redis {failures} times for 10 requests: {metrics}"
    );
}

#[tokio::test]
async fn a_password_protected_store_holds_the_sessions_and_a_wrong_password_fails_open() {
    let redis = RedisServer::start_with_password("s3cr3t:with@odd/chars");
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let pw = dir.path().join("redis-password");
    std::fs::write(&pw, "s3cr3t:with@odd/chars\n").unwrap();
    let source = |path: &std::path::Path| CredentialSource {
        env: None,
        file: Some(path.display().to_string()),
    };
    let mut cfg = config(&mock.url(), &key_file(dir.path()), Some(support_workflow()));
    cfg.redis = Some(RedisConnection {
        url: redis.url(),
        password: Some(source(&pw)),
    });
    let s = start(cfg.clone()).await;
    let r = post(s.proxy_addr, "/v1/chat/completions", &chat("pw", "hi"), &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    wait_steps(&s, 1).await;
    // The session is in Redis, readable with the password only.
    let store = RedisStore::connect(
        &redis.url(),
        Some("s3cr3t:with@odd/chars".into()),
        StoreLimits {
            ttl_seconds: 60,
            max_sessions: 100,
        },
        std::time::Duration::from_secs(1),
    )
    .await
    .unwrap();
    let key = SessionKey {
        tenant: "test-tenant".into(),
        session: "pw".into(),
    };
    assert!(store.load(&key).await.unwrap().is_some());
    let metrics = support::metrics(&s).await;
    assert!(!metrics.contains("argus_store_failures_total"), "{metrics}");

    // A wrong password: the store is unusable, the requests go on (fail-open) and say so.
    let wrong = dir.path().join("wrong");
    std::fs::write(&wrong, "nope").unwrap();
    cfg.redis.as_mut().unwrap().password = Some(source(&wrong));
    let s = start(cfg).await;
    let r = post(
        s.proxy_addr,
        "/v1/chat/completions",
        &chat("pw2", "hi"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let metrics = support::metrics(&s).await;
    assert!(metrics.contains("argus_store_failures_total"), "{metrics}");
}

/// What the gates refused on one replica is told to the model in the session's next
/// request on the other (the note lives with the session in Redis), once; for a
/// non-streamed and a streamed answer alike.
#[tokio::test]
async fn a_refusal_on_one_replica_reaches_the_next_request_on_the_other() {
    const REFUSAL: &str =
        "[Argus] issue_refund was refused: tier MODIFY above actor tier READ_ONLY";
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let cfg = with_redis(
        with_gates(
            config(&mock.url(), &key_file(dir.path()), None),
            RiskTier::ReadOnly,
        ),
        &redis.url(),
    );
    let a = start(cfg.clone()).await;
    let b = start(cfg).await;
    let last_sent = || serde_json::to_string(&mock.requests().last().unwrap().body).unwrap();
    for stream in [false, true] {
        let session = format!("notes-{stream}");
        let headers = [("x-argus-session-id", session.as_str())];
        let mut refund = chat(&session, "refund");
        refund["stream"] = json!(stream);
        mock.script()
            .push(calling(&[("issue_refund", json!({"order_id": "A-1"}))]));
        let r = post(a.proxy_addr, "/v1/chat/completions", &refund, &headers).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert!(r.text().contains(REFUSAL), "stream {stream}: {}", r.text());

        post(
            b.proxy_addr,
            "/v1/chat/completions",
            &chat(&session, "and now?"),
            &headers,
        )
        .await;
        let last = last_sent();
        assert!(
            last.contains(REFUSAL),
            "stream {stream}: the other replica's request did not carry the refusal: {last}"
        );
        // Told once, on either replica.
        for replica in [&a, &b] {
            post(
                replica.proxy_addr,
                "/v1/chat/completions",
                &chat(&session, "more?"),
                &headers,
            )
            .await;
            let last = last_sent();
            assert!(
                !last.contains(REFUSAL),
                "stream {stream}: told twice: {last}"
            );
        }
    }
}
