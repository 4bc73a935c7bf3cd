//! Test support: a real Redis (the sidecar's helper, shared by path).

#[path = "../../../sidecar/tests/support/redis.rs"]
#[allow(dead_code)]
pub mod redis;

use std::path::PathBuf;

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A connected fred client for `url`.
pub async fn client(url: &str) -> fred::prelude::Client {
    use fred::prelude::*;
    let client = Builder::from_config(Config::from_url(url).expect("redis url"))
        .build()
        .expect("redis client");
    client.init().await.expect("redis connect");
    client
}
