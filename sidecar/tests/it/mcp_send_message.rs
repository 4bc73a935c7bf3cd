//! `send_message` through the MCP gateway (issue 15) with the official MCP Python SDK as
//! the sending actor's client: offered only to an Actor with peers, gated like any
//! WRITE_LIMITED tool (a sender below that tier is refused), a recipient outside `peers`
//! refused by the gates and a peer that does not exist named in the tool's error, and
//! the message in the recipient's next LLM request.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_crds::{
    ContextSettings, ContextSource, ContextSourceKind, RedisConnection, RiskTier, SidecarConfig,
};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::run_steps;
use support::*;

/// The example Actor and GateStack, running as actor `name` of namespace `team` with
/// `peers`, on the Redis at `redis`.
fn actor(
    mock: &MockServer,
    dir: &std::path::Path,
    redis: &str,
    name: &str,
    tier: RiskTier,
    peers: &[&str],
) -> SidecarConfig {
    let mut c = with_gates(config(&mock.url(), &key_file(dir), None), tier);
    c.tenant = Some(format!("team/{name}"));
    c.redis = Some(RedisConnection {
        url: redis.to_string(),
        password: None,
    });
    let a = c.actor.as_mut().unwrap();
    a.name = name.into();
    a.spec.peers = peers.iter().map(|p| p.to_string()).collect();
    a.spec.context_sources = vec![ContextSource {
        id: "mail".into(),
        kind: ContextSourceKind::Inbox,
        actor: None,
        config_map: None,
        label: None,
        selector: Default::default(),
    }];
    // The test asserts where a letter is delivered, not how fast: on a loaded machine a
    // debug build's compilation may pass the 30 ms default and go on without context.
    a.spec.context = Some(ContextSettings {
        deadline_ms: 5_000,
        ..Default::default()
    });
    c
}

/// One JSON-RPC request to the gateway at `addr`, without a session.
async fn rpc(addr: std::net::SocketAddr, method: &str, params: Value) -> Value {
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params});
    let a = post(
        addr,
        "/mcp",
        &body,
        &[("accept", "application/json, text/event-stream")],
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    a.json()
}

fn listed(reply: &Value) -> Vec<String> {
    reply["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn an_actor_messages_its_peer_through_the_gateway_with_the_official_sdk() {
    let redis = support::RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let bob = start(actor(
        &mock,
        dir.path(),
        &redis.url(),
        "bob",
        RiskTier::WriteLimited,
        &[],
    ))
    .await;
    let alice = start(actor(
        &mock,
        dir.path(),
        &redis.url(),
        "alice",
        RiskTier::WriteLimited,
        &["bob", "ghost"],
    ))
    .await;

    // Bob has no peers: the tool is neither listed nor callable for him.
    let bobs = listed(&rpc(bob.proxy_addr, "tools/list", json!({})).await);
    assert!(!bobs.iter().any(|n| n == "send_message"), "{bobs:?}");
    let refused = rpc(
        bob.proxy_addr,
        "tools/call",
        json!({"name": "send_message", "arguments": {"to": "alice", "text": "hi"}}),
    )
    .await;
    assert!(
        refused["error"]["message"]
            .as_str()
            .unwrap()
            .contains("unknown tool \"send_message\""),
        "{refused}"
    );

    let gateway = format!("http://{}/mcp", alice.proxy_addr);
    let steps = run_steps(
        "sidecar/tests/mcp/send_message_client.py",
        vec![gateway],
        Duration::from_secs(120),
    )
    .await;
    let step = |s: &str| steps.step(s);
    let names = step("list")["names"].as_array().unwrap().clone();
    assert!(names.contains(&json!("send_message")), "{names:?}");
    assert_eq!(step("list")["schema"]["required"], json!(["to", "text"]));
    let sent = step("sent");
    assert_eq!(sent["is_error"], false, "{sent}");
    assert!(
        sent["text"].as_str().unwrap().starts_with("Sent to bob"),
        "{sent}"
    );
    // Not among the peers: the security gate refuses it, naming the recipient.
    let not_a_peer = step("not_a_peer");
    assert_eq!(not_a_peer["is_error"], true, "{not_a_peer}");
    let text = not_a_peer["text"].as_str().unwrap();
    assert!(
        text.contains("send_message was refused") && text.contains("\"mallory\""),
        "{not_a_peer}"
    );
    // Among the peers but not an actor: the tool's error names it.
    let missing = step("missing");
    assert_eq!(missing["is_error"], true, "{missing}");
    assert!(
        missing["text"]
            .as_str()
            .unwrap()
            .contains("actor \"ghost\" does not exist"),
        "{missing}"
    );

    // Bob's next LLM request carries the message, once.
    for session in ["b1", "b2"] {
        let r = post(
            bob.proxy_addr,
            "/v1/chat/completions",
            &chat(session, "anything for me?"),
            &[],
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
    }
    let carried: Vec<bool> = mock
        .requests()
        .iter()
        .map(|r| {
            r.body.to_string().contains("invoice batch for March")
                && r.body.to_string().contains("message from alice")
        })
        .collect();
    assert_eq!(
        carried,
        [true, false],
        "delivered once, to the next request"
    );

    // A sender below WRITE_LIMITED is refused by the tier check, like any such tool.
    let reader = start(actor(
        &mock,
        dir.path(),
        &redis.url(),
        "carol",
        RiskTier::ReadOnly,
        &["bob"],
    ))
    .await;
    let tiered = rpc(
        reader.proxy_addr,
        "tools/call",
        json!({"name": "send_message", "arguments": {"to": "bob", "text": "hi"}}),
    )
    .await;
    assert_eq!(tiered["result"]["isError"], true, "{tiered}");
    assert!(
        tiered["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("tier WRITE_LIMITED above actor tier READ_ONLY"),
        "{tiered}"
    );
}
