//! Which pods are injected. Anything that is not clearly an opted-in, not yet injected
//! application pod is left alone.

use argus_crds::contract::{
    ANNOTATION_INJECT, ANNOTATION_INJECTED, EMBEDDER_CONTAINER, SIDECAR_CONTAINER,
};
use k8s_openapi::api::core::v1::Pod;

use super::settings::{ANNOTATION_CONFIG, InjectionSettings};

/// Why a pod is left as it is. The label goes into logs and metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SkipReason {
    /// `argus.dev/inject: "false"` on the pod.
    OptedOut,
    /// Host-network pods share the node's loopback; a proxy on 127.0.0.1:4000 would
    /// collide with other pods on the node.
    HostNetwork,
    /// The operator never injects itself.
    OperatorNamespace,
    /// `argus.dev/injected` is set or the sidecars are already there.
    AlreadyInjected,
    /// The pod carries no rendered config: its workload is not bound (yet).
    NotBound,
}

impl SkipReason {
    /// Metrics and log label.
    pub fn as_str(self) -> &'static str {
        match self {
            SkipReason::OptedOut => "opted_out",
            SkipReason::HostNetwork => "host_network",
            SkipReason::OperatorNamespace => "operator_namespace",
            SkipReason::AlreadyInjected => "already_injected",
            SkipReason::NotBound => "not_bound",
        }
    }
}

/// A pod to inject and the ConfigMap holding its rendered config.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InjectionTarget {
    /// Namespace of the pod (and of its ConfigMap).
    pub namespace: String,
    /// Name of the workload's ConfigMap.
    pub config_map: String,
}

/// Decides whether `pod` in `namespace` gets the sidecars.
pub fn injection_target(
    pod: &Pod,
    namespace: &str,
    settings: &InjectionSettings,
) -> Result<InjectionTarget, SkipReason> {
    let annotations = pod.metadata.annotations.as_ref();
    let annotation = |key: &str| annotations.and_then(|a| a.get(key)).map(String::as_str);

    if namespace == settings.operator_namespace {
        return Err(SkipReason::OperatorNamespace);
    }
    if annotation(ANNOTATION_INJECT).is_some_and(|v| v.eq_ignore_ascii_case("false")) {
        return Err(SkipReason::OptedOut);
    }
    let spec = pod.spec.as_ref();
    if spec.and_then(|s| s.host_network).unwrap_or(false) {
        return Err(SkipReason::HostNetwork);
    }
    let has_sidecar = spec.is_some_and(|s| {
        s.containers
            .iter()
            .chain(s.init_containers.iter().flatten())
            .any(|c| c.name == SIDECAR_CONTAINER || c.name == EMBEDDER_CONTAINER)
    });
    if annotation(ANNOTATION_INJECTED).is_some() || has_sidecar {
        return Err(SkipReason::AlreadyInjected);
    }
    match annotation(ANNOTATION_CONFIG) {
        Some(cm) if !cm.is_empty() => Ok(InjectionTarget {
            namespace: namespace.to_string(),
            config_map: cm.to_string(),
        }),
        _ => Err(SkipReason::NotBound),
    }
}
