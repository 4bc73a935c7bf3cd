//! One request through the proxy: read and check the body, find the session, apply
//! its pending intervention, pick the provider, swap in the platform's credential,
//! forward, and stream the answer back while a side copy feeds the workflow engine.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use http::header::{self, HeaderMap, HeaderValue};
use http::{Request, Response, StatusCode};
use http_body_util::{BodyExt, Limited, StreamBody};
use hyper::body::Frame;
use hyper::body::Incoming;

use super::errors::ProxyError;
use super::runtime::{Provider, Runtime};
use super::state::AppState;
use super::steering;
use super::tee::{Completion, Cut, Side, StallGuard, TeeBody};
use crate::edge::respond::{Refusal, Requester, api_name, error_response};
use crate::edge::{BoxError, ProxyBody, full};
use crate::forward::{error_chain, redacted, send, strip_response_headers, upstream_request};
use crate::metrics::{RequestLabels, status_class};
use crate::policy::{cache, translate};
use crate::session;
use crate::store::SessionKey;
use crate::wire::{self, ApiFormat, Endpoint, StreamAccumulator};
use tracing::Instrument;

/// Entry point for every request on the proxy port but the MCP gateway's (`serve::route`).
pub async fn handle(
    state: Arc<AppState>,
    req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    let started = Instant::now();
    let rt = state.runtime();
    let refused = |format, refusal: Refusal| {
        let requester = Requester {
            tenant: &rt.tenant,
            session: refusal.session.as_deref(),
        };
        error_response(&state, format, &refusal.error, requester)
    };
    let (label, resp) = match wire::canonical_path(req.uri().path()) {
        Err(e) => (
            "unknown",
            refused(ApiFormat::OpenAiChat, ProxyError::from(e).into()),
        ),
        Ok(path) => {
            // The canonical path is what is governed, so it is also what is forwarded.
            let path_and_query = match req.uri().query() {
                Some(q) => format!("{path}?{q}"),
                None => path.clone(),
            };
            match wire::endpoint(req.method(), &path, req.headers()) {
                Endpoint::Llm {
                    format,
                    path_model,
                    path_stream,
                } => {
                    let call = LlmCall {
                        started,
                        format,
                        path_model,
                        path_stream,
                        path_and_query,
                    };
                    let resp = match llm(&state, &rt, req, call).await {
                        Ok(r) => r,
                        Err(e) => refused(format, e),
                    };
                    (format.as_str(), resp)
                }
                Endpoint::Metered(kind) => {
                    let resp = match metered(&state, &rt, req, kind, path_and_query).await {
                        Ok(r) => r,
                        Err(e) => refused(ApiFormat::OpenAiChat, e),
                    };
                    (kind.as_str(), resp)
                }
                Endpoint::PassThrough { format, spends } => {
                    let allowed = !spends
                        || rt
                            .config
                            .policy
                            .as_ref()
                            .is_some_and(|p| p.spec.allows_pass_through(&path));
                    let resp = if allowed {
                        pass_through(&state, &rt, req, format, path_and_query).await
                    } else {
                        Err(ProxyError::PassThroughRefused {
                            request: format!("{} {path}", req.method()),
                            api: api_name(format),
                        })
                    };
                    let resp = resp.unwrap_or_else(|e| refused(format, e.into()));
                    ("passthrough", resp)
                }
                Endpoint::Unknown => (
                    "unknown",
                    refused(ApiFormat::OpenAiChat, ProxyError::UnknownPath(path).into()),
                ),
            }
        }
    };
    let labels = RequestLabels {
        format: label,
        status: status_class(resp.status().as_u16()),
    };
    state.metrics.requests.get_or_create(&labels).inc();
    state
        .metrics
        .latency
        .get_or_create(&labels)
        .observe(started.elapsed().as_secs_f64());
    Ok(resp)
}

/// Refuses a body whose declared length is over the limit before reading any of it.
fn refuse_declared_oversize(headers: &HeaderMap, limit: usize) -> Result<(), ProxyError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    match declared {
        Some(len) if len > limit => Err(ProxyError::TooLarge { limit }),
        _ => Ok(()),
    }
}

/// Reads the whole body, at most `limit` bytes and within `timeout` (a body dribbled
/// slowly would otherwise hold the connection and the request forever).
/// A request whose body is JSON: its parts, the body as sent and parsed, within the
/// size limit and the body-read timeout.
async fn read_json_request(
    rt: &Runtime,
    req: Request<Incoming>,
) -> Result<(http::request::Parts, Bytes, serde_json::Value), ProxyError> {
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.max_request_bytes)?;
    let bytes = read_body(
        body,
        rt.max_request_bytes,
        std::time::Duration::from_secs(u64::from(rt.config.listen.body_read_timeout_seconds)),
    )
    .await?;
    let json =
        serde_json::from_slice(&bytes).map_err(|e| ProxyError::InvalidJson(e.to_string()))?;
    Ok((parts, bytes, json))
}

async fn read_body(
    body: Incoming,
    limit: usize,
    timeout: std::time::Duration,
) -> Result<Bytes, ProxyError> {
    let read = tokio::time::timeout(timeout, Limited::new(body, limit).collect())
        .await
        .map_err(|_| ProxyError::BodyTimeout {
            seconds: timeout.as_secs(),
        })?;
    match read {
        Ok(c) => Ok(c.to_bytes()),
        Err(e) if e.is::<http_body_util::LengthLimitError>() => Err(ProxyError::TooLarge { limit }),
        Err(e) => Err(ProxyError::ClientBody(e.to_string())),
    }
}

/// How the path and method classified an LLM call.
struct LlmCall {
    started: Instant,
    format: ApiFormat,
    path_model: Option<String>,
    path_stream: bool,
    /// Canonical path and the query, as forwarded.
    path_and_query: String,
}

async fn llm(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    call: LlmCall,
) -> Result<Response<ProxyBody>, Refusal> {
    let LlmCall {
        started,
        format,
        path_model,
        path_stream,
        path_and_query,
    } = call;
    let (parts, bytes, json) = read_json_request(rt, req).await?;
    let info = wire::request_info(format, &json).map_err(ProxyError::from)?;
    let model = path_model.clone().unwrap_or_else(|| info.model.clone());
    super::runtime::check_model_name(&model)?;
    let stream = info.stream || path_stream;
    let (session_id, source) = session::session_id(
        &parts.headers,
        &info.session_hints,
        info.first_user.as_deref(),
    );
    let key = SessionKey {
        tenant: rt.tenant.clone(),
        session: session_id,
    };
    let requested = crate::engine::registry::requested_workflow(&parts.headers, &json)
        .map_err(|_| {
            ProxyError::InvalidRequest(wire::WireError::Field {
                field: crate::engine::registry::WORKFLOW_HEADER,
                problem: "is not a readable header value",
            })
        })
        .map_err(Refusal::in_session(&key.session))?;
    let workflow =
        super::selection::workflow_for(state, rt, &key, requested, info.first_user.as_deref())
            .await
            .map_err(Refusal::in_session(&key.session))?;
    if let Some(w) = &workflow {
        state.record_workflow_use(&key, w.name());
    }
    let workflow_name = workflow
        .as_ref()
        .map(|w| w.name().to_string())
        .unwrap_or_default();
    let span = super::trace::request_span(
        &key,
        source.as_str(),
        format.as_str(),
        &model,
        &workflow_name,
    );
    let session = key.session.clone();
    let mode = match &rt.gates {
        Some(_) => Some(
            crate::gates::behavior_mode(&parts.headers, format, &json)
                .map_err(|e| ProxyError::BadBehaviorMode(e.to_string()))
                .map_err(Refusal::in_session(&session))?,
        ),
        None => None,
    };
    let request = LlmRequest {
        started,
        parts,
        path_and_query,
        json,
        bytes,
        format,
        path_model,
        stream,
        model,
        key,
        user_turn: info.user_turn,
        mode,
        workflow,
    };
    llm_in_span(state, rt, request, span.clone())
        .instrument(span)
        .await
        .map_err(Refusal::in_session(&session))
}

/// A parsed LLM request on its way through the proxy.
struct LlmRequest {
    started: Instant,
    parts: http::request::Parts,
    path_and_query: String,
    json: serde_json::Value,
    bytes: Bytes,
    format: ApiFormat,
    path_model: Option<String>,
    stream: bool,
    model: String,
    key: SessionKey,
    user_turn: Option<String>,
    /// The behavior mode, when a GateStack is enforced.
    mode: Option<argus_crds::actor::BehaviorMode>,
    /// The workflow the session follows, when one is bound.
    workflow: Option<Arc<crate::engine::registry::RegisteredWorkflow>>,
}

async fn llm_in_span(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    request: LlmRequest,
    span: tracing::Span,
) -> Result<Response<ProxyBody>, ProxyError> {
    let LlmRequest {
        started,
        parts,
        path_and_query: client_path,
        mut json,
        bytes,
        format,
        path_model,
        stream,
        model,
        key,
        user_turn,
        mode,
        workflow,
    } = request;
    if rt.config.telemetry.log_bodies {
        tracing::info!(session = %key.session, body = %String::from_utf8_lossy(&bytes), "argus.request.body");
    }
    // The adversarial gate's score of the input the agent sent, computed while the
    // request goes on (and the provider answers).
    // Only a request that offers tools can be answered with a call to gate: the others
    // cost the embedder nothing.
    let threat = match (&rt.injection, &rt.embedder, mode) {
        (Some(set), Some(embedder), Some(_)) if crate::gates::untrusted::offers_tools(&json) => {
            let texts = crate::gates::untrusted::latest_untrusted(format, &json);
            (!texts.is_empty()).then(|| {
                tokio::spawn(super::threat::score(
                    embedder.clone(),
                    set.clone(),
                    texts,
                    u64::from(rt.loop_detection.timeout_ms),
                ))
            })
        }
        _ => None,
    };
    // The platform assembles the call, then decides the spend before anything is sent.
    let mut edited = super::admission::shape(rt, format, &mut json, &span)?;
    if let Some(offer) = &rt.tool_offer {
        let offer_mode = mode.unwrap_or_else(|| {
            crate::gates::behavior_mode(&parts.headers, format, &json)
                .unwrap_or(argus_crds::actor::BehaviorMode::Active)
        });
        edited |= super::admission::offer_tools(state, offer, format, &mut json, offer_mode, &key);
    }
    let held = super::admission::reserve(state, rt, format, &json, &key).await?;
    let loop_check = super::loops::check(state, rt, &key, user_turn.as_deref()).await?;
    if let Some(edit) = &loop_check.edit {
        wire::apply_edit(format, &mut json, edit);
        edited = true;
    }
    // The context block is compiled from what was recorded before this request; the
    // request's own messages are recorded after it.
    let embedding = super::recall::turn_embedding(
        rt,
        loop_check.last_user_embedding.clone(),
        user_turn.as_deref(),
    )
    .await;
    let context = super::recall::inject(
        state,
        rt,
        &key.session,
        format,
        &mut json,
        user_turn.as_deref(),
        embedding.as_deref(),
        &bytes,
    )
    .await;
    edited |= context == "compiled";
    super::recall::record_request(
        state,
        rt,
        &key,
        format,
        &json,
        user_turn.as_deref(),
        embedding,
    );
    // With gates, the session's state is read too (the adversarial gate's anomalies).
    let mut session_state = None;
    if let Some(wf) = &workflow {
        let found =
            steering::take_pending(state, rt, &wf.compiled, &key, rt.gates.is_some()).await?;
        session_state = found.state.map(|s| (wf.compiled.clone(), s));
        if let Some(pending) = found.intervention {
            match steering::edit_for(&pending) {
                Some(edit) => {
                    wire::apply_edit(format, &mut json, &edit);
                    edited = true;
                }
                None => {
                    return Err(ProxyError::WorkflowViolation {
                        message: pending.text,
                        constraint: pending.constraint,
                        intervention: pending.name,
                    });
                }
            }
        }
    }
    // What the gates refused or held in the last answer, so that the model changes
    // course instead of proposing the same call again.
    let gating = match (&rt.gates, mode) {
        (Some(gates), Some(mode)) => {
            let notes = state.take_gate_notes(&key).await;
            if !notes.is_empty() {
                wire::apply_edit(
                    format,
                    &mut json,
                    &wire::Edit::AppendSystem(notes.join("\n")),
                );
                edited = true;
            }
            Some(super::gating::Gating {
                gates: gates.clone(),
                state: state.clone(),
                key: key.clone(),
                mode,
                ledger: super::gating::Ledger::default(),
                span: span.clone(),
                threat: None,
                guardian: Arc::default(),
                session_state,
                claims: gates.claims.then(|| {
                    Arc::new(crate::gates::claims::ClaimContext::from_request(
                        format, &json,
                    ))
                }),
                // The agent's request waits for a `hold` route's decision (a stream
                // with keep-alives).
                holds: true,
                rulings: Default::default(),
                note_writes: Default::default(),
                ask_user: None,
            })
        }
        _ => None,
    };
    let ledger = gating.as_ref().map(|g| g.ledger.clone());
    let mut gating = gating;
    // A Gemini stream without `alt=sse` is one JSON array sent piece by piece: the gates
    // read streams as events, so such a stream would pass ungated. Refused, by name.
    if gating.is_some() && stream && format == ApiFormat::Gemini && !client_path.contains("alt=sse")
    {
        return Err(ProxyError::UngatableStream(
            "with a GateStack, Gemini streams must ask for server-sent events: add ?alt=sse to streamGenerateContent".into(),
        ));
    }

    let (providers, target_model) = rt.providers_for(format, &model);
    if providers.is_empty() {
        return Err(ProxyError::NoProvider(format!(
            "{} requests for model {model:?}",
            format.as_str()
        )));
    }
    let upstream_model = target_model.clone().unwrap_or_else(|| model.clone());

    // The exact-match cache sees the final body: a request carrying an intervention
    // is a different request.
    let cache_key = match rt.exact_cache_ttl {
        Some(_)
            if cache::cacheable(
                format,
                &json,
                stream,
                parts
                    .headers
                    .get(cache::CACHE_HEADER)
                    .and_then(|v| v.to_str().ok()),
            ) =>
        {
            Some(cache::CacheKey::new(
                &rt.tenant,
                format,
                &upstream_model,
                &json,
            ))
        }
        _ => None,
    };
    if let Some(k) = &cache_key
        && let Some(hit) = state.cached(k).await
    {
        state
            .metrics
            .cache
            .get_or_create(&crate::metrics::Reason {
                reason: "hit".into(),
            })
            .inc();
        let after = super::completion::After {
            state: state.clone(),
            rt: rt.clone(),
            key,
            span,
            held,
            cache_key: None,
            semantic: None,
            content_type: hit.content_type.clone(),
            status: StatusCode::OK,
            provider: "cache".into(),
            model: upstream_model.clone(),
            api: format.as_str(),
            workflow: workflow.clone(),
            conversation: true,
            gates: ledger,
            started,
            context,
        };
        return Ok(cached_answer(after, gating.as_ref(), format, hit, CacheOutcome::Exact).await);
    }
    // The semantic cache, for what the exact one could not answer: the loop check's
    // embedding of the last user turn against the turns cached in the same scope.
    let semantic = semantic_probe(
        state,
        rt,
        format,
        &json,
        stream,
        &upstream_model,
        &user_turn,
        &loop_check,
    );
    if let Some((probe, settings)) = &semantic
        && let Some(hit) = semantic_lookup(state, rt, probe, settings.threshold).await
    {
        let after = super::completion::After {
            state: state.clone(),
            rt: rt.clone(),
            key,
            span,
            held,
            cache_key: None,
            semantic: None,
            content_type: hit.response.content_type.clone(),
            status: StatusCode::OK,
            provider: "semantic_cache".into(),
            model: upstream_model.clone(),
            api: format.as_str(),
            workflow: workflow.clone(),
            conversation: true,
            gates: ledger,
            started,
            context,
        };
        return Ok(cached_answer(
            after,
            gating.as_ref(),
            format,
            hit.response,
            CacheOutcome::Semantic(hit.similarity),
        )
        .await);
    }

    let needs_usage = held.is_some();
    let prepare = |provider: &Provider| -> Result<(String, Bytes), ProxyError> {
        let wire_format = provider.wire_format(format).unwrap_or(format);
        let mut body_changed = edited;
        let mut out = if wire_format == format {
            let mut out = json.clone();
            if target_model.is_some() && format != ApiFormat::Gemini {
                out["model"] = serde_json::Value::String(upstream_model.clone());
                body_changed = true;
            }
            out
        } else {
            let mut out = translate::translate_request(format, wire_format, &json)?;
            out["model"] = serde_json::Value::String(upstream_model.clone());
            body_changed = true;
            out
        };
        // Settling a reservation needs the real usage: ask the stream for it. Without
        // limits the request stays as the agent sent it.
        if needs_usage {
            body_changed |=
                crate::policy::usage::ensure_stream_usage(wire_format, &mut out, stream);
        }
        let path = match (wire_format == format, wire_format) {
            (true, ApiFormat::Gemini) => match (&path_model, &target_model) {
                (Some(m), Some(t)) => {
                    client_path.replacen(&format!("/models/{m}:"), &format!("/models/{t}:"), 1)
                }
                _ => client_path.clone(),
            },
            (true, _) => client_path.clone(),
            (false, ApiFormat::Anthropic) => "/v1/messages".to_string(),
            (false, _) => "/v1/chat/completions".to_string(),
        };
        let bytes = if body_changed {
            Bytes::from(
                serde_json::to_vec(&out).map_err(|e| ProxyError::InvalidJson(e.to_string()))?,
            )
        } else {
            bytes.clone()
        };
        Ok((path, bytes))
    };
    // Responses are parsed on the side, so ask for them uncompressed.
    let outgoing = crate::forward::Outgoing {
        method: &parts.method,
        headers: &parts.headers,
        prepare: &prepare,
        identity: true,
    };
    let crate::forward::Answered {
        provider,
        response,
        deadline,
    } = crate::forward::forward(state, &rt.client, &providers, outgoing).await?;
    let provider_format = provider.wire_format(format).unwrap_or(format);
    if let (Some(g), Some(task)) = (gating.as_mut(), threat) {
        g.threat = super::gating::threat_score(state, task, rt.loop_detection.timeout_ms).await;
    }

    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
    let incoming = redacted(rt, &mut resp_parts.headers, incoming);
    span.record("http.response.status_code", resp_parts.status.as_u16());
    if cache_key.is_some() {
        resp_parts
            .headers
            .insert(cache::CACHE_HEADER, HeaderValue::from_static("miss"));
        state
            .metrics
            .cache
            .get_or_create(&crate::metrics::Reason {
                reason: "miss".into(),
            })
            .inc();
    }
    let content_type = resp_parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/json")
        .to_string();
    let status = resp_parts.status;
    let after = super::completion::After {
        state: state.clone(),
        rt: rt.clone(),
        key,
        span,
        held,
        cache_key,
        semantic,
        content_type,
        status,
        provider: provider.name.clone(),
        model: upstream_model.clone(),
        api: format.as_str(),
        workflow,
        conversation: true,
        gates: ledger,
        started,
        context,
    };
    if !status.is_success() {
        after.upstream_error();
        return Ok(Response::from_parts(resp_parts, incoming));
    }
    let timed_out = || ProxyError::UpstreamTimeout {
        provider: provider.name.clone(),
        seconds: provider.timeout.as_secs(),
    };
    // An answer the gates read in passing and passed unchanged is not read again.
    let mut read: Option<Side> = None;
    // The gate's reading of each chat chunk it passes on unchanged, for the side reader.
    let handover = (stream && gating.is_some() && format == ApiFormat::OpenAiChat)
        .then(wire::ChatHandover::default);
    // A route that crosses formats answers the client in its own format.
    let (body, guard): (ProxyBody, StallGuard) = if stream {
        // Events that arrive back to back go on together, the first with the head (see
        // `coalesce`).
        let incoming = super::coalesce::Coalesced::gathered(incoming)
            .await
            .boxed_unsync();
        let body = if provider_format == format {
            incoming
        } else {
            let translator = translate::stream_translator(
                provider_format,
                format,
                json["stream_options"]["include_usage"] == true,
            )?;
            resp_parts.headers.remove(header::CONTENT_LENGTH);
            super::translated::TranslatedStream::new(incoming, translator)
                .map_err(BoxError::from)
                .boxed_unsync()
        };
        // Gated before the side copy: the workflow sees the calls the agent receives.
        let body = match &gating {
            Some(g) => {
                resp_parts.headers.remove(header::CONTENT_LENGTH);
                g.stream(rt, &json, format, &model, body, handover.clone())
            }
            None => body,
        };
        // Written only if the stream is cut off or broken off.
        let stalled = timed_out();
        let provider_name = provider.name.clone();
        let last_words = Box::new(move |cut: Cut| match cut {
            Cut::Stalled => stalled.stream_event(format),
            Cut::Broken(detail) => ProxyError::UpstreamBroken {
                provider: provider_name,
                detail,
            }
            .stream_event(format),
        });
        (
            body,
            StallGuard::stream(provider.stream_idle_timeout, last_words),
        )
    } else {
        // A non-streamed answer is awaited whole within the call's deadline, so that a
        // provider stalling after its headers is still answered with a 504 in the
        // caller's format instead of a truncated body.
        let collected = match collect_within(incoming, deadline, super::tee::MAX_PARSED_BODY).await
        {
            Ok(c) => c,
            Err(BodyStall::Deadline) => {
                after.upstream_timeout();
                return Err(timed_out());
            }
            Err(BodyStall::Failed(detail)) => {
                after.run(Completion::Aborted);
                return Err(ProxyError::UpstreamConnect {
                    provider: provider.name.clone(),
                    detail,
                });
            }
        };
        // The guardian model needs the complete calls: asked here, before the gates.
        if let (Some(g), Collected::Whole(raw)) = (gating.as_mut(), &collected) {
            g.consult_guardian(rt, &json, format, raw, provider_format)
                .await;
            g.measure_uncertainty(rt, &json, format, &model, raw, provider_format)
                .await;
        }
        let body = match collected {
            Collected::Whole(raw) if provider_format == format => match &gating {
                Some(g) => match g.whole_or_refuse(format, raw).await {
                    Ok(gated) => {
                        // A rewritten answer has another length; hyper sets it from the body.
                        resp_parts.headers.remove(header::CONTENT_LENGTH);
                        let (body, side) = gated.split();
                        read = side;
                        full(body)
                    }
                    Err(reasons) => {
                        after.gate_refused();
                        return Err(ProxyError::GateRefused(reasons));
                    }
                },
                None => full(raw),
            },
            Collected::Whole(raw) => {
                let upstream_json: serde_json::Value =
                    serde_json::from_slice(&raw).map_err(|e| ProxyError::UpstreamConnect {
                        provider: provider.name.clone(),
                        detail: format!("response is not JSON: {e}"),
                    })?;
                let translated =
                    translate::translate_response(provider_format, format, &upstream_json)?;
                resp_parts.headers.remove(header::CONTENT_LENGTH);
                let translated = Bytes::from(translated.to_string());
                match &gating {
                    Some(g) => match g.whole_or_refuse(format, translated).await {
                        Ok(gated) => {
                            let (body, side) = gated.split();
                            read = side;
                            full(body)
                        }
                        Err(reasons) => {
                            after.gate_refused();
                            return Err(ProxyError::GateRefused(reasons));
                        }
                    },
                    None => full(translated),
                }
            }
            // Too large for the gates to read: a gated actor gets no ungated answer.
            Collected::Partial(..) if gating.is_some() => {
                after.too_large_to_gate();
                return Err(ProxyError::AnswerTooLargeToGate {
                    limit: super::tee::MAX_PARSED_BODY,
                });
            }
            // Too large to parse: passed on as it comes (the deadline still holds).
            Collected::Partial(head, rest) if provider_format == format => {
                use futures::StreamExt as _;
                let head = futures::stream::once(async move { Ok(Frame::data(head)) });
                let rest = http_body_util::BodyStream::new(rest);
                StreamBody::new(head.chain(rest)).boxed_unsync()
            }
            Collected::Partial(..) => {
                return Err(ProxyError::UpstreamConnect {
                    provider: provider.name.clone(),
                    detail: format!(
                        "response exceeds {} bytes and cannot be translated",
                        super::tee::MAX_PARSED_BODY
                    ),
                });
            }
        };
        (body, StallGuard::deadline(deadline))
    };

    // Every successful answer is read on the side as it passes (audit record, usage on
    // the span, and the workflow step, settlement and cache when configured).
    let side = if stream {
        Side::Stream(StreamAccumulator::new(format).with_handover(handover))
    } else if let Some(read) = read {
        read
    } else {
        Side::Whole {
            format,
            buf: Vec::new(),
            overflowed: false,
        }
    };
    let on_done = Box::new(move |completion: Completion| after.run(completion));
    let body = TeeBody::new(body, side, on_done)
        .with_stall_guard(guard)
        .boxed_unsync();
    // The usage asked for on the platform's behalf was read on the side; the agent
    // that did not ask gets the stream it asked for.
    let body = if stream
        && needs_usage
        && provider_format == format
        && format == ApiFormat::OpenAiChat
        && json["stream_options"]["include_usage"] != true
    {
        without_unasked_usage(&mut resp_parts.headers, body)
    } else {
        body
    };
    Ok(Response::from_parts(resp_parts, body))
}

/// Which cache answered.
#[derive(Clone, Copy, Debug)]
enum CacheOutcome {
    /// The exact-match cache.
    Exact,
    /// The semantic cache, at this similarity of the last user turns.
    Semantic(f64),
}

/// The answer to a request from a cache: it passes today's gates like a fresh one, is
/// audited (`cache_hit` / `semantic_cache_hit`), spends nothing, and the session's
/// workflow takes its step on it. `x-argus-cache` says which cache answered.
async fn cached_answer(
    after: super::completion::After,
    gating: Option<&super::gating::Gating>,
    format: ApiFormat,
    hit: cache::CachedResponse,
    outcome: CacheOutcome,
) -> Response<ProxyBody> {
    let (body, view) = match gating {
        Some(g) => {
            let gated = g.whole(format, hit.body).await;
            (gated.body, gated.view)
        }
        None => (hit.body, None),
    };
    let (audit, header) = match outcome {
        CacheOutcome::Exact => ("cache_hit", HeaderValue::from_static("hit")),
        CacheOutcome::Semantic(similarity) => (
            "semantic_cache_hit",
            HeaderValue::from_str(&format!("semantic-hit; similarity={similarity:.2}"))
                .unwrap_or(HeaderValue::from_static("semantic-hit")),
        ),
    };
    after.cache_hit(audit, view.or_else(|| wire::read_response(format, &body)));
    let mut resp = Response::new(full(body));
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&hit.content_type)
            .unwrap_or(HeaderValue::from_static("application/json")),
    );
    resp.headers_mut().insert(cache::CACHE_HEADER, header);
    resp
}

/// The semantic cache probe of an eligible request, when the Policy enables the cache
/// and the loop check embedded the last user turn (else the skip is counted).
#[allow(clippy::too_many_arguments)]
fn semantic_probe(
    state: &AppState,
    rt: &Runtime,
    format: ApiFormat,
    json: &serde_json::Value,
    stream: bool,
    upstream_model: &str,
    user_turn: &Option<String>,
    loop_check: &super::loops::LoopCheck,
) -> Option<(
    crate::policy::semantic::Probe,
    crate::policy::semantic::SemanticSettings,
)> {
    use crate::policy::semantic;
    let settings = rt.semantic_cache.as_ref()?;
    let turn = user_turn.as_deref()?;
    if !semantic::eligible(format, json, stream, settings) {
        return None;
    }
    let Some(embedding) = &loop_check.last_user_embedding else {
        state
            .metrics
            .semantic_cache_skipped
            .get_or_create(&crate::metrics::Reason {
                reason: "no_embedding".into(),
            })
            .inc();
        return None;
    };
    let probe = semantic::Probe::new(
        &rt.tenant,
        format,
        upstream_model,
        json,
        turn,
        embedding.clone(),
    )?;
    Some((probe, settings.clone()))
}

/// The semantic cache's answer to `probe`, counted by outcome. The shared index gets the
/// loop check's deadline; Redis down, slow or failing is a miss (`unavailable`), never
/// an error to the agent.
async fn semantic_lookup(
    state: &AppState,
    rt: &Runtime,
    probe: &crate::policy::semantic::Probe,
    threshold: f64,
) -> Option<crate::policy::semantic::SemanticHit> {
    let count = |reason: &str| {
        state
            .metrics
            .semantic_cache
            .get_or_create(&crate::metrics::Reason {
                reason: reason.into(),
            })
            .inc();
    };
    let shared = state.semantic.is_shared();
    if shared && !state.redis_usable() {
        count("unavailable");
        return None;
    }
    let deadline = std::time::Duration::from_millis(u64::from(rt.loop_detection.timeout_ms));
    match tokio::time::timeout(deadline, state.semantic.lookup(probe, threshold)).await {
        Ok(Ok(hit)) => {
            count(if hit.is_some() { "hit" } else { "miss" });
            hit
        }
        Ok(Err(e)) => {
            // Not an outage of the session store: a Redis without RediSearch fails
            // here on every request and must not push sessions out of Redis.
            count("unavailable");
            tracing::debug!(error = %e, "semantic cache lookup failed; treated as a miss");
            None
        }
        Err(_) => {
            count("unavailable");
            tracing::debug!(
                deadline_ms = deadline.as_millis() as u64,
                "semantic cache lookup passed its deadline; treated as a miss"
            );
            None
        }
    }
}

/// An OpenAI stream without the usage the proxy asked for on its own behalf.
fn without_unasked_usage(headers: &mut HeaderMap, body: ProxyBody) -> ProxyBody {
    headers.remove(header::CONTENT_LENGTH);
    super::rewrite::RewrittenBody::new(body, crate::policy::usage::UnaskedUsage::default())
        .boxed_unsync()
}

/// A metered OpenAI call (completions, embeddings): no conversation for the workflow, but
/// the same session, per-request limit, token reservation, failover, audit record and
/// redaction as an LLM call.
async fn metered(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    kind: wire::Metered,
    path_and_query: String,
) -> Result<Response<ProxyBody>, Refusal> {
    let format = ApiFormat::OpenAiChat;
    let (parts, bytes, json) = read_json_request(rt, req).await?;
    if !json.is_object() {
        return Err(ProxyError::InvalidRequest(wire::WireError::NotAnObject).into());
    }
    let model = json["model"].as_str().unwrap_or_default().to_string();
    // The prompt (or the text to embed) stands in for the first user message.
    let first_text = match kind {
        wire::Metered::Completions => json["prompt"].as_str(),
        wire::Metered::Embeddings => json["input"].as_str(),
    };
    let (session_id, source) =
        session::session_id(&parts.headers, &wire::session_hints(&json), first_text);
    let key = SessionKey {
        tenant: rt.tenant.clone(),
        session: session_id,
    };
    let span = super::trace::request_span(&key, source.as_str(), kind.as_str(), &model, "");
    let session = key.session.clone();
    let call = MeteredCall {
        parts,
        path_and_query,
        json,
        bytes,
        kind,
        model,
        key,
    };
    metered_in_span(state, rt, call, format, span.clone())
        .instrument(span)
        .await
        .map_err(Refusal::in_session(&session))
}

struct MeteredCall {
    parts: http::request::Parts,
    path_and_query: String,
    json: serde_json::Value,
    bytes: Bytes,
    kind: wire::Metered,
    model: String,
    key: SessionKey,
}

async fn metered_in_span(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    call: MeteredCall,
    format: ApiFormat,
    span: tracing::Span,
) -> Result<Response<ProxyBody>, ProxyError> {
    use crate::policy::estimate::estimate_request;
    let started = Instant::now();
    use crate::policy::request_limits;
    let MeteredCall {
        parts,
        path_and_query,
        json,
        bytes,
        kind,
        model,
        key,
    } = call;
    // Embeddings produce no output tokens; completions produce up to `max_tokens` for
    // each of `max(n, best_of)` candidates.
    let estimate = estimate_request(format, &json, 0);
    let tokens = match kind {
        wire::Metered::Completions => {
            request_limits::check_completion_max_tokens(&json, rt.max_tokens_per_request)?;
            let per_choice = json["max_tokens"]
                .as_u64()
                .unwrap_or(request_limits::COMPLETIONS_DEFAULT_MAX_TOKENS);
            let choices = [json["n"].as_u64(), json["best_of"].as_u64()]
                .into_iter()
                .flatten()
                .max()
                .unwrap_or(1)
                .max(1);
            estimate
                .input
                .saturating_add(per_choice.saturating_mul(choices))
        }
        wire::Metered::Embeddings => estimate.input,
    };
    let held = super::admission::reserve_tokens(state, rt, tokens, &key).await?;
    let stream = json["stream"] == true;
    let (providers, target_model) = rt.providers_for(format, &model);
    // Never across APIs: a route to another kind of provider does not serve these paths.
    let providers: Vec<_> = providers.into_iter().filter(|p| p.serves(format)).collect();
    if providers.is_empty() {
        return Err(ProxyError::NoProviderForApi {
            request: format!("{} {}", parts.method, parts.uri.path()),
            api: api_name(format),
        });
    }
    let upstream_model = target_model.clone().unwrap_or_else(|| model.clone());
    let needs_usage = held.is_some();
    let prepare = |_: &Provider| -> Result<(String, Bytes), ProxyError> {
        let mut out = json.clone();
        let mut changed = false;
        if target_model.is_some() {
            out["model"] = serde_json::Value::String(upstream_model.clone());
            changed = true;
        }
        if needs_usage {
            changed |= crate::policy::usage::ensure_stream_usage(format, &mut out, stream);
        }
        let body = if changed {
            Bytes::from(
                serde_json::to_vec(&out).map_err(|e| ProxyError::InvalidJson(e.to_string()))?,
            )
        } else {
            bytes.clone()
        };
        Ok((path_and_query.clone(), body))
    };
    let outgoing = crate::forward::Outgoing {
        method: &parts.method,
        headers: &parts.headers,
        prepare: &prepare,
        identity: true,
    };
    let crate::forward::Answered {
        provider, response, ..
    } = crate::forward::forward(state, &rt.client, &providers, outgoing).await?;
    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
    let body = redacted(rt, &mut resp_parts.headers, incoming);
    span.record("http.response.status_code", resp_parts.status.as_u16());
    let status = resp_parts.status;
    let after = super::completion::After {
        state: state.clone(),
        rt: rt.clone(),
        key,
        span,
        held,
        cache_key: None,
        semantic: None,
        content_type: String::new(),
        status,
        provider: provider.name.clone(),
        model: upstream_model,
        api: kind.as_str(),
        workflow: None,
        conversation: false,
        gates: None,
        started,
        context: "off",
    };
    if !status.is_success() {
        after.upstream_error();
        return Ok(Response::from_parts(resp_parts, body));
    }
    let side = if stream {
        Side::Stream(StreamAccumulator::new(format))
    } else {
        Side::Whole {
            format,
            buf: Vec::new(),
            overflowed: false,
        }
    };
    let on_done = Box::new(move |completion: Completion| after.run(completion));
    let body = TeeBody::new(body, side, on_done).boxed_unsync();
    let body = if stream && needs_usage && json["stream_options"]["include_usage"] != true {
        without_unasked_usage(&mut resp_parts.headers, body)
    } else {
        body
    };
    Ok(Response::from_parts(resp_parts, body))
}

/// A non-streamed upstream body, as far as it was read.
enum Collected {
    /// All of it.
    Whole(Bytes),
    /// The first bytes (over the parse limit) and the rest, still to come.
    Partial(Bytes, ProxyBody),
}

/// Why a non-streamed upstream body could not be read whole.
enum BodyStall {
    /// The call's deadline passed first.
    Deadline,
    /// The connection failed mid-body.
    Failed(String),
}

/// Reads `body` until it ends, `max` bytes have arrived, or `deadline` passes.
async fn collect_within(
    mut body: ProxyBody,
    deadline: tokio::time::Instant,
    max: usize,
) -> Result<Collected, BodyStall> {
    let mut buf = Vec::new();
    loop {
        match tokio::time::timeout_at(deadline, body.frame()).await {
            Err(_) => return Err(BodyStall::Deadline),
            Ok(None) => return Ok(Collected::Whole(Bytes::from(buf))),
            Ok(Some(Err(e))) => return Err(BodyStall::Failed(error_chain(e.as_ref()))),
            Ok(Some(Ok(frame))) => {
                // Trailers carry nothing the agent reads from a JSON answer.
                if let Ok(data) = frame.into_data() {
                    buf.extend_from_slice(&data);
                    if buf.len() > max {
                        return Ok(Collected::Partial(Bytes::from(buf), body));
                    }
                }
            }
        }
    }
}

/// A provider path the proxy does not govern (free of spend, or named by the Policy's
/// `passThrough`), forwarded untouched to the first provider of its own API.
async fn pass_through(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    format: ApiFormat,
    path_and_query: String,
) -> Result<Response<ProxyBody>, ProxyError> {
    let provider = rt
        .providers
        .iter()
        .find(|p| p.serves(format))
        .cloned()
        .ok_or_else(|| ProxyError::NoProviderForApi {
            request: format!("{} {}", req.method(), req.uri().path()),
            api: api_name(format),
        })?;
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.max_request_bytes)?;
    // Streamed through as it arrives; the limit still holds for bodies without a length.
    let body = Limited::new(body, rt.max_request_bytes).boxed();
    let upstream = upstream_request(
        &parts.method,
        &parts.headers,
        &provider,
        &path_and_query,
        body,
        // Uncompressed, so that a credential in the answer can be found and redacted.
        true,
    )?;
    let response = send(state, &rt.client, &provider, upstream).await?;
    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
    let body = redacted(rt, &mut resp_parts.headers, incoming);
    Ok(Response::from_parts(resp_parts, body))
}
