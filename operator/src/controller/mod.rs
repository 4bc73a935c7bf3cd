//! The reconcilers: the four Argus kinds (status), workloads (config + rollout) and the
//! per-namespace Redis Stack. Each reads the world from reflector stores and writes
//! through the API with server-side apply under [`FIELD_MANAGER`].

pub mod activity;
mod context;
mod error;
pub mod grants;
mod redis;
mod resource;
pub mod tool_pins;
mod workload;

pub use context::{Backoff, Context, RedisSettings, Stores, WhenUnused, lookup};
pub use error::Error;
pub use redis::reconcile_namespace_store;
pub use resource::{ArgusResource, reconcile_resource};
pub use workload::{Workload, reconcile_workload};

/// The field manager of every write, so server-side apply knows what the operator owns.
pub const FIELD_MANAGER: &str = "argus-operator";
