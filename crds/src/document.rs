//! Reading user files: multi-document YAML holding any of the four kinds or a
//! SidecarConfig. Parse errors name the document and the field; [`Document::validate`]
//! then runs the CEL rules (as the API server would) and the semantic validator.

use kube::Resource;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::validation::{self, Problem};
use crate::{Actor, Approval, GateStack, Policy, SidecarConfig, Workflow};

/// One document of a file.
#[derive(Clone, Debug, PartialEq)]
pub enum Document {
    /// A Workflow.
    Workflow(Box<Workflow>),
    /// An Actor.
    Actor(Box<Actor>),
    /// A Policy.
    Policy(Box<Policy>),
    /// A GateStack.
    GateStack(Box<GateStack>),
    /// An Approval (created by sidecars; read here so that fixtures and dumps validate).
    Approval(Box<Approval>),
    /// A sidecar config file.
    SidecarConfig(Box<SidecarConfig>),
    /// Any other object (e.g. the Deployment of an example set); only its Argus
    /// annotations are checked.
    Other(Box<Value>),
}

/// Why a document could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("document {index}{}: {message}", what.as_deref().map(|w| format!(" ({w})")).unwrap_or_default())]
pub struct DocumentError {
    /// 1-based position of the document in the file (0: the file as a whole).
    pub index: usize,
    /// `Kind/name` when known.
    pub what: Option<String>,
    /// What is wrong, with the field path.
    pub message: String,
}

/// Reads every document of `text`. A YAML syntax error fails the whole file; a document
/// that does not match its kind's schema yields an error for that document only.
pub fn parse_documents(text: &str) -> Result<Vec<Result<Document, DocumentError>>, DocumentError> {
    let values: Vec<Value> = serde_saphyr::from_multiple(text).map_err(|e| DocumentError {
        index: 0,
        what: None,
        message: format!("invalid YAML: {e}"),
    })?;
    Ok(values
        .into_iter()
        .filter(|v| !v.is_null())
        .enumerate()
        .map(|(i, v)| {
            Document::from_value(v).map_err(|(what, message)| DocumentError {
                index: i + 1,
                what,
                message,
            })
        })
        .collect())
}

impl Document {
    /// Reads one document from a JSON value, choosing the type from `apiVersion` and `kind`.
    pub fn from_value(value: Value) -> Result<Self, (Option<String>, String)> {
        let Some(obj) = value.as_object() else {
            return Err((
                None,
                "a document must be a mapping with apiVersion and kind".into(),
            ));
        };
        let api_version = obj
            .get("apiVersion")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let kind = obj
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let name = obj
            .get("metadata")
            .and_then(|m| m.get("name"))
            .or_else(|| obj.get("name"))
            .and_then(Value::as_str)
            .unwrap_or("<unnamed>");
        let what = Some(format!("{kind}/{name}"));
        if api_version.is_empty() || kind.is_empty() {
            return Err((what, "apiVersion and kind are required".into()));
        }
        if api_version.starts_with("argus.dev/") && api_version != crate::API_VERSION {
            return Err((
                what,
                format!(
                    "apiVersion {api_version:?} is not supported (use {})",
                    crate::API_VERSION
                ),
            ));
        }
        let doc = match (api_version.as_str(), kind.as_str()) {
            (crate::API_VERSION, "Workflow") => {
                Document::Workflow(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, "Actor") => {
                Document::Actor(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, "Policy") => {
                Document::Policy(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, "GateStack") => {
                Document::GateStack(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, "Approval") => {
                Document::Approval(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, "SidecarConfig") => {
                Document::SidecarConfig(Box::new(typed(value).map_err(|e| (what, e))?))
            }
            (crate::API_VERSION, other) => {
                return Err((
                    what,
                    format!(
                        "unknown kind {other:?} (expected Workflow, Actor, Policy, GateStack, Approval or SidecarConfig)"
                    ),
                ));
            }
            _ => Document::Other(Box::new(value)),
        };
        Ok(doc)
    }

    /// `Kind/name` of the document.
    pub fn describe(&self) -> String {
        fn named<K: Resource<DynamicType = ()>>(r: &K) -> String {
            format!(
                "{}/{}",
                K::kind(&()),
                r.meta().name.as_deref().unwrap_or("<unnamed>")
            )
        }
        match self {
            Document::Workflow(r) => named(r.as_ref()),
            Document::Actor(r) => named(r.as_ref()),
            Document::Policy(r) => named(r.as_ref()),
            Document::GateStack(r) => named(r.as_ref()),
            Document::Approval(r) => named(r.as_ref()),
            Document::SidecarConfig(c) => format!("SidecarConfig/{}", c.name),
            Document::Other(v) => format!(
                "{}/{}",
                v.get("kind").and_then(Value::as_str).unwrap_or("?"),
                v.pointer("/metadata/name")
                    .and_then(Value::as_str)
                    .unwrap_or("<unnamed>")
            ),
        }
    }

    /// Every problem: the CRD's CEL rules evaluated locally, then the semantic checks.
    pub fn validate(&self) -> Vec<Problem> {
        let mut problems = match self {
            Document::Workflow(r) => cel_problems(r.validate_cel()),
            Document::Actor(r) => cel_problems(r.validate_cel()),
            Document::Policy(r) => cel_problems(r.validate_cel()),
            Document::GateStack(r) => cel_problems(r.validate_cel()),
            Document::Approval(r) => cel_problems(r.validate_cel()),
            Document::SidecarConfig(_) | Document::Other(_) => Vec::new(),
        };
        let semantic = match self {
            Document::Workflow(r) => validation::validate_workflow(&r.spec),
            Document::Actor(r) => validation::validate_actor(&r.spec),
            Document::Policy(r) => validation::validate_policy(&r.spec),
            Document::GateStack(r) => validation::validate_gatestack(&r.spec),
            Document::Approval(r) => validation::validate_approval(&r.spec, r.status.as_ref()),
            Document::SidecarConfig(c) => validation::validate_sidecar_config(c),
            Document::Other(v) => validate_annotations(v),
        };
        // A CEL rule and a semantic check often find the same fault; keep the semantic
        // report, which names the exact field, and drop CEL reports it covers.
        problems.retain(|p| {
            !semantic
                .iter()
                .any(|s| s.is_error() && s.path.starts_with(&p.path))
        });
        problems.extend(semantic);
        problems
    }
}

fn typed<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        if path == "." {
            inner
        } else {
            format!("{path}: {inner}")
        }
    })
}

fn cel_problems(result: Result<(), kube::core::cel::ValidationErrors>) -> Vec<Problem> {
    match result {
        Ok(()) => Vec::new(),
        Err(errors) => errors
            .into_vec()
            .into_iter()
            .map(|e| {
                let path = e.field_path.trim_start_matches('.').to_string();
                Problem::error(
                    if path.is_empty() {
                        "spec".to_string()
                    } else {
                        path
                    },
                    e.message,
                )
            })
            .collect(),
    }
}

/// Checks the Argus annotations of a workload (Deployment, StatefulSet, pod template).
fn validate_annotations(value: &Value) -> Vec<Problem> {
    let mut problems = Vec::new();
    let places = [
        ("metadata.annotations", "/metadata/annotations"),
        (
            "spec.template.metadata.annotations",
            "/spec/template/metadata/annotations",
        ),
    ];
    for (path, pointer) in places {
        let Some(annotations) = value.pointer(pointer).and_then(Value::as_object) else {
            continue;
        };
        for (key, v) in annotations {
            if !key.starts_with("argus.dev/") {
                continue;
            }
            let at = format!("{path}[{key}]");
            let Some(v) = v.as_str() else {
                problems.push(Problem::error(
                    at,
                    "annotation values are strings (quote them)",
                ));
                continue;
            };
            match key.as_str() {
                crate::contract::ANNOTATION_INJECT if v != "true" && v != "false" => problems.push(
                    Problem::error(at, format!("{v:?} is neither \"true\" nor \"false\"")),
                ),
                crate::contract::ANNOTATION_WORKFLOW
                | crate::contract::ANNOTATION_ACTOR
                | crate::contract::ANNOTATION_POLICY
                | crate::contract::ANNOTATION_GATESTACK
                    if !is_dns_name(v) =>
                {
                    problems.push(Problem::error(at, format!("{v:?} is not a resource name")))
                }
                crate::contract::ANNOTATION_INJECT
                | crate::contract::ANNOTATION_WORKFLOW
                | crate::contract::ANNOTATION_ACTOR
                | crate::contract::ANNOTATION_POLICY
                | crate::contract::ANNOTATION_GATESTACK
                | crate::contract::ANNOTATION_INJECTED => {}
                _ => problems.push(Problem::warning(at, "not an Argus annotation (typo?)")),
            }
        }
    }
    problems
}

pub(crate) fn is_dns_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 253
        && s.split('.').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !part.starts_with('-')
                && !part.ends_with('-')
        })
}
