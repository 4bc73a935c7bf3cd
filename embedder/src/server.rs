//! Starts an embedder: load and warm up the model, connect Redis and ensure the index,
//! then bind the admin port and the Unix socket and serve. The socket is bound only
//! after the warm-up inference succeeded (seed 002 "Startup Warmup").

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::UnixListenerStream;

use crate::admin::{self, AdminState};
use crate::batcher::BatchingEmbedder;
use crate::config::Settings;
use crate::embedding::{DIM, EmbedError, Embedder};
use crate::exemplars::ExemplarCache;
use crate::loop_detector::LoopDetector;
use crate::metrics::Metrics;
use crate::service::EmbedderService;
use crate::socket;
use crate::store::{IndexState, StoreError, VectorStore};

/// How long start-up waits for Redis before serving without it (readyz stays false,
/// CheckLoop answers UNAVAILABLE until it connects).
const REDIS_STARTUP_WAIT: Duration = Duration::from_secs(2);

/// Why the embedder could not start. Every variant ends the process non-zero.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("model load failed: {0}")]
    Model(EmbedError),
    #[error("warm-up inference failed: {0}")]
    WarmUp(String),
    #[error("cannot bind the socket {path}: {source}")]
    Socket {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot bind the admin address {addr}: {source}")]
    Admin {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("invalid Redis configuration: {0}")]
    Redis(StoreError),
}

/// A serving embedder.
pub struct Running {
    pub socket: PathBuf,
    pub admin: SocketAddr,
    pub store: Arc<VectorStore>,
    pub embedder: Arc<dyn Embedder>,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<Result<(), tonic::transport::Error>>,
    admin_task: Option<JoinHandle<()>>,
}

/// Aborts the admin server if start-up fails after it was spawned.
struct AbortOnDrop(Option<JoinHandle<()>>);

impl AbortOnDrop {
    /// Start-up succeeded: hand the task over instead of aborting it.
    fn disarm(mut self) -> Option<JoinHandle<()>> {
        self.0.take()
    }
}

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        if let Some(task) = self.0.take() {
            task.abort();
        }
    }
}

impl Running {
    /// Stops serving, removes the socket file and waits for in-flight calls.
    pub async fn stop(mut self) -> Result<(), tonic::transport::Error> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.wait().await
    }

    /// Serves until the server ends (after `stop`, or on a transport error).
    pub async fn wait(self) -> Result<(), tonic::transport::Error> {
        let result = match self.task.await {
            Ok(result) => result,
            Err(e) => {
                tracing::error!(error = %e, "gRPC server task failed");
                Ok(())
            }
        };
        if let Some(admin) = &self.admin_task {
            admin.abort();
        }
        let _ = std::fs::remove_file(&self.socket);
        result
    }

    /// A handle that stops the server when sent to (for signal handling).
    pub fn take_stop(&mut self) -> Option<oneshot::Sender<()>> {
        self.stop.take()
    }
}

/// Loads, warms up, connects and starts serving.
pub async fn start(settings: Settings) -> Result<Running, StartError> {
    let metrics = Arc::new(Metrics::new());
    let store = Arc::new(VectorStore::connect(settings.store.clone()).map_err(StartError::Redis)?);

    // Liveness answers during model load; readiness waits for the warm-up.
    let admin_listener = tokio::net::TcpListener::bind(settings.admin)
        .await
        .map_err(|source| StartError::Admin {
            addr: settings.admin,
            source,
        })?;
    let admin_addr = admin_listener
        .local_addr()
        .map_err(|source| StartError::Admin {
            addr: settings.admin,
            source,
        })?;
    let admin_state = Arc::new(AdminState::new(store.clone(), metrics.clone()));
    let admin_task = AbortOnDrop(Some(tokio::spawn(admin::serve(
        admin_listener,
        admin_state.clone(),
        std::future::pending(),
    ))));

    let started = Instant::now();
    let (model, batch, load_metrics) = (
        settings.model.clone(),
        settings.batch.clone(),
        metrics.clone(),
    );
    let embedder =
        tokio::task::spawn_blocking(move || BatchingEmbedder::start(&model, batch, load_metrics))
            .await
            .map_err(|e| StartError::WarmUp(format!("model loader panicked: {e}")))?
            .map_err(StartError::Model)?;
    let embedder: Arc<dyn Embedder> = Arc::new(embedder);
    warm_up(embedder.as_ref()).await?;
    let released = crate::memory::release_freed();
    let int8_dot = crate::embedding::int8_dot_products();
    tracing::info!(
        model = embedder.model_id(),
        elapsed_ms = started.elapsed().as_millis(),
        released_load_memory = released,
        int8_dot,
        "model loaded and warmed up"
    );
    if int8_dot == "none" {
        tracing::warn!(
            "this CPU has no 8-bit dot-product instructions (VNNI/dotprod): each encoder run takes \
             about 3.5x longer than on one that has them (the scores are the same); raise \
             loopDetection.timeoutMs if long results fail open"
        );
    }

    if store.wait_connected(REDIS_STARTUP_WAIT).await {
        ensure_index(&store).await;
    } else {
        tracing::warn!(url = %redact(&settings.store.url), "Redis not reachable yet; CheckLoop answers UNAVAILABLE until it is");
        let store = store.clone();
        tokio::spawn(async move {
            while !store.wait_connected(Duration::from_secs(5)).await {}
            ensure_index(&store).await;
        });
    }

    let detector = Arc::new(LoopDetector::new(
        embedder.clone(),
        store.clone(),
        settings.loops,
        metrics.clone(),
    ));
    let exemplars = Arc::new(ExemplarCache::new(settings.exemplar_sets));
    let injection = match load_injection(&settings, embedder.clone(), metrics.clone()).await {
        Ok(scorer) => Ok(Arc::new(scorer)),
        Err(e) => {
            tracing::warn!(error = %e, "no injection classifier: ScoreInjection answers FAILED_PRECONDITION");
            Err(e)
        }
    };
    let service = EmbedderService::new(embedder.clone(), detector, exemplars, metrics)
        .with_injection(injection);

    let listener = socket::bind(&settings.socket, settings.socket_mode).map_err(|source| {
        StartError::Socket {
            path: settings.socket.clone(),
            source,
        }
    })?;
    tracing::info!(socket = %settings.socket.display(), admin = %admin_addr, "serving argus.embedder.v1.Embedder");
    // Started (the startup probe passes) only now that the socket takes connections.
    admin_state.set_warm();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(service.into_server())
            .serve_with_incoming_shutdown(UnixListenerStream::new(listener), async {
                let _ = stopped.await;
            }),
    );
    Ok(Running {
        socket: settings.socket,
        admin: admin_addr,
        store,
        embedder,
        stop: Some(stop),
        task,
        admin_task: admin_task.disarm(),
    })
}

/// One real inference; the vector must be 384 finite values of unit length.
/// The injection scorer: its head, and the model the head names (a fine-tuned encoder
/// beside the head file, run by its own inference thread) or else the shared embedder.
async fn load_injection(
    settings: &Settings,
    shared: Arc<dyn Embedder>,
    metrics: Arc<Metrics>,
) -> Result<crate::injection::InjectionScorer, String> {
    let head = crate::injection::Head::load(&settings.injection_head).map_err(|e| e.to_string())?;
    let embedder = match &head.model {
        None => shared,
        Some(_) => {
            let model =
                crate::injection::model_config(&head, &settings.injection_head, &settings.model);
            let (batch, tokens) = (settings.batch.clone(), head.max_tokens);
            let own = tokio::task::spawn_blocking(move || {
                BatchingEmbedder::start_for_windows(&model, batch, metrics, tokens)
            })
            .await
            .map_err(|e| format!("injection model loader panicked: {e}"))?
            .map_err(|e| e.to_string())?;
            let own: Arc<dyn Embedder> = Arc::new(own);
            own.embed_first(vec!["Argus warm-up".to_owned()], head.max_tokens)
                .await
                .map_err(|e| format!("injection model warm-up: {e}"))?;
            // Loading it freed as much as it keeps (the file, the parsed graph): give it
            // back, as after the main model (nothing serves yet).
            crate::memory::release_freed();
            own
        }
    };
    let multilingual = match &head.multilingual {
        Some(half) if settings.injection_multilingual => {
            let (library, head_path) = (
                settings.model.ort_library.clone(),
                settings.injection_head.clone(),
            );
            let half = half.clone();
            let encoder = tokio::task::spawn_blocking(move || {
                crate::injection::MultilingualEncoder::load_for(
                    &half,
                    &head_path,
                    library.as_deref(),
                )
            })
            .await
            .map_err(|e| format!("multilingual encoder loader panicked: {e}"))?
            .map_err(|e| e.to_string())?;
            let encoder = Arc::new(encoder);
            encoder
                .embed_async(vec!["Argus warm-up: der Kodierer ist bereit.".to_owned()])
                .await
                .map_err(|e| format!("multilingual encoder warm-up: {e}"))?;
            crate::memory::release_freed();
            Some(encoder)
        }
        _ => None,
    };
    tracing::info!(
        head = %head.id,
        model = embedder.model_id(),
        multilingual = multilingual.as_ref().map_or("off", |e| e.id()),
        "injection classifier loaded"
    );
    let scorer = crate::injection::InjectionScorer::new(head, embedder);
    Ok(match multilingual {
        Some(encoder) => scorer.with_multilingual(encoder),
        None => scorer,
    })
}

async fn warm_up(embedder: &dyn Embedder) -> Result<(), StartError> {
    let vector = embedder
        .compute("Argus warm-up: is the embedding model ready?".to_owned())
        .await
        .map_err(|e| StartError::WarmUp(e.to_string()))?;
    let norm = vector.iter().map(|x| x * x).sum::<f32>().sqrt();
    if vector.len() != DIM || vector.iter().any(|x| !x.is_finite()) || (norm - 1.0).abs() > 1e-3 {
        return Err(StartError::WarmUp(format!(
            "the model returned {} values with norm {norm}; expected {DIM} of unit length",
            vector.len()
        )));
    }
    Ok(())
}

async fn ensure_index(store: &VectorStore) {
    let index = &store.config().index;
    match store.ensure_index().await {
        Ok(IndexState::Created) => tracing::info!(%index, "created the vector index"),
        Ok(IndexState::Existed) => tracing::info!(%index, "vector index exists"),
        Err(e) => {
            tracing::warn!(%index, error = %e, "could not create the vector index; retrying on first use")
        }
    }
}

/// The URL without its password, for logs.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            format!("{}://***@{}", &url[..scheme], &url[at + 1..])
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn passwords_stay_out_of_logs() {
        assert_eq!(
            redact("redis://:secret@redis:6379/0"),
            "redis://***@redis:6379/0"
        );
        assert_eq!(redact("redis://127.0.0.1:6379"), "redis://127.0.0.1:6379");
    }
}
