//! What hostile or broken peers cannot do to the proxy: oversized model names are
//! refused before routing, connections are bounded per listener, and an upstream that
//! stalls after its headers is cut off with the format's own error.

#![allow(clippy::unwrap_used)]

mod support;

use argus_mock_llm::{MockServer, Script};
use serde_json::json;
use support::*;

/// A 100 kB model name recursed once per byte in route matching and aborted the process
/// (stack overflow); now every format refuses it with 400 naming the limit.
#[tokio::test]
async fn an_oversized_model_name_is_refused_with_400_in_every_format() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(&mock.url(), &key_file(dir.path()), None);
    // A glob route, so that matching runs over the name.
    cfg.policy.as_mut().unwrap().spec.routes = vec![argus_crds::policy::RouteSpec {
        model: "*a*b*".into(),
        providers: vec!["openai".into()],
        target_model: None,
    }];
    let sidecar = start(cfg).await;
    let huge = "a".repeat(100_000);
    let cases = [
        (
            "/v1/chat/completions",
            json!({"model": huge, "messages": [{"role": "user", "content": "hi"}]}),
        ),
        ("/v1/responses", json!({"model": huge, "input": "hi"})),
        (
            "/v1/messages",
            json!({"model": huge, "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]}),
        ),
    ];
    for (path, body) in cases {
        let a = post(sidecar.proxy_addr, path, &body, &[]).await;
        assert_eq!(a.status, 400, "{path}: {}", a.text());
        assert!(
            a.text().contains("argus_model_name_too_long"),
            "{path}: {}",
            a.text()
        );
        assert!(a.text().contains("256 bytes"), "{path}: {}", a.text());
    }
    // Gemini carries the model in the path (a URI holds at most 64 kB).
    let long = "a".repeat(60_000);
    let gemini = json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}]});
    let a = post(
        sidecar.proxy_addr,
        &format!("/v1beta/models/{long}:generateContent"),
        &gemini,
        &[],
    )
    .await;
    assert_eq!(a.status, 400, "{}", a.text());
    assert_eq!(
        a.json()["error"]["status"],
        "INVALID_ARGUMENT",
        "{}",
        a.text()
    );
    assert!(a.text().contains("256 bytes"), "{}", a.text());
    assert!(mock.requests().is_empty(), "nothing may reach the provider");
    // The process is alive and a normal request still goes through.
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("s", "hi"),
        &[],
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}
