//! The operator's console router alone, for the browser tests: the real `ConsoleApi`
//! (TokenReview, SubjectAccessReview, reflector stores, namespace Redis) over plain HTTP
//! on loopback, against the API server at `--kube-url` (the tests' fake API server) and
//! one Redis at `--redis-url` that stands in for every namespace's `redis-argus`. It
//! listens only once its stores are filled, so a page never sees them half-empty.
//! Usage: `console_server --listen 127.0.0.1:PORT --kube-url http://… --redis-url redis://…`.

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context as _;
use argus_audit::ChainStore;
use argus_crds::Approval;
use argus_operator::{
    AuditApi, Authorizer, ChainSource, ClusterStores, ConsoleApi, SessionSource, TokenClients,
};
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{Namespace, Pod};
use kube::Api;
use kube::runtime::reflector::Store;
use kube::runtime::watcher;

/// One Redis for every namespace.
struct OneRedis(fred::prelude::Client);

#[async_trait::async_trait]
impl SessionSource for OneRedis {
    async fn redis(&self, _: &str) -> Result<fred::prelude::Client, String> {
        Ok(self.0.clone())
    }
}

#[async_trait::async_trait]
impl ChainSource for OneRedis {
    async fn chains(&self, _: &str) -> Result<ChainStore, String> {
        Ok(ChainStore::new(self.0.clone()))
    }
    async fn recorded_heads(
        &self,
        _: &str,
    ) -> std::collections::HashMap<String, argus_audit::Head> {
        Default::default()
    }
}

/// A reflector of `api` (the operator's own), its store filled before this returns.
async fn reflect<K>(api: Api<K>, config: watcher::Config) -> anyhow::Result<Store<K>>
where
    K: kube::Resource<DynamicType = ()>
        + Clone
        + std::fmt::Debug
        + serde::de::DeserializeOwned
        + Send
        + Sync
        + 'static,
{
    let (reader, task) = argus_operator::reflect(api, config);
    tokio::spawn(task);
    reader
        .wait_until_ready()
        .await
        .context("a reflector store never filled")?;
    Ok(reader)
}

fn flag(args: &[String], name: &str) -> anyhow::Result<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
        .with_context(|| format!("{name} is required (--listen, --kube-url, --redis-url)"))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let listen: SocketAddr = flag(&args, "--listen")?
        .parse()
        .context("--listen: not an address")?;
    let kube_url = flag(&args, "--kube-url")?;
    let redis_url = flag(&args, "--redis-url")?;
    let config = kube::Config::new(kube_url.parse().context("--kube-url: not a URL")?);
    let client = kube::Client::try_from(config.clone())?;
    let redis = {
        use fred::prelude::*;
        let c = Builder::from_config(Config::from_url(&redis_url)?).build()?;
        c.init().await.context("cannot reach --redis-url")?;
        c
    };
    let all = watcher::Config::default();
    let injected = watcher::Config::default().labels(&format!(
        "{}={}",
        argus_operator::LABEL_INJECTED,
        argus_operator::LABEL_INJECTED_VALUE
    ));
    let stores = ClusterStores {
        namespaces: reflect(Api::<Namespace>::all(client.clone()), all.clone()).await?,
        deployments: reflect(Api::<Deployment>::all(client.clone()), all.clone()).await?,
        stateful_sets: reflect(Api::<StatefulSet>::all(client.clone()), all.clone()).await?,
        pods: reflect(Api::<Pod>::all(client.clone()), injected).await?,
        approvals: reflect(Api::<Approval>::all(client.clone()), all).await?,
    };
    let one = Arc::new(OneRedis(redis));
    let (_stop, shutdown) = tokio::sync::watch::channel(false);
    let console = Arc::new(ConsoleApi {
        auth: Authorizer::new(client.clone()),
        audit: AuditApi {
            source: one.clone(),
        },
        client,
        as_user: Arc::new(TokenClients(config)),
        stores,
        sessions: one,
        shutdown: shutdown.clone(),
    });
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .with_context(|| format!("cannot listen on {listen}"))?;
    println!("console_server: listening on {}", listener.local_addr()?);
    argus_operator::serve(
        listener,
        None,
        move |req: http::Request<hyper::body::Incoming>| {
            let console = console.clone();
            async move {
                if argus_operator::console_owns(req.uri().path()) {
                    console.handle(req).await
                } else {
                    argus_operator::console_boxed(argus_operator::console_problem(
                        http::StatusCode::NOT_FOUND,
                        "only the console is served here (/console/)",
                    ))
                }
            }
        },
        shutdown,
    )
    .await;
    Ok(())
}
