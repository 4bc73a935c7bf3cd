//! `kubectl argus audit query|verify|export`: the tamper-evident audit trail, through the
//! operator's API (`/api/v1/namespaces/{ns}/audit…`) as the caller, or — local mode — read
//! straight from a Redis with `--redis-url`.

use std::process::ExitCode;

use anyhow::{Context as _, bail};
use argus_audit::ChainStore;
use argus_audit::Entry;
use argus_audit::{Filter, parse_since};
use serde_json::Value;

use crate::operator_api::{self as client, OperatorArgs};

mod export_lines;
use export_lines::ExportLines;

#[derive(clap::Args)]
pub struct AuditArgs {
    #[command(subcommand)]
    command: AuditCommand,
    /// Namespace whose audit trail to read (default: the kubeconfig context's).
    #[arg(short = 'n', long, global = true)]
    namespace: Option<String>,
    /// Read the chains straight from this Redis instead of the operator (local mode).
    #[arg(long, env = "ARGUS_REDIS_URL", global = true)]
    redis_url: Option<String>,
    /// With --redis-url: the tenant whose chain to read (default: every chain in it).
    #[arg(long, global = true)]
    tenant: Option<String>,
    #[command(flatten)]
    operator: OperatorArgs,
}

#[derive(clap::Subcommand)]
enum AuditCommand {
    /// Entries matching every filter given.
    Query {
        #[command(flatten)]
        filter: FilterArgs,
        /// Output format.
        #[arg(short = 'o', long, value_enum, default_value = "table")]
        output: Output,
        /// Most entries to show.
        #[arg(long, default_value_t = 1000)]
        limit: usize,
    },
    /// Verify every chain; exits 1 naming the first broken seq.
    Verify,
    /// Every matching entry as JSON lines.
    Export {
        #[command(flatten)]
        filter: FilterArgs,
    },
}

#[derive(clap::Args, Clone, Debug, Default)]
struct FilterArgs {
    /// The actor (`<actor>` or `<namespace>/<actor>`).
    #[arg(long)]
    actor: Option<String>,
    /// Entries since a duration ago (90s, 15m, 1h, 7d) or an RFC 3339 time.
    #[arg(long)]
    since: Option<String>,
    /// Tool name.
    #[arg(long)]
    tool: Option<String>,
    /// Gate decision: EXECUTE, EXPLAIN, DEFER or REFUSE.
    #[arg(long)]
    decision: Option<String>,
    /// Trace id.
    #[arg(long)]
    trace_id: Option<String>,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum Output {
    Json,
    Table,
}

impl FilterArgs {
    fn to_filter(&self) -> anyhow::Result<Filter> {
        if let Some(d) = &self.decision
            && !["EXECUTE", "EXPLAIN", "DEFER", "REFUSE"]
                .iter()
                .any(|x| x.eq_ignore_ascii_case(d))
        {
            bail!("--decision {d:?}: expected EXECUTE, EXPLAIN, DEFER or REFUSE");
        }
        Ok(Filter {
            actor: self.actor.clone(),
            since: self
                .since
                .as_deref()
                .map(|s| parse_since(s, jiff::Timestamp::now()))
                .transpose()?,
            tool: self.tool.clone(),
            decision: self.decision.clone(),
            trace_id: self.trace_id.clone(),
        })
    }

    fn query_string(&self, limit: Option<usize>) -> String {
        let mut q = form_urlencoded::Serializer::new(String::new());
        for (k, v) in [
            ("actor", &self.actor),
            ("since", &self.since),
            ("tool", &self.tool),
            ("decision", &self.decision),
            ("traceId", &self.trace_id),
        ] {
            if let Some(v) = v {
                q.append_pair(k, v);
            }
        }
        if let Some(l) = limit {
            q.append_pair("limit", &l.to_string());
        }
        q.finish()
    }
}

pub async fn run(args: AuditArgs) -> anyhow::Result<ExitCode> {
    match &args.redis_url {
        Some(url) => local(&args, url).await,
        None => remote(&args).await,
    }
}

async fn namespace(args: &AuditArgs) -> anyhow::Result<String> {
    if let Some(ns) = &args.namespace {
        return Ok(ns.clone());
    }
    let config = kube::Config::infer()
        .await
        .context("cannot load the kubeconfig to find the namespace (or pass -n)")?;
    Ok(config.default_namespace)
}

async fn remote(args: &AuditArgs) -> anyhow::Result<ExitCode> {
    let ns = namespace(args).await?;
    let (path, query) = match &args.command {
        AuditCommand::Query { filter, limit, .. } => {
            filter.to_filter()?;
            ("", filter.query_string(Some(*limit)))
        }
        AuditCommand::Verify => ("/verify", String::new()),
        AuditCommand::Export { filter } => {
            filter.to_filter()?;
            ("/export", filter.query_string(None))
        }
    };
    let mut url = format!("/api/v1/namespaces/{ns}/audit{path}");
    if !query.is_empty() {
        url = format!("{url}?{query}");
    }
    // An export goes to stdout as it arrives: the chain may be longer than memory.
    // A trailer line `{"error": …}` ends an export that broke off: it is the error.
    let mut export = ExportLines::new(std::io::stdout());
    let sink: client::Sink<'_> = match &args.command {
        AuditCommand::Export { .. } => Some(&mut export),
        _ => None,
    };
    let (status, body) = client::get_to(&args.operator, &url, sink).await?;
    if status != 200 {
        let message = serde_json::from_slice::<Value>(&body)
            .ok()
            // The operator's `{"error": …}`, or the API server's Status `message`
            // (a service proxy that found no operator).
            .and_then(|v| {
                v["error"]
                    .as_str()
                    .or_else(|| v["message"].as_str())
                    .map(str::to_string)
            })
            .unwrap_or_else(|| String::from_utf8_lossy(&body).into_owned());
        bail!("the Argus API answered {status}: {message}");
    }
    match &args.command {
        AuditCommand::Query { output, .. } => {
            let v: Value = serde_json::from_slice(&body).context("the API's answer is not JSON")?;
            let entries: Vec<Entry> = serde_json::from_value(v["entries"].clone())
                .context("the API's entries are not audit entries")?;
            print_entries(&entries, *output);
            Ok(ExitCode::SUCCESS)
        }
        // Written out already, chunk by chunk; a trailer makes it an error (exit 1).
        AuditCommand::Export { .. } => {
            export.finish()?;
            Ok(ExitCode::SUCCESS)
        }
        AuditCommand::Verify => {
            let v: Value = serde_json::from_slice(&body).context("the API's answer is not JSON")?;
            let mut ok = true;
            for c in v["chains"].as_array().into_iter().flatten() {
                let tenant = c["tenant"].as_str().unwrap_or("?");
                if c["ok"] == Value::Bool(true) {
                    println!(
                        "{tenant}: verified {} entries (seq {} to {}), {} gap(s), {} record(s) lost",
                        c["entries"], c["anchor"]["seq"], c["head"]["seq"], c["gaps"], c["lost"]
                    );
                } else {
                    ok = false;
                    println!(
                        "{tenant}: BROKEN at seq {}: {}",
                        c["broken"]["seq"],
                        c["broken"]["reason"].as_str().unwrap_or("")
                    );
                }
            }
            if v["chains"].as_array().is_none_or(Vec::is_empty) {
                println!("no audit chains in namespace {ns}");
            }
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
    }
}

async fn local(args: &AuditArgs, url: &str) -> anyhow::Result<ExitCode> {
    use fred::prelude::*;
    let config = Config::from_url(url).with_context(|| format!("--redis-url {url}"))?;
    let client = Builder::from_config(config).build()?;
    client
        .init()
        .await
        .with_context(|| format!("cannot connect to {url}"))?;
    let store = ChainStore::new(client);
    let tenants = match &args.tenant {
        Some(t) => vec![t.clone()],
        None => store.tenants().await?,
    };
    match &args.command {
        AuditCommand::Verify => {
            let mut ok = true;
            for t in &tenants {
                match store.verify(t, None).await? {
                    Ok(v) => println!(
                        "{t}: verified {} entries (seq {} to {}), {} gap(s), {} record(s) lost",
                        v.entries, v.anchor.seq, v.head.seq, v.gaps, v.lost
                    ),
                    Err(b) => {
                        ok = false;
                        println!("{t}: BROKEN at seq {}: {}", b.seq, b.reason);
                    }
                }
            }
            if tenants.is_empty() {
                println!("no audit chains in {url}");
            }
            Ok(if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
        AuditCommand::Query {
            filter,
            output,
            limit,
        } => {
            let f = filter.to_filter()?;
            let entries = read(&store, &tenants, &f, *limit).await?;
            print_entries(&entries, *output);
            Ok(ExitCode::SUCCESS)
        }
        AuditCommand::Export { filter } => {
            let f = filter.to_filter()?;
            for e in read(&store, &tenants, &f, usize::MAX).await? {
                println!("{}", e.to_json());
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

async fn read(
    store: &ChainStore,
    tenants: &[String],
    f: &Filter,
    limit: usize,
) -> anyhow::Result<Vec<Entry>> {
    let mut out = Vec::new();
    for t in tenants {
        store
            .scan(t, |s| {
                if let Some(e) = s
                    .entry
                    .as_deref()
                    .and_then(|j| serde_json::from_str::<Entry>(j).ok())
                    && f.matches(&e)
                {
                    out.push(e);
                }
                if out.len() < limit {
                    std::ops::ControlFlow::Continue(())
                } else {
                    std::ops::ControlFlow::Break(())
                }
            })
            .await?;
    }
    Ok(out)
}

fn print_entries(entries: &[Entry], output: Output) {
    match output {
        Output::Json => {
            println!(
                "{}",
                serde_json::to_string_pretty(entries).unwrap_or_default()
            );
        }
        Output::Table => {
            println!(
                "{:<24} {:>6}  {:<24} {:<22} {:<20} {:<8} {:<16} TRACE",
                "TIME", "SEQ", "ACTOR", "ACTION", "TOOL", "DECISION", "RESULT"
            );
            for e in entries {
                let r = &e.record;
                println!(
                    "{:<24} {:>6}  {:<24} {:<22} {:<20} {:<8} {:<16} {}",
                    r.timestamp,
                    e.seq,
                    r.agent_id,
                    r.action,
                    r.tool_name.as_deref().unwrap_or("-"),
                    r.decision.as_deref().unwrap_or("-"),
                    r.result_summary.as_deref().unwrap_or("-"),
                    if r.trace_id.is_empty() {
                        "-"
                    } else {
                        &r.trace_id
                    }
                );
            }
        }
    }
}
