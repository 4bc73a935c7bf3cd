//! Claims on the final answer (seed 004's ClaimBundle) for agents that opt in
//! (`Actor.spec.claims`): the session view the evidence and uncertainty gates read —
//! the tool results the request's conversation carries — and what the agent receives
//! for each decision on its answer.
//!
//! Evidence hashes: a tool result's evidence hash is the SHA-256 (lowercase hex,
//! optionally written `sha256:…`) of its content text as the agent sent it back to the
//! model, encoded as UTF-8:
//! - OpenAI chat `role: tool` message: `content` when it is a string, else the `text` of
//!   its parts concatenated in order (no separator);
//! - Responses `function_call_output` item: `output`, likewise;
//! - Anthropic `tool_result` block: `content`, likewise (text blocks only);
//! - Gemini `functionResponse` part: the canonical JSON of its `response` object (keys
//!   sorted, no whitespace), since Gemini carries an object, not a text.

use argus_crds::{BundleError, ClaimBundle};
use serde_json::Value;
use sha2::{Digest, Sha256};

use argus_wire::ApiFormat;

/// The name a final answer's verdict carries where a call's carries its tool.
pub const FINAL_ANSWER: &str = "final answer";

/// A tool result the request's conversation carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolResult {
    /// The tool that returned it (empty when its call cannot be found).
    pub name: String,
    /// Its content text, as hashed for evidence.
    pub content: String,
}

impl ToolResult {
    /// SHA-256 of the content, lowercase hex.
    pub fn sha256(&self) -> String {
        hex::encode(Sha256::digest(self.content.as_bytes()))
    }
}

/// What the claim gates know about the request a final answer answers.
#[derive(Clone, Debug, Default)]
pub struct ClaimContext {
    /// Tool results of this session, in conversation order.
    pub tool_results: Vec<ToolResult>,
    /// Uncertainty measured by drawing samples (`modelDisagreement`, `semanticEntropy`),
    /// when the proxy drew them; `confidenceScore` reads the claims instead.
    pub sampled_uncertainty: Option<f64>,
    /// Why the samples gave no uncertainty (the embedder or the provider failed), and
    /// whether the Policy fails closed then (DEFER) or open (the gate is skipped, named).
    pub unmeasured: Option<Unmeasured>,
}

/// Why a sampling method measured nothing for an answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Unmeasured {
    /// What failed.
    pub reason: String,
    /// The Policy's embedder failure mode is failClosed.
    pub fail_closed: bool,
}

impl ClaimContext {
    /// The tool results of `request`, a request body in `format`.
    pub fn from_request(format: ApiFormat, request: &Value) -> Self {
        Self {
            tool_results: tool_results(format, request),
            sampled_uncertainty: None,
            unmeasured: None,
        }
    }
}

/// Text of a content that is a string or a list of parts with `text`.
fn content_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p["text"].as_str())
            .collect::<String>(),
        _ => String::new(),
    }
}

fn items(v: &Value) -> &[Value] {
    v.as_array().map(Vec::as_slice).unwrap_or_default()
}

/// The tool results of a request, each mapped to its tool through its call id.
pub fn tool_results(format: ApiFormat, request: &Value) -> Vec<ToolResult> {
    let mut names: Vec<(String, String)> = Vec::new();
    let name_of = |names: &[(String, String)], id: Option<&str>| {
        id.and_then(|id| names.iter().rev().find(|(i, _)| i == id))
            .map(|(_, n)| n.clone())
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    match format {
        ApiFormat::OpenAiChat => {
            for m in items(&request["messages"]) {
                for c in items(&m["tool_calls"]) {
                    if let (Some(id), Some(name)) =
                        (c["id"].as_str(), c["function"]["name"].as_str())
                    {
                        names.push((id.into(), name.into()));
                    }
                }
                match m["role"].as_str() {
                    Some("tool") => out.push(ToolResult {
                        name: name_of(&names, m["tool_call_id"].as_str()),
                        content: content_text(&m["content"]),
                    }),
                    Some("function") => out.push(ToolResult {
                        name: m["name"].as_str().unwrap_or_default().into(),
                        content: content_text(&m["content"]),
                    }),
                    _ => {}
                }
            }
        }
        ApiFormat::OpenAiResponses => {
            for item in items(&request["input"]) {
                match item["type"].as_str() {
                    Some("function_call") => {
                        if let (Some(id), Some(name)) =
                            (item["call_id"].as_str(), item["name"].as_str())
                        {
                            names.push((id.into(), name.into()));
                        }
                    }
                    Some("function_call_output") => out.push(ToolResult {
                        name: name_of(&names, item["call_id"].as_str()),
                        content: content_text(&item["output"]),
                    }),
                    _ => {}
                }
            }
        }
        ApiFormat::Anthropic => {
            for m in items(&request["messages"]) {
                for block in items(&m["content"]) {
                    match block["type"].as_str() {
                        Some("tool_use") => {
                            if let (Some(id), Some(name)) =
                                (block["id"].as_str(), block["name"].as_str())
                            {
                                names.push((id.into(), name.into()));
                            }
                        }
                        Some("tool_result") => out.push(ToolResult {
                            name: name_of(&names, block["tool_use_id"].as_str()),
                            content: content_text(&block["content"]),
                        }),
                        _ => {}
                    }
                }
            }
        }
        ApiFormat::Gemini => {
            for c in items(&request["contents"]) {
                for part in items(&c["parts"]) {
                    if let Some(r) = part.get("functionResponse") {
                        out.push(ToolResult {
                            name: r["name"].as_str().unwrap_or_default().into(),
                            content: argus_wire::canonical_json(&r["response"]),
                        });
                    }
                }
            }
        }
    }
    out
}

/// What the agent receives for its final answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerRuling {
    /// The answer as the provider wrote it (EXECUTE).
    Keep,
    /// The answer with `note` in the bundle's `audit_trail.caveats` (EXPLAIN): the
    /// answer stays a valid ClaimBundle.
    Caveat {
        /// `[Argus] Note: …`.
        note: String,
    },
    /// The answer's text replaced by `text` (REFUSE, DEFER).
    Replace {
        /// `[Argus] the final answer was refused: …`.
        text: String,
    },
}

/// The answer's text once the ruling is applied (`None`: unchanged).
pub fn apply(ruling: &AnswerRuling, text: &str) -> Option<String> {
    match ruling {
        AnswerRuling::Keep => None,
        AnswerRuling::Replace { text } => Some(text.clone()),
        AnswerRuling::Caveat { note } => Some(with_caveat(text, note)),
    }
}

/// `bundle` (a ClaimBundle's JSON text) with `note` added to `audit_trail.caveats`.
/// Only a bundle that parsed is explained, so the text is a JSON object; anything else
/// gets the note appended as text.
pub fn with_caveat(bundle: &str, note: &str) -> String {
    let Ok(Value::Object(mut b)) = serde_json::from_str::<Value>(bundle) else {
        return format!("{bundle}\n{note}");
    };
    let trail = b
        .entry("audit_trail")
        .or_insert_with(|| Value::Object(Default::default()));
    if !trail.is_object() {
        *trail = Value::Object(Default::default());
    }
    if let Some(trail) = trail.as_object_mut() {
        let caveats = trail
            .entry("caveats")
            .or_insert_with(|| Value::Array(Vec::new()));
        match caveats.as_array_mut() {
            Some(list) => list.push(Value::String(note.into())),
            None => *caveats = Value::Array(vec![Value::String(note.into())]),
        }
    }
    serde_json::to_string(&Value::Object(b)).unwrap_or_else(|_| format!("{bundle}\n{note}"))
}

/// Reads a final answer's text as a bundle; the error is the evidence gate's reason.
pub fn parse(text: Result<&str, BundleError>) -> Result<ClaimBundle, String> {
    text.and_then(ClaimBundle::parse)
        .map_err(|e| format!("the answer is not a ClaimBundle: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tool_results_are_named_through_their_call_ids_in_every_format() {
        let chat = json!({"messages": [
            {"role": "user", "content": "where is A-1?"},
            {"role": "assistant", "content": null, "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "lookup_order", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": "{\"status\":\"shipped\"}"},
            {"role": "tool", "tool_call_id": "call_unknown", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}
        ]});
        assert_eq!(
            tool_results(ApiFormat::OpenAiChat, &chat),
            [
                ToolResult {
                    name: "lookup_order".into(),
                    content: "{\"status\":\"shipped\"}".into()
                },
                ToolResult {
                    name: String::new(),
                    content: "ab".into()
                }
            ]
        );
        let responses = json!({"input": [
            {"type": "function_call", "call_id": "c1", "name": "lookup_order", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": "shipped"}
        ]});
        assert_eq!(
            tool_results(ApiFormat::OpenAiResponses, &responses)[0].name,
            "lookup_order"
        );
        let anthropic = json!({"messages": [
            {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_1", "name": "lookup_order", "input": {}}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": [{"type": "text", "text": "shipped"}]}]}
        ]});
        assert_eq!(
            tool_results(ApiFormat::Anthropic, &anthropic),
            [ToolResult {
                name: "lookup_order".into(),
                content: "shipped".into()
            }]
        );
        let gemini = json!({"contents": [
            {"role": "user", "parts": [{"functionResponse": {"name": "lookup_order", "response": {"z": 1, "a": "x"}}}]}
        ]});
        let r = &tool_results(ApiFormat::Gemini, &gemini)[0];
        assert_eq!(r.content, "{\"a\":\"x\",\"z\":1}");
        assert_eq!(
            ToolResult {
                name: String::new(),
                content: "abc".into()
            }
            .sha256(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_caveat_keeps_the_bundle_valid_json() {
        let text = with_caveat(
            r#"{"id":"b","audit_trail":{"gates_passed":[]}}"#,
            "[Argus] Note: x",
        );
        let v: Value = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(v["audit_trail"]["caveats"], json!(["[Argus] Note: x"]));
        assert_eq!(v["id"], "b");
        let v: Value = serde_json::from_str(&with_caveat(r#"{"id":"b"}"#, "n")).unwrap_or_default();
        assert_eq!(v["audit_trail"]["caveats"], json!(["n"]));
    }
}
