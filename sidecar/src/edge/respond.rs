//! A refusal as a response: the status, the error body in the caller's API format, the
//! retry headers the SDKs read, the metric and log line, and the console's record.

use std::sync::Arc;

use http::Response;
use http::header::{self, HeaderName, HeaderValue};

use super::body::{ProxyBody, full};
use crate::edge::errors::ProxyError;
use crate::shared::state::Obs;
use crate::shared::timeline::{Refused, What};
use crate::stores::session::SessionKey;
use crate::wire::ApiFormat;

/// The header the OpenAI and Anthropic SDKs read before retrying.
const SHOULD_RETRY: HeaderName = HeaderName::from_static("x-should-retry");

/// Whose request a refusal answers, for its log line.
#[derive(Clone, Copy, Debug)]
pub struct Requester<'a> {
    /// The tenant.
    pub tenant: &'a str,
    /// The session, once the request was read far enough to know it.
    pub session: Option<&'a str>,
}

/// The answer to an error, in the caller's format.
pub fn error_response(
    obs: &Obs,
    format: ApiFormat,
    error: &ProxyError,
    requester: Requester<'_>,
) -> Response<ProxyBody> {
    obs.metrics.error(error.kind());
    let (tenant, session) = (requester.tenant, requester.session);
    if error.status().is_server_error() {
        tracing::warn!(tenant, session, error = %error, kind = error.kind(), "request failed");
    } else {
        tracing::info!(tenant, session, error = %error, kind = error.kind(), "request refused");
    }
    if let Some(session) = session {
        let key = SessionKey {
            tenant: Arc::from(tenant),
            session: session.to_string(),
        };
        obs.timeline.record(
            &key,
            What::Refusal(Refused {
                error: error.kind().to_string(),
                status: error.status().as_u16(),
                message: error.to_string(),
            }),
        );
    }
    let mut resp = Response::new(full(error.body(format).to_string()));
    *resp.status_mut() = error.status();
    if let Some(seconds) = error.retry_after() {
        resp.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    if error.should_retry() == Some(false) {
        resp.headers_mut()
            .insert(SHOULD_RETRY, HeaderValue::from_static("false"));
    }
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

/// A failed request, with its session when it was known by then.
pub struct Refusal {
    /// Why.
    pub error: ProxyError,
    /// The session, once known.
    pub session: Option<String>,
}

impl From<ProxyError> for Refusal {
    fn from(error: ProxyError) -> Self {
        Self {
            error,
            session: None,
        }
    }
}

impl Refusal {
    /// Names the session of the request an error refuses.
    pub fn in_session(session: &str) -> impl FnOnce(ProxyError) -> Self + '_ {
        move |error| Self {
            error,
            session: Some(session.to_string()),
        }
    }
}

/// The API family of a format, as errors name it.
pub fn api_name(format: ApiFormat) -> &'static str {
    match format {
        ApiFormat::OpenAiChat | ApiFormat::OpenAiResponses => "OpenAI",
        ApiFormat::Anthropic => "Anthropic",
        ApiFormat::Gemini => "Gemini",
    }
}
