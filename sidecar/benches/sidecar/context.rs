//! Context compilation on the request path (issue 15): p50/p99 of one compilation —
//! newest 10 plus top-5 by similarity of one tenant's messages, within 1,024 tokens —
//! given the user turn's embedding (computed once per request by the loop check, so not
//! counted here), at 1,000, 10,000 and 100,000 stored messages per tenant in a real
//! Redis Stack, and in process (local mode, capped at 10,000). Target: ≤ 2 ms p50 at
//! 1,000. Figures are printed, never asserted: `make bench`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_crds::{ContextSource, ContextSourceKind};
use argus_sidecar::ContextLimits as Limits;
use argus_sidecar::Documents;
use argus_sidecar::{ContextLogBounds as Bounds, NewMessage};
use argus_sidecar::{ContextPlan, ContextStores};
use fred::prelude::*;

use argus_sidecar_testkit::RedisServer;

/// A deterministic pseudo-random unit vector (the test kit's), so runs compare.
fn vector(seed: u64) -> Vec<f32> {
    argus_sidecar_testkit::random_unit(seed)
}

fn plan(tenant: &str) -> ContextPlan {
    ContextPlan {
        tenant: tenant.into(),
        sources: vec![ContextSource {
            id: "history".into(),
            kind: ContextSourceKind::Sessions,
            actor: None,
            config_map: None,
            label: None,
            selector: Default::default(),
        }],
        peers: vec![],
        limits: Limits {
            recent: 10,
            similar: 5,
            max_tokens: 1024,
        },
        deadline_ms: 1_000,
        bounds: Bounds {
            per_session: 100_000,
            per_tenant: 200_000,
            ttl_seconds: 86_400,
        },
        documents: Arc::new(Documents::default()),
    }
}

/// Seeds messages `from..to` through the sidecar's own write path, 64 writers at once:
/// their commands share the client's connection, so Redis receives them pipelined
/// (100,000 take tens of seconds, most of it the vector index).
async fn fill(stores: &ContextStores, plan: &ContextPlan, from: usize, to: usize) {
    let log = Arc::new(stores.log.clone());
    let mut tasks = tokio::task::JoinSet::new();
    for chunk in (from..to)
        .collect::<Vec<_>>()
        .chunks(((to - from) / 64).max(1))
    {
        let (log, chunk, tenant, bounds) = (
            log.clone(),
            chunk.to_vec(),
            plan.tenant.clone(),
            plan.bounds,
        );
        tasks.spawn(async move {
            for i in chunk {
                let m = NewMessage {
                    session: format!("s{}", i / 20),
                    role: if i % 2 == 0 { "user" } else { "assistant" }.into(),
                    text: format!(
                        "message {i} about topic {} with a few more words of text",
                        i % 97
                    ),
                    at_ms: 1_700_000_000_000 + i as u64,
                };
                if let Err(e) = log
                    .record(&tenant, m, Some(&vector(i as u64)), bounds)
                    .await
                {
                    panic!("record failed: {e}");
                }
            }
        });
    }
    while tasks.join_next().await.is_some() {}
}

async fn measure(label: &str, stores: &ContextStores, plan: &ContextPlan, samples: usize) {
    let query = vector(424_242);
    for _ in 0..samples / 10 + 1 {
        let _ = plan
            .compile(
                stores,
                None,
                Some("what about topic 7?"),
                Some(&query),
                None,
            )
            .await;
    }
    let mut times = Vec::with_capacity(samples);
    let mut tokens = 0;
    for _ in 0..samples {
        let t = Instant::now();
        let c = plan
            .compile(
                stores,
                None,
                Some("what about topic 7?"),
                Some(&query),
                None,
            )
            .await
            .unwrap_or_else(|e| panic!("compile failed: {e}"));
        times.push(t.elapsed());
        tokens = c.compiled.tokens;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{label:<34} p50 {:>7.3} ms   p99 {:>7.3} ms   ({} picks' tokens {tokens})",
        ms(at(0.50)),
        ms(at(0.99)),
        samples
    );
}

/// p50/p99 of the two reads a compilation makes, alone: where the time goes.
async fn parts(stores: &ContextStores, plan: &ContextPlan, samples: usize) {
    let query = vector(424_242);
    let tenant = plan.tenant.to_string();
    let mut recent = Vec::with_capacity(samples);
    let mut similar = Vec::with_capacity(samples);
    for _ in 0..samples {
        let t = Instant::now();
        let _ = stores.log.recent(&tenant, plan.limits.recent * 2).await;
        recent.push(t.elapsed());
        let t = Instant::now();
        let _ = stores
            .log
            .similar(&tenant, &query, plan.limits.similar * 2)
            .await;
        similar.push(t.elapsed());
    }
    for (label, mut times) in [("  recent alone", recent), ("  KNN alone", similar)] {
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1000.0;
        println!(
            "{label:<34} p50 {:>7.3} ms   p99 {:>7.3} ms",
            at(0.50),
            at(0.99)
        );
    }
}

pub fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (sizes, samples): (&[usize], usize) = if full {
        (&[1_000, 10_000, 100_000], 1_000)
    } else if let Ok(sizes) = std::env::var("ARGUS_CONTEXT_BENCH_SIZES") {
        // A debug smoke run at chosen sizes (e.g. `1000,10000`), 200 samples each.
        let sizes: Vec<usize> = sizes
            .split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect();
        (Vec::leak(sizes) as &[usize], 200)
    } else {
        (&[200], 20)
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|e| panic!("runtime: {e}"));
    rt.block_on(async {
        println!("context compilation (recent 10 + similar 5, 1024 tokens; the user turn's embedding given)");
        let memory = ContextStores::new(None);
        let p = plan("bench/memory");
        let mut stored = 0;
        for &n in sizes {
            let n = n.min(10_000);
            if n > stored {
                fill(&memory, &p, stored, n).await;
                stored = n;
            }
            measure(&format!("in process, {n} messages"), &memory, &p, samples).await;
        }

        let server = RedisServer::start();
        let client = Builder::from_config(
            Config::from_url(&server.url()).unwrap_or_else(|e| panic!("url: {e}")),
        )
        .build()
        .unwrap_or_else(|e| panic!("client: {e}"));
        client.init().await.unwrap_or_else(|e| panic!("connect: {e}"));
        let stores = ContextStores::new(Some(client));
        let p = plan("bench/redis");
        let mut stored = 0;
        for &n in sizes {
            let t = Instant::now();
            fill(&stores, &p, stored, n).await;
            stored = n;
            println!("  (stored {n} in Redis in {:.1} s)", t.elapsed().as_secs_f64());
            measure(&format!("Redis Stack, {n} messages"), &stores, &p, samples).await;
            parts(&stores, &p, samples).await;
        }
    });
}
