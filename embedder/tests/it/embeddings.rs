//! The real model through ort: token ids and vectors match Python onnxruntime, close
//! texts score higher than unrelated ones, long texts keep their end, batching modes.
#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::time::Duration;

use crate::common::{calibration_pairs, floats, fp32_model_config, model_config, reference};
use argus_embedder::{
    BatchConfig, BatchMode, BatchingEmbedder, DIM, Embedder, Encoded, Metrics, OnnxModel,
    TextEncoder, cosine,
};

fn texts() -> Vec<String> {
    reference()["sentences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["text"].as_str().unwrap().to_owned())
        .collect()
}

fn embedder(mode: BatchMode) -> BatchingEmbedder {
    let batch = BatchConfig {
        window: Duration::from_millis(20),
        max_batch: 16,
        queue: 64,
        mode,
    };
    BatchingEmbedder::start(&model_config(), batch, Arc::new(Metrics::new())).unwrap()
}

#[test]
fn token_ids_match_the_python_tokenizer() {
    let config = model_config();
    let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
    for sentence in reference()["sentences"].as_array().unwrap() {
        let want: Vec<i64> = sentence["ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_i64().unwrap())
            .collect();
        let got = encoder.encode(sentence["text"].as_str().unwrap()).unwrap();
        assert_eq!(got.ids, want, "{}", sentence["text"]);
    }
}

#[test]
fn vectors_match_python_onnxruntime() {
    for (config, field) in [
        (model_config(), "embedding"),
        (fp32_model_config(), "embedding_fp32"),
    ] {
        let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
        let mut model = OnnxModel::load(&config).unwrap();
        for sentence in reference()["sentences"].as_array().unwrap() {
            let encoded = encoder.encode(sentence["text"].as_str().unwrap()).unwrap();
            let got = model.run(&[&encoded]).unwrap().pop().unwrap();
            let want = floats(&sentence[field]);
            assert_eq!(got.len(), DIM);
            let cos = cosine(&got, &want);
            assert!(cos >= 0.9999, "{field} of {}: cos {cos}", sentence["text"]);
            let norm: f32 = got.iter().map(|x| x * x).sum::<f32>().sqrt();
            assert!((norm - 1.0).abs() < 1e-4, "norm {norm}");
        }
    }
}

#[tokio::test]
async fn close_pairs_score_higher_than_unrelated_pairs() {
    let embedder = embedder(BatchMode::Sequential);
    let pairs = calibration_pairs();
    let mut lowest = std::collections::BTreeMap::new();
    let mut highest_unrelated = f64::MIN;
    for group in ["loop", "paraphrase", "unrelated"] {
        for pair in pairs[group].as_array().unwrap() {
            let a = pair[0].as_str().unwrap().to_owned();
            let b = pair[1].as_str().unwrap().to_owned();
            let v = embedder.embed(vec![a, b]).await.unwrap();
            let cos = cosine(&v[0], &v[1]);
            let low = lowest.entry(group).or_insert(f64::MAX);
            *low = f64::min(*low, cos);
            if group == "unrelated" {
                highest_unrelated = highest_unrelated.max(cos);
            }
        }
    }
    assert!(
        lowest["paraphrase"] > highest_unrelated && lowest["loop"] > highest_unrelated,
        "lowest {lowest:?}, highest unrelated {highest_unrelated}"
    );
}

/// Long texts are tokenized from a tail (TextEncoder::encode); the ids must be those
/// of tokenizing the whole text with left truncation.
#[test]
fn long_texts_tokenize_like_the_whole_text() {
    let config = model_config();
    let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
    let mut whole = tokenizers::Tokenizer::from_file(&config.tokenizer_path).unwrap();
    whole.with_padding(None);
    whole
        .with_truncation(Some(tokenizers::TruncationParams {
            direction: tokenizers::TruncationDirection::Left,
            max_length: 128,
            ..Default::default()
        }))
        .unwrap();
    let prose = "Please check the status of the payment-service in the staging cluster, \
        and tell me whether the last deployment (v2.3.1) finished without errors. ";
    let texts = [
        prose.repeat(4),
        prose.repeat(7),
        prose.repeat(40),
        format!("{}\n\tlast line\r\nwith CRLF", prose.repeat(9)),
        // Words far longer than the per-token budget (URLs, base64): the first tail is
        // too short and grows.
        format!(
            "{} fetch https://api.example.com/v1/{}/end",
            prose.repeat(2),
            "x".repeat(1500)
        ),
        "tokenziation".repeat(150),
        // No ASCII whitespace at all (CJK), and accents and vertical tabs near cuts.
        "日本語のテキストには空白がありません。".repeat(60),
        "Crème brûlée\u{0B}über naïve café résumé ΣΊΣΥΦΟΣ ".repeat(40),
        format!("{}[SEP] [MASK] tail", prose.repeat(10)),
    ];
    for text in &texts {
        assert!(text.len() < 8192, "the whole-text reference needs < 8 KiB");
        let want: Vec<i64> = whole
            .encode(text.as_str(), true)
            .unwrap()
            .get_ids()
            .iter()
            .map(|&id| i64::from(id))
            .collect();
        let got = encoder.encode(text).unwrap();
        assert_eq!(
            got.ids,
            want,
            "{} bytes: {:?}…",
            text.len(),
            text.chars().take(40).collect::<String>()
        );
    }
}

#[test]
fn long_texts_keep_their_most_recent_tokens() {
    let config = model_config();
    let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
    let text = format!(
        "{} finally restart the payment service",
        "old context words ".repeat(300)
    );
    let long = encoder.encode(&text).unwrap();
    assert_eq!(long.len(), 128);
    let tail = encoder
        .encode("finally restart the payment service")
        .unwrap();
    // [CLS] … tail … [SEP]: the end of the long text is the end of the short one.
    let n = tail.len() - 1;
    assert_eq!(long.ids[long.len() - n..], tail.ids[1..]);
    assert_eq!(long.ids[0], tail.ids[0]);
}

#[tokio::test]
async fn sequential_batches_give_the_single_text_vectors() {
    let texts = texts();
    let single = {
        let config = model_config();
        let encoder = TextEncoder::load(&config.tokenizer_path, 128).unwrap();
        let mut model = OnnxModel::load(&config).unwrap();
        let encoded: Vec<Encoded> = texts.iter().map(|t| encoder.encode(t).unwrap()).collect();
        encoded
            .iter()
            .map(|e| model.run(&[e]).unwrap().pop().unwrap())
            .collect::<Vec<_>>()
    };
    for mode in [
        BatchMode::Sequential,
        BatchMode::EqualLength,
        BatchMode::Padded,
    ] {
        let embedder = Arc::new(embedder(mode));
        // Concurrent single-text requests within the window share batches.
        let calls = texts.iter().cloned().map(|t| {
            let embedder = embedder.clone();
            tokio::spawn(async move { embedder.compute(t).await.unwrap() })
        });
        let vectors: Vec<_> = futures::future::join_all(calls)
            .await
            .into_iter()
            .map(Result::unwrap)
            .collect();
        let min_cos = vectors
            .iter()
            .zip(&single)
            .map(|(a, b)| cosine(a, b))
            .fold(f64::MAX, f64::min);
        match mode {
            BatchMode::Sequential => assert_eq!(vectors, single, "sequential mode must be exact"),
            _ => assert!(min_cos > 0.98, "{mode:?}: min cos {min_cos}"),
        }
    }
}

#[tokio::test]
async fn missing_files_fail_with_the_path() {
    let mut config = model_config();
    config.model_path = "/nonexistent/model.onnx".into();
    let batch = BatchConfig {
        window: Duration::ZERO,
        max_batch: 1,
        queue: 1,
        mode: BatchMode::Sequential,
    };
    let err = BatchingEmbedder::start(&config, batch, Arc::new(Metrics::new()))
        .err()
        .unwrap();
    assert!(err.to_string().contains("/nonexistent/model.onnx"), "{err}");
}
