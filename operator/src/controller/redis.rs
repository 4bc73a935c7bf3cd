//! The per-namespace Redis Stack (`argus-redis`): created when a namespace has a bound
//! workload that uses it, removed after a retention period once none is left.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec, DeploymentStrategy};
use k8s_openapi::api::core::v1::{
    Capabilities, Container, ContainerPort, EmptyDirVolumeSource, ExecAction, Namespace,
    PersistentVolumeClaim, PersistentVolumeClaimSpec, PersistentVolumeClaimVolumeSource,
    PodSecurityContext, PodSpec, PodTemplateSpec, Probe, SeccompProfile, SecurityContext, Service,
    ServicePort, ServiceSpec, TCPSocketAction, Volume, VolumeMount, VolumeResourceRequirements,
};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;
use kube::ResourceExt;
use kube::api::{Api, DeleteParams, Patch, PatchParams};
use kube::runtime::controller::Action;

use super::context::{Context, RedisSettings, Stores};
use super::{Error, FIELD_MANAGER};
use crate::render::{LABEL_MANAGED_BY, MANAGED_BY};
use crate::status::StoreState;

/// Name of the Deployment, Service and claim.
pub const REDIS_NAME: &str = "argus-redis";
/// Annotation on the Deployment: since when no workload has used it (RFC 3339).
const ANNOTATION_UNUSED_SINCE: &str = "argus.dev/unused-since";
const REDIS_PORT: i32 = 6379;

/// What the namespace needs.
#[derive(Clone, Debug, PartialEq)]
pub enum RedisPlan {
    /// Apply these objects.
    Run {
        /// The Deployment.
        deployment: Box<Deployment>,
        /// The Service.
        service: Box<Service>,
        /// The claim, when persistence is on.
        claim: Option<Box<PersistentVolumeClaim>>,
    },
    /// Nothing uses the store.
    Unused,
}

/// Whether any bound workload of `namespace` uses the namespace's store: it does unless
/// its Policy names an external Redis.
pub fn namespace_needs_store(stores: &Stores, namespace: &str) -> bool {
    stores.bound_workloads(namespace).iter().any(|w| {
        let external = w
            .refs
            .policy
            .as_deref()
            .and_then(|name| super::context::lookup(&stores.policies, namespace, name));
        !external.is_some_and(|p| {
            p.spec
                .redis
                .as_ref()
                .is_some_and(|r| r.external_url.is_some())
        })
    })
}

/// The store condition for a Policy.
pub fn store_state(bound: bool, external: bool, redis: Option<&Deployment>) -> StoreState {
    if !bound {
        return StoreState::NotNeeded;
    }
    if external {
        return StoreState::External;
    }
    let Some(d) = redis else {
        return StoreState::Provisioning(format!("{REDIS_NAME} is being created"));
    };
    let available = d
        .status
        .as_ref()
        .and_then(|s| s.available_replicas)
        .unwrap_or(0);
    if available > 0 {
        StoreState::Available
    } else {
        StoreState::Provisioning(format!("{REDIS_NAME} has no available replica yet"))
    }
}

fn labels() -> BTreeMap<String, String> {
    BTreeMap::from([
        ("app.kubernetes.io/name".to_string(), REDIS_NAME.to_string()),
        (LABEL_MANAGED_BY.to_string(), MANAGED_BY.to_string()),
    ])
}

fn meta(namespace: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(REDIS_NAME.to_string()),
        namespace: Some(namespace.to_string()),
        labels: Some(labels()),
        ..ObjectMeta::default()
    }
}

/// The objects of a namespace's store (pure).
pub fn plan_redis(namespace: &str, needed: bool, settings: &RedisSettings) -> RedisPlan {
    if !needed {
        return RedisPlan::Unused;
    }
    let probe = |period, exec: bool| Probe {
        exec: exec.then(|| ExecAction {
            command: Some(vec!["redis-cli".to_string(), "ping".to_string()]),
        }),
        tcp_socket: (!exec).then_some(TCPSocketAction {
            port: IntOrString::Int(REDIS_PORT),
            host: None,
        }),
        period_seconds: Some(period),
        timeout_seconds: Some(2),
        failure_threshold: Some(3),
        ..Probe::default()
    };
    let data_volume = Volume {
        name: "data".to_string(),
        persistent_volume_claim: settings.persistence_size.as_ref().map(|_| {
            PersistentVolumeClaimVolumeSource {
                claim_name: REDIS_NAME.to_string(),
                read_only: None,
            }
        }),
        empty_dir: settings
            .persistence_size
            .is_none()
            .then_some(EmptyDirVolumeSource::default()),
        ..Volume::default()
    };
    let container = Container {
        name: "redis".to_string(),
        image: Some(settings.image.clone()),
        ports: Some(vec![ContainerPort {
            name: Some("redis".to_string()),
            container_port: REDIS_PORT,
            protocol: Some("TCP".to_string()),
            ..ContainerPort::default()
        }]),
        resources: Some(settings.resources.clone()),
        readiness_probe: Some(probe(5, true)),
        liveness_probe: Some(probe(10, false)),
        volume_mounts: Some(vec![VolumeMount {
            name: "data".to_string(),
            mount_path: "/data".to_string(),
            ..VolumeMount::default()
        }]),
        security_context: Some(SecurityContext {
            allow_privilege_escalation: Some(false),
            capabilities: Some(Capabilities {
                drop: Some(vec!["ALL".to_string()]),
                add: None,
            }),
            ..SecurityContext::default()
        }),
        ..Container::default()
    };
    let deployment = Deployment {
        metadata: meta(namespace),
        spec: Some(DeploymentSpec {
            replicas: Some(1),
            selector: LabelSelector {
                match_labels: Some(labels()),
                match_expressions: None,
            },
            // One writer at a time on a claim.
            strategy: Some(DeploymentStrategy {
                type_: Some("Recreate".to_string()),
                rolling_update: None,
            }),
            template: PodTemplateSpec {
                metadata: Some(ObjectMeta {
                    labels: Some(labels()),
                    annotations: Some(BTreeMap::from([(
                        "argus.dev/inject".to_string(),
                        "false".to_string(),
                    )])),
                    ..ObjectMeta::default()
                }),
                spec: Some(PodSpec {
                    containers: vec![container],
                    volumes: Some(vec![data_volume]),
                    automount_service_account_token: Some(false),
                    security_context: Some(PodSecurityContext {
                        seccomp_profile: Some(SeccompProfile {
                            type_: "RuntimeDefault".to_string(),
                            localhost_profile: None,
                        }),
                        ..PodSecurityContext::default()
                    }),
                    ..PodSpec::default()
                }),
            },
            ..DeploymentSpec::default()
        }),
        status: None,
    };
    let service = Service {
        metadata: meta(namespace),
        spec: Some(ServiceSpec {
            selector: Some(labels()),
            ports: Some(vec![ServicePort {
                name: Some("redis".to_string()),
                port: REDIS_PORT,
                target_port: Some(IntOrString::Int(REDIS_PORT)),
                protocol: Some("TCP".to_string()),
                ..ServicePort::default()
            }]),
            ..ServiceSpec::default()
        }),
        status: None,
    };
    let claim = settings
        .persistence_size
        .as_ref()
        .map(|size| PersistentVolumeClaim {
            metadata: meta(namespace),
            spec: Some(PersistentVolumeClaimSpec {
                access_modes: Some(vec!["ReadWriteOnce".to_string()]),
                storage_class_name: settings.storage_class.clone(),
                resources: Some(VolumeResourceRequirements {
                    requests: Some(BTreeMap::from([(
                        "storage".to_string(),
                        Quantity(size.clone()),
                    )])),
                    limits: None,
                }),
                ..PersistentVolumeClaimSpec::default()
            }),
            status: None,
        });
    RedisPlan::Run {
        deployment: Box::new(deployment),
        service: Box::new(service),
        claim: claim.map(Box::new),
    }
}

fn apply_body<T: serde::Serialize>(
    api_version: &str,
    kind: &str,
    obj: &T,
) -> Result<serde_json::Value, Error> {
    let mut v = serde_json::to_value(obj)?;
    v["apiVersion"] = serde_json::Value::String(api_version.to_string());
    v["kind"] = serde_json::Value::String(kind.to_string());
    Ok(v)
}

/// Reconciles the store of one namespace.
pub async fn reconcile_namespace_store(
    ns: Arc<Namespace>,
    ctx: Arc<Context>,
) -> Result<Action, Error> {
    let namespace = ns.name_any();
    let needed = namespace_needs_store(&ctx.stores, &namespace);
    let existing = super::context::lookup(&ctx.stores.deployments, &namespace, REDIS_NAME)
        .filter(|d| d.labels().get(LABEL_MANAGED_BY).map(String::as_str) == Some(MANAGED_BY));
    let params = PatchParams::apply(FIELD_MANAGER).force();
    let client = ctx.client.clone();
    match plan_redis(&namespace, needed, &ctx.redis) {
        RedisPlan::Run {
            deployment,
            service,
            claim,
        } => {
            if let Some(claim) = claim {
                let api: Api<PersistentVolumeClaim> = Api::namespaced(client.clone(), &namespace);
                api.patch(
                    REDIS_NAME,
                    &params,
                    &Patch::Apply(apply_body("v1", "PersistentVolumeClaim", &claim)?),
                )
                .await?;
            }
            let services: Api<Service> = Api::namespaced(client.clone(), &namespace);
            services
                .patch(
                    REDIS_NAME,
                    &params,
                    &Patch::Apply(apply_body("v1", "Service", &service)?),
                )
                .await?;
            // Applying without the unused-since annotation drops it: the store is in use again.
            let deployments: Api<Deployment> = Api::namespaced(client, &namespace);
            deployments
                .patch(
                    REDIS_NAME,
                    &params,
                    &Patch::Apply(apply_body("apps/v1", "Deployment", deployment.as_ref())?),
                )
                .await?;
            Ok(Action::requeue(Duration::from_secs(300)))
        }
        RedisPlan::Unused => {
            let Some(existing) = existing else {
                return Ok(Action::await_change());
            };
            let now = k8s_openapi::jiff::Timestamp::now();
            let since = existing
                .annotations()
                .get(ANNOTATION_UNUSED_SINCE)
                .and_then(|s| s.parse::<k8s_openapi::jiff::Timestamp>().ok());
            let deployments: Api<Deployment> = Api::namespaced(client.clone(), &namespace);
            let Some(since) = since else {
                let body = serde_json::json!({"metadata": {"annotations": {ANNOTATION_UNUSED_SINCE: now.to_string()}}});
                deployments
                    .patch(REDIS_NAME, &PatchParams::default(), &Patch::Merge(body))
                    .await?;
                return Ok(Action::requeue(ctx.redis.retention));
            };
            let unused = now.duration_since(since).unsigned_abs();
            if unused < ctx.redis.retention {
                return Ok(Action::requeue(ctx.redis.retention.saturating_sub(unused)));
            }
            // The claim is kept: deleting data is the user's decision.
            let services: Api<Service> = Api::namespaced(client, &namespace);
            deployments
                .delete(REDIS_NAME, &DeleteParams::default())
                .await?;
            if let Err(e) = services.delete(REDIS_NAME, &DeleteParams::default()).await
                && !matches!(&e, kube::Error::Api(s) if s.code == 404)
            {
                return Err(e.into());
            }
            Ok(Action::await_change())
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn settings(persist: Option<&str>) -> RedisSettings {
        RedisSettings {
            image: "redis/redis-stack-server:7.4.0-v3".to_string(),
            resources: Default::default(),
            persistence_size: persist.map(str::to_string),
            storage_class: None,
            retention: Duration::from_secs(600),
        }
    }

    #[test]
    fn plan_runs_a_probed_store_with_optional_claim() {
        let RedisPlan::Run {
            deployment,
            service,
            claim,
        } = plan_redis("agents", true, &settings(None))
        else {
            panic!("expected a store")
        };
        assert!(claim.is_none());
        let pod = deployment
            .spec
            .as_ref()
            .unwrap()
            .template
            .spec
            .as_ref()
            .unwrap();
        let c = &pod.containers[0];
        assert_eq!(
            c.image.as_deref(),
            Some("redis/redis-stack-server:7.4.0-v3")
        );
        assert!(c.readiness_probe.is_some() && c.liveness_probe.is_some());
        assert!(pod.volumes.as_ref().unwrap()[0].empty_dir.is_some());
        assert_eq!(service.spec.unwrap().ports.unwrap()[0].port, 6379);
        // The store itself is never injected.
        let tmpl = deployment.spec.unwrap().template.metadata.unwrap();
        assert_eq!(tmpl.annotations.unwrap()["argus.dev/inject"], "false");

        let RedisPlan::Run {
            deployment, claim, ..
        } = plan_redis("agents", true, &settings(Some("1Gi")))
        else {
            panic!("expected a store")
        };
        assert_eq!(claim.unwrap().metadata.name.as_deref(), Some("argus-redis"));
        let vol = &deployment
            .spec
            .unwrap()
            .template
            .spec
            .unwrap()
            .volumes
            .unwrap()[0];
        assert!(vol.persistent_volume_claim.is_some());
        assert_eq!(
            plan_redis("agents", false, &settings(None)),
            RedisPlan::Unused
        );
    }

    #[test]
    fn store_state_follows_the_deployment() {
        assert_eq!(store_state(false, false, None), StoreState::NotNeeded);
        assert_eq!(store_state(true, true, None), StoreState::External);
        assert!(matches!(
            store_state(true, false, None),
            StoreState::Provisioning(_)
        ));
        let d = Deployment {
            status: Some(k8s_openapi::api::apps::v1::DeploymentStatus {
                available_replicas: Some(1),
                ..Default::default()
            }),
            ..Default::default()
        };
        assert_eq!(store_state(true, false, Some(&d)), StoreState::Available);
    }
}
