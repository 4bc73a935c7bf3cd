//! `argus-embedder`: all-MiniLM-L6-v2 sentence embeddings over gRPC on a Unix socket,
//! semantic loop detection on Redis Stack vector search, and exemplar similarity for
//! the workflow engine's classifier (seed 002).

// One audited exception: `memory::release_freed` (glibc's `malloc_trim`).
#![deny(unsafe_code)]

pub mod admin;
pub mod batcher;
pub mod client;
pub mod config;
pub mod embedding;
pub mod error;
pub mod exemplars;
pub mod injection;
pub mod loop_detector;
pub mod memory;
pub mod metrics;
pub mod server;
pub mod service;
pub mod socket;
pub mod store;

/// Generated from `proto/argus/embedder/v1/embedder.proto`.
pub mod pb {
    #![allow(clippy::all, clippy::pedantic, missing_docs)]
    tonic::include_proto!("argus.embedder.v1");
}
