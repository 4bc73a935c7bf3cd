//! The egress LLM proxy: HTTP in, the workflow engine and policy in the middle, the
//! provider out. `serve` runs it; the other modules are its parts.

pub mod admission;
pub mod cache;
pub mod call;
pub mod coalesce;
pub mod completion;
pub mod handler;
pub mod ingress;
pub mod loops;
pub mod metered;
pub mod passthrough;
pub mod pipeline;
pub mod recall;
pub mod respond;
pub mod selection;
pub mod server;
pub mod steering;
pub mod translated;
