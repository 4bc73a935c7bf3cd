//! The verification of a candidate: before a cached answer serves a new turn, the two
//! turns are aligned word by word. The embedding says they are about the same thing; the
//! alignment says what differs between them, and an answer is reused only when nothing
//! that changes it does:
//!
//! 1. the [`Guard`]s agree on the facts (numbers with their units and currencies, dates,
//!    times, multipliers) and the count of negations (these are in the scope's key, so
//!    only such turns are ever compared);
//! 2. every name of either turn ("Paris", "iPhone", "AWS") is a word of the other, in any
//!    case ("Lyon" / "lyon");
//! 3. no antonym pole stands against another (enable / disable, import / export, a word
//!    and its `un`-, `dis`-, `non`- or `de`- form);
//! 4. the turns are no swap of each other ("from Paris to Berlin" / "from Berlin to
//!    Paris");
//! 5. the content words — after case, punctuation, stop words, politeness and imperative
//!    wrappers ("could you please tell me", "show me"), a light stemmer, a table of
//!    synonyms and one- or two-letter typos — are compared: when all of them align, a
//!    lower cosine suffices ([`LEXICAL_FLOOR`]); when one turn only adds words to the
//!    other, [`ADDED_FLOOR`]; otherwise the threshold. A single word exchanged for
//!    another the tables do not know ("safe" / "risky", "hotel" / "flight") is refused
//!    at any cosine: such a pair is as often an antonym or another thing as a synonym.
//!
//! Deterministic and cheap (a few microseconds a pair, no model run); every refusal has a
//! reason ([`Miss`]) for the metrics and the logs.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::guard::{
    DIRECTION_WORDS, Guard, NEGATIONS, NEGATIVE_WORDS, POLES, WordOrder, normalised, opposite,
    written,
};

/// Cosine at or above which two turns whose content words all align (two or more) share
/// an answer: typos drag MiniLM's cosine far down ("how do i cancle my subscripton" is
/// 0.29 from its correct spelling), while the words say the same.
pub const LEXICAL_FLOOR: f64 = 0.25;
/// Cosine at or above which two turns share an answer when one adds content words to the
/// other and the other adds none ("my address" / "the address on my account").
pub const ADDED_FLOOR: f64 = 0.75;

/// A last user turn as the verification reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// Facts, negations, names and poles.
    pub guard: Guard,
    /// Word order (swaps).
    pub order: WordOrder,
    /// Content words, sorted by their canonical form.
    content: Vec<Word>,
    /// Every word's stem, sorted, for the names of the other turn.
    words: Vec<String>,
    /// Read from a text: a turn of no text (benches, tests) is compared by the cosine
    /// alone.
    known: bool,
}

impl Turn {
    /// A turn whose text is not known: compared by the cosine alone.
    pub fn unknown() -> Self {
        Self {
            guard: Guard::default(),
            order: WordOrder::default(),
            content: Vec::new(),
            words: Vec::new(),
            known: false,
        }
    }

    /// Bytes it holds, roughly.
    pub fn size(&self) -> usize {
        let strings = |v: &[String]| v.iter().map(|w| w.len() + 24).sum::<usize>();
        std::mem::size_of::<Self>()
            + strings(&self.words)
            + strings(&self.guard.facts)
            + strings(&self.guard.names)
            + self
                .content
                .iter()
                .map(|w| w.canonical.len() + w.stem.len() + 48)
                .sum::<usize>()
    }

    /// The lowest cosine at which a candidate may answer this turn at `threshold`: what
    /// an index scans for before the verification.
    pub fn floor(&self, threshold: f64) -> f64 {
        if self.known {
            LEXICAL_FLOOR.min(threshold)
        } else {
            threshold
        }
    }
}

/// A content word: its canonical form (stemmed, synonyms folded: what must match) and its
/// stem (what a typo is measured on).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Word {
    canonical: String,
    stem: String,
}

/// Why a candidate does not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// Below the cosine the alignment asks for.
    Similarity,
    /// Other facts (numbers, units, currencies, dates) or another count of negations.
    Facts,
    /// A name of one turn is not in the other.
    Name(String),
    /// Two poles of an antonym pair, one on each side.
    Antonym(String, String),
    /// One content word exchanged for another the synonyms do not know: as often an
    /// antonym ("safe" / "dangerous") or another thing ("hotel" / "flight") as a synonym.
    Exchange(String, String),
    /// The same words with their roles swapped.
    Swap,
}

impl Miss {
    /// A short label for metrics.
    pub fn label(&self) -> &'static str {
        match self {
            Miss::Similarity => "similarity",
            Miss::Facts => "facts",
            Miss::Name(_) => "name",
            Miss::Antonym(..) => "antonym",
            Miss::Exchange(..) => "exchange",
            Miss::Swap => "swap",
        }
    }
}

impl std::fmt::Display for Miss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Miss::Similarity => write!(f, "similarity below what the alignment asks"),
            Miss::Facts => write!(f, "other facts or negations"),
            Miss::Name(n) => write!(f, "name {n:?} only on one side"),
            Miss::Antonym(a, b) => write!(f, "antonyms {a:?} / {b:?}"),
            Miss::Exchange(a, b) => write!(f, "{a:?} exchanged for {b:?}"),
            Miss::Swap => write!(f, "swapped roles"),
        }
    }
}

/// What the alignment of two turns found.
#[derive(Clone, Debug, PartialEq)]
pub struct Alignment {
    /// A difference that no similarity outweighs.
    pub veto: Option<Miss>,
    /// Content words of the first turn with no counterpart in the second.
    pub only_first: Vec<String>,
    /// Content words of the second turn with no counterpart in the first.
    pub only_second: Vec<String>,
    /// Content words of the first turn with a counterpart in the second.
    pub matched: usize,
    /// One turn's text is unknown: the cosine alone decides.
    pub plain: bool,
}

impl Alignment {
    /// The cosine this pair needs at `threshold` (`None`: vetoed).
    pub fn needs(&self, threshold: f64) -> Option<f64> {
        if self.veto.is_some() {
            return None;
        }
        if self.plain {
            return Some(threshold);
        }
        Some(match (self.only_first.len(), self.only_second.len()) {
            (0, 0) if self.matched >= 2 => LEXICAL_FLOOR.min(threshold),
            (0, 0) if self.matched == 1 => (2.0 * LEXICAL_FLOOR).min(threshold),
            (0, _) | (_, 0) => ADDED_FLOOR.min(threshold),
            _ => threshold,
        })
    }

    /// Whether a candidate at `cosine` answers at `threshold`, and if not why.
    pub fn decide(&self, cosine: f64, threshold: f64) -> Result<(), Miss> {
        if let Some(veto) = &self.veto {
            return Err(veto.clone());
        }
        match self.needs(threshold) {
            Some(needed) if cosine >= needed => Ok(()),
            _ => Err(Miss::Similarity),
        }
    }
}

impl Turn {
    /// The turn of `text`.
    pub fn of(text: &str) -> Self {
        let guard = Guard::of(text);
        let order = WordOrder::of(text);
        let written = written(text);
        let tokens: Vec<String> = written.iter().map(|w| normalised(w.text)).collect();
        let mut content = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let token = tokens[i].as_str();
            let next = tokens.get(i + 1).map_or("", String::as_str);
            // "How long" and "how many days" ask for a duration.
            if token == "how"
                && (next == "long"
                    || (next == "many"
                        && tokens
                            .get(i + 2)
                            .is_some_and(|p| DURATIONS.contains(&p.as_str()))))
            {
                content.push(Word {
                    canonical: "c:duration".into(),
                    stem: "c:duration".into(),
                });
                i += if next == "long" { 2 } else { 3 };
                continue;
            }
            // "Good morning!" greets.
            if token == "good"
                && matches!(next, "morning" | "afternoon" | "evening" | "day" | "night")
            {
                i += 2;
                continue;
            }
            // Two-word poles ("turn on", "log in") and phrases ("roll back").
            if !next.is_empty() {
                let phrase = format!("{token} {next}");
                let canonical = POLE_OF
                    .get(phrase.as_str())
                    .map(|pole| format!("pole:{pole}"))
                    .or_else(|| SYNONYMS.get(phrase.as_str()).map(|c| (*c).to_string()));
                if let Some(canonical) = canonical {
                    content.push(Word {
                        stem: canonical.clone(),
                        canonical,
                    });
                    i += 2;
                    continue;
                }
            }
            i += 1;
            if let Some(word) = content_word(token) {
                content.push(word);
            }
        }
        content.sort_unstable();
        let mut words: Vec<String> = tokens
            .iter()
            .flat_map(|t| split_digits(t).into_iter().map(stem))
            .collect();
        words.sort_unstable();
        words.dedup();
        Self {
            guard,
            order,
            content,
            words,
            known: true,
        }
    }

    /// How `self` and `other` align.
    pub fn align(&self, other: &Turn) -> Alignment {
        if !self.known || !other.known {
            return Alignment {
                veto: None,
                only_first: Vec::new(),
                only_second: Vec::new(),
                matched: 0,
                plain: true,
            };
        }
        let (only_first, only_second) = unmatched(&self.content, &other.content);
        let veto = self
            .veto(other)
            .or_else(|| antonyms(&only_first, &only_second))
            .or_else(|| match (only_first.as_slice(), only_second.as_slice()) {
                ([a], [b]) => Some(Miss::Exchange(a.clone(), b.clone())),
                _ => None,
            });
        Alignment {
            veto,
            matched: self.content.len() - only_first.len(),
            only_first,
            only_second,
            plain: false,
        }
    }

    /// Whether a cached answer to `self` serves `other` at `cosine` and `threshold`.
    pub fn answers(&self, other: &Turn, cosine: f64, threshold: f64) -> Result<(), Miss> {
        self.align(other).decide(cosine, threshold)
    }

    fn veto(&self, other: &Turn) -> Option<Miss> {
        if self.guard.key() != other.guard.key() {
            return Some(Miss::Facts);
        }
        for (a, b) in [(self, other), (other, self)] {
            if let Some(name) = a
                .guard
                .names
                .iter()
                .find(|n| b.words.binary_search(&stem(n)).is_err())
            {
                return Some(Miss::Name(name.clone()));
            }
        }
        if self.order.is_swap_of(&other.order) {
            return Some(Miss::Swap);
        }
        None
    }
}

/// Phrases a "how many" asks a duration with.
const DURATIONS: &[&str] = &[
    "days", "hours", "minutes", "weeks", "months", "years", "seconds", "nights",
];

/// Poles that stand against each other ("enable" / "disable"), or a word and its `un`-,
/// `dis`-, `non`-, `de`-, `in`-, `im`- form ("archive" / "unarchive"), one on each side.
fn antonyms(first: &[String], second: &[String]) -> Option<Miss> {
    const PREFIXES: &[&str] = &["un", "dis", "non", "de", "in", "im", "il", "ir", "anti"];
    for a in first {
        for b in second {
            if let (Some(x), Some(y)) = (a.strip_prefix("pole:"), b.strip_prefix("pole:"))
                && opposite(x, y)
            {
                return Some(Miss::Antonym(x.to_string(), y.to_string()));
            }
            let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
            let short = short.strip_prefix("pole:").unwrap_or(short);
            let long = long.strip_prefix("pole:").unwrap_or(long);
            if short.len() >= 3
                && PREFIXES
                    .iter()
                    .any(|p| long.strip_prefix(p).is_some_and(|rest| rest == short))
            {
                return Some(Miss::Antonym(a.clone(), b.clone()));
            }
        }
    }
    None
}

/// The content words of each side that the other lacks (canonical forms), after exact
/// matches and then typos or one word that is the other's prefix ("wash" / "washable").
fn unmatched(first: &[Word], second: &[Word]) -> (Vec<String>, Vec<String>) {
    let mut a: Vec<&Word> = Vec::new();
    let mut b: Vec<&Word> = second.iter().collect();
    for w in first {
        if let Some(at) = b.iter().position(|x| x.canonical == w.canonical) {
            b.remove(at);
        } else {
            a.push(w);
        }
    }
    let mut only_first = Vec::new();
    for w in a {
        if let Some(at) = b.iter().position(|x| close(w, x)) {
            b.remove(at);
        } else {
            only_first.push(w.canonical.clone());
        }
    }
    (
        only_first,
        b.into_iter().map(|w| w.canonical.clone()).collect(),
    )
}

/// A typo of one another or one the other's prefix (both long enough to tell; two
/// words the tables know are never a typo of each other).
fn close(a: &Word, b: &Word) -> bool {
    let known = |w: &Word| w.canonical.contains(':');
    if known(a) && known(b) {
        return false;
    }
    let (short, long) = if a.stem.len() <= b.stem.len() {
        (a.stem.as_str(), b.stem.as_str())
    } else {
        (b.stem.as_str(), a.stem.as_str())
    };
    if short.len() < 4 || short.chars().next() != long.chars().next() {
        return false;
    }
    if long.starts_with(short) && long.len() - short.len() <= 3 {
        return true;
    }
    let limit = if short.len() >= 8 { 2 } else { 1 };
    short.len() >= 5 && edit_distance(short, long) <= limit
}

/// Damerau–Levenshtein distance (adjacent transpositions count one).
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

/// "iphone15" is "iphone" and "15" (letters, then digits).
fn split_digits(token: &str) -> Vec<&str> {
    match token.find(|c: char| c.is_ascii_digit()) {
        Some(at)
            if at >= 2
                && token[..at].chars().all(|c| c.is_alphabetic())
                && token[at..].chars().all(|c| c.is_ascii_digit()) =>
        {
            vec![&token[..at], &token[at..]]
        }
        _ => vec![token],
    }
}

/// A content word, `None` for a stop word or what the guard compares (numbers,
/// negations) or the word order (directions).
fn content_word(token: &str) -> Option<Word> {
    if token.is_empty()
        || token.chars().any(|c| c.is_ascii_digit())
        || STOP_WORDS.contains(&token)
        || NEGATIONS.contains(&token)
        || NEGATIVE_WORDS.contains(&token)
        || (DIRECTION_WORDS.contains(&token) && !POLE_OF.contains_key(token))
    {
        return None;
    }
    let stemmed = stem(token);
    let canonical = POLE_OF
        .get(token)
        .map(|pole| format!("pole:{pole}"))
        .or_else(|| SYNONYMS.get(token).map(|c| (*c).to_string()))
        .or_else(|| SYNONYMS.get(stemmed.as_str()).map(|c| (*c).to_string()))
        .unwrap_or_else(|| stemmed.clone());
    Some(Word {
        canonical,
        stem: stemmed,
    })
}

/// A light suffix stripper: "updating", "updated", "updates" and "update" are "updat".
fn stem(word: &str) -> String {
    let w = word;
    let n = w.chars().count();
    let mut s: String = if n > 5 && w.ends_with("ing") {
        w[..w.len() - 3].to_string()
    } else if n > 4 && w.ends_with("ied") {
        format!("{}y", &w[..w.len() - 3])
    } else if n > 4 && w.ends_with("ed") && !w.ends_with("eed") {
        w[..w.len() - 2].to_string()
    } else if n > 4 && w.ends_with("ies") {
        format!("{}y", &w[..w.len() - 3])
    } else if n > 4
        && (w.ends_with("ses") || w.ends_with("xes") || w.ends_with("ches") || w.ends_with("shes"))
    {
        w[..w.len() - 2].to_string()
    } else if n > 3
        && w.ends_with('s')
        && !w.ends_with("ss")
        && !w.ends_with("us")
        && !w.ends_with("is")
    {
        w[..w.len() - 1].to_string()
    } else if n > 5 && w.ends_with("ly") {
        w[..w.len() - 2].to_string()
    } else {
        w.to_string()
    };
    // "shipp" → "ship", "stopp" → "stop".
    let bytes = s.as_bytes();
    if s.len() > 3
        && bytes[s.len() - 1] == bytes[s.len() - 2]
        && !matches!(bytes[s.len() - 1], b'l' | b's' | b'z')
    {
        s.pop();
    }
    if s.len() > 4 && s.ends_with('e') {
        s.pop();
    }
    s
}

/// Words that carry no content of their own here: articles, pronouns, auxiliaries,
/// prepositions without a direction, question words, politeness and the wrappers of a
/// request ("could you please tell me", "show me how to", "I'd like to know").
const STOP_WORDS: &[&str] = &[
    "a",
    "an",
    "the",
    "i",
    "me",
    "my",
    "mine",
    "myself",
    "you",
    "your",
    "yours",
    "u",
    "ur",
    "we",
    "our",
    "ours",
    "us",
    "it",
    "its",
    "they",
    "them",
    "their",
    "he",
    "him",
    "his",
    "she",
    "her",
    "this",
    "that",
    "these",
    "those",
    "there",
    "here",
    "is",
    "are",
    "am",
    "was",
    "were",
    "be",
    "been",
    "being",
    "do",
    "does",
    "did",
    "doing",
    "done",
    "have",
    "has",
    "had",
    "having",
    "can",
    "could",
    "would",
    "will",
    "shall",
    "might",
    "id",
    "im",
    "ive",
    "ill",
    "youre",
    "youve",
    "whats",
    "wheres",
    "hows",
    "whos",
    "thats",
    "theres",
    "its",
    "lets",
    "how",
    "what",
    "wat",
    "which",
    "when",
    "where",
    "whether",
    "of",
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "about",
    "as",
    "and",
    "or",
    "but",
    "if",
    "so",
    "then",
    "also",
    "just",
    "really",
    "actually",
    "please",
    "pls",
    "plz",
    "kindly",
    "hi",
    "hello",
    "hey",
    "yo",
    "dear",
    "thanks",
    "thank",
    "thx",
    "cheers",
    "sorry",
    "bother",
    "bothering",
    "wondering",
    "wonder",
    "mind",
    "quick",
    "question",
    "tell",
    "show",
    "explain",
    "describe",
    "list",
    "give",
    "let",
    "know",
    "help",
    "want",
    "like",
    "wanna",
    "need",
    "possible",
    "able",
    "way",
    "ways",
    "go",
    "steps",
    "step",
    "process",
    "any",
    "one",
    "someone",
    "something",
    "anything",
    "again",
    "usually",
    "currently",
    "exactly",
    "some",
    "guys",
    "folks",
    "anyone",
    "ok",
    "okay",
    "well",
    "now",
    "today",
    "lot",
    "very",
    "much",
    "many",
    "own",
    "procedure",
    "instructions",
    "guide",
    "ask",
    "asking",
    "should",
    "to",
    "time",
    "hours",
    "status",
    "get",
    "got",
    "gotten",
    "getting",
    "who",
];

/// [`POLES`] by word (the first pole a word has).
static POLE_OF: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    let mut m = HashMap::new();
    for (w, pole) in POLES {
        m.entry(*w).or_insert(*pole);
    }
    m
});

/// Words and phrases that say the same thing here, by a shared concept.
static SYNONYMS: LazyLock<HashMap<String, &'static str>> = LazyLock::new(|| {
    const GROUPS: &[(&str, &[&str])] = &[
        (
            "c:change",
            &[
                "change", "update", "modify", "edit", "alter", "amend", "adjust",
            ],
        ),
        (
            "c:ship",
            &[
                "ship", "deliver", "delivery", "shipping", "dispatch", "mail", "post",
            ],
        ),
        (
            "c:package",
            &[
                "package", "parcel", "shipment", "item", "product", "thing", "goods",
            ],
        ),
        (
            "c:price",
            &["price", "cost", "fee", "pay", "paid", "charge"],
        ),
        ("c:book", &["book", "reserve", "reservation", "booking"]),
        (
            "c:see",
            &[
                "see", "view", "find", "check", "look", "display", "locate", "access",
            ],
        ),
        ("c:contact", &["contact", "reach", "call", "speak", "talk"]),
        (
            "c:support",
            &[
                "support", "help", "service", "helpdesk", "desk", "team", "customer", "agent",
            ],
        ),
        ("c:sign", &["sign", "symptom", "indication"]),
        ("c:document", &["document", "paper", "paperwork", "form"]),
        ("c:need", &["need", "needed", "necessary", "require"]),
        ("c:learn", &["learn", "study"]),
        ("c:picture", &["photo", "picture", "image", "pic"]),
        (
            "c:broken",
            &[
                "broken",
                "broke",
                "damaged",
                "damage",
                "defective",
                "faulty",
            ],
        ),
        ("c:rule", &["rule", "policy", "regulation", "guideline"]),
        ("c:problem", &["problem", "issue", "error", "trouble"]),
        ("c:submit", &["submit", "lodge", "hand in"]),
        (
            "c:leave",
            &["vacation", "holiday", "pto", "time off", "leave"],
        ),
        ("c:money", &["money", "cash", "funds", "fund"]),
        ("c:app", &["app", "application", "ap"]),
        (
            "c:phone",
            &["mobile", "phone", "smartphone", "cellphone", "cell"],
        ),
        ("c:pet", &["pet", "dog", "cat", "animal"]),
        ("c:shop", &["shop", "store", "outlet"]),
        ("c:password", &["password", "passcode", "passphrase"]),
        ("c:return", &["return", "send back"]),
        ("c:rename", &["rename"]),
        ("c:revert", &["revert", "roll back", "rollback", "undo"]),
        ("c:copy", &["copy", "duplicate"]),
        ("c:every", &["every", "all", "each"]),
        ("c:use", &["use", "utilize", "utilise"]),
        (
            "c:fix",
            &["fix", "repair", "solve", "resolve", "troubleshoot"],
        ),
        ("c:cancel", &["cancel", "terminate", "call off"]),
        ("c:receipt", &["receipt", "invoice", "bill"]),
        ("c:computer", &["computer", "pc", "laptop", "desktop"]),
        ("c:car", &["car", "vehicle", "auto"]),
        ("c:choose", &["choose", "pick", "select"]),
        (
            "c:create",
            &["create", "make", "set up", "setup", "generate"],
        ),
        ("c:talk", &["meeting", "call", "appointment"]),
        ("c:cheap", &["cheap", "inexpensive", "affordable", "budget"]),
        (
            "c:near",
            &["near", "nearby", "close by", "nearest", "closest"],
        ),
    ];
    let mut m: HashMap<String, &'static str> = HashMap::new();
    for (concept, words) in GROUPS {
        for w in *words {
            m.entry((*w).to_string()).or_insert(*concept);
            m.entry(stem(w)).or_insert(*concept);
        }
    }
    m
});

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(a: &str, b: &str, cosine: f64) -> Result<(), Miss> {
        Turn::of(a).answers(&Turn::of(b), cosine, 0.86)
    }

    #[test]
    fn typos_reorders_and_wrappers_align() {
        assert_eq!(
            answers(
                "How do I cancel my subscription?",
                "how do i cancle my subscripton",
                0.6
            ),
            Ok(())
        );
        assert_eq!(
            answers(
                "What is your refund policy?",
                "Hi! Could you please tell me what your refund policy is? Thanks!",
                0.7
            ),
            Ok(())
        );
        assert_eq!(
            answers(
                "Where is the nearest store to Lyon?",
                "nearest store lyon?",
                0.9
            ),
            Ok(())
        );
    }

    #[test]
    fn units_names_antonyms_and_swaps_are_vetoed_at_any_similarity() {
        for (a, b) in [
            ("Is the limit 23 kg per bag?", "Is the limit 23 lb per bag?"),
            (
                "What is Maria's phone number?",
                "What is Marta's phone number?",
            ),
            ("How do I enable 2FA?", "How do I disable 2FA?"),
            ("How do I archive an email?", "How do I unarchive an email?"),
            (
                "flights from Paris to Berlin",
                "flights from Berlin to Paris",
            ),
            ("refund order 1234", "refund order 1243"),
            ("I want a refund", "I don't want a refund"),
        ] {
            assert!(answers(a, b, 0.999).is_err(), "{a} / {b}");
        }
    }

    #[test]
    fn one_word_exchanged_is_refused_unless_a_synonym() {
        assert_eq!(
            answers(
                "How do I cancel my hotel?",
                "How do I cancel my flight?",
                0.95
            ),
            Err(Miss::Exchange("hotel".into(), "flight".into()))
        );
        assert_eq!(
            answers(
                "How do I make the photo brighter?",
                "How do I make the photo darker?",
                0.95
            ),
            Err(Miss::Antonym("bright".into(), "dark".into()))
        );
        // A synonym is no exchange.
        assert_eq!(
            answers(
                "How do I change my password?",
                "How can I update my password?",
                0.87
            ),
            Ok(())
        );
    }

    #[test]
    fn relative_dates_and_before_after_differ() {
        for (a, b) in [
            (
                "Show my payments from last month",
                "Show my payments from this month",
            ),
            (
                "Which trains leave Zurich before 8 am?",
                "Which trains leave Zurich after 8 am?",
            ),
            (
                "How do I scale up a deployment?",
                "How do I scale down a deployment?",
            ),
        ] {
            assert!(answers(a, b, 0.99).is_err(), "{a} / {b}");
        }
    }

    #[test]
    fn an_unknown_turn_is_compared_by_the_cosine_alone() {
        let u = Turn::unknown();
        assert_eq!(u.floor(0.8), 0.8);
        assert_eq!(Turn::of("hi").floor(0.8), LEXICAL_FLOOR);
        assert_eq!(u.answers(&Turn::of("refund order 1"), 0.81, 0.8), Ok(()));
        assert_eq!(u.answers(&u, 0.79, 0.8), Err(Miss::Similarity));
    }
}
