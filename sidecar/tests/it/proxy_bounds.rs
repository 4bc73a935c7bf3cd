//! What hostile or broken peers cannot do to the proxy: oversized model names are
//! refused before routing, connections are bounded per listener, and an upstream that
//! stalls after its headers is cut off with the format's own error.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

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
    cfg.policy.as_mut().unwrap().spec.routes = vec![argus_crds::RouteSpec {
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
    adjust: impl FnOnce(&mut argus_crds::ListenSettings),
) -> argus_sidecar::Sidecar {
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
    // A kept-alive connection, surely accepted (it got an answer) and idle since.
    let mut idle = tokio::net::TcpStream::connect(sidecar.proxy_addr)
        .await
        .unwrap();
    idle.write_all(b"GET /not-served HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .unwrap();
    let mut status = [0u8; 12];
    idle.read_exact(&mut status).await.unwrap();
    assert_eq!(&status, b"HTTP/1.1 404");
    // Both slots are taken; a third connection is admitted by closing the idle one.
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

/// A mock whose every answer sends its headers (and, streamed, one event) and then
/// nothing more.
async fn stalling_mock() -> MockServer {
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    for _ in 0..8 {
        mock.script().push(argus_mock_llm::Reply {
            content: "one two three four five six".into(),
            stall_after_events: Some(1),
            ..Default::default()
        });
    }
    mock
}

/// Providers that give up after 1 s: the whole non-streamed call (openai via its own
/// `timeoutSeconds`) and the silence within a stream (openai via its own
/// `streamIdleTimeoutSeconds`, the others via the global `upstream` default).
fn stall_config(upstream: &str, dir: &std::path::Path) -> argus_crds::SidecarConfig {
    let mut cfg = config(upstream, &key_file(dir), None);
    cfg.upstream.stream_idle_timeout_seconds = 1;
    for p in &mut cfg.policy.as_mut().unwrap().spec.providers {
        p.timeout_seconds = Some(1);
        if p.name == "openai" {
            p.stream_idle_timeout_seconds = Some(1);
        }
    }
    cfg
}

struct StallCase {
    path: &'static str,
    body: serde_json::Value,
    /// Where the error type sits in the error body (non-streamed) or the last event.
    error_type: fn(&serde_json::Value) -> &serde_json::Value,
}

fn stall_cases(stream: bool) -> Vec<StallCase> {
    fn openai(v: &serde_json::Value) -> &serde_json::Value {
        &v["error"]["type"]
    }
    vec![
        StallCase {
            path: "/v1/chat/completions",
            body: json!({"model": "gpt-4o-mini", "stream": stream, "messages": [{"role": "user", "content": "hi"}]}),
            error_type: openai,
        },
        StallCase {
            path: "/v1/responses",
            body: json!({"model": "gpt-4o-mini", "stream": stream, "input": "hi"}),
            error_type: if stream { |v| &v["code"] } else { openai },
        },
        StallCase {
            path: "/v1/messages",
            body: json!({"model": "claude-sonnet-4-5", "stream": stream, "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]}),
            error_type: |v| &v["error"]["type"],
        },
        StallCase {
            path: if stream {
                "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse"
            } else {
                "/v1beta/models/gemini-2.5-flash:generateContent"
            },
            body: json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}]}),
            error_type: |v| &v["error"]["details"][0]["reason"],
        },
    ]
}

/// Sends `case` and waits at most 20 s for the whole answer (the bounds under test are
/// 1 s; before they existed, the answer never ended).
async fn ask_stalled(sidecar: &argus_sidecar::Sidecar, case: &StallCase) -> Answer {
    tokio::time::timeout(
        std::time::Duration::from_secs(20),
        post(sidecar.proxy_addr, case.path, &case.body, &[]),
    )
    .await
    .unwrap_or_else(|_| panic!("{}: the stalled answer did not end within 20 s", case.path))
}

/// A non-streamed answer whose body never comes is answered 504 in the caller's format
/// once the provider's `timeoutSeconds` is over.
#[tokio::test]
async fn a_json_answer_stalling_after_its_headers_is_answered_504() {
    let mock = stalling_mock().await;
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(stall_config(&mock.url(), dir.path())).await;
    for case in stall_cases(false) {
        let a = ask_stalled(&sidecar, &case).await;
        assert_eq!(a.status, 504, "{}: {}", case.path, a.text());
        assert_eq!(
            (case.error_type)(&a.json()),
            "argus_upstream_timeout",
            "{}: {}",
            case.path,
            a.text()
        );
    }
    let m = metrics(&sidecar).await;
    assert!(
        m.lines()
            .any(|l| l.starts_with("argus_upstream_errors_total")
                && l.contains("reason=\"stalled\"")
                && l.contains("provider=\"openai\"")),
        "{m}"
    );
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}

/// A stream that falls silent past its idle timeout ends with an error event in the
/// caller's format, after what had arrived.
#[tokio::test]
async fn a_stream_stalling_mid_way_ends_with_the_formats_error_event() {
    let mock = stalling_mock().await;
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(stall_config(&mock.url(), dir.path())).await;
    for case in stall_cases(true) {
        let a = ask_stalled(&sidecar, &case).await;
        assert_eq!(a.status, 200, "{}: {}", case.path, a.text());
        let text = a.text();
        let events: Vec<&str> = text
            .split("\n\n")
            .filter(|e| !e.trim().is_empty())
            .collect();
        assert!(
            events.len() >= 2,
            "{}: what arrived is passed on: {text}",
            case.path
        );
        let last = events.last().unwrap();
        if case.path.contains("messages") || case.path.contains("responses") {
            assert!(last.starts_with("event: error\n"), "{}: {last}", case.path);
        }
        let data = last
            .lines()
            .find_map(|l| l.strip_prefix("data: "))
            .unwrap_or_else(|| panic!("{}: no data line in {last}", case.path));
        let data: serde_json::Value = serde_json::from_str(data).unwrap();
        assert_eq!(
            (case.error_type)(&data),
            "argus_upstream_timeout",
            "{}: {data}",
            case.path
        );
    }
    // The upstream requests were dropped with the cut: the mock saw its clients leave.
    assert!(
        eventually(|| async { mock.streams_aborted() >= 4 }).await,
        "streams aborted at the mock: {}",
        mock.streams_aborted()
    );
    sidecar.shutdown(std::time::Duration::from_secs(5)).await;
}

/// Both kinds of stall leave an audit record with outcome `upstream_timeout`.
#[tokio::test]
async fn stalled_calls_are_audited_as_upstream_timeout() {
    let mock = stalling_mock().await;
    let dir = tempfile::tempdir().unwrap();
    let path = config_file(dir.path(), &stall_config(&mock.url(), dir.path()));
    let sidecar = support::SidecarProcess::start(&path, &[], &[]).await;
    for stream in [false, true] {
        let body = json!({"model": "gpt-4o-mini", "stream": stream, "messages": [{"role": "user", "content": "hi"}]});
        let a = tokio::time::timeout(
            std::time::Duration::from_secs(20),
            post(
                sidecar.proxy,
                "/v1/chat/completions",
                &body,
                &[("x-argus-session-id", "stalled")],
            ),
        )
        .await
        .expect("the stalled answer did not end within 20 s");
        assert_eq!(a.status, if stream { 200 } else { 504 }, "{}", a.text());
    }
    let audited = || async {
        let records = support::audit_records_in(&sidecar.output());
        records.len() == 2
            && records
                .iter()
                .all(|r| r["outcome"] == "upstream_timeout" && r["session"] == "stalled")
    };
    assert!(
        eventually(audited).await,
        "audit records: {:?}",
        support::audit_records_in(&sidecar.output())
    );
}
