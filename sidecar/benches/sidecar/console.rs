//! The console's timeline answer: a session of 256 LLM calls, each with its workflow
//! step (512 entries), fetched through HTTP from the admin port the way the page does.
//! Prints p50/p99; with `--bench` (`make bench`) exits non-zero when p99 exceeds the
//! issue's bound of 20 ms. Without it (`cargo test --all-targets`) a short smoke run.

use std::time::{Duration, Instant};

use argus_crds::SidecarConfig;
use argus_sidecar::SessionKey;
use argus_sidecar::timeline::{Call, GateSummary, Step, ViolationNote, What};
use argus_sidecar::{ServeArgs, Sidecar};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;

const BOUND: Duration = Duration::from_millis(20);

fn fill(sidecar: &Sidecar, key: &SessionKey) {
    for i in 0..256u64 {
        sidecar.state.obs.timeline.record(
            key,
            What::Call(Call {
                api: "openai_chat".into(),
                provider: "openai".into(),
                model: "gpt-4o-mini-2024-07-18".into(),
                status: 200,
                outcome: "completed".into(),
                input_tokens: 1200 + i * 40,
                output_tokens: 180,
                latency_ms: 812.25,
                tool_calls: 1,
                gate: Some(GateSummary {
                    decision: "EXECUTE".into(),
                    tools: "lookup_order".into(),
                    passed: "security,adversarial,humanApproval".into(),
                    failed: String::new(),
                    reasons: String::new(),
                }),
            }),
        );
        sidecar.state.obs.timeline.record(
            key,
            What::Step(Step {
                from: "identify_issue".into(),
                state: "lookup_info".into(),
                method: "tool_call".into(),
                confidence: 1.0,
                result: "SUCCESS".into(),
                violations: if i % 16 == 0 {
                    vec![ViolationNote {
                        constraint: "verify-before-account-action".into(),
                        severity: "critical".into(),
                    }]
                } else {
                    Vec::new()
                },
                scheduled: None,
                workflow: "support".into(),
            }),
        );
    }
}

pub fn main() {
    let bench = std::env::args().any(|a| a == "--bench");
    let (warmup, samples) = if bench { (200, 2000) } else { (5, 20) };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let failed = rt.block_on(async move {
        let mut config = SidecarConfig::new("bench");
        config.listen.proxy = "127.0.0.1:0".into();
        config.listen.admin = "127.0.0.1:0".into();
        let args = ServeArgs {
            no_watch: true,
            ..ServeArgs::default()
        };
        let sidecar = Sidecar::start(config, &args).await.expect("sidecar starts");
        let key = SessionKey {
            tenant: sidecar.state.runtime().tenant.clone(),
            session: "long-session".into(),
        };
        fill(&sidecar, &key);
        let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
        let uri: http::Uri = format!("http://{}/console/api/sessions/long-session", sidecar.admin_addr)
            .parse()
            .expect("a URI");
        let mut took = Vec::with_capacity(samples);
        let mut size = 0;
        for i in 0..warmup + samples {
            let t = Instant::now();
            let resp = client.get(uri.clone()).await.expect("an answer");
            assert_eq!(resp.status(), 200);
            let body = resp.into_body().collect().await.expect("a body").to_bytes();
            if i >= warmup {
                took.push(t.elapsed());
            }
            size = body.len();
        }
        took.sort();
        let p50 = took[took.len() / 2];
        let p99 = took[(took.len() * 99).div_ceil(100) - 1];
        println!(
            "console timeline, 256 calls + 256 steps ({size} bytes): p50 {:.2} ms, p99 {:.2} ms over {samples} requests (bound: p99 <= {} ms)",
            p50.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3,
            BOUND.as_millis()
        );
        sidecar.shutdown(Duration::from_secs(1)).await;
        bench && p99 > BOUND
    });
    assert!(
        !failed,
        "console timeline p99 over {} ms",
        BOUND.as_millis()
    );
}
