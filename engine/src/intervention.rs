//! Choosing, escalating and rendering the intervention that the session's next request
//! carries (deferred intervention: the current response is never touched).
//!
//! - **Which violation.** Of the violations one response caused, the most severe wins
//!   (invalid transitions count as `error`); ties go to the earliest, and at the same
//!   entry constraints (in spec order) come before the invalid transition.
//! - **Which intervention.** The constraint's own `intervention`; else
//!   `defaultInterventions.<severity>` (or `.invalidTransition`); else a built-in:
//!   `argus:warning` (systemPromptAppend), `argus:error` (userMessageInject),
//!   `argus:critical` (hardBlock) or `argus:invalid-transition` (systemPromptAppend),
//!   each with `maxApplications` 3 and the default ladder.
//! - **Escalation.** Once an intervention was applied `maxApplications` times in the
//!   session: with `escalation.intervention`, the other intervention is used (with its
//!   own count and escalation; a cycle stops at the last one not yet visited); with
//!   `escalation.strategy`, that strategy is used from then on; without either, the
//!   strategy climbs one rung of systemPromptAppend → userMessageInject →
//!   contextReminder → hardBlock for every further `maxApplications` applications.
//! - **Replacing.** A new intervention replaces a pending one unless the pending one is
//!   more severe or a hardBlock.

use argus_crds::InterventionStrategy;

use super::compile::{CompiledWorkflow, Escalation, InterventionId};
use super::session::{PendingIntervention, SessionState, ViolationCause, ViolationRecord};

/// Picks the violation to act on, resolves and renders its intervention and makes it
/// the session's pending intervention. Returns the scheduled intervention, if the
/// pending one was replaced.
pub fn schedule(
    wf: &CompiledWorkflow,
    session: &mut SessionState,
    fired: &[ViolationRecord],
) -> Option<PendingIntervention> {
    let rank = |v: &ViolationRecord| {
        let order = match v.cause {
            ViolationCause::Constraint(c) => c.index(),
            ViolationCause::InvalidTransition { .. } => usize::MAX,
        };
        (std::cmp::Reverse(v.severity), v.entry, order)
    };
    let violation = fired.iter().min_by_key(|v| rank(v))?;
    if let Some(p) = &session.pending
        && (p.strategy == InterventionStrategy::HardBlock || p.severity > violation.severity)
    {
        return None;
    }
    let chosen = match violation.cause {
        ViolationCause::Constraint(c) => wf
            .constraints()
            .get(c.index())
            .and_then(|c| c.intervention)
            .unwrap_or_else(|| wf.default_for(violation.severity)),
        ViolationCause::InvalidTransition { .. } => wf.invalid_transition_intervention(),
    };
    let (id, strategy, escalated) = escalate(wf, session, chosen);
    let iv = wf.intervention(id)?;
    let application = session.applications(id).saturating_add(1);
    let text = render(wf, session, violation, application, &iv.template);
    let pending = PendingIntervention {
        name: iv.name.clone(),
        id,
        strategy,
        escalated,
        text,
        constraint: match violation.cause {
            ViolationCause::Constraint(c) => {
                wf.constraints().get(c.index()).map(|c| c.name.clone())
            }
            ViolationCause::InvalidTransition { .. } => None,
        },
        severity: violation.severity,
        application,
    };
    session.pending = Some(pending.clone());
    Some(pending)
}

/// The intervention and strategy to use for `start` given the session's counts.
fn escalate(
    wf: &CompiledWorkflow,
    session: &SessionState,
    start: InterventionId,
) -> (InterventionId, InterventionStrategy, bool) {
    let mut id = start;
    let mut visited = vec![start];
    loop {
        let Some(iv) = wf.intervention(id) else {
            return (id, InterventionStrategy::SystemPromptAppend, false);
        };
        let applied = session.applications(id);
        let max = iv.max_applications.max(1);
        let escalated = id != start;
        if applied < max {
            return (id, iv.strategy, escalated);
        }
        match iv.escalation {
            Escalation::Intervention(next) if !visited.contains(&next) => {
                visited.push(next);
                id = next;
            }
            Escalation::Strategy(s) => return (id, s, true),
            Escalation::Intervention(_) | Escalation::Ladder => {
                let mut strategy = iv.strategy;
                for _ in 0..(applied / max).min(3) {
                    strategy = strategy.escalated();
                }
                return (id, strategy, true);
            }
        }
    }
}

fn render(
    wf: &CompiledWorkflow,
    session: &SessionState,
    v: &ViolationRecord,
    application: u32,
    template: &argus_crds::Template,
) -> String {
    let current = session.current_state();
    let constraint = match v.cause {
        ViolationCause::Constraint(c) => wf.constraints().get(c.index()),
        ViolationCause::InvalidTransition { .. } => None,
    };
    let violation_count = session.violation_count().to_string();
    let application_count = application.to_string();
    let severity = v.severity.as_str();
    let state_name = |s: Option<super::compile::StateId>| s.map_or("", |s| wf.state_name(s));
    template.render(|name| {
        Some(match name {
            "current_state" => wf.state_name(current),
            "previous_state" => state_name(session.previous_state()),
            "expected_states" => wf.state(current).expected_text(),
            "constraint" => constraint.map_or("", |c| c.name()),
            "constraint_description" => constraint.map_or("", |c| c.description()),
            "constraint_type" => constraint.map_or("", |c| c.kind().as_str()),
            "severity" => severity,
            "trigger" => state_name(constraint.and_then(|c| c.trigger)),
            "target" => state_name(constraint.and_then(|c| c.target)),
            "attempted_state" => wf.state_name(v.state),
            "session_id" => session.session_id(),
            "workflow" => wf.name(),
            "violation_count" => &violation_count,
            "application_count" => &application_count,
            _ => return None,
        })
    })
}

#[cfg(test)]
mod tests {
    use crate::classify::{AgentResponse, NoEmbedder};
    use crate::compile::CompiledWorkflow;
    use crate::session::SessionState;
    use crate::tracker::{TrackingResult, process_response};
    use argus_crds::{ConstraintSeverity, InterventionStrategy as S};
    use serde_json::{Value, json};

    /// States start → work → done, tool `x` → state `bad` (reachable from anywhere),
    /// tool `jump` → state `far` (no transition leads there).
    fn workflow(constraints: Value, interventions: Value, defaults: Value) -> CompiledWorkflow {
        let spec = serde_json::from_value(json!({
            "states": [
                {"name": "start", "initial": true, "classification": {"toolCalls": ["start"]}},
                {"name": "work", "classification": {"toolCalls": ["work"]}},
                {"name": "bad", "classification": {"toolCalls": ["x"]}},
                {"name": "far", "classification": {"toolCalls": ["jump"]}},
                {"name": "done", "terminal": true, "classification": {"toolCalls": ["done"]}}
            ],
            "transitions": [
                {"from": "start", "to": "work"},
                {"from": "work", "to": "start"},
                {"from": "*", "to": "bad"},
                {"from": "bad", "to": "work"},
                {"from": "*", "to": "done"}
            ],
            "constraints": constraints,
            "interventions": interventions,
            "defaultInterventions": defaults,
        }))
        .unwrap();
        CompiledWorkflow::compile("wf", &spec).unwrap()
    }

    fn run(wf: &CompiledWorkflow, s: &mut SessionState, tools: &[&str]) -> TrackingResult {
        process_response(
            wf,
            s,
            &AgentResponse::tools(tools.iter().copied()),
            &NoEmbedder,
            0,
        )
        .unwrap()
    }

    /// Violates the constraint once per round, taking the pending intervention before
    /// each round as the proxy would; returns (name, strategy, escalated) per round.
    fn rounds(wf: &CompiledWorkflow, n: usize) -> Vec<(String, S, bool)> {
        let mut s = SessionState::new(wf, "s", 0, 64);
        let mut out = Vec::new();
        for _ in 0..n {
            s.take_pending_intervention();
            run(wf, &mut s, &["x"]);
            run(wf, &mut s, &["work"]);
            let p = s.pending_intervention().unwrap();
            out.push((p.name.clone(), p.strategy, p.escalated));
        }
        out
    }

    fn never_bad(intervention: Option<&str>, severity: &str) -> Value {
        json!([{"name": "no-bad", "type": "never", "target": "bad", "severity": severity,
                "intervention": intervention}])
    }

    #[test]
    fn default_ladder_climbs_one_rung_per_max_applications() {
        let wf = workflow(
            never_bad(Some("nudge"), "warning"),
            json!([{"name": "nudge", "template": "stop", "maxApplications": 2}]),
            json!(null),
        );
        let got: Vec<(S, bool)> = rounds(&wf, 9).into_iter().map(|(_, s, e)| (s, e)).collect();
        assert_eq!(
            got,
            [
                (S::SystemPromptAppend, false),
                (S::SystemPromptAppend, false),
                (S::UserMessageInject, true),
                (S::UserMessageInject, true),
                (S::ContextReminder, true),
                (S::ContextReminder, true),
                (S::HardBlock, true),
                (S::HardBlock, true),
                (S::HardBlock, true),
            ]
        );
    }

    #[test]
    fn escalation_strategy_is_used_past_max_applications() {
        let wf = workflow(
            never_bad(Some("nudge"), "warning"),
            json!([{"name": "nudge", "template": "stop", "strategy": "userMessageInject",
                    "maxApplications": 2, "escalation": {"strategy": "hardBlock"}}]),
            json!(null),
        );
        let got: Vec<S> = rounds(&wf, 3).into_iter().map(|(_, s, _)| s).collect();
        assert_eq!(
            got,
            [S::UserMessageInject, S::UserMessageInject, S::HardBlock]
        );
    }

    #[test]
    fn escalation_intervention_switches_and_stops_at_cycles() {
        let wf = workflow(
            never_bad(Some("a"), "warning"),
            json!([
                {"name": "a", "template": "A", "maxApplications": 1, "escalation": {"intervention": "b"}},
                {"name": "b", "template": "B", "strategy": "userMessageInject", "maxApplications": 1,
                 "escalation": {"intervention": "a"}}
            ]),
            json!(null),
        );
        let got = rounds(&wf, 4);
        let got: Vec<(&str, S, bool)> = got.iter().map(|(n, s, e)| (n.as_str(), *s, *e)).collect();
        assert_eq!(
            got,
            [
                ("a", S::SystemPromptAppend, false),
                ("b", S::UserMessageInject, true),
                ("b", S::ContextReminder, true),
                ("b", S::HardBlock, true),
            ]
        );
    }

    #[test]
    fn hard_block_stays_pending() {
        let wf = workflow(
            never_bad(Some("block"), "critical"),
            json!([{"name": "block", "template": "no", "strategy": "hardBlock"}]),
            json!(null),
        );
        let mut s = SessionState::new(&wf, "s", 0, 8);
        run(&wf, &mut s, &["x"]);
        for n in 1..=3 {
            let p = s.take_pending_intervention().unwrap();
            assert_eq!(p.strategy, S::HardBlock);
            assert_eq!(s.applications(wf.intervention_id("block").unwrap()), n);
        }
    }

    #[test]
    fn choice_own_then_defaults_then_builtin() {
        let ivs = json!([{"name": "own", "template": "own"}, {"name": "dflt", "template": "dflt"},
                         {"name": "inv", "template": "inv"}]);
        let cases = [
            (Some("own"), "warning", json!({"warning": "dflt"}), "own"),
            (None, "warning", json!({"warning": "dflt"}), "dflt"),
            (None, "error", json!({"warning": "dflt"}), "argus:error"),
            (None, "warning", json!(null), "argus:warning"),
            (None, "critical", json!(null), "argus:critical"),
        ];
        for (own, severity, defaults, want) in cases {
            let wf = workflow(never_bad(own, severity), ivs.clone(), defaults);
            let mut s = SessionState::new(&wf, "s", 0, 8);
            let out = run(&wf, &mut s, &["x"]);
            assert_eq!(out.intervention.unwrap().name, want, "{own:?} {severity}");
        }
        let builtin_strategy = |severity: &str| {
            let wf = workflow(never_bad(None, severity), json!([]), json!(null));
            let mut s = SessionState::new(&wf, "s", 0, 8);
            run(&wf, &mut s, &["x"]).intervention.unwrap().strategy
        };
        assert_eq!(builtin_strategy("warning"), S::SystemPromptAppend);
        assert_eq!(builtin_strategy("error"), S::UserMessageInject);
        assert_eq!(builtin_strategy("critical"), S::HardBlock);

        for (defaults, want) in [
            (json!({"invalidTransition": "inv"}), "inv"),
            (json!(null), "argus:invalid-transition"),
        ] {
            let wf = workflow(json!([]), ivs.clone(), defaults);
            let mut s = SessionState::new(&wf, "s", 0, 8);
            let p = run(&wf, &mut s, &["jump"]).intervention.unwrap();
            assert_eq!(
                (p.name.as_str(), p.constraint, p.severity),
                (want, None, ConstraintSeverity::Error)
            );
        }
    }

    #[test]
    fn most_severe_violation_wins_and_is_not_replaced_by_a_lesser_one() {
        let constraints = json!([
            {"name": "warn-far", "type": "never", "target": "far", "severity": "warning"},
            {"name": "crit-bad", "type": "never", "target": "bad", "severity": "critical",
             "intervention": "crit"}
        ]);
        let ivs = json!([{"name": "crit", "template": "crit", "strategy": "userMessageInject"}]);
        let wf = workflow(constraints, ivs, json!(null));
        // One response, two observations: warning (far, + invalid transition) then critical.
        let mut s = SessionState::new(&wf, "s", 0, 8);
        let out = run(&wf, &mut s, &["jump", "x"]);
        assert_eq!(out.violations.len(), 3);
        assert_eq!(out.intervention.unwrap().name, "crit");
        // A later warning does not replace the pending critical intervention.
        let out = run(&wf, &mut s, &["jump"]);
        assert!(out.intervention.is_none());
        assert_eq!(s.pending_intervention().unwrap().name, "crit");
        // Invalid transition (error) beats a warning at the same entry.
        let mut s = SessionState::new(&wf, "s", 0, 8);
        let out = run(&wf, &mut s, &["jump"]);
        assert_eq!(out.intervention.unwrap().name, "argus:invalid-transition");
    }

    #[test]
    fn renders_every_variable() {
        let vars: Vec<String> = argus_crds::TEMPLATE_VARIABLES
            .iter()
            .map(|(v, _)| format!("{v}={{{{{v}}}}}"))
            .collect();
        let wf = workflow(
            json!([{"name": "no-bad", "type": "precedence", "trigger": "work", "target": "bad",
                    "severity": "error", "intervention": "all", "description": "Work first."}]),
            json!([{"name": "all", "template": vars.join("|")}]),
            json!(null),
        );
        let mut s = SessionState::new(&wf, "sess-1", 0, 8);
        let p = run(&wf, &mut s, &["x"]).intervention.unwrap();
        assert_eq!(
            p.text,
            "current_state=bad|previous_state=start|expected_states=work, done|constraint=no-bad|\
             constraint_description=Work first.|constraint_type=precedence|severity=error|\
             trigger=work|target=bad|attempted_state=bad|session_id=sess-1|workflow=wf|\
             violation_count=1|application_count=1"
        );
    }
}
