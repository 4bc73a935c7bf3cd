//! Several workflows per workload (issue 17): a session chooses its workflow on its
//! first request (header, metadata, selector, else the default), keeps it for good (also
//! across replicas through Redis, and across a reload), and the engine runs it.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{
    EmbedderConnection, LoopDetection, RedisConnection, Resolved, SidecarConfig, WorkflowSpec,
};
use argus_mock_llm::{MockServer, Script};
use serde_json::{Value, json};
use support::RedisServer;
use support::*;

/// A workflow whose sessions are blocked from their second request on: its initial
/// state violates a `never` constraint with a hardBlock intervention, so a session that
/// runs it is recognisable by the 409 on its next request.
fn refunds() -> WorkflowSpec {
    serde_json::from_value(json!({
        "states": [
            {"name": "start", "initial": true},
            {"name": "done", "terminal": true, "classification": {"toolCalls": ["refund"]}}
        ],
        "transitions": [{"from": "start", "to": "done"}],
        "constraints": [{"name": "refunds-closed", "type": "never", "target": "start",
                         "severity": "critical", "intervention": "closed"}],
        "interventions": [{"name": "closed", "template": "refunds are closed today",
                           "strategy": "hardBlock"}],
        "selector": {"patterns": ["\\brefund"]}
    }))
    .unwrap()
}

fn two_workflows(upstream: &str, dir: &std::path::Path) -> SidecarConfig {
    let mut c = config(upstream, &key_file(dir), Some(support_workflow()));
    c.workflows = vec![Resolved {
        name: "refunds".into(),
        generation: None,
        spec: refunds(),
    }];
    c
}

async fn ask(sidecar: &argus_sidecar::Sidecar, body: &Value, h: &[(&str, &str)]) -> Answer {
    post(sidecar.proxy_addr, "/v1/chat/completions", body, h).await
}

#[tokio::test]
async fn an_unknown_workflow_is_refused_naming_the_allowed_ones() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(two_workflows(&mock.url(), dir.path())).await;
    let a = ask(
        &sidecar,
        &chat("s-unknown", "hello"),
        &[("x-argus-workflow", "billing")],
    )
    .await;
    assert_eq!(a.status, 400, "{}", a.text());
    assert_eq!(a.headers["x-should-retry"], "false");
    let err = &a.json()["error"];
    assert_eq!(err["type"], "argus_unknown_workflow");
    let message = err["message"].as_str().unwrap();
    assert!(message.contains(r#""billing""#), "{message}");
    assert!(message.contains(r#""support", "refunds""#), "{message}");
    // Also through metadata.
    let mut body = chat("s-unknown-2", "hello");
    body["metadata"]["argus_workflow"] = json!("billing");
    assert_eq!(ask(&sidecar, &body, &[]).await.status, 400);
    assert_eq!(mock.requests().len(), 0, "nothing reached the provider");
}

#[tokio::test]
async fn the_first_request_chooses_and_the_session_keeps_its_workflow() {
    let mock = MockServer::start_local(Script::fixed("Let me check that for you."))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(two_workflows(&mock.url(), dir.path())).await;

    // Named by the header on the first request: the engine runs refunds (blocked next).
    let first = ask(
        &sidecar,
        &chat("s-header", "hello"),
        &[("x-argus-workflow", "refunds")],
    )
    .await;
    assert_eq!(first.status, 200, "{}", first.text());
    wait_steps(&sidecar, 1).await;
    let second = ask(&sidecar, &chat("s-header", "hello again"), &[]).await;
    assert_eq!(second.status, 409, "{}", second.text());
    assert_eq!(second.json()["error"]["type"], "argus_workflow_violation");

    // The default session runs support, which does not block.
    let d1 = ask(&sidecar, &chat("s-default", "where is my order"), &[]).await;
    assert_eq!(d1.status, 200);
    wait_steps(&sidecar, 2).await;
    // Naming another workflow later is refused, naming the session's own.
    let switch = ask(
        &sidecar,
        &chat("s-default", "where is my order"),
        &[("x-argus-workflow", "refunds")],
    )
    .await;
    assert_eq!(switch.status, 400, "{}", switch.text());
    assert_eq!(switch.headers["x-should-retry"], "false");
    assert_eq!(switch.json()["error"]["type"], "argus_workflow_switch");
    assert!(
        switch.text().contains(r#"\"support\""#),
        "{}",
        switch.text()
    );
    // Naming its own workflow is fine.
    let own = ask(
        &sidecar,
        &chat("s-default", "where is my order"),
        &[("x-argus-workflow", "support")],
    )
    .await;
    assert_eq!(own.status, 200, "{}", own.text());
}

#[tokio::test]
async fn a_selector_pattern_chooses_for_sessions_that_name_none() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(two_workflows(&mock.url(), dir.path())).await;
    let a = ask(
        &sidecar,
        &chat("s-pattern", "I want a REFUND for order 12"),
        &[],
    )
    .await;
    assert_eq!(a.status, 200);
    let switch = ask(
        &sidecar,
        &chat("s-pattern", "hello"),
        &[("x-argus-workflow", "support")],
    )
    .await;
    assert_eq!(switch.status, 400);
    assert!(
        switch.text().contains(r#"follows workflow \"refunds\""#),
        "{}",
        switch.text()
    );
}

#[tokio::test]
async fn a_reload_keeps_sessions_on_their_workflow() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let cfg = two_workflows(&mock.url(), dir.path());
    let sidecar = start(cfg.clone()).await;
    assert_eq!(
        ask(
            &sidecar,
            &chat("s-reload", "hi"),
            &[("x-argus-workflow", "refunds")]
        )
        .await
        .status,
        200
    );
    // The same workflows in another order: the default changes, the session does not.
    let mut reordered = cfg;
    let support = reordered.workflow.take().unwrap();
    reordered.workflow = Some(reordered.workflows.remove(0));
    reordered.workflows = vec![support];
    sidecar.state.swap_runtime(
        argus_sidecar::Runtime::build(reordered, None, Some(&sidecar.state.runtime())).unwrap(),
    );
    let switch = ask(
        &sidecar,
        &chat("s-reload", "hi"),
        &[("x-argus-workflow", "support")],
    )
    .await;
    assert_eq!(switch.status, 400);
    assert!(
        switch.text().contains(r#"follows workflow \"refunds\""#),
        "{}",
        switch.text()
    );
}

#[tokio::test]
async fn replicas_share_the_choice_through_redis() {
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = two_workflows(&mock.url(), dir.path());
    cfg.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    let a = start(cfg.clone()).await;
    let b = start(cfg).await;
    assert_eq!(
        ask(
            &a,
            &chat("s-shared", "hi"),
            &[("x-argus-workflow", "refunds")]
        )
        .await
        .status,
        200
    );
    let switch = ask(
        &b,
        &chat("s-shared", "hi"),
        &[("x-argus-workflow", "support")],
    )
    .await;
    assert_eq!(switch.status, 400, "{}", switch.text());
    assert_eq!(switch.json()["error"]["type"], "argus_workflow_switch");
    // A fresh session on b chooses for itself.
    assert_eq!(
        ask(
            &b,
            &chat("s-fresh", "hi"),
            &[("x-argus-workflow", "support")]
        )
        .await
        .status,
        200
    );
}

#[test]
fn a_single_workflow_config_still_loads_and_duplicate_names_are_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let single = config(
        "http://127.0.0.1:9",
        &key_file(dir.path()),
        Some(support_workflow()),
    );
    let text = serde_json::to_string(&single).unwrap();
    assert!(
        !text.contains("\"workflows\""),
        "the old format is written unchanged"
    );
    assert!(argus_sidecar::Runtime::build(single, None, None).is_ok());

    let mut dup = two_workflows("http://127.0.0.1:9", dir.path());
    dup.workflows[0].name = "support".into();
    let err = argus_sidecar::Runtime::build(dup, None, None)
        .unwrap_err()
        .to_string();
    assert!(err.contains("workflows[0].name"), "{err}");
    assert!(err.contains("listed twice"), "{err}");
}

/// Each session's use of its workflow is kept in Redis where the operator counts a
/// Workflow's sessions (`argus_crds::workflow_sessions_key`), whichever
/// replica served it and however the workflow was chosen.
#[tokio::test]
async fn each_session_is_counted_under_its_workflow_in_redis() {
    use argus_crds::{workflow_session_member, workflow_sessions_key};
    use fred::prelude::*;
    let redis = RedisServer::start();
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = two_workflows(&mock.url(), dir.path());
    cfg.tenant = Some("agents/support-agent".into());
    cfg.redis = Some(RedisConnection {
        url: redis.url(),
        password: None,
    });
    let a = start(cfg.clone()).await;
    let b = start(cfg).await;
    let header = [("x-argus-workflow", "refunds")];
    // (refunds blocks a session from its second request on: the 409 says it ran.)
    for (sidecar, session, text, h, status) in [
        (&a, "s-named", "hi", &header[..], 200),
        (&b, "s-named", "hi again", &[][..], 409),
        (&b, "s-default", "where is my order", &[][..], 200),
        (&a, "s-pattern", "a refund for order 12", &[][..], 200),
    ] {
        if status == 409 {
            wait_steps(&a, 1).await;
        }
        let answer = ask(sidecar, &chat(session, text), h).await;
        assert_eq!(answer.status, status, "{session}: {}", answer.text());
    }
    let client = redis.client().await;
    let members = |workflow: &'static str| {
        let client = client.clone();
        async move {
            let mut m: Vec<String> = client
                .zrange(
                    workflow_sessions_key("agents", workflow),
                    0,
                    -1,
                    None,
                    false,
                    None,
                    false,
                )
                .await
                .unwrap();
            m.sort();
            m
        }
    };
    let tenant = "agents/support-agent";
    let refunds = vec![
        workflow_session_member(tenant, "s-named"),
        workflow_session_member(tenant, "s-pattern"),
    ];
    let support = vec![workflow_session_member(tenant, "s-default")];
    assert!(
        eventually(|| async {
            members("refunds").await == refunds && members("support").await == support
        })
        .await,
        "refunds {:?}, support {:?}",
        members("refunds").await,
        members("support").await
    );
}

/// Selector exemplars through the real embedder (ONNX MiniLM): a first message that
/// paraphrases an exemplar picks that workflow, an unrelated one falls back to the
/// default, and an unreachable embedder fails open to the default.
#[tokio::test]
async fn selector_exemplars_pick_by_meaning_with_the_real_embedder() {
    use support::EmbedderProcess;
    let redis = RedisServer::start();
    let emb = EmbedderProcess::start(&redis);
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let with_exemplars = |socket: &std::path::Path| {
        let mut c = two_workflows(&mock.url(), dir.path());
        let mut passwords = refunds();
        passwords.selector = Some(
            serde_json::from_value(json!({"exemplars": ["How do I reset my password?"]})).unwrap(),
        );
        c.workflows[0].name = "passwords".into();
        c.workflows[0].spec = passwords;
        c.embedder = Some(EmbedderConnection {
            socket: socket.display().to_string(),
        });
        let policy = &mut c.policy.as_mut().unwrap().spec;
        // A loaded CI machine: the selection's deadline is the loop check's.
        policy.loop_detection = Some(LoopDetection {
            timeout_ms: 5_000,
            ..Default::default()
        });
        c
    };
    // Which workflow a session follows: naming the default on a later request passes
    // for a session that follows it and is refused naming the one it follows otherwise.
    async fn follows(sidecar: &argus_sidecar::Sidecar, session: &str) -> String {
        let a = ask(
            sidecar,
            &chat(session, "and then?"),
            &[("x-argus-workflow", "support")],
        )
        .await;
        if a.status == 200 {
            return "support".into();
        }
        assert_eq!(a.status, 400, "{}", a.text());
        assert_eq!(a.json()["error"]["type"], "argus_workflow_switch");
        let message = a.json()["error"]["message"].as_str().unwrap().to_string();
        message.split('"').nth(1).unwrap_or_default().to_string()
    }

    let sidecar = start(with_exemplars(&emb.socket)).await;
    for (session, first, want) in [
        (
            "s-para",
            "I forgot my password, how can I change it?",
            "passwords",
        ),
        (
            "s-other",
            "What time does the store in Berlin open on Saturdays?",
            "support",
        ),
    ] {
        let a = ask(&sidecar, &chat(session, first), &[]).await;
        assert_eq!(a.status, 200, "{}", a.text());
        assert_eq!(follows(&sidecar, session).await, want, "{first}");
    }

    // No embedder at that socket: the default, and the request goes through.
    let gone = dir.path().join("no-embedder.sock");
    let blind = start(with_exemplars(&gone)).await;
    let a = ask(
        &blind,
        &chat("s-blind", "I forgot my password, how can I change it?"),
        &[],
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(follows(&blind, "s-blind").await, "support");
}
