//! What the console shows, recorded as the proxy works: per session a bounded ring of
//! timeline entries (LLM calls, workflow steps, interventions as written into a request,
//! refusals), a bounded number of sessions (least recently active dropped first), the
//! last hour's counts per minute, and a broadcast of every new entry for live pages.
//! Recording never waits: one short mutex section, no I/O. Each entry is kept as the
//! JSON it is served as, encoded once when recorded, so that a long timeline is answered
//! by joining strings.

use parking_lot::Mutex;
use std::collections::{BTreeMap, VecDeque};
use std::num::NonZeroUsize;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use tokio::sync::broadcast;

use crate::stores::session::SessionKey;

/// Entries kept per session (older ones are dropped first): room for 256 LLM calls
/// with their workflow steps.
pub const MAX_ENTRIES: usize = 512;
/// Sessions kept (the least recently active is dropped first). With [`MAX_ENTRIES`] of
/// at most a few hundred bytes each, the timelines stay within tens of megabytes.
pub const MAX_SESSIONS: usize = 256;
/// Live entries buffered per slow subscriber before it is told to reload.
const LIVE_BUFFER: usize = 256;

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        .unwrap_or(0)
}

/// One LLM call as it ended.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Call {
    /// The API called (`openai_chat`, `anthropic_messages`, ...).
    pub api: String,
    /// The provider that answered (`cache` for the exact cache).
    pub provider: String,
    /// The model sent upstream.
    pub model: String,
    /// HTTP status of the answer.
    pub status: u16,
    /// How it ended (the audit record's `outcome`).
    pub outcome: String,
    /// Prompt tokens.
    pub input_tokens: u64,
    /// Completion tokens.
    pub output_tokens: u64,
    /// From the request's arrival to the end of its answer.
    pub latency_ms: f64,
    /// Tool calls the answer proposed.
    pub tool_calls: u64,
    /// The GateStack's most severe decision (`EXECUTE|EXPLAIN|DEFER|REFUSE`), if gated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gate: Option<GateSummary>,
}

/// The GateStack's verdicts on one answer.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GateSummary {
    /// The most severe decision.
    pub decision: String,
    /// Tools called, in order.
    pub tools: String,
    /// Gates every call passed.
    pub passed: String,
    /// Gates some call failed.
    pub failed: String,
    /// Why, per call that did not pass.
    pub reasons: String,
}

/// One workflow step: the answer classified, the transition, its verdicts.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    /// The state before.
    pub from: String,
    /// The state classified.
    pub state: String,
    /// How it was classified (`tool_call`, `pattern`, `embedding`, ...).
    pub method: String,
    /// Classification confidence.
    pub confidence: f64,
    /// The transition's result (`valid`, `invalid`, `self_loop`, ...).
    pub result: String,
    /// Constraints violated, as `name (severity)`.
    pub violations: Vec<ViolationNote>,
    /// The intervention scheduled for the next request.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheduled: Option<String>,
    /// The workflow the session follows (the cluster console counts states per workflow).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub workflow: String,
}

/// A violated constraint.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ViolationNote {
    /// The constraint (`invalid_transition` for a transition the workflow lacks).
    pub constraint: String,
    /// `warning|error|critical`.
    pub severity: String,
}

/// An intervention as written into a request.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Applied {
    /// The intervention's name.
    pub name: String,
    /// Where it went (`system_prompt_append`, `user_message_inject`, ...).
    pub strategy: String,
    /// The constraint that called for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub constraint: Option<String>,
    /// The text exactly as inserted into the request.
    pub text: String,
}

/// A request Argus refused or failed itself.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Refused {
    /// The error kind (the metrics label; not `kind`, which names the entry's kind).
    pub error: String,
    /// HTTP status sent.
    pub status: u16,
    /// The message sent.
    pub message: String,
}

/// What an entry records.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum What {
    /// An LLM call.
    Call(Call),
    /// A workflow step.
    Step(Step),
    /// An intervention written into the request.
    Intervention(Applied),
    /// A refusal.
    Refusal(Refused),
}

/// One timeline entry.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Order of recording, across all sessions.
    pub seq: u64,
    /// When, in ms since the Unix epoch.
    pub at_ms: u64,
    /// What happened.
    #[serde(flatten)]
    pub what: What,
}

/// A session's recorded timeline.
#[derive(Debug, Default)]
struct SessionLog {
    /// Each entry's JSON, oldest first.
    entries: VecDeque<Box<str>>,
    state: Option<String>,
    first_ms: u64,
    last_ms: u64,
    calls: u64,
    violations: u64,
    refusals: u64,
    tokens: u64,
}

/// A session as the sessions list shows it.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SessionSummary {
    /// The session id.
    pub session: String,
    /// The state it is in (after its last step), if it took one.
    pub state: Option<String>,
    /// First and last activity (ms since the Unix epoch).
    pub first_ms: u64,
    /// Last activity.
    pub last_ms: u64,
    /// LLM calls.
    pub calls: u64,
    /// Constraint violations.
    pub violations: u64,
    /// Refusals.
    pub refusals: u64,
    /// Tokens in and out.
    pub tokens: u64,
}

/// Counts of one minute.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    /// LLM calls.
    pub requests: u64,
    /// Constraint violations.
    pub violations: u64,
    /// Refusals (Argus's own 4xx answers and refused tool calls).
    pub refusals: u64,
    /// Interventions written into requests.
    pub interventions: u64,
}

impl Counts {
    fn add(&mut self, o: &Counts) {
        self.requests += o.requests;
        self.violations += o.violations;
        self.refusals += o.refusals;
        self.interventions += o.interventions;
    }
}

#[derive(Default)]
struct Inner {
    /// Minute (since the epoch) → counts, the last 60 minutes only.
    minutes: VecDeque<(u64, Counts)>,
    /// Violations per constraint since start (bounded by the workflow's constraints).
    violations_by_constraint: BTreeMap<String, u64>,
}

/// The console's record of this sidecar's sessions.
pub struct Timeline {
    sessions: Mutex<lru::LruCache<SessionKey, SessionLog>>,
    inner: Mutex<Inner>,
    seq: AtomicU64,
    live: broadcast::Sender<Arc<str>>,
    /// Off when no console can be served (an admin port beyond loopback, as in every
    /// pod): then recording would only cost each request a serialisation and two locks.
    off: std::sync::atomic::AtomicBool,
    /// Where entries also go when the sidecar has Redis: the operator's console reads
    /// them there (recorded even when no local console is served).
    feed: std::sync::OnceLock<super::feed::Feed>,
}

impl Default for Timeline {
    fn default() -> Self {
        Self::new(MAX_SESSIONS)
    }
}

impl Timeline {
    /// A timeline that keeps at most `max_sessions` sessions.
    pub fn new(max_sessions: usize) -> Self {
        Self {
            sessions: Mutex::new(lru::LruCache::new(
                NonZeroUsize::new(max_sessions).unwrap_or(NonZeroUsize::MIN),
            )),
            inner: Mutex::new(Inner::default()),
            seq: AtomicU64::new(0),
            live: broadcast::channel(LIVE_BUFFER).0,
            off: std::sync::atomic::AtomicBool::new(false),
            feed: std::sync::OnceLock::new(),
        }
    }

    /// Turns recording off for good (no console is served).
    pub fn turn_off(&self) {
        self.off.store(true, Ordering::Relaxed);
    }

    /// Whether entries are recorded.
    pub fn is_on(&self) -> bool {
        !self.off.load(Ordering::Relaxed) || self.feed.get().is_some()
    }

    /// Ships every entry recorded from now on to Redis as well (once; a second feed is
    /// refused and handed back).
    pub fn ship_to(&self, feed: super::feed::Feed) -> Result<(), super::feed::Feed> {
        self.feed.set(feed)
    }

    /// The Redis feed, if entries are shipped.
    pub fn feed(&self) -> Option<&super::feed::Feed> {
        self.feed.get()
    }

    /// New entries as JSON ([`LiveEntry`]), as they are recorded.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<str>> {
        self.live.subscribe()
    }

    /// Records `what` for `key`'s session, at `at_ms`.
    pub fn record_at(&self, key: &SessionKey, what: What, at_ms: u64) {
        if !self.is_on() {
            return;
        }
        let mut minute = Counts::default();
        let mut by_constraint: Vec<String> = Vec::new();
        match &what {
            What::Call(c) => {
                minute.requests = 1;
                if c.gate.as_ref().is_some_and(|g| g.decision == "REFUSE") {
                    minute.refusals = 1;
                }
            }
            What::Step(s) => {
                minute.violations = s.violations.len() as u64;
                by_constraint.extend(s.violations.iter().map(|v| v.constraint.clone()));
            }
            What::Intervention(_) => minute.interventions = 1,
            What::Refusal(r) => {
                if (400..500).contains(&r.status) {
                    minute.refusals = 1;
                }
            }
        }
        let entry = Entry {
            seq: self.seq.fetch_add(1, Ordering::Relaxed) + 1,
            at_ms,
            what,
        };
        let Ok(json) = serde_json::to_string(&entry) else {
            return;
        };
        if let Some(feed) = self.feed.get() {
            let (calls, tokens) = match &entry.what {
                What::Call(c) => (1, c.input_tokens + c.output_tokens),
                _ => (0, 0),
            };
            let (state, workflow) = match &entry.what {
                What::Step(s) => (
                    Some(s.state.clone()),
                    (!s.workflow.is_empty()).then(|| s.workflow.clone()),
                ),
                _ => (None, None),
            };
            feed.offer(super::feed::Shipped {
                key: key.clone(),
                json: Arc::from(json.as_str()),
                at_ms,
                delta: super::feed::Delta {
                    calls,
                    tokens,
                    requests: minute.requests,
                    violations: minute.violations,
                    violated: by_constraint.clone(),
                    refusals: minute.refusals,
                    interventions: minute.interventions,
                    state,
                    workflow,
                },
            });
            if self.off.load(Ordering::Relaxed) {
                return;
            }
        }
        let live = {
            let mut sessions = self.sessions.lock();
            let log = sessions.get_or_insert_mut(key.clone(), || SessionLog {
                first_ms: at_ms,
                ..SessionLog::default()
            });
            log.last_ms = log.last_ms.max(at_ms);
            log.violations += minute.violations;
            log.refusals += minute.refusals;
            match &entry.what {
                What::Call(c) => {
                    log.calls += 1;
                    log.tokens += c.input_tokens + c.output_tokens;
                }
                What::Step(s) => log.state = Some(s.state.clone()),
                _ => {}
            }
            // {"session":…,"state":…,"entry":{…}} without encoding the entry twice; only
            // when a page is listening.
            let live = (self.live.receiver_count() > 0).then(|| {
                format!(
                    "{{\"session\":{},\"state\":{},\"entry\":{json}}}",
                    serde_json::Value::from(key.session.as_str()),
                    serde_json::Value::from(log.state.as_deref()),
                )
            });
            if log.entries.len() == MAX_ENTRIES {
                log.entries.pop_front();
            }
            log.entries.push_back(json.into_boxed_str());
            live
        };
        {
            let mut inner = self.inner.lock();
            let m = at_ms / 60_000;
            match inner.minutes.back_mut() {
                Some((last, counts)) if *last == m => counts.add(&minute),
                _ => inner.minutes.push_back((m, minute)),
            }
            while inner
                .minutes
                .front()
                .is_some_and(|(first, _)| *first + 60 <= m)
            {
                inner.minutes.pop_front();
            }
            for c in by_constraint {
                *inner.violations_by_constraint.entry(c).or_default() += 1;
            }
        }
        if let Some(live) = live {
            // A subscriber that left in between is fine: nobody is looking.
            let _ = self.live.send(Arc::from(live));
        }
    }

    /// Records `what` for `key`'s session, now.
    pub fn record(&self, key: &SessionKey, what: What) {
        self.record_at(key, what, now_ms());
    }

    /// Counts of the hour before `now_ms`.
    pub fn last_hour(&self, now_ms: u64) -> Counts {
        let m = now_ms / 60_000;
        let inner = self.inner.lock();
        let mut total = Counts::default();
        for (minute, c) in &inner.minutes {
            if *minute + 60 > m {
                total.add(c);
            }
        }
        total
    }

    /// Violations per constraint since start.
    pub fn violations_by_constraint(&self) -> BTreeMap<String, u64> {
        self.inner.lock().violations_by_constraint.clone()
    }

    /// Sessions of `tenant` per current state.
    pub fn sessions_per_state(&self, tenant: &str) -> BTreeMap<String, u64> {
        let sessions = self.sessions.lock();
        let mut out = BTreeMap::new();
        for (k, log) in sessions.iter() {
            if &*k.tenant == tenant
                && let Some(s) = &log.state
            {
                *out.entry(s.clone()).or_default() += 1;
            }
        }
        out
    }

    /// The sessions of `tenant`, most recently active first.
    pub fn sessions(&self, tenant: &str) -> Vec<SessionSummary> {
        let sessions = self.sessions.lock();
        let mut out: Vec<SessionSummary> = sessions
            .iter()
            .filter(|(k, _)| &*k.tenant == tenant)
            .map(|(k, log)| summary(&k.session, log))
            .collect();
        drop(sessions);
        out.sort_by_key(|s| std::cmp::Reverse(s.last_ms));
        out
    }

    /// One session's timeline as JSON: its [`SessionSummary`] fields, `traceId`, and
    /// `entries` (oldest first); `None` if it is not recorded.
    pub fn session_json(&self, key: &SessionKey, trace_id: &str) -> Option<String> {
        let sessions = self.sessions.lock();
        let log = sessions.peek(key)?;
        let mut out = serde_json::to_string(&summary(&key.session, log)).ok()?;
        let size: usize = log.entries.iter().map(|e| e.len() + 1).sum();
        out.reserve(size + trace_id.len() + 32);
        out.pop(); // the summary's closing brace
        out.push_str(",\"traceId\":");
        out.push_str(&serde_json::Value::from(trace_id).to_string());
        out.push_str(",\"entries\":[");
        for (i, e) in log.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(e);
        }
        out.push_str("]}");
        Some(out)
    }
}

fn summary(session: &str, log: &SessionLog) -> SessionSummary {
    SessionSummary {
        session: session.to_string(),
        state: log.state.clone(),
        first_ms: log.first_ms,
        last_ms: log.last_ms,
        calls: log.calls,
        violations: log.violations,
        refusals: log.refusals,
        tokens: log.tokens,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn key(s: &str) -> SessionKey {
        SessionKey {
            tenant: "t".into(),
            session: s.into(),
        }
    }

    fn detail(t: &Timeline, s: &str) -> Option<serde_json::Value> {
        let json = t.session_json(&key(s), &format!("trace-of-{s}"))?;
        Some(serde_json::from_str(&json).unwrap())
    }

    fn step(to: &str, violations: &[&str]) -> What {
        What::Step(Step {
            from: "a".into(),
            state: to.into(),
            violations: violations
                .iter()
                .map(|c| ViolationNote {
                    constraint: c.to_string(),
                    severity: "error".into(),
                })
                .collect(),
            ..Step::default()
        })
    }

    #[test]
    fn a_timeline_turned_off_records_nothing() {
        let t = Timeline::new(2);
        t.turn_off();
        t.record_at(&key("a"), What::Call(Call::default()), 1000);
        assert!(detail(&t, "a").is_none());
    }

    #[test]
    fn a_session_keeps_its_last_entries_only_and_sessions_are_bounded() {
        let t = Timeline::new(2);
        for i in 0..(MAX_ENTRIES as u64 + 10) {
            t.record_at(&key("a"), What::Call(Call::default()), 1000 + i);
        }
        let a = detail(&t, "a").unwrap();
        let entries = a["entries"].as_array().unwrap();
        assert_eq!(entries.len(), MAX_ENTRIES);
        assert_eq!(entries[0]["atMs"], 1010, "the oldest were dropped");
        assert_eq!(entries[0]["kind"], "call");
        assert_eq!(a["calls"], MAX_ENTRIES as u64 + 10, "counts keep all");
        assert_eq!(a["traceId"], "trace-of-a");

        t.record_at(&key("b"), step("x", &[]), 5000);
        t.record_at(&key("c"), step("y", &[]), 6000);
        assert!(detail(&t, "a").is_none(), "least recently active dropped");
        let listed: Vec<String> = t.sessions("t").into_iter().map(|s| s.session).collect();
        assert_eq!(listed, ["c", "b"]);
        assert!(t.sessions("other").is_empty(), "tenants apart");
    }

    #[test]
    fn counts_cover_the_last_hour_and_states_follow_the_last_step() {
        let t = Timeline::new(8);
        let hour = 3_600_000;
        let start = 10 * hour;
        t.record_at(&key("a"), step("verify", &["verify_first"]), start);
        t.record_at(
            &key("a"),
            What::Refusal(Refused {
                status: 429,
                ..Refused::default()
            }),
            start,
        );
        t.record_at(&key("b"), What::Call(Call::default()), start + hour / 2);
        t.record_at(&key("b"), step("refund", &[]), start + hour / 2);
        t.record_at(
            &key("a"),
            step("refund", &["verify_first"]),
            start + hour / 2,
        );

        let half = t.last_hour(start + hour / 2);
        assert_eq!(
            (half.requests, half.violations, half.refusals),
            (1, 2, 1),
            "{half:?}"
        );
        let later = t.last_hour(start + hour + 60_000);
        assert_eq!((later.violations, later.refusals), (1, 0), "{later:?}");
        assert_eq!(
            t.sessions_per_state("t"),
            BTreeMap::from([("refund".to_string(), 2)])
        );
        assert_eq!(
            t.violations_by_constraint(),
            BTreeMap::from([("verify_first".to_string(), 2)])
        );
    }

    #[tokio::test]
    async fn subscribers_get_each_entry_as_json_with_the_session_state() {
        let t = Timeline::new(8);
        let mut rx = t.subscribe();
        t.record_at(&key("s1"), step("greet", &[]), 42);
        let got: serde_json::Value = serde_json::from_str(&rx.recv().await.unwrap()).unwrap();
        assert_eq!(got["session"], "s1");
        assert_eq!(got["state"], "greet");
        assert_eq!(got["entry"]["kind"], "step");
        assert_eq!(got["entry"]["atMs"], 42);
    }
}
