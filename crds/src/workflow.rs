//! Workflow (seed 000): the state machine an agent should follow, the temporal
//! constraints over its history, and the interventions that steer it back.

use kube::CustomResource;
use kube::KubeSchema;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::conditions::Condition;

/// What an agent should do: states, allowed transitions, temporal constraints over
/// the state history, and the interventions that correct it when it drifts.
#[derive(CustomResource, KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[kube(
    group = "argus.dev",
    version = "v1alpha1",
    kind = "Workflow",
    namespaced,
    status = "WorkflowStatus",
    shortname = "wf",
    category = "argus",
    derive = "PartialEq",
    cel,
    doc = "A Workflow describes the states an AI agent moves through, the transitions it may take, LTL-lite constraints over its history and the interventions that steer it back on track.",
    printcolumn(name = "Version", type_ = "string", json_path = ".spec.version"),
    printcolumn(name = "States", type_ = "integer", json_path = ".status.states"),
    printcolumn(
        name = "Ready",
        type_ = "string",
        json_path = ".status.conditions[?(@.type==\"Ready\")].status"
    ),
    printcolumn(name = "Pods", type_ = "integer", json_path = ".status.boundPods"),
    printcolumn(
        name = "Sessions",
        type_ = "integer",
        json_path = ".status.activeSessions"
    ),
    printcolumn(
        name = "Violations",
        type_ = "integer",
        json_path = ".status.violations"
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
#[x_kube(validation = Rule::new("self.states.filter(s, has(s.initial) && s.initial).size() == 1").message("exactly one state must set initial: true").field_path(".states"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkflowSpec {
    /// Version of this workflow definition, recorded on traces and in session state
    /// so that a change of definition is visible (e.g. `1.2.0`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 64))]
    pub version: Option<String>,

    /// What the workflow is for, in a sentence or two.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub description: Option<String>,

    /// The states of the workflow. Exactly one is `initial`; `terminal` states end a session.
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(min = 1, max = 64))]
    pub states: Vec<StateSpec>,

    /// Allowed moves between states. A classified state that is not the current state
    /// and has no transition from it is an invalid transition.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 512))]
    pub transitions: Vec<TransitionSpec>,

    /// Temporal (LTL-lite) constraints over the session's state history.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(max = 128))]
    pub constraints: Vec<ConstraintSpec>,

    /// Named corrective prompts, referenced by constraints and defaults.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["name".into()]))]
    #[schemars(length(max = 64))]
    pub interventions: Vec<InterventionSpec>,

    /// Interventions used when a violated constraint names none, by severity, and
    /// for invalid transitions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_interventions: Option<DefaultInterventions>,

    /// How responses are classified into states.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub classification: Option<ClassificationSettings>,

    /// When a workload binds several workflows (`argus.dev/workflow: a,b,c`), how a new
    /// session that names none (header `x-argus-workflow`, `metadata.argus_workflow`)
    /// is recognised as one of this workflow, from its first user message. Workflows are
    /// tried in the annotation's order; a session matching none follows the first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<WorkflowSelector>,
}

/// How a session's first user message selects a workflow.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WorkflowSelector {
    /// Regular expressions (case-insensitive); any match selects this workflow.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64))]
    pub patterns: Vec<String>,

    /// Example first messages, compared by the embedder; the best similarity at or
    /// above `threshold` selects this workflow. Without an embedder (or when it does
    /// not answer in time) only `patterns` select: the session falls back to the
    /// default workflow.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64))]
    pub exemplars: Vec<String>,

    /// Cosine similarity an exemplar must reach, like the states' classification
    /// `embeddingThreshold` (default 0.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub threshold: Option<f64>,
}

impl WorkflowSelector {
    /// Default exemplar threshold.
    pub const DEFAULT_THRESHOLD: f64 = 0.6;
}

/// One state of the workflow.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StateSpec {
    /// Unique name of the state, referenced by transitions, constraints and hints.
    #[schemars(length(min = 1, max = 63), pattern(r"^[A-Za-z][A-Za-z0-9_.-]*$"))]
    pub name: String,

    /// What the agent does in this state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub description: Option<String>,

    /// Sessions start in the initial state. Exactly one state is initial.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial: Option<bool>,

    /// Reaching a terminal state ends the session: liveness constraints are resolved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terminal: Option<bool>,

    /// How to recognise that a response belongs to this state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub classification: Option<ClassificationHints>,
}

impl StateSpec {
    /// Whether the state is marked initial.
    pub fn is_initial(&self) -> bool {
        self.initial.unwrap_or(false)
    }

    /// Whether the state is marked terminal.
    pub fn is_terminal(&self) -> bool {
        self.terminal.unwrap_or(false)
    }
}

/// Hints for the classification cascade: tool calls first, then patterns, then exemplars.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClassificationHints {
    /// Function (tool) names whose call puts the response in this state (exact match, confidence 1.0).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 128)))]
    pub tool_calls: Vec<String>,

    /// Regular expressions (Rust `regex` syntax) searched for in the response text,
    /// case-insensitively (`(?-i)` opts out); a match gives confidence 0.9.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32), inner(length(min = 1, max = 1024)))]
    pub patterns: Vec<String>,

    /// Example responses; semantic similarity to them classifies the response (confidence = similarity).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 32), inner(length(min = 1, max = 2048)))]
    pub exemplars: Vec<String>,
}

/// An allowed move from one state to another.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransitionSpec {
    /// Source state, or `*` for any non-terminal state.
    #[schemars(length(min = 1, max = 63))]
    pub from: String,

    /// Destination state.
    #[schemars(length(min = 1, max = 63))]
    pub to: String,

    /// Extra conditions the move must meet; without them it is an invalid transition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guard: Option<TransitionGuard>,
}

/// Conditions on a transition, all of which must hold.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TransitionGuard {
    /// Minimum classification confidence (0..1) for the move to count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub min_confidence: Option<f64>,

    /// States that must already appear in the session's history.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 63)))]
    pub required_states: Vec<String>,

    /// How often the destination may be entered in one session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub max_visits: Option<u32>,

    /// Regular expression the response text must match (case-insensitive, as patterns).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 1024))]
    pub pattern: Option<String>,
}

/// The seven LTL-lite constraint types.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ConstraintType {
    /// F(target): the target must eventually occur.
    Eventually,
    /// G(condition): every state must be one of `condition`.
    Always,
    /// G(!target): the target must never occur.
    Never,
    /// !target U trigger: the target cannot occur before the trigger.
    Precedence,
    /// G(trigger -> F target): every trigger must be followed by the target at the same
    /// step or later (standard LTL; so with trigger == target it always holds).
    Response,
    /// condition U target: states stay in `condition` until the target occurs (strong).
    Until,
    /// G(trigger -> X target): the state right after each trigger must be the target.
    Next,
}

impl ConstraintType {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            ConstraintType::Eventually => "eventually",
            ConstraintType::Always => "always",
            ConstraintType::Never => "never",
            ConstraintType::Precedence => "precedence",
            ConstraintType::Response => "response",
            ConstraintType::Until => "until",
            ConstraintType::Next => "next",
        }
    }

    /// Whether the type takes a `trigger`.
    pub fn uses_trigger(self) -> bool {
        matches!(
            self,
            ConstraintType::Precedence | ConstraintType::Response | ConstraintType::Next
        )
    }

    /// Whether the type takes a `target`.
    pub fn uses_target(self) -> bool {
        !matches!(self, ConstraintType::Always)
    }

    /// Whether the type takes a `condition`.
    pub fn uses_condition(self) -> bool {
        matches!(self, ConstraintType::Always | ConstraintType::Until)
    }
}

/// How bad a violation is; also selects the default intervention.
#[derive(
    Serialize,
    Deserialize,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    JsonSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum Severity {
    /// Worth a nudge.
    Warning,
    /// Must be corrected.
    #[default]
    Error,
    /// Must not continue.
    Critical,
}

impl Severity {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Critical => "critical",
        }
    }
}

/// A temporal constraint over the session's state history.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[x_kube(validation = Rule::new("self.type == 'always' || has(self.target)").message("target is required for every constraint type except always"))]
#[x_kube(validation = Rule::new("self.type != 'always' || !has(self.target)").message("always takes condition, not target"))]
#[x_kube(validation = Rule::new("!(self.type in ['precedence', 'response', 'next']) || has(self.trigger)").message("trigger is required for precedence, response and next"))]
#[x_kube(validation = Rule::new("self.type in ['precedence', 'response', 'next'] || !has(self.trigger)").message("trigger is only used by precedence, response and next"))]
#[x_kube(validation = Rule::new("!(self.type in ['always', 'until']) || (has(self.condition) && size(self.condition) > 0)").message("condition is required for always and until"))]
#[x_kube(validation = Rule::new("self.type in ['always', 'until'] || !has(self.condition)").message("condition is only used by always and until"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConstraintSpec {
    /// Unique name of the constraint, reported in violations.
    #[schemars(length(min = 1, max = 63), pattern(r"^[A-Za-z][A-Za-z0-9_.-]*$"))]
    pub name: String,

    /// Constraint type; decides which of trigger, target and condition apply.
    #[serde(rename = "type")]
    pub type_: ConstraintType,

    /// The state that activates the constraint (precedence, response, next).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub trigger: Option<String>,

    /// The state the constraint is about (every type except always).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub target: Option<String>,

    /// The set of allowed states (always; until, before the target occurs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 64), inner(length(min = 1, max = 63)))]
    pub condition: Vec<String>,

    /// How bad a violation is (default `error`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub severity: Option<Severity>,

    /// Intervention applied on the next request after a violation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub intervention: Option<String>,

    /// What the constraint means, in words; available to templates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 2048))]
    pub description: Option<String>,
}

impl ConstraintSpec {
    /// The severity, defaulting to `error`.
    pub fn severity(&self) -> Severity {
        self.severity.unwrap_or_default()
    }
}

/// How an intervention is put into the next request.
#[derive(
    Serialize,
    Deserialize,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    JsonSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum InterventionStrategy {
    /// Append a `[WORKFLOW GUIDANCE]` block to the system message (least disruptive).
    #[default]
    SystemPromptAppend,
    /// Insert a `[System Note]` user message before the last user message.
    UserMessageInject,
    /// Insert an assistant `[Context reminder]` message.
    ContextReminder,
    /// Refuse the request with a structured error.
    HardBlock,
}

impl InterventionStrategy {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            InterventionStrategy::SystemPromptAppend => "systemPromptAppend",
            InterventionStrategy::UserMessageInject => "userMessageInject",
            InterventionStrategy::ContextReminder => "contextReminder",
            InterventionStrategy::HardBlock => "hardBlock",
        }
    }

    /// The next stricter strategy on the escalation ladder (hardBlock stays hardBlock).
    pub fn escalated(self) -> Self {
        match self {
            InterventionStrategy::SystemPromptAppend => InterventionStrategy::UserMessageInject,
            InterventionStrategy::UserMessageInject => InterventionStrategy::ContextReminder,
            InterventionStrategy::ContextReminder | InterventionStrategy::HardBlock => {
                InterventionStrategy::HardBlock
            }
        }
    }
}

/// A named corrective prompt.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InterventionSpec {
    /// Unique name, referenced by constraints and defaults.
    #[schemars(length(min = 1, max = 63), pattern(r"^[A-Za-z][A-Za-z0-9_.-]*$"))]
    pub name: String,

    /// Prompt text with `{{ variable }}` slots: current_state, previous_state,
    /// expected_states, constraint, constraint_description, constraint_type, severity,
    /// trigger, target, attempted_state, session_id, workflow, violation_count, application_count.
    #[schemars(length(min = 1, max = 8192))]
    pub template: String,

    /// How the prompt is put into the next request (default `systemPromptAppend`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<InterventionStrategy>,

    /// Applications per session before escalating (default 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 100))]
    pub max_applications: Option<u32>,

    /// What to do once `maxApplications` is exceeded; default: the next stricter strategy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub escalation: Option<EscalationSpec>,
}

impl InterventionSpec {
    /// Default for `maxApplications`.
    pub const DEFAULT_MAX_APPLICATIONS: u32 = 3;

    /// The strategy, defaulting to `systemPromptAppend`.
    pub fn strategy(&self) -> InterventionStrategy {
        self.strategy.unwrap_or_default()
    }

    /// `maxApplications`, defaulting to 3.
    pub fn max_applications(&self) -> u32 {
        self.max_applications
            .unwrap_or(Self::DEFAULT_MAX_APPLICATIONS)
    }
}

/// Escalation target: a stricter strategy for the same prompt, or another intervention.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[x_kube(validation = Rule::new("!(has(self.strategy) && has(self.intervention))").message("set either strategy or intervention, not both"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EscalationSpec {
    /// Strategy to use past `maxApplications`, keeping the template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<InterventionStrategy>,

    /// Another intervention to switch to past `maxApplications`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 63))]
    pub intervention: Option<String>,
}

/// Interventions chosen when a constraint names none.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DefaultInterventions {
    /// For violations of severity warning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warning: Option<String>,
    /// For violations of severity error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// For violations of severity critical.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub critical: Option<String>,
    /// For moves to a state with no transition from the current state.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invalid_transition: Option<String>,
}

/// Settings of the classification cascade.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClassificationSettings {
    /// Minimum exemplar similarity (0..1) for an embedding match to count (default 0.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0.0, max = 1.0))]
    pub embedding_threshold: Option<f64>,

    /// Whether the embedding step runs at all (default true when exemplars exist and an embedder is configured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub embeddings: Option<bool>,
}

impl ClassificationSettings {
    /// Default embedding threshold.
    pub const DEFAULT_EMBEDDING_THRESHOLD: f64 = 0.6;
}

/// Observed state of a Workflow.
#[derive(KubeSchema, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct WorkflowStatus {
    /// The generation this status describes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,

    /// Ready, Valid and StoreReady conditions.
    #[serde(default)]
    #[x_kube(merge_strategy = ListMerge::Map(vec!["type".into()]))]
    pub conditions: Vec<Condition>,

    /// Number of states.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub states: Option<u32>,

    /// Pods running with this workflow injected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_pods: Option<u32>,

    /// Sessions that used this workflow in the last hour, as the sidecars recorded them in their store (kept as last read while the store cannot be read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_sessions: Option<u64>,

    /// Constraint violations reported by the sidecars.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub violations: Option<u64>,

    /// Interventions applied, reported by the sidecars.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interventions: Option<u64>,
}

/// Compiles a classification or guard pattern exactly as the engine does:
/// case-insensitive, with bounded compiled size so a pattern cannot exhaust memory.
pub fn compile_pattern(pattern: &str) -> Result<regex::Regex, regex::Error> {
    regex::RegexBuilder::new(pattern)
        .case_insensitive(true)
        .size_limit(1 << 20)
        .dfa_size_limit(1 << 20)
        .build()
}
