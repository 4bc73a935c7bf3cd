//! The console's HTTP surface on the admin port: the page and its script, the JSON the
//! views read (`/console/api/...`, this sidecar's tenant only) and the live entries as
//! server-sent events (`/console/api/events`). Read-only: decisions go to the approvals
//! API, never through here.

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use bytes::Bytes;
use futures::StreamExt;
use http::{HeaderValue, Method, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full, StreamBody};
use hyper::body::Frame;
use serde::Serialize;

use super::assets;
use crate::edge::{BoxError, ProxyBody};
use crate::shared::AppState;
use crate::shared::timeline::{self, Counts, Timeline};
use crate::stores::session::SessionKey;

/// How often an idle event stream sends a comment, so that proxies keep it open and a
/// gone page is noticed.
const HEARTBEAT: Duration = Duration::from_secs(15);

/// Whether the console answers `path`.
pub fn owns(path: &str) -> bool {
    path == "/console" || path.starts_with("/console/")
}

fn full(
    status: StatusCode,
    content_type: &'static str,
    body: impl Into<Bytes>,
) -> Response<ProxyBody> {
    let mut r = Response::new(
        Full::new(body.into())
            .map_err(|e| match e {})
            .boxed_unsync(),
    );
    *r.status_mut() = status;
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    // Everything the page needs comes from this origin; nothing may frame it.
    for (name, value) in argus_crds::console::SECURITY_HEADERS {
        h.insert(
            header::HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
    r
}

fn json(value: &impl Serialize) -> Response<ProxyBody> {
    match serde_json::to_vec(value) {
        Ok(body) => full(StatusCode::OK, "application/json", body),
        Err(e) => problem(
            StatusCode::INTERNAL_SERVER_ERROR,
            &format!("cannot encode the answer: {e}"),
        ),
    }
}

fn problem(status: StatusCode, message: &str) -> Response<ProxyBody> {
    let body = serde_json::json!({ "error": { "message": message } }).to_string();
    full(status, "application/json", body)
}

/// The answer on an admin port that does not serve the console.
pub fn disabled() -> Response<ProxyBody> {
    problem(
        StatusCode::NOT_FOUND,
        "the console is served only when the admin port listens on a loopback address (local mode); in a cluster use the operator's console",
    )
}

/// Answers one console request.
pub async fn handle(
    state: Arc<AppState>,
    req: Request<hyper::body::Incoming>,
) -> Result<Response<ProxyBody>, Infallible> {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut r = problem(
            StatusCode::METHOD_NOT_ALLOWED,
            "the console API is read-only: use GET",
        );
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return Ok(r);
    }
    let path = req.uri().path();
    Ok(match path {
        "/console" => {
            let mut r = full(
                StatusCode::PERMANENT_REDIRECT,
                "text/plain",
                "see /console/\n",
            );
            r.headers_mut()
                .insert(header::LOCATION, HeaderValue::from_static("/console/"));
            r
        }
        "/console/" | "/console/index.html" => full(
            StatusCode::OK,
            "text/html; charset=utf-8",
            assets::INDEX_HTML,
        ),
        "/console/app.js" => full(
            StatusCode::OK,
            "text/javascript; charset=utf-8",
            assets::APP_JS,
        ),
        "/console/api/overview" => json(&overview(&state)),
        "/console/api/workflow" => json(&workflow(&state)),
        "/console/api/actors" => json(&actors(&state)),
        "/console/api/sessions" => json(&state.obs.timeline.sessions(&state.runtime().tenant)),
        "/console/api/events" => events(&state.obs.timeline),
        p => match p.strip_prefix("/console/api/sessions/") {
            Some(id) => session(&state, id),
            None => problem(
                StatusCode::NOT_FOUND,
                &format!("no console page or API at {p}: the console is at /console/"),
            ),
        },
    })
}

/// What the Overview shows.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    /// This sidecar's tenant.
    pub tenant: String,
    /// Whether the proxy is ready.
    pub ready: bool,
    /// The session store: `memory`, `redis up` or `redis down`.
    pub store: String,
    /// Whether an embedder is configured (loop detection, semantic classification).
    pub embedder: bool,
    /// The workflow, the actor, the policy, the gate stack, by name.
    pub workflow: Option<String>,
    /// The actor's name.
    pub actor: Option<String>,
    /// The policy's name.
    pub policy: Option<String>,
    /// The gate stack's name.
    pub gate_stack: Option<String>,
    /// Sessions recorded.
    pub sessions: usize,
    /// Workflow steps since start.
    pub workflow_steps: u64,
    /// Counts of the last hour.
    pub last_hour: Counts,
}

fn overview(state: &AppState) -> Overview {
    let rt = state.runtime();
    let c = &rt.config;
    let store = match (&c.redis, state.sessions.store_up()) {
        (None, _) => "memory",
        (Some(_), true) => "redis up",
        (Some(_), false) => "redis down",
    };
    Overview {
        tenant: rt.tenant.to_string(),
        ready: state.obs.ready.load(Ordering::SeqCst),
        store: store.into(),
        embedder: rt.embedding.embedder.is_some(),
        workflow: c.workflow.as_ref().map(|r| r.name.clone()),
        actor: c.actor.as_ref().map(|r| r.name.clone()),
        policy: c.policy.as_ref().map(|r| r.name.clone()),
        gate_stack: c.gate_stack.as_ref().map(|r| r.name.clone()),
        sessions: state.obs.timeline.sessions(&rt.tenant).len(),
        workflow_steps: state.obs.workflow_steps.load(Ordering::SeqCst),
        last_hour: state.obs.timeline.last_hour(timeline::now_ms()),
    }
}

fn workflow(state: &AppState) -> serde_json::Value {
    let rt = state.runtime();
    serde_json::json!({
        "name": rt.config.workflow.as_ref().map(|w| w.name.clone()),
        "spec": rt.config.workflow.as_ref().map(|w| &w.spec),
        "sessionsPerState": state.obs.timeline.sessions_per_state(&rt.tenant),
        "violationsByConstraint": state.obs.timeline.violations_by_constraint(),
    })
}

fn actors(state: &AppState) -> serde_json::Value {
    let rt = state.runtime();
    let actors: Vec<_> = rt
        .config
        .actor
        .iter()
        .map(|a| serde_json::json!({ "name": a.name, "tenant": &*rt.tenant, "spec": a.spec }))
        .collect();
    serde_json::Value::Array(actors)
}

fn session(state: &AppState, encoded: &str) -> Response<ProxyBody> {
    let id = match percent_encoding::percent_decode_str(encoded).decode_utf8() {
        Ok(id) if !id.is_empty() => id.into_owned(),
        _ => {
            return problem(
                StatusCode::BAD_REQUEST,
                "the session id in the path is not valid percent-encoded UTF-8",
            );
        }
    };
    let tenant = state.runtime().tenant.clone();
    let key = SessionKey {
        tenant,
        session: id,
    };
    let trace = crate::obs::trace::trace_id(&key);
    match state.obs.timeline.session_json(&key, &trace) {
        Some(body) => full(StatusCode::OK, "application/json", body),
        None => problem(
            StatusCode::NOT_FOUND,
            &format!(
                "no recorded session {:?} (sessions are kept while recently active; see /console/api/sessions)",
                key.session
            ),
        ),
    }
}

/// The live stream: each new entry as an `entry` event, a `resync` event when this
/// subscriber fell behind (the page reloads its data), a comment every [`HEARTBEAT`].
fn events(timeline: &Timeline) -> Response<ProxyBody> {
    let rx = timeline.subscribe();
    let start =
        futures::stream::once(async { Bytes::from_static(b"retry: 2000\n: connected\n\n") });
    let live = futures::stream::unfold(rx, |mut rx| async move {
        let chunk = tokio::select! {
            got = rx.recv() => match got {
                Ok(json) => Bytes::from(format!("event: entry\ndata: {json}\n\n")),
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => Bytes::from_static(b"event: resync\ndata: {}\n\n"),
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
            },
            () = tokio::time::sleep(HEARTBEAT) => Bytes::from_static(b": heartbeat\n\n"),
        };
        Some((chunk, rx))
    });
    let body = StreamBody::new(start.chain(live).map(|b| Ok::<_, BoxError>(Frame::data(b))));
    let mut r = full(StatusCode::OK, "text/event-stream", Bytes::new());
    *r.body_mut() = BodyExt::boxed_unsync(body);
    r
}
