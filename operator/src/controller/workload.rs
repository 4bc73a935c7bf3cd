//! Workload binding: render the ConfigMap of an opted-in Deployment or StatefulSet and
//! stamp its pod template with the config name and injection revision. A new injection
//! revision rolls the pods; a config-only change just updates the ConfigMap, which the
//! sidecars reload. The pods' ServiceAccount gets the sidecar's rights (`grants`).
//! Opting out removes the stamp, so the next pods come up clean, and the rights.

use std::sync::Arc;
use std::time::Duration;

use argus_crds::{ANNOTATION_INJECTED, Workflow, merge_program};
use k8s_openapi::NamespaceResourceScope;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{Api, DeleteParams, Patch, PatchParams};
use kube::runtime::controller::Action;
use kube::runtime::events::{Event, EventType};
use kube::{Resource, ResourceExt};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::context::{BoundWorkload, Context, lookup};
use super::{Error, FIELD_MANAGER};
use crate::binding::{ArgusKind, Binding, WorkloadKind, WorkloadRef, binding};
use crate::injection::{ANNOTATION_CONFIG, ANNOTATION_INJECTION_REVISION};
use crate::render::{ConfigRenderer, RenderInputs, config_map_name};

/// A Deployment or a StatefulSet.
pub trait Workload:
    Resource<DynamicType = (), Scope = NamespaceResourceScope>
    + Clone
    + std::fmt::Debug
    + DeserializeOwned
    + Serialize
    + Send
    + Sync
    + 'static
{
    /// Which kind.
    const KIND: WorkloadKind;
    /// The pod template's metadata.
    fn template_meta(&self) -> Option<&ObjectMeta>;
    /// Current pods.
    fn pods(&self) -> u32;
    /// The pod template's ServiceAccount (the sidecar runs as it).
    fn service_account(&self) -> &str;
}

impl Workload for Deployment {
    const KIND: WorkloadKind = WorkloadKind::Deployment;
    fn template_meta(&self) -> Option<&ObjectMeta> {
        self.spec
            .as_ref()
            .and_then(|s| s.template.metadata.as_ref())
    }
    fn pods(&self) -> u32 {
        self.status
            .as_ref()
            .and_then(|s| s.replicas)
            .and_then(|r| u32::try_from(r).ok())
            .unwrap_or(0)
    }
    fn service_account(&self) -> &str {
        self.spec
            .as_ref()
            .and_then(|s| s.template.spec.as_ref())
            .and_then(|p| p.service_account_name.as_deref())
            .unwrap_or(super::grants::DEFAULT_SERVICE_ACCOUNT)
    }
}

impl Workload for StatefulSet {
    const KIND: WorkloadKind = WorkloadKind::StatefulSet;
    fn template_meta(&self) -> Option<&ObjectMeta> {
        self.spec
            .as_ref()
            .and_then(|s| s.template.metadata.as_ref())
    }
    fn pods(&self) -> u32 {
        self.status
            .as_ref()
            .and_then(|s| u32::try_from(s.replicas).ok())
            .unwrap_or(0)
    }
    fn service_account(&self) -> &str {
        self.spec
            .as_ref()
            .and_then(|s| s.template.spec.as_ref())
            .and_then(|p| p.service_account_name.as_deref())
            .unwrap_or(super::grants::DEFAULT_SERVICE_ACCOUNT)
    }
}

/// The pod-template annotations a workload should carry, or none when unbound.
fn template_stamp<W: Workload>(w: &W) -> (Option<&str>, Option<&str>) {
    let a = w.template_meta().and_then(|m| m.annotations.as_ref());
    (
        a.and_then(|a| a.get(ANNOTATION_CONFIG)).map(String::as_str),
        a.and_then(|a| a.get(ANNOTATION_INJECTION_REVISION))
            .map(String::as_str),
    )
}

async fn publish<W: Workload>(
    ctx: &Context,
    w: &W,
    warning: bool,
    reason: &str,
    note: String,
) -> Result<(), Error> {
    ctx.recorder
        .publish(
            &Event {
                type_: if warning {
                    EventType::Warning
                } else {
                    EventType::Normal
                },
                reason: reason.to_string(),
                note: Some(note),
                action: "Bind".to_string(),
                secondary: None,
            },
            &w.object_ref(&()),
        )
        .await?;
    Ok(())
}

/// Reconciles one workload.
pub async fn reconcile_workload<W: Workload>(
    obj: Arc<W>,
    ctx: Arc<Context>,
) -> Result<Action, Error> {
    let ns = obj.namespace().ok_or(Error::MissingNamespace)?;
    let name = obj.name_any();
    let workload = WorkloadRef {
        kind: W::KIND,
        namespace: ns.clone(),
        name: name.clone(),
        uid: obj.uid().unwrap_or_default(),
    };
    let labels = ctx.stores.namespace_labels(&ns);
    let api: Api<W> = Api::namespaced(ctx.client.clone(), &ns);
    let (stamped_config, stamped_revision) = template_stamp(obj.as_ref());

    let refs = match binding(obj.meta(), obj.template_meta(), labels.as_ref()) {
        Binding::Bound(refs) => refs,
        Binding::Unbound => {
            if stamped_config.is_none() && stamped_revision.is_none() {
                return Ok(Action::await_change());
            }
            // Removing the stamp rolls the workload; the new pods are not injected.
            let body = template_annotations_patch(W::KIND, None);
            api.patch(&name, &PatchParams::default(), &Patch::Merge(body))
                .await?;
            let cms: Api<ConfigMap> = Api::namespaced(ctx.client.clone(), &ns);
            if let Err(e) = cms
                .delete(&config_map_name(&workload), &DeleteParams::default())
                .await
                && !matches!(&e, kube::Error::Api(s) if s.code == 404)
            {
                return Err(e.into());
            }
            // The sidecar's rights go with it.
            super::grants::revoke(&ctx.client, &workload).await?;
            publish(
                &ctx,
                obj.as_ref(),
                false,
                "InjectionDisabled",
                "opted out of Argus: rolling pods without the sidecars".to_string(),
            )
            .await?;
            return Ok(Action::await_change());
        }
    };

    let bound = BoundWorkload {
        workload: workload.clone(),
        refs: refs.clone(),
        pods: obj.pods(),
    };
    let mut missing = ctx.stores.missing_references(&bound);
    let get = |kind| refs.get(kind).map(str::to_string);
    let workflow = get(ArgusKind::Workflow).and_then(|n| lookup(&ctx.stores.workflows, &ns, &n));
    let more_workflows: Vec<_> = refs
        .all(ArgusKind::Workflow)
        .into_iter()
        .skip(1)
        .filter_map(|n| lookup(&ctx.stores.workflows, &ns, n))
        .collect();
    let more_workflows: Vec<&Workflow> = more_workflows.iter().map(|w| w.as_ref()).collect();
    let actor = get(ArgusKind::Actor).and_then(|n| lookup(&ctx.stores.actors, &ns, &n));
    let policy = get(ArgusKind::Policy).and_then(|n| lookup(&ctx.stores.policies, &ns, &n));
    let gatestack = get(ArgusKind::GateStack).and_then(|n| lookup(&ctx.stores.gatestacks, &ns, &n));

    let mut prompt = None;
    if let Some(r) = actor
        .as_ref()
        .and_then(|a| a.spec.system_prompt_ref.as_ref())
    {
        let cms: Api<ConfigMap> = Api::namespaced(ctx.client.clone(), &ns);
        prompt = cms
            .get_opt(&r.name)
            .await?
            .and_then(|cm| cm.data.and_then(|mut d| d.remove(&r.key)));
        if prompt.is_none() {
            missing.push(format!(
                "Actor {:?} takes its system prompt from ConfigMap {:?} key {:?}, which does not exist",
                actor.as_ref().map(|a| a.name_any()).unwrap_or_default(),
                r.name,
                r.key
            ));
        }
    }
    let mut documents = Vec::new();
    if let Some(a) = actor.as_ref() {
        let wanted = crate::render::documents::config_map_names(&a.spec);
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
            match crate::render::documents::context_documents(&a.spec, &found) {
                Ok(d) => documents = d,
                Err(problems) => missing.extend(
                    problems
                        .into_iter()
                        .map(|p| format!("Actor {:?}: {p}", a.name_any())),
                ),
            }
        }
    }
    if !missing.is_empty() {
        // Keep whatever was rendered before; the bound resources report Ready=False.
        publish(
            &ctx,
            obj.as_ref(),
            true,
            "MissingReference",
            missing.join("; "),
        )
        .await?;
        return Ok(Action::requeue(Duration::from_secs(60)));
    }

    if let Some(a) = &actor
        && let Err(errors) = merge_program(&a.spec)
    {
        // Keep whatever was rendered before: pods go on with the last program that
        // compiled, and the Actor reports Ready=False with the line and column.
        let first = errors.first().map(ToString::to_string).unwrap_or_default();
        publish(
            &ctx,
            obj.as_ref(),
            true,
            "ProgramInvalid",
            format!(
                "Actor {:?}: spec.program does not compile ({first}); keeping the last rendered config",
                a.name_any()
            ),
        )
        .await?;
        return Ok(Action::requeue(Duration::from_secs(60)));
    }

    let rendered = ConfigRenderer.render(&RenderInputs {
        workload: &workload,
        workflow: workflow.as_deref(),
        more_workflows: &more_workflows,
        actor: actor.as_deref(),
        system_prompt: prompt.as_deref(),
        policy: policy.as_deref(),
        gatestack: gatestack.as_deref(),
        context_documents: &documents,
        cluster_domain: &ctx.redis.cluster_domain,
    })?;
    let cm_name = config_map_name(&workload);
    let cms: Api<ConfigMap> = Api::namespaced(ctx.client.clone(), &ns);
    let mut body = serde_json::to_value(&rendered.config_map)?;
    body["apiVersion"] = "v1".into();
    body["kind"] = "ConfigMap".into();
    cms.patch(
        &cm_name,
        &PatchParams::apply(FIELD_MANAGER).force(),
        &Patch::Apply(body),
    )
    .await?;
    // The sidecar's ServiceAccount may create and settle this workload's Approvals.
    super::grants::grant(&ctx.client, &workload, obj.service_account()).await?;

    if stamped_config != Some(cm_name.as_str())
        || stamped_revision != Some(rendered.injection_revision.as_str())
    {
        let first = stamped_config.is_none();
        let body =
            template_annotations_patch(W::KIND, Some((&cm_name, &rendered.injection_revision)));
        api.patch(&name, &PatchParams::default(), &Patch::Merge(body))
            .await?;
        let (reason, note) = if first {
            (
                "InjectionEnabled",
                "bound to Argus: rolling pods to inject the sidecars",
            )
        } else {
            (
                "InjectionUpdated",
                "injection settings changed: rolling pods",
            )
        };
        publish(&ctx, obj.as_ref(), false, reason, note.to_string()).await?;
    }
    Ok(Action::requeue(Duration::from_secs(600)))
}

/// A merge patch setting (or with `None` removing) the template stamp. The injected
/// marker is removed too, in case someone copied it from a pod into the template.
fn template_annotations_patch(
    _kind: WorkloadKind,
    stamp: Option<(&str, &str)>,
) -> serde_json::Value {
    let (config, revision) = match stamp {
        Some((c, r)) => (serde_json::Value::from(c), serde_json::Value::from(r)),
        None => (serde_json::Value::Null, serde_json::Value::Null),
    };
    let mut annotations = serde_json::Map::new();
    annotations.insert(ANNOTATION_CONFIG.to_string(), config);
    annotations.insert(ANNOTATION_INJECTION_REVISION.to_string(), revision);
    if stamp.is_none() {
        annotations.insert(ANNOTATION_INJECTED.to_string(), serde_json::Value::Null);
    }
    serde_json::json!({"spec": {"template": {"metadata": {"annotations": annotations}}}})
}
