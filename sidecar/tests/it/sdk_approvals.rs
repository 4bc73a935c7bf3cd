//! End to end in local mode with the official OpenAI Python SDK as the agent: a DEFERred
//! refund, approved through the admin API, passes once (streamed); a second identical
//! call needs a new approval; with nobody deciding, the timeout denies.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::ApprovalMode;
use argus_mock_llm::{MockServer, Script};
use serde_json::json;
use support::*;

async fn run(mode: &str, timeout: u32, refunds: usize) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    for _ in 0..refunds {
        mock.script().push(calling(&[(
            "issue_refund",
            json!({"order_id": "A-1", "amount": 5}),
        )]));
    }
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(approving(
        &mock.url(),
        dir.path(),
        ApprovalMode::Async,
        timeout,
    ))
    .await;
    let base = format!("http://{}/v1", sidecar.proxy_addr);
    let admin = format!("http://{}", sidecar.admin_addr);
    let out = run_python(
        "sidecar/tests/sdk/approvals_client.py",
        vec![base, admin, mode.to_string()],
    )
    .await;
    assert!(
        out.status.success(),
        "SDK run failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test]
async fn an_approved_refund_passes_once_through_the_openai_sdk() {
    run("approve", 300, 3).await;
}

#[tokio::test]
async fn an_undecided_refund_times_out_and_stays_refused_through_the_openai_sdk() {
    run("timeout", 1, 2).await;
}
