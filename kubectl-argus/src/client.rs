//! Talking to Argus: the cluster through the caller's kubeconfig (a kube client), or a
//! local sidecar's admin API (`--sidecar-url`, local mode).

use anyhow::{Context as _, bail};
use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use hyper_util::client::legacy::Client as HttpClient;
use hyper_util::rt::TokioExecutor;

/// The caller's kubeconfig (or in-cluster config), with kube's own retry turned off: it
/// retries every 429, 503 and 504 up to fifteen times with a backoff that grows to
/// minutes, so a command behind an answer that will not change (the operator's 503
/// naming its reason, a service proxy without endpoints) hung instead of saying why.
/// What is worth another try is tried by [`crate::operator_api`] itself.
pub async fn kube_config() -> anyhow::Result<kube::Config> {
    let mut config = kube::Config::infer()
        .await
        .context("no Kubernetes configuration found (KUBECONFIG, ~/.kube/config or in-cluster)")?;
    config.default_retry = false;
    Ok(config)
}

/// A kube client of [`kube_config`].
pub async fn kube_client() -> anyhow::Result<kube::Client> {
    kube::Client::try_from(kube_config().await?).context("building the Kubernetes client")
}

/// A kube client from the caller's kubeconfig (or in-cluster config) and its default
/// namespace.
pub async fn kube() -> anyhow::Result<(kube::Client, String)> {
    let client = kube_client()
        .await
        .context("cannot load a kubeconfig (KUBECONFIG, ~/.kube/config or in-cluster)")?;
    let namespace = client.default_namespace().to_string();
    Ok((client, namespace))
}

/// Largest admin API answer read.
const MAX_ANSWER: usize = 16 * 1024 * 1024;

/// One request to a sidecar's admin API; the JSON answer, or an error with the
/// sidecar's own message.
pub async fn sidecar(
    base: &str,
    method: http::Method,
    path: &str,
    body: Option<serde_json::Value>,
) -> anyhow::Result<serde_json::Value> {
    let url = format!("{}{path}", base.trim_end_matches('/'));
    let uri: http::Uri = url
        .parse()
        .with_context(|| format!("--sidecar-url {base:?} is not a URL"))?;
    if uri.scheme_str() != Some("http") {
        bail!(
            "--sidecar-url must be http://HOST:PORT (the sidecar's admin port, e.g. http://127.0.0.1:4001)"
        );
    }
    let bytes = body.map(|b| b.to_string()).unwrap_or_default();
    let request = http::Request::builder()
        .method(method)
        .uri(uri)
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(bytes)))?;
    let client: HttpClient<_, Full<Bytes>> = HttpClient::builder(TokioExecutor::new()).build_http();
    let answer = tokio::time::timeout(std::time::Duration::from_secs(30), client.request(request))
        .await
        .with_context(|| format!("{url}: no answer within 30 s"))?
        .with_context(|| format!("cannot reach the sidecar at {url}"))?;
    let status = answer.status();
    let body = http_body_util::Limited::new(answer.into_body(), MAX_ANSWER)
        .collect()
        .await
        .map_err(|e| anyhow::anyhow!("{url}: cannot read the answer: {e}"))?
        .to_bytes();
    let json: serde_json::Value = serde_json::from_slice(&body)
        .with_context(|| format!("{url}: answered {status} with a body that is not JSON"))?;
    if !status.is_success() {
        let message = json
            .get("error")
            .and_then(serde_json::Value::as_str)
            .unwrap_or("no message");
        bail!("{message} ({status})");
    }
    Ok(json)
}

/// A client and the namespace commands act in.
pub struct Cluster {
    /// The client.
    pub client: kube::Client,
    /// `--namespace`, else the kubeconfig context's, else `default`.
    pub namespace: String,
}

/// Connects with the caller's kubeconfig.
pub async fn connect(namespace: Option<&str>) -> anyhow::Result<Cluster> {
    let config = kube_config().await?;
    let namespace = namespace
        .map(str::to_string)
        .unwrap_or_else(|| config.default_namespace.clone());
    let client = kube::Client::try_from(config).context("building the Kubernetes client")?;
    Ok(Cluster { client, namespace })
}
