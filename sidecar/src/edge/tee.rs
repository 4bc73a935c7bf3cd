//! The response body the agent receives: the provider's frames passed through as they
//! arrive (no buffering added), while a side copy is parsed for the workflow engine.
//! When the body ends, `on_done` gets the reassembled response; when the client goes
//! away first, the upstream body is dropped with it (ending the upstream request) and
//! `on_done` learns the response was aborted. A stream that falls silent longer than its
//! idle timeout (or passes its deadline) is cut off: the agent gets an error event in its
//! own format, the upstream request is dropped, and `on_done` learns it timed out. A
//! stream the provider breaks off (its connection cut mid-answer) ends the same way:
//! what arrived before the break reaches the agent, then the error event, then the end.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use hyper::body::{Body, Frame, SizeHint};
use tokio::time::{Instant, Sleep};

use crate::wire::{ApiFormat, ResponseView, StreamAccumulator};

/// Largest non-streamed body parsed for classification; larger ones pass through unparsed.
pub const MAX_PARSED_BODY: usize = 16 * 1024 * 1024;

/// How the side copy is parsed.
pub enum Side {
    /// Server-sent events, parsed incrementally.
    Stream(StreamAccumulator),
    /// A JSON body, collected and parsed at the end.
    Whole {
        /// The format.
        format: ApiFormat,
        /// Bytes so far.
        buf: Vec<u8>,
        /// Set once the body exceeded [`MAX_PARSED_BODY`].
        overflowed: bool,
    },
    /// A JSON body already read (by the gates, which pass it unchanged): nothing is
    /// collected or parsed again.
    Read {
        /// What it says.
        view: crate::wire::ResponseView,
        /// The body.
        body: Bytes,
    },
}

/// How the response ended.
pub enum Completion {
    /// The whole response reached the client; `body` is the raw body of a non-streamed one.
    Finished {
        /// What the response said.
        view: ResponseView,
        /// The raw body (non-streamed responses only).
        body: Option<Bytes>,
    },
    /// The body could not be parsed (oversized, not JSON).
    Unparsed,
    /// The client left or the upstream failed mid-body.
    Aborted,
    /// The upstream fell silent past its idle timeout or deadline; the body was cut off.
    TimedOut,
    /// The upstream broke its stream off (this error); the agent got the events before
    /// the break and the format's error event.
    Broken(String),
}

/// When a body that stops arriving is cut off.
pub struct StallGuard {
    /// Longest silence between two frames.
    idle: Option<Duration>,
    /// When the body must have ended.
    deadline: Option<Instant>,
    /// Sent to the agent as the body's last frame when it is cut off or broken off (an
    /// error event in the stream's format, written then); without it the body ends with
    /// an error.
    last_words: Option<LastWords>,
    timer: Pin<Box<Sleep>>,
}

impl StallGuard {
    /// A guard for a stream: at most `idle` between frames, then `last_words` and the end.
    pub fn stream(idle: Duration, last_words: LastWords) -> Self {
        Self::new(Some(idle), None, Some(last_words))
    }

    /// A guard for a body that must be over by `deadline` (its end is cut otherwise).
    pub fn deadline(deadline: Instant) -> Self {
        Self::new(None, Some(deadline), None)
    }

    fn new(
        idle: Option<Duration>,
        deadline: Option<Instant>,
        last_words: Option<LastWords>,
    ) -> Self {
        let mut guard = Self {
            idle,
            deadline,
            last_words,
            timer: Box::pin(tokio::time::sleep(Duration::ZERO)),
        };
        guard.rearm();
        guard
    }

    /// Restarts the idle clock (a frame arrived); the deadline stays.
    fn rearm(&mut self) {
        let idle = self.idle.map(|d| Instant::now() + d);
        let at = match (idle, self.deadline) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            // Neither bound: a day is as good as never for one response.
            (None, None) => Instant::now() + Duration::from_secs(86_400),
        };
        self.timer.as_mut().reset(at);
    }
}

/// Why a stream ended before its end.
#[derive(Debug)]
pub enum Cut {
    /// The provider fell silent past the idle timeout or the deadline.
    Stalled,
    /// The provider's stream failed (its connection broke): what failed.
    Broken(String),
}

/// Writes the last frame of a stream that was cut off.
pub type LastWords = Box<dyn FnOnce(Cut) -> Bytes + Send>;

/// The error a cut-off body ends with when it has no last words for the agent.
#[derive(Debug, thiserror::Error)]
#[error("the upstream stopped sending the response body")]
pub struct UpstreamStalled;

/// Callback run once when the body ends.
pub type OnDone = Box<dyn FnOnce(Completion) + Send>;

/// The pass-through body.
pub struct TeeBody<B: Body<Data = Bytes> + Unpin> {
    inner: B,
    side: Option<Side>,
    on_done: Option<OnDone>,
    stall: Option<StallGuard>,
    /// Set once the body was cut off: the next poll ends it.
    cut: bool,
}

impl<B: Body<Data = Bytes> + Unpin> TeeBody<B> {
    /// Wraps `inner`.
    pub fn new(inner: B, side: Side, on_done: OnDone) -> Self {
        Self {
            inner,
            side: Some(side),
            on_done: Some(on_done),
            stall: None,
            cut: false,
        }
    }

    /// Cuts the body off when it stalls as `guard` says.
    pub fn with_stall_guard(mut self, guard: StallGuard) -> Self {
        self.stall = Some(guard);
        self
    }

    fn timed_out(&mut self) {
        self.side = None;
        if let Some(done) = self.on_done.take() {
            done(Completion::TimedOut);
        }
    }

    fn feed(&mut self, data: &Bytes) {
        match &mut self.side {
            Some(Side::Stream(acc)) => acc.push(data),
            Some(Side::Whole {
                buf, overflowed, ..
            }) if !*overflowed => {
                if buf.len() + data.len() > MAX_PARSED_BODY {
                    *overflowed = true;
                    buf.clear();
                } else {
                    buf.extend_from_slice(data);
                }
            }
            Some(Side::Whole { .. } | Side::Read { .. }) | None => {}
        }
    }

    fn complete(&mut self, finished: bool) {
        let Some(done) = self.on_done.take() else {
            return;
        };
        let side = self.side.take();
        if !finished {
            done(Completion::Aborted);
            return;
        }
        let completion = match side {
            Some(Side::Stream(acc)) if !acc.overflowed() => Completion::Finished {
                view: acc.finish(),
                body: None,
            },
            Some(Side::Read { view, body }) => Completion::Finished {
                view,
                body: Some(body),
            },
            Some(Side::Whole {
                format,
                buf,
                overflowed: false,
            }) => match crate::wire::read_response(format, &buf) {
                Some(view) => Completion::Finished {
                    view,
                    body: Some(Bytes::from(buf)),
                },
                None => Completion::Unparsed,
            },
            _ => Completion::Unparsed,
        };
        done(completion);
    }
}

impl<B> Body for TeeBody<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<crate::edge::BoxError>,
{
    type Data = Bytes;
    type Error = crate::edge::BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = &mut *self;
        if this.cut {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.feed(data);
                }
                if let Some(stall) = &mut this.stall {
                    stall.rearm();
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => {
                let e: crate::edge::BoxError = e.into();
                // A stream with last words ends with them instead of the error: hyper
                // drops what it has not yet written when a body fails, so data and an
                // error in one turn reached the agent as nothing but a broken
                // connection. As data, the events before the break go first.
                let words = this.stall.as_mut().and_then(|s| s.last_words.take());
                let Some(words) = words else {
                    this.complete(false);
                    return Poll::Ready(Some(Err(e)));
                };
                let detail = crate::forward::error_chain(&*e);
                this.cut = true;
                this.side = None;
                if let Some(done) = this.on_done.take() {
                    done(Completion::Broken(detail.clone()));
                }
                Poll::Ready(Some(Ok(Frame::data(words(Cut::Broken(detail))))))
            }
            Poll::Ready(None) => {
                this.complete(true);
                Poll::Ready(None)
            }
            Poll::Pending => {
                let Some(stall) = &mut this.stall else {
                    return Poll::Pending;
                };
                if stall.timer.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                let last_words = stall.last_words.take();
                this.cut = true;
                this.timed_out();
                match last_words {
                    Some(words) => Poll::Ready(Some(Ok(Frame::data(words(Cut::Stalled))))),
                    None => Poll::Ready(Some(Err(UpstreamStalled.into()))),
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.cut || self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

impl<B: Body<Data = Bytes> + Unpin> Drop for TeeBody<B> {
    fn drop(&mut self) {
        // A body whose last frame was read may be dropped without a final poll; only a
        // body dropped with frames outstanding was abandoned.
        let ended = self.inner.is_end_stream();
        self.complete(ended);
    }
}

/// The stall guard on paused time: every bound is checked to the millisecond, and no test
/// waits for a clock. The provider's body is fed by hand (`edge::body::fed`).
#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use http_body_util::BodyExt;
    use parking_lot::Mutex;
    use tokio::time::sleep;

    use super::*;
    use crate::edge::body::fed::{self, Fed, Sent};
    use crate::wire::StreamAccumulator;

    fn event(word: &str) -> Sent {
        fed::data(format!(
            "data: {{\"choices\":[{{\"delta\":{{\"content\":\"{word} \"}}}}]}}\n\n"
        ))
    }

    fn last_words() -> LastWords {
        Box::new(|cut| match cut {
            Cut::Stalled => Bytes::from_static(b"event: error\ndata: stalled\n\n"),
            Cut::Broken(why) => Bytes::from(format!("event: error\ndata: broken: {why}\n\n")),
        })
    }

    /// How the body ended, as `on_done` heard it.
    fn ending() -> (Arc<Mutex<Option<String>>>, OnDone) {
        let seen = Arc::new(Mutex::new(None));
        let put = seen.clone();
        let done: OnDone = Box::new(move |c| {
            *put.lock() = Some(match c {
                Completion::Finished { view, .. } => format!("finished: {}", view.content.trim()),
                Completion::Unparsed => "unparsed".into(),
                Completion::Aborted => "aborted".into(),
                Completion::TimedOut => "timed out".into(),
                Completion::Broken(why) => format!("broken: {why}"),
            });
        });
        (seen, done)
    }

    fn teed(inner: Fed, guard: StallGuard) -> (Arc<Mutex<Option<String>>>, TeeBody<Fed>) {
        let (seen, done) = ending();
        let side = Side::Stream(StreamAccumulator::new(crate::wire::ApiFormat::OpenAiChat));
        (
            seen,
            TeeBody::new(inner, side, done).with_stall_guard(guard),
        )
    }

    /// A stream cut after 5 s of silence, with its last words.
    fn idle_guarded(inner: Fed) -> (Arc<Mutex<Option<String>>>, TeeBody<Fed>) {
        teed(
            inner,
            StallGuard::stream(Duration::from_secs(5), last_words()),
        )
    }

    /// What the agent reads: each frame's text and when it came (since `start`), then
    /// the error the body ended with, if any.
    async fn read_all<B>(mut body: B, start: Instant) -> (Vec<(Duration, String)>, Option<String>)
    where
        B: Body<Data = Bytes, Error = crate::edge::BoxError> + Unpin,
    {
        let mut frames = Vec::new();
        while let Some(frame) = body.frame().await {
            match frame {
                Ok(f) => {
                    let data = f.into_data().expect("a data frame");
                    frames.push((start.elapsed(), String::from_utf8_lossy(&data).into_owned()));
                }
                Err(e) => return (frames, Some(e.to_string())),
            }
        }
        (frames, None)
    }

    #[tokio::test(start_paused = true)]
    async fn a_stream_silent_past_its_idle_timeout_is_cut_with_its_last_words_then() {
        let (tx, inner) = fed::body();
        let (seen, body) = idle_guarded(inner);
        let start = Instant::now();
        let feeder = tx.clone();
        tokio::spawn(async move {
            for w in ["one", "two", "three"] {
                sleep(Duration::from_secs(4)).await;
                feeder.send(event(w)).unwrap();
            }
            // then silence, the connection still open
        });
        let (frames, error) = read_all(body, start).await;
        assert_eq!(error, None, "last words end the body, not an error");
        let times: Vec<u64> = frames.iter().map(|(t, _)| t.as_secs()).collect();
        assert_eq!(
            times,
            [4, 8, 12, 17],
            "cut exactly 5 s after the last event"
        );
        assert!(frames[2].1.contains("three"));
        assert_eq!(frames[3].1, "event: error\ndata: stalled\n\n");
        assert_eq!(seen.lock().as_deref(), Some("timed out"));
        assert!(tx.is_closed(), "the upstream body was dropped with the cut");
    }

    #[tokio::test(start_paused = true)]
    async fn events_in_time_keep_a_stream_alive_past_its_idle_timeout() {
        let (tx, inner) = fed::body();
        let (seen, body) = idle_guarded(inner);
        let start = Instant::now();
        tokio::spawn(async move {
            for i in 0..10 {
                sleep(Duration::from_millis(4_999)).await;
                tx.send(event(&format!("w{i}"))).unwrap();
            }
        });
        let (frames, error) = read_all(body, start).await;
        assert_eq!(error, None);
        assert_eq!(frames.len(), 10, "{frames:?}");
        assert_eq!(frames[9].0, Duration::from_millis(49_990));
        assert_eq!(
            seen.lock().as_deref(),
            Some("finished: w0 w1 w2 w3 w4 w5 w6 w7 w8 w9")
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_deadline_cuts_a_body_that_keeps_arriving_and_no_event_moves_it() {
        let (tx, inner) = fed::body();
        let start = Instant::now();
        let (seen, body) = teed(inner, StallGuard::deadline(start + Duration::from_secs(10)));
        tokio::spawn(async move {
            for i in 0.. {
                sleep(Duration::from_secs(3)).await;
                if tx.send(event(&format!("w{i}"))).is_err() {
                    return;
                }
            }
        });
        let (frames, error) = read_all(body, start).await;
        let times: Vec<u64> = frames.iter().map(|(t, _)| t.as_secs()).collect();
        assert_eq!(times, [3, 6, 9]);
        assert_eq!(error.as_deref(), Some(UpstreamStalled.to_string().as_str()));
        assert_eq!(start.elapsed(), Duration::from_secs(10));
        assert_eq!(seen.lock().as_deref(), Some("timed out"));
    }

    #[tokio::test(start_paused = true)]
    async fn a_broken_stream_gives_what_arrived_then_its_last_words_at_once() {
        let (tx, inner) = fed::body();
        let (seen, body) = idle_guarded(inner);
        let start = Instant::now();
        tokio::spawn(async move {
            sleep(Duration::from_secs(1)).await;
            tx.send(event("one")).unwrap();
            sleep(Duration::from_secs(1)).await;
            tx.send(event("two")).unwrap();
            sleep(Duration::from_secs(1)).await;
            let cut = std::io::Error::new(std::io::ErrorKind::ConnectionReset, "peer reset");
            tx.send(Err(cut)).unwrap();
        });
        let (frames, error) = read_all(body, start).await;
        assert_eq!(error, None);
        let times: Vec<u64> = frames.iter().map(|(t, _)| t.as_secs()).collect();
        assert_eq!(times, [1, 2, 3], "the break is passed on when it happens");
        assert!(
            frames[2].1.starts_with("event: error\ndata: broken: "),
            "{frames:?}"
        );
        assert!(frames[2].1.contains("peer reset"), "{frames:?}");
        assert!(seen.lock().as_deref().unwrap().contains("peer reset"));
    }

    #[tokio::test(start_paused = true)]
    async fn without_last_words_a_break_is_the_bodys_error_and_an_abort() {
        let (tx, inner) = fed::body();
        let (seen, done) = ending();
        let side = Side::Stream(StreamAccumulator::new(crate::wire::ApiFormat::OpenAiChat));
        let body = TeeBody::new(inner, side, done);
        tx.send(event("one")).unwrap();
        tx.send(Err(std::io::Error::other("peer reset"))).unwrap();
        let (frames, error) = read_all(body, Instant::now()).await;
        assert_eq!(frames.len(), 1);
        assert!(error.unwrap().contains("peer reset"));
        assert_eq!(seen.lock().as_deref(), Some("aborted"));
    }
}
