//! The sidecar's client of the embedder sidecar (gRPC over the pod's Unix socket):
//! loop checks on the request path under a hard deadline, and exemplar similarity for
//! the engine's semantic classifier off the critical path. The channel connects lazily
//! and reconnects by itself, so the proxy starts and serves whether or not the embedder
//! is up; every failure is reported to the caller, which applies the failure mode.
//!
//! Every call has a deadline. After three calls in a row time out or fail, the client
//! stops calling for a cool-down (1 s, doubling to 8 s while the embedder stays down)
//! and answers [`EmbedderError::Skipped`] at once; one probe call per cool-down finds
//! out whether it is back. A hung embedder (SIGSTOP, a socket that accepts and never
//! answers) so costs three deadlines per outage and one per cool-down instead of one per
//! request, while a busy embedder's occasional late answer stops nothing.

use parking_lot::Mutex;
use std::collections::HashSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use argus_crds::WorkflowSpec;
use hyper_util::rt::TokioIo;
use tokio::net::UnixStream;
use tonic::transport::{Channel, Endpoint, Uri};

use crate::engine::StateScore;

/// Generated client and messages of `argus.embedder.v1`.
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("argus.embedder.v1");
}

use pb::embedder_client::EmbedderClient;

/// Why a call to the embedder gave no answer.
#[derive(Debug, thiserror::Error)]
pub enum EmbedderError {
    /// The deadline passed.
    #[error("embedder did not answer within {0} ms")]
    Timeout(u64),
    /// The embedder answered with an error status, or could not be reached.
    #[error("embedder error: {0}")]
    Status(String),
    /// Not called: the embedder failed recently and its cool-down has not ended.
    #[error("embedder skipped for {0} ms after a recent failure")]
    Skipped(u64),
}

impl EmbedderError {
    /// Metrics label.
    pub fn label(&self) -> &'static str {
        match self {
            EmbedderError::Timeout(_) => "timeout",
            EmbedderError::Status(_) => "unavailable",
            EmbedderError::Skipped(_) => "skipped",
        }
    }
}

/// Logs a warning at most once per interval, so an outage does not flood the logs.
struct Throttle {
    last: Mutex<Option<Instant>>,
    every: Duration,
}

impl Throttle {
    fn ready(&self) -> bool {
        let mut last = self.last.lock();
        let now = Instant::now();
        if last.is_some_and(|t| now.duration_since(t) < self.every) {
            return false;
        }
        *last = Some(now);
        true
    }
}

/// Consecutive failed calls that stop the calls: one slow answer from a busy embedder
/// is not an outage, three in a row (a hung or dead one) are.
const OPEN_AFTER: u32 = 3;
/// First and longest cool-down once calls are stopped.
const COOL_DOWN_FIRST: Duration = Duration::from_secs(1);
const COOL_DOWN_MAX: Duration = Duration::from_secs(8);

/// Whether calls go to the embedder: closed (they do), open until a time (they are
/// skipped), or half-open (the cool-down ended and one probe is under way).
#[derive(Debug, Default)]
struct Breaker {
    failures: u32,
    open_until: Option<Instant>,
    cool_down: Option<Duration>,
    probing: bool,
}

impl Breaker {
    /// Whether a call may go out now; `Err(ms)` left of the cool-down otherwise.
    fn admit(&mut self, now: Instant) -> Result<(), u64> {
        match self.open_until {
            None => Ok(()),
            Some(until) if now < until => Err((until - now).as_millis() as u64),
            Some(_) if self.probing => Err(0),
            Some(_) => {
                self.probing = true;
                Ok(())
            }
        }
    }

    fn success(&mut self) {
        *self = Self::default();
    }

    fn failure(&mut self, now: Instant) {
        self.failures += 1;
        let reopen = match self.open_until {
            // A call sent before the breaker opened: already accounted for.
            Some(_) if !self.probing => return,
            // The probe failed: the embedder is still down.
            Some(_) => true,
            None => self.failures >= OPEN_AFTER,
        };
        if !reopen {
            return;
        }
        let next = match self.cool_down {
            None => COOL_DOWN_FIRST,
            Some(d) => (d * 2).min(COOL_DOWN_MAX),
        };
        self.cool_down = Some(next);
        self.open_until = Some(now + next);
        self.probing = false;
    }
}

/// A lazily connected embedder client.
pub struct Embedder {
    client: EmbedderClient<Channel>,
    socket: PathBuf,
    registered: Mutex<HashSet<String>>,
    warn: Throttle,
    breaker: Mutex<Breaker>,
}

impl std::fmt::Debug for Embedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Embedder")
            .field("socket", &self.socket)
            .finish_non_exhaustive()
    }
}

impl Embedder {
    /// A client for the socket at `socket`; nothing is dialled until the first call.
    /// Must be called inside a Tokio runtime.
    pub fn connect_lazy(socket: impl Into<PathBuf>) -> Self {
        let socket = socket.into();
        let path = socket.clone();
        let channel = Endpoint::from_static("http://embedder.invalid").connect_with_connector_lazy(
            tower::service_fn(move |_: Uri| {
                let path = path.clone();
                async move { UnixStream::connect(path).await.map(TokioIo::new) }
            }),
        );
        Self {
            client: EmbedderClient::new(channel),
            socket,
            registered: Mutex::new(HashSet::new()),
            warn: Throttle {
                last: Mutex::new(None),
                every: Duration::from_secs(10),
            },
            breaker: Mutex::new(Breaker::default()),
        }
    }

    /// Logs `error` unless a warning was logged in the last ten seconds.
    pub fn warn(&self, what: &str, error: &EmbedderError) {
        if self.warn.ready() {
            tracing::warn!(socket = %self.socket.display(), error = %error, "{what}: embedder unavailable, failing open (further warnings suppressed for 10 s)");
        }
    }

    /// Runs one call under `ms` and the breaker: skipped at once while the embedder
    /// cools down after a failure; a timeout or an unavailable embedder opens the breaker,
    /// any answer (an error status included: the embedder is up) closes it.
    async fn deadline<T>(
        &self,
        ms: u64,
        call: impl std::future::Future<Output = Result<tonic::Response<T>, tonic::Status>>,
    ) -> Result<T, tonic::Status> {
        let admitted = self.breaker.lock().admit(Instant::now());
        if let Err(left) = admitted {
            return Err(skipped_status(left));
        }
        let answer = match tokio::time::timeout(Duration::from_millis(ms), call).await {
            Ok(answer) => answer.map(tonic::Response::into_inner),
            Err(_) => Err(tonic::Status::deadline_exceeded(format!("{ms} ms"))),
        };
        let mut breaker = self.breaker.lock();
        match &answer {
            Err(status) if is_outage(status) => breaker.failure(Instant::now()),
            _ => breaker.success(),
        }
        answer
    }

    /// Asks whether `prompt` repeats one of the recent prompts of `tenant_id`.
    pub async fn check_loop(
        &self,
        request: pb::CheckLoopRequest,
        timeout_ms: u64,
    ) -> Result<pb::CheckLoopResponse, EmbedderError> {
        let mut client = self.client.clone();
        let mut req = tonic::Request::new(request);
        req.set_timeout(Duration::from_millis(timeout_ms));
        self.deadline(timeout_ms, client.check_loop(req))
            .await
            .map_err(|s| classify(timeout_ms, s))
    }

    /// The embeddings of `texts` (L2-normalised, in order).
    pub async fn embed(
        &self,
        texts: Vec<String>,
        timeout_ms: u64,
    ) -> Result<Vec<Vec<f32>>, EmbedderError> {
        let mut client = self.client.clone();
        let mut req = tonic::Request::new(pb::EmbedRequest { texts });
        req.set_timeout(Duration::from_millis(timeout_ms));
        let answer = self
            .deadline(timeout_ms, client.embed(req))
            .await
            .map_err(|s| classify(timeout_ms, s))?;
        Ok(answer.vectors.into_iter().map(|v| v.values).collect())
    }

    /// The injection classifier's score of each of `texts` (in order): the probability
    /// that it carries instructions meant for the model.
    pub async fn score_injection(
        &self,
        texts: Vec<String>,
        timeout_ms: u64,
    ) -> Result<Vec<pb::InjectionScore>, EmbedderError> {
        let mut client = self.client.clone();
        let mut req = tonic::Request::new(pb::ScoreInjectionRequest { texts });
        req.set_timeout(Duration::from_millis(timeout_ms));
        let answer = self
            .deadline(timeout_ms, client.score_injection(req))
            .await
            .map_err(|s| classify(timeout_ms, s))?;
        Ok(answer.scores)
    }

    /// Best cosine similarity of `text` to each state's exemplars of `spec`, registering
    /// the exemplar set (`set_id`) first when the embedder does not hold it.
    pub async fn similarities(
        &self,
        set_id: &str,
        spec: &WorkflowSpec,
        text: &str,
        timeout_ms: u64,
    ) -> Result<Vec<StateScore>, EmbedderError> {
        let states = || {
            spec.states
                .iter()
                .filter_map(|s| {
                    let texts = s.classification.as_ref()?.exemplars.clone();
                    (!texts.is_empty()).then(|| pb::ExemplarState {
                        state: s.name.clone(),
                        texts,
                    })
                })
                .collect()
        };
        self.similarity_to(set_id, states, text, timeout_ms).await
    }

    /// Best cosine similarity of `text` to each group of exemplars `states` builds (only
    /// called when the embedder does not hold `set_id` yet), highest first.
    pub async fn similarity_to(
        &self,
        set_id: &str,
        states: impl Fn() -> Vec<pb::ExemplarState>,
        text: &str,
        timeout_ms: u64,
    ) -> Result<Vec<StateScore>, EmbedderError> {
        let known = self.registered.lock().contains(set_id);
        if !known {
            self.register(set_id, states(), timeout_ms).await?;
        }
        let request = pb::SimilarityRequest {
            exemplar_set_id: set_id.to_string(),
            text: text.to_string(),
        };
        let mut client = self.client.clone();
        let answer = match self
            .deadline(timeout_ms, client.similarity(request.clone()))
            .await
        {
            // The embedder restarted or evicted the set: register again, once.
            Err(status) if status.code() == tonic::Code::NotFound => {
                self.register(set_id, states(), timeout_ms).await?;
                self.deadline(timeout_ms, client.similarity(request))
                    .await
                    .map_err(|s| classify(timeout_ms, s))?
            }
            Err(status) => return Err(classify(timeout_ms, status)),
            Ok(answer) => answer,
        };
        Ok(answer
            .states
            .into_iter()
            .map(|s| StateScore {
                state: s.state,
                similarity: s.cosine.clamp(0.0, 1.0),
            })
            .collect())
    }

    async fn register(
        &self,
        set_id: &str,
        states: Vec<pb::ExemplarState>,
        timeout_ms: u64,
    ) -> Result<(), EmbedderError> {
        let mut client = self.client.clone();
        // Embedding every exemplar takes longer than one check: allow for it.
        let ms = timeout_ms.max(2_000);
        self.deadline(
            ms,
            client.put_exemplars(pb::PutExemplarsRequest {
                set_id: set_id.to_string(),
                states,
            }),
        )
        .await
        .map_err(|s| classify(ms, s))?;
        self.registered.lock().insert(set_id.to_string());
        Ok(())
    }
}

/// The marker status of a call the breaker skipped (never sent; the embedder did not
/// answer it).
const SKIPPED: &str = "argus: embedder cooling down";

fn skipped_status(left_ms: u64) -> tonic::Status {
    let mut status = tonic::Status::unavailable(SKIPPED);
    status
        .metadata_mut()
        .insert("x-argus-left-ms", left_ms.into());
    status
}

/// Whether `status` says the embedder is not answering (as opposed to answering with an
/// error about the request).
fn is_outage(status: &tonic::Status) -> bool {
    matches!(
        status.code(),
        tonic::Code::DeadlineExceeded
            | tonic::Code::Cancelled
            | tonic::Code::Unavailable
            | tonic::Code::Unknown
            | tonic::Code::ResourceExhausted
    )
}

/// The caller's view of a failed call with deadline `ms`.
fn classify(ms: u64, status: tonic::Status) -> EmbedderError {
    if status.message() == SKIPPED {
        let left = status
            .metadata()
            .get("x-argus-left-ms")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        return EmbedderError::Skipped(left);
    }
    match status.code() {
        // tonic's own deadline (grpc-timeout) may fire first: it is the same timeout.
        tonic::Code::DeadlineExceeded | tonic::Code::Cancelled => EmbedderError::Timeout(ms),
        code => EmbedderError::Status(format!("{code:?}: {}", status.message())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_breaker_skips_calls_while_cooling_down_and_probes_once() {
        let mut b = Breaker::default();
        let t0 = Instant::now();
        // One late answer between good ones stops nothing.
        b.failure(t0);
        b.failure(t0);
        b.success();
        b.failure(t0);
        assert!(b.admit(t0).is_ok());
        // Three in a row do.
        b.failure(t0);
        b.failure(t0);
        assert!(b.admit(t0 + Duration::from_millis(500)).is_err());
        // A call sent before it opened and failing late does not lengthen the cool-down.
        b.failure(t0);
        assert_eq!(b.cool_down, Some(COOL_DOWN_FIRST));
        // Then one probe goes out; others are skipped while it is under way.
        let after = t0 + COOL_DOWN_FIRST;
        assert!(b.admit(after).is_ok());
        assert_eq!(b.admit(after), Err(0));
        // The probe fails: the cool-down doubles, up to its maximum.
        b.failure(after);
        assert!(b.admit(after + COOL_DOWN_FIRST).is_err());
        assert!(b.admit(after + COOL_DOWN_FIRST * 2).is_ok());
        for _ in 0..10 {
            b.probing = true;
            b.failure(after);
        }
        assert_eq!(b.cool_down, Some(COOL_DOWN_MAX));
        // An answer closes it.
        b.success();
        assert!(b.admit(after).is_ok());
        assert!(b.admit(after).is_ok());
    }

    #[test]
    fn skipped_calls_are_told_apart_from_timeouts_and_errors() {
        assert!(matches!(
            classify(50, skipped_status(300)),
            EmbedderError::Skipped(300)
        ));
        assert!(matches!(
            classify(50, tonic::Status::deadline_exceeded("x")),
            EmbedderError::Timeout(50)
        ));
        assert!(matches!(
            classify(50, tonic::Status::invalid_argument("bad")),
            EmbedderError::Status(_)
        ));
        assert!(is_outage(&tonic::Status::unavailable("gone")));
        assert!(!is_outage(&tonic::Status::not_found("set")));
    }
}
