//! The evidence gate (seed 004, gate 1) over a final answer's ClaimBundle: a FACT claim
//! needs evidence (`onMissing`), every evidence pointer needs `minConfidence`
//! (`onLowConfidence`), and — beyond the seed — a pointer whose `source` names a tool of
//! the Actor must carry the hash of a result that tool returned in this session, or the
//! evidence is fabricated (REFUSE). An answer that is not a ClaimBundle is `onMissing`.

use std::collections::HashMap;

use argus_crds::{ClaimBundle, ClaimType, EvidenceGate, GateDecision, GateType};

use super::claims::ClaimContext;
use super::compiled::CompiledGates;
use super::{GateResult, severity};

/// Reasons named in one result (the rest are counted).
const MAX_REASONS: usize = 3;

/// Longest part of a model-written value (claim id, hash, source) quoted in a reason.
const MAX_QUOTED: usize = 80;

pub(super) fn quoted(s: &str) -> String {
    match s.char_indices().nth(MAX_QUOTED) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s.to_string(),
    }
}

/// The decision of the most severe findings, with their reasons.
pub(super) fn decide(gate: GateType, findings: Vec<(GateDecision, String)>) -> GateResult {
    let Some(worst) = findings
        .iter()
        .map(|(d, _)| *d)
        .max_by_key(|d| severity(*d))
    else {
        return GateResult::pass(gate);
    };
    let reasons: Vec<String> = findings
        .into_iter()
        .filter(|(d, _)| *d == worst)
        .map(|(_, r)| r)
        .collect();
    let mut named: Vec<String> = reasons.iter().take(MAX_REASONS).cloned().collect();
    if reasons.len() > MAX_REASONS {
        named.push(format!("and {} more", reasons.len() - MAX_REASONS));
    }
    GateResult {
        gate,
        decision: worst,
        reasons: named,
    }
}

/// The hash a pointer carries, normalised: lowercase hex without `sha256:`.
fn normalised(hash: &str) -> String {
    let h = hash.trim();
    let h = match h.get(..7) {
        Some(p) if p.eq_ignore_ascii_case("sha256:") => &h[7..],
        _ => h,
    };
    h.to_ascii_lowercase()
}

/// The evidence gate over a parsed bundle (`Err`: the reason it did not parse).
pub fn check(
    gates: &CompiledGates,
    g: &EvidenceGate,
    bundle: Result<&ClaimBundle, &str>,
    ctx: &ClaimContext,
) -> GateResult {
    let bundle = match bundle {
        Ok(b) => b,
        Err(reason) => return GateResult::decide(GateType::Evidence, g.on_missing, reason),
    };
    // Each result is hashed at most once, and only when a pointer cites its tool.
    let mut hashes: HashMap<usize, String> = HashMap::new();
    let mut findings = Vec::new();
    for claim in &bundle.claims {
        let id = quoted(&claim.id);
        if claim.claim_type == ClaimType::Fact && claim.evidence_pointers.is_empty() {
            findings.push((g.on_missing, format!("FACT claim {id} has no evidence")));
        }
        for e in &claim.evidence_pointers {
            let source = quoted(&e.source);
            if gates.tools.contains_key(&e.source) {
                let results: Vec<usize> = ctx
                    .tool_results
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.name == e.source)
                    .map(|(i, _)| i)
                    .collect();
                if results.is_empty() {
                    findings.push((
                        GateDecision::Refuse,
                        format!(
                            "fabricated evidence: claim {id} cites {source}, which returned no result in this session"
                        ),
                    ));
                    continue;
                }
                let want = normalised(&e.evidence_hash);
                let matched = results.iter().any(|i| {
                    hashes
                        .entry(*i)
                        .or_insert_with(|| ctx.tool_results[*i].sha256())
                        .as_str()
                        == want
                });
                if !matched {
                    findings.push((
                        GateDecision::Refuse,
                        format!(
                            "fabricated evidence: claim {id} cites {source} with hash {}, which matches no {source} result in this session",
                            quoted(&e.evidence_hash)
                        ),
                    ));
                    continue;
                }
            }
            if e.source_confidence < g.min_confidence {
                findings.push((
                    g.on_low_confidence,
                    format!(
                        "claim {id}: evidence from {source} has confidence {:.2}, below {:.2}",
                        e.source_confidence, g.min_confidence
                    ),
                ));
            }
        }
    }
    decide(GateType::Evidence, findings)
}
