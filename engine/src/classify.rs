//! The classification cascade: which workflow state(s) one LLM response belongs to.
//! Tool calls, then patterns, then exemplar similarity, then "stay where you are".
//!
//! Rules (tested in this module):
//! - **Tool calls.** Every tool call whose function name is listed in some state's
//!   `toolCalls` yields one observation (confidence 1.0), in the order the calls appear
//!   in the response; consecutive calls that map to the same state are merged into one
//!   observation (two parallel `lookup_order` calls are one step). Tool calls no state
//!   lists are ignored. When at least one call matched, the content text is not
//!   classified: the calls are what the agent actually does.
//! - **Patterns** (only without a matching tool call). When several states match the
//!   content, the winner is, in order: a state forbidden by a `never` constraint (a
//!   leaked secret must not hide behind a polite closing line); then the state with the
//!   longest matched text, taking each pattern's leftmost match (the most specific
//!   evidence, as a lexer's longest match); then the state declared first in the spec.
//!   Confidence 0.9.
//! - **Embeddings** (only without tool-call or pattern match, when some state has
//!   exemplars and `classification.embeddings` is not false): the best similarity per
//!   state from a [`SemanticClassifier`]; the highest wins (ties: declared first) if it
//!   reaches `embeddingThreshold`. Confidence = similarity.
//! - **Fallback**: the current state, confidence 0.0.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::compile::{CompiledWorkflow, StateId};

/// A tool (function) call made by the model.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    /// The function name.
    pub name: String,
    /// The arguments, as sent by the model (a JSON object, or a string when the model
    /// sent something that is not JSON).
    #[serde(default)]
    pub arguments: serde_json::Value,
}

/// One LLM response, provider-neutral: its text and its tool calls.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct AgentResponse {
    /// The text content (all text parts concatenated).
    #[serde(default)]
    pub content: String,
    /// The tool calls, in the order the model made them.
    #[serde(default)]
    pub tool_calls: Vec<ToolCall>,
}

impl AgentResponse {
    /// A text-only response.
    pub fn text(content: impl Into<String>) -> Self {
        Self {
            content: content.into(),
            tool_calls: Vec::new(),
        }
    }

    /// A response made of tool calls with empty arguments.
    pub fn tools<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        Self {
            content: String::new(),
            tool_calls: names
                .into_iter()
                .map(|n| ToolCall {
                    name: n.to_string(),
                    arguments: serde_json::Value::Object(Default::default()),
                })
                .collect(),
        }
    }
}

/// How an observation was classified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// The session's start in the initial state.
    Initial,
    /// A tool call listed in the state's `toolCalls`.
    ToolCall,
    /// A regex of the state's `patterns` matched the content.
    Pattern,
    /// Exemplar similarity reached the threshold.
    Embedding,
    /// Nothing matched: the session stays in its current state.
    Fallback,
}

impl Method {
    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Initial => "initial",
            Method::ToolCall => "tool_call",
            Method::Pattern => "pattern",
            Method::Embedding => "embedding",
            Method::Fallback => "fallback",
        }
    }
}

/// One classified step of a response.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Observation {
    /// The state the step belongs to.
    pub state: StateId,
    /// How it was found.
    pub method: Method,
    /// 1.0 for tool calls, 0.9 for patterns, the similarity for embeddings, 0.0 for fallback.
    pub confidence: f64,
}

/// Confidence of a tool-call match.
pub const TOOL_CALL_CONFIDENCE: f64 = 1.0;
/// Confidence of a pattern match.
pub const PATTERN_CONFIDENCE: f64 = 0.9;

/// Best exemplar similarity of one state.
#[derive(Clone, Debug, PartialEq)]
pub struct StateScore {
    /// The state's name.
    pub state: String,
    /// Best cosine similarity between the text and the state's exemplars (0..1).
    pub similarity: f64,
}

/// Why semantic classification gave no scores.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct SemanticUnavailable {
    /// Human-readable reason (`no embedder`, `embedder timed out`, ...).
    pub reason: String,
}

/// Exemplar similarity for the embedding step. Synchronous on purpose: the proxy
/// computes the scores off the critical path (embedder gRPC call) and passes an
/// implementation holding them; the engine itself never waits on I/O.
pub trait SemanticClassifier {
    /// The best exemplar similarity of each state for `text` (states without exemplars
    /// may be left out; unknown state names are ignored).
    fn best_similarities(&self, text: &str) -> Result<Vec<StateScore>, SemanticUnavailable>;
}

/// The classifier to use when there is no embedder: always unavailable.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEmbedder;

impl SemanticClassifier for NoEmbedder {
    fn best_similarities(&self, _text: &str) -> Result<Vec<StateScore>, SemanticUnavailable> {
        Err(SemanticUnavailable {
            reason: "no embedder".into(),
        })
    }
}

/// Fixed scores, whatever the text: precomputed results, and tests.
#[derive(Clone, Debug, Default)]
pub struct FixedScores(pub Vec<StateScore>);

impl SemanticClassifier for FixedScores {
    fn best_similarities(&self, _text: &str) -> Result<Vec<StateScore>, SemanticUnavailable> {
        Ok(self.0.clone())
    }
}

/// What the embedding step did for one response.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum EmbeddingStatus {
    /// An earlier step classified the response.
    NotNeeded,
    /// No state has exemplars, `classification.embeddings` is false, or the text is empty.
    NotApplicable,
    /// The classifier could not score the text.
    Skipped {
        /// Why.
        reason: String,
    },
    /// The best similarity stayed under the threshold; the fallback was used.
    BelowThreshold {
        /// The best state.
        state: String,
        /// Its similarity.
        similarity: f64,
    },
    /// The embedding step classified the response.
    Matched,
}

impl fmt::Display for EmbeddingStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbeddingStatus::NotNeeded => f.write_str("not needed"),
            EmbeddingStatus::NotApplicable => f.write_str("not applicable"),
            EmbeddingStatus::Skipped { reason } => write!(f, "skipped: {reason}"),
            EmbeddingStatus::BelowThreshold { state, similarity } => {
                write!(f, "below threshold: {state} {similarity:.3}")
            }
            EmbeddingStatus::Matched => f.write_str("matched"),
        }
    }
}

/// The cascade's result for one response.
#[derive(Clone, Debug, PartialEq)]
pub struct Classification {
    /// One or more observations, in order (several only for several tool calls).
    pub observations: Vec<Observation>,
    /// What the embedding step did.
    pub embedding: EmbeddingStatus,
}

/// Classifies `response` while the session is in `current`.
pub fn classify(
    wf: &CompiledWorkflow,
    current: StateId,
    response: &AgentResponse,
    semantic: &dyn SemanticClassifier,
) -> Classification {
    let mut observations: Vec<Observation> = Vec::new();
    for call in &response.tool_calls {
        if let Some(state) = wf.tool_state(&call.name)
            && observations.last().map(|o| o.state) != Some(state)
        {
            observations.push(Observation {
                state,
                method: Method::ToolCall,
                confidence: TOOL_CALL_CONFIDENCE,
            });
        }
    }
    if !observations.is_empty() {
        return Classification {
            observations,
            embedding: EmbeddingStatus::NotNeeded,
        };
    }
    if let Some(state) = match_patterns(wf, &response.content) {
        return single(
            state,
            Method::Pattern,
            PATTERN_CONFIDENCE,
            EmbeddingStatus::NotNeeded,
        );
    }
    if !wf.uses_embeddings() || response.content.trim().is_empty() {
        return single(
            current,
            Method::Fallback,
            0.0,
            EmbeddingStatus::NotApplicable,
        );
    }
    match semantic.best_similarities(&response.content) {
        Err(e) => single(
            current,
            Method::Fallback,
            0.0,
            EmbeddingStatus::Skipped { reason: e.reason },
        ),
        Ok(scores) => {
            let mut best: Option<(StateId, f64)> = None;
            for s in &scores {
                let Some(id) = wf.state_id(&s.state) else {
                    continue;
                };
                if !s.similarity.is_finite() {
                    continue;
                }
                let better = match best {
                    None => true,
                    Some((b, sim)) => s.similarity > sim || (s.similarity == sim && id < b),
                };
                if better {
                    best = Some((id, s.similarity));
                }
            }
            match best {
                Some((state, similarity)) if similarity >= wf.embedding_threshold() => single(
                    state,
                    Method::Embedding,
                    similarity.clamp(0.0, 1.0),
                    EmbeddingStatus::Matched,
                ),
                Some((state, similarity)) => single(
                    current,
                    Method::Fallback,
                    0.0,
                    EmbeddingStatus::BelowThreshold {
                        state: wf.state_name(state).to_string(),
                        similarity,
                    },
                ),
                None => single(
                    current,
                    Method::Fallback,
                    0.0,
                    EmbeddingStatus::Skipped {
                        reason: "no scores".into(),
                    },
                ),
            }
        }
    }
}

fn single(
    state: StateId,
    method: Method,
    confidence: f64,
    embedding: EmbeddingStatus,
) -> Classification {
    Classification {
        observations: vec![Observation {
            state,
            method,
            confidence,
        }],
        embedding,
    }
}

/// The pattern winner per the tie-breaking rule in the module docs.
fn match_patterns(wf: &CompiledWorkflow, text: &str) -> Option<StateId> {
    if text.is_empty() || wf.patterns().is_empty() {
        return None;
    }
    // (forbidden, match length, state): the max by (forbidden, len) and min by state wins.
    let mut best: Option<(bool, usize, StateId)> = None;
    let mut consider = |state: StateId, len: usize| {
        let forbidden = wf.state(state).is_forbidden();
        let better = match best {
            None => true,
            Some((bf, bl, bs)) => {
                (forbidden, len, std::cmp::Reverse(state)) > (bf, bl, std::cmp::Reverse(bs))
            }
        };
        if better {
            best = Some((forbidden, len, state));
        }
    };
    match wf.pattern_set() {
        Some(set) => {
            let matched = set.matches(text);
            for i in matched.iter() {
                if let Some((state, re)) = wf.patterns().get(i)
                    && let Some(m) = re.find(text)
                {
                    consider(*state, m.len());
                }
            }
        }
        None => {
            for (state, re) in wf.patterns() {
                if let Some(m) = re.find(text) {
                    consider(*state, m.len());
                }
            }
        }
    }
    best.map(|(_, _, s)| s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn workflow(embeddings: Option<bool>) -> CompiledWorkflow {
        let spec = serde_json::from_value(json!({
            "states": [
                {"name": "greet", "initial": true,
                 "classification": {"patterns": ["\\bhello\\b", "good (morning|evening)"],
                                    "exemplars": ["Hello, how can I help?"]}},
                {"name": "lookup",
                 "classification": {"toolCalls": ["lookup_order", "search_kb"],
                                    "patterns": ["let me check"],
                                    "exemplars": ["I will look into that"]}},
                {"name": "act", "classification": {"toolCalls": ["refund"], "patterns": ["hello there"]}},
                {"name": "leak", "classification": {"patterns": ["password is"]}},
                {"name": "close", "terminal": true,
                 "classification": {"patterns": ["anything else"]}}
            ],
            "transitions": [{"from": "*", "to": "close"}],
            "constraints": [{"name": "no-leak", "type": "never", "target": "leak"}],
            "classification": {"embeddingThreshold": 0.7, "embeddings": embeddings}
        }))
        .unwrap();
        CompiledWorkflow::compile("t", &spec).unwrap()
    }

    fn names(wf: &CompiledWorkflow, c: &Classification) -> Vec<(String, Method, f64)> {
        c.observations
            .iter()
            .map(|o| (wf.state_name(o.state).to_string(), o.method, o.confidence))
            .collect()
    }

    fn scores(pairs: &[(&str, f64)]) -> FixedScores {
        FixedScores(
            pairs
                .iter()
                .map(|(s, v)| StateScore {
                    state: s.to_string(),
                    similarity: *v,
                })
                .collect(),
        )
    }

    #[test]
    fn cascade_table() {
        let wf = workflow(None);
        let greet = wf.state_id("greet").unwrap();
        let tools = |names: &[&str], content: &str| AgentResponse {
            content: content.into(),
            ..AgentResponse::tools(names.iter().copied())
        };
        #[allow(clippy::type_complexity)]
        let cases: Vec<(
            &str,
            AgentResponse,
            Box<dyn SemanticClassifier>,
            Vec<(&str, Method, f64)>,
            EmbeddingStatus,
        )> = vec![
            (
                "tool call wins over content",
                tools(&["refund"], "let me check"),
                Box::new(scores(&[])),
                vec![("act", Method::ToolCall, 1.0)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "unknown tool falls through to patterns",
                tools(&["weather"], "Let me CHECK that"),
                Box::new(scores(&[])),
                vec![("lookup", Method::Pattern, 0.9)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "several calls: ordered, consecutive same state merged, unknown ignored",
                tools(
                    &[
                        "lookup_order",
                        "search_kb",
                        "weather",
                        "refund",
                        "lookup_order",
                    ],
                    "",
                ),
                Box::new(scores(&[])),
                vec![
                    ("lookup", Method::ToolCall, 1.0),
                    ("act", Method::ToolCall, 1.0),
                    ("lookup", Method::ToolCall, 1.0),
                ],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "pattern tie: forbidden state wins",
                AgentResponse::text("Your password is x. Anything else?"),
                Box::new(scores(&[])),
                vec![("leak", Method::Pattern, 0.9)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "pattern tie: equal length (12), declared first wins",
                AgentResponse::text("Good morning! Let me check."),
                Box::new(scores(&[])),
                vec![("greet", Method::Pattern, 0.9)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "pattern tie: longest match wins (other way)",
                AgentResponse::text("Hello! Let me check."),
                Box::new(scores(&[])),
                vec![("lookup", Method::Pattern, 0.9)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "pattern tie: longest match wins over a declared-earlier state",
                AgentResponse::text("hello there"),
                Box::new(scores(&[])),
                vec![("act", Method::Pattern, 0.9)],
                EmbeddingStatus::NotNeeded,
            ),
            (
                "embedding above threshold",
                AgentResponse::text("I'll dig into it"),
                Box::new(scores(&[("greet", 0.2), ("lookup", 0.83)])),
                vec![("lookup", Method::Embedding, 0.83)],
                EmbeddingStatus::Matched,
            ),
            (
                "embedding at threshold counts",
                AgentResponse::text("I'll dig into it"),
                Box::new(scores(&[("lookup", 0.7)])),
                vec![("lookup", Method::Embedding, 0.7)],
                EmbeddingStatus::Matched,
            ),
            (
                "embedding below threshold falls back",
                AgentResponse::text("weather is nice"),
                Box::new(scores(&[("lookup", 0.5), ("nope", 0.99)])),
                vec![("greet", Method::Fallback, 0.0)],
                EmbeddingStatus::BelowThreshold {
                    state: "lookup".into(),
                    similarity: 0.5,
                },
            ),
            (
                "no embedder: skipped",
                AgentResponse::text("weather is nice"),
                Box::new(NoEmbedder),
                vec![("greet", Method::Fallback, 0.0)],
                EmbeddingStatus::Skipped {
                    reason: "no embedder".into(),
                },
            ),
            (
                "empty response: fallback",
                AgentResponse::default(),
                Box::new(NoEmbedder),
                vec![("greet", Method::Fallback, 0.0)],
                EmbeddingStatus::NotApplicable,
            ),
        ];
        for (name, response, semantic, want, embedding) in cases {
            let got = classify(&wf, greet, &response, &*semantic);
            let want: Vec<(String, Method, f64)> = want
                .into_iter()
                .map(|(s, m, c)| (s.to_string(), m, c))
                .collect();
            assert_eq!(names(&wf, &got), want, "{name}");
            assert_eq!(got.embedding, embedding, "{name}");
        }
    }

    #[test]
    fn fallback_stays_in_current_state() {
        let wf = workflow(None);
        let lookup = wf.state_id("lookup").unwrap();
        let got = classify(&wf, lookup, &AgentResponse::text("mmm"), &NoEmbedder);
        assert_eq!(got.observations[0].state, lookup);
        assert_eq!(got.observations[0].method, Method::Fallback);
    }

    #[test]
    fn embeddings_switched_off() {
        let wf = workflow(Some(false));
        let got = classify(
            &wf,
            wf.initial(),
            &AgentResponse::text("mmm"),
            &scores(&[("lookup", 0.99)]),
        );
        assert_eq!(got.observations[0].method, Method::Fallback);
        assert_eq!(got.embedding, EmbeddingStatus::NotApplicable);
    }

    #[test]
    fn embedding_ties_go_to_the_state_declared_first() {
        let wf = workflow(None);
        let got = classify(
            &wf,
            wf.initial(),
            &AgentResponse::text("mmm"),
            &scores(&[("lookup", 0.8), ("greet", 0.8), ("act", f64::NAN)]),
        );
        assert_eq!(wf.state_name(got.observations[0].state), "greet");
    }
}
