//! `kubectl argus …`: the Argus kubectl plugin. This file holds only the command tree
//! and its dispatch; each command group lives in its own module.
#![forbid(unsafe_code)]

mod approvals;
mod client;
mod tools;

use clap::{Parser, Subcommand};

/// Argus from kubectl: approvals, audit, tools and more, with your own Kubernetes credentials.
#[derive(Parser)]
#[command(name = "kubectl-argus", bin_name = "kubectl argus", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List approvals (deferred agent actions and their decisions).
    Approvals(approvals::ListArgs),
    /// Approve a pending approval: the action passes once.
    Approve(approvals::DecideArgs),
    /// Deny a pending approval: the action stays refused.
    Deny(approvals::DecideArgs),
    /// Export an Actor's tools to other formats, or import tools into an Actor.
    #[command(subcommand)]
    Tools(tools::ToolsCommand),
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Approvals(a) => approvals::list(a).await,
        Command::Approve(a) => approvals::decide(a, true).await,
        Command::Deny(a) => approvals::decide(a, false).await,
        Command::Tools(c) => tools::run(c).await,
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
