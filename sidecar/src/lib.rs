//! The Argus sidecar as a library: the LLM proxy, the MCP gateway and the console over
//! the workflow engine and the gates. The `argus-sidecar` binary is a thin shell over it.
//!
//! The services (`proxy`, `mcp`, `console`) and the layers under them (`shared`, `gating`,
//! `forward`, `edge`, `obs` with the metrics, logs and audit sinks) are private; what the
//! binary, the tests and the benches use of them is re-exported below. The stores, policy
//! and context engine are still public modules.
#![forbid(unsafe_code)]

mod console;
mod edge;
mod forward;
mod gating;
mod mcp;
mod obs;
mod proxy;
mod session;
mod shared;

pub mod approvals;
pub mod context;
pub mod embedder;
pub mod policy;
pub mod replay;
pub mod serve;
pub mod store;

pub use argus_engine as engine;
pub use argus_gates as gates;
pub use argus_wire as wire;

pub use self::gating::guardian::GUARDIAN_RUBRIC;
pub use self::mcp::pins::definition_hash;
pub use self::mcp::{GatewayState, InternalCall, InternalResult, InternalTool};
pub use self::obs::trace::trace_id;
pub use self::obs::{metrics, telemetry};
pub use self::shared::feed::Feed;
pub use self::shared::runtime::{MAX_MODEL_NAME_BYTES, model_matches};
pub use self::shared::timeline;
pub use self::shared::tool_rate::ToolRates;
pub use self::shared::{AppState, Runtime, RuntimeError};
