//! The Redis response cache: one string per entry under the tenant's hash tag, expiring
//! by Redis TTL; Redis's own `maxmemory` policy bounds the total.

use bytes::Bytes;
use fred::prelude::*;

use super::{CacheError, CacheKey, CachedResponse};

/// Cache shared through Redis (cheap to clone).
#[derive(Clone)]
pub struct RedisCache {
    client: Client,
    max_entry_bytes: usize,
}

impl std::fmt::Debug for RedisCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisCache")
            .field("max_entry_bytes", &self.max_entry_bytes)
            .finish_non_exhaustive()
    }
}

fn unavailable(e: impl std::fmt::Display) -> CacheError {
    CacheError::Unavailable(e.to_string())
}

impl RedisCache {
    /// A cache on a connected (or connecting) client, storing no entry larger than
    /// `max_entry_bytes`.
    pub fn new(client: Client, max_entry_bytes: usize) -> Self {
        Self {
            client,
            max_entry_bytes,
        }
    }

    /// The live entry for `key`; an entry that does not parse counts as a miss.
    pub async fn get(&self, key: &CacheKey) -> Result<Option<CachedResponse>, CacheError> {
        let raw: Option<Bytes> = self
            .client
            .eval(
                "return redis.call('GET', KEYS[1])",
                vec![key.redis_key()],
                Vec::<String>::new(),
            )
            .await
            .map_err(unavailable)?;
        Ok(raw.as_ref().and_then(CachedResponse::decode))
    }

    /// Stores `value` for `ttl_seconds`; false when it is larger than an entry may be.
    pub async fn put(
        &self,
        key: &CacheKey,
        value: &CachedResponse,
        ttl_seconds: u32,
    ) -> Result<bool, CacheError> {
        if value.size() > self.max_entry_bytes {
            return Ok(false);
        }
        let Some(encoded) = value.encode() else {
            return Ok(false);
        };
        let args: Vec<Value> = vec![Value::Bytes(encoded), i64::from(ttl_seconds.max(1)).into()];
        let _: Value = self
            .client
            .eval(
                "return redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])",
                vec![key.redis_key()],
                args,
            )
            .await
            .map_err(unavailable)?;
        Ok(true)
    }
}
