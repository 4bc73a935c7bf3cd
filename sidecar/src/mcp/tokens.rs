//! Values the gateway keeps under a `requestState` token it handed to a client (a held
//! upstream call, a confirmation asked of the user): at most a fixed number, the least
//! recently used dropped first, each taken once.

use std::num::NonZeroUsize;

use parking_lot::Mutex;

pub struct TokenBook<T> {
    /// Tokens start with it, so a client's `requestState` says which book it belongs to.
    prefix: &'static str,
    map: Mutex<lru::LruCache<String, T>>,
}

impl<T> TokenBook<T> {
    pub fn new(prefix: &'static str, max: usize) -> Self {
        Self {
            prefix,
            map: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(max).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }

    /// Keeps `value` under a new token, after dropping the entries `expired` says are;
    /// returns the token.
    pub fn put(&self, value: T, expired: impl Fn(&T) -> bool) -> String {
        let token = format!("{}{}", self.prefix, uuid::Uuid::new_v4().simple());
        let mut map = self.map.lock();
        let stale: Vec<String> = map
            .iter()
            .filter(|(_, v)| expired(v))
            .map(|(k, _)| k.clone())
            .collect();
        for k in stale {
            map.pop(&k);
        }
        map.put(token.clone(), value);
        token
    }

    /// The value under `token`, once.
    pub fn take(&self, token: &str) -> Option<T> {
        self.map.lock().pop(token)
    }

    /// Whether `token` is one of this book's (whether or not it is still kept).
    pub fn owns(&self, token: &str) -> bool {
        token.starts_with(self.prefix)
    }

    pub fn len(&self) -> usize {
        self.map.lock().len()
    }
}

impl<T> std::fmt::Debug for TokenBook<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenBook")
            .field("prefix", &self.prefix)
            .field("kept", &self.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_taken_once_and_expired_entries_go_first() {
        let book = TokenBook::new("t-", 2);
        let a = book.put(1, |_| false);
        assert!(book.owns(&a) && a.starts_with("t-"));
        assert_eq!(book.take(&a), Some(1));
        assert_eq!(book.take(&a), None);
        let b = book.put(2, |_| false);
        let _c = book.put(3, |v| *v == 2);
        assert_eq!(book.take(&b), None, "the expired entry was dropped");
        assert_eq!(book.len(), 1);
    }
}
