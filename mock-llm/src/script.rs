//! The script: which reply the mock gives to which request.

use std::collections::VecDeque;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

/// One tool call in a reply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToolCall {
    /// Function name.
    pub name: String,
    /// Arguments object.
    #[serde(default)]
    pub arguments: serde_json::Value,
}

/// One scripted reply.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reply {
    /// Regex over the last user message; replies with `when` are tried first, in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<String>,
    /// Assistant text.
    #[serde(default)]
    pub content: String,
    /// Tool calls.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tool_calls: Vec<ToolCall>,
    /// Answer with this HTTP status and an error body instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    /// Extra `retry-after` header (seconds) on error replies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retry_after: Option<u32>,
    /// Delay before the reply starts, in milliseconds.
    #[serde(default)]
    pub delay_ms: u64,
    /// Delay between stream chunks, in milliseconds.
    #[serde(default)]
    pub chunk_delay_ms: u64,
    /// Break the stream off with an error after this many events (tests of mid-stream failure).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fail_after_events: Option<usize>,
    /// Answer with this HTTP status and a body and header quoting the credential headers
    /// received (a provider error echoing the `Authorization` header), on any path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub echo_credentials: Option<u16>,
    /// Stall after the headers (tests of upstream timeouts): a stream sends this many
    /// events and then nothing more; a non-streamed reply sends its headers and no body.
    /// The connection stays open until the client leaves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stall_after_events: Option<usize>,
    /// Usage reported: prompt tokens (default: a word count of the request).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompt_tokens: Option<u64>,
    /// Usage reported: completion tokens (default: a word count of the reply).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completion_tokens: Option<u64>,
    /// Contents for requests that set a `seed` or a `temperature` (sampled answers): the
    /// one at `seed`, else at the temperature in tenths, modulo their number. Lets a
    /// script make samples agree or diverge; requests without either get `content`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<String>,
}

impl Reply {
    /// This reply as given to `body`: its content is the variant the request's seed or
    /// temperature picks, when it has variants.
    pub fn for_request(mut self, body: &serde_json::Value) -> Self {
        if self.variants.is_empty() {
            return self;
        }
        let temperature = body["temperature"]
            .as_f64()
            .or_else(|| body["generationConfig"]["temperature"].as_f64());
        let pick = match (body["seed"].as_u64(), temperature) {
            (Some(seed), _) => Some(seed as usize),
            (None, Some(t)) => Some((t * 10.0).round().max(0.0) as usize),
            (None, None) => None,
        };
        if let Some(i) = pick {
            self.content = self.variants[i % self.variants.len()].clone();
        }
        self
    }
}

/// The script file: conditional replies, then a queue consumed in order, then a default.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptFile {
    /// Replies consumed in order.
    #[serde(default)]
    pub replies: Vec<Reply>,
    /// Reply once the queue is empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<Reply>,
}

/// A live script, shared by the server's connections.
#[derive(Debug)]
pub struct Script {
    conditional: Vec<(regex::Regex, Reply)>,
    queue: Mutex<VecDeque<Reply>>,
    default: Reply,
}

impl Script {
    /// Builds a script; fails on an invalid `when` regex.
    pub fn new(file: ScriptFile) -> Result<Self, regex::Error> {
        let mut conditional = Vec::new();
        let mut queue = VecDeque::new();
        for r in file.replies {
            match &r.when {
                Some(w) => conditional.push((
                    regex::RegexBuilder::new(w).case_insensitive(true).build()?,
                    r,
                )),
                None => queue.push_back(r),
            }
        }
        let default = file.default.unwrap_or(Reply {
            content: "OK.".into(),
            ..Reply::default()
        });
        Ok(Self {
            conditional,
            queue: Mutex::new(queue),
            default,
        })
    }

    /// A script that always gives `content`.
    pub fn fixed(content: &str) -> Self {
        Self {
            conditional: Vec::new(),
            queue: Mutex::new(VecDeque::new()),
            default: Reply {
                content: content.into(),
                ..Reply::default()
            },
        }
    }

    /// Reads a YAML or JSON script file.
    pub fn from_yaml(text: &str) -> anyhow::Result<Self> {
        let file: ScriptFile = serde_saphyr::from_str(text)?;
        Ok(Self::new(file)?)
    }

    /// Queues more replies.
    pub fn push(&self, reply: Reply) {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push_back(reply);
    }

    /// The status to echo credentials with, when the next queued reply asks for it (it
    /// is consumed then); conditional replies do not apply, the request may have no text.
    pub fn echo_credentials(&self) -> Option<u16> {
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let status = queue.front()?.echo_credentials?;
        queue.pop_front();
        Some(status)
    }

    /// The reply for a request whose last user message is `last_user`.
    pub fn next(&self, last_user: &str) -> Reply {
        if let Some((_, r)) = self
            .conditional
            .iter()
            .find(|(re, _)| re.is_match(last_user))
        {
            return r.clone();
        }
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop_front()
            .unwrap_or_else(|| self.default.clone())
    }
}

/// Replies covering plain text, several tool calls, and non-ASCII text with a tool call
/// (shared with the translation tests).
pub fn sample_replies() -> Vec<Reply> {
    vec![
        Reply {
            content: "Let me look up order A-1234 for you right away.".into(),
            ..Reply::default()
        },
        Reply {
            content: String::new(),
            tool_calls: vec![
                ToolCall {
                    name: "verify_identity".into(),
                    arguments: serde_json::json!({"email": "a@b.c"}),
                },
                ToolCall {
                    name: "lookup_order".into(),
                    arguments: serde_json::json!({"order_id": "A-1234"}),
                },
            ],
            ..Reply::default()
        },
        Reply {
            content: "Done: é ünïcode ✓".into(),
            tool_calls: vec![ToolCall {
                name: "close_ticket".into(),
                arguments: serde_json::json!({}),
            }],
            ..Reply::default()
        },
    ]
}
