//! `argus-sidecar`: the egress LLM proxy injected next to every agent.
#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::process::ExitCode;

use argus_crds::document::{Document, parse_documents};

/// The Argus sidecar: an LLM proxy that tracks the agent's workflow, corrects drift,
/// enforces policy and gates, and audits every call.
#[derive(clap::Parser, Debug)]
#[command(name = "argus-sidecar", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand, Debug)]
enum Command {
    /// Check a SidecarConfig file offline; exits 1 on errors, 2 when it cannot be read.
    Validate {
        /// The config file.
        file: PathBuf,
    },
}

fn main() -> ExitCode {
    let cli = <Cli as clap::Parser>::parse();
    match cli.command {
        Command::Validate { file } => validate(&file),
    }
}

fn validate(file: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: cannot read: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let doc = match parse_documents(&text).map(|mut d| {
        if d.len() == 1 {
            d.remove(0)
        } else {
            Err(argus_crds::DocumentError {
                index: 0,
                what: None,
                message: format!("expected one SidecarConfig document, found {}", d.len()),
            })
        }
    }) {
        Ok(Ok(doc @ Document::SidecarConfig(_))) => doc,
        Ok(Ok(other)) => {
            eprintln!(
                "{}: {} is not a SidecarConfig",
                file.display(),
                other.describe()
            );
            return ExitCode::from(1);
        }
        Ok(Err(e)) | Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(1);
        }
    };
    let problems = doc.validate();
    for p in &problems {
        println!("{}: {:?}: {p}", file.display(), p.severity);
    }
    if argus_crds::validation::has_errors(&problems) {
        ExitCode::from(1)
    } else {
        println!("{}: valid", file.display());
        ExitCode::SUCCESS
    }
}
