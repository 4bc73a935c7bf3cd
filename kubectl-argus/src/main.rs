//! `kubectl argus`: the Argus kubectl plugin. Only the command tree and dispatch live
//! here; each command group has its own module.
#![forbid(unsafe_code)]

mod audit;
mod client;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "kubectl-argus",
    bin_name = "kubectl argus",
    version,
    about = "Argus from kubectl"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The tamper-evident audit trail: query, verify, export.
    Audit(audit::AuditArgs),
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Audit(args) => audit::run(args).await,
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
    }
}
