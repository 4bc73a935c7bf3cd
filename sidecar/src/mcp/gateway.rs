//! The gateway's HTTP side (streamable HTTP, every revision from 2024-11-05 to the
//! stateless 2026-07-28, see `revision`): Origin check on every request, the era from
//! the revision header (a stateless request's envelope checked, see `envelope`),
//! sessions, one JSON-RPC message per POST, the session's server-initiated stream
//! (`GET`, see `outbox` and `listen`), and the methods a tools server answers —
//! `initialize`, `server/discover`, `ping`, `tools/list` (federated, see `federation`),
//! `tools/call`, and the task methods (no tasks, see `tasks`). A call passes the GateStack (`gating::Gating::rule`,
//! the same function that judges calls the model proposes) before it runs by its runtime.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use argus_crds::{BehaviorMode, ToolSpec};
use bytes::Bytes;
use http::header::{ALLOW, CONTENT_TYPE, HeaderValue};
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, Limited, StreamBody};
use hyper::body::{Frame, Incoming};
use serde_json::{Value, json};

use super::internal::InternalTools;
use super::jsonrpc::{self, Message, RpcError};
use super::origin::OriginPolicy;
use super::revision::{self, Era};
use super::sessions::{GatewaySession, Sessions};
use super::upstream::{Caller, SESSION_HEADER, VERSION_HEADER};
use crate::edge::{ProxyBody, full};
use crate::policy::tools_offer::ToolOffer;
use crate::shared::{AppState, Runtime};
use crate::stores::session::SessionKey;

/// The gateway's state in the sidecar: sessions and the internal tools.
#[derive(Debug, Default)]
pub struct GatewayState {
    /// Agent sessions.
    pub sessions: Sessions,
    /// Tools the sidecar runs in process.
    pub internal: InternalTools,
    /// Pins of upstream tool definitions (see `vetting`).
    pub pins: super::vetting::ToolPins,
    /// The era each upstream answered in last.
    pub eras: Arc<super::eras::UpstreamEras>,
    /// Confirmations asked of stateless clients, awaiting their retry.
    pub confirmations: Arc<super::elicitation::Waiting>,
}

/// The body of the gateway's answers.
pub(super) type Body = ProxyBody;

pub(super) fn json_response(status: StatusCode, body: &Value) -> Response<ProxyBody> {
    let mut r = Response::new(full(body.to_string()));
    *r.status_mut() = status;
    r.headers_mut()
        .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    r
}

fn rpc_error(status: StatusCode, e: &RpcError) -> Response<ProxyBody> {
    json_response(status, &e.to_json())
}

/// Entry point for `/mcp`.
pub async fn handle(
    state: Arc<AppState>,
    mcp: Arc<GatewayState>,
    req: Request<Incoming>,
) -> Response<ProxyBody> {
    let rt = state.runtime();
    let origin = req
        .headers()
        .get(http::header::ORIGIN)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
    if let Err(reason) =
        OriginPolicy::from_gates(rt.gates.stack.as_deref()).check(origin.as_deref())
    {
        state.obs.metrics.error("mcp_origin_refused");
        tracing::info!(tenant = %rt.tenant, origin = ?origin, "MCP request refused: origin not allowed");
        return rpc_error(
            StatusCode::FORBIDDEN,
            &RpcError::new(Value::Null, jsonrpc::INVALID_REQUEST, reason),
        );
    }
    match *req.method() {
        Method::POST => post(&state, &mcp, &rt, req).await,
        Method::GET => get(&mcp, &rt, &req),
        Method::DELETE => delete(&state, &mcp, &rt, req),
        _ => {
            let mut r = rpc_error(
                StatusCode::METHOD_NOT_ALLOWED,
                &RpcError::new(
                    Value::Null,
                    jsonrpc::INVALID_REQUEST,
                    format!(
                        "{} is not served at /mcp: POST JSON-RPC messages, GET a session's stream, DELETE a session",
                        req.method()
                    ),
                ),
            );
            r.headers_mut()
                .insert(ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
            r
        }
    }
}

/// GET opens the session's server-initiated stream: what its upstreams send outside
/// calls. Only a session has one (405 without: the gateway offers no stream to
/// stateless clients, as the spec lets a server say).
fn get(mcp: &GatewayState, rt: &Arc<Runtime>, req: &Request<Incoming>) -> Response<ProxyBody> {
    let accepts = req
        .headers()
        .get_all(http::header::ACCEPT)
        .iter()
        .any(|v| String::from_utf8_lossy(v.as_bytes()).contains("text/event-stream"));
    if !accepts {
        return rpc_error(
            StatusCode::NOT_ACCEPTABLE,
            &RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                "GET /mcp opens an event stream: the Accept header must list text/event-stream",
            ),
        );
    }
    let Some(id) = session_id(req) else {
        let mut r = rpc_error(
            StatusCode::METHOD_NOT_ALLOWED,
            &RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                "GET /mcp opens a session's stream: send the Mcp-Session-Id that initialize returned (without a session there is none)",
            ),
        );
        r.headers_mut()
            .insert(ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
        return r;
    };
    let Some(session) = mcp.sessions.get(&id) else {
        return unknown_session(&id);
    };
    let rx = session.outbox.open();
    // Upstreams not called yet may have something to say too: open their sessions and
    // streams now, in the background (the agent's stream is open at once).
    let caller = caller(mcp, rt);
    let uris: Vec<http::Uri> = rt
        .config
        .actor
        .as_ref()
        .map(|a| {
            let tools: Vec<&ToolSpec> = a.spec.tools.iter().collect();
            let ns = super::endpoint::namespace(&rt.config.name);
            let mut uris: Vec<http::Uri> = super::federation::upstream_urls(&tools, ns)
                .into_values()
                .collect();
            uris.sort_by_key(|u| u.to_string());
            uris.dedup();
            uris
        })
        .unwrap_or_default();
    let opening = session.clone();
    tokio::spawn(async move {
        for uri in uris {
            if let Err(e) = super::listen::upstream_session(&caller, &opening, &uri).await {
                tracing::info!(upstream = %uri, error = %e, "upstream MCP session not opened for the agent's stream");
            }
        }
    });
    event_stream(rx)
}

/// An SSE answer carrying what arrives on `rx`, until its senders are gone.
pub(super) fn event_stream(rx: tokio::sync::mpsc::Receiver<Bytes>) -> Response<ProxyBody> {
    let frames = futures::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|b| (Ok::<_, crate::edge::BoxError>(Frame::data(b)), rx))
    });
    let mut r = Response::new(StreamBody::new(frames).boxed_unsync());
    r.headers_mut()
        .insert(CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
    r.headers_mut().insert(
        http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-cache"),
    );
    r
}

fn session_id(req: &Request<Incoming>) -> Option<String> {
    req.headers()
        .get(SESSION_HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

/// DELETE ends a session, here and at its upstreams.
fn delete(
    state: &Arc<AppState>,
    mcp: &GatewayState,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
) -> Response<ProxyBody> {
    let Some(id) = session_id(&req) else {
        return rpc_error(
            StatusCode::BAD_REQUEST,
            &RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                "DELETE needs an Mcp-Session-Id header",
            ),
        );
    };
    let Some(session) = mcp.sessions.close(&id) else {
        return unknown_session(&id);
    };
    let caller = caller(mcp, rt);
    state.background.spawn(async move {
        // A stateless upstream holds no session to end.
        for (url, up) in session
            .opened()
            .into_iter()
            .filter(|(_, up)| up.id.is_some())
        {
            let Ok(uri) = url.parse::<http::Uri>() else {
                continue;
            };
            let mut req = http::Request::delete(uri);
            for (k, v) in super::upstream::session_headers(&up) {
                req = req.header(k, v);
            }
            if let Ok(req) = req.body(
                Full::new(Bytes::new())
                    .map_err(|never: Infallible| match never {})
                    .boxed(),
            ) {
                let _ = tokio::time::timeout(caller.timeout, caller.client.request(req)).await;
            }
        }
    });
    Response::new(full(Bytes::new()))
}

fn unknown_session(id: &str) -> Response<ProxyBody> {
    rpc_error(
        StatusCode::NOT_FOUND,
        &RpcError::new(
            Value::Null,
            jsonrpc::INVALID_REQUEST,
            format!("session {id:?} is not open (it ended or expired): initialize a new one"),
        ),
    )
}

pub(super) fn caller(mcp: &GatewayState, rt: &Runtime) -> Caller {
    Caller {
        eras: mcp.eras.clone(),
        client: rt.upstream.client.clone(),
        timeout: Duration::from_millis(u64::from(rt.config.mcp.tool_timeout_ms.max(1))),
        max_bytes: usize::try_from(rt.config.mcp.max_result_bytes).unwrap_or(usize::MAX),
    }
}

async fn read_message(rt: &Runtime, body: Incoming) -> Result<Bytes, (StatusCode, RpcError)> {
    let limit = usize::try_from(rt.config.mcp.max_request_bytes).unwrap_or(usize::MAX);
    let timeout = Duration::from_secs(u64::from(rt.config.listen.body_read_timeout_seconds.max(1)));
    let too_large = || {
        (
            StatusCode::PAYLOAD_TOO_LARGE,
            RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                format!("the message is over the gateway's {limit}-byte limit"),
            ),
        )
    };
    match tokio::time::timeout(timeout, Limited::new(body, limit).collect()).await {
        Err(_) => Err((
            StatusCode::REQUEST_TIMEOUT,
            RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                format!(
                    "the message was not received within {} s",
                    timeout.as_secs()
                ),
            ),
        )),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => Err(too_large()),
        Ok(Err(e)) => Err((
            StatusCode::BAD_REQUEST,
            RpcError::new(
                Value::Null,
                jsonrpc::INVALID_REQUEST,
                format!("the message could not be read: {e}"),
            ),
        )),
        Ok(Ok(c)) => Ok(c.to_bytes()),
    }
}

/// The behavior mode of a gateway request: the `x-argus-behavior-mode` header, else
/// active (the agent calls tools while it works on a user's turn).
fn mode(headers: &http::HeaderMap) -> Result<BehaviorMode, String> {
    if headers.contains_key(crate::gates::MODE_HEADER) {
        return crate::gates::behavior_mode(
            headers,
            crate::wire::ApiFormat::OpenAiChat,
            &Value::Null,
        )
        .map_err(|e| e.to_string());
    }
    Ok(BehaviorMode::Active)
}

/// The session key calls are gated and audited under: the agent's Argus session header
/// (so the gates see the same session as its LLM calls), else the MCP session.
fn key(rt: &Runtime, headers: &http::HeaderMap, mcp_session: Option<&str>) -> SessionKey {
    let session = [
        "x-argus-session-id",
        "x-panoptes-session-id",
        "x-session-id",
    ]
    .iter()
    .find_map(|h| headers.get(*h).and_then(|v| v.to_str().ok()))
    .map(str::to_string)
    .or_else(|| mcp_session.map(|s| format!("mcp:{s}")))
    .unwrap_or_else(|| "mcp".to_string());
    SessionKey {
        tenant: rt.tenant.clone(),
        session,
    }
}

async fn post(
    state: &Arc<AppState>,
    mcp: &Arc<GatewayState>,
    rt: &Arc<Runtime>,
    req: Request<Incoming>,
) -> Response<ProxyBody> {
    // The era is the revision header's: none or a handshake revision, the handshake era;
    // a stateless revision, the envelope era (checked per request below).
    let era = match req.headers().get(VERSION_HEADER) {
        None => Era::Handshake,
        Some(v) => {
            let v = String::from_utf8_lossy(v.as_bytes());
            match revision::era(&v) {
                Some(era) => era,
                None => {
                    return json_response(
                        StatusCode::BAD_REQUEST,
                        &revision::unsupported(&Value::Null, &v),
                    );
                }
            }
        }
    };
    let sid = session_id(&req);
    let (parts, body) = req.into_parts();
    let bytes = match read_message(rt, body).await {
        Ok(b) => b,
        Err((status, e)) => return rpc_error(status, &e),
    };
    let message = match jsonrpc::parse(&bytes) {
        Ok(m) => m,
        Err(e) => return rpc_error(StatusCode::BAD_REQUEST, &e),
    };
    let (id, method, params) = match message {
        // The stateless era defines no notifications from the client (a call is
        // cancelled by closing its request): acknowledged, as its SDKs do.
        Message::Notification { .. } if era == Era::Modern => return accepted(),
        Message::Notification { method, .. } => {
            // A cancellation names a call that may be running upstream: every upstream
            // of the session hears it (one that does not know the id ignores it).
            if method == "notifications/cancelled"
                && let Some(session) = sid.as_deref().and_then(|s| mcp.sessions.get(s))
            {
                relay(state, mcp, rt, &session, bytes.clone());
            }
            return accepted();
        }
        Message::Response { .. } if era == Era::Modern => {
            return rpc_error(
                StatusCode::BAD_REQUEST,
                &RpcError::new(
                    Value::Null,
                    jsonrpc::INVALID_REQUEST,
                    "a stateless (2026-07-28) client sends requests and notifications only: the gateway asks it nothing to respond to",
                ),
            );
        }
        Message::Response { .. } => {
            // The agent answers a request an upstream sent it (mid-call, for a client
            // without a session): to that upstream, or to the gateway's own question.
            let session = match sid.as_deref() {
                Some(s) => mcp.sessions.get(s),
                None => Some(mcp.sessions.anonymous.clone()),
            };
            if let Some(session) = session
                && let Ok(message) = serde_json::from_slice::<Value>(&bytes)
            {
                // An answer to a question the gateway itself asked (see `input`).
                if session.outbox.resolve(&message) {
                    return accepted();
                }
                let caller = caller(mcp, rt);
                state.background.spawn(async move {
                    if !super::listen::answer_upstream(&caller, &session, message).await {
                        tracing::debug!("an agent's MCP response answers no upstream request");
                    }
                });
            }
            return accepted();
        }
        Message::Request { id, method, params } => (id, method, params),
    };
    let session = match era {
        Era::Modern => {
            if let Err(e) = super::envelope::check(&parts.headers, &id, &method, &params) {
                return modern_answer(e.to_json(), &method);
            }
            // Stateless agents share the gateway's session without an id (its upstream
            // sessions, no server-initiated stream).
            mcp.sessions.anonymous.clone()
        }
        Era::Handshake => {
            if method == "initialize" {
                return initialize(mcp, &id, &params);
            }
            match &sid {
                Some(s) => match mcp.sessions.get(s) {
                    Some(session) => session,
                    None => return unknown_session(s),
                },
                None => mcp.sessions.anonymous.clone(),
            }
        }
    };
    let answer = |body: Value| match era {
        Era::Modern => modern_answer(body, &method),
        Era::Handshake => json_response(StatusCode::OK, &body),
    };
    let mode = match mode(&parts.headers) {
        Ok(m) => m,
        Err(e) => return answer(jsonrpc::error(&id, jsonrpc::INVALID_PARAMS, &e)),
    };
    match method.as_str() {
        "ping" => answer(jsonrpc::result(&id, json!({}))),
        "server/discover" => answer(jsonrpc::result(&id, discover())),
        "tools/list" => {
            let mut tools = list(state, mcp, rt, &session, mode).await;
            if super::task_calls::kept(era, &session) {
                offer_tasks(&mut tools);
            }
            answer(jsonrpc::result(&id, tools))
        }
        "tools/call" => {
            // A stateless agent mirrors annotated arguments in `Mcp-Param-*` headers under
            // the schema it was offered: the Actor's.
            if era == Era::Modern
                && let Some(schema) = offered_schema(rt, &params)
                && let Err(m) =
                    super::param_headers::check(&parts.headers, schema, &params["arguments"])
            {
                return answer(jsonrpc::error(&id, jsonrpc::HEADER_MISMATCH, &m));
            }
            let key = key(rt, &parts.headers, sid.as_deref());
            if super::task_calls::kept(era, &session)
                && let Some(ttl) = super::tasks::requested(&params)
            {
                let task =
                    super::task_calls::start((state, mcp, rt), session, key, mode, id, params, ttl);
                return answer(task);
            }
            super::call::call(state, mcp, rt, session, key, (mode, era), id, params).await
        }
        m if m.starts_with("tasks/") => answer(if super::task_calls::kept(era, &session) {
            session.tasks.answer(&id, m, &params).await
        } else {
            super::tasks::without_tasks(&id, m, &params)
        }),
        "initialize" => answer(jsonrpc::error(
            &id,
            jsonrpc::METHOD_NOT_FOUND,
            "initialize is not part of the stateless revision 2026-07-28: send server/discover, or initialize without a stateless MCP-Protocol-Version header",
        )),
        other => answer(jsonrpc::error(
            &id,
            jsonrpc::METHOD_NOT_FOUND,
            &format!(
                "method {other:?} is not served by the Argus MCP gateway (it serves initialize, server/discover, ping, tools/list and tools/call)"
            ),
        )),
    }
}

fn accepted() -> Response<ProxyBody> {
    let mut r = Response::new(full(Bytes::new()));
    *r.status_mut() = StatusCode::ACCEPTED;
    r
}

/// A stateless-era answer: the result marked complete (see [`revision::complete`]); an
/// error with the HTTP status that revision gives its code.
pub(super) fn modern_answer(mut body: Value, method: &str) -> Response<ProxyBody> {
    revision::complete(&mut body, method);
    let status = match body.pointer("/error/code").and_then(Value::as_i64) {
        Some(
            jsonrpc::PARSE_ERROR
            | jsonrpc::INVALID_REQUEST
            | jsonrpc::INVALID_PARAMS
            | jsonrpc::HEADER_MISMATCH
            | jsonrpc::UNSUPPORTED_PROTOCOL_VERSION,
        ) => StatusCode::BAD_REQUEST,
        Some(jsonrpc::METHOD_NOT_FOUND) => StatusCode::NOT_FOUND,
        _ => StatusCode::OK,
    };
    json_response(status, &body)
}

/// What the gateway says of itself to `server/discover` (any era may ask).
fn discover() -> Value {
    json!({
        "supportedVersions": revision::supported(),
        "capabilities": {"tools": {"listChanged": true}},
        "instructions": "Tools of this agent's Actor, gated and audited by Argus.",
        "_meta": {revision::SERVER_INFO_META: {"name": "argus-sidecar", "version": env!("CARGO_PKG_VERSION")}}
    })
}

/// Sends a notification to every upstream the session has opened, in the background.
fn relay(
    state: &Arc<AppState>,
    mcp: &GatewayState,
    rt: &Arc<Runtime>,
    session: &GatewaySession,
    message: Bytes,
) {
    let caller = caller(mcp, rt);
    // A stateless upstream takes no notifications from its client.
    for (url, up) in session
        .opened()
        .into_iter()
        .filter(|(_, up)| up.envelope.is_none())
    {
        let Ok(uri) = url.parse::<http::Uri>() else {
            continue;
        };
        let caller = caller.clone();
        let message = message.clone();
        state.background.spawn(async move {
            let deadline = tokio::time::Instant::now() + caller.timeout;
            let headers = super::upstream::session_headers(&up);
            if let Ok(resp) = caller.post(&uri, &headers, message, deadline).await {
                let _ = caller.read(&uri, resp.into_body(), deadline).await;
            }
        });
    }
}

fn initialize(mcp: &GatewayState, id: &Value, params: &Value) -> Response<ProxyBody> {
    let version = jsonrpc::negotiate(params["protocolVersion"].as_str());
    let capabilities = match &params["capabilities"] {
        c @ Value::Object(_) => c.clone(),
        _ => json!({}),
    };
    let session = mcp.sessions.open(version, capabilities);
    // The list changes when an upstream's does (announced on the session's stream).
    let mut capabilities = json!({"tools": {"listChanged": true}});
    if super::tasks::offered(version) {
        capabilities["tasks"] = super::tasks::capability();
    }
    let result = json!({
        "protocolVersion": version,
        "capabilities": capabilities,
        "serverInfo": {"name": "argus-sidecar", "version": env!("CARGO_PKG_VERSION")},
        "instructions": "Tools of this agent's Actor, gated and audited by Argus."
    });
    let mut r = json_response(StatusCode::OK, &jsonrpc::result(id, result));
    if let Ok(v) = HeaderValue::from_str(&session) {
        r.headers_mut().insert(SESSION_HEADER, v);
    }
    r
}

/// The input schema the gateway offers for the tool a `tools/call` names: the Actor's.
fn offered_schema<'a>(rt: &'a Runtime, params: &Value) -> Option<&'a Value> {
    let name = params["name"].as_str()?;
    rt.config
        .actor
        .as_ref()?
        .spec
        .tools
        .iter()
        .find(|t| t.name == name)?
        .parameters
        .as_ref()
}

/// Marks every tool of a `tools/list` result as one the agent may call as a task: the
/// gateway runs the task itself, whatever the upstream offers.
fn offer_tasks(list: &mut Value) {
    for tool in list["tools"].as_array_mut().into_iter().flatten() {
        if !tool["execution"].is_object() {
            tool["execution"] = json!({});
        }
        tool["execution"]["taskSupport"] = json!("optional");
    }
}

/// The Actor's tools permitted in `mode` — an `mcp` tool only while its upstream lists
/// it (see `federation`) — then the internal tools it does not declare.
pub async fn list(
    state: &AppState,
    mcp: &GatewayState,
    rt: &Runtime,
    session: &Arc<GatewaySession>,
    mode: BehaviorMode,
) -> Value {
    use super::federation::{Source, listed};
    let mut tools: Vec<Value> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    if let Some(actor) = &rt.config.actor {
        let offer = ToolOffer::of(&actor.spec);
        let permitted = offer.permitted(mode);
        let upstreams = super::federation::upstream_urls(
            &permitted,
            super::endpoint::namespace(&rt.config.name),
        );
        let mut distinct: Vec<&http::Uri> = upstreams.values().collect();
        distinct.sort_by_key(|u| u.to_string());
        distinct.dedup();
        let caller = caller(mcp, rt);
        let wait = caller.timeout.min(super::federation::LIST_WAIT);
        let lists = futures::future::join_all(distinct.iter().map(|u| {
            tokio::time::timeout(wait, super::federation::upstream_tools(&caller, session, u))
        }))
        .await;
        let lists: std::collections::HashMap<String, Arc<Vec<Value>>> = distinct
            .iter()
            .zip(lists)
            .filter_map(|(u, l)| match l {
                Ok(Ok(l)) => Some((u.to_string(), l)),
                Err(_) => {
                    state.obs.metrics.error("mcp_upstream_list_failed");
                    tracing::warn!(upstream = %u, ms = wait.as_millis(), "upstream tools/list did not answer in time: its tools are not offered");
                    None
                }
                Ok(Err(e)) => {
                    state.obs.metrics.error("mcp_upstream_list_failed");
                    tracing::warn!(upstream = %u, error = %e, "upstream tools/list failed: its tools are not offered");
                    None
                }
            })
            .collect();
        // Pinned and scanned (issue 29): a withheld definition is not offered.
        let withheld = super::invocation::vetting(state, mcp, rt)
            .withheld(&super::vetting::candidates(&permitted, &upstreams, &lists))
            .await;
        for t in permitted {
            let source = match upstreams.get(t.name.as_str()) {
                None => Source::Declared,
                Some(u) => match lists
                    .get(&u.to_string())
                    .and_then(|l| l.iter().find(|e| e["name"] == t.name.as_str()))
                {
                    Some(entry) => Source::Upstream(entry),
                    None => Source::Absent,
                },
            };
            if withheld.contains_key(&t.name) {
                continue;
            }
            if let Some(v) = listed(t, source) {
                names.push(t.name.clone());
                tools.push(v);
            }
        }
    }
    let declared = |n: &str| {
        rt.config
            .actor
            .as_ref()
            .is_some_and(|a| a.spec.tools.iter().any(|t| t.name == n))
    };
    for t in mcp.internal.specs(&rt.config) {
        if !declared(&t.name) && !names.contains(&t.name) {
            tools.extend(listed(&t, Source::Declared));
        }
    }
    json!({ "tools": tools })
}

/// The answer to a call that ran (or was ruled on), as JSON: HTTP 200 in both eras (a
/// tool's failure is not a malformed request).
pub(super) fn answered(answer: &Value) -> Response<ProxyBody> {
    json_response(StatusCode::OK, answer)
}
