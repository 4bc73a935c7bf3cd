//! The uncertainty gate (seed 004, gate 2) over a final answer: the uncertainty is the
//! highest `uncertainty.value` of the bundle's claims (`confidenceScore`), or what the
//! proxy measured by sampling (`modelDisagreement`, `semanticEntropy`). Above
//! `deferThreshold` → DEFER, above `explainThreshold` → EXPLAIN.

use argus_crds::{ClaimBundle, GateDecision, GateType, UncertaintyGate, UncertaintyMethod};

use super::GateResult;
use super::claims::ClaimContext;

/// The uncertainty gate; `None` when this method's value was not measured for the
/// answer (a sampling method whose samples were not drawn).
pub fn check(g: &UncertaintyGate, bundle: &ClaimBundle, ctx: &ClaimContext) -> Option<GateResult> {
    let (value, subject) = match g.method {
        UncertaintyMethod::ConfidenceScore => {
            let mut worst: Option<(f64, &str)> = None;
            for c in &bundle.claims {
                if worst.is_none_or(|(v, _)| c.uncertainty.value > v) {
                    worst = Some((c.uncertainty.value, &c.id));
                }
            }
            match worst {
                Some((v, id)) => (v, format!("claim {}", super::evidence::quoted(id))),
                None => return Some(GateResult::pass(GateType::Uncertainty)),
            }
        }
        _ => match (ctx.sampled_uncertainty, &ctx.unmeasured) {
            (Some(v), _) => (v, "the answer".to_string()),
            (None, Some(u)) if u.fail_closed => {
                return Some(GateResult::decide(
                    GateType::Uncertainty,
                    GateDecision::Defer,
                    format!("uncertainty not measured (fails closed): {}", u.reason),
                ));
            }
            (None, Some(u)) => {
                return Some(GateResult {
                    gate: GateType::Uncertainty,
                    decision: GateDecision::Execute,
                    reasons: vec![format!("uncertainty gate skipped: {}", u.reason)],
                });
            }
            (None, None) => return None,
        },
    };
    let over = |threshold: f64, decision: GateDecision| {
        GateResult::decide(
            GateType::Uncertainty,
            decision,
            format!("uncertainty {value:.2} above {threshold:.2} for {subject}"),
        )
    };
    Some(if value > g.defer_threshold {
        over(g.defer_threshold, GateDecision::Defer)
    } else if value > g.explain_threshold {
        over(g.explain_threshold, GateDecision::Explain)
    } else {
        GateResult::pass(GateType::Uncertainty)
    })
}
