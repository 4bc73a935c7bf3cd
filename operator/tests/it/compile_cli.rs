//! `argus-operator compile-actor`: the compiled Actor the sidecar would read, offline.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::process::Command;

use argus_crds::{Document, has_errors, parse_documents, validate_sidecar_config};

fn compile(files: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_argus-operator"))
        .arg("compile-actor")
        .args(files)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn prints_the_example_actor_compiled_with_its_digest() {
    let (code, out, err) = compile(&["manifests/examples/actor-dev-buddy.yaml"]);
    assert_eq!(code, 0, "{out}{err}");
    let docs = parse_documents(&out).unwrap();
    let Some(Ok(Document::Actor(actor))) = docs.into_iter().next() else {
        panic!("no Actor in {out}");
    };
    assert!(actor.spec.program.is_none(), "{out}");
    assert_eq!(actor.spec.role, "code-reviewer");
    assert_eq!(actor.spec.tools.len(), 3);
    assert!(
        out.starts_with("# Actor/dev-buddy: programDigest sha256:"),
        "{out}"
    );
}

#[test]
fn compiles_a_local_mode_sidecar_config_into_one_the_sidecar_accepts() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("config.yaml");
    std::fs::write(
        &file,
        "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: laptop\nactor:\n  name: a\n  spec:\n    tier: READ_ONLY\n    program: '(actor \"a\" (role \"r\") (talent \"t\" (behavior \"b\" :active (plan (input) (tool \"search\" :args {:q (get input \"q\")})))))'\n",
    )
    .unwrap();
    // Uncompiled, the sidecar refuses it: its gates would not see the program's tools.
    let text = std::fs::read_to_string(&file).unwrap();
    let Some(Ok(Document::SidecarConfig(raw))) = parse_documents(&text).unwrap().pop() else {
        panic!("not a SidecarConfig");
    };
    let problems = validate_sidecar_config(&raw);
    assert!(
        problems
            .iter()
            .any(|p| p.path == "actor.spec.program" && p.message.contains("compile-actor")),
        "{problems:?}"
    );

    let (code, out, err) = compile(&[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    let Some(Ok(Document::SidecarConfig(config))) = parse_documents(&out).unwrap().pop() else {
        panic!("no SidecarConfig in {out}");
    };
    let problems = validate_sidecar_config(&config);
    assert!(!has_errors(&problems), "{problems:?}");
    let actor = &config.actor.as_ref().unwrap().spec;
    assert_eq!(actor.tools[0].name, "search");
    assert_eq!(actor.talents[0].behaviors[0].tools, ["search"]);
}

#[test]
fn errors_name_the_file_the_actor_and_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("actor.yaml");
    std::fs::write(
        &file,
        "apiVersion: argus.dev/v1alpha1\nkind: Actor\nmetadata: { name: a }\nspec:\n  tier: READ_ONLY\n  program: |\n    (actor \"a\"\n      (tool \"x\")\n      (tool \"x\"))\n",
    )
    .unwrap();
    let (code, out, err) = compile(&[file.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("Actor/a: error: spec.program: line 3, column 3: duplicate tool \"x\" (first declared at line 2, column 3)"),
        "{err}"
    );
    assert!(out.trim().is_empty(), "{out}");
}
