//! Limits on a single request (`limits.maxTokensPerRequest`): a request asking for more
//! output than the Policy allows is refused (400); one that names no limit gets the
//! Policy's written into its format's field, so that the provider enforces the bound the
//! token estimate reserved. (`maxRequestBytes` is enforced while the body is read.)

use serde_json::{Value, json};

use crate::wire::ApiFormat;
use argus_wire::requested_max_output;

/// A request beyond the Policy's per-request limits.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestLimitError {
    /// The request asks for more output tokens than allowed.
    #[error("the request asks for up to {requested} output tokens; the policy allows {limit}")]
    MaxTokens {
        /// What the request asked for.
        requested: u64,
        /// `limits.maxTokensPerRequest`.
        limit: u64,
    },
}

impl RequestLimitError {
    /// HTTP status: the request is invalid as sent, retrying it unchanged cannot help.
    pub fn status(&self) -> http::StatusCode {
        http::StatusCode::BAD_REQUEST
    }

    /// Machine-readable error type.
    pub fn kind(&self) -> &'static str {
        "argus_max_tokens_exceeded"
    }
}

/// [`enforce_max_tokens`] for OpenAI's legacy `/v1/completions`, whose only output
/// limit is `max_tokens`: a request asking for more than `limit` is refused. One without
/// it gets the API's default of [`COMPLETIONS_DEFAULT_MAX_TOKENS`] and is left as it is.
pub fn check_completion_max_tokens(
    body: &Value,
    limit: Option<u32>,
) -> Result<(), RequestLimitError> {
    match (body["max_tokens"].as_u64(), limit.map(u64::from)) {
        (Some(requested), Some(limit)) if requested > limit => {
            Err(RequestLimitError::MaxTokens { requested, limit })
        }
        _ => Ok(()),
    }
}

/// Output tokens `/v1/completions` produces per choice when the request names no `max_tokens`.
pub const COMPLETIONS_DEFAULT_MAX_TOKENS: u64 = 16;

/// Checks the requested output limit against `limit` and fills it in when absent.
/// Returns whether the body was changed (re-serialise it then).
///
/// The field written is the format's current one: `max_completion_tokens` (OpenAI chat;
/// OpenAI's reasoning models reject the older `max_tokens`), `max_output_tokens`
/// (Responses), `max_tokens` (Anthropic), `generationConfig.maxOutputTokens` (Gemini,
/// or `generation_config.max_output_tokens` when the body uses snake case).
pub fn enforce_max_tokens(
    format: ApiFormat,
    body: &mut Value,
    limit: Option<u32>,
) -> Result<bool, RequestLimitError> {
    let Some(limit) = limit.map(u64::from) else {
        return Ok(false);
    };
    if let Some(requested) = requested_max_output(format, body) {
        if requested > limit {
            return Err(RequestLimitError::MaxTokens { requested, limit });
        }
        return Ok(false);
    }
    let Some(map) = body.as_object_mut() else {
        return Ok(false);
    };
    match format {
        ApiFormat::OpenAiChat => {
            map.insert("max_completion_tokens".into(), json!(limit));
        }
        ApiFormat::OpenAiResponses => {
            map.insert("max_output_tokens".into(), json!(limit));
        }
        ApiFormat::Anthropic => {
            map.insert("max_tokens".into(), json!(limit));
        }
        ApiFormat::Gemini => {
            let (key, field) = if map.contains_key("generation_config") {
                ("generation_config", "max_output_tokens")
            } else {
                ("generationConfig", "maxOutputTokens")
            };
            let config = map.entry(key).or_insert_with(|| json!({}));
            if !config.is_object() {
                *config = json!({});
            }
            if let Some(c) = config.as_object_mut() {
                c.insert(field.into(), json!(limit));
            }
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_more_than_the_limit() {
        let mut body = json!({"model": "m", "max_tokens": 5000});
        assert_eq!(
            enforce_max_tokens(ApiFormat::Anthropic, &mut body, Some(4096)),
            Err(RequestLimitError::MaxTokens {
                requested: 5000,
                limit: 4096
            })
        );
        let mut body = json!({"max_completion_tokens": 10, "max_tokens": 1});
        assert!(enforce_max_tokens(ApiFormat::OpenAiChat, &mut body, Some(5)).is_err());
    }

    #[test]
    fn leaves_requests_within_the_limit_alone() {
        let mut body = json!({"input": "x", "max_output_tokens": 100});
        let before = body.clone();
        assert_eq!(
            enforce_max_tokens(ApiFormat::OpenAiResponses, &mut body, Some(100)),
            Ok(false)
        );
        assert_eq!(body, before);
        assert_eq!(
            enforce_max_tokens(ApiFormat::OpenAiChat, &mut json!({}), None),
            Ok(false)
        );
    }

    #[test]
    fn fills_the_limit_in_each_format() {
        let cases = [
            (
                ApiFormat::OpenAiChat,
                json!({}),
                json!({"max_completion_tokens": 64}),
            ),
            (
                ApiFormat::OpenAiResponses,
                json!({}),
                json!({"max_output_tokens": 64}),
            ),
            (ApiFormat::Anthropic, json!({}), json!({"max_tokens": 64})),
            (
                ApiFormat::Gemini,
                json!({"generationConfig": {"temperature": 0}}),
                json!({"generationConfig": {"temperature": 0, "maxOutputTokens": 64}}),
            ),
            (
                ApiFormat::Gemini,
                json!({"generation_config": {}}),
                json!({"generation_config": {"max_output_tokens": 64}}),
            ),
            (
                ApiFormat::Gemini,
                json!({}),
                json!({"generationConfig": {"maxOutputTokens": 64}}),
            ),
        ];
        for (format, mut body, want) in cases {
            assert_eq!(enforce_max_tokens(format, &mut body, Some(64)), Ok(true));
            assert_eq!(body, want, "{format:?}");
            assert_eq!(requested_max_output(format, &body), Some(64));
        }
    }
}
