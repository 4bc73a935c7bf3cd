//! Tasks (MCP 2025-11-25) through the gateway with the official Python SDK as the
//! agent's client: the capability and every tool offered as a task, a call run as a task
//! (created working, polled to completed, its result the tool's with the related task), a
//! call refused by tier (failed, the refusal its result), a cancelled one (its upstream
//! call stopped, no result), the list newest first, an unknown id named, and a plain call
//! on the same session unchanged.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;

use serde_json::json;
use support::audit_records;
use support::*;

use crate::mcp_sdk::sdk_client_through_gateway;

#[tokio::test]
async fn the_official_python_sdk_runs_gateway_calls_as_tasks() {
    let audits = audit_records();
    let steps = sdk_client_through_gateway("tasks_client.py").await;
    let step = |s: &str| steps.step(s);
    let stdout = &steps.stdout;

    assert_eq!(step("initialize")["version"], "2025-11-25");
    assert_eq!(
        step("initialize")["tasks"],
        json!({"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}})
    );
    for tool in ["search_knowledge_base", "lookup_order", "slow_search"] {
        assert_eq!(step("list")["support"][tool], "optional", "{stdout}");
    }

    let created = step("created");
    assert_eq!(created["status"], "working");
    assert_eq!(created["ttl"], 60_000);
    assert_eq!(created["poll"], 500);
    assert_eq!(step("polled")["status"], "completed", "{stdout}");
    let result = step("result");
    assert_eq!(result["ok"], true, "{stdout}");
    assert_eq!(result["is_error"], false);
    assert_eq!(result["text"], "Article 12: how to reset a password");
    assert_eq!(result["related"], created["task_id"]);

    // Refused by tier: the task fails, and its result is exactly the refusal.
    let refused = step("refused");
    assert_eq!(refused["status"], "failed", "{stdout}");
    let refusal = format!("{}{}", refused["text"], refused["message"]);
    assert!(refusal.contains("reset_password"), "{refused}");

    let cancelled = step("cancelled");
    assert_eq!(cancelled["answer"], "cancelled");
    assert_eq!(cancelled["status"], "cancelled");
    assert_eq!(
        cancelled["ok"], false,
        "a cancelled task has no result: {cancelled}"
    );
    // Its call was stopped: audited as one nobody waits for, the upstream told.
    let stopped = |r: &BTreeMap<String, String>| {
        r.get("tool").map(String::as_str) == Some("slow_search")
            && r.get("outcome").map(String::as_str) == Some("client_gone")
            && r.get("result_summary")
                .is_some_and(|s| s.contains("the upstream was sent notifications/cancelled"))
    };
    let audited = eventually(|| {
        let audits = audits.clone();
        async move { audits.lock().unwrap().iter().any(stopped) }
    })
    .await;
    assert!(
        audited,
        "no client_gone record of slow_search: {:?}",
        audits.lock().unwrap()
    );

    assert_eq!(step("listed")["ids"], step("listed")["expected"]);
    assert_eq!(step("unknown")["ok"], false);
    assert!(
        step("unknown")["message"]
            .as_str()
            .unwrap()
            .contains("\"no-such-task\" does not exist"),
        "{stdout}"
    );
    assert_eq!(step("plain")["text"], "Article 12: how to plain");
}
