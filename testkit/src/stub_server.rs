//! Stub HTTP servers for tests of what the sidecar calls (tool endpoints, upstream MCP
//! servers): one accept loop, each request answered by a handler closure, or
//! connections taken and never answered.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};

/// The body of a stub's answer (a full body or a stream).
pub type Boxed = http_body_util::combinators::BoxBody<Bytes, Infallible>;

/// An empty answer with `status`.
pub fn empty(status: http::StatusCode) -> http::Response<Boxed> {
    let mut r = http::Response::new(Full::new(Bytes::new()).boxed());
    *r.status_mut() = status;
    r
}

/// A JSON answer, with `headers`.
pub fn json_answer(body: &serde_json::Value, headers: &[(&str, &str)]) -> http::Response<Boxed> {
    let mut r = http::Response::builder().header("content-type", "application/json");
    for (k, v) in headers {
        r = r.header(*k, *v);
    }
    r.body(Full::new(Bytes::from(body.to_string())).boxed())
        .unwrap()
}

/// Serves HTTP/1.1 on a free local port, every request answered by `handler`.
pub async fn serve<F, Fut>(handler: F) -> SocketAddr
where
    F: Fn(http::Request<hyper::body::Incoming>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = http::Response<Boxed>> + Send + 'static,
{
    let handler = Arc::new(handler);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let handler = handler.clone();
            tokio::spawn(async move {
                let svc = hyper::service::service_fn(move |req| {
                    let answer = handler(req);
                    async move { Ok::<_, Infallible>(answer.await) }
                });
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), svc)
                    .await;
            });
        }
    });
    addr
}

/// Accepts connections and never answers; each accepted connection is reported on
/// `arrived` if given.
pub async fn silent(arrived: Option<tokio::sync::mpsc::UnboundedSender<()>>) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            if let Some(tx) = &arrived {
                let _ = tx.send(());
            }
            held.push(stream);
        }
    });
    addr
}

/// The body of `req` as JSON (`Null` when it is not JSON).
pub async fn json_body(req: http::Request<hyper::body::Incoming>) -> serde_json::Value {
    let body = req.into_body().collect().await.unwrap().to_bytes();
    serde_json::from_slice(&body).unwrap_or(serde_json::Value::Null)
}
