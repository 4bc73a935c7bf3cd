//! The Redis limiter against a real Redis: two limiter instances (two replicas) sharing
//! one server hold the combined rate, budgets refuse before the spend, settling corrects,
//! keys stay under the tenant's hash tag, an outage is reported rather than ignored.
#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_sidecar::limits::{Decision, LimitConfig, LimitError, LimitScope, Limiter, RedisLimiter};
use fred::prelude::*;
use support::RedisServer;

async fn client(url: &str) -> Client {
    let config = Config::from_url(url).unwrap();
    let client = Builder::from_config(config)
        .with_performance_config(|p| p.default_command_timeout = Duration::from_millis(500))
        .with_connection_config(|c| {
            c.connection_timeout = Duration::from_secs(1);
            c.max_command_attempts = 1;
        })
        .build()
        .unwrap();
    client.init().await.unwrap();
    client
}

async fn replica(url: &str) -> Limiter {
    Limiter::Redis(RedisLimiter::new(client(url).await))
}

fn is_allowed(d: &Decision) -> bool {
    matches!(d, Decision::Allowed(_))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_hold_the_combined_request_rate() {
    let redis = RedisServer::start();
    let (a, b) = (replica(&redis.url()).await, replica(&redis.url()).await);
    let mut config = LimitConfig::default();
    config.tenant.requests_per_minute = Some(20);
    let mut tasks = Vec::new();
    for i in 0..60 {
        let limiter = if i % 2 == 0 { a.clone() } else { b.clone() };
        tasks.push(tokio::spawn(async move {
            let session = format!("s-{i}");
            limiter
                .reserve(&config, "ns/agent", &session, 10)
                .await
                .unwrap()
        }));
    }
    let mut allowed = 0;
    let mut retry = Vec::new();
    for t in tasks {
        match t.await.unwrap() {
            Decision::Allowed(_) => allowed += 1,
            Decision::Refused(r) => {
                assert_eq!(r.scope, LimitScope::TenantRequests);
                retry.push(r.retry_after_seconds.unwrap());
            }
        }
    }
    assert_eq!(
        allowed, 20,
        "the two replicas together admit the limit, no more"
    );
    // Twenty a minute are spaced three seconds apart.
    assert!(retry.iter().all(|s| (1..=3).contains(s)), "{retry:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_hold_the_combined_token_rate_and_settle_across() {
    let redis = RedisServer::start();
    let (a, b) = (replica(&redis.url()).await, replica(&redis.url()).await);
    let mut config = LimitConfig::default();
    config.tenant.tokens_per_minute = Some(1_000);
    let mut held = Vec::new();
    for i in 0..30 {
        let limiter = if i % 2 == 0 { &a } else { &b };
        if let Decision::Allowed(r) = limiter
            .reserve(&config, "ns/agent", "s", 100)
            .await
            .unwrap()
        {
            held.push(r);
        }
    }
    assert_eq!(held.len(), 10);
    assert!(!is_allowed(
        &b.reserve(&config, "ns/agent", "s", 100).await.unwrap()
    ));
    // A reservation made through one replica can be settled through the other: the
    // real usage was half the estimate for four requests, giving back 200 tokens.
    for r in held.iter().take(4) {
        b.settle(r, Some(50)).await.unwrap();
    }
    assert!(is_allowed(
        &a.reserve(&config, "ns/agent", "s", 200).await.unwrap()
    ));
    assert!(!is_allowed(
        &a.reserve(&config, "ns/agent", "s", 100).await.unwrap()
    ));
}

#[tokio::test]
async fn budgets_refuse_before_the_spend_and_settle_with_real_usage() {
    let redis = RedisServer::start();
    let limiter = replica(&redis.url()).await;
    let config = LimitConfig {
        session_tokens: Some(1_000),
        tenant_tokens_per_day: Some(5_000),
        ..LimitConfig::default()
    };
    let Decision::Allowed(first) = limiter.reserve(&config, "t", "s", 600).await.unwrap() else {
        panic!("first request refused")
    };
    let Decision::Refused(r) = limiter.reserve(&config, "t", "s", 600).await.unwrap() else {
        panic!("budget overrun allowed")
    };
    assert_eq!(r.scope, LimitScope::SessionBudget);
    assert_eq!(r.retry_after_seconds, None);
    limiter.settle(&first, Some(300)).await.unwrap();
    assert!(is_allowed(
        &limiter.reserve(&config, "t", "s", 600).await.unwrap()
    ));
    assert!(!is_allowed(
        &limiter.reserve(&config, "t", "s", 101).await.unwrap()
    ));
    // Other sessions draw on the tenant's daily budget: 900 spent, 4,100 left.
    assert!(is_allowed(
        &limiter.reserve(&config, "t", "s2", 1_000).await.unwrap()
    ));
    for s in ["s3", "s4", "s5"] {
        assert!(is_allowed(
            &limiter.reserve(&config, "t", s, 1_000).await.unwrap()
        ));
    }
    let Decision::Refused(r) = limiter.reserve(&config, "t", "s6", 1_000).await.unwrap() else {
        panic!("daily budget overrun allowed")
    };
    assert_eq!(r.scope, LimitScope::TenantDailyBudget);
    let to_midnight = r.retry_after_seconds.unwrap();
    assert!((1..=86_400).contains(&to_midnight), "{to_midnight}");
}

#[tokio::test]
async fn keys_live_under_the_tenant_tag_and_expire() {
    let redis = RedisServer::start();
    let c = client(&redis.url()).await;
    let limiter = Limiter::Redis(RedisLimiter::new(c.clone()));
    let mut config = LimitConfig::default();
    config.tenant.requests_per_minute = Some(10);
    config.tenant.tokens_per_minute = Some(10_000);
    config.session.requests_per_minute = Some(10);
    config.session.tokens_per_minute = Some(10_000);
    config.session_tokens = Some(10_000);
    config.tenant_tokens_per_day = Some(10_000);
    config.session_ttl_seconds = 120;
    assert!(is_allowed(
        &limiter.reserve(&config, "ns/agent", "s", 5).await.unwrap()
    ));
    let keys: Vec<String> = c
        .eval(
            "return redis.call('KEYS', '*')",
            Vec::<String>::new(),
            Vec::<String>::new(),
        )
        .await
        .unwrap();
    assert_eq!(keys.len(), 6, "{keys:?}");
    for k in &keys {
        assert!(k.starts_with("argus:{ns/agent}:"), "{k}");
        let ttl: i64 = c
            .eval(
                "return redis.call('PTTL', KEYS[1])",
                vec![k.clone()],
                Vec::<String>::new(),
            )
            .await
            .unwrap();
        assert!(ttl > 0, "{k} has no expiry ({ttl})");
    }
}

#[tokio::test]
async fn an_outage_is_an_error_for_the_failure_mode_to_handle() {
    let mut redis = RedisServer::start();
    let limiter = replica(&redis.url()).await;
    let mut config = LimitConfig::default();
    config.tenant.requests_per_minute = Some(10);
    redis.stop();
    let err = limiter.reserve(&config, "t", "s", 1).await.unwrap_err();
    assert!(matches!(err, LimitError::Unavailable(_)), "{err}");
}

#[tokio::test]
async fn absurd_token_counts_are_refused_not_errors() {
    let redis = RedisServer::start();
    let limiter = replica(&redis.url()).await;
    let config = LimitConfig {
        session_tokens: Some(1_000),
        ..LimitConfig::default()
    };
    // A client asking for u64::MAX output tokens gets a refusal, not a store failure.
    let Decision::Refused(r) = limiter.reserve(&config, "t", "s", u64::MAX).await.unwrap() else {
        panic!("allowed")
    };
    assert_eq!(r.scope, LimitScope::SessionBudget);
    let Decision::Allowed(res) = limiter.reserve(&config, "t", "s", 10).await.unwrap() else {
        panic!("refused")
    };
    limiter.settle(&res, Some(u64::MAX)).await.unwrap();
    assert!(!is_allowed(
        &limiter.reserve(&config, "t", "s", 1).await.unwrap()
    ));
}

/// The in-process limiter (local mode) and the Redis one decide alike.
#[tokio::test]
async fn memory_and_redis_backends_agree() {
    use argus_sidecar::limits::MemoryLimiter;
    let redis = RedisServer::start();
    let backends = [
        Limiter::Memory(MemoryLimiter::default()),
        replica(&redis.url()).await,
    ];
    let mut config = LimitConfig {
        session_tokens: Some(5_000),
        tenant_tokens_per_day: Some(4_000),
        ..LimitConfig::default()
    };
    config.tenant.tokens_per_minute = Some(3_000);
    config.session.requests_per_minute = Some(4);
    let script: [(&str, u64); 9] = [
        ("a", 1_000),
        ("a", 1_000),
        ("b", 900),
        ("b", 200),
        ("a", 10),
        ("a", 10),
        ("a", 10),
        ("c", 5_000),
        ("c", 4_500),
    ];
    let mut outcomes: Vec<Vec<String>> = Vec::new();
    for limiter in &backends {
        let mut seen = Vec::new();
        for (session, tokens) in script {
            seen.push(
                match limiter
                    .reserve(&config, "t", session, tokens)
                    .await
                    .unwrap()
                {
                    Decision::Allowed(_) => "allowed".to_string(),
                    Decision::Refused(r) => format!(
                        "{} {:?}",
                        r.scope.as_str(),
                        r.retry_after_seconds.map(|s| s / 5)
                    ),
                },
            );
        }
        outcomes.push(seen);
    }
    assert_eq!(outcomes[0], outcomes[1]);
    assert!(
        outcomes[0].iter().any(|o| o.starts_with("tenant_tokens")),
        "{:?}",
        outcomes[0]
    );
}

/// The security gate's per-tool rate across replicas: each counts its own calls at once
/// and adds the other replicas' as Redis last reported them.
#[tokio::test]
async fn tool_call_rates_are_shared_across_replicas_through_redis() {
    use argus_sidecar::ToolRates;
    let redis = RedisServer::start();
    // Counts are per calendar minute: keep clear of a minute's last seconds.
    let into_minute = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs()
            % 60
    };
    while into_minute() > 50 {
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let tenant: std::sync::Arc<str> = "ns/agent".into();
    let (a, b) = (ToolRates::default(), ToolRates::default());
    let (ca, cb) = (client(&redis.url()).await, client(&redis.url()).await);
    let background = tokio_util::task::TaskTracker::new();
    for n in 1..=3 {
        assert_eq!(
            a.hit(&tenant, "issue_refund", Some(ca.clone()), &background),
            n
        );
    }
    background.close();
    background.wait().await;
    // Replica b has not heard from Redis yet: its first call counts alone …
    let background = tokio_util::task::TaskTracker::new();
    assert_eq!(
        b.hit(&tenant, "issue_refund", Some(cb.clone()), &background),
        1
    );
    background.close();
    background.wait().await;
    // … its next one counts a's three as well; another tool is counted apart.
    let background = tokio_util::task::TaskTracker::new();
    assert_eq!(
        b.hit(&tenant, "issue_refund", Some(cb.clone()), &background),
        5
    );
    assert_eq!(b.hit(&tenant, "lookup_order", Some(cb), &background), 1);
}
