//! Turns a validated `WorkflowSpec` into the immutable form the engine runs: names
//! resolved to indices, regexes compiled once, a dense transition table, constraint
//! monitors and intervention templates. Built once per workflow, shared behind an `Arc`.

use std::collections::HashMap;
use std::fmt;

use argus_crds::{
    ClassificationSettings, ConstraintSeverity, ConstraintType, InterventionSpec,
    InterventionStrategy, Problem, Template, WorkflowSpec, compile_pattern, validate_workflow,
};
use regex::{Regex, RegexSet, RegexSetBuilder};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Index of a state in its compiled workflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StateId(pub u16);

impl StateId {
    /// Position of the state in `spec.states`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Index of a constraint in its compiled workflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ConstraintId(pub u16);

impl ConstraintId {
    /// Position of the constraint in `spec.constraints`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Index of an intervention in its compiled workflow (user interventions first, in
/// spec order, then the built-in defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct InterventionId(pub u16);

impl InterventionId {
    /// Position of the intervention in [`CompiledWorkflow::interventions`].
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Why a workflow could not be compiled: every error problem, each with its field path
/// (`spec.transitions[3].to`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct CompileError {
    /// The problems, errors only.
    pub problems: Vec<Problem>,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "workflow does not compile:")?;
        for p in &self.problems {
            write!(f, "\n  {p}")?;
        }
        Ok(())
    }
}

impl CompileError {
    fn one(path: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            problems: vec![Problem::error(path, message)],
        }
    }
}

/// One compiled state.
#[derive(Debug)]
pub struct CompiledState {
    name: String,
    description: String,
    terminal: bool,
    has_exemplars: bool,
    /// Forbidden by a `never` constraint: wins pattern ties (see the classifier).
    forbidden: bool,
    /// Distinct destinations of transitions from this state, in spec order.
    expected: Vec<StateId>,
    /// `expected` as the comma separated text templates receive.
    expected_text: String,
}

impl CompiledState {
    /// The state's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The state's description (empty if none).
    pub fn description(&self) -> &str {
        &self.description
    }
    /// Whether reaching the state ends the session.
    pub fn is_terminal(&self) -> bool {
        self.terminal
    }
    /// States reachable from this one by some transition (guards not considered).
    pub fn expected_states(&self) -> &[StateId] {
        &self.expected
    }
    pub fn expected_text(&self) -> &str {
        &self.expected_text
    }
    /// Whether the state has exemplars for the embedding step.
    pub fn has_exemplars(&self) -> bool {
        self.has_exemplars
    }
    pub fn is_forbidden(&self) -> bool {
        self.forbidden
    }
}

/// Extra conditions on a transition.
#[derive(Debug)]
pub struct CompiledGuard {
    pub min_confidence: Option<f64>,
    pub required_states: Vec<StateId>,
    pub max_visits: Option<u32>,
    pub pattern: Option<Regex>,
}

/// One compiled constraint; its incremental monitor lives in `monitor.rs`.
#[derive(Debug)]
pub struct CompiledConstraint {
    pub name: String,
    pub kind: ConstraintType,
    pub trigger: Option<StateId>,
    pub target: Option<StateId>,
    /// Membership of every state in `condition` (always, until).
    pub condition: Vec<bool>,
    pub severity: ConstraintSeverity,
    pub intervention: Option<InterventionId>,
    pub description: String,
}

impl CompiledConstraint {
    /// The constraint's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The constraint's type.
    pub fn kind(&self) -> ConstraintType {
        self.kind
    }
    /// The violation severity.
    pub fn severity(&self) -> ConstraintSeverity {
        self.severity
    }
    /// The description (empty if none).
    pub fn description(&self) -> &str {
        &self.description
    }
    pub fn in_condition(&self, s: StateId) -> bool {
        self.condition.get(s.index()).copied().unwrap_or(false)
    }
}

/// What happens past `maxApplications`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escalation {
    /// One rung up the ladder append → inject → reminder → block per `maxApplications`.
    Ladder,
    /// Switch to this strategy (and stay there).
    Strategy(InterventionStrategy),
    /// Switch to another intervention (with its own count and escalation).
    Intervention(InterventionId),
}

/// One compiled intervention.
#[derive(Debug)]
pub struct CompiledIntervention {
    pub name: String,
    pub template: Template,
    pub strategy: InterventionStrategy,
    pub max_applications: u32,
    pub escalation: Escalation,
}

impl CompiledIntervention {
    /// The intervention's name (`argus:*` for the built-in defaults).
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The configured (unescalated) strategy.
    pub fn strategy(&self) -> InterventionStrategy {
        self.strategy
    }
}

/// Names of the built-in interventions, used when neither the constraint nor
/// `defaultInterventions` names one. `:` cannot occur in user names, so they never clash.
pub const BUILTIN_WARNING: &str = "argus:warning";
/// Built-in intervention for `error` violations.
pub const BUILTIN_ERROR: &str = "argus:error";
/// Built-in intervention for `critical` violations.
pub const BUILTIN_CRITICAL: &str = "argus:critical";
/// Built-in intervention for invalid transitions.
pub const BUILTIN_INVALID_TRANSITION: &str = "argus:invalid-transition";

const BUILTIN_VIOLATION_TEMPLATE: &str = "The workflow constraint {{constraint}} ({{constraint_type}}, {{severity}}) was violated at step {{attempted_state}}. {{constraint_description}} Current step: {{current_state}}. Valid next steps: {{expected_states}}.";
const BUILTIN_INVALID_TEMPLATE: &str = "The step to {{attempted_state}} is not allowed from {{current_state}}. Valid next steps: {{expected_states}}.";

/// A workflow ready to run: immutable and `Send + Sync`, so one instance (in an `Arc`)
/// serves every session.
#[derive(Debug)]
pub struct CompiledWorkflow {
    name: String,
    version: String,
    fingerprint: u64,
    states: Vec<CompiledState>,
    initial: StateId,
    tool_index: HashMap<String, StateId>,
    /// All classification patterns in one set, for a single pass over the text.
    pattern_set: Option<RegexSet>,
    /// `pattern_set` index → (state, the same pattern compiled alone, to measure the match).
    patterns: Vec<(StateId, Regex)>,
    /// `[from * n + to]` → the guards of the transitions from → to (`None`: unguarded);
    /// empty when there is no such transition. `*` is expanded at compile time.
    table: Vec<Vec<Option<u16>>>,
    guards: Vec<CompiledGuard>,
    constraints: Vec<CompiledConstraint>,
    interventions: Vec<CompiledIntervention>,
    /// Default intervention by severity (warning, error, critical).
    by_severity: [InterventionId; 3],
    invalid_transition: InterventionId,
    embedding_threshold: f64,
    embeddings_enabled: bool,
    warnings: Vec<Problem>,
}

impl CompiledWorkflow {
    /// Validates `spec` with [`validate_workflow`] and compiles it. Validation errors
    /// become [`CompileError`] problems with their field paths; warnings are kept in
    /// [`CompiledWorkflow::warnings`].
    pub fn compile(name: &str, spec: &WorkflowSpec) -> Result<Self, CompileError> {
        let (errors, warnings): (Vec<Problem>, Vec<Problem>) = validate_workflow(spec)
            .into_iter()
            .partition(Problem::is_error);
        if !errors.is_empty() {
            return Err(CompileError { problems: errors });
        }
        if spec.states.len() > usize::from(u16::MAX)
            || spec.constraints.len() > usize::from(u16::MAX)
            || spec.interventions.len() + 4 > usize::from(u16::MAX)
        {
            return Err(CompileError::one(
                "spec",
                "too many states, constraints or interventions",
            ));
        }
        let n = spec.states.len();
        let state_ids: HashMap<&str, StateId> = spec
            .states
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.as_str(), StateId(i as u16)))
            .collect();
        let state = |name: &str, path: String| {
            state_ids
                .get(name)
                .copied()
                .ok_or_else(|| CompileError::one(path, format!("unknown state {name:?}")))
        };
        let initial = spec
            .states
            .iter()
            .position(|s| s.is_initial())
            .map(|i| StateId(i as u16))
            .ok_or_else(|| CompileError::one("spec.states", "no initial state"))?;

        // Classification hints.
        let mut tool_index = HashMap::new();
        let mut patterns = Vec::new();
        let mut sources = Vec::new();
        for (i, s) in spec.states.iter().enumerate() {
            let Some(hints) = &s.classification else {
                continue;
            };
            for tool in &hints.tool_calls {
                tool_index.entry(tool.clone()).or_insert(StateId(i as u16));
            }
            for (j, p) in hints.patterns.iter().enumerate() {
                let re = compile_pattern(p).map_err(|e| {
                    CompileError::one(
                        format!("spec.states[{i}].classification.patterns[{j}]"),
                        format!("invalid regular expression: {e}"),
                    )
                })?;
                patterns.push((StateId(i as u16), re));
                sources.push(p.as_str());
            }
        }
        // The set only speeds up the common no-match/one-match case; when it cannot be
        // built within its size limit the patterns are tried one by one.
        let pattern_set = if sources.is_empty() {
            None
        } else {
            RegexSetBuilder::new(&sources)
                .case_insensitive(true)
                .size_limit((1 << 20) * sources.len())
                .dfa_size_limit((1 << 20) * sources.len())
                .build()
                .ok()
        };

        // Transition table.
        let mut table: Vec<Vec<Option<u16>>> = vec![Vec::new(); n * n];
        let mut guards = Vec::new();
        for (i, t) in spec.transitions.iter().enumerate() {
            let to = state(&t.to, format!("spec.transitions[{i}].to"))?;
            let guard = match &t.guard {
                None => None,
                Some(g) => {
                    let at = format!("spec.transitions[{i}].guard");
                    let required_states = g
                        .required_states
                        .iter()
                        .enumerate()
                        .map(|(j, s)| state(s, format!("{at}.requiredStates[{j}]")))
                        .collect::<Result<Vec<_>, _>>()?;
                    let pattern = g
                        .pattern
                        .as_deref()
                        .map(|p| {
                            compile_pattern(p).map_err(|e| {
                                CompileError::one(
                                    format!("{at}.pattern"),
                                    format!("invalid regular expression: {e}"),
                                )
                            })
                        })
                        .transpose()?;
                    guards.push(CompiledGuard {
                        min_confidence: g.min_confidence,
                        required_states,
                        max_visits: g.max_visits,
                        pattern,
                    });
                    Some((guards.len() - 1) as u16)
                }
            };
            let froms: Vec<StateId> = if t.from == "*" {
                (0..n)
                    .filter(|&k| !spec.states[k].is_terminal())
                    .map(|k| StateId(k as u16))
                    .collect()
            } else {
                vec![state(&t.from, format!("spec.transitions[{i}].from"))?]
            };
            for from in froms {
                table[from.index() * n + to.index()].push(guard);
            }
        }

        let forbidden: Vec<bool> = (0..n)
            .map(|i| {
                spec.constraints.iter().any(|c| {
                    c.type_ == ConstraintType::Never
                        && c.target.as_deref() == Some(spec.states[i].name.as_str())
                })
            })
            .collect();
        let states = spec
            .states
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut expected: Vec<StateId> = Vec::new();
                for t in &spec.transitions {
                    let from_matches = t.from == s.name || (t.from == "*" && !s.is_terminal());
                    if let Some(&to) = state_ids.get(t.to.as_str())
                        && from_matches
                        && to.index() != i
                        && !expected.contains(&to)
                    {
                        expected.push(to);
                    }
                }
                let expected_text = expected
                    .iter()
                    .map(|id| spec.states[id.index()].name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ");
                CompiledState {
                    name: s.name.clone(),
                    description: s.description.clone().unwrap_or_default(),
                    terminal: s.is_terminal(),
                    has_exemplars: s
                        .classification
                        .as_ref()
                        .is_some_and(|h| !h.exemplars.is_empty()),
                    forbidden: forbidden[i],
                    expected,
                    expected_text,
                }
            })
            .collect();

        // Interventions: the user's, then the four built-ins.
        let mut interventions = Vec::new();
        let iv_ids: HashMap<&str, InterventionId> = spec
            .interventions
            .iter()
            .enumerate()
            .map(|(i, iv)| (iv.name.as_str(), InterventionId(i as u16)))
            .collect();
        let intervention = |name: &str, path: String| {
            iv_ids
                .get(name)
                .copied()
                .ok_or_else(|| CompileError::one(path, format!("unknown intervention {name:?}")))
        };
        for (i, iv) in spec.interventions.iter().enumerate() {
            let at = format!("spec.interventions[{i}]");
            let template = Template::parse(&iv.template)
                .map_err(|e| CompileError::one(format!("{at}.template"), e.to_string()))?;
            if let Some(v) = template.unknown_variables().first() {
                return Err(CompileError::one(
                    format!("{at}.template"),
                    format!("unknown variable {{{{{v}}}}}"),
                ));
            }
            let escalation = match &iv.escalation {
                Some(e) => match (&e.intervention, e.strategy) {
                    (Some(target), _) => Escalation::Intervention(intervention(
                        target,
                        format!("{at}.escalation.intervention"),
                    )?),
                    (None, Some(s)) => Escalation::Strategy(s),
                    (None, None) => Escalation::Ladder,
                },
                None => Escalation::Ladder,
            };
            interventions.push(CompiledIntervention {
                name: iv.name.clone(),
                template,
                strategy: iv.strategy(),
                max_applications: iv.max_applications().max(1),
                escalation,
            });
        }
        let builtin_base = interventions.len() as u16;
        for (name, template, strategy) in [
            (
                BUILTIN_WARNING,
                BUILTIN_VIOLATION_TEMPLATE,
                InterventionStrategy::SystemPromptAppend,
            ),
            (
                BUILTIN_ERROR,
                BUILTIN_VIOLATION_TEMPLATE,
                InterventionStrategy::UserMessageInject,
            ),
            (
                BUILTIN_CRITICAL,
                BUILTIN_VIOLATION_TEMPLATE,
                InterventionStrategy::HardBlock,
            ),
            (
                BUILTIN_INVALID_TRANSITION,
                BUILTIN_INVALID_TEMPLATE,
                InterventionStrategy::SystemPromptAppend,
            ),
        ] {
            let template = Template::parse(template)
                .map_err(|e| CompileError::one("builtin", e.to_string()))?;
            interventions.push(CompiledIntervention {
                name: name.to_string(),
                template,
                strategy,
                max_applications: InterventionSpec::DEFAULT_MAX_APPLICATIONS,
                escalation: Escalation::Ladder,
            });
        }
        let defaults = spec.default_interventions.clone().unwrap_or_default();
        let pick = |name: &Option<String>, field: &str, builtin: u16| match name {
            Some(n) => intervention(n, format!("spec.defaultInterventions.{field}")),
            None => Ok(InterventionId(builtin_base + builtin)),
        };
        let by_severity = [
            pick(&defaults.warning, "warning", 0)?,
            pick(&defaults.error, "error", 1)?,
            pick(&defaults.critical, "critical", 2)?,
        ];
        let invalid_transition = pick(&defaults.invalid_transition, "invalidTransition", 3)?;

        let mut constraints = Vec::new();
        for (i, c) in spec.constraints.iter().enumerate() {
            let at = format!("spec.constraints[{i}]");
            let trigger = c
                .trigger
                .as_deref()
                .map(|s| state(s, format!("{at}.trigger")))
                .transpose()?;
            let target = c
                .target
                .as_deref()
                .map(|s| state(s, format!("{at}.target")))
                .transpose()?;
            let mut condition = vec![false; n];
            for (j, s) in c.condition.iter().enumerate() {
                condition[state(s, format!("{at}.condition[{j}]"))?.index()] = true;
            }
            let needs = |ok: bool, field: &str| {
                if ok {
                    Ok(())
                } else {
                    Err(CompileError::one(
                        format!("{at}.{field}"),
                        format!("required for {} constraints", c.type_.as_str()),
                    ))
                }
            };
            needs(!c.type_.uses_trigger() || trigger.is_some(), "trigger")?;
            needs(!c.type_.uses_target() || target.is_some(), "target")?;
            let intervention = c
                .intervention
                .as_deref()
                .map(|name| intervention(name, format!("{at}.intervention")))
                .transpose()?;
            constraints.push(CompiledConstraint {
                name: c.name.clone(),
                kind: c.type_,
                trigger,
                target,
                condition,
                severity: c.severity(),
                intervention,
                description: c.description.clone().unwrap_or_default(),
            });
        }

        let settings = spec.classification.clone().unwrap_or_default();
        let embedding_threshold = settings
            .embedding_threshold
            .unwrap_or(ClassificationSettings::DEFAULT_EMBEDDING_THRESHOLD);
        let embeddings_enabled = settings.embeddings.unwrap_or(true);

        Ok(Self {
            name: name.to_string(),
            version: spec.version.clone().unwrap_or_default(),
            fingerprint: fingerprint(name, spec),
            states,
            initial,
            tool_index,
            pattern_set,
            patterns,
            table,
            guards,
            constraints,
            interventions,
            by_severity,
            invalid_transition,
            embedding_threshold,
            embeddings_enabled,
            warnings,
        })
    }

    /// The workflow's name (its `metadata.name`).
    pub fn name(&self) -> &str {
        &self.name
    }
    /// `spec.version` (empty if unset).
    pub fn version(&self) -> &str {
        &self.version
    }
    /// A hash of the name and spec; sessions record it so that a session created under
    /// another definition is detected instead of misread.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }
    /// Validation warnings (the workflow runs, but maybe not as meant).
    pub fn warnings(&self) -> &[Problem] {
        &self.warnings
    }
    /// The initial state.
    pub fn initial(&self) -> StateId {
        self.initial
    }
    /// All states, in spec order (`StateId::index` is the position).
    pub fn states(&self) -> &[CompiledState] {
        &self.states
    }
    /// The state with this id. Ids come from this workflow, so this cannot fail for them.
    pub fn state(&self, id: StateId) -> &CompiledState {
        &self.states[id.index()]
    }
    /// The name of a state.
    pub fn state_name(&self, id: StateId) -> &str {
        self.states.get(id.index()).map_or("", |s| s.name.as_str())
    }
    /// Looks a state up by name.
    pub fn state_id(&self, name: &str) -> Option<StateId> {
        self.states
            .iter()
            .position(|s| s.name == name)
            .map(|i| StateId(i as u16))
    }
    /// All constraints, in spec order.
    pub fn constraints(&self) -> &[CompiledConstraint] {
        &self.constraints
    }
    /// All interventions: the spec's, then the built-ins.
    pub fn interventions(&self) -> &[CompiledIntervention] {
        &self.interventions
    }
    /// Looks an intervention up by name.
    pub fn intervention_id(&self, name: &str) -> Option<InterventionId> {
        self.interventions
            .iter()
            .position(|i| i.name == name)
            .map(|i| InterventionId(i as u16))
    }
    /// Minimum exemplar similarity for an embedding match.
    pub fn embedding_threshold(&self) -> f64 {
        self.embedding_threshold
    }
    /// Whether some state has exemplars and embeddings are not switched off.
    pub fn uses_embeddings(&self) -> bool {
        self.embeddings_enabled && self.states.iter().any(|s| s.has_exemplars)
    }

    /// Whether a call of `tool` is a step the workflow leads to from `from`: the state the
    /// call classifies into is `from` itself or a transition's destination from it
    /// (guards aside). `None` when no state names the tool.
    pub fn leads_to_tool(&self, from: StateId, tool: &str) -> Option<bool> {
        let to = self.tool_state(tool)?;
        Some(to == from || !self.transitions(from, to).is_empty())
    }

    pub fn tool_state(&self, tool: &str) -> Option<StateId> {
        self.tool_index.get(tool).copied()
    }
    pub fn pattern_set(&self) -> Option<&RegexSet> {
        self.pattern_set.as_ref()
    }
    pub fn patterns(&self) -> &[(StateId, Regex)] {
        &self.patterns
    }
    /// Guards of the transitions from → to; empty when there is none.
    pub fn transitions(&self, from: StateId, to: StateId) -> &[Option<u16>] {
        let n = self.states.len();
        self.table
            .get(from.index() * n + to.index())
            .map_or(&[], Vec::as_slice)
    }
    pub fn guard(&self, id: u16) -> Option<&CompiledGuard> {
        self.guards.get(usize::from(id))
    }
    pub fn intervention(&self, id: InterventionId) -> Option<&CompiledIntervention> {
        self.interventions.get(id.index())
    }
    pub fn default_for(&self, severity: ConstraintSeverity) -> InterventionId {
        match severity {
            ConstraintSeverity::Warning => self.by_severity[0],
            ConstraintSeverity::Error => self.by_severity[1],
            ConstraintSeverity::Critical => self.by_severity[2],
        }
    }
    pub fn invalid_transition_intervention(&self) -> InterventionId {
        self.invalid_transition
    }
}

fn fingerprint(name: &str, spec: &WorkflowSpec) -> u64 {
    let mut h = Sha256::new();
    h.update(name.as_bytes());
    h.update([0]);
    // Serialising a spec cannot fail (no maps with non-string keys); an empty body still
    // yields a usable, if weaker, fingerprint.
    h.update(serde_json::to_vec(spec).unwrap_or_default());
    let digest = h.finalize();
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(bytes)
}
