//! The time an in-process approval is stamped, expired and waited for with.

/// Where "now" comes from. In production the wall clock; in tests tokio's clock from a
/// fixed instant, so that paused time (`tokio::time::advance`, or auto-advance while every
/// task waits) moves approvals to their expiry exactly as it moves the timers that wait
/// for it.
#[derive(Clone, Copy, Debug, Default)]
pub enum Clock {
    /// The system's wall clock: what people and other processes read.
    #[default]
    Wall,
    /// `at` plus the tokio time passed since `since`.
    #[cfg(test)]
    Tokio {
        /// The wall-clock time at `since`.
        at: jiff::Timestamp,
        /// tokio's instant `at` stands for.
        since: tokio::time::Instant,
    },
}

impl Clock {
    /// tokio's clock, starting at `at` now.
    #[cfg(test)]
    pub fn tokio(at: jiff::Timestamp) -> Self {
        Clock::Tokio {
            at,
            since: tokio::time::Instant::now(),
        }
    }

    /// Now.
    pub fn now(&self) -> jiff::Timestamp {
        match self {
            Clock::Wall => jiff::Timestamp::now(),
            #[cfg(test)]
            Clock::Tokio { at, since } => {
                let passed = jiff::SignedDuration::try_from(since.elapsed())
                    .unwrap_or(jiff::SignedDuration::MAX);
                at.saturating_add(passed).unwrap_or(*at)
            }
        }
    }

    /// How long until `t` (zero once it passed).
    pub fn until(&self, t: jiff::Timestamp) -> std::time::Duration {
        std::time::Duration::try_from(t.duration_since(self.now())).unwrap_or_default()
    }
}
