//! Semantic checks of a GateStackSpec.

use super::{Problem, Sink};
use crate::gatestack::{ApprovalAction, AuditSink, GateStackSpec, GateType};

/// Every problem of `spec`, with paths under `spec`.
pub fn validate_gatestack(spec: &GateStackSpec) -> Vec<Problem> {
    let mut sink = Sink::new("spec");
    check(spec, &mut sink);
    sink.problems
}

pub(crate) fn check(spec: &GateStackSpec, sink: &mut Sink<'_>) {
    sink.duplicates("gates", "type", spec.gates.iter().map(|g| g.type_.as_str()));
    for (i, g) in spec.gates.iter().enumerate() {
        let at = format!("gates[{i}]");
        let blocks = [
            ("evidence", GateType::Evidence, g.evidence.is_some()),
            (
                "uncertainty",
                GateType::Uncertainty,
                g.uncertainty.is_some(),
            ),
            ("security", GateType::Security, g.security.is_some()),
            (
                "adversarial",
                GateType::Adversarial,
                g.adversarial.is_some(),
            ),
            (
                "humanApproval",
                GateType::HumanApproval,
                g.human_approval.is_some(),
            ),
        ];
        for (field, ty, set) in blocks {
            if set && ty != g.type_ {
                sink.error(
                    format!("{at}.{field}"),
                    format!(
                        "parameters for a {field} gate on a gate of type {}",
                        g.type_.as_str()
                    ),
                );
            }
        }
        if let Some(e) = &g.evidence {
            sink.range(
                format!("{at}.evidence.minConfidence"),
                e.min_confidence,
                0.0,
                1.0,
            );
        }
        if let Some(u) = &g.uncertainty {
            sink.range(
                format!("{at}.uncertainty.deferThreshold"),
                u.defer_threshold,
                0.0,
                1.0,
            );
            sink.range(
                format!("{at}.uncertainty.explainThreshold"),
                u.explain_threshold,
                0.0,
                1.0,
            );
            if u.explain_threshold > u.defer_threshold {
                sink.error(
                    format!("{at}.uncertainty.explainThreshold"),
                    format!(
                        "{} exceeds deferThreshold {}",
                        u.explain_threshold, u.defer_threshold
                    ),
                );
            }
        }
        if let Some(s) = &g.security {
            if s.validate_origin && s.allowed_origins.is_empty() {
                sink.warning(
                    format!("{at}.security.allowedOrigins"),
                    "empty: every streamable-HTTP MCP origin will be refused",
                );
            }
            for (j, o) in s.allowed_origins.iter().enumerate() {
                if !(o.starts_with("http://") || o.starts_with("https://")) {
                    sink.error(
                        format!("{at}.security.allowedOrigins[{j}]"),
                        format!("{o:?} is not an origin (scheme://host[:port])"),
                    );
                }
            }
        }
        if let Some(a) = &g.adversarial {
            sink.range(
                format!("{at}.adversarial.threatThreshold"),
                a.threat_threshold,
                0.0,
                1.0,
            );
        }
        if let Some(h) = &g.human_approval {
            sink.duplicates(
                &format!("{at}.humanApproval.routes"),
                "minTier",
                h.routes.iter().map(|r| r.min_tier.as_str()),
            );
            for (j, r) in h.routes.iter().enumerate() {
                for (k, name) in r.approver_set().groups.iter().chain(&r.users).enumerate() {
                    if name.trim().is_empty() || name.trim() != name {
                        sink.error(
                            format!("{at}.humanApproval.routes[{j}]"),
                            format!(
                                "approver name {k} ({name:?}) must be a non-empty Kubernetes group or user name without surrounding spaces"
                            ),
                        );
                    }
                }
                if r.action == ApprovalAction::RequireApproval && r.approver_set().is_empty() {
                    sink.error(
                        format!("{at}.humanApproval.routes[{j}].approvers"),
                        "required when action is requireApproval (or name groups or users)",
                    );
                }
            }
            if h.timeout_seconds == 0 {
                sink.error(
                    format!("{at}.humanApproval.timeoutSeconds"),
                    "must be at least 1",
                );
            }
        }
    }
    for tool in spec.tool_risk_tiers.keys() {
        if tool.trim().is_empty() {
            sink.error("toolRiskTiers", "tool names must not be empty");
        }
    }
    if let Some(a) = &spec.audit
        && a.active_sinks().contains(&AuditSink::File)
        && a.path.as_deref().is_none_or(str::is_empty)
    {
        sink.error("audit.path", "required for the file sink");
    }
}
