//! The entry of the chain: seed 004's audit fields plus `seq`, `prev` and `hash`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::canonical;

/// The `prev` of the first entry of a chain.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// What an entry records.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// An action: an LLM call, a gate decision, an approval event, an intervention, a loop.
    #[default]
    Record,
    /// Records that were lost before they reached the chain (`count` of them): the
    /// writer's queue overflowed, for example during a store outage.
    Gap,
    /// Retention trimmed the chain up to and including `checkpoint`; the entries after it
    /// verify against that seq and hash.
    Checkpoint,
}

/// One action as the writer hands it over, before it has a place in the chain.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Record {
    pub kind: EntryKind,
    /// RFC 3339, UTC, milliseconds.
    pub timestamp: String,
    /// The OpenTelemetry trace (or, without tracing, the session) the action belongs to.
    #[serde(default)]
    pub trace_id: String,
    /// The tenant: `<namespace>/<actor>` in a cluster, the config's name in local mode.
    #[serde(default)]
    pub agent_id: String,
    /// `llm_call`, `gate_decision`, `approval_*`, `intervention`, `loop_detected`, ...
    #[serde(default)]
    pub action: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_name: Option<String>,
    /// Omitted or redacted per the GateStack's `includeArguments` / `redactKeys`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_bundle_id: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gates_passed: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gates_failed: Vec<String>,
    /// `EXECUTE | EXPLAIN | DEFER | REFUSE` for gated actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_summary: Option<String>,
    /// Gap entries: how many records were lost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u64>,
    /// Checkpoint entries: the last trimmed entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkpoint: Option<Head>,
    /// Everything else the emitter said (tokens, model, outcome, ...).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub details: BTreeMap<String, Value>,
}

impl Record {
    /// A record of `action` by `agent_id`, stamped now.
    pub fn new(agent_id: impl Into<String>, action: impl Into<String>) -> Self {
        Self {
            timestamp: now(),
            agent_id: agent_id.into(),
            action: action.into(),
            ..Self::default()
        }
    }

    /// A gap of `count` lost records.
    pub fn gap(agent_id: impl Into<String>, count: u64) -> Self {
        Self {
            kind: EntryKind::Gap,
            count: Some(count),
            result_summary: Some(format!(
                "{count} audit records lost before they reached the chain"
            )),
            ..Self::new(agent_id, "audit_gap")
        }
    }

    /// The entry that records a retention trim up to `last_trimmed`.
    pub fn checkpoint(agent_id: impl Into<String>, last_trimmed: Head) -> Self {
        Self {
            kind: EntryKind::Checkpoint,
            result_summary: Some(format!(
                "entries up to seq {} trimmed by retention",
                last_trimmed.seq
            )),
            checkpoint: Some(last_trimmed),
            ..Self::new(agent_id, "audit_checkpoint")
        }
    }

    /// This record as the entry after `head`, hashed.
    pub fn chain(self, head: &Head) -> Entry {
        let mut entry = Entry {
            seq: head.seq + 1,
            prev: head.hash.clone(),
            hash: String::new(),
            record: self,
        };
        entry.hash = entry_hash(&entry.prev, &entry.unhashed_value());
        entry
    }
}

/// An entry of the chain.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Entry {
    pub seq: u64,
    pub prev: String,
    pub hash: String,
    #[serde(flatten)]
    pub record: Record,
}

impl Entry {
    /// The JSON the hash covers: the entry without `hash`.
    pub fn unhashed_value(&self) -> Value {
        let mut v = serde_json::to_value(self).unwrap_or(Value::Null);
        if let Value::Object(m) = &mut v {
            m.remove("hash");
        }
        v
    }

    /// The entry as stored: canonical JSON with its hash.
    pub fn to_json(&self) -> String {
        canonical::to_string(&serde_json::to_value(self).unwrap_or(Value::Null))
    }

    /// Where the chain stands after this entry.
    pub fn head(&self) -> Head {
        Head {
            seq: self.seq,
            hash: self.hash.clone(),
        }
    }
}

/// `SHA-256(prev ‖ canonical JSON of unhashed)`, lower-case hex.
pub fn entry_hash(prev: &str, unhashed: &Value) -> String {
    let mut h = Sha256::new();
    h.update(prev.as_bytes());
    h.update(canonical::to_string(unhashed).as_bytes());
    hex::encode(h.finalize())
}

/// A position in a chain: the seq and hash of its newest entry (seq 0 and [`GENESIS`]
/// for an empty chain).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Head {
    pub seq: u64,
    pub hash: String,
}

impl Default for Head {
    fn default() -> Self {
        Self {
            seq: 0,
            hash: GENESIS.to_string(),
        }
    }
}

/// Where verification starts: the chain's beginning, or the checkpoint retention left.
pub type Anchor = Head;

fn now() -> String {
    format!("{:.3}", jiff::Timestamp::now())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_covers_prev_and_every_field_but_itself() {
        let mut r = Record::new("ns/agent", "llm_call");
        r.timestamp = "2026-01-01T00:00:00.000Z".into();
        let e = r.clone().chain(&Head::default());
        assert_eq!(e.seq, 1);
        assert_eq!(e.prev, GENESIS);
        let expected = {
            let mut h = Sha256::new();
            h.update(GENESIS.as_bytes());
            h.update(
                br#"{"action":"llm_call","agent_id":"ns/agent","kind":"record","prev":"0000000000000000000000000000000000000000000000000000000000000000","seq":1,"timestamp":"2026-01-01T00:00:00.000Z","trace_id":""}"#,
            );
            hex::encode(h.finalize())
        };
        assert_eq!(e.hash, expected);
        let mut other = r.clone();
        other.decision = Some("DEFER".into());
        assert_ne!(other.chain(&Head::default()).hash, e.hash);
        assert_ne!(r.chain(&e.head()).hash, e.hash);
    }

    #[test]
    fn timestamps_are_utc_with_milliseconds() {
        let t = Record::new("a", "b").timestamp;
        assert!(t.ends_with('Z') && t.len() == 24, "{t}");
    }
}
