//! Policy on the LLM path (issue 5), as pure modules the proxy calls: per-request
//! limits, the prompt registry and the tools a request offers. The rate limits and
//! budgets (`limiter` below), the exact-match response cache (`cache`) and the semantic
//! cache are stores, in `crate::stores`; the token estimate, the usage settled with and
//! OpenAI chat ⇄ Anthropic translation are pure functions of the formats and live in
//! `argus-wire` (`wire::` below). Nothing here does I/O.
//!
//! # How the request handler calls them, in order
//!
//! ```text
//! read body (maxRequestBytes) → parse → session + tenant
//!  1. request_limits::enforce_max_tokens(format, &mut body, limits.max_tokens_per_request)
//!       Err(e) → e.status() (400), error_body(format, 400, e.kind(), &e.to_string(), &[])
//!  2. prompt::enforce_prompt(format, &mut body, &registered_prompt, agent_system_messages)
//!       only when the Actor has a systemPrompt; put registered_prompt.sha256() on the
//!       span and the audit record (never the text). Before any intervention edit.
//!  3. let est = wire::estimate_request(format, &body, wire::DEFAULT_MAX_OUTPUT_TOKENS)
//!     limiter.reserve(&limit_config, tenant, session, est.total()).await
//!       skip when limit_config.is_unlimited()
//!       Ok(Decision::Refused(r)) → 429, header `retry-after: r.retry_after_seconds`
//!           (omit it when None), error_body(format, 429, r.scope.as_str(), &r.message(), &[])
//!           — the upstream is never called
//!       Ok(Decision::Allowed(reservation)) → keep it until the response ends
//!       Err(LimitError::Unavailable) → the store failure mode: failOpen → retry on an
//!           in-process MemoryLimiter (or let the request through), failClosed → 503
//!  4. loop check (after limits: seed 002 puts rate limiting before expensive work)
//!  5. pending intervention: wire::apply_edit(...) as today
//!  6. cache (when policy.cache.exact is enabled):
//!       if cache::cacheable(format, &body, stream, header x-argus-cache) {
//!         key = CacheKey::new(tenant, format, upstream_model, &body)  // the final body
//!         hit → limiter.settle(&reservation, Some(0)); answer with the stored
//!               content-type and body, header `x-argus-cache: hit`; still feed the
//!               engine with wire::response_view(format, body) like any answer
//!         miss → header `x-argus-cache: miss` on the forwarded answer }
//!       never forward the request's own `x-argus-cache` header upstream
//!  7. per provider attempt (failover keeps the same reservation):
//!       if provider format ≠ client format: wire::translate_request(client, provider, &body)
//!         (skip providers where !wire::can_translate), then set the target model and
//!         the provider's path (/v1/messages or /v1/chat/completions)
//!       wire::ensure_stream_usage(provider_format, &mut upstream_body, stream)
//!  8. response:
//!       translated non-stream → wire::translate_response(provider, client, &json)
//!       translated stream → wire::stream_translator(provider, client, include_usage)
//!         .push(frame) / .finish() on each upstream data frame
//!       accumulate the side copy in the PROVIDER's format (usage is exact there)
//!  9. response end (TeeBody completion):
//!       Finished(view) → limiter.settle(&reservation, wire::settled_tokens(view.usage))
//!       upstream error status on every provider → settle(&reservation, Some(0))
//!       Aborted / Unparsed → settle(&reservation, None) (keeps the estimate)
//!       cacheable + cache::storable(status, content_type, len, max) → cache.put(&key,
//!         &CachedResponse { content_type, body }, ttl_seconds), in the background
//! ```
//!
//! Settling and caching happen off the response path (spawned), like the workflow step.

pub mod prompt;
pub mod request_limits;
pub mod tools_offer;
