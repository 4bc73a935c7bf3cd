//! Actor (seeds 001 and 003): who the agent is — role, risk tier, the immutable system
//! prompt of the prompt registry, goals, talents and behaviors, tools, context sources.

use std::collections::BTreeMap;

use kube::CustomResource;
use kube::KubeSchema;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::conditions::Condition;
use crate::tier::RiskTier;

/// The identity an agent runs as: its role, its risk tier, the only system prompt the
/// provider will see, its goals, talents, tools and context sources.
#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[kube(
    group = "argus.dev",
    version = "v1alpha1",
    kind = "Actor",
    namespaced,
    status = "ActorStatus",
    shortname = "act",
    category = "argus",
    derive = "PartialEq",
    cel,
    doc = "An Actor is the identity an AI agent runs as: role, risk tier, the immutable system prompt, goals, talents and behaviors, tools and context sources.",
    printcolumn(name = "Role", type_ = "string", json_path = ".status.role"),
    printcolumn(name = "Tier", type_ = "string", json_path = ".spec.tier"),
    printcolumn(
        name = "Ready",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"Ready\")].status"
    ),
    printcolumn(name = "Pods", type_ = "integer", json_path = ".status.boundPods"),
    printcolumn(
        name = "Mailbox",
        type_ = "integer",
        priority = 1,
        json_path = ".status.mailboxDepth"
    ),
    printcolumn(
        name = "Prompt",
        type_ = "string",
        priority = 1,
        json_path = ".status.promptHash"
    ),
    printcolumn(
        name = "Program",
        type_ = "string",
        priority = 1,
        json_path = ".status.programDigest"
    ),
    printcolumn(
        name = "Age",
        type_ = "date",
        json_path = ".metadata.creationTimestamp"
    )
)]
#[x_kube(validation = Rule::new("!(has(self.systemPrompt) && has(self.systemPromptRef))").message("set either systemPrompt or systemPromptRef, not both"))]
#[x_kube(validation = Rule::new("has(self.role) || has(self.program)").message("set role, here or as (role \"…\") in program"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActorSpec {
    /// The role the actor plays (e.g. `support-agent`), used for grouping and in audit
    /// records. Required, here or as `(role "…")` in `program` (if both, they must agree).
    #[serde(default)]
    #[schemars(length(min = 1, max = 128), transform = no_default)]
    pub role: String,

    /// The highest risk tier of action the actor may take; tools above it are refused.
    pub tier: RiskTier,

    /// The system prompt: the only one the provider sees. Agent-supplied system
    /// messages are demoted or dropped (see Policy `promptRegistry`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 65536))]
    pub system_prompt: Option<String>,

    /// The system prompt from a ConfigMap key instead of inline text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system_prompt_ref: Option<ConfigMapKeyRef>,

    /// What the actor is trying to achieve.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32), inner(length(min = 1, max = 1024)))]
    pub goals: Vec<String>,

    /// Named groups of behaviors.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(max = 32))]
    pub talents: Vec<TalentSpec>,

    /// Tools the actor may call (the canonical ToolSpec of seed 001).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(max = 128))]
    pub tools: Vec<ToolSpec>,

    /// Where the actor's dynamic context comes from. With at least one source the
    /// sidecar compiles a context block before every request that ends with a user turn
    /// (seed 001 `compileContext`): the last messages of the sources plus the ones most
    /// similar to the user turn, within `context.maxTokens`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["id".into()]))]
    #[schemars(length(max = 32))]
    pub context_sources: Vec<ContextSource>,

    /// How the context block is compiled (limits, token budget, deadline). Defaults apply
    /// when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<ContextSettings>,

    /// Names of the Actors (same namespace) this actor may send messages to. A message
    /// to any other actor is refused.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 253)))]
    pub peers: Vec<String>,

    /// The actor written in the Lisp DSL of seed 001: one `(actor "name" …)` form with
    /// `(role …)`, `(system-prompt …)`, `(goal …)`, `(peers "a" b …)`,
    /// `(context (source "id" [:kind :sessions|:peer|:config-map|:inbox] [:actor "peer"]
    /// [:config-map "name"] [:label …] [:selector {…}])…)`, `(tool …)` and
    /// `(talent "t" (behavior "b" :active|:passive|:persistent (goal …) (plan …) (tools …))…)`.
    /// The operator compiles it to the same structure as the YAML fields and combines the
    /// two: the program adds to them, and nothing is defined in both places — the role
    /// only if both agree; a system prompt, tool declaration, talent, context source or
    /// peer in exactly one. Tools a plan calls without declaring them use the YAML declaration if
    /// there is one, else they become `local` tools with arguments inferred from the
    /// calls. Errors name their line and column (Ready=False, reason ProgramInvalid); the
    /// digest of the compiled form is in `status.programDigest`. At most 64 KiB, nesting at
    /// most 64 deep.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 65536))]
    pub program: Option<String>,

    /// Whether the actor's final answers (answers without a tool call) must be a
    /// ClaimBundle (seed 004; schema at `manifests/schema/claim-bundle.schema.json`) as
    /// the answer's JSON text, e.g. via `response_format` json_schema. When on, the
    /// GateStack's evidence and uncertainty gates judge every final answer; an answer
    /// that is not a ClaimBundle is refused. Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub claims: bool,
}

/// A key of a ConfigMap in the same namespace.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConfigMapKeyRef {
    /// ConfigMap name.
    #[schemars(length(min = 1, max = 253))]
    pub name: String,
    /// Key within the ConfigMap.
    #[schemars(length(min = 1, max = 253))]
    pub key: String,
}

/// A named group of behaviors (seed 001).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TalentSpec {
    /// Unique name of the talent.
    #[schemars(length(min = 1, max = 63))]
    pub name: String,

    /// The behaviors of this talent.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32))]
    pub behaviors: Vec<BehaviorSpec>,
}

/// When a behavior may run (seed 001).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum BehaviorMode {
    /// Fires on user input.
    Active,
    /// May run when the actor is idle.
    Passive,
    /// Always permitted (e.g. background monitoring).
    Persistent,
}

/// A behavior: a goal pursued with a set of allowed tools.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BehaviorSpec {
    /// Name of the behavior, unique within its talent.
    #[schemars(length(min = 1, max = 63))]
    pub name: String,

    /// When the behavior may run.
    pub mode: BehaviorMode,

    /// What the behavior is for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 1024))]
    pub goal: Option<String>,

    /// Names of actor tools this behavior may call.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 128), inner(length(min = 1, max = 128)))]
    pub tools: Vec<String>,
}

/// How a tool is run.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ToolRuntime {
    /// Served by an MCP server (`endpoint` names it).
    Mcp,
    /// Run in the agent's process.
    Local,
    /// Called over HTTP(S) at `endpoint`.
    Http,
}

/// The canonical tool description (seed 001 ToolSpec), convertible to OpenAI functions,
/// Anthropic tools and MCP manifests.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.runtime == 'local' || has(self.endpoint)").message("endpoint is required for mcp and http tools"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolSpec {
    /// Function name as the model calls it.
    #[schemars(length(min = 1, max = 128), pattern(r"^[A-Za-z0-9_.:-]+$"))]
    pub name: String,

    /// What the tool does (shown to the model).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 4096))]
    pub description: Option<String>,

    /// JSON Schema of the arguments (an object schema).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(schema_with = "crate::actor::json_schema_object")]
    pub parameters: Option<serde_json::Value>,

    /// How the tool is run.
    pub runtime: ToolRuntime,

    /// HTTP URL, local path or MCP server id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub endpoint: Option<String>,

    /// `sha256:<hex>` of the upstream MCP server's definition of this tool that a person
    /// accepted (its name, description, input and output schema in canonical JSON; see
    /// `status.toolPins` for what is pinned and what changed). The gateway offers and
    /// calls the tool only while the upstream's definition hashes to its pin: without
    /// this field the definition first listed is pinned; set it to the changed hash
    /// shown in `status.toolPins[].changedTo` to accept a change. Only for `mcp` tools.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern(r"^sha256:[0-9a-f]{64}$"))]
    pub pin: Option<String>,
}

/// What a context source reads.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ContextSourceKind {
    /// This actor's own recorded sessions (user, assistant and tool messages).
    #[default]
    Sessions,
    /// The recorded sessions of another Actor of the namespace (`actor`).
    Peer,
    /// Documents of a ConfigMap (`configMap`), chunked by the operator and embedded by
    /// the sidecar when it loads its config.
    ConfigMap,
    /// Messages other actors sent to this one; each is delivered once.
    Inbox,
}

/// A source of dynamic context (seed 001 ContextSource).
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("!has(self.kind) || self.kind != 'peer' || has(self.actor)").message("a peer source names its actor"))]
#[x_kube(validation = Rule::new("!has(self.kind) || self.kind != 'configMap' || has(self.configMap)").message("a configMap source names its configMap"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContextSource {
    /// Unique id of the source (e.g. `sessions`, `docs`).
    #[schemars(length(min = 1, max = 63))]
    pub id: String,

    /// What the source reads (default `sessions`).
    #[serde(default, skip_serializing_if = "is_default_kind")]
    pub kind: ContextSourceKind,

    /// For `peer`: the Actor (same namespace) whose sessions are read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub actor: Option<String>,

    /// For `configMap`: the ConfigMap (same namespace) whose keys are the documents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub config_map: Option<String>,

    /// Human-readable label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 256))]
    pub label: Option<String>,

    /// Metadata the retrieval adapter filters on.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub selector: BTreeMap<String, String>,
}

fn is_default_kind(k: &ContextSourceKind) -> bool {
    *k == ContextSourceKind::default()
}

/// How the context block is compiled.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContextSettings {
    /// The last N messages of the sources always considered (default 10).
    #[serde(default = "default_recent_limit")]
    #[schemars(range(max = 200))]
    pub recent_limit: u32,
    /// The K messages most similar to the latest user turn added (default 5; needs the
    /// embedder).
    #[serde(default = "default_query_limit")]
    #[schemars(range(max = 100))]
    pub query_limit: u32,
    /// Most tokens of the context block (default 1024); it is never exceeded.
    #[serde(default = "default_max_tokens")]
    #[schemars(range(min = 16, max = 65536))]
    pub max_tokens: u32,
    /// Milliseconds the compilation may take on the request path (default 30); past it
    /// the request goes on without context (fail-open, counted and audited).
    #[serde(default = "default_deadline_ms")]
    #[schemars(range(min = 1, max = 10000))]
    pub deadline_ms: u32,
}

impl Default for ContextSettings {
    fn default() -> Self {
        Self {
            recent_limit: default_recent_limit(),
            query_limit: default_query_limit(),
            max_tokens: default_max_tokens(),
            deadline_ms: default_deadline_ms(),
        }
    }
}

fn default_recent_limit() -> u32 {
    10
}
fn default_query_limit() -> u32 {
    5
}
fn default_max_tokens() -> u32 {
    1024
}
fn default_deadline_ms() -> u32 {
    30
}

/// Observed state of an Actor.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct ActorStatus {
    /// The generation this status describes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,

    /// Ready and Valid conditions.
    #[serde(default)]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    pub conditions: Vec<Condition>,

    /// Pods running as this actor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_pods: Option<u32>,

    /// SHA-256 of the resolved system prompt, as recorded on every call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_hash: Option<String>,

    /// The role in force: `spec.role`, or the program's `(role "…")` when only the
    /// program sets it. Absent while the program does not compile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,

    /// `sha256:<hex>` of the compiled `program` (its canonical JSON form: keys sorted, no
    /// whitespace); changes exactly when the compiled meaning does. Absent without a
    /// program or while the program does not compile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program_digest: Option<String>,
    /// Messages waiting in the actor's inbox (not yet delivered into a request).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mailbox_depth: Option<u64>,

    /// Sessions with a recorded message in the last hour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_sessions: Option<u64>,

    /// When the actor last recorded a message (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_activity: Option<String>,

    /// The upstream MCP definitions pinned for the `mcp` tools, and the tools the
    /// gateway withholds (a changed definition, or one the injection check flagged),
    /// as the sidecars recorded them in the namespace's store.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    pub tool_pins: Vec<ToolPinStatus>,
}

/// The pin of one `mcp` tool, and why the gateway withholds it, if it does.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ToolPinStatus {
    /// The tool (`spec.tools[].name`).
    pub name: String,
    /// The upstream MCP server that defines it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upstream: Option<String>,
    /// `sha256:<hex>` of the pinned definition; absent while none is pinned (a tool
    /// flagged on its first listing is not pinned).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// How it was pinned: `firstListing` (the definition first listed) or `accepted`
    /// (`spec.tools[].pin`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned_by: Option<String>,
    /// When it was pinned (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned_at: Option<String>,
    /// `sha256:<hex>` of the definition the upstream lists now when it differs from the
    /// pin: the tool is not offered and calls are refused until `spec.tools[].pin`
    /// accepts it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changed_to: Option<String>,
    /// Why the gateway withholds the tool (a changed definition, or the injection
    /// check's source and score; the text itself is never quoted). Absent while offered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withheld: Option<String>,
    /// When it was withheld (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withheld_at: Option<String>,
}

/// Drops the `default` serde's `default` attribute puts into a field's schema: an empty
/// default would fail the field's own `minLength`, and the API server refuses a CRD whose
/// defaults do not validate. (The field may be omitted when the program sets it.)
fn no_default(schema: &mut schemars::Schema) {
    schema.remove("default");
}

/// Schema of a free-form JSON Schema object: an object whose content is kept as is.
pub fn json_schema_object(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": "object",
        "x-kubernetes-preserve-unknown-fields": true,
        "description": "JSON Schema of the tool's arguments (an object schema), kept as written."
    })
}
