//! `SidecarConfig`: the one file the sidecar reads (`/etc/argus/config.yaml` in a pod,
//! any path in local mode). It carries the resolved Workflow, Actor, Policy and
//! GateStack specs plus runtime wiring. Secrets are never inline: only where to read them.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::actor::ActorSpec;
use crate::gatestack::GateStackSpec;
use crate::policy::PolicySpec;
use crate::workflow::WorkflowSpec;

/// The `apiVersion` of a SidecarConfig.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default, JsonSchema)]
pub enum ConfigApiVersion {
    /// `argus.dev/v1alpha1`
    #[default]
    #[serde(rename = "argus.dev/v1alpha1")]
    V1alpha1,
}

/// The `kind` of a SidecarConfig.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default, JsonSchema)]
pub enum ConfigKind {
    /// `SidecarConfig`
    #[default]
    SidecarConfig,
}

/// Everything one sidecar needs: the resolved resources and how to reach the world.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SidecarConfig {
    /// Always `argus.dev/v1alpha1`.
    pub api_version: ConfigApiVersion,
    /// Always `SidecarConfig`.
    pub kind: ConfigKind,
    /// Name of this configuration (in a cluster `<namespace>/<workload>`); the tenant in local mode.
    pub name: String,
    /// Tenant id that scopes sessions, limits and loop history (`<namespace>/<actor>` in a cluster).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tenant: Option<String>,
    /// Revision of the rendered configuration, set by the operator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    /// Listen addresses.
    #[serde(default)]
    pub listen: ListenSettings,
    /// The embedder sidecar; without it loop detection and semantic classification are off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub embedder: Option<EmbedderConnection>,
    /// Shared state store; without it state lives in the process (local mode).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redis: Option<RedisConnection>,
    /// Where each provider's API key is read from, by provider name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub credentials: BTreeMap<String, CredentialSource>,
    /// Upstream connection settings.
    #[serde(default)]
    pub upstream: UpstreamSettings,
    /// Logs, metrics and traces.
    #[serde(default)]
    pub telemetry: TelemetrySettings,
    /// The workflow the agent should follow: the default of a new session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workflow: Option<Resolved<WorkflowSpec>>,
    /// Further workflows a session may follow instead of `workflow` (chosen on its first
    /// request by the header `x-argus-workflow`, `metadata.argus_workflow` or a Workflow
    /// `selector`), in the order they are tried. Needs `workflow`; names are unique.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub workflows: Vec<Resolved<WorkflowSpec>>,
    /// The actor the agent runs as.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor: Option<Resolved<ActorSpec>>,
    /// The policy the agent is held to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub policy: Option<Resolved<PolicySpec>>,
    /// The gates the agent's actions pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate_stack: Option<Resolved<GateStackSpec>>,
    /// The MCP gateway at `/mcp` on the proxy port: bounds of tool invocations.
    #[serde(default)]
    pub mcp: McpSettings,
    /// Where the approvals of deferred calls live and how they are decided.
    #[serde(default, skip_serializing_if = "ApprovalSettings::is_default")]
    pub approvals: ApprovalSettings,
    /// Documents of the Actor's `configMap` context sources, chunked by the operator
    /// when it renders the config; the sidecar embeds them when it loads the config.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub context_documents: Vec<ContextDocument>,
}

/// Where the approvals of deferred calls live.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ApprovalStoreKind {
    /// In the namespace's Redis when `redis` is set (shared by the workload's replicas),
    /// else in the sidecar's process; decided through the sidecar's admin API.
    #[default]
    Auto,
    /// `Approval` objects in the pod's namespace, created with the pod's ServiceAccount
    /// and decided with `kubectl argus approve|deny` (or the console); the sidecar's
    /// admin API then refuses decisions. Rendered by the operator for injected pods.
    Kubernetes,
}

/// The workload a sidecar serves, as its Approvals and their Events name it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkloadIdentity {
    /// The workload's kind (`Deployment`, `StatefulSet`, …).
    #[schemars(length(min = 1, max = 63))]
    pub kind: String,
    /// The workload's name.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
}

/// Where the approvals of deferred calls live and how they are decided.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApprovalSettings {
    /// `auto` (the default: Redis when configured, else in process, decided through the
    /// admin API) or `kubernetes` (Approval objects through the API server, decided with
    /// `kubectl argus approve`).
    #[serde(default)]
    pub store: ApprovalStoreKind,
    /// The namespace Approvals are created in (`kubernetes` store); default: the pod's
    /// own namespace, as its ServiceAccount token says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub namespace: Option<String>,
    /// The workload this sidecar serves, recorded in each Approval (and the Events the
    /// operator publishes on it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workload: Option<WorkloadIdentity>,
}

impl ApprovalSettings {
    /// Whether nothing is set (the field is then left out of a rendered config).
    pub fn is_default(&self) -> bool {
        *self == Self::default()
    }
}

/// Bounds of the MCP gateway's tool invocations.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct McpSettings {
    /// Longest a tool (an `http` endpoint or an upstream MCP server) may take to answer
    /// one call, in milliseconds (default 30000); past it the call ends with a JSON-RPC
    /// error.
    #[serde(default = "default_mcp_tool_timeout")]
    #[schemars(range(min = 1, max = 3_600_000))]
    pub tool_timeout_ms: u32,
    /// Largest tool result read from an endpoint or upstream, in bytes (default 1 MiB).
    #[serde(default = "default_mcp_max_bytes")]
    #[schemars(range(min = 1024))]
    pub max_result_bytes: u64,
    /// Largest JSON-RPC message an agent may send to the gateway, in bytes (default 1 MiB).
    #[serde(default = "default_mcp_max_bytes")]
    #[schemars(range(min = 1024))]
    pub max_request_bytes: u64,
}

impl Default for McpSettings {
    fn default() -> Self {
        Self {
            tool_timeout_ms: default_mcp_tool_timeout(),
            max_result_bytes: default_mcp_max_bytes(),
            max_request_bytes: default_mcp_max_bytes(),
        }
    }
}

fn default_mcp_tool_timeout() -> u32 {
    30_000
}

fn default_mcp_max_bytes() -> u64 {
    1024 * 1024
}

/// One ConfigMap key of a `configMap` context source, cut into chunks.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContextDocument {
    /// The context source's `id`.
    pub source: String,
    /// The ConfigMap key the text came from.
    pub key: String,
    /// The text in chunks of at most [`MAX_CHUNK_BYTES`] bytes, cut at paragraph, line
    /// or sentence ends.
    pub chunks: Vec<String>,
}

/// Longest chunk of a context document.
pub const MAX_CHUNK_BYTES: usize = 1024;
/// Most bytes of one `configMap` context source (all its keys); a larger ConfigMap is
/// refused by name in the Actor's status.
pub const MAX_CONTEXT_SOURCE_BYTES: usize = 256 * 1024;

/// `text` cut into chunks of at most [`MAX_CHUNK_BYTES`] bytes, preferring paragraph,
/// then line, then sentence, then word ends; blank chunks are dropped.
pub fn chunk_document(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        if rest.len() <= MAX_CHUNK_BYTES {
            out.push(rest.to_string());
            break;
        }
        let mut limit = MAX_CHUNK_BYTES;
        while !rest.is_char_boundary(limit) {
            limit -= 1;
        }
        let head = &rest[..limit];
        let cut = ["\n\n", "\n", ". ", " "]
            .iter()
            .find_map(|sep| head.rfind(sep).filter(|&i| i > 0).map(|i| i + sep.len()))
            .unwrap_or(limit);
        let chunk = rest[..cut].trim();
        if !chunk.is_empty() {
            out.push(chunk.to_string());
        }
        rest = rest[cut..].trim_start();
    }
    out
}

impl SidecarConfig {
    /// Every workflow a session may follow: the default first, then the others.
    pub fn all_workflows(&self) -> impl Iterator<Item = &Resolved<WorkflowSpec>> {
        self.workflow.iter().chain(self.workflows.iter())
    }

    /// The tenant id: `tenant` if set, else `name`.
    pub fn tenant(&self) -> &str {
        self.tenant.as_deref().unwrap_or(&self.name)
    }

    /// A minimal local-mode config with no resources.
    pub fn new(name: impl Into<String>) -> Self {
        Self {
            api_version: ConfigApiVersion::V1alpha1,
            kind: ConfigKind::SidecarConfig,
            name: name.into(),
            tenant: None,
            revision: None,
            listen: ListenSettings::default(),
            embedder: None,
            redis: None,
            credentials: BTreeMap::new(),
            upstream: UpstreamSettings::default(),
            telemetry: TelemetrySettings::default(),
            workflow: None,
            workflows: Vec::new(),
            actor: None,
            policy: None,
            gate_stack: None,
            mcp: McpSettings::default(),
            approvals: ApprovalSettings::default(),
            context_documents: Vec::new(),
        }
    }
}

/// A resource as resolved into the config: its name and spec.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Resolved<T> {
    /// The resource's `metadata.name`.
    pub name: String,
    /// The resource's `metadata.generation` when rendered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generation: Option<i64>,
    /// The resource's spec.
    pub spec: T,
}

/// Listen addresses and the bounds every accepted connection is held to.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ListenSettings {
    /// LLM proxy address (default `127.0.0.1:4000`).
    #[serde(default = "default_proxy_listen")]
    pub proxy: String,
    /// Admin address for `/healthz`, `/readyz`, `/metrics` (default `127.0.0.1:4001`:
    /// loopback in local mode; the operator binds all interfaces in pods, for probes and
    /// scraping). It exposes health, readiness and metrics (tenant, provider, model and
    /// constraint names, counts and latencies), never bodies or keys. On a loopback
    /// address it also serves the console (`/console/`: session timelines with
    /// intervention texts and gate reasons); on any other address it does not.
    #[serde(default = "default_admin_listen")]
    pub admin: String,
    /// Most connections the proxy port holds at once (default 1024). At the limit the
    /// longest-idle connection is closed to admit a new one; when none is idle, new
    /// connections wait in the listen backlog.
    #[serde(default = "default_max_connections")]
    #[schemars(range(min = 1, max = 1_000_000))]
    pub max_connections: u32,
    /// Most connections the admin port holds at once (default 64), counted apart from
    /// the proxy's, so a flood of one port never starves the other.
    #[serde(default = "default_admin_max_connections")]
    #[schemars(range(min = 1, max = 1_000_000))]
    pub admin_max_connections: u32,
    /// Seconds a client gets to send a request's headers (default 30); also bounds a new
    /// connection that sends nothing and, for HTTP/1.1, the wait for the next request.
    #[serde(default = "default_header_read_timeout")]
    #[schemars(range(min = 1, max = 3600))]
    pub header_read_timeout_seconds: u32,
    /// Seconds a client gets to send a whole request body once its headers arrived
    /// (default 60); a body dribbled slower is answered 408 `argus_request_body_timeout`.
    #[serde(default = "default_body_read_timeout")]
    #[schemars(range(min = 1, max = 3600))]
    pub body_read_timeout_seconds: u32,
    /// Seconds a keep-alive connection may stay open with no request in flight before it
    /// is closed (default 60).
    #[serde(default = "default_idle_timeout")]
    #[schemars(range(min = 1, max = 86400))]
    pub idle_timeout_seconds: u32,
}

impl Default for ListenSettings {
    fn default() -> Self {
        Self {
            proxy: default_proxy_listen(),
            admin: default_admin_listen(),
            max_connections: default_max_connections(),
            admin_max_connections: default_admin_max_connections(),
            header_read_timeout_seconds: default_header_read_timeout(),
            body_read_timeout_seconds: default_body_read_timeout(),
            idle_timeout_seconds: default_idle_timeout(),
        }
    }
}

fn default_proxy_listen() -> String {
    crate::contract::PROXY_LISTEN.to_string()
}
fn default_admin_listen() -> String {
    format!("127.0.0.1:{}", crate::contract::SIDECAR_ADMIN_PORT)
}
fn default_max_connections() -> u32 {
    1024
}
fn default_admin_max_connections() -> u32 {
    64
}
fn default_header_read_timeout() -> u32 {
    30
}
fn default_body_read_timeout() -> u32 {
    60
}
fn default_idle_timeout() -> u32 {
    60
}

/// How to reach the embedder.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EmbedderConnection {
    /// Unix socket path (default `/var/run/argus/embedder.sock`).
    #[serde(default = "default_embedder_socket")]
    pub socket: String,
}

impl Default for EmbedderConnection {
    fn default() -> Self {
        Self {
            socket: default_embedder_socket(),
        }
    }
}

fn default_embedder_socket() -> String {
    crate::contract::EMBEDDER_SOCKET.to_string()
}

/// How to reach the Redis Stack.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RedisConnection {
    /// `redis://host:port[/db]` or `rediss://...`; no password in it.
    pub url: String,
    /// Where the password is read from, if the server needs one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<CredentialSource>,
}

/// Where a secret is read from. Exactly one of `env` and `file`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CredentialSource {
    /// Environment variable of the sidecar holding the secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<String>,
    /// File (e.g. a mounted Secret key) holding the secret; surrounding whitespace is trimmed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
}

impl CredentialSource {
    /// A source reading the environment variable `name`.
    pub fn env(name: impl Into<String>) -> Self {
        Self {
            env: Some(name.into()),
            file: None,
        }
    }
}

/// Upstream connection settings.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpstreamSettings {
    /// PEM bundle of extra CA certificates trusted for upstream HTTPS, besides the webpki roots.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_bundle: Option<String>,
    /// TCP connect timeout, in milliseconds (default 5000).
    #[serde(default = "default_connect_timeout")]
    pub connect_timeout_ms: u32,
    /// Longest silence between two chunks of a streamed answer, in seconds, for providers
    /// that set no `streamIdleTimeoutSeconds` of their own (default 120).
    #[serde(default = "default_stream_idle_timeout")]
    #[schemars(range(min = 1, max = 3600))]
    pub stream_idle_timeout_seconds: u32,
}

impl Default for UpstreamSettings {
    fn default() -> Self {
        Self {
            ca_bundle: None,
            connect_timeout_ms: default_connect_timeout(),
            stream_idle_timeout_seconds: default_stream_idle_timeout(),
        }
    }
}

fn default_stream_idle_timeout() -> u32 {
    120
}

fn default_connect_timeout() -> u32 {
    5000
}

/// Log output format.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum LogFormat {
    /// One JSON object per line.
    #[default]
    Json,
    /// Human-readable text.
    Text,
}

/// Logs, metrics and traces.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TelemetrySettings {
    /// OTLP gRPC endpoint for traces (e.g. `http://otel-collector:4317`); tracing export is off without it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub otlp_endpoint: Option<String>,
    /// `service.name` of exported traces (default `argus-sidecar`).
    #[serde(default = "default_service_name")]
    pub service_name: String,
    /// Log format.
    #[serde(default)]
    pub log_format: LogFormat,
    /// Log filter in `tracing` syntax (default `info`).
    #[serde(default = "default_log_level")]
    pub log_level: String,
    /// Log request and response bodies (off by default; never do this with personal data).
    #[serde(default)]
    pub log_bodies: bool,
}

impl Default for TelemetrySettings {
    fn default() -> Self {
        Self {
            otlp_endpoint: None,
            service_name: default_service_name(),
            log_format: LogFormat::Json,
            log_level: default_log_level(),
            log_bodies: false,
        }
    }
}

fn default_service_name() -> String {
    "argus-sidecar".to_string()
}
fn default_log_level() -> String {
    "info".to_string()
}
