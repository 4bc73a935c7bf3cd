//! Anthropic messages (`/v1/messages`): `system` is a string or a list of text blocks;
//! messages must start with a user turn, so notes are written as content blocks where a
//! new message would break the alternation.

use serde_json::{Value, json};

use super::{
    Edit, RequestInfo, ResponseView, ToolCallView, Usage, WireError, guidance_block, user_texts,
};

pub(super) fn request_info(body: &Value) -> Result<RequestInfo, WireError> {
    let model = body["model"].as_str().ok_or(WireError::Field {
        field: "model",
        problem: "a model name is required",
    })?;
    let messages = body["messages"].as_array().ok_or(WireError::Field {
        field: "messages",
        problem: "a list of messages is required",
    })?;
    let (first_user, user_turn) = user_texts(
        messages,
        "content",
        |m| m["role"] == "user",
        |m| carries_tool_results(&m["content"]),
    );
    Ok(RequestInfo {
        model: model.to_string(),
        stream: body["stream"].as_bool().unwrap_or(false),
        max_tokens: body["max_tokens"].as_u64(),
        first_user,
        user_turn,
        ..RequestInfo::default()
    })
}

/// Whether a user message's content returns tool results (the turn goes on).
fn carries_tool_results(content: &Value) -> bool {
    content
        .as_array()
        .is_some_and(|blocks| blocks.iter().any(|b| b["type"] == "tool_result"))
}

fn text_block(text: String) -> Value {
    json!({"type": "text", "text": text})
}

/// Puts a text block first in a message's content.
fn prepend_block(content: &mut Value, text: String) {
    match content {
        Value::Array(blocks) => blocks.insert(0, text_block(text)),
        Value::String(s) => *content = json!([text_block(text), text_block(std::mem::take(s))]),
        other => *other = json!([text_block(text)]),
    }
}

pub(super) fn apply_edit(body: &mut Value, edit: &Edit) {
    match edit {
        Edit::AppendSystem(text) => match body.get_mut("system") {
            Some(Value::String(s)) if !s.is_empty() => {
                s.push_str("\n\n");
                s.push_str(&guidance_block(text));
            }
            Some(Value::Array(blocks)) => blocks.push(text_block(guidance_block(text))),
            _ => body["system"] = Value::String(guidance_block(text)),
        },
        Edit::PrependSystem(text) => match body.get_mut("system") {
            Some(Value::String(s)) if !s.is_empty() => *s = format!("{text}\n\n{s}"),
            Some(Value::Array(blocks)) => blocks.insert(0, text_block(text.clone())),
            _ => body["system"] = Value::String(text.clone()),
        },
        Edit::UserNote(text) => {
            let note = format!("{} {text}", super::USER_NOTE_PREFIX);
            let Some(messages) = body.get_mut("messages").and_then(Value::as_array_mut) else {
                return;
            };
            match messages.iter().rposition(|m| m["role"] == "user") {
                Some(i) => prepend_block(&mut messages[i]["content"], note),
                None => messages.push(json!({"role": "user", "content": note})),
            }
        }
        Edit::AssistantReminder(text) => {
            let note = format!("{} {text}", super::REMINDER_PREFIX);
            let Some(messages) = body.get_mut("messages").and_then(Value::as_array_mut) else {
                return;
            };
            match messages.iter().rposition(|m| m["role"] == "user") {
                Some(i) if i > 0 && messages[i - 1]["role"] == "assistant" => {
                    prepend_block(&mut messages[i - 1]["content"], note)
                }
                Some(i) if i > 0 => {
                    messages.insert(i, json!({"role": "assistant", "content": note}))
                }
                // The conversation must open with a user turn: carry the reminder there.
                Some(i) => prepend_block(&mut messages[i]["content"], note),
                None => messages.push(json!({"role": "user", "content": note})),
            }
        }
    }
}

pub(super) fn response_view(body: &Value) -> ResponseView {
    let mut view = ResponseView::default();
    for block in body["content"].as_array().into_iter().flatten() {
        match block["type"].as_str() {
            Some("text") => view.content.push_str(block["text"].as_str().unwrap_or("")),
            Some("tool_use") => {
                if let Some(name) = block["name"].as_str() {
                    view.tool_calls.push(ToolCallView {
                        name: name.to_string(),
                        arguments: block["input"].clone(),
                    });
                }
            }
            _ => {}
        }
    }
    view.usage = usage(&body["usage"]);
    view
}

pub(super) fn usage(u: &Value) -> Option<Usage> {
    Some(Usage {
        input: u["input_tokens"].as_u64()?,
        output: u["output_tokens"].as_u64().unwrap_or(0),
    })
}
