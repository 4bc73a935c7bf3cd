#![allow(clippy::unwrap_used)]
//! Webhook TLS against a mocked API server: the first start creates the Secret and
//! registers the CA in the MutatingWebhookConfiguration and the Approvals'
//! ValidatingWebhookConfiguration; a later pass with valid certificates writes nothing;
//! out of cluster each registration points at the URL of its own path.

use std::sync::Arc;
use std::time::Duration;

use argus_operator::{
    CertSync, ReloadingCertResolver, WebhookCertificates, WebhookClientConfig, certificates_secret,
};
use http::{Method, Request, Response};
use k8s_openapi::jiff::Timestamp;
use kube::Client;
use kube::client::Body;
use serde_json::{Value, json};
use tokio::task::JoinHandle;

type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;
/// An expected call: method, path and the answer (`None` echoes the request body).
type Expected = (Method, &'static str, Option<(u16, Value)>);

const SECRET: &str = "/api/v1/namespaces/argus-system/secrets/argus-webhook-tls";
const SECRETS: &str = "/api/v1/namespaces/argus-system/secrets";
const MWC: &str =
    "/apis/admissionregistration.k8s.io/v1/mutatingwebhookconfigurations/argus-operator";
const VWC: &str =
    "/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/argus-operator";

/// Serves the expected (method, path, answer) calls in order; `None` echoes the body.
fn verifier(mut handle: Handle, calls: Vec<Expected>) -> JoinHandle<Vec<Value>> {
    tokio::spawn(async move {
        let mut bodies = Vec::new();
        for (method, path, answer) in calls {
            let (request, send) =
                tokio::time::timeout(Duration::from_secs(5), handle.next_request())
                    .await
                    .unwrap_or_else(|_| panic!("timed out waiting for {method} {path}"))
                    .unwrap();
            assert_eq!(request.method(), method);
            assert_eq!(request.uri().path(), path);
            let bytes = request.into_body().collect_bytes().await.unwrap();
            let body: Value = if bytes.is_empty() {
                Value::Null
            } else {
                serde_json::from_slice(&bytes).unwrap()
            };
            let (code, answer) = answer.unwrap_or((200, body.clone()));
            send.send_response(
                Response::builder()
                    .status(code)
                    .body(Body::from(serde_json::to_vec(&answer).unwrap()))
                    .unwrap(),
            );
            bodies.push(body);
        }
        bodies
    })
}

fn not_found() -> Value {
    json!({"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404, "message": "not found"})
}

fn mwc(ca_bundle: Option<&str>) -> Value {
    let mut client_config = json!({"service": {"name": "argus-operator", "namespace": "argus-system", "path": "/mutate-pods", "port": 443}});
    if let Some(b) = ca_bundle {
        client_config["caBundle"] = Value::String(b.to_string());
    }
    json!({
        "apiVersion": "admissionregistration.k8s.io/v1",
        "kind": "MutatingWebhookConfiguration",
        "metadata": {"name": "argus-operator"},
        "webhooks": [{
            "name": "inject.argus.dev",
            "admissionReviewVersions": ["v1"],
            "sideEffects": "None",
            "clientConfig": client_config
        }]
    })
}

fn vwc(ca_bundle: Option<&str>) -> Value {
    let mut client_config = json!({"service": {"name": "argus-operator", "namespace": "argus-system", "path": "/validate-approvals", "port": 443}});
    if let Some(b) = ca_bundle {
        client_config["caBundle"] = Value::String(b.to_string());
    }
    json!({
        "apiVersion": "admissionregistration.k8s.io/v1",
        "kind": "ValidatingWebhookConfiguration",
        "metadata": {"name": "argus-operator"},
        "webhooks": [{
            "name": "approvals.argus.dev",
            "admissionReviewVersions": ["v1"],
            "sideEffects": "None",
            "clientConfig": client_config
        }]
    })
}

fn b64(s: &str) -> String {
    // The API's []byte encoding, via k8s-openapi's own ByteString.
    serde_json::to_value(k8s_openapi::ByteString(s.as_bytes().to_vec()))
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

fn sync(client: Client, url: Option<&str>) -> (CertSync, Arc<ReloadingCertResolver>) {
    let resolver = Arc::new(ReloadingCertResolver::default());
    (
        CertSync {
            client,
            namespace: "argus-system".to_string(),
            secret: "argus-webhook-tls".to_string(),
            names: vec!["argus-operator.argus-system.svc".to_string()],
            resolver: resolver.clone(),
            webhook: WebhookClientConfig {
                configuration: "argus-operator".to_string(),
                url: url.map(str::to_string),
            },
        },
        resolver,
    )
}

#[tokio::test]
async fn first_start_creates_the_secret_and_registers_the_ca() {
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (sync, resolver) = sync(Client::new(service, "default"), None);
    let server = verifier(
        handle,
        vec![
            (Method::GET, SECRET, Some((404, not_found()))),
            (Method::POST, SECRETS, None),
            (Method::GET, MWC, Some((200, mwc(None)))),
            (Method::PATCH, MWC, Some((200, mwc(Some(&b64("x")))))),
            (Method::GET, VWC, Some((200, vwc(None)))),
            (Method::PATCH, VWC, Some((200, vwc(Some(&b64("x")))))),
        ],
    );
    sync.sync_once().await.unwrap();
    let bodies = server.await.unwrap();
    assert!(resolver.is_loaded());
    let secret = &bodies[1];
    assert_eq!(secret["type"], "kubernetes.io/tls");
    for key in ["ca.crt", "ca.key", "tls.crt", "tls.key"] {
        assert!(secret["data"][key].is_string(), "{key} missing");
    }
    let patch = &bodies[3][0];
    assert_eq!(patch["op"], "replace");
    assert_eq!(patch["path"], "/webhooks/0/clientConfig");
    assert_eq!(patch["value"]["caBundle"], secret["data"]["ca.crt"]);
    assert_eq!(patch["value"]["service"]["path"], "/mutate-pods");
    // The Approval check is trusted with the same CA.
    let patch = &bodies[5][0];
    assert_eq!(patch["path"], "/webhooks/0/clientConfig");
    assert_eq!(patch["value"]["caBundle"], secret["data"]["ca.crt"]);
    assert_eq!(patch["value"]["service"]["path"], "/validate-approvals");
}

/// The Secret as stored (with a resourceVersion) for `certs`.
fn stored(certs: &WebhookCertificates, version: &str) -> Value {
    let mut secret = serde_json::to_value(certificates_secret(
        certs,
        "argus-webhook-tls",
        "argus-system",
    ))
    .unwrap();
    secret["metadata"]["resourceVersion"] = json!(version);
    secret
}

/// Both webhook configurations, already trusting `certs`' CA: read, not patched.
fn current_bundles(certs: &WebhookCertificates) -> [Expected; 2] {
    [
        (
            Method::GET,
            MWC,
            Some((200, mwc(Some(&b64(&certs.ca_cert))))),
        ),
        (
            Method::GET,
            VWC,
            Some((200, vwc(Some(&b64(&certs.ca_cert))))),
        ),
    ]
}

/// Runs one pass, failing on any call the verifier did not expect.
async fn pass_expecting(sync: &CertSync, server: JoinHandle<Vec<Value>>) -> Vec<Value> {
    tokio::time::timeout(Duration::from_secs(5), sync.sync_once())
        .await
        .expect("unexpected API call")
        .unwrap();
    server.await.unwrap()
}

/// Two replicas start together: this one's create loses the race (409), so it reads the
/// Secret the other wrote and uses it — no error, nothing overwritten.
#[tokio::test]
async fn a_lost_race_to_create_the_secret_uses_the_winners() {
    let names = vec!["argus-operator.argus-system.svc".to_string()];
    let theirs = WebhookCertificates::issue(&names, Timestamp::now()).unwrap();
    let conflict = json!({"kind": "Status", "apiVersion": "v1", "status": "Failure",
        "reason": "AlreadyExists", "code": 409,
        "message": "secrets \"argus-webhook-tls\" already exists"});
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (sync, resolver) = sync(Client::new(service, "default"), None);
    let server = verifier(
        handle,
        [
            (Method::GET, SECRET, Some((404, not_found()))),
            (Method::POST, SECRETS, Some((409, conflict))),
            (Method::GET, SECRET, Some((200, stored(&theirs, "7")))),
        ]
        .into_iter()
        .chain(current_bundles(&theirs))
        .collect(),
    );
    pass_expecting(&sync, server).await;
    assert!(resolver.is_loaded());
}

#[tokio::test]
async fn valid_certificates_and_current_bundle_write_nothing() {
    let names = vec!["argus-operator.argus-system.svc".to_string()];
    let certs = WebhookCertificates::issue(&names, Timestamp::now()).unwrap();
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (sync, resolver) = sync(Client::new(service, "default"), None);
    let server = verifier(
        handle,
        [(Method::GET, SECRET, Some((200, stored(&certs, "42"))))]
            .into_iter()
            .chain(current_bundles(&certs))
            .collect(),
    );
    pass_expecting(&sync, server).await;
    assert!(resolver.is_loaded());
}

#[tokio::test]
async fn expiring_certificate_is_rotated_with_optimistic_concurrency() {
    let names = vec!["argus-operator.argus-system.svc".to_string()];
    // Issued 340 days ago: inside the 30-day renewal window of the 365-day certificate.
    let issued = Timestamp::now() - k8s_openapi::jiff::SignedDuration::from_hours(24 * 340);
    let certs = WebhookCertificates::issue(&names, issued).unwrap();
    let mut secret = serde_json::to_value(certificates_secret(
        &certs,
        "argus-webhook-tls",
        "argus-system",
    ))
    .unwrap();
    secret["metadata"]["resourceVersion"] = json!("42");
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (sync, _) = sync(Client::new(service, "default"), None);
    let server = verifier(
        handle,
        vec![
            (Method::GET, SECRET, Some((200, secret))),
            (Method::PUT, SECRET, None),
            (
                Method::GET,
                MWC,
                Some((200, mwc(Some(&b64(&certs.ca_cert))))),
            ),
            (
                Method::GET,
                VWC,
                Some((200, vwc(Some(&b64(&certs.ca_cert))))),
            ),
        ],
    );
    sync.sync_once().await.unwrap();
    let bodies = server.await.unwrap();
    let replaced = &bodies[1];
    assert_eq!(replaced["metadata"]["resourceVersion"], "42");
    assert_ne!(
        replaced["data"]["tls.crt"].as_str().unwrap(),
        b64(&certs.cert)
    );
    // Same CA: the registered bundle stays valid, so no patch.
    assert_eq!(
        replaced["data"]["ca.crt"].as_str().unwrap(),
        b64(&certs.ca_cert)
    );
}

#[tokio::test]
async fn out_of_cluster_registration_points_at_the_url() {
    let names = vec!["argus-operator.argus-system.svc".to_string()];
    let certs = WebhookCertificates::issue(&names, Timestamp::now()).unwrap();
    let secret = serde_json::to_value(certificates_secret(
        &certs,
        "argus-webhook-tls",
        "argus-system",
    ))
    .unwrap();
    let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let (sync, _) = sync(
        Client::new(service, "default"),
        Some("https://10.0.0.7:8443/mutate-pods"),
    );
    let server = verifier(
        handle,
        vec![
            (Method::GET, SECRET, Some((200, secret))),
            (
                Method::GET,
                MWC,
                Some((200, mwc(Some(&b64(&certs.ca_cert))))),
            ),
            (Method::PATCH, MWC, Some((200, mwc(None)))),
            (
                Method::GET,
                VWC,
                Some((200, vwc(Some(&b64(&certs.ca_cert))))),
            ),
            (Method::PATCH, VWC, Some((200, vwc(None)))),
        ],
    );
    sync.sync_once().await.unwrap();
    let bodies = server.await.unwrap();
    let value = &bodies[2][0]["value"];
    assert_eq!(value["url"], "https://10.0.0.7:8443/mutate-pods");
    assert!(value.get("service").is_none());
    let value = &bodies[4][0]["value"];
    assert_eq!(value["url"], "https://10.0.0.7:8443/validate-approvals");
    assert!(value.get("service").is_none());
}
