//! Keeps the webhook's certificates in a Secret and the webhook configurations' `caBundle`
//! (and, out of cluster, their URLs) current. Every replica runs it: writes use the
//! Secret's resourceVersion, so two replicas never overwrite each other's rotation.
//! The MutatingWebhookConfiguration holds the pod mutator and the Approval stamp; the
//! ValidatingWebhookConfiguration of the same name holds the Approval check.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use k8s_openapi::ByteString;
use k8s_openapi::api::admissionregistration::v1::{
    MutatingWebhookConfiguration, ValidatingWebhookConfiguration,
};
use k8s_openapi::api::core::v1::Secret;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use k8s_openapi::jiff::Timestamp;
use kube::Client;
use kube::api::{Api, Patch, PatchParams, PostParams};

use super::{ReloadingCertResolver, Rotation, TlsError, WebhookCertificates};

const ANNOTATION_CA_NOT_AFTER: &str = "argus.dev/ca-not-after";
const ANNOTATION_NOT_AFTER: &str = "argus.dev/not-after";
const ANNOTATION_NAMES: &str = "argus.dev/names";

/// How the API server reaches the webhook.
#[derive(Clone, Debug)]
pub struct WebhookClientConfig {
    /// Name of the Mutating- and ValidatingWebhookConfiguration (installed by the chart).
    pub configuration: String,
    /// Out-of-cluster: the URL the API server calls instead of the Service.
    pub url: Option<String>,
}

/// Why a sync failed (retried shortly).
#[derive(Debug, thiserror::Error)]
pub enum SyncError {
    /// API error.
    #[error("kubernetes API: {0}")]
    Kube(#[from] kube::Error),
    /// Certificate error.
    #[error(transparent)]
    Tls(#[from] TlsError),
    /// Patch serialization.
    #[error("cannot serialize: {0}")]
    Serialize(#[from] serde_json::Error),
}

/// The URL of one webhook entry out of cluster: the configured URL (of the pod
/// mutator), with its path swapped for an Approval review's when that entry serves one.
fn url_for(
    configured: &str,
    current: &k8s_openapi::api::admissionregistration::v1::WebhookClientConfig,
) -> String {
    let path = current
        .service
        .as_ref()
        .and_then(|s| s.path.as_deref())
        .or(current.url.as_deref());
    let approvals = [
        argus_crds::APPROVAL_WEBHOOK_PATH,
        argus_crds::APPROVAL_MUTATE_PATH,
    ]
    .into_iter()
    .find(|a| path.is_some_and(|p| p.ends_with(a)));
    match (configured.strip_suffix(argus_crds::WEBHOOK_PATH), approvals) {
        (Some(base), Some(approvals)) => format!("{base}{approvals}"),
        _ => configured.to_string(),
    }
}

/// The certificate and caBundle keeper.
pub struct CertSync {
    /// API client.
    pub client: Client,
    /// Namespace of the Secret (the operator's).
    pub namespace: String,
    /// Name of the Secret.
    pub secret: String,
    /// Names the serving certificate covers.
    pub names: Vec<String>,
    /// The live server's certificate slot.
    pub resolver: Arc<ReloadingCertResolver>,
    /// The webhook registration to keep current.
    pub webhook: WebhookClientConfig,
}

fn text(data: &BTreeMap<String, ByteString>, key: &'static str) -> Result<String, TlsError> {
    data.get(key)
        .and_then(|b| String::from_utf8(b.0.clone()).ok())
        .ok_or(TlsError::Incomplete(key))
}

/// Reads certificates back from a Secret written by [`to_secret`].
pub fn from_secret(secret: &Secret) -> Result<WebhookCertificates, TlsError> {
    let empty = BTreeMap::new();
    let data = secret.data.as_ref().unwrap_or(&empty);
    let annotations = secret.metadata.annotations.clone().unwrap_or_default();
    let ts = |key: &'static str| -> Result<Timestamp, TlsError> {
        annotations
            .get(key)
            .and_then(|v| v.parse().ok())
            .ok_or(TlsError::Incomplete(key))
    };
    Ok(WebhookCertificates {
        ca_cert: text(data, "ca.crt")?,
        ca_key: text(data, "ca.key")?,
        cert: text(data, "tls.crt")?,
        key: text(data, "tls.key")?,
        previous_ca_cert: text(data, "ca-previous.crt").ok(),
        ca_not_after: ts(ANNOTATION_CA_NOT_AFTER)?,
        not_after: ts(ANNOTATION_NOT_AFTER)?,
        names: annotations
            .get(ANNOTATION_NAMES)
            .map(|n| n.split(',').map(str::to_string).collect())
            .unwrap_or_default(),
    })
}

/// The Secret holding `certs`.
pub fn to_secret(certs: &WebhookCertificates, name: &str, namespace: &str) -> Secret {
    let mut data = BTreeMap::from([
        (
            "ca.crt".to_string(),
            ByteString(certs.ca_cert.clone().into_bytes()),
        ),
        (
            "ca.key".to_string(),
            ByteString(certs.ca_key.clone().into_bytes()),
        ),
        (
            "tls.crt".to_string(),
            ByteString(certs.cert.clone().into_bytes()),
        ),
        (
            "tls.key".to_string(),
            ByteString(certs.key.clone().into_bytes()),
        ),
    ]);
    if let Some(prev) = &certs.previous_ca_cert {
        data.insert(
            "ca-previous.crt".to_string(),
            ByteString(prev.clone().into_bytes()),
        );
    }
    Secret {
        metadata: ObjectMeta {
            name: Some(name.to_string()),
            namespace: Some(namespace.to_string()),
            labels: Some(BTreeMap::from([(
                crate::render::LABEL_MANAGED_BY.to_string(),
                crate::render::MANAGED_BY.to_string(),
            )])),
            annotations: Some(BTreeMap::from([
                (
                    ANNOTATION_CA_NOT_AFTER.to_string(),
                    certs.ca_not_after.to_string(),
                ),
                (
                    ANNOTATION_NOT_AFTER.to_string(),
                    certs.not_after.to_string(),
                ),
                (ANNOTATION_NAMES.to_string(), certs.names.join(",")),
            ])),
            ..ObjectMeta::default()
        },
        type_: Some("kubernetes.io/tls".to_string()),
        data: Some(data),
        ..Secret::default()
    }
}

impl CertSync {
    /// One pass: make sure valid certificates exist, load them, register the CA. Two
    /// replicas starting together race to create (or rotate) the Secret: the one that
    /// loses gets a 409, reads what the other wrote and uses it, without a warning.
    pub async fn sync_once(&self) -> Result<(), SyncError> {
        match self.pass().await {
            Err(SyncError::Kube(kube::Error::Api(s))) if s.code == 409 => {
                tracing::debug!(secret = %self.secret, "another replica wrote the webhook certificates first; using theirs");
                self.pass().await
            }
            other => other,
        }
    }

    async fn pass(&self) -> Result<(), SyncError> {
        let secrets: Api<Secret> = Api::namespaced(self.client.clone(), &self.namespace);
        let now = Timestamp::now();
        let existing = secrets.get_opt(&self.secret).await?;
        let current = existing.as_ref().and_then(|s| from_secret(s).ok());
        let certs = match (existing, current) {
            (Some(secret), Some(certs)) => {
                let rotation = certs.rotation_due(&self.names, now);
                if rotation == Rotation::None {
                    certs
                } else {
                    tracing::info!(?rotation, "rotating webhook certificates");
                    let next = certs.rotate(rotation, &self.names, now)?;
                    let mut body = to_secret(&next, &self.secret, &self.namespace);
                    // A concurrent rotation by the other replica makes this fail with 409.
                    body.metadata.resource_version = secret.metadata.resource_version.clone();
                    secrets
                        .replace(&self.secret, &PostParams::default(), &body)
                        .await?;
                    next
                }
            }
            (Some(secret), None) => {
                // Unreadable (e.g. created by hand): replace it with a complete set.
                let next = WebhookCertificates::issue(&self.names, now)?;
                let mut body = to_secret(&next, &self.secret, &self.namespace);
                body.metadata.resource_version = secret.metadata.resource_version.clone();
                secrets
                    .replace(&self.secret, &PostParams::default(), &body)
                    .await?;
                next
            }
            (None, _) => {
                let next = WebhookCertificates::issue(&self.names, now)?;
                secrets
                    .create(
                        &PostParams::default(),
                        &to_secret(&next, &self.secret, &self.namespace),
                    )
                    .await?;
                next
            }
        };
        self.resolver.set(&certs.cert, &certs.key)?;
        self.register(&certs.ca_bundle()).await
    }

    /// Points every webhook of both configurations at us with the current CA bundle.
    async fn register(&self, bundle: &str) -> Result<(), SyncError> {
        let bundle = ByteString(bundle.as_bytes().to_vec());
        let mutating: Api<MutatingWebhookConfiguration> = Api::all(self.client.clone());
        match mutating.get_opt(&self.webhook.configuration).await? {
            Some(mwc) => {
                let configs = mwc.webhooks.iter().flatten().map(|h| &h.client_config);
                self.patch_hooks(&mutating, configs, &bundle).await?
            }
            None => {
                tracing::warn!(name = %self.webhook.configuration, "MutatingWebhookConfiguration not found; caBundle not set")
            }
        }
        let validating: Api<ValidatingWebhookConfiguration> = Api::all(self.client.clone());
        match validating.get_opt(&self.webhook.configuration).await? {
            Some(vwc) => {
                let configs = vwc.webhooks.iter().flatten().map(|h| &h.client_config);
                self.patch_hooks(&validating, configs, &bundle).await?
            }
            None => {
                tracing::warn!(name = %self.webhook.configuration, "ValidatingWebhookConfiguration not found; Approvals are not checked until it is installed")
            }
        }
        Ok(())
    }

    /// Patches the entries (`clientConfig`s in order) of one configuration whose bundle
    /// or URL is stale.
    async fn patch_hooks<'a, K>(
        &self,
        api: &Api<K>,
        configs: impl Iterator<
            Item = &'a k8s_openapi::api::admissionregistration::v1::WebhookClientConfig,
        >,
        bundle: &ByteString,
    ) -> Result<(), SyncError>
    where
        K: k8s_openapi::Resource + Clone + serde::de::DeserializeOwned + std::fmt::Debug,
    {
        let mut ops = Vec::new();
        for (i, current) in configs.enumerate() {
            let mut client_config = current.clone();
            client_config.ca_bundle = Some(bundle.clone());
            if let Some(url) = &self.webhook.url {
                client_config.url = Some(url_for(url, current));
                client_config.service = None;
            }
            if &client_config != current {
                ops.push(serde_json::json!({
                    "op": "replace",
                    "path": format!("/webhooks/{i}/clientConfig"),
                    "value": client_config,
                }));
            }
        }
        if ops.is_empty() {
            return Ok(());
        }
        let patch: json_patch::Patch = serde_json::from_value(serde_json::Value::Array(ops))?;
        api.patch(
            &self.webhook.configuration,
            &PatchParams::default(),
            &Patch::<()>::Json(patch),
        )
        .await?;
        tracing::info!(name = %self.webhook.configuration, kind = K::KIND, "webhook caBundle updated");
        Ok(())
    }

    /// Syncs now and then hourly (every 10 s after a failure) until `shutdown`.
    pub async fn run(self, mut shutdown: tokio::sync::watch::Receiver<bool>) {
        loop {
            let wait = match self.sync_once().await {
                Ok(()) => Duration::from_secs(3600),
                Err(e) => {
                    tracing::warn!(error = %e, "webhook certificate sync failed");
                    Duration::from_secs(10)
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = shutdown.changed() => return,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn secret_round_trip() {
        let names = vec![
            "argus-operator.argus-system.svc".to_string(),
            "10.0.0.7".to_string(),
        ];
        let certs = WebhookCertificates::issue(&names, Timestamp::now()).unwrap();
        let rotated = certs
            .rotate(Rotation::All, &names, Timestamp::now())
            .unwrap();
        let secret = to_secret(&rotated, "argus-webhook-tls", "argus-system");
        assert_eq!(secret.type_.as_deref(), Some("kubernetes.io/tls"));
        // What the API server returns has data, not stringData.
        let back = from_secret(&secret).unwrap();
        assert_eq!(back.ca_cert, rotated.ca_cert);
        assert_eq!(back.previous_ca_cert, rotated.previous_ca_cert);
        assert_eq!(back.not_after.as_second(), rotated.not_after.as_second());
        assert_eq!(back.names, names);
    }
}

#[cfg(test)]
mod url_tests {
    use super::*;
    use k8s_openapi::api::admissionregistration::v1::{ServiceReference, WebhookClientConfig};

    fn service(path: &str) -> WebhookClientConfig {
        WebhookClientConfig {
            service: Some(ServiceReference {
                name: "argus".into(),
                namespace: "argus-system".into(),
                path: Some(path.into()),
                port: Some(443),
            }),
            ..WebhookClientConfig::default()
        }
    }

    #[test]
    fn out_of_cluster_each_entry_keeps_its_own_path() {
        let url = "https://10.0.0.5:8443/mutate-pods";
        assert_eq!(url_for(url, &service("/mutate-pods")), url);
        assert_eq!(
            url_for(url, &service("/validate-approvals")),
            "https://10.0.0.5:8443/validate-approvals"
        );
        let moved = WebhookClientConfig {
            url: Some("https://10.0.0.4:8443/validate-approvals".into()),
            ..WebhookClientConfig::default()
        };
        assert_eq!(
            url_for(url, &moved),
            "https://10.0.0.5:8443/validate-approvals"
        );
        assert_eq!(
            url_for(url, &service("/mutate-approvals")),
            "https://10.0.0.5:8443/mutate-approvals"
        );
    }
}
