//! Config rendering: a bound workload's resources become one `SidecarConfig` plus the
//! injection profile, in a ConfigMap the workload owns. Pure; the controller applies it.

mod config;
pub mod documents;

pub use config::{
    CONFIG_KEY, ConfigRenderer, RenderError, RenderInputs, RenderedConfig, config_map_name,
    namespace_redis_url, short_hash,
};

/// Label on every object the operator manages.
pub const LABEL_MANAGED_BY: &str = "app.kubernetes.io/managed-by";
/// Value of [`LABEL_MANAGED_BY`].
pub const MANAGED_BY: &str = "argus-operator";
/// Label naming the workload a ConfigMap belongs to (`<kind>.<name>`).
pub const LABEL_WORKLOAD: &str = "argus.dev/workload";
/// Name of the per-namespace Redis Stack's objects (StatefulSet, Service, NetworkPolicy,
/// PodDisruptionBudget, password Secret, claim). Not `argus-…`: a Service of that name
/// would make Kubernetes put `ARGUS_REDIS_*` service-link variables into every pod,
/// inside Argus's own `ARGUS_` settings namespace.
pub const REDIS_NAME: &str = "redis-argus";
/// Key of the password in the Secret [`REDIS_NAME`].
pub const REDIS_PASSWORD_KEY: &str = "password";
/// Annotation on the ConfigMap with the revision of the rendered config.
pub const ANNOTATION_CONFIG_REVISION: &str = "argus.dev/config-revision";
