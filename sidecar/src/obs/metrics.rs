//! Prometheus metrics of the sidecar, served on the admin port's `/metrics`.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// Labels of a finished request.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RequestLabels {
    /// API format (`openai_chat`, ... or `passthrough`).
    pub format: &'static str,
    /// HTTP status class of the answer (`2xx`, `4xx`, `5xx`).
    pub status: &'static str,
}

/// A single label value.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Reason {
    /// Why.
    pub reason: String,
}

/// Labels of a call's outcome.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Outcome {
    /// How it ended (`ok`, `timeout`, `error`, `invalid`, ...).
    pub outcome: &'static str,
}

/// Labels of a wait for a session's earlier workflow steps.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct StepWaitLabels {
    /// Who waited: `request` (before forwarding) or `step` (a later step).
    pub who: &'static str,
    /// `done` (the earlier steps ended in time) or `timeout` (went on without them).
    pub outcome: &'static str,
}

/// Labels of a gate's decision.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct GateLabels {
    /// The gate (`security`, `humanApproval`, …).
    pub gate: &'static str,
    /// `EXECUTE`, `EXPLAIN`, `DEFER` or `REFUSE`.
    pub decision: &'static str,
}

/// Labels of an adversarial score: what was scored (`user_turn`, `tool_result`,
/// `arguments`, `anomaly`, `guardian`).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ThreatLabels {
    /// What was scored.
    pub source: &'static str,
}

/// Labels of an adversarial gate decision.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ThreatDecisionLabels {
    /// What the score that decided came from (as [`ThreatLabels`]).
    pub source: &'static str,
    /// `EXECUTE` (passed), `EXPLAIN` or `DEFER`.
    pub decision: &'static str,
}

/// Labels of an MCP tool whose upstream definition changed since it was pinned.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ToolDriftLabels {
    /// The upstream MCP server's URL.
    pub upstream: String,
    /// The tool.
    pub tool: String,
}

/// Labels of an upstream error.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct UpstreamLabels {
    /// Provider name.
    pub provider: String,
    /// `connect`, `timeout`, `status_5xx`, ...
    pub reason: &'static str,
}

/// Labels of a classification.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct MethodLabels {
    /// `tool_call`, `pattern`, `embedding`, `fallback`.
    pub method: &'static str,
}

/// Labels of a transition check.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct TransitionLabels {
    /// `success`, `invalid_transition`, `no_change`, `terminal`.
    pub result: &'static str,
}

/// Labels of a violation.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ViolationLabels {
    /// Constraint name (`invalid_transition` for invalid transitions).
    pub constraint: String,
    /// `warning`, `error`, `critical`.
    pub severity: &'static str,
}

/// Labels of an intervention.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct InterventionLabels {
    /// Strategy after escalation.
    pub strategy: &'static str,
    /// `scheduled` (after a response) or `applied` (to a request).
    pub phase: &'static str,
}

/// Every metric of the sidecar.
pub struct Metrics {
    registry: Registry,
    /// Finished requests.
    pub requests: Family<RequestLabels, Counter>,
    /// Time from request received to response headers sent, seconds.
    pub latency: Family<RequestLabels, Histogram>,
    /// Proxy errors answered by the sidecar itself, by reason.
    pub errors: Family<Reason, Counter>,
    /// Upstream failures.
    pub upstream_errors: Family<UpstreamLabels, Counter>,
    /// Responses classified, by method.
    pub classifications: Family<MethodLabels, Counter>,
    /// Transition checks, by result.
    pub transitions: Family<TransitionLabels, Counter>,
    /// Constraint violations.
    pub violations: Family<ViolationLabels, Counter>,
    /// Interventions scheduled and applied.
    pub interventions: Family<InterventionLabels, Counter>,
    /// Store failures handled by the configured failure mode.
    pub store_failures: Family<Reason, Counter>,
    /// Sessions evicted to respect the per-tenant limit.
    pub sessions_evicted: Gauge,
    /// Console entries for Redis, by outcome (`shipped`, `dropped` on a full queue,
    /// `failed` when Redis refused their batch).
    pub console_feed: Family<Reason, Counter>,
    /// Config reloads, by outcome (`applied`, `rejected`).
    pub config_reloads: Family<Reason, Counter>,
    /// Streams the client abandoned before the end.
    pub streams_aborted: Counter,
    /// Loop checks, by outcome (`loop`, `no_loop`, `timeout`, `unavailable`, `skipped`).
    pub loop_checks: Family<Reason, Counter>,
    /// Semantic classifications asked of the embedder, by outcome.
    pub semantic: Family<Reason, Counter>,
    /// Requests refused by a rate limit or budget, by limit.
    pub limit_refusals: Family<Reason, Counter>,
    /// Exact-cache lookups, by outcome (`hit`, `miss`).
    pub cache: Family<Reason, Counter>,
    /// Semantic-cache lookups, by outcome (`hit`, `miss`); their sum is the lookups.
    pub semantic_cache: Family<Reason, Counter>,
    /// Semantic-cache misses, by why the most similar candidate did not answer
    /// (`Miss::label`: `no_candidate`, `similarity`, `facts`, `name`, `antonym`,
    /// `exchange`, `swap`, `scope`); their sum is the lookups counted `miss`.
    pub semantic_cache_misses: Family<Reason, Counter>,
    /// Eligible requests the semantic cache could not look up, by reason (`no_embedding`:
    /// the loop check gave none in time, or is off).
    pub semantic_cache_skipped: Family<Reason, Counter>,
    /// Waits for a session's earlier workflow steps, by who waited and how it ended.
    pub step_waits: Family<StepWaitLabels, Counter>,
    /// Gate decisions on proposed tool calls and final answers, by gate and decision.
    pub gate_decisions: Family<GateLabels, Counter>,
    /// Threat scores of untrusted input (adversarial gate), by outcome.
    pub threat_scores: Family<Reason, Counter>,
    /// The threat scores the adversarial gate weighed, by what was scored.
    pub adversarial_scores: Family<ThreatLabels, Histogram>,
    /// The adversarial gate's decisions on scored input, by source and decision.
    pub adversarial_decisions: Family<ThreatDecisionLabels, Counter>,
    /// Calls to the adversarial gate's guardian model, by outcome.
    pub guardian_calls: Family<Outcome, Counter>,
    /// Approvals waiting for a human decision (set when scraped).
    pub approvals_pending: Gauge,
    /// Time from an approval's request to a person's decision, seconds.
    pub approval_decision_seconds: Histogram,
    /// Uncertainty measurements by sampling (uncertainty gate), by outcome.
    pub uncertainty_measurements: Family<Outcome, Counter>,
    /// Offered tools the Actor does not permit in the request's mode, by what was done
    /// (`removed`, `reported`).
    pub tools_unpermitted: Family<Reason, Counter>,
    /// Tool invocations through the MCP gateway, by outcome.
    pub mcp_calls: Family<Reason, Counter>,
    /// Upstream MCP tool definitions found changed since they were pinned (once per
    /// changed definition), by upstream and tool.
    pub mcp_tool_drift: Family<ToolDriftLabels, Counter>,
    /// Audit records for the Redis chain: `queued`, or `dropped` when the queue was full.
    pub audit_records: Family<Outcome, Counter>,
    /// Context compilations on the request path, by outcome (`compiled`, `empty`,
    /// `timeout`, `store_error`).
    pub context_compilations: Family<Reason, Counter>,
    /// Messages recorded for the context engine, by outcome (`recorded`, `failed`).
    pub context_records: Family<Reason, Counter>,
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    /// Registers every metric under the `argus` prefix.
    pub fn new() -> Self {
        let mut registry = Registry::with_prefix("argus");
        let m = Self {
            requests: Family::default(),
            latency: Family::new_with_constructor(|| {
                Histogram::new(exponential_buckets(0.000_05, 2.0, 20))
            }),
            errors: Family::default(),
            upstream_errors: Family::default(),
            classifications: Family::default(),
            transitions: Family::default(),
            violations: Family::default(),
            interventions: Family::default(),
            store_failures: Family::default(),
            sessions_evicted: Gauge::default(),
            console_feed: Family::default(),
            config_reloads: Family::default(),
            streams_aborted: Counter::default(),
            loop_checks: Family::default(),
            semantic: Family::default(),
            limit_refusals: Family::default(),
            cache: Family::default(),
            semantic_cache: Family::default(),
            semantic_cache_misses: Family::default(),
            semantic_cache_skipped: Family::default(),
            step_waits: Family::default(),
            gate_decisions: Family::default(),
            threat_scores: Family::default(),
            adversarial_scores: Family::new_with_constructor(|| {
                Histogram::new(prometheus_client::metrics::histogram::linear_buckets(
                    0.1, 0.1, 10,
                ))
            }),
            adversarial_decisions: Family::default(),
            uncertainty_measurements: Family::default(),
            guardian_calls: Family::default(),
            approvals_pending: Gauge::default(),
            // 1 s … ~9 h: people decide in seconds to hours.
            approval_decision_seconds: Histogram::new(exponential_buckets(1.0, 2.0, 16)),
            tools_unpermitted: Family::default(),
            mcp_calls: Family::default(),
            mcp_tool_drift: Family::default(),
            audit_records: Family::default(),
            context_compilations: Family::default(),
            context_records: Family::default(),
            registry: Registry::default(),
        };
        registry.register("requests", "LLM requests handled", m.requests.clone());
        registry.register(
            "context_compilations",
            "Context compilations on the request path, by outcome",
            m.context_compilations.clone(),
        );
        registry.register(
            "context_records",
            "Messages recorded for context, by outcome",
            m.context_records.clone(),
        );
        registry.register(
            "request_duration_seconds",
            "Time to response headers",
            m.latency.clone(),
        );
        registry.register(
            "proxy_errors",
            "Errors answered by the sidecar, by reason",
            m.errors.clone(),
        );
        registry.register(
            "upstream_errors",
            "Upstream failures by provider and reason",
            m.upstream_errors.clone(),
        );
        registry.register(
            "classifications",
            "Responses classified, by method",
            m.classifications.clone(),
        );
        registry.register(
            "transitions",
            "Workflow transition checks, by result",
            m.transitions.clone(),
        );
        registry.register(
            "violations",
            "Constraint violations, by constraint and severity",
            m.violations.clone(),
        );
        registry.register(
            "interventions",
            "Interventions scheduled and applied, by strategy",
            m.interventions.clone(),
        );
        registry.register(
            "store_failures",
            "Session store failures handled by the failure mode",
            m.store_failures.clone(),
        );
        registry.register(
            "console_feed",
            "Console entries for the operator's console in Redis, by outcome (shipped, dropped, failed)",
            m.console_feed.clone(),
        );
        registry.register(
            "sessions_evicted",
            "Sessions evicted to respect the per-tenant limit",
            m.sessions_evicted.clone(),
        );
        registry.register(
            "config_reloads",
            "Config reloads, by outcome",
            m.config_reloads.clone(),
        );
        registry.register(
            "streams_aborted",
            "Streams the client abandoned before the end",
            m.streams_aborted.clone(),
        );
        registry.register(
            "loop_checks",
            "Loop checks, by outcome",
            m.loop_checks.clone(),
        );
        registry.register(
            "threat_scores",
            "Threat scores of untrusted input for the adversarial gate, by outcome",
            m.threat_scores.clone(),
        );
        registry.register(
            "adversarial_scores",
            "Threat scores the adversarial gate weighed (injection probability, guardian, anomaly), by source",
            m.adversarial_scores.clone(),
        );
        registry.register(
            "adversarial_decisions",
            "Decisions of the adversarial gate on scored input, by source and decision",
            m.adversarial_decisions.clone(),
        );
        registry.register(
            "uncertainty_measurements",
            "Uncertainty measurements by sampling for the uncertainty gate, by outcome",
            m.uncertainty_measurements.clone(),
        );
        registry.register(
            "guardian_calls",
            "Calls to the adversarial gate's guardian model, by outcome",
            m.guardian_calls.clone(),
        );
        registry.register(
            "audit_records",
            "Audit records for the Redis chain: queued, or dropped because the queue was full",
            m.audit_records.clone(),
        );
        registry.register(
            "gate_decisions",
            "Gate decisions on proposed tool calls and final answers, by gate and decision",
            m.gate_decisions.clone(),
        );
        registry.register(
            "session_step_waits",
            "Waits for a session's earlier workflow steps (timeout: went on without them)",
            m.step_waits.clone(),
        );
        registry.register(
            "semantic_classifications",
            "Exemplar similarity requests to the embedder, by outcome",
            m.semantic.clone(),
        );
        registry.register(
            "limit_refusals",
            "Requests refused before spend by a rate limit or budget",
            m.limit_refusals.clone(),
        );
        registry.register(
            "cache_lookups",
            "Exact-match cache lookups, by outcome",
            m.cache.clone(),
        );
        registry.register(
            "approvals_pending",
            "Deferred tool calls awaiting a human decision",
            m.approvals_pending.clone(),
        );
        registry.register(
            "approval_decision_seconds",
            "Time from an approval's request to a person's decision",
            m.approval_decision_seconds.clone(),
        );
        registry.register(
            "semantic_cache_lookups",
            "Semantic cache lookups, by outcome (hit, miss)",
            m.semantic_cache.clone(),
        );
        registry.register(
            "semantic_cache_misses",
            "Semantic cache misses, by why the most similar candidate did not answer (no_candidate, similarity, facts, name, antonym, exchange, swap)",
            m.semantic_cache_misses.clone(),
        );
        registry.register(
            "semantic_cache_skipped",
            "Requests eligible for the semantic cache that were not looked up, by reason",
            m.semantic_cache_skipped.clone(),
        );
        registry.register(
            "tools_unpermitted",
            "Offered tools the Actor does not permit in the request's mode, by action",
            m.tools_unpermitted.clone(),
        );
        registry.register(
            "mcp_tool_calls",
            "Tool invocations through the MCP gateway, by outcome",
            m.mcp_calls.clone(),
        );
        registry.register(
            "mcp_tool_drift",
            "Upstream MCP tool definitions found changed since they were pinned, by upstream and tool",
            m.mcp_tool_drift.clone(),
        );
        Self { registry, ..m }
    }

    /// Counts a proxy error by reason.
    pub fn error(&self, reason: &str) {
        self.errors
            .get_or_create(&Reason {
                reason: reason.to_string(),
            })
            .inc();
    }

    /// The Prometheus text exposition.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        if prometheus_client::encoding::text::encode(&mut out, &self.registry).is_err() {
            out.clear();
        }
        out
    }
}

/// `2xx`, `4xx`, ... for a status code.
pub fn status_class(status: u16) -> &'static str {
    match status {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        _ => "5xx",
    }
}
