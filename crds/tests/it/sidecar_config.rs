//! The SidecarConfig file format.

#![allow(clippy::unwrap_used)] // test code: a panic is the failure report

use argus_crds::{
    Document, SidecarConfig, claim_bundle_schema, parse_documents, sidecar_config_schema,
};

fn parse(text: &str) -> Result<Document, String> {
    parse_documents(text)
        .map_err(|e| e.to_string())?
        .remove(0)
        .map_err(|e| e.to_string())
}

#[test]
fn fixture_parses_and_validates() {
    let Document::SidecarConfig(config) =
        parse(include_str!("../fixtures/sidecar-config.yaml")).unwrap()
    else {
        panic!("not a config")
    };
    assert_eq!(config.tenant(), "laptop");
    assert_eq!(config.listen.admin, "127.0.0.1:4001");
    assert_eq!(config.telemetry.service_name, "argus-sidecar");
    let problems = Document::SidecarConfig(config).validate();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn unknown_fields_and_versions_are_refused() {
    let err = parse(
        "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: x\nlisten: { proxi: x }\n",
    )
    .unwrap_err();
    assert!(err.contains("listen") && err.contains("proxi"), "{err}");
    let err =
        parse("apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: x\nsecret: s3cr3t\n")
            .unwrap_err();
    assert!(err.contains("unknown field `secret`"), "{err}");
}

#[test]
fn credentials_must_match_providers_and_never_be_inline() {
    let text = r#"
apiVersion: argus.dev/v1alpha1
kind: SidecarConfig
name: x
redis: { url: "redis://user:pw@redis:6379" }
credentials:
  ghost: { env: GHOST_KEY }
  both: { env: A, file: /b }
policy:
  name: p
  spec:
    providers:
      - { name: openai, kind: openai, credential: { secretKeyRef: { name: s, key: k } } }
"#;
    let problems = parse(text).unwrap().validate();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    for expected in [
        "redis.url: must not carry a password (use redis.password)",
        "credentials.ghost: no provider \"ghost\" in policy.spec.providers",
        "credentials.both: set either env or file, not both",
        "policy.spec.providers[0].credential: no credentials.openai entry says where the sidecar reads this key",
    ] {
        assert!(
            text.iter().any(|p| p == expected),
            "missing {expected:?} in {text:#?}"
        );
    }
}

#[test]
fn connection_bounds_default_sensibly_and_zero_is_refused() {
    let Document::SidecarConfig(config) =
        parse("apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: x\n").unwrap()
    else {
        panic!("not a config")
    };
    assert_eq!(config.listen.admin, "127.0.0.1:4001");
    assert_eq!(config.listen.max_connections, 1024);
    assert_eq!(config.listen.admin_max_connections, 64);
    assert_eq!(config.listen.header_read_timeout_seconds, 30);
    assert_eq!(config.listen.body_read_timeout_seconds, 60);
    assert_eq!(config.listen.idle_timeout_seconds, 60);
    assert_eq!(config.upstream.stream_idle_timeout_seconds, 120);
    let text = "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: x\n\
                listen: { adminMaxConnections: 0, bodyReadTimeoutSeconds: 0 }\n\
                upstream: { streamIdleTimeoutSeconds: 0 }\n";
    let problems: Vec<String> = parse(text)
        .unwrap()
        .validate()
        .iter()
        .map(ToString::to_string)
        .collect();
    for expected in [
        "listen.adminMaxConnections: must be at least 1",
        "listen.bodyReadTimeoutSeconds: must be at least 1",
        "upstream.streamIdleTimeoutSeconds: must be at least 1",
    ] {
        assert!(
            problems.iter().any(|p| p == expected),
            "missing {expected:?} in {problems:#?}"
        );
    }
}

#[test]
fn committed_schema_is_fresh() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../manifests/schema/sidecar-config.schema.json"
    );
    let committed = std::fs::read_to_string(path).expect("schema is committed");
    let fresh = serde_json::to_string_pretty(&sidecar_config_schema()).unwrap() + "\n";
    assert!(
        committed == fresh,
        "manifests/schema/sidecar-config.schema.json is stale: run `make crds`"
    );
    let _: SidecarConfig =
        serde_saphyr::from_str(include_str!("../fixtures/sidecar-config.yaml")).unwrap();
}

#[test]
fn committed_claim_bundle_schema_is_fresh() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../manifests/schema/claim-bundle.schema.json"
    );
    let committed = std::fs::read_to_string(path).expect("schema is committed");
    let fresh = serde_json::to_string_pretty(&claim_bundle_schema()).unwrap() + "\n";
    assert!(
        committed == fresh,
        "manifests/schema/claim-bundle.schema.json is stale: run `make crds`"
    );
}
