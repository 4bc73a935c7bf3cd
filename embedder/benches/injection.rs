//! `make bench-embedder`: the injection scorer's cost in process (release, one
//! intra-op thread, the shipped head and model): texts of 1 KiB (p50 / p99 over many
//! texts, the target is p50 ≤ 5 ms on one core), and one text each of 10 KiB, 100 KiB
//! and 1 MiB (the lexical pass over every window, then the windows it ranks highest).
//! Figures are printed, never asserted.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_embedder::{
    BatchConfig, BatchMode, BatchingEmbedder, Embedder, InjectionHead, InjectionRank,
    InjectionScorer, Metrics, RankUnit,
};
use common::{model_config, repo_root};

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1000.0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// About `bytes` of `text`: repeated, cut back to a char boundary.
fn sized(text: &str, bytes: usize) -> String {
    let mut out = String::with_capacity(bytes + text.len());
    while out.len() < bytes {
        out.push_str(text);
        out.push('\n');
    }
    let mut end = bytes.min(out.len());
    while !out.is_char_boundary(end) {
        end -= 1;
    }
    out.truncate(end);
    out
}

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        println!("injection scorer benchmark: run it with `make bench-embedder` (cargo bench)");
        return;
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let head_path = repo_root().join("models/injection-head.json");
        let head = InjectionHead::load(&head_path).unwrap();
        let embedder = BatchingEmbedder::start(
            &argus_embedder::injection_model_config(&head, &head_path, &model_config()),
            BatchConfig {
                window: Duration::ZERO,
                max_batch: 8,
                queue: 1024,
                mode: BatchMode::Sequential,
            },
            Arc::new(Metrics::default()),
        )
        .unwrap();
        let embedder: Arc<dyn Embedder> = Arc::new(embedder);
        println!("injection scorer benchmark — head {}", head.id);
        // The same head and model with the rank before the character budget (one window a
        // KiB, at least one), timed in the same run, text by text in turn with the shipped one.
        let mut before = head.clone();
        before.rank = InjectionRank {
            base: 0,
            per_kib: 1,
            max: 32,
            unit: RankUnit::Windows,
            min_alpha: 0,
        };
        let before = InjectionScorer::new(before, embedder.clone());
        let scorer = InjectionScorer::new(head, embedder);
        // The texts of the held-out set, each made 1 KiB long.
        let natural: Vec<String> =
            std::fs::read_to_string(repo_root().join("eval/injection/heldout.jsonl"))
                .unwrap()
                .lines()
                .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                .filter_map(|v| v["text"].as_str().map(str::to_string))
                .filter(|t| !t.trim().is_empty())
                .collect();
        let texts: Vec<String> = natural.iter().map(|t| sized(t, 1024)).collect();
        for t in texts.iter().take(20) {
            scorer.score(std::slice::from_ref(t)).await.unwrap();
        }
        let mut times = Vec::new();
        let mut times_before = Vec::new();
        let mut embedded = 0;
        let mut embedded_before = 0;
        for _ in 0..3 {
            for t in &texts {
                let started = Instant::now();
                let s = scorer.score(std::slice::from_ref(t)).await.unwrap();
                times.push(started.elapsed());
                embedded += s[0].embedded;
                let started = Instant::now();
                let s = before.score(std::slice::from_ref(t)).await.unwrap();
                times_before.push(started.elapsed());
                embedded_before += s[0].embedded;
            }
        }
        times.sort();
        times_before.sort();
        println!("\n## ScoreInjection in process, 1 KiB texts (1 intra-op thread)");
        println!("| rank | texts | windows embedded (mean) | p50 ms | p90 ms | p99 ms |");
        println!("|---|---|---|---|---|---|");
        for (name, times, embedded) in [
            ("the head's", &times, embedded),
            ("before (1 window a KiB)", &times_before, embedded_before),
        ] {
            println!(
                "| {name} | {} | {:.1} | {} | {} | {} |",
                times.len(),
                embedded as f64 / times.len() as f64,
                ms(percentile(times, 0.5)),
                ms(percentile(times, 0.9)),
                ms(percentile(times, 0.99))
            );
        }
        println!(
            "p50 ratio head's / before: {:.2}",
            percentile(&times, 0.5).as_secs_f64() / percentile(&times_before, 0.5).as_secs_f64()
        );
        // The same texts at their own length (median about 0.4 KiB; one pass).
        let mut own = [Vec::new(), Vec::new()];
        for t in &natural {
            for (i, s) in [&scorer, &before].into_iter().enumerate() {
                let started = Instant::now();
                s.score(std::slice::from_ref(t)).await.unwrap();
                own[i].push(started.elapsed());
            }
        }
        for v in &mut own {
            v.sort();
        }
        println!(
            "\nthe same texts at their own length: p50 / p90 ms {} / {} (the head's rank), {} / {} (before)",
            ms(percentile(&own[0], 0.5)),
            ms(percentile(&own[0], 0.9)),
            ms(percentile(&own[1], 0.5)),
            ms(percentile(&own[1], 0.9))
        );
        println!(
            "\n## Long texts (one text; lexical pass over every window, then the top windows)"
        );
        println!("| size | windows | embedded | lexical pass ms | total ms |");
        println!("|---|---|---|---|---|");
        let page = texts.concat();
        for kib in [10, 100, 1024] {
            let text = sized(&page, kib * 1024);
            let started = Instant::now();
            let plan = scorer.plan(&text);
            let lexical = started.elapsed();
            let started = Instant::now();
            let s = scorer.score(std::slice::from_ref(&text)).await.unwrap();
            let total = started.elapsed();
            println!(
                "| {kib} KiB | {} | {} | {} | {} |",
                plan.windows.len(),
                s[0].embedded,
                ms(lexical),
                ms(total)
            );
        }
    });
}
