//! `argus-operator compile-actor FILE...`: compiles Actors' Lisp programs offline and
//! prints what the operator would hand the sidecar — the Actor with its program combined
//! into its fields, or a local-mode SidecarConfig whose actor is compiled — so local
//! mode gets the same compiled form as a cluster, and the sidecar never reads Lisp.

use crate::validate_cmd::read_input;
use std::path::PathBuf;
use std::process::ExitCode;

use argus_crds::{Document, MergedActor, ProgramError, merge_program, parse_documents};

/// Arguments of `compile-actor`.
#[derive(clap::Args, Debug)]
pub struct CompileArgs {
    /// Files holding Actors or SidecarConfigs (`-` reads standard input); other
    /// documents are skipped.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Runs the command: 0 when every program compiles, 1 on errors, 2 on unreadable input.
pub fn run(args: &CompileArgs) -> ExitCode {
    let mut failed = false;
    let mut unreadable = false;
    let mut out = Vec::new();
    for file in &args.files {
        let Some((name, text)) = read_input(file) else {
            unreadable = true;
            continue;
        };
        let docs = match parse_documents(&text) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("{name}: error: {e}");
                failed = true;
                continue;
            }
        };
        for doc in docs {
            let compiled = match doc {
                Ok(Document::Actor(mut actor)) => {
                    let what = format!("Actor/{}", actor.metadata.name.as_deref().unwrap_or(""));
                    match merged(&name, &what, merge_program(&actor.spec)) {
                        Some(m) => {
                            if let Some(d) = m.digest() {
                                out.push(format!("# {what}: programDigest {d}"));
                            }
                            actor.spec = m.spec;
                            actor.status = None;
                            serde_saphyr::to_string(&actor)
                        }
                        None => {
                            failed = true;
                            continue;
                        }
                    }
                }
                Ok(Document::SidecarConfig(mut config)) => {
                    let what = format!("SidecarConfig/{}", config.name);
                    if let Some(actor) = config.actor.as_mut() {
                        match merged(&name, &what, merge_program(&actor.spec)) {
                            Some(m) => {
                                if let Some(d) = m.digest() {
                                    out.push(format!("# {what}: programDigest {d}"));
                                }
                                actor.spec = m.spec;
                            }
                            None => {
                                failed = true;
                                continue;
                            }
                        }
                    }
                    serde_saphyr::to_string(&config)
                }
                Ok(_) => continue,
                Err(e) => {
                    eprintln!("{name}: error: {e}");
                    failed = true;
                    continue;
                }
            };
            match compiled {
                Ok(yaml) => out.push(format!("---\n{}", yaml.trim_end())),
                Err(e) => {
                    eprintln!("{name}: cannot print the compiled form: {e}");
                    failed = true;
                }
            }
        }
    }
    if !out.is_empty() {
        println!("{}", out.join("\n"));
    }
    if unreadable {
        ExitCode::from(2)
    } else if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The merged actor, or `None` after printing each error with its line and column.
fn merged(
    file: &str,
    what: &str,
    result: Result<MergedActor, Vec<ProgramError>>,
) -> Option<MergedActor> {
    match result {
        Ok(m) => Some(m),
        Err(errors) => {
            for e in errors {
                eprintln!("{file}: {what}: error: spec.program: {e}");
            }
            None
        }
    }
}
