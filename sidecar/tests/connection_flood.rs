//! 1,100 idle connections to the admin port exhausted a sidecar's file limit (soft 1024)
//! and took the proxy port and `/healthz` down with it. The binary runs as a child here,
//! started with a soft limit of 1024 under a higher hard one: it raises the soft limit,
//! bounds the admin port's connections, and both ports keep answering.
//! Its own test binary: the test lowers this process's soft limit around the spawn.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_mock_llm::{MockServer, Script};
use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
use support::SidecarProcess;
use support::*;

const FLOOD: usize = 1_100;

#[tokio::test]
async fn flooding_the_admin_port_leaves_the_proxy_and_healthz_answering() {
    let mut before = getrlimit(Resource::Nofile);
    let hard = before.maximum.unwrap_or(u64::MAX);
    // This process holds the flood's client ends, the sidecar (raised to the hard limit)
    // their accepted ends: both need the flood and some room.
    if hard < FLOOD as u64 + 512 {
        use std::io::Write as _;
        let line = "=".repeat(78);
        let _ = writeln!(
            std::io::stderr(),
            "\n{line}\n  SKIPPED `flooding_the_admin_port_leaves_the_proxy_and_healthz_answering`\n  \
             the hard open-file limit ({hard}) is below {}: raise it (ulimit -Hn) to run this test\n{line}\n",
            FLOOD + 512
        );
        return;
    }
    // The test's own soft limit up to the hard one (restored below with the rest).
    if before.current.is_some_and(|soft| soft < FLOOD as u64 + 512) {
        setrlimit(
            Resource::Nofile,
            Rlimit {
                current: before.maximum,
                maximum: before.maximum,
            },
        )
        .unwrap();
        before = getrlimit(Resource::Nofile);
    }
    let mock = MockServer::start_local(Script::fixed("ok")).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = config_file(
        dir.path(),
        &config(&mock.url(), &key_file(dir.path()), None),
    );
    // The child inherits the soft limit the pods of most clusters start with.
    setrlimit(
        Resource::Nofile,
        Rlimit {
            current: Some(1024),
            maximum: before.maximum,
        },
    )
    .unwrap();
    let sidecar = SidecarProcess::start(&path, &[], &[]).await;
    setrlimit(Resource::Nofile, before).unwrap();
    let mut flood = Vec::with_capacity(FLOOD);
    for _ in 0..FLOOD {
        match tokio::time::timeout(
            Duration::from_secs(5),
            tokio::net::TcpStream::connect(sidecar.admin),
        )
        .await
        {
            Ok(Ok(s)) => flood.push(s),
            // The backlog is full: the port is flooded as far as it goes.
            _ => break,
        }
    }
    assert!(
        flood.len() > 1024,
        "only {} connections opened",
        flood.len()
    );
    // Generous bounds: on an idle machine both answer within milliseconds.
    let healthz = tokio::time::timeout(
        Duration::from_secs(20),
        sidecar.get(sidecar.admin, "/healthz"),
    )
    .await
    .expect("/healthz did not answer within 20 s while the admin port was flooded");
    assert_eq!(healthz, Some(200));
    let proxied = tokio::time::timeout(
        Duration::from_secs(20),
        post(sidecar.proxy, "/v1/chat/completions", &chat("s", "hi"), &[]),
    )
    .await
    .expect("the proxy did not answer within 20 s while the admin port was flooded");
    assert_eq!(proxied.status, 200, "{}", proxied.text());
    drop(flood);
    let output = sidecar.output();
    let raised = output
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .find(|l| l["fields"]["message"] == "open file limit")
        .unwrap_or_else(|| panic!("no \"open file limit\" log line:\n{output}"));
    assert_eq!(raised["fields"]["soft"], hard, "{raised}");
}
