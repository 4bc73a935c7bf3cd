//! Semantic cache cost on the request path beyond the shared embedding (issue 17):
//! eligibility, the probe (scope hash of the request without its last turn, guard, word
//! order) and the lookup, with 10,000 cached entries of one tenant — all in one scope
//! (the worst case: every entry is compared) and spread over 100 scopes. Target: p99
//! ≤ 0.5 ms. Run with `make bench-sidecar`; `cargo test --all-targets` runs a smoke pass.

use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_sidecar::policy::cache::CachedResponse;
use argus_sidecar::policy::semantic::{Probe, SemanticIndex, SemanticSettings, eligible};
use argus_sidecar::wire::ApiFormat;
use bytes::Bytes;
use serde_json::{Value, json};

const DIM: usize = 384;
const TARGET_P99: Duration = Duration::from_micros(500);

/// A deterministic pseudo-random unit vector (xorshift), so runs compare.
fn unit(seed: u64) -> Arc<[f32]> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut v: Vec<f32> = (0..DIM)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 2000) as f32 / 1000.0 - 1.0
        })
        .collect();
    let n = v.iter().map(|a| a * a).sum::<f32>().sqrt();
    v.iter_mut().for_each(|a| *a /= n);
    v.into()
}

fn body(history: usize, last: &str) -> Value {
    let mut messages = vec![
        json!({"role": "system", "content": "You are the support agent of an online shop. Be brief and friendly; never promise refunds without an order number."}),
    ];
    for i in 0..history {
        messages.push(json!({"role": "user", "content": format!("earlier question number {i} about my account settings")}));
        messages.push(json!({"role": "assistant", "content": "Here is how you do that: open Settings, then Account, then follow the steps."}));
    }
    messages.push(json!({"role": "user", "content": last}));
    json!({"model": "gpt-4o-mini", "temperature": 0, "messages": messages, "metadata": {"session_id": "bench"}})
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn run(label: &str, scopes: usize, entries: usize, lookups: usize) {
    let settings = SemanticSettings {
        threshold: 0.93,
        ttl: Duration::from_secs(3600),
        any_temperature: false,
        max_entries: entries,
    };
    let index = SemanticIndex::new(512 * 1024 * 1024);
    let answer = CachedResponse {
        content_type: "application/json".into(),
        body: Bytes::from(vec![b'x'; 600]),
    };
    let tenant = "agents/support-agent";
    let last = "How do I reset my password?";
    let request = body(4, last);
    let home = Probe::new(
        tenant,
        ApiFormat::OpenAiChat,
        "gpt-4o-mini",
        &request,
        last,
        unit(0),
    )
    .map(|p| p.scope().to_string())
    .unwrap_or_default();
    let started = Instant::now();
    for i in 0..entries {
        let scope = if i % scopes == 0 {
            home.clone()
        } else {
            format!("scope-{}", i % scopes)
        };
        index.insert(
            &Probe::from_parts(tenant, &scope, unit(i as u64 + 1)),
            answer.clone(),
            settings.ttl,
            settings.max_entries,
        );
    }
    let insert = started.elapsed() / entries as u32;
    let mut times = Vec::with_capacity(lookups);
    let mut hits = 0;
    for i in 0..lookups {
        let embedding = unit(1_000_000 + i as u64);
        let t = Instant::now();
        if eligible(ApiFormat::OpenAiChat, &request, false, &settings)
            && let Some(probe) = Probe::new(
                tenant,
                ApiFormat::OpenAiChat,
                "gpt-4o-mini",
                &request,
                last,
                embedding,
            )
            && index.lookup(&probe, settings.threshold).is_some()
        {
            hits += 1;
        }
        times.push(t.elapsed());
    }
    times.sort();
    let (p50, p99) = (pct(&times, 0.5), pct(&times, 0.99));
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{label:<44} lookup p50 {:>6.1} µs p99 {:>6.1} µs | insert {:>5.1} µs | {} of {} entries in the scope | ratio p99/target {:.2} (target {} µs){}",
        us(p50),
        us(p99),
        us(insert),
        entries.div_ceil(scopes),
        entries,
        p99.as_secs_f64() / TARGET_P99.as_secs_f64(),
        TARGET_P99.as_micros(),
        if hits > 0 { " (unexpected hits)" } else { "" },
    );
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (entries, lookups) = if full { (10_000, 2_000) } else { (200, 20) };
    if !full {
        println!("semantic cache benchmark, smoke run (the figures: make bench-sidecar)");
    }
    run(
        &format!("semantic cache, {entries} entries, one scope"),
        1,
        entries,
        lookups,
    );
    run(
        &format!("semantic cache, {entries} entries, 100 scopes"),
        100,
        entries,
        lookups,
    );
}
