//! The real binary's memory after start: what start-up allocated and freed (config
//! parsing, regex and schema compilation) does not stay resident. mimalloc's eagerly
//! committed arenas kept it (purged with MADV_FREE, counted until the kernel needs it):
//! 21–32 MiB anonymous in a debug build instead of 4–7. An operator may still ask for
//! eager arenas with `MIMALLOC_ARENA_EAGER_COMMIT`.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_mock_llm::{MockServer, Script};
use support::SidecarProcess;
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

/// mimalloc's option as the binary leaves it, from mimalloc's own report of its options.
fn eager_commit_option(env: Option<&str>) -> String {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_argus-sidecar"));
    cmd.arg("--version").env("MIMALLOC_VERBOSE", "1");
    match env {
        Some(v) => cmd.env("MIMALLOC_ARENA_EAGER_COMMIT", v),
        None => cmd.env_remove("MIMALLOC_ARENA_EAGER_COMMIT"),
    };
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    stderr
        .lines()
        .find_map(|l| l.trim().strip_prefix("option 'arena_eager_commit':"))
        .map(|v| v.trim().to_string())
        .unwrap_or_else(|| panic!("mimalloc did not report arena_eager_commit: {stderr}"))
}

#[test]
fn arenas_are_lazy_unless_the_operator_says_otherwise() {
    assert_eq!(eager_commit_option(None), "0");
    assert_eq!(eager_commit_option(Some("1")), "1");
}
