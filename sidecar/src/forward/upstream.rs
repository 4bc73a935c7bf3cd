//! The pooled HTTPS client to providers: rustls with the webpki roots (plus an optional
//! CA bundle), HTTP/2 where the provider offers it through ALPN, TCP_NODELAY.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;

/// Body of an upstream request.
pub type UpstreamBody = BoxBody<Bytes, Box<dyn std::error::Error + Send + Sync>>;
/// The client.
pub type UpstreamClient = Client<HttpsConnector<HttpConnector>, UpstreamBody>;

/// Why the client could not be built.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The CA bundle could not be read or parsed.
    #[error("CA bundle {path}: {detail}")]
    CaBundle {
        /// File path.
        path: String,
        /// What failed.
        detail: String,
    },
    /// rustls refused the configuration.
    #[error("TLS setup: {0}")]
    Tls(#[from] rustls::Error),
}

/// Builds the upstream client.
pub fn build_client(
    ca_bundle: Option<&str>,
    connect_timeout: Duration,
) -> Result<UpstreamClient, ClientError> {
    let mut roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    if let Some(path) = ca_bundle {
        let pem = std::fs::read(path).map_err(|e| ClientError::CaBundle {
            path: path.into(),
            detail: e.to_string(),
        })?;
        let mut added = 0;
        for cert in rustls_pemfile::certs(&mut pem.as_slice()) {
            let cert = cert.map_err(|e| ClientError::CaBundle {
                path: path.into(),
                detail: e.to_string(),
            })?;
            roots.add(cert).map_err(|e| ClientError::CaBundle {
                path: path.into(),
                detail: e.to_string(),
            })?;
            added += 1;
        }
        if added == 0 {
            return Err(ClientError::CaBundle {
                path: path.into(),
                detail: "no PEM certificates found".into(),
            });
        }
    }
    let tls = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()?
    .with_root_certificates(roots)
    .with_no_client_auth();
    let mut http = HttpConnector::new();
    http.set_nodelay(true);
    http.enforce_http(false);
    http.set_connect_timeout(Some(connect_timeout));
    let https = hyper_rustls::HttpsConnectorBuilder::new()
        .with_tls_config(tls)
        .https_or_http()
        .enable_http1()
        .enable_http2()
        .wrap_connector(http);
    Ok(Client::builder(TokioExecutor::new())
        .pool_idle_timeout(Duration::from_secs(90))
        .build(https))
}
