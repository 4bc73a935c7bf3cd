//! Out to the providers: the upstream client, the request as a provider receives it
//! (credential swapped in, the agent's dropped), failover with cooldowns, and the
//! answer's headers and body with every configured credential redacted.

pub mod failover;
pub mod send;
pub mod upstream;

pub use failover::{Answered, Cooldowns, Outgoing, forward};
pub use send::{error_chain, redacted, send, strip_response_headers, upstream_request};
pub use upstream::UpstreamClient;
