//! The status the four kinds report, computed from plain facts: validation problems,
//! missing references of bound workloads, the namespace store. `conditions::upsert`
//! keeps transition times stable, so an unchanged world writes an identical status.

use argus_crds::{
    CONDITION_READY, CONDITION_STORE_READY, CONDITION_VALID, Condition, DesiredCondition, Problem,
    ProblemSeverity, upsert_condition,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;

/// Field path of an Actor's program in validation problems.
const PROGRAM_PATH: &str = "spec.program";

/// How many problems a condition message lists before summarising the rest.
const MAX_PROBLEMS_IN_MESSAGE: usize = 3;

/// The state of the store a Policy's pods use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreState {
    /// No bound workload: nothing is provisioned.
    NotNeeded,
    /// `redis.externalUrl`: the operator does not run a store.
    External,
    /// The namespace's `redis-argus` has a ready replica.
    Available,
    /// The namespace's `redis-argus` is being created or is not ready.
    Provisioning(String),
}

/// Everything the conditions of one resource depend on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatusFacts {
    /// Validation problems of the current spec.
    pub problems: Vec<Problem>,
    /// Problems of references: bound workloads naming missing resources, a missing prompt.
    pub reference_problems: Vec<String>,
    /// The store, for kinds where it matters (Policy).
    pub store: Option<StoreState>,
}

/// A Kubernetes Event to publish because a condition changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransitionEvent {
    /// Warning or Normal.
    pub warning: bool,
    /// CamelCase reason.
    pub reason: &'static str,
    /// Human-readable note.
    pub note: String,
}

fn summarise(items: &[String]) -> String {
    let mut msg = items
        .iter()
        .take(MAX_PROBLEMS_IN_MESSAGE)
        .cloned()
        .collect::<Vec<_>>()
        .join("; ");
    if items.len() > MAX_PROBLEMS_IN_MESSAGE {
        msg.push_str(&format!(
            " (and {} more)",
            items.len() - MAX_PROBLEMS_IN_MESSAGE
        ));
    }
    msg
}

/// The desired conditions for `facts`.
pub fn desired_conditions(facts: &StatusFacts) -> Vec<DesiredCondition> {
    let errors: Vec<String> = facts
        .problems
        .iter()
        .filter(|p| p.severity == ProblemSeverity::Error)
        .map(Problem::to_string)
        .collect();
    let warnings: Vec<String> = facts
        .problems
        .iter()
        .filter(|p| p.severity == ProblemSeverity::Warning)
        .map(|p| format!("warning: {p}"))
        .collect();
    // A program that does not compile gets its own reason, so `kubectl wait` scripts and
    // dashboards can tell a Lisp error from a YAML one.
    let invalid = if facts
        .problems
        .iter()
        .any(|p| p.severity == ProblemSeverity::Error && p.path == PROGRAM_PATH)
    {
        "ProgramInvalid"
    } else {
        "Invalid"
    };
    let valid = if !errors.is_empty() {
        DesiredCondition::new(CONDITION_VALID, false, invalid, summarise(&errors))
    } else if !warnings.is_empty() {
        DesiredCondition::new(
            CONDITION_VALID,
            true,
            "ValidWithWarnings",
            summarise(&warnings),
        )
    } else {
        DesiredCondition::new(CONDITION_VALID, true, "Valid", "spec is valid")
    };

    let store = facts.store.as_ref().map(|s| match s {
        StoreState::NotNeeded => DesiredCondition::new(
            CONDITION_STORE_READY,
            false,
            "NoWorkloads",
            "no opted-in workload uses this policy; the store is provisioned on first use",
        ),
        StoreState::External => DesiredCondition::new(
            CONDITION_STORE_READY,
            true,
            "External",
            "pods use redis.externalUrl",
        ),
        StoreState::Available => DesiredCondition::new(
            CONDITION_STORE_READY,
            true,
            "Available",
            "the namespace's redis-argus is available",
        ),
        StoreState::Provisioning(why) => {
            DesiredCondition::new(CONDITION_STORE_READY, false, "Provisioning", why.clone())
        }
    });

    let ready = if !errors.is_empty() {
        DesiredCondition::new(CONDITION_READY, false, invalid, summarise(&errors))
    } else if !facts.reference_problems.is_empty() {
        DesiredCondition::new(
            CONDITION_READY,
            false,
            "MissingReference",
            summarise(&facts.reference_problems),
        )
    } else if let Some(StoreState::Provisioning(why)) = &facts.store {
        DesiredCondition::new(CONDITION_READY, false, "StoreNotReady", why.clone())
    } else {
        DesiredCondition::new(
            CONDITION_READY,
            true,
            "Ready",
            "ready for use by the sidecars",
        )
    };

    let mut out = vec![ready, valid];
    out.extend(store);
    out
}

/// Applies `desired` to `existing`: transition times move only when a status flips.
pub fn next_conditions(
    existing: &[Condition],
    desired: Vec<DesiredCondition>,
    generation: Option<i64>,
    now: Time,
) -> Vec<Condition> {
    let mut conditions = existing.to_vec();
    for d in desired {
        upsert_condition(&mut conditions, d, generation, now.clone());
    }
    conditions
}

fn reason_of<'a>(conds: &'a [Condition], t: &str) -> &'a str {
    conds
        .iter()
        .find(|c| c.type_ == t)
        .map(|c| c.reason.as_str())
        .unwrap_or_default()
}

/// The Events announcing the transitions from `old` to `new`.
pub fn transition_events(old: &[Condition], new: &[Condition]) -> Vec<TransitionEvent> {
    let status = |conds: &[Condition], t: &str| {
        conds
            .iter()
            .find(|c| c.type_ == t)
            .map(|c| (c.status.clone(), c.message.clone()))
    };
    let mut events = Vec::new();
    let changed = |t: &str| {
        let before = status(old, t).map(|s| s.0);
        let after = status(new, t);
        after.filter(|(s, _)| before.as_deref() != Some(s.as_str()))
    };
    if let Some((s, msg)) = changed(CONDITION_VALID) {
        events.push(if s == "True" {
            TransitionEvent {
                warning: false,
                reason: "Valid",
                note: "spec is valid".to_string(),
            }
        } else {
            TransitionEvent {
                warning: true,
                reason: if reason_of(new, CONDITION_VALID) == "ProgramInvalid" {
                    "ProgramInvalid"
                } else {
                    "Invalid"
                },
                note: msg,
            }
        });
    }
    if let Some((s, msg)) = changed(CONDITION_STORE_READY)
        && s == "True"
    {
        events.push(TransitionEvent {
            warning: false,
            reason: "StoreReady",
            note: msg,
        });
    }
    if let Some((s, msg)) = changed(CONDITION_READY) {
        let reason = new
            .iter()
            .find(|c| c.type_ == CONDITION_READY)
            .map(|c| c.reason.as_str())
            .unwrap_or_default();
        if s == "False" && reason == "MissingReference" {
            events.push(TransitionEvent {
                warning: true,
                reason: "MissingReference",
                note: msg,
            });
        } else if s == "True" {
            events.push(TransitionEvent {
                warning: false,
                reason: "Ready",
                note: msg,
            });
        }
    }
    events
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn at(secs: i64) -> Time {
        Time(k8s_openapi::jiff::Timestamp::from_second(secs).unwrap())
    }

    fn cond<'a>(c: &'a [Condition], t: &str) -> &'a Condition {
        c.iter().find(|c| c.type_ == t).unwrap()
    }

    #[test]
    fn invalid_spec_names_the_first_problems_with_paths() {
        let facts = StatusFacts {
            problems: (0..5)
                .map(|i| Problem::error(format!("spec.states[{i}].name"), "duplicate"))
                .chain([Problem::warning("spec.version", "odd")])
                .collect(),
            ..StatusFacts::default()
        };
        let conds = next_conditions(&[], desired_conditions(&facts), Some(2), at(1));
        let valid = cond(&conds, CONDITION_VALID);
        assert_eq!(valid.status, "False");
        assert_eq!(
            valid.message,
            "spec.states[0].name: duplicate; spec.states[1].name: duplicate; spec.states[2].name: duplicate (and 2 more)"
        );
        assert_eq!(cond(&conds, CONDITION_READY).reason, "Invalid");
        assert_eq!(valid.observed_generation, Some(2));
    }

    #[test]
    fn reconciling_an_unchanged_world_changes_nothing() {
        let facts = StatusFacts::default();
        let first = next_conditions(&[], desired_conditions(&facts), Some(1), at(1));
        let second = next_conditions(&first, desired_conditions(&facts), Some(1), at(99));
        assert_eq!(first, second);
        assert!(transition_events(&first, &second).is_empty());
    }

    #[test]
    fn missing_references_make_ready_false_but_keep_valid() {
        let facts = StatusFacts {
            reference_problems: vec![
                "deployment/agent names policy \"nope\", which does not exist".to_string(),
            ],
            ..StatusFacts::default()
        };
        let ok = next_conditions(
            &[],
            desired_conditions(&StatusFacts::default()),
            Some(1),
            at(1),
        );
        let conds = next_conditions(&ok, desired_conditions(&facts), Some(1), at(5));
        assert_eq!(cond(&conds, CONDITION_VALID).status, "True");
        assert_eq!(cond(&conds, CONDITION_READY).status, "False");
        assert_eq!(cond(&conds, CONDITION_READY).last_transition_time, at(5));
        assert_eq!(cond(&conds, CONDITION_VALID).last_transition_time, at(1));
        let events = transition_events(&ok, &conds);
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].reason, "MissingReference");
        assert!(events[0].warning);
    }

    #[test]
    fn store_readiness_gates_policy_readiness() {
        let provisioning = StatusFacts {
            store: Some(StoreState::Provisioning(
                "redis-argus has 0/1 ready replicas".into(),
            )),
            ..StatusFacts::default()
        };
        let a = next_conditions(&[], desired_conditions(&provisioning), Some(1), at(1));
        assert_eq!(cond(&a, CONDITION_READY).reason, "StoreNotReady");
        assert_eq!(cond(&a, CONDITION_STORE_READY).status, "False");
        let available = StatusFacts {
            store: Some(StoreState::Available),
            ..StatusFacts::default()
        };
        let b = next_conditions(&a, desired_conditions(&available), Some(1), at(2));
        assert_eq!(cond(&b, CONDITION_READY).status, "True");
        let reasons: Vec<_> = transition_events(&a, &b).iter().map(|e| e.reason).collect();
        assert_eq!(reasons, ["StoreReady", "Ready"]);
    }

    #[test]
    fn becoming_invalid_is_a_warning_event() {
        let good = next_conditions(
            &[],
            desired_conditions(&StatusFacts::default()),
            Some(1),
            at(1),
        );
        let bad_facts = StatusFacts {
            problems: vec![Problem::error("spec.states", "no initial state")],
            ..StatusFacts::default()
        };
        let bad = next_conditions(&good, desired_conditions(&bad_facts), Some(2), at(2));
        let events = transition_events(&good, &bad);
        assert_eq!(events[0].reason, "Invalid");
        assert_eq!(events[0].note, "spec.states: no initial state");
    }
}
