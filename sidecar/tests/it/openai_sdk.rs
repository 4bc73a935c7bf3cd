//! End to end with the official OpenAI Python SDK as the client, pointed at the sidecar
//! by base URL only: non-streaming, streaming with tool calls and usage, model list.
//! Then the SDK must surface the workflow violation the sidecar answers.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use serde_json::json;
use support::*;

#[tokio::test]
async fn the_openai_sdk_works_through_the_sidecar() {
    let mock = MockServer::start_local(Script::fixed("Let me check."))
        .await
        .unwrap();
    mock.script().push(Reply {
        content: "Hello! Welcome to Example Shop support.".into(),
        ..Reply::default()
    });
    mock.script().push(Reply {
        tool_calls: vec![ToolCall {
            name: "issue_refund".into(),
            arguments: json!({"order_id": "A-1"}),
        }],
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let base = format!("http://{}/v1", sidecar.proxy_addr);
    let out = run_python("sidecar/tests/sdk/openai_client.py", vec![base]).await;
    assert!(
        out.status.success(),
        "SDK run failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // The refund before verification scheduled an intervention; the third call carried it.
    let third = mock
        .requests()
        .into_iter()
        .filter(|r| r.path == "/v1/chat/completions")
        .nth(2)
        .unwrap()
        .body;
    assert!(third.to_string().contains("[System Note]"), "{third}");
    for r in mock.requests() {
        assert_eq!(
            r.headers.get("authorization").map(String::as_str),
            Some(format!("Bearer {PLATFORM_KEY}").as_str())
        );
    }
}
