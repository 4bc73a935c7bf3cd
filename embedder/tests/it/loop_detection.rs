//! Loop detection end to end: the real model, a real Redis Stack on a free port, and
//! the gRPC service on a real Unix socket.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use crate::common::{RedisStack, eventually, settings};
use argus_embedder::pb::{CheckLoopRequest, CheckLoopResponse};
use argus_embedder::{IndexState, Running, history_key, tenant_tag};
use fred::prelude::*;
use tonic::transport::Channel;

type Client = argus_embedder::pb::embedder_client::EmbedderClient<Channel>;

struct Fixture {
    running: Running,
    client: Client,
    _redis: RedisStack,
    _dir: tempfile::TempDir,
}

async fn fixture() -> Fixture {
    let redis = RedisStack::start();
    let dir = tempfile::tempdir().unwrap();
    let running = argus_embedder::start(settings(dir.path(), &redis.url(), "argus:loop:idx"))
        .await
        .unwrap();
    let client = argus_embedder::connect(&running.socket).await.unwrap();
    Fixture {
        running,
        client,
        _redis: redis,
        _dir: dir,
    }
}

impl Fixture {
    /// CheckLoop, then wait until the asynchronous write has landed so that the next
    /// call sees it (an agent's next call comes an LLM round trip later).
    async fn check(
        &mut self,
        tenant: &str,
        prompt: &str,
        history: u32,
        ttl: u32,
    ) -> CheckLoopResponse {
        let before = self.history_len(tenant).await;
        let reply = self
            .client
            .check_loop(CheckLoopRequest {
                tenant_id: tenant.to_owned(),
                prompt: prompt.to_owned(),
                threshold: 0.0,
                history_size: history,
                ttl_seconds: ttl,
                return_embedding: false,
            })
            .await
            .unwrap()
            .into_inner();
        let want = (before + 1).min(if history == 0 { 5 } else { history as i64 });
        assert!(
            eventually(Duration::from_secs(2), || async {
                self.history_len(tenant).await == want
            })
            .await,
            "the prompt of {tenant} was not recorded"
        );
        reply
    }

    async fn history_len(&self, tenant: &str) -> i64 {
        self.running
            .store
            .client()
            .llen(history_key(tenant))
            .await
            .unwrap()
    }

    async fn loop_keys(&self, tenant: &str) -> Vec<String> {
        let (_, keys): (String, Vec<String>) = self
            .running
            .store
            .client()
            .scan_page(
                "0",
                format!("argus:{{{}}}:loop:*", tenant_tag(tenant)),
                Some(10_000),
                None,
            )
            .await
            .unwrap();
        keys
    }
}

#[tokio::test]
async fn five_rewordings_of_one_request_trigger_a_loop() {
    let mut f = fixture().await;
    let tenant = "team-a/agent.v1";
    let prompts = [
        "Search the database for order 1234",
        "Search the database for order #1234",
        "Please search the database for order 1234 again",
        "Search the database for order 1234 please",
        "Search the database for the order 1234",
    ];
    let mut replies = Vec::new();
    for prompt in prompts {
        replies.push(f.check(tenant, prompt, 0, 0).await);
    }
    let sims: Vec<f64> = replies.iter().map(|r| r.max_similarity).collect();
    assert!(
        !replies[0].loop_detected && replies[0].compared == 0,
        "{:?}",
        replies[0]
    );
    // Measured with the int8 model: [0, 0.986, 0.943, 0.982, 0.993]; the reworded
    // "Please … again" stays under 0.95, every closer repeat is caught.
    let detected = replies[1..].iter().filter(|r| r.loop_detected).count();
    assert!(detected >= 3, "similarities {sims:?}");
    let last = replies.last().unwrap();
    assert!(last.loop_detected, "similarities {sims:?}");
    assert_eq!(last.compared, 4);
    assert!((last.threshold - 0.95).abs() < 1e-12);
    assert!(prompts.contains(&last.similar_prompt.as_str()));
}

#[tokio::test]
async fn five_unrelated_requests_do_not() {
    let mut f = fixture().await;
    let tenant = "team-a/agent.v1";
    let prompts = [
        "Search the database for order 1234",
        "What is the weather forecast for Berlin tomorrow?",
        "Restart the payment service in the staging cluster",
        "Summarise the last three support tickets",
        "Open a pull request for branch fix-login",
    ];
    for prompt in prompts {
        let reply = f.check(tenant, prompt, 0, 0).await;
        assert!(!reply.loop_detected, "{prompt}: {reply:?}");
        assert!(reply.max_similarity < 0.8, "{prompt}: {reply:?}");
    }
}

#[tokio::test]
async fn tenants_are_isolated() {
    let mut f = fixture().await;
    let (a, b) = ("ns-a/agent", "ns-a/agent.v2");
    let prompt = "Delete all pods in namespace prod";
    assert!(!f.check(a, prompt, 0, 0).await.loop_detected);
    let other = f.check(b, prompt, 0, 0).await;
    assert!(!other.loop_detected && other.compared == 0, "{other:?}");
    let again = f.check(a, prompt, 0, 0).await;
    assert!(
        again.loop_detected && again.max_similarity > 0.999,
        "{again:?}"
    );
    assert_eq!(again.compared, 1);
}

#[tokio::test]
async fn ids_that_differ_in_case_or_carry_separators_never_share_history() {
    let mut f = fixture().await;
    let prompt = "Refund order 4417 to the customer's card";
    // Each of these ids once reached another's history: RediSearch folds TAGs to lower
    // case and splits them at commas (`I,probe/other-agent/V` probed tenant B's `V`).
    let victims = [
        "probe/other-agent/V",
        "ns/a/Session",
        "ns/a/X",
        "ns/a/a b",
        "ns/a/{x}",
        "ns/a/p|q",
        "ns/a/größe",
    ];
    for v in victims {
        assert!(!f.check(v, prompt, 0, 0).await.loop_detected, "{v}");
    }
    let probes = [
        "I,probe/other-agent/V",
        "ns/a/session",
        "ns/a/X,zz",
        "ns/a/a",
        "ns/a/x",
        "ns/a/p",
        "ns/a/GRÖSSE",
    ];
    for p in probes {
        let reply = f.check(p, prompt, 0, 0).await;
        assert!(
            !reply.loop_detected && reply.compared == 0,
            "{p} saw another session's history: {reply:?}"
        );
    }
    // Each victim still sees exactly its own prompt.
    for v in victims {
        let reply = f.check(v, prompt, 0, 0).await;
        assert!(reply.loop_detected && reply.compared == 1, "{v}: {reply:?}");
    }
}

#[tokio::test]
async fn history_keeps_the_last_n_and_expires() {
    let mut f = fixture().await;
    let tenant = "ns/keeper";
    for i in 0..5 {
        f.check(
            tenant,
            &format!("Step {i}: read the file src/file{i}.rs"),
            3,
            0,
        )
        .await;
    }
    assert_eq!(f.history_len(tenant).await, 3);
    assert_eq!(f.loop_keys(tenant).await.len(), 3);
    let ttl: i64 = f
        .running
        .store
        .client()
        .ttl(f.loop_keys(tenant).await[0].clone())
        .await
        .unwrap();
    assert!((3590..=3600).contains(&ttl), "default TTL 3600, got {ttl}");

    let short = "ns/short-lived";
    f.check(short, "Check the status of the nightly backup job", 0, 1)
        .await;
    assert_eq!(f.loop_keys(short).await.len(), 1);
    let store = f.running.store.clone();
    let expired = eventually(Duration::from_secs(4), || {
        let store = store.clone();
        async move {
            let n: i64 = store.client().exists(history_key(short)).await.unwrap();
            n == 0
        }
    })
    .await;
    assert!(expired, "history list did not expire");
    assert!(f.loop_keys(short).await.is_empty());
    // After expiry the same prompt is new again.
    let reply = f
        .check(short, "Check the status of the nightly backup job", 0, 1)
        .await;
    assert!(!reply.loop_detected && reply.compared == 0, "{reply:?}");
}

#[tokio::test]
async fn index_creation_is_idempotent_and_recovers_from_a_dropped_index() {
    let mut f = fixture().await;
    let store = f.running.store.clone();
    // Created at start; again is a no-op.
    assert_eq!(store.ensure_index().await.unwrap(), IndexState::Existed);
    assert_eq!(store.ensure_index().await.unwrap(), IndexState::Existed);
    // A second embedder on the same Redis starts fine with the existing index.
    let dir = tempfile::tempdir().unwrap();
    let second = argus_embedder::start(settings(dir.path(), &f._redis.url(), "argus:loop:idx"))
        .await
        .unwrap();
    second.stop().await.unwrap();
    // Redis lost the index (restart without persistence): the next CheckLoop re-creates it.
    store.drop_index().await.unwrap();
    let reply = f.check("ns/recover", "Run the test suite", 0, 0).await;
    assert!(!reply.loop_detected);
    assert_eq!(store.ensure_index().await.unwrap(), IndexState::Existed);
    let reply = f.check("ns/recover", "Run the test suite", 0, 0).await;
    assert!(reply.loop_detected, "{reply:?}");
}

#[tokio::test]
async fn per_request_threshold_applies() {
    let mut f = fixture().await;
    let tenant = "ns/threshold";
    f.check(tenant, "Run the test suite", 0, 0).await;
    let reply = f
        .client
        .check_loop(CheckLoopRequest {
            tenant_id: tenant.to_owned(),
            prompt: "Run the test suite again".to_owned(),
            threshold: 0.999,
            history_size: 0,
            ttl_seconds: 0,
            return_embedding: false,
        })
        .await
        .unwrap()
        .into_inner();
    assert!(!reply.loop_detected, "{reply:?}");
    assert!((reply.threshold - 0.999).abs() < 1e-12);
}
