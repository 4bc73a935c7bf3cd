//! Semantic checks of a WorkflowSpec.

use std::collections::{HashMap, HashSet, VecDeque};

use super::{Problem, Sink};
use crate::template::Template;
use crate::workflow::{ConstraintType, WorkflowSpec, compile_pattern};

/// Every problem of `spec`, with paths under `spec`.
pub fn validate_workflow(spec: &WorkflowSpec) -> Vec<Problem> {
    let mut sink = Sink::new("spec");
    check(spec, &mut sink);
    sink.problems
}

pub(crate) fn check(spec: &WorkflowSpec, sink: &mut Sink<'_>) {
    let states: HashMap<&str, usize> = spec
        .states
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.as_str(), i))
        .collect();
    let interventions: HashSet<&str> = spec.interventions.iter().map(|i| i.name.as_str()).collect();
    let unknown_state = |name: &str| format!("unknown state {name:?}");

    if spec.states.is_empty() {
        sink.error("states", "a workflow needs at least one state");
    }
    sink.duplicates(
        "states",
        "name",
        spec.states.iter().map(|s| s.name.as_str()),
    );
    check_states(spec, sink);
    if let Some(sel) = &spec.selector {
        for (j, p) in sel.patterns.iter().enumerate() {
            if let Err(e) = compile_pattern(p) {
                sink.error(
                    format!("selector.patterns[{j}]"),
                    format!("invalid regular expression: {}", first_line(&e.to_string())),
                );
            }
        }
        for (j, e) in sel.exemplars.iter().enumerate() {
            if e.trim().is_empty() {
                sink.error(format!("selector.exemplars[{j}]"), "must not be empty");
            }
        }
        if let Some(t) = sel.threshold {
            sink.range("selector.threshold", t, 0.0, 1.0);
        }
    }

    for (i, t) in spec.transitions.iter().enumerate() {
        if t.from != "*" && !states.contains_key(t.from.as_str()) {
            sink.error(format!("transitions[{i}].from"), unknown_state(&t.from));
        }
        if !states.contains_key(t.to.as_str()) {
            sink.error(format!("transitions[{i}].to"), unknown_state(&t.to));
        }
        if let Some(&from) = states.get(t.from.as_str())
            && spec.states[from].is_terminal()
        {
            sink.warning(
                format!("transitions[{i}].from"),
                format!(
                    "{:?} is terminal: sessions end there, so this transition is never taken",
                    t.from
                ),
            );
        }
        if let Some(guard) = &t.guard {
            let at = format!("transitions[{i}].guard");
            if let Some(c) = guard.min_confidence {
                sink.range(format!("{at}.minConfidence"), c, 0.0, 1.0);
            }
            for (j, s) in guard.required_states.iter().enumerate() {
                if !states.contains_key(s.as_str()) {
                    sink.error(format!("{at}.requiredStates[{j}]"), unknown_state(s));
                }
            }
            if guard.max_visits == Some(0) {
                sink.error(format!("{at}.maxVisits"), "must be at least 1");
            }
            if let Some(p) = &guard.pattern
                && let Err(e) = compile_pattern(p)
            {
                sink.error(
                    format!("{at}.pattern"),
                    format!("invalid regular expression: {}", first_line(&e.to_string())),
                );
            }
        }
    }
    let mut seen = HashMap::new();
    for (i, t) in spec.transitions.iter().enumerate() {
        if let Some(first) = seen.insert((t.from.as_str(), t.to.as_str()), i) {
            sink.warning(
                format!("transitions[{i}]"),
                format!("duplicates transitions[{first}] ({} -> {})", t.from, t.to),
            );
        }
    }
    check_reachability(spec, sink);

    sink.duplicates(
        "constraints",
        "name",
        spec.constraints.iter().map(|c| c.name.as_str()),
    );
    for (i, c) in spec.constraints.iter().enumerate() {
        let at = format!("constraints[{i}]");
        let kind = c.type_.as_str();
        match (&c.trigger, c.type_.uses_trigger()) {
            (None, true) => sink.error(
                format!("{at}.trigger"),
                format!("required for {kind} constraints"),
            ),
            (Some(_), false) => sink.error(
                format!("{at}.trigger"),
                format!("not used by {kind} constraints"),
            ),
            (Some(t), true) if !states.contains_key(t.as_str()) => {
                sink.error(format!("{at}.trigger"), unknown_state(t))
            }
            _ => {}
        }
        match (&c.target, c.type_.uses_target()) {
            (None, true) => sink.error(
                format!("{at}.target"),
                format!("required for {kind} constraints"),
            ),
            (Some(_), false) => sink.error(
                format!("{at}.target"),
                format!("not used by {kind} constraints (use condition)"),
            ),
            (Some(t), true) if !states.contains_key(t.as_str()) => {
                sink.error(format!("{at}.target"), unknown_state(t))
            }
            _ => {}
        }
        if c.type_.uses_condition() {
            if c.condition.is_empty() {
                sink.error(
                    format!("{at}.condition"),
                    format!("required for {kind} constraints"),
                );
            }
        } else if !c.condition.is_empty() {
            sink.error(
                format!("{at}.condition"),
                format!("not used by {kind} constraints"),
            );
        }
        for (j, s) in c.condition.iter().enumerate() {
            if !states.contains_key(s.as_str()) {
                sink.error(format!("{at}.condition[{j}]"), unknown_state(s));
            }
        }
        if let (Some(t), Some(g)) = (&c.trigger, &c.target)
            && t == g
        {
            let why = match c.type_ {
                // The trigger's own step answers it: G(A -> F A) holds on every trace.
                ConstraintType::Response => {
                    "the constraint always holds: a response is answered at the trigger's own step or later, so the trigger answers itself"
                }
                // A at the same step counts as A first: "A before A" always holds.
                ConstraintType::Precedence => {
                    "the constraint always holds: the target at the trigger's own step counts as the trigger first"
                }
                // G(A -> X A) with a strong next: after A only A, and a trace ending in
                // A violates the next.
                _ => {
                    "the constraint is violated whenever the trigger occurs: after it every step must be it again, and the session cannot end there"
                }
            };
            sink.warning(
                at.clone(),
                format!("trigger and target are the same state {t:?}: {why}"),
            );
        }
        if let Some(name) = &c.intervention
            && !interventions.contains(name.as_str())
        {
            sink.error(
                format!("{at}.intervention"),
                format!("unknown intervention {name:?}"),
            );
        }
    }

    sink.duplicates(
        "interventions",
        "name",
        spec.interventions.iter().map(|i| i.name.as_str()),
    );
    for (i, iv) in spec.interventions.iter().enumerate() {
        let at = format!("interventions[{i}]");
        match Template::parse(&iv.template) {
            Err(e) => sink.error(format!("{at}.template"), e.to_string()),
            Ok(t) => {
                for v in t.unknown_variables() {
                    sink.error(
                        format!("{at}.template"),
                        format!(
                            "unknown variable {{{{{v}}}}} (known: {})",
                            crate::template::VARIABLES
                                .iter()
                                .map(|(n, _)| *n)
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    );
                }
            }
        }
        if iv.template.trim().is_empty() {
            sink.error(format!("{at}.template"), "must not be empty");
        }
        if iv.max_applications == Some(0) {
            sink.error(format!("{at}.maxApplications"), "must be at least 1");
        }
        if let Some(esc) = &iv.escalation {
            if esc.strategy.is_some() && esc.intervention.is_some() {
                sink.error(
                    format!("{at}.escalation"),
                    "set either strategy or intervention, not both",
                );
            }
            if let Some(target) = &esc.intervention {
                if target == &iv.name {
                    sink.error(
                        format!("{at}.escalation.intervention"),
                        "an intervention cannot escalate to itself",
                    );
                } else if !interventions.contains(target.as_str()) {
                    sink.error(
                        format!("{at}.escalation.intervention"),
                        format!("unknown intervention {target:?}"),
                    );
                }
            }
            if let Some(s) = esc.strategy
                && s <= iv.strategy()
            {
                sink.warning(
                    format!("{at}.escalation.strategy"),
                    format!(
                        "{} is not stricter than {}",
                        s.as_str(),
                        iv.strategy().as_str()
                    ),
                );
            }
        }
    }
    if let Some(d) = &spec.default_interventions {
        for (field, value) in [
            ("warning", &d.warning),
            ("error", &d.error),
            ("critical", &d.critical),
            ("invalidTransition", &d.invalid_transition),
        ] {
            if let Some(name) = value
                && !interventions.contains(name.as_str())
            {
                sink.error(
                    format!("defaultInterventions.{field}"),
                    format!("unknown intervention {name:?}"),
                );
            }
        }
    }
    if let Some(c) = &spec.classification
        && let Some(t) = c.embedding_threshold
    {
        sink.range("classification.embeddingThreshold", t, 0.0, 1.0);
    }
}

fn check_states(spec: &WorkflowSpec, sink: &mut Sink<'_>) {
    let initial: Vec<usize> = spec
        .states
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_initial())
        .map(|(i, _)| i)
        .collect();
    match initial.as_slice() {
        [] if !spec.states.is_empty() => {
            sink.error("states", "no state sets initial: true (exactly one must)")
        }
        [_] | [] => {}
        [_, rest @ ..] => {
            for i in rest {
                sink.error(
                    format!("states[{i}].initial"),
                    "more than one initial state (exactly one must be initial)",
                );
            }
        }
    }
    if !spec.states.is_empty() && !spec.states.iter().any(|s| s.is_terminal()) {
        sink.warning(
            "states",
            "no terminal state: eventually/until constraints resolve only when the session expires",
        );
    }
    let mut tool_owner: HashMap<&str, usize> = HashMap::new();
    for (i, s) in spec.states.iter().enumerate() {
        if s.is_initial() && s.is_terminal() {
            sink.warning(
                format!("states[{i}]"),
                "initial and terminal: every session ends immediately",
            );
        }
        if s.name == "*" {
            sink.error(
                format!("states[{i}].name"),
                "\"*\" is reserved for \"any state\" in transitions",
            );
        }
        let Some(hints) = &s.classification else {
            continue;
        };
        for (j, tool) in hints.tool_calls.iter().enumerate() {
            if tool.trim().is_empty() {
                sink.error(
                    format!("states[{i}].classification.toolCalls[{j}]"),
                    "must not be empty",
                );
            } else if let Some(other) = tool_owner.insert(tool.as_str(), i) {
                sink.error(
                    format!("states[{i}].classification.toolCalls[{j}]"),
                    format!(
                        "tool {tool:?} already classifies state {:?}",
                        spec.states[other].name
                    ),
                );
                tool_owner.insert(tool.as_str(), other);
            }
        }
        for (j, p) in hints.patterns.iter().enumerate() {
            if let Err(e) = compile_pattern(p) {
                sink.error(
                    format!("states[{i}].classification.patterns[{j}]"),
                    format!("invalid regular expression: {}", first_line(&e.to_string())),
                );
            }
        }
        for (j, e) in hints.exemplars.iter().enumerate() {
            if e.trim().is_empty() {
                sink.error(
                    format!("states[{i}].classification.exemplars[{j}]"),
                    "must not be empty",
                );
            }
        }
    }
}

fn check_reachability(spec: &WorkflowSpec, sink: &mut Sink<'_>) {
    let Some(start) = spec.states.iter().position(|s| s.is_initial()) else {
        return;
    };
    let index: HashMap<&str, usize> = spec
        .states
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.as_str(), i))
        .collect();
    let mut reached = vec![false; spec.states.len()];
    reached[start] = true;
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if spec.states[at].is_terminal() {
            continue;
        }
        for t in &spec.transitions {
            if (t.from == "*" || t.from == spec.states[at].name)
                && let Some(&to) = index.get(t.to.as_str())
                && !reached[to]
            {
                reached[to] = true;
                queue.push_back(to);
            }
        }
    }
    // A state that a `never` constraint forbids is meant to be unreachable.
    let forbidden: HashSet<&str> = spec
        .constraints
        .iter()
        .filter(|c| c.type_ == ConstraintType::Never)
        .filter_map(|c| c.target.as_deref())
        .collect();
    for (i, s) in spec.states.iter().enumerate() {
        if !reached[i] && !forbidden.contains(s.name.as_str()) {
            sink.warning(
                format!("states[{i}]"),
                format!("state {:?} is unreachable from the initial state", s.name),
            );
        }
    }
}

fn first_line(s: &str) -> String {
    let line = s
        .lines()
        .rfind(|l| !l.trim().is_empty())
        .unwrap_or(s)
        .trim();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}
