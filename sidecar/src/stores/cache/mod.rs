//! Exact-match response cache (seed 003 `cache_ttl_seconds`): a deterministic request
//! that was answered before is answered again from the cache, without a provider call.
//! Only deterministic requests are eligible (temperature 0, or marked with the header
//! `x-argus-cache: allow`), only complete non-streamed 200 answers are stored, and the
//! key includes the tenant, so entries are never shared across tenants.

mod memory;
mod redis;

use bytes::Bytes;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::wire::ApiFormat;
use argus_wire::{canonical_json, canonical_json_without};

pub use memory::MemoryCache;
pub use redis::RedisCache;

/// Request header that marks a request cacheable whatever its temperature.
pub const CACHE_HEADER: &str = "x-argus-cache";
/// Value of [`CACHE_HEADER`] that allows caching.
pub const CACHE_ALLOW: &str = "allow";

/// Largest response body stored by default (larger ones are passed on, not cached).
pub const DEFAULT_MAX_ENTRY_BYTES: usize = 1024 * 1024;

/// Body fields that do not change the answer: routing, tracing and session ids (so that
/// sessions of one tenant share entries), streaming flags (only non-streamed requests
/// are cached at all).
pub(crate) const NOT_IN_KEY: &[&str] = &[
    "metadata",
    "user",
    "stream",
    "stream_options",
    "store",
    "safety_identifier",
    "prompt_cache_key",
    "service_tier",
    "thread_id",
];

/// Whether a request may be served from (and stored in) the cache: not streamed, and
/// deterministic by its temperature of 0 or by the caller's `x-argus-cache: allow`.
pub fn cacheable(format: ApiFormat, body: &Value, stream: bool, header: Option<&str>) -> bool {
    if stream {
        return false;
    }
    if header.is_some_and(|h| h.trim().eq_ignore_ascii_case(CACHE_ALLOW)) {
        return true;
    }
    let temperature = match format {
        ApiFormat::Gemini => ["generationConfig", "generation_config"]
            .iter()
            .find_map(|k| body.get(*k))
            .and_then(|c| c.get("temperature")),
        _ => body.get("temperature"),
    };
    temperature.and_then(Value::as_f64) == Some(0.0)
}

/// A cache key: the hex SHA-256 of the canonical request, scoped to one tenant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey {
    tenant: String,
    digest: String,
}

impl CacheKey {
    /// The key of a request as it will be forwarded (after the prompt registry,
    /// interventions and model routing have rewritten it). `model` is the model sent
    /// upstream (for Gemini it is in the path, not the body).
    pub fn new(tenant: &str, format: ApiFormat, model: &str, body: &Value) -> Self {
        // The canonical text of {"format", "model", "request", "tenant", "v"}, written
        // by hand so that the (possibly large) body is not copied into a new value.
        let mut material = String::from("{\"format\":");
        material.push_str(&canonical_json(&json!(format.as_str())));
        material.push_str(",\"model\":");
        material.push_str(&canonical_json(&json!(model)));
        material.push_str(",\"request\":");
        material.push_str(&canonical_json_without(body, NOT_IN_KEY));
        material.push_str(",\"tenant\":");
        material.push_str(&canonical_json(&json!(tenant)));
        material.push_str(",\"v\":1}");
        let digest = hex::encode(Sha256::digest(material.as_bytes()));
        Self {
            tenant: tenant.to_string(),
            digest,
        }
    }

    /// The tenant the entry belongs to.
    pub fn tenant(&self) -> &str {
        &self.tenant
    }

    /// The request digest (hex SHA-256), for logs and traces.
    pub fn digest(&self) -> &str {
        &self.digest
    }

    /// The Redis key (`argus:{<tenant>}:cache:<digest>`), in the tenant's hash slot.
    pub fn redis_key(&self) -> String {
        format!("argus:{{{}}}:cache:{}", self.tenant, self.digest)
    }
}

/// A stored answer: the full non-streamed response body and its content type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CachedResponse {
    /// `content-type` of the answer.
    pub content_type: String,
    /// The body as the provider sent it (uncompressed).
    pub body: Bytes,
}

impl CachedResponse {
    /// Bytes the entry occupies.
    pub fn size(&self) -> usize {
        self.content_type.len() + self.body.len()
    }

    /// Serialised for Redis: format byte, content-type length (u16, big-endian), the
    /// content type, the body.
    fn encode(&self) -> Option<Bytes> {
        let ct = u16::try_from(self.content_type.len()).ok()?;
        let mut out = Vec::with_capacity(3 + self.size());
        out.push(1u8);
        out.extend_from_slice(&ct.to_be_bytes());
        out.extend_from_slice(self.content_type.as_bytes());
        out.extend_from_slice(&self.body);
        Some(Bytes::from(out))
    }

    /// Parses [`Self::encode`]'s output; `None` for anything else.
    fn decode(raw: &Bytes) -> Option<Self> {
        let (&version, rest) = raw.split_first()?;
        if version != 1 || rest.len() < 2 {
            return None;
        }
        let len = usize::from(u16::from_be_bytes([rest[0], rest[1]]));
        let ct = rest.get(2..2 + len)?;
        Some(Self {
            content_type: std::str::from_utf8(ct).ok()?.to_string(),
            body: raw.slice(3 + len..),
        })
    }
}

/// Whether an upstream answer may be stored: a 200 with a JSON body within the size bound.
pub fn storable(
    status: http::StatusCode,
    content_type: &str,
    body_len: usize,
    max_entry_bytes: usize,
) -> bool {
    status == http::StatusCode::OK
        && content_type
            .split(';')
            .next()
            .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
        && body_len <= max_entry_bytes
}

/// Why the cache could not answer.
#[derive(Debug, thiserror::Error)]
pub enum CacheError {
    /// Redis is unreachable or answered with an error: treat as a miss.
    #[error("response cache unavailable: {0}")]
    Unavailable(String),
}

/// The response cache of a sidecar: in process or in Redis, one API.
#[derive(Clone, Debug)]
pub enum ResponseCache {
    /// In process (local mode).
    Memory(MemoryCache),
    /// Shared through Redis (in a cluster).
    Redis(RedisCache),
}

// The Redis arm's future is boxed where awaited (a Redis command's future is about
// 6.5 KB; inline, it made every caller's future as large: see `Sessions::load`).
impl ResponseCache {
    /// The entry for `key`, if one is live.
    pub async fn get(&self, key: &CacheKey) -> Result<Option<CachedResponse>, CacheError> {
        match self {
            ResponseCache::Memory(m) => Ok(m.get(key)),
            ResponseCache::Redis(r) => Box::pin(r.get(key)).await,
        }
    }

    /// Stores `value` for `ttl_seconds`; returns false when it is over the size bound.
    pub async fn put(
        &self,
        key: &CacheKey,
        value: &CachedResponse,
        ttl_seconds: u32,
    ) -> Result<bool, CacheError> {
        match self {
            ResponseCache::Memory(m) => Ok(m.put(key, value, ttl_seconds)),
            ResponseCache::Redis(r) => Box::pin(r.put(key, value, ttl_seconds)).await,
        }
    }
}

#[cfg(test)]
mod tests;
