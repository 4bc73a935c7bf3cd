//! Rate limits and token budgets, decided before a request is forwarded (seed 002: rate
//! limiting before any expensive work). A request reserves its estimated tokens in every
//! scope at once, or in none; the reservation is settled with the provider's real usage
//! when the response ends.
//!
//! # Algorithm
//!
//! Per-minute limits use GCRA (the generic cell rate algorithm, i.e. a leaky bucket kept
//! as one timestamp): a limit of `L` per minute spaces units `60 s / L` apart and
//! tolerates a burst of the full `L`. Each scope stores its *theoretical arrival time*
//! (TAT); a request of cost `c` moves it to `max(TAT, now) + c · 60 s / L` and is allowed
//! when that is at most one minute ahead of now. So any 60-second span admits at most
//! `L` (plus the one minute burst), there is no window-boundary doubling as with fixed
//! windows, the state is one integer per scope whatever the traffic (unlike a sliding
//! log), a cost of many tokens is as cheap as one request, `retry-after` is exact
//! (the time until the TAT is back within a minute), and settling is a shift of the TAT
//! by the difference between the real and the estimated tokens.
//!
//! Budgets are plain counters: the session's lifetime total (expiring with the idle
//! session) and the tenant's total per UTC day (`argus:{tenant}:budget:day:YYYY-MM-DD`).
//! A request is refused when its estimate could take a counter past the budget.
//!
//! Both backends run the same decision: [`MemoryLimiter`] in process (local mode) and
//! [`RedisLimiter`] with one Lua script per call (atomic, shared by all replicas, keys
//! under `argus:{<tenant>}:` so a tenant's keys share a cluster slot and one script may
//! touch them all).

mod memory;
mod redis;

use argus_crds::{PolicySpec, RateLimit, SessionSettings};

pub use memory::MemoryLimiter;
pub use redis::RedisLimiter;

/// The length of a rate-limit period, in microseconds.
pub(crate) const PERIOD_US: u64 = 60_000_000;
/// Largest token count a reservation holds: far beyond any limit, and small enough that
/// the Lua script's doubles and Redis's integers stay exact.
pub const MAX_RESERVED_TOKENS: u64 = 1 << 50;

/// One UTC day, in microseconds.
pub(crate) const DAY_US: u64 = 86_400_000_000;

/// Requests and tokens per minute of one scope.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RatePair {
    /// Requests per minute.
    pub requests_per_minute: Option<u64>,
    /// Tokens (input estimate plus max output) per minute.
    pub tokens_per_minute: Option<u64>,
}

/// The limits a Policy sets, in the form the limiters use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LimitConfig {
    /// Shared by all sessions of the tenant.
    pub tenant: RatePair,
    /// Per session.
    pub session: RatePair,
    /// Tokens one session may use over its lifetime.
    pub session_tokens: Option<u64>,
    /// Tokens the tenant may use per UTC day.
    pub tenant_tokens_per_day: Option<u64>,
    /// Idle seconds after which a session's budget counter is forgotten (the session TTL).
    pub session_ttl_seconds: u64,
}

impl Default for LimitConfig {
    /// Nothing limited; the default session TTL.
    fn default() -> Self {
        Self {
            tenant: RatePair::default(),
            session: RatePair::default(),
            session_tokens: None,
            tenant_tokens_per_day: None,
            session_ttl_seconds: u64::from(SessionSettings::default().ttl_seconds),
        }
    }
}

impl LimitConfig {
    /// The limits of a Policy; zero limits (rejected by the CRD schema) count as unset.
    pub fn from_policy(spec: &PolicySpec) -> Self {
        let pair = |r: Option<&RateLimit>| RatePair {
            requests_per_minute: r
                .and_then(|r| r.requests_per_minute)
                .map(u64::from)
                .filter(|n| *n > 0),
            tokens_per_minute: r.and_then(|r| r.tokens_per_minute).filter(|n| *n > 0),
        };
        let rates = spec.rate_limits.as_ref();
        let budgets = spec.budgets.as_ref();
        Self {
            tenant: pair(rates.and_then(|r| r.tenant.as_ref())),
            session: pair(rates.and_then(|r| r.session.as_ref())),
            session_tokens: budgets.and_then(|b| b.session_tokens).filter(|n| *n > 0),
            tenant_tokens_per_day: budgets
                .and_then(|b| b.tenant_tokens_per_day)
                .filter(|n| *n > 0),
            session_ttl_seconds: u64::from(
                spec.sessions
                    .as_ref()
                    .map(|s| s.ttl_seconds)
                    .unwrap_or_else(|| SessionSettings::default().ttl_seconds)
                    .max(1),
            ),
        }
    }

    /// Whether nothing is limited, so the handler can skip the limiter altogether.
    pub fn is_unlimited(&self) -> bool {
        self.tenant == RatePair::default()
            && self.session == RatePair::default()
            && self.session_tokens.is_none()
            && self.tenant_tokens_per_day.is_none()
    }

    /// The limit of each scope, in [`LimitScope::ALL`] order.
    pub(crate) fn limits(&self) -> [Option<u64>; 6] {
        [
            self.tenant.requests_per_minute,
            self.tenant.tokens_per_minute,
            self.session.requests_per_minute,
            self.session.tokens_per_minute,
            self.session_tokens,
            self.tenant_tokens_per_day,
        ]
    }
}

/// What a refusal was about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LimitScope {
    /// Requests per minute of the tenant.
    TenantRequests,
    /// Tokens per minute of the tenant.
    TenantTokens,
    /// Requests per minute of the session.
    SessionRequests,
    /// Tokens per minute of the session.
    SessionTokens,
    /// The session's lifetime token budget.
    SessionBudget,
    /// The tenant's token budget for the current UTC day.
    TenantDailyBudget,
}

impl LimitScope {
    /// Every scope, in the order they are checked.
    pub const ALL: [LimitScope; 6] = [
        LimitScope::TenantRequests,
        LimitScope::TenantTokens,
        LimitScope::SessionRequests,
        LimitScope::SessionTokens,
        LimitScope::SessionBudget,
        LimitScope::TenantDailyBudget,
    ];

    /// Metrics label and machine-readable reason.
    pub fn as_str(self) -> &'static str {
        match self {
            LimitScope::TenantRequests => "tenant_requests_per_minute",
            LimitScope::TenantTokens => "tenant_tokens_per_minute",
            LimitScope::SessionRequests => "session_requests_per_minute",
            LimitScope::SessionTokens => "session_tokens_per_minute",
            LimitScope::SessionBudget => "session_token_budget",
            LimitScope::TenantDailyBudget => "tenant_daily_token_budget",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            LimitScope::TenantRequests => "requests per minute of this agent",
            LimitScope::TenantTokens => "tokens per minute of this agent",
            LimitScope::SessionRequests => "requests per minute of this session",
            LimitScope::SessionTokens => "tokens per minute of this session",
            LimitScope::SessionBudget => "token budget of this session",
            LimitScope::TenantDailyBudget => "daily token budget of this agent",
        }
    }

    /// Whether the scope counts requests (cost 1) rather than tokens.
    pub(crate) fn counts_requests(self) -> bool {
        matches!(
            self,
            LimitScope::TenantRequests | LimitScope::SessionRequests
        )
    }
}

/// A request that may not go on: answer HTTP 429 with `retry-after` when it is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The limit that would be exceeded.
    pub scope: LimitScope,
    /// Its configured value.
    pub limit: u64,
    /// Seconds after which the same request would fit; `None` when waiting cannot help
    /// (the request alone exceeds the limit, or the session's lifetime budget is spent).
    pub retry_after_seconds: Option<u64>,
}

impl Refusal {
    /// A message for the agent (no tenant or session ids in it).
    pub fn message(&self) -> String {
        let base = format!(
            "request refused before forwarding: it could exceed the {} ({})",
            self.scope.describe(),
            self.limit
        );
        match self.retry_after_seconds {
            Some(s) => format!("{base}; retry in {s} s"),
            None => format!("{base}; retrying will not help"),
        }
    }
}

/// Which backend made a reservation (settle it with the same one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// [`MemoryLimiter`].
    Memory,
    /// [`RedisLimiter`].
    Redis,
}

/// Tokens held for a forwarded request until its real usage is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reservation {
    pub(crate) tenant: String,
    pub(crate) session: String,
    pub(crate) tokens: u64,
    /// The UTC day the daily budget was charged to (days since the epoch).
    pub(crate) day: u64,
    pub(crate) config: LimitConfig,
    pub(crate) backend: Backend,
}

impl Reservation {
    /// Tokens reserved (the estimate).
    pub fn tokens(&self) -> u64 {
        self.tokens
    }

    /// The backend that holds it.
    pub fn backend(&self) -> Backend {
        self.backend
    }
}

/// The limiter's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Forward the request; settle the reservation when the response ends.
    Allowed(Reservation),
    /// Answer 429 without forwarding.
    Refused(Refusal),
}

/// Why the limiter could not decide.
#[derive(Debug, thiserror::Error)]
pub enum LimitError {
    /// Redis is unreachable or answered with an error (apply the store failure mode).
    #[error("limit store unavailable: {0}")]
    Unavailable(String),
    /// A reservation was settled on a limiter of another backend.
    #[error("reservation made by the {0:?} limiter settled on another one")]
    WrongBackend(Backend),
}

/// `Result` of the limiters.
pub type Result<T, E = LimitError> = std::result::Result<T, E>;

/// The limiter of a sidecar: in process or in Redis, one API.
#[derive(Clone, Debug)]
pub enum Limiter {
    /// In process (local mode, or a fail-open fallback).
    Memory(MemoryLimiter),
    /// Shared through Redis.
    Redis(RedisLimiter),
}

// The Redis arm's future is boxed where awaited (a Redis command's future is about
// 6.5 KB; inline, it made every caller's future as large: see `Sessions::load`).
impl Limiter {
    /// Reserves `tokens` (an estimate's total) and one request in every configured scope
    /// of `tenant` and `session`, or refuses without reserving anything.
    pub async fn reserve(
        &self,
        config: &LimitConfig,
        tenant: &str,
        session: &str,
        tokens: u64,
    ) -> Result<Decision> {
        let tokens = tokens.min(MAX_RESERVED_TOKENS);
        match self {
            Limiter::Memory(m) => Ok(m.reserve(config, tenant, session, tokens)),
            Limiter::Redis(r) => Box::pin(r.reserve(config, tenant, session, tokens)).await,
        }
    }

    /// Replaces the reserved estimate with the real total (input + output tokens) from
    /// the response; `None` keeps the estimate (usage unknown: stream aborted, no usage).
    pub async fn settle(
        &self,
        reservation: &Reservation,
        actual_tokens: Option<u64>,
    ) -> Result<()> {
        let actual_tokens = actual_tokens.map(|t| t.min(MAX_RESERVED_TOKENS));
        match (self, reservation.backend) {
            (Limiter::Memory(m), Backend::Memory) => {
                m.settle(reservation, actual_tokens);
                Ok(())
            }
            (Limiter::Redis(r), Backend::Redis) => {
                Box::pin(r.settle(reservation, actual_tokens)).await
            }
            (_, other) => Err(LimitError::WrongBackend(other)),
        }
    }
}

/// GCRA step: the new TAT when `cost` fits under `limit` per minute at `now`, else the
/// microseconds to wait (`None` when the cost alone exceeds the limit).
pub(crate) fn gcra(tat: u64, now: u64, cost: u64, limit: u64) -> Result<u64, Option<u64>> {
    if cost > limit {
        return Err(None);
    }
    let new = tat.max(now).saturating_add(spacing(cost, limit));
    let allowed_at = new.saturating_sub(PERIOD_US);
    if allowed_at > now {
        Err(Some(allowed_at - now))
    } else {
        Ok(new)
    }
}

/// Microseconds `cost` units occupy under `limit` per minute (rounded up).
pub(crate) fn spacing(cost: u64, limit: u64) -> u64 {
    let us = (u128::from(cost) * u128::from(PERIOD_US)).div_ceil(u128::from(limit.max(1)));
    u64::try_from(us).unwrap_or(u64::MAX)
}

/// Whole seconds of a wait in microseconds, at least one.
pub(crate) fn seconds(us: u64) -> u64 {
    us.div_ceil(1_000_000).max(1)
}

/// The difference between real and reserved tokens.
pub(crate) fn delta(reserved: u64, actual: Option<u64>) -> i128 {
    actual.map_or(0, |a| i128::from(a) - i128::from(reserved))
}

/// `YYYY-MM-DD` of a day number (days since 1970-01-01), for budget keys operators can read.
pub(crate) fn civil_date(days: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm, for non-negative day numbers.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Redis/memory key names, shared so both backends name the same things.
pub(crate) mod keys {
    /// Key of a scope's state.
    pub(crate) fn scope(tenant: &str, session: &str, scope: super::LimitScope, day: u64) -> String {
        use super::LimitScope::*;
        match scope {
            TenantRequests => format!("argus:{{{tenant}}}:limit:tenant:requests"),
            TenantTokens => format!("argus:{{{tenant}}}:limit:tenant:tokens"),
            SessionRequests => format!("argus:{{{tenant}}}:limit:session:{session}:requests"),
            SessionTokens => format!("argus:{{{tenant}}}:limit:session:{session}:tokens"),
            SessionBudget => format!("argus:{{{tenant}}}:budget:session:{session}"),
            TenantDailyBudget => {
                format!("argus:{{{tenant}}}:budget:day:{}", super::civil_date(day))
            }
        }
    }
}

#[cfg(test)]
mod tests;
