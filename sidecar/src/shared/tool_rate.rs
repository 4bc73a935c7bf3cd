//! Calls per tool per minute for the security gate's `toolCallsPerMinute`, shared
//! across replicas through Redis without putting Redis on the gate's path: each replica
//! counts its own calls at once (the gates are synchronous, also inside a stream) and
//! adds the other replicas' calls as Redis last reported them; every call is added to
//! the shared counter (`argus:{<tenant>}:gate:rate:<tool>:<minute>`) in the background.
//! Other replicas' calls are so seen with the delay of one Redis round trip.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use fred::prelude::*;

/// Counts of one tool in one minute.
#[derive(Default, Clone, Copy)]
struct Window {
    minute: u64,
    /// Calls this replica made.
    local: u64,
    /// Calls of every replica, as Redis last answered (this replica's included).
    shared: u64,
    /// This replica's calls Redis had counted when it answered `shared`.
    local_in_shared: u64,
}

/// The current window of each (tenant, tool).
type Windows = HashMap<(Arc<str>, String), Window>;

/// Per-tool call counters (cheap to clone).
#[derive(Clone, Default)]
pub struct ToolRates {
    windows: Arc<Mutex<Windows>>,
}

fn minute_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 60)
}

/// The Redis key of `tool`'s counter in `minute`.
pub fn key(tenant: &str, tool: &str, minute: u64) -> String {
    format!("argus:{{{tenant}}}:gate:rate:{tool}:{minute}")
}

impl ToolRates {
    /// Counts one call of `tool` and returns the calls of this minute, this one
    /// included: this replica's, plus the others' as Redis last reported them. With
    /// `redis`, the call is added to the shared counter in the background.
    pub fn hit(
        &self,
        tenant: &Arc<str>,
        tool: &str,
        redis: Option<Client>,
        background: &tokio_util::task::TaskTracker,
    ) -> u64 {
        let minute = minute_now();
        let slot = (tenant.clone(), tool.to_string());
        let count = {
            let mut windows = self.windows.lock();
            // Old minutes are dropped as the map is touched; it holds at most one
            // window per (tenant, tool).
            let w = windows.entry(slot.clone()).or_default();
            if w.minute != minute {
                *w = Window {
                    minute,
                    ..Window::default()
                };
            }
            w.local += 1;
            w.local + w.shared.saturating_sub(w.local_in_shared)
        };
        if let Some(client) = redis {
            let windows = self.windows.clone();
            let k = key(tenant, tool, minute);
            background.spawn(async move {
                let shared: Result<u64, _> = client.incr(&k).await;
                let Ok(shared) = shared else { return };
                let _: Result<(), _> = client.expire(&k, 120, None).await;
                let mut windows = windows.lock();
                if let Some(w) = windows.get_mut(&slot)
                    && w.minute == minute
                    && shared >= w.shared
                {
                    w.shared = shared;
                    w.local_in_shared += 1;
                }
            });
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn without_redis_a_replica_counts_its_own_calls_per_tool() {
        let rates = ToolRates::default();
        let tracker = tokio_util::task::TaskTracker::new();
        let t: Arc<str> = "ns/a".into();
        assert_eq!(rates.hit(&t, "lookup", None, &tracker), 1);
        assert_eq!(rates.hit(&t, "lookup", None, &tracker), 2);
        assert_eq!(rates.hit(&t, "refund", None, &tracker), 1);
        let other: Arc<str> = "ns/b".into();
        assert_eq!(rates.hit(&other, "lookup", None, &tracker), 1);
    }
}
