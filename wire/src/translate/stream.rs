//! Streams: Anthropic message events ⇄ OpenAI chat completion chunks, translated event
//! by event as bytes arrive (split anywhere), so the client sees tokens as soon as the
//! provider sends them.

use bytes::Bytes;
use serde_json::{Value, json};

use super::response::{finish_reason, stop_reason, unix_now};
use crate::sse::{SseEvent, SseParser};

/// Translates a streamed response body from one format to the other.
#[derive(Debug)]
pub enum StreamTranslator {
    /// Anthropic events in, OpenAI chunks out.
    AnthropicToChat(AnthropicToChat),
    /// OpenAI chunks in, Anthropic events out.
    ChatToAnthropic(ChatToAnthropic),
}

impl StreamTranslator {
    /// For an OpenAI client served by Anthropic; `include_usage` repeats the client's
    /// `stream_options.include_usage` (a final chunk with usage and no choices).
    pub fn anthropic_to_chat(include_usage: bool) -> Self {
        StreamTranslator::AnthropicToChat(AnthropicToChat {
            include_usage,
            created: unix_now(),
            ..AnthropicToChat::default()
        })
    }

    /// For an Anthropic client served by an OpenAI-compatible provider (whose request
    /// asked for `stream_options.include_usage`).
    pub fn chat_to_anthropic() -> Self {
        StreamTranslator::ChatToAnthropic(ChatToAnthropic::default())
    }

    /// Translates a chunk of upstream bytes into bytes for the client (maybe none yet).
    pub fn push(&mut self, chunk: &[u8]) -> Bytes {
        let mut events = Vec::new();
        let mut out = String::new();
        match self {
            StreamTranslator::AnthropicToChat(t) => {
                t.parser.push(chunk, &mut events);
                for e in &events {
                    t.event(e, &mut out);
                }
            }
            StreamTranslator::ChatToAnthropic(t) => {
                t.parser.push(chunk, &mut events);
                for e in &events {
                    t.event(e, &mut out);
                }
            }
        }
        Bytes::from(out)
    }

    /// Flushes what the end of the upstream body completes. A stream cut before its
    /// end is not given an end it never had: the client sees it incomplete.
    pub fn finish(&mut self) -> Bytes {
        let mut events = Vec::new();
        let mut out = String::new();
        match self {
            StreamTranslator::AnthropicToChat(t) => {
                t.parser.finish(&mut events);
                for e in &events {
                    t.event(e, &mut out);
                }
            }
            StreamTranslator::ChatToAnthropic(t) => {
                t.parser.finish(&mut events);
                for e in &events {
                    t.event(e, &mut out);
                }
            }
        }
        Bytes::from(out)
    }
}

fn data(out: &mut String, v: &Value) {
    out.push_str("data: ");
    out.push_str(&v.to_string());
    out.push_str("\n\n");
}

fn named(out: &mut String, name: &str, v: &Value) {
    out.push_str("event: ");
    out.push_str(name);
    out.push('\n');
    data(out, v);
}

/// State of an Anthropic → OpenAI stream.
#[derive(Debug, Default)]
pub struct AnthropicToChat {
    parser: SseParser,
    include_usage: bool,
    id: String,
    model: Value,
    created: u64,
    /// OpenAI tool-call index of each Anthropic content block that is a tool use.
    tool_of_block: Vec<(u64, usize)>,
    input_tokens: u64,
    output_tokens: u64,
    done: bool,
}

impl AnthropicToChat {
    fn chunk(&self, out: &mut String, delta: Value, finish: Value) {
        data(
            out,
            &json!({
                "id": self.id,
                "object": "chat.completion.chunk",
                "created": self.created,
                "model": self.model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }),
        );
    }

    fn event(&mut self, e: &SseEvent, out: &mut String) {
        if self.done {
            return;
        }
        let Ok(v) = serde_json::from_str::<Value>(&e.data) else {
            return;
        };
        match v["type"].as_str() {
            Some("message_start") => {
                let m = &v["message"];
                self.id = format!("chatcmpl-{}", m["id"].as_str().unwrap_or("argus"));
                self.model = m["model"].clone();
                self.input_tokens = m["usage"]["input_tokens"].as_u64().unwrap_or(0);
                self.chunk(
                    out,
                    json!({"role": "assistant", "content": ""}),
                    Value::Null,
                );
            }
            Some("content_block_start") => {
                let block = &v["content_block"];
                let index = v["index"].as_u64().unwrap_or(0);
                match block["type"].as_str() {
                    Some("tool_use") => {
                        let tool = self.tool_of_block.len();
                        self.tool_of_block.push((index, tool));
                        self.chunk(
                            out,
                            json!({"tool_calls": [{"index": tool, "id": block["id"], "type": "function", "function": {"name": block["name"], "arguments": ""}}]}),
                            Value::Null,
                        );
                    }
                    Some("text") => {
                        if let Some(t) = block["text"].as_str().filter(|t| !t.is_empty()) {
                            self.chunk(out, json!({"content": t}), Value::Null);
                        }
                    }
                    _ => {}
                }
            }
            Some("content_block_delta") => {
                let index = v["index"].as_u64().unwrap_or(0);
                let delta = &v["delta"];
                match delta["type"].as_str() {
                    Some("text_delta") => {
                        self.chunk(out, json!({"content": delta["text"]}), Value::Null)
                    }
                    Some("input_json_delta") => {
                        if let Some((_, tool)) =
                            self.tool_of_block.iter().find(|(b, _)| *b == index)
                        {
                            self.chunk(
                                out,
                                json!({"tool_calls": [{"index": tool, "function": {"arguments": delta["partial_json"]}}]}),
                                Value::Null,
                            );
                        }
                    }
                    _ => {}
                }
            }
            Some("message_delta") => {
                if let Some(n) = v["usage"]["output_tokens"].as_u64() {
                    self.output_tokens = n;
                }
                if let Some(n) = v["usage"]["input_tokens"].as_u64() {
                    self.input_tokens = n;
                }
                if let Some(reason) = v["delta"]["stop_reason"].as_str() {
                    self.chunk(out, json!({}), json!(finish_reason(reason)));
                }
            }
            Some("message_stop") => {
                if self.include_usage {
                    let (i, o) = (self.input_tokens, self.output_tokens);
                    data(
                        out,
                        &json!({
                            "id": self.id,
                            "object": "chat.completion.chunk",
                            "created": self.created,
                            "model": self.model,
                            "choices": [],
                            "usage": {"prompt_tokens": i, "completion_tokens": o, "total_tokens": i + o},
                        }),
                    );
                }
                out.push_str("data: [DONE]\n\n");
                self.done = true;
            }
            Some("error") => {
                let err = &v["error"];
                data(
                    out,
                    &json!({"error": {"message": err["message"], "type": err["type"], "param": null, "code": null}}),
                );
                self.done = true;
            }
            _ => {}
        }
    }
}

/// What kind of Anthropic content block is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpenBlock {
    Text,
    /// A tool use, for the OpenAI tool-call index it translates.
    Tool(u64),
}

/// State of an OpenAI → Anthropic stream.
#[derive(Debug, Default)]
pub struct ChatToAnthropic {
    parser: SseParser,
    started: bool,
    open: Option<OpenBlock>,
    next_block: u64,
    stop_reason: Option<&'static str>,
    input_tokens: u64,
    output_tokens: u64,
    done: bool,
}

impl ChatToAnthropic {
    fn start(&mut self, v: &Value, out: &mut String) {
        if self.started {
            return;
        }
        self.started = true;
        let id = format!("msg_{}", v["id"].as_str().unwrap_or("argus"));
        named(
            out,
            "message_start",
            &json!({"type": "message_start", "message": {"id": id, "type": "message", "role": "assistant", "model": v["model"], "content": [], "stop_reason": null, "stop_sequence": null, "usage": {"input_tokens": 0, "output_tokens": 0}}}),
        );
    }

    fn close(&mut self, out: &mut String) {
        if self.open.take().is_some() {
            named(
                out,
                "content_block_stop",
                &json!({"type": "content_block_stop", "index": self.next_block - 1}),
            );
        }
    }

    fn open(&mut self, block: OpenBlock, content_block: Value, out: &mut String) {
        self.close(out);
        self.open = Some(block);
        named(
            out,
            "content_block_start",
            &json!({"type": "content_block_start", "index": self.next_block, "content_block": content_block}),
        );
        self.next_block += 1;
    }

    fn end(&mut self, out: &mut String) {
        self.close(out);
        let (i, o) = (self.input_tokens, self.output_tokens);
        named(
            out,
            "message_delta",
            &json!({"type": "message_delta", "delta": {"stop_reason": self.stop_reason.unwrap_or("end_turn"), "stop_sequence": null}, "usage": {"input_tokens": i, "output_tokens": o}}),
        );
        named(out, "message_stop", &json!({"type": "message_stop"}));
        self.done = true;
    }

    fn event(&mut self, e: &SseEvent, out: &mut String) {
        if self.done {
            return;
        }
        if e.data.trim() == "[DONE]" {
            if self.started {
                self.end(out);
            }
            return;
        }
        let Ok(v) = serde_json::from_str::<Value>(&e.data) else {
            return;
        };
        if v.get("error").is_some() {
            let err = &v["error"];
            named(
                out,
                "error",
                &json!({"type": "error", "error": {"type": err["type"].as_str().unwrap_or("api_error"), "message": err["message"]}}),
            );
            self.done = true;
            return;
        }
        self.start(&v, out);
        if let Some(u) = v.get("usage").filter(|u| u.is_object()) {
            self.input_tokens = u["prompt_tokens"].as_u64().unwrap_or(self.input_tokens);
            self.output_tokens = u["completion_tokens"]
                .as_u64()
                .unwrap_or(self.output_tokens);
        }
        let choice = &v["choices"][0];
        let delta = &choice["delta"];
        if let Some(text) = delta["content"].as_str().filter(|t| !t.is_empty()) {
            if self.open != Some(OpenBlock::Text) {
                self.open(OpenBlock::Text, json!({"type": "text", "text": ""}), out);
            }
            named(
                out,
                "content_block_delta",
                &json!({"type": "content_block_delta", "index": self.next_block - 1, "delta": {"type": "text_delta", "text": text}}),
            );
        }
        for call in delta["tool_calls"].as_array().into_iter().flatten() {
            let tool = call["index"].as_u64().unwrap_or(0);
            if self.open != Some(OpenBlock::Tool(tool)) {
                self.open(
                    OpenBlock::Tool(tool),
                    json!({"type": "tool_use", "id": call["id"], "name": call["function"]["name"], "input": {}}),
                    out,
                );
            }
            if let Some(args) = call["function"]["arguments"]
                .as_str()
                .filter(|a| !a.is_empty())
            {
                named(
                    out,
                    "content_block_delta",
                    &json!({"type": "content_block_delta", "index": self.next_block - 1, "delta": {"type": "input_json_delta", "partial_json": args}}),
                );
            }
        }
        if let Some(reason) = choice["finish_reason"].as_str() {
            self.close(out);
            self.stop_reason = Some(stop_reason(reason));
        }
    }
}
