//! The Argus sidecar as a library: the LLM proxy, the MCP gateway and the console over
//! the workflow engine and the gates. The `argus-sidecar` binary is a thin shell over it.
//!
//! Every module is private. The services (`proxy`, `mcp`, `console`), the layers under
//! them (`gating`, `forward`, `edge`, `shared`, `obs`) and the stores, policy and context
//! engine are reached only through the surface below: what the binary, the tests and the
//! benches use. A store whose API is a whole module with its own surface (the caches, the
//! limiter, the vector index, the metric families, the console's timeline) is re-exported
//! as that module; other items are re-exported one by one, with the area's name put in
//! front where the bare name would say too little at the root (`ContextLimits`,
//! `ApprovalStoreError`).
#![forbid(unsafe_code)]

mod console;
mod context;
mod edge;
mod embedder;
mod forward;
mod gating;
mod mcp;
mod obs;
mod policy;
mod proxy;
mod replay;
mod serve;
mod session;
mod shared;
mod stores;

pub use argus_engine as engine;
pub use argus_gates as gates;
pub use argus_wire as wire;

// === The commands: serve (proxy, MCP gateway, console) and the offline replay ===
pub use self::replay::{
    GateFiles, ReplayError, replay, run_cli_selecting, run_with_embedder, run_with_gates,
};
pub use self::serve::{ServeArgs, Sidecar, load_config, run};

// === Configuration compiled for the proxy ===
pub use self::gating::guardian::GUARDIAN_RUBRIC;
pub use self::shared::runtime::{MAX_MODEL_NAME_BYTES, model_matches};
pub use self::shared::{AppState, Runtime, RuntimeError};

// === Sessions, stores and caches ===
pub use self::stores::approvals::admin as approvals_admin;
pub use self::stores::approvals::kube::KubeApprovals;
pub use self::stores::approvals::{
    ApprovalRequest, ApprovalStore, CallIdentity, Deferred, StoreError as ApprovalStoreError,
};
pub use self::stores::session::{
    CasOutcome, Loaded, RedisStore, SessionKey, StoreLimits, Versioned,
};
pub use self::stores::vector_index;
pub use self::stores::{cache, limits, semantic};

// === The context engine and the embedder ===
pub use self::context::compile::Limits as ContextLimits;
pub use self::context::documents::Documents;
pub use self::context::{ContextPlan, ContextStores};
pub use self::embedder::Embedder;
pub use self::embedder::pb::CheckLoopRequest;
pub use self::stores::log::{Bounds as ContextLogBounds, DIM as EMBEDDING_DIM, NewMessage};
pub use self::stores::now_ms;

// === MCP gateway ===
pub use self::mcp::pins::definition_hash;
pub use self::mcp::{GatewayState, InternalCall, InternalResult, InternalTool};

// === Observability and the console ===
pub use self::obs::metrics;
pub use self::obs::telemetry::log_filter;
pub use self::obs::trace::trace_id;
pub use self::shared::feed::Feed;
pub use self::shared::timeline;
pub use self::shared::tool_rate::ToolRates;
