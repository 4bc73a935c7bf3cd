#![allow(clippy::unwrap_used)]
//! Webhook latency for a typical pod (the plain-pod fixture: one app container, a
//! projected token volume, two credentials): the pure review, and the whole HTTP
//! handler (body read, cache lookup, review, JSON out). Prints p50/p99 of single
//! calls before criterion's own statistics.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use argus_operator::{
    CredentialEnv, ImageSettings, InjectionSettings, InjectionTarget, Metrics, MutationContext,
    ReviewResult, WebhookHandler, WorkloadProfile, review_pod,
};
use criterion::{Criterion, criterion_group, criterion_main};
use http_body_util::Full;
use k8s_openapi::api::core::v1::{ConfigMap, ResourceRequirements};
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher;

fn settings() -> InjectionSettings {
    InjectionSettings {
        version: "0.1.0".to_string(),
        sidecar: ImageSettings {
            image: "ghcr.io/argus-dev/argus-sidecar:0.1.0".to_string(),
            resources: ResourceRequirements::default(),
        },
        embedder: ImageSettings {
            image: "ghcr.io/argus-dev/argus-embedder:0.1.0".to_string(),
            resources: ResourceRequirements::default(),
        },
        image_pull_policy: "IfNotPresent".to_string(),
        native_sidecars: true,
        embedder_injection_multilingual: true,
        operator_namespace: "argus-system".to_string(),
    }
}

fn profile() -> WorkloadProfile {
    WorkloadProfile {
        credentials: ["anthropic", "openai"]
            .iter()
            .map(|p| CredentialEnv {
                env: format!("ARGUS_CREDENTIAL_{}", p.to_uppercase()),
                secret_name: "llm-credentials".to_string(),
                key: format!("{p}-api-key"),
            })
            .collect(),
        fail_closed: false,
        embedder_env: BTreeMap::from([(
            "ARGUS_REDIS_URL".to_string(),
            "redis://redis-argus.agents.svc:6379".to_string(),
        )]),
        embedder_credentials: vec![],
    }
}

fn body() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/admission/plain-pod.json"
    ))
    .unwrap()
}

fn handler() -> Arc<WebhookHandler> {
    let cm: ConfigMap = serde_json::from_value(serde_json::json!({
        "metadata": {"name": "argus-deployment-support-agent", "namespace": "agents"},
        "data": {"injection.json": serde_json::to_string(&profile()).unwrap()}
    }))
    .unwrap();
    let mut writer = Writer::new(());
    writer.apply_watcher_event(&watcher::Event::Apply(cm));
    Arc::new(WebhookHandler {
        settings: settings(),
        fail_closed: false,
        config_maps: writer.as_reader(),
        client: None,
        stores: None,
        metrics: Arc::new(Metrics::new()),
    })
}

fn percentiles(label: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize];
    println!(
        "{label}: n={} p50={:?} p99={:?} max={:?}",
        samples.len(),
        at(0.50),
        at(0.99),
        at(1.0)
    );
}

fn bench(c: &mut Criterion) {
    let body = body();
    let settings = settings();
    let lookup = |_: &InjectionTarget| Some(profile());
    let ctx = MutationContext {
        settings: &settings,
        fail_closed: false,
        profiles: &lookup,
        enrolment: &|_, _| argus_operator::Enrolment::NotOptedIn,
    };
    assert_eq!(review_pod(&body, &ctx).result, ReviewResult::Injected);

    let rt = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let h = handler();
    let call = |h: Arc<WebhookHandler>| {
        let req = http::Request::post("/mutate-pods")
            .body(Full::new(bytes::Bytes::from(body.clone())))
            .unwrap();
        rt.block_on(h.handle(req))
    };
    assert_eq!(call(h.clone()).status(), http::StatusCode::OK);

    // `cargo bench` passes --bench; under `cargo test` this is a smoke run of a few calls.
    let n = if std::env::args().any(|a| a == "--bench") {
        5000
    } else {
        50
    };
    for _ in 0..n.min(200) {
        let _ = review_pod(&body, &ctx);
    }
    let samples = (0..n)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(review_pod(&body, &ctx));
            t.elapsed()
        })
        .collect();
    percentiles("webhook review (pure)", samples);
    let samples = (0..n)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(call(h.clone()));
            t.elapsed()
        })
        .collect();
    percentiles("webhook handler (HTTP body to JSON response)", samples);

    c.bench_function("webhook_review_typical_pod", |b| {
        b.iter(|| review_pod(std::hint::black_box(&body), &ctx))
    });
    c.bench_function("webhook_handler_typical_pod", |b| {
        b.iter(|| call(h.clone()))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
