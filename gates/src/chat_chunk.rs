//! What the stream gate reads from an OpenAI chat chunk: the tool-call deltas, which
//! choices finished, which carry text. Most chunks are text deltas that pass untouched,
//! so they are read with a typed, borrowing parse that skips every other field instead of
//! being built into a `serde_json::Value` (which cost more than the rest of the gate);
//! a chunk that is not the usual shape (a field of another type, a duplicate key) is read
//! from its `Value` instead, with the same meaning. The same reading carries what the
//! side reader behind the gate needs (the first choice's text, usage), so that a chunk
//! the gate passes on unchanged is parsed once ([`argus_wire::ChatHandover`]).

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::Value;

use super::stream::CallKey;
use argus_wire::Usage;

/// A tool-call delta: (call, id, name part, arguments part).
pub(crate) type Delta = (CallKey, Option<String>, String, String);

/// What one chat chunk carries for the gate.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct ChatFacts {
    /// Tool-call deltas in the chunk's order.
    pub deltas: Vec<Delta>,
    /// Choices with a `finish_reason` (any non-null).
    pub finished: Vec<u64>,
    /// Choices whose delta carries non-empty text.
    pub text: Vec<u64>,
    /// Choices whose `finish_reason` is `tool_calls`.
    pub tool_finish: Vec<u64>,
    /// The text of the first element of `choices` when non-empty (the side reader's
    /// content; the first element whatever its `index`).
    pub first_content: Option<String>,
    /// How many of `deltas`, from the front, belong to the first element of `choices`.
    pub first_deltas: usize,
    /// The chunk's usage (`prompt_tokens` required, as the side reader reads it).
    pub usage: Option<Usage>,
}

impl ChatFacts {
    /// Whether some choice carries text.
    pub fn has_content(&self) -> bool {
        !self.text.is_empty()
    }

    /// Reads `data`, the chunk's JSON; `None` when it is not a JSON object.
    pub fn read(data: &str) -> Option<ChatFacts> {
        if !data.trim_start().starts_with('{') {
            return None;
        }
        match serde_json::from_str::<Chunk<'_>>(data) {
            Ok(chunk) => Some(Self::from_chunk(chunk)),
            Err(_) => serde_json::from_str::<Value>(data)
                .ok()
                .filter(Value::is_object)
                .map(|v| Self::from_value(&v)),
        }
    }

    fn from_chunk(chunk: Chunk<'_>) -> ChatFacts {
        let mut facts = ChatFacts {
            usage: chunk.usage.and_then(|u| {
                Some(Usage {
                    input: u.prompt_tokens?,
                    output: u.completion_tokens.unwrap_or(0),
                })
            }),
            ..ChatFacts::default()
        };
        for (pos, c) in chunk.choices.unwrap_or_default().into_iter().enumerate() {
            let ci = c.index.unwrap_or(pos as u64);
            let delta = c.delta.unwrap_or_default();
            if let Some(t) = delta.content.filter(|t| !t.is_empty()) {
                facts.text.push(ci);
                if pos == 0 {
                    facts.first_content = Some(t.into_owned());
                }
            }
            for tc in delta.tool_calls.unwrap_or_default() {
                let f = tc.function.unwrap_or_default();
                facts.deltas.push((
                    (ci, tc.index.unwrap_or(0)),
                    tc.id.map(Cow::into_owned),
                    f.name.map(Cow::into_owned).unwrap_or_default(),
                    f.arguments.map(Cow::into_owned).unwrap_or_default(),
                ));
            }
            if pos == 0 {
                facts.first_deltas = facts.deltas.len();
            }
            if let Some(reason) = c.finish_reason {
                if reason == "tool_calls" {
                    facts.tool_finish.push(ci);
                }
                facts.finished.push(ci);
            }
        }
        facts
    }

    /// The same facts from a chunk already built as a `Value`.
    pub fn from_value(v: &Value) -> ChatFacts {
        let mut facts = ChatFacts {
            usage: argus_wire::chat_usage(&v["usage"]),
            ..ChatFacts::default()
        };
        for (pos, c) in v["choices"].as_array().into_iter().flatten().enumerate() {
            let ci = c["index"].as_u64().unwrap_or(pos as u64);
            let delta = &c["delta"];
            if let Some(t) = delta["content"].as_str().filter(|t| !t.is_empty()) {
                facts.text.push(ci);
                if pos == 0 {
                    facts.first_content = Some(t.to_string());
                }
            }
            for tc in delta["tool_calls"].as_array().into_iter().flatten() {
                let f = &tc["function"];
                facts.deltas.push((
                    (ci, tc["index"].as_u64().unwrap_or(0)),
                    tc["id"].as_str().map(str::to_string),
                    f["name"].as_str().unwrap_or_default().to_string(),
                    f["arguments"].as_str().unwrap_or_default().to_string(),
                ));
            }
            if pos == 0 {
                facts.first_deltas = facts.deltas.len();
            }
            if !c["finish_reason"].is_null() {
                if c["finish_reason"] == "tool_calls" {
                    facts.tool_finish.push(ci);
                }
                facts.finished.push(ci);
            }
        }
        facts
    }
}

#[derive(Deserialize)]
struct Chunk<'a> {
    #[serde(default, borrow)]
    choices: Option<Vec<Choice<'a>>>,
    #[serde(default)]
    usage: Option<ChunkUsage>,
}

#[derive(Deserialize)]
struct ChunkUsage {
    #[serde(default)]
    prompt_tokens: Option<u64>,
    #[serde(default)]
    completion_tokens: Option<u64>,
}

#[derive(Deserialize)]
struct Choice<'a> {
    #[serde(default)]
    index: Option<u64>,
    #[serde(default, borrow)]
    delta: Option<DeltaPart<'a>>,
    #[serde(default, borrow)]
    finish_reason: Option<Cow<'a, str>>,
}

#[derive(Default, Deserialize)]
struct DeltaPart<'a> {
    #[serde(default, borrow)]
    content: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    tool_calls: Option<Vec<ToolCallPart<'a>>>,
}

#[derive(Deserialize)]
struct ToolCallPart<'a> {
    #[serde(default)]
    index: Option<u64>,
    #[serde(default, borrow)]
    id: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    function: Option<FunctionPart<'a>>,
}

#[derive(Default, Deserialize)]
struct FunctionPart<'a> {
    #[serde(default, borrow)]
    name: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    arguments: Option<Cow<'a, str>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn both(data: &str) -> (Option<ChatFacts>, Option<ChatFacts>) {
        let typed = ChatFacts::read(data);
        let value = serde_json::from_str::<Value>(data)
            .ok()
            .filter(Value::is_object)
            .map(|v| ChatFacts::from_value(&v));
        (typed, value)
    }

    #[test]
    fn the_typed_read_means_what_the_value_read_means() {
        for data in [
            r#"{"choices":[{"index":0,"delta":{"content":"Hi \"there\""},"finish_reason":null}]}"#,
            r#"{"choices":[{"delta":{"role":"assistant","content":""},"finish_reason":null}],"usage":null}"#,
            r#"{"choices":[{"index":1,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"lookup_order","arguments":""}}]}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":2,"function":{"arguments":"{\"order_id\":\"A-1\"}"}}]}}]}"#,
            r#"{"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4}}"#,
            r#"{"id":"x","object":"chat.completion.chunk"}"#,
            r#"{"choices":null}"#,
            // Unusual shapes the typed read refuses: the Value read decides.
            r#"{"choices":[{"index":"0","delta":{"content":"a"}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":5},"finish_reason":7}]}"#,
            r#"{"choices":[{"index":0,"delta":null,"finish_reason":"stop"}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":"a","content":""}}]}"#,
            r#"{"choices":[7,{"delta":{"tool_calls":[{"function":{"name":"x"}}]}}]}"#,
            r#"{"choices":{"0":{}}}"#,
            r#"{"choices":[{"index":1,"delta":{"content":"B","tool_calls":[{"index":0,"function":{"name":"b"}}]}},{"index":0,"delta":{"content":"A"}}]}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":"3","completion_tokens":4}}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":"4"}}"#,
            r#"{"choices":[],"usage":{"completion_tokens":4}}"#,
            r#"{"choices":[],"usage":5}"#,
        ] {
            let (typed, value) = both(data);
            assert_eq!(typed, value, "{data}");
        }
    }

    #[test]
    fn the_side_readers_part_is_the_first_element_and_the_usage() {
        let facts = ChatFacts::read(
            r#"{"choices":[{"index":1,"delta":{"content":"B","tool_calls":[{"index":2,"function":{"name":"b","arguments":"{"}},{"function":{}}]}},{"index":0,"delta":{"content":"A","tool_calls":[{"index":0,"function":{"name":"a"}}]}}],"usage":{"prompt_tokens":3}}"#,
        )
        .unwrap();
        assert_eq!(facts.first_content.as_deref(), Some("B"));
        assert_eq!(facts.first_deltas, 2);
        assert_eq!(facts.deltas.len(), 3);
        assert_eq!(
            facts.usage,
            Some(Usage {
                input: 3,
                output: 0
            })
        );
        let empty = ChatFacts::read(r#"{"choices":[{"delta":{"content":""}}]}"#).unwrap();
        assert_eq!(empty.first_content, None);
    }

    #[test]
    fn only_objects_are_read() {
        for data in ["[]", "[[]]", "[DONE]", "\"x\"", "", "{", "null"] {
            assert_eq!(ChatFacts::read(data), None, "{data}");
        }
    }

    proptest! {
        /// Whatever the chunk, both reads agree.
        #[test]
        fn typed_and_value_reads_agree(
            index in proptest::option::of(0u64..3),
            content in proptest::option::of("[a-z\"\\\\ ]{0,6}"),
            finish in proptest::option::of(prop_oneof![Just("stop"), Just("tool_calls")]),
            call in proptest::option::of((0u64..3, proptest::option::of("[a-z_]{1,5}"), "[{}\":a-z]{0,8}")),
            usage in proptest::option::of((proptest::option::of(0u64..9), proptest::option::of(0u64..9))),
            second in any::<bool>(),
        ) {
            let mut choice = serde_json::Map::new();
            if let Some(i) = index { choice.insert("index".into(), i.into()); }
            let mut delta = serde_json::Map::new();
            if let Some(c) = content { delta.insert("content".into(), c.into()); }
            if let Some((i, name, args)) = call {
                let mut f = serde_json::json!({"arguments": args});
                if let Some(n) = name { f["name"] = n.into(); }
                delta.insert("tool_calls".into(), serde_json::json!([{"index": i, "function": f}]));
            }
            choice.insert("delta".into(), delta.into());
            choice.insert("finish_reason".into(), finish.map_or(Value::Null, Value::from));
            let mut choices = vec![Value::Object(choice)];
            if second {
                choices.push(serde_json::json!({"index": 7, "delta": {"content": "z"}}));
                choices.reverse();
            }
            let mut chunk = serde_json::json!({"choices": choices});
            if let Some((prompt, completion)) = usage {
                let mut u = serde_json::Map::new();
                if let Some(p) = prompt { u.insert("prompt_tokens".into(), p.into()); }
                if let Some(c) = completion { u.insert("completion_tokens".into(), c.into()); }
                chunk["usage"] = u.into();
            }
            let data = chunk.to_string();
            let (typed, value) = both(&data);
            prop_assert_eq!(typed, value);
        }
    }
}
