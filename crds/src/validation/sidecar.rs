//! Checks of a SidecarConfig: each embedded spec, and how they fit together.

use super::{Problem, Sink};
use crate::sidecar_config::{CredentialSource, SidecarConfig};

/// Every problem of `config`, with paths from the file's root.
pub fn validate_sidecar_config(config: &SidecarConfig) -> Vec<Problem> {
    let mut sink = Sink::new("");
    if config.name.trim().is_empty() {
        sink.error("name", "must not be empty");
    }
    if let Some(t) = &config.tenant
        && t.trim().is_empty()
    {
        sink.error("tenant", "must not be empty (omit it to use name)");
    }
    for (field, addr) in [
        ("listen.proxy", &config.listen.proxy),
        ("listen.admin", &config.listen.admin),
    ] {
        if addr.parse::<std::net::SocketAddr>().is_err() {
            sink.error(
                field,
                format!("{addr:?} is not an address like 127.0.0.1:4000"),
            );
        }
    }
    for (field, value) in [
        ("listen.maxConnections", config.listen.max_connections),
        (
            "listen.adminMaxConnections",
            config.listen.admin_max_connections,
        ),
        (
            "listen.headerReadTimeoutSeconds",
            config.listen.header_read_timeout_seconds,
        ),
        (
            "listen.bodyReadTimeoutSeconds",
            config.listen.body_read_timeout_seconds,
        ),
        (
            "listen.idleTimeoutSeconds",
            config.listen.idle_timeout_seconds,
        ),
        (
            "upstream.streamIdleTimeoutSeconds",
            config.upstream.stream_idle_timeout_seconds,
        ),
    ] {
        if value == 0 {
            sink.error(field, "must be at least 1");
        }
    }
    if let Some(e) = &config.embedder
        && e.socket.trim().is_empty()
    {
        sink.error("embedder.socket", "must not be empty");
    }
    if let Some(r) = &config.redis {
        if !(r.url.starts_with("redis://") || r.url.starts_with("rediss://")) {
            sink.error(
                "redis.url",
                format!("{:?} is not a redis:// or rediss:// URL", r.url),
            );
        } else if r.url.split("://").nth(1).is_some_and(|rest| {
            rest.split('/')
                .next()
                .is_some_and(|auth| auth.contains('@'))
        }) {
            sink.error(
                "redis.url",
                "must not carry a password (use redis.password)",
            );
        }
        if let Some(p) = &r.password {
            check_source(&mut sink, "redis.password", p);
        }
    }
    let providers: Vec<&str> = config
        .policy
        .as_ref()
        .map(|p| p.spec.providers.iter().map(|p| p.name.as_str()).collect())
        .unwrap_or_default();
    for (name, source) in &config.credentials {
        check_source(&mut sink, &format!("credentials.{name}"), source);
        if !providers.contains(&name.as_str()) {
            sink.error(
                format!("credentials.{name}"),
                format!("no provider {name:?} in policy.spec.providers"),
            );
        }
    }
    if let Some(p) = &config.policy {
        for (i, provider) in p.spec.providers.iter().enumerate() {
            if provider.credential.is_some() && !config.credentials.contains_key(&provider.name) {
                sink.error(
                    format!("policy.spec.providers[{i}].credential"),
                    format!(
                        "no credentials.{} entry says where the sidecar reads this key",
                        provider.name
                    ),
                );
            }
        }
    }
    if let Some(w) = &config.workflow {
        let mut inner = Sink::new("workflow.spec");
        super::workflow::check(&w.spec, &mut inner);
        sink.problems.extend(inner.problems);
    }
    if !config.workflows.is_empty() && config.workflow.is_none() {
        sink.error(
            "workflows",
            "further workflows need a default one in workflow",
        );
    }
    let mut seen = std::collections::HashSet::new();
    for (i, w) in config.all_workflows().enumerate() {
        let at = match i {
            0 => "workflow.name".to_string(),
            _ => format!("workflows[{}].name", i - 1),
        };
        if w.name.trim().is_empty() {
            sink.error(at.as_str(), "must not be empty");
        } else if !seen.insert(w.name.as_str()) {
            sink.error(
                at.as_str(),
                format!("workflow {:?} is listed twice", w.name),
            );
        }
        if i > 0 {
            let prefix = format!("workflows[{}].spec", i - 1);
            let mut inner = Sink::new(&prefix);
            super::workflow::check(&w.spec, &mut inner);
            sink.problems.extend(inner.problems);
        }
    }
    if let Some(a) = &config.actor {
        let mut inner = Sink::new("actor.spec");
        super::actor::check(&a.spec, &mut inner);
        sink.problems.extend(inner.problems);
        if a.spec.system_prompt_ref.is_some() {
            sink.error(
                "actor.spec.systemPromptRef",
                "must be resolved into systemPrompt in a SidecarConfig",
            );
        }
        if a.spec.program.is_some() {
            // The sidecar enforces the fields it reads; an uncompiled program's tools and
            // behaviors would be invisible to its gates.
            sink.error(
                "actor.spec.program",
                "must be compiled into the actor's fields in a SidecarConfig (the sidecar never reads Lisp; `argus-operator compile-actor FILE` prints the compiled Actor)",
            );
        }
        if let Some(g) = &config.gate_stack {
            for (i, tool) in a.spec.tools.iter().enumerate() {
                let tier = g.spec.tool_tier(&tool.name);
                if tier > a.spec.tier {
                    sink.warning(
                        format!("actor.spec.tools[{i}]"),
                        format!("tool {:?} is {tier} but the actor is {}: the security gate refuses every call", tool.name, a.spec.tier),
                    );
                }
            }
        }
    }
    if let Some(p) = &config.policy {
        let mut inner = Sink::new("policy.spec");
        super::policy::check(&p.spec, &mut inner);
        sink.problems.extend(inner.problems);
    }
    if let Some(g) = &config.gate_stack {
        let mut inner = Sink::new("gateStack.spec");
        super::gatestack::check(&g.spec, &mut inner);
        sink.problems.extend(inner.problems);
    }
    sink.problems
}

fn check_source(sink: &mut Sink<'_>, at: &str, source: &CredentialSource) {
    match (&source.env, &source.file) {
        (Some(_), Some(_)) => sink.error(at, "set either env or file, not both"),
        (None, None) => sink.error(at, "set env or file"),
        (Some(e), None)
            if e.is_empty() || !e.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
        {
            sink.error(
                format!("{at}.env"),
                format!("{e:?} is not an environment variable name"),
            )
        }
        (None, Some(f)) if f.is_empty() => sink.error(format!("{at}.file"), "must not be empty"),
        _ => {}
    }
}
