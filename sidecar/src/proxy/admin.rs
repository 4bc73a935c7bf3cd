//! The admin port (`:4001`): `/healthz` (the process answers), `/readyz` (config
//! loaded and proxy listening), `/metrics` (Prometheus), `/approvals` (local-mode
//! decisions, `crate::approvals::admin`).

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use bytes::Bytes;
use http::{Request, Response, StatusCode};
use http_body_util::Full;
use hyper::body::Incoming;

use super::state::AppState;

fn text(status: StatusCode, content_type: &'static str, body: String) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(body)));
    *r.status_mut() = status;
    r.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static(content_type),
    );
    r
}

/// Answers an approvals request (a bounded body, read within a deadline).
async fn approvals(state: &AppState, req: Request<Incoming>) -> Response<Full<Bytes>> {
    use http_body_util::BodyExt as _;
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let limited = http_body_util::Limited::new(req.into_body(), crate::approvals::admin::MAX_BODY);
    let body = match tokio::time::timeout(std::time::Duration::from_secs(10), limited.collect())
        .await
    {
        Ok(Ok(b)) => b.to_bytes(),
        Ok(Err(e)) => {
            return text(
                StatusCode::BAD_REQUEST,
                "application/json",
                serde_json::json!({ "error": format!("cannot read the body (at most {} bytes): {e}", crate::approvals::admin::MAX_BODY) }).to_string(),
            );
        }
        Err(_) => {
            return text(
                StatusCode::REQUEST_TIMEOUT,
                "application/json",
                serde_json::json!({ "error": "the body did not arrive within 10 s" }).to_string(),
            );
        }
    };
    let observe = |r: &crate::approvals::ApprovalRecord| {
        if let Some(secs) = r.decision_seconds() {
            state.metrics.approval_decision_seconds.observe(secs);
        }
    };
    let (status, body) =
        crate::approvals::admin::answer(&state.approvals, &method, &path, &body, &observe);
    text(status, "application/json", body)
}

/// Handles one admin request.
pub async fn handle(
    state: Arc<AppState>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if crate::approvals::admin::owns(req.uri().path()) {
        return Ok(approvals(&state, req).await);
    }
    Ok(match req.uri().path() {
        "/healthz" => text(StatusCode::OK, "text/plain", "ok\n".into()),
        "/readyz" => {
            let ready = state.ready.load(Ordering::SeqCst);
            let store = if state.store_up() {
                "up"
            } else {
                "down (failure mode applies)"
            };
            let body = format!(
                "{}\nstore: {store}\n",
                if ready { "ready" } else { "not ready" }
            );
            text(
                if ready {
                    StatusCode::OK
                } else {
                    StatusCode::SERVICE_UNAVAILABLE
                },
                "text/plain",
                body,
            )
        }
        "/metrics" => {
            state.metrics.sessions_evicted.set(state.evictions() as i64);
            state
                .metrics
                .approvals_pending
                .set(state.approvals.pending() as i64);
            text(
                StatusCode::OK,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
                state.metrics.encode(),
            )
        }
        _ => text(
            StatusCode::NOT_FOUND,
            "text/plain",
            "not found: try /healthz, /readyz, /metrics or /approvals\n".into(),
        ),
    })
}
