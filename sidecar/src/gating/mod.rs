//! Step 6′ of the request path: before the answer reaches the agent, every tool call it
//! proposes passes the GateStack (`crate::gates`, pure) with the session view this
//! module supplies (the behavior mode, the tool's calls this minute). The verdicts are
//! counted (`argus_gate_decisions_total{gate,decision}`), put on the request span as
//! events, kept for the call's audit record, and what was refused or held is told to
//! the model in the session's next request. For an Actor that opts into claims, the
//! final answer (one that proposes no call) passes the evidence and uncertainty gates
//! as a ClaimBundle, judged and recorded the same way.

pub mod guardian;
pub mod sampling;

use parking_lot::Mutex;
use std::sync::Arc;

use argus_crds::{
    ApprovalMode, ApprovalVia, BehaviorMode, BundleError, FailureMode, GateDecision, RefusalMode,
    UncertaintyGate,
};
use bytes::Bytes;

use crate::gates::{
    AnswerRuling, CallContext, CallRuling, ClaimContext, CompiledGates, ProposedCall, Verdict,
    chat_calls, chat_view_and_calls, decision_str, final_texts, gate_answer, proposed_calls,
    set_final_text, severity,
};
use crate::obs::metrics::Metrics;
use crate::shared::state::AppState;
use crate::stores::session::SessionKey;
use crate::wire::ApiFormat;

/// The threat score a request's scoring task found, waited for at most `timeout_ms`
/// more (it ran while the provider answered); unscored (fail-open) otherwise.
pub async fn threat_score(
    metrics: &Metrics,
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
    if let Some(t) = &threat {
        metrics
            .adversarial_scores
            .get_or_create(&crate::obs::metrics::ThreatLabels {
                source: t.source.label(),
            })
            .observe(t.score);
    }
    metrics
        .threat_scores
        .get_or_create(&crate::obs::metrics::Reason {
            reason: outcome.to_string(),
        })
        .inc();
    threat
}

/// Counts the adversarial gate's decision on a call it weighed `threat` for.
fn count_adversarial(metrics: &Metrics, threat: &crate::gates::Threat, verdict: &Verdict) {
    for r in &verdict.results {
        if r.gate == argus_crds::GateType::Adversarial {
            metrics
                .adversarial_decisions
                .get_or_create(&crate::obs::metrics::ThreatDecisionLabels {
                    source: threat.source.label(),
                    decision: decision_str(r.decision),
                })
                .inc();
        }
    }
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
        self.0.lock().push(v);
    }

    /// The audit fields of the verdicts so far.
    pub fn audit(&self) -> GateAudit {
        let verdicts = self.0.lock();
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
    /// The guardian model's threats per call of the answer (adversarial gate).
    pub guardian: Arc<Mutex<guardian::GuardianThreats>>,
    /// The workflow and the state the session is in, when known (action anomalies).
    pub session_state: Option<(Arc<crate::engine::CompiledWorkflow>, crate::engine::StateId)>,
    /// The tool results of the request, when the Actor opted into claims (its final
    /// answers are then judged as ClaimBundles).
    pub claims: Option<Arc<ClaimContext>>,
    /// Whether a call routed to `hold` holds this answer until its decision (the MCP
    /// gateway answers at once and treats `hold` as `async`).
    pub holds: bool,
    /// Rulings decided before the pure gate applies them, and the approval held for.
    pub rulings: Rulings,
    /// The gate notes of this answer still being written to Redis.
    pub note_writes: NoteWrites,
    /// Who asks the agent's user to confirm a call a `via: elicitation` route defers
    /// (the MCP gateway's, for a client that can be asked); none: the approvers decide.
    pub ask_user: Option<Arc<dyn crate::stores::approvals::confirm::AskUser>>,
}

/// Gate notes being written to Redis; awaited before the answer's last byte, so that
/// the session's next request finds them on any replica.
#[derive(Clone, Default)]
pub struct NoteWrites(Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>>);

/// Longest wait for a note's write (Redis answers in about a millisecond; an outage
/// must not hold the answer).
const NOTE_WRITE_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

impl NoteWrites {
    fn push(&self, write: Option<tokio::task::JoinHandle<()>>) {
        if let Some(w) = write {
            self.0.lock().push(w);
        }
    }

    /// Waits (bounded) until the notes so far are written.
    pub fn written(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let writes = std::mem::take(&mut *self.0.lock());
        async move {
            if !writes.is_empty() {
                let _ =
                    tokio::time::timeout(NOTE_WRITE_WAIT, futures::future::join_all(writes)).await;
            }
        }
    }
}

/// A stream whose gate notes are written before its last bytes are released.
struct NotesWritten {
    writes: NoteWrites,
    waiting: Option<std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>>,
}

impl crate::edge::rewrite::Rewrite for NotesWritten {
    fn push(&mut self, data: Bytes) -> Bytes {
        data
    }

    fn ending(&mut self) -> Bytes {
        self.waiting = Some(Box::pin(self.writes.written()));
        Bytes::new()
    }

    fn poll_hold(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Bytes> {
        if let Some(w) = self.waiting.as_mut() {
            std::task::ready!(w.as_mut().poll(cx));
            self.waiting = None;
        }
        std::task::Poll::Ready(Bytes::new())
    }

    fn finish(&mut self) -> Bytes {
        Bytes::new()
    }
}

/// Rulings decided ahead of the pure gate that applies them: asking the approval
/// store may wait on Redis (or on a person, for `hold`), which a pure gate cannot.
/// Also names the approval a held call waits for, for a stream's keep-alives.
#[derive(Clone, Default)]
pub struct Rulings {
    resolved: Arc<Mutex<Vec<(ProposedCall, CallRuling)>>>,
    holding_on: Arc<Mutex<Option<String>>>,
}

impl Rulings {
    fn put(&self, call: ProposedCall, ruling: CallRuling) {
        locked(&self.resolved).push((call, ruling));
    }

    fn take(&self, call: &ProposedCall) -> Option<CallRuling> {
        let mut resolved = locked(&self.resolved);
        let i = resolved.iter().position(|(c, _)| c == call)?;
        Some(resolved.remove(i).1)
    }

    /// The approval a held call waits for now.
    pub fn holding_on(&self) -> Option<String> {
        locked(&self.holding_on).clone()
    }
}

fn locked<T>(m: &Mutex<T>) -> parking_lot::MutexGuard<'_, T> {
    m.lock()
}

impl Gating {
    /// The gates of one answer, nothing decided yet; a `hold` route holds the answer.
    pub fn new(
        gates: Arc<CompiledGates>,
        state: Arc<AppState>,
        key: SessionKey,
        mode: BehaviorMode,
        span: tracing::Span,
    ) -> Self {
        Self {
            gates,
            state,
            key,
            mode,
            ledger: Ledger::default(),
            span,
            threat: None,
            guardian: Arc::default(),
            session_state: None,
            claims: None,
            holds: true,
            rulings: Rulings::default(),
            note_writes: NoteWrites::default(),
            ask_user: None,
        }
    }

    /// The ruling on one proposed call decided by [`Gating::rule`] beforehand. A call
    /// nobody ruled on (a stream cut short) is judged here; a DEFER then cannot be
    /// asked of the approval store and is refused, saying so.
    pub fn judge(&self, call: &ProposedCall) -> CallRuling {
        if let Some(ruling) = self.rulings.take(call) {
            return ruling;
        }
        let mut verdict = self.verdict(call);
        let refused = (verdict.decision == GateDecision::Defer).then(|| {
            format!(
                "[Argus] {} needs an approval that could not be asked for here; call it again",
                call.name
            )
        });
        if let Some(text) = &refused {
            verdict.decision = GateDecision::Refuse;
            for r in &mut verdict.results {
                if r.decision == GateDecision::Defer {
                    r.decision = GateDecision::Refuse;
                    r.reasons.push(text.clone());
                }
            }
        }
        self.conclude(call, verdict, refused)
    }

    /// Judges one proposed call: runs the gates, takes a DEFER to the approval store
    /// (holding for the decision when the route says `hold` and this answer may wait),
    /// records the verdict and keeps the ruling for [`Gating::judge`].
    pub async fn rule(&self, call: &ProposedCall) -> CallRuling {
        let mut verdict = self.verdict(call);
        // Boxed, and only for a DEFER: the approval store's futures are large, and a
        // future awaited inline is part of every future that awaits it, copied with
        // each of them on every request.
        let awaiting = if verdict.decision == GateDecision::Defer {
            Box::pin(self.seek_approval(call, &mut verdict)).await
        } else {
            None
        };
        self.conclude(call, verdict, awaiting)
    }

    /// Rules on `calls` (in order) and keeps the rulings for [`Gating::judge`].
    pub async fn rule_all(&self, calls: Vec<ProposedCall>) {
        for call in calls {
            let ruling = self.rule(&call).await;
            self.rulings.put(call, ruling);
        }
    }

    /// The gates' verdict on `call` (counting it against the tool's rate).
    fn verdict(&self, call: &ProposedCall) -> Verdict {
        let calls_this_minute = if self.gates.tool_calls_per_minute().is_some() {
            self.state.gates.tool_rates.hit(
                &self.key.tenant,
                &call.name,
                self.state.sessions.redis_client(),
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
        if let Some(threat) = &ctx.threat {
            count_adversarial(&self.state.obs.metrics, threat, &verdict);
        }
        verdict
    }

    /// Records `verdict` and turns it into the ruling (`replaced`: the text the agent
    /// reads instead of the call), noting a replacement for the model's next turn.
    fn conclude(
        &self,
        call: &ProposedCall,
        verdict: Verdict,
        replaced: Option<String>,
    ) -> CallRuling {
        self.record(&verdict, Some(&call.arguments));
        let ruling = match replaced {
            Some(text) => CallRuling::Replace { text },
            None => verdict.ruling(),
        };
        if let CallRuling::Replace { text } = &ruling {
            self.note_writes.push(self.state.sessions.add_gate_note(
                &self.state.background,
                &self.key,
                text.clone(),
            ));
        }
        self.ledger.push(verdict);
        ruling
    }

    /// A DEFERred call goes to approval: when an approval for exactly this call (tool
    /// and argument hash, in this session) was granted, the call passes now and the
    /// approval is Consumed (the verdict becomes EXECUTE); else the call waits for the
    /// pending approval, or a new one, and the text the agent reads names it. Under a
    /// `hold` route the answer waits for the decision first.
    async fn seek_approval(&self, call: &ProposedCall, verdict: &mut Verdict) -> Option<String> {
        if verdict.decision != GateDecision::Defer {
            return None;
        }
        let rt = self.state.runtime();
        let redact_keys = self
            .gates
            .spec
            .audit
            .as_ref()
            .map(|a| a.redact_keys.clone())
            .unwrap_or_default();
        let (sha, shown) = crate::stores::approvals::arguments_of(&call.arguments, &redact_keys);
        let plan = crate::stores::approvals::plan(&self.gates.spec, verdict.tier);
        if plan.via == ApprovalVia::Elicitation
            && let Some(ask) = &self.ask_user
        {
            let question = crate::stores::approvals::confirm::Question {
                tool: call.name.clone(),
                tier: verdict.tier.as_str().to_string(),
                arguments: shown.clone(),
                reasons: verdict
                    .results
                    .iter()
                    .filter(|r| r.decision == GateDecision::Defer)
                    .flat_map(|r| r.reasons.iter().cloned())
                    .collect(),
            };
            if let Some(ruled) = self
                .ask_user(ask.as_ref(), &question, (&plan.route, &sha), verdict)
                .await
            {
                return ruled;
            }
        }
        let hold = plan.mode == ApprovalMode::Hold && self.holds;
        let request = crate::stores::approvals::ApprovalRequest {
            actor: rt
                .config
                .actor
                .as_ref()
                .map_or_else(|| rt.config.name.clone(), |a| a.name.clone()),
            tier: verdict.tier.as_str().to_string(),
            arguments: shown,
            route: plan.route,
            mode: plan.mode,
            approvers: plan.approvers,
            reasons: verdict
                .results
                .iter()
                .filter(|r| r.decision == GateDecision::Defer)
                .flat_map(|r| r.reasons.iter().cloned())
                .collect(),
            timeout_seconds: plan.timeout_seconds,
            on_timeout: plan.on_timeout,
        };
        let identity = crate::stores::approvals::CallIdentity {
            tenant: &self.key.tenant,
            session: &self.key.session,
            tool: &call.name,
            arguments_sha256: &sha,
        };
        let store = &self.state.gates.approvals;
        let unavailable = |e: crate::stores::approvals::StoreError| {
            tracing::warn!(parent: &self.span, tool = %call.name, error = %e, "a deferred call was refused: no approval store");
            format!(
                "[Argus] {} was not run: it needs an approval, and {e}",
                call.name
            )
        };
        let waiting = match store.defer(identity, request.clone()).await {
            Ok(crate::stores::approvals::Deferred::Pass(r)) => {
                approved(verdict, &r);
                return None;
            }
            Ok(
                crate::stores::approvals::Deferred::Waiting(r)
                | crate::stores::approvals::Deferred::Requested(r),
            ) => r,
            Err(e) => return Some(unavailable(e)),
        };
        let text = format!(
            "[Argus] {} is awaiting approval {} by {}: {}",
            call.name,
            waiting.name,
            waiting.approvers,
            verdict.reasons()
        );
        if !hold {
            return Some(text);
        }
        *locked(&self.rulings.holding_on) = Some(waiting.name.clone());
        let decided = store.decided(&waiting.name).await;
        *locked(&self.rulings.holding_on) = None;
        match decided {
            Ok(Some(r)) if r.passes() => match store.defer(identity, request).await {
                Ok(crate::stores::approvals::Deferred::Pass(r)) => {
                    approved(verdict, &r);
                    None
                }
                // Another replica's identical call took the approval first.
                Ok(_) => Some(format!(
                    "[Argus] {} was not run: approval {} was used by an identical call first",
                    call.name, r.name
                )),
                Err(e) => Some(unavailable(e)),
            },
            Ok(Some(r)) => Some(format!(
                "[Argus] {} was not approved: approval {} is {}{}{}",
                call.name,
                r.name,
                r.phase,
                r.decided_by
                    .as_deref()
                    .map(|b| format!(" (by {b})"))
                    .unwrap_or_default(),
                r.comment
                    .as_deref()
                    .map(|c| format!(": {c}"))
                    .unwrap_or_default()
            )),
            Ok(None) => Some(text),
            Err(e) => Some(unavailable(e)),
        }
    }

    /// Asks the agent's user to confirm a deferred call (see `approvals::confirm`):
    /// `Some(ruling)` when the user decided or the answer is on its way, `None` when the
    /// user cannot be asked and the route's approvers decide.
    async fn ask_user(
        &self,
        ask: &dyn crate::stores::approvals::confirm::AskUser,
        question: &crate::stores::approvals::confirm::Question,
        (route, sha): (&str, &str),
        verdict: &mut Verdict,
    ) -> Option<Option<String>> {
        use crate::stores::approvals::confirm::{Confirmation, audit};
        let started = std::time::Instant::now();
        let who = (&*self.key.tenant, self.key.session.as_str());
        let answer = ask.confirm(question).await;
        let decided = || {
            self.state
                .obs
                .metrics
                .approval_decision_seconds
                .observe(started.elapsed().as_secs_f64());
        };
        match answer {
            Confirmation::Confirmed => {
                decided();
                audit(who, question, (route, sha), "approved");
                settle(
                    verdict,
                    GateDecision::Execute,
                    "confirmed by the agent's user (elicitation)",
                );
                Some(None)
            }
            Confirmation::Refused(action) => {
                decided();
                audit(who, question, (route, sha), "denied");
                let why = format!("the user declined it ({action} in the client's confirmation)");
                settle(verdict, GateDecision::Refuse, &why);
                Some(Some(format!(
                    "[Argus] {} was refused: {why}",
                    question.tool
                )))
            }
            Confirmation::Asked => Some(Some(format!(
                "[Argus] {} is awaiting the user's confirmation",
                question.tool
            ))),
            Confirmation::Unavailable(why) => {
                tracing::info!(parent: &self.span, tool = %question.tool, reason = %why, "the user could not be asked: the route's approvers decide");
                None
            }
        }
    }

    /// Judges a final answer's text (`Err`: why it could not be read) as a ClaimBundle:
    /// runs the claim gates and records the verdict like a call's.
    pub fn judge_answer(
        &self,
        ctx: &ClaimContext,
        text: Result<&str, BundleError>,
    ) -> AnswerRuling {
        let verdict = self.gates.evaluate_answer(text, ctx);
        self.record(&verdict, None);
        let ruling = verdict.answer_ruling();
        if let AnswerRuling::Replace { text } = &ruling {
            self.note_writes.push(self.state.sessions.add_gate_note(
                &self.state.background,
                &self.key,
                text.clone(),
            ));
        }
        self.ledger.push(verdict);
        ruling
    }

    /// The threat of `call` now: the highest of the input's injection score, the
    /// guardian model's score of the call, and an action the workflow's current state
    /// never leads to (the adversarial gate's `anomalyScore`).
    fn threat_for(&self, call: &ProposedCall) -> Option<crate::gates::Threat> {
        let guardian = {
            let scores = self.guardian.lock();
            // The key normalises the arguments (a parse): only when there are scores.
            (!scores.is_empty())
                .then(|| scores.get(&guardian::call_key(call)).cloned())
                .flatten()
        };
        let others = self.threat_before_guardian(&call.name);
        match (guardian, others) {
            (Some(g), Some(t)) if t.score >= g.score => Some(t),
            (Some(g), _) => Some(g),
            (None, t) => t,
        }
    }

    /// Asks the guardian model about a non-streamed answer's calls (`raw`, in
    /// `answer_format`; the request `request` in `format`), when the GateStack names one.
    pub async fn consult_guardian(
        &mut self,
        rt: &Arc<crate::shared::runtime::Runtime>,
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
        // Boxed: only a GateStack with a guardian pays for this large future.
        let threats = Box::pin(guardian::consult(
            &self.state,
            rt,
            guardian::Consultation {
                key: &self.key,
                gate: &gate,
                model,
                tier_of: &tier_of,
                request,
                format,
                answer: raw,
                answer_format,
            },
        ))
        .await;
        *self.guardian.lock() = threats;
    }

    /// Measures the uncertainty of a non-streamed final answer (`raw`, in
    /// `answer_format`) by sampling, when the Actor opts into claims and the GateStack's
    /// uncertainty gate samples; a call-proposing answer draws no samples.
    pub async fn measure_uncertainty(
        &mut self,
        rt: &Arc<crate::shared::runtime::Runtime>,
        request: &serde_json::Value,
        format: ApiFormat,
        model: &str,
        raw: &[u8],
        answer_format: ApiFormat,
    ) {
        let (Some(ctx), Some(gate)) = (&self.claims, self.gates.sampling_uncertainty()) else {
            return;
        };
        let Ok(answer) = serde_json::from_slice::<serde_json::Value>(raw) else {
            return;
        };
        if !proposed_calls(answer_format, &answer).is_empty()
            || final_texts(answer_format, &answer).is_empty()
        {
            return;
        }
        // Boxed: only an Actor that samples pays for this large future.
        let measured = Box::pin(self.sample(rt, request, format, model, &gate)).await;
        let mut ctx = ClaimContext::clone(ctx);
        apply_measurement(&mut ctx, measured, rt);
        self.claims = Some(Arc::new(ctx));
    }

    async fn sample(
        &self,
        rt: &Arc<crate::shared::runtime::Runtime>,
        request: &serde_json::Value,
        format: ApiFormat,
        model: &str,
        gate: &UncertaintyGate,
    ) -> Result<f64, String> {
        let sampling = sampling::Sampling {
            key: &self.key,
            format,
            request,
            model,
            gate,
        };
        let measured = sampling::measure(&self.state, rt, &sampling).await;
        let outcome = if measured.is_ok() { "ok" } else { "unmeasured" };
        self.state
            .obs
            .metrics
            .uncertainty_measurements
            .get_or_create(&crate::obs::metrics::Outcome { outcome })
            .inc();
        if let Err(e) = &measured {
            tracing::warn!(parent: &self.span, session = %self.key.session, error = %e, "uncertainty not measured");
        }
        measured
    }

    fn threat_before_guardian(&self, tool: &str) -> Option<crate::gates::Threat> {
        let anomaly = self.session_state.as_ref().and_then(|(wf, at)| {
            (wf.leads_to_tool(*at, tool) == Some(false)).then(|| crate::gates::Threat {
                score: self.gates.anomaly_score(),
                source: crate::gates::ThreatSource::Anomaly {
                    tool: tool.to_string(),
                    state: wf.state_name(*at).to_string(),
                },
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
        let m = &self.state.obs.metrics;
        for r in &v.results {
            m.gate_decisions
                .get_or_create(&crate::obs::metrics::GateLabels {
                    gate: r.gate.as_str(),
                    decision: decision_str(r.decision),
                })
                .inc();
        }
        let decision = decision_str(v.decision);
        let reasons = v.reasons();
        let arguments = arguments
            .and_then(|a| crate::obs::audit::arguments_field(self.gates.spec.audit.as_ref(), a))
            .unwrap_or_default();
        // Text fields as `&str` (not `%`): written as they are, without the formatting
        // machinery.
        tracing::info!(
            target: "argus::audit",
            parent: &self.span,
            session = self.key.session.as_str(),
            tenant = &*self.key.tenant,
            tool = v.tool.as_str(),
            tier = v.tier.as_str(),
            decision,
            passed = v.passed().join(",").as_str(),
            failed = v.failed().join(",").as_str(),
            reasons = reasons.as_str(),
            flagged = v.flagged,
            arguments = arguments.as_str(),
            "argus.gate.decision"
        );
    }

    /// Gates a whole JSON answer under the GateStack's refusal mode: `Err` with the
    /// reasons when a call was refused and the stack answers refusals with an error.
    pub async fn whole_or_refuse(&self, format: ApiFormat, raw: Bytes) -> Result<Gated, String> {
        let gated = self.whole(format, raw).await;
        if self.gates.spec.refusals == Some(RefusalMode::Error) {
            let audit = self.ledger.audit();
            if audit.decision == decision_str(GateDecision::Refuse) {
                return Err(audit.reasons);
            }
        }
        Ok(gated)
    }

    /// Gates a whole JSON answer: the bytes as they were when nothing is refused or
    /// held (or the answer is not JSON the agent could read calls from), else the
    /// rewritten answer. What was refused or held is with the session (Redis too)
    /// before this returns.
    pub async fn whole(&self, format: ApiFormat, raw: Bytes) -> Gated {
        // Most answers' calls are all allowed: a chat answer is read once, with a typed
        // parse, for its calls and for what the side reader needs; it is built as a
        // `Value` only when a call changes.
        let mut ruled = false;
        if format == ApiFormat::OpenAiChat && self.claims.is_none() {
            let (view, calls) = match chat_view_and_calls(&raw) {
                Some((view, calls)) => (Some(view), Some(calls)),
                None => (None, chat_calls(&raw)),
            };
            if let Some(calls) = calls {
                let mut allowed = true;
                for call in calls {
                    let ruling = self.rule(&call).await;
                    allowed &= ruling == CallRuling::Allow;
                    self.rulings.put(call, ruling);
                }
                ruled = true;
                if allowed {
                    self.note_writes.written().await;
                    return Gated { body: raw, view };
                }
            }
        }
        // Parsed once: the calls are ruled on (asking the approval store) unless they
        // were above, then the rulings applied to the same value.
        let Ok(json) = serde_json::from_slice::<serde_json::Value>(&raw) else {
            return Gated::unread(raw);
        };
        if !ruled {
            self.rule_all(proposed_calls(format, &json)).await;
        }
        let gated = self.gate_whole(format, raw, json);
        self.note_writes.written().await;
        Gated::unread(gated)
    }

    fn gate_whole(&self, format: ApiFormat, raw: Bytes, mut json: serde_json::Value) -> Bytes {
        // Final answers are found before the calls are gated: a refused call's note
        // turns its slot into text, but the model proposed a call there, not claims.
        let finals = match &self.claims {
            Some(_) => final_texts(format, &json),
            None => Vec::new(),
        };
        let mut changed = gate_answer(format, &mut json, |c| self.judge(c));
        if let Some(ctx) = &self.claims {
            for f in finals {
                let ruling = self.judge_answer(ctx, Ok(&f.text));
                if let Some(text) = crate::gates::apply_claims(&ruling, &f.text) {
                    set_final_text(format, &mut json, f.slot, text);
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

/// A whole answer after the gates.
pub struct Gated {
    /// What the agent receives.
    pub body: Bytes,
    /// What it says, when the gates read it in passing and it went unchanged (the side
    /// reader then does not read it again).
    pub view: Option<crate::wire::ResponseView>,
}

impl Gated {
    fn unread(body: Bytes) -> Self {
        Self { body, view: None }
    }

    /// The body, and the side reader's reading of it when the gates made one.
    pub fn split(self) -> (Bytes, Option<crate::edge::tee::Side>) {
        let read = self.view.map(|view| crate::edge::tee::Side::Read {
            view,
            body: self.body.clone(),
        });
        (self.body, read)
    }
}

/// The verdict of a call whose approval `r` let it pass: the gates that deferred it
/// now execute it, naming who approved.
fn approved(verdict: &mut Verdict, r: &crate::stores::approvals::ApprovalRecord) {
    let by = r
        .decided_by
        .as_deref()
        .unwrap_or("timeout (onTimeout allow)");
    for result in &mut verdict.results {
        if result.decision == GateDecision::Defer {
            result.decision = GateDecision::Execute;
            result.reasons = vec![format!("approved by {by} (approval {})", r.name)];
        }
    }
    verdict.decision = verdict
        .results
        .iter()
        .map(|r| r.decision)
        .max_by_key(|d| severity(*d))
        .unwrap_or(GateDecision::Execute);
}

/// The verdict of a deferred call the agent's user decided: the gates that deferred
/// it now `decision` it, saying `why`.
fn settle(verdict: &mut Verdict, decision: GateDecision, why: &str) {
    for result in &mut verdict.results {
        if result.decision == GateDecision::Defer {
            result.decision = decision;
            result.reasons = vec![why.to_string()];
        }
    }
    verdict.decision = verdict
        .results
        .iter()
        .map(|r| r.decision)
        .max_by_key(|d| severity(*d))
        .unwrap_or(GateDecision::Execute);
}

/// The samples' measurement into the claim gates' view: the uncertainty, or why there
/// is none and whether the Policy's embedder failure mode holds the answer then.
fn apply_measurement(
    ctx: &mut ClaimContext,
    measured: Result<f64, String>,
    rt: &crate::shared::runtime::Runtime,
) {
    match measured {
        Ok(v) => ctx.sampled_uncertainty = Some(v),
        Err(reason) => {
            ctx.unmeasured = Some(crate::gates::Unmeasured {
                reason,
                fail_closed: rt.embedding.failure == FailureMode::FailClosed,
            })
        }
    }
}

/// A streamed answer through the gates: text passes as it comes, each tool call is held
/// until complete, then released as the provider's bytes or replaced.
impl<J> crate::edge::rewrite::Rewrite for crate::gates::StreamGate<J>
where
    J: FnMut(&ProposedCall) -> CallRuling + Send + Unpin + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        crate::gates::StreamGate::push(self, &data)
    }

    fn finish(&mut self) -> Bytes {
        crate::gates::StreamGate::finish(self)
    }
}

/// A streamed answer held until its final answer is judged (claims on).
impl<J> crate::edge::rewrite::Rewrite for crate::gates::ClaimStream<J>
where
    J: FnMut(Result<&str, BundleError>) -> AnswerRuling + Send + Unpin + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        crate::gates::ClaimStream::push(self, &data)
    }

    fn finish(&mut self) -> Bytes {
        crate::gates::ClaimStream::finish(self)
    }
}

/// How often a stream held for an approval says it is still alive.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(3);

/// A streamed answer whose complete calls are ruled on before the gate applies the
/// rulings: put to the guardian model first when the GateStack names one (for calls
/// above its `minTier`), then through the gates, a DEFER to the approval store. Each
/// call, and what follows it, waits for its ruling; text before it is not delayed.
/// While a call is held for an approval (`hold` routes), the stream carries an SSE
/// comment naming it every [`KEEP_ALIVE`], so that the agent and proxies on the way
/// see a live stream.
pub struct Resolving<J: FnMut(&ProposedCall) -> CallRuling> {
    gate: crate::gates::StreamGate<J>,
    gating: Gating,
    /// Scores calls with the guardian (the consultation of the stream's request).
    ask: Option<Box<dyn FnMut(Vec<ProposedCall>) -> GuardianAsk + Send>>,
    /// Which calls the guardian is asked about.
    asks_about: Box<dyn Fn(&ProposedCall) -> bool + Send>,
    /// The rulings under way.
    ruling: Option<std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>>,
    keep_alive: Option<tokio::time::Interval>,
}

/// A consultation of the guardian under way.
type GuardianAsk =
    std::pin::Pin<Box<dyn std::future::Future<Output = guardian::GuardianThreats> + Send>>;

impl<J: FnMut(&ProposedCall) -> CallRuling> Resolving<J> {
    fn start_ruling(&mut self) {
        let calls = self.gate.take_paused();
        if calls.is_empty() {
            return;
        }
        let asked: Vec<ProposedCall> = calls
            .iter()
            .filter(|c| (self.asks_about)(c))
            .cloned()
            .collect();
        let guardian = match (&mut self.ask, asked.is_empty()) {
            (Some(ask), false) => Some(ask(asked)),
            _ => None,
        };
        let gating = self.gating.clone();
        self.ruling = Some(Box::pin(async move {
            if let Some(asking) = guardian {
                let threats = asking.await;
                gating.guardian.lock().extend(threats);
            }
            gating.rule_all(calls).await;
        }));
        // The keep-alive's timer is set when the ruling first waits (most rulings are
        // done at their first poll: no timer at all).
        self.keep_alive = None;
    }
}

impl<J> crate::edge::rewrite::Rewrite for Resolving<J>
where
    J: FnMut(&ProposedCall) -> CallRuling + Send + Unpin + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        let out = self.gate.push(&data);
        self.start_ruling();
        out
    }

    fn poll_hold(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Bytes> {
        let Some(ruling) = self.ruling.as_mut() else {
            return std::task::Poll::Ready(Bytes::new());
        };
        if ruling.as_mut().poll(cx).is_pending() {
            let tick = self.keep_alive.get_or_insert_with(|| {
                let first = tokio::time::Instant::now() + KEEP_ALIVE;
                let mut tick = tokio::time::interval_at(first, KEEP_ALIVE);
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                tick
            });
            // Polled until it is pending, so that its timer wakes this stream again.
            while tick.poll_tick(cx).is_ready() {
                if let Some(name) = self.gating.rulings.holding_on() {
                    return std::task::Poll::Ready(Bytes::from(format!(
                        ": argus awaiting approval {name}\n\n"
                    )));
                }
            }
            return std::task::Poll::Pending;
        }
        self.ruling = None;
        self.keep_alive = None;
        std::task::Poll::Ready(self.gate.resume())
    }

    fn ending(&mut self) -> Bytes {
        let out = self.gate.close();
        self.start_ruling();
        out
    }

    fn finish(&mut self) -> Bytes {
        self.gate.finish()
    }
}

/// A measurement of uncertainty by sampling under way.
type Measuring = std::pin::Pin<Box<dyn std::future::Future<Output = Result<f64, String>> + Send>>;

/// A streamed final answer of a claims actor whose uncertainty is measured by sampling:
/// once the stream has ended as a final answer (held whole anyway), the samples are
/// drawn, then the answer is judged with what they measured.
pub struct Sampled<J: FnMut(Result<&str, BundleError>) -> AnswerRuling> {
    hold: crate::gates::ClaimStream<J>,
    /// Starts the measurement (once).
    sample: Option<Box<dyn FnOnce() -> Measuring + Send>>,
    measuring: Option<Measuring>,
    /// Where the measurement goes: the judge reads it.
    measured: Arc<Mutex<Option<Result<f64, String>>>>,
}

impl<J> crate::edge::rewrite::Rewrite for Sampled<J>
where
    J: FnMut(Result<&str, BundleError>) -> AnswerRuling + Send + Unpin + 'static,
{
    fn push(&mut self, data: Bytes) -> Bytes {
        self.hold.push(&data)
    }

    fn ending(&mut self) -> Bytes {
        if self.hold.holds_final_answer()
            && let Some(sample) = self.sample.take()
        {
            self.measuring = Some(sample());
        }
        Bytes::new()
    }

    fn poll_hold(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Bytes> {
        if let Some(m) = self.measuring.as_mut() {
            let measured = std::task::ready!(m.as_mut().poll(cx));
            self.measuring = None;
            *self.measured.lock() = Some(measured);
        }
        std::task::Poll::Ready(Bytes::new())
    }

    fn finish(&mut self) -> Bytes {
        self.hold.finish()
    }
}

impl Gating {
    /// `body`, a stream in `format` answering `request`, with every proposed call gated
    /// (and put to the guardian model first when the GateStack names one). With claims
    /// on, the stream's final answer is held and judged whole first (a stream that
    /// proposes a call is released to the call gates as soon as the call shows). The
    /// gate's readings of the chat chunks it passes on unchanged go to `handover`.
    pub fn stream(
        &self,
        rt: &Arc<crate::shared::runtime::Runtime>,
        request: &serde_json::Value,
        format: ApiFormat,
        model: &str,
        body: crate::edge::ProxyBody,
        handover: Option<crate::wire::ChatHandover>,
    ) -> crate::edge::ProxyBody {
        use http_body_util::BodyExt as _;
        let body = match &self.claims {
            Some(ctx) => {
                let gating = self.clone();
                let ctx = ctx.clone();
                let measured: Arc<Mutex<Option<Result<f64, String>>>> = Arc::default();
                let cell = measured.clone();
                let runtime = rt.clone();
                let hold = crate::gates::ClaimStream::new(
                    format,
                    move |text: Result<&str, BundleError>| {
                        let m = cell.lock().clone();
                        match m {
                            Some(m) => {
                                let mut ctx = ClaimContext::clone(&ctx);
                                apply_measurement(&mut ctx, m, &runtime);
                                gating.judge_answer(&ctx, text)
                            }
                            None => gating.judge_answer(&ctx, text),
                        }
                    },
                );
                match self.gates.sampling_uncertainty() {
                    Some(gate) => {
                        let gating = self.clone();
                        let (rt, request, model) =
                            (rt.clone(), Arc::new(request.clone()), model.to_string());
                        let sample = Box::new(move || -> Measuring {
                            let (gating, rt, request, model, gate) = (
                                gating.clone(),
                                rt.clone(),
                                request.clone(),
                                model.clone(),
                                gate.clone(),
                            );
                            Box::pin(async move {
                                gating.sample(&rt, &request, format, &model, &gate).await
                            })
                        });
                        let sampled = Sampled {
                            hold,
                            sample: Some(sample),
                            measuring: None,
                            measured,
                        };
                        crate::edge::rewrite::RewrittenBody::new(body, sampled).boxed_unsync()
                    }
                    None => crate::edge::rewrite::RewrittenBody::new(body, hold).boxed_unsync(),
                }
            }
            None => body,
        };
        let gating = self.clone();
        // Every call pauses: its ruling may wait on the approval store (and the guardian).
        let mut gate =
            crate::gates::StreamGate::new(format, move |c: &ProposedCall| gating.judge(c))
                .pausing(|_| true);
        if let Some(handover) = handover {
            gate = gate.handing_over(handover);
        }
        let gates = self.gates.clone();
        let adversarial = gates.adversarial().unwrap_or_default();
        let resolving = Resolving {
            gate,
            gating: self.clone(),
            ask: self.guardian_asker(rt, request, format),
            asks_about: Box::new(move |c: &ProposedCall| {
                guardian::asks_about(&adversarial, gates.tool_tier(&c.name))
            }),
            ruling: None,
            keep_alive: None,
        };
        let body = crate::edge::rewrite::RewrittenBody::new(body, resolving).boxed_unsync();
        let notes = NotesWritten {
            writes: self.note_writes.clone(),
            waiting: None,
        };
        crate::edge::rewrite::RewrittenBody::new(body, notes).boxed_unsync()
    }

    /// What asks the guardian about a stream's calls, when the GateStack names one.
    fn guardian_asker(
        &self,
        rt: &Arc<crate::shared::runtime::Runtime>,
        request: &serde_json::Value,
        format: ApiFormat,
    ) -> Option<Box<dyn FnMut(Vec<ProposedCall>) -> GuardianAsk + Send>> {
        let gate = self.gates.adversarial()?;
        let model = gate.guardian_model.clone()?;
        let untrusted: Arc<str> = guardian::untrusted_input(format, request).into();
        let (state, rt, key) = (self.state.clone(), rt.clone(), self.key.clone());
        Some(Box::new(move |calls: Vec<ProposedCall>| {
            let (state, rt, key) = (state.clone(), rt.clone(), key.clone());
            let (gate, model, untrusted) = (gate.clone(), model.clone(), untrusted.clone());
            Box::pin(async move {
                let asking = guardian::Asking {
                    key: &key,
                    gate: &gate,
                    model: &model,
                    untrusted: &untrusted,
                };
                guardian::consult_calls(&state, &rt, &asking, calls).await
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gates::GateResult;
    use argus_crds::{GateType, RiskTier};

    fn counted(metrics: &Metrics, outcome: &str) -> u64 {
        metrics
            .threat_scores
            .get_or_create(&crate::obs::metrics::Reason {
                reason: outcome.to_string(),
            })
            .get()
    }

    /// The scoring task runs while the provider answers; at the deadline the gate stops
    /// waiting for it and fails open (unscored, counted as a timeout), and a score that
    /// arrives before the deadline is used. On paused time: no test waits for a clock.
    #[tokio::test(start_paused = true)]
    async fn a_score_later_than_the_deadline_fails_open_one_before_it_is_used() {
        let metrics = Metrics::new();
        let threat = || crate::gates::Threat {
            score: 0.93,
            source: crate::gates::ThreatSource::Injection(crate::gates::Origin::UserTurn),
        };
        let started = tokio::time::Instant::now();
        let late = tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_secs(10)).await;
            Ok(Some(threat()))
        });
        assert!(threat_score(&metrics, late, 50).await.is_none());
        assert_eq!(started.elapsed(), std::time::Duration::from_millis(50));
        assert_eq!(counted(&metrics, "timeout"), 1);

        let prompt = tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(40)).await;
            Ok(Some(threat()))
        });
        let got = threat_score(&metrics, prompt, 50)
            .await
            .expect("scored in time");
        assert!((got.score - 0.93).abs() < 1e-9);
        assert_eq!(counted(&metrics, "ok"), 1);

        let failed = tokio::spawn(async move {
            Err(crate::embedder::EmbedderError::Status("unavailable".into()))
        });
        assert!(threat_score(&metrics, failed, 50).await.is_none());
        assert_eq!(counted(&metrics, "timeout"), 1, "an error is not a timeout");
    }

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
