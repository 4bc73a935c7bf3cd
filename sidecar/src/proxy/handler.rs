//! The proxy port's LLM paths (`serve::route` sends every path but `/mcp` here): the
//! path and method classify the request — an LLM call ([`pipeline`](super::pipeline)),
//! a metered completion or embedding ([`metered`](super::metered)), a provider path
//! passed through ([`passthrough`](super::passthrough)) — and every answer is counted.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Instant;

use http::{Request, Response};
use hyper::body::Incoming;

use super::ingress::LlmPath;
use super::passthrough::pass_through;
use super::{metered, pipeline};
use crate::edge::ProxyBody;
use crate::edge::errors::ProxyError;
use crate::edge::respond::{Refusal, Requester, api_name, error_response};
use crate::obs::metrics::{RequestLabels, status_class};
use crate::shared::state::AppState;
use crate::wire::{self, ApiFormat, Endpoint};

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
        error_response(&state.obs, format, &refusal.error, requester)
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
                    let path = LlmPath {
                        started,
                        format,
                        path_model,
                        path_stream,
                        path_and_query,
                    };
                    let resp = match pipeline::run(&state, &rt, req, path).await {
                        Ok(r) => r,
                        Err(e) => refused(format, e),
                    };
                    (format.as_str(), resp)
                }
                Endpoint::Metered(kind) => {
                    let resp = match metered::run(&state, &rt, req, kind, path_and_query).await {
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
    state.obs.metrics.requests.get_or_create(&labels).inc();
    state
        .obs
        .metrics
        .latency
        .get_or_create(&labels)
        .observe(started.elapsed().as_secs_f64());
    Ok(resp)
}
