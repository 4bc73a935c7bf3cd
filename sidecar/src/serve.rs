//! `argus-sidecar serve`: load the config (file, then `ARGUS_*` env and flags on top),
//! start the proxy and admin listeners, hot-reload the file when it changes (a bad new
//! file is rejected and the old config stays), and drain on SIGTERM.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use anyhow::Context as _;
use argus_crds::{
    ApprovalStoreKind, CONFIG_PATH, Document, ListenSettings, LogFormat, RedisConnection,
    SidecarConfig, TelemetrySettings, parse_documents,
};
use tokio::net::TcpListener;
use tokio::sync::watch;

use crate::edge::server::{ConnectionLimits, serve};
use crate::mcp::GatewayState;
use crate::obs::metrics::Reason;
use crate::proxy::handler;
use crate::shared::{AppState, Runtime};
use crate::stores::session::RedisStore;

/// The proxy port's routes: `/mcp` is the MCP gateway's (with its own state), every
/// other path the LLM proxy's.
async fn route(
    state: Arc<AppState>,
    mcp: Arc<GatewayState>,
    req: http::Request<hyper::body::Incoming>,
) -> Result<http::Response<crate::edge::ProxyBody>, std::convert::Infallible> {
    if req.uri().path() == crate::mcp::PATH {
        let resp = crate::mcp::handle(state.clone(), mcp, req).await;
        let labels = crate::obs::metrics::RequestLabels {
            format: "mcp",
            status: crate::obs::metrics::status_class(resp.status().as_u16()),
        };
        state.obs.metrics.requests.get_or_create(&labels).inc();
        return Ok(resp);
    }
    handler::handle(state, req).await
}

/// Flags of `serve`; each also reads an `ARGUS_*` environment variable and overrides the file.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ServeArgs {
    /// The SidecarConfig file.
    #[arg(long, env = "ARGUS_CONFIG", default_value = CONFIG_PATH)]
    pub config: PathBuf,
    /// Proxy listen address (overrides listen.proxy).
    #[arg(long, env = "ARGUS_LISTEN")]
    pub listen: Option<String>,
    /// Admin listen address (overrides listen.admin).
    #[arg(long, env = "ARGUS_ADMIN_LISTEN")]
    pub admin_listen: Option<String>,
    /// OpenAI-compatible upstream used when the config names no provider (local mode).
    #[arg(long, env = "ARGUS_UPSTREAM")]
    pub upstream: Option<String>,
    /// Redis URL (overrides redis.url).
    #[arg(long, env = "ARGUS_REDIS_URL")]
    pub redis_url: Option<String>,
    /// Tenant id (overrides tenant).
    #[arg(long, env = "ARGUS_TENANT")]
    pub tenant: Option<String>,
    /// Log format, json or text (overrides telemetry.logFormat).
    #[arg(long, env = "ARGUS_LOG_FORMAT")]
    pub log_format: Option<String>,
    /// Log filter, e.g. `info` or `argus_sidecar=debug` (overrides telemetry.logLevel).
    #[arg(long, env = "ARGUS_LOG")]
    pub log_level: Option<String>,
    /// OTLP gRPC endpoint for traces (overrides telemetry.otlpEndpoint).
    #[arg(long, env = "ARGUS_OTLP_ENDPOINT")]
    pub otlp_endpoint: Option<String>,
    /// Most connections the proxy port holds at once (overrides listen.maxConnections).
    #[arg(long, env = "ARGUS_MAX_CONNECTIONS")]
    pub max_connections: Option<u32>,
    /// Most connections the admin port holds at once (overrides listen.adminMaxConnections).
    #[arg(long, env = "ARGUS_ADMIN_MAX_CONNECTIONS")]
    pub admin_max_connections: Option<u32>,
    /// Seconds to send request headers (overrides listen.headerReadTimeoutSeconds).
    #[arg(long, env = "ARGUS_HEADER_READ_TIMEOUT_SECONDS")]
    pub header_read_timeout_seconds: Option<u32>,
    /// Seconds to send a request body (overrides listen.bodyReadTimeoutSeconds).
    #[arg(long, env = "ARGUS_BODY_READ_TIMEOUT_SECONDS")]
    pub body_read_timeout_seconds: Option<u32>,
    /// Seconds an idle keep-alive connection stays open (overrides listen.idleTimeoutSeconds).
    #[arg(long, env = "ARGUS_IDLE_TIMEOUT_SECONDS")]
    pub idle_timeout_seconds: Option<u32>,
    /// Do not watch the config file for changes.
    #[arg(long, env = "ARGUS_NO_WATCH")]
    pub no_watch: bool,
    /// Seconds in-flight requests get to finish on shutdown.
    #[arg(long, env = "ARGUS_DRAIN_SECONDS", default_value_t = 10)]
    pub drain_seconds: u64,
    /// Threads serving requests. One core does well over 10k requests/s, and one thread
    /// spares every request the cross-core hand-offs between threads (measured: lower
    /// latency); raise it for pods that proxy many concurrent streams.
    #[arg(long, env = "ARGUS_WORKER_THREADS", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=256))]
    pub worker_threads: u16,
}

/// Reads and parses a SidecarConfig file, then applies the overrides of `args`.
pub fn load_config(path: &Path, args: &ServeArgs) -> anyhow::Result<SidecarConfig> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read config {}", path.display()))?;
    let mut docs =
        parse_documents(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    if docs.len() != 1 {
        anyhow::bail!(
            "{}: expected exactly one SidecarConfig document, found {}",
            path.display(),
            docs.len()
        );
    }
    let mut config = match docs.remove(0) {
        Ok(Document::SidecarConfig(c)) => *c,
        Ok(other) => anyhow::bail!(
            "{}: {} is not a SidecarConfig",
            path.display(),
            other.describe()
        ),
        Err(e) => anyhow::bail!("{}: {e}", path.display()),
    };
    if let Some(v) = &args.listen {
        config.listen.proxy = v.clone();
    }
    if let Some(v) = &args.admin_listen {
        config.listen.admin = v.clone();
    }
    let listen = &mut config.listen;
    for (flag, value) in [
        (&mut listen.max_connections, args.max_connections),
        (
            &mut listen.admin_max_connections,
            args.admin_max_connections,
        ),
        (
            &mut listen.header_read_timeout_seconds,
            args.header_read_timeout_seconds,
        ),
        (
            &mut listen.body_read_timeout_seconds,
            args.body_read_timeout_seconds,
        ),
        (&mut listen.idle_timeout_seconds, args.idle_timeout_seconds),
    ] {
        if let Some(v) = value {
            *flag = v;
        }
    }
    if let Some(v) = &args.redis_url {
        config.redis = Some(RedisConnection {
            url: v.clone(),
            password: config.redis.and_then(|r| r.password),
        });
    }
    if let Some(v) = &args.tenant {
        config.tenant = Some(v.clone());
    }
    if let Some(v) = &args.log_format {
        config.telemetry.log_format = match v.as_str() {
            "json" => LogFormat::Json,
            "text" => LogFormat::Text,
            other => {
                anyhow::bail!("ARGUS_LOG_FORMAT / --log-format: {other:?} is neither json nor text")
            }
        };
    }
    if let Some(v) = &args.log_level {
        config.telemetry.log_level = v.clone();
    }
    if let Some(v) = &args.otlp_endpoint {
        config.telemetry.otlp_endpoint = Some(v.clone());
    }
    Ok(config)
}

fn read_password(config: &SidecarConfig) -> anyhow::Result<Option<String>> {
    let Some(source) = config.redis.as_ref().and_then(|r| r.password.as_ref()) else {
        return Ok(None);
    };
    crate::shared::runtime::read_secret(source)
        .map(Some)
        .map_err(|detail| anyhow::anyhow!("redis.password: {detail}"))
}

/// A started sidecar: its addresses and state, and the switch that stops it.
pub struct Sidecar {
    /// The proxy's address.
    pub proxy_addr: std::net::SocketAddr,
    /// The admin server's address.
    pub admin_addr: std::net::SocketAddr,
    /// Shared state (metrics, runtime).
    pub state: Arc<AppState>,
    /// The MCP gateway's state (sessions, pins, internal tools).
    pub mcp: Arc<GatewayState>,
    stop: watch::Sender<bool>,
    proxy: tokio::task::JoinHandle<()>,
    admin: tokio::task::JoinHandle<()>,
}

impl Sidecar {
    /// Starts the proxy and admin servers for `config` (overrides already applied). The
    /// config file in `args` is watched unless `args.no_watch`.
    pub async fn start(config: SidecarConfig, args: &ServeArgs) -> anyhow::Result<Self> {
        Self::start_with_approvals(config, args, None).await
    }

    /// [`Sidecar::start`] with this approval store instead of the one the config names
    /// (tests give an in-cluster store a mocked API server).
    pub async fn start_with_approvals(
        config: SidecarConfig,
        args: &ServeArgs,
        approvals: Option<crate::stores::approvals::ApprovalStore>,
    ) -> anyhow::Result<Self> {
        let runtime = Runtime::build(config.clone(), args.upstream.as_deref(), None)
            .map_err(|e| anyhow::anyhow!("{}: {e}", args.config.display()))?;
        let redis = match &config.redis {
            Some(r) => Some(
                RedisStore::connect(
                    &r.url,
                    read_password(&config)?,
                    runtime.sessions.limits,
                    Duration::from_millis(250),
                )
                .await
                .map_err(|e| anyhow::anyhow!("redis.url: {e}"))?,
            ),
            None => None,
        };
        let proxy_listener = TcpListener::bind(&config.listen.proxy)
            .await
            .with_context(|| format!("cannot listen on {} (listen.proxy)", config.listen.proxy))?;
        let admin_listener = TcpListener::bind(&config.listen.admin)
            .await
            .with_context(|| format!("cannot listen on {} (listen.admin)", config.listen.admin))?;
        let proxy_addr = proxy_listener.local_addr()?;
        let admin_addr = admin_listener.local_addr()?;
        let audit_redis = redis.as_ref().map(RedisStore::client);
        let mut state = AppState::new(runtime, redis);
        if let Some(store) = approvals {
            state.gates.approvals = store;
        } else if config.approvals.store == ApprovalStoreKind::Kubernetes {
            let stack = config.gate_stack.as_ref().map(|g| g.name.clone());
            state.gates.approvals = crate::stores::approvals::ApprovalStore::Kubernetes(
                crate::stores::approvals::kube::KubeApprovals::in_cluster(&config.approvals, stack)
                    .await,
            );
        }
        let state = Arc::new(state);
        // The operator's console reads the timelines of a cluster from Redis.
        if let Some(client) = &audit_redis {
            let feed = crate::shared::feed::Feed::start(
                client.clone(),
                state.obs.metrics.console_feed.clone(),
            );
            if state.obs.timeline.ship_to(feed).is_err() {
                tracing::warn!("the console feed was started twice; keeping the first");
            }
        }
        // The MCP gateway's own state: its sessions, pins and internal tools.
        let mcp = Arc::new(GatewayState {
            pins: crate::mcp::vetting::ToolPins::new(state.sessions.configured_redis_client()),
            ..Default::default()
        });
        mcp.internal
            .register(Arc::new(crate::mcp::send_message::SendMessage::new(&state)));
        // Open before the first request when the store answers; kept open from then on.
        if let Some(plan) = state.runtime().context.clone()
            && audit_redis
                .as_ref()
                .is_none_or(fred::prelude::ClientLike::is_connected)
        {
            crate::shared::state::open_inbox(&state.context.inbox, &plan.tenant).await;
        }
        if let Some(client) = &audit_redis {
            tokio::spawn(crate::shared::state::keep_inbox_open(
                Arc::downgrade(&state),
                client.clone(),
            ));
        }
        crate::obs::audit::configure(&config, audit_redis, &state.obs.metrics);
        let (stop, stop_rx) = watch::channel(false);
        let (st, gateway) = (state.clone(), mcp.clone());
        let proxy = tokio::spawn(serve(
            proxy_listener,
            // Boxed: hyper and the connection task move the request's future around, and
            // unboxed it is tens of kilobytes copied each time.
            move |req| Box::pin(route(st.clone(), gateway.clone(), req)),
            ConnectionLimits::proxy(&config.listen),
            stop_rx.clone(),
        ));
        let st = state.clone();
        let console = admin_addr.ip().is_loopback();
        if !console {
            state.obs.timeline.turn_off();
        }
        let admin = tokio::spawn(serve(
            admin_listener,
            move |req| crate::console::admin_port(st.clone(), req, console),
            ConnectionLimits::admin(&config.listen),
            stop_rx.clone(),
        ));
        if !args.no_watch {
            tokio::spawn(watch_config(args.clone(), state.clone(), stop_rx));
        }
        state.obs.ready.store(true, Ordering::SeqCst);
        tracing::info!(proxy = %proxy_addr, admin = %admin_addr, tenant = %config.tenant(), config = %args.config.display(), "argus-sidecar ready");
        Ok(Self {
            proxy_addr,
            admin_addr,
            state,
            mcp,
            stop,
            proxy,
            admin,
        })
    }

    /// Stops accepting, lets in-flight requests finish and closes every connection, then
    /// waits for the work those responses started (workflow steps, cache writes) — all
    /// of it within `drain`; whatever is still running then is dropped, with a warning.
    pub async fn shutdown(mut self, drain: Duration) {
        self.state.obs.ready.store(false, Ordering::SeqCst);
        let _ = self.stop.send(true);
        let state = self.state.clone();
        let proxy = &mut self.proxy;
        let drained = tokio::time::timeout(drain, async move {
            let _ = proxy.await;
            state.background.close();
            state.background.wait().await;
        })
        .await;
        if drained.is_err() {
            tracing::warn!(
                drain_seconds = drain.as_secs_f64(),
                requests_running = !self.proxy.is_finished(),
                background_tasks = self.state.background.len(),
                "drain deadline passed; dropping what is still running"
            );
            self.proxy.abort();
        }
        self.admin.abort();
    }
}

/// Runs the sidecar until SIGTERM or Ctrl-C.
pub async fn run(args: ServeArgs) -> anyhow::Result<()> {
    let config = load_config(&args.config, &args)?;
    let _telemetry = crate::obs::telemetry::init(&config.telemetry)?;
    match raise_open_file_limit() {
        Ok((soft, hard)) => tracing::info!(soft, hard, "open file limit"),
        Err(e) => tracing::warn!(error = %e, "could not raise the open file limit"),
    }
    let sidecar = Sidecar::start(config, &args).await?;
    shutdown_signal().await;
    tracing::info!("shutting down: draining in-flight requests");
    sidecar
        .shutdown(Duration::from_secs(args.drain_seconds))
        .await;
    Ok(())
}

/// Raises the soft limit of open files to the hard limit: every connection and upstream
/// call holds a descriptor, and the usual soft default (1024) is below what the
/// connection limits allow. Returns the (soft, hard) limits in force afterwards.
#[cfg(unix)]
pub fn raise_open_file_limit() -> Result<(u64, u64), String> {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        let raised = rustix::process::Rlimit {
            current: limit.maximum,
            maximum: limit.maximum,
        };
        setrlimit(Resource::Nofile, raised).map_err(|e| e.to_string())?;
    }
    let now = getrlimit(Resource::Nofile);
    // `None` is RLIM_INFINITY.
    Ok((
        now.current.unwrap_or(u64::MAX),
        now.maximum.unwrap_or(u64::MAX),
    ))
}

/// No descriptor limits to raise here.
#[cfg(not(unix))]
pub fn raise_open_file_limit() -> Result<(u64, u64), String> {
    Err("not supported on this platform".into())
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

/// Reloads the config when its file (or the directory holding it, as a Kubernetes
/// ConfigMap volume swaps a symlink) changes.
async fn watch_config(args: ServeArgs, state: Arc<AppState>, mut stop: watch::Receiver<bool>) {
    use notify::Watcher as _;
    let (tx, mut rx) = tokio::sync::mpsc::channel::<()>(16);
    let dir = args
        .config
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let mut watcher =
        match notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
            if event.is_ok() {
                let _ = tx.try_send(());
            }
        }) {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!(error = %e, "config hot reload disabled: cannot watch files");
                return;
            }
        };
    if let Err(e) = watcher.watch(&dir, notify::RecursiveMode::NonRecursive) {
        tracing::warn!(error = %e, dir = %dir.display(), "config hot reload disabled: cannot watch the config directory");
        return;
    }
    let mut last = std::fs::read(&args.config).unwrap_or_default();
    loop {
        tokio::select! {
            _ = stop.changed() => return,
            got = rx.recv() => if got.is_none() { return },
        }
        // Editors and kubelet write in several steps: let them finish.
        tokio::time::sleep(Duration::from_millis(200)).await;
        while rx.try_recv().is_ok() {}
        let Ok(now) = std::fs::read(&args.config) else {
            continue;
        };
        if now == last {
            continue;
        }
        last = now;
        let result = load_config(&args.config, &args).and_then(|c| {
            crate::obs::telemetry::log_filter(&c.telemetry.log_level)?;
            Runtime::build(c, args.upstream.as_deref(), Some(&state.runtime()))
                .map_err(anyhow::Error::from)
        });
        match result {
            Ok(rt) => {
                let old = state.runtime().config.clone();
                if old.telemetry.log_level != rt.config.telemetry.log_level
                    && let Err(e) =
                        crate::obs::telemetry::set_log_level(&rt.config.telemetry.log_level)
                {
                    tracing::error!(error = %format!("{e:#}"), "could not apply the new log level");
                }
                let needs_restart = restart_only_changes(&old, &rt.config);
                if !needs_restart.is_empty() {
                    tracing::warn!(config = %args.config.display(), settings = ?needs_restart, "these changed settings take effect only when the sidecar restarts");
                }
                crate::obs::audit::configure(
                    &rt.config,
                    state.sessions.configured_redis_client(),
                    &state.obs.metrics,
                );
                state.swap_runtime(rt);
                state
                    .obs
                    .metrics
                    .config_reloads
                    .get_or_create(&Reason {
                        reason: "applied".into(),
                    })
                    .inc();
                tracing::info!(config = %args.config.display(), "config reloaded");
            }
            Err(e) => {
                state
                    .obs
                    .metrics
                    .config_reloads
                    .get_or_create(&Reason {
                        reason: "rejected".into(),
                    })
                    .inc();
                tracing::error!(config = %args.config.display(), error = %format!("{e:#}"), "new config rejected; keeping the previous one");
            }
        }
    }
}

/// Settings a reload cannot apply to a running sidecar (its sockets, Redis connection,
/// approval store, trace exporter and log format): they take effect at the next start. Everything else —
/// workflow, policy, providers, credentials, the upstream client and its CA bundle, the
/// log level and `logBodies` — is reloaded.
fn restart_only_changes(old: &SidecarConfig, new: &SidecarConfig) -> Vec<&'static str> {
    let fixed = |t: &TelemetrySettings| TelemetrySettings {
        log_level: String::new(),
        log_bodies: false,
        ..t.clone()
    };
    // The body-read timeout is read per request; the rest of `listen` shapes the sockets.
    let sockets = |l: &ListenSettings| ListenSettings {
        body_read_timeout_seconds: 0,
        ..l.clone()
    };
    [
        ("listen", sockets(&old.listen) != sockets(&new.listen)),
        ("redis", old.redis != new.redis),
        ("approvals", old.approvals != new.approvals),
        ("telemetry", fixed(&old.telemetry) != fixed(&new.telemetry)),
    ]
    .into_iter()
    .filter_map(|(name, changed)| changed.then_some(name))
    .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        serve: ServeArgs,
    }

    fn parse(args: &[&str]) -> Result<ServeArgs, clap::Error> {
        <Cli as clap::Parser>::try_parse_from(std::iter::once("serve").chain(args.iter().copied()))
            .map(|c| c.serve)
    }

    #[test]
    fn one_worker_thread_by_default_and_zero_is_refused() {
        assert_eq!(parse(&[]).unwrap().worker_threads, 1);
        assert_eq!(parse(&["--worker-threads", "4"]).unwrap().worker_threads, 4);
        let e = parse(&["--worker-threads", "0"]).unwrap_err().to_string();
        assert!(e.contains("--worker-threads"), "{e}");
    }

    /// Local mode (a config file, no operator flags) keeps the admin port on loopback;
    /// the operator's `ARGUS_ADMIN_LISTEN` opens it to the pod network.
    #[test]
    fn the_admin_port_binds_loopback_unless_told_otherwise() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.yaml");
        std::fs::write(
            &path,
            "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: local\n",
        )
        .unwrap();
        let local = load_config(&path, &parse(&[]).unwrap()).unwrap();
        assert_eq!(local.listen.admin, "127.0.0.1:4001");
        assert_eq!(local.listen.proxy, "127.0.0.1:4000");
        let pod = load_config(&path, &parse(&["--admin-listen", "0.0.0.0:4001"]).unwrap()).unwrap();
        assert_eq!(pod.listen.admin, "0.0.0.0:4001");
    }

    #[test]
    fn sockets_redis_and_telemetry_changes_wait_for_a_restart() {
        let old = SidecarConfig::new("t");
        let mut new = old.clone();
        new.upstream.connect_timeout_ms += 1;
        new.tenant = Some("u".into());
        new.telemetry.log_level = "debug".into();
        new.telemetry.log_bodies = true;
        new.listen.body_read_timeout_seconds += 1;
        assert!(restart_only_changes(&old, &new).is_empty());
        new.listen.proxy = "127.0.0.1:4100".into();
        new.telemetry.service_name = "other".into();
        assert_eq!(restart_only_changes(&old, &new), ["listen", "telemetry"]);
    }
}
