//! The offline `validate` command as users run it.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use std::process::Command;

fn validate(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_argus-operator"))
        .arg("validate")
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn examples_are_valid() {
    let files: Vec<String> = std::fs::read_dir(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../manifests/examples"
    ))
    .unwrap()
    .map(|e| {
        format!(
            "manifests/examples/{}",
            e.unwrap().file_name().to_string_lossy()
        )
    })
    .collect();
    let args: Vec<&str> = std::iter::once("--strict")
        .chain(files.iter().map(String::as_str))
        .collect();
    let (code, out) = validate(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Workflow/support: valid"), "{out}");
}

#[test]
fn ten_mistakes_give_ten_errors_and_exit_1() {
    let (code, out) = validate(&["crds/tests/fixtures/ten-mistakes.yaml"]);
    assert_eq!(code, 1, "{out}");
    let errors = out.lines().filter(|l| l.contains(": error: spec.")).count();
    assert!(errors >= 10, "{out}");
    assert!(
        out.contains("Workflow/broken: error: spec.transitions[0].to: unknown state \"refund\""),
        "{out}"
    );
}

#[test]
fn unreadable_files_exit_2_and_name_the_file() {
    let (code, out) = validate(&["does/not/exist.yaml"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("does/not/exist.yaml: cannot read"), "{out}");
}

#[test]
fn a_program_error_names_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("actor.yaml");
    std::fs::write(
        &file,
        "apiVersion: argus.dev/v1alpha1\nkind: Actor\nmetadata: { name: a }\nspec:\n  tier: READ_ONLY\n  program: |\n    (actor \"a\"\n      (role \"r\")\n      (talent \"t\"\n        (behavior \"b\" :sometimes)))\n",
    )
    .unwrap();
    let (code, out) = validate(&[file.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "Actor/a: error: spec.program: line 4, column 19: unknown mode :sometimes of behavior \"b\"; expected :active, :passive or :persistent"
        ),
        "{out}"
    );
}

#[test]
fn a_malformed_approval_is_reported_by_field() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("approval.yaml");
    std::fs::write(
        &file,
        r#"
apiVersion: argus.dev/v1alpha1
kind: Approval
metadata: { name: refund-1 }
spec:
  tenant: shop/support-agent
  actor: support-agent
  session: s-1
  tool: issue_refund
  arguments: '{}'
  argumentsSha256: nothex
  tier: DELETE
  route: DELETE
  approvers: { groups: [ops-team] }
  expiresAt: soon
"#,
    )
    .unwrap();
    let (code, out) = validate(&[file.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("Approval/refund-1: error: spec.argumentsSha256: \"nothex\" is not a SHA-256"),
        "{out}"
    );
    assert!(
        out.contains("spec.expiresAt: \"soon\" is not an RFC 3339 time"),
        "{out}"
    );
}
