//! What every reconciler shares: the client, the stores, metrics, the event recorder,
//! per-object error backoff and the Redis Stack settings.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use argus_crds::{Actor, GateStack, Policy, Workflow};
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{Namespace, ResourceRequirements};
use kube::Client;
use kube::runtime::events::Recorder;
use kube::runtime::reflector::{ObjectRef, Store};

use crate::binding::{ArgusKind, Binding, BindingRefs, WorkloadKind, WorkloadRef, binding};
use crate::metrics::Metrics;

/// Reflector stores of everything the reconcilers look up.
#[derive(Clone)]
pub struct Stores {
    /// Workflows.
    pub workflows: Store<Workflow>,
    /// Actors.
    pub actors: Store<Actor>,
    /// Policies.
    pub policies: Store<Policy>,
    /// GateStacks.
    pub gatestacks: Store<GateStack>,
    /// Deployments (workloads, and the `argus-redis` Deployments of earlier versions).
    pub deployments: Store<Deployment>,
    /// StatefulSets (workloads and the `redis-argus` stores).
    pub statefulsets: Store<StatefulSet>,
    /// Namespaces (for the opt-in label).
    pub namespaces: Store<Namespace>,
}

/// A workload bound to Argus, as seen in the stores.
#[derive(Clone, Debug)]
pub struct BoundWorkload {
    /// The workload.
    pub workload: WorkloadRef,
    /// What it names.
    pub refs: BindingRefs,
    /// Its current pods (`status.replicas`).
    pub pods: u32,
}

impl Stores {
    /// Labels of `namespace`, if known.
    pub fn namespace_labels(
        &self,
        namespace: &str,
    ) -> Option<std::collections::BTreeMap<String, String>> {
        self.namespaces
            .find(|n| n.metadata.name.as_deref() == Some(namespace))
            .and_then(|n| n.metadata.labels.clone())
    }

    /// Every bound workload of `namespace`.
    pub fn bound_workloads(&self, namespace: &str) -> Vec<BoundWorkload> {
        let labels = self.namespace_labels(namespace);
        let mut out = Vec::new();
        let mut push =
            |kind,
             meta: &k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
             template: Option<&k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta>,
             pods: Option<i32>| {
                if meta.namespace.as_deref() != Some(namespace) {
                    return;
                }
                if let Binding::Bound(refs) = binding(meta, template, labels.as_ref()) {
                    out.push(BoundWorkload {
                        workload: WorkloadRef {
                            kind,
                            namespace: namespace.to_string(),
                            name: meta.name.clone().unwrap_or_default(),
                            uid: meta.uid.clone().unwrap_or_default(),
                        },
                        refs,
                        pods: pods.and_then(|p| u32::try_from(p).ok()).unwrap_or(0),
                    });
                }
            };
        for d in self.deployments.state() {
            push(
                WorkloadKind::Deployment,
                &d.metadata,
                d.spec.as_ref().and_then(|s| s.template.metadata.as_ref()),
                d.status.as_ref().and_then(|s| s.replicas),
            );
        }
        for s in self.statefulsets.state() {
            push(
                WorkloadKind::StatefulSet,
                &s.metadata,
                s.spec.as_ref().and_then(|s| s.template.metadata.as_ref()),
                s.status.as_ref().map(|s| s.replicas),
            );
        }
        out.sort_by(|a, b| a.workload.cmp(&b.workload));
        out
    }

    /// Whether resource `name` of `kind` exists in `namespace`.
    pub fn exists(&self, kind: ArgusKind, namespace: &str, name: &str) -> bool {
        fn has<K: kube::Resource<DynamicType = ()> + Clone>(
            store: &Store<K>,
            ns: &str,
            name: &str,
        ) -> bool {
            lookup(store, ns, name).is_some()
        }
        match kind {
            ArgusKind::Workflow => has(&self.workflows, namespace, name),
            ArgusKind::Actor => has(&self.actors, namespace, name),
            ArgusKind::Policy => has(&self.policies, namespace, name),
            ArgusKind::GateStack => has(&self.gatestacks, namespace, name),
        }
    }

    /// The references of `w` that name resources which do not exist, as messages.
    pub fn missing_references(&self, w: &BoundWorkload) -> Vec<String> {
        ArgusKind::ALL
            .iter()
            .flat_map(|&kind| w.refs.all(kind).into_iter().map(move |name| (kind, name)))
            .filter(|&(kind, name)| !self.exists(kind, &w.workload.namespace, name))
            .map(|(kind, name)| {
                format!(
                    "{}/{} names {} {name:?}, which does not exist",
                    w.workload.kind.lower(),
                    w.workload.name,
                    kind.kind()
                )
            })
            .collect()
    }
}

/// The object `namespace/name` of a store.
pub fn lookup<K: kube::Resource<DynamicType = ()> + Clone>(
    store: &Store<K>,
    namespace: &str,
    name: &str,
) -> Option<Arc<K>> {
    store.get(&ObjectRef::new(name).within(namespace))
}

/// The per-namespace Redis Stack.
#[derive(Clone, Debug)]
pub struct RedisSettings {
    /// Image (default `redis/redis-stack-server`).
    pub image: String,
    /// Requests and limits.
    pub resources: ResourceRequirements,
    /// Size of a PersistentVolumeClaim for `/data`; none keeps data in an emptyDir.
    pub persistence_size: Option<String>,
    /// StorageClass of the claim (cluster default when unset).
    pub storage_class: Option<String>,
    /// How long an unused store is kept before it is collected.
    pub retention: Duration,
    /// What collecting an unused store means.
    pub when_unused: WhenUnused,
    /// The operator's namespace, admitted by the store's NetworkPolicy.
    pub operator_namespace: String,
    /// The cluster's DNS domain (`cluster.local`): stores are named in it.
    pub cluster_domain: String,
}

/// What happens to a namespace's store once no bound workload has used it for the
/// retention period.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum WhenUnused {
    /// Delete the StatefulSet, Service, NetworkPolicy, PodDisruptionBudget and password
    /// Secret (a claim is kept: deleting data is the user's decision).
    #[default]
    Delete,
    /// Scale the StatefulSet to zero and keep everything else, so the next workload
    /// finds its data and password again.
    ScaleToZero,
}

/// Per-object exponential backoff for failed reconciliations.
#[derive(Default)]
pub struct Backoff {
    failures: Mutex<HashMap<String, u32>>,
}

impl Backoff {
    const BASE: Duration = Duration::from_secs(5);
    const MAX: Duration = Duration::from_secs(300);

    /// Records a failure of `key` and returns how long to wait before the next attempt.
    pub fn failed(&self, key: &str) -> Duration {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        let n = map.entry(key.to_string()).or_insert(0);
        *n = n.saturating_add(1);
        let factor = 2u32.saturating_pow(n.saturating_sub(1).min(16));
        Self::BASE.saturating_mul(factor).min(Self::MAX)
    }

    /// Forgets the failures of `key` after a success.
    pub fn succeeded(&self, key: &str) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        map.remove(key);
    }
}

/// Shared state of the reconcilers.
pub struct Context {
    /// API client.
    pub client: Client,
    /// Lookups.
    pub stores: Stores,
    /// Metrics.
    pub metrics: Arc<Metrics>,
    /// Kubernetes Events.
    pub recorder: Recorder,
    /// Redis Stack settings.
    pub redis: RedisSettings,
    /// Error backoff.
    pub backoff: Backoff,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_a_cap_and_resets() {
        let b = Backoff::default();
        assert_eq!(b.failed("a"), Duration::from_secs(5));
        assert_eq!(b.failed("a"), Duration::from_secs(10));
        assert_eq!(b.failed("a"), Duration::from_secs(20));
        for _ in 0..20 {
            b.failed("a");
        }
        assert_eq!(b.failed("a"), Duration::from_secs(300));
        assert_eq!(b.failed("b"), Duration::from_secs(5));
        b.succeeded("a");
        assert_eq!(b.failed("a"), Duration::from_secs(5));
    }
}
