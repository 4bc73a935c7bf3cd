//! The sidecar's client of the embedder sidecar (gRPC over the pod's Unix socket):
//! loop checks on the request path under a hard deadline, and exemplar similarity for
//! the engine's semantic classifier off the critical path. The channel connects lazily
//! and reconnects by itself, so the proxy starts and serves whether or not the embedder
//! is up; every failure is reported to the caller, which applies the failure mode.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use argus_crds::workflow::WorkflowSpec;
use hyper_util::rt::TokioIo;
use tokio::net::UnixStream;
use tonic::transport::{Channel, Endpoint, Uri};

use crate::engine::StateScore;

/// Generated client and messages of `argus.embedder.v1`.
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("argus.embedder.v1");
}

use pb::embedder_client::EmbedderClient;

/// Why a call to the embedder gave no answer.
#[derive(Debug, thiserror::Error)]
pub enum EmbedderError {
    /// The deadline passed.
    #[error("embedder did not answer within {0} ms")]
    Timeout(u64),
    /// The embedder answered with an error status, or could not be reached.
    #[error("embedder error: {0}")]
    Status(String),
}

impl EmbedderError {
    /// Metrics label.
    pub fn label(&self) -> &'static str {
        match self {
            EmbedderError::Timeout(_) => "timeout",
            EmbedderError::Status(_) => "unavailable",
        }
    }
}

/// Logs a warning at most once per interval, so an outage does not flood the logs.
struct Throttle {
    last: Mutex<Option<Instant>>,
    every: Duration,
}

impl Throttle {
    fn ready(&self) -> bool {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if last.is_some_and(|t| now.duration_since(t) < self.every) {
            return false;
        }
        *last = Some(now);
        true
    }
}

/// A lazily connected embedder client.
pub struct Embedder {
    client: EmbedderClient<Channel>,
    socket: PathBuf,
    registered: Mutex<HashSet<String>>,
    warn: Throttle,
}

impl std::fmt::Debug for Embedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Embedder")
            .field("socket", &self.socket)
            .finish_non_exhaustive()
    }
}

impl Embedder {
    /// A client for the socket at `socket`; nothing is dialled until the first call.
    /// Must be called inside a Tokio runtime.
    pub fn connect_lazy(socket: impl Into<PathBuf>) -> Self {
        let socket = socket.into();
        let path = socket.clone();
        let channel = Endpoint::from_static("http://embedder.invalid").connect_with_connector_lazy(
            tower::service_fn(move |_: Uri| {
                let path = path.clone();
                async move { UnixStream::connect(path).await.map(TokioIo::new) }
            }),
        );
        Self {
            client: EmbedderClient::new(channel),
            socket,
            registered: Mutex::new(HashSet::new()),
            warn: Throttle {
                last: Mutex::new(None),
                every: Duration::from_secs(10),
            },
        }
    }

    /// Logs `error` unless a warning was logged in the last ten seconds.
    pub fn warn(&self, what: &str, error: &EmbedderError) {
        if self.warn.ready() {
            tracing::warn!(socket = %self.socket.display(), error = %error, "{what}: embedder unavailable, failing open (further warnings suppressed for 10 s)");
        }
    }

    async fn deadline<T>(
        ms: u64,
        call: impl std::future::Future<Output = Result<tonic::Response<T>, tonic::Status>>,
    ) -> Result<T, EmbedderError> {
        match tokio::time::timeout(Duration::from_millis(ms), call).await {
            Ok(Ok(r)) => Ok(r.into_inner()),
            // tonic's own deadline (grpc-timeout) may fire first: it is the same timeout.
            Ok(Err(status))
                if matches!(
                    status.code(),
                    tonic::Code::DeadlineExceeded | tonic::Code::Cancelled
                ) =>
            {
                Err(EmbedderError::Timeout(ms))
            }
            Ok(Err(status)) => Err(EmbedderError::Status(format!(
                "{:?}: {}",
                status.code(),
                status.message()
            ))),
            Err(_) => Err(EmbedderError::Timeout(ms)),
        }
    }

    /// Asks whether `prompt` repeats one of the recent prompts of `tenant_id`.
    pub async fn check_loop(
        &self,
        request: pb::CheckLoopRequest,
        timeout_ms: u64,
    ) -> Result<pb::CheckLoopResponse, EmbedderError> {
        let mut client = self.client.clone();
        let mut req = tonic::Request::new(request);
        req.set_timeout(Duration::from_millis(timeout_ms));
        Self::deadline(timeout_ms, client.check_loop(req)).await
    }

    /// Best cosine similarity of `text` to each state's exemplars of `spec`, registering
    /// the exemplar set (`set_id`) first when the embedder does not hold it.
    pub async fn similarities(
        &self,
        set_id: &str,
        spec: &WorkflowSpec,
        text: &str,
        timeout_ms: u64,
    ) -> Result<Vec<StateScore>, EmbedderError> {
        let known = self
            .registered
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(set_id);
        if !known {
            self.register(set_id, spec, timeout_ms).await?;
        }
        let request = pb::SimilarityRequest {
            exemplar_set_id: set_id.to_string(),
            text: text.to_string(),
        };
        let mut client = self.client.clone();
        let answer = match client.similarity(request.clone()).await {
            // The embedder restarted or evicted the set: register again, once.
            Err(status) if status.code() == tonic::Code::NotFound => {
                self.register(set_id, spec, timeout_ms).await?;
                Self::deadline(timeout_ms, client.similarity(request)).await?
            }
            Err(status) => {
                return Err(EmbedderError::Status(format!(
                    "{:?}: {}",
                    status.code(),
                    status.message()
                )));
            }
            Ok(r) => r.into_inner(),
        };
        Ok(answer
            .states
            .into_iter()
            .map(|s| StateScore {
                state: s.state,
                similarity: s.cosine.clamp(0.0, 1.0),
            })
            .collect())
    }

    async fn register(
        &self,
        set_id: &str,
        spec: &WorkflowSpec,
        timeout_ms: u64,
    ) -> Result<(), EmbedderError> {
        let states = spec
            .states
            .iter()
            .filter_map(|s| {
                let texts = s.classification.as_ref()?.exemplars.clone();
                (!texts.is_empty()).then(|| pb::ExemplarState {
                    state: s.name.clone(),
                    texts,
                })
            })
            .collect();
        let mut client = self.client.clone();
        // Embedding every exemplar takes longer than one check: allow for it.
        Self::deadline(
            timeout_ms.max(2_000),
            client.put_exemplars(pb::PutExemplarsRequest {
                set_id: set_id.to_string(),
                states,
            }),
        )
        .await?;
        self.registered
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(set_id.to_string());
        Ok(())
    }
}
