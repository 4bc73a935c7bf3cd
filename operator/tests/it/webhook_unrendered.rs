#![allow(clippy::unwrap_used)]
//! Issue 27 through the webhook's HTTP handler with its caches: the first pod of a
//! freshly annotated Deployment (a real AdmissionReview of a ReplicaSet's pod, before the
//! operator stamped the template) is refused, with or without the workload's config
//! rendered, and left alone when the Deployment does not opt in. The Deployment and the
//! namespace come from the caches, as in the operator.

use std::path::PathBuf;
use std::sync::Arc;

use argus_operator::{
    ImageSettings, InjectionSettings, Metrics, Stores, WebhookHandler, WorkloadProfile,
};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::{ConfigMap, Namespace};
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher;
use serde_json::Value;

fn body() -> Vec<u8> {
    std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/admission/unbound-pod.json"),
    )
    .unwrap()
}

fn reader<K>(items: Vec<K>) -> kube::runtime::reflector::Store<K>
where
    K: kube::Resource<DynamicType = ()> + Clone + 'static,
{
    let mut w = Writer::new(());
    for i in items {
        w.apply_watcher_event(&watcher::Event::Apply(i));
    }
    w.as_reader()
}

/// The handler with the Deployment `support-agent` (annotated with `annotations`) in its
/// cache and, when `rendered`, its config.
fn handler(annotations: Value, rendered: bool) -> Arc<WebhookHandler> {
    let deployment: Deployment = serde_json::from_value(serde_json::json!({
        "metadata": {"name": "support-agent", "namespace": "agents", "uid": "d1",
                     "annotations": annotations},
        "spec": {"selector": {"matchLabels": {"app": "support-agent"}},
                 "template": {"metadata": {"labels": {"app": "support-agent"}}}}
    }))
    .unwrap();
    let namespace: Namespace =
        serde_json::from_value(serde_json::json!({"metadata": {"name": "agents"}})).unwrap();
    let mut config_maps = Vec::new();
    if rendered {
        config_maps.push(
            serde_json::from_value::<ConfigMap>(serde_json::json!({
                "metadata": {"name": "argus-deployment-support-agent", "namespace": "agents"},
                "data": {"injection.json": serde_json::to_string(&WorkloadProfile::default()).unwrap()}
            }))
            .unwrap(),
        );
    }
    let stores = Stores {
        workflows: reader(vec![]),
        actors: reader(vec![]),
        policies: reader(vec![]),
        gatestacks: reader(vec![]),
        deployments: reader(vec![deployment]),
        statefulsets: reader(vec![]),
        namespaces: reader(vec![namespace]),
    };
    let image = |i: &str| ImageSettings {
        image: i.to_string(),
        resources: Default::default(),
    };
    Arc::new(WebhookHandler {
        settings: InjectionSettings {
            version: "0.1.0".to_string(),
            sidecar: image("sidecar:test"),
            embedder: image("embedder:test"),
            image_pull_policy: "IfNotPresent".to_string(),
            native_sidecars: true,
            embedder_injection_multilingual: true,
            operator_namespace: "argus-system".to_string(),
        },
        fail_closed: false,
        config_maps: reader(config_maps),
        client: None,
        stores: Some(stores),
        metrics: Arc::new(Metrics::new()),
    })
}

async fn review(h: Arc<WebhookHandler>) -> Value {
    let req = http::Request::post("/mutate-pods")
        .body(Full::new(Bytes::from(body())))
        .unwrap();
    let resp = h.handle(req).await;
    assert_eq!(resp.status(), 200);
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    serde_json::from_slice(&bytes).unwrap()
}

fn opted_in() -> Value {
    serde_json::json!({"argus.dev/inject": "true", "argus.dev/workflow": "support"})
}

#[tokio::test]
async fn first_pod_of_an_annotated_deployment_is_refused_until_the_template_is_stamped() {
    for rendered in [false, true] {
        let answer = review(handler(opted_in(), rendered)).await;
        assert_eq!(answer["response"]["allowed"], false, "{answer}");
        assert!(answer["response"].get("patch").is_none(), "{answer}");
        let message = answer["response"]["status"]["message"].as_str().unwrap();
        assert!(
            message.contains("Deployment agents/support-agent opts in to Argus"),
            "{message}"
        );
        assert!(
            message.contains("argus-deployment-support-agent"),
            "{message}"
        );
    }
}

#[tokio::test]
async fn pod_of_a_deployment_that_does_not_opt_in_is_admitted_unchanged() {
    for annotations in [
        serde_json::json!({}),
        serde_json::json!({"argus.dev/inject": "false"}),
    ] {
        let answer = review(handler(annotations, true)).await;
        assert_eq!(answer["response"]["allowed"], true, "{answer}");
        assert!(answer["response"].get("patch").is_none(), "{answer}");
    }
}
