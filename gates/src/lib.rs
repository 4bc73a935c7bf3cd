//! GateStack on the data plane (seed 004): every tool call the model proposes passes the
//! GateStack's gates, in order, before the agent receives the answer. Each gate is a pure
//! function (call, session view, actor, config) → `EXECUTE | EXPLAIN | DEFER | REFUSE`
//! with reasons; REFUSE stops the evaluation, the most severe decision wins. The proxy
//! (`gating`) supplies the session view and applies the verdicts to the answer.
//!
//! Pure and synchronous, like `argus-wire` under it: no async runtime, HTTP stack, Redis
//! or Kubernetes client (tools/check-layers.sh keeps it so).
#![forbid(unsafe_code)]

mod answer;
mod approval;
mod call;
mod chat_chunk;
mod claim_stream;
mod claims;
mod compiled;
mod evidence;
mod final_answer;
mod mode;
mod sampling;
mod security;
mod send_tool;
mod stream;
mod uncertainty;
mod untrusted;

use argus_crds::{BehaviorMode, GateDecision, GateType, RiskTier};

// === The gates: compiled from a GateStack, ruling on one proposed call ===
pub use self::call::{CallRuling, ProposedCall};
pub use self::compiled::{CompiledGates, GateError};
pub use self::mode::{BadMode, MODE_HEADER, behavior_mode};
pub use self::security::{MAX_ARGUMENT_BYTES, permitted, schema_violations};

// === Answers: the calls and final text they carry, gated whole or streamed ===
pub use self::answer::{chat_calls, chat_view_and_calls, gate_answer, proposed_calls};
pub use self::claim_stream::ClaimStream;
pub use self::claims::{AnswerRuling, ClaimContext, Unmeasured, apply as apply_claims};
pub use self::final_answer::{FinalText, final_texts, set_text as set_final_text};
pub use self::stream::StreamGate;

// === Untrusted input (tool results, documents) and the threat it carries ===
pub use self::untrusted::{
    MAX_PIECES as MAX_UNTRUSTED_PIECES, Origin, Untrusted, latest_untrusted,
    split as split_untrusted,
};

// === The uncertainty gate's sampling ===
pub use self::sampling::{compared_text, temperatures, uncertainty as sampled_uncertainty};

// === The send-message tool's spec (the MCP gateway runs it) ===
pub use self::send_tool::{
    NAME as SEND_TOOL_NAME, offered_to as send_tool_offered_to, schema as send_tool_schema,
};

/// How severe a decision is: the verdict is the most severe of its gates'.
pub fn severity(d: GateDecision) -> u8 {
    match d {
        GateDecision::Execute => 0,
        GateDecision::Explain => 1,
        GateDecision::Defer => 2,
        GateDecision::Refuse => 3,
    }
}

/// The wire name of a decision (`EXECUTE`, …), as in seed 004 and the audit record.
pub fn decision_str(d: GateDecision) -> &'static str {
    match d {
        GateDecision::Execute => "EXECUTE",
        GateDecision::Explain => "EXPLAIN",
        GateDecision::Defer => "DEFER",
        GateDecision::Refuse => "REFUSE",
    }
}

/// What one gate decided, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct GateResult {
    /// The gate.
    pub gate: GateType,
    /// Its decision.
    pub decision: GateDecision,
    /// Why (empty when it passed without remark).
    pub reasons: Vec<String>,
}

impl GateResult {
    /// A pass without remark.
    pub fn pass(gate: GateType) -> Self {
        Self {
            gate,
            decision: GateDecision::Execute,
            reasons: Vec::new(),
        }
    }

    /// A decision with one reason.
    pub fn decide(gate: GateType, decision: GateDecision, reason: impl Into<String>) -> Self {
        Self {
            gate,
            decision,
            reasons: vec![reason.into()],
        }
    }
}

/// What the GateStack decided for one proposed call.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The tool.
    pub tool: String,
    /// The tool's risk tier.
    pub tier: RiskTier,
    /// The most severe decision of the gates that ran.
    pub decision: GateDecision,
    /// Every gate that ran, in order (evaluation stops at the first REFUSE).
    pub results: Vec<GateResult>,
    /// Who may approve it (DEFER by the human approval gate).
    pub approvers: Option<String>,
    /// Executed but flagged for the audit record (`logAndExecute`).
    pub flagged: bool,
}

impl Verdict {
    /// The gates that passed (EXECUTE).
    pub fn passed(&self) -> Vec<&'static str> {
        self.results
            .iter()
            .filter(|r| r.decision == GateDecision::Execute)
            .map(|r| r.gate.as_str())
            .collect()
    }

    /// The gates that did not (EXPLAIN, DEFER, REFUSE).
    pub fn failed(&self) -> Vec<&'static str> {
        self.results
            .iter()
            .filter(|r| r.decision != GateDecision::Execute)
            .map(|r| r.gate.as_str())
            .collect()
    }

    /// The reasons of the gates that decided the verdict, joined.
    pub fn reasons(&self) -> String {
        let reasons: Vec<&str> = self
            .results
            .iter()
            .filter(|r| r.decision == self.decision)
            .flat_map(|r| r.reasons.iter().map(String::as_str))
            .collect();
        reasons.join("; ")
    }

    /// What the agent receives for a final answer this verdict judged.
    pub fn answer_ruling(&self) -> claims::AnswerRuling {
        match self.decision {
            GateDecision::Execute => claims::AnswerRuling::Keep,
            GateDecision::Explain => claims::AnswerRuling::Caveat {
                note: format!("[Argus] Note: {}", self.reasons()),
            },
            GateDecision::Refuse => claims::AnswerRuling::Replace {
                text: format!("[Argus] the final answer was refused: {}", self.reasons()),
            },
            GateDecision::Defer => claims::AnswerRuling::Replace {
                text: format!(
                    "[Argus] the final answer is awaiting approval{}: {}",
                    self.approvers
                        .as_deref()
                        .map(|a| format!(" by {a}"))
                        .unwrap_or_default(),
                    self.reasons()
                ),
            },
        }
    }

    /// What the agent receives in place of the call.
    pub fn ruling(&self) -> CallRuling {
        match self.decision {
            GateDecision::Execute | GateDecision::Explain => CallRuling::Allow,
            GateDecision::Refuse => CallRuling::Replace {
                text: format!("[Argus] {} was refused: {}", self.tool, self.reasons()),
            },
            GateDecision::Defer => CallRuling::Replace {
                text: format!(
                    "[Argus] {} is awaiting approval{}: {}",
                    self.tool,
                    self.approvers
                        .as_deref()
                        .map(|a| format!(" by {a}"))
                        .unwrap_or_default(),
                    self.reasons()
                ),
            },
        }
    }
}

/// How likely the input the model acted on carries injected instructions (0 … 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Threat {
    /// The score.
    pub score: f64,
    /// Where it comes from: named, never quoted (the text may be the injection).
    pub source: ThreatSource,
}

/// What a threat score was computed from. Its text is what Argus writes into refusals,
/// notes and approvals: it names the source and never quotes it, since the text it was
/// computed from may carry the very instructions the gate holds back.
#[derive(Clone, Debug, PartialEq)]
pub enum ThreatSource {
    /// The injection classifier's probability for an untrusted text.
    Injection(untrusted::Origin),
    /// The similarity of an untrusted text to the GateStack's own injection exemplars.
    Exemplar {
        /// Where the text came from.
        origin: untrusted::Origin,
        /// Its cosine similarity to the nearest exemplar.
        cosine: f64,
    },
    /// A call the workflow's current state never leads to (`anomalyScore`).
    Anomaly {
        /// The tool called.
        tool: String,
        /// The session's current state.
        state: String,
    },
    /// The guardian model's score of the call (its reason is logged, not written here:
    /// the model read the untrusted input).
    Guardian {
        /// The guardian's model.
        model: String,
    },
    /// The guardian gave no score and the Policy fails closed.
    GuardianUnavailable {
        /// Why, in Argus's words (a timeout, an error status, an answer out of shape).
        why: String,
    },
}

impl ThreatSource {
    /// The metrics label of the source: `user_turn`, `tool_result`, `arguments`,
    /// `anomaly` or `guardian`.
    pub fn label(&self) -> &'static str {
        match self {
            ThreatSource::Injection(o) | ThreatSource::Exemplar { origin: o, .. } => o.label(),
            ThreatSource::Anomaly { .. } => "anomaly",
            ThreatSource::Guardian { .. } | ThreatSource::GuardianUnavailable { .. } => "guardian",
        }
    }
}

impl std::fmt::Display for ThreatSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ThreatSource::Injection(origin) => write!(f, "injection in {origin}"),
            ThreatSource::Exemplar { origin, cosine } => write!(
                f,
                "similarity {cosine:.2} of {origin} to the GateStack's injection exemplars"
            ),
            ThreatSource::Anomaly { tool, state } => write!(
                f,
                "{} is not a step the workflow leads to from state {state}",
                untrusted::shown(tool).unwrap_or("the call")
            ),
            ThreatSource::Guardian { model } => write!(f, "guardian {model}"),
            ThreatSource::GuardianUnavailable { why } => write!(f, "guardian unavailable: {why}"),
        }
    }
}

/// What the proxy knows about the request a call answers: the session view the gates
/// read, computed before evaluation so that the gates stay pure.
#[derive(Clone, Debug)]
pub struct CallContext {
    /// The behavior mode the request runs in.
    pub mode: BehaviorMode,
    /// Calls to this tool in the current minute, this one included.
    pub calls_this_minute: u64,
    /// Threat score of the latest untrusted input (adversarial gate), when scored, and
    /// what it is.
    pub threat: Option<Threat>,
}

#[cfg(test)]
mod claims_tests;
#[cfg(test)]
mod program_tests;
#[cfg(test)]
mod stream_handover_tests;
#[cfg(test)]
mod tests;
