//! Semantic checks of an Approval: what its schema cannot say (a hash that is hex, an
//! expiry that is a time, approvers named at all, a status that fits its phase).

use super::{Problem, Sink};
use crate::approval::{ApprovalPhase, ApprovalSpec, ApprovalStatus};

/// Every problem of an Approval's spec and (when given) status.
pub fn validate_approval(spec: &ApprovalSpec, status: Option<&ApprovalStatus>) -> Vec<Problem> {
    let mut sink = Sink::new("spec");
    if spec.arguments_sha256.len() != 64
        || !spec
            .arguments_sha256
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        sink.error(
            "argumentsSha256",
            format!(
                "{:?} is not a SHA-256 in lowercase hex (64 characters)",
                spec.arguments_sha256
            ),
        );
    }
    if spec.expires_at.parse::<jiff::Timestamp>().is_err() {
        sink.error(
            "expiresAt",
            format!(
                "{:?} is not an RFC 3339 time (e.g. 2026-01-02T03:04:05Z)",
                spec.expires_at
            ),
        );
    }
    if spec.approvers.is_empty() {
        sink.error(
            "approvers",
            "names no group and no user: nobody could decide this approval",
        );
    }
    for (i, g) in spec.approvers.groups.iter().enumerate() {
        if g.trim().is_empty() || g.trim() != g {
            sink.error(
                format!("approvers.groups[{i}]"),
                format!("{g:?} is not a Kubernetes group name"),
            );
        }
    }
    for (i, u) in spec.approvers.users.iter().enumerate() {
        if u.trim().is_empty() || u.trim() != u {
            sink.error(
                format!("approvers.users[{i}]"),
                format!("{u:?} is not a Kubernetes user name"),
            );
        }
    }
    for (field, value) in [("tool", &spec.tool), ("session", &spec.session)] {
        if value.trim().is_empty() {
            sink.error(field, "must not be empty");
        }
    }
    let mut problems = sink.problems;
    if let Some(status) = status {
        let mut sink = Sink::new("status");
        let decided = status.phase.is_decided();
        if decided && status.phase != ApprovalPhase::Expired && status.decided_by.is_none() {
            sink.error(
                "decidedBy",
                format!("phase {} needs the decider", status.phase),
            );
        }
        if !decided && (status.decided_by.is_some() || status.decided_at.is_some()) {
            sink.error("decidedBy", "a Pending approval has no decider yet");
        }
        if let Some(at) = &status.decided_at
            && at.parse::<jiff::Timestamp>().is_err()
        {
            sink.error("decidedAt", format!("{at:?} is not an RFC 3339 time"));
        }
        problems.extend(sink.problems);
    }
    problems
}
