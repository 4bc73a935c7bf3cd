//! `Mcp-Param-*` headers (2026-07-28): a tool's input schema may annotate a property
//! with `x-mcp-header: <token>`, and a stateless `tools/call` then mirrors that argument
//! in the header `Mcp-Param-<token>` so that intermediaries can route on it. The gateway
//! mirrors them to a stateless upstream from the upstream's schema ([`emit`]), and checks
//! a stateless agent's against its arguments under the schema it offered ([`check`]):
//! a header and its argument are present together and equal, or absent together.

use base64::Engine;
use http::{HeaderMap, HeaderName};
use serde_json::Value;

/// The schema annotation.
pub const ANNOTATION: &str = "x-mcp-header";
const PREFIX: &str = "mcp-param-";
/// Deepest `properties` chain read.
const MAX_DEPTH: usize = 32;

/// One annotated property.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotated {
    /// Its `properties` keys from the root.
    pub path: Vec<String>,
    /// The header's token (`Mcp-Param-<token>`).
    pub token: String,
    /// Its JSON Schema type: `string`, `integer` or `boolean`.
    pub kind: String,
}

/// The annotations of `schema`, or why it is invalid — an annotation off the pure
/// `properties` chain, not an RFC 9110 token, on a property that is not a string, integer
/// or boolean, or a token twice (ignoring case). A client drops a tool whose schema is
/// invalid and sends no header for it.
pub fn annotations(schema: &Value) -> Result<Vec<Annotated>, String> {
    match scan(schema) {
        (found, None) => Ok(found),
        (_, Some(problem)) => Err(problem),
    }
}

/// The well-formed annotations of `schema` on its `properties` chain, and the first
/// problem that makes the schema invalid, if any.
fn scan(schema: &Value) -> (Vec<Annotated>, Option<String>) {
    fn walk(
        schema: &Value,
        path: &mut Vec<String>,
        out: &mut Vec<Annotated>,
        problem: &mut Option<String>,
    ) {
        let Some(props) = schema.get("properties").and_then(Value::as_object) else {
            return;
        };
        if path.len() >= MAX_DEPTH {
            return;
        }
        for (name, sub) in props {
            path.push(name.clone());
            if let Some(token) = sub.get(ANNOTATION) {
                let at = path.join(".");
                let kind = sub["type"].as_str().unwrap_or_default();
                let wrong = match token.as_str().filter(|t| is_token(t)) {
                    None => Some(format!(
                        "property {at:?}: {ANNOTATION} {token} is not an RFC 9110 token"
                    )),
                    Some(_) if !matches!(kind, "string" | "integer" | "boolean") => Some(format!(
                        "property {at:?}: {ANNOTATION} is only permitted on string, integer or boolean properties"
                    )),
                    Some(t) if out.iter().any(|a| a.token.eq_ignore_ascii_case(t)) => {
                        Some(format!("property {at:?}: {ANNOTATION} {t:?} appears twice"))
                    }
                    Some(t) => {
                        out.push(Annotated {
                            path: path.clone(),
                            token: t.to_string(),
                            kind: kind.to_string(),
                        });
                        None
                    }
                };
                if problem.is_none() {
                    *problem = wrong;
                }
            }
            walk(sub, path, out, problem);
            path.pop();
        }
    }
    let (mut out, mut problem) = (Vec::new(), None);
    walk(schema, &mut Vec::new(), &mut out, &mut problem);
    // One anywhere else (under items, allOf, …) makes the schema invalid too.
    if problem.is_none() && count(schema, 0) != out.len() {
        problem = Some(format!(
            "{ANNOTATION} found at a schema position not reachable through `properties` alone"
        ));
    }
    (out, problem)
}

fn count(v: &Value, depth: usize) -> usize {
    if depth > 2 * MAX_DEPTH {
        return 0;
    }
    match v {
        Value::Object(o) => {
            usize::from(o.contains_key(ANNOTATION))
                + o.iter()
                    .filter(|(k, _)| {
                        !matches!(k.as_str(), "default" | "examples" | "const" | "enum")
                    })
                    .map(|(_, v)| count(v, depth + 1))
                    .sum::<usize>()
        }
        Value::Array(a) => a.iter().map(|v| count(v, depth + 1)).sum(),
        _ => 0,
    }
}

fn is_token(t: &str) -> bool {
    !t.is_empty()
        && t.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

fn at<'a>(arguments: &'a Value, path: &[String]) -> Option<&'a Value> {
    path.iter()
        .try_fold(arguments, |v, k| v.as_object()?.get(k))
        .filter(|v| !v.is_null())
}

/// How a value is mirrored (before the `=?base64?…?=` wrapping); none for an object or
/// an array.
fn rendered(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A header value as text: the `=?base64?…?=` form decoded (none: malformed).
pub fn decode(raw: &str) -> Option<String> {
    match raw
        .strip_prefix("=?base64?")
        .and_then(|p| p.strip_suffix("?="))
    {
        None => Some(raw.to_string()),
        Some(payload) => base64::engine::general_purpose::STANDARD
            .decode(payload)
            .ok()
            .and_then(|b| String::from_utf8(b).ok()),
    }
}

/// The headers a stateless `tools/call` with `arguments` mirrors under `schema` (the
/// upstream's): one per annotated property whose argument is present.
pub fn emit(schema: &Value, arguments: &Value) -> Vec<(HeaderName, String)> {
    // An invalid schema validates nothing upstream: its well-formed annotations are still
    // sent.
    scan(schema)
        .0
        .into_iter()
        .filter_map(|a| {
            let value = rendered(at(arguments, &a.path)?)?;
            let name = HeaderName::try_from(format!("{PREFIX}{}", a.token)).ok()?;
            Some((name, super::outgoing::header_value(&value)))
        })
        .collect()
}

/// Checks a stateless agent's `Mcp-Param-*` headers against its `arguments` under the
/// `schema` the gateway offered for the tool: why they disagree, if they do. An invalid
/// schema checks nothing (a conforming client sends no header for it).
pub fn check(headers: &HeaderMap, schema: &Value, arguments: &Value) -> Result<(), String> {
    let Ok(found) = annotations(schema) else {
        return Ok(());
    };
    for a in found {
        let name = format!("Mcp-Param-{}", a.token);
        let key = format!("{PREFIX}{}", a.token.to_ascii_lowercase());
        let mut raws = headers.get_all(key.as_str()).iter();
        let raw = raws.next();
        if raws.next().is_some() {
            return Err(format!("the {name} header appears more than once"));
        }
        let argument = a.path.join(".");
        let value = at(arguments, &a.path);
        let (raw, value) = match (raw, value) {
            (None, None) => continue,
            (Some(_), None) => {
                return Err(format!(
                    "the {name} header is present but the request body's {argument:?} argument is absent"
                ));
            }
            (raw, Some(v)) => match (raw, rendered(v)) {
                (None, None) => continue,
                (Some(_), None) => {
                    return Err(format!(
                        "the {name} header does not match the request body's {argument:?} argument"
                    ));
                }
                (None, Some(_)) => {
                    return Err(format!(
                        "the {name} header is missing but the request body's {argument:?} argument is present"
                    ));
                }
                (Some(raw), Some(r)) => (raw, (v, r)),
            },
        };
        let Some(decoded) = std::str::from_utf8(raw.as_bytes()).ok().and_then(decode) else {
            return Err(format!(
                "the {name} header carries a malformed base64 value"
            ));
        };
        let (v, rendered) = value;
        if !matches(&a.kind, v, &rendered, &decoded) {
            return Err(format!(
                "the {name} header does not match the request body's {argument:?} argument"
            ));
        }
    }
    Ok(())
}

/// Whether a decoded header agrees with its argument: an integer property with a whole
/// value compares as a number (`42` matches `42.0`) when the header is a plain decimal;
/// anything else as text.
fn matches(kind: &str, v: &Value, rendered: &str, decoded: &str) -> bool {
    let whole = v
        .as_i64()
        .map(i128::from)
        .or_else(|| v.as_u64().map(i128::from))
        .or_else(|| {
            v.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 1e30)
                .map(|f| f as i128)
        });
    if kind == "integer"
        && !v.is_boolean()
        && let Some(whole) = whole
        && let Some(header) = decimal_whole(decoded)
    {
        return header == Some(whole);
    }
    decoded == rendered
}

/// A plain decimal (`-?digits(.digits)?`): `Some(Some(n))` when whole, `Some(None)`
/// when it has a fraction; none when it is not one.
fn decimal_whole(s: &str) -> Option<Option<i128>> {
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    let digits = int.strip_prefix('-').unwrap_or(int);
    let plain = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (s.find('.').is_none()
            || (!frac.is_empty() && frac.bytes().all(|b| b.is_ascii_digit())));
    if !plain {
        return None;
    }
    if frac.bytes().any(|b| b != b'0') {
        return Some(None);
    }
    Some(int.parse::<i128>().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            if let (Ok(k), Ok(v)) = (HeaderName::try_from(*k), v.parse()) {
                h.append(k, v);
            }
        }
        h
    }

    fn schema() -> Value {
        json!({"type": "object", "properties": {
            "region": {"type": "string", "x-mcp-header": "Region"},
            "limit": {"type": "integer", "x-mcp-header": "Limit"},
            "filter": {"type": "object", "properties": {
                "live": {"type": "boolean", "x-mcp-header": "Live"}}},
            "note": {"type": "string"}}})
    }

    #[test]
    fn annotated_arguments_are_mirrored_in_param_headers() {
        let h = emit(
            &schema(),
            &json!({"region": "día", "limit": 5, "filter": {"live": true}, "note": "n"}),
        );
        let h: Vec<(String, String)> = h.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        assert_eq!(
            h,
            [
                ("mcp-param-live".to_string(), "true".to_string()),
                ("mcp-param-limit".into(), "5".into()),
                ("mcp-param-region".into(), "=?base64?ZMOtYQ==?=".into())
            ]
        );
        assert!(emit(&schema(), &json!({})).is_empty());
        // An invalid annotation elsewhere: the valid ones are still sent upstream.
        let mut bad = schema();
        bad["properties"]["ratio"] = json!({"type": "number", "x-mcp-header": "Ratio"});
        assert_eq!(emit(&bad, &json!({"limit": 1, "ratio": 0.5})).len(), 1);
    }

    #[test]
    fn headers_that_agree_with_the_arguments_pass() {
        let args = json!({"region": "día", "limit": 42, "filter": {"live": false}});
        let ok = headers(&[
            ("mcp-param-region", "=?base64?ZMOtYQ==?="),
            ("Mcp-Param-Limit", "42.0"),
            ("mcp-param-live", "false"),
        ]);
        assert_eq!(check(&ok, &schema(), &args), Ok(()));
        // Absent together.
        assert_eq!(check(&HeaderMap::new(), &schema(), &json!({})), Ok(()));
        assert_eq!(
            check(&HeaderMap::new(), &schema(), &json!({"region": null})),
            Ok(())
        );
    }

    #[test]
    fn headers_that_disagree_are_named() {
        type Case<'a> = (&'a [(&'a str, &'a str)], Value, &'a str);
        let cases: &[Case] = &[
            (
                &[("mcp-param-region", "us")],
                json!({"region": "eu"}),
                "does not match the request body's \"region\"",
            ),
            (
                &[],
                json!({"region": "eu"}),
                "Mcp-Param-Region header is missing",
            ),
            (
                &[("mcp-param-region", "eu")],
                json!({}),
                "present but the request body's \"region\" argument is absent",
            ),
            (
                &[("mcp-param-region", "eu"), ("mcp-param-region", "eu")],
                json!({"region": "eu"}),
                "appears more than once",
            ),
            (
                &[("mcp-param-region", "=?base64?!!?=")],
                json!({"region": "eu"}),
                "malformed base64",
            ),
            (
                &[("mcp-param-limit", "42.5")],
                json!({"limit": 42}),
                "\"limit\"",
            ),
            (
                &[("mcp-param-live", "true")],
                json!({"filter": {"live": false}}),
                "\"filter.live\"",
            ),
        ];
        for (h, args, want) in cases {
            let e = check(&headers(h), &schema(), args)
                .err()
                .unwrap_or_default();
            assert!(e.contains(want), "{h:?} {args}: {e:?}");
        }
    }

    #[test]
    fn an_invalid_schema_checks_nothing() {
        for bad in [
            json!({"properties": {"a": {"type": "number", "x-mcp-header": "A"}}}),
            json!({"properties": {"a": {"type": "string", "x-mcp-header": "A B"}}}),
            json!({"properties": {"a": {"type": "string", "x-mcp-header": "A"},
                                   "b": {"type": "string", "x-mcp-header": "a"}}}),
            json!({"properties": {"a": {"type": "array", "items": {"type": "string", "x-mcp-header": "A"}}}}),
        ] {
            assert!(annotations(&bad).is_err(), "{bad}");
            assert_eq!(
                check(&headers(&[("mcp-param-a", "x")]), &bad, &json!({"a": "y"})),
                Ok(())
            );
        }
    }
}
