//! How the plugin reaches an actor's sidecar admin API: directly (`--sidecar-url`, local
//! mode), or in a cluster through the API server's pod proxy to port 4001 of a pod
//! running as the actor, with the caller's own kubeconfig and permissions.

use anyhow::{Context as _, bail};
use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use k8s_openapi::api::core::v1::Pod;
use kube::api::{Api, ListParams};
use serde_json::Value;

/// The sidecar admin port (DESIGN.md).
const ADMIN_PORT: u16 = 4001;

/// Where to reach the sidecar, as the commands take it.
#[derive(clap::Args, Debug, Clone)]
pub struct Target {
    /// The Actor.
    #[arg(long, env = "ARGUS_ACTOR")]
    pub actor: String,
    /// Namespace of the actor (default: the kubeconfig's).
    #[arg(long, short = 'n', env = "ARGUS_NAMESPACE")]
    pub namespace: Option<String>,
    /// Talk to this sidecar admin URL directly (local mode), e.g. `http://127.0.0.1:4001`.
    #[arg(long, env = "ARGUS_SIDECAR_URL")]
    pub sidecar_url: Option<String>,
    /// Print the sidecar's JSON answer as it is.
    #[arg(long, short = 'o', value_parser = ["json", "text"], default_value = "text")]
    pub output: String,
}

/// Calls `method path` on the actor's sidecar admin API; the status and JSON body.
pub async fn call(
    target: &Target,
    method: http::Method,
    path: &str,
    body: Option<&Value>,
) -> anyhow::Result<(u16, Value)> {
    let payload = body.map(Value::to_string).unwrap_or_default();
    match &target.sidecar_url {
        Some(url) => direct(url, method, path, payload).await,
        None => through_cluster(target, method, path, payload).await,
    }
}

async fn direct(
    url: &str,
    method: http::Method,
    path: &str,
    payload: String,
) -> anyhow::Result<(u16, Value)> {
    let client = hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new())
        .build_http::<Full<Bytes>>();
    let uri = format!("{}{path}", url.trim_end_matches('/'));
    let req = http::Request::builder()
        .method(method)
        .uri(&uri)
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(payload)))
        .with_context(|| format!("--sidecar-url {url:?} is not a usable URL"))?;
    let resp = client
        .request(req)
        .await
        .with_context(|| format!("cannot reach the sidecar at {uri}"))?;
    let status = resp.status().as_u16();
    let bytes = resp.into_body().collect().await?.to_bytes();
    let json = serde_json::from_slice(&bytes).with_context(|| {
        format!("the sidecar answered {status} with something that is not JSON")
    })?;
    Ok((status, json))
}

async fn through_cluster(
    target: &Target,
    method: http::Method,
    path: &str,
    payload: String,
) -> anyhow::Result<(u16, Value)> {
    let client = crate::client::kube_client()
        .await
        .context("no usable kubeconfig (or use --sidecar-url in local mode)")?;
    let ns = target
        .namespace
        .clone()
        .unwrap_or_else(|| client.default_namespace().to_string());
    let pods: Api<Pod> = Api::namespaced(client.clone(), &ns);
    let list = pods.list(&ListParams::default()).await?;
    let pod = list
        .items
        .iter()
        .filter(|p| {
            let a = p.metadata.annotations.as_ref();
            a.and_then(|a| a.get("argus.dev/actor")).map(String::as_str)
                == Some(target.actor.as_str())
                && a.is_some_and(|a| a.contains_key("argus.dev/injected"))
                && p.status.as_ref().and_then(|s| s.phase.as_deref()) == Some("Running")
        })
        .find_map(|p| p.metadata.name.clone());
    let Some(pod) = pod else {
        bail!(
            "no running pod of actor {:?} in namespace {ns:?} (pods carry the annotations argus.dev/actor and argus.dev/injected)",
            target.actor
        );
    };
    let uri = format!("/api/v1/namespaces/{ns}/pods/{pod}:{ADMIN_PORT}/proxy{path}");
    let req = http::Request::builder()
        .method(method)
        .uri(uri)
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(payload.into_bytes())?;
    match client.request_text(req).await {
        Ok(text) => Ok((
            200,
            serde_json::from_str(&text).context("the sidecar's answer is not JSON")?,
        )),
        Err(kube::Error::Api(e)) => {
            // The sidecar's own refusals come back through the proxy as the error body.
            Ok((
                e.code,
                serde_json::json!({"error": {"type": e.reason, "message": e.message}}),
            ))
        }
        Err(e) => Err(e.into()),
    }
}

/// The error message of a sidecar refusal, or the whole body.
pub fn refusal(status: u16, body: &Value) -> anyhow::Error {
    match body["error"]["message"].as_str() {
        Some(m) => anyhow::anyhow!(
            "{status}: {m} ({})",
            body["error"]["type"].as_str().unwrap_or("error")
        ),
        None => anyhow::anyhow!("{status}: {body}"),
    }
}
