//! Step 6′ of the request path: before the answer reaches the agent, every tool call it
//! proposes passes the GateStack (`crate::gates`, pure) with the session view this
//! module supplies (the behavior mode, the tool's calls this minute). The verdicts are
//! counted (`argus_gate_decisions_total{gate,decision}`), put on the request span as
//! events, kept for the call's audit record, and what was refused or held is told to
//! the model in the session's next request. For an Actor that opts into claims, the
//! final answer (one that proposes no call) passes the evidence and uncertainty gates
//! as a ClaimBundle, judged and recorded the same way.

use std::sync::{Arc, Mutex};

use argus_crds::actor::BehaviorMode;
use argus_crds::gatestack::GateDecision;
use bytes::Bytes;

use super::state::AppState;
use crate::gates::claims::{AnswerRuling, ClaimContext};
use crate::gates::{
    CallContext, CallRuling, CompiledGates, ProposedCall, Verdict, answer, decision_str,
    final_answer, severity,
};
use crate::store::SessionKey;
use crate::wire::ApiFormat;

/// The threat score a request's scoring task found, waited for at most `timeout_ms`
/// more (it ran while the provider answered); unscored (fail-open) otherwise.
pub async fn threat_score(
    state: &AppState,
    task: tokio::task::JoinHandle<
        Result<Option<crate::gates::Threat>, crate::embedder::EmbedderError>,
    >,
    timeout_ms: u32,
) -> Option<crate::gates::Threat> {
    let wait = std::time::Duration::from_millis(u64::from(timeout_ms));
    let (outcome, threat) = match tokio::time::timeout(wait, task).await {
        Ok(Ok(Ok(threat))) => ("ok", threat),
        Ok(Ok(Err(e))) => (e.label(), None),
        Ok(Err(_)) | Err(_) => ("timeout", None),
    };
    state
        .metrics
        .threat_scores
        .get_or_create(&crate::metrics::Reason {
            reason: outcome.to_string(),
        })
        .inc();
    threat
}

/// The verdicts of one answer, for its audit record.
#[derive(Clone, Default)]
pub struct Ledger(Arc<Mutex<Vec<Verdict>>>);

/// What an answer's audit record says about its gates.
#[derive(Debug, Default, PartialEq)]
pub struct GateAudit {
    /// The most severe decision (empty: no call was gated).
    pub decision: &'static str,
    /// Tools called, in order.
    pub tools: String,
    /// Gates passed by every call.
    pub passed: String,
    /// Gates that did not pass some call.
    pub failed: String,
    /// Why, per call that did not pass.
    pub reasons: String,
    /// A call executed under `logAndExecute`.
    pub flagged: bool,
}

impl Ledger {
    fn push(&self, v: Verdict) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(v);
    }

    /// The audit fields of the verdicts so far.
    pub fn audit(&self) -> GateAudit {
        let verdicts = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let Some(worst) = verdicts
            .iter()
            .map(|v| v.decision)
            .max_by_key(|d| severity(*d))
        else {
            return GateAudit::default();
        };
        let mut passed: Vec<&str> = Vec::new();
        let mut failed: Vec<&str> = Vec::new();
        for v in verdicts.iter() {
            for g in v.failed() {
                if !failed.contains(&g) {
                    failed.push(g);
                }
            }
        }
        for v in verdicts.iter() {
            for g in v.passed() {
                if !passed.contains(&g) && !failed.contains(&g) {
                    passed.push(g);
                }
            }
        }
        GateAudit {
            decision: decision_str(worst),
            tools: verdicts
                .iter()
                .map(|v| v.tool.as_str())
                .collect::<Vec<_>>()
                .join(","),
            passed: passed.join(","),
            failed: failed.join(","),
            reasons: verdicts
                .iter()
                .filter(|v| v.decision != GateDecision::Execute)
                .map(|v| format!("{}: {}", v.tool, v.reasons()))
                .collect::<Vec<_>>()
                .join(" | "),
            flagged: verdicts.iter().any(|v| v.flagged),
        }
    }
}

/// The gates of one request, with its session view.
#[derive(Clone)]
pub struct Gating {
    /// The stack.
    pub gates: Arc<CompiledGates>,
    /// Shared state (rates, notes, metrics).
    pub state: Arc<AppState>,
    /// The session.
    pub key: SessionKey,
    /// The request's behavior mode.
    pub mode: BehaviorMode,
    /// The verdicts, for the audit record.
    pub ledger: Ledger,
    /// The request's span.
    pub span: tracing::Span,
    /// The threat score of the request's untrusted input (adversarial gate), if scored.
    pub threat: Option<crate::gates::Threat>,
    /// The guardian model's threats per call of a non-streamed answer (adversarial gate).
    pub guardian: Arc<super::guardian::GuardianThreats>,
    /// The workflow and the state the session is in, when known (action anomalies).
    pub session_state: Option<(Arc<crate::engine::CompiledWorkflow>, crate::engine::StateId)>,
    /// The tool results of the request, when the Actor opted into claims (its final
    /// answers are then judged as ClaimBundles).
    pub claims: Option<Arc<ClaimContext>>,
}

impl Gating {
    /// Judges one proposed call: runs the gates and records the verdict.
    pub fn judge(&self, call: &ProposedCall) -> CallRuling {
        let calls_this_minute = if self.gates.tool_calls_per_minute().is_some() {
            self.state.tool_rates.hit(
                &self.key.tenant,
                &call.name,
                self.state.redis_client(),
                &self.state.background,
            )
        } else {
            0
        };
        let ctx = CallContext {
            mode: self.mode,
            calls_this_minute,
            threat: self.threat_for(call),
        };
        let verdict = self.gates.evaluate_call(call, &ctx);
        self.record(&verdict, Some(&call.arguments));
        let ruling = verdict.ruling();
        if let CallRuling::Replace { text } = &ruling {
            self.state.add_gate_note(&self.key, text.clone());
        }
        self.ledger.push(verdict);
        ruling
    }

    /// Judges a final answer's text (`Err`: why it could not be read) as a ClaimBundle:
    /// runs the claim gates and records the verdict like a call's.
    pub fn judge_answer(
        &self,
        ctx: &ClaimContext,
        text: Result<&str, argus_crds::claims::BundleError>,
    ) -> AnswerRuling {
        let verdict = self.gates.evaluate_answer(text, ctx);
        self.record(&verdict, None);
        let ruling = verdict.answer_ruling();
        if let AnswerRuling::Replace { text } = &ruling {
            self.state.add_gate_note(&self.key, text.clone());
        }
        self.ledger.push(verdict);
        ruling
    }

    /// The threat of `call` now: the highest of the input's injection score, the
    /// guardian model's score of the call, and an action the workflow's current state
    /// never leads to (the adversarial gate's `anomalyScore`).
    fn threat_for(&self, call: &ProposedCall) -> Option<crate::gates::Threat> {
        let guardian = self.guardian.get(&super::guardian::call_key(call));
        let others = self.threat_before_guardian(&call.name);
        match (guardian, others) {
            (Some(g), Some(t)) if t.score >= g.score => Some(t),
            (Some(g), _) => Some(g.clone()),
            (None, t) => t,
        }
    }

    /// Asks the guardian model about a non-streamed answer's calls (`raw`, in
    /// `answer_format`; the request `request` in `format`), when the GateStack names one.
    pub async fn consult_guardian(
        &mut self,
        rt: &Arc<super::runtime::Runtime>,
        request: &serde_json::Value,
        format: ApiFormat,
        raw: &[u8],
        answer_format: ApiFormat,
    ) {
        let Some(gate) = self.gates.adversarial() else {
            return;
        };
        let Some(model) = gate.guardian_model.as_deref() else {
            return;
        };
        let gates = self.gates.clone();
        let tier_of = move |tool: &str| gates.tool_tier(tool);
        let threats = super::guardian::consult(
            &self.state,
            rt,
            super::guardian::Consultation {
                key: &self.key,
                gate: &gate,
                model,
                tier_of: &tier_of,
                request,
                format,
                answer: raw,
                answer_format,
            },
        )
        .await;
        self.guardian = Arc::new(threats);
    }

    fn threat_before_guardian(&self, tool: &str) -> Option<crate::gates::Threat> {
        let anomaly = self.session_state.as_ref().and_then(|(wf, at)| {
            (wf.leads_to_tool(*at, tool) == Some(false)).then(|| crate::gates::Threat {
                score: self.gates.anomaly_score(),
                source: format!(
                    "{tool} is not a step the workflow leads to from state {}",
                    wf.state_name(*at)
                ),
            })
        });
        match (anomaly, &self.threat) {
            (Some(a), Some(t)) if t.score >= a.score => Some(t.clone()),
            (Some(a), _) => Some(a),
            (None, t) => t.clone(),
        }
    }

    /// Counts a verdict and writes its audit record (with the call's `arguments` as the
    /// GateStack's `includeArguments` / `redactKeys` allow).
    fn record(&self, v: &Verdict, arguments: Option<&str>) {
        let m = &self.state.metrics;
        for r in &v.results {
            m.gate_decisions
                .get_or_create(&crate::metrics::GateLabels {
                    gate: r.gate.as_str(),
                    decision: decision_str(r.decision),
                })
                .inc();
        }
        let decision = decision_str(v.decision);
        let reasons = v.reasons();
        let arguments = arguments
            .and_then(|a| crate::audit::arguments_field(self.gates.spec.audit.as_ref(), a))
            .unwrap_or_default();
        tracing::info!(
            target: "argus::audit",
            parent: &self.span,
            session = %self.key.session,
            tenant = %self.key.tenant,
            tool = %v.tool,
            tier = v.tier.as_str(),
            decision,
            passed = %v.passed().join(","),
            failed = %v.failed().join(","),
            reasons = %reasons,
            flagged = v.flagged,
            arguments = %arguments,
            "argus.gate.decision"
        );
    }

    /// Gates a whole JSON answer under the GateStack's refusal mode: `Err` with the
    /// reasons when a call was refused and the stack answers refusals with an error.
    pub fn whole_or_refuse(&self, format: ApiFormat, raw: Bytes) -> Result<Bytes, String> {
        let gated = self.whole(format, raw);
        if self.gates.spec.refusals == Some(argus_crds::gatestack::RefusalMode::Error) {
            let audit = self.ledger.audit();
            if audit.decision == decision_str(GateDecision::Refuse) {
                return Err(audit.reasons);
            }
        }
        Ok(gated)
    }

    /// Gates a whole JSON answer: the bytes as they were when nothing is refused or
    /// held (or the answer is not JSON the agent could read calls from), else the
    /// rewritten answer.
    pub fn whole(&self, format: ApiFormat, raw: Bytes) -> Bytes {
        let Ok(mut json) = serde_json::from_slice::<serde_json::Value>(&raw) else {
            return raw;
        };
        // Final answers are found before the calls are gated: a refused call's note
        // turns its slot into text, but the model proposed a call there, not claims.
        let finals = match &self.claims {
            Some(_) => final_answer::final_texts(format, &json),
            None => Vec::new(),
        };
        let mut changed = answer::gate_answer(format, &mut json, |c| self.judge(c));
        if let Some(ctx) = &self.claims {
            for f in finals {
                let ruling = self.judge_answer(ctx, Ok(&f.text));
                if let Some(text) = crate::gates::claims::apply(&ruling, &f.text) {
                    final_answer::set_text(format, &mut json, f.slot, text);
                    changed = true;
                }
            }
        }
        if !changed {
            return raw;
        }
        serde_json::to_vec(&json).map(Bytes::from).unwrap_or(raw)
    }
}

/// A streamed answer through the gates: text passes as it comes, each tool call is held
/// until complete, then released as the provider's bytes or replaced.
impl<J> super::rewrite::Rewrite for crate::gates::stream::StreamGate<J>
where
    J: FnMut(&ProposedCall) -> CallRuling + Send + Unpin + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        crate::gates::stream::StreamGate::push(self, &data)
    }

    fn finish(&mut self) -> Bytes {
        crate::gates::stream::StreamGate::finish(self)
    }
}

/// A streamed answer held until its final answer is judged (claims on).
impl<J> super::rewrite::Rewrite for crate::gates::claim_stream::ClaimStream<J>
where
    J: FnMut(Result<&str, argus_crds::claims::BundleError>) -> AnswerRuling
        + Send
        + Unpin
        + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        crate::gates::claim_stream::ClaimStream::push(self, &data)
    }

    fn finish(&mut self) -> Bytes {
        crate::gates::claim_stream::ClaimStream::finish(self)
    }
}

impl Gating {
    /// `body`, a stream in `format`, with every proposed call gated. With claims on, the
    /// stream's final answer is held and judged whole first (a stream that proposes a
    /// call is released to the call gates as soon as the call shows).
    pub fn stream(
        &self,
        format: ApiFormat,
        body: super::handler::ProxyBody,
    ) -> super::handler::ProxyBody {
        use http_body_util::BodyExt as _;
        let body = match &self.claims {
            Some(ctx) => {
                let gating = self.clone();
                let ctx = ctx.clone();
                let hold = crate::gates::claim_stream::ClaimStream::new(
                    format,
                    move |text: Result<&str, argus_crds::claims::BundleError>| {
                        gating.judge_answer(&ctx, text)
                    },
                );
                super::rewrite::RewrittenBody::new(body, hold).boxed_unsync()
            }
            None => body,
        };
        let gating = self.clone();
        let gate =
            crate::gates::stream::StreamGate::new(format, move |c: &ProposedCall| gating.judge(c));
        super::rewrite::RewrittenBody::new(body, gate).boxed_unsync()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gates::GateResult;
    use argus_crds::gatestack::GateType;
    use argus_crds::tier::RiskTier;

    fn verdict(tool: &str, decision: GateDecision, reason: &str) -> Verdict {
        Verdict {
            tool: tool.into(),
            tier: RiskTier::Modify,
            decision,
            results: vec![
                GateResult::decide(GateType::Security, decision, reason),
                GateResult::pass(GateType::HumanApproval),
            ],
            approvers: None,
            flagged: decision == GateDecision::Execute,
        }
    }

    #[test]
    fn the_audit_record_names_the_worst_decision_the_gates_and_the_reasons() {
        let ledger = Ledger::default();
        assert_eq!(ledger.audit(), GateAudit::default());
        ledger.push(verdict("lookup_order", GateDecision::Execute, ""));
        ledger.push(verdict(
            "issue_refund",
            GateDecision::Refuse,
            "tier MODIFY above actor tier READ_ONLY",
        ));
        let a = ledger.audit();
        assert_eq!(a.decision, "REFUSE");
        assert_eq!(a.tools, "lookup_order,issue_refund");
        assert_eq!(a.failed, "security");
        assert_eq!(a.passed, "humanApproval");
        assert_eq!(
            a.reasons,
            "issue_refund: tier MODIFY above actor tier READ_ONLY"
        );
        assert!(a.flagged);
    }
}
