//! The `argus-embedder` binary: parse flags/env, start, serve until SIGTERM/SIGINT.
//! Any start-up failure (model, runtime library, warm-up, socket) exits non-zero.

use anyhow::Context;
use argus_embedder::{EmbedderArgs, LogFormat};
use clap::Parser;
use tokio::signal::unix::{SignalKind, signal};

fn init_tracing(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Json => builder.json().init(),
        LogFormat::Text => builder.init(),
    }
}

fn main() -> anyhow::Result<()> {
    // ONNX Runtime's non-Windows builds start a telemetry uploader when their
    // environment is created (it looks up mobile.events.data.microsoft.com again and
    // again); disabling telemetry through the API afterwards does not stop it. Only
    // ORT_DISABLE_TELEMETRY=1, set before the library creates its environment, does.
    // Nothing in an injected pod may reach a host its configuration does not name, so
    // it is set here whatever the caller's environment says.
    // SAFETY: no other thread exists yet (the runtime is built below), so nothing can
    // read the environment while it changes.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var("ORT_DISABLE_TELEMETRY", "1");
    }
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?
        .block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let args = EmbedderArgs::parse();
    init_tracing(args.log_format);
    let settings = args.settings()?;
    let mut running = argus_embedder::start(settings).await.context(
        "argus-embedder could not start (check ARGUS_MODEL_PATH, ARGUS_TOKENIZER_PATH and ORT_DYLIB_PATH; \
         in a checkout run `make models` and export ORT_DYLIB_PATH=\"$(tools/onnxruntime.sh)\")",
    )?;
    let stop = running.take_stop();
    let mut terminate =
        signal(SignalKind::terminate()).context("installing the SIGTERM handler")?;
    tokio::spawn(async move {
        tokio::select! {
            _ = terminate.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
        tracing::info!("shutting down");
        if let Some(stop) = stop {
            let _ = stop.send(());
        }
    });
    running.wait().await.context("gRPC server failed")?;
    Ok(())
}
