//! What a console under test needs besides the API server: reflector stores (empty,
//! or filled by the test) and a namespace Redis.

use argus_operator::{ClusterStores, SessionSource};
use kube::runtime::reflector::store::Writer;
use kube::runtime::watcher::Event;

/// No audit store: the console tests never reach it.
pub struct NoChains;

#[async_trait::async_trait]
impl argus_operator::ChainSource for NoChains {
    async fn chains(&self, _: &str) -> Result<argus_audit::ChainStore, String> {
        Err("no audit store in this test".into())
    }
    async fn recorded_heads(
        &self,
        _: &str,
    ) -> std::collections::HashMap<String, argus_audit::Head> {
        Default::default()
    }
}

/// Every namespace's Redis is this one.
pub struct OneRedis(pub Option<fred::prelude::Client>);

#[async_trait::async_trait]
impl SessionSource for OneRedis {
    async fn redis(&self, _: &str) -> Result<fred::prelude::Client, String> {
        self.0.clone().ok_or_else(|| "no Redis in this test".into())
    }
}

/// The writers of [`ClusterStores`], to fill them as watches would.
pub struct StoreWriters {
    pub namespaces: Writer<k8s_openapi::api::core::v1::Namespace>,
    pub deployments: Writer<k8s_openapi::api::apps::v1::Deployment>,
    pub stateful_sets: Writer<k8s_openapi::api::apps::v1::StatefulSet>,
    pub pods: Writer<k8s_openapi::api::core::v1::Pod>,
    pub approvals: Writer<argus_crds::Approval>,
}

/// Empty stores and their writers.
pub fn stores() -> (ClusterStores, StoreWriters) {
    let (namespaces, nw) = kube::runtime::reflector::store();
    let (deployments, dw) = kube::runtime::reflector::store();
    let (stateful_sets, sw) = kube::runtime::reflector::store();
    let (pods, pw) = kube::runtime::reflector::store();
    let (approvals, aw) = kube::runtime::reflector::store();
    (
        ClusterStores {
            namespaces,
            deployments,
            stateful_sets,
            pods,
            approvals,
        },
        StoreWriters {
            namespaces: nw,
            deployments: dw,
            stateful_sets: sw,
            pods: pw,
            approvals: aw,
        },
    )
}

/// Puts `object` into `writer`'s store, as a watch event would.
pub fn put<K>(writer: &mut Writer<K>, object: serde_json::Value)
where
    K: kube::Resource<DynamicType = ()> + Clone + serde::de::DeserializeOwned,
{
    let object: K = serde_json::from_value(object).expect("a valid object");
    writer.apply_watcher_event(&Event::Apply(object));
}
