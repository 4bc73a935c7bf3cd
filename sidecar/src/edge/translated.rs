//! A provider's streamed response rewritten, chunk by chunk, into the client's format
//! (a route that crosses OpenAI chat and Anthropic messages).

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use hyper::body::{Body, Frame};

use argus_wire::StreamTranslator;

/// The translating body.
pub struct TranslatedStream<B> {
    inner: B,
    translator: StreamTranslator,
    done: bool,
}

impl<B> TranslatedStream<B> {
    /// Wraps the provider's body.
    pub fn new(inner: B, translator: StreamTranslator) -> Self {
        Self {
            inner,
            translator,
            done: false,
        }
    }
}

impl<B> Body for TranslatedStream<B>
where
    B: Body<Data = Bytes> + Unpin,
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
        loop {
            if self.done {
                return Poll::Ready(None);
            }
            let this = &mut *self;
            match Pin::new(&mut this.inner).poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => match frame.into_data() {
                    Ok(data) => {
                        let out = this.translator.push(&data);
                        if !out.is_empty() {
                            return Poll::Ready(Some(Ok(Frame::data(out))));
                        }
                    }
                    // Trailers are not translated; there are none in these APIs.
                    Err(_) => continue,
                },
                Poll::Ready(Some(Err(e))) => return Poll::Ready(Some(Err(e))),
                Poll::Ready(None) => {
                    this.done = true;
                    let tail = this.translator.finish();
                    return Poll::Ready((!tail.is_empty()).then(|| Ok(Frame::data(tail))));
                }
                Poll::Pending => return Poll::Pending,
            }
        }
    }
}
