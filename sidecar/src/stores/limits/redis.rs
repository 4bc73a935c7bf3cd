//! The Redis limiter: one Lua script per decision, so that checking every scope and
//! reserving in all of them is atomic across replicas. Time comes from the Redis server
//! (`TIME`), so replicas with drifting clocks still share one timeline; only the UTC day
//! of the daily budget is named by the caller's clock.

use std::time::{SystemTime, UNIX_EPOCH};

use fred::prelude::*;

use super::{
    Backend, DAY_US, Decision, LimitConfig, LimitError, LimitScope, Refusal, Reservation, delta,
    keys, seconds,
};

/// KEYS: the six scopes in `LimitScope::ALL` order. ARGV: tokens, the six limits
/// (0 = unset), session TTL seconds, daily-key expiry seconds, seconds to the day's end.
/// Returns `{0, 0}` when reserved, else `{scope index (1-based), wait µs or -1}`.
const RESERVE: &str = r#"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local tokens = tonumber(ARGV[1])
local P = 60000000
local tats = {}
for i = 1, 4 do
  local limit = tonumber(ARGV[i + 1])
  if limit > 0 then
    local cost = tokens
    if i == 1 or i == 3 then cost = 1 end
    if cost > limit then return {i, -1} end
    local tat = tonumber(redis.call('GET', KEYS[i]) or '0') or 0
    if tat < now then tat = now end
    local new = tat + math.ceil(cost * P / limit)
    local allowed_at = new - P
    if allowed_at > now then return {i, allowed_at - now} end
    tats[i] = new
  end
end
for i = 5, 6 do
  local limit = tonumber(ARGV[i + 1])
  if limit > 0 then
    local used = tonumber(redis.call('GET', KEYS[i]) or '0') or 0
    if used + tokens > limit then
      if i == 6 and tokens <= limit then return {i, tonumber(ARGV[10]) * 1000000} end
      return {i, -1}
    end
  end
end
for i = 1, 4 do
  if tats[i] then
    redis.call('SET', KEYS[i], string.format('%.0f', tats[i]), 'PX', math.ceil((tats[i] - now) / 1000) + 1)
  end
end
if tonumber(ARGV[6]) > 0 then
  redis.call('INCRBY', KEYS[5], ARGV[1])
  redis.call('EXPIRE', KEYS[5], ARGV[8])
end
if tonumber(ARGV[7]) > 0 then
  redis.call('INCRBY', KEYS[6], ARGV[1])
  redis.call('EXPIRE', KEYS[6], ARGV[9])
end
return {0, 0}
"#;

/// KEYS as for `RESERVE`. ARGV: real minus reserved tokens (signed), the six limits,
/// session TTL seconds, daily-key expiry seconds. Shifts the token TATs and corrects the
/// budget counters; a refund never resurrects an expired key.
const SETTLE: &str = r#"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local d = tonumber(ARGV[1])
local P = 60000000
for _, i in ipairs({2, 4}) do
  local limit = tonumber(ARGV[i + 1])
  if limit > 0 then
    local tat = tonumber(redis.call('GET', KEYS[i]) or '0') or 0
    if tat < now then tat = now end
    local shift = math.ceil(math.abs(d) * P / limit)
    if d > 0 then tat = tat + shift else tat = tat - shift end
    if tat > now then
      redis.call('SET', KEYS[i], string.format('%.0f', tat), 'PX', math.ceil((tat - now) / 1000) + 1)
    else
      redis.call('DEL', KEYS[i])
    end
  end
end
for i = 5, 6 do
  local limit = tonumber(ARGV[i + 1])
  if limit > 0 then
    local exists = redis.call('EXISTS', KEYS[i]) == 1
    if exists or d > 0 then
      local v = redis.call('INCRBY', KEYS[i], ARGV[1])
      if v < 0 then redis.call('SET', KEYS[i], 0, 'KEEPTTL') end
      if not exists then
        if i == 5 then redis.call('EXPIRE', KEYS[i], ARGV[8]) else redis.call('EXPIRE', KEYS[i], ARGV[9]) end
      elseif i == 5 then
        redis.call('EXPIRE', KEYS[i], ARGV[8])
      end
    end
  end
end
return 0
"#;

/// Limiter shared through Redis (cheap to clone).
#[derive(Clone)]
pub struct RedisLimiter {
    client: Client,
}

impl std::fmt::Debug for RedisLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisLimiter").finish_non_exhaustive()
    }
}

fn unavailable(e: impl std::fmt::Display) -> LimitError {
    LimitError::Unavailable(e.to_string())
}

fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

fn all_keys(tenant: &str, session: &str, day: u64) -> Vec<String> {
    LimitScope::ALL
        .iter()
        .map(|s| keys::scope(tenant, session, *s, day))
        .collect()
}

/// Seconds until the daily key of `day` may go: the day's end plus a day of grace for
/// late settlements.
fn day_key_ttl(day: u64, now: u64) -> u64 {
    seconds(((day + 2) * DAY_US).saturating_sub(now))
}

fn limit_args(config: &LimitConfig) -> impl Iterator<Item = String> {
    config
        .limits()
        .into_iter()
        .map(|l| l.unwrap_or(0).to_string())
}

impl RedisLimiter {
    /// A limiter on a connected (or connecting) client; commands inherit its timeouts.
    pub fn new(client: Client) -> Self {
        Self { client }
    }

    /// See [`super::Limiter::reserve`].
    pub async fn reserve(
        &self,
        config: &LimitConfig,
        tenant: &str,
        session: &str,
        tokens: u64,
    ) -> Result<Decision, LimitError> {
        let now = now_us();
        let day = now / DAY_US;
        let mut args = vec![tokens.to_string()];
        args.extend(limit_args(config));
        args.push(config.session_ttl_seconds.max(1).to_string());
        args.push(day_key_ttl(day, now).to_string());
        args.push(seconds(DAY_US - now % DAY_US).to_string());
        // EVAL rather than EVALSHA: no reload dance after a server restart, and Redis
        // caches the compiled script, so only the text is sent again.
        let (code, wait): (i64, i64) = self
            .client
            .eval(RESERVE, all_keys(tenant, session, day), args)
            .await
            .map_err(unavailable)?;
        let Some((scope, limit)) = usize::try_from(code)
            .ok()
            .and_then(|c| c.checked_sub(1))
            .and_then(|i| Some((LimitScope::ALL.get(i).copied()?, config.limits()[i]?)))
        else {
            return Ok(Decision::Allowed(Reservation {
                tenant: tenant.to_string(),
                session: session.to_string(),
                tokens,
                day,
                config: *config,
                backend: Backend::Redis,
            }));
        };
        let retry_after_seconds = u64::try_from(wait).ok().map(seconds);
        Ok(Decision::Refused(Refusal {
            scope,
            limit,
            retry_after_seconds,
        }))
    }

    /// See [`super::Limiter::settle`].
    pub async fn settle(
        &self,
        reservation: &Reservation,
        actual_tokens: Option<u64>,
    ) -> Result<(), LimitError> {
        let change = delta(reservation.tokens, actual_tokens);
        if change == 0 {
            return Ok(());
        }
        let config = &reservation.config;
        let mut args = vec![change.to_string()];
        args.extend(limit_args(config));
        args.push(config.session_ttl_seconds.max(1).to_string());
        args.push(day_key_ttl(reservation.day, now_us()).to_string());
        let _: i64 = self
            .client
            .eval(
                SETTLE,
                all_keys(&reservation.tenant, &reservation.session, reservation.day),
                args,
            )
            .await
            .map_err(unavailable)?;
        Ok(())
    }
}
