//! The agent's user as the one who decides a deferred call (a route `via: elicitation`):
//! the gates ask an [`AskUser`] — the MCP gateway's, for a client that can be asked —
//! before the approval store. Its answer confirms the call once, refuses it, says the
//! question is on its way (a stateless client answers in its retry), or that the user
//! cannot be asked here, and the route's approvers decide as before.

use std::future::Future;
use std::pin::Pin;

/// What the user is shown: nothing but the call's tool, tier, arguments as the
/// GateStack's `redactKeys` leave them, and the gates' reasons.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The tool.
    pub tool: String,
    /// Its risk tier.
    pub tier: String,
    /// The arguments, redacted (canonical JSON).
    pub arguments: String,
    /// Why the gates deferred it.
    pub reasons: Vec<String>,
}

impl Question {
    /// The message of the confirmation form.
    pub fn message(&self) -> String {
        format!(
            "Argus holds a call of the tool {} (tier {}) for your confirmation.\nArguments: {}\nReason: {}",
            self.tool,
            self.tier,
            self.arguments,
            self.reasons.join("; ")
        )
    }
}

/// The user's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Confirmation {
    /// Confirmed: the call runs, once.
    Confirmed,
    /// Declined or cancelled (the client's `action`, or "accept" without the box ticked).
    Refused(String),
    /// Asked: the answer comes with the client's retry (the stateless era); the call
    /// waits for it.
    Asked,
    /// The user cannot be asked (no capability, the question failed or timed out): why.
    Unavailable(String),
}

/// Asks the agent's user.
pub trait AskUser: Send + Sync {
    /// Asks `question`.
    fn confirm<'a>(
        &'a self,
        question: &'a Question,
    ) -> Pin<Box<dyn Future<Output = Confirmation> + Send + 'a>>;
}

/// The audit record of the user's answer, beside the approvals' (`argus.audit.approval`,
/// `decided_by: elicitation`).
pub(crate) fn audit(
    (tenant, session): (&str, &str),
    question: &Question,
    (route, arguments_sha256): (&str, &str),
    event: &str,
) {
    tracing::info!(
        target: "argus::audit",
        tenant,
        session,
        approval = "",
        event,
        tool_name = question.tool.as_str(),
        tier = question.tier.as_str(),
        arguments_sha256,
        route,
        mode = "elicitation",
        phase = if event == "approved" { "Consumed" } else { "Denied" },
        decided_by = "elicitation",
        comment = "",
        "argus.audit.approval"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_names_tool_tier_arguments_and_reasons_only() {
        let q = Question {
            tool: "cancel_order".into(),
            tier: "DELETE".into(),
            arguments: r#"{"card":"[REDACTED]","order_id":"A-1"}"#.into(),
            reasons: vec!["tier DELETE requires approval".into()],
        };
        let m = q.message();
        assert!(m.contains("cancel_order") && m.contains("DELETE") && m.contains("[REDACTED]"));
        assert!(m.contains("tier DELETE requires approval"), "{m}");
    }
}
