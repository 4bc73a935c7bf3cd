//! The stream gate's reading of each OpenAI chat chunk it passed on unchanged, handed to
//! the side reader behind it ([`super::StreamAccumulator`]) so that each chunk is parsed
//! once. A reading is used only for an event whose data is the very text it was read
//! from: a reading is a function of that text alone, so it can never be applied to
//! another chunk's data, whatever was rewritten, replaced or added on the way.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

use super::Usage;

/// Most data bytes waiting in a hand-over. The gate's output passes the side reader
/// before the gate reads again, so the queue holds one release at most; beyond this the
/// side reader parses the rest itself.
pub const MAX_HANDED: usize = 2 * 1024 * 1024;

/// What the side reader takes from one chat chunk: the delta of the first element of
/// `choices`, and the usage.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChatChunkReading {
    /// The first choice's delta text, when non-empty.
    pub content: Option<String>,
    /// The first choice's tool-call deltas in order: (index, name part, arguments part).
    pub tool_calls: Vec<(u64, String, String)>,
    /// The chunk's usage.
    pub usage: Option<Usage>,
}

/// Readings in the order the gate released their chunks, shared by the gate (which
/// hands) and the side reader (which takes).
#[derive(Clone, Debug, Default)]
pub struct ChatHandover(Arc<Mutex<Handed>>);

/// The queue behind a [`ChatHandover`].
#[derive(Debug, Default)]
pub struct Handed {
    /// (the chunk's `data:` text, its reading).
    queue: VecDeque<(String, ChatChunkReading)>,
    bytes: usize,
    /// Readings taken so far.
    taken: usize,
}

impl ChatHandover {
    /// Hands over the reading of a chunk whose data is `data`, released unchanged.
    pub fn hand(&self, data: String, reading: ChatChunkReading) {
        let mut handed = self.lock();
        if handed.bytes + data.len() > MAX_HANDED {
            return;
        }
        handed.bytes += data.len();
        handed.queue.push_back((data, reading));
    }

    /// The queue, for the side reader to take from (one lock for all events of a chunk).
    pub fn lock(&self) -> MutexGuard<'_, Handed> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many readings wait.
    pub fn waiting(&self) -> usize {
        self.lock().queue.len()
    }

    /// How many readings the side reader took (each one a parse saved).
    pub fn taken(&self) -> usize {
        self.lock().taken
    }
}

impl Handed {
    /// The reading of an event whose data is `data`, if one was handed over.
    ///
    /// Usually it is the first one. An event the gate rewrote has none, so no reading is
    /// taken for it. A reading that waits before the one found belongs to an event that
    /// did not arrive as it was released (changed on the way): it is dropped, so that the
    /// queue does not stall.
    pub fn take(&mut self, data: &str) -> Option<ChatChunkReading> {
        let i = self.queue.iter().position(|(d, _)| d == data)?;
        for (d, _) in self.queue.drain(..i) {
            self.bytes -= d.len();
        }
        let (d, reading) = self.queue.pop_front()?;
        self.bytes -= d.len();
        self.taken += 1;
        Some(reading)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(text: &str) -> ChatChunkReading {
        ChatChunkReading {
            content: Some(text.to_string()),
            ..ChatChunkReading::default()
        }
    }

    #[test]
    fn a_reading_is_taken_only_for_its_own_text() {
        let h = ChatHandover::default();
        h.hand("a".into(), reading("a"));
        h.hand("b".into(), reading("b"));
        let mut q = h.lock();
        // A rewritten event: no reading, nothing dropped.
        assert_eq!(q.take("x"), None);
        assert_eq!(q.queue.len(), 2);
        assert_eq!(q.take("a"), Some(reading("a")));
        assert_eq!(q.take("b"), Some(reading("b")));
        assert_eq!(q.take("b"), None);
        assert_eq!(q.bytes, 0);
    }

    #[test]
    fn readings_of_events_that_never_arrived_are_dropped() {
        let h = ChatHandover::default();
        for t in ["a", "b", "c"] {
            h.hand(t.into(), reading(t));
        }
        let mut q = h.lock();
        assert_eq!(q.take("c"), Some(reading("c")));
        assert!(q.queue.is_empty());
        assert_eq!(q.bytes, 0);
    }

    #[test]
    fn the_queue_is_bounded() {
        let h = ChatHandover::default();
        let big = "x".repeat(MAX_HANDED / 2 + 1);
        h.hand(big.clone(), reading("1"));
        h.hand(big.clone(), reading("2"));
        assert_eq!(h.waiting(), 1);
        assert_eq!(h.lock().take(&big), Some(reading("1")));
        h.hand(big, reading("3"));
        assert_eq!(h.waiting(), 1);
    }
}
