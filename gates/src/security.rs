//! The security gate (seed 004, gate 3): the tool is declared in the Actor and belongs to
//! a behavior permitted in the request's mode, the actor's tier covers the tool's, the
//! arguments are JSON that validates against the tool's schema, and the tool's rate is
//! within `toolCallsPerMinute` (over it: DEFER).

use argus_crds::{BehaviorMode, GateDecision, GateType, SecurityGate};

use super::compiled::CompiledGates;
use super::{CallContext, GateResult, ProposedCall};

/// Arguments longer than this are refused without being parsed.
pub const MAX_ARGUMENT_BYTES: usize = 64 * 1024;

/// Validation errors named in a refusal (the rest are counted).
const MAX_SCHEMA_ERRORS: usize = 3;

/// What `value` breaks of `validator`'s schema, each violation at its path (`root` for
/// the value itself), the first few named and the rest counted; none when it is valid.
/// The gateway judges an MCP tool's `structuredContent` against its `outputSchema` with
/// it too.
pub fn schema_violations(
    validator: &jsonschema::Validator,
    value: &serde_json::Value,
    root: &str,
) -> Option<String> {
    let errors: Vec<String> = validator
        .iter_errors(value)
        .map(|e| {
            let path = e.instance_path().to_string();
            let at = if path.is_empty() {
                root.to_string()
            } else {
                path
            };
            format!("{at}: {e}")
        })
        .collect();
    if errors.is_empty() {
        return None;
    }
    let mut reason = errors
        .iter()
        .take(MAX_SCHEMA_ERRORS)
        .cloned()
        .collect::<Vec<_>>()
        .join("; ");
    if errors.len() > MAX_SCHEMA_ERRORS {
        reason.push_str(&format!(" (and {} more)", errors.len() - MAX_SCHEMA_ERRORS));
    }
    Some(reason)
}

fn refuse(reason: impl Into<String>) -> GateResult {
    GateResult::decide(GateType::Security, GateDecision::Refuse, reason)
}

/// Whether a behavior of `mode` may run in a request of mode `now`: persistent
/// behaviors always, the others in their own mode.
pub fn permitted(mode: BehaviorMode, now: BehaviorMode) -> bool {
    mode == BehaviorMode::Persistent || mode == now
}

fn mode_str(m: BehaviorMode) -> &'static str {
    match m {
        BehaviorMode::Active => "active",
        BehaviorMode::Passive => "passive",
        BehaviorMode::Persistent => "persistent",
    }
}

/// The security gate over one call.
pub fn check(
    gates: &CompiledGates,
    g: &SecurityGate,
    call: &ProposedCall,
    ctx: &CallContext,
) -> GateResult {
    let Some(actor_tier) = gates.actor_tier else {
        return refuse(format!(
            "{} is not declared: no Actor is bound to this agent",
            call.name
        ));
    };
    let Some(tool) = gates.tools.get(&call.name) else {
        return refuse(format!("{} is not a tool of the Actor", call.name));
    };
    if gates.has_behaviors {
        if tool.behaviors.is_empty() {
            return refuse(format!("{} belongs to no behavior of the Actor", call.name));
        }
        if !tool.behaviors.iter().any(|(_, m)| permitted(*m, ctx.mode)) {
            let of: Vec<String> = tool
                .behaviors
                .iter()
                .map(|(b, m)| format!("{b} ({})", mode_str(*m)))
                .collect();
            return refuse(format!(
                "{} belongs to behavior {}, not permitted in {} mode",
                call.name,
                of.join(", "),
                mode_str(ctx.mode)
            ));
        }
    }
    if g.enforce_tier && tool.tier > actor_tier {
        return refuse(format!(
            "tier {} above actor tier {}",
            tool.tier, actor_tier
        ));
    }
    if call.arguments.len() > MAX_ARGUMENT_BYTES {
        return refuse(format!(
            "arguments are {} bytes, over the {MAX_ARGUMENT_BYTES}-byte limit",
            call.arguments.len()
        ));
    }
    let text = if call.arguments.trim().is_empty() {
        "{}"
    } else {
        call.arguments.as_str()
    };
    let args: serde_json::Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return refuse(format!("arguments are not valid JSON: {e}")),
    };
    if let Some(validator) = &tool.validator
        && let Some(reason) = schema_violations(validator, &args, "arguments")
    {
        return refuse(reason);
    }
    if let Some(limit) = g.tool_calls_per_minute
        && ctx.calls_this_minute > u64::from(limit)
    {
        return GateResult::decide(
            GateType::Security,
            GateDecision::Defer,
            format!(
                "{} calls to {} this minute, over the limit of {limit}",
                ctx.calls_this_minute, call.name
            ),
        );
    }
    GateResult::pass(GateType::Security)
}
