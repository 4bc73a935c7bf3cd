//! Every error the proxy answers itself, in one place: its HTTP status, the
//! machine-readable type in the error body (in the caller's API format) and the
//! metrics label.

use http::StatusCode;

use crate::wire::{ApiFormat, WireError};

/// An error the sidecar answers instead of the provider.
#[derive(Debug, thiserror::Error)]
pub enum ProxyError {
    /// The body is larger than the Policy's `limits.maxRequestBytes`.
    #[error("request body exceeds the limit of {limit} bytes")]
    TooLarge {
        /// The limit.
        limit: usize,
    },
    /// The body is not valid JSON.
    #[error("request body is not valid JSON: {0}")]
    InvalidJson(String),
    /// The JSON does not have the shape the endpoint needs.
    #[error("invalid request: {0}")]
    InvalidRequest(#[from] WireError),
    /// The requested model name is longer than any real one.
    #[error("model name is {length} bytes long; the limit is {limit} bytes")]
    ModelNameTooLong {
        /// Length of the name sent.
        length: usize,
        /// The limit.
        limit: usize,
    },
    /// The GateStack refused a tool call of the answer (GateStack `refusals: error`).
    #[error("{0}")]
    GateRefused(String),
    /// A stream the gates cannot read (a Gemini stream without `alt=sse`).
    #[error("{0}")]
    UngatableStream(String),
    /// A non-streamed answer too large for the gates to read: a gated actor never
    /// receives an answer the GateStack did not see.
    #[error(
        "the provider's answer exceeds {limit} bytes, the most the GateStack reads in a non-streamed answer; a gated actor receives no ungated answer (ask for a shorter answer, or stream it: streams are gated event by event)"
    )]
    AnswerTooLargeToGate {
        /// The limit.
        limit: usize,
    },
    /// The `x-argus-behavior-mode` header names no mode.
    #[error("{0}")]
    BadBehaviorMode(String),
    /// The path is not one the proxy serves.
    #[error(
        "unknown path {0}: the Argus proxy serves /v1/chat/completions, /v1/responses, /v1/messages, /v1/models, /v1/completions, /v1/embeddings, /v1beta/models/{{model}}:generateContent (or /v1/models/…) and the provider paths the Policy's passThrough list names"
    )]
    UnknownPath(String),
    /// The path is one the proxy will not classify (an escaped separator, a dot segment).
    #[error("invalid request path: {0}")]
    InvalidPath(#[from] crate::wire::PathError),
    /// No provider can serve this request.
    #[error("no provider is configured for {0}")]
    NoProvider(String),
    /// The request belongs to an API no configured provider speaks; sending it to another
    /// provider would hand that provider's key to the wrong party.
    #[error(
        "{request} is a request of the {api} API and no {api} provider is configured; Argus sends a request only to a provider of its own API"
    )]
    NoProviderForApi {
        /// Method and path.
        request: String,
        /// The API the request belongs to.
        api: &'static str,
    },
    /// A path the proxy does not govern, not named in the Policy's `passThrough` list.
    #[error(
        "{request} ({api} API) may spend tokens and is not governed by Argus (no token estimate, limits, budget or audit); add the path to the Policy's spec.passThrough to forward it"
    )]
    PassThroughRefused {
        /// Method and path.
        request: String,
        /// The API the request belongs to.
        api: &'static str,
    },
    /// The provider could not be reached.
    #[error("upstream {provider} unreachable: {detail}")]
    UpstreamConnect {
        /// Provider name.
        provider: String,
        /// What failed.
        detail: String,
    },
    /// The provider broke its streamed answer off after it had begun (the agent got
    /// what arrived before the break); the stream is not retried elsewhere.
    #[error("upstream {provider} broke its answer off: {detail}")]
    UpstreamBroken {
        /// Provider name.
        provider: String,
        /// What failed.
        detail: String,
    },
    /// The provider did not answer in time.
    #[error("upstream {provider} did not answer within {seconds} s")]
    UpstreamTimeout {
        /// Provider name.
        provider: String,
        /// The timeout.
        seconds: u64,
    },
    /// A hardBlock intervention refuses the request.
    #[error("{message}")]
    WorkflowViolation {
        /// The rendered intervention text.
        message: String,
        /// The violated constraint (absent for an invalid transition).
        constraint: Option<String>,
        /// The intervention's name.
        intervention: String,
    },
    /// The session store is down and the Policy says fail closed.
    #[error("session store unavailable and the policy fails closed: {0}")]
    StoreUnavailable(String),
    /// The embedder is down and the Policy says fail closed.
    #[error("embedder unavailable and the policy fails closed: {0}")]
    EmbedderUnavailable(String),
    /// The agent kept repeating itself past the loop escalation ladder.
    #[error("{message}")]
    LoopDetected {
        /// The loop message and count.
        message: String,
        /// Similarity to the earlier prompt.
        similarity: f64,
    },
    /// A rate limit or budget would be exceeded: refused before any spend.
    #[error("{message}")]
    RateLimited {
        /// What limit, and when to retry.
        message: String,
        /// Seconds until the same request would fit, when waiting helps.
        retry_after: Option<u64>,
        /// The limit's scope (metrics label).
        scope: &'static str,
    },
    /// The request exceeds a per-request limit of the Policy.
    #[error("{0}")]
    RequestLimit(#[from] crate::policy::request_limits::RequestLimitError),
    /// The route crosses formats and the request cannot be expressed in the provider's.
    #[error("{0}")]
    Translate(#[from] argus_wire::TranslateError),
    /// The client did not send its whole body in time (a body dribbled to hold the
    /// connection).
    #[error("the request body did not arrive within {seconds} s (listen.bodyReadTimeoutSeconds)")]
    BodyTimeout {
        /// The timeout.
        seconds: u64,
    },
    /// The request body could not be read from the client.
    #[error("could not read the request body: {0}")]
    ClientBody(String),
    /// The request names a workflow the workload does not bind.
    #[error(
        "unknown workflow {name:?} (x-argus-workflow / metadata.argus_workflow): this workload binds {allowed}"
    )]
    UnknownWorkflow {
        /// The name asked for.
        name: String,
        /// The bound names, quoted and comma-separated.
        allowed: String,
    },
    /// The request names another workflow than the one its session follows.
    #[error(
        "session follows workflow {bound:?}; it cannot switch to {asked:?} (a session keeps the workflow of its first request: start a new session instead)"
    )]
    WorkflowSwitch {
        /// The session's workflow.
        bound: String,
        /// The name asked for.
        asked: String,
    },
}

impl ProxyError {
    /// HTTP status.
    pub fn status(&self) -> StatusCode {
        match self {
            ProxyError::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ProxyError::InvalidJson(_)
            | ProxyError::InvalidRequest(_)
            | ProxyError::ClientBody(_)
            | ProxyError::ModelNameTooLong { .. } => StatusCode::BAD_REQUEST,
            ProxyError::InvalidPath(_)
            | ProxyError::BadBehaviorMode(_)
            | ProxyError::UngatableStream(_)
            | ProxyError::UnknownWorkflow { .. }
            | ProxyError::WorkflowSwitch { .. } => StatusCode::BAD_REQUEST,
            ProxyError::UnknownPath(_) | ProxyError::NoProviderForApi { .. } => {
                StatusCode::NOT_FOUND
            }
            ProxyError::PassThroughRefused { .. } => StatusCode::FORBIDDEN,
            ProxyError::NoProvider(_)
            | ProxyError::UpstreamConnect { .. }
            | ProxyError::UpstreamBroken { .. }
            | ProxyError::AnswerTooLargeToGate { .. } => StatusCode::BAD_GATEWAY,
            ProxyError::UpstreamTimeout { .. } => StatusCode::GATEWAY_TIMEOUT,
            ProxyError::BodyTimeout { .. } => StatusCode::REQUEST_TIMEOUT,
            ProxyError::WorkflowViolation { .. } | ProxyError::GateRefused(_) => {
                StatusCode::CONFLICT
            }
            ProxyError::StoreUnavailable(_) | ProxyError::EmbedderUnavailable(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ProxyError::LoopDetected { .. } => StatusCode::CONFLICT,
            ProxyError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ProxyError::RequestLimit(e) => e.status(),
            ProxyError::Translate(e) => e.status(),
        }
    }

    /// The `type` in the error body, also the metrics label.
    pub fn kind(&self) -> &'static str {
        match self {
            ProxyError::TooLarge { .. } => "argus_request_too_large",
            ProxyError::InvalidJson(_) => "argus_invalid_json",
            ProxyError::InvalidRequest(_) => "argus_invalid_request",
            ProxyError::ClientBody(_) => "argus_client_body_error",
            ProxyError::BodyTimeout { .. } => "argus_request_body_timeout",
            ProxyError::ModelNameTooLong { .. } => "argus_model_name_too_long",
            ProxyError::UnknownPath(_) => "argus_unknown_path",
            ProxyError::InvalidPath(_) => "argus_invalid_path",
            ProxyError::BadBehaviorMode(_) => "argus_invalid_behavior_mode",
            ProxyError::UngatableStream(_) => "argus_ungatable_stream",
            ProxyError::AnswerTooLargeToGate { .. } => "argus_answer_too_large_to_gate",
            ProxyError::UnknownWorkflow { .. } => "argus_unknown_workflow",
            ProxyError::WorkflowSwitch { .. } => "argus_workflow_switch",
            ProxyError::NoProviderForApi { .. } => "argus_no_provider_for_api",
            ProxyError::PassThroughRefused { .. } => "argus_pass_through_refused",
            ProxyError::NoProvider(_) => "argus_no_provider",
            ProxyError::UpstreamConnect { .. } => "argus_upstream_unreachable",
            ProxyError::UpstreamBroken { .. } => "argus_upstream_broken",
            ProxyError::UpstreamTimeout { .. } => "argus_upstream_timeout",
            ProxyError::WorkflowViolation { .. } => "argus_workflow_violation",
            ProxyError::GateRefused(_) => "argus_gate_refused",
            ProxyError::StoreUnavailable(_) => "argus_store_unavailable",
            ProxyError::EmbedderUnavailable(_) => "argus_embedder_unavailable",
            ProxyError::LoopDetected { .. } => "argus_loop_detected",
            ProxyError::RateLimited { .. } => "argus_rate_limited",
            ProxyError::RequestLimit(e) => e.kind(),
            ProxyError::Translate(e) => e.kind(),
        }
    }

    /// Seconds for a `retry-after` header.
    pub fn retry_after(&self) -> Option<u64> {
        match self {
            ProxyError::RateLimited { retry_after, .. } => *retry_after,
            _ => None,
        }
    }

    /// Whether the client should retry, for the `x-should-retry` header both official
    /// SDKs obey: `Some(false)` on Argus's own refusals that a retry cannot fix — a
    /// request-side 4xx (invalid, too large, refused by the workflow, the loop detector or
    /// the policy; a 429 that no wait helps) — so the SDK does not send the same request
    /// three more times. A 429 with `retry-after` and the 5xx answers (an outage, a
    /// failing provider) say nothing: the SDK's own retry policy applies.
    pub fn should_retry(&self) -> Option<bool> {
        // The same request draws an answer as large again: a 502 that a retry cannot fix.
        if matches!(self, ProxyError::AnswerTooLargeToGate { .. }) {
            return Some(false);
        }
        let status = self.status();
        let waiting_helps = status == StatusCode::TOO_MANY_REQUESTS && self.retry_after().is_some();
        // A body the client failed to send is a transport failure: sending again may work.
        let transport = matches!(
            self,
            ProxyError::ClientBody(_) | ProxyError::BodyTimeout { .. }
        );
        (status.is_client_error() && !waiting_helps && !transport).then_some(false)
    }

    /// The error as the last event of a stream in `format`, in that API's own shape:
    /// OpenAI chat and Gemini send a `data:` line with the error body, Anthropic an
    /// `error` event, the Responses API an `error` event with `code` and `message`.
    pub fn stream_event(&self, format: ApiFormat) -> bytes::Bytes {
        let event = match format {
            ApiFormat::OpenAiChat | ApiFormat::Gemini => {
                format!("data: {}\n\n", self.body(format))
            }
            ApiFormat::Anthropic => format!("event: error\ndata: {}\n\n", self.body(format)),
            ApiFormat::OpenAiResponses => format!(
                "event: error\ndata: {}\n\n",
                serde_json::json!({
                    "type": "error",
                    "code": self.kind(),
                    "message": self.to_string(),
                    "param": null,
                })
            ),
        };
        bytes::Bytes::from(event)
    }

    /// The error body in `format`.
    pub fn body(&self, format: ApiFormat) -> serde_json::Value {
        let mut extra: Vec<(&str, &str)> = Vec::new();
        if let ProxyError::RateLimited { scope, .. } = self {
            extra.push(("limit", scope));
        }
        if let ProxyError::WorkflowViolation {
            constraint,
            intervention,
            ..
        } = self
        {
            if let Some(c) = constraint {
                extra.push(("constraint", c));
            }
            extra.push(("intervention", intervention));
        }
        crate::wire::error_body(
            format,
            self.status(),
            self.kind(),
            &self.to_string(),
            &extra,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_and_kinds() {
        let v = ProxyError::WorkflowViolation {
            message: "stop".into(),
            constraint: Some("c".into()),
            intervention: "i".into(),
        };
        assert_eq!(v.status(), StatusCode::CONFLICT);
        let body = v.body(ApiFormat::OpenAiChat);
        assert_eq!(body["error"]["type"], "argus_workflow_violation");
        assert_eq!(body["error"]["constraint"], "c");
        assert_eq!(body["error"]["message"], "stop");
        assert_eq!(
            ProxyError::TooLarge { limit: 10 }.status(),
            StatusCode::PAYLOAD_TOO_LARGE
        );
        let t = ProxyError::UpstreamTimeout {
            provider: "p".into(),
            seconds: 3,
        };
        assert_eq!(t.status(), StatusCode::GATEWAY_TIMEOUT);
        assert_eq!(
            t.body(ApiFormat::Anthropic)["error"]["type"],
            "argus_upstream_timeout"
        );
    }

    #[test]
    fn refusals_a_retry_cannot_fix_say_so() {
        let loop_detected = ProxyError::LoopDetected {
            message: "loop".into(),
            similarity: 0.99,
        };
        let violation = ProxyError::WorkflowViolation {
            message: "stop".into(),
            constraint: None,
            intervention: "i".into(),
        };
        let no_wait_helps = ProxyError::RateLimited {
            message: "over budget".into(),
            retry_after: None,
            scope: "session_budget",
        };
        let refused = ProxyError::PassThroughRefused {
            request: "POST /v1/images/generations".into(),
            api: "openai",
        };
        for e in [
            loop_detected,
            violation,
            no_wait_helps,
            refused,
            ProxyError::TooLarge { limit: 1 },
            ProxyError::InvalidJson("x".into()),
            ProxyError::AnswerTooLargeToGate { limit: 1 },
        ] {
            assert_eq!(e.should_retry(), Some(false), "{e}");
        }
        let later = ProxyError::RateLimited {
            message: "per minute".into(),
            retry_after: Some(3),
            scope: "tenant_rpm",
        };
        let timeout = ProxyError::UpstreamTimeout {
            provider: "p".into(),
            seconds: 1,
        };
        for e in [
            later,
            timeout,
            ProxyError::StoreUnavailable("down".into()),
            ProxyError::ClientBody("reset".into()),
        ] {
            assert_eq!(e.should_retry(), None, "{e}");
        }
    }
}
