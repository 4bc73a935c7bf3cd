//! Dynamic batching: concurrent requests are tokenized on the caller's task, queued
//! (bounded) to one inference thread that owns the ONNX session, and run together
//! when they arrive within a small window.
//!
//! The int8 model quantizes activations per run over the whole input tensor, so a
//! vector depends slightly on the other sequences of its run (README "Batch
//! dependence"). `BatchMode` chooses between reproducible vectors (`Sequential`,
//! the default) and fewer, larger runs (`EqualLength`, `Padded`).

use std::sync::Arc;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, Instant};

use clap::ValueEnum;
use futures::future::BoxFuture;
use tokio::sync::oneshot;

use crate::embedding::{
    EmbedError, Embedder, Embedding, Encoded, ModelConfig, OnnxModel, TextEncoder,
};
use crate::metrics::Metrics;

/// How a collected batch is turned into session runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BatchMode {
    /// One unpadded sequence per run: the same text always gives the same vector.
    Sequential,
    /// One run per group of sequences of equal token count (no padding).
    EqualLength,
    /// One run for the whole batch, padded to its longest sequence.
    Padded,
}

/// Queue and batch limits.
#[derive(Debug, Clone)]
pub struct BatchConfig {
    /// How long the first request of a batch waits for company.
    pub window: Duration,
    /// Most texts per batch.
    pub max_batch: usize,
    /// Most requests waiting for the inference thread; more are refused (UNAVAILABLE).
    pub queue: usize,
    pub mode: BatchMode,
}

struct Job {
    inputs: Vec<Encoded>,
    /// Each input runs alone, whatever the batch mode (its vector depends on it only).
    alone: bool,
    queued: Instant,
    reply: oneshot::Sender<Result<Vec<Embedding>, EmbedError>>,
}

/// The ONNX model behind a bounded queue and one inference thread.
pub struct BatchingEmbedder {
    /// `None` for an embedder of windows only (`start_for_windows`).
    encoder: Option<Arc<TextEncoder>>,
    /// The tokenizer file, for the window encoder made on first use.
    tokenizer_path: std::path::PathBuf,
    /// The encoder of windows read from their start, with its `max_tokens`.
    first: std::sync::Mutex<Option<(usize, Arc<TextEncoder>)>>,
    queue: SyncSender<Job>,
    model_id: String,
}

impl BatchingEmbedder {
    /// Starts the inference thread, which loads tokenizer and model and then serves
    /// the queue; returns once both are loaded (or with the load error).
    ///
    /// Loading on the inference thread keeps every ONNX Runtime allocation (weights,
    /// load-time temporaries, per-run buffers) in that thread's malloc arena, where
    /// the memory freed after loading is reused by the runs instead of staying
    /// resident next to a second arena (README "Measurements", RSS).
    pub fn start(
        model: &ModelConfig,
        batch: BatchConfig,
        metrics: Arc<Metrics>,
    ) -> Result<Self, EmbedError> {
        Self::start_with(model, batch, metrics, None)
    }

    /// Like `start`, for `embed_first` with `max_tokens` only (the injection
    /// classifier's own encoder): only the window tokenizer is loaded, and `embed`
    /// answers an error. One tokenizer less in memory (~4 MiB).
    pub fn start_for_windows(
        model: &ModelConfig,
        batch: BatchConfig,
        metrics: Arc<Metrics>,
        max_tokens: usize,
    ) -> Result<Self, EmbedError> {
        Self::start_with(model, batch, metrics, Some(max_tokens))
    }

    fn start_with(
        model: &ModelConfig,
        batch: BatchConfig,
        metrics: Arc<Metrics>,
        windows_only: Option<usize>,
    ) -> Result<Self, EmbedError> {
        let (loaded, load_result) = sync_channel(1);
        let (queue, jobs) = sync_channel(batch.queue.max(1));
        let config = model.clone();
        std::thread::Builder::new()
            .name("argus-inference".to_owned())
            .spawn(move || {
                let load = || -> Result<(TextEncoder, OnnxModel), EmbedError> {
                    let encoder = match windows_only {
                        Some(tokens) => TextEncoder::load_first(&config.tokenizer_path, tokens)?,
                        None => TextEncoder::load(&config.tokenizer_path, config.max_tokens)?,
                    };
                    Ok((encoder, OnnxModel::load(&config)?))
                };
                match load() {
                    Ok((encoder, onnx)) => {
                        let _ = loaded.send(Ok((encoder, onnx.id().to_owned())));
                        infer_loop(onnx, &jobs, &batch, &metrics);
                    }
                    Err(e) => {
                        let _ = loaded.send(Err(e));
                    }
                }
            })
            .map_err(|e| EmbedError::Model {
                path: model.model_path.clone(),
                message: format!("cannot start the inference thread: {e}"),
            })?;
        let (encoder, model_id) = load_result.recv().map_err(|_| EmbedError::Model {
            path: model.model_path.clone(),
            message: "the inference thread stopped while loading the model".to_owned(),
        })??;
        let encoder = Arc::new(encoder);
        let (encoder, first) = match windows_only {
            Some(tokens) => (None, Some((tokens, encoder))),
            None => (Some(encoder), None),
        };
        Ok(Self {
            encoder,
            tokenizer_path: model.tokenizer_path.clone(),
            first: std::sync::Mutex::new(first),
            queue,
            model_id,
        })
    }

    /// The encoder that keeps the first `max_tokens` of a window (made once).
    fn first_encoder(&self, max_tokens: usize) -> Result<Arc<TextEncoder>, EmbedError> {
        let mut slot = self.first.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((tokens, encoder)) = slot.as_ref()
            && *tokens == max_tokens
        {
            return Ok(encoder.clone());
        }
        let encoder = Arc::new(TextEncoder::load_first(&self.tokenizer_path, max_tokens)?);
        *slot = Some((max_tokens, encoder.clone()));
        Ok(encoder)
    }

    /// Queues `inputs` for the inference thread and waits for their vectors.
    async fn submit(
        &self,
        inputs: Vec<Encoded>,
        alone: bool,
    ) -> Result<Vec<Embedding>, EmbedError> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            inputs,
            alone,
            queued: Instant::now(),
            reply,
        };
        self.queue.try_send(job).map_err(|e| match e {
            TrySendError::Full(_) => EmbedError::Overloaded,
            TrySendError::Disconnected(_) => EmbedError::Stopped,
        })?;
        answer.await.map_err(|_| EmbedError::Stopped)?
    }
}

impl Embedder for BatchingEmbedder {
    fn embed(&self, texts: Vec<String>) -> BoxFuture<'_, Result<Vec<Embedding>, EmbedError>> {
        Box::pin(async move {
            if texts.is_empty() {
                return Ok(Vec::new());
            }
            let encoder = self
                .encoder
                .as_ref()
                .ok_or_else(|| EmbedError::Batch("this embedder embeds windows only".to_owned()))?;
            let inputs = texts
                .iter()
                .map(|t| encoder.encode(t))
                .collect::<Result<Vec<_>, _>>()?;
            self.submit(inputs, false).await
        })
    }

    fn embed_first(
        &self,
        texts: Vec<String>,
        max_tokens: usize,
    ) -> BoxFuture<'_, Result<Vec<Embedding>, EmbedError>> {
        Box::pin(async move {
            if texts.is_empty() {
                return Ok(Vec::new());
            }
            let encoder = self.first_encoder(max_tokens)?;
            let inputs = texts
                .iter()
                .map(|t| encoder.encode_first(t))
                .collect::<Result<Vec<_>, _>>()?;
            self.submit(inputs, true).await
        })
    }

    fn model_id(&self) -> &str {
        &self.model_id
    }
}

/// The inference thread: take a job, gather more until the window closes or the batch
/// is full, run, answer. Ends when every sender is gone.
fn infer_loop(mut model: OnnxModel, jobs: &Receiver<Job>, config: &BatchConfig, metrics: &Metrics) {
    let max_batch = config.max_batch.max(1);
    while let Ok(first) = jobs.recv() {
        let deadline = first.queued + config.window;
        let mut texts = first.inputs.len();
        let mut batch = vec![first];
        while texts < max_batch {
            let next = match jobs.try_recv() {
                Ok(job) => Some(job),
                Err(_) => match deadline.checked_duration_since(Instant::now()) {
                    Some(left) if !left.is_zero() => jobs.recv_timeout(left).ok(),
                    _ => None,
                },
            };
            let Some(job) = next else { break };
            texts += job.inputs.len();
            batch.push(job);
        }
        // Jobs whose caller gave up (deadline passed) are not worth running.
        batch.retain(|job| !job.reply.is_closed());
        if batch.is_empty() {
            continue;
        }
        metrics.observe_batch(batch.iter().map(|job| job.inputs.len()).sum());
        let started = Instant::now();
        let result = run_batch(&mut model, &batch, config.mode);
        metrics.observe_inference(started.elapsed());
        match result {
            Ok(mut vectors) => {
                for job in batch.into_iter().rev() {
                    let mine = vectors.split_off(vectors.len() - job.inputs.len());
                    let _ = job.reply.send(Ok(mine));
                }
            }
            Err(e) => {
                let message = e.to_string();
                for job in batch {
                    let _ = job.reply.send(Err(EmbedError::Batch(message.clone())));
                }
            }
        }
    }
}

/// Vectors for every input of every job, in order, run as `mode` says.
fn run_batch(
    model: &mut OnnxModel,
    batch: &[Job],
    mode: BatchMode,
) -> Result<Vec<Embedding>, EmbedError> {
    if batch.iter().any(|job| job.alone) {
        // Jobs in order, each as its own kind says.
        let mut out = Vec::new();
        for job in batch {
            let inputs: Vec<&Encoded> = job.inputs.iter().collect();
            let mode = if job.alone {
                BatchMode::Sequential
            } else {
                mode
            };
            out.extend(run_inputs(model, &inputs, mode)?);
        }
        return Ok(out);
    }
    let inputs: Vec<&Encoded> = batch.iter().flat_map(|job| job.inputs.iter()).collect();
    run_inputs(model, &inputs, mode)
}

/// Vectors for `inputs`, in order, run as `mode` says.
fn run_inputs(
    model: &mut OnnxModel,
    inputs: &[&Encoded],
    mode: BatchMode,
) -> Result<Vec<Embedding>, EmbedError> {
    match mode {
        BatchMode::Padded => model.run(inputs),
        BatchMode::Sequential => {
            let mut out = Vec::with_capacity(inputs.len());
            for input in inputs {
                out.extend(model.run(&[input])?);
            }
            Ok(out)
        }
        BatchMode::EqualLength => {
            let mut out: Vec<Option<Embedding>> = vec![None; inputs.len()];
            for group in equal_length_groups(inputs) {
                let members: Vec<&Encoded> = group.iter().map(|&i| inputs[i]).collect();
                for (i, vector) in group.into_iter().zip(model.run(&members)?) {
                    out[i] = Some(vector);
                }
            }
            out.into_iter()
                .map(|v| {
                    v.ok_or_else(|| EmbedError::Batch("a batch member got no vector".to_owned()))
                })
                .collect()
        }
    }
}

/// Indices of `inputs` grouped by token count, groups in order of first appearance.
fn equal_length_groups(inputs: &[&Encoded]) -> Vec<Vec<usize>> {
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        match groups.iter_mut().find(|(len, _)| *len == input.len()) {
            Some((_, members)) => members.push(i),
            None => groups.push((input.len(), vec![i])),
        }
    }
    groups.into_iter().map(|(_, members)| members).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(n: usize) -> Encoded {
        Encoded { ids: vec![1; n] }
    }

    #[test]
    fn groups_by_length_in_first_seen_order() {
        let (a, b, c, d) = (enc(3), enc(5), enc(3), enc(7));
        let groups = equal_length_groups(&[&a, &b, &c, &d]);
        assert_eq!(groups, vec![vec![0, 2], vec![1], vec![3]]);
    }
}
