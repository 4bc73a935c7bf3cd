//! Golden request translations (`wire/tests/golden/translate/translate_*.json`,
//! `UPDATE_GOLDEN=1` rewrites them), round trips, and responses and streams checked by
//! reading the translated output with the target format's own parser.

use argus_mock_llm::{self as mock, Format};
use serde_json::{Value, json};

use super::*;
use crate::{StreamAccumulator, response_view};
use argus_mock_llm::sample_replies;

fn golden(name: &str, actual: &Value) {
    crate::tests::golden("translate", name, actual);
}

fn chat_request() -> Value {
    json!({
        "model": "gpt-4o",
        "messages": [
            {"role": "system", "content": "You are the refunds agent."},
            {"role": "user", "content": [
                {"type": "text", "text": "Refund order A-1234, receipt attached."},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}
            ]},
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": "verify_identity", "arguments": "{\"email\":\"a@b.c\"}"}},
                {"id": "call_2", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"A-1234\"}"}}
            ]},
            {"role": "tool", "tool_call_id": "call_1", "content": "verified"},
            {"role": "tool", "tool_call_id": "call_2", "content": "{\"total\": 42}"},
            {"role": "user", "content": "Go ahead."}
        ],
        "tools": [
            {"type": "function", "function": {"name": "verify_identity", "description": "Check the customer", "parameters": {"type": "object", "properties": {"email": {"type": "string"}}}}},
            {"type": "function", "function": {"name": "lookup_order", "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}}}}
        ],
        "tool_choice": "required",
        "parallel_tool_calls": false,
        "temperature": 1.5,
        "top_p": 0.9,
        "stop": "END",
        "max_completion_tokens": 300,
        "stream": true,
        "user": "u-7"
    })
}

fn anthropic_request() -> Value {
    json!({
        "model": "claude-sonnet-4-5",
        "max_tokens": 512,
        "system": [{"type": "text", "text": "You are the refunds agent."}],
        "messages": [
            {"role": "user", "content": [
                {"type": "text", "text": "Refund order A-1234, receipt attached."},
                {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="}}
            ]},
            {"role": "assistant", "content": [
                {"type": "thinking", "thinking": "Check identity first.", "signature": "x"},
                {"type": "text", "text": "Let me check."},
                {"type": "tool_use", "id": "toolu_1", "name": "verify_identity", "input": {"email": "a@b.c"}}
            ]},
            {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": [{"type": "text", "text": "verified"}]},
                {"type": "text", "text": "Go ahead."}
            ]}
        ],
        "tools": [{"name": "verify_identity", "description": "Check the customer", "input_schema": {"type": "object", "properties": {"email": {"type": "string"}}}}],
        "tool_choice": {"type": "tool", "name": "verify_identity", "disable_parallel_tool_use": true},
        "temperature": 0,
        "stop_sequences": ["END"],
        "stream": true,
        "metadata": {"user_id": "u-7"}
    })
}

#[test]
fn requests_match_golden_files() {
    let a =
        translate_request(ApiFormat::OpenAiChat, ApiFormat::Anthropic, &chat_request()).unwrap();
    golden("translate_openai_chat_to_anthropic", &a);
    let c = translate_request(
        ApiFormat::Anthropic,
        ApiFormat::OpenAiChat,
        &anthropic_request(),
    )
    .unwrap();
    golden("translate_anthropic_to_openai_chat", &c);
}

#[test]
fn chat_requests_survive_a_round_trip() {
    let original = chat_request();
    let there = translate_request(ApiFormat::OpenAiChat, ApiFormat::Anthropic, &original).unwrap();
    let back = translate_request(ApiFormat::Anthropic, ApiFormat::OpenAiChat, &there).unwrap();
    let roles = |v: &Value| -> Vec<String> {
        v["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["role"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(roles(&back), roles(&original));
    let calls = &back["messages"][2]["tool_calls"];
    assert_eq!(calls[1]["id"], "call_2");
    assert_eq!(calls[1]["function"]["name"], "lookup_order");
    let args: Value =
        serde_json::from_str(calls[1]["function"]["arguments"].as_str().unwrap()).unwrap();
    assert_eq!(args, json!({"order_id": "A-1234"}));
    assert_eq!(back["messages"][4]["tool_call_id"], "call_2");
    assert_eq!(back["tools"], original["tools"]);
    assert_eq!(back["tool_choice"], json!("required"));
    assert_eq!(back["parallel_tool_calls"], json!(false));
    assert_eq!(back["max_completion_tokens"], json!(300));
    assert_eq!(
        back["messages"][1]["content"],
        original["messages"][1]["content"]
    );
}

#[test]
fn anthropic_requires_max_tokens_so_a_default_is_set() {
    let body = json!({"model": "m", "messages": [{"role": "user", "content": "hi"}]});
    let a = translate_request(ApiFormat::OpenAiChat, ApiFormat::Anthropic, &body).unwrap();
    assert_eq!(
        a["max_tokens"],
        json!(crate::estimate::DEFAULT_MAX_OUTPUT_TOKENS)
    );
    assert!(a.get("system").is_none());
}

#[test]
fn what_cannot_be_expressed_is_refused() {
    let cases = [
        (
            ApiFormat::OpenAiChat,
            json!({"model": "m", "n": 2, "messages": []}),
        ),
        (
            ApiFormat::OpenAiChat,
            json!({"model": "m", "messages": [], "response_format": {"type": "json_schema"}}),
        ),
        (
            ApiFormat::OpenAiChat,
            json!({"model": "m", "messages": [{"role": "function", "content": "x"}]}),
        ),
        (
            ApiFormat::Anthropic,
            json!({"model": "m", "messages": [], "tools": [{"type": "web_search_20250305", "name": "web_search"}]}),
        ),
        (ApiFormat::Anthropic, json!({"model": "m"})),
    ];
    for (from, body) in cases {
        let to = if from == ApiFormat::Anthropic {
            ApiFormat::OpenAiChat
        } else {
            ApiFormat::Anthropic
        };
        let err = translate_request(from, to, &body).unwrap_err();
        assert_eq!(err.status(), http::StatusCode::BAD_REQUEST, "{body}");
    }
    assert!(matches!(
        translate_request(ApiFormat::Gemini, ApiFormat::Anthropic, &json!({})),
        Err(TranslateError::Pair { .. })
    ));
    assert!(can_translate(ApiFormat::Anthropic, ApiFormat::OpenAiChat));
    assert!(can_translate(ApiFormat::Gemini, ApiFormat::Gemini));
    assert!(!can_translate(
        ApiFormat::OpenAiResponses,
        ApiFormat::Anthropic
    ));
    assert!(stream_translator(ApiFormat::Gemini, ApiFormat::OpenAiChat, true).is_err());
}

fn mock_format(f: ApiFormat) -> Format {
    match f {
        ApiFormat::Anthropic => Format::Anthropic,
        _ => Format::OpenAiChat,
    }
}

const PAIRS: [(ApiFormat, ApiFormat); 2] = [
    (ApiFormat::Anthropic, ApiFormat::OpenAiChat),
    (ApiFormat::OpenAiChat, ApiFormat::Anthropic),
];

#[test]
fn responses_read_the_same_after_translation() {
    for (from, to) in PAIRS {
        for reply in sample_replies() {
            let upstream = mock::reply_body(mock_format(from), &reply, "m", 7);
            let translated = translate_response(from, to, &upstream).unwrap();
            let want = response_view(from, &upstream);
            let got = response_view(to, &translated);
            assert_eq!(got, want, "{from:?} → {to:?}\n{translated}");
        }
    }
}

fn translate_stream(from: ApiFormat, to: ApiFormat, bytes: &[u8], chunk: usize) -> String {
    let mut t = stream_translator(from, to, true).unwrap();
    let mut out = Vec::new();
    for c in bytes.chunks(chunk) {
        out.extend_from_slice(&t.push(c));
    }
    out.extend_from_slice(&t.finish());
    String::from_utf8(out).unwrap()
}

#[test]
fn streams_reassemble_to_the_same_response() {
    for (from, to) in PAIRS {
        for reply in sample_replies() {
            let want = response_view(from, &mock::reply_body(mock_format(from), &reply, "m", 7));
            let bytes = mock::reply_stream(mock_format(from), &reply, "m", 7, true).concat();
            for chunk in [1, 7, 64, bytes.len()] {
                let out = translate_stream(from, to, bytes.as_bytes(), chunk);
                let mut acc = StreamAccumulator::new(to);
                acc.push(out.as_bytes());
                let got = acc.finish();
                assert_eq!(
                    got.content, want.content,
                    "{from:?} → {to:?} chunk {chunk}\n{out}"
                );
                assert_eq!(
                    got.tool_calls, want.tool_calls,
                    "{from:?} → {to:?} chunk {chunk}\n{out}"
                );
                let usage = want.usage.unwrap();
                if to == ApiFormat::OpenAiChat {
                    assert_eq!(got.usage, want.usage, "{out}");
                    assert!(out.ends_with("data: [DONE]\n\n"), "{out}");
                } else {
                    // OpenAI reports usage last, so it rides on message_delta.
                    assert!(
                        out.contains(&format!("\"input_tokens\":{}", usage.input)),
                        "{out}"
                    );
                    assert_eq!(got.usage.map(|u| u.output), Some(usage.output), "{out}");
                    assert!(
                        out.ends_with("event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n"),
                        "{out}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_cut_stream_is_not_given_an_end() {
    for (from, to) in PAIRS {
        let reply = &sample_replies()[0];
        let events = mock::reply_stream(mock_format(from), reply, "m", 7, true);
        let cut = events[..events.len() - 2].concat();
        let out = translate_stream(from, to, cut.as_bytes(), 5);
        assert!(!out.contains("[DONE]"), "{out}");
        assert!(!out.contains("message_stop"), "{out}");
    }
}

#[test]
fn stream_errors_are_passed_on_in_the_client_format() {
    let mut t = stream_translator(ApiFormat::Anthropic, ApiFormat::OpenAiChat, false).unwrap();
    let out = t.push(b"event: error\ndata: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}\n\n");
    let text = String::from_utf8(out.to_vec()).unwrap();
    assert!(text.starts_with("data: {\"error\""), "{text}");
    assert!(text.contains("Overloaded"));
    let mut t = stream_translator(ApiFormat::OpenAiChat, ApiFormat::Anthropic, false).unwrap();
    let out = t.push(b"data: {\"error\":{\"message\":\"boom\",\"type\":\"server_error\"}}\n\n");
    let text = String::from_utf8(out.to_vec()).unwrap();
    assert!(text.starts_with("event: error\n"), "{text}");
}
