//! `kubectl argus …`: the Argus kubectl plugin. This file holds only the command tree
//! and its dispatch; each command group lives in its own module.
#![forbid(unsafe_code)]

mod approvals;
mod audit;
mod client;
mod console;
mod context;
mod messages;
mod operator_api;
mod sidecar_api;
mod token;
mod tools;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Argus from kubectl: approvals, the audit trail, tools, context and messages, with your own Kubernetes
/// credentials.
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
    /// The tamper-evident audit trail: query, verify, export.
    Audit(audit::AuditArgs),
    /// Export an Actor's tools to other formats, or import tools into an Actor.
    #[command(subcommand)]
    Tools(tools::ToolsCommand),
    /// The context engine: what a request would be given, and why.
    #[command(subcommand)]
    Context(context::ContextCommand),
    /// An actor's inbox of messages from other actors.
    Messages(messages::MessagesArgs),
    /// Open the operator's web console, reached with your own credentials.
    Console(console::ConsoleArgs),
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    let done = |r: anyhow::Result<()>| r.map(|()| ExitCode::SUCCESS);
    let result = match cli.command {
        Command::Approvals(a) => done(approvals::list(a).await),
        Command::Approve(a) => done(approvals::decide(a, true).await),
        Command::Deny(a) => done(approvals::decide(a, false).await),
        Command::Tools(c) => done(tools::run(c).await),
        Command::Context(c) => done(context::run(c).await),
        Command::Messages(m) => done(messages::run(m).await),
        Command::Console(c) => done(console::run(c).await),
        // `audit verify` exits 1 for a broken chain; errors exit 2.
        Command::Audit(args) => audit::run(args).await.or_else(|e| {
            eprintln!("error: {e:#}");
            Ok(ExitCode::from(2))
        }),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
