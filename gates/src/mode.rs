//! The behavior mode a request runs in (the `x-argus-behavior-mode` header, else read
//! from the conversation): `active` while a user's turn is being answered — the request
//! ends with a user message, or continues that turn with tool calls and their results —
//! and `passive` when no user turn is open (the agent acts on its own).

use argus_crds::BehaviorMode;
use serde_json::Value;

use argus_wire::ApiFormat;

/// The header that states the mode.
pub const MODE_HEADER: &str = "x-argus-behavior-mode";

/// Why a stated mode cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("{MODE_HEADER}: {0:?} is not one of active, passive, persistent")]
pub struct BadMode(pub String);

/// The mode of a request of `format` with `body`, or the one its header states.
pub fn behavior_mode(
    headers: &http::HeaderMap,
    format: ApiFormat,
    body: &Value,
) -> Result<BehaviorMode, BadMode> {
    if let Some(v) = headers.get(MODE_HEADER) {
        let text = v.to_str().unwrap_or("").trim().to_ascii_lowercase();
        return match text.as_str() {
            "active" => Ok(BehaviorMode::Active),
            "passive" => Ok(BehaviorMode::Passive),
            "persistent" => Ok(BehaviorMode::Persistent),
            _ => Err(BadMode(String::from_utf8_lossy(v.as_bytes()).into_owned())),
        };
    }
    Ok(if user_turn_open(format, body) {
        BehaviorMode::Active
    } else {
        BehaviorMode::Passive
    })
}

/// What a message of the conversation is, for finding the open turn.
#[derive(PartialEq)]
enum Part {
    UserText,
    /// Tool calls and their results continue the turn they belong to.
    ToolStep,
    AssistantText,
    /// System prompts and the like.
    Other,
}

fn has_block(content: &Value, kinds: &[&str]) -> bool {
    content.as_array().is_some_and(|blocks| {
        blocks
            .iter()
            .any(|b| kinds.contains(&b["type"].as_str().unwrap_or("")))
    })
}

fn openai_chat(m: &Value) -> Part {
    match m["role"].as_str().unwrap_or("") {
        "user" => Part::UserText,
        "tool" | "function" => Part::ToolStep,
        "assistant" if m.get("tool_calls").is_some_and(|t| !t.is_null()) => Part::ToolStep,
        "assistant" => Part::AssistantText,
        _ => Part::Other,
    }
}

fn responses(item: &Value) -> Part {
    match (item["type"].as_str(), item["role"].as_str()) {
        (Some("function_call" | "function_call_output"), _) => Part::ToolStep,
        (_, Some("user")) => Part::UserText,
        (_, Some("assistant")) => Part::AssistantText,
        _ => Part::Other,
    }
}

fn anthropic(m: &Value) -> Part {
    match m["role"].as_str().unwrap_or("") {
        "user" if has_block(&m["content"], &["tool_result"]) => Part::ToolStep,
        "user" => Part::UserText,
        "assistant" if has_block(&m["content"], &["tool_use"]) => Part::ToolStep,
        "assistant" => Part::AssistantText,
        _ => Part::Other,
    }
}

fn gemini(c: &Value) -> Part {
    let parts = &c["parts"];
    let any = |k: &str| {
        parts
            .as_array()
            .is_some_and(|ps| ps.iter().any(|p| p.get(k).is_some()))
    };
    match c["role"].as_str().unwrap_or("user") {
        _ if any("functionResponse") || any("functionCall") => Part::ToolStep,
        "model" => Part::AssistantText,
        _ => Part::UserText,
    }
}

/// Whether the conversation's last turn is a user's and not yet answered with text.
fn user_turn_open(format: ApiFormat, body: &Value) -> bool {
    let (list, kind): (&Value, fn(&Value) -> Part) = match format {
        ApiFormat::OpenAiChat => (&body["messages"], openai_chat),
        ApiFormat::OpenAiResponses => {
            if body["input"].is_string() {
                return true;
            }
            (&body["input"], responses)
        }
        ApiFormat::Anthropic => (&body["messages"], anthropic),
        ApiFormat::Gemini => (&body["contents"], gemini),
    };
    let Some(items) = list.as_array() else {
        return false;
    };
    for item in items.iter().rev() {
        match kind(item) {
            Part::UserText => return true,
            Part::AssistantText => return false,
            Part::ToolStep | Part::Other => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn mode(format: ApiFormat, body: Value) -> BehaviorMode {
        behavior_mode(&http::HeaderMap::new(), format, &body).unwrap_or(BehaviorMode::Passive)
    }

    #[test]
    fn a_user_turn_and_its_tool_steps_are_active_an_answered_one_is_not() {
        let chat = |messages: Value| json!({ "messages": messages });
        let user = json!({"role": "user", "content": "refund order 7"});
        let call = json!({"role": "assistant", "tool_calls": [{"id": "c", "type": "function", "function": {"name": "lookup_order", "arguments": "{}"}}]});
        let result = json!({"role": "tool", "tool_call_id": "c", "content": "{}"});
        let text = json!({"role": "assistant", "content": "Done."});
        let sys = json!({"role": "system", "content": "be nice"});
        assert_eq!(
            mode(ApiFormat::OpenAiChat, chat(json!([sys, user]))),
            BehaviorMode::Active
        );
        assert_eq!(
            mode(ApiFormat::OpenAiChat, chat(json!([user, call, result]))),
            BehaviorMode::Active
        );
        assert_eq!(
            mode(ApiFormat::OpenAiChat, chat(json!([user, text]))),
            BehaviorMode::Passive
        );
        assert_eq!(
            mode(ApiFormat::OpenAiChat, chat(json!([sys]))),
            BehaviorMode::Passive
        );

        let anthropic = json!({"messages": [
            {"role": "user", "content": "refund"},
            {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": "ok"}]}
        ]});
        assert_eq!(mode(ApiFormat::Anthropic, anthropic), BehaviorMode::Active);
        let gemini = json!({"contents": [
            {"role": "user", "parts": [{"text": "hi"}]},
            {"role": "model", "parts": [{"text": "hello"}]}
        ]});
        assert_eq!(mode(ApiFormat::Gemini, gemini), BehaviorMode::Passive);
        assert_eq!(
            mode(ApiFormat::OpenAiResponses, json!({"input": "hi"})),
            BehaviorMode::Active
        );
        let responses = json!({"input": [
            {"role": "user", "content": "hi"},
            {"type": "function_call", "call_id": "c", "name": "x", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c", "output": "{}"}
        ]});
        assert_eq!(
            mode(ApiFormat::OpenAiResponses, responses),
            BehaviorMode::Active
        );
    }

    #[test]
    fn the_header_states_the_mode_and_a_bad_one_is_named() {
        let mut h = http::HeaderMap::new();
        h.insert(MODE_HEADER, http::HeaderValue::from_static("Persistent"));
        assert_eq!(
            behavior_mode(&h, ApiFormat::OpenAiChat, &json!({})).unwrap_or(BehaviorMode::Active),
            BehaviorMode::Persistent
        );
        h.insert(MODE_HEADER, http::HeaderValue::from_static("sometimes"));
        let e = behavior_mode(&h, ApiFormat::OpenAiChat, &json!({}));
        assert!(e.is_err_and(|e| e.to_string().contains("\"sometimes\" is not one of")),);
    }
}
