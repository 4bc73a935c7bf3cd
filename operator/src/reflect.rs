//! The operator's reflectors: a watched kind kept in an in-memory store that the
//! reconcilers, the webhook and the console read instead of asking the API server.

use std::future::Future;
use std::pin::Pin;

use futures::StreamExt;
use kube::runtime::reflector::{self, Store};
use kube::runtime::{WatchStreamExt, watcher};
use kube::{Api, Resource};

/// A reflector of `api` and the task that keeps its store filled (the caller runs it;
/// the store is ready once the first listing is in).
pub fn reflect<K>(
    api: Api<K>,
    config: watcher::Config,
) -> (Store<K>, Pin<Box<dyn Future<Output = ()> + Send>>)
where
    K: Resource<DynamicType = ()>
        + Clone
        + std::fmt::Debug
        + serde::de::DeserializeOwned
        + Send
        + Sync
        + 'static,
{
    let (reader, writer) = reflector::store();
    let stream =
        reflector::reflector(writer, watcher(api, config).default_backoff()).touched_objects();
    let task = Box::pin(async move {
        stream
            .for_each(|r| async move {
                if let Err(e) = r {
                    tracing::warn!(error = %e, "watch error");
                }
            })
            .await;
    });
    (reader, task)
}
