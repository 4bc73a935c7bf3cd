//! The semantic cache tests' material: deterministic embeddings (random unit vectors
//! of the embedder's dimension and paraphrases of them), probes, answers and scopes.

pub const DIM: usize = 384;

/// How long the tests' entries live.
pub const HOUR: std::time::Duration = std::time::Duration::from_secs(3600);

/// A probe of `tenant`'s `scope` with the embedding `v`.
pub fn probe(tenant: &str, scope: &str, v: &[f32]) -> argus_sidecar::semantic::Probe {
    argus_sidecar::semantic::Probe::from_parts(tenant, scope, std::sync::Arc::from(v))
}

/// A cached JSON answer whose body is `text`.
pub fn answer(text: &str) -> argus_sidecar::cache::CachedResponse {
    argus_sidecar::cache::CachedResponse {
        content_type: "application/json".into(),
        body: bytes::Bytes::from(text.to_string()),
    }
}

/// The `n`th scope (a scope is hex, as the proxy's are).
pub fn scope(n: u64) -> String {
    format!("{n:064x}")
}

/// A deterministic pseudo-random unit vector (xorshift).
pub fn random_unit(seed: u64) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let v: Vec<f32> = (0..DIM)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 2001) as f32 / 1000.0 - 1.0
        })
        .collect();
    normalise(v)
}

pub fn normalise(v: Vec<f32>) -> Vec<f32> {
    let n = v.iter().map(|a| a * a).sum::<f32>().sqrt();
    v.into_iter().map(|a| a / n).collect()
}

/// A unit vector at cosine ≈ 0.97 to `v` (a paraphrase of its turn).
pub fn paraphrase(v: &[f32], seed: u64) -> Vec<f32> {
    let noise = random_unit(seed ^ 0xABCD);
    normalise(v.iter().zip(&noise).map(|(a, n)| a + 0.25 * n).collect())
}

/// The cosine of two vectors, in `f64`.
pub fn cosine(a: &[f32], b: &[f32]) -> f64 {
    let dot: f64 = a
        .iter()
        .zip(b)
        .map(|(x, y)| f64::from(*x) * f64::from(*y))
        .sum();
    let norm = |v: &[f32]| v.iter().map(|x| f64::from(*x).powi(2)).sum::<f64>().sqrt();
    dot / (norm(a) * norm(b))
}

/// Writes a semantic cache entry straight into Redis, as an earlier release wrote it
/// (a hash and its member in the tenant's entry set; no record in the change stream):
/// `member` is the set member (`<id>` then, `<id>@<scope>` now). Returns the entry's id.
pub async fn write_entry_behind_the_cache(
    client: &fred::clients::Client,
    tag: &str,
    scope: &str,
    vector: &[f32],
    body: &str,
    member_with_scope: bool,
) -> String {
    use fred::prelude::*;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let id = format!("{now:013}-old-0");
    let bytes: Vec<u8> = vector.iter().flat_map(|x| x.to_le_bytes()).collect();
    let _: i64 = client
        .hset(
            format!("argus:sem:{{{tag}}}:e:{id}"),
            vec![
                ("tenant", Value::from(tag)),
                ("scope", Value::from(scope)),
                ("bag", Value::from("0000000000000000")),
                ("seq", Value::from("0000000000000000")),
                ("exp", Value::from((now + 3_600_000).to_string())),
                ("ct", Value::from("application/json")),
                ("body", Value::from(body)),
                ("vec", Value::Bytes(bytes.into())),
            ],
        )
        .await
        .unwrap();
    let member = if member_with_scope {
        format!("{id}@{scope}")
    } else {
        id.clone()
    };
    let _: i64 = client
        .zadd(
            format!("argus:sem:{{{tag}}}:entries"),
            None,
            None,
            false,
            false,
            (now as f64, member.as_str()),
        )
        .await
        .unwrap();
    id
}
