//! A task-augmented `tools/call` (see `tasks`): answered at once with its task; the call
//! runs in the background as a plain one — the same gates, audit and upstream — and its
//! JSON-RPC answer settles the task. Cancelling the task stops the call (the call is then
//! audited as one whose agent left, and its upstream is told).

use std::sync::Arc;

use argus_crds::BehaviorMode;
use http_body_util::BodyExt;
use serde_json::{Value, json};

use super::gateway::GatewayState;
use super::jsonrpc;
use super::revision::Era;
use super::sessions::GatewaySession;
use crate::shared::{AppState, Runtime};
use crate::stores::session::SessionKey;

/// Whether `session` keeps tasks: a handshake session of 2025-11-25 or later with an id.
pub fn kept(era: Era, session: &GatewaySession) -> bool {
    era == Era::Handshake && session.id.is_some() && super::tasks::offered(&session.version)
}

/// Starts the call of request `id` (`params` without its `task`) as a task kept `ttl_ms`;
/// the `CreateTaskResult` answer, or why the session may not have another task.
pub fn start(
    (state, mcp, rt): (&Arc<AppState>, &Arc<GatewayState>, &Arc<Runtime>),
    session: Arc<GatewaySession>,
    key: SessionKey,
    mode: BehaviorMode,
    id: Value,
    mut params: Value,
    ttl_ms: Option<u64>,
) -> Value {
    let task = match session.tasks.create(ttl_ms) {
        Ok(t) => t,
        Err(e) => return jsonrpc::error(&id, jsonrpc::INVALID_REQUEST, &e),
    };
    if let Some(o) = params.as_object_mut() {
        o.remove("task");
    }
    let answer = jsonrpc::result(&id, json!({"task": task.view()}));
    let (state2, mcp2, rt2, settled) = (state.clone(), mcp.clone(), rt.clone(), task.clone());
    let run = state.background.spawn(async move {
        let resp = super::call::call(
            &state2,
            &mcp2,
            &rt2,
            session,
            key,
            (mode, Era::Handshake),
            id.clone(),
            params,
        )
        .await;
        let sse = super::upstream::is_sse(resp.headers());
        let body = resp.into_body().collect().await.map(|c| c.to_bytes());
        settled.settle(
            body.ok()
                .and_then(|b| super::upstream::find_response(&b, sse, &id)),
        );
    });
    task.running(run.abort_handle());
    answer
}
