//! `kubectl argus console`: the operator's web console on this machine. A small proxy on
//! a loopback port forwards the console's requests to the operator through the API
//! server's service proxy (or straight to `--operator-url`), adding the caller's own
//! bearer token, so the browser holds no credential and the operator sees the real user.
//! Like `kubectl proxy` it acts for whatever reaches its port: it listens on loopback
//! only, answers only its own Host names (no DNS rebinding) and refuses decisions
//! posted from another origin.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use anyhow::{Context as _, bail};
use bytes::Bytes;
use http::{HeaderValue, Method, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full, Limited, combinators::UnsyncBoxBody};
use hyper_util::rt::{TokioExecutor, TokioIo};
use k8s_openapi::api::core::v1::Service;

use crate::operator_api::{self, OperatorArgs};

type BoxError = Box<dyn std::error::Error + Send + Sync>;
type ProxyBody = UnsyncBoxBody<Bytes, BoxError>;

/// Largest request body forwarded (decisions carry a comment).
const MAX_REQUEST: usize = 64 * 1024;

/// `kubectl argus console`.
#[derive(clap::Args, Debug)]
pub struct ConsoleArgs {
    /// Local port to listen on (0: any free port).
    #[arg(long, env = "ARGUS_CONSOLE_PORT", default_value_t = 0)]
    pub port: u16,
    /// Print the URL but do not open a browser.
    #[arg(long)]
    pub no_open: bool,
    /// Namespace the console opens on.
    #[arg(long, short = 'n')]
    pub namespace: Option<String>,
    #[command(flatten)]
    pub operator: OperatorArgs,
}

/// Where requests go.
enum Upstream {
    /// The API server's service proxy, with the kubeconfig's client.
    ServiceProxy {
        client: kube::Client,
        args: OperatorArgs,
    },
    /// The operator itself (`--operator-url`).
    Direct {
        client: hyper_util::client::legacy::Client<
            hyper_rustls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>,
            Full<Bytes>,
        >,
        base: String,
    },
}

struct Forwarder {
    upstream: Upstream,
    token: String,
    /// The Host values this proxy answers (`127.0.0.1:PORT`, `localhost:PORT`).
    hosts: [String; 2],
}

fn problem(status: StatusCode, message: &str) -> Response<ProxyBody> {
    let body = serde_json::json!({"error": {"message": message}}).to_string();
    let mut r = Response::new(
        Full::new(Bytes::from(body))
            .map_err(|e| match e {})
            .boxed_unsync(),
    );
    *r.status_mut() = status;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

impl Forwarder {
    fn own_origin(&self, origin: &str) -> bool {
        self.hosts.iter().any(|h| origin == format!("http://{h}"))
    }

    async fn handle<B>(&self, req: Request<B>) -> Response<ProxyBody>
    where
        B: hyper::body::Body<Data = Bytes>,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or_default();
        if !self.hosts.iter().any(|h| h == host) {
            return problem(
                StatusCode::FORBIDDEN,
                &format!(
                    "this console proxy answers only {} (Host {host:?})",
                    self.hosts.join(" and ")
                ),
            );
        }
        if req.method() != Method::GET && req.method() != Method::HEAD {
            let origin = req
                .headers()
                .get(header::ORIGIN)
                .and_then(|h| h.to_str().ok());
            if !origin.is_some_and(|o| self.own_origin(o)) {
                return problem(
                    StatusCode::FORBIDDEN,
                    "a decision must come from the console's own page (Origin)",
                );
            }
        }
        let path = req
            .uri()
            .path_and_query()
            .map(|p| p.as_str().to_string())
            .unwrap_or_else(|| "/".into());
        if path == "/" {
            let mut r = problem(StatusCode::TEMPORARY_REDIRECT, "see /console/");
            r.headers_mut()
                .insert(header::LOCATION, HeaderValue::from_static("/console/"));
            return r;
        }
        if !(path == "/console" || path.starts_with("/console/")) {
            return problem(
                StatusCode::NOT_FOUND,
                "this proxy serves only the console, at /console/",
            );
        }
        let method = req.method().clone();
        let content_type = req.headers().get(header::CONTENT_TYPE).cloned();
        let body = match Limited::new(req.into_body(), MAX_REQUEST).collect().await {
            Ok(b) => b.to_bytes(),
            Err(e) => {
                return problem(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    &format!("cannot read the request (at most {MAX_REQUEST} bytes): {e}"),
                );
            }
        };
        let mut out = Request::builder().method(method);
        if let Some(ct) = content_type {
            out = out.header(header::CONTENT_TYPE, ct);
        }
        let answer = match &self.upstream {
            Upstream::ServiceProxy { client, args } => {
                let req = out
                    .uri(operator_api::proxy_path(args, &path))
                    // The service proxy drops Authorization; the operator reads this one too.
                    .header("x-argus-authorization", format!("Bearer {}", self.token))
                    .body(kube::client::Body::from(body.to_vec()));
                match req {
                    Ok(req) => client
                        .send(req)
                        .await
                        .map(|r| r.map(|b| b.map_err(BoxError::from).boxed_unsync()))
                        .map_err(|e| e.to_string()),
                    Err(e) => Err(e.to_string()),
                }
            }
            Upstream::Direct { client, base } => {
                let req = out
                    .uri(format!("{}{path}", base.trim_end_matches('/')))
                    .header(header::AUTHORIZATION, format!("Bearer {}", self.token))
                    .body(Full::new(body));
                match req {
                    Ok(req) => client
                        .request(req)
                        .await
                        .map(|r| r.map(|b| b.map_err(BoxError::from).boxed_unsync()))
                        .map_err(|e| e.to_string()),
                    Err(e) => Err(e.to_string()),
                }
            }
        };
        match answer {
            Ok(mut r) => {
                // Hop-by-hop headers describe the upstream connection, not this one.
                for h in [
                    header::CONNECTION,
                    header::TRANSFER_ENCODING,
                    header::UPGRADE,
                    header::TE,
                    header::TRAILER,
                ] {
                    r.headers_mut().remove(h);
                }
                r.headers_mut().remove("keep-alive");
                r
            }
            Err(e) => problem(
                StatusCode::BAD_GATEWAY,
                &format!("cannot reach the Argus operator: {e}"),
            ),
        }
    }
}

/// Checks that the operator's Service exists, with a message saying what to do if not.
async fn find_operator(client: &kube::Client, args: &OperatorArgs) -> anyhow::Result<()> {
    let api: kube::Api<Service> = kube::Api::namespaced(client.clone(), &args.operator_namespace);
    match api.get_opt(&args.operator_service).await {
        Ok(Some(_)) => Ok(()),
        Ok(None) => bail!(
            "the Argus operator was not found: no Service {}/{} (is Argus installed? `helm install argus charts/argus -n {}`; or name it with --operator-namespace / --operator-service, or reach it with --operator-url)",
            args.operator_namespace,
            args.operator_service,
            args.operator_namespace
        ),
        Err(kube::Error::Api(s)) if s.code == 403 => bail!(
            "cannot look for the Argus operator: you may not get Service {}/{} ({})",
            args.operator_namespace,
            args.operator_service,
            s.message
        ),
        Err(e) => Err(e).with_context(|| {
            format!(
                "cannot look for the Argus operator's Service {}/{}",
                args.operator_namespace, args.operator_service
            )
        }),
    }
}

/// The URL the browser opens.
fn console_url(addr: SocketAddr, namespace: Option<&str>) -> String {
    let query: String = namespace
        .map(|ns| {
            form_urlencoded::Serializer::new(String::new())
                .append_pair("namespace", ns)
                .finish()
        })
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    format!("http://{addr}/console/{query}")
}

/// Serves the forwarder on `listener` until `stop` resolves.
async fn serve(
    listener: tokio::net::TcpListener,
    forwarder: Arc<Forwarder>,
    stop: impl std::future::Future<Output = ()>,
) {
    tokio::pin!(stop);
    loop {
        let (stream, _) = tokio::select! {
            a = listener.accept() => match a {
                Ok(a) => a,
                Err(e) => {
                    eprintln!("accept failed: {e}");
                    continue;
                }
            },
            () = &mut stop => return,
        };
        let _ = stream.set_nodelay(true);
        let forwarder = forwarder.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |req| {
                let forwarder = forwarder.clone();
                async move { Ok::<_, std::convert::Infallible>(forwarder.handle(req).await) }
            });
            let _ = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

fn open_browser(url: &str) -> std::io::Result<()> {
    let mut cmd = if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else if cfg!(windows) {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else {
        std::process::Command::new("xdg-open")
    };
    cmd.arg(url)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map(|_| ())
}

pub async fn run(args: ConsoleArgs) -> anyhow::Result<()> {
    let token = operator_api::token(&args.operator).await?;
    let upstream = match &args.operator.operator_url {
        Some(base) => Upstream::Direct {
            client: operator_api::https_client(args.operator.operator_ca.as_deref())?,
            base: base.clone(),
        },
        None => {
            let client = crate::client::kube_client()
                .await
                .context("cannot load the kubeconfig (or pass --operator-url)")?;
            find_operator(&client, &args.operator).await?;
            Upstream::ServiceProxy {
                client,
                args: args.operator.clone(),
            }
        }
    };
    let listener =
        tokio::net::TcpListener::bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), args.port))
            .await
            .with_context(|| format!("cannot listen on 127.0.0.1:{}", args.port))?;
    let addr = listener.local_addr()?;
    let forwarder = Arc::new(Forwarder {
        upstream,
        token,
        hosts: [addr.to_string(), format!("localhost:{}", addr.port())],
    });
    let url = console_url(addr, args.namespace.as_deref());
    println!("Argus console: {url}");
    println!("(forwarding to the operator as you; press Ctrl-C to stop)");
    if !args.no_open
        && let Err(e) = open_browser(&url)
    {
        eprintln!("could not open a browser ({e}): open the URL above");
    }
    serve(listener, forwarder, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await;
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use kube::client::Body;

    type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;

    fn args() -> OperatorArgs {
        OperatorArgs {
            operator_url: None,
            operator_ca: None,
            operator_namespace: "argus-system".into(),
            operator_service: "argus-operator".into(),
            token: Some("jo-token".into()),
        }
    }

    async fn proxy() -> (SocketAddr, Handle, tokio::sync::oneshot::Sender<()>) {
        let (service, handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let forwarder = Arc::new(Forwarder {
            upstream: Upstream::ServiceProxy {
                client: kube::Client::new(service, "default"),
                args: args(),
            },
            token: "jo-token".into(),
            hosts: [addr.to_string(), format!("localhost:{}", addr.port())],
        });
        let (tx, rx) = tokio::sync::oneshot::channel();
        tokio::spawn(serve(listener, forwarder, async {
            let _ = rx.await;
        }));
        (addr, handle, tx)
    }

    async fn send(
        addr: SocketAddr,
        method: Method,
        path: &str,
        host: &str,
        origin: Option<&str>,
    ) -> (StatusCode, String) {
        let client: hyper_util::client::legacy::Client<_, Full<Bytes>> =
            hyper_util::client::legacy::Client::builder(TokioExecutor::new()).build_http();
        let mut req = Request::builder()
            .method(method)
            .uri(format!("http://{addr}{path}"))
            .header(header::HOST, host)
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(o) = origin {
            req = req.header(header::ORIGIN, o);
        }
        let resp = client
            .request(
                req.body(Full::new(Bytes::from_static(b"{\"comment\":\"ok\"}")))
                    .unwrap(),
            )
            .await
            .unwrap();
        let status = resp.status();
        let body = resp.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    #[tokio::test]
    async fn console_requests_go_through_the_service_proxy_with_the_callers_token() {
        let (addr, mut handle, _stop) = proxy().await;
        let server = tokio::spawn(async move {
            let (req, send) = handle.next_request().await.unwrap();
            let seen = (
                req.method().clone(),
                req.uri().to_string(),
                req.headers()
                    .get("x-argus-authorization")
                    .map(|v| v.to_str().unwrap().to_string()),
            );
            send.send_response(
                Response::builder()
                    .status(200)
                    .body(Body::from(b"{\"mode\":\"cluster\"}".to_vec()))
                    .unwrap(),
            );
            seen
        });
        let (status, body) = send(
            addr,
            Method::GET,
            "/console/api/overview",
            &addr.to_string(),
            None,
        )
        .await;
        assert_eq!(
            (status, body.as_str()),
            (StatusCode::OK, "{\"mode\":\"cluster\"}")
        );
        let (method, uri, auth) = server.await.unwrap();
        assert_eq!(method, Method::GET);
        assert_eq!(
            uri,
            "/api/v1/namespaces/argus-system/services/https:argus-operator:443/proxy/console/api/overview"
        );
        assert_eq!(auth.as_deref(), Some("Bearer jo-token"));
    }

    #[tokio::test]
    async fn foreign_hosts_origins_and_paths_are_refused_without_forwarding() {
        // The mock would answer nothing: a forwarded request would hang, not be refused.
        let (addr, _handle, _stop) = proxy().await;
        let own = addr.to_string();
        let (status, body) = send(addr, Method::GET, "/console/", "evil.example:80", None).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert!(body.contains("answers only"), "{body}");
        let path = "/console/api/namespaces/shop/approvals/apr-1/approve";
        let (status, body) =
            send(addr, Method::POST, path, &own, Some("http://evil.example")).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert!(body.contains("own page"), "{body}");
        let (status, _) = send(addr, Method::POST, path, &own, None).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, body) = send(
            addr,
            Method::GET,
            "/api/v1/namespaces/shop/audit",
            &own,
            None,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    }

    #[tokio::test]
    async fn a_missing_operator_is_a_clear_error() {
        let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
        let client = kube::Client::new(service, "default");
        let server = tokio::spawn(async move {
            let (req, send) = handle.next_request().await.unwrap();
            let path = req.uri().path().to_string();
            send.send_response(
                Response::builder()
                    .status(404)
                    .body(Body::from(
                        serde_json::to_vec(&serde_json::json!({
                            "kind": "Status", "apiVersion": "v1", "status": "Failure",
                            "message": "services \"argus-operator\" not found", "reason": "NotFound", "code": 404
                        }))
                        .unwrap(),
                    ))
                    .unwrap(),
            );
            path
        });
        let e = find_operator(&client, &args())
            .await
            .unwrap_err()
            .to_string();
        assert!(e.contains("the Argus operator was not found"), "{e}");
        assert!(e.contains("argus-system/argus-operator"), "{e}");
        assert_eq!(
            server.await.unwrap(),
            "/api/v1/namespaces/argus-system/services/argus-operator"
        );
    }

    #[test]
    fn the_url_names_the_namespace() {
        let addr: SocketAddr = "127.0.0.1:8765".parse().unwrap();
        assert_eq!(console_url(addr, None), "http://127.0.0.1:8765/console/");
        assert_eq!(
            console_url(addr, Some("shop")),
            "http://127.0.0.1:8765/console/?namespace=shop"
        );
    }
}
