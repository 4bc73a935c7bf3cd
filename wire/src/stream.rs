//! Reassembling a streamed response on the side, event by event, so the engine can
//! classify it once the stream ends. The stream itself passes through untouched.
//! Behind the stream gate, an OpenAI chat chunk the gate passed on unchanged is not
//! parsed again: the gate's reading of it is taken from a [`ChatHandover`].

use serde_json::Value;

use super::chat_handover::{ChatChunkReading, ChatHandover};
use super::openai_chat::Typed;
use super::sse::{SseEvent, SseParser};
use super::{ApiFormat, ResponseView, ToolCallView, Usage, parse_arguments};

/// Calls (and Anthropic content blocks) at this index or beyond are not followed: a
/// provider could otherwise make the side reader allocate a slot for every index below
/// a huge one (`"index": 4294967295` would abort the process).
pub const MAX_TOOL_INDEX: usize = 1024;

#[derive(Debug, Default)]
struct PartialTool {
    name: String,
    arguments: String,
    /// Already-parsed arguments (Gemini sends objects, not strings).
    parsed: Option<Value>,
}

/// Accumulates one streamed response.
#[derive(Debug)]
pub struct StreamAccumulator {
    format: ApiFormat,
    parser: SseParser,
    events: Vec<SseEvent>,
    content: String,
    tools: Vec<PartialTool>,
    usage: Option<Usage>,
    /// A final, complete response object (Responses `response.completed`).
    completed: Option<ResponseView>,
    /// The stream gate's readings of the chat chunks it passed on unchanged.
    handover: Option<ChatHandover>,
}

impl StreamAccumulator {
    /// A new accumulator for `format`.
    pub fn new(format: ApiFormat) -> Self {
        Self {
            format,
            parser: SseParser::default(),
            events: Vec::new(),
            content: String::new(),
            tools: Vec::new(),
            usage: None,
            completed: None,
            handover: None,
        }
    }

    /// Takes the readings the stream gate in front hands over (OpenAI chat only; other
    /// formats are parsed here as before).
    pub fn with_handover(mut self, handover: Option<ChatHandover>) -> Self {
        self.handover = handover.filter(|_| self.format == ApiFormat::OpenAiChat);
        self
    }

    /// Feeds raw bytes of the stream.
    pub fn push(&mut self, chunk: &[u8]) {
        let mut events = std::mem::take(&mut self.events);
        self.parser.push(chunk, &mut events);
        self.events_read(&mut events);
        // The buffer is kept: most pushes complete an event or two.
        self.events = events;
    }

    /// Reads `events` (and empties it): with the gate's reading where it handed one.
    fn events_read(&mut self, events: &mut Vec<SseEvent>) {
        if events.is_empty() {
            return;
        }
        let Some(handover) = self.handover.take() else {
            for e in events.drain(..) {
                self.event(&e);
            }
            return;
        };
        {
            let mut handed = handover.lock();
            for e in events.drain(..) {
                match handed.take(&e.data) {
                    Some(reading) => self.chat_reading(reading),
                    None => self.event(&e),
                }
            }
        }
        self.handover = Some(handover);
    }

    /// A chat chunk as the gate read it: the same as [`StreamAccumulator::chat_chunk`]
    /// of its data.
    fn chat_reading(&mut self, reading: ChatChunkReading) {
        if let Some(t) = reading.content {
            self.content.push_str(&t);
        }
        for (index, name, arguments) in reading.tool_calls {
            if let Some(t) = self.tool(index) {
                t.name.push_str(&name);
                t.arguments.push_str(&arguments);
            }
        }
        if reading.usage.is_some() {
            self.usage = reading.usage;
        }
    }

    /// The call at `index`; `None` past [`MAX_TOOL_INDEX`] (the index comes from the
    /// provider and every slot below it is allocated).
    fn tool(&mut self, index: u64) -> Option<&mut PartialTool> {
        let index = usize::try_from(index)
            .ok()
            .filter(|i| *i < MAX_TOOL_INDEX)?;
        if self.tools.len() <= index {
            self.tools.resize_with(index + 1, PartialTool::default);
        }
        self.tools.get_mut(index)
    }

    fn event(&mut self, e: &SseEvent) {
        if e.data == "[DONE]" || e.data.is_empty() {
            return;
        }
        if self.format == ApiFormat::OpenAiChat
            && let Ok(chunk) = serde_json::from_str::<Typed<'_>>(&e.data)
        {
            self.chat_chunk(chunk);
            return;
        }
        let Ok(v) = serde_json::from_str::<Value>(&e.data) else {
            return;
        };
        match self.format {
            ApiFormat::OpenAiChat => {
                let delta = &v["choices"][0]["delta"];
                if let Some(t) = delta["content"].as_str() {
                    self.content.push_str(t);
                }
                for tc in delta["tool_calls"].as_array().into_iter().flatten() {
                    let Some(t) = self.tool(tc["index"].as_u64().unwrap_or(0)) else {
                        continue;
                    };
                    if let Some(n) = tc["function"]["name"].as_str() {
                        t.name.push_str(n);
                    }
                    if let Some(a) = tc["function"]["arguments"].as_str() {
                        t.arguments.push_str(a);
                    }
                }
                if let Some(u) = super::openai_chat::usage(&v["usage"]) {
                    self.usage = Some(u);
                }
            }
            ApiFormat::OpenAiResponses => match v["type"].as_str() {
                Some("response.output_text.delta") => {
                    self.content.push_str(v["delta"].as_str().unwrap_or(""))
                }
                Some("response.completed") => {
                    self.completed = Some(super::responses::response_view(&v["response"]))
                }
                _ => {}
            },
            ApiFormat::Anthropic => match v["type"].as_str() {
                Some("message_start") => {
                    if let Some(u) = super::anthropic::usage(&v["message"]["usage"]) {
                        self.usage = Some(Usage {
                            input: u.input,
                            output: 0,
                        });
                    }
                }
                Some("content_block_start") if v["content_block"]["type"] == "tool_use" => {
                    let index = v["index"].as_u64().unwrap_or(0);
                    let name = v["content_block"]["name"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string();
                    if let Some(t) = self.tool(index) {
                        t.name = name;
                    }
                }
                Some("content_block_delta") => {
                    let index = v["index"].as_u64().unwrap_or(0);
                    match v["delta"]["type"].as_str() {
                        Some("text_delta") => self
                            .content
                            .push_str(v["delta"]["text"].as_str().unwrap_or("")),
                        Some("input_json_delta") => {
                            let part = v["delta"]["partial_json"]
                                .as_str()
                                .unwrap_or("")
                                .to_string();
                            if let Some(t) = self.tool(index) {
                                t.arguments.push_str(&part);
                            }
                        }
                        _ => {}
                    }
                }
                Some("message_delta") => {
                    if let Some(out) = v["usage"]["output_tokens"].as_u64() {
                        let input = self.usage.map(|u| u.input).unwrap_or(0);
                        self.usage = Some(Usage { input, output: out });
                    }
                }
                _ => {}
            },
            ApiFormat::Gemini => {
                let mut view = ResponseView::default();
                super::gemini::add_chunk(&mut view, &v);
                self.content.push_str(&view.content);
                for t in view.tool_calls {
                    self.tools.push(PartialTool {
                        name: t.name,
                        arguments: String::new(),
                        parsed: Some(t.arguments),
                    });
                }
                if view.usage.is_some() {
                    self.usage = view.usage;
                }
            }
        }
    }

    /// An OpenAI chat chunk read into [`Typed`]: the same as the `Value` reading of
    /// [`ApiFormat::OpenAiChat`] in `event`.
    fn chat_chunk(&mut self, chunk: Typed<'_>) {
        let delta = chunk
            .choices
            .and_then(|c| c.into_iter().next())
            .and_then(|c| c.delta);
        if let Some(delta) = delta {
            if let Some(t) = delta.content {
                self.content.push_str(&t);
            }
            for tc in delta.tool_calls.into_iter().flatten() {
                let Some(t) = self.tool(tc.index.unwrap_or(0)) else {
                    continue;
                };
                if let Some(f) = tc.function {
                    if let Some(n) = f.name {
                        t.name.push_str(&n);
                    }
                    if let Some(a) = f.arguments {
                        t.arguments.push_str(&a);
                    }
                }
            }
        }
        if let Some(u) = chunk.usage.and_then(|u| u.usage()) {
            self.usage = Some(u);
        }
    }

    /// Whether the side parser gave up (an event larger than [`super::sse::MAX_PENDING`]).
    pub fn overflowed(&self) -> bool {
        self.parser.overflowed()
    }

    /// The reassembled response.
    pub fn finish(mut self) -> ResponseView {
        let mut tail = Vec::new();
        self.parser.finish(&mut tail);
        self.events_read(&mut tail);
        if let Some(mut done) = self.completed.take() {
            if done.usage.is_none() {
                done.usage = self.usage;
            }
            return done;
        }
        let tool_calls = self
            .tools
            .into_iter()
            .filter(|t| !t.name.is_empty())
            .map(|t| ToolCallView {
                arguments: t.parsed.unwrap_or_else(|| parse_arguments(&t.arguments)),
                name: t.name,
            })
            .collect();
        ResponseView {
            content: self.content,
            tool_calls,
            usage: self.usage,
        }
    }
}
