//! Semantic validation: what the schema and CEL rules cannot say. One function per
//! kind, each returning every problem with the field path it concerns, so that a user
//! fixes a file in one pass. The operator reports these in status; the CLI prints them.

mod actor;
mod approval;
mod gatestack;
mod policy;
mod sidecar;
mod workflow;

use std::fmt;

pub use actor::validate_actor;
pub use approval::validate_approval;
pub use gatestack::validate_gatestack;
pub use policy::validate_policy;
pub use sidecar::validate_sidecar_config;
pub use workflow::validate_workflow;

/// How serious a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The resource works but probably not as meant.
    Warning,
    /// The resource cannot be used.
    Error,
}

/// One problem, naming the field it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Error or warning.
    pub severity: Severity,
    /// Field path, e.g. `spec.transitions[3].to`.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl Problem {
    /// An error at `path`.
    pub fn error(path: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            severity: Severity::Error,
            path: path.into(),
            message: message.into(),
        }
    }

    /// A warning at `path`.
    pub fn warning(path: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            severity: Severity::Warning,
            path: path.into(),
            message: message.into(),
        }
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Whether any problem is an error.
pub fn has_errors(problems: &[Problem]) -> bool {
    problems.iter().any(Problem::is_error)
}

/// Collects problems under a path prefix (`spec`, `workflow.spec`, ...).
pub(crate) struct Sink<'a> {
    prefix: &'a str,
    pub(crate) problems: Vec<Problem>,
}

impl<'a> Sink<'a> {
    pub(crate) fn new(prefix: &'a str) -> Self {
        Self {
            prefix,
            problems: Vec::new(),
        }
    }

    fn path(&self, field: &str) -> String {
        if field.is_empty() {
            self.prefix.to_string()
        } else if self.prefix.is_empty() {
            field.to_string()
        } else {
            format!("{}.{field}", self.prefix)
        }
    }

    pub(crate) fn error(&mut self, field: impl AsRef<str>, message: impl Into<String>) {
        let path = self.path(field.as_ref());
        self.problems.push(Problem::error(path, message));
    }

    pub(crate) fn warning(&mut self, field: impl AsRef<str>, message: impl Into<String>) {
        let path = self.path(field.as_ref());
        self.problems.push(Problem::warning(path, message));
    }

    /// Reports every name that occurs more than once in `names` (field `list[i].key`).
    pub(crate) fn duplicates<'n>(
        &mut self,
        list: &str,
        key: &str,
        names: impl Iterator<Item = &'n str>,
    ) {
        let mut seen = std::collections::HashMap::new();
        for (i, name) in names.enumerate() {
            if let Some(first) = seen.insert(name, i) {
                self.error(
                    format!("{list}[{i}].{key}"),
                    format!("duplicate {key} {name:?} (first at {list}[{first}])"),
                );
                seen.insert(name, first);
            }
        }
    }

    /// Reports a value outside `lo..=hi`.
    pub(crate) fn range(&mut self, field: impl AsRef<str>, value: f64, lo: f64, hi: f64) {
        if !(lo..=hi).contains(&value) {
            self.error(field, format!("{value} is outside {lo}..{hi}"));
        }
    }
}
