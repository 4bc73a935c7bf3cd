//! Command line and environment (`env =` on every flag), validated into `Settings`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::batcher::{BatchConfig, BatchMode};
use crate::embedding::{DIM, ModelConfig};
use crate::loop_detector::{LoopSettings, MAX_HISTORY};
use crate::store::{IndexAlgorithm, RedisPassword, StoreConfig};

/// Log line format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// The Argus embedder sidecar: MiniLM embeddings, loop detection and exemplar
/// similarity over gRPC on a Unix socket.
#[derive(Debug, Clone, Parser)]
#[command(name = "argus-embedder", version, about)]
pub struct EmbedderArgs {
    /// Unix socket of the gRPC service (a stale file there is replaced).
    #[arg(
        long,
        env = "ARGUS_EMBEDDER_SOCKET",
        default_value = "/var/run/argus/embedder.sock"
    )]
    pub socket: PathBuf,
    /// Permission bits of the socket, octal; 666 lets the sidecar container connect
    /// whatever its uid (the socket lives in the pod's private emptyDir).
    #[arg(long, env = "ARGUS_EMBEDDER_SOCKET_MODE", default_value = "666", value_parser = parse_octal)]
    pub socket_mode: u32,
    /// Admin HTTP address: /healthz, /readyz, /metrics. Loopback by default (local
    /// mode); the operator sets 0.0.0.0:4002 in pods, for probes and scraping.
    #[arg(long, env = "ARGUS_EMBEDDER_ADMIN", default_value = "127.0.0.1:4002")]
    pub admin: SocketAddr,
    /// The ONNX model (all-MiniLM-L6-v2 graph; `make models` builds it).
    #[arg(
        long = "model",
        env = "ARGUS_MODEL_PATH",
        default_value = "models/model.onnx"
    )]
    pub model_path: PathBuf,
    /// The injection classifier's head (default: `injection-head.json` beside the
    /// model); the encoder it names (`injection-model.onnx`) is read from beside it.
    /// Without them ScoreInjection answers FAILED_PRECONDITION.
    #[arg(long = "injection-head", env = "ARGUS_INJECTION_HEAD")]
    pub injection_head: Option<PathBuf>,
    /// Read windows in other languages with the head's multilingual encoder (its three
    /// files beside the head, `models/injection/SPEC.md` §5b; about +8 MiB resident). On by
    /// default; `false`: the English encoder reads every window, and injections in other
    /// languages are mostly missed (measured figures: docs, "Gates and claims").
    #[arg(
        long = "injection-multilingual",
        env = "ARGUS_INJECTION_MULTILINGUAL",
        default_value_t = true,
        action = clap::ArgAction::Set
    )]
    pub injection_multilingual: bool,
    /// The tokenizer.json of the model.
    #[arg(
        long = "tokenizer",
        env = "ARGUS_TOKENIZER_PATH",
        default_value = "models/tokenizer.json"
    )]
    pub tokenizer_path: PathBuf,
    /// libonnxruntime.so.1.31.1 (`tools/onnxruntime.sh` prints it); unset: the
    /// loader's search path.
    #[arg(long = "ort-library", env = "ORT_DYLIB_PATH")]
    pub ort_library: Option<PathBuf>,
    /// ONNX Runtime intra-op threads per inference.
    #[arg(long, env = "ARGUS_INTRA_OP_THREADS", default_value_t = 1)]
    pub intra_op_threads: usize,
    /// Tokens embedded per text (with [CLS]/[SEP]); longer texts keep their end.
    #[arg(long, env = "ARGUS_MAX_TOKENS", default_value_t = 128)]
    pub max_tokens: usize,
    /// How long a request waits for others to share its inference batch, µs.
    #[arg(long, env = "ARGUS_BATCH_WINDOW_US", default_value_t = 0)]
    pub batch_window_us: u64,
    /// Most texts per inference batch.
    #[arg(long, env = "ARGUS_MAX_BATCH", default_value_t = 8)]
    pub max_batch: usize,
    /// How a batch runs: sequential (reproducible vectors), equal-length, padded.
    #[arg(long, env = "ARGUS_BATCH_MODE", value_enum, default_value_t = BatchMode::Sequential)]
    pub batch_mode: BatchMode,
    /// Requests waiting for inference before new ones get UNAVAILABLE.
    #[arg(long, env = "ARGUS_QUEUE_SIZE", default_value_t = 256)]
    pub queue_size: usize,
    /// Redis Stack (RediSearch 2.10+) URL.
    #[arg(
        long,
        env = "ARGUS_REDIS_URL",
        default_value = "redis://127.0.0.1:6379"
    )]
    pub redis_url: String,
    /// Redis password, kept apart from the URL so that any character works and logs
    /// that show the URL never show it (the operator sets it from a Secret).
    #[arg(long, env = "ARGUS_REDIS_PASSWORD", hide_env_values = true)]
    pub redis_password: Option<RedisPassword>,
    /// Deadline of the KNN search, ms (the background write of the prompt gets 1 s).
    #[arg(long, env = "ARGUS_REDIS_TIMEOUT_MS", default_value_t = 50)]
    pub redis_timeout_ms: u64,
    /// Vector index name.
    #[arg(long, env = "ARGUS_LOOP_INDEX", default_value = "argus:loop:idx")]
    pub index: String,
    /// Vector index algorithm.
    #[arg(long, env = "ARGUS_LOOP_INDEX_ALGORITHM", value_enum, default_value_t = IndexAlgorithm::Flat)]
    pub index_algorithm: IndexAlgorithm,
    /// Default loop threshold on similarity = 1 - cosine_distance / 2.
    #[arg(long, env = "ARGUS_LOOP_THRESHOLD", default_value_t = 0.95)]
    pub loop_threshold: f64,
    /// Default number of recent prompts kept and compared per tenant.
    #[arg(long, env = "ARGUS_LOOP_HISTORY_SIZE", default_value_t = 5)]
    pub loop_history_size: usize,
    /// Default lifetime of a recorded prompt, s.
    #[arg(long, env = "ARGUS_LOOP_TTL_SECONDS", default_value_t = 3600)]
    pub loop_ttl_seconds: u64,
    /// Exemplar sets kept in memory (least recently used evicted).
    #[arg(long, env = "ARGUS_EXEMPLAR_SETS", default_value_t = 64)]
    pub exemplar_sets: usize,
    /// Log format.
    #[arg(long, env = "ARGUS_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
}

fn parse_octal(s: &str) -> Result<u32, String> {
    let mode = u32::from_str_radix(s.trim_start_matches("0o"), 8)
        .map_err(|e| format!("not an octal mode: {e}"))?;
    if mode > 0o777 {
        return Err(format!("{s} is not a permission mode (at most 777)"));
    }
    Ok(mode)
}

/// Whether `url` has a `:password@` part.
fn url_has_password(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?']).next().unwrap_or_default();
    authority
        .rsplit_once('@')
        .is_some_and(|(userinfo, _)| userinfo.contains(':'))
}

/// Validated settings of one embedder process.
#[derive(Debug, Clone)]
pub struct Settings {
    pub socket: PathBuf,
    pub socket_mode: u32,
    pub admin: SocketAddr,
    pub model: ModelConfig,
    pub injection_head: PathBuf,
    pub injection_multilingual: bool,
    pub batch: BatchConfig,
    pub store: StoreConfig,
    pub loops: LoopSettings,
    pub exemplar_sets: usize,
}

/// A setting out of range.
#[derive(Debug, thiserror::Error)]
#[error("invalid setting {name}: {message}")]
pub struct ConfigError {
    pub name: &'static str,
    pub message: String,
}

fn check(ok: bool, name: &'static str, message: &str) -> Result<(), ConfigError> {
    if ok {
        Ok(())
    } else {
        Err(ConfigError {
            name,
            message: message.to_owned(),
        })
    }
}

impl EmbedderArgs {
    pub fn settings(&self) -> Result<Settings, ConfigError> {
        check(
            (1..=64).contains(&self.intra_op_threads),
            "ARGUS_INTRA_OP_THREADS",
            "must be 1..=64",
        )?;
        check(
            (3..=512).contains(&self.max_tokens),
            "ARGUS_MAX_TOKENS",
            "must be 3..=512",
        )?;
        check(
            (1..=256).contains(&self.max_batch),
            "ARGUS_MAX_BATCH",
            "must be 1..=256",
        )?;
        check(
            self.batch_window_us <= 100_000,
            "ARGUS_BATCH_WINDOW_US",
            "must be at most 100000 (100 ms)",
        )?;
        check(
            (1..=65_536).contains(&self.queue_size),
            "ARGUS_QUEUE_SIZE",
            "must be 1..=65536",
        )?;
        check(
            self.redis_timeout_ms > 0,
            "ARGUS_REDIS_TIMEOUT_MS",
            "must be positive",
        )?;
        check(
            self.loop_threshold > 0.0 && self.loop_threshold <= 1.0,
            "ARGUS_LOOP_THRESHOLD",
            "must be in (0, 1]",
        )?;
        check(
            (1..=MAX_HISTORY).contains(&self.loop_history_size),
            "ARGUS_LOOP_HISTORY_SIZE",
            "must be 1..=100",
        )?;
        check(
            self.loop_ttl_seconds > 0,
            "ARGUS_LOOP_TTL_SECONDS",
            "must be positive",
        )?;
        check(
            !self.index.trim().is_empty(),
            "ARGUS_LOOP_INDEX",
            "must not be empty",
        )?;
        check(
            self.redis_password.is_none() || !url_has_password(&self.redis_url),
            "ARGUS_REDIS_PASSWORD",
            "is set, and ARGUS_REDIS_URL carries a password too: keep one of them",
        )?;
        check(
            self.exemplar_sets > 0,
            "ARGUS_EXEMPLAR_SETS",
            "must be positive",
        )?;
        Ok(Settings {
            socket: self.socket.clone(),
            socket_mode: self.socket_mode,
            admin: self.admin,
            model: ModelConfig {
                ort_library: self.ort_library.clone(),
                model_path: self.model_path.clone(),
                tokenizer_path: self.tokenizer_path.clone(),
                max_tokens: self.max_tokens,
                intra_op_threads: self.intra_op_threads,
            },
            injection_head: self
                .injection_head
                .clone()
                .unwrap_or_else(|| self.model_path.with_file_name("injection-head.json")),
            injection_multilingual: self.injection_multilingual,
            batch: BatchConfig {
                window: Duration::from_micros(self.batch_window_us),
                max_batch: self.max_batch,
                queue: self.queue_size,
                mode: self.batch_mode,
            },
            store: StoreConfig {
                url: self.redis_url.clone(),
                password: self.redis_password.clone(),
                index: self.index.clone(),
                algorithm: self.index_algorithm,
                dim: DIM,
                timeout: Duration::from_millis(self.redis_timeout_ms),
            },
            loops: LoopSettings {
                threshold: self.loop_threshold,
                history_size: self.loop_history_size,
                ttl: Duration::from_secs(self.loop_ttl_seconds),
            },
            exemplar_sets: self.exemplar_sets,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_the_contracts() {
        let args = EmbedderArgs::try_parse_from(["argus-embedder"]).unwrap();
        let s = args.settings().unwrap();
        assert_eq!(s.socket, PathBuf::from("/var/run/argus/embedder.sock"));
        assert_eq!(s.admin.port(), 4002);
        assert!(
            s.admin.ip().is_loopback(),
            "local mode binds the admin port to loopback: {}",
            s.admin
        );
        assert_eq!(s.socket_mode, 0o666);
        assert_eq!(s.model.max_tokens, 128);
        assert_eq!(s.model.intra_op_threads, 1);
        assert_eq!(s.loops, LoopSettings::default());
        assert_eq!(s.batch.mode, BatchMode::Sequential);
        assert!(
            s.injection_multilingual,
            "the multilingual injection encoder is on by default"
        );
    }

    #[test]
    fn flags_and_ranges_are_checked() {
        let args = EmbedderArgs::try_parse_from([
            "argus-embedder",
            "--socket-mode",
            "660",
            "--max-tokens",
            "64",
            "--batch-mode",
            "padded",
            "--index-algorithm",
            "hnsw",
        ])
        .unwrap();
        let s = args.settings().unwrap();
        assert!(s.injection_multilingual);
        let off =
            EmbedderArgs::try_parse_from(["argus-embedder", "--injection-multilingual", "false"])
                .unwrap();
        assert!(!off.settings().unwrap().injection_multilingual);
        assert!(
            EmbedderArgs::try_parse_from(["argus-embedder", "--injection-multilingual", "yes"])
                .is_err()
        );
        assert_eq!(s.socket_mode, 0o660);
        assert_eq!(s.model.max_tokens, 64);
        assert_eq!(s.batch.mode, BatchMode::Padded);
        assert_eq!(s.store.algorithm, IndexAlgorithm::Hnsw);
        assert!(EmbedderArgs::try_parse_from(["argus-embedder", "--socket-mode", "999"]).is_err());
        let bad =
            EmbedderArgs::try_parse_from(["argus-embedder", "--loop-threshold", "1.5"]).unwrap();
        let err = bad.settings().unwrap_err();
        assert_eq!(err.name, "ARGUS_LOOP_THRESHOLD");
    }

    #[test]
    fn the_password_reaches_the_connection_and_no_debug_output() {
        // Characters that would break a URL's userinfo.
        let secret = "p@ss/w:rd#1?";
        let args = EmbedderArgs::try_parse_from([
            "argus-embedder",
            "--redis-url",
            "redis://redis-argus.agents.svc:6379",
            "--redis-password",
            secret,
        ])
        .unwrap();
        let s = args.settings().unwrap();
        let connection = crate::store::redis_config(&s.store).unwrap();
        assert_eq!(connection.password.as_deref(), Some(secret));
        assert!(!format!("{args:?}").contains(secret));
        assert!(!format!("{s:?}").contains(secret));
        assert_eq!(s.store.url, "redis://redis-argus.agents.svc:6379");

        let both = EmbedderArgs::try_parse_from([
            "argus-embedder",
            "--redis-url",
            "redis://:other@redis:6379",
            "--redis-password",
            secret,
        ])
        .unwrap();
        let err = both.settings().unwrap_err();
        assert_eq!(err.name, "ARGUS_REDIS_PASSWORD");
        assert!(!err.to_string().contains(secret));
    }

    #[test]
    fn rediss_urls_connect_with_tls() {
        let args = EmbedderArgs::try_parse_from([
            "argus-embedder",
            "--redis-url",
            "rediss://redis.shared.svc:6380",
            "--redis-password",
            "s3cret",
        ])
        .unwrap();
        let connection = crate::store::redis_config(&args.settings().unwrap().store).unwrap();
        assert!(connection.uses_tls(), "rediss:// must use TLS");
        assert_eq!(connection.password.as_deref(), Some("s3cret"));
    }
}
