//! LTL-lite constraint monitors: one byte of state per constraint, advanced once per
//! trace entry (O(1) each, O(constraints) per entry), so verdicts stay exact when the
//! session's history is truncated.
//!
//! **The trace** a session's monitors see is: the initial state (a session starts
//! there, so it is the first entry), then the state of every observation whose
//! transition result is `SUCCESS`. `NO_CHANGE` observations (staying, including the
//! fallback) are stutter and do not enter it; after the session is finalised nothing
//! does.
//!
//! **Refused steps.** An observation whose transition is `INVALID_TRANSITION` is a step
//! the agent tried (it called the tool) but the workflow refused. It is *probed*: checked
//! as if it were appended to the trace — if it would fire a constraint (see below), the
//! constraint fires and is violated — but it is not added, so it makes no progress
//! (it does not satisfy `eventually`, count as the trigger of `precedence`, open a
//! `response`, or arm a `next`). Acting on an account before verifying identity is thus
//! a `precedence` violation even though the guard refused the move, while the agent
//! that then verifies and retries is judged on the steps that were accepted.
//!
//! **Verdicts** are three-valued and final once decided: `SATISFIED` and `VIOLATED`
//! never change as the trace grows; `PENDING` means not decided yet. For a trace
//! `s0 .. sn` (A = trigger, B = target, C = condition):
//! - `eventually(B)`: SATISFIED once B occurs; PENDING before; VIOLATED at finalisation
//!   (terminal state, session end, TTL) without B.
//! - `always(C)`: VIOLATED as soon as a state outside C occurs; otherwise PENDING,
//!   SATISFIED at finalisation.
//! - `never(B)`: VIOLATED as soon as B occurs; otherwise PENDING, SATISFIED at finalisation.
//! - `precedence(A, B)` ("B cannot occur before A"): VIOLATED if B occurs before the
//!   first A; SATISFIED once A occurred first (A and B at the same entry count as A
//!   first); PENDING before either; SATISFIED at finalisation if never violated.
//! - `response(A, B)` = G(A → F B): every A must be followed by a B at the same entry or
//!   later. PENDING until finalisation (a later A can always open a new obligation);
//!   VIOLATED at finalisation if an A is unanswered, else SATISFIED.
//! - `until(C, B)` = C U B (strong): every state before the first B must be in C.
//!   VIOLATED when one is not; SATISFIED when B occurs first; VIOLATED at finalisation
//!   if B never occurred.
//! - `next(A, B)` = G(A → X B) with a strong next: the entry right after every A must be
//!   B. VIOLATED when one is not, and at finalisation when the trace ends with an A;
//!   otherwise PENDING, SATISFIED at finalisation.
//!
//! **Firing.** Besides the verdict, each step reports whether the new entry *fires*
//! the constraint: whether that entry is a witness of a violation (a B in `never`, a
//! state outside C in `always`, a B before the first A in `precedence`, a non-C state
//! before B in `until`, a non-B after an A in `next`). Repeated offences fire again, so
//! an ignored intervention escalates. Finalisation fires every constraint whose
//! liveness obligation is still open: `eventually` and `until` without B, `response`
//! with an unanswered A, `next` ending on an A.

use serde::{Deserialize, Serialize};

use argus_crds::ConstraintType;

use super::compile::{CompiledConstraint, StateId};

/// The three-valued verdict of a constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Verdict {
    /// Holds, whatever happens next.
    Satisfied,
    /// Broken, whatever happens next.
    Violated,
    /// Not decided yet.
    Pending,
}

impl Verdict {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Satisfied => "SATISFIED",
            Verdict::Violated => "VIOLATED",
            Verdict::Pending => "PENDING",
        }
    }
}

/// Monitor flag: eventually/until — B seen; precedence — A seen; response — an A is
/// unanswered; next — the last entry was an A.
pub const ARMED: u8 = 1;
/// Monitor flag: a violation was witnessed.
pub const VIOLATED: u8 = 2;

impl CompiledConstraint {
    /// Advances the monitor over entry `s`; returns whether `s` fires the constraint.
    pub fn step(&self, flags: &mut u8, s: StateId) -> bool {
        let is_target = self.target == Some(s);
        let is_trigger = self.trigger == Some(s);
        let fires = match self.kind {
            ConstraintType::Eventually => {
                if is_target {
                    *flags |= ARMED;
                }
                false
            }
            ConstraintType::Always => !self.in_condition(s),
            ConstraintType::Never => is_target,
            ConstraintType::Precedence => {
                if is_trigger {
                    *flags |= ARMED;
                }
                is_target && *flags & ARMED == 0
            }
            ConstraintType::Response => {
                if is_trigger {
                    *flags |= ARMED;
                }
                if is_target {
                    *flags &= !ARMED;
                }
                false
            }
            ConstraintType::Until => {
                if *flags & ARMED != 0 {
                    false
                } else if is_target {
                    *flags |= ARMED;
                    false
                } else {
                    !self.in_condition(s)
                }
            }
            ConstraintType::Next => {
                let fires = *flags & ARMED != 0 && !is_target;
                if is_trigger {
                    *flags |= ARMED;
                } else {
                    *flags &= !ARMED;
                }
                fires
            }
        };
        if fires {
            *flags |= VIOLATED;
        }
        fires
    }

    /// Checks a refused step as if it were appended: returns whether it would fire the
    /// constraint (recording the violation) without advancing the monitor.
    pub fn probe(&self, flags: &mut u8, s: StateId) -> bool {
        let mut hypothetical = *flags;
        let fires = self.step(&mut hypothetical, s);
        if fires {
            *flags |= VIOLATED;
        }
        fires
    }

    /// Resolves the monitor at the end of the trace; returns whether that fires it.
    pub fn finish(&self, flags: &mut u8) -> bool {
        let armed = *flags & ARMED != 0;
        let fires = match self.kind {
            ConstraintType::Eventually | ConstraintType::Until => !armed,
            ConstraintType::Response | ConstraintType::Next => armed,
            ConstraintType::Always | ConstraintType::Never | ConstraintType::Precedence => false,
        };
        if fires {
            *flags |= VIOLATED;
        }
        fires
    }

    /// The verdict for monitor state `flags`.
    pub fn verdict(&self, flags: u8, finalized: bool) -> Verdict {
        if flags & VIOLATED != 0 {
            return Verdict::Violated;
        }
        if finalized {
            return Verdict::Satisfied;
        }
        let armed = flags & ARMED != 0;
        match self.kind {
            ConstraintType::Eventually | ConstraintType::Precedence | ConstraintType::Until
                if armed =>
            {
                Verdict::Satisfied
            }
            _ => Verdict::Pending,
        }
    }
}

/// Reference semantics by full re-scan of a trace, written straight from the
/// definitions above; the incremental monitors must agree with it.
#[cfg(test)]
pub fn rescan(c: &CompiledConstraint, trace: &[StateId], finalized: bool) -> (Verdict, Vec<usize>) {
    let is = |s: &StateId, t: Option<StateId>| Some(*s) == t;
    let end = trace.len();
    let first = |t: Option<StateId>| trace.iter().position(|s| is(s, t));
    // Witness positions; `end` stands for "the end of the trace" (finalisation).
    let mut witnesses: Vec<usize> = match c.kind {
        ConstraintType::Eventually => Vec::new(),
        ConstraintType::Always => (0..end).filter(|&i| !c.in_condition(trace[i])).collect(),
        ConstraintType::Never => (0..end).filter(|&i| is(&trace[i], c.target)).collect(),
        ConstraintType::Precedence => {
            let a = first(c.trigger).unwrap_or(end);
            (0..a.min(end))
                .filter(|&i| is(&trace[i], c.target))
                .collect()
        }
        ConstraintType::Response => Vec::new(),
        ConstraintType::Until => {
            let b = first(c.target).unwrap_or(end);
            (0..b).filter(|&i| !c.in_condition(trace[i])).collect()
        }
        ConstraintType::Next => (1..end)
            .filter(|&i| is(&trace[i - 1], c.trigger) && !is(&trace[i], c.target))
            .collect(),
    };
    if finalized {
        let open = match c.kind {
            ConstraintType::Eventually | ConstraintType::Until => first(c.target).is_none(),
            ConstraintType::Response => trace
                .iter()
                .enumerate()
                .any(|(i, s)| is(s, c.trigger) && !trace[i..].iter().any(|t| is(t, c.target))),
            ConstraintType::Next => trace.last().is_some_and(|s| is(s, c.trigger)),
            _ => false,
        };
        if open {
            witnesses.push(end);
        }
    }
    let verdict = if !witnesses.is_empty() {
        Verdict::Violated
    } else if finalized {
        Verdict::Satisfied
    } else {
        match c.kind {
            ConstraintType::Eventually | ConstraintType::Until if first(c.target).is_some() => {
                Verdict::Satisfied
            }
            ConstraintType::Precedence if first(c.trigger).is_some() => Verdict::Satisfied,
            _ => Verdict::Pending,
        }
    };
    (verdict, witnesses)
}

/// Reference semantics for a trace with refused steps (`false` = refused): verdict and
/// fired entry positions (`entries.len()` for finalisation). A refused step fires if it
/// would be a witness when appended to the accepted steps before it.
#[cfg(test)]
pub fn rescan_entries(
    c: &CompiledConstraint,
    entries: &[(StateId, bool)],
    finalized: bool,
) -> (Verdict, Vec<usize>) {
    let mut taken: Vec<StateId> = Vec::new();
    let mut taken_pos: Vec<usize> = Vec::new();
    let mut fired: Vec<usize> = Vec::new();
    for (i, (s, accepted)) in entries.iter().enumerate() {
        if *accepted {
            taken.push(*s);
            taken_pos.push(i);
        } else {
            let mut t = taken.clone();
            t.push(*s);
            if rescan(c, &t, false).1.contains(&taken.len()) {
                fired.push(i);
            }
        }
    }
    let (verdict, witnesses) = rescan(c, &taken, finalized);
    fired.extend(
        witnesses
            .iter()
            .map(|&w| taken_pos.get(w).copied().unwrap_or(entries.len())),
    );
    fired.sort_unstable();
    let verdict = if fired.is_empty() {
        verdict
    } else {
        Verdict::Violated
    };
    (verdict, fired)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::CompiledWorkflow;
    use argus_crds::{ConstraintSpec, StateSpec, TransitionSpec, WorkflowSpec};
    use proptest::prelude::*;

    const STATES: [&str; 5] = ["a", "b", "c", "d", "e"];

    fn workflow(constraints: Vec<ConstraintSpec>) -> CompiledWorkflow {
        let spec = WorkflowSpec {
            version: None,
            description: None,
            states: STATES
                .iter()
                .enumerate()
                .map(|(i, n)| StateSpec {
                    name: n.to_string(),
                    initial: Some(i == 0),
                    ..Default::default()
                })
                .collect(),
            transitions: STATES
                .iter()
                .map(|n| TransitionSpec {
                    from: "*".into(),
                    to: n.to_string(),
                    guard: None,
                })
                .collect(),
            constraints,
            interventions: Vec::new(),
            default_interventions: None,
            classification: None,
            selector: None,
        };
        CompiledWorkflow::compile("t", &spec).unwrap()
    }

    fn constraint(
        kind: ConstraintType,
        trigger: Option<&str>,
        target: Option<&str>,
        condition: &[&str],
    ) -> ConstraintSpec {
        ConstraintSpec {
            name: "c".into(),
            type_: kind,
            trigger: trigger.map(Into::into),
            target: target.map(Into::into),
            condition: condition.iter().map(|s| s.to_string()).collect(),
            severity: None,
            intervention: None,
            description: None,
        }
    }

    /// Runs the monitor over `trace` (state names) and returns the verdict after each
    /// entry, then after finalisation, plus the fired positions.
    fn run(spec: ConstraintSpec, trace: &str) -> (Vec<Verdict>, Verdict, Vec<usize>) {
        let wf = workflow(vec![spec]);
        let c = &wf.constraints()[0];
        let mut flags = 0u8;
        let mut verdicts = Vec::new();
        let mut fired = Vec::new();
        let ids: Vec<StateId> = trace
            .split_whitespace()
            .map(|n| wf.state_id(n).unwrap())
            .collect();
        for (i, s) in ids.iter().enumerate() {
            if c.step(&mut flags, *s) {
                fired.push(i);
            }
            verdicts.push(c.verdict(flags, false));
            assert_eq!(
                rescan(c, &ids[..=i], false),
                (c.verdict(flags, false), fired.clone())
            );
        }
        if c.finish(&mut flags) {
            fired.push(ids.len());
        }
        let last = c.verdict(flags, true);
        assert_eq!(rescan(c, &ids, true), (last, fired.clone()));
        (verdicts, last, fired)
    }

    use Verdict::{Pending as P, Satisfied as S, Violated as V};

    #[test]
    fn eventually() {
        let c = || constraint(ConstraintType::Eventually, None, Some("c"), &[]);
        assert_eq!(run(c(), "a b c d"), (vec![P, P, S, S], S, vec![]));
        assert_eq!(run(c(), "a b"), (vec![P, P], V, vec![2]));
        assert_eq!(run(c(), "c"), (vec![S], S, vec![]));
    }

    #[test]
    fn always() {
        let c = || constraint(ConstraintType::Always, None, None, &["a", "b"]);
        assert_eq!(run(c(), "a b a"), (vec![P, P, P], S, vec![]));
        assert_eq!(run(c(), "a c b d"), (vec![P, V, V, V], V, vec![1, 3]));
    }

    #[test]
    fn never() {
        let c = || constraint(ConstraintType::Never, None, Some("d"), &[]);
        assert_eq!(run(c(), "a b c"), (vec![P, P, P], S, vec![]));
        assert_eq!(run(c(), "a d b d"), (vec![P, V, V, V], V, vec![1, 3]));
    }

    #[test]
    fn precedence() {
        let c = || constraint(ConstraintType::Precedence, Some("b"), Some("c"), &[]);
        assert_eq!(run(c(), "a b c"), (vec![P, S, S], S, vec![]));
        assert_eq!(run(c(), "a c b c"), (vec![P, V, V, V], V, vec![1]));
        assert_eq!(run(c(), "a c c"), (vec![P, V, V], V, vec![1, 2]));
        // Neither occurs: pending, satisfied at finalisation (weak).
        assert_eq!(run(c(), "a d"), (vec![P, P], S, vec![]));
    }

    #[test]
    fn response() {
        let c = || constraint(ConstraintType::Response, Some("b"), Some("c"), &[]);
        assert_eq!(run(c(), "a b d c"), (vec![P, P, P, P], S, vec![]));
        assert_eq!(run(c(), "a b c b"), (vec![P, P, P, P], V, vec![4]));
        assert_eq!(run(c(), "a d"), (vec![P, P], S, vec![]));
        // Trigger == target: the trigger's own entry answers it (standard LTL, and what
        // the CRD doc and the validator's warning say): never violated.
        let same = || constraint(ConstraintType::Response, Some("b"), Some("b"), &[]);
        assert_eq!(run(same(), "a b"), (vec![P, P], S, vec![]));
        assert_eq!(run(same(), "b a b a"), (vec![P, P, P, P], S, vec![]));
    }

    #[test]
    fn until() {
        let c = || constraint(ConstraintType::Until, None, Some("c"), &["a", "b"]);
        assert_eq!(run(c(), "a b c d"), (vec![P, P, S, S], S, vec![]));
        assert_eq!(run(c(), "a d b c"), (vec![P, V, V, V], V, vec![1]));
        assert_eq!(run(c(), "a d e"), (vec![P, V, V], V, vec![1, 2, 3]));
        assert_eq!(run(c(), "a b"), (vec![P, P], V, vec![2]));
    }

    #[test]
    fn next() {
        let c = || constraint(ConstraintType::Next, Some("b"), Some("c"), &[]);
        assert_eq!(run(c(), "a b c b c"), (vec![P, P, P, P, P], S, vec![]));
        assert_eq!(run(c(), "a b d c"), (vec![P, P, V, V], V, vec![2]));
        assert_eq!(run(c(), "a b b c"), (vec![P, P, V, V], V, vec![2]));
        assert_eq!(run(c(), "a b"), (vec![P, P], V, vec![2]));
    }

    fn any_constraint() -> impl Strategy<Value = ConstraintSpec> {
        let state = || proptest::sample::select(STATES.to_vec());
        let kind = proptest::sample::select(vec![
            ConstraintType::Eventually,
            ConstraintType::Always,
            ConstraintType::Never,
            ConstraintType::Precedence,
            ConstraintType::Response,
            ConstraintType::Until,
            ConstraintType::Next,
        ]);
        (
            kind,
            state(),
            state(),
            proptest::sample::subsequence(STATES.to_vec(), 1..=4),
        )
            .prop_map(|(kind, a, b, cond)| {
                constraint(
                    kind,
                    kind.uses_trigger().then_some(a),
                    kind.uses_target().then_some(b),
                    if kind.uses_condition() { &cond } else { &[] },
                )
            })
    }

    proptest! {
        /// With refused steps probed, the monitor agrees with the reference, and a
        /// refused step never changes anything but the violated flag.
        #[test]
        fn probes_equal_reference(
            spec in any_constraint(),
            entries in proptest::collection::vec((0u16..5, proptest::bool::weighted(0.7)), 0..40),
            finish in any::<bool>(),
        ) {
            let wf = workflow(vec![spec]);
            let c = &wf.constraints()[0];
            let entries: Vec<(StateId, bool)> = entries.into_iter().map(|(s, t)| (StateId(s), t)).collect();
            let mut flags = 0u8;
            let mut fired = Vec::new();
            for (i, (s, accepted)) in entries.iter().enumerate() {
                let before = flags;
                let f = if *accepted { c.step(&mut flags, *s) } else { c.probe(&mut flags, *s) };
                if !*accepted {
                    prop_assert_eq!(flags & !VIOLATED, before & !VIOLATED);
                }
                if f {
                    fired.push(i);
                }
                prop_assert_eq!(rescan_entries(c, &entries[..=i], false), (c.verdict(flags, false), fired.clone()));
            }
            if finish {
                if c.finish(&mut flags) {
                    fired.push(entries.len());
                }
                prop_assert_eq!(rescan_entries(c, &entries, true), (c.verdict(flags, true), fired));
            }
        }

        /// The incremental monitor agrees with the full re-scan after every entry and
        /// after finalisation, on verdicts and on fired positions.
        #[test]
        fn incremental_equals_rescan(spec in any_constraint(), trace in proptest::collection::vec(0u16..5, 0..40)) {
            let wf = workflow(vec![spec]);
            let c = &wf.constraints()[0];
            let ids: Vec<StateId> = trace.into_iter().map(StateId).collect();
            let mut flags = 0u8;
            let mut fired = Vec::new();
            for (i, s) in ids.iter().enumerate() {
                if c.step(&mut flags, *s) {
                    fired.push(i);
                }
                prop_assert_eq!(rescan(c, &ids[..=i], false), (c.verdict(flags, false), fired.clone()));
            }
            let before = c.verdict(flags, false);
            if c.finish(&mut flags) {
                fired.push(ids.len());
            }
            let after = c.verdict(flags, true);
            prop_assert_eq!(rescan(c, &ids, true), (after, fired.clone()));
            // Decided verdicts are final.
            if before != Verdict::Pending {
                prop_assert_eq!(before, after);
            }
        }
    }
}
