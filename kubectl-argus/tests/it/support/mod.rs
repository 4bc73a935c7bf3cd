//! A real Redis for the plugin's tests (argus-testkit's).

pub use argus_testkit::RedisServer;
