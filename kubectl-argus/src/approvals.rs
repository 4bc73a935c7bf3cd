//! `kubectl argus approvals|approve|deny`: list approvals and decide them. In a cluster
//! the Approval objects are read and their status patched with the caller's own
//! credentials (the operator's webhook checks that the caller is one of the route's
//! approvers and stamps who decided); with `--sidecar-url` a local sidecar's admin API
//! is used instead.

use anyhow::Context as _;
use argus_crds::{Approval, ApprovalPhase};
use kube::api::{Api, ListParams, Patch, PatchParams};
use serde_json::{Value, json};

/// `kubectl argus approvals`.
#[derive(clap::Args)]
pub struct ListArgs {
    /// Approvals of every namespace.
    #[arg(short = 'A', long = "all-namespaces")]
    all_namespaces: bool,
    /// Namespace (default: the kubeconfig context's).
    #[arg(short = 'n', long, env = "ARGUS_NAMESPACE")]
    namespace: Option<String>,
    /// Local mode: a sidecar's admin API (e.g. http://127.0.0.1:4001) instead of the cluster.
    #[arg(long, env = "ARGUS_SIDECAR_URL")]
    sidecar_url: Option<String>,
    /// Output: `table` or `json`.
    #[arg(short = 'o', long, default_value = "table", value_parser = ["table", "json"])]
    output: String,
}

/// `kubectl argus approve|deny NAME`.
#[derive(clap::Args)]
pub struct DecideArgs {
    /// The approval's name.
    name: String,
    /// Why (kept with the decision).
    #[arg(long)]
    comment: Option<String>,
    /// Namespace (default: the kubeconfig context's).
    #[arg(short = 'n', long, env = "ARGUS_NAMESPACE")]
    namespace: Option<String>,
    /// Local mode: a sidecar's admin API (e.g. http://127.0.0.1:4001) instead of the cluster.
    #[arg(long, env = "ARGUS_SIDECAR_URL")]
    sidecar_url: Option<String>,
}

/// One line of the table.
#[derive(Debug, PartialEq)]
struct Row {
    namespace: Option<String>,
    name: String,
    tool: String,
    tier: String,
    actor: String,
    phase: String,
    approvers: String,
    created: Option<jiff::Timestamp>,
}

fn age(created: Option<jiff::Timestamp>, now: jiff::Timestamp) -> String {
    let Some(created) = created else {
        return "<unknown>".into();
    };
    let secs = now.duration_since(created).as_secs().max(0);
    match secs {
        0..=119 => format!("{secs}s"),
        120..=7199 => format!("{}m", secs / 60),
        7200..=172_799 => format!("{}h", secs / 3600),
        _ => format!("{}d", secs / 86_400),
    }
}

fn render(rows: &[Row], now: jiff::Timestamp) -> String {
    let with_ns = rows.iter().any(|r| r.namespace.is_some());
    let mut lines: Vec<Vec<String>> = Vec::new();
    let mut header = vec!["NAME", "TOOL", "TIER", "ACTOR", "PHASE", "APPROVERS", "AGE"];
    if with_ns {
        header.insert(0, "NAMESPACE");
    }
    lines.push(header.into_iter().map(String::from).collect());
    for r in rows {
        let mut line = vec![
            r.name.clone(),
            r.tool.clone(),
            r.tier.clone(),
            r.actor.clone(),
            r.phase.clone(),
            r.approvers.clone(),
            age(r.created, now),
        ];
        if with_ns {
            line.insert(0, r.namespace.clone().unwrap_or_default());
        }
        lines.push(line);
    }
    let widths: Vec<usize> = (0..lines[0].len())
        .map(|i| {
            lines
                .iter()
                .map(|l| l[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for line in lines {
        let cells: Vec<String> = line
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c:<w$}"))
            .collect();
        out.push_str(cells.join("   ").trim_end());
        out.push('\n');
    }
    out
}

fn approvers_of(groups: &[String], users: &[String]) -> String {
    let all: Vec<&str> = groups.iter().chain(users).map(String::as_str).collect();
    if all.is_empty() {
        "<any>".into()
    } else {
        all.join(",")
    }
}

fn row_of_object(a: &Approval, with_namespace: bool) -> Row {
    Row {
        namespace: with_namespace.then(|| a.metadata.namespace.clone().unwrap_or_default()),
        name: a.metadata.name.clone().unwrap_or_default(),
        tool: a.spec.tool.clone(),
        tier: a.spec.tier.as_str().into(),
        actor: a.spec.actor.clone(),
        phase: a
            .status
            .as_ref()
            .map_or(ApprovalPhase::Pending, |s| s.phase)
            .to_string(),
        approvers: approvers_of(&a.spec.approvers.groups, &a.spec.approvers.users),
        created: a.metadata.creation_timestamp.as_ref().map(|t| t.0),
    }
}

fn row_of_record(r: &Value) -> Row {
    let s = |k: &str| {
        r.get(k)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let names = |k: &str| -> Vec<String> {
        r.pointer(&format!("/approvers/{k}"))
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    };
    Row {
        namespace: None,
        name: s("name"),
        tool: s("tool"),
        tier: s("tier"),
        actor: s("actor"),
        phase: s("phase"),
        approvers: approvers_of(&names("groups"), &names("users")),
        created: s("createdAt").parse().ok(),
    }
}

/// `kubectl argus approvals`.
pub async fn list(args: ListArgs) -> anyhow::Result<()> {
    let now = jiff::Timestamp::now();
    if let Some(url) = &args.sidecar_url {
        let all = crate::client::sidecar(url, http::Method::GET, "/approvals", None).await?;
        if args.output == "json" {
            println!("{}", serde_json::to_string_pretty(&all)?);
            return Ok(());
        }
        let rows: Vec<Row> = all
            .as_array()
            .into_iter()
            .flatten()
            .map(row_of_record)
            .collect();
        print!("{}", render(&rows, now));
        return Ok(());
    }
    let (client, default_ns) = crate::client::kube().await?;
    let namespace = (!args.all_namespaces).then(|| args.namespace.unwrap_or(default_ns));
    let items = list_in_cluster(client, namespace.as_deref()).await?;
    if args.output == "json" {
        println!("{}", serde_json::to_string_pretty(&items)?);
        return Ok(());
    }
    if items.is_empty() {
        match &namespace {
            Some(ns) => eprintln!("No approvals in namespace {ns}."),
            None => eprintln!("No approvals in any namespace."),
        }
        return Ok(());
    }
    let rows: Vec<Row> = items
        .iter()
        .map(|a| row_of_object(a, namespace.is_none()))
        .collect();
    print!("{}", render(&rows, now));
    Ok(())
}

async fn list_in_cluster(
    client: kube::Client,
    namespace: Option<&str>,
) -> anyhow::Result<Vec<Approval>> {
    let api: Api<Approval> = match namespace {
        Some(ns) => Api::namespaced(client, ns),
        None => Api::all(client),
    };
    let list = api.list(&ListParams::default()).await.map_err(|e| {
        explain(
            e,
            &format!(
                "cannot list approvals{}",
                namespace.map(|n| format!(" in {n}")).unwrap_or_default()
            ),
        )
    })?;
    let mut items = list.items;
    items.sort_by(|a, b| {
        b.metadata
            .creation_timestamp
            .cmp(&a.metadata.creation_timestamp)
    });
    Ok(items)
}

/// `kubectl argus approve|deny NAME`.
pub async fn decide(args: DecideArgs, approve: bool) -> anyhow::Result<()> {
    if let Some(url) = &args.sidecar_url {
        let verb = if approve { "approve" } else { "deny" };
        let mut body = json!({});
        if let Some(c) = &args.comment {
            body["comment"] = json!(c);
        }
        if let Ok(user) = std::env::var("USER") {
            body["user"] = json!(user);
        }
        let r = crate::client::sidecar(
            url,
            http::Method::POST,
            &format!("/approvals/{}/{verb}", args.name),
            Some(body),
        )
        .await?;
        println!(
            "approval {} {} by {}",
            args.name,
            r["phase"].as_str().unwrap_or("?").to_lowercase(),
            r["decidedBy"].as_str().unwrap_or("?")
        );
        return Ok(());
    }
    let (client, default_ns) = crate::client::kube().await?;
    let namespace = args.namespace.unwrap_or(default_ns);
    let decided = decide_in_cluster(client, &namespace, &args.name, approve, args.comment).await?;
    let status = decided.status.unwrap_or_default();
    println!(
        "approval {namespace}/{} {} by {}",
        args.name,
        status.phase.as_str().to_lowercase(),
        status.decided_by.as_deref().unwrap_or("?")
    );
    Ok(())
}

/// Decides a Pending Approval: a status patch under the object's resourceVersion, so
/// a decision someone else took in between is a conflict, never overwritten.
async fn decide_in_cluster(
    client: kube::Client,
    namespace: &str,
    name: &str,
    approve: bool,
    comment: Option<String>,
) -> anyhow::Result<Approval> {
    let api: Api<Approval> = Api::namespaced(client, namespace);
    let current = api
        .get(name)
        .await
        .map_err(|e| explain(e, &format!("cannot read approval {namespace}/{name}")))?;
    // The operator's webhook overwrites decidedAt and decidedBy with the request's.
    let now = jiff::Timestamp::now()
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    let patch = current.decision_patch(approve, comment, &now)?;
    api.patch_status(name, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .map_err(|e| explain(e, &format!("cannot decide approval {namespace}/{name}")))
        .context("the decision was not recorded")
}

/// A kube error as the user can act on it.
fn explain(e: kube::Error, what: &str) -> anyhow::Error {
    match &e {
        kube::Error::Api(s) if s.code == 403 => anyhow::anyhow!(
            "{what}: forbidden: {} (RBAC, or the operator's webhook: only the route's approvers may decide)",
            s.message
        ),
        kube::Error::Api(s) if s.code == 404 => {
            anyhow::anyhow!("{what}: not found ({})", s.message)
        }
        kube::Error::Api(s) if s.code == 409 => anyhow::anyhow!(
            "{what}: someone changed it meanwhile (conflict); run `kubectl argus approvals` and retry"
        ),
        kube::Error::Api(s) => anyhow::anyhow!("{what}: {} ({})", s.message, s.code),
        _ => anyhow::anyhow!("{what}: {e}"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use http::{Request, Response};
    use kube::client::Body;

    fn object(phase: &str) -> Value {
        json!({
            "apiVersion": "argus.dev/v1alpha1",
            "kind": "Approval",
            "metadata": {"name": "issue-refund-1", "namespace": "shop", "resourceVersion": "41",
                         "creationTimestamp": "2026-11-24T00:00:00Z"},
            "spec": {
                "tenant": "shop/support-agent", "actor": "support-agent", "session": "s-1",
                "tool": "issue_refund", "arguments": "{}",
                "argumentsSha256": "5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a",
                "tier": "DELETE", "route": "DELETE",
                "approvers": {"groups": ["ops-team"], "users": []},
                "expiresAt": "2026-11-24T00:05:00Z"
            },
            "status": {"phase": phase, "decidedBy": if phase == "Pending" { Value::Null } else { json!("bob") }}
        })
    }

    fn respond(v: &Value) -> Response<Body> {
        Response::builder()
            .body(Body::from(serde_json::to_vec(v).unwrap()))
            .unwrap()
    }

    #[tokio::test]
    async fn approve_patches_the_status_under_the_resource_version() {
        let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
        let client = kube::Client::new(service, "default");
        let server = tokio::spawn(async move {
            let (req, send) = handle.next_request().await.unwrap();
            assert_eq!(req.method(), http::Method::GET);
            assert_eq!(
                req.uri().path(),
                "/apis/argus.dev/v1alpha1/namespaces/shop/approvals/issue-refund-1"
            );
            send.send_response(respond(&object("Pending")));
            let (req, send) = handle.next_request().await.unwrap();
            assert_eq!(req.method(), http::Method::PATCH);
            assert_eq!(
                req.uri().path(),
                "/apis/argus.dev/v1alpha1/namespaces/shop/approvals/issue-refund-1/status"
            );
            let body = req.into_body().collect_bytes().await.unwrap();
            let patch: Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(patch["metadata"]["resourceVersion"], "41");
            assert_eq!(patch["status"]["phase"], "Approved");
            assert_eq!(patch["status"]["comment"], "verified the order");
            assert!(
                patch["status"].get("decidedBy").is_none(),
                "the webhook stamps it: {patch}"
            );
            let mut done = object("Approved");
            done["status"]["decidedBy"] = json!("alice");
            send.send_response(respond(&done));
        });
        let decided = decide_in_cluster(
            client,
            "shop",
            "issue-refund-1",
            true,
            Some("verified the order".into()),
        )
        .await
        .unwrap();
        assert_eq!(decided.status.unwrap().decided_by.as_deref(), Some("alice"));
        server.await.unwrap();
    }

    #[tokio::test]
    async fn a_decided_approval_is_not_patched_and_the_error_says_why() {
        let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
        let client = kube::Client::new(service, "default");
        let server = tokio::spawn(async move {
            let (_, send) = handle.next_request().await.unwrap();
            send.send_response(respond(&object("Denied")));
            // No second request: the mock would hang the client if one came.
        });
        let err = decide_in_cluster(client, "shop", "issue-refund-1", true, None)
            .await
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "approval shop/issue-refund-1 is already Denied (by bob): a decision cannot be changed"
        );
        server.await.unwrap();
    }

    #[test]
    fn the_table_has_the_printer_columns() {
        let a: Approval = serde_json::from_value(object("Pending")).unwrap();
        let now: jiff::Timestamp = "2026-11-24T00:03:00Z".parse().unwrap();
        let table = render(&[row_of_object(&a, true)], now);
        assert_eq!(
            table,
            "NAMESPACE   NAME             TOOL           TIER     ACTOR           PHASE     APPROVERS   AGE\n\
             shop        issue-refund-1   issue_refund   DELETE   support-agent   Pending   ops-team    3m\n"
        );
        let local = row_of_record(
            &json!({"name": "x", "tool": "t", "tier": "DELETE", "actor": "a",
            "phase": "Approved", "approvers": {"groups": [], "users": ["carol"]}, "createdAt": "2026-11-24T00:02:50Z"}),
        );
        assert_eq!(local.approvers, "carol");
        assert_eq!(age(local.created, now), "10s");
    }
}
