#![allow(clippy::unwrap_used)]
//! The operator's console in cluster mode reads what sidecars ship to a real Redis: the
//! Overview's last-hour counts per namespace (its workloads, pods and approvals from the
//! reflector stores, never listed per request), the namespace's sessions, a session's
//! timeline in the local console's shape, and live counts per workflow state and the
//! last hour's violations per constraint. Sessions
//! need the audit trail's right.

use std::sync::Arc;
use std::time::Duration;

use argus_crds::console as keys;
use argus_operator::{AuditApi, Authorizer, ConsoleApi, UserClients};
use fred::prelude::*;
use http::{Request, Response, StatusCode};
use http_body_util::{BodyExt, Full};
use kube::client::Body;
use serde_json::{Value, json};

use crate::api_support::RedisServer;
use crate::api_support::console::{NoChains, OneRedis, put, stores};
use crate::api_support::reviews::{ACCESS_REVIEWS, Handle, TOKEN_REVIEWS, answer as review};

struct NoUsers;

impl UserClients for NoUsers {
    fn client(&self, _: &str) -> Result<kube::Client, String> {
        Err("no decisions in this test".into())
    }
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

fn jo() -> Value {
    json!({"authenticated": true, "user": {"username": "jo@example.com", "groups": ["system:authenticated"]}})
}

fn console(redis: Client, stores: argus_operator::ClusterStores) -> (Arc<ConsoleApi>, Handle) {
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let client = kube::Client::new(service, "default");
    let api = Arc::new(ConsoleApi {
        auth: Authorizer::new(client.clone()),
        audit: AuditApi {
            source: Arc::new(NoChains),
        },
        client,
        as_user: Arc::new(NoUsers),
        stores,
        sessions: Arc::new(OneRedis(Some(redis))),
        shutdown: tokio::sync::watch::channel(false).1,
    });
    (api, handle)
}

async fn get(api: &Arc<ConsoleApi>, path: &str) -> (StatusCode, Value) {
    let req = Request::get(path)
        .header("authorization", "Bearer jo-token")
        .body(Full::new(bytes::Bytes::new()))
        .unwrap();
    let resp = tokio::time::timeout(Duration::from_secs(10), api.clone().handle(req))
        .await
        .expect("the console did not answer within 10 s (did it ask the API server for more?)");
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&bytes).unwrap())
}

/// Writes a session as a sidecar's feed does: `steps` calls each followed by a step
/// into `state`, in the key layout of `argus_crds::console`.
async fn seed(redis: &Client, tenant: &str, session: &str, steps: u64, state: &str, at: u64) {
    for i in 0..steps {
        for entry in [
            json!({"seq": 2 * i + 1, "atMs": at + i, "kind": "call", "api": "openai_chat", "provider": "openai",
                "model": format!("m-{i}"), "status": 200, "outcome": "ok", "inputTokens": 2, "outputTokens": 3,
                "latencyMs": 1.5, "toolCalls": 0}),
            json!({"seq": 2 * i + 2, "atMs": at + i, "kind": "step", "from": "start", "state": state,
                "method": "pattern", "confidence": 0.9, "result": "valid", "violations": [], "workflow": "support"}),
        ] {
            let _: String = redis
                .xadd(
                    keys::timeline_key(tenant, session),
                    false,
                    ("MAXLEN", "~", keys::TIMELINE_ENTRIES as i64),
                    "*",
                    vec![(keys::FIELD_ENTRY, entry.to_string())],
                )
                .await
                .unwrap();
        }
    }
    let _: () = redis
        .hset(
            keys::session_key(tenant, session),
            vec![
                (keys::FIELD_STATE, state.to_string()),
                (keys::FIELD_WORKFLOW, "support".to_string()),
                (keys::FIELD_TRACE, format!("trace-{session}")),
                ("firstMs", at.to_string()),
                ("lastMs", (at + steps).to_string()),
                ("calls", steps.to_string()),
                ("violations", "0".to_string()),
                ("refusals", "0".to_string()),
                ("tokens", (5 * steps).to_string()),
            ],
        )
        .await
        .unwrap();
    let _: () = redis
        .zadd(
            keys::sessions_key(tenant),
            None,
            None,
            false,
            false,
            ((at + steps) as f64, session),
        )
        .await
        .unwrap();
    let ns = tenant.split('/').next().unwrap();
    let _: () = redis.sadd(keys::tenants_key(ns), tenant).await.unwrap();
}

#[tokio::test]
async fn the_overview_reads_the_stores_and_sums_the_last_hour_of_every_tenant() {
    let server = RedisServer::start();
    let redis = server.client().await;
    let now = now_ms();
    let minute = now / 60_000;
    for (tenant, m, requests, violations, refusals) in [
        ("shop/support-agent", minute, 5, 1, 0),
        ("shop/support-agent", minute - 30, 7, 0, 2),
        ("shop/returns", minute - 59, 1, 1, 1),
        // Older than an hour: not counted.
        ("shop/returns", minute - 61, 100, 100, 100),
    ] {
        let _: () = redis
            .hset(
                keys::minute_key(tenant, m),
                vec![
                    ("requests", requests),
                    ("violations", violations),
                    ("refusals", refusals),
                ],
            )
            .await
            .unwrap();
        let _: () = redis.sadd(keys::tenants_key("shop"), tenant).await.unwrap();
    }
    let (cluster, mut w) = stores();
    put(&mut w.namespaces, json!({"metadata": {"name": "shop"}}));
    put(
        &mut w.deployments,
        json!({"metadata": {"name": "support", "namespace": "shop", "annotations": {
            "argus.dev/inject": "true", "argus.dev/workflow": "support", "argus.dev/actor": "support-agent"}},
            "spec": {"replicas": 1, "selector": {}, "template": {}}, "status": {"readyReplicas": 1}}),
    );
    put(
        &mut w.pods,
        json!({"metadata": {"name": "support-1", "namespace": "shop"}, "status": {"phase": "Running",
            "initContainerStatuses": [{"name": "argus-sidecar", "ready": true, "restartCount": 0, "image": "", "imageID": ""}]}}),
    );
    put(
        &mut w.approvals,
        json!({"metadata": {"name": "a1", "namespace": "shop"}, "spec": {"tenant": "shop/support-agent",
            "actor": "support-agent", "session": "s", "tool": "issue_refund", "arguments": "{}", "argumentsSha256": "00",
            "tier": "MODIFY", "route": "r", "expiresAt": "2030-01-01T00:00:00Z"}}),
    );
    let (api, mut k8s) = console(redis, cluster);
    // Only the reviews reach the API server: a listing would find no answer and time out.
    let reviews = tokio::spawn(async move {
        review(&mut k8s, TOKEN_REVIEWS, jo()).await;
        review(&mut k8s, ACCESS_REVIEWS, json!({"allowed": true})).await
    });
    let (status, body) = get(&api, "/console/api/overview").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let sar = reviews.await.unwrap();
    assert_eq!(sar["spec"]["resourceAttributes"]["resource"], "pods");
    let shop = &body["namespaces"][0];
    assert_eq!(shop["name"], "shop");
    assert_eq!(shop["pods"][0]["name"], "support-1");
    assert_eq!(shop["workloads"][0]["name"], "support");
    assert_eq!(shop["pendingApprovals"], 1);
    assert_eq!(
        shop["lastHour"],
        json!({"requests": 13, "violations": 2, "refusals": 3, "interventions": 0})
    );
}

#[tokio::test]
async fn a_sessions_timeline_is_served_in_the_local_consoles_shape() {
    let server = RedisServer::start();
    let redis = server.client().await;
    let at = now_ms() - 10_000;
    seed(&redis, "shop/support-agent", "s 1/é", 200, "verify", at).await;
    seed(&redis, "shop/returns", "s-2", 1, "greet", at + 5_000).await;
    let (api, mut k8s) = console(redis, stores().0);
    let reviews = tokio::spawn(async move {
        let mut asked = Vec::new();
        for _ in 0..2 {
            review(&mut k8s, TOKEN_REVIEWS, jo()).await;
            asked.push(review(&mut k8s, ACCESS_REVIEWS, json!({"allowed": true})).await);
        }
        asked
    });
    let (status, list) = get(&api, "/console/api/namespaces/shop/sessions").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let listed: Vec<(&str, &str)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["tenant"].as_str().unwrap(),
                s["session"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [("shop/returns", "s-2"), ("shop/support-agent", "s 1/é")],
        "most recently active first"
    );
    assert_eq!(list[1]["state"], "verify");
    assert_eq!(list[1]["calls"], 200);

    let (status, detail) = get(
        &api,
        "/console/api/namespaces/shop/sessions/support-agent/s%201%2F%C3%A9",
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    let entries = detail["entries"].as_array().unwrap();
    assert_eq!(entries.len() as u64, keys::TIMELINE_ENTRIES);
    assert_eq!(
        entries[0]["model"], "m-72",
        "the newest 256 of 400, oldest first"
    );
    assert_eq!(entries[255]["kind"], "step");
    assert_eq!(detail["session"], "s 1/é");
    assert_eq!(detail["traceId"], "trace-s 1/é");
    assert_eq!(detail["tokens"], 1000);
    let asked = reviews.await.unwrap();
    for sar in asked {
        assert_eq!(
            sar["spec"]["resourceAttributes"],
            json!({"namespace": "shop", "verb": "get", "group": "argus.dev", "resource": "gatestacks"}),
            "sessions need the audit trail's right"
        );
    }
}

#[tokio::test]
async fn sessions_are_refused_without_the_audit_right_and_unknown_ones_are_404() {
    let server = RedisServer::start();
    let (api, mut k8s) = console(server.client().await, stores().0);
    let reviews = tokio::spawn(async move {
        review(&mut k8s, TOKEN_REVIEWS, jo()).await;
        review(&mut k8s, ACCESS_REVIEWS, json!({"allowed": false})).await;
        review(&mut k8s, TOKEN_REVIEWS, jo()).await;
        review(&mut k8s, ACCESS_REVIEWS, json!({"allowed": true})).await;
    });
    let (status, body) = get(&api, "/console/api/namespaces/shop/sessions").await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(body.to_string().contains("get gatestacks"), "{body}");
    let (status, body) = get(&api, "/console/api/namespaces/shop/sessions/a/none").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body.to_string().contains("no recorded session"), "{body}");
    reviews.await.unwrap();
}

#[tokio::test]
async fn workflows_carry_live_session_counts_per_state() {
    let server = RedisServer::start();
    let redis = server.client().await;
    let now = now_ms();
    seed(&redis, "shop/support-agent", "a", 1, "verify", now - 1_000).await;
    seed(&redis, "shop/support-agent", "b", 1, "verify", now - 2_000).await;
    seed(&redis, "shop/returns", "c", 1, "refund", now - 3_000).await;
    // Idle for more than an hour: no longer counted as in a state.
    seed(
        &redis,
        "shop/returns",
        "old",
        1,
        "refund",
        now - 2 * 3_600_000,
    )
    .await;
    for (tenant, minute, n) in [
        ("shop/support-agent", now / 60_000, 2),
        ("shop/returns", now / 60_000 - 10, 1),
        // Older than an hour: not counted.
        ("shop/returns", now / 60_000 - 70, 50),
    ] {
        let _: () = redis
            .hset(
                keys::minute_key(tenant, minute),
                (keys::violation_field("support", "verify-first"), n),
            )
            .await
            .unwrap();
    }
    let (api, mut k8s) = console(redis, stores().0);
    let server = tokio::spawn(async move {
        review(&mut k8s, TOKEN_REVIEWS, jo()).await;
        review(&mut k8s, ACCESS_REVIEWS, json!({"allowed": true})).await;
        let (request, send) = k8s.next_request().await.unwrap();
        assert!(
            request.uri().path().ends_with("/namespaces/shop/workflows"),
            "{}",
            request.uri()
        );
        let list = json!({"apiVersion": "argus.dev/v1alpha1", "kind": "WorkflowList", "metadata": {},
            "items": [{"apiVersion": "argus.dev/v1alpha1", "kind": "Workflow",
                "metadata": {"name": "support", "namespace": "shop"},
                "spec": {"states": [{"name": "verify", "initial": true}, {"name": "refund", "terminal": true}],
                    "transitions": [{"from": "verify", "to": "refund"}]}}]});
        send.send_response(
            Response::builder()
                .body(Body::from(serde_json::to_vec(&list).unwrap()))
                .unwrap(),
        );
    });
    let (status, body) = get(&api, "/console/api/namespaces/shop/workflows").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    server.await.unwrap();
    assert_eq!(
        body["workflows"][0]["sessionsPerState"],
        json!({"verify": 2, "refund": 1})
    );
    assert_eq!(
        body["workflows"][0]["violationsByConstraint"],
        json!({"verify-first": 3})
    );
}

#[tokio::test]
async fn new_session_activity_is_a_sessions_change_event() {
    use futures::StreamExt;
    let server = RedisServer::start();
    let redis = server.client().await;
    let now = now_ms();
    seed(&redis, "shop/support-agent", "a", 1, "verify", now - 10_000).await;
    let mut changes = Box::pin(argus_operator::session_changes(
        redis.clone(),
        "shop".into(),
        None,
        Duration::from_millis(20),
    ));
    // Nothing moves: no event (the first look only sets where the page stands).
    assert!(
        tokio::time::timeout(Duration::from_millis(300), changes.next())
            .await
            .is_err(),
        "no activity, no event"
    );
    seed(&redis, "shop/returns", "b", 1, "refund", now).await;
    let got = tokio::time::timeout(Duration::from_secs(10), changes.next())
        .await
        .expect("no sessions event within 10 s of new activity");
    assert_eq!(got, Some("sessions"));

    // Opened with what the page read: the very next activity is news.
    let seen = argus_operator::newest_session_activity(&redis, "shop")
        .await
        .unwrap();
    let mut changes = Box::pin(argus_operator::session_changes(
        redis.clone(),
        "shop".into(),
        Some(seen),
        Duration::from_millis(20),
    ));
    seed(&redis, "shop/returns", "c", 1, "refund", now + 1).await;
    let got = tokio::time::timeout(Duration::from_secs(10), changes.next())
        .await
        .expect("no sessions event within 10 s of new activity");
    assert_eq!(got, Some("sessions"));
}
