//! The adversarial gate's threat score, computed on the request path while the provider
//! answers: the latest untrusted input (`gates::untrusted`), in pieces, compared by the
//! embedder with the injection exemplars (Argus's and the GateStack's). The score is the
//! best cosine similarity of any piece, mapped onto 0 … 1 so that the default threshold
//! 0.7 falls just above the benign texts of the labelled set
//! (`sidecar/tests/fixtures/injection/labelled.jsonl`: the most similar benign text has
//! cosine 0.49, most injections 0.5 – 0.75). Under a deadline and fail-open: an embedder
//! that does not answer in time leaves the call unscored.

/// Cosine similarity at which the threat score is 0, and the span that takes it to 1:
/// cosine 0.50 ↦ 0.70, the default threshold.
const COSINE_FLOOR: f64 = 0.15;
const COSINE_SPAN: f64 = 0.5;

/// The threat score of a cosine similarity to the injection exemplars.
pub fn threat_from_cosine(cosine: f64) -> f64 {
    ((cosine - COSINE_FLOOR) / COSINE_SPAN).clamp(0.0, 1.0)
}

use std::sync::Arc;

use crate::embedder::{Embedder, EmbedderError, pb};
use crate::gates::Threat;

/// The injection exemplars the embedder compares with, registered as one set.
#[derive(Debug)]
pub struct InjectionSet {
    /// The set's id in the embedder (changes with its texts).
    pub set_id: String,
    /// The texts.
    pub exemplars: Vec<String>,
}

impl InjectionSet {
    /// Argus's exemplars plus `extra`.
    pub fn new(extra: &[String]) -> Self {
        use sha2::Digest;
        let exemplars: Vec<String> = crate::gates::INJECTION_EXEMPLARS
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .chain(extra.iter().cloned())
            .collect();
        let digest = sha2::Sha256::digest(exemplars.join("\n").as_bytes());
        Self {
            set_id: format!("argus-injection@{}", hex::encode(&digest[..8])),
            exemplars,
        }
    }

    fn states(&self) -> Vec<pb::ExemplarState> {
        vec![pb::ExemplarState {
            state: "injection".into(),
            texts: self.exemplars.clone(),
        }]
    }
}

fn excerpt(text: &str) -> String {
    let mut end = text.len().min(80);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    if end < text.len() {
        format!("{}…", &text[..end])
    } else {
        text.to_string()
    }
}

/// The best similarity of any of `pieces` to the injection exemplars.
pub async fn score(
    embedder: Arc<Embedder>,
    set: Arc<InjectionSet>,
    pieces: Vec<String>,
    timeout_ms: u64,
) -> Result<Option<Threat>, EmbedderError> {
    let calls = pieces.iter().map(|p| {
        let set = set.clone();
        let embedder = embedder.clone();
        async move {
            embedder
                .similarity_to(&set.set_id, || set.states(), p, timeout_ms)
                .await
                .map(|scores| scores.first().map_or(0.0, |s| s.similarity))
        }
    });
    let scores = futures::future::join_all(calls).await;
    let mut best: Option<(f64, &str)> = None;
    for (piece, score) in pieces.iter().zip(scores) {
        let s = score?;
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, piece));
        }
    }
    Ok(best.map(|(cosine, piece)| Threat {
        score: threat_from_cosine(cosine),
        source: format!(
            "similarity {cosine:.2} to injection exemplars: \"{}\"",
            excerpt(piece)
        ),
    }))
}
