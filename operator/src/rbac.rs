//! The API permissions the operator's code uses, verb by verb. The Helm chart's
//! ClusterRole and Role must grant exactly these (a test compares them), so RBAC stays
//! least-privilege as the code changes.

/// Where a permission is granted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// ClusterRole: every namespace.
    Cluster,
    /// Role in the operator's own namespace.
    OperatorNamespace,
}

/// One group/resource and the verbs used on it.
#[derive(Clone, Copy, Debug)]
pub struct Permission {
    /// Role or ClusterRole.
    pub scope: Scope,
    /// API group (`""` for core).
    pub group: &'static str,
    /// Resource (with `/subresource`).
    pub resource: &'static str,
    /// Verbs, with the call sites that need them.
    pub verbs: &'static [&'static str],
}

const fn cluster(
    group: &'static str,
    resource: &'static str,
    verbs: &'static [&'static str],
) -> Permission {
    Permission {
        scope: Scope::Cluster,
        group,
        resource,
        verbs,
    }
}

const fn own(
    group: &'static str,
    resource: &'static str,
    verbs: &'static [&'static str],
) -> Permission {
    Permission {
        scope: Scope::OperatorNamespace,
        group,
        resource,
        verbs,
    }
}

/// Every permission of the operator.
pub const PERMISSIONS: &[Permission] = &[
    // Controllers and reflectors of the four kinds.
    cluster("argus.dev", "workflows", &["list", "watch"]),
    cluster("argus.dev", "actors", &["list", "watch"]),
    cluster("argus.dev", "policies", &["list", "watch"]),
    // `get`: the Approval webhook reads the GateStack a new Approval names.
    cluster("argus.dev", "gatestacks", &["get", "list", "watch"]),
    // The approval observer: Events, metrics and GateStack pendingApprovals.
    cluster("argus.dev", "approvals", &["list", "watch"]),
    // Status via server-side apply.
    cluster("argus.dev", "workflows/status", &["patch"]),
    cluster("argus.dev", "actors/status", &["patch"]),
    cluster("argus.dev", "policies/status", &["patch"]),
    cluster("argus.dev", "gatestacks/status", &["patch"]),
    // Workloads: watched and stamped (merge patch); the namespace store (redis-argus)
    // applied, marked, scaled and deleted; the old argus-redis Deployment deleted.
    // `get` (and replicasets `get`): the pod webhook reads the workload of a pod without
    // a rendered config when its cache misses it, to refuse an opted-in pod (issue 27).
    cluster(
        "apps",
        "deployments",
        &["get", "list", "watch", "patch", "delete"],
    ),
    cluster(
        "apps",
        "statefulsets",
        &["get", "list", "watch", "create", "patch", "delete"],
    ),
    cluster("apps", "replicasets", &["get"]),
    // Rendered configs (applied, deleted on opt-out, cached by the webhook) and
    // Actor system prompts (get).
    cluster(
        "",
        "configmaps",
        &["get", "list", "watch", "create", "patch", "delete"],
    ),
    cluster("", "services", &["create", "patch", "delete"]),
    cluster("", "persistentvolumeclaims", &["create", "patch"]),
    // The store's password: created once per namespace, deleted with the store, read by
    // the audit API to open the namespace's chains (the chart limits get and delete to
    // the name redis-argus; no other Secret outside its own namespace is read).
    cluster("", "secrets", &["create", "get", "delete"]),
    // The API on the HTTPS port: callers authenticate (TokenReview) and are authorised
    // (SubjectAccessReview) as themselves.
    cluster("authentication.k8s.io", "tokenreviews", &["create"]),
    cluster("authorization.k8s.io", "subjectaccessreviews", &["create"]),
    cluster(
        "networking.k8s.io",
        "networkpolicies",
        &["create", "patch", "delete"],
    ),
    cluster(
        "policy",
        "poddisruptionbudgets",
        &["create", "patch", "delete"],
    ),
    cluster("", "namespaces", &["get", "list", "watch"]),
    // Each bound workload's sidecar rights (`controller::grants`): a Role and a
    // RoleBinding applied, and deleted on opt-out.
    cluster(
        "rbac.authorization.k8s.io",
        "roles",
        &["create", "patch", "delete"],
    ),
    cluster(
        "rbac.authorization.k8s.io",
        "rolebindings",
        &["create", "patch", "delete"],
    ),
    // Kubernetes lets a Role grant only rights its author holds (no `escalate`/`bind`
    // needed): the operator holds exactly the sidecar's rights on approvals.
    cluster(
        "argus.dev",
        "approvals",
        &["create", "get", "list", "watch"],
    ),
    cluster("argus.dev", "approvals/status", &["update", "patch"]),
    // The console's Overview: a reflector of the injected pods (label-selected) holds
    // their health, shown after a SubjectAccessReview of the caller per namespace. The
    // Approvals of its queue come from the approvals list/watch above.
    cluster("", "pods", &["list", "watch"]),
    // `list`: a leader that starts looks for the Requested Event of each Pending
    // Approval before telling it (no duplicate after a restart).
    cluster("events.k8s.io", "events", &["create", "patch", "list"]),
    // caBundle and URL of our own webhook registration only.
    cluster(
        "admissionregistration.k8s.io",
        "mutatingwebhookconfigurations",
        &["get", "patch"],
    ),
    cluster(
        "admissionregistration.k8s.io",
        "validatingwebhookconfigurations",
        &["get", "patch"],
    ),
    own("", "secrets", &["get", "create", "update"]),
    own(
        "coordination.k8s.io",
        "leases",
        &["get", "create", "update"],
    ),
];
