//! Gemini `generateContent`: `contents` with roles user/model, `systemInstruction.parts`
//! (the REST API also accepts `system_instruction`), function calls as parts.

use serde_json::{Value, json};

use super::{
    Edit, RequestInfo, ResponseView, ToolCallView, Usage, WireError, guidance_block, user_texts,
};

fn is_user(c: &Value) -> bool {
    c["role"] == "user" || c.get("role").is_none()
}

/// Whether a content's parts answer function calls (the turn goes on).
fn carries_function_responses(parts: &Value) -> bool {
    parts.as_array().is_some_and(|parts| {
        parts
            .iter()
            .any(|p| p.get("functionResponse").is_some() || p.get("function_response").is_some())
    })
}

pub(super) fn request_info(body: &Value) -> Result<RequestInfo, WireError> {
    let contents = body["contents"].as_array().ok_or(WireError::Field {
        field: "contents",
        problem: "a list of contents is required",
    })?;
    let config = if body["generationConfig"].is_object() {
        &body["generationConfig"]
    } else {
        &body["generation_config"]
    };
    let (first_user, user_turn) = user_texts(contents, "parts", is_user, |c| {
        carries_function_responses(&c["parts"])
    });
    Ok(RequestInfo {
        model: body["model"].as_str().unwrap_or_default().to_string(),
        stream: false,
        max_tokens: config["maxOutputTokens"]
            .as_u64()
            .or_else(|| config["max_output_tokens"].as_u64()),
        first_user,
        user_turn,
        ..RequestInfo::default()
    })
}

/// The system instruction's parts, created if absent.
fn system_parts(body: &mut Value) -> Option<&mut Vec<Value>> {
    let key = if body.get("system_instruction").is_some() {
        "system_instruction"
    } else {
        "systemInstruction"
    };
    if !body[key]["parts"].is_array() {
        body[key] = json!({"parts": []});
    }
    body[key]["parts"].as_array_mut()
}

pub(super) fn apply_edit(body: &mut Value, edit: &Edit) {
    match edit {
        Edit::AppendSystem(text) => {
            if let Some(parts) = system_parts(body) {
                parts.push(json!({"text": guidance_block(text)}));
            }
        }
        Edit::PrependSystem(text) => {
            if let Some(parts) = system_parts(body) {
                parts.insert(0, json!({"text": text}));
            }
        }
        Edit::UserNote(text) => {
            let note = json!({"text": format!("{} {text}", super::USER_NOTE_PREFIX)});
            let Some(contents) = body.get_mut("contents").and_then(Value::as_array_mut) else {
                return;
            };
            match contents.iter().rposition(is_user) {
                Some(i) => insert_part(&mut contents[i], note),
                None => contents.push(json!({"role": "user", "parts": [note]})),
            }
        }
        Edit::AssistantReminder(text) => {
            let note = json!({"text": format!("{} {text}", super::REMINDER_PREFIX)});
            let Some(contents) = body.get_mut("contents").and_then(Value::as_array_mut) else {
                return;
            };
            match contents.iter().rposition(is_user) {
                Some(i) if i > 0 && contents[i - 1]["role"] == "model" => {
                    insert_part(&mut contents[i - 1], note)
                }
                Some(i) if i > 0 => contents.insert(i, json!({"role": "model", "parts": [note]})),
                Some(i) => insert_part(&mut contents[i], note),
                None => contents.push(json!({"role": "user", "parts": [note]})),
            }
        }
    }
}

fn insert_part(content: &mut Value, part: Value) {
    match content.get_mut("parts").and_then(Value::as_array_mut) {
        Some(parts) => parts.insert(0, part),
        None => content["parts"] = json!([part]),
    }
}

/// Adds one response chunk (or the whole response) to `view`.
pub(super) fn add_chunk(view: &mut ResponseView, body: &Value) {
    for part in body["candidates"][0]["content"]["parts"]
        .as_array()
        .into_iter()
        .flatten()
    {
        if let Some(t) = part["text"].as_str() {
            view.content.push_str(t);
        }
        if let Some(name) = part["functionCall"]["name"].as_str() {
            view.tool_calls.push(ToolCallView {
                name: name.to_string(),
                arguments: part["functionCall"]["args"].clone(),
            });
        }
    }
    if let Some(u) = usage(&body["usageMetadata"]) {
        view.usage = Some(u);
    }
}

pub(super) fn response_view(body: &Value) -> ResponseView {
    let mut view = ResponseView::default();
    add_chunk(&mut view, body);
    view
}

fn usage(u: &Value) -> Option<Usage> {
    Some(Usage {
        input: u["promptTokenCount"].as_u64()?,
        output: u["candidatesTokenCount"].as_u64().unwrap_or(0),
    })
}
