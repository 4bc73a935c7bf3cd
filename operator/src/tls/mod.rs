//! Webhook TLS: the operator's own CA and serving certificate (pure issuing and
//! rotation rules), the Secret and caBundle sync, and a rustls resolver that picks up
//! a rotated certificate without a restart.

mod authority;
mod resolver;
mod sync;

pub use authority::{Rotation, TlsError, WebhookCertificates};
#[cfg(test)]
pub use resolver::server_config;
pub use resolver::{ReloadingCertResolver, reloading_server_config};
pub use sync::{CertSync, WebhookClientConfig, to_secret};
