//! The cluster Overview: the namespaces where workloads are bound to Argus, with each
//! bound workload, the health of the injected pods' `argus-sidecar` and `argus-embedder`
//! containers, the namespace's Redis Stack and its pending approvals. A pure summary over
//! listed objects, so it is tested without an API server.

use std::collections::{BTreeMap, BTreeSet};

use argus_crds::Approval;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{ContainerStatus, Namespace, Pod};
use kube::runtime::reflector::Store;
use serde::Serialize;

use crate::binding::{Binding, binding};
use crate::render::REDIS_NAME;

/// Names of the containers the webhook injects.
const SIDECAR: &str = "argus-sidecar";
const EMBEDDER: &str = "argus-embedder";

/// The operator's reflector stores the Overview reads (filled by watches, so a page
/// load lists nothing).
#[derive(Clone)]
pub struct ClusterStores {
    pub namespaces: Store<Namespace>,
    pub deployments: Store<Deployment>,
    pub stateful_sets: Store<StatefulSet>,
    /// Pods carrying the injected label.
    pub pods: Store<Pod>,
    pub approvals: Store<Approval>,
}

fn owned<K: kube::Resource + Clone>(store: &Store<K>) -> Vec<K>
where
    K::DynamicType: std::hash::Hash + Eq + Clone,
{
    store.state().iter().map(|k| K::clone(k)).collect()
}

impl ClusterStores {
    /// What the stores hold now.
    pub fn listed(&self) -> Listed {
        Listed {
            namespaces: owned(&self.namespaces),
            deployments: owned(&self.deployments),
            stateful_sets: owned(&self.stateful_sets),
            pods: owned(&self.pods),
            approvals: owned(&self.approvals),
        }
    }
}

/// What the cluster holds, as listed with the operator's rights.
#[derive(Default)]
pub struct Listed {
    pub namespaces: Vec<Namespace>,
    pub deployments: Vec<Deployment>,
    pub stateful_sets: Vec<StatefulSet>,
    /// Pods carrying the injected label.
    pub pods: Vec<Pod>,
    pub approvals: Vec<Approval>,
}

/// One namespace in the Overview.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NamespaceOverview {
    pub name: String,
    pub workloads: Vec<WorkloadOverview>,
    pub pods: Vec<PodHealth>,
    pub redis: RedisHealth,
    pub pending_approvals: usize,
    /// Requests, violations, refusals and interventions of the last hour, as the
    /// namespace's sidecars counted them in its Redis (`None`: not readable now).
    pub last_hour: Option<super::sessions::LastHour>,
}

/// A bound workload and the resources it names.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkloadOverview {
    pub kind: &'static str,
    pub name: String,
    pub workflows: Vec<String>,
    pub actor: Option<String>,
    pub policy: Option<String>,
    pub gate_stack: Option<String>,
    pub replicas: i32,
    pub ready_replicas: i32,
}

/// An injected pod's Argus containers.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PodHealth {
    pub name: String,
    pub phase: String,
    pub sidecar: ContainerHealth,
    pub embedder: ContainerHealth,
}

/// One container: `missing` when the pod has no such container status.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ContainerHealth {
    pub present: bool,
    pub ready: bool,
    pub restarts: i32,
}

/// The namespace's Redis Stack (`redis-argus`).
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RedisHealth {
    pub present: bool,
    pub ready_replicas: i32,
}

fn container(pod: &Pod, name: &str) -> ContainerHealth {
    let status = pod.status.as_ref();
    // Native sidecars report among the init containers, plain ones among the containers.
    let found: Option<&ContainerStatus> = status
        .and_then(|s| s.init_container_statuses.as_ref())
        .into_iter()
        .chain(status.and_then(|s| s.container_statuses.as_ref()))
        .flatten()
        .find(|c| c.name == name);
    match found {
        Some(c) => ContainerHealth {
            present: true,
            ready: c.ready,
            restarts: c.restart_count,
        },
        None => ContainerHealth {
            present: false,
            ready: false,
            restarts: 0,
        },
    }
}

/// The Overview's namespaces, in name order: those with a bound workload or an injected pod.
pub fn summarise(listed: &Listed) -> Vec<NamespaceOverview> {
    let labels: BTreeMap<&str, _> = listed
        .namespaces
        .iter()
        .filter_map(|n| Some((n.metadata.name.as_deref()?, n.metadata.labels.as_ref())))
        .collect();
    let mut by_ns: BTreeMap<String, NamespaceOverview> = BTreeMap::new();
    let entry = |by_ns: &mut BTreeMap<String, NamespaceOverview>, ns: &str| {
        by_ns
            .entry(ns.to_string())
            .or_insert_with(|| NamespaceOverview {
                name: ns.to_string(),
                workloads: Vec::new(),
                pods: Vec::new(),
                redis: RedisHealth {
                    present: false,
                    ready_replicas: 0,
                },
                pending_approvals: 0,
                last_hour: None,
            });
    };
    let workloads = listed
        .deployments
        .iter()
        .map(|d| {
            let spec = d.spec.as_ref();
            let status = d.status.as_ref();
            (
                "Deployment",
                &d.metadata,
                spec.and_then(|s| s.template.metadata.as_ref()),
                spec.and_then(|s| s.replicas).unwrap_or(1),
                status.and_then(|s| s.ready_replicas).unwrap_or(0),
            )
        })
        .chain(listed.stateful_sets.iter().map(|s| {
            let spec = s.spec.as_ref();
            (
                "StatefulSet",
                &s.metadata,
                spec.and_then(|s| s.template.metadata.as_ref()),
                spec.and_then(|s| s.replicas).unwrap_or(1),
                s.status
                    .as_ref()
                    .and_then(|s| s.ready_replicas)
                    .unwrap_or(0),
            )
        }));
    for (kind, meta, template, replicas, ready) in workloads {
        let (Some(ns), Some(name)) = (meta.namespace.as_deref(), meta.name.as_deref()) else {
            continue;
        };
        let Binding::Bound(refs) = binding(meta, template, labels.get(ns).copied().flatten())
        else {
            continue;
        };
        entry(&mut by_ns, ns);
        if let Some(o) = by_ns.get_mut(ns) {
            o.workloads.push(WorkloadOverview {
                kind,
                name: name.to_string(),
                workflows: refs.workflows,
                actor: refs.actor,
                policy: refs.policy,
                gate_stack: refs.gatestack,
                replicas,
                ready_replicas: ready,
            });
        }
    }
    for pod in &listed.pods {
        let (Some(ns), Some(name)) = (
            pod.metadata.namespace.as_deref(),
            pod.metadata.name.as_deref(),
        ) else {
            continue;
        };
        entry(&mut by_ns, ns);
        if let Some(o) = by_ns.get_mut(ns) {
            o.pods.push(PodHealth {
                name: name.to_string(),
                phase: pod
                    .status
                    .as_ref()
                    .and_then(|s| s.phase.clone())
                    .unwrap_or_else(|| "Unknown".into()),
                sidecar: container(pod, SIDECAR),
                embedder: container(pod, EMBEDDER),
            });
        }
    }
    let shown: BTreeSet<String> = by_ns.keys().cloned().collect();
    for s in &listed.stateful_sets {
        if s.metadata.name.as_deref() != Some(REDIS_NAME) {
            continue;
        }
        if let Some(o) = s
            .metadata
            .namespace
            .as_deref()
            .filter(|ns| shown.contains(*ns))
            .and_then(|ns| by_ns.get_mut(ns))
        {
            o.redis = RedisHealth {
                present: true,
                ready_replicas: s
                    .status
                    .as_ref()
                    .and_then(|s| s.ready_replicas)
                    .unwrap_or(0),
            };
        }
    }
    for a in &listed.approvals {
        let pending = !a.status.as_ref().is_some_and(|s| s.phase.is_decided());
        if let Some(o) = a
            .metadata
            .namespace
            .as_deref()
            .and_then(|ns| by_ns.get_mut(ns))
            && pending
        {
            o.pending_approvals += 1;
        }
    }
    for o in by_ns.values_mut() {
        o.workloads
            .sort_by(|a, b| (a.kind, &a.name).cmp(&(b.kind, &b.name)));
        o.pods.sort_by(|a, b| a.name.cmp(&b.name));
    }
    by_ns.into_values().collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use serde_json::json;

    fn from<T: serde::de::DeserializeOwned>(v: serde_json::Value) -> T {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn namespaces_with_bound_workloads_show_pod_health_redis_and_pending_approvals() {
        let listed = Listed {
            namespaces: vec![
                from(json!({"metadata": {"name": "shop"}})),
                from(json!({"metadata": {"name": "quiet"}})),
            ],
            deployments: vec![
                from(
                    json!({"metadata": {"name": "support", "namespace": "shop", "annotations": {
                    "argus.dev/inject": "true", "argus.dev/workflow": "support,returns", "argus.dev/actor": "support-agent"}},
                    "spec": {"replicas": 2, "selector": {}, "template": {}}, "status": {"readyReplicas": 1}}),
                ),
                from(json!({"metadata": {"name": "web", "namespace": "quiet"},
                    "spec": {"selector": {}, "template": {}}})),
            ],
            stateful_sets: vec![from(
                json!({"metadata": {"name": "redis-argus", "namespace": "shop"},
                "spec": {"selector": {}, "serviceName": "redis-argus", "template": {}}, "status": {"replicas": 1, "readyReplicas": 1}}),
            )],
            pods: vec![from(
                json!({"metadata": {"name": "support-1", "namespace": "shop"},
                "status": {"phase": "Running",
                    "initContainerStatuses": [{"name": "argus-sidecar", "ready": true, "restartCount": 0, "image": "", "imageID": ""}],
                    "containerStatuses": [{"name": "argus-embedder", "ready": false, "restartCount": 3, "image": "", "imageID": ""}]}}),
            )],
            approvals: vec![
                from(
                    json!({"metadata": {"name": "a1", "namespace": "shop"}, "spec": approval_spec()}),
                ),
                from(
                    json!({"metadata": {"name": "a2", "namespace": "shop"}, "spec": approval_spec(), "status": {"phase": "Approved"}}),
                ),
            ],
        };
        let got = summarise(&listed);
        assert_eq!(got.len(), 1, "only shop has Argus workloads: {got:?}");
        let shop = &got[0];
        assert_eq!(shop.name, "shop");
        assert_eq!(shop.workloads[0].workflows, vec!["support", "returns"]);
        assert_eq!(shop.workloads[0].actor.as_deref(), Some("support-agent"));
        assert_eq!(
            (shop.workloads[0].replicas, shop.workloads[0].ready_replicas),
            (2, 1)
        );
        assert!(shop.pods[0].sidecar.ready);
        assert_eq!(
            shop.pods[0].embedder,
            ContainerHealth {
                present: true,
                ready: false,
                restarts: 3
            }
        );
        assert_eq!(
            shop.redis,
            RedisHealth {
                present: true,
                ready_replicas: 1
            }
        );
        assert_eq!(shop.pending_approvals, 1);
    }

    fn approval_spec() -> serde_json::Value {
        json!({"tenant": "shop/support-agent", "actor": "support-agent", "session": "s", "tool": "issue_refund",
            "arguments": "{}", "argumentsSha256": "00", "tier": "MODIFY", "route": "r", "expiresAt": "2030-01-01T00:00:00Z"})
    }
}
