//! The context engine end to end (issue 15): a session's messages are recorded, and the
//! next request that ends with a user turn carries one context block compiled from the
//! Actor's sources — newest messages in time order within the token budget, messages
//! from peers delivered exactly once (also across two replicas on one Redis), and with
//! the real embedder a fact planted in an old session recalled by meaning.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{
    ActorSpec, ContextSettings, ContextSource, ContextSourceKind, EmbedderConnection,
    RedisConnection, Resolved, RiskTier, SidecarConfig,
};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::*;

fn source(id: &str, kind: ContextSourceKind) -> ContextSource {
    ContextSource {
        id: id.into(),
        kind,
        actor: None,
        config_map: None,
        label: None,
        selector: Default::default(),
    }
}

/// `c` running as actor `name` of namespace `team` with `sources` and `peers`.
fn as_actor(
    mut c: SidecarConfig,
    name: &str,
    sources: Vec<ContextSource>,
    peers: &[&str],
    settings: ContextSettings,
) -> SidecarConfig {
    c.tenant = Some(format!("team/{name}"));
    c.actor = Some(Resolved {
        name: name.into(),
        generation: None,
        spec: ActorSpec {
            role: "helper".into(),
            tier: RiskTier::ReadOnly,
            system_prompt: None,
            system_prompt_ref: None,
            goals: vec![],
            talents: vec![],
            tools: vec![],
            context_sources: sources,
            context: Some(settings),
            peers: peers.iter().map(|p| p.to_string()).collect(),
            program: None,
            claims: false,
        },
    });
    c
}

fn with_redis(mut c: SidecarConfig, url: &str) -> SidecarConfig {
    c.redis = Some(RedisConnection {
        url: url.to_string(),
        password: None,
    });
    c
}

/// The context block the provider received in request `i` (the user note before the
/// last user turn, without the note's prefix), if any.
fn block_of(mock: &MockServer, i: usize) -> Option<String> {
    let body = &mock.requests()[i].body;
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["content"].as_str())
        .find_map(|t| {
            t.find("Context compiled by Argus")
                .map(|i| t[i..].to_string())
        })
}

async fn admin_json(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let a = send(
        addr,
        method,
        path,
        bytes::Bytes::from(body.to_string()),
        &[("content-type", "application/json")],
    )
    .await;
    (a.status.as_u16(), a.json())
}

/// POSTs `body` to the admin port's `/messages` (an agent sending a peer message).
async fn send_message(addr: std::net::SocketAddr, body: Value) -> (u16, Value) {
    admin_json(addr, "POST", "/messages", body).await
}

/// Waits until the sidecar recorded `n` messages in total.
async fn recorded(s: &argus_sidecar::Sidecar, n: u64) {
    let ok = eventually(|| async {
        let m = metrics(s).await;
        metric(&m, "argus_context_records_total{reason=\"recorded\"}") >= n
    })
    .await;
    assert!(ok, "{n} messages were not recorded in time");
}

#[tokio::test]
async fn recent_messages_come_back_in_time_order_within_the_budget() {
    let mock = MockServer::start_local(Script::fixed("Noted."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let settings = ContextSettings {
        recent_limit: 6,
        query_limit: 0,
        max_tokens: 120,
        deadline_ms: 2_000,
    };
    let c = as_actor(
        config(&mock.url(), &key_file(dir.path()), None),
        "alice",
        vec![source("history", ContextSourceKind::Sessions)],
        &[],
        settings,
    );
    let s = start(c).await;
    for i in 0..4 {
        let r = post(
            s.proxy_addr,
            "/v1/chat/completions",
            &chat("first", &format!("step number {i} of the plan")),
            &[],
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        // Each answer is recorded after it was sent: wait, so the order is certain.
        recorded(&s, 2 * (i + 1)).await;
    }
    let r = post(
        s.proxy_addr,
        "/v1/chat/completions",
        &chat("second", "what did we do?"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200);
    let block = block_of(&mock, 4).expect("the fifth request carries a context block");
    let lines: Vec<&str> = block.lines().skip(1).collect();
    // The newest six of eight messages, oldest first; the budget keeps as many as fit.
    assert!(!lines.is_empty(), "{block}");
    let steps: Vec<usize> = lines
        .iter()
        .filter_map(|l| l.split("step number ").nth(1))
        .filter_map(|t| t.split(' ').next()?.parse().ok())
        .collect();
    let mut sorted = steps.clone();
    sorted.sort();
    assert_eq!(steps, sorted, "{block}");
    assert!(
        steps.last() == Some(&3),
        "the newest message is kept: {block}"
    );
    assert!(
        argus_sidecar::wire::estimate_text(&block) <= 120,
        "budget exceeded: {block}"
    );
    // The first request had nothing to recall.
    assert!(block_of(&mock, 0).is_none());

    // The preview says the same, with tokens and reasons, and never exceeds the budget.
    let (status, preview) = admin_json(
        s.admin_addr,
        "POST",
        "/context/preview",
        json!({"text": "what did we do?"}),
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert!(preview["tokens"].as_u64().unwrap() <= 120, "{preview}");
    assert_eq!(preview["maxTokens"], 120);
    assert_eq!(preview["picks"][0]["why"]["kind"], "recent");
    assert_eq!(preview["picks"][0]["source"], "history");
}

/// The default settings with a generous deadline, for a receiver whose inbox is in
/// Redis: on a loaded test machine the 30 ms default can pass before Redis answers, and
/// the compilation then fails open without the letter the test looks for.
fn patient() -> ContextSettings {
    ContextSettings {
        deadline_ms: 2_000,
        ..ContextSettings::default()
    }
}

#[tokio::test]
async fn bad_messages_are_refused_by_name() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let c = as_actor(
        config(&mock.url(), &key_file(dir.path()), None),
        "alice",
        vec![],
        &["bob"],
        ContextSettings::default(),
    );
    let s = start(c).await;
    let to = |body: Value| send_message(s.admin_addr, body);
    let refusals = [
        (
            json!({"to": "mallory", "text": "hi"}),
            403,
            "argus_context_not_allowed",
            "\"mallory\"",
        ),
        (
            json!({"to": "alice", "text": "hi"}),
            403,
            "argus_context_to_self",
            "",
        ),
        (
            json!({"to": "bob", "text": "x".repeat(9000)}),
            413,
            "argus_context_too_large",
            "",
        ),
        (
            json!({"to": "bob", "text": "  "}),
            400,
            "argus_context_empty",
            "",
        ),
        (json!({"to": "bob"}), 400, "argus_invalid_json", ""),
    ];
    for (body, code, kind, message_part) in refusals {
        assert_refused(&to(body).await, code, kind, message_part);
    }
    let (status, body) = to(json!({"to": "bob", "text": "hello"})).await;
    assert_eq!(status, 202, "{body}");
}

#[tokio::test]
async fn a_peer_message_reaches_one_replica_once() {
    let redis = support::RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let base = with_redis(
        config(&mock.url(), &key_file(dir.path()), None),
        &redis.url(),
    );
    let alice = start(as_actor(
        base.clone(),
        "alice",
        vec![],
        &["bob"],
        ContextSettings::default(),
    ))
    .await;
    let bob_config = as_actor(
        base,
        "bob",
        vec![source("mail", ContextSourceKind::Inbox)],
        &[],
        patient(),
    );
    let bob1 = start(bob_config.clone()).await;
    let bob2 = start(bob_config).await;

    let (status, body) = send_message(
        alice.admin_addr,
        json!({"to": "bob", "text": "The deploy window moved to Friday 14:00."}),
    )
    .await;
    assert_eq!(status, 202, "{body}");
    let (_, inbox) = admin_json(bob1.admin_addr, "GET", "/messages", Value::Null).await;
    assert_eq!(inbox["depth"], 1, "{inbox}");
    assert_eq!(inbox["messages"][0]["from"], "alice");

    // Both replicas serve a request at once: exactly one carries the message.
    let (q1, q2) = (chat("s1", "anything new?"), chat("s2", "anything new?"));
    let (a, b) = tokio::join!(
        post(bob1.proxy_addr, "/v1/chat/completions", &q1, &[]),
        post(bob2.proxy_addr, "/v1/chat/completions", &q2, &[]),
    );
    assert_eq!((a.status.as_u16(), b.status.as_u16()), (200, 200));
    let carrying = (0..2)
        .filter_map(|i| block_of(&mock, i))
        .filter(|b| b.contains("Friday 14:00") && b.contains("message from alice"))
        .count();
    assert_eq!(carrying, 1);
    // Acknowledged: the inbox is empty and later requests do not see it again.
    let emptied = eventually(|| async {
        admin_json(bob1.admin_addr, "GET", "/messages", Value::Null)
            .await
            .1["depth"]
            == 0
    })
    .await;
    assert!(emptied, "the delivered message was not acknowledged");
    for s in [&bob1, &bob2] {
        post(
            s.proxy_addr,
            "/v1/chat/completions",
            &chat("s3", "and now?"),
            &[],
        )
        .await;
    }
    let again = (2..4)
        .filter_map(|i| block_of(&mock, i))
        .any(|b| b.contains("Friday 14:00"));
    assert!(!again, "a message was delivered twice");
}

#[tokio::test]
async fn a_fact_from_an_old_session_is_recalled_by_meaning_from_redis() {
    fact_recalled_by_meaning(true).await;
}

/// In process the log is written on the request path and only the embedding of what
/// was recorded without a vector (the answers) waits in the background.
#[tokio::test]
async fn a_fact_from_an_old_session_is_recalled_by_meaning_in_process() {
    fact_recalled_by_meaning(false).await;
}

/// A fact the user stated (recorded with the turn's embedding) and one the model
/// answered (embedded after it was recorded) are both recalled by meaning in a later
/// session, with the message log in Redis (`shared`) or in process.
async fn fact_recalled_by_meaning(shared: bool) {
    // The embedder keeps its own index in Redis, whichever log the sidecar uses.
    let redis = support::RedisServer::start();
    let emb = support::EmbedderProcess::start(&redis);
    let mock = MockServer::start_local(Script::fixed("Sure."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), None);
    if shared {
        c = with_redis(c, &redis.url());
    }
    c.embedder = Some(EmbedderConnection {
        socket: emb.socket.display().to_string(),
    });
    let c = as_actor(
        c,
        "alice",
        vec![source("history", ContextSourceKind::Sessions)],
        &[],
        ContextSettings {
            recent_limit: 2,
            query_limit: 3,
            max_tokens: 400,
            deadline_ms: 2_000,
        },
    );
    let s = start(c).await;
    let planted =
        "Please remember that the staging database password rotates every Tuesday at noon.";
    mock.script().push(argus_mock_llm::Reply {
        content: "Noted. The new staging database password is sent by email to the on-call team."
            .into(),
        ..Default::default()
    });
    post(
        s.proxy_addr,
        "/v1/chat/completions",
        &chat("old", planted),
        &[],
    )
    .await;
    let filler = [
        "Write a haiku about autumn leaves.",
        "Convert 30 degrees Celsius to Fahrenheit.",
        "List three sorting algorithms.",
        "Translate good morning into Spanish.",
        "What is the capital of Australia?",
    ];
    for (i, f) in filler.iter().enumerate() {
        post(
            s.proxy_addr,
            "/v1/chat/completions",
            &chat(&format!("f{i}"), f),
            &[],
        )
        .await;
    }
    // Every message (6 turns, 6 answers) recorded before the question; the answers'
    // embeddings may still be on their way (the preview below waits for them).
    recorded(&s, 12).await;
    let question = "When does the staging DB password change?";
    let found = eventually(|| async {
        let (_, p) = admin_json(
            s.admin_addr,
            "POST",
            "/context/preview",
            json!({"text": question}),
        )
        .await;
        p["block"]
            .as_str()
            .is_some_and(|b| b.contains("rotates every Tuesday") && b.contains("sent by email"))
    })
    .await;
    assert!(found, "the planted facts were not recalled in the preview");
    let r = post(
        s.proxy_addr,
        "/v1/chat/completions",
        &chat("new", question),
        &[],
    )
    .await;
    assert_eq!(r.status, 200);
    let n = mock.requests().len();
    let block = block_of(&mock, n - 1).expect("the question carries a context block");
    assert!(block.contains("rotates every Tuesday"), "{block}");
    // Recalled by meaning: it is not among the two newest messages.
    let (_, p) = admin_json(
        s.admin_addr,
        "POST",
        "/context/preview",
        json!({"text": question}),
    )
    .await;
    let pick = p["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| {
            p["text"]
                .as_str()
                .unwrap()
                .contains("rotates every Tuesday")
        })
        .unwrap()
        .clone();
    assert_eq!(pick["why"]["kind"], "semantic", "{p}");
    assert!(pick["why"]["score"].as_f64().unwrap() > 0.7, "{pick}");
    // The answer was recorded without a vector and embedded afterwards.
    let answered = p["picks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["text"].as_str().unwrap().contains("sent by email"))
        .unwrap_or_else(|| panic!("the answered fact was not recalled: {p}"));
    assert_eq!(answered["why"]["kind"], "semantic", "{p}");
}

#[tokio::test]
async fn a_replica_that_dies_after_taking_a_letter_loses_it_to_no_one_but_the_retry() {
    let redis = support::RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    // The first forwarded request hangs: its replica dies before it could answer (or,
    // before this change, acknowledge).
    mock.script().push(argus_mock_llm::Reply {
        content: "too late".into(),
        delay_ms: 120_000,
        ..argus_mock_llm::Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let base = with_redis(
        config(&mock.url(), &key_file(dir.path()), None),
        &redis.url(),
    );
    let bob_config = as_actor(
        base.clone(),
        "bob",
        vec![source("mail", ContextSourceKind::Inbox)],
        &[],
        patient(),
    );
    let bob1 = start(bob_config.clone()).await;
    let bob2 = start(bob_config).await;
    let alice = start(as_actor(
        base,
        "alice",
        vec![],
        &["bob"],
        ContextSettings::default(),
    ))
    .await;
    let (status, body) = send_message(
        alice.admin_addr,
        json!({"to": "bob", "text": "Rollback plan lives in runbook 7."}),
    )
    .await;
    assert_eq!(status, 202, "{body}");

    let request = chat("s1", "anything new?");
    let addr = bob1.proxy_addr;
    let first = {
        let request = request.clone();
        tokio::spawn(async move { post(addr, "/v1/chat/completions", &request, &[]).await })
    };
    let forwarded = eventually(|| async { mock.requests().len() == 1 }).await;
    assert!(forwarded, "replica 1 did not forward the request");
    assert!(
        block_of(&mock, 0).is_some_and(|b| b.contains("runbook 7")),
        "replica 1 carried the letter"
    );
    // Replica 1 dies mid-request.
    bob1.shutdown(std::time::Duration::ZERO).await;
    first.abort();

    // Another request on the surviving replica does not get the letter...
    let other = post(
        bob2.proxy_addr,
        "/v1/chat/completions",
        &chat("s2", "anything new?"),
        &[],
    )
    .await;
    assert_eq!(other.status, 200, "{}", other.text());
    assert!(
        !block_of(&mock, 1).is_some_and(|b| b.contains("runbook 7")),
        "a letter taken by one request reached another"
    );
    // ...the agent's retry of the request that failed does, on either replica...
    let retry = post(bob2.proxy_addr, "/v1/chat/completions", &request, &[]).await;
    assert_eq!(retry.status, 200, "{}", retry.text());
    assert!(
        block_of(&mock, 2)
            .is_some_and(|b| b.contains("runbook 7") && b.contains("message from alice")),
        "the retry of the request that took the letter lost it: {:?}",
        block_of(&mock, 2)
    );
    // ...and the session's next turn does not see it again.
    let next = post(
        bob2.proxy_addr,
        "/v1/chat/completions",
        &chat("s1", "and now?"),
        &[],
    )
    .await;
    assert_eq!(next.status, 200);
    assert!(!block_of(&mock, 3).is_some_and(|b| b.contains("runbook 7")));
    let (_, inbox) = admin_json(bob2.admin_addr, "GET", "/messages", Value::Null).await;
    assert_eq!(inbox["depth"], 0, "{inbox}");
}

#[tokio::test]
async fn a_message_to_an_actor_without_an_inbox_is_refused_by_name() {
    let redis = support::RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let base = with_redis(
        config(&mock.url(), &key_file(dir.path()), None),
        &redis.url(),
    );
    let alice = start(as_actor(
        base,
        "alice",
        vec![],
        &["ghost"],
        ContextSettings::default(),
    ))
    .await;
    assert_refused(
        &send_message(
            alice.admin_addr,
            json!({"to": "ghost", "text": "anyone there?"}),
        )
        .await,
        404,
        "argus_context_no_such_actor",
        "actor \"ghost\" does not exist",
    );
}

/// A unit vector along axis `i` of the embedder's dimension.
fn axis(i: usize) -> Vec<f32> {
    let mut v = vec![0.0; argus_sidecar::EMBEDDING_DIM];
    v[i] = 1.0;
    v
}

#[tokio::test]
async fn the_redis_log_answers_newest_and_nearest_of_one_tenant_only() {
    use argus_sidecar::{ContextLogBounds as Bounds, NewMessage};
    let redis = support::RedisServer::start();
    let client = redis.client().await;
    let stores = argus_sidecar::ContextStores::new(Some(client));
    let bounds = Bounds {
        per_session: 100,
        per_tenant: 1_000,
        ttl_seconds: 3_600,
    };
    let now = argus_sidecar::now_ms();
    for (tenant, n) in [("team/a", 30usize), ("team/b", 30)] {
        for i in 0..n {
            let m = NewMessage {
                session: format!("s{}", i % 3),
                role: "user".into(),
                text: format!("{tenant} message {i}"),
                at_ms: now - 60_000 + i as u64,
            };
            stores
                .log
                .record(tenant, m, Some(&axis(i)), bounds)
                .await
                .unwrap();
        }
    }
    let recent = stores.log.recent("team/a", 4).await.unwrap();
    let texts: Vec<&str> = recent.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "team/a message 29",
            "team/a message 28",
            "team/a message 27",
            "team/a message 26"
        ]
    );
    assert_eq!(recent[0].session, "s2");
    let near = stores.log.similar("team/a", &axis(7), 3).await.unwrap();
    assert_eq!(near[0].0.text, "team/a message 7", "{near:?}");
    assert!(near[0].1 > 0.99, "{near:?}");
    assert!(
        near.iter().all(|(e, _)| e.text.starts_with("team/a")),
        "another tenant's message came back: {near:?}"
    );
}

/// Redis lost its data (FLUSHALL, or a restart without persistence) while the sidecar
/// ran: the context index went with it, and the next search makes it again (issue 27:
/// every request answered "no such index" until the sidecar restarted).
#[tokio::test]
async fn the_context_index_is_made_again_after_redis_lost_its_data() {
    use argus_sidecar::{ContextLogBounds as Bounds, NewMessage};
    use fred::prelude::*;
    let mut redis = support::RedisServer::start();
    // The sidecar's own client (it reconnects after the restart below).
    let store = argus_sidecar::RedisStore::connect(
        &redis.url(),
        None,
        argus_sidecar::StoreLimits {
            ttl_seconds: 3_600,
            max_sessions: 100,
        },
        std::time::Duration::from_secs(2),
    )
    .await
    .unwrap();
    let stores = argus_sidecar::ContextStores::new(Some(store.client()));
    let bounds = Bounds {
        per_session: 100,
        per_tenant: 1_000,
        ttl_seconds: 3_600,
    };
    let record = |text: &'static str, i: usize| {
        let m = NewMessage {
            session: "s".into(),
            role: "user".into(),
            text: text.into(),
            at_ms: argus_sidecar::now_ms(),
        };
        let log = stores.log.clone();
        async move { log.record("team/a", m, Some(&axis(i)), bounds).await }
    };
    // The nearest message to axis(i), once the index answers with one (indexing of
    // hashes stored before the index was made runs in the background).
    let nearest = |i: usize| {
        let log = stores.log.clone();
        async move {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
            loop {
                let found = log
                    .similar("team/a", &axis(i), 1)
                    .await
                    .unwrap_or_else(|e| panic!("the search failed: {e}"));
                if let Some((e, _)) = found.first() {
                    return e.text.clone();
                }
                assert!(
                    std::time::Instant::now() < deadline,
                    "no message found within 30 s"
                );
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
        }
    };
    record("before", 1).await.unwrap();
    assert_eq!(nearest(1).await, "before");

    let _: () = store.client().flushall(false).await.unwrap();
    record("after the flush", 2).await.unwrap();
    assert_eq!(nearest(2).await, "after the flush");

    redis.restart();
    // The client reconnects in the background: writes fail until it has.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while let Err(e) = record("after the restart", 3).await {
        assert!(
            std::time::Instant::now() < deadline,
            "the log did not write again after the restart: {e}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(nearest(3).await, "after the restart");
}

/// The one shared index of earlier releases (`argus-context`, over every tenant) is
/// dropped when this release creates its per-tenant index, so new messages are not
/// indexed twice; the messages themselves stay.
#[tokio::test]
async fn the_shared_index_of_an_earlier_release_is_dropped_and_its_messages_kept() {
    use argus_sidecar::{ContextLogBounds as Bounds, NewMessage};
    use fred::prelude::*;
    use fred::types::{ClusterHash, CustomCommand};
    let redis = support::RedisServer::start();
    let client = redis.client().await;
    let ft = |cmd: &'static str, args: Vec<&str>| {
        let client = client.clone();
        let args: Vec<Value> = args.into_iter().map(|a| Value::String(a.into())).collect();
        async move {
            client
                .custom::<Value, Value>(
                    CustomCommand::new_static(cmd, ClusterHash::FirstKey, false),
                    args,
                )
                .await
        }
    };
    // The index an earlier release made, over a message it recorded.
    ft(
        "FT.CREATE",
        vec![
            "argus-context",
            "ON",
            "HASH",
            "PREFIX",
            "1",
            "argus:ctx:",
            "SCHEMA",
            "tenant",
            "TAG",
        ],
    )
    .await
    .unwrap();
    let _: () = client
        .hset(
            "argus:ctx:{old}:m:1",
            [("tenant", "team/a"), ("text", "an old message")],
        )
        .await
        .unwrap();
    let stores = argus_sidecar::ContextStores::new(Some(client.clone()));
    let bounds = Bounds {
        per_session: 100,
        per_tenant: 1_000,
        ttl_seconds: 3_600,
    };
    let m = NewMessage {
        session: "s".into(),
        role: "user".into(),
        text: "a new message".into(),
        at_ms: argus_sidecar::now_ms(),
    };
    stores
        .log
        .record("team/a", m, Some(&axis(1)), bounds)
        .await
        .unwrap();
    let listed = format!("{:?}", ft("FT._LIST", vec![]).await.unwrap());
    assert!(!listed.contains("\"argus-context\""), "{listed}");
    assert!(
        listed.contains("argus-context:"),
        "the per-tenant index: {listed}"
    );
    let kept: Option<String> = client.hget("argus:ctx:{old}:m:1", "text").await.unwrap();
    assert_eq!(kept.as_deref(), Some("an old message"));
}
