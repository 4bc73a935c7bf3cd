//! The Argus console in local mode: the sidecar serves it on its admin port at
//! `/console/` for its own sessions. `shared::timeline` records what the proxy does; `api` serves
//! the page (prebuilt from `console/` at the repository root, embedded by `assets`),
//! its JSON and the live event stream.

pub mod admin;
pub mod api;
mod assets;

use std::convert::Infallible;
use std::sync::Arc;

use http::{Request, Response};
use http_body_util::BodyExt;
use hyper::body::Incoming;

use crate::edge::ProxyBody;
use crate::shared::AppState;

/// The admin port: the console under `/console` when `console` is on, everything else
/// as before (`admin`). The console is on only when the admin port listens on a
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
    // Deciding approvals, sending as this actor and previewing its context are for the
    // people at the pod's own loopback, never for whatever can reach a pod's admin port
    // (open to probes and scrapers in a cluster).
    if !console && local_only(req.uri().path()) {
        let body = serde_json::json!({"error": format!(
            "{} is served only when the admin port listens on loopback (listen.admin): it \
             decides approvals or acts as this actor",
            req.uri().path()
        )});
        let mut resp = Response::new(
            http_body_util::Full::new(bytes::Bytes::from(body.to_string()))
                .map_err(|e| match e {})
                .boxed_unsync(),
        );
        *resp.status_mut() = hyper::StatusCode::FORBIDDEN;
        resp.headers_mut().insert(
            hyper::header::CONTENT_TYPE,
            hyper::header::HeaderValue::from_static("application/json"),
        );
        return Ok(resp);
    }
    let resp = crate::console::admin::handle(state, req).await?;
    Ok(resp.map(|b| b.map_err(|e| match e {}).boxed_unsync()))
}

/// Admin routes that act for people or for the actor: loopback only.
fn local_only(path: &str) -> bool {
    crate::stores::approvals::admin::owns(path)
        || path == "/messages"
        || path.starts_with("/context/")
}
