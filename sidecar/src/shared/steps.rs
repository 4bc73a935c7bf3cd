//! The order of a session's background workflow steps and its next requests, without a
//! lock held across the embedder or Redis. A step takes a ticket the moment its response
//! ends (before the agent can send the next request); a request, or a later step, waits
//! for the steps ticketed before it — but never longer than a step's budget: then it goes
//! on with the session as stored, and the caller counts that. Sessions share a gate per
//! stripe, so memory is bounded; a wait for another session's step of the same stripe
//! is bounded the same way.

use parking_lot::Mutex;
use std::collections::BTreeSet;
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

use crate::stores::session::SessionKey;

const STRIPES: usize = 256;

#[derive(Default)]
struct Gate {
    tickets: Mutex<Tickets>,
    done: Notify,
}

#[derive(Default)]
struct Tickets {
    next: u64,
    open: BTreeSet<u64>,
}

/// Tickets of the steps in flight, per stripe of sessions.
pub struct StepGates {
    gates: Arc<[Gate]>,
}

impl Default for StepGates {
    fn default() -> Self {
        Self {
            gates: (0..STRIPES).map(|_| Gate::default()).collect(),
        }
    }
}

/// A step in flight; dropping it (the step ended, however) lets its waiters go on.
pub struct StepTicket {
    gates: Arc<[Gate]>,
    stripe: usize,
    ticket: u64,
}

/// How a wait for earlier steps ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waited {
    /// No earlier step was in flight.
    Clear,
    /// Earlier steps ended within the budget.
    Done,
    /// The budget ran out first; the caller goes on without them.
    TimedOut,
}

impl Waited {
    /// Metrics label.
    pub fn as_str(self) -> &'static str {
        match self {
            Waited::Clear => "clear",
            Waited::Done => "done",
            Waited::TimedOut => "timeout",
        }
    }
}

fn stripe(key: &SessionKey) -> usize {
    BuildHasherDefault::<DefaultHasher>::default().hash_one(key) as usize % STRIPES
}

impl StepGates {
    /// A ticket for a step of `key`'s session, taken now (synchronously).
    pub fn begin(&self, key: &SessionKey) -> StepTicket {
        let stripe = stripe(key);
        let mut t = self.gates[stripe].tickets.lock();
        let ticket = t.next;
        t.next += 1;
        t.open.insert(ticket);
        StepTicket {
            gates: self.gates.clone(),
            stripe,
            ticket,
        }
    }

    /// Waits, for at most `budget`, until every step of `key`'s stripe ticketed before
    /// `before` (a ticket, or `None`: now) has ended.
    pub async fn wait(
        &self,
        key: &SessionKey,
        before: Option<&StepTicket>,
        budget: Duration,
    ) -> Waited {
        let gate = &self.gates[stripe(key)];
        let limit = match before {
            Some(t) => t.ticket,
            None => gate.tickets.lock().next,
        };
        let earlier_open = || gate.tickets.lock().open.first().is_some_and(|&t| t < limit);
        if !earlier_open() {
            return Waited::Clear;
        }
        let deadline = tokio::time::Instant::now() + budget;
        loop {
            let notified = gate.done.notified();
            tokio::pin!(notified);
            // Registered before the check, so an end between the check and the wait
            // still wakes this waiter.
            notified.as_mut().enable();
            if !earlier_open() {
                return Waited::Done;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return if earlier_open() {
                    Waited::TimedOut
                } else {
                    Waited::Done
                };
            }
        }
    }
}

impl Drop for StepTicket {
    fn drop(&mut self) {
        let gate = &self.gates[self.stripe];
        gate.tickets.lock().open.remove(&self.ticket);
        gate.done.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> SessionKey {
        SessionKey {
            tenant: "t".into(),
            session: s.into(),
        }
    }

    #[tokio::test]
    async fn a_request_waits_for_earlier_steps_within_the_budget_only() {
        let gates = StepGates::default();
        let budget = Duration::from_millis(300);
        assert_eq!(gates.wait(&key("a"), None, budget).await, Waited::Clear);

        // A step that ends while the request waits: the request goes on then.
        let step = gates.begin(&key("a"));
        let ended = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(20)).await;
            drop(step);
        });
        assert_eq!(
            gates.wait(&key("a"), None, Duration::from_secs(30)).await,
            Waited::Done
        );
        ended.await.unwrap_or_default();

        // A step that never ends: the request waits out the budget, then goes on.
        let _hung = gates.begin(&key("a"));
        let started = std::time::Instant::now();
        assert_eq!(gates.wait(&key("a"), None, budget).await, Waited::TimedOut);
        assert!(started.elapsed() >= budget);
        // Another session of another stripe is not held by it.
        let other = (0..1000)
            .map(|i| key(&format!("s{i}")))
            .find(|k| stripe(k) != stripe(&key("a")))
            .unwrap_or_else(|| key("b"));
        assert_eq!(gates.wait(&other, None, budget).await, Waited::Clear);
    }

    #[tokio::test]
    async fn steps_wait_only_for_steps_ticketed_before_them() {
        let gates = StepGates::default();
        let budget = Duration::from_millis(50);
        let first = gates.begin(&key("a"));
        let second = gates.begin(&key("a"));
        // The first step waits for nothing; the second for the first.
        assert_eq!(
            gates.wait(&key("a"), Some(&first), budget).await,
            Waited::Clear
        );
        assert_eq!(
            gates.wait(&key("a"), Some(&second), budget).await,
            Waited::TimedOut
        );
        drop(first);
        assert_eq!(
            gates.wait(&key("a"), Some(&second), budget).await,
            Waited::Clear
        );
        // A request after both waits for the second.
        assert_eq!(gates.wait(&key("a"), None, budget).await, Waited::TimedOut);
        drop(second);
        assert_eq!(gates.wait(&key("a"), None, budget).await, Waited::Clear);
    }
}
