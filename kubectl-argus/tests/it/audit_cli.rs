#![allow(clippy::unwrap_used)]
//! `kubectl argus audit` from the real binary: local mode against a real Redis (query,
//! export, verify exiting 1 at the edited seq) and the operator API at --operator-url
//! (the caller's token is presented; a broken chain exits 1).

use crate::support;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output};

use argus_audit::Record;
use argus_audit::{ChainStore, stream_key};
use fred::prelude::{Builder, ClientLike, Config, KeysInterface, StreamsInterface};

fn plugin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kubectl-argus"))
        .args(args)
        .env_remove("ARGUS_REDIS_URL")
        .env_remove("ARGUS_OPERATOR_URL")
        .env_remove("ARGUS_TOKEN")
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn local_mode_queries_exports_and_verifies_a_chain() {
    let redis = support::RedisServer::start();
    let client = Builder::from_config(Config::from_url(&redis.url()).unwrap())
        .build()
        .unwrap();
    client.init().await.unwrap();
    let store = ChainStore::new(client.clone());
    let mut head = None;
    for (i, decision) in ["EXECUTE", "DEFER", "EXECUTE", "REFUSE"].iter().enumerate() {
        let mut r = Record::new("shop/refunds", "gate_decision");
        r.tool_name = Some(
            if i == 1 {
                "issue_refund"
            } else {
                "lookup_order"
            }
            .into(),
        );
        r.decision = Some((*decision).into());
        store.append("shop/refunds", r, &mut head).await.unwrap();
    }
    let url = redis.url();
    let base = [
        "audit",
        "--redis-url",
        url.as_str(),
        "--tenant",
        "shop/refunds",
    ];
    let run = |extra: &[&str]| {
        let mut a: Vec<&str> = base.to_vec();
        a.extend_from_slice(extra);
        plugin(&a)
    };

    let q = run(&[
        "query",
        "--decision",
        "defer",
        "--since",
        "1h",
        "-o",
        "json",
    ]);
    assert!(q.status.success(), "{}", text(&q));
    let entries: Vec<serde_json::Value> = serde_json::from_slice(&q.stdout).unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0]["seq"].as_u64(), entries[0]["tool_name"].as_str()),
        (Some(2), Some("issue_refund"))
    );
    let table = run(&["query", "--tool", "lookup_order"]);
    assert!(
        String::from_utf8_lossy(&table.stdout).lines().count() == 4,
        "{}",
        text(&table)
    );
    let bad = run(&["query", "--since", "yesterday"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad).contains("since \"yesterday\""), "{}", text(&bad));

    let export = run(&["export"]);
    assert_eq!(String::from_utf8_lossy(&export.stdout).lines().count(), 4);

    let ok = run(&["verify"]);
    assert!(ok.status.success(), "{}", text(&ok));
    assert!(text(&ok).contains("verified 4 entries"), "{}", text(&ok));

    // Edit entry 3 (same stream ids): verify exits 1 naming seq 3.
    let all = store.read("shop/refunds", None, 10).await.unwrap();
    let _: () = client.del(stream_key("shop/refunds")).await.unwrap();
    for (i, s) in all.iter().enumerate() {
        let json = s.entry.clone().unwrap();
        let json = if i == 2 {
            json.replace("EXECUTE", "REFUSE")
        } else {
            json
        };
        let _: String = client
            .xadd(
                stream_key("shop/refunds"),
                false,
                None,
                s.id.as_str(),
                vec![("entry", json)],
            )
            .await
            .unwrap();
    }
    let broken = run(&["verify"]);
    assert_eq!(broken.status.code(), Some(1), "{}", text(&broken));
    assert!(
        text(&broken).contains("BROKEN at seq 3"),
        "{}",
        text(&broken)
    );
}

/// Serves one canned HTTP answer; returns the request head it got.
fn one_answer(body: &'static str) -> (String, std::thread::JoinHandle<String>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let server = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(s.try_clone().unwrap());
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" || line.is_empty() {
                break;
            }
            head.push_str(&line);
        }
        write!(
            s,
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        head
    });
    (url, server)
}

#[test]
fn remote_verify_presents_the_token_and_exits_1_on_a_broken_chain() {
    let (url, server) = one_answer(
        r#"{"namespace":"shop","ok":false,"chains":[{"tenant":"shop/refunds","ok":false,"entries":0,"anchor":null,"head":null,"gaps":0,"lost":0,"broken":{"seq":7,"reason":"the entry was altered"}}]}"#,
    );
    let out = plugin(&[
        "audit",
        "verify",
        "-n",
        "shop",
        "--operator-url",
        &url,
        "--token",
        "s3cret",
    ]);
    let head = server.join().unwrap();
    assert!(
        head.starts_with("GET /api/v1/namespaces/shop/audit/verify "),
        "{head}"
    );
    assert!(
        head.to_ascii_lowercase()
            .contains("authorization: bearer s3cret"),
        "{head}"
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("shop/refunds: BROKEN at seq 7: the entry was altered"),
        "{}",
        text(&out)
    );
}

#[test]
fn remote_query_sends_the_filters() {
    let (url, server) = one_answer(r#"{"entries":[],"truncated":false}"#);
    let out = plugin(&[
        "audit",
        "query",
        "-n",
        "shop",
        "--operator-url",
        &url,
        "--token",
        "t",
        "--actor",
        "refunds",
        "--since",
        "1h",
        "--tool",
        "issue_refund",
        "--decision",
        "DEFER",
        "--trace-id",
        "abc",
        "-o",
        "json",
    ]);
    let head = server.join().unwrap();
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        head.starts_with("GET /api/v1/namespaces/shop/audit?actor=refunds&since=1h&tool=issue_refund&decision=DEFER&traceId=abc&limit=1000 "),
        "{head}"
    );
}

#[test]
fn remote_export_writes_each_chunk_to_stdout_as_it_arrives() {
    use std::io::Read as _;
    use std::process::Stdio;
    use std::sync::mpsc;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (go_on, wait) = mpsc::channel::<()>();
    // A chunked answer whose second chunk is sent only once the plugin has printed the
    // first: a plugin that held the export until its end would never print it.
    let server = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(s.try_clone().unwrap());
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        let chunk = |s: &mut std::net::TcpStream, body: &str| {
            write!(s, "{:x}\r\n{body}\r\n", body.len()).unwrap();
            s.flush().unwrap();
        };
        write!(s, "HTTP/1.1 200 OK\r\ncontent-type: application/jsonl\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n").unwrap();
        chunk(&mut s, "{\"seq\":1}\n");
        let _ = wait.recv_timeout(std::time::Duration::from_secs(60));
        chunk(&mut s, "{\"seq\":2}\n");
        write!(s, "0\r\n\r\n").unwrap();
        s.flush().unwrap();
    });
    let mut child = Command::new(env!("CARGO_BIN_EXE_kubectl-argus"))
        .args([
            "audit",
            "export",
            "-n",
            "shop",
            "--operator-url",
            &url,
            "--token",
            "t",
        ])
        .env("KUBECONFIG", "/nonexistent")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let (first_tx, first_rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        first_tx.send(first).unwrap();
        let mut rest = String::new();
        stdout.read_to_string(&mut rest).unwrap();
        rest
    });
    let first = first_rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the plugin printed nothing before the export ended: it is not streaming");
    assert_eq!(first, "{\"seq\":1}\n");
    go_on.send(()).unwrap();
    let rest = reader.join().unwrap();
    server.join().unwrap();
    let status = child.wait().unwrap();
    assert!(status.success());
    assert_eq!(rest, "{\"seq\":2}\n");
}

/// Runs the plugin with `env`, killed if it has not ended within 60 s (a plugin that
/// retries a 503 for minutes fails here rather than hanging the test).
/// `kubectl argus audit verify -n shop` against the operator at `url` (no kubeconfig).
fn verify_at(url: &str) -> (Output, std::time::Duration) {
    plugin_within_a_minute(
        &[
            "audit",
            "verify",
            "-n",
            "shop",
            "--operator-url",
            url,
            "--token",
            "t",
        ],
        &[("KUBECONFIG", "/nonexistent")],
    )
}

fn plugin_within_a_minute(args: &[&str], env: &[(&str, &str)]) -> (Output, std::time::Duration) {
    use std::process::Stdio;
    let started = std::time::Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kubectl-argus"))
        .args(args)
        .env_remove("ARGUS_REDIS_URL")
        .env_remove("ARGUS_OPERATOR_URL")
        .env_remove("ARGUS_TOKEN")
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    (child.wait_with_output().unwrap(), started.elapsed())
}

/// Answers every request with `status` and `body` until the test ends; counts them.
fn always(
    status: &'static str,
    body: &'static str,
) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = count.clone();
    std::thread::spawn(move || {
        for s in listener.incoming() {
            let Ok(mut s) = s else { return };
            let mut reader = BufReader::new(s.try_clone().unwrap());
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
            }
            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let _ = write!(
                s,
                "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    (url, count)
}

/// The operator's 503 names its reason (its namespace's Redis is down): the plugin
/// says so at once and asks once — through the API server's service proxy (kube's own
/// client retried it fifteen times over minutes) as at --operator-url.
#[test]
fn a_503_is_reported_at_once_with_its_reason() {
    const REASON: &str = r#"{"error":"namespace shop: redis: Timeout Error: Request timed out."}"#;
    let (server, asked) = always("503 Service Unavailable", REASON);
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = dir.path().join("kubeconfig");
    std::fs::write(
        &kubeconfig,
        format!(
            "apiVersion: v1\nkind: Config\ncurrent-context: c\n\
             clusters: [{{name: k, cluster: {{server: \"{server}\"}}}}]\n\
             users: [{{name: u, user: {{token: t}}}}]\n\
             contexts: [{{name: c, context: {{cluster: k, user: u, namespace: shop}}}}]\n"
        ),
    )
    .unwrap();
    let kubeconfig = kubeconfig.display().to_string();
    let (out, took) = plugin_within_a_minute(
        &["audit", "verify", "-n", "shop"],
        &[("KUBECONFIG", kubeconfig.as_str())],
    );
    // 2: the chains could not be checked (1 is a broken chain).
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("503") && text(&out).contains("redis: Timeout"),
        "{}",
        text(&out)
    );
    assert_eq!(
        asked.load(std::sync::atomic::Ordering::SeqCst),
        1,
        "a 503 with a reason was asked again ({took:?}): {}",
        text(&out)
    );

    let (url, asked) = always("503 Service Unavailable", REASON);
    let (out, _) = verify_at(&url);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("redis: Timeout"), "{}", text(&out));
    assert_eq!(asked.load(std::sync::atomic::Ordering::SeqCst), 1);
}

/// A connection closed before any answer (an operator restarting) is worth another
/// try: the plugin asks again and reports the answer it then gets.
#[test]
fn a_connection_closed_before_the_answer_is_tried_again() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let server = std::thread::spawn(move || {
        // The first connection is closed as soon as its request has arrived.
        let (s, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(s.try_clone().unwrap());
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        drop(reader);
        drop(s);
        let (mut s, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(s.try_clone().unwrap());
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                break;
            }
        }
        let body = r#"{"namespace":"shop","ok":true,"chains":[{"tenant":"shop/refunds","ok":true,"entries":2,"anchor":{"seq":0,"hash":"0"},"head":{"seq":2,"hash":"ab"},"gaps":0,"lost":0}]}"#;
        write!(
            s,
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
    });
    let (out, _) = verify_at(&url);
    server.join().unwrap();
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("shop/refunds: verified 2 entries"),
        "{}",
        text(&out)
    );
}
