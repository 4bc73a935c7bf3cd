//! An agent session's sessions with its upstream MCP servers, and what those servers
//! send outside calls. The upstream session is opened on first need; for an agent
//! session that has an id (one that can open its own stream), the upstream's
//! server-initiated stream (`GET`) is opened with it, before the first call goes out,
//! so that nothing the upstream sends after that call is lost, and read until the agent
//! session ends (reopened when it breaks). Its messages go to the agent's
//! [`Outbox`](super::outbox::Outbox); a `notifications/tools/list_changed` also drops the
//! upstream's cached tool list.

use std::sync::{Arc, Weak};

use bytes::Bytes;
use http_body_util::BodyExt;
use hyper::body::Incoming;
use serde_json::{Value, json};

use super::sessions::{GatewaySession, UpstreamSession};
use super::upstream::{CallError, Caller, SseEvents};

/// The method an upstream's changed tool list is announced with.
pub const TOOLS_CHANGED: &str = "notifications/tools/list_changed";

/// The session with the upstream at `uri` for `session`, opened (with the upstream's
/// stream) on first need.
pub async fn upstream_session(
    caller: &Caller,
    session: &Arc<GatewaySession>,
    uri: &http::Uri,
) -> Result<UpstreamSession, CallError> {
    let url = uri.to_string();
    let cell = session.upstream(&url);
    let up = cell
        .get_or_try_init(|| async {
            let up = caller.open_session(uri, &session.capabilities).await?;
            // A stateless upstream has no stream: it sends nothing outside calls.
            if session.id.is_some() && up.envelope.is_none() {
                open_stream(caller, session, uri, &up).await;
            }
            Ok::<_, CallError>(up)
        })
        .await?;
    Ok(up.clone())
}

/// How long the first call waits for the upstream's stream to open. Most servers answer
/// a GET's head at once; one that holds it must not hold the call for the whole tool
/// timeout, so past this the stream goes on opening in the background.
pub const STREAM_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Attempts in a row to reopen an upstream stream that ended or failed (one that
/// delivered a message counts as a success), before the gateway gives up on it until
/// the upstream session is opened again.
pub const MAX_REOPEN: u32 = 5;
/// The wait before reopening, times the failures in a row.
pub const REOPEN_DELAY: std::time::Duration = std::time::Duration::from_secs(1);

/// Opens the upstream's stream and reads it in a task that ends with the agent session;
/// a stream that ends or breaks is reopened (up to [`MAX_REOPEN`] failures in a row) as
/// long as the upstream session is the current one. Returns once the first opening is
/// answered, or after [`STREAM_WAIT`]. An upstream without a stream (405, or a session
/// it no longer knows) is no error: it then sends nothing outside calls.
async fn open_stream(
    caller: &Caller,
    session: &Arc<GatewaySession>,
    uri: &http::Uri,
    up: &UpstreamSession,
) {
    let (opened, ready) = tokio::sync::oneshot::channel::<()>();
    let weak = Arc::downgrade(session);
    let closed = session.closed.clone();
    let (caller, uri, up) = (caller.clone(), uri.clone(), up.clone());
    // Not on the background tracker: the stream lives as long as the agent session,
    // and shutdown must not wait for it.
    tokio::spawn(async move {
        let url = uri.to_string();
        let mut opened = Some(opened);
        let mut failures: u32 = 0;
        loop {
            let body = tokio::select! {
                () = closed.cancelled() => return,
                b = caller.open_stream(&uri, &up) => b,
            };
            if let Some(tx) = opened.take() {
                let _ = tx.send(());
            }
            match body {
                Ok(Some(body)) => {
                    let delivered = tokio::select! {
                        () = closed.cancelled() => return,
                        d = read(body, weak.clone(), &url) => d,
                    };
                    failures = if delivered { 0 } else { failures + 1 };
                }
                Ok(None) => return,
                Err(e) => {
                    failures += 1;
                    tracing::info!(upstream = %url, error = %e, failures, "upstream MCP stream not opened: messages outside calls are not relayed meanwhile");
                }
            }
            if failures >= MAX_REOPEN {
                tracing::warn!(upstream = %url, failures, "upstream MCP stream given up until its session is opened again");
                return;
            }
            // An upstream that restarted gets a new session, and that one its own stream
            // (an empty cell: this session is still being opened, or was forgotten, and
            // then the upstream refuses the GET).
            match weak.upgrade() {
                Some(s) if s.upstream(&url).get().is_none_or(|now| *now == up) => {}
                _ => return,
            }
            tokio::select! {
                () = closed.cancelled() => return,
                () = tokio::time::sleep(REOPEN_DELAY * failures.max(1)) => {}
            }
        }
    });
    let _ = tokio::time::timeout(STREAM_WAIT, ready).await;
}

/// Reads an upstream stream until it ends; whether it delivered a message.
async fn read(mut body: Incoming, session: Weak<GatewaySession>, url: &str) -> bool {
    let mut events = SseEvents::default();
    let mut delivered = false;
    while let Some(Ok(frame)) = body.frame().await {
        let Ok(data) = frame.into_data() else {
            continue;
        };
        let Some(session) = session.upgrade() else {
            return delivered;
        };
        for event in events.push(&data) {
            if let Ok(m) = serde_json::from_str::<Value>(&event) {
                from_upstream(&session, url, m);
                delivered = true;
            }
        }
    }
    tracing::debug!(upstream = url, "upstream MCP stream ended");
    delivered
}

/// Passes a message the upstream at `url` sent outside a call to the agent. Responses
/// (to nothing the gateway asked there) are dropped.
pub fn from_upstream(session: &GatewaySession, url: &str, message: Value) {
    if message.get("method").is_none() {
        return;
    }
    if message["method"] == TOOLS_CHANGED {
        session.forget_tool_list(url);
    }
    session.outbox.deliver(url, message);
}

/// Sends the agent's response (`message`, the whole JSON-RPC message) to the upstream
/// request it answers, under the upstream's id; false when it answers nothing asked.
pub async fn answer_upstream(
    caller: &Caller,
    session: &GatewaySession,
    mut message: Value,
) -> bool {
    let Some(asked) = session.outbox.answered(&message["id"]) else {
        return false;
    };
    let Some(up) = session.upstream(&asked.url).get().cloned() else {
        return false;
    };
    let Ok(uri) = asked.url.parse::<http::Uri>() else {
        return false;
    };
    message["id"] = asked.id;
    let deadline = tokio::time::Instant::now() + caller.timeout;
    let headers = super::upstream::session_headers(&up);
    match caller
        .post(&uri, &headers, Bytes::from(message.to_string()), deadline)
        .await
    {
        Ok(resp) => {
            let _ = caller.read(&uri, resp.into_body(), deadline).await;
            true
        }
        Err(e) => {
            tracing::info!(upstream = %uri, error = %e, "the agent's response did not reach the upstream");
            false
        }
    }
}

/// The message that cancels call `id` at an upstream.
pub fn cancelled(id: &Value, reason: &str) -> Value {
    json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
        "params": {"requestId": id, "reason": reason}})
}
