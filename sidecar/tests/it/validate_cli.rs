//! `argus-sidecar validate FILE`: checks a SidecarConfig offline. Exit 0 and "valid" for a
//! good file; 1 with the field named for a bad one (semantic problems, a log level that
//! does not parse, a document of another kind); 2 when the file cannot be read.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../crds/tests/fixtures/sidecar-config.yaml")
}

/// Exit code and stdout + stderr of `validate` on `file`.
fn validate(file: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_argus-sidecar"))
        .arg("validate")
        .arg(file)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap(), text)
}

/// The fixture with `from` replaced by `to`, written to `dir`.
fn variant(dir: &Path, from: &str, to: &str) -> PathBuf {
    let text = std::fs::read_to_string(fixture()).unwrap();
    assert!(text.contains(from), "the fixture has {from:?}");
    let path = dir.join("config.yaml");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path
}

#[test]
fn a_good_file_is_valid() {
    let (code, out) = validate(&fixture());
    assert_eq!(code, 0, "{out}");
    assert!(out.trim_end().ends_with(": valid"), "{out}");
}

#[test]
fn bad_files_are_refused_with_the_field_named() {
    let dir = tempfile::tempdir().unwrap();
    for (from, to, named) in [
        ("\"127.0.0.1:4000\"", "nonsense", "listen.proxy"),
        (
            "listen:",
            "telemetry: { logLevel: \"info,[\" }\nlisten:",
            "telemetry.logLevel",
        ),
        (
            "{ from: start, to: end }",
            "{ from: start, to: nowhere }",
            "nowhere",
        ),
    ] {
        let (code, out) = validate(&variant(dir.path(), from, to));
        assert_eq!(code, 1, "{to}: {out}");
        assert!(out.contains(named), "{to}: the output names {named}: {out}");
        assert!(!out.contains(": valid"), "{out}");
    }
}

#[test]
fn a_resource_of_another_kind_is_not_a_sidecar_config() {
    let workflow = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../manifests/examples/workflow-support.yaml");
    let (code, out) = validate(&workflow);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("Workflow/support is not a SidecarConfig"),
        "{out}"
    );
}

#[test]
fn an_unreadable_file_exits_2() {
    let (code, out) = validate(Path::new("/nonexistent/config.yaml"));
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("cannot read"), "{out}");
}
