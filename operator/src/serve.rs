//! The one accept loop both listeners use: TCP (optionally TLS), HTTP/1 and HTTP/2,
//! `TCP_NODELAY`, and a graceful stop that lets in-flight requests finish.

use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bytes::Bytes;
use http::{Request, Response};
use http_body_util::Full;
use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder;
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

/// How long a stop waits for in-flight connections.
const DRAIN: Duration = Duration::from_secs(10);

/// Serves `handler` on `listener` until `shutdown` flips to true. Answers may stream
/// (any body whose chunks are `Bytes`).
pub async fn serve<H, F, B>(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    handler: H,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) where
    H: Fn(Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Response<B>> + Send + 'static,
    B: hyper::body::Body<Data = Bytes> + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let in_flight = Arc::new(AtomicUsize::new(0));
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    tracing::warn!(error = %e, "accept failed");
                    continue;
                }
            },
            _ = shutdown.changed() => break,
        };
        // Without it a fresh connection's first response waited ~40 ms (Nagle + delayed ACK).
        let _ = stream.set_nodelay(true);
        let handler = handler.clone();
        let tls = tls.clone();
        let in_flight = in_flight.clone();
        in_flight.fetch_add(1, Ordering::SeqCst);
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let fut = handler(req);
                async move { Ok::<_, Infallible>(fut.await) }
            });
            let builder = Builder::new(TokioExecutor::new());
            let result = match tls {
                Some(acceptor) => match acceptor.accept(stream).await {
                    Ok(tls_stream) => {
                        builder
                            .serve_connection(TokioIo::new(tls_stream), service)
                            .await
                    }
                    Err(e) => {
                        tracing::debug!(%peer, error = %e, "TLS handshake failed");
                        Ok(())
                    }
                },
                None => {
                    builder
                        .serve_connection(TokioIo::new(stream), service)
                        .await
                }
            };
            if let Err(e) = result {
                tracing::debug!(%peer, error = %e, "connection ended with an error");
            }
            in_flight.fetch_sub(1, Ordering::SeqCst);
        });
    }
    let deadline = tokio::time::Instant::now() + DRAIN;
    while in_flight.load(Ordering::SeqCst) > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A response with a body and content type.
pub fn respond(
    status: http::StatusCode,
    content_type: &str,
    body: impl Into<Bytes>,
) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(body.into()));
    *response.status_mut() = status;
    if let Ok(v) = http::HeaderValue::from_str(content_type) {
        response.headers_mut().insert(http::header::CONTENT_TYPE, v);
    }
    response
}
