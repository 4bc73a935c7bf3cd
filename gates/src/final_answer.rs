//! The final answers of a whole (non-streamed) JSON answer — the choices (OpenAI chat),
//! candidates (Gemini) or the one answer (Responses, Anthropic) that propose no tool
//! call — read as text and written back in the format's own shape, for the claim gates.
//! Text is the message content (chat), the `output_text` parts of the message items
//! (Responses), the text blocks (Anthropic) or the non-thought text parts (Gemini),
//! concatenated; a replacement takes the place of the first and the rest are removed.

use serde_json::{Value, json};

use argus_wire::ApiFormat;

/// One final answer in a whole answer: where it is and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalText {
    /// The choice or candidate (0 for Responses and Anthropic).
    pub slot: usize,
    /// Its text.
    pub text: String,
}

fn has_items(v: &Value) -> bool {
    v.as_array().is_some_and(|a| !a.is_empty())
}

fn parts_text<'a>(parts: impl Iterator<Item = &'a Value>) -> String {
    parts.filter_map(|p| p["text"].as_str()).collect()
}

/// The final answers of `body` (slots that propose a call are not final answers).
pub fn final_texts(format: ApiFormat, body: &Value) -> Vec<FinalText> {
    let mut out = Vec::new();
    match format {
        ApiFormat::OpenAiChat => {
            for (slot, choice) in body["choices"].as_array().into_iter().flatten().enumerate() {
                let m = &choice["message"];
                if has_items(&m["tool_calls"]) || m.get("function_call").is_some() {
                    continue;
                }
                let text = match &m["content"] {
                    Value::String(s) => s.clone(),
                    Value::Array(parts) => parts_text(parts.iter()),
                    _ => String::new(),
                };
                out.push(FinalText { slot, text });
            }
        }
        ApiFormat::OpenAiResponses => {
            let Some(items) = body["output"].as_array() else {
                return out;
            };
            if items.iter().any(|i| {
                matches!(
                    i["type"].as_str(),
                    Some("function_call" | "custom_tool_call")
                )
            }) {
                return out;
            }
            let text = parts_text(
                items
                    .iter()
                    .filter(|i| i["type"] == "message")
                    .flat_map(|i| i["content"].as_array().into_iter().flatten())
                    .filter(|c| c["type"] == "output_text"),
            );
            out.push(FinalText { slot: 0, text });
        }
        ApiFormat::Anthropic => {
            let Some(blocks) = body["content"].as_array() else {
                return out;
            };
            if blocks.iter().any(|b| b["type"] == "tool_use") {
                return out;
            }
            let text = parts_text(blocks.iter().filter(|b| b["type"] == "text"));
            out.push(FinalText { slot: 0, text });
        }
        ApiFormat::Gemini => {
            for (slot, c) in body["candidates"]
                .as_array()
                .into_iter()
                .flatten()
                .enumerate()
            {
                let parts = c["content"]["parts"].as_array();
                let parts = parts.into_iter().flatten();
                if parts.clone().any(|p| p.get("functionCall").is_some()) {
                    continue;
                }
                let text = parts_text(parts.filter(|p| p["thought"] != true));
                out.push(FinalText { slot, text });
            }
        }
    }
    out
}

/// Replaces the text of final answer `slot` of `body` by `text`.
pub fn set_text(format: ApiFormat, body: &mut Value, slot: usize, text: String) {
    match format {
        ApiFormat::OpenAiChat => {
            if let Some(choice) = body["choices"].get_mut(slot) {
                choice["message"]["content"] = Value::String(text);
            }
        }
        ApiFormat::OpenAiResponses => {
            let Some(items) = body["output"].as_array_mut() else {
                return;
            };
            let first = items.iter().position(|i| i["type"] == "message");
            let id = first
                .and_then(|n| items[n]["id"].as_str().map(str::to_string))
                .unwrap_or_else(|| "msg_argus".into());
            let message = json!({
                "type": "message",
                "id": id,
                "status": "completed",
                "role": "assistant",
                "content": [{ "type": "output_text", "text": text, "annotations": [] }],
            });
            let at = first.unwrap_or(items.len());
            items.retain(|i| i["type"] != "message");
            items.insert(at.min(items.len()), message);
        }
        ApiFormat::Anthropic => {
            let Some(blocks) = body["content"].as_array_mut() else {
                return;
            };
            replace_parts(
                blocks,
                |b| b["type"] == "text",
                json!({"type": "text", "text": text}),
            );
        }
        ApiFormat::Gemini => {
            let Some(parts) = body["candidates"]
                .get_mut(slot)
                .and_then(|c| c["content"]["parts"].as_array_mut())
            else {
                return;
            };
            replace_parts(
                parts,
                |p| p.get("text").is_some() && p["thought"] != true,
                json!({ "text": text }),
            );
        }
    }
}

/// Puts `with` where the first part matching `is_text` was (or at the end), removing the
/// others.
fn replace_parts(parts: &mut Vec<Value>, is_text: impl Fn(&Value) -> bool, with: Value) {
    let at = parts.iter().position(&is_text).unwrap_or(parts.len());
    let before = parts[..at].len();
    parts.retain(|p| !is_text(p));
    parts.insert(before.min(parts.len()), with);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn final_answers_are_read_and_replaced_in_every_format() {
        let mut chat = json!({"choices": [
            {"index": 0, "message": {"role": "assistant", "content": "{\"id\":1}"}, "finish_reason": "stop"},
            {"index": 1, "message": {"role": "assistant", "content": null, "tool_calls": [{"id": "a"}]}}
        ]});
        assert_eq!(
            final_texts(ApiFormat::OpenAiChat, &chat),
            [FinalText {
                slot: 0,
                text: "{\"id\":1}".into()
            }]
        );
        set_text(ApiFormat::OpenAiChat, &mut chat, 0, "[Argus] no".into());
        assert_eq!(chat["choices"][0]["message"]["content"], "[Argus] no");

        let mut r = json!({"output": [
            {"type": "reasoning", "id": "rs"},
            {"type": "message", "id": "msg_1", "content": [{"type": "output_text", "text": "{\"a\":"}]},
            {"type": "message", "id": "msg_2", "content": [{"type": "output_text", "text": "1}"}]}
        ]});
        assert_eq!(
            final_texts(ApiFormat::OpenAiResponses, &r)[0].text,
            "{\"a\":1}"
        );
        set_text(ApiFormat::OpenAiResponses, &mut r, 0, "[Argus] no".into());
        assert_eq!(r["output"].as_array().map(Vec::len), Some(2));
        assert_eq!(r["output"][1]["id"], "msg_1");
        assert_eq!(r["output"][1]["content"][0]["text"], "[Argus] no");

        let mut a = json!({"content": [
            {"type": "thinking", "thinking": "hm"},
            {"type": "text", "text": "{\"a\":"}, {"type": "text", "text": "1}"}
        ]});
        assert_eq!(final_texts(ApiFormat::Anthropic, &a)[0].text, "{\"a\":1}");
        set_text(ApiFormat::Anthropic, &mut a, 0, "[Argus] no".into());
        assert_eq!(
            a["content"],
            json!([{"type": "thinking", "thinking": "hm"}, {"type": "text", "text": "[Argus] no"}])
        );
        let with_call =
            json!({"content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]});
        assert!(final_texts(ApiFormat::Anthropic, &with_call).is_empty());

        let mut g = json!({"candidates": [{"content": {"role": "model", "parts": [
            {"text": "thinking", "thought": true}, {"text": "{\"a\":1}"}
        ]}}]});
        assert_eq!(final_texts(ApiFormat::Gemini, &g)[0].text, "{\"a\":1}");
        set_text(ApiFormat::Gemini, &mut g, 0, "[Argus] no".into());
        assert_eq!(
            g["candidates"][0]["content"]["parts"],
            json!([{"text": "thinking", "thought": true}, {"text": "[Argus] no"}])
        );
    }
}
