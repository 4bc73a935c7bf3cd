//! `:8080`: `/metrics`, `/healthz` (the process answers) and `/readyz` (the webhook has a
//! certificate and the caches are filled, so the Service may send traffic here).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::Full;

use crate::metrics::Metrics;
use crate::serve::respond;

/// Readiness flags set by the parts of the process.
#[derive(Debug, Default)]
pub struct Readiness {
    /// The webhook has a serving certificate.
    pub certificate: AtomicBool,
    /// The reflector caches are filled.
    pub caches: AtomicBool,
}

impl Readiness {
    /// Whether every part is ready.
    pub fn is_ready(&self) -> bool {
        self.certificate.load(Ordering::SeqCst) && self.caches.load(Ordering::SeqCst)
    }
}

/// Answers one probe or metrics request.
pub fn handle<B>(
    req: &Request<B>,
    metrics: &Metrics,
    ready: &Arc<Readiness>,
) -> Response<Full<Bytes>> {
    if req.method() != Method::GET {
        return respond(StatusCode::METHOD_NOT_ALLOWED, "text/plain", "GET only\n");
    }
    match req.uri().path() {
        "/metrics" => respond(
            StatusCode::OK,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
            metrics.encode(),
        ),
        "/healthz" => respond(StatusCode::OK, "text/plain", "ok\n"),
        "/readyz" if ready.is_ready() => respond(StatusCode::OK, "text/plain", "ready\n"),
        "/readyz" => respond(StatusCode::SERVICE_UNAVAILABLE, "text/plain", "not ready\n"),
        _ => respond(StatusCode::NOT_FOUND, "text/plain", "not found\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn get(path: &str) -> Request<()> {
        Request::get(path).body(()).unwrap_or_default()
    }

    #[test]
    fn readyz_follows_the_flags() {
        let m = Metrics::new();
        let r = Arc::new(Readiness::default());
        assert_eq!(handle(&get("/healthz"), &m, &r).status(), StatusCode::OK);
        assert_eq!(
            handle(&get("/readyz"), &m, &r).status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
        r.certificate.store(true, Ordering::SeqCst);
        r.caches.store(true, Ordering::SeqCst);
        assert_eq!(handle(&get("/readyz"), &m, &r).status(), StatusCode::OK);
        assert_eq!(handle(&get("/metrics"), &m, &r).status(), StatusCode::OK);
        assert_eq!(
            handle(&get("/nope"), &m, &r).status(),
            StatusCode::NOT_FOUND
        );
    }
}
