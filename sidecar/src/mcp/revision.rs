//! The MCP revisions the gateway speaks, in their two eras: the handshake era
//! (`initialize`, `Mcp-Session-Id`; 2024-11-05 to 2025-11-25) and the stateless era
//! (2026-07-28: every request carries its revision and the client's capabilities in
//! `params._meta`, mirrored in the `Mcp-Protocol-Version` / `Mcp-Method` / `Mcp-Name`
//! headers; `server/discover` instead of `initialize`). Agents and upstreams each get
//! the era they speak, independently.

use http::HeaderName;
use serde_json::{Value, json};

use super::jsonrpc;

/// Handshake-era revisions, newest first.
pub const HANDSHAKE: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/// Stateless-era revisions, newest first.
pub const MODERN: &[&str] = &["2026-07-28"];

/// `params._meta` key of a stateless request's revision.
pub const PROTOCOL_VERSION_META: &str = "io.modelcontextprotocol/protocolVersion";
/// `params._meta` key of a stateless request's client capabilities.
pub const CLIENT_CAPABILITIES_META: &str = "io.modelcontextprotocol/clientCapabilities";
/// `params._meta` key of a stateless request's client name and version.
pub const CLIENT_INFO_META: &str = "io.modelcontextprotocol/clientInfo";
/// `result._meta` key of a stateless result's server name and version.
pub const SERVER_INFO_META: &str = "io.modelcontextprotocol/serverInfo";

/// The header mirroring a stateless request's method.
pub const METHOD_HEADER: HeaderName = HeaderName::from_static("mcp-method");
/// The header mirroring a stateless request's tool name (or resource URI).
pub const NAME_HEADER: HeaderName = HeaderName::from_static("mcp-name");

/// The era of a revision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Era {
    /// `initialize` and sessions.
    Handshake,
    /// A self-contained envelope per request.
    Modern,
}

/// The era of `version`, if the gateway speaks it.
pub fn era(version: &str) -> Option<Era> {
    if HANDSHAKE.contains(&version) {
        Some(Era::Handshake)
    } else if MODERN.contains(&version) {
        Some(Era::Modern)
    } else {
        None
    }
}

/// Every revision the gateway speaks, newest first.
pub fn supported() -> Vec<&'static str> {
    MODERN.iter().chain(HANDSHAKE).copied().collect()
}

/// The error for a request at a revision the gateway does not speak: code -32022 with
/// the supported revisions in `data`, as the stateless revision defines it.
pub fn unsupported(id: &Value, requested: &str) -> Value {
    let supported = supported();
    json!({"jsonrpc": "2.0", "id": id, "error": {
        "code": jsonrpc::UNSUPPORTED_PROTOCOL_VERSION,
        "message": format!(
            "MCP-Protocol-Version {requested:?} is not supported: the gateway speaks {}",
            supported.join(", ")
        ),
        "data": {"supported": supported, "requested": requested}
    }})
}

/// The params key a method's `Mcp-Name` header mirrors.
pub fn name_param(method: &str) -> Option<&'static str> {
    match method {
        "tools/call" | "prompts/get" => Some("name"),
        "resources/read" => Some("uri"),
        _ => None,
    }
}

/// Marks a stateless-era result: `resultType` (`complete` unless the upstream said
/// otherwise) and, on lists, the caching fields that revision requires (immediately
/// stale, private: a tool list depends on the agent's behavior mode).
pub fn complete(answer: &mut Value, method: &str) {
    let Some(result) = answer.get_mut("result").and_then(Value::as_object_mut) else {
        return;
    };
    result
        .entry("resultType")
        .or_insert_with(|| json!("complete"));
    if method.ends_with("/list") || method == "server/discover" {
        result.entry("ttlMs").or_insert_with(|| json!(0));
        result
            .entry("cacheScope")
            .or_insert_with(|| json!("private"));
    }
}

/// A handshake-era view of a result from a stateless upstream: the fields only that
/// revision knows are dropped (an agent's strict SDK may refuse unknown keys).
pub fn handshake_result(result: &mut Value) {
    if let Some(o) = result.as_object_mut() {
        o.remove("resultType");
        o.remove("ttlMs");
        o.remove("cacheScope");
        if let Some(meta) = o.get_mut("_meta").and_then(Value::as_object_mut) {
            meta.remove(SERVER_INFO_META);
        }
        if o.get("_meta")
            .is_some_and(|m| m.as_object().is_some_and(|m| m.is_empty()))
        {
            o.remove("_meta");
        }
    }
}

/// The `_meta` of `params` without the stateless envelope keys (a handshake upstream
/// gets the agent's other `_meta` — progress token, its own keys — unchanged).
pub fn strip_envelope(params: &mut Value) {
    if let Some(meta) = params.get_mut("_meta").and_then(Value::as_object_mut) {
        for k in [
            PROTOCOL_VERSION_META,
            CLIENT_CAPABILITIES_META,
            CLIENT_INFO_META,
        ] {
            meta.remove(k);
        }
    }
    if params
        .get("_meta")
        .is_some_and(|m| m.as_object().is_some_and(|m| m.is_empty()))
        && let Some(o) = params.as_object_mut()
    {
        o.remove("_meta");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eras_and_the_unsupported_error_name_every_revision() {
        assert_eq!(era("2025-11-25"), Some(Era::Handshake));
        assert_eq!(era("2026-07-28"), Some(Era::Modern));
        assert_eq!(era("1999-01-01"), None);
        let e = unsupported(&json!(3), "1999-01-01");
        assert_eq!(e["error"]["code"], -32022);
        assert_eq!(e["error"]["data"]["requested"], "1999-01-01");
        assert_eq!(
            e["error"]["data"]["supported"],
            json!([
                "2026-07-28",
                "2025-11-25",
                "2025-06-18",
                "2025-03-26",
                "2024-11-05"
            ])
        );
    }

    #[test]
    fn results_cross_eras_with_the_fields_each_needs() {
        let mut a = json!({"jsonrpc": "2.0", "id": 1, "result": {"tools": []}});
        complete(&mut a, "tools/list");
        assert_eq!(
            a["result"],
            json!({"tools": [], "resultType": "complete", "ttlMs": 0, "cacheScope": "private"})
        );
        let mut r = json!({"content": [], "resultType": "complete",
            "_meta": {SERVER_INFO_META: {"name": "x"}, "k": 1}});
        handshake_result(&mut r);
        assert_eq!(r, json!({"content": [], "_meta": {"k": 1}}));
        let mut p = json!({"name": "t", "_meta": {PROTOCOL_VERSION_META: "2026-07-28",
            CLIENT_CAPABILITIES_META: {}, "progressToken": "p"}});
        strip_envelope(&mut p);
        assert_eq!(p, json!({"name": "t", "_meta": {"progressToken": "p"}}));
        let mut p = json!({"name": "t", "_meta": {PROTOCOL_VERSION_META: "2026-07-28"}});
        strip_envelope(&mut p);
        assert_eq!(p, json!({"name": "t"}));
    }
}
