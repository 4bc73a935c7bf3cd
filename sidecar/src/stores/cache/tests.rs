use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn chat(temperature: Value) -> Value {
    json!({
        "model": "gpt-4o-mini",
        "temperature": temperature,
        "messages": [{"role": "system", "content": "p"}, {"role": "user", "content": "2+2?"}],
        "tools": [{"type": "function", "function": {"name": "calc", "parameters": {"type": "object"}}}],
        "metadata": {"session_id": "s-1"},
        "user": "u-1"
    })
}

fn response(body: &str) -> CachedResponse {
    CachedResponse {
        content_type: "application/json".into(),
        body: Bytes::from(body.to_string()),
    }
}

#[test]
fn only_deterministic_unstreamed_requests_are_cacheable() {
    assert!(cacheable(
        ApiFormat::OpenAiChat,
        &chat(json!(0)),
        false,
        None
    ));
    assert!(cacheable(
        ApiFormat::OpenAiChat,
        &chat(json!(0.0)),
        false,
        None
    ));
    assert!(!cacheable(
        ApiFormat::OpenAiChat,
        &chat(json!(0.7)),
        false,
        None
    ));
    assert!(!cacheable(
        ApiFormat::OpenAiChat,
        &chat(json!(0)),
        true,
        None
    ));
    let no_temperature = json!({"model": "m", "messages": []});
    assert!(!cacheable(
        ApiFormat::Anthropic,
        &no_temperature,
        false,
        None
    ));
    assert!(cacheable(
        ApiFormat::Anthropic,
        &no_temperature,
        false,
        Some("Allow")
    ));
    assert!(!cacheable(
        ApiFormat::Anthropic,
        &no_temperature,
        false,
        Some("deny")
    ));
    assert!(!cacheable(
        ApiFormat::Anthropic,
        &no_temperature,
        true,
        Some("allow")
    ));
    let gemini = json!({"contents": [], "generationConfig": {"temperature": 0}});
    assert!(cacheable(ApiFormat::Gemini, &gemini, false, None));
    let gemini = json!({"contents": [], "generation_config": {"temperature": 1}});
    assert!(!cacheable(ApiFormat::Gemini, &gemini, false, None));
}

#[test]
fn key_ignores_session_and_routing_fields() {
    let a = chat(json!(0));
    let mut b = a.clone();
    b["metadata"] = json!({"session_id": "s-2"});
    b["user"] = json!("someone else");
    b["stream"] = json!(false);
    assert_eq!(
        CacheKey::new("t", ApiFormat::OpenAiChat, "gpt-4o-mini", &a),
        CacheKey::new("t", ApiFormat::OpenAiChat, "gpt-4o-mini", &b)
    );
}

#[test]
fn key_separates_what_changes_the_answer() {
    let base = chat(json!(0));
    let key = |tenant: &str, format, model: &str, body: &Value| {
        CacheKey::new(tenant, format, model, body)
            .digest()
            .to_string()
    };
    let k = key("t", ApiFormat::OpenAiChat, "gpt-4o-mini", &base);
    assert_ne!(k, key("t2", ApiFormat::OpenAiChat, "gpt-4o-mini", &base));
    assert_ne!(
        k,
        key("t", ApiFormat::OpenAiResponses, "gpt-4o-mini", &base)
    );
    assert_ne!(k, key("t", ApiFormat::OpenAiChat, "gpt-4o", &base));
    for (field, value) in [
        ("messages", json!([{"role": "user", "content": "2+3?"}])),
        ("tools", json!([])),
        ("temperature", json!(0.5)),
        ("max_tokens", json!(5)),
        ("seed", json!(1)),
    ] {
        let mut changed = base.clone();
        changed[field] = value;
        assert_ne!(
            k,
            key("t", ApiFormat::OpenAiChat, "gpt-4o-mini", &changed),
            "{field}"
        );
    }
}

#[test]
fn key_names_the_tenant_slot() {
    let k = CacheKey::new("ns/agent", ApiFormat::Anthropic, "m", &json!({}));
    assert_eq!(k.tenant(), "ns/agent");
    assert_eq!(k.digest().len(), 64);
    assert_eq!(
        k.redis_key(),
        format!("argus:{{ns/agent}}:cache:{}", k.digest())
    );
}

#[test]
fn entries_round_trip_through_their_encoding() {
    let r = CachedResponse {
        content_type: "application/json; charset=utf-8".into(),
        body: Bytes::from_static(b"{\"ok\":true}"),
    };
    let encoded = r.encode().unwrap();
    assert_eq!(CachedResponse::decode(&encoded), Some(r));
    assert_eq!(CachedResponse::decode(&Bytes::from_static(b"")), None);
    assert_eq!(
        CachedResponse::decode(&Bytes::from_static(b"\x02\x00\x00")),
        None
    );
    assert_eq!(
        CachedResponse::decode(&Bytes::from_static(b"\x01\x00\x09ab")),
        None
    );
}

#[test]
fn only_complete_json_200s_are_stored() {
    use http::StatusCode;
    assert!(storable(StatusCode::OK, "application/json", 10, 100));
    assert!(storable(
        StatusCode::OK,
        "Application/JSON; charset=utf-8",
        10,
        100
    ));
    assert!(!storable(StatusCode::OK, "text/event-stream", 10, 100));
    assert!(!storable(
        StatusCode::TOO_MANY_REQUESTS,
        "application/json",
        10,
        100
    ));
    assert!(!storable(StatusCode::OK, "application/json", 101, 100));
}

fn clocked(entries: usize, bytes: usize, entry: usize) -> (MemoryCache, Arc<AtomicU64>) {
    let now = Arc::new(AtomicU64::new(1_000_000_000));
    let clock = now.clone();
    (
        MemoryCache::with_clock(
            entries,
            bytes,
            entry,
            Arc::new(move || clock.load(Ordering::SeqCst)),
        ),
        now,
    )
}

#[test]
fn memory_cache_hits_expires_and_isolates_tenants() {
    let (cache, now) = clocked(10, 10_000, 1_000);
    let body = chat(json!(0));
    let a = CacheKey::new("tenant-a", ApiFormat::OpenAiChat, "m", &body);
    let b = CacheKey::new("tenant-b", ApiFormat::OpenAiChat, "m", &body);
    assert!(cache.put(&a, &response("{\"a\":1}"), 60));
    assert_eq!(cache.get(&a), Some(response("{\"a\":1}")));
    assert_eq!(cache.get(&b), None, "another tenant never sees the entry");
    now.fetch_add(59_000_000, Ordering::SeqCst);
    assert!(cache.get(&a).is_some());
    now.fetch_add(1_000_000, Ordering::SeqCst);
    assert_eq!(cache.get(&a), None);
    assert!(cache.is_empty());
    assert_eq!(cache.bytes(), 0);
}

#[test]
fn memory_cache_is_bounded_by_entry_size_and_total_bytes() {
    let (cache, _now) = clocked(100, 100, 60);
    let key = |i: u32| CacheKey::new("t", ApiFormat::OpenAiChat, "m", &json!({"i": i}));
    assert!(!cache.put(&key(0), &response(&"x".repeat(60)), 60));
    // Each entry is 16 (content type) + 24 bytes = 40: two fit in 100, a third evicts the oldest.
    let body = "y".repeat(24);
    for i in 1..=3 {
        assert!(cache.put(&key(i), &response(&body), 60));
    }
    assert_eq!(cache.len(), 2);
    assert!(cache.bytes() <= 100);
    assert_eq!(cache.get(&key(1)), None);
    assert!(cache.get(&key(3)).is_some());
    // Replacing an entry does not count it twice.
    assert!(cache.put(&key(3), &response(&body), 60));
    assert_eq!(cache.bytes(), 80);
}

#[test]
fn memory_cache_is_bounded_by_entries() {
    let (cache, _now) = clocked(2, 10_000, 1_000);
    for i in 0..5u32 {
        let k = CacheKey::new("t", ApiFormat::OpenAiChat, "m", &json!({"i": i}));
        assert!(cache.put(&k, &response("{}"), 60));
    }
    assert_eq!(cache.len(), 2);
    assert_eq!(cache.bytes(), 2 * response("{}").size());
}

#[tokio::test]
async fn the_enum_serves_the_memory_cache() {
    let cache = ResponseCache::Memory(MemoryCache::new(10, 10_000, 1_000));
    let k = CacheKey::new(
        "t",
        ApiFormat::Gemini,
        "gemini-2.5-flash",
        &json!({"contents": []}),
    );
    assert_eq!(cache.get(&k).await.unwrap(), None);
    assert!(cache.put(&k, &response("{}"), 5).await.unwrap());
    assert_eq!(cache.get(&k).await.unwrap(), Some(response("{}")));
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        "\\PC{0,16}".prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{0,10}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn keys_never_panic_and_survive_a_reparse(body in arb_json(), tenant in "\\PC{0,12}") {
        for format in [ApiFormat::OpenAiChat, ApiFormat::OpenAiResponses, ApiFormat::Anthropic, ApiFormat::Gemini] {
            let k = CacheKey::new(&tenant, format, "m", &body);
            let pretty: Value = serde_json::from_str(&serde_json::to_string_pretty(&body).unwrap()).unwrap();
            prop_assert_eq!(&k, &CacheKey::new(&tenant, format, "m", &pretty));
            let _ = cacheable(format, &body, false, None);
        }
    }
}

#[test]
fn key_material_is_the_canonical_json_of_its_parts() {
    // Pins the key derivation: changing it silently would orphan every stored entry.
    let body = json!({"temperature": 0, "messages": [], "user": "u"});
    let material = argus_wire::canonical_json(&json!({
        "v": 1,
        "tenant": "t",
        "format": "openai_chat",
        "model": "m",
        "request": {"temperature": 0, "messages": []},
    }));
    let want = hex::encode(Sha256::digest(material.as_bytes()));
    assert_eq!(
        CacheKey::new("t", ApiFormat::OpenAiChat, "m", &body).digest(),
        want
    );
}
