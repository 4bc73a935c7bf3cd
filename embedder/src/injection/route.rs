//! Which encoder reads a window (`models/injection/SPEC.md` §5b): the English one, or
//! the multilingual one for a window in another language. Counting only, no model: the
//! share of ASCII letters among its letters, and of English function words (and words
//! of other languages) among its words.

use std::collections::HashSet;

use serde::Deserialize;

/// The rule's constants and word lists, as the head file holds them.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Route {
    /// A window with fewer alphabetic characters stays with the English encoder.
    pub min_letters: usize,
    /// ASCII letters under this percentage of the alphabetic characters: another script.
    pub ascii_pct: usize,
    /// Fewer words: only the script decides.
    pub min_words: usize,
    /// English function words under this percentage of the words (with evidence of
    /// another language): another language.
    pub en_pct: usize,
    /// English function words, lowercase.
    pub en_words: HashSet<String>,
    /// Function words of other languages written in Latin script, lowercase.
    pub other_words: HashSet<String>,
}

impl Route {
    /// Checks the lists: lowercase words, none in both.
    pub fn check(&self) -> Result<(), String> {
        if let Some(w) = self
            .en_words
            .iter()
            .chain(&self.other_words)
            .find(|w| w.is_empty() || w.to_lowercase() != **w)
        {
            return Err(format!("route word {w:?} is not a lowercase word"));
        }
        if let Some(w) = self.en_words.intersection(&self.other_words).next() {
            return Err(format!("route word {w:?} is in both lists"));
        }
        Ok(())
    }

    /// True when `window` goes to the multilingual encoder.
    pub fn multilingual(&self, window: &str) -> bool {
        let letters = window.chars().filter(|c| c.is_alphabetic()).count();
        if letters < self.min_letters {
            return false;
        }
        let ascii = window.chars().filter(char::is_ascii_alphabetic).count();
        if 100 * ascii < self.ascii_pct * letters {
            return true;
        }
        let lower = window.to_lowercase();
        let (mut words, mut english, mut other) = (0_usize, 0_usize, 0_usize);
        for word in lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|t| t.chars().any(char::is_alphabetic))
        {
            words += 1;
            if self.en_words.contains(word) {
                english += 1;
            } else if self.other_words.contains(word) {
                other += 1;
            }
        }
        if words < self.min_words || !(ascii < letters || other >= 1) {
            return false;
        }
        100 * english < self.en_pct * words || other > english
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule() -> Route {
        let words = |s: &str| s.split_whitespace().map(str::to_owned).collect();
        Route {
            min_letters: 12,
            ascii_pct: 70,
            min_words: 3,
            en_pct: 20,
            en_words: words("the a to of and is please your you for"),
            other_words: words("der die und bitte ihre sie le la les vous"),
        }
    }

    #[test]
    fn english_stays_other_scripts_and_languages_go() {
        let r = rule();
        assert!(!r.multilingual("Please send the invoice to your manager."));
        // Another script: few ASCII letters.
        assert!(r.multilingual("Пожалуйста, отправьте счёт вашему руководителю."));
        assert!(r.multilingual("请把发票发给你的经理，谢谢大家。"));
        // Latin script with another language's function words and no English ones.
        assert!(r.multilingual("Bitte senden Sie die Rechnung an Ihre Managerin."));
        assert!(r.multilingual("Veuillez envoyer la facture à votre responsable."));
        // Too few letters: the English encoder.
        assert!(!r.multilingual("Спасибо"));
        // ASCII-only without any other-language word: no evidence, English.
        assert!(!r.multilingual("Invoice number overdue reminder attached"));
        // Mixed: more other-language words than English ones.
        assert!(r.multilingual("Sie die und der invoice the bitte"));
    }

    #[test]
    fn lists_must_be_lowercase_and_apart() {
        let mut r = rule();
        assert!(r.check().is_ok());
        r.other_words.insert("the".to_owned());
        assert!(r.check().unwrap_err().contains("in both lists"));
        let mut r = rule();
        r.en_words.insert("The".to_owned());
        assert!(r.check().unwrap_err().contains("not a lowercase word"));
    }
}
