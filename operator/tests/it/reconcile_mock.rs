#![allow(clippy::unwrap_used)]
//! Reconcilers against a mocked API server (the controller-rs `ApiServerVerifier`
//! pattern): each scenario lists the exact calls it expects, in order, and what the
//! server answers. A reconcile that makes an unexpected call fails the test.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use argus_crds::{
    Actor, Document, GateStack, Policy, RedisPersistence, Workflow, WorkflowStatus,
    compile_program, parse_documents,
};
use argus_operator::{
    Backoff, Context, Metrics, RedisSettings, Stores, WhenUnused, reconcile_namespace_store,
    reconcile_resource, reconcile_workload,
};
use http::{Method, Request, Response};
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::Namespace;
use kube::client::Body;
use kube::runtime::events::{Recorder, Reporter};
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher;
use kube::{Client, Resource};
use serde_json::{Value, json};
use tokio::task::JoinHandle;

type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;

use argus_testkit::RedisServer;

/// One expected API call and the answer to give.
struct Call {
    method: Method,
    path: &'static str,
    query: Option<&'static str>,
    respond: Respond,
}

enum Respond {
    /// Echo the request body back (apply/patch/create).
    Echo,
    /// Answer with this status code and body.
    With(u16, Value),
}

fn call(method: Method, path: &'static str) -> Call {
    Call {
        method,
        path,
        query: None,
        respond: Respond::Echo,
    }
}

impl Call {
    fn query(mut self, q: &'static str) -> Self {
        self.query = Some(q);
        self
    }
    fn respond(mut self, code: u16, body: Value) -> Self {
        self.respond = Respond::With(code, body);
        self
    }
}

/// Serves `calls` in order and returns the request bodies.
fn verifier(mut handle: Handle, calls: Vec<Call>) -> JoinHandle<Vec<Value>> {
    tokio::spawn(async move {
        let mut bodies = Vec::new();
        for expected in calls {
            let (request, send) =
                tokio::time::timeout(Duration::from_secs(5), handle.next_request())
                    .await
                    .unwrap_or_else(|_| {
                        panic!(
                            "timed out waiting for {} {}",
                            expected.method, expected.path
                        )
                    })
                    .expect("service dropped");
            assert_eq!(
                request.method(),
                expected.method,
                "method of {}",
                request.uri()
            );
            assert_eq!(request.uri().path(), expected.path);
            if let Some(q) = expected.query {
                let query = request.uri().query().unwrap_or_default();
                assert!(query.contains(q), "query {query:?} lacks {q:?}");
            }
            let bytes = request.into_body().collect_bytes().await.unwrap();
            let body: Value = if bytes.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice(&bytes).unwrap()
            };
            let (code, answer) = match expected.respond {
                Respond::Echo => (200, body.clone()),
                Respond::With(code, v) => (code, v),
            };
            send.send_response(
                Response::builder()
                    .status(code)
                    .body(Body::from(serde_json::to_vec(&answer).unwrap()))
                    .unwrap(),
            );
            bodies.push(body);
        }
        bodies
    })
}

fn store<K>(objects: Vec<K>) -> kube::runtime::reflector::Store<K>
where
    K: Resource<DynamicType = ()> + Clone + 'static,
{
    let mut w = Writer::new(());
    for o in objects {
        w.apply_watcher_event(&watcher::Event::Apply(o));
    }
    w.as_reader()
}

#[derive(Default)]
struct World {
    workflows: Vec<Workflow>,
    actors: Vec<Actor>,
    policies: Vec<Policy>,
    gatestacks: Vec<GateStack>,
    deployments: Vec<Deployment>,
    statefulsets: Vec<StatefulSet>,
    namespaces: Vec<Namespace>,
    when_unused: WhenUnused,
    persistence_size: Option<String>,
}

impl World {
    fn examples() -> Self {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../manifests/examples");
        let mut world = World::default();
        for file in [
            "workflow-support",
            "actor-support",
            "policy-support",
            "gatestack-support",
        ] {
            let text = std::fs::read_to_string(format!("{dir}/{file}.yaml")).unwrap();
            for doc in parse_documents(&text).unwrap() {
                match doc.unwrap() {
                    Document::Workflow(mut o) => {
                        place(&mut o.metadata);
                        world.workflows.push(*o)
                    }
                    Document::Actor(mut o) => {
                        place(&mut o.metadata);
                        world.actors.push(*o)
                    }
                    Document::Policy(mut o) => {
                        place(&mut o.metadata);
                        world.policies.push(*o)
                    }
                    Document::GateStack(mut o) => {
                        place(&mut o.metadata);
                        world.gatestacks.push(*o)
                    }
                    _ => {}
                }
            }
        }
        world
            .namespaces
            .push(serde_json::from_value(json!({"metadata": {"name": "agents"}})).unwrap());
        world
    }

    fn context(self, client: Client) -> Arc<Context> {
        Arc::new(Context {
            recorder: Recorder::new(
                client.clone(),
                Reporter {
                    controller: "argus-operator".to_string(),
                    instance: None,
                },
            ),
            client,
            stores: Stores {
                workflows: store(self.workflows),
                actors: store(self.actors),
                policies: store(self.policies),
                gatestacks: store(self.gatestacks),
                deployments: store(self.deployments),
                statefulsets: store(self.statefulsets),
                namespaces: store(self.namespaces),
            },
            metrics: Arc::new(Metrics::new()),
            redis: RedisSettings {
                image: "redis/redis-stack-server:7.4.0-v3".to_string(),
                resources: Default::default(),
                persistence_size: self.persistence_size,
                storage_class: None,
                retention: Duration::from_secs(600),
                when_unused: self.when_unused,
                operator_namespace: "argus-system".to_string(),
                cluster_domain: "cluster.local".to_string(),
            },
            backoff: Backoff::default(),
        })
    }
}

fn place(meta: &mut kube::core::ObjectMeta) {
    meta.namespace = Some("agents".to_string());
    meta.generation = Some(4);
    meta.uid = Some(format!("uid-{}", meta.name.clone().unwrap()));
}

fn mock() -> (Client, Handle) {
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    (Client::new(service, "default"), handle)
}

fn agent_deployment(
    annotations: &[(&str, &str)],
    template_annotations: &[(&str, &str)],
) -> Deployment {
    let map = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    serde_json::from_value(json!({
        "metadata": {"name": "support-agent", "namespace": "agents", "uid": "uid-deploy",
                     "annotations": map(annotations)},
        "spec": {
            "selector": {"matchLabels": {"app": "support-agent"}},
            "template": {
                "metadata": {"labels": {"app": "support-agent"}, "annotations": map(template_annotations)},
                "spec": {"containers": [{"name": "agent", "image": "python:3.12-slim"}]}
            }
        },
        "status": {"replicas": 2}
    }))
    .unwrap()
}

const ROLE: &str =
    "/apis/rbac.authorization.k8s.io/v1/namespaces/agents/roles/argus-deployment-support-agent";
const ROLE_BINDING: &str = "/apis/rbac.authorization.k8s.io/v1/namespaces/agents/rolebindings/argus-deployment-support-agent";

const BOUND: [(&str, &str); 5] = [
    ("argus.dev/inject", "true"),
    ("argus.dev/workflow", "support"),
    ("argus.dev/actor", "support-agent"),
    ("argus.dev/policy", "support"),
    ("argus.dev/gatestack", "support"),
];

fn condition<'a>(status: &'a Value, t: &str) -> &'a Value {
    status["conditions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["type"] == t)
        .unwrap()
}

const EVENTS: &str = "/apis/events.k8s.io/v1/namespaces/agents/events";

#[tokio::test]
async fn valid_workflow_gets_ready_status_and_events() {
    let (client, handle) = mock();
    let world = World::examples();
    let wf = Arc::new(world.workflows[0].clone());
    let echo = serde_json::to_value(wf.as_ref()).unwrap();
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/apis/argus.dev/v1alpha1/namespaces/agents/workflows/support/status",
            )
            .query("fieldManager=argus-operator")
            .respond(200, echo),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(wf, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let status = &bodies[0]["status"];
    assert_eq!(bodies[0]["kind"], "Workflow");
    assert_eq!(status["observedGeneration"], 4);
    assert_eq!(status["states"], 8);
    assert_eq!(status["boundPods"], 0);
    assert_eq!(condition(status, "Ready")["status"], "True");
    assert_eq!(condition(status, "Valid")["status"], "True");
    assert_eq!(bodies[1]["reason"], "Valid");
    assert_eq!(bodies[2]["reason"], "Ready");
    assert_eq!(bodies[1]["regarding"]["name"], "support");
}

#[tokio::test]
async fn unchanged_status_is_not_written_again() {
    let (client, handle) = mock();
    let world = World::examples();
    let mut wf = world.workflows[0].clone();
    // First pass: capture the status the operator writes.
    let ctx = World::examples().context(client);
    let echo = serde_json::to_value(&wf).unwrap();
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/apis/argus.dev/v1alpha1/namespaces/agents/workflows/support/status",
            )
            .respond(200, echo),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(Arc::new(wf.clone()), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    wf.status = Some(serde_json::from_value(bodies[0]["status"].clone()).unwrap());

    // Second pass over the written status: no call at all.
    let (client, handle) = mock();
    let ctx = world.context(client);
    let server = verifier(handle, vec![]);
    tokio::time::timeout(
        Duration::from_secs(2),
        reconcile_resource(Arc::new(wf), ctx),
    )
    .await
    .expect("reconcile made an unexpected API call")
    .unwrap();
    server.await.unwrap();
}

#[tokio::test]
async fn invalid_workflow_reports_the_field_path() {
    let (client, handle) = mock();
    let world = World::examples();
    let mut wf = world.workflows[0].clone();
    wf.spec.transitions[0].to = "nowhere".to_string();
    let echo = serde_json::to_value(&wf).unwrap();
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/apis/argus.dev/v1alpha1/namespaces/agents/workflows/support/status",
            )
            .respond(200, echo),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(Arc::new(wf), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let valid = condition(&bodies[0]["status"], "Valid");
    assert_eq!(valid["status"], "False");
    assert_eq!(valid["reason"], "Invalid");
    assert!(
        valid["message"]
            .as_str()
            .unwrap()
            .contains("spec.transitions[0].to"),
        "{valid}"
    );
    assert_eq!(condition(&bodies[0]["status"], "Ready")["status"], "False");
    assert_eq!(bodies[1]["type"], "Warning");
    assert_eq!(bodies[1]["reason"], "Invalid");
}

#[tokio::test]
async fn policy_of_a_workload_with_a_missing_reference_is_not_ready() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.gatestacks.clear();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let policy = Arc::new(world.policies[0].clone());
    let echo = serde_json::to_value(policy.as_ref()).unwrap();
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/apis/argus.dev/v1alpha1/namespaces/agents/policies/support/status",
            )
            .respond(200, echo),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(policy, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let status = &bodies[0]["status"];
    assert_eq!(status["boundPods"], 2);
    assert_eq!(
        status["store"],
        "redis://redis-argus.agents.svc.cluster.local.:6379"
    );
    let ready = condition(status, "Ready");
    assert_eq!(ready["status"], "False");
    assert_eq!(ready["reason"], "MissingReference");
    assert!(
        ready["message"]
            .as_str()
            .unwrap()
            .contains("GateStack \"support\"")
    );
    assert_eq!(condition(status, "StoreReady")["status"], "False");
    assert_eq!(condition(status, "Valid")["status"], "True");
    // Valid is announced; Ready=False(MissingReference) is the warning.
    assert_eq!(bodies[1]["reason"], "Valid");
    assert_eq!(bodies[2]["reason"], "MissingReference");
    assert_eq!(bodies[2]["type"], "Warning");
}

#[tokio::test]
async fn opted_in_deployment_gets_config_and_rolls() {
    let (client, handle) = mock();
    let mut world = World::examples();
    let deploy = agent_deployment(&BOUND, &[]);
    world.deployments.push(deploy.clone());
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/api/v1/namespaces/agents/configmaps/argus-deployment-support-agent",
            )
            .query("fieldManager=argus-operator"),
            call(Method::PATCH, ROLE).query("fieldManager=argus-operator"),
            call(Method::PATCH, ROLE_BINDING).query("fieldManager=argus-operator"),
            call(
                Method::PATCH,
                "/apis/apps/v1/namespaces/agents/deployments/support-agent",
            ),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_workload(Arc::new(deploy), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let cm = &bodies[0];
    assert_eq!(cm["kind"], "ConfigMap");
    assert_eq!(cm["metadata"]["ownerReferences"][0]["uid"], "uid-deploy");
    let config = cm["data"]["config.yaml"].as_str().unwrap();
    assert!(config.contains("tenant: agents/support-agent"));
    assert!(!config.contains("sk-replace-me"));
    let annotations = &bodies[3]["spec"]["template"]["metadata"]["annotations"];
    assert_eq!(
        annotations["argus.dev/config"],
        "argus-deployment-support-agent"
    );
    assert_eq!(
        annotations["argus.dev/injection-revision"]
            .as_str()
            .unwrap()
            .len(),
        16
    );
    assert_eq!(bodies[4]["reason"], "InjectionEnabled");
    assert_eq!(bodies[4]["regarding"]["kind"], "Deployment");
}

#[tokio::test]
async fn config_only_change_does_not_roll() {
    // First pass to learn the current injection revision.
    let (client, handle) = mock();
    let mut world = World::examples();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/api/v1/namespaces/agents/configmaps/argus-deployment-support-agent",
            ),
            call(Method::PATCH, ROLE).query("fieldManager=argus-operator"),
            call(Method::PATCH, ROLE_BINDING).query("fieldManager=argus-operator"),
            call(
                Method::PATCH,
                "/apis/apps/v1/namespaces/agents/deployments/support-agent",
            ),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_workload(Arc::new(agent_deployment(&BOUND, &[])), ctx)
        .await
        .unwrap();
    let bodies = server.await.unwrap();
    let rev =
        bodies[3]["spec"]["template"]["metadata"]["annotations"]["argus.dev/injection-revision"]
            .as_str()
            .unwrap()
            .to_string();
    let stamped = agent_deployment(
        &BOUND,
        &[
            ("argus.dev/config", "argus-deployment-support-agent"),
            ("argus.dev/injection-revision", &rev),
        ],
    );

    // The Workflow changes: only the ConfigMap is applied.
    let (client, handle) = mock();
    let mut world = World::examples();
    world.workflows[0].spec.description = Some("changed".to_string());
    world.deployments.push(stamped.clone());
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/api/v1/namespaces/agents/configmaps/argus-deployment-support-agent",
            ),
            call(Method::PATCH, ROLE),
            call(Method::PATCH, ROLE_BINDING),
        ],
    );
    reconcile_workload(Arc::new(stamped), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert!(
        bodies[0]["data"]["config.yaml"]
            .as_str()
            .unwrap()
            .contains("description: changed")
    );
}

#[tokio::test]
async fn missing_reference_warns_on_the_workload_without_writing() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.policies.clear();
    let deploy = agent_deployment(&BOUND, &[]);
    world.deployments.push(deploy.clone());
    let ctx = world.context(client);
    let server = verifier(handle, vec![call(Method::POST, EVENTS)]);
    reconcile_workload(Arc::new(deploy), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[0]["type"], "Warning");
    assert_eq!(bodies[0]["reason"], "MissingReference");
    assert!(
        bodies[0]["note"]
            .as_str()
            .unwrap()
            .contains("Policy \"support\"")
    );
}

#[tokio::test]
async fn opting_out_removes_the_stamp_the_config_and_the_sidecars_rights() {
    let (client, handle) = mock();
    let world = World::examples();
    let deploy = agent_deployment(
        &[("argus.dev/inject", "false")],
        &[
            ("argus.dev/config", "argus-deployment-support-agent"),
            ("argus.dev/injection-revision", "0123456789abcdef"),
        ],
    );
    let echo = serde_json::to_value(&deploy).unwrap();
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/apis/apps/v1/namespaces/agents/deployments/support-agent",
            )
            .respond(200, echo),
            call(
                Method::DELETE,
                "/api/v1/namespaces/agents/configmaps/argus-deployment-support-agent",
            )
            .respond(
                200,
                json!({"kind": "Status", "apiVersion": "v1", "status": "Success"}),
            ),
            // The sidecar's rights go with it.
            call(Method::DELETE, ROLE_BINDING).respond(
                200,
                json!({"kind": "Status", "apiVersion": "v1", "status": "Success"}),
            ),
            call(Method::DELETE, ROLE).respond(
                404,
                json!({"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404, "message": "gone already"}),
            ),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_workload(Arc::new(deploy), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let annotations = &bodies[0]["spec"]["template"]["metadata"]["annotations"];
    assert_eq!(annotations["argus.dev/config"], Value::Null);
    assert!(
        annotations
            .as_object()
            .unwrap()
            .contains_key("argus.dev/injection-revision")
    );
    assert_eq!(bodies[4]["reason"], "InjectionDisabled");
}

#[tokio::test]
async fn unbound_deployment_is_left_alone() {
    let (client, handle) = mock();
    let ctx = World::examples().context(client);
    let server = verifier(handle, vec![]);
    tokio::time::timeout(
        Duration::from_secs(2),
        reconcile_workload(Arc::new(agent_deployment(&[], &[])), ctx),
    )
    .await
    .expect("unexpected API call")
    .unwrap();
    server.await.unwrap();
}

const STORE_CALLS: [(Method, &str); 5] = [
    (Method::POST, "/api/v1/namespaces/agents/secrets"),
    (
        Method::PATCH,
        "/api/v1/namespaces/agents/services/redis-argus",
    ),
    (
        Method::PATCH,
        "/apis/networking.k8s.io/v1/namespaces/agents/networkpolicies/redis-argus",
    ),
    (
        Method::PATCH,
        "/apis/policy/v1/namespaces/agents/poddisruptionbudgets/redis-argus",
    ),
    (
        Method::PATCH,
        "/apis/apps/v1/namespaces/agents/statefulsets/redis-argus",
    ),
];

fn store_calls() -> Vec<Call> {
    STORE_CALLS
        .iter()
        .map(|(m, p)| {
            let c = call(m.clone(), p);
            if *m == Method::PATCH {
                c.query("fieldManager=argus-operator")
            } else {
                c
            }
        })
        .collect()
}

fn managed(kind_json: Value) -> Value {
    let mut v = kind_json;
    v["metadata"]["namespace"] = json!("agents");
    v["metadata"]["labels"] = json!({"app.kubernetes.io/managed-by": "argus-operator"});
    v
}

#[tokio::test]
async fn namespace_with_a_bound_workload_gets_a_secured_durable_store() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let server = verifier(handle, store_calls());
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();

    // A generated password in a Secret of its own.
    assert_eq!(bodies[0]["kind"], "Secret");
    assert_eq!(bodies[0]["metadata"]["name"], "redis-argus");
    let password = bodies[0]["stringData"]["password"].as_str().unwrap();
    assert!(password.len() >= 32, "{password}");
    assert_eq!(bodies[1]["kind"], "Service");
    // Fenced: only injected pods of the namespace and the operator's namespace, on 6379.
    assert_eq!(bodies[2]["kind"], "NetworkPolicy");
    let from = &bodies[2]["spec"]["ingress"][0]["from"];
    assert_eq!(
        from[0]["podSelector"]["matchLabels"]["argus.dev/injected"],
        "true"
    );
    assert_eq!(
        from[1]["namespaceSelector"]["matchLabels"]["kubernetes.io/metadata.name"],
        "argus-system"
    );
    assert_eq!(bodies[2]["spec"]["ingress"][0]["ports"][0]["port"], 6379);
    assert_eq!(bodies[3]["kind"], "PodDisruptionBudget");
    assert_eq!(bodies[3]["spec"]["minAvailable"], 1);
    // Durable and authenticated: a StatefulSet with AOF on and the password required.
    assert_eq!(bodies[4]["kind"], "StatefulSet");
    let container = &bodies[4]["spec"]["template"]["spec"]["containers"][0];
    assert_eq!(container["image"], "redis/redis-stack-server:7.4.0-v3");
    let args = container["env"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["name"] == "REDIS_ARGS")
        .unwrap()["value"]
        .as_str()
        .unwrap();
    assert!(args.contains("--appendonly yes") && args.contains("--requirepass"));
    // The password itself appears only in the Secret.
    for body in &bodies[1..] {
        assert!(!body.to_string().contains(password));
    }
}

#[tokio::test]
async fn an_existing_password_is_kept() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let mut calls = store_calls();
    calls[0] = call(Method::POST, "/api/v1/namespaces/agents/secrets").respond(
        409,
        json!({"kind": "Status", "apiVersion": "v1", "status": "Failure",
               "reason": "AlreadyExists", "code": 409, "message": "secrets \"redis-argus\" already exists"}),
    );
    let server = verifier(handle, calls);
    reconcile_namespace_store(ns, ctx).await.unwrap();
    server.await.unwrap();
}

#[tokio::test]
async fn persistence_comes_from_the_policy_over_the_default() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.policies[0].spec.redis = Some(argus_crds::RedisSettings {
        persistence: Some(RedisPersistence {
            enabled: true,
            size: Some("5Gi".to_string()),
            storage_class: Some("fast".to_string()),
        }),
        ..Default::default()
    });
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let mut calls = store_calls();
    calls.insert(
        1,
        call(
            Method::PATCH,
            "/api/v1/namespaces/agents/persistentvolumeclaims/redis-argus",
        ),
    );
    let server = verifier(handle, calls);
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[1]["kind"], "PersistentVolumeClaim");
    assert_eq!(bodies[1]["spec"]["resources"]["requests"]["storage"], "5Gi");
    assert_eq!(bodies[1]["spec"]["storageClassName"], "fast");
    let volume = &bodies[5]["spec"]["template"]["spec"]["volumes"][0];
    assert_eq!(volume["persistentVolumeClaim"]["claimName"], "redis-argus");
}

/// The operator's default (the chart's `redis.persistence.enabled: true`): the store's data,
/// its audit chain included, lives on a claim and survives the pod.
#[tokio::test]
async fn by_default_the_store_keeps_its_data_on_a_claim() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.persistence_size = Some("1Gi".to_string());
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let mut calls = store_calls();
    calls.insert(
        1,
        call(
            Method::PATCH,
            "/api/v1/namespaces/agents/persistentvolumeclaims/redis-argus",
        ),
    );
    let server = verifier(handle, calls);
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[1]["kind"], "PersistentVolumeClaim");
    assert_eq!(bodies[1]["spec"]["accessModes"][0], "ReadWriteOnce");
    assert_eq!(bodies[1]["spec"]["resources"]["requests"]["storage"], "1Gi");
    // No class named: the cluster's default StorageClass.
    assert!(bodies[1]["spec"].get("storageClassName").is_none());
    assert_eq!(bodies[5]["kind"], "StatefulSet");
    let pod = &bodies[5]["spec"]["template"]["spec"];
    assert_eq!(
        pod["volumes"][0]["persistentVolumeClaim"]["claimName"],
        "redis-argus"
    );
    assert!(pod["volumes"][0].get("emptyDir").is_none());
    assert_eq!(
        pod["containers"][0]["volumeMounts"][0]["mountPath"],
        "/data"
    );
}

/// A Policy's `redis.persistence.enabled: false` opts its namespace out of the default claim.
#[tokio::test]
async fn a_policy_opts_out_of_the_default_claim() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.persistence_size = Some("1Gi".to_string());
    world.policies[0].spec.redis = Some(argus_crds::RedisSettings {
        persistence: Some(RedisPersistence {
            enabled: false,
            size: None,
            storage_class: None,
        }),
        ..Default::default()
    });
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let server = verifier(handle, store_calls());
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert!(bodies.iter().all(|b| b["kind"] != "PersistentVolumeClaim"));
    assert_eq!(bodies[4]["kind"], "StatefulSet");
    let volume = &bodies[4]["spec"]["template"]["spec"]["volumes"][0];
    assert!(volume.get("emptyDir").is_some(), "{volume}");
}

#[tokio::test]
async fn the_store_of_the_old_version_is_replaced() {
    let legacy: Deployment = serde_json::from_value(managed(json!({
        "metadata": {"name": "argus-redis"}
    })))
    .unwrap();
    let (client, handle) = mock();
    let mut world = World::examples();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    world.deployments.push(legacy);
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let status = json!({"kind": "Status", "apiVersion": "v1", "status": "Success"});
    let mut calls = store_calls();
    calls.push(
        call(
            Method::DELETE,
            "/apis/apps/v1/namespaces/agents/deployments/argus-redis",
        )
        .respond(200, status.clone()),
    );
    calls.push(
        call(
            Method::DELETE,
            "/api/v1/namespaces/agents/services/argus-redis",
        )
        .respond(404, json!({"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404})),
    );
    let server = verifier(handle, calls);
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    // The StatefulSet is applied before the old Deployment goes.
    assert_eq!(bodies[4]["kind"], "StatefulSet");
}

#[tokio::test]
async fn external_redis_needs_no_store() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.policies[0].spec.redis = Some(argus_crds::RedisSettings {
        external_url: Some("redis://shared-redis.data.svc:6379".to_string()),
        password_secret_ref: None,
        persistence: None,
    });
    world.deployments.push(agent_deployment(&BOUND, &[]));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let server = verifier(handle, vec![]);
    tokio::time::timeout(Duration::from_secs(2), reconcile_namespace_store(ns, ctx))
        .await
        .expect("unexpected API call")
        .unwrap();
    server.await.unwrap();
}

fn redis_statefulset(unused_since: Option<&str>, replicas: i32) -> StatefulSet {
    let mut v = managed(json!({"metadata": {"name": "redis-argus"}, "spec": {
        "replicas": replicas, "serviceName": "redis-argus",
        "selector": {"matchLabels": {"app.kubernetes.io/name": "redis-argus"}},
        "template": {"spec": {"containers": []}}
    }}));
    if let Some(since) = unused_since {
        v["metadata"]["annotations"] = json!({"argus.dev/unused-since": since});
    }
    serde_json::from_value(v).unwrap()
}

#[tokio::test]
async fn unused_store_is_marked_then_removed_after_retention() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.statefulsets.push(redis_statefulset(None, 1));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![call(
            Method::PATCH,
            "/apis/apps/v1/namespaces/agents/statefulsets/redis-argus",
        )],
    );
    reconcile_namespace_store(ns.clone(), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert!(bodies[0]["metadata"]["annotations"]["argus.dev/unused-since"].is_string());

    let (client, handle) = mock();
    let mut world = World::examples();
    world
        .statefulsets
        .push(redis_statefulset(Some("2020-01-01T00:00:00Z"), 1));
    let ctx = world.context(client);
    let status = json!({"kind": "Status", "apiVersion": "v1", "status": "Success"});
    let gone = json!({"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404});
    let server = verifier(
        handle,
        vec![
            call(
                Method::DELETE,
                "/apis/apps/v1/namespaces/agents/statefulsets/redis-argus",
            )
            .respond(200, status.clone()),
            call(
                Method::DELETE,
                "/api/v1/namespaces/agents/services/redis-argus",
            )
            .respond(200, status.clone()),
            call(
                Method::DELETE,
                "/apis/networking.k8s.io/v1/namespaces/agents/networkpolicies/redis-argus",
            )
            .respond(404, gone),
            call(
                Method::DELETE,
                "/apis/policy/v1/namespaces/agents/poddisruptionbudgets/redis-argus",
            )
            .respond(200, status.clone()),
            call(
                Method::DELETE,
                "/api/v1/namespaces/agents/secrets/redis-argus",
            )
            .respond(200, status),
        ],
    );
    reconcile_namespace_store(ns, ctx).await.unwrap();
    server.await.unwrap();
}

#[tokio::test]
async fn unused_store_can_be_scaled_to_zero_instead() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.when_unused = WhenUnused::ScaleToZero;
    world
        .statefulsets
        .push(redis_statefulset(Some("2020-01-01T00:00:00Z"), 1));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![call(
            Method::PATCH,
            "/apis/apps/v1/namespaces/agents/statefulsets/redis-argus",
        )],
    );
    reconcile_namespace_store(ns.clone(), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[0], json!({"spec": {"replicas": 0}}));

    // Already at zero: nothing more to do.
    let (client, handle) = mock();
    let mut world = World::examples();
    world.when_unused = WhenUnused::ScaleToZero;
    world
        .statefulsets
        .push(redis_statefulset(Some("2020-01-01T00:00:00Z"), 0));
    let ctx = world.context(client);
    let server = verifier(handle, vec![]);
    tokio::time::timeout(Duration::from_secs(2), reconcile_namespace_store(ns, ctx))
        .await
        .expect("unexpected API call")
        .unwrap();
    server.await.unwrap();
}

#[tokio::test]
async fn a_store_in_use_again_loses_its_unused_mark() {
    let (client, handle) = mock();
    let mut world = World::examples();
    world.deployments.push(agent_deployment(&BOUND, &[]));
    world
        .statefulsets
        .push(redis_statefulset(Some("2020-01-01T00:00:00Z"), 0));
    let ns = Arc::new(world.namespaces[0].clone());
    let ctx = world.context(client);
    let mut calls = store_calls();
    calls.push(
        call(
            Method::PATCH,
            "/apis/apps/v1/namespaces/agents/statefulsets/redis-argus",
        )
        .respond(
            200,
            serde_json::to_value(redis_statefulset(None, 1)).unwrap(),
        ),
    );
    let server = verifier(handle, calls);
    reconcile_namespace_store(ns, ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[4]["spec"]["replicas"], 1);
    assert_eq!(
        bodies[5],
        json!({"metadata": {"annotations": {"argus.dev/unused-since": null}}})
    );
}

/// The example Actor written as a Lisp program (manifests/examples/actor-dev-buddy.yaml).
fn dev_buddy() -> Actor {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../manifests/examples/actor-dev-buddy.yaml"
    ))
    .unwrap();
    let Some(Ok(Document::Actor(mut actor))) = parse_documents(&text).unwrap().pop() else {
        panic!("actor-dev-buddy.yaml holds an Actor");
    };
    place(&mut actor.metadata);
    *actor
}

const DEV_BUDDY_STATUS: &str = "/apis/argus.dev/v1alpha1/namespaces/agents/actors/dev-buddy/status";

#[tokio::test]
async fn an_actor_program_that_compiles_puts_its_digest_in_status() {
    let (client, handle) = mock();
    let actor = dev_buddy();
    let echo = serde_json::to_value(&actor).unwrap();
    let ctx = World::examples().context(client);
    let server = verifier(
        handle,
        vec![
            call(Method::PATCH, DEV_BUDDY_STATUS)
                .query("fieldManager=argus-operator")
                .respond(200, echo),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(Arc::new(actor.clone()), ctx)
        .await
        .unwrap();
    let bodies = server.await.unwrap();
    let status = &bodies[0]["status"];
    assert_eq!(condition(status, "Ready")["status"], "True", "{status}");
    let program = actor.spec.program.as_deref().unwrap();
    let digest = compile_program(program).unwrap().digest();
    assert_eq!(status["programDigest"], digest.as_str());
    assert!(digest.starts_with("sha256:"));
    // The role is set by the program alone: status carries it for the Role column.
    assert!(actor.spec.role.is_empty());
    assert_eq!(status["role"], "code-reviewer", "{status}");
}

#[tokio::test]
async fn an_actor_program_that_does_not_compile_is_not_ready_with_line_and_column() {
    let (client, handle) = mock();
    let mut actor = dev_buddy();
    let program = actor.spec.program.take().unwrap();
    // Line 5 of the program: `    (behavior "review-code" :active`.
    actor.spec.program = Some(program.replacen(":active", ":actve", 1));
    let echo = serde_json::to_value(&actor).unwrap();
    let ctx = World::examples().context(client);
    let server = verifier(
        handle,
        vec![
            call(Method::PATCH, DEV_BUDDY_STATUS).respond(200, echo),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_resource(Arc::new(actor), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let status = &bodies[0]["status"];
    let ready = condition(status, "Ready");
    assert_eq!(ready["status"], "False");
    assert_eq!(ready["reason"], "ProgramInvalid");
    assert_eq!(
        ready["message"],
        "spec.program: line 5, column 29: unknown mode :actve of behavior \"review-code\"; expected :active, :passive or :persistent"
    );
    assert!(status.get("programDigest").is_none(), "{status}");
    assert_eq!(bodies[1]["type"], "Warning");
    assert_eq!(bodies[1]["reason"], "ProgramInvalid");
}

#[tokio::test]
async fn a_workload_keeps_its_config_while_its_actor_program_does_not_compile() {
    let (client, handle) = mock();
    let mut world = World::examples();
    let actor = &mut world.actors[0];
    actor.spec.program = Some("(actor \"support-agent\"\n  (role \"someone-else\"))".into());
    let deploy = agent_deployment(&BOUND, &[]);
    world.deployments.push(deploy.clone());
    let ctx = world.context(client);
    // Only the Event: no ConfigMap is written, no rollout.
    let server = verifier(handle, vec![call(Method::POST, EVENTS)]);
    reconcile_workload(Arc::new(deploy), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    assert_eq!(bodies[0]["type"], "Warning");
    assert_eq!(bodies[0]["reason"], "ProgramInvalid");
    let note = bodies[0]["note"].as_str().unwrap();
    assert!(
        note.contains(
            "line 2, column 3: role \"someone-else\" conflicts with spec.role \"customer-support\""
        ),
        "{note}"
    );
}

/// A Workflow's status counts the pods of the workloads bound to it and the sessions of
/// the last hour that its sidecars recorded in their store (here the Policy's external
/// Redis, a real one); an unreadable store keeps the count it had.
#[tokio::test]
async fn workflow_status_counts_its_pods_and_recent_sessions_from_the_store() {
    use argus_crds::{workflow_session_member, workflow_sessions_key};
    use fred::prelude::*;
    let server = RedisServer::start();
    let c = server.client().await;
    let now = jiff::Timestamp::now().as_millisecond() as f64;
    for (workflow, tenant, session, at) in [
        ("support", "agents/support-agent", "a", now - 1_000.0),
        ("support", "agents/billing-agent", "a", now - 600_000.0),
        ("support", "agents/support-agent", "old", now - 7_000_000.0),
        ("refunds", "agents/support-agent", "b", now - 1_000.0),
    ] {
        let _: i64 = c
            .zadd(
                workflow_sessions_key("agents", workflow),
                None,
                None,
                false,
                false,
                (at, workflow_session_member(tenant, session)),
            )
            .await
            .unwrap();
    }
    // Another namespace's Workflow of the same name is not counted.
    let _: i64 = c
        .zadd(
            workflow_sessions_key("other", "support"),
            None,
            None,
            false,
            false,
            (now, workflow_session_member("other/x", "z")),
        )
        .await
        .unwrap();

    let scenario = |url: String, previous: Option<u64>| async move {
        let (client, handle) = mock();
        let mut world = World::examples();
        world.deployments.push(agent_deployment(&BOUND, &[]));
        world.policies[0].spec.redis = Some(argus_crds::RedisSettings {
            external_url: Some(url),
            ..Default::default()
        });
        let mut wf = world.workflows[0].clone();
        if let Some(n) = previous {
            wf.status = Some(WorkflowStatus {
                active_sessions: Some(n),
                ..Default::default()
            });
        }
        let wf = Arc::new(wf);
        let echo = serde_json::to_value(wf.as_ref()).unwrap();
        let ctx = world.context(client);
        let server = verifier(
            handle,
            vec![
                call(
                    Method::PATCH,
                    "/apis/argus.dev/v1alpha1/namespaces/agents/workflows/support/status",
                )
                .respond(200, echo),
                call(Method::POST, EVENTS),
                call(Method::POST, EVENTS),
            ],
        );
        reconcile_resource(wf, ctx).await.unwrap();
        server.await.unwrap().remove(0)
    };

    let body = scenario(server.url(), None).await;
    assert_eq!(body["status"]["boundPods"], 2);
    assert_eq!(body["status"]["activeSessions"], 2, "{body}");

    // A store that does not answer: the count stays what it was.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let body = scenario(format!("redis://127.0.0.1:{closed}"), Some(7)).await;
    assert_eq!(body["status"]["activeSessions"], 7, "{body}");
}

/// A bound workload's ServiceAccount gets exactly the sidecar's rights on Approvals in
/// its namespace, through a Role and RoleBinding owned by the workload.
#[tokio::test]
async fn a_bound_workloads_service_account_gets_exactly_the_sidecars_rights() {
    let (client, handle) = mock();
    let mut world = World::examples();
    let mut deploy = agent_deployment(&BOUND, &[]);
    if let Some(pod) = deploy.spec.as_mut().and_then(|s| s.template.spec.as_mut()) {
        pod.service_account_name = Some("support-agent-sa".into());
    }
    world.deployments.push(deploy.clone());
    let ctx = world.context(client);
    let server = verifier(
        handle,
        vec![
            call(
                Method::PATCH,
                "/api/v1/namespaces/agents/configmaps/argus-deployment-support-agent",
            ),
            call(Method::PATCH, ROLE).query("fieldManager=argus-operator"),
            call(Method::PATCH, ROLE_BINDING).query("fieldManager=argus-operator"),
            call(
                Method::PATCH,
                "/apis/apps/v1/namespaces/agents/deployments/support-agent",
            ),
            call(Method::POST, EVENTS),
        ],
    );
    reconcile_workload(Arc::new(deploy), ctx).await.unwrap();
    let bodies = server.await.unwrap();
    let role = &bodies[1];
    assert_eq!(role["kind"], "Role");
    assert_eq!(role["metadata"]["namespace"], "agents");
    assert_eq!(
        role["rules"],
        json!([
            {"apiGroups": ["argus.dev"], "resources": ["approvals"],
             "verbs": ["create", "get", "list", "watch"]},
            {"apiGroups": ["argus.dev"], "resources": ["approvals/status"],
             "verbs": ["update", "patch"]},
        ]),
        "exactly the sidecar's rights, nothing else"
    );
    let binding = &bodies[2];
    assert_eq!(binding["kind"], "RoleBinding");
    assert_eq!(
        binding["roleRef"],
        json!({"apiGroup": "rbac.authorization.k8s.io", "kind": "Role",
               "name": "argus-deployment-support-agent"})
    );
    assert_eq!(
        binding["subjects"],
        json!([{"kind": "ServiceAccount", "name": "support-agent-sa", "namespace": "agents"}])
    );
    for object in [role, binding] {
        assert_eq!(
            object["metadata"]["ownerReferences"][0]["uid"],
            "uid-deploy"
        );
        assert_eq!(
            object["metadata"]["ownerReferences"][0]["kind"],
            "Deployment"
        );
        assert_eq!(
            object["metadata"]["labels"]["app.kubernetes.io/managed-by"],
            "argus-operator"
        );
        assert_eq!(
            object["metadata"]["labels"]["argus.dev/workload"],
            "deployment.support-agent"
        );
    }
}

/// An Actor's status shows the pins of its `mcp` tools' upstream definitions that its
/// sidecars recorded in their store (here the Policy's external Redis, a real one), a
/// changed definition as a Warning Event; a hash accepted in `spec.tools[].pin` becomes
/// the pin in force there, and the definition it accepts is no longer withheld.
#[tokio::test]
async fn actor_status_shows_tool_pins_and_an_accepted_pin_becomes_the_pin() {
    use argus_crds::tool_pins::{HeldReason, HeldRecord, PinRecord, held_key, pins_key};
    use fred::prelude::*;
    let server = RedisServer::start();
    let c = server.client().await;
    let tenant = "agents/support-agent";
    let upstream = "http://kb-server.agents.svc/mcp";
    let (approved, changed) = (
        format!("sha256:{}", "a".repeat(64)),
        format!("sha256:{}", "b".repeat(64)),
    );
    let pin = PinRecord {
        sha256: approved.clone(),
        upstream: upstream.into(),
        at_ms: 1_700_000_000_000,
        by: "firstListing".into(),
    };
    let held = HeldRecord {
        sha256: changed.clone(),
        upstream: upstream.into(),
        at_ms: 1_700_000_100_000,
        reason: HeldReason::Changed {
            pinned: approved.clone(),
        },
    };
    let _: i64 = c
        .hset(
            pins_key(tenant),
            (
                "search_knowledge_base",
                serde_json::to_string(&pin).unwrap(),
            ),
        )
        .await
        .unwrap();
    let _: i64 = c
        .hset(
            held_key(tenant),
            (
                "search_knowledge_base",
                serde_json::to_string(&held).unwrap(),
            ),
        )
        .await
        .unwrap();

    let url = server.url();
    let scenario = |actor: Actor, calls: Vec<Call>| {
        let url = url.clone();
        async move {
            let (client, handle) = mock();
            let mut world = World::examples();
            world.deployments.push(agent_deployment(&BOUND, &[]));
            world.policies[0].spec.redis = Some(argus_crds::RedisSettings {
                external_url: Some(url),
                ..Default::default()
            });
            let ctx = world.context(client);
            let server = verifier(handle, calls);
            reconcile_resource(Arc::new(actor), ctx).await.unwrap();
            server.await.unwrap()
        }
    };
    const STATUS: &str = "/apis/argus.dev/v1alpha1/namespaces/agents/actors/support-agent/status";
    let actor = World::examples().actors[0].clone();
    let echo = serde_json::to_value(&actor).unwrap();
    let bodies = scenario(
        actor.clone(),
        vec![
            call(Method::PATCH, STATUS).respond(200, echo.clone()),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
            call(Method::POST, EVENTS),
        ],
    )
    .await;
    let status = &bodies[0]["status"];
    let pins = status["toolPins"].as_array().unwrap();
    assert_eq!(pins.len(), 1, "{status}");
    assert_eq!(pins[0]["name"], "search_knowledge_base");
    assert_eq!(pins[0]["sha256"], approved.as_str());
    assert_eq!(pins[0]["pinnedBy"], "firstListing");
    assert_eq!(pins[0]["upstream"], upstream);
    assert_eq!(pins[0]["changedTo"], changed.as_str());
    assert!(
        pins[0]["withheld"]
            .as_str()
            .unwrap()
            .starts_with("tool definition changed since it was pinned"),
        "{status}"
    );
    assert_eq!(bodies[1]["type"], "Warning");
    assert_eq!(bodies[1]["reason"], "ToolDefinitionChanged");
    assert_eq!(bodies[1]["regarding"]["name"], "support-agent");
    assert!(bodies[1]["note"].as_str().unwrap().contains(&changed));

    // A person accepts the changed definition in the spec.
    let mut accepted = actor;
    for t in accepted.spec.tools.iter_mut() {
        if t.name == "search_knowledge_base" {
            t.pin = Some(changed.clone());
        }
    }
    accepted.status = Some(serde_json::from_value(status.clone()).unwrap());
    let bodies = scenario(
        accepted,
        vec![
            call(Method::PATCH, STATUS).respond(200, echo),
            call(Method::POST, EVENTS),
        ],
    )
    .await;
    let pins = bodies[0]["status"]["toolPins"].as_array().unwrap();
    assert_eq!(pins[0]["sha256"], changed.as_str());
    assert_eq!(pins[0]["pinnedBy"], "accepted");
    assert_eq!(pins[0]["upstream"], upstream);
    assert!(pins[0].get("withheld").is_none(), "{}", bodies[0]);
    assert_eq!(bodies[1]["type"], "Normal");
    assert_eq!(bodies[1]["reason"], "ToolPinAccepted");
    let now: Option<String> = c
        .hget(pins_key(tenant), "search_knowledge_base")
        .await
        .unwrap();
    let now: PinRecord = serde_json::from_str(&now.unwrap()).unwrap();
    assert_eq!(
        (now.sha256.as_str(), now.by.as_str()),
        (changed.as_str(), "accepted")
    );
    let still: Option<String> = c
        .hget(held_key(tenant), "search_knowledge_base")
        .await
        .unwrap();
    assert_eq!(still, None, "the accepted definition is no longer withheld");
}
