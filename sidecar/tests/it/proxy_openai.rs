//! The proxy against a real HTTP upstream (the project's mock): OpenAI chat with the
//! support workflow — pass-through, credential swap, interventions of every strategy,
//! hard block, streaming and errors.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use serde_json::{Value, json};
use support::*;

fn tool(name: &str) -> Reply {
    Reply {
        tool_calls: vec![ToolCall {
            name: name.into(),
            arguments: json!({"order_id": "A-1"}),
        }],
        ..Reply::default()
    }
}

fn text(content: &str) -> Reply {
    Reply {
        content: content.into(),
        ..Reply::default()
    }
}

fn last_recorded(mock: &MockServer) -> Value {
    mock.requests().last().unwrap().body.clone()
}

#[tokio::test]
async fn non_streaming_passes_through_with_the_platform_key() {
    let mock = MockServer::start_local(Script::fixed("Hello! How can I help?"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let direct = post(mock.addr(), "/v1/chat/completions", &chat("s1", "hi"), &[]).await;
    mock.clear();
    let via = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("s1", "hi"),
        &[
            ("authorization", "Bearer agent-own-key"),
            ("x-api-key", "agent"),
        ],
    )
    .await;
    assert_eq!(via.status, 200, "{}", via.text());
    assert_eq!(
        via.json(),
        direct.json(),
        "the response reaches the agent unchanged"
    );
    let seen = &mock.requests()[0];
    assert_eq!(
        seen.headers.get("authorization").map(String::as_str),
        Some(format!("Bearer {PLATFORM_KEY}").as_str())
    );
    assert!(
        !seen.headers.contains_key("x-api-key"),
        "agent credentials are dropped"
    );
    assert_eq!(
        seen.body,
        chat("s1", "hi"),
        "an unchanged request is forwarded as is"
    );
}

#[tokio::test]
async fn account_action_before_verification_is_corrected_on_the_next_request() {
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    for r in [
        text("Hello! How can I help you today?"),
        text("Could you describe the problem?"),
        tool("issue_refund"),
        text("ok"),
    ] {
        mock.script().push(r);
    }
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    for (i, msg) in ["hi", "my order is broken", "refund it"].iter().enumerate() {
        let a = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("sess-a", msg),
            &[],
        )
        .await;
        assert_eq!(a.status, 200, "{}", a.text());
        wait_steps(&sidecar, i as u64 + 1).await;
        let forwarded = last_recorded(&mock);
        assert!(
            !forwarded.to_string().contains("[System Note]"),
            "no intervention before the violation"
        );
    }
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("sess-a", "so?"),
        &[],
    )
    .await;
    let forwarded = last_recorded(&mock);
    let messages = forwarded["messages"].as_array().unwrap();
    let note = messages
        .iter()
        .find(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("[System Note]"))
        })
        .unwrap_or_else(|| panic!("no note in {forwarded}"));
    assert_eq!(note["role"], "user");
    assert!(
        note["content"].as_str().unwrap().contains("verify"),
        "{note}"
    );
    let idx = messages.iter().position(|m| m == note).unwrap();
    assert_eq!(
        messages[idx + 1]["content"],
        "so?",
        "the note comes right before the last user message"
    );
    // Another session is not affected.
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("sess-b", "hi"),
        &[],
    )
    .await;
    assert!(!last_recorded(&mock).to_string().contains("[System Note]"));
    let metrics = support::metrics(&sidecar).await;
    assert!(metrics.contains("argus_violations_total{constraint=\"verify-before-account-action\",severity=\"critical\"} 1"), "{metrics}");
}

#[tokio::test]
async fn hard_block_refuses_the_next_request_with_409() {
    let mock = MockServer::start_local(Script::fixed("fine"))
        .await
        .unwrap();
    mock.script().push(text("Sure, your password is hunter2"));
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("leaky", "what is my password"),
        &[],
    )
    .await;
    wait_steps(&sidecar, 1).await;
    let before = mock.requests().len();
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("leaky", "thanks"),
        &[],
    )
    .await;
    assert_eq!(a.status, 409, "{}", a.text());
    let err = &a.json()["error"];
    assert_eq!(err["type"], "argus_workflow_violation");
    assert_eq!(err["constraint"], "never-share-credentials");
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("never-share-credentials"),
        "{err}"
    );
    assert_eq!(
        mock.requests().len(),
        before,
        "a blocked request never reaches the provider"
    );
}

#[tokio::test]
async fn streaming_passes_through_byte_for_byte_and_is_classified() {
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    let reply = tool("issue_refund");
    mock.script().push(reply.clone());
    mock.script().push(reply);
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let mut body = chat("stream-1", "refund");
    body["stream"] = json!(true);
    let direct = post(mock.addr(), "/v1/chat/completions", &body, &[]).await;
    let via = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
    assert_eq!(via.status, 200);
    assert_eq!(
        via.headers.get("content-type").unwrap(),
        "text/event-stream"
    );
    assert_eq!(via.body, direct.body, "SSE bytes pass through unchanged");
    wait_steps(&sidecar, 1).await;
    let metrics = support::metrics(&sidecar).await;
    assert!(
        metrics.contains("argus_classifications_total{method=\"tool_call\"} 1"),
        "{metrics}"
    );
}

#[tokio::test]
async fn a_client_leaving_mid_stream_ends_the_upstream_request() {
    use http_body_util::BodyExt;
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    let long = "word ".repeat(300);
    mock.script().push(Reply {
        content: long,
        chunk_delay_ms: 10,
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let mut body = chat("gone", "talk");
    body["stream"] = json!(true);
    let req = http::Request::post(format!("http://{}/v1/chat/completions", sidecar.proxy_addr))
        .header("content-type", "application/json")
        .body(http_body_util::Full::new(bytes::Bytes::from(
            body.to_string(),
        )))
        .unwrap();
    let resp = support::client().request(req).await.unwrap();
    let mut incoming = resp.into_body();
    let first = incoming.frame().await.unwrap().unwrap();
    assert!(first.is_data());
    drop(incoming);
    for _ in 0..200 {
        if mock.streams_aborted() == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(
        mock.streams_aborted(),
        1,
        "the upstream stream was cut when the client left"
    );
}

#[tokio::test]
async fn bad_input_gets_named_errors() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(&mock.url(), &key_file(dir.path()), None);
    cfg.policy.as_mut().unwrap().spec.limits = Some(argus_crds::RequestLimits {
        max_request_bytes: Some(2048),
        max_tokens_per_request: None,
    });
    let sidecar = start(cfg).await;
    let a = support::send(
        sidecar.proxy_addr,
        "POST",
        "/v1/chat/completions",
        bytes::Bytes::from_static(b"{not json"),
        &[],
    )
    .await;
    assert_eq!(a.status, 400);
    assert_eq!(a.json()["error"]["type"], "argus_invalid_json");
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &json!({"messages": []}),
        &[],
    )
    .await;
    assert_eq!(a.status, 400);
    assert!(
        a.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("`model`"),
        "{}",
        a.text()
    );
    let big = chat("s", &"x".repeat(5000));
    let a = post(sidecar.proxy_addr, "/v1/chat/completions", &big, &[]).await;
    assert_eq!(a.status, 413);
    assert_eq!(a.json()["error"]["type"], "argus_request_too_large");
    let a = support::send(sidecar.proxy_addr, "GET", "/nope", Default::default(), &[]).await;
    assert_eq!(a.status, 404);
    assert_eq!(a.json()["error"]["type"], "argus_unknown_path");
    assert!(
        mock.requests().is_empty(),
        "nothing malformed reached the provider"
    );
    let a = post(
        sidecar.proxy_addr,
        "/v1/messages",
        &json!({"model": "claude", "max_tokens": 5, "messages": "x"}),
        &[],
    )
    .await;
    assert_eq!(a.status, 400);
    assert_eq!(
        a.json()["type"],
        "error",
        "Anthropic callers get Anthropic-shaped errors"
    );
}

#[tokio::test]
async fn upstream_failures_are_502_and_504() {
    let dir = tempfile::tempdir().unwrap();
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let sidecar = start(config(
        &format!("http://{closed}"),
        &key_file(dir.path()),
        None,
    ))
    .await;
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("s", "hi"),
        &[],
    )
    .await;
    assert_eq!(a.status, 502, "{}", a.text());
    assert_eq!(a.json()["error"]["type"], "argus_upstream_unreachable");

    let mock = MockServer::start_local(Script::fixed("slow"))
        .await
        .unwrap();
    mock.script().push(Reply {
        content: "late".into(),
        delay_ms: 3000,
        ..Reply::default()
    });
    let mut cfg = config(&mock.url(), &key_file(dir.path()), None);
    for p in &mut cfg.policy.as_mut().unwrap().spec.providers {
        p.timeout_seconds = Some(1);
    }
    let sidecar = start(cfg).await;
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("s", "hi"),
        &[],
    )
    .await;
    assert_eq!(a.status, 504, "{}", a.text());
    assert_eq!(a.json()["error"]["type"], "argus_upstream_timeout");
}

#[tokio::test]
async fn https_upstreams_are_verified_against_the_ca_bundle_and_use_http2_when_offered() {
    let dir = tempfile::tempdir().unwrap();
    let key = key_file(dir.path());

    let bundle = dir.path().join("ca.pem");
    // A sidecar trusting `ca_pem` through upstream.caBundle, and one call through it.
    let trusting = async |mock: &MockServer, ca_pem: &str| {
        std::fs::write(&bundle, ca_pem).unwrap();
        let mut cfg = config(&mock.url(), &key, None);
        cfg.upstream.ca_bundle = Some(bundle.display().to_string());
        start(cfg).await
    };
    let call = async |sidecar: &argus_sidecar::Sidecar| {
        post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("tls", "hi"),
            &[],
        )
        .await
    };

    // The upstream offers h2: the sidecar trusts it through caBundle and speaks HTTP/2.
    let (mock, ca_pem) = tls_upstream(&[b"h2", b"http/1.1"]).await;
    assert!(mock.url().starts_with("https://"), "{}", mock.url());
    let sidecar = trusting(&mock, &ca_pem).await;
    for n in 0..3 {
        let a = call(&sidecar).await;
        assert_eq!(a.status, 200, "request {n}: {}", a.text());
        assert_eq!(a.json()["choices"][0]["message"]["content"], "over tls");
    }
    let seen = mock.requests();
    assert_eq!(seen.len(), 3);
    assert!(seen.iter().all(|r| r.version == "HTTP/2.0"), "{seen:?}");
    assert_eq!(
        seen[0].headers["authorization"],
        format!("Bearer {PLATFORM_KEY}"),
        "the platform key travels over the verified connection"
    );

    // An upstream offering only HTTP/1.1 is spoken to in HTTP/1.1.
    let (mock, ca_pem) = tls_upstream(&[b"http/1.1"]).await;
    let a = call(&trusting(&mock, &ca_pem).await).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(mock.requests()[0].version, "HTTP/1.1");

    // Without the bundle only the webpki roots are trusted: the request is refused with a
    // named reason before any byte of it (or the key) reaches the upstream.
    let a = call(&start(config(&mock.url(), &key, None)).await).await;
    assert_eq!(a.status, 502, "{}", a.text());
    assert_eq!(a.json()["error"]["type"], "argus_upstream_unreachable");
    let message = a.json()["error"]["message"].as_str().unwrap().to_string();
    assert!(
        message.contains("invalid peer certificate: UnknownIssuer"),
        "the error names the TLS failure: {message}"
    );
    assert_eq!(mock.requests().len(), 1, "nothing new reached the upstream");
}

#[tokio::test]
async fn models_and_other_v1_paths_pass_through() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(config(&mock.url(), &key_file(dir.path()), None)).await;
    let a = support::send(
        sidecar.proxy_addr,
        "GET",
        "/v1/models",
        Default::default(),
        &[("authorization", "Bearer agent")],
    )
    .await;
    assert_eq!(a.status, 200);
    assert_eq!(a.json()["data"][0]["id"], "mock-model");
    let a = post(
        sidecar.proxy_addr,
        "/v1/embeddings",
        &json!({"model": "e", "input": "x"}),
        &[("authorization", "Bearer agent")],
    )
    .await;
    assert_eq!(a.status, 200);
    let seen = mock.requests().last().unwrap().clone();
    assert_eq!(seen.path, "/v1/embeddings");
    assert_eq!(
        seen.headers["authorization"],
        format!("Bearer {PLATFORM_KEY}")
    );
}

#[tokio::test]
async fn shutdown_finishes_in_flight_requests_and_their_steps_then_closes_idle_connections() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let addr = sidecar.proxy_addr;
    let state = sidecar.state.clone();

    // An agent's pooled client keeps its connection open between calls.
    let pooled = client();
    let quick = http::Request::post(format!("http://{addr}/v1/chat/completions"))
        .header("content-type", "application/json")
        .body(http_body_util::Full::new(bytes::Bytes::from(
            chat("idle", "hello").to_string(),
        )))
        .unwrap();
    assert_eq!(pooled.request(quick).await.unwrap().status(), 200);
    wait_steps(&sidecar, 1).await;

    // A slow call is in flight when the shutdown starts.
    mock.script().push(Reply {
        content: "late".into(),
        delay_ms: 500,
        ..Reply::default()
    });
    let slow =
        tokio::spawn(
            async move { post(addr, "/v1/chat/completions", &chat("slow", "hi"), &[]).await },
        );
    for _ in 0..200 {
        if mock.requests().len() == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert_eq!(
        mock.requests().len(),
        2,
        "the slow call reached the upstream"
    );

    let began = std::time::Instant::now();
    sidecar.shutdown(std::time::Duration::from_secs(10)).await;
    let took = began.elapsed();
    let slow = slow.await.unwrap();
    assert_eq!(slow.status, 200, "{}", slow.text());
    assert_eq!(slow.json()["choices"][0]["message"]["content"], "late");
    assert_eq!(
        state
            .obs
            .workflow_steps
            .load(std::sync::atomic::Ordering::SeqCst),
        2,
        "the step the slow response started finished before shutdown returned"
    );
    assert!(
        took < std::time::Duration::from_secs(3),
        "the idle keep-alive connection held the shutdown for {took:?}"
    );
    assert!(
        tokio::net::TcpStream::connect(addr).await.is_err(),
        "the proxy port no longer accepts connections"
    );
}
