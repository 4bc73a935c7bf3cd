//! Golden tests: a pending intervention applied to a provider-neutral message list.
//! Each `fixtures/engine-interventions/<case>.in.json` holds `{"pending", "messages"}`;
//! the result (`{"messages": [...]}` or `{"blocked": ...}`) must equal
//! `<case>.out.json` byte for byte. `UPDATE_GOLDEN=1` rewrites the expected files.
#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::path::{Path, PathBuf};

use argus_sidecar::engine::{
    InjectionPatch, Message, PendingIntervention, Role, apply_intervention,
};
use serde_json::{Value, json};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engine-interventions")
}

fn run(input: &Value) -> Value {
    let pending: PendingIntervention = serde_json::from_value(input["pending"].clone()).unwrap();
    let messages: Vec<Message> = serde_json::from_value(input["messages"].clone()).unwrap();
    let roles: Vec<Role> = messages.iter().map(|m| m.role).collect();
    let patch = InjectionPatch::plan(&pending, &roles);
    match apply_intervention(&pending, &messages) {
        Ok(out) => json!({"patch": patch, "messages": out}),
        Err(blocked) => {
            json!({"patch": patch, "blocked": blocked, "errorBody": blocked.error_body()})
        }
    }
}

#[test]
fn golden_interventions() {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".in.json"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 8, "fixtures missing: {cases:?}");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for case in cases {
        let input: Value = serde_json::from_str(&std::fs::read_to_string(&case).unwrap()).unwrap();
        let got = serde_json::to_string_pretty(&run(&input)).unwrap() + "\n";
        let out = PathBuf::from(case.to_string_lossy().replace(".in.json", ".out.json"));
        if update {
            std::fs::write(&out, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&out)
            .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_GOLDEN=1)", out.display()));
        pretty_assertions::assert_eq!(got, want, "{}", case.display());
    }
}
