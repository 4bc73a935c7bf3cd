//! Offline checks of the generated CRDs: the rules a kube-apiserver applies to a CRD's
//! schema (structural schema, list-map keys, defaults) and to its CEL rules (they
//! compile, use only CRD variables, and stay within the cost budget).

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use argus_crds::crd_yaml;
use kube::core::cel::{ScopeContext, WarningKind, analyze_rule, compile_schema};
use serde_json::Value;

fn crds() -> Vec<(&'static str, Value)> {
    argus_crds::crds()
        .into_iter()
        .map(|(name, crd)| (name, serde_json::to_value(crd).expect("serialises")))
        .collect()
}

#[test]
fn crds_have_names_subresources_columns_and_category() {
    let expected = [
        ("Workflow", "workflows", "wf"),
        ("Actor", "actors", "act"),
        ("Policy", "policies", "apol"),
        ("GateStack", "gatestacks", "gs"),
        ("Approval", "approvals", "apr"),
    ];
    let crds = crds();
    assert_eq!(crds.len(), 5);
    for ((file, crd), (kind, plural, short)) in crds.iter().zip(expected) {
        assert_eq!(crd["apiVersion"], "apiextensions.k8s.io/v1", "{file}");
        assert_eq!(
            crd["metadata"]["name"],
            format!("{plural}.argus.dev"),
            "{file}"
        );
        assert_eq!(*file, format!("{plural}.argus.dev.yaml"));
        let spec = &crd["spec"];
        assert_eq!(spec["group"], "argus.dev");
        assert_eq!(spec["scope"], "Namespaced");
        assert_eq!(spec["names"]["kind"], kind);
        assert_eq!(spec["names"]["shortNames"], serde_json::json!([short]));
        assert_eq!(spec["names"]["categories"], serde_json::json!(["argus"]));
        let versions = spec["versions"].as_array().expect("versions");
        assert_eq!(versions.len(), 1);
        let v = &versions[0];
        assert_eq!(v["name"], "v1alpha1");
        assert_eq!(v["served"], true);
        assert_eq!(v["storage"], true);
        assert!(
            v["subresources"]["status"].is_object(),
            "{kind}: status subresource"
        );
        let columns: Vec<&str> = v["additionalPrinterColumns"]
            .as_array()
            .expect("columns")
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        // An Approval is not "ready": its columns say what it holds and where it stands.
        let status_column = if kind == "Approval" { "Phase" } else { "Ready" };
        assert!(
            columns.contains(&status_column) && columns.contains(&"Age"),
            "{kind}: {columns:?}"
        );
        if kind == "Approval" {
            assert_eq!(
                columns,
                ["Tool", "Tier", "Actor", "Phase", "Approvers", "Age"],
                "the printer columns of issue 13"
            );
        }
        for c in v["additionalPrinterColumns"].as_array().unwrap() {
            assert!(
                c["jsonPath"].as_str().unwrap().starts_with('.'),
                "{kind}: {c}"
            );
            assert!(
                ["string", "integer", "number", "boolean", "date"]
                    .contains(&c["type"].as_str().unwrap()),
                "{kind}: {c}"
            );
        }
        let schema = &v["schema"]["openAPIV3Schema"];
        assert!(
            schema["properties"]["status"]["properties"]["conditions"].is_object(),
            "{kind}: status.conditions"
        );
        assert_eq!(
            schema["properties"]["status"]["properties"]["conditions"]["x-kubernetes-list-type"],
            "map"
        );
        assert!(
            schema["properties"]["status"]["properties"]["observedGeneration"].is_object(),
            "{kind}"
        );
    }
}

/// Walks a schema node, applying the structural-schema rules of
/// apiextensions.k8s.io/v1 and collecting violations.
fn check_structural(node: &Value, path: &str, problems: &mut Vec<String>) {
    let Some(obj) = node.as_object() else {
        problems.push(format!("{path}: schema is not an object"));
        return;
    };
    for forbidden in [
        "$ref",
        "$schema",
        "definitions",
        "$defs",
        "anyOf",
        "oneOf",
        "allOf",
        "not",
        "additionalItems",
        "patternProperties",
        "dependencies",
        "const",
    ] {
        if obj.contains_key(forbidden) {
            problems.push(format!("{path}: {forbidden} is not allowed here"));
        }
    }
    let preserve = obj.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
    let int_or_string = obj.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
    match obj.get("type").and_then(Value::as_str) {
        Some("object" | "array" | "string" | "integer" | "number" | "boolean") => {}
        Some(other) => problems.push(format!("{path}: type {other:?} is not structural")),
        None if preserve || int_or_string => {}
        None => problems.push(format!("{path}: no type")),
    }
    if obj.contains_key("properties")
        && obj
            .get("additionalProperties")
            .is_some_and(|a| a != &Value::Bool(false))
    {
        problems.push(format!(
            "{path}: properties and additionalProperties together"
        ));
    }
    if obj.get("default") == Some(&Value::Null) && obj.get("nullable") != Some(&Value::Bool(true)) {
        problems.push(format!("{path}: default null on a non-nullable field"));
    }
    if let Some(keys) = obj.get("x-kubernetes-list-map-keys") {
        let items = &obj["items"];
        let required: Vec<&str> = items["required"]
            .as_array()
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for key in keys
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            if !required.contains(&key) {
                problems.push(format!(
                    "{path}: list-map key {key:?} is not required in the items"
                ));
            }
            if items["properties"][key]["type"] != "string"
                && items["properties"][key]["type"] != "integer"
            {
                problems.push(format!("{path}: list-map key {key:?} is not a scalar"));
            }
        }
        if obj.get("x-kubernetes-list-type").and_then(Value::as_str) != Some("map") {
            problems.push(format!(
                "{path}: list-map keys without x-kubernetes-list-type: map"
            ));
        }
    }
    if let Some(props) = obj.get("properties").and_then(Value::as_object) {
        for (k, v) in props {
            check_structural(v, &format!("{path}.{k}"), problems);
        }
    }
    if let Some(items) = obj.get("items") {
        if items.is_array() {
            problems.push(format!("{path}: items must be a single schema"));
        } else {
            check_structural(items, &format!("{path}[]"), problems);
        }
    }
    if let Some(extra) = obj.get("additionalProperties").filter(|a| a.is_object()) {
        check_structural(extra, &format!("{path}{{}}"), problems);
    }
}

#[test]
fn schemas_are_structural() {
    for (file, crd) in crds() {
        let schema = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
        let mut problems = Vec::new();
        check_structural(schema, "", &mut problems);
        let metadata = &schema["properties"]["metadata"];
        if let Some(props) = metadata.get("properties").and_then(Value::as_object) {
            for k in props.keys() {
                if k != "name" && k != "generateName" {
                    problems.push(format!(
                        ".metadata.{k}: only name and generateName may be specified"
                    ));
                }
            }
        }
        assert!(problems.is_empty(), "{file}:\n{}", problems.join("\n"));
    }
}

#[test]
fn the_only_free_form_field_is_tool_parameters() {
    for (file, crd) in crds() {
        let text = serde_json::to_string(&crd).unwrap();
        let count = text.matches("x-kubernetes-preserve-unknown-fields").count();
        let expected = usize::from(file == "actors.argus.dev.yaml");
        assert_eq!(count, expected, "{file}: unexpected free-form fields");
    }
}

fn collect_rules(node: &Value, path: &str, out: &mut Vec<(String, Value, String)>) {
    if let Some(rules) = node
        .get("x-kubernetes-validations")
        .and_then(Value::as_array)
    {
        for r in rules {
            out.push((
                path.to_string(),
                node.clone(),
                r["rule"].as_str().unwrap_or_default().to_string(),
            ));
        }
    }
    if let Some(props) = node.get("properties").and_then(Value::as_object) {
        for (k, v) in props {
            collect_rules(v, &format!("{path}.{k}"), out);
        }
    }
    if let Some(items) = node.get("items") {
        collect_rules(items, &format!("{path}[]"), out);
    }
}

#[test]
fn cel_rules_compile_and_fit_the_cost_budget() {
    let mut total = 0;
    for (file, crd) in crds() {
        let schema = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
        let mut rules = Vec::new();
        collect_rules(schema, "", &mut rules);
        for (path, node, rule) in rules {
            total += 1;
            let compiled = compile_schema(&node);
            let errors: Vec<String> = compiled
                .compilation_errors()
                .iter()
                .map(|e| e.to_string())
                .collect();
            assert!(errors.is_empty(), "{file} {path}: {errors:?}");
            let warnings = analyze_rule(&rule, &compiled, ScopeContext::CrdValidation);
            for w in warnings {
                // kube-cel's scope check also flags macro bindings such as `s` in
                // `self.states.filter(s, ...)`; those are not free variables.
                let bound = w
                    .message
                    .split('\'')
                    .nth(1)
                    .is_some_and(|var| rule.contains(&format!("({var},")));
                if matches!(w.kind, WarningKind::WrongScope) && bound {
                    continue;
                }
                assert!(
                    !matches!(w.kind, WarningKind::CostExceeded | WarningKind::WrongScope),
                    "{file} {path}: rule {rule:?}: {}",
                    w.message
                );
            }
        }
    }
    assert!(
        total >= 15,
        "expected the CEL rules of all four kinds, found {total}"
    );
}

#[test]
fn committed_crds_are_fresh() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../charts/argus/crds");
    for (file, crd) in argus_crds::crds() {
        let committed = std::fs::read_to_string(format!("{dir}/{file}")).unwrap_or_default();
        let fresh = crd_yaml(&crd).unwrap();
        assert!(
            committed == fresh,
            "charts/argus/crds/{file} is stale: run `make crds`"
        );
    }
}
