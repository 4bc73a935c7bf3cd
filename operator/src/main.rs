//! `argus-operator`: the Argus Kubernetes operator and admission webhook, and the
//! offline tools users run in CI (`validate`).
#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod validate_cmd;

/// The Argus operator: reconciles Workflows, Actors, Policies and GateStacks, runs a
/// Redis Stack per namespace and injects the Argus sidecars into opted-in pods.
#[derive(Parser, Debug)]
#[command(name = "argus-operator", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check YAML files offline: any of the four Argus kinds or a SidecarConfig
    /// (multi-document files welcome). Prints each problem with its field path; exits
    /// 1 on errors (or warnings with --strict), 2 when a file cannot be read.
    Validate(validate_cmd::ValidateArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Validate(args) => validate_cmd::run(&args),
    }
}
