//! A streamed answer of an Actor that opts into claims, in any of the four API formats:
//! its text is the ClaimBundle, so it cannot reach the agent before the claim gates
//! judged it whole. Events are held until the stream ends (or until an event shows the
//! answer proposes a call — not a final answer — and everything held is released at
//! once, for `StreamGate` to gate the calls); then each final answer's text is judged,
//! and the provider's bytes are released unchanged (EXECUTE) or with that answer's text
//! rewritten in the format's own events (EXPLAIN: the bundle with its caveat; REFUSE,
//! DEFER: the `[Argus] …` note). Pure and synchronous, like `StreamGate`.
//!
//! Where the new text goes — the first text event takes it, later ones carry "":
//! - OpenAI chat: the choice's first delta (`content`);
//! - Responses: the first `output_text` delta, and likewise the `output_text.done`,
//!   `content_part.done` and `output_item.done` events; the terminal event's
//!   `response.output` is rewritten like a whole answer;
//! - Anthropic: the first `text_delta` (or the first text block's start when no delta
//!   came); an answer without a text block gets one before its `message_delta`;
//! - Gemini: the candidate's first non-thought text part (one is added to the
//!   candidate's first chunk when it has none).
//!
//! Memory: an answer's text is kept up to the bundle limit; beyond it the answer is
//! judged too large and its further text deltas are dropped, not held.

use std::collections::BTreeMap;

use argus_crds::{BundleError, MAX_BUNDLE_BYTES};
use bytes::Bytes;
use serde_json::{Value, json};

use super::claims::{AnswerRuling, apply};
use super::final_answer;
use argus_wire::ApiFormat;

/// The text of one final answer (a chat choice, a Gemini candidate; slot 0 otherwise).
#[derive(Default)]
struct AnswerText {
    text: String,
    /// Bytes of text seen, kept or not.
    len: usize,
}

/// The judged answer's new text, handed out once per kind of event that carries it.
struct NewText {
    text: String,
    given: Vec<&'static str>,
}

impl NewText {
    /// The new text the first time `kind` asks, "" after.
    fn take(&mut self, kind: &'static str) -> String {
        if self.given.contains(&kind) {
            String::new()
        } else {
            self.given.push(kind);
            self.text.clone()
        }
    }

    fn given(&self, kind: &'static str) -> bool {
        self.given.contains(&kind)
    }
}

/// Holds a streamed answer until its final answers are judged.
pub struct ClaimStream<J: FnMut(Result<&str, BundleError>) -> AnswerRuling> {
    format: ApiFormat,
    judge: J,
    pending: Vec<u8>,
    /// Complete events held, in order, with their bytes as the provider sent them.
    held: Vec<Vec<u8>>,
    answers: BTreeMap<u64, AnswerText>,
    /// Anthropic: a `text_delta` was held (else the text block's start takes the text).
    text_deltas: bool,
    /// Anthropic: the highest content block index seen.
    last_block: Option<u64>,
    /// A call was proposed: everything passes through as it comes.
    passing: bool,
    /// One event over the SSE limit: the answer cannot be read.
    oversized: Option<usize>,
}

/// Where the blank line ending the first event in `buf` ends.
fn event_end(buf: &[u8]) -> Option<usize> {
    let lf = buf.windows(2).position(|w| w == b"\n\n").map(|p| p + 2);
    let crlf = buf.windows(3).position(|w| w == b"\n\r\n").map(|p| p + 3);
    match (lf, crlf) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn data_json(raw: &[u8]) -> Option<Value> {
    let event = argus_wire::parse_sse_event(raw)?;
    serde_json::from_str(&event.data).ok()
}

/// `v` written as an event in the shape of `raw` (its `event:` name, its line ends).
fn write_like(out: &mut Vec<u8>, raw: &[u8], v: &Value) {
    let name = argus_wire::parse_sse_event(raw).and_then(|e| e.event);
    write_event(out, name.as_deref(), v, raw.ends_with(b"\r\n"));
}

fn write_event(out: &mut Vec<u8>, name: Option<&str>, v: &Value, crlf: bool) {
    let eol: &[u8] = if crlf { b"\r\n" } else { b"\n" };
    if let Some(name) = name {
        out.extend_from_slice(b"event: ");
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(eol);
    }
    out.extend_from_slice(b"data: ");
    out.extend_from_slice(v.to_string().as_bytes());
    out.extend_from_slice(eol);
    out.extend_from_slice(eol);
}

/// Gemini's candidates that are objects, with their index.
fn candidates(v: &Value) -> impl Iterator<Item = (u64, &Value)> {
    v["candidates"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(pos, c)| (c["index"].as_u64().unwrap_or(pos as u64), c))
}

fn is_gemini_text(part: &Value) -> bool {
    part["text"].is_string() && part["thought"] != true
}

impl<J: FnMut(Result<&str, BundleError>) -> AnswerRuling> ClaimStream<J> {
    /// A hold for one streamed answer in `format`; `judge` is called once per final
    /// answer at the end.
    pub fn new(format: ApiFormat, judge: J) -> Self {
        Self {
            format,
            judge,
            pending: Vec::new(),
            held: Vec::new(),
            answers: BTreeMap::new(),
            text_deltas: false,
            last_block: None,
            passing: false,
            oversized: None,
        }
    }

    /// Whether the stream so far is a final answer being held (text, no call).
    pub fn holds_final_answer(&self) -> bool {
        !self.passing && !self.answers.is_empty()
    }

    /// Feeds upstream bytes; returns what may reach the agent now.
    pub fn push(&mut self, chunk: &[u8]) -> Bytes {
        if self.passing {
            return Bytes::copy_from_slice(chunk);
        }
        self.pending.extend_from_slice(chunk);
        while let Some(end) = event_end(&self.pending) {
            let raw: Vec<u8> = self.pending.drain(..end).collect();
            self.event(raw);
            if self.passing {
                let mut out: Vec<u8> = self.held.drain(..).flatten().collect();
                out.append(&mut self.pending);
                return Bytes::from(out);
            }
        }
        if self.pending.len() > argus_wire::MAX_SSE_PENDING {
            self.oversized = Some(self.pending.len());
            self.pending = Vec::new();
        }
        Bytes::new()
    }

    fn event(&mut self, raw: Vec<u8>) {
        let Some(json) = data_json(&raw) else {
            self.held.push(raw);
            return;
        };
        let keep = match self.format {
            ApiFormat::OpenAiChat => self.chat_event(&json),
            ApiFormat::OpenAiResponses => self.responses_event(&json),
            ApiFormat::Anthropic => self.anthropic_event(&json),
            ApiFormat::Gemini => self.gemini_event(&json),
        };
        if keep || self.passing {
            self.held.push(raw);
        }
    }

    /// Adds `text` to answer `slot`; false once the answer is over the bundle limit:
    /// it is judged too large whatever follows, so its text need not be held.
    fn add_text(&mut self, slot: u64, text: &str) -> bool {
        let entry = self.answers.entry(slot).or_default();
        entry.len += text.len();
        if entry.len <= MAX_BUNDLE_BYTES {
            entry.text.push_str(text);
            true
        } else {
            false
        }
    }

    /// Whether to hold a chat chunk (a dropped one carried only text over the limit).
    fn chat_event(&mut self, json: &Value) -> bool {
        let mut keep = true;
        for choice in json["choices"].as_array().into_iter().flatten() {
            let index = choice["index"].as_u64().unwrap_or(0);
            let delta = &choice["delta"];
            if delta["tool_calls"]
                .as_array()
                .is_some_and(|c| !c.is_empty())
            {
                self.passing = true;
            }
            self.answers.entry(index).or_default();
            if let Some(text) = delta["content"].as_str()
                && !self.add_text(index, text)
            {
                // Only the stop reason it may carry is still needed.
                keep = choice["finish_reason"].is_string();
            }
        }
        keep
    }

    fn responses_event(&mut self, json: &Value) -> bool {
        match json["type"].as_str().unwrap_or_default() {
            "response.output_item.added" | "response.output_item.done"
                if matches!(
                    json["item"]["type"].as_str(),
                    Some("function_call" | "custom_tool_call")
                ) =>
            {
                self.passing = true;
                true
            }
            "response.output_text.delta" => {
                self.add_text(0, json["delta"].as_str().unwrap_or_default())
            }
            // An answer that ends is judged even when it carried no text.
            "response.completed" | "response.incomplete" => {
                self.answers.entry(0).or_default();
                true
            }
            _ => true,
        }
    }

    fn anthropic_event(&mut self, json: &Value) -> bool {
        if let Some(i) = json["index"].as_u64() {
            self.last_block = self.last_block.max(Some(i));
        }
        match json["type"].as_str().unwrap_or_default() {
            "message_start" => {
                self.answers.entry(0).or_default();
                true
            }
            "content_block_start" => {
                let block = &json["content_block"];
                match block["type"].as_str() {
                    Some("tool_use") => self.passing = true,
                    Some("text") => {
                        self.add_text(0, block["text"].as_str().unwrap_or_default());
                    }
                    _ => {}
                }
                true
            }
            "content_block_delta" if json["delta"]["type"] == "text_delta" => {
                let kept = self.add_text(0, json["delta"]["text"].as_str().unwrap_or_default());
                self.text_deltas |= kept;
                kept
            }
            _ => true,
        }
    }

    fn gemini_event(&mut self, json: &Value) -> bool {
        let mut keep = true;
        for (index, candidate) in candidates(json) {
            let parts = candidate["content"]["parts"].as_array();
            let parts = parts.map(Vec::as_slice).unwrap_or_default();
            if parts.iter().any(|p| p["functionCall"].is_object()) {
                self.passing = true;
                continue;
            }
            self.answers.entry(index).or_default();
            let mut kept = true;
            for part in parts.iter().filter(|p| is_gemini_text(p)) {
                kept &= self.add_text(index, part["text"].as_str().unwrap_or_default());
            }
            if !kept {
                keep = candidate["finishReason"].is_string();
            }
        }
        keep
    }

    /// End of the stream: judges each final answer and returns everything held.
    pub fn finish(&mut self) -> Bytes {
        if !self.passing && !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.event(last);
        }
        if self.passing {
            return Bytes::from(self.held.drain(..).flatten().collect::<Vec<u8>>());
        }
        let mut rewritten: BTreeMap<u64, NewText> = BTreeMap::new();
        for (slot, a) in &self.answers {
            let text = match (self.oversized, a.len > MAX_BUNDLE_BYTES) {
                (Some(n), _) => Err(BundleError::TooLarge(n)),
                (None, true) => Err(BundleError::TooLarge(a.len)),
                (None, false) => Ok(a.text.as_str()),
            };
            let ruling = (self.judge)(text);
            if let Some(text) = apply(&ruling, &a.text) {
                rewritten.insert(
                    *slot,
                    NewText {
                        text,
                        given: Vec::new(),
                    },
                );
            }
        }
        let mut out = Vec::new();
        for raw in std::mem::take(&mut self.held) {
            let Some(mut json) = data_json(&raw).filter(|_| !rewritten.is_empty()) else {
                out.extend_from_slice(&raw);
                continue;
            };
            let changed = match self.format {
                ApiFormat::OpenAiChat => chat_edit(&mut json, &mut rewritten),
                ApiFormat::OpenAiResponses => responses_edit(&mut json, &mut rewritten),
                ApiFormat::Anthropic => {
                    self.anthropic_unplaced(&json, &raw, &mut rewritten, &mut out);
                    anthropic_edit(&mut json, &mut rewritten, self.text_deltas)
                }
                ApiFormat::Gemini => gemini_edit(&mut json, &mut rewritten),
            };
            if changed {
                write_like(&mut out, &raw, &json);
            } else {
                out.extend_from_slice(&raw);
            }
        }
        Bytes::from(out)
    }

    /// Anthropic: a rewritten answer that had no text block gets one, written before
    /// the `message_delta` that ends the message.
    fn anthropic_unplaced(
        &self,
        json: &Value,
        raw: &[u8],
        rewritten: &mut BTreeMap<u64, NewText>,
        out: &mut Vec<u8>,
    ) {
        let Some(slot) = rewritten.get_mut(&0) else {
            return;
        };
        if json["type"] != "message_delta" || slot.given("text") {
            return;
        }
        let index = self.last_block.map_or(0, |i| i + 1);
        let named = argus_wire::parse_sse_event(raw).is_some_and(|e| e.event.is_some());
        let name = |n| named.then_some(n);
        let crlf = raw.ends_with(b"\r\n");
        let text = slot.take("text");
        for (kind, body) in [
            (
                "content_block_start",
                json!({"type": "content_block_start", "index": index, "content_block": {"type": "text", "text": ""}}),
            ),
            (
                "content_block_delta",
                json!({"type": "content_block_delta", "index": index, "delta": {"type": "text_delta", "text": text}}),
            ),
            (
                "content_block_stop",
                json!({"type": "content_block_stop", "index": index}),
            ),
        ] {
            write_event(out, name(kind), &body, crlf);
        }
    }
}

/// A chat chunk with the content of rewritten choices replaced: the first delta of a
/// choice takes its new text, later content becomes "".
fn chat_edit(json: &mut Value, rewritten: &mut BTreeMap<u64, NewText>) -> bool {
    let mut changed = false;
    let choices = json.get_mut("choices").and_then(Value::as_array_mut);
    for choice in choices.into_iter().flatten() {
        let index = choice["index"].as_u64().unwrap_or(0);
        let Some(slot) = rewritten.get_mut(&index) else {
            continue;
        };
        let Some(delta) = choice.get_mut("delta").and_then(Value::as_object_mut) else {
            continue;
        };
        let has_text = delta
            .get("content")
            .and_then(Value::as_str)
            .is_some_and(|c| !c.is_empty());
        if !slot.given("content") || has_text {
            delta.insert("content".into(), Value::String(slot.take("content")));
            changed = true;
        }
    }
    changed
}

/// A Responses event with the answer's text replaced: each kind of event that carries
/// text gives the new text to its first occurrence and "" to later ones; the terminal
/// event's output is rewritten as a whole answer's is.
fn responses_edit(json: &mut Value, rewritten: &mut BTreeMap<u64, NewText>) -> bool {
    let Some(slot) = rewritten.get_mut(&0) else {
        return false;
    };
    match json["type"].as_str().unwrap_or_default() {
        "response.output_text.delta" => {
            json["delta"] = Value::String(slot.take("delta"));
            true
        }
        "response.output_text.done" => {
            json["text"] = Value::String(slot.take("done"));
            true
        }
        "response.content_part.done" if json["part"]["type"] == "output_text" => {
            json["part"]["text"] = Value::String(slot.take("part"));
            true
        }
        "response.output_item.done" if json["item"]["type"] == "message" => {
            let content = json["item"]
                .get_mut("content")
                .and_then(Value::as_array_mut);
            let mut changed = false;
            for part in content.into_iter().flatten() {
                if part["type"] == "output_text" {
                    part["text"] = Value::String(slot.take("item"));
                    changed = true;
                }
            }
            changed
        }
        "response.completed" | "response.incomplete" if json["response"]["output"].is_array() => {
            final_answer::set_text(
                ApiFormat::OpenAiResponses,
                &mut json["response"],
                0,
                slot.text.clone(),
            );
            true
        }
        _ => false,
    }
}

/// An Anthropic event with the answer's text replaced: the first text delta takes the
/// new text (the first text block's start when no delta came), later ones carry "".
fn anthropic_edit(
    json: &mut Value,
    rewritten: &mut BTreeMap<u64, NewText>,
    text_deltas: bool,
) -> bool {
    let Some(slot) = rewritten.get_mut(&0) else {
        return false;
    };
    match json["type"].as_str().unwrap_or_default() {
        "content_block_delta" if json["delta"]["type"] == "text_delta" => {
            json["delta"]["text"] = Value::String(slot.take("text"));
            true
        }
        "content_block_start" if json["content_block"]["type"] == "text" => {
            let block = &mut json["content_block"];
            if !text_deltas {
                block["text"] = Value::String(slot.take("text"));
                true
            } else if block["text"].as_str().is_some_and(|t| !t.is_empty()) {
                block["text"] = Value::String(String::new());
                true
            } else {
                false
            }
        }
        _ => false,
    }
}

/// A Gemini chunk with the text of rewritten candidates replaced: the candidate's first
/// chunk takes the new text (in its first text part, or a part added for it), later
/// text parts carry "".
fn gemini_edit(json: &mut Value, rewritten: &mut BTreeMap<u64, NewText>) -> bool {
    let mut changed = false;
    let list = json.get_mut("candidates").and_then(Value::as_array_mut);
    for (pos, candidate) in list.into_iter().flatten().enumerate() {
        let index = candidate["index"].as_u64().unwrap_or(pos as u64);
        let Some(slot) = rewritten.get_mut(&index) else {
            continue;
        };
        let Some(candidate) = candidate.as_object_mut() else {
            continue;
        };
        let first = !slot.given("text");
        if first {
            // The new text needs a place even when this chunk carries no text.
            let content = candidate
                .entry("content")
                .or_insert_with(|| json!({"role": "model"}));
            if let Some(content) = content.as_object_mut() {
                content
                    .entry("parts")
                    .or_insert_with(|| Value::Array(Vec::new()));
            }
        }
        let Some(parts) = candidate
            .get_mut("content")
            .and_then(|c| c.get_mut("parts"))
            .and_then(Value::as_array_mut)
        else {
            continue;
        };
        for part in parts.iter_mut().filter(|p| is_gemini_text(p)) {
            part["text"] = Value::String(slot.take("text"));
            changed = true;
        }
        if first && !slot.given("text") {
            parts.push(json!({ "text": slot.take("text") }));
            changed = true;
        }
    }
    changed
}

#[cfg(test)]
#[path = "claim_stream_tests.rs"]
mod tests;
