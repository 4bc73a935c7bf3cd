//! The console on the admin port: the page and its script, a session's timeline as the
//! proxy recorded it (calls, steps with their verdicts, the intervention exactly as it
//! was written into the next request, refusals), live entries as server-sent events,
//! and the timeline answer time for a long session.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::{Duration, Instant};

use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use argus_sidecar::SessionKey;
use argus_sidecar::timeline::{Call, Step, What};
use bytes::Bytes;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use support::*;

fn text(content: &str) -> Reply {
    Reply {
        content: content.into(),
        ..Reply::default()
    }
}

fn refund() -> Reply {
    Reply {
        tool_calls: vec![ToolCall {
            name: "issue_refund".into(),
            arguments: json!({"order_id": "A-1"}),
        }],
        ..Reply::default()
    }
}

async fn get(sidecar: &argus_sidecar::Sidecar, path: &str) -> Answer {
    send(sidecar.admin_addr, "GET", path, Bytes::new(), &[]).await
}

#[tokio::test]
async fn the_console_page_and_script_are_served_on_the_admin_port() {
    let mock = MockServer::start_local(Script::fixed("hi")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;

    let page = get(&sidecar, "/console/").await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<argus-console>"), "{}", page.text());
    let csp = page.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("default-src 'self'"), "{csp}");

    let script = get(&sidecar, "/console/app.js").await;
    assert_eq!(script.status, 200);
    assert!(
        script.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(script.text().contains("argus-console"));

    let redirect = get(&sidecar, "/console").await;
    assert_eq!(redirect.status, 308);
    assert_eq!(redirect.headers["location"], "/console/");

    let post = send(
        sidecar.admin_addr,
        "POST",
        "/console/api/overview",
        Bytes::new(),
        &[],
    )
    .await;
    assert_eq!(post.status, 405, "read-only: {}", post.text());
    let missing = get(&sidecar, "/console/api/nothing").await;
    assert_eq!(missing.status, 404);
    assert!(
        missing.text().contains("/console/api/nothing"),
        "{}",
        missing.text()
    );
    // The other admin paths are unchanged.
    assert_eq!(get(&sidecar, "/healthz").await.status, 200);
}

#[tokio::test]
async fn the_console_is_not_served_on_an_admin_port_open_beyond_loopback() {
    let mock = MockServer::start_local(Script::fixed("hi")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&mock.url(), &key_file(dir.path()), Some(support_workflow()));
    c.listen.admin = "0.0.0.0:0".into();
    let sidecar = start(c).await;
    let local = std::net::SocketAddr::from(([127, 0, 0, 1], sidecar.admin_addr.port()));
    let page = send(local, "GET", "/console/", Bytes::new(), &[]).await;
    assert_eq!(page.status, 404);
    assert!(page.text().contains("loopback"), "{}", page.text());
    let api = send(local, "GET", "/console/api/sessions", Bytes::new(), &[]).await;
    assert_eq!(api.status, 404);
    // Nor may anything that reaches such a port decide approvals or act as the actor.
    for (method, path, body) in [
        ("GET", "/approvals", ""),
        ("POST", "/approvals/x/approve", "{}"),
        ("POST", "/messages", r#"{"to":"b","text":"hi"}"#),
        ("POST", "/context/preview", r#"{"text":"hi"}"#),
    ] {
        let r = send(local, method, path, Bytes::from(body), &[]).await;
        assert_eq!(r.status, 403, "{method} {path}: {}", r.text());
        assert!(r.text().contains("loopback"), "{}", r.text());
    }
    assert_eq!(
        send(local, "GET", "/healthz", Bytes::new(), &[])
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn a_session_timeline_shows_calls_steps_violations_and_the_intervention_as_sent() {
    let mock = MockServer::start_local(Script::fixed("unused"))
        .await
        .unwrap();
    for r in [
        text("Hello! How can I help you today?"),
        text("Could you describe the problem?"),
        refund(),
        text("ok"),
    ] {
        mock.script().push(r);
    }
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    for (i, msg) in ["hi", "my order is broken", "refund it", "so?"]
        .iter()
        .enumerate()
    {
        let a = post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("sess/1", msg),
            &[],
        )
        .await;
        assert_eq!(a.status, 200, "{}", a.text());
        wait_steps(&sidecar, i as u64 + 1).await;
    }
    // The note the model received in the fourth request.
    let sent = mock.requests().last().unwrap().body.clone();
    let note = sent["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["content"].as_str())
        .find(|c| c.starts_with("[System Note]"))
        .unwrap_or_else(|| panic!("no note in {sent}"))
        .to_string();

    let listed = get(&sidecar, "/console/api/sessions").await.json();
    assert_eq!(listed[0]["session"], "sess/1", "{listed}");
    assert_eq!(listed[0]["calls"], 4);

    let a = get(&sidecar, "/console/api/sessions/%73ess%2F1").await;
    assert_eq!(a.status, 200, "{}", a.text());
    let d = a.json();
    let kinds: Vec<&str> = d["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "call",
            "step",
            "call",
            "step",
            "call",
            "step",
            "intervention",
            "call",
            "step"
        ],
        "{d}"
    );
    let e = &d["entries"];
    assert_eq!(e[0]["model"], "gpt-4o-mini");
    assert_eq!(e[0]["status"], 200);
    assert!(e[0]["latencyMs"].as_f64().unwrap() > 0.0);
    assert!(e[0]["inputTokens"].as_u64().unwrap() > 0);
    assert_eq!(e[3]["state"], "identify_issue");
    assert_eq!(e[5]["state"], "account_action");
    let violated: Vec<&str> = e[5]["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["constraint"].as_str().unwrap())
        .collect();
    assert!(!violated.is_empty(), "{}", e[5]);
    assert!(e[5]["scheduled"].is_string(), "{}", e[5]);
    assert_eq!(e[6]["name"], e[5]["scheduled"]);
    assert_eq!(e[6]["strategy"], "userMessageInject");
    assert!(
        note.contains(e[6]["text"].as_str().unwrap()),
        "the timeline shows the text as sent: {note:?} vs {}",
        e[6]["text"]
    );
    assert_eq!(d["traceId"].as_str().unwrap().len(), 32);

    let overview = get(&sidecar, "/console/api/overview").await.json();
    assert_eq!(overview["lastHour"]["requests"], 4, "{overview}");
    assert!(overview["lastHour"]["violations"].as_u64().unwrap() >= 1);
    assert_eq!(overview["lastHour"]["interventions"], 1);
    let wf = get(&sidecar, "/console/api/workflow").await.json();
    assert_eq!(wf["name"], "support");
    assert!(wf["spec"]["states"].as_array().unwrap().len() > 2);
    let per_state: u64 = wf["sessionsPerState"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(per_state, 1, "{wf}");
    assert_eq!(wf["violationsByConstraint"][violated[0]], 1, "{wf}");

    let unknown = get(&sidecar, "/console/api/sessions/nobody").await;
    assert_eq!(unknown.status, 404);
    let bad = get(&sidecar, "/console/api/sessions/%FF").await;
    assert_eq!(bad.status, 400, "{}", bad.text());
}

#[tokio::test]
async fn refusals_are_recorded_in_the_session() {
    let mock = MockServer::start_local(Script::fixed("hi")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let config = with_gates(
        config(&mock.url(), &key_file(dir.path()), Some(support_workflow())),
        argus_crds::RiskTier::Modify,
    );
    let sidecar = start(config).await;
    // A behavior mode the GateStack does not know: refused before anything is forwarded.
    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("refused-1", "hi"),
        &[("x-argus-behavior-mode", "sometimes")],
    )
    .await;
    assert!(a.status.is_client_error(), "{}", a.text());
    assert!(mock.requests().is_empty());
    let d = get(&sidecar, "/console/api/sessions/refused-1").await;
    assert_eq!(d.status, 200, "{}", d.text());
    let d = d.json();
    assert_eq!(d["entries"][0]["kind"], "refusal", "{d}");
    assert_eq!(d["entries"][0]["status"], a.status.as_u16());
    assert_eq!(d["entries"][0]["error"], "argus_invalid_behavior_mode");
    assert_eq!(d["refusals"], 1);
}

#[tokio::test]
async fn live_entries_arrive_as_server_sent_events() {
    let mock = MockServer::start_local(Script::fixed("Hello! How can I help you today?"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let req = http::Request::get(format!("http://{}/console/api/events", sidecar.admin_addr))
        .body(http_body_util::Full::new(Bytes::new()))
        .unwrap();
    let resp = client().request(req).await.unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["content-type"], "text/event-stream");
    let mut body = resp.into_body();
    // The stream is open (its first chunk) before the request is sent.
    let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
    assert!(String::from_utf8_lossy(&first).contains(": connected"));

    let a = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("live-1", "hi"),
        &[],
    )
    .await;
    assert_eq!(a.status, 200);
    let mut seen = String::new();
    let read = tokio::time::timeout(Duration::from_secs(30), async {
        while !(seen.contains("\"kind\":\"call\"") && seen.contains("\"kind\":\"step\"")) {
            let frame = body.frame().await.unwrap().unwrap();
            if let Ok(data) = frame.into_data() {
                seen.push_str(&String::from_utf8_lossy(&data));
            }
        }
    })
    .await;
    assert!(read.is_ok(), "no call and step events; got {seen:?}");
    let events: Vec<Value> = seen
        .split("\n\n")
        .filter_map(|e| e.strip_prefix("event: entry\ndata: "))
        .map(|d| serde_json::from_str(d).unwrap())
        .collect();
    assert!(
        events.iter().all(|e| e["session"] == "live-1"),
        "{events:?}"
    );
    assert_eq!(events.last().unwrap()["state"], "greeting");
}

/// The issue's bound, with a margin a loaded debug build keeps: the console builds a
/// 256-call timeline (512 entries) in ≤ 20 ms p99, and answers it through HTTP in ≤ 20 ms
/// at the median. `make bench` (`benches/sidecar/console.rs`, release) holds the HTTP p99 itself
/// to 20 ms.
#[tokio::test]
async fn a_256_step_timeline_is_answered_within_20_ms() {
    let mock = MockServer::start_local(Script::fixed("hi")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let key = SessionKey {
        tenant: sidecar.state.runtime().tenant.clone(),
        session: "long".into(),
    };
    for i in 0..256u64 {
        sidecar.state.obs.timeline.record(
            &key,
            What::Call(Call {
                api: "openai_chat".into(),
                provider: "mock".into(),
                model: "gpt-4o-mini".into(),
                status: 200,
                outcome: "completed".into(),
                input_tokens: 1200 + i,
                output_tokens: 150,
                latency_ms: 812.5,
                tool_calls: 1,
                gate: None,
            }),
        );
        sidecar.state.obs.timeline.record(
            &key,
            What::Step(Step {
                from: "lookup_info".into(),
                state: "account_action".into(),
                method: "tool_call".into(),
                confidence: 1.0,
                result: "SUCCESS".into(),
                violations: Vec::new(),
                scheduled: None,
                workflow: "support".into(),
            }),
        );
    }
    let warm = get(&sidecar, "/console/api/sessions/long").await;
    assert_eq!(warm.json()["entries"].as_array().unwrap().len(), 512);
    let trace = argus_sidecar::trace_id(&key);
    let mut built: Vec<Duration> = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        let json = sidecar
            .state
            .obs
            .timeline
            .session_json(&key, &trace)
            .unwrap();
        built.push(t.elapsed());
        assert!(json.len() > 50_000, "{}", json.len());
    }
    built.sort();
    let built_p99 = built[built.len() * 99 / 100 - 1];
    let mut took: Vec<Duration> = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        let a = get(&sidecar, "/console/api/sessions/long").await;
        took.push(t.elapsed());
        assert_eq!(a.status, 200);
    }
    took.sort();
    let http_p50 = took[took.len() / 2];
    eprintln!(
        "256-step timeline: built p99 {built_p99:?}; HTTP p50 {http_p50:?}, p99 {:?}",
        took[took.len() * 99 / 100 - 1]
    );
    assert!(
        built_p99 <= Duration::from_millis(20),
        "built p99 {built_p99:?}"
    );
    assert!(
        http_p50 <= Duration::from_millis(20),
        "HTTP p50 {http_p50:?}"
    );
}
