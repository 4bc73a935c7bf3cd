//! Who is calling the operator's API, and may they: the caller's own Kubernetes bearer
//! token is checked with a TokenReview, and the action with a SubjectAccessReview for that
//! user, so the API grants exactly what the caller's RBAC grants. Shared by every
//! `/api/v1/…` handler (audit, approvals, sessions) and the console.

use http::{HeaderMap, StatusCode};
use k8s_openapi::api::authentication::v1::{TokenReview, TokenReviewSpec};
use k8s_openapi::api::authorization::v1::{
    ResourceAttributes, SubjectAccessReview, SubjectAccessReviewSpec,
};
use kube::api::{Api, PostParams};

/// An authenticated caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub username: String,
    pub uid: Option<String>,
    pub groups: Vec<String>,
}

/// Why a call is refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AuthError {
    #[error("unauthenticated: {0}")]
    Unauthenticated(String),
    #[error("forbidden: {0}")]
    Forbidden(String),
    #[error("cannot check the caller with the API server: {0}")]
    Unavailable(String),
}

impl AuthError {
    /// The HTTP status the API answers with.
    pub fn status(&self) -> StatusCode {
        match self {
            Self::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }
}

/// What the caller wants to do, in RBAC's terms.
#[derive(Clone, Debug)]
pub struct Access<'a> {
    pub namespace: &'a str,
    pub verb: &'a str,
    pub group: &'a str,
    pub resource: &'a str,
    /// A subresource such as `status`, or none.
    pub subresource: Option<&'a str>,
}

impl<'a> Access<'a> {
    /// `get` on the namespace's GateStacks: what reading its audit trail requires.
    pub fn read_gatestacks(namespace: &'a str) -> Self {
        Self {
            namespace,
            verb: "get",
            group: "argus.dev",
            resource: "gatestacks",
            subresource: None,
        }
    }

    /// `verb` on the namespace's `resource` of group `argus.dev`.
    pub fn argus(namespace: &'a str, verb: &'a str, resource: &'a str) -> Self {
        Self {
            namespace,
            verb,
            group: "argus.dev",
            resource,
            subresource: None,
        }
    }

    /// `update` on `approvals/status`: what deciding an approval requires.
    pub fn decide_approvals(namespace: &'a str) -> Self {
        Self {
            subresource: Some("status"),
            ..Self::argus(namespace, "update", "approvals")
        }
    }

    /// `list` on the namespace's pods (core group): what its health overview shows.
    pub fn list_pods(namespace: &'a str) -> Self {
        Self {
            namespace,
            verb: "list",
            group: "",
            resource: "pods",
            subresource: None,
        }
    }
}

/// Checks callers against the API server (cheap to clone).
#[derive(Clone)]
pub struct Authorizer {
    client: kube::Client,
}

/// Where the caller's token may also come: the API server's service proxy drops the
/// `Authorization` header, so `kubectl argus` sends the token here as well.
pub const FORWARDED_AUTHORIZATION: &str = "x-argus-authorization";

/// The bearer token of `headers`.
pub fn bearer(headers: &HeaderMap) -> Result<&str, AuthError> {
    let value = headers
        .get(http::header::AUTHORIZATION)
        .or_else(|| headers.get(FORWARDED_AUTHORIZATION))
        .ok_or_else(|| {
            AuthError::Unauthenticated(
                "no Authorization header (a Kubernetes bearer token is required)".into(),
            )
        })?;
    let text = value
        .to_str()
        .map_err(|_| AuthError::Unauthenticated("the Authorization header is not text".into()))?;
    match text.split_once(' ') {
        Some((scheme, token))
            if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() =>
        {
            Ok(token.trim())
        }
        _ => Err(AuthError::Unauthenticated(
            "the Authorization header is not `Bearer <token>`".into(),
        )),
    }
}

impl Authorizer {
    pub fn new(client: kube::Client) -> Self {
        Self { client }
    }

    /// The caller behind `headers`' bearer token (TokenReview).
    pub async fn authenticate(&self, headers: &HeaderMap) -> Result<Caller, AuthError> {
        let token = bearer(headers)?;
        let review = TokenReview {
            spec: TokenReviewSpec {
                token: Some(token.to_string()),
                ..TokenReviewSpec::default()
            },
            ..TokenReview::default()
        };
        let api: Api<TokenReview> = Api::all(self.client.clone());
        let answer = api
            .create(&PostParams::default(), &review)
            .await
            .map_err(|e| AuthError::Unavailable(format!("TokenReview: {e}")))?;
        let status = answer.status.unwrap_or_default();
        if status.authenticated != Some(true) {
            return Err(AuthError::Unauthenticated(
                status
                    .error
                    .unwrap_or_else(|| "the token is not valid".into()),
            ));
        }
        let user = status.user.unwrap_or_default();
        let username = user
            .username
            .filter(|u| !u.is_empty())
            .ok_or_else(|| AuthError::Unauthenticated("the token names no user".into()))?;
        Ok(Caller {
            username,
            uid: user.uid,
            groups: user.groups.unwrap_or_default(),
        })
    }

    /// Whether `caller` may do `access` (SubjectAccessReview).
    pub async fn authorize(&self, caller: &Caller, access: &Access<'_>) -> Result<(), AuthError> {
        let review = SubjectAccessReview {
            spec: SubjectAccessReviewSpec {
                user: Some(caller.username.clone()),
                uid: caller.uid.clone(),
                groups: Some(caller.groups.clone()),
                resource_attributes: Some(ResourceAttributes {
                    namespace: Some(access.namespace.to_string()),
                    verb: Some(access.verb.to_string()),
                    group: Some(access.group.to_string()),
                    resource: Some(access.resource.to_string()),
                    subresource: access.subresource.map(str::to_string),
                    ..ResourceAttributes::default()
                }),
                ..SubjectAccessReviewSpec::default()
            },
            ..SubjectAccessReview::default()
        };
        let api: Api<SubjectAccessReview> = Api::all(self.client.clone());
        let answer = api
            .create(&PostParams::default(), &review)
            .await
            .map_err(|e| AuthError::Unavailable(format!("SubjectAccessReview: {e}")))?;
        let status = answer.status.unwrap_or_default();
        if status.allowed {
            return Ok(());
        }
        let group = if access.group.is_empty() {
            String::new()
        } else {
            format!(".{}", access.group)
        };
        let sub = access
            .subresource
            .map(|s| format!("/{s}"))
            .unwrap_or_default();
        Err(AuthError::Forbidden(format!(
            "{} may not {} {}{group}{sub} in namespace {}{}",
            caller.username,
            access.verb,
            access.resource,
            access.namespace,
            status.reason.map(|r| format!(" ({r})")).unwrap_or_default()
        )))
    }

    /// Authenticates and authorises in one step.
    pub async fn check(
        &self,
        headers: &HeaderMap,
        access: &Access<'_>,
    ) -> Result<Caller, AuthError> {
        let caller = self.authenticate(headers).await?;
        self.authorize(&caller, access).await?;
        Ok(caller)
    }
}
