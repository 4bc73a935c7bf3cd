//! The audit trail from the real binary into a real Redis (GateStack `audit.sink: redis`):
//! every LLM call and gate decision becomes an entry of the tenant's hash chain, with
//! seed 004's fields and arguments redacted per `redactKeys`; the chain verifies; a
//! Redis outage never holds the agent's calls.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::{Duration, Instant};

use argus_audit::ChainStore;
use argus_audit::Entry;
use argus_crds::{RedisConnection, RiskTier};
use argus_mock_llm::{MockServer, Script};
use serde_json::json;
use support::RedisServer;
use support::SidecarProcess;
use support::*;

async fn chain_store(url: &str) -> ChainStore {
    use fred::prelude::*;
    let client = Builder::from_config(Config::from_url(url).unwrap())
        .build()
        .unwrap();
    client.init().await.unwrap();
    ChainStore::new(client)
}

async fn entries(store: &ChainStore) -> Vec<Entry> {
    store
        .read("test-tenant", None, 1000)
        .await
        .unwrap()
        .into_iter()
        .map(|s| serde_json::from_str(&s.entry.unwrap()).unwrap())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn llm_calls_and_gate_decisions_enter_the_tenants_chain_and_it_verifies() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::ReadOnly,
    );
    c.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    let audit = c.gate_stack.as_mut().unwrap().spec.audit.as_mut().unwrap();
    audit.include_arguments = true;
    audit.redact_keys = vec!["email".into()];
    let mut sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;

    mock.script().push(calling(&[(
        "issue_refund",
        json!({"order_id": "A-1", "email": "jo@example.com"}),
    )]));
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("audited", "refund me"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("audited", "thanks"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());

    let store = chain_store(&redis.url()).await;
    assert!(
        eventually(|| async { store.head("test-tenant").await.unwrap().seq >= 3 }).await,
        "the chain did not get the calls' entries; sidecar output:\n{}",
        sidecar.output()
    );
    let verified = store
        .verify("test-tenant", None)
        .await
        .unwrap()
        .expect("the chain verifies");
    assert!(verified.entries >= 3);
    let all = entries(&store).await;
    let gate = all
        .iter()
        .find(|e| e.record.action == "gate_decision")
        .expect("a gate decision entry");
    assert_eq!(gate.record.tool_name.as_deref(), Some("issue_refund"));
    assert_eq!(gate.record.decision.as_deref(), Some("REFUSE"));
    assert!(
        gate.record.gates_failed.contains(&"security".to_string()),
        "{gate:?}"
    );
    assert_eq!(
        gate.record.arguments,
        Some(json!({"order_id": "A-1", "email": "[REDACTED]"}))
    );
    assert_eq!(gate.record.agent_id, "test-tenant");
    assert_eq!(gate.record.trace_id.len(), 32, "{gate:?}");
    let calls: Vec<&Entry> = all
        .iter()
        .filter(|e| e.record.action == "llm_call")
        .collect();
    assert_eq!(calls.len(), 2, "{all:#?}");
    assert_eq!(calls[0].record.decision.as_deref(), Some("REFUSE"));
    assert_eq!(calls[0].record.result_summary.as_deref(), Some("completed"));
    assert_eq!(calls[0].record.trace_id, gate.record.trace_id);
    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
    assert!(
        !sidecar.output().contains("jo@example.com"),
        "a redacted value reached the log"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redis_outage_never_holds_the_agents_calls_and_the_chain_resumes() {
    let mut redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::Modify,
    );
    c.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    let sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    redis.stop();
    // Every call is answered while Redis is down (sessions fail open by default).
    for i in 0..5 {
        let started = Instant::now();
        let r = post(
            sidecar.proxy,
            "/v1/chat/completions",
            &chat("down", &format!("q{i}")),
            &[],
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "a call waited on the audit chain"
        );
    }
    redis.restart();
    let r = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("up", "again"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let store = chain_store(&redis.url()).await;
    // The queued records reach the (new, empty) Redis once it is back; the chain verifies.
    let deadline = Instant::now() + Duration::from_secs(30);
    while store.head("test-tenant").await.unwrap().seq < 6 {
        assert!(
            Instant::now() < deadline,
            "the queued records did not reach Redis; output:\n{}",
            sidecar.output()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    store
        .verify("test-tenant", None)
        .await
        .unwrap()
        .expect("verifies");
    let metrics = sidecar.get_text(sidecar.admin, "/metrics").await.unwrap().1;
    assert!(
        metrics.contains("argus_audit_records_total{outcome=\"queued\"} 6"),
        "{metrics}"
    );
}
