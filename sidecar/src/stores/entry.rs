//! What the context's stores hold: an [`Entry`] (a recorded message or a document), the
//! similarity they rank entries by, and the actor of a tenant (the inbox's addressee).
//! The context engine (`crate::context`) compiles entries; it re-exports these.

use serde::Serialize;

/// A message or document the context can be compiled from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Unique within its store.
    pub id: String,
    /// The context source it came through (its `id` in `contextSources`).
    pub source: String,
    /// The session it was recorded in (empty for documents).
    pub session: String,
    /// `user`, `assistant`, `tool`, `message from <actor>` or `document <key>`.
    pub role: String,
    /// Its text.
    pub text: String,
    /// When it was recorded (milliseconds since the epoch).
    pub at_ms: u64,
}

/// `(1 + cos) / 2` of two L2-normalised vectors, the embedder's similarity scale.
pub fn similarity(a: &[f32], b: &[f32]) -> f32 {
    let dot: f32 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    (1.0 + dot) / 2.0
}

/// The actor name of a tenant (`<namespace>/<actor>` or a bare name).
pub fn actor_of(tenant: &str) -> &str {
    tenant.rsplit_once('/').map_or(tenant, |(_, a)| a)
}
