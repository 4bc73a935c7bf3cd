//! Images that cannot be pulled, told where people look (leader only).
//!
//! An injected pod whose `argus-sidecar` or `argus-embedder` image cannot be pulled never
//! starts its app (native sidecars start first); a namespace's `redis-argus` pod that
//! cannot pull its image leaves every sidecar without a store. The kubelet says so on
//! the pod only. The observer watches the injected pods and the stores' pods, and
//! publishes a Warning Event `ImagePullFailed` naming the container, the image and the
//! kubelet's reason on the workload (the Deployment or StatefulSet the pod belongs to)
//! or, for a store, on its StatefulSet and on the namespace's Policies. Once per pod,
//! container and reason; the pure parts ([`pull_failures`], [`workload_of`], [`note`])
//! are tested without a cluster.

use std::collections::HashSet;

use argus_crds::Policy;
use futures::StreamExt as _;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{ContainerStatus, ObjectReference, Pod};
use kube::api::{Api, ListParams};
use kube::runtime::events::{Event, EventType, Recorder};
use kube::runtime::watcher;
use kube::{Resource as _, ResourceExt as _};

use crate::injection::{LABEL_INJECTED, LABEL_INJECTED_VALUE};
use crate::render::{LABEL_MANAGED_BY, MANAGED_BY, REDIS_NAME};

/// The Event's reason.
pub const REASON: &str = "ImagePullFailed";
/// The containers Argus injects.
const INJECTED: [&str; 2] = ["argus-sidecar", "argus-embedder"];
/// The kubelet's waiting reasons for an image it cannot get.
const PULL_REASONS: [&str; 5] = [
    "ErrImagePull",
    "ImagePullBackOff",
    "InvalidImageName",
    "ErrImageNeverPull",
    "RegistryUnavailable",
];

/// One container of a pod waiting for an image it cannot get.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PullFailure {
    pub container: String,
    pub image: String,
    /// The kubelet's reason (`ErrImagePull`, `ImagePullBackOff`, ...).
    pub reason: String,
    /// The kubelet's message (the registry's answer), when it gave one.
    pub message: Option<String>,
}

/// Whether the pod is a namespace store's Redis (not an injected pod).
fn is_store(pod: &Pod) -> bool {
    let labels = pod.labels();
    labels.get("app.kubernetes.io/name").map(String::as_str) == Some(REDIS_NAME)
        && labels.get(LABEL_MANAGED_BY).map(String::as_str) == Some(MANAGED_BY)
}

/// The containers of `pod` that cannot get their image: the injected ones of an
/// injected pod, every one of a store's pod.
pub fn pull_failures(pod: &Pod) -> Vec<PullFailure> {
    let store = is_store(pod);
    let Some(status) = pod.status.as_ref() else {
        return Vec::new();
    };
    let statuses = status
        .init_container_statuses
        .iter()
        .flatten()
        .chain(status.container_statuses.iter().flatten());
    statuses
        .filter(|c| store || INJECTED.contains(&c.name.as_str()))
        .filter_map(|c: &ContainerStatus| {
            let waiting = c.state.as_ref()?.waiting.as_ref()?;
            let reason = waiting.reason.as_deref()?;
            PULL_REASONS.contains(&reason).then(|| PullFailure {
                container: c.name.clone(),
                image: c.image.clone(),
                reason: reason.to_string(),
                message: waiting.message.clone().filter(|m| !m.is_empty()),
            })
        })
        .collect()
}

/// The workload a pod belongs to: `("Deployment", name)` through its ReplicaSet (whose
/// name is the Deployment's plus `-<pod-template-hash>`), or `("StatefulSet", name)`.
pub fn workload_of(pod: &Pod) -> Option<(&'static str, String)> {
    let owner = pod
        .owner_references()
        .iter()
        .find(|o| o.controller == Some(true))?;
    match owner.kind.as_str() {
        "StatefulSet" => Some(("StatefulSet", owner.name.clone())),
        "ReplicaSet" => {
            let hash = pod.labels().get("pod-template-hash")?;
            let name = owner.name.strip_suffix(&format!("-{hash}"))?;
            Some(("Deployment", name.to_string()))
        }
        _ => None,
    }
}

/// The Event's note: the pod, the container, the image and why.
pub fn note(pod: &str, f: &PullFailure) -> String {
    let why = f.message.as_deref().map_or_else(String::new, |m| {
        // The Events API limits a note to 1 KiB.
        let m: String = m.chars().take(600).collect();
        format!(": {m}")
    });
    format!(
        "pod {pod}: container {} cannot pull image {} ({}){why}",
        f.container, f.image, f.reason
    )
}

/// Watches the injected and the store pods until `stop` flips.
pub struct ImagePullObserver {
    client: kube::Client,
    recorder: Recorder,
    /// (pod uid, container, reason) already told.
    told: HashSet<(String, String, String)>,
}

impl ImagePullObserver {
    pub fn new(client: kube::Client, recorder: Recorder) -> Self {
        Self {
            client,
            recorder,
            told: HashSet::new(),
        }
    }

    pub async fn run(mut self, mut stop: tokio::sync::watch::Receiver<bool>) {
        let pods: Api<Pod> = Api::all(self.client.clone());
        let injected =
            watcher::Config::default().labels(&format!("{LABEL_INJECTED}={LABEL_INJECTED_VALUE}"));
        let stores = watcher::Config::default().labels(&format!(
            "app.kubernetes.io/name={REDIS_NAME},{LABEL_MANAGED_BY}={MANAGED_BY}"
        ));
        let mut events = futures::stream::select(
            watcher(pods.clone(), injected).boxed(),
            watcher(pods, stores).boxed(),
        );
        loop {
            let next = tokio::select! {
                next = events.next() => next,
                _ = stop.changed() => return,
            };
            match next {
                None => return,
                Some(Err(e)) => tracing::warn!(error = %e, "watching pods for image pull failures"),
                Some(Ok(watcher::Event::Apply(pod) | watcher::Event::InitApply(pod))) => {
                    self.observe(&pod).await;
                }
                Some(Ok(watcher::Event::Delete(pod))) => {
                    let uid = pod.uid().unwrap_or_default();
                    self.told.retain(|(u, _, _)| *u != uid);
                }
                Some(Ok(_)) => {}
            }
        }
    }

    async fn observe(&mut self, pod: &Pod) {
        let uid = pod.uid().unwrap_or_default();
        for f in pull_failures(pod) {
            let key = (uid.clone(), f.container.clone(), f.reason.clone());
            if self.told.contains(&key) {
                continue;
            }
            let note = note(&pod.name_any(), &f);
            tracing::warn!(namespace = ?pod.namespace(), pod = %pod.name_any(), container = %f.container, image = %f.image, reason = %f.reason, "image cannot be pulled");
            match self.tell(pod, &note).await {
                Ok(()) => {
                    self.told.insert(key);
                }
                Err(e) => tracing::warn!(error = %e, "cannot publish an ImagePullFailed Event"),
            }
        }
    }

    /// The Event on the pod's workload, and for a store on the namespace's Policies too.
    async fn tell(&self, pod: &Pod, note: &str) -> Result<(), kube::Error> {
        let ns = pod.namespace().unwrap_or_default();
        let mut regarding = Vec::new();
        match workload_of(pod) {
            Some(("Deployment", name)) => {
                let api: Api<Deployment> = Api::namespaced(self.client.clone(), &ns);
                regarding.extend(api.get_opt(&name).await?.map(|d| d.object_ref(&())));
            }
            Some((_, name)) => {
                let api: Api<StatefulSet> = Api::namespaced(self.client.clone(), &ns);
                regarding.extend(api.get_opt(&name).await?.map(|s| s.object_ref(&())));
            }
            None => {}
        }
        if is_store(pod) {
            let policies: Api<Policy> = Api::namespaced(self.client.clone(), &ns);
            regarding.extend(
                policies
                    .list(&ListParams::default())
                    .await?
                    .items
                    .iter()
                    .map(|p| p.object_ref(&())),
            );
        }
        if regarding.is_empty() {
            // A bare pod: the Event goes on the pod itself.
            regarding.push(pod.object_ref(&()));
        }
        let pod_ref: ObjectReference = pod.object_ref(&());
        for target in &regarding {
            let event = Event {
                type_: EventType::Warning,
                reason: REASON.to_string(),
                note: Some(note.to_string()),
                action: "PullImage".to_string(),
                secondary: Some(pod_ref.clone()),
            };
            self.recorder.publish(&event, target).await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn pod(value: serde_json::Value) -> Pod {
        serde_json::from_value(value).unwrap()
    }

    fn waiting(name: &str, image: &str, reason: &str) -> serde_json::Value {
        json!({"name": name, "image": image, "imageID": "", "ready": false, "restartCount": 0,
               "state": {"waiting": {"reason": reason, "message": format!("Back-off pulling image \"{image}\"")}}})
    }

    #[test]
    fn an_injected_container_that_cannot_pull_is_named_with_its_image() {
        let p = pod(json!({
            "metadata": {"name": "agent-6d-x", "namespace": "shop",
                "labels": {"argus.dev/injected": "true", "pod-template-hash": "6d"},
                "ownerReferences": [{"apiVersion": "apps/v1", "kind": "ReplicaSet", "name": "agent-6d",
                                      "uid": "u1", "controller": true}]},
            "status": {
                "initContainerStatuses": [
                    waiting("argus-embedder", "ghcr.io/argus-dev/argus-embedder:9.9.9", "ImagePullBackOff"),
                    waiting("argus-sidecar", "ghcr.io/argus-dev/argus-sidecar:0.1.0", "PodInitializing")],
                // The app's own image is not Argus's to tell.
                "containerStatuses": [waiting("app", "python:3.12-slim", "ErrImagePull")]}
        }));
        let f = pull_failures(&p);
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].container, "argus-embedder");
        assert_eq!(f[0].image, "ghcr.io/argus-dev/argus-embedder:9.9.9");
        assert_eq!(f[0].reason, "ImagePullBackOff");
        assert_eq!(workload_of(&p), Some(("Deployment", "agent".to_string())));
        assert_eq!(
            note("agent-6d-x", &f[0]),
            "pod agent-6d-x: container argus-embedder cannot pull image \
             ghcr.io/argus-dev/argus-embedder:9.9.9 (ImagePullBackOff): Back-off pulling image \
             \"ghcr.io/argus-dev/argus-embedder:9.9.9\""
        );
    }

    #[test]
    fn every_container_of_a_store_pod_counts() {
        let p = pod(json!({
            "metadata": {"name": "redis-argus-0", "namespace": "shop",
                "labels": {"app.kubernetes.io/name": "redis-argus", "app.kubernetes.io/managed-by": "argus-operator"},
                "ownerReferences": [{"apiVersion": "apps/v1", "kind": "StatefulSet", "name": "redis-argus",
                                      "uid": "u2", "controller": true}]},
            "status": {"containerStatuses": [waiting("redis", "redis/redis-stack-server:nope", "InvalidImageName")]}
        }));
        assert!(is_store(&p), "labels: {:?}", p.labels());
        let f = pull_failures(&p);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].container, "redis");
        assert_eq!(
            workload_of(&p),
            Some(("StatefulSet", "redis-argus".to_string()))
        );
    }

    #[test]
    fn running_or_starting_containers_are_not_failures() {
        let p = pod(json!({
            "metadata": {"name": "a", "labels": {"argus.dev/injected": "true"}},
            "status": {"initContainerStatuses": [
                waiting("argus-sidecar", "i", "ContainerCreating"),
                {"name": "argus-embedder", "image": "i", "imageID": "", "ready": true, "restartCount": 0,
                 "state": {"running": {}}}]}
        }));
        assert!(pull_failures(&p).is_empty());
        // No controller owner, or a ReplicaSet without the hash label: no workload.
        assert_eq!(workload_of(&p), None);
    }
}
