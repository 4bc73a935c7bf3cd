//! Which workloads opt in to Argus and which resources they name. Read from the
//! workload's own annotations first, then its pod template's, then the namespace label.

use std::collections::BTreeMap;

use argus_crds::{
    ANNOTATION_ACTOR, ANNOTATION_GATESTACK, ANNOTATION_INJECT, ANNOTATION_POLICY,
    ANNOTATION_WORKFLOW, LABEL_NAMESPACE_INJECT, NAMESPACE_INJECT_ENABLED,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};

/// The kinds of workload the operator binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WorkloadKind {
    /// `apps/v1` Deployment.
    Deployment,
    /// `apps/v1` StatefulSet.
    StatefulSet,
}

impl WorkloadKind {
    /// The `kind` field.
    pub fn kind(self) -> &'static str {
        match self {
            WorkloadKind::Deployment => "Deployment",
            WorkloadKind::StatefulSet => "StatefulSet",
        }
    }

    /// Lower-case form used in resource names.
    pub fn lower(self) -> &'static str {
        match self {
            WorkloadKind::Deployment => "deployment",
            WorkloadKind::StatefulSet => "statefulset",
        }
    }
}

/// A workload's identity.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WorkloadRef {
    /// Deployment or StatefulSet.
    pub kind: WorkloadKind,
    /// Namespace.
    pub namespace: String,
    /// Name.
    pub name: String,
    /// UID, for owner references.
    pub uid: String,
}

impl WorkloadRef {
    /// The value of the `argus.dev/workload` label on what the operator makes for this
    /// workload (ConfigMap, Role, RoleBinding): `<kind>.<name>`, the name cut to 40
    /// characters so the value stays within a label's 63.
    pub fn label(&self) -> String {
        let name = match self.name.char_indices().nth(40) {
            Some((i, _)) => self.name[..i].trim_end_matches(['-', '.']),
            None => &self.name,
        };
        format!("{}.{name}", self.kind.lower())
    }

    /// The owner reference that makes an object the workload's: deleted with it.
    pub fn owner_reference(&self) -> OwnerReference {
        OwnerReference {
            api_version: "apps/v1".to_string(),
            kind: self.kind.kind().to_string(),
            name: self.name.clone(),
            uid: self.uid.clone(),
            controller: Some(true),
            block_owner_deletion: Some(true),
        }
    }
}

/// The four kinds a workload can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArgusKind {
    /// Workflow.
    Workflow,
    /// Actor.
    Actor,
    /// Policy.
    Policy,
    /// GateStack.
    GateStack,
}

impl ArgusKind {
    /// The `kind` field.
    pub fn kind(self) -> &'static str {
        match self {
            ArgusKind::Workflow => "Workflow",
            ArgusKind::Actor => "Actor",
            ArgusKind::Policy => "Policy",
            ArgusKind::GateStack => "GateStack",
        }
    }

    /// The annotation naming a resource of this kind.
    pub fn annotation(self) -> &'static str {
        match self {
            ArgusKind::Workflow => ANNOTATION_WORKFLOW,
            ArgusKind::Actor => ANNOTATION_ACTOR,
            ArgusKind::Policy => ANNOTATION_POLICY,
            ArgusKind::GateStack => ANNOTATION_GATESTACK,
        }
    }

    /// All four, in rendering order.
    pub const ALL: [ArgusKind; 4] = [
        ArgusKind::Workflow,
        ArgusKind::Actor,
        ArgusKind::Policy,
        ArgusKind::GateStack,
    ];
}

/// Names of the resources a workload uses (same namespace).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingRefs {
    /// `argus.dev/workflow`: one name or a comma-separated list, the first being the
    /// default of new sessions.
    pub workflows: Vec<String>,
    /// `argus.dev/actor`.
    pub actor: Option<String>,
    /// `argus.dev/policy`.
    pub policy: Option<String>,
    /// `argus.dev/gatestack`.
    pub gatestack: Option<String>,
}

impl BindingRefs {
    /// The name referenced for `kind`, if any (for workflows, the default).
    pub fn get(&self, kind: ArgusKind) -> Option<&str> {
        match kind {
            ArgusKind::Workflow => self.workflows.first().map(String::as_str),
            ArgusKind::Actor => self.actor.as_deref(),
            ArgusKind::Policy => self.policy.as_deref(),
            ArgusKind::GateStack => self.gatestack.as_deref(),
        }
    }

    /// Every name referenced for `kind` (several only for workflows).
    pub fn all(&self, kind: ArgusKind) -> Vec<&str> {
        match kind {
            ArgusKind::Workflow => self.workflows.iter().map(String::as_str).collect(),
            _ => self.get(kind).into_iter().collect(),
        }
    }

    /// Whether the workload names resource `name` of `kind`.
    pub fn names(&self, kind: ArgusKind, name: &str) -> bool {
        self.all(kind).contains(&name)
    }
}

/// Whether and how a workload is bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Binding {
    /// Not opted in (or opted out): pods are not injected.
    Unbound,
    /// Opted in, naming these resources.
    Bound(BindingRefs),
}

/// Decides the binding of a workload from its metadata, its pod template's metadata
/// and its namespace's labels. An explicit `"false"` anywhere on the workload wins.
pub fn binding(
    workload: &ObjectMeta,
    template: Option<&ObjectMeta>,
    namespace_labels: Option<&BTreeMap<String, String>>,
) -> Binding {
    let lookup = |key: &str| -> Option<String> {
        workload
            .annotations
            .as_ref()
            .and_then(|a| a.get(key))
            .or_else(|| {
                template
                    .and_then(|t| t.annotations.as_ref())
                    .and_then(|a| a.get(key))
            })
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let namespace_enabled = namespace_labels
        .and_then(|l| l.get(LABEL_NAMESPACE_INJECT))
        .is_some_and(|v| v == NAMESPACE_INJECT_ENABLED);
    let opted_in = match lookup(ANNOTATION_INJECT).as_deref() {
        Some(v) if v.eq_ignore_ascii_case("true") => true,
        Some(v) if v.eq_ignore_ascii_case("false") => false,
        _ => namespace_enabled,
    };
    if !opted_in {
        return Binding::Unbound;
    }
    Binding::Bound(BindingRefs {
        workflows: lookup(ANNOTATION_WORKFLOW)
            .map(|v| workflow_list(&v))
            .unwrap_or_default(),
        actor: lookup(ANNOTATION_ACTOR),
        policy: lookup(ANNOTATION_POLICY),
        gatestack: lookup(ANNOTATION_GATESTACK),
    })
}

/// The names of a `argus.dev/workflow` value: comma-separated, trimmed, empty items and
/// repeats dropped (the first occurrence keeps its place: the first name is the default).
pub fn workflow_list(value: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for name in value.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        if !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_workload_label_is_kind_and_name_cut_within_a_labels_length() {
        let w = |name: &str| WorkloadRef {
            kind: WorkloadKind::StatefulSet,
            namespace: "shop".into(),
            name: name.into(),
            uid: "u1".into(),
        };
        assert_eq!(w("agent").label(), "statefulset.agent");
        // 40 characters of the name, without a trailing separator.
        let long = format!("{}-{}", "a".repeat(39), "b".repeat(30));
        assert_eq!(w(&long).label(), format!("statefulset.{}", "a".repeat(39)));
        assert!(w(&"x".repeat(253)).label().len() <= 63);
        let owner = w("agent").owner_reference();
        assert_eq!(
            (owner.kind.as_str(), owner.uid.as_str()),
            ("StatefulSet", "u1")
        );
        assert_eq!(owner.controller, Some(true));
    }

    fn meta(pairs: &[(&str, &str)]) -> ObjectMeta {
        ObjectMeta {
            annotations: Some(
                pairs
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect(),
            ),
            ..ObjectMeta::default()
        }
    }

    #[test]
    fn workload_annotation_opts_in_and_names_resources() {
        let w = meta(&[
            ("argus.dev/inject", "true"),
            ("argus.dev/workflow", "support"),
        ]);
        let t = meta(&[
            ("argus.dev/actor", "agent"),
            ("argus.dev/workflow", "ignored"),
        ]);
        let Binding::Bound(refs) = binding(&w, Some(&t), None) else {
            panic!("not bound")
        };
        assert_eq!(refs.workflows, ["support"]);
        assert_eq!(refs.actor.as_deref(), Some("agent"));
        assert_eq!(refs.policy, None);
    }

    #[test]
    fn template_annotation_and_namespace_label_opt_in() {
        let t = meta(&[("argus.dev/inject", "true")]);
        assert!(matches!(
            binding(&ObjectMeta::default(), Some(&t), None),
            Binding::Bound(_)
        ));
        let labels = BTreeMap::from([("argus.dev/inject".to_string(), "enabled".to_string())]);
        assert!(matches!(
            binding(&ObjectMeta::default(), None, Some(&labels)),
            Binding::Bound(_)
        ));
        assert_eq!(
            binding(&ObjectMeta::default(), None, None),
            Binding::Unbound
        );
    }

    #[test]
    fn the_workflow_annotation_takes_a_list_whose_first_name_is_the_default() {
        let w = meta(&[
            ("argus.dev/inject", "true"),
            (
                "argus.dev/workflow",
                " support, refunds ,,passwords, refunds",
            ),
        ]);
        let Binding::Bound(refs) = binding(&w, None, None) else {
            panic!("not bound")
        };
        assert_eq!(refs.workflows, ["support", "refunds", "passwords"]);
        assert_eq!(refs.get(ArgusKind::Workflow), Some("support"));
        assert!(refs.names(ArgusKind::Workflow, "passwords"));
        assert!(!refs.names(ArgusKind::Workflow, "billing"));
        assert_eq!(
            refs.all(ArgusKind::Workflow),
            ["support", "refunds", "passwords"]
        );
    }

    #[test]
    fn explicit_false_beats_the_namespace_label() {
        let labels = BTreeMap::from([("argus.dev/inject".to_string(), "enabled".to_string())]);
        let w = meta(&[("argus.dev/inject", "false")]);
        assert_eq!(binding(&w, None, Some(&labels)), Binding::Unbound);
    }
}
