//! The cheap guard of the semantic cache: two last user turns may share an answer only
//! when they carry the same numbers (order ids, amounts, dates), the same date words and
//! the same count of negations. Sentence embeddings rate "refund order 1234" and "refund
//! order 1235" (or "do" and "do not") as near-identical; these tokens are exactly where
//! such near misses differ, and comparing them costs nothing next to an answer that
//! would be wrong.

/// What must be equal between two turns for one's answer to serve the other.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Guard {
    /// Tokens holding a digit, and date words, in the order they appear (lower-case).
    pub facts: Vec<String>,
    /// Negations ("not", "never", "don't", "without", ...).
    pub negations: u32,
}

/// The words of a turn as a bag and as a sequence (hashes). Two turns with the same
/// bag in another order ("Celsius to Fahrenheit" / "Fahrenheit to Celsius") are a swap,
/// not a paraphrase: the embedding rates them ≈ 0.99, so the cache refuses them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WordOrder {
    bag: u64,
    sequence: u64,
}

impl WordOrder {
    /// The word order of `text` (lower-case alphanumeric words).
    pub fn of(text: &str) -> Self {
        let lowered = text.to_lowercase();
        let mut words: Vec<&str> = lowered
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let sequence = stable_hash(&words);
        words.sort_unstable();
        Self {
            bag: stable_hash(&words),
            sequence,
        }
    }

    /// The two hashes, as stored beside a shared entry.
    pub fn parts(&self) -> (u64, u64) {
        (self.bag, self.sequence)
    }

    /// The word order stored as [`WordOrder::parts`].
    pub fn from_parts(bag: u64, sequence: u64) -> Self {
        Self { bag, sequence }
    }

    /// Whether `other` holds the same words in another order.
    pub fn is_swap_of(&self, other: &WordOrder) -> bool {
        self.bag == other.bag && self.sequence != other.sequence
    }
}

/// A hash of `words` that every process and every build computes alike (entries in
/// Redis are compared by replicas of other builds; std's hasher promises no such thing).
fn stable_hash(words: &[&str]) -> u64 {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for w in words {
        h.update(w.as_bytes());
        h.update([0u8]);
    }
    let d = h.finalize();
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

/// Words that negate what follows.
const NEGATIONS: &[&str] = &[
    "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "without",
    "cannot", "cant", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "wont",
    "wouldnt", "shouldnt", "couldnt", "hasnt", "havent", "hadnt", "mustnt", "aint", "neednt",
    "mightnt", "shant",
];

/// Words that name a day or a month: "cancel Monday's order" is not "cancel Friday's".
const DATE_WORDS: &[&str] = &[
    "today",
    "tomorrow",
    "yesterday",
    "tonight",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
];

impl Guard {
    /// The guard of `text`.
    pub fn of(text: &str) -> Self {
        let mut guard = Guard::default();
        // Apostrophes join ("don't" → "dont"); every other non-alphanumeric splits, so
        // "#1234", "1,234" and "2024-05-01" keep their digits as tokens.
        let lowered = text.to_lowercase();
        let joined: String = lowered
            .chars()
            .filter(|c| *c != '\'' && *c != '\u{2019}')
            .collect();
        for token in joined.split(|c: char| !c.is_alphanumeric()) {
            if token.is_empty() {
                continue;
            }
            if token.chars().any(|c| c.is_ascii_digit()) {
                guard.facts.push(token.to_string());
            } else if NEGATIONS.contains(&token) {
                guard.negations += 1;
            } else if DATE_WORDS.contains(&token) {
                guard.facts.push(token.to_string());
            }
        }
        guard
    }

    /// A short stable text form, part of the cache scope (so only turns with an equal
    /// guard are ever compared).
    pub fn key(&self) -> String {
        format!("{}|{}", self.negations, self.facts.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_dates_and_negations_are_what_must_match() {
        let g = Guard::of("Please don't refund order #1234 before May 3rd, 2024-05-01");
        assert_eq!(g.facts, ["1234", "may", "3rd", "2024", "05", "01"]);
        assert_eq!(g.negations, 1);
        assert_eq!(Guard::of("do NOT refund it").negations, 1);
        assert_eq!(Guard::of("I can’t log in").negations, 1);
        assert_eq!(Guard::of("How do I reset my password?"), Guard::default());
    }

    #[test]
    fn near_misses_differ_and_paraphrases_agree() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert!(!same("refund order 1234", "refund order 1235"));
        assert!(!same(
            "cancel my booking for Monday",
            "cancel my booking for Friday"
        ));
        assert!(!same("charge me $50", "charge me $500"));
        assert!(!same("I want a refund", "I don't want a refund"));
        assert!(same(
            "Please refund order 1234",
            "Could you issue a refund for order #1234?"
        ));
        assert!(same("I cannot log in", "I'm not able to sign in"));
    }

    #[test]
    fn swapped_words_are_told_from_paraphrases() {
        let a = WordOrder::of("Convert Celsius to Fahrenheit");
        assert!(a.is_swap_of(&WordOrder::of("convert fahrenheit to celsius")));
        assert!(!a.is_swap_of(&WordOrder::of("Convert Celsius to Fahrenheit!")));
        assert!(!a.is_swap_of(&WordOrder::of("Convert Celsius into Fahrenheit")));
    }

    #[test]
    fn the_key_tells_guards_apart() {
        assert_ne!(Guard::of("order 12 3").key(), Guard::of("order 1 23").key());
        assert_ne!(Guard::of("not 1").key(), Guard::of("1").key());
    }
}
