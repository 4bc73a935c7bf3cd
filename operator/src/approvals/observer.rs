//! What the operator tells about Approvals (leader only): an Event on the Approval and on
//! its workload for each step (requested, approved, denied, expired, consumed), the
//! pending count per namespace and the decision latency as metrics, and each GateStack's
//! `status.pendingApprovals`. Which step an Approval took is a pure function of the phase
//! seen before and now ([`step`]); the observer around it only talks to the API. A leader
//! that starts adopts the Approvals that exist: Pending ones count at once and get their
//! Requested Event unless it is there already (told by the previous leader).

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use argus_crds::{Approval, ApprovalPhase, GateStack};
use futures::StreamExt as _;
use k8s_openapi::api::core::v1::{ConfigMap, ObjectReference};
use kube::api::{
    Api, ApiResource, DynamicObject, GroupVersionKind, ListParams, Patch, PatchParams,
};
use kube::runtime::events::{Event, EventType, Recorder};
use kube::runtime::watcher;
use kube::{Resource as _, ResourceExt as _};

use crate::metrics::Metrics;

/// The field manager of `status.pendingApprovals`.
pub const FIELD_MANAGER: &str = "argus-operator-approvals";

/// One step in an Approval's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A sidecar asked (phase Pending).
    Requested,
    /// An approver approved.
    Approved,
    /// An approver denied.
    Denied,
    /// Nobody decided in time.
    Expired,
    /// The approved call ran, once.
    Consumed,
}

impl Step {
    /// The Event's reason.
    pub fn reason(self) -> &'static str {
        match self {
            Step::Requested => "ApprovalRequested",
            Step::Approved => "ApprovalApproved",
            Step::Denied => "ApprovalDenied",
            Step::Expired => "ApprovalExpired",
            Step::Consumed => "ApprovalConsumed",
        }
    }
}

/// The step from `before` (`None`: never seen) to `now`, if the phase moved.
pub fn step(before: Option<ApprovalPhase>, now: ApprovalPhase) -> Option<Step> {
    if before == Some(now) {
        return None;
    }
    Some(match now {
        ApprovalPhase::Pending => Step::Requested,
        ApprovalPhase::Approved => Step::Approved,
        ApprovalPhase::Denied => Step::Denied,
        ApprovalPhase::Expired => Step::Expired,
        ApprovalPhase::Consumed => Step::Consumed,
    })
}

fn phase(a: &Approval) -> ApprovalPhase {
    a.status.as_ref().map(|s| s.phase).unwrap_or_default()
}

/// The Event note of `step` for `a`.
fn note(step: Step, a: &Approval) -> String {
    let s = &a.spec;
    let status = a.status.clone().unwrap_or_default();
    let by = status.decided_by.as_deref().unwrap_or("unknown");
    let comment = status
        .comment
        .as_deref()
        .map(|c| format!(": {c}"))
        .unwrap_or_default();
    let name = a.name_any();
    match step {
        Step::Requested => format!(
            "{} asks to run {} (tier {}); approval {name} waits for {} until {}",
            s.actor, s.tool, s.tier, s.approvers, s.expires_at
        ),
        Step::Approved => format!("{} approved by {by}{comment} (approval {name})", s.tool),
        Step::Denied => format!("{} denied by {by}{comment} (approval {name})", s.tool),
        Step::Expired => format!(
            "{} not decided by {}: approval {name} expired",
            s.tool, s.expires_at
        ),
        Step::Consumed => format!("the approved {} call ran once (approval {name})", s.tool),
    }
}

/// Seconds from an Approval's creation to its decision, when both are known.
fn decision_seconds(a: &Approval) -> Option<f64> {
    let created = a.metadata.creation_timestamp.as_ref()?.0;
    let decided: jiff::Timestamp = a.status.as_ref()?.decided_at.as_deref()?.parse().ok()?;
    let secs = decided.duration_since(created).as_secs_f64();
    (secs >= 0.0).then_some(secs)
}

/// The `apiVersion` of a workload kind an Approval names (Events point at it).
fn workload_api_version(kind: &str) -> &'static str {
    match kind {
        "Job" | "CronJob" => "batch/v1",
        _ => "apps/v1",
    }
}

/// The observer: remembers each Approval's phase and what it last wrote.
pub struct ApprovalObserver {
    client: kube::Client,
    recorder: Recorder,
    metrics: Arc<Metrics>,
    /// (namespace, name) → (phase, GateStack).
    seen: HashMap<(String, String), (ApprovalPhase, Option<String>)>,
    /// (namespace, GateStack) → pending count last written.
    written: BTreeMap<(String, String), u64>,
}

impl ApprovalObserver {
    pub fn new(client: kube::Client, recorder: Recorder, metrics: Arc<Metrics>) -> Self {
        Self {
            client,
            recorder,
            metrics,
            seen: HashMap::new(),
            written: BTreeMap::new(),
        }
    }

    fn key(a: &Approval) -> (String, String) {
        (a.namespace().unwrap_or_default(), a.name_any())
    }

    /// The GateStack an Approval counts for: the one it names, else the one its tenant's
    /// workload renders to (an Approval created before sidecars named it). `None` when
    /// neither is known (it then counts only in the namespace's gauge).
    async fn stack_of(&self, a: &Approval) -> Option<String> {
        if let Some(stack) = &a.spec.gate_stack {
            return Some(stack.clone());
        }
        let ns = a.namespace()?;
        let configs: Api<ConfigMap> = Api::namespaced(self.client.clone(), &ns);
        let selector = format!(
            "{}={}",
            crate::render::LABEL_MANAGED_BY,
            crate::render::MANAGED_BY
        );
        match configs.list(&ListParams::default().labels(&selector)).await {
            Ok(list) => crate::api::heads::tenant_stacks(&list.items).remove(&a.spec.tenant),
            Err(e) => {
                tracing::warn!(namespace = %ns, approval = %a.name_any(), error = %e, "cannot read the rendered configs: the Approval counts only in its namespace's gauge");
                None
            }
        }
    }

    /// Remembers an Approval that existed before this observer started. A Pending one
    /// gets its `ApprovalRequested` Event unless one is there already (told by the
    /// replica that led before); other steps were told when they happened.
    pub async fn adopt(&mut self, a: &Approval) -> Result<Option<Step>, kube::Error> {
        let stack = self.stack_of(a).await;
        let now = phase(a);
        self.seen.insert(Self::key(a), (now, stack));
        if now != ApprovalPhase::Pending || self.requested_told(a).await? {
            return Ok(None);
        }
        self.tell(Step::Requested, a).await?;
        Ok(Some(Step::Requested))
    }

    /// Whether the Approval's `ApprovalRequested` Event exists.
    async fn requested_told(&self, a: &Approval) -> Result<bool, kube::Error> {
        let ns = a.namespace().unwrap_or_default();
        let events: Api<k8s_openapi::api::events::v1::Event> =
            Api::namespaced(self.client.clone(), &ns);
        let mut fields = format!("reason={}", Step::Requested.reason());
        match a.metadata.uid.as_deref() {
            Some(uid) => fields.push_str(&format!(",regarding.uid={uid}")),
            None => fields.push_str(&format!(",regarding.name={}", a.name_any())),
        }
        let found = events
            .list(&ListParams::default().fields(&fields).limit(1))
            .await?;
        Ok(!found.items.is_empty())
    }

    /// An Approval was created or changed: Events for its step, the decision latency.
    pub async fn observe(&mut self, a: &Approval) -> Result<Option<Step>, kube::Error> {
        let now = phase(a);
        let stack = match self.seen.get(&Self::key(a)) {
            Some((_, Some(stack))) => Some(stack.clone()),
            _ => self.stack_of(a).await,
        };
        let before = self.seen.insert(Self::key(a), (now, stack)).map(|(p, _)| p);
        let Some(step) = step(before, now) else {
            return Ok(None);
        };
        if matches!(step, Step::Approved | Step::Denied)
            && let Some(secs) = decision_seconds(a)
        {
            self.metrics.approval_decided(secs);
        }
        self.tell(step, a).await?;
        Ok(Some(step))
    }

    /// The reference of the Approval's workload, with its uid: `kubectl describe` shows
    /// only the Events whose reference carries the object's uid. `None` when the
    /// Approval names no workload or it is gone.
    async fn workload_of(&self, a: &Approval) -> Option<ObjectReference> {
        let name = a.spec.workload.as_ref()?;
        let ns = a.namespace()?;
        // Approvals from before sidecars wrote the kind came from Deployments.
        let kind = a.spec.workload_kind.as_deref().unwrap_or("Deployment");
        let api_version = workload_api_version(kind);
        let (group, version) = api_version.split_once('/').unwrap_or(("", api_version));
        let resource = ApiResource::from_gvk(&GroupVersionKind::gvk(group, version, kind));
        let api: Api<DynamicObject> = Api::namespaced_with(self.client.clone(), &ns, &resource);
        // A list by name: the operator may list and watch workloads, not get them.
        let found = api
            .list(
                &ListParams::default()
                    .fields(&format!("metadata.name={name}"))
                    .limit(1),
            )
            .await;
        match found.map(|l| l.items.into_iter().next()) {
            Ok(Some(w)) => Some(ObjectReference {
                api_version: Some(api_version.into()),
                kind: Some(kind.into()),
                name: Some(name.clone()),
                namespace: Some(ns),
                uid: w.metadata.uid,
                ..ObjectReference::default()
            }),
            Ok(None) => {
                tracing::debug!(namespace = %ns, workload = %name, kind, "the Approval's workload is gone: no Event on it");
                None
            }
            Err(e) => {
                tracing::warn!(namespace = %ns, workload = %name, kind, error = %e, "cannot look up the Approval's workload: no Event on it");
                None
            }
        }
    }

    /// Publishes `step`'s Event on the Approval and on its workload. Each names the other
    /// as its related object: two Approvals of one workload with the same step are then
    /// two Events, not one series (the recorder folds Events that share their reason,
    /// regarding and related objects).
    async fn tell(&self, step: Step, a: &Approval) -> Result<(), kube::Error> {
        let approval = a.object_ref(&());
        let workload = self.workload_of(a).await;
        let event = |secondary: Option<ObjectReference>| Event {
            type_: if step == Step::Expired {
                EventType::Warning
            } else {
                EventType::Normal
            },
            reason: step.reason().to_string(),
            note: Some(note(step, a)),
            action: "Approval".to_string(),
            secondary,
        };
        self.recorder
            .publish(&event(workload.clone()), &approval)
            .await?;
        if let Some(workload) = &workload {
            self.recorder
                .publish(&event(Some(approval)), workload)
                .await?;
        }
        Ok(())
    }

    /// An Approval was deleted.
    pub fn forget(&mut self, a: &Approval) {
        self.seen.remove(&Self::key(a));
    }

    /// Sets the pending gauges and writes every GateStack's `status.pendingApprovals`
    /// whose count changed (to 0 as well). Answers how many statuses were written.
    pub async fn publish_pending(&mut self) -> Result<usize, kube::Error> {
        let mut by_namespace: BTreeMap<String, u64> = BTreeMap::new();
        let mut by_stack: BTreeMap<(String, String), u64> = BTreeMap::new();
        for ((ns, _), (p, stack)) in &self.seen {
            let pending = u64::from(*p == ApprovalPhase::Pending);
            *by_namespace.entry(ns.clone()).or_default() += pending;
            if let Some(stack) = stack {
                *by_stack.entry((ns.clone(), stack.clone())).or_default() += pending;
            }
        }
        self.metrics.set_approvals_pending(&by_namespace);
        // Stacks written before and now without approvals go back to 0.
        for key in self.written.keys() {
            by_stack.entry(key.clone()).or_default();
        }
        let mut count = 0;
        for ((ns, stack), pending) in by_stack {
            let key = (ns.clone(), stack.clone());
            if self.written.get(&key) == Some(&pending) {
                continue;
            }
            let api: Api<GateStack> = Api::namespaced(self.client.clone(), &ns);
            let body = serde_json::json!({
                "apiVersion": "argus.dev/v1alpha1",
                "kind": "GateStack",
                "status": {"pendingApprovals": pending},
            });
            match api
                .patch_status(
                    &stack,
                    &PatchParams::apply(FIELD_MANAGER).force(),
                    &Patch::Apply(body),
                )
                .await
            {
                Ok(_) => {}
                // An Approval naming a GateStack that is gone: nothing to count on.
                Err(kube::Error::Api(e)) if e.code == 404 => {}
                Err(e) => return Err(e),
            }
            self.written.insert(key, pending);
            count += 1;
        }
        Ok(count)
    }

    /// Watches every Approval until `stop` flips.
    pub async fn run(mut self, mut stop: tokio::sync::watch::Receiver<bool>) {
        let api: Api<Approval> = Api::all(self.client.clone());
        let mut events = std::pin::pin!(watcher(api, watcher::Config::default()));
        // The first listing (of a leader that just started) adopts what exists.
        let mut adopting = false;
        loop {
            let next = tokio::select! {
                next = events.next() => next,
                _ = stop.changed() => return,
            };
            let result = match next {
                None => return,
                Some(Err(e)) => {
                    tracing::warn!(error = %e, "watching Approvals");
                    continue;
                }
                Some(Ok(watcher::Event::Init)) => {
                    adopting = self.seen.is_empty();
                    Ok(())
                }
                Some(Ok(watcher::Event::InitApply(a))) => {
                    if adopting {
                        self.adopt(&a).await.map(|_| ())
                    } else {
                        // A relist after a watch error: steps missed meanwhile are told.
                        self.observe(&a).await.map(|_| ())
                    }
                }
                Some(Ok(watcher::Event::InitDone)) => {
                    adopting = false;
                    self.publish_pending().await.map(|_| ())
                }
                Some(Ok(watcher::Event::Apply(a))) => match self.observe(&a).await {
                    Ok(_) => self.publish_pending().await.map(|_| ()),
                    Err(e) => Err(e),
                },
                Some(Ok(watcher::Event::Delete(a))) => {
                    self.forget(&a);
                    self.publish_pending().await.map(|_| ())
                }
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, "cannot publish an Approval's Events or pending count");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_follow_the_phase() {
        use ApprovalPhase::*;
        assert_eq!(step(None, Pending), Some(Step::Requested));
        assert_eq!(step(Some(Pending), Pending), None);
        assert_eq!(step(Some(Pending), Approved), Some(Step::Approved));
        assert_eq!(step(Some(Pending), Denied), Some(Step::Denied));
        assert_eq!(step(Some(Pending), Expired), Some(Step::Expired));
        assert_eq!(step(Some(Approved), Consumed), Some(Step::Consumed));
        // Created and decided between two looks: the decision is told.
        assert_eq!(step(None, Approved), Some(Step::Approved));
    }
}
