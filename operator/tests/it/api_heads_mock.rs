#![allow(clippy::unwrap_used)]
//! Chain heads go to the GateStack bound to each tenant (as the rendered configs say),
//! not to every GateStack of the namespace: against a mocked API server and a real Redis.

use std::collections::HashMap;
use std::time::Duration;

use argus_audit::ChainStore;
use argus_audit::{Head, Record};
use argus_crds::{Resolved, SidecarConfig};
use argus_operator::ChainSource;
use http::{Method, Request, Response};
use kube::client::Body;
use serde_json::{Value, json};

type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;

struct OneRedis(ChainStore);

#[async_trait::async_trait]
impl ChainSource for OneRedis {
    async fn chains(&self, _: &str) -> Result<ChainStore, String> {
        Ok(self.0.clone())
    }
    async fn recorded_heads(&self, _: &str) -> HashMap<String, Head> {
        HashMap::new()
    }
}

fn gatestack(name: &str) -> Value {
    json!({
        "apiVersion": "argus.dev/v1alpha1",
        "kind": "GateStack",
        "metadata": {"name": name, "namespace": "shop", "resourceVersion": "1"},
        "spec": {"gates": [], "audit": {"sink": "redis"}}
    })
}

/// A workload's rendered ConfigMap, written as the renderer writes it.
fn rendered(workload: &str, tenant: &str, stack: &str) -> Value {
    let mut config = SidecarConfig::new(format!("shop/{workload}"));
    config.tenant = Some(tenant.to_string());
    config.gate_stack = Some(Resolved {
        name: stack.to_string(),
        generation: Some(1),
        spec: serde_json::from_value(json!({"gates": []})).unwrap(),
    });
    json!({
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {"name": format!("argus-deployment-{workload}"), "namespace": "shop",
                     "labels": {"app.kubernetes.io/managed-by": "argus-operator"}},
        "data": {"config.yaml": serde_saphyr::to_string(&config).unwrap()}
    })
}

async fn next(handle: &mut Handle, method: Method, path: &str, answer: Value) -> (String, Value) {
    let (request, send) = tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .unwrap_or_else(|_| panic!("timed out waiting for {method} {path}"))
        .unwrap();
    assert_eq!(request.method(), method);
    assert_eq!(request.uri().path(), path);
    let query = request.uri().query().unwrap_or_default().to_string();
    let bytes = request.into_body().collect_bytes().await.unwrap();
    let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    send.send_response(
        Response::builder()
            .body(Body::from(serde_json::to_vec(&answer).unwrap()))
            .unwrap(),
    );
    (query, body)
}

#[tokio::test]
async fn each_chain_head_goes_to_the_gatestack_bound_to_its_tenant() {
    let redis = crate::api_support::RedisServer::start();
    let client = redis.client().await;
    let store = ChainStore::new(client);
    let mut refunds = None;
    for _ in 0..3 {
        let r = Record::new("shop/refunds", "llm_call");
        store.append("shop/refunds", r, &mut refunds).await.unwrap();
    }
    let r = Record::new("shop/invoices", "llm_call");
    store.append("shop/invoices", r, &mut None).await.unwrap();
    let refunds_head = store.head("shop/refunds").await.unwrap();
    let invoices_head = store.head("shop/invoices").await.unwrap();

    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let kube = kube::Client::new(service, "default");
    let source = OneRedis(store);
    let server = async move {
        next(
            &mut handle,
            Method::GET,
            "/apis/argus.dev/v1alpha1/gatestacks",
            json!({"apiVersion": "argus.dev/v1alpha1", "kind": "GateStackList", "metadata": {},
                   "items": [gatestack("billing"), gatestack("support")]}),
        )
        .await;
        let (query, _) = next(
            &mut handle,
            Method::GET,
            "/api/v1/namespaces/shop/configmaps",
            json!({"apiVersion": "v1", "kind": "ConfigMapList", "metadata": {},
                   "items": [rendered("refunds", "shop/refunds", "support"),
                             rendered("invoices", "shop/invoices", "billing")]}),
        )
        .await;
        assert!(
            query.contains("labelSelector=app.kubernetes.io%2Fmanaged-by%3Dargus-operator"),
            "{query}"
        );
        let mut patches = Vec::new();
        for name in ["billing", "support"] {
            let (_, body) = next(
                &mut handle,
                Method::PATCH,
                &format!("/apis/argus.dev/v1alpha1/namespaces/shop/gatestacks/{name}/status"),
                gatestack(name),
            )
            .await;
            patches.push(body);
        }
        patches
    };
    let (written, patches) = tokio::join!(argus_operator::copy_heads_once(&kube, &source), server);
    assert_eq!(written.unwrap(), 2);
    let heads = |p: &Value| -> Vec<(String, u64, String)> {
        p["status"]["auditHeads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| {
                (
                    h["tenant"].as_str().unwrap().to_string(),
                    h["seq"].as_u64().unwrap(),
                    h["hash"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    // billing judges the invoices agent only, support the refunds agent only.
    assert_eq!(
        heads(&patches[0]),
        [("shop/invoices".to_string(), 1, invoices_head.hash)]
    );
    assert_eq!(
        heads(&patches[1]),
        [("shop/refunds".to_string(), 3, refunds_head.hash)]
    );
}
