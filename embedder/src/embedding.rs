//! Sentence embeddings: the `Embedder` interface of seed 002 and the ONNX Runtime model
//! behind it (all-MiniLM-L6-v2: tokenize keeping the most recent text, run, masked mean
//! pool, L2-normalise to 384 dims). The model itself is synchronous; `batcher` makes it
//! a shared asynchronous `Embedder`.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use futures::future::BoxFuture;
use ort::environment::Environment;
use ort::session::Session;
use ort::value::Tensor;
use sha2::{Digest, Sha256};
use tokenizers::{Tokenizer, TruncationDirection, TruncationParams, TruncationStrategy};

/// Width of an all-MiniLM-L6-v2 sentence vector.
pub const DIM: usize = 384;

/// An L2-normalised sentence vector of `DIM` values.
pub type Embedding = Vec<f32>;

/// Why an embedding could not be computed.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    #[error("cannot load ONNX Runtime from {path}: {message}")]
    Runtime { path: String, message: String },
    #[error("cannot load the ONNX model {path}: {message}")]
    Model { path: PathBuf, message: String },
    #[error("cannot load the tokenizer {path}: {message}")]
    Tokenizer { path: PathBuf, message: String },
    #[error("tokenizing failed: {0}")]
    Tokenize(String),
    #[error("inference failed: {0}")]
    Inference(#[from] ort::Error),
    #[error("the model returned shape {0:?}, expected [batch, sequence, a multiple of {DIM}]")]
    OutputShape(Vec<i64>),
    /// A batch failed; every request in it gets the message.
    #[error("inference failed: {0}")]
    Batch(String),
    #[error("the inference queue is full")]
    Overloaded,
    #[error("the inference worker has stopped")]
    Stopped,
}

/// Seed 002's embedding interface: text in, normalised vector out. Implementations
/// are shared between concurrent requests.
pub trait Embedder: Send + Sync {
    /// Vectors of `texts`, in order.
    fn embed(&self, texts: Vec<String>) -> BoxFuture<'_, Result<Vec<Embedding>, EmbedError>>;

    /// Names the model, so that vectors and thresholds are only compared within one.
    fn model_id(&self) -> &str;

    /// Vectors of `texts`, each tokenized alone, cut to its first `max_tokens` tokens
    /// (`[CLS]` and `[SEP]` included) and run alone, so that a vector depends on its
    /// text only: the injection scorer's windows (`models/injection/SPEC.md` §5).
    fn embed_first(
        &self,
        texts: Vec<String>,
        max_tokens: usize,
    ) -> BoxFuture<'_, Result<Vec<Embedding>, EmbedError>> {
        let _ = (texts, max_tokens);
        Box::pin(async {
            Err(EmbedError::Batch(
                "this embedder does not embed windows".to_owned(),
            ))
        })
    }

    /// The vector of one text (seed 002 `Compute`).
    fn compute(&self, text: String) -> BoxFuture<'_, Result<Embedding, EmbedError>> {
        Box::pin(async move {
            self.embed(vec![text])
                .await?
                .pop()
                .ok_or_else(|| EmbedError::Batch("no vector returned".to_owned()))
        })
    }
}

/// Where the model comes from and how it runs.
#[derive(Debug, Clone)]
pub struct ModelConfig {
    /// `libonnxruntime.so.1.31.1`; `None` loads `libonnxruntime.so` from the loader's search path.
    pub ort_library: Option<PathBuf>,
    pub model_path: PathBuf,
    pub tokenizer_path: PathBuf,
    /// Tokens per text including `[CLS]` and `[SEP]`; longer texts keep their end.
    pub max_tokens: usize,
    pub intra_op_threads: usize,
}

/// Token ids and attention mask of one text, unpadded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encoded {
    pub ids: Vec<i64>,
}

impl Encoded {
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
}

/// The tokenizer with padding off and left truncation: the most recent text wins.
pub struct TextEncoder {
    tokenizer: Tokenizer,
    max_tokens: usize,
    /// Only this many trailing bytes are ever tokenized: it bounds the cost of huge
    /// prompts.
    tail_bytes: usize,
    /// The first tail tried for a longer text: enough bytes for `max_tokens` of
    /// ordinary text (English runs at ~4–5 bytes per token).
    first_window: usize,
}

/// Bytes per token assumed for the first tail of a long text.
const WINDOW_BYTES_PER_TOKEN: usize = 8;

impl TextEncoder {
    pub fn load(path: &Path, max_tokens: usize) -> Result<Self, EmbedError> {
        let fail = |message: String| EmbedError::Tokenizer {
            path: path.to_owned(),
            message,
        };
        if max_tokens < 3 {
            return Err(fail(format!(
                "max tokens must be at least 3, got {max_tokens}"
            )));
        }
        let mut tokenizer = Tokenizer::from_file(path).map_err(|e| fail(e.to_string()))?;
        // The shipped tokenizer.json pads every input to 128 tokens: turn that off.
        tokenizer.with_padding(None);
        tokenizer
            .with_truncation(Some(TruncationParams {
                direction: TruncationDirection::Left,
                max_length: max_tokens,
                strategy: TruncationStrategy::LongestFirst,
                stride: 0,
            }))
            .map_err(|e| fail(e.to_string()))?;
        Ok(Self {
            tokenizer,
            max_tokens,
            tail_bytes: max_tokens.saturating_mul(64),
            first_window: max_tokens.saturating_mul(WINDOW_BYTES_PER_TOKEN),
        })
    }

    /// A tokenizer that keeps the FIRST `max_tokens` of a text (with `[CLS]` and
    /// `[SEP]`): the injection scorer's windows are read from their start.
    pub fn load_first(path: &Path, max_tokens: usize) -> Result<Self, EmbedError> {
        let mut encoder = Self::load(path, max_tokens)?;
        encoder
            .tokenizer
            .with_truncation(Some(TruncationParams {
                direction: TruncationDirection::Right,
                max_length: max_tokens,
                strategy: TruncationStrategy::LongestFirst,
                stride: 0,
            }))
            .map_err(|e| EmbedError::Tokenizer {
                path: path.to_owned(),
                message: e.to_string(),
            })?;
        Ok(encoder)
    }

    /// Token ids of a window (at most a few hundred characters), whole, then cut to
    /// its first `max_tokens` by the tokenizer's truncation.
    pub fn encode_first(&self, text: &str) -> Result<Encoded, EmbedError> {
        self.encode_whole(text)
    }

    /// Token ids of the most recent `max_tokens` (with `[CLS]` and `[SEP]`).
    ///
    /// A long text is tokenized from a tail that grows (×4) until it yields
    /// `max_tokens`, instead of whole: tokenizing costs ~1.2 µs per token, and a
    /// 2 KiB prompt has ~500 tokens of which 126 are kept. Each tail starts at an
    /// ASCII whitespace, where the BERT normalizer (per character) and pre-tokenizer
    /// (splits at whitespace) start a new word, so its tokens are exactly the last
    /// tokens of the whole text: once a tail fills `max_tokens`, the result is the
    /// one the whole text gives.
    pub fn encode(&self, text: &str) -> Result<Encoded, EmbedError> {
        let text = tail(text, self.tail_bytes);
        let mut window = self.first_window;
        while window < text.len() {
            if let Some(part) = word_tail(text, window) {
                let encoded = self.encode_whole(part)?;
                if encoded.len() >= self.max_tokens {
                    return Ok(encoded);
                }
            }
            window = window.saturating_mul(4);
        }
        self.encode_whole(text)
    }

    fn encode_whole(&self, text: &str) -> Result<Encoded, EmbedError> {
        let encoding = self
            .tokenizer
            .encode_fast(text, true)
            .map_err(|e| EmbedError::Tokenize(e.to_string()))?;
        Ok(Encoded {
            ids: encoding.get_ids().iter().map(|&id| i64::from(id)).collect(),
        })
    }
}

/// The last `max_bytes` bytes of `text`, cut at a character boundary.
fn tail(text: &str, max_bytes: usize) -> &str {
    if text.len() <= max_bytes {
        return text;
    }
    let mut start = text.len() - max_bytes;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    &text[start..]
}

/// At most the last `max_bytes` bytes of `text`, starting at an ASCII whitespace
/// (space, tab, newline, carriage return: whitespace to the BERT normalizer and
/// pre-tokenizer alike, unlike e.g. U+000B, which BERT deletes); `None` when that
/// stretch has none.
fn word_tail(text: &str, max_bytes: usize) -> Option<&str> {
    let part = tail(text, max_bytes);
    let start = part.find([' ', '\t', '\n', '\r'])?;
    Some(&part[start..])
}

static ENVIRONMENT: OnceLock<Mutex<Option<Environment>>> = OnceLock::new();

/// The process's one ONNX Runtime environment (ort allows a single one), loading the
/// library on first use.
fn environment(library: Option<&Path>) -> Result<Environment, EmbedError> {
    let slot = ENVIRONMENT.get_or_init(|| Mutex::new(None));
    let mut slot = slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(env) = slot.as_ref() {
        return Ok(env.clone());
    }
    let shown = library.map_or_else(
        || "the default search path (libonnxruntime.so)".to_owned(),
        |p| p.display().to_string(),
    );
    let runtime_error = |message: String| EmbedError::Runtime {
        path: shown.clone(),
        message,
    };
    // Always through init_from: ort's implicit loader panics when the library is missing.
    if library.is_some_and(|p| !p.is_file()) {
        return Err(runtime_error("no such file".to_owned()));
    }
    let path = library.map_or_else(|| PathBuf::from("libonnxruntime.so"), Path::to_path_buf);
    let builder = ort::init_from(&path).map_err(|e| runtime_error(e.to_string()))?;
    // No telemetry: nothing in an injected pod may reach a host its configuration does
    // not name (ONNX Runtime's own events are on in Microsoft's builds).
    let env = builder
        .with_name("argus-embedder")
        .with_telemetry(false)
        .build()
        .map_err(|e| runtime_error(e.to_string()))?;
    *slot = Some(env.clone());
    Ok(env)
}

/// Graph optimizers of ONNX Runtime that stay off (session config
/// `optimization.disable_specified_optimizers`; `models/common.py` sets the same, so
/// the Python reference vectors come from the same optimized graph).
///
/// `SkipLayerNormFusion` turns each residual `Add` + `LayerNormalization` into the
/// contrib op `SkipLayerNormalization`, whose CPU kernel in ORT 1.31 is a scalar loop
/// with a division per element: its 12 nodes took a third of a 64-token run (~160 µs
/// each). Without the fusion the plain `Add` and `LayerNormalization` kernels run
/// instead, and a 64-token run takes 3.2 instead of 4.8 ms (1 thread, models/README.md).
/// The sums are rounded differently: fp32 vectors stay bit-identical, int8 vectors move
/// where an activation lands on the other side of a quantization step (one of the 8
/// reference sentences: cos 0.9984 to its old vector, and as close to fp32 as before).
/// The instructions this CPU offers for the encoders' 8-bit integer dot products, as the
/// startup log names them: `"vnni"` (x86 AVX-512 VNNI or AVX-VNNI; AMX CPUs have it too),
/// `"dotprod"` (aarch64) or `"none"` (e.g. AVX2 only). Without them ONNX Runtime's integer
/// products are about 3.5x slower (docs/src/known-gaps.md); the scores are the same
/// (models/unsigned_weights.py).
pub fn int8_dot_products() -> &'static str {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512vnni")
            || std::arch::is_x86_feature_detected!("avxvnni")
        {
            return "vnni";
        }
    }
    #[cfg(target_arch = "aarch64")]
    {
        if std::arch::is_aarch64_feature_detected!("dotprod") {
            return "dotprod";
        }
    }
    "none"
}

pub const DISABLED_OPTIMIZERS: &str = "SkipLayerNormFusion";

/// An ONNX Runtime session for the graph at `path` with the embedder's settings, and the
/// graph's id (`<file name>@sha256:<first 12 hex digits>`).
pub(crate) fn open_session(
    library: Option<&Path>,
    path: &Path,
    intra_op_threads: usize,
) -> Result<(Session, String), EmbedError> {
    let env = environment(library)?;
    let fail = |message: String| EmbedError::Model {
        path: path.to_owned(),
        message,
    };
    // Streamed digest: holding the file in memory while ORT builds the session would add
    // its size to the peak RSS.
    let mut digest = Sha256::new();
    let mut file = std::fs::File::open(path).map_err(|e| fail(e.to_string()))?;
    std::io::copy(&mut file, &mut digest).map_err(|e| fail(e.to_string()))?;
    let digest = hex::encode(digest.finalize());
    let build = || -> ort::Result<Session> {
        Session::builder(&env)?
            // No arena: it keeps the peak of the longest input forever (RSS), and sequence
            // lengths vary, so memory patterns do not apply either.
            .with_execution_providers([ort::ep::CPU::default()
                .with_arena_allocator(false)
                .build()])?
            .with_memory_pattern(false)?
            .with_disabled_optimizers(DISABLED_OPTIMIZERS)?
            .with_intra_threads(intra_op_threads.max(1))?
            .with_inter_threads(1)?
            .commit_from_file(path)
    };
    let session = build().map_err(|e| fail(e.to_string()))?;
    let file = path
        .file_name()
        .map_or_else(|| "model".to_owned(), |f| f.to_string_lossy().into_owned());
    Ok((session, format!("{file}@sha256:{}", &digest[..12])))
}

/// all-MiniLM-L6-v2 in ONNX Runtime. Not shareable: one owner runs it.
pub struct OnnxModel {
    session: Session,
    id: String,
}

impl OnnxModel {
    pub fn load(config: &ModelConfig) -> Result<Self, EmbedError> {
        let path = &config.model_path;
        let (session, id) =
            open_session(config.ort_library.as_deref(), path, config.intra_op_threads)?;
        let names: Vec<&str> = session.inputs().iter().map(|i| i.name()).collect();
        for want in ["input_ids", "attention_mask", "token_type_ids"] {
            if !names.contains(&want) {
                return Err(EmbedError::Model {
                    path: path.clone(),
                    message: format!("the graph has no input {want:?} (inputs: {names:?})"),
                });
            }
        }
        Ok(Self { session, id })
    }

    /// `model.onnx@sha256:cae9b757c356`: the file name and the start of its digest.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Runs `batch` in one session run, padding to the longest sequence.
    pub fn run(&mut self, batch: &[&Encoded]) -> Result<Vec<Embedding>, EmbedError> {
        if batch.is_empty() {
            return Ok(Vec::new());
        }
        let rows = batch.len();
        let seq = batch.iter().map(|e| e.len()).max().unwrap_or(0).max(1);
        let mut ids = vec![0_i64; rows * seq];
        let mut mask = vec![0_i64; rows * seq];
        for (row, encoded) in batch.iter().enumerate() {
            let start = row * seq;
            ids[start..start + encoded.len()].copy_from_slice(&encoded.ids);
            mask[start..start + encoded.len()].fill(1);
        }
        let outputs = self.session.run(ort::inputs![
            "input_ids" => Tensor::from_array(([rows, seq], ids))?,
            "attention_mask" => Tensor::from_array(([rows, seq], mask.clone()))?,
            "token_type_ids" => Tensor::from_array(([rows, seq], vec![0_i64; rows * seq]))?,
        ])?;
        let (shape, hidden) = outputs[0].try_extract_tensor::<f32>()?;
        let dims: Vec<i64> = shape.iter().copied().collect();
        // A model with several stacks of top layers (the injection classifier's encoder,
        // models/injection/SPEC.md §5) gives their states side by side: DIM values each.
        let width = dims.get(2).map_or(0, |&w| usize::try_from(w).unwrap_or(0));
        if dims.len() != 3
            || dims[..2] != [rows as i64, seq as i64]
            || width == 0
            || !width.is_multiple_of(DIM)
        {
            return Err(EmbedError::OutputShape(dims));
        }
        let blocks: Vec<Vec<Embedding>> = (0..width / DIM)
            .map(|b| {
                let block: Vec<f32> = hidden
                    .chunks_exact(width)
                    .flat_map(|token| &token[b * DIM..(b + 1) * DIM])
                    .copied()
                    .collect();
                mean_pool(&block, &mask, rows, seq, DIM)
            })
            .collect();
        Ok((0..rows)
            .map(|row| blocks.iter().flat_map(|b| b[row].iter().copied()).collect())
            .collect())
    }
}

/// Masked mean over the token axis of `hidden` (`[rows, seq, dim]`), then L2
/// normalisation: sentence-transformers' pooling for this model.
pub fn mean_pool(
    hidden: &[f32],
    mask: &[i64],
    rows: usize,
    seq: usize,
    dim: usize,
) -> Vec<Embedding> {
    (0..rows)
        .map(|row| {
            let mut sum = vec![0_f32; dim];
            let mut count = 0_f32;
            for t in 0..seq {
                if mask[row * seq + t] == 0 {
                    continue;
                }
                count += 1.0;
                let token = &hidden[(row * seq + t) * dim..(row * seq + t + 1) * dim];
                for (s, h) in sum.iter_mut().zip(token) {
                    *s += h;
                }
            }
            let count = count.max(1e-9);
            sum.iter_mut().for_each(|s| *s /= count);
            normalize(&mut sum);
            sum
        })
        .collect()
}

/// Scales `v` to unit length (left as is when it is all zeros).
pub fn normalize(v: &mut [f32]) {
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt().max(1e-12);
    v.iter_mut().for_each(|x| *x /= norm);
}

/// Cosine of two vectors of equal length.
pub fn cosine(a: &[f32], b: &[f32]) -> f64 {
    let dot: f64 = a
        .iter()
        .zip(b)
        .map(|(x, y)| f64::from(*x) * f64::from(*y))
        .sum();
    let na: f64 = a.iter().map(|x| f64::from(*x).powi(2)).sum::<f64>().sqrt();
    let nb: f64 = b.iter().map(|x| f64::from(*x).powi(2)).sum::<f64>().sqrt();
    if na == 0.0 || nb == 0.0 {
        0.0
    } else {
        dot / (na * nb)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pooling_ignores_padding_and_normalises() {
        // Two rows, three tokens, dim 2; the second row's last token is padding.
        let hidden = [
            1.0, 0.0, 3.0, 0.0, 2.0, 0.0, 0.0, 1.0, 0.0, 3.0, 100.0, 100.0,
        ];
        let mask = [1, 1, 1, 1, 1, 0];
        let pooled = mean_pool(&hidden, &mask, 2, 3, 2);
        assert_eq!(pooled[0], vec![1.0, 0.0]);
        assert_eq!(pooled[1], vec![0.0, 1.0]);
    }

    #[test]
    fn zero_vector_stays_finite() {
        let mut v = vec![0.0_f32; 4];
        normalize(&mut v);
        assert!(v.iter().all(|x| *x == 0.0));
    }

    #[test]
    fn tail_cuts_at_char_boundary_and_keeps_the_end() {
        assert_eq!(tail("hello", 10), "hello");
        assert_eq!(tail("hello world", 5), "world");
        // 'é' is two bytes: cutting into it moves forward.
        assert_eq!(tail("aé", 1), "");
        assert_eq!(tail("aéb", 2), "b");
        assert_eq!(tail("aéb", 3), "éb");
    }

    #[test]
    fn word_tail_starts_at_ascii_whitespace() {
        assert_eq!(word_tail("one two three", 7), Some(" three"));
        assert_eq!(word_tail("one two three", 6), Some(" three"));
        assert_eq!(word_tail("one two\tthree", 6), Some("\tthree"));
        assert_eq!(word_tail("one two three", 5), None);
        // U+000B is deleted by BERT's normalizer (it joins words), so no cut there.
        assert_eq!(word_tail("a\u{0B}bcdef", 6), None);
        assert_eq!(word_tail("ab", 10), None);
        // 'é' is two bytes: the cut moves to a char boundary first.
        assert_eq!(word_tail("é é", 3), Some(" é"));
    }

    #[test]
    fn cosine_of_orthogonal_and_parallel() {
        assert!((cosine(&[1.0, 0.0], &[0.0, 2.0])).abs() < 1e-12);
        assert!((cosine(&[1.0, 1.0], &[2.0, 2.0]) - 1.0).abs() < 1e-12);
        assert_eq!(cosine(&[0.0, 0.0], &[1.0, 0.0]), 0.0);
    }
}
