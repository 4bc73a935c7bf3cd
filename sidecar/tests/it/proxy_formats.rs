//! Anthropic, Gemini and OpenAI Responses through the proxy: the response passes
//! through (streamed and not), is classified, and the next request carries the
//! intervention written in that API's own shape.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use serde_json::{Value, json};
use support::*;

fn refund() -> Reply {
    Reply {
        tool_calls: vec![ToolCall {
            name: "issue_refund".into(),
            arguments: json!({"order_id": "A-1"}),
        }],
        ..Reply::default()
    }
}

struct Case {
    path: &'static str,
    body: fn(&str, bool) -> Value,
    /// Where the intervention text must appear in the forwarded request.
    carries_note: fn(&Value) -> bool,
}

fn anthropic(user: &str, stream: bool) -> Value {
    json!({"model": "claude-sonnet-4-5", "max_tokens": 100, "stream": stream, "system": "agent prompt",
           "messages": [{"role": "user", "content": user}]})
}

fn gemini(user: &str, _stream: bool) -> Value {
    json!({"contents": [{"role": "user", "parts": [{"text": user}]}]})
}

fn responses(user: &str, stream: bool) -> Value {
    json!({"model": "gpt-4o-mini", "stream": stream, "instructions": "agent prompt", "input": user})
}

async fn scenario(case: Case, stream_path: Option<&'static str>) {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    for r in [
        Reply {
            content: "Could you describe the problem?".into(),
            ..Reply::default()
        },
        refund(),
    ] {
        mock.script().push(r);
    }
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let session = [("x-argus-session-id", "fmt-1")];
    let stream = stream_path.is_some();
    let path = stream_path.unwrap_or(case.path);
    for (i, msg) in ["hi", "refund please"].iter().enumerate() {
        let direct_len = mock.requests().len();
        let a = post(
            sidecar.proxy_addr,
            path,
            &(case.body)(msg, stream),
            &session,
        )
        .await;
        assert_eq!(a.status, 200, "{path}: {}", a.text());
        assert_eq!(mock.requests().len(), direct_len + 1);
        wait_steps(&sidecar, i as u64 + 1).await;
    }
    let a = post(
        sidecar.proxy_addr,
        path,
        &(case.body)("and now?", stream),
        &session,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let forwarded = mock.requests().last().unwrap().body.clone();
    assert!(
        (case.carries_note)(&forwarded),
        "{path}: intervention not found in {forwarded:#}"
    );
    let seen = mock.requests().last().unwrap().headers.clone();
    assert!(
        !seen.contains_key("x-argus-session-id"),
        "Argus headers stay inside the pod"
    );
}

/// The note opens the last user message's first text block (Anthropic).
fn anthropic_note(v: &Value) -> bool {
    let last_user = v["messages"]
        .as_array()
        .unwrap()
        .iter()
        .rev()
        .find(|m| m["role"] == "user")
        .unwrap();
    last_user["content"][0]["text"]
        .as_str()
        .is_some_and(|t| t.starts_with("[System Note]"))
}

/// The note is the first part of the first content (Gemini).
fn gemini_note(v: &Value) -> bool {
    v["contents"][0]["parts"][0]["text"]
        .as_str()
        .is_some_and(|t| t.starts_with("[System Note]"))
}

/// The note is the input item before the last user input (Responses).
fn responses_note(v: &Value) -> bool {
    v["input"][0]["content"]
        .as_str()
        .is_some_and(|t| t.starts_with("[System Note]"))
        && v["input"][1]["content"] == "and now?"
}

#[tokio::test]
async fn anthropic_messages() {
    let case = Case {
        path: "/v1/messages",
        body: anthropic,
        carries_note: anthropic_note,
    };
    scenario(case, None).await;
}

#[tokio::test]
async fn anthropic_messages_streaming() {
    let case = Case {
        path: "/v1/messages",
        body: anthropic,
        carries_note: anthropic_note,
    };
    scenario(case, Some("/v1/messages")).await;
}

#[tokio::test]
async fn gemini_generate_content() {
    let case = Case {
        path: "/v1beta/models/gemini-2.0-flash:generateContent",
        body: gemini,
        carries_note: gemini_note,
    };
    scenario(case, None).await;
}

#[tokio::test]
async fn gemini_stream_generate_content() {
    let case = Case {
        path: "",
        body: gemini,
        carries_note: gemini_note,
    };
    scenario(
        case,
        Some("/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse"),
    )
    .await;
}

#[tokio::test]
async fn openai_responses() {
    let case = Case {
        path: "/v1/responses",
        body: responses,
        carries_note: responses_note,
    };
    scenario(case, None).await;
}

#[tokio::test]
async fn openai_responses_streaming() {
    let case = Case {
        path: "/v1/responses",
        body: responses,
        carries_note: responses_note,
    };
    scenario(case, Some("/v1/responses")).await;
}

#[tokio::test]
async fn credentials_use_each_provider_header() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(config(&mock.url(), &key_file(dir.path()), None)).await;
    post(
        sidecar.proxy_addr,
        "/v1/messages",
        &anthropic("hi", false),
        &[("x-api-key", "agent-key")],
    )
    .await;
    let h = mock.requests().last().unwrap().headers.clone();
    assert_eq!(h["x-api-key"], PLATFORM_KEY);
    assert_eq!(h["anthropic-version"], "2023-06-01");
    assert!(!h.contains_key("authorization"));
    post(
        sidecar.proxy_addr,
        "/v1beta/models/g:generateContent",
        &gemini("hi", false),
        &[("x-goog-api-key", "agent-key")],
    )
    .await;
    let h = mock.requests().last().unwrap().headers.clone();
    assert_eq!(h["x-goog-api-key"], PLATFORM_KEY);
}
