//! `kubectl argus …`: the Argus kubectl plugin. This file holds only the command tree
//! and its dispatch; each command group lives in its own module.
#![forbid(unsafe_code)]

mod client;
mod context;
mod messages;

use clap::{Parser, Subcommand};

/// Argus from kubectl.
#[derive(Parser, Debug)]
#[command(name = "kubectl-argus", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// The context engine: what a request would be given, and why.
    #[command(subcommand)]
    Context(context::ContextCommand),
    /// An actor's inbox of messages from other actors.
    Messages(messages::MessagesArgs),
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Context(c) => context::run(c).await,
        Command::Messages(m) => messages::run(m).await,
    }
}
