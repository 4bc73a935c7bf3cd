//! `make eval`: the injection classifier and the loop detector on labelled sets, with the
//! real model and the shipped head, as the embedder scores them.
//!
//! - Injection, sealed held-out set `eval/injection/heldout2.jsonl` (tool results of 20
//!   kinds and user turns, half injected, written by an independent author and never used
//!   for training or for choosing a threshold; measured once on 2026-11-27, then kept as a
//!   floor): precision, recall and false-positive rate per kind of text at the GateStack's
//!   default `threatThreshold` (0.7), and the operating points 0.5 / 0.7 / 0.9 overall.
//!   Only totals are printed, so that it stays held out. `ARGUS_EVAL_INJECTION_SET=path`
//!   (relative to the repository root, or absolute) scores another sealed set of the same
//!   format instead (`make eval INJECTION_SET=<file>`); its floors then are not checked.
//! - Injection, the first sealed set `eval/injection/heldout.jsonl`, spent (read to find the
//!   kinds of text missed, used to place the head's offset): development figures at 0.7.
//! - Injection, the validation set `eval/injection/validation.jsonl` (another author;
//!   used to choose the head's settings, so not held out).
//! - Injection, the repository's older labelled set `sidecar/tests/fixtures/injection/
//!   labelled.jsonl` (40 texts), for comparison with the exemplar similarity it replaced.
//! - Loop detection on `models/calibration_pairs.json` (the set its threshold was
//!   calibrated on, so not held out): the share of each kind of pair flagged at the
//!   default threshold 0.95.
//!
//! Fails below the floors in `eval/floors.json` (the figures docs/src/guides/gates.md publishes).

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::BTreeMap;
use std::sync::Arc;

use argus_embedder::batcher::{BatchConfig, BatchMode, BatchingEmbedder};
use argus_embedder::embedding::{Embedder, cosine};
use argus_embedder::injection::{Head, InjectionScorer};
use argus_embedder::metrics::Metrics;
use common::{calibration_pairs, model_config, repo_root};
use serde_json::Value;

/// The GateStack's default `adversarial.threatThreshold`.
const DEFAULT_THRESHOLD: f64 = 0.7;

fn start_embedder(config: &argus_embedder::embedding::ModelConfig) -> Arc<dyn Embedder> {
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

/// The sealed set: `ARGUS_EVAL_INJECTION_SET`, else `eval/injection/heldout2.jsonl`.
const SEALED_DEFAULT: &str = "eval/injection/heldout2.jsonl";
/// The first sealed set, spent: development data with a floor of its own.
const SPENT: &str = "eval/injection/heldout.jsonl";

fn sealed_set() -> String {
    std::env::var("ARGUS_EVAL_INJECTION_SET")
        .ok()
        .filter(|p| !p.trim().is_empty())
        .unwrap_or_else(|| SEALED_DEFAULT.to_string())
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

#[tokio::test]
async fn injection_classifier_and_loop_detector_figures() {
    let floors: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("eval/floors.json")).unwrap(),
    )
    .unwrap();
    let embedder = start_embedder(&model_config());
    let head_path = repo_root().join("models/injection-head.json");
    let head = Head::load(&head_path).unwrap();
    println!("\ninjection classifier {}", head.id);
    let injection_embedder = match head.model {
        Some(_) => start_embedder(&argus_embedder::injection::model_config(
            &head,
            &head_path,
            &model_config(),
        )),
        None => embedder.clone(),
    };
    let scorer = InjectionScorer::new(head, injection_embedder);

    let sealed = sealed_set();
    let held = read_set(&sealed, "label", "injection");
    let texts: Vec<String> = held.iter().map(|(_, _, t)| t.clone()).collect();
    let scores = probabilities(&scorer, &texts).await;
    println!(
        "\nsealed held-out set {sealed} ({} texts), operating points:",
        held.len()
    );
    println!("threshold | precision | recall | false-positive rate | counts");
    let mut at_default = Counts::default();
    for t in [0.5, 0.7, 0.9] {
        let c = counts_at(&held, &scores, t);
        if t == DEFAULT_THRESHOLD {
            at_default = c;
        }
        println!("{t:.1} | {}", c.row());
    }
    println!("\nper kind of text at the default threshold {DEFAULT_THRESHOLD}:");
    println!("kind | precision | recall | false-positive rate | counts");
    let mut groups: BTreeMap<&str, Counts> = BTreeMap::new();
    for ((injected, group, _), p) in held.iter().zip(&scores) {
        groups
            .entry(group.as_str())
            .or_default()
            .add(*injected, *p > DEFAULT_THRESHOLD);
    }
    for (g, c) in &groups {
        println!("{g} | {}", c.row());
    }

    // By language: English, and the others together (MiniLM is English-trained).
    let langs: Vec<String> = std::fs::read_to_string(repo_root().join(&sealed))
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            v["lang"].as_str().unwrap_or("en").to_string()
        })
        .collect();
    let mut by_lang: BTreeMap<&str, Counts> = BTreeMap::new();
    for (((injected, _, _), p), lang) in held.iter().zip(&scores).zip(&langs) {
        let key = if lang == "en" {
            "English"
        } else {
            "other languages"
        };
        by_lang
            .entry(key)
            .or_default()
            .add(*injected, *p > DEFAULT_THRESHOLD);
    }
    println!("\nby language at {DEFAULT_THRESHOLD}:");
    for (l, c) in &by_lang {
        println!("{l} | {}", c.row());
    }

    // The validation set (another author; used to choose the head's settings).
    let val = read_set("eval/injection/validation.jsonl", "label", "injection");
    let texts: Vec<String> = val.iter().map(|(_, _, t)| t.clone()).collect();
    let val_scores = probabilities(&scorer, &texts).await;
    println!(
        "\nvalidation set ({} texts, used to choose settings):",
        val.len()
    );
    for t in [0.5, 0.7, 0.9] {
        let c = counts_at(&val, &val_scores, t);
        println!("{t:.1} | {}", c.row());
    }

    // The spent first sealed set (development data now).
    let spent = read_set(SPENT, "label", "injection");
    let texts: Vec<String> = spent.iter().map(|(_, _, t)| t.clone()).collect();
    let spent_scores = probabilities(&scorer, &texts).await;
    let spent_at_default = counts_at(&spent, &spent_scores, DEFAULT_THRESHOLD);
    println!(
        "\nthe spent first sealed set {SPENT} ({} texts, development data) at {DEFAULT_THRESHOLD}: {}",
        spent.len(),
        spent_at_default.row()
    );

    let old = read_set(
        "sidecar/tests/fixtures/injection/labelled.jsonl",
        "label",
        "injected",
    );
    let texts: Vec<String> = old.iter().map(|(_, _, t)| t.clone()).collect();
    let old_scores = probabilities(&scorer, &texts).await;
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

    let f = &floors["injection"];
    let floor = |k: &str| f[k].as_f64().unwrap();
    if sealed != SEALED_DEFAULT {
        println!(
            "\n(the floors in eval/floors.json are for {SEALED_DEFAULT}: not checked for {sealed})"
        );
    }
    assert!(
        sealed != SEALED_DEFAULT || at_default.recall() >= floor("sealed2_recall"),
        "held-out recall {:.3} at {DEFAULT_THRESHOLD}",
        at_default.recall()
    );
    assert!(
        sealed != SEALED_DEFAULT || at_default.fpr() <= floor("sealed2_max_fpr"),
        "held-out false-positive rate {:.3} at {DEFAULT_THRESHOLD}",
        at_default.fpr()
    );
    assert!(
        spent_at_default.recall() >= floor("heldout_recall"),
        "{SPENT}: recall {:.3} at {DEFAULT_THRESHOLD}",
        spent_at_default.recall()
    );
    assert!(
        spent_at_default.fpr() <= floor("heldout_max_fpr"),
        "{SPENT}: false-positive rate {:.3} at {DEFAULT_THRESHOLD}",
        spent_at_default.fpr()
    );
    let l = &floors["loops"];
    assert!(loop_rates["loop"] >= l["loop_recall"].as_f64().unwrap());
    assert!(loop_rates["hard_negative"] <= l["hard_negative_max"].as_f64().unwrap());
    assert!(loop_rates["unrelated"] <= l["unrelated_max"].as_f64().unwrap());
}
