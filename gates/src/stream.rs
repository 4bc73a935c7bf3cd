//! The gates' rulings applied to a streamed answer, in all four API formats. Text and
//! every other event pass through as soon as they are complete; each tool call is held
//! until it is complete, judged once, then released as the provider's own bytes or
//! replaced by text in the format's own shape. Pure and synchronous: the proxy feeds
//! upstream bytes in and forwards what comes out.
//!
//! Order is the provider's: an event that arrives while a call is held waits behind it,
//! so a stream whose calls are all allowed reaches the agent byte for byte as the
//! provider sent it. Memory is bounded: the bytes held back at once (open calls and what
//! waits behind them) stay below [`MAX_HELD`] plus one event — beyond it the open calls
//! are judged with the arguments they have so far (the judge decides what too large
//! means) — and one event may not exceed [`MAX_EVENT`] (see [`StreamGate::overflowed`]).

use std::collections::VecDeque;

use bytes::{BufMut, Bytes, BytesMut};
use serde_json::{Value, json};

use super::call::{CallRuling, ProposedCall};
use super::chat_chunk::ChatFacts;
use argus_wire::{ApiFormat, ChatChunkReading, ChatHandover};

/// Most bytes held back at once before the open calls are judged with what they have.
pub const MAX_HELD: usize = 1024 * 1024;

/// Largest single SSE event the gate reads. A larger one cannot be inspected, so the
/// answer is cut there (fail closed) and the format's error event ends it.
pub const MAX_EVENT: usize = argus_wire::MAX_SSE_PENDING;

/// Which call an event belongs to: (choice or candidate, the call's index in it).
/// Anthropic block indexes and Responses output indexes use choice 0.
pub(crate) type CallKey = (u64, u64);

/// A proposed call being followed through the stream.
#[derive(Debug)]
struct StreamCall {
    key: CallKey,
    id: Option<String>,
    name: String,
    arguments: String,
    /// Responses: the `function_call` item's own id (`fc_…`).
    item_id: Option<String>,
    /// The event that carries the call's start: its replacement goes there.
    first_seq: u64,
    /// Responses: the `sequence_number`s of the call's events, reused by its replacement.
    sequence_numbers: Vec<u64>,
    ruling: Option<CallRuling>,
    /// Complete, but judged only once [`StreamGate::resume`] is called (see
    /// [`StreamGate::pausing`]).
    paused: Option<ProposedCall>,
}

impl StreamCall {
    fn note_sequence_number(&mut self, n: Option<u64>) {
        if self.sequence_numbers.len() < REPLACEMENT_EVENTS {
            self.sequence_numbers.extend(n);
        }
    }
}

/// Which complete calls wait before they are judged.
type Pause = Box<dyn FnMut(&ProposedCall) -> bool + Send>;

/// How many events a replaced Responses call becomes (a whole message output item).
const REPLACEMENT_EVENTS: usize = 6;

/// One complete SSE event.
#[derive(Debug)]
struct Event {
    seq: u64,
    /// The provider's bytes, blank line included.
    raw: Vec<u8>,
    /// The `event:` field.
    name: Option<String>,
    /// The `data:` field when it is a JSON object (chat chunks: built only when one
    /// must be edited, from `data`).
    json: Option<Value>,
    /// A chat chunk's `data:` field, read with [`ChatFacts`] and not built yet.
    data: Option<String>,
    /// Chat: the choices whose delta carries text.
    text_choices: Vec<u64>,
    /// Chat: the choices that finished with `tool_calls`.
    tool_finish: Vec<u64>,
    /// Chat: what the side reader needs of `data`, handed over if the event is released
    /// unchanged.
    side: Option<ChatChunkReading>,
    /// The calls whose data this event carries.
    calls: Vec<CallKey>,
    /// `json` was edited on arrival (a chat chunk split in two): `raw` no longer applies.
    edited: bool,
    /// The provider ends lines with CRLF (Gemini does): events written in its place too.
    crlf: bool,
}

/// Applies gate rulings to one streamed answer.
///
/// `judge` is called exactly once per proposed call, in the order the calls start, as
/// soon as the call is complete (or at [`MAX_HELD`], or at [`StreamGate::finish`]).
pub struct StreamGate<J: FnMut(&ProposedCall) -> CallRuling> {
    format: ApiFormat,
    judge: J,
    /// Which complete calls wait for [`StreamGate::resume`] before they are judged.
    pause: Option<Pause>,
    /// Calls paused since [`StreamGate::take_paused`] was last called.
    newly_paused: Vec<ProposedCall>,
    /// Bytes of the event not yet ended by its blank line.
    pending: Vec<u8>,
    /// Where the search for the next blank line resumes in `pending`.
    scan_from: usize,
    /// Events held back, in arrival order: the front one waits for an unjudged call.
    queue: VecDeque<Event>,
    queued_bytes: usize,
    calls: Vec<StreamCall>,
    next_seq: u64,
    out: BytesMut,
    /// Choices (chat) or candidates (Gemini) whose text already reached the agent: a
    /// replacement there starts a new paragraph instead of running on.
    has_text: Vec<u64>,
    overflowed: bool,
    /// Where the readings of chat chunks released unchanged go (the side reader).
    handover: Option<ChatHandover>,
}

impl<J: FnMut(&ProposedCall) -> CallRuling> StreamGate<J> {
    /// A gate for one streamed answer in `format`.
    pub fn new(format: ApiFormat, judge: J) -> Self {
        Self {
            format,
            judge,
            pause: None,
            newly_paused: Vec::new(),
            pending: Vec::new(),
            scan_from: 0,
            queue: VecDeque::new(),
            queued_bytes: 0,
            calls: Vec::new(),
            next_seq: 0,
            out: BytesMut::new(),
            has_text: Vec::new(),
            overflowed: false,
            handover: None,
        }
    }

    /// Hands the reading of each OpenAI chat chunk released unchanged to `handover`,
    /// for the side reader behind the gate (which then need not parse it again).
    pub fn handing_over(mut self, handover: ChatHandover) -> Self {
        self.handover = Some(handover);
        self
    }

    /// Complete calls for which `pause` says so are not judged at once: they (and what
    /// follows them) wait until [`StreamGate::resume`], so that the caller can learn more
    /// about them first (the guardian model's score) without blocking this pure gate.
    pub fn pausing(mut self, pause: impl FnMut(&ProposedCall) -> bool + Send + 'static) -> Self {
        self.pause = Some(Box::new(pause));
        self
    }

    /// The calls paused since the last call, in the order they completed.
    pub fn take_paused(&mut self) -> Vec<ProposedCall> {
        std::mem::take(&mut self.newly_paused)
    }

    /// Judges every paused call, in the order they started; returns what may be sent now.
    pub fn resume(&mut self) -> Bytes {
        self.judge_paused();
        self.drain();
        self.out.split().freeze()
    }

    /// The upstream stream has ended: completes the calls still open (a call that
    /// pauses waits for [`StreamGate::resume`]); returns what may be sent now.
    /// [`StreamGate::finish`] follows.
    pub fn close(&mut self) -> Bytes {
        if !self.overflowed && !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.event(last);
        }
        self.scan_from = 0;
        self.judge_open();
        self.drain();
        self.out.split().freeze()
    }

    fn judge_paused(&mut self) {
        for i in 0..self.calls.len() {
            if let Some(proposed) = self.calls[i].paused.take() {
                self.calls[i].ruling = Some((self.judge)(&proposed));
            }
        }
    }

    /// Feeds upstream bytes (any split, even mid-line / mid-UTF-8); returns the bytes to
    /// send to the agent now (possibly empty).
    pub fn push(&mut self, chunk: &[u8]) -> Bytes {
        if self.overflowed {
            return Bytes::new();
        }
        self.pending.extend_from_slice(chunk);
        let pending = std::mem::take(&mut self.pending);
        let mut start = 0;
        while let Some(end) = event_end(&pending, start + self.scan_from) {
            self.scan_from = 0;
            self.event(pending[start..end].to_vec());
            start = end;
        }
        self.pending = pending;
        self.pending.drain(..start);
        // A separator may begin in the last two bytes; resume the search there.
        self.scan_from = self.pending.len().saturating_sub(2);
        if self.pending.len() > MAX_EVENT {
            self.overflow();
        }
        self.out.split().freeze()
    }

    /// End of the upstream stream: returns what is still held (complete calls judged;
    /// an incomplete call at the end is judged with the arguments it has).
    pub fn finish(&mut self) -> Bytes {
        if !self.overflowed && !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.event(last);
        }
        self.scan_from = 0;
        self.judge_open();
        // Nothing more can be learned about a call still paused: it is judged now.
        self.judge_paused();
        self.drain();
        self.out.split().freeze()
    }

    /// Whether an event larger than [`MAX_EVENT`] cut the answer: what was complete
    /// before it was delivered, then the format's error event; the rest is dropped.
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }

    fn overflow(&mut self) {
        self.judge_open();
        self.judge_paused();
        self.drain();
        self.pending = Vec::new();
        self.overflowed = true;
        let message = format!(
            "Argus cannot inspect a stream event larger than {MAX_EVENT} bytes; the rest of the answer is withheld"
        );
        let (name, body) = match self.format {
            ApiFormat::OpenAiChat => (
                None,
                json!({"error": {"message": message, "type": "argus_stream_event_too_large", "code": null}}),
            ),
            ApiFormat::OpenAiResponses => (
                Some("error"),
                json!({"type": "error", "code": "argus_stream_event_too_large", "message": message, "param": null}),
            ),
            ApiFormat::Anthropic => (
                Some("error"),
                json!({"type": "error", "error": {"type": "api_error", "message": message}}),
            ),
            ApiFormat::Gemini => (
                None,
                json!({"error": {"code": 502, "message": message, "status": "INTERNAL"}}),
            ),
        };
        write_event(&mut self.out, name, &body, false);
    }

    /// Reads one complete event, follows the calls it carries, and queues it.
    fn event(&mut self, raw: Vec<u8>) {
        let seq = self.next_seq;
        self.next_seq += 1;
        let fields = argus_wire::parse_sse_event(&raw);
        let done = fields.as_ref().is_some_and(|f| f.data == "[DONE]");
        let chat = self.format == ApiFormat::OpenAiChat && !done;
        let (name, json, data, facts) = match fields {
            Some(f) if chat => {
                let facts = ChatFacts::read(&f.data);
                (f.event, None, facts.is_some().then_some(f.data), facts)
            }
            Some(f) => (
                f.event,
                serde_json::from_str::<Value>(&f.data)
                    .ok()
                    .filter(Value::is_object),
                None,
                None,
            ),
            None => (None, None, None, None),
        };
        let crlf = raw.ends_with(b"\r\n");
        let mut ev = Event {
            seq,
            crlf,
            raw,
            name,
            json,
            data,
            text_choices: Vec::new(),
            tool_finish: Vec::new(),
            side: None,
            calls: Vec::new(),
            edited: false,
        };
        match self.format {
            ApiFormat::OpenAiChat if done => self.judge_open(),
            ApiFormat::OpenAiChat => {
                if let Some(facts) = facts
                    && let Some(content) = self.chat_event(&mut ev, facts)
                {
                    self.enqueue(content);
                }
            }
            ApiFormat::OpenAiResponses => self.responses_event(&mut ev),
            ApiFormat::Anthropic => self.anthropic_event(&mut ev),
            ApiFormat::Gemini => self.gemini_event(&mut ev),
        }
        self.enqueue(ev);
        if self.queued_bytes > MAX_HELD {
            self.judge_open();
            self.drain();
        }
    }

    fn enqueue(&mut self, ev: Event) {
        self.queued_bytes += ev.raw.len();
        self.queue.push_back(ev);
        self.drain();
    }

    /// Releases the events at the front whose calls are all judged.
    fn drain(&mut self) {
        while let Some(front) = self.queue.front() {
            let waits = |k: &CallKey| self.call(*k).is_some_and(|c| c.ruling.is_none());
            if front.calls.iter().any(waits) {
                break;
            }
            let Some(ev) = self.queue.pop_front() else {
                break;
            };
            self.queued_bytes -= ev.raw.len();
            match self.format {
                ApiFormat::OpenAiChat => self.chat_release(ev),
                ApiFormat::OpenAiResponses => self.responses_release(ev),
                ApiFormat::Anthropic => self.anthropic_release(ev),
                ApiFormat::Gemini => self.gemini_release(ev),
            }
        }
    }

    fn call(&self, key: CallKey) -> Option<&StreamCall> {
        self.calls.iter().find(|c| c.key == key)
    }

    fn call_mut(&mut self, key: CallKey) -> Option<&mut StreamCall> {
        self.calls.iter_mut().find(|c| c.key == key)
    }

    fn ruling(&self, key: CallKey) -> Option<&CallRuling> {
        self.call(key).and_then(|c| c.ruling.as_ref())
    }

    /// The replacement text of `key` if it is replaced.
    fn replacement(&self, key: CallKey) -> Option<&str> {
        match self.ruling(key) {
            Some(CallRuling::Replace { text }) => Some(text),
            _ => None,
        }
    }

    /// The call at `key`, started by event `seq` if it is new.
    fn open(&mut self, key: CallKey, seq: u64) -> &mut StreamCall {
        let i = match self.calls.iter().position(|c| c.key == key) {
            Some(i) => i,
            None => {
                self.calls.push(StreamCall {
                    key,
                    id: None,
                    name: String::new(),
                    arguments: String::new(),
                    item_id: None,
                    first_seq: seq,
                    sequence_numbers: Vec::new(),
                    ruling: None,
                    paused: None,
                });
                self.calls.len() - 1
            }
        };
        &mut self.calls[i]
    }

    /// Judges the call at `key` if it is not judged yet.
    fn complete(&mut self, key: CallKey) {
        let Some(i) = self.calls.iter().position(|c| c.key == key) else {
            return;
        };
        let call = &mut self.calls[i];
        if call.ruling.is_some() || call.paused.is_some() {
            return;
        }
        // Once judged, the call's text is not needed again: give it to the judge.
        let proposed = ProposedCall {
            id: call.id.clone(),
            name: std::mem::take(&mut call.name),
            arguments: std::mem::take(&mut call.arguments),
        };
        if let Some(pause) = &mut self.pause
            && pause(&proposed)
        {
            self.newly_paused.push(proposed.clone());
            self.calls[i].paused = Some(proposed);
            return;
        }
        self.calls[i].ruling = Some((self.judge)(&proposed));
    }

    /// Judges every open call, in the order they started.
    fn judge_open(&mut self) {
        let open: Vec<CallKey> = self
            .calls
            .iter()
            .filter(|c| c.ruling.is_none())
            .map(|c| c.key)
            .collect();
        for key in open {
            self.complete(key);
        }
    }

    /// Whether choice `choice` proposed calls and every one of them is replaced.
    fn all_replaced(&self, choice: u64) -> bool {
        let mut calls = self.calls.iter().filter(|c| c.key.0 == choice).peekable();
        calls.peek().is_some()
            && calls.all(|c| matches!(c.ruling, Some(CallRuling::Replace { .. })))
    }

    /// The text that replaces a call: a new paragraph where text came before.
    fn paragraph(&self, choice: u64, text: &str) -> String {
        if self.has_text.contains(&choice) {
            format!("\n\n{text}")
        } else {
            text.to_string()
        }
    }

    fn note_text(&mut self, choice: u64) {
        if !self.has_text.contains(&choice) {
            self.has_text.push(choice);
        }
    }

    // ---- OpenAI chat completions ----

    /// Follows the tool-call deltas of a chat chunk. A chunk that carries text as well
    /// as the start of a held call is split so that its text is not held: the returned
    /// text-only chunk goes first, `ev` keeps the call.
    fn chat_event(&mut self, ev: &mut Event, facts: ChatFacts) -> Option<Event> {
        let has_content = facts.has_content();
        let ChatFacts {
            deltas,
            finished,
            text,
            tool_finish,
            first_content,
            first_deltas,
            usage,
        } = facts;
        ev.text_choices = text;
        ev.tool_finish = tool_finish;
        let mut side = self.handover.is_some().then(|| ChatChunkReading {
            content: first_content,
            tool_calls: Vec::new(),
            usage,
        });
        let mut touched = Vec::new();
        for (i, (key, id, name, arguments)) in deltas.into_iter().enumerate() {
            // A chunk that starts another index completes the choice's earlier calls.
            let earlier: Vec<CallKey> = self
                .calls
                .iter()
                .filter(|c| c.key.0 == key.0 && c.key != key && c.ruling.is_none())
                .map(|c| c.key)
                .collect();
            for k in earlier {
                self.complete(k);
            }
            let call = self.open(key, ev.seq);
            // A call judged early (at MAX_HELD) keeps nothing more.
            if call.ruling.is_none() {
                call.id = call.id.take().or(id);
                call.name.push_str(&name);
                call.arguments.push_str(&arguments);
            }
            if !touched.contains(&key) {
                touched.push(key);
            }
            if i < first_deltas
                && let Some(side) = side.as_mut()
            {
                side.tool_calls.push((key.1, name, arguments));
            }
        }
        ev.side = side;
        for ci in finished {
            let open: Vec<CallKey> = self
                .calls
                .iter()
                .filter(|c| c.key.0 == ci)
                .map(|c| c.key)
                .collect();
            for k in open {
                self.complete(k);
            }
        }
        ev.calls = touched;
        let held = ev.calls.iter().any(|k| self.ruling(*k).is_none());
        if !(held && has_content && self.queue.is_empty()) {
            return None;
        }
        let parsed = match ev.json.take() {
            Some(v) => v,
            None => serde_json::from_str::<Value>(ev.data.as_deref()?).ok()?,
        };
        let mut text = parsed.clone();
        let mut call = parsed;
        for c in choices_mut(&mut text) {
            if let Some(d) = c.get_mut("delta").and_then(Value::as_object_mut) {
                d.remove("tool_calls");
            }
            if c.contains_key("finish_reason") {
                c.insert("finish_reason".into(), Value::Null);
            }
        }
        if let Some(o) = text.as_object_mut() {
            o.remove("usage");
        }
        for c in choices_mut(&mut call) {
            if let Some(d) = c.get_mut("delta").and_then(Value::as_object_mut) {
                d.remove("content");
                d.remove("role");
            }
        }
        ev.json = Some(call);
        ev.edited = true;
        Some(Event {
            seq: ev.seq,
            raw: Vec::new(),
            name: ev.name.clone(),
            json: Some(text),
            data: None,
            text_choices: Vec::new(),
            tool_finish: Vec::new(),
            side: None,
            calls: Vec::new(),
            edited: true,
            crlf: ev.crlf,
        })
    }

    fn chat_release(&mut self, mut ev: Event) {
        let v = match (ev.json.take(), ev.data.take()) {
            (Some(v), _) => v,
            // Read with `ChatFacts`: built as a `Value` only when it must be rewritten.
            (None, Some(data)) => {
                let rewrite = ev.calls.iter().any(|k| self.replacement(*k).is_some())
                    || ev.tool_finish.iter().any(|ci| self.all_replaced(*ci));
                let parsed = match rewrite {
                    true => serde_json::from_str::<Value>(&data).ok(),
                    false => None,
                };
                let Some(v) = parsed else {
                    for ci in std::mem::take(&mut ev.text_choices) {
                        self.note_text(ci);
                    }
                    self.out.put_slice(&ev.raw);
                    self.hand_over(data, &mut ev);
                    return;
                };
                v
            }
            (None, None) => {
                self.out.put_slice(&ev.raw);
                return;
            }
        };
        let choices = v["choices"].as_array().map(Vec::as_slice).unwrap_or(&[]);
        let rewrite = ev.edited
            || ev.calls.iter().any(|k| self.replacement(*k).is_some())
            || choices.iter().enumerate().any(|(pos, c)| {
                c["finish_reason"] == "tool_calls"
                    && self.all_replaced(c["index"].as_u64().unwrap_or(pos as u64))
            });
        if !rewrite {
            self.note_chat_text(&v);
            self.out.put_slice(&ev.raw);
            return;
        }
        let mut v = v;
        let mut keep =
            !v["usage"].is_null() || v["choices"].as_array().is_none_or(|c| c.is_empty());
        let choices = v.get_mut("choices").and_then(Value::as_array_mut);
        for (pos, c) in choices.into_iter().flatten().enumerate() {
            let Some(c) = c.as_object_mut() else {
                keep = true;
                continue;
            };
            let ci = c.get("index").and_then(Value::as_u64).unwrap_or(pos as u64);
            let Some(delta) = c.get_mut("delta").and_then(Value::as_object_mut) else {
                keep = true;
                continue;
            };
            let mut texts = Vec::new();
            if let Some(tcs) = delta.get_mut("tool_calls").and_then(Value::as_array_mut) {
                tcs.retain(|tc| {
                    let key = (ci, tc["index"].as_u64().unwrap_or(0));
                    match self.replacement(key) {
                        Some(text) => {
                            if self.call(key).is_some_and(|c| c.first_seq == ev.seq) {
                                texts.push(text);
                            }
                            false
                        }
                        None => true,
                    }
                });
                if tcs.is_empty() {
                    delta.remove("tool_calls");
                }
            }
            if !texts.is_empty() {
                let mut content = delta
                    .get("content")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string();
                let mut had_text = self.has_text.contains(&ci) || !content.is_empty();
                for text in texts {
                    if had_text {
                        content.push_str("\n\n");
                    }
                    content.push_str(text);
                    had_text = true;
                }
                delta.insert("content".into(), Value::String(content));
            }
            let delta_empty = delta.values().all(Value::is_null);
            if c.get("finish_reason").is_some_and(|f| f == "tool_calls") && self.all_replaced(ci) {
                c.insert("finish_reason".into(), json!("stop"));
            }
            keep |= !delta_empty || c.get("finish_reason").is_some_and(|f| !f.is_null());
        }
        if !keep {
            // Nothing was left but deltas of a replaced call.
            return;
        }
        self.note_chat_text(&v);
        write_event(&mut self.out, ev.name.as_deref(), &v, ev.crlf);
    }

    /// Hands the reading of a chunk released unchanged (its data is `data`) to the side
    /// reader.
    fn hand_over(&mut self, data: String, ev: &mut Event) {
        if let (Some(handover), Some(side)) = (&self.handover, ev.side.take()) {
            handover.hand(data, side);
        }
    }

    fn note_chat_text(&mut self, v: &Value) {
        for (pos, c) in v["choices"].as_array().into_iter().flatten().enumerate() {
            if c["delta"]["content"]
                .as_str()
                .is_some_and(|t| !t.is_empty())
            {
                self.note_text(c["index"].as_u64().unwrap_or(pos as u64));
            }
        }
    }

    // ---- OpenAI Responses ----

    fn responses_event(&mut self, ev: &mut Event) {
        let Some(v) = ev.json.as_ref() else {
            return;
        };
        let key = (0, v["output_index"].as_u64().unwrap_or(0));
        let sequence_number = v["sequence_number"].as_u64();
        let item = &v["item"];
        let is_call = item["type"] == "function_call";
        let kind = v["type"].as_str().unwrap_or_default();
        match kind {
            "response.output_item.added" | "response.output_item.done" if is_call => {
                let call = self.open(key, ev.seq);
                if call.ruling.is_none() {
                    if let Some(id) = item["call_id"].as_str() {
                        call.id = Some(id.to_string());
                    }
                    if let Some(id) = item["id"].as_str() {
                        call.item_id = Some(id.to_string());
                    }
                    if let Some(name) = item["name"].as_str() {
                        call.name = name.to_string();
                    }
                    if let Some(arguments) = item["arguments"].as_str()
                        && (kind.ends_with(".done") || !arguments.is_empty())
                    {
                        call.arguments = arguments.to_string();
                    }
                }
                call.note_sequence_number(sequence_number);
                ev.calls.push(key);
                if kind.ends_with(".done") {
                    self.complete(key);
                }
            }
            "response.function_call_arguments.delta" | "response.function_call_arguments.done" => {
                let delta = v["delta"].as_str().map(str::to_string);
                let whole = v["arguments"].as_str().map(str::to_string);
                let Some(call) = self.call_mut(key) else {
                    return;
                };
                match (kind.ends_with(".done"), delta, whole) {
                    _ if call.ruling.is_some() => {}
                    (false, Some(d), _) => call.arguments.push_str(&d),
                    (true, _, Some(a)) => call.arguments = a,
                    _ => {}
                }
                call.note_sequence_number(sequence_number);
                ev.calls.push(key);
            }
            "response.completed" | "response.incomplete" | "response.failed" => self.judge_open(),
            _ => {}
        }
    }

    fn responses_release(&mut self, mut ev: Event) {
        let Some(v) = ev.json.take() else {
            self.out.put_slice(&ev.raw);
            return;
        };
        if let Some(&key) = ev.calls.first() {
            let (Some(text), Some(call)) = (self.replacement(key), self.call(key)) else {
                self.out.put_slice(&ev.raw);
                return;
            };
            if call.first_seq == ev.seq {
                let events = responses_message(call, text, v["output_index"].clone());
                for (kind, body) in events {
                    write_event(
                        &mut self.out,
                        ev.name.as_ref().map(|_| kind),
                        &body,
                        ev.crlf,
                    );
                }
            }
            return;
        }
        let replaced_any = self
            .calls
            .iter()
            .any(|c| matches!(c.ruling, Some(CallRuling::Replace { .. })));
        if !replaced_any || !v["response"]["output"].is_array() {
            self.out.put_slice(&ev.raw);
            return;
        }
        let mut v = v;
        let mut changed = false;
        for (pos, item) in v["response"]["output"]
            .as_array_mut()
            .into_iter()
            .flatten()
            .enumerate()
        {
            if item["type"] != "function_call" {
                continue;
            }
            let call = self.calls.iter().find(|c| match (&c.id, &c.item_id) {
                (None, None) => c.key.1 == pos as u64,
                (id, item_id) => {
                    id.as_deref().is_some_and(|i| item["call_id"] == i)
                        || item_id.as_deref().is_some_and(|i| item["id"] == i)
                }
            });
            if let Some(call) = call
                && let Some(CallRuling::Replace { text }) = &call.ruling
            {
                *item = message_item(call, text, "completed");
                changed = true;
            }
        }
        if changed {
            write_event(&mut self.out, ev.name.as_deref(), &v, ev.crlf);
        } else {
            self.out.put_slice(&ev.raw);
        }
    }

    // ---- Anthropic Messages ----

    fn anthropic_event(&mut self, ev: &mut Event) {
        let Some(v) = ev.json.as_ref() else {
            return;
        };
        let key = (0, v["index"].as_u64().unwrap_or(0));
        match v["type"].as_str().unwrap_or_default() {
            "content_block_start" if v["content_block"]["type"] == "tool_use" => {
                let block = &v["content_block"];
                let id = block["id"].as_str().map(str::to_string);
                let name = block["name"].as_str().unwrap_or_default().to_string();
                // Anthropic starts with `input: {}` and streams the input; a start that
                // already carries the input has nothing more to come.
                let input = block["input"]
                    .as_object()
                    .filter(|o| !o.is_empty())
                    .map(|o| Value::Object(o.clone()).to_string());
                let call = self.open(key, ev.seq);
                call.id = id;
                call.name = name;
                call.arguments = input.unwrap_or_default();
                ev.calls.push(key);
            }
            "content_block_delta" => {
                let part = v["delta"]["partial_json"].as_str().map(str::to_string);
                if let Some(call) = self.call_mut(key) {
                    if call.ruling.is_none() {
                        call.arguments.push_str(part.as_deref().unwrap_or_default());
                    }
                    ev.calls.push(key);
                }
            }
            "content_block_stop" if self.call(key).is_some() => {
                self.complete(key);
                ev.calls.push(key);
            }
            "message_delta" | "message_stop" => self.judge_open(),
            _ => {}
        }
    }

    fn anthropic_release(&mut self, mut ev: Event) {
        let Some(mut v) = ev.json.take() else {
            self.out.put_slice(&ev.raw);
            return;
        };
        if let Some(&key) = ev.calls.first() {
            let (Some(text), Some(call)) = (self.replacement(key), self.call(key)) else {
                self.out.put_slice(&ev.raw);
                return;
            };
            if call.first_seq == ev.seq {
                let index = v["index"].clone();
                let name = |n| ev.name.as_ref().map(|_| n);
                let start = json!({"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}});
                let delta = json!({"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": text}});
                write_event(&mut self.out, name("content_block_start"), &start, ev.crlf);
                write_event(&mut self.out, name("content_block_delta"), &delta, ev.crlf);
            } else if v["type"] == "content_block_stop" {
                self.out.put_slice(&ev.raw);
            }
            return;
        }
        if v["type"] == "message_delta"
            && v["delta"]["stop_reason"] == "tool_use"
            && self.all_replaced(0)
        {
            v["delta"]["stop_reason"] = json!("end_turn");
            write_event(&mut self.out, ev.name.as_deref(), &v, ev.crlf);
            return;
        }
        self.out.put_slice(&ev.raw);
    }

    // ---- Gemini streamGenerateContent ----

    /// Gemini sends each `functionCall` part whole: it is judged on arrival.
    fn gemini_event(&mut self, ev: &mut Event) {
        let Some(v) = ev.json.as_ref() else {
            return;
        };
        let mut found = Vec::new();
        for (pos, cand) in v["candidates"].as_array().into_iter().flatten().enumerate() {
            let ci = cand["index"].as_u64().unwrap_or(pos as u64);
            for part in cand["content"]["parts"].as_array().into_iter().flatten() {
                let f = &part["functionCall"];
                if f.is_object() {
                    let arguments = match &f["args"] {
                        Value::Null => "{}".to_string(),
                        args => args.to_string(),
                    };
                    found.push((
                        ci,
                        f["id"].as_str().map(str::to_string),
                        f["name"].as_str().unwrap_or_default().to_string(),
                        arguments,
                    ));
                }
            }
        }
        for (ci, id, name, arguments) in found {
            let key = (ci, self.calls.len() as u64);
            let call = self.open(key, ev.seq);
            call.id = id;
            call.name = name;
            call.arguments = arguments;
            self.complete(key);
            ev.calls.push(key);
        }
    }

    fn gemini_release(&mut self, mut ev: Event) {
        let Some(mut v) = ev.json.take() else {
            self.out.put_slice(&ev.raw);
            return;
        };
        let replaced = ev.calls.iter().any(|k| self.replacement(*k).is_some());
        let mut calls = ev.calls.iter();
        let candidates = v.get_mut("candidates").and_then(Value::as_array_mut);
        for (pos, cand) in candidates.into_iter().flatten().enumerate() {
            let ci = cand["index"].as_u64().unwrap_or(pos as u64);
            let parts = cand
                .get_mut("content")
                .and_then(|c| c.get_mut("parts"))
                .and_then(Value::as_array_mut);
            for part in parts.into_iter().flatten() {
                if part["functionCall"].is_object() {
                    let text = calls.next().and_then(|k| self.replacement(*k));
                    if let Some(text) = text {
                        *part = json!({ "text": self.paragraph(ci, text) });
                        self.note_text(ci);
                    }
                } else if part["text"].as_str().is_some_and(|t| !t.is_empty())
                    && part["thought"] != true
                {
                    self.note_text(ci);
                }
            }
        }
        if replaced {
            write_event(&mut self.out, ev.name.as_deref(), &v, ev.crlf);
        } else {
            self.out.put_slice(&ev.raw);
        }
    }
}

/// The choices of a chat chunk that are objects.
fn choices_mut(v: &mut Value) -> impl Iterator<Item = &mut serde_json::Map<String, Value>> {
    v.get_mut("choices")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object_mut)
}

/// Where the event that starts at or before `from` ends (after its blank line).
fn event_end(buf: &[u8], from: usize) -> Option<usize> {
    let tail = buf.get(from..)?;
    for i in memchr::memchr_iter(b'\n', tail).map(|i| from + i) {
        match (buf.get(i + 1), buf.get(i + 2)) {
            (Some(b'\n'), _) => return Some(i + 2),
            (Some(b'\r'), Some(b'\n')) => return Some(i + 3),
            _ => {}
        }
    }
    None
}

fn write_event(out: &mut BytesMut, name: Option<&str>, v: &Value, crlf: bool) {
    let eol: &[u8] = if crlf { b"\r\n" } else { b"\n" };
    if let Some(name) = name {
        out.put_slice(b"event: ");
        out.put_slice(name.as_bytes());
        out.put_slice(eol);
    }
    out.put_slice(b"data: ");
    out.put_slice(v.to_string().as_bytes());
    out.put_slice(eol);
    out.put_slice(eol);
}

/// The Responses message item that takes a replaced call's place.
fn message_item(call: &StreamCall, text: &str, status: &str) -> Value {
    let content = if status == "completed" {
        json!([output_text(text)])
    } else {
        json!([])
    };
    json!({
        "id": message_id(call),
        "type": "message",
        "status": status,
        "role": "assistant",
        "content": content,
    })
}

fn message_id(call: &StreamCall) -> String {
    match &call.item_id {
        Some(id) => format!("msg_argus_{id}"),
        None => format!("msg_argus_{}", call.key.1),
    }
}

fn output_text(text: &str) -> Value {
    json!({"type": "output_text", "text": text, "annotations": []})
}

/// The events of a message output item carrying `text`, in place of a replaced call.
/// They reuse the call's own sequence numbers (the rest of the stream keeps its own):
/// when the call had fewer events than these, the last number repeats.
fn responses_message(
    call: &StreamCall,
    text: &str,
    output_index: Value,
) -> Vec<(&'static str, Value)> {
    let item_id = message_id(call);
    let mut events = vec![
        (
            "response.output_item.added",
            json!({"type": "response.output_item.added", "output_index": output_index, "item": message_item(call, text, "in_progress")}),
        ),
        (
            "response.content_part.added",
            json!({"type": "response.content_part.added", "item_id": item_id, "output_index": output_index, "content_index": 0, "part": output_text("")}),
        ),
        (
            "response.output_text.delta",
            json!({"type": "response.output_text.delta", "item_id": item_id, "output_index": output_index, "content_index": 0, "delta": text, "logprobs": []}),
        ),
        (
            "response.output_text.done",
            json!({"type": "response.output_text.done", "item_id": item_id, "output_index": output_index, "content_index": 0, "text": text, "logprobs": []}),
        ),
        (
            "response.content_part.done",
            json!({"type": "response.content_part.done", "item_id": item_id, "output_index": output_index, "content_index": 0, "part": output_text(text)}),
        ),
        (
            "response.output_item.done",
            json!({"type": "response.output_item.done", "output_index": output_index, "item": message_item(call, text, "completed")}),
        ),
    ];
    let numbers = &call.sequence_numbers;
    if let Some(&last) = numbers.last() {
        for (i, (_, body)) in events.iter_mut().enumerate() {
            body["sequence_number"] = json!(numbers.get(i).copied().unwrap_or(last));
        }
    }
    events
}

#[cfg(test)]
#[path = "stream_tests.rs"]
mod tests;
