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

/// A body the test feeds by hand, for the timeout tests on paused time: what the sender
/// sends (data frames or an error), in order; silence while it sends nothing; the end
/// once it is dropped.
#[cfg(test)]
pub mod fed {
    use bytes::Bytes;
    use hyper::body::Frame;
    use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
    use tokio_stream::wrappers::UnboundedReceiverStream;

    /// One item of a fed body.
    pub type Sent = Result<Frame<Bytes>, std::io::Error>;
    /// The body.
    pub type Fed = http_body_util::StreamBody<UnboundedReceiverStream<Sent>>;

    /// The sender and its body.
    pub fn body() -> (UnboundedSender<Sent>, Fed) {
        let (tx, rx) = unbounded_channel();
        (
            tx,
            http_body_util::StreamBody::new(UnboundedReceiverStream::new(rx)),
        )
    }

    /// A data frame of `text`.
    pub fn data(text: impl Into<String>) -> Sent {
        Ok(Frame::data(Bytes::from(text.into())))
    }
}
