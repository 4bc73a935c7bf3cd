//! `make eval`: the injection classifier and the loop detector on labelled sets, with the
//! real model and the shipped head, as the embedder scores them.
//!
//! - Injection, the development sets (`eval/README.md`): `eval/injection/validation.jsonl`
//!   (another author; used to choose the head's settings), and the two spent sealed sets
//!   `eval/injection/heldout.jsonl` and `eval/injection/heldout2.jsonl` (other authors; each
//!   measured once as a sealed set, then read to find the kinds of text missed and used to
//!   place the head's offset): precision, recall and false-positive rate at 0.5 / 0.7 / 0.9
//!   (the GateStack's default `threatThreshold` is 0.7), per kind of text and English
//!   against the other languages at each; and `eval/injection/written5.jsonl` to
//!   `written8.jsonl`, the fifth of the groups of each batch of three training writers kept
//!   out of training (by the hands that wrote the training texts, so kinder than another
//!   author's). Development figures, not held out.
//! - Injection, the held-out sets measured once (`eval/injection/heldout3.jsonl`,
//!   `heldout4.jsonl` to `heldout7.jsonl`, a third to a seventh author, each measured once
//!   on 2026-11-27/28 and since held as floors, `sealed3_*` to `sealed7_*`): operating points, kinds (or tool
//!   results and user turns, for a set of many kinds) and languages at 0.7 only. Nobody reads
//!   them text by text; once anyone does, they are development sets and a new one is written.
//! - Injection, a sealed set: `ARGUS_EVAL_INJECTION_SET=path` (`make eval
//!   INJECTION_SET=<file>`, relative to the repository root or absolute) scores it once:
//!   operating points, kinds and languages at 0.7 only, no floors.
//! - Injection, the repository's older labelled set `sidecar/tests/fixtures/injection/
//!   labelled.jsonl` (40 texts), for comparison with the exemplar similarity it replaced.
//! - Loop detection on `models/calibration_pairs.json` (the set its threshold was
//!   calibrated on, so not held out): the share of each kind of pair flagged at the
//!   default threshold 0.95.
//!
//! Fails below the floors in `eval/floors.json` (`<set>_recall`, `<set>_max_fpr` at 0.7 for
//! each development set and each held-out set measured once: the figures
//! docs/src/guides/gates.md publishes).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use argus_embedder::{
    BatchConfig, BatchMode, BatchingEmbedder, EmbedError, Embedder, Embedding, InjectionHead,
    InjectionScorer, Metrics, MultilingualEncoder, cosine,
};
use common::{calibration_pairs, model_config, repo_root};
use serde_json::Value;

/// The GateStack's default `adversarial.threatThreshold`.
const DEFAULT_THRESHOLD: f64 = 0.7;

/// Above this many kinds, a set's table shows tool results and user turns instead.
const MAX_KINDS_SHOWN: usize = 40;

fn start_embedder(config: &argus_embedder::ModelConfig) -> Arc<dyn Embedder> {
    let embedder = BatchingEmbedder::start(
        config,
        BatchConfig {
            window: std::time::Duration::ZERO,
            max_batch: 8,
            queue: 1024,
            mode: BatchMode::Sequential,
        },
        Arc::new(Metrics::default()),
    )
    .unwrap();
    Arc::new(embedder)
}

/// The English encoder's window vectors, kept: the two modes measured (multilingual encoder
/// off and on) read the same English windows, and each is embedded once. A window's vector
/// depends on its text only (one session run each, `models/injection/SPEC.md` §5).
struct KeptWindows {
    inner: Arc<dyn Embedder>,
    kept: Mutex<HashMap<(usize, String), Embedding>>,
}

impl Embedder for KeptWindows {
    fn embed(
        &self,
        texts: Vec<String>,
    ) -> futures::future::BoxFuture<'_, Result<Vec<Embedding>, EmbedError>> {
        self.inner.embed(texts)
    }

    fn model_id(&self) -> &str {
        self.inner.model_id()
    }

    fn embed_first(
        &self,
        texts: Vec<String>,
        max_tokens: usize,
    ) -> futures::future::BoxFuture<'_, Result<Vec<Embedding>, EmbedError>> {
        Box::pin(async move {
            let missing: Vec<String> = {
                let kept = self.kept.lock().unwrap();
                texts
                    .iter()
                    .filter(|t| !kept.contains_key(&(max_tokens, (*t).clone())))
                    .cloned()
                    .collect()
            };
            let vectors = self.inner.embed_first(missing.clone(), max_tokens).await?;
            let mut kept = self.kept.lock().unwrap();
            for (t, v) in missing.into_iter().zip(vectors) {
                kept.insert((max_tokens, t), v);
            }
            Ok(texts
                .into_iter()
                .map(|t| kept[&(max_tokens, t)].clone())
                .collect())
        })
    }
}

/// Counts at one threshold.
#[derive(Default, Clone, Copy)]
struct Counts {
    tp: u32,
    fp: u32,
    fn_: u32,
    tn: u32,
}

impl Counts {
    fn add(&mut self, injected: bool, flagged: bool) {
        match (injected, flagged) {
            (true, true) => self.tp += 1,
            (false, true) => self.fp += 1,
            (true, false) => self.fn_ += 1,
            (false, false) => self.tn += 1,
        }
    }
    fn precision(&self) -> f64 {
        f64::from(self.tp) / f64::from((self.tp + self.fp).max(1))
    }
    fn recall(&self) -> f64 {
        f64::from(self.tp) / f64::from((self.tp + self.fn_).max(1))
    }
    fn fpr(&self) -> f64 {
        f64::from(self.fp) / f64::from((self.fp + self.tn).max(1))
    }
    fn row(&self) -> String {
        let show = |n: u32, v: f64| {
            if n == 0 {
                "-".to_string()
            } else {
                format!("{v:.2}")
            }
        };
        format!(
            "{} | {} | {} | {}/{} injected, {}/{} benign flagged",
            show(self.tp + self.fp, self.precision()),
            show(self.tp + self.fn_, self.recall()),
            show(self.fp + self.tn, self.fpr()),
            self.tp,
            self.tp + self.fn_,
            self.fp,
            self.fp + self.tn
        )
    }
}

/// The development sets (`eval/README.md`): the validation set, the two spent sealed sets,
/// and the fifth of the groups of each batch of training writers kept out of training
/// (`written5`: `written_apis`, `written_turns`, `written_langs`; `written6`: `written_docs`,
/// `written_langs2`, `written_turns2`; `written7`: `written_langs3`, `written_struct3`,
/// `written_turns3`); each with floors of its own in `eval/floors.json`.
const DEVELOPMENT: [(&str, &str); 8] = [
    ("validation", "eval/injection/validation.jsonl"),
    ("heldout", "eval/injection/heldout.jsonl"),
    ("heldout2", "eval/injection/heldout2.jsonl"),
    ("written5", "eval/injection/written5.jsonl"),
    ("written6", "eval/injection/written6.jsonl"),
    ("written7", "eval/injection/written7.jsonl"),
    ("written8", "eval/injection/written8.jsonl"),
    ("written9", "eval/injection/written9.jsonl"),
];

/// The held-out sets measured once and kept as floors (`eval/README.md`): never read text by
/// text, never used to choose anything.
const MEASURED_ONCE: [(&str, &str); 10] = [
    ("sealed3", "eval/injection/heldout3.jsonl"),
    ("sealed4", "eval/injection/heldout4.jsonl"),
    ("sealed5", "eval/injection/heldout5.jsonl"),
    ("sealed6", "eval/injection/heldout6.jsonl"),
    ("sealed7", "eval/injection/heldout7.jsonl"),
    ("sealed8", "eval/injection/heldout8.jsonl"),
    ("sealed9", "eval/injection/heldout9.jsonl"),
    ("sealed10", "eval/injection/heldout10.jsonl"),
    ("sealed11", "eval/injection/heldout11.jsonl"),
    ("sealed12", "eval/injection/heldout12.jsonl"),
];

/// A sealed set to measure once: `ARGUS_EVAL_INJECTION_SET` (`make eval INJECTION_SET=`),
/// by each mode measured (`ARGUS_EVAL_MULTILINGUAL`: unset, the English encoder alone (off)
/// and, when the head has a multilingual half, the default (on), each against its floors;
/// `0` or `1`: only that one).
fn sealed_set() -> Option<String> {
    std::env::var("ARGUS_EVAL_INJECTION_SET")
        .ok()
        .filter(|p| !p.trim().is_empty())
}

/// The `lang` of each text of a JSONL set (`en` when absent).
fn read_langs(path: &str) -> Vec<String> {
    std::fs::read_to_string(repo_root().join(path))
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            v["lang"].as_str().unwrap_or("en").to_string()
        })
        .collect()
}

/// Prints a set's operating points, its kinds at 0.5 / 0.7 / 0.9 (or only at the default
/// threshold) and English against the other languages; returns the counts at the default.
fn report(
    path: &str,
    set: &[(bool, String, String)],
    scores: &[f64],
    kinds_at_all: bool,
) -> Counts {
    println!("threshold | precision | recall | false-positive rate | counts");
    let mut at_default = Counts::default();
    for t in [0.5, 0.7, 0.9] {
        let c = counts_at(set, scores, t);
        if t == DEFAULT_THRESHOLD {
            at_default = c;
        }
        println!("{t:.1} | {}", c.row());
    }
    let thresholds: &[f64] = if kinds_at_all {
        &[0.5, 0.7, 0.9]
    } else {
        &[DEFAULT_THRESHOLD]
    };
    let head: Vec<String> = thresholds.iter().map(|t| format!("{t:.1}")).collect();
    println!(
        "\nper kind (injected flagged; benign flagged) at {}:",
        head.join(" / ")
    );
    println!("kind | {}", head.join(" | "));
    let mut groups: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, (_, group, _)) in set.iter().enumerate() {
        groups.entry(group.as_str()).or_default().push(i);
    }
    // A set of many kinds (one or two texts each) reads better as tool results and user turns.
    if groups.len() > MAX_KINDS_SHOWN {
        println!(
            "({} kinds: shown as tool results and user turns)",
            groups.len()
        );
        let mut by_source: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, (_, group, _)) in set.iter().enumerate() {
            let source = if group == "user turn" {
                "user turn"
            } else {
                "tool result"
            };
            by_source.entry(source).or_default().push(i);
        }
        groups = by_source;
    }
    let cell = |idx: &[usize], t: f64| {
        let mut c = Counts::default();
        for &i in idx {
            c.add(set[i].0, scores[i] > t);
        }
        format!("{}/{}; {}/{}", c.tp, c.tp + c.fn_, c.fp, c.fp + c.tn)
    };
    for (g, idx) in &groups {
        let cells: Vec<String> = thresholds.iter().map(|&t| cell(idx, t)).collect();
        println!("{g} | {}", cells.join(" | "));
    }
    // By language: English, and the others together (MiniLM is English-trained); texts whose
    // set does not say (`"lang": "mixed"`: some sets mix English and other languages without
    // a label per text) on a row of their own.
    let langs = read_langs(path);
    let (unlabelled, labelled): (Vec<usize>, Vec<usize>) =
        (0..set.len()).partition(|&i| langs[i] == "mixed");
    let (en, other): (Vec<usize>, Vec<usize>) =
        labelled.into_iter().partition(|&i| langs[i] == "en");
    let cells = |idx: &[usize]| {
        thresholds
            .iter()
            .map(|&t| cell(idx, t))
            .collect::<Vec<_>>()
            .join(" | ")
    };
    println!("English | {}", cells(&en));
    println!("other languages | {}", cells(&other));
    if !unlabelled.is_empty() {
        println!("language not labelled | {}", cells(&unlabelled));
    }
    at_default
}

/// `(label is injection, group, text)` of a JSONL set.
fn read_set(path: &str, label_key: &str, injected: &str) -> Vec<(bool, String, String)> {
    std::fs::read_to_string(repo_root().join(path))
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let group = match v["source"].as_str() {
                Some("user_turn") => "user turn".to_string(),
                _ => v["kind"].as_str().unwrap_or("text").to_string(),
            };
            (
                v[label_key] == injected,
                group,
                v["text"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The counts of a set's texts flagged above `threshold`, given their scores.
fn counts_at(set: &[(bool, String, String)], scores: &[f64], threshold: f64) -> Counts {
    let mut c = Counts::default();
    for ((injected, _, _), p) in set.iter().zip(scores) {
        c.add(*injected, *p > threshold);
    }
    c
}

async fn probabilities(scorer: &InjectionScorer, texts: &[String]) -> Vec<f64> {
    let mut out = Vec::with_capacity(texts.len());
    for chunk in texts.chunks(16) {
        out.extend(
            scorer
                .score(chunk)
                .await
                .unwrap()
                .into_iter()
                .map(|s| s.probability),
        );
    }
    out
}

/// The texts of the injection set at `path` with the classifier's probability of each.
async fn scored_set(
    scorer: &InjectionScorer,
    path: &str,
) -> (Vec<(bool, String, String)>, Vec<f64>) {
    let set = read_set(path, "label", "injection");
    let texts: Vec<String> = set.iter().map(|(_, _, t)| t.clone()).collect();
    let scores = probabilities(scorer, &texts).await;
    (set, scores)
}

/// The sealed set (when given), the held-out and the development sets for `scorer`, each
/// figure at the default held against its floor in `f` (`eval/floors.json` `section`).
async fn measure(scorer: &InjectionScorer, f: &Value, section: &str) {
    // A sealed set, when one is given: measured once, totals and kinds at the default only.
    if let Some(sealed) = sealed_set() {
        let (held, scores) = scored_set(scorer, &sealed).await;
        println!("\nsealed set {sealed} ({} texts):", held.len());
        report(&sealed, &held, &scores, false);
    }

    // The held-out sets measured once, kept as floors: totals and kinds at the default.
    let mut floored: BTreeMap<&str, Counts> = BTreeMap::new();
    for (name, path) in MEASURED_ONCE {
        let (set, scores) = scored_set(scorer, path).await;
        println!(
            "\nheld-out set {path} ({} texts; measured once, held out: a floor, never read):",
            set.len()
        );
        floored.insert(name, report(path, &set, &scores, false));
    }

    // The development sets (another author each; used to choose settings, so not held out).
    for (name, path) in DEVELOPMENT {
        let (set, scores) = scored_set(scorer, path).await;
        println!(
            "\ndevelopment set {path} ({} texts; development figures, not held out):",
            set.len()
        );
        floored.insert(name, report(path, &set, &scores, true));
    }

    let floor = |k: String| {
        f[&k]
            .as_f64()
            .unwrap_or_else(|| panic!("eval/floors.json: {section}.{k}"))
    };
    for (name, at_default) in &floored {
        assert!(
            at_default.recall() >= floor(format!("{name}_recall")),
            "{section} {name}: recall {:.3} at {DEFAULT_THRESHOLD}",
            at_default.recall()
        );
        assert!(
            at_default.fpr() <= floor(format!("{name}_max_fpr")),
            "{section} {name}: false-positive rate {:.3} at {DEFAULT_THRESHOLD}",
            at_default.fpr()
        );
    }
}

#[tokio::test]
async fn injection_classifier_and_loop_detector_figures() {
    let floors: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("eval/floors.json")).unwrap(),
    )
    .unwrap();
    let embedder = start_embedder(&model_config());
    let head_path = repo_root().join("models/injection-head.json");
    let head = InjectionHead::load(&head_path).unwrap();
    println!("\ninjection classifier {}", head.id);
    let injection_embedder = match head.model {
        Some(_) => start_embedder(&argus_embedder::injection_model_config(
            &head,
            &head_path,
            &model_config(),
        )),
        None => embedder.clone(),
    };
    let modes: Vec<bool> = match std::env::var("ARGUS_EVAL_MULTILINGUAL")
        .as_deref()
        .map(str::trim)
    {
        Ok("0") => vec![false],
        Ok("1") => vec![true],
        _ => std::iter::once(false)
            .chain(head.multilingual.is_some().then_some(true))
            .collect(),
    };
    let encoder = head.multilingual.as_ref().map(|half| {
        Arc::new(
            MultilingualEncoder::load_for(half, &head_path, model_config().ort_library.as_deref())
                .expect("the head's multilingual encoder loads (make models)"),
        )
    });
    let injection_embedder: Arc<dyn Embedder> = Arc::new(KeptWindows {
        inner: injection_embedder,
        kept: Mutex::new(HashMap::new()),
    });
    let default_scorer = InjectionScorer::new(head.clone(), injection_embedder.clone());
    for on in modes {
        let scorer = match (&encoder, on) {
            (Some(e), true) => InjectionScorer::new(head.clone(), injection_embedder.clone())
                .with_multilingual(e.clone()),
            (None, true) => panic!("ARGUS_EVAL_MULTILINGUAL=1: the head has no multilingual half"),
            _ => InjectionScorer::new(head.clone(), injection_embedder.clone()),
        };
        // The default (on) is held by the floors of `injection_multilingual`, the English
        // encoder alone (`--injection-multilingual=false`) by those of `injection`.
        let section = if on {
            "injection_multilingual"
        } else {
            "injection"
        };
        println!(
            "\n=== multilingual encoder {} (floors: eval/floors.json {section}) ===",
            if on {
                "on (the default)"
            } else {
                "off (--injection-multilingual=false: the English encoder alone)"
            }
        );
        measure(&scorer, &floors[section], section).await;
    }

    let old = read_set(
        "sidecar/tests/fixtures/injection/labelled.jsonl",
        "label",
        "injected",
    );
    let texts: Vec<String> = old.iter().map(|(_, _, t)| t.clone()).collect();
    let old_scores = probabilities(&default_scorer, &texts).await;
    let c = counts_at(&old, &old_scores, DEFAULT_THRESHOLD);
    println!(
        "\nthe repository's older labelled set ({} texts) at {DEFAULT_THRESHOLD}: {}",
        old.len(),
        c.row()
    );

    // Loop detection: similarity (1 + cos) / 2 at or above 0.95 is a loop.
    let pairs = calibration_pairs();
    println!("\nloop detector on models/calibration_pairs.json at 0.95 (its calibration set):");
    let mut loop_rates = BTreeMap::new();
    for kind in ["loop", "paraphrase", "hard_negative", "unrelated"] {
        let list = pairs[kind].as_array().unwrap();
        let mut flagged = 0;
        for p in list {
            let v = embedder
                .embed(vec![
                    p[0].as_str().unwrap().to_string(),
                    p[1].as_str().unwrap().to_string(),
                ])
                .await
                .unwrap();
            if (1.0 + cosine(&v[0], &v[1])) / 2.0 >= 0.95 {
                flagged += 1;
            }
        }
        println!("{kind}: {flagged}/{} flagged as a loop", list.len());
        loop_rates.insert(kind, f64::from(flagged) / list.len() as f64);
    }

    let l = &floors["loops"];
    assert!(loop_rates["loop"] >= l["loop_recall"].as_f64().unwrap());
    assert!(loop_rates["hard_negative"] <= l["hard_negative_max"].as_f64().unwrap());
    assert!(loop_rates["unrelated"] <= l["unrelated_max"].as_f64().unwrap());
}
