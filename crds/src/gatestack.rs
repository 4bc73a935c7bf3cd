//! GateStack (seed 004): the ordered gates every agent action passes — evidence,
//! uncertainty, security, adversarial, human approval — the tool risk tiers and audit.

use std::collections::BTreeMap;

use kube::CustomResource;
use kube::KubeSchema;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::conditions::Condition;
use crate::tier::RiskTier;

/// The gates an agent's actions must pass, in order, with their thresholds; which risk
/// tier each tool carries; who approves risky actions; and what is audited.
#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[kube(
    group = "argus.dev",
    version = "v1alpha1",
    kind = "GateStack",
    namespaced,
    status = "GateStackStatus",
    shortname = "gs",
    category = "argus",
    derive = "PartialEq",
    cel,
    doc = "A GateStack is the ordered list of gates (evidence, uncertainty, security, adversarial, human approval) an agent's actions pass, the risk tier of each tool, approval routing and audit settings.",
    printcolumn(name = "Gates", type_ = "string", json_path = ".spec.gates[*].type"),
    printcolumn(
        name = "Ready",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"Ready\")].status"
    ),
    printcolumn(name = "Pods", type_ = "integer", json_path = ".status.boundPods"),
    printcolumn(
        name = "Pending",
        type_ = "integer",
        json_path = ".status.pendingApprovals"
    ),
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
pub struct GateStackSpec {
    /// The gates, evaluated in this order; the first that does not pass decides.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    #[schemars(length(max = 5))]
    pub gates: Vec<GateSpec>,

    /// Risk tier of each tool, by function name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tool_risk_tiers: BTreeMap<String, RiskTier>,

    /// Tier of tools missing from `toolRiskTiers` (default MODIFY: unknown tools are treated as risky).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_tool_tier: Option<RiskTier>,

    /// The append-only audit trail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audit: Option<AuditSettings>,
    /// How a refused tool call reaches the agent: `rewrite` (default) removes the call
    /// and says in the answer's text which call was refused and why; `error` answers a
    /// non-streamed call with HTTP 409 `argus_gate_refused` instead (a stream, whose
    /// status is already sent, always gets the rewrite).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refusals: Option<RefusalMode>,
}

/// How a refused tool call reaches the agent.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum RefusalMode {
    /// The call is removed and the answer's text says why.
    #[default]
    Rewrite,
    /// The whole answer is refused with HTTP 409 `argus_gate_refused`.
    Error,
}

impl GateStackSpec {
    /// Default for tools without a tier.
    pub const DEFAULT_TOOL_TIER: RiskTier = RiskTier::Modify;

    /// The tier of `tool`.
    pub fn tool_tier(&self, tool: &str) -> RiskTier {
        self.tool_risk_tiers
            .get(tool)
            .copied()
            .unwrap_or(self.default_tool_tier.unwrap_or(Self::DEFAULT_TOOL_TIER))
    }
}

/// The five gate types of seed 004.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum GateType {
    /// FACT claims need evidence of sufficient confidence.
    Evidence,
    /// High-uncertainty claims are deferred or explained.
    Uncertainty,
    /// Actor tier must cover the tool tier; MCP HTTP origins are validated.
    Security,
    /// A guardian scores actions for manipulation and anomalies.
    Adversarial,
    /// Risky actions wait for a human.
    HumanApproval,
}

impl GateType {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            GateType::Evidence => "evidence",
            GateType::Uncertainty => "uncertainty",
            GateType::Security => "security",
            GateType::Adversarial => "adversarial",
            GateType::HumanApproval => "humanApproval",
        }
    }
}

/// One gate. Only the parameter block named after its type may be set.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.type == 'evidence' || !has(self.evidence)").message("evidence parameters on a gate of another type"))]
#[x_kube(validation = Rule::new("self.type == 'uncertainty' || !has(self.uncertainty)").message("uncertainty parameters on a gate of another type"))]
#[x_kube(validation = Rule::new("self.type == 'security' || !has(self.security)").message("security parameters on a gate of another type"))]
#[x_kube(validation = Rule::new("self.type == 'adversarial' || !has(self.adversarial)").message("adversarial parameters on a gate of another type"))]
#[x_kube(validation = Rule::new("self.type == 'humanApproval' || !has(self.humanApproval)").message("humanApproval parameters on a gate of another type"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GateSpec {
    /// Which gate this is.
    #[serde(rename = "type")]
    pub type_: GateType,

    /// Whether the gate runs (default true).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled: Option<bool>,

    /// Parameters of the evidence gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evidence: Option<EvidenceGate>,

    /// Parameters of the uncertainty gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uncertainty: Option<UncertaintyGate>,

    /// Parameters of the security gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security: Option<SecurityGate>,

    /// Parameters of the adversarial gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adversarial: Option<AdversarialGate>,

    /// Parameters of the human approval gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub human_approval: Option<HumanApprovalGate>,
}

impl GateSpec {
    /// Whether the gate runs.
    pub fn is_enabled(&self) -> bool {
        self.enabled.unwrap_or(true)
    }
}

/// Gate decisions of seed 004.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum GateDecision {
    /// Let the action through.
    Execute,
    /// Hold it for a human.
    Defer,
    /// Refuse it.
    Refuse,
    /// Let it through with caveats.
    Explain,
}

/// Evidence gate: FACT claims need evidence with at least `minConfidence`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EvidenceGate {
    /// Minimum source confidence of each evidence pointer.
    #[serde(default = "default_evidence_confidence")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub min_confidence: f64,
    /// Decision for a FACT claim without evidence.
    #[serde(default = "refuse")]
    pub on_missing: GateDecision,
    /// Decision for evidence below `minConfidence`.
    #[serde(default = "defer")]
    pub on_low_confidence: GateDecision,
}

impl Default for EvidenceGate {
    fn default() -> Self {
        Self {
            min_confidence: default_evidence_confidence(),
            on_missing: refuse(),
            on_low_confidence: defer(),
        }
    }
}

fn default_evidence_confidence() -> f64 {
    0.6
}
fn refuse() -> GateDecision {
    GateDecision::Refuse
}
fn defer() -> GateDecision {
    GateDecision::Defer
}

/// How uncertainty is measured (seed 004).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum UncertaintyMethod {
    /// The model's own or a supplied confidence score.
    #[default]
    ConfidenceScore,
    /// Entropy over semantically clustered samples.
    SemanticEntropy,
    /// Disagreement between samples at different temperatures.
    ModelDisagreement,
    /// Conformal prediction sets from calibration data.
    ConformalSet,
}

/// Uncertainty gate: defer above `deferThreshold`, explain above `explainThreshold`.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.explainThreshold <= self.deferThreshold").message("explainThreshold must not exceed deferThreshold"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UncertaintyGate {
    /// How uncertainty is measured.
    #[serde(default)]
    pub method: UncertaintyMethod,
    /// Uncertainty above which the action is deferred to a human.
    #[serde(default = "default_defer_threshold")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub defer_threshold: f64,
    /// Uncertainty above which the action goes on with an explanation.
    #[serde(default = "default_explain_threshold")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub explain_threshold: f64,
    /// Samples drawn for sampling-based methods.
    #[serde(default = "default_samples")]
    #[schemars(range(min = 2, max = 20))]
    pub samples: u32,
}

impl Default for UncertaintyGate {
    fn default() -> Self {
        Self {
            method: UncertaintyMethod::default(),
            defer_threshold: default_defer_threshold(),
            explain_threshold: default_explain_threshold(),
            samples: default_samples(),
        }
    }
}

fn default_defer_threshold() -> f64 {
    0.75
}
fn default_explain_threshold() -> f64 {
    0.5
}
fn default_samples() -> u32 {
    5
}

/// Security gate: tier check, MCP origin validation, per-tool rate limits.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SecurityGate {
    /// Refuse tools whose tier exceeds the actor's.
    #[serde(default = "default_true")]
    pub enforce_tier: bool,
    /// Validate the Origin of streamable-HTTP MCP calls (DNS rebinding protection).
    #[serde(default = "default_true")]
    pub validate_origin: bool,
    /// Origins accepted when `validateOrigin` is on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 2048)))]
    pub allowed_origins: Vec<String>,
    /// Calls per minute to any one tool before further calls are deferred.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub tool_calls_per_minute: Option<u32>,
}

impl Default for SecurityGate {
    fn default() -> Self {
        Self {
            enforce_tier: true,
            validate_origin: true,
            allowed_origins: Vec::new(),
            tool_calls_per_minute: None,
        }
    }
}

fn default_true() -> bool {
    true
}

/// Adversarial gate: the untrusted input an action follows (the user turn and each tool
/// result after it) is scored by the embedder's injection classifier, optionally also by
/// a guardian model; an action above `minTier` whose threat is above the threshold is
/// deferred, and a flagged MCP tool result is withheld or annotated.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AdversarialGate {
    /// Threat score above which the action is deferred: the injection classifier's
    /// calibrated probability that the input carries instructions meant for the model
    /// (default 0.7; `make eval` prints the precision and recall at 0.5 / 0.7 / 0.9).
    #[serde(default = "default_threat_threshold")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub threat_threshold: f64,
    /// Model of the guardian, routed through the Policy (built-in heuristics when unset).
    /// Each non-streamed answer's calls above `minTier` are scored by it (an OpenAI chat
    /// request to an OpenAI-compatible provider, with Argus's fixed rubric), the score
    /// taken with the others; streamed answers use the other scores only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 256))]
    pub guardian_model: Option<String>,
    /// How long the guardian may take to score an answer's calls, in milliseconds
    /// (default 2000). Past it, the Policy's `failureModes.guardian` decides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 60000))]
    pub guardian_timeout_ms: Option<u32>,
    /// Only actions above this tier are checked (default READ_ONLY: every action that changes something).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_tier: Option<RiskTier>,
    /// Texts of prompt injections this workload has seen, a second signal beside the
    /// classifier: the latest untrusted input is also scored by its semantic similarity
    /// to them (cosine 0.5 ↦ 0.7; needs the embedder).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 256), inner(length(min = 1, max = 2048)))]
    pub injection_exemplars: Vec<String>,
    /// Threat score of an action the workflow's current state never leads to (a tool call
    /// into a state with no transition from the current one). Default 0.6, below the
    /// default threshold: such actions are left to the workflow's own constraints and
    /// interventions; set it above `threatThreshold` to hold them for approval.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub anomaly_score: Option<f64>,
    /// What happens to a tool result, returned through the MCP gateway, whose injection
    /// score is above `threatThreshold`: `defer` withholds it (the agent reads why),
    /// `explain` passes it with a warning prepended. Default `defer`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flagged_results: Option<FlaggedResults>,
}

impl AdversarialGate {
    /// Default of `anomalyScore`.
    pub const DEFAULT_ANOMALY_SCORE: f64 = 0.6;
    /// Default of `guardianTimeoutMs`.
    pub const DEFAULT_GUARDIAN_TIMEOUT_MS: u32 = 2000;
}

impl Default for AdversarialGate {
    fn default() -> Self {
        Self {
            injection_exemplars: Vec::new(),
            anomaly_score: None,
            flagged_results: None,
            threat_threshold: default_threat_threshold(),
            guardian_model: None,
            guardian_timeout_ms: None,
            min_tier: None,
        }
    }
}

fn default_threat_threshold() -> f64 {
    0.7
}

/// What happens to a tool result the injection check flags.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, JsonSchema, Default)]
#[serde(rename_all = "camelCase")]
pub enum FlaggedResults {
    /// Withhold the result (DEFER).
    #[default]
    Defer,
    /// Pass it, annotated (EXPLAIN).
    Explain,
}

/// What happens to an action of a given tier.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ApprovalAction {
    /// Hold the action until an approver decides.
    RequireApproval,
    /// Execute and record it prominently.
    LogAndExecute,
    /// Execute.
    AutoExecute,
}

/// How an action awaiting approval is held.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ApprovalMode {
    /// The call is replaced by "awaiting approval NAME"; when the model proposes the same
    /// call again (tool name and argument hash) after approval, it passes once.
    #[default]
    Async,
    /// The agent's request waits (streams are kept alive with SSE comments) until the
    /// approval is decided or times out.
    Hold,
}

impl ApprovalMode {
    /// The wire name (`async`, `hold`).
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalMode::Async => "async",
            ApprovalMode::Hold => "hold",
        }
    }
}

/// Who is asked to decide a deferred action.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ApprovalVia {
    /// An Approval that the route's groups and users decide.
    #[default]
    Approvers,
    /// The agent's user, asked through MCP elicitation (a form with one `confirm`
    /// checkbox) when a tool call comes through the MCP gateway from a client that
    /// declared the `elicitation` capability; otherwise, or when asking fails, an Approval
    /// as for `approvers`.
    Elicitation,
}

impl ApprovalVia {
    /// The wire name (`approvers`, `elicitation`).
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalVia::Approvers => "approvers",
            ApprovalVia::Elicitation => "elicitation",
        }
    }

    fn is_approvers(&self) -> bool {
        *self == ApprovalVia::Approvers
    }
}

/// Approval routing for actions at or above a tier.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.action != 'requireApproval' || has(self.approvers) || (has(self.groups) && size(self.groups) > 0) || (has(self.users) && size(self.users) > 0)").message("approvers (groups, users or approvers) are required when action is requireApproval"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApprovalRoute {
    /// Lowest tier this route covers.
    pub min_tier: RiskTier,
    /// What happens to such actions.
    pub action: ApprovalAction,
    /// A Kubernetes group whose members may decide (kept from the first API: the same as
    /// one entry in `groups`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 253))]
    pub approvers: Option<String>,
    /// Kubernetes groups (as the API server authenticates them) whose members may decide
    /// an approval on this route.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32), inner(length(min = 1, max = 253)))]
    pub groups: Vec<String>,
    /// Kubernetes user names (as the API server authenticates them) who may decide an
    /// approval on this route.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32), inner(length(min = 1, max = 253)))]
    pub users: Vec<String>,
    /// How the action waits: `async` (default; the call is replaced by "awaiting approval
    /// NAME" and passes once when proposed again after approval) or `hold` (the request
    /// waits for the decision).
    #[serde(default)]
    pub mode: ApprovalMode,
    /// Who is asked first: `approvers` (default) or `elicitation` — the agent's user,
    /// through its MCP client, for calls through the MCP gateway; the route's approvers
    /// still decide when the client cannot be asked (they must be named either way).
    #[serde(default, skip_serializing_if = "ApprovalVia::is_approvers")]
    pub via: ApprovalVia,
}

impl ApprovalRoute {
    /// Who may decide an approval on this route: `approvers` and `groups` as groups.
    pub fn approver_set(&self) -> Approvers {
        let mut groups: Vec<String> = self.approvers.iter().cloned().collect();
        for g in &self.groups {
            if !groups.contains(g) {
                groups.push(g.clone());
            }
        }
        Approvers {
            groups,
            users: self.users.clone(),
        }
    }
}

/// The subjects who may decide an approval.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Approvers {
    /// Kubernetes groups whose members may decide.
    #[serde(default)]
    #[schemars(length(max = 33), inner(length(min = 1, max = 253)))]
    pub groups: Vec<String>,
    /// Kubernetes user names who may decide.
    #[serde(default)]
    #[schemars(length(max = 32), inner(length(min = 1, max = 253)))]
    pub users: Vec<String>,
}

impl Approvers {
    /// Whether nobody is named.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty() && self.users.is_empty()
    }

    /// Whether `user`, member of `groups`, is one of these approvers.
    pub fn admits(&self, user: &str, groups: &[String]) -> bool {
        self.users.iter().any(|u| u == user) || self.groups.iter().any(|g| groups.contains(g))
    }
}

impl std::fmt::Display for Approvers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<String> = self
            .groups
            .iter()
            .map(|g| format!("group {g}"))
            .chain(self.users.iter().map(|u| format!("user {u}")))
            .collect();
        if names.is_empty() {
            f.write_str("approvers")
        } else {
            f.write_str(&names.join(", "))
        }
    }
}

/// Decision when no approver answers in time.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum TimeoutDecision {
    /// Refuse the action.
    #[default]
    Deny,
    /// Let the action through.
    Allow,
}

/// Human approval gate: routes risky actions to approvers by tier.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HumanApprovalGate {
    /// Routes by tier; the route with the highest `minTier` not above the action's tier applies.
    /// Default (seed 004): PRIVILEGE → security-team, DELETE → ops-team, MODIFY → logAndExecute.
    #[serde(default = "default_routes")]
    #[schemars(length(max = 5))]
    pub routes: Vec<ApprovalRoute>,
    /// How long to wait for an approver, in seconds.
    #[serde(default = "default_approval_timeout")]
    #[schemars(range(min = 1, max = 604800))]
    pub timeout_seconds: u32,
    /// Decision when the timeout passes.
    #[serde(default)]
    pub on_timeout: TimeoutDecision,
}

impl Default for HumanApprovalGate {
    fn default() -> Self {
        Self {
            routes: default_routes(),
            timeout_seconds: default_approval_timeout(),
            on_timeout: TimeoutDecision::Deny,
        }
    }
}

fn default_routes() -> Vec<ApprovalRoute> {
    vec![
        ApprovalRoute {
            min_tier: RiskTier::Privilege,
            action: ApprovalAction::RequireApproval,
            approvers: Some("security-team".into()),
            groups: Vec::new(),
            users: Vec::new(),
            mode: ApprovalMode::Async,
            via: ApprovalVia::Approvers,
        },
        ApprovalRoute {
            min_tier: RiskTier::Delete,
            action: ApprovalAction::RequireApproval,
            approvers: Some("ops-team".into()),
            groups: Vec::new(),
            users: Vec::new(),
            mode: ApprovalMode::Async,
            via: ApprovalVia::Approvers,
        },
        ApprovalRoute {
            min_tier: RiskTier::Modify,
            action: ApprovalAction::LogAndExecute,
            approvers: None,
            groups: Vec::new(),
            users: Vec::new(),
            mode: ApprovalMode::Async,
            via: ApprovalVia::Approvers,
        },
    ]
}

fn default_approval_timeout() -> u32 {
    300
}

/// Where audit records go.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, Default, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum AuditSink {
    /// JSON lines on the sidecar's standard output.
    #[default]
    Stdout,
    /// JSON lines appended to `path`, rotated by size (`maxFileBytes`).
    File,
    /// An append-only Redis stream in the namespace's store.
    Redis,
    /// OpenTelemetry log records, with the trace context of the call they record, sent
    /// through the sidecar's OTLP exporter (the Policy's `telemetry.otlpEndpoint`).
    Otlp,
}

/// The append-only audit trail (seed 004).
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("(self.sink != 'file' && !(has(self.sinks) && 'file' in self.sinks)) || has(self.path)").message("path is required for the file sink"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuditSettings {
    /// Whether actions are audited.
    #[serde(default = "default_true")]
    pub enabled: bool,
    /// Where records go besides the JSON log line, when `sinks` is not set (the line is
    /// always logged then).
    #[serde(default)]
    pub sink: AuditSink,
    /// Where records go, several at once (e.g. `[redis, otlp]`); replaces `sink` when set.
    /// Only the listed sinks get records: without `stdout`, no audit line is logged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 4))]
    pub sinks: Vec<AuditSink>,
    /// File path for the file sink.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 4096))]
    pub path: Option<String>,
    /// Size in bytes at which the file sink's file is rotated: renamed to `<path>.1`
    /// (replacing the previous one) and started afresh. Default 100 MiB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 4096))]
    pub max_file_bytes: Option<u64>,
    /// Record tool-call arguments (off by default: they may hold personal data).
    #[serde(default)]
    pub include_arguments: bool,
    /// Argument keys whose values are replaced by `[REDACTED]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 128)))]
    pub redact_keys: Vec<String>,
    /// Days records are kept (Redis sink).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 3650))]
    pub retention_days: Option<u32>,
}

impl AuditSettings {
    /// The sinks that get records: none when disabled, else `sinks`, else `sink`.
    pub fn active_sinks(&self) -> Vec<AuditSink> {
        if !self.enabled {
            return Vec::new();
        }
        if self.sinks.is_empty() {
            return vec![self.sink];
        }
        let mut out = Vec::new();
        for s in &self.sinks {
            if !out.contains(s) {
                out.push(*s);
            }
        }
        out
    }

    /// Whether records go to `sink`.
    pub fn sends_to(&self, sink: AuditSink) -> bool {
        self.active_sinks().contains(&sink)
    }
}

/// Observed state of a GateStack.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct GateStackStatus {
    /// The generation this status describes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,

    /// Ready and Valid conditions.
    #[serde(default)]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    pub conditions: Vec<Condition>,

    /// Enabled gates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gates: Option<u32>,

    /// Pods whose actions pass this gate stack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_pods: Option<u32>,

    /// Approvals naming this GateStack that wait for a decision (phase Pending), counted
    /// by the operator as Approvals change (`kubectl argus approvals` lists them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending_approvals: Option<u64>,

    /// The head (newest seq and hash) of each tenant's audit chain bound to this stack,
    /// copied periodically by the operator from the namespace's Redis. A copy outside the
    /// store: deleting or rewriting the newest entries there no longer matches it
    /// (`kubectl argus audit verify`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["tenant".into()]))]
    pub audit_heads: Vec<AuditHead>,
}

/// Where one tenant's audit chain stood when the operator last looked.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditHead {
    /// The tenant, `<namespace>/<actor>`.
    pub tenant: String,
    /// The seq of the chain's newest entry.
    pub seq: u64,
    /// That entry's hash (SHA-256, hex).
    pub hash: String,
    /// When the operator read it (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_at: Option<String>,
}
