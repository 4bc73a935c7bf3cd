//! The Argus console served by the operator at `/console/` on its HTTPS API port: the same
//! page as a sidecar's local console, and the JSON it reads for a cluster. Every
//! `/console/api/…` call is authenticated with the caller's own bearer token and each view
//! authorised with a SubjectAccessReview for what it shows; approvals are decided with the
//! caller's token, so the API server and the approvals webhook see the real person.

mod assets;
pub mod decide;
pub mod events;
pub mod overview;
pub mod sessions;

use std::sync::Arc;

use argus_crds::{Actor, Approval, Workflow};
use bytes::Bytes;
use http::{HeaderValue, Method, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full, combinators::UnsyncBoxBody};
use kube::api::{Api, ListParams};
use serde::Serialize;

use crate::api::audit::{AuditApi, Op};
use crate::api::auth::{Access, AuthError, Authorizer, Caller};
use crate::serve::respond;

pub use decide::{TokenClients, UserClients};

/// Errors of a streamed answer.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// The console's answers: whole JSON or pages, or a live event stream.
pub type ConsoleBody = UnsyncBoxBody<Bytes, BoxError>;

/// A whole answer as a [`ConsoleBody`] (to share a listener with streamed ones).
pub fn boxed(r: Response<Full<Bytes>>) -> Response<ConsoleBody> {
    r.map(|b| b.map_err(|e| match e {}).boxed_unsync())
}

/// The console's path prefix.
pub const PREFIX: &str = "/console";

/// Whether the console answers `path`.
pub fn owns(path: &str) -> bool {
    path == PREFIX || path.starts_with("/console/")
}

/// A GET's answer: whole, or a live stream.
enum View {
    Whole(Response<Full<Bytes>>),
    Stream(Response<ConsoleBody>),
}

/// The console's server side.
pub struct ConsoleApi {
    pub auth: Authorizer,
    pub audit: AuditApi,
    /// The operator's own client: it lists what a caller was just authorised to see.
    pub client: kube::Client,
    /// Clients that act with a caller's token (decisions).
    pub as_user: Arc<dyn UserClients>,
    /// The reflector stores the Overview reads.
    pub stores: overview::ClusterStores,
    /// Each namespace's Redis, where sidecars leave session timelines and counts.
    pub sessions: Arc<dyn sessions::SessionSource>,
    /// Flips to true when the operator stops: live streams end then, so that a stop
    /// does not wait for open pages.
    pub shutdown: tokio::sync::watch::Receiver<bool>,
}

/// Adds the headers every console answer carries: nothing framed, nothing cached, no
/// script from elsewhere.
fn secured(mut r: Response<ConsoleBody>) -> Response<ConsoleBody> {
    let h = r.headers_mut();
    for (name, value) in argus_crds::console::SECURITY_HEADERS {
        h.insert(
            header::HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
    r
}

/// A JSON error `{"error": {"message": …}}`, the shape the page reads.
pub fn problem(status: StatusCode, message: impl std::fmt::Display) -> Response<Full<Bytes>> {
    let body = serde_json::json!({"error": {"message": message.to_string()}}).to_string();
    respond(status, "application/json", body)
}

fn json(value: &impl Serialize) -> Response<Full<Bytes>> {
    match serde_json::to_vec(value) {
        Ok(b) => respond(StatusCode::OK, "application/json", b),
        Err(e) => problem(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot encode the answer: {e}"),
        ),
    }
}

/// How long a view waits for a namespace's Redis connection before it answers without
/// what that Redis holds (fred's own command timeout bounds each read after that).
const REDIS_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Milliseconds since the Unix epoch.
fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

fn no_sessions(ns: &str, e: impl std::fmt::Display) -> Response<Full<Bytes>> {
    problem(
        StatusCode::SERVICE_UNAVAILABLE,
        format!("cannot read the session data of namespace {ns} from its Redis: {e}"),
    )
}

fn refused(path: &str, e: &AuthError) -> Response<Full<Bytes>> {
    tracing::info!(path = %path, error = %e, "console call refused");
    problem(e.status(), e)
}

fn listing_failed(what: &str, e: kube::Error) -> Response<Full<Bytes>> {
    problem(
        StatusCode::SERVICE_UNAVAILABLE,
        format!("cannot list {what}: {e}"),
    )
}

impl ConsoleApi {
    /// Answers one request whose path the console owns.
    pub async fn handle<B>(self: Arc<Self>, req: Request<B>) -> Response<ConsoleBody>
    where
        B: hyper::body::Body<Data = Bytes> + Send,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let path = req.uri().path().to_string();
        let r = if req.method() == Method::POST {
            boxed(self.post(&path, req).await)
        } else if req.method() == Method::GET || req.method() == Method::HEAD {
            self.get(&path, &req).await
        } else {
            let mut r = problem(
                StatusCode::METHOD_NOT_ALLOWED,
                "the console answers GET, and POST for decisions",
            );
            r.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD, POST"));
            boxed(r)
        };
        secured(r)
    }

    async fn get<B>(&self, path: &str, req: &Request<B>) -> Response<ConsoleBody> {
        match self.get_view(path, req).await {
            View::Whole(r) => boxed(r),
            View::Stream(r) => r,
        }
    }

    async fn get_view<B>(&self, path: &str, req: &Request<B>) -> View {
        match path {
            "/console" => {
                let mut r = respond(
                    StatusCode::PERMANENT_REDIRECT,
                    "text/plain",
                    "see /console/\n",
                );
                r.headers_mut()
                    .insert(header::LOCATION, HeaderValue::from_static("/console/"));
                return View::Whole(r);
            }
            // The page and its script are the same public bundle for everyone; the data
            // behind them is what needs a token.
            "/console/" | "/console/index.html" => {
                return View::Whole(respond(
                    StatusCode::OK,
                    "text/html; charset=utf-8",
                    assets::INDEX_HTML,
                ));
            }
            "/console/app.js" => {
                return View::Whole(respond(
                    StatusCode::OK,
                    "text/javascript; charset=utf-8",
                    assets::APP_JS,
                ));
            }
            _ => {}
        }
        let caller = match self.auth.authenticate(req.headers()).await {
            Ok(c) => c,
            Err(e) => return View::Whole(refused(path, &e)),
        };
        if path == "/console/api/overview" {
            return View::Whole(self.overview(&caller).await);
        }
        let parts: Vec<&str> = path
            .strip_prefix("/console/api/namespaces/")
            .unwrap_or_default()
            .split('/')
            .collect();
        let (ns, rest) = match parts.as_slice() {
            [ns, rest @ ..] if !ns.is_empty() && !rest.is_empty() => (*ns, rest),
            _ => {
                return View::Whole(problem(
                    StatusCode::NOT_FOUND,
                    format!("no console page or API at {path}: the console is at /console/"),
                ));
            }
        };
        let access = match rest {
            ["rights"] => return View::Whole(self.rights(&caller, ns).await),
            // The stream says only which kind changed; approvals are what it is for.
            ["events"] => Access::argus(ns, "list", "approvals"),
            ["workflows"] => Access::argus(ns, "list", "workflows"),
            ["actors"] => Access::argus(ns, "list", "actors"),
            ["approvals"] => Access::argus(ns, "list", "approvals"),
            ["audit"] | ["audit", "verify"] => Access::read_gatestacks(ns),
            // Timelines hold what the audit trail holds (tool arguments in gate reasons,
            // the texts written into requests): the audit trail's right.
            ["sessions"] | ["sessions", _, _] => Access::read_gatestacks(ns),
            _ => {
                return View::Whole(problem(
                    StatusCode::NOT_FOUND,
                    format!("no console API at {path}"),
                ));
            }
        };
        if let Err(e) = self.auth.authorize(&caller, &access).await {
            return View::Whole(refused(path, &e));
        }
        if rest == ["events"] {
            // Session activity only for those who may read sessions (the audit right).
            let redis = match self
                .auth
                .authorize(&caller, &Access::read_gatestacks(ns))
                .await
            {
                Ok(()) => match self.redis(ns).await {
                    Ok(c) => {
                        let seen = sessions::newest_activity(&c, ns).await.ok();
                        Some((c, seen))
                    }
                    Err(_) => None,
                },
                Err(_) => None,
            };
            return View::Stream(events::stream(
                events::namespace_changes(&self.client, ns, redis),
                events::HEARTBEAT,
                self.shutdown.clone(),
            ));
        }
        // The audit API answers with a body that may stream (its export); the console
        // asks it only for queries and verification, and passes the body on as it is.
        let audit = |r: Response<crate::api::ApiBody>| {
            View::Stream(r.map(|b| b.map_err(BoxError::from).boxed_unsync()))
        };
        match rest {
            ["sessions"] => View::Whole(self.session_list(ns).await),
            ["sessions", actor, id] => View::Whole(self.session(ns, actor, id).await),
            ["workflows"] => View::Whole(self.workflows(ns).await),
            ["actors"] => View::Whole(self.actors(ns).await),
            ["approvals"] => View::Whole(self.approvals(ns).await),
            ["audit"] => {
                let query = req.uri().query().unwrap_or("");
                audit(self.audit.handle(ns, Op::Query, query).await)
            }
            _ => audit(self.audit.handle(ns, Op::Verify, "").await),
        }
    }

    async fn post<B>(&self, path: &str, req: Request<B>) -> Response<Full<Bytes>>
    where
        B: hyper::body::Body<Data = Bytes> + Send,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let parts: Vec<&str> = path
            .strip_prefix("/console/api/namespaces/")
            .unwrap_or_default()
            .split('/')
            .collect();
        let (ns, name, approve) = match parts.as_slice() {
            [ns, "approvals", name, verdict @ ("approve" | "deny")]
                if !ns.is_empty() && !name.is_empty() =>
            {
                (ns.to_string(), name.to_string(), *verdict == "approve")
            }
            _ => {
                return problem(
                    StatusCode::NOT_FOUND,
                    format!(
                        "no console action at {path} (POST …/namespaces/NS/approvals/NAME/approve|deny)"
                    ),
                );
            }
        };
        decide::handle(self, req, &ns, &name, approve).await
    }

    async fn overview(&self, caller: &Caller) -> Response<Full<Bytes>> {
        let all = overview::summarise(&self.stores.listed());
        // Each namespace is shown only to a caller who may list its pods.
        let mut shown = Vec::new();
        for ns in all {
            match self
                .auth
                .authorize(caller, &Access::list_pods(&ns.name))
                .await
            {
                Ok(()) => shown.push(ns),
                Err(AuthError::Forbidden(_)) => {}
                Err(e) => return problem(e.status(), e),
            }
        }
        // The last hour's counts of the namespaces shown, from their Redis; a namespace
        // whose Redis cannot be read shows none rather than failing the page.
        // All namespaces at once, each within REDIS_WAIT: one Redis that is down or slow
        // costs the page at most that, not a wait per namespace.
        let now = now_ms();
        let counts = futures::future::join_all(shown.iter().map(|ns| async move {
            let c = self.redis(&ns.name).await.ok()?;
            sessions::last_hour(&c, &ns.name, now)
                .await
                .map_err(
                    |e| tracing::debug!(namespace = %ns.name, error = %e, "no last-hour counts"),
                )
                .ok()
        }))
        .await;
        for (ns, c) in shown.iter_mut().zip(counts) {
            ns.last_hour = c;
        }
        json(&serde_json::json!({
            "mode": "cluster",
            "user": caller.username,
            "namespaces": shown,
        }))
    }

    async fn rights(&self, caller: &Caller, ns: &str) -> Response<Full<Bytes>> {
        let checks = [
            ("approve", Access::decide_approvals(ns)),
            ("approvals", Access::argus(ns, "list", "approvals")),
            ("audit", Access::read_gatestacks(ns)),
            ("workflows", Access::argus(ns, "list", "workflows")),
            ("actors", Access::argus(ns, "list", "actors")),
        ];
        let mut out = serde_json::Map::new();
        out.insert("user".into(), caller.username.clone().into());
        // The page also hides decisions routed to approvers the caller is not among
        // (the approvals webhook refuses those whatever RBAC allows).
        out.insert("groups".into(), caller.groups.clone().into());
        for (name, access) in checks {
            let allowed = match self.auth.authorize(caller, &access).await {
                Ok(()) => true,
                Err(AuthError::Forbidden(_)) => false,
                Err(e) => return problem(e.status(), e),
            };
            out.insert(name.into(), allowed.into());
        }
        json(&out)
    }

    /// The namespace's Redis, or why not (within [`REDIS_WAIT`]).
    async fn redis(&self, ns: &str) -> Result<fred::prelude::Client, String> {
        tokio::time::timeout(REDIS_WAIT, self.sessions.redis(ns))
            .await
            .map_err(|_| {
                format!("the Redis of namespace {ns} did not answer within {REDIS_WAIT:?}")
            })?
    }

    async fn session_list(&self, ns: &str) -> Response<Full<Bytes>> {
        let client = match self.redis(ns).await {
            Ok(c) => c,
            Err(e) => return no_sessions(ns, e),
        };
        match sessions::list(&client, ns).await {
            Ok(list) => json(&list),
            Err(e) => no_sessions(ns, e),
        }
    }

    async fn session(&self, ns: &str, actor: &str, id: &str) -> Response<Full<Bytes>> {
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8()
                .ok()
                .filter(|s| !s.is_empty())
                .map(|s| s.into_owned())
        };
        let (Some(actor), Some(id)) = (decode(actor), decode(id)) else {
            return problem(
                StatusCode::BAD_REQUEST,
                "the actor and session in the path must be non-empty percent-encoded UTF-8 (…/sessions/ACTOR/SESSION)",
            );
        };
        let client = match self.redis(ns).await {
            Ok(c) => c,
            Err(e) => return no_sessions(ns, e),
        };
        let tenant = format!("{ns}/{actor}");
        match sessions::timeline(&client, &tenant, &id).await {
            Ok(Some(body)) => respond(StatusCode::OK, "application/json", body),
            Ok(None) => problem(
                StatusCode::NOT_FOUND,
                format!(
                    "no recorded session {id:?} of {tenant} (sessions are kept for {} h after their last call)",
                    argus_crds::console::RETENTION_SECONDS / 3600
                ),
            ),
            Err(e) => no_sessions(ns, e),
        }
    }

    async fn workflows(&self, ns: &str) -> Response<Full<Bytes>> {
        // Live counts per state from the namespace's Redis; a Redis that cannot be read
        // leaves the graph without counts rather than failing the view.
        let now = now_ms();
        let (per_state, violations) = match self.redis(ns).await {
            Ok(c) => (
                sessions::per_state(&c, ns, now).await.ok(),
                sessions::violations_by_constraint(&c, ns, now).await.ok(),
            ),
            Err(_) => (None, None),
        };
        match Api::<Workflow>::namespaced(self.client.clone(), ns)
            .list(&ListParams::default())
            .await
        {
            Ok(list) => json(&serde_json::json!({
                "workflows": list.items.iter().map(|w| {
                    let name = w.metadata.name.as_deref().unwrap_or_default();
                    serde_json::json!({
                        "name": w.metadata.name,
                        "spec": w.spec,
                        "status": w.status,
                        "sessionsPerState": per_state.as_ref().map(|p| p.get(name).cloned().unwrap_or_default()),
                        "violationsByConstraint": violations.as_ref().map(|v| v.get(name).cloned().unwrap_or_default()),
                    })
                }).collect::<Vec<_>>()
            })),
            Err(e) => listing_failed(&format!("workflows in {ns}"), e),
        }
    }

    async fn actors(&self, ns: &str) -> Response<Full<Bytes>> {
        match Api::<Actor>::namespaced(self.client.clone(), ns)
            .list(&ListParams::default())
            .await
        {
            Ok(list) => json(
                &list
                    .items
                    .iter()
                    .map(|a| {
                        let name = a.metadata.name.clone().unwrap_or_default();
                        serde_json::json!({
                            "tenant": format!("{ns}/{name}"),
                            "name": name,
                            "spec": a.spec,
                            "status": a.status,
                        })
                    })
                    .collect::<Vec<_>>(),
            ),
            Err(e) => listing_failed(&format!("actors in {ns}"), e),
        }
    }

    async fn approvals(&self, ns: &str) -> Response<Full<Bytes>> {
        match Api::<Approval>::namespaced(self.client.clone(), ns)
            .list(&ListParams::default())
            .await
        {
            Ok(list) => json(&list.items.iter().map(decide::record).collect::<Vec<_>>()),
            Err(e) => listing_failed(&format!("approvals in {ns}"), e),
        }
    }
}
