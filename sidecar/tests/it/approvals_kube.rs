#![allow(clippy::unwrap_used)]
//! The in-cluster approval store (`approvals.store: kubernetes`) against a mocked API
//! server (tower-test): a DEFER creates an Approval with the full spec and its labels, a
//! decision seen through the watch releases a hold, consuming carries the read
//! resourceVersion (200 passes once, 409 refuses with the reason), a timeout patches
//! Expired, and an API that fails (500, 403) refuses the DEFER naming the cause.
//!
//! The mock is a small in-memory API server for one namespace's Approvals (list, watch,
//! create, get, status merge patch with the resourceVersion precondition), so the
//! reflector and the store's own calls interleave as they would against a real one.
//! The last test runs the real proxy on it: a `hold` request is released by the decision
//! that arrives through the watch.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use argus_crds::{
    ApprovalMode, ApprovalPhase, ApprovalSettings, ApprovalStoreKind, Approvers, TimeoutDecision,
    WorkloadIdentity,
};
use argus_sidecar::KubeApprovals;
use argus_sidecar::{
    ApprovalRequest, ApprovalStore, ApprovalStoreError as StoreError, CallIdentity, Deferred,
    approvals_admin as admin,
};
use bytes::Bytes;
use http::{Method, Request, Response};
use http_body_util::{BodyExt as _, StreamBody, combinators::UnsyncBoxBody};
use hyper::body::Frame;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use argus_sidecar_testkit as support;

type MockBody = UnsyncBoxBody<Bytes, Infallible>;
type Handle = tower_test::mock::Handle<Request<kube::client::Body>, Response<MockBody>>;

const PATH: &str = "/apis/argus.dev/v1alpha1/namespaces/shop/approvals";
const SHA: &str = "5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a";

/// One request the mock saw that changes something: method, path, body.
type Seen = (Method, String, Value);

/// The mock API server's state.
#[derive(Default)]
struct Cluster {
    objects: BTreeMap<String, Value>,
    version: u64,
    created: u64,
    watchers: Vec<mpsc::UnboundedSender<Bytes>>,
    /// Answer every request with this status (an outage, missing rights).
    failing: Option<u16>,
    seen: Vec<Seen>,
}

#[derive(Clone, Default)]
struct FakeApi(Arc<Mutex<Cluster>>);

fn whole(status: u16, body: &Value) -> Response<MockBody> {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(
            http_body_util::Full::new(Bytes::from(serde_json::to_vec(body).unwrap()))
                .boxed_unsync(),
        )
        .unwrap()
}

fn status_body(code: u16, reason: &str, message: &str) -> Value {
    json!({"apiVersion": "v1", "kind": "Status", "status": "Failure",
           "code": code, "reason": reason, "message": message})
}

impl FakeApi {
    fn lock(&self) -> std::sync::MutexGuard<'_, Cluster> {
        self.0.lock().unwrap()
    }

    /// Serves the client's requests until the client is dropped.
    fn serve(&self, mut handle: Handle) {
        let api = self.clone();
        tokio::spawn(async move {
            while let Some((request, send)) = handle.next_request().await {
                let api = api.clone();
                tokio::spawn(async move {
                    let response = api.answer(request).await;
                    send.send_response(response);
                });
            }
        });
    }

    fn bump(c: &mut Cluster) -> String {
        c.version += 1;
        c.version.to_string()
    }

    fn broadcast(c: &mut Cluster, kind: &str, object: &Value) {
        let mut line = serde_json::to_vec(&json!({"type": kind, "object": object})).unwrap();
        line.push(b'\n');
        let line = Bytes::from(line);
        c.watchers.retain(|w| w.send(line.clone()).is_ok());
    }

    async fn answer(&self, request: Request<kube::client::Body>) -> Response<MockBody> {
        let method = request.method().clone();
        let path = request.uri().path().to_string();
        let query = request.uri().query().unwrap_or_default().to_string();
        let bytes = request.into_body().collect_bytes().await.unwrap();
        let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        let mut c = self.lock();
        if method != Method::GET {
            c.seen.push((method.clone(), path.clone(), body.clone()));
        }
        if let Some(code) = c.failing {
            let reason = if code == 403 {
                "Forbidden"
            } else {
                "InternalError"
            };
            return whole(
                code,
                &status_body(code, reason, &format!("the mock answers {code}")),
            );
        }
        let rest = path.strip_prefix(PATH).unwrap_or("?");
        let parts: Vec<&str> = rest.split('/').filter(|p| !p.is_empty()).collect();
        match (method, parts.as_slice()) {
            (Method::GET, []) if query.contains("watch=true") => {
                let (tx, rx) = mpsc::unbounded_channel::<Bytes>();
                c.watchers.push(tx);
                let stream = futures::stream::unfold(rx, |mut rx| async move {
                    rx.recv()
                        .await
                        .map(|b| (Ok::<_, Infallible>(Frame::data(b)), rx))
                });
                Response::builder()
                    .status(200)
                    .body(StreamBody::new(stream).boxed_unsync())
                    .unwrap()
            }
            (Method::GET, []) => {
                let items: Vec<Value> = c.objects.values().cloned().collect();
                whole(
                    200,
                    &json!({"apiVersion": "argus.dev/v1alpha1", "kind": "ApprovalList",
                            "metadata": {"resourceVersion": c.version.to_string()}, "items": items}),
                )
            }
            (Method::POST, []) => {
                c.created += 1;
                let mut object = body;
                let name = format!(
                    "{}m{}",
                    object["metadata"]["generateName"].as_str().unwrap_or("x-"),
                    c.created
                );
                let rv = Self::bump(&mut c);
                object["metadata"]["name"] = json!(name);
                object["metadata"]["resourceVersion"] = json!(rv);
                object["metadata"]["uid"] = json!(format!("uid-{name}"));
                object["metadata"]["creationTimestamp"] = json!(
                    jiff::Timestamp::now()
                        .strftime("%Y-%m-%dT%H:%M:%SZ")
                        .to_string()
                );
                c.objects.insert(name, object.clone());
                Self::broadcast(&mut c, "ADDED", &object);
                whole(201, &object)
            }
            (Method::GET, [name]) => match c.objects.get(*name) {
                Some(o) => whole(200, o),
                None => whole(404, &status_body(404, "NotFound", "not found")),
            },
            (Method::PATCH, [name, "status"]) => {
                let name = (*name).to_string();
                let Some(mut object) = c.objects.get(&name).cloned() else {
                    return whole(404, &status_body(404, "NotFound", "not found"));
                };
                if let Some(rv) = body["metadata"]["resourceVersion"].as_str()
                    && object["metadata"]["resourceVersion"].as_str() != Some(rv)
                {
                    return whole(
                        409,
                        &status_body(
                            409,
                            "Conflict",
                            "the object has been modified; please apply your changes to the latest version and try again",
                        ),
                    );
                }
                merge(&mut object["status"], &body["status"]);
                object["metadata"]["resourceVersion"] = json!(Self::bump(&mut c));
                c.objects.insert(name, object.clone());
                Self::broadcast(&mut c, "MODIFIED", &object);
                whole(200, &object)
            }
            _ => whole(
                404,
                &status_body(404, "NotFound", "no such path in the mock"),
            ),
        }
    }

    /// A person's decision through the API server (kubectl argus approve), seen by
    /// watchers when `announce`.
    fn set_phase(&self, name: &str, phase: &str, announce: bool) {
        let mut c = self.lock();
        let rv = Self::bump(&mut c);
        let object = c.objects.get_mut(name).unwrap();
        object["status"] = json!({"phase": phase, "decidedBy": "alice",
                                  "decidedAt": jiff::Timestamp::now().strftime("%Y-%m-%dT%H:%M:%SZ").to_string()});
        object["metadata"]["resourceVersion"] = json!(rv);
        let object = object.clone();
        if announce {
            Self::broadcast(&mut c, "MODIFIED", &object);
        }
    }

    fn object(&self, name: &str) -> Value {
        self.lock().objects[name].clone()
    }

    fn seen(&self) -> Vec<Seen> {
        self.lock().seen.clone()
    }

    fn fail(&self, code: Option<u16>) {
        self.lock().failing = code;
    }
}

fn merge(into: &mut Value, patch: &Value) {
    if !into.is_object() {
        *into = json!({});
    }
    if let (Some(into), Some(patch)) = (into.as_object_mut(), patch.as_object()) {
        for (k, v) in patch {
            into.insert(k.clone(), v.clone());
        }
    }
}

fn settings() -> ApprovalSettings {
    ApprovalSettings {
        store: ApprovalStoreKind::Kubernetes,
        namespace: Some("shop".into()),
        workload: Some(WorkloadIdentity {
            kind: "StatefulSet".into(),
            name: "refunds".into(),
        }),
    }
}

/// The store on a fresh mock API server.
fn start_store(api: &FakeApi) -> KubeApprovals {
    let (service, handle) =
        tower_test::mock::pair::<Request<kube::client::Body>, Response<MockBody>>();
    api.serve(handle);
    let client = kube::Client::new(service, "shop");
    KubeApprovals::start(client, &settings(), Some("support".into()))
}

fn call(sha: &str) -> CallIdentity<'_> {
    CallIdentity {
        tenant: "shop/support-agent",
        session: "s-1",
        tool: "issue_refund",
        arguments_sha256: sha,
    }
}

fn request(timeout_seconds: u32, on_timeout: TimeoutDecision) -> ApprovalRequest {
    ApprovalRequest {
        actor: "support-agent".into(),
        tier: "DELETE".into(),
        arguments: r#"{"amount":5,"card":"[REDACTED]"}"#.into(),
        route: "DELETE".into(),
        mode: ApprovalMode::Hold,
        approvers: Approvers {
            groups: vec!["ops-team".into()],
            users: vec![],
        },
        reasons: vec!["tier DELETE requires approval by ops-team".into()],
        timeout_seconds,
        on_timeout,
    }
}

/// Waits (bounded) until the store's watch has brought `n` pending approvals.
async fn until_pending(store: &KubeApprovals, n: usize) {
    tokio::time::timeout(Duration::from_secs(10), async {
        while store.pending().await.unwrap() != n {
            tokio::task::yield_now().await;
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("the watch never showed {n} pending approval(s)"));
}

async fn requested(store: &KubeApprovals, timeout: u32, on_timeout: TimeoutDecision) -> String {
    match store
        .defer(call(SHA), request(timeout, on_timeout))
        .await
        .unwrap()
    {
        Deferred::Requested(r) => r.name,
        other => panic!("expected a new approval, got {other:?}"),
    }
}

#[tokio::test]
async fn a_defer_creates_an_approval_with_the_full_spec_and_labels() {
    let api = FakeApi::default();
    let store = start_store(&api);
    let name = requested(&store, 600, TimeoutDecision::Deny).await;
    assert!(name.starts_with("issue-refund-"), "{name}");

    let posts: Vec<Seen> = api
        .seen()
        .into_iter()
        .filter(|(m, _, _)| m == Method::POST)
        .collect();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let (_, path, body) = &posts[0];
    assert_eq!(path, PATH);
    assert_eq!(body["metadata"]["generateName"], "issue-refund-");
    let labels = &body["metadata"]["labels"];
    assert_eq!(labels["argus.dev/tenant"], "shop.support-agent");
    assert_eq!(labels["argus.dev/workload"], "statefulset.refunds");
    assert_eq!(
        labels["argus.dev/call"].as_str().unwrap().len(),
        40,
        "{labels}"
    );
    let spec = &body["spec"];
    let expires = spec["expiresAt"].as_str().unwrap().to_string();
    assert!(expires.parse::<jiff::Timestamp>().is_ok(), "{expires}");
    assert_eq!(
        *spec,
        json!({
            "tenant": "shop/support-agent",
            "actor": "support-agent",
            "workload": "refunds",
            "workloadKind": "StatefulSet",
            "gateStack": "support",
            "session": "s-1",
            "tool": "issue_refund",
            "arguments": r#"{"amount":5,"card":"[REDACTED]"}"#,
            "argumentsSha256": SHA,
            "tier": "DELETE",
            "route": "DELETE",
            "mode": "hold",
            "approvers": {"groups": ["ops-team"], "users": []},
            "reasons": ["tier DELETE requires approval by ops-team"],
            "expiresAt": expires,
            "onTimeout": "deny",
        })
    );

    // The same call again finds its approval through the watch; another call gets its own.
    until_pending(&store, 1).await;
    match store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await
        .unwrap()
    {
        Deferred::Waiting(r) => assert_eq!(r.name, name),
        other => panic!("the same call should wait for {name}: {other:?}"),
    }
    let other = "0".repeat(64);
    let Deferred::Requested(r) = store
        .defer(call(&other), request(600, TimeoutDecision::Deny))
        .await
        .unwrap()
    else {
        panic!("another call needs its own approval")
    };
    assert_ne!(r.name, name);
}

#[tokio::test]
async fn a_decision_seen_through_the_watch_releases_a_hold_and_the_call_passes_once() {
    let api = FakeApi::default();
    let store = start_store(&api);
    let name = requested(&store, 600, TimeoutDecision::Deny).await;
    until_pending(&store, 1).await;

    let holder = {
        let (store, name) = (store.clone(), name.clone());
        tokio::spawn(async move { store.decided(&name).await })
    };
    // Still held: nobody decided.
    assert!(
        tokio::time::timeout(Duration::from_millis(200), async {
            while !holder.is_finished() {
                tokio::task::yield_now().await;
            }
        })
        .await
        .is_err(),
        "the hold ended before any decision"
    );
    api.set_phase(&name, "Approved", true);
    let decided = tokio::time::timeout(Duration::from_secs(10), holder)
        .await
        .expect("the watch event of the decision did not release the hold")
        .unwrap()
        .unwrap()
        .unwrap();
    assert_eq!(decided.phase, ApprovalPhase::Approved);
    assert_eq!(decided.decided_by.as_deref(), Some("alice"));

    // Consume: a status patch under the resourceVersion read; the call passes once.
    let read_version = api.object(&name)["metadata"]["resourceVersion"].clone();
    let Deferred::Pass(used) = store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await
        .unwrap()
    else {
        panic!("the approved call did not pass")
    };
    assert_eq!(used.name, name);
    assert_eq!(used.phase, ApprovalPhase::Consumed);
    assert_eq!(api.object(&name)["status"]["phase"], "Consumed");
    let patch = api
        .seen()
        .into_iter()
        .find(|(m, p, _)| m == Method::PATCH && p.ends_with(&format!("{name}/status")))
        .expect("no status patch")
        .2;
    assert_eq!(
        patch,
        json!({"metadata": {"resourceVersion": read_version}, "status": {"phase": "Consumed"}})
    );

    // Used once: the same call asks again, with a new Approval.
    tokio::time::timeout(Duration::from_secs(10), async {
        while store.get(&name).await.unwrap().unwrap().phase != ApprovalPhase::Consumed {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the watch never showed the approval Consumed");
    let again = requested(&store, 600, TimeoutDecision::Deny).await;
    assert_ne!(again, name);
}

#[tokio::test]
async fn a_consume_answered_409_does_not_pass_and_says_another_replica_won() {
    let api = FakeApi::default();
    let store = start_store(&api);
    let name = requested(&store, 600, TimeoutDecision::Deny).await;
    api.set_phase(&name, "Approved", true);
    tokio::time::timeout(Duration::from_secs(10), async {
        while store.get(&name).await.unwrap().unwrap().phase != ApprovalPhase::Approved {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the watch never showed the approval Approved");
    // Another replica consumes it; this replica's watch has not seen that yet.
    api.set_phase(&name, "Consumed", false);

    let outcome = store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await;
    let Err(StoreError::Conflict(reason)) = &outcome else {
        panic!("a lost race must not pass: {outcome:?}")
    };
    assert!(
        reason.contains(&name) && reason.contains("another replica") && reason.contains("409"),
        "{reason}"
    );
}

#[tokio::test]
async fn a_timeout_patches_expired_under_the_read_version_and_on_timeout_decides() {
    let api = FakeApi::default();
    let store = start_store(&api);
    let name = requested(&store, 1, TimeoutDecision::Deny).await;
    let read_version = api.object(&name)["metadata"]["resourceVersion"].clone();
    let expired = tokio::time::timeout(Duration::from_secs(15), store.decided(&name))
        .await
        .expect("the hold did not end at the approval's expiry")
        .unwrap()
        .unwrap();
    assert_eq!(expired.phase, ApprovalPhase::Expired);
    assert!(
        !expired.passes(),
        "onTimeout deny must not let the call pass"
    );
    assert_eq!(api.object(&name)["status"]["phase"], "Expired");
    let patch = api
        .seen()
        .into_iter()
        .find(|(m, _, _)| m == Method::PATCH)
        .expect("no status patch")
        .2;
    assert_eq!(patch["metadata"]["resourceVersion"], read_version);
    assert_eq!(patch["status"]["phase"], "Expired");

    // Under onTimeout allow, the expired approval lets the call pass once.
    let name = match store
        .defer(
            call("1".repeat(64).as_str()),
            request(1, TimeoutDecision::Allow),
        )
        .await
        .unwrap()
    {
        Deferred::Requested(r) => r.name,
        other => panic!("{other:?}"),
    };
    let expired = tokio::time::timeout(Duration::from_secs(15), store.decided(&name))
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert!(expired.passes());
    tokio::time::timeout(Duration::from_secs(10), async {
        while store.get(&name).await.unwrap().unwrap().phase != ApprovalPhase::Expired {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("the watch never showed the approval Expired");
    assert!(matches!(
        store
            .defer(
                call("1".repeat(64).as_str()),
                request(1, TimeoutDecision::Allow)
            )
            .await
            .unwrap(),
        Deferred::Pass(_)
    ));
}

#[tokio::test]
async fn an_api_that_fails_refuses_the_defer_naming_the_cause() {
    let api = FakeApi::default();
    let store = start_store(&api);
    until_pending(&store, 0).await;

    api.fail(Some(500));
    let e = store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await
        .unwrap_err();
    let text = e.to_string();
    assert!(
        matches!(e, StoreError::Unavailable(_))
            && text.contains("create the Approval")
            && text.contains("500"),
        "{text}"
    );

    api.fail(Some(403));
    let text = store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await
        .unwrap_err()
        .to_string();
    assert!(
        text.contains("forbids") && text.contains("403") && text.contains("ServiceAccount"),
        "{text}"
    );

    // A sidecar whose first list is refused: the DEFER says it cannot list Approvals.
    let api = FakeApi::default();
    api.fail(Some(403));
    let store = start_store(&api);
    let text = store
        .defer(call(SHA), request(600, TimeoutDecision::Deny))
        .await
        .unwrap_err()
        .to_string();
    assert!(
        text.contains("cannot list the Approvals of namespace shop"),
        "{text}"
    );
}

#[tokio::test]
async fn the_admin_api_refuses_decisions_and_points_to_kubectl() {
    let api = FakeApi::default();
    let store = ApprovalStore::Kubernetes(start_store(&api));
    let (status, body) = admin::answer(
        &store,
        &Method::POST,
        "/approvals/issue-refund-m1/approve",
        b"",
        &|_| {},
    )
    .await;
    assert_eq!(status, http::StatusCode::CONFLICT);
    let message = serde_json::from_str::<Value>(&body).unwrap()["error"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        message.contains("kubectl argus approve issue-refund-m1 -n shop"),
        "{message}"
    );
}

impl FakeApi {
    /// The names of the Approvals created so far.
    fn names(&self) -> Vec<String> {
        self.lock().objects.keys().cloned().collect()
    }
}

#[tokio::test]
async fn through_the_proxy_a_hold_is_released_by_kubectl_approve_and_passes_once() {
    use argus_mock_llm::{MockServer, Script};
    use support::approving;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let api = FakeApi::default();
    let config = approving(&mock.url(), dir.path(), ApprovalMode::Hold, 300);
    let args = argus_sidecar::ServeArgs {
        no_watch: true,
        ..Default::default()
    };
    let sidecar = std::sync::Arc::new(
        argus_sidecar::Sidecar::start_with_approvals(
            config,
            &args,
            Some(ApprovalStore::Kubernetes(start_store(&api))),
        )
        .await
        .unwrap(),
    );
    let refund = || {
        support::calling(&[(
            "issue_refund",
            json!({"order_id": "A-1", "amount": 5, "email": "a@b.c"}),
        )])
    };
    let ask = |session: &'static str| {
        let s = sidecar.clone();
        tokio::spawn(async move {
            let r = support::post(
                s.proxy_addr,
                "/v1/chat/completions",
                &support::chat(session, "refund A-1"),
                &[],
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
            r.json()["choices"][0]["message"].clone()
        })
    };

    mock.script().push(refund());
    let waiting = ask("k1");
    let name = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            if let Some(n) = api.names().first() {
                break n.clone();
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .expect("no Approval was created for the held call");
    assert_eq!(api.object(&name)["spec"]["mode"], "hold");
    assert!(
        !waiting.is_finished(),
        "the request must wait for the decision"
    );
    api.set_phase(&name, "Approved", true);
    let message = tokio::time::timeout(Duration::from_secs(10), waiting)
        .await
        .expect("the decision seen through the watch did not release the hold")
        .unwrap();
    assert_eq!(
        message["tool_calls"][0]["function"]["name"], "issue_refund",
        "{message}"
    );
    assert_eq!(api.object(&name)["status"]["phase"], "Consumed");

    // The admin API lists the Approval objects and refuses to decide them.
    let listed = support::approvals(&sidecar).await;
    assert_eq!(listed[0]["name"], name.as_str());
    let r = support::decide_approval(&sidecar, &name, "deny", "").await;
    assert_eq!(r.status, 409, "{}", r.text());
    assert!(r.text().contains("kubectl argus approve"), "{}", r.text());
}
