//! A provider-neutral chat message model and the pure function that puts a pending
//! intervention into a message list. The proxy maps OpenAI chat, Responses, Anthropic
//! and Gemini requests onto [`Message`] (or onto the roles alone, with
//! [`InjectionPatch::plan`]) and maps the result back.
//!
//! Placement per strategy:
//! - `systemPromptAppend`: `[WORKFLOW GUIDANCE]\n<text>` is appended to the first system
//!   message, after a blank line when it is not empty; with no system message a new one
//!   is inserted first.
//! - `userMessageInject`: a user message `[System Note] <text>` is inserted right before
//!   the last user message (so the agent's real request stays last, and never between
//!   an assistant tool call and its tool results); with no user message it is appended.
//! - `contextReminder`: an assistant message `[Context reminder] <text>` is inserted
//!   right before the last user message; with no user message, after the leading
//!   system messages (never last, which some providers read as a prefill).
//! - `hardBlock`: nothing is sent; the request is refused with [`BlockedRequest`].

use std::fmt;

use argus_crds::{ConstraintSeverity, InterventionStrategy};
use serde::{Deserialize, Serialize};

use super::session::PendingIntervention;

/// Who wrote a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Instructions (OpenAI system/developer, Anthropic `system`, Gemini `systemInstruction`).
    System,
    /// The user (or the agent's driver).
    User,
    /// The model.
    Assistant,
    /// A tool result.
    Tool,
}

/// A tool call inside an assistant message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MessageToolCall {
    /// Provider id of the call, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The function name.
    pub name: String,
    /// The arguments.
    #[serde(default)]
    pub arguments: serde_json::Value,
}

/// One chat message, reduced to what interventions need.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// The author.
    pub role: Role,
    /// The text content.
    #[serde(default)]
    pub content: String,
    /// Tool calls of an assistant message.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<MessageToolCall>,
    /// For tool results: the call answered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_call_id: Option<String>,
}

impl Message {
    /// A text message.
    pub fn new(role: Role, content: impl Into<String>) -> Self {
        Self {
            role,
            content: content.into(),
            tool_calls: Vec::new(),
            tool_call_id: None,
        }
    }
}

/// Header of a `systemPromptAppend` block.
pub const GUIDANCE_HEADER: &str = "[WORKFLOW GUIDANCE]";
/// Prefix of a `userMessageInject` message.
pub const SYSTEM_NOTE_PREFIX: &str = "[System Note]";
/// Prefix of a `contextReminder` message.
pub const CONTEXT_REMINDER_PREFIX: &str = "[Context reminder]";

/// A request refused by a `hardBlock` intervention.
#[derive(Clone, Debug, PartialEq, Serialize, thiserror::Error)]
pub struct BlockedRequest {
    /// The intervention that blocked.
    pub intervention: String,
    /// The violated constraint, if a constraint (not an invalid transition) caused it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
    /// The violation's severity.
    pub severity: ConstraintSeverity,
    /// The rendered intervention text, for the caller.
    pub message: String,
}

impl BlockedRequest {
    /// Machine-readable error type / code of the refusal.
    pub const CODE: &'static str = "workflow_violation";

    /// An OpenAI-style error body: `{"error": {"message", "type", "code", "param"}}`
    /// plus an `argus` object naming the intervention and constraint.
    pub fn error_body(&self) -> serde_json::Value {
        serde_json::json!({
            "error": {
                "message": self.message,
                "type": Self::CODE,
                "code": Self::CODE,
                "param": null,
            },
            "argus": {
                "intervention": self.intervention,
                "constraint": self.constraint,
                "severity": self.severity.as_str(),
            }
        })
    }
}

impl fmt::Display for BlockedRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "request blocked by workflow intervention {}: {}",
            self.intervention, self.message
        )
    }
}

/// Where and how an intervention changes a message list.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "op", rename_all = "camelCase")]
pub enum InjectionPatch {
    /// Append `block` to the content of the message at `index` (a system message),
    /// separated by a blank line when that content is not empty.
    AppendToMessage {
        /// Position of the message.
        index: usize,
        /// The text to append.
        block: String,
    },
    /// Insert `message` at `index`, shifting later messages.
    InsertMessage {
        /// Position of the new message.
        index: usize,
        /// The new message.
        message: Message,
    },
    /// Refuse the request.
    Block(BlockedRequest),
}

/// The exact text an intervention puts into the request: the `[WORKFLOW GUIDANCE]`
/// block, the `[System Note]` or `[Context reminder]` message, or (hardBlock) the
/// refusal message. Provider mappers that edit wire formats directly use this.
pub fn injected_text(pending: &PendingIntervention) -> String {
    match pending.strategy {
        InterventionStrategy::SystemPromptAppend => format!("{GUIDANCE_HEADER}\n{}", pending.text),
        InterventionStrategy::UserMessageInject => format!("{SYSTEM_NOTE_PREFIX} {}", pending.text),
        InterventionStrategy::ContextReminder => {
            format!("{CONTEXT_REMINDER_PREFIX} {}", pending.text)
        }
        InterventionStrategy::HardBlock => pending.text.clone(),
    }
}

impl InjectionPatch {
    /// The patch for a message list with these roles, in order.
    pub fn plan(pending: &PendingIntervention, roles: &[Role]) -> Self {
        let last_user = roles.iter().rposition(|r| *r == Role::User);
        let text = injected_text(pending);
        match pending.strategy {
            InterventionStrategy::SystemPromptAppend => {
                let block = text;
                match roles.iter().position(|r| *r == Role::System) {
                    Some(index) => InjectionPatch::AppendToMessage { index, block },
                    None => InjectionPatch::InsertMessage {
                        index: 0,
                        message: Message::new(Role::System, block),
                    },
                }
            }
            InterventionStrategy::UserMessageInject => InjectionPatch::InsertMessage {
                index: last_user.unwrap_or(roles.len()),
                message: Message::new(Role::User, text),
            },
            InterventionStrategy::ContextReminder => InjectionPatch::InsertMessage {
                index: last_user
                    .unwrap_or_else(|| roles.iter().take_while(|r| **r == Role::System).count()),
                message: Message::new(Role::Assistant, text),
            },
            InterventionStrategy::HardBlock => InjectionPatch::Block(BlockedRequest {
                intervention: pending.name.clone(),
                constraint: pending.constraint.clone(),
                severity: pending.severity,
                message: text,
            }),
        }
    }

    /// Applies the patch to `messages` (positions beyond the end append).
    pub fn apply_to(self, messages: &mut Vec<Message>) -> Result<(), BlockedRequest> {
        match self {
            InjectionPatch::AppendToMessage { index, block } => match messages.get_mut(index) {
                Some(m) => {
                    m.content = append_block(&m.content, &block);
                }
                None => messages.insert(0, Message::new(Role::System, block)),
            },
            InjectionPatch::InsertMessage { index, message } => {
                messages.insert(index.min(messages.len()), message);
            }
            InjectionPatch::Block(blocked) => return Err(blocked),
        }
        Ok(())
    }
}

/// `existing` with `block` appended after a blank line (or `block` alone if `existing`
/// is blank) — the rule for system prompts, exported for provider mappers that hold the
/// system prompt outside the message list.
pub fn append_block(existing: &str, block: &str) -> String {
    let trimmed = existing.trim_end();
    if trimmed.is_empty() {
        block.to_string()
    } else {
        format!("{trimmed}\n\n{block}")
    }
}

/// The messages of the next request with the intervention applied, or the refusal.
pub fn apply_intervention(
    pending: &PendingIntervention,
    messages: &[Message],
) -> Result<Vec<Message>, BlockedRequest> {
    let roles: Vec<Role> = messages.iter().map(|m| m.role).collect();
    let mut out = messages.to_vec();
    InjectionPatch::plan(pending, &roles).apply_to(&mut out)?;
    Ok(out)
}
