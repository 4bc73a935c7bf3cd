//! The Argus console in local mode: the sidecar serves it on its admin port at
//! `/console/` for its own sessions. `timeline` records what the proxy does; `api` serves
//! the page (prebuilt from `console/` at the repository root, embedded by `assets`),
//! its JSON and the live event stream.

pub mod api;
mod assets;
pub mod timeline;

use std::convert::Infallible;
use std::sync::Arc;

use http::{Request, Response};
use http_body_util::BodyExt;
use hyper::body::Incoming;

pub use timeline::Timeline;

use crate::proxy::AppState;
use crate::proxy::handler::ProxyBody;

/// The admin port: the console under `/console` when `console` is on, everything else
/// as before (`proxy::admin`). The console is on only when the admin port listens on a
/// loopback address (local mode): its timelines hold intervention texts and gate reasons
/// (argument values), which the admin port of a pod, open to probes and scrapers, must
/// not serve; in a cluster the operator serves the console behind authentication.
pub async fn admin_port(
    state: Arc<AppState>,
    req: Request<Incoming>,
    console: bool,
) -> Result<Response<ProxyBody>, Infallible> {
    if api::owns(req.uri().path()) {
        if !console {
            return Ok(api::disabled());
        }
        return api::handle(state, req).await;
    }
    let resp = crate::proxy::admin::handle(state, req).await?;
    Ok(resp.map(|b| b.map_err(|e| match e {}).boxed_unsync()))
}
