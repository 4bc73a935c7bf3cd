//! `make bench-embedder`: the embedder binary as a child process (its own RSS), a
//! private Redis Stack, and the figures of issue 6 printed as tables:
//! inference alone (in process), CheckLoop end to end over the socket at ~16/32/64/128
//! tokens (p50/p99), the embedder's RSS after short and long prompts, KNN alone
//! (FLAT vs HNSW at 5 and 10,000 vectors), throughput at concurrency 8 per batching
//! mode, the batch dependence of vectors, and the embedder's RSS.
//! Figures are printed, never asserted.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_embedder::pb::embedder_client::EmbedderClient;
use argus_embedder::pb::{CheckLoopRequest, EmbedRequest, ScoreInjectionRequest};
use argus_embedder::{
    DIM, IndexAlgorithm, OnnxModel, StoreConfig, TextEncoder, VectorStore, cosine,
};
use common::{RedisStack, free_port, model_config};
use tonic::transport::Channel;

const WORDS: &str = "please check the status of the payment service in the staging cluster and tell me \
    whether the last deployment finished without errors then list the pods that restarted more than \
    twice during the last hour and show their logs so that we can find out why the checkout requests \
    are failing for customers in europe since this morning";

/// A prompt of exactly `tokens` tokens (with [CLS] and [SEP]).
fn prompt(encoder: &TextEncoder, tokens: usize, variant: usize) -> String {
    let words: Vec<&str> = WORDS
        .split_whitespace()
        .cycle()
        .skip(variant % 7)
        .take(400)
        .collect();
    let mut n = 1;
    loop {
        let text = words[..n].join(" ");
        if encoder.encode(&text).unwrap().len() >= tokens {
            return text;
        }
        n += 1;
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.2}", d.as_secs_f64() * 1000.0)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .trim()
        .to_owned()
}

fn rss_kib(pid: u32) -> (u64, u64) {
    let memory = memory_kib(pid);
    (memory.rss, memory.hwm)
}

/// VmRSS split into anonymous and file-backed pages, and the peak (VmHWM), in KiB.
struct Memory {
    rss: u64,
    anon: u64,
    file: u64,
    hwm: u64,
}

fn memory_kib(pid: u32) -> Memory {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    Memory {
        rss: field("VmRSS:"),
        anon: field("RssAnon:"),
        file: field("RssFile:"),
        hwm: field("VmHWM:"),
    }
}

fn mib(kib: u64) -> String {
    format!("{:.1}", kib as f64 / 1024.0)
}

/// `OnnxModel::run` in this process: the model's share of a call, without gRPC,
/// tokenizing, queueing or Redis.
fn inference_table(encoder: &TextEncoder) {
    let mut model = OnnxModel::load(&model_config()).unwrap();
    println!("\n## Inference alone (OnnxModel::run, one sequence per run, 1 intra-op thread)");
    println!("| prompt | runs | min ms | p50 ms | p90 ms | p99 ms |");
    println!("|---|---|---|---|---|---|");
    for tokens in [16, 32, 64, 128] {
        let encoded = encoder.encode(&prompt(encoder, tokens, 0)).unwrap();
        for _ in 0..10 {
            model.run(&[&encoded]).unwrap();
        }
        let runs = 300;
        let mut times = Vec::with_capacity(runs);
        for _ in 0..runs {
            let started = Instant::now();
            model.run(&[&encoded]).unwrap();
            times.push(started.elapsed());
        }
        times.sort();
        println!(
            "| {} tokens | {runs} | {} | {} | {} | {} |",
            encoded.len(),
            ms(times[0]),
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.9)),
            ms(percentile(&times, 0.99))
        );
    }
}

/// The embedder binary, killed on drop.
struct Embedder {
    child: Child,
    socket: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl Embedder {
    async fn start(redis: &RedisStack, extra: &[(&str, &str)]) -> (Self, EmbedderClient<Channel>) {
        let model = model_config();
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("embedder.sock");
        let mut command = Command::new(env!("CARGO_BIN_EXE_argus-embedder"));
        command
            .env("ARGUS_EMBEDDER_SOCKET", &socket)
            .env("ARGUS_EMBEDDER_ADMIN", format!("127.0.0.1:{}", free_port()))
            .env("ARGUS_MODEL_PATH", &model.model_path)
            .env("ARGUS_TOKENIZER_PATH", &model.tokenizer_path)
            .env("ORT_DYLIB_PATH", model.ort_library.as_ref().unwrap())
            .env("ARGUS_REDIS_URL", redis.url())
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null());
        for (k, v) in extra {
            command.env(k, v);
        }
        let child = command.spawn().unwrap();
        let deadline = Instant::now() + Duration::from_secs(30);
        while !socket.exists() {
            assert!(
                Instant::now() < deadline,
                "the embedder did not bind its socket"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let client = argus_embedder::connect(&socket).await.unwrap();
        (
            Self {
                child,
                socket,
                _dir: dir,
            },
            client,
        )
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Embedder {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.socket);
    }
}

fn check(tenant: &str, prompt: String) -> CheckLoopRequest {
    CheckLoopRequest {
        tenant_id: tenant.to_owned(),
        prompt,
        threshold: 0.0,
        history_size: 0,
        ttl_seconds: 0,
        return_embedding: false,
    }
}

async fn latency_table(redis: &RedisStack, encoder: &TextEncoder) {
    let (embedder, mut client) = Embedder::start(redis, &[]).await;
    let ready = memory_kib(embedder.pid());
    let mut after_16 = None;
    println!(
        "\n## CheckLoop end to end over the Unix socket (tokenize + infer + KNN), 1 intra-op thread, sequential calls"
    );
    println!("| prompt | calls | min ms | p50 ms | p90 ms | p99 ms | max ms |");
    println!("|---|---|---|---|---|---|---|");
    for tokens in [16, 32, 64, 128] {
        let prompts: Vec<String> = (0..7).map(|v| prompt(encoder, tokens, v)).collect();
        for p in prompts.iter().take(5) {
            client
                .check_loop(check("bench/warm", p.clone()))
                .await
                .unwrap();
        }
        let calls = 300;
        let mut times = Vec::with_capacity(calls);
        for i in 0..calls {
            let request = check(
                &format!("bench/t{tokens}-{}", i % 50),
                prompts[i % prompts.len()].clone(),
            );
            let started = Instant::now();
            client.check_loop(request).await.unwrap();
            times.push(started.elapsed());
        }
        times.sort();
        let mut embed_times = Vec::with_capacity(calls);
        for i in 0..calls {
            let request = EmbedRequest {
                texts: vec![prompts[i % prompts.len()].clone()],
            };
            let started = Instant::now();
            client.embed(request).await.unwrap();
            embed_times.push(started.elapsed());
        }
        embed_times.sort();
        println!(
            "| {tokens} tokens, Embed only | {calls} | {} | {} | {} | {} | {} |",
            ms(embed_times[0]),
            ms(percentile(&embed_times, 0.5)),
            ms(percentile(&embed_times, 0.9)),
            ms(percentile(&embed_times, 0.99)),
            ms(*embed_times.last().unwrap())
        );
        println!(
            "| {tokens} tokens | {calls} | {} | {} | {} | {} | {} |",
            ms(times[0]),
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.9)),
            ms(percentile(&times, 0.99)),
            ms(*times.last().unwrap())
        );
        if tokens == 16 {
            after_16 = Some(memory_kib(embedder.pid()));
        }
    }
    let after_128 = memory_kib(embedder.pid());
    // The injection classifier (its own encoder when the head names one) on 1 KiB texts
    // of varied wording, so that its session has run at full window length too.
    for i in 0..100 {
        let text: String = WORDS
            .split(' ')
            .cycle()
            .skip(i)
            .take(200)
            .collect::<Vec<_>>()
            .join(" ");
        let text = text[..text.len().min(1024)].to_owned();
        client
            .score_injection(ScoreInjectionRequest { texts: vec![text] })
            .await
            .unwrap();
    }
    let after_injection = memory_kib(embedder.pid());
    // Texts in other languages (the eighth written set's), read by the multilingual encoder
    // (models/injection/SPEC.md §5b), 1 KiB each.
    let foreign: Vec<String> =
        std::fs::read_to_string(common::repo_root().join("eval/injection/written8.jsonl"))
            .unwrap()
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|v| v["lang"].as_str().is_some_and(|l| l != "en"))
            .filter_map(|v| v["text"].as_str().map(str::to_string))
            .collect();
    for text in foreign.iter().cycle().take(100) {
        let mut end = text.len().min(1024);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        client
            .score_injection(ScoreInjectionRequest {
                texts: vec![text[..end].to_owned()],
            })
            .await
            .unwrap();
    }
    let after_foreign = memory_kib(embedder.pid());
    println!("\n## Embedder process memory (VmRSS = anonymous + file-backed; MiB)");
    println!("| when | RSS | anon | file | peak (VmHWM) |");
    println!("|---|---|---|---|---|");
    for (when, m) in [
        ("ready (after the warm-up)", Some(ready)),
        ("after the 16-token calls", after_16),
        ("after the 128-token calls", Some(after_128)),
        (
            "after 100 ScoreInjection calls (1 KiB)",
            Some(after_injection),
        ),
        (
            "after 100 more in other languages (multilingual encoder)",
            Some(after_foreign),
        ),
    ] {
        let m = m.unwrap();
        println!(
            "| {when} | {} | {} | {} | {} |",
            mib(m.rss),
            mib(m.anon),
            mib(m.file),
            mib(m.hwm)
        );
    }
}

async fn throughput_table(redis: &RedisStack, encoder: &TextEncoder) {
    println!("\n## Throughput at concurrency 8 (CheckLoop, 16-token prompts, 4 s per row)");
    println!(
        "| batch mode | window | calls/s | p50 ms | p99 ms | errors | RSS MiB | min cos vs sequential |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let prompts: Arc<Vec<String>> = Arc::new((0..7).map(|v| prompt(encoder, 16, v)).collect());
    // Batch dependence probe: 4 texts of one length (share an equal-length run) and 4
    // of other lengths (padded together with them in padded mode).
    let texts: Vec<String> = (0..8)
        .map(|v| {
            if v < 4 {
                prompt(encoder, 16, v)
            } else {
                prompt(encoder, 8 + 5 * v, v)
            }
        })
        .collect();
    let mut sequential_vectors: Option<Vec<Vec<f32>>> = None;
    for (mode, window) in [
        ("sequential", "0"),
        ("sequential", "1000"),
        ("equal-length", "1000"),
        ("padded", "0"),
        ("padded", "1000"),
    ] {
        let (embedder, client) = Embedder::start(
            redis,
            &[
                ("ARGUS_BATCH_MODE", mode),
                ("ARGUS_BATCH_WINDOW_US", window),
            ],
        )
        .await;
        // Batch dependence: the same 8 texts sent concurrently, compared with sequential mode.
        let calls = texts.iter().cloned().map(|t| {
            let mut client = client.clone();
            tokio::spawn(async move {
                client
                    .embed(EmbedRequest { texts: vec![t] })
                    .await
                    .unwrap()
                    .into_inner()
            })
        });
        let vectors: Vec<Vec<f32>> = futures::future::join_all(calls)
            .await
            .into_iter()
            .map(|r| r.unwrap().vectors[0].values.clone())
            .collect();
        let min_cos = match &sequential_vectors {
            None => {
                sequential_vectors = Some(vectors);
                1.0
            }
            Some(reference) => reference
                .iter()
                .zip(&vectors)
                .map(|(a, b)| cosine(a, b))
                .fold(f64::MAX, f64::min),
        };
        let stop_at = Instant::now() + Duration::from_secs(4);
        let workers = (0..8).map(|w| {
            let mut client = client.clone();
            let prompts = prompts.clone();
            tokio::spawn(async move {
                let mut times = Vec::new();
                let mut i = w;
                let mut errors = 0_usize;
                while Instant::now() < stop_at {
                    let request = check(&format!("bench/c{w}"), prompts[i % prompts.len()].clone());
                    let started = Instant::now();
                    match client.check_loop(request).await {
                        Ok(_) => times.push(started.elapsed()),
                        Err(_) => errors += 1,
                    }
                    i += 1;
                }
                (times, errors)
            })
        });
        let mut times = Vec::new();
        let mut errors = 0;
        for (t, e) in futures::future::join_all(workers)
            .await
            .into_iter()
            .map(Result::unwrap)
        {
            times.extend(t);
            errors += e;
        }
        times.sort();
        let (rss, _) = rss_kib(embedder.pid());
        println!(
            "| {mode} | {window} µs | {:.0} | {} | {} | {errors} | {:.1} | {min_cos:.6} |",
            times.len() as f64 / 4.0,
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.99)),
            rss as f64 / 1024.0
        );
    }
}

async fn knn_table() {
    println!(
        "\n## KNN alone (FT.SEARCH KNN 5, tenant TAG filter, 384-dim FLOAT32 COSINE), 2000 queries each"
    );
    println!("| index | vectors in index | p50 ms | p99 ms | max ms |");
    println!("|---|---|---|---|---|");
    for algorithm in [IndexAlgorithm::Flat, IndexAlgorithm::Hnsw] {
        let redis = RedisStack::start();
        let store = VectorStore::connect(StoreConfig {
            url: redis.url(),
            password: None,
            index: "argus:loop:idx".to_owned(),
            algorithm,
            dim: DIM,
            timeout: Duration::from_secs(2),
        })
        .unwrap();
        assert!(store.wait_connected(Duration::from_secs(5)).await);
        store.ensure_index().await.unwrap();
        let mut seed = 0x2545_f491_u64;
        let mut random_vector = move || {
            let mut v: Vec<f32> = (0..DIM)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed % 2000) as f32 / 1000.0 - 1.0
                })
                .collect();
            argus_embedder::normalize(&mut v);
            v
        };
        let mut filled = 0;
        for target in [5_usize, 10_000] {
            while filled < target {
                let tenant = format!("ns-{}/agent.v{}", filled / 5, filled % 3);
                let v = random_vector();
                store
                    .record(
                        &tenant,
                        "a recorded prompt",
                        &v,
                        5,
                        Duration::from_secs(3600),
                    )
                    .await
                    .unwrap();
                filled += 1;
            }
            let mut times = Vec::with_capacity(2000);
            for i in 0..2000 {
                let tenant = format!(
                    "ns-{}/agent.v{}",
                    (i * 7) % (target / 5).max(1),
                    (i * 7) % 3
                );
                let q = random_vector();
                let started = Instant::now();
                store.nearest(&tenant, &q, 5).await.unwrap();
                times.push(started.elapsed());
            }
            times.sort();
            println!(
                "| {algorithm:?} | {target} | {} | {} | {} |",
                ms(percentile(&times, 0.5)),
                ms(percentile(&times, 0.99)),
                ms(*times.last().unwrap())
            );
        }
    }
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this binary without
    // it, and then it only checks that it builds.
    if !std::env::args().any(|a| a == "--bench") {
        println!("argus-embedder benchmark: run it with `make bench-embedder` (cargo bench)");
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let config = model_config();
        let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
        println!(
            "argus-embedder benchmark — model {}, {} CPUs",
            Path::new(&config.model_path).display(),
            std::thread::available_parallelism().map_or(0, |n| n.get())
        );
        println!("load average before: {}", loadavg());
        inference_table(&encoder);
        let redis = RedisStack::start();
        latency_table(&redis, &encoder).await;
        throughput_table(&redis, &encoder).await;
        drop(redis);
        knn_table().await;
        println!("\nload average after: {}", loadavg());
    });
}
