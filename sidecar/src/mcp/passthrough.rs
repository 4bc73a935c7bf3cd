//! What an upstream's tool entry adds to the Actor's declaration when listed: the
//! fields the Actor does not declare and that change nothing the gates judge —
//! `outputSchema` (the gateway holds results to it, see `results`), `title`, `icons`,
//! `annotations` and the upstream's own `_meta`. The Actor's name, description and
//! input schema stay; `execution` (task support) is not passed: the gateway runs a task
//! itself for an agent that asks (see `tasks`), and calls a tool whose upstream requires
//! tasks as one (see `upstream_tasks`), so every tool can be called plainly.

use serde_json::{Map, Value};

/// Entry fields passed through from the upstream.
pub const FIELDS: &[&str] = &["outputSchema", "title", "icons", "annotations", "_meta"];

/// Adds `upstream`'s pass-through fields to the listed entry `listed` where it has none.
pub fn fill(listed: &mut Map<String, Value>, upstream: &Value) {
    for field in FIELDS {
        if let Some(v) = upstream.get(*field).filter(|v| !v.is_null())
            && !listed.contains_key(*field)
        {
            listed.insert((*field).to_string(), v.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_upstreams_extra_fields_fill_what_the_declaration_lacks() {
        let mut listed =
            json!({"name": "weather", "inputSchema": {"type": "object"}, "title": "Ours"});
        let upstream = json!({"name": "weather", "title": "Theirs",
            "inputSchema": {"type": "object", "properties": {"admin": {}}},
            "outputSchema": {"type": "object"}, "icons": [{"src": "https://x/i.png"}],
            "_meta": {"vendor/k": 1}, "execution": {"taskSupport": "optional"}});
        if let Some(o) = listed.as_object_mut() {
            fill(o, &upstream);
        }
        assert_eq!(
            listed,
            json!({"name": "weather", "inputSchema": {"type": "object"}, "title": "Ours",
                "outputSchema": {"type": "object"}, "icons": [{"src": "https://x/i.png"}],
                "_meta": {"vendor/k": 1}})
        );
    }
}
