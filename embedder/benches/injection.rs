//! `make bench-embedder`: the injection scorer's cost in process (release, one
//! intra-op thread, the shipped head and models): texts of 1 KiB (p50 / p99 over many
//! texts, the target is p50 ≤ 5 ms on one core) in English and in other languages, each
//! timed with the multilingual encoder on (as shipped) and off, text by text in turn;
//! and one text each of 10 KiB, 100 KiB and 1 MiB (the lexical pass over every window,
//! then the windows it ranks highest). Figures are printed, never asserted.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_embedder::{
    BatchConfig, BatchMode, BatchingEmbedder, Embedder, InjectionHead, InjectionScorer, Metrics,
    MultilingualEncoder,
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
        // The same head with its multilingual encoder off (every window read by the English
        // encoder), timed in the same run, text by text in turn with the default (on).
        let encoder = head.multilingual.as_ref().map(|half| {
            Arc::new(
                MultilingualEncoder::load_for(half, &head_path, model_config().ort_library.as_deref())
                    .unwrap(),
            )
        });
        let before = InjectionScorer::new(head.clone(), embedder.clone());
        let scorer = match encoder {
            Some(e) => InjectionScorer::new(head, embedder).with_multilingual(e),
            None => InjectionScorer::new(head, embedder),
        };
        // Texts of the development sets, each made 1 KiB long: English ones (the first
        // held-out set) and the other-language texts of the eighth written set.
        let read = |path: &str, english: bool| -> Vec<String> {
            std::fs::read_to_string(repo_root().join(path))
                .unwrap()
                .lines()
                .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                .filter(|v| v["lang"].as_str().is_none_or(|l| l == "en") == english)
                .filter_map(|v| v["text"].as_str().map(str::to_string))
                .filter(|t| !t.trim().is_empty())
                .collect()
        };
        let natural = read("eval/injection/heldout.jsonl", true);
        let texts: Vec<String> = natural.iter().map(|t| sized(t, 1024)).collect();
        let foreign: Vec<String> = read("eval/injection/written8.jsonl", false)
            .iter()
            .map(|t| sized(t, 1024))
            .collect();
        for t in texts.iter().chain(&foreign).take(40) {
            scorer.score(std::slice::from_ref(t)).await.unwrap();
        }
        println!("\n## ScoreInjection in process, 1 KiB texts (1 intra-op thread)");
        println!("| texts | multilingual encoder | texts timed | windows embedded (mean) | of them multilingual | p50 ms | p90 ms | p99 ms |");
        println!("|---|---|---|---|---|---|---|---|");
        for (name, set) in [("English", &texts), ("other languages", &foreign)] {
            let mut times = [Vec::new(), Vec::new()];
            let mut embedded = [0, 0];
            let mut routed = [0, 0];
            for _ in 0..3 {
                for t in set {
                    for (i, s) in [&scorer, &before].into_iter().enumerate() {
                        let started = Instant::now();
                        let score = s.score(std::slice::from_ref(t)).await.unwrap();
                        times[i].push(started.elapsed());
                        embedded[i] += score[0].embedded;
                        routed[i] += score[0].multilingual;
                    }
                }
            }
            for (i, on) in ["on (default)", "off"].into_iter().enumerate() {
                times[i].sort();
                let n = times[i].len() as f64;
                println!(
                    "| {name} | {on} | {} | {:.2} | {:.2} | {} | {} | {} |",
                    times[i].len(),
                    embedded[i] as f64 / n,
                    routed[i] as f64 / n,
                    ms(percentile(&times[i], 0.5)),
                    ms(percentile(&times[i], 0.9)),
                    ms(percentile(&times[i], 0.99))
                );
            }
            println!(
                "{name}: p50 ratio on / off {:.2}",
                percentile(&times[0], 0.5).as_secs_f64() / percentile(&times[1], 0.5).as_secs_f64()
            );
        }
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
