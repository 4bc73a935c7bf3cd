//! What happens when a response has reached the agent: the token reservation is
//! settled with the real usage, a cacheable answer is stored, and the workflow engine
//! takes its step — all in the background, none of it delaying the agent.

use std::sync::Arc;

use tracing::Instrument;

use super::call::{Call, CallKind, ContextOutcome};
use super::step;
use crate::edge::tee::Completion;
use crate::gating::Ledger;
use crate::shared::reservation::Held;
use crate::shared::runtime::Runtime;
use crate::shared::state::AppState;
use crate::shared::timeline;
use crate::stores::cache::{self, CacheKey, CachedResponse};
use crate::stores::semantic::{Probe, SemanticSettings};
use crate::stores::session::SessionKey;
use crate::wire::{ResponseView, Usage};
use argus_wire::settled_tokens;

/// Everything the end of one response needs.
pub struct After {
    /// Shared state.
    pub state: Arc<AppState>,
    /// The runtime the request was served with.
    pub rt: Arc<Runtime>,
    /// The session.
    pub key: SessionKey,
    /// The request's span (kept open until the engine step is done).
    pub span: tracing::Span,
    /// Tokens reserved for the request.
    pub held: Option<Held>,
    /// Where to store the answer, if it is cacheable.
    pub cache_key: Option<CacheKey>,
    /// Where to store the answer in the semantic cache, if it is eligible.
    pub semantic: Option<(Probe, SemanticSettings)>,
    /// Content type of the answer.
    pub content_type: String,
    /// Status of the answer.
    pub status: http::StatusCode,
    /// The provider that answered.
    pub provider: String,
    /// The model sent upstream.
    pub model: String,
    /// The API called (`openai_chat`, `openai_embeddings`, ...), for the audit record.
    pub api: &'static str,
    /// The session's workflow, which takes a step on the answer (`None` without one, and
    /// for completions and embeddings, which are metered and audited only).
    pub workflow: Option<Arc<crate::engine::RegisteredWorkflow>>,
    /// Whether the answer is a conversation turn (recorded for the context engine), not
    /// a metered completion or embedding.
    pub conversation: bool,
    /// The GateStack's verdicts on the answer's tool calls, when gates are enforced.
    pub gates: Option<Ledger>,
    /// When the request arrived (the console shows the call's latency to its end).
    pub started: std::time::Instant,
    /// How the context block went.
    pub context: ContextOutcome,
}

/// Where a call's answer is stored once it is complete, when it may be.
#[derive(Default)]
pub struct Keys {
    /// The exact-match cache's key.
    pub exact: Option<CacheKey>,
    /// The semantic cache's probe, and its settings.
    pub semantic: Option<(Probe, SemanticSettings)>,
}

/// How a call ended, as its audit record and the console name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The answer reached the agent and was read.
    Completed,
    /// A success whose body could not be read.
    Unparsed,
    /// The agent left before the end.
    Aborted,
    /// The provider's non-success answer, passed on.
    UpstreamError,
    /// The provider stalled after its headers: a stream silent past its idle timeout,
    /// or a non-streamed body past the deadline.
    UpstreamTimeout,
    /// The provider broke a started stream off.
    UpstreamBroken,
    /// The GateStack refused the answer as a whole.
    GateRefused,
    /// A non-streamed answer too large for the gates, withheld from a gated actor.
    AnswerTooLargeToGate,
    /// Answered from the exact cache; nothing spent.
    CacheHit,
    /// Answered from the semantic cache; nothing spent.
    SemanticCacheHit,
}

impl Ending {
    /// The audit record's `outcome`.
    pub fn label(self) -> &'static str {
        match self {
            Ending::Completed => "completed",
            Ending::Unparsed => "unparsed",
            Ending::Aborted => "aborted",
            Ending::UpstreamError => "upstream_error",
            Ending::UpstreamTimeout => "upstream_timeout",
            Ending::UpstreamBroken => "upstream_broken",
            Ending::GateRefused => "gate_refused",
            Ending::AnswerTooLargeToGate => "answer_too_large_to_gate",
            Ending::CacheHit => "cache_hit",
            Ending::SemanticCacheHit => "semantic_cache_hit",
        }
    }
}

/// Who answered a call, and how.
pub struct Served {
    /// The provider that answered (`cache`, `semantic_cache` for a cache's answer).
    pub provider: String,
    /// Status of the answer.
    pub status: http::StatusCode,
    /// Content type of the answer.
    pub content_type: String,
    /// Where the answer is stored, if it may be (none for a cache's own answer).
    pub store: Keys,
}

impl After {
    /// The end of `call`'s answer: what the call brought (session, span, reservation,
    /// workflow, context) and who answered it.
    pub fn new(
        state: &Arc<AppState>,
        rt: &Arc<Runtime>,
        call: Call,
        served: Served,
        gates: Option<Ledger>,
    ) -> Self {
        let Call {
            started,
            kind,
            key,
            format,
            model,
            workflow,
            span,
            held,
            context,
            ..
        } = call;
        Self {
            state: state.clone(),
            rt: rt.clone(),
            key,
            span,
            held,
            cache_key: served.store.exact,
            semantic: served.store.semantic,
            content_type: served.content_type,
            status: served.status,
            provider: served.provider,
            model: model.upstream,
            api: kind.api(format),
            workflow,
            conversation: matches!(kind, CallKind::Llm),
            gates,
            started,
            context,
        }
    }

    /// The audit record of the call (GateStack audit sink `stdout`: the JSON log stream,
    /// target `argus::audit`); never bodies, never keys.
    fn audit(&self, outcome: Ending, usage: Option<Usage>, tool_calls: usize) {
        let outcome = outcome.label();
        let gates = self.gates.as_ref().map(|l| l.audit()).unwrap_or_default();
        // The request's span as parent: a streamed answer ends after the span was exited,
        // and the OTLP record still names the call's span. Text fields as `&str` (not
        // `%`): written as they are, without the formatting machinery.
        tracing::info!(
            target: "argus::audit",
            parent: &self.span,
            tenant = &*self.key.tenant,
            session = self.key.session.as_str(),
            provider = self.provider.as_str(),
            api = self.api,
            model = self.model.as_str(),
            status = self.status.as_u16(),
            outcome,
            prompt_sha256 = self.rt.admission.prompt.as_ref().map(|p| p.sha256()).unwrap_or_default(),
            input_tokens = usage.map(|u| u.input).unwrap_or(0),
            output_tokens = usage.map(|u| u.output).unwrap_or(0),
            tool_calls,
            gate_decision = gates.decision,
            gate_tools = gates.tools.as_str(),
            gates_passed = gates.passed.as_str(),
            gates_failed = gates.failed.as_str(),
            gate_reasons = gates.reasons.as_str(),
            gate_flagged = gates.flagged,
            context = self.context.label(),
            "argus.audit.llm_call"
        );
        let gate = (!gates.decision.is_empty()).then(|| timeline::GateSummary {
            decision: gates.decision.to_string(),
            tools: gates.tools.clone(),
            passed: gates.passed.clone(),
            failed: gates.failed.clone(),
            reasons: gates.reasons.clone(),
        });
        self.state.obs.timeline.record(
            &self.key,
            timeline::What::Call(timeline::Call {
                api: self.api.to_string(),
                provider: self.provider.clone(),
                model: self.model.clone(),
                status: self.status.as_u16(),
                outcome: outcome.to_string(),
                input_tokens: usage.map_or(0, |u| u.input),
                output_tokens: usage.map_or(0, |u| u.output),
                latency_ms: self.started.elapsed().as_secs_f64() * 1000.0,
                tool_calls: tool_calls as u64,
                gate,
            }),
        );
    }

    /// A provider's non-success answer, passed to the agent as it is: audited; the
    /// token reservation is released.
    pub fn upstream_error(self) {
        self.audit(Ending::UpstreamError, None, 0);
    }

    /// An answer the GateStack refused as a whole (`refusals: error`): audited with its
    /// gate fields; the reservation is settled with the estimate (the provider answered).
    pub fn gate_refused(mut self) {
        self.audit(Ending::GateRefused, None, 0);
        if let Some(h) = self.held.take() {
            h.settle(None);
        }
    }

    /// A non-streamed answer too large for the gates, withheld from a gated actor:
    /// audited (`answer_too_large_to_gate`); the reservation is settled with the
    /// estimate (the provider answered, and spent).
    pub fn too_large_to_gate(mut self) {
        self.audit(Ending::AnswerTooLargeToGate, None, 0);
        if let Some(h) = self.held.take() {
            h.settle(None);
        }
    }

    /// A provider that stalled before its answer was complete: audited, counted; the
    /// token reservation is released (nothing usable was received).
    pub fn upstream_timeout(mut self) {
        self.upstream_failed(Ending::UpstreamTimeout, "stalled");
        tracing::warn!(session = %self.key.session, provider = %self.provider, "upstream stalled; response cut off");
    }

    /// A provider's answer that ended badly after its head: audited as `outcome`,
    /// counted under `reason`, the reservation settled with the estimate.
    fn upstream_failed(&mut self, outcome: Ending, reason: &'static str) {
        self.audit(outcome, None, 0);
        self.state
            .obs
            .metrics
            .upstream_errors
            .get_or_create(&crate::obs::metrics::UpstreamLabels {
                provider: self.provider.clone(),
                reason,
            })
            .inc();
        if let Some(h) = self.held.take() {
            h.settle(None);
        }
    }

    /// An answer from a cache (`view`: as read, if it reads), audited as `outcome`
    /// (`CacheHit`, `SemanticCacheHit`): the reservation released (nothing was
    /// spent), and the workflow takes its step.
    pub fn cache_hit(mut self, outcome: Ending, view: Option<ResponseView>) {
        let tool_calls = view.as_ref().map_or(0, |v| v.tool_calls.len());
        self.audit(outcome, None, tool_calls);
        if let Some(h) = self.held.take() {
            h.settle(Some(0));
        }
        if let Some(view) = &view
            && self.conversation
        {
            super::recall::record_answer(&self.state, &self.rt, &self.key, &view.content);
        }
        if let (Some(view), Some(wf)) = (view, self.workflow.take()) {
            let step =
                step::after_response(self.state.clone(), self.rt.clone(), wf, self.key, view);
            // Boxed: the step's future is large, and a task moves its future twice.
            self.state
                .background
                .spawn(Box::pin(step).instrument(self.span));
        }
    }

    /// A provider that broke a started stream off: audited, counted; the reservation is
    /// settled with the estimate (the provider may have spent what it sent).
    fn upstream_broken(mut self, detail: &str) {
        self.upstream_failed(Ending::UpstreamBroken, "broken");
        tracing::warn!(session = %self.key.session, provider = %self.provider, error = detail, "upstream broke its stream off");
    }

    /// Handles how the response ended.
    pub fn run(self, completion: Completion) {
        match completion {
            Completion::TimedOut => return self.upstream_timeout(),
            Completion::Broken(detail) => return self.upstream_broken(&detail),
            _ => {}
        }
        match &completion {
            Completion::Finished { view, .. } => {
                self.audit(Ending::Completed, view.usage, view.tool_calls.len())
            }
            Completion::Unparsed => self.audit(Ending::Unparsed, None, 0),
            Completion::Aborted => self.audit(Ending::Aborted, None, 0),
            Completion::TimedOut | Completion::Broken(_) => {}
        }
        let After {
            state,
            rt,
            key,
            span,
            held,
            cache_key,
            semantic,
            content_type,
            status,
            workflow,
            conversation,
            ..
        } = self;
        match completion {
            Completion::Finished { view, body } => {
                if rt.config.telemetry.log_bodies {
                    tracing::info!(session = %key.session, content = %view.content, tool_calls = ?view.tool_calls, "argus.response.body");
                }
                if let Some(u) = view.usage {
                    span.record("gen_ai.usage.input_tokens", u.input);
                    span.record("gen_ai.usage.output_tokens", u.output);
                }
                if let Some(h) = held {
                    h.settle(settled_tokens(view.usage));
                }
                if let (Some((probe, settings)), Some(body)) = (&semantic, &body)
                    && cache::storable(
                        status,
                        &content_type,
                        body.len(),
                        cache::DEFAULT_MAX_ENTRY_BYTES,
                    )
                {
                    let response = CachedResponse {
                        content_type: content_type.clone(),
                        body: body.clone(),
                    };
                    // Off the response's path: a Redis write the agent does not wait for.
                    let (st, probe, settings) = (state.clone(), probe.clone(), settings.clone());
                    state.background.spawn(async move {
                        if let Err(e) = st
                            .caches
                            .semantic
                            .insert(&probe, response, settings.ttl, settings.max_entries)
                            .await
                        {
                            tracing::warn!(error = %e, "could not store the answer in the semantic cache");
                        }
                    });
                }
                if let (Some(k), Some(body), Some(ttl)) = (cache_key, body, rt.caches.exact_ttl)
                    && cache::storable(
                        status,
                        &content_type,
                        body.len(),
                        cache::DEFAULT_MAX_ENTRY_BYTES,
                    )
                {
                    let st = state.clone();
                    state.background.spawn(async move {
                        if let Err(e) = st
                            .caches
                            .exact
                            .put(&k, &CachedResponse { content_type, body }, ttl)
                            .await
                        {
                            tracing::warn!(error = %e, "could not store the response in the cache");
                        }
                    });
                }
                if conversation {
                    super::recall::record_answer(&state, &rt, &key, &view.content);
                }
                if let Some(wf) = workflow {
                    let step = step::after_response(state.clone(), rt, wf, key, view);
                    state.background.spawn(Box::pin(step).instrument(span));
                }
            }
            Completion::Unparsed => {
                if let Some(h) = held {
                    h.settle(None);
                }
                tracing::warn!(session = %key.session, "response could not be parsed; workflow step skipped");
            }
            Completion::Aborted | Completion::TimedOut | Completion::Broken(_) => {
                if let Some(h) = held {
                    h.settle(None);
                }
                state.obs.metrics.streams_aborted.inc();
                tracing::info!(session = %key.session, "response abandoned before its end; workflow step skipped");
            }
        }
    }
}
