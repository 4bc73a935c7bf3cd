//! What an upstream MCP server's tool definitions must pass before the gateway offers or
//! calls the tool (issue 29): the definition must be the pinned one (see `pins`: the
//! first listed, or the one the Actor accepted in `spec.tools[].pin`), and its
//! description and schemas must pass the adversarial gate's injection check, scored as
//! tool results are (`invocation::Scorer`: same threshold, same deadline, failing open
//! alike). A tool that fails either is withheld from `tools/list` and its calls are
//! refused, with the reason recorded where the operator puts it into the Actor's status.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::num::NonZeroUsize;
use std::sync::Arc;

use argus_crds::{
    FailureMode, ToolRuntime, ToolSpec,
    tool_pins::{HeldReason, HeldRecord, PINNED_BY_FIRST_LISTING, PinRecord},
};
use serde_json::Value;

use super::invocation::Scorer;
use super::pins::{PinBook, PinCheck, PinStore, definition_hash};
use super::sessions::GatewaySession;
use super::upstream::Caller;
use crate::gates::{Origin, Untrusted};
use crate::obs::metrics::Metrics;

/// Scan results kept (by definition hash): a definition is scored once, not per listing.
const SCANS_KEPT: usize = 1024;

/// The gateway's pins and the scores of the definitions it scanned.
pub struct ToolPins {
    /// Where pins and withheld tools are kept.
    pub store: PinStore,
    scans: Mutex<lru::LruCache<String, Scanned>>,
    /// The drifts this replica counted (`tenant`, tool, `pinned>changed` hashes), so
    /// that listings that race each other count a change once.
    drifts: Mutex<lru::LruCache<(String, String, String), ()>>,
}

impl std::fmt::Debug for ToolPins {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ToolPins")
            .field("store", &self.store)
            .finish_non_exhaustive()
    }
}

impl Default for ToolPins {
    fn default() -> Self {
        Self::new(None)
    }
}

impl ToolPins {
    /// Pins kept in `redis` when given, else in process.
    pub fn new(redis: Option<fred::prelude::Client>) -> Self {
        Self {
            store: PinStore::new(redis),
            scans: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(SCANS_KEPT).unwrap_or(NonZeroUsize::MIN),
            )),
            drifts: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(SCANS_KEPT).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }
}

/// The best threat score of a definition.
#[derive(Clone, Debug)]
struct Scanned {
    score: f64,
    /// What scored it (named, never quoted).
    source: String,
}

/// One upstream tool as its upstream lists it.
pub struct Candidate<'a> {
    /// The Actor's declaration.
    pub tool: &'a ToolSpec,
    /// The upstream's URL.
    pub upstream: String,
    /// The upstream's `tools/list` entry.
    pub entry: &'a Value,
}

/// The upstream tools among `tools` with the upstream's entry for each, as listed now:
/// `upstreams` by tool, their `lists` by upstream URL.
pub fn candidates<'a>(
    tools: &[&'a ToolSpec],
    upstreams: &std::collections::BTreeMap<&str, http::Uri>,
    lists: &'a HashMap<String, Arc<Vec<Value>>>,
) -> Vec<Candidate<'a>> {
    tools
        .iter()
        .filter_map(|tool| {
            let upstream = upstreams.get(tool.name.as_str())?.to_string();
            let entry = lists
                .get(&upstream)?
                .iter()
                .find(|e| e["name"] == tool.name.as_str())?;
            Some(Candidate {
                tool,
                upstream,
                entry,
            })
        })
        .collect()
}

/// The checks, for one listing or call.
pub struct Vetting<'a> {
    /// Whose pins.
    pub tenant: &'a str,
    /// The config's name (`<namespace>/<workload>` in a cluster): where Service names
    /// of upstreams resolve.
    pub config_name: &'a str,
    /// The pins.
    pub pins: &'a ToolPins,
    /// Metrics.
    pub metrics: &'a Metrics,
    /// The injection check (None: the GateStack has no adversarial gate, or there is
    /// no embedder).
    pub scorer: Option<Scorer<'a>>,
    /// The Policy's `failureModes.store`: whether tools are offered while pins cannot
    /// be read or written.
    pub store_failure: FailureMode,
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// The texts of a JSON Schema a model reads: descriptions, titles, comments, and the
/// string values of enums, defaults, constants and examples, at any depth.
fn schema_texts(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("description" | "title" | "$comment", Value::String(s)) => out.push(s.clone()),
                    ("enum" | "examples" | "default" | "const", v) => strings(v, out),
                    (_, v) => schema_texts(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| schema_texts(v, out)),
        _ => {}
    }
}

fn strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// What of a definition the injection check reads, each part with its origin.
pub fn definition_texts(tool: &str, entry: &Value) -> Vec<Untrusted> {
    let mut out = Vec::new();
    if let Some(d) = entry["description"]
        .as_str()
        .filter(|d| !d.trim().is_empty())
    {
        out.push(Untrusted {
            origin: Origin::ToolDefinition {
                tool: tool.to_string(),
                part: "description",
            },
            text: d.to_string(),
        });
    }
    for (key, part) in [
        ("inputSchema", "input schema"),
        ("outputSchema", "output schema"),
    ] {
        let mut texts = Vec::new();
        schema_texts(&entry[key], &mut texts);
        texts.retain(|t| !t.trim().is_empty());
        if !texts.is_empty() {
            out.push(Untrusted {
                origin: Origin::ToolDefinition {
                    tool: tool.to_string(),
                    part,
                },
                text: texts.join("\n"),
            });
        }
    }
    out
}

impl Vetting<'_> {
    /// The tools of `listed` that are withheld, each with why.
    pub async fn withheld(&self, listed: &[Candidate<'_>]) -> HashMap<String, String> {
        if listed.is_empty() {
            return HashMap::new();
        }
        let book = match self.pins.store.read(self.tenant).await {
            Ok(b) => b,
            Err(e) => {
                let withheld = self.store_failed(listed, &e);
                if !withheld.is_empty() {
                    return withheld;
                }
                // Failing open on the pins, not on the injection check.
                let scans = listed.iter().map(|c| async {
                    let hash = definition_hash(c.entry);
                    if c.tool.pin.as_deref() == Some(hash.as_str()) {
                        return None;
                    }
                    let flag = self.scan(c, &hash).await?;
                    let why = HeldRecord {
                        sha256: hash,
                        upstream: c.upstream.clone(),
                        at_ms: now_ms(),
                        reason: flag,
                    }
                    .why();
                    Some((c.tool.name.clone(), why))
                });
                return futures::future::join_all(scans)
                    .await
                    .into_iter()
                    .flatten()
                    .collect();
            }
        };
        let verdicts = futures::future::join_all(listed.iter().map(|c| self.vet(c, &book))).await;
        listed
            .iter()
            .zip(verdicts)
            .filter_map(|(c, v)| v.map(|why| (c.tool.name.clone(), why)))
            .collect()
    }

    /// Why a call to `tool` is refused, if it is: it is an `mcp` tool whose
    /// definition, as its upstream lists it in the agent's session, is withheld. A
    /// definition that cannot be had (no upstream resolves, the upstream does not list
    /// the tool, or its list fails) is not judged: the call goes on, as it did before
    /// pins, and fails upstream if the tool is gone.
    pub async fn refusal(
        &self,
        caller: &Caller,
        session: &Arc<GatewaySession>,
        tool: &ToolSpec,
    ) -> Option<String> {
        if tool.runtime != ToolRuntime::Mcp {
            return None;
        }
        let uri = &super::endpoint::resolve(
            &tool.name,
            tool.endpoint.as_deref(),
            super::endpoint::namespace(self.config_name),
        )
        .ok()?;
        let wait = caller.timeout.min(super::federation::LIST_WAIT);
        let list = tokio::time::timeout(
            wait,
            super::federation::upstream_tools(caller, session, uri),
        )
        .await
        .ok()?
        .ok()?;
        let entry = list.iter().find(|e| e["name"] == tool.name.as_str())?;
        let candidate = Candidate {
            tool,
            upstream: uri.to_string(),
            entry,
        };
        self.withheld(std::slice::from_ref(&candidate))
            .await
            .remove(&tool.name)
    }

    fn store_failed(&self, listed: &[Candidate<'_>], e: &str) -> HashMap<String, String> {
        self.metrics.error("mcp_pins_unavailable");
        tracing::warn!(tenant = %self.tenant, error = %e, fail = ?self.store_failure, "MCP tool pins could not be read");
        match self.store_failure {
            FailureMode::FailOpen => HashMap::new(),
            FailureMode::FailClosed => listed
                .iter()
                .map(|c| {
                    (
                        c.tool.name.clone(),
                        "the tool's pin could not be read (the store failed, and the Policy's failureModes.store is failClosed)".to_string(),
                    )
                })
                .collect(),
        }
    }

    /// Why `c` is withheld, if it is.
    async fn vet(&self, c: &Candidate<'_>, book: &PinBook) -> Option<String> {
        let name = c.tool.name.as_str();
        let hash = definition_hash(c.entry);
        let held = book.held.get(name);
        let accepted = c.tool.pin.as_deref();
        // A definition a person accepted by its hash is offered as it is: the way out
        // of a false alarm of the injection check too.
        if accepted != Some(hash.as_str()) {
            let check = super::pins::check(&hash, accepted, book.pins.get(name));
            if let PinCheck::Changed { pinned } = check {
                return Some(
                    self.hold(c, &hash, held, HeldReason::Changed { pinned })
                        .await,
                );
            }
            if let Some(flag) = self.scan(c, &hash).await {
                return Some(self.hold(c, &hash, held, flag).await);
            }
            if check == PinCheck::Unpinned {
                let record = PinRecord {
                    sha256: hash.clone(),
                    upstream: c.upstream.clone(),
                    at_ms: now_ms(),
                    by: PINNED_BY_FIRST_LISTING.to_string(),
                };
                match self.pins.store.pin_first(self.tenant, name, record).await {
                    Ok(r) if r.sha256 == hash => {
                        tracing::info!(tenant = %self.tenant, tool = name, upstream = %c.upstream, sha256 = %hash, "MCP tool definition pinned on first listing");
                    }
                    // Another replica pinned another definition first.
                    Ok(r) => {
                        let reason = HeldReason::Changed { pinned: r.sha256 };
                        return Some(self.hold(c, &hash, held, reason).await);
                    }
                    Err(e) => {
                        return self.store_failed(std::slice::from_ref(c), &e).remove(name);
                    }
                }
            }
        }
        if held.is_some()
            && let Err(e) = self.pins.store.release(self.tenant, name).await
        {
            tracing::warn!(tenant = %self.tenant, tool = name, error = %e, "a tool offered again is still recorded as withheld");
        }
        None
    }

    /// Records that `c` (`hash`) is withheld for `reason` — once per definition and
    /// reason: a drift is counted and logged when first seen — and says why.
    async fn hold(
        &self,
        c: &Candidate<'_>,
        hash: &str,
        held: Option<&HeldRecord>,
        reason: HeldReason,
    ) -> String {
        let name = c.tool.name.as_str();
        let known = held.filter(|h| {
            h.sha256 == hash
                && match (&h.reason, &reason) {
                    (HeldReason::Changed { pinned: a }, HeldReason::Changed { pinned: b }) => {
                        a == b
                    }
                    (HeldReason::Flagged { .. }, HeldReason::Flagged { .. }) => true,
                    _ => false,
                }
        });
        if let Some(h) = known {
            return h.why();
        }
        let record = HeldRecord {
            sha256: hash.to_string(),
            upstream: c.upstream.clone(),
            at_ms: now_ms(),
            reason,
        };
        match &record.reason {
            HeldReason::Changed { pinned } => {
                let first = self
                    .pins
                    .drifts
                    .lock()
                    .put(
                        (
                            self.tenant.to_string(),
                            name.to_string(),
                            format!("{pinned}>{hash}"),
                        ),
                        (),
                    )
                    .is_none();
                if first {
                    self.metrics
                        .mcp_tool_drift
                        .get_or_create(&crate::obs::metrics::ToolDriftLabels {
                            upstream: c.upstream.clone(),
                            tool: name.to_string(),
                        })
                        .inc();
                    tracing::warn!(tenant = %self.tenant, tool = name, upstream = %c.upstream, pinned = %pinned, now = %hash, "MCP tool definition changed since it was pinned: withheld until the Actor accepts it");
                }
            }
            HeldReason::Flagged { .. } => {
                tracing::warn!(tenant = %self.tenant, tool = name, upstream = %c.upstream, why = %record.why(), "MCP tool definition withheld");
            }
        }
        if let Err(e) = self.pins.store.hold(self.tenant, name, &record).await {
            tracing::warn!(tenant = %self.tenant, tool = name, error = %e, "a withheld tool could not be recorded for the Actor's status");
        }
        record.why()
    }

    /// The injection check of `c`'s definition: the reason it is flagged, if it is.
    /// Scores are kept per definition; an unscored definition (no embedder answer in
    /// time) passes, as an unscored result does, and is scored again next time.
    async fn scan(&self, c: &Candidate<'_>, hash: &str) -> Option<HeldReason> {
        let scorer = self.scorer.as_ref()?;
        let threshold = scorer.gate.threat_threshold;
        let kept = self.pins.scans.lock().get(hash).cloned();
        let scanned = match kept {
            Some(s) => s,
            None => {
                let texts = definition_texts(&c.tool.name, c.entry);
                if texts.is_empty() {
                    return None;
                }
                let threat = scorer.score(texts).await?;
                let flagged = threat.score > threshold;
                scorer.count(
                    if flagged { "DEFER" } else { "EXECUTE" },
                    threat.source.label(),
                );
                let s = Scanned {
                    score: threat.score,
                    source: threat.source.to_string(),
                };
                self.pins.scans.lock().put(hash.to_string(), s.clone());
                s
            }
        };
        (scanned.score > threshold).then_some(HeldReason::Flagged {
            score: scanned.score,
            threshold,
            source: scanned.source,
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_check_reads_the_description_and_the_texts_of_both_schemas() {
        let entry = json!({
            "name": "search",
            "description": "Search the articles.",
            "inputSchema": {"type": "object", "properties": {
                "q": {"type": "string", "description": "What to look for.", "enum": ["a", "b"]},
                "n": {"type": "integer", "default": 5}
            }},
            "outputSchema": {"type": "object", "title": "Hits"}
        });
        let texts = definition_texts("search", &entry);
        let parts: Vec<String> = texts.iter().map(|t| t.origin.to_string()).collect();
        assert_eq!(
            parts,
            [
                "the description of the upstream definition of search",
                "the input schema of the upstream definition of search",
                "the output schema of the upstream definition of search"
            ]
        );
        let input = &texts[1].text;
        for t in ["What to look for.", "a", "b"] {
            assert!(input.lines().any(|l| l == t), "{input}");
        }
        assert_eq!(texts[2].text, "Hits");
        assert!(definition_texts("x", &json!({"name": "x"})).is_empty());
    }
}
