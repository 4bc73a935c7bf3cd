//! The approval store in the cluster (`approvals.store: kubernetes`): each DEFER becomes an
//! `Approval` object in the pod's namespace, created with the pod's ServiceAccount, and
//! people decide it with `kubectl argus approve|deny` (or the console), where RBAC and the
//! operator's webhook check who they are. A reflector keeps the namespace's Approvals in
//! memory, so holders wake on the watch event of a decision rather than polling the API.
//!
//! Names come from `generateName`, not from a hash of the call: the next approval of the
//! same call (after one is Consumed or Denied) needs a new name, and the sidecar has no
//! right to delete the old object, which stays as the record. The same call finds its
//! approval again by the `argus.dev/call` label (a hash of tenant, session, tool and
//! argument hash) and the spec it carries.
//!
//! Consuming is a status patch that carries the `resourceVersion` the sidecar read: when
//! two replicas race for one approval the API server lets one write through and answers
//! the other 409, so an approval passes exactly one call across replicas.

use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use argus_crds::{
    Approval, ApprovalPhase, ApprovalSettings, ApprovalSpec, RiskTier, WorkloadIdentity,
};
use futures::StreamExt as _;
use kube::ResourceExt as _;
use kube::api::{Api, Patch, PatchParams, PostParams};
use kube::core::ObjectMeta;
use kube::runtime::reflector::{self, ObjectRef, Store};
use kube::runtime::{WatchStreamExt as _, watcher};
use sha2::{Digest, Sha256};

use super::book::rfc3339;
use super::{
    ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred, StoreError,
    audit,
};

/// The label holding the hash of the call an Approval is for.
pub const LABEL_CALL: &str = "argus.dev/call";
/// The label naming the tenant (`/` written `.`: label values cannot hold a slash).
pub const LABEL_TENANT: &str = "argus.dev/tenant";
/// The label naming the workload (`<kind>.<name>`, like the operator's grants).
pub const LABEL_WORKLOAD: &str = "argus.dev/workload";

/// How long a DEFER waits for the first list of Approvals before it is refused.
const SYNC_WITHIN: Duration = Duration::from_secs(5);

/// How often a holder looks again without a watch event (a watch that broke off).
const LOOK_AGAIN: Duration = Duration::from_secs(5);

/// Why the API server's answer means the store is unavailable, naming the operation.
fn unavailable(what: &str, e: &kube::Error) -> StoreError {
    let cause = match e {
        kube::Error::Api(s) if s.code == 403 => format!(
            "the Kubernetes API forbids it (403: {}); the pod's ServiceAccount needs the Role the operator grants",
            s.message
        ),
        kube::Error::Api(s) => format!("the Kubernetes API answered {}: {}", s.code, s.message),
        other => format!("the Kubernetes API is unreachable: {other}"),
    };
    StoreError::Unavailable(format!("cannot {what}: {cause}"))
}

/// A label value made of what a label may hold (at most 63 characters; a longer value
/// keeps its start and a hash of the whole).
pub fn label_value(s: &str) -> String {
    let clean: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '.'
            }
        })
        .collect();
    let clean = if clean.len() <= 63 {
        clean
    } else {
        let hash = hex::encode(Sha256::digest(s.as_bytes()));
        format!("{}-{}", &clean[..52], &hash[..10])
    };
    clean
        .trim_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_string()
}

/// The `argus.dev/call` label of `call`: what makes "the same call", hashed.
pub fn call_label(call: &CallIdentity<'_>) -> String {
    let identity = format!(
        "{}\n{}\n{}\n{}",
        call.tenant, call.session, call.tool, call.arguments_sha256
    );
    hex::encode(Sha256::digest(identity.as_bytes()))[..40].to_string()
}

fn phase(a: &Approval) -> ApprovalPhase {
    a.status.as_ref().map(|s| s.phase).unwrap_or_default()
}

fn is_for(a: &Approval, call: &CallIdentity<'_>) -> bool {
    let s = &a.spec;
    s.tenant == call.tenant
        && s.session == call.session
        && s.tool == call.tool
        && s.arguments_sha256 == call.arguments_sha256
}

/// Most reasons an Approval holds, and longest reason (the CRD's bounds: the API server
/// refuses more, and a refused create would refuse the call).
const MAX_REASONS: usize = 16;
const MAX_REASON_CHARS: usize = 1024;

/// The gates' reasons within the CRD's bounds (the rest summarised in the last one).
fn bounded_reasons(reasons: &[String]) -> Vec<String> {
    let clip = |r: &String| -> String {
        if r.chars().count() <= MAX_REASON_CHARS {
            r.clone()
        } else {
            let mut s: String = r.chars().take(MAX_REASON_CHARS - 1).collect();
            s.push('…');
            s
        }
    };
    if reasons.len() <= MAX_REASONS {
        return reasons.iter().map(clip).collect();
    }
    let mut out: Vec<String> = reasons[..MAX_REASONS - 1].iter().map(clip).collect();
    out.push(format!(
        "and {} more reason(s)",
        reasons.len() - (MAX_REASONS - 1)
    ));
    out
}

/// The record of an Approval object, as the admin API and the gates see it.
pub fn record_of(a: &Approval) -> Result<ApprovalRecord, StoreError> {
    let name = a.metadata.name.clone().unwrap_or_default();
    let s = &a.spec;
    let created = a
        .metadata
        .creation_timestamp
        .as_ref()
        .map_or_else(jiff::Timestamp::now, |t| t.0);
    let request = ApprovalRequest {
        actor: s.actor.clone(),
        tier: s.tier.as_str().to_string(),
        arguments: s.arguments.clone(),
        route: s.route.clone(),
        mode: s.mode,
        approvers: s.approvers.clone(),
        reasons: s.reasons.clone(),
        timeout_seconds: 0,
        on_timeout: s.on_timeout,
    };
    let call = CallIdentity {
        tenant: &s.tenant,
        session: &s.session,
        tool: &s.tool,
        arguments_sha256: &s.arguments_sha256,
    };
    let mut r = ApprovalRecord::pending(call, request, created);
    let status = a.status.clone().unwrap_or_default();
    r.name.clone_from(&name);
    r.expires_at.clone_from(&s.expires_at);
    r.phase = status.phase;
    r.decided_by = status.decided_by;
    r.decided_at = status.decided_at;
    r.comment = status.comment;
    r.restored().ok_or_else(|| {
        StoreError::Corrupt(format!(
            "Approval {name} has an expiry that is not RFC 3339: {:?}",
            s.expires_at
        ))
    })
}

/// The Approval object a DEFER creates for `record` (its name left to `generateName`).
pub fn approval_for(
    record: &ApprovalRecord,
    call: &CallIdentity<'_>,
    settings: &Identity,
) -> Result<Approval, StoreError> {
    let tier: RiskTier = serde_json::from_value(serde_json::Value::String(record.tier.clone()))
        .map_err(|_| StoreError::Corrupt(format!("unknown tier {:?}", record.tier)))?;
    let mut labels = BTreeMap::from([
        (LABEL_CALL.to_string(), call_label(call)),
        (LABEL_TENANT.to_string(), label_value(&record.tenant)),
    ]);
    if let Some(w) = &settings.workload {
        labels.insert(
            LABEL_WORKLOAD.to_string(),
            label_value(&format!("{}.{}", w.kind.to_ascii_lowercase(), w.name)),
        );
    }
    let spec = ApprovalSpec {
        tenant: record.tenant.clone(),
        actor: record.actor.clone(),
        workload: settings.workload.as_ref().map(|w| w.name.clone()),
        workload_kind: settings.workload.as_ref().map(|w| w.kind.clone()),
        gate_stack: settings.gate_stack.clone(),
        session: record.session.clone(),
        tool: record.tool.clone(),
        arguments: record.arguments.clone(),
        arguments_sha256: record.arguments_sha256.clone(),
        tier,
        route: record.route.clone(),
        mode: record.mode,
        approvers: record.approvers.clone(),
        reasons: bounded_reasons(&record.reasons),
        expires_at: record.expires_at.clone(),
        on_timeout: record.on_timeout,
        requested_by: None,
    };
    let mut approval = Approval::new("", spec);
    approval.metadata = ObjectMeta {
        generate_name: Some(super::book::name_prefix(&record.tool)),
        namespace: Some(settings.namespace.clone()),
        labels: Some(labels),
        ..ObjectMeta::default()
    };
    Ok(approval)
}

/// What this sidecar writes into its Approvals besides the call.
#[derive(Clone, Debug)]
pub struct Identity {
    /// The namespace the Approvals live in.
    pub namespace: String,
    /// The workload served.
    pub workload: Option<WorkloadIdentity>,
    /// The GateStack bound.
    pub gate_stack: Option<String>,
}

/// The namespace's Approvals, watched.
struct Watched {
    api: Api<Approval>,
    identity: Identity,
    store: Store<Approval>,
    /// Wakes holders on every watch event.
    changed: Arc<tokio::sync::Notify>,
    /// The watch's last error, while it has not recovered.
    watch_error: Arc<Mutex<Option<String>>>,
}

/// The approvals as Approval objects (cheap to clone).
#[derive(Clone)]
pub struct KubeApprovals {
    /// `Err`: why there is no API client; every DEFER is refused with it.
    inner: Result<Arc<Watched>, String>,
}

impl std::fmt::Debug for KubeApprovals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KubeApprovals").finish_non_exhaustive()
    }
}

impl KubeApprovals {
    /// The store through the in-cluster client (the pod's ServiceAccount). Without a
    /// client the sidecar still serves: every DEFER is refused, naming why.
    pub async fn in_cluster(settings: &ApprovalSettings, gate_stack: Option<String>) -> Self {
        match kube::Client::try_default().await {
            Ok(client) => Self::start(client, settings, gate_stack),
            Err(e) => {
                tracing::error!(error = %e, "approvals.store is kubernetes, but there is no Kubernetes client: deferred calls are refused");
                Self {
                    inner: Err(format!(
                        "there is no Kubernetes client for approvals (approvals.store: kubernetes): {e}"
                    )),
                }
            }
        }
    }

    /// The store on `client`; starts watching the namespace's Approvals (the settings'
    /// namespace, else the client's default).
    pub fn start(
        client: kube::Client,
        settings: &ApprovalSettings,
        gate_stack: Option<String>,
    ) -> Self {
        let namespace = settings
            .namespace
            .clone()
            .unwrap_or_else(|| client.default_namespace().to_string());
        let api: Api<Approval> = Api::namespaced(client, &namespace);
        let (store, writer) = reflector::store();
        let changed = Arc::new(tokio::sync::Notify::new());
        let watch_error = Arc::new(Mutex::new(None));
        let events = reflector::reflector(
            writer,
            watcher(api.clone(), watcher::Config::default()).default_backoff(),
        );
        let (woken, errors, ns) = (changed.clone(), watch_error.clone(), namespace.clone());
        tokio::spawn(async move {
            let mut events = std::pin::pin!(events);
            while let Some(event) = events.next().await {
                let mut error = errors.lock();
                match event {
                    Ok(_) => *error = None,
                    Err(e) => {
                        if error.is_none() {
                            tracing::warn!(namespace = %ns, error = %e, "watching Approvals");
                        }
                        *error = Some(e.to_string());
                    }
                }
                drop(error);
                woken.notify_waiters();
            }
        });
        Self {
            inner: Ok(Arc::new(Watched {
                api,
                identity: Identity {
                    namespace,
                    workload: settings.workload.clone(),
                    gate_stack,
                },
                store,
                changed,
                watch_error,
            })),
        }
    }

    /// The namespace the Approvals live in, when there is a client.
    pub fn namespace(&self) -> Option<&str> {
        self.inner
            .as_ref()
            .ok()
            .map(|w| w.identity.namespace.as_str())
    }

    /// The watched store once it listed the namespace's Approvals.
    async fn synced(&self) -> Result<&Watched, StoreError> {
        let w = self
            .inner
            .as_ref()
            .map_err(|e| StoreError::Unavailable(e.clone()))?;
        if tokio::time::timeout(SYNC_WITHIN, w.store.wait_until_ready())
            .await
            .is_ok_and(|r| r.is_ok())
        {
            return Ok(w);
        }
        let cause = w
            .watch_error
            .lock()
            .clone()
            .unwrap_or_else(|| format!("no answer within {SYNC_WITHIN:?}"));
        Err(StoreError::Unavailable(format!(
            "cannot list the Approvals of namespace {}: {cause}",
            w.identity.namespace
        )))
    }

    /// A DEFER of `call`: an Approved approval of exactly this call (or one expired under
    /// `allow`) is Consumed and the call passes; a Pending one is waited on; otherwise a
    /// new Approval is created.
    pub async fn defer(
        &self,
        call: CallIdentity<'_>,
        request: ApprovalRequest,
    ) -> Result<Deferred, StoreError> {
        let w = self.synced().await?;
        let label = call_label(&call);
        let mut mine: Vec<Arc<Approval>> = w
            .store
            .state_filter(|a| a.labels().get(LABEL_CALL) == Some(&label) && is_for(a, &call));
        mine.sort_by(|a, b| {
            b.metadata
                .creation_timestamp
                .cmp(&a.metadata.creation_timestamp)
        });
        let now = jiff::Timestamp::now();
        let mut waiting = None;
        for a in mine {
            let mut a = Approval::clone(&a);
            let record = record_of(&a)?;
            if phase(&a) == ApprovalPhase::Pending && now >= record.expires() {
                a = self.expire(w, &a).await?;
            }
            let record = record_of(&a)?;
            if record.passes() {
                return self.consume(w, &a).await.map(Deferred::Pass);
            }
            if record.phase == ApprovalPhase::Pending && waiting.is_none() {
                waiting = Some(record);
            }
        }
        if let Some(r) = waiting {
            return Ok(Deferred::Waiting(r));
        }
        let fresh = ApprovalRecord::pending(call, request, now);
        let object = approval_for(&fresh, &call, &w.identity)?;
        let created = w
            .api
            .create(&PostParams::default(), &object)
            .await
            .map_err(|e| unavailable("create the Approval of this call", &e))?;
        let record = record_of(&created)?;
        audit(&record, "requested");
        Ok(Deferred::Requested(record))
    }

    /// Marks `a` Consumed under the resourceVersion read: 409 means another replica
    /// took it first, and the call does not pass.
    async fn consume(&self, w: &Watched, a: &Approval) -> Result<ApprovalRecord, StoreError> {
        let name = a.metadata.name.clone().unwrap_or_default();
        let patch = serde_json::json!({
            "metadata": {"resourceVersion": a.metadata.resource_version},
            "status": {"phase": ApprovalPhase::Consumed},
        });
        match w
            .api
            .patch_status(&name, &PatchParams::default(), &Patch::Merge(&patch))
            .await
        {
            Ok(updated) => {
                let record = record_of(&updated)?;
                audit(&record, "consumed");
                Ok(record)
            }
            Err(kube::Error::Api(s)) if s.code == 409 => Err(StoreError::Conflict(format!(
                "approval {name} was used by an identical call on another replica first (the API server refused to mark it Consumed: 409 Conflict)"
            ))),
            Err(e) => Err(unavailable(&format!("mark approval {name} Consumed"), &e)),
        }
    }

    /// Marks the Pending `a` Expired under the resourceVersion read; when someone decided
    /// it in between (409), the decision stands and is returned.
    async fn expire(&self, w: &Watched, a: &Approval) -> Result<Approval, StoreError> {
        let name = a.metadata.name.clone().unwrap_or_default();
        let patch = serde_json::json!({
            "metadata": {"resourceVersion": a.metadata.resource_version},
            "status": {"phase": ApprovalPhase::Expired, "decidedAt": rfc3339(jiff::Timestamp::now())},
        });
        match w
            .api
            .patch_status(&name, &PatchParams::default(), &Patch::Merge(&patch))
            .await
        {
            Ok(updated) => {
                audit(&record_of(&updated)?, "expired");
                Ok(updated)
            }
            Err(kube::Error::Api(s)) if s.code == 409 => w
                .api
                .get(&name)
                .await
                .map_err(|e| unavailable(&format!("read approval {name}"), &e)),
            Err(e) => Err(unavailable(&format!("mark approval {name} Expired"), &e)),
        }
    }

    /// Decisions are taken on the Approval objects, never through the sidecar.
    pub fn decide(&self, name: &str, _decision: Decision) -> Result<ApprovalRecord, DecideError> {
        Err(DecideError::DecidedInCluster {
            name: name.into(),
            namespace: self.namespace().unwrap_or("the pod's namespace").into(),
        })
    }

    /// Every approval of the namespace, newest first.
    pub async fn list(&self) -> Result<Vec<ApprovalRecord>, StoreError> {
        let w = self.synced().await?;
        let mut all = w
            .store
            .state()
            .iter()
            .map(|a| record_of(a))
            .collect::<Result<Vec<_>, _>>()?;
        all.sort_by(|a, b| b.created().cmp(&a.created()).then(a.name.cmp(&b.name)));
        Ok(all)
    }

    /// One Approval: from the watched store, else from the API (one just created that
    /// the watch has not brought yet).
    async fn object(&self, w: &Watched, name: &str) -> Result<Option<Approval>, StoreError> {
        let key = ObjectRef::new(name).within(&w.identity.namespace);
        let watching = w.watch_error.lock().is_none();
        if watching && let Some(a) = w.store.get(&key) {
            return Ok(Some(Approval::clone(&a)));
        }
        w.api
            .get_opt(name)
            .await
            .map_err(|e| unavailable(&format!("read approval {name}"), &e))
    }

    /// One approval (its phase as the API server has it).
    pub async fn get(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        let w = self.synced().await?;
        self.object(w, name)
            .await?
            .map(|a| record_of(&a))
            .transpose()
    }

    /// Approvals waiting for a decision (not yet expired).
    pub async fn pending(&self) -> Result<usize, StoreError> {
        let w = self.synced().await?;
        let now = jiff::Timestamp::now();
        Ok(w.store
            .state()
            .iter()
            .filter(|a| phase(a) == ApprovalPhase::Pending)
            .filter_map(|a| record_of(a).ok())
            .filter(|r| r.expires() > now)
            .count())
    }

    /// Waits until `name` is decided, or marks it Expired when its time is up
    /// (`Ok(None)`: no such Approval).
    pub async fn decided(&self, name: &str) -> Result<Option<ApprovalRecord>, StoreError> {
        let w = self.synced().await?;
        loop {
            // Registered before looking, so a watch event between the look and the wait
            // is not missed.
            let woken = w.changed.notified();
            let Some(a) = self.object(w, name).await? else {
                return Ok(None);
            };
            let record = record_of(&a)?;
            if record.phase.is_decided() {
                return Ok(Some(record));
            }
            let left = Duration::try_from(record.expires().duration_since(jiff::Timestamp::now()))
                .unwrap_or_default();
            if left.is_zero() {
                return record_of(&self.expire(w, &a).await?).map(Some);
            }
            let _ = tokio::time::timeout(left.min(LOOK_AGAIN), woken).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn label_values_hold_only_what_labels_may() {
        assert_eq!(label_value("shop/support-agent"), "shop.support-agent");
        let long = format!("shop/{}", "a".repeat(100));
        let v = label_value(&long);
        assert!(v.len() <= 63, "{v}");
        assert_ne!(v, label_value(&format!("shop/{}b", "a".repeat(100))));
        assert_eq!(
            crate::stores::approvals::book::name_prefix("issue_refund"),
            "issue-refund-"
        );
        assert_eq!(crate::stores::approvals::book::name_prefix("__"), "call-");
    }

    #[test]
    fn reasons_stay_within_the_crd_bounds() {
        let many: Vec<String> = (0..20).map(|i| format!("reason {i}")).collect();
        let kept = bounded_reasons(&many);
        assert_eq!(kept.len(), MAX_REASONS);
        assert_eq!(kept[MAX_REASONS - 1], "and 5 more reason(s)");
        let long = vec!["é".repeat(2000)];
        assert_eq!(bounded_reasons(&long)[0].chars().count(), MAX_REASON_CHARS);
    }
}
