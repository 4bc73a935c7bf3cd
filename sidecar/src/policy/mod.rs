//! Policy on the LLM path (issue 5), as pure modules the proxy calls: the token
//! estimate that limits are decided on, rate limits and budgets decided before the
//! spend, the prompt registry, the exact-match response cache.

pub mod cache;
pub mod canonical;
pub mod estimate;
pub mod limits;
pub mod prompt;
pub mod request_limits;
pub mod translate;
