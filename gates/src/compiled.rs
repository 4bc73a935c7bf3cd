//! The GateStack and the Actor compiled once per config (re)load: enabled gates in
//! order, each declared tool with its tier and compiled JSON Schema, the behaviors that
//! permit it. A schema that does not compile rejects the config, so a reload keeps the
//! old stack serving.

use std::collections::{BTreeMap, BTreeSet};

use argus_crds::{
    ActorSpec, AdversarialGate, BehaviorMode, BundleError, GateDecision, GateSpec, GateStackSpec,
    GateType, RiskTier, UncertaintyGate,
};

use super::claims::{ClaimContext, FINAL_ANSWER};
use super::{
    CallContext, GateResult, ProposedCall, Verdict, approval, evidence, security, send_tool,
    severity, uncertainty,
};

/// Why a GateStack cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// A tool's `parameters` is not a valid JSON Schema.
    #[error("actor.spec.tools[{index}] ({tool}).parameters: not a valid JSON Schema: {detail}")]
    ToolSchema {
        /// Index in the Actor's tools.
        index: usize,
        /// The tool.
        tool: String,
        /// What the validator said.
        detail: String,
    },
}

/// A declared tool, ready for the security gate.
pub struct CompiledTool {
    /// Its risk tier (the GateStack's map, else its default).
    pub tier: RiskTier,
    /// Its argument schema, compiled.
    pub validator: Option<jsonschema::Validator>,
    /// The behaviors that may call it: (behavior, mode).
    pub behaviors: Vec<(String, BehaviorMode)>,
}

impl std::fmt::Debug for CompiledTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledTool")
            .field("tier", &self.tier)
            .field("schema", &self.validator.is_some())
            .field("behaviors", &self.behaviors)
            .finish()
    }
}

/// The stack the sidecar enforces.
#[derive(Debug)]
pub struct CompiledGates {
    /// Enabled gates, in evaluation order.
    pub gates: Vec<GateSpec>,
    /// The spec (tiers, audit settings).
    pub spec: GateStackSpec,
    /// The actor's tier (`None`: no Actor is bound, so no tool is declared).
    pub actor_tier: Option<RiskTier>,
    /// Whether the Actor declares behaviors at all (else every declared tool is permitted).
    pub has_behaviors: bool,
    /// Declared tools by name.
    pub tools: BTreeMap<String, CompiledTool>,
    /// The Actor opted into claims: its final answers are ClaimBundles the evidence and
    /// uncertainty gates judge.
    pub claims: bool,
}

impl CompiledGates {
    /// Compiles `stack` for `actor`.
    pub fn compile(actor: Option<&ActorSpec>, stack: &GateStackSpec) -> Result<Self, GateError> {
        let mut tools = BTreeMap::new();
        let mut has_behaviors = false;
        if let Some(actor) = actor {
            for (index, t) in actor.tools.iter().enumerate() {
                let validator = match &t.parameters {
                    Some(schema) => Some(jsonschema::validator_for(schema).map_err(|e| {
                        GateError::ToolSchema {
                            index,
                            tool: t.name.clone(),
                            detail: e.to_string(),
                        }
                    })?),
                    None => None,
                };
                tools.insert(
                    t.name.clone(),
                    CompiledTool {
                        tier: stack.tool_tier(&t.name),
                        validator,
                        behaviors: Vec::new(),
                    },
                );
            }
            // `send_message` (an internal tool of the gateway) is declared for the
            // gates when the Actor has peers: its `to` must be one of them, in any mode.
            if send_tool::offered_to(actor) {
                let schema = send_tool::schema(Some(&actor.peers));
                tools.insert(
                    send_tool::NAME.to_string(),
                    CompiledTool {
                        tier: send_tool::tier(stack),
                        validator: jsonschema::validator_for(&schema).ok(),
                        behaviors: vec![("peers".to_string(), BehaviorMode::Persistent)],
                    },
                );
            }
            for talent in &actor.talents {
                for b in &talent.behaviors {
                    has_behaviors = true;
                    for tool in b.tools.iter().collect::<BTreeSet<_>>() {
                        if let Some(t) = tools.get_mut(tool.as_str()) {
                            t.behaviors.push((b.name.clone(), b.mode));
                        }
                    }
                }
            }
        }
        Ok(Self {
            gates: stack
                .gates
                .iter()
                .filter(|g| g.is_enabled())
                .cloned()
                .collect(),
            spec: stack.clone(),
            actor_tier: actor.map(|a| a.tier),
            has_behaviors,
            tools,
            claims: actor.is_some_and(|a| a.claims),
        })
    }

    /// The tier of `tool`.
    pub fn tool_tier(&self, tool: &str) -> RiskTier {
        self.tools
            .get(tool)
            .map_or_else(|| self.spec.tool_tier(tool), |t| t.tier)
    }

    /// The per-tool rate of the security gate, if one is set and the gate is on.
    pub fn tool_calls_per_minute(&self) -> Option<u32> {
        self.gates
            .iter()
            .filter(|g| g.type_ == GateType::Security)
            .find_map(|g| g.security.as_ref().and_then(|s| s.tool_calls_per_minute))
    }

    /// The adversarial gate's score of an action anomaly.
    pub fn anomaly_score(&self) -> f64 {
        self.gates
            .iter()
            .find_map(|g| g.adversarial.as_ref().and_then(|a| a.anomaly_score))
            .unwrap_or(AdversarialGate::DEFAULT_ANOMALY_SCORE)
    }

    /// The adversarial gate's settings, when the stack has the gate.
    pub fn adversarial(&self) -> Option<AdversarialGate> {
        self.gates
            .iter()
            .find(|g| g.type_ == GateType::Adversarial)
            .map(|g| g.adversarial.clone().unwrap_or_default())
    }

    /// The uncertainty gate, when the stack has one that draws samples.
    pub fn sampling_uncertainty(&self) -> Option<UncertaintyGate> {
        self.gates
            .iter()
            .find(|g| g.type_ == GateType::Uncertainty)
            .map(|g| g.uncertainty.clone().unwrap_or_default())
            .filter(|u| super::sampling::samples(u.method))
    }

    /// Runs the gates over one proposed call, in order; stops at the first REFUSE.
    pub fn evaluate_call(&self, call: &ProposedCall, ctx: &CallContext) -> Verdict {
        let tier = self.tool_tier(&call.name);
        let mut verdict = Verdict {
            tool: call.name.clone(),
            tier,
            decision: GateDecision::Execute,
            results: Vec::with_capacity(self.gates.len()),
            approvers: None,
            flagged: false,
        };
        for gate in &self.gates {
            let result = match gate.type_ {
                GateType::Security => {
                    security::check(self, &gate.security.clone().unwrap_or_default(), call, ctx)
                }
                GateType::HumanApproval => {
                    let route =
                        approval::route(&gate.human_approval.clone().unwrap_or_default(), tier);
                    verdict.flagged |= route.flagged;
                    if route.result.decision == GateDecision::Defer {
                        verdict.approvers = route.approvers;
                    }
                    route.result
                }
                GateType::Adversarial => {
                    let g = gate.adversarial.clone().unwrap_or_default();
                    adversarial(&g, tier, ctx.threat.as_ref())
                }
                // Evidence and uncertainty judge the claims of a final answer, not calls.
                GateType::Evidence | GateType::Uncertainty => continue,
            };
            if severity(result.decision) > severity(verdict.decision) {
                verdict.decision = result.decision;
            }
            let stop = result.decision == GateDecision::Refuse;
            verdict.results.push(result);
            if stop {
                break;
            }
        }
        verdict
    }
}

impl CompiledGates {
    /// Runs the claim gates over a final answer's text (a ClaimBundle's JSON), in the
    /// stack's order; stops at the first REFUSE. Human approval routes by the highest
    /// `risk_tier` of the claims.
    pub fn evaluate_claims(&self, bundle_text: &str, ctx: &ClaimContext) -> Verdict {
        self.evaluate_answer(Ok(bundle_text), ctx)
    }

    /// [`Self::evaluate_claims`] over an answer's text, or why it could not be read
    /// (a streamed answer over the size limit).
    pub fn evaluate_answer(&self, text: Result<&str, BundleError>, ctx: &ClaimContext) -> Verdict {
        let bundle = super::claims::parse(text);
        let tier = bundle
            .as_ref()
            .ok()
            .and_then(|b| b.claims.iter().map(|c| c.risk_tier).max())
            .unwrap_or(RiskTier::ReadOnly);
        let mut verdict = Verdict {
            tool: FINAL_ANSWER.into(),
            tier,
            decision: GateDecision::Execute,
            results: Vec::with_capacity(self.gates.len()),
            approvers: None,
            flagged: false,
        };
        let unread = |gate: GateType, reason: &str| {
            GateResult::decide(gate, GateDecision::Refuse, reason.to_string())
        };
        for gate in &self.gates {
            let result = match (gate.type_, &bundle) {
                (GateType::Evidence, b) => evidence::check(
                    self,
                    &gate.evidence.clone().unwrap_or_default(),
                    b.as_ref().map_err(String::as_str),
                    ctx,
                ),
                (GateType::Uncertainty, Ok(b)) => {
                    let g = gate.uncertainty.clone().unwrap_or_default();
                    match uncertainty::check(&g, b, ctx) {
                        Some(r) => r,
                        None => continue,
                    }
                }
                // Without an evidence gate the uncertainty gate cannot read the answer either.
                (GateType::Uncertainty, Err(reason)) => unread(GateType::Uncertainty, reason),
                (GateType::HumanApproval, _) => {
                    let route =
                        approval::route(&gate.human_approval.clone().unwrap_or_default(), tier);
                    verdict.flagged |= route.flagged;
                    if route.result.decision == GateDecision::Defer {
                        verdict.approvers = route.approvers;
                    }
                    route.result
                }
                // Security and adversarial judge calls, not the answer's claims.
                (GateType::Security | GateType::Adversarial, _) => continue,
            };
            if severity(result.decision) > severity(verdict.decision) {
                verdict.decision = result.decision;
            }
            let stop = result.decision == GateDecision::Refuse;
            verdict.results.push(result);
            if stop {
                break;
            }
        }
        verdict
    }
}

/// The adversarial gate over a threat score the proxy computed (none: not scored).
fn adversarial(g: &AdversarialGate, tier: RiskTier, threat: Option<&super::Threat>) -> GateResult {
    // Only actions above `minTier` are checked (default: every action that changes something).
    let min = g.min_tier.unwrap_or(RiskTier::ReadOnly);
    match threat {
        _ if tier <= min => GateResult::pass(GateType::Adversarial),
        Some(t) if t.score > g.threat_threshold => GateResult::decide(
            GateType::Adversarial,
            GateDecision::Defer,
            format!(
                "threat score {:.2} above {:.2} ({})",
                t.score, g.threat_threshold, t.source
            ),
        ),
        _ => GateResult::pass(GateType::Adversarial),
    }
}
