//! A real Redis for the API tests (the sidecar's helper, shared by path).

#[path = "../../../sidecar/tests/support/redis.rs"]
#[allow(dead_code)]
pub mod redis;

#[allow(dead_code)]
pub mod reviews;

#[allow(dead_code)]
pub fn repo() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[allow(dead_code)]
pub mod console;
