//! Selecting entries: the filters of `kubectl argus audit query` and the operator's
//! `/audit` endpoint, as one pure predicate.

use crate::Entry;

/// Which entries a query wants (every set field must match).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Filter {
    /// The actor: the tenant's actor name (`<namespace>/<actor>` matches too).
    pub actor: Option<String>,
    /// Entries at or after this instant.
    pub since: Option<jiff::Timestamp>,
    pub tool: Option<String>,
    /// `EXECUTE`, `EXPLAIN`, `DEFER` or `REFUSE` (any case).
    pub decision: Option<String>,
    pub trace_id: Option<String>,
}

/// A `since` that is neither a duration nor a timestamp.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("since {0:?}: expected a duration such as 90s, 15m, 1h, 7d or an RFC 3339 time")]
pub struct BadSince(pub String);

/// `since` as an instant: `1h`-style durations count back from `now`.
pub fn parse_since(since: &str, now: jiff::Timestamp) -> Result<jiff::Timestamp, BadSince> {
    let bad = || BadSince(since.to_string());
    if let Ok(t) = since.parse::<jiff::Timestamp>() {
        return Ok(t);
    }
    let split = since.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
    let (n, unit) = since.split_at(split);
    let n: i64 = n.parse().map_err(|_| bad())?;
    let secs = match unit {
        "s" => n,
        "m" => n.checked_mul(60).ok_or_else(bad)?,
        "h" => n.checked_mul(3600).ok_or_else(bad)?,
        "d" => n.checked_mul(86_400).ok_or_else(bad)?,
        _ => return Err(bad()),
    };
    now.checked_sub(jiff::SignedDuration::from_secs(secs))
        .map_err(|_| bad())
}

impl Filter {
    /// Whether `entry` is wanted.
    pub fn matches(&self, entry: &Entry) -> bool {
        let r = &entry.record;
        if let Some(a) = &self.actor
            && r.agent_id != *a
            && r.agent_id.rsplit('/').next() != Some(a.as_str())
        {
            return false;
        }
        if let Some(since) = self.since {
            match r.timestamp.parse::<jiff::Timestamp>() {
                Ok(t) if t >= since => {}
                _ => return false,
            }
        }
        if let Some(t) = &self.tool
            && r.tool_name
                .as_deref()
                .is_none_or(|x| !x.split(',').any(|x| x == t))
        {
            return false;
        }
        if let Some(d) = &self.decision
            && !r
                .decision
                .as_deref()
                .is_some_and(|x| x.eq_ignore_ascii_case(d))
        {
            return false;
        }
        if let Some(id) = &self.trace_id
            && r.trace_id != *id
        {
            return false;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Head, Record};

    #[test]
    fn every_set_filter_must_match() {
        let mut r = Record::new("shop/refunds", "llm_call");
        r.tool_name = Some("lookup_order,issue_refund".into());
        r.decision = Some("DEFER".into());
        r.trace_id = "abc".into();
        let e = r.chain(&Head::default());
        let now: jiff::Timestamp = e.record.timestamp.parse().unwrap();
        let f = |f: Filter| f.matches(&e);
        assert!(f(Filter::default()));
        assert!(f(Filter {
            actor: Some("refunds".into()),
            tool: Some("issue_refund".into()),
            decision: Some("defer".into()),
            trace_id: Some("abc".into()),
            since: Some(parse_since("1h", now).unwrap())
        }));
        assert!(f(Filter {
            actor: Some("shop/refunds".into()),
            ..Filter::default()
        }));
        assert!(!f(Filter {
            actor: Some("other".into()),
            ..Filter::default()
        }));
        assert!(!f(Filter {
            tool: Some("issue".into()),
            ..Filter::default()
        }));
        assert!(!f(Filter {
            decision: Some("REFUSE".into()),
            ..Filter::default()
        }));
        assert!(!f(Filter {
            trace_id: Some("abd".into()),
            ..Filter::default()
        }));
        let later = now
            .checked_add(jiff::SignedDuration::from_secs(60))
            .unwrap();
        assert!(!f(Filter {
            since: Some(later),
            ..Filter::default()
        }));
    }

    #[test]
    fn since_takes_durations_and_timestamps_and_names_bad_input() {
        let now: jiff::Timestamp = "2026-01-02T00:00:00Z".parse().unwrap();
        assert_eq!(
            parse_since("1h", now).unwrap().to_string(),
            "2026-01-01T23:00:00Z"
        );
        assert_eq!(
            parse_since("2d", now).unwrap().to_string(),
            "2025-12-31T00:00:00Z"
        );
        assert_eq!(
            parse_since("2026-01-01T12:00:00Z", now)
                .unwrap()
                .to_string(),
            "2026-01-01T12:00:00Z"
        );
        for bad in ["", "h", "1y", "yesterday", "99999999999999999999h"] {
            assert!(
                parse_since(bad, now)
                    .unwrap_err()
                    .to_string()
                    .contains("expected a duration"),
                "{bad}"
            );
        }
    }
}
