//! `kubectl argus tools` on files, offline: export in every format, import back.

#![allow(clippy::unwrap_used)]

use std::process::Command;

fn plugin(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kubectl-argus"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const ACTOR: &str = "../manifests/examples/actor-support.yaml";

#[test]
fn export_works_offline_in_every_format() {
    for (format, pointer, want) in [
        ("openai", "/0/function/name", "lookup_order"),
        ("anthropic", "/0/input_schema/required/0", "order_id"),
        (
            "gemini",
            "/0/functionDeclarations/1/name",
            "search_knowledge_base",
        ),
        ("mcp", "/tools/1/_meta/argus.dev~1endpoint", "kb-server"),
    ] {
        let (ok, out, err) = plugin(&["tools", "export", "-f", ACTOR, "--format", format]);
        assert!(ok, "{format}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            v.pointer(pointer).and_then(|x| x.as_str()),
            Some(want),
            "{format}: {out}"
        );
    }
    let (ok, _, err) = plugin(&["tools", "export", "-f", ACTOR, "--format", "yaml"]);
    assert!(!ok);
    assert!(err.contains("unknown tool format \"yaml\""), "{err}");
}

#[test]
fn import_turns_an_mcp_list_into_actor_yaml() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, exported, err) = plugin(&["tools", "export", "-f", ACTOR, "--format", "mcp"]);
    assert!(ok, "{err}");
    let file = dir.path().join("tools.json");
    std::fs::write(&file, exported).unwrap();
    let (ok, yaml, err) = plugin(&[
        "tools",
        "import",
        "--format",
        "mcp",
        file.to_str().unwrap(),
        "--name",
        "kb",
        "--tier",
        "READ_ONLY",
    ]);
    assert!(ok, "{err}");
    assert!(yaml.contains("kind: Actor"), "{yaml}");
    let docs = argus_crds::parse_documents(&yaml).unwrap();
    let Ok(argus_crds::Document::Actor(a)) = &docs[0] else {
        panic!("{yaml}")
    };
    assert_eq!(a.metadata.name.as_deref(), Some("kb"));
    assert_eq!(a.spec.tools.len(), 9);
    let (ok, _, err) = plugin(&["tools", "import", "--format", "openai", "/nonexistent.json"]);
    assert!(!ok && err.contains("/nonexistent.json"), "{err}");
}
