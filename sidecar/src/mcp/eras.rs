//! The era each upstream answered in last, so that an upstream found stateless is asked
//! `server/discover` first next time (one round trip instead of a refused `initialize`
//! and then the discover). An upstream that changes era (rolled back to a
//! handshake-only release) refuses that discover, and the gateway falls back to
//! `initialize` and remembers that. Bounded: the least recently used upstream goes.

use parking_lot::Mutex;
use std::num::NonZeroUsize;

use super::revision::Era;

/// Upstreams remembered at most.
pub const MAX_UPSTREAMS: usize = 1024;

/// Upstream URL → the era it answered in.
#[derive(Debug)]
pub struct UpstreamEras(Mutex<lru::LruCache<String, Era>>);

impl Default for UpstreamEras {
    fn default() -> Self {
        Self(Mutex::new(lru::LruCache::new(
            NonZeroUsize::new(MAX_UPSTREAMS).unwrap_or(NonZeroUsize::MIN),
        )))
    }
}

impl UpstreamEras {
    /// The era `url` answered in last (none: never asked, or forgotten).
    pub fn get(&self, url: &str) -> Option<Era> {
        self.0.lock().get(url).copied()
    }

    /// Remembers that `url` answered in `era`.
    pub fn set(&self, url: &str, era: Era) {
        self.0.lock().put(url.to_string(), era);
    }
}
