//! The cheap guard of the semantic cache: two last user turns may share an answer only
//! when they carry the same numbers (order ids, amounts, dates), the same date words and
//! the same count of negations. Sentence embeddings rate "refund order 1234" and "refund
//! order 1235" (or "do" and "do not") as near-identical; these tokens are exactly where
//! such near misses differ, and comparing them costs nothing next to an answer that
//! would be wrong.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

/// What must be equal between two turns for one's answer to serve the other.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Guard {
    /// Sorted: tokens holding a digit, date words, units and
    /// currencies (normalised: "kilograms" and "kg" are `u:kg`, "$" is `u:usd`).
    pub facts: Vec<String>,
    /// Names, lower case, sorted: capitalised words inside a sentence, acronyms,
    /// "iPhone"-like words. Compared pairwise ([`super::Turn`]): a name of one turn must
    /// be a word of the other in any case ("Lyon" / "lyon").
    pub names: Vec<String>,
    /// Negations ("not", "never", "don't", "without", ...).
    pub negations: u32,
    /// The poles of antonym pairs the turn names (`on` for enable / turn on / activate,
    /// `off` for disable / turn off …), sorted: "enable 2FA" is not "disable 2FA".
    pub poles: Vec<&'static str>,
}

/// The words of a turn as a skeleton and a sequence of slots (hashes). A slot is a word
/// the answer turns on — a number, a unit, a date, a name, or a word beside a direction
/// ("english to german", "from paris"); the skeleton is the turn with its slots blanked.
/// Two turns with the same skeleton and the same slots in another order ("Is Alice a
/// manager of Bob?" / "Is Bob a manager of Alice?", "Celsius to Fahrenheit" / "Fahrenheit
/// to Celsius") are a swap, not a paraphrase: the embedding rates them ≈ 0.99, so the
/// cache refuses them. A reordered paraphrase moves other words too ("On Saturdays, when
/// does the Berlin office open?"): its skeleton differs, and it is no swap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WordOrder {
    skeleton: u64,
    slots: u64,
}

impl WordOrder {
    /// The word order of `text`.
    pub fn of(text: &str) -> Self {
        let words = written(text);
        // Each word, and what kind of slot it is: a fact (number, unit, date) stands
        // alone; the words of a name ("New York") are one slot.
        // A letter after a number ("401(k)"; not the article or the pronoun: "3 a day").
        let letter = |i: usize| {
            i > 0
                && words[i].text.len() == 1
                && words[i].text.chars().all(char::is_alphabetic)
                && !matches!(words[i].text, "a" | "A" | "i" | "I")
                && words[i - 1].text.chars().any(|c| c.is_ascii_digit())
        };
        let tokens: Vec<(String, Slot)> = words
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let token = normalised(w.text);
                // ("a 401(k)" / "an IRA": one article.)
                let token = if token == "an" {
                    "a".to_string()
                } else {
                    token
                };
                let fact = letter(i)
                    || token.chars().any(|c| c.is_ascii_digit())
                    || DATES.contains(token.as_str())
                    || unit_of(&token, true)
                        .is_some_and(|_| !UNITS_AFTER_NUMBER.contains(&token.as_str()));
                let slot = if fact {
                    Slot::Fact
                } else if is_name(w) {
                    Slot::Name
                } else {
                    Slot::None
                };
                (token, slot)
            })
            .collect();
        // The words after a direction word, up to the next one or the sentence's end (at
        // most four), are one slot: "from [the shared drive] to [my laptop]".
        let mut directed = vec![false; tokens.len()];
        for (i, (token, _)) in tokens.iter().enumerate() {
            if !DIRECTION_WORDS.contains(&token.as_str()) {
                continue;
            }
            // The word before it too ("english to german").
            if i > 0 && !words[i].starts_sentence {
                directed[i - 1] = true;
            }
            for j in i + 1..tokens.len().min(i + 5) {
                let next = tokens[j].0.as_str();
                if DIRECTION_WORDS.contains(&next)
                    || PHRASE_ENDS.contains(&next)
                    || words[j].starts_sentence
                {
                    break;
                }
                directed[j] = true;
            }
        }
        // Consecutive slot words are one slot ("New York").
        let mut skeleton: Vec<&str> = Vec::with_capacity(tokens.len());
        let mut slots: Vec<String> = Vec::new();
        let mut previous = Slot::None;
        for (i, (token, slot)) in tokens.iter().enumerate() {
            let slot = match slot {
                _ if DIRECTION_WORDS.contains(&token.as_str()) => Slot::None,
                Slot::None if directed[i] => Slot::Phrase,
                other => *other,
            };
            match slot {
                // A letter against a number is part of it ("401(k)", "403(b)").
                Slot::Fact if previous == Slot::Fact && letter(i) => {
                    if let Some(last) = slots.last_mut() {
                        last.push_str(token);
                    }
                }
                Slot::None => skeleton.push(token),
                Slot::Name | Slot::Phrase if slot == previous && words[i].spaced => {
                    if let Some(last) = slots.last_mut() {
                        last.push(' ');
                        last.push_str(token);
                    }
                }
                _ => {
                    skeleton.push("_");
                    slots.push(token.clone());
                }
            }
            previous = slot;
        }
        // Slots joined by "and" / "or" are a list, whose order says nothing
        // ("PayPal or Apple Pay"): sorted within each run.
        let mut run_start = 0;
        let mut slot_index = 0;
        for (k, word) in skeleton.iter().enumerate() {
            if *word != "_" {
                continue;
            }
            let joined =
                k >= 2 && matches!(skeleton[k - 1], "and" | "or") && skeleton[k - 2] == "_";
            if !joined {
                slots[run_start..slot_index].sort_unstable();
                run_start = slot_index;
            }
            slot_index += 1;
        }
        slots[run_start..].sort_unstable();
        let slots: Vec<&str> = slots.iter().map(String::as_str).collect();
        // The skeleton's hash holds the slots as a set too, so that equal skeletons
        // with other slots ("ship to Norway" / "deliver to Norway") are no swap.
        let mut sorted = slots.clone();
        sorted.sort_unstable();
        let mut shape = skeleton.clone();
        shape.push("\u{0}");
        shape.extend(sorted);
        Self {
            skeleton: stable_hash(&shape),
            slots: stable_hash(&slots),
        }
    }

    /// The two hashes, as stored beside a shared entry.
    pub fn parts(&self) -> (u64, u64) {
        (self.skeleton, self.slots)
    }

    /// The word order stored as [`WordOrder::parts`].
    pub fn from_parts(skeleton: u64, slots: u64) -> Self {
        Self { skeleton, slots }
    }

    /// Whether `other` is this turn with its slots in another order. (Turns compared
    /// by the cache share their guard, so they hold the same facts.)
    pub fn is_swap_of(&self, other: &WordOrder) -> bool {
        self.skeleton == other.skeleton && self.slots != other.slots
    }
}

/// What a word of a turn is to its word order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// Neither: part of the skeleton.
    None,
    /// A number, a unit, a date: a slot of its own.
    Fact,
    /// A word of a name: consecutive ones are one slot.
    Name,
    /// A word of the phrase after a direction word: consecutive ones are one slot.
    Phrase,
}

/// A word as the guard reads it: lower case, a possessive's name ("John's" is John),
/// apostrophes joined ("don't" → "dont").
pub(super) fn normalised(word: &str) -> String {
    let word = word
        .strip_suffix("'s")
        .or_else(|| word.strip_suffix("\u{2019}s"))
        .unwrap_or(word);
    word.to_lowercase()
        .chars()
        .filter(|c| *c != '\'' && *c != '\u{2019}' && *c != '-')
        .collect()
}

/// Words that give the words around them a direction: "from Paris to Berlin", "USD to
/// EUR", "bigger than".
pub(super) const DIRECTION_WORDS: &[&str] = &[
    "to", "from", "into", "onto", "than", "vs", "versus", "toward", "towards", "before", "after",
    "over", "under", "via",
];

/// Words that end the phrase after a direction word ("to New York [in] July").
const PHRASE_ENDS: &[&str] = &[
    "in", "on", "at", "for", "by", "with", "during", "of", "about", "and", "or", "but", "if",
    "when", "while", "because", "so", "is", "are", "was", "will", "can", "please",
];

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

/// Numbers written as words, as the digits the other turn may use.
const NUMBER_WORDS: &[(&str, &str)] = &[
    ("zero", "0"),
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("eleven", "11"),
    ("twelve", "12"),
    ("thirteen", "13"),
    ("fourteen", "14"),
    ("fifteen", "15"),
    ("sixteen", "16"),
    ("seventeen", "17"),
    ("eighteen", "18"),
    ("nineteen", "19"),
    ("twenty", "20"),
    ("thirty", "30"),
    ("forty", "40"),
    ("fifty", "50"),
    ("sixty", "60"),
    ("seventy", "70"),
    ("eighty", "80"),
    ("ninety", "90"),
    ("hundred", "100"),
    ("thousand", "1000"),
    ("million", "1000000"),
    ("billion", "1000000000"),
    ("dozen", "12"),
    ("first", "1st"),
    ("second", "2nd"),
    ("third", "3rd"),
    ("fourth", "4th"),
    ("fifth", "5th"),
    ("sixth", "6th"),
    ("seventh", "7th"),
    ("eighth", "8th"),
    ("ninth", "9th"),
    ("tenth", "10th"),
];

/// Words that say "not" in their prefix: "is it available" is not "is it unavailable".
pub(super) const NEGATIVE_WORDS: &[&str] = &[
    "unavailable",
    "unable",
    "unpaid",
    "unlimited",
    "unsafe",
    "unhappy",
    "unusual",
    "unknown",
    "unclear",
    "unsure",
    "unlikely",
    "unnecessary",
    "unsupported",
    "unused",
    "unverified",
    "unconfirmed",
    "unauthorized",
    "unauthorised",
    "unsecured",
    "unencrypted",
    "unread",
    "unsigned",
    "unpublished",
    "unresolved",
    "unsuccessful",
    "unreachable",
    "incorrect",
    "invalid",
    "inactive",
    "incomplete",
    "inaccurate",
    "incompatible",
    "insecure",
    "insufficient",
    "impossible",
    "improper",
    "illegal",
    "irregular",
    "irrelevant",
    "dislike",
    "disagree",
    "dishonest",
    "disallowed",
    "nonrefundable",
    "non",
    "failed",
    "fail",
    "failing",
    "fails",
    "avoid",
    "avoiding",
    "skip",
    "skipping",
    "prevent",
    "missing",
    "lack",
    "lacks",
    "absent",
];

/// Times of day: "9 am" is not "9 pm", "Monday morning" not "Monday evening".
const TIME_WORDS: &[&str] = &[
    "morning",
    "afternoon",
    "evening",
    "night",
    "noon",
    "midnight",
    "midday",
    "overnight",
    "next",
    "previous",
    "prior",
    "ago",
];

/// Whether "one" between `before` and `after` counts something ("one ticket"), rather
/// than standing for a thing ("which one", "into one", "one of them").
fn counts(before: Option<&String>, after: Option<&String>) -> bool {
    const PRONOUN_BEFORE: &[&str] = &[
        "which", "the", "this", "that", "any", "every", "each", "no", "some", "another", "new",
        "other", "into", "a",
    ];
    const PRONOUN_AFTER: &[&str] = &[
        "is", "are", "was", "of", "that", "which", "who", "or", "and", "more", "another", "else",
        "to", "for", "in", "on", "at",
    ];
    before.is_none_or(|b| !PRONOUN_BEFORE.contains(&b.as_str()))
        && after.is_some_and(|a| !PRONOUN_AFTER.contains(&a.as_str()))
}

/// Words that place a period relative to now ("last month", "this week", "next year").
const RELATIVE: &[&str] = &[
    "this",
    "last",
    "next",
    "current",
    "coming",
    "past",
    "previous",
    "following",
    "upcoming",
];

/// Periods a relative word places.
const PERIODS: &[&str] = &[
    "day",
    "days",
    "week",
    "weeks",
    "weekend",
    "month",
    "months",
    "year",
    "years",
    "quarter",
    "season",
    "semester",
    "term",
    "sprint",
    "release",
    "time",
    "night",
    "morning",
    "evening",
    "afternoon",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "summer",
    "winter",
    "spring",
    "autumn",
    "fall",
];

/// Times of day that follow "good" in a greeting.
const GREETINGS: &[&str] = &["morning", "afternoon", "evening", "night", "day"];

/// Words that negate what follows.
pub(super) const NEGATIONS: &[&str] = &[
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
    "mondays",
    "tuesdays",
    "wednesdays",
    "thursdays",
    "fridays",
    "saturdays",
    "sundays",
    "weekend",
    "weekends",
    "spring",
    "summer",
    "autumn",
    "winter",
    "weekday",
    "weekdays",
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

/// Units and currencies, each spelling with its normal form. One-letter units (and
/// the few that are also common words) count only right after a number.
const UNITS: &[(&str, &str)] = &[
    ("kg", "kg"),
    ("kgs", "kg"),
    ("kilo", "kg"),
    ("kilos", "kg"),
    ("kilogram", "kg"),
    ("kilograms", "kg"),
    ("kilogramme", "kg"),
    ("kilogrammes", "kg"),
    ("g", "g"),
    ("gram", "g"),
    ("grams", "g"),
    ("gramme", "g"),
    ("mg", "mg"),
    ("milligram", "mg"),
    ("milligrams", "mg"),
    ("lb", "lb"),
    ("lbs", "lb"),
    ("pound", "lb"),
    ("pounds", "lb"),
    ("oz", "oz"),
    ("ounce", "oz"),
    ("ounces", "oz"),
    ("ton", "t"),
    ("tons", "t"),
    ("tonne", "t"),
    ("tonnes", "t"),
    ("st", "st"),
    ("stone", "st"),
    ("km", "km"),
    ("kms", "km"),
    ("kilometer", "km"),
    ("kilometers", "km"),
    ("kilometre", "km"),
    ("kilometres", "km"),
    ("m", "m"),
    ("meter", "m"),
    ("meters", "m"),
    ("metre", "m"),
    ("metres", "m"),
    ("cm", "cm"),
    ("centimeter", "cm"),
    ("centimeters", "cm"),
    ("centimetre", "cm"),
    ("centimetres", "cm"),
    ("mm", "mm"),
    ("millimeter", "mm"),
    ("millimeters", "mm"),
    ("mi", "mi"),
    ("mile", "mi"),
    ("miles", "mi"),
    ("ft", "ft"),
    ("foot", "ft"),
    ("feet", "ft"),
    ("inch", "in"),
    ("inches", "in"),
    ("yd", "yd"),
    ("yard", "yd"),
    ("yards", "yd"),
    ("nm", "nmi"),
    ("c", "c"),
    ("celsius", "c"),
    ("centigrade", "c"),
    ("f", "f"),
    ("fahrenheit", "f"),
    ("k", "k"),
    ("kelvin", "k"),
    ("b", "byte"),
    ("byte", "byte"),
    ("bytes", "byte"),
    ("kb", "kb"),
    ("kilobyte", "kb"),
    ("kilobytes", "kb"),
    ("mb", "mb"),
    ("megabyte", "mb"),
    ("megabytes", "mb"),
    ("gb", "gb"),
    ("gig", "gb"),
    ("gigs", "gb"),
    ("gigabyte", "gb"),
    ("gigabytes", "gb"),
    ("tb", "tb"),
    ("terabyte", "tb"),
    ("terabytes", "tb"),
    ("pb", "pb"),
    ("kbps", "kbps"),
    ("mbps", "mbps"),
    ("gbps", "gbps"),
    ("kbyteps", "kbyteps"),
    ("mbyteps", "mbyteps"),
    ("gbyteps", "gbyteps"),
    ("mhz", "mhz"),
    ("ghz", "ghz"),
    ("hz", "hz"),
    ("w", "w"),
    ("watt", "w"),
    ("watts", "w"),
    ("kw", "kw"),
    ("kwh", "kwh"),
    ("v", "v"),
    ("volt", "v"),
    ("volts", "v"),
    ("mah", "mah"),
    ("l", "l"),
    ("liter", "l"),
    ("liters", "l"),
    ("litre", "l"),
    ("litres", "l"),
    ("ml", "ml"),
    ("milliliter", "ml"),
    ("milliliters", "ml"),
    ("millilitre", "ml"),
    ("gal", "gal"),
    ("gallon", "gal"),
    ("gallons", "gal"),
    ("pint", "pint"),
    ("pints", "pint"),
    ("cup", "cup"),
    ("cups", "cup"),
    ("tbsp", "tbsp"),
    ("tablespoon", "tbsp"),
    ("tablespoons", "tbsp"),
    ("tsp", "tsp"),
    ("teaspoon", "tsp"),
    ("teaspoons", "tsp"),
    ("s", "sec"),
    ("sec", "sec"),
    ("secs", "sec"),
    ("second", "sec"),
    ("seconds", "sec"),
    ("min", "min"),
    ("mins", "min"),
    ("minute", "min"),
    ("minutes", "min"),
    ("h", "hour"),
    ("hr", "hour"),
    ("hrs", "hour"),
    ("hour", "hour"),
    ("hours", "hour"),
    ("day", "day"),
    ("days", "day"),
    ("week", "week"),
    ("weeks", "week"),
    ("wk", "week"),
    ("month", "month"),
    ("months", "month"),
    ("year", "year"),
    ("years", "year"),
    ("yr", "year"),
    ("yrs", "year"),
    ("decade", "decade"),
    ("decades", "decade"),
    ("mph", "mph"),
    ("kmh", "kmh"),
    ("kph", "kmh"),
    ("knot", "knot"),
    ("knots", "knot"),
    ("pct", "pct"),
    ("percent", "pct"),
    ("per", "per"),
    ("usd", "usd"),
    ("dollar", "usd"),
    ("dollars", "usd"),
    ("buck", "usd"),
    ("bucks", "usd"),
    ("eur", "eur"),
    ("euro", "eur"),
    ("euros", "eur"),
    ("gbp", "gbp"),
    ("sterling", "gbp"),
    ("quid", "gbp"),
    ("jpy", "jpy"),
    ("yen", "jpy"),
    ("cny", "cny"),
    ("rmb", "cny"),
    ("yuan", "cny"),
    ("inr", "inr"),
    ("rupee", "inr"),
    ("rupees", "inr"),
    ("cad", "cad"),
    ("aud", "aud"),
    ("chf", "chf"),
    ("franc", "chf"),
    ("francs", "chf"),
    ("sek", "sek"),
    ("nok", "nok"),
    ("dkk", "dkk"),
    ("krona", "sek"),
    ("kronor", "sek"),
    ("krone", "nok"),
    ("pln", "pln"),
    ("zloty", "pln"),
    ("mxn", "mxn"),
    ("peso", "mxn"),
    ("pesos", "mxn"),
    ("brl", "brl"),
    ("real", "brl"),
    ("reais", "brl"),
    ("krw", "krw"),
    ("won", "krw"),
    ("btc", "btc"),
    ("bitcoin", "btc"),
    ("eth", "eth"),
    ("cent", "cent"),
    ("cents", "cent"),
    ("pence", "pence"),
    ("penny", "pence"),
    ("psi", "psi"),
    ("bar", "bar"),
    ("bars", "bar"),
    ("atm", "atm"),
    ("kpa", "kpa"),
    ("pa", "pa"),
    ("pascal", "pa"),
    ("calorie", "kcal"),
    ("calories", "kcal"),
    ("kcal", "kcal"),
    ("kj", "kj"),
    ("joule", "j"),
    ("joules", "j"),
    ("mcg", "mcg"),
    ("µg", "mcg"),
    ("ug", "mcg"),
    ("microgram", "mcg"),
    ("micrograms", "mcg"),
    ("ms", "ms"),
    ("msec", "ms"),
    ("millisecond", "ms"),
    ("milliseconds", "ms"),
    ("µs", "us"),
    ("microsecond", "us"),
    ("microseconds", "us"),
    ("ns", "ns"),
    ("nanosecond", "ns"),
    ("nanoseconds", "ns"),
    ("iu", "iu"),
    ("ha", "ha"),
    ("hectare", "ha"),
    ("hectares", "ha"),
    ("acre", "acre"),
    ("acres", "acre"),
    ("amp", "amp"),
    ("amps", "amp"),
    ("ampere", "amp"),
    ("amperes", "amp"),
    ("wh", "wh"),
    ("mwh", "mwh"),
    ("dl", "dl"),
    ("cl", "cl"),
    ("mmol", "mmol"),
    ("rpm", "rpm"),
    ("bpm", "bpm"),
    ("fps", "fps"),
    ("dpi", "dpi"),
    ("ppi", "ppi"),
    ("gib", "gib"),
    ("mib", "mib"),
    ("tib", "tib"),
    ("sq", "sq"),
    ("square", "sq"),
    ("cubic", "cu"),
];

/// A rate's period, by the word after "per", "a" or "every" ("per month", "a year") or
/// the adjective that says it ("monthly", "annual"): "10 euros a month" is not "10 euros
/// a year", and "the daily rate" is "the rate per day".
pub(super) const PERIOD_WORDS: &[(&str, &str)] = &[
    ("second", "second"),
    ("minute", "minute"),
    ("hour", "hour"),
    ("hourly", "hour"),
    ("day", "day"),
    ("daily", "day"),
    ("night", "night"),
    ("nightly", "night"),
    ("week", "week"),
    ("weekly", "week"),
    ("fortnight", "fortnight"),
    ("fortnightly", "fortnight"),
    ("biweekly", "fortnight"),
    ("month", "month"),
    ("monthly", "month"),
    ("quarter", "quarter"),
    ("quarterly", "quarter"),
    ("year", "year"),
    ("yearly", "year"),
    ("annual", "year"),
    ("annually", "year"),
    ("annum", "year"),
];

/// The period a word names (a period noun or its adjective), `None` for another word.
pub(super) fn period_of(token: &str) -> Option<&'static str> {
    let singular = token.strip_suffix('s').unwrap_or(token);
    PERIOD_WORDS
        .iter()
        .find(|(w, _)| *w == token || *w == singular)
        .map(|(_, p)| *p)
}

/// Words before "a" or "every" + period that make it a span, not a rate ("in a week",
/// "for a year").
const SPAN_BEFORE: &[&str] = &[
    "for", "in", "within", "after", "before", "over", "about", "under", "than", "from", "to", "of",
    "past", "last", "next", "this", "that",
];

/// Words that multiply an amount: "double the recipe" is not "triple the recipe".
const MULTIPLIERS: &[(&str, &str)] = &[
    ("double", "2"),
    ("doubled", "2"),
    ("twice", "2"),
    ("triple", "3"),
    ("tripled", "3"),
    ("thrice", "3"),
    ("quadruple", "4"),
    ("half", "0.5"),
    ("halve", "0.5"),
    ("halved", "0.5"),
    ("quarter", "0.25"),
    ("single", "1"),
];

/// Units that are also ordinary words or letters: a unit only right after a number.
const UNITS_AFTER_NUMBER: &[&str] = &[
    "g", "m", "c", "f", "k", "b", "s", "h", "l", "w", "v", "st", "mi", "min", "per", "real", "won",
    "cup", "cups", "pint", "ton", "bar", "bars", "pa", "day", "days", "week", "weeks", "month",
    "months", "year", "years", "second", "seconds", "minute", "minutes", "hour", "hours", "nm",
    "franc", "cent", "cents", "penny", "buck", "bucks", "stone", "decade", "decades", "atm", "ms",
    "ns", "ha", "dl", "cl", "sq", "square", "cubic", "amp", "amps", "iu",
];

/// Symbols that name a unit or a currency, and their normal forms.
const UNIT_SYMBOLS: &[(char, &str)] = &[
    ('$', "usd"),
    ('€', "eur"),
    ('£', "gbp"),
    ('¥', "jpy"),
    ('₹', "inr"),
    ('₩', "krw"),
    ('₽', "rub"),
    ('%', "pct"),
    ('°', "deg"),
];

/// The two poles of antonym pairs: each word (or two-word phrase) with its pole. Two
/// turns must name the same poles; synonyms share one ("enable" / "turn on").
pub(super) const POLES: &[(&str, &str)] = &[
    ("enable", "on"),
    ("enabled", "on"),
    ("enabling", "on"),
    ("activate", "on"),
    ("activated", "on"),
    ("activating", "on"),
    ("turn on", "on"),
    ("switch on", "on"),
    ("turning on", "on"),
    ("switching on", "on"),
    ("disable", "off"),
    ("disabled", "off"),
    ("disabling", "off"),
    ("deactivate", "off"),
    ("deactivated", "off"),
    ("turn off", "off"),
    ("switch off", "off"),
    ("turning off", "off"),
    ("switching off", "off"),
    ("include", "include"),
    ("includes", "include"),
    ("including", "include"),
    ("included", "include"),
    ("exclude", "exclude"),
    ("excludes", "exclude"),
    ("excluding", "exclude"),
    ("excluded", "exclude"),
    ("upgrade", "upgrade"),
    ("upgrading", "upgrade"),
    ("downgrade", "downgrade"),
    ("downgrading", "downgrade"),
    ("open", "open"),
    ("opening", "open"),
    ("reopen", "open"),
    ("close", "close"),
    ("closing", "close"),
    ("closed", "close"),
    ("lock", "lock"),
    ("locked", "lock"),
    ("unlock", "unlock"),
    ("unlocked", "unlock"),
    ("start", "start"),
    ("starting", "start"),
    ("begin", "start"),
    ("resume", "start"),
    ("stop", "stop"),
    ("stopping", "stop"),
    ("pause", "stop"),
    ("halt", "stop"),
    ("subscribe", "subscribe"),
    ("unsubscribe", "unsubscribe"),
    ("increase", "increase"),
    ("increasing", "increase"),
    ("raise", "increase"),
    ("decrease", "decrease"),
    ("decreasing", "decrease"),
    ("reduce", "decrease"),
    ("lower", "decrease"),
    ("higher", "increase"),
    ("maximum", "max"),
    ("max", "max"),
    ("minimum", "min"),
    ("min", "min"),
    ("above", "above"),
    ("below", "below"),
    ("largest", "largest"),
    ("biggest", "largest"),
    ("smallest", "smallest"),
    ("longest", "longest"),
    ("shortest", "shortest"),
    ("fastest", "fastest"),
    ("slowest", "slowest"),
    ("cheapest", "cheapest"),
    ("earliest", "earliest"),
    ("latest", "latest"),
    ("oldest", "oldest"),
    ("newest", "newest"),
    ("first", "first"),
    ("last", "last"),
    ("before", "before"),
    ("after", "after"),
    ("add", "add"),
    ("adding", "add"),
    ("remove", "remove"),
    ("removing", "remove"),
    ("delete", "remove"),
    ("deleting", "remove"),
    ("allow", "allow"),
    ("allowed", "allow"),
    ("permit", "allow"),
    ("approve", "allow"),
    ("accept", "allow"),
    ("deny", "deny"),
    ("denied", "deny"),
    ("block", "deny"),
    ("blocked", "deny"),
    ("reject", "deny"),
    ("decline", "deny"),
    ("refuse", "deny"),
    ("forbid", "deny"),
    ("ban", "deny"),
    ("import", "import"),
    ("export", "export"),
    ("upload", "upload"),
    ("download", "download"),
    ("buy", "buy"),
    ("purchase", "buy"),
    ("bought", "buy"),
    ("quickest", "fastest"),
    ("huge", "big"),
    ("tiny", "small"),
    ("permitted", "allow"),
    ("accepted", "allow"),
    ("reimburse", "refund"),
    ("reimbursement", "refund"),
    ("erase", "remove"),
    ("get rid", "remove"),
    ("rid", "remove"),
    ("wipe", "remove"),
    ("sold", "sell"),
    ("money back", "refund"),
    ("combine", "merge"),
    ("up", "up"),
    ("down", "down"),
    ("safe", "safe"),
    ("dangerous", "unsafe"),
    ("risky", "unsafe"),
    ("bright", "bright"),
    ("brighter", "bright"),
    ("dark", "dark"),
    ("darker", "dark"),
    ("fast", "fast"),
    ("faster", "fast"),
    ("quick", "fast"),
    ("quickly", "fast"),
    ("slow", "slow"),
    ("slower", "slow"),
    ("slowly", "slow"),
    ("good", "good"),
    ("bad", "bad"),
    ("better", "better"),
    ("worse", "worse"),
    ("more", "more"),
    ("less", "less"),
    ("fewer", "less"),
    ("most", "most"),
    ("least", "least"),
    ("hot", "hot"),
    ("cold", "cold"),
    ("warm", "warm"),
    ("cool", "cool"),
    ("early", "early"),
    ("earlier", "early"),
    ("late", "late"),
    ("later", "late"),
    ("easy", "easy"),
    ("hard", "hard"),
    ("difficult", "hard"),
    ("true", "true"),
    ("false", "false"),
    ("pass", "pass"),
    ("passed", "pass"),
    ("heavy", "heavy"),
    ("light", "light"),
    ("long", "long"),
    ("short", "short"),
    ("big", "big"),
    ("large", "big"),
    ("small", "small"),
    ("high", "high"),
    ("low", "low"),
    ("old", "old"),
    ("new", "new"),
    ("young", "young"),
    ("wide", "wide"),
    ("narrow", "narrow"),
    ("full", "full"),
    ("empty", "empty"),
    ("mandatory", "mandatory"),
    ("required", "mandatory"),
    ("compulsory", "mandatory"),
    ("optional", "optional"),
    ("send", "send"),
    ("sent", "send"),
    ("receive", "receive"),
    ("received", "receive"),
    ("push", "push"),
    ("pull", "pull"),
    ("lend", "lend"),
    ("borrow", "borrow"),
    ("input", "input"),
    ("output", "output"),
    ("gained", "profit"),
    ("lost", "lose"),
    ("losing", "lose"),
    ("left", "left"),
    ("right", "right"),
    ("plus", "add"),
    ("minus", "subtract"),
    ("sell", "sell"),
    ("selling", "sell"),
    ("deposit", "deposit"),
    ("withdraw", "withdraw"),
    ("withdrawal", "withdraw"),
    ("login", "login"),
    ("log in", "login"),
    ("log into", "login"),
    ("sign into", "login"),
    ("sign in", "login"),
    ("logout", "logout"),
    ("log out", "logout"),
    ("sign out", "logout"),
    ("encrypt", "encrypt"),
    ("decrypt", "decrypt"),
    ("connect", "connect"),
    ("disconnect", "disconnect"),
    ("hide", "hide"),
    ("unhide", "unhide"),
    ("public", "public"),
    ("private", "private"),
    ("arrival", "arrive"),
    ("arrive", "arrive"),
    ("arriving", "arrive"),
    ("departure", "depart"),
    ("depart", "depart"),
    ("departing", "depart"),
    ("inbound", "inbound"),
    ("outbound", "outbound"),
    ("incoming", "incoming"),
    ("outgoing", "outgoing"),
    ("install", "install"),
    ("uninstall", "uninstall"),
    ("mute", "mute"),
    ("unmute", "unmute"),
    ("follow", "follow"),
    ("unfollow", "unfollow"),
    ("credit", "credit"),
    ("debit", "debit"),
    ("refund", "refund"),
    ("charge", "charge"),
    ("north", "north"),
    ("south", "south"),
    ("east", "east"),
    ("west", "west"),
    ("ascending", "ascending"),
    ("descending", "descending"),
    ("compress", "compress"),
    ("decompress", "decompress"),
    ("zip", "compress"),
    ("unzip", "decompress"),
    ("merge", "merge"),
    ("split", "split"),
    ("encode", "encode"),
    ("decode", "decode"),
    ("freeze", "freeze"),
    ("unfreeze", "unfreeze"),
    ("end", "stop"),
    ("ending", "stop"),
    ("finish", "stop"),
    ("prohibited", "deny"),
    ("forbidden", "deny"),
    ("banned", "deny"),
    ("rent", "rent"),
    ("renting", "rent"),
    ("highest", "highest"),
    ("lowest", "lowest"),
    ("best", "best"),
    ("worst", "worst"),
    ("expensive", "expensive"),
    ("heaviest", "heaviest"),
    ("lightest", "lightest"),
    ("youngest", "youngest"),
    ("entry", "entry"),
    ("entrance", "entry"),
    ("exit", "exit"),
    ("inside", "inside"),
    ("outside", "outside"),
    ("indoor", "inside"),
    ("outdoor", "outside"),
    ("online", "online"),
    ("offline", "offline"),
    ("manual", "manual"),
    ("automatic", "automatic"),
    ("positive", "positive"),
    ("negative", "negative"),
    ("profit", "profit"),
    ("loss", "loss"),
    ("gain", "profit"),
    ("hire", "hire"),
    ("fire", "fire"),
    ("buyer", "buyer"),
    ("seller", "seller"),
    ("sender", "sender"),
    ("recipient", "recipient"),
    ("landlord", "landlord"),
    ("tenant", "tenant"),
    ("employer", "employer"),
    ("employee", "employee"),
    ("top", "top"),
    ("bottom", "bottom"),
    ("win", "win"),
    ("lose", "lose"),
    ("inhale", "inhale"),
    ("exhale", "exhale"),
    ("multiply", "multiply"),
    ("divide", "divide"),
    ("subtract", "subtract"),
    ("advantage", "pro"),
    ("advantages", "pro"),
    ("disadvantage", "con"),
    ("disadvantages", "con"),
    ("pros", "pro"),
    ("cons", "con"),
    ("benefits", "pro"),
    ("drawbacks", "con"),
    ("upside", "pro"),
    ("upsides", "pro"),
    ("downside", "con"),
    ("downsides", "con"),
];

/// Poles that stand against each other: "enable" is not "disable". Other poles on the
/// two sides ("stop getting" / "unsubscribe") may be a paraphrase.
pub(super) const OPPOSITES: &[(&str, &str)] = &[
    ("on", "off"),
    ("include", "exclude"),
    ("upgrade", "downgrade"),
    ("open", "close"),
    ("lock", "unlock"),
    ("start", "stop"),
    ("subscribe", "unsubscribe"),
    ("increase", "decrease"),
    ("max", "min"),
    ("above", "below"),
    ("largest", "smallest"),
    ("longest", "shortest"),
    ("fastest", "slowest"),
    ("cheapest", "expensive"),
    ("earliest", "latest"),
    ("oldest", "newest"),
    ("oldest", "youngest"),
    ("first", "last"),
    ("before", "after"),
    ("add", "remove"),
    ("add", "subtract"),
    ("allow", "deny"),
    ("import", "export"),
    ("upload", "download"),
    ("buy", "sell"),
    ("rent", "buy"),
    ("deposit", "withdraw"),
    ("login", "logout"),
    ("encrypt", "decrypt"),
    ("connect", "disconnect"),
    ("hide", "unhide"),
    ("public", "private"),
    ("arrive", "depart"),
    ("inbound", "outbound"),
    ("incoming", "outgoing"),
    ("install", "uninstall"),
    ("mute", "unmute"),
    ("follow", "unfollow"),
    ("credit", "debit"),
    ("refund", "charge"),
    ("north", "south"),
    ("east", "west"),
    ("ascending", "descending"),
    ("compress", "decompress"),
    ("merge", "split"),
    ("encode", "decode"),
    ("freeze", "unfreeze"),
    ("highest", "lowest"),
    ("best", "worst"),
    ("heaviest", "lightest"),
    ("entry", "exit"),
    ("inside", "outside"),
    ("online", "offline"),
    ("manual", "automatic"),
    ("positive", "negative"),
    ("profit", "loss"),
    ("profit", "lose"),
    ("win", "lose"),
    ("hire", "fire"),
    ("buyer", "seller"),
    ("sender", "recipient"),
    ("landlord", "tenant"),
    ("employer", "employee"),
    ("top", "bottom"),
    ("inhale", "exhale"),
    ("multiply", "divide"),
    ("pro", "con"),
    ("up", "down"),
    ("safe", "unsafe"),
    ("bright", "dark"),
    ("light", "dark"),
    ("fast", "slow"),
    ("good", "bad"),
    ("better", "worse"),
    ("more", "less"),
    ("most", "least"),
    ("hot", "cold"),
    ("warm", "cool"),
    ("early", "late"),
    ("easy", "hard"),
    ("true", "false"),
    ("heavy", "light"),
    ("long", "short"),
    ("big", "small"),
    ("high", "low"),
    ("old", "new"),
    ("young", "old"),
    ("wide", "narrow"),
    ("full", "empty"),
    ("mandatory", "optional"),
    ("send", "receive"),
    ("push", "pull"),
    ("lend", "borrow"),
    ("input", "output"),
    ("left", "right"),
    ("increase", "lose"),
    ("profit", "lose"),
];

/// Whether poles `a` and `b` stand against each other.
pub(super) fn opposite(a: &str, b: &str) -> bool {
    OPPOSITES
        .iter()
        .any(|(x, y)| (*x == a && *y == b) || (*x == b && *y == a))
}

/// Capitalised words that do not name anything in particular.
const NOT_NAMES: &[&str] = &[
    "i", "im", "ive", "id", "ill", "ok", "okay", "hi", "hello", "hey", "please", "thanks", "thank",
    "dear", "mr", "mrs", "ms", "dr", "sir", "madam", "yes", "no",
];

/// A table of words as a map, the first entry of a word winning (as a search of the
/// table in order would find it): a turn is read word by word, and the tables are long.
fn map_of(table: &'static [(&'static str, &'static str)]) -> HashMap<&'static str, &'static str> {
    let mut m = HashMap::with_capacity(table.len());
    for (w, v) in table {
        m.entry(*w).or_insert(*v);
    }
    m
}

/// A list of words as a set.
fn set_of(words: &'static [&'static str]) -> HashSet<&'static str> {
    words.iter().copied().collect()
}

static UNIT_OF: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| map_of(UNITS));
static UNIT_AFTER_NUMBER: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| set_of(UNITS_AFTER_NUMBER));
/// [`POLES`] by word or phrase (the first pole a word has).
pub(super) static POLE_OF: LazyLock<HashMap<&'static str, &'static str>> =
    LazyLock::new(|| map_of(POLES));
static NUMBER_OF: LazyLock<HashMap<&'static str, &'static str>> =
    LazyLock::new(|| map_of(NUMBER_WORDS));
static DATES: LazyLock<HashSet<&'static str>> = LazyLock::new(|| set_of(DATE_WORDS));
pub(super) static NEGATING: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| NEGATIONS.iter().chain(NEGATIVE_WORDS).copied().collect());

/// Whether `token` is a word of negation (a negation or a word that says "not" in its
/// prefix).
pub(super) fn negating(token: &str) -> bool {
    NEGATING.contains(token)
}

pub(super) fn unit_of(token: &str, after_number: bool) -> Option<&'static str> {
    let unit = UNIT_OF.get(token)?;
    (after_number || !UNIT_AFTER_NUMBER.contains(token)).then_some(*unit)
}

fn is_number(token: &str) -> bool {
    !token.is_empty() && token.chars().all(|c| c.is_ascii_digit())
}

/// A cardinal number word's value ("seven", "forty", "hundred"; "twentyfive" as the
/// hyphen joined it).
pub(super) fn cardinal(token: &str) -> Option<u64> {
    let plain = |t: &str| NUMBER_OF.get(t).and_then(|n| n.parse::<u64>().ok());
    if token == "dozen" {
        return None;
    }
    plain(token).or_else(|| {
        let (tens, rest) = NUMBER_WORDS
            .iter()
            .filter_map(|(w, n)| Some((token.strip_prefix(w)?, n.parse::<u64>().ok()?)))
            .find(|(_, n)| (20..=90).contains(n) && n % 10 == 0)
            .map(|(rest, n)| (n, rest))?;
        plain(rest)
            .filter(|u| (1..=9).contains(u))
            .map(|u| tens + u)
    })
}

/// The value of the number words that start `tokens` ("two hundred fifty") and how many
/// tokens they take.
fn number_words(tokens: &[String]) -> Option<(u64, usize)> {
    let (mut total, mut current, mut len) = (0u64, 0u64, 0usize);
    for t in tokens {
        let Some(v) = cardinal(t) else { break };
        match v {
            100 => current = current.max(1).saturating_mul(100),
            1000 | 1_000_000 | 1_000_000_000 => {
                total = total.saturating_add(current.max(1).saturating_mul(v));
                current = 0;
            }
            _ => current = current.saturating_add(v),
        }
        len += 1;
    }
    (len > 0).then_some((total.saturating_add(current), len))
}

/// A word as written, whether it starts a sentence.
pub(super) struct Written<'a> {
    pub(super) text: &'a str,
    pub(super) starts_sentence: bool,
    /// Only spaces separate it from the word before ("New York", not "NYC → LAX").
    spaced: bool,
    /// Right after a degree sign ("°F"): a letter there is a scale.
    pub(super) after_degree: bool,
}

/// The words of `text` as written, split at whitespace and punctuation; a hyphen
/// between letters joins ("Wi-Fi", "e-mail", "twenty-five").
pub(super) fn written(text: &str) -> Vec<Written<'_>> {
    let mut out = Vec::new();
    let mut starts_sentence = true;
    let mut start: Option<usize> = None;
    let mut spaced = false;
    let mut previous = ' ';
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        let hyphen = c == '-'
            && previous.is_alphabetic()
            && text[i + 1..]
                .chars()
                .next()
                .is_some_and(char::is_alphabetic)
            // "two-bedroom" is two words ("2 bedroom"); "twenty-five" is one number.
            && !start.is_some_and(|s| {
                let right: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_alphabetic())
                    .collect();
                number_word(&text[s..i]) && !number_word(&right)
            });
        let word_char = c.is_alphanumeric() || c == '\'' || c == '\u{2019}' || hyphen;
        previous = c;
        match (word_char, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push(Written {
                    text: &text[s..i],
                    starts_sentence,
                    spaced,
                    after_degree: text[..s].ends_with(['°', 'º']),
                });
                starts_sentence = false;
                start = None;
                spaced = true;
            }
            (false, None) if c != ' ' => spaced = false,
            _ => {}
        }
        if matches!(
            c,
            '.' | '!' | '?' | ':' | ';' | '\n' | '"' | '(' | '¿' | '¡'
        ) {
            starts_sentence = true;
        }
    }
    out
}

/// Whether `word` (in any case) is a number word ("two", "Twenty", "third").
fn number_word(word: &str) -> bool {
    NUMBER_WORDS
        .iter()
        .any(|(w, _)| w.eq_ignore_ascii_case(word))
}

/// Whether a word as written names someone or something: capitalised inside a
/// sentence ("Paris", "Galaxy"), an acronym ("USB"), or a product-like word with a
/// capital after its first letter ("iPhone", "eBay").
fn is_name(w: &Written<'_>) -> bool {
    let mut chars = w.text.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    let rest_upper = chars.clone().filter(|c| c.is_uppercase()).count();
    let letters = w.text.chars().filter(|c| c.is_alphabetic()).count();
    let plain: String = w
        .text
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    if NOT_NAMES.contains(&plain.as_str()) || letters == 0 {
        return false;
    }
    let acronym = letters >= 2
        && w.text
            .chars()
            .filter(|c| c.is_alphabetic())
            .all(char::is_uppercase);
    let inner_capital = first.is_lowercase() && rest_upper > 0;
    let capitalised = first.is_uppercase() && !w.starts_sentence;
    acronym || inner_capital || capitalised
}

impl Guard {
    /// The guard of `text`.
    pub fn of(text: &str) -> Self {
        let mut guard = Guard::default();
        let mut poles: Vec<&'static str> = Vec::new();
        // Apostrophes join ("don't" → "dont"); every other non-alphanumeric splits, so
        // "#1234", "1,234" and "2024-05-01" keep their digits as tokens; a number
        // written against its unit ("23kg") is the number and the unit.
        let words = written(text);
        let mut tokens: Vec<String> = Vec::new();
        let mut names: Vec<Option<String>> = Vec::new();
        let mut after_degree: Vec<bool> = Vec::new();
        for w in &words {
            let token = normalised(w.text);
            let name = is_name(w).then(|| token.clone());
            // Rates say bits with `b` and bytes with `B` ("Mbps" / "MBps").
            let token = match token.as_str() {
                "kbps" | "mbps" | "gbps" if w.text.contains("Bps") => {
                    token.replace("bps", "byteps")
                }
                _ => token,
            };
            let split = token
                .find(|c: char| !c.is_ascii_digit())
                .filter(|&at| at > 0 && unit_of(&token[at..], true).is_some());
            // A model written against its number ("iphone15") is the name and the number.
            let model = token.find(|c: char| c.is_ascii_digit()).filter(|&at| {
                at >= 2
                    && token[..at].chars().all(char::is_alphabetic)
                    && token[at..].chars().all(|c| c.is_ascii_digit())
            });
            match split.or(model) {
                Some(at) => {
                    tokens.push(token[..at].to_string());
                    names.push(None);
                    tokens.push(token[at..].to_string());
                    names.push(None);
                    after_degree.extend([false, false]);
                }
                None => {
                    tokens.push(token);
                    names.push(name);
                    after_degree.push(w.after_degree);
                }
            }
        }
        // Symbols: a currency or a unit wherever it stands ("$50", "50 %", "30°C").
        let mut symbols: Vec<&'static str> = text
            .chars()
            .filter_map(|c| UNIT_SYMBOLS.iter().find(|(s, _)| *s == c).map(|(_, u)| *u))
            .collect();
        let mut previous_number = false;
        let mut skip = 0;
        let mut phrase = String::new();
        for (i, token) in tokens.iter().enumerate() {
            if skip > 0 {
                skip -= 1;
                previous_number = false;
                continue;
            }
            let token = token.as_str();
            let next = tokens.get(i + 1).map_or("", String::as_str);
            if !next.is_empty() {
                phrase.clear();
                phrase.push_str(token);
                phrase.push(' ');
                phrase.push_str(next);
                if let Some(pole) = POLE_OF.get(phrase.as_str()) {
                    poles.push(pole);
                    skip = 1;
                    previous_number = false;
                    continue;
                }
            }
            // Rates: "per month", "a year", "every day", "monthly" (a period's word is read
            // with its rate word, not again).
            if token == "per" && next == "cent" {
                guard.facts.push("u:pct".to_string());
                skip = 1;
                previous_number = false;
                continue;
            }
            let span = i > 0 && SPAN_BEFORE.contains(&tokens[i - 1].as_str());
            let rate = match token {
                "per" if !next.is_empty() => Some(
                    period_of(next)
                        .map_or_else(|| next.trim_end_matches('s').to_string(), str::to_string),
                ),
                // ("a quarter of the price" is a share.)
                "a" | "an" if !span && tokens.get(i + 2).is_none_or(|t| t != "of") => {
                    period_of(next)
                        .filter(|_| !next.ends_with("ly") && next != "annual")
                        .map(str::to_string)
                }
                // "every day" is "daily" (whatever stands before it).
                "every" | "each" => period_of(next)
                    .filter(|_| !next.ends_with("ly") && next != "annual")
                    .map(str::to_string),
                _ => None,
            };
            if let Some(period) = rate {
                guard.facts.push(format!("per:{period}"));
                skip = 1;
                previous_number = false;
                continue;
            }
            if let Some(period) =
                period_of(token).filter(|_| token.ends_with("ly") || token == "annual")
            {
                guard.facts.push(format!("per:{period}"));
                previous_number = false;
                continue;
            }
            // "16 A": amperes (a capital "A" right after a number).
            if token == "a" && previous_number && names[i].is_some() {
                guard.facts.push("u:amp".to_string());
                previous_number = false;
                continue;
            }
            // "twenty-five", "two hundred": one number, as its digits.
            if let Some((value, len)) = number_words(&tokens[i..])
                && (len > 1 || value >= 21)
            {
                guard.facts.push(value.to_string());
                skip = len - 1;
                previous_number = true;
                continue;
            }
            if token.chars().any(|c| c.is_ascii_digit()) {
                guard.facts.push(token.to_string());
            } else if negating(token) {
                guard.negations += 1;
            } else if token == "one" && !counts(tokens.get(i.wrapping_sub(1)), tokens.get(i + 1)) {
                // "combine them into one", "which one is cheaper": a pronoun.
            } else if let Some(period) = tokens
                .get(i + 1)
                .filter(|next| RELATIVE.contains(&token) && PERIODS.contains(&next.as_str()))
            {
                // "last month" is not "this month", nor "this month" "this year".
                let period = period.strip_suffix('s').unwrap_or(period);
                guard.facts.push(format!("r:{token}:{period}"));
            } else if let Some(n) = NUMBER_OF.get(token) {
                guard.facts.push((*n).to_string());
            } else if i > 0 && tokens[i - 1] == "good" && GREETINGS.contains(&token) {
                // "Good morning!" is a greeting, not a time.
            } else if DATES.contains(token) {
                // "on Saturdays" asks what "on Saturday" does.
                let singular = match token.strip_suffix('s') {
                    Some(day) if DATES.contains(day) && day.ends_with(['y', 'd']) => day,
                    _ => token,
                };
                // "the day after tomorrow" is another day than "tomorrow".
                let shifted = i >= 2
                    && tokens[i - 2] == "day"
                    && matches!(tokens[i - 1].as_str(), "after" | "before");
                if shifted {
                    guard.facts.push(format!("{}:{singular}", tokens[i - 1]));
                } else {
                    guard.facts.push(singular.to_string());
                }
            } else if TIME_WORDS.contains(&token)
                || (previous_number && matches!(token, "am" | "pm"))
            {
                // "prior" and "previous" say the same.
                let token = if token == "prior" { "previous" } else { token };
                guard.facts.push(token.to_string());
            } else if let Some(unit) = unit_of(token, previous_number || after_degree[i]) {
                guard.facts.push(format!("u:{unit}"));
            } else if let Some((_, times)) = MULTIPLIERS.iter().find(|(w, _)| *w == token) {
                guard.facts.push(format!("x:{times}"));
            } else if let Some(pole) = POLE_OF.get(token) {
                poles.push(pole);
            } else if let Some(name) = &names[i]
                && !(token == "us" && matches!(next, "dollar" | "dollars"))
            {
                // ("US dollars" are dollars: the currency compares them.)
                guard.names.push(name.clone());
            }
            // "ten minutes" is "10 minutes": a unit follows a number word too.
            previous_number = is_number(token) || cardinal(token).is_some();
        }
        // Degrees name their scale right after the symbol ("30°C"): the letter is read
        // above only when it stands alone after the number.
        symbols.retain(|s| *s != "deg");
        guard
            .facts
            .extend(symbols.into_iter().map(|s| format!("u:{s}")));
        // A multiset: a reordered paraphrase keeps its facts. Swapped roles ("from Paris
        // to Berlin" / "from Berlin to Paris") are the same facts in another order, which
        // `WordOrder` refuses.
        guard.facts.sort_unstable();
        guard.names.sort_unstable();
        guard.names.dedup();
        poles.sort_unstable();
        poles.dedup();
        guard.poles = poles;
        guard
    }

    /// A short stable text form of the facts and negations, part of the cache scope (so
    /// only turns with equal facts are ever compared). Names and poles are compared
    /// pairwise by the verification ([`super::Turn`]).
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
        assert_eq!(g.facts, ["01", "05", "1234", "2024", "3rd", "may"]);
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
    fn units_and_currencies_are_facts_in_any_spelling() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert!(!same(
            "Is the maximum baggage weight 23 kg per bag?",
            "Is the maximum baggage weight 23 lb per bag?"
        ));
        assert!(same(
            "Is the limit 23 kg per bag?",
            "Is the limit 23 kilograms per bag?"
        ));
        assert!(same("Is the limit 23kg?", "Is the limit 23 kg?"));
        assert!(!same("Send 100 USD", "Send 100 EUR"));
        assert!(same("Send $100", "Send 100 dollars"));
        assert!(!same("Is 30°C hot?", "Is 30°F hot?"));
        assert!(!same("a 2 GB plan", "a 2 TB plan"));
        assert!(!same("a 10 Mbps line", "a 10 MBps line"));
        assert!(!same("is 32 psi fine?", "is 32 bar fine?"));
        assert!(!same("double the recipe", "triple the recipe"));
        assert!(same("two tickets to Rome", "2 tickets to Rome"));
        assert!(!same("call me at 9 am", "call me at 9 pm"));
        assert!(!same("Is the item available?", "Is the item unavailable?"));
        // A letter is a unit only after a number.
        assert!(Guard::of("plan g and plan m").facts.is_empty());
        assert_eq!(Guard::of("a 5 m rope").facts, ["5", "u:m"]);
        // The same bag in another order is refused by the word order, not the guard.
        assert!(same("convert USD to EUR", "convert EUR to USD"));
    }

    #[test]
    fn names_and_products_are_facts() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert!(!same(
            "What is the email of John Smith?",
            "What is the email of Mary Jones?"
        ));
        assert!(!same(
            "Does the Pixel 8 support eSIM?",
            "Does the Galaxy S24 support eSIM?"
        ));
        assert!(!same("How much is the iPhone?", "How much is the Galaxy?"));
        assert!(same("What's John's email?", "what is the email of John?"));
        let swapped = |a: &str, b: &str| WordOrder::of(a).is_swap_of(&WordOrder::of(b));
        assert!(swapped(
            "flights from Paris to Berlin",
            "flights from Berlin to Paris"
        ));
        assert!(same(
            "Is the Berlin office open on Saturdays?",
            "On Saturdays, is the Berlin office open?"
        ));
        // The first word of a sentence is capitalised anyway.
        assert!(same("Where is my order?", "where is my order"));
    }

    #[test]
    fn antonyms_are_told_apart_and_their_synonyms_agree() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert!(!same("How do I enable 2FA?", "How do I disable 2FA?"));
        assert!(same("How do I enable 2FA?", "How can I turn on 2FA?"));
        assert!(!same(
            "Does the price include VAT?",
            "Does the price exclude VAT?"
        ));
        assert!(!same(
            "How do I upgrade my plan?",
            "How do I downgrade my plan?"
        ));
        assert!(!same(
            "Can I cancel before it ships?",
            "Can I cancel after it ships?"
        ));
        assert!(same("How do I log in?", "How do I sign in?"));
        assert!(!same("advantages of renting", "disadvantages of renting"));
        assert!(!same(
            "When does the sale start?",
            "When does the sale end?"
        ));
        // "Free" is no pole: "feel free to tell me" is politeness.
        assert!(same(
            "What is your refund policy?",
            "Feel free to tell me your refund policy."
        ));
        assert!(!same(
            "Which items are allowed?",
            "Which items are prohibited?"
        ));
    }

    #[test]
    fn swapped_words_are_told_from_paraphrases() {
        let a = WordOrder::of("Convert Celsius to Fahrenheit");
        assert!(a.is_swap_of(&WordOrder::of("convert fahrenheit to celsius")));
        assert!(!a.is_swap_of(&WordOrder::of("Convert Celsius to Fahrenheit!")));
        assert!(!a.is_swap_of(&WordOrder::of("Convert Celsius into Fahrenheit")));
        // Without a direction, another order is a reordered paraphrase.
        let b = WordOrder::of("Can I pay with PayPal or Apple Pay?");
        assert!(!b.is_swap_of(&WordOrder::of("Can I pay with Apple Pay or PayPal?")));
        let c = WordOrder::of("Is Alice a manager of Bob?");
        assert!(c.is_swap_of(&WordOrder::of("Is Bob a manager of Alice?")));
        let d = WordOrder::of("translate english to german");
        assert!(d.is_swap_of(&WordOrder::of("translate german to english")));
        let f = WordOrder::of("cheapest flight from London to New York in July?");
        assert!(f.is_swap_of(&WordOrder::of(
            "cheapest flight from New York to London in July?"
        )));
        let j = WordOrder::of("flights NYC → LAX");
        assert!(j.is_swap_of(&WordOrder::of("flights LAX → NYC")));
        let i = WordOrder::of("Convert 50 USD to EUR");
        assert!(i.is_swap_of(&WordOrder::of("Convert 50 EUR to USD")));
        let g = WordOrder::of("Move the files from the shared drive to my laptop");
        assert!(g.is_swap_of(&WordOrder::of(
            "Move the files from my laptop to the shared drive"
        )));
        let h = WordOrder::of("Do you ship to Norway?");
        assert!(!h.is_swap_of(&WordOrder::of("Do you deliver to Norway?")));
        let e = WordOrder::of("What time does the Berlin office open on Saturdays?");
        assert!(!e.is_swap_of(&WordOrder::of(
            "On Saturdays, what time does the Berlin office open?"
        )));
    }

    #[test]
    fn rates_are_facts_in_any_spelling() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert_eq!(
            Guard::of("10 euros a month").facts,
            ["10", "per:month", "u:eur"]
        );
        assert!(same(
            "What is the monthly fee?",
            "What is the fee per month?"
        ));
        assert!(same("the annual plan", "the yearly plan"));
        assert!(same(
            "Is breakfast served daily?",
            "Is breakfast served every day?"
        ));
        assert!(!same("50 dollars per night", "50 dollars per person"));
        assert!(!same("the hourly rate", "the daily rate"));
        // A span is no rate, and a quarter of something is a share.
        assert!(Guard::of("Can I pause it for a month?").facts.is_empty());
        assert_eq!(Guard::of("a quarter of the price").facts, ["x:0.25"]);
        assert!(same("5 per cent off", "5 % off"));
    }

    #[test]
    fn new_units_and_numbers_joined_to_their_word() {
        let same = |a: &str, b: &str| Guard::of(a) == Guard::of(b);
        assert!(!same("400 mcg of folic acid", "400 mg of folic acid"));
        assert!(same("100 ms", "100 milliseconds"));
        assert!(!same("100 ms", "100 s"));
        assert!(same("5 hectares", "5 ha"));
        assert!(same("16 amps", "16 A"));
        assert!(same("a two-bedroom flat", "a 2 bedroom flat"));
        assert!(same("twenty-five boxes", "25 boxes"));
        // "ATM" is no atmosphere.
        assert!(Guard::of("Where is the closest ATM?").facts.is_empty());
    }

    #[test]
    fn the_key_tells_guards_apart() {
        assert_ne!(Guard::of("order 12 3").key(), Guard::of("order 1 23").key());
        assert_ne!(Guard::of("not 1").key(), Guard::of("1").key());
    }
}
