//! The ClaimBundle of seed 004: what the final answer of an agent that opts into claims
//! (`Actor.spec.claims`) must be. Its JSON Schema is published at
//! `manifests/schema/claim-bundle.schema.json` (generated from these types); the
//! sidecar's evidence and uncertainty gates read it. Field names are snake_case, as in
//! the seed.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::tier::RiskTier;

/// Largest ClaimBundle text the gates read; a larger answer is refused unread.
pub const MAX_BUNDLE_BYTES: usize = 256 * 1024;
/// Most claims in one bundle.
pub const MAX_CLAIMS: usize = 256;
/// Most evidence pointers on one claim.
pub const MAX_EVIDENCE: usize = 64;

/// An agent's final answer as atomic claims, each with its evidence and uncertainty.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimBundle {
    /// Unique id of the bundle (e.g. a UUID).
    #[schemars(length(min = 1, max = 256))]
    pub id: String,
    /// When the bundle was produced (RFC 3339).
    #[schemars(length(min = 1, max = 64))]
    pub timestamp: String,
    /// The agent that produced it.
    #[schemars(length(min = 1, max = 256))]
    pub origin_agent: String,
    /// The claims, in the order the answer makes them.
    #[schemars(length(max = 256))]
    pub claims: Vec<Claim>,
    /// What the agent proposes to do with the answer.
    pub decision: BundleDecision,
    /// Gates passed and failed; the sidecar adds its caveats here (EXPLAIN).
    #[serde(default)]
    pub audit_trail: AuditTrail,
}

/// One atomic claim.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// Id of the claim, unique in the bundle; named in gate reasons.
    #[schemars(length(min = 1, max = 256))]
    pub id: String,
    /// The claim, as one sentence.
    #[schemars(length(min = 1, max = 16384))]
    pub statement: String,
    /// Whether it states a fact (needs evidence), an inference or a decision.
    pub claim_type: ClaimType,
    /// Where the claim comes from. A pointer whose `source` names a tool of the Actor
    /// must carry the SHA-256 of a result that tool returned in this session.
    #[serde(default)]
    #[schemars(length(max = 64))]
    pub evidence_pointers: Vec<EvidencePointer>,
    /// How uncertain the claim is.
    pub uncertainty: Uncertainty,
    /// Risk tier of acting on the claim; human approval routes by the bundle's highest.
    pub risk_tier: RiskTier,
    /// What it costs if the claim is wrong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 4096))]
    pub if_wrong_cost: Option<String>,
}

/// Kinds of claim (seed 004).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ClaimType {
    /// A statement about the world: needs evidence.
    Fact,
    /// Reasoned from facts.
    Inference,
    /// A choice the agent makes.
    Decision,
}

/// A pointer to the evidence of a claim.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EvidencePointer {
    /// A URL, or the name of the tool whose result is the evidence.
    #[schemars(length(min = 1, max = 2048))]
    pub source: String,
    /// How far the source is trusted, 0 to 1.
    #[schemars(range(min = 0.0, max = 1.0))]
    pub source_confidence: f64,
    /// SHA-256 of the evidence, 64 hex digits, optionally prefixed `sha256:`. For a tool
    /// result: of the result's content text as the agent sent it back to the model.
    #[schemars(length(min = 1, max = 128))]
    pub evidence_hash: String,
    /// When the evidence was retrieved (RFC 3339).
    #[schemars(length(min = 1, max = 64))]
    pub retrieved_at: String,
}

/// How uncertain a claim is.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Uncertainty {
    /// How the value was measured.
    pub method: UncertaintyMeasure,
    /// Uncertainty from 0 (certain) to 1.
    #[schemars(range(min = 0.0, max = 1.0))]
    pub value: f64,
    /// What the value means, in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 4096))]
    pub interpretation: Option<String>,
    /// What the agent itself recommends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate_recommendation: Option<Recommendation>,
}

/// Uncertainty methods of seed 004, as a claim names them.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum UncertaintyMeasure {
    /// Entropy over semantically clustered samples.
    SemanticEntropy,
    /// Disagreement between samples.
    ModelDisagreement,
    /// The model's own confidence.
    ConfidenceScore,
    /// A conformal prediction set.
    ConformalSet,
}

/// A gate decision as a claim recommends it.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Recommendation {
    /// Go ahead.
    Execute,
    /// Hold for a human.
    Defer,
    /// Do not.
    Refuse,
    /// Go ahead with caveats.
    Explain,
}

/// What the agent proposes for the bundle as a whole (seed 004).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum BundleDecision {
    /// Publish the answer.
    Publish,
    /// Hold it.
    Defer,
    /// Hand it to a human.
    Escalate,
    /// Withdraw it.
    Refuse,
}

/// The bundle's record of the gates.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuditTrail {
    /// Gates the bundle passed.
    #[serde(default)]
    #[schemars(length(max = 16))]
    pub gates_passed: Vec<String>,
    /// Gates it did not pass.
    #[serde(default)]
    #[schemars(length(max = 16))]
    pub gates_failed: Vec<String>,
    /// Approvals given.
    #[serde(default)]
    #[schemars(length(max = 16))]
    pub human_approvals: Vec<String>,
    /// Caveats the sidecar attached (EXPLAIN), e.g.
    /// `[Argus] Note: uncertainty 0.62 above 0.50 for claim c2`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schemars(length(max = 16))]
    pub caveats: Vec<String>,
}

/// Why a text is not a ClaimBundle.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum BundleError {
    /// Larger than [`MAX_BUNDLE_BYTES`].
    #[error("it is {0} bytes, over the {MAX_BUNDLE_BYTES}-byte limit")]
    TooLarge(usize),
    /// Not JSON of the bundle's shape; the path names the offending field.
    #[error("{0}")]
    Shape(String),
    /// A value out of range or a list over its limit.
    #[error("{path}: {problem}")]
    Invalid {
        /// Where (`claims[1].uncertainty.value`).
        path: String,
        /// What is wrong.
        problem: String,
    },
}

impl ClaimBundle {
    /// Reads and checks a bundle from the answer's text: the shape (with the path of the
    /// first offending field), the ranges and the list limits of the schema.
    pub fn parse(text: &str) -> Result<Self, BundleError> {
        if text.len() > MAX_BUNDLE_BYTES {
            return Err(BundleError::TooLarge(text.len()));
        }
        let de = &mut serde_json::Deserializer::from_str(text);
        let bundle: ClaimBundle = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            let inner = e.into_inner();
            if path.is_empty() || path == "." {
                BundleError::Shape(inner.to_string())
            } else {
                BundleError::Shape(format!("{path}: {inner}"))
            }
        })?;
        bundle.check()?;
        Ok(bundle)
    }

    fn check(&self) -> Result<(), BundleError> {
        let invalid = |path: String, problem: String| Err(BundleError::Invalid { path, problem });
        if self.claims.len() > MAX_CLAIMS {
            return invalid(
                "claims".into(),
                format!(
                    "{} claims, over the limit of {MAX_CLAIMS}",
                    self.claims.len()
                ),
            );
        }
        let unit = |v: f64| (0.0..=1.0).contains(&v);
        for (i, c) in self.claims.iter().enumerate() {
            if c.evidence_pointers.len() > MAX_EVIDENCE {
                return invalid(
                    format!("claims[{i}].evidence_pointers"),
                    format!(
                        "{} pointers, over the limit of {MAX_EVIDENCE}",
                        c.evidence_pointers.len()
                    ),
                );
            }
            if !unit(c.uncertainty.value) {
                return invalid(
                    format!("claims[{i}].uncertainty.value"),
                    format!("{} is not between 0 and 1", c.uncertainty.value),
                );
            }
            for (j, e) in c.evidence_pointers.iter().enumerate() {
                if !unit(e.source_confidence) {
                    return invalid(
                        format!("claims[{i}].evidence_pointers[{j}].source_confidence"),
                        format!("{} is not between 0 and 1", e.source_confidence),
                    );
                }
            }
        }
        Ok(())
    }
}

/// JSON Schema (draft 2020-12) of the ClaimBundle, as published.
pub fn claim_bundle_schema() -> serde_json::Value {
    let mut schema = serde_json::to_value(schemars::schema_for!(ClaimBundle)).unwrap_or_default();
    if let Some(obj) = schema.as_object_mut() {
        obj.insert(
            "$id".into(),
            "https://argus.dev/schemas/v1alpha1/claim-bundle.json".into(),
        );
        obj.insert("title".into(), "Argus ClaimBundle".into());
    }
    schema
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"id":"b1","timestamp":"2025-12-28T18:30:15Z","origin_agent":"support-agent",
        "claims":[{"id":"c1","statement":"Order A-1 shipped.","claim_type":"FACT",
          "evidence_pointers":[{"source":"lookup_order","source_confidence":0.9,"evidence_hash":"sha256:00","retrieved_at":"2025-12-28T18:30:00Z"}],
          "uncertainty":{"method":"confidence_score","value":0.1},"risk_tier":"READ_ONLY"}],
        "decision":"PUBLISH"}"#;

    #[test]
    fn a_bundle_of_the_seeds_shape_parses() {
        let b = ClaimBundle::parse(GOOD).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(b.claims[0].claim_type, ClaimType::Fact);
        assert_eq!(b.claims[0].risk_tier, RiskTier::ReadOnly);
        assert_eq!(b.audit_trail, AuditTrail::default());
    }

    #[test]
    fn a_bad_bundle_is_named_by_its_path() {
        let bad = GOOD.replace("\"FACT\"", "\"RUMOUR\"");
        let e = ClaimBundle::parse(&bad).err().map(|e| e.to_string());
        assert_eq!(
            e.as_deref()
                .map(|e| e.split(" at line").next().unwrap_or(e)),
            Some(
                "claims[0].claim_type: unknown variant `RUMOUR`, expected one of `FACT`, `INFERENCE`, `DECISION`"
            )
        );
        let bad = GOOD.replace("\"value\":0.1", "\"value\":1.5");
        assert_eq!(
            ClaimBundle::parse(&bad).err().map(|e| e.to_string()),
            Some("claims[0].uncertainty.value: 1.5 is not between 0 and 1".into())
        );
        assert!(matches!(
            ClaimBundle::parse("plain text"),
            Err(BundleError::Shape(_))
        ));
        let huge = format!("{{\"id\":\"{}\"}}", "x".repeat(MAX_BUNDLE_BYTES));
        assert_eq!(
            ClaimBundle::parse(&huge).err().map(|e| e.to_string()),
            Some(format!(
                "it is {} bytes, over the {MAX_BUNDLE_BYTES}-byte limit",
                huge.len()
            ))
        );
    }

    #[test]
    fn the_schema_names_the_seeds_fields() {
        let s = claim_bundle_schema().to_string();
        for field in [
            "origin_agent",
            "evidence_pointers",
            "evidence_hash",
            "gate_recommendation",
            "if_wrong_cost",
            "READ_ONLY",
            "ESCALATE",
        ] {
            assert!(s.contains(field), "{field} missing from the schema");
        }
    }
}
