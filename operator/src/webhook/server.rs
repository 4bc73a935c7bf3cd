//! The thin HTTPS shell around [`super::review`]: bounded body, profile lookup from the
//! ConfigMap cache (with an API read on a miss), metrics and logs.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, Limited};
use k8s_openapi::api::core::v1::ConfigMap;
use kube::Client;
use kube::api::Api;
use kube::runtime::reflector::{ObjectRef, Store};

use super::{MutationContext, ReviewError, ReviewOutcome, review};
use crate::injection::{InjectionSettings, InjectionTarget, WorkloadProfile};
use crate::metrics::Metrics;
use crate::serve::respond;

/// The API server sends pods of at most a few hundred KiB; 3 MiB is its own request cap.
const MAX_BODY: usize = 3 * 1024 * 1024;
/// A cache miss may read the ConfigMap, but never for long: the API server's webhook timeout is short.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(2);

/// Reads a workload's profile out of its ConfigMap.
pub fn profile_of(cm: &ConfigMap) -> Option<WorkloadProfile> {
    let json = cm.data.as_ref()?.get(WorkloadProfile::CONFIG_MAP_KEY)?;
    match serde_json::from_str(json) {
        Ok(p) => Some(p),
        Err(e) => {
            tracing::warn!(configmap = ?cm.metadata.name, error = %e, "unreadable injection profile");
            None
        }
    }
}

/// Everything the webhook handler needs.
pub struct WebhookHandler {
    /// Injection settings.
    pub settings: InjectionSettings,
    /// Refuse pods whose profile cannot be found.
    pub fail_closed: bool,
    /// Cache of the operator's ConfigMaps.
    pub config_maps: Store<ConfigMap>,
    /// For cache misses.
    pub client: Option<Client>,
    /// Metrics.
    pub metrics: Arc<Metrics>,
}

impl WebhookHandler {
    fn review_with(&self, body: &[u8], fetched: Option<WorkloadProfile>) -> ReviewOutcome {
        let cache = |t: &InjectionTarget| {
            fetched.clone().or_else(|| {
                self.config_maps
                    .get(&ObjectRef::new(&t.config_map).within(&t.namespace))
                    .and_then(|cm| profile_of(&cm))
            })
        };
        review(
            body,
            &MutationContext {
                settings: &self.settings,
                fail_closed: self.fail_closed,
                profiles: &cache,
            },
        )
    }

    async fn fetch(&self, namespace: &str, name: &str) -> Option<WorkloadProfile> {
        let client = self.client.clone()?;
        let api: Api<ConfigMap> = Api::namespaced(client, namespace);
        match tokio::time::timeout(LOOKUP_TIMEOUT, api.get_opt(name)).await {
            Ok(Ok(Some(cm))) => profile_of(&cm),
            Ok(Ok(None)) => None,
            Ok(Err(e)) => {
                tracing::warn!(%namespace, %name, error = %e, "cannot read rendered config");
                None
            }
            Err(_) => None,
        }
    }

    /// Reviews an Approval (`/mutate-approvals` stamps, `/validate-approvals` checks):
    /// reads the GateStack a new Approval names (bounded wait), then the pure review decides.
    async fn review_approval(
        &self,
        body: &[u8],
        pass: crate::approvals::ApprovalPass,
    ) -> Response<Full<Bytes>> {
        let started = Instant::now();
        let value: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let named = value
            .pointer("/request/object/spec/gateStack")
            .and_then(serde_json::Value::as_str)
            .zip(
                value
                    .pointer("/request/namespace")
                    .and_then(serde_json::Value::as_str),
            );
        let stack = match (named, &self.client) {
            // Only the check reads the GateStack: the stamp does not need it.
            (Some((name, namespace)), Some(client))
                if pass == crate::approvals::ApprovalPass::Validate =>
            {
                let api: Api<argus_crds::GateStack> = Api::namespaced(client.clone(), namespace);
                match tokio::time::timeout(LOOKUP_TIMEOUT, api.get_opt(name)).await {
                    Ok(Ok(found)) => found.map(|g| g.spec),
                    Ok(Err(e)) => {
                        tracing::warn!(%namespace, %name, error = %e, "cannot read GateStack");
                        None
                    }
                    Err(_) => None,
                }
            }
            _ => None,
        };
        let lookup = |_: &str, _: &str| stack.clone();
        let now = jiff::Timestamp::now()
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string();
        let outcome = crate::approvals::review_approval(body, &lookup, &now, pass);
        let result = if outcome.refused.is_some() {
            "approval_refused"
        } else {
            "approval_admitted"
        };
        self.metrics
            .reviewed(result, started.elapsed().as_secs_f64());
        if let Some(why) = &outcome.refused {
            tracing::info!(reason = %why, "approval change refused");
        }
        match serde_json::to_vec(&outcome.review) {
            Ok(json) => respond(StatusCode::OK, "application/json", json),
            Err(e) => {
                tracing::error!(error = %e, "cannot serialize AdmissionReview");
                respond(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain",
                    "internal error\n",
                )
            }
        }
    }

    /// Answers one HTTP request.
    pub async fn handle<B>(self: Arc<Self>, req: Request<B>) -> Response<Full<Bytes>>
    where
        B: hyper::body::Body + Send,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let approvals = match req.uri().path() {
            argus_crds::contract::APPROVAL_WEBHOOK_PATH => {
                Some(crate::approvals::ApprovalPass::Validate)
            }
            argus_crds::contract::APPROVAL_MUTATE_PATH => {
                Some(crate::approvals::ApprovalPass::Mutate)
            }
            _ => None,
        };
        if req.uri().path() != argus_crds::contract::WEBHOOK_PATH && approvals.is_none() {
            return respond(StatusCode::NOT_FOUND, "text/plain", "not found\n");
        }
        if req.method() != Method::POST {
            return respond(StatusCode::METHOD_NOT_ALLOWED, "text/plain", "POST only\n");
        }
        let body = match Limited::new(req.into_body(), MAX_BODY).collect().await {
            Ok(b) => b.to_bytes(),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read AdmissionReview body");
                return respond(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "text/plain",
                    "body too large or unreadable\n",
                );
            }
        };
        if let Some(pass) = approvals {
            return self.review_approval(&body, pass).await;
        }
        let started = Instant::now();
        let mut outcome = self.review_with(&body, None);
        if let Some(ReviewError::ProfileMissing {
            namespace,
            config_map,
        }) = &outcome.error
            && let Some(profile) = self.fetch(namespace, config_map).await
        {
            outcome = self.review_with(&body, Some(profile));
        }
        let elapsed = started.elapsed().as_secs_f64();
        self.metrics.reviewed(outcome.result.as_str(), elapsed);
        let uid = outcome
            .review
            .response
            .as_ref()
            .map(|r| r.uid.clone())
            .unwrap_or_default();
        match &outcome.error {
            Some(e) => {
                tracing::warn!(%uid, result = outcome.result.as_str(), error = %e, "pod admitted without injection or refused")
            }
            None => {
                tracing::info!(%uid, result = outcome.result.as_str(), seconds = elapsed, "pod reviewed")
            }
        }
        match serde_json::to_vec(&outcome.review) {
            Ok(json) => respond(StatusCode::OK, "application/json", json),
            Err(e) => {
                tracing::error!(error = %e, "cannot serialize AdmissionReview");
                respond(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain",
                    "internal error\n",
                )
            }
        }
    }
}
