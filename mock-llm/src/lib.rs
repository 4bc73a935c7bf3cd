//! A scripted LLM server of the project's own: it speaks the OpenAI chat-completions,
//! Responses, Anthropic messages and Gemini generateContent wire formats (streaming and
//! not), answers from a script, and records what it received so tests can assert on
//! exactly what the proxy forwarded.
#![forbid(unsafe_code)]

pub mod script;
pub mod server;
pub mod wire;

pub use script::{Reply, Script, ToolCall, sample_replies};
pub use server::{MockServer, Recorded};
