//! The egress LLM proxy: HTTP in, the workflow engine and policy in the middle, the
//! provider out. `serve` routes to `handler`, which classifies the path; an LLM call
//! runs one way through the stages `pipeline` lists (ingress, admission, steering,
//! cache, forward, respond, after), each reading and adding to one `call::Call`.
//! The stages share `call`'s types and stand on the layers below (`shared`, `gating`,
//! `forward`, `edge`, `obs`); nothing imports `pipeline` but `handler`
//! (`tools/check-layers.sh`).

pub mod admission;
pub mod after;
pub mod cache;
pub mod call;
pub mod handler;
pub mod ingress;
pub mod loops;
pub mod metered;
pub mod passthrough;
pub mod pipeline;
pub mod recall;
pub mod respond;
pub mod selection;
pub mod steering;
pub mod step;
