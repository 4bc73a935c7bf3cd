//! Standard status conditions (`type`, `status`, `reason`, `message`,
//! `lastTransitionTime`) and the pure update rule that keeps them from flapping.

pub use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;

/// Condition type: the resource is usable by the sidecars.
pub const READY: &str = "Ready";
/// Condition type: the spec passed semantic validation.
pub const VALID: &str = "Valid";
/// Condition type: the namespace's Redis Stack answers.
pub const STORE_READY: &str = "StoreReady";

/// The desired state of one condition; `lastTransitionTime` is decided by [`upsert`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesiredCondition {
    /// Condition type, e.g. `Ready`.
    pub type_: String,
    /// `true` or `false` (`Unknown` while undecided).
    pub status: bool,
    /// CamelCase machine-readable reason.
    pub reason: String,
    /// Human-readable message.
    pub message: String,
}

impl DesiredCondition {
    /// A condition of `type_` with the given truth, reason and message.
    pub fn new(type_: &str, status: bool, reason: &str, message: impl Into<String>) -> Self {
        Self {
            type_: type_.to_string(),
            status,
            reason: reason.to_string(),
            message: message.into(),
        }
    }
}

/// Sets `desired` in `conditions`. The transition time changes only when the status
/// flips, so re-reconciling an unchanged object writes an identical status.
pub fn upsert(
    conditions: &mut Vec<Condition>,
    desired: DesiredCondition,
    generation: Option<i64>,
    now: Time,
) {
    let status = if desired.status { "True" } else { "False" }.to_string();
    match conditions.iter_mut().find(|c| c.type_ == desired.type_) {
        Some(existing) => {
            if existing.status != status {
                existing.last_transition_time = now;
            }
            existing.status = status;
            existing.reason = desired.reason;
            existing.message = desired.message;
            existing.observed_generation = generation;
        }
        None => conditions.push(Condition {
            type_: desired.type_,
            status,
            reason: desired.reason,
            message: desired.message,
            observed_generation: generation,
            last_transition_time: now,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> Time {
        Time(k8s_openapi::jiff::Timestamp::from_second(secs).unwrap())
    }

    #[test]
    fn transition_time_moves_only_when_status_flips() {
        let mut conds = Vec::new();
        upsert(
            &mut conds,
            DesiredCondition::new(READY, true, "Valid", "ok"),
            Some(1),
            at(10),
        );
        upsert(
            &mut conds,
            DesiredCondition::new(READY, true, "Valid", "still ok"),
            Some(2),
            at(20),
        );
        assert_eq!(conds.len(), 1);
        assert_eq!(conds[0].last_transition_time, at(10));
        assert_eq!(conds[0].message, "still ok");
        assert_eq!(conds[0].observed_generation, Some(2));
        upsert(
            &mut conds,
            DesiredCondition::new(READY, false, "Invalid", "bad"),
            Some(3),
            at(30),
        );
        assert_eq!(conds[0].last_transition_time, at(30));
        assert_eq!(conds[0].status, "False");
    }
}
