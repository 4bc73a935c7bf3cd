//! The classifier head of the injection scorer, as `models/injection-head.json` holds it
//! (`models/injection/SPEC.md` §6–7): the lexical model, a small network over a window's
//! sentence vector and its lexical logit, and the calibration that makes its output a
//! probability.

use std::path::Path;

use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::lexical::Lexical;
use super::multilingual::WIDTH as MULTILINGUAL_WIDTH;
use super::route::Route;
use crate::embedding::DIM;

/// The weights file's format.
pub const FORMAT: &str = "argus-injection-head/1";

/// Why a head file cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("injection head {path}: {message}")]
pub struct HeadError {
    pub path: String,
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHead {
    format: String,
    buckets: u32,
    max_tokens: usize,
    rank: Rank,
    lexical: RawLexical,
    layers: Vec<RawLayer>,
    calibration: Calibration,
    #[serde(default)]
    model: Option<String>,
    #[serde(default)]
    multilingual: Option<RawMultilingual>,
    #[serde(default)]
    #[allow(dead_code)]
    trained: serde_json::Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMultilingual {
    model: String,
    table: String,
    tokenizer: String,
    max_tokens: usize,
    route: Route,
    layers: Vec<RawLayer>,
    calibration: Calibration,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLexical {
    bias: f64,
    weights: Vec<(u32, f64)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLayer {
    weights: Vec<Vec<f64>>,
    bias: Vec<f64>,
    activation: Activation,
}

/// How many windows of a text are embedded (SPEC §5).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rank {
    pub base: usize,
    pub per_kib: usize,
    pub max: usize,
    /// What `base`, `per_kib` and `max` count: windows, or characters of windows.
    #[serde(default)]
    pub unit: RankUnit,
    /// With [`RankUnit::Chars`]: a window with fewer alphabetic characters is not
    /// embedded (unless no window of the text has that many).
    #[serde(default)]
    pub min_alpha: usize,
}

/// What a [`Rank`] counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RankUnit {
    /// `k` windows, the highest lexical logits.
    #[default]
    Windows,
    /// Windows from the highest lexical logit down while their characters fit a budget.
    Chars,
}

impl Rank {
    /// Windows embedded for a text of `bytes` (at least one, at most `max`), by windows.
    pub fn k(&self, bytes: usize) -> usize {
        (self.base + self.per_kib * (bytes / 1024))
            .max(1)
            .min(self.max)
    }

    /// Characters of windows embedded for a text of `bytes`, by characters: `base` up to
    /// 2 KiB, then `per_kib` a KiB, at most `max`.
    pub fn budget(&self, bytes: usize) -> usize {
        self.base.max(self.per_kib * (bytes / 1024)).min(self.max)
    }
}

/// Platt scaling of the network's output.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    pub scale: f64,
    pub offset: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Activation {
    Relu,
    None,
}

/// One dense layer: `outputs × inputs` weights, row-major.
#[derive(Debug, Clone)]
struct Layer {
    inputs: usize,
    weights: Vec<f64>,
    bias: Vec<f64>,
    activation: Activation,
}

/// A loaded head.
#[derive(Debug, Clone)]
pub struct Head {
    pub lexical: Lexical,
    pub max_tokens: usize,
    pub rank: Rank,
    network: Network,
    /// The model that embeds the windows (SPEC §5, §7 `model`): a file beside the head
    /// file, e.g. the fine-tuned `injection-model.onnx`; `None`: the embedder's own model.
    pub model: Option<String>,
    /// The multilingual encoder for windows in other languages, and its network (SPEC §5b).
    pub multilingual: Option<MultilingualHead>,
    /// `injection-head.json@<first 12 hex digits of its SHA-256>`.
    pub id: String,
}

/// The multilingual half of a head (SPEC §5b): which windows, read by which files, and
/// the network over their vectors.
#[derive(Debug, Clone)]
pub struct MultilingualHead {
    /// The encoder graph, its table of piece vectors and its SentencePiece model: file
    /// names beside the head file.
    pub model: String,
    pub table: String,
    pub tokenizer: String,
    /// Token ids per window, `<s>` and `</s>` included.
    pub max_tokens: usize,
    pub route: Route,
    network: Network,
}

impl MultilingualHead {
    /// The probability for a window with multilingual vector `vector`.
    pub fn probability(&self, vector: &[f32]) -> f64 {
        self.network.probability(vector, None)
    }
}

impl Head {
    /// How many values the window vectors it reads have (DIM per stack of its model).
    pub fn width(&self) -> usize {
        self.network.inputs() - 1
    }
}

impl Head {
    /// Reads and checks `path`.
    pub fn load(path: &Path) -> Result<Self, HeadError> {
        let fail = |message: String| HeadError {
            path: path.display().to_string(),
            message,
        };
        let bytes = std::fs::read(path).map_err(|e| fail(e.to_string()))?;
        let digest = hex::encode(Sha256::digest(&bytes));
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Self::parse(&bytes, format!("{name}@{}", &digest[..12])).map_err(fail)
    }

    /// Parses a head file's bytes.
    pub fn parse(bytes: &[u8], id: String) -> Result<Self, String> {
        let raw: RawHead = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
        if raw.format != FORMAT {
            return Err(format!("format {:?}, expected {FORMAT:?}", raw.format));
        }
        if raw.buckets == 0 {
            return Err("buckets must be above 0".into());
        }
        if let Some(model) = &raw.model {
            beside("model", model)?;
        }
        if raw.max_tokens < 3 {
            return Err(format!("max_tokens {} is below 3", raw.max_tokens));
        }
        let mut weights = vec![0.0; raw.buckets as usize];
        for (bucket, w) in raw.lexical.weights {
            let slot = weights
                .get_mut(bucket as usize)
                .ok_or_else(|| format!("lexical bucket {bucket} is not below {}", raw.buckets))?;
            *slot = w;
        }
        // The first layer reads the window's vector (DIM values per stack of the model,
        // SPEC §5) and the lexical logit.
        let width = raw
            .layers
            .first()
            .and_then(|l| l.weights.first())
            .map_or(DIM + 1, Vec::len);
        if width <= DIM || !(width - 1).is_multiple_of(DIM) {
            return Err(format!(
                "layer 0: rows of {width} weights; expected a multiple of {DIM} plus 1"
            ));
        }
        let network = Network::new(raw.layers, raw.calibration, width)?;
        let multilingual = raw
            .multilingual
            .map(|m| -> Result<MultilingualHead, String> {
                beside("multilingual.model", &m.model)?;
                beside("multilingual.table", &m.table)?;
                beside("multilingual.tokenizer", &m.tokenizer)?;
                if m.max_tokens < 3 {
                    return Err(format!(
                        "multilingual.max_tokens {} is below 3",
                        m.max_tokens
                    ));
                }
                m.route.check().map_err(|e| format!("multilingual: {e}"))?;
                let network = Network::new(m.layers, m.calibration, MULTILINGUAL_WIDTH)
                    .map_err(|e| format!("multilingual {e}"))?;
                Ok(MultilingualHead {
                    model: m.model,
                    table: m.table,
                    tokenizer: m.tokenizer,
                    max_tokens: m.max_tokens,
                    route: m.route,
                    network,
                })
            })
            .transpose()?;
        Ok(Self {
            lexical: Lexical {
                bias: raw.lexical.bias,
                weights,
            },
            max_tokens: raw.max_tokens,
            rank: raw.rank,
            network,
            model: raw.model,
            multilingual,
            id,
        })
    }

    /// The probability that a window with sentence vector `embedding` and lexical logit
    /// `lexical` carries an injection.
    pub fn probability(&self, embedding: &[f32], lexical: f64) -> f64 {
        self.network.probability(embedding, Some(lexical))
    }
}

/// A file the head names must lie beside it: a plain file name.
fn beside(key: &str, name: &str) -> Result<(), String> {
    if name.is_empty() || name.contains(['/', '\\']) || name.starts_with('.') {
        return Err(format!(
            "{key} {name:?} must be a file name beside the head file"
        ));
    }
    Ok(())
}

/// A small dense network and the calibration that makes its one output a probability
/// (SPEC §6): `layers` in order, `y = W x + b` and the layer's activation.
#[derive(Debug, Clone)]
pub(super) struct Network {
    layers: Vec<Layer>,
    calibration: Calibration,
}

impl Network {
    /// Checks that the layers chain from `inputs` values to one output.
    fn new(raw: Vec<RawLayer>, calibration: Calibration, inputs: usize) -> Result<Self, String> {
        let mut inputs = inputs;
        let mut layers = Vec::with_capacity(raw.len());
        for (i, l) in raw.into_iter().enumerate() {
            if l.weights.len() != l.bias.len() || l.weights.is_empty() {
                return Err(format!(
                    "layer {i}: {} weight rows for {} biases",
                    l.weights.len(),
                    l.bias.len()
                ));
            }
            if let Some(row) = l.weights.iter().find(|r| r.len() != inputs) {
                return Err(format!(
                    "layer {i}: a row of {} weights, expected {inputs}",
                    row.len()
                ));
            }
            let outputs = l.bias.len();
            layers.push(Layer {
                inputs,
                weights: l.weights.into_iter().flatten().collect(),
                bias: l.bias,
                activation: l.activation,
            });
            inputs = outputs;
        }
        if layers.is_empty() || inputs != 1 {
            return Err(format!(
                "the last layer must have one output, it has {inputs}"
            ));
        }
        Ok(Self {
            layers,
            calibration,
        })
    }

    /// How many values the first layer reads.
    fn inputs(&self) -> usize {
        self.layers[0].inputs
    }

    /// The calibrated output for `vector`, followed by `extra` when given.
    pub(super) fn probability(&self, vector: &[f32], extra: Option<f64>) -> f64 {
        let mut x: Vec<f64> = vector.iter().map(|&v| f64::from(v)).collect();
        x.extend(extra);
        for layer in &self.layers {
            let mut y = layer.bias.clone();
            for (o, out) in y.iter_mut().enumerate() {
                let row = &layer.weights[o * layer.inputs..(o + 1) * layer.inputs];
                *out += row.iter().zip(&x).map(|(w, v)| w * v).sum::<f64>();
                if layer.activation == Activation::Relu {
                    *out = out.max(0.0);
                }
            }
            x = y;
        }
        let z = x[0];
        1.0 / (1.0 + (-(self.calibration.scale * z + self.calibration.offset)).exp())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(layers: &str) -> String {
        format!(
            r#"{{"format": "argus-injection-head/1", "buckets": 8, "max_tokens": 64,
                "rank": {{"base": 2, "per_kib": 1, "max": 32}},
                "lexical": {{"bias": -1.0, "weights": [[3, 0.5]]}},
                "layers": {layers},
                "calibration": {{"scale": 2.0, "offset": 0.5}}}}"#
        )
    }

    #[test]
    fn a_logistic_head_gives_the_calibrated_probability() {
        let mut row = vec![0.0; DIM + 1];
        row[0] = 1.0;
        row[DIM] = 0.5;
        let layers = format!(
            r#"[{{"weights": [{}], "bias": [0.25], "activation": "none"}}]"#,
            serde_json::to_string(&row).unwrap()
        );
        let head = Head::parse(file(&layers).as_bytes(), "t".into()).unwrap();
        let mut e = vec![0.0f32; DIM];
        e[0] = 1.0;
        // z = 1 + 0.5 * 2 + 0.25 = 2.25; p = sigmoid(2 * 2.25 + 0.5) = sigmoid(5).
        let p = head.probability(&e, 2.0);
        assert!((p - 1.0 / (1.0 + (-5.0f64).exp())).abs() < 1e-12, "{p}");
        assert_eq!(head.lexical.weights[3], 0.5);
        assert_eq!(head.rank.k(0), 2);
        assert_eq!(head.rank.k(5000), 6);
        assert_eq!(head.rank.k(1 << 20), 32);
        let from_zero = Rank {
            base: 0,
            per_kib: 1,
            max: 32,
            unit: RankUnit::Windows,
            min_alpha: 0,
        };
        // At least one window, then one per whole KiB.
        assert_eq!(
            [0, 1024, 2047, 2048, 5000].map(|b| from_zero.k(b)),
            [1, 1, 1, 2, 4]
        );
        // By characters: `base` until `per_kib` a KiB gives more, at most `max`.
        let chars: Rank = serde_json::from_str(
            r#"{"base": 256, "per_kib": 256, "max": 8192, "unit": "chars", "min_alpha": 12}"#,
        )
        .unwrap();
        assert_eq!(chars.unit, RankUnit::Chars);
        assert_eq!(
            [0, 1024, 2047, 2048, 5000, 1 << 20].map(|b| chars.budget(b)),
            [256, 256, 256, 512, 1024, 8192]
        );
    }

    #[test]
    fn a_head_over_two_stacks_reads_both_halves() {
        // The fine-tuned encoder's vector is two DIM blocks; z = 1 * a[0] + 2 * b[0] + lexical.
        let mut row = vec![0.0; 2 * DIM + 1];
        row[0] = 1.0;
        row[DIM] = 2.0;
        row[2 * DIM] = 1.0;
        let layers = format!(
            r#"[{{"weights": [{}], "bias": [0.0], "activation": "none"}}]"#,
            serde_json::to_string(&row).unwrap()
        );
        let head = Head::parse(file(&layers).as_bytes(), "t".into()).unwrap();
        assert_eq!(head.width(), 2 * DIM);
        let mut e = vec![0.0f32; 2 * DIM];
        e[0] = 0.5;
        e[DIM] = 0.25;
        // z = 0.5 + 0.5 + 1 = 2; p = sigmoid(2 * 2 + 0.5).
        let p = head.probability(&e, 1.0);
        assert!((p - 1.0 / (1.0 + (-4.5f64).exp())).abs() < 1e-12, "{p}");
    }

    /// A head with a multilingual half: `layers` over the 512-value vector.
    fn multilingual(model: &str, width: usize, other_words: &str) -> String {
        let row = serde_json::to_string(&vec![0.01; width]).unwrap();
        let mut english = vec![0.0; DIM + 1];
        english[0] = 1.0;
        let layers = format!(
            r#"[{{"weights": [{}], "bias": [0.0], "activation": "none"}}]"#,
            serde_json::to_string(&english).unwrap()
        );
        file(&layers).replace(
            r#""calibration""#,
            &format!(
                r#""multilingual": {{"model": "{model}", "table": "t.emb", "tokenizer": "t.spm",
                    "max_tokens": 128,
                    "route": {{"min_letters": 12, "ascii_pct": 70, "min_words": 3, "en_pct": 20,
                               "en_words": ["the", "and"], "other_words": [{other_words}]}},
                    "layers": [{{"weights": [{row}], "bias": [0.5], "activation": "none"}}],
                    "calibration": {{"scale": 1.0, "offset": -1.0}}}},
                "calibration""#
            ),
        )
    }

    #[test]
    fn a_multilingual_half_is_read_and_bad_ones_name_the_problem() {
        let head = Head::parse(
            multilingual("m.onnx", MULTILINGUAL_WIDTH, r#""und""#).as_bytes(),
            "t".into(),
        )
        .unwrap();
        let half = head.multilingual.as_ref().unwrap();
        assert_eq!((half.model.as_str(), half.max_tokens), ("m.onnx", 128));
        assert!(
            half.route
                .multilingual("Bitte senden Sie die Rechnung und den Vertrag.")
        );
        // z = 512 * 0.01 * 1.0 + 0.5 = 5.62; p = sigmoid(5.62 - 1).
        let p = half.probability(&vec![1.0; MULTILINGUAL_WIDTH]);
        assert!((p - 1.0 / (1.0 + (-4.62f64).exp())).abs() < 1e-9, "{p}");

        let e = Head::parse(
            multilingual("../m.onnx", MULTILINGUAL_WIDTH, r#""und""#).as_bytes(),
            "t".into(),
        )
        .unwrap_err();
        assert!(
            e.contains("multilingual.model") && e.contains("beside the head file"),
            "{e}"
        );
        let e = Head::parse(
            multilingual("m.onnx", 513, r#""und""#).as_bytes(),
            "t".into(),
        )
        .unwrap_err();
        assert!(
            e.contains("multilingual layer 0: a row of 513 weights, expected 512"),
            "{e}"
        );
        let e = Head::parse(
            multilingual("m.onnx", MULTILINGUAL_WIDTH, r#""the""#).as_bytes(),
            "t".into(),
        )
        .unwrap_err();
        assert!(e.contains("\"the\" is in both lists"), "{e}");
    }

    #[test]
    fn bad_files_name_the_problem() {
        let wrong_width = r#"[{"weights": [[1.0, 2.0]], "bias": [0.0], "activation": "none"}]"#;
        let e = Head::parse(file(wrong_width).as_bytes(), "t".into()).unwrap_err();
        assert!(
            e.contains("rows of 2 weights; expected a multiple of 384"),
            "{e}"
        );
        let ragged = format!(
            r#"[{{"weights": [{}, [1.0, 2.0]], "bias": [0.0, 0.0], "activation": "relu"}}]"#,
            serde_json::to_string(&vec![0.0; DIM + 1]).unwrap()
        );
        let e = Head::parse(file(&ragged).as_bytes(), "t".into()).unwrap_err();
        assert!(e.contains("a row of 2 weights, expected 385"), "{e}");
        let e = Head::parse(file("[]").as_bytes(), "t".into()).unwrap_err();
        assert!(e.contains("one output"), "{e}");
        let e = Head::parse(b"{}", "t".into()).unwrap_err();
        assert!(e.contains("missing field"), "{e}");
        let outside = file("[]").replace(r#""buckets""#, r#""model": "../m.onnx", "buckets""#);
        let e = Head::parse(outside.as_bytes(), "t".into()).unwrap_err();
        assert!(e.contains("beside the head file"), "{e}");
        let bad_bucket = file("[]").replace("[[3, 0.5]]", "[[9, 0.5]]");
        let e = Head::parse(bad_bucket.as_bytes(), "t".into()).unwrap_err();
        assert!(e.contains("bucket 9"), "{e}");
    }
}
