//! `argus-mock-llm`: the scripted LLM server, standalone (demo, benchmarks, manual tests).

use clap::Parser;

/// A scripted LLM speaking the OpenAI, Anthropic and Gemini wire formats.
#[derive(Parser, Debug)]
#[command(name = "argus-mock-llm", version, about)]
struct Args {
    /// Address to listen on.
    #[arg(long, env = "ARGUS_MOCK_LISTEN", default_value = "127.0.0.1:9000")]
    listen: String,
    /// Script file (YAML or JSON: `replies:` queue, optional `default:`); without it every reply is "OK.".
    #[arg(long, env = "ARGUS_MOCK_SCRIPT")]
    script: Option<std::path::PathBuf>,
    /// Do not record requests (for benchmarks).
    #[arg(long)]
    no_record: bool,
}

#[tokio::main(flavor = "multi_thread", worker_threads = 1)]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let script = match &args.script {
        Some(p) => argus_mock_llm::Script::from_yaml(&std::fs::read_to_string(p)?)?,
        None => argus_mock_llm::Script::fixed("OK."),
    };
    let listener = tokio::net::TcpListener::bind(&args.listen).await?;
    let server = argus_mock_llm::MockServer::start(listener, script, !args.no_record)?;
    println!("argus-mock-llm listening on {}", server.url());
    tokio::signal::ctrl_c().await?;
    Ok(())
}
