//! Translation between OpenAI chat completions and Anthropic messages, for routes whose
//! provider speaks the other format: the request on the way out, the response (whole or
//! streamed) on the way back, tool calls included. Other pairs (Responses, Gemini) are
//! not translated.

mod request;
mod response;
mod stream;

use serde_json::Value;

use crate::ApiFormat;

pub use stream::StreamTranslator;

/// Why a request cannot be translated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TranslateError {
    /// The formats are not a supported pair.
    #[error("cannot translate {from} requests to {to}")]
    Pair {
        /// The client's format.
        from: &'static str,
        /// The provider's format.
        to: &'static str,
    },
    /// The request uses something the other format cannot express.
    #[error("the request uses {0}, which the provider's format cannot express")]
    Unsupported(&'static str),
    /// The request is malformed.
    #[error("invalid request: {0}")]
    Invalid(&'static str),
}

impl TranslateError {
    /// HTTP status: the client sent something this route cannot carry.
    pub fn status(&self) -> http::StatusCode {
        http::StatusCode::BAD_REQUEST
    }

    /// Machine-readable error type.
    pub fn kind(&self) -> &'static str {
        "argus_translation_unsupported"
    }
}

/// Whether requests of `from` can be sent to a provider speaking `to` (the pairs the
/// tests hold the translators to).
#[cfg(test)]
pub fn can_translate(from: ApiFormat, to: ApiFormat) -> bool {
    from == to
        || matches!(
            (from, to),
            (ApiFormat::OpenAiChat, ApiFormat::Anthropic)
                | (ApiFormat::Anthropic, ApiFormat::OpenAiChat)
        )
}

fn pair(from: ApiFormat, to: ApiFormat) -> TranslateError {
    TranslateError::Pair {
        from: from.as_str(),
        to: to.as_str(),
    }
}

/// A request body of `from` rewritten for a provider speaking `to` (the same body when
/// the formats agree). Set the upstream model on the result afterwards.
pub fn translate_request(
    from: ApiFormat,
    to: ApiFormat,
    body: &Value,
) -> Result<Value, TranslateError> {
    match (from, to) {
        _ if from == to => Ok(body.clone()),
        (ApiFormat::OpenAiChat, ApiFormat::Anthropic) => request::chat_to_anthropic(body),
        (ApiFormat::Anthropic, ApiFormat::OpenAiChat) => request::anthropic_to_chat(body),
        _ => Err(pair(from, to)),
    }
}

/// A complete response body of the provider's format `from` rewritten for a client of
/// format `to`.
pub fn translate_response(
    from: ApiFormat,
    to: ApiFormat,
    body: &Value,
) -> Result<Value, TranslateError> {
    match (from, to) {
        _ if from == to => Ok(body.clone()),
        (ApiFormat::Anthropic, ApiFormat::OpenAiChat) => Ok(response::anthropic_to_chat(body)),
        (ApiFormat::OpenAiChat, ApiFormat::Anthropic) => Ok(response::chat_to_anthropic(body)),
        _ => Err(pair(from, to)),
    }
}

/// A stream translator from the provider's format `from` to the client's `to`;
/// `include_usage` is the client's `stream_options.include_usage` (OpenAI clients).
pub fn stream_translator(
    from: ApiFormat,
    to: ApiFormat,
    include_usage: bool,
) -> Result<StreamTranslator, TranslateError> {
    match (from, to) {
        (ApiFormat::Anthropic, ApiFormat::OpenAiChat) => {
            Ok(StreamTranslator::anthropic_to_chat(include_usage))
        }
        (ApiFormat::OpenAiChat, ApiFormat::Anthropic) => Ok(StreamTranslator::chat_to_anthropic()),
        _ => Err(pair(from, to)),
    }
}

#[cfg(test)]
mod tests;
