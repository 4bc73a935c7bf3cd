//! OpenAI chat completions (`/v1/chat/completions`), also spoken by OpenAI-compatible servers.

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::{Value, json};

use super::{
    Edit, RequestInfo, ResponseView, ToolCallView, Usage, WireError, content_text, guidance_block,
    parse_arguments, user_texts,
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
    // Tool results come back as `tool` messages, so a last `user` message starts a turn.
    let (first_user, user_turn) =
        user_texts(messages, "content", |m| m["role"] == "user", |_| false);
    Ok(RequestInfo {
        model: model.to_string(),
        stream: body["stream"].as_bool().unwrap_or(false),
        max_tokens: body["max_completion_tokens"]
            .as_u64()
            .or_else(|| body["max_tokens"].as_u64()),
        first_user,
        user_turn,
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

/// The fields of an OpenAI chat response or stream chunk the proxy reads, borrowed from
/// the body: reading only these is several times cheaper than building a `Value` of it
/// (most calls are in this format). Everything is optional, so a body a `Value` reads
/// the same way also reads here; other shapes (content as parts, say) fail and are read
/// as a `Value`.
#[derive(Deserialize)]
pub(super) struct Typed<'a> {
    #[serde(borrow, default)]
    pub choices: Option<Vec<TypedChoice<'a>>>,
    #[serde(default)]
    pub usage: Option<TypedUsage>,
}

#[derive(Deserialize)]
pub(super) struct TypedChoice<'a> {
    /// A whole response's message.
    #[serde(borrow, default)]
    pub message: Option<TypedMessage<'a>>,
    /// A stream chunk's delta.
    #[serde(borrow, default)]
    pub delta: Option<TypedMessage<'a>>,
}

#[derive(Deserialize)]
pub(super) struct TypedMessage<'a> {
    #[serde(borrow, default)]
    pub content: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub tool_calls: Option<Vec<TypedToolCall<'a>>>,
}

#[derive(Deserialize)]
pub(super) struct TypedToolCall<'a> {
    #[serde(default)]
    pub index: Option<u64>,
    #[serde(borrow, default)]
    pub id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub function: Option<TypedFunction<'a>>,
}

#[derive(Deserialize)]
pub(super) struct TypedFunction<'a> {
    #[serde(borrow, default)]
    pub name: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub arguments: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
pub(super) struct TypedUsage {
    #[serde(default)]
    prompt_tokens: Option<u64>,
    #[serde(default)]
    completion_tokens: Option<u64>,
}

impl TypedUsage {
    /// As [`usage`] reads it.
    pub fn usage(&self) -> Option<Usage> {
        Some(Usage {
            input: self.prompt_tokens?,
            output: self.completion_tokens.unwrap_or(0),
        })
    }
}

/// [`response_view`] of a body that reads as [`Typed`]; `None` otherwise.
pub(super) fn typed_response_view(body: &[u8]) -> Option<ResponseView> {
    let typed: Typed<'_> = serde_json::from_slice(body).ok()?;
    Some(view_of(typed).0)
}

/// A tool call of a chat answer as the model wrote it: id, name, arguments (absent
/// parts empty).
pub type AnswerCall = (Option<String>, String, String);

/// One reading of a chat answer for both its readers: [`response_view`]'s view (the
/// workflow's, usage's and the audit's) and every choice's tool calls (the gates');
/// `None` when the body does not read as [`Typed`].
pub fn typed_view_and_calls(body: &[u8]) -> Option<(ResponseView, Vec<AnswerCall>)> {
    let typed: Typed<'_> = serde_json::from_slice(body).ok()?;
    Some(view_of(typed))
}

fn view_of(typed: Typed<'_>) -> (ResponseView, Vec<AnswerCall>) {
    let usage = typed.usage.and_then(|u| u.usage());
    let mut content = String::new();
    let mut tool_calls = Vec::new();
    let mut calls = Vec::new();
    for (i, choice) in typed.choices.into_iter().flatten().enumerate() {
        let Some(m) = choice.message else { continue };
        if i == 0 {
            content = m.content.map(Cow::into_owned).unwrap_or_default();
        }
        for t in m.tool_calls.into_iter().flatten() {
            let (name, arguments) = match t.function {
                Some(f) => (f.name, f.arguments),
                None => (None, None),
            };
            // The view: the first choice's calls that name a function.
            if i == 0
                && let Some(name) = &name
            {
                tool_calls.push(ToolCallView {
                    name: name.to_string(),
                    arguments: parse_arguments(arguments.as_deref().unwrap_or("")),
                });
            }
            calls.push((
                t.id.map(Cow::into_owned),
                name.map(Cow::into_owned).unwrap_or_default(),
                arguments.map(Cow::into_owned).unwrap_or_default(),
            ));
        }
    }
    let view = ResponseView {
        content,
        tool_calls,
        usage,
    };
    (view, calls)
}
