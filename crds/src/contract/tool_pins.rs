//! Where the MCP gateway keeps the pins of an Actor's upstream tool definitions and the
//! tools it withholds, in the namespace's Redis, and the records the operator reads back
//! for the Actor's `status.toolPins` (and writes, for a pin accepted in the spec). Keys
//! are hash-tagged by the tenant (`<namespace>/<actor>`), like the session keys.
//!
//! | key | type | what | life |
//! |---|---|---|---|
//! | [`pins_key`] `argus:mcp:pins:{<tenant>}` | hash | tool name → [`PinRecord`] (JSON) | as long as the Actor uses the store (no TTL: a pin is a decision) |
//! | [`held_key`] `argus:mcp:held:{<tenant>}` | hash | tool name → [`HeldRecord`] (JSON): a withheld tool and why | until the tool is offered again |
//!
//! The first sidecar to list a tool pins it with `HSETNX`, so the replicas of an Actor
//! agree on the first definition; an accepted pin (`spec.tools[].pin`) is written by the
//! operator with `HSET` and wins over it in the sidecars at once (they read the spec too).

use serde::{Deserialize, Serialize};

/// The hash of a tenant's pins.
pub fn pins_key(tenant: &str) -> String {
    format!("argus:mcp:pins:{{{tenant}}}")
}

/// The hash of a tenant's withheld tools.
pub fn held_key(tenant: &str) -> String {
    format!("argus:mcp:held:{{{tenant}}}")
}

/// `PinRecord::by` of a definition pinned when first listed.
pub const PINNED_BY_FIRST_LISTING: &str = "firstListing";
/// `PinRecord::by` of a definition accepted in the Actor's spec.
pub const PINNED_BY_ACCEPTED: &str = "accepted";

/// One pinned definition.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PinRecord {
    /// `sha256:<hex>` of the definition's canonical form.
    pub sha256: String,
    /// The upstream that listed it (empty when the operator wrote an accepted pin).
    #[serde(default)]
    pub upstream: String,
    /// When it was pinned (milliseconds since the epoch).
    pub at_ms: u64,
    /// [`PINNED_BY_FIRST_LISTING`] or [`PINNED_BY_ACCEPTED`].
    pub by: String,
}

/// Why a tool is withheld.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum HeldReason {
    /// The upstream lists a definition that differs from the pin.
    Changed {
        /// `sha256:<hex>` of the pinned definition.
        pinned: String,
    },
    /// The injection check scored the definition above the adversarial gate's threshold.
    Flagged {
        /// The score.
        score: f64,
        /// The threshold it passed.
        threshold: f64,
        /// What was scored (`injection in the description of the definition of …`),
        /// never the text.
        source: String,
    },
}

/// A withheld tool.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HeldRecord {
    /// `sha256:<hex>` of the definition the upstream lists now.
    pub sha256: String,
    /// The upstream that lists it.
    pub upstream: String,
    /// When it was first withheld for this definition (milliseconds since the epoch).
    pub at_ms: u64,
    /// Why.
    pub reason: HeldReason,
}

/// The refusal of a call to a tool whose definition changed (fixed text: agents and
/// people search for it).
pub const CHANGED_MESSAGE: &str = "tool definition changed since it was pinned";

impl HeldRecord {
    /// Why, in one line (for the Actor's status and the agent's refusal).
    pub fn why(&self) -> String {
        match &self.reason {
            HeldReason::Changed { pinned } => format!(
                "{CHANGED_MESSAGE} (pinned {pinned}, now {}): accept it with spec.tools[].pin",
                self.sha256
            ),
            HeldReason::Flagged {
                score,
                threshold,
                source,
            } => format!(
                "flagged by the injection check: threat score {score:.2} above {threshold:.2} ({source})"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_tagged_by_tenant_and_records_round_trip() {
        assert_eq!(pins_key("ns/a"), "argus:mcp:pins:{ns/a}");
        assert_eq!(held_key("ns/a"), "argus:mcp:held:{ns/a}");
        let held = HeldRecord {
            sha256: "sha256:bb".into(),
            upstream: "http://kb/mcp".into(),
            at_ms: 5,
            reason: HeldReason::Changed {
                pinned: "sha256:aa".into(),
            },
        };
        let text = serde_json::to_string(&held).unwrap_or_default();
        assert!(text.contains(r#""kind":"changed""#), "{text}");
        assert_eq!(
            serde_json::from_str::<HeldRecord>(&text).ok(),
            Some(held.clone())
        );
        assert!(held.why().starts_with(CHANGED_MESSAGE), "{}", held.why());
    }
}
