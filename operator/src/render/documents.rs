//! The documents of an Actor's `configMap` context sources, chunked at reconcile time
//! into the rendered config (the sidecar embeds the chunks when it loads it). Pure: the
//! controller fetches the ConfigMaps; a missing or oversized one is a named problem.

use std::collections::BTreeMap;

use argus_crds::{
    ActorSpec, ContextDocument, ContextSourceKind, MAX_CONTEXT_SOURCE_BYTES, chunk_document,
};

/// The ConfigMaps the Actor's `configMap` sources name.
pub fn config_map_names(actor: &ActorSpec) -> Vec<&str> {
    actor
        .context_sources
        .iter()
        .filter(|s| s.kind == ContextSourceKind::ConfigMap)
        .filter_map(|s| s.config_map.as_deref())
        .collect()
}

/// The chunked documents of `actor`'s `configMap` sources from `config_maps` (name →
/// data; absent when the ConfigMap does not exist), or every problem, each naming its
/// field.
pub fn context_documents(
    actor: &ActorSpec,
    config_maps: &BTreeMap<String, Option<BTreeMap<String, String>>>,
) -> Result<Vec<ContextDocument>, Vec<String>> {
    let mut docs = Vec::new();
    let mut problems = Vec::new();
    for (i, s) in actor.context_sources.iter().enumerate() {
        let (ContextSourceKind::ConfigMap, Some(name)) = (s.kind, s.config_map.as_deref()) else {
            continue;
        };
        let at = format!("spec.contextSources[{i}].configMap");
        let Some(Some(data)) = config_maps.get(name) else {
            problems.push(format!("{at}: ConfigMap {name:?} does not exist"));
            continue;
        };
        let size: usize = data.values().map(String::len).sum();
        if size > MAX_CONTEXT_SOURCE_BYTES {
            problems.push(format!(
                "{at}: ConfigMap {name:?} holds {size} bytes, more than the {MAX_CONTEXT_SOURCE_BYTES} a context source may hold"
            ));
            continue;
        }
        for (key, text) in data {
            let chunks = chunk_document(text);
            if !chunks.is_empty() {
                docs.push(ContextDocument {
                    source: s.id.clone(),
                    key: key.clone(),
                    chunks,
                });
            }
        }
    }
    if problems.is_empty() {
        Ok(docs)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actor(map: &str) -> ActorSpec {
        serde_json::from_value(serde_json::json!({
            "role": "r",
            "tier": "READ_ONLY",
            "contextSources": [{"id": "docs", "kind": "configMap", "configMap": map}, {"id": "own"}]
        }))
        .expect("valid actor")
    }

    #[test]
    fn documents_are_chunked_per_key() {
        let mut data = BTreeMap::new();
        data.insert(
            "faq.md".to_string(),
            format!("{}\n\n{}", "a".repeat(900), "b".repeat(900)),
        );
        let maps = BTreeMap::from([("kb".to_string(), Some(data))]);
        let docs = context_documents(&actor("kb"), &maps).expect("documents");
        assert_eq!(docs.len(), 1);
        assert_eq!(docs[0].source, "docs");
        assert_eq!(docs[0].chunks.len(), 2);
        assert!(
            docs[0]
                .chunks
                .iter()
                .all(|c| c.len() <= argus_crds::MAX_CHUNK_BYTES)
        );
    }

    #[test]
    fn oversized_and_missing_config_maps_are_named() {
        let mut data = BTreeMap::new();
        data.insert("big".to_string(), "x".repeat(MAX_CONTEXT_SOURCE_BYTES + 1));
        let maps = BTreeMap::from([("kb".to_string(), Some(data)), ("gone".to_string(), None)]);
        let problems = context_documents(&actor("kb"), &maps).expect_err("oversized");
        assert!(
            problems[0].starts_with(
                "spec.contextSources[0].configMap: ConfigMap \"kb\" holds 262145 bytes"
            ),
            "{problems:?}"
        );
        let problems = context_documents(&actor("gone"), &maps).expect_err("missing");
        assert_eq!(
            problems,
            ["spec.contextSources[0].configMap: ConfigMap \"gone\" does not exist"]
        );
    }
}
