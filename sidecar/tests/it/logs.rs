//! Logs, from the real binary: every line is a JSON object, and request and response
//! bodies never appear — not even with `debug` logging for every crate — unless
//! `telemetry.logBodies` is set; then each call logs its request body and its reassembled
//! reply (streamed or not, with or without a workflow). Every call, failed ones included,
//! leaves one audit record.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_mock_llm::{MockServer, Script};
use support::*;
use support::{SidecarProcess, audit_records_in};

const ASKED: &str = "CANARY-ASKED-5d1e";
const ANSWERED: &str = "CANARY-ANSWERED-a9c4";

/// Runs a plain, a streamed and a failing call through a sidecar logging at `log_level`,
/// and returns its output once the three calls' audit records are in it.
async fn logs_of_three_calls(log_level: &str, log_bodies: bool) -> String {
    let mock = MockServer::start_local(Script::fixed(ANSWERED))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), None);
    c.telemetry.log_level = log_level.into();
    c.telemetry.log_bodies = log_bodies;
    let mut sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    let asked = chat("logs", ASKED);
    let ask = || post(sidecar.proxy, "/v1/chat/completions", &asked, &[]);

    let plain = ask().await;
    assert_eq!(plain.status, 200, "{}", plain.text());
    assert!(plain.text().contains(ANSWERED));
    let mut body = chat("logs", ASKED);
    body["stream"] = true.into();
    let streamed = post(sidecar.proxy, "/v1/chat/completions", &body, &[]).await;
    assert_eq!(streamed.status, 200, "{}", streamed.text());
    assert!(streamed.text().contains(ANSWERED));
    mock.script().push(argus_mock_llm::Reply {
        status: Some(503),
        ..Default::default()
    });
    let failed = ask().await;
    assert_eq!(failed.status, 503, "{}", failed.text());

    assert!(
        eventually(|| async { audit_records_in(&sidecar.output()).len() == 3 }).await,
        "no audit records for the three calls; output:\n{}",
        sidecar.output()
    );
    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
    let output = sidecar.output();
    for line in output.lines() {
        let parsed: Result<serde_json::Value, _> = serde_json::from_str(line);
        assert!(
            parsed.is_ok_and(|v| v.is_object()),
            "not a JSON log line: {line}"
        );
    }
    output
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_stay_out_of_the_logs_even_at_debug() {
    let output = logs_of_three_calls("debug", false).await;
    assert!(
        output.contains("\"level\":\"DEBUG\""),
        "debug logging is on:\n{output}"
    );
    for canary in [ASKED, ANSWERED] {
        let leaks: Vec<_> = output.lines().filter(|l| l.contains(canary)).collect();
        assert!(leaks.is_empty(), "{canary} logged: {leaks:#?}");
    }
    let audits = audit_records_in(&output);
    let outcomes: Vec<_> = audits
        .iter()
        .map(|a| {
            (
                a["outcome"].as_str().unwrap(),
                a["status"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        outcomes,
        [
            ("completed", 200),
            ("completed", 200),
            ("upstream_error", 503)
        ]
    );
    assert!(
        audits[0]["output_tokens"].as_u64().unwrap() > 0,
        "{audits:#?}"
    );
    assert_eq!(audits[0]["model"], "gpt-4o-mini");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn audit_records_stay_when_the_log_level_is_warn() {
    // (`serve=info` only for the "ready" line the harness reads the ports from.)
    let output = logs_of_three_calls("warn,argus_sidecar::serve=info", false).await;
    for line in output.lines().filter(|l| l.contains(r#""level":"INFO""#)) {
        assert!(
            line.contains(r#""target":"argus::audit""#)
                || line.contains(r#""target":"argus_sidecar::serve""#),
            "an info line at level warn: {line}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn log_bodies_logs_each_request_and_reply_once() {
    let output = logs_of_three_calls("info", true).await;
    let lines = |message: &str, canary: &str| {
        output
            .lines()
            .filter(|l| l.contains(message) && l.contains(canary))
            .count()
    };
    assert_eq!(lines("argus.request.body", ASKED), 3, "{output}");
    assert_eq!(lines("argus.response.body", ANSWERED), 2, "{output}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_call_answered_from_the_cache_is_audited_as_a_cache_hit() {
    use argus_crds::{CacheSettings, ExactCache};
    let mock = MockServer::start_local(Script::fixed(ANSWERED))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), None);
    c.policy.as_mut().unwrap().spec.cache = Some(CacheSettings {
        exact: Some(ExactCache {
            enabled: true,
            ttl_seconds: 60,
        }),
        semantic: None,
    });
    let sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    let mut body = chat("cached", ASKED);
    body["temperature"] = 0.into();
    let hit = || async {
        let r = post(sidecar.proxy, "/v1/chat/completions", &body, &[]).await;
        assert_eq!(r.status, 200, "{}", r.text());
        r.headers["x-argus-cache"] == "hit"
    };
    assert!(eventually(hit).await, "no cache hit within 10 s");
    let cache_hit = || {
        audit_records_in(&sidecar.output())
            .into_iter()
            .find(|a| a["outcome"] == "cache_hit")
    };
    assert!(
        eventually(|| async { cache_hit().is_some() }).await,
        "no cache_hit audit record; output:\n{}",
        sidecar.output()
    );
    let hit = cache_hit().unwrap();
    assert_eq!(hit["provider"], "cache");
    assert_eq!(hit["status"], 200);
    assert_eq!(hit["input_tokens"], 0, "nothing was spent: {hit}");
    assert_eq!(hit["session"], "cached");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_level_follows_the_config_file_without_a_restart() {
    let mock = MockServer::start_local(Script::fixed(ANSWERED))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), None);
    let sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    let call = async || {
        let r = post(
            sidecar.proxy,
            "/v1/chat/completions",
            &chat("lvl", "hi"),
            &[],
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
    };
    let debug_lines = || sidecar.output().matches(r#""level":"DEBUG""#).count();
    let reloads = async |reason: &str| {
        let metrics = sidecar
            .get_text(sidecar.admin, "/metrics")
            .await
            .unwrap_or_default()
            .1;
        metrics.contains(&format!(
            "argus_config_reloads_total{{reason=\"{reason}\"}} 1"
        ))
    };
    call().await;
    assert_eq!(debug_lines(), 0, "info by default");

    c.telemetry.log_level = "debug".into();
    config_file(dir.path(), &c);
    assert!(
        eventually(|| reloads("applied")).await,
        "the new level was not applied"
    );
    call().await;
    assert!(
        eventually(|| async { debug_lines() > 0 }).await,
        "no debug lines after the reload:\n{}",
        sidecar.output()
    );

    // A level that does not parse is rejected; debug stays.
    c.telemetry.log_level = "info,[".into();
    config_file(dir.path(), &c);
    assert!(
        eventually(|| reloads("rejected")).await,
        "the bad level was not rejected"
    );
    let before = debug_lines();
    call().await;
    assert!(
        eventually(|| async { debug_lines() > before }).await,
        "debug logging stopped"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_carry_their_session_and_tenant_and_metered_calls_are_audited() {
    use argus_crds::Budgets;
    let mock = MockServer::start_local(Script::fixed(ANSWERED))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), None);
    c.policy.as_mut().unwrap().spec.budgets = Some(Budgets {
        session_tokens: Some(100),
        tenant_tokens_per_day: None,
    });
    let mut sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    let mut big = chat("refused-session", "hi");
    big["max_tokens"] = 500.into();
    let r = post(sidecar.proxy, "/v1/chat/completions", &big, &[]).await;
    assert_eq!(r.status, 429, "{}", r.text());
    let embed = serde_json::json!({"model": "e", "input": "hi", "user": "embedding-session"});
    let r = post(sidecar.proxy, "/v1/embeddings", &embed, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text());

    let refusal = |output: &str| {
        output
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .map(|v| v["fields"].clone())
            .find(|f| f["message"] == "request refused")
    };
    let audited = |output: &str| {
        audit_records_in(output)
            .into_iter()
            .find(|a| a["api"] == "openai_embeddings")
    };
    assert!(
        eventually(|| async {
            let output = sidecar.output();
            refusal(&output).is_some() && audited(&output).is_some()
        })
        .await,
        "no refusal log line or embeddings audit record; output:\n{}",
        sidecar.output()
    );
    let output = sidecar.output();
    let refused = refusal(&output).unwrap();
    assert_eq!(refused["session"], "refused-session", "{refused}");
    assert_eq!(refused["tenant"], "test-tenant", "{refused}");
    assert_eq!(refused["kind"], "argus_rate_limited", "{refused}");
    let audit = audited(&output).unwrap();
    assert_eq!(audit["session"], "embedding-session", "{audit}");
    assert_eq!(audit["outcome"], "completed", "{audit}");
    assert_eq!(audit["input_tokens"], 1, "the provider's usage: {audit}");
    let (status, _) = sidecar.terminate(Duration::from_secs(15)).await;
    assert!(status.success(), "exit {status}");
}
