//! A scripted LLM server of the project's own: it speaks the OpenAI chat-completions,
//! Responses, Anthropic messages and Gemini generateContent wire formats (streaming and
//! not), answers from a script, and records what it received so tests can assert on
//! exactly what the proxy forwarded.
#![forbid(unsafe_code)]

mod script;
mod server;
mod wire;

pub use script::{Reply, Script, ScriptFile, ToolCall, sample_replies};
pub use server::{MockServer, Recorded};
// The answers in each format, for tests that compare the proxy's output with them.
pub use wire::{
    Format, body as reply_body, error_body, last_user_text, stream_events as reply_stream,
    word_count,
};
