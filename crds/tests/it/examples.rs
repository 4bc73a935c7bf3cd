//! The example set in `manifests/examples` must be valid, complete and survive a
//! round trip through the Rust types without losing anything.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::path::PathBuf;

use argus_crds::{ConstraintType, Document, parse_documents};
use serde_json::Value;

fn examples() -> Vec<(PathBuf, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../manifests/examples");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("manifests/examples exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 5,
        "expected the full example set, found {files:?}"
    );
    files
        .into_iter()
        .map(|p| {
            (
                p.clone(),
                std::fs::read_to_string(&p).expect("readable example"),
            )
        })
        .collect()
}

fn all_documents() -> Vec<Document> {
    let mut docs = Vec::new();
    for (path, text) in examples() {
        for doc in parse_documents(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display())) {
            docs.push(doc.unwrap_or_else(|e| panic!("{}: {e}", path.display())));
        }
    }
    docs
}

#[test]
fn every_example_is_valid_without_warnings() {
    for doc in all_documents() {
        let problems = doc.validate();
        assert!(problems.is_empty(), "{}: {problems:#?}", doc.describe());
    }
}

#[test]
fn example_set_is_complete() {
    let docs = all_documents();
    let kinds: Vec<String> = docs.iter().map(|d| d.describe()).collect();
    for expected in [
        "Workflow/support",
        "Actor/support-agent",
        "Policy/support",
        "GateStack/support",
        "Deployment/support-agent",
    ] {
        assert!(
            kinds.iter().any(|k| k == expected),
            "missing {expected} in {kinds:?}"
        );
    }
    let workflow = docs
        .iter()
        .find_map(|d| match d {
            Document::Workflow(w) => Some(w),
            _ => None,
        })
        .expect("a workflow");
    for ty in [
        ConstraintType::Eventually,
        ConstraintType::Always,
        ConstraintType::Never,
        ConstraintType::Precedence,
        ConstraintType::Response,
        ConstraintType::Until,
        ConstraintType::Next,
    ] {
        assert!(
            workflow.spec.constraints.iter().any(|c| c.type_ == ty),
            "example workflow lacks a {ty:?} constraint"
        );
    }
}

/// Every key and value of `source` is present and equal in `out` (which may add defaults).
fn assert_contained(source: &Value, out: &Value, path: &str) {
    match (source, out) {
        (Value::Object(a), Value::Object(b)) => {
            for (k, v) in a {
                let w = b
                    .get(k)
                    .unwrap_or_else(|| panic!("{path}.{k} was lost in the round trip"));
                assert_contained(v, w, &format!("{path}.{k}"));
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            assert_eq!(a.len(), b.len(), "{path}: list length changed");
            for (i, (v, w)) in a.iter().zip(b).enumerate() {
                assert_contained(v, w, &format!("{path}[{i}]"));
            }
        }
        (Value::Number(a), Value::Number(b)) => assert_eq!(a.as_f64(), b.as_f64(), "{path}"),
        (a, b) => assert_eq!(a, b, "{path}"),
    }
}

#[test]
fn round_trip_through_the_types_is_lossless() {
    for (path, text) in examples() {
        let values: Vec<Value> = serde_saphyr::from_multiple(&text).expect("valid YAML");
        for value in values.into_iter().filter(|v| !v.is_null()) {
            let doc = Document::from_value(value.clone())
                .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
            let out = match &doc {
                Document::Workflow(r) => serde_json::to_value(r),
                Document::Actor(r) => serde_json::to_value(r),
                Document::Policy(r) => serde_json::to_value(r),
                Document::GateStack(r) => serde_json::to_value(r),
                Document::Approval(r) => serde_json::to_value(r),
                Document::SidecarConfig(r) => serde_json::to_value(r),
                Document::Other(_) => continue,
            }
            .expect("serialises");
            assert_contained(&value, &out, &doc.describe());
            // JSON -> types -> JSON is a fixed point.
            let again = Document::from_value(out.clone()).expect("re-reads");
            assert_eq!(again, doc, "{}", doc.describe());
        }
    }
}
