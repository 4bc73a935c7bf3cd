#![allow(clippy::unwrap_used)]
//! Config rendering over the shipped example set.

use argus_crds::{
    Actor, ApprovalSettings, ApprovalStoreKind, ConfigMapKeyRef, Document, FailureMode, GateStack,
    Policy, RedisSettings, SecretKeyRef, SidecarConfig, Workflow, WorkloadIdentity, has_errors,
    merge_program, parse_documents, validate_sidecar_config,
};
use argus_operator::{
    ConfigRenderer, CredentialEnv, RenderError, RenderInputs, RenderedConfig, WorkloadKind,
    WorkloadRef,
};

struct Examples {
    workflow: Workflow,
    actor: Actor,
    policy: Policy,
    gatestack: GateStack,
}

fn examples() -> Examples {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../manifests/examples");
    let mut ex = (None, None, None, None);
    for file in [
        "workflow-support",
        "actor-support",
        "policy-support",
        "gatestack-support",
    ] {
        let text = std::fs::read_to_string(format!("{dir}/{file}.yaml")).unwrap();
        for doc in parse_documents(&text).unwrap() {
            match doc.unwrap() {
                Document::Workflow(w) => ex.0 = Some(*w),
                Document::Actor(a) => ex.1 = Some(*a),
                Document::Policy(p) => ex.2 = Some(*p),
                Document::GateStack(g) => ex.3 = Some(*g),
                _ => {}
            }
        }
    }
    let mut ex = Examples {
        workflow: ex.0.unwrap(),
        actor: ex.1.unwrap(),
        policy: ex.2.unwrap(),
        gatestack: ex.3.unwrap(),
    };
    for meta in [
        &mut ex.workflow.metadata,
        &mut ex.actor.metadata,
        &mut ex.policy.metadata,
        &mut ex.gatestack.metadata,
    ] {
        meta.namespace = Some("agents".to_string());
        meta.generation = Some(3);
    }
    ex
}

fn workload() -> WorkloadRef {
    WorkloadRef {
        kind: WorkloadKind::Deployment,
        namespace: "agents".to_string(),
        name: "support-agent".to_string(),
        uid: "0b7c3a52-1111-4e0f-9a61-7d2b8f0c1e23".to_string(),
    }
}

fn render(ex: &Examples, prompt: Option<&str>) -> Result<RenderedConfig, RenderError> {
    let w = workload();
    ConfigRenderer.render(&RenderInputs {
        workload: &w,
        workflow: Some(&ex.workflow),
        more_workflows: &[],
        actor: Some(&ex.actor),
        system_prompt: prompt,
        policy: Some(&ex.policy),
        gatestack: Some(&ex.gatestack),
        context_documents: &[],
        cluster_domain: "cluster.local",
    })
}

#[test]
fn the_namespace_store_is_named_in_the_cluster_domain() {
    let ex = examples();
    let w = workload();
    let out = ConfigRenderer
        .render(&RenderInputs {
            workload: &w,
            workflow: Some(&ex.workflow),
            more_workflows: &[],
            actor: Some(&ex.actor),
            system_prompt: None,
            policy: Some(&ex.policy),
            gatestack: Some(&ex.gatestack),
            context_documents: &[],
            cluster_domain: "corp.example",
        })
        .unwrap();
    // Fully qualified (trailing dot): one DNS query, not a walk of the search path.
    assert_eq!(
        out.config.redis.as_ref().unwrap().url,
        "redis://redis-argus.agents.svc.corp.example.:6379"
    );
}

#[test]
fn example_set_renders_a_valid_sidecar_config() {
    let ex = examples();
    let out = render(&ex, None).unwrap();
    let cm = &out.config_map;
    assert_eq!(
        cm.metadata.name.as_deref(),
        Some("argus-deployment-support-agent")
    );
    assert_eq!(cm.metadata.namespace.as_deref(), Some("agents"));
    let owner = &cm.metadata.owner_references.as_ref().unwrap()[0];
    assert_eq!(
        (owner.kind.as_str(), owner.name.as_str()),
        ("Deployment", "support-agent")
    );
    assert_eq!(owner.uid, workload().uid);
    assert_eq!(owner.controller, Some(true));

    let data = cm.data.as_ref().unwrap();
    let yaml = &data["config.yaml"];
    let parsed: SidecarConfig = serde_saphyr::from_str(yaml).unwrap();
    assert_eq!(parsed, out.config);
    let problems = validate_sidecar_config(&parsed);
    assert!(!has_errors(&problems), "{problems:?}");

    assert_eq!(parsed.name, "agents/support-agent");
    assert_eq!(parsed.tenant.as_deref(), Some("agents/support-agent"));
    assert_eq!(
        parsed.revision.as_deref(),
        Some(out.config_revision.as_str())
    );
    assert_eq!(
        parsed.redis.as_ref().unwrap().url,
        "redis://redis-argus.agents.svc.cluster.local.:6379"
    );
    // Injected pods keep their approvals as Approval objects, decided with kubectl.
    assert_eq!(
        parsed.approvals,
        ApprovalSettings {
            store: ApprovalStoreKind::Kubernetes,
            namespace: Some("agents".into()),
            workload: Some(WorkloadIdentity {
                kind: "Deployment".into(),
                name: "support-agent".into(),
            }),
        }
    );
    assert_eq!(
        parsed
            .redis
            .as_ref()
            .unwrap()
            .password
            .as_ref()
            .unwrap()
            .env
            .as_deref(),
        Some("ARGUS_REDIS_PASSWORD")
    );
    assert_eq!(
        parsed.credentials["openai"].env.as_deref(),
        Some("ARGUS_CREDENTIAL_OPENAI")
    );
    assert_eq!(
        parsed.credentials["anthropic"].env.as_deref(),
        Some("ARGUS_CREDENTIAL_ANTHROPIC")
    );
    assert_eq!(parsed.workflow.as_ref().unwrap().name, "support");
    assert_eq!(parsed.workflow.as_ref().unwrap().generation, Some(3));
    // The sidecar gets the Actor with its program compiled in, never the Lisp.
    assert_eq!(
        parsed.actor.as_ref().unwrap().spec,
        merge_program(&ex.actor.spec).unwrap().spec
    );
    assert!(parsed.actor.as_ref().unwrap().spec.program.is_none());
    assert_eq!(parsed.gate_stack.as_ref().unwrap().spec, ex.gatestack.spec);

    // The profile names Secrets and keys; the example Secret's values never appear.
    assert_eq!(out.profile.credentials.len(), 3);
    assert_eq!(out.profile.credentials[0].env, "ARGUS_CREDENTIAL_ANTHROPIC");
    assert_eq!(out.profile.credentials[0].secret_name, "llm-credentials");
    assert_eq!(out.profile.credentials[0].key, "anthropic-api-key");
    assert!(!out.profile.fail_closed);
    // The namespace store's password, from the operator's Secret, reaches the sidecar and
    // the embedder by reference; the embedder's URL carries none.
    let store_password = CredentialEnv {
        env: "ARGUS_REDIS_PASSWORD".to_string(),
        secret_name: "redis-argus".to_string(),
        key: "password".to_string(),
    };
    assert!(out.profile.credentials.contains(&store_password));
    assert_eq!(
        out.profile.embedder_env["ARGUS_REDIS_URL"],
        "redis://redis-argus.agents.svc.cluster.local.:6379"
    );
    assert_eq!(out.profile.embedder_env["ARGUS_LOOP_THRESHOLD"], "0.95");
    assert_eq!(out.profile.embedder_credentials, [store_password]);
    for value in data.values() {
        assert!(!value.contains("sk-replace-me") && !value.contains("sk-ant-replace-me"));
    }
}

#[test]
fn rendering_is_deterministic() {
    let ex = examples();
    assert_eq!(render(&ex, None).unwrap(), render(&ex, None).unwrap());
}

#[test]
fn spec_changes_move_only_the_config_revision() {
    let ex = examples();
    let before = render(&ex, None).unwrap();
    let mut changed = examples();
    changed.workflow.spec.description = Some("A new description".to_string());
    changed.policy.spec.routes.reverse();
    let after = render(&changed, None).unwrap();
    assert_ne!(before.config_revision, after.config_revision);
    assert_eq!(before.injection_revision, after.injection_revision);
}

#[test]
fn credential_and_failure_mode_changes_move_the_injection_revision() {
    let ex = examples();
    let before = render(&ex, None).unwrap();

    let mut rotated = examples();
    rotated.policy.spec.providers[0]
        .credential
        .as_mut()
        .unwrap()
        .secret_key_ref
        .name = "other-secret".to_string();
    assert_ne!(
        before.injection_revision,
        render(&rotated, None).unwrap().injection_revision
    );

    let mut closed = examples();
    closed.policy.spec.failure_modes.as_mut().unwrap().webhook = FailureMode::FailClosed;
    let out = render(&closed, None).unwrap();
    assert!(out.profile.fail_closed);
    assert_ne!(before.injection_revision, out.injection_revision);

    // Reordering providers changes neither the credentials nor the pods.
    let mut reordered = examples();
    reordered.policy.spec.providers.reverse();
    assert_eq!(
        before.injection_revision,
        render(&reordered, None).unwrap().injection_revision
    );
}

#[test]
fn system_prompt_ref_is_resolved_inline() {
    let mut ex = examples();
    ex.actor.spec.system_prompt = None;
    ex.actor.spec.system_prompt_ref = Some(ConfigMapKeyRef {
        name: "prompts".to_string(),
        key: "support".to_string(),
    });
    let out = render(&ex, Some("You are the support agent.")).unwrap();
    let actor = &out.config.actor.as_ref().unwrap().spec;
    assert_eq!(
        actor.system_prompt.as_deref(),
        Some("You are the support agent.")
    );
    assert!(actor.system_prompt_ref.is_none());

    let err = render(&ex, None).unwrap_err();
    assert!(
        matches!(err, RenderError::SystemPromptMissing { ref config_map, .. } if config_map == "prompts")
    );
}

#[test]
fn external_redis_with_password_reference() {
    let mut ex = examples();
    ex.policy.spec.redis = Some(RedisSettings {
        external_url: Some("rediss://redis.shared.svc:6380".to_string()),
        password_secret_ref: Some(SecretKeyRef {
            name: "redis-auth".to_string(),
            key: "password".to_string(),
        }),
        persistence: None,
    });
    let out = render(&ex, None).unwrap();
    let redis = out.config.redis.as_ref().unwrap();
    assert_eq!(redis.url, "rediss://redis.shared.svc:6380");
    assert_eq!(
        redis.password.as_ref().unwrap().env.as_deref(),
        Some("ARGUS_REDIS_PASSWORD")
    );
    assert!(
        out.profile
            .credentials
            .iter()
            .any(|c| c.env == "ARGUS_REDIS_PASSWORD" && c.secret_name == "redis-auth")
    );
    // The embedder gets the same reference and a URL without it (TLS kept).
    assert_eq!(
        out.profile.embedder_env["ARGUS_REDIS_URL"],
        "rediss://redis.shared.svc:6380"
    );
    assert_eq!(out.profile.embedder_credentials.len(), 1);
    assert_eq!(
        out.profile.embedder_credentials[0].secret_name,
        "redis-auth"
    );
    assert!(
        !out.profile
            .credentials
            .iter()
            .any(|c| c.secret_name == "redis-argus"),
        "an external store needs no namespace password"
    );
}

#[test]
fn a_workload_without_resources_still_renders() {
    let w = workload();
    let out = ConfigRenderer
        .render(&RenderInputs {
            workload: &w,
            workflow: None,
            more_workflows: &[],
            actor: None,
            system_prompt: None,
            policy: None,
            gatestack: None,
            context_documents: &[],
            cluster_domain: "cluster.local",
        })
        .unwrap();
    assert_eq!(out.config.tenant.as_deref(), Some("agents/support-agent"));
    // Only the namespace store's password.
    assert_eq!(out.profile.credentials.len(), 1);
    assert_eq!(out.profile.credentials[0].secret_name, "redis-argus");
}

#[test]
fn an_actor_written_as_a_program_renders_compiled() {
    let mut ex = examples();
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../manifests/examples/actor-dev-buddy.yaml"
    ))
    .unwrap();
    let Some(Ok(Document::Actor(dev))) = parse_documents(&text).unwrap().pop() else {
        panic!("actor-dev-buddy.yaml holds an Actor");
    };
    ex.actor = *dev;
    let out = render(&ex, None).unwrap();
    let parsed: SidecarConfig =
        serde_saphyr::from_str(&out.config_map.data.as_ref().unwrap()["config.yaml"]).unwrap();
    let actor = &parsed.actor.as_ref().unwrap().spec;
    assert!(actor.program.is_none(), "the sidecar never reads Lisp");
    assert_eq!(actor.role, "code-reviewer");
    let tools: Vec<&str> = actor.tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(tools, ["git.diff", "code.review", "doc.write"]);
    let behaviors: Vec<(&str, &str)> = actor
        .talents
        .iter()
        .flat_map(|t| {
            t.behaviors
                .iter()
                .map(|b| (t.name.as_str(), b.name.as_str()))
        })
        .collect();
    assert_eq!(
        behaviors,
        [("review", "review-code"), ("writing", "draft-doc")]
    );
    let problems = validate_sidecar_config(&parsed);
    assert!(!has_errors(&problems), "{problems:#?}");

    // A program that does not compile renders nothing, with the line and column.
    ex.actor.spec.program =
        Some("(actor \"x\"\n  (talent \"t\" (behavior \"b\" :sometimes)))".into());
    let err = render(&ex, None).unwrap_err();
    assert!(matches!(err, RenderError::ProgramInvalid { .. }), "{err}");
    assert!(
        err.to_string()
            .contains("spec.program: line 2, column 29: unknown mode :sometimes"),
        "{err}"
    );
}

#[test]
fn several_bound_workflows_render_into_the_one_config_default_first() {
    let ex = examples();
    let mut refunds = ex.workflow.clone();
    refunds.metadata.name = Some("refunds".to_string());
    let w = workload();
    let out = ConfigRenderer
        .render(&RenderInputs {
            workload: &w,
            workflow: Some(&ex.workflow),
            more_workflows: &[&refunds],
            actor: Some(&ex.actor),
            system_prompt: None,
            policy: Some(&ex.policy),
            gatestack: Some(&ex.gatestack),
            context_documents: &[],
            cluster_domain: "cluster.local",
        })
        .unwrap();
    let yaml = &out.config_map.data.as_ref().unwrap()["config.yaml"];
    let parsed: SidecarConfig = serde_saphyr::from_str(yaml).unwrap();
    let names: Vec<&str> = parsed.all_workflows().map(|w| w.name.as_str()).collect();
    assert_eq!(
        names,
        [ex.workflow.metadata.name.as_deref().unwrap(), "refunds"]
    );
    assert_eq!(parsed.workflows[0].generation, Some(3));
    let problems = validate_sidecar_config(&parsed);
    assert!(!has_errors(&problems), "{problems:?}");
    // One workflow renders the old format: no `workflows` key at all.
    let single = render(&ex, None).unwrap();
    assert!(!single.config_map.data.as_ref().unwrap()["config.yaml"].contains("workflows:"));
}
