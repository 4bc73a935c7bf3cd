//! `replay` with several `--workflow` files (issue 17): the trace is one session, so one
//! workflow runs it, chosen like the proxy chooses for a session's first request —
//! `--select NAME` stands for the `x-argus-workflow` header, else the selector patterns
//! of the workflows (in the order given) over the first trace line's `"user"` field (the
//! session's first user message), else the first workflow.

use std::path::{Path, PathBuf};

use argus_crds::{Resolved, SidecarConfig};

use super::{ReplayError, load_workflow_spec};
use crate::engine::WorkflowRegistry;

/// The workflow a replay runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    /// Index into the `--workflow` files.
    pub index: usize,
    /// The workflow's name.
    pub name: String,
    /// `select`, `pattern` or `default`.
    pub chosen_by: &'static str,
}

/// Chooses among `workflows` for the session recorded in `trace`.
pub fn choose(
    workflows: &[PathBuf],
    select: Option<&str>,
    trace: &Path,
) -> Result<Chosen, ReplayError> {
    let mut config = SidecarConfig::new("replay");
    let mut names: Vec<String> = Vec::new();
    for path in workflows {
        let (wf, spec) = load_workflow_spec(path)?;
        let name = wf.name().to_string();
        if names.contains(&name) {
            return Err(ReplayError::Workflow {
                path: path.clone(),
                message: format!("workflow {name:?} is given twice"),
            });
        }
        names.push(name.clone());
        let resolved = Resolved {
            name,
            generation: None,
            spec,
        };
        if config.workflow.is_none() {
            config.workflow = Some(resolved);
        } else {
            config.workflows.push(resolved);
        }
    }
    let fail = |message: String| ReplayError::Workflow {
        path: workflows.first().cloned().unwrap_or_default(),
        message,
    };
    let registry = WorkflowRegistry::build(&config).map_err(|e| fail(e.to_string()))?;
    let at = |name: &str| names.iter().position(|n| n == name).unwrap_or(0);
    if let Some(name) = select {
        return match registry.named(name) {
            Some(w) => Ok(Chosen {
                index: at(w.name()),
                name: w.name().to_string(),
                chosen_by: "select",
            }),
            None => Err(fail(format!(
                "--select {name:?}: not one of the workflows given ({})",
                registry.allowed()
            ))),
        };
    }
    if let Some(first_user) = first_user(trace)?
        && let Some(w) = registry.by_pattern(&first_user)
    {
        return Ok(Chosen {
            index: at(w.name()),
            name: w.name().to_string(),
            chosen_by: "pattern",
        });
    }
    Ok(Chosen {
        index: 0,
        name: names.first().cloned().unwrap_or_default(),
        chosen_by: "default",
    })
}

/// The `"user"` field of the trace's first non-blank line, if any.
fn first_user(trace: &Path) -> Result<Option<String>, ReplayError> {
    let text = std::fs::read_to_string(trace).map_err(|source| ReplayError::Read {
        path: trace.to_path_buf(),
        source,
    })?;
    let Some((line, first)) = text.lines().enumerate().find(|(_, l)| !l.trim().is_empty()) else {
        return Ok(None);
    };
    let value: serde_json::Value = serde_json::from_str(first).map_err(|e| ReplayError::Trace {
        path: trace.to_path_buf(),
        line: line + 1,
        message: format!("not JSON: {e}"),
    })?;
    Ok(value["user"].as_str().map(str::to_string))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn workflow(dir: &Path, name: &str, selector: &str) -> PathBuf {
        let path = dir.join(format!("{name}.yaml"));
        std::fs::write(
            &path,
            format!(
                "apiVersion: argus.dev/v1alpha1\nkind: Workflow\nmetadata: {{name: {name}}}\nspec:\n  states: [{{name: start, initial: true}}, {{name: done, terminal: true}}]\n  transitions: [{{from: start, to: done}}]\n{selector}"
            ),
        )
        .unwrap();
        path
    }

    #[test]
    fn select_then_patterns_then_the_first_choose_like_the_proxy() {
        let dir = tempfile::tempdir().unwrap();
        let files = [
            workflow(dir.path(), "general", ""),
            workflow(
                dir.path(),
                "refunds",
                "  selector: {patterns: [\"refund\"]}\n",
            ),
        ];
        let trace = dir.path().join("trace.jsonl");
        std::fs::write(
            &trace,
            "{\"user\": \"I want a refund\", \"content\": \"ok\"}\n",
        )
        .unwrap();
        let c = choose(&files, None, &trace).unwrap();
        assert_eq!(
            (c.index, c.name.as_str(), c.chosen_by),
            (1, "refunds", "pattern")
        );
        let c = choose(&files, Some("general"), &trace).unwrap();
        assert_eq!((c.index, c.chosen_by), (0, "select"));
        let err = choose(&files, Some("billing"), &trace)
            .unwrap_err()
            .to_string();
        assert!(err.contains(r#""general", "refunds""#), "{err}");
        std::fs::write(&trace, "{\"content\": \"ok\"}\n").unwrap();
        let c = choose(&files, None, &trace).unwrap();
        assert_eq!((c.index, c.chosen_by), (0, "default"));
        let twice = [files[0].clone(), files[0].clone()];
        assert!(
            choose(&twice, None, &trace)
                .unwrap_err()
                .to_string()
                .contains("twice")
        );
    }
}
