//! Requests: OpenAI chat completions ⇄ Anthropic messages.

use serde_json::{Map, Value, json};

use super::TranslateError;
use crate::estimate::DEFAULT_MAX_OUTPUT_TOKENS;
use crate::{content_text, parse_arguments};

fn unsupported(what: &'static str) -> TranslateError {
    TranslateError::Unsupported(what)
}

/// Copies the sampling fields both APIs share.
fn copy_sampling(from: &Value, to: &mut Map<String, Value>) {
    for key in ["top_p", "stream"] {
        if let Some(v) = from.get(key).filter(|v| !v.is_null()) {
            to.insert(key.into(), v.clone());
        }
    }
}

/// A chat image part as an Anthropic image block.
fn image_block(part: &Value) -> Result<Value, TranslateError> {
    let url = part["image_url"]["url"]
        .as_str()
        .or_else(|| part["image_url"].as_str())
        .ok_or(unsupported("an image part without a URL"))?;
    if let Some(rest) = url.strip_prefix("data:") {
        let (media_type, data) = rest
            .split_once(";base64,")
            .ok_or(unsupported("a data URL that is not base64"))?;
        return Ok(
            json!({"type": "image", "source": {"type": "base64", "media_type": media_type, "data": data}}),
        );
    }
    Ok(json!({"type": "image", "source": {"type": "url", "url": url}}))
}

/// Chat message content as Anthropic blocks.
fn chat_content_blocks(content: &Value) -> Result<Vec<Value>, TranslateError> {
    match content {
        Value::Null => Ok(Vec::new()),
        Value::String(s) if s.is_empty() => Ok(Vec::new()),
        Value::String(s) => Ok(vec![json!({"type": "text", "text": s})]),
        Value::Array(parts) => parts
            .iter()
            .map(|p| match p["type"].as_str() {
                Some("text") => {
                    Ok(json!({"type": "text", "text": p["text"].as_str().unwrap_or("")}))
                }
                Some("image_url") => image_block(p),
                _ => Err(unsupported("a content part other than text or image_url")),
            })
            .collect(),
        _ => Err(unsupported(
            "message content that is not a string or a list",
        )),
    }
}

/// Appends blocks to the conversation, merging into the previous turn of the same role
/// (Anthropic turns alternate; tool results of parallel calls share one user turn).
fn push_turn(messages: &mut Vec<Value>, role: &str, blocks: Vec<Value>) {
    if blocks.is_empty() {
        return;
    }
    if let Some(last) = messages.last_mut()
        && last["role"] == role
        && let Some(existing) = last["content"].as_array_mut()
    {
        existing.extend(blocks);
        return;
    }
    messages.push(json!({"role": role, "content": blocks}));
}

/// An OpenAI chat completions request as an Anthropic messages request.
pub fn chat_to_anthropic(body: &Value) -> Result<Value, TranslateError> {
    let messages = body["messages"]
        .as_array()
        .ok_or(TranslateError::Invalid("messages must be a list"))?;
    if body["n"].as_u64().is_some_and(|n| n > 1) {
        return Err(unsupported("n > 1"));
    }
    if body
        .get("response_format")
        .is_some_and(|f| f["type"] != "text")
    {
        return Err(unsupported("response_format"));
    }
    let mut out = Map::new();
    out.insert("model".into(), body["model"].clone());
    let mut system: Vec<String> = Vec::new();
    let mut turns: Vec<Value> = Vec::new();
    for m in messages {
        match m["role"].as_str() {
            Some("system" | "developer") => system.push(content_text(&m["content"])),
            Some("user") => push_turn(&mut turns, "user", chat_content_blocks(&m["content"])?),
            Some("assistant") => {
                let mut blocks = chat_content_blocks(&m["content"])?;
                for call in m["tool_calls"].as_array().into_iter().flatten() {
                    let f = &call["function"];
                    let input = match parse_arguments(f["arguments"].as_str().unwrap_or("")) {
                        Value::Object(o) => Value::Object(o),
                        _ => json!({}),
                    };
                    blocks.push(json!({
                        "type": "tool_use",
                        "id": call["id"].as_str().unwrap_or(""),
                        "name": f["name"].as_str().unwrap_or(""),
                        "input": input,
                    }));
                }
                push_turn(&mut turns, "assistant", blocks);
            }
            Some("tool") => push_turn(
                &mut turns,
                "user",
                vec![json!({
                    "type": "tool_result",
                    "tool_use_id": m["tool_call_id"].as_str().unwrap_or(""),
                    "content": content_text(&m["content"]),
                })],
            ),
            _ => {
                return Err(unsupported(
                    "a message role other than system, developer, user, assistant or tool",
                ));
            }
        }
    }
    let system: Vec<String> = system.into_iter().filter(|s| !s.is_empty()).collect();
    if !system.is_empty() {
        out.insert("system".into(), json!(system.join("\n\n")));
    }
    out.insert("messages".into(), Value::Array(turns));
    let max_tokens = body["max_completion_tokens"]
        .as_u64()
        .or_else(|| body["max_tokens"].as_u64())
        .unwrap_or(DEFAULT_MAX_OUTPUT_TOKENS);
    out.insert("max_tokens".into(), json!(max_tokens));
    if let Some(t) = body["temperature"].as_f64() {
        // OpenAI's range is 0–2, Anthropic's 0–1.
        out.insert("temperature".into(), json!(t.clamp(0.0, 1.0)));
    }
    copy_sampling(body, &mut out);
    match &body["stop"] {
        Value::String(s) => {
            out.insert("stop_sequences".into(), json!([s]));
        }
        Value::Array(a) => {
            out.insert("stop_sequences".into(), Value::Array(a.clone()));
        }
        _ => {}
    }
    if let Some(user) = body["user"].as_str() {
        out.insert("metadata".into(), json!({"user_id": user}));
    }
    if let Some(tools) = body["tools"].as_array() {
        let tools: Vec<Value> = tools
            .iter()
            .map(|t| {
                let f = &t["function"];
                let mut tool = json!({
                    "name": f["name"],
                    "input_schema": if f["parameters"].is_object() { f["parameters"].clone() } else { json!({"type": "object"}) },
                });
                if let Some(d) = f["description"].as_str() {
                    tool["description"] = json!(d);
                }
                tool
            })
            .collect();
        out.insert("tools".into(), Value::Array(tools));
    }
    let mut choice = match &body["tool_choice"] {
        Value::String(s) if s == "auto" => Some(json!({"type": "auto"})),
        Value::String(s) if s == "none" => Some(json!({"type": "none"})),
        Value::String(s) if s == "required" => Some(json!({"type": "any"})),
        Value::Object(o) => Some(
            json!({"type": "tool", "name": o.get("function").and_then(|f| f.get("name")).cloned().unwrap_or(Value::Null)}),
        ),
        _ => None,
    };
    if body["parallel_tool_calls"] == false && body["tools"].is_array() {
        let c = choice.get_or_insert_with(|| json!({"type": "auto"}));
        c["disable_parallel_tool_use"] = json!(true);
    }
    if let Some(c) = choice {
        out.insert("tool_choice".into(), c);
    }
    Ok(Value::Object(out))
}

/// Anthropic content (string or blocks) split into chat parts and tool results.
fn anthropic_blocks(content: &Value) -> Result<(Vec<Value>, Vec<Value>), TranslateError> {
    let mut parts = Vec::new();
    let mut results = Vec::new();
    let blocks: Vec<Value> = match content {
        Value::String(s) => vec![json!({"type": "text", "text": s})],
        Value::Array(a) => a.clone(),
        Value::Null => Vec::new(),
        _ => {
            return Err(TranslateError::Invalid(
                "content must be a string or a list of blocks",
            ));
        }
    };
    for b in blocks {
        match b["type"].as_str() {
            Some("text") => {
                parts.push(json!({"type": "text", "text": b["text"].as_str().unwrap_or("")}))
            }
            Some("image") => {
                let s = &b["source"];
                let url = match s["type"].as_str() {
                    Some("base64") => format!(
                        "data:{};base64,{}",
                        s["media_type"].as_str().unwrap_or("image/png"),
                        s["data"].as_str().unwrap_or("")
                    ),
                    Some("url") => s["url"].as_str().unwrap_or("").to_string(),
                    _ => return Err(unsupported("an image source other than base64 or url")),
                };
                parts.push(json!({"type": "image_url", "image_url": {"url": url}}));
            }
            Some("tool_result") => results.push(json!({
                "role": "tool",
                "tool_call_id": b["tool_use_id"].as_str().unwrap_or(""),
                "content": content_text(&b["content"]),
            })),
            // Extended thinking is provider-specific reasoning state; OpenAI has no slot for it.
            Some("thinking" | "redacted_thinking") => {}
            Some("tool_use") => parts.push(b.clone()),
            _ => {
                return Err(unsupported(
                    "a content block other than text, image, tool_use or tool_result",
                ));
            }
        }
    }
    Ok((parts, results))
}

/// Chat content from parts: a plain string when it is only text.
fn chat_content(parts: Vec<Value>) -> Value {
    if parts.iter().all(|p| p["type"] == "text") {
        let text: Vec<&str> = parts.iter().filter_map(|p| p["text"].as_str()).collect();
        return json!(text.join(""));
    }
    Value::Array(parts)
}

/// An Anthropic messages request as an OpenAI chat completions request.
pub fn anthropic_to_chat(body: &Value) -> Result<Value, TranslateError> {
    let messages = body["messages"]
        .as_array()
        .ok_or(TranslateError::Invalid("messages must be a list"))?;
    let mut out = Map::new();
    out.insert("model".into(), body["model"].clone());
    let mut chat: Vec<Value> = Vec::new();
    let system = content_text(&body["system"]);
    if !system.is_empty() {
        chat.push(json!({"role": "system", "content": system}));
    }
    for m in messages {
        let (parts, results) = anthropic_blocks(&m["content"])?;
        match m["role"].as_str() {
            Some("user") => {
                // Tool results answer the previous assistant turn, so they come first.
                chat.extend(results);
                if !parts.is_empty() {
                    chat.push(json!({"role": "user", "content": chat_content(parts)}));
                }
            }
            Some("assistant") => {
                let (calls, rest): (Vec<Value>, Vec<Value>) =
                    parts.into_iter().partition(|p| p["type"] == "tool_use");
                let mut msg = json!({"role": "assistant", "content": if rest.is_empty() { Value::Null } else { chat_content(rest) }});
                if !calls.is_empty() {
                    let calls: Vec<Value> = calls
                        .iter()
                        .map(|c| json!({
                            "id": c["id"],
                            "type": "function",
                            "function": {"name": c["name"], "arguments": c["input"].to_string()},
                        }))
                        .collect();
                    msg["tool_calls"] = Value::Array(calls);
                }
                chat.push(msg);
            }
            _ => return Err(unsupported("a message role other than user or assistant")),
        }
    }
    out.insert("messages".into(), Value::Array(chat));
    if let Some(n) = body["max_tokens"].as_u64() {
        out.insert("max_completion_tokens".into(), json!(n));
    }
    if let Some(t) = body["temperature"].as_f64() {
        out.insert("temperature".into(), json!(t));
    }
    copy_sampling(body, &mut out);
    if body["stream"] == true {
        // Usage arrives only when asked for; limits settle on it.
        out.insert("stream_options".into(), json!({"include_usage": true}));
    }
    if let Some(stops) = body["stop_sequences"].as_array() {
        out.insert("stop".into(), Value::Array(stops.clone()));
    }
    if let Some(user) = body["metadata"]["user_id"].as_str() {
        out.insert("user".into(), json!(user));
    }
    if let Some(tools) = body["tools"].as_array() {
        let tools: Result<Vec<Value>, TranslateError> = tools
            .iter()
            .map(|t| {
                // Server tools (web search, code execution…) have a `type` and no schema.
                if t.get("input_schema").is_none() {
                    return Err(unsupported("Anthropic server tools"));
                }
                let mut f = json!({"name": t["name"], "parameters": t["input_schema"]});
                if let Some(d) = t["description"].as_str() {
                    f["description"] = json!(d);
                }
                Ok(json!({"type": "function", "function": f}))
            })
            .collect();
        out.insert("tools".into(), Value::Array(tools?));
    }
    let choice = &body["tool_choice"];
    let mapped = match choice["type"].as_str() {
        Some("auto") => Some(json!("auto")),
        Some("any") => Some(json!("required")),
        Some("none") => Some(json!("none")),
        Some("tool") => Some(json!({"type": "function", "function": {"name": choice["name"]}})),
        _ => None,
    };
    if let Some(c) = mapped {
        out.insert("tool_choice".into(), c);
    }
    if choice["disable_parallel_tool_use"] == true {
        out.insert("parallel_tool_calls".into(), json!(false));
    }
    Ok(Value::Object(out))
}
