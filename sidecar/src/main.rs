//! `argus-sidecar`: the egress LLM proxy injected next to every agent.
#![deny(unsafe_code)]

mod allocator;

use std::path::PathBuf;
use std::process::ExitCode;

use argus_crds::{Document, DocumentError, has_errors, parse_documents};

/// The Argus sidecar: an LLM proxy that tracks the agent's workflow, corrects drift,
/// enforces policy and gates, and audits every call.
#[derive(clap::Parser, Debug)]
#[command(name = "argus-sidecar", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once at start; the size of the variants does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(clap::Subcommand, Debug)]
enum Command {
    /// Run the proxy: LLM API on listen.proxy (127.0.0.1:4000), admin on listen.admin (:4001).
    Serve(argus_sidecar::ServeArgs),
    /// Check a SidecarConfig file offline; exits 1 on errors, 2 when it cannot be read.
    Validate {
        /// The config file.
        file: PathBuf,
    },
    /// Replay a JSONL trace of LLM responses through a workflow offline: one JSON object
    /// per step, then the verdicts after finalisation. Exits 0 when the run completes
    /// (whatever the verdicts), 2 when an input cannot be read or understood.
    Replay {
        /// A Workflow manifest, or a SidecarConfig containing a workflow. Repeat it (or
        /// separate with commas) to replay with several workflows: the one the session's
        /// first request would choose runs the trace (`--select`, else the selectors'
        /// patterns over the first trace line's "user" field, else the first given).
        #[arg(
            long,
            env = "ARGUS_REPLAY_WORKFLOW",
            value_delimiter = ',',
            required = true
        )]
        workflow: Vec<PathBuf>,
        /// The workflow the session names, as the x-argus-workflow header would.
        #[arg(long, env = "ARGUS_REPLAY_SELECT")]
        select: Option<String>,
        /// The trace: one response per line, an OpenAI chat completion or {"content", "tool_calls"}.
        #[arg(long, env = "ARGUS_REPLAY_TRACE")]
        trace: PathBuf,
        /// The embedder's socket, for the embedding step of the cascade (skipped without it).
        #[arg(long, env = "ARGUS_EMBEDDER_SOCKET")]
        embedder_socket: Option<PathBuf>,
        /// A GateStack manifest, or a SidecarConfig with a gateStack: every proposed call
        /// passes its gates, and each step reports the decisions (default: the one the
        /// workflow file carries, if any).
        #[arg(long, env = "ARGUS_REPLAY_GATESTACK")]
        gatestack: Option<PathBuf>,
        /// An Actor manifest, or a SidecarConfig with an actor: the tools, behaviors and
        /// tier the gates judge calls by (default: the one the workflow file carries).
        #[arg(long, env = "ARGUS_REPLAY_ACTOR")]
        actor: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = <Cli as clap::Parser>::parse();
    match cli.command {
        Command::Serve(args) => serve(args),
        Command::Validate { file } => validate(&file),
        Command::Replay {
            workflow,
            select,
            trace,
            embedder_socket,
            gatestack,
            actor,
        } => argus_sidecar::run_cli_selecting(
            &workflow,
            select.as_deref(),
            &trace,
            embedder_socket.as_deref(),
            argus_sidecar::GateFiles {
                gatestack: gatestack.as_deref(),
                actor: actor.as_deref(),
            },
        ),
    }
}

fn serve(args: argus_sidecar::ServeArgs) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(usize::from(args.worker_threads))
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("argus-sidecar: cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(argus_sidecar::run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("argus-sidecar: {e:#}");
            ExitCode::FAILURE
        }
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
            Err(DocumentError {
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
    let bad_log_level = match &doc {
        Document::SidecarConfig(c) => argus_sidecar::log_filter(&c.telemetry.log_level)
            .map_err(|e| println!("{}: Error: {e:#}", file.display()))
            .is_err(),
        _ => false,
    };
    if has_errors(&problems) || bad_log_level {
        ExitCode::from(1)
    } else {
        println!("{}: valid", file.display());
        ExitCode::SUCCESS
    }
}
