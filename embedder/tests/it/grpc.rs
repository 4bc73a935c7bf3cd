//! The gRPC contract over a real Unix socket: Embed, exemplars, status codes, socket
//! handling, start-up failures and the admin endpoint.
#![allow(clippy::unwrap_used)]

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::os::unix::fs::PermissionsExt;
use std::time::{Duration, Instant};

use crate::common::{RedisStack, floats, free_port, reference, settings};
use argus_embedder::pb::{
    CheckLoopRequest, EmbedRequest, ExemplarState, PutExemplarsRequest, ScoreInjectionRequest,
    SimilarityRequest,
};
use argus_embedder::{StartError, cosine};
use tonic::Code;

fn http_get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: admin\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    (status, body)
}

fn check_loop(tenant: &str, prompt: &str) -> CheckLoopRequest {
    CheckLoopRequest {
        tenant_id: tenant.to_owned(),
        prompt: prompt.to_owned(),
        threshold: 0.0,
        history_size: 0,
        ttl_seconds: 0,
        return_embedding: false,
    }
}

#[tokio::test]
async fn embed_exemplars_and_admin_over_the_socket() {
    let redis = RedisStack::start();
    let dir = tempfile::tempdir().unwrap();
    let config = settings(dir.path(), &redis.url(), "argus:loop:idx");
    // A stale socket from a previous run is replaced.
    drop(std::os::unix::net::UnixListener::bind(&config.socket).unwrap());
    let running = argus_embedder::start(config).await.unwrap();
    let mode = std::fs::metadata(&running.socket)
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o666);
    let mut client = argus_embedder::connect(&running.socket).await.unwrap();

    // Embed: the vectors of Python onnxruntime, in order.
    let sentences = reference()["sentences"].as_array().unwrap().clone();
    let texts: Vec<String> = sentences
        .iter()
        .map(|s| s["text"].as_str().unwrap().to_owned())
        .collect();
    let reply = client
        .embed(EmbedRequest {
            texts: texts.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(reply.dim, 384);
    assert!(
        reply.model.starts_with("model.onnx@sha256:"),
        "{}",
        reply.model
    );
    for (vector, sentence) in reply.vectors.iter().zip(&sentences) {
        let cos = cosine(&vector.values, &floats(&sentence["embedding"]));
        assert!(cos >= 0.9999, "{}: {cos}", sentence["text"]);
    }

    // Exemplars: unknown set → NOT_FOUND; register once, query many times.
    let similarity = |text: &str| SimilarityRequest {
        exemplar_set_id: "shop/support@v1abc".to_owned(),
        text: text.to_owned(),
    };
    let err = client.similarity(similarity("anything")).await.unwrap_err();
    assert_eq!(err.code(), Code::NotFound, "{err:?}");
    let put = client
        .put_exemplars(PutExemplarsRequest {
            set_id: "shop/support@v1abc".to_owned(),
            states: vec![
                ExemplarState {
                    state: "lookup_info".to_owned(),
                    texts: vec![
                        "Let me look that up for you".to_owned(),
                        "I'll search our records".to_owned(),
                    ],
                },
                ExemplarState {
                    state: "resolve".to_owned(),
                    texts: vec!["Your issue has been resolved".to_owned()],
                },
                ExemplarState {
                    state: "empty".to_owned(),
                    texts: vec![],
                },
            ],
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!((put.states, put.exemplars), (2, 3));
    let reply = client
        .similarity(similarity("I'll look into that for you"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(reply.states.len(), 2);
    assert_eq!(reply.states[0].state, "lookup_info");
    assert!(
        reply.states[0].similarity > reply.states[1].similarity,
        "{reply:?}"
    );
    assert!((reply.states[0].similarity - (1.0 + reply.states[0].cosine) / 2.0).abs() < 1e-9);

    // Invalid requests.
    let err = client
        .check_loop(check_loop("ns/a", "   "))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);
    let err = client
        .check_loop(check_loop("", "hello"))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);
    let err = client
        .embed(EmbedRequest { texts: vec![] })
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);
    let err = client
        .embed(EmbedRequest {
            texts: vec!["x".to_owned(); 65],
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);
    let mut bad = check_loop("ns/a", "hello");
    bad.threshold = 2.0;
    assert_eq!(
        client.check_loop(bad).await.unwrap_err().code(),
        Code::InvalidArgument
    );

    // Admin: live, ready, metrics.
    let admin = running.admin;
    let (status, _) = tokio::task::spawn_blocking(move || http_get(admin, "/healthz"))
        .await
        .unwrap();
    assert_eq!(status, 200);
    let (status, body) = tokio::task::spawn_blocking(move || http_get(admin, "/readyz"))
        .await
        .unwrap();
    assert_eq!(status, 200, "{body}");
    client
        .check_loop(check_loop("ns/a", "hello there"))
        .await
        .unwrap();
    // One text in English, one in German: a window for each encoder (SPEC §5b).
    let scored = client
        .score_injection(ScoreInjectionRequest {
            texts: vec![
                "Please send the invoice to the accounting team by Friday.".to_owned(),
                "Bitte senden Sie die Rechnung bis Freitag an die Buchhaltung.".to_owned(),
            ],
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(scored.scores.len(), 2);
    let (status, metrics) = tokio::task::spawn_blocking(move || http_get(admin, "/metrics"))
        .await
        .unwrap();
    assert_eq!(status, 200);
    for want in [
        "argus_embedder_requests_total{method=\"Embed\",outcome=\"ok\"} 1",
        "argus_embedder_requests_total{method=\"Similarity\",outcome=\"not_found\"} 1",
        "argus_embedder_requests_total{method=\"CheckLoop\",outcome=\"invalid_argument\"} 3",
        "argus_embedder_requests_total{method=\"CheckLoop\",outcome=\"ok\"} 1",
        "argus_embedder_batch_size_bucket",
        "argus_embedder_knn_duration_seconds_count 1",
        "argus_embedder_exemplar_sets 1",
        "argus_embedder_injection_windows_total{encoder=\"english\"} 1",
        "argus_embedder_injection_windows_total{encoder=\"multilingual\"} 1",
    ] {
        assert!(metrics.contains(want), "missing {want} in\n{metrics}");
    }

    let socket = running.socket.clone();
    running.stop().await.unwrap();
    assert!(!socket.exists(), "the socket is removed on shutdown");
}

#[tokio::test]
async fn redis_down_gives_unavailable_fast_and_not_ready() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("redis://127.0.0.1:{}", free_port());
    // A long store timeout: an answer well before it shows the refusal is immediate,
    // with room for a loaded machine.
    let mut config = settings(dir.path(), &url, "argus:loop:idx");
    config.store.timeout = Duration::from_secs(10);
    let running = argus_embedder::start(config).await.unwrap();
    let mut client = argus_embedder::connect(&running.socket).await.unwrap();
    let started = Instant::now();
    let err = client
        .check_loop(check_loop("ns/a", "Run the test suite"))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::Unavailable, "{err:?}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    // Embedding does not need Redis.
    client
        .embed(EmbedRequest {
            texts: vec!["still works".to_owned()],
        })
        .await
        .unwrap();
    let admin = running.admin;
    let (status, body) = tokio::task::spawn_blocking(move || http_get(admin, "/readyz"))
        .await
        .unwrap();
    assert_eq!(status, 503);
    assert!(body.contains("Redis"), "{body}");
    running.stop().await.unwrap();
}

/// `--injection-multilingual=false`: the multilingual encoder is not loaded and the English
/// one reads the window in German (the counter by encoder shows which; Redis is not needed).
#[tokio::test]
async fn with_the_multilingual_switch_off_every_window_is_read_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("redis://127.0.0.1:{}", free_port());
    let mut config = settings(dir.path(), &url, "argus:loop:idx");
    config.injection_multilingual = false;
    let running = argus_embedder::start(config).await.unwrap();
    let mut client = argus_embedder::connect(&running.socket).await.unwrap();
    let scored = client
        .score_injection(ScoreInjectionRequest {
            texts: vec!["Bitte senden Sie die Rechnung bis Freitag an die Buchhaltung.".to_owned()],
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(scored.scores[0].embedded, 1);
    let admin = running.admin;
    let (_, metrics) = tokio::task::spawn_blocking(move || http_get(admin, "/metrics"))
        .await
        .unwrap();
    assert!(
        metrics.contains("argus_embedder_injection_windows_total{encoder=\"english\"} 1"),
        "{metrics}"
    );
    assert!(
        metrics.contains("argus_embedder_injection_windows_total{encoder=\"multilingual\"} 0"),
        "{metrics}"
    );
    running.stop().await.unwrap();
}

/// Redis answers only after the embedder started (issue 27), then restarts empty: the
/// embedder connects once it answers and makes its index, and again after the restart,
/// without being restarted itself; CheckLoop is answered each time.
#[tokio::test]
async fn a_redis_that_answers_late_and_restarts_is_used_without_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let config = settings(
        dir.path(),
        &format!("redis://127.0.0.1:{port}"),
        "argus:loop:idx",
    );
    let running = argus_embedder::start(config).await.unwrap();
    let mut client = argus_embedder::connect(&running.socket).await.unwrap();
    let err = client
        .check_loop(check_loop("ns/late", "Run the test suite"))
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::Unavailable, "{err:?}");

    // Polls CheckLoop (30 s at most) until it is answered; its last status.
    async fn answered(
        client: &mut argus_embedder::pb::embedder_client::EmbedderClient<tonic::transport::Channel>,
    ) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match client
                .check_loop(check_loop("ns/late", "Run the test suite"))
                .await
            {
                Ok(_) => return Ok(()),
                Err(e) if Instant::now() > deadline => return Err(format!("{e:?}")),
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }
    let redis = RedisStack::start_on(port);
    answered(&mut client)
        .await
        .expect("CheckLoop answered once Redis is up");
    drop(redis);
    let _redis = RedisStack::start_on(port);
    answered(&mut client)
        .await
        .expect("CheckLoop answered after Redis restarted empty");
    let admin = running.admin;
    let (status, body) = tokio::task::spawn_blocking(move || http_get(admin, "/readyz"))
        .await
        .unwrap();
    assert_eq!(status, 200, "{body}");
    running.stop().await.unwrap();
}

#[tokio::test]
async fn model_failure_stops_start_before_the_socket_exists() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = settings(dir.path(), "redis://127.0.0.1:1", "argus:loop:idx");
    config.model.model_path = dir.path().join("missing.onnx");
    let err = argus_embedder::start(config.clone()).await.err().unwrap();
    assert!(matches!(err, StartError::Model(_)), "{err}");
    assert!(err.to_string().contains("missing.onnx"), "{err}");
    assert!(!config.socket.exists());

    // A file that is not a model: the load fails the same way.
    std::fs::write(dir.path().join("garbage.onnx"), b"not a model").unwrap();
    config.model.model_path = dir.path().join("garbage.onnx");
    let err = argus_embedder::start(config.clone()).await.err().unwrap();
    assert!(matches!(err, StartError::Model(_)), "{err}");
    assert!(!config.socket.exists());
}

#[tokio::test]
async fn check_loop_returns_the_prompts_embedding_only_when_asked() {
    let redis = RedisStack::start();
    let dir = tempfile::tempdir().unwrap();
    let config = settings(dir.path(), &redis.url(), "argus:loop:idx");
    let running = argus_embedder::start(config).await.unwrap();
    let mut client = argus_embedder::connect(&running.socket).await.unwrap();
    let prompt = "Refund order 1234, please";
    let plain = client
        .check_loop(check_loop("ns/emb", prompt))
        .await
        .unwrap()
        .into_inner();
    assert!(plain.embedding.is_none(), "not asked for");
    let mut asked = check_loop("ns/emb", prompt);
    asked.return_embedding = true;
    let reply = client.check_loop(asked).await.unwrap().into_inner();
    let returned = reply.embedding.unwrap().values;
    let embedded = client
        .embed(EmbedRequest {
            texts: vec![prompt.to_owned()],
        })
        .await
        .unwrap()
        .into_inner()
        .vectors
        .remove(0)
        .values;
    assert_eq!(returned.len(), 384);
    assert!(cosine(&returned, &embedded) > 0.99999);
}
