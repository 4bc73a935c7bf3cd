//! Semantic checks of an ActorSpec.

use std::collections::HashSet;

use super::{Problem, Sink};
use crate::actor::{ActorSpec, ContextSourceKind, ToolRuntime};
use crate::program;

/// Every problem of `spec`, with paths under `spec`.
pub fn validate_actor(spec: &ActorSpec) -> Vec<Problem> {
    let mut sink = Sink::new("spec");
    check(spec, &mut sink);
    sink.problems
}

pub(crate) fn check(spec: &ActorSpec, sink: &mut Sink<'_>) {
    // A program is compiled and combined with the YAML fields first; the checks below
    // then see what the sidecar will see.
    let merged;
    let mut program_failed = false;
    let spec = match program::merge(spec) {
        Ok(m) => {
            merged = m.spec;
            &merged
        }
        Err(errors) => {
            // Report the program's errors and go on with the YAML fields alone, so that
            // one pass shows every problem.
            for e in errors {
                sink.error("program", e.to_string());
            }
            program_failed = true;
            spec
        }
    };
    // A program that does not compile may be where the role is.
    if spec.role.trim().is_empty() && !program_failed {
        sink.error(
            "role",
            "must not be empty (set spec.role or (role \"…\") in the program)",
        );
    }
    if spec.system_prompt.is_some() && spec.system_prompt_ref.is_some() {
        sink.error(
            "systemPromptRef",
            "set either systemPrompt or systemPromptRef, not both",
        );
    }
    if let Some(p) = &spec.system_prompt
        && p.trim().is_empty()
    {
        sink.error(
            "systemPrompt",
            "must not be empty (omit it to leave agent prompts alone)",
        );
    }
    for (i, g) in spec.goals.iter().enumerate() {
        if g.trim().is_empty() {
            sink.error(format!("goals[{i}]"), "must not be empty");
        }
    }

    sink.duplicates("tools", "name", spec.tools.iter().map(|t| t.name.as_str()));
    let tools: HashSet<&str> = spec.tools.iter().map(|t| t.name.as_str()).collect();
    for (i, t) in spec.tools.iter().enumerate() {
        let at = format!("tools[{i}]");
        if t.name.is_empty()
            || !t
                .name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_.:-".contains(c))
        {
            sink.error(
                format!("{at}.name"),
                format!(
                    "{:?} is not a valid function name (letters, digits, _ . : -)",
                    t.name
                ),
            );
        }
        match (t.runtime, &t.endpoint) {
            (ToolRuntime::Mcp | ToolRuntime::Http, None) => {
                sink.error(format!("{at}.endpoint"), "required for mcp and http tools")
            }
            (ToolRuntime::Http, Some(e))
                if !(e.starts_with("http://") || e.starts_with("https://")) =>
            {
                sink.error(
                    format!("{at}.endpoint"),
                    format!("{e:?} is not an http(s) URL"),
                )
            }
            _ => {}
        }
        if let Some(pin) = &t.pin {
            let hex = pin.strip_prefix("sha256:").unwrap_or_default();
            if t.runtime != ToolRuntime::Mcp {
                sink.error(
                    format!("{at}.pin"),
                    "only mcp tools are pinned (the pin is of an upstream MCP definition)",
                );
            } else if hex.len() != 64 || !hex.chars().all(|c| matches!(c, '0'..='9' | 'a'..='f')) {
                sink.error(
                    format!("{at}.pin"),
                    format!("{pin:?} is not sha256:<64 lower-case hex digits>"),
                );
            }
        }
        if let Some(params) = &t.parameters {
            match params.as_object() {
                None => sink.error(format!("{at}.parameters"), "must be a JSON Schema object"),
                Some(obj) => {
                    if let Some(ty) = obj.get("type")
                        && ty != "object"
                    {
                        sink.error(
                            format!("{at}.parameters.type"),
                            format!("tool arguments are an object, not {ty}"),
                        );
                    }
                    if let Some(props) = obj.get("properties")
                        && !props.is_object()
                    {
                        sink.error(format!("{at}.parameters.properties"), "must be an object");
                    }
                    if let Some(req) = obj.get("required") {
                        match req.as_array() {
                            Some(names) => {
                                let props = obj.get("properties").and_then(|p| p.as_object());
                                for (j, n) in names.iter().enumerate() {
                                    match n.as_str() {
                                        Some(n) if props.is_some_and(|p| p.contains_key(n)) => {}
                                        Some(n) => sink.error(
                                            format!("{at}.parameters.required[{j}]"),
                                            format!("{n:?} is not among the properties"),
                                        ),
                                        None => sink.error(
                                            format!("{at}.parameters.required[{j}]"),
                                            "must be a string",
                                        ),
                                    }
                                }
                            }
                            None => sink.error(
                                format!("{at}.parameters.required"),
                                "must be a list of property names",
                            ),
                        }
                    }
                }
            }
        }
    }

    sink.duplicates(
        "talents",
        "name",
        spec.talents.iter().map(|t| t.name.as_str()),
    );
    for (i, talent) in spec.talents.iter().enumerate() {
        let at = format!("talents[{i}]");
        sink.duplicates(
            &format!("{at}.behaviors"),
            "name",
            talent.behaviors.iter().map(|b| b.name.as_str()),
        );
        for (j, b) in talent.behaviors.iter().enumerate() {
            for (k, tool) in b.tools.iter().enumerate() {
                if !tools.contains(tool.as_str()) {
                    sink.error(
                        format!("{at}.behaviors[{j}].tools[{k}]"),
                        format!("unknown tool {tool:?} (not in spec.tools)"),
                    );
                }
            }
        }
    }

    sink.duplicates(
        "contextSources",
        "id",
        spec.context_sources.iter().map(|c| c.id.as_str()),
    );
    for (i, c) in spec.context_sources.iter().enumerate() {
        let at = format!("contextSources[{i}]");
        match c.kind {
            ContextSourceKind::Peer => match &c.actor {
                None => sink.error(format!("{at}.actor"), "a peer source names its actor"),
                Some(a) if !spec.peers.contains(a) => sink.error(
                    format!("{at}.actor"),
                    format!("{a:?} is not among spec.peers"),
                ),
                Some(_) => {}
            },
            ContextSourceKind::ConfigMap if c.config_map.is_none() => sink.error(
                format!("{at}.configMap"),
                "a configMap source names its ConfigMap",
            ),
            _ => {}
        }
        if c.kind != ContextSourceKind::Peer && c.actor.is_some() {
            sink.error(format!("{at}.actor"), "only a peer source names an actor");
        }
        if c.kind != ContextSourceKind::ConfigMap && c.config_map.is_some() {
            sink.error(
                format!("{at}.configMap"),
                "only a configMap source names a ConfigMap",
            );
        }
    }
    sink.duplicates("peers", "name", spec.peers.iter().map(String::as_str));
    for (i, p) in spec.peers.iter().enumerate() {
        if !crate::document::is_dns_name(p) {
            sink.error(
                format!("peers[{i}]"),
                format!("{p:?} is not an Actor name (lowercase DNS subdomain)"),
            );
        }
    }
}
