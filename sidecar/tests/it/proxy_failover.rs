//! Routing with failover: the Policy's route picks providers in order; connection
//! errors, 5xx and 429 move on to the next (429's retry-after benches the provider);
//! nothing is retried once response bytes have reached the client.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{ProviderKind, ProviderSpec, RouteSpec, SidecarConfig};
use argus_mock_llm::{MockServer, Reply, Script};
use serde_json::json;
use support::*;

fn provider(name: &str, url: &str) -> ProviderSpec {
    ProviderSpec {
        name: name.into(),
        kind: ProviderKind::OpenaiCompatible,
        base_url: Some(url.into()),
        credential: None,
        timeout_seconds: Some(5),
        stream_idle_timeout_seconds: None,
        headers: Default::default(),
    }
}

fn routed(key: &str, primary: &str, backup: &str) -> SidecarConfig {
    let mut c = config(primary, key, None);
    let spec = &mut c.policy.as_mut().unwrap().spec;
    spec.providers = vec![provider("primary", primary), provider("backup", backup)];
    spec.routes = vec![
        RouteSpec {
            model: "gpt-4o*".into(),
            providers: vec!["primary".into(), "backup".into()],
            target_model: None,
        },
        RouteSpec {
            model: "cheap-*".into(),
            providers: vec!["backup".into()],
            target_model: Some("backup-small".into()),
        },
    ];
    c.credentials.clear();
    c
}

#[tokio::test]
async fn server_errors_and_429_fail_over_in_route_order() {
    let primary = MockServer::start_local(Script::fixed("from primary"))
        .await
        .unwrap();
    let backup = MockServer::start_local(Script::fixed("from backup"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(routed(&key_file(dir.path()), &primary.url(), &backup.url())).await;
    let addr = sidecar.proxy_addr;
    let ask = || async move { post(addr, "/v1/chat/completions", &chat("f", "hi"), &[]).await };

    assert_eq!(
        ask().await.json()["choices"][0]["message"]["content"],
        "from primary"
    );
    primary.script().push(Reply {
        status: Some(503),
        content: "down".into(),
        ..Reply::default()
    });
    assert_eq!(
        ask().await.json()["choices"][0]["message"]["content"],
        "from backup",
        "503 fails over"
    );
    primary.script().push(Reply {
        status: Some(429),
        retry_after: Some(60),
        content: "slow down".into(),
        ..Reply::default()
    });
    assert_eq!(
        ask().await.json()["choices"][0]["message"]["content"],
        "from backup",
        "429 fails over"
    );
    let seen = primary.requests().len();
    assert_eq!(
        ask().await.json()["choices"][0]["message"]["content"],
        "from backup"
    );
    assert_eq!(
        primary.requests().len(),
        seen,
        "a provider benched by retry-after is skipped"
    );
}

#[tokio::test]
async fn unreachable_providers_fail_over_and_routes_rewrite_models() {
    let backup = MockServer::start_local(Script::fixed("from backup"))
        .await
        .unwrap();
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(routed(
        &key_file(dir.path()),
        &format!("http://{closed}"),
        &backup.url(),
    ))
    .await;
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("f", "hi"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.json()["choices"][0]["message"]["content"], "from backup");
    let mut cheap = chat("f", "hi");
    cheap["model"] = json!("cheap-model");
    post(sidecar.proxy_addr, "/v1/chat/completions", &cheap, &[]).await;
    assert_eq!(
        backup.requests().last().unwrap().body["model"],
        "backup-small",
        "targetModel replaces the model upstream"
    );
}

#[tokio::test]
async fn nothing_is_retried_after_the_first_byte() {
    let primary = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    primary.script().push(Reply {
        content: "one two three four five six seven eight nine ten".into(),
        fail_after_events: Some(3),
        chunk_delay_ms: 20,
        ..Reply::default()
    });
    let backup = MockServer::start_local(Script::fixed("from backup"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(routed(&key_file(dir.path()), &primary.url(), &backup.url())).await;
    let mut body = chat("f", "hi");
    body["stream"] = json!(true);
    let req = http::Request::post(format!("http://{}/v1/chat/completions", sidecar.proxy_addr))
        .header("content-type", "application/json")
        .body(http_body_util::Full::new(bytes::Bytes::from(
            body.to_string(),
        )))
        .unwrap();
    let resp = support::client().request(req).await.unwrap();
    assert_eq!(resp.status(), 200, "the stream had started");
    use http_body_util::BodyExt;
    let mut body = resp.into_body();
    let first = body.frame().await.unwrap().unwrap();
    assert!(
        first.data_ref().is_some_and(|d| d.starts_with(b"data: ")),
        "bytes reached the client"
    );
    let rest = body.collect().await.unwrap().to_bytes();
    let rest = String::from_utf8_lossy(&rest);
    // The client sees the stream break — the format's error event after what arrived —
    // not a silently spliced second answer.
    let last = rest
        .split("\n\n")
        .filter(|e| !e.trim().is_empty())
        .last()
        .unwrap_or_default();
    assert!(
        last.starts_with("data: {\"error\"") && last.contains("argus_upstream_broken"),
        "{rest}"
    );
    assert!(
        backup.requests().is_empty(),
        "no retry once bytes reached the client"
    );
}
