#![allow(clippy::unwrap_used)]
//! Operator memory: the resident set of a process holding the operator's reflector
//! stores, reconcile context and webhook handler, idle and after the reconcilers have
//! bound 30 namespaces (the example set in each: Workflow, Actor, Policy, GateStack and an
//! annotated Deployment). The API server is mocked in process and echoes every write, so
//! the figure is the operator's own state (stores, rendered configs, event cache, webhook
//! cache), not a kube-apiserver's. Run with `make bench-operator` (release).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use argus_crds::{Actor, Document, GateStack, Policy, Workflow, parse_documents};
use argus_operator::{
    Backoff, Context, ImageSettings, InjectionSettings, Metrics, RedisSettings, Stores,
    WebhookHandler, WhenUnused, reconcile_namespace_store, reconcile_resource, reconcile_workload,
};
use http::{Request, Response};
use http_body_util::Full;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{ConfigMap, Namespace};
use kube::client::Body;
use kube::runtime::events::{Recorder, Reporter};
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher;
use kube::{Client, Resource, ResourceExt};
use serde_json::{Value, json};

const NAMESPACES: usize = 30;

/// VmRSS of this process, KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// The example set, placed in `namespace`.
fn example_set(namespace: &str) -> Vec<Document> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../manifests/examples");
    let mut out = Vec::new();
    for file in [
        "workflow-support",
        "actor-support",
        "policy-support",
        "gatestack-support",
    ] {
        let text = std::fs::read_to_string(format!("{dir}/{file}.yaml")).unwrap();
        for doc in parse_documents(&text).unwrap() {
            let mut doc = doc.unwrap();
            let meta = match &mut doc {
                Document::Workflow(o) => &mut o.metadata,
                Document::Actor(o) => &mut o.metadata,
                Document::Policy(o) => &mut o.metadata,
                Document::GateStack(o) => &mut o.metadata,
                _ => continue,
            };
            meta.namespace = Some(namespace.to_string());
            meta.generation = Some(1);
            meta.uid = Some(format!("uid-{namespace}-{}", meta.name.clone().unwrap()));
            out.push(doc);
        }
    }
    out
}

fn example_deployment(namespace: &str) -> Deployment {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../manifests/examples");
    let text = std::fs::read_to_string(format!("{dir}/deployment-support-agent.yaml")).unwrap();
    let mut d: Deployment = text
        .split("\n---")
        .map(|doc| serde_saphyr::from_str::<Value>(doc).unwrap())
        .find(|v| v["kind"] == "Deployment")
        .map(|v| serde_json::from_value(v).unwrap())
        .unwrap();
    d.metadata.namespace = Some(namespace.to_string());
    d.metadata.uid = Some(format!("uid-{namespace}-deploy"));
    d.status = Some(k8s_openapi::api::apps::v1::DeploymentStatus {
        replicas: Some(2),
        ..Default::default()
    });
    d
}

fn store<K>(objects: Vec<K>) -> (kube::runtime::reflector::Store<K>, Writer<K>)
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    let mut w = Writer::new(());
    for o in objects {
        w.apply_watcher_event(&watcher::Event::Apply(o));
    }
    (w.as_reader(), w)
}

/// An API server that accepts every write: it echoes bodies, and answers status
/// patches with the stored object (the reconciler deserializes the full resource).
fn api_server(objects: HashMap<String, Value>) -> Client {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    tokio::spawn(async move {
        while let Some((request, send)) = handle.next_request().await {
            let path = request.uri().path().to_string();
            let bytes = request.into_body().collect_bytes().await.unwrap();
            let answer = match path.strip_suffix("/status") {
                Some(object) => serde_json::to_vec(&objects[object]).unwrap(),
                None => bytes.to_vec(),
            };
            send.send_response(Response::builder().body(Body::from(answer)).unwrap());
        }
    });
    Client::new(service, "default")
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run());
}

async fn run() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let (workflows, mut w_workflows) = store(Vec::<Workflow>::new());
    let (actors, mut w_actors) = store(Vec::<Actor>::new());
    let (policies, mut w_policies) = store(Vec::<Policy>::new());
    let (gatestacks, mut w_gatestacks) = store(Vec::<GateStack>::new());
    let (deployments, mut w_deployments) = store(Vec::<Deployment>::new());
    let (statefulsets, _w_statefulsets) = store(Vec::<StatefulSet>::new());
    let (namespaces, mut w_namespaces) = store(Vec::<Namespace>::new());
    let (config_maps, mut w_config_maps) = store(Vec::<ConfigMap>::new());

    let mut objects = HashMap::new();
    let mut docs = Vec::new();
    for i in 0..NAMESPACES {
        let ns = format!("agents-{i:02}");
        for doc in example_set(&ns) {
            let (plural, value, name) = match &doc {
                Document::Workflow(o) => {
                    ("workflows", serde_json::to_value(o).unwrap(), o.name_any())
                }
                Document::Actor(o) => ("actors", serde_json::to_value(o).unwrap(), o.name_any()),
                Document::Policy(o) => ("policies", serde_json::to_value(o).unwrap(), o.name_any()),
                Document::GateStack(o) => {
                    ("gatestacks", serde_json::to_value(o).unwrap(), o.name_any())
                }
                _ => continue,
            };
            objects.insert(
                format!("/apis/argus.dev/v1alpha1/namespaces/{ns}/{plural}/{name}"),
                value,
            );
            docs.push(doc);
        }
    }
    let client = api_server(objects);
    let ctx = Arc::new(Context {
        recorder: Recorder::new(
            client.clone(),
            Reporter {
                controller: "argus-operator".to_string(),
                instance: None,
            },
        ),
        client: client.clone(),
        stores: Stores {
            workflows,
            actors,
            policies,
            gatestacks,
            deployments,
            statefulsets,
            namespaces,
        },
        metrics: Arc::new(Metrics::new()),
        redis: RedisSettings {
            image: "redis/redis-stack-server:7.4.0-v3".to_string(),
            resources: Default::default(),
            persistence_size: None,
            storage_class: None,
            retention: Duration::from_secs(3600),
            when_unused: WhenUnused::Delete,
            operator_namespace: "argus-system".to_string(),
            cluster_domain: "cluster.local".to_string(),
        },
        backoff: Backoff::default(),
    });
    let handler = Arc::new(WebhookHandler {
        settings: InjectionSettings {
            version: "0.1.0".to_string(),
            sidecar: ImageSettings {
                image: "ghcr.io/argus-dev/argus-sidecar:0.1.0".to_string(),
                resources: Default::default(),
            },
            embedder: ImageSettings {
                image: "ghcr.io/argus-dev/argus-embedder:0.1.0".to_string(),
                resources: Default::default(),
            },
            image_pull_policy: "IfNotPresent".to_string(),
            native_sidecars: true,
            embedder_injection_multilingual: true,
            operator_namespace: "argus-system".to_string(),
        },
        fail_closed: false,
        config_maps: config_maps.clone(),
        client: None,
        stores: None,
        metrics: ctx.metrics.clone(),
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let idle = rss_kib();

    // Fill the caches as the watches would, then reconcile everything once, as the
    // controllers do after a start.
    for doc in docs {
        match doc {
            Document::Workflow(o) => w_workflows.apply_watcher_event(&watcher::Event::Apply(*o)),
            Document::Actor(o) => w_actors.apply_watcher_event(&watcher::Event::Apply(*o)),
            Document::Policy(o) => w_policies.apply_watcher_event(&watcher::Event::Apply(*o)),
            Document::GateStack(o) => w_gatestacks.apply_watcher_event(&watcher::Event::Apply(*o)),
            _ => {}
        }
    }
    let mut rendered = Vec::new();
    for i in 0..NAMESPACES {
        let ns = format!("agents-{i:02}");
        let namespace: Namespace =
            serde_json::from_value(json!({"metadata": {"name": ns}})).unwrap();
        w_namespaces.apply_watcher_event(&watcher::Event::Apply(namespace.clone()));
        let d = example_deployment(&ns);
        w_deployments.apply_watcher_event(&watcher::Event::Apply(d.clone()));
        reconcile_workload(Arc::new(d), ctx.clone()).await.unwrap();
        reconcile_namespace_store(Arc::new(namespace), ctx.clone())
            .await
            .unwrap();
        rendered.push(ns);
    }
    for w in ctx.stores.workflows.state() {
        reconcile_resource(w, ctx.clone()).await.unwrap();
    }
    for a in ctx.stores.actors.state() {
        reconcile_resource(a, ctx.clone()).await.unwrap();
    }
    for p in ctx.stores.policies.state() {
        reconcile_resource(p, ctx.clone()).await.unwrap();
    }
    for g in ctx.stores.gatestacks.state() {
        reconcile_resource(g, ctx.clone()).await.unwrap();
    }
    // The webhook's cache holds every rendered ConfigMap; inject one pod per namespace.
    let pod = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/admission/plain-pod.json"
    ))
    .unwrap();
    for ns in &rendered {
        let workload = argus_operator::WorkloadRef {
            kind: argus_operator::WorkloadKind::Deployment,
            namespace: ns.clone(),
            name: "support-agent".to_string(),
            uid: format!("uid-{ns}-deploy"),
        };
        let cm = ConfigMap {
            metadata: kube::core::ObjectMeta {
                name: Some(argus_operator::config_map_name(&workload)),
                namespace: Some(ns.clone()),
                ..Default::default()
            },
            data: Some(
                [(
                    "injection.json".to_string(),
                    serde_json::to_string(&argus_operator::WorkloadProfile::default()).unwrap(),
                )]
                .into(),
            ),
            ..Default::default()
        };
        w_config_maps.apply_watcher_event(&watcher::Event::Apply(cm));
        let mut review: Value = serde_json::from_slice(&pod).unwrap();
        review["request"]["namespace"] = json!(ns);
        let req = Request::post("/mutate-pods")
            .body(Full::new(bytes::Bytes::from(
                serde_json::to_vec(&review).unwrap(),
            )))
            .unwrap();
        let response = handler.clone().handle(req).await;
        assert_eq!(response.status(), http::StatusCode::OK);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let bound = rss_kib();
    println!(
        "operator RSS, idle (stores, context, webhook handler): {}",
        mib(idle)
    );
    println!(
        "operator RSS, {NAMESPACES} namespaces bound (4 resources + 1 workload each, all reconciled, 30 pods injected): {} (+{})",
        mib(bound),
        mib(bound.saturating_sub(idle))
    );
}
