//! A real Redis for the API tests (argus-testkit's).

#[allow(unused_imports)]
pub use argus_testkit::RedisServer;

#[allow(dead_code)]
pub mod reviews;

#[allow(dead_code)]
pub fn repo() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[allow(dead_code)]
pub mod console;
