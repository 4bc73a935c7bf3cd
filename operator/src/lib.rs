//! The Argus operator: controllers for the four Argus kinds, config rendering, the
//! per-namespace Redis Stack and the sidecar-injecting admission webhook. Pure cores
//! (injection, rendering, status) with thin Kubernetes and HTTP shells around them.
//!
//! Every module is private. The surface below is what the `argus-operator` binary, the
//! integration tests, the benches and the example use; items are re-exported one by one,
//! with the area's name put in front where the bare name would say too little at the root
//! (`ControllerError`, `AuditOp`, `ApprovalStep`, `review_pod`, `console_owns`).
#![forbid(unsafe_code)]

mod api;
mod approvals;
mod binding;
mod console;
mod controller;
mod image_pulls;
mod injection;
mod leader;
mod metrics;
mod probes;
mod rbac;
mod reflect;
mod render;
mod run_args;
mod serve;
mod status;
mod tls;
mod webhook;

// === The command: `argus-operator run`'s flags ===
pub use self::run_args::RunArgs;

// === The reconcilers: the four Argus kinds, bound workloads, the namespace's Redis Stack ===
pub use self::binding::{ArgusKind, WorkloadKind, WorkloadRef};
pub use self::controller::activity::{
    Activity as ActorActivity, read as read_actor_activity, rfc3339 as rfc3339_of_ms,
};
pub use self::controller::{
    ArgusResource, Backoff, Context, Error as ControllerError, RedisSettings, Stores, WhenUnused,
    Workload, reconcile_namespace_store, reconcile_resource, reconcile_workload,
};
pub use self::render::{
    ConfigRenderer, LABEL_MANAGED_BY, MANAGED_BY, RenderError, RenderInputs, RenderedConfig,
    config_map_name,
};

// === Sidecar injection and the admission webhooks (pods, approvals) ===
pub use self::approvals::observer::{ApprovalObserver, Step as ApprovalStep};
pub use self::approvals::{ApprovalPass, review_approval};
pub use self::injection::{
    CredentialEnv, Enrolment, ImageSettings, InjectionSettings, InjectionTarget, LABEL_INJECTED,
    LABEL_INJECTED_VALUE, STAND_IN_API_KEY, SkipReason, WorkloadProfile,
};
pub use self::webhook::{MutationContext, ReviewResult, WebhookHandler, review as review_pod};

// === The webhook's TLS: its CA and certificate, the Secret and caBundle sync ===
pub use self::tls::{
    CertSync, ReloadingCertResolver, Rotation as CertRotation, WebhookCertificates,
    WebhookClientConfig, reloading_server_config, to_secret as certificates_secret,
};

// === The API (`/api/v1/…`): audit queries and the GateStacks' chain heads ===
pub use self::api::audit::{
    AuditApi, ChainSource, ClusterChains, EXPORT_PAGE as AUDIT_EXPORT_PAGE, Op as AuditOp,
};
pub use self::api::auth::Authorizer;
pub use self::api::heads::{copy_once as copy_heads_once, run as run_heads};
pub use self::api::{ApiHandler, PREFIX as API_PREFIX};

// === The console (`/console/`) ===
pub use self::console::events::session_changes;
pub use self::console::overview::ClusterStores;
pub use self::console::sessions::{
    SessionSource, newest_activity as newest_session_activity, timeline as session_timeline,
};
pub use self::console::{
    ConsoleApi, TokenClients, UserClients, boxed as console_boxed, owns as console_owns,
    problem as console_problem,
};

// === Serving, probes, leadership, metrics and the cluster's events ===
pub use self::image_pulls::ImagePullObserver;
pub use self::leader::LeaderElector;
pub use self::metrics::Metrics;
pub use self::probes::{Readiness, handle as handle_probe};
pub use self::rbac::{PERMISSIONS as RBAC_PERMISSIONS, Scope as RbacScope};
pub use self::reflect::reflect;
pub use self::serve::serve;
