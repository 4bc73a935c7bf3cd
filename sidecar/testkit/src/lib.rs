//! The sidecar's test harness: everything of `argus-testkit` (re-exported, so tests
//! write `support::RedisServer`, `support::config`, …) plus the sidecar started in process on
//! free ports, its admin API calls and the semantic cache's test vectors. Only the
//! sidecar's tests and benches link it: a sidecar change rebuilds no other crate's tests.
//!
//! Its modules are private: the approvals' calls and the semantic cache's vectors are
//! re-exported below, with what they are about in the names that would say too little at
//! the root (`decide_approval`, `cache_probe`, `VECTOR_DIM`).
#![allow(dead_code, clippy::unwrap_used)]

mod approvals;
mod vectors;

// === All of argus-testkit ===
pub use argus_testkit::*;

// === Approvals in local mode: the sidecar that asks for them, the admin API's calls ===
pub use self::approvals::{
    approvals, approving, awaited as awaited_approval, decide as decide_approval,
};

// === The semantic cache's test vectors, probes, answers and scopes ===
pub use self::vectors::{
    DIM as VECTOR_DIM, HOUR, answer as cached_answer, cosine, paraphrase, probe as cache_probe,
    random_unit, scope as cache_scope, write_entry_behind_the_cache,
};

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::Duration;

use argus_crds::SidecarConfig;
use argus_sidecar::{ServeArgs, Sidecar};
use bytes::Bytes;

/// The sidecar in process with `config` (no config watch), on the ports it names.
pub async fn start(config: SidecarConfig) -> Sidecar {
    let args = ServeArgs {
        no_watch: true,
        ..ServeArgs::default()
    };
    Sidecar::start(config, &args).await.unwrap()
}

/// A sidecar with the support workflow in front of `upstream`, its key file in `dir`.
pub async fn start_support(upstream: &str, dir: &Path) -> Sidecar {
    start(config(upstream, &key_file(dir), Some(support_workflow()))).await
}

/// Waits until the sidecar has processed `n` workflow steps in total.
pub async fn wait_steps(sidecar: &Sidecar, n: u64) {
    for _ in 0..2000 {
        if sidecar.state.obs.workflow_steps.load(Ordering::SeqCst) >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!(
        "workflow steps: {} < {n}",
        sidecar.state.obs.workflow_steps.load(Ordering::SeqCst)
    );
}

/// The sidecar's Prometheus metrics text.
pub async fn metrics(sidecar: &Sidecar) -> String {
    send(sidecar.admin_addr, "GET", "/metrics", Bytes::new(), &[])
        .await
        .text()
}
