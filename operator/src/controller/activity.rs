//! An Actor's activity for its status — messages waiting in its inbox, sessions with a
//! message in the last hour, the time of the last one — and a Workflow's sessions of
//! the last hour, read from the namespace's Redis Stack, where the sidecars keep them
//! (keys from `argus_crds::inbox_key` and its kin); it also opens each Actor's inbox
//! there, the mark that it exists for its peers. A store that cannot be read leaves the
//! fields as they were; it never fails the reconcile.

use std::time::Duration;

use fred::prelude::*;

/// What the sidecars recorded for one actor.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Activity {
    /// Messages waiting in the inbox.
    pub mailbox_depth: u64,
    /// Sessions with a recorded message since `since_ms`.
    pub active_sessions: u64,
    /// When the last message was recorded (milliseconds since the epoch).
    pub last_activity_ms: Option<u64>,
}

/// Reads `tenant`'s activity since `since_ms` from the Redis at `url`, opening its
/// inbox; the inboxes of the namespace's Actors not in `live` (deleted ones) are removed,
/// so a message to a deleted actor is refused by name rather than kept for nobody.
pub async fn read(
    url: &str,
    password: Option<String>,
    tenant: &str,
    live: &[String],
    since_ms: u64,
) -> Result<Activity, String> {
    let client = connect(url, password).await?;
    let sessions = argus_crds::context_sessions_key(tenant);
    let result = async {
        // The Actor exists: its inbox does too, so that peers can write to it before
        // any of its pods ran (sidecars append only to an existing inbox).
        let opened: Result<Value, fred::error::Error> = client
            .xgroup_create(argus_crds::inbox_key(tenant), "argus", "$", true)
            .await;
        if let Err(e) = opened
            && !e.details().contains("BUSYGROUP")
        {
            return Err(e);
        }
        if let Some((ns, _)) = tenant.split_once('/') {
            let _: i64 = client
                .sadd(
                    argus_crds::opened_inboxes_key(ns),
                    argus_crds::inbox_key(tenant),
                )
                .await?;
            remove_orphan_inboxes(&client, ns, live).await?;
        }
        let depth: u64 = client.xlen(argus_crds::inbox_key(tenant)).await?;
        let active: u64 = client
            .zcount(&sessions, since_ms as f64, f64::INFINITY)
            .await?;
        let last: Vec<(String, f64)> = client
            .zrange(&sessions, 0, 0, None, true, None, true)
            .await?;
        Ok::<_, fred::error::Error>(Activity {
            mailbox_depth: depth,
            active_sessions: active,
            last_activity_ms: last.first().map(|(_, at)| *at as u64),
        })
    }
    .await
    .map_err(|e| e.to_string());
    let _ = client.quit().await;
    result
}

/// Deletes the inboxes of namespace `ns` the operator opened whose actor is not in
/// `live` (Actors have no finalizer: a deleted Actor's inbox is removed by the next
/// reconcile of any Actor of its namespace). The opened inboxes are kept in a set
/// ([`argus_crds::opened_inboxes_key`]), so no keyspace scan is needed.
async fn remove_orphan_inboxes(
    client: &Client,
    ns: &str,
    live: &[String],
) -> Result<(), fred::error::Error> {
    let opened: Vec<String> = client.smembers(argus_crds::opened_inboxes_key(ns)).await?;
    let live_keys: std::collections::HashSet<String> = live
        .iter()
        .map(|a| argus_crds::inbox_key(&format!("{ns}/{a}")))
        .collect();
    for key in opened.iter().filter(|k| !live_keys.contains(*k)) {
        let _: i64 = client.del(key.as_str()).await?;
        let _: i64 = client
            .srem(argus_crds::opened_inboxes_key(ns), key.as_str())
            .await?;
        tracing::info!(inbox = %key, "removed the inbox of a deleted Actor");
    }
    Ok(())
}

/// Sessions that used `workflow` of `namespace` since `since_ms`, from the Redis at `url`.
pub async fn workflow_sessions(
    url: &str,
    password: Option<String>,
    namespace: &str,
    workflow: &str,
    since_ms: u64,
) -> Result<u64, String> {
    let client = connect(url, password).await?;
    let key = argus_crds::workflow_sessions_key(namespace, workflow);
    let result: Result<u64, _> = client.zcount(&key, since_ms as f64, f64::INFINITY).await;
    let _ = client.quit().await;
    result.map_err(|e| e.to_string())
}

/// A short-lived client of the Redis at `url`: one attempt, two seconds per step.
pub(super) async fn connect(url: &str, password: Option<String>) -> Result<Client, String> {
    let mut config = Config::from_url(url).map_err(|e| format!("redis url: {e}"))?;
    if password.is_some() {
        config.password = password;
    }
    let client = Builder::from_config(config)
        .with_performance_config(|p| p.default_command_timeout = Duration::from_secs(2))
        .with_connection_config(|c| {
            c.connection_timeout = Duration::from_secs(2);
            c.max_command_attempts = 1;
        })
        .build()
        .map_err(|e| e.to_string())?;
    client
        .init()
        .await
        .map_err(|e| format!("redis connect: {e}"))?;
    Ok(client)
}

/// RFC 3339 of `ms` milliseconds since the epoch.
pub fn rfc3339(ms: u64) -> Option<String> {
    jiff::Timestamp::from_millisecond(i64::try_from(ms).ok()?)
        .ok()
        .map(|t| t.to_string())
}
