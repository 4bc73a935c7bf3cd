//! OpenAI Responses (`/v1/responses`): `instructions` is the system prompt, `input` a
//! string or a list of items.

use serde_json::{Value, json};

use super::{
    Edit, RequestInfo, ResponseView, ToolCallView, Usage, WireError, content_text, guidance_block,
    parse_arguments,
};

pub(super) fn request_info(body: &Value) -> Result<RequestInfo, WireError> {
    let model = body["model"].as_str().ok_or(WireError::Field {
        field: "model",
        problem: "a model name is required",
    })?;
    let (first_user, user_turn) = match &body["input"] {
        Value::String(s) => (Some(s.clone()), Some(s.clone())),
        Value::Array(items) => {
            let first = items.iter().find(|i| i["role"] == "user");
            // The last item is a user message (not a function call output or the like).
            let turn = items.last().filter(|i| i["role"] == "user");
            (
                first.map(|i| content_text(&i["content"])),
                turn.map(|i| content_text(&i["content"])),
            )
        }
        Value::Null => {
            return Err(WireError::Field {
                field: "input",
                problem: "input is required",
            });
        }
        _ => {
            return Err(WireError::Field {
                field: "input",
                problem: "must be a string or a list of items",
            });
        }
    };
    Ok(RequestInfo {
        model: model.to_string(),
        stream: body["stream"].as_bool().unwrap_or(false),
        max_tokens: body["max_output_tokens"].as_u64(),
        first_user,
        user_turn,
        ..RequestInfo::default()
    })
}

fn insert_before_last_user(body: &mut Value, item: Value) {
    if let Value::String(s) = &body["input"] {
        let original = json!({"role": "user", "content": s});
        body["input"] = json!([item, original]);
        return;
    }
    if let Some(items) = body.get_mut("input").and_then(Value::as_array_mut) {
        let at = items
            .iter()
            .rposition(|i| i["role"] == "user")
            .unwrap_or(items.len());
        items.insert(at, item);
    }
}

pub(super) fn apply_edit(body: &mut Value, edit: &Edit) {
    match edit {
        Edit::AppendSystem(text) => match body.get_mut("instructions") {
            Some(Value::String(s)) if !s.is_empty() => {
                s.push_str("\n\n");
                s.push_str(&guidance_block(text));
            }
            _ => body["instructions"] = Value::String(guidance_block(text)),
        },
        Edit::PrependSystem(text) => match body.get_mut("instructions") {
            Some(Value::String(s)) if !s.is_empty() => *s = format!("{text}\n\n{s}"),
            _ => body["instructions"] = Value::String(text.clone()),
        },
        Edit::UserNote(text) => insert_before_last_user(
            body,
            json!({"role": "user", "content": format!("{} {text}", super::USER_NOTE_PREFIX)}),
        ),
        Edit::AssistantReminder(text) => insert_before_last_user(
            body,
            json!({"role": "assistant", "content": format!("{} {text}", super::REMINDER_PREFIX)}),
        ),
    }
}

pub(super) fn response_view(body: &Value) -> ResponseView {
    let mut view = ResponseView::default();
    for item in body["output"].as_array().into_iter().flatten() {
        match item["type"].as_str() {
            Some("message") => {
                for part in item["content"].as_array().into_iter().flatten() {
                    if let Some(t) = part["text"].as_str() {
                        view.content.push_str(t);
                    }
                }
            }
            Some("function_call") => {
                if let Some(name) = item["name"].as_str() {
                    view.tool_calls.push(ToolCallView {
                        name: name.to_string(),
                        arguments: parse_arguments(item["arguments"].as_str().unwrap_or("")),
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
