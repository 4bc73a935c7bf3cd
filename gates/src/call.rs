//! A tool call the model proposes, as every API format carries it, and what the gates
//! ruled for it: the one interface between gate evaluation and the wire formats
//! (whole JSON answers and streams alike).

/// A tool call proposed in an answer: OpenAI chat `tool_calls`, Responses
/// `function_call` items, Anthropic `tool_use` blocks, Gemini `functionCall` parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProposedCall {
    /// The provider's id of the call (`call_…`, `toolu_…`; Gemini has none).
    pub id: Option<String>,
    /// The function name.
    pub name: String,
    /// The arguments as the model wrote them: a JSON text (Gemini's object is
    /// serialised), possibly not valid JSON at all.
    pub arguments: String,
}

/// What happens to a proposed call in the answer the agent receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallRuling {
    /// The call reaches the agent unchanged (EXECUTE, EXPLAIN): in a stream as the
    /// provider's own bytes.
    Allow,
    /// The call is removed; `text` (e.g. `[Argus] issue_refund was refused: …`) takes
    /// its place as answer text, in the format's own shape (REFUSE, DEFER).
    Replace {
        /// What the agent reads instead of the call.
        text: String,
    },
}
