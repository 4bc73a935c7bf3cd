//! Semantic cache cost on the request path beyond the shared embedding (issue 17):
//! eligibility, the probe (scope hash of the request without its last turn, guard, word
//! order) and the lookup, with 10,000 cached entries of one tenant — all in one scope
//! (the FAQ shape: every entry passes the filter; Redis searches the HNSW graph, the
//! in-process scan dismisses rows early) and spread over 100 scopes (Redis compares the
//! scope's 100 by brute force) — in process (local mode) and with Redis (what replicas
//! share): through a replica's mirror of the tenant's vectors once it is loaded (misses
//! never leave the process; hits read their answer from Redis), and through RediSearch
//! (what a replica does until its mirror is loaded).
//! The cached entries are stored without their turn's text (compared by the cosine
//! alone, as before the verification) and, in the rows marked "with texts", with a
//! question each, as the proxy stores them: then the verification's floors apply.
//! Target: p99 ≤ 0.5 ms. Each case is set against a baseline measured in the same run,
//! so that figures from a loaded machine still compare: for Redis one PING round trip
//! on the same connection (the floor of any shared lookup), in process the probe alone.
//! Run with `make bench-sidecar` (needs Redis Stack: `make python-env`); `cargo test
//! --all-targets` runs a smoke pass with few entries.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_sidecar::cache::CachedResponse;
use argus_sidecar::semantic::{
    Probe, RedisSemanticIndex, SemanticIndex, SemanticSettings, SemanticStore, eligible,
};
use argus_sidecar::wire::ApiFormat;
use bytes::Bytes;
use fred::prelude::*;
use serde_json::json;

// The tests' Redis Stack launcher (it panics with a named reason when the binaries are
// missing, which is what a bench run wants too).
use argus_sidecar_testkit::RedisServer;

const TARGET_P99: Duration = Duration::from_micros(500);
const TENANT: &str = "agents/support-agent";
const LAST: &str = "How do I reset my password?";

/// A deterministic pseudo-random unit vector (the test kit's), so runs compare.
fn unit(seed: u64) -> Arc<[f32]> {
    argus_sidecar_testkit::random_unit(seed).into()
}

fn body(history: usize, last: &str) -> serde_json::Value {
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

fn settings(entries: usize) -> SemanticSettings {
    SemanticSettings {
        threshold: 0.93,
        ttl: Duration::from_secs(3600),
        any_temperature: false,
        max_entries: entries,
    }
}

/// p50 and p99 of `times`.
fn percentiles(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let at = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    (at(0.5), at(0.99))
}

/// Times `n` runs of `f`, each alone.
async fn timed<F, Fut>(n: usize, mut f: F) -> (Duration, Duration)
where
    F: FnMut(usize) -> Fut,
    Fut: Future<Output = ()>,
{
    let mut times = Vec::with_capacity(n);
    for i in 0..n {
        let t = Instant::now();
        f(i).await;
        times.push(t.elapsed());
    }
    percentiles(times)
}

/// The probe of the bench's request with `embedding`, when it is eligible.
fn probe(
    request: &serde_json::Value,
    settings: &SemanticSettings,
    embedding: Arc<[f32]>,
) -> Option<Probe> {
    probe_of(request, settings, LAST, embedding)
}

/// The probe of the bench's request ending with `last`.
fn probe_of(
    request: &serde_json::Value,
    settings: &SemanticSettings,
    last: &str,
    embedding: Arc<[f32]>,
) -> Option<Probe> {
    if !eligible(ApiFormat::OpenAiChat, request, false, settings) {
        return None;
    }
    Probe::new(
        TENANT,
        ApiFormat::OpenAiChat,
        "gpt-4o-mini",
        request,
        last,
        embedding,
    )
}

/// Whether cached entries carry their turn's text.
#[derive(Clone, Copy, PartialEq)]
enum Texts {
    /// No text: compared by the cosine alone.
    None,
    /// A question each ([`question`]), as the proxy stores them.
    Questions,
}

/// The `i`th of 10,000 distinct support questions without numbers or dates (one guard
/// key, so one scope), of two to six content words; `asked` the way a paraphrase asks it.
fn question(i: usize, asked: bool) -> String {
    const VERBS: &[&str] = &[
        "reset", "change", "delete", "export", "share", "archive", "rename", "restore", "sync",
        "hide", "print", "download", "upload", "verify", "recover", "copy", "move", "merge",
        "lock", "report",
    ];
    const OBJECTS: &[&str] = &[
        "password",
        "profile photo",
        "billing address",
        "calendar",
        "contacts",
        "invoice",
        "browsing history",
        "shipping address",
        "username",
        "email signature",
        "notification settings",
        "saved cards",
        "order history",
        "wish list",
        "playlist",
        "voicemail greeting",
        "security questions",
        "recovery email",
        "home screen",
        "photo album",
        "reading list",
        "bookmarks",
        "subscription",
        "loyalty card",
        "gift card",
    ];
    const TAILS: &[&str] = &[
        "",
        " on my phone",
        " from the app",
        " in the settings",
        " on the website",
        " without logging in",
        " on a tablet",
        " from my laptop",
        " in the browser",
        " on the desktop app",
        " while travelling",
        " from the help page",
        " after the update",
        " on an old phone",
        " through the chat",
        " from another device",
        " before my trip",
        " in dark mode",
        " on the smart TV",
        " from the web portal",
    ];
    let (v, o, t) = (
        VERBS[i % VERBS.len()],
        OBJECTS[(i / VERBS.len()) % OBJECTS.len()],
        TAILS[(i / (VERBS.len() * OBJECTS.len())) % TAILS.len()],
    );
    if asked {
        format!("How can I {v} my {o}{t}?")
    } else {
        format!("How do I {v} my {o}{t}?")
    }
}

/// Fills `store` with `entries` answers of one tenant over `scopes` scopes (the
/// request's own scope among them).
async fn fill(
    store: &SemanticStore,
    request: &serde_json::Value,
    scopes: usize,
    entries: usize,
    texts: Texts,
) {
    let settings = settings(entries);
    let home = probe(request, &settings, unit(0))
        .map(|p| p.scope().to_string())
        .unwrap_or_default();
    let answer = CachedResponse {
        content_type: "application/json".into(),
        body: Bytes::from(vec![b'x'; 600]),
    };
    for i in 0..entries {
        let scope = if i % scopes == 0 {
            home.clone()
        } else {
            format!("{:064x}", i % scopes)
        };
        let entry = match texts {
            Texts::None => Probe::from_parts(TENANT, &scope, unit(i as u64 + 1)),
            Texts::Questions => {
                Probe::with_text(TENANT, &scope, unit(i as u64 + 1), &question(i, false))
            }
        };
        if let Err(e) = store
            .insert(&entry, answer.clone(), settings.ttl, settings.max_entries)
            .await
        {
            panic!("filling the semantic cache: {e}");
        }
    }
}

/// A paraphrase of `unit(seed)` (cosine ≈ 0.97, above the bench's threshold).
fn paraphrase(seed: u64, noise: u64) -> Arc<[f32]> {
    let (v, n) = (unit(seed), unit(noise));
    let mut p: Vec<f32> = v.iter().zip(n.iter()).map(|(a, b)| a + 0.25 * b).collect();
    let norm = p.iter().map(|a| a * a).sum::<f32>().sqrt();
    p.iter_mut().for_each(|a| *a /= norm);
    p.into()
}

/// What the lookups ask: unrelated turns (misses) or paraphrases of entries in the
/// request's own scope (hits).
#[derive(Clone, Copy, PartialEq)]
enum Queries {
    Misses,
    Hits,
}

impl Queries {
    /// The `i`th lookup's embedding, in a cache `fill`ed with `entries` over `scopes`.
    fn embedding(self, i: usize, entries: usize, scopes: usize) -> Arc<[f32]> {
        match self {
            Queries::Misses => unit(1_000_000 + i as u64),
            // The home scope holds entries 0, scopes, 2·scopes, … stored as unit(i + 1).
            Queries::Hits => {
                let at = (i * scopes) % entries.max(1);
                paraphrase(at as u64 + 1, 2_000_000 + i as u64)
            }
        }
    }
}

struct Case<'a> {
    label: String,
    queries: Queries,
    texts: Texts,
    store: &'a SemanticStore,
    entries: usize,
    scopes: usize,
    lookups: usize,
    baseline_label: &'static str,
    baseline: (Duration, Duration),
}

async fn run(case: Case<'_>) {
    let request = body(4, LAST);
    let settings = settings(case.entries);
    let hits = std::cell::Cell::new(0usize);
    let (store, threshold) = (case.store, settings.threshold);
    let (queries, entries, scopes, texts) = (case.queries, case.entries, case.scopes, case.texts);
    let (p50, p99) = timed(case.lookups, |i| {
        let embedding = queries.embedding(i, entries, scopes);
        // With texts, a hit asks the way a paraphrase of its entry does, and a miss asks
        // the bench's own question.
        let probe = match (texts, queries) {
            (Texts::Questions, Queries::Hits) => probe_of(
                &request,
                &settings,
                &question((i * scopes) % entries.max(1), true),
                embedding,
            ),
            _ => probe(&request, &settings, embedding),
        };
        let hits = &hits;
        async move {
            if let Some(p) = probe
                && let Ok(Some(_)) = store.lookup(&p, threshold).await
            {
                hits.set(hits.get() + 1);
            }
        }
    })
    .await;
    let hits = hits.get();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{:<64} p50 {:>7.1} µs p99 {:>7.1} µs | {} (same run) p50 {:>6.1} µs p99 {:>6.1} µs, p99 ratio {:>5.1} | {} of {} entries in the scope | p99/target {:.2} (target {} µs){}",
        case.label,
        us(p50),
        us(p99),
        case.baseline_label,
        us(case.baseline.0),
        us(case.baseline.1),
        p99.as_secs_f64() / case.baseline.1.as_secs_f64().max(1e-9),
        case.entries.div_ceil(case.scopes),
        case.entries,
        p99.as_secs_f64() / TARGET_P99.as_secs_f64(),
        TARGET_P99.as_micros(),
        match case.queries {
            Queries::Misses if hits > 0 => " (unexpected hits)".to_string(),
            Queries::Misses => String::new(),
            Queries::Hits => format!(" | {hits} of {} hit", case.lookups),
        },
    );
}

async fn bench(entries: usize, lookups: usize) {
    let request = body(4, LAST);
    let probe_only = timed(lookups, |i| {
        let p = probe(&request, &settings(entries), unit(1_000_000 + i as u64));
        std::hint::black_box(p);
        std::future::ready(())
    })
    .await;
    for (scopes, texts) in [(1, Texts::None), (100, Texts::None), (1, Texts::Questions)] {
        let store = SemanticStore::Memory(SemanticIndex::new(512 * 1024 * 1024));
        fill(&store, &request, scopes, entries, texts).await;
        run(Case {
            label: format!(
                "in process, {entries} entries, {scopes} scope(s){}",
                with(texts)
            ),
            queries: Queries::Misses,
            texts,
            store: &store,
            entries,
            scopes,
            lookups,
            baseline_label: "probe alone",
            baseline: probe_only,
        })
        .await;
    }

    let server = RedisServer::start();
    let connect = || async {
        let client = Builder::from_config(
            Config::from_url(&server.url()).unwrap_or_else(|e| panic!("redis url: {e}")),
        )
        .build()
        .unwrap_or_else(|e| panic!("redis client: {e}"));
        client
            .init()
            .await
            .unwrap_or_else(|e| panic!("redis connect: {e}"));
        client
    };
    for (scopes, texts) in [(1, Texts::None), (100, Texts::None), (1, Texts::Questions)] {
        let client = connect().await;
        let _: fred::types::Value = client
            .flushall(false)
            .await
            .unwrap_or_else(|e| panic!("FLUSHALL: {e}"));
        let searched =
            SemanticStore::Redis(RedisSemanticIndex::search_only(client.clone(), "bench"));
        fill(&searched, &request, scopes, entries, texts).await;
        let ping = timed(lookups, |_| {
            let client = client.clone();
            async move {
                let _: Result<String, _> = client.ping(None).await;
            }
        })
        .await;

        // Another replica, whose mirror of the tenant loads after its first lookup.
        let mirror_client = connect().await;
        let mirrored_index = RedisSemanticIndex::new(mirror_client.clone(), "bench-mirror");
        let mirrored = SemanticStore::Redis(mirrored_index.clone());
        if let Some(p) = probe(&request, &settings(entries), unit(0)) {
            let _ = mirrored.lookup(&p, 0.99).await;
        }
        let loading = Instant::now();
        while !mirrored_index.mirror_ready(TENANT) {
            assert!(
                loading.elapsed() < Duration::from_secs(120),
                "the mirror did not load within 120 s"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        println!(
            "Redis mirror of {entries} entries: loaded in {:.0} ms, {:.1} MB in process",
            loading.elapsed().as_secs_f64() * 1e3,
            mirrored_index.mirror_bytes() as f64 / 1e6,
        );
        for (how, queries) in [("misses", Queries::Misses), ("hits", Queries::Hits)] {
            run(Case {
                label: format!(
                    "Redis mirrored ({how}), {entries} entries, {scopes} scope(s){}",
                    with(texts)
                ),
                queries,
                texts,
                store: &mirrored,
                entries,
                scopes,
                lookups,
                baseline_label: "PING",
                baseline: ping,
            })
            .await;
        }
        run(Case {
            label: format!(
                "Redis FT.SEARCH, {entries} entries, {scopes} scope(s){}",
                with(texts)
            ),
            queries: Queries::Misses,
            texts,
            store: &searched,
            entries,
            scopes,
            lookups,
            baseline_label: "PING",
            baseline: ping,
        })
        .await;
        let _ = mirror_client.quit().await;
        let _ = client.quit().await;
    }
}

/// The label's mark of entries with texts.
fn with(texts: Texts) -> &'static str {
    match texts {
        Texts::None => "",
        Texts::Questions => ", with texts",
    }
}

pub fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    // The smoke pass keeps enough entries in one scope for Redis to search it as a graph.
    let (entries, lookups) = if full { (10_000, 2_000) } else { (1_000, 50) };
    if !full {
        println!("semantic cache benchmark, smoke run (the figures: make bench-sidecar)");
    }
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|e| panic!("tokio runtime: {e}"));
    rt.block_on(bench(entries, lookups));
}
