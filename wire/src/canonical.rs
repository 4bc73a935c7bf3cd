//! Canonical JSON: one byte string per JSON value, whatever order its keys came in or
//! how it was spaced, so that equal requests hash equally. Keys are sorted by their
//! UTF-8 bytes, there is no whitespace, strings use serde_json's escaping, and a number
//! with an integral value prints as an integer (`0`, `0.0` and `0e0` are one number).

use serde_json::{Number, Value};

/// The canonical text of `value`.
pub fn canonical_json(value: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, value);
    out
}

/// The canonical text of `value` with the top-level keys in `skip` left out (without
/// copying the value, which may be a multi-megabyte request).
pub fn canonical_json_without(value: &Value, skip: &[&str]) -> String {
    let mut out = String::new();
    match value {
        Value::Object(map) => write_object(
            &mut out,
            map.iter().filter(|(k, _)| !skip.contains(&k.as_str())),
        ),
        other => write_value(&mut out, other),
    }
    out
}

fn write_value(out: &mut String, value: &Value) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => write_number(out, n),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_value(out, item);
            }
            out.push(']');
        }
        Value::Object(map) => write_object(out, map.iter()),
    }
}

fn write_object<'a>(out: &mut String, entries: impl Iterator<Item = (&'a String, &'a Value)>) {
    // Sorted here rather than relying on the map's order: serde_json keeps insertion
    // order when any crate in the build enables `preserve_order`.
    let mut entries: Vec<(&String, &Value)> = entries.collect();
    entries.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    out.push('{');
    for (i, (k, v)) in entries.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(out, k);
        out.push(':');
        write_value(out, v);
    }
    out.push('}');
}

fn write_string(out: &mut String, s: &str) {
    // Serialising a `&str` cannot fail.
    out.push_str(&serde_json::to_string(s).unwrap_or_default());
}

/// Largest magnitude below which every integer is exact in an `f64`.
const EXACT_F64: f64 = 9_007_199_254_740_992.0;

fn write_number(out: &mut String, n: &Number) {
    if n.is_i64() || n.is_u64() {
        out.push_str(&n.to_string());
        return;
    }
    match n.as_f64() {
        Some(f) if f.fract() == 0.0 && f.abs() < EXACT_F64 => {
            // Integral and exact: print as the integer it is (`-0.0` becomes `0`).
            out.push_str(&format!("{}", f as i64));
        }
        Some(f) => {
            out.push_str(&Number::from_f64(f).map_or_else(|| "null".into(), |n| n.to_string()))
        }
        None => out.push_str("null"),
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::json;

    use super::*;

    #[test]
    fn sorted_compact_and_numbers_normalised() {
        let v: Value = serde_json::from_str(
            r#"{ "b": [1.0, 2.5, -0.0, 1e2], "a": {"y": "\u00e9\n", "x": null} }"#,
        )
        .unwrap();
        assert_eq!(
            canonical_json(&v),
            r#"{"a":{"x":null,"y":"é\n"},"b":[1,2.5,0,100]}"#
        );
        assert_eq!(canonical_json(&json!(0)), canonical_json(&json!(0.0)));
        assert_eq!(
            canonical_json_without(&json!({"b": 1, "a": 2, "skip": 3}), &["skip"]),
            r#"{"a":2,"b":1}"#
        );
        assert_eq!(canonical_json_without(&json!([1]), &["skip"]), "[1]");
    }

    fn arb_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(|n| json!(n)),
            any::<u64>().prop_map(|n| json!(n)),
            // Few significant digits: serde_json (without `float_roundtrip`) parses
            // these exactly, so a reparse cannot move them by an ULP.
            (-1_000_000i64..1_000_000, 0u32..4)
                .prop_map(|(m, e)| json!(m as f64 / 10f64.powi(e as i32))),
            "\\PC{0,20}".prop_map(Value::String),
        ];
        leaf.prop_recursive(5, 96, 8, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::btree_map("\\PC{0,8}", inner, 0..6)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    /// JSON text of `v` with every object's keys in reverse order and odd spacing.
    fn reordered_text(v: &Value) -> String {
        match v {
            Value::Object(map) => {
                let mut entries: Vec<_> = map.iter().collect();
                entries.reverse();
                let inner: Vec<String> = entries
                    .into_iter()
                    .map(|(k, v)| {
                        format!(
                            "\n  {} :  {}",
                            serde_json::to_string(k).unwrap(),
                            reordered_text(v)
                        )
                    })
                    .collect();
                format!("{{ {} }}", inner.join(" ,"))
            }
            Value::Array(items) => {
                let inner: Vec<String> = items.iter().map(reordered_text).collect();
                format!("[ {} ]", inner.join(" , "))
            }
            other => other.to_string(),
        }
    }

    proptest! {
        #[test]
        fn never_panics_and_is_valid_json(v in arb_json()) {
            let text = canonical_json(&v);
            let back: Value = serde_json::from_str(&text).unwrap();
            // Canonicalising is idempotent.
            prop_assert_eq!(canonical_json(&back), text);
        }

        #[test]
        fn stable_under_key_reordering_and_whitespace(v in arb_json()) {
            let reparsed: Value = serde_json::from_str(&reordered_text(&v)).unwrap();
            prop_assert_eq!(canonical_json(&reparsed), canonical_json(&v));
            let pretty: Value = serde_json::from_str(&serde_json::to_string_pretty(&v).unwrap()).unwrap();
            prop_assert_eq!(canonical_json(&pretty), canonical_json(&v));
        }
    }
}
