//! The response stage: the provider's answer on its way to the agent. A stream is
//! coalesced, translated to the caller's format and gated event by event; a whole
//! answer is collected within the call's deadline, read by the guardian, translated and
//! gated. Either is read on the side as it passes (`TeeBody`), and its end goes to
//! [`After`] in the background; the usage asked for on the platform's behalf is
//! stripped from a stream whose agent did not ask for it.

use std::sync::Arc;

use bytes::Bytes;
use http::Response;
use http::header::{self, HeaderMap, HeaderValue};
use http_body_util::{BodyExt, StreamBody};
use hyper::body::Frame;

use super::after::{After, Keys, Served};
use super::call::{Asked, Call};
use crate::edge::coalesce::Coalesced;
use crate::edge::errors::ProxyError;
use crate::edge::rewrite::RewrittenBody;
use crate::edge::tee::{Completion, Cut, MAX_PARSED_BODY, Side, StallGuard, TeeBody};
use crate::edge::translated::TranslatedStream;
use crate::edge::{BoxError, ProxyBody, full};
use crate::forward::{Answered, error_chain, redacted, strip_response_headers};
use crate::gating::Gating;
use crate::obs::metrics::Reason;
use crate::shared::runtime::{Provider, Runtime};
use crate::shared::state::AppState;
use crate::stores::cache;
use crate::wire::{self, ApiFormat, ChatHandover, StreamAccumulator};

/// Relays the provider's answer to an LLM call.
pub async fn relay(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    mut call: Call,
    mut gating: Option<Gating>,
    answered: Answered,
    store: Keys,
) -> Result<Response<ProxyBody>, ProxyError> {
    let Answered {
        provider,
        response,
        deadline,
    } = answered;
    let needs_usage = call.held.is_some();
    let asked = call.take_asked();
    let format = asked.format;
    let provider_format = provider.wire_format(format).unwrap_or(format);
    let (mut parts, incoming) = response.into_parts();
    strip_response_headers(&mut parts.headers);
    let incoming = redacted(&rt.upstream, &mut parts.headers, incoming);
    call.span
        .record("http.response.status_code", parts.status.as_u16());
    if store.exact.is_some() {
        parts
            .headers
            .insert(cache::CACHE_HEADER, HeaderValue::from_static("miss"));
        state
            .obs
            .metrics
            .cache
            .get_or_create(&Reason {
                reason: "miss".into(),
            })
            .inc();
    }
    let served = Served {
        provider: provider.name.clone(),
        status: parts.status,
        content_type: content_type(&parts.headers),
        store,
    };
    let ledger = gating.as_ref().map(|g| g.ledger.clone());
    let after = After::new(state, rt, call, served, ledger);
    if !parts.status.is_success() {
        after.upstream_error();
        return Ok(Response::from_parts(parts, incoming));
    }
    // The gate's reading of each chat chunk it passes on unchanged, for the side reader.
    let handover = (asked.stream && gating.is_some() && format == ApiFormat::OpenAiChat)
        .then(ChatHandover::default);
    // A route that crosses formats answers the client in its own format. Every
    // successful answer is read on the side as it passes (audit record, usage on the
    // span, and the workflow step, settlement and cache when configured); an answer the
    // gates read in passing and passed unchanged is not read again.
    let (body, guard, side, after) = if asked.stream {
        let (body, guard) = streamed(
            rt,
            gating.as_ref(),
            &asked,
            &provider,
            provider_format,
            &mut parts.headers,
            incoming,
            handover.clone(),
        )
        .await?;
        let side = Side::Stream(StreamAccumulator::new(format).with_handover(handover));
        (body, guard, side, after)
    } else {
        let (body, read, after) = whole(
            rt,
            &mut gating,
            &asked,
            &provider,
            provider_format,
            deadline,
            &mut parts.headers,
            incoming,
            after,
        )
        .await?;
        let side = read.unwrap_or(Side::Whole {
            format,
            buf: Vec::new(),
            overflowed: false,
        });
        (body, StallGuard::deadline(deadline), side, after)
    };
    let on_done = Box::new(move |completion: Completion| after.run(completion));
    let body = TeeBody::new(body, side, on_done)
        .with_stall_guard(guard)
        .boxed_unsync();
    // The usage asked for on the platform's behalf was read on the side; the agent
    // that did not ask gets the stream it asked for.
    let body = if asked.stream
        && needs_usage
        && provider_format == format
        && format == ApiFormat::OpenAiChat
        && asked.body.json()["stream_options"]["include_usage"] != true
    {
        without_unasked_usage(&mut parts.headers, body)
    } else {
        body
    };
    Ok(Response::from_parts(parts, body))
}

/// Relays the provider's answer to a metered call (completions, embeddings): read on the
/// side for the audit record and the settlement, nothing gated or translated.
pub fn metered(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    call: Call,
    answered: Answered,
) -> Response<ProxyBody> {
    let Answered {
        provider, response, ..
    } = answered;
    let (mut parts, incoming) = response.into_parts();
    strip_response_headers(&mut parts.headers);
    let body = redacted(&rt.upstream, &mut parts.headers, incoming);
    call.span
        .record("http.response.status_code", parts.status.as_u16());
    let (format, stream) = (call.format, call.stream);
    let strip_usage = stream && call.held.is_some() && !call.asked_for_usage();
    let served = Served {
        provider: provider.name.clone(),
        status: parts.status,
        content_type: String::new(),
        store: Keys::default(),
    };
    let after = After::new(state, rt, call, served, None);
    if !parts.status.is_success() {
        after.upstream_error();
        return Response::from_parts(parts, body);
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
    let body = if strip_usage {
        without_unasked_usage(&mut parts.headers, body)
    } else {
        body
    };
    Response::from_parts(parts, body)
}

/// A streamed answer: events that arrive back to back go on together (the first with the
/// head, see `coalesce`), translated when the route crosses formats, gated before the
/// side copy (the workflow sees the calls the agent receives). A stream that stalls or
/// breaks off ends with an error event in the caller's format.
#[allow(clippy::too_many_arguments)]
async fn streamed(
    rt: &Arc<Runtime>,
    gating: Option<&Gating>,
    asked: &Asked,
    provider: &Provider,
    provider_format: ApiFormat,
    headers: &mut HeaderMap,
    incoming: ProxyBody,
    handover: Option<ChatHandover>,
) -> Result<(ProxyBody, StallGuard), ProxyError> {
    let format = asked.format;
    let json = asked.body.json();
    let incoming = Coalesced::gathered(incoming).await.boxed_unsync();
    let body = if provider_format == format {
        incoming
    } else {
        let translator = wire::stream_translator(
            provider_format,
            format,
            json["stream_options"]["include_usage"] == true,
        )?;
        headers.remove(header::CONTENT_LENGTH);
        TranslatedStream::new(incoming, translator)
            .map_err(BoxError::from)
            .boxed_unsync()
    };
    let body = match gating {
        Some(g) => {
            headers.remove(header::CONTENT_LENGTH);
            g.stream(rt, json, format, &asked.model, body, handover)
        }
        None => body,
    };
    // Written only if the stream is cut off or broken off.
    let stalled = timed_out(provider);
    let provider_name = provider.name.clone();
    let last_words = Box::new(move |cut: Cut| match cut {
        Cut::Stalled => stalled.stream_event(format),
        Cut::Broken(detail) => ProxyError::UpstreamBroken {
            provider: provider_name,
            detail,
        }
        .stream_event(format),
    });
    Ok((
        body,
        StallGuard::stream(provider.stream_idle_timeout, last_words),
    ))
}

/// A non-streamed answer, awaited whole within the call's deadline, so that a provider
/// stalling after its headers is still answered with a 504 in the caller's format
/// instead of a truncated body; then read by the guardian, translated and gated. Returns
/// the body, the gates' reading of it when they passed it unchanged, and `after` unless
/// the answer ended here.
#[allow(clippy::too_many_arguments)]
async fn whole(
    rt: &Arc<Runtime>,
    gating: &mut Option<Gating>,
    asked: &Asked,
    provider: &Provider,
    provider_format: ApiFormat,
    deadline: tokio::time::Instant,
    headers: &mut HeaderMap,
    incoming: ProxyBody,
    after: After,
) -> Result<(ProxyBody, Option<Side>, After), ProxyError> {
    let format = asked.format;
    let json = asked.body.json();
    let collected = match collect_within(incoming, deadline, MAX_PARSED_BODY).await {
        Ok(c) => c,
        Err(BodyStall::Deadline) => {
            after.upstream_timeout();
            return Err(timed_out(provider));
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
        g.consult_guardian(rt, json, format, raw, provider_format)
            .await;
        g.measure_uncertainty(rt, json, format, &asked.model, raw, provider_format)
            .await;
    }
    let mut read = None;
    let body = match collected {
        Collected::Whole(raw) => {
            let raw = if provider_format == format {
                raw
            } else {
                let upstream_json: serde_json::Value =
                    serde_json::from_slice(&raw).map_err(|e| ProxyError::UpstreamConnect {
                        provider: provider.name.clone(),
                        detail: format!("response is not JSON: {e}"),
                    })?;
                let translated = wire::translate_response(provider_format, format, &upstream_json)?;
                headers.remove(header::CONTENT_LENGTH);
                Bytes::from(translated.to_string())
            };
            match gating.as_ref() {
                Some(g) => match g.whole_or_refuse(format, raw).await {
                    Ok(gated) => {
                        // A rewritten answer has another length; hyper sets it from the body.
                        headers.remove(header::CONTENT_LENGTH);
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
            }
        }
        // Too large for the gates to read: a gated actor gets no ungated answer.
        Collected::Partial(..) if gating.is_some() => {
            after.too_large_to_gate();
            return Err(ProxyError::AnswerTooLargeToGate {
                limit: MAX_PARSED_BODY,
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
                    "response exceeds {MAX_PARSED_BODY} bytes and cannot be translated"
                ),
            });
        }
    };
    Ok((body, read, after))
}

/// The answer's content type (JSON unless it says otherwise).
fn content_type(headers: &HeaderMap) -> String {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/json")
        .to_string()
}

/// The provider stalled past its timeout.
fn timed_out(provider: &Provider) -> ProxyError {
    ProxyError::UpstreamTimeout {
        provider: provider.name.clone(),
        seconds: provider.timeout.as_secs(),
    }
}

/// An OpenAI stream without the usage the proxy asked for on its own behalf.
fn without_unasked_usage(headers: &mut HeaderMap, body: ProxyBody) -> ProxyBody {
    headers.remove(header::CONTENT_LENGTH);
    RewrittenBody::new(body, wire::UnaskedUsage::default()).boxed_unsync()
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
