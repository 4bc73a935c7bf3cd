//! The semantic cache's Redis index against a real Redis Stack: one RediSearch index per
//! tenant, per-scope counts that stay exact through eviction and expiry (they choose how
//! a lookup searches), correct answers whether a scope holds nearly all of a tenant's
//! entries (graph search) or a few (brute force), and entries of the earlier shared
//! index still answered after the upgrade.

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use argus_sidecar::semantic::{RedisSemanticIndex, SearchPolicy};
use fred::prelude::*;
use fred::types::{ClusterHash, CustomCommand};
use support::RedisServer;
use support::{HOUR, VECTOR_DIM, cache_probe, cache_scope, cached_answer, paraphrase, random_unit};

async fn indexes(client: &Client) -> Vec<String> {
    let list: Vec<String> = client
        .custom(
            CustomCommand::new_static("FT._LIST", ClusterHash::FirstKey, false),
            Vec::<Value>::new(),
        )
        .await
        .unwrap();
    list
}

#[tokio::test]
async fn each_tenant_has_its_own_index_and_scope_counts_follow_eviction_and_expiry() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let index = RedisSemanticIndex::new(client.clone(), "test");
    let (a, b) = (cache_scope(1), cache_scope(2));
    for i in 0..3 {
        index
            .insert(
                &cache_probe("ns/one", &a, &random_unit(i)),
                &cached_answer("a"),
                HOUR,
                4,
            )
            .await
            .unwrap();
    }
    index
        .insert(
            &cache_probe("ns/one", &b, &random_unit(10)),
            &cached_answer("b"),
            HOUR,
            4,
        )
        .await
        .unwrap();
    index
        .insert(
            &cache_probe("ns/two", &a, &random_unit(20)),
            &cached_answer("c"),
            HOUR,
            4,
        )
        .await
        .unwrap();
    let list = indexes(&client).await;
    for tenant in ["ns/one", "ns/two"] {
        let name = format!("argus-semantic:{}", argus_crds::context_tenant_tag(tenant));
        assert!(list.contains(&name), "{name} not in {list:?}");
    }
    assert_eq!(index.scope_len("ns/one", &a).await.unwrap(), 3);
    assert_eq!(index.scope_len("ns/one", &b).await.unwrap(), 1);
    assert_eq!(index.scope_len("ns/two", &a).await.unwrap(), 1);

    // The cap (4) evicts the oldest entry, one of scope a.
    index
        .insert(
            &cache_probe("ns/one", &b, &random_unit(11)),
            &cached_answer("b"),
            HOUR,
            4,
        )
        .await
        .unwrap();
    assert_eq!(index.len("ns/one").await.unwrap(), 4);
    assert_eq!(index.scope_len("ns/one", &a).await.unwrap(), 2);
    assert_eq!(index.scope_len("ns/one", &b).await.unwrap(), 2);

    // Entries older than the TTL leave their scope's count at the next insert (aged
    // here by rewriting their insertion time rather than by waiting).
    let tag = argus_crds::context_tenant_tag("ns/one");
    let set = format!("argus:sem:{{{tag}}}:entries");
    let members: Vec<String> = client
        .zrange(&set, 0, -1, None, false, None, false)
        .await
        .unwrap();
    for m in members.iter().filter(|m| m.ends_with(&a)) {
        let _: i64 = client
            .zadd(&set, None, None, false, false, (1.0, m.as_str()))
            .await
            .unwrap();
    }
    index
        .insert(
            &cache_probe("ns/one", &b, &random_unit(12)),
            &cached_answer("b"),
            HOUR,
            4,
        )
        .await
        .unwrap();
    assert_eq!(index.scope_len("ns/one", &a).await.unwrap(), 0);
    assert_eq!(index.scope_len("ns/one", &b).await.unwrap(), 3);
    assert_eq!(index.len("ns/one").await.unwrap(), 3);
    // The other tenant is untouched.
    assert_eq!(index.scope_len("ns/two", &a).await.unwrap(), 1);
}

#[tokio::test]
async fn paraphrases_are_found_in_a_scope_of_nearly_all_entries_and_in_a_small_one() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    // RediSearch's own search, whichever way it runs (no mirror).
    let index = RedisSemanticIndex::search_only(client.clone(), "test");
    let (big, small) = (cache_scope(7), cache_scope(8));
    // 1,500 entries: 1,480 in one scope (searched through the HNSW graph), 20 in
    // another (brute force over the scope).
    for i in 0..1500u64 {
        let s = if i % 75 == 0 { &small } else { &big };
        index
            .insert(
                &cache_probe("ns/faq", s, &random_unit(i)),
                &cached_answer(&i.to_string()),
                HOUR,
                10_000,
            )
            .await
            .unwrap();
    }
    assert_eq!(index.scope_len("ns/faq", &big).await.unwrap(), 1480);
    assert_eq!(index.scope_len("ns/faq", &small).await.unwrap(), 20);
    for i in (1..1500u64).step_by(97).filter(|i| i % 75 != 0) {
        let p = paraphrase(&random_unit(i), i);
        let (hit, policy) = index
            .lookup_explained(&cache_probe("ns/faq", &big, &p), 0.9)
            .await
            .unwrap();
        // RediSearch left to itself compares all 1,480 by brute force.
        assert_eq!(policy, Some(SearchPolicy::Graph));
        let hit =
            hit.unwrap_or_else(|| panic!("paraphrase of entry {i} not found in the big scope"));
        assert_eq!(hit.response.body, i.to_string());
        assert!(hit.similarity >= 0.9, "{}", hit.similarity);
        // Never from another scope.
        assert!(
            index
                .lookup(&cache_probe("ns/faq", &small, &p), 0.9)
                .await
                .unwrap()
                .is_none()
        );
    }
    for i in (0..1500u64).step_by(75) {
        let (hit, policy) = index
            .lookup_explained(
                &cache_probe("ns/faq", &small, &paraphrase(&random_unit(i), i)),
                0.9,
            )
            .await
            .unwrap();
        assert_eq!(policy, Some(SearchPolicy::BruteForce));
        let hit =
            hit.unwrap_or_else(|| panic!("paraphrase of entry {i} not found in the small scope"));
        assert_eq!(hit.response.body, i.to_string());
    }
    // Nothing unrelated passes the threshold, and another tenant sees nothing.
    assert!(
        index
            .lookup(&cache_probe("ns/faq", &big, &random_unit(99_999)), 0.9)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        index
            .lookup(
                &cache_probe("ns/other", &big, &paraphrase(&random_unit(1), 1)),
                0.5
            )
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn entries_of_the_earlier_shared_index_are_still_answered_and_its_index_is_dropped() {
    let redis = RedisServer::start();
    let client = redis.client().await;
    let tenant = "ns/legacy";
    let tag = argus_crds::context_tenant_tag(tenant);
    // The layout of the release before: one index over every tenant, TAGs tenant and
    // scope, set members without their scope.
    argus_sidecar::vector_index::create(
        &client,
        "argus-semantic",
        "argus:sem:",
        &["tenant", "TAG", "scope", "TAG"],
        VECTOR_DIM,
    )
    .await
    .unwrap();
    let old = random_unit(5);
    let s = cache_scope(3);
    let id = support::write_entry_behind_the_cache(&client, &tag, &s, &old, "earlier", false).await;
    let key = format!("argus:sem:{{{tag}}}:e:{id}");

    let index = RedisSemanticIndex::new(client.clone(), "new");
    let p = cache_probe(tenant, &s, &paraphrase(&old, 5));
    // The tenant's new index covers the old hash once RediSearch has scanned it.
    let found = support::eventually(|| {
        let (index, p) = (index.clone(), p.clone());
        async move { matches!(index.lookup(&p, 0.9).await, Ok(Some(_))) }
    })
    .await;
    assert!(
        found,
        "the entry of the earlier layout was not found within 10 s"
    );
    let hit = index.lookup(&p, 0.9).await.unwrap().unwrap();
    assert_eq!(hit.response.body, "earlier");
    let list = indexes(&client).await;
    assert!(!list.contains(&"argus-semantic".to_string()), "{list:?}");
    // The old entry is evicted by the cap like any other, its hash with it.
    index
        .insert(
            &cache_probe(tenant, &s, &random_unit(6)),
            &cached_answer("new"),
            HOUR,
            1,
        )
        .await
        .unwrap();
    assert_eq!(index.len(tenant).await.unwrap(), 1);
    let exists: i64 = client.exists(&key).await.unwrap();
    assert_eq!(exists, 0);
    assert_eq!(index.scope_len(tenant, &s).await.unwrap(), 1);
}
