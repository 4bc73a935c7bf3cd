//! The console's entries in a real Redis, where the operator's console reads them: a
//! pod's sidecar (no local console) ships each session's timeline to a capped stream,
//! its summary and place among the tenant's sessions, and per-minute counters; a full
//! queue drops and counts instead of waiting.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_crds::{RedisConnection, console as keys};
use argus_mock_llm::{MockServer, Script};
use argus_sidecar::Feed;
use argus_sidecar::SessionKey;
use argus_sidecar::timeline::{Call, Refused, Step, Timeline, ViolationNote, What};
use fred::prelude::*;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use support::RedisServer;
use support::*;

fn key(tenant: &str, session: &str) -> SessionKey {
    SessionKey {
        tenant: tenant.into(),
        session: session.into(),
    }
}

/// Waits until the feed has handled `n` entries (10 s is far beyond a loaded machine's
/// few milliseconds).
async fn handled(feed: &Feed, n: u64) {
    let mut rx = feed.handled();
    tokio::time::timeout(Duration::from_secs(10), rx.wait_for(|h| *h >= n))
        .await
        .expect("the feed did not write its entries within 10 s")
        .unwrap();
}

fn step(to: &str, violated: bool) -> What {
    What::Step(Step {
        from: "start".into(),
        state: to.into(),
        result: "valid".into(),
        violations: if violated {
            vec![ViolationNote {
                constraint: "verify_first".into(),
                severity: "error".into(),
            }]
        } else {
            Vec::new()
        },
        workflow: "support".into(),
        ..Step::default()
    })
}

#[tokio::test]
async fn a_sessions_timeline_summary_and_minute_counts_land_in_redis_capped() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let counts = Family::<argus_sidecar::metrics::Reason, Counter>::default();
    let timeline = Timeline::new(8);
    // As in a pod: no local console, yet the cluster's console gets everything.
    timeline.turn_off();
    assert!(
        timeline
            .ship_to(Feed::start(client.clone(), counts.clone()))
            .is_ok()
    );
    let tenant = "shop/support-agent";
    let minute = 29_000_000u64;
    let at = minute * 60_000;
    let n = 600u64;
    for i in 0..n {
        timeline.record_at(
            &key(tenant, "s-1"),
            What::Call(Call {
                model: format!("m-{i}"),
                input_tokens: 2,
                output_tokens: 3,
                ..Call::default()
            }),
            at + i,
        );
    }
    timeline.record_at(&key(tenant, "s-1"), step("verify", true), at + n);
    timeline.record_at(
        &key(tenant, "s-2"),
        What::Refusal(Refused {
            error: "rate_limited".into(),
            status: 429,
            message: "slow down".into(),
        }),
        at + n + 1,
    );
    let feed = timeline.feed().unwrap();
    handled(feed, n + 2).await;

    let stream = keys::timeline_key(tenant, "s-1");
    let len: u64 = client.xlen(&stream).await.unwrap();
    // `MAXLEN ~` trims whole stream nodes (100 entries by default).
    assert!(
        (keys::TIMELINE_ENTRIES..=keys::TIMELINE_ENTRIES + 100).contains(&len),
        "capped near {}: {len}",
        keys::TIMELINE_ENTRIES
    );
    let newest: Vec<(String, Vec<(String, String)>)> =
        client.xrevrange(&stream, "+", "-", Some(2)).await.unwrap();
    let last: serde_json::Value = serde_json::from_str(&newest[0].1[0].1).unwrap();
    assert_eq!(newest[0].1[0].0, keys::FIELD_ENTRY);
    assert_eq!(last["kind"], "step");
    assert_eq!(last["state"], "verify");
    assert_eq!(last["workflow"], "support");
    let before: serde_json::Value = serde_json::from_str(&newest[1].1[0].1).unwrap();
    assert_eq!(before["model"], format!("m-{}", n - 1), "in order");
    let ttl: i64 = client.ttl(&stream).await.unwrap();
    assert!(ttl > 0 && ttl <= keys::RETENTION_SECONDS, "{ttl}");

    let summary: Vec<Option<String>> = client
        .hmget(
            keys::session_key(tenant, "s-1"),
            keys::SUMMARY_FIELDS.to_vec(),
        )
        .await
        .unwrap();
    let trace = argus_sidecar::trace_id(&key(tenant, "s-1"));
    let at_s = at.to_string();
    let last_s = (at + n).to_string();
    let calls = n.to_string();
    let tokens = (5 * n).to_string();
    assert_eq!(
        summary
            .iter()
            .map(|f| f.as_deref().unwrap_or("-"))
            .collect::<Vec<_>>(),
        [
            "verify", "support", &trace, &at_s, &last_s, &calls, "1", "0", &tokens
        ]
    );

    let sessions: Vec<(String, f64)> = client
        .zrange(keys::sessions_key(tenant), 0, -1, None, false, None, true)
        .await
        .unwrap();
    assert_eq!(
        sessions,
        [
            ("s-1".into(), (at + n) as f64),
            ("s-2".into(), (at + n + 1) as f64)
        ]
    );

    let counted: Vec<Option<u64>> = client
        .hmget(
            keys::minute_key(tenant, minute),
            keys::MINUTE_FIELDS.to_vec(),
        )
        .await
        .unwrap();
    assert_eq!(counted, [Some(n), Some(1), Some(1), None]);
    let by_constraint: Option<u64> = client
        .hget(
            keys::minute_key(tenant, minute),
            keys::violation_field("support", "verify_first"),
        )
        .await
        .unwrap();
    assert_eq!(
        by_constraint,
        Some(1),
        "violations per workflow and constraint"
    );
    let ttl: i64 = client.ttl(keys::minute_key(tenant, minute)).await.unwrap();
    assert!(ttl > 3600 && ttl <= keys::MINUTE_TTL_SECONDS, "{ttl}");
    let tenants: Vec<String> = client.smembers(keys::tenants_key("shop")).await.unwrap();
    assert_eq!(tenants, [tenant]);
    let shipped = counts
        .get_or_create(&argus_sidecar::metrics::Reason {
            reason: "shipped".into(),
        })
        .get();
    assert_eq!(shipped, n + 2);
}

#[tokio::test]
async fn a_full_queue_drops_and_counts_instead_of_waiting() {
    let redis = RedisServer::start();
    let counts = Family::<argus_sidecar::metrics::Reason, Counter>::default();
    let timeline = Timeline::new(8);
    timeline.turn_off();
    assert!(
        timeline
            .ship_to(Feed::with_queue(redis.client().await, counts.clone(), 4))
            .is_ok()
    );
    // On this single-threaded test runtime the writer cannot run between these calls:
    // the queue takes 4, the rest are dropped at once.
    for i in 0..10 {
        timeline.record_at(&key("shop/a", "s"), What::Call(Call::default()), 1000 + i);
    }
    let get = |r: &str| {
        counts
            .get_or_create(&argus_sidecar::metrics::Reason { reason: r.into() })
            .get()
    };
    assert_eq!(get("dropped"), 6);
    handled(timeline.feed().unwrap(), 4).await;
    assert_eq!(get("shipped"), 4);
}

#[tokio::test]
async fn a_pods_sidecar_ships_what_the_proxy_records() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("Let me check that for you."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(&mock.url(), &key_file(dir.path()), Some(support_workflow()));
    cfg.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    // A pod's admin port: beyond loopback, so no local console is served.
    cfg.listen.admin = "0.0.0.0:0".into();
    cfg.tenant = Some("shop/support-agent".into());
    let sidecar = start(cfg).await;
    let answer = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("pod-session", "where is my order"),
        &[],
    )
    .await;
    assert_eq!(answer.status, 200);
    let feed = sidecar
        .state
        .obs
        .timeline
        .feed()
        .expect("a sidecar with Redis ships");
    // The call and its workflow step.
    handled(feed, 2).await;
    let client = redis.client().await;
    let entries: Vec<(String, Vec<(String, String)>)> = client
        .xrange(
            keys::timeline_key("shop/support-agent", "pod-session"),
            "-",
            "+",
            None,
        )
        .await
        .unwrap();
    let kinds: Vec<String> = entries
        .iter()
        .map(|(_, f)| {
            serde_json::from_str::<serde_json::Value>(&f[0].1).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(kinds.contains(&"call".to_string()), "{kinds:?}");
    assert!(kinds.contains(&"step".to_string()), "{kinds:?}");
    let admin = get_admin(&sidecar).await;
    assert_eq!(admin, 404, "no local console on a pod's admin port");
}

async fn get_admin(sidecar: &argus_sidecar::Sidecar) -> u16 {
    send(
        sidecar.admin_addr,
        "GET",
        "/console/api/sessions",
        bytes::Bytes::new(),
        &[],
    )
    .await
    .status
    .as_u16()
}
