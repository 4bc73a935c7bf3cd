//! Accept loops for the proxy and admin ports: TCP_NODELAY on every connection
//! (without it a new connection costs tens of milliseconds), HTTP/1.1 and HTTP/2,
//! and a drain on shutdown that lets in-flight requests finish.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use hyper::body::Incoming;
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::net::TcpListener;
use tokio::sync::{Notify, watch};

/// Counts live connections so shutdown can wait for them.
#[derive(Default)]
pub struct Connections {
    live: AtomicUsize,
    idle: Notify,
}

impl Connections {
    /// Waits until no connection is open, or `deadline` passes.
    pub async fn drain(&self, deadline: Duration) {
        let wait = async {
            while self.live.load(Ordering::SeqCst) > 0 {
                self.idle.notified().await;
            }
        };
        let _ = tokio::time::timeout(deadline, wait).await;
    }
}

struct Guard(Arc<Connections>);

impl Drop for Guard {
    fn drop(&mut self) {
        if self.0.live.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Serves `listener` with `handler` until `shutdown` turns true.
pub async fn serve<H, F, B>(
    listener: TcpListener,
    handler: H,
    connections: Arc<Connections>,
    mut shutdown: watch::Receiver<bool>,
) where
    H: Fn(http::Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Result<http::Response<B>, std::convert::Infallible>> + Send + 'static,
    B: hyper::body::Body<Data = bytes::Bytes> + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = shutdown.changed() => return,
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
        connections.live.fetch_add(1, Ordering::SeqCst);
        let guard = Guard(connections.clone());
        let handler = handler.clone();
        tokio::spawn(async move {
            let _guard = guard;
            let svc = service_fn(handler);
            if let Err(e) = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), svc)
                .await
            {
                tracing::debug!(error = %e, "connection ended with an error");
            }
        });
    }
}
