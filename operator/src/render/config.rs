//! `ConfigRenderer`: resolved resources in, ConfigMap out, with two revisions — the
//! config revision (any change; sidecars hot-reload it) and the injection revision
//! (changes that need new pods; the controller rolls the workload on it).

use std::collections::BTreeMap;

use argus_crds::{
    Actor, ActorSpec, ApprovalSettings, ApprovalStoreKind, ContextDocument, CredentialSource,
    EmbedderConnection, FailureMode, GateStack, Policy, RedisConnection, Resolved, SidecarConfig,
    Workflow, WorkloadIdentity, merge_program,
};
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::ResourceExt;
use sha2::{Digest, Sha256};

use crate::binding::WorkloadRef;
use crate::injection::{CredentialEnv, WorkloadProfile, credential_env_name};

use super::{
    ANNOTATION_CONFIG_REVISION, LABEL_MANAGED_BY, LABEL_WORKLOAD, MANAGED_BY, REDIS_NAME,
    REDIS_PASSWORD_KEY,
};

/// Key of the sidecar config in the ConfigMap.
pub const CONFIG_KEY: &str = "config.yaml";
/// Environment variable of the Redis password in the sidecar and the embedder.
pub const REDIS_PASSWORD_ENV: &str = "ARGUS_REDIS_PASSWORD";
/// Longest Kubernetes object name.
const MAX_NAME: usize = 253;

/// Why a config cannot be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The Actor takes its system prompt from a ConfigMap key the caller could not resolve.
    #[error("actor {actor}: system prompt {config_map}/{key} not found")]
    SystemPromptMissing {
        /// Actor name.
        actor: String,
        /// ConfigMap name.
        config_map: String,
        /// Key.
        key: String,
    },
    /// The Actor's program does not compile or conflicts with its YAML fields.
    #[error("actor {actor}: spec.program: {problems}")]
    ProgramInvalid {
        /// Actor name.
        actor: String,
        /// The compile errors, each with its line and column.
        problems: String,
    },
    /// YAML or JSON serialization failed (a bug).
    #[error("cannot serialize the config: {0}")]
    Serialize(String),
}

/// The resolved resources of one workload.
#[derive(Clone, Copy, Debug)]
pub struct RenderInputs<'a> {
    /// The workload.
    pub workload: &'a WorkloadRef,
    /// Its Workflow, if it names one (the default of new sessions).
    pub workflow: Option<&'a Workflow>,
    /// The further Workflows it names (`argus.dev/workflow: a,b,c` binds b and c here).
    pub more_workflows: &'a [&'a Workflow],
    /// Its Actor, if it names one.
    pub actor: Option<&'a Actor>,
    /// The Actor's system prompt read from `systemPromptRef`, if it uses one.
    pub system_prompt: Option<&'a str>,
    /// Its Policy, if it names one.
    pub policy: Option<&'a Policy>,
    /// Its GateStack, if it names one.
    pub gatestack: Option<&'a GateStack>,
    /// The chunked documents of the Actor's `configMap` context sources.
    pub context_documents: &'a [ContextDocument],
    /// The cluster's DNS domain (names the namespace's Redis).
    pub cluster_domain: &'a str,
}

/// The rendered ConfigMap and its revisions.
#[derive(Clone, Debug, PartialEq)]
pub struct RenderedConfig {
    /// The sidecar config, with `revision` set.
    pub config: SidecarConfig,
    /// The injection profile.
    pub profile: WorkloadProfile,
    /// The ConfigMap to apply.
    pub config_map: ConfigMap,
    /// Hash of the whole config.
    pub config_revision: String,
    /// Hash of what needs new pods when it changes.
    pub injection_revision: String,
}

/// Renders workload configs.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConfigRenderer;

impl ConfigRenderer {
    /// Renders the ConfigMap of one workload.
    pub fn render(self, inputs: &RenderInputs<'_>) -> Result<RenderedConfig, RenderError> {
        let w = inputs.workload;
        let mut config = SidecarConfig::new(format!("{}/{}", w.namespace, w.name));
        let tenant_id = inputs.actor.map_or(w.name.as_str(), |a| {
            a.metadata.name.as_deref().unwrap_or(&w.name)
        });
        config.tenant = Some(format!("{}/{}", w.namespace, tenant_id));
        config.embedder = Some(EmbedderConnection::default());
        // In a cluster approvals are Approval objects, decided with `kubectl argus approve`;
        // the workload's Role (controller/grants.rs) gives the sidecar exactly that.
        config.approvals = ApprovalSettings {
            store: ApprovalStoreKind::Kubernetes,
            namespace: Some(w.namespace.clone()),
            workload: Some(WorkloadIdentity {
                kind: w.kind.kind().to_string(),
                name: w.name.clone(),
            }),
        };

        let mut profile = WorkloadProfile::default();
        let policy = inputs.policy;
        let redis = policy.and_then(|p| p.spec.redis.as_ref());
        let external = redis.and_then(|r| r.external_url.clone());
        // The namespace's own store always has a password (the operator's Secret); an
        // external one has the Policy's, if any.
        let password = match &external {
            Some(_) => redis
                .and_then(|r| r.password_secret_ref.as_ref())
                .map(|s| (s.name.clone(), s.key.clone())),
            None => Some((REDIS_NAME.to_string(), REDIS_PASSWORD_KEY.to_string())),
        };
        let password = password.map(|(secret_name, key)| CredentialEnv {
            env: REDIS_PASSWORD_ENV.to_string(),
            secret_name,
            key,
        });
        config.redis = Some(RedisConnection {
            url: external
                .unwrap_or_else(|| namespace_redis_url(&w.namespace, inputs.cluster_domain)),
            password: password.as_ref().map(|p| {
                profile.credentials.push(p.clone());
                CredentialSource::env(&p.env)
            }),
        });
        if let Some(p) = policy {
            for provider in &p.spec.providers {
                let Some(cred) = &provider.credential else {
                    continue;
                };
                let env = credential_env_name(&provider.name);
                config
                    .credentials
                    .insert(provider.name.clone(), CredentialSource::env(&env));
                profile.credentials.push(CredentialEnv {
                    env,
                    secret_name: cred.secret_key_ref.name.clone(),
                    key: cred.secret_key_ref.key.clone(),
                });
            }
            profile.fail_closed = p
                .spec
                .failure_modes
                .as_ref()
                .is_some_and(|f| f.webhook == FailureMode::FailClosed);
        }
        // Sorted so that reordering providers does not roll pods.
        profile.credentials.sort_by(|a, b| a.env.cmp(&b.env));

        // The embedder is configured by environment: Redis (the password in its own
        // Secret-backed variable, which the embedder adds to the URL) and the
        // loop-detection defaults.
        let redis_url = config
            .redis
            .as_ref()
            .map(|r| r.url.clone())
            .unwrap_or_default();
        profile.embedder_credentials.extend(password);
        profile
            .embedder_env
            .insert("ARGUS_REDIS_URL".to_string(), redis_url);
        if let Some(l) = policy.and_then(|p| p.spec.loop_detection.as_ref()) {
            for (k, v) in [
                ("ARGUS_LOOP_THRESHOLD", l.threshold.to_string()),
                ("ARGUS_LOOP_HISTORY_SIZE", l.history_size.to_string()),
                ("ARGUS_LOOP_TTL_SECONDS", l.ttl_seconds.to_string()),
                ("ARGUS_REDIS_TIMEOUT_MS", l.timeout_ms.to_string()),
            ] {
                profile.embedder_env.insert(k.to_string(), v);
            }
        }

        config.workflow = inputs.workflow.map(|r| resolved(r, r.spec.clone()));
        config.workflows = inputs
            .more_workflows
            .iter()
            .map(|r| resolved(*r, r.spec.clone()))
            .collect();
        config.actor = match inputs.actor {
            Some(a) => Some(resolved(a, resolve_actor(a, inputs.system_prompt)?)),
            None => None,
        };
        config.policy = policy.map(|r| resolved(r, r.spec.clone()));
        config.gate_stack = inputs.gatestack.map(|r| resolved(r, r.spec.clone()));
        config.context_documents = inputs.context_documents.to_vec();

        let unrevised = to_yaml(&config)?;
        let config_revision = short_hash(unrevised.as_bytes());
        config.revision = Some(config_revision.clone());
        let yaml = to_yaml(&config)?;

        let profile_json =
            serde_json::to_string(&profile).map_err(|e| RenderError::Serialize(e.to_string()))?;
        let name = config_map_name(w);
        let injection_revision = short_hash(format!("{name}\n{profile_json}").as_bytes());

        let config_map = ConfigMap {
            metadata: ObjectMeta {
                name: Some(name),
                namespace: Some(w.namespace.clone()),
                labels: Some(BTreeMap::from([
                    (LABEL_MANAGED_BY.to_string(), MANAGED_BY.to_string()),
                    (LABEL_WORKLOAD.to_string(), w.label()),
                ])),
                annotations: Some(BTreeMap::from([(
                    ANNOTATION_CONFIG_REVISION.to_string(),
                    config_revision.clone(),
                )])),
                owner_references: Some(vec![w.owner_reference()]),
                ..ObjectMeta::default()
            },
            data: Some(BTreeMap::from([
                (CONFIG_KEY.to_string(), yaml),
                (WorkloadProfile::CONFIG_MAP_KEY.to_string(), profile_json),
            ])),
            ..ConfigMap::default()
        };
        Ok(RenderedConfig {
            config,
            profile,
            config_map,
            config_revision,
            injection_revision,
        })
    }
}

fn resolved<K: kube::Resource, T>(resource: &K, spec: T) -> Resolved<T> {
    Resolved {
        name: resource.name_any(),
        generation: resource.meta().generation,
        spec,
    }
}

/// The Actor spec as the sidecar reads it: the program compiled into the YAML fields
/// (the sidecar never reads Lisp), the prompt inline, never a reference.
fn resolve_actor(actor: &Actor, prompt: Option<&str>) -> Result<ActorSpec, RenderError> {
    let mut spec = merge_program(&actor.spec)
        .map_err(|errors| RenderError::ProgramInvalid {
            actor: actor.name_any(),
            problems: errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "),
        })?
        .spec;
    if let Some(r) = spec.system_prompt_ref.take() {
        let Some(text) = prompt else {
            return Err(RenderError::SystemPromptMissing {
                actor: actor.name_any(),
                config_map: r.name,
                key: r.key,
            });
        };
        spec.system_prompt = Some(text.to_string());
    }
    Ok(spec)
}

fn to_yaml(config: &SidecarConfig) -> Result<String, RenderError> {
    serde_saphyr::to_string(config).map_err(|e| RenderError::Serialize(e.to_string()))
}

/// First 16 hex digits of the SHA-256 of `bytes`.
pub fn short_hash(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    hex::encode(&digest[..8])
}

/// URL of the namespace's own Redis Stack (the `redis-argus` Service), by its fully
/// qualified name in `cluster_domain`: the trailing dot makes the resolver ask once, where
/// `redis-argus.<ns>.svc` walks the pod's search path first (six queries per connection
/// with the default `ndots:5`).
pub fn namespace_redis_url(namespace: &str, cluster_domain: &str) -> String {
    format!("redis://redis-argus.{namespace}.svc.{cluster_domain}.:6379")
}

/// Name of a workload's ConfigMap: `argus-<kind>-<name>`, shortened with a hash when
/// the workload's name is too long for it.
pub fn config_map_name(w: &WorkloadRef) -> String {
    let name = format!("argus-{}-{}", w.kind.lower(), w.name);
    if name.len() <= MAX_NAME {
        return name;
    }
    let hash = short_hash(w.name.as_bytes());
    format!("argus-{}-{}-{hash}", w.kind.lower(), truncate(&w.name, 200))
}

fn truncate(s: &str, max: usize) -> &str {
    match s.char_indices().nth(max) {
        Some((i, _)) => s[..i].trim_end_matches(['-', '.']),
        None => s,
    }
}
