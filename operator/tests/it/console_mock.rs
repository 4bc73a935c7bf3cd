#![allow(clippy::unwrap_used)]
//! The operator-served console against a mocked API server: a bad token is 401, a view
//! the caller may not see is 403, a forged approve without `update approvals/status` is
//! 403 and reaches nothing, an allowed decision is patched with the caller's own token
//! (never the operator's), and `rights` tells the page what to show.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use argus_audit::ChainStore;
use argus_audit::Head;
use argus_operator::{AuditApi, Authorizer, ChainSource, ConsoleApi, UserClients};
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full};
use kube::client::Body;
use serde_json::{Value, json};

use crate::api_support::reviews::{ACCESS_REVIEWS, Handle, TOKEN_REVIEWS, answer as review};
const APPROVAL: &str = "/apis/argus.dev/v1alpha1/namespaces/shop/approvals/apr-1";

/// No audit store: these tests never reach it.
struct NoChains;

#[async_trait::async_trait]
impl ChainSource for NoChains {
    async fn chains(&self, _: &str) -> Result<ChainStore, String> {
        Err("no store in this test".into())
    }
    async fn recorded_heads(&self, _: &str) -> HashMap<String, Head> {
        HashMap::new()
    }
}

/// Hands out clients over a second mocked API server and records the tokens asked for.
struct RecordingUsers {
    tokens: Mutex<Vec<String>>,
    service: Mutex<Option<tower_test::mock::Mock<Request<Body>, Response<Body>>>>,
}

impl UserClients for RecordingUsers {
    fn client(&self, token: &str) -> Result<kube::Client, String> {
        self.tokens.lock().unwrap().push(token.to_string());
        let service = self
            .service
            .lock()
            .unwrap()
            .take()
            .ok_or("one client only")?;
        Ok(kube::Client::new(service, "default"))
    }
}

struct Console {
    api: Arc<ConsoleApi>,
    operator: Handle,
    user: Handle,
    users: Arc<RecordingUsers>,
}

fn console() -> Console {
    let (service, operator) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (user_service, user) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let client = kube::Client::new(service, "default");
    let users = Arc::new(RecordingUsers {
        tokens: Mutex::new(Vec::new()),
        service: Mutex::new(Some(user_service)),
    });
    let api = Arc::new(ConsoleApi {
        auth: Authorizer::new(client.clone()),
        audit: AuditApi {
            source: Arc::new(NoChains),
        },
        client,
        as_user: users.clone(),
        stores: crate::api_support::console::stores().0,
        sessions: Arc::new(crate::api_support::console::OneRedis(None)),
        // Dropped sender: never stops (the live stream then ends only with the page).
        shutdown: tokio::sync::watch::channel(false).1,
    });
    Console {
        api,
        operator,
        user,
        users,
    }
}

async fn next(
    handle: &mut Handle,
) -> (
    Request<Body>,
    tower_test::mock::SendResponse<Response<Body>>,
) {
    tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .expect("the API server was not asked within 5 s")
        .unwrap()
}

fn reply(send: tower_test::mock::SendResponse<Response<Body>>, status: u16, body: &Value) {
    send.send_response(
        Response::builder()
            .status(status)
            .body(Body::from(serde_json::to_vec(body).unwrap()))
            .unwrap(),
    );
}

fn jo() -> Value {
    json!({"authenticated": true, "user": {"username": "jo@example.com", "groups": ["support", "system:authenticated"]}})
}

async fn call(
    api: &Arc<ConsoleApi>,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (StatusCode, Value) {
    let mut req = Request::builder().method(method).uri(path);
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    if body.is_some() {
        req = req.header("content-type", "application/json");
    }
    let req = req
        .body(Full::new(bytes::Bytes::from(
            body.unwrap_or("").to_string(),
        )))
        .unwrap();
    let resp = api.clone().handle(req).await;
    let status = resp.status();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let v = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    (status, v)
}

fn message(v: &Value) -> String {
    v["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The page and a refusal both carry the console's security headers (the same ones the
/// local console sends): nothing framed, cached or loaded from elsewhere.
#[tokio::test]
async fn every_answer_carries_the_consoles_security_headers() {
    let c = console();
    for path in ["/console/", "/console/api/overview"] {
        let req = Request::builder()
            .uri(path)
            .body(Full::new(bytes::Bytes::new()))
            .unwrap();
        let resp = c.api.clone().handle(req).await;
        for (name, value) in argus_crds::console::SECURITY_HEADERS {
            assert_eq!(
                resp.headers().get(name).and_then(|v| v.to_str().ok()),
                Some(value),
                "{path}: {name}"
            );
        }
        assert!(value_has(
            &resp,
            "content-security-policy",
            "frame-ancestors 'none'"
        ));
    }
}

fn value_has<B>(resp: &http::Response<B>, name: &str, part: &str) -> bool {
    resp.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(part))
}

#[tokio::test]
async fn the_page_is_served_without_a_token_but_its_data_is_not() {
    let c = console();
    let (status, body) = call(&c.api, Method::GET, "/console/", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.as_str().unwrap().contains("<argus-console>"));
    for path in [
        "/console/api/overview",
        "/console/api/namespaces/shop/approvals",
        "/console/api/namespaces/shop/rights",
    ] {
        let (status, body) = call(&c.api, Method::GET, path, None, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}: {body}");
        assert!(
            message(&body).contains("bearer token is required"),
            "{body}"
        );
    }
}

#[tokio::test]
async fn an_invalid_token_is_401() {
    let mut c = console();
    let api = c.api.clone();
    let server = tokio::spawn(async move {
        review(
            &mut c.operator,
            TOKEN_REVIEWS,
            json!({"authenticated": false, "error": "token expired"}),
        )
        .await
    });
    let (status, body) = call(
        &api,
        Method::GET,
        "/console/api/namespaces/shop/workflows",
        Some("stale"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert!(message(&body).contains("token expired"), "{body}");
    assert_eq!(server.await.unwrap()["spec"]["token"], "stale");
}

#[tokio::test]
async fn a_view_the_caller_may_not_see_is_403_naming_the_right() {
    let mut c = console();
    let api = c.api.clone();
    let server = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        review(
            &mut c.operator,
            ACCESS_REVIEWS,
            json!({"allowed": false, "reason": "no RBAC rule"}),
        )
        .await
    });
    // Authorisation comes before any listing: a listing would find no answer and be a 503.
    let (status, body) = call(
        &api,
        Method::GET,
        "/console/api/namespaces/shop/approvals",
        Some("jo-token"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        message(&body)
            .contains("jo@example.com may not list approvals.argus.dev in namespace shop"),
        "{body}"
    );
    let sar = server.await.unwrap();
    assert_eq!(
        sar["spec"]["resourceAttributes"],
        json!({"namespace": "shop", "verb": "list", "group": "argus.dev", "resource": "approvals"})
    );
}

#[tokio::test]
async fn a_forged_approve_without_the_right_is_403_and_decides_nothing() {
    let mut c = console();
    let api = c.api.clone();
    let server = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        let sar = review(
            &mut c.operator,
            ACCESS_REVIEWS,
            json!({"allowed": false, "reason": "no RBAC rule"}),
        )
        .await;
        (sar, c.operator)
    });
    let (status, body) = call(
        &api,
        Method::POST,
        "/console/api/namespaces/shop/approvals/apr-1/approve",
        Some("jo-token"),
        Some(r#"{"comment": "looks fine"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        message(&body)
            .contains("jo@example.com may not update approvals.argus.dev/status in namespace shop"),
        "{body}"
    );
    let (sar, _operator) = server.await.unwrap();
    assert_eq!(
        sar["spec"]["resourceAttributes"],
        json!({"namespace": "shop", "verb": "update", "group": "argus.dev", "resource": "approvals", "subresource": "status"})
    );
    assert!(
        c.users.tokens.lock().unwrap().is_empty(),
        "no client acted for the caller"
    );
}

#[tokio::test]
async fn a_post_that_is_not_json_is_refused_before_any_review() {
    let c = console();
    let req = Request::builder()
        .method(Method::POST)
        .uri("/console/api/namespaces/shop/approvals/apr-1/approve")
        .header("authorization", "Bearer jo-token")
        .header("content-type", "text/plain")
        .body(Full::new(bytes::Bytes::from_static(b"comment=yes")))
        .unwrap();
    let resp = c.api.clone().handle(req).await;
    assert_eq!(resp.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
}

fn approval(phase: Option<&str>) -> Value {
    let mut a = json!({
        "apiVersion": "argus.dev/v1alpha1", "kind": "Approval",
        "metadata": {"name": "apr-1", "namespace": "shop", "resourceVersion": "41"},
        "spec": {"tenant": "shop/support-agent", "actor": "support-agent", "session": "s1", "tool": "issue_refund",
            "arguments": "{\"order_id\":\"A-1234\"}", "argumentsSha256": "ab", "tier": "DELETE", "route": "ops",
            "expiresAt": "2030-01-01T00:00:00Z"}
    });
    if let Some(p) = phase {
        a["status"] = json!({"phase": p});
    }
    a
}

#[tokio::test]
async fn an_allowed_decision_is_patched_with_the_callers_own_token() {
    let mut c = console();
    let api = c.api.clone();
    let operator = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        review(&mut c.operator, ACCESS_REVIEWS, json!({"allowed": true})).await;
        c.operator
    });
    let user = tokio::spawn(async move {
        let (get, send) = next(&mut c.user).await;
        assert_eq!((get.method(), get.uri().path()), (&Method::GET, APPROVAL));
        reply(send, 200, &approval(None));
        let (patch, send) = next(&mut c.user).await;
        assert_eq!(patch.method(), Method::PATCH);
        assert_eq!(patch.uri().path(), format!("{APPROVAL}/status"));
        let body: Value =
            serde_json::from_slice(&patch.into_body().collect_bytes().await.unwrap()).unwrap();
        let mut decided = approval(Some("Approved"));
        decided["status"]["decidedBy"] = "jo@example.com".into();
        decided["status"]["comment"] = body["status"]["comment"].clone();
        reply(send, 200, &decided);
        body
    });
    let (status, body) = call(
        &api,
        Method::POST,
        "/console/api/namespaces/shop/approvals/apr-1/approve",
        Some("jo-token"),
        Some(r#"{"comment": "customer verified"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["phase"], "Approved");
    assert_eq!(body["decidedBy"], "jo@example.com");
    let patch = user.await.unwrap();
    assert_eq!(patch["metadata"]["resourceVersion"], "41");
    assert_eq!(patch["status"]["phase"], "Approved");
    assert_eq!(patch["status"]["comment"], "customer verified");
    operator.await.unwrap();
    assert_eq!(
        *c.users.tokens.lock().unwrap(),
        vec!["jo-token".to_string()],
        "the decision went out with the caller's token"
    );
}

#[tokio::test]
async fn rights_say_what_the_caller_may_do() {
    let mut c = console();
    let api = c.api.clone();
    let server = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        let mut asked = Vec::new();
        for _ in 0..5 {
            let (request, send) = next(&mut c.operator).await;
            let body: Value =
                serde_json::from_slice(&request.into_body().collect_bytes().await.unwrap())
                    .unwrap();
            let attrs = body["spec"]["resourceAttributes"].clone();
            let allowed = attrs["subresource"] != "status";
            let mut answer = body.clone();
            answer["status"] = json!({"allowed": allowed});
            reply(send, 201, &answer);
            asked.push(attrs);
        }
        asked
    });
    let (status, body) = call(
        &api,
        Method::GET,
        "/console/api/namespaces/shop/rights",
        Some("jo-token"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({"user": "jo@example.com", "groups": ["support", "system:authenticated"], "approve": false, "approvals": true, "audit": true, "workflows": true, "actors": true})
    );
    let asked = server.await.unwrap();
    assert!(asked.iter().all(|a| a["namespace"] == "shop"), "{asked:?}");
}

#[tokio::test]
async fn the_live_stream_needs_the_right_to_list_approvals() {
    let mut c = console();
    let api = c.api.clone();
    let server = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        review(&mut c.operator, ACCESS_REVIEWS, json!({"allowed": false})).await
    });
    let (status, body) = call(
        &api,
        Method::GET,
        "/console/api/namespaces/shop/events",
        Some("jo-token"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(
        server.await.unwrap()["spec"]["resourceAttributes"]["resource"],
        "approvals"
    );
}

#[tokio::test]
async fn a_new_approval_in_the_namespace_arrives_as_a_change_event() {
    let mut c = console();
    let api = c.api.clone();
    // The API server: the reviews, then the watches' initial lists (empty) and their
    // watches; the Approvals watch reports one new Approval, the others stay open.
    let (done, mut finished) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        review(&mut c.operator, ACCESS_REVIEWS, json!({"allowed": true})).await;
        // Watches left unanswered stay open (as a quiet watch does).
        let mut open = Vec::new();
        let mut paths = Vec::new();
        loop {
            let next = tokio::select! {
                n = c.operator.next_request() => n,
                _ = &mut finished => return paths,
            };
            let Some((request, send)) = next else {
                return paths;
            };
            let path = request.uri().path().to_string();
            let query = request.uri().query().unwrap_or_default().to_string();
            paths.push(format!("{path}?{query}"));
            if !query.contains("watch=true") {
                reply(
                    send,
                    200,
                    &json!({"apiVersion": "v1", "kind": "List", "metadata": {"resourceVersion": "1"}, "items": []}),
                );
            } else if path.ends_with("/approvals") && !paths.iter().any(|p| p.contains("sent")) {
                paths.push("sent".into());
                let mut added = approval(None);
                added["metadata"]["resourceVersion"] = "2".into();
                let line = json!({"type": "ADDED", "object": added}).to_string() + "\n";
                send.send_response(
                    Response::builder()
                        .status(200)
                        .body(Body::from(line.into_bytes()))
                        .unwrap(),
                );
            } else {
                open.push(send);
            }
        }
    });
    let req = Request::builder()
        .uri("/console/api/namespaces/shop/events")
        .header("authorization", "Bearer jo-token")
        .body(Full::new(bytes::Bytes::new()))
        .unwrap();
    let resp = api.clone().handle(req).await;
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["content-type"], "text/event-stream");
    let mut body = resp.into_body();
    let mut text = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !text.contains("event: change") {
        let frame = tokio::time::timeout_at(deadline, body.frame())
            .await
            .expect("no change event within 20 s")
            .unwrap()
            .unwrap();
        if let Ok(data) = frame.into_data() {
            text.push_str(std::str::from_utf8(&data).unwrap());
        }
    }
    assert!(
        text.contains("event: change\ndata: {\"kind\":\"approvals\"}\n\n"),
        "{text}"
    );
    assert!(
        !text.contains("issue_refund"),
        "the stream carries no object: {text}"
    );
    drop(body);
    let _ = done.send(());
    let paths = server.await.unwrap();
    for kind in ["approvals", "workflows", "actors"] {
        assert!(
            paths.iter().any(
                |p| p.starts_with(&format!("/apis/argus.dev/v1alpha1/namespaces/shop/{kind}?"))
            ),
            "{kind} watched in shop only: {paths:?}"
        );
    }
}

#[tokio::test]
async fn a_decided_approval_is_a_409_and_is_not_patched() {
    let mut c = console();
    let api = c.api.clone();
    let operator = tokio::spawn(async move {
        review(&mut c.operator, TOKEN_REVIEWS, jo()).await;
        review(&mut c.operator, ACCESS_REVIEWS, json!({"allowed": true})).await;
        c.operator
    });
    let user = tokio::spawn(async move {
        let (_, send) = next(&mut c.user).await;
        let mut decided = approval(Some("Denied"));
        decided["status"]["decidedBy"] = "bob".into();
        reply(send, 200, &decided);
        // No PATCH may follow: the mock would answer nothing and the call would hang.
        c.user
    });
    let (status, body) = call(
        &api,
        Method::POST,
        "/console/api/namespaces/shop/approvals/apr-1/approve",
        Some("jo-token"),
        Some("{}"),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(
        message(&body),
        "approval shop/apr-1 is already Denied (by bob): a decision cannot be changed"
    );
    operator.await.unwrap();
    user.await.unwrap();
}
