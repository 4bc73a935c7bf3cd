//! `argus-operator`: the Argus Kubernetes operator and admission webhook, and the
//! offline tools users run in CI (`validate`, `compile-actor`).
#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod compile_cmd;
mod run_cmd;
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
    /// Compile Actors' Lisp programs offline: prints each Actor (or local-mode
    /// SidecarConfig) with its program combined into its fields, as the sidecar reads
    /// it, and the program digest; errors name their line and column.
    CompileActor(compile_cmd::CompileArgs),
    /// Run the operator: controllers for the four kinds and for opted-in workloads (on
    /// the replica holding the leader Lease), the sidecar-injecting webhook on :8443 and
    /// metrics and probes on :8080 (on every replica).
    Run(Box<argus_operator::RunArgs>),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Validate(args) => validate_cmd::run(&args),
        Command::CompileActor(args) => compile_cmd::run(&args),
        Command::Run(args) => {
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()
            {
                Ok(rt) => rt,
                Err(e) => {
                    eprintln!("argus-operator: cannot start the runtime: {e}");
                    return ExitCode::from(2);
                }
            };
            match runtime.block_on(run_cmd::run(*args)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    tracing::error!(error = format!("{e:#}"), "operator stopped");
                    eprintln!("argus-operator: {e:#}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
