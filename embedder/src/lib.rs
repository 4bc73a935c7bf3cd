//! `argus-embedder`: all-MiniLM-L6-v2 sentence embeddings over gRPC on a Unix socket,
//! semantic loop detection on Redis Stack vector search, and exemplar similarity for
//! the workflow engine's classifier (seed 002).
//!
//! Every module is private but `pb`, the gRPC code generated from the proto. The surface
//! below is what the binary, the tests and the benches use, item by item, with the area's
//! name put in front where the bare name would say too little at the root
//! (`InjectionHead`, `InjectionRank`, `injection_model_config`).

// One audited exception: `memory::release_freed` (glibc's `malloc_trim`).
#![deny(unsafe_code)]

mod admin;
mod batcher;
mod client;
mod config;
mod embedding;
mod error;
mod exemplars;
mod injection;
mod loop_detector;
mod memory;
mod metrics;
mod server;
mod service;
mod socket;
mod store;

/// Generated from `proto/argus/embedder/v1/embedder.proto`: the gRPC contract, its
/// messages and the client and server of the `Embedder` service.
///
/// The one public module of the crate (tools/check-layers.sh names it): tonic writes it,
/// and its items are named by the proto, so a `pub use` list of them would have to follow
/// every change of the .proto file; callers reach it as `argus_embedder::pb`, the proto's
/// package.
pub mod pb {
    #![allow(clippy::all, clippy::pedantic, missing_docs)]
    tonic::include_proto!("argus.embedder.v1");
}

// === The server: its flags and settings, started on a Unix socket; the client ===
pub use self::client::connect;
pub use self::config::{EmbedderArgs, LogFormat, Settings};
pub use self::loop_detector::LoopSettings;
pub use self::metrics::Metrics;
pub use self::server::{Running, StartError, start};

// === Embeddings: the ONNX model, its tokenizer and pooling, batched calls ===
pub use self::batcher::{BatchConfig, BatchMode, BatchingEmbedder};
pub use self::embedding::{
    DIM, EmbedError, Embedder, Embedding, Encoded, ModelConfig, OnnxModel, TextEncoder, cosine,
    normalize,
};

// === The injection classifier: its head over the embeddings, the scorer ===
pub use self::injection::{
    Head as InjectionHead, InjectionScorer, MultilingualEncoder, Rank as InjectionRank, RankUnit,
    model_config as injection_model_config,
};

// === The vector store of loop detection (Redis Stack) ===
pub use self::store::{
    IndexAlgorithm, IndexState, StoreConfig, VectorStore, history_key, tenant_tag,
};
