//! One request to one provider: its headers (the agent's credentials out, the
//! platform's in), the send under the provider's timeout with its failures counted,
//! and the answer's headers and body cleaned for the agent.

use http::header::{self, HeaderMap, HeaderName, HeaderValue};
use http::{Request, Response, StatusCode};
use http_body_util::BodyExt;
use hyper::body::Incoming;

use super::upstream::{UpstreamBody, UpstreamClient};
use crate::edge::errors::ProxyError;
use crate::edge::{BoxError, ProxyBody};
use crate::obs::metrics::{Metrics, UpstreamLabels};
use crate::shared::runtime::{Provider, Upstream};

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
    // The agent's account and project would bill the platform's key to them (or be
    // refused with it): a provider's own are set in its Policy `headers`.
    "openai-organization",
    "openai-project",
    "x-goog-user-project",
    "x-argus-session-id",
    "x-panoptes-session-id",
    "x-session-id",
    "x-argus-cache",
    "x-argus-workflow",
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

/// The upstream body (and headers) with every configured credential replaced.
pub fn redacted(upstream: &Upstream, headers: &mut HeaderMap, body: Incoming) -> ProxyBody {
    if upstream.redactor.is_empty() {
        return body.map_err(BoxError::from).boxed_unsync();
    }
    upstream.redactor.redact_headers(headers);
    // Redaction may change the length.
    headers.remove(header::CONTENT_LENGTH);
    let rewrite = crate::edge::rewrite::Redacting::new(upstream.redactor.clone());
    crate::edge::rewrite::RewrittenBody::new(body.map_err(BoxError::from), rewrite).boxed_unsync()
}

/// Removes the hop-by-hop headers of an answer (hyper frames the body itself).
pub fn strip_response_headers(headers: &mut HeaderMap) {
    for name in DROPPED_RESPONSE_HEADERS {
        headers.remove(*name);
    }
}

/// The request for `provider`: its URL, the agent's headers less the dropped ones, the
/// provider's own headers and the platform's credential.
pub fn upstream_request(
    method: &http::Method,
    headers: &HeaderMap,
    provider: &Provider,
    path: &str,
    body: UpstreamBody,
    identity_encoding: bool,
) -> Result<Request<UpstreamBody>, ProxyError> {
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
            argus_crds::ProviderKind::Anthropic => (
                HeaderName::from_static("x-api-key"),
                key.expose().to_string(),
            ),
            argus_crds::ProviderKind::Gemini => (
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
    if provider.kind == argus_crds::ProviderKind::Anthropic
        && !out.contains_key("anthropic-version")
    {
        out.insert("anthropic-version", HeaderValue::from_static("2023-06-01"));
    }
    Ok(req)
}

/// Sends `req` under the provider's timeout; failures and 5xx/429 answers are counted.
pub async fn send(
    metrics: &Metrics,
    client: &UpstreamClient,
    provider: &Provider,
    req: Request<UpstreamBody>,
) -> Result<Response<Incoming>, ProxyError> {
    match tokio::time::timeout(provider.timeout, client.request(req)).await {
        Ok(Ok(resp)) => {
            if resp.status().is_server_error() {
                metrics
                    .upstream_errors
                    .get_or_create(&UpstreamLabels {
                        provider: provider.name.clone(),
                        reason: "status_5xx",
                    })
                    .inc();
            } else if resp.status() == StatusCode::TOO_MANY_REQUESTS {
                metrics
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
            metrics
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
            metrics
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

/// An error with its sources, one line.
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        out.push_str(": ");
        out.push_str(&s.to_string());
        source = s.source();
    }
    out
}
