#![allow(clippy::unwrap_used)]
//! Leader election against a mocked API server: the first replica creates the Lease,
//! a replica losing the write race (409) follows, and a holder renews in place.

use std::time::Duration;

use argus_operator::LeaderElector;
use http::{Method, Request, Response};
use kube::Client;
use kube::client::Body;
use serde_json::{Value, json};

type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;
const LEASE: &str = "/apis/coordination.k8s.io/v1/namespaces/argus-system/leases/argus-operator";
const LEASES: &str = "/apis/coordination.k8s.io/v1/namespaces/argus-system/leases";

async fn expect(
    handle: &mut Handle,
    method: Method,
    path: &str,
    code: u16,
    answer: Option<Value>,
) -> Value {
    let (request, send) = tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(request.method(), method);
    assert_eq!(request.uri().path(), path);
    let bytes = request.into_body().collect_bytes().await.unwrap();
    let body: Value = if bytes.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&bytes).unwrap()
    };
    let answer = answer.unwrap_or_else(|| body.clone());
    send.send_response(
        Response::builder()
            .status(code)
            .body(Body::from(serde_json::to_vec(&answer).unwrap()))
            .unwrap(),
    );
    body
}

fn status(code: u16, reason: &str) -> Value {
    json!({"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": reason, "code": code, "message": reason})
}

fn elector(client: Client, identity: &str) -> LeaderElector {
    LeaderElector::new(
        client,
        "argus-system",
        "argus-operator",
        identity,
        Duration::from_secs(15),
    )
}

#[tokio::test]
async fn first_replica_creates_the_lease() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let e = elector(Client::new(service, "default"), "operator-a");
    let server = tokio::spawn(async move {
        expect(
            &mut handle,
            Method::GET,
            LEASE,
            404,
            Some(status(404, "NotFound")),
        )
        .await;
        expect(&mut handle, Method::POST, LEASES, 201, None).await
    });
    assert!(e.try_acquire().await.unwrap());
    let created = server.await.unwrap();
    assert_eq!(created["spec"]["holderIdentity"], "operator-a");
    assert_eq!(created["spec"]["leaseDurationSeconds"], 15);
}

#[tokio::test]
async fn losing_the_write_race_means_following() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let e = elector(Client::new(service, "default"), "operator-b");
    let server = tokio::spawn(async move {
        expect(
            &mut handle,
            Method::GET,
            LEASE,
            404,
            Some(status(404, "NotFound")),
        )
        .await;
        expect(
            &mut handle,
            Method::POST,
            LEASES,
            409,
            Some(status(409, "AlreadyExists")),
        )
        .await;
    });
    assert!(!e.try_acquire().await.unwrap());
    server.await.unwrap();
}

#[tokio::test]
async fn a_live_holder_is_followed_and_the_holder_renews() {
    let now = k8s_openapi::jiff::Timestamp::now();
    let lease = json!({
        "apiVersion": "coordination.k8s.io/v1", "kind": "Lease",
        "metadata": {"name": "argus-operator", "namespace": "argus-system", "resourceVersion": "7"},
        "spec": {"holderIdentity": "operator-a", "leaseDurationSeconds": 15,
                 "renewTime": now.strftime("%Y-%m-%dT%H:%M:%S%.6fZ").to_string(), "leaseTransitions": 2}
    });
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let client = Client::new(service, "default");
    let follower = elector(client.clone(), "operator-b");
    let holder = elector(client, "operator-a");
    let l = lease.clone();
    let server = tokio::spawn(async move {
        expect(&mut handle, Method::GET, LEASE, 200, Some(l.clone())).await;
        expect(&mut handle, Method::GET, LEASE, 200, Some(l)).await;
        expect(&mut handle, Method::PUT, LEASE, 200, None).await
    });
    assert!(!follower.try_acquire().await.unwrap());
    assert!(holder.try_acquire().await.unwrap());
    let renewed = server.await.unwrap();
    assert_eq!(renewed["metadata"]["resourceVersion"], "7");
    assert_eq!(renewed["spec"]["holderIdentity"], "operator-a");
    assert_eq!(renewed["spec"]["leaseTransitions"], 2);
}
