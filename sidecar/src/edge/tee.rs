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
