//! Risk tiers (seeds 003 and 004): what an actor may do and what a tool requires.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// How much damage an action can do, from reading to changing privileges. Ordered:
/// an actor of tier T may use tools whose tier is at most T.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
pub enum RiskTier {
    /// Reads data; changes nothing.
    #[serde(rename = "READ_ONLY")]
    ReadOnly,
    /// Writes within narrow, reversible limits (e.g. adding a note).
    #[serde(rename = "WRITE_LIMITED")]
    WriteLimited,
    /// Modifies existing records.
    #[serde(rename = "MODIFY")]
    Modify,
    /// Deletes records; hard to undo.
    #[serde(rename = "DELETE")]
    Delete,
    /// Changes permissions, credentials or other privileges.
    #[serde(rename = "PRIVILEGE")]
    Privilege,
}

impl RiskTier {
    /// All tiers, lowest first.
    pub const ALL: [RiskTier; 5] = [
        RiskTier::ReadOnly,
        RiskTier::WriteLimited,
        RiskTier::Modify,
        RiskTier::Delete,
        RiskTier::Privilege,
    ];

    /// The wire name (`READ_ONLY`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            RiskTier::ReadOnly => "READ_ONLY",
            RiskTier::WriteLimited => "WRITE_LIMITED",
            RiskTier::Modify => "MODIFY",
            RiskTier::Delete => "DELETE",
            RiskTier::Privilege => "PRIVILEGE",
        }
    }
}

impl std::fmt::Display for RiskTier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_are_ordered_by_risk() {
        assert!(RiskTier::ReadOnly < RiskTier::WriteLimited);
        assert!(RiskTier::Delete < RiskTier::Privilege);
        let mut sorted = RiskTier::ALL;
        sorted.sort();
        assert_eq!(sorted, RiskTier::ALL);
    }

    #[test]
    fn wire_names_match_display() {
        for t in RiskTier::ALL {
            assert_eq!(
                serde_json::to_value(t).unwrap(),
                serde_json::json!(t.as_str())
            );
        }
    }
}
