//! Several workflows per workload (seed 000's `WorkflowRegistry`): the compiled
//! workflows a config binds, the default first, and the pure half of choosing one for a
//! new session — the name the request asks for, or the first workflow whose selector
//! patterns match the session's first user message. The embedder half (selector
//! exemplars) and where the choice is recorded live in `proxy::selection`.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use argus_crds::{SidecarConfig, WorkflowSelector, WorkflowSpec, compile_pattern};

use super::{CompileError, CompiledWorkflow};

/// The header a request names its session's workflow with.
pub const WORKFLOW_HEADER: &str = "x-argus-workflow";

/// One bound workflow, ready to run.
#[derive(Debug)]
pub struct RegisteredWorkflow {
    /// The compiled workflow.
    pub compiled: Arc<CompiledWorkflow>,
    /// Its spec (the semantic classifier registers its exemplars from it).
    pub spec: WorkflowSpec,
    /// Id of its classification exemplar set in the embedder, when a state has exemplars.
    pub exemplar_set: Option<String>,
    patterns: Vec<regex::Regex>,
}

impl RegisteredWorkflow {
    /// The workflow's name.
    pub fn name(&self) -> &str {
        self.compiled.name()
    }

    fn selector(&self) -> Option<&WorkflowSelector> {
        self.spec.selector.as_ref()
    }

    /// The cosine similarity a selector exemplar must reach.
    pub fn selector_threshold(&self) -> f64 {
        self.selector()
            .and_then(|s| s.threshold)
            .unwrap_or(WorkflowSelector::DEFAULT_THRESHOLD)
    }
}

/// The workflows a config binds, the default first.
#[derive(Debug, Default)]
pub struct WorkflowRegistry {
    entries: Vec<Arc<RegisteredWorkflow>>,
    selector_set: Option<String>,
}

impl WorkflowRegistry {
    /// Compiles every workflow of `config` (`workflow`, then `workflows`).
    pub fn build(config: &SidecarConfig) -> Result<Self, CompileError> {
        let tenant = config.tenant();
        let mut entries = Vec::new();
        for w in config.all_workflows() {
            let compiled = Arc::new(CompiledWorkflow::compile(&w.name, &w.spec)?);
            let exemplar_set = compiled.uses_embeddings().then(|| {
                format!(
                    "{tenant}/{}@{:016x}",
                    compiled.name(),
                    compiled.fingerprint()
                )
            });
            // Validation rejected configs with invalid patterns before this point.
            let patterns = w
                .spec
                .selector
                .iter()
                .flat_map(|s| s.patterns.iter())
                .filter_map(|p| compile_pattern(p).ok())
                .collect();
            entries.push(Arc::new(RegisteredWorkflow {
                compiled,
                spec: w.spec.clone(),
                exemplar_set,
                patterns,
            }));
        }
        // Only worth asking the embedder when there is a choice to make.
        let selector_set = (entries.len() > 1
            && entries
                .iter()
                .any(|e| e.selector().is_some_and(|s| !s.exemplars.is_empty())))
        .then(|| {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            for e in &entries {
                e.name().hash(&mut h);
                if let Some(s) = e.selector() {
                    s.exemplars.hash(&mut h);
                }
            }
            format!("{tenant}/workflow-selector@{:016x}", h.finish())
        });
        Ok(Self {
            entries,
            selector_set,
        })
    }

    /// The default workflow (the first bound), if any.
    pub fn default_workflow(&self) -> Option<&Arc<RegisteredWorkflow>> {
        self.entries.first()
    }

    /// The workflow called `name`.
    pub fn named(&self, name: &str) -> Option<&Arc<RegisteredWorkflow>> {
        self.entries.iter().find(|e| e.name() == name)
    }

    /// Whether sessions have a choice (more than one workflow is bound).
    pub fn has_choice(&self) -> bool {
        self.entries.len() > 1
    }

    /// The bound names, quoted and comma-separated, for error messages.
    pub fn allowed(&self) -> String {
        self.entries
            .iter()
            .map(|e| format!("{:?}", e.name()))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Every bound workflow, the default first.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<RegisteredWorkflow>> {
        self.entries.iter()
    }

    /// The first workflow (in binding order) whose selector patterns match `first_user`.
    pub fn by_pattern(&self, first_user: &str) -> Option<&Arc<RegisteredWorkflow>> {
        self.entries
            .iter()
            .find(|e| e.patterns.iter().any(|p| p.is_match(first_user)))
    }

    /// Id of the embedder exemplar set of all selector exemplars (one "state" per
    /// workflow), when some workflow has selector exemplars and there is a choice.
    pub fn selector_set(&self) -> Option<&str> {
        self.selector_set.as_deref()
    }

    /// The selector exemplars, grouped by workflow name (what the embedder registers).
    pub fn selector_exemplars(&self) -> Vec<(String, Vec<String>)> {
        self.entries
            .iter()
            .filter_map(|e| {
                let texts = e.selector()?.exemplars.clone();
                (!texts.is_empty()).then(|| (e.name().to_string(), texts))
            })
            .collect()
    }

    /// The workflow the best exemplar score selects: `scores` are (workflow name,
    /// cosine), any order; the best one that reaches its workflow's threshold wins.
    pub fn by_scores<'a>(
        &self,
        scores: impl IntoIterator<Item = (&'a str, f64)>,
    ) -> Option<&Arc<RegisteredWorkflow>> {
        let mut best: Option<(&Arc<RegisteredWorkflow>, f64)> = None;
        for (name, score) in scores {
            let Some(e) = self.named(name) else { continue };
            if score >= e.selector_threshold() && best.is_none_or(|(_, b)| score > b) {
                best = Some((e, score));
            }
        }
        best.map(|(e, _)| e)
    }
}

/// The workflow a request asks for: the header `x-argus-workflow`, else the body's
/// `metadata.argus_workflow` (blank values count as absent).
pub fn requested_workflow(
    headers: &http::HeaderMap,
    body: &serde_json::Value,
) -> Result<Option<String>, String> {
    if let Some(v) = headers.get(WORKFLOW_HEADER) {
        let v = v
            .to_str()
            .map_err(|_| format!("{WORKFLOW_HEADER} is not a readable header value"))?
            .trim();
        if !v.is_empty() {
            return Ok(Some(v.to_string()));
        }
    }
    Ok(body["metadata"]["argus_workflow"]
        .as_str()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use argus_crds::Resolved;

    fn spec(selector: serde_json::Value) -> WorkflowSpec {
        serde_json::from_value(serde_json::json!({
            "states": [{"name": "start", "initial": true}, {"name": "done", "terminal": true}],
            "transitions": [{"from": "start", "to": "done"}],
            "selector": selector,
        }))
        .unwrap()
    }

    fn config() -> SidecarConfig {
        let mut c = SidecarConfig::new("t");
        let resolved = |name: &str, spec| Resolved {
            name: name.into(),
            generation: None,
            spec,
        };
        c.workflow = Some(resolved("general", spec(serde_json::json!({}))));
        c.workflows = vec![
            resolved(
                "refunds",
                spec(
                    serde_json::json!({"patterns": ["\\brefund"], "exemplars": ["I want my money back"]}),
                ),
            ),
            resolved(
                "passwords",
                spec(serde_json::json!({"patterns": ["password"], "threshold": 0.7})),
            ),
        ];
        c
    }

    #[test]
    fn the_default_comes_first_and_names_resolve() {
        let r = WorkflowRegistry::build(&config()).unwrap();
        assert_eq!(r.default_workflow().unwrap().name(), "general");
        assert!(r.has_choice());
        assert_eq!(r.named("refunds").unwrap().name(), "refunds");
        assert!(r.named("billing").is_none());
        assert_eq!(r.allowed(), r#""general", "refunds", "passwords""#);
        assert!(r.selector_set().is_some());
    }

    #[test]
    fn patterns_pick_the_first_matching_workflow_in_binding_order() {
        let r = WorkflowRegistry::build(&config()).unwrap();
        assert_eq!(
            r.by_pattern("Please REFUND order 12").unwrap().name(),
            "refunds"
        );
        assert_eq!(
            r.by_pattern("refund, and reset my password")
                .unwrap()
                .name(),
            "refunds"
        );
        assert_eq!(
            r.by_pattern("reset my password").unwrap().name(),
            "passwords"
        );
        assert!(r.by_pattern("hello").is_none());
    }

    #[test]
    fn scores_select_only_above_each_workflows_threshold() {
        let r = WorkflowRegistry::build(&config()).unwrap();
        // refunds uses the default threshold, passwords its own 0.7.
        assert!(
            r.by_scores([("refunds", 0.59), ("passwords", 0.69)])
                .is_none()
        );
        assert_eq!(
            r.by_scores([("refunds", 0.59), ("passwords", 0.71)])
                .unwrap()
                .name(),
            "passwords"
        );
        assert_eq!(
            r.by_scores([("refunds", 0.9), ("passwords", 0.8)])
                .unwrap()
                .name(),
            "refunds"
        );
        assert!(r.by_scores([("unknown", 1.0)]).is_none());
    }

    #[test]
    fn the_header_wins_over_metadata_and_blank_is_absent() {
        let mut h = http::HeaderMap::new();
        let body = serde_json::json!({"metadata": {"argus_workflow": "refunds"}});
        assert_eq!(
            requested_workflow(&h, &body).unwrap().as_deref(),
            Some("refunds")
        );
        h.insert(
            WORKFLOW_HEADER,
            http::HeaderValue::from_static(" passwords "),
        );
        assert_eq!(
            requested_workflow(&h, &body).unwrap().as_deref(),
            Some("passwords")
        );
        h.insert(WORKFLOW_HEADER, http::HeaderValue::from_static(""));
        assert_eq!(
            requested_workflow(&h, &serde_json::json!({})).unwrap(),
            None
        );
    }

    #[test]
    fn a_single_workflow_has_no_choice_and_no_selector_set() {
        let mut c = config();
        c.workflows.clear();
        let r = WorkflowRegistry::build(&c).unwrap();
        assert!(!r.has_choice());
        assert!(r.selector_set().is_none());
    }
}
