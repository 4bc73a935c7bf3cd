//! Hot reload: a changed config file takes effect without a restart; a bad one is
//! rejected and the previous config keeps serving.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_mock_llm::{MockServer, Script};
use argus_sidecar::{ServeArgs, Sidecar, load_config};
use support::*;

/// A sidecar serving the config file at `path` and watching it.
async fn start_watching(path: &std::path::Path) -> Sidecar {
    let args = ServeArgs {
        config: path.to_path_buf(),
        ..ServeArgs::default()
    };
    Sidecar::start(load_config(path, &args).unwrap(), &args)
        .await
        .unwrap()
}

async fn served_by(sidecar: &Sidecar, mock: &MockServer) -> bool {
    let before = mock.requests().len();
    assert_eq!(
        post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("r", "hi"),
            &[]
        )
        .await
        .status,
        200
    );
    mock.requests().len() > before
}

async fn metric(sidecar: &Sidecar, line: &str) -> bool {
    support::metrics(sidecar).await.contains(line)
}

#[tokio::test]
async fn config_changes_apply_without_restart_and_bad_files_are_rejected() {
    let a = MockServer::start_local(Script::fixed("from a"))
        .await
        .unwrap();
    let b = MockServer::start_local(Script::fixed("from b"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key = key_file(dir.path());
    let path = config_file(dir.path(), &config(&a.url(), &key, None));
    let sidecar = start_watching(&path).await;
    assert!(served_by(&sidecar, &a).await);

    config_file(dir.path(), &config(&b.url(), &key, None));
    let mut switched = false;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if served_by(&sidecar, &b).await {
            switched = true;
            break;
        }
    }
    assert!(switched, "the new upstream was not picked up");
    assert!(metric(&sidecar, "argus_config_reloads_total{reason=\"applied\"} 1").await);

    std::fs::write(&path, "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: x\nlisten: { proxy: nonsense }\n").unwrap();
    let mut rejected = false;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        if metric(
            &sidecar,
            "argus_config_reloads_total{reason=\"rejected\"} 1",
        )
        .await
        {
            rejected = true;
            break;
        }
    }
    assert!(rejected, "the bad config was not noticed");
    assert!(
        served_by(&sidecar, &b).await,
        "the previous config keeps serving"
    );
}

#[tokio::test]
async fn a_reload_can_change_the_trusted_ca_bundle() {
    let (mock, ca_pem) = tls_upstream(&[b"h2", b"http/1.1"]).await;
    let dir = tempfile::tempdir().unwrap();
    let key = key_file(dir.path());
    let path = config_file(dir.path(), &config(&mock.url(), &key, None));
    let sidecar = start_watching(&path).await;
    let status = || async {
        post(
            sidecar.proxy_addr,
            "/v1/chat/completions",
            &chat("r", "hi"),
            &[],
        )
        .await
        .status
    };
    assert_eq!(status().await, 502, "the upstream's CA is not trusted yet");

    // A bundle that is not PEM is rejected at reload; the running config stays.
    let bundle = dir.path().join("ca.pem");
    std::fs::write(&bundle, "not a certificate").unwrap();
    let mut c = config(&mock.url(), &key, None);
    c.upstream.ca_bundle = Some(bundle.display().to_string());
    config_file(dir.path(), &c);
    assert!(
        eventually(|| metric(
            &sidecar,
            "argus_config_reloads_total{reason=\"rejected\"} 1"
        ))
        .await,
        "a CA bundle without certificates was not rejected"
    );
    assert_eq!(status().await, 502);

    // The real bundle: the next requests are verified against it.
    std::fs::write(&bundle, &ca_pem).unwrap();
    c.revision = Some("2".into());
    config_file(dir.path(), &c);
    assert!(
        eventually(|| async { status().await == 200 }).await,
        "the new CA bundle was not picked up"
    );
    assert!(metric(&sidecar, "argus_config_reloads_total{reason=\"applied\"} 1").await);
    assert_eq!(mock.requests().last().unwrap().version, "HTTP/2.0");
}

/// A config whose GateStack cannot be enforced is rejected and the old gates keep
/// refusing; a valid one replaces them without a restart.
#[tokio::test]
async fn a_gatestack_that_cannot_load_is_rejected_and_the_old_gates_keep_serving() {
    use argus_crds::RiskTier;
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let key = key_file(dir.path());
    let gated = |tier| with_gates(config(&mock.url(), &key, None), tier);
    let path = config_file(dir.path(), &gated(RiskTier::ReadOnly));
    let sidecar = start_watching(&path).await;
    let refund = || {
        mock.script().push(calling(&[(
            "issue_refund",
            serde_json::json!({"order_id": "A-1"}),
        )]));
    };
    let refused = |body: serde_json::Value| {
        body["choices"][0]["message"]["content"]
            .as_str()
            .is_some_and(|c| c.starts_with("[Argus] issue_refund was refused"))
    };
    refund();
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("g", "refund"),
        &[],
    )
    .await;
    assert!(refused(r.json()), "{}", r.text());

    // A MODIFY actor whose refund schema does not compile: rejected as a whole.
    let mut broken = gated(RiskTier::Modify);
    let actor = &mut broken.actor.as_mut().unwrap().spec;
    let refund_tool = actor
        .tools
        .iter_mut()
        .find(|t| t.name == "issue_refund")
        .unwrap();
    refund_tool.parameters =
        Some(serde_json::json!({"type": "object", "properties": {"amount": {"minimum": "zero"}}}));
    config_file(dir.path(), &broken);
    let rejected = eventually(|| {
        metric(
            &sidecar,
            "argus_config_reloads_total{reason=\"rejected\"} 1",
        )
    })
    .await;
    assert!(
        rejected,
        "the config whose schema does not compile was not rejected"
    );
    refund();
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("g2", "refund"),
        &[],
    )
    .await;
    assert!(
        refused(r.json()),
        "the old gates must keep serving: {}",
        r.text()
    );

    // A valid MODIFY actor: applied, the refund passes (logAndExecute).
    config_file(dir.path(), &gated(RiskTier::Modify));
    let applied =
        eventually(|| metric(&sidecar, "argus_config_reloads_total{reason=\"applied\"} 1")).await;
    assert!(applied, "the valid config was not applied");
    refund();
    let r = post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("g3", "refund"),
        &[],
    )
    .await;
    assert_eq!(
        r.json()["choices"][0]["message"]["tool_calls"][0]["function"]["name"],
        "issue_refund",
        "{}",
        r.text()
    );
}
