//! The claim gates over the example Actor (opted into claims) and GateStack: golden
//! reasons for an answer that is not a ClaimBundle, a FACT without evidence, low
//! confidence, fabricated evidence, uncertainty (EXPLAIN, DEFER) and approval by tier.

use argus_crds::{GateDecision, GateType, MAX_BUNDLE_BYTES, UncertaintyMethod};
use serde_json::{Value, json};

use super::claims::{AnswerRuling, ClaimContext, ToolResult, apply};
use super::{CompiledGates, Verdict};

fn gates() -> CompiledGates {
    let (mut actor, gs) = super::tests::examples();
    actor.claims = true;
    match CompiledGates::compile(Some(&actor), &gs) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
}

const ORDER: &str = "{\"order_id\":\"A-1\",\"status\":\"shipped\"}";

fn session() -> ClaimContext {
    ClaimContext {
        tool_results: vec![ToolResult {
            name: "lookup_order".into(),
            content: ORDER.into(),
        }],
        sampled_uncertainty: None,
        unmeasured: None,
    }
}

fn sha(text: &str) -> String {
    ToolResult {
        name: String::new(),
        content: text.into(),
    }
    .sha256()
}

fn pointer(source: &str, confidence: f64, hash: &str) -> Value {
    json!({"source": source, "source_confidence": confidence, "evidence_hash": hash, "retrieved_at": "2025-12-28T18:30:00Z"})
}

fn claim(id: &str, kind: &str, evidence: Vec<Value>, uncertainty: f64, tier: &str) -> Value {
    json!({"id": id, "statement": "Order A-1 has shipped.", "claim_type": kind,
        "evidence_pointers": evidence,
        "uncertainty": {"method": "confidence_score", "value": uncertainty},
        "risk_tier": tier})
}

fn bundle(claims: Vec<Value>) -> String {
    json!({"id": "b1", "timestamp": "2025-12-28T18:30:15Z", "origin_agent": "support-agent",
        "claims": claims, "decision": "PUBLISH"})
    .to_string()
}

fn judge(claims: Vec<Value>) -> Verdict {
    gates().evaluate_claims(&bundle(claims), &session())
}

fn evidence_of_the_lookup() -> Value {
    pointer("lookup_order", 0.9, &format!("sha256:{}", sha(ORDER)))
}

#[test]
fn a_fact_backed_by_a_real_tool_result_passes() {
    let v = judge(vec![claim(
        "c1",
        "FACT",
        vec![evidence_of_the_lookup()],
        0.1,
        "READ_ONLY",
    )]);
    assert_eq!(v.decision, GateDecision::Execute, "{v:?}");
    assert_eq!(v.passed(), ["evidence", "uncertainty", "humanApproval"]);
    assert_eq!(v.answer_ruling(), AnswerRuling::Keep);
    // The bare hex digest, in capitals, is the same hash.
    let upper = pointer("lookup_order", 0.9, &sha(ORDER).to_uppercase());
    let v = judge(vec![claim("c1", "FACT", vec![upper], 0.1, "READ_ONLY")]);
    assert_eq!(v.decision, GateDecision::Execute, "{v:?}");
}

#[test]
fn an_answer_that_is_not_a_claim_bundle_is_refused_with_the_parse_error() {
    let g = gates();
    let bad = bundle(vec![claim("c1", "RUMOUR", vec![], 0.1, "READ_ONLY")]);
    let v = g.evaluate_claims(&bad, &session());
    assert_eq!(v.decision, GateDecision::Refuse);
    assert_eq!(v.results.len(), 1, "evaluation stops at the first REFUSE");
    assert!(
        v.reasons().starts_with(
            "the answer is not a ClaimBundle: claims[0].claim_type: unknown variant `RUMOUR`, expected one of `FACT`, `INFERENCE`, `DECISION`"
        ),
        "{}",
        v.reasons()
    );
    let v = g.evaluate_claims("Order A-1 has shipped.", &session());
    assert!(
        v.reasons()
            .starts_with("the answer is not a ClaimBundle: expected value"),
        "{}",
        v.reasons()
    );
    let huge = bundle(vec![claim(
        &"c".repeat(MAX_BUNDLE_BYTES),
        "INFERENCE",
        vec![],
        0.1,
        "READ_ONLY",
    )]);
    let v = g.evaluate_claims(&huge, &session());
    assert_eq!(
        v.reasons(),
        format!(
            "the answer is not a ClaimBundle: it is {} bytes, over the {MAX_BUNDLE_BYTES}-byte limit",
            huge.len()
        )
    );
}

#[test]
fn a_fact_without_evidence_is_refused() {
    let v = judge(vec![
        claim("c1", "INFERENCE", vec![], 0.1, "READ_ONLY"),
        claim("c2", "FACT", vec![], 0.1, "READ_ONLY"),
    ]);
    assert_eq!(v.decision, GateDecision::Refuse);
    assert_eq!(v.failed(), ["evidence"]);
    assert_eq!(
        v.answer_ruling(),
        AnswerRuling::Replace {
            text: "[Argus] the final answer was refused: FACT claim c2 has no evidence".into()
        }
    );
}

#[test]
fn evidence_below_min_confidence_is_deferred() {
    let v = judge(vec![claim(
        "c1",
        "FACT",
        vec![pointer(
            "https://kb.shop.example.com/returns",
            0.4,
            "sha256:ab",
        )],
        0.1,
        "READ_ONLY",
    )]);
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(
        v.reasons(),
        "claim c1: evidence from https://kb.shop.example.com/returns has confidence 0.40, below 0.60"
    );
    assert_eq!(
        v.answer_ruling(),
        AnswerRuling::Replace {
            text: "[Argus] the final answer is awaiting approval: claim c1: evidence from https://kb.shop.example.com/returns has confidence 0.40, below 0.60".into()
        }
    );
}

#[test]
fn evidence_citing_a_tool_must_hash_a_result_it_returned() {
    let forged = pointer("lookup_order", 0.9, &format!("sha256:{}", sha("{}")));
    let v = judge(vec![claim("c1", "FACT", vec![forged], 0.1, "READ_ONLY")]);
    assert_eq!(v.decision, GateDecision::Refuse);
    assert_eq!(
        v.reasons(),
        format!(
            "fabricated evidence: claim c1 cites lookup_order with hash sha256:{}, which matches no lookup_order result in this session",
            sha("{}")
        )
    );
    // A tool of the Actor that returned nothing in this session.
    let v = judge(vec![claim(
        "c1",
        "FACT",
        vec![pointer("verify_identity", 0.9, &sha(ORDER))],
        0.1,
        "READ_ONLY",
    )]);
    assert_eq!(
        v.reasons(),
        "fabricated evidence: claim c1 cites verify_identity, which returned no result in this session"
    );
    // Fabrication outranks low confidence: only the refusal is named.
    let v = judge(vec![claim(
        "c1",
        "FACT",
        vec![
            pointer("https://kb.shop.example.com/a", 0.1, "x"),
            pointer("verify_identity", 0.9, "x"),
        ],
        0.1,
        "READ_ONLY",
    )]);
    assert_eq!(v.decision, GateDecision::Refuse);
    assert!(!v.reasons().contains("confidence"), "{}", v.reasons());
}

#[test]
fn uncertainty_above_the_thresholds_explains_or_defers() {
    let g = gates();
    let v = judge(vec![
        claim(
            "c1",
            "FACT",
            vec![evidence_of_the_lookup()],
            0.2,
            "READ_ONLY",
        ),
        claim("c2", "INFERENCE", vec![], 0.62, "READ_ONLY"),
    ]);
    assert_eq!(v.decision, GateDecision::Explain);
    assert_eq!(v.reasons(), "uncertainty 0.62 above 0.50 for claim c2");
    let ruling = v.answer_ruling();
    assert_eq!(
        ruling,
        AnswerRuling::Caveat {
            note: "[Argus] Note: uncertainty 0.62 above 0.50 for claim c2".into()
        }
    );
    let text = bundle(vec![claim("c2", "INFERENCE", vec![], 0.62, "READ_ONLY")]);
    let explained: Value =
        serde_json::from_str(&apply(&ruling, &text).unwrap_or_default()).unwrap_or_default();
    assert_eq!(
        explained["audit_trail"]["caveats"],
        json!(["[Argus] Note: uncertainty 0.62 above 0.50 for claim c2"])
    );
    assert!(argus_crds::ClaimBundle::parse(&explained.to_string()).is_ok());

    let v = g.evaluate_claims(
        &bundle(vec![claim("c3", "DECISION", vec![], 0.8, "READ_ONLY")]),
        &session(),
    );
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(v.reasons(), "uncertainty 0.80 above 0.75 for claim c3");
}

#[test]
fn human_approval_routes_by_the_highest_risk_tier_of_the_claims() {
    let v = judge(vec![
        claim("c1", "DECISION", vec![], 0.1, "READ_ONLY"),
        claim("c2", "DECISION", vec![], 0.1, "DELETE"),
    ]);
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(v.approvers.as_deref(), Some("ops-team"));
    assert_eq!(
        v.answer_ruling(),
        AnswerRuling::Replace {
            text: "[Argus] the final answer is awaiting approval by ops-team: tier DELETE requires approval by ops-team".into()
        }
    );
    let v = judge(vec![claim("c1", "DECISION", vec![], 0.1, "MODIFY")]);
    assert_eq!(v.decision, GateDecision::Execute);
    assert!(v.flagged);
}

#[test]
fn sampling_methods_read_the_measured_value_and_skip_when_unmeasured() {
    let mut g = gates();
    for gate in &mut g.gates {
        if gate.type_ == GateType::Uncertainty
            && let Some(u) = gate.uncertainty.as_mut()
        {
            u.method = UncertaintyMethod::ModelDisagreement;
        }
    }
    let text = bundle(vec![claim("c1", "INFERENCE", vec![], 0.9, "READ_ONLY")]);
    let v = g.evaluate_claims(&text, &session());
    assert_eq!(v.decision, GateDecision::Execute);
    assert!(!v.passed().contains(&"uncertainty"));
    let measured = ClaimContext {
        sampled_uncertainty: Some(0.9),
        ..session()
    };
    let v = g.evaluate_claims(&text, &measured);
    assert_eq!(v.reasons(), "uncertainty 0.90 above 0.75 for the answer");
    // Unmeasured: skipped with the reason named (failOpen), or held (failClosed).
    let unmeasured = |fail_closed| ClaimContext {
        unmeasured: Some(super::claims::Unmeasured {
            reason: "embedder unavailable: connection refused".into(),
            fail_closed,
        }),
        ..session()
    };
    let v = g.evaluate_claims(&text, &unmeasured(false));
    assert_eq!(v.decision, GateDecision::Execute);
    assert_eq!(
        v.reasons(),
        "uncertainty gate skipped: embedder unavailable: connection refused"
    );
    let v = g.evaluate_claims(&text, &unmeasured(true));
    assert_eq!(v.decision, GateDecision::Defer);
    assert_eq!(
        v.reasons(),
        "uncertainty not measured (fails closed): embedder unavailable: connection refused"
    );
}
