#![allow(clippy::unwrap_used)]
//! `kubectl argus … --sidecar-url`: the plugin speaks the sidecar's admin API contract
//! (GET /approvals, POST /approvals/NAME/approve|deny with {"comment","user"}) and
//! shows the sidecar's own error on a conflict. The sidecar here is a stand-in that
//! records what it was asked.

use std::sync::{Arc, Mutex};

use bytes::Bytes;
use http_body_util::{BodyExt as _, Full};
use hyper::service::service_fn;
use serde_json::{Value, json};

type Seen = Arc<Mutex<Vec<(String, String, Value)>>>;

async fn admin_stand_in() -> (String, Seen) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen: Seen = Arc::default();
    let log = seen.clone();
    tokio::spawn(async move {
        loop {
            let (stream, _) = listener.accept().await.unwrap();
            let log = log.clone();
            tokio::spawn(async move {
                let service = service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
                    let log = log.clone();
                    async move {
                        let method = req.method().to_string();
                        let path = req.uri().path().to_string();
                        let body = req.into_body().collect().await.unwrap().to_bytes();
                        let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
                        log.lock()
                            .unwrap()
                            .push((method.clone(), path.clone(), body));
                        let (status, answer) = match (method.as_str(), path.as_str()) {
                            ("GET", "/approvals") => (
                                200,
                                json!([{
                                    "name": "issue-refund-1", "tool": "issue_refund", "tier": "DELETE",
                                    "actor": "support-agent", "phase": "Pending",
                                    "approvers": {"groups": ["ops-team"], "users": []},
                                    "createdAt": "2026-11-24T00:00:00Z"
                                }]),
                            ),
                            ("POST", "/approvals/issue-refund-1/approve") => (
                                200,
                                json!({
                                    "name": "issue-refund-1", "phase": "Approved", "decidedBy": "dana"
                                }),
                            ),
                            _ => (
                                409,
                                json!({"error": "approval issue-refund-1 is already Approved (by dana): a decision cannot be changed"}),
                            ),
                        };
                        Ok::<_, std::convert::Infallible>(
                            hyper::Response::builder()
                                .status(status)
                                .body(Full::new(Bytes::from(answer.to_string())))
                                .unwrap(),
                        )
                    }
                });
                let io = hyper_util::rt::TokioIo::new(stream);
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(io, service)
                    .await;
            });
        }
    });
    (url, seen)
}

async fn plugin(args: &[&str]) -> (bool, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_kubectl-argus"))
            .args(&args)
            .env("USER", "dana")
            .env_remove("ARGUS_NAMESPACE")
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test]
async fn lists_approves_and_reports_a_conflict_through_the_admin_api() {
    let (url, seen) = admin_stand_in().await;
    let (ok, out, err) = plugin(&["approvals", "--sidecar-url", &url]).await;
    assert!(ok, "{err}");
    assert!(out.starts_with("NAME "), "{out}");
    assert!(
        out.contains("issue-refund-1   issue_refund   DELETE   support-agent   Pending   ops-team"),
        "{out}"
    );

    let (ok, out, err) = plugin(&[
        "approve",
        "issue-refund-1",
        "--comment",
        "checked",
        "--sidecar-url",
        &url,
    ])
    .await;
    assert!(ok, "{err}");
    assert_eq!(out, "approval issue-refund-1 approved by dana\n");

    let (ok, _, err) = plugin(&["deny", "issue-refund-1", "--sidecar-url", &url]).await;
    assert!(!ok);
    assert!(
        err.contains("approval issue-refund-1 is already Approved (by dana): a decision cannot be changed (409 Conflict)"),
        "{err}"
    );

    let seen = seen.lock().unwrap().clone();
    assert_eq!(seen[1].0, "POST");
    assert_eq!(seen[1].1, "/approvals/issue-refund-1/approve");
    assert_eq!(seen[1].2, json!({"comment": "checked", "user": "dana"}));
    assert_eq!(seen[2].1, "/approvals/issue-refund-1/deny");

    let (ok, _, err) = plugin(&["approvals", "--sidecar-url", "https://example.com"]).await;
    assert!(!ok);
    assert!(
        err.contains("--sidecar-url must be http://HOST:PORT"),
        "{err}"
    );
}
