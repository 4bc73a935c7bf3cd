//! The verification of a candidate: before a cached answer serves a new turn, the two
//! turns are aligned word by word. The embedding says they are about the same thing; the
//! alignment says what differs between them, and an answer is reused only when nothing
//! that changes it does:
//!
//! 1. the [`Guard`]s agree on the facts (numbers with their units and currencies, dates,
//!    times, multipliers) and the count of negations (these are in the scope's key, so
//!    only such turns are ever compared);
//! 2. every name of either turn ("Paris", "iPhone", "AWS") is a word of the other, in any
//!    case ("Lyon" / "lyon") or with two letters swapped ("Pyhton"), or an abbreviation
//!    and the words whose initials it is ("DMV" / "Department of Motor Vehicles");
//! 3. no antonym stands against another: the poles of the guard's table (enable /
//!    disable, import / export), a word and its `un`-, `dis`-, `non`- or `de`- form, one
//!    stem after prefixes of opposite meaning (hyper / hypo, over / under), a verb with
//!    particles of opposite directions ("zoom in" / "zoom out"), and the antonyms of
//!    WordNet 3.0 (`antonyms.txt`: wet / dry, accept / refuse, …);
//! 4. the turns are no swap of each other: the names, facts and directed phrases of
//!    [`WordOrder`] ("from Paris to Berlin" / "from Berlin to Paris"), or the same
//!    sentence with two of its content words exchanged ("how many cups are in a gallon"
//!    / "how many gallons are in a cup");
//! 5. the content words — after case, punctuation, stop words, politeness and imperative
//!    wrappers ("could you please tell me", "show me"), a light stemmer, a table of
//!    synonyms and one- or two-letter typos — are compared: when all of them align, a
//!    lower cosine suffices ([`LEXICAL_FLOOR`]); when one turn only adds words to the
//!    other, [`ADDED_FLOOR`]; one ordinary word exchanged for another the tables do not
//!    know ("soft" / "runny") needs [`EXCHANGE_FLOOR`], and an exchange that involves a
//!    pole of the table or two capitalised words ("Paris" / "Rome" starting a sentence)
//!    is refused at any cosine; otherwise the threshold.
//!
//! Deterministic and cheap: a turn is read once (per request, or per stored entry), and a
//! candidate's check compares sorted words and precomputed hashes without allocating
//! unless words differ. Every refusal has a reason ([`Miss`]) for the metrics and the logs.

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::LazyLock;

use smallvec::SmallVec;

use super::scan::Floors;

use super::contrast::{Clash, Marks, is_entity, is_verb, same_entity, word_hash, wordnet_synonyms};
use super::guard::{
    DIRECTION_WORDS, Guard, POLE_OF, WordOrder, cardinal, negating, normalised, opposite, unit_of,
    written,
};

/// Cosine at or above which two turns whose content words all align (two or more) share
/// an answer: typos drag MiniLM's cosine far down ("how do i cancle my subscripton" is
/// 0.29 from its correct spelling), while the words say the same.
pub const LEXICAL_FLOOR: f64 = 0.25;
/// Cosine at or above which two turns share an answer when one adds content words to the
/// other and the other adds none ("my address" / "the address on my account").
pub const ADDED_FLOOR: f64 = 0.75;
/// Cosine at or above which one ordinary word exchanged for another answers ("how long
/// to boil an egg for a soft yolk" / "… a runny yolk"); never less than the threshold.
/// Antonyms, names and poles are refused before (rules 2–4), so what is left at this
/// cosine is a synonym far more often than another thing (chosen on the development
/// sets: `make eval`).
pub const EXCHANGE_FLOOR: f64 = 0.85;

/// A last user turn as the verification reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// Facts, negations, names and poles.
    pub guard: Guard,
    /// Word order of names, facts and directed phrases (swaps).
    pub order: WordOrder,
    /// The guard's key, once.
    key: String,
    /// Content words, sorted by their canonical form.
    content: Vec<Word>,
    /// The stems of the guard's names.
    name_stems: Vec<String>,
    /// Every word's stem, sorted, for the names of the other turn.
    words: Vec<String>,
    /// The content words in the order written (swaps of plain words).
    sequence: Sequence,
    /// Contrast words, owners and the roles of directed words.
    marks: Marks,
    /// Words written in two to five capitals ("DMV", "IDP"), by stem, with the hash of
    /// their letters: the initials of words the other turn may spell out.
    acronyms: Vec<(String, u64)>,
    /// The hashes of the initials of every run of two to five words ("of", "and", "the"
    /// skipped: "Department of Motor Vehicles" is "dmv"), sorted.
    initials: Vec<u64>,
    /// Runs of capitalised words with the hash of their initials and their stems: the
    /// names an abbreviation on the other side stands for.
    spelled: Vec<(u64, Vec<String>)>,
    /// A verb with the particle after it ("zoom in", "turn up"): the verb's hash and the
    /// particle's place in [`PARTICLES`].
    particles: SmallVec<[(u64, u8); 2]>,
    /// Two capitalised words in a row, by stem, and the two joined ("Chat GPT":
    /// "chatgpt"); and a maker's name before another word ("Apple AirPods": "appl",
    /// "airpod"), with an empty third part.
    pairs: Vec<(String, String, String)>,
    /// Read from a text: a turn of no text (benches, tests) is compared by the cosine
    /// alone.
    known: bool,
}

/// The content words of a turn in their order, against the rest of the sentence.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Sequence {
    /// Hash of the words that are not content, with a mark where content stands.
    skeleton: u64,
    /// Hash of the content words as a multiset.
    bag: u64,
    /// Hash of each content word in order; runs joined by "and" / "or" sorted (a list
    /// says nothing by its order).
    ids: Vec<u64>,
    /// Whether other words stand between content word `k - 1` and `k`.
    gap: Vec<bool>,
}

impl Sequence {
    /// Whether `other` is this sentence with content words exchanged across other
    /// words ("cups … in a gallon" / "gallons … in a cup"): the same skeleton and the
    /// same words in another order. Two neighbours exchanged ("password reset" / "reset
    /// password") are no swap.
    fn is_swap_of(&self, other: &Sequence) -> bool {
        if self.skeleton != other.skeleton || self.bag != other.bag || self.ids == other.ids {
            return false;
        }
        let pairs = || self.ids.iter().zip(&other.ids);
        let Some(first) = pairs().position(|(a, b)| a != b) else {
            return false;
        };
        let last = self.ids.len() - 1 - pairs().rev().position(|(a, b)| a != b).unwrap_or(0);
        (first + 1..=last).any(|k| self.gap.get(k).copied().unwrap_or(false))
    }
}

fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

impl Turn {
    /// A turn whose text is not known: compared by the cosine alone.
    pub fn unknown() -> Self {
        Self {
            guard: Guard::default(),
            order: WordOrder::default(),
            key: String::new(),
            content: Vec::new(),
            name_stems: Vec::new(),
            words: Vec::new(),
            sequence: Sequence::default(),
            marks: Marks::default(),
            acronyms: Vec::new(),
            initials: Vec::new(),
            spelled: Vec::new(),
            particles: SmallVec::new(),
            pairs: Vec::new(),
            known: false,
        }
    }

    /// The guard's key (facts and negations), which is part of the cache's scope.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Bytes it holds, roughly.
    pub fn size(&self) -> usize {
        let strings = |v: &[String]| v.iter().map(|w| w.len() + 24).sum::<usize>();
        std::mem::size_of::<Self>()
            + self.key.len()
            + strings(&self.words)
            + strings(&self.name_stems)
            + strings(&self.guard.facts)
            + strings(&self.guard.names)
            + self.sequence.ids.len() * 9
            + self.marks.heap()
            + self
                .acronyms
                .iter()
                .map(|(s, _)| s.len() + 32)
                .sum::<usize>()
            + self.initials.len() * 8
            + self
                .spelled
                .iter()
                .map(|(_, w)| 32 + strings(w))
                .sum::<usize>()
            + self
                .pairs
                .iter()
                .map(|(a, b, c)| a.len() + b.len() + c.len() + 72)
                .sum::<usize>()
            + self
                .content
                .iter()
                .map(|w| w.canonical.len() + w.stem.len() + 56)
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

    /// The scan's class of this turn: its count of content words, or
    /// [`Floors::UNKNOWN`] when its text is not known.
    pub fn words(&self) -> u16 {
        if self.known {
            u16::try_from(self.content.len()).unwrap_or(Floors::UNKNOWN - 1)
        } else {
            Floors::UNKNOWN
        }
    }

    /// The lowest cosine at which a candidate may answer this turn at `threshold`, by
    /// the candidate's class ([`Turn::words`]): the lowest of [`needed`] over what the
    /// alignment of two turns of those lengths can be. Every content word has its
    /// counterpart on both sides ([`LEXICAL_FLOOR`]) only when the two have as many;
    /// otherwise at best one side only adds words ([`ADDED_FLOOR`]). A turn of no known
    /// text is compared by the cosine alone (the threshold).
    pub fn floors(&self, threshold: f64) -> Floors {
        if !self.known {
            return Floors::uniform(threshold);
        }
        let n = self.content.len();
        let same = match n {
            0 => needed(0, 0, 0, threshold),
            1 => needed(0, 0, 1, threshold),
            _ => needed(0, 0, n, threshold),
        };
        Floors {
            class: self.words(),
            same,
            other: needed(0, 1, n, threshold),
            unknown: threshold,
        }
    }
}

/// A content word: its canonical form (stemmed, synonyms folded: what must match) and its
/// stem (what a typo is measured on).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Word {
    canonical: String,
    stem: String,
    /// A pole of the guard's antonym table ("enable", "cheapest").
    pole: bool,
    /// Written with a capital (a name, or any word starting a sentence).
    capital: bool,
    /// Right after a count ("2 [suitcases]"): what the number counts.
    counted: bool,
    /// Where a question puts its verb ("how do I [archive] a chat", "how to [pin] it"):
    /// used as a verb whatever WordNet counts it as most.
    acted: bool,
}

/// Why a candidate does not answer (or, [`Miss::NoCandidate`], why a lookup found none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// Nothing in the scope (same tenant, model, request before the last turn, facts)
    /// came near enough to be verified.
    NoCandidate,
    /// Below the cosine the alignment asks for.
    Similarity,
    /// Other facts (numbers, units, currencies, dates) or another count of negations.
    Facts,
    /// A name of one turn is not in the other.
    Name,
    /// Two words that stand against each other, one on each side (antonyms, and
    /// contrasts such as "all" / "some", "only" / "also", "single" / "double").
    Antonym,
    /// One content word exchanged for another that the tables do not know, where a
    /// cosine cannot tell a synonym from another thing (a pole, capitalised words).
    Exchange,
    /// The same words with their roles swapped.
    Swap,
    /// Another owner: "my password" / "my team's password", "my plan" / "my family plan".
    Scope,
}

impl Miss {
    /// Every reason, in the order of [`Miss::label`]'s documentation.
    pub const ALL: [Miss; 8] = [
        Miss::NoCandidate,
        Miss::Similarity,
        Miss::Facts,
        Miss::Name,
        Miss::Antonym,
        Miss::Exchange,
        Miss::Swap,
        Miss::Scope,
    ];

    /// A short label for metrics.
    pub fn label(&self) -> &'static str {
        match self {
            Miss::NoCandidate => "no_candidate",
            Miss::Similarity => "similarity",
            Miss::Facts => "facts",
            Miss::Name => "name",
            Miss::Antonym => "antonym",
            Miss::Exchange => "exchange",
            Miss::Swap => "swap",
            Miss::Scope => "scope",
        }
    }
}

impl std::fmt::Display for Miss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Miss::NoCandidate => "no candidate near enough in the scope",
            Miss::Similarity => "similarity below what the alignment asks",
            Miss::Facts => "other facts or negations",
            Miss::Name => "a name only on one side",
            Miss::Antonym => "antonyms",
            Miss::Exchange => "a word exchanged for another",
            Miss::Swap => "swapped roles",
            Miss::Scope => "another owner",
        })
    }
}

/// What the alignment of two turns found (for the evaluation and the logs; a lookup uses
/// [`Turn::answers`], which allocates nothing when the turns agree).
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

/// The cosine a pair needs at `threshold`, by how many content words of each side have
/// no counterpart and how many of the first's do.
fn needed(only_first: usize, only_second: usize, matched: usize, threshold: f64) -> f64 {
    match (only_first, only_second) {
        (0, 0) if matched >= 2 => LEXICAL_FLOOR.min(threshold),
        (0, 0) if matched == 1 => (2.0 * LEXICAL_FLOOR).min(threshold),
        (0, _) | (_, 0) => ADDED_FLOOR.min(threshold),
        (1, 1) => EXCHANGE_FLOOR.max(threshold),
        _ => threshold,
    }
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
        Some(needed(
            self.only_first.len(),
            self.only_second.len(),
            self.matched,
            threshold,
        ))
    }

    /// Whether a candidate at `cosine` answers at `threshold`, and if not why.
    pub fn decide(&self, cosine: f64, threshold: f64) -> Result<(), Miss> {
        if let Some(veto) = self.veto {
            return Err(veto);
        }
        match self.needs(threshold) {
            Some(needed) if cosine >= needed => Ok(()),
            _ => Err(Miss::Similarity),
        }
    }
}

/// Indices of content words without a counterpart; inline for the usual few.
type Unmatched = SmallVec<[u32; 8]>;

impl Turn {
    /// The turn of `text`; a text of no words (an empty turn, or a stored entry of an
    /// earlier release that kept none) is an unknown turn, compared by the cosine alone.
    pub fn of(text: &str) -> Self {
        if !text.chars().any(char::is_alphanumeric) {
            return Self::unknown();
        }
        // Short and long forms of one name are read as the name ("Postgres" /
        // "PostgreSQL", "Win 11" / "Windows 11").
        let text = super::names::canonical(text);
        let text = text.as_ref();
        let guard = Guard::of(text);
        let order = WordOrder::of(text);
        let written = written(text);
        let tokens: Vec<String> = written.iter().map(|w| normalised(w.text)).collect();
        let capital: Vec<bool> = written
            .iter()
            .map(|w| w.text.chars().any(char::is_uppercase))
            .collect();
        // What a count counts: the word right after a number that is no identifier
        // ("bring 2 suitcases", not "order 1234 arrived" or "room 12 is").
        let counted: Vec<bool> = (0..tokens.len())
            .map(|i| {
                // (A unit is a fact the guard compares: "30 degrees" / "30 °C".)
                i > 0
                    && tokens[i].len() > 1
                    && unit_of(&tokens[i], true).is_none()
                    && !matches!(tokens[i].as_str(), "degree" | "degrees")
                    && is_count(&tokens[i - 1])
                    && (i < 2
                        || content_word(&tokens[i - 2], false).is_none_or(|w| is_verb(&w.stem)))
            })
            .collect();
        // Where a question puts its verb: after "do I", "can we", "how to", "want to",
        // "please", or first in a sentence (an imperative).
        let acted: Vec<bool> = (0..tokens.len())
            .map(|i| {
                let at = |k: usize| tokens.get(k).map_or("", String::as_str);
                (i == 0 || written[i].starts_sentence)
                    || (i >= 2
                        && matches!(at(i - 1), "i" | "we" | "you")
                        && AUXILIARIES.contains(&at(i - 2)))
                    || (i >= 2 && at(i - 1) == "to" && BEFORE_INFINITIVE.contains(&at(i - 2)))
                    || at(i.wrapping_sub(1)) == "please"
            })
            .collect();
        let mut content: Vec<Word> = Vec::new();
        // The sentence around the content words, for swaps of plain words.
        let mut skeleton: Vec<&str> = Vec::new();
        let mut ids: Vec<u64> = Vec::new();
        let mut gap: Vec<bool> = Vec::new();
        let mut joined: Vec<bool> = Vec::new();
        let mut since_content: Vec<&str> = Vec::new();
        let mut push = |word: Word,
                        skeleton: &mut Vec<&str>,
                        since: &mut Vec<&str>,
                        content: &mut Vec<Word>| {
            ids.push(hash_of(&word.canonical));
            gap.push(!since.is_empty());
            joined.push(since.len() == 1 && matches!(since[0], "and" | "or"));
            since.clear();
            skeleton.push("\u{0}");
            content.push(word);
        };
        let mut phrase = String::new();
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
                let canonical = String::from("c:duration");
                push(
                    Word {
                        stem: canonical.clone(),
                        canonical,
                        pole: false,
                        capital: false,
                        counted: false,
                        acted: false,
                    },
                    &mut skeleton,
                    &mut since_content,
                    &mut content,
                );
                i += if next == "long" { 2 } else { 3 };
                continue;
            }
            // "Good morning!" greets; "the best way to" asks how.
            if (token == "good"
                && matches!(next, "morning" | "afternoon" | "evening" | "day" | "night"))
                || (token == "best" && next == "way")
            {
                i += 2;
                continue;
            }
            // Two-word poles ("turn on", "log in") and phrases ("roll back").
            if !next.is_empty() {
                phrase.clear();
                phrase.push_str(token);
                phrase.push(' ');
                phrase.push_str(next);
                let pole = POLE_OF.get(phrase.as_str());
                let canonical = pole
                    .map(|pole| format!("pole:{pole}"))
                    .or_else(|| SYNONYMS.get(phrase.as_str()).map(|c| (*c).to_string()));
                if let Some(canonical) = canonical {
                    push(
                        Word {
                            stem: canonical.clone(),
                            canonical,
                            pole: pole.is_some(),
                            capital: capital[i] || capital[i + 1],
                            counted: counted[i],
                            acted: acted[i],
                        },
                        &mut skeleton,
                        &mut since_content,
                        &mut content,
                    );
                    i += 2;
                    continue;
                }
            }
            match content_word(token, capital[i]) {
                Some(mut word) => {
                    word.counted = counted[i];
                    word.acted = acted[i];
                    push(word, &mut skeleton, &mut since_content, &mut content)
                }
                None => {
                    skeleton.push(token);
                    since_content.push(token);
                }
            }
            i += 1;
        }
        // Lists ("PayPal or Apple Pay") are sets: each run sorted.
        let mut start = 0;
        for k in 1..=ids.len() {
            if k == ids.len() || !joined[k] {
                ids[start..k].sort_unstable();
                start = k;
            }
        }
        let mut bag = ids.clone();
        bag.sort_unstable();
        let sequence = Sequence {
            skeleton: hash_of(&skeleton),
            bag: hash_of(&bag),
            ids,
            gap,
        };
        let possessive: Vec<bool> = written
            .iter()
            .map(|w| w.text.ends_with("'s") || w.text.ends_with("\u{2019}s"))
            .collect();
        let starts: Vec<bool> = written.iter().map(|w| w.starts_sentence).collect();
        let marks = Marks::of(&tokens, &possessive, &starts, |t| {
            content_word(t, false).map(|w| (word_hash(&w.canonical), is_verb(&w.stem)))
        });
        content.sort_unstable();
        let mut words: Vec<String> = tokens
            .iter()
            .flat_map(|t| split_digits(t).into_iter().map(stem))
            .collect();
        words.sort_unstable();
        words.dedup();
        // A model's variant word after its name ("iphone pro max", "macbook air",
        // "galaxy watch ultra") is part of the name, whatever its case.
        let mut name_stems: Vec<String> = guard.names.iter().map(|n| stem(n)).collect();
        for (i, t) in tokens.iter().enumerate().skip(1) {
            let before = tokens[i - 1].as_str();
            if VARIANTS.contains(&t.as_str())
                && !starts[i]
                && (before.chars().any(|c| c.is_ascii_digit())
                    || VARIANTS.contains(&before)
                    || content_word(before, false).is_some())
            {
                name_stems.push(stem(t));
            }
        }
        name_stems.sort_unstable();
        name_stems.dedup();
        let (acronyms, initials, spelled) = abbreviations(&written, &tokens, &capital);
        let particles = tokens
            .windows(2)
            .filter_map(|w| {
                let at = PARTICLES.iter().position(|p| *p == w[1])?;
                let verb = content_word(&w[0], false).filter(|v| is_verb(&v.stem))?;
                // ("fill in" and "fill out" a form say the same.)
                (verb.stem != "fill").then(|| (word_hash(&verb.stem), at as u8))
            })
            .collect();
        let pairs = (1..tokens.len())
            .filter(|&i| capital[i - 1] && !starts[i])
            .filter_map(|i| {
                let (a, b) = (stem(&tokens[i - 1]), stem(&tokens[i]));
                if MAKERS.contains(&tokens[i - 1].as_str()) {
                    Some((a, b, String::new()))
                } else {
                    let joined = stem(&format!("{}{}", tokens[i - 1], tokens[i]));
                    capital[i].then_some((a, b, joined))
                }
            })
            .collect();
        Self {
            key: guard.key(),
            name_stems,
            guard,
            order,
            content,
            words,
            sequence,
            marks,
            acronyms,
            initials,
            spelled,
            particles,
            pairs,
            known: true,
        }
    }

    /// How `self` and `other` align (allocates: for the evaluation and the logs).
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
        let (first, second) = unmatched(&self.content, &other.content);
        let veto = self.veto(other, &first, &second);
        let words = |of: &[Word], at: &Unmatched| -> Vec<String> {
            at.iter()
                .map(|i| of[*i as usize].canonical.clone())
                .collect()
        };
        Alignment {
            veto,
            matched: self.content.len() - first.len(),
            only_first: words(&self.content, &first),
            only_second: words(&other.content, &second),
            plain: false,
        }
    }

    /// Whether a cached answer to `self` serves `other` at `cosine` and `threshold`. The
    /// check of a candidate: no allocation unless content words differ.
    pub fn answers(&self, other: &Turn, cosine: f64, threshold: f64) -> Result<(), Miss> {
        if !self.known || !other.known {
            return if cosine >= threshold {
                Ok(())
            } else {
                Err(Miss::Similarity)
            };
        }
        let (first, second) = unmatched(&self.content, &other.content);
        if let Some(veto) = self.veto(other, &first, &second) {
            return Err(veto);
        }
        let matched = self.content.len() - first.len();
        if cosine >= needed(first.len(), second.len(), matched, threshold) {
            Ok(())
        } else {
            Err(Miss::Similarity)
        }
    }

    fn veto(&self, other: &Turn, first: &Unmatched, second: &Unmatched) -> Option<Miss> {
        if self.key != other.key {
            return Some(Miss::Facts);
        }
        for (a, b) in [(self, other), (other, self)] {
            // A name of the same instance in WordNet is the same name ("US passport
            // holders" / "Americans").
            if a.name_stems.iter().any(|n| {
                !b.has_word(n)
                    && !b.name_stems.iter().any(|m| same_entity(n, m))
                    && !a.abbreviates(n, b)
                    && !a.joins(n, b)
                    && !a.made_by(n, b)
            }) {
                return Some(Miss::Name);
            }
        }
        if self.order.is_swap_of(&other.order) || self.sequence.is_swap_of(&other.sequence) {
            return Some(Miss::Swap);
        }
        // A verb with particles of opposite directions: "zoom in" / "zoom out", "turn up" /
        // "turn down", "log on" / "log off".
        if self.particles.iter().any(|(v, p)| {
            other
                .particles
                .iter()
                .any(|(w, q)| v == w && p / 2 == q / 2 && p != q)
        }) {
            return Some(Miss::Antonym);
        }
        match self.marks.clash(&other.marks) {
            Some(Clash::Role) => return Some(Miss::Swap),
            Some(Clash::Contrast) => return Some(Miss::Antonym),
            Some(Clash::Owner) => return Some(Miss::Scope),
            None => {}
        }
        for a in first.iter().map(|i| &self.content[*i as usize]) {
            for b in second.iter().map(|i| &other.content[*i as usize]) {
                if antonyms(a, b) {
                    return Some(Miss::Antonym);
                }
            }
        }
        // Another thing counted: "2 suitcases" / "2 bicycles", "a 2 bedroom flat" / "a 2
        // room flat" (the numbers are equal: the guard compared them).
        let counted =
            |of: &Turn, at: &Unmatched| at.iter().any(|i| of.content[*i as usize].counted);
        if counted(self, first) && counted(other, second) {
            return Some(Miss::Facts);
        }

        if operations_exchanged(&self.content, first, &other.content, second)
            || operations_exchanged(&other.content, second, &self.content, first)
        {
            return Some(Miss::Exchange);
        }
        if let ([a], [b]) = (first.as_slice(), second.as_slice()) {
            let (a, b) = (&self.content[*a as usize], &other.content[*b as usize]);
            // A pole exchanged for a word the table does not know is as often another
            // pole ("free" / "expensive"); two capitalised words are as often two names
            // ("Paris hotels" / "Rome hotels").
            if a.pole || b.pole || (a.capital && b.capital) {
                return Some(Miss::Exchange);
            }
            // Two names of places or peoples written in lower case ("tap water in lisbon"
            // / "in porto"): WordNet knows them as names.
            if is_entity(&a.stem) && is_entity(&b.stem) && !same_entity(&a.stem, &b.stem) {
                return Some(Miss::Name);
            }
            // Two verbs WordNet does not call synonyms are two operations on the same
            // object ("reset" / "change my password", "cancel" / "suspend my account",
            // "back up" / "restore my chats").
            if is_operation(a) && is_operation(b) {
                return Some(Miss::Exchange);
            }
        }
        None
    }

    /// Whether the name `stem` of this turn is an abbreviation whose letters are the
    /// initials of words of `other` ("DMV" / "Department of Motor Vehicles", "IDP" /
    /// "international driving permit"), or one of the capitalised words that `other`
    /// abbreviates ("United Kingdom" / "UK").
    fn abbreviates(&self, stem: &str, other: &Turn) -> bool {
        self.acronyms
            .iter()
            .any(|(s, h)| s == stem && other.initials.binary_search(h).is_ok())
            || self.spelled.iter().any(|(h, words)| {
                words.iter().any(|w| w == stem) && other.acronyms.iter().any(|(_, g)| g == h)
            })
    }

    /// Whether the name `stem` of this turn is one of two words that `other` writes as one
    /// ("Chat GPT" / "ChatGPT"), or the one word that `other` writes as two.
    fn joins(&self, stem: &str, other: &Turn) -> bool {
        self.pairs
            .iter()
            .any(|(a, b, j)| !j.is_empty() && (a == stem || b == stem) && other.has_word(j))
            || other
                .pairs
                .iter()
                .any(|(_, _, j)| !j.is_empty() && j == stem)
    }

    /// Whether the name `stem` of this turn is a maker's before a word of `other`
    /// ("Apple AirPods" / "AirPods"), while `other` names no maker this turn lacks
    /// ("Apple Music" / "Amazon Music" stay two names).
    fn made_by(&self, stem: &str, other: &Turn) -> bool {
        self.pairs
            .iter()
            .any(|(m, next, j)| j.is_empty() && m == stem && other.has_word(next))
            && other
                .pairs
                .iter()
                .all(|(m, _, j)| !j.is_empty() || self.has_word(m))
    }

    /// Whether `stem` is a word of this turn, or one with two neighbouring letters
    /// swapped ("pyhton"), from five letters on.
    fn has_word(&self, stem: &str) -> bool {
        if self
            .words
            .binary_search_by(|w| w.as_str().cmp(stem))
            .is_ok()
        {
            return true;
        }
        stem.len() >= 5
            && self
                .words
                .iter()
                .any(|w| w.len() == stem.len() && transposed(w, stem))
    }
}

/// Whether one operation is exchanged for another while the other side also names
/// the object more closely: `a` lacks one verb of `b`'s, and `b` lacks one verb of
/// `a`'s and one plain word ("change my password" / "reset my account password").
/// (One word on each side is the exchange of [`Turn::veto`]; a paraphrase that says the
/// operation otherwise usually rewrites more: "pay with PayPal" / "accept PayPal as a
/// payment method".) A verb made of the other word ("rename" / "change the name") and a
/// determiner ("switch to another language") are no other operation.
fn operations_exchanged(a: &[Word], only_a: &Unmatched, b: &[Word], only_b: &Unmatched) -> bool {
    let ([va], [x, y]) = (only_a.as_slice(), only_b.as_slice()) else {
        return false;
    };
    let (va, x, y) = (&a[*va as usize], &b[*x as usize], &b[*y as usize]);
    // (By WordNet or the tables only: a paraphrase rewrites where the verb stands.)
    let (vb, plain) = match (is_verb_word(x), is_verb_word(y)) {
        (true, false) => (x, y),
        (false, true) => (y, x),
        _ => return false,
    };
    let root = plain.stem.trim_end_matches('e');
    // (A phrasal verb and its own verb, "pay off" / "pay", are one operation said more
    // or less closely.)
    let same_verb = va.stem.contains(vb.stem.as_str()) || vb.stem.contains(va.stem.as_str());
    !same_verb
        && is_verb_word(va)
        && !plain.pole
        && root.len() >= 3
        && !DETERMINER_LIKE.contains(&plain.stem.as_str())
        && !va.stem.contains(root)
        && !vb.stem.contains(root)
}

/// Makers whose name stands before their products' ("Microsoft Word", "Amazon S3").
const MAKERS: &[&str] = &[
    "apple",
    "google",
    "microsoft",
    "amazon",
    "samsung",
    "sony",
    "adobe",
    "nintendo",
    "meta",
    "intel",
    "nvidia",
    "dell",
    "lenovo",
    "huawei",
    "xiaomi",
    "oracle",
];

/// Particles after a verb, in pairs of opposite directions.
const PARTICLES: &[&str] = &["in", "out", "up", "down", "on", "off"];

/// Words skipped in the initials of a name ("Department of Motor Vehicles").
const CONNECTIVES: &[&str] = &["of", "and", "the", "for", "de"];

/// The hash of a run of letters (the same for "DMV" and the initials of "Department of
/// Motor Vehicles").
fn letters_hash(letters: impl Iterator<Item = char>) -> u64 {
    let mut h = DefaultHasher::new();
    for c in letters {
        h.write_u32(c.to_ascii_lowercase() as u32);
    }
    h.finish()
}

/// A turn's abbreviations, the initials of its runs of words and its runs of
/// capitalised words (see [`Turn`]'s fields).
#[allow(clippy::type_complexity)]
fn abbreviations(
    written: &[super::guard::Written<'_>],
    tokens: &[String],
    capital: &[bool],
) -> (Vec<(String, u64)>, Vec<u64>, Vec<(u64, Vec<String>)>) {
    let acronyms = written
        .iter()
        .zip(tokens)
        .filter(|(w, _)| {
            (2..=5).contains(&w.text.len()) && w.text.chars().all(|c| c.is_ascii_uppercase())
        })
        .map(|(_, t)| (stem(t), letters_hash(t.chars())))
        .collect();
    // Runs of words (letters only; connectives skipped, anything else breaks a run).
    let mut runs: Vec<Vec<usize>> = vec![Vec::new()];
    for (i, t) in tokens.iter().enumerate() {
        if CONNECTIVES.contains(&t.as_str()) {
            continue;
        }
        if t.is_empty() || !t.chars().all(char::is_alphabetic) {
            runs.push(Vec::new());
        } else if let Some(run) = runs.last_mut() {
            run.push(i);
        }
    }
    let (mut initials, mut spelled) = (Vec::new(), Vec::new());
    for run in &runs {
        for start in 0..run.len() {
            for len in 2..=5.min(run.len() - start) {
                let words = &run[start..start + len];
                let h = letters_hash(words.iter().filter_map(|i| tokens[*i].chars().next()));
                initials.push(h);
                if words.iter().all(|i| capital[*i]) {
                    spelled.push((h, words.iter().map(|i| stem(&tokens[*i])).collect()));
                }
            }
        }
    }
    initials.sort_unstable();
    initials.dedup();
    (acronyms, initials, spelled)
}

/// Content words that pick a thing rather than name one ("another", "new").
const DETERMINER_LIKE: &[&str] = &[
    "another",
    "other",
    "different",
    "same",
    "new",
    "current",
    "existing",
    "whole",
];

/// Whether `a` is `b` with two neighbouring letters swapped.
fn transposed(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) else {
        return false;
    };
    i + 1 < a.len() && a[i] == b[i + 1] && a[i + 1] == b[i] && a[i + 2..] == b[i + 2..]
}

/// Phrases a "how many" asks a duration with.
const DURATIONS: &[&str] = &[
    "days", "hours", "minutes", "weeks", "months", "years", "seconds", "nights",
];

/// Whether `a` and `b` stand against each other: poles of the table ("enable" /
/// "disable"), a word and its `un`-, `dis`-, `non`-, `de`-, `in`-, `im`- form ("archive" /
/// "unarchive"), or antonyms in WordNet ("wet" / "dry").
fn antonyms(a: &Word, b: &Word) -> bool {
    const PREFIXES: &[&str] = &["un", "dis", "non", "de", "in", "im", "il", "ir", "anti"];
    let (x, y) = (a.canonical.as_str(), b.canonical.as_str());
    if let (Some(x), Some(y)) = (x.strip_prefix("pole:"), y.strip_prefix("pole:"))
        && opposite(x, y)
    {
        return true;
    }
    let (short, long) = if x.len() <= y.len() { (x, y) } else { (y, x) };
    let short = short.strip_prefix("pole:").unwrap_or(short);
    let long = long.strip_prefix("pole:").unwrap_or(long);
    if short.len() >= 3
        && PREFIXES
            .iter()
            .any(|p| long.strip_prefix(p).is_some_and(|rest| rest == short))
    {
        return true;
    }
    opposed_prefixes(&a.stem, &b.stem) || WORDNET_ANTONYMS.contains(&pair_hash(&a.stem, &b.stem))
}

/// Prefixes of opposite meaning ("hyperthyroidism" / "hypothyroidism", "overpaid" /
/// "underpaid", "inbound" / "outbound", "upgrade" / "downgrade").
const OPPOSED_PREFIXES: &[(&str, &str)] = &[
    ("hyper", "hypo"),
    ("over", "under"),
    ("pre", "post"),
    ("inter", "intra"),
    ("micro", "macro"),
    ("super", "sub"),
    ("up", "down"),
    ("in", "out"),
    ("max", "min"),
];

/// Whether `a` and `b` are one stem after prefixes of opposite meaning.
fn opposed_prefixes(a: &str, b: &str) -> bool {
    OPPOSED_PREFIXES.iter().any(|(p, q)| {
        let same = |x: &str, y: &str| {
            x.strip_prefix(p)
                .zip(y.strip_prefix(q))
                .is_some_and(|(r, s)| r == s && r.len() >= 3)
        };
        same(a, b) || same(b, a)
    })
}

/// An unordered pair of stems, hashed.
fn pair_hash(a: &str, b: &str) -> u64 {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let mut h = DefaultHasher::new();
    a.hash(&mut h);
    b.hash(&mut h);
    h.finish()
}

/// WordNet 3.0's antonyms (`antonyms.txt`, made by `tools/wordnet-antonyms.py`), as
/// hashed pairs of stems: a lookup allocates nothing.
static WORDNET_ANTONYMS: LazyLock<HashSet<u64>> = LazyLock::new(|| {
    include_str!("antonyms.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(' '))
        .map(|(a, b)| pair_hash(&stem(a), &stem(b)))
        .collect()
});

/// The content words of each side that the other lacks (indices), after exact matches
/// (a merge of the two sorted lists) and then typos or one word that is the other's
/// prefix ("wash" / "washable").
fn unmatched(first: &[Word], second: &[Word]) -> (Unmatched, Unmatched) {
    let (mut a, mut b) = (Unmatched::new(), Unmatched::new());
    let (mut i, mut j) = (0, 0);
    while i < first.len() && j < second.len() {
        match first[i].canonical.cmp(&second[j].canonical) {
            Ordering::Equal => {
                i += 1;
                j += 1;
            }
            Ordering::Less => {
                a.push(i as u32);
                i += 1;
            }
            Ordering::Greater => {
                b.push(j as u32);
                j += 1;
            }
        }
    }
    a.extend((i..first.len()).map(|k| k as u32));
    b.extend((j..second.len()).map(|k| k as u32));
    let mut k = 0;
    while k < a.len() {
        let w = &first[a[k] as usize];
        match b.iter().position(|y| {
            let y = &second[*y as usize];
            close(w, y)
                || (wordnet_synonyms(&w.stem, &y.stem) && !antonyms(w, y))
                || (w.capital && y.capital && same_entity(&w.stem, &y.stem))
        }) {
            Some(at) => {
                b.remove(at);
                a.remove(k);
            }
            None => k += 1,
        }
    }
    (a, b)
}

/// A typo of one another or one the other's prefix (both long enough to tell; two
/// words the tables know are never a typo of each other).
fn close(a: &Word, b: &Word) -> bool {
    let known = |w: &Word| w.canonical.contains(':');
    if (known(a) && known(b)) || opposed_prefixes(&a.stem, &b.stem) {
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
    // Optimal string alignment: a swap of neighbours counts one.
    short.len() >= 5 && strsim::osa_distance(short, long) <= limit
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

/// A content word (`capital`: written with a capital), `None` for a stop word or what
/// the guard compares (numbers, negations) or the word order (directions).
fn content_word(token: &str, capital: bool) -> Option<Word> {
    if token.is_empty()
        || token.chars().any(|c| c.is_ascii_digit())
        || cardinal(token).is_some()
        || STOP.contains(token)
        || negating(token)
        || (DIRECTION_WORDS.contains(&token) && !POLE_OF.contains_key(token))
    {
        return None;
    }
    let stemmed = stem(token);
    let pole = POLE_OF.get(token);
    let canonical = pole
        .map(|pole| format!("pole:{pole}"))
        .or_else(|| SYNONYMS.get(token).map(|c| (*c).to_string()))
        .or_else(|| SYNONYMS.get(stemmed.as_str()).map(|c| (*c).to_string()))
        // A unit in any spelling ("tablespoon" / "tbsp", "ms" / "milliseconds"): the
        // guard compares its facts.
        .or_else(|| {
            unit_of(token, true)
                .filter(|_| token.len() >= 2 && !UNIT_WORDS.contains(&token))
                .map(|u| format!("u:{u}"))
        })
        .unwrap_or_else(|| stemmed.clone());
    Some(Word {
        canonical,
        stem: stemmed,
        pole: pole.is_some(),
        capital,
        counted: false,
        acted: false,
    })
}

/// Units that are also ordinary words (or periods, which the tables fold): read as
/// words.
const UNIT_WORDS: &[&str] = &[
    "second", "seconds", "real", "won", "bar", "bars", "pa", "stone", "buck", "bucks", "franc",
    "cent", "cents", "penny", "per", "min", "day", "days", "week", "weeks", "month", "months",
    "year", "years", "hour", "hours", "minute", "minutes", "decade", "decades", "cup", "cups",
    "pint", "ton", "st", "mi", "square", "cubic",
];

/// Whether a token is a count: digits (up to three: longer ones are identifiers or
/// years) or a number word.
fn is_count(token: &str) -> bool {
    (!token.is_empty() && token.len() <= 3 && token.chars().all(|c| c.is_ascii_digit()))
        || cardinal(token).is_some()
}

/// Whether a content word names an operation: a verb in WordNet, a verb phrase of the
/// tables ("back up", "pay off"), or a word where the question puts its verb.
fn is_operation(word: &Word) -> bool {
    word.acted || is_verb_word(word)
}

/// Whether a content word is a verb of WordNet or of the tables, wherever it stands.
fn is_verb_word(word: &Word) -> bool {
    PHRASAL_VERBS.contains(&word.canonical.as_str()) || is_verb(&word.stem)
}

/// Auxiliaries before a subject that a verb follows ("how do I", "can we").
const AUXILIARIES: &[&str] = &[
    "do", "does", "did", "can", "could", "should", "would", "will", "may", "might", "must", "shall",
];
/// Words before a "to" that an infinitive follows ("how to", "want to").
const BEFORE_INFINITIVE: &[&str] = &[
    "how", "want", "wanna", "need", "way", "like", "trying", "try", "able", "possible", "where",
    "when", "what",
];

/// The tables' concepts that are verbs.
const PHRASAL_VERBS: &[&str] = &["c:backup", "c:payoff", "c:restart", "c:create", "c:cancel"];

/// Words that name a model's variant after its name ("iPhone 15 Pro Max", "MacBook Air",
/// "Switch Lite", "Pixel 3 XL").
const VARIANTS: &[&str] = &[
    "pro", "max", "mini", "plus", "ultra", "lite", "air", "xl", "oled", "slim",
];

/// A light suffix stripper: "updating", "updated", "updates" and "update" are "updat".
pub(super) fn stem(word: &str) -> String {
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
    "q",
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
    "per",
    "get",
    "got",
    "gotten",
    "getting",
    "who",
];

/// [`STOP_WORDS`] as a set.
static STOP: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| STOP_WORDS.iter().copied().collect());

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
        ("c:backup", &["backup", "back up"]),
        ("c:payoff", &["payoff", "pay off"]),
        ("c:restart", &["restart", "reboot"]),
        // Periods and the adjectives of their rates (the guard compares the rates).
        ("c:hour", &["hour", "hourly"]),
        ("c:day", &["day", "daily"]),
        ("c:night", &["night", "nightly"]),
        ("c:week", &["week", "weekly"]),
        ("c:month", &["month", "monthly"]),
        ("c:quarter", &["quarter", "quarterly"]),
        ("c:year", &["year", "yearly", "annual", "annually", "annum"]),
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
    fn one_word_exchanged_needs_the_exchange_floor_unless_a_synonym() {
        let (a, b) = ("How do I cancel my hotel?", "How do I cancel my flight?");
        assert_eq!(answers(a, b, 0.84), Err(Miss::Similarity));
        // At the exchange floor (here the test's threshold, 0.86, is higher).
        assert_eq!(answers(a, b, 0.86), Ok(()));
        assert_eq!(
            answers(
                "How do I make the photo brighter?",
                "How do I make the photo darker?",
                0.95
            ),
            Err(Miss::Antonym)
        );
        // A pole of the table against a word it does not know, or two capitalised words
        // (names starting a sentence), at any cosine.
        assert_eq!(
            answers(
                "Can I bring it for free?",
                "Can I bring it if expensive?",
                0.99
            ),
            Err(Miss::Exchange)
        );
        assert_eq!(
            answers(
                "Paris hotels near the station",
                "Rome hotels near the station",
                0.99
            ),
            Err(Miss::Exchange)
        );
        // A synonym is no exchange.
        assert_eq!(
            answers(
                "How do I change my password?",
                "How can I update my password?",
                0.70
            ),
            Ok(())
        );
    }

    #[test]
    fn wordnet_antonyms_are_refused() {
        for (a, b) in [
            ("Is the floor wet?", "Is the floor dry?"),
            ("Is the soup too thick?", "Is the soup too thin?"),
            (
                "Will they accept my application?",
                "Will they refuse my application?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Antonym), "{a} / {b}");
        }
    }

    #[test]
    fn plain_words_exchanged_across_the_sentence_are_a_swap() {
        for (a, b) in [
            (
                "How many cups are in a gallon?",
                "How many gallons are in a cup?",
            ),
            (
                "How do I move money from my savings to my checking account?",
                "How do I move money from my checking to my savings account?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Swap), "{a} / {b}");
        }
        // Neighbours exchanged, a list in another order, a reordered sentence: no swap.
        assert_eq!(
            answers("password reset help", "reset password help", 0.9),
            Ok(())
        );
        assert_eq!(
            answers(
                "Do you sell tea or coffee?",
                "Do you sell coffee or tea?",
                0.9
            ),
            Ok(())
        );
    }

    #[test]
    fn spellings_of_the_same_facts_and_names_align() {
        for (a, b) in [
            (
                "What is the Wi-Fi password for guests?",
                "guest wifi password?",
            ),
            (
                "What time does the store open on Saturdays?",
                "What time does the store open on Saturday?",
            ),
            (
                "What's 30 degrees Celsius in Fahrenheit?",
                "Convert 30 °C to °F",
            ),
            ("Convert 100 USD to EUR", "100 US dollars in euros?"),
            ("I need twenty-five boxes", "I need 25 boxes"),
            ("Send two hundred dollars", "Send $200"),
            (
                "How do I install Python packages?",
                "how do i instal pyhton packages",
            ),
            (
                "I can't log in to my account",
                "I cannot log into my account",
            ),
        ] {
            assert_eq!(Turn::of(a).align(&Turn::of(b)).veto, None, "{a} / {b}");
        }
        assert!(answers("I need twenty-five boxes", "I need 35 boxes", 0.99).is_err());
        assert_eq!(
            answers("Is 30 °F cold?", "Is 30 °C cold?", 0.99),
            Err(Miss::Facts)
        );
    }

    #[test]
    fn a_candidate_check_allocates_nothing_when_the_words_agree() {
        // The content words are compared as a merge of two sorted lists; only words
        // without a counterpart are collected, inline for the first eight.
        let a = Turn::of("How do I reset my password?");
        let b = Turn::of("how do i reset my password");
        let (first, second) = unmatched(&a.content, &b.content);
        assert!(first.is_empty() && second.is_empty() && !first.spilled());
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
            (
                "How much did I spend on groceries this month?",
                "How much did I spend on groceries this year?",
            ),
            (
                "What's the weather forecast for tomorrow in Madrid?",
                "What's the weather forecast for the day after tomorrow in Madrid?",
            ),
        ] {
            assert!(answers(a, b, 0.99).is_err(), "{a} / {b}");
        }
    }

    #[test]
    fn particles_and_prefixes_of_opposite_directions_differ() {
        for (a, b) in [
            (
                "What's the keyboard shortcut to zoom in on Chrome?",
                "What's the keyboard shortcut to zoom out on Chrome?",
            ),
            (
                "How do I turn up the volume on my TV?",
                "How do I turn down the volume on my TV?",
            ),
            (
                "What are the symptoms of hyperthyroidism?",
                "What are the symptoms of hypothyroidism?",
            ),
            ("Was I overpaid last month?", "Was I underpaid last month?"),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Antonym), "{a} / {b}");
        }
        // "Fill in" a form is "fill out" a form.
        assert!(
            answers(
                "How do I fill in the W-9 form?",
                "How do I fill out the W-9 form?",
                0.95
            )
            .is_ok()
        );
    }

    #[test]
    fn an_abbreviation_is_the_words_it_spells() {
        for (a, b) in [
            (
                "How do I renew my driver's license at the DMV?",
                "What's the process for renewing a driver's license with the Department of Motor Vehicles?",
            ),
            (
                "Do I need an IDP to drive in Japan?",
                "Do I need an international driving permit to drive in Japan?",
            ),
            (
                "What's the speed limit on UK motorways?",
                "What's the speed limit on motorways in the United Kingdom?",
            ),
        ] {
            assert!(answers(a, b, 0.95).is_ok(), "{a} / {b}");
            assert!(answers(b, a, 0.95).is_ok(), "{b} / {a}");
        }
        // A name in two words or one, and a maker's name before its product.
        for (a, b) in [
            (
                "Can I use ChatGPT on my phone?",
                "Can I use Chat GPT on my phone?",
            ),
            (
                "How do I insert a page break in Word?",
                "How can I insert a page break in Microsoft Word?",
            ),
        ] {
            assert!(answers(a, b, 0.95).is_ok(), "{a} / {b}");
            assert!(answers(b, a, 0.95).is_ok(), "{b} / {a}");
        }
        assert_eq!(
            answers(
                "Does Apple Music work offline?",
                "Does Amazon Music work offline?",
                0.95
            ),
            Err(Miss::Name)
        );
        // Letters that spell nothing of the other turn are another name.
        assert_eq!(
            answers(
                "How do I renew my license at the DMV?",
                "How do I renew my license at the Department of Transportation?",
                0.95
            ),
            Err(Miss::Name)
        );
    }

    #[test]
    fn a_source_and_a_target_exchanged_are_a_swap_whatever_the_sentence() {
        for (a, b) in [
            // "to X from Y" against "from X to Y".
            (
                "How do I move files from Dropbox to Google Drive?",
                "How do I move files to Dropbox from Google Drive?",
            ),
            // One place, another direction.
            (
                "How do I sync my calendar to my phone?",
                "How do I sync my calendar from my phone?",
            ),
            ("Do you ship to Canada?", "Do you ship from Canada?"),
            // An account written with its letter, against another with its article.
            (
                "Can I roll over my 401(k) into an IRA?",
                "Can I roll over my IRA into a 401(k)?",
            ),
            // "X to Y" / "Y to X" with other words around them.
            (
                "How do I convert a Word document to PDF on Windows?",
                "How do I convert a PDF to a Word document on Windows?",
            ),
            (
                "How much does it cost to mail a letter from Canada to the US?",
                "How much does it cost to mail a letter from the US to Canada?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Swap), "{a} / {b}");
        }
        // The same roles in another order, and "to" before a verb, are no swap.
        for (a, b) in [
            (
                "From Lisbon to Porto, how long is the train?",
                "How long is the train from Lisbon to Porto?",
            ),
            (
                "To Berlin from Munich, what's the fastest train?",
                "What's the fastest train from Munich to Berlin?",
            ),
            (
                "How long does delivery take to Spain?",
                "How many days does shipping to Spain take?",
            ),
            (
                "How do I add a user to my team?",
                "Show me how to add someone to my team.",
            ),
        ] {
            assert_eq!(Turn::of(a).align(&Turn::of(b)).veto, None, "{a} / {b}");
        }
    }

    #[test]
    fn quantity_and_order_words_stand_against_each_other() {
        for (a, b) in [
            (
                "Do all employees get a parking pass?",
                "Do some employees get a parking pass?",
            ),
            (
                "Is this card accepted only in stores?",
                "Is this card also accepted in stores?",
            ),
            (
                "How much is a single room per night?",
                "How much is a double room per night?",
            ),
            (
                "What happens if I miss my first payment?",
                "What happens if I miss my second payment?",
            ),
            (
                "Does the warranty cover both devices?",
                "Does the warranty cover either device?",
            ),
            (
                "Which planet is closest to the sun?",
                "Which planet is farthest from the sun?",
            ),
            (
                "How many points for a partial refund?",
                "How many points for a full refund?",
            ),
        ] {
            assert!(answers(a, b, 0.99).is_err(), "{a} / {b}");
        }
        // One side only adds a quantifier the other lacks: weighed by the cosine.
        assert_eq!(
            answers(
                "How do I delete all of my messages?",
                "How do I remove all my messages?",
                0.9
            ),
            Ok(())
        );
    }

    #[test]
    fn two_verbs_exchanged_are_two_operations() {
        for (a, b) in [
            (
                "How do I reset my password?",
                "How do I change my password?",
            ),
            (
                "How do I recover my password?",
                "How do I change my password?",
            ),
            (
                "How do I cancel my account?",
                "How do I suspend my account?",
            ),
            (
                "How do I renew my passport?",
                "How do I replace my passport?",
            ),
            (
                "How do I delete my LinkedIn account?",
                "How do I suspend my LinkedIn account?",
            ),
        ] {
            // 0.87 is what MiniLM rates "reset" / "change my password".
            assert_eq!(answers(a, b, 0.87), Err(Miss::Exchange), "{a} / {b}");
        }
        // Synonyms in the tables or in WordNet are no exchange; two nouns still weigh
        // by the cosine.
        assert_eq!(
            answers(
                "How do I alter my delivery address?",
                "How do I change my delivery address?",
                0.8
            ),
            Ok(())
        );
        assert_eq!(
            answers(
                "What is the annual fee for the gold card?",
                "What is the yearly fee for the gold card?",
                0.8
            ),
            Ok(())
        );
    }

    #[test]
    fn another_owner_is_another_question() {
        for (a, b) in [
            (
                "How do I change my password?",
                "How do I change my team's password?",
            ),
            (
                "Where can I see my invoices?",
                "Where can I see my company's invoices?",
            ),
            (
                "What is my data limit?",
                "What is my family plan's data limit?",
            ),
            (
                "Can I export my contacts?",
                "Can I export everyone's contacts?",
            ),
            (
                "How do I add a user to my account?",
                "How do I add a user to my team account?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Scope), "{a} / {b}");
        }
        for (a, b) in [
            (
                "How do I cancel this order?",
                "How do I cancel all my orders?",
            ),
            (
                "How do I open a personal account?",
                "How do I open a business account?",
            ),
            (
                "Can I change my work email signature?",
                "Can I change my personal email signature?",
            ),
        ] {
            assert!(answers(a, b, 0.99).is_err(), "{a} / {b}");
        }
        // "the support team" owns nothing.
        assert_eq!(
            answers(
                "How do I contact the support team?",
                "How do I contact support?",
                0.9
            ),
            Ok(())
        );
    }

    #[test]
    fn number_words_ordinals_and_prior_align() {
        for (a, b) in [
            (
                "What if I'm 10 minutes late for my appointment?",
                "What if I'm ten minutes late for my appointment?",
            ),
            (
                "Is there a fee for a second checked bag?",
                "Is there a fee for a 2nd checked bag?",
            ),
            (
                "How do I roll back a Helm release to the previous revision?",
                "How do I revert a Helm release to its prior revision?",
            ),
        ] {
            assert_eq!(Turn::of(a).align(&Turn::of(b)).veto, None, "{a} / {b}");
        }
    }

    #[test]
    fn names_of_one_instance_in_wordnet_are_one_name() {
        assert_eq!(
            Turn::of("As a US passport holder, do I need a visa for Japan?")
                .align(&Turn::of("Do Americans need a visa for Japan?"))
                .veto,
            None
        );
        assert_eq!(
            Turn::of("Are dogs allowed on trains in Switzerland?")
                .align(&Turn::of("Are dogs allowed on Swiss trains?"))
                .veto,
            None
        );
        for (a, b) in [
            (
                "Do I need a visa for Niger?",
                "Do I need a visa for Nigeria?",
            ),
            (
                "What is the capital of Austria?",
                "What is the capital of Australia?",
            ),
            ("Do Americans need a visa?", "Do Canadians need a visa?"),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Name), "{a} / {b}");
        }
    }

    #[test]
    fn short_and_long_forms_of_a_name_are_one_name() {
        for (a, b) in [
            (
                "How do I connect to Postgres from Python?",
                "How do I connect to PostgreSQL from Python?",
            ),
            ("Is JS single-threaded?", "Is JavaScript single-threaded?"),
            (
                "What is the AWS free tier limit?",
                "What is the Amazon Web Services free tier limit?",
            ),
            (
                "How do I open Task Manager on Win 10?",
                "How do I open Task Manager on Windows 10?",
            ),
            ("How do I install k8s?", "How do I install Kubernetes?"),
        ] {
            assert_eq!(answers(a, b, 0.9), Ok(()), "{a} / {b}");
        }
        // Names in lower case that WordNet knows are names too.
        for (a, b) in [
            (
                "is it safe to drink tap water in lisbon",
                "is it safe to drink tap water in madrid",
            ),
            (
                "cheap flights from boston to denver",
                "cheap flights from boston to dallas",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Name), "{a} / {b}");
        }
        // Another name is still another name, and a WordNet name of two letters (a US
        // state's code) is no name of a place: "LA" is not Louisiana.
        for (a, b) in [
            (
                "Is Java installed on my Mac?",
                "Is JavaScript installed on my Mac?",
            ),
            ("Is the LA office open?", "Is the Louisiana office open?"),
            ("Is Windows 10 supported?", "Is Windows 11 supported?"),
        ] {
            assert!(answers(a, b, 0.99).is_err(), "{a} / {b}");
        }
    }

    #[test]
    fn a_variant_word_after_a_product_is_part_of_its_name() {
        for (a, b) in [
            (
                "how much does the iphone pro cost",
                "how much does the iphone pro max cost",
            ),
            (
                "Is the macbook air good for video editing?",
                "Is the macbook pro good for video editing?",
            ),
            (
                "does the galaxy watch track sleep",
                "does the galaxy watch ultra track sleep",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Name), "{a} / {b}");
        }
        // Before a noun it is an ordinary word.
        assert_eq!(
            answers(
                "What is the max file size?",
                "What is the max file size allowed?",
                0.9
            ),
            Ok(())
        );
    }

    #[test]
    fn one_thing_against_all_of_them_or_everywhere_is_another_scope() {
        for (a, b) in [
            (
                "How do I remove a member from the group?",
                "How do I remove all members from the group?",
            ),
            (
                "Does the price include tax in my state?",
                "Does the price include tax in every state?",
            ),
            (
                "Is the service down in my area?",
                "Is the service down globally?",
            ),
            (
                "How do I change the time zone for my user?",
                "How do I change the time zone for the whole organization?",
            ),
            (
                "Is there an outage in my region?",
                "Is there a global outage?",
            ),
            (
                "Can I change the default font for my documents?",
                "Can I change the default font for documents companywide?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Scope), "{a} / {b}");
        }
        // "All my messages" asks what "my messages" does; "every day" is a rate; both
        // sides universal agree.
        for (a, b) in [
            (
                "How do I delete my messages?",
                "How do I delete all my messages?",
            ),
            (
                "How do I mute everyone in a Zoom meeting?",
                "How do I mute all participants in a Zoom meeting?",
            ),
            (
                "Is the pool open every day?",
                "Is the pool open every day of the week?",
            ),
        ] {
            assert_ne!(answers(a, b, 0.95), Err(Miss::Scope), "{a} / {b}");
        }
    }

    #[test]
    fn a_shared_or_someone_elses_thing_is_not_mine() {
        for (a, b) in [
            (
                "How do I change the password for my account?",
                "How do I change the password for a shared account?",
            ),
            (
                "What is the interest rate on my savings account?",
                "What is the interest rate on our joint savings account?",
            ),
            ("Can I see my own files?", "Can I see another user's files?"),
            (
                "How do I update my payment details?",
                "How do I update someone else's payment details?",
            ),
            (
                "Does my renters insurance cover my roommate's belongings?",
                "Does my renters insurance cover my belongings?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Scope), "{a} / {b}");
        }
        // The same collective word on both sides, or one that owns nothing.
        for (a, b) in [
            (
                "How do I add someone to our shared calendar?",
                "How can I add a person to our shared calendar?",
            ),
            (
                "What is the family plan's data limit?",
                "What's the data limit of the family plan?",
            ),
            (
                "What are your business hours?",
                "When are your business hours?",
            ),
            // "Work out" is a verb.
            (
                "Can I work out while taking antibiotics?",
                "Is exercise okay while taking antibiotics?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.9), Ok(()), "{a} / {b}");
        }
    }

    #[test]
    fn rates_units_and_what_a_number_counts_are_facts() {
        for (a, b) in [
            (
                "Is the subscription 10 euros a month?",
                "Is the subscription 10 euros a year?",
            ),
            (
                "What is the weekly rate for a rental car?",
                "What is the daily rate for a rental car?",
            ),
            (
                "Is 20 minutes of cardio per day enough?",
                "Is 20 minutes of cardio per week enough?",
            ),
            ("Is 50 mcg of B12 enough?", "Is 50 mg of B12 enough?"),
            (
                "Can I bring 2 suitcases on the train?",
                "Can I bring 2 bicycles on the train?",
            ),
            (
                "How much is rent for a 2 bedroom flat?",
                "How much is rent for a 2 room flat?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Facts), "{a} / {b}");
        }
        for (a, b) in [
            ("What is the monthly fee?", "How much is the fee per month?"),
            (
                "Is 100 ms latency good?",
                "Is 100 milliseconds of latency good?",
            ),
            (
                "How many ml in a tablespoon?",
                "How many milliliters are in a tbsp?",
            ),
            (
                "Is a 2 bedroom flat enough for a family of 4?",
                "Is a two-bedroom flat enough for a family of four?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.9), Ok(()), "{a} / {b}");
        }
    }

    #[test]
    fn phrasal_verbs_and_an_operation_with_a_closer_object_are_other_operations() {
        for (a, b) in [
            (
                "How do I back up my WhatsApp chats?",
                "How do I restore my WhatsApp chats?",
            ),
            (
                "How do I refinance my mortgage?",
                "How do I pay off my mortgage?",
            ),
            (
                "How do I change my password?",
                "How do I reset my account password?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Exchange), "{a} / {b}");
        }
        // Where a question puts its verb, a word WordNet counts mostly as a noun is an
        // operation too ("archive", "star", "flag", "bookmark").
        for (a, b) in [
            ("How do I archive a chat?", "How do I star a chat?"),
            ("How do I flag a page?", "How do I bookmark a page?"),
        ] {
            assert_eq!(answers(a, b, 0.99), Err(Miss::Exchange), "{a} / {b}");
        }
        for (a, b) in [
            ("How do I restart my phone?", "How do I reboot my phone?"),
            (
                "How do I get rid of a virus on my laptop?",
                "How do I remove a virus from my laptop?",
            ),
            (
                "How do I rename a git branch?",
                "How can I change the name of a git branch?",
            ),
        ] {
            assert_eq!(answers(a, b, 0.95), Ok(()), "{a} / {b}");
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
