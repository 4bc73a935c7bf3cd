//! Provider paths the proxy does not govern (free of spend, or named by the Policy's
//! `passThrough`): forwarded untouched, within the body limit, with credentials swapped
//! and redacted like any other call.

use std::sync::Arc;

use http::{Request, Response};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;

use super::ingress::refuse_declared_oversize;
use crate::edge::ProxyBody;
use crate::edge::errors::ProxyError;
use crate::edge::respond::api_name;
use crate::forward::{redacted, send, strip_response_headers, upstream_request};
use crate::shared::runtime::Runtime;
use crate::shared::state::AppState;
use crate::wire::ApiFormat;

/// A provider path the proxy does not govern (free of spend, or named by the Policy's
/// `passThrough`), forwarded untouched to the first provider of its own API.
pub async fn pass_through(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
    format: ApiFormat,
    path_and_query: String,
) -> Result<Response<ProxyBody>, ProxyError> {
    let provider = rt
        .upstream
        .providers
        .iter()
        .find(|p| p.serves(format))
        .cloned()
        .ok_or_else(|| ProxyError::NoProviderForApi {
            request: format!("{} {}", req.method(), req.uri().path()),
            api: api_name(format),
        })?;
    let (parts, body) = req.into_parts();
    refuse_declared_oversize(&parts.headers, rt.admission.max_request_bytes)?;
    // Streamed through as it arrives; the limit still holds for bodies without a length.
    let body = Limited::new(body, rt.admission.max_request_bytes).boxed();
    let upstream = upstream_request(
        &parts.method,
        &parts.headers,
        &provider,
        &path_and_query,
        body,
        // Uncompressed, so that a credential in the answer can be found and redacted.
        true,
    )?;
    let response = send(&state.obs.metrics, &rt.upstream.client, &provider, upstream).await?;
    let (mut resp_parts, incoming) = response.into_parts();
    strip_response_headers(&mut resp_parts.headers);
    let body = redacted(&rt.upstream, &mut resp_parts.headers, incoming);
    Ok(Response::from_parts(resp_parts, body))
}
