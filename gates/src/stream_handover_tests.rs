//! The hand-over of the gate's chat readings to the side reader: whatever the gate did
//! to a stream (calls allowed, refused, held and released later, chunks split, the
//! stream cut short, keep-alives between), the side reader's view with the hand-over is
//! the view of parsing the bytes the agent received, and most chunks are not parsed twice.
//! One of its streams comes through argus-wire's translator, as on a translating route.

use argus_wire::{ApiFormat, ChatHandover, ResponseView, StreamAccumulator, stream_translator};
use proptest::prelude::*;

use crate::stream::StreamGate;
use crate::{CallRuling, ProposedCall};

const REFUSAL: &str = "[Argus] issue_refund was refused: /amount: -5 is less than the minimum of 0";

const KEEP_ALIVE: &[u8] = b": argus awaiting approval apr-1\n\n";

fn fixture() -> Vec<u8> {
    let path = format!(
        "{}/tests/golden/openai_chat.sse",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A chunk mixing text and a call's start (split by the gate when the call is held),
/// two choices (the side reader reads the first element), an unusual shape read through
/// a `Value`, and usage.
fn mixed() -> Vec<u8> {
    [
        r#"{"choices":[{"index":0,"delta":{"role":"assistant","content":"Refunding now.","tool_calls":[{"index":0,"id":"call_r","type":"function","function":{"name":"issue_refund","arguments":"{\"amount\":"}}]},"finish_reason":null}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"-5}"}}]},"finish_reason":null}]}"#,
        r#"{"choices":[{"index":1,"delta":{"content":"B"}},{"index":0,"delta":{"content":" Also"}}]}"#,
        r#"{"choices":[{"index":"0","delta":{"content":" odd"}}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_l","function":{"name":"lookup_order","arguments":"{\"order_id\":\"A-1\"}"}}]},"finish_reason":null}]}"#,
        r#"{"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
        r#"{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":"x"}}"#,
        r#"{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":7}}"#,
        "[DONE]",
    ]
    .iter()
    .map(|d| format!("data: {d}\n\n"))
    .collect::<String>()
    .into_bytes()
}

/// The golden Anthropic stream translated into chat chunks, as a translating route
/// gates it.
fn translated() -> Vec<u8> {
    let path = format!("{}/tests/golden/anthropic.sse", env!("CARGO_MANIFEST_DIR"));
    let input = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut t =
        stream_translator(ApiFormat::Anthropic, ApiFormat::OpenAiChat, true).expect("a translator");
    let mut out = t.push(&input).to_vec();
    out.extend_from_slice(&t.finish());
    out
}

fn judge(refused: &'static [&'static str]) -> impl FnMut(&ProposedCall) -> CallRuling {
    move |call| {
        if refused.contains(&call.name.as_str()) {
            CallRuling::Replace {
                text: format!("{REFUSAL} ({})", call.name),
            }
        } else {
            CallRuling::Allow
        }
    }
}

fn parsed(stream: &[u8]) -> ResponseView {
    let mut acc = StreamAccumulator::new(ApiFormat::OpenAiChat);
    acc.push(stream);
    acc.finish()
}

/// What one run through the gate and the side reader gives.
struct Run {
    /// The bytes the agent received.
    out: Vec<u8>,
    /// The side reader's view with the hand-over.
    view: ResponseView,
    handover: ChatHandover,
}

/// Runs `input`, cut at `cuts` (ascending), through a gate that hands over, as the proxy
/// does: every output of the gate goes to the side reader at once; calls pause and are
/// resumed after each push (`pause`), with a keep-alive between (`keep_alive`).
fn run(
    input: &[u8],
    cuts: &[usize],
    refused: &'static [&'static str],
    pause: bool,
    keep_alive: bool,
) -> Run {
    let handover = ChatHandover::default();
    let mut gate = StreamGate::new(ApiFormat::OpenAiChat, judge(refused))
        .pausing(move |_: &ProposedCall| pause)
        .handing_over(handover.clone());
    let mut side =
        StreamAccumulator::new(ApiFormat::OpenAiChat).with_handover(Some(handover.clone()));
    let mut out = Vec::new();
    let mut pass = |bytes: &[u8], out: &mut Vec<u8>| {
        side.push(bytes);
        out.extend_from_slice(bytes);
    };
    let mut start = 0;
    for &end in cuts.iter().chain(std::iter::once(&input.len())) {
        let end = end.clamp(start, input.len());
        pass(&gate.push(&input[start..end]), &mut out);
        start = end;
        if !gate.take_paused().is_empty() {
            if keep_alive {
                pass(KEEP_ALIVE, &mut out);
            }
            pass(&gate.resume(), &mut out);
        }
    }
    pass(&gate.close(), &mut out);
    gate.take_paused();
    pass(&gate.resume(), &mut out);
    pass(&gate.finish(), &mut out);
    Run {
        out,
        view: side.finish(),
        handover,
    }
}

/// How many chat chunks (JSON objects) `stream` carries.
fn chunks(stream: &[u8]) -> usize {
    let mut parser = argus_wire::SseParser::default();
    let mut events = Vec::new();
    parser.push(stream, &mut events);
    parser.finish(&mut events);
    events
        .iter()
        .filter(|e| e.data.trim_start().starts_with('{'))
        .count()
}

#[test]
fn the_side_view_is_the_view_of_the_bytes_the_agent_received_for_every_split() {
    for (name, input) in [
        ("golden", fixture()),
        ("mixed", mixed()),
        ("translated", translated()),
    ] {
        for refused in [
            &[][..],
            &["issue_refund"][..],
            &["issue_refund", "lookup_order"][..],
        ] {
            for cut in 0..=input.len() {
                let r = run(&input, &[cut], refused, cut % 2 == 0, cut % 3 == 0);
                assert_eq!(
                    r.view,
                    parsed(&r.out),
                    "{name}, refusing {refused:?}, cut at {cut}"
                );
                assert_eq!(r.handover.waiting(), 0, "{name}: readings left over");
            }
        }
    }
}

#[test]
fn chunks_passed_on_unchanged_are_not_parsed_again() {
    // All calls allowed: every chunk reaches the agent as it came, read once.
    for input in [fixture(), translated()] {
        let r = run(&input, &[], &[], true, false);
        assert!(r.out == input, "allowed calls pass byte for byte");
        assert_eq!(r.handover.taken(), chunks(&input));
    }
    // A refused call: its chunks are rewritten or dropped, the rest is still read once.
    let input = fixture();
    let r = run(&input, &[], &["issue_refund"], true, true);
    assert_eq!(
        r.view.content,
        format!("Let me check the order.\n\n{REFUSAL} (issue_refund)")
    );
    assert_eq!(
        r.view
            .tool_calls
            .iter()
            .map(|t| t.name.as_str())
            .collect::<Vec<_>>(),
        ["lookup_order"]
    );
    // Rewritten: the refused call's start (now text); dropped: its two argument chunks.
    assert_eq!(r.handover.taken(), chunks(&input) - 3);
}

#[test]
fn a_reading_never_lands_on_a_chunk_changed_after_the_gate() {
    let input = fixture();
    let handover = ChatHandover::default();
    let mut gate =
        StreamGate::new(ApiFormat::OpenAiChat, judge(&[])).handing_over(handover.clone());
    let mut side =
        StreamAccumulator::new(ApiFormat::OpenAiChat).with_handover(Some(handover.clone()));
    let mut out = gate.push(&input).to_vec();
    out.extend_from_slice(&gate.finish());
    // Something between the gate and the side reader changes a chunk it passed on.
    let text = String::from_utf8(out)
        .unwrap()
        .replace("the order.", "the ORDER.")
        .replace(r#"A-17\"}"#, r#"B-99\"}"#);
    side.push(text.as_bytes());
    let view = side.finish();
    assert_eq!(view, parsed(text.as_bytes()));
    assert_eq!(view.content, "Let me check the ORDER.");
    assert_eq!(
        view.tool_calls[0].arguments,
        serde_json::json!({"order_id": "B-99"})
    );
    // The readings of the two changed chunks were dropped; the others were used.
    assert_eq!(handover.taken(), chunks(&input) - 2);
    assert_eq!(handover.waiting(), 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any number of cuts, any stream end (the upstream may stop anywhere), with or
    /// without pauses and keep-alives.
    #[test]
    fn any_split_and_any_end_give_the_view_of_the_received_bytes(
        which in 0usize..3,
        refused in 0usize..3,
        mut cuts in proptest::collection::vec(0usize..4000, 0..8),
        end in 0usize..4000,
        pause in any::<bool>(),
        keep_alive in any::<bool>(),
    ) {
        let input = [fixture(), mixed(), translated()][which].clone();
        let input = &input[..end.min(input.len())];
        let refused: &'static [&'static str] =
            [&[][..], &["issue_refund"][..], &["lookup_order"][..]][refused];
        cuts.sort_unstable();
        let r = run(input, &cuts, refused, pause, keep_alive);
        prop_assert_eq!(&r.view, &parsed(&r.out));
        prop_assert_eq!(r.handover.waiting(), 0);
    }
}
