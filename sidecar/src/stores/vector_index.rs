//! RediSearch vector indexes over hashes (the context log's per-tenant indexes, the
//! semantic cache's): one way to create them, so their vector field is the same
//! everywhere (HNSW, FLOAT32, cosine, the embedder's dimension), and one way to retire
//! the index of an earlier layout.

use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};

/// Creates index `name` over the hashes under `prefix` with `fields` (RediSearch schema
/// words, e.g. `["tenant", "TAG"]`) and a `vec` vector field of `dim` floats, unless
/// it exists (an index that exists is left as it is).
pub async fn create(
    client: &Client,
    name: &str,
    prefix: &str,
    fields: &[&str],
    dim: usize,
) -> Result<(), fred::error::Error> {
    let dim = dim.to_string();
    let head = [name, "ON", "HASH", "PREFIX", "1", prefix, "SCHEMA"];
    let vector = [
        "vec",
        "VECTOR",
        "HNSW",
        "6",
        "TYPE",
        "FLOAT32",
        "DIM",
        &dim,
        "DISTANCE_METRIC",
        "COSINE",
    ];
    let args: Vec<Value> = head
        .iter()
        .chain(fields)
        .chain(vector.iter())
        .map(|s| Value::String(s.to_string().into()))
        .collect();
    let created: Result<Value, fred::error::Error> = client
        .custom(
            CustomCommand::new_static("FT.CREATE", ClusterHash::FirstKey, false),
            args,
        )
        .await;
    match created {
        Ok(_) => Ok(()),
        Err(e) if e.details().to_ascii_lowercase().contains("already exists") => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether `e` says the index a command named does not exist (RediSearch answers "no
/// such index" or "Unknown index name", by command and version): Redis lost it with its
/// data, and it must be created again.
pub fn is_missing_index(e: &fred::error::Error) -> bool {
    let details = e.details().to_ascii_lowercase();
    details.contains("no such index") || details.contains("unknown index name")
}

/// Drops index `name` but keeps its documents (no `DD`): for an index that a newer
/// layout replaced over the same hashes. `Ok` once it is gone (dropped now, or unknown
/// already).
pub async fn drop_keeping_documents(client: &Client, name: &str) -> Result<(), fred::error::Error> {
    let dropped: Result<Value, fred::error::Error> = client
        .custom(
            CustomCommand::new_static("FT.DROPINDEX", ClusterHash::FirstKey, false),
            vec![Value::String(name.to_string().into())],
        )
        .await;
    match dropped {
        Ok(_) => {
            tracing::info!(index = name, "dropped an index of an earlier release");
            Ok(())
        }
        Err(e) if e.details().to_ascii_lowercase().contains("unknown index") => Ok(()),
        Err(e) => Err(e),
    }
}

/// A shared index of an earlier release that per-tenant indexes replaced: dropped once
/// per process (cheap to clone), its documents kept (see [`drop_keeping_documents`]).
#[derive(Clone)]
pub struct Legacy {
    name: &'static str,
    dropped: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Legacy {
    /// The earlier index `name`.
    pub fn new(name: &'static str) -> Self {
        Self {
            name,
            dropped: Default::default(),
        }
    }

    /// Drops it unless this process already did; a failure is tried again next time
    /// (the caller asks before each index it creates).
    pub async fn drop_once(&self, client: &Client) {
        use std::sync::atomic::Ordering;
        if self.dropped.load(Ordering::Relaxed) {
            return;
        }
        match drop_keeping_documents(client, self.name).await {
            Ok(()) => self.dropped.store(true, Ordering::Relaxed),
            Err(e) => {
                tracing::debug!(index = self.name, error = %e, "could not drop an index of an earlier release")
            }
        }
    }
}

/// A Redis reply value as text: strings and bytes (lossily), numbers as written.
pub fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.to_string()),
        Value::Bytes(b) => Some(String::from_utf8_lossy(b).into_owned()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Double(d) => Some(d.to_string()),
        _ => None,
    }
}

/// A document of an FT.SEARCH reply: its key and its returned fields, as text.
pub struct Document {
    /// The key, when it is text.
    pub key: Option<String>,
    /// The returned fields' names and values, in the reply's order.
    pub fields: Vec<(String, String)>,
}

/// The documents of a RESP2 FT.SEARCH reply (`[total, key, [field, value, …], …]`), in
/// the reply's order; `Err` names what is malformed.
pub fn search_documents(reply: Value) -> Result<Vec<Document>, String> {
    let malformed = |what: &str| format!("unexpected FT.SEARCH reply: {what}");
    let Value::Array(items) = reply else {
        return Err(malformed("not an array"));
    };
    let mut out = Vec::new();
    for (key, fields) in items
        .iter()
        .skip(1)
        .step_by(2)
        .zip(items.iter().skip(2).step_by(2))
    {
        let Value::Array(fields) = fields else {
            return Err(malformed("document fields are not an array"));
        };
        let fields = fields
            .chunks(2)
            .filter_map(|pair| match pair {
                [name, value] => Some((text(name)?, text(value).unwrap_or_default())),
                _ => None,
            })
            .collect();
        out.push(Document {
            key: text(key),
            fields,
        });
    }
    Ok(out)
}
