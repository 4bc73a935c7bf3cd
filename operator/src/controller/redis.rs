//! The per-namespace Redis Stack (`redis-argus`): a password-protected, NetworkPolicy-fenced
//! StatefulSet with the append-only file on, created when a namespace has a bound workload
//! that uses it and collected (deleted or scaled to zero) after a retention period once
//! none is left. Policies naming an external Redis need none of it.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use k8s_openapi::api::apps::v1::{
    Deployment, StatefulSet, StatefulSetSpec, StatefulSetUpdateStrategy,
};
use k8s_openapi::api::core::v1::{
    Capabilities, Container, ContainerPort, EmptyDirVolumeSource, EnvVar, EnvVarSource, ExecAction,
    Namespace, PersistentVolumeClaim, PersistentVolumeClaimSpec, PersistentVolumeClaimVolumeSource,
    PodSecurityContext, PodSpec, PodTemplateSpec, Probe, SeccompProfile, Secret, SecretKeySelector,
    SecurityContext, Service, ServicePort, ServiceSpec, TCPSocketAction, Volume, VolumeMount,
    VolumeResourceRequirements,
};
use k8s_openapi::api::networking::v1::{
    NetworkPolicy, NetworkPolicyIngressRule, NetworkPolicyPeer, NetworkPolicyPort,
    NetworkPolicySpec,
};
use k8s_openapi::api::policy::v1::{PodDisruptionBudget, PodDisruptionBudgetSpec};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;
use kube::ResourceExt;
use kube::api::{Api, DeleteParams, Patch, PatchParams, PostParams};
use kube::runtime::controller::Action;
use serde::de::DeserializeOwned;

use super::context::{RedisSettings, Stores, WhenUnused, lookup};
use super::{Context, Error, FIELD_MANAGER};
use crate::injection::{LABEL_INJECTED, LABEL_INJECTED_VALUE};
use crate::render::{LABEL_MANAGED_BY, MANAGED_BY};
use crate::status::StoreState;

pub use crate::render::{REDIS_NAME, REDIS_PASSWORD_KEY};
/// The store of earlier versions (a Deployment and a Service), removed on upgrade.
pub const LEGACY_REDIS_NAME: &str = "argus-redis";
/// Annotation on the StatefulSet: since when no workload has used it (RFC 3339).
const ANNOTATION_UNUSED_SINCE: &str = "argus.dev/unused-since";
const REDIS_PORT: i32 = 6379;
/// Claim size when a Policy turns persistence on without a size and the operator has none.
const DEFAULT_CLAIM_SIZE: &str = "1Gi";

/// The claim of a namespace's store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorePersistence {
    /// Requested size, e.g. `1Gi`.
    pub size: String,
    /// StorageClass (cluster default when unset).
    pub storage_class: Option<String>,
}

/// What a namespace's store must look like.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreNeeds {
    /// A claim for `/data`; none keeps the data in an emptyDir.
    pub persistence: Option<StorePersistence>,
}

/// What the namespace needs.
#[derive(Clone, Debug, PartialEq)]
pub enum RedisPlan {
    /// Apply these objects (the password Secret is created separately, once).
    Run {
        /// The StatefulSet.
        stateful_set: Box<StatefulSet>,
        /// The Service.
        service: Box<Service>,
        /// Ingress only from injected pods of the namespace and the operator.
        network_policy: Box<NetworkPolicy>,
        /// Keeps voluntary evictions from taking the only replica.
        disruption_budget: Box<PodDisruptionBudget>,
        /// The claim, when persistence is on.
        claim: Option<Box<PersistentVolumeClaim>>,
    },
    /// Nothing uses the store.
    Unused,
}

/// What the bound workloads of `namespace` need from the namespace's store: nothing when
/// none is bound or every one's Policy names an external Redis.
pub fn namespace_store_needs(
    stores: &Stores,
    namespace: &str,
    settings: &RedisSettings,
) -> Option<StoreNeeds> {
    let mut users = Vec::new();
    let mut needed = false;
    for w in stores.bound_workloads(namespace) {
        let policy = w
            .refs
            .policy
            .as_deref()
            .and_then(|name| lookup(&stores.policies, namespace, name));
        let redis = policy.as_ref().and_then(|p| p.spec.redis.clone());
        if redis.as_ref().is_some_and(|r| r.external_url.is_some()) {
            continue;
        }
        needed = true;
        if let (Some(p), Some(persistence)) = (policy, redis.and_then(|r| r.persistence)) {
            users.push((p.name_any(), persistence));
        }
    }
    if !needed {
        return None;
    }
    users.sort_by(|a, b| a.0.cmp(&b.0));
    let persistence = match users.into_iter().next() {
        Some((_, p)) if p.enabled => Some(StorePersistence {
            size: p
                .size
                .or_else(|| settings.persistence_size.clone())
                .unwrap_or_else(|| DEFAULT_CLAIM_SIZE.to_string()),
            storage_class: p.storage_class.or_else(|| settings.storage_class.clone()),
        }),
        Some(_) => None,
        None => settings
            .persistence_size
            .as_ref()
            .map(|size| StorePersistence {
                size: size.clone(),
                storage_class: settings.storage_class.clone(),
            }),
    };
    Some(StoreNeeds { persistence })
}

/// The store condition for a Policy.
pub fn store_state(bound: bool, external: bool, redis: Option<&StatefulSet>) -> StoreState {
    if !bound {
        return StoreState::NotNeeded;
    }
    if external {
        return StoreState::External;
    }
    let Some(s) = redis else {
        return StoreState::Provisioning(format!("{REDIS_NAME} is being created"));
    };
    let ready = s
        .status
        .as_ref()
        .and_then(|s| s.ready_replicas)
        .unwrap_or(0);
    if ready > 0 {
        StoreState::Available
    } else {
        StoreState::Provisioning(format!("{REDIS_NAME} has no ready replica yet"))
    }
}

fn labels() -> BTreeMap<String, String> {
    BTreeMap::from([
        ("app.kubernetes.io/name".to_string(), REDIS_NAME.to_string()),
        (LABEL_MANAGED_BY.to_string(), MANAGED_BY.to_string()),
    ])
}

fn selector() -> LabelSelector {
    LabelSelector {
        match_labels: Some(labels()),
        match_expressions: None,
    }
}

fn meta(namespace: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(REDIS_NAME.to_string()),
        namespace: Some(namespace.to_string()),
        labels: Some(labels()),
        ..ObjectMeta::default()
    }
}

fn password_env(name: &str) -> EnvVar {
    EnvVar {
        name: name.to_string(),
        value: None,
        value_from: Some(EnvVarSource {
            secret_key_ref: Some(SecretKeySelector {
                name: REDIS_NAME.to_string(),
                key: REDIS_PASSWORD_KEY.to_string(),
                optional: Some(false),
            }),
            ..EnvVarSource::default()
        }),
    }
}

/// The Secret holding a namespace store's password.
pub fn password_secret(namespace: &str, password: &str) -> Secret {
    Secret {
        metadata: meta(namespace),
        string_data: Some(BTreeMap::from([(
            REDIS_PASSWORD_KEY.to_string(),
            password.to_string(),
        )])),
        type_: Some("Opaque".to_string()),
        ..Secret::default()
    }
}

/// A new store password: 32 random bytes from the operator's CSPRNG, hex-encoded so it
/// needs no quoting in a URL or a command line.
pub fn generate_password() -> Result<String, Error> {
    let mut bytes = [0u8; 32];
    rustls::crypto::ring::default_provider()
        .secure_random
        .fill(&mut bytes)
        .map_err(|_| Error::Random)?;
    Ok(hex::encode(bytes))
}

/// The objects of a namespace's store (pure).
pub fn plan_redis(
    namespace: &str,
    needs: Option<&StoreNeeds>,
    settings: &RedisSettings,
) -> RedisPlan {
    let Some(needs) = needs else {
        return RedisPlan::Unused;
    };
    let probe = |period, exec: bool| Probe {
        // redis-cli takes the password from REDISCLI_AUTH, so it never shows in `ps`.
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
        persistent_volume_claim: needs.persistence.as_ref().map(|_| {
            PersistentVolumeClaimVolumeSource {
                claim_name: REDIS_NAME.to_string(),
                read_only: None,
            }
        }),
        empty_dir: needs
            .persistence
            .is_none()
            .then_some(EmptyDirVolumeSource::default()),
        ..Volume::default()
    };
    let container = Container {
        name: "redis".to_string(),
        image: Some(settings.image.clone()),
        // The redis-stack-server entrypoint appends REDIS_ARGS to redis-server's command
        // line; Kubernetes expands $(REDIS_PASSWORD) from the Secret-backed variable.
        env: Some(vec![
            password_env("REDIS_PASSWORD"),
            password_env("REDISCLI_AUTH"),
            EnvVar {
                name: "REDIS_ARGS".to_string(),
                value: Some(
                    "--requirepass $(REDIS_PASSWORD) --appendonly yes --appendfsync everysec"
                        .to_string(),
                ),
                value_from: None,
            },
        ]),
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
    let stateful_set = StatefulSet {
        metadata: meta(namespace),
        spec: Some(StatefulSetSpec {
            replicas: Some(1),
            service_name: Some(REDIS_NAME.to_string()),
            selector: selector(),
            update_strategy: Some(StatefulSetUpdateStrategy {
                type_: Some("RollingUpdate".to_string()),
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
                    // No Service links: the store needs none of the namespace's variables.
                    enable_service_links: Some(false),
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
            ..StatefulSetSpec::default()
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
    let network_policy = NetworkPolicy {
        metadata: meta(namespace),
        spec: Some(NetworkPolicySpec {
            pod_selector: Some(selector()),
            policy_types: Some(vec!["Ingress".to_string()]),
            ingress: Some(vec![NetworkPolicyIngressRule {
                from: Some(vec![
                    // A pod selector alone means: pods of this namespace.
                    NetworkPolicyPeer {
                        pod_selector: Some(LabelSelector {
                            match_labels: Some(BTreeMap::from([(
                                LABEL_INJECTED.to_string(),
                                LABEL_INJECTED_VALUE.to_string(),
                            )])),
                            match_expressions: None,
                        }),
                        ..NetworkPolicyPeer::default()
                    },
                    NetworkPolicyPeer {
                        namespace_selector: Some(LabelSelector {
                            match_labels: Some(BTreeMap::from([(
                                "kubernetes.io/metadata.name".to_string(),
                                settings.operator_namespace.clone(),
                            )])),
                            match_expressions: None,
                        }),
                        ..NetworkPolicyPeer::default()
                    },
                ]),
                ports: Some(vec![NetworkPolicyPort {
                    port: Some(IntOrString::Int(REDIS_PORT)),
                    protocol: Some("TCP".to_string()),
                    end_port: None,
                }]),
            }]),
            egress: None,
        }),
    };
    let disruption_budget = PodDisruptionBudget {
        metadata: meta(namespace),
        spec: Some(PodDisruptionBudgetSpec {
            min_available: Some(IntOrString::Int(1)),
            selector: Some(selector()),
            ..PodDisruptionBudgetSpec::default()
        }),
        status: None,
    };
    let claim = needs.persistence.as_ref().map(|p| PersistentVolumeClaim {
        metadata: meta(namespace),
        spec: Some(PersistentVolumeClaimSpec {
            access_modes: Some(vec!["ReadWriteOnce".to_string()]),
            storage_class_name: p.storage_class.clone(),
            resources: Some(VolumeResourceRequirements {
                requests: Some(BTreeMap::from([(
                    "storage".to_string(),
                    Quantity(p.size.clone()),
                )])),
                limits: None,
            }),
            ..PersistentVolumeClaimSpec::default()
        }),
        status: None,
    });
    RedisPlan::Run {
        stateful_set: Box::new(stateful_set),
        service: Box::new(service),
        network_policy: Box::new(network_policy),
        disruption_budget: Box::new(disruption_budget),
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

async fn apply<K>(ctx: &Context, namespace: &str, api_version: &str, obj: &K) -> Result<(), Error>
where
    K: kube::Resource<DynamicType = (), Scope = k8s_openapi::NamespaceResourceScope>
        + Clone
        + std::fmt::Debug
        + DeserializeOwned
        + serde::Serialize,
{
    let api: Api<K> = Api::namespaced(ctx.client.clone(), namespace);
    api.patch(
        REDIS_NAME,
        &PatchParams::apply(FIELD_MANAGER).force(),
        &Patch::Apply(apply_body(api_version, &K::kind(&()), obj)?),
    )
    .await?;
    Ok(())
}

/// Deletes `name`; an object that is already gone is fine.
async fn delete_if_present<K>(ctx: &Context, namespace: &str, name: &str) -> Result<(), Error>
where
    K: kube::Resource<DynamicType = (), Scope = k8s_openapi::NamespaceResourceScope>
        + Clone
        + std::fmt::Debug
        + DeserializeOwned,
{
    let api: Api<K> = Api::namespaced(ctx.client.clone(), namespace);
    match api.delete(name, &DeleteParams::default()).await {
        Ok(_) => Ok(()),
        Err(kube::Error::Api(s)) if s.code == 404 => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// Creates the password Secret unless it exists. Never rewritten: the store and the
/// running pods hold the password they started with.
async fn ensure_password(ctx: &Context, namespace: &str) -> Result<(), Error> {
    let secrets: Api<Secret> = Api::namespaced(ctx.client.clone(), namespace);
    let secret = password_secret(namespace, &generate_password()?);
    match secrets.create(&PostParams::default(), &secret).await {
        Ok(_) => Ok(()),
        Err(kube::Error::Api(s)) if s.code == 409 => Ok(()),
        Err(e) => Err(e.into()),
    }
}

fn managed<K: kube::Resource>(obj: &K) -> bool {
    obj.meta()
        .labels
        .as_ref()
        .and_then(|l| l.get(LABEL_MANAGED_BY))
        .map(String::as_str)
        == Some(MANAGED_BY)
}

/// Removes the store of earlier versions (Deployment and Service `argus-redis`). Its
/// claim, if it had one, is kept: deleting data is the user's decision.
async fn remove_legacy(ctx: &Context, namespace: &str) -> Result<(), Error> {
    delete_if_present::<Deployment>(ctx, namespace, LEGACY_REDIS_NAME).await?;
    delete_if_present::<Service>(ctx, namespace, LEGACY_REDIS_NAME).await
}

/// Reconciles the store of one namespace.
pub async fn reconcile_namespace_store(
    ns: Arc<Namespace>,
    ctx: Arc<Context>,
) -> Result<Action, Error> {
    let namespace = ns.name_any();
    let needs = namespace_store_needs(&ctx.stores, &namespace, &ctx.redis);
    let existing =
        lookup(&ctx.stores.statefulsets, &namespace, REDIS_NAME).filter(|s| managed(s.as_ref()));
    let legacy = lookup(&ctx.stores.deployments, &namespace, LEGACY_REDIS_NAME)
        .filter(|d| managed(d.as_ref()));
    match plan_redis(&namespace, needs.as_ref(), &ctx.redis) {
        RedisPlan::Run {
            stateful_set,
            service,
            network_policy,
            disruption_budget,
            claim,
        } => {
            ensure_password(&ctx, &namespace).await?;
            if let Some(claim) = claim {
                apply(&ctx, &namespace, "v1", claim.as_ref()).await?;
            }
            apply(&ctx, &namespace, "v1", service.as_ref()).await?;
            apply(
                &ctx,
                &namespace,
                "networking.k8s.io/v1",
                network_policy.as_ref(),
            )
            .await?;
            apply(&ctx, &namespace, "policy/v1", disruption_budget.as_ref()).await?;
            apply(&ctx, &namespace, "apps/v1", stateful_set.as_ref()).await?;
            // The mark was set by a merge patch, which apply does not own: remove it.
            if existing
                .as_ref()
                .is_some_and(|s| s.annotations().contains_key(ANNOTATION_UNUSED_SINCE))
            {
                let body = serde_json::json!({"metadata": {"annotations": {ANNOTATION_UNUSED_SINCE: null}}});
                let api: Api<StatefulSet> = Api::namespaced(ctx.client.clone(), &namespace);
                api.patch(REDIS_NAME, &PatchParams::default(), &Patch::Merge(body))
                    .await?;
            }
            if legacy.is_some() {
                remove_legacy(&ctx, &namespace).await?;
            }
            Ok(Action::requeue(Duration::from_secs(300)))
        }
        RedisPlan::Unused => {
            if legacy.is_some() {
                remove_legacy(&ctx, &namespace).await?;
            }
            let Some(existing) = existing else {
                return Ok(Action::await_change());
            };
            let now = k8s_openapi::jiff::Timestamp::now();
            let since = existing
                .annotations()
                .get(ANNOTATION_UNUSED_SINCE)
                .and_then(|s| s.parse::<k8s_openapi::jiff::Timestamp>().ok());
            let api: Api<StatefulSet> = Api::namespaced(ctx.client.clone(), &namespace);
            let Some(since) = since else {
                let body = serde_json::json!({"metadata": {"annotations": {ANNOTATION_UNUSED_SINCE: now.to_string()}}});
                api.patch(REDIS_NAME, &PatchParams::default(), &Patch::Merge(body))
                    .await?;
                return Ok(Action::requeue(ctx.redis.retention));
            };
            let unused = now.duration_since(since).unsigned_abs();
            if unused < ctx.redis.retention {
                return Ok(Action::requeue(ctx.redis.retention.saturating_sub(unused)));
            }
            collect(&ctx, &namespace, &existing).await?;
            Ok(Action::await_change())
        }
    }
}

/// Collects an unused store the configured way.
async fn collect(ctx: &Context, namespace: &str, existing: &StatefulSet) -> Result<(), Error> {
    match ctx.redis.when_unused {
        WhenUnused::ScaleToZero => {
            if existing.spec.as_ref().and_then(|s| s.replicas) == Some(0) {
                return Ok(());
            }
            let api: Api<StatefulSet> = Api::namespaced(ctx.client.clone(), namespace);
            let body = serde_json::json!({"spec": {"replicas": 0}});
            api.patch(REDIS_NAME, &PatchParams::default(), &Patch::Merge(body))
                .await?;
            Ok(())
        }
        WhenUnused::Delete => {
            // The claim is kept: deleting data is the user's decision.
            delete_if_present::<StatefulSet>(ctx, namespace, REDIS_NAME).await?;
            delete_if_present::<Service>(ctx, namespace, REDIS_NAME).await?;
            delete_if_present::<NetworkPolicy>(ctx, namespace, REDIS_NAME).await?;
            delete_if_present::<PodDisruptionBudget>(ctx, namespace, REDIS_NAME).await?;
            delete_if_present::<Secret>(ctx, namespace, REDIS_NAME).await
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
            when_unused: WhenUnused::Delete,
            operator_namespace: "argus-system".to_string(),
            cluster_domain: "cluster.local".to_string(),
        }
    }

    fn needs(size: Option<&str>) -> StoreNeeds {
        StoreNeeds {
            persistence: size.map(|s| StorePersistence {
                size: s.to_string(),
                storage_class: None,
            }),
        }
    }

    #[test]
    fn plan_runs_a_secured_durable_store_with_optional_claim() {
        let RedisPlan::Run {
            stateful_set,
            service,
            network_policy,
            disruption_budget,
            claim,
        } = plan_redis("agents", Some(&needs(None)), &settings(None))
        else {
            panic!("expected a store")
        };
        assert!(claim.is_none());
        let spec = stateful_set.spec.as_ref().unwrap();
        assert_eq!(spec.service_name.as_deref(), Some("redis-argus"));
        let pod = spec.template.spec.as_ref().unwrap();
        let c = &pod.containers[0];
        assert_eq!(
            c.image.as_deref(),
            Some("redis/redis-stack-server:7.4.0-v3")
        );
        assert!(c.readiness_probe.is_some() && c.liveness_probe.is_some());
        let env = c.env.as_ref().unwrap();
        let args = env.iter().find(|e| e.name == "REDIS_ARGS").unwrap();
        let args = args.value.as_deref().unwrap();
        assert!(args.contains("--requirepass $(REDIS_PASSWORD)"), "{args}");
        assert!(args.contains("--appendonly yes"), "{args}");
        for name in ["REDIS_PASSWORD", "REDISCLI_AUTH"] {
            let e = env.iter().find(|e| e.name == name).unwrap();
            let r = e
                .value_from
                .as_ref()
                .unwrap()
                .secret_key_ref
                .as_ref()
                .unwrap();
            assert_eq!(
                (r.name.as_str(), r.key.as_str()),
                ("redis-argus", "password")
            );
        }
        assert!(pod.volumes.as_ref().unwrap()[0].empty_dir.is_some());
        assert_eq!(service.metadata.name.as_deref(), Some("redis-argus"));
        assert_eq!(service.spec.unwrap().ports.unwrap()[0].port, 6379);
        // The store itself is never injected.
        let tmpl = stateful_set.spec.unwrap().template.metadata.unwrap();
        assert_eq!(tmpl.annotations.unwrap()["argus.dev/inject"], "false");

        let np = network_policy.spec.unwrap();
        assert_eq!(np.policy_types.unwrap(), ["Ingress"]);
        let rule = &np.ingress.unwrap()[0];
        let from = rule.from.as_ref().unwrap();
        assert_eq!(
            from[0]
                .pod_selector
                .as_ref()
                .unwrap()
                .match_labels
                .as_ref()
                .unwrap()["argus.dev/injected"],
            "true"
        );
        assert!(from[0].namespace_selector.is_none(), "same namespace only");
        assert_eq!(
            from[1]
                .namespace_selector
                .as_ref()
                .unwrap()
                .match_labels
                .as_ref()
                .unwrap()["kubernetes.io/metadata.name"],
            "argus-system"
        );
        assert_eq!(
            rule.ports.as_ref().unwrap()[0].port,
            Some(IntOrString::Int(6379))
        );
        assert_eq!(
            disruption_budget.spec.unwrap().min_available,
            Some(IntOrString::Int(1))
        );

        let RedisPlan::Run {
            stateful_set,
            claim,
            ..
        } = plan_redis("agents", Some(&needs(Some("1Gi"))), &settings(None))
        else {
            panic!("expected a store")
        };
        assert_eq!(claim.unwrap().metadata.name.as_deref(), Some("redis-argus"));
        let vol = &stateful_set
            .spec
            .unwrap()
            .template
            .spec
            .unwrap()
            .volumes
            .unwrap()[0];
        assert!(vol.persistent_volume_claim.is_some());
        assert_eq!(
            plan_redis("agents", None, &settings(None)),
            RedisPlan::Unused
        );
    }

    #[test]
    fn passwords_are_long_random_and_url_safe() {
        let a = generate_password().unwrap();
        let b = generate_password().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        let secret = password_secret("agents", &a);
        assert_eq!(secret.string_data.unwrap()["password"], a);
    }

    #[test]
    fn store_state_follows_the_stateful_set() {
        assert_eq!(store_state(false, false, None), StoreState::NotNeeded);
        assert_eq!(store_state(true, true, None), StoreState::External);
        assert!(matches!(
            store_state(true, false, None),
            StoreState::Provisioning(_)
        ));
        let s = StatefulSet {
            status: Some(k8s_openapi::api::apps::v1::StatefulSetStatus {
                ready_replicas: Some(1),
                ..Default::default()
            }),
            ..Default::default()
        };
        assert_eq!(store_state(true, false, Some(&s)), StoreState::Available);
    }
}
