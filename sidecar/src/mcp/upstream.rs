//! Calls out of the gateway: an `http` tool's endpoint (a POST of the arguments as JSON)
//! and upstream MCP servers (streamable HTTP: JSON or server-sent-event answers, the
//! upstream's session and revision headers). Every call is bounded in time and size.

use std::time::Duration;

use bytes::Bytes;
use http::header::{ACCEPT, CONTENT_TYPE, HeaderName, HeaderValue};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;
use serde_json::{Value, json};
use tokio::time::Instant;

use super::jsonrpc;
use super::revision::Era;
use super::sessions::UpstreamSession;
use crate::forward::{UpstreamClient, error_chain};

/// The session header of streamable HTTP.
pub const SESSION_HEADER: HeaderName = HeaderName::from_static("mcp-session-id");
/// The revision header of streamable HTTP (2025-06-18).
pub const VERSION_HEADER: HeaderName = HeaderName::from_static("mcp-protocol-version");

/// Why a call out failed.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum CallError {
    /// No answer within the deadline.
    #[error("{target} did not answer within {ms} ms")]
    Timeout {
        /// The endpoint or upstream.
        target: String,
        /// The deadline.
        ms: u64,
    },
    /// The connection could not be made, or broke before the answer was complete.
    #[error("{target} failed: {detail}")]
    Failed {
        /// The endpoint or upstream.
        target: String,
        /// What happened.
        detail: String,
    },
    /// The answer was over the size limit.
    #[error("{target} answered with more than {limit} bytes")]
    TooLarge {
        /// The endpoint or upstream.
        target: String,
        /// The limit.
        limit: usize,
    },
    /// The answer is not what the protocol says.
    #[error("{target} answered badly: {detail}")]
    BadAnswer {
        /// The endpoint or upstream.
        target: String,
        /// What is wrong.
        detail: String,
    },
}

impl CallError {
    /// The JSON-RPC code the agent gets.
    pub fn code(&self) -> i64 {
        match self {
            CallError::Timeout { .. } => jsonrpc::UPSTREAM_TIMEOUT,
            _ => jsonrpc::UPSTREAM_FAILED,
        }
    }

    /// The metrics label.
    pub fn label(&self) -> &'static str {
        match self {
            CallError::Timeout { .. } => "upstream_timeout",
            CallError::Failed { .. } => "upstream_failed",
            CallError::TooLarge { .. } => "upstream_too_large",
            CallError::BadAnswer { .. } => "upstream_bad_answer",
        }
    }
}

/// How calls out are made: the client, the deadline and the size bound.
#[derive(Clone)]
pub struct Caller {
    /// The pooled client (TLS with the configured roots).
    pub client: UpstreamClient,
    /// How long one call may take.
    pub timeout: Duration,
    /// Largest answer read.
    pub max_bytes: usize,
    /// The era each upstream answered in last (which to try first).
    pub eras: std::sync::Arc<super::eras::UpstreamEras>,
}

fn target(uri: &http::Uri) -> String {
    format!(
        "{}://{}{}",
        uri.scheme_str().unwrap_or("http"),
        uri.authority().map(|a| a.as_str()).unwrap_or(""),
        uri.path()
    )
}

impl Caller {
    fn timeout_error(&self, uri: &http::Uri) -> CallError {
        CallError::Timeout {
            target: target(uri),
            ms: u64::try_from(self.timeout.as_millis()).unwrap_or(u64::MAX),
        }
    }

    /// POSTs `body` to `uri`; the answer's head, before `deadline`.
    pub async fn post(
        &self,
        uri: &http::Uri,
        headers: &[(HeaderName, String)],
        body: Bytes,
        deadline: Instant,
    ) -> Result<http::Response<Incoming>, CallError> {
        let mut req = http::Request::post(uri.clone())
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream");
        for (k, v) in headers {
            if let Ok(v) = HeaderValue::from_str(v) {
                req = req.header(k, v);
            }
        }
        let req = req
            .body(
                Full::new(body)
                    .map_err(|never: std::convert::Infallible| match never {})
                    .boxed(),
            )
            .map_err(|e| CallError::Failed {
                target: target(uri),
                detail: e.to_string(),
            })?;
        match tokio::time::timeout_at(deadline, self.client.request(req)).await {
            Err(_) => Err(self.timeout_error(uri)),
            Ok(Err(e)) => Err(CallError::Failed {
                target: target(uri),
                detail: error_chain(&e),
            }),
            Ok(Ok(r)) => Ok(r),
        }
    }

    /// Reads a whole answer body, at most `max_bytes`, before `deadline`.
    pub async fn read<B>(
        &self,
        uri: &http::Uri,
        mut body: B,
        deadline: Instant,
    ) -> Result<Bytes, CallError>
    where
        B: hyper::body::Body<Data = Bytes> + Unpin,
        B::Error: Into<crate::edge::BoxError>,
    {
        let mut out = Vec::new();
        loop {
            match tokio::time::timeout_at(deadline, body.frame()).await {
                Err(_) => return Err(self.timeout_error(uri)),
                Ok(None) => return Ok(Bytes::from(out)),
                Ok(Some(Err(e))) => {
                    let e: crate::edge::BoxError = e.into();
                    return Err(CallError::Failed {
                        target: target(uri),
                        detail: format!("the connection broke mid-answer: {}", error_chain(&*e)),
                    });
                }
                Ok(Some(Ok(frame))) => {
                    if let Ok(data) = frame.into_data() {
                        if out.len() + data.len() > self.max_bytes {
                            return Err(CallError::TooLarge {
                                target: target(uri),
                                limit: self.max_bytes,
                            });
                        }
                        out.extend_from_slice(&data);
                    }
                }
            }
        }
    }

    /// Calls an `http` tool: POSTs the arguments, returns the MCP result (the answer as
    /// text content; a JSON object answer also as `structuredContent`; a non-2xx status
    /// as a result with `isError`).
    pub async fn call_http(&self, uri: &http::Uri, arguments: &Value) -> Result<Value, CallError> {
        let deadline = Instant::now() + self.timeout;
        let resp = self
            .post(uri, &[], Bytes::from(arguments.to_string()), deadline)
            .await?;
        let status = resp.status();
        let body = self.read(uri, resp.into_body(), deadline).await?;
        let text = String::from_utf8_lossy(&body).into_owned();
        if !status.is_success() {
            return Ok(json!({
                "content": [{"type": "text", "text": format!("HTTP {}: {text}", status.as_u16())}],
                "isError": true
            }));
        }
        let mut result = json!({"content": [{"type": "text", "text": text}]});
        if let Ok(v @ Value::Object(_)) = serde_json::from_slice::<Value>(&body) {
            result["structuredContent"] = v;
        }
        Ok(result)
    }

    /// Opens a session with the upstream MCP server at `uri` for an agent with
    /// `capabilities`: `initialize`, then `notifications/initialized`. An upstream that
    /// refuses `initialize` (an HTTP or JSON-RPC error) is asked `server/discover`: one
    /// that speaks only the stateless era gets stateless requests. When it does not
    /// answer that either, the `initialize` failure is the error. An upstream that
    /// answered in the stateless era last time is asked `server/discover` first, and
    /// `initialize` only when it refuses that.
    pub async fn open_session(
        &self,
        uri: &http::Uri,
        capabilities: &Value,
    ) -> Result<UpstreamSession, CallError> {
        let url = uri.to_string();
        if self.eras.get(&url) == Some(Era::Modern) {
            match super::outgoing::discover(self, uri, capabilities).await {
                Ok(s) => return Ok(s),
                Err(e) => {
                    tracing::info!(upstream = %uri, error = %e, "an upstream that was stateless refused server/discover: initialize instead");
                }
            }
        }
        let session = match self.initialize(uri, capabilities).await {
            Err(Refused::Handshake(e)) => super::outgoing::discover(self, uri, capabilities)
                .await
                .map_err(|d| {
                    tracing::debug!(upstream = %uri, error = %d, "upstream refused initialize and server/discover");
                    e
                })?,
            Err(Refused::Failed(e)) => return Err(e),
            Ok(s) => s,
        };
        let era = if session.envelope.is_some() {
            Era::Modern
        } else {
            Era::Handshake
        };
        self.eras.set(&url, era);
        Ok(session)
    }

    async fn initialize(
        &self,
        uri: &http::Uri,
        capabilities: &Value,
    ) -> Result<UpstreamSession, Refused> {
        let deadline = Instant::now() + self.timeout;
        let init = json!({
            "jsonrpc": "2.0",
            "id": "argus-initialize",
            "method": "initialize",
            "params": {
                "protocolVersion": jsonrpc::PROTOCOL_VERSIONS[0],
                "capabilities": capabilities,
                "clientInfo": {"name": "argus-sidecar", "version": env!("CARGO_PKG_VERSION")}
            }
        });
        let resp = self
            .post(uri, &[], Bytes::from(init.to_string()), deadline)
            .await
            .map_err(Refused::Failed)?;
        let status = resp.status();
        let id = resp
            .headers()
            .get(SESSION_HEADER)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let sse = is_sse(resp.headers());
        let body = self
            .read(uri, resp.into_body(), deadline)
            .await
            .map_err(Refused::Failed)?;
        if !status.is_success() {
            return Err(Refused::Handshake(CallError::BadAnswer {
                target: target(uri),
                detail: format!(
                    "initialize answered HTTP {} ({})",
                    status.as_u16(),
                    unshown(&target(uri), &body)
                ),
            }));
        }
        let answer = find_response(&body, sse, &json!("argus-initialize")).ok_or_else(|| {
            Refused::Failed(CallError::BadAnswer {
                target: target(uri),
                detail: "no answer to initialize".into(),
            })
        })?;
        if let Some(e) = answer.get("error") {
            return Err(Refused::Handshake(CallError::BadAnswer {
                target: target(uri),
                detail: format!("initialize failed: {e}"),
            }));
        }
        let version = answer
            .pointer("/result/protocolVersion")
            .and_then(Value::as_str)
            .unwrap_or(jsonrpc::PROTOCOL_VERSIONS[0])
            .to_string();
        let session = UpstreamSession {
            id,
            version,
            envelope: None,
            tasks: answer
                .pointer("/result/capabilities/tasks/requests/tools/call")
                .is_some(),
        };
        let note = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
        let resp = self
            .post(
                uri,
                &session_headers(&session),
                Bytes::from(note.to_string()),
                deadline,
            )
            .await
            .map_err(Refused::Failed)?;
        // The answer is 202 with no body; read it so the connection goes back to the pool.
        let _ = self.read(uri, resp.into_body(), deadline).await;
        Ok(session)
    }

    /// Opens the upstream's server-initiated stream in `session` (`GET`): its body, or
    /// none when the upstream offers no stream there (405, or not an event stream).
    pub async fn open_stream(
        &self,
        uri: &http::Uri,
        session: &UpstreamSession,
    ) -> Result<Option<Incoming>, CallError> {
        let mut req = http::Request::get(uri.clone()).header(ACCEPT, "text/event-stream");
        for (k, v) in session_headers(session) {
            if let Ok(v) = HeaderValue::from_str(&v) {
                req = req.header(k, v);
            }
        }
        let req = req
            .body(
                Full::new(Bytes::new())
                    .map_err(|never: std::convert::Infallible| match never {})
                    .boxed(),
            )
            .map_err(|e| CallError::Failed {
                target: target(uri),
                detail: e.to_string(),
            })?;
        let resp = match tokio::time::timeout(self.timeout, self.client.request(req)).await {
            Err(_) => return Err(self.timeout_error(uri)),
            Ok(Err(e)) => {
                return Err(CallError::Failed {
                    target: target(uri),
                    detail: error_chain(&e),
                });
            }
            Ok(Ok(r)) => r,
        };
        if resp.status().is_success() && is_sse(resp.headers()) {
            return Ok(Some(resp.into_body()));
        }
        Ok(None)
    }
}

/// How `initialize` failed: refused (the upstream may speak the stateless era), or
/// the call itself failed.
enum Refused {
    Handshake(CallError),
    Failed(CallError),
}

/// The headers of a request in an upstream session.
pub fn session_headers(s: &UpstreamSession) -> Vec<(HeaderName, String)> {
    let mut h = vec![(VERSION_HEADER, s.version.clone())];
    if let Some(id) = &s.id {
        h.push((SESSION_HEADER, id.clone()));
    }
    h
}

/// Whether an answer is a server-sent-event stream.
pub fn is_sse(headers: &http::HeaderMap) -> bool {
    headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"))
}

/// The JSON-RPC response answering `id` in a whole answer body (JSON or SSE).
pub fn find_response(body: &[u8], sse: bool, id: &Value) -> Option<Value> {
    if !sse {
        return serde_json::from_slice(body).ok();
    }
    let mut events = SseEvents::default();
    events
        .push(body)
        .into_iter()
        .chain(events.finish())
        .filter_map(|d| serde_json::from_str::<Value>(&d).ok())
        .find(|m| m.get("id") == Some(id) && m.get("method").is_none())
}

/// What Argus says of an upstream's failed answer `body`: its size only. The body is
/// the upstream's own text and may carry instructions for the model, so it is logged
/// (an excerpt, at debug) and never written into a message the agent reads.
pub fn unshown(target: &str, body: &[u8]) -> String {
    tracing::debug!(target_url = target, body = %excerpt(&String::from_utf8_lossy(body)), "upstream MCP server's failed answer");
    format!("{} bytes, not shown", body.len())
}

/// The first 200 characters of `text`.
pub fn excerpt(text: &str) -> String {
    let mut end = text.len().min(200);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    if end < text.len() {
        format!("{}…", &text[..end])
    } else {
        text.to_string()
    }
}

/// Server-sent events read incrementally: the `data` of each complete event (lines
/// end in `\n` or `\r\n`; an empty line ends an event).
#[derive(Default)]
pub struct SseEvents {
    line: Vec<u8>,
    data: Vec<String>,
}

impl SseEvents {
    /// The events `chunk` completes.
    pub fn push(&mut self, chunk: &[u8]) -> Vec<String> {
        let mut out = Vec::new();
        for &b in chunk {
            if b != b'\n' {
                self.line.push(b);
                continue;
            }
            if self.line.last() == Some(&b'\r') {
                self.line.pop();
            }
            let line = std::mem::take(&mut self.line);
            if line.is_empty() {
                if !self.data.is_empty() {
                    out.push(std::mem::take(&mut self.data).join("\n"));
                }
            } else if let Some(d) = line.strip_prefix(b"data:") {
                let d = d.strip_prefix(b" ").unwrap_or(d);
                self.data.push(String::from_utf8_lossy(d).into_owned());
            }
        }
        out
    }

    /// An event left open when the stream ended.
    pub fn finish(&mut self) -> Option<String> {
        let mut tail = self.push(b"\n\n");
        tail.pop()
    }
}

/// One server-sent event carrying `message`.
pub fn sse_event(message: &Value) -> Bytes {
    Bytes::from(format!("event: message\ndata: {message}\n\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edge::body::fed;

    #[test]
    fn events_split_across_chunks_and_crlf_lines_are_read() {
        let mut e = SseEvents::default();
        assert!(e.push(b"event: message\r\ndata: {\"a\"").is_empty());
        assert_eq!(e.push(b":1}\r\n\r\ndata: x\n"), ["{\"a\":1}"]);
        assert_eq!(e.push(b"data: y\n\n"), ["x\ny"]);
        assert!(e.push(b": comment\n\n").is_empty());
        assert!(e.push(b"data: open").is_empty());
        assert_eq!(e.finish().as_deref(), Some("open"));
    }

    /// An upstream on loopback that accepts every connection, reads the request and
    /// then says nothing, holding the connection open.
    async fn silent_upstream() -> std::net::SocketAddr {
        use tokio::io::AsyncReadExt;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            let mut held = Vec::new();
            while let Ok((mut conn, _)) = listener.accept().await {
                let mut request = [0u8; 4096];
                let _ = conn.read(&mut request).await;
                held.push(conn);
            }
        });
        addr
    }

    fn caller(timeout: Duration, max_bytes: usize) -> Caller {
        Caller {
            client: crate::forward::upstream::build_client(None, Duration::from_secs(5)).unwrap(),
            timeout,
            max_bytes,
            eras: Default::default(),
        }
    }

    /// An upstream that never answers fails at the tool timeout to the millisecond, as a
    /// timeout naming the target and the bound. On paused time: no test waits for a clock.
    #[tokio::test(start_paused = true)]
    async fn an_upstream_that_never_answers_times_out_at_the_tool_timeout() {
        let addr = silent_upstream().await;
        let uri: http::Uri = format!("http://{addr}/tools/lookup").parse().unwrap();
        let start = Instant::now();
        let err = caller(Duration::from_secs(30), 1 << 20)
            .call_http(&uri, &json!({"order": "A1"}))
            .await
            .unwrap_err();
        assert_eq!(start.elapsed(), Duration::from_secs(30), "{err}");
        assert_eq!(
            err,
            CallError::Timeout {
                target: format!("http://{addr}/tools/lookup"),
                ms: 30_000
            }
        );
        assert_eq!(err.code(), jsonrpc::UPSTREAM_TIMEOUT);
        assert_eq!(err.label(), "upstream_timeout");
    }

    /// The body is read under the call's one deadline: chunks in time are gathered, a
    /// body that falls silent fails at the deadline itself, not a timeout after its last
    /// chunk; one over the size bound fails when it passes it; a broken one says so.
    #[tokio::test(start_paused = true)]
    async fn an_answer_body_is_read_within_the_calls_deadline_and_size() {
        let uri: http::Uri = "http://kb.example/mcp".parse().unwrap();
        let c = caller(Duration::from_secs(30), 64);
        let start = Instant::now();
        let deadline = start + Duration::from_secs(30);

        let (tx, body) = fed::body();
        tokio::spawn(async move {
            for part in ["{\"a\":", "1}"] {
                tokio::time::sleep(Duration::from_secs(10)).await;
                tx.send(fed::data(part)).unwrap();
            }
        });
        assert_eq!(c.read(&uri, body, deadline).await.unwrap(), "{\"a\":1}");
        assert_eq!(start.elapsed(), Duration::from_secs(20));

        let (tx, body) = fed::body();
        tx.send(fed::data("{\"partial\":")).unwrap();
        let err = c.read(&uri, body, deadline).await.unwrap_err();
        assert_eq!(
            start.elapsed(),
            Duration::from_secs(30),
            "at the deadline: {err}"
        );
        assert_eq!(err.label(), "upstream_timeout");
        drop(tx);

        let (tx, body) = fed::body();
        tx.send(fed::data("x".repeat(40))).unwrap();
        tx.send(fed::data("x".repeat(40))).unwrap();
        let err = c
            .read(&uri, body, Instant::now() + Duration::from_secs(30))
            .await;
        assert_eq!(
            err.unwrap_err(),
            CallError::TooLarge {
                target: "http://kb.example/mcp".into(),
                limit: 64
            }
        );

        let (tx, body) = fed::body();
        tx.send(fed::data("{")).unwrap();
        tx.send(Err(std::io::Error::other("peer reset"))).unwrap();
        let err = c
            .read(&uri, body, Instant::now() + Duration::from_secs(30))
            .await;
        let err = err.unwrap_err().to_string();
        assert!(err.contains("broke mid-answer: peer reset"), "{err}");
    }

    #[test]
    fn the_response_to_an_id_is_found_among_notifications() {
        let body = b"data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{}}\n\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"ok\":true}}\n\n";
        let r = find_response(body, true, &json!(7));
        assert_eq!(
            r.and_then(|r| r.pointer("/result/ok").cloned()),
            Some(json!(true))
        );
        assert_eq!(find_response(body, true, &json!(8)), None);
    }
}
