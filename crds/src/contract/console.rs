//! Where sidecars leave what the cluster console shows, in the namespace's Redis, and
//! how the operator reads it back. Sidecars write in the background (batched, never on
//! an agent's wait); the operator only reads. Every key of a tenant (`<namespace>/<actor>`)
//! is hash-tagged by the tenant, like the session keys, so a tenant's keys share a slot.
//!
//! | key | type | what | life |
//! |---|---|---|---|
//! | [`sessions_key`] `argus:console:{<tenant>}:sessions` | sorted set | session id → last activity (ms) | [`RETENTION_SECONDS`], trimmed to [`MAX_SESSIONS`] newest |
//! | [`session_key`] `argus:console:{<tenant>}:session:<id>` | hash | the session's summary: [`FIELD_STATE`], [`FIELD_WORKFLOW`], [`FIELD_TRACE`], `firstMs`, `lastMs`, `calls`, `violations`, `refusals`, `tokens` | [`RETENTION_SECONDS`] after its last entry |
//! | [`timeline_key`] `argus:console:{<tenant>}:timeline:<id>` | stream | one entry per timeline entry, field [`FIELD_ENTRY`] = the entry's JSON exactly as the local console serves it; `XADD … MAXLEN ~ 256` | [`RETENTION_SECONDS`] after its last entry |
//! | [`minute_key`] `argus:console:{<tenant>}:minute:<minutes since the epoch>` | hash | `requests`, `violations`, `refusals`, `interventions` of that minute, and violations per constraint ([`violation_field`]) | [`MINUTE_TTL_SECONDS`] (2 h): the last hour is the sum of 60 of them |
//! | [`tenants_key`] `argus:console:{<namespace>}:tenants` | set | the tenants of the namespace that wrote console data | [`RETENTION_SECONDS`] after the last write |
//!
//! The summary hash carries the state so that the operator counts sessions per state
//! of the last hour with one `ZRANGE … BYSCORE` and one `HMGET` per session.

/// The headers every answer of either console carries (the operator's and a local
/// sidecar's): nothing framed, nothing cached, no script or style from elsewhere, no
/// referrer. Names in lower case, as HTTP/2 and `HeaderName::from_static` want them.
pub const SECURITY_HEADERS: [(&str, &str); 4] = [
    ("x-content-type-options", "nosniff"),
    ("cache-control", "no-store"),
    (
        "content-security-policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    ),
    ("referrer-policy", "no-referrer"),
];

/// Timeline entries kept per session (`MAXLEN ~`: Redis may keep a few more; readers
/// take the newest [`TIMELINE_ENTRIES`]).
pub const TIMELINE_ENTRIES: u64 = 256;
/// Sessions kept per tenant in [`sessions_key`] (the least recently active go first).
pub const MAX_SESSIONS: u64 = 1000;
/// How long a session's console data outlives its last entry.
pub const RETENTION_SECONDS: i64 = 6 * 3600;
/// How long a minute's counters live: two hours, so the last hour is always complete.
pub const MINUTE_TTL_SECONDS: i64 = 2 * 3600;

/// The stream field that holds an entry's JSON.
pub const FIELD_ENTRY: &str = "e";
/// The summary field with the session's current workflow state.
pub const FIELD_STATE: &str = "state";
/// The summary field with the workflow the session follows.
pub const FIELD_WORKFLOW: &str = "workflow";
/// The summary field with the session's trace id (its root span's, as the sidecar exports).
pub const FIELD_TRACE: &str = "traceId";
/// The summary's counters, in the order readers ask for them.
pub const SUMMARY_FIELDS: [&str; 9] = [
    FIELD_STATE,
    FIELD_WORKFLOW,
    FIELD_TRACE,
    "firstMs",
    "lastMs",
    "calls",
    "violations",
    "refusals",
    "tokens",
];
/// The per-minute counters.
pub const MINUTE_FIELDS: [&str; 4] = ["requests", "violations", "refusals", "interventions"];

/// A tenant's sessions by last activity.
pub fn sessions_key(tenant: &str) -> String {
    format!("argus:console:{{{tenant}}}:sessions")
}

/// A session's summary.
pub fn session_key(tenant: &str, session: &str) -> String {
    format!("argus:console:{{{tenant}}}:session:{session}")
}

/// A session's timeline.
pub fn timeline_key(tenant: &str, session: &str) -> String {
    format!("argus:console:{{{tenant}}}:timeline:{session}")
}

/// A tenant's counters of one minute (`minute` = ms since the epoch / 60 000).
pub fn minute_key(tenant: &str, minute: u64) -> String {
    format!("argus:console:{{{tenant}}}:minute:{minute}")
}

/// Prefix of the per-constraint violation fields of a minute.
pub const VIOLATION_PREFIX: &str = "v:";

/// The minute field counting violations of `constraint` of `workflow`:
/// `v:<workflow>:<constraint>` (workflow names, Kubernetes names, hold no `:`).
pub fn violation_field(workflow: &str, constraint: &str) -> String {
    format!("{VIOLATION_PREFIX}{workflow}:{constraint}")
}

/// The workflow and constraint of a [`violation_field`], if `field` is one.
pub fn parse_violation_field(field: &str) -> Option<(&str, &str)> {
    field.strip_prefix(VIOLATION_PREFIX)?.split_once(':')
}

/// The tenants of a namespace that wrote console data.
pub fn tenants_key(namespace: &str) -> String {
    format!("argus:console:{{{namespace}}}:tenants")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_hash_tagged_by_tenant_or_namespace() {
        assert_eq!(
            sessions_key("shop/support"),
            "argus:console:{shop/support}:sessions"
        );
        assert_eq!(
            timeline_key("shop/support", "s-1"),
            "argus:console:{shop/support}:timeline:s-1"
        );
        assert_eq!(
            minute_key("shop/support", 29_000_000),
            "argus:console:{shop/support}:minute:29000000"
        );
        assert_eq!(tenants_key("shop"), "argus:console:{shop}:tenants");
        let f = violation_field("support", "verify:first");
        assert_eq!(parse_violation_field(&f), Some(("support", "verify:first")));
        assert_eq!(parse_violation_field("requests"), None);
    }
}
