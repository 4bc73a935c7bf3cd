//! The lexical half of the injection scorer (`models/injection/SPEC.md` §4): a window's
//! lowercased words and word pairs, hashed into buckets, weighed by a linear model. It
//! costs microseconds, so every window of a text is read this way and only the windows
//! it ranks highest are embedded.

/// 32-bit FNV-1a of `bytes` (the tests check it against the reference values).
#[cfg(test)]
fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h: u32 = 2_166_136_261;
    for b in bytes {
        h ^= u32::from(*b);
        h = h.wrapping_mul(16_777_619);
    }
    h
}

/// 32-bit FNV-1a of the concatenation of `parts`.
fn fnv1a_parts(parts: &[&[u8]]) -> u32 {
    let mut h: u32 = 2_166_136_261;
    for part in parts {
        for b in *part {
            h ^= u32::from(*b);
            h = h.wrapping_mul(16_777_619);
        }
    }
    h
}

/// A token with a character at or above this one (CJK, kana, hangul and the blocks after
/// them: scripts written without spaces between words) also gives its character pairs.
const CHAR_PAIR_FROM: char = '\u{2E80}';

/// The hashes of the distinct features of `window` (`u:word`, `b:word word`, and `c:xy`
/// for each pair of neighbouring characters of a token written in such a script). Hashed as
/// they are read, without building the feature strings: this pass reads every window
/// of a text, up to a megabyte. Features are told apart by their 32-bit hash (two
/// different features of one window with the same hash would count once: never seen).
pub fn feature_hashes(window: &str) -> Vec<u32> {
    let lower = window.to_lowercase();
    let mut out = Vec::with_capacity(32);
    let mut previous: Option<&str> = None;
    for token in lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
    {
        out.push(fnv1a_parts(&[b"u:", token.as_bytes()]));
        if token.chars().any(|c| c >= CHAR_PAIR_FROM) {
            let mut chars = token.char_indices().peekable();
            while let Some((start, _)) = chars.next() {
                let Some(&(next, c)) = chars.peek() else {
                    break;
                };
                let end = next + c.len_utf8();
                out.push(fnv1a_parts(&[b"c:", &token.as_bytes()[start..end]]));
            }
        }
        if let Some(p) = previous {
            out.push(fnv1a_parts(&[b"b:", p.as_bytes(), b" ", token.as_bytes()]));
        }
        previous = Some(token);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The distinct features of `window` (`u:word`, `b:word word`), hashed into `buckets`.
pub fn buckets(window: &str, buckets: u32) -> Vec<u32> {
    feature_hashes(window)
        .into_iter()
        .map(|h| h % buckets.max(1))
        .collect()
}

/// A linear model over hashed features.
#[derive(Debug, Clone)]
pub struct Lexical {
    pub bias: f64,
    /// One weight per bucket.
    pub weights: Vec<f64>,
}

impl Lexical {
    /// The model's logit for `window`.
    pub fn logit(&self, window: &str) -> f64 {
        let hit = buckets(window, self.weights.len() as u32);
        if hit.is_empty() {
            return self.bias;
        }
        let value = 1.0 / (hit.len() as f64).sqrt();
        self.bias
            + hit
                .iter()
                .map(|&b| self.weights[b as usize] * value)
                .sum::<f64>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_reference_values() {
        assert_eq!(fnv1a(b""), 0x811c_9dc5);
        assert_eq!(fnv1a(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a(b"foobar"), 0xbf9c_f968);
    }

    #[test]
    fn features_are_distinct_words_and_pairs() {
        // "ignore", "all", "ignore all", "all ignore": 4 distinct features.
        assert_eq!(buckets("Ignore all, IGNORE", 1 << 18).len(), 4);
        assert!(buckets("  ,.; ", 1 << 18).is_empty());
        // "ab指令": its word and the pairs "ab", "b指", "指令"; "x": its word only.
        assert_eq!(buckets("ab指令 x", 1 << 18).len(), 6);
        assert_eq!(
            feature_hashes("指令")[..].len(),
            2,
            "the word and its one character pair"
        );
        let model = Lexical {
            bias: -1.0,
            weights: vec![0.5; 16],
        };
        // One feature (`u:ignore`) of weight 0.5, valued 1.
        let l = model.logit("ignore");
        assert!((l - (-1.0 + 0.5)).abs() < 1e-12, "{l}");
        assert_eq!(model.logit(""), -1.0);
    }
}
