//! Verification of a chain, entry by entry, in order: each entry must be well formed,
//! carry the next seq, link to the previous hash and hash to what it claims. The first
//! entry that does not is reported by seq with the reason; nothing after it is trusted.

use serde_json::Value;

use crate::entry::{Anchor, Entry, Head, entry_hash};

/// Why the chain breaks at [`Break::seq`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BreakReason {
    #[error("the stored entry is not JSON: {0}")]
    Malformed(String),
    #[error("a foreign entry, not written by Argus: {0}")]
    Foreign(String),
    #[error("seq {found} where seq {expected} was expected (entries missing or reordered)")]
    Seq { expected: u64, found: u64 },
    #[error("prev {found} does not link to the previous entry's hash {expected}")]
    Prev { expected: String, found: String },
    #[error("the entry was altered: its content hashes to {computed}, it claims {claimed}")]
    Hash { computed: String, claimed: String },
    #[error(
        "the chain ends at seq {last} but its recorded head is seq {head}: the newest entries were deleted"
    )]
    Truncated { last: u64, head: u64 },
    #[error(
        "no entry of the chain is stored but its recorded head is seq {head}: the whole chain was deleted"
    )]
    Deleted { head: u64 },
    #[error(
        "seq {seq} hashes to {found} but the recorded head says {expected}: the chain was rewritten"
    )]
    Head {
        seq: u64,
        expected: String,
        found: String,
    },
}

/// The first broken link of a chain.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("audit chain broken at seq {seq}{}: {reason}", id.as_deref().map(|i| format!(" (stream id {i})")).unwrap_or_default())]
pub struct Break {
    /// The seq of the first entry that does not verify (for a malformed or foreign
    /// entry: the seq that was expected at its place).
    pub seq: u64,
    /// Where it is stored (the Redis stream id), when known.
    pub id: Option<String>,
    pub reason: BreakReason,
}

/// What a verified chain holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// Where verification started.
    pub anchor: Anchor,
    /// The newest entry verified (the anchor when there were none).
    pub head: Head,
    /// Entries verified.
    pub entries: u64,
    /// Gap entries among them, and the records they say were lost.
    pub gaps: u64,
    pub lost: u64,
}

/// Verifies a chain one entry at a time (memory does not grow with the chain).
#[derive(Debug, Clone)]
pub struct Verifier {
    anchor: Anchor,
    last: Head,
    expected_head: Option<Head>,
    entries: u64,
    gaps: u64,
    lost: u64,
}

impl Verifier {
    /// Starts after `anchor` (`Head::default()` for a chain that was never trimmed, else
    /// the retention checkpoint).
    pub fn new(anchor: Anchor) -> Self {
        Self {
            last: anchor.clone(),
            anchor,
            expected_head: None,
            entries: 0,
            gaps: 0,
            lost: 0,
        }
    }

    /// Also checks the chain against a head recorded elsewhere (the store's head key,
    /// the GateStack status): the chain must reach it and pass through it with that hash.
    pub fn expect_head(mut self, head: Head) -> Self {
        self.expected_head = Some(head);
        self
    }

    /// The seq the next entry must carry.
    pub fn next_seq(&self) -> u64 {
        self.last.seq + 1
    }

    /// Verifies the next stored entry (`json` as stored, `id` where).
    pub fn push(&mut self, id: Option<&str>, json: &str) -> Result<Entry, Break> {
        let expected = self.last.seq + 1;
        let broken = |seq: u64, reason: BreakReason| Break {
            seq,
            id: id.map(str::to_string),
            reason,
        };
        let mut value: Value = serde_json::from_str(json)
            .map_err(|e| broken(expected, BreakReason::Malformed(e.to_string())))?;
        let obj = value.as_object_mut().ok_or_else(|| {
            broken(
                expected,
                BreakReason::Foreign("not a JSON object".to_string()),
            )
        })?;
        let Some(seq) = obj.get("seq").and_then(Value::as_u64) else {
            return Err(broken(
                expected,
                BreakReason::Foreign("no numeric `seq`".to_string()),
            ));
        };
        let claimed = match obj.remove("hash") {
            Some(Value::String(h)) => h,
            _ => {
                return Err(broken(
                    seq,
                    BreakReason::Foreign("no `hash` string".to_string()),
                ));
            }
        };
        if seq != expected {
            return Err(broken(
                seq,
                BreakReason::Seq {
                    expected,
                    found: seq,
                },
            ));
        }
        let prev = obj
            .get("prev")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        if prev != self.last.hash {
            return Err(broken(
                seq,
                BreakReason::Prev {
                    expected: self.last.hash.clone(),
                    found: prev,
                },
            ));
        }
        let computed = entry_hash(&prev, &value);
        if computed != claimed {
            return Err(broken(seq, BreakReason::Hash { computed, claimed }));
        }
        if let Value::Object(m) = &mut value {
            m.insert("hash".to_string(), Value::String(claimed.clone()));
        }
        let entry: Entry = serde_json::from_value(value).map_err(|e| {
            broken(
                seq,
                BreakReason::Foreign(format!("not an Argus audit entry: {e}")),
            )
        })?;
        if let Some(head) = &self.expected_head
            && head.seq == seq
            && head.hash != claimed
        {
            return Err(broken(
                seq,
                BreakReason::Head {
                    seq,
                    expected: head.hash.clone(),
                    found: claimed,
                },
            ));
        }
        self.entries += 1;
        if let Some(n) = entry
            .record
            .count
            .filter(|_| entry.record.kind == crate::EntryKind::Gap)
        {
            self.gaps += 1;
            self.lost += n;
        }
        self.last = entry.head();
        Ok(entry)
    }

    /// Ends verification: the chain must reach the expected head, if one was given.
    pub fn finish(self) -> Result<Verified, Break> {
        if let Some(head) = &self.expected_head {
            if head.seq > self.last.seq {
                // Nothing stored and never trimmed: not a shortened chain, a missing one.
                let reason = if self.entries == 0 && self.anchor.seq == 0 {
                    BreakReason::Deleted { head: head.seq }
                } else {
                    BreakReason::Truncated {
                        last: self.last.seq,
                        head: head.seq,
                    }
                };
                return Err(Break {
                    seq: self.last.seq + 1,
                    id: None,
                    reason,
                });
            }
            if head.seq == self.anchor.seq && head.hash != self.anchor.hash {
                return Err(Break {
                    seq: head.seq,
                    id: None,
                    reason: BreakReason::Head {
                        seq: head.seq,
                        expected: head.hash.clone(),
                        found: self.anchor.hash.clone(),
                    },
                });
            }
        }
        Ok(Verified {
            anchor: self.anchor,
            head: self.last,
            entries: self.entries,
            gaps: self.gaps,
            lost: self.lost,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Record, entry::GENESIS};

    fn chain(n: u64) -> Vec<Entry> {
        let mut head = Head::default();
        (0..n)
            .map(|i| {
                let mut r = Record::new("ns/a", "llm_call");
                r.result_summary = Some(format!("call {i}"));
                let e = r.chain(&head);
                head = e.head();
                e
            })
            .collect()
    }

    fn verify(stored: &[String], head: Option<Head>) -> Result<Verified, Break> {
        let mut v = Verifier::new(Head::default());
        if let Some(h) = head {
            v = v.expect_head(h);
        }
        for s in stored {
            v.push(None, s)?;
        }
        v.finish()
    }

    #[test]
    fn an_intact_chain_verifies() {
        let c = chain(5);
        let stored: Vec<String> = c.iter().map(Entry::to_json).collect();
        let ok = verify(&stored, Some(c[4].head())).unwrap();
        assert_eq!(
            (ok.entries, ok.head.seq, ok.anchor.hash.as_str()),
            (5, 5, GENESIS)
        );
    }

    #[test]
    fn an_edited_entry_breaks_at_its_seq() {
        let c = chain(5);
        let mut stored: Vec<String> = c.iter().map(Entry::to_json).collect();
        stored[2] = stored[2].replace("call 2", "call 9");
        let err = verify(&stored, None).unwrap_err();
        assert_eq!(err.seq, 3);
        assert!(matches!(err.reason, BreakReason::Hash { .. }), "{err}");
    }

    #[test]
    fn a_deleted_entry_and_deleted_newest_entries_are_named() {
        let c = chain(5);
        let stored: Vec<String> = c.iter().map(Entry::to_json).collect();
        let mut holed = stored.clone();
        holed.remove(1);
        let err = verify(&holed, None).unwrap_err();
        assert_eq!(
            (err.seq, err.reason.clone()),
            (
                3,
                BreakReason::Seq {
                    expected: 2,
                    found: 3
                }
            )
        );
        let err = verify(&stored[..3], Some(c[4].head())).unwrap_err();
        assert_eq!(err.seq, 4);
        assert!(
            err.to_string().contains("newest entries were deleted"),
            "{err}"
        );
    }

    #[test]
    fn a_recorded_head_with_no_chain_behind_it_is_a_deleted_chain() {
        let c = chain(2);
        let err = verify(&[], Some(c[1].head())).unwrap_err();
        assert_eq!(
            (err.seq, &err.reason),
            (1, &BreakReason::Deleted { head: 2 })
        );
        assert!(
            err.to_string().contains("the whole chain was deleted"),
            "{err}"
        );
    }

    #[test]
    fn a_rewritten_chain_does_not_match_the_recorded_head() {
        let c = chain(3);
        let mut forged_head = Head::default();
        let forged: Vec<String> = (0..3)
            .map(|_| {
                let e = Record::new("ns/a", "forged").chain(&forged_head);
                forged_head = e.head();
                e.to_json()
            })
            .collect();
        let err = verify(&forged, Some(c[2].head())).unwrap_err();
        assert_eq!(err.seq, 3);
        assert!(matches!(err.reason, BreakReason::Head { .. }), "{err}");
    }

    #[test]
    fn foreign_and_malformed_entries_are_named_errors() {
        let c = chain(2);
        let first = c[0].to_json();
        for (bad, want) in [
            ("not json", "not JSON"),
            ("[1,2]", "not a JSON object"),
            (r#"{"hello":"world"}"#, "no numeric `seq`"),
            (r#"{"seq":2}"#, "no `hash` string"),
        ] {
            let err = verify(&[first.clone(), bad.to_string()], None).unwrap_err();
            assert_eq!(err.seq, 2, "{bad}");
            assert!(err.to_string().contains(want), "{bad}: {err}");
        }
        // Well linked and hashed, but not an entry of ours.
        let mut v = serde_json::json!({"seq": 2, "prev": c[0].hash, "kind": "teapot"});
        let hash = entry_hash(&c[0].hash, &v);
        v["hash"] = Value::String(hash);
        let err = verify(&[first, v.to_string()], None).unwrap_err();
        assert!(
            err.to_string().contains("not an Argus audit entry"),
            "{err}"
        );
    }

    #[test]
    fn verification_starts_from_a_checkpoint() {
        let c = chain(5);
        let stored: Vec<String> = c[3..].iter().map(Entry::to_json).collect();
        let mut v = Verifier::new(c[2].head()).expect_head(c[4].head());
        for s in &stored {
            v.push(None, s).unwrap();
        }
        assert_eq!(v.finish().unwrap().entries, 2);
        let mut v = Verifier::new(Head::default());
        assert_eq!(v.push(None, &stored[0]).unwrap_err().seq, 4);
    }
}
