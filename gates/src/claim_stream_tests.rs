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

fn datas(out: &[u8]) -> Vec<Value> {
    String::from_utf8_lossy(out)
        .lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim_end()).ok())
        .collect()
}

fn text_of(out: &[u8]) -> String {
    datas(out)
        .iter()
        .filter_map(|v| {
            v["choices"][0]["delta"]["content"]
                .as_str()
                .map(String::from)
        })
        .collect()
}

/// Feeds `input` in small pieces under `ruling`; returns what reached the agent before
/// the end, all of it, and the texts judged.
fn run(
    format: ApiFormat,
    input: &[u8],
    ruling: AnswerRuling,
) -> (usize, Vec<u8>, Vec<Result<String, BundleError>>) {
    let mut judged = Vec::new();
    let mut g = ClaimStream::new(format, |t: Result<&str, BundleError>| {
        judged.push(t.map(str::to_string));
        ruling.clone()
    });
    let mut out = Vec::new();
    for piece in input.chunks(7) {
        out.extend_from_slice(&g.push(piece));
    }
    let early = out.len();
    out.extend_from_slice(&g.finish());
    drop(g);
    (early, out, judged)
}

const NOTE: &str = "[Argus] the final answer was refused: FACT claim c1 has no evidence";

fn refuse() -> AnswerRuling {
    AnswerRuling::Replace { text: NOTE.into() }
}

#[test]
fn a_kept_answer_is_released_byte_for_byte_at_the_end() {
    let input = stream(&["{\"a\":", "1}"]);
    let (early, out, judged) = run(ApiFormat::OpenAiChat, &input, AnswerRuling::Keep);
    assert_eq!(early, 0, "nothing before the answer is judged");
    assert_eq!(out, input);
    assert_eq!(judged, [Ok("{\"a\":1}".to_string())]);
}

#[test]
fn a_replaced_answer_carries_the_note_in_its_first_content_delta() {
    let input = stream(&["", "{\"a\":", "1}"]);
    let (_, out, _) = run(ApiFormat::OpenAiChat, &input, refuse());
    assert_eq!(text_of(&out), NOTE);
    assert!(String::from_utf8_lossy(&out).ends_with("data: [DONE]\n\n"));
}

#[test]
fn a_tool_call_releases_the_stream_unjudged() {
    let call = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c\",\"function\":{\"name\":\"f\",\"arguments\":\"\"}}]}}]}\n\n";
    let mut g = ClaimStream::new(
        ApiFormat::OpenAiChat,
        |_: Result<&str, BundleError>| -> AnswerRuling { panic!("a call is not a final answer") },
    );
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
    let mut g = ClaimStream::new(ApiFormat::OpenAiChat, |t: Result<&str, BundleError>| {
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

#[test]
fn a_chat_chunk_that_is_not_an_object_is_passed_on_not_a_panic() {
    let input = "data: {\"choices\":[7,{\"index\":0,\"delta\":5}]}\n\ndata: [DONE]\n\n";
    let (_, out, judged) = run(ApiFormat::OpenAiChat, input.as_bytes(), refuse());
    assert_eq!(out, input.as_bytes());
    assert_eq!(judged, [Ok(String::new())]);
}

// ---- OpenAI Responses ----

fn ev(name: &str, v: Value) -> String {
    format!("event: {name}\ndata: {v}\n\n")
}

fn responses_stream(parts: &[&str], calls: bool) -> Vec<u8> {
    let text: String = parts.concat();
    let message = json!({"type": "message", "id": "msg_1", "status": "completed", "role": "assistant",
        "content": [{"type": "output_text", "text": text, "annotations": []}]});
    let mut s = ev(
        "response.created",
        json!({"type": "response.created", "sequence_number": 0, "response": {"id": "resp_1", "status": "in_progress"}}),
    );
    s += &ev(
        "response.output_item.added",
        json!({"type": "response.output_item.added", "output_index": 0, "item": {"type": "message", "id": "msg_1", "status": "in_progress", "role": "assistant", "content": []}}),
    );
    for p in parts {
        s += &ev(
            "response.output_text.delta",
            json!({"type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": p}),
        );
    }
    s += &ev(
        "response.output_text.done",
        json!({"type": "response.output_text.done", "item_id": "msg_1", "output_index": 0, "content_index": 0, "text": text}),
    );
    s += &ev(
        "response.content_part.done",
        json!({"type": "response.content_part.done", "item_id": "msg_1", "output_index": 0, "content_index": 0, "part": {"type": "output_text", "text": text, "annotations": []}}),
    );
    s += &ev(
        "response.output_item.done",
        json!({"type": "response.output_item.done", "output_index": 0, "item": message}),
    );
    let mut output = vec![message];
    if calls {
        let call = json!({"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "lookup_order", "arguments": "{}"});
        s += &ev(
            "response.output_item.added",
            json!({"type": "response.output_item.added", "output_index": 1, "item": call}),
        );
        output.push(call);
    }
    s += &ev(
        "response.completed",
        json!({"type": "response.completed", "response": {"id": "resp_1", "status": "completed", "output": output}}),
    );
    s.into_bytes()
}

#[test]
fn a_kept_responses_answer_is_released_byte_for_byte_at_the_end() {
    let input = responses_stream(&["{\"a\":", "1}"], false);
    let (early, out, judged) = run(ApiFormat::OpenAiResponses, &input, AnswerRuling::Keep);
    assert_eq!(early, 0);
    assert_eq!(out, input);
    assert_eq!(judged, [Ok("{\"a\":1}".to_string())]);
}

#[test]
fn a_refused_responses_answer_carries_the_note_in_every_text_event() {
    let input = responses_stream(&["{\"a\":", "1}"], false);
    let (_, out, _) = run(ApiFormat::OpenAiResponses, &input, refuse());
    let text = String::from_utf8_lossy(&out);
    assert!(!text.contains("{\\\"a\\\":"), "the bundle leaked: {text}");
    let events = datas(&out);
    let of = |kind: &str| -> Vec<&Value> { events.iter().filter(|v| v["type"] == kind).collect() };
    let deltas: String = of("response.output_text.delta")
        .iter()
        .filter_map(|v| v["delta"].as_str())
        .collect();
    assert_eq!(deltas, NOTE);
    assert_eq!(of("response.output_text.done")[0]["text"], NOTE);
    assert_eq!(of("response.content_part.done")[0]["part"]["text"], NOTE);
    assert_eq!(
        of("response.output_item.done")[0]["item"]["content"][0]["text"],
        NOTE
    );
    let completed = of("response.completed")[0];
    assert_eq!(
        completed["response"]["output"][0]["content"][0]["text"],
        NOTE
    );
    assert_eq!(completed["response"]["output"][0]["id"], "msg_1");
    // Every event keeps its `event:` line.
    assert_eq!(text.matches("event: ").count(), events.len(), "{text}");
}

#[test]
fn an_explained_responses_answer_is_the_bundle_with_its_caveat() {
    let bundle = r#"{"id":"b","claims":[]}"#;
    let input = responses_stream(&[&bundle[..5], &bundle[5..]], false);
    let note = "[Argus] Note: uncertainty 0.62 above 0.50 for claim c2";
    let (_, out, _) = run(
        ApiFormat::OpenAiResponses,
        &input,
        AnswerRuling::Caveat { note: note.into() },
    );
    let deltas: String = datas(&out)
        .iter()
        .filter(|v| v["type"] == "response.output_text.delta")
        .filter_map(|v| v["delta"].as_str().map(String::from))
        .collect();
    let v: Value = serde_json::from_str(&deltas).unwrap_or_default();
    assert_eq!(v["audit_trail"]["caveats"], json!([note]));
    assert_eq!(v["id"], "b");
}

#[test]
fn a_responses_function_call_releases_the_stream_unjudged() {
    let input = responses_stream(&["Let me look."], true);
    let (early, out, judged) = run(ApiFormat::OpenAiResponses, &input, refuse());
    assert!(early > 0, "released when the call appeared");
    assert_eq!(out, input);
    assert!(judged.is_empty());
}

// ---- Anthropic ----

fn anthropic_stream(parts: &[&str], call: bool) -> Vec<u8> {
    let mut s = ev(
        "message_start",
        json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant", "content": [], "stop_reason": null}}),
    );
    let mut index = 0;
    if !parts.is_empty() {
        s += &ev(
            "content_block_start",
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
        );
        for p in parts {
            s += &ev(
                "content_block_delta",
                json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": p}}),
            );
        }
        s += &ev(
            "content_block_stop",
            json!({"type": "content_block_stop", "index": 0}),
        );
        index += 1;
    }
    if call {
        s += &ev(
            "content_block_start",
            json!({"type": "content_block_start", "index": index, "content_block": {"type": "tool_use", "id": "toolu_1", "name": "lookup_order", "input": {}}}),
        );
        s += &ev(
            "content_block_stop",
            json!({"type": "content_block_stop", "index": index}),
        );
    }
    let stop = if call { "tool_use" } else { "end_turn" };
    s += &ev(
        "message_delta",
        json!({"type": "message_delta", "delta": {"stop_reason": stop}, "usage": {"output_tokens": 3}}),
    );
    s += &ev("message_stop", json!({"type": "message_stop"}));
    s.into_bytes()
}

fn anthropic_text(out: &[u8]) -> String {
    datas(out)
        .iter()
        .filter(|v| v["type"] == "content_block_delta")
        .filter_map(|v| v["delta"]["text"].as_str().map(String::from))
        .collect()
}

#[test]
fn a_kept_anthropic_answer_is_released_byte_for_byte_at_the_end() {
    let input = anthropic_stream(&["{\"a\":", "1}"], false);
    let (early, out, judged) = run(ApiFormat::Anthropic, &input, AnswerRuling::Keep);
    assert_eq!(early, 0);
    assert_eq!(out, input);
    assert_eq!(judged, [Ok("{\"a\":1}".to_string())]);
}

#[test]
fn a_refused_anthropic_answer_carries_the_note_in_its_text_block() {
    let input = anthropic_stream(&["{\"a\":", "1}"], false);
    let (_, out, _) = run(ApiFormat::Anthropic, &input, refuse());
    assert_eq!(anthropic_text(&out), NOTE);
    let kinds: Vec<Value> = datas(&out).iter().map(|v| v["type"].clone()).collect();
    assert_eq!(
        kinds,
        [
            "message_start",
            "content_block_start",
            "content_block_delta",
            "content_block_delta",
            "content_block_stop",
            "message_delta",
            "message_stop"
        ]
    );
}

#[test]
fn an_anthropic_answer_without_text_gets_a_text_block_for_the_note() {
    let input = anthropic_stream(&[], false);
    let (_, out, judged) = run(ApiFormat::Anthropic, &input, refuse());
    assert_eq!(judged, [Ok(String::new())]);
    assert_eq!(anthropic_text(&out), NOTE);
    let text = String::from_utf8_lossy(&out);
    let start = text
        .find("event: content_block_start")
        .unwrap_or(usize::MAX);
    let delta = text.find("event: message_delta").unwrap_or(0);
    assert!(start < delta, "{text}");
}

#[test]
fn an_anthropic_tool_use_releases_the_stream_unjudged() {
    let input = anthropic_stream(&["Let me look."], true);
    let (early, out, judged) = run(ApiFormat::Anthropic, &input, refuse());
    assert!(early > 0);
    assert_eq!(out, input);
    assert!(judged.is_empty());
}

// ---- Gemini ----

fn gemini_stream(parts: &[&str], call: bool) -> Vec<u8> {
    let mut s = String::new();
    for (i, p) in parts.iter().enumerate() {
        let mut c = json!({"candidates": [{"content": {"role": "model", "parts": [{"text": p}]}, "index": 0}]});
        if i == 0 {
            c["candidates"][0]["content"]["parts"] =
                json!([{"text": "thinking", "thought": true}, {"text": p}]);
        }
        if i + 1 == parts.len() && !call {
            c["candidates"][0]["finishReason"] = json!("STOP");
        }
        s += &format!("data: {c}\r\n\r\n");
    }
    if call {
        let c = json!({"candidates": [{"content": {"role": "model", "parts": [{"functionCall": {"name": "lookup_order", "args": {}}}]}, "finishReason": "STOP", "index": 0}]});
        s += &format!("data: {c}\r\n\r\n");
    }
    s.into_bytes()
}

fn gemini_text(out: &[u8]) -> String {
    datas(out)
        .iter()
        .flat_map(|v| {
            v["candidates"][0]["content"]["parts"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter(|p| p["thought"] != true)
        .filter_map(|p| p["text"].as_str().map(String::from))
        .collect()
}

#[test]
fn a_kept_gemini_answer_is_released_byte_for_byte_at_the_end() {
    let input = gemini_stream(&["{\"a\":", "1}"], false);
    let (early, out, judged) = run(ApiFormat::Gemini, &input, AnswerRuling::Keep);
    assert_eq!(early, 0);
    assert_eq!(out, input);
    assert_eq!(judged, [Ok("{\"a\":1}".to_string())]);
}

#[test]
fn a_refused_gemini_answer_carries_the_note_in_its_text_parts() {
    let input = gemini_stream(&["{\"a\":", "1}"], false);
    let (_, out, _) = run(ApiFormat::Gemini, &input, refuse());
    assert_eq!(gemini_text(&out), NOTE);
    let text = String::from_utf8_lossy(&out);
    assert!(text.contains("\"thought\":true"), "thoughts stay: {text}");
    assert!(text.contains("\"finishReason\":\"STOP\""), "{text}");
    assert_eq!(text.matches("\r\n\r\n").count(), 2, "CRLF kept: {text}");
}

#[test]
fn a_gemini_candidate_without_text_gets_a_part_for_the_note() {
    let input = "data: {\"candidates\":[{\"finishReason\":\"STOP\",\"index\":0}]}\n\n";
    let (_, out, judged) = run(ApiFormat::Gemini, input.as_bytes(), refuse());
    assert_eq!(judged, [Ok(String::new())]);
    assert_eq!(gemini_text(&out), NOTE);
}

#[test]
fn a_gemini_function_call_releases_the_stream_unjudged() {
    let input = gemini_stream(&["Let me look."], true);
    let (early, out, judged) = run(ApiFormat::Gemini, &input, refuse());
    assert!(early > 0);
    assert_eq!(out, input);
    assert!(judged.is_empty());
}
