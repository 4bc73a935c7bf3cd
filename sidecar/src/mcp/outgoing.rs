//! Requests to an upstream MCP server in the era it speaks. A handshake-era upstream
//! gets the request in its session (`Mcp-Session-Id`, `Mcp-Protocol-Version`), without
//! the stateless envelope an agent may have sent; a stateless one (2026-07-28) gets the
//! envelope stamped into `params._meta` and mirrored in the routing headers, and no
//! session. An upstream that refuses `initialize` is asked `server/discover`.

use bytes::Bytes;
use http::HeaderName;
use serde_json::{Map, Value, json};
use tokio::time::Instant;

use super::revision::{
    self, CLIENT_CAPABILITIES_META, CLIENT_INFO_META, METHOD_HEADER, NAME_HEADER,
    PROTOCOL_VERSION_META,
};
use super::sessions::UpstreamSession;
use super::upstream::{CallError, Caller, find_response, is_sse, unshown};

/// Fields of a call's params only the stateless era knows (multi-round-trip input).
const MODERN_PARAMS: &[&str] = &["inputResponses", "requestState"];

/// The headers and body of request `id` (`method`, `params`) to the upstream `up`.
pub fn request(
    up: &UpstreamSession,
    id: &Value,
    method: &str,
    mut params: Value,
) -> (Vec<(HeaderName, String)>, Bytes) {
    let mut headers = super::upstream::session_headers(up);
    match &up.envelope {
        None => {
            revision::strip_envelope(&mut params);
            if let Some(o) = params.as_object_mut() {
                for k in MODERN_PARAMS {
                    o.remove(*k);
                }
            }
        }
        Some(envelope) => {
            if !params.is_object() {
                params = json!({});
            }
            let meta = params
                .as_object_mut()
                .map(|o| o.entry("_meta").or_insert_with(|| json!({})));
            if let Some(meta) = meta {
                if !meta.is_object() {
                    *meta = json!({});
                }
                // The upstream's revision always; a stateless agent's own capabilities
                // and name, when it sent them, else the gateway's session's.
                if let (Some(meta), Some(envelope)) = (meta.as_object_mut(), envelope.as_object()) {
                    for (k, v) in envelope {
                        if k == PROTOCOL_VERSION_META || !meta.contains_key(k) {
                            meta.insert(k.clone(), v.clone());
                        }
                    }
                }
            }
            headers.push((METHOD_HEADER, method.to_string()));
            if let Some(name) = revision::name_param(method).and_then(|k| params[k].as_str()) {
                headers.push((NAME_HEADER, header_value(name)));
            }
        }
    }
    let body = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
    (headers, Bytes::from(body.to_string()))
}

/// A header value for `text`: as it is when it is plain printable ASCII, else in the
/// `=?base64?…?=` form the stateless revision defines.
pub(super) fn header_value(text: &str) -> String {
    use base64::Engine;
    let plain = text.bytes().all(|b| (0x20..0x7f).contains(&b))
        && text.trim() == text
        && !(text.starts_with("=?base64?") && text.ends_with("?="));
    if plain {
        text.to_string()
    } else {
        format!(
            "=?base64?{}?=",
            base64::engine::general_purpose::STANDARD.encode(text)
        )
    }
}

/// The stateless envelope the gateway sends for an agent with `capabilities`.
pub fn envelope(version: &str, capabilities: &Value) -> Value {
    let mut m = Map::new();
    m.insert(PROTOCOL_VERSION_META.into(), json!(version));
    m.insert(CLIENT_CAPABILITIES_META.into(), capabilities.clone());
    m.insert(
        CLIENT_INFO_META.into(),
        json!({"name": "argus-sidecar", "version": env!("CARGO_PKG_VERSION")}),
    );
    Value::Object(m)
}

/// Asks the upstream at `uri` `server/discover` at the newest stateless revision: the
/// stateless session (no id) when it speaks one the gateway speaks.
pub async fn discover(
    caller: &Caller,
    uri: &http::Uri,
    capabilities: &Value,
) -> Result<UpstreamSession, CallError> {
    let target = uri.to_string();
    let bad = |detail: String| CallError::BadAnswer {
        target: target.clone(),
        detail,
    };
    let version = revision::MODERN[0];
    let probe = UpstreamSession {
        id: None,
        version: version.to_string(),
        envelope: Some(envelope(version, capabilities)),
        // Tasks are an extension in the stateless revision, which the gateway does not use.
        tasks: false,
    };
    let id = json!("argus-discover");
    let (headers, body) = request(&probe, &id, "server/discover", json!({}));
    let deadline = Instant::now() + caller.timeout;
    let resp = caller.post(uri, &headers, body, deadline).await?;
    let status = resp.status();
    let sse = is_sse(resp.headers());
    let body = caller.read(uri, resp.into_body(), deadline).await?;
    let Some(answer) = find_response(&body, sse, &id) else {
        return Err(bad(format!(
            "server/discover answered HTTP {} without a JSON-RPC response ({})",
            status.as_u16(),
            unshown(&target, &body)
        )));
    };
    if let Some(e) = answer.get("error") {
        return Err(bad(format!(
            "server/discover failed with code {}",
            e["code"].as_i64().unwrap_or_default()
        )));
    }
    let spoken = answer
        .pointer("/result/supportedVersions")
        .and_then(Value::as_array)
        .is_some_and(|v| v.iter().any(|v| v.as_str() == Some(version)));
    if !spoken {
        return Err(bad(format!(
            "server/discover lists no stateless revision the gateway speaks ({})",
            revision::MODERN.join(", ")
        )));
    }
    Ok(probe)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_era_gets_its_own_request() {
        let params = json!({"name": "search", "arguments": {"q": 1}, "requestState": "s",
            "_meta": {"progressToken": "p", PROTOCOL_VERSION_META: "2026-07-28"}});
        let handshake = UpstreamSession {
            id: Some("up-1".into()),
            version: "2025-11-25".into(),
            envelope: None,
            tasks: false,
        };
        let (h, b) = request(&handshake, &json!(7), "tools/call", params.clone());
        let b: Value = serde_json::from_slice(&b).unwrap_or_default();
        assert_eq!(
            b["params"],
            json!({"name": "search", "arguments": {"q": 1}, "_meta": {"progressToken": "p"}})
        );
        assert!(h.iter().any(|(k, v)| k == "mcp-session-id" && v == "up-1"));
        assert!(!h.iter().any(|(k, _)| k == "mcp-method"));

        let modern = UpstreamSession {
            id: None,
            version: "2026-07-28".into(),
            envelope: Some(envelope("2026-07-28", &json!({"elicitation": {}}))),
            tasks: false,
        };
        let (h, b) = request(&modern, &json!(7), "tools/call", params.clone());
        let b: Value = serde_json::from_slice(&b).unwrap_or_default();
        assert_eq!(b["params"]["requestState"], "s");
        // A stateless agent's own capabilities reach a stateless upstream.
        let mut own = params;
        own["_meta"][CLIENT_CAPABILITIES_META] = json!({"sampling": {}});
        // A `task` is passed as given: the gateway's own (see `upstream_tasks`); an agent's
        // was taken off before (see `forward`).
        own["task"] = json!({"ttl": 1000});
        let (_, b2) = request(&modern, &json!(8), "tools/call", own);
        let b2: Value = serde_json::from_slice(&b2).unwrap_or_default();
        assert_eq!(
            b2["params"]["_meta"][CLIENT_CAPABILITIES_META],
            json!({"sampling": {}})
        );
        assert_eq!(b2["params"]["task"], json!({"ttl": 1000}), "{b2}");
        assert_eq!(b["params"]["_meta"]["progressToken"], "p");
        assert_eq!(
            b["params"]["_meta"][CLIENT_CAPABILITIES_META],
            json!({"elicitation": {}})
        );
        let get = |name: &str| {
            h.iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        assert_eq!(
            (
                get("mcp-protocol-version"),
                get("mcp-method"),
                get("mcp-name")
            ),
            ("2026-07-28".into(), "tools/call".into(), "search".into())
        );
        assert_eq!(header_value("día"), "=?base64?ZMOtYQ==?=");
    }
}
