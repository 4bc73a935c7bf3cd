//! A session's bounded history together with the JSON text of its entries. The history
//! is most of a stored session (256 entries by default) and the session is written back
//! after every response; formatting every entry again each time cost more than the rest
//! of the step together. Entries never change once recorded, so each is formatted once,
//! when it is recorded, and [`History::write_json`] copies the text.
//!
//! The text is a cache: a history read from the store has none, and the first write
//! formats every entry (what each write cost before). It never changes the stored form:
//! `[entry,entry,…]`, each entry as [`HistoryEntry`]'s own `Serialize` writes it.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::session::HistoryEntry;

/// The text is compacted once this many bytes of dropped entries lead it, and they are
/// at least half of it: dropping the oldest entry is then amortised O(1).
const COMPACT_AFTER: usize = 4096;

/// A session's history entries, oldest first.
#[derive(Clone, Debug, Default)]
pub struct History {
    entries: VecDeque<HistoryEntry>,
    text: Text,
}

/// The JSON text of the entries, each followed by a comma.
#[derive(Clone, Debug, Default)]
struct Text {
    bytes: Vec<u8>,
    /// Where the oldest kept entry starts in `bytes`.
    start: usize,
    /// The length of each kept entry's text (comma included), oldest first.
    lens: VecDeque<u32>,
}

impl History {
    /// The number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, oldest first.
    pub fn iter(&self) -> std::collections::vec_deque::Iter<'_, HistoryEntry> {
        self.entries.iter()
    }

    /// Records `entry` as the newest.
    pub fn push_back(&mut self, entry: HistoryEntry) {
        // Kept in step only when the text already covers every entry; otherwise the
        // next write formats them all anyway.
        if self.in_step() {
            let before = self.text.bytes.len();
            if serde_json::to_writer(&mut self.text.bytes, &entry).is_ok() {
                self.text.bytes.push(b',');
                self.text
                    .lens
                    .push_back((self.text.bytes.len() - before) as u32);
            } else {
                self.text = Text::default();
            }
        }
        self.entries.push_back(entry);
    }

    /// Drops the oldest entry.
    pub fn pop_front(&mut self) -> Option<HistoryEntry> {
        let entry = self.entries.pop_front()?;
        if let Some(len) = self.text.lens.pop_front() {
            self.text.start += len as usize;
            if self.text.start >= COMPACT_AFTER && self.text.start * 2 >= self.text.bytes.len() {
                self.text.bytes.drain(..self.text.start);
                self.text.start = 0;
            }
        }
        Some(entry)
    }

    fn in_step(&self) -> bool {
        self.text.lens.len() == self.entries.len()
    }

    /// Appends the history's JSON array to `out`, formatting only the entries whose
    /// text is not kept yet (all of them after a decode).
    pub fn write_json(&mut self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        if !self.in_step() {
            let mut text = Text::default();
            for entry in &self.entries {
                let before = text.bytes.len();
                serde_json::to_writer(&mut text.bytes, entry)?;
                text.bytes.push(b',');
                text.lens.push_back((text.bytes.len() - before) as u32);
            }
            self.text = text;
        }
        out.push(b'[');
        let kept = &self.text.bytes[self.text.start..];
        // Without the last entry's comma.
        out.extend_from_slice(&kept[..kept.len().saturating_sub(1)]);
        out.push(b']');
        Ok(())
    }
}

/// Equal when the entries are: the text is a cache.
impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.entries == other.entries
    }
}

impl Serialize for History {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.entries.serialize(s)
    }
}

impl<'de> Deserialize<'de> for History {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Self {
            entries: VecDeque::deserialize(d)?,
            text: Text::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StateId;
    use crate::classify::Method;
    use crate::session::TransitionResult;

    fn entry(i: u64) -> HistoryEntry {
        HistoryEntry {
            state: StateId((i % 3) as u16),
            at_ms: 1_700_000_000_000 + i,
            method: Method::Pattern,
            confidence: 0.5 + (i % 7) as f64 / 16.0,
            result: TransitionResult::Success,
        }
    }

    fn json(h: &mut History) -> String {
        let mut out = Vec::new();
        h.write_json(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_kept_text_is_what_serde_writes_through_pushes_drops_and_compaction() {
        let mut h = History::default();
        assert_eq!(json(&mut h), "[]");
        // Enough entries, dropped as a bounded history drops them, to compact twice.
        for i in 0..1500 {
            h.push_back(entry(i));
            while h.len() > 256 {
                h.pop_front();
            }
            if i % 97 == 0 || i > 1490 {
                assert_eq!(
                    json(&mut h),
                    serde_json::to_string(&h).unwrap(),
                    "after {i}"
                );
            }
        }
        assert!(h.text.bytes.len() < 2 * COMPACT_AFTER + 256 * 64);
    }

    #[test]
    fn a_decoded_history_is_formatted_on_its_first_write_then_kept_in_step() {
        let mut h = History::default();
        for i in 0..10 {
            h.push_back(entry(i));
        }
        let stored = serde_json::to_string(&h).unwrap();
        let mut back: History = serde_json::from_str(&stored).unwrap();
        assert_eq!(back, h);
        assert_eq!(json(&mut back), stored);
        back.push_back(entry(10));
        back.pop_front();
        h.push_back(entry(10));
        h.pop_front();
        assert_eq!(json(&mut back), serde_json::to_string(&h).unwrap());
    }
}
