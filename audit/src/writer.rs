//! Appending off the request path: [`AuditQueue::record`] is a bounded channel send that
//! never waits; one writer task per tenant drains the queue into the chain. While the
//! store is down the writer retries with backoff and the queue fills; what does not fit
//! is counted, and the count enters the chain as a `gap` entry at the place the records
//! were lost, once there is room again.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::mpsc;
use tokio::sync::mpsc::error::TrySendError;

use crate::store::ChainStore;
use crate::{Head, Record};

/// What the queue carries: a record, or the count of records lost just before it.
// Unboxed on purpose: a box would be an allocation on the request path, and almost
// every item is a record anyway.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum Item {
    Record(Record),
    Gap(u64),
}

/// The request path's handle on a tenant's chain (cheap to clone).
#[derive(Clone, Debug)]
pub struct AuditQueue {
    tx: mpsc::Sender<Item>,
    /// Records lost since the last gap was queued.
    lost: Arc<AtomicU64>,
}

/// Whether [`AuditQueue::record`] queued the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queued {
    Queued,
    /// The queue was full (or its writer gone): the record is lost and counted; the
    /// first of a run of losses is `FirstLost`, so the caller can log once per run.
    FirstLost,
    Lost,
}

impl AuditQueue {
    /// A queue of `capacity` records with no writer (tests and benches drain `rx`).
    fn with_capacity(capacity: usize) -> (Self, mpsc::Receiver<Item>) {
        let (tx, rx) = mpsc::channel(capacity.max(2));
        (
            Self {
                tx,
                lost: Arc::new(AtomicU64::new(0)),
            },
            rx,
        )
    }

    /// Queues `record` without waiting.
    pub fn record(&self, record: Record) -> Queued {
        if self.lost.load(Ordering::Acquire) == 0 {
            match self.tx.try_send(Item::Record(record)) {
                Ok(()) => return Queued::Queued,
                Err(TrySendError::Full(_) | TrySendError::Closed(_)) => return self.lose(),
            }
        }
        // Records were lost: the gap goes in first, so it sits where they would have.
        match self.tx.try_reserve_many(2) {
            Ok(mut permits) => {
                let lost = self.lost.swap(0, Ordering::AcqRel);
                if let Some(p) = permits.next().filter(|_| lost > 0) {
                    p.send(Item::Gap(lost));
                }
                if let Some(p) = permits.next() {
                    p.send(Item::Record(record));
                }
                Queued::Queued
            }
            Err(_) => self.lose(),
        }
    }

    fn lose(&self) -> Queued {
        match self.lost.fetch_add(1, Ordering::AcqRel) {
            0 => Queued::FirstLost,
            _ => Queued::Lost,
        }
    }
}

/// How the writer behaves.
#[derive(Clone, Debug)]
pub struct WriterSettings {
    /// Records the queue holds while the store is slow or down.
    pub capacity: usize,
    /// Entries older than this are trimmed (with a checkpoint); `None` keeps everything.
    pub retention: Option<Duration>,
    /// How often retention runs.
    pub trim_every: Duration,
    /// The longest wait between attempts while the store is down.
    pub max_backoff: Duration,
}

impl Default for WriterSettings {
    fn default() -> Self {
        Self {
            capacity: 10_000,
            retention: None,
            trim_every: Duration::from_secs(3600),
            max_backoff: Duration::from_secs(5),
        }
    }
}

/// Starts the writer of `tenant`'s chain on the current Tokio runtime; it ends when every
/// [`AuditQueue`] clone is dropped and the queue is drained.
pub fn spawn(store: ChainStore, tenant: String, settings: WriterSettings) -> AuditQueue {
    let (queue, rx) = AuditQueue::with_capacity(settings.capacity);
    tokio::spawn(run(store, tenant, settings, rx));
    queue
}

async fn run(
    store: ChainStore,
    tenant: String,
    settings: WriterSettings,
    mut rx: mpsc::Receiver<Item>,
) {
    let mut head: Option<Head> = None;
    let mut next_trim = tokio::time::Instant::now();
    while let Some(item) = rx.recv().await {
        let record = match item {
            Item::Record(r) => r,
            Item::Gap(n) => {
                tracing::warn!(tenant = %tenant, lost = n, "audit records were lost (queue full); recording the gap in the chain");
                Record::gap(&tenant, n)
            }
        };
        let mut backoff = Duration::from_millis(50);
        let mut down_logged = false;
        loop {
            match store.append(&tenant, record.clone(), &mut head).await {
                Ok(_) => break,
                Err(e) => {
                    if !down_logged {
                        tracing::warn!(tenant = %tenant, error = %e, "audit chain unavailable; records wait in the queue");
                        down_logged = true;
                    }
                    head = None;
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(settings.max_backoff);
                }
            }
        }
        if down_logged {
            tracing::info!(tenant = %tenant, "audit chain available again");
        }
        if let Some(keep) = settings.retention
            && tokio::time::Instant::now() >= next_trim
        {
            next_trim = tokio::time::Instant::now() + settings.trim_every;
            let now_ms = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as u64);
            let cutoff = now_ms.saturating_sub(keep.as_millis() as u64);
            match store.trim_before(&tenant, cutoff, &mut head).await {
                Ok(Some(cp)) => {
                    tracing::info!(tenant = %tenant, checkpoint_seq = cp.record.checkpoint.map(|c| c.seq).unwrap_or(0), "audit retention trimmed the chain")
                }
                Ok(None) => {}
                Err(e) => {
                    head = None;
                    tracing::warn!(tenant = %tenant, error = %e, "audit retention failed; will retry");
                }
            }
        }
    }
}

/// For benches: a queue whose records are drained by a task that discards them, so the
/// measured cost is the request path's alone.
#[doc(hidden)]
pub fn discarding_queue(capacity: usize) -> AuditQueue {
    let (queue, mut rx) = AuditQueue::with_capacity(capacity);
    tokio::spawn(async move { while rx.recv().await.is_some() {} });
    queue
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn overflow_is_counted_and_queued_as_one_gap_before_the_next_record() {
        let (q, mut rx) = AuditQueue::with_capacity(2);
        let r = |a: &str| Record::new("t", a);
        assert_eq!(q.record(r("a")), Queued::Queued);
        assert_eq!(q.record(r("b")), Queued::Queued);
        assert_eq!(q.record(r("c")), Queued::FirstLost);
        assert_eq!(q.record(r("d")), Queued::Lost);
        // One slot free is not enough for the gap and the record.
        assert!(matches!(rx.recv().await, Some(Item::Record(x)) if x.action == "a"));
        assert_eq!(q.record(r("e")), Queued::Lost);
        assert!(matches!(rx.recv().await, Some(Item::Record(x)) if x.action == "b"));
        assert_eq!(q.record(r("f")), Queued::Queued);
        assert!(matches!(rx.recv().await, Some(Item::Gap(3))));
        assert!(matches!(rx.recv().await, Some(Item::Record(x)) if x.action == "f"));
        assert_eq!(q.record(r("g")), Queued::Queued);
        assert!(matches!(rx.recv().await, Some(Item::Record(x)) if x.action == "g"));
    }
}
