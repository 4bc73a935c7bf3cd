//! `kubectl argus …`: the Argus kubectl plugin. This file holds only the top-level
//! command and its dispatch; each command group lives in its own module.
#![forbid(unsafe_code)]

mod client;
mod tools;

use clap::{Parser, Subcommand};

/// Argus from kubectl.
#[derive(Parser)]
#[command(name = "kubectl-argus", bin_name = "kubectl argus", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Export an Actor's tools to other formats, or import tools into an Actor.
    #[command(subcommand)]
    Tools(tools::ToolsCommand),
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Tools(c) => tools::run(c).await,
    }
}
