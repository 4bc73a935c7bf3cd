//! Traces: every LLM call is a `gen_ai.chat` span with the GenAI attributes, and the
//! workflow events (transition, violation, intervention) are recorded inside it.
#![allow(clippy::disallowed_types)] // test code: std locks are fine off the request path
#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use argus_mock_llm::{MockServer, Reply, Script, ToolCall};
use serde_json::json;
use support::*;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing_subscriber::Layer;
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;

#[derive(Default)]
struct Captured {
    spans: BTreeMap<u64, (String, BTreeMap<String, String>)>,
    /// (span name, event message, event fields)
    events: Vec<(String, String, BTreeMap<String, String>)>,
}

struct Fields<'a>(&'a mut BTreeMap<String, String>);

impl Visit for Fields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.insert(
            field.name().to_string(),
            format!("{value:?}").trim_matches('"').to_string(),
        );
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().to_string(), value.to_string());
    }
}

struct Capture(Arc<Mutex<Captured>>);

impl<S: tracing::Subscriber + for<'a> LookupSpan<'a>> Layer<S> for Capture {
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, _: Context<'_, S>) {
        let mut fields = BTreeMap::new();
        attrs.record(&mut Fields(&mut fields));
        self.0
            .lock()
            .unwrap()
            .spans
            .insert(id.into_u64(), (attrs.metadata().name().to_string(), fields));
    }
    fn on_record(&self, id: &Id, values: &Record<'_>, _: Context<'_, S>) {
        let mut c = self.0.lock().unwrap();
        if let Some((_, fields)) = c.spans.get_mut(&id.into_u64()) {
            values.record(&mut Fields(fields));
        }
    }
    fn on_event(&self, event: &tracing::Event<'_>, ctx: Context<'_, S>) {
        let mut fields = BTreeMap::new();
        event.record(&mut Fields(&mut fields));
        let span = ctx
            .event_span(event)
            .map(|s| s.name().to_string())
            .unwrap_or_default();
        let message = fields.remove("message").unwrap_or_default();
        self.0.lock().unwrap().events.push((span, message, fields));
    }
}

#[tokio::test]
async fn llm_calls_are_gen_ai_spans_carrying_the_workflow_events() {
    let captured = Arc::new(Mutex::new(Captured::default()));
    let subscriber = tracing_subscriber::registry().with(Capture(captured.clone()));
    tracing::subscriber::set_global_default(subscriber).unwrap();

    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    mock.script().push(Reply {
        tool_calls: vec![ToolCall {
            name: "issue_refund".into(),
            arguments: json!({}),
        }],
        prompt_tokens: Some(11),
        completion_tokens: usage_hint(),
        ..Reply::default()
    });
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start_support(&mock.url(), dir.path()).await;
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("traced", "refund"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200);
    wait_steps(&sidecar, 1).await;

    let c = captured.lock().unwrap();
    let (_, fields) = c
        .spans
        .values()
        .find(|(name, f)| {
            name == "gen_ai.chat" && f.get("argus.session.id").map(String::as_str) == Some("traced")
        })
        .expect("a gen_ai.chat span");
    assert_eq!(fields["gen_ai.operation.name"], "chat");
    assert_eq!(fields["gen_ai.request.model"], "gpt-4o-mini");
    assert_eq!(fields["gen_ai.system"], "openai_chat");
    assert_eq!(fields["gen_ai.usage.input_tokens"], "11");
    assert_eq!(fields["gen_ai.usage.output_tokens"], "7");
    assert_eq!(fields["http.response.status_code"], "200");
    assert_eq!(fields["argus.tenant"], "test-tenant");
    assert_eq!(fields["argus.workflow"], "support");
    for event in [
        "argus.state.transition",
        "argus.constraint.violation",
        "argus.intervention.scheduled",
    ] {
        assert!(
            c.events
                .iter()
                .any(|(span, m, _)| span == "gen_ai.chat" && m == event),
            "{event} not recorded in the request span: {:?}",
            c.events
        );
    }
    let (_, _, violation) = c
        .events
        .iter()
        .find(|(_, m, _)| m == "argus.constraint.violation")
        .unwrap();
    assert_eq!(violation["constraint"], "verify-before-account-action");
    assert!(
        !c.events
            .iter()
            .any(|(_, _, f)| f.values().any(|v| v.contains(PLATFORM_KEY))),
        "keys never reach traces or logs"
    );
}

fn usage_hint() -> Option<u64> {
    Some(7)
}
