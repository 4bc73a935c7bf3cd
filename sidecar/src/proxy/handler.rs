//! One request through the proxy: read and check the body, find the session, apply
//! its pending intervention, pick the provider, swap in the platform's credential,
//! forward, and stream the answer back while a side copy feeds the workflow engine.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use bytes::Bytes;
use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::{Request, Response, StatusCode};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Full, Limited, StreamBody};
use hyper::body::Frame;
use hyper::body::Incoming;

use super::errors::ProxyError;
use super::runtime::{Provider, Runtime};
use super::state::AppState;
use super::steering;
use super::tee::{Completion, Side, StallGuard, TeeBody};
use crate::metrics::{RequestLabels, UpstreamLabels, status_class};
use crate::policy::{cache, translate};
use crate::session;
use crate::store::SessionKey;
use crate::wire::{self, ApiFormat, Endpoint, StreamAccumulator};
use tracing::Instrument;

/// Errors of response bodies.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;
/// Body of every response the proxy sends.
pub type ProxyBody = UnsyncBoxBody<Bytes, BoxError>;

/// Request headers never forwarded: hop-by-hop headers, the ones rebuilt for the
/// upstream, the agent's credentials (the platform's replace them) and Argus's own.
const DROPPED_REQUEST_HEADERS: &[&str] = &[
    "host",
    "content-length",
    "connection",
    "keep-alive",
    "proxy-connection",
    "proxy-authorization",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "authorization",
    "x-api-key",
    "api-key",
    "x-goog-api-key",
    "x-argus-session-id",
    "x-panoptes-session-id",
    "x-session-id",
    "x-argus-cache",
];

/// Response headers not copied back (hyper frames the body itself).
const DROPPED_RESPONSE_HEADERS: &[&str] = &[
    "connection",
    "keep-alive",
    "transfer-encoding",
    "trailer",
    "upgrade",
    "proxy-connection",
];

fn full(body: impl Into<Bytes>) -> ProxyBody {
    Full::new(body.into())
        .map_err(|never: Infallible| match never {})
        .boxed_unsync()
}

/// The answer to an error, in the caller's format.
pub fn error_response(
    state: &AppState,
    format: ApiFormat,
    error: &ProxyError,
) -> Response<ProxyBody> {
    state.metrics.error(error.kind());
    if error.status().is_server_error() {
        tracing::warn!(error = %error, kind = error.kind(), "request failed");
    } else {
        tracing::info!(error = %error, kind = error.kind(), "request refused");
    }
    let mut resp = Response::new(full(error.body(format).to_string()));
    *resp.status_mut() = error.status();
    if let Some(seconds) = error.retry_after() {
        resp.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

/// Entry point for every request on the proxy port.
pub async fn handle(
    state: Arc<AppState>,
    req: Request<Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    let started = Instant::now();
    let rt = state.runtime();
    let endpoint = wire::endpoint(req.method(), req.uri().path());
    let (label, resp) = match endpoint {
        Endpoint::Llm {
            format,
            path_model,
            path_stream,
        } => {
            let resp = match llm(&state, &rt, req, format, path_model, path_stream).await {
                Ok(r) => r,
                Err(e) => error_response(&state, format, &e),
            };
            (format.as_str(), resp)
        }
        Endpoint::Models | Endpoint::PassThrough => {
            let format = if req.uri().path().starts_with("/v1beta/") {
                ApiFormat::Gemini
            } else {
                ApiFormat::OpenAiChat
            };
            let resp = match pass_through(&state, &rt, req, format).await {
                Ok(r) => r,
                Err(e) => error_response(&state, format, &e),
            };
            ("passthrough", resp)
        }
        Endpoint::Unknown => {
            let path = req.uri().path().to_string();
            (
                "unknown",
                error_response(
                    &state,
                    ApiFormat::OpenAiChat,
                    &ProxyError::UnknownPath(path),
                ),
            )
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

async fn llm(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    format: ApiFormat,
    path_model: Option<String>,
    path_stream: bool,
) -> Result<Response<ProxyBody>, ProxyError> {
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.max_request_bytes)?;
    let bytes = read_body(
        body,
        rt.max_request_bytes,
        std::time::Duration::from_secs(u64::from(rt.config.listen.body_read_timeout_seconds)),
    )
    .await?;
    let json: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| ProxyError::InvalidJson(e.to_string()))?;
    let info = wire::request_info(format, &json)?;
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
    let workflow_name = rt
        .workflow
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
    let request = LlmRequest {
        parts,
        json,
        bytes,
        format,
        path_model,
        stream,
        model,
        key,
        user_turn: info.user_turn,
    };
    llm_in_span(state, rt, request, span.clone())
        .instrument(span)
        .await
}

/// A parsed LLM request on its way through the proxy.
struct LlmRequest {
    parts: http::request::Parts,
    json: serde_json::Value,
    bytes: Bytes,
    format: ApiFormat,
    path_model: Option<String>,
    stream: bool,
    model: String,
    key: SessionKey,
    user_turn: Option<String>,
}

async fn llm_in_span(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    request: LlmRequest,
    span: tracing::Span,
) -> Result<Response<ProxyBody>, ProxyError> {
    let LlmRequest {
        parts,
        mut json,
        bytes,
        format,
        path_model,
        stream,
        model,
        key,
        user_turn,
    } = request;
    if rt.config.telemetry.log_bodies {
        tracing::info!(session = %key.session, body = %String::from_utf8_lossy(&bytes), "argus.request.body");
    }
    // The platform assembles the call, then decides the spend before anything is sent.
    let mut edited = super::admission::shape(rt, format, &mut json, &span)?;
    let held = super::admission::reserve(state, rt, format, &json, &key).await?;
    if let Some(edit) = super::loops::check(state, rt, &key, user_turn.as_deref()).await? {
        wire::apply_edit(format, &mut json, &edit);
        edited = true;
    }
    if let Some(wf) = &rt.workflow
        && let Some(pending) = steering::take_pending(state, rt, wf, &key).await?
    {
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

    let (providers, target_model) = rt.providers_for(format, &model);
    if providers.is_empty() {
        return Err(ProxyError::NoProvider(format!(
            "{} requests for model {model:?}",
            format.as_str()
        )));
    }
    let upstream_model = target_model.clone().unwrap_or_else(|| model.clone());
    let client_path = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| parts.uri.path().to_string());

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
        && let Ok(Some(hit)) = state.cache.get(k).await
    {
        state
            .metrics
            .cache
            .get_or_create(&crate::metrics::Reason {
                reason: "hit".into(),
            })
            .inc();
        super::completion::After {
            state: state.clone(),
            rt: rt.clone(),
            key,
            span,
            held,
            cache_key: None,
            content_type: hit.content_type.clone(),
            status: StatusCode::OK,
            provider: "cache".into(),
            model: upstream_model.clone(),
        }
        .cache_hit(wire::read_response(format, &hit.body));
        let mut resp = Response::new(full(hit.body));
        resp.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_str(&hit.content_type)
                .unwrap_or(HeaderValue::from_static("application/json")),
        );
        resp.headers_mut()
            .insert(cache::CACHE_HEADER, HeaderValue::from_static("hit"));
        return Ok(resp);
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
    let outgoing = super::failover::Outgoing {
        method: &parts.method,
        headers: &parts.headers,
        prepare: &prepare,
        identity: true,
    };
    let super::failover::Answered {
        provider,
        response,
        deadline,
    } = super::failover::forward(state, &rt.client, &providers, outgoing).await?;
    let provider_format = provider.wire_format(format).unwrap_or(format);

    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
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
        content_type,
        status,
        provider: provider.name.clone(),
        model: upstream_model.clone(),
    };
    if !status.is_success() {
        after.upstream_error();
        let body = incoming.map_err(BoxError::from).boxed_unsync();
        return Ok(Response::from_parts(resp_parts, body));
    }
    let timed_out = || ProxyError::UpstreamTimeout {
        provider: provider.name.clone(),
        seconds: provider.timeout.as_secs(),
    };
    // A route that crosses formats answers the client in its own format.
    let (body, guard): (ProxyBody, StallGuard) = if stream {
        let body = if provider_format == format {
            incoming.map_err(BoxError::from).boxed_unsync()
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
        let last_words = timed_out().stream_event(format);
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
        let body = match collected {
            Collected::Whole(raw) if provider_format == format => full(raw),
            Collected::Whole(raw) => {
                let upstream_json: serde_json::Value =
                    serde_json::from_slice(&raw).map_err(|e| ProxyError::UpstreamConnect {
                        provider: provider.name.clone(),
                        detail: format!("response is not JSON: {e}"),
                    })?;
                let translated =
                    translate::translate_response(provider_format, format, &upstream_json)?;
                resp_parts.headers.remove(header::CONTENT_LENGTH);
                full(Bytes::from(translated.to_string()))
            }
            // Too large to parse: passed on as it comes (the deadline still holds).
            Collected::Partial(head, rest) if provider_format == format => {
                use futures::StreamExt as _;
                let head = futures::stream::once(async move { Ok(Frame::data(head)) });
                let rest = http_body_util::BodyStream::new(rest.map_err(BoxError::from));
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
        Side::Stream(StreamAccumulator::new(format))
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
    Ok(Response::from_parts(resp_parts, body))
}

/// A non-streamed upstream body, as far as it was read.
enum Collected {
    /// All of it.
    Whole(Bytes),
    /// The first bytes (over the parse limit) and the rest, still to come.
    Partial(Bytes, Incoming),
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
    mut body: Incoming,
    deadline: tokio::time::Instant,
    max: usize,
) -> Result<Collected, BodyStall> {
    let mut buf = Vec::new();
    loop {
        match tokio::time::timeout_at(deadline, body.frame()).await {
            Err(_) => return Err(BodyStall::Deadline),
            Ok(None) => return Ok(Collected::Whole(Bytes::from(buf))),
            Ok(Some(Err(e))) => return Err(BodyStall::Failed(error_chain(&e))),
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

async fn pass_through(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    format: ApiFormat,
) -> Result<Response<ProxyBody>, ProxyError> {
    let provider = rt
        .providers
        .iter()
        .find(|p| p.serves(format))
        .cloned()
        .ok_or_else(|| ProxyError::NoProvider(format!("{} {}", req.method(), req.uri().path())))?;
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.max_request_bytes)?;
    let path = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str().to_string())
        .unwrap_or_default();
    // Streamed through as it arrives; the limit still holds for bodies without a length.
    let body = Limited::new(body, rt.max_request_bytes).boxed();
    let upstream = upstream_request(&parts.method, &parts.headers, &provider, &path, body, false)?;
    let response = send(state, &rt.client, &provider, upstream).await?;
    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
    Ok(Response::from_parts(
        resp_parts,
        incoming.map_err(BoxError::from).boxed_unsync(),
    ))
}

fn strip_response_headers(headers: &mut HeaderMap) {
    for name in DROPPED_RESPONSE_HEADERS {
        headers.remove(*name);
    }
}

pub(super) fn upstream_request(
    method: &http::Method,
    headers: &HeaderMap,
    provider: &Provider,
    path: &str,
    body: super::upstream::UpstreamBody,
    identity_encoding: bool,
) -> Result<Request<super::upstream::UpstreamBody>, ProxyError> {
    let url = provider.url(path);
    let mut req = Request::builder()
        .method(method.clone())
        .uri(&url)
        .body(body)
        .map_err(|e| ProxyError::UpstreamConnect {
            provider: provider.name.clone(),
            detail: format!("invalid upstream URL {url}: {e}"),
        })?;
    let out = req.headers_mut();
    for (name, value) in headers {
        if !DROPPED_REQUEST_HEADERS.contains(&name.as_str()) {
            out.append(name.clone(), value.clone());
        }
    }
    if identity_encoding {
        out.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("identity"),
        );
    }
    for (name, value) in &provider.headers {
        out.insert(name.clone(), value.clone());
    }
    if let Some(key) = &provider.api_key {
        let (name, value) = match provider.kind {
            argus_crds::policy::ProviderKind::Anthropic => (
                HeaderName::from_static("x-api-key"),
                key.expose().to_string(),
            ),
            argus_crds::policy::ProviderKind::Gemini => (
                HeaderName::from_static("x-goog-api-key"),
                key.expose().to_string(),
            ),
            _ => (header::AUTHORIZATION, format!("Bearer {}", key.expose())),
        };
        let mut value = HeaderValue::from_str(&value).map_err(|_| {
            ProxyError::NoProvider(format!(
                "provider {} has a credential that is not a valid header value",
                provider.name
            ))
        })?;
        value.set_sensitive(true);
        out.insert(name, value);
    }
    if provider.kind == argus_crds::policy::ProviderKind::Anthropic
        && !out.contains_key("anthropic-version")
    {
        out.insert("anthropic-version", HeaderValue::from_static("2023-06-01"));
    }
    Ok(req)
}

pub(super) async fn send(
    state: &AppState,
    client: &super::upstream::UpstreamClient,
    provider: &Provider,
    req: Request<super::upstream::UpstreamBody>,
) -> Result<Response<Incoming>, ProxyError> {
    match tokio::time::timeout(provider.timeout, client.request(req)).await {
        Ok(Ok(resp)) => {
            if resp.status().is_server_error() {
                state
                    .metrics
                    .upstream_errors
                    .get_or_create(&UpstreamLabels {
                        provider: provider.name.clone(),
                        reason: "status_5xx",
                    })
                    .inc();
            } else if resp.status() == StatusCode::TOO_MANY_REQUESTS {
                state
                    .metrics
                    .upstream_errors
                    .get_or_create(&UpstreamLabels {
                        provider: provider.name.clone(),
                        reason: "status_429",
                    })
                    .inc();
            }
            Ok(resp)
        }
        Ok(Err(e)) => {
            state
                .metrics
                .upstream_errors
                .get_or_create(&UpstreamLabels {
                    provider: provider.name.clone(),
                    reason: "connect",
                })
                .inc();
            Err(ProxyError::UpstreamConnect {
                provider: provider.name.clone(),
                detail: error_chain(&e),
            })
        }
        Err(_) => {
            state
                .metrics
                .upstream_errors
                .get_or_create(&UpstreamLabels {
                    provider: provider.name.clone(),
                    reason: "timeout",
                })
                .inc();
            Err(ProxyError::UpstreamTimeout {
                provider: provider.name.clone(),
                seconds: provider.timeout.as_secs(),
            })
        }
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        out.push_str(": ");
        out.push_str(&s.to_string());
        source = s.source();
    }
    out
}
