//! The thin HTTPS shell around [`super::review`]: bounded body, profile lookup from the
//! ConfigMap cache (with an API read on a miss), metrics and logs.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, Limited};
use k8s_openapi::api::apps::v1::{Deployment, ReplicaSet, StatefulSet};
use k8s_openapi::api::core::v1::{ConfigMap, Namespace, Pod};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::Api;
use kube::runtime::reflector::{ObjectRef, Store};
use kube::{Client, ResourceExt};

use super::{MutationContext, ReviewError, ReviewOutcome, review, unrendered_pod};
use crate::binding::{Binding, WorkloadKind, WorkloadRef, binding};
use crate::controller::Stores;
use crate::injection::{Enrolment, InjectionSettings, InjectionTarget, WorkloadProfile};
use crate::metrics::Metrics;
use crate::render::config_map_name;
use crate::serve::respond;

/// The API server sends pods of at most a few hundred KiB; 3 MiB is its own request cap.
const MAX_BODY: usize = 3 * 1024 * 1024;
/// A cache miss may read the ConfigMap, but never for long: the API server's webhook timeout is short.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(2);

/// Reads a workload's profile out of its ConfigMap.
pub fn profile_of(cm: &ConfigMap) -> Option<WorkloadProfile> {
    let json = cm.data.as_ref()?.get(WorkloadProfile::CONFIG_MAP_KEY)?;
    match serde_json::from_str(json) {
        Ok(p) => Some(p),
        Err(e) => {
            tracing::warn!(configmap = ?cm.metadata.name, error = %e, "unreadable injection profile");
            None
        }
    }
}

/// Everything the webhook handler needs.
pub struct WebhookHandler {
    /// Injection settings.
    pub settings: InjectionSettings,
    /// Refuse pods whose profile cannot be found.
    pub fail_closed: bool,
    /// Cache of the operator's ConfigMaps.
    pub config_maps: Store<ConfigMap>,
    /// For cache misses.
    pub client: Option<Client>,
    /// Workloads and namespaces, to tell whether the workload of a pod without a
    /// rendered config opts in (issue 27). `None`: only the pod's own annotation counts.
    pub stores: Option<Stores>,
    /// Metrics.
    pub metrics: Arc<Metrics>,
}

/// A workload as the operator binds it: its metadata and its pod template's.
struct Owner {
    kind: WorkloadKind,
    meta: ObjectMeta,
    template: Option<ObjectMeta>,
}

impl Owner {
    fn deployment(d: &Deployment) -> Self {
        Owner {
            kind: WorkloadKind::Deployment,
            meta: d.metadata.clone(),
            template: d.spec.as_ref().and_then(|s| s.template.metadata.clone()),
        }
    }

    fn statefulset(s: &StatefulSet) -> Self {
        Owner {
            kind: WorkloadKind::StatefulSet,
            meta: s.metadata.clone(),
            template: s.spec.as_ref().and_then(|s| s.template.metadata.clone()),
        }
    }
}

/// What the operator does with `owner` in a namespace labelled `labels`: bound (and the
/// ConfigMap it renders) or not.
fn enrolment_of(
    owner: &Owner,
    namespace: &str,
    labels: Option<&std::collections::BTreeMap<String, String>>,
) -> Enrolment {
    match binding(&owner.meta, owner.template.as_ref(), labels) {
        Binding::Unbound => Enrolment::NotOptedIn,
        Binding::Bound(_) => {
            let workload = WorkloadRef {
                kind: owner.kind,
                namespace: namespace.to_string(),
                name: owner.meta.name.clone().unwrap_or_default(),
                uid: owner.meta.uid.clone().unwrap_or_default(),
            };
            Enrolment::OptedIn {
                workload: format!("{} {namespace}/{}", owner.kind.kind(), workload.name),
                config_map: config_map_name(&workload),
            }
        }
    }
}

/// The Deployment name of a ReplicaSet the Deployment controller made: `<name>-<hash>`,
/// the hash being the pod's `pod-template-hash` label.
fn deployment_name<'a>(replica_set: &'a str, pod: &Pod) -> Option<&'a str> {
    let hash = pod.labels().get("pod-template-hash")?;
    replica_set
        .strip_suffix(hash.as_str())?
        .strip_suffix('-')
        .filter(|n| !n.is_empty())
}

impl WebhookHandler {
    /// Whether the workload of `pod` (no rendered config on it) opts in: from the caches,
    /// with bounded API reads on a miss (a workload or namespace created a moment ago).
    async fn enrolment(&self, pod: &Pod, namespace: &str) -> Enrolment {
        let Some(owner) = pod
            .owner_references()
            .iter()
            .find(|o| o.controller == Some(true))
        else {
            return Enrolment::NoWorkload;
        };
        let owner = match owner.kind.as_str() {
            "ReplicaSet" => self.deployment_of(namespace, &owner.name, pod).await,
            "StatefulSet" => self.statefulset(namespace, &owner.name).await,
            _ => Ok(None),
        };
        let owner = match owner {
            Ok(Some(o)) => o,
            Ok(None) => return Enrolment::NoWorkload,
            Err(why) => return Enrolment::Unknown(why),
        };
        let labels = match self.namespace_labels(namespace).await {
            Ok(l) => l,
            Err(why) => return Enrolment::Unknown(why),
        };
        enrolment_of(&owner, namespace, labels.as_ref())
    }

    /// One bounded API read, for a cache miss.
    async fn get<K>(&self, namespace: Option<&str>, name: &str) -> Result<Option<K>, String>
    where
        K: kube::Resource<DynamicType = ()> + Clone + serde::de::DeserializeOwned + std::fmt::Debug,
    {
        let Some(client) = self.client.clone() else {
            return Ok(None);
        };
        let url = K::url_path(&(), namespace);
        let what = format!("{} {}", K::kind(&()), name);
        let request = http::Request::get(format!("{url}/{name}"))
            .body(Vec::new())
            .map_err(|e| e.to_string())?;
        match tokio::time::timeout(LOOKUP_TIMEOUT, client.request::<K>(request)).await {
            Ok(Ok(found)) => Ok(Some(found)),
            Ok(Err(kube::Error::Api(s))) if s.code == 404 => Ok(None),
            Ok(Err(e)) => Err(format!("cannot read {what}: {e}")),
            Err(_) => Err(format!("reading {what} timed out")),
        }
    }

    async fn deployment_of(
        &self,
        namespace: &str,
        replica_set: &str,
        pod: &Pod,
    ) -> Result<Option<Owner>, String> {
        if let (Some(stores), Some(name)) = (&self.stores, deployment_name(replica_set, pod))
            && let Some(d) = crate::controller::lookup(&stores.deployments, namespace, name)
        {
            return Ok(Some(Owner::deployment(&d)));
        }
        // Not in the cache: a new Deployment, or a ReplicaSet named otherwise.
        let Some(rs) = self.get::<ReplicaSet>(Some(namespace), replica_set).await? else {
            return Ok(None);
        };
        let Some(name) = rs
            .owner_references()
            .iter()
            .find(|o| o.controller == Some(true) && o.kind == "Deployment")
            .map(|o| o.name.clone())
        else {
            return Ok(None);
        };
        Ok(self
            .get::<Deployment>(Some(namespace), &name)
            .await?
            .map(|d| Owner::deployment(&d)))
    }

    async fn statefulset(&self, namespace: &str, name: &str) -> Result<Option<Owner>, String> {
        if let Some(stores) = &self.stores
            && let Some(s) = crate::controller::lookup(&stores.statefulsets, namespace, name)
        {
            return Ok(Some(Owner::statefulset(&s)));
        }
        Ok(self
            .get::<StatefulSet>(Some(namespace), name)
            .await?
            .map(|s| Owner::statefulset(&s)))
    }

    async fn namespace_labels(
        &self,
        namespace: &str,
    ) -> Result<Option<std::collections::BTreeMap<String, String>>, String> {
        if let Some(stores) = &self.stores
            && stores.namespaces.get(&ObjectRef::new(namespace)).is_some()
        {
            return Ok(stores.namespace_labels(namespace));
        }
        Ok(self
            .get::<Namespace>(None, namespace)
            .await?
            .and_then(|n| n.metadata.labels))
    }

    fn review_with(
        &self,
        body: &[u8],
        fetched: Option<WorkloadProfile>,
        enrolment: &Enrolment,
    ) -> ReviewOutcome {
        let cache = |t: &InjectionTarget| {
            fetched.clone().or_else(|| {
                self.config_maps
                    .get(&ObjectRef::new(&t.config_map).within(&t.namespace))
                    .and_then(|cm| profile_of(&cm))
            })
        };
        review(
            body,
            &MutationContext {
                settings: &self.settings,
                fail_closed: self.fail_closed,
                profiles: &cache,
                enrolment: &|_, _| enrolment.clone(),
            },
        )
    }

    async fn fetch(&self, namespace: &str, name: &str) -> Option<WorkloadProfile> {
        let client = self.client.clone()?;
        let api: Api<ConfigMap> = Api::namespaced(client, namespace);
        match tokio::time::timeout(LOOKUP_TIMEOUT, api.get_opt(name)).await {
            Ok(Ok(Some(cm))) => profile_of(&cm),
            Ok(Ok(None)) => None,
            Ok(Err(e)) => {
                tracing::warn!(%namespace, %name, error = %e, "cannot read rendered config");
                None
            }
            Err(_) => None,
        }
    }

    /// Reviews an Approval (`/mutate-approvals` stamps, `/validate-approvals` checks):
    /// reads the GateStack a new Approval names (bounded wait), then the pure review decides.
    async fn review_approval(
        &self,
        body: &[u8],
        pass: crate::approvals::ApprovalPass,
    ) -> Response<Full<Bytes>> {
        let started = Instant::now();
        let value: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let named = value
            .pointer("/request/object/spec/gateStack")
            .and_then(serde_json::Value::as_str)
            .zip(
                value
                    .pointer("/request/namespace")
                    .and_then(serde_json::Value::as_str),
            );
        let stack = match (named, &self.client) {
            // Only the check reads the GateStack: the stamp does not need it.
            (Some((name, namespace)), Some(client))
                if pass == crate::approvals::ApprovalPass::Validate =>
            {
                let api: Api<argus_crds::GateStack> = Api::namespaced(client.clone(), namespace);
                match tokio::time::timeout(LOOKUP_TIMEOUT, api.get_opt(name)).await {
                    Ok(Ok(found)) => found.map(|g| g.spec),
                    Ok(Err(e)) => {
                        tracing::warn!(%namespace, %name, error = %e, "cannot read GateStack");
                        None
                    }
                    Err(_) => None,
                }
            }
            _ => None,
        };
        let lookup = |_: &str, _: &str| stack.clone();
        let now = jiff::Timestamp::now()
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string();
        let outcome = crate::approvals::review_approval(body, &lookup, &now, pass);
        let result = if outcome.refused.is_some() {
            "approval_refused"
        } else {
            "approval_admitted"
        };
        self.metrics
            .reviewed(result, started.elapsed().as_secs_f64());
        if let Some(why) = &outcome.refused {
            tracing::info!(reason = %why, "approval change refused");
        }
        match serde_json::to_vec(&outcome.review) {
            Ok(json) => respond(StatusCode::OK, "application/json", json),
            Err(e) => {
                tracing::error!(error = %e, "cannot serialize AdmissionReview");
                respond(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain",
                    "internal error\n",
                )
            }
        }
    }

    /// Answers one HTTP request.
    pub async fn handle<B>(self: Arc<Self>, req: Request<B>) -> Response<Full<Bytes>>
    where
        B: hyper::body::Body + Send,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let approvals = match req.uri().path() {
            argus_crds::APPROVAL_WEBHOOK_PATH => Some(crate::approvals::ApprovalPass::Validate),
            argus_crds::APPROVAL_MUTATE_PATH => Some(crate::approvals::ApprovalPass::Mutate),
            _ => None,
        };
        if req.uri().path() != argus_crds::WEBHOOK_PATH && approvals.is_none() {
            return respond(StatusCode::NOT_FOUND, "text/plain", "not found\n");
        }
        if req.method() != Method::POST {
            return respond(StatusCode::METHOD_NOT_ALLOWED, "text/plain", "POST only\n");
        }
        let body = match Limited::new(req.into_body(), MAX_BODY).collect().await {
            Ok(b) => b.to_bytes(),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read AdmissionReview body");
                return respond(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "text/plain",
                    "body too large or unreadable\n",
                );
            }
        };
        if let Some(pass) = approvals {
            return self.review_approval(&body, pass).await;
        }
        let started = Instant::now();
        // A pod without a rendered config: does its workload opt in? (issue 27)
        let enrolment = match unrendered_pod(&body, &self.settings) {
            Some((pod, namespace)) => self.enrolment(&pod, &namespace).await,
            None => Enrolment::NotOptedIn,
        };
        let mut outcome = self.review_with(&body, None, &enrolment);
        if let Some(ReviewError::ProfileMissing {
            namespace,
            config_map,
        }) = &outcome.error
            && let Some(profile) = self.fetch(namespace, config_map).await
        {
            outcome = self.review_with(&body, Some(profile), &enrolment);
        }
        let elapsed = started.elapsed().as_secs_f64();
        self.metrics.reviewed(outcome.result.as_str(), elapsed);
        let uid = outcome
            .review
            .response
            .as_ref()
            .map(|r| r.uid.clone())
            .unwrap_or_default();
        match &outcome.error {
            Some(e) => {
                tracing::warn!(%uid, result = outcome.result.as_str(), error = %e, "pod admitted without injection or refused")
            }
            None => {
                tracing::info!(%uid, result = outcome.result.as_str(), seconds = elapsed, "pod reviewed")
            }
        }
        match serde_json::to_vec(&outcome.review) {
            Ok(json) => respond(StatusCode::OK, "application/json", json),
            Err(e) => {
                tracing::error!(error = %e, "cannot serialize AdmissionReview");
                respond(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain",
                    "internal error\n",
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn pod(hash: Option<&str>) -> Pod {
        let mut pod = Pod::default();
        if let Some(h) = hash {
            pod.labels_mut()
                .insert("pod-template-hash".to_string(), h.to_string());
        }
        pod
    }

    #[test]
    fn the_deployment_of_a_replica_set_is_its_name_less_the_template_hash() {
        let p = pod(Some("7c9f8d6b5"));
        assert_eq!(
            deployment_name("support-agent-7c9f8d6b5", &p),
            Some("support-agent")
        );
        assert_eq!(deployment_name("other-abc", &p), None);
        assert_eq!(deployment_name("-7c9f8d6b5", &p), None);
        assert_eq!(deployment_name("support-agent-7c9f8d6b5", &pod(None)), None);
    }

    #[test]
    fn a_workload_enrols_as_the_operator_binds_it() {
        let deployment: Deployment = serde_json::from_value(serde_json::json!({
            "metadata": {"name": "support-agent", "namespace": "agents", "uid": "u1",
                         "annotations": {"argus.dev/inject": "true"}},
            "spec": {"selector": {}, "template": {"metadata": {"annotations": {"argus.dev/inject": "true"}}}}
        }))
        .unwrap();
        assert_eq!(
            enrolment_of(&Owner::deployment(&deployment), "agents", None),
            Enrolment::OptedIn {
                workload: "Deployment agents/support-agent".to_string(),
                config_map: "argus-deployment-support-agent".to_string(),
            }
        );
        // The workload's own "false" beats its template's "true" and the namespace label.
        let mut out = deployment.clone();
        out.annotations_mut()
            .insert("argus.dev/inject".to_string(), "false".to_string());
        let labels = std::collections::BTreeMap::from([(
            "argus.dev/inject".to_string(),
            "enabled".to_string(),
        )]);
        assert_eq!(
            enrolment_of(&Owner::deployment(&out), "agents", Some(&labels)),
            Enrolment::NotOptedIn
        );
        // A StatefulSet in a namespace that opts in.
        let sts: StatefulSet = serde_json::from_value(serde_json::json!({
            "metadata": {"name": "agent", "namespace": "agents"},
            "spec": {"selector": {}, "serviceName": "agent", "template": {}}
        }))
        .unwrap();
        assert_eq!(
            enrolment_of(&Owner::statefulset(&sts), "agents", Some(&labels)),
            Enrolment::OptedIn {
                workload: "StatefulSet agents/agent".to_string(),
                config_map: "argus-statefulset-agent".to_string(),
            }
        );
        assert_eq!(
            enrolment_of(&Owner::statefulset(&sts), "agents", None),
            Enrolment::NotOptedIn
        );
    }
}
