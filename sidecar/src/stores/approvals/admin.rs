//! The approvals part of the admin API (`:4001`), the local-mode way to decide:
//! `GET /approvals`, `GET /approvals/{name}`, `POST /approvals/{name}/approve|deny` with
//! an optional JSON body `{"comment": "...", "user": "..."}`. Answers are JSON; errors
//! are `{"error": "..."}` with 400, 404, 405, 409, or 503 when the shared store is down.
//! With the in-cluster store a decision answers 409: it is taken on the Approval object.

use http::{Method, StatusCode};
use serde::Deserialize;

use super::{ApprovalStore, DecideError, Decision};

/// Largest decision body accepted.
pub const MAX_BODY: usize = 64 * 1024;

/// Who decided when the body names nobody (the admin port is local to the pod).
pub const DEFAULT_USER: &str = "local-admin";

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DecisionBody {
    #[serde(default)]
    comment: Option<String>,
    #[serde(default)]
    user: Option<String>,
}

fn error(status: StatusCode, message: impl std::fmt::Display) -> (StatusCode, String) {
    (
        status,
        serde_json::json!({ "error": message.to_string() }).to_string(),
    )
}

fn json(value: &impl serde::Serialize) -> (StatusCode, String) {
    match serde_json::to_string(value) {
        Ok(body) => (StatusCode::OK, body),
        Err(e) => error(StatusCode::INTERNAL_SERVER_ERROR, e),
    }
}

/// Whether `path` is the approvals API's.
pub fn owns(path: &str) -> bool {
    path == "/approvals" || path.starts_with("/approvals/")
}

/// Answers one approvals request: status and JSON body. `on_decided` sees each decision
/// taken (metrics).
pub async fn answer(
    store: &ApprovalStore,
    method: &Method,
    path: &str,
    body: &[u8],
    on_decided: &(dyn Fn(&super::ApprovalRecord) + Sync),
) -> (StatusCode, String) {
    let rest = path
        .trim_start_matches("/approvals")
        .trim_start_matches('/');
    let parts: Vec<&str> = if rest.is_empty() {
        Vec::new()
    } else {
        rest.split('/').collect()
    };
    match (method, parts.as_slice()) {
        (&Method::GET, []) => match store.list().await {
            Ok(all) => json(&all),
            Err(e) => error(StatusCode::SERVICE_UNAVAILABLE, e),
        },
        (&Method::GET, [name]) => match store.get(name).await {
            Ok(Some(r)) => json(&r),
            Ok(None) => error(StatusCode::NOT_FOUND, DecideError::NotFound((*name).into())),
            Err(e) => error(StatusCode::SERVICE_UNAVAILABLE, e),
        },
        (&Method::POST, [name, verb @ ("approve" | "deny")]) => {
            let parsed: DecisionBody = if body.iter().all(u8::is_ascii_whitespace) {
                DecisionBody::default()
            } else {
                match serde_json::from_slice(body) {
                    Ok(b) => b,
                    Err(e) => {
                        return error(
                            StatusCode::BAD_REQUEST,
                            format!(
                                "the body must be JSON {{\"comment\": \"...\", \"user\": \"...\"}} (both optional): {e}"
                            ),
                        );
                    }
                }
            };
            let user = parsed
                .user
                .filter(|u| !u.trim().is_empty())
                .unwrap_or_else(|| DEFAULT_USER.to_string());
            let decision = Decision {
                approve: *verb == "approve",
                user,
                comment: parsed.comment.filter(|c| !c.is_empty()),
            };
            match store.decide(name, decision).await {
                Ok(Ok(r)) => {
                    on_decided(&r);
                    json(&r)
                }
                Ok(Err(e @ DecideError::NotFound(_))) => error(StatusCode::NOT_FOUND, e),
                Ok(Err(e @ DecideError::AlreadyDecided { .. })) => error(StatusCode::CONFLICT, e),
                Ok(Err(e @ DecideError::DecidedInCluster { .. })) => error(StatusCode::CONFLICT, e),
                Err(e) => error(StatusCode::SERVICE_UNAVAILABLE, e),
            }
        }
        (_, [] | [_] | [_, "approve" | "deny"]) => error(
            StatusCode::METHOD_NOT_ALLOWED,
            format!(
                "{method} is not allowed here: GET /approvals[/NAME], POST /approvals/NAME/approve|deny"
            ),
        ),
        _ => error(
            StatusCode::NOT_FOUND,
            format!(
                "{path} is not an approvals path: GET /approvals[/NAME], POST /approvals/NAME/approve|deny"
            ),
        ),
    }
}
