//! One session's state machine: current state, bounded history, transition checks with
//! guards, terminal handling, constraint monitors, violations, the pending intervention
//! and per-intervention application counts. Plain data with a compact serde form (it is
//! stored in Redis) and a version for optimistic concurrency.

use std::collections::VecDeque;

use argus_crds::{ConstraintSeverity, InterventionStrategy};
use serde::{Deserialize, Serialize};

use super::classify::{Method, Observation};
use super::compile::{CompiledWorkflow, ConstraintId, InterventionId, StateId};
use super::history::History;
use super::monitor::Verdict;

/// Outcome of the transition check for one observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TransitionResult {
    /// The session moved to the observed state.
    Success,
    /// No transition (or none whose guard held) leads there; the session stays.
    InvalidTransition,
    /// The observed state is the current state.
    NoChange,
    /// The session has ended (terminal state reached or finalised); nothing changes.
    Terminal,
}

impl TransitionResult {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            TransitionResult::Success => "SUCCESS",
            TransitionResult::InvalidTransition => "INVALID_TRANSITION",
            TransitionResult::NoChange => "NO_CHANGE",
            TransitionResult::Terminal => "TERMINAL",
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum GuardFailure {
    /// No transition from the current state leads to the observed one.
    NoTransition,
    /// The classification confidence is below the guard's `minConfidence`.
    MinConfidence {
        /// The guard's minimum.
        required: f64,
        /// The observation's confidence.
        actual: f64,
    },
    /// A state of `requiredStates` was never entered.
    RequiredState {
        /// The missing state.
        missing: String,
    },
    /// The destination was already entered `maxVisits` times.
    MaxVisits {
        /// The guard's limit.
        max: u32,
    },
    /// The response text does not match the guard's pattern.
    Pattern,
}

/// One entry of the session history. Stored as an array in field order (`[s, t, m, c,
/// r]`): the history is most of a stored session and is written after every response.
/// The object form with the short field names below reads too.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
pub struct HistoryEntry {
    /// The observed state (for an invalid transition: the state the agent tried).
    #[serde(rename = "s")]
    pub state: StateId,
    /// When, in milliseconds since the Unix epoch (supplied by the caller).
    #[serde(rename = "t")]
    pub at_ms: u64,
    /// How the state was classified.
    #[serde(rename = "m")]
    pub method: Method,
    /// The classification confidence, rounded to four decimals.
    #[serde(rename = "c")]
    pub confidence: f64,
    /// The transition check's result.
    #[serde(rename = "r")]
    pub result: TransitionResult,
}

/// What was violated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ViolationCause {
    /// A constraint fired.
    Constraint(ConstraintId),
    /// A move to a state with no (passing) transition from the current one.
    InvalidTransition {
        /// The state the session stayed in.
        from: StateId,
    },
}

/// A recorded violation. Stored as an array in field order (`[c, s, n, f, sev]`), like
/// [`HistoryEntry`]; the object form reads too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct ViolationRecord {
    /// What was violated.
    #[serde(rename = "c")]
    pub cause: ViolationCause,
    /// The observed state that caused it (the last trace state for finalisation).
    #[serde(rename = "s")]
    pub state: StateId,
    /// Number of the history entry that caused it (0 is the initial entry).
    #[serde(rename = "n")]
    pub entry: u64,
    /// Found when the session was finalised.
    #[serde(rename = "f", default, skip_serializing_if = "std::ops::Not::not")]
    pub at_finalization: bool,
    /// Its severity (invalid transitions count as `error`).
    #[serde(rename = "sev")]
    pub severity: ConstraintSeverity,
}

impl Serialize for HistoryEntry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (
            self.state,
            self.at_ms,
            self.method,
            self.confidence,
            self.result,
        )
            .serialize(s)
    }
}

impl Serialize for ViolationRecord {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (
            self.cause,
            self.state,
            self.entry,
            self.at_finalization,
            self.severity,
        )
            .serialize(s)
    }
}

/// The intervention the next request of the session must carry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingIntervention {
    /// The intervention's name (`argus:*` for built-in defaults).
    pub name: String,
    #[serde(rename = "id")]
    pub id: InterventionId,
    /// The strategy after escalation.
    pub strategy: InterventionStrategy,
    /// Whether `strategy` (or the intervention itself) results from escalation.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub escalated: bool,
    /// The rendered prompt text.
    pub text: String,
    /// The violated constraint's name, or `None` for an invalid transition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
    /// The violation's severity.
    pub severity: ConstraintSeverity,
    /// Which application of this intervention this will be (1 = first).
    pub application: u32,
}

/// Why the engine refused to work on a session.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// The session was created under another workflow definition (or is corrupt).
    #[error("session {session} belongs to another workflow definition or is corrupt")]
    WorkflowMismatch {
        /// The session id.
        session: String,
    },
}

/// Default bound on history entries (Policy `sessions.maxHistoryEntries`).
pub const DEFAULT_MAX_HISTORY: u32 = 256;

/// One session's workflow state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SessionState {
    /// Incremented by every change; compare-and-set on it when storing.
    #[serde(rename = "v")]
    version: u64,
    #[serde(rename = "id")]
    session_id: String,
    /// Fingerprint of the workflow the session runs under.
    #[serde(rename = "wf")]
    workflow: u64,
    #[serde(rename = "cur")]
    current: StateId,
    #[serde(rename = "prev", default, skip_serializing_if = "Option::is_none")]
    previous: Option<StateId>,
    /// History entries recorded so far, including dropped ones.
    #[serde(rename = "n")]
    entries: u64,
    #[serde(rename = "max")]
    max_history: u32,
    /// Never empty (the initial entry): skipped only while [`SessionState::to_json`]
    /// writes it from its kept text.
    #[serde(rename = "h", default, skip_serializing_if = "History::is_empty")]
    history: History,
    /// Times each state was entered (initial entry included), for guards.
    #[serde(rename = "vis")]
    visits: Vec<u32>,
    /// Monitor flags per constraint (see `monitor.rs`).
    #[serde(rename = "mon")]
    monitors: Vec<u8>,
    /// The last state fed to the monitors.
    #[serde(rename = "last")]
    last_traced: StateId,
    #[serde(rename = "fin", default, skip_serializing_if = "std::ops::Not::not")]
    finalized: bool,
    /// The most recent violations (bounded like the history).
    #[serde(rename = "viol", default, skip_serializing_if = "VecDeque::is_empty")]
    violations: VecDeque<ViolationRecord>,
    #[serde(rename = "nviol", default)]
    violation_count: u64,
    #[serde(rename = "pend", default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingIntervention>,
    /// Applications per intervention (index = `InterventionId`).
    #[serde(rename = "apps")]
    pub applications: Vec<u32>,
}

/// Reads only whether a serialised session has a pending intervention.
#[derive(Deserialize)]
struct PendingProbe {
    #[serde(rename = "pend", default)]
    pending: Option<serde::de::IgnoredAny>,
}

impl SessionState {
    /// Whether the serialised session `bytes` (JSON, as stored) carries a pending
    /// intervention, without building the session: the request path asks this on every
    /// request and most answers are no. Unreadable bytes answer `true`, so the caller
    /// falls back to a full decode and its error handling.
    pub fn has_pending_in(bytes: &[u8]) -> bool {
        serde_json::from_slice::<PendingProbe>(bytes).map_or(true, |p| p.pending.is_some())
    }

    /// The session's stored form (its `Serialize` JSON with the history last), written
    /// from the history's kept text: only entries recorded since the last call are
    /// formatted. `size_hint` (the size it had when loaded) saves the buffer's regrowth.
    pub fn to_json(&mut self, size_hint: usize) -> serde_json::Result<Vec<u8>> {
        let mut out = Vec::with_capacity(size_hint + size_hint / 8 + 256);
        let history = std::mem::take(&mut self.history);
        let head = serde_json::to_writer(&mut out, &*self);
        self.history = history;
        head?;
        // `{…}` without the history: it goes before the closing brace.
        out.pop();
        out.extend_from_slice(b",\"h\":");
        self.history.write_json(&mut out)?;
        out.push(b'}');
        Ok(out)
    }

    /// A session starting in the workflow's initial state. The initial state is the
    /// first history entry and the first trace entry of the constraint monitors
    /// (a constraint on the initial state, e.g. `never(initial)`, fires right away).
    /// `max_history` bounds the history and the violation list (at least 1).
    pub fn new(
        wf: &CompiledWorkflow,
        session_id: impl Into<String>,
        now_ms: u64,
        max_history: u32,
    ) -> Self {
        let initial = wf.initial();
        let mut visits = vec![0; wf.states().len()];
        visits[initial.index()] = 1;
        let mut session = Self {
            version: 0,
            session_id: session_id.into(),
            workflow: wf.fingerprint(),
            current: initial,
            previous: None,
            entries: 0,
            max_history: max_history.max(1),
            history: History::default(),
            visits,
            monitors: vec![0; wf.constraints().len()],
            last_traced: initial,
            finalized: false,
            violations: VecDeque::new(),
            violation_count: 0,
            pending: None,
            applications: vec![0; wf.interventions().len()],
        };
        session.push_history(HistoryEntry {
            state: initial,
            at_ms: now_ms,
            method: Method::Initial,
            confidence: 1.0,
            result: TransitionResult::Success,
        });
        let mut fired = Vec::new();
        session.trace(wf, initial, 0, &mut fired);
        if wf.state(initial).is_terminal() {
            session.finish(wf, &mut fired);
        }
        session.record(&fired);
        if !fired.is_empty() {
            super::intervention::schedule(wf, &mut session, &fired);
        }
        session
    }

    /// Checks, in O(1), that the session was created under `wf` and that every index
    /// the engine dereferences is in range (history and violation entries are only
    /// read through bounds-checked lookups).
    pub fn check(&self, wf: &CompiledWorkflow) -> Result<(), SessionError> {
        let n = wf.states().len();
        let ok = self.workflow == wf.fingerprint()
            && self.visits.len() == n
            && self.monitors.len() == wf.constraints().len()
            && self.applications.len() == wf.interventions().len()
            && self.current.index() < n
            && self.last_traced.index() < n
            && self.previous.is_none_or(|p| p.index() < n)
            && self
                .pending
                .as_ref()
                .is_none_or(|p| p.id.index() < wf.interventions().len());
        if ok {
            Ok(())
        } else {
            Err(SessionError::WorkflowMismatch {
                session: self.session_id.clone(),
            })
        }
    }

    /// The optimistic-concurrency version: store with "set if still version N".
    pub fn version(&self) -> u64 {
        self.version
    }
    /// The session id.
    pub fn session_id(&self) -> &str {
        &self.session_id
    }
    /// The current state.
    pub fn current_state(&self) -> StateId {
        self.current
    }
    /// The state before the current one.
    pub fn previous_state(&self) -> Option<StateId> {
        self.previous
    }
    /// Whether the session has ended (terminal state reached or [`finalize`](super::finalize) called).
    pub fn is_finalized(&self) -> bool {
        self.finalized
    }
    /// The most recent history entries, oldest first (at most `max_history`).
    pub fn history(&self) -> impl DoubleEndedIterator<Item = &HistoryEntry> + ExactSizeIterator {
        self.history.iter()
    }
    /// History entries recorded in total, including the dropped ones.
    pub fn entry_count(&self) -> u64 {
        self.entries
    }
    /// The most recent violations, oldest first.
    pub fn violations(&self) -> impl ExactSizeIterator<Item = &ViolationRecord> {
        self.violations.iter()
    }
    /// Violations recorded in total.
    pub fn violation_count(&self) -> u64 {
        self.violation_count
    }
    /// The intervention waiting for the next request, if any.
    pub fn pending_intervention(&self) -> Option<&PendingIntervention> {
        self.pending.as_ref()
    }
    /// How often the intervention was applied in this session.
    pub fn applications(&self, id: InterventionId) -> u32 {
        self.applications.get(id.index()).copied().unwrap_or(0)
    }
    /// The verdict of every constraint, in spec order.
    pub fn verdicts(&self, wf: &CompiledWorkflow) -> Vec<Verdict> {
        wf.constraints()
            .iter()
            .zip(&self.monitors)
            .map(|(c, flags)| c.verdict(*flags, self.finalized))
            .collect()
    }

    /// Takes the intervention the next request must carry, counting it as applied.
    /// A `hardBlock` stays pending: once blocked, every later request of the session is
    /// refused, since a block means the agent must not continue.
    pub fn take_pending_intervention(&mut self) -> Option<PendingIntervention> {
        let pending = self.pending.clone()?;
        if let Some(count) = self.applications.get_mut(pending.id.index()) {
            *count = count.saturating_add(1);
        }
        if pending.strategy != InterventionStrategy::HardBlock {
            self.pending = None;
        }
        self.version += 1;
        Some(pending)
    }

    pub fn bump(&mut self) {
        self.version += 1;
    }

    pub fn visits(&self, s: StateId) -> u32 {
        self.visits.get(s.index()).copied().unwrap_or(0)
    }

    /// Runs one observation through the transition check and the monitors; pushes the
    /// violations it causes onto `fired`. `text` is the response text (guard patterns).
    pub fn observe(
        &mut self,
        wf: &CompiledWorkflow,
        obs: &Observation,
        text: &str,
        now_ms: u64,
        fired: &mut Vec<ViolationRecord>,
    ) -> (TransitionResult, Option<GuardFailure>) {
        let (result, failure) = if self.finalized {
            (TransitionResult::Terminal, None)
        } else if obs.state == self.current {
            (TransitionResult::NoChange, None)
        } else {
            match self.check_transition(wf, obs, text) {
                Ok(()) => (TransitionResult::Success, None),
                Err(f) => (TransitionResult::InvalidTransition, Some(f)),
            }
        };
        let entry = self.entries;
        self.push_history(HistoryEntry {
            state: obs.state,
            at_ms: now_ms,
            method: obs.method,
            confidence: obs.confidence,
            result,
        });
        let first_new = fired.len();
        match result {
            TransitionResult::Success => {
                self.previous = Some(self.current);
                self.current = obs.state;
                if let Some(v) = self.visits.get_mut(obs.state.index()) {
                    *v = v.saturating_add(1);
                }
                self.trace(wf, obs.state, entry, fired);
                if wf.state(obs.state).is_terminal() {
                    self.finish(wf, fired);
                }
            }
            TransitionResult::InvalidTransition => {
                self.probe(wf, obs.state, entry, fired);
                fired.push(ViolationRecord {
                    cause: ViolationCause::InvalidTransition { from: self.current },
                    state: obs.state,
                    entry,
                    at_finalization: false,
                    severity: ConstraintSeverity::Error,
                });
            }
            TransitionResult::NoChange | TransitionResult::Terminal => {}
        }
        self.record(&fired[first_new..]);
        (result, failure)
    }

    /// Ends the session: resolves liveness constraints; returns the violations that
    /// finalisation found. Idempotent.
    pub fn finalize(&mut self, wf: &CompiledWorkflow) -> Vec<ViolationRecord> {
        let mut fired = Vec::new();
        if !self.finalized {
            self.finish(wf, &mut fired);
            self.record(&fired);
            self.version += 1;
        }
        fired
    }

    fn check_transition(
        &self,
        wf: &CompiledWorkflow,
        obs: &Observation,
        text: &str,
    ) -> Result<(), GuardFailure> {
        let guards = wf.transitions(self.current, obs.state);
        let mut first_failure = None;
        for guard in guards {
            let Some(g) = guard.and_then(|id| wf.guard(id)) else {
                return Ok(());
            };
            let failure = if let Some(min) = g.min_confidence
                && obs.confidence < min
            {
                Some(GuardFailure::MinConfidence {
                    required: min,
                    actual: obs.confidence,
                })
            } else if let Some(missing) = g.required_states.iter().find(|s| self.visits(**s) == 0) {
                Some(GuardFailure::RequiredState {
                    missing: wf.state_name(*missing).to_string(),
                })
            } else if let Some(max) = g.max_visits
                && self.visits(obs.state) >= max
            {
                Some(GuardFailure::MaxVisits { max })
            } else if let Some(p) = &g.pattern
                && !p.is_match(text)
            {
                Some(GuardFailure::Pattern)
            } else {
                None
            };
            match failure {
                None => return Ok(()),
                Some(f) => {
                    first_failure.get_or_insert(f);
                }
            }
        }
        Err(first_failure.unwrap_or(GuardFailure::NoTransition))
    }

    fn push_history(&mut self, mut entry: HistoryEntry) {
        // Four decimals are plenty for an audit trail, keep the stored form short and
        // survive a JSON round trip exactly (short decimals parse exactly).
        entry.confidence = (entry.confidence * 10_000.0).round() / 10_000.0;
        self.entries += 1;
        self.history.push_back(entry);
        while self.history.len() > self.max_history as usize {
            self.history.pop_front();
        }
    }

    /// Feeds one trace entry to every monitor.
    fn trace(
        &mut self,
        wf: &CompiledWorkflow,
        s: StateId,
        entry: u64,
        fired: &mut Vec<ViolationRecord>,
    ) {
        self.last_traced = s;
        for (i, (c, flags)) in wf
            .constraints()
            .iter()
            .zip(self.monitors.iter_mut())
            .enumerate()
        {
            if c.step(flags, s) {
                fired.push(ViolationRecord {
                    cause: ViolationCause::Constraint(ConstraintId(i as u16)),
                    state: s,
                    entry,
                    at_finalization: false,
                    severity: c.severity(),
                });
            }
        }
    }

    /// Checks a refused step against every monitor without advancing them.
    fn probe(
        &mut self,
        wf: &CompiledWorkflow,
        s: StateId,
        entry: u64,
        fired: &mut Vec<ViolationRecord>,
    ) {
        for (i, (c, flags)) in wf
            .constraints()
            .iter()
            .zip(self.monitors.iter_mut())
            .enumerate()
        {
            if c.probe(flags, s) {
                fired.push(ViolationRecord {
                    cause: ViolationCause::Constraint(ConstraintId(i as u16)),
                    state: s,
                    entry,
                    at_finalization: false,
                    severity: c.severity(),
                });
            }
        }
    }

    fn finish(&mut self, wf: &CompiledWorkflow, fired: &mut Vec<ViolationRecord>) {
        self.finalized = true;
        let entry = self.entries.saturating_sub(1);
        for (i, (c, flags)) in wf
            .constraints()
            .iter()
            .zip(self.monitors.iter_mut())
            .enumerate()
        {
            if c.finish(flags) {
                fired.push(ViolationRecord {
                    cause: ViolationCause::Constraint(ConstraintId(i as u16)),
                    state: self.last_traced,
                    entry,
                    at_finalization: true,
                    severity: c.severity(),
                });
            }
        }
    }

    fn record(&mut self, fired: &[ViolationRecord]) {
        for v in fired {
            self.violation_count += 1;
            self.violations.push_back(*v);
            while self.violations.len() > self.max_history as usize {
                self.violations.pop_front();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::{AgentResponse, NoEmbedder};
    use crate::monitor::rescan_entries;
    use crate::tracker::process_response;
    use proptest::prelude::*;
    use serde_json::json;

    fn workflow() -> CompiledWorkflow {
        let spec = serde_json::from_value(json!({
            "states": [
                {"name": "a", "initial": true, "classification": {"toolCalls": ["a"]}},
                {"name": "b", "classification": {"toolCalls": ["b"], "patterns": ["maybe b"]}},
                {"name": "c", "classification": {"toolCalls": ["c"]}},
                {"name": "d", "classification": {"toolCalls": ["d"]}},
                {"name": "end", "terminal": true, "classification": {"toolCalls": ["end"]}}
            ],
            "transitions": [
                {"from": "a", "to": "b", "guard": {"minConfidence": 0.95}},
                {"from": "b", "to": "a"},
                {"from": "a", "to": "c", "guard": {"requiredStates": ["b"]}},
                {"from": "c", "to": "a", "guard": {"maxVisits": 2}},
                {"from": "c", "to": "d", "guard": {"pattern": "^ok"}},
                {"from": "*", "to": "end"}
            ],
            "constraints": [
                {"name": "ev", "type": "eventually", "target": "d"},
                {"name": "al", "type": "always", "condition": ["a", "b", "c", "end"]},
                {"name": "nv", "type": "never", "target": "d"},
                {"name": "pr", "type": "precedence", "trigger": "b", "target": "c"},
                {"name": "rs", "type": "response", "trigger": "b", "target": "c"},
                {"name": "un", "type": "until", "condition": ["a", "b"], "target": "c"},
                {"name": "nx", "type": "next", "trigger": "c", "target": "a"}
            ]
        }))
        .unwrap();
        CompiledWorkflow::compile("t", &spec).unwrap()
    }

    fn step(
        wf: &CompiledWorkflow,
        s: &mut SessionState,
        r: AgentResponse,
    ) -> (TransitionResult, Option<GuardFailure>) {
        let out = process_response(wf, s, &r, &NoEmbedder, 0).unwrap();
        let last = out.steps.last().unwrap();
        (last.result, last.guard_failure.clone())
    }

    fn tool(name: &str) -> AgentResponse {
        AgentResponse::tools([name])
    }

    #[test]
    fn transitions_and_guards() {
        let wf = workflow();
        let id = |n| wf.state_id(n).unwrap();
        let mut s = SessionState::new(&wf, "s", 0, 16);
        assert_eq!(s.current_state(), id("a"));
        // Pattern confidence 0.9 < minConfidence 0.95.
        assert_eq!(
            step(&wf, &mut s, AgentResponse::text("maybe b")),
            (
                TransitionResult::InvalidTransition,
                Some(GuardFailure::MinConfidence {
                    required: 0.95,
                    actual: 0.9
                })
            )
        );
        assert_eq!(s.current_state(), id("a"));
        // requiredStates: b never entered (the refused attempt does not count).
        assert_eq!(
            step(&wf, &mut s, tool("c")),
            (
                TransitionResult::InvalidTransition,
                Some(GuardFailure::RequiredState {
                    missing: "b".into()
                })
            )
        );
        assert_eq!(
            step(&wf, &mut s, tool("a")),
            (TransitionResult::NoChange, None)
        );
        assert_eq!(
            step(&wf, &mut s, tool("b")),
            (TransitionResult::Success, None)
        );
        assert_eq!(s.previous_state(), Some(id("a")));
        assert_eq!(
            step(&wf, &mut s, tool("a")),
            (TransitionResult::Success, None)
        );
        assert_eq!(
            step(&wf, &mut s, tool("c")),
            (TransitionResult::Success, None)
        );
        // c -> d needs the text to start with "ok".
        assert_eq!(
            step(&wf, &mut s, tool("d")),
            (
                TransitionResult::InvalidTransition,
                Some(GuardFailure::Pattern)
            )
        );
        // a has been entered twice (initial + once): maxVisits 2 refuses a third.
        assert_eq!(
            step(&wf, &mut s, tool("a")),
            (
                TransitionResult::InvalidTransition,
                Some(GuardFailure::MaxVisits { max: 2 })
            )
        );
        let ok_d = AgentResponse {
            content: "ok, done".into(),
            ..tool("d")
        };
        assert_eq!(step(&wf, &mut s, ok_d), (TransitionResult::Success, None));
        // No transition d -> b.
        assert_eq!(
            step(&wf, &mut s, tool("b")),
            (
                TransitionResult::InvalidTransition,
                Some(GuardFailure::NoTransition)
            )
        );
        // "*" -> end; end is terminal: the session is finalised.
        assert_eq!(
            step(&wf, &mut s, tool("end")),
            (TransitionResult::Success, None)
        );
        assert!(s.is_finalized());
        assert_eq!(
            step(&wf, &mut s, tool("a")),
            (TransitionResult::Terminal, None)
        );
        assert!(s.verdicts(&wf).iter().all(|v| *v != Verdict::Pending));
    }

    #[test]
    fn wildcard_does_not_leave_terminal_states() {
        let wf = workflow();
        assert!(
            wf.transitions(wf.state_id("end").unwrap(), wf.state_id("end").unwrap())
                .is_empty()
        );
        assert_eq!(
            wf.transitions(wf.state_id("d").unwrap(), wf.state_id("end").unwrap())
                .len(),
            1
        );
    }

    #[test]
    fn history_is_bounded_and_counted() {
        let wf = workflow();
        let mut s = SessionState::new(&wf, "s", 5, 3);
        for i in 0..10 {
            step(&wf, &mut s, tool(if i % 2 == 0 { "b" } else { "a" }));
        }
        assert_eq!(s.history().len(), 3);
        assert_eq!(s.entry_count(), 11);
        assert_eq!(s.history().next().unwrap().state, wf.state_id("a").unwrap());
        let first = SessionState::new(&wf, "s", 5, 3);
        let h = first.history().next().unwrap();
        assert_eq!(
            (h.method, h.result, h.at_ms),
            (Method::Initial, TransitionResult::Success, 5)
        );
    }

    #[test]
    fn serialises_compactly_and_detects_foreign_workflows() {
        let wf = workflow();
        let mut s = SessionState::new(&wf, "sess", 1_700_000_000_000, 256);
        for t in ["b", "a", "c"] {
            step(&wf, &mut s, tool(t));
        }
        let json = serde_json::to_string(&s).unwrap();
        assert!(json.len() < 600, "{} bytes: {json}", json.len());
        let back: SessionState = serde_json::from_str(&json).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.version(), 3);
        back.check(&wf).unwrap();

        let other = CompiledWorkflow::compile(
            "other",
            &serde_json::from_value(json!({"states": [{"name": "x", "initial": true}]})).unwrap(),
        )
        .unwrap();
        assert!(back.check(&other).is_err());
        let mut s2 = back.clone();
        assert!(process_response(&other, &mut s2, &tool("a"), &NoEmbedder, 0).is_err());
        // Corrupt indices are caught too.
        let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
        v["cur"] = json!(999);
        let bad: SessionState = serde_json::from_value(v).unwrap();
        assert!(bad.check(&wf).is_err());
    }

    #[test]
    fn embedding_confidence_survives_a_json_round_trip() {
        let spec = serde_json::from_value(json!({
            "states": [{"name": "a", "initial": true, "classification": {"exemplars": ["x"]}},
                       {"name": "b", "classification": {"exemplars": ["y"]}}],
            "transitions": [{"from": "a", "to": "b"}]
        }))
        .unwrap();
        let wf = CompiledWorkflow::compile("t", &spec).unwrap();
        let mut s = SessionState::new(&wf, "s", 0, 8);
        let scores = crate::FixedScores(vec![crate::StateScore {
            state: "b".into(),
            similarity: 0.9490360070337843,
        }]);
        let out = process_response(&wf, &mut s, &AgentResponse::text("\0"), &scores, 0).unwrap();
        assert_eq!(out.steps[0].confidence, 0.9490360070337843);
        assert_eq!(s.history().last().unwrap().confidence, 0.949);
        let back: SessionState = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(back, s);
    }

    /// `a → bad`, with `never(bad)`: one `leak` tool call makes a violation and schedules
    /// an intervention.
    fn never_leak() -> CompiledWorkflow {
        let spec = serde_json::from_value(json!({
            "states": [{"name": "a", "initial": true},
                       {"name": "bad", "classification": {"toolCalls": ["leak"]}}],
            "transitions": [{"from": "a", "to": "bad"}],
            "constraints": [{"name": "no-leak", "type": "never", "target": "bad"}]
        }))
        .unwrap();
        CompiledWorkflow::compile("t", &spec).unwrap()
    }

    /// The agent calls `leak` at `now`: [`never_leak`]'s violation.
    fn leak(wf: &CompiledWorkflow, s: &mut SessionState, now: u64) {
        let r = AgentResponse::tools(["leak"]);
        process_response(wf, s, &r, &crate::NoEmbedder, now).unwrap();
    }

    #[test]
    fn history_and_violations_are_stored_as_arrays_and_the_object_form_still_reads() {
        let wf = never_leak();
        let mut s = SessionState::new(&wf, "s", 7, 8);
        leak(&wf, &mut s, 9);
        assert_ne!(s.violations().len(), 0);
        let stored = serde_json::to_value(&s).unwrap();
        assert_eq!(stored["h"][1], json!([1, 9, "tool_call", 1.0, "SUCCESS"]));
        assert!(stored["viol"][0].is_array(), "{}", stored["viol"]);

        // Sessions written before the array form (objects with the short names) decode
        // to the same state.
        let mut old = stored.clone();
        for e in old["h"].as_array_mut().unwrap() {
            let a = e.as_array().unwrap().clone();
            *e = json!({"s": a[0], "t": a[1], "m": a[2], "c": a[3], "r": a[4]});
        }
        for v in old["viol"].as_array_mut().unwrap() {
            let a = v.as_array().unwrap().clone();
            *v = json!({"c": a[0], "s": a[1], "n": a[2], "f": a[3], "sev": a[4]});
        }
        let back: SessionState = serde_json::from_value(old).unwrap();
        assert_eq!(back, s);
        let back: SessionState = serde_json::from_value(stored).unwrap();
        assert_eq!(back, s);
    }

    #[test]
    fn the_stored_form_is_the_serde_form_step_after_step_and_after_a_decode() {
        let wf = never_leak();
        let mut s = SessionState::new(&wf, "s", 7, 4);
        for now in 8..20 {
            leak(&wf, &mut s, now);
            let stored = s.to_json(0).unwrap();
            // The same fields and values (the history goes last).
            assert_eq!(
                serde_json::from_slice::<serde_json::Value>(&stored).unwrap(),
                serde_json::to_value(&s).unwrap(),
                "at {now}"
            );
            let mut back: SessionState = serde_json::from_slice(&stored).unwrap();
            assert_eq!(back, s);
            assert_eq!(back.to_json(0).unwrap(), stored);
        }
    }

    #[test]
    fn the_pending_probe_agrees_with_a_full_decode() {
        let wf = never_leak();
        let mut s = SessionState::new(&wf, "s", 0, 8);
        let clean = serde_json::to_vec(&s).unwrap();
        assert!(!SessionState::has_pending_in(&clean));
        leak(&wf, &mut s, 1);
        assert!(
            s.pending_intervention().is_some(),
            "never(bad) schedules an intervention"
        );
        let pending = serde_json::to_vec(&s).unwrap();
        assert!(SessionState::has_pending_in(&pending));
        assert!(
            SessionState::has_pending_in(b"not json"),
            "unreadable bytes go to the full decode"
        );
    }

    #[test]
    fn version_counts_every_change() {
        let wf = workflow();
        let mut s = SessionState::new(&wf, "s", 0, 8);
        assert_eq!(s.version(), 0);
        step(&wf, &mut s, tool("b"));
        assert_eq!(s.version(), 1);
        assert!(s.take_pending_intervention().is_none());
        assert_eq!(s.version(), 1);
        crate::finalize(&wf, &mut s).unwrap();
        assert_eq!(s.version(), 2);
        crate::finalize(&wf, &mut s).unwrap();
        assert_eq!(s.version(), 2);
    }

    proptest! {
        /// Whatever the history bound, the verdicts equal a re-scan of the whole trace:
        /// monitors keep their own state and never read the (truncated) history.
        #[test]
        fn verdicts_survive_history_truncation(
            tools in proptest::collection::vec(proptest::sample::select(vec!["a", "b", "c", "d", "end", "x"]), 0..40),
            max in 1u32..4,
            finish in any::<bool>(),
        ) {
            let wf = workflow();
            let mut s = SessionState::new(&wf, "s", 0, max);
            let mut trace = vec![(wf.initial(), true)];
            for t in &tools {
                let out = process_response(&wf, &mut s, &tool(t), &NoEmbedder, 0).unwrap();
                for st in &out.steps {
                    match st.result {
                        TransitionResult::Success => trace.push((st.state, true)),
                        TransitionResult::InvalidTransition => trace.push((st.state, false)),
                        TransitionResult::NoChange | TransitionResult::Terminal => {}
                    }
                }
                prop_assert!(s.history().len() <= max as usize);
            }
            if finish {
                crate::finalize(&wf, &mut s).unwrap();
            }
            let want: Vec<Verdict> = wf
                .constraints()
                .iter()
                .map(|c| rescan_entries(c, &trace, s.is_finalized()).0)
                .collect();
            prop_assert_eq!(s.verdicts(&wf), want);
        }
    }
}
