//! The admin port (`:4001`): `/healthz` (the process answers), `/readyz` (config
//! loaded and proxy listening), `/metrics` (Prometheus).

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

/// Handles one admin request.
pub async fn handle(
    state: Arc<AppState>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
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
            text(
                StatusCode::OK,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
                state.metrics.encode(),
            )
        }
        _ => text(
            StatusCode::NOT_FOUND,
            "text/plain",
            "not found: try /healthz, /readyz or /metrics\n".into(),
        ),
    })
}
