//! The Argus sidecar as a library: the workflow engine (pure, synchronous) and the
//! proxy that wires it to HTTP. The `argus-sidecar` binary is a thin shell over it.
#![forbid(unsafe_code)]

pub mod approvals;
pub mod audit;
pub mod audit_file;
pub mod audit_otlp;
pub mod console;
pub mod context;
pub mod edge;
pub mod embedder;
pub mod forward;
pub use argus_engine as engine;
pub mod gates;
pub mod gating;
pub mod log_line;
pub mod mcp;
pub mod metrics;
pub mod obs;
pub mod policy;
pub mod proxy;
pub mod replay;
pub mod serve;
pub mod session;
pub mod shared;
pub mod store;
pub mod telemetry;
pub use argus_wire as wire;
