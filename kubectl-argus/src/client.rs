//! Talking to the cluster: a kube client from the caller's kubeconfig (and context),
//! the namespace it defaults to.

use anyhow::Context as _;

/// A client and the namespace commands act in.
pub struct Cluster {
    /// The client.
    pub client: kube::Client,
    /// `--namespace`, else the kubeconfig context's, else `default`.
    pub namespace: String,
}

/// Connects with the caller's kubeconfig.
pub async fn connect(namespace: Option<&str>) -> anyhow::Result<Cluster> {
    let config = kube::Config::infer()
        .await
        .context("no Kubernetes configuration found (KUBECONFIG, ~/.kube/config or in-cluster)")?;
    let namespace = namespace
        .map(str::to_string)
        .unwrap_or_else(|| config.default_namespace.clone());
    let client = kube::Client::try_from(config).context("building the Kubernetes client")?;
    Ok(Cluster { client, namespace })
}
