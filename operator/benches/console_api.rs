#![allow(clippy::unwrap_used)]
//! The operator's console answering a 256-step session timeline from a real Redis:
//! the timeline read alone (`session_timeline`: summary and stream in one pipeline,
//! entries joined as stored) and the whole API call (TokenReview and SubjectAccessReview
//! answered by an in-process API server, routing, headers), each against a bare
//! `XREVRANGE … COUNT 256` of the same stream measured in the same run. Prints p50/p99.
//! Target: the API call ≤ 20 ms p99. `ARGUS_BENCH_ITERATIONS` sets the calls per
//! measurement (default 2000 under `cargo bench`, 30 in the smoke run `cargo test` makes).

#[path = "../tests/it/api_support/mod.rs"]
mod api_support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_crds::console as keys;
use argus_operator::{AuditApi, Authorizer, ConsoleApi, session_timeline};
use fred::prelude::*;
use http::{Request, Response};
use http_body_util::{BodyExt, Full};
use kube::client::Body;

const TENANT: &str = "shop/support-agent";
const SESSION: &str = "long";

/// p50 and p99 of `samples`.
fn percentiles(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    (at(0.50), at(0.99))
}

async fn measure<F, Fut>(n: usize, mut call: F) -> (Duration, Duration)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    for _ in 0..n.min(50) {
        call().await;
    }
    let mut samples = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        call().await;
        samples.push(t.elapsed());
    }
    percentiles(samples)
}

/// A session of 256 steps (an LLM call and a workflow step each), as the feed writes it.
async fn seed(redis: &Client) {
    let p = redis.pipeline();
    for i in 0..256u64 {
        for entry in [
            serde_json::json!({"seq": 2 * i + 1, "atMs": 1_700_000_000_000u64 + i, "kind": "call", "api": "openai_chat",
                "provider": "openai", "model": "gpt-4o-mini", "status": 200, "outcome": "ok", "inputTokens": 812,
                "outputTokens": 64, "latencyMs": 412.5, "toolCalls": 1,
                "gate": {"decision": "EXECUTE", "tools": "lookup_order", "passed": "schema,policy,adversarial", "failed": "", "reasons": ""}}),
            serde_json::json!({"seq": 2 * i + 2, "atMs": 1_700_000_000_000u64 + i, "kind": "step", "from": "identify_issue",
                "state": "lookup_info", "method": "tool_call", "confidence": 1.0, "result": "valid", "violations": [],
                "workflow": "support"}),
        ] {
            let _: () = p
                .xadd(
                    keys::timeline_key(TENANT, SESSION),
                    false,
                    ("MAXLEN", "~", keys::TIMELINE_ENTRIES as i64),
                    "*",
                    vec![(keys::FIELD_ENTRY, entry.to_string())],
                )
                .await
                .unwrap();
        }
    }
    let _: () = p
        .hset(
            keys::session_key(TENANT, SESSION),
            vec![
                (keys::FIELD_STATE, "lookup_info"),
                (keys::FIELD_WORKFLOW, "support"),
                ("calls", "256"),
            ],
        )
        .await
        .unwrap();
    let _: Vec<Value> = p.all().await.unwrap();
}

/// An API server that authenticates every token and allows everything, in process.
fn permissive_api_server() -> kube::Client {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    tokio::spawn(async move {
        while let Some((request, send)) = handle.next_request().await {
            let body = request.into_body().collect_bytes().await.unwrap();
            let mut review: serde_json::Value = serde_json::from_slice(&body).unwrap();
            review["status"] = if review["kind"] == "TokenReview" {
                serde_json::json!({"authenticated": true, "user": {"username": "bench"}})
            } else {
                serde_json::json!({"allowed": true})
            };
            send.send_response(
                Response::builder()
                    .status(201)
                    .body(Body::from(serde_json::to_vec(&review).unwrap()))
                    .unwrap(),
            );
        }
    });
    kube::Client::new(service, "default")
}

struct NoUsers;
impl argus_operator::UserClients for NoUsers {
    fn client(&self, _: &str) -> Result<kube::Client, String> {
        Err("no decisions in this bench".into())
    }
}

fn main() {
    // `cargo bench` passes --bench; under `cargo test` this is a smoke run of a few dozen.
    let default = if std::env::args().any(|a| a == "--bench") {
        2000
    } else {
        30
    };
    let n: usize = std::env::var("ARGUS_BENCH_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let server = api_support::RedisServer::start();
        let redis = server.client().await;
        seed(&redis).await;
        let client = permissive_api_server();
        let api = Arc::new(ConsoleApi {
            auth: Authorizer::new(client.clone()),
            audit: AuditApi {
                source: Arc::new(api_support::console::NoChains),
            },
            client,
            as_user: Arc::new(NoUsers),
            stores: api_support::console::stores().0,
            sessions: Arc::new(api_support::console::OneRedis(Some(redis.clone()))),
            shutdown: tokio::sync::watch::channel(false).1,
        });
        let stream = keys::timeline_key(TENANT, SESSION);
        let (base50, base99) = measure(n, || async {
            let e: Vec<(String, Vec<(String, String)>)> = redis
                .xrevrange(&stream, "+", "-", Some(keys::TIMELINE_ENTRIES))
                .await
                .unwrap();
            assert_eq!(e.len() as u64, keys::TIMELINE_ENTRIES);
        })
        .await;
        let (read50, read99) = measure(n, || async {
            let body = session_timeline(&redis, TENANT, SESSION)
                .await
                .unwrap()
                .unwrap();
            assert!(body.len() > 50_000);
        })
        .await;
        let (api50, api99) = measure(n, || async {
            let req = Request::get(format!(
                "/console/api/namespaces/shop/sessions/support-agent/{SESSION}"
            ))
            .header("authorization", "Bearer t")
            .body(Full::new(bytes::Bytes::new()))
            .unwrap();
            let resp = api.clone().handle(req).await;
            assert_eq!(resp.status(), 200);
            let body = resp.into_body().collect().await.unwrap().to_bytes();
            assert!(body.len() > 50_000);
        })
        .await;
        let ratio = |d: Duration, b: Duration| d.as_secs_f64() / b.as_secs_f64().max(1e-9);
        println!("console API, 256-step session timeline from Redis ({n} calls each)");
        println!("  baseline XREVRANGE COUNT 256     p50 {base50:>10.2?}  p99 {base99:>10.2?}");
        println!(
            "  session_timeline (summary+XREVRANGE, joined)  p50 {read50:>10.2?}  p99 {read99:>10.2?}  ({:.2}x / {:.2}x baseline)",
            ratio(read50, base50),
            ratio(read99, base99)
        );
        println!(
            "  GET …/sessions/ACTOR/ID (auth+route+read)      p50 {api50:>10.2?}  p99 {api99:>10.2?}  ({:.2}x / {:.2}x baseline; target p99 ≤ 20 ms: {})",
            ratio(api50, base50),
            ratio(api99, base99),
            if api99 <= Duration::from_millis(20) { "met" } else { "MISSED" }
        );
    });
}
