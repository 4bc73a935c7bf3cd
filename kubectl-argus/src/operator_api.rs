//! Reaching the operator's API with the caller's own credentials: through the API
//! server's service proxy with the kubeconfig (the default), or directly at
//! `--operator-url`. The caller's bearer token also travels in `x-argus-authorization`,
//! because the service proxy does not pass `Authorization` on.

use anyhow::Context as _;
use bytes::Bytes;
use http_body_util::{BodyExt, Empty};

/// How to reach the operator.
#[derive(clap::Args, Clone, Debug)]
pub struct OperatorArgs {
    /// The operator's HTTPS base URL (an operator outside the cluster), e.g. https://10.0.0.5:8443; default: the API server's service proxy.
    #[arg(long, env = "ARGUS_OPERATOR_URL", global = true)]
    pub operator_url: Option<String>,
    /// PEM file of the CA that signed the operator's certificate (with --operator-url).
    #[arg(long, env = "ARGUS_OPERATOR_CA", global = true)]
    pub operator_ca: Option<std::path::PathBuf>,
    /// Namespace of the operator's Service.
    #[arg(
        long,
        env = "ARGUS_OPERATOR_NAMESPACE",
        default_value = "argus-system",
        global = true
    )]
    pub operator_namespace: String,
    /// Name of the operator's Service.
    #[arg(
        long,
        env = "ARGUS_OPERATOR_SERVICE",
        default_value = "argus-operator",
        global = true
    )]
    pub operator_service: String,
    /// Bearer token to present to the Argus API (default: the kubeconfig login's token, token file, OIDC id token or exec plugin token); needed with client-certificate logins.
    #[arg(long, env = "ARGUS_TOKEN", global = true, hide_env_values = true)]
    pub token: Option<String>,
}

/// The token to present: `--token`/`ARGUS_TOKEN`, else the kubeconfig login's (see
/// [`crate::token`]).
pub async fn token(args: &OperatorArgs) -> anyhow::Result<String> {
    if let Some(t) = args.token.as_deref().filter(|t| !t.trim().is_empty()) {
        return Ok(t.trim().to_string());
    }
    let config = kube::Config::infer().await.context(
        "no Kubernetes configuration found (KUBECONFIG, ~/.kube/config or in-cluster); or pass --token",
    )?;
    let auth = config.auth_info.clone();
    Ok(tokio::task::spawn_blocking(move || crate::token::resolve(None, &auth)).await??)
}

/// The service-proxy path of the operator's `path_and_query`.
pub fn proxy_path(args: &OperatorArgs, path_and_query: &str) -> String {
    format!(
        "/api/v1/namespaces/{}/services/https:{}:443/proxy{}",
        args.operator_namespace, args.operator_service, path_and_query
    )
}

/// Largest answer read whole (an error or a query); a streamed export is not bounded.
const MAX_ANSWER: usize = 64 * 1024 * 1024;

/// Where an answer's body goes: read whole, or, when the answer is 200, written to `out`
/// chunk by chunk as it arrives (an export of any length in constant memory).
pub type Sink<'a> = Option<&'a mut (dyn std::io::Write + Send)>;

/// GET `path_and_query` (starting `/api/v1/…`) of the operator's API: status and body,
/// with a 200 answer's body written to `out` as it arrives (the body returned is
/// then empty); any other answer is returned whole.
pub async fn get_to(
    args: &OperatorArgs,
    path_and_query: &str,
    out: Sink<'_>,
) -> anyhow::Result<(u16, Bytes)> {
    let token = token(args).await?;
    match &args.operator_url {
        Some(base) => {
            direct(
                base,
                args.operator_ca.as_deref(),
                &token,
                path_and_query,
                out,
            )
            .await
        }
        None => proxied(args, &token, path_and_query, out).await,
    }
}

/// Reads `body`: into `out` frame by frame for a 200 with a sink, else whole (bounded).
async fn read_body<B>(status: u16, body: B, out: Sink<'_>) -> anyhow::Result<Bytes>
where
    B: hyper::body::Body<Data = Bytes>,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    match out {
        Some(out) if status == 200 => {
            let mut body = std::pin::pin!(body);
            while let Some(frame) = body.frame().await {
                let frame = frame
                    .map_err(|e| anyhow::anyhow!("the answer broke off mid-way: {}", e.into()))?;
                if let Ok(data) = frame.into_data() {
                    out.write_all(&data)?;
                    out.flush()?;
                }
            }
            Ok(Bytes::new())
        }
        _ => Ok(http_body_util::Limited::new(body, MAX_ANSWER)
            .collect()
            .await
            .map_err(|e| anyhow::anyhow!("cannot read the answer: {e}"))?
            .to_bytes()),
    }
}

/// Attempts at reaching the operator when the connection itself fails (refused, reset,
/// closed before an answer): a restarting operator or API server is worth a moment.
/// An answer — a 503 with its reason included — is final and reported at once.
const CONNECT_ATTEMPTS: u32 = 3;
/// The wait before the second attempt (doubled before the third).
const CONNECT_BACKOFF: std::time::Duration = std::time::Duration::from_millis(250);

/// Whether `e` is a connection that failed before any answer (refused, reset, aborted,
/// or closed before the answer began): nothing was read, so a GET may go again.
pub fn worth_retrying(e: &anyhow::Error) -> bool {
    use std::io::ErrorKind;
    e.chain().any(|cause| {
        cause.downcast_ref::<std::io::Error>().is_some_and(|io| {
            matches!(
                io.kind(),
                ErrorKind::ConnectionRefused
                    | ErrorKind::ConnectionReset
                    | ErrorKind::ConnectionAborted
                    | ErrorKind::BrokenPipe
            )
        }) || cause
            .downcast_ref::<hyper::Error>()
            .is_some_and(hyper::Error::is_incomplete_message)
    })
}

/// Runs `send` (up to the answer's head, never its body) until it answers or fails with
/// an error not [`worth_retrying`], at most [`CONNECT_ATTEMPTS`] times.
async fn sending<T, F, Fut>(mut send: F) -> anyhow::Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<T>>,
{
    let mut backoff = CONNECT_BACKOFF;
    let mut attempt = 1;
    loop {
        match send().await {
            Err(e) if attempt < CONNECT_ATTEMPTS && worth_retrying(&e) => {
                tokio::time::sleep(backoff).await;
                backoff *= 2;
                attempt += 1;
            }
            answer => return answer,
        }
    }
}

async fn proxied(
    args: &OperatorArgs,
    token: &str,
    path_and_query: &str,
    out: Sink<'_>,
) -> anyhow::Result<(u16, Bytes)> {
    let client = crate::client::kube_client()
        .await
        .context("cannot load the kubeconfig (or pass --operator-url)")?;
    let uri = proxy_path(args, path_and_query);
    let resp = sending(|| async {
        let req = http::Request::get(&uri)
            .header("x-argus-authorization", format!("Bearer {token}"))
            .body(Vec::new())?;
        client
            .send(req.map(kube::client::Body::from))
            .await
            .map_err(anyhow::Error::from)
    })
    .await
    .with_context(|| format!("GET {uri} through the API server"))?;
    let status = resp.status().as_u16();
    let body = read_body(status, resp.into_body(), out).await?;
    Ok((status, body))
}

/// An HTTPS client trusting `ca` (else the web's roots), for `--operator-url`.
pub fn https_client<B>(
    ca: Option<&std::path::Path>,
) -> anyhow::Result<
    hyper_util::client::legacy::Client<
        hyper_rustls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>,
        B,
    >,
>
where
    B: hyper::body::Body + Send,
    B::Data: Send,
{
    let mut roots = rustls::RootCertStore::empty();
    match ca {
        Some(path) => {
            let pem =
                std::fs::read(path).with_context(|| format!("--operator-ca {}", path.display()))?;
            for cert in rustls_pemfile::certs(&mut pem.as_slice()) {
                roots.add(
                    cert.with_context(|| format!("--operator-ca {}: not PEM", path.display()))?,
                )?;
            }
        }
        None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
    }
    let tls = rustls::ClientConfig::builder_with_provider(std::sync::Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()?
    .with_root_certificates(roots)
    .with_no_client_auth();
    let https = hyper_rustls::HttpsConnectorBuilder::new()
        .with_tls_config(tls)
        .https_or_http()
        .enable_http1()
        .build();
    Ok(
        hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new())
            .build(https),
    )
}

async fn direct(
    base: &str,
    ca: Option<&std::path::Path>,
    token: &str,
    path_and_query: &str,
    out: Sink<'_>,
) -> anyhow::Result<(u16, Bytes)> {
    let client = https_client::<Empty<Bytes>>(ca)?;
    let uri = format!("{}{}", base.trim_end_matches('/'), path_and_query);
    let resp = sending(|| async {
        let req = http::Request::get(&uri)
            .header(http::header::AUTHORIZATION, format!("Bearer {token}"))
            .body(Empty::new())?;
        client.request(req).await.map_err(anyhow::Error::from)
    })
    .await
    .with_context(|| format!("GET {uri}"))?;
    let status = resp.status().as_u16();
    let body = read_body(status, resp.into_body(), out).await?;
    Ok((status, body))
}
