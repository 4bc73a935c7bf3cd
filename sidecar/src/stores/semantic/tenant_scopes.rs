//! Vectors by tenant and scope, in process, with a payload each: the in-process cache
//! keeps the answers ([`super::SemanticIndex`]), a replica's mirror of the Redis cache
//! only the entries' keys ([`super::mirror`]). A scope's vectors sit quantised in one
//! contiguous block ([`Rows`]) that dismisses most rows after a quarter of their
//! components, and the few candidates left are rescored exactly, so the answer is the
//! exact cosine search's. Bounded per tenant (oldest first) and in bytes over all
//! tenants; expired entries never answer.

use parking_lot::RwLock;
use std::collections::{HashMap, VecDeque};
use std::time::Instant;

use std::sync::Arc;

use super::scan::{Query, Rows, unit};
use super::{Miss, Turn};

/// Candidates verified per lookup, most similar first: past them, a lookup is a miss.
pub const MAX_VERIFIED: usize = 16;

/// What an entry carries besides its vector.
pub trait Payload: Clone {
    /// Bytes it holds.
    fn size(&self) -> usize;
}

/// An entry that reaches the threshold.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<P> {
    /// The entry (for [`TenantScopes::remove`]).
    pub id: u64,
    /// What it carries.
    pub payload: P,
    /// Exact cosine similarity to the query.
    pub similarity: f64,
}

struct Entry<P> {
    id: u64,
    /// The turn's unit vector, for the exact rescoring of a candidate.
    vector: Box<[f32]>,
    turn: Arc<Turn>,
    payload: P,
    expires: Instant,
}

impl<P: Payload> Entry<P> {
    /// Bytes this entry holds: the payload, the `f32` vector and its quantised row.
    fn size(&self) -> usize {
        entry_size(&self.payload, self.vector.len()) + self.turn.size()
    }
}

fn entry_size<P: Payload>(payload: &P, dim: usize) -> usize {
    payload.size() + dim * (4 + 2)
}

/// One scope's entries; `entries[i]` is `rows`' row `i`.
struct Block<P> {
    rows: Rows,
    entries: Vec<Entry<P>>,
}

impl<P> Block<P> {
    fn new(dim: usize) -> Self {
        Self {
            rows: Rows::new(dim),
            entries: Vec::new(),
        }
    }

    fn remove(&mut self, id: u64) -> Option<Entry<P>> {
        let at = self.entries.iter().position(|e| e.id == id)?;
        self.rows.swap_remove(at);
        Some(self.entries.swap_remove(at))
    }
}

struct Tenant<P> {
    scopes: HashMap<String, Block<P>>,
    /// (scope, id) in insertion order: the oldest is evicted first.
    order: VecDeque<(String, u64)>,
}

impl<P> Default for Tenant<P> {
    fn default() -> Self {
        Self {
            scopes: HashMap::new(),
            order: VecDeque::new(),
        }
    }
}

struct Inner<P> {
    tenants: HashMap<String, Tenant<P>>,
    next_id: u64,
    bytes: usize,
}

/// Vectors with payloads by tenant and scope, bounded in bytes over all tenants.
pub struct TenantScopes<P> {
    inner: RwLock<Inner<P>>,
    max_bytes: usize,
}

impl<P: Payload> TenantScopes<P> {
    /// Empty, holding at most `max_bytes` (payloads and vectors) over all tenants.
    pub fn new(max_bytes: usize) -> Self {
        Self {
            inner: RwLock::new(Inner {
                tenants: HashMap::new(),
                next_id: 0,
                bytes: 0,
            }),
            max_bytes,
        }
    }

    /// Up to `k` live entries of `tenant`'s `scope` whose turn the verification lets
    /// answer `turn` at their cosine with `query` and `threshold` ([`Turn::answers`]),
    /// most similar first (ties in insertion order of the scope's rows). Only the
    /// [`MAX_VERIFIED`] most similar entries above the turn's floor are verified.
    #[cfg(test)]
    pub fn nearest(
        &self,
        tenant: &str,
        scope: &str,
        query: &[f32],
        turn: &Turn,
        threshold: f64,
        k: usize,
    ) -> Vec<Found<P>> {
        self.nearest_or_miss(tenant, scope, query, turn, threshold, k)
            .unwrap_or_default()
    }

    /// [`TenantScopes::nearest`], or when there is none why: the reason the most similar
    /// candidate was refused ([`Turn::answers`]), or [`Miss::NoCandidate`].
    pub fn nearest_or_miss(
        &self,
        tenant: &str,
        scope: &str,
        query: &[f32],
        turn: &Turn,
        threshold: f64,
        k: usize,
    ) -> Result<Vec<Found<P>>, Miss> {
        let Some(query_vector) = unit(query) else {
            return Err(Miss::NoCandidate);
        };
        let inner = self.inner.read();
        let Some(block) = inner.tenants.get(tenant).and_then(|t| t.scopes.get(scope)) else {
            return Err(Miss::NoCandidate);
        };
        if block.rows.dim() != query_vector.len() {
            return Err(Miss::NoCandidate);
        }
        let mut candidates = Vec::new();
        let floor = turn.floor(threshold);
        // Only the best few are verified: the scan keeps those (and stays fast when a
        // low floor would admit most of a large scope), each row held to the floor its
        // turn may answer at.
        block.rows.best_candidates(
            &Query::new(&query_vector),
            &turn.floors(threshold),
            MAX_VERIFIED,
            &mut candidates,
        );
        let now = Instant::now();
        let mut found: Vec<(usize, &Entry<P>, f64)> = candidates
            .into_iter()
            .filter_map(|i| Some((i, block.entries.get(i)?)))
            .filter(|(_, e)| e.expires > now)
            .map(|(i, e)| (i, e, f64::from(dot(&e.vector, &query_vector)).min(1.0)))
            .filter(|(_, _, s)| *s >= floor)
            .collect();
        // Most similar first; equal similarities in the scan's order. A low floor admits
        // much of a large scope: only the best [`MAX_VERIFIED`] are put in order (linear
        // selection, then a sort of those), not all of them.
        let order = |a: &(usize, &Entry<P>, f64), b: &(usize, &Entry<P>, f64)| {
            b.2.total_cmp(&a.2).then(a.0.cmp(&b.0))
        };
        if found.len() > MAX_VERIFIED {
            found.select_nth_unstable_by(MAX_VERIFIED - 1, order);
            found.truncate(MAX_VERIFIED);
        }
        found.sort_unstable_by(order);
        let mut first_miss = Miss::NoCandidate;
        let mut out = Vec::new();
        for (_, e, similarity) in found {
            match e.turn.answers(turn, similarity, threshold) {
                Ok(()) => out.push(Found {
                    id: e.id,
                    payload: e.payload.clone(),
                    similarity,
                }),
                Err(miss) if first_miss == Miss::NoCandidate => first_miss = miss,
                Err(_) => {}
            }
            if out.len() == k {
                break;
            }
        }
        if out.is_empty() {
            Err(first_miss)
        } else {
            Ok(out)
        }
    }

    /// Adds `payload` for `embedding` in `tenant`'s `scope` until `expires`, keeping at
    /// most `max_entries` for the tenant. `false` when it was not kept (a vector without
    /// direction, or larger than the whole byte bound).
    #[allow(clippy::too_many_arguments)]
    pub fn insert(
        &self,
        tenant: &str,
        scope: &str,
        embedding: &[f32],
        turn: Arc<Turn>,
        payload: P,
        expires: Instant,
        max_entries: usize,
    ) -> bool {
        let Some(vector) = unit(embedding) else {
            return false;
        };
        let size = entry_size(&payload, vector.len()) + turn.size();
        if size > self.max_bytes {
            return false;
        }
        let mut guard = self.inner.write();
        let inner = &mut *guard;
        inner.next_id += 1;
        let id = inner.next_id;
        let t = inner.tenants.entry(tenant.to_string()).or_default();
        let block = t
            .scopes
            .entry(scope.to_string())
            .or_insert_with(|| Block::new(vector.len()));
        if block.rows.dim() != vector.len() {
            // Another embedding model: the scope's older entries can never be found
            // again, so they make room now.
            let stale: usize = block.entries.iter().map(Entry::size).sum();
            *block = Block::new(vector.len());
            t.order.retain(|(s, _)| s != scope);
            inner.bytes = inner.bytes.saturating_sub(stale);
        }
        block.rows.push(&vector, turn.words());
        block.entries.push(Entry {
            id,
            vector,
            turn,
            payload,
            expires,
        });
        t.order.push_back((scope.to_string(), id));
        inner.bytes += size;
        while t.order.len() > max_entries.max(1) {
            match evict_oldest(t) {
                Some(freed) => inner.bytes = inner.bytes.saturating_sub(freed),
                None => break,
            }
        }
        // Over the byte bound: the oldest entries of every tenant go, a round at a time.
        while inner.bytes > self.max_bytes {
            let mut freed_any = false;
            for t in inner.tenants.values_mut() {
                if let Some(freed) = evict_oldest(t) {
                    inner.bytes = inner.bytes.saturating_sub(freed);
                    freed_any = true;
                }
            }
            if !freed_any {
                break;
            }
        }
        inner.tenants.retain(|_, t| !t.order.is_empty());
        true
    }

    /// Removes entry `id` of `tenant`'s `scope`; whether it was there.
    pub fn remove(&self, tenant: &str, scope: &str, id: u64) -> bool {
        let mut guard = self.inner.write();
        let inner = &mut *guard;
        let Some(t) = inner.tenants.get_mut(tenant) else {
            return false;
        };
        let Some(block) = t.scopes.get_mut(scope) else {
            return false;
        };
        let Some(e) = block.remove(id) else {
            return false;
        };
        if block.entries.is_empty() {
            t.scopes.remove(scope);
        }
        t.order.retain(|(_, i)| *i != id);
        inner.bytes = inner.bytes.saturating_sub(e.size());
        if t.order.is_empty() {
            inner.tenants.remove(tenant);
        }
        true
    }

    /// Forgets every entry of `tenant`.
    pub fn clear(&self, tenant: &str) {
        let mut guard = self.inner.write();
        let inner = &mut *guard;
        if let Some(t) = inner.tenants.remove(tenant) {
            let freed: usize = t
                .scopes
                .values()
                .flat_map(|b| &b.entries)
                .map(Entry::size)
                .sum();
            inner.bytes = inner.bytes.saturating_sub(freed);
        }
    }

    /// Entries held for `tenant` (live or not yet collected).
    pub fn len(&self, tenant: &str) -> usize {
        self.inner
            .read()
            .tenants
            .get(tenant)
            .map_or(0, |t| t.order.len())
    }

    /// Bytes held over all tenants.
    pub fn bytes(&self) -> usize {
        self.inner.read().bytes
    }
}

/// Removes the tenant's oldest entry; the bytes it held.
fn evict_oldest<P: Payload>(tenant: &mut Tenant<P>) -> Option<usize> {
    let (scope, id) = tenant.order.pop_front()?;
    let block = tenant.scopes.get_mut(&scope)?;
    let e = block.remove(id)?;
    if block.entries.is_empty() {
        tenant.scopes.remove(&scope);
    }
    Some(e.size())
}

/// Dot product in chunks of 8, which the compiler turns into vector instructions.
pub(super) fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0f32; 8];
    let (ca, cb) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in ca.zip(cb) {
        for i in 0..8 {
            acc[i] += x[i] * y[i];
        }
    }
    acc.iter().sum::<f32>() + tail
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use std::time::Duration;

    impl Payload for &'static str {
        fn size(&self) -> usize {
            self.len()
        }
    }

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(60)
    }

    #[test]
    fn nearest_lists_every_entry_above_the_threshold_best_first() {
        let s: TenantScopes<&'static str> = TenantScopes::new(1 << 20);
        let o = Arc::new(Turn::unknown());
        s.insert("t", "s", &[1.0, 0.0], o.clone(), "x", later(), 10);
        s.insert("t", "s", &[1.0, 0.2], o.clone(), "near", later(), 10);
        s.insert("t", "s", &[1.0, 0.05], o.clone(), "nearest", later(), 10);
        s.insert("t", "s", &[0.0, 1.0], o.clone(), "far", later(), 10);
        let found = s.nearest("t", "s", &[1.0, 0.06], &o, 0.9, 8);
        let names: Vec<_> = found.iter().map(|f| f.payload).collect();
        assert_eq!(names, ["nearest", "x", "near"]);
        assert!(found.windows(2).all(|w| w[0].similarity >= w[1].similarity));
        assert_eq!(s.nearest("t", "s", &[1.0, 0.06], &o, 0.9, 1).len(), 1);
        assert!(s.nearest("u", "s", &[1.0, 0.0], &o, 0.5, 8).is_empty());
    }

    #[test]
    fn a_removed_entry_no_longer_answers_and_frees_its_bytes() {
        let s: TenantScopes<&'static str> = TenantScopes::new(1 << 20);
        let o = Arc::new(Turn::unknown());
        s.insert("t", "s", &[1.0, 0.0], o.clone(), "a", later(), 10);
        s.insert("t", "s", &[0.9, 0.1], o.clone(), "b", later(), 10);
        let before = s.bytes();
        let best = s.nearest("t", "s", &[1.0, 0.0], &o, 0.9, 1).remove(0);
        assert_eq!(best.payload, "a");
        assert!(s.remove("t", "s", best.id));
        assert!(!s.remove("t", "s", best.id));
        assert_eq!(s.len("t"), 1);
        assert!(s.bytes() < before);
        assert_eq!(s.nearest("t", "s", &[1.0, 0.0], &o, 0.9, 1)[0].payload, "b");
        s.clear("t");
        assert_eq!((s.len("t"), s.bytes()), (0, 0));
    }

    #[test]
    fn dot_matches_the_plain_sum() {
        let a: Vec<f32> = (0..384).map(|i| (i as f32).sin()).collect();
        let b: Vec<f32> = (0..384).map(|i| (i as f32).cos()).collect();
        let plain: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
        assert!((dot(&a, &b) - plain).abs() < 1e-3);
    }
}
