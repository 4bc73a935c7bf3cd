//! OpenAI chat completions (`/v1/chat/completions`), also spoken by OpenAI-compatible servers.

use serde_json::{Value, json};

use super::{
    Edit, RequestInfo, ResponseView, ToolCallView, Usage, WireError, content_text, guidance_block,
    parse_arguments,
};

fn is_system(m: &Value) -> bool {
    m["role"] == "system" || m["role"] == "developer"
}

pub(super) fn request_info(body: &Value) -> Result<RequestInfo, WireError> {
    let model = body["model"].as_str().ok_or(WireError::Field {
        field: "model",
        problem: "a model name is required",
    })?;
    let messages = body["messages"].as_array().ok_or(WireError::Field {
        field: "messages",
        problem: "a list of messages is required",
    })?;
    Ok(RequestInfo {
        model: model.to_string(),
        stream: body["stream"].as_bool().unwrap_or(false),
        max_tokens: body["max_completion_tokens"]
            .as_u64()
            .or_else(|| body["max_tokens"].as_u64()),
        first_user: messages
            .iter()
            .find(|m| m["role"] == "user")
            .map(|m| content_text(&m["content"])),
        user_turn: messages
            .last()
            .filter(|m| m["role"] == "user")
            .map(|m| content_text(&m["content"])),
        ..RequestInfo::default()
    })
}

pub(super) fn apply_edit(body: &mut Value, edit: &Edit) {
    let Some(messages) = body.get_mut("messages").and_then(Value::as_array_mut) else {
        return;
    };
    let last_user = messages
        .iter()
        .rposition(|m| m["role"] == "user")
        .unwrap_or(messages.len());
    match edit {
        Edit::AppendSystem(text) => match messages.iter_mut().find(|m| is_system(m)) {
            Some(m) => append_text(&mut m["content"], &guidance_block(text)),
            None => messages.insert(
                0,
                json!({"role": "system", "content": guidance_block(text)}),
            ),
        },
        Edit::PrependSystem(text) => messages.insert(0, json!({"role": "system", "content": text})),
        Edit::UserNote(text) => messages.insert(
            last_user,
            json!({"role": "user", "content": format!("{} {text}", super::USER_NOTE_PREFIX)}),
        ),
        Edit::AssistantReminder(text) => messages.insert(
            last_user,
            json!({"role": "assistant", "content": format!("{} {text}", super::REMINDER_PREFIX)}),
        ),
    }
}

/// Appends a paragraph to a string content or a text part to a list of parts.
pub(super) fn append_text(content: &mut Value, text: &str) {
    match content {
        Value::String(s) if s.is_empty() => *s = text.to_string(),
        Value::String(s) => {
            s.push_str("\n\n");
            s.push_str(text);
        }
        Value::Array(parts) => parts.push(json!({"type": "text", "text": text})),
        other => *other = Value::String(text.to_string()),
    }
}

pub(super) fn response_view(body: &Value) -> ResponseView {
    let message = &body["choices"][0]["message"];
    let tool_calls = message["tool_calls"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| {
            let f = &t["function"];
            Some(ToolCallView {
                name: f["name"].as_str()?.to_string(),
                arguments: parse_arguments(f["arguments"].as_str().unwrap_or("")),
            })
        })
        .collect();
    ResponseView {
        content: content_text(&message["content"]),
        tool_calls,
        usage: usage(&body["usage"]),
    }
}

pub(super) fn usage(u: &Value) -> Option<Usage> {
    Some(Usage {
        input: u["prompt_tokens"].as_u64()?,
        output: u["completion_tokens"].as_u64().unwrap_or(0),
    })
}
