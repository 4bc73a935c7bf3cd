//! How a program and the Actor's YAML fields combine: the program adds to the YAML
//! fields, and nothing is defined in both places. A role may appear in both only when
//! the two agree; a system prompt, a tool declaration, a talent or a context source
//! comes from exactly one of them. A silent override would let an edit to one place be
//! undone by the other without anyone noticing, in the very fields that decide which
//! tools an agent may call; a conflict is reported with the program's line and column.
//!
//! A tool that a plan calls without declaring it is a reference: a YAML declaration of
//! that tool is used (and the call's arguments are checked against it); without one the
//! program's inferred `local` tool is.

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::compile::{CompiledProgram, compile};
use super::reader::ProgramError;
use super::tools::call_problems;
use crate::actor::ActorSpec;

/// Most talents, tools, context sources and goals an Actor may have (the CRD schema's limits).
const MAX_TALENTS: usize = 32;
const MAX_TOOLS: usize = 128;
const MAX_SOURCES: usize = 32;
const MAX_GOALS: usize = 32;
const MAX_PEERS: usize = 64;

/// An Actor spec with its program compiled in.
#[derive(Clone, Debug, PartialEq)]
pub struct MergedActor {
    /// The combined spec, `program` removed: what the sidecar reads.
    pub spec: ActorSpec,
    /// The compiled program, if the spec had one.
    pub program: Option<CompiledProgram>,
}

impl MergedActor {
    /// `sha256:<hex>` of the compiled program's canonical form, if there is a program.
    pub fn digest(&self) -> Option<String> {
        self.program.as_ref().map(CompiledProgram::digest)
    }
}

impl CompiledProgram {
    /// `sha256:<hex>` of the canonical form: the compiled structure as JSON with object
    /// keys sorted and no whitespace, so the digest changes exactly when the compiled
    /// meaning does (not with comments, layout or the order of a map's keys).
    pub fn digest(&self) -> String {
        let value = serde_json::to_value(self).map_or(Value::Null, sorted);
        let text = value.to_string();
        format!("sha256:{}", hex::encode(Sha256::digest(text.as_bytes())))
    }
}

/// `value` with every object's keys in sorted order (whatever map type serde_json uses).
fn sorted(value: Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut entries: Vec<(String, Value)> = map.into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            Value::Object(entries.into_iter().map(|(k, v)| (k, sorted(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(sorted).collect()),
        other => other,
    }
}

/// Compiles `spec.program` (if any) and combines it with the YAML fields.
pub fn merge(spec: &ActorSpec) -> Result<MergedActor, Vec<ProgramError>> {
    let Some(text) = &spec.program else {
        return Ok(MergedActor {
            spec: spec.clone(),
            program: None,
        });
    };
    let program = compile(text)?;
    let o = &program.origins;
    let mut errors = Vec::new();
    let mut out = spec.clone();
    out.program = None;

    if let (Some(role), Some(at)) = (&program.role, o.role) {
        if spec.role.is_empty() {
            out.role = role.clone();
        } else if spec.role != *role {
            errors.push(ProgramError::at(
                at,
                format!(
                    "role {role:?} conflicts with spec.role {:?} (set it in one place, or make them agree)",
                    spec.role
                ),
            ));
        }
    }
    if let (Some(prompt), Some(at)) = (&program.system_prompt, o.system_prompt) {
        if spec.system_prompt.is_some() || spec.system_prompt_ref.is_some() {
            errors.push(ProgramError::at(
                at,
                "system-prompt is also set by spec.systemPrompt or spec.systemPromptRef (set it in one place)",
            ));
        } else {
            out.system_prompt = Some(prompt.clone());
        }
    }
    out.goals.extend(program.goals.iter().cloned());

    for source in &program.context_sources {
        if spec.context_sources.iter().any(|s| s.id == source.id) {
            let at = o.sources.get(&source.id).copied().unwrap_or(o.actor);
            errors.push(ProgramError::at(
                at,
                format!(
                    "context source {:?} is also in spec.contextSources (define it in one place)",
                    source.id
                ),
            ));
        } else {
            out.context_sources.push(source.clone());
        }
    }
    for peer in &program.peers {
        if spec.peers.contains(peer) {
            let at = o.peers.get(peer).copied().unwrap_or(o.actor);
            errors.push(ProgramError::at(
                at,
                format!("peer {peer:?} is also in spec.peers (name it in one place)"),
            ));
        } else {
            out.peers.push(peer.clone());
        }
    }
    for talent in &program.talents {
        if spec.talents.iter().any(|t| t.name == talent.name) {
            let at = o.talents.get(&talent.name).copied().unwrap_or(o.actor);
            errors.push(ProgramError::at(
                at,
                format!(
                    "talent {:?} is also in spec.talents (define it in one place)",
                    talent.name
                ),
            ));
        } else {
            out.talents.push(talent.clone());
        }
    }
    for tool in &program.tools {
        let yaml = spec.tools.iter().find(|t| t.name == tool.name);
        match (yaml, o.declared_tools.get(&tool.name)) {
            (Some(_), Some(at)) => errors.push(ProgramError::at(
                *at,
                format!(
                    "duplicate tool {:?}: it is also declared in spec.tools (declare it in one place)",
                    tool.name
                ),
            )),
            (Some(declared), None) => {
                for call in o.calls.iter().filter(|c| c.tool == tool.name) {
                    for p in call_problems(declared, &call.args) {
                        errors.push(ProgramError::at(call.pos, format!("{p} (in spec.tools)")));
                    }
                }
            }
            (None, _) => out.tools.push(tool.clone()),
        }
    }
    for (name, at) in &o.tool_refs {
        if !out.tools.iter().any(|t| t.name == *name) {
            errors.push(ProgramError::at(
                *at,
                format!(
                    "unknown tool {name:?}: neither the program nor spec.tools declares it, and no plan calls it"
                ),
            ));
        }
    }

    for (what, count, max) in [
        ("talents", out.talents.len(), MAX_TALENTS),
        ("tools", out.tools.len(), MAX_TOOLS),
        ("context sources", out.context_sources.len(), MAX_SOURCES),
        ("goals", out.goals.len(), MAX_GOALS),
        ("peers", out.peers.len(), MAX_PEERS),
    ] {
        if count > max {
            errors.push(ProgramError::at(
                o.actor,
                format!(
                    "with the program the actor has {count} {what}, more than the {max} allowed"
                ),
            ));
        }
    }

    if errors.is_empty() {
        Ok(MergedActor {
            spec: out,
            program: Some(program),
        })
    } else {
        Err(errors)
    }
}
