//! Golden tests: a provider stream of each format in (`gates/tests/golden/*.sse`,
//! text then two tool calls), the stream the agent receives out, compared byte for byte
//! with `*.out.sse` beside it, and read back with the side parser the proxy uses
//! ([`StreamAccumulator`]) to check that it still makes sense. `UPDATE_GOLDEN=1`
//! rewrites the `.out.sse` files (review the diff before committing).

use serde_json::Value;

use super::*;
use argus_wire::{ResponseView, StreamAccumulator};

const FORMATS: [ApiFormat; 4] = [
    ApiFormat::OpenAiChat,
    ApiFormat::OpenAiResponses,
    ApiFormat::Anthropic,
    ApiFormat::Gemini,
];

const REFUSAL: &str = "[Argus] issue_refund was refused: /amount: -5 is less than the minimum of 0";

fn dir() -> String {
    format!("{}/tests/golden", env!("CARGO_MANIFEST_DIR"))
}

fn fixture(format: ApiFormat) -> Vec<u8> {
    let path = format!("{}/{}.sse", dir(), format.as_str());
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn golden(name: &str, actual: &[u8]) {
    let path = format!("{}/{name}.out.sse", dir());
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read(&path)
        .unwrap_or_else(|_| panic!("missing golden file {path} (run with UPDATE_GOLDEN=1)"));
    assert!(
        expected == actual,
        "{name}: stream differs from {path}\n--- actual ---\n{}",
        String::from_utf8_lossy(actual)
    );
}

/// The complete events of a stream, each with its blank line.
fn events(stream: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut start = 0;
    while let Some(end) = event_end(stream, start) {
        out.push(&stream[start..end]);
        start = end;
    }
    if start < stream.len() {
        out.push(&stream[start..]);
    }
    out
}

/// Refuses the calls named in `names`, allows the rest.
fn refusing(names: &'static [&'static str]) -> impl FnMut(&ProposedCall) -> CallRuling {
    move |call| {
        if names.contains(&call.name.as_str()) {
            CallRuling::Replace {
                text: if call.name == "issue_refund" {
                    REFUSAL.to_string()
                } else {
                    format!(
                        "[Argus] {} was refused: tier MODIFY above actor tier READ_ONLY",
                        call.name
                    )
                },
            }
        } else {
            CallRuling::Allow
        }
    }
}

/// Runs `input` through a gate in the given pieces; returns the output and the calls
/// judged, in order.
fn run(
    format: ApiFormat,
    pieces: &[&[u8]],
    mut judge: impl FnMut(&ProposedCall) -> CallRuling,
) -> (Vec<u8>, Vec<ProposedCall>) {
    let mut judged = Vec::new();
    let mut gate = StreamGate::new(format, |c: &ProposedCall| {
        judged.push(c.clone());
        judge(c)
    });
    let mut out = Vec::new();
    for p in pieces {
        out.extend_from_slice(&gate.push(p));
    }
    out.extend_from_slice(&gate.finish());
    assert!(!gate.overflowed());
    drop(gate);
    (out, judged)
}

fn read_back(format: ApiFormat, stream: &[u8]) -> ResponseView {
    let mut acc = StreamAccumulator::new(format);
    acc.push(stream);
    assert!(!acc.overflowed());
    acc.finish()
}

fn tool_names(view: &ResponseView) -> Vec<&str> {
    view.tool_calls.iter().map(|t| t.name.as_str()).collect()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// The index of the first event that contains `marker`.
fn first_event_with(stream: &[u8], marker: &str) -> usize {
    events(stream)
        .iter()
        .position(|e| contains(e, marker.as_bytes()))
        .unwrap_or_else(|| panic!("no event with {marker}"))
}

/// Byte offset where event `i` starts.
fn offset_of_event(stream: &[u8], i: usize) -> usize {
    events(stream)[..i].iter().map(|e| e.len()).sum()
}

/// The event that ends the answer after the calls (kept byte for byte), if the format
/// has one after its last call.
fn tail_marker(format: ApiFormat) -> Option<&'static str> {
    match format {
        ApiFormat::OpenAiChat => Some("\"finish_reason\":\"tool_calls\""),
        ApiFormat::Anthropic => Some("message_stop"),
        ApiFormat::OpenAiResponses | ApiFormat::Gemini => None,
    }
}

/// (1) Text, then two calls; only the second is refused.
#[test]
fn second_call_replaced_first_released_byte_identical() {
    for format in FORMATS {
        let input = fixture(format);
        let (out, judged) = run(format, &[&input], refusing(&["issue_refund"]));
        golden(&format!("{}_second_refused", format.as_str()), &out);

        // Judged once each, in order, with the complete arguments.
        let names: Vec<&str> = judged.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["lookup_order", "issue_refund"], "{format:?}");
        let args: Vec<Value> = judged
            .iter()
            .map(|c| serde_json::from_str(&c.arguments).unwrap())
            .collect();
        assert_eq!(
            args[0],
            serde_json::json!({"order_id": "A-17"}),
            "{format:?}"
        );
        assert_eq!(
            args[1],
            serde_json::json!({"order_id": "A-17", "amount": -5}),
            "{format:?}"
        );
        let ids: Vec<Option<&str>> = judged.iter().map(|c| c.id.as_deref()).collect();
        let expected_ids = match format {
            ApiFormat::OpenAiChat | ApiFormat::OpenAiResponses => [Some("call_a"), Some("call_b")],
            ApiFormat::Anthropic => [Some("toolu_a"), Some("toolu_b")],
            ApiFormat::Gemini => [None, None],
        };
        assert_eq!(ids, expected_ids, "{format:?}");

        // Everything up to the refused call is the provider's own bytes, text and the
        // first call included; so is everything after it that it does not touch.
        let cut = offset_of_event(&input, first_event_with(&input, "issue_refund"));
        assert_eq!(out[..cut], input[..cut], "{format:?}: prefix changed");
        if let Some(marker) = tail_marker(format) {
            let tail = &input[offset_of_event(&input, first_event_with(&input, marker))..];
            assert!(out.ends_with(tail), "{format:?}: tail changed");
        }
        assert!(!contains(&out, b"issue_refund\",\"arguments"), "{format:?}");
        if format == ApiFormat::Gemini {
            // Events written in place of the provider's keep its CRLF line ends.
            assert!(events(&out).iter().all(|e| e.ends_with(b"}\r\n\r\n")));
        }

        // Read back, the answer is the text, the first call and the refusal as text.
        let view = read_back(format, &out);
        assert_eq!(tool_names(&view), ["lookup_order"], "{format:?}");
        let expected_text = match format {
            // Separate blocks / items: the refusal is its own text.
            ApiFormat::Anthropic | ApiFormat::OpenAiResponses => {
                format!("Let me check the order.{REFUSAL}")
            }
            // One running text: the refusal starts a new paragraph.
            ApiFormat::OpenAiChat | ApiFormat::Gemini => {
                format!("Let me check the order.\n\n{REFUSAL}")
            }
        };
        assert_eq!(view.content, expected_text, "{format:?}");

        // A call remains: the stop reason still asks for tool results.
        let stop = match format {
            ApiFormat::OpenAiChat => "\"finish_reason\":\"tool_calls\"",
            ApiFormat::Anthropic => "\"stop_reason\":\"tool_use\"",
            ApiFormat::OpenAiResponses => "\"status\":\"completed\"",
            ApiFormat::Gemini => "\"finishReason\":\"STOP\"",
        };
        assert!(contains(&out, stop.as_bytes()), "{format:?}");
    }
}

/// The Responses replacement is a complete message item at the call's output index,
/// with sequence numbers that never go back.
#[test]
fn responses_replacement_is_a_message_item_in_order() {
    let input = fixture(ApiFormat::OpenAiResponses);
    let (out, _) = run(
        ApiFormat::OpenAiResponses,
        &[&input],
        refusing(&["issue_refund"]),
    );
    let bodies: Vec<Value> = events(&out)
        .iter()
        .map(|e| {
            let text = std::str::from_utf8(e).unwrap();
            let data = text.lines().find_map(|l| l.strip_prefix("data: ")).unwrap();
            serde_json::from_str(data).unwrap()
        })
        .collect();
    let numbers: Vec<u64> = bodies
        .iter()
        .map(|b| b["sequence_number"].as_u64().unwrap())
        .collect();
    assert!(numbers.windows(2).all(|w| w[0] <= w[1]), "{numbers:?}");
    let done: Vec<(u64, &str)> = bodies
        .iter()
        .filter(|b| b["type"] == "response.output_item.done")
        .map(|b| {
            (
                b["output_index"].as_u64().unwrap(),
                b["item"]["type"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(done, [(0, "message"), (1, "function_call"), (2, "message")]);
    let kinds: Vec<&str> = bodies
        .iter()
        .filter(|b| b["output_index"] == 2)
        .map(|b| b["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "response.output_item.added",
            "response.content_part.added",
            "response.output_text.delta",
            "response.output_text.done",
            "response.content_part.done",
            "response.output_item.done",
        ]
    );
    let completed = bodies.last().unwrap();
    assert_eq!(completed["type"], "response.completed");
    assert_eq!(completed["response"]["output"][2]["type"], "message");
    assert_eq!(
        completed["response"]["output"][2]["content"][0]["text"],
        REFUSAL
    );
}

/// (2) Every call refused: the stop reason no longer asks for tool results.
#[test]
fn every_call_replaced_rewrites_the_stop_reason() {
    for format in FORMATS {
        let input = fixture(format);
        let (out, judged) = run(
            format,
            &[&input],
            refusing(&["lookup_order", "issue_refund"]),
        );
        golden(&format!("{}_all_refused", format.as_str()), &out);
        assert_eq!(judged.len(), 2, "{format:?}");
        let view = read_back(format, &out);
        assert!(view.tool_calls.is_empty(), "{format:?}: {view:?}");
        assert!(
            view.content.contains("[Argus] lookup_order was refused")
                && view.content.ends_with(REFUSAL),
            "{format:?}: {}",
            view.content
        );
        let text = String::from_utf8(out).unwrap();
        match format {
            ApiFormat::OpenAiChat => {
                assert!(text.contains("\"finish_reason\":\"stop\""));
                assert!(!text.contains("\"finish_reason\":\"tool_calls\""));
                assert!(!text.contains("\"tool_calls\""));
            }
            ApiFormat::Anthropic => {
                assert!(text.contains("\"stop_reason\":\"end_turn\""));
                assert!(!text.contains("tool_use"));
            }
            ApiFormat::OpenAiResponses => assert!(!text.contains("function_call")),
            // Gemini's finishReason is STOP for tool calls too: unchanged.
            ApiFormat::Gemini => {
                assert!(text.contains("\"finishReason\":\"STOP\""));
                assert!(!text.contains("functionCall"));
            }
        }
    }
}

/// (3) Every call allowed: the agent receives the provider's bytes exactly, however the
/// stream is split.
#[test]
fn all_allowed_is_byte_identical_for_every_split() {
    for format in FORMATS {
        let input = fixture(format);
        for cut in 0..=input.len() {
            let (out, judged) = run(format, &[&input[..cut], &input[cut..]], |_| {
                CallRuling::Allow
            });
            assert!(out == input, "{format:?}: cut at {cut}");
            assert_eq!(judged.len(), 2, "{format:?}: cut at {cut}");
        }
        let bytes: Vec<&[u8]> = input.chunks(1).collect();
        let (out, _) = run(format, &bytes, |_| CallRuling::Allow);
        assert!(out == input, "{format:?}: byte at a time");
    }
}

/// A refused call's output does not depend on how the stream is split either.
#[test]
fn replacement_is_the_same_for_every_split() {
    for format in FORMATS {
        let input = fixture(format);
        let (whole, _) = run(format, &[&input], refusing(&["issue_refund"]));
        for cut in 0..=input.len() {
            let (out, _) = run(
                format,
                &[&input[..cut], &input[cut..]],
                refusing(&["issue_refund"]),
            );
            assert!(out == whole, "{format:?}: cut at {cut}");
        }
    }
}

/// (4) Text before any call leaves with the push that completes its event; a call's
/// events are held (Gemini's arrive whole and are judged at once).
#[test]
fn text_is_released_by_the_push_that_completes_it() {
    for format in FORMATS {
        let input = fixture(format);
        let all = events(&input);
        let first_call = first_event_with(&input, "lookup_order");
        let mut gate = StreamGate::new(format, refusing(&[]));
        for (i, e) in all[..first_call].iter().enumerate() {
            let half = e.len() / 2;
            assert!(gate.push(&e[..half]).is_empty(), "{format:?} event {i}");
            let out = gate.push(&e[half..]);
            assert_eq!(&out[..], *e, "{format:?} event {i}");
        }
        let out = gate.push(all[first_call]);
        match format {
            ApiFormat::Gemini => assert_eq!(&out[..], all[first_call]),
            _ => assert!(out.is_empty(), "{format:?}: the call start was not held"),
        }
    }
}

/// (5) An event that is not JSON passes through untouched, wherever it comes.
#[test]
fn malformed_event_passes_through() {
    let junk: &[u8] = b"data: {\"choices\": [oops\n\n";
    for format in FORMATS {
        let input = fixture(format);
        let all = events(&input);
        // Once before the calls, once while the first call is held.
        let at = [
            first_event_with(&input, "lookup_order"),
            first_event_with(&input, "lookup_order") + 1,
        ];
        let mut with_junk = Vec::new();
        for (i, e) in all.iter().enumerate() {
            if at.contains(&i) {
                with_junk.extend_from_slice(junk);
            }
            with_junk.extend_from_slice(e);
        }
        let (out, _) = run(format, &[&with_junk], |_| CallRuling::Allow);
        assert!(out == with_junk, "{format:?}");
        let (out, judged) = run(format, &[&with_junk], refusing(&["issue_refund"]));
        assert_eq!(judged.len(), 2, "{format:?}");
        assert_eq!(
            out.windows(junk.len()).filter(|w| *w == junk).count(),
            2,
            "{format:?}"
        );
    }
}

/// Valid JSON of unexpected shapes never panics and passes through when it carries no call.
#[test]
fn odd_shapes_pass_through_without_panic() {
    let odd = [
        r#"{"choices":[5,{"index":0,"delta":"x","finish_reason":"tool_calls"}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":"x"}}]}"#,
        r#"{"choices":{"a":1},"usage":null}"#,
        r#"{"type":"content_block_delta","index":"x","delta":7}"#,
        r#"{"type":"message_delta","delta":"tool_use"}"#,
        r#"{"type":"response.completed","response":{"output":"x"}}"#,
        r#"{"type":"response.function_call_arguments.delta","output_index":99,"delta":5}"#,
        r#"{"candidates":[5,{"content":"x"},{"content":{"parts":[1,{"functionCall":7}]}}]}"#,
        r#"[1,2,3]"#,
        r#""text""#,
    ];
    let mut stream = Vec::new();
    for o in odd {
        stream.extend_from_slice(format!("data: {o}\n\n").as_bytes());
    }
    stream.extend_from_slice(b": keep-alive\n\n\n\nevent: ping\n\n");
    for format in FORMATS {
        let (out, judged) = run(format, &[&stream], refusing(&["issue_refund"]));
        assert!(out == stream, "{format:?}");
        assert!(judged.is_empty(), "{format:?}");
    }
}

/// A stream that ends inside a call: the call is judged at `finish` with what it has.
#[test]
fn incomplete_call_is_judged_at_finish() {
    for format in [
        ApiFormat::OpenAiChat,
        ApiFormat::Anthropic,
        ApiFormat::OpenAiResponses,
    ] {
        let input = fixture(format);
        // Up to the refused call's first argument delta.
        let end = first_event_with(&input, "{\\\"order_id\\\":\\\"A-17\\\",") + 1;
        let cut = &input[..offset_of_event(&input, end)];
        let (out, judged) = run(format, &[cut], refusing(&["issue_refund"]));
        assert_eq!(judged.len(), 2, "{format:?}");
        assert_eq!(judged[1].arguments, "{\"order_id\":\"A-17\",", "{format:?}");
        assert!(contains(&out, b"issue_refund was refused"), "{format:?}");
        let (out, _) = run(format, &[cut], |_| CallRuling::Allow);
        assert!(out == cut, "{format:?}");
    }
}

/// A call that grows beyond [`MAX_HELD`] is judged with what it has, before its end.
#[test]
fn held_bytes_are_bounded() {
    let chunk = |delta: &str| {
        format!(
            "data: {{\"choices\":[{{\"index\":0,\"delta\":{delta},\"finish_reason\":null}}]}}\n\n"
        )
    };
    let mut seen = Vec::new();
    let mut gate = StreamGate::new(ApiFormat::OpenAiChat, |c: &ProposedCall| {
        seen.push(c.arguments.len());
        CallRuling::Allow
    });
    let start = chunk(
        r#"{"tool_calls":[{"index":0,"id":"call_x","function":{"name":"upload","arguments":"{\"blob\":\""}}]}"#,
    );
    assert!(gate.push(start.as_bytes()).is_empty());
    let piece = chunk(&format!(
        r#"{{"tool_calls":[{{"index":0,"function":{{"arguments":"{}"}}}}]}}"#,
        "a".repeat(4096)
    ));
    let mut released = 0;
    let mut pushed = start.len();
    while released == 0 {
        released += gate.push(piece.as_bytes()).len();
        pushed += piece.len();
        assert!(
            pushed <= MAX_HELD + 2 * piece.len(),
            "still held at {pushed}"
        );
    }
    assert_eq!(released, pushed, "the held call is released whole");
    // Later deltas of the judged (allowed) call pass straight through.
    assert_eq!(gate.push(piece.as_bytes()).len(), piece.len());
    let done =
        "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n";
    assert_eq!(gate.push(done.as_bytes()).len(), done.len());
    drop(gate);
    // Judged once, with the arguments it had when the bound was reached.
    assert_eq!(seen.len(), 1);
    assert!(seen[0] > MAX_HELD / 2 && seen[0] < pushed, "{seen:?}");
}

/// A chat chunk carrying text and a call's start: the text is not held behind the call,
/// and is kept when the call is refused.
#[test]
fn chat_chunk_mixing_text_and_call_is_split() {
    let mixed = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"Refunding now.\",\"tool_calls\":[{\"index\":0,\"id\":\"call_r\",\"type\":\"function\",\"function\":{\"name\":\"issue_refund\",\"arguments\":\"{\\\"amount\\\":\"}}]},\"finish_reason\":null}]}\n\n";
    let rest = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"-5}\"}}]},\"finish_reason\":null}]}\n\ndata: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n";
    for refuse in [false, true] {
        let mut gate = StreamGate::new(ApiFormat::OpenAiChat, move |_: &ProposedCall| {
            if refuse {
                CallRuling::Replace {
                    text: REFUSAL.into(),
                }
            } else {
                CallRuling::Allow
            }
        });
        let first = gate.push(mixed.as_bytes());
        assert_eq!(
            read_back(ApiFormat::OpenAiChat, &first).content,
            "Refunding now."
        );
        assert!(!contains(&first, b"tool_calls"));
        let mut out = first.to_vec();
        out.extend_from_slice(&gate.push(rest.as_bytes()));
        out.extend_from_slice(&gate.finish());
        let view = read_back(ApiFormat::OpenAiChat, &out);
        if refuse {
            assert_eq!(view.content, format!("Refunding now.\n\n{REFUSAL}"));
            assert!(view.tool_calls.is_empty());
            assert!(contains(&out, b"\"finish_reason\":\"stop\""));
        } else {
            assert_eq!(view.content, "Refunding now.");
            assert_eq!(tool_names(&view), ["issue_refund"]);
            assert_eq!(
                view.tool_calls[0].arguments,
                serde_json::json!({"amount": -5})
            );
        }
    }
}

/// The stream mock-llm and some servers send: a Responses call only as its
/// `output_item.done`, arguments whole.
#[test]
fn responses_call_without_added_event_is_replaced() {
    let stream = concat!(
        "event: response.created\ndata: {\"type\":\"response.created\",\"response\":{\"id\":\"resp_mock\",\"status\":\"in_progress\"}}\n\n",
        "event: response.output_item.done\ndata: {\"type\":\"response.output_item.done\",\"output_index\":0,\"item\":{\"type\":\"function_call\",\"id\":\"fc_0\",\"call_id\":\"call_0\",\"name\":\"issue_refund\",\"arguments\":\"{\\\"amount\\\":-5}\",\"status\":\"completed\"}}\n\n",
        "event: response.completed\ndata: {\"type\":\"response.completed\",\"response\":{\"id\":\"resp_mock\",\"status\":\"completed\",\"output\":[{\"type\":\"function_call\",\"id\":\"fc_0\",\"call_id\":\"call_0\",\"name\":\"issue_refund\",\"arguments\":\"{\\\"amount\\\":-5}\",\"status\":\"completed\"}]}}\n\n",
    );
    let (out, judged) = run(
        ApiFormat::OpenAiResponses,
        &[stream.as_bytes()],
        refusing(&["issue_refund"]),
    );
    assert_eq!(judged[0].arguments, "{\"amount\":-5}");
    assert_eq!(judged[0].id.as_deref(), Some("call_0"));
    let view = read_back(ApiFormat::OpenAiResponses, &out);
    assert!(view.tool_calls.is_empty());
    assert_eq!(view.content, REFUSAL);
    assert_eq!(
        events(&out)
            .iter()
            .filter(|e| e.starts_with(b"event: response.output_item."))
            .count(),
        2
    );
}

/// An event too large to inspect cuts the answer with the format's error event.
#[test]
fn oversized_event_fails_closed() {
    for format in FORMATS {
        let mut gate = StreamGate::new(format, refusing(&[]));
        let text = b"data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"hi\"}}]}\n\n";
        assert_eq!(&gate.push(text)[..], text);
        let mut out = gate.push(b"data: {\"x\":\"").to_vec();
        out.extend_from_slice(&gate.push(&vec![b'a'; MAX_EVENT]));
        assert!(gate.overflowed(), "{format:?}");
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("larger than"), "{format:?}: {out}");
        assert!(out.ends_with("\n\n"));
        assert!(gate.push(b"data: {}\n\n").is_empty());
        assert!(gate.finish().is_empty());
    }
}

#[test]
fn a_paused_call_and_what_follows_wait_for_resume_and_the_text_before_does_not() {
    for format in FORMATS {
        let input = fixture(format);
        let mut whole = StreamGate::new(format, refusing(&["issue_refund"]));
        let mut expected = whole.push(&input).to_vec();
        expected.extend_from_slice(&whole.finish());

        let mut gate = StreamGate::new(format, refusing(&["issue_refund"]))
            .pausing(|c: &ProposedCall| c.name == "issue_refund");
        let mut out = gate.push(&input).to_vec();
        let paused = gate.take_paused();
        assert_eq!(
            paused.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
            ["issue_refund"],
            "{format:?}"
        );
        let text = String::from_utf8_lossy(&out).to_string();
        assert!(text.contains("lookup_order"), "{format:?}: {text}");
        assert!(!text.contains(REFUSAL), "{format:?}: judged before resume");
        assert!(
            gate.take_paused().is_empty(),
            "{format:?}: handed out twice"
        );
        out.extend_from_slice(&gate.close());
        out.extend_from_slice(&gate.resume());
        out.extend_from_slice(&gate.finish());
        assert_eq!(
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&expected),
            "{format:?}: a paused stream ends as an unpaused one"
        );
    }
}
