//! Status of Workflows, Actors, Policies and GateStacks: validate, look at bound
//! workloads and the store, write the status with server-side apply only when it
//! changed, and announce transitions as Events.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use argus_crds::{
    Actor, ActorSpec, ActorStatus, Condition, GateStack, GateStackStatus, Policy, PolicyStatus,
    Problem, ToolPinStatus, ToolRuntime, Workflow, WorkflowStatus, merge_program, validate_actor,
    validate_gatestack, validate_policy, validate_workflow,
};
use k8s_openapi::NamespaceResourceScope;
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;
use kube::api::{Api, Patch, PatchParams};
use kube::runtime::controller::Action;
use kube::runtime::events::{Event, EventType};
use kube::{Resource, ResourceExt};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::context::{BoundWorkload, Context};
use super::redis::{REDIS_NAME, store_state};
use super::{Error, FIELD_MANAGER};
use crate::binding::ArgusKind;
use crate::render::short_hash;
use crate::status::{StatusFacts, desired_conditions, next_conditions, transition_events};

/// Facts only some kinds have.
#[derive(Clone, Debug, Default)]
pub struct KindFacts {
    /// Extra reference problems (an Actor's missing prompt ConfigMap).
    pub reference_problems: Vec<String>,
    /// The store (Policy).
    pub store: Option<crate::status::StoreState>,
    /// Actor: hash of the resolved system prompt.
    pub prompt_hash: Option<String>,
    /// Policy: the store URL the bound pods use.
    pub store_url: Option<String>,
    /// Actor: the role in force (the YAML's or the program's).
    pub role: Option<String>,
    /// Actor: digest of the compiled program, when it compiles.
    pub program_digest: Option<String>,
    /// Actor: messages waiting in its inbox.
    pub mailbox_depth: Option<u64>,
    /// Actor: sessions active in the last hour.
    pub active_sessions: Option<u64>,
    /// Actor: time of the last recorded message (RFC 3339).
    pub last_activity: Option<String>,
    /// Actor: the pins of its `mcp` tools' upstream definitions.
    pub tool_pins: Vec<ToolPinStatus>,
    /// Events the facts make (an Actor's changed or flagged tool definition).
    pub events: Vec<super::tool_pins::PinEvent>,
}

/// One of the four Argus kinds, as the status reconciler sees it.
pub trait ArgusResource:
    Resource<DynamicType = (), Scope = NamespaceResourceScope>
    + Clone
    + std::fmt::Debug
    + DeserializeOwned
    + Serialize
    + Send
    + Sync
    + 'static
{
    /// The status type.
    type Status: Serialize + PartialEq + Clone + Send + Sync;
    /// Which kind.
    const KIND: ArgusKind;
    /// Semantic validation problems.
    fn problems(&self) -> Vec<Problem>;
    /// The current status.
    fn current_status(&self) -> Option<&Self::Status>;
    /// The current conditions.
    fn conditions(&self) -> &[Condition];
    /// Kind-specific facts (may call the API).
    fn kind_facts(
        &self,
        ctx: &Context,
        bound: &[BoundWorkload],
    ) -> impl Future<Output = Result<KindFacts, Error>> + Send;
    /// How often an unchanged resource is looked at again.
    fn resync(&self) -> Duration {
        RESYNC
    }
    /// The status to write.
    fn build_status(
        &self,
        conditions: Vec<Condition>,
        bound_pods: u32,
        facts: &KindFacts,
    ) -> Self::Status;
}

fn no_facts() -> impl Future<Output = Result<KindFacts, Error>> + Send {
    std::future::ready(Ok(KindFacts::default()))
}

impl ArgusResource for Workflow {
    type Status = WorkflowStatus;
    const KIND: ArgusKind = ArgusKind::Workflow;
    fn problems(&self) -> Vec<Problem> {
        validate_workflow(&self.spec)
    }
    fn current_status(&self) -> Option<&WorkflowStatus> {
        self.status.as_ref()
    }
    fn conditions(&self) -> &[Condition] {
        self.status.as_ref().map_or(&[], |s| &s.conditions)
    }
    async fn kind_facts(&self, ctx: &Context, bound: &[BoundWorkload]) -> Result<KindFacts, Error> {
        Ok(KindFacts {
            active_sessions: read_workflow_sessions(self, ctx, bound).await,
            ..KindFacts::default()
        })
    }
    fn build_status(
        &self,
        conditions: Vec<Condition>,
        bound_pods: u32,
        facts: &KindFacts,
    ) -> WorkflowStatus {
        let current = self.status.clone().unwrap_or_default();
        WorkflowStatus {
            observed_generation: self.metadata.generation,
            conditions,
            states: u32::try_from(self.spec.states.len()).ok(),
            bound_pods: Some(bound_pods),
            active_sessions: facts.active_sessions,
            // Reported by the sidecars; kept as they are.
            violations: current.violations,
            interventions: current.interventions,
        }
    }
}

/// A store the sidecars use: its URL and where its password is (Secret name, key).
type StoreRef = (String, Option<(String, String)>);

/// The store a workload bound to `policy` uses: the Policy's external Redis, else the
/// namespace's own store (as the config renderer decides).
fn store_of(ctx: &Context, ns: &str, policy: Option<&str>) -> StoreRef {
    let redis = policy
        .and_then(|p| super::context::lookup(&ctx.stores.policies, ns, p))
        .and_then(|p| p.spec.redis.clone());
    match redis.as_ref().and_then(|r| r.external_url.clone()) {
        Some(url) => (
            url,
            redis
                .and_then(|r| r.password_secret_ref)
                .map(|s| (s.name, s.key)),
        ),
        None => (
            crate::render::namespace_redis_url(ns, &ctx.redis.cluster_domain),
            Some((
                REDIS_NAME.to_string(),
                crate::render::REDIS_PASSWORD_KEY.to_string(),
            )),
        ),
    }
}

/// The stores the workloads in `bound` use (the namespace's only once it exists).
fn bound_stores(ctx: &Context, ns: &str, bound: &[BoundWorkload]) -> Vec<StoreRef> {
    let mut stores: Vec<StoreRef> = bound
        .iter()
        .map(|w| store_of(ctx, ns, w.refs.all(ArgusKind::Policy).first().copied()))
        .collect();
    stores.sort();
    stores.dedup();
    // The namespace's store exists only once a workload made it.
    let namespace_url = crate::render::namespace_redis_url(ns, &ctx.redis.cluster_domain);
    if super::context::lookup(&ctx.stores.statefulsets, ns, REDIS_NAME).is_none() {
        stores.retain(|(url, _)| *url != namespace_url);
    }
    stores
}

/// The password of a store, from the Secret key `password_ref` names.
async fn store_password(
    ctx: &Context,
    ns: &str,
    password_ref: Option<(String, String)>,
) -> Result<Option<String>, kube::Error> {
    let Some((secret, key)) = password_ref else {
        return Ok(None);
    };
    let secrets: Api<k8s_openapi::api::core::v1::Secret> = Api::namespaced(ctx.client.clone(), ns);
    Ok(secrets
        .get_opt(&secret)
        .await?
        .and_then(|s| s.data)
        .and_then(|mut d| d.remove(&key))
        .and_then(|b| String::from_utf8(b.0).ok()))
}

/// The Actor's spec as its sidecars serve it: with the tools its program declares (the
/// YAML's alone while the program does not compile).
fn served_tools(actor: &Actor) -> std::borrow::Cow<'_, ActorSpec> {
    match &actor.spec.program {
        None => std::borrow::Cow::Borrowed(&actor.spec),
        Some(_) => merge_program(&actor.spec)
            .map_or(std::borrow::Cow::Borrowed(&actor.spec), |m| {
                std::borrow::Cow::Owned(m.spec)
            }),
    }
}

/// How often an Actor with `mcp` tools is looked at again.
const PIN_RESYNC: Duration = Duration::from_secs(60);

/// The pins of an Actor's `mcp` tools from the stores of its bound workloads, with the
/// pins its spec accepts made the pins in force there; as they were when a store
/// cannot be read or none is known.
async fn read_tool_pins(
    actor: &Actor,
    ctx: &Context,
    bound: &[BoundWorkload],
    facts: &mut KindFacts,
) {
    let current = actor
        .status
        .as_ref()
        .map(|s| s.tool_pins.clone())
        .unwrap_or_default();
    facts.tool_pins = current.clone();
    let spec = served_tools(actor);
    if !spec.tools.iter().any(|t| t.runtime == ToolRuntime::Mcp) {
        facts.tool_pins.clear();
        return;
    }
    let Some(ns) = actor.namespace() else { return };
    let stores = bound_stores(ctx, &ns, bound);
    if stores.is_empty() {
        return;
    }
    let tenant = format!("{ns}/{}", actor.name_any());
    let accepted = super::tool_pins::accepted(&actor.spec);
    let now = jiff::Timestamp::now().as_millisecond().max(0) as u64;
    let mut recorded = super::tool_pins::Recorded::default();
    for (url, password_ref) in stores {
        let password = match store_password(ctx, &ns, password_ref).await {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!(error = %e, tenant = %tenant, "store password unreadable; tool pins not refreshed");
                return;
            }
        };
        match tokio::time::timeout(
            Duration::from_secs(5),
            super::tool_pins::sync(&url, password, &tenant, &accepted, now),
        )
        .await
        {
            Ok(Ok(r)) => {
                for (k, v) in r.pins {
                    recorded.pins.entry(k).or_insert(v);
                }
                for (k, v) in r.held {
                    recorded.held.entry(k).or_insert(v);
                }
            }
            Ok(Err(e)) => {
                tracing::warn!(error = %e, tenant = %tenant, store = %strip_credentials(&url), "tool pins not refreshed");
                return;
            }
            Err(_) => {
                tracing::warn!(tenant = %tenant, store = %strip_credentials(&url), "tool pins not refreshed: the store did not answer in 5 s");
                return;
            }
        }
    }
    let (pins, events) = super::tool_pins::statuses(&spec, &recorded, &current);
    facts.tool_pins = pins;
    facts.events = events;
}

/// A Workflow's sessions of the last hour, summed over the stores of the workloads
/// bound to it (their sidecars record each session's workflow there); as it was when
/// a store cannot be read or none is known.
async fn read_workflow_sessions(
    wf: &Workflow,
    ctx: &Context,
    bound: &[BoundWorkload],
) -> Option<u64> {
    let current = wf.status.as_ref().and_then(|s| s.active_sessions);
    let ns = wf.namespace()?;
    let stores = bound_stores(ctx, &ns, bound);
    if stores.is_empty() {
        return current;
    }
    let since = jiff::Timestamp::now()
        .as_millisecond()
        .saturating_sub(3_600_000)
        .max(0) as u64;
    let name = wf.name_any();
    let mut total = 0;
    for (url, password_ref) in stores {
        let password = match store_password(ctx, &ns, password_ref).await {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!(error = %e, workflow = %name, "store password unreadable; workflow sessions not refreshed");
                return current;
            }
        };
        match tokio::time::timeout(
            Duration::from_secs(5),
            super::activity::workflow_sessions(&url, password, &ns, &name, since),
        )
        .await
        {
            Ok(Ok(n)) => total += n,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, workflow = %name, store = %strip_credentials(&url), "workflow sessions not refreshed");
                return current;
            }
            Err(_) => {
                tracing::warn!(workflow = %name, store = %strip_credentials(&url), "workflow sessions not refreshed: the store did not answer in 5 s");
                return current;
            }
        }
    }
    Some(total)
}

impl ArgusResource for Actor {
    type Status = ActorStatus;
    const KIND: ArgusKind = ArgusKind::Actor;
    fn problems(&self) -> Vec<Problem> {
        validate_actor(&self.spec)
    }
    fn current_status(&self) -> Option<&ActorStatus> {
        self.status.as_ref()
    }
    fn conditions(&self) -> &[Condition] {
        self.status.as_ref().map_or(&[], |s| &s.conditions)
    }
    fn resync(&self) -> Duration {
        // The sidecars record changed tool definitions as they list them: looked at
        // sooner, so the status and the Event follow within a minute.
        if served_tools(self)
            .tools
            .iter()
            .any(|t| t.runtime == ToolRuntime::Mcp)
        {
            PIN_RESYNC
        } else {
            RESYNC
        }
    }
    async fn kind_facts(&self, ctx: &Context, bound: &[BoundWorkload]) -> Result<KindFacts, Error> {
        // Compile errors are reported by `problems()`; here only the role in force and
        // the digest matter.
        let merged = merge_program(&self.spec).ok();
        let mut facts = KindFacts {
            role: merged
                .as_ref()
                .map(|m| m.spec.role.clone())
                .filter(|r| !r.is_empty()),
            program_digest: merged.as_ref().and_then(|m| m.digest()),
            ..KindFacts::default()
        };
        read_activity(self, ctx, bound, &mut facts).await;
        read_tool_pins(self, ctx, bound, &mut facts).await;
        if let Some(text) = &self.spec.system_prompt {
            facts.prompt_hash = Some(short_hash(text.as_bytes()));
        } else if let Some(r) = &self.spec.system_prompt_ref {
            let ns = self.namespace().ok_or(Error::MissingNamespace)?;
            let cms: Api<ConfigMap> = Api::namespaced(ctx.client.clone(), &ns);
            let text = cms
                .get_opt(&r.name)
                .await?
                .and_then(|cm| cm.data.and_then(|mut d| d.remove(&r.key)));
            match text {
                Some(t) => facts.prompt_hash = Some(short_hash(t.as_bytes())),
                None => facts.reference_problems.push(format!(
                    "spec.systemPromptRef: ConfigMap {:?} has no key {:?}",
                    r.name, r.key
                )),
            }
        }
        let ns = self.namespace().ok_or(Error::MissingNamespace)?;
        // Peers that do not exist: a message to them would wait forever.
        for (i, peer) in self.spec.peers.iter().enumerate() {
            if super::context::lookup(&ctx.stores.actors, &ns, peer).is_none() {
                facts.reference_problems.push(format!(
                    "spec.peers[{i}]: Actor {peer:?} does not exist in namespace {ns:?}"
                ));
            }
        }
        // ConfigMap sources: present and within the size a context source may hold.
        let wanted = crate::render::documents::config_map_names(&self.spec);
        if !wanted.is_empty() {
            let cms: Api<ConfigMap> = Api::namespaced(ctx.client.clone(), &ns);
            let mut found = std::collections::BTreeMap::new();
            for name in wanted {
                let data = cms
                    .get_opt(name)
                    .await?
                    .map(|cm| cm.data.unwrap_or_default());
                found.insert(name.to_string(), data);
            }
            if let Err(problems) = crate::render::documents::context_documents(&self.spec, &found) {
                facts.reference_problems.extend(problems);
            }
        }
        Ok(facts)
    }
    fn build_status(
        &self,
        conditions: Vec<Condition>,
        bound_pods: u32,
        facts: &KindFacts,
    ) -> ActorStatus {
        ActorStatus {
            observed_generation: self.metadata.generation,
            conditions,
            bound_pods: Some(bound_pods),
            prompt_hash: facts.prompt_hash.clone(),
            role: facts.role.clone(),
            program_digest: facts.program_digest.clone(),
            mailbox_depth: facts.mailbox_depth,
            active_sessions: facts.active_sessions,
            last_activity: facts.last_activity.clone(),
            tool_pins: facts.tool_pins.clone(),
        }
    }
}

/// Mailbox depth, active sessions and last activity from the namespace's Redis Stack
/// (where the actor's sidecars record them); kept as they were when it cannot be read.
async fn read_activity(
    actor: &Actor,
    ctx: &Context,
    bound: &[BoundWorkload],
    facts: &mut KindFacts,
) {
    {
        let current = actor.status.clone().unwrap_or_default();
        facts.mailbox_depth = current.mailbox_depth;
        facts.active_sessions = current.active_sessions;
        facts.last_activity = current.last_activity;
        let Some(ns) = actor.namespace() else { return };
        if bound.is_empty()
            || super::context::lookup(&ctx.stores.statefulsets, &ns, REDIS_NAME).is_none()
        {
            return;
        }
        let secrets: Api<k8s_openapi::api::core::v1::Secret> =
            Api::namespaced(ctx.client.clone(), &ns);
        let password = match secrets.get_opt(REDIS_NAME).await {
            Ok(s) => s
                .and_then(|s| s.data)
                .and_then(|mut d| d.remove(crate::render::REDIS_PASSWORD_KEY))
                .and_then(|b| String::from_utf8(b.0).ok()),
            Err(e) => {
                tracing::warn!(error = %e, namespace = %ns, "store password unreadable; actor activity not refreshed");
                return;
            }
        };
        let tenant = format!("{ns}/{}", actor.name_any());
        // The namespace's Actors (this one even before the store has it): the inboxes
        // of any other actor are a deleted Actor's.
        let mut live: Vec<String> = ctx
            .stores
            .actors
            .state()
            .iter()
            .filter(|a| a.namespace().as_deref() == Some(ns.as_str()))
            .map(|a| a.name_any())
            .collect();
        live.push(actor.name_any());
        let since = jiff::Timestamp::now()
            .as_millisecond()
            .saturating_sub(3_600_000)
            .max(0) as u64;
        let url = crate::render::namespace_redis_url(&ns, &ctx.redis.cluster_domain);
        match tokio::time::timeout(
            Duration::from_secs(5),
            super::activity::read(&url, password, &tenant, &live, since),
        )
        .await
        {
            Ok(Ok(a)) => {
                facts.mailbox_depth = Some(a.mailbox_depth);
                facts.active_sessions = Some(a.active_sessions);
                if let Some(ms) = a.last_activity_ms {
                    facts.last_activity = super::activity::rfc3339(ms);
                }
            }
            Ok(Err(e)) => {
                tracing::warn!(error = %e, tenant = %tenant, "actor activity not refreshed")
            }
            Err(_) => {
                tracing::warn!(tenant = %tenant, "actor activity not refreshed: the store did not answer in 5 s")
            }
        }
    }
}

impl ArgusResource for Policy {
    type Status = PolicyStatus;
    const KIND: ArgusKind = ArgusKind::Policy;
    fn problems(&self) -> Vec<Problem> {
        validate_policy(&self.spec)
    }
    fn current_status(&self) -> Option<&PolicyStatus> {
        self.status.as_ref()
    }
    fn conditions(&self) -> &[Condition] {
        self.status.as_ref().map_or(&[], |s| &s.conditions)
    }
    fn kind_facts(
        &self,
        ctx: &Context,
        bound: &[BoundWorkload],
    ) -> impl Future<Output = Result<KindFacts, Error>> + Send {
        let ns = self.namespace().unwrap_or_default();
        let external = self
            .spec
            .redis
            .as_ref()
            .and_then(|r| r.external_url.clone());
        let redis = super::context::lookup(&ctx.stores.statefulsets, &ns, REDIS_NAME);
        let store = store_state(!bound.is_empty(), external.is_some(), redis.as_deref());
        let store_url = if bound.is_empty() {
            None
        } else {
            Some(external.map_or_else(
                || crate::render::namespace_redis_url(&ns, &ctx.redis.cluster_domain),
                |u| strip_credentials(&u),
            ))
        };
        std::future::ready(Ok(KindFacts {
            store: Some(store),
            store_url,
            ..KindFacts::default()
        }))
    }
    fn build_status(
        &self,
        conditions: Vec<Condition>,
        bound_pods: u32,
        facts: &KindFacts,
    ) -> PolicyStatus {
        PolicyStatus {
            observed_generation: self.metadata.generation,
            conditions,
            bound_pods: Some(bound_pods),
            store: facts.store_url.clone(),
        }
    }
}

impl ArgusResource for GateStack {
    type Status = GateStackStatus;
    const KIND: ArgusKind = ArgusKind::GateStack;
    fn problems(&self) -> Vec<Problem> {
        validate_gatestack(&self.spec)
    }
    fn current_status(&self) -> Option<&GateStackStatus> {
        self.status.as_ref()
    }
    fn conditions(&self) -> &[Condition] {
        self.status.as_ref().map_or(&[], |s| &s.conditions)
    }
    fn kind_facts(
        &self,
        _: &Context,
        _: &[BoundWorkload],
    ) -> impl Future<Output = Result<KindFacts, Error>> + Send {
        no_facts()
    }
    fn build_status(
        &self,
        conditions: Vec<Condition>,
        bound_pods: u32,
        _: &KindFacts,
    ) -> GateStackStatus {
        GateStackStatus {
            observed_generation: self.metadata.generation,
            conditions,
            gates: u32::try_from(self.spec.gates.iter().filter(|g| g.is_enabled()).count()).ok(),
            bound_pods: Some(bound_pods),
            // Owned by their own field managers (the approval observer, the head copier):
            // left out, so this apply never writes back a stale copy over theirs.
            pending_approvals: None,
            audit_heads: Vec::new(),
        }
    }
}

/// A URL without `user:password@`.
fn strip_credentials(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            format!("{}{}", &url[..scheme + 3], &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

/// How often an unchanged resource is looked at again (bound pods, store readiness).
const RESYNC: Duration = Duration::from_secs(300);

/// Reconciles the status of one resource.
pub async fn reconcile_resource<K: ArgusResource>(
    obj: Arc<K>,
    ctx: Arc<Context>,
) -> Result<Action, Error> {
    let ns = obj.namespace().ok_or(Error::MissingNamespace)?;
    let name = obj.name_any();
    let bound: Vec<BoundWorkload> = ctx
        .stores
        .bound_workloads(&ns)
        .into_iter()
        .filter(|w| w.refs.names(K::KIND, &name))
        .collect();
    let kind_facts = obj.kind_facts(&ctx, &bound).await?;
    let mut facts = StatusFacts {
        problems: obj.problems(),
        reference_problems: bound
            .iter()
            .flat_map(|w| ctx.stores.missing_references(w))
            .collect(),
        store: kind_facts.store.clone(),
    };
    facts
        .reference_problems
        .extend(kind_facts.reference_problems.iter().cloned());

    let generation = obj.meta().generation;
    let old = obj.conditions();
    let now = Time(k8s_openapi::jiff::Timestamp::now());
    let conditions = next_conditions(old, desired_conditions(&facts), generation, now);
    let events = transition_events(old, &conditions);
    let pods = bound.iter().map(|w| w.pods).sum();
    let status = obj.build_status(conditions, pods, &kind_facts);

    if obj.current_status() != Some(&status) {
        let api: Api<K> = Api::namespaced(ctx.client.clone(), &ns);
        let body = serde_json::json!({
            "apiVersion": K::api_version(&()),
            "kind": K::kind(&()),
            "status": status,
        });
        api.patch_status(
            &name,
            &PatchParams::apply(FIELD_MANAGER).force(),
            &Patch::Apply(body),
        )
        .await?;
    }
    let reference = obj.object_ref(&());
    for e in &kind_facts.events {
        ctx.recorder
            .publish(
                &Event {
                    type_: if e.warning {
                        EventType::Warning
                    } else {
                        EventType::Normal
                    },
                    reason: e.reason.to_string(),
                    note: Some(e.note.clone()),
                    action: "Reconcile".to_string(),
                    secondary: None,
                },
                &reference,
            )
            .await?;
    }
    for e in events {
        ctx.recorder
            .publish(
                &Event {
                    type_: if e.warning {
                        EventType::Warning
                    } else {
                        EventType::Normal
                    },
                    reason: e.reason.to_string(),
                    note: Some(e.note),
                    action: "Reconcile".to_string(),
                    secondary: None,
                },
                &reference,
            )
            .await?;
    }
    Ok(Action::requeue(obj.resync()))
}

#[cfg(test)]
mod tests {
    use super::strip_credentials;

    #[test]
    fn store_urls_never_show_passwords() {
        assert_eq!(
            strip_credentials("redis://:s3cret@redis:6379/0"),
            "redis://redis:6379/0"
        );
        assert_eq!(
            strip_credentials("rediss://redis.shared:6380"),
            "rediss://redis.shared:6380"
        );
    }
}
