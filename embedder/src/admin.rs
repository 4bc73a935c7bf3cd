//! The admin HTTP endpoint (`:4002`): `/healthz` (the process runs), `/startupz` (model
//! warmed up and the socket served: loop detection works, failing open while Redis is
//! away), `/readyz` (that, and Redis reachable), `/metrics` (Prometheus text).

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto;
use tokio::net::TcpListener;

use crate::metrics::Metrics;
use crate::store::VectorStore;

/// Longest a readiness probe waits for Redis.
const READY_PING_TIMEOUT: Duration = Duration::from_millis(500);

/// What the probes look at.
pub struct AdminState {
    warm: AtomicBool,
    store: Arc<VectorStore>,
    metrics: Arc<Metrics>,
}

impl AdminState {
    pub fn new(store: Arc<VectorStore>, metrics: Arc<Metrics>) -> Self {
        Self {
            warm: AtomicBool::new(false),
            store,
            metrics,
        }
    }

    /// Marks the embedder as started: the model is warmed up and the socket is served.
    pub fn set_warm(&self) {
        self.warm.store(true, Ordering::Release);
    }

    async fn readiness(&self) -> Result<(), String> {
        if !self.warm.load(Ordering::Acquire) {
            return Err("model not warmed up yet".to_owned());
        }
        match tokio::time::timeout(READY_PING_TIMEOUT, self.store.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(format!("Redis not reachable: {e}")),
            Err(_) => Err("Redis did not answer PING in time".to_owned()),
        }
    }
}

fn text(status: StatusCode, content_type: &'static str, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static(content_type),
    );
    response
}

async fn route(
    state: Arc<AdminState>,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    const PLAIN: &str = "text/plain; charset=utf-8";
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return Ok(text(
            StatusCode::METHOD_NOT_ALLOWED,
            PLAIN,
            "GET only\n".to_owned(),
        ));
    }
    Ok(match request.uri().path() {
        "/healthz" => text(StatusCode::OK, PLAIN, "ok\n".to_owned()),
        // The injected pod's startup probe: agents start once loop checks get answers.
        "/startupz" if state.warm.load(Ordering::Acquire) => {
            text(StatusCode::OK, PLAIN, "started\n".to_owned())
        }
        "/startupz" => text(
            StatusCode::SERVICE_UNAVAILABLE,
            PLAIN,
            "starting: model not warmed up yet\n".to_owned(),
        ),
        "/readyz" => match state.readiness().await {
            Ok(()) => text(StatusCode::OK, PLAIN, "ready\n".to_owned()),
            Err(reason) => text(
                StatusCode::SERVICE_UNAVAILABLE,
                PLAIN,
                format!("not ready: {reason}\n"),
            ),
        },
        "/metrics" => text(
            StatusCode::OK,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
            state.metrics.encode(),
        ),
        _ => text(StatusCode::NOT_FOUND, PLAIN, "not found\n".to_owned()),
    })
}

/// Serves the admin endpoints on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    state: Arc<AdminState>,
    shutdown: impl Future<Output = ()>,
) {
    tokio::pin!(shutdown);
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(conn) => conn,
                Err(e) => {
                    tracing::warn!(error = %e, "admin accept failed");
                    continue;
                }
            },
            () = &mut shutdown => return,
        };
        let _ = stream.set_nodelay(true);
        let state = state.clone();
        tokio::spawn(async move {
            let service = service_fn(move |request| route(state.clone(), request));
            if let Err(e) = auto::Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), service)
                .await
            {
                tracing::debug!(error = %e, "admin connection ended with an error");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{IndexAlgorithm, StoreConfig};
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    async fn get(addr: std::net::SocketAddr, path: &str) -> String {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        response
    }

    #[tokio::test]
    async fn startup_waits_for_the_model_but_not_for_redis() {
        // Nothing listens on port 1: Redis stays unreachable throughout.
        let store = VectorStore::connect(StoreConfig {
            url: "redis://127.0.0.1:1".to_owned(),
            password: None,
            index: "idx".to_owned(),
            algorithm: IndexAlgorithm::Flat,
            dim: 384,
            timeout: Duration::from_millis(50),
        })
        .unwrap();
        let state = Arc::new(AdminState::new(Arc::new(store), Arc::new(Metrics::new())));
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(serve(listener, state.clone(), std::future::pending()));

        assert!(get(addr, "/startupz").await.starts_with("HTTP/1.1 503"));
        state.set_warm();
        assert!(get(addr, "/startupz").await.starts_with("HTTP/1.1 200"));
        assert!(get(addr, "/readyz").await.starts_with("HTTP/1.1 503"));
    }
}
