//! Prometheus metrics of the operator and the webhook, served on `:8080/metrics`.

use std::collections::BTreeMap;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

type Labels = Vec<(&'static str, String)>;

/// Every metric of the process, registered once.
pub struct Metrics {
    registry: Registry,
    reconciles: Family<Labels, Counter>,
    reconcile_errors: Family<Labels, Counter>,
    webhook_duration: Histogram,
    webhook_reviews: Family<Labels, Counter>,
    injections: Counter,
    leader: Gauge,
    approvals_pending: Family<Labels, Gauge>,
    approval_decision_seconds: Histogram,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// Creates and registers the metrics.
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix("argus_operator");
        let reconciles = Family::<Labels, Counter>::default();
        let reconcile_errors = Family::<Labels, Counter>::default();
        // 50 µs .. ~3 s: the handler itself takes well under a millisecond.
        let webhook_duration = Histogram::new(exponential_buckets(0.00005, 2.0, 17));
        let webhook_reviews = Family::<Labels, Counter>::default();
        let injections = Counter::default();
        let leader = Gauge::default();
        let approvals_pending = Family::<Labels, Gauge>::default();
        // 1 s .. ~9 h: people decide in seconds to hours.
        let approval_decision_seconds = Histogram::new(exponential_buckets(1.0, 2.0, 16));
        registry.register(
            "approvals_pending",
            "Approvals waiting for a decision, by namespace",
            approvals_pending.clone(),
        );
        registry.register(
            "approval_decision_seconds",
            "Time from an Approval's creation to its decision (approved or denied)",
            approval_decision_seconds.clone(),
        );
        registry.register(
            "reconciles",
            "Reconciliations, by controller",
            reconciles.clone(),
        );
        registry.register(
            "reconcile_errors",
            "Failed reconciliations, by controller and error",
            reconcile_errors.clone(),
        );
        registry.register(
            "webhook_duration_seconds",
            "Time to answer one AdmissionReview",
            webhook_duration.clone(),
        );
        registry.register(
            "webhook_reviews",
            "AdmissionReviews answered, by result",
            webhook_reviews.clone(),
        );
        registry.register(
            "injections",
            "Pods injected with the Argus sidecars",
            injections.clone(),
        );
        registry.register(
            "leader",
            "1 while this replica holds the leader Lease",
            leader.clone(),
        );
        Self {
            registry,
            reconciles,
            reconcile_errors,
            webhook_duration,
            webhook_reviews,
            injections,
            leader,
            approvals_pending,
            approval_decision_seconds,
        }
    }

    /// Counts one reconciliation of `controller`.
    pub fn reconciled(&self, controller: &'static str) {
        self.reconciles
            .get_or_create(&vec![("controller", controller.to_string())])
            .inc();
    }

    /// Counts one failed reconciliation.
    pub fn reconcile_failed(&self, controller: &'static str, error: &'static str) {
        self.reconcile_errors
            .get_or_create(&vec![
                ("controller", controller.to_string()),
                ("error", error.to_string()),
            ])
            .inc();
    }

    /// Records one answered review.
    pub fn reviewed(&self, result: &'static str, seconds: f64) {
        self.webhook_duration.observe(seconds);
        self.webhook_reviews
            .get_or_create(&vec![("result", result.to_string())])
            .inc();
        if result == "injected" {
            self.injections.inc();
        }
    }

    /// Sets the pending gauge of every namespace in `by_namespace` (0 included).
    pub fn set_approvals_pending(&self, by_namespace: &BTreeMap<String, u64>) {
        for (ns, n) in by_namespace {
            self.approvals_pending
                .get_or_create(&vec![("namespace", ns.clone())])
                .set(i64::try_from(*n).unwrap_or(i64::MAX));
        }
    }

    /// Records one decision's latency.
    pub fn approval_decided(&self, seconds: f64) {
        self.approval_decision_seconds.observe(seconds);
    }

    /// Sets the leader gauge.
    pub fn set_leader(&self, leader: bool) {
        self.leader.set(i64::from(leader));
    }

    /// The OpenMetrics text exposition.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = encode(&mut out, &self.registry);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exposition_names_every_metric() {
        let m = Metrics::new();
        m.reconciled("workflow");
        m.reconcile_failed("workflow", "kube");
        m.reviewed("injected", 0.0004);
        m.set_leader(true);
        let text = m.encode();
        for name in [
            "argus_operator_reconciles_total{controller=\"workflow\"} 1",
            "argus_operator_reconcile_errors_total{controller=\"workflow\",error=\"kube\"} 1",
            "argus_operator_webhook_duration_seconds_count 1",
            "argus_operator_webhook_reviews_total{result=\"injected\"} 1",
            "argus_operator_injections_total 1",
            "argus_operator_leader 1",
        ] {
            assert!(text.contains(name), "{name} missing in\n{text}");
        }
    }
}
