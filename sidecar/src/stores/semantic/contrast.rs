//! What a turn says beyond its content words, for the verification ([`super::Turn`]):
//!
//! - **contrasts** ([`contrasts.txt`](contrasts.txt)): members of closed word classes that
//!   stand against each other although neither negates the other ("all" / "some", "only" /
//!   "also", "single" / "double", "personal" / "business");
//! - **owners**: whose thing the question is about ("my team's password", "my family
//!   plan", "everyone's contacts");
//! - **roles**: which words stand after "from" (a source) and which after "to" / "into"
//!   (a target), or before a "to" when no "from" says where from ("convert Word to PDF"),
//!   so that "from Canada to the US" / "to Canada from the US", "sync to my phone" /
//!   "sync from my phone" and "Word to PDF" / "PDF to a Word document" are refused
//!   whatever the rest of the sentence does;
//! - **verbs** and **synonyms** of WordNet 3.0 ([`lexicon.txt`](lexicon.txt), made by
//!   `tools/wordnet-lexicon.py`): two verbs exchanged for each other that WordNet does not
//!   call synonyms are different operations on the same object ("reset" / "change my
//!   password"); two words WordNet does call synonyms are no exchange at all ("purchase"
//!   / "buy"), and two names of the same instance ("US" / "American", "Swiss" /
//!   "Switzerland") are the same name.
//!
//! All of it is read once per turn and compared as short sorted lists of hashes.

use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::LazyLock;

/// A word's hash (the same in every lookup of one process).
pub(super) fn word_hash(word: &str) -> u64 {
    let mut h = DefaultHasher::new();
    word.hash(&mut h);
    h.finish()
}

/// The contrast groups: spelling → (group, member).
static CONTRASTS: LazyLock<HashMap<&'static str, (u16, u16)>> = LazyLock::new(|| {
    let mut m = HashMap::new();
    let groups = include_str!("contrasts.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once(':'))
        .filter(|(name, _)| *name != "owner");
    for (g, (_, members)) in groups.enumerate() {
        for (k, member) in members.split('|').enumerate() {
            for spelling in member.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                m.entry(spelling).or_insert((g as u16, k as u16));
            }
        }
    }
    m
});

/// Words that say whose thing it is, where they own something.
static OWNERS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("contrasts.txt")
        .lines()
        .filter_map(|l| l.strip_prefix("owner:"))
        .flat_map(|l| l.split(','))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
});

/// Owners that own wherever they stand ("everyone" owns in the possessive; standing
/// alone it is a universal, [`UNIVERSAL_PRONOUNS`]).
const ALWAYS_OWNERS: &[&str] = &["others"];
/// Determiners that quantify a noun over all of its kind ("all accounts", "every
/// region", "the whole organization"). "each" and "any" pick one at a time ("how much is
/// each ticket" asks what "a ticket" does) and are not among them.
const UNIVERSAL_DETERMINERS: &[&str] = &["all", "every", "entire", "whole"];
/// Pronouns and adverbs that say "all of them" or "everywhere" without a noun.
const UNIVERSAL_PRONOUNS: &[&str] = &[
    "everyone",
    "everybody",
    "everything",
    "everywhere",
    "global",
    "globally",
    "worldwide",
    "nationwide",
    "countrywide",
    "universally",
];
/// Words between a universal determiner and its noun ("all of my messages").
const QUANTIFIED_FILLERS: &[&str] = &[
    "of", "the", "my", "our", "your", "their", "his", "her", "its", "these", "those", "this",
    "that",
];
/// Words after "all" or "every" that make it no quantifier over a thing ("all the time",
/// "at all", "all right", "every day" is a rate: the guard reads it).
const NOT_QUANTIFIED: &[&str] = &[
    "time", "times", "day", "days", "week", "weeks", "month", "months", "year", "years", "night",
    "nights", "morning", "evening", "weekend", "long", "along", "right", "set", "in", "at", "over",
    "around", "together", "else",
];
/// Words that make the thing they stand before a collective one ("a shared account",
/// "our joint savings account", "the team calendar", "a work email"): on one side only,
/// another thing than the one of "my account".
const COLLECTIVE: &[&str] = &[
    "shared",
    "joint",
    "team",
    "group",
    "family",
    "household",
    "company",
    "corporate",
    "business",
    "work",
    "organization",
    "organisation",
    "org",
    "enterprise",
    "department",
    "workspace",
];
/// Nouns of people: "another user", "other members" are someone else's.
const PERSONS: &[&str] = &[
    "user",
    "users",
    "person",
    "people",
    "member",
    "members",
    "employee",
    "employees",
    "customer",
    "customers",
    "colleague",
    "colleagues",
    "student",
    "students",
    "patient",
    "patients",
    "guest",
    "guests",
    "passenger",
    "passengers",
    "child",
    "children",
];
/// Plurals that do not end in "s".
const IRREGULAR_PLURALS: &[&str] = &["people", "children", "men", "women", "data", "media"];
/// Determiners before an owner ("my team account").
const POSSESSIVES: &[&str] = &["my", "our", "your", "his", "her", "their"];

/// WordNet's verbs, synonym pairs and names, by hash.
struct Lexicon {
    verbs: HashSet<u64>,
    synonyms: HashSet<u64>,
    /// A name's stem → the instance synsets it names (or, an adjective, pertains to).
    entities: HashMap<u64, Vec<u32>>,
}

/// An unordered pair of words, hashed.
pub(super) fn pair_hash(a: &str, b: &str) -> u64 {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let mut h = DefaultHasher::new();
    a.hash(&mut h);
    b.hash(&mut h);
    h.finish()
}

static LEXICON: LazyLock<Lexicon> = LazyLock::new(|| {
    let mut lexicon = Lexicon {
        verbs: HashSet::new(),
        synonyms: HashSet::new(),
        entities: HashMap::new(),
    };
    for line in include_str!("lexicon.txt").lines() {
        let mut parts = line.split(' ');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("s"), Some(a), Some(b)) => {
                lexicon
                    .synonyms
                    .insert(pair_hash(&super::verify::stem(a), &super::verify::stem(b)));
            }
            (Some("v"), Some(v), None) => {
                lexicon.verbs.insert(word_hash(&super::verify::stem(v)));
            }
            // Two-letter names are mostly US state codes ("ms" Mississippi, "la" Louisiana,
            // "id" Idaho, "me" Maine), which a question to an assistant means otherwise
            // (Microsoft, Los Angeles, an ID, "me"): only "us" and "uk" are read.
            (Some("e"), Some(w), Some(_)) if w.len() <= 2 && !matches!(w, "us" | "uk") => {}
            (Some("e"), Some(w), Some(offset)) => {
                if let Ok(offset) = offset.parse::<u32>() {
                    lexicon
                        .entities
                        .entry(word_hash(&super::verify::stem(w)))
                        .or_default()
                        .push(offset);
                }
            }
            _ => {}
        }
    }
    lexicon
});

/// Whether the stem `stem` is a verb in WordNet (used mostly as one).
pub(super) fn is_verb(stem: &str) -> bool {
    LEXICON.verbs.contains(&word_hash(stem))
}

/// Whether two stems are synonyms in WordNet (a synset among the first two senses of
/// each).
pub(super) fn wordnet_synonyms(a: &str, b: &str) -> bool {
    a != b && LEXICON.synonyms.contains(&pair_hash(a, b))
}

/// Whether two names' stems name the same place, people or thing in WordNet ("us" /
/// "america" / "american", "swiss" / "switzerland").
pub(super) fn same_entity(a: &str, b: &str) -> bool {
    let (Some(x), Some(y)) = (
        LEXICON.entities.get(&word_hash(a)),
        LEXICON.entities.get(&word_hash(b)),
    ) else {
        return false;
    };
    x.iter().any(|o| y.contains(o))
}

/// Whether a stem names a particular place, people or thing in WordNet ("lisbon",
/// "denver"), in whatever case it was written.
pub(super) fn is_entity(stem: &str) -> bool {
    LEXICON.entities.contains_key(&word_hash(stem))
}

/// Where a word stands relative to a direction.
pub(super) const SOURCE: u8 = 1;
pub(super) const TARGET: u8 = 2;

/// The marks of a turn beyond its content words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Marks {
    /// (group, member) of each contrast word, sorted, deduplicated.
    contrasts: Vec<(u16, u16)>,
    /// Owners' hashes, sorted, deduplicated.
    owners: Vec<u64>,
    /// (word hash, role) of the words in a directed phrase, sorted, deduplicated.
    roles: Vec<(u64, u8)>,
    /// The canonical hashes of the nouns a universal quantifies ("all [accounts]"), `0`
    /// for a universal without a noun ("everyone", "worldwide"); empty: none.
    universal: Vec<u64>,
    /// The canonical hashes of content words written in the plural ("my messages") or
    /// before another noun ("my order history"): "all my messages", "all my orders" say
    /// what they do.
    plurals: Vec<u64>,
    /// The stems' hashes of collective words before a content word ("shared account").
    collective: Vec<u64>,
    /// The stems' hashes of collective words anywhere ("my family").
    collective_any: Vec<u64>,
}

/// Why two turns' marks differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Clash {
    /// Contrast words stand against each other.
    Contrast,
    /// Another owner, or another extent: one thing of the kind against all of them,
    /// one place against everywhere, mine against a shared or collective one.
    Owner,
    /// A word is a source in one turn and a target in the other.
    Role,
}

/// Words that end a directed phrase ("to New York [in] July").
const PHRASE_ENDS: &[&str] = &[
    "in", "on", "at", "for", "by", "with", "during", "of", "about", "and", "or", "but", "if",
    "when", "while", "because", "so", "is", "are", "was", "will", "can", "please", "without",
    "using", "via", "through", "than", "do", "does", "did", "how", "what", "which", "where", "why",
    "who",
];
/// Words skipped inside a directed phrase (they carry no role).
const PHRASE_FILLERS: &[&str] = &[
    "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these",
    "those", "some", "new",
];
/// Direction words and their roles.
fn role_of(token: &str) -> Option<u8> {
    match token {
        "from" => Some(SOURCE),
        "to" | "into" | "onto" | "toward" | "towards" => Some(TARGET),
        _ => None,
    }
}

impl Marks {
    /// The marks of a turn: `tokens` normalised (lower case, apostrophes joined),
    /// `possessive[i]` whether token `i` was written with "'s", `starts[i]` whether it
    /// starts a sentence, and `key(token)` the word's canonical hash (the same a content
    /// word compares by) and whether it is a verb, `None` for a word that carries no
    /// content. A verb or a word of no content ends a directed phrase ("to [Spain] take",
    /// "how to add").
    pub(super) fn of(
        tokens: &[String],
        possessive: &[bool],
        starts: &[bool],
        key: impl Fn(&str) -> Option<(u64, bool)>,
    ) -> Self {
        let mut marks = Marks::default();
        for (i, t) in tokens.iter().enumerate() {
            let t = t.as_str();
            if let Some(gm) = CONTRASTS.get(t) {
                marks.contrasts.push(*gm);
            }
            let owns = possessive[i]
                || i.checked_sub(1)
                    .is_some_and(|p| POSSESSIVES.contains(&tokens[p].as_str()));
            if OWNERS.contains(t) && (owns || ALWAYS_OWNERS.contains(&t)) {
                marks.owners.push(word_hash(t.trim_end_matches('s')));
            }
            let next = tokens.get(i + 1).map_or("", String::as_str);
            // Someone else's: "another user", "other members", "someone else".
            if (matches!(t, "another" | "other" | "different") && PERSONS.contains(&next))
                || (t == "else"
                    && i.checked_sub(1).is_some_and(|p| {
                        matches!(
                            tokens[p].as_str(),
                            "someone" | "somebody" | "anyone" | "anybody"
                        )
                    }))
            {
                marks.owners.push(word_hash("other"));
            }
            if let Some((h, _)) = key(t)
                && (is_plural(t) || key(next).is_some())
            {
                marks.plurals.push(h);
            }
            // ("companywide", "sitewide", "organizationwide": the hyphen joined them.)
            let wide = t.len() > 6 && t.ends_with("wide");
            if (UNIVERSAL_PRONOUNS.contains(&t) || wide) && !possessive[i] {
                marks.universal.push(0);
            }
            if UNIVERSAL_DETERMINERS.contains(&t)
                && let Some(head) = quantified(tokens, i, &key)
            {
                marks.universal.push(head);
            }
            if COLLECTIVE.contains(&t) {
                let h = collective_hash(t);
                marks.collective_any.push(h);
                // ("work out" is a verb and its particle.)
                if key(next).is_some()
                    && !matches!(next, "out" | "up" | "off" | "down")
                    && !starts.get(i + 1).copied().unwrap_or(true)
                {
                    marks.collective.push(h);
                }
            } else if let Some(singular) = t.strip_suffix("ies").map(|s| format!("{s}y"))
                && COLLECTIVE.contains(&singular.as_str())
            {
                // "families", "companies".
                marks.collective_any.push(collective_hash(&singular));
            }
        }
        // Roles: the words after a direction word, up to a phrase end, the next
        // direction word or the sentence's end (at most four); and when no "from" is
        // written, the words right before a "to" (up to three, back to a word that
        // carries no content) are the source.
        let has_from = tokens.iter().any(|t| t == "from");
        for (i, t) in tokens.iter().enumerate() {
            let Some(role) = role_of(t) else { continue };
            let mut taken = 0;
            #[allow(clippy::needless_range_loop)]
            for j in i + 1..tokens.len() {
                let next = tokens[j].as_str();
                if taken == 4 || starts[j] || role_of(next).is_some() || PHRASE_ENDS.contains(&next)
                {
                    break;
                }
                if PHRASE_FILLERS.contains(&next) {
                    continue;
                }
                match key(next) {
                    Some((h, false)) => {
                        marks.roles.push((h, role));
                        taken += 1;
                    }
                    // An infinitive ("to buy") or a stop word: no place.
                    _ => break,
                }
            }
            // Only before a place: "to" before a verb is an infinitive ("time to visit
            // Iceland to see the lights").
            if role == TARGET && taken > 0 && !has_from && !starts[i] {
                let mut taken = 0;
                let mut j = i;
                while j > 0 && taken < 3 {
                    j -= 1;
                    let before = tokens[j].as_str();
                    if PHRASE_FILLERS.contains(&before) {
                        if starts[j] {
                            break;
                        }
                        continue;
                    }
                    if role_of(before).is_some() || PHRASE_ENDS.contains(&before) {
                        break;
                    }
                    match key(before) {
                        Some((h, false)) => {
                            marks.roles.push((h, SOURCE));
                            taken += 1;
                        }
                        _ => break,
                    }
                    if starts[j] {
                        break;
                    }
                }
            }
        }
        marks.contrasts.sort_unstable();
        marks.contrasts.dedup();
        marks.owners.sort_unstable();
        marks.owners.dedup();
        marks.roles.sort_unstable();
        marks.roles.dedup();
        for v in [
            &mut marks.universal,
            &mut marks.plurals,
            &mut marks.collective,
            &mut marks.collective_any,
        ] {
            v.sort_unstable();
            v.dedup();
        }
        marks
    }

    /// How `self` and `other` clash, if they do.
    pub(super) fn clash(&self, other: &Marks) -> Option<Clash> {
        if self.owners != other.owners
            || wider(self, other)
            || wider(other, self)
            || collective(self, other)
            || collective(other, self)
        {
            return Some(Clash::Owner);
        }
        // In one group, each side has a member the other lacks.
        let lacks = |a: &Marks, b: &Marks, group: u16| {
            a.contrasts
                .iter()
                .any(|gm| gm.0 == group && !b.contrasts.contains(gm))
        };
        for (g, _) in &self.contrasts {
            if lacks(self, other, *g) && lacks(other, self, *g) {
                return Some(Clash::Contrast);
            }
        }
        // A word with roles on both sides, and none in common.
        let roles = |m: &Marks, h: u64| -> u8 {
            m.roles
                .iter()
                .filter(|(w, _)| *w == h)
                .fold(0, |acc, (_, r)| acc | r)
        };
        for (h, _) in &self.roles {
            let (a, b) = (roles(self, *h), roles(other, *h));
            if a != 0 && b != 0 && a & b == 0 {
                return Some(Clash::Role);
            }
        }
        None
    }

    /// Bytes it holds beyond its size.
    pub(super) fn heap(&self) -> usize {
        self.contrasts.len() * 4
            + self.owners.len() * 8
            + self.roles.len() * 16
            + (self.universal.len()
                + self.plurals.len()
                + self.collective.len()
                + self.collective_any.len())
                * 8
    }
}

/// Whether `a` asks about all things of a kind (or everywhere, everyone) where `b` asks
/// about one: a universal on `a`'s side only, whose noun `b` does not name in the plural
/// ("all my messages" / "my messages" ask the same; "all accounts" / "my account", "every
/// region" / "my region", "worldwide" / "in my country" do not).
fn wider(a: &Marks, b: &Marks) -> bool {
    !a.universal.is_empty()
        && b.universal.is_empty()
        && a.universal
            .iter()
            .any(|h| *h == 0 || !b.plurals.contains(h))
}

/// Whether `a` names a collective thing ("a shared account", "the team calendar") that
/// `b` does not name collective at all.
fn collective(a: &Marks, b: &Marks) -> bool {
    a.collective.iter().any(|c| !b.collective_any.contains(c))
}

/// A collective word's hash, one for each spelling ("organisation", "org").
fn collective_hash(word: &str) -> u64 {
    let word = match word {
        "organisation" | "org" => "organization",
        w => w,
    };
    word_hash(word)
}

/// Whether a token is a noun's plural by its spelling ("accounts", "people").
fn is_plural(token: &str) -> bool {
    IRREGULAR_PLURALS.contains(&token)
        || (token.len() > 3
            && token.ends_with('s')
            && !token.ends_with("ss")
            && !token.ends_with("us")
            && !token.ends_with("is"))
}

/// The noun a universal determiner at `at` quantifies: the last of the content words
/// after it (past "of", "the", "my", …), `Some(0)` when none follows ("delete them all"),
/// `None` when the word quantifies no thing ("all the time", "at all", "every day").
fn quantified(
    tokens: &[String],
    at: usize,
    key: &impl Fn(&str) -> Option<(u64, bool)>,
) -> Option<u64> {
    if at > 0 && matches!(tokens[at - 1].as_str(), "at" | "after" | "once") {
        return None;
    }
    let mut j = at + 1;
    while j < tokens.len() && QUANTIFIED_FILLERS.contains(&tokens[j].as_str()) {
        j += 1;
    }
    if tokens
        .get(j)
        .is_some_and(|t| NOT_QUANTIFIED.contains(&t.as_str()))
    {
        return None;
    }
    let mut head = None;
    for t in tokens.iter().skip(j).take(3) {
        match key(t) {
            Some((h, _)) => head = Some((h, t.as_str())),
            None => break,
        }
    }
    match head {
        Some((_, t)) if super::guard::period_of(t).is_some() => None,
        // "All" before a singular is "all of it" ("all my browsing history"), not every
        // thing of a kind; "every", "whole" and "entire" take the singular.
        Some((_, t)) if tokens[at] == "all" && !is_plural(t) => None,
        Some((h, _)) => Some(h),
        None => Some(0),
    }
}
