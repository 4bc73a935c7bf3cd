//! `WebhookCertificates`: a CA and the serving certificate it signed, with the dates the
//! rotation rules need. Dates and names are kept next to the PEMs (as Secret
//! annotations) so that deciding about rotation needs no X.509 parsing.

use k8s_openapi::jiff::{SignedDuration, Timestamp, tz::TimeZone};
use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose,
};

const CA_COMMON_NAME: &str = "argus-webhook-ca";
/// The CA lives ten years, the serving certificate one; both are renewed a month early.
const CA_DAYS: i64 = 3650;
const SERVING_DAYS: i64 = 365;
const RENEW_BEFORE_DAYS: i64 = 30;

fn days(n: i64) -> SignedDuration {
    SignedDuration::from_hours(24 * n)
}

/// Why certificates could not be issued or read.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// rcgen failed.
    #[error("certificate generation: {0}")]
    Generate(#[from] rcgen::Error),
    /// The Secret lacks a field.
    #[error("TLS Secret lacks {0}")]
    Incomplete(&'static str),
    /// A PEM could not be loaded into rustls.
    #[error("invalid PEM: {0}")]
    Pem(String),
    /// rustls refused the key or certificate.
    #[error("rustls: {0}")]
    Rustls(#[from] rustls::Error),
}

/// What has to be renewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rotation {
    /// Everything is valid for longer than the renewal margin.
    None,
    /// A new serving certificate from the same CA.
    Serving,
    /// A new CA and serving certificate (the old CA stays in the bundle meanwhile).
    All,
}

/// The CA, the serving certificate and what is needed to rotate them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebhookCertificates {
    /// CA certificate (PEM).
    pub ca_cert: String,
    /// CA key (PEM).
    pub ca_key: String,
    /// Serving certificate (PEM).
    pub cert: String,
    /// Serving key (PEM).
    pub key: String,
    /// The previous CA, trusted until the serving certificate it signed is gone.
    pub previous_ca_cert: Option<String>,
    /// Expiry of the CA.
    pub ca_not_after: Timestamp,
    /// Expiry of the serving certificate.
    pub not_after: Timestamp,
    /// DNS names (or IPs) of the serving certificate.
    pub names: Vec<String>,
}

/// Sets the validity of `params` to whole UTC days from yesterday until `until`.
fn set_validity(params: &mut CertificateParams, now: Timestamp, until: Timestamp) {
    let ymd = |ts: Timestamp| {
        let d = ts.to_zoned(TimeZone::UTC).date();
        (
            i32::from(d.year()),
            d.month().unsigned_abs(),
            d.day().unsigned_abs(),
        )
    };
    let (y, m, d) = ymd(now - days(1));
    params.not_before = rcgen::date_time_ymd(y, m, d);
    let (y, m, d) = ymd(until);
    params.not_after = rcgen::date_time_ymd(y, m, d);
}

/// The CA's parameters. They are the same every time, so the CA can sign again after a
/// restart from its stored key alone.
fn ca_params() -> CertificateParams {
    let mut params = CertificateParams::default();
    let mut dn = DistinguishedName::new();
    dn.push(DnType::CommonName, CA_COMMON_NAME);
    dn.push(DnType::OrganizationName, "Argus");
    params.distinguished_name = dn;
    params.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    params.key_usages = vec![
        KeyUsagePurpose::KeyCertSign,
        KeyUsagePurpose::CrlSign,
        KeyUsagePurpose::DigitalSignature,
    ];
    params
}

fn serving(
    names: &[String],
    ca_key: &KeyPair,
    now: Timestamp,
) -> Result<(String, String, Timestamp), TlsError> {
    let mut params = CertificateParams::new(names.to_vec())?;
    let mut dn = DistinguishedName::new();
    dn.push(
        DnType::CommonName,
        names.first().map_or("argus-operator", String::as_str),
    );
    params.distinguished_name = dn;
    params.key_usages = vec![
        KeyUsagePurpose::DigitalSignature,
        KeyUsagePurpose::KeyEncipherment,
    ];
    params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
    params.use_authority_key_identifier_extension = true;
    let not_after = now + days(SERVING_DAYS);
    set_validity(&mut params, now, not_after);
    let key = KeyPair::generate()?;
    let issuer = Issuer::new(ca_params(), ca_key);
    let cert = params.signed_by(&key, &issuer)?;
    Ok((cert.pem(), key.serialize_pem(), not_after))
}

impl WebhookCertificates {
    /// A new CA and a serving certificate for `names`.
    pub fn issue(names: &[String], now: Timestamp) -> Result<Self, TlsError> {
        let ca_key = KeyPair::generate()?;
        let mut params = ca_params();
        let ca_not_after = now + days(CA_DAYS);
        set_validity(&mut params, now, ca_not_after);
        let ca_cert = params.self_signed(&ca_key)?.pem();
        let (cert, key, not_after) = serving(names, &ca_key, now)?;
        Ok(Self {
            ca_cert,
            ca_key: ca_key.serialize_pem(),
            cert,
            key,
            previous_ca_cert: None,
            ca_not_after,
            not_after,
            names: names.to_vec(),
        })
    }

    /// What needs renewing at `now` for serving `names`.
    pub fn rotation_due(&self, names: &[String], now: Timestamp) -> Rotation {
        let margin = days(RENEW_BEFORE_DAYS);
        if self.ca_not_after - margin <= now {
            Rotation::All
        } else if self.not_after - margin <= now || self.names != names {
            Rotation::Serving
        } else {
            Rotation::None
        }
    }

    /// The certificates after `rotation`.
    pub fn rotate(
        &self,
        rotation: Rotation,
        names: &[String],
        now: Timestamp,
    ) -> Result<Self, TlsError> {
        match rotation {
            Rotation::None => Ok(self.clone()),
            Rotation::Serving => {
                let ca_key = KeyPair::from_pem(&self.ca_key)?;
                let (cert, key, not_after) = serving(names, &ca_key, now)?;
                Ok(Self {
                    cert,
                    key,
                    not_after,
                    names: names.to_vec(),
                    ..self.clone()
                })
            }
            Rotation::All => {
                let mut next = Self::issue(names, now)?;
                // Pods may still hold a connection verified against the old CA.
                next.previous_ca_cert = Some(self.ca_cert.clone());
                Ok(next)
            }
        }
    }

    /// The PEM bundle the API server should trust.
    pub fn ca_bundle(&self) -> String {
        match &self.previous_ca_cert {
            Some(prev) => format!("{}{}", self.ca_cert, prev),
            None => self.ca_cert.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn names() -> Vec<String> {
        vec![
            "argus-operator.argus-system.svc".to_string(),
            "argus-operator.argus-system.svc.cluster.local".to_string(),
        ]
    }

    #[test]
    fn fresh_certificates_need_no_rotation_until_a_month_before_expiry() {
        let now = Timestamp::from_second(1_800_000_000).unwrap();
        let certs = WebhookCertificates::issue(&names(), now).unwrap();
        assert!(certs.ca_cert.starts_with("-----BEGIN CERTIFICATE-----"));
        assert!(certs.key.contains("PRIVATE KEY"));
        assert_eq!(certs.rotation_due(&names(), now), Rotation::None);
        assert_eq!(
            certs.rotation_due(&names(), now + days(334)),
            Rotation::None
        );
        assert_eq!(
            certs.rotation_due(&names(), now + days(336)),
            Rotation::Serving
        );
        assert_eq!(
            certs.rotation_due(&names(), now + days(3621)),
            Rotation::All
        );
        assert_eq!(
            certs.rotation_due(&["other.svc".to_string()], now),
            Rotation::Serving
        );
    }

    #[test]
    fn serving_rotation_keeps_the_ca_and_full_rotation_keeps_the_old_one_trusted() {
        let now = Timestamp::from_second(1_800_000_000).unwrap();
        let certs = WebhookCertificates::issue(&names(), now).unwrap();
        let later = now + days(340);
        let renewed = certs.rotate(Rotation::Serving, &names(), later).unwrap();
        assert_eq!(renewed.ca_cert, certs.ca_cert);
        assert_ne!(renewed.cert, certs.cert);
        assert_eq!(renewed.rotation_due(&names(), later), Rotation::None);
        assert_eq!(renewed.ca_bundle(), certs.ca_cert);

        let all = certs.rotate(Rotation::All, &names(), later).unwrap();
        assert_ne!(all.ca_cert, certs.ca_cert);
        assert_eq!(all.ca_bundle(), format!("{}{}", all.ca_cert, certs.ca_cert));
    }

    #[test]
    fn serving_certificate_chains_to_the_ca() {
        let now = k8s_openapi::jiff::Timestamp::now();
        let certs = WebhookCertificates::issue(&names(), now).unwrap();
        let config = crate::tls::server_config(&certs.cert, &certs.key);
        assert!(config.is_ok());
        // rustls verifies the chain against the CA as a root.
        let mut roots = rustls::RootCertStore::empty();
        for c in rustls_pemfile_certs(&certs.ca_cert) {
            roots.add(c).unwrap();
        }
        let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
        let verifier = rustls::client::WebPkiServerVerifier::builder_with_provider(
            std::sync::Arc::new(roots),
            provider,
        )
        .build()
        .unwrap();
        let chain = rustls_pemfile_certs(&certs.cert);
        let name =
            rustls::pki_types::ServerName::try_from("argus-operator.argus-system.svc").unwrap();
        verifier
            .verify_server_cert(
                &chain[0],
                &[],
                &name,
                &[],
                rustls::pki_types::UnixTime::now(),
            )
            .unwrap();
    }

    use rustls::client::danger::ServerCertVerifier;

    fn rustls_pemfile_certs(pem: &str) -> Vec<rustls::pki_types::CertificateDer<'static>> {
        use rustls::pki_types::pem::PemObject;
        rustls::pki_types::CertificateDer::pem_slice_iter(pem.as_bytes())
            .map(Result::unwrap)
            .collect()
    }
}
