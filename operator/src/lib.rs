//! The Argus operator: controllers for the four Argus kinds, config rendering, the
//! per-namespace Redis Stack and the sidecar-injecting admission webhook. Pure cores
//! (injection, rendering, status) with thin Kubernetes and HTTP shells around them.
#![forbid(unsafe_code)]

pub mod api;
pub mod approvals;
pub mod binding;
pub mod console;
pub mod controller;
pub mod image_pulls;
pub mod injection;
pub mod leader;
pub mod metrics;
pub mod probes;
pub mod rbac;
pub mod reflect;
pub mod render;
pub mod serve;
pub mod status;
pub mod tls;
pub mod webhook;

mod run_args;
pub use run_args::RunArgs;
