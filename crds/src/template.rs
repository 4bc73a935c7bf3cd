//! Intervention prompt templates: plain text with `{{ variable }}` slots.
//! Parsed once (the validator and the engine share this parser), rendered per use.

use std::fmt;

/// Variables an intervention template may use, with what they expand to.
pub const VARIABLES: &[(&str, &str)] = &[
    ("current_state", "the session's current workflow state"),
    ("previous_state", "the state before the current one"),
    (
        "expected_states",
        "states reachable from the current state, comma separated",
    ),
    (
        "constraint",
        "name of the violated constraint (empty for invalid transitions)",
    ),
    (
        "constraint_description",
        "description of the violated constraint",
    ),
    (
        "constraint_type",
        "type of the violated constraint (eventually, never, ...)",
    ),
    (
        "severity",
        "severity of the violation (warning, error, critical)",
    ),
    ("trigger", "the constraint's trigger state"),
    ("target", "the constraint's target state"),
    ("attempted_state", "the state the agent tried to move to"),
    ("session_id", "the session id"),
    ("workflow", "the workflow name"),
    (
        "violation_count",
        "violations recorded in this session so far",
    ),
    (
        "application_count",
        "how often this intervention was applied in this session",
    ),
];

/// Whether `name` is a known template variable.
pub fn is_variable(name: &str) -> bool {
    VARIABLES.iter().any(|(v, _)| *v == name)
}

/// One piece of a parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// Literal text, emitted as is.
    Text(String),
    /// A `{{ name }}` slot.
    Var(String),
}

/// A parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    segments: Vec<Segment>,
}

/// Why a template could not be parsed; `offset` is the byte offset of the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    /// `{{` without a matching `}}`.
    #[error("unclosed '{{{{' at byte {offset}")]
    Unclosed {
        /// Byte offset of the opening braces.
        offset: usize,
    },
    /// `{{ }}` or a name with characters other than letters, digits and `_`.
    #[error("invalid variable name {name:?} at byte {offset}")]
    BadName {
        /// The text between the braces.
        name: String,
        /// Byte offset of the opening braces.
        offset: usize,
    },
}

impl Template {
    /// Parses `text`. Unknown variable names are not an error here: see [`Template::variables`].
    pub fn parse(text: &str) -> Result<Self, TemplateError> {
        let mut segments = Vec::new();
        let mut rest = text;
        let mut base = 0;
        while let Some(open) = rest.find("{{") {
            if open > 0 {
                segments.push(Segment::Text(rest[..open].to_string()));
            }
            let after = &rest[open + 2..];
            let close = after.find("}}").ok_or(TemplateError::Unclosed {
                offset: base + open,
            })?;
            let name = after[..close].trim();
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(TemplateError::BadName {
                    name: after[..close].to_string(),
                    offset: base + open,
                });
            }
            segments.push(Segment::Var(name.to_string()));
            let consumed = open + 2 + close + 2;
            base += consumed;
            rest = &rest[consumed..];
        }
        if !rest.is_empty() {
            segments.push(Segment::Text(rest.to_string()));
        }
        Ok(Self { segments })
    }

    /// The variable names used, in order of appearance (with repeats).
    pub fn variables(&self) -> impl Iterator<Item = &str> {
        self.segments.iter().filter_map(|s| match s {
            Segment::Var(v) => Some(v.as_str()),
            Segment::Text(_) => None,
        })
    }

    /// Variables that are not in [`VARIABLES`].
    pub fn unknown_variables(&self) -> Vec<&str> {
        self.variables().filter(|v| !is_variable(v)).collect()
    }

    /// The parsed segments.
    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// Renders with `lookup`; a variable it does not know renders as the empty string.
    pub fn render<'a>(&self, lookup: impl Fn(&str) -> Option<&'a str>) -> String {
        let mut out = String::new();
        for s in &self.segments {
            match s {
                Segment::Text(t) => out.push_str(t),
                Segment::Var(v) => out.push_str(lookup(v).unwrap_or("")),
            }
        }
        out
    }
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in &self.segments {
            match s {
                Segment::Text(t) => f.write_str(t)?,
                Segment::Var(v) => write!(f, "{{{{{v}}}}}")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn parses_and_renders() {
        let t = Template::parse("In {{ current_state }}, verify first ({{session_id}}).").unwrap();
        assert_eq!(
            t.variables().collect::<Vec<_>>(),
            ["current_state", "session_id"]
        );
        let out = t.render(|v| match v {
            "current_state" => Some("greeting"),
            "session_id" => Some("s1"),
            _ => None,
        });
        assert_eq!(out, "In greeting, verify first (s1).");
    }

    #[test]
    fn reports_errors_with_offsets() {
        assert_eq!(
            Template::parse("ab {{ x"),
            Err(TemplateError::Unclosed { offset: 3 })
        );
        assert!(matches!(
            Template::parse("{{ }}"),
            Err(TemplateError::BadName { offset: 0, .. })
        ));
        assert!(matches!(
            Template::parse("x {{a-b}}"),
            Err(TemplateError::BadName { offset: 2, .. })
        ));
    }

    #[test]
    fn unknown_variables_are_listed() {
        let t = Template::parse("{{current_state}} {{nope}} {{refund}}").unwrap();
        assert_eq!(t.unknown_variables(), ["nope", "refund"]);
    }

    #[test]
    fn text_without_slots_is_kept() {
        let t = Template::parse("single } brace { and }} alone").unwrap();
        assert_eq!(t.render(|_| None), "single } brace { and }} alone");
    }

    proptest! {
        #[test]
        fn never_panics_and_display_roundtrips(s in ".{0,200}") {
            if let Ok(t) = Template::parse(&s) {
                let again = Template::parse(&t.to_string()).unwrap();
                prop_assert_eq!(again, t);
            }
        }
    }
}
