//! Forwarding with failover across a route's providers: on a connection error, a
//! timeout, a 5xx or a 429 the next provider is tried; a 429's `retry-after` keeps the
//! provider out of rotation for that long. Retries happen only before any response
//! byte has been passed on — once a response is returned here, it is the answer.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{HeaderMap, Method, Response, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::body::Incoming;

use super::send::{send, upstream_request};
use crate::edge::errors::ProxyError;
use crate::obs::metrics::{Metrics, UpstreamLabels};
use crate::shared::runtime::Provider;

/// Longest cooldown taken from a `retry-after`, so a bogus header cannot bench a
/// provider for days.
const MAX_COOLDOWN: Duration = Duration::from_secs(300);

/// Providers benched by a 429 until an instant.
#[derive(Default)]
pub struct Cooldowns(Mutex<HashMap<String, Instant>>);

impl Cooldowns {
    fn benched(&self, provider: &str) -> bool {
        self.0
            .lock()
            .get(provider)
            .is_some_and(|until| Instant::now() < *until)
    }

    fn bench(&self, provider: &str, for_: Duration) {
        self.0.lock().insert(
            provider.to_string(),
            Instant::now() + for_.min(MAX_COOLDOWN),
        );
    }
}

/// Seconds of a `retry-after` header (delta-seconds form).
pub fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    headers
        .get(http::header::RETRY_AFTER)?
        .to_str()
        .ok()?
        .trim()
        .parse::<u64>()
        .ok()
        .map(Duration::from_secs)
}

fn retryable(status: StatusCode) -> bool {
    status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS
}

/// Builds the path and body sent to one provider.
pub type Prepare<'a> = dyn Fn(&Provider) -> Result<(String, Bytes), ProxyError> + Sync + 'a;

/// What to send; the path and body may differ per provider (model rewrite, translation).
pub struct Outgoing<'a> {
    /// Method of the client's request.
    pub method: &'a Method,
    /// Headers of the client's request (filtered per provider).
    pub headers: &'a HeaderMap,
    /// The path and body for a provider.
    pub prepare: &'a Prepare<'a>,
    /// Ask for an uncompressed response (it is parsed on the side).
    pub identity: bool,
}

/// A provider's usable answer: its headers have arrived, its body is still to come.
pub struct Answered {
    /// The provider that answered.
    pub provider: Arc<Provider>,
    /// Its response.
    pub response: Response<Incoming>,
    /// When the whole call to it must be over (its `timeout` from its attempt's start),
    /// for answers whose body is awaited whole.
    pub deadline: tokio::time::Instant,
}

/// Counts a provider given up on for the next one.
fn failed_over(metrics: &Metrics, provider: &Provider) {
    metrics
        .upstream_errors
        .get_or_create(&UpstreamLabels {
            provider: provider.name.clone(),
            reason: "failover",
        })
        .inc();
}

/// Sends to the first provider that answers usably; returns it and its response. Takes
/// the parts of the shared state it uses: the providers' cooldowns and the metrics.
pub async fn forward(
    cooldowns: &Cooldowns,
    metrics: &Metrics,
    client: &super::upstream::UpstreamClient,
    providers: &[Arc<Provider>],
    out: Outgoing<'_>,
) -> Result<Answered, ProxyError> {
    // Benched providers are skipped while others remain; if all are benched, try anyway.
    let mut order: Vec<&Arc<Provider>> = providers
        .iter()
        .filter(|p| !cooldowns.benched(&p.name))
        .collect();
    if order.is_empty() {
        order = providers.iter().collect();
    }
    let last = order.len().saturating_sub(1);
    for (i, provider) in order.into_iter().enumerate() {
        let started = tokio::time::Instant::now();
        let (path, bytes) = (out.prepare)(provider)?;
        let body = Full::new(bytes)
            .map_err(|never: std::convert::Infallible| match never {})
            .boxed();
        let request =
            upstream_request(out.method, out.headers, provider, &path, body, out.identity)?;
        match send(metrics, client, provider, request).await {
            Ok(resp) if i < last && retryable(resp.status()) => {
                if resp.status() == StatusCode::TOO_MANY_REQUESTS {
                    cooldowns.bench(
                        &provider.name,
                        retry_after(resp.headers()).unwrap_or(Duration::from_secs(1)),
                    );
                }
                tracing::warn!(provider = %provider.name, status = resp.status().as_u16(), "provider failed; trying the next one");
                failed_over(metrics, provider);
            }
            Ok(response) => {
                return Ok(Answered {
                    provider: provider.clone(),
                    response,
                    deadline: started + provider.timeout,
                });
            }
            Err(e) if i < last => {
                tracing::warn!(provider = %provider.name, error = %e, "provider unreachable; trying the next one");
                failed_over(metrics, provider);
            }
            Err(e) => return Err(e),
        }
    }
    Err(ProxyError::NoProvider(
        "every provider of the route failed".into(),
    ))
}
