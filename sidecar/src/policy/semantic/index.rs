//! The in-process semantic index: per scope (tenant, model, request without its last
//! turn, guard), the embeddings of cached last user turns and their answers. A lookup
//! scans one scope: the scope's vectors sit quantised in one contiguous block
//! ([`Rows`]) that dismisses most rows after a quarter of their components, and the few
//! candidates left are rescored exactly, so the answer is the exact cosine search's. The
//! bench `semantic_cache` measures it at 10,000 entries in a single scope.

use std::collections::{HashMap, VecDeque};
use std::sync::RwLock;
use std::time::{Duration, Instant};

use super::Probe;
use super::scan::{Query, Rows, unit};
use crate::policy::cache::CachedResponse;

/// A cached answer that is similar enough.
#[derive(Clone, Debug, PartialEq)]
pub struct SemanticHit {
    /// The answer.
    pub response: CachedResponse,
    /// Cosine similarity of the two last user turns.
    pub similarity: f64,
}

struct Entry {
    id: u64,
    /// The turn's unit vector, for the exact rescoring of a candidate.
    vector: Box<[f32]>,
    order: super::WordOrder,
    response: CachedResponse,
    expires: Instant,
}

impl Entry {
    /// Bytes this entry holds: the answer, the `f32` vector and its quantised row.
    fn size(&self) -> usize {
        entry_size(&self.response, self.vector.len())
    }
}

fn entry_size(response: &CachedResponse, dim: usize) -> usize {
    response.size() + dim * (4 + 2)
}

/// One scope's entries; `entries[i]` is `rows`' row `i`.
struct Block {
    rows: Rows,
    entries: Vec<Entry>,
}

impl Block {
    fn remove(&mut self, id: u64) -> Option<Entry> {
        let at = self.entries.iter().position(|e| e.id == id)?;
        self.rows.swap_remove(at);
        Some(self.entries.swap_remove(at))
    }
}

#[derive(Default)]
struct Tenant {
    scopes: HashMap<String, Block>,
    /// (scope, id) in insertion order: the oldest is evicted first.
    order: VecDeque<(String, u64)>,
}

#[derive(Default)]
struct Inner {
    tenants: HashMap<String, Tenant>,
    next_id: u64,
    bytes: usize,
}

/// Cached answers by the embedding of the turn they answered, in process.
pub struct SemanticIndex {
    inner: RwLock<Inner>,
    max_bytes: usize,
}

impl SemanticIndex {
    /// An empty index holding at most `max_bytes` of answers over all tenants.
    pub fn new(max_bytes: usize) -> Self {
        Self {
            inner: RwLock::new(Inner::default()),
            max_bytes,
        }
    }

    /// The most similar live answer in `probe`'s scope at or above `threshold` (cosine).
    pub fn lookup(&self, probe: &Probe, threshold: f64) -> Option<SemanticHit> {
        let query_vector = unit(probe.embedding())?;
        let inner = self.inner.read().unwrap_or_else(|e| e.into_inner());
        let block = inner
            .tenants
            .get(probe.tenant())?
            .scopes
            .get(probe.scope())?;
        if block.rows.dim() != query_vector.len() {
            return None;
        }
        let mut candidates = Vec::new();
        block
            .rows
            .candidates(&Query::new(&query_vector), threshold, &mut candidates);
        let now = Instant::now();
        let mut best: Option<(&Entry, f32)> = None;
        for e in candidates.into_iter().filter_map(|i| block.entries.get(i)) {
            if e.expires <= now || e.order.is_swap_of(&probe.order()) {
                continue;
            }
            let s = dot(&e.vector, &query_vector);
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((e, s));
            }
        }
        let (entry, similarity) = best?;
        let similarity = f64::from(similarity).min(1.0);
        (similarity >= threshold).then(|| SemanticHit {
            response: entry.response.clone(),
            similarity,
        })
    }

    /// Stores `response` as the answer to `probe`'s turn for `ttl`, keeping at most
    /// `max_entries` per tenant.
    pub fn insert(
        &self,
        probe: &Probe,
        response: CachedResponse,
        ttl: Duration,
        max_entries: usize,
    ) {
        let Some(vector) = unit(probe.embedding()) else {
            return;
        };
        let size = entry_size(&response, vector.len());
        if size > self.max_bytes {
            return;
        }
        let mut guard = self.inner.write().unwrap_or_else(|e| e.into_inner());
        let inner = &mut *guard;
        inner.next_id += 1;
        let id = inner.next_id;
        let tenant = inner.tenants.entry(probe.tenant().to_string()).or_default();
        let block = tenant
            .scopes
            .entry(probe.scope().to_string())
            .or_insert_with(|| Block {
                rows: Rows::new(vector.len()),
                entries: Vec::new(),
            });
        if block.rows.dim() != vector.len() {
            // Another embedding model: the scope's older answers can never be found
            // again, so they make room now.
            let stale: usize = block.entries.iter().map(Entry::size).sum();
            *block = Block {
                rows: Rows::new(vector.len()),
                entries: Vec::new(),
            };
            tenant.order.retain(|(s, _)| s != probe.scope());
            inner.bytes = inner.bytes.saturating_sub(stale);
        }
        block.rows.push(&vector);
        block.entries.push(Entry {
            id,
            vector,
            order: probe.order(),
            response,
            expires: Instant::now() + ttl,
        });
        tenant.order.push_back((probe.scope().to_string(), id));
        inner.bytes += size;
        while tenant.order.len() > max_entries.max(1) {
            match evict_oldest(tenant) {
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
    }

    /// Entries held for `tenant`.
    pub fn len(&self, tenant: &str) -> usize {
        self.inner
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .tenants
            .get(tenant)
            .map_or(0, |t| t.order.len())
    }

    /// Whether `tenant` has no entries.
    pub fn is_empty(&self, tenant: &str) -> bool {
        self.len(tenant) == 0
    }
}

/// Removes the tenant's oldest entry; the bytes it held.
fn evict_oldest(tenant: &mut Tenant) -> Option<usize> {
    let (scope, id) = tenant.order.pop_front()?;
    let block = tenant.scopes.get_mut(&scope)?;
    let e = block.remove(id)?;
    if block.entries.is_empty() {
        tenant.scopes.remove(&scope);
    }
    Some(e.size())
}

/// Dot product in chunks of 8, which the compiler turns into vector instructions.
fn dot(a: &[f32], b: &[f32]) -> f32 {
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
    use crate::policy::semantic::Probe;
    use bytes::Bytes;

    fn unit(v: &[f32]) -> Vec<f32> {
        let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        v.iter().map(|x| x / n).collect()
    }

    fn probe(tenant: &str, scope: &str, v: &[f32]) -> Probe {
        Probe::from_parts(tenant, scope, unit(v).into())
    }

    fn answer(text: &str) -> CachedResponse {
        CachedResponse {
            content_type: "application/json".into(),
            body: Bytes::from(text.to_string()),
        }
    }

    #[test]
    fn the_best_entry_above_the_threshold_answers_within_its_tenant_and_scope() {
        let index = SemanticIndex::new(1 << 20);
        let ttl = Duration::from_secs(60);
        index.insert(&probe("t1", "s", &[1.0, 0.0, 0.0]), answer("a"), ttl, 10);
        index.insert(&probe("t1", "s", &[0.0, 1.0, 0.0]), answer("b"), ttl, 10);
        let hit = index
            .lookup(&probe("t1", "s", &[0.9, 0.1, 0.0]), 0.95)
            .unwrap();
        assert_eq!(hit.response.body, "a");
        assert!(hit.similarity > 0.99);
        assert!(
            index
                .lookup(&probe("t1", "s", &[0.7, 0.7, 0.0]), 0.95)
                .is_none()
        );
        // Never across tenants or scopes.
        assert!(
            index
                .lookup(&probe("t2", "s", &[1.0, 0.0, 0.0]), 0.5)
                .is_none()
        );
        assert!(
            index
                .lookup(&probe("t1", "other", &[1.0, 0.0, 0.0]), 0.5)
                .is_none()
        );
    }

    #[test]
    fn entries_expire_and_each_tenant_is_bounded() {
        let index = SemanticIndex::new(1 << 20);
        index.insert(
            &probe("t", "s", &[1.0, 0.0]),
            answer("old"),
            Duration::ZERO,
            10,
        );
        assert!(index.lookup(&probe("t", "s", &[1.0, 0.0]), 0.5).is_none());
        for i in 0..5 {
            index.insert(
                &probe("t", "s", &[1.0, i as f32]),
                answer("x"),
                Duration::from_secs(60),
                3,
            );
        }
        assert_eq!(index.len("t"), 3);
        index.insert(
            &probe("u", "s", &[1.0, 0.0]),
            answer("y"),
            Duration::from_secs(60),
            3,
        );
        assert_eq!(index.len("u"), 1);
    }

    #[test]
    fn the_byte_bound_holds_over_all_tenants() {
        let index = SemanticIndex::new(200);
        for t in ["a", "b", "c", "d"] {
            index.insert(
                &probe(t, "s", &[1.0, 0.0]),
                answer(&"z".repeat(60)),
                Duration::from_secs(60),
                100,
            );
        }
        let held: usize = ["a", "b", "c", "d"].iter().map(|t| index.len(t)).sum();
        assert!(held <= 2, "{held}");
    }

    /// Deterministic pseudo-random vectors near `base` at a spread of cosines.
    fn spread(base: &[f32], n: usize, seed: u64) -> Vec<Vec<f32>> {
        let mut x = seed | 1;
        (0..n)
            .map(|i| {
                let w = 2.0 * i as f32 / n as f32;
                base.iter()
                    .map(|b| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        b + w * ((x % 2001) as f32 / 1000.0 - 1.0) / 8.0
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_answer_is_the_exact_cosine_searchs_at_every_threshold() {
        let dim = 384;
        let base: Vec<f32> = (0..dim)
            .map(|i| ((i * 7 % 13) as f32 - 6.0) / 6.0)
            .collect();
        let stored = spread(&base, 2000, 17);
        let index = SemanticIndex::new(1 << 30);
        for (i, v) in stored.iter().enumerate() {
            index.insert(
                &Probe::from_parts("t", "s", v.as_slice().into()),
                answer(&i.to_string()),
                Duration::from_secs(60),
                10_000,
            );
        }
        let units: Vec<Box<[f32]>> = stored.iter().map(|v| super::unit(v).unwrap()).collect();
        for (q, query) in spread(&base, 24, 99).iter().enumerate() {
            let qu = super::unit(query).unwrap();
            let (best, sim) = units
                .iter()
                .enumerate()
                .map(|(i, u)| (i, dot(u, &qu)))
                .fold((0, f32::MIN), |a, b| if b.1 > a.1 { b } else { a });
            let sim = f64::from(sim).min(1.0);
            for threshold in [0.9, 0.95, 0.97, 0.99, sim, sim + 1e-6] {
                let hit = index.lookup(
                    &Probe::from_parts("t", "s", query.as_slice().into()),
                    threshold,
                );
                if sim >= threshold {
                    let hit =
                        hit.unwrap_or_else(|| panic!("query {q} at {threshold}: missed {sim}"));
                    assert_eq!(hit.response.body, best.to_string(), "query {q}");
                    assert_eq!(hit.similarity, sim);
                } else {
                    assert!(hit.is_none(), "query {q} at {threshold}");
                }
            }
        }
    }

    #[test]
    fn similarity_is_the_cosine_even_of_vectors_that_are_not_unit_length() {
        // Redis compares by cosine; local mode must give the same answer.
        let index = SemanticIndex::new(1 << 20);
        let raw = |v: &[f32]| Probe::from_parts("t", "s", v.to_vec().into());
        index.insert(&raw(&[3.0, 4.0]), answer("a"), Duration::from_secs(60), 10);
        // cos = 24/25; the plain dot product would be 24.
        assert!(index.lookup(&raw(&[4.0, 3.0]), 0.99).is_none());
        let hit = index.lookup(&raw(&[4.0, 3.0]), 0.95).unwrap();
        assert!((hit.similarity - 0.96).abs() < 1e-6, "{}", hit.similarity);
        assert!(index.lookup(&raw(&[0.0, 0.0]), 0.0).is_none());
    }

    #[test]
    fn a_new_embedding_dimension_replaces_the_scopes_older_answers() {
        let index = SemanticIndex::new(1 << 20);
        let ttl = Duration::from_secs(60);
        index.insert(&probe("t", "s", &[1.0, 0.0]), answer("old"), ttl, 10);
        index.insert(&probe("t", "s", &[1.0, 0.0, 0.0]), answer("new"), ttl, 10);
        assert_eq!(index.len("t"), 1);
        assert!(index.lookup(&probe("t", "s", &[1.0, 0.0]), 0.5).is_none());
        let hit = index
            .lookup(&probe("t", "s", &[1.0, 0.0, 0.0]), 0.5)
            .unwrap();
        assert_eq!(hit.response.body, "new");
    }

    #[test]
    fn dot_matches_the_plain_sum() {
        let a: Vec<f32> = (0..384).map(|i| (i as f32).sin()).collect();
        let b: Vec<f32> = (0..384).map(|i| (i as f32).cos()).collect();
        let plain: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
        assert!((dot(&a, &b) - plain).abs() < 1e-3);
    }
}
