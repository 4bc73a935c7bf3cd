//! `argus-operator run`: the controllers (on the leader), the webhook and the probes
//! (on every replica). Setup only; the behaviour lives in the library.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use anyhow::Context as _;
use argus_crds::{Actor, Approval, GateStack, Policy, Workflow};
use argus_operator::{
    ArgusKind, ArgusResource, Backoff, CertSync, Context, ControllerError, ImageSettings,
    InjectionSettings, LABEL_MANAGED_BY, LeaderElector, MANAGED_BY, Metrics, Readiness,
    RedisSettings, ReloadingCertResolver, RunArgs, Stores, WebhookClientConfig, WebhookHandler,
    Workload, handle_probe, reconcile_namespace_store, reconcile_resource, reconcile_workload,
    reflect, reloading_server_config,
};
use futures::StreamExt;
use k8s_openapi::api::apps::v1::{Deployment, StatefulSet};
use k8s_openapi::api::core::v1::{ConfigMap, Namespace, Pod, ResourceRequirements};
use kube::api::Api;
use kube::runtime::controller::{Action, Controller};
use kube::runtime::events::{Recorder, Reporter};
use kube::runtime::reflector::ObjectRef;
use kube::runtime::watcher;
use kube::{Client, Resource, ResourceExt};
use tokio::sync::watch;

fn resources(flag: &str, json: &str) -> anyhow::Result<ResourceRequirements> {
    serde_json::from_str(json)
        .with_context(|| format!("--{flag} is not valid ResourceRequirements JSON"))
}

fn init_logs(args: &RunArgs) -> anyhow::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_new(&args.log_level).context("--log-level")?;
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let result = if args.log_format == "json" {
        builder.json().flatten_event(true).try_init()
    } else {
        builder.try_init()
    };
    result.map_err(|e| anyhow::anyhow!("{e}"))
}

/// The cluster configuration (also the base of the console's per-user clients).
async fn cluster_config(args: &RunArgs) -> anyhow::Result<kube::Config> {
    Ok(match &args.kubeconfig {
        Some(path) => {
            let kubeconfig = kube::config::Kubeconfig::read_from(path)
                .with_context(|| format!("cannot read kubeconfig {}", path.display()))?;
            kube::Config::from_custom_kubeconfig(kubeconfig, &Default::default()).await?
        }
        None => kube::Config::infer().await?,
    })
}

fn shutdown_signal() -> watch::Receiver<bool> {
    let (tx, rx) = watch::channel(false);
    tokio::spawn(async move {
        let ctrl_c = tokio::signal::ctrl_c();
        #[cfg(unix)]
        let term = async {
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(mut s) => {
                    s.recv().await;
                }
                Err(_) => std::future::pending::<()>().await,
            }
        };
        #[cfg(not(unix))]
        let term = std::future::pending::<()>();
        tokio::select! {
            _ = ctrl_c => {}
            _ = term => {}
        }
        tracing::info!("shutting down");
        let _ = tx.send(true);
    });
    rx
}

async fn wait_for(mut rx: watch::Receiver<bool>) {
    while !*rx.borrow() {
        if rx.changed().await.is_err() {
            return;
        }
    }
}

/// Resources of kind `K` in `namespace` named by bound workloads there.
fn bound_of<K: ArgusResource>(stores: &Stores, namespace: &str) -> Vec<ObjectRef<K>> {
    let mut names: Vec<String> = stores
        .bound_workloads(namespace)
        .into_iter()
        .flat_map(|w| {
            w.refs
                .all(K::KIND)
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .map(|n| ObjectRef::new(&n).within(namespace))
        .collect()
}

/// The key under which an object's failures back off.
fn backoff_key<K: ResourceExt>(label: &str, obj: &K) -> String {
    format!(
        "{label}/{}/{}",
        obj.namespace().unwrap_or_default(),
        obj.name_any()
    )
}

/// Runs one reconcile, counting it and clearing the object's backoff when it succeeds.
async fn counted<K, Fut>(
    label: &'static str,
    obj: Arc<K>,
    ctx: Arc<Context>,
    reconcile: impl FnOnce(Arc<K>, Arc<Context>) -> Fut,
) -> Result<Action, ControllerError>
where
    K: ResourceExt,
    Fut: Future<Output = Result<Action, ControllerError>>,
{
    ctx.metrics.reconciled(label);
    let key = backoff_key(label, obj.as_ref());
    let result = reconcile(obj, ctx.clone()).await;
    if result.is_ok() {
        ctx.backoff.succeeded(&key);
    }
    result
}

fn error_policy<K: Resource<DynamicType = ()>>(
    label: &'static str,
) -> impl Fn(Arc<K>, &ControllerError, Arc<Context>) -> Action {
    move |obj, error, ctx| {
        let key = backoff_key(label, obj.as_ref());
        ctx.metrics.reconcile_failed(label, error.metric_label());
        let delay = ctx.backoff.failed(&key);
        tracing::warn!(controller = label, object = %key, error = %error, retry_in = ?delay, "reconcile failed");
        Action::requeue(delay)
    }
}

async fn run_resource_controller<K: ArgusResource>(
    label: &'static str,
    ctx: Arc<Context>,
    shutdown: watch::Receiver<bool>,
) {
    let client = ctx.client.clone();
    let wc = watcher::Config::default();
    let stores = ctx.stores.clone();
    let by_namespace = move |ns: Option<String>| bound_of::<K>(&stores, &ns.unwrap_or_default());
    let (m1, m2, m3, m4, m5, m6) = (
        by_namespace.clone(),
        by_namespace.clone(),
        by_namespace.clone(),
        by_namespace.clone(),
        by_namespace.clone(),
        by_namespace,
    );
    // Workloads (binding, pods, the redis-argus store) and the other kinds (a reference
    // appearing or vanishing) change the status of the resources bound with them.
    let controller = Controller::new(Api::<K>::all(client.clone()), wc.clone())
        .watches(
            Api::<Deployment>::all(client.clone()),
            wc.clone(),
            move |o| m1(o.namespace()),
        )
        .watches(
            Api::<StatefulSet>::all(client.clone()),
            wc.clone(),
            move |o| m2(o.namespace()),
        )
        .watches(Api::<Workflow>::all(client.clone()), wc.clone(), move |o| {
            m3(o.namespace())
        })
        .watches(Api::<Actor>::all(client.clone()), wc.clone(), move |o| {
            m4(o.namespace())
        })
        .watches(Api::<Policy>::all(client.clone()), wc.clone(), move |o| {
            m5(o.namespace())
        })
        .watches(
            Api::<GateStack>::all(client),
            wc,
            move |o| m6(o.namespace()),
        );
    controller
        .graceful_shutdown_on(wait_for(shutdown))
        .run(
            move |obj, ctx: Arc<Context>| counted(label, obj, ctx, reconcile_resource),
            error_policy::<K>(label),
            ctx,
        )
        .for_each(|_| async {})
        .await;
}

fn workloads_naming<W: Workload>(
    stores: &Stores,
    kind: ArgusKind,
    namespace: &str,
    name: &str,
) -> Vec<ObjectRef<W>> {
    stores
        .bound_workloads(namespace)
        .into_iter()
        .filter(|w| w.workload.kind == W::KIND && w.refs.names(kind, name))
        .map(|w| ObjectRef::new(&w.workload.name).within(namespace))
        .collect()
}

async fn run_workload_controller<W: Workload>(
    label: &'static str,
    ctx: Arc<Context>,
    shutdown: watch::Receiver<bool>,
) {
    let client = ctx.client.clone();
    let wc = watcher::Config::default();
    let st = ctx.stores.clone();
    let (s1, s2, s3, s4, s5) = (st.clone(), st.clone(), st.clone(), st.clone(), st);
    Controller::new(Api::<W>::all(client.clone()), wc.clone())
        .watches(Api::<Workflow>::all(client.clone()), wc.clone(), move |o| {
            workloads_naming::<W>(
                &s1,
                ArgusKind::Workflow,
                &o.namespace().unwrap_or_default(),
                &o.name_any(),
            )
        })
        .watches(Api::<Actor>::all(client.clone()), wc.clone(), move |o| {
            workloads_naming::<W>(
                &s2,
                ArgusKind::Actor,
                &o.namespace().unwrap_or_default(),
                &o.name_any(),
            )
        })
        .watches(Api::<Policy>::all(client.clone()), wc.clone(), move |o| {
            workloads_naming::<W>(
                &s3,
                ArgusKind::Policy,
                &o.namespace().unwrap_or_default(),
                &o.name_any(),
            )
        })
        .watches(
            Api::<GateStack>::all(client.clone()),
            wc.clone(),
            move |o| {
                workloads_naming::<W>(
                    &s4,
                    ArgusKind::GateStack,
                    &o.namespace().unwrap_or_default(),
                    &o.name_any(),
                )
            },
        )
        // The namespace label opts every workload in or out; unbound ones are looked at too.
        .watches(Api::<Namespace>::all(client), wc, move |ns| {
            let name = ns.name_any();
            let of =
                |meta: &kube::core::ObjectMeta| meta.namespace.as_deref() == Some(name.as_str());
            let mut refs: Vec<ObjectRef<W>> = Vec::new();
            match W::KIND {
                argus_operator::WorkloadKind::Deployment => {
                    for d in s5.deployments.state().iter().filter(|d| of(&d.metadata)) {
                        refs.push(ObjectRef::new(&d.name_any()).within(&name));
                    }
                }
                argus_operator::WorkloadKind::StatefulSet => {
                    for s in s5.statefulsets.state().iter().filter(|s| of(&s.metadata)) {
                        refs.push(ObjectRef::new(&s.name_any()).within(&name));
                    }
                }
            }
            refs
        })
        .graceful_shutdown_on(wait_for(shutdown))
        .run(
            move |obj, ctx: Arc<Context>| counted(label, obj, ctx, reconcile_workload),
            error_policy::<W>(label),
            ctx,
        )
        .for_each(|_| async {})
        .await;
}

async fn run_store_controller(ctx: Arc<Context>, shutdown: watch::Receiver<bool>) {
    let client = ctx.client.clone();
    let wc = watcher::Config::default();
    let to_ns = |ns: Option<String>| {
        ns.map(|n| ObjectRef::<Namespace>::new(&n))
            .into_iter()
            .collect::<Vec<_>>()
    };
    Controller::new(Api::<Namespace>::all(client.clone()), wc.clone())
        .watches(
            Api::<Deployment>::all(client.clone()),
            wc.clone(),
            move |d| to_ns(d.namespace()),
        )
        .watches(
            Api::<StatefulSet>::all(client.clone()),
            wc.clone(),
            move |s| to_ns(s.namespace()),
        )
        .watches(Api::<Policy>::all(client), wc, move |p| {
            to_ns(p.namespace())
        })
        .graceful_shutdown_on(wait_for(shutdown))
        .run(
            |ns, ctx: Arc<Context>| async move {
                ctx.metrics.reconciled("store");
                let key = format!("store/{}", ns.name_any());
                let result = reconcile_namespace_store(ns, ctx.clone()).await;
                if result.is_ok() {
                    ctx.backoff.succeeded(&key);
                }
                result
            },
            error_policy::<Namespace>("store"),
            ctx,
        )
        .for_each(|_| async {})
        .await;
}

/// Runs the operator until SIGTERM.
pub async fn run(args: RunArgs) -> anyhow::Result<()> {
    init_logs(&args)?;
    // kube's client and our server both use rustls; pick ring once for the process.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let config = cluster_config(&args).await?;
    let client = Client::try_from(config.clone())?;
    let metrics = Arc::new(Metrics::new());
    let readiness = Arc::new(Readiness::default());
    let shutdown = shutdown_signal();

    let settings = InjectionSettings {
        version: env!("CARGO_PKG_VERSION").to_string(),
        sidecar: ImageSettings {
            image: args.sidecar_image.clone(),
            resources: resources("sidecar-resources", &args.sidecar_resources)?,
        },
        embedder: ImageSettings {
            image: args.embedder_image.clone(),
            resources: resources("embedder-resources", &args.embedder_resources)?,
        },
        image_pull_policy: args.image_pull_policy.clone(),
        native_sidecars: args.native_sidecars,
        embedder_injection_multilingual: args.embedder_injection_multilingual,
        operator_namespace: args.namespace.clone(),
    };
    let redis = RedisSettings {
        image: args.redis_image.clone(),
        resources: resources("redis-resources", &args.redis_resources)?,
        persistence_size: args
            .redis_persistence
            .then(|| args.redis_persistence_size.clone()),
        storage_class: args.redis_storage_class.clone(),
        retention: Duration::from_secs(args.redis_retention_seconds),
        when_unused: args.redis_when_unused,
        operator_namespace: args.namespace.clone(),
        cluster_domain: args.cluster_domain.clone(),
    };

    // Caches, filled on every replica so that a failover starts warm.
    let all = watcher::Config::default();
    let managed = watcher::Config::default().labels(&format!("{LABEL_MANAGED_BY}={MANAGED_BY}"));
    let mut tasks: Vec<Pin<Box<dyn Future<Output = ()> + Send>>> = Vec::new();
    let (config_maps, t) = reflect(Api::<ConfigMap>::all(client.clone()), managed);
    tasks.push(t);
    let (workflows, t) = reflect(Api::<Workflow>::all(client.clone()), all.clone());
    tasks.push(t);
    let (actors, t) = reflect(Api::<Actor>::all(client.clone()), all.clone());
    tasks.push(t);
    let (policies, t) = reflect(Api::<Policy>::all(client.clone()), all.clone());
    tasks.push(t);
    let (gatestacks, t) = reflect(Api::<GateStack>::all(client.clone()), all.clone());
    tasks.push(t);
    let (deployments, t) = reflect(Api::<Deployment>::all(client.clone()), all.clone());
    tasks.push(t);
    let (statefulsets, t) = reflect(Api::<StatefulSet>::all(client.clone()), all.clone());
    tasks.push(t);
    let (namespaces, t) = reflect(Api::<Namespace>::all(client.clone()), all.clone());
    tasks.push(t);
    // The console's Overview: injected pods only (label-selected), and Approvals.
    let injected = watcher::Config::default().labels(&format!(
        "{}={}",
        argus_operator::LABEL_INJECTED,
        argus_operator::LABEL_INJECTED_VALUE
    ));
    let (pods, t) = reflect(Api::<Pod>::all(client.clone()), injected);
    tasks.push(t);
    let (approvals, t) = reflect(Api::<Approval>::all(client.clone()), all);
    tasks.push(t);
    for t in tasks {
        tokio::spawn(t);
    }
    let stores = Stores {
        workflows,
        actors,
        policies,
        gatestacks,
        deployments,
        statefulsets,
        namespaces,
    };
    {
        let (stores, config_maps, readiness) =
            (stores.clone(), config_maps.clone(), readiness.clone());
        tokio::spawn(async move {
            let waits = async {
                stores.workflows.wait_until_ready().await?;
                stores.actors.wait_until_ready().await?;
                stores.policies.wait_until_ready().await?;
                stores.gatestacks.wait_until_ready().await?;
                stores.deployments.wait_until_ready().await?;
                stores.statefulsets.wait_until_ready().await?;
                stores.namespaces.wait_until_ready().await?;
                config_maps.wait_until_ready().await
            };
            if waits.await.is_ok() {
                readiness.caches.store(true, Ordering::SeqCst);
                tracing::info!("caches synced");
            }
        });
    }

    // Webhook certificate: cert-manager files or the self-managed CA.
    let resolver = Arc::new(ReloadingCertResolver::default());
    let mut background = Vec::new();
    match (&args.tls_cert_file, &args.tls_key_file) {
        (Some(cert), Some(key)) => {
            let (cert, key, resolver, readiness, mut stop) = (
                cert.clone(),
                key.clone(),
                resolver.clone(),
                readiness.clone(),
                shutdown.clone(),
            );
            background.push(tokio::spawn(async move {
                loop {
                    match (
                        tokio::fs::read_to_string(&cert).await,
                        tokio::fs::read_to_string(&key).await,
                    ) {
                        (Ok(c), Ok(k)) => match resolver.set(&c, &k) {
                            Ok(()) => readiness.certificate.store(true, Ordering::SeqCst),
                            Err(e) => {
                                tracing::warn!(error = %e, "cannot load the serving certificate")
                            }
                        },
                        (Err(e), _) | (_, Err(e)) => {
                            tracing::warn!(error = %e, "cannot read the serving certificate")
                        }
                    }
                    // cert-manager renews in place; pick it up within a minute.
                    tokio::select! {
                        _ = tokio::time::sleep(Duration::from_secs(60)) => {}
                        _ = stop.changed() => return,
                    }
                }
            }));
        }
        _ => {
            let mut names = vec![
                format!("{}.{}.svc", args.webhook_service, args.namespace),
                format!(
                    "{}.{}.svc.{}",
                    args.webhook_service, args.namespace, args.cluster_domain
                ),
            ];
            if let Some(host) = args
                .webhook_url
                .as_deref()
                .and_then(|u| u.parse::<http::Uri>().ok())
                .and_then(|u| u.host().map(str::to_string))
            {
                names.push(host);
            }
            let sync = CertSync {
                client: client.clone(),
                namespace: args.namespace.clone(),
                secret: args.tls_secret.clone(),
                names,
                resolver: resolver.clone(),
                webhook: WebhookClientConfig {
                    configuration: args.webhook_configuration.clone(),
                    url: args.webhook_url.clone(),
                },
            };
            background.push(tokio::spawn(sync.run(shutdown.clone())));
            let (resolver, readiness) = (resolver.clone(), readiness.clone());
            tokio::spawn(async move {
                while !resolver.is_loaded() {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                readiness.certificate.store(true, Ordering::SeqCst);
            });
        }
    }

    // Webhook on every replica.
    let handler = Arc::new(WebhookHandler {
        settings,
        fail_closed: args.webhook_fail_closed,
        config_maps,
        client: Some(client.clone()),
        stores: Some(stores.clone()),
        metrics: metrics.clone(),
    });
    let tls = tokio_rustls::TlsAcceptor::from(Arc::new(reloading_server_config(resolver)?));
    let listener = tokio::net::TcpListener::bind(args.webhook_addr)
        .await
        .with_context(|| format!("cannot listen on {}", args.webhook_addr))?;
    tracing::info!(addr = %args.webhook_addr, "webhook listening");
    // The API (`/api/v1/…`) shares the webhook's port; its callers authenticate as themselves.
    // One client per namespace Redis, shared by the audit API and the console.
    let cluster_chains = Arc::new(argus_operator::ClusterChains::new(
        client.clone(),
        &args.cluster_domain,
    ));
    let chains: Arc<dyn argus_operator::ChainSource> = cluster_chains.clone();
    let api = Arc::new(argus_operator::ApiHandler {
        auth: argus_operator::Authorizer::new(client.clone()),
        audit: argus_operator::AuditApi {
            source: chains.clone(),
        },
    });
    // The console (`/console/`) shares it too; its decisions use the caller's token.
    let console = Arc::new(argus_operator::ConsoleApi {
        auth: argus_operator::Authorizer::new(client.clone()),
        audit: argus_operator::AuditApi {
            source: chains.clone(),
        },
        client: client.clone(),
        as_user: Arc::new(argus_operator::TokenClients(config)),
        stores: argus_operator::ClusterStores {
            namespaces: stores.namespaces.clone(),
            deployments: stores.deployments.clone(),
            stateful_sets: stores.statefulsets.clone(),
            pods,
            approvals,
        },
        sessions: cluster_chains,
        shutdown: shutdown.clone(),
    });
    tokio::spawn(argus_operator::run_heads(
        client.clone(),
        chains,
        shutdown.clone(),
    ));
    let webhook = tokio::spawn(argus_operator::serve(
        listener,
        Some(tls),
        move |req: http::Request<hyper::body::Incoming>| {
            let api = api.clone();
            let console = console.clone();
            let handler = handler.clone();
            async move {
                use argus_operator::console_boxed;
                if req.uri().path().starts_with(argus_operator::API_PREFIX) {
                    // The audit API's answers may stream (export); one body type here.
                    api.handle(req).await.map(|b| {
                        http_body_util::BodyExt::boxed_unsync(http_body_util::BodyExt::map_err(
                            b,
                            Into::into,
                        ))
                    })
                } else if argus_operator::console_owns(req.uri().path()) {
                    console.handle(req).await
                } else {
                    console_boxed(handler.handle(req).await)
                }
            }
        },
        shutdown.clone(),
    ));

    let probe_listener = tokio::net::TcpListener::bind(args.http_addr)
        .await
        .with_context(|| format!("cannot listen on {}", args.http_addr))?;
    tracing::info!(addr = %args.http_addr, "metrics and probes listening");
    let (m, r) = (metrics.clone(), readiness.clone());
    let probes_task = tokio::spawn(argus_operator::serve(
        probe_listener,
        None,
        move |req| {
            let response = handle_probe(&req, &m, &r);
            async move { response }
        },
        shutdown.clone(),
    ));

    // Leader election: controllers run only while we hold the Lease.
    let (leader_tx, mut leader_rx) = watch::channel(!args.leader_election);
    if args.leader_election {
        let elector = LeaderElector::new(
            client.clone(),
            &args.namespace,
            &args.lease_name,
            &args.pod_name,
            Duration::from_secs(args.lease_duration_seconds.max(3)),
        );
        background.push(tokio::spawn(elector.run(leader_tx, shutdown.clone())));
    }
    let ctx = Arc::new(Context {
        recorder: Recorder::new(
            client.clone(),
            Reporter {
                controller: "argus-operator".to_string(),
                instance: Some(args.pod_name.clone()),
            },
        ),
        client,
        stores,
        metrics: metrics.clone(),
        redis,
        backoff: Backoff::default(),
    });

    let mut lost_leadership = false;
    loop {
        if *leader_rx.borrow() {
            break;
        }
        let mut stop = shutdown.clone();
        tokio::select! {
            changed = leader_rx.changed() => if changed.is_err() { break },
            _ = stop.changed() => break,
        }
    }
    if *leader_rx.borrow() && !*shutdown.borrow() {
        metrics.set_leader(true);
        tracing::info!("leading: starting controllers");
        // Controllers stop on shutdown or when the Lease is lost.
        let (stop_tx, stop_rx) = watch::channel(false);
        let watch_leader = {
            let mut leader_rx = leader_rx.clone();
            let mut shutdown = shutdown.clone();
            tokio::spawn(async move {
                let lost = loop {
                    tokio::select! {
                        changed = leader_rx.changed() => {
                            if changed.is_err() || !*leader_rx.borrow() { break true; }
                        }
                        _ = shutdown.changed() => break false,
                    }
                };
                let _ = stop_tx.send(true);
                lost
            })
        };
        let s = stop_rx;
        tokio::join!(
            run_resource_controller::<Workflow>("workflow", ctx.clone(), s.clone()),
            run_resource_controller::<Actor>("actor", ctx.clone(), s.clone()),
            run_resource_controller::<Policy>("policy", ctx.clone(), s.clone()),
            run_resource_controller::<GateStack>("gatestack", ctx.clone(), s.clone()),
            run_workload_controller::<Deployment>("deployment", ctx.clone(), s.clone()),
            run_workload_controller::<StatefulSet>("statefulset", ctx.clone(), s.clone()),
            run_store_controller(ctx.clone(), s.clone()),
            argus_operator::ImagePullObserver::new(ctx.client.clone(), ctx.recorder.clone())
                .run(s.clone()),
            argus_operator::ApprovalObserver::new(
                ctx.client.clone(),
                ctx.recorder.clone(),
                metrics.clone(),
            )
            .run(s.clone()),
        );
        lost_leadership = watch_leader.await.unwrap_or(false);
        metrics.set_leader(false);
    }
    if lost_leadership {
        // Another replica leads now; exit so that this one restarts as a follower.
        anyhow::bail!("lost the leader Lease");
    }
    wait_for(shutdown.clone()).await;
    let _ = tokio::join!(webhook, probes_task);
    for task in background {
        let _ = task.await;
    }
    Ok(())
}
