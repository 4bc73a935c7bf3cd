//! Rendering scripted replies in each provider's wire format, whole or as SSE events.

use serde_json::{Value, json};

use crate::script::Reply;

/// The API a request came in on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// OpenAI `/v1/chat/completions`.
    OpenAiChat,
    /// OpenAI `/v1/responses`.
    OpenAiResponses,
    /// Anthropic `/v1/messages`.
    Anthropic,
    /// Gemini `:generateContent` / `:streamGenerateContent`.
    Gemini,
}

/// Text of the last user message of a request, for `when` matching.
pub fn last_user_text(format: Format, request: &Value) -> String {
    let text_of = |content: &Value| -> String {
        match content {
            Value::String(s) => s.clone(),
            Value::Array(parts) => parts
                .iter()
                .filter_map(|p| p.get("text").and_then(Value::as_str))
                .collect::<Vec<_>>()
                .join(" "),
            _ => String::new(),
        }
    };
    match format {
        Format::OpenAiChat | Format::Anthropic => request["messages"]
            .as_array()
            .and_then(|m| m.iter().rev().find(|m| m["role"] == "user"))
            .map(|m| text_of(&m["content"]))
            .unwrap_or_default(),
        Format::OpenAiResponses => match &request["input"] {
            Value::String(s) => s.clone(),
            Value::Array(items) => items
                .iter()
                .rev()
                .find(|i| i["role"] == "user")
                .map(|i| text_of(&i["content"]))
                .unwrap_or_default(),
            _ => String::new(),
        },
        Format::Gemini => request["contents"]
            .as_array()
            .and_then(|c| {
                c.iter()
                    .rev()
                    .find(|c| c["role"] == "user" || c.get("role").is_none())
            })
            .map(|c| text_of(&c["parts"]))
            .unwrap_or_default(),
    }
}

/// A rough token count (words), used when the script gives none.
pub fn word_count(text: &str) -> u64 {
    text.split_whitespace().count() as u64
}

fn usage(reply: &Reply, prompt_tokens: u64) -> (u64, u64) {
    let completion = reply.completion_tokens.unwrap_or_else(|| {
        word_count(&reply.content)
            + reply
                .tool_calls
                .iter()
                .map(|t| 1 + word_count(&t.arguments.to_string()))
                .sum::<u64>()
    });
    (
        reply.prompt_tokens.unwrap_or(prompt_tokens),
        completion.max(1),
    )
}

fn args_string(args: &Value) -> String {
    if args.is_null() {
        "{}".to_string()
    } else {
        args.to_string()
    }
}

/// The whole (non-streaming) response body.
pub fn body(format: Format, reply: &Reply, model: &str, prompt_tokens: u64) -> Value {
    let (pt, ct) = usage(reply, prompt_tokens);
    match format {
        Format::OpenAiChat => {
            let mut message = json!({"role": "assistant", "content": if reply.content.is_empty() && !reply.tool_calls.is_empty() { Value::Null } else { Value::String(reply.content.clone()) }});
            if !reply.tool_calls.is_empty() {
                message["tool_calls"] = reply
                    .tool_calls
                    .iter()
                    .enumerate()
                    .map(|(i, t)| json!({"id": format!("call_{i}"), "type": "function", "function": {"name": t.name, "arguments": args_string(&t.arguments)}}))
                    .collect();
            }
            json!({
                "id": "chatcmpl-mock", "object": "chat.completion", "created": 1_700_000_000, "model": model,
                "choices": [{"index": 0, "message": message, "finish_reason": if reply.tool_calls.is_empty() { "stop" } else { "tool_calls" }}],
                "usage": {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}
            })
        }
        Format::OpenAiResponses => json!({
            "id": "resp_mock", "object": "response", "created_at": 1_700_000_000, "status": "completed", "model": model,
            "output": responses_output(reply),
            "usage": {"input_tokens": pt, "output_tokens": ct, "total_tokens": pt + ct}
        }),
        Format::Anthropic => json!({
            "id": "msg_mock", "type": "message", "role": "assistant", "model": model,
            "content": anthropic_content(reply),
            "stop_reason": if reply.tool_calls.is_empty() { "end_turn" } else { "tool_use" }, "stop_sequence": null,
            "usage": {"input_tokens": pt, "output_tokens": ct}
        }),
        Format::Gemini => json!({
            "candidates": [{"content": {"role": "model", "parts": gemini_parts(reply)}, "finishReason": "STOP", "index": 0}],
            "usageMetadata": {"promptTokenCount": pt, "candidatesTokenCount": ct, "totalTokenCount": pt + ct},
            "modelVersion": model
        }),
    }
}

fn responses_output(reply: &Reply) -> Value {
    let mut out = Vec::new();
    if !reply.content.is_empty() {
        out.push(json!({"type": "message", "id": "msg_mock", "status": "completed", "role": "assistant", "content": [{"type": "output_text", "text": reply.content, "annotations": []}]}));
    }
    for (i, t) in reply.tool_calls.iter().enumerate() {
        out.push(json!({"type": "function_call", "id": format!("fc_{i}"), "call_id": format!("call_{i}"), "name": t.name, "arguments": args_string(&t.arguments), "status": "completed"}));
    }
    Value::Array(out)
}

fn anthropic_content(reply: &Reply) -> Value {
    let mut out = Vec::new();
    if !reply.content.is_empty() {
        out.push(json!({"type": "text", "text": reply.content}));
    }
    for (i, t) in reply.tool_calls.iter().enumerate() {
        out.push(json!({"type": "tool_use", "id": format!("toolu_{i}"), "name": t.name, "input": if t.arguments.is_null() { json!({}) } else { t.arguments.clone() }}));
    }
    Value::Array(out)
}

fn gemini_parts(reply: &Reply) -> Value {
    let mut out = Vec::new();
    if !reply.content.is_empty() {
        out.push(json!({"text": reply.content}));
    }
    for t in &reply.tool_calls {
        out.push(json!({"functionCall": {"name": t.name, "args": if t.arguments.is_null() { json!({}) } else { t.arguments.clone() }}}));
    }
    Value::Array(out)
}

/// Splits text into stream-sized pieces (a few words each, whitespace kept).
fn pieces(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut words = 0;
    for ch in text.chars() {
        cur.push(ch);
        if ch == ' ' {
            words += 1;
            if words == 3 {
                out.push(std::mem::take(&mut cur));
                words = 0;
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn data(v: &Value) -> String {
    format!("data: {v}\n\n")
}

fn event(name: &str, v: &Value) -> String {
    format!("event: {name}\ndata: {v}\n\n")
}

/// The SSE events of a streamed reply, each a complete `data:` (or `event:`) block.
pub fn stream_events(
    format: Format,
    reply: &Reply,
    model: &str,
    prompt_tokens: u64,
    include_usage: bool,
) -> Vec<String> {
    let (pt, ct) = usage(reply, prompt_tokens);
    let mut out = Vec::new();
    match format {
        Format::OpenAiChat => {
            let chunk = |delta: Value, finish: Value| json!({"id": "chatcmpl-mock", "object": "chat.completion.chunk", "created": 1_700_000_000, "model": model, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]});
            out.push(data(&chunk(
                json!({"role": "assistant", "content": ""}),
                Value::Null,
            )));
            for p in pieces(&reply.content) {
                out.push(data(&chunk(json!({"content": p}), Value::Null)));
            }
            for (i, t) in reply.tool_calls.iter().enumerate() {
                out.push(data(&chunk(
                    json!({"tool_calls": [{"index": i, "id": format!("call_{i}"), "type": "function", "function": {"name": t.name, "arguments": ""}}]}),
                    Value::Null,
                )));
                let args = args_string(&t.arguments);
                let mid = args.len() / 2;
                let (a, b) = args.split_at(
                    args.char_indices()
                        .map(|(i, _)| i)
                        .find(|&i| i >= mid)
                        .unwrap_or(0),
                );
                for part in [a, b].into_iter().filter(|p| !p.is_empty()) {
                    out.push(data(&chunk(
                        json!({"tool_calls": [{"index": i, "function": {"arguments": part}}]}),
                        Value::Null,
                    )));
                }
            }
            let finish = if reply.tool_calls.is_empty() {
                "stop"
            } else {
                "tool_calls"
            };
            out.push(data(&chunk(json!({}), json!(finish))));
            if include_usage {
                out.push(data(&json!({"id": "chatcmpl-mock", "object": "chat.completion.chunk", "created": 1_700_000_000, "model": model, "choices": [], "usage": {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}})));
            }
            out.push("data: [DONE]\n\n".to_string());
        }
        Format::OpenAiResponses => {
            let full = body(format, reply, model, prompt_tokens);
            out.push(event("response.created", &json!({"type": "response.created", "response": {"id": "resp_mock", "status": "in_progress", "model": model}})));
            for p in pieces(&reply.content) {
                out.push(event("response.output_text.delta", &json!({"type": "response.output_text.delta", "output_index": 0, "content_index": 0, "delta": p})));
            }
            for (i, item) in full["output"].as_array().into_iter().flatten().enumerate() {
                out.push(event(
                    "response.output_item.done",
                    &json!({"type": "response.output_item.done", "output_index": i, "item": item}),
                ));
            }
            out.push(event(
                "response.completed",
                &json!({"type": "response.completed", "response": full}),
            ));
        }
        Format::Anthropic => {
            out.push(event("message_start", &json!({"type": "message_start", "message": {"id": "msg_mock", "type": "message", "role": "assistant", "model": model, "content": [], "stop_reason": null, "usage": {"input_tokens": pt, "output_tokens": 1}}})));
            let mut index = 0;
            if !reply.content.is_empty() {
                out.push(event("content_block_start", &json!({"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}})));
                for p in pieces(&reply.content) {
                    out.push(event("content_block_delta", &json!({"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": p}})));
                }
                out.push(event(
                    "content_block_stop",
                    &json!({"type": "content_block_stop", "index": index}),
                ));
                index += 1;
            }
            for (i, t) in reply.tool_calls.iter().enumerate() {
                out.push(event("content_block_start", &json!({"type": "content_block_start", "index": index, "content_block": {"type": "tool_use", "id": format!("toolu_{i}"), "name": t.name, "input": {}}})));
                out.push(event("content_block_delta", &json!({"type": "content_block_delta", "index": index, "delta": {"type": "input_json_delta", "partial_json": args_string(&t.arguments)}})));
                out.push(event(
                    "content_block_stop",
                    &json!({"type": "content_block_stop", "index": index}),
                ));
                index += 1;
            }
            let stop = if reply.tool_calls.is_empty() {
                "end_turn"
            } else {
                "tool_use"
            };
            out.push(event("message_delta", &json!({"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": null}, "usage": {"output_tokens": ct}})));
            out.push(event("message_stop", &json!({"type": "message_stop"})));
        }
        Format::Gemini => {
            let texts = pieces(&reply.content);
            let n = texts.len();
            for (i, p) in texts.into_iter().enumerate() {
                let mut c = json!({"candidates": [{"content": {"role": "model", "parts": [{"text": p}]}, "index": 0}]});
                if i + 1 == n && reply.tool_calls.is_empty() {
                    c["candidates"][0]["finishReason"] = json!("STOP");
                    c["usageMetadata"] = json!({"promptTokenCount": pt, "candidatesTokenCount": ct, "totalTokenCount": pt + ct});
                }
                out.push(data(&c));
            }
            if !reply.tool_calls.is_empty() {
                let parts: Vec<Value> = reply
                    .tool_calls
                    .iter()
                    .map(|t| json!({"functionCall": {"name": t.name, "args": t.arguments}}))
                    .collect();
                out.push(data(&json!({"candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}], "usageMetadata": {"promptTokenCount": pt, "candidatesTokenCount": ct, "totalTokenCount": pt + ct}})));
            }
        }
    }
    out
}

/// An error body in the provider's format.
pub fn error_body(format: Format, status: u16, message: &str) -> Value {
    match format {
        Format::OpenAiChat | Format::OpenAiResponses => {
            json!({"error": {"message": message, "type": "mock_error", "code": status}})
        }
        Format::Anthropic => {
            json!({"type": "error", "error": {"type": "api_error", "message": message}})
        }
        Format::Gemini => {
            json!({"error": {"code": status, "message": message, "status": "UNAVAILABLE"}})
        }
    }
}
