#![allow(clippy::unwrap_used)]
//! The operator's per-namespace Redis clients (audit API and console) against a mocked
//! API server (the store's Secret) and a real Redis (issue 27): a store that is not up
//! yet is a 503 naming why, at once; once it answers it is used; after it restarts the
//! API answers again without an operator restart.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use argus_audit::Record;
use argus_operator::{AuditApi, AuditOp, ChainSource, ClusterChains};
use http::{Method, Request, Response, StatusCode};
use http_body_util::BodyExt;
use k8s_openapi::ByteString;
use k8s_openapi::api::core::v1::Secret;
use kube::client::Body;
use serde_json::Value;

use crate::api_support::RedisServer;

const PASSWORD: &str = "store-password";

/// An API server that answers every read of the store's Secret in namespace `shop`;
/// counts them.
fn secrets_server() -> (kube::Client, Arc<AtomicUsize>) {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let reads = Arc::new(AtomicUsize::new(0));
    let counted = reads.clone();
    tokio::spawn(async move {
        while let Some((request, send)) = handle.next_request().await {
            assert_eq!(
                (request.method(), request.uri().path()),
                (&Method::GET, "/api/v1/namespaces/shop/secrets/redis-argus")
            );
            counted.fetch_add(1, Ordering::SeqCst);
            let secret = Secret {
                metadata: kube::api::ObjectMeta {
                    name: Some("redis-argus".into()),
                    namespace: Some("shop".into()),
                    ..Default::default()
                },
                data: Some(
                    [("password".to_string(), ByteString(PASSWORD.into()))]
                        .into_iter()
                        .collect(),
                ),
                ..Default::default()
            };
            send.send_response(
                Response::builder()
                    .body(Body::from(serde_json::to_vec(&secret).unwrap()))
                    .unwrap(),
            );
        }
    });
    (kube::Client::new(service, "default"), reads)
}

async fn query(api: &AuditApi) -> (StatusCode, Value) {
    let resp = api.handle("shop", AuditOp::Query, "").await;
    let status = resp.status();
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&body).unwrap())
}

/// Polls the query until it answers 200 (30 s at most); its last answer.
async fn query_until_ok(api: &AuditApi) -> (StatusCode, Value) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let answer = query(api).await;
        if answer.0 == StatusCode::OK || Instant::now() > deadline {
            return answer;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_audit_api_uses_a_store_that_comes_up_late_and_again_after_it_restarts() {
    let port = RedisServer::free_port();
    let (client, secret_reads) = secrets_server();
    let chains = Arc::new(ClusterChains::with_urls(
        client,
        Arc::new(move |_| format!("redis://127.0.0.1:{port}")),
    ));
    let api = AuditApi {
        source: chains.clone(),
    };

    // Nothing listens yet: a 503 that says why, without waiting long.
    let started = Instant::now();
    let (status, body) = query(&api).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("cannot reach the namespace's Redis"),
        "{body}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(15),
        "{:?}",
        started.elapsed()
    );

    // The store comes up: used from the next call on.
    let mut redis = RedisServer::start_on_with_password(port, PASSWORD);
    let (status, body) = query_until_ok(&api).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let store = chains.chains("shop").await.unwrap();
    store
        .append(
            "shop/refunds",
            Record::new("shop/refunds", "llm_call"),
            &mut None,
        )
        .await
        .unwrap();
    let (_, body) = query(&api).await;
    assert_eq!(body["entries"].as_array().unwrap().len(), 1, "{body}");
    let reads_before_restart = secret_reads.load(Ordering::SeqCst);

    // It restarts (empty): the API answers again, with what is written from then on.
    redis.restart();
    let (status, body) = query_until_ok(&api).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "after the store restarted the API still answers {status}: {body}"
    );
    let store = chains.chains("shop").await.unwrap();
    store
        .append(
            "shop/refunds",
            Record::new("shop/refunds", "llm_call"),
            &mut None,
        )
        .await
        .unwrap();
    let (status, body) = query(&api).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let entries = body["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{body}");
    assert_eq!(
        entries[0]["seq"], 1,
        "a new chain after the restart: {body}"
    );
    // The kept client reconnected by itself (or was made again from the Secret once):
    // no read of the Secret per request.
    assert!(
        secret_reads.load(Ordering::SeqCst) <= reads_before_restart + 1,
        "the Secret was read {} times",
        secret_reads.load(Ordering::SeqCst)
    );
}
