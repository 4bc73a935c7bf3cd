//! The in-process limiter (local mode): the same decisions as the Redis script, on a
//! bounded LRU map behind one mutex (a decision is a few map lookups, never awaited).

use parking_lot::Mutex;
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use lru::LruCache;

use super::{
    Backend, DAY_US, Decision, LimitConfig, LimitScope, Refusal, Reservation, delta, gcra, keys,
    seconds, spacing,
};

/// Entries kept at most; the least recently used scope state is forgotten beyond it
/// (which can only make a limit more lenient, never stricter).
pub const DEFAULT_CAPACITY: usize = 100_000;

/// A source of the current time in microseconds since the Unix epoch.
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

#[derive(Clone, Copy, Debug)]
struct Slot {
    /// A TAT (rates) or a running total (budgets).
    value: u64,
    /// When the slot means nothing any more.
    expires_at: u64,
}

/// In-process limiter (cheap to clone; clones share state).
#[derive(Clone)]
pub struct MemoryLimiter {
    slots: Arc<Mutex<LruCache<String, Slot>>>,
    clock: Clock,
}

impl std::fmt::Debug for MemoryLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemoryLimiter").finish_non_exhaustive()
    }
}

impl Default for MemoryLimiter {
    fn default() -> Self {
        Self::new(DEFAULT_CAPACITY)
    }
}

fn system_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

impl MemoryLimiter {
    /// A limiter holding at most `capacity` scope states, on the system clock.
    pub fn new(capacity: usize) -> Self {
        Self::with_clock(capacity, Arc::new(system_clock))
    }

    /// A limiter on the given clock (tests drive time by hand).
    pub fn with_clock(capacity: usize, clock: Clock) -> Self {
        let cap = NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN);
        Self {
            slots: Arc::new(Mutex::new(LruCache::new(cap))),
            clock,
        }
    }

    /// See [`super::Limiter::reserve`].
    pub fn reserve(
        &self,
        config: &LimitConfig,
        tenant: &str,
        session: &str,
        tokens: u64,
    ) -> Decision {
        let now = (self.clock)();
        let day = now / DAY_US;
        let mut slots = self.slots.lock();
        let mut writes: Vec<(String, Slot)> = Vec::new();
        for (scope, limit) in LimitScope::ALL.into_iter().zip(config.limits()) {
            let Some(limit) = limit else { continue };
            let key = keys::scope(tenant, session, scope, day);
            let current = slots
                .get(&key)
                .filter(|s| s.expires_at > now)
                .map_or(0, |s| s.value);
            let refuse = |retry_after_seconds| {
                Decision::Refused(Refusal {
                    scope,
                    limit,
                    retry_after_seconds,
                })
            };
            match scope {
                LimitScope::SessionBudget | LimitScope::TenantDailyBudget => {
                    let used = current.saturating_add(tokens);
                    if used > limit {
                        let retry = (scope == LimitScope::TenantDailyBudget && tokens <= limit)
                            .then(|| seconds(DAY_US - now % DAY_US));
                        return refuse(retry);
                    }
                    let expires_at = if scope == LimitScope::SessionBudget {
                        now.saturating_add(
                            config.session_ttl_seconds.max(1).saturating_mul(1_000_000),
                        )
                    } else {
                        (day + 2) * DAY_US
                    };
                    writes.push((
                        key,
                        Slot {
                            value: used,
                            expires_at,
                        },
                    ));
                }
                _ => {
                    let cost = if scope.counts_requests() { 1 } else { tokens };
                    match gcra(current, now, cost, limit) {
                        Ok(tat) => writes.push((
                            key,
                            Slot {
                                value: tat,
                                expires_at: tat,
                            },
                        )),
                        Err(wait) => return refuse(wait.map(seconds)),
                    }
                }
            }
        }
        for (key, slot) in writes {
            slots.put(key, slot);
        }
        Decision::Allowed(Reservation {
            tenant: tenant.to_string(),
            session: session.to_string(),
            tokens,
            day,
            config: *config,
            backend: Backend::Memory,
        })
    }

    /// See [`super::Limiter::settle`].
    pub fn settle(&self, reservation: &Reservation, actual_tokens: Option<u64>) {
        let change = delta(reservation.tokens, actual_tokens);
        if change == 0 {
            return;
        }
        let now = (self.clock)();
        let magnitude = u64::try_from(change.unsigned_abs()).unwrap_or(u64::MAX);
        let mut slots = self.slots.lock();
        for (scope, limit) in LimitScope::ALL.into_iter().zip(reservation.config.limits()) {
            let Some(limit) = limit else { continue };
            if scope.counts_requests() {
                continue;
            }
            let key = keys::scope(
                &reservation.tenant,
                &reservation.session,
                scope,
                reservation.day,
            );
            let slot = slots.get(&key).copied().filter(|s| s.expires_at > now);
            match scope {
                LimitScope::SessionBudget | LimitScope::TenantDailyBudget => {
                    let Some(mut slot) = slot else {
                        // Nothing to refund once the counter has expired; an overrun
                        // still counts.
                        if change > 0 {
                            let expires_at = if scope == LimitScope::SessionBudget {
                                now.saturating_add(
                                    reservation
                                        .config
                                        .session_ttl_seconds
                                        .saturating_mul(1_000_000),
                                )
                            } else {
                                (reservation.day + 2) * DAY_US
                            };
                            slots.put(
                                key,
                                Slot {
                                    value: magnitude,
                                    expires_at,
                                },
                            );
                        }
                        continue;
                    };
                    slot.value = if change > 0 {
                        slot.value.saturating_add(magnitude)
                    } else {
                        slot.value.saturating_sub(magnitude)
                    };
                    slots.put(key, slot);
                }
                _ => {
                    let shift = spacing(magnitude, limit);
                    let tat = slot.map_or(now, |s| s.value.max(now));
                    let tat = if change > 0 {
                        tat.saturating_add(shift)
                    } else {
                        tat.saturating_sub(shift)
                    };
                    if tat > now {
                        slots.put(
                            key,
                            Slot {
                                value: tat,
                                expires_at: tat,
                            },
                        );
                    } else {
                        slots.pop(&key);
                    }
                }
            }
        }
    }
}
