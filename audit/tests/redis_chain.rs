//! The chain in a real Redis: concurrent writers, tampering (an edited entry, deleted
//! newest entries, a foreign entry), gaps and retention.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

mod support;

use argus_audit::{BreakReason, Head, Record};
use argus_audit::{ChainStore, stream_key};
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};
use support::RedisServer;

const TENANT: &str = "shop/refunds";

async fn store(server: &RedisServer) -> (ChainStore, Client) {
    let c = support::client(&server.url()).await;
    (ChainStore::new(c.clone()), c)
}

fn record(i: u64) -> Record {
    let mut r = Record::new(TENANT, "llm_call");
    r.result_summary = Some(format!("call {i}"));
    r
}

async fn append_n(store: &ChainStore, n: u64) -> Head {
    let mut head = None;
    for i in 0..n {
        store
            .append(TENANT, record(i), &mut head)
            .await
            .expect("append");
    }
    head.expect("head")
}

async fn raw(c: &Client, args: Vec<String>) -> Value {
    let cmd = args[0].clone();
    c.custom(
        CustomCommand::new(cmd, ClusterHash::FirstKey, false),
        args[1..].to_vec(),
    )
    .await
    .expect("raw command")
}

#[tokio::test]
async fn two_writers_appending_at_once_never_fork_the_chain() {
    let server = RedisServer::start();
    let (a, _) = store(&server).await;
    let (b, _) = store(&server).await;
    let write = |s: ChainStore, who: &'static str| async move {
        let mut head = None;
        for i in 0..150 {
            let mut r = record(i);
            r.details.insert("writer".into(), who.into());
            s.append(TENANT, r, &mut head).await.expect("append");
        }
    };
    tokio::join!(write(a.clone(), "a"), write(b, "b"));
    let verified = a
        .verify(TENANT, None)
        .await
        .unwrap()
        .expect("the chain verifies");
    assert_eq!((verified.entries, verified.head.seq), (300, 300));
    assert_eq!(a.head(TENANT).await.unwrap(), verified.head);
}

#[tokio::test]
async fn an_edited_entry_fails_verification_at_exactly_its_seq() {
    let server = RedisServer::start();
    let (s, c) = store(&server).await;
    append_n(&s, 10).await;
    // Streams cannot be edited in place: rewrite the stream with the same ids, entry 6 changed.
    let all = s.read(TENANT, None, 100).await.unwrap();
    raw(&c, vec!["DEL".into(), stream_key(TENANT)]).await;
    for (i, e) in all.iter().enumerate() {
        let json = e.entry.clone().unwrap();
        let json = if i == 5 {
            json.replace("call 5", "call 50")
        } else {
            json
        };
        raw(
            &c,
            vec![
                "XADD".into(),
                stream_key(TENANT),
                e.id.clone(),
                "entry".into(),
                json,
            ],
        )
        .await;
    }
    let broken = s.verify(TENANT, None).await.unwrap().unwrap_err();
    assert_eq!(broken.seq, 6, "{broken}");
    assert!(
        matches!(broken.reason, BreakReason::Hash { .. }),
        "{broken}"
    );
    assert_eq!(broken.id.as_deref(), Some(all[5].id.as_str()));
}

#[tokio::test]
async fn deleting_the_newest_entries_is_caught_against_the_recorded_head() {
    let server = RedisServer::start();
    let (s, c) = store(&server).await;
    let status_head = append_n(&s, 10).await;
    let all = s.read(TENANT, None, 100).await.unwrap();
    raw(
        &c,
        vec![
            "XDEL".into(),
            stream_key(TENANT),
            all[8].id.clone(),
            all[9].id.clone(),
        ],
    )
    .await;
    let broken = s.verify(TENANT, None).await.unwrap().unwrap_err();
    assert_eq!(broken.seq, 9, "{broken}");
    assert!(
        matches!(broken.reason, BreakReason::Truncated { last: 8, head: 10 }),
        "{broken}"
    );
    // The store's own head rewound too: the head copied into the GateStack status still catches it.
    let eighth: serde_json::Value = serde_json::from_str(all[7].entry.as_deref().unwrap()).unwrap();
    raw(
        &c,
        vec![
            "HSET".into(),
            format!("{}:head", stream_key(TENANT)),
            "seq".into(),
            "8".into(),
            "hash".into(),
            eighth["hash"].as_str().unwrap().into(),
        ],
    )
    .await;
    assert!(
        s.verify(TENANT, None).await.unwrap().is_ok(),
        "without a copy the rewind is invisible"
    );
    let broken = s
        .verify(TENANT, Some(status_head))
        .await
        .unwrap()
        .unwrap_err();
    assert_eq!(broken.seq, 9, "{broken}");
}

#[tokio::test]
async fn a_foreign_entry_in_the_stream_is_a_named_error() {
    let server = RedisServer::start();
    let (s, c) = store(&server).await;
    append_n(&s, 3).await;
    raw(
        &c,
        vec![
            "XADD".into(),
            stream_key(TENANT),
            "*".into(),
            "hello".into(),
            "world".into(),
        ],
    )
    .await;
    let broken = s.verify(TENANT, None).await.unwrap().unwrap_err();
    assert_eq!(broken.seq, 4);
    assert!(broken.to_string().contains("foreign entry"), "{broken}");
    // An appender is not confused by it: its head key says where the chain stands.
    let mut head = None;
    assert_eq!(s.append(TENANT, record(9), &mut head).await.unwrap().seq, 4);
}

#[tokio::test]
async fn a_gap_entry_is_part_of_the_chain_and_counted() {
    let server = RedisServer::start();
    let (s, _) = store(&server).await;
    let mut head = None;
    s.append(TENANT, record(0), &mut head).await.unwrap();
    s.append(TENANT, Record::gap(TENANT, 17), &mut head)
        .await
        .unwrap();
    s.append(TENANT, record(1), &mut head).await.unwrap();
    let v = s.verify(TENANT, None).await.unwrap().unwrap();
    assert_eq!((v.entries, v.gaps, v.lost), (3, 1, 17));
}

#[tokio::test]
async fn retention_trims_old_entries_and_the_rest_still_verifies() {
    let server = RedisServer::start();
    let (s, c) = store(&server).await;
    append_n(&s, 6).await;
    let ms = |id: &str| id.split('-').next().unwrap().parse::<u64>().unwrap();
    let sixth = ms(&s.read(TENANT, None, 100).await.unwrap()[5].id);
    // Entries 7.. must be stored in a later millisecond than entry 6 (ids follow Redis's
    // clock): wait for that clock to move on.
    loop {
        let Value::Array(t) = raw(&c, vec!["TIME".into()]).await else {
            panic!("TIME")
        };
        let secs: u64 = t[0].as_string().unwrap().parse().unwrap();
        let micros: u64 = t[1].as_string().unwrap().parse().unwrap();
        if secs * 1000 + micros / 1000 > sixth {
            break;
        }
        tokio::task::yield_now().await;
    }
    let mut head = None;
    for i in 6..12 {
        s.append(TENANT, record(i), &mut head).await.unwrap();
    }
    let status_head = head.clone().unwrap();
    let cutoff = sixth + 1;
    let trimmed = 6;
    let cp = s.trim_before(TENANT, cutoff, &mut head).await.unwrap();
    let cp = cp.expect("a checkpoint entry");
    assert_eq!(cp.record.checkpoint.as_ref().map(|h| h.seq), Some(trimmed));
    assert_eq!(s.checkpoint(TENANT).await.unwrap().seq, trimmed);
    let left = s.read(TENANT, None, 100).await.unwrap();
    assert_eq!(left.len() as u64, 12 - trimmed + 1);
    let v = s
        .verify(TENANT, Some(status_head))
        .await
        .unwrap()
        .expect("verifies from the checkpoint");
    assert_eq!((v.anchor.seq, v.head.seq), (trimmed, 13));
    // Nothing older is left: trimming again is a no-op.
    assert!(
        s.trim_before(TENANT, cutoff, &mut head)
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn an_outage_never_blocks_the_caller_and_leaves_a_gap_entry_with_the_lost_count() {
    use argus_audit::{Queued, WriterSettings, spawn_writer};
    let server = RedisServer::start();
    let (s, admin) = store(&server).await;
    let settings = WriterSettings {
        capacity: 4,
        ..WriterSettings::default()
    };
    let queue = spawn_writer(s.clone(), TENANT.to_string(), settings);
    // Redis stops answering writes (as under a failover): the writer's append hangs.
    raw(
        &admin,
        vec![
            "CLIENT".into(),
            "PAUSE".into(),
            "60000".into(),
            "WRITE".into(),
        ],
    )
    .await;
    let started = std::time::Instant::now();
    let outcomes: Vec<Queued> = (0..20).map(|i| queue.record(record(i))).collect();
    assert!(
        started.elapsed() < std::time::Duration::from_secs(1),
        "recording waited on Redis"
    );
    let queued = outcomes.iter().filter(|o| **o == Queued::Queued).count() as u64;
    let lost = 20 - queued;
    assert!(
        lost >= 15,
        "capacity 4 (+1 in the writer's hands) but {queued} queued"
    );
    assert_eq!(
        outcomes.iter().filter(|o| **o == Queued::FirstLost).count(),
        1
    );
    raw(&admin, vec!["CLIENT".into(), "UNPAUSE".into()]).await;
    let appended = |n: u64| {
        let s = s.clone();
        async move {
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
            while s.head(TENANT).await.unwrap().seq < n {
                assert!(
                    std::time::Instant::now() < deadline,
                    "the writer did not drain the queue"
                );
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
        }
    };
    appended(queued).await;
    // Redis is back and the queue drained: the next record carries the gap in ahead of it.
    assert_eq!(queue.record(record(99)), Queued::Queued);
    let want = queued + 2;
    appended(want).await;
    let v = s.verify(TENANT, None).await.unwrap().expect("verifies");
    assert_eq!((v.entries, v.gaps, v.lost), (want, 1, lost));
    let all = s.read(TENANT, None, 100).await.unwrap();
    let last: argus_audit::Entry =
        serde_json::from_str(all[all.len() - 2].entry.as_deref().unwrap()).unwrap();
    assert_eq!(
        (last.record.kind, last.record.count),
        (argus_audit::EntryKind::Gap, Some(lost))
    );
}
