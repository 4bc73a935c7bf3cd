//! The operator's API on its HTTPS port, `/api/v1/…`: every call is authenticated and
//! authorised as its caller ([`auth`]) before a handler runs. Reached through the API
//! server's service proxy or directly (`--operator-url`).

pub mod audit;
pub mod auth;
pub mod heads;

use std::sync::Arc;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::Full;

use crate::serve::respond;

/// The API's path prefix.
pub const PREFIX: &str = "/api/v1/";

/// A JSON error body `{"error": …}` with `status`.
pub fn error(status: StatusCode, message: impl std::fmt::Display) -> Response<Full<Bytes>> {
    let body = serde_json::json!({"error": message.to_string()}).to_string();
    respond(status, "application/json", body)
}

/// Routes `/api/v1/…` requests.
pub struct ApiHandler {
    pub auth: auth::Authorizer,
    pub audit: audit::AuditApi,
}

impl ApiHandler {
    /// Answers one request whose path starts with [`PREFIX`].
    pub async fn handle<B>(self: Arc<Self>, req: Request<B>) -> Response<Full<Bytes>> {
        if req.method() != Method::GET {
            return error(StatusCode::METHOD_NOT_ALLOWED, "GET only");
        }
        let path = req.uri().path().to_string();
        let parts: Vec<&str> = path
            .strip_prefix(PREFIX)
            .unwrap_or_default()
            .split('/')
            .collect();
        match parts.as_slice() {
            ["namespaces", ns, "audit", rest @ ..] if !ns.is_empty() => {
                let op = match rest {
                    [] => audit::Op::Query,
                    ["verify"] => audit::Op::Verify,
                    ["export"] => audit::Op::Export,
                    _ => return error(StatusCode::NOT_FOUND, format!("no such API path {path}")),
                };
                let access = auth::Access::read_gatestacks(ns);
                if let Err(e) = self.auth.check(req.headers(), &access).await {
                    tracing::info!(path = %path, error = %e, "API call refused");
                    return error(e.status(), e);
                }
                self.audit
                    .handle(ns, op, req.uri().query().unwrap_or(""))
                    .await
            }
            _ => error(StatusCode::NOT_FOUND, format!("no such API path {path}")),
        }
    }
}
