//! The Argus sidecar as a library: the workflow engine (pure, synchronous) and the
//! proxy that wires it to HTTP. The `argus-sidecar` binary is a thin shell over it.
#![forbid(unsafe_code)]

pub mod approvals;
pub mod audit;
pub mod audit_file;
pub mod audit_otlp;
mod console;
pub mod context;
mod edge;
pub mod embedder;
mod forward;
pub use argus_engine as engine;
pub mod gates;
mod gating;
pub mod log_line;
mod mcp;
pub mod metrics;
mod obs;
pub mod policy;
mod proxy;
pub mod replay;
pub mod serve;
pub mod session;
mod shared;
pub mod store;
pub mod telemetry;
pub use argus_wire as wire;

// The surface the sidecar's binary, tests and benches use of the services and their
// shared layer; everything else in those modules is private to the crate.
pub use self::gating::guardian::GUARDIAN_RUBRIC;
pub use self::mcp::pins::definition_hash;
pub use self::mcp::{GatewayState, InternalCall, InternalResult, InternalTool};
pub use self::obs::trace::trace_id;
pub use self::shared::feed::Feed;
pub use self::shared::runtime::{MAX_MODEL_NAME_BYTES, model_matches};
pub use self::shared::timeline;
pub use self::shared::tool_rate::ToolRates;
pub use self::shared::{AppState, Runtime, RuntimeError};
