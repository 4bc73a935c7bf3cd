//! Prometheus metrics of the embedder, served on the admin port's `/metrics`.

use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct MethodLabels {
    method: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct EncoderLabels {
    encoder: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct OperationLabels {
    operation: &'static str,
}

/// 50 µs … ≈ 1.6 s.
fn latency_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.000_05, 2.0, 16))
}

/// Every metric the embedder exports, in one registry.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<MethodLabels, Histogram, fn() -> Histogram>,
    loops: Counter,
    batch_size: Histogram,
    inference: Histogram,
    knn: Histogram,
    redis_errors: Family<OperationLabels, Counter>,
    writes_dropped: Counter,
    exemplar_sets: Gauge,
    injection_windows: Family<EncoderLabels, Counter>,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix("argus_embedder");
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "requests",
            "gRPC requests by method and outcome",
            requests.clone(),
        );
        let latency = Family::<MethodLabels, Histogram, fn() -> Histogram>::new_with_constructor(
            latency_histogram,
        );
        registry.register(
            "request_duration_seconds",
            "gRPC handling time by method",
            latency.clone(),
        );
        let loops = Counter::default();
        registry.register(
            "loops_detected",
            "CheckLoop calls that reported a loop",
            loops.clone(),
        );
        let batch_size = Histogram::new([1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 32.0, 64.0]);
        registry.register(
            "batch_size",
            "texts per inference batch",
            batch_size.clone(),
        );
        let inference = latency_histogram();
        registry.register(
            "inference_duration_seconds",
            "ONNX Runtime time per batch",
            inference.clone(),
        );
        let knn = latency_histogram();
        registry.register(
            "knn_duration_seconds",
            "Redis FT.SEARCH KNN round trip",
            knn.clone(),
        );
        let redis_errors = Family::<OperationLabels, Counter>::default();
        registry.register(
            "redis_errors",
            "failed Redis operations",
            redis_errors.clone(),
        );
        let writes_dropped = Counter::default();
        registry.register(
            "history_writes_dropped",
            "prompts not recorded because too many writes were in flight",
            writes_dropped.clone(),
        );
        let exemplar_sets = Gauge::default();
        registry.register(
            "exemplar_sets",
            "exemplar sets held in memory",
            exemplar_sets.clone(),
        );
        let injection_windows = Family::<EncoderLabels, Counter>::default();
        registry.register(
            "injection_windows",
            "windows ScoreInjection embedded, by the encoder that read them",
            injection_windows.clone(),
        );
        Self {
            registry,
            requests,
            latency,
            loops,
            batch_size,
            inference,
            knn,
            redis_errors,
            writes_dropped,
            exemplar_sets,
            injection_windows,
        }
    }

    pub fn observe_request(&self, method: &'static str, outcome: &'static str, elapsed: Duration) {
        self.requests
            .get_or_create(&RequestLabels { method, outcome })
            .inc();
        self.latency
            .get_or_create(&MethodLabels { method })
            .observe(elapsed.as_secs_f64());
    }

    pub fn loop_detected(&self) {
        self.loops.inc();
    }

    pub fn observe_batch(&self, texts: usize) {
        self.batch_size.observe(texts as f64);
    }

    pub fn observe_inference(&self, elapsed: Duration) {
        self.inference.observe(elapsed.as_secs_f64());
    }

    pub fn observe_knn(&self, elapsed: Duration) {
        self.knn.observe(elapsed.as_secs_f64());
    }

    pub fn redis_error(&self, operation: &'static str) {
        self.redis_errors
            .get_or_create(&OperationLabels { operation })
            .inc();
    }

    pub fn write_dropped(&self) {
        self.writes_dropped.inc();
    }

    /// Windows ScoreInjection embedded: `english` and `multilingual` (models/injection/SPEC.md
    /// §5b), so an operator sees which encoder reads the traffic.
    pub fn injection_windows(&self, english: usize, multilingual: usize) {
        for (encoder, n) in [("english", english), ("multilingual", multilingual)] {
            self.injection_windows
                .get_or_create(&EncoderLabels { encoder })
                .inc_by(n as u64);
        }
    }

    pub fn set_exemplar_sets(&self, sets: usize) {
        self.exemplar_sets
            .set(i64::try_from(sets).unwrap_or(i64::MAX));
    }

    /// The OpenMetrics text exposition.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exposition_names_the_metrics() {
        let m = Metrics::new();
        m.observe_request("CheckLoop", "ok", Duration::from_millis(2));
        m.loop_detected();
        m.redis_error("search");
        let text = m.encode();
        assert!(
            text.contains("argus_embedder_requests_total{method=\"CheckLoop\",outcome=\"ok\"} 1")
        );
        assert!(text.contains("argus_embedder_loops_detected_total 1"));
        assert!(text.contains("argus_embedder_request_duration_seconds_bucket"));
        assert!(text.contains("argus_embedder_redis_errors_total{operation=\"search\"} 1"));
    }
}
