//! The response body the agent receives: the provider's frames passed through as they
//! arrive (no buffering added), while a side copy is parsed for the workflow engine.
//! When the body ends, `on_done` gets the reassembled response; when the client goes
//! away first, the upstream body is dropped with it (ending the upstream request) and
//! `on_done` learns the response was aborted.

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use hyper::body::{Body, Frame, SizeHint};

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
}

/// Callback run once when the body ends.
pub type OnDone = Box<dyn FnOnce(Completion) + Send>;

/// The pass-through body.
pub struct TeeBody<B: Body<Data = Bytes> + Unpin> {
    inner: B,
    side: Option<Side>,
    on_done: Option<OnDone>,
}

impl<B: Body<Data = Bytes> + Unpin> TeeBody<B> {
    /// Wraps `inner`.
    pub fn new(inner: B, side: Side, on_done: OnDone) -> Self {
        Self {
            inner,
            side: Some(side),
            on_done: Some(on_done),
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
            Some(Side::Whole { .. }) | None => {}
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
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.feed(data);
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => {
                this.complete(false);
                Poll::Ready(Some(Err(e)))
            }
            Poll::Ready(None) => {
                this.complete(true);
                Poll::Ready(None)
            }
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
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
