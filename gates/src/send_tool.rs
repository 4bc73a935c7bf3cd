//! `send_message`, the MCP tool through which an actor writes to a peer's inbox: an
//! internal tool of the gateway (`mcp::send_message`), offered only to an Actor with
//! `peers`. This file is its spec, which the gates read. It is gated like
//! any WRITE_LIMITED tool (the GateStack's `toolRiskTiers` may say otherwise): the gates
//! know it as a declared tool whose `to` must be one of the peers, so a message to an
//! actor not among them is a gate refusal naming it; one to a peer that does not exist
//! is the tool's error, naming it.

use argus_crds::{ActorSpec, GateStackSpec, RiskTier};
use serde_json::{Value, json};

/// The tool's name.
pub const NAME: &str = "send_message";

/// Whether `actor` gets the tool: it has peers and declares no tool of that name.
pub fn offered_to(actor: &ActorSpec) -> bool {
    !actor.peers.is_empty() && !actor.tools.iter().any(|t| t.name == NAME)
}

/// Its tier: the GateStack's, else WRITE_LIMITED (it writes, to a bounded place).
pub fn tier(stack: &GateStackSpec) -> RiskTier {
    stack
        .tool_risk_tiers
        .get(NAME)
        .copied()
        .unwrap_or(RiskTier::WriteLimited)
}

/// The argument schema; with `peers`, `to` must be one of them.
pub fn schema(peers: Option<&[String]>) -> Value {
    let mut to = json!({"type": "string", "description": "The peer actor to write to."});
    if let Some(peers) = peers {
        to["enum"] = json!(peers);
    }
    json!({
        "type": "object",
        "properties": {
            "to": to,
            "text": {"type": "string", "description": "The message (at most 8 KiB)."}
        },
        "required": ["to", "text"],
        "additionalProperties": false
    })
}
