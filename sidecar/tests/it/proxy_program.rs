//! A tool defined only in the Actor's Lisp program, through the real proxy: the operator
//! renders the Actor with its program compiled in (`argus_crds::merge_program`), and
//! the sidecar gates the program's tool like any YAML one — a call with arguments
//! outside its schema never reaches the agent; a valid one passes.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_crds::{RiskTier, merge_program};
use argus_mock_llm::{MockServer, Script};
use serde_json::json;
use support::*;

const PROGRAM: &str = r#"
(actor "support-agent"
  (tool "export_customer_data" :description "Export everything known about a customer"
        :args {:customer_id :string} :required ["customer_id"])
  (talent "compliance"
    (behavior "export-on-request" :active
      (plan (input ctx)
        (tool "export_customer_data" :args {:customer_id (get input "customer_id")})))))
"#;

#[tokio::test]
async fn a_tool_defined_only_in_the_program_is_gated_through_the_proxy() {
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut c = with_gates(
        config(&mock.url(), &key_file(dir.path()), None),
        RiskTier::Modify,
    );
    let actor = c.actor.as_mut().unwrap();
    assert!(
        !actor
            .spec
            .tools
            .iter()
            .any(|t| t.name == "export_customer_data"),
        "the YAML fields must not declare the tool"
    );
    actor.spec.program = Some(PROGRAM.to_string());
    // What the operator renders: the program compiled into the fields, no Lisp left.
    actor.spec = merge_program(&actor.spec).unwrap().spec;
    let sidecar = start(c).await;

    // Arguments outside the program's schema: refused, replaced by a note.
    mock.script().push(calling(&[(
        "export_customer_data",
        json!({"customer_id": "C-1", "everything": true}),
    )]));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("p1", "export my data"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = r.json()["choices"][0]["message"].clone();
    assert!(
        message["tool_calls"]
            .as_array()
            .is_none_or(|calls| calls.is_empty()),
        "{message}"
    );
    let content = message["content"].as_str().unwrap_or_default();
    assert!(
        content.contains("[Argus] export_customer_data was refused"),
        "{message}"
    );

    // A valid call passes untouched.
    mock.script().push(calling(&[(
        "export_customer_data",
        json!({"customer_id": "C-1"}),
    )]));
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("p2", "export my data"),
        &[],
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let message = r.json()["choices"][0]["message"].clone();
    let names: Vec<&str> = message["tool_calls"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["function"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["export_customer_data"], "{message}");
}
