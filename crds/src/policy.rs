//! Policy (seeds 002 and 003): which providers an agent may reach and how, what it may
//! spend, how loops are caught, how sessions are bounded and what fails open or closed.

use std::collections::BTreeMap;

use kube::CustomResource;
use kube::KubeSchema;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::conditions::Condition;

/// What an agent may reach, spend and repeat: providers and model routing, credentials,
/// rate limits and budgets, request limits, loop detection, caching, sessions, failure modes.
#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[kube(
    group = "argus.dev",
    version = "v1alpha1",
    kind = "Policy",
    namespaced,
    status = "PolicyStatus",
    shortname = "apol",
    category = "argus",
    derive = "PartialEq",
    cel,
    doc = "A Policy says which LLM providers an agent may reach and how, what it may spend, how loops are caught, how sessions are bounded and which components fail open or closed.",
    printcolumn(
        name = "Providers",
        type_ = "string",
        json_path = ".spec.providers[*].name"
    ),
    printcolumn(
        name = "Ready",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"Ready\")].status"
    ),
    printcolumn(
        name = "Store",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"StoreReady\")].status"
    ),
    printcolumn(name = "Pods", type_ = "integer", json_path = ".status.boundPods"),
    printcolumn(
        name = "Reason",
        type_ = "string",
        priority = 1,
        json_path = ".status.conditions[?(@.type==\"Ready\")].message"
    ),
    printcolumn(
        name = "Age",
        type_ = "date",
        json_path = ".metadata.creationTimestamp"
    )
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PolicySpec {
    /// Upstream LLM providers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(max = 32))]
    pub providers: Vec<ProviderSpec>,

    /// Model routes, first match wins: a requested model (exact or glob) to an ordered
    /// list of providers tried in turn on failure.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 128))]
    pub routes: Vec<RouteSpec>,

    /// Requests and tokens per minute, per tenant and per session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limits: Option<RateLimits>,

    /// Token budgets, checked before a request is forwarded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budgets: Option<Budgets>,

    /// Limits on a single request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<RequestLimits>,

    /// Semantic loop detection (seed 002).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loop_detection: Option<LoopDetection>,

    /// Response caching.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache: Option<CacheSettings>,

    /// Session lifetime and bounds (seed 003 context buffer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sessions: Option<SessionSettings>,

    /// Whether each component fails open (requests go on) or closed (requests are refused).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure_modes: Option<FailureModes>,

    /// Use an existing Redis Stack instead of the one the operator runs per namespace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redis: Option<RedisSettings>,

    /// How agent-supplied system prompts are treated (seed 003 prompt registry).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_registry: Option<PromptRegistrySettings>,

    /// Provider API paths the sidecar forwards although it does not govern them (no token
    /// estimate, rate limit, budget or audit record): for example `/v1/images/generations`
    /// or `/v1/audio/*`. An entry is an exact path, or a prefix when it ends in `*`; a
    /// trailing slash in the request is ignored. LLM calls (chat completions, Responses,
    /// Anthropic messages, Gemini generateContent), `/v1/completions` and `/v1/embeddings`
    /// are governed and need no entry; listing models and counting tokens cost nothing and
    /// are always forwarded. Every other path is refused with 403 unless listed here.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64))]
    pub pass_through: Vec<String>,

    /// What happens to the tools an LLM request offers the model (OpenAI functions,
    /// Responses tools, Anthropic tools, Gemini functionDeclarations) that the Actor's
    /// behaviors do not permit in the request's mode: `enforce` removes them before the
    /// request is forwarded; `report` forwards them and counts them
    /// (`argus_tools_unpermitted_total`) and logs them. Unset: tools are not examined.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tools_filter: Option<ToolsFilter>,

    /// Offer the model the Actor's permitted tools when the agent's request offers none
    /// (the platform assembles the call, seed 003). Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tools_inject: bool,
}

/// What the sidecar does with offered tools the Actor does not permit.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ToolsFilter {
    /// Remove them from the request.
    Enforce,
    /// Keep them; count and log them only.
    Report,
}

impl PolicySpec {
    /// Whether `passThrough` names `path` (already without a trailing slash or query).
    pub fn allows_pass_through(&self, path: &str) -> bool {
        self.pass_through
            .iter()
            .any(|entry| match entry.strip_suffix('*') {
                Some(prefix) => path.starts_with(prefix),
                None => entry.strip_suffix('/').unwrap_or(entry) == path,
            })
    }
}

/// Wire format of a provider.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ProviderKind {
    /// OpenAI (`https://api.openai.com`).
    Openai,
    /// Anthropic (`https://api.anthropic.com`).
    Anthropic,
    /// Google Gemini (`https://generativelanguage.googleapis.com`).
    Gemini,
    /// Any OpenAI-compatible endpoint; `baseUrl` is required.
    OpenaiCompatible,
}

impl ProviderKind {
    /// The provider's public base URL, if it has one.
    pub fn default_base_url(self) -> Option<&'static str> {
        match self {
            ProviderKind::Openai => Some("https://api.openai.com"),
            ProviderKind::Anthropic => Some("https://api.anthropic.com"),
            ProviderKind::Gemini => Some("https://generativelanguage.googleapis.com"),
            ProviderKind::OpenaiCompatible => None,
        }
    }

    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            ProviderKind::Openai => "openai",
            ProviderKind::Anthropic => "anthropic",
            ProviderKind::Gemini => "gemini",
            ProviderKind::OpenaiCompatible => "openaiCompatible",
        }
    }
}

/// An upstream LLM provider.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.kind != 'openaiCompatible' || has(self.baseUrl)").message("baseUrl is required for openaiCompatible providers"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProviderSpec {
    /// Unique name, referenced by routes.
    #[schemars(length(min = 1, max = 63), pattern(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))]
    pub name: String,

    /// Wire format of the provider.
    pub kind: ProviderKind,

    /// Base URL (scheme and host, optional path prefix); defaults to the provider's public API.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048), pattern(r"^https?://"))]
    pub base_url: Option<String>,

    /// Where the API key comes from. Only the sidecar ever sees it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub credential: Option<CredentialRef>,

    /// Timeout for a whole upstream request, in seconds (default 120): until the response
    /// headers, and for a non-streamed answer until its last byte (a 504
    /// `argus_upstream_timeout` in the caller's format otherwise, audited `upstream_timeout`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 3600))]
    pub timeout_seconds: Option<u32>,

    /// Longest silence between two chunks of a streamed answer, in seconds (default: the
    /// sidecar's `upstream.streamIdleTimeoutSeconds`, 120). A stream silent longer ends with
    /// an error event in the caller's format and is audited `upstream_timeout`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 3600))]
    pub stream_idle_timeout_seconds: Option<u32>,

    /// Extra non-secret headers sent upstream (e.g. `anthropic-version`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub headers: BTreeMap<String, String>,
}

impl ProviderSpec {
    /// Default `timeoutSeconds`.
    pub const DEFAULT_TIMEOUT_SECONDS: u32 = 120;

    /// The base URL, falling back to the provider's public API.
    pub fn base_url(&self) -> Option<&str> {
        self.base_url.as_deref().or(self.kind.default_base_url())
    }
}

/// Reference to a credential held in a Secret.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CredentialRef {
    /// The Secret key holding the API key (same namespace).
    pub secret_key_ref: SecretKeyRef,
}

/// A key of a Secret in the same namespace.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SecretKeyRef {
    /// Secret name.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// Key within the Secret.
    #[schemars(length(min = 1, max = 253))]
    pub key: String,
}

/// A model route.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RouteSpec {
    /// Requested model name, exact or a glob (`gpt-4*`, `claude-*`, `*`).
    #[schemars(length(min = 1, max = 256))]
    pub model: String,

    /// Providers in failover order.
    #[schemars(length(min = 1, max = 8), inner(length(min = 1, max = 63)))]
    pub providers: Vec<String>,

    /// Model name to send upstream instead of the requested one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 256))]
    pub target_model: Option<String>,
}

/// Rate limits per tenant and per session.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateLimits {
    /// Limits shared by all sessions of the tenant (`<namespace>/<actor>`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tenant: Option<RateLimit>,
    /// Limits per session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<RateLimit>,
}

/// Requests and tokens per minute.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateLimit {
    /// Requests per minute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub requests_per_minute: Option<u32>,
    /// Tokens (input estimate plus max output) per minute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub tokens_per_minute: Option<u64>,
}

/// Token budgets.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Budgets {
    /// Tokens one session may use over its lifetime.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub session_tokens: Option<u64>,
    /// Tokens the tenant may use per UTC day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub tenant_tokens_per_day: Option<u64>,
}

/// Limits on a single request.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestLimits {
    /// Largest request body accepted, in bytes (default 4 MiB).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1024, max = 268435456))]
    pub max_request_bytes: Option<u64>,
    /// Largest `max_tokens` (or equivalent) a request may ask for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub max_tokens_per_request: Option<u32>,
}

impl RequestLimits {
    /// Default `maxRequestBytes`.
    pub const DEFAULT_MAX_REQUEST_BYTES: u64 = 4 * 1024 * 1024;

    /// `maxRequestBytes` or its default.
    pub fn max_request_bytes(&self) -> u64 {
        self.max_request_bytes
            .unwrap_or(Self::DEFAULT_MAX_REQUEST_BYTES)
    }
}

/// Whose prompts are compared for loops.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum LoopScope {
    /// Compare with the same session's recent prompts.
    #[default]
    Session,
    /// Compare with the recent prompts of all sessions of the actor (tenant).
    Actor,
}

/// Semantic loop detection (seed 002).
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LoopDetection {
    /// Whether loop detection runs.
    #[serde(default = "default_true")]
    pub enabled: bool,

    /// Similarity (`1 - cosine_distance / 2`) above which a prompt repeats a recent one.
    #[serde(default = "default_loop_threshold")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub threshold: f64,

    /// How many recent prompts are compared.
    #[serde(default = "default_history_size")]
    #[schemars(range(min = 1, max = 100))]
    pub history_size: u32,

    /// How long a prompt is remembered, in seconds.
    #[serde(default = "default_loop_ttl")]
    #[schemars(range(min = 1, max = 604800))]
    pub ttl_seconds: u32,

    /// Deadline of the loop check; past it the request goes on unchecked (fail open).
    #[serde(default = "default_loop_timeout")]
    #[schemars(range(min = 1, max = 10000))]
    pub timeout_ms: u32,

    /// Whose prompts are compared.
    #[serde(default)]
    pub scope: LoopScope,

    /// The message injected when a loop is detected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 4096))]
    pub message: Option<String>,

    /// Loops detected in one session before the response escalates up the
    /// intervention ladder to a hard block (0 disables escalation).
    #[serde(default = "default_loop_escalate_after")]
    #[schemars(range(max = 100))]
    pub escalate_after: u32,
}

impl LoopDetection {
    /// The default intervention message (seed 002).
    pub const DEFAULT_MESSAGE: &'static str = "You seem to be repeating similar requests. Please take a different approach or consider that the previous attempts may have already addressed your question.";

    /// The message, or the default.
    pub fn message(&self) -> &str {
        self.message.as_deref().unwrap_or(Self::DEFAULT_MESSAGE)
    }
}

impl Default for LoopDetection {
    fn default() -> Self {
        Self {
            enabled: true,
            threshold: default_loop_threshold(),
            history_size: default_history_size(),
            ttl_seconds: default_loop_ttl(),
            timeout_ms: default_loop_timeout(),
            scope: LoopScope::Session,
            message: None,
            escalate_after: default_loop_escalate_after(),
        }
    }
}

fn default_true() -> bool {
    true
}
fn default_loop_threshold() -> f64 {
    0.95
}
fn default_history_size() -> u32 {
    5
}
fn default_loop_ttl() -> u32 {
    3600
}
fn default_loop_timeout() -> u32 {
    50
}
fn default_loop_escalate_after() -> u32 {
    3
}

/// Response caching.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CacheSettings {
    /// Exact-match cache of deterministic requests (temperature 0 or marked cacheable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exact: Option<ExactCache>,
    /// Semantic cache: reuse a response for a sufficiently similar request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub semantic: Option<SemanticCache>,
}

/// Exact-match cache.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExactCache {
    /// Whether the cache is used.
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// How long an entry lives, in seconds.
    #[serde(default = "default_cache_ttl")]
    #[schemars(range(min = 1, max = 2592000))]
    pub ttl_seconds: u32,
}

fn default_cache_ttl() -> u32 {
    3600
}

/// Semantic cache: a request whose last user turn is a paraphrase of a cached one (same
/// tenant, model, system prompt and conversation before that turn) is answered with the
/// cached response. Only non-streamed requests without tools, at temperature 0 unless
/// `anyTemperature`; the two turns must also carry the same numbers with their units,
/// currencies, dates, names and products, negations and antonym poles, and no swapped
/// roles (a guard against "23 kg" answering "23 lb", "enable" answering "disable",
/// "order 1234" answering "order 1235"). Needs the
/// embedder and loop detection, whose embedding of the last user turn it reuses.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SemanticCache {
    /// Whether the cache is used.
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// Cosine similarity of the two last user turns at or above which a cached response
    /// is reused (default 0.70, chosen on the development pairs with the verification: no
    /// false hit there, and below it other questions of the sets start to be answered;
    /// `make eval` prints the rates). Every candidate passes the verification first
    /// (facts, names, antonyms, swapped roles); turns whose content words all align need
    /// less (0.25 from two words, 0.5 for one), a turn that only adds words to the other
    /// 0.75 (never more than this), and one word exchanged for another 0.85 (never less).
    #[serde(default = "default_semantic_threshold")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub threshold: f64,
    /// How long an entry lives, in seconds.
    #[serde(default = "default_cache_ttl")]
    #[schemars(range(min = 1, max = 2592000))]
    pub ttl_seconds: u32,
    /// Also reuse answers to requests sampled at a temperature above 0 (off by default:
    /// such a caller asked for varied answers).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_temperature: bool,
    /// Most entries kept per tenant by each sidecar (default 10000); the oldest go first.
    #[serde(default = "default_semantic_max_entries")]
    #[schemars(range(min = 1, max = 1000000))]
    pub max_entries: u32,
}

fn default_semantic_max_entries() -> u32 {
    10_000
}

fn default_semantic_threshold() -> f64 {
    0.70
}

/// Session lifetime and bounds.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SessionSettings {
    /// Idle time after which a session expires and is finalised, in seconds.
    #[serde(default = "default_session_ttl")]
    #[schemars(range(min = 1, max = 2592000))]
    pub ttl_seconds: u32,
    /// History entries kept per session; older ones are dropped.
    #[serde(default = "default_max_history")]
    #[schemars(range(min = 1, max = 100000))]
    pub max_history_entries: u32,
    /// Live sessions per tenant; the least recently used is evicted beyond it.
    #[serde(default = "default_max_sessions")]
    #[schemars(range(min = 1, max = 10000000))]
    pub max_sessions: u32,
}

impl Default for SessionSettings {
    fn default() -> Self {
        Self {
            ttl_seconds: default_session_ttl(),
            max_history_entries: default_max_history(),
            max_sessions: default_max_sessions(),
        }
    }
}

fn default_session_ttl() -> u32 {
    3600
}
fn default_max_history() -> u32 {
    256
}
fn default_max_sessions() -> u32 {
    10000
}

/// Whether a failing component lets requests through or refuses them.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum FailureMode {
    /// Requests go on without the component's check.
    #[default]
    FailOpen,
    /// Requests are refused while the component is unavailable.
    FailClosed,
}

/// Failure mode per component.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FailureModes {
    /// Session and limit store (Redis).
    #[serde(default)]
    pub store: FailureMode,
    /// Embedder sidecar (loop detection, semantic classification).
    #[serde(default)]
    pub embedder: FailureMode,
    /// Workflow engine and gates.
    #[serde(default)]
    pub engine: FailureMode,
    /// The injection webhook: failClosed rejects pods it cannot inject.
    #[serde(default)]
    pub webhook: FailureMode,
    /// The adversarial gate's guardian model: failOpen goes on without its score when it
    /// times out, errs or answers out of shape; failClosed defers the calls it should
    /// have scored ("guardian unavailable: …").
    #[serde(default)]
    pub guardian: FailureMode,
}

/// The Redis Stack of the bound pods: the operator's per-namespace one (`redis-argus`,
/// password-protected, fenced by a NetworkPolicy) or an external one.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RedisSettings {
    /// `redis://` or `rediss://` (TLS) URL of a Redis Stack (with RediSearch) to use instead of the per-namespace one; no Redis objects are then made in the namespace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048), pattern(r"^rediss?://"))]
    pub external_url: Option<String>,
    /// Secret key holding the password of the external Redis, if the URL has none. The per-namespace store ignores it: its password is generated into the Secret `redis-argus`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_secret_ref: Option<SecretKeyRef>,
    /// Storage of the per-namespace Redis Stack; overrides the operator's default (`redis.persistence` in the chart). When Policies bound in one namespace disagree, the first by name that sets it wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub persistence: Option<RedisPersistence>,
}

/// Where the per-namespace Redis Stack keeps its append-only file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RedisPersistence {
    /// Keep the data on a PersistentVolumeClaim (`redis-argus`, kept when the store is collected); false keeps it in an emptyDir, which survives container restarts but not the pod.
    #[serde(default)]
    pub enabled: bool,
    /// Size of the claim, e.g. `1Gi` (default: the operator's setting, else 1Gi).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(
        length(min = 1, max = 64),
        pattern(r"^[0-9]+(\.[0-9]+)?([KMGTPE]i?)?$")
    )]
    pub size: Option<String>,
    /// StorageClass of the claim (default: the operator's setting, else the cluster default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub storage_class: Option<String>,
}

/// What happens to system messages the agent sends.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum AgentSystemMessages {
    /// Keep them as a user-role note, so instructions are not lost but cannot override the platform.
    #[default]
    Demote,
    /// Remove them.
    Drop,
}

/// Prompt registry settings.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PromptRegistrySettings {
    /// What happens to agent-supplied system messages when the Actor has a system prompt.
    #[serde(default)]
    pub agent_system_messages: AgentSystemMessages,
}

/// Observed state of a Policy.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct PolicyStatus {
    /// The generation this status describes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,

    /// Ready, Valid and StoreReady conditions.
    #[serde(default)]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    pub conditions: Vec<Condition>,

    /// Pods held to this policy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_pods: Option<u32>,

    /// The Redis the bound pods use (URL without credentials).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store: Option<String>,
}
