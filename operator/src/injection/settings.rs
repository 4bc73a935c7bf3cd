//! What the injector needs to know: cluster-wide settings from the operator's flags and
//! the per-workload profile the config renderer stores next to the sidecar config.

use k8s_openapi::api::core::v1::ResourceRequirements;
use serde::{Deserialize, Serialize};

/// Pod-template annotation naming the ConfigMap rendered for the workload. The operator
/// sets it when it binds a workload; the webhook injects only pods that carry it.
pub const ANNOTATION_CONFIG: &str = "argus.dev/config";
/// Pod-template annotation holding the hash of everything that needs new pods when it
/// changes (credentials, failure mode). Changing it rolls the workload.
pub const ANNOTATION_INJECTION_REVISION: &str = "argus.dev/injection-revision";
/// Pod label of injected pods, so that selectors (the store's NetworkPolicy) can find
/// them; the `argus.dev/injected` annotation carries the version.
pub const LABEL_INJECTED: &str = "argus.dev/injected";
/// Value of [`LABEL_INJECTED`].
pub const LABEL_INJECTED_VALUE: &str = "true";
/// Volume holding the embedder socket.
pub const RUN_VOLUME: &str = "argus-run";
/// Volume holding the rendered config.
pub const CONFIG_VOLUME: &str = "argus-config";

/// Image and resources of one injected container.
#[derive(Clone, Debug, PartialEq)]
pub struct ImageSettings {
    /// Image reference.
    pub image: String,
    /// Requests and limits.
    pub resources: ResourceRequirements,
}

/// Cluster-wide injection settings (operator flags / Helm values).
#[derive(Clone, Debug, PartialEq)]
pub struct InjectionSettings {
    /// Written to `argus.dev/injected`.
    pub version: String,
    /// The LLM proxy sidecar.
    pub sidecar: ImageSettings,
    /// The embedder sidecar.
    pub embedder: ImageSettings,
    /// `imagePullPolicy` of both sidecars.
    pub image_pull_policy: String,
    /// Native sidecars (init containers with `restartPolicy: Always`, Kubernetes ≥ 1.29);
    /// false adds ordinary containers for older clusters.
    pub native_sidecars: bool,
    /// The embedder reads windows of untrusted text in other languages with its second,
    /// multilingual injection encoder (its default, about +8 MiB resident per pod). False
    /// gives it `ARGUS_INJECTION_MULTILINGUAL=false`; true sets no variable.
    pub embedder_injection_multilingual: bool,
    /// The operator's own namespace: its pods are never injected.
    pub operator_namespace: String,
}

/// One secret the sidecar reads from its environment.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CredentialEnv {
    /// Environment variable of the sidecar container.
    pub env: String,
    /// Secret in the pod's namespace.
    pub secret_name: String,
    /// Key within the Secret.
    pub key: String,
}

/// What injection needs from the workload's resolved resources. Stored as JSON in the
/// workload's ConfigMap (key `injection.json`): Secret names and keys, never values.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkloadProfile {
    /// Secret-backed environment of the `argus-sidecar` container.
    #[serde(default)]
    pub credentials: Vec<CredentialEnv>,
    /// The Policy's `failureModes.webhook` is `failClosed`: refuse pods that cannot be injected.
    #[serde(default)]
    pub fail_closed: bool,
    /// Plain environment of the `argus-embedder` container (it is configured by
    /// environment, not by the config file): Redis URL, loop-detection defaults.
    #[serde(default)]
    pub embedder_env: std::collections::BTreeMap<String, String>,
    /// Secret-backed environment of the `argus-embedder` container: only the Redis
    /// password (`ARGUS_REDIS_PASSWORD`, which the embedder adds to its Redis URL).
    #[serde(default)]
    pub embedder_credentials: Vec<CredentialEnv>,
}

impl WorkloadProfile {
    /// Key of the profile in the workload's ConfigMap.
    pub const CONFIG_MAP_KEY: &'static str = "injection.json";
}
