//! What an upstream MCP server's `tools/call` result becomes on its way to the agent,
//! before the injection check: checked against the tool's `outputSchema` (as listed by
//! the upstream in this session: a result that declares structure must carry
//! `structuredContent` that validates, the security gate's validator and wording), and
//! carried across eras — a stateless upstream's fields dropped for a handshake-era
//! agent; an `input_required` result (the upstream needs the client's input mid-call)
//! is left as it is: a stateless agent retries with its answers, and the gateway asks a
//! handshake-era agent itself (see `input`).

use serde_json::Value;

use super::invocation::Outcome;
use super::revision::{self, Era};
use super::upstream::CallError;

/// The outcome the agent (speaking `agent`) gets for `outcome`, the result of `tool` at
/// the upstream `url`, whose listed entry for the tool (if listed) is `entry`.
pub fn settle(
    outcome: Outcome,
    (url, tool): (&str, &str),
    entry: Option<&Value>,
    (upstream_modern, agent): (bool, Era),
) -> Outcome {
    let Outcome::Result(mut result) = outcome else {
        return outcome;
    };
    let bad = |detail: String| {
        Outcome::Failed(CallError::BadAnswer {
            target: url.to_string(),
            detail,
        })
    };
    // Not a result yet: a stateless agent answers it itself, a handshake-era one is
    // asked by the gateway (see `input`).
    if result["resultType"] == "input_required" {
        return Outcome::Result(result);
    }
    if upstream_modern && agent == Era::Handshake {
        revision::handshake_result(&mut result);
    }
    // The agent's server is the gateway: the upstream's name is not passed on as if it
    // were.
    if let Some(o) = result.as_object_mut()
        && let Some(meta) = o.get_mut("_meta").and_then(Value::as_object_mut)
    {
        meta.remove(revision::SERVER_INFO_META);
        if meta.is_empty() {
            o.remove("_meta");
        }
    }
    if let Err(detail) = check_output(tool, entry, &result) {
        return bad(detail);
    }
    Outcome::Result(result)
}

/// Whether `result` keeps the promise of the tool's `outputSchema` (an error result,
/// or a tool without one, promises nothing).
pub fn check_output(tool: &str, entry: Option<&Value>, result: &Value) -> Result<(), String> {
    let Some(schema) = entry
        .and_then(|e| e.get("outputSchema"))
        .filter(|s| s.is_object())
    else {
        return Ok(());
    };
    if result["isError"].as_bool().unwrap_or(false) {
        return Ok(());
    }
    let Some(structured) = result.get("structuredContent") else {
        return Err(format!(
            "{tool} declares an outputSchema but its result has no structuredContent"
        ));
    };
    let validator = jsonschema::validator_for(schema)
        .map_err(|e| format!("{tool}'s outputSchema is not a valid JSON Schema: {e}"))?;
    match crate::gates::schema_violations(&validator, structured, "structuredContent") {
        None => Ok(()),
        Some(why) => Err(format!(
            "{tool}'s structuredContent does not match its outputSchema: {why}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry() -> Value {
        json!({"name": "weather", "inputSchema": {"type": "object"},
            "outputSchema": {"type": "object", "properties": {"celsius": {"type": "number"}},
                "required": ["celsius"]}})
    }

    #[test]
    fn structured_results_are_held_to_the_output_schema() {
        let e = entry();
        let ok = json!({"content": [], "structuredContent": {"celsius": 21.5}});
        assert_eq!(check_output("weather", Some(&e), &ok), Ok(()));
        let wrong = json!({"content": [], "structuredContent": {"celsius": "warm"}});
        let why = check_output("weather", Some(&e), &wrong).unwrap_err();
        assert!(why.contains("/celsius"), "{why}");
        let missing = json!({"content": [{"type": "text", "text": "21.5"}]});
        assert!(
            check_output("weather", Some(&e), &missing)
                .unwrap_err()
                .contains("no structuredContent")
        );
        let error = json!({"content": [], "isError": true});
        assert_eq!(check_output("weather", Some(&e), &error), Ok(()));
        assert_eq!(check_output("weather", None, &wrong), Ok(()));
    }

    #[test]
    fn results_cross_eras() {
        let modern = json!({"content": [], "resultType": "complete"});
        let Outcome::Result(r) = settle(
            Outcome::Result(modern.clone()),
            ("u", "t"),
            None,
            (true, Era::Handshake),
        ) else {
            panic!("not a result");
        };
        assert_eq!(r, json!({"content": []}));
        let asks = json!({"resultType": "input_required", "requestState": "s",
            "inputRequests": {"a": {"method": "elicitation/create", "params": {}}}});
        assert!(matches!(
            settle(Outcome::Result(asks.clone()), ("u", "t"), None, (true, Era::Modern)),
            Outcome::Result(r) if r == asks
        ));
        assert!(matches!(
            settle(Outcome::Result(asks.clone()), ("u", "t"), None, (true, Era::Handshake)),
            Outcome::Result(r) if r == asks
        ));
    }
}
