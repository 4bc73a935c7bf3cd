#![allow(clippy::unwrap_used)]
//! The chart's RBAC (as rendered into manifests/install.yaml) grants exactly the verbs
//! the code uses: nothing missing (the operator would fail) and nothing extra.

use std::collections::BTreeSet;

use argus_operator::{RBAC_PERMISSIONS, RbacScope};
use serde_json::Value;

type Grant = (RbacScope, String, String, String);

fn rendered() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../manifests/install.yaml");
    let text = std::fs::read_to_string(path).unwrap();
    text.split("\n---")
        .filter(|doc| doc.lines().any(|l| l.starts_with("kind:")))
        .map(|doc| serde_saphyr::from_str::<Value>(doc).unwrap())
        .collect()
}

fn grants(role: &Value, scope: RbacScope) -> BTreeSet<Grant> {
    let mut out = BTreeSet::new();
    for rule in role["rules"].as_array().unwrap() {
        for group in rule["apiGroups"].as_array().unwrap() {
            for resource in rule["resources"].as_array().unwrap() {
                for verb in rule["verbs"].as_array().unwrap() {
                    assert_ne!(verb, "*", "wildcard verb in {role}");
                    out.insert((
                        scope,
                        group.as_str().unwrap().to_string(),
                        resource.as_str().unwrap().to_string(),
                        verb.as_str().unwrap().to_string(),
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn chart_rbac_matches_the_code() {
    let docs = rendered();
    let find = |kind: &str| {
        docs.iter()
            .find(|d| d["kind"] == kind && d["metadata"]["name"] == "argus-operator")
            .unwrap_or_else(|| panic!("{kind} argus-operator not in install.yaml"))
    };
    let mut chart = grants(find("ClusterRole"), RbacScope::Cluster);
    chart.extend(grants(find("Role"), RbacScope::OperatorNamespace));
    let code: BTreeSet<Grant> = RBAC_PERMISSIONS
        .iter()
        .flat_map(|p| {
            p.verbs.iter().map(move |v| {
                (
                    p.scope,
                    p.group.to_string(),
                    p.resource.to_string(),
                    v.to_string(),
                )
            })
        })
        .collect();
    let missing: Vec<_> = code.difference(&chart).collect();
    let extra: Vec<_> = chart.difference(&code).collect();
    assert!(missing.is_empty(), "chart lacks {missing:?}");
    assert!(
        extra.is_empty(),
        "chart grants more than the code uses: {extra:?}"
    );
}

#[test]
fn webhook_registration_matches_the_contract() {
    let docs = rendered();
    let mwc = docs
        .iter()
        .find(|d| d["kind"] == "MutatingWebhookConfiguration")
        .unwrap();
    let hook = &mwc["webhooks"][0];
    assert_eq!(hook["clientConfig"]["service"]["path"], "/mutate-pods");
    assert_eq!(hook["failurePolicy"], "Ignore");
    assert_eq!(hook["sideEffects"], "None");
    assert_eq!(hook["admissionReviewVersions"][0], "v1");
    let excluded = &hook["namespaceSelector"]["matchExpressions"][0]["values"];
    assert!(
        excluded
            .as_array()
            .unwrap()
            .iter()
            .any(|v| v == "argus-system")
    );
    let deploy = docs
        .iter()
        .find(|d| d["kind"] == "Deployment" && d["metadata"]["name"] == "argus-operator")
        .unwrap();
    let ports: Vec<i64> = deploy["spec"]["template"]["spec"]["containers"][0]["ports"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["containerPort"].as_i64().unwrap())
        .collect();
    assert_eq!(ports, [8443, 8080]);
    // Every CRD of the API ships in install.yaml.
    let crds = docs
        .iter()
        .filter(|d| d["kind"] == "CustomResourceDefinition")
        .count();
    assert_eq!(crds, 5);
    // The Approval stamp: a mutating entry of its own path, writing fields only.
    let stamp = &mwc["webhooks"][1];
    assert_eq!(stamp["name"], "stamp.approvals.argus.dev");
    assert_eq!(
        stamp["clientConfig"]["service"]["path"],
        argus_crds::APPROVAL_MUTATE_PATH
    );
    assert_eq!(stamp["failurePolicy"], "Fail");
    assert_eq!(mwc["webhooks"].as_array().unwrap().len(), 2);
    // The Approval check: a ValidatingWebhookConfiguration, failing closed, on the
    // contract's path, for the object and its status alike.
    let vwc = docs
        .iter()
        .find(|d| d["kind"] == "ValidatingWebhookConfiguration")
        .expect("install.yaml has no ValidatingWebhookConfiguration for Approvals");
    assert_eq!(vwc["metadata"]["name"], mwc["metadata"]["name"]);
    let check = &vwc["webhooks"][0];
    assert_eq!(check["name"], "approvals.argus.dev");
    assert_eq!(
        check["clientConfig"]["service"]["path"],
        argus_crds::APPROVAL_WEBHOOK_PATH
    );
    assert_eq!(check["failurePolicy"], "Fail");
    assert_eq!(check["sideEffects"], "None");
    for hook in [stamp, check] {
        assert_eq!(
            hook["rules"][0]["resources"],
            serde_json::json!(["approvals", "approvals/status"])
        );
        assert_eq!(
            hook["rules"][0]["operations"],
            serde_json::json!(["CREATE", "UPDATE"])
        );
    }
}

/// Every variable the chart gives the operator (rendered with the defaults) is a flag of
/// `run` whose value parses, and the embedder's multilingual injection encoder is on.
#[test]
fn operator_environment_of_the_chart_parses_as_run_flags() {
    use clap::{ArgAction, Args, FromArgMatches};

    let docs = rendered();
    let deploy = docs
        .iter()
        .find(|d| d["kind"] == "Deployment" && d["metadata"]["name"] == "argus-operator")
        .unwrap();
    let env = deploy["spec"]["template"]["spec"]["containers"][0]["env"]
        .as_array()
        .unwrap();
    let command = argus_operator::RunArgs::augment_args(clap::Command::new("argus-operator"));
    let mut argv = vec!["argus-operator".to_string()];
    let mut set = BTreeSet::new();
    // Field references (namespace, pod name) are filled in by the kubelet.
    for e in env.iter().filter(|e| e.get("value").is_some()) {
        let (name, value) = (e["name"].as_str().unwrap(), e["value"].as_str().unwrap());
        let arg = command
            .get_arguments()
            .find(|a| a.get_env().is_some_and(|v| v == name))
            .unwrap_or_else(|| panic!("the chart sets {name}, which no flag of run reads"));
        let long = format!("--{}", arg.get_long().unwrap());
        // A plain switch reads "true"/"false" from its variable but takes no value.
        match arg.get_action() {
            ArgAction::SetTrue if value == "true" => argv.push(long),
            ArgAction::SetTrue => assert_eq!(value, "false", "{name}"),
            _ => argv.extend([long, value.to_string()]),
        }
        set.insert(name);
    }
    assert!(set.contains("ARGUS_EMBEDDER_INJECTION_MULTILINGUAL"));
    let matches = command.try_get_matches_from(&argv).unwrap();
    let args = argus_operator::RunArgs::from_arg_matches(&matches).unwrap();
    assert!(args.embedder_injection_multilingual);
    assert!(args.native_sidecars);
}
