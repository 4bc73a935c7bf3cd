//! The console's entries shipped to the namespace's Redis, where the operator's console
//! reads them (key layout: [`argus_crds::console`]). Recording hands an entry
//! to a bounded queue and returns; one background task writes what has queued up as one
//! pipeline. A full queue drops the entry and counts it (`argus_console_feed_total{reason="dropped"}`):
//! the agent's request never waits for the console.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use argus_crds::{console as keys, tenant_namespace};
use fred::prelude::*;
use fred::types::streams::XCap;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use tokio::sync::{mpsc, watch};

use crate::obs::metrics::Reason;
use crate::stores::session::SessionKey;

/// Entries waiting to be written; beyond it entries are dropped (and counted).
pub const QUEUE: usize = 4096;
/// Most entries written by one pipeline.
const BATCH: usize = 256;
/// How long the feed waits for its first connection before it starts writing anyway
/// (and says, once, that Redis is not there yet).
const FIRST_CONNECT: std::time::Duration = std::time::Duration::from_secs(2);

/// What one entry changes in its session's summary and its minute's counters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Delta {
    pub calls: u64,
    pub tokens: u64,
    pub requests: u64,
    pub violations: u64,
    pub refusals: u64,
    pub interventions: u64,
    /// The state the session is in after this entry (a workflow step).
    pub state: Option<String>,
    /// The workflow of that step.
    pub workflow: Option<String>,
    /// The constraints this step violated (one per violation).
    pub violated: Vec<String>,
}

/// One entry on its way to Redis.
#[derive(Debug)]
pub struct Shipped {
    pub key: SessionKey,
    /// The entry's JSON, as the local console serves it.
    pub json: Arc<str>,
    pub at_ms: u64,
    pub delta: Delta,
}

/// The handle recording uses: a bounded queue into the writer task.
pub struct Feed {
    tx: mpsc::Sender<Shipped>,
    counts: Family<Reason, Counter>,
    written: watch::Receiver<u64>,
}

fn reason(counts: &Family<Reason, Counter>, why: &str, n: u64) {
    counts
        .get_or_create(&Reason {
            reason: why.to_string(),
        })
        .inc_by(n);
}

impl Feed {
    /// Starts the writer on a connection of its own made like `client`'s (the
    /// namespace's Redis);
    /// `counts` counts entries `shipped`, `dropped` (queue full) and `failed` (Redis
    /// refused the batch). The task ends when the feed is dropped.
    pub fn start(client: Client, counts: Family<Reason, Counter>) -> Self {
        Self::with_queue(client, counts, QUEUE)
    }

    /// [`Feed::start`] with a queue of `capacity` entries.
    pub fn with_queue(client: Client, counts: Family<Reason, Counter>, capacity: usize) -> Self {
        let (tx, rx) = mpsc::channel(capacity.max(1));
        let (written_tx, written) = watch::channel(0);
        tokio::spawn(write_loop(client, rx, counts.clone(), written_tx));
        Self {
            tx,
            counts,
            written,
        }
    }

    /// Queues `entry`, never waiting: a full queue drops it and counts the drop.
    pub fn offer(&self, entry: Shipped) {
        if self.tx.try_send(entry).is_err() {
            reason(&self.counts, "dropped", 1);
        }
    }

    /// Entries handled so far (written or failed): tests wait on it.
    pub fn handled(&self) -> watch::Receiver<u64> {
        self.written.clone()
    }
}

async fn write_loop(
    client: Client,
    mut rx: mpsc::Receiver<Shipped>,
    counts: Family<Reason, Counter>,
    handled: watch::Sender<u64>,
) {
    // A connection of its own (same settings, reconnect policy included): a batch of a
    // few thousand commands must not queue ahead of the session store's commands on
    // the connection the agent's requests wait for.
    // It keeps trying in the background (the store's client does not fail fast), so a
    // Redis that answers only later is used from then on.
    let client = client.clone_new();
    client.connect();
    if !matches!(
        tokio::time::timeout(FIRST_CONNECT, client.wait_for_connect()).await,
        Ok(Ok(()))
    ) {
        tracing::warn!(
            "the console feed cannot connect to Redis yet; its entries are dropped until it does"
        );
    }
    let mut batch = Vec::with_capacity(BATCH);
    let mut failing = false;
    while rx.recv_many(&mut batch, BATCH).await > 0 {
        let n = batch.len() as u64;
        match write(&client, &batch).await {
            Ok(()) => {
                failing = false;
                reason(&counts, "shipped", n);
            }
            Err(e) => {
                // Logged once per outage, counted always.
                if !failing {
                    tracing::warn!(error = %e, entries = n, "cannot write console entries to Redis; dropping them");
                }
                failing = true;
                reason(&counts, "failed", n);
            }
        }
        batch.clear();
        handled.send_modify(|h| *h += n);
    }
}

/// A session's changes within one batch.
#[derive(Default)]
struct SessionChange<'a> {
    first_ms: u64,
    last_ms: u64,
    delta: Delta,
    entries: Vec<&'a str>,
}

/// A tenant's minute within one batch: its counters and violations per constraint.
#[derive(Default)]
struct MinuteChange {
    counts: [u64; 4],
    violated: HashMap<String, u64>,
}

/// Writes one batch as one pipeline: every entry to its session's stream, then per
/// session its summary and place in the tenant's set, per tenant and minute its counters.
async fn write(client: &Client, batch: &[Shipped]) -> Result<(), Error> {
    let mut sessions: HashMap<&SessionKey, SessionChange> = HashMap::new();
    let mut minutes: HashMap<(&str, u64), MinuteChange> = HashMap::new();
    for s in batch {
        let c = sessions.entry(&s.key).or_insert_with(|| SessionChange {
            first_ms: s.at_ms,
            ..SessionChange::default()
        });
        c.first_ms = c.first_ms.min(s.at_ms);
        c.last_ms = c.last_ms.max(s.at_ms);
        c.entries.push(&s.json);
        let d = &mut c.delta;
        d.calls += s.delta.calls;
        d.tokens += s.delta.tokens;
        d.violations += s.delta.violations;
        d.refusals += s.delta.refusals;
        if s.delta.state.is_some() {
            d.state.clone_from(&s.delta.state);
        }
        if s.delta.workflow.is_some() {
            d.workflow.clone_from(&s.delta.workflow);
        }
        let m = minutes
            .entry((&s.key.tenant, s.at_ms / 60_000))
            .or_default();
        m.counts[0] += s.delta.requests;
        m.counts[1] += s.delta.violations;
        m.counts[2] += s.delta.refusals;
        m.counts[3] += s.delta.interventions;
        if let Some(w) = &s.delta.workflow {
            for c in &s.delta.violated {
                *m.violated.entry(keys::violation_field(w, c)).or_default() += 1;
            }
        }
    }
    let p = client.pipeline();
    let mut tenants: HashSet<&str> = HashSet::new();
    for (key, c) in &sessions {
        let (tenant, id) = (&*key.tenant, key.session.as_str());
        let timeline = keys::timeline_key(tenant, id);
        for json in &c.entries {
            let cap = XCap::try_from(("MAXLEN", "~", keys::TIMELINE_ENTRIES as i64))?;
            let _: () = p
                .xadd(&timeline, false, cap, "*", vec![(keys::FIELD_ENTRY, *json)])
                .await?;
        }
        let _: () = p.expire(&timeline, keys::RETENTION_SECONDS, None).await?;
        let summary = keys::session_key(tenant, id);
        let _: () = p.hsetnx(&summary, "firstMs", c.first_ms).await?;
        let trace = crate::obs::trace::trace_id(key);
        let _: () = p.hsetnx(&summary, keys::FIELD_TRACE, trace).await?;
        let mut set: Vec<(&str, String)> = vec![("lastMs", c.last_ms.to_string())];
        if let Some(s) = &c.delta.state {
            set.push((keys::FIELD_STATE, s.clone()));
        }
        if let Some(w) = &c.delta.workflow {
            set.push((keys::FIELD_WORKFLOW, w.clone()));
        }
        let _: () = p.hset(&summary, set).await?;
        for (field, by) in [
            ("calls", c.delta.calls),
            ("tokens", c.delta.tokens),
            ("violations", c.delta.violations),
            ("refusals", c.delta.refusals),
        ] {
            let _: () = p.hincrby(&summary, field, by as i64).await?;
        }
        let _: () = p.expire(&summary, keys::RETENTION_SECONDS, None).await?;
        let set = keys::sessions_key(tenant);
        let _: () = p
            .zadd(&set, None, None, false, false, (c.last_ms as f64, id))
            .await?;
        tenants.insert(tenant);
        let _: () = p
            .zremrangebyrank(&set, 0, -(keys::MAX_SESSIONS as i64) - 1)
            .await?;
        let _: () = p.expire(&set, keys::RETENTION_SECONDS, None).await?;
    }
    for ((tenant, minute), change) in &minutes {
        let key = keys::minute_key(tenant, *minute);
        for (field, by) in keys::MINUTE_FIELDS.iter().zip(&change.counts) {
            if *by > 0 {
                let _: () = p.hincrby(&key, *field, *by as i64).await?;
            }
        }
        for (field, by) in &change.violated {
            let _: () = p.hincrby(&key, field.as_str(), *by as i64).await?;
        }
        let _: () = p.expire(&key, keys::MINUTE_TTL_SECONDS, None).await?;
    }
    for tenant in tenants {
        let key = keys::tenants_key(tenant_namespace(tenant));
        let _: () = p.sadd(&key, tenant).await?;
        let _: () = p.expire(&key, keys::RETENTION_SECONDS, None).await?;
    }
    // Each command's own answer is of no interest; an error anywhere fails the batch.
    let _: Vec<Value> = p.all().await?;
    Ok(())
}
