//! Semantic checks of a PolicySpec.

use std::collections::HashSet;

use super::{Problem, Sink};
use crate::policy::{PolicySpec, ProviderKind};

/// Every problem of `spec`, with paths under `spec`.
pub fn validate_policy(spec: &PolicySpec) -> Vec<Problem> {
    let mut sink = Sink::new("spec");
    check(spec, &mut sink);
    sink.problems
}

pub(crate) fn check(spec: &PolicySpec, sink: &mut Sink<'_>) {
    sink.duplicates(
        "providers",
        "name",
        spec.providers.iter().map(|p| p.name.as_str()),
    );
    let providers: HashSet<&str> = spec.providers.iter().map(|p| p.name.as_str()).collect();
    for (i, p) in spec.providers.iter().enumerate() {
        let at = format!("providers[{i}]");
        match &p.base_url {
            None if p.kind == ProviderKind::OpenaiCompatible => sink.error(
                format!("{at}.baseUrl"),
                "required for openaiCompatible providers",
            ),
            Some(url) if !(url.starts_with("http://") || url.starts_with("https://")) => sink
                .error(
                    format!("{at}.baseUrl"),
                    format!("{url:?} is not an http(s) URL"),
                ),
            Some(url) if url.contains('@') => sink.error(
                format!("{at}.baseUrl"),
                "must not carry credentials (use credential)",
            ),
            _ => {}
        }
        if let Some(c) = &p.credential {
            if c.secret_key_ref.name.is_empty() {
                sink.error(
                    format!("{at}.credential.secretKeyRef.name"),
                    "must not be empty",
                );
            }
            if c.secret_key_ref.key.is_empty() {
                sink.error(
                    format!("{at}.credential.secretKeyRef.key"),
                    "must not be empty",
                );
            }
        }
        for name in p.headers.keys() {
            let lower = name.to_ascii_lowercase();
            if ["authorization", "x-api-key", "x-goog-api-key", "api-key"].contains(&lower.as_str())
            {
                sink.error(
                    format!("{at}.headers.{name}"),
                    "credentials belong in credential, never in plain headers",
                );
            }
        }
    }
    for (i, r) in spec.routes.iter().enumerate() {
        let at = format!("routes[{i}]");
        if r.model.trim().is_empty() {
            sink.error(format!("{at}.model"), "must not be empty");
        }
        if r.providers.is_empty() {
            sink.error(
                format!("{at}.providers"),
                "at least one provider is required",
            );
        }
        for (j, name) in r.providers.iter().enumerate() {
            if !providers.contains(name.as_str()) {
                sink.error(
                    format!("{at}.providers[{j}]"),
                    format!("unknown provider {name:?}"),
                );
            }
        }
        if let Some(earlier) = spec.routes[..i]
            .iter()
            .position(|e| e.model == "*" || e.model == r.model)
        {
            sink.warning(
                format!("{at}.model"),
                format!("never used: routes[{earlier}] matches first"),
            );
        }
    }
    for (i, entry) in spec.pass_through.iter().enumerate() {
        let at = format!("passThrough[{i}]");
        if !entry.starts_with('/') {
            sink.error(at, format!("{entry:?} must be a path starting with /"));
        } else if entry.trim_end_matches('*').contains('*') {
            sink.error(
                at,
                format!("{entry:?}: `*` is allowed only at the end (a prefix)"),
            );
        } else if entry.contains('?') || entry.contains('#') {
            sink.error(at, format!("{entry:?} must be a path without a query"));
        } else if entry.split('/').any(|s| s == "." || s == "..") {
            sink.error(at, format!("{entry:?} must not have . or .. segments"));
        }
    }
    if let Some(rl) = &spec.rate_limits {
        for (scope, limit) in [("tenant", &rl.tenant), ("session", &rl.session)] {
            if let Some(l) = limit {
                if l.requests_per_minute == Some(0) {
                    sink.error(
                        format!("rateLimits.{scope}.requestsPerMinute"),
                        "must be at least 1 (omit it for no limit)",
                    );
                }
                if l.tokens_per_minute == Some(0) {
                    sink.error(
                        format!("rateLimits.{scope}.tokensPerMinute"),
                        "must be at least 1 (omit it for no limit)",
                    );
                }
            }
        }
    }
    if let Some(b) = &spec.budgets {
        if b.session_tokens == Some(0) {
            sink.error(
                "budgets.sessionTokens",
                "must be at least 1 (omit it for no budget)",
            );
        }
        if b.tenant_tokens_per_day == Some(0) {
            sink.error(
                "budgets.tenantTokensPerDay",
                "must be at least 1 (omit it for no budget)",
            );
        }
    }
    if let Some(l) = &spec.limits {
        if let Some(bytes) = l.max_request_bytes
            && bytes < 1024
        {
            sink.error(
                "limits.maxRequestBytes",
                format!("{bytes} is below the minimum of 1024"),
            );
        }
        if l.max_tokens_per_request == Some(0) {
            sink.error("limits.maxTokensPerRequest", "must be at least 1");
        }
    }
    if let Some(ld) = &spec.loop_detection {
        sink.range("loopDetection.threshold", ld.threshold, 0.0, 1.0);
        if ld.history_size == 0 {
            sink.error("loopDetection.historySize", "must be at least 1");
        }
        if ld.ttl_seconds == 0 {
            sink.error("loopDetection.ttlSeconds", "must be at least 1");
        }
        if ld.timeout_ms == 0 {
            sink.error("loopDetection.timeoutMs", "must be at least 1");
        } else if ld.timeout_ms > 1000 {
            sink.warning(
                "loopDetection.timeoutMs",
                format!(
                    "{} ms is added to every request when the embedder is slow",
                    ld.timeout_ms
                ),
            );
        }
        if ld.enabled && ld.threshold < 0.5 {
            sink.warning(
                "loopDetection.threshold",
                "below 0.5 nearly every prompt counts as a loop",
            );
        }
    }
    if let Some(c) = &spec.cache
        && let Some(s) = &c.semantic
    {
        sink.range("cache.semantic.threshold", s.threshold, 0.0, 1.0);
    }
    if let Some(s) = &spec.sessions {
        for (field, v) in [
            ("ttlSeconds", s.ttl_seconds),
            ("maxHistoryEntries", s.max_history_entries),
            ("maxSessions", s.max_sessions),
        ] {
            if v == 0 {
                sink.error(format!("sessions.{field}"), "must be at least 1");
            }
        }
    }
    if let Some(r) = &spec.redis
        && let Some(url) = &r.external_url
        && !(url.starts_with("redis://") || url.starts_with("rediss://"))
    {
        sink.error(
            "redis.externalUrl",
            format!("{url:?} is not a redis:// or rediss:// URL"),
        );
    }
    if let Some(r) = &spec.redis {
        if r.external_url.is_some() && r.persistence.is_some() {
            sink.warning(
                "redis.persistence",
                "is ignored: with redis.externalUrl the operator runs no Redis in the namespace",
            );
        }
        if r.external_url.is_none() && r.password_secret_ref.is_some() {
            sink.warning(
                "redis.passwordSecretRef",
                "is ignored without redis.externalUrl: the namespace's own Redis uses the password the operator generates (Secret redis-argus)",
            );
        }
    }
}
