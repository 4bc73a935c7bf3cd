//! Accept loops for the proxy and admin ports: TCP_NODELAY on every connection
//! (without it a new connection costs tens of milliseconds), HTTP/1.1 and HTTP/2,
//! and a graceful end: on shutdown each connection finishes its in-flight requests and
//! closes (idle keep-alive connections at once, HTTP/2 with GOAWAY).

use std::future::Future;
use std::time::Duration;

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// Serves `listener` with `handler` until `shutdown` turns true, then returns once every
/// connection has finished its in-flight requests and closed.
pub async fn serve<H, F, B>(listener: TcpListener, handler: H, mut shutdown: watch::Receiver<bool>)
where
    H: Fn(http::Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Result<http::Response<B>, std::convert::Infallible>> + Send + 'static,
    B: hyper::body::Body<Data = bytes::Bytes> + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let http = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    let graceful = GracefulShutdown::new();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = shutdown.changed() => break,
        };
        let (stream, _) = match accepted {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let connection = http
            .serve_connection(TokioIo::new(stream), service_fn(handler.clone()))
            .into_owned();
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "connection ended with an error");
            }
        });
    }
    drop(listener);
    graceful.shutdown().await;
}
