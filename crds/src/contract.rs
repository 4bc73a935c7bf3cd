//! Names, ports and paths fixed by DESIGN.md. Users, the Helm chart and every component
//! depend on these values, so they live in one place.

pub mod console;
pub mod tool_pins;

/// Annotation (Deployment, pod template) or label value that opts a workload in or out.
pub const ANNOTATION_INJECT: &str = "argus.dev/inject";
/// Namespace label that opts every workload of the namespace in (`enabled`).
pub const LABEL_NAMESPACE_INJECT: &str = "argus.dev/inject";
/// Value of the namespace label that opts in.
pub const NAMESPACE_INJECT_ENABLED: &str = "enabled";
/// Names the Workflow a workload uses (same namespace).
pub const ANNOTATION_WORKFLOW: &str = "argus.dev/workflow";
/// Names the Actor a workload runs as (same namespace).
pub const ANNOTATION_ACTOR: &str = "argus.dev/actor";
/// Names the Policy a workload is held to (same namespace).
pub const ANNOTATION_POLICY: &str = "argus.dev/policy";
/// Names the GateStack a workload's actions pass through (same namespace).
pub const ANNOTATION_GATESTACK: &str = "argus.dev/gatestack";
/// Set on injected pods; its value is the Argus version that injected them.
pub const ANNOTATION_INJECTED: &str = "argus.dev/injected";

/// Name of the proxy sidecar container.
pub const SIDECAR_CONTAINER: &str = "argus-sidecar";
/// Name of the embedder sidecar container.
pub const EMBEDDER_CONTAINER: &str = "argus-embedder";

/// Address the LLM proxy listens on inside the pod.
pub const PROXY_LISTEN: &str = "127.0.0.1:4000";
/// Base URL app containers get for OpenAI-compatible clients.
pub const OPENAI_BASE_URL: &str = "http://127.0.0.1:4000/v1";
/// Base URL app containers get for Anthropic clients.
pub const ANTHROPIC_BASE_URL: &str = "http://127.0.0.1:4000";
/// The sidecar's MCP gateway as app containers reach it (`ARGUS_MCP_URL`).
pub const ARGUS_MCP_URL: &str = "http://127.0.0.1:4000/mcp";
/// Sidecar admin port (`/healthz`, `/readyz`, `/metrics`).
pub const SIDECAR_ADMIN_PORT: u16 = 4001;
/// Embedder admin port (`/healthz`, `/readyz`, `/metrics`).
pub const EMBEDDER_ADMIN_PORT: u16 = 4002;
/// Webhook path of the pod mutator.
pub const WEBHOOK_PATH: &str = "/mutate-pods";
/// Webhook path of the Approval check (the ValidatingWebhookConfiguration's entry): refuses
/// decisions by non-approvers and changes after a decision.
pub const APPROVAL_WEBHOOK_PATH: &str = "/validate-approvals";
/// Webhook path of the Approval stamp (the MutatingWebhookConfiguration's entry): writes
/// `spec.requestedBy` and `status.decidedBy`/`decidedAt` from the authenticated user.
pub const APPROVAL_MUTATE_PATH: &str = "/mutate-approvals";

/// Shared `emptyDir` mount holding the embedder socket.
pub const RUN_DIR: &str = "/var/run/argus";
/// The embedder's gRPC Unix socket.
pub const EMBEDDER_SOCKET: &str = "/var/run/argus/embedder.sock";
/// Directory of the rendered sidecar config.
pub const CONFIG_DIR: &str = "/etc/argus";
/// The sidecar config file (format `SidecarConfig`).
pub const CONFIG_PATH: &str = "/etc/argus/config.yaml";

/// Session id headers, in the order they are consulted.
pub const SESSION_HEADERS: [&str; 3] = [
    "x-argus-session-id",
    "x-panoptes-session-id",
    "x-session-id",
];

/// The tag a tenant's context keys carry and its messages are searched by: hex of the
/// first 128 bits of the SHA-256 of the tenant id (exact, and needs no escaping in a
/// RediSearch query).
pub fn context_tenant_tag(tenant: &str) -> String {
    use sha2::Digest;
    hex::encode(&sha2::Sha256::digest(tenant.as_bytes())[..16])
}

/// The Redis Stream of an actor's inbox: `argus:inbox:{<tenant>}` (written by sidecars,
/// its length read by the operator for the Actor's `mailboxDepth`).
pub fn inbox_key(tenant: &str) -> String {
    format!("argus:inbox:{{{tenant}}}")
}

/// The set of the inbox keys the operator opened in namespace `ns`: what it sweeps for
/// the inboxes of deleted Actors without scanning the keyspace.
pub fn opened_inboxes_key(ns: &str) -> String {
    format!("argus:inboxes:{{{ns}}}")
}

/// The sorted set of a tenant's sessions by last recorded message (milliseconds):
/// `argus:ctx:{<tag>}:sessions` (the operator reads it for `activeSessions` and
/// `lastActivity`).
pub fn context_sessions_key(tenant: &str) -> String {
    format!("argus:ctx:{{{}}}:sessions", context_tenant_tag(tenant))
}

/// How long a Workflow's session record is kept: the operator counts the last hour.
pub const WORKFLOW_SESSIONS_RETENTION_MS: u64 = 2 * 3_600_000;

/// The sorted set of the sessions that used a Workflow, by last use (milliseconds):
/// `argus:wf:{<namespace>}:<workflow>:sessions`, members [`workflow_session_member`]
/// (written by sidecars; the operator counts the last hour for the Workflow's
/// `activeSessions`). The namespace is the tenant's (`<namespace>/<actor>`).
pub fn workflow_sessions_key(namespace: &str, workflow: &str) -> String {
    format!("argus:wf:{{{namespace}}}:{workflow}:sessions")
}

/// A session in [`workflow_sessions_key`]: `<tenant> <session>` (session ids of
/// different actors may be equal; tenants hold no spaces).
pub fn workflow_session_member(tenant: &str, session: &str) -> String {
    format!("{tenant} {session}")
}

/// The namespace of a tenant `<namespace>/<actor>` (the whole tenant in local mode).
pub fn tenant_namespace(tenant: &str) -> &str {
    tenant.split_once('/').map_or(tenant, |(ns, _)| ns)
}
