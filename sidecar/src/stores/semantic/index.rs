//! The in-process semantic index (local mode): per scope (tenant, model, request without
//! its last turn, guard), the embeddings of cached last user turns and their answers,
//! held in [`TenantScopes`] (an exact scan over quantised vectors per scope). The bench
//! `semantic_cache` measures it at 10,000 entries in a single scope.

use std::time::{Duration, Instant};

use super::tenant_scopes::{Payload, TenantScopes};
use super::{Miss, Probe};
use crate::stores::cache::CachedResponse;

/// A cached answer that is similar enough.
#[derive(Clone, Debug, PartialEq)]
pub struct SemanticHit {
    /// The answer.
    pub response: CachedResponse,
    /// Cosine similarity of the two last user turns.
    pub similarity: f64,
}

impl Payload for CachedResponse {
    fn size(&self) -> usize {
        CachedResponse::size(self)
    }
}

/// Cached answers by the embedding of the turn they answered, in process.
pub struct SemanticIndex {
    entries: TenantScopes<CachedResponse>,
}

impl SemanticIndex {
    /// An empty index holding at most `max_bytes` of answers over all tenants.
    pub fn new(max_bytes: usize) -> Self {
        Self {
            entries: TenantScopes::new(max_bytes),
        }
    }

    /// The most similar live answer in `probe`'s scope at or above `threshold` (cosine).
    pub fn lookup(&self, probe: &Probe, threshold: f64) -> Option<SemanticHit> {
        self.answer(probe, threshold).ok()
    }

    /// [`SemanticIndex::lookup`], or why there is no answer.
    pub fn answer(&self, probe: &Probe, threshold: f64) -> Result<SemanticHit, Miss> {
        let best = self
            .entries
            .nearest_or_miss(
                probe.tenant(),
                probe.scope(),
                probe.embedding(),
                probe.turn(),
                threshold,
                1,
            )?
            .pop()
            .ok_or(Miss::NoCandidate)?;
        Ok(SemanticHit {
            response: best.payload,
            similarity: best.similarity,
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
        self.entries.insert(
            probe.tenant(),
            probe.scope(),
            probe.embedding(),
            probe.turn().clone(),
            response,
            Instant::now() + ttl,
            max_entries,
        );
    }

    /// Entries held for `tenant`.
    pub fn len(&self, tenant: &str) -> usize {
        self.entries.len(tenant)
    }

    /// Whether `tenant` has no entries.
    pub fn is_empty(&self, tenant: &str) -> bool {
        self.len(tenant) == 0
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::stores::semantic::Probe;
    use crate::stores::semantic::tenant_scopes::dot;
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
        let units: Vec<Box<[f32]>> = stored
            .iter()
            .map(|v| crate::stores::semantic::scan::unit(v).unwrap())
            .collect();
        for (q, query) in spread(&base, 24, 99).iter().enumerate() {
            let qu = crate::stores::semantic::scan::unit(query).unwrap();
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
}
