//! The embedder's integration tests, one binary: the real model through ort
//! (`embeddings`), the gRPC contract over a Unix socket (`grpc`), the injection scorer
//! against its Python reference (`injection`) and loop detection end to end
//! (`loop_detection`). `make eval`'s figures are `eval_injection`, a binary of its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../common/mod.rs"]
mod common;
mod embeddings;
mod grpc;
mod injection;
mod loop_detection;
