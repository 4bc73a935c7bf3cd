//! A gRPC client over the Unix socket, for tests, the benchmark and as the reference
//! for the sidecar's own client.

use std::path::PathBuf;

use hyper_util::rt::TokioIo;
use tokio::net::UnixStream;
use tonic::transport::{Channel, Endpoint, Uri};

use crate::pb::embedder_client::EmbedderClient;

/// Connects to the embedder at `socket`. The URI is only nominal: the connector
/// ignores it and dials the socket.
pub async fn connect(
    socket: impl Into<PathBuf>,
) -> Result<EmbedderClient<Channel>, tonic::transport::Error> {
    let socket = socket.into();
    let channel = Endpoint::from_static("http://embedder.invalid")
        .connect_with_connector(tower::service_fn(move |_: Uri| {
            let socket = socket.clone();
            async move { UnixStream::connect(socket).await.map(TokioIo::new) }
        }))
        .await?;
    Ok(EmbedderClient::new(channel))
}
