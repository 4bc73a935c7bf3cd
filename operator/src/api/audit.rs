//! `/api/v1/namespaces/{ns}/audit[/verify|/export]`: the namespace's audit chains, read
//! from its Redis. Query filters by actor, time, tool, decision and trace; verify checks
//! every chain of the namespace from its checkpoint (and against the head the operator
//! recorded); export streams every entry as JSON lines, one Redis page at a time.

use std::collections::HashMap;
use std::sync::Arc;

use argus_audit::ChainStore;
use argus_audit::{Entry, Head};
use argus_audit::{Filter, parse_since};
use bytes::Bytes;
use http::{Response, StatusCode};
use http_body_util::{BodyExt as _, StreamBody};
use hyper::body::Frame;
use serde::Serialize;
use tokio::sync::Mutex;

use super::{ApiBody, error, full};
use crate::serve::respond;
use http_body_util::Full;

/// Most entries one query answers.
pub const MAX_QUERY: usize = 10_000;

/// Entries one export page reads (`XRANGE … COUNT`) and sends as one body chunk. The
/// export holds at most this page in memory, whatever the chain's length: the next page
/// is read only when the client has taken the previous one.
pub const EXPORT_PAGE: u64 = 256;

/// The three audit calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Query,
    Verify,
    Export,
}

/// Where a namespace's chains are.
#[async_trait::async_trait]
pub trait ChainSource: Send + Sync {
    /// The namespace's chain store (its Redis).
    async fn chains(&self, namespace: &str) -> Result<ChainStore, String>;
    /// The chain heads recorded for the namespace (GateStack status), by tenant.
    async fn recorded_heads(&self, namespace: &str) -> HashMap<String, Head>;
}

/// The audit endpoints.
pub struct AuditApi {
    pub source: Arc<dyn ChainSource>,
}

#[derive(Serialize)]
struct ChainReport {
    tenant: String,
    ok: bool,
    entries: u64,
    anchor: Option<Head>,
    head: Option<Head>,
    gaps: u64,
    lost: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    broken: Option<BrokenReport>,
}

#[derive(Serialize)]
struct BrokenReport {
    seq: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    reason: String,
}

/// The query string as a filter (and a limit); bad values are named.
pub fn parse_query(query: &str, now: jiff::Timestamp) -> Result<(Filter, usize), String> {
    let mut f = Filter::default();
    let mut limit = 1000;
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        let v = v.into_owned();
        if v.is_empty() {
            continue;
        }
        match k.as_ref() {
            "actor" => f.actor = Some(v),
            "since" => f.since = Some(parse_since(&v, now).map_err(|e| e.to_string())?),
            "tool" => f.tool = Some(v),
            "decision" => {
                if !["EXECUTE", "EXPLAIN", "DEFER", "REFUSE"]
                    .iter()
                    .any(|d| d.eq_ignore_ascii_case(&v))
                {
                    return Err(format!(
                        "decision {v:?}: expected EXECUTE, EXPLAIN, DEFER or REFUSE"
                    ));
                }
                f.decision = Some(v)
            }
            "traceId" => f.trace_id = Some(v),
            "limit" => {
                limit = v
                    .parse::<usize>()
                    .ok()
                    .filter(|n| (1..=MAX_QUERY).contains(n))
                    .ok_or_else(|| format!("limit {v:?}: expected 1 to {MAX_QUERY}"))?
            }
            other => {
                return Err(format!(
                    "unknown query parameter {other:?} (actor, since, tool, decision, traceId, limit)"
                ));
            }
        }
    }
    Ok((f, limit))
}

impl AuditApi {
    pub async fn handle(&self, namespace: &str, op: Op, query: &str) -> Response<ApiBody> {
        let (filter, limit) = match parse_query(query, jiff::Timestamp::now()) {
            Ok(q) => q,
            Err(e) => return full(error(StatusCode::BAD_REQUEST, e)),
        };
        let store = match self.source.chains(namespace).await {
            Ok(s) => s,
            Err(e) => {
                return full(error(
                    StatusCode::SERVICE_UNAVAILABLE,
                    format!("namespace {namespace}: {e}"),
                ));
            }
        };
        let prefix = format!("{namespace}/");
        let mut tenants: Vec<String> = match store.tenants().await {
            Ok(t) => t.into_iter().filter(|t| t.starts_with(&prefix)).collect(),
            Err(e) => return full(error(StatusCode::SERVICE_UNAVAILABLE, e)),
        };
        // Verify also checks every chain whose head a GateStack recorded: one deleted
        // whole (stream and head) is no longer in the store's list, and must not pass
        // as "no chains".
        let recorded = match op {
            Op::Verify => self.source.recorded_heads(namespace).await,
            Op::Query | Op::Export => HashMap::new(),
        };
        tenants.extend(recorded.keys().filter(|t| t.starts_with(&prefix)).cloned());
        tenants.sort();
        tenants.dedup();
        let tenants: Vec<String> = match &filter.actor {
            Some(a) => tenants
                .into_iter()
                .filter(|t| t == a || t.strip_prefix(&prefix) == Some(a.as_str()))
                .collect(),
            None => tenants,
        };
        let result = match op {
            Op::Query => self.query(&store, &tenants, &filter, limit).await,
            Op::Export => return export(store, tenants, filter),
            Op::Verify => self.verify(namespace, &store, &tenants, &recorded).await,
        };
        full(result.unwrap_or_else(|e| error(StatusCode::SERVICE_UNAVAILABLE, e)))
    }

    async fn entries(
        store: &ChainStore,
        tenants: &[String],
        filter: &Filter,
        mut each: impl FnMut(Entry) -> bool,
    ) -> Result<(), argus_audit::ChainStoreError> {
        for t in tenants {
            let mut more = true;
            store
                .scan(t, |s| {
                    // Entries that do not parse are verify's to report; a query skips them.
                    if let Some(e) = s
                        .entry
                        .as_deref()
                        .and_then(|j| serde_json::from_str::<Entry>(j).ok())
                        && filter.matches(&e)
                    {
                        more = each(e);
                    }
                    if more {
                        std::ops::ControlFlow::Continue(())
                    } else {
                        std::ops::ControlFlow::Break(())
                    }
                })
                .await?;
            if !more {
                break;
            }
        }
        Ok(())
    }

    async fn query(
        &self,
        store: &ChainStore,
        tenants: &[String],
        filter: &Filter,
        limit: usize,
    ) -> Result<Response<Full<Bytes>>, argus_audit::ChainStoreError> {
        let mut out = Vec::new();
        Self::entries(store, tenants, filter, |e| {
            out.push(e);
            out.len() < limit
        })
        .await?;
        let body = serde_json::json!({"entries": out, "truncated": out.len() >= limit});
        Ok(respond(
            StatusCode::OK,
            "application/json",
            body.to_string(),
        ))
    }

    async fn verify(
        &self,
        namespace: &str,
        store: &ChainStore,
        tenants: &[String],
        recorded: &HashMap<String, Head>,
    ) -> Result<Response<Full<Bytes>>, argus_audit::ChainStoreError> {
        let mut chains = Vec::new();
        for t in tenants {
            let report = match store.verify(t, recorded.get(t).cloned()).await? {
                Ok(v) => ChainReport {
                    tenant: t.clone(),
                    ok: true,
                    entries: v.entries,
                    anchor: Some(v.anchor),
                    head: Some(v.head),
                    gaps: v.gaps,
                    lost: v.lost,
                    broken: None,
                },
                Err(b) => ChainReport {
                    tenant: t.clone(),
                    ok: false,
                    entries: 0,
                    anchor: None,
                    head: None,
                    gaps: 0,
                    lost: 0,
                    broken: Some(BrokenReport {
                        seq: b.seq,
                        id: b.id,
                        reason: b.reason.to_string(),
                    }),
                },
            };
            chains.push(report);
        }
        let ok = chains.iter().all(|c| c.ok);
        let body = serde_json::json!({"namespace": namespace, "ok": ok, "chains": chains});
        Ok(respond(
            StatusCode::OK,
            "application/json",
            body.to_string(),
        ))
    }
}

/// Where an export stands: the tenants still to read and the last stream id sent.
struct ExportCursor {
    store: ChainStore,
    tenants: std::collections::VecDeque<String>,
    after: Option<String>,
    filter: Filter,
}

/// The export as a streamed JSON-lines body: each chunk is the matching entries of one
/// page of [`EXPORT_PAGE`] stream entries. A store failure mid-way ends the body with a
/// trailer line `{"error": "..."}` (the status line went out with the first chunk), so
/// the client tells a broken export from a complete one and says why.
fn export(store: ChainStore, tenants: Vec<String>, filter: Filter) -> Response<ApiBody> {
    let cursor = ExportCursor {
        store,
        tenants: tenants.into(),
        after: None,
        filter,
    };
    let pages = futures::stream::unfold(Some(cursor), |state| async move {
        let mut c = state?;
        while let Some(tenant) = c.tenants.front().cloned() {
            let page = match c.store.read(&tenant, c.after.as_deref(), EXPORT_PAGE).await {
                Ok(page) => page,
                Err(e) => {
                    tracing::warn!(tenant = %tenant, error = %e, "audit export broke off");
                    let mut line = serde_json::json!({
                        "error": format!("the export broke off: the audit chain of {tenant} could not be read: {e}")
                    })
                    .to_string();
                    line.push('\n');
                    return Some((
                        Ok::<_, std::io::Error>(Frame::data(Bytes::from(line))),
                        None,
                    ));
                }
            };
            match page.last() {
                Some(last) if page.len() as u64 == EXPORT_PAGE => c.after = Some(last.id.clone()),
                _ => {
                    c.tenants.pop_front();
                    c.after = None;
                }
            }
            let mut chunk = Vec::new();
            for stored in &page {
                // Entries that do not parse are verify's to report; an export skips them.
                if let Some(e) = stored
                    .entry
                    .as_deref()
                    .and_then(|j| serde_json::from_str::<Entry>(j).ok())
                    && c.filter.matches(&e)
                {
                    chunk.extend_from_slice(e.to_json().as_bytes());
                    chunk.push(b'\n');
                }
            }
            if !chunk.is_empty() {
                return Some((Ok(Frame::data(Bytes::from(chunk))), Some(c)));
            }
        }
        None
    });
    let mut response = Response::new(StreamBody::new(pages).boxed_unsync());
    response.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/jsonl"),
    );
    response
}

/// How long a request waits for a namespace's Redis to (re)connect before it is told
/// that the store cannot be reached (a 503 naming why).
pub const CONNECT_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// Where a namespace's Redis is: its URL from the namespace's name.
pub type RedisUrlOf = Arc<dyn Fn(&str) -> String + Send + Sync>;

/// The chains of a cluster: each namespace's own Redis (`redis-argus`, password from its
/// Secret), clients kept per namespace. A kept client reconnects by itself when its
/// Redis restarts; one that stays disconnected is dropped and made again from the
/// Secret (the store may have come back with a new password), so the API recovers
/// without an operator restart.
pub struct ClusterChains {
    pub client: kube::Client,
    url_of: RedisUrlOf,
    clients: Mutex<HashMap<String, Kept>>,
}

/// A namespace's client and its connection task (aborted when the client is dropped:
/// `quit` alone does not stop a task that is between two connection attempts).
#[derive(Clone)]
struct Kept {
    store: ChainStore,
    task: Arc<tokio::task::JoinHandle<Result<(), fred::error::Error>>>,
}

impl Kept {
    /// Stops the client and its reconnection attempts, in the background.
    fn close(self) {
        use fred::prelude::ClientLike as _;
        tokio::spawn(async move {
            let _ = tokio::time::timeout(
                std::time::Duration::from_secs(1),
                self.store.client().quit(),
            )
            .await;
            self.task.abort();
        });
    }
}

impl ClusterChains {
    /// Each namespace's `redis-argus` Service, named in `cluster_domain`.
    pub fn new(client: kube::Client, cluster_domain: &str) -> Self {
        let domain = cluster_domain.to_string();
        Self::with_urls(
            client,
            Arc::new(move |ns| crate::render::namespace_redis_url(ns, &domain)),
        )
    }

    /// Each namespace's Redis at `url_of(namespace)` (tests: a local server).
    pub fn with_urls(client: kube::Client, url_of: RedisUrlOf) -> Self {
        Self {
            client,
            url_of,
            clients: Mutex::new(HashMap::new()),
        }
    }

    async fn password(&self, namespace: &str) -> Result<String, String> {
        let secrets: kube::Api<k8s_openapi::api::core::v1::Secret> =
            kube::Api::namespaced(self.client.clone(), namespace);
        secrets
            .get_opt("redis-argus")
            .await
            .map_err(|e| format!("cannot read the store's Secret redis-argus: {e}"))?
            .and_then(|s| {
                s.data?
                    .get("password")
                    .map(|p| String::from_utf8_lossy(&p.0).into_owned())
            })
            .ok_or_else(|| {
                "no Argus store in this namespace (Secret redis-argus with a password)".to_string()
            })
    }

    /// A new client of `namespace`'s Redis, connected, or why not within [`CONNECT_WAIT`].
    async fn connect(&self, namespace: &str) -> Result<Kept, String> {
        use fred::prelude::*;
        let password = self.password(namespace).await?;
        let url = (self.url_of)(namespace);
        let mut config = Config::from_url(&url).map_err(|e| e.to_string())?;
        config.password = Some(password);
        // Retried in the background from the first attempt on (fred's default gives a
        // failed first connection up for good), and after every loss.
        config.fail_fast = false;
        let client = Builder::from_config(config)
            .with_performance_config(|p| {
                p.default_command_timeout = std::time::Duration::from_secs(10)
            })
            .with_connection_config(|c| {
                c.connection_timeout = std::time::Duration::from_secs(2);
                // A connection that stops answering (its pod replaced without a reset)
                // is closed and made again rather than timing out every call.
                c.unresponsive.max_timeout = Some(std::time::Duration::from_secs(15));
                c.unresponsive.interval = std::time::Duration::from_secs(2);
            })
            .set_policy(ReconnectPolicy::new_exponential(0, 100, 2_000, 2))
            .build()
            .map_err(|e| e.to_string())?;
        let kept = Kept {
            task: Arc::new(client.connect()),
            store: ChainStore::new(client),
        };
        if connected_within(kept.store.client(), CONNECT_WAIT).await {
            Ok(kept)
        } else {
            kept.close();
            Err(format!(
                "cannot reach the namespace's Redis at {url} within {} s",
                CONNECT_WAIT.as_secs()
            ))
        }
    }
}

/// Whether `client` is connected, waiting up to `wait` for it.
async fn connected_within(client: &fred::prelude::Client, wait: std::time::Duration) -> bool {
    use fred::prelude::ClientLike as _;
    client.is_connected()
        || matches!(
            tokio::time::timeout(wait, client.wait_for_connect()).await,
            Ok(Ok(()))
        )
}

#[async_trait::async_trait]
impl ChainSource for ClusterChains {
    async fn chains(&self, namespace: &str) -> Result<ChainStore, String> {
        use fred::prelude::ClientLike as _;
        let kept = self.clients.lock().await.get(namespace).cloned();
        if let Some(kept) = kept {
            if connected_within(kept.store.client(), CONNECT_WAIT).await {
                return Ok(kept.store);
            }
            // Still down: made again from the Secret below (and if that cannot connect
            // either, the caller learns why).
            let mut clients = self.clients.lock().await;
            if clients
                .get(namespace)
                .is_some_and(|k| k.store.client().id() == kept.store.client().id())
            {
                clients.remove(namespace);
            }
            drop(clients);
            tracing::info!(
                namespace,
                "the namespace's Redis client stayed disconnected; connecting anew"
            );
            kept.close();
        }
        let kept = self.connect(namespace).await?;
        let mut clients = self.clients.lock().await;
        match clients.get(namespace) {
            // Another request connected meanwhile: one client per namespace.
            Some(other) if other.store.client().is_connected() => {
                let store = other.store.clone();
                drop(clients);
                kept.close();
                Ok(store)
            }
            _ => {
                if let Some(old) = clients.insert(namespace.to_string(), kept.clone()) {
                    old.close();
                }
                Ok(kept.store)
            }
        }
    }

    async fn recorded_heads(&self, namespace: &str) -> HashMap<String, Head> {
        let api: kube::Api<argus_crds::GateStack> =
            kube::Api::namespaced(self.client.clone(), namespace);
        let mut heads = HashMap::new();
        if let Ok(list) = api.list(&Default::default()).await {
            for gs in list.items {
                for h in gs.status.map(|s| s.audit_heads).unwrap_or_default() {
                    heads.insert(
                        h.tenant,
                        Head {
                            seq: h.seq,
                            hash: h.hash,
                        },
                    );
                }
            }
        }
        heads
    }
}

/// The console reads session data from the same per-namespace Redis clients.
#[async_trait::async_trait]
impl crate::console::sessions::SessionSource for ClusterChains {
    async fn redis(&self, namespace: &str) -> Result<fred::prelude::Client, String> {
        Ok(self.chains(namespace).await?.client().clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_query_parameters_are_named() {
        let now = jiff::Timestamp::now();
        assert!(
            parse_query(
                "actor=a&since=1h&tool=t&decision=defer&traceId=x&limit=5",
                now
            )
            .is_ok()
        );
        for (q, want) in [
            ("since=yesterday", "since \"yesterday\""),
            ("decision=MAYBE", "decision \"MAYBE\""),
            ("limit=0", "limit \"0\""),
            ("who=me", "unknown query parameter \"who\""),
        ] {
            assert!(parse_query(q, now).unwrap_err().contains(want), "{q}");
        }
    }
}
