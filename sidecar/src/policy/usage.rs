//! Real usage for settling reservations: what the response reported, and making sure a
//! streamed response reports it at all (OpenAI chat streams carry usage only on request).

use serde_json::{Value, json};

use crate::wire::{ApiFormat, Usage};

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
