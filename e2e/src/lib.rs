//! End-to-end harness: connect to the cluster in `KUBECONFIG` (or skip loudly), give
//! each test its own temporary namespace, dump that namespace when the test fails, and
//! run the operator — the one installed by the chart, or the local binary.
//! Tests live in `tests/`. Without a cluster (no `KUBECONFIG`, or its API server does not
//! answer) each prints a `SKIPPED: no cluster` banner and returns without asserting;
//! `make e2e` says so in its last line. `ARGUS_E2E_REQUIRE_CLUSTER=1` (set by
//! `make e2e-lab`) turns a missing cluster into a failure.

use std::future::Future;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context as _, bail};
use k8s_openapi::api::admissionregistration::v1::MutatingWebhookConfiguration;
use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::{ConfigMap, Event, Namespace, Pod};
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, DeleteParams, ListParams, Patch, PatchParams, PostParams};
use kube::{Client, Resource, ResourceExt};
use serde::de::DeserializeOwned;

/// Field manager of everything the tests apply.
pub const MANAGER: &str = "argus-e2e";

/// The workspace root.
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Prints a banner nobody can miss. A skipped e2e test is not a pass.
pub fn skipped(test: &str, why: &str) {
    let line = "=".repeat(78);
    // Straight to the process's stderr: `cargo test` captures `eprintln!`, and a skip
    // inside `make test` must show.
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "\n{line}\n  SKIPPED e2e test `{test}`\n  {why}\n{line}\n"
    );
    // One line a wrapper can count (make e2e prints how many were skipped).
    println!("ARGUS-E2E-SKIPPED {test}");
}

/// The cluster to test against, or `None` (after the SKIPPED banner) when there is
/// none. With `ARGUS_E2E_REQUIRE_CLUSTER=1` a missing cluster is a failure instead.
pub async fn cluster(test: &str) -> Option<Client> {
    let require = std::env::var("ARGUS_E2E_REQUIRE_CLUSTER").is_ok_and(|v| v == "1");
    let why = match std::env::var_os("KUBECONFIG") {
        None => "KUBECONFIG is not set (point it at a kind or k3d cluster to run the e2e tests)"
            .to_string(),
        Some(_) => match try_connect().await {
            Ok(c) => return Some(c),
            Err(e) => format!("the cluster in KUBECONFIG does not answer: {e:#}"),
        },
    };
    assert!(!require, "ARGUS_E2E_REQUIRE_CLUSTER=1 but {why}");
    skipped(test, &format!("SKIPPED: no cluster: {why}"));
    None
}

async fn try_connect() -> anyhow::Result<Client> {
    let client = Client::try_default().await?;
    tokio::time::timeout(Duration::from_secs(10), client.apiserver_version())
        .await
        .context("timed out")??;
    Ok(client)
}

/// A namespace that lives as long as one test.
pub struct TestNamespace {
    /// The client.
    pub client: Client,
    /// Its name.
    pub name: String,
}

impl TestNamespace {
    /// An `Api` for `K` in this namespace.
    pub fn api<K>(&self) -> Api<K>
    where
        K: Resource<Scope = k8s_openapi::NamespaceResourceScope, DynamicType = ()>,
    {
        Api::namespaced(self.client.clone(), &self.name)
    }

    /// Prints pods, deployments, configmaps and events of the namespace.
    pub async fn dump(&self) {
        eprintln!("----- dump of namespace {} -----", self.name);
        dump_kind::<Pod>(self).await;
        dump_kind::<Deployment>(self).await;
        dump_kind::<ConfigMap>(self).await;
        let events: Api<Event> = self.api();
        if let Ok(list) = events.list(&ListParams::default()).await {
            for e in list.items {
                eprintln!(
                    "event {} {}/{}: {} {}",
                    e.type_.unwrap_or_default(),
                    e.involved_object.kind.unwrap_or_default(),
                    e.involved_object.name.unwrap_or_default(),
                    e.reason.unwrap_or_default(),
                    e.message.unwrap_or_default()
                );
            }
        }
        eprintln!("----- end of dump -----");
    }
}

async fn dump_kind<K>(ns: &TestNamespace)
where
    K: Resource<Scope = k8s_openapi::NamespaceResourceScope, DynamicType = ()>
        + Clone
        + DeserializeOwned
        + serde::Serialize
        + std::fmt::Debug,
{
    match ns.api::<K>().list(&ListParams::default()).await {
        Ok(list) => {
            for mut item in list.items {
                item.meta_mut().managed_fields = None;
                let yaml = serde_saphyr::to_string(&item).unwrap_or_default();
                eprintln!("--- {} {}\n{yaml}", K::kind(&()), item.name_any());
            }
        }
        Err(e) => eprintln!("cannot list {}: {e}", K::kind(&())),
    }
}

/// Runs `test` in a fresh namespace (labelled `labels`), dumps the namespace if the
/// test fails, and deletes it afterwards unless `ARGUS_E2E_KEEP=1`.
pub async fn in_namespace<F, Fut>(
    client: &Client,
    labels: &[(&str, &str)],
    test: F,
) -> anyhow::Result<()>
where
    F: FnOnce(TestNamespace) -> Fut,
    Fut: Future<Output = anyhow::Result<()>>,
{
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_millis();
    let name = format!("argus-e2e-{}", stamp % 100_000_000);
    let namespaces: Api<Namespace> = Api::all(client.clone());
    let mut ns: Namespace = serde_json::from_value(serde_json::json!({
        "metadata": {"name": name, "labels": {"app.kubernetes.io/part-of": "argus-e2e"}}
    }))?;
    for (k, v) in labels {
        ns.labels_mut().insert((*k).to_string(), (*v).to_string());
    }
    namespaces.create(&PostParams::default(), &ns).await?;
    let handle = TestNamespace {
        client: client.clone(),
        name: name.clone(),
    };
    let dumper = TestNamespace {
        client: client.clone(),
        name: name.clone(),
    };
    let result = test(handle).await;
    if result.is_err() {
        dumper.dump().await;
    }
    if std::env::var("ARGUS_E2E_KEEP").is_ok_and(|v| v == "1") {
        eprintln!("keeping namespace {name} (ARGUS_E2E_KEEP=1)");
    } else {
        let _ = namespaces.delete(&name, &DeleteParams::default()).await;
    }
    result
}

/// Applies the generated CRDs and waits until they are established.
pub async fn install_crds(client: &Client) -> anyhow::Result<()> {
    let api: Api<CustomResourceDefinition> = Api::all(client.clone());
    let dir = workspace().join("charts/argus/crds");
    for entry in std::fs::read_dir(&dir).with_context(|| format!("{}", dir.display()))? {
        let text = std::fs::read_to_string(entry?.path())?;
        let crd: CustomResourceDefinition = serde_saphyr::from_str(&text)?;
        let name = crd.name_any();
        api.patch(
            &name,
            &PatchParams::apply(MANAGER).force(),
            &Patch::Apply(&crd),
        )
        .await?;
        wait_until(Duration::from_secs(60), || async {
            let crd = api.get(&name).await?;
            Ok(crd
                .status
                .and_then(|s| s.conditions)
                .unwrap_or_default()
                .iter()
                .any(|c| c.type_ == "Established" && c.status == "True"))
        })
        .await
        .with_context(|| format!("CRD {name} not established"))?;
    }
    Ok(())
}

/// Polls `check` every second until it returns true or `timeout` passes.
pub async fn wait_until<F, Fut>(timeout: Duration, mut check: F) -> anyhow::Result<()>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = anyhow::Result<bool>>,
{
    let deadline = tokio::time::Instant::now() + timeout;
    let mut last_error = None;
    loop {
        match check().await {
            Ok(true) => return Ok(()),
            Ok(false) => {}
            Err(e) => last_error = Some(e),
        }
        if tokio::time::Instant::now() > deadline {
            match last_error {
                Some(e) => bail!("timed out after {timeout:?}; last error: {e:#}"),
                None => bail!("timed out after {timeout:?}"),
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// Whether the chart's webhook is installed (pods can only be injected then).
pub async fn webhook_installed(client: &Client) -> bool {
    let api: Api<MutatingWebhookConfiguration> = Api::all(client.clone());
    matches!(api.get_opt("argus-operator").await, Ok(Some(_)))
}

/// The operator for a test: the chart's, when installed, or the local binary run
/// out of cluster (controllers only; the webhook then cannot be reached by the API server).
pub enum Operator {
    /// Installed in the cluster by the chart.
    InCluster,
    /// `argus-operator run` started by the test; killed on drop.
    Local(Child),
}

impl Drop for Operator {
    fn drop(&mut self) {
        if let Operator::Local(child) = self {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Starts the local operator unless the chart's is running.
pub async fn operator(client: &Client, namespace: &str) -> anyhow::Result<Operator> {
    let deployments: Api<Deployment> = Api::namespaced(client.clone(), "argus-system");
    if let Ok(Some(d)) = deployments.get_opt("argus-operator").await
        && d.status.and_then(|s| s.available_replicas).unwrap_or(0) > 0
    {
        return Ok(Operator::InCluster);
    }
    let bin = operator_binary()?;
    let child = Command::new(bin)
        .args([
            "run",
            "--namespace",
            namespace,
            "--leader-election=false",
            "--webhook-addr",
            "127.0.0.1:0",
            "--http-addr",
            "127.0.0.1:0",
            "--log-format",
            "text",
        ])
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn()?;
    Ok(Operator::Local(child))
}

/// Variable naming the URL at which the API server reaches this machine's webhook, e.g.
/// `https://192.168.1.10:9443/mutate-pods`. Set, the injection tests run the local
/// operator in URL mode instead of needing the chart's operator in the cluster.
pub const WEBHOOK_URL_ENV: &str = "ARGUS_E2E_WEBHOOK_URL";

/// Where the local operator serves the webhook that `url` names: every interface on the
/// URL's port (the API server calls from outside the machine).
pub fn webhook_listen_addr(url: &str) -> anyhow::Result<String> {
    let rest = url.strip_prefix("https://").with_context(|| {
        format!("{WEBHOOK_URL_ENV}={url:?}: the API server calls webhooks over https://")
    })?;
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    if path != "mutate-pods" {
        bail!("{WEBHOOK_URL_ENV}={url:?}: the path must be /mutate-pods");
    }
    let port = match authority.rsplit_once(':') {
        Some((_, port)) if !authority.ends_with(']') => port
            .parse::<u16>()
            .with_context(|| format!("{WEBHOOK_URL_ENV}={url:?}: {port:?} is not a port"))?,
        _ => 443,
    };
    Ok(format!("0.0.0.0:{port}"))
}

/// The local webhook registered for one test namespace: a MutatingWebhookConfiguration
/// in URL mode (the operator fills in its caBundle) and the operator's
/// own namespace (its pods are never injected, so it cannot be the test namespace).
pub struct LocalWebhook {
    client: Client,
    /// Name of the MutatingWebhookConfiguration.
    pub configuration: String,
    /// Namespace the local operator runs "in" (Lease, TLS Secret).
    pub operator_namespace: String,
}

impl LocalWebhook {
    /// Registers `url` for pods of `namespace`.
    pub async fn register(client: &Client, namespace: &str, url: &str) -> anyhow::Result<Self> {
        let configuration = format!("{namespace}-webhook");
        let operator_namespace = format!("{namespace}-operator");
        let namespaces: Api<Namespace> = Api::all(client.clone());
        let ns: Namespace = serde_json::from_value(serde_json::json!({
            "metadata": {"name": operator_namespace}
        }))?;
        namespaces.create(&PostParams::default(), &ns).await?;
        let mwc: MutatingWebhookConfiguration = serde_json::from_value(serde_json::json!({
            "metadata": {"name": configuration},
            "webhooks": [{
                "name": "pods.argus.dev",
                "clientConfig": {"url": url},
                "rules": [{"apiGroups": [""], "apiVersions": ["v1"],
                           "operations": ["CREATE"], "resources": ["pods"]}],
                "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": namespace}},
                "failurePolicy": "Ignore",
                "sideEffects": "None",
                "admissionReviewVersions": ["v1"],
                "timeoutSeconds": 5
            }]
        }))?;
        let api: Api<MutatingWebhookConfiguration> = Api::all(client.clone());
        if let Err(e) = api.create(&PostParams::default(), &mwc).await {
            let _ = namespaces
                .delete(&operator_namespace, &DeleteParams::default())
                .await;
            return Err(e.into());
        }
        Ok(Self {
            client: client.clone(),
            configuration,
            operator_namespace,
        })
    }
}

impl LocalWebhook {
    /// Deletes the registration and the operator's namespace (best effort: a leftover
    /// is named after its test namespace).
    pub async fn remove(self) {
        let api: Api<MutatingWebhookConfiguration> = Api::all(self.client.clone());
        if let Err(e) = api
            .delete(&self.configuration, &DeleteParams::default())
            .await
        {
            eprintln!(
                "could not delete MutatingWebhookConfiguration {}: {e}",
                self.configuration
            );
        }
        let namespaces: Api<Namespace> = Api::all(self.client.clone());
        if let Err(e) = namespaces
            .delete(&self.operator_namespace, &DeleteParams::default())
            .await
        {
            eprintln!(
                "could not delete namespace {}: {e}",
                self.operator_namespace
            );
        }
    }
}

/// Starts the local operator in URL mode for `webhook`: it serves `url` on this machine
/// and keeps the registration's caBundle current.
pub async fn local_operator_with_webhook(
    webhook: &LocalWebhook,
    url: &str,
) -> anyhow::Result<Operator> {
    let bin = operator_binary()?;
    let addr = webhook_listen_addr(url)?;
    let child = Command::new(bin)
        .args([
            "run",
            "--namespace",
            &webhook.operator_namespace,
            "--leader-election=false",
            "--webhook-url",
            url,
            "--webhook-configuration",
            &webhook.configuration,
            "--webhook-addr",
            &addr,
            "--http-addr",
            "127.0.0.1:0",
            "--log-format",
            "text",
        ])
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn()?;
    Ok(Operator::Local(child))
}

fn operator_binary() -> anyhow::Result<PathBuf> {
    let bin = std::env::var_os("ARGUS_OPERATOR_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target/debug/argus-operator"));
    if !bin.exists() {
        bail!(
            "{} not found: run `cargo build -p argus-operator` (make e2e does)",
            bin.display()
        );
    }
    Ok(bin)
}

// ---------------------------------------------------------------------------------------
// Helpers of the tests against an installed chart (tests/lab.rs): kubectl, port-forward,
// plain HTTP/1.0 (no client crate: the sidecar and the mock answer 1.0 without chunking),
// the project's mock LLM.

/// The kubectl to run (`ARGUS_KUBECTL`, else `kubectl` on PATH).
pub fn kubectl() -> Command {
    let bin = std::env::var_os("ARGUS_KUBECTL").unwrap_or_else(|| "kubectl".into());
    let mut c = Command::new(bin);
    c.stdin(Stdio::null());
    c
}

/// Runs kubectl with `args`; its stdout, or an error with its stderr.
pub fn kubectl_out(args: &[&str]) -> anyhow::Result<String> {
    let out = kubectl()
        .args(args)
        .output()
        .context("cannot run kubectl (set ARGUS_KUBECTL or put it on PATH)")?;
    if !out.status.success() {
        bail!(
            "kubectl {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A workspace binary (`target/debug/NAME`, or `$CARGO_TARGET_DIR/debug/NAME`).
pub fn workspace_binary(name: &str) -> anyhow::Result<PathBuf> {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target"));
    let bin = target.join("debug").join(name);
    if !bin.exists() {
        bail!(
            "{} not found: run `cargo build --bins` (make e2e does)",
            bin.display()
        );
    }
    Ok(bin)
}

/// A child process killed when dropped (port-forward, mock LLM).
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A free port on 127.0.0.1.
pub fn free_port() -> anyhow::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

/// `kubectl port-forward -n NS pod/POD LOCAL:REMOTE`, ready once a TCP connect succeeds.
pub async fn port_forward(ns: &str, pod: &str, remote: u16) -> anyhow::Result<(Killed, u16)> {
    let local = free_port()?;
    let child = kubectl()
        .args([
            "port-forward",
            "-n",
            ns,
            &format!("pod/{pod}"),
            &format!("{local}:{remote}"),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .context("cannot run kubectl port-forward")?;
    let guard = Killed(child);
    wait_until(Duration::from_secs(20), || async move {
        Ok(tokio::net::TcpStream::connect(("127.0.0.1", local))
            .await
            .is_ok())
    })
    .await
    .context("port-forward did not open")?;
    Ok((guard, local))
}

/// One HTTP/1.0 request to `addr`; the status and the body.
pub async fn http(
    addr: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&serde_json::Value>,
) -> anyhow::Result<(u16, Vec<u8>)> {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let payload = body
        .map(serde_json::to_vec)
        .transpose()?
        .unwrap_or_default();
    let mut req = format!("{method} {path} HTTP/1.0\r\nHost: {addr}\r\n");
    if body.is_some() {
        req.push_str("Content-Type: application/json\r\n");
    }
    req.push_str(&format!("Content-Length: {}\r\n", payload.len()));
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    let exchange = async {
        let mut s = tokio::net::TcpStream::connect(addr).await?;
        s.write_all(req.as_bytes()).await?;
        s.write_all(&payload).await?;
        let mut out = Vec::new();
        s.read_to_end(&mut out).await?;
        anyhow::Ok(out)
    };
    let out = tokio::time::timeout(Duration::from_secs(30), exchange)
        .await
        .context("HTTP request timed out")??;
    let split = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .context("no HTTP header in the answer")?;
    let head = String::from_utf8_lossy(&out[..split]);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .context("no HTTP status")?;
    Ok((status, out[split + 4..].to_vec()))
}

/// The project's mock LLM (`argus-mock-llm`) on `listen`, with `script`.
pub async fn mock_llm(listen: &str, script: &std::path::Path) -> anyhow::Result<Killed> {
    let child = Command::new(workspace_binary("argus-mock-llm")?)
        .args(["--listen", listen, "--script"])
        .arg(script)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()?;
    let guard = Killed(child);
    let addr = listen.to_string();
    wait_until(Duration::from_secs(10), || {
        let addr = addr.clone();
        async move { Ok(tokio::net::TcpStream::connect(&addr).await.is_ok()) }
    })
    .await
    .with_context(|| format!("the mock LLM did not listen on {listen}"))?;
    Ok(guard)
}

/// The documents of the example files `files` (`manifests/examples/…`), in order.
pub fn example_docs(files: &[&str]) -> Vec<serde_json::Value> {
    let mut docs = Vec::new();
    for f in files {
        let path = workspace().join("manifests/examples").join(f);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for doc in text.split("\n---") {
            if doc.lines().any(|l| l.starts_with("kind:")) {
                docs.push(
                    serde_saphyr::from_str::<serde_json::Value>(doc)
                        .unwrap_or_else(|e| panic!("{}: {e}", path.display())),
                );
            }
        }
    }
    docs
}

/// Waits (120 s at most) until `name` reports `Ready=True` for its current generation.
pub async fn wait_ready<K>(ns: &TestNamespace, name: &str) -> anyhow::Result<()>
where
    K: Resource<Scope = k8s_openapi::NamespaceResourceScope, DynamicType = ()>
        + Clone
        + DeserializeOwned
        + serde::Serialize
        + std::fmt::Debug,
{
    let api = ns.api::<K>();
    wait_until(Duration::from_secs(120), || async {
        let obj = serde_json::to_value(api.get(name).await?)?;
        let ready = obj["status"]["conditions"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|c| c["type"] == "Ready" && c["status"] == "True");
        let current = obj["status"]["observedGeneration"] == obj["metadata"]["generation"];
        Ok(ready && current)
    })
    .await
    .with_context(|| format!("{} {name} did not become Ready", K::kind(&())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_webhook_url_names_the_port_to_serve() {
        assert_eq!(
            webhook_listen_addr("https://192.168.1.10:9443/mutate-pods").unwrap(),
            "0.0.0.0:9443"
        );
        assert_eq!(
            webhook_listen_addr("https://dev.example/mutate-pods").unwrap(),
            "0.0.0.0:443"
        );
        let err = webhook_listen_addr("http://10.0.0.1:8443/mutate-pods").unwrap_err();
        assert!(err.to_string().contains("https://"), "{err}");
        let err = webhook_listen_addr("https://10.0.0.1:8443/").unwrap_err();
        assert!(err.to_string().contains("/mutate-pods"), "{err}");
        let err = webhook_listen_addr("https://10.0.0.1:x/mutate-pods").unwrap_err();
        assert!(err.to_string().contains("not a port"), "{err}");
    }
}
