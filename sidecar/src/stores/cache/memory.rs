//! The in-process response cache (local mode): an LRU map bounded both by entries and
//! by total bytes, entries expiring after their TTL.

use parking_lot::Mutex;
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use lru::LruCache;

use super::{CacheKey, CachedResponse};

/// A source of the current time in microseconds since the Unix epoch.
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

struct Entry {
    value: CachedResponse,
    expires_at: u64,
}

struct Inner {
    entries: LruCache<CacheKey, Entry>,
    bytes: usize,
}

/// In-process cache (cheap to clone; clones share entries).
#[derive(Clone)]
pub struct MemoryCache {
    inner: Arc<Mutex<Inner>>,
    max_bytes: usize,
    max_entry_bytes: usize,
    clock: Clock,
}

impl std::fmt::Debug for MemoryCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemoryCache")
            .field("max_bytes", &self.max_bytes)
            .field("max_entry_bytes", &self.max_entry_bytes)
            .finish_non_exhaustive()
    }
}

fn system_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

impl MemoryCache {
    /// A cache of at most `max_entries` entries and `max_bytes` in total, storing no
    /// entry larger than `max_entry_bytes`.
    pub fn new(max_entries: usize, max_bytes: usize, max_entry_bytes: usize) -> Self {
        Self::with_clock(
            max_entries,
            max_bytes,
            max_entry_bytes,
            Arc::new(system_clock),
        )
    }

    /// The same on the given clock (tests drive time by hand).
    pub fn with_clock(
        max_entries: usize,
        max_bytes: usize,
        max_entry_bytes: usize,
        clock: Clock,
    ) -> Self {
        let cap = NonZeroUsize::new(max_entries).unwrap_or(NonZeroUsize::MIN);
        Self {
            inner: Arc::new(Mutex::new(Inner {
                entries: LruCache::new(cap),
                bytes: 0,
            })),
            max_bytes,
            max_entry_bytes: max_entry_bytes.min(max_bytes),
            clock,
        }
    }

    /// The live entry for `key`.
    pub fn get(&self, key: &CacheKey) -> Option<CachedResponse> {
        let now = (self.clock)();
        let mut inner = self.inner.lock();
        match inner.entries.get(key) {
            Some(e) if e.expires_at > now => Some(e.value.clone()),
            Some(_) => {
                if let Some(old) = inner.entries.pop(key) {
                    inner.bytes -= old.value.size();
                }
                None
            }
            None => None,
        }
    }

    /// Stores `value`; false when it is larger than an entry may be.
    pub fn put(&self, key: &CacheKey, value: &CachedResponse, ttl_seconds: u32) -> bool {
        let size = value.size();
        if size > self.max_entry_bytes {
            return false;
        }
        let expires_at = (self.clock)().saturating_add(u64::from(ttl_seconds) * 1_000_000);
        let mut inner = self.inner.lock();
        let entry = Entry {
            value: value.clone(),
            expires_at,
        };
        if let Some((_, old)) = inner.entries.push(key.clone(), entry) {
            // Either the previous value of this key or the least recently used entry.
            inner.bytes -= old.value.size();
        }
        inner.bytes += size;
        while inner.bytes > self.max_bytes {
            match inner.entries.pop_lru() {
                Some((_, old)) => inner.bytes -= old.value.size(),
                None => break,
            }
        }
        true
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.inner.lock().entries.len()
    }

    /// Whether nothing is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.inner.lock().bytes
    }
}
