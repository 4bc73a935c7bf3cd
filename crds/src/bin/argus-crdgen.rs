//! Writes the generated CRDs and schemas: `argus-crdgen [--check] CRD_DIR SCHEMA_FILE`.
//! The ClaimBundle schema goes beside SCHEMA_FILE, as `claim-bundle.schema.json`.
//! With `--check` it writes nothing and fails if a file on disk differs.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let check = args.first().is_some_and(|a| a == "--check");
    if check {
        args.remove(0);
    }
    let [crd_dir, schema_file] = args.as_slice() else {
        eprintln!("usage: argus-crdgen [--check] CRD_DIR SCHEMA_FILE");
        return ExitCode::from(2);
    };
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    for (name, crd) in argus_crds::crds() {
        match argus_crds::crd_yaml(&crd) {
            Ok(body) => files.push((Path::new(crd_dir).join(name), body)),
            Err(e) => {
                eprintln!("cannot serialise {name}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let schema = argus_crds::sidecar_config_schema();
    match serde_json::to_string_pretty(&schema) {
        Ok(s) => files.push((PathBuf::from(schema_file), s + "\n")),
        Err(e) => {
            eprintln!("cannot serialise the config schema: {e}");
            return ExitCode::FAILURE;
        }
    }
    let bundle_file = Path::new(schema_file).with_file_name("claim-bundle.schema.json");
    match serde_json::to_string_pretty(&argus_crds::claim_bundle_schema()) {
        Ok(s) => files.push((bundle_file, s + "\n")),
        Err(e) => {
            eprintln!("cannot serialise the ClaimBundle schema: {e}");
            return ExitCode::FAILURE;
        }
    }
    let mut stale = Vec::new();
    for (path, body) in &files {
        let current = std::fs::read_to_string(path).unwrap_or_default();
        if current == *body {
            continue;
        }
        if check {
            stale.push(path.display().to_string());
        } else {
            if let Some(dir) = path.parent()
                && let Err(e) = std::fs::create_dir_all(dir)
            {
                eprintln!("cannot create {}: {e}", dir.display());
                return ExitCode::FAILURE;
            }
            if let Err(e) = std::fs::write(path, body) {
                eprintln!("cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            println!("wrote {}", path.display());
        }
    }
    if !stale.is_empty() {
        eprintln!("generated files are stale (run `make crds` and commit):");
        for s in stale {
            eprintln!("  {s}");
        }
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
