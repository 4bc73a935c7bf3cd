//! The gRPC service `argus.embedder.v1.Embedder`: validates requests, calls the
//! embedder, loop detector and exemplar cache, counts every call.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tonic::{Request, Response, Status};

use crate::embedding::{DIM, Embedder};
use crate::error::ServiceError;
use crate::exemplars::{self, ExemplarCache, ExemplarSet, StateExemplars};
use crate::injection::InjectionScorer;
use crate::loop_detector::{LoopDetector, LoopOverrides};
use crate::metrics::Metrics;
use crate::pb;

/// Most texts in one `Embed` call.
pub const MAX_EMBED_TEXTS: usize = 64;

/// The gRPC handlers.
pub struct EmbedderService {
    embedder: Arc<dyn Embedder>,
    /// The injection scorer, or why there is none.
    injection: Result<Arc<InjectionScorer>, String>,
    detector: Arc<LoopDetector>,
    exemplars: Arc<ExemplarCache>,
    metrics: Arc<Metrics>,
    outage: OutageLog,
}

/// Warnings about an unavailable store, at most one per interval: during a Redis outage
/// every request fails the same way, and one line per request would flood the logs.
#[derive(Default)]
struct OutageLog {
    last: Mutex<Option<Instant>>,
    suppressed: AtomicU64,
}

const OUTAGE_LOG_EVERY: Duration = Duration::from_secs(10);

impl OutageLog {
    /// `Some(n)`: log now, `n` warnings were suppressed since the last one.
    fn due(&self, now: Instant) -> Option<u64> {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if last.is_some_and(|t| now.duration_since(t) < OUTAGE_LOG_EVERY) {
            self.suppressed.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        *last = Some(now);
        Some(self.suppressed.swap(0, Ordering::Relaxed))
    }
}

impl EmbedderService {
    pub fn new(
        embedder: Arc<dyn Embedder>,
        detector: Arc<LoopDetector>,
        exemplars: Arc<ExemplarCache>,
        metrics: Arc<Metrics>,
    ) -> Self {
        Self {
            embedder,
            injection: Err("none configured".to_owned()),
            detector,
            exemplars,
            metrics,
            outage: OutageLog::default(),
        }
    }

    /// With the injection scorer (or the reason there is none).
    pub fn with_injection(mut self, injection: Result<Arc<InjectionScorer>, String>) -> Self {
        self.injection = injection;
        self
    }

    pub fn into_server(self) -> pb::embedder_server::EmbedderServer<Self> {
        pb::embedder_server::EmbedderServer::new(self)
    }

    async fn observed<T>(
        &self,
        method: &'static str,
        work: impl Future<Output = Result<T, ServiceError>>,
    ) -> Result<Response<T>, Status> {
        let started = Instant::now();
        let result = work.await;
        let outcome = match &result {
            Ok(_) => "ok",
            Err(e) => e.outcome(),
        };
        self.metrics
            .observe_request(method, outcome, started.elapsed());
        match result {
            Ok(reply) => Ok(Response::new(reply)),
            Err(e) => {
                match e.code() {
                    tonic::Code::Internal => tracing::error!(method, error = %e, "request failed"),
                    tonic::Code::Unavailable => {
                        if let Some(suppressed) = self.outage.due(Instant::now()) {
                            tracing::warn!(method, error = %e, suppressed, "request failed (further such warnings for 10 s are counted, not logged)")
                        }
                    }
                    _ => tracing::debug!(method, error = %e, "request rejected"),
                }
                Err(e.into())
            }
        }
    }

    async fn embed_texts(
        &self,
        request: pb::EmbedRequest,
    ) -> Result<pb::EmbedResponse, ServiceError> {
        if request.texts.is_empty() {
            return Err(ServiceError::InvalidArgument("texts is empty".to_owned()));
        }
        if request.texts.len() > MAX_EMBED_TEXTS {
            return Err(ServiceError::InvalidArgument(format!(
                "{} texts, at most {MAX_EMBED_TEXTS} per call",
                request.texts.len()
            )));
        }
        if let Some(i) = request.texts.iter().position(|t| t.trim().is_empty()) {
            return Err(ServiceError::InvalidArgument(format!(
                "texts[{i}] is blank"
            )));
        }
        let vectors = self.embedder.embed(request.texts).await?;
        Ok(pb::EmbedResponse {
            vectors: vectors
                .into_iter()
                .map(|values| pb::Vector { values })
                .collect(),
            dim: DIM as u32,
            model: self.embedder.model_id().to_owned(),
        })
    }

    async fn score_injection(
        &self,
        request: pb::ScoreInjectionRequest,
    ) -> Result<pb::ScoreInjectionResponse, ServiceError> {
        let scorer = self
            .injection
            .as_ref()
            .map_err(|why| ServiceError::NoInjectionHead(why.clone()))?;
        if request.texts.len() > MAX_EMBED_TEXTS {
            return Err(ServiceError::InvalidArgument(format!(
                "{} texts, at most {MAX_EMBED_TEXTS} per call",
                request.texts.len()
            )));
        }
        let scores = scorer.score(&request.texts).await?;
        let multilingual: usize = scores.iter().map(|s| s.multilingual).sum();
        let embedded: usize = scores.iter().map(|s| s.embedded).sum();
        self.metrics
            .injection_windows(embedded - multilingual, multilingual);
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        Ok(pb::ScoreInjectionResponse {
            scores: scores
                .into_iter()
                .map(|s| pb::InjectionScore {
                    probability: s.probability,
                    window: count(s.window.unwrap_or(0)),
                    windows: count(s.windows),
                    embedded: count(s.embedded),
                })
                .collect(),
            head: scorer.head_id().to_owned(),
        })
    }

    async fn check(
        &self,
        request: pb::CheckLoopRequest,
    ) -> Result<pb::CheckLoopResponse, ServiceError> {
        let overrides = LoopOverrides {
            threshold: request.threshold,
            history_size: request.history_size,
            ttl_seconds: request.ttl_seconds,
        };
        let verdict = self
            .detector
            .check(&request.tenant_id, &request.prompt, overrides)
            .await?;
        Ok(pb::CheckLoopResponse {
            loop_detected: verdict.loop_detected,
            max_similarity: verdict.max_similarity,
            similar_prompt: verdict.similar_prompt,
            threshold: verdict.threshold,
            compared: u32::try_from(verdict.compared).unwrap_or(u32::MAX),
            embedding: request.return_embedding.then_some(pb::Vector {
                values: verdict.embedding,
            }),
        })
    }

    async fn register(
        &self,
        request: pb::PutExemplarsRequest,
    ) -> Result<pb::PutExemplarsResponse, ServiceError> {
        let states = exemplars::validate(
            &request.set_id,
            request
                .states
                .into_iter()
                .map(|s| (s.state, s.texts))
                .collect(),
        )?;
        let texts: Vec<String> = states.iter().flat_map(|(_, t)| t.iter().cloned()).collect();
        let mut vectors = Vec::with_capacity(texts.len());
        for chunk in texts.chunks(MAX_EMBED_TEXTS) {
            vectors.extend(self.embedder.embed(chunk.to_vec()).await?);
        }
        let mut vectors = vectors.into_iter();
        let set = ExemplarSet {
            states: states
                .into_iter()
                .map(|(state, texts)| StateExemplars {
                    vectors: vectors.by_ref().take(texts.len()).collect(),
                    state,
                    texts,
                })
                .collect(),
        };
        let reply = pb::PutExemplarsResponse {
            set_id: request.set_id.clone(),
            states: u32::try_from(set.states.len()).unwrap_or(u32::MAX),
            exemplars: u32::try_from(set.exemplar_count()).unwrap_or(u32::MAX),
        };
        let held = self.exemplars.put(request.set_id, set);
        self.metrics.set_exemplar_sets(held);
        Ok(reply)
    }

    async fn classify(
        &self,
        request: pb::SimilarityRequest,
    ) -> Result<pb::SimilarityResponse, ServiceError> {
        if request.text.trim().is_empty() {
            return Err(ServiceError::InvalidArgument("text is empty".to_owned()));
        }
        if request.exemplar_set_id.trim().is_empty() {
            return Err(ServiceError::InvalidArgument(
                "exemplar_set_id is empty".to_owned(),
            ));
        }
        // Look the set up first: an unknown set must not cost an inference.
        let set = self.exemplars.get(&request.exemplar_set_id)?;
        let vector = self.embedder.compute(request.text).await?;
        Ok(pb::SimilarityResponse {
            states: exemplars::score(&set, &vector)
                .into_iter()
                .map(|s| pb::StateSimilarity {
                    state: s.state,
                    similarity: s.similarity,
                    cosine: s.cosine,
                    exemplar: s.exemplar,
                })
                .collect(),
        })
    }
}

#[tonic::async_trait]
impl pb::embedder_server::Embedder for EmbedderService {
    async fn embed(
        &self,
        request: Request<pb::EmbedRequest>,
    ) -> Result<Response<pb::EmbedResponse>, Status> {
        self.observed("Embed", self.embed_texts(request.into_inner()))
            .await
    }

    async fn check_loop(
        &self,
        request: Request<pb::CheckLoopRequest>,
    ) -> Result<Response<pb::CheckLoopResponse>, Status> {
        self.observed("CheckLoop", self.check(request.into_inner()))
            .await
    }

    async fn put_exemplars(
        &self,
        request: Request<pb::PutExemplarsRequest>,
    ) -> Result<Response<pb::PutExemplarsResponse>, Status> {
        self.observed("PutExemplars", self.register(request.into_inner()))
            .await
    }

    async fn similarity(
        &self,
        request: Request<pb::SimilarityRequest>,
    ) -> Result<Response<pb::SimilarityResponse>, Status> {
        self.observed("Similarity", self.classify(request.into_inner()))
            .await
    }

    async fn score_injection(
        &self,
        request: Request<pb::ScoreInjectionRequest>,
    ) -> Result<Response<pb::ScoreInjectionResponse>, Status> {
        self.observed("ScoreInjection", self.score_injection(request.into_inner()))
            .await
    }
}

#[cfg(test)]
mod outage_tests {
    use super::*;

    #[test]
    fn an_outage_is_logged_once_per_interval_with_the_count_in_between() {
        let log = OutageLog::default();
        let t0 = Instant::now();
        assert_eq!(log.due(t0), Some(0));
        for i in 1..=5 {
            assert_eq!(log.due(t0 + Duration::from_millis(i)), None);
        }
        assert_eq!(log.due(t0 + OUTAGE_LOG_EVERY), Some(5));
        assert_eq!(log.due(t0 + OUTAGE_LOG_EVERY), None);
    }
}
