//! How a provider's stream reaches the agent through the proxy: a burst of events (a
//! provider writing several at once) goes on in as few HTTP chunks as it came in, and
//! events that arrive one by one go on one by one, each without waiting for the next.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

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
        Script::new(argus_mock_llm::ScriptFile {
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

/// The events a provider of each format sends before it breaks its stream off: the
/// proxy's path and model for the request, and three events in that provider's format.
struct BrokenCase {
    path: &'static str,
    body: serde_json::Value,
    events: [&'static str; 3],
}

fn broken_cases() -> Vec<BrokenCase> {
    vec![
        BrokenCase {
            path: "/v1/chat/completions",
            body: json!({"model": "gpt-4o-mini", "stream": true, "messages": [{"role": "user", "content": "hi"}]}),
            events: [
                "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"one\"}}]}\n\n",
                "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\" two\"}}]}\n\n",
                "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\" three\"}}]}\n\n",
            ],
        },
        BrokenCase {
            path: "/v1/messages",
            body: json!({"model": "claude-sonnet-4-5", "stream": true, "max_tokens": 10, "messages": [{"role": "user", "content": "hi"}]}),
            events: [
                "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"m\",\"content\":[],\"usage\":{\"input_tokens\":1,\"output_tokens\":0}}}\n\n",
                "event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n",
                "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"one two three\"}}\n\n",
            ],
        },
        BrokenCase {
            path: "/v1/responses",
            body: json!({"model": "gpt-4o-mini", "stream": true, "input": "hi"}),
            events: [
                "event: response.created\ndata: {\"type\":\"response.created\",\"sequence_number\":0,\"response\":{\"id\":\"resp_1\",\"object\":\"response\",\"status\":\"in_progress\",\"output\":[]}}\n\n",
                "event: response.output_item.added\ndata: {\"type\":\"response.output_item.added\",\"sequence_number\":1,\"output_index\":0,\"item\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[]}}\n\n",
                "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"sequence_number\":2,\"item_id\":\"msg_1\",\"output_index\":0,\"content_index\":0,\"delta\":\"one two three\"}\n\n",
            ],
        },
        BrokenCase {
            path: "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
            body: json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}]}),
            events: [
                "data: {\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"one\"}]},\"index\":0}]}\r\n\r\n",
                "data: {\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\" two\"}]},\"index\":0}]}\r\n\r\n",
                "data: {\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\" three\"}]},\"index\":0}]}\r\n\r\n",
            ],
        },
    ]
}

/// A provider that answers each request with a chunked event stream carrying the
/// `events` of its path's format and then closes the connection without the stream's
/// end (no last chunk): a connection that broke. `paced`: one write per event with a
/// pause between them; otherwise the three events and the break in one write.
async fn breaking_upstream(paced: bool) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut s, _)) = listener.accept().await {
            tokio::spawn(async move {
                // The request's head and body (its content-length).
                let mut req = Vec::new();
                let mut buf = [0u8; 8192];
                let path = loop {
                    let n = s.read(&mut buf).await.unwrap();
                    if n == 0 {
                        return;
                    }
                    req.extend_from_slice(&buf[..n]);
                    let text = String::from_utf8_lossy(&req).to_string();
                    let Some((head, body)) = text.split_once("\r\n\r\n") else {
                        continue;
                    };
                    let length = head
                        .lines()
                        .find_map(|l| {
                            let (k, v) = l.split_once(':')?;
                            k.eq_ignore_ascii_case("content-length")
                                .then(|| v.trim().parse::<usize>().ok())?
                        })
                        .unwrap_or(0);
                    if body.len() >= length {
                        break head.split(' ').nth(1).unwrap_or("").to_string();
                    }
                };
                let case = broken_cases()
                    .into_iter()
                    .find(|c| path.starts_with(c.path.split('?').next().unwrap()))
                    .unwrap();
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n";
                let chunk = |e: &str| format!("{:x}\r\n{e}\r\n", e.len());
                if paced {
                    s.write_all(head.as_bytes()).await.unwrap();
                    for e in case.events {
                        s.write_all(chunk(e).as_bytes()).await.unwrap();
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                } else {
                    let all: String = case.events.iter().map(|e| chunk(e)).collect();
                    s.write_all(format!("{head}{all}").as_bytes())
                        .await
                        .unwrap();
                }
                let _ = s.shutdown().await;
            });
        }
    });
    addr
}

/// The whole answer as the agent reads it off a raw connection: the head, then the
/// body with its chunk framing removed, and whether it ended with the last chunk.
async fn read_answer(addr: std::net::SocketAddr, case: &BrokenCase) -> (String, String, bool) {
    let body = case.body.to_string();
    let mut conn = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "POST {} HTTP/1.1\r\nhost: argus\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        case.path,
        body.len()
    );
    conn.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), conn.read_to_end(&mut raw))
        .await
        .expect("the answer never ended")
        .unwrap();
    let text = String::from_utf8(raw).unwrap();
    let (head, mut rest) = text.split_once("\r\n\r\n").unwrap();
    let mut body = String::new();
    let mut ended = false;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let size = usize::from_str_radix(size, 16).unwrap();
        if size == 0 {
            ended = true;
            break;
        }
        body.push_str(&after[..size]);
        rest = &after[size + 2..];
    }
    (head.to_string(), body, ended)
}

/// A provider that breaks its stream off after three events: the agent reads the three
/// events, then the error event of its own format (`argus_upstream_broken`, naming the
/// provider), then a clean end — in every format, whether the events and the break
/// arrived together or apart. Before, events and break arriving together reached the
/// agent as a broken connection and none of the events.
#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn a_stream_broken_off_after_three_events_reaches_the_agent_as_three_events_then_the_error() {
    for paced in [false, true] {
        let upstream = breaking_upstream(paced).await;
        let dir = tempfile::tempdir().unwrap();
        let sidecar = start(config(
            &format!("http://{upstream}"),
            &key_file(dir.path()),
            None,
        ))
        .await;
        for case in broken_cases() {
            let (head, body, ended) = read_answer(sidecar.proxy_addr, &case).await;
            let what = format!("{} (paced: {paced})", case.path);
            assert!(head.starts_with("HTTP/1.1 200"), "{what}: {head}");
            let sent: String = case.events.concat();
            assert!(
                body.starts_with(&sent),
                "{what}: the three events first, as sent:\n{body}"
            );
            let last = &body[sent.len()..];
            let error = match case.path {
                "/v1/messages" | "/v1/responses" => {
                    assert!(last.starts_with("event: error\ndata: "), "{what}: {last}");
                    &last["event: error\n".len()..]
                }
                _ => last,
            };
            assert!(error.starts_with("data: "), "{what}: {last}");
            assert!(error.ends_with("\n\n"), "{what}: one event: {last}");
            assert_eq!(
                error.matches("\n\n").count(),
                1,
                "{what}: one event: {last}"
            );
            let provider = match case.path {
                "/v1/messages" => "anthropic",
                p if p.starts_with("/v1beta") => "gemini",
                _ => "openai",
            };
            assert!(
                error.contains("argus_upstream_broken")
                    && error.contains(&format!("upstream {provider} broke its answer off")),
                "{what}: the error names the break and the provider: {last}"
            );
            assert!(ended, "{what}: the answer ends cleanly after the error");
        }
        let m = metrics(&sidecar).await;
        assert!(
            m.lines()
                .any(|l| l.starts_with("argus_upstream_errors_total")
                    && l.contains("reason=\"broken\"")),
            "{m}"
        );
        sidecar.shutdown(Duration::from_secs(5)).await;
    }
}

/// The official OpenAI SDK, the client the break was found with: it receives the three
/// chunks, then raises the error Argus sent (before, it raised with none of them).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openai_sdk_gets_the_three_chunks_then_the_error() {
    let upstream = breaking_upstream(false).await;
    let dir = tempfile::tempdir().unwrap();
    let sidecar = start(config(
        &format!("http://{upstream}"),
        &key_file(dir.path()),
        None,
    ))
    .await;
    let base = format!("http://{}/v1", sidecar.proxy_addr);
    let out = run_python("sidecar/tests/sdk/openai_broken_stream.py", vec![base]).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the SDK saw no error:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seen: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(seen["got"], json!(["one", " two", " three"]), "{seen}");
    assert!(
        seen["error"]
            .as_str()
            .is_some_and(|e| e.contains("broke its answer off")),
        "{seen}"
    );
    sidecar.shutdown(Duration::from_secs(5)).await;
}
