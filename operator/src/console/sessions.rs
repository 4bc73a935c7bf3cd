//! The console's session data of a cluster, read from each namespace's Redis where the
//! sidecars ship it (layout: [`argus_crds::console`]): the last hour's counts
//! per namespace, recent sessions, live sessions per workflow state, and one session's
//! timeline in the same JSON as a sidecar's local console, so one page renders both.

use std::collections::BTreeMap;

use argus_crds::console as keys;
use fred::prelude::*;
use serde::Serialize;

/// Where a namespace's Redis is.
#[async_trait::async_trait]
pub trait SessionSource: Send + Sync {
    /// A connected client of `namespace`'s Redis.
    async fn redis(&self, namespace: &str) -> Result<Client, String>;
}

/// A stream entry as read: its id and its fields.
type StreamEntry = (String, Vec<(String, String)>);

/// Sessions the list shows per tenant (most recently active first).
pub const LISTED: i64 = 200;

/// Counts of the last hour, summed over a namespace's tenants.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LastHour {
    pub requests: u64,
    pub violations: u64,
    pub refusals: u64,
    pub interventions: u64,
}

/// A session as the list shows it (the local console's fields, plus whose it is).
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SessionSummary {
    pub session: String,
    /// `<namespace>/<actor>`.
    pub tenant: String,
    pub state: Option<String>,
    pub workflow: Option<String>,
    pub first_ms: u64,
    pub last_ms: u64,
    pub calls: u64,
    pub violations: u64,
    pub refusals: u64,
    pub tokens: u64,
    #[serde(skip)]
    trace_id: String,
}

fn number(v: &Option<String>) -> u64 {
    v.as_deref().and_then(|s| s.parse().ok()).unwrap_or(0)
}

fn summary(tenant: &str, session: &str, f: &[Option<String>]) -> SessionSummary {
    let get = |i: usize| f.get(i).cloned().flatten();
    SessionSummary {
        session: session.to_string(),
        tenant: tenant.to_string(),
        state: get(0),
        workflow: get(1),
        trace_id: get(2).unwrap_or_default(),
        first_ms: number(&get(3)),
        last_ms: number(&get(4)),
        calls: number(&get(5)),
        violations: number(&get(6)),
        refusals: number(&get(7)),
        tokens: number(&get(8)),
    }
}

/// The tenants of `namespace` that wrote console data.
pub async fn tenants(client: &Client, namespace: &str) -> Result<Vec<String>, Error> {
    let mut t: Vec<String> = client.smembers(keys::tenants_key(namespace)).await?;
    t.sort();
    Ok(t)
}

/// The namespace's counts of the hour before `now_ms` (60 minutes of every tenant).
pub async fn last_hour(client: &Client, namespace: &str, now_ms: u64) -> Result<LastHour, Error> {
    let tenants = tenants(client, namespace).await?;
    if tenants.is_empty() {
        return Ok(LastHour::default());
    }
    let now = now_ms / 60_000;
    let p = client.pipeline();
    for t in &tenants {
        for m in (now.saturating_sub(59))..=now {
            let _: () = p
                .hmget(keys::minute_key(t, m), keys::MINUTE_FIELDS.to_vec())
                .await?;
        }
    }
    let minutes: Vec<Vec<Option<u64>>> = p.all().await?;
    let mut total = LastHour::default();
    for m in minutes {
        let n = |i: usize| m.get(i).copied().flatten().unwrap_or(0);
        total.requests += n(0);
        total.violations += n(1);
        total.refusals += n(2);
        total.interventions += n(3);
    }
    Ok(total)
}

/// Violations per workflow and constraint in the hour before `now_ms`, summed over the
/// namespace's tenants.
pub async fn violations_by_constraint(
    client: &Client,
    namespace: &str,
    now_ms: u64,
) -> Result<BTreeMap<String, BTreeMap<String, u64>>, Error> {
    let tenants = tenants(client, namespace).await?;
    let mut out: BTreeMap<String, BTreeMap<String, u64>> = BTreeMap::new();
    if tenants.is_empty() {
        return Ok(out);
    }
    let now = now_ms / 60_000;
    let p = client.pipeline();
    for t in &tenants {
        for m in (now.saturating_sub(59))..=now {
            let _: () = p.hgetall(keys::minute_key(t, m)).await?;
        }
    }
    let minutes: Vec<std::collections::HashMap<String, u64>> = p.all().await?;
    for m in minutes {
        for (field, n) in m {
            if let Some((w, c)) = keys::parse_violation_field(&field) {
                *out.entry(w.to_string())
                    .or_default()
                    .entry(c.to_string())
                    .or_default() += n;
            }
        }
    }
    Ok(out)
}

/// The summaries of `(tenant, session)` pairs, in the same order.
async fn summaries(
    client: &Client,
    pairs: &[(String, String)],
) -> Result<Vec<SessionSummary>, Error> {
    if pairs.is_empty() {
        return Ok(Vec::new());
    }
    let p = client.pipeline();
    for (t, s) in pairs {
        let _: () = p
            .hmget(keys::session_key(t, s), keys::SUMMARY_FIELDS.to_vec())
            .await?;
    }
    let fields: Vec<Vec<Option<String>>> = p.all().await?;
    Ok(pairs
        .iter()
        .zip(fields)
        .map(|((t, s), f)| summary(t, s, &f))
        .collect())
}

/// Sessions of `namespace` that were active since `since_ms` (all kept ones for 0), as
/// `(tenant, session)`, at most `per_tenant` of each tenant, most recent first.
async fn active(
    client: &Client,
    namespace: &str,
    since_ms: u64,
    per_tenant: i64,
) -> Result<Vec<(String, String)>, Error> {
    let mut out = Vec::new();
    for t in tenants(client, namespace).await? {
        let ids: Vec<String> = client
            .zrevrangebyscore(
                keys::sessions_key(&t),
                "+inf",
                since_ms as f64,
                false,
                Some((0, per_tenant)),
            )
            .await?;
        out.extend(ids.into_iter().map(|s| (t.clone(), s)));
    }
    Ok(out)
}

/// The newest session activity (ms) among the namespace's tenants; 0 when none.
pub async fn newest_activity(client: &Client, namespace: &str) -> Result<u64, Error> {
    let mut newest = 0u64;
    for t in tenants(client, namespace).await? {
        let top: Vec<(String, f64)> = client
            .zrange(keys::sessions_key(&t), 0, 0, None, true, None, true)
            .await?;
        if let Some((_, score)) = top.first() {
            newest = newest.max(*score as u64);
        }
    }
    Ok(newest)
}

/// The namespace's recent sessions, most recently active first.
pub async fn list(client: &Client, namespace: &str) -> Result<Vec<SessionSummary>, Error> {
    let pairs = active(client, namespace, 0, LISTED).await?;
    let mut all = summaries(client, &pairs).await?;
    all.sort_by_key(|s| std::cmp::Reverse(s.last_ms));
    Ok(all)
}

/// Sessions active in the hour before `now_ms`, per workflow and state.
pub async fn per_state(
    client: &Client,
    namespace: &str,
    now_ms: u64,
) -> Result<BTreeMap<String, BTreeMap<String, u64>>, Error> {
    let pairs = active(
        client,
        namespace,
        now_ms.saturating_sub(3_600_000),
        keys::MAX_SESSIONS as i64,
    )
    .await?;
    let mut out: BTreeMap<String, BTreeMap<String, u64>> = BTreeMap::new();
    for s in summaries(client, &pairs).await? {
        if let (Some(w), Some(st)) = (s.workflow, s.state) {
            *out.entry(w).or_default().entry(st).or_default() += 1;
        }
    }
    Ok(out)
}

/// One session's timeline as JSON (the local console's shape: the summary's fields,
/// `traceId`, `entries` oldest first, the newest [`keys::TIMELINE_ENTRIES`]); `None`
/// when the namespace holds no such session.
pub async fn timeline(
    client: &Client,
    tenant: &str,
    session: &str,
) -> Result<Option<String>, Error> {
    let p = client.pipeline();
    let _: () = p
        .hmget(
            keys::session_key(tenant, session),
            keys::SUMMARY_FIELDS.to_vec(),
        )
        .await?;
    let _: () = p
        .xrevrange(
            keys::timeline_key(tenant, session),
            "+",
            "-",
            Some(keys::TIMELINE_ENTRIES),
        )
        .await?;
    let (fields, entries): (Vec<Option<String>>, Vec<StreamEntry>) = p.all().await?;
    if fields.iter().all(Option::is_none) && entries.is_empty() {
        return Ok(None);
    }
    let s = summary(tenant, session, &fields);
    let Ok(mut out) = serde_json::to_string(&s) else {
        return Ok(None);
    };
    let size: usize = entries
        .iter()
        .flat_map(|(_, f)| f.iter().map(|(_, v)| v.len() + 1))
        .sum();
    out.reserve(size + 64);
    out.pop(); // the summary's closing brace
    out.push_str(",\"traceId\":");
    out.push_str(&serde_json::Value::from(s.trace_id.as_str()).to_string());
    out.push_str(",\"entries\":[");
    // Entries are stored as the JSON they are served as: joined, never re-encoded.
    let mut first = true;
    for (_, f) in entries.iter().rev() {
        if let Some((_, json)) = f.iter().find(|(k, _)| k == keys::FIELD_ENTRY) {
            if !first {
                out.push(',');
            }
            out.push_str(json);
            first = false;
        }
    }
    out.push_str("]}");
    Ok(Some(out))
}
