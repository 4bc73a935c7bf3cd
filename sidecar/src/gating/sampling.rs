//! The uncertainty gate's samples (`modelDisagreement`, `semanticEntropy`): once an
//! answer of an Actor that opts into claims is known to be a final answer, the same
//! request is sent `samples` more times to the same route, at the temperatures
//! `argus_gates::temperatures` spreads them over, concurrently and under the provider's timeout. Each
//! sample is charged to the session's limits like the agent's own call, settled with its
//! usage and audited (`api = "uncertainty_sample"`). Their texts are embedded by the
//! embedder and the gate's method turns the vectors into the answer's uncertainty.
//! A provider that speaks the other format of a translating route (OpenAI chat ↔
//! Anthropic) gets each sample translated like the agent's own call, and its answer is
//! translated back before it is compared.

use std::sync::Arc;

use argus_crds::UncertaintyGate;
use bytes::Bytes;
use http_body_util::BodyExt as _;
use serde_json::{Value, json};

use crate::gates::{compared_text, sampled_uncertainty, temperatures};
use crate::shared::runtime::{Provider, Runtime};
use crate::shared::state::AppState;
use crate::stores::session::SessionKey;
use crate::wire::ApiFormat;

/// Largest sample answer read.
const MAX_SAMPLE_ANSWER: usize = 1024 * 1024;

/// Deadline of the one embedder call that embeds every sample.
const EMBED_TIMEOUT_MS: u64 = 2_000;

/// What the samples are drawn for.
pub struct Sampling<'a> {
    /// The session.
    pub key: &'a SessionKey,
    /// The client's format (samples are sent in it).
    pub format: ApiFormat,
    /// The request as sent upstream, in `format`.
    pub request: &'a Value,
    /// The model the client asked for.
    pub model: &'a str,
    /// The GateStack's uncertainty gate.
    pub gate: &'a UncertaintyGate,
}

/// The uncertainty of the answer to `s.request`, measured over fresh samples; `Err`
/// names why nothing was measured.
pub async fn measure(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    s: &Sampling<'_>,
) -> Result<f64, String> {
    let (providers, target) = rt.upstream.providers_for(s.format, s.model);
    let providers: Vec<Arc<Provider>> = providers
        .into_iter()
        .filter(|p| p.wire_format(s.format).is_some())
        .collect();
    let Some(first) = providers.first() else {
        return Err(format!(
            "no provider can carry a {} request for model {:?}",
            s.format.as_str(),
            s.model
        ));
    };
    let deadline = first.timeout;
    let model = target.unwrap_or_else(|| s.model.to_string());
    let temperatures = temperatures(s.gate.samples as usize);
    let asks = temperatures.iter().enumerate().map(|(i, t)| {
        let body = sample_body(s.format, s.request, &model, *t, i);
        ask(state, rt, s, &providers, &model, body, (*t, i))
    });
    let answers = tokio::time::timeout(deadline, futures::future::join_all(asks))
        .await
        .map_err(|_| format!("the samples took longer than {} s", deadline.as_secs()))?;
    let drawn = answers.len();
    let mut texts = Vec::new();
    let mut failures = Vec::new();
    for a in answers {
        match a {
            Ok(text) => texts.push(compared_text(&text)),
            Err(e) => failures.push(e),
        }
    }
    if texts.len() < 2 {
        return Err(format!(
            "only {} of {drawn} samples answered{}",
            texts.len(),
            failures
                .first()
                .map(|e| format!(": {e}"))
                .unwrap_or_default()
        ));
    }
    let embedder = rt
        .embedding
        .embedder
        .as_ref()
        .ok_or_else(|| "no embedder is configured to compare the samples".to_string())?;
    let vectors = embedder
        .embed(texts, EMBED_TIMEOUT_MS)
        .await
        .map_err(|e| format!("embedder unavailable: {e}"))?;
    sampled_uncertainty(s.gate.method, &vectors)
        .ok_or_else(|| "the embedder returned fewer than two vectors".to_string())
}

/// The request of one sample: the same request, not streamed, at `temperature` (and
/// seed `i` where the API has one).
pub fn sample_body(
    format: ApiFormat,
    request: &Value,
    model: &str,
    temperature: f64,
    i: usize,
) -> Value {
    let mut body = request.clone();
    if let Some(o) = body.as_object_mut() {
        o.remove("stream");
        o.remove("stream_options");
        o.remove("n");
    }
    match format {
        ApiFormat::OpenAiChat => {
            body["model"] = json!(model);
            body["temperature"] = json!(temperature);
            body["seed"] = json!(i);
        }
        ApiFormat::OpenAiResponses => {
            body["model"] = json!(model);
            body["temperature"] = json!(temperature);
        }
        // Anthropic's temperatures stop at 1.
        ApiFormat::Anthropic => {
            body["model"] = json!(model);
            body["temperature"] = json!(temperature.min(1.0));
        }
        ApiFormat::Gemini => {
            if !body["generationConfig"].is_object() {
                body["generationConfig"] = json!({});
            }
            body["generationConfig"]["temperature"] = json!(temperature);
        }
    }
    body
}

/// A sample `body` of the client's `format` as the provider speaking `wire` takes it:
/// its path and bytes. Translated into chat completions, it gets the sample's `seed` too
/// (the client's own API may have none).
fn for_provider(
    format: ApiFormat,
    wire: ApiFormat,
    body: &Value,
    model: &str,
    seed: usize,
) -> Result<(String, Bytes), crate::edge::errors::ProxyError> {
    let out = if wire == format {
        body.clone()
    } else {
        let mut out = argus_wire::translate_request(format, wire, body)?;
        out["model"] = json!(model);
        if wire == ApiFormat::OpenAiChat {
            out["seed"] = json!(seed);
        }
        out
    };
    Ok((path(wire, model), Bytes::from(out.to_string())))
}

fn path(format: ApiFormat, model: &str) -> String {
    match format {
        ApiFormat::OpenAiChat => "/v1/chat/completions".into(),
        ApiFormat::OpenAiResponses => "/v1/responses".into(),
        ApiFormat::Anthropic => "/v1/messages".into(),
        ApiFormat::Gemini => format!("/v1beta/models/{model}:generateContent"),
    }
}

/// One sample: charged, sent, read, settled, audited; its final answer's text.
async fn ask(
    state: &Arc<AppState>,
    rt: &Arc<Runtime>,
    s: &Sampling<'_>,
    providers: &[Arc<Provider>],
    model: &str,
    body: Value,
    (temperature, seed): (f64, usize),
) -> Result<String, String> {
    let estimate =
        argus_wire::estimate_request(s.format, &body, argus_wire::DEFAULT_MAX_OUTPUT_TOKENS);
    let held = crate::shared::reservation::reserve_tokens(state, rt, estimate.total(), s.key)
        .await
        .map_err(|e| format!("over the session's limits: {e}"))?;
    let prepare = |p: &Provider| -> Result<(String, Bytes), crate::edge::errors::ProxyError> {
        let wire = p.wire_format(s.format).unwrap_or(s.format);
        for_provider(s.format, wire, &body, model, seed)
    };
    let mut headers = http::HeaderMap::new();
    headers.insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("application/json"),
    );
    let outgoing = crate::forward::Outgoing {
        method: &http::Method::POST,
        headers: &headers,
        prepare: &prepare,
        identity: true,
    };
    let result = async {
        let answered = crate::forward::forward(
            &state.cooldowns,
            &state.obs.metrics,
            &rt.upstream.client,
            providers,
            outgoing,
        )
        .await
        .map_err(|e| e.to_string())?;
        let provider = answered.provider.name.clone();
        let wire = answered.provider.wire_format(s.format).unwrap_or(s.format);
        let status = answered.response.status();
        let read = http_body_util::Limited::new(answered.response.into_body(), MAX_SAMPLE_ANSWER)
            .collect()
            .await
            .map_err(|e| format!("provider {provider}: {e}"))?
            .to_bytes();
        if !status.is_success() {
            return Err(format!("provider {provider} answered {}", status.as_u16()));
        }
        let answer: Value = serde_json::from_slice(&read)
            .map_err(|e| format!("provider {provider}: answer is not JSON ({e})"))?;
        let answer = argus_wire::translate_response(wire, s.format, &answer)
            .map_err(|e| format!("provider {provider}: {e}"))?;
        Ok((provider, status.as_u16(), answer))
    }
    .await;
    let (provider, status, usage, text) = match result {
        Ok((provider, status, answer)) => {
            let usage = crate::wire::response_view(s.format, &answer).usage;
            let text = crate::gates::final_texts(s.format, &answer)
                .into_iter()
                .map(|f| f.text)
                .find(|t| !t.trim().is_empty())
                .ok_or_else(|| "the sample has no answer text".to_string());
            (provider, status, usage, text)
        }
        Err(e) => (String::new(), 0, None, Err(e)),
    };
    if let Some(h) = held {
        h.settle(argus_wire::settled_tokens(usage));
    }
    tracing::info!(
        target: "argus::audit",
        tenant = %s.key.tenant,
        session = %s.key.session,
        provider = %provider,
        api = "uncertainty_sample",
        model = %model,
        status,
        outcome = if text.is_ok() { "completed" } else { "failed" },
        input_tokens = usage.map(|u| u.input).unwrap_or(0),
        output_tokens = usage.map(|u| u.output).unwrap_or(0),
        temperature,
        error = %text.as_ref().err().cloned().unwrap_or_default(),
        "argus.audit.llm_call"
    );
    text
}
