//! Short and long forms of one name ([`names.txt`](names.txt): "Postgres" / "PostgreSQL",
//! "JS" / "JavaScript", "Mac" / "macOS", "AWS" / "Amazon Web Services", "Win 11" /
//! "Windows 11"): a turn is read with every form written as its canonical name, so that
//! two turns naming one thing in two ways align, and a name on one side only is still
//! another name.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use super::guard::{normalised, written};

/// One form of a name.
struct Form {
    /// Its words, normalised as a turn's are.
    words: Vec<String>,
    /// Written with a capital in the file: matches only a word written with one.
    capital: bool,
    /// Matches only before a number ("Win 11", "PS5").
    before_number: bool,
    /// The name it is read as.
    canonical: &'static str,
}

/// The forms by their first word, longest first.
static FORMS: LazyLock<HashMap<String, Vec<Form>>> = LazyLock::new(|| {
    let mut m: HashMap<String, Vec<Form>> = HashMap::new();
    for line in include_str!("names.txt").lines() {
        if line.starts_with('#') {
            continue;
        }
        let Some((canonical, forms)) = line.split_once(':') else {
            continue;
        };
        let canonical = canonical.trim();
        for form in forms.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            let (form, before_number) = match form.strip_suffix(" #") {
                Some(f) => (f.trim(), true),
                None => (form, false),
            };
            let words: Vec<String> = written(form).iter().map(|w| normalised(w.text)).collect();
            let Some(first) = words.first().cloned() else {
                continue;
            };
            m.entry(first).or_default().push(Form {
                words,
                capital: form.chars().any(char::is_uppercase),
                before_number,
                canonical,
            });
        }
    }
    for forms in m.values_mut() {
        forms.sort_by_key(|f| std::cmp::Reverse(f.words.len()));
    }
    m
});

/// A word of the text as the forms are matched against it.
struct Slot<'a> {
    start: usize,
    end: usize,
    /// Normalised; for a name written against its number ("PS5") the name's part.
    word: String,
    capital: bool,
    number: bool,
    /// The number written against the name ("5" of "PS5").
    attached: Option<&'a str>,
}

/// `text` with every form of a name in [`names.txt`](names.txt) written as the name
/// (borrowed when there is none).
pub(super) fn canonical(text: &str) -> Cow<'_, str> {
    let words = written(text);
    // Most turns name nothing here: one lookup a word.
    let known = |w: &str| FORMS.contains_key(w);
    let slots: Vec<Slot<'_>> = words
        .iter()
        .map(|w| {
            let start = w.text.as_ptr() as usize - text.as_ptr() as usize;
            let word = normalised(w.text);
            // "PS5", "Win11": the name's letters, then its number.
            let split = word
                .find(|c: char| c.is_ascii_digit())
                .filter(|&at| {
                    at >= 2
                        && word[..at].chars().all(|c| c.is_ascii_alphabetic())
                        && word[at..].chars().all(|c| c.is_ascii_digit())
                        && !known(&word)
                })
                .map(|at| (word[..at].to_string(), &w.text[at..]));
            let number = !word.is_empty() && word.chars().all(|c| c.is_ascii_digit());
            let capital = w.text.chars().any(char::is_uppercase);
            match split {
                Some((letters, digits)) if w.text.len() == word.len() => Slot {
                    start,
                    end: start + w.text.len(),
                    word: letters,
                    capital,
                    number: false,
                    attached: Some(digits),
                },
                _ => Slot {
                    start,
                    end: start + w.text.len(),
                    word,
                    capital,
                    number,
                    attached: None,
                },
            }
        })
        .collect();
    if !slots.iter().any(|s| known(&s.word)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut copied = 0;
    let mut i = 0;
    while i < slots.len() {
        let after_number = i > 0 && slots[i - 1].number;
        let matched = FORMS
            .get(&slots[i].word)
            .filter(|_| !after_number)
            .and_then(|forms| forms.iter().find_map(|f| matches(f, &slots[i..])));
        let Some((form, len)) = matched else {
            i += 1;
            continue;
        };
        let taken = &slots[i..i + len];
        let last = &taken[len - 1];
        out.push_str(&text[copied..taken[0].start]);
        if taken.iter().any(|s| s.capital) {
            out.push_str(form.canonical);
        } else {
            out.push_str(&form.canonical.to_lowercase());
        }
        if let Some(digits) = last.attached {
            out.push(' ');
            out.push_str(digits);
        }
        copied = last.end;
        i += len;
    }
    if copied == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// Whether `form` matches the words starting `slots`, and how many it takes.
fn matches<'f>(form: &'f Form, slots: &[Slot<'_>]) -> Option<(&'f Form, usize)> {
    let n = form.words.len();
    if slots.len() < n || form.words.iter().zip(slots).any(|(w, s)| *w != s.word) {
        return None;
    }
    // Only the last word may carry a number ("PS5"), and only a form before a number.
    if slots[..n - 1].iter().any(|s| s.attached.is_some())
        || (slots[n - 1].attached.is_some() && !form.before_number)
    {
        return None;
    }
    if form.capital && !slots[..n].iter().all(|s| s.capital) {
        return None;
    }
    if form.before_number
        && slots[n - 1].attached.is_none()
        && !slots.get(n).is_some_and(|s| s.number)
    {
        return None;
    }
    Some((form, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_are_read_as_their_name() {
        for (text, read) in [
            (
                "How do I connect to Postgres from Python?",
                "How do I connect to PostgreSQL from Python?",
            ),
            ("is js single threaded", "is javascript single threaded"),
            (
                "What is the Amazon Web Services free tier?",
                "What is the AWS free tier?",
            ),
            ("Task Manager on Win 10", "Task Manager on Windows 10"),
            (
                "Is the PS5 backward compatible?",
                "Is the PlayStation 5 backward compatible?",
            ),
            ("a screenshot on a Mac?", "a screenshot on a macOS?"),
            ("Node.js or Deno?", "NodeJS or Deno?"),
            (
                "How do I enable two-factor authentication?",
                "How do I enable 2fa?",
            ),
        ] {
            assert_eq!(canonical(text), read, "{text}");
        }
    }

    #[test]
    fn a_form_with_a_capital_needs_one_and_none_follows_a_number() {
        for text in [
            "a node of the cluster",
            "a delay of 100 ms",
            "a delay of 100 MS",
            "win a prize",
            "How do I reset my password?",
        ] {
            assert!(matches!(canonical(text), Cow::Borrowed(_)), "{text}");
        }
        assert_eq!(canonical("Set up MS Teams"), "Set up Microsoft Teams");
    }
}
