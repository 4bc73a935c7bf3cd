//! Webhook TLS: the operator's own CA and serving certificate (pure issuing and
//! rotation rules), the Secret and caBundle sync, and a rustls resolver that picks up
//! a rotated certificate without a restart.

mod authority;
mod resolver;
mod sync;

pub use authority::{Rotation, TlsError, WebhookCertificates};
pub use resolver::{ReloadingCertResolver, reloading_server_config, server_config};
pub use sync::{CertSync, SyncError, WebhookClientConfig, from_secret, to_secret};
