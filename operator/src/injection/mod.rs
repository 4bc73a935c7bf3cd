//! Sidecar injection as plain data: which pods get the Argus sidecars and the JSON
//! patch that adds them. No I/O here — the webhook server and the tests call it alike.

mod containers;
mod decision;
mod patch;
mod settings;

pub use containers::credential_env_name;
pub use decision::{Enrolment, InjectionTarget, SkipReason, injection_target, pod_opts_in};
pub use patch::{InjectionPatch, STAND_IN_API_KEY};
pub use settings::{
    ANNOTATION_CONFIG, ANNOTATION_INJECTION_REVISION, CredentialEnv, ImageSettings,
    InjectionSettings, LABEL_INJECTED, LABEL_INJECTED_VALUE, WorkloadProfile,
};

/// Why a patch could not be built.
#[derive(Debug, thiserror::Error)]
pub enum InjectionError {
    /// The pod could not be turned into JSON (a bug, never user input).
    #[error("cannot serialize the pod: {0}")]
    Serialize(#[from] serde_json::Error),
    /// A credential names an environment variable that is not a valid name.
    #[error("invalid credential environment variable {0:?}")]
    InvalidEnvName(String),
}
