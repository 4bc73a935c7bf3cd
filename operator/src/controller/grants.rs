//! The rights a bound workload's sidecar needs in its namespace, granted to the pod's
//! ServiceAccount: it creates the Approvals of the calls its gates defer, watches them
//! for decisions, and marks them Consumed or Expired. One Role and one RoleBinding per
//! workload, named like its ConfigMap, owned by the workload (deleted with it) and
//! deleted when it opts out. Nothing else: no Secrets, no other kinds, no other verbs.

use std::collections::BTreeMap;

use k8s_openapi::api::rbac::v1::{PolicyRule, Role, RoleBinding, RoleRef, Subject};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube::api::{Api, DeleteParams, Patch, PatchParams};

use super::FIELD_MANAGER;
use crate::binding::WorkloadRef;
use crate::render::{LABEL_MANAGED_BY, LABEL_WORKLOAD, MANAGED_BY, config_map_name};

/// Each resource of `argus.dev` the sidecar uses, with its verbs. The operator's own
/// ClusterRole holds these too: Kubernetes lets it grant only rights it has.
pub const SIDECAR_RIGHTS: &[(&str, &[&str])] = &[
    ("approvals", &["create", "get", "list", "watch"]),
    ("approvals/status", &["update", "patch"]),
];

/// The ServiceAccount of a pod template that names none.
pub const DEFAULT_SERVICE_ACCOUNT: &str = "default";

/// The name of a workload's Role and RoleBinding.
pub fn grant_name(w: &WorkloadRef) -> String {
    config_map_name(w)
}

fn meta(w: &WorkloadRef) -> ObjectMeta {
    ObjectMeta {
        name: Some(grant_name(w)),
        namespace: Some(w.namespace.clone()),
        labels: Some(BTreeMap::from([
            (LABEL_MANAGED_BY.to_string(), MANAGED_BY.to_string()),
            (LABEL_WORKLOAD.to_string(), w.label()),
        ])),
        owner_references: Some(vec![w.owner_reference()]),
        ..ObjectMeta::default()
    }
}

/// The Role granting [`SIDECAR_RIGHTS`] in the workload's namespace.
pub fn role(w: &WorkloadRef) -> Role {
    Role {
        metadata: meta(w),
        rules: Some(
            SIDECAR_RIGHTS
                .iter()
                .map(|(resource, verbs)| PolicyRule {
                    api_groups: Some(vec!["argus.dev".to_string()]),
                    resources: Some(vec![(*resource).to_string()]),
                    verbs: verbs.iter().map(|v| (*v).to_string()).collect(),
                    ..PolicyRule::default()
                })
                .collect(),
        ),
    }
}

/// The RoleBinding of that Role to `service_account` (the pod template's).
pub fn role_binding(w: &WorkloadRef, service_account: &str) -> RoleBinding {
    RoleBinding {
        metadata: meta(w),
        role_ref: RoleRef {
            api_group: "rbac.authorization.k8s.io".to_string(),
            kind: "Role".to_string(),
            name: grant_name(w),
        },
        subjects: Some(vec![Subject {
            kind: "ServiceAccount".to_string(),
            name: service_account.to_string(),
            namespace: Some(w.namespace.clone()),
            ..Subject::default()
        }]),
    }
}

fn applied<T: serde::Serialize>(
    object: &T,
    kind: &str,
) -> Result<serde_json::Value, serde_json::Error> {
    let mut body = serde_json::to_value(object)?;
    body["apiVersion"] = "rbac.authorization.k8s.io/v1".into();
    body["kind"] = kind.into();
    Ok(body)
}

/// Applies the workload's Role and RoleBinding (server-side apply: a changed
/// ServiceAccount moves the binding).
pub async fn grant(
    client: &kube::Client,
    w: &WorkloadRef,
    service_account: &str,
) -> Result<(), super::Error> {
    let name = grant_name(w);
    let params = PatchParams::apply(FIELD_MANAGER).force();
    let roles: Api<Role> = Api::namespaced(client.clone(), &w.namespace);
    roles
        .patch(&name, &params, &Patch::Apply(applied(&role(w), "Role")?))
        .await?;
    let bindings: Api<RoleBinding> = Api::namespaced(client.clone(), &w.namespace);
    bindings
        .patch(
            &name,
            &params,
            &Patch::Apply(applied(&role_binding(w, service_account), "RoleBinding")?),
        )
        .await?;
    Ok(())
}

/// Deletes the workload's RoleBinding and Role (already gone is fine).
pub async fn revoke(client: &kube::Client, w: &WorkloadRef) -> Result<(), super::Error> {
    let name = grant_name(w);
    let gone = |e: &kube::Error| matches!(e, kube::Error::Api(s) if s.code == 404);
    let bindings: Api<RoleBinding> = Api::namespaced(client.clone(), &w.namespace);
    if let Err(e) = bindings.delete(&name, &DeleteParams::default()).await
        && !gone(&e)
    {
        return Err(e.into());
    }
    let roles: Api<Role> = Api::namespaced(client.clone(), &w.namespace);
    if let Err(e) = roles.delete(&name, &DeleteParams::default()).await
        && !gone(&e)
    {
        return Err(e.into());
    }
    Ok(())
}
