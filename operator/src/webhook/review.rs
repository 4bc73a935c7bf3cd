//! One AdmissionReview in, one out: the whole webhook decision as a synchronous
//! function over bytes, so fixtures test exactly what the API server sends.

use k8s_openapi::api::core::v1::Pod;
use kube::core::DynamicObject;
use kube::core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, Operation};

use crate::injection::{
    Enrolment, InjectionError, InjectionPatch, InjectionSettings, InjectionTarget, SkipReason,
    WorkloadProfile, injection_target, pod_opts_in,
};

/// How the review ended; the label of the `argus_webhook_reviews_total` metric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewResult {
    /// The pod got the sidecars.
    Injected,
    /// The pod was left alone on purpose.
    Skipped(SkipReason),
    /// Something went wrong; the pod was admitted without sidecars.
    ErrorAllowed,
    /// Something went wrong and the failure mode is closed: the pod was refused.
    ErrorDenied,
    /// The pod opts in but cannot get its sidecars (yet): its workload is not bound, its
    /// config is gone, or it belongs to nothing Argus binds. Refused, whatever the failure
    /// mode, so that an agent never runs without its sidecars (issue 27); the ReplicaSet or
    /// StatefulSet controller retries.
    Refused,
    /// Not a pod creation (the webhook is registered for CREATE only).
    Ignored,
}

impl ReviewResult {
    /// Metrics label.
    pub fn as_str(self) -> &'static str {
        match self {
            ReviewResult::Injected => "injected",
            ReviewResult::Skipped(r) => r.as_str(),
            ReviewResult::ErrorAllowed => "error_allowed",
            ReviewResult::ErrorDenied => "error_denied",
            ReviewResult::Refused => "refused",
            ReviewResult::Ignored => "ignored",
        }
    }
}

/// What went wrong while reviewing a pod.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    /// The body is not an AdmissionReview.
    #[error("malformed AdmissionReview: {0}")]
    Malformed(serde_json::Error),
    /// The AdmissionReview has no request.
    #[error("AdmissionReview without a request")]
    NoRequest,
    /// The object is not a valid Pod.
    #[error("object is not a valid Pod: {0}")]
    InvalidPod(serde_json::Error),
    /// The ConfigMap the pod names is not known (yet).
    #[error(
        "the pod opts in to Argus but its rendered config {namespace}/{config_map} does not exist (yet); \
         an agent must not run without its sidecars, so the pod is refused until the operator has rendered it \
         (see the workload's Events) and its controller retries"
    )]
    ProfileMissing {
        /// Namespace of the pod.
        namespace: String,
        /// ConfigMap named by the pod.
        config_map: String,
    },
    /// The pod's workload opts in, but the operator has not bound it yet: its pod template
    /// does not carry the rendered config. Refused even when the config exists already:
    /// a pod of the unstamped template, injected, would outlive an opt-out (removing the
    /// stamp brings back that very template, whose ReplicaSet keeps the pod; lab e2e).
    #[error(
        "{workload} opts in to Argus (argus.dev/inject) but the operator has not bound it yet: its pod template \
         does not name its sidecar config {namespace}/{config_map}; an agent must not run without its sidecars, \
         so the pod is refused until the operator has rendered the config and stamped the template, which rolls \
         new pods (its Workflow, Actor, Policy and GateStack must exist: see the workload's Events)"
    )]
    NotBound {
        /// `<Kind> <namespace>/<name>`.
        workload: String,
        /// Namespace of the pod.
        namespace: String,
        /// The ConfigMap the operator renders the config into.
        config_map: String,
    },
    /// The pod asks for injection but belongs to nothing Argus binds.
    #[error(
        "the pod is annotated argus.dev/inject=true but belongs to no Deployment or StatefulSet, the workloads Argus binds, \
         so it has no sidecar config; run it from an annotated Deployment or StatefulSet (or set argus.dev/inject: \"false\")"
    )]
    NoWorkload,
    /// Whether the pod's workload opts in could not be read.
    #[error("cannot tell whether the pod's workload opts in to Argus: {0}")]
    EnrolmentUnknown(String),
    /// The patch could not be built.
    #[error(transparent)]
    Injection(#[from] InjectionError),
    /// The patch could not be serialized.
    #[error("cannot serialize the patch: {0}")]
    Patch(#[from] kube::core::admission::SerializePatchError),
}

/// The outcome of one review.
#[derive(Debug)]
pub struct ReviewOutcome {
    /// The AdmissionReview to send back.
    pub review: AdmissionReview<DynamicObject>,
    /// How it ended.
    pub result: ReviewResult,
    /// The error, if any (logged by the server).
    pub error: Option<ReviewError>,
}

/// Everything the review needs besides the request.
pub struct MutationContext<'a> {
    /// Cluster-wide injection settings.
    pub settings: &'a InjectionSettings,
    /// Refuse pods when the workload's profile cannot be found (Helm `webhook.failClosed`).
    pub fail_closed: bool,
    /// The rendered profile of a workload, from the operator's ConfigMap cache.
    pub profiles: &'a dyn Fn(&InjectionTarget) -> Option<WorkloadProfile>,
    /// Whether the workload of a pod without a rendered config opts in (resolved by the
    /// server from its caches before the review; see [`unrendered_pod`]).
    pub enrolment: &'a dyn Fn(&Pod, &str) -> Enrolment,
}

/// The pod and namespace of a pod creation that carries no rendered config and is not
/// skipped for another reason: the server resolves its [`Enrolment`] before the review.
pub fn unrendered_pod(body: &[u8], settings: &InjectionSettings) -> Option<(Pod, String)> {
    let parsed: AdmissionReview<DynamicObject> = serde_json::from_slice(body).ok()?;
    let request: AdmissionRequest<DynamicObject> = parsed.try_into().ok()?;
    if request.operation != Operation::Create {
        return None;
    }
    let pod: Pod =
        serde_json::from_value(serde_json::to_value(request.object.as_ref()?).ok()?).ok()?;
    let namespace = request
        .namespace
        .clone()
        .or_else(|| pod.metadata.namespace.clone())
        .unwrap_or_default();
    match injection_target(&pod, &namespace, settings) {
        Err(SkipReason::NotOptedIn) => Some((pod, namespace)),
        _ => None,
    }
}

/// Reviews one `AdmissionReview` body.
pub fn review(body: &[u8], ctx: &MutationContext<'_>) -> ReviewOutcome {
    let parsed: AdmissionReview<DynamicObject> = match serde_json::from_slice(body) {
        Ok(r) => r,
        Err(e) => return unreadable(body, ReviewError::Malformed(e), ctx.fail_closed),
    };
    let request: AdmissionRequest<DynamicObject> = match parsed.try_into() {
        Ok(r) => r,
        Err(_) => return unreadable(body, ReviewError::NoRequest, ctx.fail_closed),
    };
    let response = AdmissionResponse::from(&request);
    if request.operation != Operation::Create {
        return done(response, ReviewResult::Ignored, None);
    }
    let pod: Pod = match request
        .object
        .as_ref()
        .map(|o| serde_json::to_value(o).and_then(serde_json::from_value))
    {
        Some(Ok(pod)) => pod,
        Some(Err(e)) => return failed(response, ReviewError::InvalidPod(e), ctx.fail_closed),
        None => return done(response, ReviewResult::Ignored, None),
    };
    let namespace = request
        .namespace
        .clone()
        .or_else(|| pod.metadata.namespace.clone())
        .unwrap_or_default();
    let target = match injection_target(&pod, &namespace, ctx.settings) {
        Ok(t) => t,
        // No rendered config on the pod: refused when its workload opts in (issue 27).
        Err(SkipReason::NotOptedIn) => match (ctx.enrolment)(&pod, &namespace) {
            Enrolment::OptedIn {
                workload,
                config_map,
            } => {
                let err = ReviewError::NotBound {
                    workload,
                    namespace,
                    config_map,
                };
                return refused(response, err);
            }
            Enrolment::NoWorkload if pod_opts_in(&pod) => {
                return refused(response, ReviewError::NoWorkload);
            }
            Enrolment::Unknown(why) if pod_opts_in(&pod) => {
                return refused(response, ReviewError::EnrolmentUnknown(why));
            }
            Enrolment::Unknown(why) => {
                return failed(
                    response,
                    ReviewError::EnrolmentUnknown(why),
                    ctx.fail_closed,
                );
            }
            Enrolment::NoWorkload | Enrolment::NotOptedIn => {
                return done(
                    response,
                    ReviewResult::Skipped(SkipReason::NotOptedIn),
                    None,
                );
            }
        },
        Err(reason) => return done(response, ReviewResult::Skipped(reason), None),
    };
    let Some(profile) = (ctx.profiles)(&target) else {
        let err = ReviewError::ProfileMissing {
            namespace: target.namespace,
            config_map: target.config_map,
        };
        return refused(response, err);
    };
    let patch = match InjectionPatch::build(&pod, &target, &profile, ctx.settings) {
        Ok(p) => p,
        Err(e) => return failed(response, e.into(), profile.fail_closed || ctx.fail_closed),
    };
    match response.clone().with_patch(patch.0) {
        Ok(patched) => done(patched, ReviewResult::Injected, None),
        Err(e) => failed(response, e.into(), profile.fail_closed || ctx.fail_closed),
    }
}

fn done(
    response: AdmissionResponse,
    result: ReviewResult,
    error: Option<ReviewError>,
) -> ReviewOutcome {
    ReviewOutcome {
        review: response.into_review(),
        result,
        error,
    }
}

/// Refuses a pod that opts in but cannot get its sidecars yet, whatever the failure mode.
fn refused(response: AdmissionResponse, error: ReviewError) -> ReviewOutcome {
    let message = format!("argus: pod refused: {error}");
    done(response.deny(message), ReviewResult::Refused, Some(error))
}

/// Admits the pod unchanged (with a warning the user sees) unless failing closed.
fn failed(response: AdmissionResponse, error: ReviewError, fail_closed: bool) -> ReviewOutcome {
    let message = format!("argus: sidecars not injected: {error}");
    if fail_closed {
        done(
            response.deny(message),
            ReviewResult::ErrorDenied,
            Some(error),
        )
    } else {
        let mut response = response;
        response.warnings = Some(vec![message]);
        done(response, ReviewResult::ErrorAllowed, Some(error))
    }
}

/// A body we cannot read as a request. The uid is recovered if the JSON has one, so the
/// API server can match the answer; without a uid no API server sent it.
fn unreadable(body: &[u8], error: ReviewError, fail_closed: bool) -> ReviewOutcome {
    let uid = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| {
            v.pointer("/request/uid")
                .and_then(|u| u.as_str())
                .map(str::to_string)
        });
    let mut response = AdmissionResponse::invalid(&error);
    match uid {
        Some(uid) => {
            response.uid = uid;
            response.allowed = true;
            response.result = Default::default();
            failed(response, error, fail_closed)
        }
        None => done(response, ReviewResult::ErrorDenied, Some(error)),
    }
}
