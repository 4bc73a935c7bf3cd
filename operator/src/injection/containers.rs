//! The two injected containers. Both are hardened the same way and share the run
//! directory (embedder socket) and the read-only config directory.

use argus_crds::{
    CONFIG_DIR, CONFIG_PATH, EMBEDDER_ADMIN_PORT, EMBEDDER_CONTAINER, EMBEDDER_SOCKET, RUN_DIR,
    SIDECAR_ADMIN_PORT, SIDECAR_CONTAINER,
};
use k8s_openapi::api::core::v1::{
    Capabilities, Container, ContainerPort, EnvVar, EnvVarSource, HTTPGetAction,
    ObjectFieldSelector, Probe, SeccompProfile, SecretKeySelector, SecurityContext, VolumeMount,
};
use k8s_openapi::apimachinery::pkg::util::intstr::IntOrString;

use super::InjectionError;
use super::settings::{
    CONFIG_VOLUME, CredentialEnv, ImageSettings, InjectionSettings, RUN_VOLUME, WorkloadProfile,
};

/// Where the embedder image keeps its model (embedder/Dockerfile).
pub const EMBEDDER_MODEL_PATH: &str = "/opt/argus/models/model.onnx";
/// Where the embedder image keeps the model's tokenizer.
pub const EMBEDDER_TOKENIZER_PATH: &str = "/opt/argus/models/tokenizer.json";
/// Where the embedder image keeps ONNX Runtime.
pub const EMBEDDER_ORT_LIBRARY: &str = "/opt/argus/lib/libonnxruntime.so.1.31.1";

/// The embedder's switch for its multilingual injection encoder (on by default), set (to
/// `false`) only when [`InjectionSettings::embedder_injection_multilingual`] is off.
pub const EMBEDDER_MULTILINGUAL_ENV: &str = "ARGUS_INJECTION_MULTILINGUAL";

/// Non-root uid/gid of the Argus images (distroless `nonroot`). Set explicitly so that
/// `runAsNonRoot` can be verified even when an image names its user by name.
const NONROOT_ID: i64 = 65532;

/// Environment variable holding the API key of `provider`: `ARGUS_CREDENTIAL_<PROVIDER>`.
pub fn credential_env_name(provider: &str) -> String {
    let suffix: String = provider
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    format!("ARGUS_CREDENTIAL_{suffix}")
}

fn valid_env_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The `argus-sidecar` container: the LLM proxy, the only one that sees credentials.
pub fn sidecar_container(
    settings: &InjectionSettings,
    profile: &WorkloadProfile,
) -> Result<Container, InjectionError> {
    let mut env = pod_identity_env();
    // The sidecar's own default admin bind is loopback (local mode); in a pod the kubelet
    // probes it and Prometheus scrapes it over the pod IP.
    env.push(plain_env(
        "ARGUS_ADMIN_LISTEN",
        &format!("0.0.0.0:{SIDECAR_ADMIN_PORT}"),
    ));
    for cred in &profile.credentials {
        env.push(secret_env(cred)?);
    }
    Ok(Container {
        env: Some(env),
        ..base_container(
            SIDECAR_CONTAINER,
            &settings.sidecar,
            settings,
            SIDECAR_ADMIN_PORT,
        )
    })
}

/// The `argus-embedder` container: embeddings and loop detection over the Unix socket.
/// It takes its settings from the environment; it never sees LLM credentials.
pub fn embedder_container(
    settings: &InjectionSettings,
    profile: &WorkloadProfile,
) -> Result<Container, InjectionError> {
    let mut env = pod_identity_env();
    // The model, tokenizer and runtime paths of the embedder image, spelled out so the
    // pod spec alone says how the embedder starts (the binary's defaults are relative).
    let fixed = [
        ("ARGUS_EMBEDDER_SOCKET", EMBEDDER_SOCKET.to_string()),
        (
            "ARGUS_EMBEDDER_ADMIN",
            format!("0.0.0.0:{EMBEDDER_ADMIN_PORT}"),
        ),
        ("ARGUS_LOG_FORMAT", "json".to_string()),
        ("ARGUS_MODEL_PATH", EMBEDDER_MODEL_PATH.to_string()),
        ("ARGUS_TOKENIZER_PATH", EMBEDDER_TOKENIZER_PATH.to_string()),
        ("ORT_DYLIB_PATH", EMBEDDER_ORT_LIBRARY.to_string()),
        ("MALLOC_ARENA_MAX", "1".to_string()),
        // ONNX Runtime's telemetry uploader never starts (the binary sets it too).
        ("ORT_DISABLE_TELEMETRY", "1".to_string()),
    ];
    env.extend(fixed.into_iter().map(|(k, v)| plain_env(k, &v)));
    // Only when off: on is the embedder's default, so pods injected with it on keep the
    // spec they had before the switch existed.
    if !settings.embedder_injection_multilingual {
        env.push(plain_env(EMBEDDER_MULTILINGUAL_ENV, "false"));
    }
    // Secret variables first: Kubernetes expands $(VAR) only from variables defined earlier.
    for cred in &profile.embedder_credentials {
        env.push(secret_env(cred)?);
    }
    for (k, v) in &profile.embedder_env {
        if !valid_env_name(k) {
            return Err(InjectionError::InvalidEnvName(k.clone()));
        }
        env.push(plain_env(k, v));
    }
    let mut container = base_container(
        EMBEDDER_CONTAINER,
        &settings.embedder,
        settings,
        EMBEDDER_ADMIN_PORT,
    );
    container.args = None;
    // The app starts only once loop detection works: the model is loaded and the socket
    // served. Not /readyz, which also needs Redis: a store outage must not keep agents
    // from starting (the loop check fails open).
    container.startup_probe = Some(probe("/startupz", EMBEDDER_ADMIN_PORT, 1, 120));
    // The embedder reads no config file: only the socket directory is mounted.
    container.volume_mounts = container
        .volume_mounts
        .map(|m| m.into_iter().filter(|m| m.name == RUN_VOLUME).collect());
    container.env = Some(env);
    Ok(container)
}

fn plain_env(name: &str, value: &str) -> EnvVar {
    EnvVar {
        name: name.to_string(),
        value: Some(value.to_string()),
        value_from: None,
    }
}

fn base_container(
    name: &str,
    image: &ImageSettings,
    settings: &InjectionSettings,
    admin_port: u16,
) -> Container {
    Container {
        name: name.to_string(),
        image: Some(image.image.clone()),
        image_pull_policy: Some(settings.image_pull_policy.clone()),
        args: Some(vec![
            "serve".to_string(),
            "--config".to_string(),
            CONFIG_PATH.to_string(),
        ]),
        // Native sidecars are init containers that keep running; the kubelet starts
        // the app containers only once their startup probes pass.
        restart_policy: settings.native_sidecars.then(|| "Always".to_string()),
        ports: Some(vec![ContainerPort {
            name: Some("admin".to_string()),
            container_port: i32::from(admin_port),
            protocol: Some("TCP".to_string()),
            ..ContainerPort::default()
        }]),
        resources: Some(image.resources.clone()),
        startup_probe: Some(probe("/healthz", admin_port, 1, 60)),
        liveness_probe: Some(probe("/healthz", admin_port, 10, 3)),
        readiness_probe: Some(probe("/readyz", admin_port, 5, 3)),
        security_context: Some(hardened_security_context()),
        volume_mounts: Some(vec![
            VolumeMount {
                name: RUN_VOLUME.to_string(),
                mount_path: RUN_DIR.to_string(),
                ..VolumeMount::default()
            },
            VolumeMount {
                name: CONFIG_VOLUME.to_string(),
                mount_path: CONFIG_DIR.to_string(),
                read_only: Some(true),
                ..VolumeMount::default()
            },
        ]),
        termination_message_policy: Some("FallbackToLogsOnError".to_string()),
        ..Container::default()
    }
}

fn probe(path: &str, port: u16, period: i32, failures: i32) -> Probe {
    Probe {
        http_get: Some(HTTPGetAction {
            path: Some(path.to_string()),
            port: IntOrString::Int(i32::from(port)),
            scheme: Some("HTTP".to_string()),
            ..HTTPGetAction::default()
        }),
        period_seconds: Some(period),
        failure_threshold: Some(failures),
        timeout_seconds: Some(1),
        ..Probe::default()
    }
}

fn hardened_security_context() -> SecurityContext {
    SecurityContext {
        allow_privilege_escalation: Some(false),
        privileged: Some(false),
        read_only_root_filesystem: Some(true),
        run_as_non_root: Some(true),
        run_as_user: Some(NONROOT_ID),
        run_as_group: Some(NONROOT_ID),
        capabilities: Some(Capabilities {
            drop: Some(vec!["ALL".to_string()]),
            add: None,
        }),
        seccomp_profile: Some(SeccompProfile {
            type_: "RuntimeDefault".to_string(),
            localhost_profile: None,
        }),
        ..SecurityContext::default()
    }
}

fn pod_identity_env() -> Vec<EnvVar> {
    [
        ("ARGUS_POD_NAME", "metadata.name"),
        ("ARGUS_POD_NAMESPACE", "metadata.namespace"),
    ]
    .into_iter()
    .map(|(name, field)| EnvVar {
        name: name.to_string(),
        value: None,
        value_from: Some(EnvVarSource {
            field_ref: Some(ObjectFieldSelector {
                api_version: None,
                field_path: field.to_string(),
            }),
            ..EnvVarSource::default()
        }),
    })
    .collect()
}

fn secret_env(cred: &CredentialEnv) -> Result<EnvVar, InjectionError> {
    if !valid_env_name(&cred.env) {
        return Err(InjectionError::InvalidEnvName(cred.env.clone()));
    }
    Ok(EnvVar {
        name: cred.env.clone(),
        value: None,
        value_from: Some(EnvVarSource {
            secret_key_ref: Some(SecretKeySelector {
                name: cred.secret_name.clone(),
                key: cred.key.clone(),
                optional: Some(false),
            }),
            ..EnvVarSource::default()
        }),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use k8s_openapi::api::core::v1::ResourceRequirements;

    fn settings(multilingual: bool) -> InjectionSettings {
        let image = |name: &str| ImageSettings {
            image: format!("ghcr.io/argus-dev/{name}:0.1.0"),
            resources: ResourceRequirements::default(),
        };
        InjectionSettings {
            version: "0.1.0".to_string(),
            sidecar: image("argus-sidecar"),
            embedder: image("argus-embedder"),
            image_pull_policy: "IfNotPresent".to_string(),
            native_sidecars: true,
            embedder_injection_multilingual: multilingual,
            operator_namespace: "argus-system".to_string(),
        }
    }

    fn env_names(c: &Container) -> Vec<&str> {
        c.env.iter().flatten().map(|e| e.name.as_str()).collect()
    }

    #[test]
    fn the_multilingual_encoder_is_switched_off_in_the_embedder_only_when_asked() {
        let profile = WorkloadProfile::default();
        let off = embedder_container(&settings(false), &profile).unwrap();
        let set: Vec<&EnvVar> = off
            .env
            .iter()
            .flatten()
            .filter(|e| e.name == EMBEDDER_MULTILINGUAL_ENV)
            .collect();
        assert_eq!(set.len(), 1, "{:?}", env_names(&off));
        assert_eq!(set[0].value.as_deref(), Some("false"));
        assert!(set[0].value_from.is_none());
        // The sidecar has no use for it.
        let sidecar = sidecar_container(&settings(false), &profile).unwrap();
        assert!(!env_names(&sidecar).contains(&EMBEDDER_MULTILINGUAL_ENV));

        // On (the default): not set at all (the embedder's default), and the container is
        // otherwise the same, so pods injected before the switch existed keep their spec.
        let on = embedder_container(&settings(true), &profile).unwrap();
        assert!(!env_names(&on).contains(&EMBEDDER_MULTILINGUAL_ENV));
        let mut without = off.clone();
        without
            .env
            .as_mut()
            .unwrap()
            .retain(|e| e.name != EMBEDDER_MULTILINGUAL_ENV);
        assert_eq!(without, on);
    }

    #[test]
    fn credential_env_names_are_shell_safe() {
        assert_eq!(credential_env_name("openai"), "ARGUS_CREDENTIAL_OPENAI");
        assert_eq!(
            credential_env_name("azure-east.1"),
            "ARGUS_CREDENTIAL_AZURE_EAST_1"
        );
        assert!(valid_env_name(&credential_env_name("a-b")));
        assert!(!valid_env_name("1ABC"));
        assert!(!valid_env_name("A-B"));
        assert!(!valid_env_name(""));
    }
}
