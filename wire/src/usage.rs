//! Real usage for settling reservations: what the response reported, and making sure a
//! streamed response reports it at all (OpenAI chat streams carry usage only on request).

use serde_json::{Value, json};

use crate::{ApiFormat, Usage};

/// Asks an OpenAI chat stream for a final usage chunk (`stream_options.include_usage`),
/// unless the client already did. Returns whether the body changed. The extra chunk
/// has an empty `choices` list, which the OpenAI SDKs expect; other formats always
/// report usage in their streams, so their bodies are left alone.
pub fn ensure_stream_usage(format: ApiFormat, body: &mut Value, stream: bool) -> bool {
    if format != ApiFormat::OpenAiChat || !stream {
        return false;
    }
    let Some(map) = body.as_object_mut() else {
        return false;
    };
    let options = map.entry("stream_options").or_insert_with(|| json!({}));
    if !options.is_object() {
        *options = json!({});
    }
    if options["include_usage"] == true {
        return false;
    }
    options["include_usage"] = json!(true);
    true
}

/// Most bytes held while waiting for the end of one event; beyond it the stream passes
/// through unfiltered (no OpenAI chunk comes near it).
const MAX_EVENT: usize = 1024 * 1024;

/// Removes from an OpenAI chat (or completions) stream what [`ensure_stream_usage`]
/// asked for when the agent did not: the final chunk with empty `choices` that carries
/// the usage (agent code reading `chunk.choices[0]` fails on it) and the `usage` field
/// of the other chunks. The proxy reads the usage on the side before this filter.
/// Events pass on as soon as they are complete; those without `usage` pass unchanged.
#[derive(Debug, Default)]
pub struct UnaskedUsage {
    pending: Vec<u8>,
    gave_up: bool,
}

impl UnaskedUsage {
    /// Takes the next bytes of the stream; returns the complete events, filtered.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<u8> {
        if self.gave_up {
            return chunk.to_vec();
        }
        self.pending.extend_from_slice(chunk);
        let mut out = Vec::new();
        let mut start = 0;
        while let Some(end) = event_end(&self.pending[start..]) {
            filter_event(&self.pending[start..start + end], &mut out);
            start += end;
        }
        self.pending.drain(..start);
        if self.pending.len() > MAX_EVENT {
            self.gave_up = true;
            out.append(&mut self.pending);
        }
        out
    }

    /// The last event, when the stream did not end with a blank line.
    pub fn finish(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        let rest = std::mem::take(&mut self.pending);
        if !rest.is_empty() {
            filter_event(&rest, &mut out);
        }
        out
    }
}

/// Length of the first complete event in `buf`, its blank line included.
fn event_end(buf: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < buf.len() {
        if buf[i] == b'\n' {
            match (buf.get(i + 1), buf.get(i + 2)) {
                (Some(b'\n'), _) => return Some(i + 2),
                (Some(b'\r'), Some(b'\n')) => return Some(i + 3),
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// Appends `event` to `out` without the usage the agent did not ask for.
fn filter_event(event: &[u8], out: &mut Vec<u8>) {
    let passes = |out: &mut Vec<u8>| out.extend_from_slice(event);
    if !event.windows(7).any(|w| w == b"\"usage\"") {
        return passes(out);
    }
    let text = String::from_utf8_lossy(event);
    let body_end = text.trim_end_matches(['\r', '\n']).len();
    let (body, terminator) = text.split_at(body_end);
    let Some(data) = body.strip_prefix("data:") else {
        return passes(out);
    };
    if body.lines().count() != 1 {
        return passes(out);
    }
    let Ok(Value::Object(mut chunk)) = serde_json::from_str::<Value>(data.trim_start()) else {
        return passes(out);
    };
    if chunk.remove("usage").is_none() {
        return passes(out);
    }
    if chunk
        .get("choices")
        .and_then(Value::as_array)
        .is_some_and(Vec::is_empty)
    {
        // The usage chunk itself: the agent never asked for it.
        return;
    }
    out.extend_from_slice(b"data: ");
    out.extend_from_slice(Value::Object(chunk).to_string().as_bytes());
    out.extend_from_slice(terminator.as_bytes());
}

/// Tokens to settle a reservation with: input plus output, or `None` when the response
/// reported no usage (the reservation then keeps its estimate).
pub fn settled_tokens(usage: Option<Usage>) -> Option<u64> {
    usage.map(|u| u.input.saturating_add(u.output))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asks_openai_streams_for_usage_once() {
        let mut body = json!({"model": "m", "stream": true, "messages": []});
        assert!(ensure_stream_usage(ApiFormat::OpenAiChat, &mut body, true));
        assert_eq!(body["stream_options"], json!({"include_usage": true}));
        assert!(!ensure_stream_usage(ApiFormat::OpenAiChat, &mut body, true));
        let mut other = json!({"stream_options": {"include_obfuscation": false}});
        assert!(ensure_stream_usage(ApiFormat::OpenAiChat, &mut other, true));
        assert_eq!(
            other["stream_options"],
            json!({"include_obfuscation": false, "include_usage": true})
        );
    }

    #[test]
    fn leaves_other_requests_alone() {
        let mut body = json!({"model": "m"});
        assert!(!ensure_stream_usage(
            ApiFormat::OpenAiChat,
            &mut body,
            false
        ));
        assert!(!ensure_stream_usage(ApiFormat::Anthropic, &mut body, true));
        assert_eq!(body, json!({"model": "m"}));
    }

    #[test]
    fn the_usage_the_agent_did_not_ask_for_is_removed_wherever_chunks_split() {
        let stream = concat!(
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"hi\"}}],\"usage\":null}\n\n",
            "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\r\n\r\n",
            "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":1}}\n\n",
            "data: [DONE]\n\n"
        );
        let want = concat!(
            "data: {\"choices\":[{\"delta\":{\"content\":\"hi\"},\"index\":0}]}\n\n",
            "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\r\n\r\n",
            "data: [DONE]\n\n"
        );
        let bytes = stream.as_bytes();
        for cut in 0..=bytes.len() {
            let mut f = UnaskedUsage::default();
            let mut out = f.push(&bytes[..cut]);
            out.extend(f.push(&bytes[cut..]));
            out.extend(f.finish());
            let got: Vec<Value> = sse_data(&out);
            assert_eq!(got, sse_data(want.as_bytes()), "cut at {cut}");
            assert!(
                !String::from_utf8_lossy(&out).contains("usage"),
                "cut at {cut}"
            );
        }
    }

    fn sse_data(bytes: &[u8]) -> Vec<Value> {
        String::from_utf8_lossy(bytes)
            .split("data: ")
            .filter(|e| !e.trim().is_empty())
            .map(|e| serde_json::from_str(e.trim()).unwrap_or(Value::String(e.trim().into())))
            .collect()
    }

    #[test]
    fn settles_with_input_plus_output() {
        assert_eq!(
            settled_tokens(Some(Usage {
                input: 3,
                output: 4
            })),
            Some(7)
        );
        assert_eq!(settled_tokens(None), None);
    }
}
