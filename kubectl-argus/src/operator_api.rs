//! Reaching the operator's API with the caller's own credentials: through the API
//! server's service proxy with the kubeconfig (the default), or directly at
//! `--operator-url`. The caller's bearer token also travels in `x-argus-authorization`,
//! because the service proxy does not pass `Authorization` on.

use anyhow::{Context as _, bail};
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
    /// Bearer token to present (default: the kubeconfig's token).
    #[arg(long, env = "ARGUS_TOKEN", global = true, hide_env_values = true)]
    pub token: Option<String>,
}

/// The kubeconfig's bearer token, when it has one (a token or a token file).
async fn kubeconfig_token() -> Option<String> {
    use secrecy::ExposeSecret as _;
    let config = kube::Config::infer().await.ok()?;
    if let Some(t) = &config.auth_info.token {
        return Some(t.expose_secret().to_string());
    }
    config
        .auth_info
        .token_file
        .and_then(|f| std::fs::read_to_string(f).ok())
        .map(|t| t.trim().to_string())
}

/// The token to present: `--token`, else the kubeconfig's.
pub async fn token(args: &OperatorArgs) -> Option<String> {
    match &args.token {
        Some(t) => Some(t.clone()),
        None => kubeconfig_token().await,
    }
}

/// Why there is no token to present through the service proxy.
pub const NO_TOKEN: &str = "the kubeconfig's user has no bearer token to present to the Argus API (client certificates and exec credentials do not travel through the service proxy): pass --token";

/// The service-proxy path of the operator's `path_and_query`.
pub fn proxy_path(args: &OperatorArgs, path_and_query: &str) -> String {
    format!(
        "/api/v1/namespaces/{}/services/https:{}:443/proxy{}",
        args.operator_namespace, args.operator_service, path_and_query
    )
}

/// GET `path_and_query` (starting `/api/v1/…`) of the operator's API: status and body.
pub async fn get(args: &OperatorArgs, path_and_query: &str) -> anyhow::Result<(u16, Bytes)> {
    let token = token(args).await;
    match &args.operator_url {
        Some(base) => {
            direct(
                base,
                args.operator_ca.as_deref(),
                token.as_deref(),
                path_and_query,
            )
            .await
        }
        None => proxied(args, token.as_deref(), path_and_query).await,
    }
}

async fn proxied(
    args: &OperatorArgs,
    token: Option<&str>,
    path_and_query: &str,
) -> anyhow::Result<(u16, Bytes)> {
    let client = kube::Client::try_default()
        .await
        .context("cannot load the kubeconfig (or pass --operator-url)")?;
    let Some(token) = token else {
        bail!(NO_TOKEN);
    };
    let uri = proxy_path(args, path_and_query);
    let req = http::Request::get(uri)
        .header("x-argus-authorization", format!("Bearer {token}"))
        .body(Vec::new())?;
    let resp = client.send(req.map(kube::client::Body::from)).await?;
    let status = resp.status().as_u16();
    let body = resp.into_body().collect().await?.to_bytes();
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
    token: Option<&str>,
    path_and_query: &str,
) -> anyhow::Result<(u16, Bytes)> {
    let client = https_client::<Empty<Bytes>>(ca)?;
    let uri = format!("{}{}", base.trim_end_matches('/'), path_and_query);
    let mut req = http::Request::get(&uri);
    if let Some(t) = token {
        req = req.header(http::header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let resp = client
        .request(req.body(Empty::new())?)
        .await
        .with_context(|| format!("GET {uri}"))?;
    let status = resp.status().as_u16();
    let body = resp.into_body().collect().await?.to_bytes();
    Ok((status, body))
}
