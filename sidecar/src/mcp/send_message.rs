//! `send_message` run by the gateway: the message written to the peer's inbox through
//! the context engine (its spec, which the gates also read: `gates/src/send_tool.rs`).

use std::sync::{Arc, Weak};

use argus_crds::{SidecarConfig, ToolRuntime, ToolSpec};
use argus_gates::{
    SEND_TOOL_NAME as NAME, send_tool_offered_to as offered_to, send_tool_schema as schema,
};
use serde_json::json;

use super::{InternalCall, InternalResult, InternalTool};
use crate::context::ContextError;
use crate::shared::AppState;

/// The tool, over the sidecar's state (held weakly: the gateway keeps its tools for as
/// long as it runs, and must not keep a stopped sidecar's state alive).
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
                .ok_or_else(|| ContextError::NoActor.to_string())?;
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
