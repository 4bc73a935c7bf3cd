//! The uncertainty gate's sampling methods over plain data (seed 004): the temperatures
//! the extra samples are drawn at, and the uncertainty of their embeddings —
//! `modelDisagreement` (1 − mean pairwise cosine) and `semanticEntropy` (entropy of the
//! samples' meaning clusters, normalised to 0 … 1). The proxy (`gating::sampling`) draws
//! the samples and embeds them.

use argus_crds::{ClaimBundle, UncertaintyMethod};

/// Lowest and highest temperature a sample is drawn at: spread so that a model sure of
/// its answer says the same thing at all of them, and an unsure one does not.
pub const TEMPERATURES: (f64, f64) = (0.2, 1.2);

/// Cosine at or above which two samples say the same thing (all-MiniLM-L6-v2 puts
/// paraphrases at about 0.89 and unrelated sentences near 0.1).
pub const SAME_MEANING: f64 = 0.8;

/// The temperatures of `k` samples, evenly spread over [`TEMPERATURES`].
pub fn temperatures(k: usize) -> Vec<f64> {
    let (low, high) = TEMPERATURES;
    match k {
        0 => Vec::new(),
        1 => vec![(low + high) / 2.0],
        _ => (0..k)
            .map(|i| {
                let t = low + (high - low) * i as f64 / (k - 1) as f64;
                (t * 100.0).round() / 100.0
            })
            .collect(),
    }
}

/// What of a sample's answer is compared: the statements of its claims when it is a
/// ClaimBundle (the JSON around them would make every bundle look alike), else its text.
pub fn compared_text(answer: &str) -> String {
    match ClaimBundle::parse(answer) {
        Ok(bundle) if !bundle.claims.is_empty() => bundle
            .claims
            .iter()
            .map(|c| c.statement.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => answer.trim().to_string(),
    }
}

fn cosine(a: &[f32], b: &[f32]) -> f64 {
    let (mut dot, mut na, mut nb) = (0.0f64, 0.0f64, 0.0f64);
    for (x, y) in a.iter().zip(b) {
        dot += f64::from(*x) * f64::from(*y);
        na += f64::from(*x) * f64::from(*x);
        nb += f64::from(*y) * f64::from(*y);
    }
    if na == 0.0 || nb == 0.0 {
        return 0.0;
    }
    (dot / (na.sqrt() * nb.sqrt())).clamp(-1.0, 1.0)
}

/// 1 − the mean cosine of every pair of samples, in 0 … 1; `None` under two samples.
pub fn disagreement(vectors: &[Vec<f32>]) -> Option<f64> {
    let mut sum = 0.0;
    let mut pairs = 0usize;
    for (i, a) in vectors.iter().enumerate() {
        for b in &vectors[i + 1..] {
            sum += cosine(a, b);
            pairs += 1;
        }
    }
    (pairs > 0).then(|| (1.0 - sum / pairs as f64).clamp(0.0, 1.0))
}

/// The samples clustered by meaning (each joins the first cluster whose first member it
/// is at least [`SAME_MEANING`] similar to), then the entropy of the cluster sizes over
/// ln(samples): 0 when all agree, 1 when no two do; `None` under two samples.
pub fn semantic_entropy(vectors: &[Vec<f32>]) -> Option<f64> {
    if vectors.len() < 2 {
        return None;
    }
    let mut clusters: Vec<(usize, usize)> = Vec::new(); // (first member, size)
    for (i, v) in vectors.iter().enumerate() {
        match clusters
            .iter_mut()
            .find(|(first, _)| cosine(&vectors[*first], v) >= SAME_MEANING)
        {
            Some((_, size)) => *size += 1,
            None => clusters.push((i, 1)),
        }
    }
    let n = vectors.len() as f64;
    let entropy: f64 = clusters
        .iter()
        .map(|(_, size)| {
            let p = *size as f64 / n;
            -p * p.ln()
        })
        .sum();
    Some((entropy / n.ln()).clamp(0.0, 1.0))
}

/// The uncertainty `method` measures over the samples' embeddings (`None`: not a
/// sampling method, or under two samples).
pub fn uncertainty(method: UncertaintyMethod, vectors: &[Vec<f32>]) -> Option<f64> {
    match method {
        UncertaintyMethod::ModelDisagreement => disagreement(vectors),
        UncertaintyMethod::SemanticEntropy => semantic_entropy(vectors),
        UncertaintyMethod::ConfidenceScore | UncertaintyMethod::ConformalSet => None,
    }
}

/// Whether `method` draws samples.
pub fn samples(method: UncertaintyMethod) -> bool {
    matches!(
        method,
        UncertaintyMethod::ModelDisagreement | UncertaintyMethod::SemanticEntropy
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(angle: f32) -> Vec<f32> {
        vec![angle.cos(), angle.sin()]
    }

    #[test]
    fn temperatures_spread_evenly_over_the_range() {
        assert_eq!(temperatures(3), vec![0.2, 0.7, 1.2]);
        assert_eq!(temperatures(5), vec![0.2, 0.45, 0.7, 0.95, 1.2]);
        assert_eq!(temperatures(1), vec![0.7]);
        assert!(temperatures(0).is_empty());
    }

    #[test]
    fn agreeing_samples_are_certain_and_unrelated_ones_are_not() {
        let same = vec![unit(0.0), unit(0.05), unit(0.1)];
        assert!(disagreement(&same).unwrap() < 0.01);
        assert_eq!(semantic_entropy(&same), Some(0.0));
        let apart = vec![unit(0.0), unit(1.5), unit(3.0)];
        assert!(
            disagreement(&apart).unwrap() > 0.9,
            "{:?}",
            disagreement(&apart)
        );
        assert!((semantic_entropy(&apart).unwrap() - 1.0).abs() < 1e-9);
        // Two meanings among four samples: two clusters of two.
        let split = vec![unit(0.0), unit(0.05), unit(1.5), unit(1.55)];
        let h = semantic_entropy(&split).unwrap();
        assert!((h - 2f64.ln() / 4f64.ln()).abs() < 1e-9, "{h}");
        assert_eq!(disagreement(&[unit(0.0)]), None);
        assert_eq!(semantic_entropy(&[]), None);
    }

    #[test]
    fn bundles_are_compared_by_their_statements() {
        assert_eq!(compared_text("  plain answer "), "plain answer");
        assert_eq!(compared_text("{not a bundle"), "{not a bundle");
    }
}
