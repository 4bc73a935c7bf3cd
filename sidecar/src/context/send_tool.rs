//! `send_message`, the MCP tool through which an actor writes to a peer's inbox: an
//! internal tool of the gateway, offered only to an Actor with `peers`. It is gated like
//! any WRITE_LIMITED tool (the GateStack's `toolRiskTiers` may say otherwise): the gates
//! know it as a declared tool whose `to` must be one of the peers, so a message to an
//! actor not among them is a gate refusal naming it; one to a peer that does not exist
//! is the tool's error, naming it.

use std::sync::{Arc, Weak};

use argus_crds::actor::{ActorSpec, ToolRuntime, ToolSpec};
use argus_crds::gatestack::GateStackSpec;
use argus_crds::sidecar_config::SidecarConfig;
use argus_crds::tier::RiskTier;
use serde_json::{Value, json};

use crate::mcp::{InternalCall, InternalResult, InternalTool};
use crate::shared::AppState;

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

/// The tool, over the sidecar's state (held weakly: the state holds the tool).
pub struct SendMessage {
    state: Weak<AppState>,
}

impl SendMessage {
    /// The tool for `state`.
    pub fn new(state: &Arc<AppState>) -> Self {
        Self {
            state: Arc::downgrade(state),
        }
    }
}

impl InternalTool for SendMessage {
    fn spec(&self) -> ToolSpec {
        ToolSpec {
            name: NAME.into(),
            description: Some(
                "Send a message to a peer actor. It reaches the peer's next request as context, once."
                    .into(),
            ),
            parameters: Some(schema(None)),
            runtime: ToolRuntime::Local,
            endpoint: None,
            pin: None,
        }
    }

    fn offered(&self, config: &SidecarConfig) -> bool {
        config.actor.as_ref().is_some_and(|a| offered_to(&a.spec))
    }

    fn call(&self, call: InternalCall) -> InternalResult {
        let state = self.state.clone();
        Box::pin(async move {
            let state = state
                .upgrade()
                .ok_or_else(|| "the sidecar is shutting down".to_string())?;
            let rt = state.runtime();
            let plan = rt
                .context
                .clone()
                .ok_or_else(|| crate::context::ContextError::NoActor.to_string())?;
            let field = |k: &str| {
                call.arguments[k]
                    .as_str()
                    .map(str::to_string)
                    .ok_or_else(|| format!("{NAME}: arguments.{k} must be a string"))
            };
            let (to, text) = (field("to")?, field("text")?);
            let id = plan
                .send(&state.context, &to, &text)
                .await
                .map_err(|e| format!("{NAME}: {e}"))?;
            Ok(json!({
                "content": [{"type": "text", "text": format!("Sent to {to} (message {id}).")}],
                "isError": false
            }))
        })
    }
}
