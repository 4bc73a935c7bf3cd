//! The body of every response the sidecar sends, on the proxy port and the admin port.

use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Full};

/// Errors of response bodies.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;
/// Body of every response the proxy sends.
pub type ProxyBody = UnsyncBoxBody<Bytes, BoxError>;

/// A whole body, known before the response starts.
pub fn full(body: impl Into<Bytes>) -> ProxyBody {
    Full::new(body.into())
        .map_err(|never: Infallible| match never {})
        .boxed_unsync()
}
