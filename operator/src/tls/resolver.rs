//! A rustls certificate resolver whose certificate can be swapped while serving, so a
//! rotated Secret (or cert-manager's renewed files) takes effect without a restart.

use std::sync::{Arc, RwLock};

use rustls::crypto::ring::default_provider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;

use super::TlsError;

/// Loads a PEM certificate chain and key into a rustls `CertifiedKey`.
fn certified_key(cert_pem: &str, key_pem: &str) -> Result<CertifiedKey, TlsError> {
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(cert_pem.as_bytes())
        .collect::<Result<_, _>>()
        .map_err(|e| TlsError::Pem(e.to_string()))?;
    if chain.is_empty() {
        return Err(TlsError::Incomplete("tls.crt"));
    }
    let key = PrivateKeyDer::from_pem_slice(key_pem.as_bytes())
        .map_err(|e| TlsError::Pem(e.to_string()))?;
    Ok(CertifiedKey::from_der(chain, key, &default_provider())?)
}

/// Serves whatever certificate was set last.
#[derive(Debug, Default)]
pub struct ReloadingCertResolver {
    current: RwLock<Option<Arc<CertifiedKey>>>,
}

impl ReloadingCertResolver {
    /// Replaces the certificate.
    pub fn set(&self, cert_pem: &str, key_pem: &str) -> Result<(), TlsError> {
        let key = Arc::new(certified_key(cert_pem, key_pem)?);
        let mut slot = self.current.write().unwrap_or_else(|p| p.into_inner());
        *slot = Some(key);
        Ok(())
    }

    /// Whether a certificate is loaded (readiness).
    pub fn is_loaded(&self) -> bool {
        self.current.read().map(|c| c.is_some()).unwrap_or(false)
    }
}

impl ResolvesServerCert for ReloadingCertResolver {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        self.current.read().ok().and_then(|c| c.clone())
    }
}

/// A server config for one fixed certificate (the unit tests).
#[cfg(test)]
pub fn server_config(cert_pem: &str, key_pem: &str) -> Result<rustls::ServerConfig, TlsError> {
    let resolver = ReloadingCertResolver::default();
    resolver.set(cert_pem, key_pem)?;
    reloading_server_config(Arc::new(resolver))
}

/// A server config that asks `resolver` for the certificate on every handshake.
pub fn reloading_server_config(
    resolver: Arc<ReloadingCertResolver>,
) -> Result<rustls::ServerConfig, TlsError> {
    // Explicit provider: the dependency graph may enable more than one.
    let mut config = rustls::ServerConfig::builder_with_provider(Arc::new(default_provider()))
        .with_safe_default_protocol_versions()?
        .with_no_client_auth()
        .with_cert_resolver(resolver);
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(config)
}
