#![allow(clippy::unwrap_used)]
//! The operator against a real cluster: the example set becomes Ready, an annotated
//! Deployment's pods carry both sidecars, and opting out rolls them back clean.
//! Each test runs in its own namespace, dumped when it fails.

use std::time::Duration;

use anyhow::{Context as _, bail};
use argus_crds::{Actor, GateStack, Policy, Workflow};
use argus_e2e::{
    LocalWebhook, MANAGER, TestNamespace, WEBHOOK_URL_ENV, cluster, example_docs, in_namespace,
    install_crds, local_operator_with_webhook, operator, skipped, wait_ready, wait_until,
    webhook_installed,
};
use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::{Pod, Secret};
use kube::api::{ListParams, Patch, PatchParams};
use kube::{Resource, ResourceExt};
use serde_json::Value;

async fn apply<K>(ns: &TestNamespace, doc: &Value) -> anyhow::Result<()>
where
    K: Resource<Scope = k8s_openapi::NamespaceResourceScope, DynamicType = ()>
        + Clone
        + serde::de::DeserializeOwned
        + serde::Serialize
        + std::fmt::Debug,
{
    let name = doc["metadata"]["name"]
        .as_str()
        .context("unnamed document")?;
    ns.api::<K>()
        .patch(
            name,
            &PatchParams::apply(MANAGER).force(),
            &Patch::Apply(doc),
        )
        .await
        .with_context(|| format!("applying {} {name}", K::kind(&())))?;
    Ok(())
}

async fn apply_all(ns: &TestNamespace, docs: &[Value]) -> anyhow::Result<()> {
    for doc in docs {
        match doc["kind"].as_str().unwrap_or_default() {
            "Workflow" => apply::<Workflow>(ns, doc).await?,
            "Actor" => apply::<Actor>(ns, doc).await?,
            "Policy" => apply::<Policy>(ns, doc).await?,
            "GateStack" => apply::<GateStack>(ns, doc).await?,
            "Secret" => apply::<Secret>(ns, doc).await?,
            "Deployment" => {
                // A cluster that cannot pull python runs the agent as a shell sleep.
                let mut doc = doc.clone();
                if let Ok(image) = std::env::var("ARGUS_E2E_AGENT_IMAGE") {
                    let c = &mut doc["spec"]["template"]["spec"]["containers"][0];
                    c["image"] = image.into();
                    c["imagePullPolicy"] = "IfNotPresent".into();
                    c["command"] = serde_json::json!(["sh", "-c", "exec sleep 2147483647"]);
                }
                apply::<Deployment>(ns, &doc).await?
            }
            other => bail!("the test does not apply {other}"),
        }
    }
    Ok(())
}

const RESOURCES: [&str; 4] = [
    "workflow-support.yaml",
    "actor-support.yaml",
    "policy-support.yaml",
    "gatestack-support.yaml",
];

#[tokio::test]
async fn example_set_becomes_ready() {
    let Some(client) = cluster("example_set_becomes_ready").await else {
        return;
    };
    install_crds(&client).await.unwrap();
    in_namespace(&client, &[], |ns| async move {
        let _operator = operator(&ns.client, &ns.name).await?;
        apply_all(&ns, &example_docs(&RESOURCES)).await?;
        wait_ready::<Workflow>(&ns, "support").await?;
        wait_ready::<Actor>(&ns, "support-agent").await?;
        wait_ready::<Policy>(&ns, "support").await?;
        wait_ready::<GateStack>(&ns, "support").await?;
        Ok(())
    })
    .await
    .unwrap();
}

fn sidecars(pod: &Pod) -> Vec<String> {
    let spec = pod.spec.clone().unwrap_or_default();
    spec.init_containers
        .unwrap_or_default()
        .into_iter()
        .chain(spec.containers)
        .map(|c| c.name)
        .filter(|n| n.starts_with("argus-"))
        .collect()
}

async fn agent_pods(ns: &TestNamespace) -> anyhow::Result<Vec<Pod>> {
    let pods = ns
        .api::<Pod>()
        .list(&ListParams::default().labels("app=support-agent"))
        .await?;
    Ok(pods
        .items
        .into_iter()
        .filter(|p| p.metadata.deletion_timestamp.is_none())
        .collect())
}

#[tokio::test]
async fn annotated_deployment_is_injected_and_opting_out_rolls_back_clean() {
    let test = "annotated_deployment_is_injected_and_opting_out_rolls_back_clean";
    let Some(client) = cluster(test).await else {
        return;
    };
    let local_url = std::env::var(WEBHOOK_URL_ENV)
        .ok()
        .filter(|u| !u.is_empty());
    let chart = webhook_installed(&client).await;
    if !chart && local_url.is_none() {
        skipped(
            test,
            "the chart is not installed (no MutatingWebhookConfiguration argus-operator): \
             `helm install argus charts/argus -n argus-system --create-namespace` with the images available to the cluster, \
             or set ARGUS_E2E_WEBHOOK_URL=https://<this machine, as the API server reaches it>:<port>/mutate-pods to run the local operator in URL mode",
        );
        return;
    }
    install_crds(&client).await.unwrap();
    in_namespace(&client, &[], |ns| async move {
        // The chart's operator when installed; otherwise the local one, which the API
        // server calls at ARGUS_E2E_WEBHOOK_URL.
        match local_url.as_deref().filter(|_| !chart) {
            Some(url) => {
                let webhook = LocalWebhook::register(&ns.client, &ns.name, url).await?;
                let outcome = match local_operator_with_webhook(&webhook, url).await {
                    Ok(_operator) => inject_and_opt_out(&ns).await,
                    Err(e) => Err(e),
                };
                webhook.remove().await;
                outcome
            }
            None => {
                let _operator = operator(&ns.client, &ns.name).await?;
                inject_and_opt_out(&ns).await
            }
        }
    })
    .await
    .unwrap();
}

/// Applies the example set with the annotated Deployment, waits for injected pods, then
/// opts out and waits for clean ones.
async fn inject_and_opt_out(ns: &TestNamespace) -> anyhow::Result<()> {
    let mut docs = example_docs(&RESOURCES);
    docs.extend(example_docs(&["deployment-support-agent.yaml"]));
    apply_all(ns, &docs).await?;

    wait_until(Duration::from_secs(180), || async {
        let pods = agent_pods(ns).await?;
        Ok(!pods.is_empty()
            && pods.iter().all(|p| {
                let names = sidecars(p);
                names.contains(&"argus-sidecar".to_string())
                    && names.contains(&"argus-embedder".to_string())
                    && p.annotations().contains_key("argus.dev/injected")
            }))
    })
    .await
    .context("pods did not get both sidecars")?;
    // The app container points at the proxy.
    let pod = agent_pods(ns).await?.remove(0);
    let env: Vec<String> = pod.spec.unwrap().containers[0]
        .env
        .clone()
        .unwrap_or_default()
        .into_iter()
        .map(|e| e.name)
        .collect();
    assert!(env.contains(&"OPENAI_BASE_URL".to_string()));
    // An SDK built from the environment alone finds a (placeholder) key.
    assert!(env.contains(&"OPENAI_API_KEY".to_string()));

    // Opt out: a rollout brings pods without sidecars.
    let patch = serde_json::json!({"metadata": {"annotations": {"argus.dev/inject": "false"}}});
    ns.api::<Deployment>()
        .patch(
            "support-agent",
            &PatchParams::default(),
            &Patch::Merge(&patch),
        )
        .await?;
    wait_until(Duration::from_secs(180), || async {
        let pods = agent_pods(ns).await?;
        Ok(!pods.is_empty()
            && pods.iter().all(|p| {
                sidecars(p).is_empty() && !p.annotations().contains_key("argus.dev/injected")
            }))
    })
    .await
    .context("opting out did not roll the pods back without sidecars")?;
    Ok(())
}
