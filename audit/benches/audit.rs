//! Audit trail figures: the request path's cost of recording an action (a bounded channel
//! send, compared with a bare `try_send` of the same record) and chain verification speed
//! (entries/s, 10,000 entries). Run: `cargo bench -p argus-audit --bench audit`.

use std::hint::black_box;
use std::time::Instant;

use argus_audit::discarding_queue;
use argus_audit::{Entry, Head, Record, Verifier};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn record(i: u64) -> Record {
    let mut r = Record::new("shop/refunds", "llm_call");
    r.trace_id = "4bf92f3577b34da6a3ce929d0e0e4736".into();
    r.tool_name = Some("issue_refund".into());
    r.decision = Some("DEFER".into());
    r.gates_passed = vec!["evidence".into(), "security".into()];
    r.gates_failed = vec!["humanApproval".into()];
    r.result_summary = Some(format!("completed call {i}"));
    r.details.insert("input_tokens".into(), 812.into());
    r.details.insert("output_tokens".into(), 64.into());
    r
}

fn chain(n: u64) -> Vec<String> {
    let mut head = Head::default();
    (0..n)
        .map(|i| {
            let e = record(i).chain(&head);
            head = e.head();
            e.to_json()
        })
        .collect()
}

fn verify_all(stored: &[String]) -> u64 {
    let mut v = Verifier::new(Head::default());
    for s in stored {
        v.push(None, s).expect("verifies");
    }
    v.finish().expect("verifies").entries
}

fn benches(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("runtime");
    let _guard = rt.enter();
    let queue = discarding_queue(1 << 16);
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Record>(1 << 16);
    rt.spawn(async move { while rx.recv().await.is_some() {} });

    let mut g = c.benchmark_group("audit");
    g.bench_function("record (request path)", |b| {
        b.iter_batched(
            || record(1),
            |r| black_box(queue.record(r)),
            criterion::BatchSize::SmallInput,
        )
    });
    g.bench_function("bare channel send", |b| {
        b.iter_batched(
            || record(1),
            |r| black_box(tx.try_send(r).is_ok()),
            criterion::BatchSize::SmallInput,
        )
    });
    // `cargo bench` passes --bench; under `cargo test` this is a smoke run with small counts.
    let full = std::env::args().any(|a| a == "--bench");
    let stored = chain(if full { 10_000 } else { 200 });
    g.throughput(Throughput::Elements(stored.len() as u64));
    g.bench_function("verify 10k entries", |b| {
        b.iter(|| black_box(verify_all(&stored)))
    });
    g.finish();

    // The figures docs/src/benchmarks.md quotes, measured again without criterion's statistics.
    let n_records: u64 = if full { 200_000 } else { 2_000 };
    let records: Vec<Record> = (0..n_records).map(record).collect();
    let t = Instant::now();
    for r in records {
        black_box(queue.record(r));
    }
    let ours = t.elapsed().as_nanos() as f64 / n_records as f64;
    let records: Vec<Record> = (0..n_records).map(record).collect();
    let t = Instant::now();
    for r in records {
        black_box(tx.try_send(r).is_ok());
    }
    let bare = t.elapsed().as_nanos() as f64 / n_records as f64;
    let t = Instant::now();
    let n = verify_all(&stored);
    let rate = n as f64 / t.elapsed().as_secs_f64();
    let e: Entry = serde_json::from_str(&stored[0]).expect("entry");
    println!(
        "audit record on the request path {ours:>7.0} ns | bare channel send {bare:>7.0} ns | ratio {:.2}x",
        ours / bare
    );
    println!(
        "audit chain verification         {rate:>7.0} entries/s ({} bytes per entry)",
        e.to_json().len()
    );
}

criterion_group!(audit, benches);
criterion_main!(audit);
