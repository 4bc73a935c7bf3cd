//! The chunks of the Actor's `configMap` context sources (chunked by the operator into
//! the rendered config), embedded once when the config loads. Their vectors are cached in
//! Redis by content hash (`argus:ctxdoc:<sha256>`), so a restart or a second replica
//! does not embed the same text again; without Redis they are cached in process only.

use parking_lot::RwLock;
use std::sync::Arc;

use argus_crds::ContextDocument;
use fred::prelude::*;

use super::{Entry, similarity};
use crate::embedder::Embedder;

/// Texts per embed call (the embedder's limit).
const BATCH: usize = 64;
/// Deadline of one embed call at load (off the request path).
const EMBED_TIMEOUT_MS: u64 = 10_000;
/// Seconds a cached vector lives in Redis.
const CACHE_TTL_SECONDS: i64 = 7 * 24 * 3600;

/// The document chunks of one config, with their vectors once embedded.
#[derive(Default)]
pub struct Documents {
    entries: Vec<Arc<Entry>>,
    vectors: RwLock<Vec<Option<Arc<[f32]>>>>,
}

fn content_key(text: &str) -> String {
    use sha2::Digest;
    format!(
        "argus:ctxdoc:{}",
        hex::encode(sha2::Sha256::digest(text.as_bytes()))
    )
}

impl std::fmt::Debug for Documents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Documents")
            .field("chunks", &self.entries.len())
            .field("embedded", &self.embedded())
            .finish()
    }
}

impl Documents {
    /// The chunks of `docs`, not yet embedded.
    pub fn new(docs: &[ContextDocument]) -> Self {
        let entries: Vec<Arc<Entry>> = docs
            .iter()
            .flat_map(|d| {
                d.chunks.iter().enumerate().map(move |(i, c)| {
                    Arc::new(Entry {
                        id: format!("{}/{}#{i}", d.source, d.key),
                        source: d.source.clone(),
                        session: String::new(),
                        role: format!("document {}", d.key),
                        text: c.clone(),
                        at_ms: 0,
                    })
                })
            })
            .collect();
        let vectors = RwLock::new(vec![None; entries.len()]);
        Self { entries, vectors }
    }

    /// Whether there is nothing to embed.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Chunks with a vector.
    pub fn embedded(&self) -> usize {
        self.vectors.read().iter().filter(|v| v.is_some()).count()
    }

    /// Embeds every chunk: from the Redis cache where it holds the text's vector, else
    /// through the embedder (then cached). Failures are logged; the chunks without a
    /// vector are simply not recalled.
    pub async fn embed(&self, embedder: &Embedder, cache: Option<&Client>) {
        let mut missing = Vec::new();
        for (i, e) in self.entries.iter().enumerate() {
            let cached: Option<bytes::Bytes> = match cache {
                Some(c) => c.get(content_key(&e.text)).await.ok().flatten(),
                None => None,
            };
            match cached.filter(|b| b.len() % 4 == 0 && !b.is_empty()) {
                Some(b) => self.set(i, from_bytes(&b)),
                None => missing.push(i),
            }
        }
        for batch in missing.chunks(BATCH) {
            let texts = batch
                .iter()
                .map(|&i| self.entries[i].text.clone())
                .collect();
            match embedder.embed(texts, EMBED_TIMEOUT_MS).await {
                Ok(vectors) => {
                    for (&i, v) in batch.iter().zip(vectors) {
                        if let Some(c) = cache {
                            let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
                            let stored: Result<(), _> = c
                                .set(
                                    content_key(&self.entries[i].text),
                                    bytes.as_slice(),
                                    Some(Expiration::EX(CACHE_TTL_SECONDS)),
                                    None,
                                    false,
                                )
                                .await;
                            if let Err(e) = stored {
                                tracing::warn!(error = %e, "could not cache a document vector");
                            }
                        }
                        self.set(i, v);
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, chunks = batch.len(), "could not embed context documents; they are not recalled until the next load");
                    return;
                }
            }
        }
    }

    fn set(&self, i: usize, v: Vec<f32>) {
        if let Some(slot) = self.vectors.write().get_mut(i) {
            *slot = Some(Arc::from(v));
        }
    }

    /// The `k` chunks of `source` most similar to `vector`, best first.
    pub fn similar(&self, source: &str, vector: &[f32], k: usize) -> Vec<(Arc<Entry>, f32)> {
        let vectors = self.vectors.read();
        let mut scored: Vec<(Arc<Entry>, f32)> = self
            .entries
            .iter()
            .zip(vectors.iter())
            .filter(|(e, _)| e.source == source)
            .filter_map(|(e, v)| v.as_ref().map(|v| (e.clone(), similarity(v, vector))))
            .collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored.truncate(k);
        scored
    }
}

fn from_bytes(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
