#![allow(clippy::unwrap_used)]
//! The webhook against real AdmissionReview bodies: each fixture's response (with the
//! patch decoded) must equal its golden file. `UPDATE_GOLDEN=1` rewrites the goldens.

use std::collections::BTreeMap;
use std::path::PathBuf;

use argus_operator::{
    CredentialEnv, Enrolment, ImageSettings, InjectionSettings, InjectionTarget, MutationContext,
    ReviewResult, SkipReason, WorkloadProfile, review_pod,
};
use k8s_openapi::api::core::v1::ResourceRequirements;
use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
use pretty_assertions::assert_eq;
use serde_json::Value;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/admission")
}

fn resources(cpu: &str, mem: &str, mem_limit: &str) -> ResourceRequirements {
    ResourceRequirements {
        requests: Some(BTreeMap::from([
            ("cpu".to_string(), Quantity(cpu.to_string())),
            ("memory".to_string(), Quantity(mem.to_string())),
        ])),
        limits: Some(BTreeMap::from([(
            "memory".to_string(),
            Quantity(mem_limit.to_string()),
        )])),
        ..ResourceRequirements::default()
    }
}

fn settings(native: bool) -> InjectionSettings {
    InjectionSettings {
        version: "0.1.0".to_string(),
        sidecar: ImageSettings {
            image: "ghcr.io/argus-dev/argus-sidecar:0.1.0".to_string(),
            resources: resources("50m", "64Mi", "256Mi"),
        },
        embedder: ImageSettings {
            image: "ghcr.io/argus-dev/argus-embedder:0.1.0".to_string(),
            resources: resources("100m", "192Mi", "512Mi"),
        },
        image_pull_policy: "IfNotPresent".to_string(),
        native_sidecars: native,
        embedder_injection_multilingual: true,
        operator_namespace: "argus-system".to_string(),
    }
}

fn store_password() -> CredentialEnv {
    CredentialEnv {
        env: "ARGUS_REDIS_PASSWORD".to_string(),
        secret_name: "redis-argus".to_string(),
        key: "password".to_string(),
    }
}

fn profile(target: &InjectionTarget) -> Option<WorkloadProfile> {
    (target.namespace == "agents" && target.config_map == "argus-deployment-support-agent").then(
        || WorkloadProfile {
            credentials: vec![
                CredentialEnv {
                    env: "ARGUS_CREDENTIAL_ANTHROPIC".to_string(),
                    secret_name: "llm-credentials".to_string(),
                    key: "anthropic-api-key".to_string(),
                },
                CredentialEnv {
                    env: "ARGUS_CREDENTIAL_OPENAI".to_string(),
                    secret_name: "llm-credentials".to_string(),
                    key: "openai-api-key".to_string(),
                },
                store_password(),
            ],
            fail_closed: false,
            embedder_env: BTreeMap::from([
                (
                    "ARGUS_REDIS_URL".to_string(),
                    "redis://redis-argus.agents.svc:6379".to_string(),
                ),
                ("ARGUS_LOOP_THRESHOLD".to_string(), "0.95".to_string()),
            ]),
            embedder_credentials: vec![store_password()],
        },
    )
}

/// Reviews `body` and returns the response as JSON with the patch decoded, plus the result.
fn respond(body: &[u8], native: bool, fail_closed: bool) -> (Value, ReviewResult) {
    respond_enrolled(body, native, fail_closed, Enrolment::NotOptedIn)
}

/// [`respond`] for a pod whose workload the server resolved as `enrolment`.
fn respond_enrolled(
    body: &[u8],
    native: bool,
    fail_closed: bool,
    enrolment: Enrolment,
) -> (Value, ReviewResult) {
    review_with(body, &settings(native), fail_closed, enrolment)
}

/// [`respond_enrolled`] with the cluster-wide `settings` given.
fn review_with(
    body: &[u8],
    settings: &InjectionSettings,
    fail_closed: bool,
    enrolment: Enrolment,
) -> (Value, ReviewResult) {
    let ctx = MutationContext {
        settings,
        fail_closed,
        profiles: &profile,
        enrolment: &|_, _| enrolment.clone(),
    };
    let outcome = review_pod(body, &ctx);
    let mut json = serde_json::to_value(&outcome.review).unwrap();
    if let Some(patch) = json.pointer_mut("/response/patch") {
        let bytes: Vec<u8> = serde_json::from_value(patch.clone()).unwrap();
        *patch = serde_json::from_slice(&bytes).unwrap();
    }
    (json, outcome.result)
}

fn check_golden(fixture: &str, golden: &str, native: bool) -> (Value, ReviewResult) {
    let body = std::fs::read(fixtures().join(fixture)).unwrap();
    let (actual, result) = respond(&body, native, false);
    let path = fixtures().join(golden);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let text = serde_json::to_string_pretty(&actual).unwrap() + "\n";
        std::fs::write(&path, text).unwrap();
    }
    let expected: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(
        actual, expected,
        "{golden} differs (UPDATE_GOLDEN=1 rewrites it)"
    );
    (actual, result)
}

fn fixture_pod(fixture: &str) -> (Value, Value) {
    let body: Value =
        serde_json::from_slice(&std::fs::read(fixtures().join(fixture)).unwrap()).unwrap();
    let pod = body.pointer("/request/object").unwrap().clone();
    (body, pod)
}

fn apply(pod: &Value, response: &Value) -> Value {
    let patch: json_patch::Patch =
        serde_json::from_value(response.pointer("/response/patch").unwrap().clone()).unwrap();
    let mut pod = pod.clone();
    json_patch::patch(&mut pod, &patch).unwrap();
    pod
}

fn env_of(pod: &Value, container: usize) -> BTreeMap<String, Value> {
    pod.pointer(&format!("/spec/containers/{container}/env"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|e| (e["name"].as_str().unwrap().to_string(), e.clone()))
        .collect()
}

#[test]
fn plain_pod_gets_native_sidecars() {
    let (response, result) = check_golden("plain-pod.json", "plain-pod.golden.json", true);
    assert_eq!(result, ReviewResult::Injected);
    assert_eq!(response["response"]["allowed"], true);

    let (_, pod) = fixture_pod("plain-pod.json");
    let injected = apply(&pod, &response);
    let init = injected["spec"]["initContainers"].as_array().unwrap();
    let names: Vec<&str> = init.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["argus-embedder", "argus-sidecar"]);
    assert!(init.iter().all(|c| c["restartPolicy"] == "Always"));
    assert_eq!(injected["spec"]["containers"].as_array().unwrap().len(), 1);
    assert_eq!(
        injected["metadata"]["annotations"]["argus.dev/injected"],
        "0.1.0"
    );

    // Selectable as injected: the store's NetworkPolicy admits pods with this label.
    assert_eq!(injected["metadata"]["labels"]["argus.dev/injected"], "true");
    assert_eq!(injected["metadata"]["labels"]["app"], "support-agent");

    // LLM credentials reach the sidecar only, the store password the sidecar and the
    // embedder only, all by Secret reference.
    let secret_refs = |c: &Value| -> Vec<String> {
        c["env"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e.pointer("/valueFrom/secretKeyRef").is_some())
            .map(|e| e["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        secret_refs(&init[1]),
        [
            "ARGUS_CREDENTIAL_ANTHROPIC",
            "ARGUS_CREDENTIAL_OPENAI",
            "ARGUS_REDIS_PASSWORD"
        ]
    );
    assert_eq!(secret_refs(&init[0]), ["ARGUS_REDIS_PASSWORD"]);
    let app_env = env_of(&injected, 0);
    assert!(app_env.values().all(|e| e.get("valueFrom").is_none()));
    assert!(!app_env.contains_key("ARGUS_REDIS_PASSWORD"));
    // An SDK built from the environment alone finds a key; the sidecar ignores it.
    for key in ["OPENAI_API_KEY", "ANTHROPIC_API_KEY"] {
        assert_eq!(app_env[key]["value"], argus_operator::STAND_IN_API_KEY);
    }
    assert_eq!(
        app_env["OPENAI_BASE_URL"]["value"],
        "http://127.0.0.1:4000/v1"
    );
    assert_eq!(
        app_env["OPENAI_API_BASE"]["value"],
        "http://127.0.0.1:4000/v1"
    );
    assert_eq!(
        app_env["ANTHROPIC_BASE_URL"]["value"],
        "http://127.0.0.1:4000"
    );
    assert_eq!(
        app_env["ARGUS_MCP_URL"]["value"],
        "http://127.0.0.1:4000/mcp"
    );

    for c in init {
        let sc = &c["securityContext"];
        assert_eq!(sc["runAsNonRoot"], true);
        assert_eq!(sc["readOnlyRootFilesystem"], true);
        assert_eq!(sc["allowPrivilegeEscalation"], false);
        assert_eq!(sc["capabilities"]["drop"], serde_json::json!(["ALL"]));
        assert_eq!(sc["seccompProfile"]["type"], "RuntimeDefault");
    }
    assert_eq!(init[0]["readinessProbe"]["httpGet"]["port"], 4002);
    // The embedder is configured by environment and mounts only the socket directory.
    let embedder_env: Vec<&str> = init[0]["env"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert!(embedder_env.contains(&"ARGUS_REDIS_URL"));
    assert!(embedder_env.contains(&"ARGUS_EMBEDDER_SOCKET"));
    assert!(init[0].get("args").is_none());
    // The spec alone says where the model, tokenizer and runtime are.
    let embedder_value = |name: &str| {
        init[0]["env"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["name"] == name)
            .unwrap_or_else(|| panic!("embedder lacks {name}"))["value"]
            .clone()
    };
    assert_eq!(
        embedder_value("ARGUS_MODEL_PATH"),
        "/opt/argus/models/model.onnx"
    );
    assert_eq!(
        embedder_value("ARGUS_TOKENIZER_PATH"),
        "/opt/argus/models/tokenizer.json"
    );
    assert_eq!(
        embedder_value("ORT_DYLIB_PATH"),
        "/opt/argus/lib/libonnxruntime.so.1.31.1"
    );
    // No telemetry uploader: an injected pod reaches only what its config names.
    assert_eq!(embedder_value("ORT_DISABLE_TELEMETRY"), "1");
    // The app starts once loop detection works, not merely once the process runs.
    assert_eq!(init[0]["startupProbe"]["httpGet"]["path"], "/startupz");
    assert_eq!(init[1]["startupProbe"]["httpGet"]["path"], "/healthz");
    assert_eq!(init[0]["volumeMounts"].as_array().unwrap().len(), 1);
    assert_eq!(
        init[1]["args"],
        serde_json::json!(["serve", "--config", "/etc/argus/config.yaml"])
    );
    assert_eq!(init[1]["readinessProbe"]["httpGet"]["port"], 4001);
}

/// The embedder's multilingual injection encoder is on by default, cluster-wide: off, every
/// injected embedder gets `ARGUS_INJECTION_MULTILINGUAL=false`; on (the default, as in the
/// goldens) the variable is absent everywhere and the patch is the one from before the
/// switch existed, so pods injected with it on keep their spec.
#[test]
fn the_multilingual_encoder_is_switched_off_in_the_embedder_only_when_turned_off() {
    const VAR: &str = "ARGUS_INJECTION_MULTILINGUAL";
    let body = std::fs::read(fixtures().join("plain-pod.json")).unwrap();
    let (_, pod) = fixture_pod("plain-pod.json");
    for native in [true, false] {
        let on = settings(native);
        assert!(on.embedder_injection_multilingual);
        let off = InjectionSettings {
            embedder_injection_multilingual: false,
            ..settings(native)
        };
        let (off_response, result) = review_with(&body, &off, false, Enrolment::NotOptedIn);
        assert_eq!(result, ReviewResult::Injected);
        let (on_response, result) = review_with(&body, &on, false, Enrolment::NotOptedIn);
        assert_eq!(result, ReviewResult::Injected);
        let mut injected_off = apply(&pod, &off_response);
        let injected_on = apply(&pod, &on_response);

        // On: in no container, not even as "true".
        assert!(
            !serde_json::to_string(&injected_on).unwrap().contains(VAR),
            "native={native}"
        );

        // Off: once, in the embedder only, as a plain value.
        let list = if native {
            "initContainers"
        } else {
            "containers"
        };
        let containers = injected_off["spec"][list].as_array_mut().unwrap();
        let mut seen = Vec::new();
        for c in containers.iter_mut() {
            let name = c["name"].as_str().unwrap().to_string();
            let Some(env) = c.get_mut("env").and_then(Value::as_array_mut) else {
                continue;
            };
            for e in env.iter().filter(|e| e["name"] == VAR) {
                assert_eq!(e["value"], "false", "native={native}");
                assert!(e.get("valueFrom").is_none());
                seen.push(name.clone());
            }
            env.retain(|e| e["name"] != VAR);
        }
        assert_eq!(seen, ["argus-embedder"], "native={native}");
        // Nothing else differs.
        assert_eq!(injected_on, injected_off, "native={native}");
    }
}

#[test]
fn injecting_twice_changes_nothing() {
    let (response, _) = respond(
        &std::fs::read(fixtures().join("plain-pod.json")).unwrap(),
        true,
        false,
    );
    let (mut body, pod) = fixture_pod("plain-pod.json");
    let injected = apply(&pod, &response);
    *body.pointer_mut("/request/object").unwrap() = injected;
    let (again, result) = respond(&serde_json::to_vec(&body).unwrap(), true, false);
    assert_eq!(
        result,
        ReviewResult::Skipped(argus_operator::SkipReason::AlreadyInjected)
    );
    assert!(again.pointer("/response/patch").is_none());
}

#[test]
fn plain_containers_for_older_clusters() {
    let (response, result) = check_golden(
        "plain-pod.json",
        "plain-pod.plain-containers.golden.json",
        false,
    );
    assert_eq!(result, ReviewResult::Injected);
    let (_, pod) = fixture_pod("plain-pod.json");
    let injected = apply(&pod, &response);
    assert!(injected["spec"].get("initContainers").is_none());
    let names: Vec<&str> = injected["spec"]["containers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["agent", "argus-embedder", "argus-sidecar"]);
    assert!(
        injected["spec"]["containers"][1]
            .get("restartPolicy")
            .is_none()
    );
    // The sidecars themselves do not get the proxy variables.
    assert!(!env_of(&injected, 2).contains_key("OPENAI_BASE_URL"));
}

#[test]
fn already_injected_pod_is_left_alone() {
    let (response, result) = check_golden(
        "already-injected-pod.json",
        "already-injected-pod.golden.json",
        true,
    );
    assert_eq!(
        result,
        ReviewResult::Skipped(argus_operator::SkipReason::AlreadyInjected)
    );
    assert!(response.pointer("/response/patch").is_none());
}

#[test]
fn opted_out_pod_is_left_alone() {
    let (response, result) = check_golden("opted-out-pod.json", "opted-out-pod.golden.json", true);
    assert_eq!(
        result,
        ReviewResult::Skipped(argus_operator::SkipReason::OptedOut)
    );
    assert_eq!(response["response"]["allowed"], true);
    assert!(response.pointer("/response/patch").is_none());
}

#[test]
fn pod_of_a_workload_that_does_not_opt_in_is_left_alone() {
    let (_, result) = check_golden("unbound-pod.json", "unbound-pod.golden.json", true);
    assert_eq!(result, ReviewResult::Skipped(SkipReason::NotOptedIn));
}

fn opted_in(config_map: &str) -> Enrolment {
    Enrolment::OptedIn {
        workload: "Deployment agents/support-agent".to_string(),
        config_map: config_map.to_string(),
    }
}

/// Issue 27: the first pod of a freshly annotated Deployment (the ReplicaSet's pod,
/// before the operator stamped the template) must not start without its sidecars. It is
/// refused even once the config exists: injected from it, a pod of the unstamped
/// template would outlive an opt-out (which brings that template back).
#[test]
fn first_pod_of_an_opted_in_workload_is_refused_until_the_operator_has_bound_it() {
    let body = std::fs::read(fixtures().join("unbound-pod.json")).unwrap();
    for (fail_closed, config_map) in [
        (false, "argus-deployment-not-rendered-yet"),
        (true, "argus-deployment-not-rendered-yet"),
        (false, "argus-deployment-support-agent"),
    ] {
        let (response, result) = respond_enrolled(&body, true, fail_closed, opted_in(config_map));
        assert_eq!(result, ReviewResult::Refused);
        assert_eq!(result.as_str(), "refused");
        assert_eq!(response["response"]["allowed"], false);
        assert_eq!(
            response["response"]["uid"],
            "7f1e2d3c-0006-4a5b-9c8d-000000000006"
        );
        assert!(response.pointer("/response/patch").is_none());
        let message = response["response"]["status"]["message"].as_str().unwrap();
        for part in [
            "Deployment agents/support-agent opts in",
            "the operator has not bound it yet",
            &format!("agents/{config_map}"),
            "must not run without its sidecars",
        ] {
            assert!(message.contains(part), "{part:?} not in {message:?}");
        }
    }
}

/// A pod annotated for injection that belongs to nothing Argus binds is refused with
/// the reason, not admitted bare.
#[test]
fn pod_annotated_for_injection_without_a_workload_is_refused() {
    let (mut body, _) = fixture_pod("unbound-pod.json");
    let meta = body.pointer_mut("/request/object/metadata").unwrap();
    meta["annotations"] = serde_json::json!({"argus.dev/inject": "true"});
    meta.as_object_mut().unwrap().remove("ownerReferences");
    let bytes = serde_json::to_vec(&body).unwrap();
    let (response, result) = respond_enrolled(&bytes, true, false, Enrolment::NoWorkload);
    assert_eq!(result, ReviewResult::Refused);
    let message = response["response"]["status"]["message"].as_str().unwrap();
    assert!(
        message.contains("belongs to no Deployment or StatefulSet"),
        "{message}"
    );
    // Without the annotation such a pod is none of Argus's business.
    let (plain, _) = fixture_pod("unbound-pod.json");
    let mut plain = plain;
    plain
        .pointer_mut("/request/object/metadata")
        .unwrap()
        .as_object_mut()
        .unwrap()
        .remove("ownerReferences");
    let (_, result) = respond_enrolled(
        &serde_json::to_vec(&plain).unwrap(),
        true,
        false,
        Enrolment::NoWorkload,
    );
    assert_eq!(result, ReviewResult::Skipped(SkipReason::NotOptedIn));
    // The same pod whose owner could not be read: refused too (it asks for injection).
    let (_, result) = respond_enrolled(
        &bytes,
        true,
        false,
        Enrolment::Unknown("timed out".to_string()),
    );
    assert_eq!(result, ReviewResult::Refused);
}

/// A workload that could not be read: the failure mode decides (the pod itself does
/// not ask for injection).
#[test]
fn unreadable_workload_follows_the_failure_mode() {
    let body = std::fs::read(fixtures().join("unbound-pod.json")).unwrap();
    let unknown = || Enrolment::Unknown("reading ReplicaSet x timed out".to_string());
    let (open, result) = respond_enrolled(&body, true, false, unknown());
    assert_eq!(result, ReviewResult::ErrorAllowed);
    assert!(
        open["response"]["warnings"][0]
            .as_str()
            .unwrap()
            .contains("timed out")
    );
    let (_, result) = respond_enrolled(&body, true, true, unknown());
    assert_eq!(result, ReviewResult::ErrorDenied);
}

#[test]
fn existing_env_is_kept() {
    let (response, result) = check_golden(
        "existing-env-pod.json",
        "existing-env-pod.golden.json",
        true,
    );
    assert_eq!(result, ReviewResult::Injected);
    let (_, pod) = fixture_pod("existing-env-pod.json");
    let injected = apply(&pod, &response);
    let agent = env_of(&injected, 0);
    assert_eq!(
        agent["OPENAI_BASE_URL"]["value"],
        "https://llm-gateway.internal/v1"
    );
    assert_eq!(agent["LOG_LEVEL"]["value"], "debug");
    assert_eq!(
        agent["OPENAI_API_BASE"]["value"],
        "http://127.0.0.1:4000/v1"
    );
    assert_eq!(agent.len(), 7);
    let worker = env_of(&injected, 1);
    assert_eq!(worker.len(), 6);
    // A key the container sets itself is kept.
    assert_eq!(
        worker["ANTHROPIC_API_KEY"]["valueFrom"]["secretKeyRef"]["name"],
        "team-keys"
    );
    assert_eq!(
        worker["OPENAI_API_KEY"]["value"],
        argus_operator::STAND_IN_API_KEY
    );
    // Sidecars go before the existing init container so that it can already use them.
    let names: Vec<&str> = injected["spec"]["initContainers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["argus-embedder", "argus-sidecar", "migrate"]);
}

#[test]
fn malformed_request_is_admitted_with_a_warning() {
    let (response, result) = check_golden(
        "malformed-request.json",
        "malformed-request.golden.json",
        true,
    );
    assert_eq!(result, ReviewResult::ErrorAllowed);
    assert_eq!(response["response"]["allowed"], true);
    assert_eq!(
        response["response"]["uid"],
        "7f1e2d3c-0005-4a5b-9c8d-000000000005"
    );
    assert!(
        response["response"]["warnings"][0]
            .as_str()
            .unwrap()
            .contains("not a valid Pod")
    );
}

#[test]
fn malformed_request_is_refused_when_failing_closed() {
    let body = std::fs::read(fixtures().join("malformed-request.json")).unwrap();
    let (response, result) = respond(&body, true, true);
    assert_eq!(result, ReviewResult::ErrorDenied);
    assert_eq!(response["response"]["allowed"], false);
}

#[test]
fn garbage_without_uid_is_invalid() {
    let (response, result) = respond(b"{not json", true, false);
    assert_eq!(result, ReviewResult::ErrorDenied);
    assert_eq!(response["response"]["allowed"], false);
}

/// A stamped pod whose rendered config is gone is refused whatever the failure mode:
/// admitted, it would run without its sidecars (issue 27).
#[test]
fn missing_profile_refuses_the_pod() {
    let (mut body, _) = fixture_pod("plain-pod.json");
    *body
        .pointer_mut("/request/object/metadata/annotations/argus.dev~1config")
        .unwrap() = Value::String("argus-deployment-unknown".to_string());
    let bytes = serde_json::to_vec(&body).unwrap();
    for fail_closed in [false, true] {
        let (response, result) = respond(&bytes, true, fail_closed);
        assert_eq!(result, ReviewResult::Refused);
        assert_eq!(response["response"]["allowed"], false);
        assert!(response.pointer("/response/patch").is_none());
        assert!(
            response["response"]["status"]["message"]
                .as_str()
                .unwrap()
                .contains("agents/argus-deployment-unknown does not exist")
        );
    }
}

#[test]
fn host_network_and_operator_namespace_are_skipped() {
    let (mut body, _) = fixture_pod("plain-pod.json");
    body["request"]["object"]["spec"]["hostNetwork"] = Value::Bool(true);
    let (_, result) = respond(&serde_json::to_vec(&body).unwrap(), true, false);
    assert_eq!(
        result,
        ReviewResult::Skipped(argus_operator::SkipReason::HostNetwork)
    );
    let (mut body, _) = fixture_pod("plain-pod.json");
    body["request"]["namespace"] = Value::String("argus-system".to_string());
    let (_, result) = respond(&serde_json::to_vec(&body).unwrap(), true, false);
    assert_eq!(
        result,
        ReviewResult::Skipped(argus_operator::SkipReason::OperatorNamespace)
    );
}

#[test]
fn updates_are_ignored() {
    let (mut body, _) = fixture_pod("plain-pod.json");
    body["request"]["operation"] = Value::String("UPDATE".to_string());
    let (response, result) = respond(&serde_json::to_vec(&body).unwrap(), true, false);
    assert_eq!(result, ReviewResult::Ignored);
    assert!(response.pointer("/response/patch").is_none());
}
