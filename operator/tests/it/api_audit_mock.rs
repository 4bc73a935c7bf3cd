#![allow(clippy::unwrap_used)]
//! The operator's audit API against a mocked API server (TokenReview, SubjectAccessReview)
//! and a real Redis holding a chain: no token 401, a token without rights 403, with
//! rights 200 with the entries; verify names the first broken seq; export is JSON lines.

use std::collections::HashMap;
use std::sync::Arc;

use argus_audit::{ChainStore, stream_key};
use argus_audit::{Head, Record};
use argus_operator::{ApiHandler, AuditApi, Authorizer, ChainSource};
use http::{Method, Request, Response, StatusCode};
use http_body_util::BodyExt;
use kube::client::Body;
use serde_json::{Value, json};

use crate::api_support::reviews::{ACCESS_REVIEWS, Handle, TOKEN_REVIEWS, answer};

struct OneRedis(ChainStore, HashMap<String, Head>);

#[async_trait::async_trait]
impl ChainSource for OneRedis {
    async fn chains(&self, namespace: &str) -> Result<ChainStore, String> {
        if namespace == "shop" {
            Ok(self.0.clone())
        } else {
            Err("no Argus store in this namespace".into())
        }
    }
    async fn recorded_heads(&self, _: &str) -> HashMap<String, Head> {
        self.1.clone()
    }
}

struct Api {
    handler: Arc<ApiHandler>,
    handle: Handle,
    _redis: crate::api_support::RedisServer,
    store: ChainStore,
}

async fn api(recorded: HashMap<String, Head>) -> Api {
    let redis = crate::api_support::RedisServer::start();
    let client = redis.client().await;
    let store = ChainStore::new(client);
    let mut head = None;
    for (tool, decision) in [
        ("lookup_order", "EXECUTE"),
        ("issue_refund", "DEFER"),
        ("issue_refund", "EXECUTE"),
    ] {
        let mut r = Record::new("shop/refunds", "gate_decision");
        r.tool_name = Some(tool.into());
        r.decision = Some(decision.into());
        store.append("shop/refunds", r, &mut head).await.unwrap();
    }
    store
        .append(
            "other/agent",
            Record::new("other/agent", "llm_call"),
            &mut None,
        )
        .await
        .unwrap();
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let handler = Arc::new(ApiHandler {
        auth: Authorizer::new(kube::Client::new(service, "default")),
        audit: AuditApi {
            source: Arc::new(OneRedis(store.clone(), recorded)),
        },
    });
    Api {
        handler,
        handle,
        _redis: redis,
        store,
    }
}

async fn call(handler: &Arc<ApiHandler>, path: &str, token: Option<&str>) -> (StatusCode, String) {
    let mut req = Request::builder().uri(path);
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    let resp = handler.clone().handle(req.body(()).unwrap()).await;
    let status = resp.status();
    let body = resp.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

fn authenticated() -> Value {
    json!({"authenticated": true, "user": {"username": "jo@example.com", "groups": ["auditors", "system:authenticated"]}})
}

#[tokio::test]
async fn no_token_is_401_without_asking_the_api_server() {
    let a = api(HashMap::new()).await;
    let (status, body) = call(&a.handler, "/api/v1/namespaces/shop/audit", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert!(body.contains("bearer token is required"), "{body}");
}

#[tokio::test]
async fn an_invalid_token_is_401() {
    let mut a = api(HashMap::new()).await;
    let h = a.handler.clone();
    let server = tokio::spawn(async move {
        answer(
            &mut a.handle,
            TOKEN_REVIEWS,
            json!({"authenticated": false, "error": "token expired"}),
        )
        .await
    });
    let (status, body) = call(&h, "/api/v1/namespaces/shop/audit", Some("stale")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert!(body.contains("token expired"), "{body}");
    assert_eq!(server.await.unwrap()["spec"]["token"], "stale");
}

#[tokio::test]
async fn a_token_without_rights_is_403_naming_what_is_missing() {
    let mut a = api(HashMap::new()).await;
    let h = a.handler.clone();
    let server = tokio::spawn(async move {
        answer(&mut a.handle, TOKEN_REVIEWS, authenticated()).await;
        answer(
            &mut a.handle,
            ACCESS_REVIEWS,
            json!({"allowed": false, "reason": "no RBAC rule"}),
        )
        .await
    });
    let (status, body) = call(&h, "/api/v1/namespaces/shop/audit", Some("t")).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        body.contains("jo@example.com may not get gatestacks.argus.dev in namespace shop"),
        "{body}"
    );
    let sar = server.await.unwrap();
    assert_eq!(sar["spec"]["user"], "jo@example.com");
    assert_eq!(
        sar["spec"]["groups"],
        json!(["auditors", "system:authenticated"])
    );
    assert_eq!(
        sar["spec"]["resourceAttributes"],
        json!({"namespace": "shop", "verb": "get", "group": "argus.dev", "resource": "gatestacks"})
    );
}

async fn allowed(a: &mut Api, path: &str) -> (StatusCode, String) {
    let h = a.handler.clone();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let handle = &mut a.handle;
    let server = async move {
        answer(handle, TOKEN_REVIEWS, authenticated()).await;
        answer(handle, ACCESS_REVIEWS, json!({"allowed": true})).await;
        let _ = rx.await;
    };
    let client = async move {
        let r = call(&h, path, Some("t")).await;
        let _ = tx.send(());
        r
    };
    tokio::join!(server, client).1
}

#[tokio::test]
async fn with_rights_the_query_answers_the_namespaces_entries_filtered() {
    let mut a = api(HashMap::new()).await;
    let (status, body) = allowed(
        &mut a,
        "/api/v1/namespaces/shop/audit?tool=issue_refund&decision=DEFER&since=1h",
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    let entries = v["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{body}");
    assert_eq!(
        (entries[0]["seq"].as_u64(), entries[0]["agent_id"].as_str()),
        (Some(2), Some("shop/refunds"))
    );
    // Bad input is a 400 naming the parameter (after authorisation).
    let (status, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit?decision=MAYBE").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("decision \\\"MAYBE\\\""), "{body}");
}

#[tokio::test]
async fn export_is_json_lines_and_verify_names_the_first_broken_seq() {
    let mut a = api(HashMap::new()).await;
    // Through the API server's service proxy the token arrives in x-argus-authorization.
    let h = a.handler.clone();
    let handle = &mut a.handle;
    let server = async move {
        let review = answer(handle, TOKEN_REVIEWS, authenticated()).await;
        answer(handle, ACCESS_REVIEWS, json!({"allowed": true})).await;
        review
    };
    let client = async move {
        let req = Request::builder()
            .uri("/api/v1/namespaces/shop/audit/export")
            .header("x-argus-authorization", "Bearer proxied")
            .body(())
            .unwrap();
        h.handle(req).await.status()
    };
    let (review, status) = tokio::join!(server, client);
    assert_eq!(
        (status, review["spec"]["token"].as_str()),
        (StatusCode::OK, Some("proxied"))
    );
    let (status, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit/export").await;
    assert_eq!(status, StatusCode::OK);
    let lines: Vec<Value> = body
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "only the namespace's chains: {body}");
    let (status, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit/verify").await;
    assert_eq!(status, StatusCode::OK);
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], true, "{body}");
    assert_eq!(v["chains"][0]["head"]["seq"], 3);

    // Tamper: rewrite entry 2's decision in place (same stream ids).
    let all = a.store.read("shop/refunds", None, 10).await.unwrap();
    use fred::prelude::{KeysInterface, StreamsInterface};
    let c = a._redis.client().await;
    let _: () = c.del(stream_key("shop/refunds")).await.unwrap();
    for (i, s) in all.iter().enumerate() {
        let json = s.entry.clone().unwrap();
        let json = if i == 1 {
            json.replace("DEFER", "EXECUTE")
        } else {
            json
        };
        let _: String = c
            .xadd(
                stream_key("shop/refunds"),
                false,
                None,
                s.id.as_str(),
                vec![("entry", json)],
            )
            .await
            .unwrap();
    }
    let (_, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit/verify").await;
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], false, "{body}");
    assert_eq!(v["chains"][0]["broken"]["seq"], 2, "{body}");
}

#[tokio::test]
async fn verify_checks_the_chain_against_the_head_recorded_in_status() {
    let recorded = HashMap::from([(
        "shop/refunds".to_string(),
        Head {
            seq: 5,
            hash: "ab".repeat(32),
        },
    )]);
    let mut a = api(recorded).await;
    let (_, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit/verify").await;
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], false, "{body}");
    assert_eq!(v["chains"][0]["broken"]["seq"], 4, "{body}");
    assert!(
        v["chains"][0]["broken"]["reason"]
            .as_str()
            .unwrap()
            .contains("newest entries were deleted")
    );
}

/// A chain deleted whole — its stream and head gone from Redis — while a GateStack's
/// status records its head (issue 27: verify answered "no audit chains" and passed):
/// verify names it as broken.
#[tokio::test]
async fn verify_names_a_recorded_chain_that_was_deleted_whole() {
    use fred::prelude::KeysInterface;
    // The head the copier recorded (seq 3: `api` wrote three entries).
    let recorded = HashMap::from([(
        "shop/refunds".to_string(),
        Head {
            seq: 3,
            hash: "ab".repeat(32),
        },
    )]);
    let mut a = api(recorded).await;
    let c = a._redis.client().await;
    let _: i64 = c
        .del(vec![
            stream_key("shop/refunds"),
            format!("{}:head", stream_key("shop/refunds")),
        ])
        .await
        .unwrap();
    assert_eq!(a.store.tenants().await.unwrap(), ["other/agent"]);
    let (status, body) = allowed(&mut a, "/api/v1/namespaces/shop/audit/verify").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], false, "{body}");
    let chains = v["chains"].as_array().unwrap();
    assert_eq!(chains.len(), 1, "{body}");
    assert_eq!(chains[0]["tenant"], "shop/refunds");
    assert_eq!(chains[0]["broken"]["seq"], 1, "{body}");
    let reason = chains[0]["broken"]["reason"].as_str().unwrap();
    assert!(
        reason.contains("the whole chain was deleted") && reason.contains("seq 3"),
        "{reason}"
    );
}

#[tokio::test]
async fn chain_heads_are_copied_into_the_status_of_gatestacks_with_a_redis_sink() {
    let a = api(HashMap::new()).await;
    let head = a.store.head("shop/refunds").await.unwrap();
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let client = kube::Client::new(service, "default");
    let source = OneRedis(a.store.clone(), HashMap::new());
    let gatestack = |name: &str, sink: &str| {
        json!({"apiVersion": "argus.dev/v1alpha1", "kind": "GateStack",
               "metadata": {"name": name, "namespace": "shop"},
               "spec": {"gates": [], "audit": {"sink": sink}}})
    };
    let server = tokio::spawn(async move {
        let (request, send) = handle.next_request().await.unwrap();
        assert_eq!(request.uri().path(), "/apis/argus.dev/v1alpha1/gatestacks");
        let list = json!({"apiVersion": "argus.dev/v1alpha1", "kind": "GateStackList", "metadata": {},
                          "items": [gatestack("support", "redis"), gatestack("quiet", "stdout")]});
        send.send_response(
            Response::builder()
                .body(Body::from(serde_json::to_vec(&list).unwrap()))
                .unwrap(),
        );
        // The rendered configs say which GateStack judges which tenant.
        let (request, send) = handle.next_request().await.unwrap();
        assert_eq!(request.uri().path(), "/api/v1/namespaces/shop/configmaps");
        let configs = json!({"apiVersion": "v1", "kind": "ConfigMapList", "metadata": {},
            "items": [{"apiVersion": "v1", "kind": "ConfigMap",
                       "metadata": {"name": "argus-deployment-refunds", "namespace": "shop"},
                       "data": {"config.yaml": "name: shop/refunds\ntenant: shop/refunds\ngateStack:\n  name: support\n  spec: {}\n"}}]});
        send.send_response(
            Response::builder()
                .body(Body::from(serde_json::to_vec(&configs).unwrap()))
                .unwrap(),
        );
        let (request, send) = handle.next_request().await.unwrap();
        assert_eq!(request.method(), Method::PATCH);
        assert_eq!(
            request.uri().path(),
            "/apis/argus.dev/v1alpha1/namespaces/shop/gatestacks/support/status"
        );
        assert!(
            request
                .uri()
                .query()
                .unwrap()
                .contains("fieldManager=argus-operator-audit-heads")
        );
        let body: Value =
            serde_json::from_slice(&request.into_body().collect_bytes().await.unwrap()).unwrap();
        send.send_response(
            Response::builder()
                .body(Body::from(
                    serde_json::to_vec(&gatestack("support", "redis")).unwrap(),
                ))
                .unwrap(),
        );
        body
    });
    let written = argus_operator::copy_heads_once(&client, &source)
        .await
        .unwrap();
    assert_eq!(written, 1);
    let patch = server.await.unwrap();
    let heads = patch["status"]["auditHeads"].as_array().unwrap();
    assert_eq!(heads.len(), 1, "only the namespace's chains: {patch}");
    assert_eq!(heads[0]["tenant"], "shop/refunds");
    assert_eq!(heads[0]["seq"], head.seq);
    assert_eq!(heads[0]["hash"], head.hash.as_str());
}

#[tokio::test]
async fn export_streams_a_chain_longer_than_a_page_one_page_at_a_time() {
    use argus_operator::AUDIT_EXPORT_PAGE;
    let mut a = api(HashMap::new()).await;
    // Two full pages and a bit beyond the three entries `api` wrote.
    let total = 2 * AUDIT_EXPORT_PAGE as usize + 7;
    let mut head = Some(a.store.head("shop/refunds").await.unwrap());
    for i in 3..total {
        let mut r = Record::new("shop/refunds", "llm_call");
        r.tool_name = Some(format!("tool_{i}"));
        a.store.append("shop/refunds", r, &mut head).await.unwrap();
    }
    let h = a.handler.clone();
    let handle = &mut a.handle;
    let server = async move {
        answer(handle, TOKEN_REVIEWS, authenticated()).await;
        answer(handle, ACCESS_REVIEWS, json!({"allowed": true})).await;
    };
    let client = async move {
        let req = Request::builder()
            .uri("/api/v1/namespaces/shop/audit/export")
            .header("authorization", "Bearer t")
            .body(())
            .unwrap();
        h.handle(req).await
    };
    let ((), resp) = tokio::join!(server, client);
    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(resp.headers()["content-type"], "application/jsonl");
    // Frame by frame: never more than one page of entries in one chunk, so the operator
    // never holds more than a page, and every entry arrives once, in chain order.
    let mut body = resp.into_body();
    let mut chunks = 0;
    let mut seqs = Vec::new();
    while let Some(frame) = body.frame().await {
        let data = frame.unwrap().into_data().unwrap();
        let lines: Vec<&str> = std::str::from_utf8(&data).unwrap().lines().collect();
        assert!(
            lines.len() as u64 <= AUDIT_EXPORT_PAGE,
            "a chunk of {} entries: more than one page",
            lines.len()
        );
        chunks += 1;
        for l in lines {
            let v: Value = serde_json::from_str(l).unwrap();
            seqs.push(v["seq"].as_u64().unwrap());
        }
    }
    assert!(chunks >= 3, "{chunks} chunk(s) for {total} entries");
    // The other namespace's chain is not exported.
    assert_eq!(seqs, (1..=total as u64).collect::<Vec<_>>());
}

#[tokio::test]
async fn a_redis_failure_mid_export_ends_the_stream_with_an_error_trailer() {
    use argus_operator::AUDIT_EXPORT_PAGE;
    let mut a = api(HashMap::new()).await;
    // More than a page, so the export reads Redis again after its first chunk.
    let total = 2 * AUDIT_EXPORT_PAGE as usize;
    let mut head = Some(a.store.head("shop/refunds").await.unwrap());
    for i in 3..total {
        let mut r = Record::new("shop/refunds", "llm_call");
        r.tool_name = Some(format!("tool_{i}"));
        a.store.append("shop/refunds", r, &mut head).await.unwrap();
    }
    let h = a.handler.clone();
    let handle = &mut a.handle;
    let server = async move {
        answer(handle, TOKEN_REVIEWS, authenticated()).await;
        answer(handle, ACCESS_REVIEWS, json!({"allowed": true})).await;
    };
    let client = async move {
        let req = Request::builder()
            .uri("/api/v1/namespaces/shop/audit/export")
            .header("authorization", "Bearer t")
            .body(())
            .unwrap();
        h.handle(req).await
    };
    let ((), resp) = tokio::join!(server, client);
    assert_eq!(resp.status(), StatusCode::OK);
    let mut body = resp.into_body();
    let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
    assert_eq!(
        std::str::from_utf8(&first).unwrap().lines().count() as u64,
        AUDIT_EXPORT_PAGE
    );
    // Redis goes away mid-export.
    a._redis.stop();
    let mut rest = Vec::new();
    while let Some(frame) = tokio::time::timeout(std::time::Duration::from_secs(30), body.frame())
        .await
        .expect("the export hung after Redis went away")
    {
        let frame = frame.expect("the body must end with a trailer line, not a broken transfer");
        rest.extend_from_slice(&frame.into_data().unwrap());
    }
    let text = String::from_utf8(rest).unwrap();
    let last = text.lines().last().expect("no trailer line");
    let trailer: Value = serde_json::from_str(last).unwrap();
    let message = trailer["error"].as_str().unwrap();
    assert!(
        message.contains("the export broke off") && message.contains("shop/refunds"),
        "{message}"
    );
    assert_eq!(trailer.as_object().unwrap().len(), 1, "{trailer}");
}
