//! A loaded configuration, ready to serve: the validated `SidecarConfig`, the compiled
//! workflow, providers with their keys read from env or file, routes. Built once per
//! (re)load and swapped atomically; a config that fails to build is rejected whole.

use std::sync::Arc;
use std::time::Duration;

use argus_crds::{
    AgentSystemMessages, CredentialSource, FailureMode, GateType, LoopDetection, Problem,
    ProviderKind, ProviderSpec, SidecarConfig, has_errors, validate_sidecar_config,
};
use http::{HeaderName, HeaderValue};

use crate::engine::CompileError;
use crate::stores::session::StoreLimits;
use crate::wire::ApiFormat;

/// An API key. It never appears in `Debug` output, logs or errors.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    /// The key itself, for the one header that carries it upstream.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey([REDACTED])")
    }
}

/// An upstream provider, resolved.
#[derive(Debug)]
pub struct Provider {
    /// Name from the Policy.
    pub name: String,
    /// Wire format.
    pub kind: ProviderKind,
    /// Base URL without a trailing slash.
    pub base_url: String,
    /// Key sent upstream in place of whatever the agent sent.
    pub api_key: Option<ApiKey>,
    /// Extra headers from the Policy.
    pub headers: Vec<(HeaderName, HeaderValue)>,
    /// Time allowed for the whole call: until the response headers arrive, and for a
    /// non-streamed answer until its last byte.
    pub timeout: Duration,
    /// Longest silence between two chunks of a streamed answer.
    pub stream_idle_timeout: Duration,
}

impl Provider {
    /// Whether this provider speaks `format`.
    pub fn serves(&self, format: ApiFormat) -> bool {
        match format {
            ApiFormat::OpenAiChat | ApiFormat::OpenAiResponses => matches!(
                self.kind,
                ProviderKind::Openai | ProviderKind::OpenaiCompatible
            ),
            ApiFormat::Anthropic => self.kind == ProviderKind::Anthropic,
            ApiFormat::Gemini => self.kind == ProviderKind::Gemini,
        }
    }

    /// The format this provider is sent a `client` request in: the same one, or the
    /// other side of a translation (OpenAI chat ⇄ Anthropic messages); `None` if neither.
    pub fn wire_format(&self, client: ApiFormat) -> Option<ApiFormat> {
        if self.serves(client) {
            return Some(client);
        }
        match (client, self.kind) {
            (ApiFormat::OpenAiChat, ProviderKind::Anthropic) => Some(ApiFormat::Anthropic),
            (ApiFormat::Anthropic, ProviderKind::Openai | ProviderKind::OpenaiCompatible) => {
                Some(ApiFormat::OpenAiChat)
            }
            _ => None,
        }
    }

    /// The upstream URL for `path_and_query` (a base URL ending in `/v1` is not doubled).
    pub fn url(&self, path_and_query: &str) -> String {
        for prefix in ["/v1beta", "/v1"] {
            if self.base_url.ends_with(prefix) && path_and_query.starts_with(&format!("{prefix}/"))
            {
                return format!("{}{}", self.base_url, &path_and_query[prefix.len()..]);
            }
        }
        format!("{}{}", self.base_url, path_and_query)
    }
}

/// A model route, resolved to provider indices.
#[derive(Debug)]
pub struct Route {
    /// Exact name or glob.
    pub pattern: String,
    /// Providers in failover order (indices into `Upstream::providers`).
    pub providers: Vec<usize>,
    /// Model name sent upstream instead of the requested one.
    pub target_model: Option<String>,
}

/// Why a configuration cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    /// The config has validation errors.
    #[error("invalid config:\n{}", .0.iter().map(|p| format!("  {p}")).collect::<Vec<_>>().join("\n"))]
    Invalid(Vec<Problem>),
    /// The workflow does not compile.
    #[error("workflow does not compile: {0}")]
    Workflow(#[from] CompileError),
    /// A provider key could not be read.
    #[error("credentials.{provider}: {detail}")]
    Credential {
        /// Provider name.
        provider: String,
        /// What failed (never the key).
        detail: String,
    },
    /// The upstream client (CA bundle, TLS) cannot be built.
    #[error("upstream: {0}")]
    Upstream(#[from] crate::forward::upstream::ClientError),
    /// The GateStack cannot be enforced (a tool schema that does not compile).
    #[error("gateStack: {0}")]
    Gates(#[from] crate::gates::GateError),
    /// A provider's base URL or header is unusable.
    #[error("policy.spec.providers[{index}]: {detail}")]
    Provider {
        /// Index of the provider.
        index: usize,
        /// What is wrong.
        detail: String,
    },
}

/// A configuration ready to serve, in sections by concern (each stage reads its own):
/// the upstream, the sessions, admission, the caches, the embedder, the gates.
#[derive(Debug)]
pub struct Runtime {
    /// The config it was built from.
    pub config: Arc<SidecarConfig>,
    /// Tenant id.
    pub tenant: Arc<str>,
    /// The compiled workflows, the default first (empty without a workflow).
    pub workflows: crate::engine::WorkflowRegistry,
    /// The context engine's plan, when an Actor is configured (its messages are then
    /// recorded; with context sources, requests get a context block).
    pub context: Option<Arc<crate::context::ContextPlan>>,
    /// Providers, routes and the client that reaches them.
    pub upstream: Upstream,
    /// How sessions are kept.
    pub sessions: SessionRules,
    /// What a request must satisfy, and what is done to it, before anything is spent.
    pub admission: AdmissionRules,
    /// The response caches' settings.
    pub caches: CacheRules,
    /// The embedder and what asks it: loop detection, and what its failure means.
    pub embedding: Embedding,
    /// The GateStack and the adversarial gate's exemplars.
    pub gates: GateRules,
}

/// Providers, routes and the client that reaches them.
#[derive(Debug)]
pub struct Upstream {
    /// The pooled upstream client for the config's `upstream` settings.
    pub client: crate::forward::UpstreamClient,
    /// Providers, in Policy order.
    pub providers: Vec<Arc<Provider>>,
    /// Routes, in Policy order.
    pub routes: Vec<Route>,
    /// Every provider key, to be removed from whatever an upstream answers.
    pub redactor: Arc<crate::edge::rewrite::Redactor>,
}

/// How sessions are kept.
#[derive(Debug)]
pub struct SessionRules {
    /// Session store limits.
    pub limits: StoreLimits,
    /// History entries kept per session.
    pub max_history: usize,
    /// What to do when the store is down (sessions, and the shared limits).
    pub store_failure: FailureMode,
}

/// What a request must satisfy, and what is done to it, before anything is spent.
#[derive(Debug)]
pub struct AdmissionRules {
    /// Largest accepted request body.
    pub max_request_bytes: usize,
    /// The Actor's system prompt: the only one the provider sees.
    pub prompt: Option<crate::policy::prompt::RegisteredPrompt>,
    /// What happens to system text the agent sends.
    pub agent_system_messages: AgentSystemMessages,
    /// Rate limits and budgets.
    pub limits: crate::stores::limits::LimitConfig,
    /// Largest `max_tokens` a request may ask for.
    pub max_tokens_per_request: Option<u32>,
    /// The Policy's `toolsFilter` / `toolsInject` over the Actor's tools.
    pub tool_offer: Option<Arc<crate::policy::tools_offer::ToolOffer>>,
}

/// The response caches' settings.
#[derive(Debug)]
pub struct CacheRules {
    /// TTL of the exact-match cache when it is on.
    pub exact_ttl: Option<u32>,
    /// The semantic cache, when the Policy enables it.
    pub semantic: Option<crate::stores::semantic::SemanticSettings>,
}

/// The embedder and what asks it.
#[derive(Debug)]
pub struct Embedding {
    /// The embedder sidecar, when the config names its socket.
    pub embedder: Option<Arc<crate::embedder::Embedder>>,
    /// Loop detection settings (on by default when an embedder is configured); its
    /// timeout also bounds the threat score's wait.
    pub loop_detection: LoopDetection,
    /// What to do when the embedder is down.
    pub failure: FailureMode,
}

/// The GateStack and the adversarial gate's exemplars.
#[derive(Debug)]
pub struct GateRules {
    /// The GateStack every proposed tool call passes (with the Actor it is for).
    pub stack: Option<Arc<crate::gates::CompiledGates>>,
    /// The injection exemplars of an enabled adversarial gate (scored with the embedder).
    pub injection: Option<Arc<super::threat::InjectionSet>>,
}

/// Reads a secret from the sidecar's environment or a mounted file, trimmed; the error
/// names where it looked, never the value.
pub(crate) fn read_secret(source: &CredentialSource) -> Result<String, String> {
    let value = match (&source.env, &source.file) {
        (Some(var), _) => {
            std::env::var(var).map_err(|_| format!("environment variable {var} is not set"))?
        }
        (None, Some(path)) => {
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
        }
        (None, None) => return Err("neither env nor file is set".into()),
    };
    let value = value.trim().to_string();
    if value.is_empty() {
        return Err("the credential is empty".into());
    }
    Ok(value)
}

/// Longest model name a request may carry, in bytes. Real model names are far shorter;
/// the bound keeps route matching and every log line and label that carries the name small.
pub const MAX_MODEL_NAME_BYTES: usize = 256;

/// Matches a model name against an exact name or a glob with `*` and `?`.
///
/// Iterative two-pointer matching: on a mismatch it backtracks to just after the last
/// `*` and lets that star swallow one more byte. Each byte of `model` is revisited at
/// most once per star, and with a single remembered star that is linear in practice
/// (O(pattern × model) at worst, never exponential, never recursive), so a hostile
/// name cannot exhaust the stack or the worker.
pub fn model_matches(pattern: &str, model: &str) -> bool {
    let (p, m) = (pattern.as_bytes(), model.as_bytes());
    let (mut pi, mut mi) = (0, 0);
    // Position of the last `*` seen in `p`, and the byte of `m` it was matched against.
    let mut star: Option<(usize, usize)> = None;
    while mi < m.len() {
        match p.get(pi) {
            Some(b'*') => {
                star = Some((pi, mi));
                pi += 1;
            }
            Some(&c) if c == b'?' || c == m[mi] => {
                pi += 1;
                mi += 1;
            }
            _ => match star {
                Some((sp, sm)) => {
                    star = Some((sp, sm + 1));
                    pi = sp + 1;
                    mi = sm + 1;
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == b'*')
}

/// Refuses a model name longer than [`MAX_MODEL_NAME_BYTES`].
pub fn check_model_name(model: &str) -> Result<(), crate::edge::ProxyError> {
    if model.len() > MAX_MODEL_NAME_BYTES {
        return Err(crate::edge::ProxyError::ModelNameTooLong {
            length: model.len(),
            limit: MAX_MODEL_NAME_BYTES,
        });
    }
    Ok(())
}

impl Runtime {
    /// Validates and resolves `config`. `fallback_upstream` (from `--upstream`) serves
    /// as an OpenAI-compatible provider when the config names none. The upstream client
    /// (and its warm connections) of `previous` is kept when the `upstream` settings are
    /// unchanged; otherwise a new one is built, so a reload can change the CA bundle.
    pub fn build(
        config: SidecarConfig,
        fallback_upstream: Option<&str>,
        previous: Option<&Runtime>,
    ) -> Result<Self, RuntimeError> {
        let problems = validate_sidecar_config(&config);
        if has_errors(&problems) {
            return Err(RuntimeError::Invalid(
                problems.into_iter().filter(Problem::is_error).collect(),
            ));
        }
        let client = match previous {
            Some(p) if p.config.upstream == config.upstream => p.upstream.client.clone(),
            _ => crate::forward::upstream::build_client(
                config.upstream.ca_bundle.as_deref(),
                std::time::Duration::from_millis(u64::from(config.upstream.connect_timeout_ms)),
            )?,
        };
        let workflows = crate::engine::WorkflowRegistry::build(&config)?;
        let policy = config.policy.as_ref().map(|p| &p.spec);
        let mut providers = Vec::new();
        for (index, p) in policy
            .map(|p| p.providers.as_slice())
            .unwrap_or_default()
            .iter()
            .enumerate()
        {
            let base_url = p.base_url().ok_or_else(|| RuntimeError::Provider {
                index,
                detail: "baseUrl is required".into(),
            })?;
            let api_key = match config.credentials.get(&p.name) {
                Some(source) => Some(ApiKey(read_secret(source).map_err(|detail| {
                    RuntimeError::Credential {
                        provider: p.name.clone(),
                        detail,
                    }
                })?)),
                None => None,
            };
            let mut headers = Vec::new();
            for (k, v) in &p.headers {
                let name =
                    HeaderName::from_bytes(k.as_bytes()).map_err(|_| RuntimeError::Provider {
                        index,
                        detail: format!("{k:?} is not a header name"),
                    })?;
                let value = HeaderValue::from_str(v).map_err(|_| RuntimeError::Provider {
                    index,
                    detail: format!("header {k} has an invalid value"),
                })?;
                headers.push((name, value));
            }
            providers.push(Arc::new(Provider {
                name: p.name.clone(),
                kind: p.kind,
                base_url: base_url.trim_end_matches('/').to_string(),
                api_key,
                headers,
                timeout: Duration::from_secs(u64::from(
                    p.timeout_seconds
                        .unwrap_or(ProviderSpec::DEFAULT_TIMEOUT_SECONDS),
                )),
                stream_idle_timeout: Duration::from_secs(u64::from(
                    p.stream_idle_timeout_seconds
                        .unwrap_or(config.upstream.stream_idle_timeout_seconds)
                        .max(1),
                )),
            }));
        }
        if providers.is_empty()
            && let Some(url) = fallback_upstream
        {
            providers.push(Arc::new(Provider {
                name: "upstream".into(),
                kind: ProviderKind::OpenaiCompatible,
                base_url: url.trim_end_matches('/').to_string(),
                api_key: None,
                headers: Vec::new(),
                timeout: Duration::from_secs(u64::from(ProviderSpec::DEFAULT_TIMEOUT_SECONDS)),
                stream_idle_timeout: Duration::from_secs(u64::from(
                    config.upstream.stream_idle_timeout_seconds.max(1),
                )),
            }));
        }
        let redactor = Arc::new(crate::edge::rewrite::Redactor::new(
            providers
                .iter()
                .filter_map(|p| p.api_key.as_ref().map(ApiKey::expose)),
        ));
        let routes = policy
            .map(|p| p.routes.as_slice())
            .unwrap_or_default()
            .iter()
            .map(|r| Route {
                pattern: r.model.clone(),
                providers: r
                    .providers
                    .iter()
                    .filter_map(|n| providers.iter().position(|p| &p.name == n))
                    .collect(),
                target_model: r.target_model.clone(),
            })
            .collect();
        let sessions = policy.and_then(|p| p.sessions.clone()).unwrap_or_default();
        let limits = policy.and_then(|p| p.limits.clone()).unwrap_or_default();
        let gates = match &config.gate_stack {
            Some(gs) => Some(Arc::new(crate::gates::CompiledGates::compile(
                config.actor.as_ref().map(|a| &a.spec),
                &gs.spec,
            )?)),
            None => None,
        };
        let injection = gates.as_ref().and_then(|g| {
            g.gates
                .iter()
                .find(|s| s.type_ == GateType::Adversarial)
                .map(|s| {
                    let extra = s
                        .adversarial
                        .as_ref()
                        .map(|a| a.injection_exemplars.clone())
                        .unwrap_or_default();
                    Arc::new(super::threat::InjectionSet::new(&extra))
                })
        });
        let tool_offer = match (&config.actor, policy) {
            (Some(actor), Some(p)) => crate::policy::tools_offer::ToolOffer::new(
                &actor.spec,
                p.tools_filter,
                p.tools_inject,
            )
            .map(Arc::new),
            _ => None,
        };
        let context = crate::context::ContextPlan::from_config(
            &config,
            crate::stores::log::Bounds {
                per_session: sessions.max_history_entries,
                per_tenant: crate::context::engine::MAX_MESSAGES_PER_TENANT,
                ttl_seconds: sessions.ttl_seconds,
            },
        )
        .map(Arc::new);
        Ok(Self {
            context,
            tenant: config.tenant().into(),
            workflows,
            upstream: Upstream {
                client,
                providers,
                routes,
                redactor,
            },
            sessions: SessionRules {
                limits: StoreLimits {
                    ttl_seconds: sessions.ttl_seconds,
                    max_sessions: sessions.max_sessions,
                },
                max_history: sessions.max_history_entries as usize,
                store_failure: policy
                    .and_then(|p| p.failure_modes.as_ref())
                    .map(|f| f.store)
                    .unwrap_or_default(),
            },
            admission: AdmissionRules {
                max_request_bytes: usize::try_from(limits.max_request_bytes())
                    .unwrap_or(usize::MAX),
                prompt: config
                    .actor
                    .as_ref()
                    .and_then(|a| a.spec.system_prompt.clone())
                    .map(crate::policy::prompt::RegisteredPrompt::new),
                agent_system_messages: policy
                    .and_then(|p| p.prompt_registry.as_ref())
                    .map(|r| r.agent_system_messages)
                    .unwrap_or_default(),
                limits: policy
                    .map(crate::stores::limits::LimitConfig::from_policy)
                    .unwrap_or_default(),
                max_tokens_per_request: limits.max_tokens_per_request,
                tool_offer,
            },
            caches: CacheRules {
                exact_ttl: policy
                    .and_then(|p| p.cache.as_ref())
                    .and_then(|c| c.exact.as_ref())
                    .filter(|e| e.enabled)
                    .map(|e| e.ttl_seconds),
                semantic: policy.and_then(crate::stores::semantic::SemanticSettings::from_policy),
            },
            embedding: Embedding {
                embedder: config
                    .embedder
                    .as_ref()
                    .map(|e| Arc::new(crate::embedder::Embedder::connect_lazy(&e.socket))),
                loop_detection: policy
                    .and_then(|p| p.loop_detection.clone())
                    .unwrap_or_default(),
                failure: policy
                    .and_then(|p| p.failure_modes.as_ref())
                    .map(|f| f.embedder)
                    .unwrap_or_default(),
            },
            gates: GateRules {
                stack: gates,
                injection,
            },
            config: Arc::new(config),
        })
    }
}

impl Upstream {
    /// Providers for a request of `format` asking for `model`, in failover order, with
    /// the model name to send upstream. A matching route may cross formats (OpenAI chat
    /// ⇄ Anthropic, translated); otherwise every provider of the request's format serves.
    pub fn providers_for(
        &self,
        format: ApiFormat,
        model: &str,
    ) -> (Vec<Arc<Provider>>, Option<String>) {
        if let Some(route) = self
            .routes
            .iter()
            .find(|r| model_matches(&r.pattern, model))
        {
            let chosen = route
                .providers
                .iter()
                .map(|&i| self.providers[i].clone())
                .filter(|p| p.wire_format(format).is_some())
                .collect();
            return (chosen, route.target_model.clone());
        }
        // Without a route, only providers speaking the request's own format: crossing
        // formats is something a route asks for explicitly.
        (
            self.providers
                .iter()
                .filter(|p| p.serves(format))
                .cloned()
                .collect(),
            None,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_match_models() {
        assert!(model_matches("gpt-4o*", "gpt-4o-mini"));
        assert!(model_matches("*", "anything"));
        assert!(model_matches("claude-?-x", "claude-3-x"));
        assert!(!model_matches("gpt-4o*", "gpt-3.5"));
        assert!(model_matches("exact", "exact"));
        assert!(!model_matches("exact", "exactly"));
        assert!(model_matches("", ""));
        assert!(!model_matches("", "a"));
        assert!(model_matches("**", ""));
        assert!(model_matches("a*b*c", "abc"));
        assert!(model_matches("a*b*c", "axxbyyc"));
        assert!(!model_matches("a*b*c", "axxbyy"));
        assert!(model_matches("*-mini", "gpt-4o-mini-mini"));
        assert!(!model_matches("?", ""));
        assert!(model_matches("a*?", "ab"));
        assert!(!model_matches("a*?", "a"));
    }

    /// The recursive matcher overflowed the stack on this (one frame per byte).
    #[test]
    fn a_huge_model_name_is_matched_without_recursion() {
        let huge = "x".repeat(100_000);
        assert!(model_matches("*", &huge));
        assert!(model_matches("x*x", &huge));
        assert!(!model_matches("x*y", &huge));
    }

    /// Two stars against a long name: the old matcher backtracked quadratically; the
    /// answer must still be right (speed is in `benches/sidecar/proxy.rs`, not asserted here).
    #[test]
    fn two_stars_against_a_long_name_match_correctly() {
        let miss = "a".repeat(30_000);
        assert!(!model_matches("*a*b*", &miss));
        let hit = format!("{miss}b{miss}");
        assert!(model_matches("*a*b*", &hit));
        assert!(!model_matches("*a*b*c", &hit));
    }

    #[test]
    fn model_names_over_the_limit_are_refused_naming_it() {
        assert!(check_model_name(&"m".repeat(MAX_MODEL_NAME_BYTES)).is_ok());
        let e = check_model_name(&"m".repeat(MAX_MODEL_NAME_BYTES + 1)).unwrap_err();
        assert_eq!(e.status(), http::StatusCode::BAD_REQUEST);
        assert!(e.to_string().contains("256 bytes"), "{e}");
    }

    #[test]
    fn keys_never_print() {
        let k = ApiKey("sk-secret".into());
        assert!(!format!("{k:?}").contains("sk-secret"));
    }

    #[test]
    fn base_urls_ending_in_v1_are_not_doubled() {
        let p = Provider {
            name: "p".into(),
            kind: ProviderKind::OpenaiCompatible,
            base_url: "http://h:1/v1".into(),
            api_key: None,
            headers: vec![],
            timeout: Duration::from_secs(1),
            stream_idle_timeout: Duration::from_secs(1),
        };
        assert_eq!(
            p.url("/v1/chat/completions"),
            "http://h:1/v1/chat/completions"
        );
        let p = Provider {
            base_url: "https://api.openai.com".into(),
            ..p
        };
        assert_eq!(
            p.url("/v1/models?x=1"),
            "https://api.openai.com/v1/models?x=1"
        );
    }
}
