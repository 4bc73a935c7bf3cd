//! The admin port (`:4001`): `/healthz` (the process answers), `/readyz` (config
//! loaded and proxy listening), `/metrics` (Prometheus), `/approvals` (local-mode
//! decisions, `crate::stores::approvals::admin`),
//! and the context engine's
//! `/messages` (send as this actor, read its inbox), `/context/preview` (what a
//! request would get, and why) and `/context/activity` (for the Actor's status).

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::Full;
use hyper::body::Incoming;

use crate::context::ContextError;
use crate::shared::state::AppState;

fn text(status: StatusCode, content_type: &'static str, body: String) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(body)));
    *r.status_mut() = status;
    r.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static(content_type),
    );
    r
}

/// Answers an approvals request (a bounded body, read within a deadline).
async fn approvals(state: &AppState, req: Request<Incoming>) -> Response<Full<Bytes>> {
    use http_body_util::BodyExt as _;
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let limited =
        http_body_util::Limited::new(req.into_body(), crate::stores::approvals::admin::MAX_BODY);
    let body = match tokio::time::timeout(std::time::Duration::from_secs(10), limited.collect())
        .await
    {
        Ok(Ok(b)) => b.to_bytes(),
        Ok(Err(e)) => {
            return text(
                StatusCode::BAD_REQUEST,
                "application/json",
                serde_json::json!({ "error": format!("cannot read the body (at most {} bytes): {e}", crate::stores::approvals::admin::MAX_BODY) }).to_string(),
            );
        }
        Err(_) => {
            return text(
                StatusCode::REQUEST_TIMEOUT,
                "application/json",
                serde_json::json!({ "error": "the body did not arrive within 10 s" }).to_string(),
            );
        }
    };
    let observe = |r: &crate::stores::approvals::ApprovalRecord| {
        if let Some(secs) = r.decision_seconds() {
            state.obs.metrics.approval_decision_seconds.observe(secs);
        }
    };
    let (status, body) = crate::stores::approvals::admin::answer(
        &state.gates.approvals,
        &method,
        &path,
        &body,
        &observe,
    )
    .await;
    text(status, "application/json", body)
}

/// Largest admin request body.
const MAX_ADMIN_BODY: usize = 64 * 1024;

fn json(status: StatusCode, body: &serde_json::Value) -> Response<Full<Bytes>> {
    text(status, "application/json", format!("{body}\n"))
}

fn problem(
    status: StatusCode,
    kind: &str,
    message: impl std::fmt::Display,
) -> Response<Full<Bytes>> {
    json(
        status,
        &serde_json::json!({"error": {"type": kind, "message": message.to_string()}}),
    )
}

fn context_problem(e: &ContextError) -> Response<Full<Bytes>> {
    let status = match e {
        ContextError::NotAllowed { .. } | ContextError::ToSelf(_) => StatusCode::FORBIDDEN,
        ContextError::NoActor | ContextError::NoSuchActor(_) => StatusCode::NOT_FOUND,
        ContextError::Store(_) | ContextError::Timeout(_) => StatusCode::SERVICE_UNAVAILABLE,
        ContextError::Empty(_) => StatusCode::BAD_REQUEST,
        ContextError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
    };
    problem(status, &format!("argus_context_{}", e.label()), e)
}

async fn read_json<T: serde::de::DeserializeOwned>(
    req: Request<Incoming>,
) -> Result<T, Response<Full<Bytes>>> {
    use http_body_util::BodyExt as _;
    let body = http_body_util::Limited::new(req.into_body(), MAX_ADMIN_BODY)
        .collect()
        .await
        .map_err(|e| {
            problem(
                StatusCode::PAYLOAD_TOO_LARGE,
                "argus_request_too_large",
                format!("body unreadable or above {MAX_ADMIN_BODY} bytes: {e}"),
            )
        })?
        .to_bytes();
    serde_json::from_slice(&body)
        .map_err(|e| problem(StatusCode::BAD_REQUEST, "argus_invalid_json", e))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SendBody {
    to: String,
    text: String,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PreviewBody {
    text: String,
    #[serde(default)]
    session: Option<String>,
}

async fn context_route(state: &AppState, req: Request<Incoming>) -> Response<Full<Bytes>> {
    let rt = state.runtime();
    let Some(plan) = rt.context.clone() else {
        return context_problem(&ContextError::NoActor);
    };
    let stores = &state.context;
    match (req.method().clone(), req.uri().path()) {
        (Method::POST, "/messages") => {
            let body: SendBody = match read_json(req).await {
                Ok(b) => b,
                Err(r) => return r,
            };
            match plan.send(stores, &body.to, &body.text).await {
                Ok(id) => json(
                    StatusCode::ACCEPTED,
                    &serde_json::json!({"id": id, "from": plan.actor(), "to": body.to.trim()}),
                ),
                Err(e) => context_problem(&e),
            }
        }
        (Method::GET, "/messages") => {
            let read = async {
                let letters = stores.inbox.peek(&plan.tenant, 100).await?;
                let depth = stores.inbox.depth(&plan.tenant).await?;
                Ok::<_, crate::stores::inbox::InboxError>((letters, depth))
            };
            match read.await {
                Ok((letters, depth)) => json(
                    StatusCode::OK,
                    &serde_json::json!({"actor": plan.actor(), "depth": depth, "messages": letters}),
                ),
                Err(e) => context_problem(&ContextError::Store(e.to_string())),
            }
        }
        (Method::POST, "/context/preview") => {
            let body: PreviewBody = match read_json(req).await {
                Ok(b) => b,
                Err(r) => return r,
            };
            let vector = match (&rt.embedding.embedder, body.text.trim().is_empty()) {
                (Some(e), false) if plan.wants_embedding() => e
                    .embed(vec![body.text.clone()], 5_000)
                    .await
                    .ok()
                    .and_then(|mut v| v.pop()),
                _ => None,
            };
            match plan
                .compile(
                    stores,
                    body.session.as_deref(),
                    Some(&body.text),
                    vector.as_deref(),
                    None,
                )
                .await
            {
                Ok(preview) => {
                    let mut v = serde_json::to_value(&preview).unwrap_or_default();
                    v["actor"] = plan.actor().into();
                    v["session"] = body.session.map_or(serde_json::Value::Null, Into::into);
                    json(StatusCode::OK, &v)
                }
                Err(e) => context_problem(&e),
            }
        }
        (Method::GET, "/context/activity") => {
            let since = crate::stores::now_ms().saturating_sub(3_600_000);
            let activity = stores.log.activity(&plan.tenant, since).await;
            let depth = stores.inbox.depth(&plan.tenant).await;
            match (activity, depth) {
                (Ok((sessions, last)), Ok(depth)) => json(
                    StatusCode::OK,
                    &serde_json::json!({
                        "actor": plan.actor(),
                        "mailboxDepth": depth,
                        "activeSessions": sessions,
                        "lastActivityMs": last,
                    }),
                ),
                (Err(e), _) => context_problem(&ContextError::Store(e.to_string())),
                (_, Err(e)) => context_problem(&ContextError::Store(e.to_string())),
            }
        }
        _ => problem(
            StatusCode::METHOD_NOT_ALLOWED,
            "argus_method_not_allowed",
            "use POST /messages, GET /messages, POST /context/preview or GET /context/activity",
        ),
    }
}

/// Handles one admin request.
pub async fn handle(
    state: Arc<AppState>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if crate::stores::approvals::admin::owns(req.uri().path()) {
        return Ok(approvals(&state, req).await);
    }
    Ok(match req.uri().path() {
        "/messages" | "/context/preview" | "/context/activity" => context_route(&state, req).await,
        "/healthz" => text(StatusCode::OK, "text/plain", "ok\n".into()),
        "/readyz" => {
            let ready = state.obs.ready.load(Ordering::SeqCst);
            let store = if state.sessions.store_up() {
                "up"
            } else {
                "down (failure mode applies)"
            };
            let body = format!(
                "{}\nstore: {store}\n",
                if ready { "ready" } else { "not ready" }
            );
            text(
                if ready {
                    StatusCode::OK
                } else {
                    StatusCode::SERVICE_UNAVAILABLE
                },
                "text/plain",
                body,
            )
        }
        "/metrics" => {
            state
                .obs
                .metrics
                .sessions_evicted
                .set(state.sessions.evictions() as i64);
            // A store that cannot answer leaves the last count rather than a false zero.
            if let Ok(n) = state.gates.approvals.pending().await {
                state.obs.metrics.approvals_pending.set(n as i64);
            }
            text(
                StatusCode::OK,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
                state.obs.metrics.encode(),
            )
        }
        _ => text(
            StatusCode::NOT_FOUND,
            "text/plain",
            "not found: try /healthz, /readyz, /metrics or /approvals\n".into(),
        ),
    })
}
