//! Canonical JSON: object keys sorted by their UTF-8 bytes, no insignificant whitespace,
//! strings and numbers as `serde_json` writes them. The hash covers this form, so the
//! same entry hashes the same whichever process (or map ordering) wrote it.

use serde_json::Value;

/// `value` in canonical form.
pub fn to_string(value: &Value) -> String {
    let mut out = String::with_capacity(256);
    write(value, &mut out);
    out
}

fn write(value: &Value, out: &mut String) {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort_unstable();
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(k, out);
                out.push(':');
                if let Some(v) = map.get(k) {
                    write(v, out);
                }
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(v, out);
            }
            out.push(']');
        }
        Value::String(s) => write_str(s, out),
        // Null, booleans and numbers have one compact form.
        other => out.push_str(&other.to_string()),
    }
}

fn write_str(s: &str, out: &mut String) {
    // Serialising a string cannot fail; the fallback keeps this total.
    match serde_json::to_string(s) {
        Ok(quoted) => out.push_str(&quoted),
        Err(_) => out.push_str("\"\""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keys_are_sorted_at_every_depth_and_whitespace_is_gone() {
        let v = json!({"b": 1, "a": {"z": [true, null, "x\"y"], "c": 2.5}});
        assert_eq!(
            to_string(&v),
            r#"{"a":{"c":2.5,"z":[true,null,"x\"y"]},"b":1}"#
        );
    }

    #[test]
    fn the_same_entry_in_any_key_order_has_one_form() {
        let a: Value = serde_json::from_str(r#"{"x":1,"y":{"q":"é","p":[1,2]}}"#).unwrap();
        let b: Value = serde_json::from_str(r#"{ "y" : {"p":[1,2],"q":"é"}, "x":1 }"#).unwrap();
        assert_eq!(to_string(&a), to_string(&b));
    }
}
