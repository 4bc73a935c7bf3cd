//! The in-process semantic index: per scope (tenant, model, request without its last
//! turn, guard), the embeddings of cached last user turns and their answers. A lookup
//! scans one scope's entries (a dot product each: the vectors are L2-normalised), so its
//! cost grows with what one tenant asked in one context, bounded per tenant; the bench
//! `semantic_cache` measures it at 10,000 entries in a single scope.

use std::collections::{HashMap, VecDeque};
use std::sync::RwLock;
use std::time::{Duration, Instant};

use super::Probe;
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
    vector: Box<[f32]>,
    order: super::WordOrder,
    response: CachedResponse,
    expires: Instant,
}

#[derive(Default)]
struct Tenant {
    scopes: HashMap<String, Vec<Entry>>,
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

    /// The most similar live answer in `probe`'s scope at or above `threshold`.
    pub fn lookup(&self, probe: &Probe, threshold: f64) -> Option<SemanticHit> {
        let inner = self.inner.read().unwrap_or_else(|e| e.into_inner());
        let entries = inner
            .tenants
            .get(probe.tenant())?
            .scopes
            .get(probe.scope())?;
        let now = Instant::now();
        let mut best: Option<(&Entry, f32)> = None;
        for e in entries {
            if e.expires <= now
                || e.vector.len() != probe.embedding().len()
                || e.order.is_swap_of(&probe.order())
            {
                continue;
            }
            let s = dot(&e.vector, probe.embedding());
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
        let size = response.size() + probe.embedding().len() * 4;
        if size > self.max_bytes {
            return;
        }
        let mut guard = self.inner.write().unwrap_or_else(|e| e.into_inner());
        let inner = &mut *guard;
        inner.next_id += 1;
        let id = inner.next_id;
        let tenant = inner.tenants.entry(probe.tenant().to_string()).or_default();
        tenant
            .scopes
            .entry(probe.scope().to_string())
            .or_default()
            .push(Entry {
                id,
                vector: probe.embedding().into(),
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
    let entries = tenant.scopes.get_mut(&scope)?;
    let at = entries.iter().position(|e| e.id == id)?;
    let e = entries.remove(at);
    if entries.is_empty() {
        tenant.scopes.remove(&scope);
    }
    Some(e.response.size() + e.vector.len() * 4)
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

    #[test]
    fn dot_matches_the_plain_sum() {
        let a: Vec<f32> = (0..384).map(|i| (i as f32).sin()).collect();
        let b: Vec<f32> = (0..384).map(|i| (i as f32).cos()).collect();
        let plain: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
        assert!((dot(&a, &b) - plain).abs() < 1e-3);
    }
}
