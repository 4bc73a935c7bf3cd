//! The value every stage of the pipeline reads and adds to: one LLM call (or metered
//! completion/embedding) from the moment its body was read to the end of its answer.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use argus_crds::BehaviorMode;
use bytes::Bytes;
use serde_json::Value;

use crate::edge::errors::ProxyError;
use crate::edge::respond::api_name;
use crate::engine::RegisteredWorkflow;
use crate::engine::{CompiledWorkflow, StateId};
use crate::forward::{Answered, Outgoing, forward};
use crate::gates::ClaimContext;
use crate::gating::{Gating, threat_score};
use crate::shared::reservation::Held;
use crate::shared::runtime::{Provider, Runtime};
use crate::shared::state::AppState;
use crate::shared::threat::ThreatTask;
use crate::stores::session::SessionKey;
use crate::wire::{self, ApiFormat, Edit};

/// One call on its way through the proxy; each stage reads it and adds to it.
pub struct Call {
    /// When the request arrived.
    pub started: Instant,
    /// What kind of call: a conversation turn, or a metered completion/embedding.
    pub kind: CallKind,
    /// The session.
    pub key: SessionKey,
    /// The caller's API format.
    pub format: ApiFormat,
    /// Whether the answer streams.
    pub stream: bool,
    /// The request line and headers as the agent sent them.
    pub parts: http::request::Parts,
    /// The canonical path and the query, as forwarded.
    pub path_and_query: String,
    /// The model asked for, and where it is sent.
    pub model: Model,
    /// The request JSON; every edit goes through it.
    pub body: RequestBody,
    /// The last user turn.
    pub user_turn: Option<String>,
    /// The workflow the session follows, when one is bound.
    pub workflow: Option<Arc<RegisteredWorkflow>>,
    /// The behavior mode, when a GateStack is enforced (ingress).
    pub mode: Option<BehaviorMode>,
    /// The request's span.
    pub span: tracing::Span,
    /// The threat scoring of the untrusted input, awaited when the gates are built.
    pub threat: Option<ThreatTask>,
    /// Tokens reserved against the limits (admission).
    pub held: Option<Held>,
    /// The loop check's embedding of the last user turn (steering; the semantic cache
    /// reuses it).
    pub turn_embedding: Option<Arc<[f32]>>,
    /// The workflow and the state the session is in, for the gates (steering).
    pub session_state: Option<(Arc<CompiledWorkflow>, StateId)>,
    /// How the context block went (steering).
    pub context: ContextOutcome,
}

/// How the context stage went, for the audit record and the metrics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ContextOutcome {
    /// Nothing was asked (no plan that compiles, or no user turn).
    #[default]
    Off,
    /// A block was compiled and put before the user turn.
    Compiled,
    /// The sources had nothing for this turn.
    Empty,
    /// The gathering passed its deadline.
    Timeout,
    /// A store failed.
    StoreError,
}

impl ContextOutcome {
    /// The label of the outcome (`off`, `compiled`, `empty`, `timeout`, `store_error`).
    pub fn label(self) -> &'static str {
        match self {
            ContextOutcome::Off => "off",
            ContextOutcome::Compiled => "compiled",
            ContextOutcome::Empty => "empty",
            ContextOutcome::Timeout => "timeout",
            ContextOutcome::StoreError => "store_error",
        }
    }
}

/// What kind of call, for the audit record and the after-stage.
#[derive(Clone, Copy, Debug)]
pub enum CallKind {
    /// A conversation turn: recorded for the context engine, stepped by the workflow.
    Llm,
    /// A metered completion or embedding: no conversation.
    Metered(wire::Metered),
}

impl CallKind {
    /// The API called, as the audit record names it.
    pub fn api(self, format: ApiFormat) -> &'static str {
        match self {
            CallKind::Llm => format.as_str(),
            CallKind::Metered(kind) => kind.as_str(),
        }
    }
}

/// The model of a call.
#[derive(Debug, Default)]
pub struct Model {
    /// As the agent asked for it (body, or path for Gemini).
    pub asked: String,
    /// As named in the path (Gemini).
    pub in_path: Option<String>,
    /// The route's target model, when the route renames it.
    pub target: Option<String>,
    /// As sent upstream (the target, else the asked model); set by [`Call::route`].
    pub upstream: String,
}

impl Call {
    /// The providers of the call's route (in failover order); names the upstream model.
    pub fn route(&mut self, rt: &Runtime) -> Vec<Arc<Provider>> {
        let (providers, target) = rt.upstream.providers_for(self.format, &self.model.asked);
        self.model.upstream = target.clone().unwrap_or_else(|| self.model.asked.clone());
        self.model.target = target;
        providers
    }

    /// The path and body sent to `provider`: the call's own format, or translated for a
    /// route that crosses formats; re-serialised only when something changed.
    pub fn for_provider(&self, provider: &Provider) -> Result<(String, Bytes), ProxyError> {
        let (format, model) = (self.format, &self.model);
        let wire_format = provider.wire_format(format).unwrap_or(format);
        let json = self.body.json();
        let mut changed = self.body.dirty;
        let mut out = if wire_format == format {
            let mut out = json.clone();
            if model.target.is_some() && format != ApiFormat::Gemini {
                out["model"] = Value::String(model.upstream.clone());
                changed = true;
            }
            out
        } else {
            let mut out = wire::translate_request(format, wire_format, json)?;
            out["model"] = Value::String(model.upstream.clone());
            changed = true;
            out
        };
        // Settling a reservation needs the real usage: ask the stream for it. Without
        // limits the request stays as the agent sent it.
        if self.held.is_some() {
            changed |= wire::ensure_stream_usage(wire_format, &mut out, self.stream);
        }
        let client_path = &self.path_and_query;
        let path = match (wire_format == format, wire_format) {
            (true, ApiFormat::Gemini) => match (&model.in_path, &model.target) {
                (Some(m), Some(t)) => {
                    client_path.replacen(&format!("/models/{m}:"), &format!("/models/{t}:"), 1)
                }
                _ => client_path.clone(),
            },
            (true, _) => client_path.clone(),
            (false, ApiFormat::Anthropic) => "/v1/messages".to_string(),
            (false, _) => "/v1/chat/completions".to_string(),
        };
        let bytes = if changed {
            Bytes::from(
                serde_json::to_vec(&out).map_err(|e| ProxyError::InvalidJson(e.to_string()))?,
            )
        } else {
            self.body.raw.clone()
        };
        Ok((path, bytes))
    }

    /// Sends the call to the first of `providers` that answers usably. Responses are
    /// parsed on the side, so they are asked for uncompressed.
    pub async fn forward(
        &self,
        state: &AppState,
        rt: &Runtime,
        providers: &[Arc<Provider>],
    ) -> Result<Answered, ProxyError> {
        let prepare = |p: &Provider| self.for_provider(p);
        let outgoing = Outgoing {
            method: &self.parts.method,
            headers: &self.parts.headers,
            prepare: &prepare,
            identity: true,
        };
        forward(
            &state.cooldowns,
            &state.obs.metrics,
            &rt.upstream.client,
            providers,
            outgoing,
        )
        .await
    }

    /// The gates of the call's answer (`None` without a GateStack), complete when
    /// built: the threat score of the request's untrusted input awaited (it ran while
    /// the provider answered), the session's state, and for an Actor that opts into
    /// claims the request's tool results. The agent's request waits for a `hold` route's
    /// decision (a stream with keep-alives).
    pub async fn gating(
        &self,
        state: &Arc<AppState>,
        rt: &Runtime,
        threat: Option<ThreatTask>,
    ) -> Option<Gating> {
        let (gates, mode) = (rt.gates.stack.as_ref()?, self.mode?);
        let mut gating = Gating::new(
            gates.clone(),
            state.clone(),
            self.key.clone(),
            mode,
            self.span.clone(),
        );
        gating.session_state = self.session_state.clone();
        gating.claims = gates
            .claims
            .then(|| Arc::new(ClaimContext::from_request(self.format, self.body.json())));
        if let Some(task) = threat {
            gating.threat = threat_score(
                &state.obs.metrics,
                task,
                rt.embedding.loop_detection.timeout_ms,
            )
            .await;
        }
        Some(gating)
    }

    /// The refusal of a call no provider serves.
    pub fn no_provider(&self) -> ProxyError {
        match self.kind {
            CallKind::Llm => ProxyError::NoProvider(format!(
                "{} requests for model {:?}",
                self.format.as_str(),
                self.model.asked
            )),
            CallKind::Metered(_) => ProxyError::NoProviderForApi {
                request: format!("{} {}", self.parts.method, self.parts.uri.path()),
                api: api_name(self.format),
            },
        }
    }

    /// Whether the agent asked an OpenAI stream for its usage itself.
    pub fn asked_for_usage(&self) -> bool {
        self.body.json()["stream_options"]["include_usage"] == true
    }
}

/// What the response stage still reads of the request (the gates, the translator) once
/// the rest of the call has gone to its end ([`Call::take_asked`]).
pub struct Asked {
    /// The caller's API format.
    pub format: ApiFormat,
    /// Whether the answer streams.
    pub stream: bool,
    /// The model as asked.
    pub model: String,
    /// The request as sent upstream (before translation).
    pub body: RequestBody,
}

impl Call {
    /// Takes out what the response stage reads of the request; moved, not copied.
    pub fn take_asked(&mut self) -> Asked {
        Asked {
            format: self.format,
            stream: self.stream,
            model: std::mem::take(&mut self.model.asked),
            body: std::mem::take(&mut self.body),
        }
    }
}

/// The request JSON with the bytes the agent sent. Every edit goes through
/// [`RequestBody::edit`], so the body is re-serialised exactly when something changed.
#[derive(Default)]
pub struct RequestBody {
    json: Value,
    raw: Bytes,
    dirty: bool,
}

impl RequestBody {
    /// The body as the agent sent it, and parsed.
    pub fn new(raw: Bytes, json: Value) -> Self {
        Self {
            json,
            raw,
            dirty: false,
        }
    }

    /// The request as it stands.
    pub fn json(&self) -> &Value {
        &self.json
    }

    /// The bytes the agent sent.
    pub fn raw(&self) -> &Bytes {
        &self.raw
    }

    /// The one way to change the request: `f` edits the JSON and says whether it did.
    pub fn edit<E>(&mut self, f: impl FnOnce(&mut Value) -> Result<bool, E>) -> Result<(), E> {
        if f(&mut self.json)? {
            self.dirty = true;
        }
        Ok(())
    }

    /// Applies a wire edit (always a change).
    pub fn apply(&mut self, format: ApiFormat, edit: &Edit) {
        let applied = self.edit(|json| {
            wire::apply_edit(format, json, edit);
            Ok::<_, Infallible>(true)
        });
        match applied {
            Ok(()) => {}
            Err(never) => match never {},
        }
    }
}
