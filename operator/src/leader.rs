//! Leader election over a `coordination.k8s.io/v1` Lease: every replica serves the
//! webhook, only the holder of the Lease runs the controllers. Writes carry the
//! Lease's resourceVersion, so two replicas can never both win the same term.

use std::time::Duration;

use k8s_openapi::api::coordination::v1::{Lease, LeaseSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{MicroTime, ObjectMeta};
use k8s_openapi::jiff::{SignedDuration, Timestamp};
use kube::Client;
use kube::api::{Api, PostParams};

/// What to do with the Lease as seen now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeaseAction {
    /// No Lease yet: create it.
    Create,
    /// We hold it: renew.
    Renew,
    /// Nobody holds it or the holder stopped renewing: take it over.
    TakeOver,
    /// Someone else holds it.
    Follow(String),
}

/// Decides from the Lease (pure).
pub fn decide(lease: Option<&Lease>, identity: &str, now: Timestamp) -> LeaseAction {
    let Some(spec) = lease.and_then(|l| l.spec.as_ref()) else {
        return if lease.is_some() {
            LeaseAction::TakeOver
        } else {
            LeaseAction::Create
        };
    };
    let holder = spec.holder_identity.as_deref().unwrap_or_default();
    if holder == identity {
        return LeaseAction::Renew;
    }
    if holder.is_empty() {
        return LeaseAction::TakeOver;
    }
    let duration = SignedDuration::from_secs(i64::from(spec.lease_duration_seconds.unwrap_or(15)));
    let renewed = spec.renew_time.as_ref().map(|t| t.0);
    match renewed {
        Some(t) if t + duration > now => LeaseAction::Follow(holder.to_string()),
        _ => LeaseAction::TakeOver,
    }
}

/// A replica's handle on the Lease.
pub struct LeaderElector {
    api: Api<Lease>,
    name: String,
    identity: String,
    duration: Duration,
}

impl LeaderElector {
    /// An elector for Lease `namespace/name` under `identity` (the pod name).
    pub fn new(
        client: Client,
        namespace: &str,
        name: &str,
        identity: &str,
        duration: Duration,
    ) -> Self {
        Self {
            api: Api::namespaced(client, namespace),
            name: name.to_string(),
            identity: identity.to_string(),
            duration,
        }
    }

    fn spec(&self, now: Timestamp, transitions: i32, acquired: Option<MicroTime>) -> LeaseSpec {
        LeaseSpec {
            holder_identity: Some(self.identity.clone()),
            lease_duration_seconds: i32::try_from(self.duration.as_secs()).ok(),
            acquire_time: Some(acquired.unwrap_or(MicroTime(now))),
            renew_time: Some(MicroTime(now)),
            lease_transitions: Some(transitions),
            ..LeaseSpec::default()
        }
    }

    /// One attempt; returns whether we hold the Lease afterwards.
    pub async fn try_acquire(&self) -> Result<bool, kube::Error> {
        let now = Timestamp::now();
        let lease = self.api.get_opt(&self.name).await?;
        let action = decide(lease.as_ref(), &self.identity, now);
        let result = match (&action, lease) {
            (LeaseAction::Create, _) => {
                let body = Lease {
                    metadata: ObjectMeta {
                        name: Some(self.name.clone()),
                        ..ObjectMeta::default()
                    },
                    spec: Some(self.spec(now, 0, None)),
                };
                self.api
                    .create(&PostParams::default(), &body)
                    .await
                    .map(|_| ())
            }
            (LeaseAction::Renew | LeaseAction::TakeOver, Some(mut lease)) => {
                let old = lease.spec.clone().unwrap_or_default();
                let transitions = old.lease_transitions.unwrap_or(0);
                lease.spec = Some(if action == LeaseAction::Renew {
                    self.spec(now, transitions, old.acquire_time)
                } else {
                    self.spec(now, transitions.saturating_add(1), None)
                });
                self.api
                    .replace(&self.name, &PostParams::default(), &lease)
                    .await
                    .map(|_| ())
            }
            (LeaseAction::Follow(_), _) | (_, None) => return Ok(false),
        };
        match result {
            Ok(()) => Ok(true),
            // Another replica wrote first: it wins this round.
            Err(kube::Error::Api(s)) if s.code == 409 => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Gives the Lease up on shutdown so the other replica takes over at once.
    pub async fn release(&self) -> Result<(), kube::Error> {
        let Some(mut lease) = self.api.get_opt(&self.name).await? else {
            return Ok(());
        };
        let Some(spec) = lease.spec.as_mut() else {
            return Ok(());
        };
        if spec.holder_identity.as_deref() != Some(self.identity.as_str()) {
            return Ok(());
        }
        spec.holder_identity = None;
        self.api
            .replace(&self.name, &PostParams::default(), &lease)
            .await?;
        Ok(())
    }

    /// Renews every third of the Lease duration and publishes whether we lead.
    pub async fn run(
        self,
        leader: tokio::sync::watch::Sender<bool>,
        mut shutdown: tokio::sync::watch::Receiver<bool>,
    ) {
        let period = self.duration / 3;
        loop {
            let held = match self.try_acquire().await {
                Ok(h) => h,
                Err(e) => {
                    tracing::warn!(error = %e, "leader election");
                    false
                }
            };
            if held != *leader.borrow() {
                tracing::info!(leader = held, identity = %self.identity, "leadership changed");
            }
            leader.send_replace(held);
            tokio::select! {
                _ = tokio::time::sleep(period) => {}
                _ = shutdown.changed() => break,
            }
        }
        if *leader.borrow()
            && let Err(e) = self.release().await
        {
            tracing::warn!(error = %e, "cannot release the leader Lease");
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn lease(holder: Option<&str>, renewed: i64) -> Lease {
        Lease {
            metadata: ObjectMeta::default(),
            spec: Some(LeaseSpec {
                holder_identity: holder.map(str::to_string),
                lease_duration_seconds: Some(15),
                renew_time: Some(MicroTime(Timestamp::from_second(renewed).unwrap())),
                ..LeaseSpec::default()
            }),
        }
    }

    #[test]
    fn one_active_writer() {
        let now = Timestamp::from_second(1_000).unwrap();
        assert_eq!(decide(None, "a", now), LeaseAction::Create);
        assert_eq!(
            decide(Some(&lease(Some("a"), 995)), "a", now),
            LeaseAction::Renew
        );
        assert_eq!(
            decide(Some(&lease(Some("b"), 995)), "a", now),
            LeaseAction::Follow("b".to_string())
        );
        // b stopped renewing 20 s ago, longer than the 15 s lease.
        assert_eq!(
            decide(Some(&lease(Some("b"), 980)), "a", now),
            LeaseAction::TakeOver
        );
        // b released the lease on shutdown.
        assert_eq!(
            decide(Some(&lease(None, 999)), "a", now),
            LeaseAction::TakeOver
        );
    }
}
