//! The tool results a request hands back to the model: the items after the last
//! assistant message that are tool outputs, in each format's shape. They are recorded
//! with the session's messages (the user turn and the answer are read elsewhere).

use serde_json::Value;

use crate::wire::ApiFormat;

/// Longest text recorded per message; a larger tool result is cut (its head is what a
/// later recall needs to recognise it).
pub const MAX_RECORDED_BYTES: usize = 4096;

/// `text` cut to [`MAX_RECORDED_BYTES`] at a character boundary.
pub fn bounded(text: &str) -> String {
    if text.len() <= MAX_RECORDED_BYTES {
        return text.to_string();
    }
    let mut end = MAX_RECORDED_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| match p {
                Value::String(s) => Some(s.clone()),
                _ => p["text"]
                    .as_str()
                    .map(str::to_string)
                    .or_else(|| (p["type"] == "tool_result").then(|| text_of(&p["content"]))),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Tool results at the end of the conversation (after the last assistant turn), oldest first.
pub fn tool_results(format: ApiFormat, body: &Value) -> Vec<String> {
    let empty = Vec::new();
    let mut out = Vec::new();
    match format {
        ApiFormat::OpenAiChat => {
            for m in body["messages"].as_array().unwrap_or(&empty).iter().rev() {
                if m["role"] == "tool" || m["role"] == "function" {
                    out.push(text_of(&m["content"]));
                } else if m["role"] == "assistant" {
                    break;
                }
            }
        }
        ApiFormat::OpenAiResponses => {
            for m in body["input"].as_array().unwrap_or(&empty).iter().rev() {
                if m["type"] == "function_call_output" {
                    out.push(text_of(&m["output"]));
                } else if m["role"] == "assistant" || m["type"] == "function_call" {
                    if m["type"] == "function_call" {
                        continue;
                    }
                    break;
                }
            }
        }
        ApiFormat::Anthropic => {
            if let Some(last) = body["messages"].as_array().and_then(|m| m.last())
                && last["role"] == "user"
                && let Some(blocks) = last["content"].as_array()
            {
                for b in blocks.iter().rev() {
                    if b["type"] == "tool_result" {
                        out.push(text_of(&b["content"]));
                    }
                }
            }
        }
        ApiFormat::Gemini => {
            if let Some(last) = body["contents"].as_array().and_then(|m| m.last())
                && last["role"] != "model"
                && let Some(parts) = last["parts"].as_array()
            {
                for p in parts.iter().rev() {
                    if let Some(r) = p.get("functionResponse") {
                        out.push(r["response"].to_string());
                    }
                }
            }
        }
    }
    out.retain(|t| !t.trim().is_empty());
    out.reverse();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tool_results_of_each_format() {
        let chat = json!({"messages": [
            {"role": "user", "content": "q"},
            {"role": "assistant", "tool_calls": [{"id": "1"}]},
            {"role": "tool", "content": "r1"},
            {"role": "tool", "content": [{"type": "text", "text": "r2"}]}
        ]});
        assert_eq!(tool_results(ApiFormat::OpenAiChat, &chat), ["r1", "r2"]);
        let anthropic = json!({"messages": [
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "x", "content": "a"}]}
        ]});
        assert_eq!(tool_results(ApiFormat::Anthropic, &anthropic), ["a"]);
        let responses = json!({"input": [
            {"type": "function_call", "call_id": "c"},
            {"type": "function_call_output", "call_id": "c", "output": "o"}
        ]});
        assert_eq!(tool_results(ApiFormat::OpenAiResponses, &responses), ["o"]);
        let gemini = json!({"contents": [
            {"role": "user", "parts": [{"functionResponse": {"name": "f", "response": {"v": 1}}}]}
        ]});
        assert_eq!(tool_results(ApiFormat::Gemini, &gemini), ["{\"v\":1}"]);
        assert!(
            tool_results(
                ApiFormat::OpenAiChat,
                &json!({"messages": [{"role": "user", "content": "q"}]})
            )
            .is_empty()
        );
    }

    #[test]
    fn recorded_text_is_bounded_at_a_character_boundary() {
        let long = "é".repeat(MAX_RECORDED_BYTES);
        let b = bounded(&long);
        assert!(b.len() <= MAX_RECORDED_BYTES + "…".len());
    }
}
