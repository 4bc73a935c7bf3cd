//! The multilingual encoder of the injection scorer (`models/injection/SPEC.md` §5b): the
//! Universal Sentence Encoder multilingual (v3, int8) without its tokenizer node and its
//! piece-embedding lookup (`models/build_multilingual.py`). The English encoder does not
//! read other languages; windows the routing rule calls not English are read by this one.
//!
//! Three files: the SentencePiece model (`.spm`), the table of piece vectors (`.emb`) and
//! the rest of the network (`.onnx`). The table (128,000 rows of 512 int8 values, 66.6 MB)
//! stays on disk: each token's row is read with a positioned read, so it lives in the page
//! cache, not in the embedder's resident memory (inside the graph it cost +70 MiB).

use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use ort::session::Session;
use ort::value::Tensor;

use super::sentencepiece::SentencePiece;
use crate::embedding::{EmbedError, Embedding, normalize, open_session};

/// Calls that may wait for the encoder at once; more are refused (`Overloaded`, gRPC
/// UNAVAILABLE), like the English encoder's bounded queue.
pub const QUEUE: usize = 256;

/// Width of the encoder's vector, and of a piece's row.
pub const WIDTH: usize = 512;
/// Bytes of one row of the table: 512 quantized values, then the row's scale and zero
/// point (f32, little endian): `value = (q - zero) * scale`, as the graph's own lookup.
const ROW_BYTES: usize = WIDTH + 8;

/// The encoder and its tokenizer. The session runs one window at a time, under a lock:
/// only windows in other languages come here.
pub struct MultilingualEncoder {
    tokenizer: SentencePiece,
    table: File,
    session: Mutex<Session>,
    /// Calls admitted: running or waiting for the session.
    admitted: tokio::sync::Semaphore,
    max_tokens: usize,
    id: String,
}

impl MultilingualEncoder {
    /// Loads `model` (inputs: the window's piece vectors `[n, 512]` f32 and its row splits
    /// `[2]` = `[0, n]` i64; output `[1, 512]`), its `table` (one row per piece id) and
    /// `tokenizer` (a unigram SentencePiece `.model`); windows are cut to their first
    /// `max_tokens` ids, `<s>` and `</s>` included.
    pub fn load(
        ort_library: Option<&Path>,
        model: &Path,
        table: &Path,
        tokenizer: &Path,
        max_tokens: usize,
    ) -> Result<Self, EmbedError> {
        let tokenizer = SentencePiece::from_file(tokenizer).map_err(|e| EmbedError::Tokenizer {
            path: tokenizer.to_owned(),
            message: e.to_string(),
        })?;
        if tokenizer.bos_id().is_none() || tokenizer.eos_id().is_none() {
            return Err(EmbedError::Tokenizer {
                path: PathBuf::new(),
                message: "the multilingual tokenizer has no <s> or </s> piece".to_owned(),
            });
        }
        let table_fail = |message: String| EmbedError::Model {
            path: table.to_owned(),
            message,
        };
        let table_file = File::open(table).map_err(|e| table_fail(e.to_string()))?;
        let want = tokenizer.len() as u64 * ROW_BYTES as u64;
        let size = table_file
            .metadata()
            .map_err(|e| table_fail(e.to_string()))?
            .len();
        if size != want {
            return Err(table_fail(format!(
                "{size} bytes; the tokenizer's {} pieces need {want} ({ROW_BYTES} a piece)",
                tokenizer.len()
            )));
        }
        let (session, id) = open_session(ort_library, model, 1)?;
        let fail = |message: String| EmbedError::Model {
            path: model.to_owned(),
            message,
        };
        let inputs: Vec<String> = session
            .inputs()
            .iter()
            .map(|i| i.name().to_owned())
            .collect();
        if inputs.len() != 2 || session.outputs().len() != 1 {
            return Err(fail(format!(
                "expected two inputs (token ids, row splits) and one output, found inputs {inputs:?}"
            )));
        }
        Ok(Self {
            tokenizer,
            table: table_file,
            session: Mutex::new(session),
            admitted: tokio::sync::Semaphore::new(QUEUE),
            max_tokens: max_tokens.max(3),
            id,
        })
    }

    /// Loads the encoder `half` names, its files beside `head_path`.
    pub fn load_for(
        half: &super::MultilingualHead,
        head_path: &Path,
        ort_library: Option<&Path>,
    ) -> Result<Self, EmbedError> {
        Self::load(
            ort_library,
            &head_path.with_file_name(&half.model),
            &head_path.with_file_name(&half.table),
            &head_path.with_file_name(&half.tokenizer),
            half.max_tokens,
        )
    }

    /// `injection-multilingual.onnx@sha256:…`.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The piece vectors of `ids`, `[ids.len(), 512]` row-major, from the table.
    fn rows(&self, ids: &[u32]) -> Result<Vec<f32>, EmbedError> {
        let mut out = Vec::with_capacity(ids.len() * WIDTH);
        let mut row = [0_u8; ROW_BYTES];
        for &id in ids {
            self.table
                .read_exact_at(&mut row, u64::from(id) * ROW_BYTES as u64)
                .map_err(|e| EmbedError::Batch(format!("reading the multilingual table: {e}")))?;
            let scale = f32::from_le_bytes([row[512], row[513], row[514], row[515]]);
            let zero = f32::from_le_bytes([row[516], row[517], row[518], row[519]]);
            out.extend(row[..WIDTH].iter().map(|&q| (f32::from(q) - zero) * scale));
        }
        Ok(out)
    }

    /// The token ids of `window`: `<s>`, its first pieces, `</s>`, at most `max_tokens`.
    pub fn ids(&self, window: &str) -> Vec<u32> {
        let mut ids = self.tokenizer.encode(window, true, true);
        if ids.len() > self.max_tokens {
            let eos = ids[ids.len() - 1];
            ids.truncate(self.max_tokens - 1);
            ids.push(eos);
        }
        ids
    }

    /// The L2-normalised vector of each window, one session run each.
    pub fn embed(&self, windows: &[String]) -> Result<Vec<Embedding>, EmbedError> {
        let mut session = self
            .session
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut out = Vec::with_capacity(windows.len());
        for window in windows {
            let ids = self.ids(window);
            let n = ids.len();
            let rows = self.rows(&ids)?;
            let splits = vec![0_i64, n as i64];
            let outputs = session.run(ort::inputs![
                Tensor::from_array(([n, WIDTH], rows))?,
                Tensor::from_array(([2_usize], splits))?,
            ])?;
            let (shape, values) = outputs[0].try_extract_tensor::<f32>()?;
            let dims: Vec<i64> = shape.iter().copied().collect();
            if dims != [1, WIDTH as i64] {
                return Err(EmbedError::OutputShape(dims));
            }
            let mut vector = values.to_vec();
            normalize(&mut vector);
            out.push(vector);
        }
        Ok(out)
    }

    /// At most `queue` calls admitted at once (default [`QUEUE`]).
    pub fn with_queue(mut self, queue: usize) -> Self {
        self.admitted = tokio::sync::Semaphore::new(queue);
        self
    }

    /// [`embed`](Self::embed) on a blocking thread; `Overloaded` when the queue is full.
    pub async fn embed_async(
        self: &Arc<Self>,
        windows: Vec<String>,
    ) -> Result<Vec<Embedding>, EmbedError> {
        if windows.is_empty() {
            return Ok(Vec::new());
        }
        let _admitted = self
            .admitted
            .try_acquire()
            .map_err(|_| EmbedError::Overloaded)?;
        let this = Arc::clone(self);
        tokio::task::spawn_blocking(move || this.embed(&windows))
            .await
            .map_err(|e| EmbedError::Batch(format!("the multilingual encoder panicked: {e}")))?
    }
}
