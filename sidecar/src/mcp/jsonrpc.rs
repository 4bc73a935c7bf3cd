//! JSON-RPC 2.0 as MCP uses it: one message per POST (batches went away in 2025-06-18),
//! requests with ids, notifications without, and the error codes the gateway answers with.

use serde_json::{Value, json};

/// The message is not JSON.
pub const PARSE_ERROR: i64 = -32700;
/// The JSON is not a JSON-RPC message.
pub const INVALID_REQUEST: i64 = -32600;
/// No such method.
pub const METHOD_NOT_FOUND: i64 = -32601;
/// The params are wrong.
pub const INVALID_PARAMS: i64 = -32602;
/// The tool's endpoint or upstream MCP server failed (refused, closed, bad answer).
pub const UPSTREAM_FAILED: i64 = -32000;
/// The tool's endpoint or upstream MCP server did not answer in time.
pub const UPSTREAM_TIMEOUT: i64 = -32001;
/// A stateless request's headers disagree with its body (MCP 2026-07-28).
pub const HEADER_MISMATCH: i64 = -32020;
/// The request's revision is not spoken here; `data` lists those that are.
pub const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;

/// Handshake-era revisions the gateway negotiates in `initialize`, newest first (the
/// stateless ones are in [`super::revision::MODERN`]).
pub const PROTOCOL_VERSIONS: &[&str] = super::revision::HANDSHAKE;

/// The revision to answer an `initialize` asking for `requested`: the same when
/// supported, else the newest (the client then decides whether it can go on).
pub fn negotiate(requested: Option<&str>) -> &'static str {
    requested
        .and_then(|r| PROTOCOL_VERSIONS.iter().find(|v| **v == r).copied())
        .unwrap_or(PROTOCOL_VERSIONS[0])
}

/// One message from the agent.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// A request: answered with a result or an error.
    Request {
        /// Its id (string or number).
        id: Value,
        /// The method.
        method: String,
        /// Its params (`null` when absent).
        params: Value,
    },
    /// A notification: never answered.
    Notification {
        /// The method.
        method: String,
        /// Its params.
        params: Value,
    },
    /// A response to a request the server sent.
    Response {
        /// The id it answers.
        id: Value,
    },
}

/// Why a message could not be read, and the error to answer with.
#[derive(Clone, Debug, PartialEq)]
pub struct RpcError {
    /// The id, when it could be read.
    pub id: Value,
    /// JSON-RPC code.
    pub code: i64,
    /// What is wrong.
    pub message: String,
    /// More about it (`null`: nothing).
    pub data: Value,
}

impl RpcError {
    /// An error answering `id`.
    pub fn new(id: Value, code: i64, message: impl Into<String>) -> Self {
        Self {
            id,
            code,
            message: message.into(),
            data: Value::Null,
        }
    }

    /// The error response.
    pub fn to_json(&self) -> Value {
        let mut e = error(&self.id, self.code, &self.message);
        if !self.data.is_null() {
            e["error"]["data"] = self.data.clone();
        }
        e
    }
}

/// Reads one JSON-RPC message.
pub fn parse(bytes: &[u8]) -> Result<Message, RpcError> {
    let v: Value = serde_json::from_slice(bytes).map_err(|e| {
        RpcError::new(
            Value::Null,
            PARSE_ERROR,
            format!("the message is not JSON: {e}"),
        )
    })?;
    if v.is_array() {
        return Err(RpcError::new(
            Value::Null,
            INVALID_REQUEST,
            "JSON-RPC batches are not supported (MCP 2025-06-18 removed them): send one message per request",
        ));
    }
    let Some(obj) = v.as_object() else {
        return Err(RpcError::new(
            Value::Null,
            INVALID_REQUEST,
            "a JSON-RPC message must be an object",
        ));
    };
    let id = obj.get("id").cloned();
    let bad_id = id
        .as_ref()
        .is_some_and(|i| !(i.is_string() || i.is_i64() || i.is_u64()));
    let id_or_null = if bad_id {
        Value::Null
    } else {
        id.clone().unwrap_or(Value::Null)
    };
    if obj.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
        return Err(RpcError::new(
            id_or_null,
            INVALID_REQUEST,
            "\"jsonrpc\" must be \"2.0\"",
        ));
    }
    if bad_id {
        return Err(RpcError::new(
            Value::Null,
            INVALID_REQUEST,
            "\"id\" must be a string or an integer",
        ));
    }
    match (obj.get("method"), id) {
        (Some(Value::String(m)), Some(id)) => Ok(Message::Request {
            id,
            method: m.clone(),
            params: obj.get("params").cloned().unwrap_or(Value::Null),
        }),
        (Some(Value::String(m)), None) => Ok(Message::Notification {
            method: m.clone(),
            params: obj.get("params").cloned().unwrap_or(Value::Null),
        }),
        (Some(_), id) => Err(RpcError::new(
            id.unwrap_or(Value::Null),
            INVALID_REQUEST,
            "\"method\" must be a string",
        )),
        (None, Some(id)) if obj.contains_key("result") || obj.contains_key("error") => {
            Ok(Message::Response { id })
        }
        (None, id) => Err(RpcError::new(
            id.unwrap_or(Value::Null),
            INVALID_REQUEST,
            "a JSON-RPC message needs a \"method\" (or a \"result\" or \"error\")",
        )),
    }
}

/// A result response.
pub fn result(id: &Value, result: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "result": result})
}

/// An error response.
pub fn error(id: &Value, code: i64, message: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_notifications_and_responses_are_told_apart() {
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#),
            Ok(Message::Request {
                id: json!(1),
                method: "tools/list".into(),
                params: Value::Null
            })
        );
        assert!(matches!(
            parse(br#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#),
            Ok(Message::Notification { .. })
        ));
        assert!(matches!(
            parse(br#"{"jsonrpc":"2.0","id":"s1","result":{}}"#),
            Ok(Message::Response { .. })
        ));
    }

    #[test]
    fn malformed_messages_get_the_right_code_and_a_clear_message() {
        let code = |b: &[u8]| parse(b).map_err(|e| (e.code, e.message)).err();
        assert_eq!(code(b"{nope").map(|c| c.0), Some(PARSE_ERROR));
        assert_eq!(code(b"[]").map(|c| c.0), Some(INVALID_REQUEST));
        let (c, m) = code(br#"{"jsonrpc":"1.0","id":3,"method":"x"}"#).unwrap_or_default();
        assert_eq!(
            (c, m.as_str()),
            (INVALID_REQUEST, "\"jsonrpc\" must be \"2.0\"")
        );
        assert_eq!(
            code(br#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#).map(|c| c.0),
            Some(INVALID_REQUEST)
        );
        assert_eq!(
            code(br#"{"jsonrpc":"2.0","id":1}"#).map(|c| c.0),
            Some(INVALID_REQUEST)
        );
    }

    #[test]
    fn the_requested_revision_is_kept_when_spoken_else_the_newest() {
        assert_eq!(negotiate(Some("2025-03-26")), "2025-03-26");
        assert_eq!(negotiate(Some("2024-11-05")), "2024-11-05");
        assert_eq!(negotiate(Some("2025-06-18")), "2025-06-18");
        assert_eq!(negotiate(Some("1999-01-01")), "2025-11-25");
        assert_eq!(negotiate(None), "2025-11-25");
    }
}
