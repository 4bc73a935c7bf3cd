use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use argus_crds::{Budgets, PolicySpec, RateLimit, RateLimits, SessionSettings};

use super::*;

/// A limiter on a hand-driven clock starting at 2025-11-21 10:00:00 UTC.
fn limiter() -> (MemoryLimiter, Arc<AtomicU64>) {
    let now = Arc::new(AtomicU64::new(20_413 * DAY_US + 10 * 3_600_000_000));
    let clock = now.clone();
    (
        MemoryLimiter::with_clock(1_000, Arc::new(move || clock.load(Ordering::SeqCst))),
        now,
    )
}

fn advance(now: &AtomicU64, seconds: u64) {
    now.fetch_add(seconds * 1_000_000, Ordering::SeqCst);
}

fn allowed(d: Decision) -> Reservation {
    match d {
        Decision::Allowed(r) => r,
        Decision::Refused(r) => panic!("refused: {}", r.message()),
    }
}

fn refused(d: Decision) -> Refusal {
    match d {
        Decision::Refused(r) => r,
        Decision::Allowed(r) => panic!("allowed: {r:?}"),
    }
}

#[test]
fn config_from_policy() {
    let spec = PolicySpec {
        rate_limits: Some(RateLimits {
            tenant: Some(RateLimit {
                requests_per_minute: Some(60),
                tokens_per_minute: Some(10_000),
            }),
            session: Some(RateLimit {
                requests_per_minute: Some(6),
                tokens_per_minute: None,
            }),
        }),
        budgets: Some(Budgets {
            session_tokens: Some(50_000),
            tenant_tokens_per_day: Some(1_000_000),
        }),
        sessions: Some(SessionSettings {
            ttl_seconds: 600,
            ..SessionSettings::default()
        }),
        ..PolicySpec::default()
    };
    let c = LimitConfig::from_policy(&spec);
    assert_eq!(
        c.limits(),
        [
            Some(60),
            Some(10_000),
            Some(6),
            None,
            Some(50_000),
            Some(1_000_000)
        ]
    );
    assert_eq!(c.session_ttl_seconds, 600);
    assert!(!c.is_unlimited());
    assert!(LimitConfig::from_policy(&PolicySpec::default()).is_unlimited());
}

#[test]
fn requests_per_minute_with_exact_retry_after() {
    let (l, now) = limiter();
    let mut c = LimitConfig::default();
    c.session.requests_per_minute = Some(3);
    for _ in 0..3 {
        allowed(l.reserve(&c, "t", "s", 10));
    }
    let r = refused(l.reserve(&c, "t", "s", 10));
    assert_eq!(r.scope, LimitScope::SessionRequests);
    assert_eq!(r.limit, 3);
    // Three per minute are spaced 20 s apart: the fourth fits 20 s after the burst.
    assert_eq!(r.retry_after_seconds, Some(20));
    advance(&now, 19);
    refused(l.reserve(&c, "t", "s", 10));
    advance(&now, 1);
    allowed(l.reserve(&c, "t", "s", 10));
    refused(l.reserve(&c, "t", "s", 10));
}

#[test]
fn any_minute_admits_at_most_the_limit_plus_one_burst() {
    let (l, now) = limiter();
    let mut c = LimitConfig::default();
    c.tenant.requests_per_minute = Some(10);
    let mut admitted = 0;
    // One attempt per second for five minutes.
    for _ in 0..300 {
        if matches!(l.reserve(&c, "t", "s", 1), Decision::Allowed(_)) {
            admitted += 1;
        }
        advance(&now, 1);
    }
    // The initial burst of 10 plus 10 per minute after it.
    assert!((50..=60).contains(&admitted), "{admitted}");
}

#[test]
fn tokens_per_minute_and_settle() {
    let (l, _now) = limiter();
    let mut c = LimitConfig::default();
    c.tenant.tokens_per_minute = Some(1_000);
    let first = allowed(l.reserve(&c, "t", "a", 600));
    let r = refused(l.reserve(&c, "t", "b", 600));
    assert_eq!(r.scope, LimitScope::TenantTokens);
    assert_eq!(r.retry_after_seconds, Some(12));
    // The first request really used 100 tokens: the difference is given back.
    l.settle(&first, Some(100));
    allowed(l.reserve(&c, "t", "b", 600));
}

#[test]
fn settling_more_than_reserved_charges_the_overrun() {
    let (l, _now) = limiter();
    let mut c = LimitConfig::default();
    c.session.tokens_per_minute = Some(1_000);
    let first = allowed(l.reserve(&c, "t", "s", 100));
    l.settle(&first, Some(900));
    refused(l.reserve(&c, "t", "s", 200));
    allowed(l.reserve(&c, "t", "s", 100));
}

#[test]
fn settle_without_usage_keeps_the_estimate() {
    let (l, _now) = limiter();
    let c = LimitConfig {
        session_tokens: Some(1_000),
        ..LimitConfig::default()
    };
    let first = allowed(l.reserve(&c, "t", "s", 600));
    l.settle(&first, None);
    refused(l.reserve(&c, "t", "s", 600));
}

#[test]
fn a_request_larger_than_the_limit_is_refused_for_good() {
    let (l, _now) = limiter();
    let mut c = LimitConfig::default();
    c.tenant.tokens_per_minute = Some(1_000);
    let r = refused(l.reserve(&c, "t", "s", 1_001));
    assert_eq!(r.retry_after_seconds, None);
    assert!(r.message().contains("will not help"), "{}", r.message());
}

#[test]
fn session_budget_refuses_before_the_spend() {
    let (l, now) = limiter();
    let c = LimitConfig {
        session_tokens: Some(1_000),
        ..LimitConfig::default()
    };
    let first = allowed(l.reserve(&c, "t", "s", 600));
    let r = refused(l.reserve(&c, "t", "s", 600));
    assert_eq!(r.scope, LimitScope::SessionBudget);
    assert_eq!(r.retry_after_seconds, None);
    // Time does not restore a lifetime budget (within the session's TTL).
    advance(&now, 3_000);
    refused(l.reserve(&c, "t", "s", 600));
    l.settle(&first, Some(300));
    allowed(l.reserve(&c, "t", "s", 600));
    refused(l.reserve(&c, "t", "s", 101));
    // Another session has its own budget.
    allowed(l.reserve(&c, "t", "other", 1_000));
}

#[test]
fn daily_budget_resets_at_utc_midnight() {
    let (l, now) = limiter();
    let c = LimitConfig {
        tenant_tokens_per_day: Some(1_000),
        ..LimitConfig::default()
    };
    allowed(l.reserve(&c, "t", "a", 900));
    let r = refused(l.reserve(&c, "t", "b", 200));
    assert_eq!(r.scope, LimitScope::TenantDailyBudget);
    // 10:00 UTC: 14 hours to midnight.
    assert_eq!(r.retry_after_seconds, Some(14 * 3_600));
    advance(&now, 14 * 3_600);
    allowed(l.reserve(&c, "t", "b", 200));
}

#[test]
fn nothing_is_reserved_when_any_scope_refuses() {
    let (l, _now) = limiter();
    let mut c = LimitConfig::default();
    c.tenant.tokens_per_minute = Some(1_000);
    c.session.requests_per_minute = Some(1);
    allowed(l.reserve(&c, "t", "s", 100));
    // The session is at its request limit; the tenant's tokens must stay untouched.
    for _ in 0..5 {
        refused(l.reserve(&c, "t", "s", 100));
    }
    allowed(l.reserve(&c, "t", "other", 900));
}

#[test]
fn tenants_are_independent() {
    let (l, _now) = limiter();
    let mut c = LimitConfig::default();
    c.tenant.requests_per_minute = Some(1);
    allowed(l.reserve(&c, "ns/a", "s", 1));
    refused(l.reserve(&c, "ns/a", "s", 1));
    allowed(l.reserve(&c, "ns/b", "s", 1));
}

#[tokio::test]
async fn limiter_enum_dispatches_and_checks_the_backend() {
    let (l, _now) = limiter();
    let limiter = Limiter::Memory(l);
    let c = LimitConfig {
        session_tokens: Some(10),
        ..LimitConfig::default()
    };
    let Decision::Allowed(mut r) = limiter.reserve(&c, "t", "s", 5).await.unwrap() else {
        panic!("refused")
    };
    limiter.settle(&r, Some(1)).await.unwrap();
    r.backend = Backend::Redis;
    assert!(matches!(
        limiter.settle(&r, Some(1)).await,
        Err(LimitError::WrongBackend(Backend::Redis))
    ));
}

#[test]
fn keys_share_the_tenant_hash_tag() {
    for scope in LimitScope::ALL {
        let k = keys::scope("ns/actor", "sess", scope, 20_413);
        assert!(k.starts_with("argus:{ns/actor}:"), "{k}");
    }
    assert_eq!(
        keys::scope("t", "s", LimitScope::TenantDailyBudget, 20_413),
        "argus:{t}:budget:day:2025-11-21"
    );
}

#[test]
fn civil_dates() {
    assert_eq!(civil_date(0), "1970-01-01");
    assert_eq!(civil_date(11_016), "2000-02-29");
    assert_eq!(civil_date(20_454), "2026-01-01");
}
