//! In-process session store: an LRU bounded by `max_sessions` with idle TTL.

use parking_lot::Mutex;
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bytes::Bytes;
use lru::LruCache;

use super::{CasOutcome, SessionKey, StoreLimits, Versioned};

#[derive(Debug)]
struct Entry {
    version: u64,
    data: Bytes,
    expires: Instant,
}

/// The in-process store (cheap to clone; clones share the data).
#[derive(Clone, Debug)]
pub struct MemoryStore {
    inner: Arc<Mutex<LruCache<SessionKey, Entry>>>,
    ttl: Duration,
    evictions: Arc<AtomicU64>,
}

impl MemoryStore {
    /// A store holding at most `limits.max_sessions` sessions.
    pub fn new(limits: StoreLimits) -> Self {
        let cap =
            NonZeroUsize::new(limits.max_sessions.max(1) as usize).unwrap_or(NonZeroUsize::MIN);
        Self {
            inner: Arc::new(Mutex::new(LruCache::new(cap))),
            ttl: Duration::from_secs(u64::from(limits.ttl_seconds.max(1))),
            evictions: Arc::new(AtomicU64::new(0)),
        }
    }

    fn lock(&self) -> parking_lot::MutexGuard<'_, LruCache<SessionKey, Entry>> {
        self.inner.lock()
    }

    /// Reads a session.
    pub fn load(&self, key: &SessionKey) -> Option<Versioned> {
        let mut map = self.lock();
        let now = Instant::now();
        match map.get(key) {
            Some(e) if e.expires > now => Some(Versioned {
                version: e.version,
                data: e.data.clone(),
            }),
            Some(_) => {
                map.pop(key);
                None
            }
            None => None,
        }
    }

    /// Writes `data` if the stored version is still `expected`.
    pub fn store(&self, key: &SessionKey, expected: u64, data: Bytes) -> CasOutcome {
        let mut map = self.lock();
        let now = Instant::now();
        let current = map
            .peek(key)
            .filter(|e| e.expires > now)
            .map(|e| e.version)
            .unwrap_or(0);
        if current != expected {
            return CasOutcome::Conflict;
        }
        let version = expected + 1;
        let entry = Entry {
            version,
            data,
            expires: now + self.ttl,
        };
        if let Some((evicted, _)) = map.push(key.clone(), entry)
            && &evicted != key
        {
            self.evictions.fetch_add(1, Ordering::Relaxed);
        }
        CasOutcome::Stored(version)
    }

    /// Sessions evicted so far.
    pub fn evictions(&self) -> u64 {
        self.evictions.load(Ordering::Relaxed)
    }

    /// Number of live sessions (expired ones may still be counted until touched).
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> SessionKey {
        SessionKey {
            tenant: "t".into(),
            session: s.into(),
        }
    }

    #[test]
    fn compare_and_set_detects_lost_updates() {
        let store = MemoryStore::new(StoreLimits {
            ttl_seconds: 60,
            max_sessions: 10,
        });
        assert_eq!(
            store.store(&key("a"), 0, Bytes::from_static(b"1")),
            CasOutcome::Stored(1)
        );
        assert_eq!(
            store.store(&key("a"), 0, Bytes::from_static(b"x")),
            CasOutcome::Conflict
        );
        assert_eq!(
            store.store(&key("a"), 1, Bytes::from_static(b"2")),
            CasOutcome::Stored(2)
        );
        assert_eq!(
            store.load(&key("a")),
            Some(Versioned {
                version: 2,
                data: Bytes::from_static(b"2")
            })
        );
        assert_eq!(store.load(&key("b")), None);
    }

    #[test]
    fn least_recently_used_sessions_are_evicted_and_counted() {
        let store = MemoryStore::new(StoreLimits {
            ttl_seconds: 60,
            max_sessions: 2,
        });
        store.store(&key("a"), 0, Bytes::new());
        store.store(&key("b"), 0, Bytes::new());
        store.load(&key("a"));
        store.store(&key("c"), 0, Bytes::new());
        assert!(store.load(&key("b")).is_none(), "b was least recently used");
        assert!(store.load(&key("a")).is_some());
        assert_eq!(store.evictions(), 1);
        assert_eq!(store.len(), 2);
    }

    #[test]
    fn tenants_do_not_share_sessions() {
        let store = MemoryStore::new(StoreLimits {
            ttl_seconds: 60,
            max_sessions: 10,
        });
        let a = SessionKey {
            tenant: "ns/a".into(),
            session: "s".into(),
        };
        let b = SessionKey {
            tenant: "ns/b".into(),
            session: "s".into(),
        };
        store.store(&a, 0, Bytes::from_static(b"a"));
        assert!(store.load(&b).is_none());
    }
}
