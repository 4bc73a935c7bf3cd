//! A `tools/call` forwarded to its upstream MCP server, in the era the upstream speaks
//! (see `outgoing`), in the agent session's upstream session: a JSON answer is settled
//! at once (see `results`); an answer streamed as server-sent events is streamed on, the
//! upstream's notifications reaching the agent as they come; input the upstream needs
//! mid-call crosses eras (see `input` and `held`); an agent that leaves has the
//! upstream told (`notifications/cancelled`, or its request closed).

use std::sync::Arc;

use bytes::Bytes;
use http::{Response, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};

use super::gateway::{Body, answered, event_stream};
use super::held::{CallRead, Held};
use super::invocation::{Invocation, Outcome};
use super::jsonrpc;
use super::revision::Era;
use super::sessions::GatewaySession;
use super::upstream::{CallError, Caller};

/// Forwards a `tools/call` to the upstream MCP server at `uri` in the agent session's
/// upstream session. An answer streamed as server-sent events is streamed on: the
/// upstream's notifications (progress, logging) reach the agent as they come; the
/// result is checked when it arrives.
pub async fn forward(
    mut inv: Invocation,
    caller: Caller,
    session: Arc<GatewaySession>,
    uri: http::Uri,
    mut params: Value,
) -> Response<Body> {
    // An agent's `params.task` is the gateway's business (see `tasks`): a call reaching
    // here runs plainly upstream (or as the gateway's own task, see `as_task`), never as
    // a task the agent could not poll.
    if let Some(o) = params.as_object_mut() {
        o.remove("task");
    }
    if inv.agent == Era::Modern
        && let Some(held) = params["requestState"]
            .as_str()
            .and_then(|s| session.held.take(s))
    {
        if held.tool == inv.tool {
            return resume(inv, caller, (session, uri), params, held).await;
        }
        return answered(
            &inv.finish(Outcome::Failed(CallError::BadAnswer {
                target: uri.to_string(),
                detail: format!(
                    "the requestState answers a call of {}, not this tool",
                    held.tool
                ),
            }))
            .await,
        );
    }
    let url = uri.to_string();
    // A tool its upstream runs only as a task is called as one and waited for (asked of
    // an upstream that runs tasks only; its list is kept in the session, and a list that
    // fails calls plainly).
    let runs_tasks = super::listen::upstream_session(&caller, &session, &uri)
        .await
        .is_ok_and(|up| up.tasks);
    if runs_tasks
        && super::federation::upstream_tools(&caller, &session, &uri)
            .await
            .is_ok_and(|l| {
                l.iter()
                    .any(|e| e["name"] == inv.tool.as_str() && super::upstream_tasks::required(e))
            })
    {
        return as_task(inv, caller, session, uri, params).await;
    }
    let deadline = tokio::time::Instant::now() + caller.timeout;
    let mut retried = false;
    let mut extra = Vec::new();
    let (resp, up) = loop {
        let up = match super::listen::upstream_session(&caller, &session, &uri).await {
            Ok(up) => up,
            Err(e) => return answered(&inv.finish(Outcome::Failed(e)).await),
        };
        let (mut headers, message) =
            super::outgoing::request(&up, &inv.id, "tools/call", params.clone());
        if up.envelope.is_some() {
            extra = param_headers(&caller, &session, &uri, &inv.tool, &params).await;
            headers.extend(extra.iter().cloned());
        }
        // An agent that leaves while a handshake upstream works on its call (the handler
        // is dropped with the connection) has the upstream told; a stateless upstream's
        // request closes with the handler.
        if up.envelope.is_none() {
            inv.on_gone = Some(cancel_on_gone(&caller, &uri, &up, &inv.id));
        }
        let resp = match caller.post(&uri, &headers, message, deadline).await {
            Ok(r) => r,
            Err(e) => return answered(&inv.finish(Outcome::Failed(e)).await),
        };
        // The upstream forgot the session (it restarted): open a new one, once.
        if resp.status() == StatusCode::NOT_FOUND && up.id.is_some() && !retried {
            session.forget_upstream(&url);
            retried = true;
            continue;
        }
        // A stateless upstream answers a refused call with its JSON-RPC error and an
        // HTTP 4xx: that error is its answer. A 4xx without one is an upstream that no
        // longer speaks the stateless era (it was replaced): negotiate again, once.
        if up.envelope.is_some() && resp.status().is_client_error() {
            let code = resp.status().as_u16();
            let body = caller
                .read(&uri, resp.into_body(), deadline)
                .await
                .unwrap_or_default();
            let error = serde_json::from_slice::<Value>(&body)
                .ok()
                .filter(|a| a["id"] == inv.id)
                .and_then(|a| a.get("error").filter(|e| e.is_object()).cloned());
            match error {
                Some(error) => return answered(&inv.finish(Outcome::UpstreamError(error)).await),
                None if !retried => {
                    session.forget_upstream(&url);
                    retried = true;
                    continue;
                }
                None => {
                    let e = CallError::BadAnswer {
                        target: url.clone(),
                        detail: format!(
                            "tools/call answered HTTP {code} in a new session ({})",
                            super::upstream::unshown(&url, &body)
                        ),
                    };
                    return answered(&inv.finish(Outcome::Failed(e)).await);
                }
            }
        }
        break (resp, up);
    };
    let status = resp.status();
    if !status.is_success() {
        let body = caller
            .read(&uri, resp.into_body(), deadline)
            .await
            .unwrap_or_default();
        let e = CallError::BadAnswer {
            target: url.clone(),
            detail: format!(
                "tools/call answered HTTP {} ({})",
                status.as_u16(),
                super::upstream::unshown(&url, &body)
            ),
        };
        return answered(&inv.finish(Outcome::Failed(e)).await);
    }
    let sse = super::upstream::is_sse(resp.headers());
    let body = resp.into_body();
    let rounds = super::input::Rounds {
        caller,
        session,
        uri,
        up,
        id: inv.id.clone(),
        params,
        param_headers: extra,
        deadline,
    };
    if sse {
        return stream(inv, rounds, CallRead::new(body));
    }
    let outcome = match rounds.caller.read(&rounds.uri, body, deadline).await {
        Err(e) => Outcome::Failed(e),
        Ok(body) => settled(
            &inv,
            &rounds,
            answer_outcome(&url, serde_json::from_slice(&body).ok()),
        ),
    };
    // A handshake-era agent is asked what a stateless upstream needs, on an event stream.
    if inv.agent == Era::Handshake && super::input::needs_input(&outcome) {
        let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
        inv.state.background.clone().spawn(async move {
            let outcome = match outcome {
                Outcome::Result(first) => rounds.run(&tx, first).await,
                other => other,
            };
            let outcome = settled(&inv, &rounds, outcome);
            let answer = inv.finish(outcome).await;
            let _ = tx.send(super::upstream::sse_event(&answer)).await;
        });
        return event_stream(rx);
    }
    answered(&inv.finish(outcome).await)
}

/// A call of a tool whose upstream requires tasks (see `upstream_tasks`): made a task
/// upstream and waited for; the agent gets the task's result as the call's answer. An
/// agent that leaves meanwhile has the upstream's task cancelled.
async fn as_task(
    mut inv: Invocation,
    caller: Caller,
    session: Arc<GatewaySession>,
    uri: http::Uri,
    params: Value,
) -> Response<Body> {
    use super::upstream_tasks::{TaskSlot, Upstream};
    let url = uri.to_string();
    let deadline = tokio::time::Instant::now() + caller.timeout;
    let up = match super::listen::upstream_session(&caller, &session, &uri).await {
        Ok(up) => up,
        Err(e) => return answered(&inv.finish(Outcome::Failed(e)).await),
    };
    let extra = if up.envelope.is_some() {
        param_headers(&caller, &session, &uri, &inv.tool, &params).await
    } else {
        Vec::new()
    };
    let slot = TaskSlot::default();
    let (c, u, upstream_session, running) = (caller.clone(), uri.clone(), up.clone(), slot.clone());
    inv.on_gone = Some(Box::new(move || match running.lock().take() {
        Some(task) => {
            super::upstream_tasks::cancel(&c, &u, &upstream_session, &task);
            "; the upstream's task was sent tasks/cancel"
        }
        None => "",
    }));
    let upstream = Upstream {
        caller: &caller,
        uri: &uri,
        up: &up,
    };
    let answer = upstream
        .call_as_task(&inv.id, params.clone(), &extra, deadline, &slot)
        .await;
    let outcome = match answer {
        Err(e) => Outcome::Failed(e),
        Ok(answer) => {
            let rounds = super::input::Rounds {
                caller: caller.clone(),
                session,
                uri: uri.clone(),
                up: up.clone(),
                id: inv.id.clone(),
                params,
                param_headers: extra,
                deadline,
            };
            settled(&inv, &rounds, answer_outcome(&url, Some(answer)))
        }
    };
    inv.on_gone = None;
    answered(&inv.finish(outcome).await)
}

/// What tells the upstream at `uri` that call `id` lost its agent: a
/// `notifications/cancelled`, in the background.
fn cancel_on_gone(
    caller: &Caller,
    uri: &http::Uri,
    up: &super::sessions::UpstreamSession,
    id: &Value,
) -> Box<dyn FnOnce() -> &'static str + Send + Sync> {
    let (caller, uri, headers) = (
        caller.clone(),
        uri.clone(),
        super::upstream::session_headers(up),
    );
    let cancel = super::listen::cancelled(id, "the client disconnected");
    Box::new(move || {
        tokio::spawn(async move {
            let deadline = tokio::time::Instant::now() + caller.timeout;
            if let Ok(resp) = caller
                .post(&uri, &headers, Bytes::from(cancel.to_string()), deadline)
                .await
            {
                let _ = caller.read(&uri, resp.into_body(), deadline).await;
            }
        });
        "; the upstream was sent notifications/cancelled"
    })
}

/// `outcome` (of a call of `rounds`) settled for the agent, see `results::settle`.
fn settled(inv: &Invocation, rounds: &super::input::Rounds, outcome: Outcome) -> Outcome {
    let url = rounds.uri.to_string();
    let entry = rounds
        .session
        .tool_list(&url)
        .and_then(|l| l.iter().find(|e| e["name"] == inv.tool.as_str()).cloned());
    super::results::settle(
        outcome,
        (&url, &inv.tool),
        entry.as_ref(),
        (rounds.up.envelope.is_some(), inv.agent),
    )
}

/// The `Mcp-Param-*` headers of a call of `tool` to the stateless upstream at `uri`,
/// from the input schema it lists (fetched when this session has not listed it yet; a
/// list that fails sends none, and the upstream says what is missing).
async fn param_headers(
    caller: &Caller,
    session: &Arc<GatewaySession>,
    uri: &http::Uri,
    tool: &str,
    params: &Value,
) -> Vec<(http::HeaderName, String)> {
    let Ok(tools) = super::federation::upstream_tools(caller, session, uri).await else {
        return Vec::new();
    };
    tools
        .iter()
        .find(|t| t["name"] == tool)
        .map(|t| super::param_headers::emit(&t["inputSchema"], &params["arguments"]))
        .unwrap_or_default()
}

/// The outcome an upstream's answer (a JSON-RPC response, if it was one) makes.
fn answer_outcome(url: &str, answer: Option<Value>) -> Outcome {
    match answer {
        Some(a) if a.get("result").is_some_and(Value::is_object) => {
            Outcome::Result(a["result"].clone())
        }
        Some(a) if a.get("error").is_some_and(Value::is_object) => {
            Outcome::UpstreamError(a["error"].clone())
        }
        _ => Outcome::Failed(CallError::BadAnswer {
            target: url.to_string(),
            detail: "the answer to tools/call is not a JSON-RPC response".into(),
        }),
    }
}

/// Streams a call's SSE answer on to the agent. When the agent leaves before the
/// result, or the deadline passes, the upstream is told (`notifications/cancelled`) so
/// that it stops working for nobody, and the invocation is audited with what was known.
/// A request the upstream makes of a stateless agent mid-call holds the call (see
/// `held`): the agent gets an `input_required` result.
fn stream(inv: Invocation, rounds: super::input::Rounds, call: CallRead) -> Response<Body> {
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    let url = rounds.uri.to_string();
    // The call's id upstream (a resumed call keeps its first request's).
    let id = rounds.id.clone();
    let background = inv.state.background.clone();
    background.spawn(async move {
        let super::input::Rounds {
            caller,
            session,
            uri,
            up,
            deadline,
            ..
        } = &rounds;
        let deadline = *deadline;
        let mut call = call;
        let modern = up.envelope.is_some();
        let told = if modern {
            "the request to the upstream was closed"
        } else {
            "the upstream was sent notifications/cancelled"
        };
        let gone = |passed: usize, read: usize| Outcome::ClientGone {
            detail: format!(
                "the client disconnected before the result, after {passed} upstream message(s) were passed on ({read} bytes read); {told}"
            ),
        };
        let mut asking: Option<Value> = None;
        let outcome = loop {
            let Some(event) = call.pending.pop_front() else {
                let frame = tokio::select! {
                    // A client that leaves while the upstream is silent is noticed at once.
                    () = tx.closed() => break gone(call.passed, call.read),
                    f = tokio::time::timeout_at(deadline, call.body.frame()) => f,
                };
                let frame = match frame {
                    Err(_) => {
                        break Outcome::Failed(CallError::Timeout {
                            target: url.clone(),
                            ms: u64::try_from(caller.timeout.as_millis()).unwrap_or(u64::MAX),
                        });
                    }
                    Ok(None) => {
                        let last = call
                            .events
                            .finish()
                            .and_then(|d| serde_json::from_str::<Value>(&d).ok());
                        match last {
                            Some(m) if m.get("id") == Some(&id) && m.get("method").is_none() => {
                                break answer_outcome(&url, Some(m));
                            }
                            _ => {
                                break Outcome::Failed(CallError::Failed {
                                    target: url.clone(),
                                    detail: "the stream ended before the tool's result".into(),
                                });
                            }
                        }
                    }
                    Ok(Some(Err(e))) => {
                        break Outcome::Failed(CallError::Failed {
                            target: url.clone(),
                            detail: format!("the connection broke mid-call: {e}"),
                        });
                    }
                    Ok(Some(Ok(f))) => f,
                };
                if let Ok(data) = frame.into_data() {
                    call.read += data.len();
                    if call.read > caller.max_bytes {
                        break Outcome::Failed(CallError::TooLarge {
                            target: url.clone(),
                            limit: caller.max_bytes,
                        });
                    }
                    let events = call.events.push(&data);
                    call.pending.extend(events);
                }
                continue;
            };
            let Ok(m) = serde_json::from_str::<Value>(&event) else {
                continue;
            };
            if m.get("id") == Some(&id) && m.get("method").is_none() {
                break answer_outcome(&url, Some(m));
            }
            if m["method"] == super::listen::TOOLS_CHANGED {
                session.forget_tool_list(&url);
            }
            // A stateless agent cannot be asked mid-call (its revision has no
            // server-to-client requests): the call is held, the request goes to the
            // agent as an input_required result.
            if inv.agent == Era::Modern && m.get("id").is_some() && m.get("method").is_some() {
                asking = Some(m);
                break Outcome::Result(Value::Null);
            }
            // Notifications (progress, logging) pass on as they come; a request the
            // upstream makes of the agent mid-call gets an id its answer is routed by.
            let m = session.outbox.ask(&url, m);
            if tx.send(super::upstream::sse_event(&m)).await.is_err() {
                break gone(call.passed, call.read);
            }
            call.passed += 1;
        };
        if let Some(request) = asking {
            let key = "argus-input".to_string();
            let held = Held {
                read: call,
                tool: inv.tool.clone(),
                call_id: id.clone(),
                upstream_id: request["id"].clone(),
                key: key.clone(),
                deadline,
            };
            let state = session.held.hold(held);
            let result = json!({
                "resultType": "input_required",
                "inputRequests": {key: {"method": request["method"], "params": request["params"]}},
                "requestState": state
            });
            let answer = inv.finish(Outcome::Result(result)).await;
            let _ = tx.send(super::upstream::sse_event(&answer)).await;
            return;
        }
        let mut outcome = settled(&inv, &rounds, outcome);
        // A stateless upstream's call ends with its request: closing it cancels the call.
        drop(call);
        // A handshake-era agent is asked what a stateless upstream needs, here.
        if inv.agent == Era::Handshake
            && super::input::needs_input(&outcome)
            && let Outcome::Result(first) = outcome
        {
            outcome = settled(&inv, &rounds, rounds.run(&tx, first).await);
        }
        if !modern
            && matches!(
                outcome,
                Outcome::ClientGone { .. } | Outcome::Failed(CallError::Timeout { .. })
            )
        {
            let reason = if matches!(outcome, Outcome::ClientGone { .. }) {
                "the client disconnected"
            } else {
                "the Argus gateway's deadline for the call passed"
            };
            let cancel = super::listen::cancelled(&id, reason);
            let deadline = tokio::time::Instant::now() + caller.timeout;
            let headers = super::upstream::session_headers(up);
            if let Ok(resp) = caller
                .post(uri, &headers, Bytes::from(cancel.to_string()), deadline)
                .await
            {
                let _ = caller.read(uri, resp.into_body(), deadline).await;
            }
        }
        let answer = inv.finish(outcome).await;
        let _ = tx.send(super::upstream::sse_event(&answer)).await;
    });
    event_stream(rx)
}

/// Resumes a call held for the stateless agent's input (see `held`): the agent's
/// answer goes to the upstream under its request's id, and the held stream is read on.
async fn resume(
    inv: Invocation,
    caller: Caller,
    (session, uri): (Arc<GatewaySession>, http::Uri),
    params: Value,
    held: Held,
) -> Response<Body> {
    let url = uri.to_string();
    let Some(up) = session.upstream(&url).get().cloned() else {
        let e = CallError::Failed {
            target: url,
            detail: "the upstream session of the held call is gone".into(),
        };
        return answered(&inv.finish(Outcome::Failed(e)).await);
    };
    let answer = match params["inputResponses"].get(&held.key) {
        Some(r) if r.is_object() => json!({"jsonrpc": "2.0", "id": held.upstream_id, "result": r}),
        _ => jsonrpc::error(
            &held.upstream_id,
            jsonrpc::INVALID_PARAMS,
            "the agent sent no answer to this request",
        ),
    };
    let headers = super::upstream::session_headers(&up);
    let deadline = held.deadline;
    match caller
        .post(&uri, &headers, Bytes::from(answer.to_string()), deadline)
        .await
    {
        Ok(resp) => {
            let _ = caller.read(&uri, resp.into_body(), deadline).await;
        }
        Err(e) => return answered(&inv.finish(Outcome::Failed(e)).await),
    }
    let rounds = super::input::Rounds {
        caller,
        session,
        uri,
        up,
        id: held.call_id,
        params,
        param_headers: Vec::new(),
        deadline,
    };
    stream(inv, rounds, held.read)
}
