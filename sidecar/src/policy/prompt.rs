//! Prompt registry (seed 003): the Actor's system prompt is the only system prompt the
//! provider sees. Whatever system text the agent sent is demoted to a user-role note
//! (default: its instructions survive but cannot override the platform) or dropped,
//! in the request's own format. The prompt's SHA-256 goes on every call's trace and
//! audit record, so what the model was told is provable without storing the text.

use std::sync::Arc;

use argus_crds::AgentSystemMessages;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use crate::wire::{ApiFormat, content_text};

/// Prefix of the user-role note that carries demoted agent system text.
pub const DEMOTED_PREFIX: &str = "[Agent instructions]";

/// An Actor's system prompt, immutable once loaded, with its digest.
#[derive(Clone, PartialEq, Eq)]
pub struct RegisteredPrompt {
    text: Arc<str>,
    sha256: Arc<str>,
}

impl std::fmt::Debug for RegisteredPrompt {
    // The prompt is privileged configuration: debug output names it by digest only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegisteredPrompt")
            .field("sha256", &self.sha256)
            .finish_non_exhaustive()
    }
}

impl RegisteredPrompt {
    /// Registers `text` (computed once per config load, not per request).
    pub fn new(text: impl Into<Arc<str>>) -> Self {
        let text: Arc<str> = text.into();
        let sha256 = hex::encode(Sha256::digest(text.as_bytes())).into();
        Self { text, sha256 }
    }

    /// The prompt text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Lower-case hex SHA-256 of the prompt's UTF-8 bytes.
    pub fn sha256(&self) -> &str {
        &self.sha256
    }
}

/// What enforcing the prompt did to a request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromptEnforcement {
    /// Agent system texts turned into user-role notes.
    pub demoted: usize,
    /// Agent system texts (and provider-side prompt references) removed.
    pub dropped: usize,
}

impl PromptEnforcement {
    /// Whether the agent had sent any system text of its own.
    pub fn agent_sent_system_text(&self) -> bool {
        self.demoted + self.dropped > 0
    }
}

/// Rewrites `body` so that `prompt` is its only system prompt. Run it before any
/// intervention edit: an `AppendSystem` guidance block added afterwards belongs to the
/// platform and joins the registered prompt rather than being demoted.
pub fn enforce_prompt(
    format: ApiFormat,
    body: &mut Value,
    prompt: &RegisteredPrompt,
    mode: AgentSystemMessages,
) -> PromptEnforcement {
    let mut out = PromptEnforcement::default();
    let Some(map) = body.as_object_mut() else {
        return out;
    };
    match format {
        ApiFormat::OpenAiChat => openai_chat(map, prompt, mode, &mut out),
        ApiFormat::OpenAiResponses => responses(map, prompt, mode, &mut out),
        ApiFormat::Anthropic => anthropic(map, prompt, mode, &mut out),
        ApiFormat::Gemini => gemini(map, prompt, mode, &mut out),
    }
    out
}

fn is_system_role(v: &Value) -> bool {
    matches!(v["role"].as_str(), Some("system" | "developer"))
}

/// The note text carrying demoted system text.
fn note(text: &str) -> String {
    format!("{DEMOTED_PREFIX}\n{text}")
}

/// Turns a system/developer message into a user-role note in place; `part_type` is the
/// format's text-part type for list contents.
fn demote_in_place(message: &mut Value, part_type: &str) {
    message["role"] = json!("user");
    match message.get_mut("content") {
        Some(Value::String(s)) => *s = note(s),
        Some(Value::Array(parts)) => {
            parts.insert(0, json!({"type": part_type, "text": DEMOTED_PREFIX}));
        }
        _ => message["content"] = json!(DEMOTED_PREFIX),
    }
}

/// Demotes or drops the system messages of a list, counting them.
fn rewrite_list(
    items: &mut Vec<Value>,
    mode: AgentSystemMessages,
    part_type: &str,
    out: &mut PromptEnforcement,
) {
    match mode {
        AgentSystemMessages::Drop => {
            let before = items.len();
            items.retain(|m| !is_system_role(m));
            out.dropped += before - items.len();
        }
        AgentSystemMessages::Demote => {
            for m in items.iter_mut().filter(|m| is_system_role(m)) {
                demote_in_place(m, part_type);
                out.demoted += 1;
            }
        }
    }
}

fn openai_chat(
    map: &mut Map<String, Value>,
    prompt: &RegisteredPrompt,
    mode: AgentSystemMessages,
    out: &mut PromptEnforcement,
) {
    let messages = map.entry("messages").or_insert_with(|| json!([]));
    if !messages.is_array() {
        // Not a chat request the provider would accept; leave it for it to refuse, but
        // never forward it without the platform's prompt.
        *messages = json!([]);
    }
    if let Some(list) = messages.as_array_mut() {
        rewrite_list(list, mode, "text", out);
        list.insert(0, json!({"role": "system", "content": prompt.text()}));
    }
}

fn responses(
    map: &mut Map<String, Value>,
    prompt: &RegisteredPrompt,
    mode: AgentSystemMessages,
    out: &mut PromptEnforcement,
) {
    // A stored prompt template (`prompt: {id, version}`) would bring provider-side
    // instructions the platform never saw.
    if map.remove("prompt").is_some() {
        out.dropped += 1;
    }
    let agent = map
        .insert("instructions".into(), json!(prompt.text()))
        .map(|v| content_text(&v))
        .filter(|s| !s.trim().is_empty());
    if let Some(Value::String(s)) = map.get("input") {
        let text = s.clone();
        map.insert("input".into(), json!([{"role": "user", "content": text}]));
    }
    if let Some(items) = map.get_mut("input").and_then(Value::as_array_mut) {
        rewrite_list(items, mode, "input_text", out);
    }
    if let Some(text) = agent {
        match mode {
            AgentSystemMessages::Drop => out.dropped += 1,
            AgentSystemMessages::Demote => {
                let input = map.entry("input").or_insert_with(|| json!([]));
                if let Some(items) = input.as_array_mut() {
                    items.insert(0, json!({"role": "user", "content": note(&text)}));
                    out.demoted += 1;
                }
            }
        }
    }
}

/// Text of a system value that is a string or a list of text blocks/parts.
fn system_text(v: &Value) -> Option<String> {
    let text = match v {
        Value::Object(o) => content_text(o.get("parts").unwrap_or(&Value::Null)),
        other => content_text(other),
    };
    (!text.trim().is_empty()).then_some(text)
}

fn anthropic(
    map: &mut Map<String, Value>,
    prompt: &RegisteredPrompt,
    mode: AgentSystemMessages,
    out: &mut PromptEnforcement,
) {
    let agent = map
        .insert("system".into(), json!(prompt.text()))
        .and_then(|v| system_text(&v));
    let Some(text) = agent else { return };
    if mode == AgentSystemMessages::Drop {
        out.dropped += 1;
        return;
    }
    let block = json!({"type": "text", "text": note(&text)});
    let messages = map.entry("messages").or_insert_with(|| json!([]));
    let Some(list) = messages.as_array_mut() else {
        out.dropped += 1;
        return;
    };
    // Notes go into the first user turn: Anthropic conversations open with one, and a
    // separate turn would break the user/assistant alternation.
    match list.iter_mut().find(|m| m["role"] == "user") {
        Some(first) => match first.get_mut("content") {
            Some(Value::Array(blocks)) => blocks.insert(0, block),
            Some(Value::String(s)) => {
                let original = std::mem::take(s);
                first["content"] = json!([block, {"type": "text", "text": original}]);
            }
            _ => first["content"] = json!([block]),
        },
        None => list.insert(0, json!({"role": "user", "content": [block]})),
    }
    out.demoted += 1;
}

fn gemini(
    map: &mut Map<String, Value>,
    prompt: &RegisteredPrompt,
    mode: AgentSystemMessages,
    out: &mut PromptEnforcement,
) {
    // Cached content can carry its own system instruction, out of the platform's sight.
    for key in ["cachedContent", "cached_content"] {
        if map.remove(key).is_some() {
            out.dropped += 1;
        }
    }
    let snake = map.contains_key("system_instruction") && !map.contains_key("systemInstruction");
    let mut agent: Vec<String> = Vec::new();
    for key in ["systemInstruction", "system_instruction"] {
        if let Some(text) = map.remove(key).and_then(|v| system_text(&v)) {
            agent.push(text);
        }
    }
    let key = if snake {
        "system_instruction"
    } else {
        "systemInstruction"
    };
    map.insert(key.into(), json!({"parts": [{"text": prompt.text()}]}));
    if agent.is_empty() {
        return;
    }
    if mode == AgentSystemMessages::Drop {
        out.dropped += agent.len();
        return;
    }
    let part = json!({"text": note(&agent.join("\n\n"))});
    let contents = map.entry("contents").or_insert_with(|| json!([]));
    let Some(list) = contents.as_array_mut() else {
        out.dropped += agent.len();
        return;
    };
    let first_user = list
        .iter_mut()
        .find(|c| c["role"] == "user" || c.get("role").is_none());
    match first_user {
        Some(c) => match c.get_mut("parts").and_then(Value::as_array_mut) {
            Some(parts) => parts.insert(0, part),
            None => c["parts"] = json!([part]),
        },
        None => list.insert(0, json!({"role": "user", "parts": [part]})),
    }
    out.demoted += agent.len();
}

#[cfg(test)]
#[path = "prompt_tests.rs"]
mod tests;
