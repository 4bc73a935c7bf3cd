//! Tool-call arguments in audit entries: left out unless the GateStack's
//! `includeArguments` says otherwise, and then with the values of `redactKeys` replaced.

use serde_json::Value;

/// What a redacted value becomes.
pub const REDACTED: &str = "[REDACTED]";

/// The arguments as the audit trail keeps them: `None` unless `include`; otherwise
/// `arguments` with the value of every key in `redact_keys` (any depth, ASCII case
/// ignored) replaced by [`REDACTED`].
pub fn arguments_for_audit(
    arguments: &Value,
    include: bool,
    redact_keys: &[String],
) -> Option<Value> {
    if !include {
        return None;
    }
    let mut v = arguments.clone();
    redact(&mut v, redact_keys);
    Some(v)
}

fn redact(value: &mut Value, keys: &[String]) {
    match value {
        Value::Object(map) => {
            for (k, v) in map.iter_mut() {
                if keys.iter().any(|r| r.eq_ignore_ascii_case(k)) {
                    *v = Value::String(REDACTED.to_string());
                } else {
                    redact(v, keys);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| redact(v, keys)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn left_out_unless_included_and_redacted_at_any_depth() {
        let args =
            json!({"amount": 40, "card": {"Number": "4111", "cvv": "1"}, "items": [{"cvv": 2}]});
        assert_eq!(arguments_for_audit(&args, false, &[]), None);
        let keys = vec!["number".to_string(), "cvv".to_string()];
        assert_eq!(
            arguments_for_audit(&args, true, &keys),
            Some(
                json!({"amount": 40, "card": {"Number": REDACTED, "cvv": REDACTED}, "items": [{"cvv": REDACTED}]})
            )
        );
    }
}
