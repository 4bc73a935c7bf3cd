//! The semantic cache with the real embedder (ONNX MiniLM) and Redis Stack: a paraphrase
//! is answered from the cache without a provider call, near misses, other tenants,
//! requests with tools or a temperature are not. The labelled sets' hit and false-hit
//! rates: `eval_semantic_cache.rs` (`make eval`). Needs `make models` and the embedder
//! binary (run by `make test`).

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{
    CacheSettings, EmbedderConnection, LoopDetection, RedisConnection, SidecarConfig,
};
use argus_mock_llm::{MockServer, Script};
use argus_sidecar::Sidecar;
use serde_json::{Value, json};
use support::EmbedderProcess;
use support::RedisServer;
use support::*;

/// Each test here starts an embedder (ONNX) of its own: run one at a time, so that a
/// loaded 2-core machine does not push the loop check past its deadline.
static ONE_EMBEDDER_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

fn with_semantic_cache(mut c: SidecarConfig, socket: &std::path::Path) -> SidecarConfig {
    c.embedder = Some(EmbedderConnection {
        socket: socket.display().to_string(),
    });
    let policy = &mut c.policy.as_mut().unwrap().spec;
    policy.loop_detection = Some(LoopDetection {
        // A loaded CI machine (four embedders of this file's tests start side by side):
        // the deadline is not what is tested here.
        timeout_ms: 10_000,
        ..LoopDetection::default()
    });
    policy.cache = Some(CacheSettings {
        exact: None,
        semantic: Some(serde_json::from_value(json!({"enabled": true})).unwrap()),
    });
    c
}

fn ask(session: &str, user: &str) -> Value {
    json!({
        "model": "gpt-4o-mini",
        "temperature": 0,
        "messages": [{"role": "system", "content": "You are a support agent."},
                     {"role": "user", "content": user}],
        "metadata": {"session_id": session}
    })
}

async fn entries(sidecar: &Sidecar, tenant: &str) -> usize {
    sidecar.state.caches.semantic.len(tenant).await.unwrap()
}

const CHAT: &str = "/v1/chat/completions";

/// A mock provider with one fixed answer, the embedder on `embedder_redis`, and a
/// sidecar config with the semantic cache on, its entries in `shared` if given.
async fn semantic_setup(
    embedder_redis: &RedisServer,
    shared: Option<&RedisServer>,
) -> (
    EmbedderProcess,
    MockServer,
    tempfile::TempDir,
    SidecarConfig,
) {
    let emb = EmbedderProcess::start(embedder_redis);
    let mock = MockServer::start_local(Script::fixed("Open Settings, then Security."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = with_semantic_cache(
        config(&mock.url(), &key_file(dir.path()), None),
        &emb.socket,
    );
    if let Some(redis) = shared {
        cfg = with_redis(cfg, redis);
    }
    (emb, mock, dir, cfg)
}

/// Asks `sidecar` `text` and waits until `reader` (the same sidecar or another replica)
/// holds the answer as one more entry of `tenant`.
async fn cache_answer(
    sidecar: &Sidecar,
    reader: &Sidecar,
    tenant: &str,
    session: &str,
    text: &str,
) -> Answer {
    let n = entries(reader, tenant).await;
    let answer = post(sidecar.proxy_addr, CHAT, &ask(session, text), &[]).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert!(answer.headers.get("x-argus-cache").is_none(), "{text}");
    assert!(eventually(|| async { entries(reader, tenant).await == n + 1 }).await);
    answer
}

/// Asks `sidecar` `text`: answered from the cache with `cached`'s body, byte for byte,
/// and without a provider call.
async fn assert_cache_hit(
    sidecar: &Sidecar,
    mock: &MockServer,
    session: &str,
    text: &str,
    cached: &Answer,
) {
    let before = mock.requests().len();
    let answer = post(sidecar.proxy_addr, CHAT, &ask(session, text), &[]).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    let Some(header) = answer.headers.get("x-argus-cache") else {
        panic!("no hit for {text:?}: {}", metrics(sidecar).await);
    };
    let header = header.to_str().unwrap();
    assert!(
        header.starts_with("semantic-hit; similarity=0.9"),
        "{header}"
    );
    assert_eq!(answer.body, cached.body, "the cached answer, byte for byte");
    assert_eq!(
        mock.requests().len(),
        before,
        "answered without the provider"
    );
}

/// Sends `body` to `sidecar`: answered by the provider, not from the cache.
async fn assert_provider_answers(sidecar: &Sidecar, mock: &MockServer, body: &Value) {
    let before = mock.requests().len();
    let answer = post(sidecar.proxy_addr, CHAT, body, &[]).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert!(answer.headers.get("x-argus-cache").is_none(), "{body}");
    assert_eq!(
        mock.requests().len(),
        before + 1,
        "{body} went to the provider"
    );
}

#[tokio::test]
async fn a_paraphrase_is_answered_from_the_cache_and_near_misses_are_not() {
    let _serial = ONE_EMBEDDER_AT_A_TIME.lock().await;
    let redis = RedisServer::start();
    let (_emb, mock, _dir, cfg) = semantic_setup(&redis, None).await;
    let sidecar = start(cfg.clone()).await;
    let tenant = sidecar.state.runtime().tenant.to_string();

    let first = cache_answer(
        &sidecar,
        &sidecar,
        &tenant,
        "s1",
        "How do I reset my password?",
    )
    .await;
    assert_eq!(mock.requests().len(), 1);
    // Another session, the same question in other words: no provider call.
    assert_cache_hit(&sidecar, &mock, "s2", "how do i reset my password", &first).await;

    // Near misses: another order id, a negation, another unit (similarity 0.96 without
    // the unit in the guard), another name, the opposite action.
    for (session, a, b) in [
        ("s3", "Refund order 1234 please", "Refund order 1235 please"),
        ("s5", "I want a refund", "I don't want a refund"),
        (
            "s10",
            "Is the maximum baggage weight 23 kg per bag?",
            "Is the maximum baggage weight 23 lb per bag?",
        ),
        (
            "s11",
            "Can you send the invoice to Anna Schmidt?",
            "Can you send the invoice to Maria Lopez?",
        ),
        (
            "s12",
            "How do I enable notifications?",
            "How do I disable notifications?",
        ),
    ] {
        cache_answer(&sidecar, &sidecar, &tenant, session, a).await;
        assert_provider_answers(&sidecar, &mock, &ask(&format!("{session}b"), b)).await;
    }

    // With tools, or sampled at a temperature, the cache is not asked.
    let mut tools = ask("s7", "How do I reset my password?");
    tools["tools"] = json!([{"type": "function", "function": {"name": "lookup", "parameters": {"type": "object"}}}]);
    let mut warm = ask("s8", "How do I reset my password?");
    warm["temperature"] = json!(0.7);
    for body in [tools, warm] {
        assert_provider_answers(&sidecar, &mock, &body).await;
    }

    let m = metrics(&sidecar).await;
    assert_eq!(
        metric(&m, "argus_semantic_cache_lookups_total{reason=\"hit\"}"),
        1,
        "{m}"
    );
    assert_eq!(
        metric(&m, "argus_semantic_cache_lookups_total{reason=\"miss\"}"),
        11,
        "{m}"
    );
    // Every miss counted once more by why: the name and the antonym pairs by their rule,
    // the near misses of other facts (another scope) as no candidate.
    let why = |reason: &str| {
        metric(
            &m,
            &format!("argus_semantic_cache_misses_total{{reason=\"{reason}\"}}"),
        )
    };
    let reasons = argus_sidecar::semantic::Miss::ALL.map(|r| why(r.label()));
    assert_eq!(reasons.iter().sum::<u64>(), 11, "{m}");
    assert!(why("name") >= 1, "{m}");
    assert!(why("antonym") >= 1, "{m}");
    assert!(why("no_candidate") >= 5, "{m}");

    // Another tenant (another actor) in front of the same embedder never sees them.
    let mut other = cfg;
    other.tenant = Some("agents/other-actor".into());
    let other = start(other).await;
    assert_provider_answers(&other, &mock, &ask("s9", "How do I reset my password?")).await;
}

fn with_redis(mut c: SidecarConfig, redis: &RedisServer) -> SidecarConfig {
    c.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    c
}

/// Two replicas of one tenant share the entries through the namespace's Redis vector
/// index: a paraphrase cached by A is answered on B. Another actor on the same Redis
/// never sees them, and the guard (numbers, date words, negation) still refuses near
/// misses across replicas.
#[tokio::test]
async fn replicas_share_entries_through_redis_and_tenants_and_guards_still_hold() {
    let _serial = ONE_EMBEDDER_AT_A_TIME.lock().await;
    let redis = RedisServer::start();
    let (_emb, mock, _dir, mut cfg) = semantic_setup(&redis, Some(&redis)).await;
    cfg.tenant = Some("agents/support-agent".into());
    let a = start(cfg.clone()).await;
    let b = start(cfg.clone()).await;
    assert!(a.state.caches.semantic.is_shared() && b.state.caches.semantic.is_shared());
    let tenant = a.state.runtime().tenant.to_string();

    // B reads the entry A wrote: it is in Redis, not in A's memory.
    let first = cache_answer(&a, &b, &tenant, "r1", "How do I reset my password?").await;
    assert_cache_hit(&b, &mock, "r2", "how do i reset my password", &first).await;
    assert_eq!(mock.requests().len(), 1);

    // Near misses cached on A are refused on B: another order id, another day, a negation.
    for (session, cached, near) in [
        ("n1", "Refund order 1234 please", "Refund order 1235 please"),
        (
            "d1",
            "Cancel my Monday delivery",
            "Cancel my Friday delivery",
        ),
        ("g1", "I want a refund", "I don't want a refund"),
    ] {
        cache_answer(&a, &b, &tenant, session, cached).await;
        assert_provider_answers(&b, &mock, &ask(&format!("{session}b"), near)).await;
    }

    // Another actor of the namespace on the same Redis: the very question A cached is
    // not answered from A's entries.
    let mut other = cfg.clone();
    other.tenant = Some("agents/billing-agent".into());
    let c = start(other).await;
    assert_provider_answers(&c, &mock, &ask("o1", "How do I reset my password?")).await;

    let m = metrics(&b).await;
    assert_eq!(
        metric(&m, "argus_semantic_cache_lookups_total{reason=\"hit\"}"),
        1,
        "{m}"
    );
}

/// The sidecar's Redis unreachable (the embedder's own store still up, so the turn is
/// embedded): the lookup is a miss counted as `unavailable`, and the agent gets the
/// provider's answer, not an error.
#[tokio::test]
async fn an_unreachable_redis_is_a_counted_miss_never_an_error() {
    let _serial = ONE_EMBEDDER_AT_A_TIME.lock().await;
    let embedder_redis = RedisServer::start();
    let mut sidecar_redis = RedisServer::start();
    let (_emb, mock, _dir, cfg) = semantic_setup(&embedder_redis, Some(&sidecar_redis)).await;
    let sidecar = start(cfg).await;
    sidecar_redis.stop();
    for session in ["u1", "u2"] {
        assert_provider_answers(
            &sidecar,
            &mock,
            &ask(session, "How do I reset my password?"),
        )
        .await;
    }
    let m = metrics(&sidecar).await;
    assert_eq!(
        metric(
            &m,
            "argus_semantic_cache_lookups_total{reason=\"unavailable\"}"
        ),
        2,
        "{m}"
    );
}
