//! Which pods are injected. Anything that is not clearly an opted-in, not yet injected
//! application pod is left alone.

use argus_crds::{ANNOTATION_INJECT, ANNOTATION_INJECTED, EMBEDDER_CONTAINER, SIDECAR_CONTAINER};
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
    /// The pod carries no rendered config and neither it nor its workload (nor, for a
    /// Deployment or StatefulSet, its namespace) opts in: not an Argus pod.
    NotOptedIn,
}

impl SkipReason {
    /// Metrics and log label.
    pub fn as_str(self) -> &'static str {
        match self {
            SkipReason::OptedOut => "opted_out",
            SkipReason::HostNetwork => "host_network",
            SkipReason::OperatorNamespace => "operator_namespace",
            SkipReason::AlreadyInjected => "already_injected",
            SkipReason::NotOptedIn => "not_opted_in",
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

/// Whether a pod that carries no rendered config (`argus.dev/config`) belongs to a
/// workload that opts in: the first pods of a freshly annotated Deployment do, before the
/// operator has rendered its config and stamped its template (issue 27). The webhook
/// resolves it (owner → Deployment or StatefulSet, its annotations, the namespace label,
/// exactly as the operator binds) before the pure review decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Enrolment {
    /// The pod belongs to no Deployment or StatefulSet (the workloads Argus binds): only
    /// its own `argus.dev/inject` annotation counts.
    NoWorkload,
    /// Its workload does not opt in (or opts out).
    NotOptedIn,
    /// Its workload opts in.
    OptedIn {
        /// `<Kind> <namespace>/<name>`, for messages.
        workload: String,
        /// The ConfigMap the operator renders the workload's config into.
        config_map: String,
    },
    /// The workload could not be read; the reason.
    Unknown(String),
}

/// Decides whether `pod` in `namespace` gets the sidecars. `Err(NotOptedIn)` here only
/// means "no rendered config on the pod": the review then asks [`Enrolment`].
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
        _ => Err(SkipReason::NotOptedIn),
    }
}

/// Whether the pod itself (its template) says `argus.dev/inject: "true"`.
pub fn pod_opts_in(pod: &Pod) -> bool {
    pod.metadata
        .annotations
        .as_ref()
        .and_then(|a| a.get(ANNOTATION_INJECT))
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("true"))
}
