//! The real binary's memory after start: what start-up allocated and freed (config
//! parsing, regex and schema compilation) does not stay resident. mimalloc's eagerly
//! committed arenas kept it (purged with MADV_FREE, counted until the kernel needs it):
//! 21–24 MiB anonymous in a debug build instead of 4–7.

#![allow(clippy::unwrap_used)]

mod support;

use argus_mock_llm::{MockServer, Script};
use support::process::SidecarProcess;
use support::*;

fn rss_anon_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("RssAnon:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

#[tokio::test]
async fn start_up_garbage_does_not_stay_resident() {
    let mock = MockServer::start_local(Script::fixed("Hello, how can I help?"))
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let c = config(&mock.url(), &key_file(dir.path()), Some(support_workflow()));
    let sidecar = SidecarProcess::start(&config_file(dir.path(), &c), &[], &[]).await;
    let answer = post(
        sidecar.proxy,
        "/v1/chat/completions",
        &chat("idle", "hello"),
        &[],
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    let anon = rss_anon_kib(sidecar.pid());
    assert!(
        anon <= 14 * 1024,
        "the idle sidecar holds {anon} KiB of anonymous memory (start-up garbage kept?)"
    );
}
