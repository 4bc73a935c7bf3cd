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

use argus_crds::workflow::InterventionStrategy;

use super::compile::{CompiledWorkflow, Escalation, InterventionId};
use super::session::{PendingIntervention, SessionState, ViolationCause, ViolationRecord};

/// Picks the violation to act on, resolves and renders its intervention and makes it
/// the session's pending intervention. Returns the scheduled intervention, if the
/// pending one was replaced.
pub(crate) fn schedule(
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
    template: &argus_crds::template::Template,
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
