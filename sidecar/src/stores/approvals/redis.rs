//! The approval store in the namespace's Redis, shared by every replica of a workload:
//! a DEFER on one replica, a decision through another's admin API, and the approved
//! call passes once across all of them (one Lua script consumes it).
//!
//! Key layout (the `{tenant}` hash tag keeps one tenant's keys in one cluster slot):
//! - `argus:approvals:{T}:a:<name>` HASH: `r` the record as asked for (JSON, immutable),
//!   `phase`, `by`, `at`, `comment` (the decision), `exp` (expiry, unix seconds), `allow`
//!   (`1` when a timeout allows the call). Lives until a day after its expiry or decision.
//! - `argus:approvals:{T}:calls` HASH: `<session>\n<tool>\n<sha256>` → the name of that
//!   call's latest approval ("the same call" is found in one lookup).
//! - `argus:approvals:{T}:names` ZSET: names by creation time (ms), the newest
//!   [`MAX_RECORDS`] kept, for listing.
//! - `argus:approvals:{T}:pending` ZSET: the Pending names by expiry (s), so that the
//!   pending count is one `ZCOUNT` from now (left when decided, consumed or expired).
//! - `argus:approvals:tenants` SET of tenants, and `argus:approvals:tenant-of:<name>`
//!   → tenant: the admin API lists and decides by name alone.
//!
//! Decisions are published on `argus:approvals:decided` (`<tenant>\n<name>`). Holders
//! wait on that channel rather than polling: a decision is rare and a person is waiting
//! on the held call, so it should arrive at once, without each holder asking Redis
//! every few hundred milliseconds. A message lost while the subscriber reconnects is
//! covered by a look every [`LOOK_AGAIN`].

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use argus_crds::{ApprovalPhase, TimeoutDecision};
use fred::prelude::*;

use super::book::{MAX_RECORDS, rfc3339};
use super::{
    ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred, StoreError,
    audit,
};

/// The channel decisions are announced on.
pub const DECIDED_CHANNEL: &str = "argus:approvals:decided";

/// How long a decided (or expired) approval stays readable.
const RETAIN: Duration = Duration::from_secs(24 * 3600);

/// How often a holder looks again without a message (a message lost in a reconnect).
const LOOK_AGAIN: Duration = Duration::from_secs(2);

/// The DEFER of one call, atomically: an approval for exactly this call that passes is
/// Consumed (only one caller on any replica sees it pass); a pending one is waited on;
/// otherwise the new approval (ARGV[5], ARGV[6]) is stored.
/// KEYS: calls, names, new approval, tenant-of the new name, tenants, pending.
/// ARGV: identity, now (s), now (RFC 3339), approval key prefix, new name, new record,
/// its expiry (s), allow on timeout, tenant, retain (s), max records, now (ms).
/// Returns {outcome, name, expired-now (0/1)}.
const DEFER: &str = r#"
local now = tonumber(ARGV[2])
local retain = tonumber(ARGV[10])
local expired = 0
local name = redis.call('HGET', KEYS[1], ARGV[1])
if name then
  local key = ARGV[4] .. name
  local f = redis.call('HMGET', key, 'phase', 'exp', 'allow')
  if f[1] then
    local phase = f[1]
    if phase == 'Pending' and now >= tonumber(f[2]) then
      phase = 'Expired'
      redis.call('HSET', key, 'phase', 'Expired', 'at', ARGV[3])
      redis.call('EXPIRE', key, retain)
      redis.call('ZREM', KEYS[6], name)
      expired = 1
    end
    if phase == 'Approved' or (phase == 'Expired' and f[3] == '1') then
      redis.call('HSET', key, 'phase', 'Consumed')
      redis.call('EXPIRE', key, retain)
      return {'pass', name, expired}
    end
    if phase == 'Pending' then
      return {'waiting', name, expired}
    end
  end
end
redis.call('HSET', KEYS[3], 'r', ARGV[6], 'phase', 'Pending', 'exp', ARGV[7], 'allow', ARGV[8])
local ttl = tonumber(ARGV[7]) - now + retain
redis.call('EXPIRE', KEYS[3], ttl)
redis.call('SET', KEYS[4], ARGV[9], 'EX', ttl)
redis.call('HSET', KEYS[1], ARGV[1], ARGV[5])
redis.call('EXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], tonumber(ARGV[12]), ARGV[5])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[11]) - 1)
redis.call('EXPIRE', KEYS[2], ttl)
redis.call('SADD', KEYS[5], ARGV[9])
redis.call('ZADD', KEYS[6], tonumber(ARGV[7]), ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[6], '-inf', ARGV[2])
redis.call('EXPIRE', KEYS[6], ttl)
return {'requested', ARGV[5], expired}
"#;

/// Reads one approval, expiring it first when its time is up.
/// KEYS: the approval, pending. ARGV: now (s), now (RFC 3339), retain (s), name.
/// Returns {r, phase, by, at, comment, expired-now} or {} when there is none.
const READ: &str = r#"
local f = redis.call('HMGET', KEYS[1], 'r', 'phase', 'by', 'at', 'comment', 'exp')
if not f[1] then return {} end
local expired = 0
if f[2] == 'Pending' and tonumber(ARGV[1]) >= tonumber(f[6]) then
  redis.call('HSET', KEYS[1], 'phase', 'Expired', 'at', ARGV[2])
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
  redis.call('ZREM', KEYS[2], ARGV[4])
  f[2] = 'Expired'
  f[4] = ARGV[2]
  expired = 1
end
return {f[1], f[2], f[3] or '', f[4] or '', f[5] or '', expired}
"#;

/// A person's decision on a Pending approval, announced to every holder.
/// KEYS: the approval, pending. ARGV: now (s), now (RFC 3339), phase, user, comment,
/// retain (s), channel, message, name. Returns {'ok'}, {'missing'} or {'decided', phase, by}.
const DECIDE: &str = r#"
local f = redis.call('HMGET', KEYS[1], 'phase', 'exp', 'by')
if not f[1] then return {'missing'} end
if f[1] == 'Pending' then redis.call('ZREM', KEYS[2], ARGV[9]) end
if f[1] == 'Pending' and tonumber(ARGV[1]) >= tonumber(f[2]) then
  redis.call('HSET', KEYS[1], 'phase', 'Expired', 'at', ARGV[2])
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[6]))
  redis.call('PUBLISH', ARGV[7], ARGV[8])
  return {'decided', 'Expired', ''}
end
if f[1] ~= 'Pending' then return {'decided', f[1], f[3] or ''} end
redis.call('HSET', KEYS[1], 'phase', ARGV[3], 'by', ARGV[4], 'at', ARGV[2], 'comment', ARGV[5])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[6]))
redis.call('PUBLISH', ARGV[7], ARGV[8])
return {'ok'}
"#;

fn approval_prefix(tenant: &str) -> String {
    format!("argus:approvals:{{{tenant}}}:a:")
}

fn calls_key(tenant: &str) -> String {
    format!("argus:approvals:{{{tenant}}}:calls")
}

fn names_key(tenant: &str) -> String {
    format!("argus:approvals:{{{tenant}}}:names")
}

fn pending_key(tenant: &str) -> String {
    format!("argus:approvals:{{{tenant}}}:pending")
}

fn tenant_of_key(name: &str) -> String {
    format!("argus:approvals:tenant-of:{name}")
}

const TENANTS_KEY: &str = "argus:approvals:tenants";

fn identity(call: &CallIdentity<'_>) -> String {
    format!("{}\n{}\n{}", call.session, call.tool, call.arguments_sha256)
}

fn failed(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

fn phase_of(s: &str) -> Result<ApprovalPhase, StoreError> {
    Ok(match s {
        "Pending" => ApprovalPhase::Pending,
        "Approved" => ApprovalPhase::Approved,
        "Denied" => ApprovalPhase::Denied,
        "Expired" => ApprovalPhase::Expired,
        "Consumed" => ApprovalPhase::Consumed,
        other => {
            return Err(StoreError::Corrupt(format!(
                "an approval in Redis has the unknown phase {other:?}"
            )));
        }
    })
}

fn non_empty(s: String) -> Option<String> {
    (!s.is_empty()).then_some(s)
}

/// The approvals in Redis (cheap to clone).
#[derive(Clone)]
pub struct RedisApprovals {
    client: Client,
    /// Wakes holders when a decision is announced; the subscriber starts with the first
    /// holder.
    decided: Arc<tokio::sync::Notify>,
    listening: Arc<OnceLock<()>>,
}

impl std::fmt::Debug for RedisApprovals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisApprovals").finish_non_exhaustive()
    }
}

impl RedisApprovals {
    /// The store on `client`'s Redis.
    pub fn new(client: Client) -> Self {
        Self {
            client,
            decided: Arc::default(),
            listening: Arc::default(),
        }
    }

    /// A DEFER of `call`: see [`super::ApprovalBook::defer`], across replicas.
    pub async fn defer(
        &self,
        call: CallIdentity<'_>,
        request: ApprovalRequest,
    ) -> Result<Deferred, StoreError> {
        let now = jiff::Timestamp::now();
        let allow = request.on_timeout == TimeoutDecision::Allow;
        let fresh = ApprovalRecord::pending(call, request, now);
        let json = serde_json::to_string(&fresh).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let keys = vec![
            calls_key(call.tenant),
            names_key(call.tenant),
            format!("{}{}", approval_prefix(call.tenant), fresh.name),
            tenant_of_key(&fresh.name),
            TENANTS_KEY.to_string(),
            pending_key(call.tenant),
        ];
        let args = vec![
            identity(&call),
            now.as_second().to_string(),
            rfc3339(now),
            approval_prefix(call.tenant),
            fresh.name.clone(),
            json,
            fresh.expires().as_second().to_string(),
            if allow { "1" } else { "0" }.to_string(),
            call.tenant.to_string(),
            RETAIN.as_secs().to_string(),
            MAX_RECORDS.to_string(),
            now.as_millisecond().to_string(),
        ];
        let (outcome, name, expired): (String, String, i64) =
            self.client.eval(DEFER, keys, args).await.map_err(failed)?;
        if outcome == "requested" {
            audit(&fresh, "requested");
            return Ok(Deferred::Requested(fresh));
        }
        let record = self
            .read(call.tenant, &name)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("approval {name} vanished")))?;
        if expired == 1 {
            let mut was = record.clone();
            was.phase = ApprovalPhase::Expired;
            audit(&was, "expired");
        }
        Ok(match outcome.as_str() {
            "pass" => {
                audit(&record, "consumed");
                Deferred::Pass(record)
            }
            _ => Deferred::Waiting(record),
        })
    }

    /// One approval of `tenant` as it stands now.
    async fn read(&self, tenant: &str, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        let now = jiff::Timestamp::now();
        let fields: Vec<String> = self
            .client
            .eval(
                READ,
                vec![
                    format!("{}{name}", approval_prefix(tenant)),
                    pending_key(tenant),
                ],
                vec![
                    now.as_second().to_string(),
                    rfc3339(now),
                    RETAIN.as_secs().to_string(),
                    name.to_string(),
                ],
            )
            .await
            .map_err(failed)?;
        if fields.is_empty() {
            return Ok(None);
        }
        let [r, phase, by, at, comment, expired] = <[String; 6]>::try_from(fields)
            .map_err(|_| StoreError::Corrupt(format!("approval {name} is incomplete")))?;
        let mut record: ApprovalRecord = serde_json::from_str::<ApprovalRecord>(&r)
            .ok()
            .and_then(ApprovalRecord::restored)
            .ok_or_else(|| StoreError::Corrupt(format!("approval {name} is not a record")))?;
        record.phase = phase_of(&phase)?;
        record.decided_by = non_empty(by);
        record.decided_at = non_empty(at);
        record.comment = non_empty(comment);
        if expired == "1" {
            audit(&record, "expired");
        }
        Ok(Some(record))
    }

    async fn tenant_of(&self, name: &str) -> Result<Option<String>, StoreError> {
        self.client.get(tenant_of_key(name)).await.map_err(failed)
    }

    /// One approval by name (`None`: none of that name).
    pub async fn get(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        let Some(tenant) = self.tenant_of(name).await? else {
            return Ok(None);
        };
        self.read(&tenant, name).await
    }

    /// A person's decision; announced to the holders on every replica.
    pub async fn decide(
        &self,
        name: &str,
        decision: Decision,
    ) -> Result<Result<ApprovalRecord, DecideError>, StoreError> {
        let Some(tenant) = self.tenant_of(name).await? else {
            return Ok(Err(DecideError::NotFound(name.into())));
        };
        let now = jiff::Timestamp::now();
        let phase = if decision.approve {
            ApprovalPhase::Approved
        } else {
            ApprovalPhase::Denied
        };
        let reply: Vec<String> = self
            .client
            .eval(
                DECIDE,
                vec![
                    format!("{}{name}", approval_prefix(&tenant)),
                    pending_key(&tenant),
                ],
                vec![
                    now.as_second().to_string(),
                    rfc3339(now),
                    phase.as_str().to_string(),
                    decision.user,
                    decision.comment.unwrap_or_default(),
                    RETAIN.as_secs().to_string(),
                    DECIDED_CHANNEL.to_string(),
                    format!("{tenant}\n{name}"),
                    name.to_string(),
                ],
            )
            .await
            .map_err(failed)?;
        match reply.first().map(String::as_str) {
            Some("ok") => {}
            Some("decided") => {
                let phase = phase_of(reply.get(1).map_or("", String::as_str))?;
                return Ok(Err(DecideError::AlreadyDecided {
                    name: name.into(),
                    phase,
                    by: reply.get(2).cloned().and_then(non_empty),
                }));
            }
            _ => return Ok(Err(DecideError::NotFound(name.into()))),
        }
        let record = self
            .read(&tenant, name)
            .await?
            .ok_or_else(|| DecideError::NotFound(name.into()));
        if let Ok(r) = &record {
            audit(
                r,
                if r.phase == ApprovalPhase::Approved {
                    "approved"
                } else {
                    "denied"
                },
            );
        }
        Ok(record)
    }

    /// Every approval of every tenant in this Redis, newest first.
    pub async fn list(&self) -> Result<Vec<ApprovalRecord>, StoreError> {
        let tenants: Vec<String> = self.client.smembers(TENANTS_KEY).await.map_err(failed)?;
        let mut all = Vec::new();
        for tenant in tenants {
            let names: Vec<String> = self
                .client
                .zrevrange(names_key(&tenant), 0, -1, false)
                .await
                .map_err(failed)?;
            for name in names {
                // A name whose approval outlived its retention is skipped.
                if let Ok(Some(r)) = self.read(&tenant, &name).await {
                    all.push(r);
                }
            }
        }
        all.sort_by(|a, b| b.created().cmp(&a.created()).then(a.name.cmp(&b.name)));
        Ok(all)
    }

    /// Approvals waiting for a decision, over every tenant (not yet expired).
    pub async fn pending(&self) -> Result<usize, StoreError> {
        let tenants: Vec<String> = self.client.smembers(TENANTS_KEY).await.map_err(failed)?;
        let now = jiff::Timestamp::now().as_second();
        let mut n = 0usize;
        for tenant in tenants {
            let count: i64 = self
                .client
                .zcount(pending_key(&tenant), (now + 1) as f64, f64::INFINITY)
                .await
                .map_err(failed)?;
            n += usize::try_from(count).unwrap_or(0);
        }
        Ok(n)
    }

    /// Waits until `name` is decided or expires (`Ok(None)`: unknown name).
    pub async fn decided(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        self.listen();
        loop {
            // Registered before looking, so a decision between the look and the wait
            // is not missed.
            let woken = self.decided.notified();
            let Some(r) = self.get(name).await? else {
                return Ok(None);
            };
            if r.phase.is_decided() {
                return Ok(Some(r));
            }
            let left =
                std::time::Duration::try_from(r.expires().duration_since(jiff::Timestamp::now()))
                    .unwrap_or_default();
            let wait = (left + Duration::from_millis(50)).min(LOOK_AGAIN);
            let _ = tokio::time::timeout(wait, woken).await;
        }
    }

    /// Subscribes (once) to the decisions channel on a connection of its own (a
    /// subscribed connection runs no other commands); resubscribes after a reconnect.
    fn listen(&self) {
        if self.listening.set(()).is_err() {
            return;
        }
        let subscriber = self.client.clone_new();
        let decided = self.decided.clone();
        tokio::spawn(async move {
            let mut messages = subscriber.message_rx();
            let mut reconnects = subscriber.reconnect_rx();
            subscriber.connect();
            if let Err(e) = subscriber.wait_for_connect().await {
                tracing::warn!(error = %e, "approval decisions: cannot connect the subscriber; holders look every {LOOK_AGAIN:?}");
            }
            if let Err(e) = subscriber.subscribe(DECIDED_CHANNEL).await {
                tracing::warn!(error = %e, "approval decisions: cannot subscribe; holders look every {LOOK_AGAIN:?}");
            }
            loop {
                tokio::select! {
                    m = messages.recv() => match m {
                        Ok(_) => decided.notify_waiters(),
                        Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => decided.notify_waiters(),
                        Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                    },
                    r = reconnects.recv() => match r {
                        Ok(_) => {
                            if let Err(e) = subscriber.subscribe(DECIDED_CHANNEL).await {
                                tracing::warn!(error = %e, "approval decisions: cannot resubscribe");
                            }
                            // What was decided while disconnected.
                            decided.notify_waiters();
                        }
                        Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                        Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                    },
                }
            }
        });
    }
}
