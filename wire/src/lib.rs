//! The four LLM wire formats the proxy speaks — OpenAI chat completions, OpenAI
//! Responses, Anthropic messages, Gemini generateContent — seen through one
//! provider-neutral lens: what the request asks (model, stream, limits, the texts that
//! identify a session), how to write an intervention back in the format's own shape,
//! what the response said (text, tool calls, usage), and how errors look; and what the
//! proxy derives from the formats alone: translation between OpenAI chat and Anthropic
//! messages, the input-token estimate limits are decided on, and the usage reservations
//! are settled with.

mod anthropic;
mod canonical;
mod chat_handover;
mod estimate;
mod gemini;
mod openai_chat;
mod responses;
mod sse;
mod stream;
mod translate;
mod usage;

use serde_json::Value;

pub use canonical::{canonical_json, canonical_json_without};
pub use chat_handover::{ChatChunkReading, ChatHandover};
pub use estimate::{
    DEFAULT_MAX_OUTPUT_TOKENS, TokenEstimate, estimate_request, estimate_text, requested_max_output,
};
pub use openai_chat::{AnswerCall, typed_view_and_calls};
pub use sse::{
    MAX_PENDING as MAX_SSE_PENDING, SseEvent, SseParser, parse_event as parse_sse_event,
};
pub use stream::StreamAccumulator;
pub use translate::{
    StreamTranslator, TranslateError, stream_translator, translate_request, translate_response,
};
pub use usage::{UnaskedUsage, ensure_stream_usage, settled_tokens};

/// Which API a request uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ApiFormat {
    /// OpenAI `/v1/chat/completions` (and OpenAI-compatible servers).
    OpenAiChat,
    /// OpenAI `/v1/responses`.
    OpenAiResponses,
    /// Anthropic `/v1/messages`.
    Anthropic,
    /// Gemini `/v1beta/models/{model}:generateContent` / `:streamGenerateContent`.
    Gemini,
}

impl ApiFormat {
    /// Metrics label.
    pub fn as_str(self) -> &'static str {
        match self {
            ApiFormat::OpenAiChat => "openai_chat",
            ApiFormat::OpenAiResponses => "openai_responses",
            ApiFormat::Anthropic => "anthropic",
            ApiFormat::Gemini => "gemini",
        }
    }
}

/// What a request path means to the proxy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Endpoint {
    /// An LLM call the proxy understands; `model` and `stream` come from the path for Gemini.
    Llm {
        /// The API format.
        format: ApiFormat,
        /// Model named in the path (Gemini only).
        path_model: Option<String>,
        /// Streaming by path (Gemini `:streamGenerateContent`).
        path_stream: bool,
    },
    /// An OpenAI call that spends tokens but has no conversation for the workflow:
    /// governed by the limits, budgets and audit like an LLM call.
    Metered(Metered),
    /// Any other path of a provider's API, forwarded untouched to a provider of `format`.
    PassThrough {
        /// The API the request belongs to (decides the provider and its key).
        format: ApiFormat,
        /// Whether the call may spend (anything but listing models and counting tokens):
        /// such a path is forwarded only when the Policy's `passThrough` names it.
        spends: bool,
    },
    /// Anything else.
    Unknown,
}

/// The OpenAI calls the proxy meters without running the workflow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metered {
    /// `POST /v1/completions` (legacy text completions).
    Completions,
    /// `POST /v1/embeddings`.
    Embeddings,
}

impl Metered {
    /// Metrics and audit label.
    pub fn as_str(self) -> &'static str {
        match self {
            Metered::Completions => "openai_completions",
            Metered::Embeddings => "openai_embeddings",
        }
    }
}

/// Why a request path is refused before it is classified.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PathError {
    /// A `.` or `..` segment: a provider would resolve it to another path than the one
    /// the proxy governs.
    #[error("path {0:?} has a . or .. segment")]
    DotSegment(String),
    /// An escaped `/`, `\` or `%` hides the path's real segments.
    #[error("path {0:?} escapes a /, \\ or %")]
    EscapedSeparator(String),
}

/// The one spelling of a request path that the proxy classifies, governs and forwards:
/// escaped unreserved characters (RFC 3986: letters, digits, `-._~`) decoded, empty
/// segments and a trailing slash removed. `/v1/chat/completions/`, `/v1//chat/completions`
/// and `/v1/chat/complet%69ons` are the same path as `/v1/chat/completions` to a provider,
/// so they are the same path here too.
pub fn canonical_path(raw: &str) -> Result<String, PathError> {
    let bytes = raw.as_bytes();
    let mut decoded = String::with_capacity(raw.len());
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'%' {
            let hex = raw
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match hex {
                Some(b) if b.is_ascii_alphanumeric() || b"-._~".contains(&b) => {
                    decoded.push(char::from(b));
                    i += 3;
                    continue;
                }
                Some(b'/' | b'\\' | b'%') => {
                    return Err(PathError::EscapedSeparator(raw.to_string()));
                }
                _ => {}
            }
        }
        decoded.push(char::from(c));
        i += 1;
    }
    let mut out = String::with_capacity(decoded.len());
    for segment in decoded.split('/').filter(|s| !s.is_empty()) {
        if segment == "." || segment == ".." {
            return Err(PathError::DotSegment(raw.to_string()));
        }
        out.push('/');
        out.push_str(segment);
    }
    if out.is_empty() {
        out.push('/');
    }
    Ok(out)
}

/// Request headers only Anthropic's SDKs send.
const ANTHROPIC_HEADERS: &[&str] = &["anthropic-version", "anthropic-beta", "x-api-key"];
/// Request headers only Google's SDKs send.
const GOOGLE_HEADERS: &[&str] = &["x-goog-api-key", "x-goog-api-client"];
/// `/v1/` paths only OpenAI's API has (other `/v1/` paths, `/v1/models` and `/v1/files`
/// among them, exist at more than one provider and are told apart by the headers).
const OPENAI_PATHS: &[&str] = &[
    "/v1/chat",
    "/v1/completions",
    "/v1/embeddings",
    "/v1/responses",
    "/v1/images",
    "/v1/audio",
    "/v1/moderations",
    "/v1/fine_tuning",
    "/v1/assistants",
    "/v1/threads",
    "/v1/vector_stores",
    "/v1/batches",
    "/v1/uploads",
    "/v1/realtime",
    "/v1/conversations",
    "/v1/containers",
    "/v1/evals",
];

/// Whether `path` is `prefix` or lies under it.
fn under(path: &str, prefix: &str) -> bool {
    path.strip_prefix(prefix)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// A Gemini method path `{prefix}models/{model}:{method}` → (model, method).
fn gemini_method(path: &str) -> Option<(&str, &str)> {
    let rest = ["/v1beta/models/", "/v1alpha/models/", "/v1/models/"]
        .iter()
        .find_map(|p| path.strip_prefix(p))?;
    let (model, method) = rest.rsplit_once(':')?;
    (!model.is_empty() && !model.contains('/')).then_some((model, method))
}

/// The API a request that is not an LLM call belongs to: by its path where only one
/// provider has it, else by the headers its SDK sends (OpenAI when none says otherwise).
fn api_of(path: &str, headers: &http::HeaderMap) -> ApiFormat {
    let has = |names: &[&str]| names.iter().any(|n| headers.contains_key(*n));
    let last_segment = path.rsplit('/').next().unwrap_or_default();
    if under(path, "/v1beta") || under(path, "/v1alpha") || last_segment.contains(':') {
        ApiFormat::Gemini
    } else if under(path, "/v1/messages") || under(path, "/v1/complete") {
        ApiFormat::Anthropic
    } else if OPENAI_PATHS.iter().any(|p| under(path, p)) {
        ApiFormat::OpenAiChat
    } else if has(ANTHROPIC_HEADERS) {
        ApiFormat::Anthropic
    } else if has(GOOGLE_HEADERS) {
        ApiFormat::Gemini
    } else {
        ApiFormat::OpenAiChat
    }
}

/// Whether a pass-through call costs nothing: listing or reading models, counting tokens.
fn free_of_spend(method: &http::Method, path: &str, format: ApiFormat) -> bool {
    // `GET {version}/models` or `GET {version}/models/{model}`.
    let listing = ["/v1/models", "/v1beta/models", "/v1alpha/models"]
        .iter()
        .filter_map(|p| path.strip_prefix(p))
        .any(|rest| {
            rest.is_empty()
                || rest
                    .strip_prefix('/')
                    .is_some_and(|model| !model.contains(['/', ':']))
        });
    match format {
        _ if method == http::Method::GET && listing => true,
        ApiFormat::Anthropic => method == http::Method::POST && path == "/v1/messages/count_tokens",
        ApiFormat::Gemini => {
            method == http::Method::POST
                && gemini_method(path).is_some_and(|(_, m)| m == "countTokens")
        }
        _ => false,
    }
}

/// Classifies a request by method, canonical path (see [`canonical_path`]; no query) and
/// headers.
pub fn endpoint(method: &http::Method, path: &str, headers: &http::HeaderMap) -> Endpoint {
    let post = method == http::Method::POST;
    let llm = |format, path_model: Option<&str>, path_stream| Endpoint::Llm {
        format,
        path_model: path_model.map(str::to_string),
        path_stream,
    };
    match path {
        "/v1/chat/completions" | "/chat/completions" if post => {
            llm(ApiFormat::OpenAiChat, None, false)
        }
        "/v1/responses" if post => llm(ApiFormat::OpenAiResponses, None, false),
        "/v1/messages" if post => llm(ApiFormat::Anthropic, None, false),
        "/v1/completions" if post => Endpoint::Metered(Metered::Completions),
        "/v1/embeddings" if post => Endpoint::Metered(Metered::Embeddings),
        p if post && gemini_method(p).is_some() => match gemini_method(p) {
            Some((model, "generateContent")) => llm(ApiFormat::Gemini, Some(model), false),
            Some((model, "streamGenerateContent")) => llm(ApiFormat::Gemini, Some(model), true),
            _ => Endpoint::PassThrough {
                format: ApiFormat::Gemini,
                spends: !free_of_spend(method, p, ApiFormat::Gemini),
            },
        },
        p if under(p, "/v1") || under(p, "/v1beta") || under(p, "/v1alpha") => {
            let format = api_of(p, headers);
            Endpoint::PassThrough {
                format,
                spends: !free_of_spend(method, p, format),
            }
        }
        _ => Endpoint::Unknown,
    }
}

/// What the proxy needs to know about a request.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RequestInfo {
    /// Requested model.
    pub model: String,
    /// Whether the response streams.
    pub stream: bool,
    /// Requested output limit (`max_tokens`, `max_completion_tokens`, `max_output_tokens`, `maxOutputTokens`).
    pub max_tokens: Option<u64>,
    /// Text of the first user message (session fallback).
    pub first_user: Option<String>,
    /// Text of the user turn the request ends with (loop detection): `Some` only when
    /// the conversation's last item is a user message with text of its own. A request
    /// that continues a turn — it ends with a tool result, a function response or an
    /// assistant message — repeats the user message of the call before it, and comparing
    /// that again would make every multi-step tool use look like a loop.
    pub user_turn: Option<String>,
    /// Session hints from the body, in DESIGN.md order of preference.
    pub session_hints: SessionHints,
}

/// Session identifiers found in a request body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionHints {
    /// `metadata.session_id` or `metadata.panoptes_session_id`.
    pub metadata_session: Option<String>,
    /// `metadata.run_id` (LangChain).
    pub run_id: Option<String>,
    /// `user` (OpenAI).
    pub user: Option<String>,
    /// `thread_id` (Assistants).
    pub thread_id: Option<String>,
}

/// A change to a request, written in the request's own format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Append a block to the system prompt, creating one if absent.
    AppendSystem(String),
    /// Put a system instruction first (before any existing system prompt).
    PrependSystem(String),
    /// A user-role note before the last user message.
    UserNote(String),
    /// An assistant-role reminder before the last user message.
    AssistantReminder(String),
}

/// Why a request body could not be understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    /// The body is not a JSON object.
    #[error("request body must be a JSON object")]
    NotAnObject,
    /// A required field is missing or has the wrong type.
    #[error("field `{field}`: {problem}")]
    Field {
        /// Field path.
        field: &'static str,
        /// What is wrong.
        problem: &'static str,
    },
}

/// A tool call the model made.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolCallView {
    /// Function name.
    pub name: String,
    /// Arguments (parsed JSON when possible, else the raw string).
    pub arguments: Value,
}

/// Token usage reported by the provider.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Input (prompt) tokens.
    pub input: u64,
    /// Output (completion) tokens.
    pub output: u64,
}

/// What a response said, in any format.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResponseView {
    /// Assistant text.
    pub content: String,
    /// Tool calls, in order.
    pub tool_calls: Vec<ToolCallView>,
    /// Usage, when reported.
    pub usage: Option<Usage>,
}

/// Reads the request fields the proxy needs.
pub fn request_info(format: ApiFormat, body: &Value) -> Result<RequestInfo, WireError> {
    if !body.is_object() {
        return Err(WireError::NotAnObject);
    }
    let mut info = match format {
        ApiFormat::OpenAiChat => openai_chat::request_info(body)?,
        ApiFormat::OpenAiResponses => responses::request_info(body)?,
        ApiFormat::Anthropic => anthropic::request_info(body)?,
        ApiFormat::Gemini => gemini::request_info(body)?,
    };
    info.session_hints = session_hints(body);
    Ok(info)
}

/// The session identifiers a request body carries, in any format.
pub fn session_hints(body: &Value) -> SessionHints {
    let str_at = |v: &Value| v.as_str().filter(|s| !s.is_empty()).map(str::to_string);
    let meta = &body["metadata"];
    SessionHints {
        metadata_session: str_at(&meta["session_id"])
            .or_else(|| str_at(&meta["panoptes_session_id"])),
        run_id: str_at(&meta["run_id"]),
        user: str_at(&body["user"]).or_else(|| str_at(&meta["user_id"])),
        thread_id: str_at(&body["thread_id"]),
    }
}

/// Whether the request offers the model tools (`tools` in every format, OpenAI's older
/// `functions`): only then can its answer propose a call for the adversarial gate.
pub fn offers_tools(body: &Value) -> bool {
    ["tools", "functions"]
        .iter()
        .any(|k| body[*k].as_array().is_some_and(|t| !t.is_empty()))
}

/// Applies `edit` to a request body of `format`.
pub fn apply_edit(format: ApiFormat, body: &mut Value, edit: &Edit) {
    match format {
        ApiFormat::OpenAiChat => openai_chat::apply_edit(body, edit),
        ApiFormat::OpenAiResponses => responses::apply_edit(body, edit),
        ApiFormat::Anthropic => anthropic::apply_edit(body, edit),
        ApiFormat::Gemini => gemini::apply_edit(body, edit),
    }
}

/// Reads a complete (non-streamed) response body.
pub fn response_view(format: ApiFormat, body: &Value) -> ResponseView {
    match format {
        ApiFormat::OpenAiChat => openai_chat::response_view(body),
        ApiFormat::OpenAiResponses => responses::response_view(body),
        ApiFormat::Anthropic => anthropic::response_view(body),
        ApiFormat::Gemini => gemini::response_view(body),
    }
}

/// The usage of an OpenAI chat response or chunk (`usage` field), as the proxy reads it.
pub fn chat_usage(usage: &Value) -> Option<Usage> {
    openai_chat::usage(usage)
}

/// Reads a whole response body; `None` if it is not JSON.
pub fn read_response(format: ApiFormat, body: &[u8]) -> Option<ResponseView> {
    if format == ApiFormat::OpenAiChat
        && let Some(view) = openai_chat::typed_response_view(body)
    {
        return Some(view);
    }
    let json: Value = serde_json::from_slice(body).ok()?;
    Some(response_view(format, &json))
}

/// An error body in the format's own shape. `kind` is the machine-readable type
/// (e.g. `argus_workflow_violation`), `extra` adds fields (e.g. the constraint).
pub fn error_body(
    format: ApiFormat,
    status: http::StatusCode,
    kind: &str,
    message: &str,
    extra: &[(&str, &str)],
) -> Value {
    let mut detail = serde_json::Map::new();
    for (k, v) in extra {
        detail.insert((*k).to_string(), Value::String((*v).to_string()));
    }
    match format {
        ApiFormat::OpenAiChat | ApiFormat::OpenAiResponses => {
            let mut e =
                serde_json::json!({"message": message, "type": kind, "param": null, "code": kind});
            if let Some(obj) = e.as_object_mut() {
                obj.extend(detail);
            }
            serde_json::json!({ "error": e })
        }
        ApiFormat::Anthropic => {
            let mut e = serde_json::json!({"type": kind, "message": message});
            if let Some(obj) = e.as_object_mut() {
                obj.extend(detail);
            }
            serde_json::json!({"type": "error", "error": e})
        }
        ApiFormat::Gemini => {
            let mut d = serde_json::json!({"@type": "type.googleapis.com/argus.dev.ErrorInfo", "reason": kind});
            if let Some(obj) = d.as_object_mut() {
                obj.extend(detail);
            }
            serde_json::json!({"error": {"code": status.as_u16(), "message": message, "status": grpc_status(status), "details": [d]}})
        }
    }
}

fn grpc_status(status: http::StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "INVALID_ARGUMENT",
        401 => "UNAUTHENTICATED",
        403 => "PERMISSION_DENIED",
        404 => "NOT_FOUND",
        409 => "ABORTED",
        413 => "INVALID_ARGUMENT",
        429 => "RESOURCE_EXHAUSTED",
        503 => "UNAVAILABLE",
        504 => "DEADLINE_EXCEEDED",
        _ => "INTERNAL",
    }
}

/// Text of a content value that is a string or a list of parts with `text` fields.
pub fn content_text(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(parts) => {
            let texts: Vec<&str> = parts
                .iter()
                .filter_map(|p| p.get("text").and_then(Value::as_str))
                .collect();
            texts.join("\n")
        }
        _ => String::new(),
    }
}

/// The text (field `text_field`) of the first user message, and of the last message when
/// it is a user turn that starts something — not one that returns tool results and so
/// continues the turn before it (`continues_turn`).
pub fn user_texts(
    messages: &[Value],
    text_field: &str,
    is_user: impl Fn(&Value) -> bool,
    continues_turn: impl Fn(&Value) -> bool,
) -> (Option<String>, Option<String>) {
    let text = |m: &Value| content_text(&m[text_field]);
    let first = messages.iter().find(|m| is_user(m)).map(text);
    let turn = messages
        .last()
        .filter(|m| is_user(m) && !continues_turn(m))
        .map(text);
    (first, turn)
}

/// Parses tool-call arguments given as a JSON string; keeps the raw string if it is not JSON.
pub fn parse_arguments(raw: &str) -> Value {
    if raw.trim().is_empty() {
        return Value::Object(Default::default());
    }
    serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string()))
}

/// Heading of the block `AppendSystem` adds.
pub const GUIDANCE_HEADER: &str = "[WORKFLOW GUIDANCE]";
/// Prefix of a `UserNote`.
pub const USER_NOTE_PREFIX: &str = "[System Note]";
/// Prefix of an `AssistantReminder`.
pub const REMINDER_PREFIX: &str = "[Context reminder]";

pub fn guidance_block(text: &str) -> String {
    format!("{GUIDANCE_HEADER}\n{text}")
}

#[cfg(test)]
mod tests;
