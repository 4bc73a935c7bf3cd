//! The in-process approval store (local mode, no Redis): an [`ApprovalBook`] behind a
//! lock, and a `Notify` that wakes the requests holding for a decision.

use parking_lot::Mutex;

use super::{
    ApprovalBook, ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred,
    audit,
};

/// The approvals of this sidecar (in process; decided through the admin API).
#[derive(Debug, Default)]
pub struct LocalApprovals {
    book: Mutex<ApprovalBook>,
    /// Wakes holders when any approval is decided.
    decided: tokio::sync::Notify,
}

impl LocalApprovals {
    fn book(&self) -> parking_lot::MutexGuard<'_, ApprovalBook> {
        self.book.lock()
    }

    /// A DEFER of `call`: see [`ApprovalBook::defer`]. Audits what happened.
    pub fn defer(&self, call: CallIdentity<'_>, request: ApprovalRequest) -> Deferred {
        let now = jiff::Timestamp::now();
        let (expired, outcome) = {
            let mut book = self.book();
            let expired = book.expire(now);
            (expired, book.defer(call, request, now))
        };
        for r in &expired {
            audit(r, "expired");
        }
        match &outcome {
            Deferred::Pass(r) => audit(r, "consumed"),
            Deferred::Requested(r) => audit(r, "requested"),
            Deferred::Waiting(_) => {}
        }
        outcome
    }

    /// A person's decision; wakes the requests holding for it.
    pub fn decide(&self, name: &str, decision: Decision) -> Result<ApprovalRecord, DecideError> {
        let now = jiff::Timestamp::now();
        let result = self.book().decide(name, decision, now);
        if let Ok(r) = &result {
            audit(
                r,
                if r.phase == argus_crds::ApprovalPhase::Approved {
                    "approved"
                } else {
                    "denied"
                },
            );
            self.decided.notify_waiters();
        }
        result
    }

    /// Every approval, newest first (expired ones marked first).
    pub fn list(&self) -> Vec<ApprovalRecord> {
        let now = jiff::Timestamp::now();
        let expired = {
            let mut book = self.book();
            book.expire(now)
        };
        for r in &expired {
            audit(r, "expired");
        }
        self.book().list()
    }

    /// One approval (its phase as of now).
    pub fn get(&self, name: &str) -> Option<ApprovalRecord> {
        let now = jiff::Timestamp::now();
        let mut book = self.book();
        for r in book.expire(now) {
            audit(&r, "expired");
        }
        book.get(name).cloned()
    }

    /// Approvals waiting for a decision.
    pub fn pending(&self) -> usize {
        self.book().pending()
    }

    /// Waits until `name` is decided or expires (`None`: unknown name).
    pub async fn decided(&self, name: &str) -> Option<ApprovalRecord> {
        loop {
            // Registered before looking, so a decision between the look and the wait
            // is not missed.
            let woken = self.decided.notified();
            let r = self.get(name)?;
            if r.phase.is_decided() {
                return Some(r);
            }
            let left = r
                .expires_at
                .parse::<jiff::Timestamp>()
                .ok()
                .map(|e| e.duration_since(jiff::Timestamp::now()))
                .and_then(|d| std::time::Duration::try_from(d).ok())
                .unwrap_or_default();
            // Expiry is noticed by looking again when the time is up.
            let _ = tokio::time::timeout(left + std::time::Duration::from_millis(50), woken).await;
        }
    }
}
