use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

const FORMATS: [ApiFormat; 4] = [
    ApiFormat::OpenAiChat,
    ApiFormat::OpenAiResponses,
    ApiFormat::Anthropic,
    ApiFormat::Gemini,
];

fn samples() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/estimate/token_samples.json"
    );
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str::<Vec<Value>>(&text).unwrap()
}

#[test]
fn never_below_real_bpe_counts() {
    let samples = samples();
    assert!(samples.len() >= 30, "the sample set shrank");
    for s in &samples {
        let name = s["name"].as_str().unwrap();
        let text = s["text"].as_str().unwrap();
        let real = s["cl100k"]
            .as_u64()
            .unwrap()
            .max(s["o200k"].as_u64().unwrap());
        let est = estimate_text(text);
        assert!(
            est >= real,
            "{name}: estimate {est} is below the real count {real}"
        );
    }
}

#[test]
fn stays_useful_for_prose_and_code() {
    // The bound must not be so loose that limits refuse what would fit.
    for s in samples() {
        let name = s["name"].as_str().unwrap();
        if !["english", "design", "rust_code", "python_code", "yaml"].contains(&name) {
            continue;
        }
        let real = s["cl100k"].as_u64().unwrap();
        let est = estimate_text(s["text"].as_str().unwrap());
        assert!(
            est * 10 <= real * 20,
            "{name}: estimate {est} is more than twice the real {real}"
        );
    }
}

#[test]
fn small_texts() {
    assert_eq!(estimate_text(""), 0);
    assert_eq!(estimate_text("x"), 1);
    assert_eq!(estimate_text("hello world"), 2);
    assert_eq!(estimate_text("123456"), 2);
    // A byte-level BPE never needs more than a token per byte.
    assert_eq!(estimate_text("é"), 2);
    assert_eq!(estimate_text("🎉"), 4);
}

#[test]
fn counts_every_prompt_part_in_each_format() {
    let system = "You are a meticulous refund agent. ".repeat(20);
    let bodies = [
        (
            ApiFormat::OpenAiChat,
            json!({"model": "m", "messages": [{"role": "system", "content": system}, {"role": "user", "content": "hi"}]}),
        ),
        (
            ApiFormat::OpenAiResponses,
            json!({"model": "m", "instructions": system, "input": "hi"}),
        ),
        (
            ApiFormat::Anthropic,
            json!({"model": "m", "system": system, "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]}),
        ),
        (
            ApiFormat::Gemini,
            json!({"systemInstruction": {"parts": [{"text": system}]}, "contents": [{"role": "user", "parts": [{"text": "hi"}]}]}),
        ),
    ];
    let floor = estimate_text(&system);
    for (format, body) in bodies {
        let e = estimate_request(format, &body, 100);
        assert!(
            e.input > floor,
            "{format:?}: {e:?} misses the system prompt"
        );
    }
}

#[test]
fn routing_fields_are_not_prompt_text() {
    let a = json!({"model": "m", "messages": [{"role": "user", "content": "hi"}]});
    let mut b = a.clone();
    b["metadata"] = json!({"session_id": "x".repeat(5000)});
    b["model"] = json!("y".repeat(5000));
    let ea = estimate_request(ApiFormat::OpenAiChat, &a, 1);
    let eb = estimate_request(ApiFormat::OpenAiChat, &b, 1);
    assert_eq!(ea, eb);
}

#[test]
fn tools_count_as_their_json() {
    let base = json!({"model": "m", "messages": [{"role": "user", "content": "hi"}]});
    let mut with_tools = base.clone();
    let tool = json!({"type": "function", "function": {"name": "issue_refund", "description": "Refund an order", "parameters": {"type": "object", "properties": {"order_id": {"type": "string"}}}}});
    with_tools["tools"] = json!([tool]);
    let a = estimate_request(ApiFormat::OpenAiChat, &base, 1).input;
    let b = estimate_request(ApiFormat::OpenAiChat, &with_tools, 1).input;
    assert!(b >= a + estimate_text(&tool.to_string()));
}

#[test]
fn images_cost_a_fixed_amount_not_their_bytes() {
    let data = format!("data:image/png;base64,{}", "A".repeat(1_000_000));
    let body = json!({"model": "m", "messages": [{"role": "user", "content": [
        {"type": "text", "text": "what is this?"},
        {"type": "image_url", "image_url": {"url": data}}
    ]}]});
    let e = estimate_request(ApiFormat::OpenAiChat, &body, 1);
    assert!(
        e.input >= IMAGE_TOKENS && e.input < IMAGE_TOKENS * 2,
        "{e:?}"
    );
    let gemini = json!({"contents": [{"parts": [{"inlineData": {"mimeType": "image/jpeg", "data": "A".repeat(100_000)}}]}]});
    let e = estimate_request(ApiFormat::Gemini, &gemini, 1);
    assert!(e.input < IMAGE_TOKENS * 2, "{e:?}");
}

#[test]
fn output_side_uses_the_format_field_or_the_default() {
    let cases = [
        (ApiFormat::OpenAiChat, json!({"max_tokens": 7}), 7),
        (
            ApiFormat::OpenAiChat,
            json!({"max_completion_tokens": 9, "max_tokens": 7}),
            9,
        ),
        (ApiFormat::OpenAiChat, json!({"max_tokens": 7, "n": 3}), 21),
        (
            ApiFormat::OpenAiResponses,
            json!({"max_output_tokens": 11}),
            11,
        ),
        (ApiFormat::Anthropic, json!({"max_tokens": 13}), 13),
        (
            ApiFormat::Gemini,
            json!({"generationConfig": {"maxOutputTokens": 15, "candidateCount": 2}}),
            30,
        ),
        (
            ApiFormat::Gemini,
            json!({"generation_config": {"max_output_tokens": 17}}),
            17,
        ),
        (ApiFormat::Anthropic, json!({}), 500),
    ];
    for (format, body, want) in cases {
        assert_eq!(
            estimate_request(format, &body, 500).max_output,
            want,
            "{format:?} {body}"
        );
    }
    let e = estimate_request(ApiFormat::Anthropic, &json!({"max_tokens": 13}), 500);
    assert_eq!(e.total(), e.input + 13);
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        ".{0,40}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::btree_map(".{0,12}", inner, 0..8)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn never_panics_on_any_body(body in arb_json(), default in any::<u64>()) {
        for format in FORMATS {
            let e = estimate_request(format, &body, default);
            let _ = e.total();
        }
    }

    #[test]
    fn text_is_monotonic_under_concatenation(a in "\\PC{0,60}", b in "\\PC{0,60}") {
        let joined = format!("{a}{b}");
        let whole = estimate_text(&joined);
        prop_assert!(whole >= estimate_text(&a), "{joined:?} < {a:?}");
        prop_assert!(whole >= estimate_text(&b), "{joined:?} < {b:?}");
    }

    #[test]
    fn text_is_monotonic_for_ascii_soup(a in "[ -~\\t\\n]{0,80}", b in "[ -~\\t\\n]{0,80}") {
        let joined = format!("{a}{b}");
        prop_assert!(estimate_text(&joined) >= estimate_text(&a).max(estimate_text(&b)));
    }

    #[test]
    fn request_is_monotonic_in_content(user in "\\PC{0,80}", more in "\\PC{1,80}", n_msgs in 0usize..4) {
        let history: Vec<Value> = (0..n_msgs).map(|i| json!({"role": "user", "content": format!("turn {i}")})).collect();
        let build = |text: &str| {
            let mut messages = history.clone();
            messages.push(json!({"role": "user", "content": text}));
            json!({"model": "m", "messages": messages})
        };
        let short = estimate_request(ApiFormat::OpenAiChat, &build(&user), 0);
        let long = estimate_request(ApiFormat::OpenAiChat, &build(&format!("{user}{more}")), 0);
        prop_assert!(long.input >= short.input);
        let mut extra = build(&user);
        if let Some(m) = extra["messages"].as_array_mut() {
            m.push(json!({"role": "user", "content": more}));
        }
        prop_assert!(estimate_request(ApiFormat::OpenAiChat, &extra, 0).input > short.input);
    }
}
