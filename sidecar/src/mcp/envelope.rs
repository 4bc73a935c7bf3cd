//! The stateless-era (2026-07-28) request envelope an agent sends: checked rung by
//! rung, the first failure answered — routing headers given once, `params._meta`
//! carrying the revision and the client's capabilities, the headers agreeing with the
//! body (`Mcp-Protocol-Version`, `Mcp-Method`, `Mcp-Name`), and a revision the gateway
//! speaks. The same ladder the official SDKs run, so an agent is told what it got wrong
//! in the words its SDK expects (`-32020` header mismatch, `-32022` unsupported).

use http::HeaderMap;
use serde_json::Value;

use super::jsonrpc::{self, RpcError};
use super::revision::{
    self, CLIENT_CAPABILITIES_META, CLIENT_INFO_META, METHOD_HEADER, NAME_HEADER,
    PROTOCOL_VERSION_META,
};
use super::upstream::VERSION_HEADER;

/// What a valid envelope says.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope {
    /// The request's revision.
    pub version: String,
    /// The client's capabilities.
    pub capabilities: Value,
    /// The client's name and version (optional in the envelope).
    pub client_info: Value,
}

/// A header value as text, the `=?base64?…?=` form decoded (none: malformed).
fn header_text(headers: &HeaderMap, name: &http::HeaderName) -> Option<Option<String>> {
    let Some(v) = headers.get(name) else {
        return Some(None);
    };
    super::param_headers::decode(std::str::from_utf8(v.as_bytes()).ok()?).map(Some)
}

/// Checks the envelope of request `id` (`method`, `params`) under `headers`.
pub fn check(
    headers: &HeaderMap,
    id: &Value,
    method: &str,
    params: &Value,
) -> Result<Envelope, RpcError> {
    let mismatch = |m: String| RpcError::new(id.clone(), jsonrpc::HEADER_MISMATCH, m);
    for name in [&VERSION_HEADER, &METHOD_HEADER, &NAME_HEADER] {
        if headers.get_all(name).iter().count() > 1 {
            return Err(mismatch(format!(
                "the {name} header appears more than once"
            )));
        }
    }
    let Some(meta) = params.get("_meta").and_then(Value::as_object) else {
        return Err(RpcError::new(
            id.clone(),
            jsonrpc::INVALID_PARAMS,
            format!(
                "params._meta must be an object carrying the envelope keys {PROTOCOL_VERSION_META:?} and {CLIENT_CAPABILITIES_META:?} (MCP 2026-07-28)"
            ),
        ));
    };
    let missing: Vec<&str> = [PROTOCOL_VERSION_META, CLIENT_CAPABILITIES_META]
        .into_iter()
        .filter(|k| !meta.contains_key(*k))
        .collect();
    if !missing.is_empty() {
        return Err(RpcError::new(
            id.clone(),
            jsonrpc::INVALID_PARAMS,
            format!(
                "params._meta is missing the envelope key(s) {}",
                missing.join(", ")
            ),
        ));
    }
    let version = &meta[PROTOCOL_VERSION_META];
    let header = |name: http::HeaderName| {
        header_text(headers, &name)
            .ok_or_else(|| mismatch(format!("the {name} header is malformed")))
    };
    let version_header = header(VERSION_HEADER)?;
    if version_header.is_none() || version.as_str() != version_header.as_deref() {
        return Err(mismatch(format!(
            "the {VERSION_HEADER} header ({}) does not match params._meta[{PROTOCOL_VERSION_META:?}] ({version})",
            version_header.as_deref().unwrap_or("absent")
        )));
    }
    let method_header = header(METHOD_HEADER)?;
    if method_header.as_deref() != Some(method) {
        return Err(mismatch(format!(
            "the {METHOD_HEADER} header ({}) does not match the request's method ({method})",
            method_header.as_deref().unwrap_or("absent")
        )));
    }
    if let Some(key) = revision::name_param(method)
        && let Some(body) = params.get(key).filter(|v| !v.is_null())
    {
        let name_header = header(NAME_HEADER)?;
        if name_header.as_deref() != body.as_str() {
            return Err(mismatch(format!(
                "the {NAME_HEADER} header ({}) does not match params.{key} ({body})",
                name_header.as_deref().unwrap_or("absent")
            )));
        }
    }
    let Some(version) = version.as_str() else {
        return Err(RpcError::new(
            id.clone(),
            jsonrpc::INVALID_PARAMS,
            format!("params._meta[{PROTOCOL_VERSION_META:?}] must be a string"),
        ));
    };
    if !revision::MODERN.contains(&version) {
        return Err(RpcError {
            data: revision::unsupported(id, version)["error"]["data"].clone(),
            ..RpcError::new(
                id.clone(),
                jsonrpc::UNSUPPORTED_PROTOCOL_VERSION,
                format!(
                    "protocol version {version:?} is not a stateless revision the gateway speaks ({})",
                    revision::MODERN.join(", ")
                ),
            )
        });
    }
    Ok(Envelope {
        version: version.to_string(),
        capabilities: meta[CLIENT_CAPABILITIES_META].clone(),
        client_info: meta.get(CLIENT_INFO_META).cloned().unwrap_or(Value::Null),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                http::HeaderName::from_bytes(k.as_bytes()).unwrap_or(METHOD_HEADER),
                v.parse().unwrap_or(http::HeaderValue::from_static("")),
            );
        }
        h
    }

    fn params(meta: Value) -> Value {
        json!({"name": "search", "arguments": {}, "_meta": meta})
    }

    const V: &str = "2026-07-28";

    #[test]
    fn a_coherent_envelope_passes_and_says_what_it_carries() {
        let h = headers(&[
            ("mcp-protocol-version", V),
            ("mcp-method", "tools/call"),
            ("mcp-name", "=?base64?c2VhcmNo?="),
        ]);
        let p = params(json!({PROTOCOL_VERSION_META: V, CLIENT_CAPABILITIES_META: {"x": {}}}));
        let e = check(&h, &json!(1), "tools/call", &p);
        assert_eq!(
            e.map(|e| (e.version, e.capabilities)),
            Ok((V.to_string(), json!({"x": {}})))
        );
    }

    #[test]
    fn each_rung_fails_with_its_own_code_and_names_what_is_wrong() {
        let ok_meta = json!({PROTOCOL_VERSION_META: V, CLIENT_CAPABILITIES_META: {}});
        let err = |h: &[(&str, &str)], method: &str, p: Value| {
            check(&headers(h), &json!(1), method, &p)
                .err()
                .map(|e| (e.code, e.message, e.data))
                .unwrap_or_default()
        };
        let good = [
            ("mcp-protocol-version", V),
            ("mcp-method", "tools/call"),
            ("mcp-name", "search"),
        ];
        let (c, m, _) = err(
            &good,
            "tools/call",
            params(json!({CLIENT_CAPABILITIES_META: {}})),
        );
        assert_eq!(c, jsonrpc::INVALID_PARAMS);
        assert!(m.contains(PROTOCOL_VERSION_META), "{m}");
        let (c, m, _) = err(&good, "tools/call", json!({"name": "search"}));
        assert_eq!(c, jsonrpc::INVALID_PARAMS);
        assert!(m.contains("params._meta"), "{m}");
        let (c, m, _) = err(
            &[
                ("mcp-protocol-version", V),
                ("mcp-method", "tools/list"),
                ("mcp-name", "search"),
            ],
            "tools/call",
            params(ok_meta.clone()),
        );
        assert_eq!(c, jsonrpc::HEADER_MISMATCH);
        assert!(m.contains("mcp-method header (tools/list)"), "{m}");
        let (c, m, _) = err(
            &[
                ("mcp-protocol-version", V),
                ("mcp-method", "tools/call"),
                ("mcp-name", "other"),
            ],
            "tools/call",
            params(ok_meta.clone()),
        );
        assert_eq!(c, jsonrpc::HEADER_MISMATCH);
        assert!(m.contains("mcp-name"), "{m}");
        let (c, m, _) = err(
            &[
                ("mcp-protocol-version", V),
                ("mcp-protocol-version", V),
                ("mcp-method", "tools/call"),
            ],
            "tools/call",
            params(ok_meta),
        );
        assert_eq!(c, jsonrpc::HEADER_MISMATCH);
        assert!(m.contains("more than once"), "{m}");
        let (c, _, data) = err(
            &[
                ("mcp-protocol-version", "2027-01-01"),
                ("mcp-method", "tools/call"),
                ("mcp-name", "search"),
            ],
            "tools/call",
            params(json!({PROTOCOL_VERSION_META: "2027-01-01", CLIENT_CAPABILITIES_META: {}})),
        );
        assert_eq!(c, jsonrpc::UNSUPPORTED_PROTOCOL_VERSION);
        assert_eq!(data["requested"], "2027-01-01");
    }
}
