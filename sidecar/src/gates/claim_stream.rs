//! A streamed OpenAI chat answer of an Actor that opts into claims: its text is the
//! ClaimBundle, so it cannot reach the agent before the claim gates judged it whole.
//! Events are held until the stream ends (or until a tool-call delta shows the answer
//! proposes a call — not a final answer — and everything held is released at once);
//! then each choice's text is judged, and the provider's bytes are released unchanged
//! (EXECUTE) or with that choice's content rewritten: the first content delta carries
//! the new text, later ones carry "" (EXPLAIN: the bundle with its caveat; REFUSE,
//! DEFER: the `[Argus] …` note). Pure and synchronous, like `StreamGate`.
//!
//! Memory: a choice's text is kept up to the bundle limit; beyond it the answer is
//! judged too large and its further content events are dropped, not held.

use std::collections::BTreeMap;

use argus_crds::claims::{BundleError, MAX_BUNDLE_BYTES};
use bytes::Bytes;
use serde_json::Value;

use super::claims::{AnswerRuling, apply};
use crate::wire::sse;

#[derive(Default)]
struct ChoiceText {
    text: String,
    /// Bytes of text seen, kept or not.
    len: usize,
}

/// Holds a streamed chat answer until its final answer is judged.
pub struct ClaimStream<J: FnMut(Result<&str, BundleError>) -> AnswerRuling> {
    judge: J,
    pending: Vec<u8>,
    /// Complete events held, in order, with their bytes as the provider sent them.
    held: Vec<Vec<u8>>,
    choices: BTreeMap<u64, ChoiceText>,
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
    let event = sse::parse_event(raw)?;
    serde_json::from_str(&event.data).ok()
}

impl<J: FnMut(Result<&str, BundleError>) -> AnswerRuling> ClaimStream<J> {
    /// A hold for one streamed chat answer; `judge` is called once per choice at the end.
    pub fn new(judge: J) -> Self {
        Self {
            judge,
            pending: Vec::new(),
            held: Vec::new(),
            choices: BTreeMap::new(),
            passing: false,
            oversized: None,
        }
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
        if self.pending.len() > sse::MAX_PENDING {
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
            let entry = self.choices.entry(index).or_default();
            if let Some(text) = delta["content"].as_str() {
                entry.len += text.len();
                if entry.len <= MAX_BUNDLE_BYTES {
                    entry.text.push_str(text);
                } else {
                    // Judged too large whatever follows: its text need not be held, only
                    // the stop reason it may carry.
                    keep = choice["finish_reason"].is_string();
                }
            }
        }
        if keep || self.passing {
            self.held.push(raw);
        }
    }

    /// End of the stream: judges each choice and returns everything held.
    pub fn finish(&mut self) -> Bytes {
        if !self.passing && !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.event(last);
        }
        if self.passing {
            return Bytes::from(self.held.drain(..).flatten().collect::<Vec<u8>>());
        }
        let mut rewritten: BTreeMap<u64, Option<String>> = BTreeMap::new();
        for (index, c) in &self.choices {
            let text = match (self.oversized, c.len > MAX_BUNDLE_BYTES) {
                (Some(n), _) => Err(BundleError::TooLarge(n)),
                (None, true) => Err(BundleError::TooLarge(c.len)),
                (None, false) => Ok(c.text.as_str()),
            };
            let ruling = (self.judge)(text);
            if let Some(new) = apply(&ruling, &c.text) {
                rewritten.insert(*index, Some(new));
            }
        }
        let mut out = Vec::new();
        for raw in self.held.drain(..) {
            match edited(&raw, &mut rewritten) {
                Some(json) => {
                    out.extend_from_slice(b"data: ");
                    out.extend_from_slice(json.to_string().as_bytes());
                    out.extend_from_slice(b"\n\n");
                }
                None => out.extend_from_slice(&raw),
            }
        }
        Bytes::from(out)
    }
}

/// The event with the content of rewritten choices replaced: the first delta of a
/// choice takes its new text (its entry becomes `None`), later content becomes "".
fn edited(raw: &[u8], rewritten: &mut BTreeMap<u64, Option<String>>) -> Option<Value> {
    if rewritten.is_empty() {
        return None;
    }
    let mut json = data_json(raw)?;
    let mut changed = false;
    for choice in json["choices"].as_array_mut().into_iter().flatten() {
        let index = choice["index"].as_u64().unwrap_or(0);
        let delta = &mut choice["delta"];
        let Some(slot) = rewritten.get_mut(&index) else {
            continue;
        };
        if !delta.is_object() {
            continue;
        }
        if let Some(new) = slot.take() {
            delta["content"] = Value::String(new);
            changed = true;
        } else if delta["content"].as_str().is_some_and(|c| !c.is_empty()) {
            delta["content"] = Value::String(String::new());
            changed = true;
        }
    }
    changed.then_some(json)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn chunk(content: &str) -> String {
        format!(
            "data: {}\n\n",
            json!({"id": "x", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": null}]})
        )
    }

    fn stream(parts: &[&str]) -> Vec<u8> {
        let mut s = String::new();
        for p in parts {
            s.push_str(&chunk(p));
        }
        s.push_str("data: {\"id\":\"x\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n");
        s.push_str("data: [DONE]\n\n");
        s.into_bytes()
    }

    fn text_of(out: &[u8]) -> String {
        String::from_utf8_lossy(out)
            .lines()
            .filter_map(|l| l.strip_prefix("data: "))
            .filter_map(|d| serde_json::from_str::<Value>(d).ok())
            .filter_map(|v| {
                v["choices"][0]["delta"]["content"]
                    .as_str()
                    .map(String::from)
            })
            .collect()
    }

    #[test]
    fn a_kept_answer_is_released_byte_for_byte_at_the_end() {
        let input = stream(&["{\"a\":", "1}"]);
        let mut seen = Vec::new();
        let mut g = ClaimStream::new(|t: Result<&str, BundleError>| {
            seen.push(t.map(str::to_string));
            AnswerRuling::Keep
        });
        let mut out = Vec::new();
        for piece in input.chunks(7) {
            out.extend_from_slice(&g.push(piece));
        }
        assert!(out.is_empty(), "nothing before the answer is judged");
        out.extend_from_slice(&g.finish());
        drop(g);
        assert_eq!(out, input);
        assert_eq!(seen, [Ok("{\"a\":1}".to_string())]);
    }

    #[test]
    fn a_replaced_answer_carries_the_note_in_its_first_content_delta() {
        let input = stream(&["", "{\"a\":", "1}"]);
        let mut g = ClaimStream::new(|_: Result<&str, BundleError>| AnswerRuling::Replace {
            text: "[Argus] the final answer was refused: x".into(),
        });
        g.push(&input);
        let out = g.finish();
        assert_eq!(text_of(&out), "[Argus] the final answer was refused: x");
        assert!(String::from_utf8_lossy(&out).ends_with("data: [DONE]\n\n"));
    }

    #[test]
    fn a_tool_call_releases_the_stream_unjudged() {
        let call = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c\",\"function\":{\"name\":\"f\",\"arguments\":\"\"}}]}}]}\n\n";
        let mut g = ClaimStream::new(|_: Result<&str, BundleError>| -> AnswerRuling {
            panic!("a call is not a final answer")
        });
        let first = chunk("Let me look.");
        assert!(g.push(first.as_bytes()).is_empty());
        let out = g.push(call.as_bytes());
        assert_eq!(out, format!("{first}{call}").into_bytes());
        assert_eq!(g.push(b"data: [DONE]\n\n"), &b"data: [DONE]\n\n"[..]);
        assert!(g.finish().is_empty());
    }

    #[test]
    fn an_answer_over_the_limit_is_judged_too_large_without_being_held() {
        let big = "x".repeat(64 * 1024);
        let mut judged = None;
        let mut g = ClaimStream::new(|t: Result<&str, BundleError>| {
            judged = Some(t.err());
            AnswerRuling::Replace { text: "no".into() }
        });
        for _ in 0..8 {
            g.push(chunk(&big).as_bytes());
        }
        assert!(g.held.len() < 6, "{} events held", g.held.len());
        let out = g.finish();
        drop(g);
        assert_eq!(text_of(&out), "no");
        assert_eq!(judged, Some(Some(BundleError::TooLarge(8 * 64 * 1024))));
    }
}
