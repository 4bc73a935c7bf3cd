//! How a provider's stream reaches the agent through the proxy: a burst of events (a
//! provider writing several at once) goes on in as few HTTP chunks as it came in, and
//! events that arrive one by one go on one by one, each without waiting for the next.

#![allow(clippy::unwrap_used)]

mod support;

use std::time::Duration;

use argus_mock_llm::{MockServer, Reply, Script};
use serde_json::json;
use support::*;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

/// The HTTP chunks of the streamed answer to `body`, read off a raw connection, and
/// the time each one arrived after the request was sent.
async fn chunks(addr: std::net::SocketAddr, body: &serde_json::Value) -> Vec<(Duration, String)> {
    let body = body.to_string();
    let mut conn = tokio::net::TcpStream::connect(addr).await.unwrap();
    conn.set_nodelay(true).unwrap();
    let head = format!(
        "POST /v1/chat/completions HTTP/1.1\r\nhost: argus\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let start = std::time::Instant::now();
    conn.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    let mut arrivals = Vec::new();
    let mut buf = [0u8; 16 * 1024];
    loop {
        let n = tokio::time::timeout(Duration::from_secs(30), conn.read(&mut buf))
            .await
            .expect("the answer stalled")
            .unwrap();
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
        arrivals.push((start.elapsed(), raw.len()));
    }
    let text = String::from_utf8(raw).unwrap();
    let (head, mut rest) = text.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(
        head.to_ascii_lowercase()
            .contains("transfer-encoding: chunked"),
        "{head}"
    );
    let head_len = head.len() + 4;
    let mut out = Vec::new();
    let mut at = head_len;
    loop {
        let (size, after) = rest.split_once("\r\n").unwrap();
        let size = usize::from_str_radix(size, 16).unwrap();
        if size == 0 {
            break;
        }
        let end = at + size.to_string().len();
        let arrived = arrivals
            .iter()
            .find(|(_, len)| *len >= end)
            .map(|(t, _)| *t)
            .unwrap();
        out.push((arrived, after[..size].to_string()));
        at += (rest.len() - after.len()) + size + 2;
        rest = &after[size + 2..];
    }
    out
}

fn streamed(session: &str) -> serde_json::Value {
    let mut body = chat(session, "where is my order?");
    body["stream"] = json!(true);
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn a_burst_of_events_reaches_the_agent_in_fewer_chunks_than_events() {
    let mock = MockServer::start_local(Script::fixed(
        "Your order A-1234 ships today from the warehouse.",
    ))
    .await
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(config(&mock.url(), &key_file(dir.path()), None)).await;
    let direct = chunks(mock.addr(), &streamed("burst")).await;
    let via = chunks(sidecar.proxy_addr, &streamed("burst")).await;
    let text = |c: &[(Duration, String)]| c.iter().map(|(_, s)| s.as_str()).collect::<String>();
    assert_eq!(
        text(&via),
        text(&direct),
        "the stream is passed on byte for byte"
    );
    let events = text(&direct).matches("data: ").count();
    assert!(events >= 4, "{events} events: {direct:?}");
    assert!(
        via.len() < events,
        "{events} events went on in {} chunks: {via:?}",
        via.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn events_that_arrive_apart_go_on_apart_without_waiting_for_the_next() {
    let pace = Duration::from_millis(300);
    let reply = Reply {
        content: "Your order A-1234 ships today.".into(),
        chunk_delay_ms: pace.as_millis() as u64,
        ..Reply::default()
    };
    let mock = MockServer::start_local(
        Script::new(argus_mock_llm::script::ScriptFile {
            replies: vec![],
            default: Some(reply),
        })
        .unwrap(),
    )
    .await
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(config(&mock.url(), &key_file(dir.path()), None)).await;
    let via = chunks(sidecar.proxy_addr, &streamed("paced")).await;
    let text: String = via.iter().map(|(_, s)| s.as_str()).collect();
    let events = text.matches("data: ").count();
    assert!(events >= 4, "{events} events: {via:?}");
    // Every event went on alone, at least half a pace after the one before: none was
    // held back for the next (only a stall of the whole machine longer than the pace
    // could put two in one chunk).
    assert_eq!(via.len(), events, "{via:?}");
    for pair in via.windows(2) {
        assert!(
            pair[1].0 >= pair[0].0 + pace / 2,
            "held together: {:?} then {:?}",
            pair[0],
            pair[1]
        );
    }
}
