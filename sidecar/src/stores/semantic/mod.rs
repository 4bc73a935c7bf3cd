//! Semantic cache (issue 17, opt-in per Policy `cache.semantic`): a request whose last
//! user turn is a paraphrase of a cached one is answered with the cached response. It
//! is only as safe as its scope, so the scope is narrow:
//! - the same tenant (`<namespace>/<actor>`: never across tenants or actors), the same
//!   upstream model, and the same request apart from its last user turn (system prompt,
//!   the conversation before, parameters), hashed;
//! - the same [`Guard`] key: numbers, units, dates and negations of the two turns are
//!   equal; and the candidate passes the pairwise verification ([`Turn`]: names,
//!   antonyms, swapped roles, content words aligned);
//! - only non-streamed requests without tools, at temperature 0 unless the Policy says
//!   `anyTemperature`.
//!
//! The last turn's embedding is the loop check's (no second inference): without an
//! embedder answer there is no lookup, and the request goes on (fails open).
//!
//! With Redis the entries live in the namespace's vector index, shared by every replica
//! ([`RedisSemanticIndex`]), and each replica scans its own mirror of the vectors; the
//! in-process [`SemanticIndex`] serves local mode only.

mod contrast;
mod guard;
mod index;
mod mirror;
mod names;
mod redis_index;
mod scan;
mod tenant_scopes;
mod verify;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

pub use guard::{Guard, WordOrder};
pub use index::{SemanticHit, SemanticIndex};
pub use redis_index::{RedisSemanticIndex, SearchPolicy, SemanticStoreError};
pub use verify::{ADDED_FLOOR, Alignment, EXCHANGE_FLOOR, LEXICAL_FLOOR, Miss, Turn};

use crate::stores::cache::{CachedResponse, NOT_IN_KEY};
use crate::wire::ApiFormat;
use argus_wire::{canonical_json, canonical_json_without};

/// How the Policy configures the semantic cache.
#[derive(Clone, Debug, PartialEq)]
pub struct SemanticSettings {
    /// Cosine similarity at or above which an answer is reused.
    pub threshold: f64,
    /// Lifetime of an entry.
    pub ttl: Duration,
    /// Whether requests sampled above temperature 0 are eligible.
    pub any_temperature: bool,
    /// Entries kept per tenant.
    pub max_entries: usize,
}

impl SemanticSettings {
    /// The settings of an enabled `cache.semantic`, if any.
    pub fn from_policy(policy: &argus_crds::policy::PolicySpec) -> Option<Self> {
        let s = policy.cache.as_ref()?.semantic.as_ref()?;
        s.enabled.then(|| Self {
            threshold: s.threshold,
            ttl: Duration::from_secs(u64::from(s.ttl_seconds.max(1))),
            any_temperature: s.any_temperature,
            max_entries: s.max_entries.max(1) as usize,
        })
    }
}

/// Where the semantic cache's entries live.
pub enum SemanticStore {
    /// In process (local mode, no Redis configured).
    Memory(SemanticIndex),
    /// The namespace's Redis Stack, shared by the replicas.
    Redis(RedisSemanticIndex),
}

// The Redis arm's future is boxed where awaited (a Redis command's future is about
// 6.5 KB; inline, it made every caller's future as large: see `Sessions::load`).
impl SemanticStore {
    /// The most similar live answer in `probe`'s scope at or above `threshold`.
    pub async fn lookup(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<Option<SemanticHit>, SemanticStoreError> {
        Ok(self.answer(probe, threshold).await?.ok())
    }

    /// [`SemanticStore::lookup`], or why there is no answer (for the metrics).
    pub async fn answer(
        &self,
        probe: &Probe,
        threshold: f64,
    ) -> Result<Result<SemanticHit, Miss>, SemanticStoreError> {
        match self {
            SemanticStore::Memory(m) => Ok(m.answer(probe, threshold)),
            SemanticStore::Redis(r) => Ok(Box::pin(r.answer_explained(probe, threshold)).await?.0),
        }
    }

    /// Stores `response` as the answer to `probe`'s turn.
    pub async fn insert(
        &self,
        probe: &Probe,
        response: CachedResponse,
        ttl: Duration,
        max_entries: usize,
    ) -> Result<(), SemanticStoreError> {
        match self {
            SemanticStore::Memory(m) => {
                m.insert(probe, response, ttl, max_entries);
                Ok(())
            }
            SemanticStore::Redis(r) => Box::pin(r.insert(probe, &response, ttl, max_entries)).await,
        }
    }

    /// Entries held for `tenant`.
    pub async fn len(&self, tenant: &str) -> Result<usize, SemanticStoreError> {
        match self {
            SemanticStore::Memory(m) => Ok(m.len(tenant)),
            SemanticStore::Redis(r) => Box::pin(r.len(tenant)).await,
        }
    }

    /// Whether the entries are shared through Redis.
    pub fn is_shared(&self) -> bool {
        matches!(self, SemanticStore::Redis(_))
    }
}

/// Whether a request may be answered from (and stored in) the semantic cache.
pub fn eligible(
    format: ApiFormat,
    body: &Value,
    stream: bool,
    settings: &SemanticSettings,
) -> bool {
    if stream || crate::wire::offers_tools(body) {
        return false;
    }
    // Gemini declares tools under `tools` too; a tool choice without tools is harmless
    // but says the caller expects calls: not eligible either.
    if body.get("tool_choice").is_some() || body.get("toolConfig").is_some() {
        return false;
    }
    if settings.any_temperature {
        return true;
    }
    let temperature = match format {
        ApiFormat::Gemini => ["generationConfig", "generation_config"]
            .iter()
            .find_map(|k| body.get(*k))
            .and_then(|c| c.get("temperature")),
        _ => body.get("temperature"),
    };
    temperature.and_then(Value::as_f64) == Some(0.0)
}

/// One request's place in the semantic cache: its tenant, its scope and the embedding
/// of its last user turn.
#[derive(Clone, Debug)]
pub struct Probe {
    tenant: String,
    scope: String,
    embedding: Arc<[f32]>,
    text: Arc<str>,
    turn: Arc<Turn>,
}

impl Probe {
    /// The probe of a request as forwarded (`body` after the prompt registry and
    /// interventions; `model` the upstream model) whose last user turn is `last_turn`
    /// with `embedding`. `None` when the body has no conversation to take the turn from.
    pub fn new(
        tenant: &str,
        format: ApiFormat,
        model: &str,
        body: &Value,
        last_turn: &str,
        embedding: Arc<[f32]>,
    ) -> Option<Self> {
        let before = without_last_turn(format, body)?;
        // The turn is read once: its guard's key is the scope's.
        let turn = Turn::of(last_turn);
        let mut material = String::from("{\"format\":");
        material.push_str(&canonical_json(&json!(format.as_str())));
        material.push_str(",\"guard\":");
        material.push_str(&canonical_json(&json!(turn.key())));
        material.push_str(",\"model\":");
        material.push_str(&canonical_json(&json!(model)));
        material.push_str(",\"request\":");
        material.push_str(&canonical_json_without(&before, NOT_IN_KEY));
        material.push_str(",\"v\":5}");
        Some(Self {
            tenant: tenant.to_string(),
            scope: hex::encode(Sha256::digest(material.as_bytes())),
            embedding,
            text: Arc::from(last_turn),
            turn: Arc::new(turn),
        })
    }

    /// A probe from its parts (tests and benches), of a turn whose text is unknown: it
    /// is compared by the cosine alone.
    pub fn from_parts(tenant: &str, scope: &str, embedding: Arc<[f32]>) -> Self {
        Self {
            tenant: tenant.to_string(),
            scope: scope.to_string(),
            embedding,
            text: Arc::from(""),
            turn: Arc::new(Turn::unknown()),
        }
    }

    /// A probe from its parts with the last user turn's `text` (tests and benches).
    pub fn with_text(tenant: &str, scope: &str, embedding: Arc<[f32]>, text: &str) -> Self {
        Self {
            text: Arc::from(text),
            turn: Arc::new(Turn::of(text)),
            ..Self::from_parts(tenant, scope, embedding)
        }
    }

    /// The last user turn as the verification reads it.
    pub fn turn(&self) -> &Arc<Turn> {
        &self.turn
    }

    /// The last user turn's text (stored beside a shared entry, for the verification of
    /// other replicas).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The tenant.
    pub fn tenant(&self) -> &str {
        &self.tenant
    }

    /// The scope digest (hex SHA-256).
    pub fn scope(&self) -> &str {
        &self.scope
    }

    /// The last user turn's embedding.
    pub fn embedding(&self) -> &[f32] {
        &self.embedding
    }
}

/// The request without its last conversation item (the user turn it ends with).
fn without_last_turn(format: ApiFormat, body: &Value) -> Option<Value> {
    let mut out = body.clone();
    let field = match format {
        ApiFormat::OpenAiChat | ApiFormat::Anthropic => "messages",
        ApiFormat::Gemini => "contents",
        ApiFormat::OpenAiResponses => {
            if out["input"].is_string() {
                out["input"] = Value::Null;
                return Some(out);
            }
            "input"
        }
    };
    out.get_mut(field)?.as_array_mut()?.pop()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn settings(any_temperature: bool) -> SemanticSettings {
        SemanticSettings {
            threshold: 0.95,
            ttl: Duration::from_secs(60),
            any_temperature,
            max_entries: 10,
        }
    }

    fn chat(system: &str, before: &[&str], last: &str) -> Value {
        let mut messages = vec![json!({"role": "system", "content": system})];
        for b in before {
            messages.push(json!({"role": "user", "content": b}));
            messages.push(json!({"role": "assistant", "content": "ok"}));
        }
        messages.push(json!({"role": "user", "content": last}));
        json!({"model": "m", "temperature": 0, "messages": messages, "metadata": {"session_id": "x"}})
    }

    fn scope(body: &Value, last: &str) -> String {
        let e: Arc<[f32]> = Arc::from(vec![1.0f32].as_slice());
        Probe::new("t", ApiFormat::OpenAiChat, "m", body, last, e)
            .unwrap()
            .scope()
            .to_string()
    }

    #[test]
    fn only_deterministic_requests_without_tools_and_streams_are_eligible() {
        let f = ApiFormat::OpenAiChat;
        let body = chat("s", &[], "hi");
        assert!(eligible(f, &body, false, &settings(false)));
        assert!(!eligible(f, &body, true, &settings(false)));
        let mut tools = body.clone();
        tools["tools"] = json!([{"type": "function", "function": {"name": "x"}}]);
        assert!(!eligible(f, &tools, false, &settings(true)));
        let mut warm = body.clone();
        warm["temperature"] = json!(0.7);
        assert!(!eligible(f, &warm, false, &settings(false)));
        assert!(eligible(f, &warm, false, &settings(true)));
        let mut unset = body;
        unset.as_object_mut().unwrap().remove("temperature");
        assert!(!eligible(f, &unset, false, &settings(false)));
    }

    #[test]
    fn the_scope_is_everything_but_the_last_turn_and_its_guard() {
        let a = chat("be brief", &["hello"], "How do I reset my password?");
        let b = chat(
            "be brief",
            &["hello"],
            "I forgot my password, how can I change it?",
        );
        assert_eq!(
            scope(&a, "How do I reset my password?"),
            scope(&b, "I forgot my password, how can I change it?")
        );
        // Sessions share entries: metadata is not in the scope.
        let mut other_session = a.clone();
        other_session["metadata"]["session_id"] = json!("y");
        assert_eq!(
            scope(&a, "How do I reset my password?"),
            scope(&other_session, "How do I reset my password?")
        );
        let other_system = chat("be verbose", &["hello"], "How do I reset my password?");
        let other_history = chat("be brief", &["hi"], "How do I reset my password?");
        for other in [other_system, other_history] {
            assert_ne!(
                scope(&a, "How do I reset my password?"),
                scope(&other, "How do I reset my password?")
            );
        }
        let n1 = chat("s", &[], "refund order 1234");
        let n2 = chat("s", &[], "refund order 1235");
        assert_ne!(
            scope(&n1, "refund order 1234"),
            scope(&n2, "refund order 1235")
        );
    }

    #[test]
    fn every_format_drops_its_last_item() {
        let r = without_last_turn(
            ApiFormat::OpenAiResponses,
            &json!({"input": "hi", "instructions": "x"}),
        )
        .unwrap();
        assert_eq!(r, json!({"input": null, "instructions": "x"}));
        let g = without_last_turn(
            ApiFormat::Gemini,
            &json!({"contents": [{"role": "user", "parts": [{"text": "a"}]}, {"role": "user", "parts": [{"text": "b"}]}]}),
        )
        .unwrap();
        assert_eq!(g["contents"].as_array().unwrap().len(), 1);
        assert!(without_last_turn(ApiFormat::Anthropic, &json!({"model": "m"})).is_none());
    }
}
