//! The first stage: the body read within its bounds and parsed, the session found, the
//! workflow chosen, the behavior mode read, the span opened, and the adversarial gate's
//! scoring of the untrusted input started (it runs while the request goes on).

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::Request;
use http::header::{self, HeaderMap};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;

use super::call::{Call, CallKind, ContextOutcome, Model, RequestBody};
use super::selection::workflow_for;
use crate::edge::errors::ProxyError;
use crate::edge::respond::Refusal;
use crate::gates;
use crate::obs::trace::request_span;
use crate::session;
use crate::shared::runtime::{Runtime, check_model_name};
use crate::shared::state::AppState;
use crate::shared::threat::{self, ThreatTask};
use crate::stores::session::SessionKey;
use crate::wire::{self, ApiFormat};

/// How the path and method classified an LLM call.
pub struct LlmPath {
    /// When the request arrived.
    pub started: Instant,
    /// The caller's API format.
    pub format: ApiFormat,
    /// The model named in the path (Gemini).
    pub path_model: Option<String>,
    /// Whether the path asks for a stream (Gemini).
    pub path_stream: bool,
    /// Canonical path and the query, as forwarded.
    pub path_and_query: String,
}

/// Reads an LLM call.
pub async fn read(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    path: LlmPath,
) -> Result<Call, Refusal> {
    let LlmPath {
        started,
        format,
        path_model,
        path_stream,
        path_and_query,
    } = path;
    let (parts, bytes, json) = read_json_request(rt, req).await?;
    let info = wire::request_info(format, &json).map_err(ProxyError::from)?;
    let model = path_model.clone().unwrap_or_else(|| info.model.clone());
    check_model_name(&model)?;
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
    let requested = crate::engine::requested_workflow(&parts.headers, &json)
        .map_err(|_| {
            ProxyError::InvalidRequest(wire::WireError::Field {
                field: crate::engine::WORKFLOW_HEADER,
                problem: "is not a readable header value",
            })
        })
        .map_err(Refusal::in_session(&key.session))?;
    let workflow = workflow_for(
        &state.sessions,
        rt,
        &key,
        requested,
        info.first_user.as_deref(),
    )
    .await
    .map_err(Refusal::in_session(&key.session))?;
    if let Some(w) = &workflow {
        state
            .sessions
            .record_workflow_use(&state.background, &key, w.name());
    }
    let workflow_name = workflow.as_ref().map(|w| w.name()).unwrap_or_default();
    let span = request_span(
        &key,
        source.as_str(),
        format.as_str(),
        &model,
        workflow_name,
    );
    let mode = match &rt.gates.stack {
        Some(_) => Some(
            gates::behavior_mode(&parts.headers, format, &json)
                .map_err(|e| ProxyError::BadBehaviorMode(e.to_string()))
                .map_err(Refusal::in_session(&key.session))?,
        ),
        None => None,
    };
    if rt.config.telemetry.log_bodies {
        span.in_scope(|| {
            tracing::info!(session = %key.session, body = %String::from_utf8_lossy(&bytes), "argus.request.body");
        });
    }
    let threat = (mode.is_some())
        .then(|| score_threat(rt, format, &json))
        .flatten();
    Ok(Call {
        started,
        kind: CallKind::Llm,
        key,
        format,
        stream,
        parts,
        path_and_query,
        model: Model {
            asked: model,
            in_path: path_model,
            ..Model::default()
        },
        body: RequestBody::new(bytes, json),
        user_turn: info.user_turn,
        workflow,
        mode,
        span,
        threat,
        held: None,
        turn_embedding: None,
        session_state: None,
        context: ContextOutcome::Off,
    })
}

/// Reads a metered OpenAI call (completions, embeddings): the same session and span as
/// an LLM call, no conversation.
pub async fn read_metered(
    rt: &Runtime,
    req: Request<Incoming>,
    kind: wire::Metered,
    path_and_query: String,
) -> Result<Call, Refusal> {
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
    let span = request_span(&key, source.as_str(), kind.as_str(), &model, "");
    // A metered call's latency is counted from here, its body read (as it always was).
    let started = Instant::now();
    let stream = json["stream"] == true;
    Ok(Call {
        started,
        kind: CallKind::Metered(kind),
        key,
        format: ApiFormat::OpenAiChat,
        stream,
        parts,
        path_and_query,
        model: Model {
            asked: model,
            ..Model::default()
        },
        body: RequestBody::new(bytes, json),
        user_turn: None,
        workflow: None,
        mode: None,
        span,
        threat: None,
        held: None,
        turn_embedding: None,
        session_state: None,
        context: ContextOutcome::Off,
    })
}

/// The adversarial gate's score of the input the agent sent, computed while the request
/// goes on (and the provider answers). Only a request that offers tools can be answered
/// with a call to gate: the others cost the embedder nothing.
fn score_threat(rt: &Runtime, format: ApiFormat, json: &serde_json::Value) -> Option<ThreatTask> {
    let (set, embedder) = (
        rt.gates.injection.as_ref()?,
        rt.embedding.embedder.as_ref()?,
    );
    if !wire::offers_tools(json) {
        return None;
    }
    let texts = gates::latest_untrusted(format, json);
    (!texts.is_empty()).then(|| {
        tokio::spawn(threat::score(
            embedder.clone(),
            set.clone(),
            texts,
            u64::from(rt.embedding.loop_detection.timeout_ms),
        ))
    })
}

/// Refuses a body whose declared length is over the limit before reading any of it.
pub fn refuse_declared_oversize(headers: &HeaderMap, limit: usize) -> Result<(), ProxyError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    match declared {
        Some(len) if len > limit => Err(ProxyError::TooLarge { limit }),
        _ => Ok(()),
    }
}

/// A request whose body is JSON: its parts, the body as sent and parsed, within the
/// size limit and the body-read timeout.
async fn read_json_request(
    rt: &Runtime,
    req: Request<Incoming>,
) -> Result<(http::request::Parts, Bytes, serde_json::Value), ProxyError> {
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.admission.max_request_bytes)?;
    let bytes = read_body(
        body,
        rt.admission.max_request_bytes,
        Duration::from_secs(u64::from(rt.config.listen.body_read_timeout_seconds)),
    )
    .await?;
    let json =
        serde_json::from_slice(&bytes).map_err(|e| ProxyError::InvalidJson(e.to_string()))?;
    Ok((parts, bytes, json))
}

/// Reads the whole body, at most `limit` bytes and within `timeout` (a body dribbled
/// slowly would otherwise hold the connection and the request forever).
async fn read_body<B>(body: B, limit: usize, timeout: Duration) -> Result<Bytes, ProxyError>
where
    B: hyper::body::Body<Data = Bytes>,
    B::Error: Into<crate::edge::BoxError>,
{
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

/// The request body's bounds on paused time: a body dribbled slower than the read
/// timeout is refused at that second, whatever it sends meanwhile.
#[cfg(test)]
mod tests {
    use tokio::time::sleep;

    use super::*;
    use crate::edge::body::fed;

    /// A client's body: `chunks` of `size` bytes, one every `every`, then the end.
    fn dribbled(chunks: usize, size: usize, every: Duration) -> fed::Fed {
        let (tx, body) = fed::body();
        tokio::spawn(async move {
            for _ in 0..chunks {
                sleep(every).await;
                if tx.send(fed::data("x".repeat(size))).is_err() {
                    return;
                }
            }
        });
        body
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_dribbled_past_the_read_timeout_is_refused_at_it() {
        let start = tokio::time::Instant::now();
        let body = dribbled(100, 10, Duration::from_secs(1));
        let err = read_body(body, 1 << 20, Duration::from_secs(30))
            .await
            .unwrap_err();
        assert!(
            matches!(err, ProxyError::BodyTimeout { seconds: 30 }),
            "{err:?}"
        );
        assert_eq!(start.elapsed(), Duration::from_secs(30));
    }

    #[tokio::test(start_paused = true)]
    async fn a_slow_body_within_the_timeout_is_read_whole() {
        let body = dribbled(29, 10, Duration::from_secs(1));
        let bytes = read_body(body, 1 << 20, Duration::from_secs(30))
            .await
            .unwrap();
        assert_eq!(bytes.len(), 290);
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_over_the_limit_is_refused_when_it_passes_it() {
        let start = tokio::time::Instant::now();
        let body = dribbled(100, 10, Duration::from_secs(1));
        let err = read_body(body, 55, Duration::from_secs(30))
            .await
            .unwrap_err();
        assert!(matches!(err, ProxyError::TooLarge { limit: 55 }), "{err:?}");
        assert_eq!(
            start.elapsed(),
            Duration::from_secs(6),
            "at the sixth chunk"
        );
    }
}
