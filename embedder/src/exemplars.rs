//! Exemplar sets for the workflow engine's semantic classifier (seed 000, cascade step
//! 3): a workflow version's state exemplars, embedded once and cached under the caller's
//! set id ("<namespace>/<workflow>@<version-hash>"), then scored against many texts.

use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

use lru::LruCache;

use crate::embedding::{Embedding, cosine};
use crate::store::similarity_from_distance;

/// Limits on one set, so that a bad Workflow cannot exhaust the embedder's memory.
pub const MAX_STATES: usize = 256;
pub const MAX_EXEMPLARS: usize = 1024;

/// Why exemplars could not be registered or used.
#[derive(Debug, thiserror::Error)]
pub enum ExemplarError {
    #[error("exemplar set {0:?} is not registered: call PutExemplars first")]
    UnknownSet(String),
    #[error("{0}")]
    Invalid(String),
}

/// One state's exemplar texts and their vectors.
#[derive(Debug, Clone)]
pub struct StateExemplars {
    pub state: String,
    pub texts: Vec<String>,
    pub vectors: Vec<Embedding>,
}

/// A registered set.
#[derive(Debug, Clone)]
pub struct ExemplarSet {
    pub states: Vec<StateExemplars>,
}

impl ExemplarSet {
    pub fn exemplar_count(&self) -> usize {
        self.states.iter().map(|s| s.texts.len()).sum()
    }
}

/// How close a text is to one state.
#[derive(Debug, Clone, PartialEq)]
pub struct StateScore {
    pub state: String,
    pub cosine: f64,
    pub similarity: f64,
    pub exemplar: String,
}

/// Best cosine per state of `set` for `query`, highest first (ties keep set order).
pub fn score(set: &ExemplarSet, query: &[f32]) -> Vec<StateScore> {
    let mut scores: Vec<StateScore> = set
        .states
        .iter()
        .filter_map(|state| {
            state
                .vectors
                .iter()
                .zip(&state.texts)
                .map(|(v, text)| (cosine(v, query), text))
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map(|(cos, text)| StateScore {
                    state: state.state.clone(),
                    cosine: cos,
                    similarity: similarity_from_distance(1.0 - cos),
                    exemplar: text.clone(),
                })
        })
        .collect();
    scores.sort_by(|a, b| b.cosine.total_cmp(&a.cosine));
    scores
}

/// Checks a registration before any text is embedded: `(state, texts)` with empty
/// states dropped and totals within limits.
pub fn validate(
    set_id: &str,
    states: Vec<(String, Vec<String>)>,
) -> Result<Vec<(String, Vec<String>)>, ExemplarError> {
    if set_id.trim().is_empty() {
        return Err(ExemplarError::Invalid("set_id is empty".to_owned()));
    }
    let states: Vec<(String, Vec<String>)> = states
        .into_iter()
        .map(|(state, texts)| {
            (
                state,
                texts
                    .into_iter()
                    .filter(|t| !t.trim().is_empty())
                    .collect::<Vec<_>>(),
            )
        })
        .filter(|(_, texts)| !texts.is_empty())
        .collect();
    if states.is_empty() {
        return Err(ExemplarError::Invalid(
            "no state has a non-blank exemplar text".to_owned(),
        ));
    }
    if let Some((state, _)) = states.iter().find(|(state, _)| state.trim().is_empty()) {
        return Err(ExemplarError::Invalid(format!(
            "a state name is blank ({state:?})"
        )));
    }
    if states.len() > MAX_STATES {
        return Err(ExemplarError::Invalid(format!(
            "{} states, at most {MAX_STATES}",
            states.len()
        )));
    }
    let total: usize = states.iter().map(|(_, t)| t.len()).sum();
    if total > MAX_EXEMPLARS {
        return Err(ExemplarError::Invalid(format!(
            "{total} exemplars, at most {MAX_EXEMPLARS}"
        )));
    }
    Ok(states)
}

/// Registered sets, least recently used evicted first.
pub struct ExemplarCache {
    sets: Mutex<LruCache<String, Arc<ExemplarSet>>>,
}

impl ExemplarCache {
    pub fn new(capacity: usize) -> Self {
        let capacity = NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN);
        Self {
            sets: Mutex::new(LruCache::new(capacity)),
        }
    }

    /// Stores (or replaces) a set; returns the number of sets held.
    pub fn put(&self, set_id: String, set: ExemplarSet) -> usize {
        let mut sets = self.sets.lock().unwrap_or_else(|p| p.into_inner());
        sets.put(set_id, Arc::new(set));
        sets.len()
    }

    pub fn get(&self, set_id: &str) -> Result<Arc<ExemplarSet>, ExemplarError> {
        let mut sets = self.sets.lock().unwrap_or_else(|p| p.into_inner());
        sets.get(set_id)
            .cloned()
            .ok_or_else(|| ExemplarError::UnknownSet(set_id.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> ExemplarSet {
        ExemplarSet {
            states: vec![
                StateExemplars {
                    state: "lookup".into(),
                    texts: vec!["a".into(), "b".into()],
                    vectors: vec![vec![1.0, 0.0], vec![0.0, 1.0]],
                },
                StateExemplars {
                    state: "answer".into(),
                    texts: vec!["c".into()],
                    vectors: vec![vec![-1.0, 0.0]],
                },
            ],
        }
    }

    #[test]
    fn best_exemplar_per_state_highest_first() {
        let scores = score(&set(), &[0.0, 1.0]);
        assert_eq!(scores[0].state, "lookup");
        assert_eq!(scores[0].exemplar, "b");
        assert!((scores[0].cosine - 1.0).abs() < 1e-9);
        assert!((scores[0].similarity - 1.0).abs() < 1e-9);
        assert_eq!(scores[1].state, "answer");
        assert!((scores[1].similarity - 0.5).abs() < 1e-9);
    }

    #[test]
    fn unknown_and_evicted_sets_are_not_found() {
        let cache = ExemplarCache::new(1);
        cache.put("wf@1".into(), set());
        assert!(cache.get("wf@1").is_ok());
        cache.put("wf@2".into(), set());
        assert!(matches!(
            cache.get("wf@1"),
            Err(ExemplarError::UnknownSet(_))
        ));
        assert!(cache.get("wf@2").is_ok());
    }

    #[test]
    fn validation_drops_empty_states_and_enforces_limits() {
        let ok = validate(
            "wf@1",
            vec![
                ("s".into(), vec!["x".into(), " ".into()]),
                ("t".into(), vec![]),
            ],
        )
        .unwrap();
        assert_eq!(ok, vec![("s".to_string(), vec!["x".to_string()])]);
        assert!(validate("", vec![("s".into(), vec!["x".into()])]).is_err());
        assert!(validate("wf@1", vec![("s".into(), vec![])]).is_err());
        let many = vec![("s".to_string(), vec!["x".to_string(); MAX_EXEMPLARS + 1])];
        assert!(validate("wf@1", many).is_err());
    }
}
