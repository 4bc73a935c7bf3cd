//! argus-crds' integration tests in one binary (one link instead of six):
//! `cargo test -p argus-crds --test it <module>::` runs one file's tests. The fixtures
//! are in `crds/tests/fixtures`.

mod approval_kind;
mod crd_schema;
mod examples;
mod program;
mod sidecar_config;
mod validation;
