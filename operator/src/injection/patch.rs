//! The JSON patch that injects a pod. Built against the pod as the API server sent it,
//! so every `add` targets a path that exists (or creates the list it appends to).

use argus_crds::{ANNOTATION_INJECTED, ANTHROPIC_BASE_URL, ARGUS_MCP_URL, OPENAI_BASE_URL};
use json_patch::jsonptr::PointerBuf;
use json_patch::{AddOperation, Patch, PatchOperation};
use k8s_openapi::api::core::v1::{
    ConfigMapVolumeSource, EmptyDirVolumeSource, EnvVar, KeyToPath, Pod, Volume,
};
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use serde::Serialize;

use super::InjectionError;
use super::containers::{embedder_container, sidecar_container};
use super::decision::InjectionTarget;
use super::settings::{
    CONFIG_VOLUME, InjectionSettings, LABEL_INJECTED, LABEL_INJECTED_VALUE, RUN_VOLUME,
    WorkloadProfile,
};

/// Key of the sidecar config in the workload's ConfigMap (mounted as `/etc/argus/config.yaml`).
pub const CONFIG_KEY: &str = "config.yaml";

/// Stand-in API key for the agent: the SDKs refuse to start without one, and the sidecar
/// replaces whatever key the agent sends with the platform's own.
pub const STAND_IN_API_KEY: &str = "argus-stand-in-the-sidecar-holds-the-real-key";

/// Environment every app container gets, unless it sets the variable itself (in `env`;
/// a key from `envFrom` is overridden by these, harmlessly, as the sidecar ignores it).
const APP_ENV: [(&str, &str); 6] = [
    ("OPENAI_BASE_URL", OPENAI_BASE_URL),
    ("OPENAI_API_BASE", OPENAI_BASE_URL),
    ("ANTHROPIC_BASE_URL", ANTHROPIC_BASE_URL),
    ("ARGUS_MCP_URL", ARGUS_MCP_URL),
    ("OPENAI_API_KEY", STAND_IN_API_KEY),
    ("ANTHROPIC_API_KEY", STAND_IN_API_KEY),
];

/// The JSON patch adding the Argus sidecars to one pod.
#[derive(Clone, Debug, PartialEq)]
pub struct InjectionPatch(pub Patch);

impl InjectionPatch {
    /// Builds the patch for `pod`, which [`super::injection_target`] accepted as `target`.
    pub fn build(
        pod: &Pod,
        target: &InjectionTarget,
        profile: &WorkloadProfile,
        settings: &InjectionSettings,
    ) -> Result<Self, InjectionError> {
        let mut ops = Vec::new();
        let annotations_exist = pod.metadata.annotations.is_some();
        if annotations_exist {
            add(
                &mut ops,
                &["metadata", "annotations", ANNOTATION_INJECTED],
                &settings.version,
            )?;
        } else {
            add(
                &mut ops,
                &["metadata", "annotations"],
                &serde_json::json!({ ANNOTATION_INJECTED: settings.version }),
            )?;
        }

        // A label, unlike the annotation, is selectable: the store's NetworkPolicy admits
        // only pods carrying it.
        if pod.metadata.labels.is_some() {
            add(
                &mut ops,
                &["metadata", "labels", LABEL_INJECTED],
                &LABEL_INJECTED_VALUE,
            )?;
        } else {
            add(
                &mut ops,
                &["metadata", "labels"],
                &serde_json::json!({ LABEL_INJECTED: LABEL_INJECTED_VALUE }),
            )?;
        }

        let spec = pod.spec.clone().unwrap_or_default();
        append(
            &mut ops,
            &["spec", "volumes"],
            spec.volumes.is_some(),
            &[run_volume(), config_volume(&target.config_map)],
        )?;

        let sidecars = [
            embedder_container(settings, profile)?,
            sidecar_container(settings, profile)?,
        ];
        if settings.native_sidecars {
            // Put the sidecars first so that later init containers can already use them.
            match spec.init_containers {
                Some(_) => {
                    for (i, c) in sidecars.iter().enumerate() {
                        add(&mut ops, &["spec", "initContainers", &i.to_string()], c)?;
                    }
                }
                None => add(&mut ops, &["spec", "initContainers"], &sidecars)?,
            }
        } else {
            append(&mut ops, &["spec", "containers"], true, &sidecars)?;
        }

        for (i, container) in spec.containers.iter().enumerate() {
            let missing: Vec<EnvVar> = APP_ENV
                .iter()
                .filter(|(name, _)| {
                    !container
                        .env
                        .iter()
                        .flatten()
                        .any(|e| e.name.as_str() == *name)
                })
                .map(|(name, value)| EnvVar {
                    name: (*name).to_string(),
                    value: Some((*value).to_string()),
                    value_from: None,
                })
                .collect();
            if !missing.is_empty() {
                append(
                    &mut ops,
                    &["spec", "containers", &i.to_string(), "env"],
                    container.env.is_some(),
                    &missing,
                )?;
            }
        }
        Ok(Self(Patch(ops)))
    }
}

fn add(
    ops: &mut Vec<PatchOperation>,
    path: &[&str],
    value: &impl Serialize,
) -> Result<(), InjectionError> {
    ops.push(PatchOperation::Add(AddOperation {
        path: PointerBuf::from_tokens(path.iter().copied()),
        value: serde_json::to_value(value)?,
    }));
    Ok(())
}

/// Appends `items` to the list at `path`, creating the list when it does not exist.
fn append<T: Serialize>(
    ops: &mut Vec<PatchOperation>,
    path: &[&str],
    exists: bool,
    items: &[T],
) -> Result<(), InjectionError> {
    if !exists {
        return add(ops, path, &items);
    }
    let mut item_path = path.to_vec();
    item_path.push("-");
    for item in items {
        add(ops, &item_path, item)?;
    }
    Ok(())
}

fn run_volume() -> Volume {
    Volume {
        name: RUN_VOLUME.to_string(),
        empty_dir: Some(EmptyDirVolumeSource {
            medium: None,
            size_limit: Some(Quantity("16Mi".to_string())),
        }),
        ..Volume::default()
    }
}

fn config_volume(config_map: &str) -> Volume {
    Volume {
        name: CONFIG_VOLUME.to_string(),
        config_map: Some(ConfigMapVolumeSource {
            name: config_map.to_string(),
            // Only the sidecar config: the injection profile is the operator's business.
            items: Some(vec![KeyToPath {
                key: CONFIG_KEY.to_string(),
                path: CONFIG_KEY.to_string(),
                mode: None,
            }]),
            default_mode: Some(0o444),
            optional: Some(false),
        }),
        ..Volume::default()
    }
}
