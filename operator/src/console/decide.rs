//! Approve or deny from the console, as the person: the server checks the caller may
//! `update approvals/status` (a forged POST without that right gets 403 and nothing is
//! sent to the API server), then patches the Approval's status with a client that carries
//! the caller's own token, so RBAC and the approvals webhook judge the real user and
//! `status.decidedBy` names them. The operator's own rights are never used for a decision.

use argus_crds::Approval;
use bytes::Bytes;
use http::{Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full, Limited};
use kube::api::{Api, Patch, PatchParams};
use serde::Deserialize;

use super::{ConsoleApi, json, problem, refused};
use crate::api::auth::{Access, bearer};

/// Largest decision body read (a comment).
const MAX_BODY: usize = 16 * 1024;

/// Makes API clients that act as the holder of a token.
pub trait UserClients: Send + Sync {
    /// A client presenting `token`, and nothing of the operator's own identity.
    fn client(&self, token: &str) -> Result<kube::Client, String>;
}

/// [`UserClients`] from the operator's cluster configuration: same API server and CA,
/// but the caller's bearer token in place of the operator's credentials.
pub struct TokenClients(pub kube::Config);

/// `config` with its identity replaced by `token`: no client certificate, exec plugin,
/// token file or extra header of the operator's survives.
pub fn as_token(config: &kube::Config, token: &str) -> kube::Config {
    let mut c = config.clone();
    c.auth_info = kube::config::AuthInfo {
        token: Some(token.to_string().into()),
        ..Default::default()
    };
    c.headers.clear();
    c
}

impl UserClients for TokenClients {
    fn client(&self, token: &str) -> Result<kube::Client, String> {
        kube::Client::try_from(as_token(&self.0, token)).map_err(|e| e.to_string())
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DecisionBody {
    #[serde(default)]
    comment: Option<String>,
}

/// An Approval as the page lists it: the same fields as a sidecar's approvals API.
pub fn record(a: &Approval) -> serde_json::Value {
    let mut v = serde_json::to_value(&a.spec).unwrap_or_default();
    let status = a.status.clone().unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.insert("name".into(), a.metadata.name.clone().into());
        o.insert("phase".into(), status.phase.as_str().into());
        o.insert(
            "createdAt".into(),
            a.metadata
                .creation_timestamp
                .as_ref()
                .map(|t| t.0.to_string())
                .into(),
        );
        o.insert("decidedBy".into(), status.decided_by.into());
        o.insert("decidedAt".into(), status.decided_at.into());
        o.insert("comment".into(), status.comment.into());
    }
    v
}

/// `POST /console/api/namespaces/{ns}/approvals/{name}/approve|deny` with `{"comment": …}`.
pub async fn handle<B>(
    console: &ConsoleApi,
    req: Request<B>,
    ns: &str,
    name: &str,
    approve: bool,
) -> Response<Full<Bytes>>
where
    B: hyper::body::Body<Data = Bytes> + Send,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let path = req.uri().path().to_string();
    // A cross-site form can post text/plain without asking; JSON needs a CORS preflight,
    // which this server never grants.
    let is_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !is_json {
        return problem(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "a decision is a JSON body {\"comment\": …} with content-type application/json",
        );
    }
    let caller = match console
        .auth
        .check(req.headers(), &Access::decide_approvals(ns))
        .await
    {
        Ok(c) => c,
        Err(e) => return refused(&path, &e),
    };
    let token = match bearer(req.headers()) {
        Ok(t) => t.to_string(),
        Err(e) => return refused(&path, &e),
    };
    let bytes = match Limited::new(req.into_body(), MAX_BODY).collect().await {
        Ok(b) => b.to_bytes(),
        Err(e) => {
            return problem(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("cannot read the decision (at most {MAX_BODY} bytes): {e}"),
            );
        }
    };
    let body: DecisionBody = if bytes.iter().all(u8::is_ascii_whitespace) {
        DecisionBody::default()
    } else {
        match serde_json::from_slice(&bytes) {
            Ok(b) => b,
            Err(e) => {
                return problem(
                    StatusCode::BAD_REQUEST,
                    format!("the decision is not {{\"comment\": \"…\"}}: {e}"),
                );
            }
        }
    };
    let client = match console.as_user.client(&token) {
        Ok(c) => c,
        Err(e) => {
            return problem(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("cannot build a client with the caller's token: {e}"),
            );
        }
    };
    tracing::info!(user = %caller.username, namespace = %ns, approval = %name, approve, "console decision");
    match decide(client, ns, name, approve, body.comment).await {
        Ok(a) => json(&record(&a)),
        Err((status, message)) => problem(status, message),
    }
}

/// Reads the Approval and patches its status under the read resourceVersion, so a
/// decision taken meanwhile is a conflict and never overwritten (as `kubectl argus approve`).
async fn decide(
    client: kube::Client,
    ns: &str,
    name: &str,
    approve: bool,
    comment: Option<String>,
) -> Result<Approval, (StatusCode, String)> {
    let api: Api<Approval> = Api::namespaced(client, ns);
    let current = api
        .get(name)
        .await
        .map_err(|e| explain(e, &format!("cannot read approval {ns}/{name}")))?;
    // The approvals webhook overwrites decidedAt and decidedBy with the request's.
    let now = jiff::Timestamp::now()
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    let patch = current
        .decision_patch(approve, comment, &now)
        .map_err(|e| (StatusCode::CONFLICT, e.to_string()))?;
    api.patch_status(name, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .map_err(|e| explain(e, &format!("cannot decide approval {ns}/{name}")))
}

/// The API server's refusal as the page shows it, with its status.
fn explain(e: kube::Error, what: &str) -> (StatusCode, String) {
    match &e {
        kube::Error::Api(s) => {
            let status = StatusCode::from_u16(s.code).unwrap_or(StatusCode::BAD_GATEWAY);
            let hint = match s.code {
                403 => " (RBAC, or the approvals webhook: only the route's approvers may decide)",
                409 => " (someone decided meanwhile: reload the approvals)",
                _ => "",
            };
            (status, format!("{what}: {}{hint}", s.message))
        }
        _ => (StatusCode::BAD_GATEWAY, format!("{what}: {e}")),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use secrecy::ExposeSecret;

    #[test]
    fn a_user_client_carries_only_the_callers_token() {
        let mut operator = kube::Config::new("https://10.0.0.1:443".parse().unwrap());
        operator.auth_info = kube::config::AuthInfo {
            token: Some("operator-sa-token".to_string().into()),
            client_certificate_data: Some("cert".into()),
            client_key_data: Some("key".to_string().into()),
            impersonate: Some("system:admin".into()),
            ..Default::default()
        };
        operator.headers.push((
            http::HeaderName::from_static("x-extra"),
            http::HeaderValue::from_static("1"),
        ));
        operator.root_cert = Some(vec![b"ca".to_vec()]);
        let user = as_token(&operator, "jo-token");
        assert_eq!(
            user.auth_info
                .token
                .as_ref()
                .map(|t| t.expose_secret().to_string()),
            Some("jo-token".into())
        );
        assert!(user.auth_info.client_certificate_data.is_none());
        assert!(user.auth_info.client_key_data.is_none());
        assert!(user.auth_info.impersonate.is_none());
        assert!(user.headers.is_empty());
        assert_eq!(user.cluster_url, operator.cluster_url);
        assert_eq!(
            user.root_cert, operator.root_cert,
            "same API server, same CA"
        );
    }
}
