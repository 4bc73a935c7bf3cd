//! SentencePiece *unigram* encoder in pure Rust, id-exact with the Python `sentencepiece` 0.2.3 wheel
//! (`SentencePieceProcessor.encode(text, add_bos=.., add_eos=..)`) for any unigram `.model` file.
//!
//! What it reproduces, step by step (source: the sentencepiece 0.2.3 sdist, `normalizer.cc`,
//! `model_interface.cc`, `unigram_model.cc::EncodeOptimized`, `sentencepiece_processor.cc::EncodeOptimized`;
//! 0.2.3 differs from 0.2.1 in the Viterbi arithmetic, see below):
//!
//! * **Normalisation** (`Normalizer::Normalize`): at each position the *longest* user-defined symbol is copied
//!   verbatim; otherwise the *longest* key of the precompiled charsmap (a Darts-clone double array over raw
//!   UTF-8 bytes, e.g. `nmt_nfkc`) is replaced by its NUL-terminated rewrite (possibly empty); otherwise one
//!   character is copied. Leading whitespace is dropped, runs of spaces are squeezed (a rewrite's leading
//!   spaces are stripped after a space), trailing `▁` are dropped, spaces become `▁` and a `▁` dummy prefix is
//!   added, each as the model's `NormalizerSpec`/`TrainerSpec` flags say. This is *not* the grapheme-based
//!   emulation in HuggingFace's `spm_precompiled`, which takes the shortest match per grapheme.
//! * **Viterbi** over the normalised bytes with a trie of NORMAL, USER_DEFINED and UNUSED pieces; UNUSED
//!   pieces are skipped, user-defined ones score `(float)(0.1 * (len - 1))`; a character no single-character
//!   piece covers becomes `<unk>` with score `min_score - 10`. All path scores are `f32` sums (0.2.1's
//!   `len * max_score - 0.1` made piece candidates `f64` sums; reproducing that instead changes the ids of
//!   138 of 71,983 test texts, on near-ties), ties keep the earlier start, and a path score beyond ±100000
//!   re-bases the reached cells (0.2.3's `kScoreResetThreshold`; without it 9 of 177 texts of 20k-60k
//!   characters differ).
//! * **Post-processing**: runs of consecutive `<unk>` collapse into one id; with `byte_fallback` an unknown
//!   piece becomes its UTF-8 bytes as `<0xNN>` pieces instead; `<s>`/`</s>` are added like the Python
//!   wrapper's `add_bos`/`add_eos` (ids of the CONTROL pieces named by `bos_piece`/`eos_piece`).
//!
//! The `.model` protobuf is read with `prost` (hand-written message structs, only the fields used); the piece
//! table is an `fst::Map` (piece bytes -> id, ~1.1 MiB for 128k pieces) plus one `f32` score and one kind
//! byte per id: no per-piece `String`s are kept. The charsmap's Darts-clone double array is read by the few
//! lines below: `spm_precompiled` keeps its trie private and only offers a shortest-match, grapheme-wise
//! `transform` that does not say how many bytes a rule consumed.

use std::fmt;
use std::path::{Path, PathBuf};

use fst::raw::Output;
use prost::Message;

/// U+2581 LOWER ONE EIGHTH BLOCK, SentencePiece's escaped space.
const SPACE_SYMBOL: &[u8] = "\u{2581}".as_bytes();
/// `kUnkPenalty` in `unigram_model.cc`.
const UNK_PENALTY: f32 = 10.0;
/// `TrainerSpec.ModelType.UNIGRAM`.
const MODEL_TYPE_UNIGRAM: i32 = 1;
/// `kMaxPieceSize` in `model_interface.cc`: longer pieces are refused.
const MAX_PIECE_SIZE: usize = 8000;
/// `Normalizer::kMaxTrieResultsSize`: only the first (shortest) 32 charsmap matches are considered.
const MAX_CHARSMAP_RESULTS: usize = 32;
/// `kResultSize` in `PrefixMatcher::PrefixMatch`.
const MAX_USER_DEFINED_RESULTS: usize = 64;
/// `kScoreResetThreshold` in `EncodeOptimized`.
const SCORE_RESET_THRESHOLD: f32 = 100_000.0;

/// Errors from loading a `.model` file. Each names what is wrong with the file.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The file could not be read.
    #[error("cannot read SentencePiece model {path}: {source}")]
    Io {
        /// The path given to [`SentencePiece::from_file`].
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The bytes are not a `ModelProto` protobuf.
    #[error("not a SentencePiece model (protobuf decode failed): {0}")]
    Decode(#[from] prost::DecodeError),
    /// `trainer_spec.model_type` is not UNIGRAM.
    #[error("not a unigram SentencePiece model: trainer_spec.model_type is {0} ({name})", name = model_type_name(*.0))]
    NotUnigram(i32),
    /// The model is structurally invalid (what `sentencepiece` itself refuses to load).
    #[error("invalid SentencePiece model: {0}")]
    Invalid(String),
}

fn model_type_name(t: i32) -> &'static str {
    match t {
        1 => "UNIGRAM",
        2 => "BPE",
        3 => "WORD",
        4 => "CHAR",
        _ => "unknown",
    }
}

/// Hand-written subset of `sentencepiece_model.proto` (proto2). Unknown fields are skipped by `prost`.
/// Strings are read as bytes: protobuf C++ does not check proto2 strings for UTF-8 either.
mod proto {
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ModelProto {
        #[prost(message, repeated, tag = "1")]
        pub pieces: Vec<Piece>,
        #[prost(message, optional, tag = "2")]
        pub trainer_spec: Option<TrainerSpec>,
        #[prost(message, optional, tag = "3")]
        pub normalizer_spec: Option<NormalizerSpec>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Piece {
        /// Decoded from a `Bytes` buffer this is a zero-copy slice of the file (no allocation per piece).
        #[prost(bytes = "bytes", optional, tag = "1")]
        pub piece: Option<prost::bytes::Bytes>,
        #[prost(float, optional, tag = "2")]
        pub score: Option<f32>,
        /// `SentencePiece.Type`, default NORMAL (1).
        #[prost(int32, optional, tag = "3")]
        pub kind: Option<i32>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct TrainerSpec {
        #[prost(int32, optional, tag = "3")]
        pub model_type: Option<i32>,
        #[prost(bool, optional, tag = "24")]
        pub treat_whitespace_as_suffix: Option<bool>,
        #[prost(bool, optional, tag = "35")]
        pub byte_fallback: Option<bool>,
        #[prost(bytes = "vec", optional, tag = "46")]
        pub bos_piece: Option<Vec<u8>>,
        #[prost(bytes = "vec", optional, tag = "47")]
        pub eos_piece: Option<Vec<u8>>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct NormalizerSpec {
        #[prost(bytes = "vec", optional, tag = "2")]
        pub precompiled_charsmap: Option<Vec<u8>>,
        #[prost(bool, optional, tag = "3")]
        pub add_dummy_prefix: Option<bool>,
        #[prost(bool, optional, tag = "4")]
        pub remove_extra_whitespaces: Option<bool>,
        #[prost(bool, optional, tag = "5")]
        pub escape_whitespaces: Option<bool>,
    }
}

/// `ModelProto.SentencePiece.Type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Kind {
    Normal = 1,
    Unknown = 2,
    Control = 3,
    UserDefined = 4,
    Unused = 5,
    Byte = 6,
}

impl Kind {
    fn from_proto(v: Option<i32>) -> Kind {
        match v {
            Some(2) => Kind::Unknown,
            Some(3) => Kind::Control,
            Some(4) => Kind::UserDefined,
            Some(5) => Kind::Unused,
            Some(6) => Kind::Byte,
            // Absent = default NORMAL; protobuf C++ also leaves an unknown proto2 enum value at the default.
            _ => Kind::Normal,
        }
    }

    /// Pieces that go into the Viterbi trie (`pieces_` in `model_interface.cc`); the others are "reserved".
    fn in_trie(self) -> bool {
        matches!(self, Kind::Normal | Kind::UserDefined | Kind::Unused)
    }
}

/// The precompiled charsmap: a Darts-clone double array over UTF-8 bytes whose values are offsets of
/// NUL-terminated rewrites in `normalized`.
struct CharsMap {
    units: Vec<u32>,
    normalized: Vec<u8>,
}

impl CharsMap {
    /// `Normalizer::DecodePrecompiledCharsMap`: `<u32 LE trie size in bytes><trie units><rewrites>`.
    fn parse(blob: &[u8]) -> Result<CharsMap, Error> {
        if blob.len() <= 4 {
            return Err(Error::Invalid(
                "precompiled_charsmap is broken (shorter than its header)".into(),
            ));
        }
        let trie_size = u32::from_le_bytes([blob[0], blob[1], blob[2], blob[3]]) as usize;
        let rest = &blob[4..];
        if trie_size > rest.len() {
            return Err(Error::Invalid(format!(
                "precompiled_charsmap trie size {trie_size} exceeds the blob ({} bytes)",
                rest.len()
            )));
        }
        let units = rest[..trie_size]
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect::<Vec<u32>>();
        let normalized = rest[trie_size..].to_vec();
        if !darts_validate(&units, normalized.len()) {
            return Err(Error::Invalid("precompiled_charsmap is invalid".into()));
        }
        Ok(CharsMap { units, normalized })
    }

    /// The rule `NormalizePrefix` applies at the start of `key`: the longest of the first 32 keys that are
    /// prefixes of `key` (Darts-clone `commonPrefixSearch`), as `(length in bytes, rewrite offset)`; None
    /// if there is none or its offset is outside the rewrites.
    #[inline]
    fn longest_prefix(&self, key: &[u8]) -> Option<(usize, usize)> {
        let units = &self.units;
        let mut best = None;
        let mut found = 0usize;
        let mut node_pos = unit_offset(units[0]);
        for (i, &c) in key.iter().enumerate() {
            node_pos ^= c as usize;
            // validate() bounds every reachable position; `get` keeps a bad unit from panicking regardless.
            let Some(&unit) = units.get(node_pos) else {
                break;
            };
            if unit_label(unit) != u32::from(c) {
                break;
            }
            node_pos ^= unit_offset(unit);
            if unit_has_leaf(unit) {
                if found < MAX_CHARSMAP_RESULTS
                    && let Some(&leaf) = units.get(node_pos)
                {
                    best = Some((i + 1, unit_value(leaf) as usize));
                }
                found += 1;
            }
        }
        best.filter(|&(_, value)| value < self.normalized.len())
    }

    /// The NUL-terminated rewrite at `offset`.
    #[inline]
    fn rewrite(&self, offset: usize) -> &[u8] {
        let tail = self.normalized.get(offset..).unwrap_or(&[]);
        let end = tail.iter().position(|&b| b == 0).unwrap_or(tail.len());
        &tail[..end]
    }
}

// Darts-clone `DoubleArrayUnit` accessors.
#[inline]
fn unit_offset(u: u32) -> usize {
    ((u >> 10) << ((u & (1 << 9)) >> 6)) as usize
}
#[inline]
fn unit_label(u: u32) -> u32 {
    u & ((1 << 31) | 0xFF)
}
#[inline]
fn unit_has_leaf(u: u32) -> bool {
    (u >> 8) & 1 == 1
}
#[inline]
fn unit_value(u: u32) -> u32 {
    u & ((1 << 31) - 1)
}

/// Darts-clone `DoubleArray::validate(max_value_limit)`, which sentencepiece 0.2.3 runs on the charsmap.
fn darts_validate(units: &[u32], max_value: usize) -> bool {
    let size = units.len();
    let Some(&root) = units.first() else {
        return false;
    };
    if unit_label(root) != 0
        || unit_has_leaf(root)
        || unit_offset(root) == 0
        || (unit_offset(root) | 0xFF) >= size
    {
        return false;
    }
    for (i, &u) in units.iter().enumerate().skip(1) {
        if unit_label(u) <= 0xFF {
            if ((i ^ unit_offset(u)) | 0xFF) >= size {
                return false;
            }
            if unit_has_leaf(u) && unit_label(units[i ^ unit_offset(u)]) <= 0xFF {
                return false;
            }
        } else if unit_value(u) as usize >= max_value {
            return false;
        }
    }
    true
}

/// Length of the longest of the first 64 keys of `fst` that are prefixes of `key` (`PrefixMatcher`).
#[inline]
fn user_defined_prefix(fst: &fst::raw::Fst<Vec<u8>>, key: &[u8]) -> Option<usize> {
    let mut node = fst.root();
    let mut best = None;
    let mut found = 0usize;
    for (i, &b) in key.iter().enumerate() {
        let Some(ti) = node.find_input(b) else {
            break;
        };
        node = fst.node(node.transition_addr(ti));
        if node.is_final() {
            if found < MAX_USER_DEFINED_RESULTS {
                best = Some(i + 1);
            }
            found += 1;
        }
    }
    best
}

/// `string_util::OneCharLen`: UTF-8 sequence length from the lead byte (1 for stray continuation bytes).
#[inline]
fn one_char_len(b: u8) -> usize {
    const LEN: [u8; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4];
    LEN[(b >> 4) as usize] as usize
}

/// One cell of `best_path_ends_at` in `EncodeOptimized`.
#[derive(Clone, Copy)]
struct BestPath {
    id: u32,
    score: f32,
    /// Start byte of the last piece; `u32::MAX` = not reached yet.
    start: u32,
}

const UNREACHED: u32 = u32::MAX;
/// Viterbi id of an unknown character in a byte-fallback model without an UNKNOWN piece (C++: -1).
const NO_UNK: u32 = u32::MAX;

/// A loaded unigram SentencePiece model. Immutable and `Send + Sync`: share one across threads.
pub struct SentencePiece {
    /// NORMAL, USER_DEFINED and UNUSED pieces -> id.
    pieces: fst::Map<Vec<u8>>,
    /// USER_DEFINED pieces (the normaliser's prefix matcher), if any.
    user_defined: Option<fst::Set<Vec<u8>>>,
    /// Score of each id.
    scores: Vec<f32>,
    /// Kind of each id.
    kinds: Vec<Kind>,
    charsmap: Option<CharsMap>,
    add_dummy_prefix: bool,
    remove_extra_whitespaces: bool,
    escape_whitespaces: bool,
    treat_whitespace_as_suffix: bool,
    /// The UNKNOWN piece (only a byte-fallback model may lack one).
    unk_id: Option<u32>,
    bos_id: Option<u32>,
    eos_id: Option<u32>,
    /// `<0x00>`..`<0xFF>` ids when `byte_fallback` is on.
    byte_ids: Option<Box<[u32; 256]>>,
    min_score: f32,
}

impl fmt::Debug for SentencePiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SentencePiece")
            .field("pieces", &self.kinds.len())
            .field(
                "user_defined",
                &self.user_defined.as_ref().map_or(0, |s| s.len()),
            )
            .field("charsmap", &self.charsmap.is_some())
            .field("unk_id", &self.unk_id)
            .field("bos_id", &self.bos_id)
            .field("eos_id", &self.eos_id)
            .field("byte_fallback", &self.byte_ids.is_some())
            .finish_non_exhaustive()
    }
}

impl SentencePiece {
    /// Loads a unigram `.model` file (a serialized `sentencepiece.ModelProto`).
    pub fn from_file(path: impl AsRef<Path>) -> Result<SentencePiece, Error> {
        let path = path.as_ref();
        let bytes = std::fs::read(path).map_err(|source| Error::Io {
            path: path.to_path_buf(),
            source,
        })?;
        SentencePiece::from_buf(prost::bytes::Bytes::from(bytes))
    }

    /// Loads a unigram model from the bytes of a `.model` file. Refuses what `sentencepiece` refuses.
    #[cfg(test)]
    pub fn from_bytes(bytes: &[u8]) -> Result<SentencePiece, Error> {
        SentencePiece::from_buf(prost::bytes::Bytes::copy_from_slice(bytes))
    }

    fn from_buf(bytes: prost::bytes::Bytes) -> Result<SentencePiece, Error> {
        let model = proto::ModelProto::decode(bytes)?;
        let trainer = model.trainer_spec.unwrap_or_default();
        let model_type = trainer.model_type.unwrap_or(MODEL_TYPE_UNIGRAM);
        if model_type != MODEL_TYPE_UNIGRAM {
            return Err(Error::NotUnigram(model_type));
        }
        let normalizer = model.normalizer_spec.unwrap_or_default();
        let byte_fallback = trainer.byte_fallback.unwrap_or(false);
        let n = model.pieces.len();
        if n == 0 {
            return Err(Error::Invalid("the model has no pieces".into()));
        }
        if n > i32::MAX as usize {
            return Err(Error::Invalid(format!("too many pieces ({n})")));
        }

        // ModelInterface::InitializePieces + unigram::Model::Model.
        let mut scores = Vec::with_capacity(n);
        let mut kinds = Vec::with_capacity(n);
        let mut trie_keys: Vec<(&[u8], u32)> = Vec::with_capacity(n);
        let mut reserved: Vec<(&[u8], u32)> = Vec::new();
        let mut user_defined: Vec<&[u8]> = Vec::new();
        let mut unk_id = None;
        let mut min_score = f32::MAX; // FLT_MAX
        for (i, p) in model.pieces.iter().enumerate() {
            let id = i as u32;
            let piece = p.piece.as_deref().unwrap_or_default();
            if piece.len() >= MAX_PIECE_SIZE {
                return Err(Error::Invalid(format!(
                    "piece {i} is too long ({} bytes)",
                    piece.len()
                )));
            }
            if piece.is_empty() {
                return Err(Error::Invalid(format!("piece {i} is empty")));
            }
            let mut kind = Kind::from_proto(p.kind);
            // SentencePieceProcessor::Load: a raw "\0" piece is UNUSED under byte_fallback.
            if byte_fallback && piece == b"\0" {
                kind = Kind::Unused;
            }
            let score = p.score.unwrap_or(0.0);
            if !score.is_finite() {
                return Err(Error::Invalid(format!(
                    "piece {i} has a NaN or infinite score"
                )));
            }
            scores.push(score);
            kinds.push(kind);
            if kind == Kind::Unused && piece == b"\0" {
                continue; // InitializePieces skips it entirely
            }
            if piece.contains(&0) {
                return Err(Error::Invalid(format!("piece {i} contains a NUL byte")));
            }
            if kind.in_trie() {
                trie_keys.push((piece, id));
            } else {
                reserved.push((piece, id));
            }
            match kind {
                Kind::Normal => {
                    min_score = min_score.min(score);
                }
                Kind::UserDefined => user_defined.push(piece),
                Kind::Unknown => {
                    if unk_id.is_some() {
                        return Err(Error::Invalid("more than one UNKNOWN piece".into()));
                    }
                    unk_id = Some(id);
                }
                Kind::Byte => {
                    if !byte_fallback {
                        return Err(Error::Invalid(format!(
                            "byte piece {} although byte_fallback is false",
                            String::from_utf8_lossy(piece)
                        )));
                    }
                    if piece_to_byte(piece).is_none() {
                        return Err(Error::Invalid(format!(
                            "invalid byte piece {}",
                            String::from_utf8_lossy(piece)
                        )));
                    }
                }
                Kind::Control | Kind::Unused => {}
            }
        }
        if unk_id.is_none() && !byte_fallback {
            return Err(Error::Invalid("no UNKNOWN (<unk>) piece".into()));
        }
        if trie_keys.is_empty() {
            return Err(Error::Invalid("no normal pieces".into()));
        }

        trie_keys.sort_unstable();
        if let Some(w) = trie_keys.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(Error::Invalid(format!(
                "piece {:?} is defined twice",
                String::from_utf8_lossy(w[0].0)
            )));
        }
        reserved.sort_unstable();
        if let Some(w) = reserved.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(Error::Invalid(format!(
                "piece {:?} is defined twice",
                String::from_utf8_lossy(w[0].0)
            )));
        }
        let pieces = fst::Map::from_iter(trie_keys.iter().map(|&(k, id)| (k, u64::from(id))))
            .map_err(|e| Error::Invalid(format!("cannot build the piece trie: {e}")))?;
        drop(trie_keys);
        let user_defined =
            if user_defined.is_empty() {
                None
            } else {
                user_defined.sort_unstable();
                user_defined.dedup();
                Some(fst::Set::from_iter(user_defined.iter()).map_err(|e| {
                    Error::Invalid(format!("cannot build the user-defined trie: {e}"))
                })?)
            };

        // ModelInterface::PieceToId: reserved pieces first, then the trie, else unk.
        let piece_to_id = |piece: &[u8]| -> Option<u32> {
            if let Ok(i) = reserved.binary_search_by(|(k, _)| (*k).cmp(piece)) {
                return Some(reserved[i].1);
            }
            pieces.get(piece).map(|v| v as u32).or(unk_id)
        };
        // SentencePieceProcessor::Load: bos/eos ids are those of bos_piece/eos_piece if CONTROL pieces.
        let control_id = |piece: Option<&Vec<u8>>, default: &[u8]| -> Option<u32> {
            let piece = piece
                .map(Vec::as_slice)
                .filter(|p| !p.is_empty())
                .unwrap_or(default);
            piece_to_id(piece).filter(|&id| kinds[id as usize] == Kind::Control)
        };
        let bos_id = control_id(trainer.bos_piece.as_ref(), b"<s>");
        let eos_id = control_id(trainer.eos_piece.as_ref(), b"</s>");

        let byte_ids = if byte_fallback {
            let mut ids = Box::new([0u32; 256]);
            for (b, slot) in ids.iter_mut().enumerate() {
                let name = format!("<0x{b:02X}>");
                match piece_to_id(name.as_bytes()) {
                    Some(id) if kinds[id as usize] == Kind::Byte => *slot = id,
                    _ => {
                        return Err(Error::Invalid(format!(
                            "byte_fallback is true but byte piece {name} is missing"
                        )));
                    }
                }
            }
            Some(ids)
        } else {
            None
        };

        let charsmap = match normalizer.precompiled_charsmap.as_deref() {
            Some(blob) if !blob.is_empty() => Some(CharsMap::parse(blob)?),
            _ => None,
        };

        Ok(SentencePiece {
            pieces,
            user_defined,
            scores,
            kinds,
            charsmap,
            add_dummy_prefix: normalizer.add_dummy_prefix.unwrap_or(true),
            remove_extra_whitespaces: normalizer.remove_extra_whitespaces.unwrap_or(true),
            escape_whitespaces: normalizer.escape_whitespaces.unwrap_or(true),
            treat_whitespace_as_suffix: trainer.treat_whitespace_as_suffix.unwrap_or(false),
            unk_id,
            bos_id,
            eos_id,
            byte_ids,
            min_score,
        })
    }

    /// Number of pieces (the vocabulary size; ids are `0..len()`).
    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    /// Id of `<s>` (None if the model has no such CONTROL piece: `add_bos` then adds nothing, where Python
    /// raises).
    pub fn bos_id(&self) -> Option<u32> {
        self.bos_id
    }

    /// Id of `</s>` (None if the model has no such CONTROL piece: `add_eos` then adds nothing, where Python
    /// raises).
    pub fn eos_id(&self) -> Option<u32> {
        self.eos_id
    }

    /// Token ids of `text`, as `SentencePieceProcessor.encode(text, add_bos=.., add_eos=..)` returns them.
    pub fn encode(&self, text: &str, add_bos: bool, add_eos: bool) -> Vec<u32> {
        let mut ids = Vec::new();
        self.encode_into(text, add_bos, add_eos, &mut ids);
        ids
    }

    /// Like [`encode`](Self::encode), into `ids` (cleared first). Allocates two scratch buffers per call
    /// (normalised bytes and the Viterbi table, O(bytes of text)).
    pub fn encode_into(&self, text: &str, add_bos: bool, add_eos: bool, ids: &mut Vec<u32>) {
        ids.clear();
        if add_bos {
            ids.extend(self.bos_id);
        }
        let text = text.as_bytes();
        let mut normalized = Vec::new();
        self.normalize_into(text, &mut normalized);
        self.viterbi(&normalized, ids);
        if add_eos {
            ids.extend(self.eos_id);
        }
    }

    /// The normalised text the Viterbi sees (with `▁` for spaces), like `SentencePieceProcessor.normalize`.
    #[cfg(test)]
    pub fn normalize(&self, text: &str) -> String {
        let mut out = Vec::new();
        self.normalize_into(text.as_bytes(), &mut out);
        match String::from_utf8(out) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }

    /// `Normalizer::NormalizePrefix`: the rewrite of the longest rule at the start of `input` and the number of
    /// input bytes it consumes (`input` is non-empty).
    #[inline]
    fn normalize_prefix<'a>(&'a self, input: &'a [u8]) -> (&'a [u8], usize) {
        if let Some(ud) = &self.user_defined
            && let Some(len) = user_defined_prefix(ud.as_fst(), input)
        {
            return (&input[..len], len);
        }
        if let Some(cm) = &self.charsmap
            && let Some((len, offset)) = cm.longest_prefix(input)
        {
            return (cm.rewrite(offset), len);
        }
        // Valid UTF-8 (from &str), so the malformed-byte branch of the C++ never applies.
        let len = one_char_len(input[0]).min(input.len());
        (&input[..len], len)
    }

    /// `Normalizer::Normalize` (without the alignment).
    fn normalize_into(&self, mut input: &[u8], out: &mut Vec<u8>) {
        out.clear();
        if input.is_empty() {
            return;
        }
        if self.remove_extra_whitespaces {
            while !input.is_empty() {
                let (rewrite, consumed) = self.normalize_prefix(input);
                if rewrite != b" " {
                    break;
                }
                input = &input[consumed..];
            }
        }
        if input.is_empty() {
            return;
        }
        out.reserve(input.len() * 3);
        let space: &[u8] = if self.escape_whitespaces {
            SPACE_SYMBOL
        } else {
            b" "
        };
        if !self.treat_whitespace_as_suffix && self.add_dummy_prefix {
            out.extend_from_slice(space);
        }
        let mut is_prev_space = self.remove_extra_whitespaces;
        while !input.is_empty() {
            let (mut sp, consumed) = self.normalize_prefix(input);
            while is_prev_space && sp.first() == Some(&b' ') {
                sp = &sp[1..];
            }
            if !sp.is_empty() {
                if self.escape_whitespaces {
                    for &b in sp {
                        if b == b' ' {
                            out.extend_from_slice(SPACE_SYMBOL);
                        } else {
                            out.push(b);
                        }
                    }
                } else {
                    out.extend_from_slice(sp);
                }
                is_prev_space = sp.last() == Some(&b' ');
            }
            input = &input[consumed..];
            if !self.remove_extra_whitespaces {
                is_prev_space = false;
            }
        }
        if self.remove_extra_whitespaces {
            while out.ends_with(space) {
                out.truncate(out.len() - space.len());
            }
        }
        if self.treat_whitespace_as_suffix && self.add_dummy_prefix {
            out.extend_from_slice(space);
        }
    }

    /// `unigram::Model::EncodeOptimized` followed by the unknown merging / byte fallback of
    /// `SentencePieceProcessor::EncodeOptimized`, appending ids to `ids`.
    fn viterbi(&self, s: &[u8], ids: &mut Vec<u32>) {
        let size = s.len();
        if size == 0 {
            return;
        }
        let fst = self.pieces.as_fst();
        let unk_id = self.unk_id.unwrap_or(NO_UNK);
        let unk_score = self.min_score - UNK_PENALTY;
        let mut best = vec![
            BestPath {
                id: unk_id,
                score: 0.0,
                start: UNREACHED,
            };
            size + 1
        ];
        let mut max_frontier = 0usize;
        let mut start = 0usize;
        while start < size {
            let mut till_here = best[start].score;
            if !(-SCORE_RESET_THRESHOLD..=SCORE_RESET_THRESHOLD).contains(&till_here) {
                // Re-base the scores of the reached cells to keep f32 precision on long inputs.
                let offset = till_here;
                for (i, cell) in best
                    .iter_mut()
                    .enumerate()
                    .take(max_frontier + 1)
                    .skip(start)
                {
                    if i == start || cell.start != UNREACHED {
                        cell.score -= offset;
                    }
                }
                till_here = 0.0;
            }
            let mblen = one_char_len(s[start]).min(size - start);
            let mut has_single_node = false;
            let mut node = fst.root();
            let mut out = Output::zero();
            let mut pos = start;
            while pos < size {
                let Some(t) = node.find_input(s[pos]).map(|ti| node.transition(ti)) else {
                    break;
                };
                out = out.cat(t.out);
                node = fst.node(t.addr);
                pos += 1;
                if !node.is_final() {
                    continue;
                }
                let id = out.cat(node.final_output()).value() as usize;
                let kind = self.kinds[id];
                if kind == Kind::Unused {
                    continue;
                }
                max_frontier = max_frontier.max(pos);
                let length = pos - start;
                let score = if kind == Kind::UserDefined {
                    // GetUserDefinedScore: `float(0.1 * (length - 1))`
                    (0.1 * (length as f64 - 1.0)) as f32
                } else {
                    self.scores[id]
                };
                let candidate = score + till_here;
                let target = &mut best[pos];
                if target.start == UNREACHED || candidate > target.score {
                    target.score = candidate;
                    target.start = start as u32;
                    target.id = id as u32;
                }
                if length == mblen {
                    has_single_node = true;
                }
            }
            if !has_single_node {
                max_frontier = max_frontier.max(start + mblen);
                let target = &mut best[start + mblen];
                let candidate = unk_score + till_here;
                if target.start == UNREACHED || candidate > target.score {
                    target.score = candidate;
                    target.start = start as u32;
                    target.id = unk_id;
                }
            }
            start += mblen;
        }

        self.backtrack(s, &best, unk_id, ids);
    }

    /// Appends the ids of the best path ending at `s.len()`, merging runs of unknowns into one id or, with
    /// byte fallback, writing an unknown piece as its `<0xNN>` bytes.
    fn backtrack(&self, s: &[u8], best: &[BestPath], unk_id: u32, ids: &mut Vec<u32>) {
        // Walk back writing ids in reverse, then reverse the appended run. Merging runs of unknowns is
        // direction-independent; byte-fallback bytes are pushed reversed too.
        let size = s.len();
        let first = ids.len();
        let mut end = size;
        let mut prev_unk = false;
        while end > 0 {
            let cell = best[end];
            if cell.start == UNREACHED || cell.start as usize >= end {
                break; // cannot happen for valid UTF-8 input
            }
            let begin = cell.start as usize;
            let is_unk = cell.id == unk_id;
            match (&self.byte_ids, is_unk) {
                (Some(byte_ids), true) => {
                    ids.extend(s[begin..end].iter().rev().map(|&b| byte_ids[b as usize]));
                }
                _ => {
                    if !(is_unk && prev_unk) {
                        ids.push(cell.id);
                    }
                }
            }
            prev_unk = is_unk;
            end = begin;
        }
        ids[first..].reverse();
    }
}

/// `PieceToByte`: `<0x00>`..`<0xFF>` (upper-case hex) to the byte.
fn piece_to_byte(piece: &[u8]) -> Option<u8> {
    let hex = piece.strip_prefix(b"<0x")?.strip_suffix(b">")?;
    if hex.len() != 2
        || !hex
            .iter()
            .all(|c| c.is_ascii_digit() || (b'A'..=b'F').contains(c))
    {
        return None;
    }
    u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(p: &str, score: f32, kind: i32) -> proto::Piece {
        proto::Piece {
            piece: Some(prost::bytes::Bytes::copy_from_slice(p.as_bytes())),
            score: Some(score),
            kind: Some(kind),
        }
    }

    fn model(pieces: Vec<proto::Piece>, byte_fallback: bool) -> Vec<u8> {
        proto::ModelProto {
            pieces,
            trainer_spec: Some(proto::TrainerSpec {
                model_type: Some(1),
                byte_fallback: Some(byte_fallback),
                ..Default::default()
            }),
            normalizer_spec: Some(proto::NormalizerSpec::default()),
        }
        .encode_to_vec()
    }

    fn toy() -> SentencePiece {
        let pieces = vec![
            piece("<unk>", 0.0, 2),
            piece("<s>", 0.0, 3),
            piece("</s>", 0.0, 3),
            piece("▁", -2.0, 1),
            piece("a", -3.0, 1),
            piece("b", -3.0, 1),
            piece("▁ab", -1.0, 1),
            piece("ab", -4.5, 5),
            piece("<x>", 0.0, 4),
        ];
        SentencePiece::from_bytes(&model(pieces, false)).expect("toy model loads")
    }

    #[test]
    fn toy_model_encodes() {
        let sp = toy();
        assert_eq!(sp.len(), 9);
        assert_eq!(sp.encode("", true, true), vec![1, 2]);
        assert_eq!(sp.encode("   ", true, true), vec![1, 2]);
        assert_eq!(sp.encode("ab", false, false), vec![6]);
        assert_eq!(sp.normalize("  ab   b "), "▁ab▁b");
        assert_eq!(sp.encode("  ab   b ", false, false), vec![6, 3, 5]);
        // unknown characters: one id per run, runs separated by a known piece stay apart
        assert_eq!(sp.encode("zz", false, false), vec![3, 0]);
        assert_eq!(sp.encode("zzazz", false, false), vec![3, 0, 4, 0]);
        // user-defined symbols pass the normaliser untouched and win
        assert_eq!(sp.encode("a<x>b", false, false), vec![3, 4, 8, 5]);
    }

    #[test]
    fn byte_fallback_splits_unknowns() {
        let mut pieces = vec![
            piece("<unk>", 0.0, 2),
            piece("<s>", 0.0, 3),
            piece("</s>", 0.0, 3),
        ];
        for b in 0..=255u8 {
            pieces.push(piece(&format!("<0x{b:02X}>"), 0.0, 6));
        }
        pieces.push(piece("▁", -1.0, 1));
        pieces.push(piece("a", -1.0, 1));
        let sp = SentencePiece::from_bytes(&model(pieces, true)).expect("byte model loads");
        // "é" = C3 A9 -> <0xC3> <0xA9> (ids 3 + byte)
        assert_eq!(
            sp.encode("aé", false, false),
            vec![259, 260, 3 + 0xC3, 3 + 0xA9]
        );
    }

    #[test]
    fn load_errors_name_the_problem() {
        let err = SentencePiece::from_file("/nonexistent/x.model").expect_err("must fail");
        assert!(err.to_string().contains("cannot read"), "{err}");
        let err = SentencePiece::from_bytes(b"\xff\xff\xff").expect_err("must fail");
        assert!(err.to_string().contains("protobuf"), "{err}");
        let bpe = proto::ModelProto {
            pieces: vec![piece("<unk>", 0.0, 2), piece("a", 0.0, 1)],
            trainer_spec: Some(proto::TrainerSpec {
                model_type: Some(2),
                ..Default::default()
            }),
            normalizer_spec: None,
        }
        .encode_to_vec();
        let err = SentencePiece::from_bytes(&bpe).expect_err("must fail");
        assert!(err.to_string().contains("BPE"), "{err}");
        let no_unk = model(vec![piece("a", 0.0, 1)], false);
        let err = SentencePiece::from_bytes(&no_unk).expect_err("must fail");
        assert!(err.to_string().contains("UNKNOWN"), "{err}");
        let dup = model(
            vec![
                piece("<unk>", 0.0, 2),
                piece("a", 0.0, 1),
                piece("a", -1.0, 1),
            ],
            false,
        );
        let err = SentencePiece::from_bytes(&dup).expect_err("must fail");
        assert!(err.to_string().contains("twice"), "{err}");
        let err = SentencePiece::from_bytes(&[]).expect_err("must fail");
        assert!(err.to_string().contains("no pieces"), "{err}");
    }

    #[test]
    fn model_is_shareable_across_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<SentencePiece>();
    }

    #[test]
    fn byte_piece_names() {
        assert_eq!(piece_to_byte(b"<0x00>"), Some(0));
        assert_eq!(piece_to_byte(b"<0xFF>"), Some(255));
        assert_eq!(piece_to_byte(b"<0xff>"), None);
        assert_eq!(piece_to_byte(b"<0x1>"), None);
    }
}
