//! `make eval`: the semantic cache's decision — the scope's facts, the pairwise
//! verification of names, antonym poles, swapped roles and content words, and the cosine
//! of the two last user turns — on labelled sets of question pairs, with the real
//! embedder (ONNX MiniLM). Every pair also goes through the in-process index (the first
//! turn cached, the second looked up), so that the figures are the proxy's own.
//!
//! The sets:
//! - development: `sidecar/tests/fixtures/semantic_cache_pairs.json`,
//!   `eval/semantic_cache/dev.jsonl`, our own `eval/semantic_cache/train.jsonl` (but its
//!   validation split), the even positions (per category) of the spent sealed set
//!   `eval/semantic_cache/heldout.jsonl`, and the spent second sealed set
//!   `eval/semantic_cache/heldout2.jsonl` (measured once on 2026-11-27, development data
//!   since; its floors are `sealed2_*`) — the rules and the threshold were chosen here,
//!   every wrong answer is printed; and `eval/semantic_cache/dev6.jsonl` (a sixth author's
//!   hard pairs, but its validation third) as `dev6`, and `dev7.jsonl` (a seventh author's
//!   pairs on scope and quantity words, but its validation third) as `dev7`;
//! - validation: the odd positions (per category) of `heldout.jsonl`, and the pairs of
//!   `train.jsonl` marked `"split": "validation"` (`train_val`; the fifth batch's
//!   `train5_val`, as its development part is `train5`; the sixth author's `dev6_val`, one
//!   pair in three of `dev6.jsonl`; the seventh's `dev7_val`), never read pair by pair:
//!   only totals and the causes' counts are printed;
//! - held out: `eval/semantic_cache/heldout3.jsonl` to `heldout11.jsonl` (a third to an
//!   eleventh author; each measured once on 2026-11-27/28 after the rules of the day were
//!   merged, then committed; their floors are `sealed3_*` to `sealed12_*`): totals per category only, never
//!   read pair by pair;
//! - a new sealed set named by path (`ARGUS_EVAL_SEALED=<file>`), measured once: only
//!   totals per category are printed, and no floor applies.
//!
//! `ARGUS_EVAL_DEVELOPMENT=1` measures the listed development sets only (no validation
//! split, no held-out set read): the run to write rules with.
//!
//! Prints the figures docs/src/guides/semantic-cache.md publishes and fails below the
//! floors in `eval/floors.json`. `ARGUS_EVAL_DUMP=<file>` writes every pair of the
//! development and validation sets (never a held-out one) with its cosine;
//! the `offline` test reads such a file back and gives the same report without the embedder.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use argus_sidecar_testkit as support;

use argus_crds::SemanticCache;
use argus_sidecar::cache::CachedResponse;
use argus_sidecar::semantic::{Alignment, Miss, Probe, SemanticIndex, Turn};
use argus_sidecar::wire::ApiFormat;
use argus_sidecar::{CheckLoopRequest, Embedder};
use serde_json::{Value, json};
use support::EmbedderProcess;
use support::RedisServer;
use support::*;

/// A labelled pair as read from its file.
#[derive(Clone)]
struct Raw {
    set: String,
    id: String,
    expect_hit: bool,
    category: String,
    first: String,
    second: String,
}

/// One labelled pair and what the cache made of it.
struct Pair {
    raw: Raw,
    cosine: f64,
    alignment: Alignment,
    /// The two turns' embeddings, when measured (or in the dump).
    embeddings: Option<(Vec<f32>, Vec<f32>)>,
}

impl Pair {
    fn new(raw: Raw, cosine: f64) -> Self {
        // The cached turn is the first, the new one the second.
        let alignment = Turn::of(&raw.first).align(&Turn::of(&raw.second));
        Self {
            raw,
            cosine,
            alignment,
            embeddings: None,
        }
    }

    fn decide(&self, threshold: f64) -> Result<(), Miss> {
        self.alignment.decide(self.cosine, threshold)
    }

    fn hits(&self, threshold: f64) -> bool {
        self.decide(threshold).is_ok()
    }

    /// Whether the in-process index answers the second turn after caching the first:
    /// the scope (facts), the scan's floor and candidates, and the verification. The
    /// vectors are two of the pair's cosine in a plane.
    fn index_hits(&self, threshold: f64) -> bool {
        let c = self.cosine.clamp(-1.0, 1.0);
        let a: Arc<[f32]> = Arc::from(vec![1.0f32, 0.0].as_slice());
        let b: Arc<[f32]> = Arc::from(vec![c as f32, (1.0 - c * c).sqrt() as f32].as_slice());
        let probe = |text: &str, e: Arc<[f32]>| {
            let body = json!({"model": "m", "temperature": 0,
                "messages": [{"role": "system", "content": "s"}, {"role": "user", "content": text}]});
            Probe::new("eval", ApiFormat::OpenAiChat, "m", &body, text, e).unwrap()
        };
        let index = SemanticIndex::new(1 << 20);
        index.insert(
            &probe(&self.raw.first, a),
            CachedResponse {
                content_type: "application/json".into(),
                body: bytes::Bytes::from_static(b"{}"),
            },
            Duration::from_secs(60),
            10,
        );
        index
            .lookup(&probe(&self.raw.second, b), threshold)
            .is_some()
    }

    /// Why a paraphrase is not answered, or which kind of near miss is.
    fn cause(&self, threshold: f64) -> String {
        match self.decide(threshold) {
            Ok(()) => format!("false hit: {}", self.raw.category),
            Err(Miss::Facts) => "scope: facts differ".into(),
            Err(Miss::Similarity) => "similarity: below what the alignment asks".into(),
            Err(m) => format!("verification: {}", m.label()),
        }
    }

    /// Why it is answered or not, for the development listing.
    fn why(&self, threshold: f64) -> String {
        let a = &self.alignment;
        match self.decide(threshold) {
            Ok(()) => format!(
                "hit (only first {:?}, only second {:?})",
                a.only_first, a.only_second
            ),
            Err(m) => format!(
                "{m} (needs {:?}; only first {:?}, only second {:?})",
                a.needs(threshold),
                a.only_first,
                a.only_second
            ),
        }
    }
}

/// The last user turn's embedding as the loop check returns it (a tenant of its own
/// per text, so that no history is compared).
async fn embed(client: &Embedder, n: usize, text: &str) -> Vec<f32> {
    let answer = client
        .check_loop(
            CheckLoopRequest {
                tenant_id: format!("measure/{n}"),
                prompt: text.to_string(),
                threshold: 0.0,
                history_size: 0,
                ttl_seconds: 0,
                return_embedding: true,
            },
            10_000,
        )
        .await
        .unwrap();
    answer.embedding.unwrap().values
}

/// Every pair's two embeddings and cosine, a few pairs in flight at once (the embedder
/// batches concurrent requests; one at a time this took most of the test's minute and a
/// half), in the sets' order.
async fn measure(client: &Embedder, raw: Vec<Raw>) -> Vec<Pair> {
    use futures::StreamExt;
    futures::stream::iter(raw.into_iter().enumerate())
        .map(|(n, r)| async move {
            let (ea, eb) = tokio::join!(
                embed(client, 2 * n, &r.first),
                embed(client, 2 * n + 1, &r.second)
            );
            let cos: f32 = ea.iter().zip(eb.iter()).map(|(x, y)| x * y).sum();
            let mut p = Pair::new(r, f64::from(cos));
            p.embeddings = Some((ea, eb));
            p
        })
        .buffered(4)
        .collect()
        .await
}

/// The pairs of a JSONL set (`id`, `first`, `second`, `expect` or `label`, `category`), from a path
/// relative to the repository or absolute.
fn read_jsonl(set: &str, path: &str) -> Vec<Raw> {
    let full = repo().join(path);
    let text = std::fs::read_to_string(&full)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", full.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(n, l)| {
            let v: Value = serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("{}:{}: {e}", full.display(), n + 1));
            // `expect` in the first sets, `label` in the second sealed one (eval/README.md).
            let expect = v["expect"]
                .as_str()
                .or_else(|| v["label"].as_str())
                .unwrap_or_default();
            assert!(
                matches!(expect, "hit" | "miss"),
                "{}:{}: expect (or label) must be hit or miss",
                full.display(),
                n + 1
            );
            // Pairs a set's authors kept aside while writing rules (`"split": "validation"`,
            // train.jsonl): totals only, as `<set>_val`.
            let set = if v["split"].as_str() == Some("validation") {
                format!("{set}_val")
            } else {
                set.to_string()
            };
            Raw {
                id: v["id"]
                    .as_str()
                    .map_or_else(|| format!("{set}-{}", n + 1), str::to_string),
                set,
                expect_hit: expect == "hit",
                category: v["category"].as_str().unwrap_or("?").to_string(),
                first: v["first"].as_str().unwrap().to_string(),
                second: v["second"].as_str().unwrap().to_string(),
            }
        })
        .collect()
}

/// Whether only the listed development sets are measured (`ARGUS_EVAL_DEVELOPMENT=1`):
/// while rules are written, the validation splits and the held-out set stay unmeasured
/// (and out of a dump), so that no figure of theirs is seen before the end.
fn development_only() -> bool {
    std::env::var_os("ARGUS_EVAL_DEVELOPMENT").is_some_and(|v| !v.is_empty())
}

/// The development and validation pairs (see the module's doc).
fn development_and_validation() -> Vec<Raw> {
    let mut out = development_and_validation_all();
    if development_only() {
        out.retain(|r| LISTED.contains(&r.set.as_str()));
    }
    out
}

fn development_and_validation_all() -> Vec<Raw> {
    let fixture: Value = serde_json::from_str(
        &std::fs::read_to_string(repo().join("sidecar/tests/fixtures/semantic_cache_pairs.json"))
            .unwrap(),
    )
    .unwrap();
    let mut out = Vec::new();
    for (expect_hit, key) in [(true, "should_hit"), (false, "must_not_hit")] {
        for (n, p) in fixture[key].as_array().unwrap().iter().enumerate() {
            out.push(Raw {
                set: "fixture".into(),
                id: format!("{key}-{n}"),
                expect_hit,
                category: if expect_hit {
                    "paraphrase"
                } else {
                    "near miss"
                }
                .into(),
                first: p[0].as_str().unwrap().to_string(),
                second: p[1].as_str().unwrap().to_string(),
            });
        }
    }
    out.extend(read_jsonl("dev", "eval/semantic_cache/dev.jsonl"));
    // The fifth batch (`t5-*`, eval/build/train5_pairs.py) is reported as sets of its own,
    // so that the floors of the batches before stay on the pairs they were measured on.
    out.extend(
        read_jsonl("train", "eval/semantic_cache/train.jsonl")
            .into_iter()
            .map(|mut r| {
                if r.id.starts_with("t5-") {
                    r.set = r.set.replacen("train", "train5", 1);
                }
                r
            }),
    );
    // The spent sealed set: half to develop on, half kept aside as validation, by
    // position within each category (ids sorted), so both halves have every category.
    let mut spent = read_jsonl("heldout", "eval/semantic_cache/heldout.jsonl");
    spent.sort_by(|a, b| a.id.cmp(&b.id));
    let mut seen: BTreeMap<(bool, String), usize> = BTreeMap::new();
    for mut r in spent {
        let n = seen.entry((r.expect_hit, r.category.clone())).or_default();
        if *n % 2 == 1 {
            r.set = "validation".into();
        }
        *n += 1;
        out.push(r);
    }
    // The second sealed set, measured once (2026-11-27) and spent since: development data,
    // its floors kept as development floors.
    out.extend(read_jsonl("heldout2", "eval/semantic_cache/heldout2.jsonl"));
    // The sixth author's development pairs (eval/build6: hard paraphrases and near misses by
    // an author who read nothing here), one in three kept aside as `dev6_val` by a hash of
    // its id (eval/import_dev_pairs.py).
    out.extend(read_jsonl("dev6", "eval/semantic_cache/dev6.jsonl"));
    // A seventh author's development pairs on scope and quantity words (eval/build_dev7:
    // near misses of one owner, set or count against another, and paraphrases that use the
    // same words without changing the meaning), one in three kept aside as `dev7_val`.
    out.extend(read_jsonl("dev7", "eval/semantic_cache/dev7.jsonl"));
    // The held-out sets: not even read while developing.
    if !development_only() {
        for (set, _) in MEASURED_ONCE {
            out.extend(read_jsonl(set, &format!("eval/semantic_cache/{set}.jsonl")));
        }
    }
    out
}

/// The held-out sets, each by another author who read nothing here (`eval/README.md`
/// sections 5–14), measured once for the rules of that day, then committed and held as
/// floors: (set, floor key in `eval/floors.json`), the file `eval/semantic_cache/<set>.jsonl`.
/// Reported at the default threshold only, totals per category (a sweep or the causes would
/// invite choosing a threshold or a rule on them).
const MEASURED_ONCE: &[(&str, &str)] = &[
    ("heldout3", "sealed3"),
    ("heldout4", "sealed4"),
    ("heldout5", "sealed5"),
    ("heldout6", "sealed6"),
    ("heldout7", "sealed7"),
    ("heldout8", "sealed8"),
    ("heldout9", "sealed9"),
    ("heldout10", "sealed10"),
    ("heldout11", "sealed11"),
    ("heldout12", "sealed12"),
];
/// The development and validation sets in the order they are reported; `validation` is
/// never listed pair by pair.
const DEVELOPMENT: &[&str] = &[
    "fixture",
    "dev",
    "train",
    "train5",
    "heldout",
    "heldout2",
    "dev6",
    "dev7",
    "validation",
    "train_val",
    "train5_val",
    "dev6_val",
    "dev7_val",
];
const LISTED: &[&str] = &[
    "fixture", "dev", "train", "train5", "heldout", "heldout2", "dev6", "dev7",
];

/// Every set in the order it is reported: the development sets, the held-out ones, then a
/// sealed set given by path.
fn sets() -> impl Iterator<Item = &'static str> {
    DEVELOPMENT
        .iter()
        .copied()
        .chain(MEASURED_ONCE.iter().map(|(set, _)| *set))
        .chain(["sealed"])
}

/// A held-out set (or the sealed one): never listed, swept or dumped pair by pair.
fn held_out(set: &str) -> bool {
    set == "sealed" || MEASURED_ONCE.iter().any(|(s, _)| *s == set)
}

fn of_set<'a>(pairs: &'a [Pair], set: &str) -> Vec<&'a Pair> {
    pairs.iter().filter(|p| p.raw.set == set).collect()
}

/// (paraphrases answered, paraphrases, near misses answered, near misses).
fn rates(pairs: &[&Pair], threshold: f64) -> (usize, usize, usize, usize) {
    let hits: Vec<_> = pairs.iter().filter(|p| p.raw.expect_hit).collect();
    let misses: Vec<_> = pairs.iter().filter(|p| !p.raw.expect_hit).collect();
    (
        hits.iter().filter(|p| p.hits(threshold)).count(),
        hits.len(),
        misses.iter().filter(|p| p.hits(threshold)).count(),
        misses.len(),
    )
}

/// Per category: what was expected, how many the cache answered, how many a rule vetoed
/// (whatever their cosine).
fn per_category(pairs: &[&Pair], threshold: f64) {
    let mut categories: Vec<(bool, &str)> = pairs
        .iter()
        .map(|p| (p.raw.expect_hit, p.raw.category.as_str()))
        .collect();
    categories.sort_unstable();
    categories.dedup();
    println!("category | expected | answered from the cache | vetoed by a rule");
    for (expect_hit, c) in categories {
        let of: Vec<&&Pair> = pairs
            .iter()
            .filter(|p| p.raw.category == c && p.raw.expect_hit == expect_hit)
            .collect();
        let expect = if expect_hit { "hit" } else { "miss" };
        let hit = of.iter().filter(|p| p.hits(threshold)).count();
        let vetoed = of.iter().filter(|p| p.alignment.veto.is_some()).count();
        println!("{c} | {expect} | {hit}/{} | {vetoed}", of.len());
    }
}

/// The wrong answers of a set by cause: missed paraphrases by the rule or cosine that
/// refused them, false hits by the near miss's category.
fn causes(pairs: &[&Pair], threshold: f64) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for p in pairs
        .iter()
        .filter(|p| p.hits(threshold) != p.raw.expect_hit)
    {
        *out.entry(p.cause(threshold)).or_default() += 1;
    }
    out
}

fn print_wrong(pairs: &[&Pair], threshold: f64) {
    // `ARGUS_EVAL_ALL`: every development pair, right or wrong.
    let all = std::env::var_os("ARGUS_EVAL_ALL").is_some();
    for p in pairs
        .iter()
        .filter(|p| all || p.hits(threshold) != p.raw.expect_hit)
    {
        println!(
            "  {} {}, wrong at {threshold:.2}: expected {} [{}] cos {:.3}: {} | {} | {}",
            p.raw.set,
            p.raw.id,
            if p.raw.expect_hit { "hit" } else { "miss" },
            p.raw.category,
            p.cosine,
            p.why(threshold),
            p.raw.first,
            p.raw.second
        );
    }
}

const SWEEP: &[f64] = &[0.60, 0.65, 0.70, 0.75, 0.78, 0.80, 0.82, 0.85, 0.90, 0.95];

/// The report of every set present: a threshold sweep, per category, the causes, and
/// (development sets only) every wrong answer. Returns per set (answered paraphrases,
/// paraphrases, false hits, near misses) at `threshold`.
fn report(pairs: &[Pair], threshold: f64) -> BTreeMap<&'static str, (usize, usize, usize, usize)> {
    let present: Vec<&'static str> = sets()
        .filter(|s| pairs.iter().any(|p| p.raw.set == *s))
        .collect();
    let development: Vec<&Pair> = pairs
        .iter()
        .filter(|p| LISTED.contains(&p.raw.set.as_str()))
        .collect();
    let sealed_only = present == ["sealed"];
    if !sealed_only {
        // A held-out set is reported at the default threshold only: a sweep over it would
        // invite choosing the threshold on it.
        let swept: Vec<&str> = present.iter().copied().filter(|s| !held_out(s)).collect();
        println!("\nthreshold sweep: paraphrases answered | false hits, per set");
        println!("threshold | {}", swept.join(" | "));
        for t in SWEEP {
            let cells: Vec<String> = swept
                .iter()
                .map(|s| {
                    let (h, hn, f, fnn) = rates(&of_set(pairs, s), *t);
                    format!("{h}/{hn}, {f}/{fnn}")
                })
                .collect();
            println!("{t:.2} | {}", cells.join(" | "));
        }
        println!("\nwrong answers on the development sets at {threshold:.2}:");
        print_wrong(&development, threshold);
        // Every pair is also looked up in the index: the pairwise decision is the proxy's.
        let differ: Vec<&Pair> = pairs
            .iter()
            .filter(|p| p.raw.set != "sealed" && p.index_hits(threshold) != p.hits(threshold))
            .collect();
        for p in &differ {
            println!("  the index decides otherwise: {} {}", p.raw.set, p.raw.id);
        }
        assert!(
            differ.is_empty(),
            "the in-process index and the pairwise decision disagree on {} pairs",
            differ.len()
        );
    }
    let mut out = BTreeMap::new();
    for s in present {
        let of = of_set(pairs, s);
        let (h, hn, f, fnn) = rates(&of, threshold);
        println!(
            "\n{s} at {threshold:.2}: paraphrases answered {h}/{hn} ({:.1} %), near misses answered (false hits) {f}/{fnn}",
            100.0 * h as f64 / hn.max(1) as f64
        );
        per_category(&of, threshold);
        if !held_out(s) {
            println!("wrong answers by cause:");
            for (cause, n) in causes(&of, threshold) {
                println!("  {cause}: {n}");
            }
        }
        let (answered, compared, listed) = other_questions(&of, threshold);
        if compared > 0 {
            println!("other questions of the set answered: {answered}/{compared}");
            if LISTED.contains(&s) {
                for (cos, a, b) in listed {
                    println!("  other question answered, cos {cos:.3}: {a} | {b}");
                }
            }
        }
        out.insert(s, (h, hn, f, fnn));
    }
    out
}

/// Other questions of the same set: the first turn of each pair cached, the second turn
/// of every other pair asked (distinct texts only). Such a pair is most often another
/// question on a neighbouring topic, sometimes a paraphrase (sets reuse a question across
/// a hit and a miss pair): (answered, compared), and the answered ones.
fn other_questions<'a>(
    pairs: &[&'a Pair],
    threshold: f64,
) -> (usize, usize, Vec<(f64, &'a str, &'a str)>) {
    let turns: Vec<(Turn, Turn)> = pairs
        .iter()
        .map(|p| (Turn::of(&p.raw.first), Turn::of(&p.raw.second)))
        .collect();
    let (mut answered, mut compared, mut listed) = (0, 0, Vec::new());
    for (i, a) in pairs.iter().enumerate() {
        let Some((ea, _)) = &a.embeddings else {
            continue;
        };
        for (j, b) in pairs.iter().enumerate() {
            let Some((_, eb)) = &b.embeddings else {
                continue;
            };
            if i == j || a.raw.first == b.raw.second || a.raw.first == b.raw.first {
                continue;
            }
            compared += 1;
            let cos = f64::from(ea.iter().zip(eb).map(|(x, y)| x * y).sum::<f32>());
            if turns[i].0.answers(&turns[j].1, cos, threshold).is_ok() {
                answered += 1;
                listed.push((cos, a.raw.first.as_str(), b.raw.second.as_str()));
            }
        }
    }
    (answered, compared, listed)
}

/// The cache's default threshold (the CRD's).
fn default_threshold() -> f64 {
    std::env::var("ARGUS_EVAL_THRESHOLD")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| {
            serde_json::from_value::<SemanticCache>(json!({}))
                .unwrap()
                .threshold
        })
}

/// The floors of `eval/floors.json` against the figures per set.
fn check_floors(figures: &BTreeMap<&'static str, (usize, usize, usize, usize)>) {
    let floors: Value =
        serde_json::from_str(&std::fs::read_to_string(repo().join("eval/floors.json")).unwrap())
            .unwrap();
    let floors = &floors["semantic_cache"];
    let development = [
        ("fixture", "fixture"),
        ("dev", "dev"),
        ("train", "train"),
        ("train5", "train5"),
        ("heldout", "heldout_half"),
        ("validation", "validation"),
        ("train_val", "train_val"),
        ("train5_val", "train5_val"),
        ("dev6", "dev6"),
        ("dev6_val", "dev6_val"),
        ("dev7", "dev7"),
        ("dev7_val", "dev7_val"),
        ("heldout2", "sealed2"),
    ];
    for &(set, key) in development.iter().chain(MEASURED_ONCE) {
        let Some((h, hn, f, fnn)) = figures.get(set) else {
            continue;
        };
        let max_false = floors[format!("{key}_max_false_hits")].as_f64().unwrap();
        let hit_rate = floors[format!("{key}_hit_rate")].as_f64().unwrap();
        assert!(
            *f as f64 <= max_false,
            "{set}: {f}/{fnn} false hits (floor {max_false})"
        );
        assert!(
            *h as f64 / *hn as f64 >= hit_rate,
            "{set}: paraphrases answered {h}/{hn} (floor {hit_rate})"
        );
    }
}

/// The pairs with the cosines a run with `ARGUS_EVAL_DUMP` wrote: the verification's
/// rules without the embedder (`ARGUS_EVAL_COSINES=<dump> cargo test -p argus-sidecar
/// --test eval_semantic_cache offline -- --nocapture`).
#[test]
fn offline() {
    let Some(path) = std::env::var_os("ARGUS_EVAL_COSINES") else {
        return;
    };
    let threshold = default_threshold();
    let pairs: Vec<Pair> = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let raw = Raw {
                set: v["set"].as_str().unwrap().to_string(),
                id: v["id"].as_str().unwrap().to_string(),
                expect_hit: v["expect"] == "hit",
                category: v["category"].as_str().unwrap().to_string(),
                first: v["first"].as_str().unwrap().to_string(),
                second: v["second"].as_str().unwrap().to_string(),
            };
            let mut p = Pair::new(raw, v["cosine"].as_f64().unwrap());
            let vector = |k: &str| -> Option<Vec<f32>> {
                Some(
                    v[k].as_array()?
                        .iter()
                        .map(|x| x.as_f64().unwrap_or(0.0) as f32)
                        .collect(),
                )
            };
            p.embeddings = vector("ea").zip(vector("eb"));
            p
        })
        .collect();
    // What the verification costs a lookup: one candidate (the cached turn is read once,
    // at insert; the probe's once per request).
    let turns: Vec<(Turn, Turn)> = pairs
        .iter()
        .map(|p| (Turn::of(&p.raw.first), Turn::of(&p.raw.second)))
        .collect();
    let start = std::time::Instant::now();
    let rounds = 20;
    for _ in 0..rounds {
        for (a, b) in &turns {
            std::hint::black_box(a.answers(b, 0.9, threshold).is_ok());
        }
    }
    let per_pair = start.elapsed() / (rounds * turns.len() as u32);
    let start = std::time::Instant::now();
    for p in &pairs {
        std::hint::black_box(Turn::of(&p.raw.second));
    }
    let per_turn = start.elapsed() / pairs.len() as u32;
    println!("verification: {per_pair:?} per candidate, {per_turn:?} to read a turn");
    let figures = report(&pairs, threshold);
    if std::env::var_os("ARGUS_EVAL_FLOORS").is_some() {
        check_floors(&figures);
    }
}

#[tokio::test]
async fn semantic_cache_on_the_labelled_pairs() {
    let threshold = default_threshold();
    let redis = RedisServer::start();
    let emb = EmbedderProcess::start(&redis);
    let client = Embedder::connect_lazy(&emb.socket);

    if let Some(path) = std::env::var_os("ARGUS_EVAL_SEALED").filter(|p| !p.is_empty()) {
        // A sealed set, measured once: totals only, no development report.
        let path = path.to_string_lossy().to_string();
        let sealed = measure(&client, read_jsonl("sealed", &path)).await;
        println!("\nsemantic cache, sealed set {path} at the default threshold {threshold:.2}:");
        let figures = report(&sealed, threshold);
        let (h, hn, f, fnn) = figures["sealed"];
        println!(
            "targets: 0 false hits ({f}/{fnn}: {}), at least 7 paraphrases in 8 ({h}/{hn}: {})",
            if f == 0 { "met" } else { "NOT met" },
            if 8 * h >= 7 * hn { "met" } else { "NOT met" }
        );
        return;
    }

    let pairs = measure(&client, development_and_validation()).await;
    if let Some(path) = std::env::var_os("ARGUS_EVAL_DUMP") {
        // Development data only: a held-out set's pairs are never written out, where
        // they could be read pair by pair.
        let lines: Vec<String> = pairs
            .iter()
            .filter(|p| !held_out(&p.raw.set))
            .map(|p| {
                json!({"set": p.raw.set, "id": p.raw.id,
                    "expect": if p.raw.expect_hit { "hit" } else { "miss" },
                    "category": p.raw.category, "cosine": p.cosine,
                    "first": p.raw.first, "second": p.raw.second,
                    "ea": p.embeddings.as_ref().map(|e| &e.0),
                    "eb": p.embeddings.as_ref().map(|e| &e.1)})
                .to_string()
            })
            .collect();
        std::fs::write(path, lines.join("\n") + "\n").unwrap();
    }
    println!("\nsemantic cache at the default threshold {threshold:.2}");
    let figures = report(&pairs, threshold);
    check_floors(&figures);
}
