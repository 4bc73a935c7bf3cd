//! kubectl-argus' integration tests in one binary (one link instead of three): each runs the
//! real plugin (`CARGO_BIN_EXE_kubectl-argus`). `cargo test -p kubectl-argus --test it
//! <module>::` runs one file's tests.

mod audit_cli;
mod local_mode;
mod support;
mod tools_cli;
