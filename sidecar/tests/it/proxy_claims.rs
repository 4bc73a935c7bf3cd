//! Claims on the data plane, through the real proxy: an Actor that opts into claims
//! answers with a ClaimBundle, and the evidence and uncertainty gates judge it before
//! the agent sees it — a FACT without evidence, fabricated evidence, low confidence and
//! an EXPLAIN caveat, in OpenAI chat and Anthropic (JSON), and streams in all four formats.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{RiskTier, SidecarConfig};
use argus_mock_llm::{MockServer, Reply, Script};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use support::*;

/// The tool result the agent sends back: the evidence its claims must hash.
const ORDER: &str = "{\"order_id\":\"A-1\",\"status\":\"shipped\"}";

fn sha(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

fn claims_config(upstream: &str, dir: &std::path::Path) -> SidecarConfig {
    let mut c = with_gates(config(upstream, &key_file(dir), None), RiskTier::Modify);
    c.actor.as_mut().unwrap().spec.claims = true;
    c
}

fn bundle(evidence: Value, uncertainty: f64) -> String {
    json!({"id": "b1", "timestamp": "2025-12-28T18:30:15Z", "origin_agent": "support-agent",
        "claims": [
            {"id": "c1", "statement": "Order A-1 has shipped.", "claim_type": "FACT",
             "evidence_pointers": evidence,
             "uncertainty": {"method": "confidence_score", "value": 0.1}, "risk_tier": "READ_ONLY"},
            {"id": "c2", "statement": "It arrives this week.", "claim_type": "INFERENCE",
             "uncertainty": {"method": "confidence_score", "value": uncertainty}, "risk_tier": "READ_ONLY"}
        ],
        "decision": "PUBLISH"})
    .to_string()
}

fn evidence(hash: &str, confidence: f64) -> Value {
    json!([{"source": "lookup_order", "source_confidence": confidence, "evidence_hash": hash,
            "retrieved_at": "2025-12-28T18:30:00Z"}])
}

fn answer(text: String) -> Reply {
    Reply {
        content: text,
        ..Reply::default()
    }
}

/// A chat request whose conversation carries the lookup's result.
fn chat_with_result(session: &str) -> Value {
    json!({"model": "gpt-4o-mini", "metadata": {"session_id": session}, "messages": [
        {"role": "user", "content": "Where is A-1?"},
        {"role": "assistant", "content": null, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "lookup_order", "arguments": "{\"order_id\":\"A-1\"}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": ORDER}
    ]})
}

/// The same conversation in Anthropic's shape.
fn anthropic_with_result() -> Value {
    json!({"model": "claude-x", "max_tokens": 256, "messages": [
        {"role": "user", "content": "Where is A-1?"},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "toolu_1", "name": "lookup_order", "input": {"order_id": "A-1"}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": ORDER}]}
    ]})
}

struct Case {
    name: &'static str,
    bundle: String,
    /// What the agent reads: `None` for the bundle unchanged.
    expect: Option<String>,
}

fn cases() -> Vec<Case> {
    let real = format!("sha256:{}", sha(ORDER));
    let forged = sha("{\"order_id\":\"A-1\",\"status\":\"refunded\"}");
    vec![
        Case {
            name: "backed",
            bundle: bundle(evidence(&real, 0.9), 0.1),
            expect: None,
        },
        Case {
            name: "no evidence",
            bundle: bundle(json!([]), 0.1),
            expect: Some(
                "[Argus] the final answer was refused: FACT claim c1 has no evidence".into(),
            ),
        },
        Case {
            name: "fabricated",
            bundle: bundle(evidence(&forged, 0.9), 0.1),
            expect: Some(format!(
                "[Argus] the final answer was refused: fabricated evidence: claim c1 cites lookup_order with hash {forged}, which matches no lookup_order result in this session"
            )),
        },
        Case {
            name: "low confidence",
            bundle: bundle(evidence(&real, 0.4), 0.1),
            expect: Some(
                "[Argus] the final answer is awaiting approval: claim c1: evidence from lookup_order has confidence 0.40, below 0.60".into(),
            ),
        },
    ]
}

const CAVEAT: &str = "[Argus] Note: uncertainty 0.62 above 0.50 for claim c2";

#[tokio::test]
async fn openai_chat_final_answers_pass_the_claim_gates() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(claims_config(&mock.url(), dir.path())).await;
    for (n, case) in cases().into_iter().enumerate() {
        mock.script().push(answer(case.bundle.clone()));
        let r = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat_with_result(&format!("chat-{n}")),
            &[],
        )
        .await;
        assert_eq!(r.status, 200, "{}: {}", case.name, r.text());
        let content = r.json()["choices"][0]["message"]["content"].clone();
        let want = case.expect.unwrap_or(case.bundle);
        assert_eq!(content, want.as_str(), "{}", case.name);
    }

    // EXPLAIN: the bundle stays valid JSON and carries the caveat.
    mock.script().push(answer(bundle(
        evidence(&format!("sha256:{}", sha(ORDER)), 0.9),
        0.62,
    )));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat_with_result("chat-explain"),
        &[],
    )
    .await;
    let content = r.json()["choices"][0]["message"]["content"]
        .as_str()
        .unwrap()
        .to_string();
    let explained: Value = serde_json::from_str(&content).unwrap();
    assert_eq!(explained["audit_trail"]["caveats"], json!([CAVEAT]));
    assert!(argus_crds::ClaimBundle::parse(&content).is_ok());

    // Plain text is not a ClaimBundle.
    mock.script().push(answer("Your order has shipped.".into()));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat_with_result("chat-text"),
        &[],
    )
    .await;
    let content = r.json()["choices"][0]["message"]["content"].clone();
    assert!(
        content.as_str().unwrap().starts_with(
            "[Argus] the final answer was refused: the answer is not a ClaimBundle: expected value"
        ),
        "{content}"
    );

    let metrics = metrics(&sidecar).await;
    for line in [
        "argus_gate_decisions_total{gate=\"evidence\",decision=\"REFUSE\"} 3",
        "argus_gate_decisions_total{gate=\"evidence\",decision=\"DEFER\"} 1",
        "argus_gate_decisions_total{gate=\"uncertainty\",decision=\"EXPLAIN\"} 1",
        "argus_gate_decisions_total{gate=\"uncertainty\",decision=\"EXECUTE\"} 2",
    ] {
        assert!(metrics.contains(line), "{line} missing:\n{metrics}");
    }

    // The next request tells the model what was refused.
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat_with_result("chat-1"),
        &[],
    )
    .await;
    let sent = serde_json::to_string(&mock.requests().last().unwrap().body).unwrap();
    assert!(
        sent.contains("FACT claim c1 has no evidence"),
        "the next request did not carry the refusal: {sent}"
    );
}

#[tokio::test]
async fn anthropic_final_answers_pass_the_claim_gates() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(claims_config(&mock.url(), dir.path())).await;
    let mut all = cases();
    all.push(Case {
        name: "explain",
        bundle: bundle(evidence(&format!("sha256:{}", sha(ORDER)), 0.9), 0.62),
        expect: None,
    });
    for (n, case) in all.into_iter().enumerate() {
        mock.script().push(answer(case.bundle.clone()));
        let session = format!("anthropic-{n}");
        let r = post(
            sidecar.proxy_addr,
            "/v1/messages",
            &anthropic_with_result(),
            &[("x-argus-session-id", &session)],
        )
        .await;
        assert_eq!(r.status, 200, "{}: {}", case.name, r.text());
        let body = r.json();
        let texts: Vec<&str> = body["content"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["type"] == "text")
            .map(|b| b["text"].as_str().unwrap())
            .collect();
        assert_eq!(texts.len(), 1, "{}: {body}", case.name);
        match (case.name, case.expect) {
            ("explain", _) => {
                let v: Value = serde_json::from_str(texts[0]).unwrap();
                assert_eq!(v["audit_trail"]["caveats"], json!([CAVEAT]), "{body}");
            }
            (_, Some(want)) => assert_eq!(texts[0], want, "{}", case.name),
            (_, None) => assert_eq!(texts[0], case.bundle, "{}", case.name),
        }
    }
}

#[tokio::test]
async fn a_streamed_openai_chat_final_answer_is_held_and_judged_at_its_end() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(claims_config(&mock.url(), dir.path())).await;
    let streamed = |session: &str| {
        let mut b = chat_with_result(session);
        b["stream"] = json!(true);
        b
    };
    let content_of = |text: &str| -> String {
        text.lines()
            .filter_map(|l| l.strip_prefix("data: "))
            .filter_map(|d| serde_json::from_str::<Value>(d).ok())
            .filter_map(|v| {
                v["choices"][0]["delta"]["content"]
                    .as_str()
                    .map(String::from)
            })
            .collect()
    };

    mock.script().push(answer(bundle(json!([]), 0.1)));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &streamed("s1"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let text = r.text();
    assert_eq!(
        content_of(&text),
        "[Argus] the final answer was refused: FACT claim c1 has no evidence",
        "{text}"
    );
    assert!(!text.contains("Order A-1 has shipped"), "{text}");
    assert!(text.trim_end().ends_with("data: [DONE]"), "{text}");

    // A backed bundle reaches the agent as the provider streamed it.
    let good = bundle(evidence(&format!("sha256:{}", sha(ORDER)), 0.9), 0.1);
    mock.script().push(answer(good.clone()));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &streamed("s2"),
        &[],
    )
    .await;
    assert_eq!(content_of(&r.text()), good);

    // EXPLAIN: the caveat inside the streamed bundle.
    mock.script().push(answer(bundle(
        evidence(&format!("sha256:{}", sha(ORDER)), 0.9),
        0.62,
    )));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &streamed("s3"),
        &[],
    )
    .await;
    let v: Value = serde_json::from_str(&content_of(&r.text())).unwrap();
    assert_eq!(v["audit_trail"]["caveats"], json!([CAVEAT]));
}

/// The data of each SSE event of a streamed answer.
fn events(text: &str) -> Vec<Value> {
    text.lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim_end()).ok())
        .collect()
}

/// Streams a refused bundle (a FACT without evidence) and a backed one through `path`:
/// the first reaches the agent as the refusal note only, the second unchanged.
async fn a_streamed_final_answer_is_judged(
    path: &str,
    request: Value,
    text_of: impl Fn(&[Value]) -> String,
) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(claims_config(&mock.url(), dir.path())).await;

    mock.script().push(answer(bundle(json!([]), 0.1)));
    let r = post(
        sidecar.proxy_addr,
        path,
        &request,
        &[("x-argus-session-id", "refused")],
    )
    .await;
    assert_eq!(r.status, 200, "{path}: {}", r.text());
    let text = r.text();
    assert_eq!(
        text_of(&events(&text)),
        "[Argus] the final answer was refused: FACT claim c1 has no evidence",
        "{path}: {text}"
    );
    assert!(
        !text.contains("Order A-1 has shipped"),
        "{path}: the refused bundle reached the agent: {text}"
    );

    let good = bundle(evidence(&format!("sha256:{}", sha(ORDER)), 0.9), 0.1);
    mock.script().push(answer(good.clone()));
    let r = post(
        sidecar.proxy_addr,
        path,
        &request,
        &[("x-argus-session-id", "backed")],
    )
    .await;
    assert_eq!(text_of(&events(&r.text())), good, "{path}");

    let metrics = metrics(&sidecar).await;
    let line = "argus_gate_decisions_total{gate=\"evidence\",decision=\"REFUSE\"} 1";
    assert!(metrics.contains(line), "{path}: {line} missing:\n{metrics}");
}

#[tokio::test]
async fn a_streamed_responses_final_answer_is_held_and_judged_at_its_end() {
    let request = json!({"model": "gpt-4o-mini", "stream": true, "input": [
        {"role": "user", "content": "Where is A-1?"},
        {"type": "function_call", "call_id": "call_1", "name": "lookup_order", "arguments": "{\"order_id\":\"A-1\"}"},
        {"type": "function_call_output", "call_id": "call_1", "output": ORDER}
    ]});
    a_streamed_final_answer_is_judged("/v1/responses", request, |events| {
        events
            .iter()
            .filter(|v| v["type"] == "response.output_text.delta")
            .filter_map(|v| v["delta"].as_str())
            .collect()
    })
    .await;
}

#[tokio::test]
async fn a_streamed_anthropic_final_answer_is_held_and_judged_at_its_end() {
    let mut request = anthropic_with_result();
    request["stream"] = json!(true);
    a_streamed_final_answer_is_judged("/v1/messages", request, |events| {
        events
            .iter()
            .filter(|v| v["delta"]["type"] == "text_delta")
            .filter_map(|v| v["delta"]["text"].as_str())
            .collect()
    })
    .await;
}

#[tokio::test]
async fn a_streamed_gemini_final_answer_is_held_and_judged_at_its_end() {
    let order: Value = serde_json::from_str(ORDER).unwrap();
    let request = json!({"contents": [
        {"role": "user", "parts": [{"text": "Where is A-1?"}]},
        {"role": "model", "parts": [{"functionCall": {"name": "lookup_order", "args": {"order_id": "A-1"}}}]},
        {"role": "user", "parts": [{"functionResponse": {"name": "lookup_order", "response": order}}]}
    ]});
    a_streamed_final_answer_is_judged(
        "/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse",
        request,
        |events| {
            events
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
        },
    )
    .await;
}
