//! Rulings applied to a whole (non-streamed) JSON answer, in each format's own shape:
//! an allowed call stays as the provider wrote it; a replaced one is removed and its
//! text takes its place — appended to the message content (OpenAI chat), a message
//! output item (Responses), a text block (Anthropic), a text part (Gemini). When no call
//! is left, the stop reason says the turn ended (`stop`, `end_turn`), so the agent does
//! not wait for tool results.

use serde_json::{Value, json};

use super::{CallRuling, ProposedCall};
use argus_wire::ApiFormat;

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// The calls an answer proposes, in the order [`gate_answer`] judges them.
pub fn proposed_calls(format: ApiFormat, body: &Value) -> Vec<ProposedCall> {
    fn list(v: &Value) -> &[Value] {
        v.as_array().map(Vec::as_slice).unwrap_or_default()
    }
    match format {
        ApiFormat::OpenAiChat => list(&body["choices"])
            .iter()
            .flat_map(|c| list(&c["message"]["tool_calls"]))
            .map(|call| ProposedCall {
                id: call["id"].as_str().map(str::to_string),
                name: text_of(&call["function"]["name"]),
                arguments: text_of(&call["function"]["arguments"]),
            })
            .collect(),
        ApiFormat::OpenAiResponses => list(&body["output"])
            .iter()
            .filter(|item| item["type"] == "function_call")
            .map(|item| ProposedCall {
                id: item["call_id"].as_str().map(str::to_string),
                name: text_of(&item["name"]),
                arguments: text_of(&item["arguments"]),
            })
            .collect(),
        ApiFormat::Anthropic => list(&body["content"])
            .iter()
            .filter(|block| block["type"] == "tool_use")
            .map(anthropic_call)
            .collect(),
        ApiFormat::Gemini => list(&body["candidates"])
            .iter()
            .flat_map(|c| list(&c["content"]["parts"]))
            .filter_map(|part| part.get("functionCall"))
            .map(gemini_call)
            .collect(),
    }
}

/// An OpenAI chat answer's view (what the side reader would read from it) and its calls
/// (what [`chat_calls`] reads), from one typed parse; `None` when the answer does not
/// read that way (content as parts, a field of another type), and then each reader
/// reads it its own way.
pub fn chat_view_and_calls(raw: &[u8]) -> Option<(argus_wire::ResponseView, Vec<ProposedCall>)> {
    if raw.trim_ascii_start().first() != Some(&b'{') {
        return None;
    }
    let (view, calls) = argus_wire::typed_view_and_calls(raw)?;
    let calls = calls
        .into_iter()
        .map(|(id, name, arguments)| ProposedCall {
            id,
            name,
            arguments,
        })
        .collect();
    Some((view, calls))
}

/// The calls of an OpenAI chat answer, read with a typed, borrowing parse that skips
/// everything else (building the answer as a `Value` costs more than the gates): the
/// same calls as [`proposed_calls`], or `None` when the answer is not the usual shape
/// (not an object, a field of another type), which the `Value` reading then decides.
pub fn chat_calls(raw: &[u8]) -> Option<Vec<ProposedCall>> {
    use std::borrow::Cow;

    #[derive(serde::Deserialize)]
    struct Answer<'a> {
        #[serde(default, borrow)]
        choices: Option<Vec<Choice<'a>>>,
    }
    #[derive(serde::Deserialize)]
    struct Choice<'a> {
        #[serde(default, borrow)]
        message: Option<Message<'a>>,
    }
    #[derive(serde::Deserialize)]
    struct Message<'a> {
        #[serde(default, borrow)]
        tool_calls: Option<Vec<Call<'a>>>,
    }
    #[derive(serde::Deserialize)]
    struct Call<'a> {
        #[serde(default, borrow)]
        id: Option<Cow<'a, str>>,
        #[serde(default, borrow)]
        function: Option<Function<'a>>,
    }
    #[derive(Default, serde::Deserialize)]
    struct Function<'a> {
        #[serde(default, borrow)]
        name: Option<Cow<'a, str>>,
        #[serde(default, borrow)]
        arguments: Option<Cow<'a, str>>,
    }

    if raw.trim_ascii_start().first() != Some(&b'{') {
        return None;
    }
    let answer: Answer<'_> = serde_json::from_slice(raw).ok()?;
    let calls = answer
        .choices
        .unwrap_or_default()
        .into_iter()
        .filter_map(|c| c.message?.tool_calls)
        .flatten()
        .map(|call| {
            let f = call.function.unwrap_or_default();
            ProposedCall {
                id: call.id.map(Cow::into_owned),
                name: f.name.map(Cow::into_owned).unwrap_or_default(),
                arguments: f.arguments.map(Cow::into_owned).unwrap_or_default(),
            }
        })
        .collect();
    Some(calls)
}

fn anthropic_call(block: &Value) -> ProposedCall {
    ProposedCall {
        id: block["id"].as_str().map(str::to_string),
        name: text_of(&block["name"]),
        arguments: block["input"].to_string(),
    }
}

fn gemini_call(call: &Value) -> ProposedCall {
    ProposedCall {
        id: call["id"].as_str().map(str::to_string),
        name: text_of(&call["name"]),
        arguments: call
            .get("args")
            .map_or_else(|| "{}".into(), Value::to_string),
    }
}

/// Applies `judge`'s ruling to every call of `body`; returns whether anything changed.
pub fn gate_answer(
    format: ApiFormat,
    body: &mut Value,
    mut judge: impl FnMut(&ProposedCall) -> CallRuling,
) -> bool {
    gate_answer_inner(format, body, &mut judge)
}

fn gate_answer_inner(
    format: ApiFormat,
    body: &mut Value,
    judge: &mut dyn FnMut(&ProposedCall) -> CallRuling,
) -> bool {
    match format {
        ApiFormat::OpenAiChat => openai_chat(body, judge),
        ApiFormat::OpenAiResponses => responses(body, judge),
        ApiFormat::Anthropic => anthropic(body, judge),
        ApiFormat::Gemini => gemini(body, judge),
    }
}

fn openai_chat(body: &mut Value, judge: &mut dyn FnMut(&ProposedCall) -> CallRuling) -> bool {
    let mut changed = false;
    // Read with `get`: indexing a value of another shape for writing would panic.
    let Some(choices) = body.get_mut("choices").and_then(Value::as_array_mut) else {
        return false;
    };
    for choice in choices {
        let Some(calls) = choice
            .get("message")
            .and_then(|m| m.get("tool_calls"))
            .and_then(Value::as_array)
            .cloned()
        else {
            continue;
        };
        let mut kept = Vec::new();
        let mut notes = Vec::new();
        for call in calls {
            let proposed = ProposedCall {
                id: call["id"].as_str().map(str::to_string),
                name: text_of(&call["function"]["name"]),
                arguments: text_of(&call["function"]["arguments"]),
            };
            match judge(&proposed) {
                CallRuling::Allow => kept.push(call),
                CallRuling::Replace { text } => notes.push(text),
            }
        }
        if notes.is_empty() {
            continue;
        }
        changed = true;
        let message = &mut choice["message"];
        let mut content = text_of(&message["content"]);
        for n in notes {
            if !content.is_empty() {
                content.push('\n');
            }
            content.push_str(&n);
        }
        message["content"] = Value::String(content);
        if kept.is_empty() {
            if let Some(m) = message.as_object_mut() {
                m.remove("tool_calls");
            }
            if choice["finish_reason"] == "tool_calls" {
                choice["finish_reason"] = json!("stop");
            }
        } else {
            message["tool_calls"] = Value::Array(kept);
        }
    }
    changed
}

fn responses(body: &mut Value, judge: &mut dyn FnMut(&ProposedCall) -> CallRuling) -> bool {
    let mut changed = false;
    let Some(items) = body.get_mut("output").and_then(Value::as_array_mut) else {
        return false;
    };
    for (n, item) in items.iter_mut().enumerate() {
        if item["type"] != "function_call" {
            continue;
        }
        let proposed = ProposedCall {
            id: item["call_id"].as_str().map(str::to_string),
            name: text_of(&item["name"]),
            arguments: text_of(&item["arguments"]),
        };
        if let CallRuling::Replace { text } = judge(&proposed) {
            changed = true;
            *item = json!({
                "type": "message",
                "id": format!("msg_argus_{n}"),
                "status": "completed",
                "role": "assistant",
                "content": [{ "type": "output_text", "text": text, "annotations": [] }],
            });
        }
    }
    changed
}

fn anthropic(body: &mut Value, judge: &mut dyn FnMut(&ProposedCall) -> CallRuling) -> bool {
    let mut changed = false;
    let Some(blocks) = body.get_mut("content").and_then(Value::as_array_mut) else {
        return false;
    };
    for block in blocks.iter_mut() {
        if block["type"] != "tool_use" {
            continue;
        }
        let proposed = anthropic_call(block);
        if let CallRuling::Replace { text } = judge(&proposed) {
            changed = true;
            *block = json!({ "type": "text", "text": text });
        }
    }
    if changed
        && !blocks.iter().any(|b| b["type"] == "tool_use")
        && body["stop_reason"] == "tool_use"
    {
        body["stop_reason"] = json!("end_turn");
    }
    changed
}

fn gemini(body: &mut Value, judge: &mut dyn FnMut(&ProposedCall) -> CallRuling) -> bool {
    let mut changed = false;
    let Some(candidates) = body.get_mut("candidates").and_then(Value::as_array_mut) else {
        return false;
    };
    for candidate in candidates {
        let Some(parts) = candidate
            .get_mut("content")
            .and_then(|c| c.get_mut("parts"))
            .and_then(Value::as_array_mut)
        else {
            continue;
        };
        for part in parts.iter_mut() {
            let Some(call) = part.get("functionCall") else {
                continue;
            };
            let proposed = gemini_call(call);
            if let CallRuling::Replace { text } = judge(&proposed) {
                changed = true;
                *part = json!({ "text": text });
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refuse_second(c: &ProposedCall) -> CallRuling {
        if c.name == "issue_refund" {
            CallRuling::Replace {
                text: format!("[Argus] {} was refused: tier", c.name),
            }
        } else {
            CallRuling::Allow
        }
    }

    #[test]
    fn openai_chat_keeps_allowed_calls_and_says_what_was_refused() {
        let mut body = json!({"choices": [{"index": 0, "finish_reason": "tool_calls", "message": {"role": "assistant", "content": null, "tool_calls": [
            {"id": "a", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"7\"}"}},
            {"id": "b", "type": "function", "function": {"name": "issue_refund", "arguments": "{}"}}
        ]}}]});
        assert_eq!(proposed_calls(ApiFormat::OpenAiChat, &body).len(), 2);
        assert!(gate_answer(ApiFormat::OpenAiChat, &mut body, refuse_second));
        let choice = &body["choices"][0];
        assert_eq!(
            choice["message"]["tool_calls"].as_array().map(Vec::len),
            Some(1)
        );
        assert_eq!(choice["message"]["tool_calls"][0]["id"], "a");
        assert_eq!(
            choice["message"]["content"],
            "[Argus] issue_refund was refused: tier"
        );
        assert_eq!(choice["finish_reason"], "tool_calls");

        // The only call refused: no tool_calls left, the turn ends.
        let mut body = json!({"choices": [{"index": 0, "finish_reason": "tool_calls", "message": {"role": "assistant", "content": "Refunding.", "tool_calls": [
            {"id": "b", "type": "function", "function": {"name": "issue_refund", "arguments": "{}"}}
        ]}}]});
        assert!(gate_answer(ApiFormat::OpenAiChat, &mut body, refuse_second));
        assert!(body["choices"][0]["message"].get("tool_calls").is_none());
        assert_eq!(body["choices"][0]["finish_reason"], "stop");
        assert_eq!(
            body["choices"][0]["message"]["content"],
            "Refunding.\n[Argus] issue_refund was refused: tier"
        );
    }

    #[test]
    fn every_format_replaces_a_refused_call_in_its_own_shape() {
        let mut r = json!({"output": [
            {"type": "function_call", "call_id": "c1", "name": "issue_refund", "arguments": "{}"}
        ]});
        assert!(gate_answer(
            ApiFormat::OpenAiResponses,
            &mut r,
            refuse_second
        ));
        assert_eq!(r["output"][0]["type"], "message");
        assert_eq!(
            r["output"][0]["content"][0]["text"],
            "[Argus] issue_refund was refused: tier"
        );

        let mut a = json!({"stop_reason": "tool_use", "content": [
            {"type": "text", "text": "ok"},
            {"type": "tool_use", "id": "t", "name": "issue_refund", "input": {"amount": 5}}
        ]});
        let calls = proposed_calls(ApiFormat::Anthropic, &a);
        assert_eq!(calls[0].arguments, "{\"amount\":5}");
        assert!(gate_answer(ApiFormat::Anthropic, &mut a, refuse_second));
        assert_eq!(
            a["content"][1],
            json!({"type": "text", "text": "[Argus] issue_refund was refused: tier"})
        );
        assert_eq!(a["stop_reason"], "end_turn");

        let mut g = json!({"candidates": [{"content": {"role": "model", "parts": [
            {"functionCall": {"name": "lookup_order", "args": {"order_id": "7"}}},
            {"functionCall": {"name": "issue_refund", "args": {}}}
        ]}}]});
        assert!(gate_answer(ApiFormat::Gemini, &mut g, refuse_second));
        assert!(
            g["candidates"][0]["content"]["parts"][0]
                .get("functionCall")
                .is_some()
        );
        assert_eq!(
            g["candidates"][0]["content"]["parts"][1]["text"],
            "[Argus] issue_refund was refused: tier"
        );

        // Nothing refused: nothing changes.
        let mut same = g.clone();
        assert!(!gate_answer(ApiFormat::Gemini, &mut same, |_| {
            CallRuling::Allow
        }));
        assert_eq!(same, g);
    }

    #[test]
    fn answers_of_another_shape_are_read_without_panicking_and_left_as_they_are() {
        let formats = [
            ApiFormat::OpenAiChat,
            ApiFormat::OpenAiResponses,
            ApiFormat::Anthropic,
            ApiFormat::Gemini,
        ];
        for odd in [
            json!([1, 2]),
            json!("text"),
            json!({"choices": [5, {"message": 7}, {"message": {"tool_calls": 3}}]}),
            json!({"output": [1, "x"], "content": [null, 2]}),
            json!({"candidates": [1, {"content": 2}, {"content": {"parts": [3]}}]}),
        ] {
            for format in formats {
                assert!(proposed_calls(format, &odd).is_empty(), "{odd}");
                let mut body = odd.clone();
                assert!(!gate_answer(format, &mut body, refuse_second), "{odd}");
                assert_eq!(body, odd);
            }
        }
    }

    #[test]
    fn the_typed_chat_reading_finds_the_calls_the_value_reading_finds() {
        for answer in [
            json!({"choices": [
                {"message": {"content": "x", "tool_calls": [
                    {"id": "a", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"A-1\"}"}},
                    {"function": {"name": "x"}}
                ]}},
                {"message": {"content": "none"}},
                {"message": {"tool_calls": [{"id": "b", "function": {"arguments": "{}"}}]}}
            ], "usage": {"prompt_tokens": 3}}),
            json!({"choices": []}),
            json!({"id": "no choices"}),
            json!({"choices": [{"message": null}, {"message": {"tool_calls": null}}]}),
        ] {
            let raw = serde_json::to_vec(&answer).unwrap();
            assert_eq!(
                chat_calls(&raw),
                Some(proposed_calls(ApiFormat::OpenAiChat, &answer)),
                "{answer}"
            );
        }
        // Other shapes are left to the Value reading.
        for odd in [
            json!([]),
            json!({"choices": [{"message": {"tool_calls": [{"function": {"arguments": {"a": 1}}}]}}]}),
            json!({"choices": [5]}),
            json!({"choices": [{"message": {"tool_calls": [{"id": 7}]}}]}),
        ] {
            assert_eq!(
                chat_calls(&serde_json::to_vec(&odd).unwrap()),
                None,
                "{odd}"
            );
        }
    }

    #[test]
    fn one_reading_gives_the_side_readers_view_and_the_gates_calls() {
        for answer in [
            json!({"choices": [
                {"message": {"content": "x", "tool_calls": [
                    {"id": "a", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"A-1\"}"}},
                    {"function": {"name": "x"}},
                    {"id": "c"},
                    {"function": {"arguments": "not json"}}
                ]}},
                {"message": {"content": "none"}},
                {"message": {"tool_calls": [{"id": "b", "function": {"name": "y", "arguments": "{}"}}]}}
            ], "usage": {"prompt_tokens": 3, "completion_tokens": 4}}),
            json!({"choices": [{"message": null}, {"message": {"content": "second", "tool_calls": [{"function": {"name": "z"}}]}}]}),
            json!({"choices": [{"delta": {"content": "a chunk, not an answer"}}]}),
            json!({"choices": []}),
            json!({"id": "no choices", "usage": {"prompt_tokens": 1}}),
        ] {
            let raw = serde_json::to_vec(&answer).unwrap();
            let (view, calls) = chat_view_and_calls(&raw).unwrap_or_else(|| panic!("{answer}"));
            assert_eq!(Some(calls), chat_calls(&raw), "{answer}");
            assert_eq!(
                Some(view),
                argus_wire::read_response(ApiFormat::OpenAiChat, &raw),
                "{answer}"
            );
        }
        // Shapes the typed reading does not take: each reader reads them its own way.
        for odd in [
            json!([]),
            json!({"choices": [{"message": {"content": [{"type": "text", "text": "parts"}]}}]}),
            json!({"choices": [5]}),
            json!({"usage": {"prompt_tokens": "three"}}),
        ] {
            assert!(
                chat_view_and_calls(&serde_json::to_vec(&odd).unwrap()).is_none(),
                "{odd}"
            );
        }
    }

    #[test]
    fn the_calls_read_are_the_calls_judged_in_the_same_order() {
        let answers = [
            (
                ApiFormat::OpenAiChat,
                json!({"choices": [
                    {"message": {"tool_calls": [{"id": "a", "function": {"name": "x", "arguments": "{}"}}]}},
                    {"message": {"content": "no calls"}},
                    {"message": {"tool_calls": [{"id": "b", "function": {"name": "y", "arguments": 5}}]}}
                ]}),
            ),
            (
                ApiFormat::OpenAiResponses,
                json!({"output": [
                    {"type": "message"},
                    {"type": "function_call", "call_id": "c", "name": "x", "arguments": "{}"},
                    {"type": "function_call", "name": "y"}
                ]}),
            ),
            (
                ApiFormat::Anthropic,
                json!({"content": [
                    {"type": "tool_use", "id": "t", "name": "x", "input": {"a": 1}},
                    {"type": "text", "text": "between"},
                    {"type": "tool_use", "name": "y"}
                ]}),
            ),
            (
                ApiFormat::Gemini,
                json!({"candidates": [
                    {"content": {"parts": [{"functionCall": {"name": "x"}}]}},
                    {"content": {"parts": [{"text": "t"}, {"functionCall": {"name": "y", "args": {"b": 2}}}]}}
                ]}),
            ),
        ];
        for (format, answer) in answers {
            let mut judged = Vec::new();
            gate_answer(format, &mut answer.clone(), |c| {
                judged.push(c.clone());
                CallRuling::Allow
            });
            assert_eq!(judged.len(), 2, "{answer}");
            assert_eq!(proposed_calls(format, &answer), judged, "{answer}");
        }
    }
}
