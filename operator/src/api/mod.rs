//! The operator's API on its HTTPS port, `/api/v1/…`: every call is authenticated and
//! authorised as its caller ([`auth`]) before a handler runs. Reached through the API
//! server's service proxy or directly (`--operator-url`).

pub mod audit;
pub mod auth;
pub mod heads;

use std::sync::Arc;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt as _, Full};

use crate::serve::respond;

/// The API's path prefix.
pub const PREFIX: &str = "/api/v1/";

/// An API answer's body: whole, or streamed (the audit export) with an I/O error should
/// the store fail mid-way.
pub type ApiBody = http_body_util::combinators::UnsyncBoxBody<Bytes, std::io::Error>;

/// A whole answer as an [`ApiBody`].
pub fn full(response: Response<Full<Bytes>>) -> Response<ApiBody> {
    response.map(|b| b.map_err(|never| match never {}).boxed_unsync())
}

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
    pub async fn handle<B>(self: Arc<Self>, req: Request<B>) -> Response<ApiBody> {
        if req.method() != Method::GET {
            return full(error(StatusCode::METHOD_NOT_ALLOWED, "GET only"));
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
                    _ => {
                        return full(error(
                            StatusCode::NOT_FOUND,
                            format!("no such API path {path}"),
                        ));
                    }
                };
                let access = auth::Access::read_gatestacks(ns);
                if let Err(e) = self.auth.check(req.headers(), &access).await {
                    tracing::info!(path = %path, error = %e, "API call refused");
                    return full(error(e.status(), e));
                }
                self.audit
                    .handle(ns, op, req.uri().query().unwrap_or(""))
                    .await
            }
            _ => full(error(
                StatusCode::NOT_FOUND,
                format!("no such API path {path}"),
            )),
        }
    }
}
