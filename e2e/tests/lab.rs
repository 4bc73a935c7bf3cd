#![allow(clippy::unwrap_used)]
//! Argus installed by its chart in a real cluster (the lab of docs/src/e2e-lab.md, or any
//! cluster whose nodes have the images): the operator with leader election behind its
//! Service, the example set, an annotated Deployment's pods with both native sidecars,
//! a request through a real pod's sidecar (workflow steering, a gate refusal), the audit
//! chain verified through the API server's service proxy, a leader hand-over that rolls
//! nothing, a Redis restart, and opting out.
//!
//! The tests share one namespace (`argus-e2e-lab`) and build on each other in name
//! order (`--test-threads=1`, as `make e2e` runs them); each also stands alone, setting
//! up what it needs. Without a cluster they skip loudly; without the chart installed too.
//!
//! Environment:
//! - `ARGUS_E2E_AGENT_IMAGE`: image of the example agent instead of `python:3.12-slim`
//!   (the lab: `lab.local/busybox:1.35`; its command becomes a shell sleep).
//! - `ARGUS_E2E_MOCK_ADDR`: `host:port` where the test runs the project's mock LLM and
//!   where the pods reach it (the lab: the node IP, `10.244.0.1:19000`); the example
//!   Policy's providers are pointed at it. Unset: the request-path tests skip.
//! - `ARGUS_E2E_KEEP=1`: keep the namespace after the last test.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use argus_crds::{Actor, GateStack, Policy, Workflow};
use argus_e2e::{
    MANAGER, TestNamespace, cluster, example_docs, http, install_crds, kubectl_out, mock_llm,
    port_forward, skipped, wait_ready, wait_until, webhook_installed, workspace, workspace_binary,
};
use futures::StreamExt as _;
use k8s_openapi::api::admissionregistration::v1::MutatingWebhookConfiguration;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::coordination::v1::Lease;
use k8s_openapi::api::core::v1::{Namespace, Pod, Secret};
use k8s_openapi::api::discovery::v1::EndpointSlice;
use k8s_openapi::api::events::v1::Event as KubeEvent;
use kube::api::{Api, DeleteParams, ListParams, Patch, PatchParams, PostParams};
use kube::runtime::watcher;
use kube::{Client, ResourceExt};
use serde_json::{Value, json};

const NS: &str = "argus-e2e-lab";
const OPERATOR_NS: &str = "argus-system";
const OPERATOR: &str = "argus-operator";
const AGENT: &str = "support-agent";

/// The cluster, with the chart installed, or `None` after a SKIPPED banner.
async fn lab(test: &str) -> Option<Client> {
    let client = cluster(test).await?;
    if !webhook_installed(&client).await {
        let require = std::env::var("ARGUS_E2E_REQUIRE_CLUSTER").is_ok_and(|v| v == "1");
        let why = "the chart is not installed (no MutatingWebhookConfiguration argus-operator): \
                   `make e2e-lab`, or `helm install argus charts/argus -n argus-system --create-namespace` \
                   with the images available to the cluster";
        assert!(!require, "ARGUS_E2E_REQUIRE_CLUSTER=1 but {why}");
        skipped(test, why);
        return None;
    }
    Some(client)
}

fn ns(client: &Client) -> TestNamespace {
    TestNamespace {
        client: client.clone(),
        name: NS.to_string(),
    }
}

/// One test at a time, even when the harness runs several threads (they share a namespace).
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Runs `body`; on failure dumps the namespace before panicking.
async fn run<F, Fut>(client: &Client, body: F)
where
    F: FnOnce(TestNamespace) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    let _serial = SERIAL.lock().await;
    let started = Instant::now();
    let result = body(ns(client)).await;
    eprintln!("(took {:.1} s)", started.elapsed().as_secs_f64());
    if let Err(e) = result {
        ns(client).dump().await;
        panic!("{e:#}");
    }
}

fn mock_addr() -> Option<String> {
    std::env::var("ARGUS_E2E_MOCK_ADDR")
        .ok()
        .filter(|v| !v.is_empty())
}

/// The example set as this run applies it: the Policy's providers at the mock LLM, the
/// agent's image replaced where the cluster cannot pull python.
fn lab_docs() -> Vec<Value> {
    let mut docs = example_docs(&[
        "workflow-support.yaml",
        "actor-support.yaml",
        "policy-support.yaml",
        "gatestack-support.yaml",
        "deployment-support-agent.yaml",
    ]);
    for doc in &mut docs {
        if doc["kind"] == "Policy"
            && let Some(addr) = mock_addr()
        {
            doc["spec"]["providers"] = json!([{"name": "mock", "kind": "openaiCompatible",
                "baseUrl": format!("http://{addr}"), "timeoutSeconds": 10}]);
            doc["spec"]["routes"] = json!([{"model": "*", "providers": ["mock"]}]);
        }
        if doc["kind"] == "Deployment"
            && let Ok(image) = std::env::var("ARGUS_E2E_AGENT_IMAGE")
        {
            let c = &mut doc["spec"]["template"]["spec"]["containers"][0];
            c["image"] = image.into();
            c["imagePullPolicy"] = "IfNotPresent".into();
            c["command"] = json!(["sh", "-c", "echo agent ready; exec sleep 2147483647"]);
        }
    }
    docs
}

async fn apply_doc(client: &Client, doc: &Value) -> anyhow::Result<()> {
    let name = doc["metadata"]["name"].as_str().context("unnamed")?;
    let pp = PatchParams::apply(MANAGER).force();
    let patch = Patch::Apply(doc);
    macro_rules! apply {
        ($k:ty) => {
            Api::<$k>::namespaced(client.clone(), NS)
                .patch(name, &pp, &patch)
                .await
                .map(|_| ())
        };
    }
    match doc["kind"].as_str().unwrap_or_default() {
        "Workflow" => apply!(Workflow),
        "Actor" => apply!(Actor),
        "Policy" => apply!(Policy),
        "GateStack" => apply!(GateStack),
        "Secret" => apply!(Secret),
        "Deployment" => apply!(Deployment),
        other => bail!("the test does not apply {other}"),
    }
    .with_context(|| format!("applying {} {name}", doc["kind"]))
}

async fn ensure_namespace(client: &Client) -> anyhow::Result<()> {
    let api: Api<Namespace> = Api::all(client.clone());
    // Still going from an earlier run's last test: wait until it is gone.
    if api
        .get_opt(NS)
        .await?
        .is_some_and(|n| n.metadata.deletion_timestamp.is_some())
    {
        eprintln!("waiting for the earlier namespace {NS} to be deleted");
        wait_until(Duration::from_secs(180), || async {
            Ok(api.get_opt(NS).await?.is_none())
        })
        .await
        .with_context(|| format!("namespace {NS} is still terminating"))?;
    }
    if api.get_opt(NS).await?.is_none() {
        let ns: Namespace = serde_json::from_value(json!({"metadata": {"name": NS,
            "labels": {"app.kubernetes.io/part-of": "argus-e2e"}}}))?;
        api.create(&PostParams::default(), &ns).await?;
    }
    Ok(())
}

/// Applies the four example resources (not the Deployment) and waits until Ready.
async fn resources_ready(client: &Client) -> anyhow::Result<()> {
    install_crds(client).await?;
    ensure_namespace(client).await?;
    for doc in lab_docs().iter().filter(|d| d["kind"] != "Deployment") {
        apply_doc(client, doc).await?;
    }
    let t = ns(client);
    wait_ready::<Workflow>(&t, "support").await?;
    wait_ready::<Actor>(&t, AGENT).await?;
    wait_ready::<Policy>(&t, "support").await?;
    wait_ready::<GateStack>(&t, "support").await?;
    Ok(())
}

fn injected_names(pod: &Pod) -> Vec<String> {
    let spec = pod.spec.clone().unwrap_or_default();
    spec.init_containers
        .unwrap_or_default()
        .into_iter()
        .chain(spec.containers)
        .map(|c| c.name)
        .filter(|n| n.starts_with("argus-"))
        .collect()
}

fn has_both_sidecars(pod: &Pod) -> bool {
    let names = injected_names(pod);
    names.iter().any(|n| n == "argus-sidecar") && names.iter().any(|n| n == "argus-embedder")
}

/// Both sidecars started and ready, the app container running, the pod Ready.
fn running_guarded(pod: &Pod) -> bool {
    let Some(status) = pod.status.as_ref() else {
        return false;
    };
    // Native sidecars are init containers (`restartPolicy: Always`); with
    // `injection.nativeSidecars=false` they are ordinary containers beside the app.
    let sidecar_ready = |name: &str| {
        let native = status
            .init_container_statuses
            .iter()
            .flatten()
            .any(|s| s.name == name && s.ready && s.started == Some(true));
        let classic = status
            .container_statuses
            .iter()
            .flatten()
            .any(|s| s.name == name && s.ready);
        native || classic
    };
    let app_running = status
        .container_statuses
        .iter()
        .flatten()
        .all(|s| s.state.as_ref().and_then(|s| s.running.as_ref()).is_some());
    let pod_ready = status
        .conditions
        .iter()
        .flatten()
        .any(|c| c.type_ == "Ready" && c.status == "True");
    status.phase.as_deref() == Some("Running")
        && sidecar_ready("argus-sidecar")
        && sidecar_ready("argus-embedder")
        && app_running
        && pod_ready
}

async fn agent_pods(client: &Client) -> anyhow::Result<Vec<Pod>> {
    let pods = Api::<Pod>::namespaced(client.clone(), NS)
        .list(&ListParams::default().labels(&format!("app={AGENT}")))
        .await?;
    Ok(pods
        .items
        .into_iter()
        .filter(|p| p.metadata.deletion_timestamp.is_none())
        .collect())
}

/// Seconds from a pod's creation to its Ready condition.
fn ready_after(pod: &Pod) -> Option<f64> {
    let created = pod.metadata.creation_timestamp.as_ref()?.0;
    let ready = pod
        .status
        .as_ref()?
        .conditions
        .iter()
        .flatten()
        .find(|c| c.type_ == "Ready" && c.status == "True")?
        .last_transition_time
        .as_ref()?
        .0;
    Some(
        (ready - created)
            .total(k8s_openapi::jiff::Unit::Second)
            .unwrap_or_default(),
    )
}

/// The example agent applied (idempotent) and its pods Running with both sidecars
/// Ready. Returns the pods and every pod of the Deployment seen meanwhile (issue 27:
/// none may lack the sidecars, not even the first).
async fn agent_running(client: &Client) -> anyhow::Result<(Vec<Pod>, Vec<Pod>)> {
    resources_ready(client).await?;
    // Every pod the Deployment makes, from before it exists.
    let seen: Arc<Mutex<BTreeMap<String, Pod>>> = Arc::default();
    let watch = {
        let seen = seen.clone();
        let api = Api::<Pod>::namespaced(client.clone(), NS);
        let config = watcher::Config::default().labels(&format!("app={AGENT}"));
        tokio::spawn(async move {
            let mut events = watcher(api, config).boxed();
            while let Some(Ok(event)) = events.next().await {
                if let watcher::Event::Apply(p) | watcher::Event::InitApply(p) = event {
                    seen.lock().unwrap().entry(p.name_any()).or_insert(p);
                }
            }
        })
    };
    tokio::time::sleep(Duration::from_millis(500)).await;
    for doc in lab_docs().iter().filter(|d| d["kind"] == "Deployment") {
        apply_doc(client, doc).await?;
    }
    let outcome = wait_until(Duration::from_secs(300), || async {
        let pods = agent_pods(client).await?;
        let want = Api::<Deployment>::namespaced(client.clone(), NS)
            .get(AGENT)
            .await?
            .spec
            .and_then(|s| s.replicas)
            .unwrap_or(1);
        Ok(pods.len() == usize::try_from(want).unwrap_or(1)
            && pods
                .iter()
                .all(|p| has_both_sidecars(p) && running_guarded(p)))
    })
    .await
    .context("the agent's pods did not run with both sidecars Ready");
    watch.abort();
    outcome?;
    let seen = seen.lock().unwrap().values().cloned().collect();
    Ok((agent_pods(client).await?, seen))
}

#[tokio::test]
async fn a1_operator_is_ready_with_leader_election_and_its_webhook_behind_the_service() {
    let Some(client) =
        lab("a1_operator_is_ready_with_leader_election_and_its_webhook_behind_the_service").await
    else {
        return;
    };
    run(&client, |_| async {
        let deployments: Api<Deployment> = Api::namespaced(client.clone(), OPERATOR_NS);
        let pods: Api<Pod> = Api::namespaced(client.clone(), OPERATOR_NS);
        wait_until(Duration::from_secs(180), || async {
            let d = deployments.get(OPERATOR).await?;
            let want = d.spec.as_ref().and_then(|s| s.replicas).unwrap_or(1);
            let ready = d
                .status
                .as_ref()
                .and_then(|s| s.ready_replicas)
                .unwrap_or(0);
            Ok(ready == want)
        })
        .await
        .context("the operator's replicas are not all Ready")?;
        let d = deployments.get(OPERATOR).await?;
        let replicas = d.spec.as_ref().and_then(|s| s.replicas).unwrap_or(1);
        eprintln!("operator: {replicas} replica(s) Ready");
        // Leader election: the Lease is held by one of the running replicas.
        let running: Vec<String> = pods
            .list(&ListParams::default().labels("app.kubernetes.io/name=argus-operator"))
            .await?
            .items
            .iter()
            .filter(|p| p.status.as_ref().and_then(|s| s.phase.as_deref()) == Some("Running"))
            .map(|p| p.name_any())
            .collect();
        let leases: Api<Lease> = Api::namespaced(client.clone(), OPERATOR_NS);
        let holder = wait_for_holder(&leases, &running).await?;
        eprintln!("leader: {holder} (of {running:?})");
        // The webhook is registered through the Service, with the operator's CA.
        let mwc = Api::<MutatingWebhookConfiguration>::all(client.clone())
            .get(OPERATOR)
            .await?;
        let hook = mwc
            .webhooks
            .unwrap_or_default()
            .into_iter()
            .find(|w| w.name == "inject.argus.dev")
            .context("no inject.argus.dev webhook")?;
        let service = hook
            .client_config
            .service
            .context("webhook not through a Service")?;
        ensure!(service.name == OPERATOR && service.namespace == OPERATOR_NS);
        ensure!(
            hook.client_config
                .ca_bundle
                .is_some_and(|b| !b.0.is_empty()),
            "the webhook has no caBundle"
        );
        let slices = Api::<EndpointSlice>::namespaced(client.clone(), OPERATOR_NS)
            .list(&ListParams::default().labels(&format!("kubernetes.io/service-name={OPERATOR}")))
            .await?;
        let ready_endpoints = slices
            .items
            .iter()
            .flat_map(|s| s.endpoints.iter())
            .filter(|e| e.conditions.as_ref().and_then(|c| c.ready).unwrap_or(false))
            .count();
        ensure!(ready_endpoints >= 1, "the Service has no ready endpoint");
        eprintln!("Service {OPERATOR}: {ready_endpoints} ready endpoint(s)");
        // The API server calls it: a pod that asks for injection but belongs to no
        // workload is refused by the webhook (with failurePolicy Ignore an unreachable
        // webhook would let it in). Server-side dry run: nothing is created.
        ensure_namespace(&client).await?;
        let pod: Pod = serde_json::from_value(json!({
            "metadata": {"name": "bare-opted-in", "annotations": {"argus.dev/inject": "true"}},
            "spec": {"containers": [{"name": "c", "image": "lab.local/busybox:1.35"}]}
        }))?;
        let dry = PostParams {
            dry_run: true,
            ..PostParams::default()
        };
        match Api::<Pod>::namespaced(client.clone(), NS)
            .create(&dry, &pod)
            .await
        {
            Err(kube::Error::Api(s)) if s.message.contains("argus") => {
                eprintln!("webhook answered through the Service: {}", s.message);
                Ok(())
            }
            Err(e) => bail!("unexpected refusal: {e}"),
            Ok(p) => bail!(
                "the pod was admitted ({:?}): the webhook was not reached through its Service",
                injected_names(&p)
            ),
        }
    })
    .await;
}

async fn wait_for_holder(leases: &Api<Lease>, among: &[String]) -> anyhow::Result<String> {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let holder = leases
            .get(OPERATOR)
            .await?
            .spec
            .and_then(|s| s.holder_identity)
            .unwrap_or_default();
        if among.contains(&holder) {
            return Ok(holder);
        }
        if Instant::now() > deadline {
            bail!("no running replica of {among:?} holds the Lease (holder: {holder:?})");
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

#[tokio::test]
async fn a2_example_set_becomes_ready() {
    let Some(client) = lab("a2_example_set_becomes_ready").await else {
        return;
    };
    run(&client, |_| async { resources_ready(&client).await }).await;
}

#[tokio::test]
async fn a3_annotated_deployment_runs_with_both_native_sidecars_ready_and_never_without() {
    let Some(client) =
        lab("a3_annotated_deployment_runs_with_both_native_sidecars_ready_and_never_without").await
    else {
        return;
    };
    run(&client, |_| async {
        let (pods, seen) = agent_running(&client).await?;
        let native = operator_native_sidecars(&client).await?;
        for p in &pods {
            let spec = p.spec.as_ref().unwrap();
            let as_init = |name: &str| {
                spec.init_containers
                    .iter()
                    .flatten()
                    .any(|c| c.name == name && c.restart_policy.as_deref() == Some("Always"))
            };
            let as_container = |name: &str| spec.containers.iter().any(|c| c.name == name);
            for name in ["argus-sidecar", "argus-embedder"] {
                ensure!(
                    if native {
                        as_init(name)
                    } else {
                        as_container(name) && !as_init(name)
                    },
                    "{name} is not {} (injection.nativeSidecars={native})",
                    if native {
                        "a native sidecar (an init container with restartPolicy Always)"
                    } else {
                        "an ordinary container"
                    }
                );
            }
            eprintln!(
                "pod {} Running, sidecars {:?} ({}), Ready {:.1} s after creation",
                p.name_any(),
                injected_names(p),
                if native {
                    "native sidecars"
                } else {
                    "ordinary containers"
                },
                ready_after(p).unwrap_or(f64::NAN)
            );
            let app = &p.spec.as_ref().unwrap().containers[0];
            let env: Vec<&str> = app.env.iter().flatten().map(|e| e.name.as_str()).collect();
            ensure!(
                env.contains(&"OPENAI_BASE_URL"),
                "no OPENAI_BASE_URL in {env:?}"
            );
        }
        // Issue 27: not one pod of the Deployment ran without its sidecars.
        let bare: Vec<String> = seen
            .iter()
            .filter(|p| !has_both_sidecars(p))
            .map(|p| p.name_any())
            .collect();
        eprintln!("pods seen since the Deployment was applied: {}", seen.len());
        ensure!(
            bare.is_empty(),
            "issue 27: pods of the annotated Deployment ran without the sidecars: {bare:?}"
        );
        Ok(())
    })
    .await;
}

/// A variable of the operator's container, as the chart sets it ("" when unset).
async fn operator_env(client: &Client, name: &str) -> anyhow::Result<String> {
    let d = Api::<Deployment>::namespaced(client.clone(), OPERATOR_NS)
        .get(OPERATOR)
        .await?;
    Ok(d.spec
        .and_then(|s| s.template.spec)
        .into_iter()
        .flat_map(|s| s.containers)
        .flat_map(|c| c.env.unwrap_or_default())
        .find(|e| e.name == name)
        .and_then(|e| e.value)
        .unwrap_or_default())
}

/// The chart's `injection.nativeSidecars`, as the operator's Deployment passes it on.
async fn operator_native_sidecars(client: &Client) -> anyhow::Result<bool> {
    Ok(operator_env(client, "ARGUS_NATIVE_SIDECARS").await? != "false")
}

/// Hosts named in the workload's rendered config (`scheme://host[:port]` in any of the
/// ConfigMap's files), the names a pod of it may look up.
fn named_hosts(config_map: &Value) -> Vec<String> {
    let files = config_map["data"].as_object().cloned().unwrap_or_default();
    files
        .values()
        .filter_map(Value::as_str)
        .flat_map(|f| f.split("://").skip(1))
        .filter_map(|rest| {
            let authority = rest.split(['/', '"', '\'', ' ', '\n']).next()?;
            let host = authority.rsplit('@').next()?;
            let host = host.rsplit_once(':').map_or(host, |(h, _)| h);
            // `redis-argus.<ns>.svc.cluster.local.`: the resolver logs names without the root dot.
            let host = host.trim_end_matches('.');
            (!host.is_empty()).then(|| host.to_ascii_lowercase())
        })
        .collect()
}

/// Seconds of the day of a `HH:MM:SS` stamp.
fn day_seconds(hms: &str) -> Option<i64> {
    let mut it = hms.split(':').map(|p| p.parse::<i64>().ok());
    Some(it.next()?? * 3600 + it.next()?? * 60 + it.next()??)
}

#[tokio::test]
async fn a4_an_injected_pod_looks_up_only_the_hosts_its_config_names() {
    let test = "a4_an_injected_pod_looks_up_only_the_hosts_its_config_names";
    let Some(client) = lab(test).await else {
        return;
    };
    // The lab's DNS stand-in logs every query: `HH:MM:SS <client ip> <type> <name> -> <answer>`.
    let Some(log) = std::env::var_os("ARGUS_E2E_DNS_LOG") else {
        skipped(
            test,
            "ARGUS_E2E_DNS_LOG is not set (the file where the cluster's DNS logs its queries; \
             make e2e-lab sets it)",
        );
        return;
    };
    run(&client, |_| async {
        let (pods, _) = agent_running(&client).await?;
        let pod = pods.first().context("no agent pod")?;
        let ip = pod
            .status
            .as_ref()
            .and_then(|s| s.pod_ip.clone())
            .context("the agent pod has no IP")?;
        let started = pod
            .metadata
            .creation_timestamp
            .as_ref()
            .context("no creation time")?
            .0;
        // ONNX Runtime's telemetry looked its host up right after the start, and again
        // after 5 s, 9 s, 21 s: give a running pod that long.
        let age = || {
            (k8s_openapi::jiff::Timestamp::now() - started)
                .total(k8s_openapi::jiff::Unit::Second)
                .unwrap_or_default()
        };
        let wait = 40.0 - age();
        if wait > 0.0 {
            tokio::time::sleep(Duration::from_secs_f64(wait)).await;
        }
        let cm_name = pod
            .annotations()
            .get("argus.dev/config")
            .cloned()
            .unwrap_or_else(|| format!("argus-deployment-{AGENT}"));
        let config = kubectl_out(&["-n", NS, "get", "configmap", &cm_name, "-o", "json"])
            .with_context(|| format!("the workload's ConfigMap {cm_name}"))?;
        let config: Value = serde_json::from_str(&config)?;
        let mut hosts = named_hosts(&config);
        hosts.sort();
        hosts.dedup();
        ensure!(
            !hosts.is_empty(),
            "no hosts in ConfigMap {cm_name}: {config}"
        );
        // Lines of this pod's IP since it was created (the log keeps the time of day only).
        let window = age().ceil() as i64 + 2;
        let now = day_seconds(
            &k8s_openapi::jiff::Timestamp::now()
                .strftime("%H:%M:%S")
                .to_string(),
        )
        .unwrap_or_default();
        let text = std::fs::read_to_string(&log)
            .with_context(|| format!("reading the DNS log {}", log.to_string_lossy()))?;
        let mut names: Vec<String> = text
            .lines()
            .filter_map(|l| {
                let mut f = l.split_whitespace();
                let (time, client, _kind, name) = (f.next()?, f.next()?, f.next()?, f.next()?);
                let ago = (now - day_seconds(time)?).rem_euclid(86_400);
                (client == ip && ago <= window)
                    .then(|| name.trim_end_matches('.').to_ascii_lowercase())
            })
            .collect();
        names.sort();
        names.dedup();
        eprintln!(
            "pod {} ({ip}), {:.0} s old, looked up {names:?}; its config names {hosts:?}",
            pod.name_any(),
            age()
        );
        // The sidecar reaches its Redis by name: a log without that lookup does not see
        // this pod's queries, and an empty list would prove nothing.
        ensure!(
            names.iter().any(|n| n.starts_with("redis-argus.")),
            "the DNS log {} has no lookup of the pod's Redis from {ip}: it does not record this pod's queries",
            log.to_string_lossy()
        );
        // The store is named fully qualified (`redis-argus.<ns>.svc.<domain>.`): looked up
        // as itself only, never walked through the pod's search path
        // (`….svc.cluster.local.<ns>.svc.cluster.local`: 2 queries × 3 suffixes before).
        let walked: Vec<&String> = names
            .iter()
            .filter(|n| n.starts_with("redis-argus.") && !hosts.contains(n))
            .collect();
        ensure!(
            walked.is_empty(),
            "the pod's Redis was looked up under names its config does not give: {walked:?} (config: {hosts:?})"
        );
        // A name is the configured host itself or that host with the resolver's search
        // path appended (a configured relative name such as a provider's short host).
        let strays: Vec<&String> = names
            .iter()
            .filter(|n| {
                !hosts
                    .iter()
                    .any(|h| *n == h || n.starts_with(&format!("{h}.")))
            })
            .collect();
        ensure!(
            strays.is_empty(),
            "the injected pod looked up hosts its configuration does not name: {strays:?}"
        );
        Ok(())
    })
    .await;
}

/// The demo's conversation (demo/agent.py) through a real pod's sidecar.
const TURNS: [&str; 5] = [
    "Hi, I was charged twice for my order.",
    "It's order A-1234, I paid twice for it.",
    "Please just refund me.",
    "Sure, my email is ana@example.com.",
    "Thanks, please go ahead with the refund now.",
];

/// A workflow intervention (demo/agent.py's prefixes), not the context engine's block
/// of recalled messages, which also opens with "[System Note]".
fn is_intervention(content: &str) -> bool {
    ["[System Note]", "[Context reminder]", "[WORKFLOW GUIDANCE]"]
        .iter()
        .any(|p| content.starts_with(p))
        && !content.starts_with("[System Note] Context compiled by Argus")
}

/// Sends the conversation through `proxy`; what the mock saw and what the agent got.
async fn converse(
    proxy: &str,
    mock: &str,
    session: &str,
) -> anyhow::Result<(Vec<Value>, Vec<Value>)> {
    let mut messages = vec![json!({"role": "system", "content": "You are a helpful support bot."})];
    let (mut sent, mut answers) = (Vec::new(), Vec::new());
    for user in TURNS {
        messages.push(json!({"role": "user", "content": user}));
        let body = json!({"model": "gpt-4o-mini", "messages": messages});
        let (status, bytes) = http(
            proxy,
            "POST",
            "/v1/chat/completions",
            &[
                ("x-argus-session-id", session),
                ("authorization", "Bearer agent-key"),
            ],
            Some(&body),
        )
        .await?;
        let answer: Value = serde_json::from_slice(&bytes)
            .with_context(|| format!("answer {status}: {}", String::from_utf8_lossy(&bytes)))?;
        ensure!(status == 200, "the sidecar answered {status}: {answer}");
        let message = answer["choices"][0]["message"].clone();
        let (_, seen) = http(mock, "GET", "/_mock/requests", &[], None).await?;
        let seen: Value = serde_json::from_slice(&seen)?;
        sent.push(
            seen.as_array()
                .and_then(|a| a.last())
                .cloned()
                .unwrap_or_default()["body"]
                .clone(),
        );
        messages.push(json!({"role": "assistant", "content": message["content"].clone(),
                             "tool_calls": message.get("tool_calls").cloned().unwrap_or(json!(null))}));
        if let Some(calls) = message["tool_calls"].as_array() {
            if calls.is_empty() {
                messages
                    .last_mut()
                    .unwrap()
                    .as_object_mut()
                    .unwrap()
                    .remove("tool_calls");
            }
            for c in calls {
                messages.push(
                    json!({"role": "tool", "tool_call_id": c["id"], "content": "{\"ok\": true}"}),
                );
            }
        } else {
            messages
                .last_mut()
                .unwrap()
                .as_object_mut()
                .unwrap()
                .remove("tool_calls");
        }
        answers.push(answer);
        // The workflow step after an answer does not delay it: give it a moment.
        tokio::time::sleep(Duration::from_millis(700)).await;
    }
    Ok((sent, answers))
}

#[tokio::test]
async fn b1_a_request_through_a_real_pods_sidecar_is_steered_and_gated() {
    let test = "b1_a_request_through_a_real_pods_sidecar_is_steered_and_gated";
    let Some(client) = lab(test).await else {
        return;
    };
    let Some(mock) = mock_addr() else {
        skipped(
            test,
            "ARGUS_E2E_MOCK_ADDR is not set (host:port where pods reach the mock LLM, e.g. the lab node IP 10.244.0.1:19000)",
        );
        return;
    };
    run(&client, |_| async {
        let _mock = mock_llm(&mock, &workspace().join("demo/mock-script.yaml")).await?;
        let (pods, _) = agent_running(&client).await?;
        let pod = pods.first().context("no agent pod")?.name_any();
        let (_pf, port) = port_forward(NS, &pod, 4000).await?;
        let proxy = format!("127.0.0.1:{port}");
        let session = format!("e2e-{}", std::process::id());
        let (sent, answers) = converse(&proxy, &mock, &session).await?;
        // Turn 3: a refund before verifying the customer; the request of turn 4 carries
        // the workflow's correction.
        let steered: Vec<String> = sent[3]["messages"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| m["content"].as_str())
            .filter(|c| is_intervention(c))
            .map(str::to_string)
            .collect();
        eprintln!("turn 4 as the provider saw it carries: {steered:?}");
        ensure!(
            !steered.is_empty(),
            "no workflow intervention in turn 4: {}",
            sent[3]
        );
        // Turn 5: a refund of a negative amount; the gates refuse it before the agent sees it.
        let last = &answers[4]["choices"][0]["message"];
        let text = last["content"].as_str().unwrap_or_default();
        eprintln!(
            "turn 5 reached the agent as: {text:?}, tool_calls {}",
            last["tool_calls"]
        );
        ensure!(
            text.lines().any(|l| l.starts_with("[Argus] ")),
            "no gate refusal in turn 5: {last}"
        );
        ensure!(
            last["tool_calls"]
                .as_array()
                .is_none_or(|c| c.iter().all(|c| !c.to_string().contains("-42"))),
            "the refused call reached the agent: {last}"
        );
        Ok(())
    })
    .await;
}

/// A bearer token of a ServiceAccount allowed to read the namespace's Argus resources
/// (the service proxy does not carry the lab kubeconfig's client certificate on).
fn reader_token() -> anyhow::Result<String> {
    let sa = "argus-e2e-reader";
    let _ = kubectl_out(&["-n", NS, "create", "serviceaccount", sa]);
    let _ = kubectl_out(&[
        "-n",
        NS,
        "create",
        "rolebinding",
        sa,
        "--clusterrole=cluster-admin",
        &format!("--serviceaccount={NS}:{sa}"),
    ]);
    Ok(
        kubectl_out(&["-n", NS, "create", "token", sa, "--duration=1h"])?
            .trim()
            .to_string(),
    )
}

/// `kubectl argus audit verify -n NS` through the API server's service proxy.
fn audit_verify() -> anyhow::Result<(bool, String)> {
    let token = reader_token()?;
    let mut child = std::process::Command::new(workspace_binary("kubectl-argus")?)
        .args(["audit", "verify", "-n", NS, "--token", &token])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    // A hang is a finding, not a reason to stall the suite (seen once after a lab restart).
    let deadline = Instant::now() + Duration::from_secs(90);
    while child.try_wait()?.is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            bail!("kubectl argus audit verify did not answer within 90 s");
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    let out = child.wait_with_output()?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    Ok((out.status.success(), text))
}

/// Entries verified per tenant, from the verify output.
fn verified_entries(out: &str) -> BTreeMap<String, u64> {
    out.lines()
        .filter_map(|l| {
            let (tenant, rest) = l.split_once(": verified ")?;
            Some((
                tenant.to_string(),
                rest.split_whitespace().next()?.parse().ok()?,
            ))
        })
        .collect()
}

#[tokio::test]
async fn b2_audit_verify_through_the_api_servers_service_proxy() {
    let Some(client) = lab("b2_audit_verify_through_the_api_servers_service_proxy").await else {
        return;
    };
    run(&client, |_| async {
        agent_running(&client).await?;
        let (ok, out) = audit_verify()?;
        eprintln!("kubectl argus audit verify -n {NS}:\n{out}");
        ensure!(ok, "audit verify failed: {out}");
        let chains = verified_entries(&out);
        ensure!(
            chains.values().any(|n| *n > 0),
            "no verified entries (b1 makes the traffic: set ARGUS_E2E_MOCK_ADDR): {out}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn c1_operator_leader_deleted_hands_over_without_rolling_the_agent() {
    let Some(client) = lab("c1_operator_leader_deleted_hands_over_without_rolling_the_agent").await
    else {
        return;
    };
    run(&client, |_| async {
        let (before, _) = agent_running(&client).await?;
        let uids: Vec<String> = before.iter().filter_map(|p| p.uid()).collect();
        let deployments: Api<Deployment> = Api::namespaced(client.clone(), NS);
        let generation = deployments.get(AGENT).await?.metadata.generation;
        let pods: Api<Pod> = Api::namespaced(client.clone(), OPERATOR_NS);
        let leases: Api<Lease> = Api::namespaced(client.clone(), OPERATOR_NS);
        let holder = leases
            .get(OPERATOR)
            .await?
            .spec
            .and_then(|s| s.holder_identity)
            .context("nobody holds the Lease")?;
        let started = Instant::now();
        pods.delete(&holder, &DeleteParams::default()).await?;
        eprintln!("deleted the leader {holder}");
        let deadline = Instant::now() + Duration::from_secs(120);
        let new_holder = loop {
            let h = leases
                .get(OPERATOR)
                .await?
                .spec
                .and_then(|s| s.holder_identity)
                .unwrap_or_default();
            // Released (empty) while the old leader shuts down, then taken.
            let alive = !h.is_empty()
                && pods.get_opt(&h).await?.is_some_and(|p| {
                    p.metadata.deletion_timestamp.is_none()
                        && p.status.and_then(|s| s.phase).as_deref() == Some("Running")
                });
            if h != holder && alive {
                break h;
            }
            if Instant::now() > deadline {
                bail!("no other replica took the Lease (holder: {h:?})");
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        };
        eprintln!(
            "hand-over: {holder} -> {new_holder} in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        // The new leader reconciles everything; nothing may roll.
        tokio::time::sleep(Duration::from_secs(20)).await;
        let after = agent_pods(&client).await?;
        let after_uids: Vec<String> = after.iter().filter_map(|p| p.uid()).collect();
        ensure!(
            after_uids == uids,
            "the agent's pods changed: {uids:?} -> {after_uids:?}"
        );
        let now = deployments.get(AGENT).await?.metadata.generation;
        ensure!(
            now == generation,
            "the Deployment was changed: generation {generation:?} -> {now:?}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn c2_redis_pod_deleted_the_audit_chain_survives() {
    let test = "c2_redis_pod_deleted_the_audit_chain_survives";
    let Some(client) = lab(test).await else {
        return;
    };
    run(&client, |_| async {
        agent_running(&client).await?;
        let (ok, before) = audit_verify()?;
        ensure!(ok, "audit verify failed before the restart: {before}");
        let before = verified_entries(&before);
        ensure!(!before.is_empty(), "no audit chain to keep (b1 makes the traffic)");
        let sts = Api::<StatefulSet>::namespaced(client.clone(), NS)
            .get("redis-argus")
            .await?;
        let persistent = sts
            .spec
            .as_ref()
            .and_then(|s| s.volume_claim_templates.as_ref())
            .is_some_and(|t| !t.is_empty());
        let pods: Api<Pod> = Api::namespaced(client.clone(), NS);
        let old = pods.get("redis-argus-0").await?.uid();
        pods.delete("redis-argus-0", &DeleteParams::default()).await?;
        wait_until(Duration::from_secs(180), || async {
            let p = pods.get_opt("redis-argus-0").await?;
            Ok(p.is_some_and(|p| {
                p.uid() != old
                    && p.status
                        .and_then(|s| s.conditions)
                        .unwrap_or_default()
                        .iter()
                        .any(|c| c.type_ == "Ready" && c.status == "True")
            }))
        })
        .await
        .context("redis-argus-0 did not come back Ready")?;
        let (ok, after_text) = audit_verify()?;
        let after = verified_entries(&after_text);
        eprintln!("before: {before:?}\nafter:  {after:?}\n{after_text}");
        // The API itself must answer after the restart (a lost chain is another matter).
        ensure!(
            !after_text.contains("the Argus API answered"),
            "the operator's audit API does not recover from a Redis restart: {after_text}"
        );
        let survived = ok
            && before
                .iter()
                .all(|(t, n)| after.get(t).is_some_and(|m| m >= n));
        match (persistent, survived) {
            (_, true) => Ok(()),
            (true, false) => bail!("the audit chain did not survive a Redis restart with persistence on: {after_text}"),
            (false, false) => {
                let line = "=".repeat(78);
                eprintln!(
                    "\n{line}\n  EXPECTED FAILURE (XFAIL) `{test}`\n  the audit chain did not survive: this install runs Redis without \
                     persistence (redis.persistence.enabled=false: an emptyDir;\n  the StatefulSet has no volumeClaimTemplates). \
                     The chart's default keeps it on a claim.\n{line}\n"
                );
                println!("ARGUS-E2E-XFAIL {test}");
                Ok(())
            }
        }
    })
    .await;
}

#[tokio::test]
async fn d1_opting_out_rolls_the_pods_clean() {
    let Some(client) = lab("d1_opting_out_rolls_the_pods_clean").await else {
        return;
    };
    run(&client, |_| async {
        agent_running(&client).await?;
        let patch = json!({"metadata": {"annotations": {"argus.dev/inject": "false"}}});
        Api::<Deployment>::namespaced(client.clone(), NS)
            .patch(AGENT, &PatchParams::default(), &Patch::Merge(&patch))
            .await?;
        wait_until(Duration::from_secs(180), || async {
            let pods = agent_pods(&client).await?;
            Ok(!pods.is_empty()
                && pods.iter().all(|p| {
                    injected_names(p).is_empty()
                        && !p.annotations().contains_key("argus.dev/injected")
                        && p.status.as_ref().and_then(|s| s.phase.as_deref()) == Some("Running")
                }))
        })
        .await
        .context("opting out did not roll the pods back without sidecars")?;
        if std::env::var("ARGUS_E2E_KEEP").is_ok_and(|v| v == "1") {
            eprintln!("keeping namespace {NS} (ARGUS_E2E_KEEP=1)");
        } else {
            let _ = Api::<Namespace>::all(client.clone())
                .delete(NS, &DeleteParams::default())
                .await;
        }
        Ok(())
    })
    .await;
}

/// `ImagePullFailed` Events about `kind/name` in the test namespace: their notes.
async fn pull_failed_notes(client: &Client, kind: &str, name: &str) -> anyhow::Result<Vec<String>> {
    let events = Api::<KubeEvent>::namespaced(client.clone(), NS)
        .list(&ListParams::default())
        .await?;
    Ok(events
        .items
        .into_iter()
        .filter(|e| e.reason.as_deref() == Some("ImagePullFailed"))
        .filter(|e| {
            e.regarding.as_ref().is_some_and(|r| {
                r.kind.as_deref() == Some(kind)
                    && (name.is_empty() || r.name.as_deref() == Some(name))
            })
        })
        .filter_map(|e| e.note)
        .collect())
}

#[tokio::test]
async fn e1_images_that_cannot_be_pulled_are_named_on_the_workload_and_the_policy() {
    let test = "e1_images_that_cannot_be_pulled_are_named_on_the_workload_and_the_policy";
    let Some(client) = lab(test).await else {
        return;
    };
    // make e2e-lab's last pass installs the chart with images nobody can pull.
    if std::env::var("ARGUS_E2E_UNPULLABLE").is_err() {
        skipped(
            test,
            "ARGUS_E2E_UNPULLABLE is not set: this test needs the chart installed with an embedder \
             and a Redis image that cannot be pulled (make e2e-lab's last pass does that)",
        );
        return;
    }
    run(&client, |_| async {
        let embedder = operator_env(&client, "ARGUS_EMBEDDER_IMAGE").await?;
        let redis = operator_env(&client, "ARGUS_REDIS_IMAGE").await?;
        ensure!(
            embedder.contains("unpullable") && redis.contains("unpullable"),
            "the chart is not installed with unpullable images: embedder {embedder}, redis {redis}"
        );
        ensure_namespace(&client).await?;
        for doc in lab_docs() {
            apply_doc(&client, &doc).await?;
        }
        let seen = Mutex::new((Vec::new(), Vec::new()));
        let outcome = wait_until(Duration::from_secs(240), || async {
            let on_agent = pull_failed_notes(&client, "Deployment", AGENT).await?;
            let on_policy = pull_failed_notes(&client, "Policy", "").await?;
            let done = on_agent.iter().any(|n| n.contains(&embedder))
                && on_policy.iter().any(|n| n.contains(&redis));
            *seen.lock().unwrap() = (on_agent, on_policy);
            Ok(done)
        })
        .await;
        let (on_agent, on_policy) = seen.into_inner().unwrap();
        outcome.with_context(|| {
            format!(
                "no ImagePullFailed Event naming {embedder} on the Deployment ({on_agent:?}) \
                 or naming {redis} on the Policy ({on_policy:?})"
            )
        })?;
        eprintln!("on the Deployment: {on_agent:?}\non the Policy: {on_policy:?}");
        let _ = Api::<Namespace>::all(client.clone())
            .delete(NS, &DeleteParams::default())
            .await;
        Ok(())
    })
    .await;
}
