//! Golden tests: each format × each edit, a request in and the rewritten request out,
//! compared byte for byte with `sidecar/tests/golden/wire/`. `UPDATE_GOLDEN=1`
//! rewrites the files (review the diff before committing). Streams are checked against
//! the non-streamed body of the same reply, using the project's mock server formats.

use serde_json::{Value, json};

use super::*;
use argus_mock_llm::sample_replies;
use argus_mock_llm::{self as mock, Format};

fn sample(format: ApiFormat) -> Value {
    match format {
        ApiFormat::OpenAiChat => json!({
            "model": "gpt-4o-mini",
            "messages": [
                {"role": "system", "content": "You are a support agent."},
                {"role": "user", "content": "Hi, I need a refund."},
                {"role": "assistant", "content": "Sure, which order?"},
                {"role": "user", "content": "Order A-1234."}
            ],
            "metadata": {"session_id": "s-1"}
        }),
        ApiFormat::OpenAiResponses => json!({
            "model": "gpt-4o-mini",
            "instructions": "You are a support agent.",
            "input": [
                {"role": "user", "content": "Hi, I need a refund."},
                {"role": "assistant", "content": "Sure, which order?"},
                {"role": "user", "content": [{"type": "input_text", "text": "Order A-1234."}]}
            ]
        }),
        ApiFormat::Anthropic => json!({
            "model": "claude-sonnet-4-5",
            "max_tokens": 512,
            "system": "You are a support agent.",
            "messages": [
                {"role": "user", "content": "Hi, I need a refund."},
                {"role": "assistant", "content": "Sure, which order?"},
                {"role": "user", "content": "Order A-1234."}
            ]
        }),
        ApiFormat::Gemini => json!({
            "systemInstruction": {"parts": [{"text": "You are a support agent."}]},
            "contents": [
                {"role": "user", "parts": [{"text": "Hi, I need a refund."}]},
                {"role": "model", "parts": [{"text": "Sure, which order?"}]},
                {"role": "user", "parts": [{"text": "Order A-1234."}]}
            ],
            "generationConfig": {"maxOutputTokens": 256}
        }),
    }
}

const FORMATS: [ApiFormat; 4] = [
    ApiFormat::OpenAiChat,
    ApiFormat::OpenAiResponses,
    ApiFormat::Anthropic,
    ApiFormat::Gemini,
];

fn edits() -> Vec<(&'static str, Edit)> {
    vec![
        (
            "append_system",
            Edit::AppendSystem("Verify identity first.".into()),
        ),
        (
            "prepend_system",
            Edit::PrependSystem("You are repeating yourself.".into()),
        ),
        ("user_note", Edit::UserNote("Verify identity first.".into())),
        (
            "assistant_reminder",
            Edit::AssistantReminder("I still need to verify identity.".into()),
        ),
    ]
}

/// Compares `actual` with `tests/golden/<folder>/<name>.json` (`UPDATE_GOLDEN=1` rewrites
/// it): the crate's golden files, for the rewritten requests here and the translations.
pub(crate) fn golden(folder: &str, name: &str, actual: &Value) {
    let path = format!(
        "{}/tests/golden/{folder}/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = serde_json::to_string_pretty(actual).unwrap() + "\n";
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).unwrap();
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing golden file {path} (run with UPDATE_GOLDEN=1)"));
    assert!(
        expected == text,
        "{name}: output differs from {path}\n--- actual ---\n{text}"
    );
}

#[test]
fn edits_match_golden_files() {
    for format in FORMATS {
        for (name, edit) in edits() {
            let mut body = sample(format);
            apply_edit(format, &mut body, &edit);
            golden("wire", &format!("{}_{name}", format.as_str()), &body);
        }
    }
}

#[test]
fn edits_create_what_is_missing() {
    let mut chat = json!({"model": "m", "messages": [{"role": "user", "content": "hi"}]});
    apply_edit(
        ApiFormat::OpenAiChat,
        &mut chat,
        &Edit::AppendSystem("g".into()),
    );
    assert_eq!(
        chat["messages"][0],
        json!({"role": "system", "content": "[WORKFLOW GUIDANCE]\ng"})
    );
    let mut resp = json!({"model": "m", "input": "hi"});
    apply_edit(
        ApiFormat::OpenAiResponses,
        &mut resp,
        &Edit::UserNote("n".into()),
    );
    assert_eq!(
        resp["input"],
        json!([{"role": "user", "content": "[System Note] n"}, {"role": "user", "content": "hi"}])
    );
    let mut anth =
        json!({"model": "m", "max_tokens": 1, "messages": [{"role": "user", "content": "hi"}]});
    apply_edit(
        ApiFormat::Anthropic,
        &mut anth,
        &Edit::AssistantReminder("r".into()),
    );
    // An Anthropic conversation must open with a user turn, so the reminder rides on it.
    assert_eq!(anth["messages"][0]["role"], "user");
    assert_eq!(
        anth["messages"][0]["content"][0]["text"],
        "[Context reminder] r"
    );
    let mut gem = json!({"contents": [{"parts": [{"text": "hi"}]}]});
    apply_edit(ApiFormat::Gemini, &mut gem, &Edit::AppendSystem("g".into()));
    assert_eq!(
        gem["systemInstruction"]["parts"][0]["text"],
        "[WORKFLOW GUIDANCE]\ng"
    );
}

/// The same conversation one step further: the model called a tool and the request
/// returns its result (the user said nothing new).
fn continuation(format: ApiFormat) -> Value {
    match format {
        ApiFormat::OpenAiChat => json!({
            "model": "gpt-4o-mini",
            "messages": [
                {"role": "user", "content": "Order A-1234."},
                {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                    "function": {"name": "lookup_order", "arguments": "{\"id\":\"A-1234\"}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": "{\"status\":\"shipped\"}"}
            ]
        }),
        ApiFormat::OpenAiResponses => json!({
            "model": "gpt-4o-mini",
            "input": [
                {"role": "user", "content": "Order A-1234."},
                {"type": "function_call", "call_id": "c1", "name": "lookup_order", "arguments": "{}"},
                {"type": "function_call_output", "call_id": "c1", "output": "shipped"}
            ]
        }),
        ApiFormat::Anthropic => json!({
            "model": "claude-sonnet-4-5",
            "max_tokens": 512,
            "messages": [
                {"role": "user", "content": "Order A-1234."},
                {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "lookup_order", "input": {}}]},
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "shipped"}]}
            ]
        }),
        ApiFormat::Gemini => json!({
            "contents": [
                {"role": "user", "parts": [{"text": "Order A-1234."}]},
                {"role": "model", "parts": [{"functionCall": {"name": "lookup_order", "args": {}}}]},
                {"role": "user", "parts": [{"functionResponse": {"name": "lookup_order", "response": {"status": "shipped"}}}]}
            ]
        }),
    }
}

#[test]
fn a_request_that_continues_a_turn_has_no_user_turn_to_check_for_loops() {
    for format in FORMATS {
        let info = request_info(format, &continuation(format)).unwrap();
        assert_eq!(info.user_turn, None, "{format:?}");
        assert_eq!(
            info.first_user.as_deref(),
            Some("Order A-1234."),
            "{format:?}"
        );
    }
    // A turn that ends with the assistant (prefill) is not a user turn either.
    let prefill = json!({"model": "m", "messages": [
        {"role": "user", "content": "Order A-1234."},
        {"role": "assistant", "content": "Let me check"}
    ]});
    let info = request_info(ApiFormat::OpenAiChat, &prefill).unwrap();
    assert_eq!(info.user_turn, None);
}

#[test]
fn request_info_reads_each_format() {
    for format in FORMATS {
        let info = request_info(format, &sample(format)).unwrap();
        assert_eq!(
            info.first_user.as_deref(),
            Some("Hi, I need a refund."),
            "{format:?}"
        );
        assert_eq!(
            info.user_turn.as_deref(),
            Some("Order A-1234."),
            "{format:?}"
        );
    }
    let info = request_info(ApiFormat::OpenAiChat, &sample(ApiFormat::OpenAiChat)).unwrap();
    assert_eq!(info.session_hints.metadata_session.as_deref(), Some("s-1"));
    assert_eq!(info.model, "gpt-4o-mini");
    assert_eq!(
        request_info(ApiFormat::Anthropic, &sample(ApiFormat::Anthropic))
            .unwrap()
            .max_tokens,
        Some(512)
    );
    assert_eq!(
        request_info(ApiFormat::Gemini, &sample(ApiFormat::Gemini))
            .unwrap()
            .max_tokens,
        Some(256)
    );
}

#[test]
fn malformed_requests_name_the_field() {
    assert_eq!(
        request_info(ApiFormat::OpenAiChat, &json!([1])),
        Err(WireError::NotAnObject)
    );
    let err = request_info(ApiFormat::OpenAiChat, &json!({"messages": []})).unwrap_err();
    assert_eq!(err.to_string(), "field `model`: a model name is required");
    let err = request_info(
        ApiFormat::Anthropic,
        &json!({"model": "m", "messages": "hi"}),
    )
    .unwrap_err();
    assert!(err.to_string().starts_with("field `messages`"), "{err}");
    let err = request_info(
        ApiFormat::OpenAiResponses,
        &json!({"model": "m", "input": 3}),
    )
    .unwrap_err();
    assert!(err.to_string().starts_with("field `input`"), "{err}");
}

fn mock_format(f: ApiFormat) -> Format {
    match f {
        ApiFormat::OpenAiChat => Format::OpenAiChat,
        ApiFormat::OpenAiResponses => Format::OpenAiResponses,
        ApiFormat::Anthropic => Format::Anthropic,
        ApiFormat::Gemini => Format::Gemini,
    }
}

#[test]
fn streams_reassemble_to_the_whole_response() {
    let replies = sample_replies();
    for format in FORMATS {
        for reply in &replies {
            let whole = response_view(
                format,
                &mock::reply_body(mock_format(format), reply, "m", 7),
            );
            assert_eq!(whole.content, reply.content, "{format:?}");
            assert_eq!(whole.tool_calls.len(), reply.tool_calls.len(), "{format:?}");
            let events = mock::reply_stream(mock_format(format), reply, "m", 7, true);
            let bytes: Vec<u8> = events.concat().into_bytes();
            for chunk_size in [1, 7, 64, bytes.len()] {
                let mut acc = StreamAccumulator::new(format);
                for c in bytes.chunks(chunk_size) {
                    acc.push(c);
                }
                let streamed = acc.finish();
                assert_eq!(
                    streamed.content, whole.content,
                    "{format:?} chunk {chunk_size}"
                );
                assert_eq!(
                    streamed.tool_calls, whole.tool_calls,
                    "{format:?} chunk {chunk_size}"
                );
                assert_eq!(streamed.usage, whole.usage, "{format:?} chunk {chunk_size}");
            }
        }
    }
}

#[test]
fn error_bodies_use_each_provider_shape() {
    let s = http::StatusCode::CONFLICT;
    let extra = [("constraint", "verify-before-account-action")];
    let openai = error_body(
        ApiFormat::OpenAiChat,
        s,
        "argus_workflow_violation",
        "blocked",
        &extra,
    );
    assert_eq!(openai["error"]["type"], "argus_workflow_violation");
    assert_eq!(
        openai["error"]["constraint"],
        "verify-before-account-action"
    );
    let anthropic = error_body(
        ApiFormat::Anthropic,
        s,
        "argus_workflow_violation",
        "blocked",
        &extra,
    );
    assert_eq!(anthropic["type"], "error");
    assert_eq!(anthropic["error"]["type"], "argus_workflow_violation");
    let gemini = error_body(
        ApiFormat::Gemini,
        s,
        "argus_workflow_violation",
        "blocked",
        &extra,
    );
    assert_eq!(gemini["error"]["code"], 409);
    assert_eq!(gemini["error"]["status"], "ABORTED");
    assert_eq!(
        gemini["error"]["details"][0]["constraint"],
        "verify-before-account-action"
    );
}

#[test]
fn endpoints_are_recognised() {
    use http::Method;
    let none = http::HeaderMap::new();
    let get = |path: &str| endpoint(&Method::GET, path, &none);
    let post = |path: &str| endpoint(&Method::POST, path, &none);
    assert!(matches!(
        post("/v1/chat/completions"),
        Endpoint::Llm {
            format: ApiFormat::OpenAiChat,
            ..
        }
    ));
    for version in ["v1beta", "v1"] {
        assert_eq!(
            post(&format!(
                "/{version}/models/gemini-2.0-flash:streamGenerateContent"
            )),
            Endpoint::Llm {
                format: ApiFormat::Gemini,
                path_model: Some("gemini-2.0-flash".into()),
                path_stream: true
            },
            "{version}"
        );
        assert_eq!(
            post(&format!(
                "/{version}/models/gemini-2.0-flash:generateContent"
            )),
            Endpoint::Llm {
                format: ApiFormat::Gemini,
                path_model: Some("gemini-2.0-flash".into()),
                path_stream: false
            },
            "{version}"
        );
    }
    let free = |format| Endpoint::PassThrough {
        format,
        spends: false,
    };
    let spends = |format| Endpoint::PassThrough {
        format,
        spends: true,
    };
    assert_eq!(get("/v1/models"), free(ApiFormat::OpenAiChat));
    assert_eq!(get("/v1/models/gpt-4o"), free(ApiFormat::OpenAiChat));
    assert_eq!(get("/v1beta/models"), free(ApiFormat::Gemini));
    assert_eq!(
        post("/v1/models/gemini-2.0-flash:countTokens"),
        free(ApiFormat::Gemini)
    );
    assert_eq!(
        post("/v1/models/gemini-2.0-flash:embedContent"),
        spends(ApiFormat::Gemini)
    );
    assert_eq!(
        post("/v1/messages/count_tokens"),
        free(ApiFormat::Anthropic)
    );
    assert_eq!(post("/v1/messages/batches"), spends(ApiFormat::Anthropic));
    assert_eq!(
        get("/v1/messages/batches/b1/results"),
        spends(ApiFormat::Anthropic)
    );
    assert_eq!(
        post("/v1/completions"),
        Endpoint::Metered(Metered::Completions)
    );
    assert_eq!(
        post("/v1/embeddings"),
        Endpoint::Metered(Metered::Embeddings)
    );
    assert_eq!(
        post("/v1/images/generations"),
        spends(ApiFormat::OpenAiChat)
    );
    assert_eq!(get("/chat"), Endpoint::Unknown);
    assert_eq!(get("/v1/chat/completions"), spends(ApiFormat::OpenAiChat));

    // `/v1/models` exists at every provider: the SDK's headers say whose it is.
    let with = |name: &'static str| {
        let mut h = http::HeaderMap::new();
        h.insert(name, http::HeaderValue::from_static("x"));
        h
    };
    for header in ["anthropic-version", "anthropic-beta", "x-api-key"] {
        assert_eq!(
            endpoint(&Method::GET, "/v1/models", &with(header)),
            free(ApiFormat::Anthropic),
            "{header}"
        );
    }
    assert_eq!(
        endpoint(&Method::GET, "/v1/models", &with("x-goog-api-client")),
        free(ApiFormat::Gemini)
    );
    assert_eq!(
        endpoint(&Method::POST, "/v1/files", &with("anthropic-beta")),
        spends(ApiFormat::Anthropic)
    );
    // A path only one provider has keeps its owner whatever the headers say.
    assert_eq!(
        endpoint(
            &Method::POST,
            "/v1/images/generations",
            &with("anthropic-version")
        ),
        spends(ApiFormat::OpenAiChat)
    );
}

#[test]
fn paths_are_classified_in_their_one_spelling() {
    for raw in [
        "/v1/chat/completions/",
        "/v1//chat/completions",
        "//v1/chat/completions//",
        "/v1/chat/complet%69ons",
        "/v1/%63hat/completions",
    ] {
        assert_eq!(
            canonical_path(raw).as_deref(),
            Ok("/v1/chat/completions"),
            "{raw}"
        );
    }
    assert_eq!(canonical_path("/").as_deref(), Ok("/"));
    assert_eq!(canonical_path("").as_deref(), Ok("/"));
    assert_eq!(
        canonical_path("/v1/models/gemini-2.0-flash:generateContent").as_deref(),
        Ok("/v1/models/gemini-2.0-flash:generateContent")
    );
    assert_eq!(
        canonical_path("/v1/files/a%20b").as_deref(),
        Ok("/v1/files/a%20b")
    );
    for raw in [
        "/v1/chat/../images/generations",
        "/v1/./chat/completions",
        "/v1/%2e%2e/x",
    ] {
        assert!(
            matches!(canonical_path(raw), Err(PathError::DotSegment(_))),
            "{raw}"
        );
    }
    for raw in [
        "/v1/chat%2Fcompletions",
        "/v1/chat%5ccompletions",
        "/v1/%2569",
    ] {
        assert!(
            matches!(canonical_path(raw), Err(PathError::EscapedSeparator(_))),
            "{raw}"
        );
    }
}

#[test]
fn openai_chat_chunks_read_alike_whatever_their_shape() {
    // Escapes (owned strings), nulls, a tool call split over chunks, a chunk of an
    // unexpected shape (read the `Value` way: its odd field is ignored), usage alone.
    let events = [
        r#"{"choices":[{"index":0,"delta":{"role":"assistant","content":null}}]}"#,
        r#"{"choices":[{"delta":{"content":"Hi \"there\"\n"}}]}"#,
        r#"{"choices":[{"delta":{"tool_calls":[{"index":1,"id":"c","type":"function","function":{"name":"look","arguments":"{\"a\":"}}]}}]}"#,
        r#"{"choices":[{"delta":{"tool_calls":[{"index":1,"function":{"arguments":"1}"}}]}}]}"#,
        r#"{"choices":[{"delta":{"content":["odd"],"tool_calls":null}}],"usage":{"prompt_tokens":"x"}}"#,
        r#"{"choices":[{"delta":{"content":"!"}}],"usage":null}"#,
        r#"{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":3}}"#,
    ];
    let stream: String = events
        .iter()
        .map(|e| format!("data: {e}\n\n"))
        .chain(["data: [DONE]\n\n".to_string()])
        .collect();
    let mut acc = StreamAccumulator::new(ApiFormat::OpenAiChat);
    acc.push(stream.as_bytes());
    let view = acc.finish();
    assert_eq!(view.content, "Hi \"there\"\n!");
    assert_eq!(
        view.tool_calls,
        [ToolCallView {
            name: "look".into(),
            arguments: json!({"a": 1}),
        }]
    );
    assert_eq!(
        view.usage,
        Some(Usage {
            input: 5,
            output: 3
        })
    );
}

#[test]
fn whole_responses_read_the_same_typed_or_as_values() {
    let mut bodies: Vec<(ApiFormat, Value)> = Vec::new();
    for format in FORMATS {
        for reply in &sample_replies() {
            bodies.push((format, mock::reply_body(mock_format(format), reply, "m", 7)));
        }
    }
    for odd in [
        json!({"choices": [{"message": {"content": [{"type": "text", "text": "parts"}]}}]}),
        json!({"choices": [{"message": {"content": "say \"hi\"\n", "tool_calls": [
            {"function": {"name": "a", "arguments": "{\"x\":1}"}},
            {"type": "function"},
            {"function": {"arguments": "{}"}},
            {"function": {"name": "b"}}
        ]}}], "usage": {"prompt_tokens": 3}}),
        json!({"choices": [], "usage": {"completion_tokens": 3}}),
        json!({"choices": null, "usage": null}),
        json!([1, 2]),
    ] {
        bodies.push((ApiFormat::OpenAiChat, odd));
    }
    for (format, body) in bodies {
        let bytes = serde_json::to_vec(&body).unwrap();
        assert_eq!(
            read_response(format, &bytes),
            Some(response_view(format, &body)),
            "{format:?} {body}"
        );
    }
    assert_eq!(read_response(ApiFormat::OpenAiChat, b"{not json"), None);
}

/// A provider's call index picks the slot it fills: a huge one is not followed (a slot
/// for every index below it would exhaust memory), in every format that has one.
#[test]
fn huge_call_indexes_are_not_followed() {
    let cases = [
        (
            ApiFormat::OpenAiChat,
            concat!(
                "data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":4294967295,\"function\":{\"name\":\"big\",\"arguments\":\"{}\"}}]}}]}\n\n",
                "data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"function\":{\"name\":\"ok\",\"arguments\":\"{}\"}}]}}]}\n\n",
            ),
        ),
        (
            ApiFormat::OpenAiChat,
            // Read through a `Value` (the content is not a string).
            "data: {\"choices\":[{\"delta\":{\"content\":[],\"tool_calls\":[{\"index\":18446744073709551615,\"function\":{\"name\":\"big\"}}]}}]}\n\ndata: {\"choices\":[{\"delta\":{\"content\":[],\"tool_calls\":[{\"index\":0,\"function\":{\"name\":\"ok\"}}]}}]}\n\n",
        ),
        (
            ApiFormat::Anthropic,
            concat!(
                "event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":4294967295,\"content_block\":{\"type\":\"tool_use\",\"id\":\"t\",\"name\":\"big\",\"input\":{}}}\n\n",
                "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":4294967295,\"delta\":{\"type\":\"input_json_delta\",\"partial_json\":\"{}\"}}\n\n",
                "event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":2,\"content_block\":{\"type\":\"tool_use\",\"id\":\"u\",\"name\":\"ok\",\"input\":{}}}\n\n",
            ),
        ),
    ];
    for (format, stream) in cases {
        let mut acc = StreamAccumulator::new(format);
        acc.push(stream.as_bytes());
        let view = acc.finish();
        let names: Vec<&str> = view.tool_calls.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["ok"], "{format:?}");
    }
}

#[test]
fn a_request_offers_tools_only_with_a_non_empty_list() {
    assert!(offers_tools(&json!({"tools": [{"type": "function"}]})));
    assert!(offers_tools(&json!({"functions": [{"name": "f"}]})));
    assert!(!offers_tools(&json!({"tools": []})));
    assert!(!offers_tools(&json!({"messages": []})));
}
