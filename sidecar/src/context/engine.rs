//! One compilation, and the checks of a message send: the plan (what the Actor's config
//! asks for) applied to the stores (where the messages are). Everything here is bounded
//! by the plan's limits; the caller bounds it in time.

use std::sync::Arc;
use std::time::Duration;

use argus_crds::{ContextSource, ContextSourceKind, SidecarConfig};
use serde::Serialize;

use super::compile::{self, Compiled, Limits, Why};
use super::documents::Documents;
use super::{Entry, actor_of, peer_tenant};
use crate::stores::inbox::{Delivery, Inbox, InboxError, Letter, MemoryInbox, RedisInbox};
use crate::stores::log::{Bounds, MemoryLog, MessageLog, RedisLog};

/// Largest message between actors.
pub const MAX_MESSAGE_BYTES: usize = 8 * 1024;
/// Most inbox letters taken into one request.
pub const MAX_LETTERS_PER_REQUEST: usize = 16;
/// Messages kept per tenant in Redis.
pub const MAX_MESSAGES_PER_TENANT: u32 = 100_000;

/// Why a compilation or a send failed.
#[derive(Debug, thiserror::Error)]
pub enum ContextError {
    /// The config names no Actor: there is nobody to send as or compile for.
    #[error("no actor is configured: context and messages need the sidecar's Actor")]
    NoActor,
    /// The recipient is not among the Actor's `peers`.
    #[error("actor {from:?} may not message {to:?}: it is not among spec.peers ({peers})")]
    NotAllowed {
        /// Sender.
        from: String,
        /// Recipient.
        to: String,
        /// The allowed peers, comma-separated.
        peers: String,
    },
    /// A message to oneself.
    #[error("actor {0:?} cannot message itself")]
    ToSelf(String),
    /// An empty message or recipient.
    #[error("{0} must not be empty")]
    Empty(&'static str),
    /// A message above [`MAX_MESSAGE_BYTES`].
    #[error("message is {0} bytes; at most {MAX_MESSAGE_BYTES}")]
    TooLarge(usize),
    /// The recipient has no inbox: no Actor of that name exists.
    #[error("{0}")]
    NoSuchActor(String),
    /// A store failed.
    #[error("{0}")]
    Store(String),
    /// The deadline passed.
    #[error("context compilation exceeded {0} ms")]
    Timeout(u32),
}

impl ContextError {
    /// Metrics and audit label.
    pub fn label(&self) -> &'static str {
        match self {
            ContextError::NoActor => "no_actor",
            ContextError::NotAllowed { .. } => "not_allowed",
            ContextError::ToSelf(_) => "to_self",
            ContextError::Empty(_) => "empty",
            ContextError::TooLarge(_) => "too_large",
            ContextError::NoSuchActor(_) => "no_such_actor",
            ContextError::Store(_) => "store_error",
            ContextError::Timeout(_) => "timeout",
        }
    }
}

/// The stores of the context engine (in [`crate::shared::AppState`]).
#[derive(Clone)]
pub struct ContextStores {
    /// Recorded messages.
    pub log: MessageLog,
    /// Inboxes.
    pub inbox: Inbox,
}

impl ContextStores {
    /// Redis when given, else in process.
    pub fn new(redis: Option<fred::prelude::Client>) -> Self {
        match redis {
            Some(c) => Self {
                log: MessageLog::Redis(RedisLog::new(c.clone())),
                inbox: Inbox::Redis(RedisInbox::new(c)),
            },
            None => Self {
                log: MessageLog::Memory(Arc::new(MemoryLog::default())),
                inbox: Inbox::Memory(Arc::new(MemoryInbox::default())),
            },
        }
    }
}

/// What the Actor's config asks of the context engine (in the runtime).
#[derive(Debug)]
pub struct ContextPlan {
    /// This actor's tenant.
    pub tenant: Arc<str>,
    /// The Actor's context sources (none: messages are recorded, nothing compiled).
    pub sources: Vec<ContextSource>,
    /// Actors this one may message.
    pub peers: Vec<String>,
    /// Block limits.
    pub limits: Limits,
    /// Deadline of a compilation on the request path.
    pub deadline_ms: u32,
    /// What the log keeps.
    pub bounds: Bounds,
    /// ConfigMap chunks.
    pub documents: Arc<Documents>,
}

/// What one compilation produced, for the request and for a preview.
#[derive(Clone, Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    /// The block and its picks.
    #[serde(flatten)]
    pub compiled: Compiled,
    /// The budget.
    pub max_tokens: u64,
    /// Candidates per source id.
    pub candidates: std::collections::BTreeMap<String, usize>,
    /// Whether the latest user turn had an embedding (semantic recall needs it).
    pub semantic: bool,
}

/// What a compilation read, before its inbox letters are taken: the block as it would
/// be, and what it was made of (to make it again should another replica take a letter
/// first).
pub struct Gathered {
    preview: Preview,
    /// Letters this request took before (a retry), by their entry ids.
    retried: Vec<Arc<Entry>>,
    /// Letters waiting in the inbox, looked at.
    waiting: Vec<Arc<Entry>>,
    similar: Vec<(Arc<Entry>, f32)>,
    recent: Vec<Arc<Entry>>,
    query: Option<String>,
    limits: Limits,
}

impl ContextPlan {
    /// The plan of `config`'s Actor, if it has one.
    pub fn from_config(config: &SidecarConfig, bounds: Bounds) -> Option<Self> {
        let actor = config.actor.as_ref()?;
        let settings = actor.spec.context.clone().unwrap_or_default();
        Some(Self {
            tenant: config.tenant().into(),
            sources: actor.spec.context_sources.clone(),
            peers: actor.spec.peers.clone(),
            limits: Limits {
                recent: settings.recent_limit as usize,
                similar: settings.query_limit as usize,
                max_tokens: u64::from(settings.max_tokens),
            },
            deadline_ms: settings.deadline_ms,
            bounds,
            documents: Arc::new(Documents::new(&config.context_documents)),
        })
    }

    /// This actor's name.
    pub fn actor(&self) -> &str {
        actor_of(&self.tenant)
    }

    /// Whether requests get a context block.
    pub fn compiles(&self) -> bool {
        !self.sources.is_empty()
    }

    /// Whether semantic recall is asked for (then the user turn's embedding is needed).
    pub fn wants_embedding(&self) -> bool {
        self.compiles() && self.limits.similar > 0
    }

    /// Checks a message to `to` and appends it to `to`'s inbox; its id.
    pub async fn send(
        &self,
        stores: &ContextStores,
        to: &str,
        text: &str,
    ) -> Result<String, ContextError> {
        let to = to.trim();
        if to.is_empty() {
            return Err(ContextError::Empty("to"));
        }
        if text.trim().is_empty() {
            return Err(ContextError::Empty("text"));
        }
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(ContextError::TooLarge(text.len()));
        }
        if to == self.actor() {
            return Err(ContextError::ToSelf(to.to_string()));
        }
        if !self.peers.iter().any(|p| p == to) {
            return Err(ContextError::NotAllowed {
                from: self.actor().to_string(),
                to: to.to_string(),
                peers: self.peers.join(", "),
            });
        }
        stores
            .inbox
            .append(
                &peer_tenant(&self.tenant, to),
                self.actor(),
                text,
                crate::stores::now_ms(),
            )
            .await
            .map_err(|e| match e {
                InboxError::NoSuchActor(_) => ContextError::NoSuchActor(e.to_string()),
                InboxError::Redis(_) => ContextError::Store(e.to_string()),
            })
    }

    /// Whether requests read the inbox (then they are named for delivery).
    pub fn reads_inbox(&self) -> bool {
        self.sources
            .iter()
            .any(|s| s.kind == ContextSourceKind::Inbox)
    }

    /// Compiles the block for `query` (see [`ContextPlan::gather`]) and, for a
    /// `delivery`, takes the inbox letters it carries.
    pub async fn compile(
        &self,
        stores: &ContextStores,
        session: Option<&str>,
        query: Option<&str>,
        vector: Option<&[f32]>,
        delivery: Option<&Delivery>,
    ) -> Result<Preview, ContextError> {
        let gathered = self
            .gather(stores, session, query, vector, delivery)
            .await?;
        Ok(gathered.deliver(stores, &self.tenant, delivery).await)
    }

    /// Reads what the block for `query` (the latest user turn, with its embedding) is
    /// made of, and makes it. Inbox letters are only looked at: with a `delivery`, the
    /// letters that request took before come first (a retry carries them again), and
    /// [`Gathered::deliver`] takes the new ones the block carries. The messages of
    /// `session` itself are left out of this actor's own sessions: the agent sends its
    /// own conversation, so the block holds what it does not have (past sessions, peers,
    /// documents, mail).
    pub async fn gather(
        &self,
        stores: &ContextStores,
        session: Option<&str>,
        query: Option<&str>,
        vector: Option<&[f32]>,
        delivery: Option<&Delivery>,
    ) -> Result<Gathered, ContextError> {
        let store = |e: &dyn std::fmt::Display| ContextError::Store(e.to_string());
        let mut recent = Vec::new();
        let mut similar = Vec::new();
        let mut retried = Vec::new();
        let mut letters = Vec::new();
        let mut candidates = std::collections::BTreeMap::new();
        let relabel = |source: &str, e: Arc<Entry>| -> Arc<Entry> {
            let mut e = Arc::unwrap_or_clone(e);
            e.source = source.to_string();
            Arc::new(e)
        };
        // The sources are read one after another: each is one Redis round trip (well
        // under a millisecond), and a handful of sources keeps the sum small.
        for s in &self.sources {
            let mut found = 0;
            match s.kind {
                ContextSourceKind::Sessions | ContextSourceKind::Peer => {
                    let tenant = match (&s.kind, &s.actor) {
                        (ContextSourceKind::Peer, Some(peer)) => peer_tenant(&self.tenant, peer),
                        (ContextSourceKind::Peer, None) => continue,
                        _ => self.tenant.to_string(),
                    };
                    let own = s.kind == ContextSourceKind::Sessions;
                    let elsewhere = |e: &Arc<Entry>| !own || Some(e.session.as_str()) != session;
                    // Twice the limits: this session's own messages are dropped below.
                    // Recency and similarity are asked together (one round trip).
                    let similar_read = async {
                        match vector {
                            Some(v) => stores
                                .log
                                .similar(&tenant, v, self.limits.similar * 2)
                                .await
                                .map(Some),
                            None => Ok(None),
                        }
                    };
                    let (r, m) = futures::join!(
                        stores.log.recent(&tenant, self.limits.recent * 2),
                        similar_read
                    );
                    let mut r = r.map_err(|e| store(&e))?;
                    r.retain(elsewhere);
                    r.truncate(self.limits.recent); // newest first
                    found += r.len();
                    recent.extend(r.into_iter().map(|e| relabel(&s.id, e)));
                    if let Some(mut m) = m.map_err(|e| store(&e))? {
                        m.retain(|(e, _)| elsewhere(e));
                        m.truncate(self.limits.similar);
                        found += m.len();
                        similar.extend(m.into_iter().map(|(e, sc)| (relabel(&s.id, e), sc)));
                    }
                }
                ContextSourceKind::ConfigMap => {
                    if let Some(v) = vector {
                        let m = self.documents.similar(&s.id, v, self.limits.similar);
                        found += m.len();
                        similar.extend(m);
                    }
                }
                ContextSourceKind::Inbox => {
                    // One inbox however many sources name it.
                    if !letters.is_empty() || !retried.is_empty() {
                        continue;
                    }
                    if let Some(d) = delivery {
                        let again = stores
                            .inbox
                            .taken(&self.tenant, d)
                            .await
                            .map_err(|e| store(&e))?;
                        found += again.len();
                        retried.extend(again.into_iter().map(|l| (s.id.clone(), l)));
                    }
                    let room = MAX_LETTERS_PER_REQUEST.saturating_sub(retried.len());
                    let got = stores
                        .inbox
                        .peek(&self.tenant, room)
                        .await
                        .map_err(|e| store(&e))?;
                    found += got.len();
                    letters.extend(got.into_iter().map(|l| (s.id.clone(), l)));
                }
            }
            *candidates.entry(s.id.clone()).or_default() += found;
        }
        let retried: Vec<Arc<Entry>> = retried.iter().map(letter_entry).collect();
        let waiting: Vec<Arc<Entry>> = letters.iter().map(letter_entry).collect();
        let inbox = retried.iter().chain(&waiting).cloned().collect();
        let compiled = compile::compile(inbox, similar.clone(), recent.clone(), query, self.limits);
        Ok(Gathered {
            preview: Preview {
                compiled,
                max_tokens: self.limits.max_tokens,
                candidates,
                semantic: vector.is_some(),
            },
            retried,
            waiting,
            similar,
            recent,
            query: query.map(str::to_string),
            limits: self.limits,
        })
    }

    /// The deadline as a duration.
    pub fn deadline(&self) -> Duration {
        Duration::from_millis(u64::from(self.deadline_ms))
    }
}

/// A letter as a context entry (its id prefixed, so that it never equals a message's).
fn letter_entry((source, l): &(String, Letter)) -> Arc<Entry> {
    Arc::new(Entry {
        id: format!("inbox:{}", l.id),
        source: source.clone(),
        session: String::new(),
        role: format!("message from {}", l.from),
        text: l.text.clone(),
        at_ms: l.at_ms,
    })
}

impl Gathered {
    /// The block, as gathered (a preview: nothing is taken).
    pub fn preview(&self) -> &Preview {
        &self.preview
    }

    /// Takes the waiting letters the block carries for `delivery` and returns the block
    /// that carries exactly the letters this request owns: those it took now or before.
    /// A letter another replica took first, or a take that failed, leaves the block
    /// without it (made again from what was gathered); the letter is never carried by
    /// two requests. Without a delivery (a preview), the block as gathered.
    pub async fn deliver(
        self,
        stores: &ContextStores,
        tenant: &str,
        delivery: Option<&Delivery>,
    ) -> Preview {
        let Some(delivery) = delivery else {
            return self.preview;
        };
        let carried: Vec<String> = self
            .preview
            .compiled
            .picks
            .iter()
            .filter(|p| p.why == Why::Inbox)
            .filter(|p| self.waiting.iter().any(|w| w.id == p.entry.id))
            .filter_map(|p| p.entry.id.strip_prefix("inbox:").map(str::to_string))
            .collect();
        if carried.is_empty() {
            return self.preview;
        }
        let took = match stores.inbox.take(tenant, delivery, &carried).await {
            Ok(took) => took,
            Err(e) => {
                tracing::warn!(error = %e, "inbox letters not taken; the request goes without them");
                Vec::new()
            }
        };
        if took.len() == carried.len() {
            return self.preview;
        }
        let owned: Vec<Arc<Entry>> = self
            .retried
            .iter()
            .cloned()
            .chain(
                self.waiting
                    .iter()
                    .filter(|w| took.iter().any(|l| w.id == format!("inbox:{}", l.id)))
                    .cloned(),
            )
            .collect();
        let mut preview = self.preview;
        preview.compiled = compile::compile(
            owned,
            self.similar,
            self.recent,
            self.query.as_deref(),
            self.limits,
        );
        preview
    }
}
