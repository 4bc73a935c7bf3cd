//! Copies each tenant's audit chain head (seq, hash) into the status of the GateStack
//! bound to that tenant (the one its workload's rendered config names), so that a copy of
//! the head lives outside the store: deleting the newest entries in Redis no longer
//! matches it, and `verify` checks each chain against its own GateStack's checkpoint.

use std::collections::BTreeMap;
use std::time::Duration;

use argus_crds::{AuditHead, AuditSink, GateStack};
use k8s_openapi::api::core::v1::ConfigMap;
use kube::api::{Api, ListParams, Patch, PatchParams};

use super::audit::ChainSource;

/// The field manager of `status.auditHeads` (apart from the reconciler's fields).
pub const FIELD_MANAGER: &str = "argus-operator-audit-heads";

/// How often heads are copied.
pub const EVERY: Duration = Duration::from_secs(60);

fn uses_redis_chain(gs: &GateStack) -> bool {
    gs.spec
        .audit
        .as_ref()
        .is_some_and(|a| a.sends_to(AuditSink::Redis))
}

/// The part of a rendered sidecar config that says whose chain it writes and which
/// GateStack judges it (other fields ignored).
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct RenderedBinding {
    tenant: Option<String>,
    gate_stack: Option<NamedStack>,
}

#[derive(serde::Deserialize)]
struct NamedStack {
    name: String,
}

/// Tenant → name of its GateStack, from the namespace's rendered configs. A config that
/// does not parse is skipped (and logged): its workload's chain is then copied nowhere.
pub fn tenant_stacks(configs: &[ConfigMap]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for cm in configs {
        let Some(yaml) = cm
            .data
            .as_ref()
            .and_then(|d| d.get(crate::render::CONFIG_KEY))
        else {
            continue;
        };
        match serde_saphyr::from_str::<RenderedBinding>(yaml) {
            Ok(RenderedBinding {
                tenant: Some(tenant),
                gate_stack: Some(stack),
            }) => {
                out.insert(tenant, stack.name);
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(configmap = ?cm.metadata.name, error = %e, "unreadable rendered config: its audit head is not copied");
            }
        }
    }
    out
}

/// One pass over every GateStack: answers how many statuses were written.
pub async fn copy_once(
    client: &kube::Client,
    source: &dyn ChainSource,
) -> Result<usize, kube::Error> {
    let all: Api<GateStack> = Api::all(client.clone());
    let mut by_namespace: BTreeMap<String, Vec<GateStack>> = BTreeMap::new();
    for gs in all.list(&ListParams::default()).await?.items {
        if let Some(ns) = gs.metadata.namespace.clone()
            && uses_redis_chain(&gs)
        {
            by_namespace.entry(ns).or_default().push(gs);
        }
    }
    let mut written = 0;
    for (ns, stacks) in by_namespace {
        let heads = match heads_of(source, &ns).await {
            Ok(h) => h,
            Err(e) => {
                tracing::debug!(namespace = %ns, error = %e, "audit heads not read");
                continue;
            }
        };
        let configs: Api<ConfigMap> = Api::namespaced(client.clone(), &ns);
        let rendered = configs
            .list(&ListParams::default().labels(&format!(
                "{}={}",
                crate::render::LABEL_MANAGED_BY,
                crate::render::MANAGED_BY
            )))
            .await?
            .items;
        let bound = tenant_stacks(&rendered);
        let api: Api<GateStack> = Api::namespaced(client.clone(), &ns);
        for gs in stacks {
            let Some(name) = gs.metadata.name.as_deref() else {
                continue;
            };
            let current = gs.status.as_ref().map(|s| &s.audit_heads);
            let heads = next_heads(
                current.map(Vec::as_slice).unwrap_or_default(),
                &heads,
                |tenant| bound.get(tenant).map(String::as_str) == Some(name),
            );
            let same = current.is_some_and(|c| {
                c.len() == heads.len()
                    && c.iter()
                        .zip(&heads)
                        .all(|(a, b)| a.tenant == b.tenant && a.seq == b.seq && a.hash == b.hash)
            });
            if same {
                continue;
            }
            let body = serde_json::json!({
                "apiVersion": "argus.dev/v1alpha1",
                "kind": "GateStack",
                "status": {"auditHeads": heads},
            });
            api.patch_status(
                name,
                &PatchParams::apply(FIELD_MANAGER).force(),
                &Patch::Apply(body),
            )
            .await?;
            written += 1;
        }
    }
    Ok(written)
}

/// The heads a GateStack's status should record: the store's head of every tenant it
/// judges (`bound`), and every head it recorded before whose chain the store no longer
/// reaches — deleted whole, or shorter than recorded. A recorded head only moves
/// forward: copying a lower one (or dropping it) would make a deleted chain verify
/// clean a minute later.
pub fn next_heads(
    recorded: &[AuditHead],
    stored: &[AuditHead],
    bound: impl Fn(&str) -> bool,
) -> Vec<AuditHead> {
    let mut out: Vec<AuditHead> = stored
        .iter()
        .filter(|h| bound(&h.tenant))
        .filter(|h| {
            !recorded
                .iter()
                .any(|r| r.tenant == h.tenant && r.seq > h.seq)
        })
        .cloned()
        .collect();
    for r in recorded {
        let reached = stored
            .iter()
            .any(|h| h.tenant == r.tenant && h.seq >= r.seq);
        if !reached {
            out.push(r.clone());
        }
    }
    out.sort_by(|a, b| a.tenant.cmp(&b.tenant));
    out
}

async fn heads_of(source: &dyn ChainSource, ns: &str) -> Result<Vec<AuditHead>, String> {
    let store = source.chains(ns).await?;
    let prefix = format!("{ns}/");
    let now = jiff::Timestamp::now().to_string();
    let mut out = Vec::new();
    for tenant in store.tenants().await.map_err(|e| e.to_string())? {
        if !tenant.starts_with(&prefix) {
            continue;
        }
        let head = store.head(&tenant).await.map_err(|e| e.to_string())?;
        out.push(AuditHead {
            tenant,
            seq: head.seq,
            hash: head.hash,
            observed_at: Some(now.clone()),
        });
    }
    Ok(out)
}

/// Copies heads every [`EVERY`] until `shutdown` flips.
pub async fn run(
    client: kube::Client,
    source: std::sync::Arc<dyn ChainSource>,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        if let Err(e) = copy_once(&client, source.as_ref()).await {
            tracing::warn!(error = %e, "cannot copy audit chain heads into GateStack status");
        }
        tokio::select! {
            _ = tokio::time::sleep(EVERY) => {}
            _ = shutdown.changed() => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(tenant: &str, seq: u64) -> AuditHead {
        AuditHead {
            tenant: tenant.into(),
            seq,
            hash: format!("{seq:064x}"),
            observed_at: None,
        }
    }

    fn seqs(heads: &[AuditHead]) -> Vec<(&str, u64)> {
        heads.iter().map(|h| (h.tenant.as_str(), h.seq)).collect()
    }

    #[test]
    fn heads_move_forward_and_bound_tenants_are_recorded() {
        let next = next_heads(
            &[head("shop/a", 2)],
            &[head("shop/a", 5), head("shop/b", 1), head("shop/other", 9)],
            |t| t != "shop/other",
        );
        assert_eq!(seqs(&next), [("shop/a", 5), ("shop/b", 1)]);
    }

    #[test]
    fn a_chain_deleted_whole_or_shortened_keeps_its_recorded_head() {
        // The chain of a is gone, b's is shorter than recorded: both keep what was
        // recorded (verify reports them), whatever the store says now.
        let next = next_heads(
            &[head("shop/a", 2), head("shop/b", 7)],
            &[head("shop/b", 3)],
            |_| true,
        );
        assert_eq!(seqs(&next), [("shop/a", 2), ("shop/b", 7)]);
        assert_eq!(next[1].hash, head("shop/b", 7).hash);
    }

    #[test]
    fn a_tenant_bound_elsewhere_whose_chain_is_intact_leaves() {
        let next = next_heads(&[head("shop/a", 2)], &[head("shop/a", 2)], |_| false);
        assert!(next.is_empty(), "{next:?}");
    }
}
