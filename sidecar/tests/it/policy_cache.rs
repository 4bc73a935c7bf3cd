//! The Redis response cache against a real Redis: entries round-trip, stay with their
//! tenant, expire, respect the size bound; an outage is an error (a miss for the proxy).
#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::time::Duration;

use argus_sidecar::cache::{CacheError, CacheKey, CachedResponse, RedisCache, ResponseCache};
use argus_sidecar::wire::ApiFormat;
use bytes::Bytes;
use fred::prelude::*;
use serde_json::json;
use support::RedisServer;

async fn client(url: &str) -> Client {
    let client = Builder::from_config(Config::from_url(url).unwrap())
        .with_performance_config(|p| p.default_command_timeout = Duration::from_millis(500))
        .with_connection_config(|c| {
            c.connection_timeout = Duration::from_secs(1);
            c.max_command_attempts = 1;
        })
        .build()
        .unwrap();
    client.init().await.unwrap();
    client
}

fn answer() -> CachedResponse {
    CachedResponse {
        content_type: "application/json".into(),
        body: Bytes::from_static(b"{\"choices\":[{\"message\":{\"content\":\"4\"}}]}"),
    }
}

#[tokio::test]
async fn entries_round_trip_per_tenant_and_expire() {
    let redis = RedisServer::start();
    let c = client(&redis.url()).await;
    let cache = ResponseCache::Redis(RedisCache::new(c.clone(), 1024));
    let body =
        json!({"model": "m", "temperature": 0, "messages": [{"role": "user", "content": "2+2?"}]});
    let a = CacheKey::new("ns/a", ApiFormat::OpenAiChat, "m", &body);
    let b = CacheKey::new("ns/b", ApiFormat::OpenAiChat, "m", &body);
    assert_eq!(cache.get(&a).await.unwrap(), None);
    assert!(cache.put(&a, &answer(), 30).await.unwrap());
    assert_eq!(cache.get(&a).await.unwrap(), Some(answer()));
    assert_eq!(
        cache.get(&b).await.unwrap(),
        None,
        "no sharing across tenants"
    );
    let ttl: i64 = c
        .eval(
            "return redis.call('TTL', KEYS[1])",
            vec![a.redis_key()],
            Vec::<String>::new(),
        )
        .await
        .unwrap();
    assert!((1..=30).contains(&ttl), "{ttl}");
    // A second replica sees the same entry.
    let other = ResponseCache::Redis(RedisCache::new(client(&redis.url()).await, 1024));
    assert_eq!(other.get(&a).await.unwrap(), Some(answer()));
}

#[tokio::test]
async fn oversized_and_corrupt_entries_are_not_served() {
    let redis = RedisServer::start();
    let c = client(&redis.url()).await;
    let cache = RedisCache::new(c.clone(), 16);
    let k = CacheKey::new("t", ApiFormat::Anthropic, "m", &json!({}));
    assert!(!cache.put(&k, &answer(), 30).await.unwrap());
    assert_eq!(cache.get(&k).await.unwrap(), None);
    let _: Value = c
        .eval(
            "return redis.call('SET', KEYS[1], 'garbage')",
            vec![k.redis_key()],
            Vec::<String>::new(),
        )
        .await
        .unwrap();
    assert_eq!(cache.get(&k).await.unwrap(), None);
}

#[tokio::test]
async fn an_outage_is_an_error() {
    let mut redis = RedisServer::start();
    let cache = RedisCache::new(client(&redis.url()).await, 1024);
    redis.stop();
    let k = CacheKey::new("t", ApiFormat::Gemini, "m", &json!({}));
    assert!(matches!(
        cache.get(&k).await,
        Err(CacheError::Unavailable(_))
    ));
}
