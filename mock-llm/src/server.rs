//! The HTTP side of the mock: routing, scripted replies, streaming and recording.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, StreamBody, combinators::BoxBody};
use hyper::body::{Frame, Incoming};
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo};
use serde::Serialize;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;

use crate::script::Script;
use crate::wire::{self, Format};

/// A request the mock received.
#[derive(Clone, Debug, Serialize)]
pub struct Recorded {
    /// HTTP method.
    pub method: String,
    /// Path and query.
    pub path: String,
    /// HTTP version the request came in, as `HTTP/1.1` or `HTTP/2.0`.
    pub version: String,
    /// Headers (lower-case names; repeated headers joined with ", ").
    pub headers: BTreeMap<String, String>,
    /// Body as JSON (`null` if it was not JSON).
    pub body: Value,
}

struct State {
    script: Script,
    record: bool,
    recorded: Mutex<Vec<Recorded>>,
    streams_aborted: AtomicU64,
}

/// A running mock server.
pub struct MockServer {
    addr: SocketAddr,
    scheme: &'static str,
    state: Arc<State>,
    task: tokio::task::JoinHandle<()>,
}

type Body = BoxBody<Bytes, std::io::Error>;

impl MockServer {
    /// Starts on `listener`, answering from `script`; `record` keeps every request.
    pub fn start(listener: TcpListener, script: Script, record: bool) -> std::io::Result<Self> {
        Self::serve(listener, script, record, None)
    }

    /// Like [`MockServer::start`], but speaks HTTPS with `tls` (its certificate and ALPN
    /// list decide what a client may verify and negotiate; HTTP/1.1 and HTTP/2 are both
    /// served).
    pub fn start_tls(
        listener: TcpListener,
        script: Script,
        record: bool,
        tls: Arc<rustls::ServerConfig>,
    ) -> std::io::Result<Self> {
        Self::serve(listener, script, record, Some(TlsAcceptor::from(tls)))
    }

    fn serve(
        listener: TcpListener,
        script: Script,
        record: bool,
        tls: Option<TlsAcceptor>,
    ) -> std::io::Result<Self> {
        let addr = listener.local_addr()?;
        let scheme = if tls.is_some() { "https" } else { "http" };
        let state = Arc::new(State {
            script,
            record,
            recorded: Mutex::new(Vec::new()),
            streams_aborted: AtomicU64::new(0),
        });
        let st = state.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    continue;
                };
                let _ = stream.set_nodelay(true);
                let st = st.clone();
                let tls = tls.clone();
                tokio::spawn(async move {
                    let svc = service_fn(move |req| handle(st.clone(), req));
                    let http = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
                    let _ = match tls {
                        None => http.serve_connection(TokioIo::new(stream), svc).await,
                        Some(tls) => match tls.accept(stream).await {
                            Ok(stream) => http.serve_connection(TokioIo::new(stream), svc).await,
                            Err(_) => return,
                        },
                    };
                });
            }
        });
        Ok(Self {
            addr,
            scheme,
            state,
            task,
        })
    }

    /// Starts on a free loopback port.
    pub async fn start_local(script: Script) -> std::io::Result<Self> {
        Self::start(TcpListener::bind("127.0.0.1:0").await?, script, true)
    }

    /// The listening address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://ADDR` or, when started with TLS, `https://ADDR` (no trailing slash).
    pub fn url(&self) -> String {
        format!("{}://{}", self.scheme, self.addr)
    }

    /// Requests received so far (only the LLM endpoints).
    pub fn requests(&self) -> Vec<Recorded> {
        self.state
            .recorded
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Forgets the recorded requests.
    pub fn clear(&self) {
        self.state
            .recorded
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    /// The script, to queue more replies.
    pub fn script(&self) -> &Script {
        &self.state.script
    }

    /// Streams whose client went away before the last chunk.
    pub fn streams_aborted(&self) -> u64 {
        self.state.streams_aborted.load(Ordering::SeqCst)
    }
}

impl Drop for MockServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

fn full(status: StatusCode, body: Value) -> Response<Body> {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(
            Full::new(Bytes::from(body.to_string()))
                .map_err(|never: Infallible| match never {})
                .boxed(),
        )
        .unwrap_or_else(|_| {
            Response::new(
                Full::new(Bytes::new())
                    .map_err(|never: Infallible| match never {})
                    .boxed(),
            )
        })
}

/// A JSON answer whose headers go out and whose body never comes (until the client
/// leaves, which drops the channel's receiver and ends the task).
fn stalled_json() -> Response<Body> {
    let (tx, rx) = mpsc::channel::<Result<Frame<Bytes>, std::io::Error>>(1);
    tokio::spawn(async move { tx.closed().await });
    let body = StreamBody::new(futures::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|f| (f, rx))
    }));
    Response::builder()
        .status(StatusCode::OK)
        .header("content-type", "application/json")
        .body(BodyExt::boxed(body))
        .unwrap_or_else(|_| {
            Response::new(
                Full::new(Bytes::new())
                    .map_err(|never: Infallible| match never {})
                    .boxed(),
            )
        })
}

fn route(method: &Method, path: &str) -> Option<(Format, bool)> {
    if method != Method::POST {
        return None;
    }
    let path = path.split('?').next().unwrap_or(path);
    match path {
        "/v1/chat/completions" => Some((Format::OpenAiChat, false)),
        "/v1/responses" => Some((Format::OpenAiResponses, false)),
        "/v1/messages" => Some((Format::Anthropic, false)),
        p if (p.starts_with("/v1beta/models/") || p.starts_with("/v1/models/"))
            && p.ends_with(":generateContent") =>
        {
            Some((Format::Gemini, false))
        }
        p if (p.starts_with("/v1beta/models/") || p.starts_with("/v1/models/"))
            && p.ends_with(":streamGenerateContent") =>
        {
            Some((Format::Gemini, true))
        }
        _ => None,
    }
}

async fn handle(state: Arc<State>, req: Request<Incoming>) -> Result<Response<Body>, Infallible> {
    let method = req.method().clone();
    let version = format!("{:?}", req.version());
    let path = req
        .uri()
        .path_and_query()
        .map(|p| p.as_str().to_string())
        .unwrap_or_default();
    if path == "/_mock/requests" {
        let recorded = state
            .recorded
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        return Ok(full(
            StatusCode::OK,
            serde_json::to_value(recorded).unwrap_or_default(),
        ));
    }
    let mut headers = BTreeMap::new();
    for (k, v) in req.headers() {
        let v = v.to_str().unwrap_or("<binary>").to_string();
        headers
            .entry(k.as_str().to_string())
            .and_modify(|e: &mut String| *e = format!("{e}, {v}"))
            .or_insert(v);
    }
    let bytes = match req.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(_) => {
            return Ok(full(
                StatusCode::BAD_REQUEST,
                json!({"error": {"message": "unreadable body"}}),
            ));
        }
    };
    let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    if state.record {
        state
            .recorded
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(Recorded {
                method: method.to_string(),
                path: path.clone(),
                version,
                headers: headers.clone(),
                body: body.clone(),
            });
    }
    if let Some(echo) = state.script.echo_credentials() {
        // A provider refusing a key and quoting it back, in its body and a header.
        let quoted = ["authorization", "x-api-key", "x-goog-api-key"]
            .iter()
            .filter_map(|h| headers.get(*h).map(|v| format!("{h}: {v}")))
            .collect::<Vec<_>>()
            .join("; ");
        let mut resp = full(
            StatusCode::from_u16(echo).unwrap_or(StatusCode::UNAUTHORIZED),
            json!({"error": {"message": format!("Incorrect API key provided ({quoted})"), "type": "invalid_request_error"}}),
        );
        if let Ok(v) = http::HeaderValue::from_str(&quoted) {
            resp.headers_mut().insert("x-mock-echo", v);
        }
        return Ok(resp);
    }
    if method == Method::GET
        && (path.starts_with("/v1/models") || path.starts_with("/v1beta/models"))
    {
        return Ok(full(
            StatusCode::OK,
            json!({"object": "list", "data": [{"id": "mock-model", "object": "model", "owned_by": "argus-mock"}]}),
        ));
    }
    if method == Method::POST && path.starts_with("/v1/embeddings") {
        return Ok(full(
            StatusCode::OK,
            json!({"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": [0.0, 0.0, 0.0]}], "model": body["model"], "usage": {"prompt_tokens": 1, "total_tokens": 1}}),
        ));
    }
    if method == Method::POST && path.starts_with("/v1/completions") {
        let reply = state
            .script
            .next(body["prompt"].as_str().unwrap_or_default());
        return Ok(full(
            StatusCode::OK,
            json!({"object": "text_completion", "model": body["model"], "choices": [{"index": 0, "text": reply.content, "finish_reason": "stop"}], "usage": {"prompt_tokens": 2, "completion_tokens": 1, "total_tokens": 3}}),
        ));
    }
    let Some((format, path_streams)) = route(&method, &path) else {
        return Ok(full(
            StatusCode::NOT_FOUND,
            json!({"error": {"message": format!("mock: no route for {method} {path}")}}),
        ));
    };
    if body.is_null() {
        return Ok(full(
            StatusCode::BAD_REQUEST,
            wire::error_body(format, 400, "mock: body is not JSON"),
        ));
    }
    let reply = state
        .script
        .next(&wire::last_user_text(format, &body))
        .for_request(&body);
    if reply.delay_ms > 0 {
        tokio::time::sleep(Duration::from_millis(reply.delay_ms)).await;
    }
    if let Some(status) = reply.status {
        let mut resp = full(
            StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            wire::error_body(format, status, &reply.content),
        );
        if let Some(s) = reply.retry_after
            && let Ok(v) = http::HeaderValue::from_str(&s.to_string())
        {
            resp.headers_mut().insert("retry-after", v);
        }
        return Ok(resp);
    }
    let model = body["model"].as_str().unwrap_or("mock-model").to_string();
    let prompt_tokens = wire::word_count(&body.to_string()) / 2 + 1;
    let stream = path_streams || body["stream"] == Value::Bool(true);
    if !stream && reply.stall_after_events.is_some() {
        return Ok(stalled_json());
    }
    if !stream {
        return Ok(full(
            StatusCode::OK,
            wire::body(format, &reply, &model, prompt_tokens),
        ));
    }
    let include_usage = body["stream_options"]["include_usage"] == Value::Bool(true);
    let events = wire::stream_events(format, &reply, &model, prompt_tokens, include_usage);
    let (tx, rx) = mpsc::channel::<Result<Frame<Bytes>, std::io::Error>>(4);
    let delay = Duration::from_millis(reply.chunk_delay_ms);
    let st = state.clone();
    let fail_after = reply.fail_after_events;
    let stall_after = reply.stall_after_events;
    tokio::spawn(async move {
        for (n, e) in events.into_iter().enumerate() {
            if fail_after == Some(n) {
                let _ = tx
                    .send(Err(std::io::Error::other("mock: stream broken off")))
                    .await;
                return;
            }
            if stall_after == Some(n) {
                // Silent, with the stream still open, until the client gives up.
                tx.closed().await;
                st.streams_aborted.fetch_add(1, Ordering::SeqCst);
                return;
            }
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
            if tx.send(Ok(Frame::data(Bytes::from(e)))).await.is_err() {
                st.streams_aborted.fetch_add(1, Ordering::SeqCst);
                return;
            }
        }
    });
    let body = StreamBody::new(futures::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|f| (f, rx))
    }));
    Ok(Response::builder()
        .status(StatusCode::OK)
        .header("content-type", "text/event-stream")
        .header("cache-control", "no-cache")
        .body(BodyExt::boxed(body))
        .unwrap_or_else(|_| {
            Response::new(
                Full::new(Bytes::new())
                    .map_err(|never: Infallible| match never {})
                    .boxed(),
            )
        }))
}
