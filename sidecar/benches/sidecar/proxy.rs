//! Proxy overhead, measured the way an agent feels it: the same client calls the mock
//! LLM directly and through a real `argus-sidecar` process, in alternating blocks, in one
//! run.
//! Prints p50/p99 of both and the added latency, for a small non-streaming body and a
//! streamed reply, with and without the workflow engine, and with the example Actor and
//! GateStack judging an answer that proposes two tool calls — once with client, mock and
//! sidecar sharing one core (the proxy's own cost) and once with the sidecar on a core of
//! its own (plus cross-core wake-ups); then throughput with the sidecar alone on one
//! core, and the sidecar's idle RSS. Figures are printed, never
//! asserted: `make bench`. `ARGUS_BENCH_SIDECAR_BIN=<path>` measures another build of the
//! sidecar with the same harness (before/after a change).

use std::io::Write;
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use argus_mock_llm::{MockServer, Script};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;

/// How much to measure.
#[derive(Clone, Copy)]
struct Sizes {
    warmup: usize,
    samples: usize,
    block: usize,
    throughput_seconds: u64,
}

/// `cargo bench` (`--bench`): the figures.
const FULL: Sizes = Sizes {
    warmup: 500,
    samples: 5_000,
    block: 250,
    throughput_seconds: 5,
};

/// `cargo test --all-targets` (no `--bench`): a smoke run of every case.
const SMOKE: Sizes = Sizes {
    warmup: 5,
    samples: 20,
    block: 10,
    throughput_seconds: 1,
};

struct Sidecar {
    child: Child,
    addr: SocketAddr,
    _dir: tempfile::TempDir,
}

impl Drop for Sidecar {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .expect("bind")
        .local_addr()
        .expect("addr")
        .port()
}

// The child is killed and waited for by `Sidecar::drop`.
#[allow(clippy::zombie_processes)]
fn start_sidecar(upstream: &str, case: Case, pin_core: Option<usize>) -> Sidecar {
    let Case {
        workflow,
        policy,
        gates,
        ..
    } = case;
    let dir = tempfile::tempdir().expect("tempdir");
    let port = free_port();
    let admin = free_port();
    let mut config = format!(
        "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: bench\nlisten: {{ proxy: \"127.0.0.1:{port}\", admin: \"127.0.0.1:{admin}\" }}\ntelemetry: {{ logLevel: warn }}\npolicy:\n  name: bench\n  spec:\n    providers: [{{ name: mock, kind: openaiCompatible, baseUrl: \"{upstream}\" }}]\n"
    );
    if policy {
        // Limits high enough never to refuse, so every request pays for the reservation
        // and its settlement; a routed model; the Actor's prompt replacing the agent's.
        config.push_str(
            "    routes: [{ model: \"*\", providers: [mock], targetModel: bench-model }]\n",
        );
        config.push_str("    rateLimits: { tenant: { requestsPerMinute: 100000000, tokensPerMinute: 100000000000 }, session: { requestsPerMinute: 100000000 } }\n");
        config.push_str("    budgets: { tenantTokensPerDay: 100000000000000 }\n");
        config.push_str("    limits: { maxTokensPerRequest: 4096 }\n");
        config.push_str("actor:\n  name: bench\n  spec: { role: support, tier: MODIFY, systemPrompt: \"You are the support agent of Example Shop.\" }\n");
    }
    if workflow {
        embed_example(&mut config, "workflow", "workflow-support.yaml", &[]);
    }
    if gates {
        embed_example(&mut config, "actor", "actor-support.yaml", &[]);
        // The example's per-tool rate (30 a minute) would hold every call after the
        // 30th; the bench measures the gates passing a call, so the limit is out of
        // reach (the calls are still counted).
        embed_example(
            &mut config,
            "gateStack",
            "gatestack-support.yaml",
            &[("toolCallsPerMinute: 30", "toolCallsPerMinute: 1000000000")],
        );
    }
    let path = dir.path().join("config.yaml");
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(config.as_bytes()))
        .expect("write config");
    // ARGUS_BENCH_SIDECAR_BIN: another build of the sidecar (e.g. an older commit's) under
    // the same harness, for before/after figures (docs/src/benchmarks.md).
    let bin = std::env::var("ARGUS_BENCH_SIDECAR_BIN")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_argus-sidecar").to_string());
    let bin = bin.as_str();
    let mut cmd = match pin_core {
        Some(core) => {
            let mut c = Command::new("taskset");
            c.args(["-c", &core.to_string(), bin]);
            c
        }
        None => Command::new(bin),
    };
    let child = cmd
        .args(["serve", "--no-watch", "--config"])
        .arg(&path)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start argus-sidecar");
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    for _ in 0..200 {
        if std::net::TcpStream::connect(addr).is_ok() {
            return Sidecar {
                child,
                addr,
                _dir: dir,
            };
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("argus-sidecar did not start");
}

/// One configuration of the sidecar under test.
#[derive(Clone, Copy)]
struct Case {
    label: &'static str,
    workflow: bool,
    policy: bool,
    /// The example Actor and GateStack; the agent's question is then answered with two
    /// tool calls, which the gates judge.
    gates: bool,
}

/// Appends the spec of `manifests/examples/<file>` to `config` as `<key>: {name, spec}`,
/// with `edits` applied to its text.
fn embed_example(config: &mut String, key: &str, file: &str, edits: &[(&str, &str)]) {
    let path = format!(
        "{}/../manifests/examples/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut text = std::fs::read_to_string(path).expect("example");
    for (from, to) in edits {
        assert!(text.contains(from), "{file} has no {from:?}");
        text = text.replace(from, to);
    }
    let spec = text.split("\nspec:\n").nth(1).expect("spec");
    config.push_str(&format!("{key}:\n  name: support\n  spec:\n"));
    for line in spec.lines() {
        config.push_str("    ");
        config.push_str(line);
        config.push('\n');
    }
}

/// What the agent asks; with `TOOL_QUESTION` the mock proposes two tool calls.
const QUESTION: &str = "Where is my order A-1234?";
const TOOL_QUESTION: &str = "Please look up order A-1234 and the refund policy.";
/// The part of `TOOL_QUESTION` the mock's script matches (a regex without specials).
const TOOL_MARK: &str = "look up order";
/// Asked once before the gates case: the model asks what is wrong, which takes the
/// session to `identify_issue`, from where the two lookups are a valid step (and every
/// later one stays in `lookup_info`), so no intervention interferes.
const PRIME_QUESTION: &str = "I have a problem.";
const PRIME_MARK: &str = "have a problem";

/// `taskset -p -c <cores> [<extra>] <id>`; false if it failed.
fn taskset(cores: &str, extra: Option<&str>, id: &str) -> bool {
    let mut cmd = Command::new("taskset");
    cmd.args(extra).args(["-p", "-c", cores, id]);
    cmd.stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Pins every thread of this process (client and mock) to `cores`; false if that failed.
fn pin_self(cores: &str) -> bool {
    taskset(cores, Some("-a"), &std::process::id().to_string())
}

/// Pins the calling thread to `core`; false if that failed.
fn pin_thread(core: usize) -> bool {
    std::fs::read_link("/proc/thread-self").is_ok_and(|me| {
        me.file_name()
            .is_some_and(|tid| taskset(&core.to_string(), None, &tid.to_string_lossy()))
    })
}

/// p50 round trip of a 64-byte ping over loopback TCP from this thread to an echo thread
/// pinned to `core`: what one hop costs in wake-ups, without any proxy work.
fn echo_round_trip(core: usize, sizes: Sizes) -> Duration {
    use std::io::Read;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    let server = std::thread::spawn(move || {
        pin_thread(core);
        let (mut conn, _) = listener.accept().expect("accept");
        conn.set_nodelay(true).expect("nodelay");
        let mut buf = [0u8; 64];
        while conn.read_exact(&mut buf).is_ok() && conn.write_all(&buf).is_ok() {}
    });
    let mut conn = std::net::TcpStream::connect(addr).expect("connect");
    conn.set_nodelay(true).expect("nodelay");
    let mut buf = [7u8; 64];
    let mut times = Vec::with_capacity(sizes.samples);
    for i in 0..sizes.warmup + sizes.samples {
        let start = Instant::now();
        conn.write_all(&buf).expect("ping");
        conn.read_exact(&mut buf).expect("pong");
        if i >= sizes.warmup {
            times.push(start.elapsed());
        }
    }
    drop(conn);
    let _ = server.join();
    times.sort();
    pct(&times, 0.5)
}

fn rss_kb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn body(stream: bool, question: &str) -> Bytes {
    Bytes::from(
        serde_json::json!({"model": "m", "stream": stream, "messages": [{"role": "user", "content": question}], "user": "bench"}).to_string(),
    )
}

/// Direct and proxied calls in alternating blocks; returns (direct, proxied) latencies to
/// the last byte.
async fn compare(
    direct: SocketAddr,
    proxy: SocketAddr,
    stream: bool,
    question: &str,
    sizes: Sizes,
) -> (Vec<Duration>, Vec<Duration>) {
    let client: Client<_, Full<Bytes>> = Client::builder(TokioExecutor::new()).build_http();
    let call = |addr: SocketAddr| {
        let client = client.clone();
        async move {
            let req = http::Request::post(format!("http://{addr}/v1/chat/completions"))
                .header("content-type", "application/json")
                .body(Full::new(body(stream, question)))
                .expect("request");
            let start = Instant::now();
            let resp = client.request(req).await.expect("response");
            let status = resp.status();
            let body = resp.into_body().collect().await.expect("body").to_bytes();
            let elapsed = start.elapsed();
            // A case that answers errors would measure the error path.
            assert!(
                status.is_success(),
                "{addr} answered {status}: {}",
                String::from_utf8_lossy(&body)
            );
            elapsed
        }
    };
    let (mut d, mut p) = (
        Vec::with_capacity(sizes.samples),
        Vec::with_capacity(sizes.samples),
    );
    for _ in 0..sizes.warmup {
        call(direct).await;
        call(proxy).await;
    }
    // Blocks of direct calls, then proxied ones, alternating: drift hits both alike, and
    // the sidecar's background work after a response (the engine step) is paid by the
    // proxied calls that follow it, not by a direct call squeezed in between.
    for _ in 0..sizes.samples / sizes.block {
        for _ in 0..sizes.block {
            d.push(call(direct).await);
        }
        for _ in 0..sizes.block {
            p.push(call(proxy).await);
        }
    }
    d.sort();
    p.sort();
    (d, p)
}

/// One call through the sidecar that must succeed.
async fn prime(addr: SocketAddr) {
    let client: Client<_, Full<Bytes>> = Client::builder(TokioExecutor::new()).build_http();
    let req = http::Request::post(format!("http://{addr}/v1/chat/completions"))
        .header("content-type", "application/json")
        .body(Full::new(body(false, PRIME_QUESTION)))
        .expect("request");
    let resp = client.request(req).await.expect("response");
    assert!(
        resp.status().is_success(),
        "priming answered {}",
        resp.status()
    );
    let _ = resp.into_body().collect().await.expect("body");
}

fn report(name: &str, d: &[Duration], p: &[Duration]) {
    let us = |x: Duration| x.as_secs_f64() * 1e6;
    let (d50, d99, p50, p99) = (pct(d, 0.5), pct(d, 0.99), pct(p, 0.5), pct(p, 0.99));
    println!(
        "{name:<38} direct p50 {:>7.1} µs p99 {:>7.1} µs | via sidecar p50 {:>7.1} µs p99 {:>7.1} µs | added p50 {:>6.1} µs p99 {:>6.1} µs | ratio p50 {:.2}x",
        us(d50),
        us(d99),
        us(p50),
        us(p99),
        us(p50) - us(d50),
        us(p99) - us(d99),
        us(p50) / us(d50)
    );
}

async fn throughput(addr: SocketAddr, seconds: u64, concurrency: usize) -> f64 {
    let client: Client<_, Full<Bytes>> = Client::builder(TokioExecutor::new()).build_http();
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let client = client.clone();
        tasks.push(tokio::spawn(async move {
            let mut n = 0u64;
            while Instant::now() < deadline {
                let req = http::Request::post(format!("http://{addr}/v1/chat/completions"))
                    .header("content-type", "application/json")
                    .body(Full::new(body(false, QUESTION)))
                    .expect("request");
                if let Ok(resp) = client.request(req).await
                    && resp.into_body().collect().await.is_ok()
                {
                    n += 1;
                }
            }
            n
        }));
    }
    let mut total = 0;
    for t in tasks {
        total += t.await.unwrap_or(0);
    }
    total as f64 / seconds as f64
}

/// The cases, each measured against direct calls in the same run (the ratio column); the
/// gates case compares with direct calls that get the same two-call answer.
const CASES: [Case; 4] = [
    Case {
        label: "passthrough (no workflow)",
        workflow: false,
        policy: false,
        gates: false,
    },
    Case {
        label: "with the support workflow",
        workflow: true,
        policy: false,
        gates: false,
    },
    Case {
        label: "workflow + limits + route + prompt",
        workflow: true,
        policy: true,
        gates: false,
    },
    Case {
        label: "workflow + gates (2 tool calls)",
        workflow: true,
        policy: false,
        gates: true,
    },
];

pub fn main() {
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this binary without
    // it, and then a few calls per case check that every case still works.
    let sizes = if std::env::args().any(|a| a == "--bench") {
        FULL
    } else {
        println!("proxy benchmark, smoke run (the figures: make bench-sidecar)");
        SMOKE
    };
    // `ARGUS_BENCH_ONLY=passthrough` measures only the cases whose label contains it, on
    // the shared core, and skips the throughput run: one case to profile under `perf`.
    let only = std::env::var("ARGUS_BENCH_ONLY").ok();
    let mock_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let mock = mock_rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        // Every question gets the same text answer, except the gates case's, which gets
        // a typical answer with two tool calls (both pass the example GateStack).
        let script = argus_mock_llm::ScriptFile {
            replies: vec![
                argus_mock_llm::Reply {
                    when: Some(TOOL_MARK.into()),
                    content: "Let me pull up the order and the policy.".into(),
                    tool_calls: vec![
                        argus_mock_llm::ToolCall {
                            name: "lookup_order".into(),
                            arguments: serde_json::json!({"order_id": "A-1234"}),
                        },
                        argus_mock_llm::ToolCall {
                            name: "search_knowledge_base".into(),
                            arguments: serde_json::json!({"query": "refund policy"}),
                        },
                    ],
                    ..argus_mock_llm::Reply::default()
                },
                argus_mock_llm::Reply {
                    when: Some(PRIME_MARK.into()),
                    content: "Could you describe the problem with your order?".into(),
                    ..argus_mock_llm::Reply::default()
                },
            ],
            default: Some(argus_mock_llm::Reply {
                content: "Your order A-1234 ships today.".into(),
                ..argus_mock_llm::Reply::default()
            }),
        };
        MockServer::start(listener, Script::new(script).expect("script"), false).expect("mock")
    });
    let upstream = mock.url();
    let client_rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    println!(
        "proxy benchmark: {} sequential requests per case after {} warm-up, one keep-alive client, mock LLM in-process",
        sizes.samples, sizes.warmup
    );
    // Twice: with client, mock and sidecar sharing core 0 (no cross-core wake-ups: the
    // proxy's own cost), then with the sidecar alone on core 0 and client and mock on
    // core 1, as an agent and its sidecar on two cores (each hop through the sidecar then
    // adds cross-core wake-ups, which cost tens of µs on a small VM).
    for one_core in [true, false] {
        if only.is_some() && !one_core {
            break;
        }
        let (cores, title) = if one_core {
            ("0", "client, mock and sidecar on core 0")
        } else {
            ("1", "sidecar on core 0, client and mock on core 1")
        };
        if pin_self(cores) {
            println!("-- {title} --");
        } else {
            println!("-- {title}: taskset failed, NOT pinned --");
        }
        if !one_core {
            let (same, cross) = (echo_round_trip(1, sizes), echo_round_trip(0, sizes));
            println!(
                "{:<38} loopback TCP echo p50 on the same core {:.1} µs, to the other core {:.1} µs: one cross-core round trip adds {:.1} µs; a proxy adds two (agent -> sidecar, sidecar -> LLM)",
                "cross-core baseline",
                same.as_secs_f64() * 1e6,
                cross.as_secs_f64() * 1e6,
                (cross.as_secs_f64() - same.as_secs_f64()) * 1e6
            );
        }
        for case in CASES {
            let Case {
                label,
                workflow,
                policy,
                gates,
            } = case;
            if only.as_deref().is_some_and(|o| !label.contains(o)) {
                continue;
            }
            let question = if gates { TOOL_QUESTION } else { QUESTION };
            let sidecar = start_sidecar(&upstream, case, Some(0));
            if gates {
                client_rt.block_on(prime(sidecar.addr));
            }
            std::thread::sleep(Duration::from_millis(300));
            if !workflow && one_core {
                println!(
                    "{:<38} idle RSS {} KiB",
                    "argus-sidecar at start",
                    rss_kb(sidecar.child.id())
                );
            }
            for stream in [false, true] {
                let (d, p) =
                    client_rt.block_on(compare(mock.addr(), sidecar.addr, stream, question, sizes));
                report(
                    &format!(
                        "{label}, {}",
                        if stream { "streaming" } else { "non-streaming" }
                    ),
                    &d,
                    &p,
                );
            }
            if workflow && !policy && !gates && one_core {
                println!(
                    "{:<38} RSS after the run {} KiB",
                    "argus-sidecar with workflow",
                    rss_kb(sidecar.child.id())
                );
            }
        }
    }
    if only.is_some() {
        return;
    }
    let pinned = start_sidecar(&upstream, CASES[1], Some(0));
    std::thread::sleep(Duration::from_millis(300));
    // The client and the mock keep core 1, so the sidecar has core 0 to itself.
    let pinned_self = pin_self("1");
    let direct = client_rt.block_on(throughput(mock.addr(), sizes.throughput_seconds, 64));
    let rps = client_rt.block_on(throughput(pinned.addr, sizes.throughput_seconds, 64));
    println!(
        "{:<38} direct to the mock {direct:.0} req/s | via the sidecar pinned to core 0 (workflow on) {rps:.0} req/s | ratio {:.2} (64 concurrent clients, one session; {})",
        "throughput",
        rps / direct,
        if pinned_self {
            "client and mock pinned to core 1"
        } else {
            "client and mock NOT pinned: taskset failed, they share core 0"
        }
    );
}
