//! Test harness shared by the integration tests: the real model files and ONNX Runtime
//! library (the tests fail, never skip, when they are missing), and a private Redis
//! Stack server per test on a free port (`argus-testkit`'s), stopped when the test ends.

#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::path::{Path, PathBuf};
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
        injection_multilingual: true,
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

/// A private Redis Stack (Redis 8 + RediSearch) for one test on a free port, the
/// workspace's shared one (`argus-testkit`: a probed port another test took first is
/// probed again, and a server on it is never mistaken for this one).
pub use argus_testkit::RedisServer as RedisStack;

/// A port nothing listens on yet.
pub fn free_port() -> u16 {
    RedisStack::free_port()
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
