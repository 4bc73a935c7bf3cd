//! Semantic loop detection (seed 002 "Loop Detection gRPC Handler"): embed the prompt,
//! find the tenant's closest recent prompts, compare with the threshold, then record the
//! prompt in the background so that the answer never waits for the write.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

use crate::embedding::{EmbedError, Embedder};
use crate::metrics::Metrics;
use crate::store::{Neighbour, StoreError, VectorStore};

/// Most prompt writes in flight at once; beyond that a prompt is not recorded (and
/// counted) rather than queued without bound.
const MAX_PENDING_WRITES: usize = 256;

/// Longest accepted tenant id.
pub const MAX_TENANT_BYTES: usize = 512;

/// Defaults applied when a request leaves a setting at 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LoopSettings {
    pub threshold: f64,
    pub history_size: usize,
    pub ttl: Duration,
}

impl Default for LoopSettings {
    fn default() -> Self {
        Self {
            threshold: 0.95,
            history_size: 5,
            ttl: Duration::from_secs(3600),
        }
    }
}

/// Per-request overrides; 0 means "use the default".
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct LoopOverrides {
    pub threshold: f64,
    pub history_size: u32,
    pub ttl_seconds: u32,
}

/// Largest history a request may ask for.
pub const MAX_HISTORY: usize = 100;

impl LoopSettings {
    /// The settings for one request, or why its overrides are invalid.
    pub fn apply(&self, o: LoopOverrides) -> Result<Self, LoopError> {
        let threshold = if o.threshold == 0.0 {
            self.threshold
        } else {
            o.threshold
        };
        if !(threshold > 0.0 && threshold <= 1.0) {
            return Err(LoopError::Invalid(format!(
                "threshold {threshold} is outside (0, 1]"
            )));
        }
        let history_size = if o.history_size == 0 {
            self.history_size
        } else {
            o.history_size as usize
        };
        if history_size > MAX_HISTORY {
            return Err(LoopError::Invalid(format!(
                "history_size {history_size} exceeds {MAX_HISTORY}"
            )));
        }
        let ttl = if o.ttl_seconds == 0 {
            self.ttl
        } else {
            Duration::from_secs(u64::from(o.ttl_seconds))
        };
        Ok(Self {
            threshold,
            history_size,
            ttl,
        })
    }
}

/// The answer to "is this tenant looping?".
#[derive(Debug, Clone, PartialEq)]
pub struct LoopVerdict {
    pub loop_detected: bool,
    pub max_similarity: f64,
    pub similar_prompt: String,
    pub threshold: f64,
    pub compared: usize,
    /// The prompt's embedding (empty from [`verdict`]; [`LoopDetector::check`] fills it).
    pub embedding: Vec<f32>,
}

/// The verdict for a set of neighbours: loop when the closest is at or above the threshold.
pub fn verdict(neighbours: &[Neighbour], threshold: f64) -> LoopVerdict {
    let best = neighbours
        .iter()
        .max_by(|a, b| a.similarity.total_cmp(&b.similarity));
    let (max_similarity, similar_prompt) =
        best.map_or((0.0, String::new()), |n| (n.similarity, n.prompt.clone()));
    LoopVerdict {
        loop_detected: best.is_some() && max_similarity >= threshold,
        max_similarity,
        similar_prompt,
        threshold,
        compared: neighbours.len(),
        embedding: Vec::new(),
    }
}

/// Why a loop check failed.
#[derive(Debug, thiserror::Error)]
pub enum LoopError {
    #[error("{0}")]
    Invalid(String),
    #[error(transparent)]
    Embed(#[from] EmbedError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Embedder + store + defaults.
pub struct LoopDetector {
    embedder: Arc<dyn Embedder>,
    store: Arc<VectorStore>,
    defaults: LoopSettings,
    writes: Arc<Semaphore>,
    metrics: Arc<Metrics>,
}

impl LoopDetector {
    pub fn new(
        embedder: Arc<dyn Embedder>,
        store: Arc<VectorStore>,
        defaults: LoopSettings,
        metrics: Arc<Metrics>,
    ) -> Self {
        Self {
            embedder,
            store,
            defaults,
            writes: Arc::new(Semaphore::new(MAX_PENDING_WRITES)),
            metrics,
        }
    }

    pub async fn check(
        &self,
        tenant: &str,
        prompt: &str,
        overrides: LoopOverrides,
    ) -> Result<LoopVerdict, LoopError> {
        if tenant.trim().is_empty() {
            return Err(LoopError::Invalid("tenant_id is empty".to_owned()));
        }
        if tenant.len() > MAX_TENANT_BYTES || tenant.chars().any(char::is_control) {
            return Err(LoopError::Invalid(format!(
                "tenant_id must be at most {MAX_TENANT_BYTES} bytes without control characters"
            )));
        }
        if prompt.trim().is_empty() {
            return Err(LoopError::Invalid("prompt is empty".to_owned()));
        }
        let settings = self.defaults.apply(overrides)?;
        // No inference for a request that cannot be answered anyway.
        if !self.store.is_connected() {
            self.metrics.redis_error("search");
            return Err(StoreError::Unavailable("not connected".to_owned()).into());
        }
        let vector = self.embedder.compute(prompt.to_owned()).await?;
        let neighbours = self.nearest(tenant, &vector, settings.history_size).await?;
        let mut verdict = verdict(&neighbours, settings.threshold);
        if verdict.loop_detected {
            self.metrics.loop_detected();
        }
        verdict.embedding = vector.clone();
        self.record_later(tenant, prompt, vector, settings);
        Ok(verdict)
    }

    async fn nearest(
        &self,
        tenant: &str,
        vector: &[f32],
        k: usize,
    ) -> Result<Vec<Neighbour>, StoreError> {
        let started = Instant::now();
        let mut result = self.store.nearest(tenant, vector, k).await;
        if let Err(StoreError::IndexMissing(_)) = result {
            // Redis restarted without persistence, or the index was dropped: recreate once.
            tracing::warn!(index = %self.store.config().index, "vector index missing; re-creating it");
            if let Err(e) = self.store.ensure_index().await {
                self.metrics.redis_error("create_index");
                return Err(e);
            }
            result = self.store.nearest(tenant, vector, k).await;
        }
        self.metrics.observe_knn(started.elapsed());
        if result.is_err() {
            self.metrics.redis_error("search");
        }
        result
    }

    fn record_later(&self, tenant: &str, prompt: &str, vector: Vec<f32>, settings: LoopSettings) {
        let Ok(permit) = self.writes.clone().try_acquire_owned() else {
            self.metrics.write_dropped();
            return;
        };
        let store = self.store.clone();
        let metrics = self.metrics.clone();
        let (tenant, prompt) = (tenant.to_owned(), prompt.to_owned());
        tokio::spawn(async move {
            let _permit = permit;
            if let Err(e) = store
                .record(
                    &tenant,
                    &prompt,
                    &vector,
                    settings.history_size,
                    settings.ttl,
                )
                .await
            {
                metrics.redis_error("record");
                tracing::warn!(tenant = %tenant, error = %e, "could not record the prompt");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(prompt: &str, similarity: f64) -> Neighbour {
        Neighbour {
            prompt: prompt.into(),
            similarity,
        }
    }

    #[test]
    fn no_history_is_no_loop() {
        let v = verdict(&[], 0.95);
        assert!(!v.loop_detected);
        assert_eq!(v.max_similarity, 0.0);
        assert_eq!(v.compared, 0);
    }

    #[test]
    fn loop_at_or_above_threshold_with_the_closest_prompt() {
        let v = verdict(&[n("a", 0.90), n("b", 0.97), n("c", 0.93)], 0.95);
        assert!(v.loop_detected);
        assert_eq!(v.similar_prompt, "b");
        assert_eq!(v.compared, 3);
        assert!(verdict(&[n("a", 0.95)], 0.95).loop_detected);
        assert!(!verdict(&[n("a", 0.9499)], 0.95).loop_detected);
    }

    #[test]
    fn overrides_replace_defaults_and_are_checked() {
        let d = LoopSettings::default();
        assert_eq!(d.apply(LoopOverrides::default()).unwrap(), d);
        let o = LoopOverrides {
            threshold: 0.9,
            history_size: 3,
            ttl_seconds: 60,
        };
        let s = d.apply(o).unwrap();
        assert_eq!(
            (s.threshold, s.history_size, s.ttl),
            (0.9, 3, Duration::from_secs(60))
        );
        for bad in [1.5, -0.1, f64::NAN] {
            let o = LoopOverrides {
                threshold: bad,
                ..LoopOverrides::default()
            };
            assert!(d.apply(o).is_err(), "{bad}");
        }
        let o = LoopOverrides {
            history_size: 1000,
            ..LoopOverrides::default()
        };
        assert!(d.apply(o).is_err());
    }
}
