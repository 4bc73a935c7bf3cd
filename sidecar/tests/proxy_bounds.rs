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

/// A sidecar whose connection bounds are short enough to watch: headers 1 s, body 1 s,
/// idle 1 s, unless `adjust` says otherwise.
async fn bounded_sidecar(
    mock: &MockServer,
    dir: &std::path::Path,
    adjust: impl FnOnce(&mut argus_crds::sidecar_config::ListenSettings),
) -> argus_sidecar::serve::Sidecar {
    let mut cfg = config(&mock.url(), &key_file(dir), None);
    cfg.listen.header_read_timeout_seconds = 1;
    cfg.listen.body_read_timeout_seconds = 1;
    cfg.listen.idle_timeout_seconds = 1;
    adjust(&mut cfg.listen);
    start(cfg).await
}

/// Reads until the peer closes; what it sent. Panics if it is still open after 15 s
/// (the bounds under test are 1 s; the margin is for a loaded machine).
async fn read_until_closed(stream: &mut tokio::net::TcpStream) -> String {
    use tokio::io::AsyncReadExt;
    let mut out = Vec::new();
    let read = tokio::time::timeout(
        std::time::Duration::from_secs(15),
        stream.read_to_end(&mut out),
    )
    .await;
    assert!(
        read.is_ok(),
        "the connection is still open after 15 s: {}",
        String::from_utf8_lossy(&out)
    );
    String::from_utf8_lossy(&out).into_owned()
}

/// Slowloris: headers sent a piece and then never finished, or nothing sent at all, no
/// longer hold a connection forever.
#[tokio::test]
async fn unfinished_headers_and_silent_connections_are_closed() {
    use tokio::io::AsyncWriteExt;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = bounded_sidecar(&mock, dir.path(), |l| l.idle_timeout_seconds = 600).await;
    for addr in [sidecar.proxy_addr, sidecar.admin_addr] {
        let mut partial = tokio::net::TcpStream::connect(addr).await.unwrap();
        partial
            .write_all(b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\n")
            .await
            .unwrap();
        let mut silent = tokio::net::TcpStream::connect(addr).await.unwrap();
        read_until_closed(&mut partial).await;
        read_until_closed(&mut silent).await;
    }
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}

/// A body dribbled slower than the body-read timeout is cut with 408, named.
#[tokio::test]
async fn a_dribbled_body_is_answered_408() {
    use tokio::io::AsyncWriteExt;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = bounded_sidecar(&mock, dir.path(), |l| l.idle_timeout_seconds = 600).await;
    let mut conn = tokio::net::TcpStream::connect(sidecar.proxy_addr)
        .await
        .unwrap();
    conn.write_all(
        b"POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{\"model\":",
    )
    .await
    .unwrap();
    let answer = read_until_closed(&mut conn).await;
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("argus_request_body_timeout"), "{answer}");
    assert!(answer.contains("bodyReadTimeoutSeconds"), "{answer}");
    assert!(mock.requests().is_empty());
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}

/// A keep-alive connection with nothing in flight is closed after the idle timeout.
#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // Headers may take long: only the idle timeout can close this connection soon.
    let sidecar = bounded_sidecar(&mock, dir.path(), |l| l.header_read_timeout_seconds = 600).await;
    let mut conn = tokio::net::TcpStream::connect(sidecar.admin_addr)
        .await
        .unwrap();
    conn.write_all(b"GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .unwrap();
    let mut first = [0u8; 12];
    conn.read_exact(&mut first).await.unwrap();
    assert_eq!(&first, b"HTTP/1.1 200");
    read_until_closed(&mut conn).await;
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}

/// At its connection limit a listener closes the longest-idle connection to admit a new
/// one, and a connection with a request in flight is never the one closed.
#[tokio::test]
async fn at_the_limit_the_longest_idle_connection_makes_room() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    mock.script().push(argus_mock_llm::Reply {
        content: "slow".into(),
        delay_ms: 1500,
        ..Default::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let sidecar = bounded_sidecar(&mock, dir.path(), |l| {
        l.max_connections = 2;
        l.header_read_timeout_seconds = 600;
        l.idle_timeout_seconds = 600;
    })
    .await;
    // One connection busy with a slow upstream call, one idle.
    let body = chat("busy", "hi").to_string();
    let mut busy = tokio::net::TcpStream::connect(sidecar.proxy_addr)
        .await
        .unwrap();
    busy.write_all(
        format!(
            "POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    assert!(
        eventually(|| async { !mock.requests().is_empty() }).await,
        "the busy request never reached the mock"
    );
    let mut idle = tokio::net::TcpStream::connect(sidecar.proxy_addr)
        .await
        .unwrap();
    // Both now count; a third connection is admitted by closing the idle one.
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let third = tokio::time::timeout(
        std::time::Duration::from_secs(15),
        post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("third", "hi"),
            &[],
        ),
    )
    .await
    .expect("a new connection was not admitted within 15 s");
    assert_eq!(third.status, 200, "{}", third.text());
    read_until_closed(&mut idle).await;
    let mut answer = String::new();
    busy.read_to_string(&mut answer).await.unwrap();
    assert!(
        answer.starts_with("HTTP/1.1 200"),
        "the busy connection was cut: {answer}"
    );
    assert!(answer.contains("slow"), "{answer}");
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}
