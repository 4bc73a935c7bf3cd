//! The in-process approval store (local mode, no Redis): an [`ApprovalBook`] behind a
//! lock, and a `Notify` that wakes the requests holding for a decision.

use parking_lot::Mutex;

use super::clock::Clock;
use super::{
    ApprovalBook, ApprovalRecord, ApprovalRequest, CallIdentity, DecideError, Decision, Deferred,
    audit,
};

/// How long past an approval's expiry its holders look again (its time is up by then).
const EXPIRY_GRACE: std::time::Duration = std::time::Duration::from_millis(50);

/// The approvals of this sidecar (in process; decided through the admin API).
#[derive(Debug, Default)]
pub struct LocalApprovals {
    book: Mutex<ApprovalBook>,
    /// Wakes holders when any approval is decided.
    decided: tokio::sync::Notify,
    /// Where now comes from.
    clock: Clock,
}

impl LocalApprovals {
    /// A store whose approvals are stamped and expired by `clock`.
    #[cfg(test)]
    pub fn with_clock(clock: Clock) -> Self {
        Self {
            clock,
            ..Self::default()
        }
    }

    fn book(&self) -> parking_lot::MutexGuard<'_, ApprovalBook> {
        self.book.lock()
    }

    /// A DEFER of `call`: see [`ApprovalBook::defer`]. Audits what happened.
    pub fn defer(&self, call: CallIdentity<'_>, request: ApprovalRequest) -> Deferred {
        let now = self.clock.now();
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
        let now = self.clock.now();
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
        let now = self.clock.now();
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
        let now = self.clock.now();
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
            // Expiry is noticed by looking again when the time is up.
            let left = self.clock.until(r.expires());
            let _ = tokio::time::timeout(left + EXPIRY_GRACE, woken).await;
        }
    }
}

/// Expiry on paused time: the store's clock is tokio's, so a holder wakes at the
/// approval's expiry to the millisecond and no test waits for a clock.
#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use argus_crds::{ApprovalPhase, TimeoutDecision};
    use tokio::time::{Instant, sleep};

    use super::super::book::tests::{call, request, t};
    use super::*;

    const SHA: &str = "9f2c";

    fn store() -> Arc<LocalApprovals> {
        Arc::new(LocalApprovals::with_clock(Clock::tokio(t(0))))
    }

    fn requested(store: &LocalApprovals, timeout: u32, on_timeout: TimeoutDecision) -> String {
        match store.defer(call(SHA), request(timeout, on_timeout)) {
            Deferred::Requested(r) => r.name,
            other => panic!("not a new approval: {other:?}"),
        }
    }

    #[tokio::test(start_paused = true)]
    async fn a_holder_wakes_at_the_expiry_and_on_timeout_decides() {
        for (on_timeout, passes) in [
            (TimeoutDecision::Deny, false),
            (TimeoutDecision::Allow, true),
        ] {
            let store = store();
            let name = requested(&store, 300, on_timeout);
            let start = Instant::now();
            let r = store.decided(&name).await.expect("known");
            let waited = start.elapsed();
            assert!(
                (Duration::from_secs(300)..=Duration::from_secs(300) + EXPIRY_GRACE)
                    .contains(&waited),
                "{waited:?}"
            );
            assert_eq!(r.phase, ApprovalPhase::Expired);
            assert_eq!(r.passes(), passes, "{on_timeout:?}");
            assert_eq!(r.decided_at.as_deref(), Some("2027-01-15T08:05:00Z"));
            // The same call asked again: a timed-out allow lets it through once, a deny
            // asks anew.
            match store.defer(call(SHA), request(300, on_timeout)) {
                Deferred::Pass(p) => assert!(passes && p.name == name),
                Deferred::Requested(n) => assert!(!passes && n.name != name),
                Deferred::Waiting(w) => panic!("waits for an expired approval: {w:?}"),
            }
        }
    }

    #[tokio::test(start_paused = true)]
    async fn a_decision_wakes_its_holders_at_once_and_the_same_call_waits_for_it() {
        let store = store();
        let name = requested(&store, 300, TimeoutDecision::Deny);
        let start = Instant::now();
        let holders: Vec<_> = (0..2)
            .map(|_| {
                let (store, name) = (store.clone(), name.clone());
                tokio::spawn(async move { (store.decided(&name).await, Instant::now()) })
            })
            .collect();
        sleep(Duration::from_secs(100)).await;
        match store.defer(call(SHA), request(300, TimeoutDecision::Deny)) {
            Deferred::Waiting(w) => assert_eq!(w.name, name),
            other => panic!("the same call asked again makes a second approval: {other:?}"),
        }
        let decision = Decision {
            approve: true,
            user: "jo@ops".into(),
            comment: None,
        };
        store.decide(&name, decision.clone()).unwrap();
        for h in holders {
            let (r, at) = h.await.unwrap();
            assert_eq!(r.unwrap().phase, ApprovalPhase::Approved);
            assert_eq!(at - start, Duration::from_secs(100), "woken when decided");
        }
        assert!(matches!(
            store.decide(&name, decision),
            Err(DecideError::AlreadyDecided { .. })
        ));
        assert_eq!(store.pending(), 0);
    }

    #[tokio::test(start_paused = true)]
    async fn an_approval_is_pending_until_its_second_and_expired_from_it() {
        let store = store();
        let name = requested(&store, 60, TimeoutDecision::Deny);
        sleep(Duration::from_millis(59_999)).await;
        assert_eq!(store.get(&name).unwrap().phase, ApprovalPhase::Pending);
        assert_eq!(store.pending(), 1);
        sleep(Duration::from_millis(1)).await;
        assert_eq!(store.list()[0].phase, ApprovalPhase::Expired);
        assert_eq!(store.pending(), 0);
        assert!(store.decided("no-such-approval").await.is_none());
    }
}
