//! Test support: a real Redis (argus-testkit's).

pub use argus_testkit::RedisServer;

/// A connected fred client for `url`.
pub async fn client(url: &str) -> fred::prelude::Client {
    use fred::prelude::*;
    let client = Builder::from_config(Config::from_url(url).expect("redis url"))
        .build()
        .expect("redis client");
    client.init().await.expect("redis connect");
    client
}
