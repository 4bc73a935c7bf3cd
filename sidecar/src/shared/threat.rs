//! The adversarial gate's threat score, computed on the request path while the provider
//! answers: each untrusted text (`argus_gates::latest_untrusted`: the user turn, each
//! tool result) is scored by the embedder's injection classifier — the probability that
//! the text carries instructions meant for the model, read over windows of the whole text
//! (`models/injection/SPEC.md`). A GateStack's own `injectionExemplars`, when it names
//! some, add their similarity as a second signal. The highest score counts; its source
//! names where the text came from and never quotes it. Under a deadline and fail-open:
//! an embedder that does not answer in time leaves the call unscored.

use std::sync::Arc;

use crate::embedder::{Embedder, EmbedderError, pb};
use crate::gates::{Origin, Threat, ThreatSource, Untrusted};

/// Cosine similarity to a GateStack exemplar at which its score is 0, and the span
/// that takes it to 1: cosine 0.50 ↦ 0.70.
const COSINE_FLOOR: f64 = 0.15;
const COSINE_SPAN: f64 = 0.5;

/// Most bytes of one text sent to the classifier (it reads at most 1 MiB of a text).
pub const MAX_TEXT_BYTES: usize = 1024 * 1024;
/// Most bytes of all texts of one request sent to the classifier (the latest texts
/// first): below the embedder's 4 MiB gRPC message limit.
pub const MAX_REQUEST_BYTES: usize = 3 * 1024 * 1024;

/// The threat score of a cosine similarity to a GateStack's injection exemplars.
pub fn threat_from_cosine(cosine: f64) -> f64 {
    ((cosine - COSINE_FLOOR) / COSINE_SPAN).clamp(0.0, 1.0)
}

/// A GateStack's own injection exemplars, registered with the embedder as one set.
#[derive(Debug)]
pub struct InjectionSet {
    /// The set's id in the embedder (changes with its texts).
    pub set_id: String,
    /// The texts (none: the classifier alone scores).
    pub exemplars: Vec<String>,
}

impl InjectionSet {
    /// The set of `exemplars` (the GateStack's `adversarial.injectionExemplars`).
    pub fn new(exemplars: &[String]) -> Self {
        use sha2::Digest;
        let exemplars: Vec<String> = exemplars
            .iter()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .map(str::to_string)
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

/// At most `max` bytes of `text`, cut back to a char boundary.
fn capped(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// The texts sent to the classifier: each capped, the latest first within the
/// request's budget, in their order.
fn budgeted(texts: &[Untrusted]) -> Vec<(usize, String)> {
    let mut left = MAX_REQUEST_BYTES;
    let mut out = Vec::new();
    for (i, t) in texts.iter().enumerate().rev() {
        if left == 0 {
            break;
        }
        let text = capped(&t.text, MAX_TEXT_BYTES.min(left));
        left -= text.len();
        out.push((i, text.to_string()));
    }
    out.reverse();
    out
}

/// The adversarial gate's scoring of a request's untrusted input, running while the
/// request goes on.
pub type ThreatTask = tokio::task::JoinHandle<Result<Option<Threat>, EmbedderError>>;

/// The highest threat of `texts`: the classifier's probability for each, and the
/// similarity of its pieces to the GateStack's own exemplars when it has some.
pub async fn score(
    embedder: Arc<Embedder>,
    set: Arc<InjectionSet>,
    texts: Vec<Untrusted>,
    timeout_ms: u64,
) -> Result<Option<Threat>, EmbedderError> {
    if texts.is_empty() {
        return Ok(None);
    }
    // Which text each payload entry is: the payload moves into the call, uncopied.
    let (sent, payload): (Vec<usize>, Vec<String>) = budgeted(&texts).into_iter().unzip();
    let classified = {
        let embedder = embedder.clone();
        async move { embedder.score_injection(payload, timeout_ms).await }
    };
    let similar = exemplar_threat(&embedder, &set, &texts, timeout_ms);
    let (classified, similar) = futures::future::join(classified, similar).await;
    let mut best: Option<Threat> = None;
    let mut consider = |t: Threat| {
        if best.as_ref().is_none_or(|b| t.score > b.score) {
            best = Some(t);
        }
    };
    for (i, s) in sent.iter().zip(classified?) {
        consider(Threat {
            score: s.probability.clamp(0.0, 1.0),
            source: ThreatSource::Injection(texts[*i].origin.clone()),
        });
    }
    if let Some(t) = similar? {
        consider(t);
    }
    Ok(best)
}

/// The best similarity of any piece of `texts` to the GateStack's exemplars (none
/// when it names none).
async fn exemplar_threat(
    embedder: &Arc<Embedder>,
    set: &Arc<InjectionSet>,
    texts: &[Untrusted],
    timeout_ms: u64,
) -> Result<Option<Threat>, EmbedderError> {
    if set.exemplars.is_empty() {
        return Ok(None);
    }
    let mut pieces: Vec<(Origin, String)> = Vec::new();
    for t in texts {
        for p in crate::gates::split_untrusted(std::slice::from_ref(&t.text)) {
            pieces.push((t.origin.clone(), p));
        }
    }
    let skip = pieces
        .len()
        .saturating_sub(crate::gates::MAX_UNTRUSTED_PIECES);
    let pieces = pieces.split_off(skip);
    let calls = pieces.iter().map(|(_, p)| {
        let set = set.clone();
        async move {
            embedder
                .similarity_to(&set.set_id, || set.states(), p, timeout_ms)
                .await
                .map(|scores| scores.first().map_or(0.0, |s| s.similarity))
        }
    });
    let scores = futures::future::join_all(calls).await;
    let mut best: Option<(f64, &Origin)> = None;
    for ((origin, _), score) in pieces.iter().zip(scores) {
        let s = score?;
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, origin));
        }
    }
    Ok(best.map(|(cosine, origin)| Threat {
        score: threat_from_cosine(cosine),
        source: ThreatSource::Exemplar {
            origin: origin.clone(),
            cosine,
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latest_texts_fill_the_budget_first() {
        let big = Untrusted {
            origin: Origin::UserTurn,
            text: "a".repeat(2 * MAX_TEXT_BYTES),
        };
        let texts = vec![big.clone(), big.clone(), big.clone(), big];
        let sent = budgeted(&texts);
        assert_eq!(
            sent.iter().map(|(i, t)| (*i, t.len())).collect::<Vec<_>>(),
            [
                (1, MAX_TEXT_BYTES),
                (2, MAX_TEXT_BYTES),
                (3, MAX_TEXT_BYTES)
            ]
        );
        let accented = Untrusted {
            origin: Origin::UserTurn,
            text: "é".repeat(MAX_TEXT_BYTES),
        };
        let sent = budgeted(&[accented]);
        assert!(sent[0].1.len() <= MAX_TEXT_BYTES);
    }
}
