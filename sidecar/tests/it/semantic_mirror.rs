//! The semantic cache's per-replica mirror against a real Redis Stack: two
//! `RedisSemanticIndex` values are two replicas of one workload. What one writes the
//! other finds in its mirror once it has caught up; eviction, expiry, deleted hashes, a
//! trimmed stream, a flushed Redis and a dropped connection are all seen through the
//! mirror; before it is loaded RediSearch answers; tenants never mix.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_sidecar::semantic::{Probe, RedisSemanticIndex, SearchPolicy, SemanticHit};
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};
use support::RedisServer;
use support::eventually;
use support::{HOUR, cache_probe, cache_scope, cached_answer, cosine, paraphrase, random_unit};

const TENANT: &str = "ns/support";

fn tag(tenant: &str) -> String {
    argus_crds::context_tenant_tag(tenant)
}

/// Two replicas on one Redis, each with its own connection.
/// Stores `text` as the answer to `v` in `tenant`'s `scope` through `index`, for an hour.
async fn put(
    index: &RedisSemanticIndex,
    tenant: &str,
    scope: &str,
    v: &[f32],
    text: &str,
    max: usize,
) {
    index
        .insert(
            &cache_probe(tenant, scope, v),
            &cached_answer(text),
            HOUR,
            max,
        )
        .await
        .unwrap();
}

async fn replicas(redis: &RedisServer) -> (RedisSemanticIndex, RedisSemanticIndex) {
    (
        RedisSemanticIndex::new(redis.client().await, "a"),
        RedisSemanticIndex::new(redis.client().await, "b"),
    )
}

type Looked = (Option<SemanticHit>, Option<SearchPolicy>);

async fn look(index: &RedisSemanticIndex, p: &Probe) -> Looked {
    index.lookup_explained(p, 0.9).await.unwrap()
}

/// Starts `index`'s mirror of `tenant` (its first lookup) and waits until it is loaded.
async fn mirrored(index: &RedisSemanticIndex, tenant: &str) {
    let _ = look(
        index,
        &cache_probe(tenant, &cache_scope(0), &random_unit(0)),
    )
    .await;
    let ready = eventually(|| {
        let index = index.clone();
        let tenant = tenant.to_string();
        async move { index.mirror_ready(&tenant) }
    })
    .await;
    assert!(ready, "the mirror of {tenant} was not loaded within 10 s");
}

/// Waits until `index` answers `p` through its mirror with a hit whose body is `body`.
async fn found_in_mirror(index: &RedisSemanticIndex, p: &Probe, body: &str) -> bool {
    eventually(|| {
        let (index, p) = (index.clone(), p.clone());
        let body = body.to_string();
        async move {
            matches!(look(&index, &p).await,
                (Some(hit), Some(SearchPolicy::Mirror)) if hit.response.body == body)
        }
    })
    .await
}

#[tokio::test]
async fn what_one_replica_writes_the_other_finds_in_its_mirror_with_the_exact_similarity() {
    let redis = RedisServer::start();
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(1);
    // 200 entries before B mirrors the tenant (B loads them), 100 after (B tails them).
    for i in 0..200u64 {
        put(&a, TENANT, &s, &random_unit(i), &i.to_string(), 10_000).await;
    }
    mirrored(&b, TENANT).await;
    for i in 200..300u64 {
        put(&a, TENANT, &s, &random_unit(i), &i.to_string(), 10_000).await;
    }
    let last = cache_probe(TENANT, &s, &paraphrase(&random_unit(299), 299));
    assert!(
        found_in_mirror(&b, &last, "299").await,
        "B's mirror did not catch up with A's last insert within 10 s"
    );
    assert_eq!(b.mirrored_len(TENANT), 300);
    for i in (0..300u64).step_by(13) {
        let q = paraphrase(&random_unit(i), i);
        let (hit, policy) = look(&b, &cache_probe(TENANT, &s, &q)).await;
        assert_eq!(policy, Some(SearchPolicy::Mirror));
        let hit = hit.unwrap_or_else(|| panic!("paraphrase of entry {i} missed"));
        // The exact search over every entry.
        let (best, sim) = (0..300u64)
            .map(|j| (j, cosine(&random_unit(j), &q)))
            .fold((0, f64::MIN), |x, y| if y.1 > x.1 { y } else { x });
        assert_eq!(hit.response.body, best.to_string());
        assert!(
            (hit.similarity - sim).abs() < 1e-5,
            "{} vs {sim}",
            hit.similarity
        );
    }
    // Nothing unrelated reaches the threshold.
    let (hit, policy) = look(&b, &cache_probe(TENANT, &s, &random_unit(99_999))).await;
    assert!(hit.is_none());
    assert_eq!(policy, Some(SearchPolicy::Mirror));
}

#[tokio::test]
async fn a_lookup_before_the_mirror_is_loaded_is_answered_by_redisearch() {
    let redis = RedisServer::start();
    let (a, b) = replicas(&redis).await;
    let v = random_unit(5);
    put(&a, TENANT, &cache_scope(2), &v, "five", 100).await;
    // B's first lookup of the tenant starts its mirror and does not wait for it.
    let (hit, policy) = look(
        &b,
        &cache_probe(TENANT, &cache_scope(2), &paraphrase(&v, 5)),
    )
    .await;
    assert!(
        matches!(policy, Some(SearchPolicy::Graph | SearchPolicy::BruteForce)),
        "{policy:?}"
    );
    assert_eq!(hit.unwrap().response.body, "five");
}

#[tokio::test]
async fn eviction_and_expiry_are_seen_through_the_mirror() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(3);
    mirrored(&b, TENANT).await;
    // A cap of 3: the two oldest of five leave Redis and B's mirror alike.
    for i in 0..5u64 {
        put(&a, TENANT, &s, &random_unit(i), &i.to_string(), 3).await;
    }
    let newest = cache_probe(TENANT, &s, &paraphrase(&random_unit(4), 4));
    assert!(found_in_mirror(&b, &newest, "4").await);
    assert_eq!(b.mirrored_len(TENANT), 3);
    let (hit, policy) = look(
        &b,
        &cache_probe(TENANT, &s, &paraphrase(&random_unit(0), 0)),
    )
    .await;
    assert!(hit.is_none());
    assert_eq!(policy, Some(SearchPolicy::Mirror));

    // An entry of one second, whose hash is then kept by Redis: only the mirror's own
    // expiry can make it a miss.
    let short = random_unit(50);
    a.insert(
        &cache_probe(TENANT, &s, &short),
        &cached_answer("short"),
        Duration::from_secs(1),
        3,
    )
    .await
    .unwrap();
    let p = cache_probe(TENANT, &s, &paraphrase(&short, 50));
    assert!(found_in_mirror(&b, &p, "short").await);
    let entries = format!("argus:sem:{{{}}}:entries", tag(TENANT));
    let members: Vec<String> = client
        .zrange(&entries, -1, -1, None, false, None, false)
        .await
        .unwrap();
    let id = members[0].split('@').next().unwrap();
    let key = format!("argus:sem:{{{}}}:e:{id}", tag(TENANT));
    let persisted: bool = client.persist(&key).await.unwrap();
    assert!(persisted, "{key} had no TTL");
    let expired = eventually(|| {
        let (b, p) = (b.clone(), p.clone());
        async move { matches!(look(&b, &p).await, (None, Some(SearchPolicy::Mirror))) }
    })
    .await;
    assert!(expired, "the expired entry still answered after 10 s");
    let exists: i64 = client.exists(&key).await.unwrap();
    assert_eq!(
        exists, 1,
        "the hash was kept, so the mirror expired the entry itself"
    );
}

#[tokio::test]
async fn a_hit_whose_hash_is_gone_is_a_miss_and_leaves_the_mirror() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(4);
    mirrored(&b, TENANT).await;
    let v = random_unit(7);
    // Two entries near the probe: the nearer one's hash is deleted behind the mirror's
    // back, so the other one answers, as a search over what Redis holds would.
    let near = paraphrase(&v, 1);
    put(&a, TENANT, &s, &v, "exact", 100).await;
    put(&a, TENANT, &s, &near, "near", 100).await;
    let p = cache_probe(TENANT, &s, &v);
    assert!(found_in_mirror(&b, &p, "exact").await);
    assert!(found_in_mirror(&b, &cache_probe(TENANT, &s, &near), "near").await);
    let entries = format!("argus:sem:{{{}}}:entries", tag(TENANT));
    let members: Vec<String> = client
        .zrange(&entries, 0, -1, None, false, None, false)
        .await
        .unwrap();
    let key = |m: &str| {
        format!(
            "argus:sem:{{{}}}:e:{}",
            tag(TENANT),
            m.split('@').next().unwrap()
        )
    };
    let _: i64 = client.del(key(&members[0])).await.unwrap();
    let (hit, policy) = look(&b, &p).await;
    assert_eq!(policy, Some(SearchPolicy::Mirror));
    assert_eq!(hit.unwrap().response.body, "near");
    assert_eq!(b.mirrored_len(TENANT), 1);
    // With both hashes gone: a miss, and nothing left in the mirror.
    let _: i64 = client.del(key(&members[1])).await.unwrap();
    assert_eq!(look(&b, &p).await, (None, Some(SearchPolicy::Mirror)));
    assert_eq!(b.mirrored_len(TENANT), 0);
}

#[tokio::test]
async fn a_trimmed_stream_makes_the_mirror_load_again() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(5);
    put(&a, TENANT, &s, &random_unit(1), "one", 100).await;
    mirrored(&b, TENANT).await;
    // An entry that reached Redis without a record in the stream (as one of an earlier
    // release does): only a load brings it into the mirror.
    let t = tag(TENANT);
    let silent = random_unit(2);
    support::write_entry_behind_the_cache(&client, &t, &s, &silent, "silent", true).await;
    let p = cache_probe(TENANT, &s, &paraphrase(&silent, 2));
    assert_eq!(look(&b, &p).await, (None, Some(SearchPolicy::Mirror)));
    // The records B has read are trimmed away; the next insert's record then follows
    // none that B knows: B loads the tenant again, the silent entry with it.
    let log = format!("argus:sem:{{{t}}}:log");
    let _: i64 = client.xtrim(&log, ("MAXLEN", "=", 0i64)).await.unwrap();
    put(&a, TENANT, &s, &random_unit(3), "three", 100).await;
    assert!(
        found_in_mirror(&b, &p, "silent").await,
        "the mirror did not load the tenant again after its stream was trimmed"
    );
    assert!(found_in_mirror(&b, &cache_probe(TENANT, &s, &random_unit(3)), "three").await);
    assert_eq!(b.mirrored_len(TENANT), 3);
}

#[tokio::test]
async fn a_flushed_redis_empties_the_mirror() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(6);
    for i in 0..3u64 {
        put(&a, TENANT, &s, &random_unit(i), "old", 100).await;
    }
    mirrored(&b, TENANT).await;
    assert_eq!(b.mirrored_len(TENANT), 3);
    let _: Value = client.flushall(false).await.unwrap();
    put(&a, TENANT, &s, &random_unit(9), "new", 100).await;
    assert!(found_in_mirror(&b, &cache_probe(TENANT, &s, &random_unit(9)), "new").await);
    assert_eq!(b.mirrored_len(TENANT), 1);
}

#[tokio::test]
async fn a_dropped_tail_connection_falls_back_to_redisearch_and_loads_again() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(8);
    mirrored(&b, TENANT).await;
    // The tail is the connection blocked reading the stream.
    let tail = eventually(|| {
        let client = client.clone();
        async move {
            clients(&client)
                .await
                .lines()
                .any(|l| l.contains("cmd=xread"))
        }
    })
    .await;
    assert!(tail, "no connection is reading the stream");
    let id = clients(&client)
        .await
        .lines()
        .find(|l| l.contains("cmd=xread"))
        .and_then(|l| l.split(' ').find_map(|f| f.strip_prefix("id=")))
        .unwrap()
        .to_string();
    let _: Value = client
        .custom(
            CustomCommand::new_static("CLIENT", ClusterHash::Random, false),
            vec!["KILL", "ID", id.as_str()],
        )
        .await
        .unwrap();
    put(&a, TENANT, &s, &random_unit(4), "after", 100).await;
    // Lookups never fail meanwhile, and the mirror comes back with the new entry.
    look(&b, &cache_probe(TENANT, &s, &random_unit(4))).await;
    assert!(found_in_mirror(&b, &cache_probe(TENANT, &s, &random_unit(4)), "after").await);
}

async fn clients(client: &Client) -> String {
    client
        .custom(
            CustomCommand::new_static("CLIENT", ClusterHash::Random, false),
            vec!["LIST"],
        )
        .await
        .unwrap()
}

#[tokio::test]
async fn tenants_never_see_each_others_entries() {
    let redis = RedisServer::start();
    let (a, b) = replicas(&redis).await;
    let s = cache_scope(7);
    let v = random_unit(11);
    put(&a, "ns/one", &s, &v, "one", 100).await;
    mirrored(&b, "ns/one").await;
    mirrored(&b, "ns/two").await;
    assert!(found_in_mirror(&b, &cache_probe("ns/one", &s, &v), "one").await);
    assert_eq!(
        look(&b, &cache_probe("ns/two", &s, &v)).await,
        (None, Some(SearchPolicy::Mirror))
    );
    assert_eq!(b.mirrored_len("ns/two"), 0);
    put(&a, "ns/two", &s, &random_unit(12), "two", 100).await;
    assert!(found_in_mirror(&b, &cache_probe("ns/two", &s, &random_unit(12)), "two").await);
    assert_eq!(b.mirrored_len("ns/one"), 1);
    assert_eq!(b.mirrored_len("ns/two"), 1);
}
