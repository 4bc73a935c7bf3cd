//! The sidecar's benchmarks in one binary: one link of the sidecar instead of one per bench.
//! Each module is one bench with its own figures and its own bound (see its doc comment);
//! `make bench-sidecar` runs them all in release. `ARGUS_BENCH=proxy` (or a comma-separated
//! list) runs only those: `ARGUS_BENCH=engine cargo bench -p argus-sidecar --bench sidecar`.
//! Under `cargo test` (no `--bench` argument) each runs a short smoke pass.

mod console;
mod context;
mod engine;
mod mcp_gateway;
mod proxy;
mod semantic_cache;

/// Every bench, in the order `make bench-sidecar` prints them.
const BENCHES: [(&str, fn()); 6] = [
    ("engine", engine::main),
    ("proxy", proxy::main),
    ("semantic_cache", semantic_cache::main),
    ("mcp_gateway", mcp_gateway::main),
    ("console", console::main),
    ("context", context::main),
];

fn main() {
    let only = std::env::var("ARGUS_BENCH")
        .ok()
        .filter(|v| !v.trim().is_empty());
    if let Some(only) = &only
        && let Some(unknown) = only
            .split(',')
            .map(str::trim)
            .find(|name| !BENCHES.iter().any(|(n, _)| n == name))
    {
        let names: Vec<&str> = BENCHES.iter().map(|(n, _)| *n).collect();
        panic!(
            "ARGUS_BENCH names {unknown:?}, which is not a bench: {}",
            names.join(", ")
        );
    }
    for (name, run) in BENCHES {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|n| n.trim() == name))
        {
            continue;
        }
        println!("== bench {name}");
        run();
    }
}
