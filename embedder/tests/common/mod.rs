//! Test harness shared by the integration tests: the real model files and ONNX Runtime
//! library (the tests fail, never skip, when they are missing), and a private Redis
//! Stack server per test on a free port, stopped when the test ends.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use argus_embedder::{
    BatchConfig, BatchMode, DIM, IndexAlgorithm, LoopSettings, ModelConfig, Settings, StoreConfig,
};

pub const HOW_TO_FIX: &str = "run `make models` (builds models/ and the Python venv with onnxruntime and \
     Redis Stack), then `export ORT_DYLIB_PATH=\"$(tools/onnxruntime.sh)\"`; `make unit` does both";

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

fn required_file(var: &str, default: PathBuf) -> PathBuf {
    let path = std::env::var_os(var).map_or(default, PathBuf::from);
    assert!(
        path.is_file(),
        "{} not found (set {var} or {HOW_TO_FIX})",
        path.display()
    );
    path
}

/// Model, tokenizer and ORT library; panics with the fix when one is missing.
pub fn model_config() -> ModelConfig {
    let root = repo_root();
    let ort = std::env::var_os("ORT_DYLIB_PATH")
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("ORT_DYLIB_PATH is not set: {HOW_TO_FIX}"));
    assert!(
        ort.is_file(),
        "ORT_DYLIB_PATH={} does not exist: {HOW_TO_FIX}",
        ort.display()
    );
    ModelConfig {
        ort_library: Some(ort),
        model_path: required_file("ARGUS_MODEL_PATH", root.join("models/model.onnx")),
        tokenizer_path: required_file("ARGUS_TOKENIZER_PATH", root.join("models/tokenizer.json")),
        max_tokens: 128,
        intra_op_threads: 1,
    }
}

pub fn fp32_model_config() -> ModelConfig {
    let mut config = model_config();
    config.model_path = required_file(
        "ARGUS_MODEL_FP32_PATH",
        repo_root().join("models/model-fp32.onnx"),
    );
    config
}

/// Settings for an embedder on a socket in `dir`, admin on a free port, Redis at `redis_url`.
pub fn settings(dir: &Path, redis_url: &str, index: &str) -> Settings {
    Settings {
        socket: dir.join("embedder.sock"),
        socket_mode: 0o666,
        admin: "127.0.0.1:0".parse().unwrap(),
        model: model_config(),
        injection_head: repo_root().join("models/injection-head.json"),
        batch: BatchConfig {
            window: Duration::ZERO,
            max_batch: 8,
            queue: 256,
            mode: BatchMode::Sequential,
        },
        store: StoreConfig {
            url: redis_url.to_owned(),
            password: None,
            index: index.to_owned(),
            algorithm: IndexAlgorithm::Flat,
            dim: DIM,
            timeout: Duration::from_millis(500),
        },
        loops: LoopSettings::default(),
        exemplar_sets: 16,
    }
}

/// redis-server, redisearch.so and rejson.so from the venv (tools/redis-stack.sh path).
fn redis_binaries() -> &'static (PathBuf, PathBuf) {
    static PATHS: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    PATHS.get_or_init(|| {
        let out = Command::new(repo_root().join("tools/redis-stack.sh"))
            .arg("path")
            .output()
            .unwrap_or_else(|e| panic!("cannot run tools/redis-stack.sh: {e}; {HOW_TO_FIX}"));
        assert!(
            out.status.success(),
            "tools/redis-stack.sh path failed: {}; {HOW_TO_FIX}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let mut lines = text.lines().map(PathBuf::from);
        (lines.next().unwrap(), lines.next().unwrap())
    })
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A private Redis Stack (Redis 8.2 + RediSearch) for one test. The server runs under a
/// shell that kills it when our end of its stdin closes, so it also dies when the test
/// process is killed.
pub struct RedisStack {
    pub port: u16,
    child: Child,
    _dir: tempfile::TempDir,
}

impl RedisStack {
    pub fn start() -> Self {
        Self::start_on(free_port())
    }

    /// A server on `port` (one a component was pointed at before anything listened).
    pub fn start_on(port: u16) -> Self {
        let (server, search) = redis_binaries();
        let dir = tempfile::tempdir().unwrap();
        let script = r#"
"$0" --port "$1" --bind 127.0.0.1 --dir "$2" --save '' --appendonly no --daemonize no \
     --logfile "$2/redis.log" --loadmodule "$3" &
pid=$!
cat >/dev/null
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
"#;
        let child = Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg(server)
            .arg(port.to_string())
            .arg(dir.path())
            .arg(search)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let redis = Self {
            port,
            child,
            _dir: dir,
        };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !redis.is_ours() {
            assert!(
                Instant::now() < deadline,
                "Redis Stack did not start on port {port}: {}",
                std::fs::read_to_string(redis._dir.path().join("redis.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        redis
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Whether the server on the port answers and is this one (`CONFIG GET dir` names its
    /// own directory): a probed port another test's Redis took first is never taken for it,
    /// as argus-testkit's `RedisServer` checks (the embedder's tests do not link that kit).
    fn is_ours(&self) -> bool {
        let addr = SocketAddr::from(([127, 0, 0, 1], self.port));
        let Ok(mut stream) = TcpStream::connect_timeout(&addr, Duration::from_millis(200)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
        if stream.write_all(b"CONFIG GET dir\r\n").is_err() {
            return false;
        }
        let dir = std::fs::canonicalize(self._dir.path())
            .unwrap_or_else(|_| self._dir.path().to_path_buf())
            .display()
            .to_string();
        let (mut seen, mut buf) = (Vec::new(), [0_u8; 512]);
        while let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&seen).contains(&dir) {
                return true;
            }
        }
        false
    }
}

impl Drop for RedisStack {
    fn drop(&mut self) {
        // Closing stdin makes the wrapper kill the server.
        drop(self.child.stdin.take());
        let _ = self.child.wait();
    }
}

/// Polls `check` every 10 ms until it holds or `within` passes.
pub async fn eventually<F, Fut>(within: Duration, mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + within;
    loop {
        if check().await {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The reference fixture written by models/reference_embeddings.py.
pub fn reference() -> serde_json::Value {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/reference_embeddings.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub fn calibration_pairs() -> serde_json::Value {
    serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("models/calibration_pairs.json")).unwrap(),
    )
    .unwrap()
}

pub fn floats(value: &serde_json::Value) -> Vec<f32> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap() as f32)
        .collect()
}
