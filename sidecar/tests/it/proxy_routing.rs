//! No request leaves with another provider's key, none escapes governance: each call
//! goes to a provider of its own API (by path, else by the headers its SDK sends) with
//! that provider's key; spend-incurring paths are metered or refused unless the Policy
//! lists them; a key a provider echoes never reaches the agent; the agent's account
//! headers stay home; refusals tell the SDKs not to retry; and an OpenAI stream carries
//! the usage chunk only when the agent asked for it. The SDK requests are raw HTTP shaped
//! like the official SDKs' (the Anthropic and Google SDKs are not installed).

#![allow(clippy::unwrap_used)]

use argus_sidecar_testkit as support;

use std::collections::BTreeMap;

use argus_crds::{
    ActorSpec, Budgets, CredentialSource, PolicySpec, ProviderKind, ProviderSpec, RateLimit,
    RateLimits, Resolved, RiskTier, SidecarConfig,
};
use argus_mock_llm::{MockServer, Reply, Script};
use bytes::Bytes;
use serde_json::json;
use support::*;

const OPENAI_KEY: &str = "sk-openai-platform-0123456789";
const ANTHROPIC_KEY: &str = "sk-ant-platform-9876543210";
const GEMINI_KEY: &str = "AIza-gemini-platform-55555";

/// One mock upstream per provider kind, each with its own key.
struct Providers {
    openai: MockServer,
    anthropic: MockServer,
    gemini: MockServer,
    dir: tempfile::TempDir,
}

impl Providers {
    async fn start() -> Self {
        Self {
            openai: MockServer::start_local(Script::fixed("from openai"))
                .await
                .unwrap(),
            anthropic: MockServer::start_local(Script::fixed("from anthropic"))
                .await
                .unwrap(),
            gemini: MockServer::start_local(Script::fixed("from gemini"))
                .await
                .unwrap(),
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A config with the providers of `kinds`, each at its own mock with its own key.
    fn config(&self, kinds: &[ProviderKind]) -> SidecarConfig {
        let mut c = SidecarConfig::new("routing-tenant");
        c.listen.proxy = "127.0.0.1:0".into();
        c.listen.admin = "127.0.0.1:0".into();
        let mut providers = Vec::new();
        for kind in kinds {
            let (name, mock, key) = match kind {
                ProviderKind::Anthropic => ("anthropic", &self.anthropic, ANTHROPIC_KEY),
                ProviderKind::Gemini => ("gemini", &self.gemini, GEMINI_KEY),
                _ => ("openai", &self.openai, OPENAI_KEY),
            };
            let path = self.dir.path().join(name);
            std::fs::write(&path, key).unwrap();
            c.credentials.insert(
                name.into(),
                CredentialSource {
                    env: None,
                    file: Some(path.display().to_string()),
                },
            );
            providers.push(ProviderSpec {
                name: name.into(),
                kind: *kind,
                base_url: Some(mock.url()),
                credential: None,
                timeout_seconds: Some(5),
                headers: BTreeMap::new(),
                stream_idle_timeout_seconds: None,
            });
        }
        c.policy = Some(Resolved {
            name: "routing".into(),
            generation: None,
            spec: PolicySpec {
                providers,
                ..PolicySpec::default()
            },
        });
        c
    }

    fn all(&self) -> SidecarConfig {
        self.config(&[
            ProviderKind::OpenaiCompatible,
            ProviderKind::Anthropic,
            ProviderKind::Gemini,
        ])
    }
}

fn policy(c: &mut SidecarConfig) -> &mut PolicySpec {
    &mut c.policy.as_mut().unwrap().spec
}

/// Headers the Anthropic SDK sends (its key is the agent's placeholder).
const ANTHROPIC_SDK: &[(&str, &str)] = &[
    ("x-api-key", "agent-placeholder"),
    ("anthropic-version", "2023-06-01"),
];
/// Headers google-genai sends.
const GOOGLE_SDK: &[(&str, &str)] = &[
    ("x-goog-api-key", "agent-placeholder"),
    ("x-goog-api-client", "google-genai-sdk/1.0.0 gl-python/3.12"),
];
/// Headers the OpenAI SDK sends.
const OPENAI_SDK: &[(&str, &str)] = &[("authorization", "Bearer agent-placeholder")];

async fn get(addr: std::net::SocketAddr, path: &str, headers: &[(&str, &str)]) -> Answer {
    support::send(addr, "GET", path, Bytes::new(), headers).await
}

/// The one request `mock` received since the last check, which must carry only `key`
/// in `header` and no other provider's credential header.
fn received_with_key(mock: &MockServer, header: &str, key: &str) -> argus_mock_llm::Recorded {
    let seen = mock.requests();
    assert_eq!(seen.len(), 1, "{seen:#?}");
    mock.clear();
    let r = seen.into_iter().next().unwrap();
    assert_eq!(r.headers[header], key, "{r:#?}");
    for other in ["authorization", "x-api-key", "x-goog-api-key"] {
        if other != header {
            assert!(!r.headers.contains_key(other), "{other} travelled: {r:#?}");
        }
    }
    r
}

fn nothing_reached(mocks: &[&MockServer]) {
    for m in mocks {
        assert!(m.requests().is_empty(), "{:#?}", m.requests());
    }
}

#[tokio::test]
async fn each_sdk_call_goes_to_a_provider_of_its_own_api_with_that_providers_key() {
    let p = Providers::start().await;
    let mut c = p.all();
    policy(&mut c).pass_through = vec!["/v1/messages/batches*".into()];
    let sidecar = start(c).await;
    let addr = sidecar.proxy_addr;
    let bearer_openai = format!("Bearer {OPENAI_KEY}");

    // models.list of each SDK: one path, three providers, told apart by the headers.
    assert_eq!(get(addr, "/v1/models", ANTHROPIC_SDK).await.status, 200);
    received_with_key(&p.anthropic, "x-api-key", ANTHROPIC_KEY);
    assert_eq!(get(addr, "/v1/models", OPENAI_SDK).await.status, 200);
    received_with_key(&p.openai, "authorization", &bearer_openai);
    assert_eq!(get(addr, "/v1beta/models", GOOGLE_SDK).await.status, 200);
    received_with_key(&p.gemini, "x-goog-api-key", GEMINI_KEY);
    assert_eq!(get(addr, "/v1/models", GOOGLE_SDK).await.status, 200);
    received_with_key(&p.gemini, "x-goog-api-key", GEMINI_KEY);

    // messages.count_tokens and messages.batches are Anthropic's by their path.
    let count =
        json!({"model": "claude-sonnet-4-5", "messages": [{"role": "user", "content": "hi"}]});
    post(addr, "/v1/messages/count_tokens", &count, ANTHROPIC_SDK).await;
    let r = received_with_key(&p.anthropic, "x-api-key", ANTHROPIC_KEY);
    assert_eq!(r.path, "/v1/messages/count_tokens");
    post(
        addr,
        "/v1/messages/batches",
        &json!({"requests": []}),
        ANTHROPIC_SDK,
    )
    .await;
    let r = received_with_key(&p.anthropic, "x-api-key", ANTHROPIC_KEY);
    assert_eq!(r.path, "/v1/messages/batches");
    // Even without the SDK's headers.
    post(addr, "/v1/messages/count_tokens", &count, &[]).await;
    received_with_key(&p.anthropic, "x-api-key", ANTHROPIC_KEY);
    // Gemini's countTokens under either version.
    let contents = json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}]});
    post(
        addr,
        "/v1/models/gemini-2.0-flash:countTokens",
        &contents,
        GOOGLE_SDK,
    )
    .await;
    received_with_key(&p.gemini, "x-goog-api-key", GEMINI_KEY);
    nothing_reached(&[&p.openai]);

    // With only Anthropic configured, an OpenAI call cannot be attributed: refused with
    // the path and the API named, and nothing leaves with the Anthropic key.
    let sidecar = start(p.config(&[ProviderKind::Anthropic])).await;
    let a = get(sidecar.proxy_addr, "/v1/models", OPENAI_SDK).await;
    assert_eq!(a.status, 404, "{}", a.text());
    assert_eq!(a.json()["error"]["type"], "argus_no_provider_for_api");
    let message = a.json()["error"]["message"].as_str().unwrap().to_string();
    assert!(
        message.contains("GET /v1/models") && message.contains("OpenAI API"),
        "{message}"
    );
    nothing_reached(&[&p.anthropic, &p.openai, &p.gemini]);
    assert_eq!(
        get(sidecar.proxy_addr, "/v1/models", ANTHROPIC_SDK)
            .await
            .status,
        200
    );
    received_with_key(&p.anthropic, "x-api-key", ANTHROPIC_KEY);
}

#[tokio::test]
async fn gemini_v1_generate_content_is_a_governed_gemini_call() {
    let p = Providers::start().await;
    let mut c = p.all();
    c.actor = Some(Resolved {
        name: "agent".into(),
        generation: None,
        spec: ActorSpec {
            role: "support".into(),
            tier: RiskTier::Modify,
            system_prompt: Some("PLATFORM PROMPT".into()),
            system_prompt_ref: None,
            goals: vec![],
            talents: vec![],
            tools: vec![],
            context_sources: vec![],
            context: None,
            peers: vec![],
            program: None,
            claims: false,
        },
    });
    c.workflow = Some(Resolved {
        name: "support".into(),
        generation: None,
        spec: support_workflow(),
    });
    policy(&mut c).budgets = Some(Budgets {
        session_tokens: Some(1000),
        tenant_tokens_per_day: None,
    });
    let sidecar = start(c).await;
    let session = [("x-argus-session-id", "gemini-v1")];
    let ask = |max: u64| json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}], "generationConfig": {"maxOutputTokens": max}});

    for (n, method) in ["generateContent", "streamGenerateContent"]
        .iter()
        .enumerate()
    {
        let path = format!("/v1/models/gemini-2.0-flash:{method}");
        let a = post(sidecar.proxy_addr, &path, &ask(20), &session).await;
        assert_eq!(a.status, 200, "{path}: {}", a.text());
        assert!(a.text().contains("from gemini"), "{}", a.text());
        let r = received_with_key(&p.gemini, "x-goog-api-key", GEMINI_KEY);
        assert_eq!(r.path, path);
        assert_eq!(
            r.body["systemInstruction"]["parts"][0]["text"], "PLATFORM PROMPT",
            "the prompt registry applies: {:#}",
            r.body
        );
        wait_steps(&sidecar, n as u64 + 1).await;
    }
    // The budget holds: a request that cannot fit is refused before any spend.
    let a = post(
        sidecar.proxy_addr,
        "/v1/models/gemini-2.0-flash:generateContent",
        &ask(5000),
        &session,
    )
    .await;
    assert_eq!(a.status, 429, "{}", a.text());
    assert_eq!(
        a.json()["error"]["details"][0]["reason"],
        "argus_rate_limited"
    );
    nothing_reached(&[&p.gemini, &p.openai]);
}

#[tokio::test]
async fn spend_incurring_paths_are_metered_or_refused_unless_the_policy_lists_them() {
    let p = Providers::start().await;
    let mut c = p.all();
    policy(&mut c).budgets = Some(Budgets {
        session_tokens: Some(200),
        tenant_tokens_per_day: None,
    });
    let sidecar = start(c.clone()).await;
    let addr = sidecar.proxy_addr;
    let session = [("x-argus-session-id", "metered")];
    let long_text = "a fairly long sentence about nothing in particular ".repeat(40);

    // Completions and embeddings are estimated and held to the budget before any spend.
    let big = json!({"model": "gpt-3.5-turbo-instruct", "prompt": "hi", "max_tokens": 500});
    let a = post(addr, "/v1/completions", &big, &session).await;
    assert_eq!(a.status, 429, "{}", a.text());
    assert_eq!(a.json()["error"]["type"], "argus_rate_limited");
    let a = post(
        addr,
        "/v1/embeddings",
        &json!({"model": "text-embedding-3-small", "input": long_text}),
        &session,
    )
    .await;
    assert_eq!(a.status, 429, "{}", a.text());
    // A trailing slash is the same path, and as governed.
    let a = post(addr, "/v1/completions/", &big, &session).await;
    assert_eq!(a.status, 429, "{}", a.text());
    let mut chat_big = chat("metered", "hi");
    chat_big["max_tokens"] = json!(500);
    let a = post(addr, "/v1/chat/completions/", &chat_big, &session).await;
    assert_eq!(a.status, 429, "{}", a.text());
    nothing_reached(&[&p.openai]);

    // What fits is forwarded to the OpenAI provider with its key.
    let small = json!({"model": "gpt-3.5-turbo-instruct", "prompt": "hi", "max_tokens": 5});
    let a = post(addr, "/v1/completions/", &small, &session).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = received_with_key(&p.openai, "authorization", &format!("Bearer {OPENAI_KEY}"));
    assert_eq!(r.path, "/v1/completions", "forwarded in its one spelling");
    let a = post(
        addr,
        "/v1/embeddings",
        &json!({"model": "text-embedding-3-small", "input": "hi"}),
        &session,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    received_with_key(&p.openai, "authorization", &format!("Bearer {OPENAI_KEY}"));
    let mut chat_small = chat("metered", "hi");
    chat_small["max_tokens"] = json!(5);
    let a = post(addr, "/v1/chat/completions/", &chat_small, &session).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(
        received_with_key(&p.openai, "authorization", &format!("Bearer {OPENAI_KEY}")).path,
        "/v1/chat/completions"
    );

    // Other spend-incurring paths are refused, with the path and the fix named.
    for path in [
        "/v1/images/generations",
        "/v1/audio/speech/",
        "/v1/messages/batches",
    ] {
        let a = post(addr, path, &json!({"model": "m"}), &[]).await;
        assert_eq!(a.status, 403, "{path}: {}", a.text());
        let body = a.json();
        // OpenAI and Anthropic error bodies both carry `error.type` and `error.message`.
        let error = &body["error"];
        assert_eq!(error["type"], "argus_pass_through_refused", "{body}");
        let message = error["message"].as_str().unwrap();
        assert!(
            message.contains(path.trim_end_matches('/')) && message.contains("passThrough"),
            "{message}"
        );
    }
    nothing_reached(&[&p.openai, &p.anthropic, &p.gemini]);

    // ... unless the Policy lists them (a path or a prefix).
    policy(&mut c).pass_through = vec!["/v1/images/generations".into(), "/v1/audio/*".into()];
    let sidecar = start(c).await;
    for path in ["/v1/images/generations/", "/v1/audio/speech"] {
        post(sidecar.proxy_addr, path, &json!({"model": "m"}), OPENAI_SDK).await;
        let r = received_with_key(&p.openai, "authorization", &format!("Bearer {OPENAI_KEY}"));
        assert_eq!(r.path, path.trim_end_matches('/'));
    }
    let a = post(sidecar.proxy_addr, "/v1/images/edits", &json!({}), &[]).await;
    assert_eq!(a.status, 403, "{}", a.text());
}

#[tokio::test]
async fn a_key_the_provider_echoes_never_reaches_the_agent() {
    let p = Providers::start().await;
    let sidecar = start(p.all()).await;
    let addr = sidecar.proxy_addr;
    let echo = || Reply {
        echo_credentials: Some(401),
        ..Reply::default()
    };
    let check = |a: &Answer, what: &str| {
        assert_eq!(a.status, 401, "{what}: {}", a.text());
        let text = a.text();
        for key in [OPENAI_KEY, ANTHROPIC_KEY, GEMINI_KEY] {
            assert!(!text.contains(key), "{what}: key in the body: {text}");
        }
        assert!(
            text.contains("[REDACTED]"),
            "{what}: the provider did echo: {text}"
        );
        let header = a.headers["x-mock-echo"].to_str().unwrap();
        assert!(header.contains("[REDACTED]"), "{what}: {header}");
        for key in [OPENAI_KEY, ANTHROPIC_KEY, GEMINI_KEY] {
            assert!(!header.contains(key), "{what}: key in a header: {header}");
        }
        if let Some(len) = a.headers.get("content-length") {
            assert_eq!(len.to_str().unwrap(), a.body.len().to_string(), "{what}");
        }
    };

    p.openai.script().push(echo());
    check(
        &post(addr, "/v1/chat/completions", &chat("echo", "hi"), &[]).await,
        "chat",
    );
    p.openai.script().push(echo());
    let mut streamed = chat("echo", "hi");
    streamed["stream"] = true.into();
    check(
        &post(addr, "/v1/chat/completions", &streamed, &[]).await,
        "streamed chat",
    );
    p.openai.script().push(echo());
    check(&get(addr, "/v1/models", OPENAI_SDK).await, "models");
    p.openai.script().push(echo());
    let embed = json!({"model": "e", "input": "hi"});
    check(
        &post(addr, "/v1/embeddings", &embed, &[]).await,
        "embeddings",
    );
    p.anthropic.script().push(echo());
    let msg = json!({"model": "claude", "max_tokens": 5, "messages": [{"role": "user", "content": "hi"}]});
    check(
        &post(addr, "/v1/messages", &msg, ANTHROPIC_SDK).await,
        "anthropic",
    );
    p.gemini.script().push(echo());
    let contents = json!({"contents": [{"role": "user", "parts": [{"text": "hi"}]}]});
    check(
        &post(
            addr,
            "/v1beta/models/g:generateContent",
            &contents,
            GOOGLE_SDK,
        )
        .await,
        "gemini",
    );
}

#[tokio::test]
async fn the_agents_organization_and_project_headers_stay_in_the_pod() {
    let p = Providers::start().await;
    let agent_headers = [
        ("openai-organization", "org-agent"),
        ("openai-project", "proj-agent"),
    ];
    let sidecar = start(p.all()).await;
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("org", "hi"),
        &agent_headers,
    )
    .await;
    get(sidecar.proxy_addr, "/v1/models", &agent_headers).await;
    for r in p.openai.requests() {
        assert!(!r.headers.contains_key("openai-organization"), "{r:#?}");
        assert!(!r.headers.contains_key("openai-project"), "{r:#?}");
    }
    p.openai.clear();

    // The platform's own come from the provider's config.
    let mut c = p.all();
    policy(&mut c).providers[0]
        .headers
        .insert("OpenAI-Organization".into(), "org-platform".into());
    let sidecar = start(c).await;
    post(
        sidecar.proxy_addr,
        "/v1/chat/completions",
        &chat("org", "hi"),
        &agent_headers,
    )
    .await;
    let r = received_with_key(&p.openai, "authorization", &format!("Bearer {OPENAI_KEY}"));
    assert_eq!(r.headers["openai-organization"], "org-platform");
    assert!(!r.headers.contains_key("openai-project"));
}

#[tokio::test]
async fn refusals_a_retry_cannot_fix_tell_the_sdks_not_to_retry() {
    let p = Providers::start().await;
    let mut c = p.all();
    policy(&mut c).rate_limits = Some(RateLimits {
        tenant: None,
        session: Some(RateLimit {
            requests_per_minute: Some(1),
            tokens_per_minute: None,
        }),
    });
    let sidecar = start(c).await;
    let addr = sidecar.proxy_addr;
    let no_retry = |a: &Answer| {
        a.headers
            .get("x-should-retry")
            .map(|v| v.to_str().unwrap().to_string())
    };

    let a = support::send(
        addr,
        "POST",
        "/v1/chat/completions",
        Bytes::from("{not json"),
        &[],
    )
    .await;
    assert_eq!(a.status, 400);
    assert_eq!(no_retry(&a).as_deref(), Some("false"));
    let a = post(addr, "/v1/images/generations", &json!({}), &[]).await;
    assert_eq!(a.status, 403);
    assert_eq!(no_retry(&a).as_deref(), Some("false"));
    let a = post(
        addr,
        "/v1/messages",
        &json!({"model": "c", "max_tokens": 5, "messages": "x"}),
        ANTHROPIC_SDK,
    )
    .await;
    assert_eq!(a.status, 400);
    assert_eq!(
        no_retry(&a).as_deref(),
        Some("false"),
        "Anthropic callers too"
    );

    // A per-minute limit is worth waiting for: retry-after, and no veto.
    assert_eq!(
        post(addr, "/v1/chat/completions", &chat("rl", "hi"), &[])
            .await
            .status,
        200
    );
    let a = post(addr, "/v1/chat/completions", &chat("rl", "hi"), &[]).await;
    assert_eq!(a.status, 429, "{}", a.text());
    assert!(a.headers.contains_key("retry-after"));
    assert_eq!(no_retry(&a), None);
    // A provider's own answers are the provider's to qualify.
    p.openai.script().push(Reply {
        status: Some(400),
        ..Reply::default()
    });
    let a = post(addr, "/v1/chat/completions", &chat("other", "hi"), &[]).await;
    assert_eq!(a.status, 400);
    assert_eq!(no_retry(&a), None);
}

#[tokio::test]
async fn the_stream_usage_argus_asks_for_reaches_only_agents_that_asked() {
    let p = Providers::start().await;
    let mut c = p.all();
    // Room for one request at the default output estimate (4,096 tokens), not two: the
    // second fits only once the first is settled with the usage read from its stream.
    policy(&mut c).budgets = Some(Budgets {
        session_tokens: Some(4_400),
        tenant_tokens_per_day: None,
    });
    let sidecar = start(c).await;
    let mut body = chat("usage", "hi");
    body["stream"] = true.into();
    let a = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let forwarded = p.openai.requests().last().unwrap().body.clone();
    assert_eq!(
        forwarded["stream_options"]["include_usage"], true,
        "Argus asks for the usage it settles with"
    );
    let chunks: Vec<serde_json::Value> = a
        .text()
        .split("\n\n")
        .filter_map(|e| e.strip_prefix("data: "))
        .filter(|d| *d != "[DONE]")
        .map(|d| serde_json::from_str(d).unwrap())
        .collect();
    assert!(chunks.len() > 1, "{}", a.text());
    for c in &chunks {
        assert!(
            c["choices"].as_array().is_some_and(|c| !c.is_empty()),
            "a chunk without choices reached the agent: {c}"
        );
        assert!(c.get("usage").is_none(), "{c}");
    }
    assert!(a.text().ends_with("data: [DONE]\n\n"), "{}", a.text());

    // The usage was still read on the side: the reservation settles to the real count.
    body["stream_options"] = json!({"include_usage": true});
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let a = loop {
        let a = post(sidecar.proxy_addr, "/v1/chat/completions", &body, &[]).await;
        if a.status == 200 || std::time::Instant::now() > deadline {
            break a;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert_eq!(
        a.status,
        200,
        "the first stream was never settled: {}",
        a.text()
    );
    // An agent that asked gets its usage chunk.
    assert!(a.text().contains("\"usage\""), "{}", a.text());
    assert!(a.text().contains("\"choices\":[]"), "{}", a.text());
}
