//! Complete (non-streamed) responses: Anthropic message ⇄ OpenAI chat completion.

use serde_json::{Value, json};

use crate::parse_arguments;

/// Anthropic `stop_reason` as an OpenAI `finish_reason`.
pub(super) fn finish_reason(stop_reason: &str) -> &'static str {
    match stop_reason {
        "max_tokens" => "length",
        "tool_use" => "tool_calls",
        "refusal" => "content_filter",
        _ => "stop",
    }
}

/// OpenAI `finish_reason` as an Anthropic `stop_reason`.
pub(super) fn stop_reason(finish_reason: &str) -> &'static str {
    match finish_reason {
        "length" => "max_tokens",
        "tool_calls" | "function_call" => "tool_use",
        "content_filter" => "refusal",
        _ => "end_turn",
    }
}

pub(super) fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// An Anthropic message as an OpenAI chat completion.
pub fn anthropic_to_chat(body: &Value) -> Value {
    let mut text = String::new();
    let mut calls = Vec::new();
    for block in body["content"].as_array().into_iter().flatten() {
        match block["type"].as_str() {
            Some("text") => text.push_str(block["text"].as_str().unwrap_or("")),
            Some("tool_use") => calls.push(json!({
                "id": block["id"],
                "type": "function",
                "function": {"name": block["name"], "arguments": block["input"].to_string()},
            })),
            _ => {}
        }
    }
    let mut message = json!({
        "role": "assistant",
        "content": if text.is_empty() && !calls.is_empty() { Value::Null } else { json!(text) },
    });
    if !calls.is_empty() {
        message["tool_calls"] = Value::Array(calls);
    }
    let input = body["usage"]["input_tokens"].as_u64().unwrap_or(0);
    let output = body["usage"]["output_tokens"].as_u64().unwrap_or(0);
    json!({
        "id": body["id"].as_str().map_or_else(|| "chatcmpl-argus".to_string(), |id| format!("chatcmpl-{id}")),
        "object": "chat.completion",
        "created": unix_now(),
        "model": body["model"],
        "choices": [{
            "index": 0,
            "message": message,
            "finish_reason": finish_reason(body["stop_reason"].as_str().unwrap_or("end_turn")),
        }],
        "usage": {"prompt_tokens": input, "completion_tokens": output, "total_tokens": input + output},
    })
}

/// An OpenAI chat completion as an Anthropic message.
pub fn chat_to_anthropic(body: &Value) -> Value {
    let choice = &body["choices"][0];
    let message = &choice["message"];
    let mut content = Vec::new();
    let text = crate::content_text(&message["content"]);
    if !text.is_empty() {
        content.push(json!({"type": "text", "text": text}));
    }
    for call in message["tool_calls"].as_array().into_iter().flatten() {
        let f = &call["function"];
        let input = match parse_arguments(f["arguments"].as_str().unwrap_or("")) {
            Value::Object(o) => Value::Object(o),
            _ => json!({}),
        };
        content
            .push(json!({"type": "tool_use", "id": call["id"], "name": f["name"], "input": input}));
    }
    json!({
        "id": body["id"].as_str().map_or_else(|| "msg_argus".to_string(), |id| format!("msg_{id}")),
        "type": "message",
        "role": "assistant",
        "model": body["model"],
        "content": content,
        "stop_reason": stop_reason(choice["finish_reason"].as_str().unwrap_or("stop")),
        "stop_sequence": null,
        "usage": {
            "input_tokens": body["usage"]["prompt_tokens"].as_u64().unwrap_or(0),
            "output_tokens": body["usage"]["completion_tokens"].as_u64().unwrap_or(0),
        },
    })
}
