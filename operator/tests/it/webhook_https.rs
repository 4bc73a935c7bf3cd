#![allow(clippy::unwrap_used)]
//! The webhook over real HTTPS on a loopback port: TLS with the operator's own CA,
//! the AdmissionReview round trip, and a rotated certificate served to new connections
//! without a restart.

use std::sync::Arc;

use argus_operator::{
    CertRotation, ImageSettings, InjectionSettings, Metrics, ReloadingCertResolver,
    WebhookCertificates, WebhookHandler, WorkloadProfile, reloading_server_config,
};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use k8s_openapi::api::core::v1::ConfigMap;
use k8s_openapi::jiff::Timestamp;
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use serde_json::Value;

fn handler() -> Arc<WebhookHandler> {
    let profile = WorkloadProfile::default();
    let cm: ConfigMap = serde_json::from_value(serde_json::json!({
        "metadata": {"name": "argus-deployment-support-agent", "namespace": "agents"},
        "data": {"injection.json": serde_json::to_string(&profile).unwrap()}
    }))
    .unwrap();
    let mut writer = Writer::new(());
    writer.apply_watcher_event(&watcher::Event::Apply(cm));
    Arc::new(WebhookHandler {
        settings: InjectionSettings {
            version: "0.1.0".to_string(),
            sidecar: ImageSettings {
                image: "sidecar:test".to_string(),
                resources: Default::default(),
            },
            embedder: ImageSettings {
                image: "embedder:test".to_string(),
                resources: Default::default(),
            },
            image_pull_policy: "IfNotPresent".to_string(),
            native_sidecars: true,
            embedder_injection_multilingual: true,
            operator_namespace: "argus-system".to_string(),
        },
        fail_closed: false,
        config_maps: writer.as_reader(),
        client: None,
        stores: None,
        metrics: Arc::new(Metrics::new()),
    })
}

fn connector(ca_pem: &str) -> tokio_rustls::TlsConnector {
    let mut roots = rustls::RootCertStore::empty();
    for c in CertificateDer::pem_slice_iter(ca_pem.as_bytes()) {
        roots.add(c.unwrap()).unwrap();
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_root_certificates(roots)
    .with_no_client_auth();
    tokio_rustls::TlsConnector::from(Arc::new(config))
}

/// POSTs `body` over a new TLS connection; returns the status, JSON body and served cert.
async fn post(
    addr: std::net::SocketAddr,
    ca_pem: &str,
    path: &str,
    body: Vec<u8>,
) -> (u16, Value, Vec<u8>) {
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let tls = connector(ca_pem)
        .connect(ServerName::try_from("localhost").unwrap(), tcp)
        .await
        .unwrap();
    let served = tls.get_ref().1.peer_certificates().unwrap()[0].to_vec();
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(tls))
        .await
        .unwrap();
    tokio::spawn(conn);
    let req = http::Request::post(path)
        .header(http::header::HOST, "localhost")
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(body)))
        .unwrap();
    let resp = sender.send_request(req).await.unwrap();
    let status = resp.status().as_u16();
    let bytes = resp.into_body().collect().await.unwrap().to_bytes();
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    (status, json, served)
}

#[tokio::test]
async fn admission_review_over_https_and_rotation_without_restart() {
    let names = vec!["localhost".to_string(), "127.0.0.1".to_string()];
    let certs = WebhookCertificates::issue(&names, Timestamp::now()).unwrap();
    let resolver = Arc::new(ReloadingCertResolver::default());
    resolver.set(&certs.cert, &certs.key).unwrap();
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(
        reloading_server_config(resolver.clone()).unwrap(),
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let h = handler();
    let server = tokio::spawn(argus_operator::serve(
        listener,
        Some(acceptor),
        move |req| h.clone().handle(req),
        stop_rx,
    ));

    let fixture = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/admission/plain-pod.json"
    ))
    .unwrap();
    let (status, review, served) =
        post(addr, &certs.ca_cert, "/mutate-pods", fixture.clone()).await;
    assert_eq!(status, 200);
    assert_eq!(review["kind"], "AdmissionReview");
    assert_eq!(review["response"]["allowed"], true);
    assert_eq!(review["response"]["patchType"], "JSONPatch");
    assert_eq!(
        review["response"]["uid"],
        "7f1e2d3c-0001-4a5b-9c8d-000000000001"
    );
    let first_cert: Vec<u8> = CertificateDer::from_pem_slice(certs.cert.as_bytes())
        .unwrap()
        .to_vec();
    assert_eq!(served, first_cert);

    let (status, _, _) = post(addr, &certs.ca_cert, "/other", fixture.clone()).await;
    assert_eq!(status, 404);

    // Rotate the serving certificate: the next connection gets the new one, same CA.
    let rotated = certs
        .rotate(CertRotation::Serving, &names, Timestamp::now())
        .unwrap();
    resolver.set(&rotated.cert, &rotated.key).unwrap();
    let (status, _, served) = post(addr, &rotated.ca_cert, "/mutate-pods", fixture).await;
    assert_eq!(status, 200);
    let new_cert: Vec<u8> = CertificateDer::from_pem_slice(rotated.cert.as_bytes())
        .unwrap()
        .to_vec();
    assert_eq!(served, new_cert);
    assert_ne!(served, first_cert);

    stop_tx.send(true).unwrap();
    server.await.unwrap();
}
