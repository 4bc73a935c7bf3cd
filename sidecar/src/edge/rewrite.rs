//! What an upstream answer may not carry to the agent: a provider that echoes the key it
//! was sent (a 401 quoting the `Authorization` header) has every configured credential
//! replaced, in headers and bodies, streamed ones too; an OpenAI stream loses the usage
//! chunk the proxy asked for on its own behalf. Both are chunk rewriters under one body.

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http::{HeaderMap, HeaderValue};
use hyper::body::{Body, Frame};

use crate::obs::REDACTED;

/// Every configured credential, in each spelling a body may carry it.
#[derive(Debug, Default)]
pub struct Redactor {
    /// A SIMD substring search per secret, longest first (so that a key containing
    /// another is replaced whole): every answer is searched
    /// whenever a key is configured, so the search runs over each byte a few times at
    /// most (a per-position comparison with every secret cost tens of thousands of
    /// instructions for a 2 kB answer).
    finders: Vec<memchr::memmem::Finder<'static>>,
}

impl Redactor {
    /// A redactor for `keys` (and their JSON-escaped forms; `Bearer <key>` contains the key).
    pub fn new<'a>(keys: impl IntoIterator<Item = &'a str>) -> Self {
        let mut secrets: Vec<Vec<u8>> = Vec::new();
        for key in keys.into_iter().filter(|k| !k.is_empty()) {
            secrets.push(key.as_bytes().to_vec());
            let escaped = serde_json::to_string(key).unwrap_or_default();
            let escaped = escaped.trim_start_matches('"').trim_end_matches('"');
            if escaped != key && !escaped.is_empty() {
                secrets.push(escaped.as_bytes().to_vec());
            }
        }
        secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        secrets.dedup();
        let finders = secrets
            .iter()
            .map(|s| memchr::memmem::Finder::new(s).into_owned())
            .collect();
        Self { finders }
    }

    /// Whether there is nothing to redact.
    pub fn is_empty(&self) -> bool {
        self.finders.is_empty()
    }

    /// Where the first credential in `data` begins and how long it is: of those
    /// beginning at the same place, the longest.
    fn next_secret(&self, data: &[u8]) -> Option<(usize, usize)> {
        // `min_by_key` keeps the first of equal starts: the longest secret.
        self.finders
            .iter()
            .filter_map(|f| f.find(data).map(|at| (at, f.needle().len())))
            .min_by_key(|&(at, _)| at)
    }

    /// `data` with every credential replaced; `None` when it holds none.
    pub fn redact(&self, data: &[u8]) -> Option<Vec<u8>> {
        let mut out: Option<Vec<u8>> = None;
        let mut i = 0;
        while let Some((at, len)) = self.next_secret(&data[i..]) {
            let out = out.get_or_insert_with(|| Vec::with_capacity(data.len()));
            out.extend_from_slice(&data[i..i + at]);
            out.extend_from_slice(REDACTED.as_bytes());
            i += at + len;
        }
        let mut out = out?;
        out.extend_from_slice(&data[i..]);
        Some(out)
    }

    /// Length of the longest end of `data` that begins a credential: it may be completed
    /// by the next chunk, so it is held back until then.
    fn unfinished(&self, data: &[u8]) -> usize {
        self.finders
            .iter()
            .map(memchr::memmem::Finder::needle)
            .filter_map(|s| {
                (1..s.len().min(data.len() + 1))
                    .rev()
                    .find(|&n| data.ends_with(&s[..n]))
            })
            .max()
            .unwrap_or(0)
    }

    /// Replaces every credential in header values (a header that would not be valid
    /// afterwards is removed).
    pub fn redact_headers(&self, headers: &mut HeaderMap) {
        if self.is_empty() {
            return;
        }
        let names: Vec<_> = headers.keys().cloned().collect();
        for name in names {
            let values: Vec<HeaderValue> = headers.get_all(&name).iter().cloned().collect();
            if !values.iter().any(|v| self.redact(v.as_bytes()).is_some()) {
                continue;
            }
            headers.remove(&name);
            for v in values {
                let clean = match self.redact(v.as_bytes()) {
                    Some(r) => HeaderValue::from_bytes(&r).ok(),
                    None => Some(v),
                };
                if let Some(clean) = clean {
                    headers.append(name.clone(), clean);
                }
            }
        }
    }
}

/// A rewrite of a body applied chunk by chunk.
pub trait Rewrite: Send + Unpin + 'static {
    /// Takes the next chunk; returns what may be passed on now (possibly empty).
    fn push(&mut self, data: Bytes) -> Bytes;
    /// Returns what is still held at the end of the body.
    fn finish(&mut self) -> Bytes;
    /// Work the rewrite waits for before it takes the next chunk (or ends): a model
    /// asked about what was just read. Polled before every chunk and before the end;
    /// returns what may be passed on once it is done.
    fn poll_hold(&mut self, _cx: &mut Context<'_>) -> Poll<Bytes> {
        Poll::Ready(Bytes::new())
    }
    /// The body has no more chunks: returns what may be passed on now. The end may
    /// start work ([`Rewrite::poll_hold`]), awaited before [`Rewrite::finish`].
    fn ending(&mut self) -> Bytes {
        Bytes::new()
    }
}

/// Redaction of a body as it streams: bytes that could begin a credential wait for the
/// next chunk, so a key split across chunks is still caught.
pub struct Redacting {
    redactor: std::sync::Arc<Redactor>,
    held: Vec<u8>,
}

impl Redacting {
    /// Redacts with `redactor`.
    pub fn new(redactor: std::sync::Arc<Redactor>) -> Self {
        Self {
            redactor,
            held: Vec::new(),
        }
    }
}

impl Rewrite for Redacting {
    fn push(&mut self, data: Bytes) -> Bytes {
        if self.held.is_empty()
            && self.redactor.unfinished(&data) == 0
            && self.redactor.redact(&data).is_none()
        {
            return data;
        }
        let mut buf = std::mem::take(&mut self.held);
        buf.extend_from_slice(&data);
        let mut out = self.redactor.redact(&buf).unwrap_or(buf);
        let keep = self.redactor.unfinished(&out);
        self.held = out.split_off(out.len() - keep);
        Bytes::from(out)
    }

    fn finish(&mut self) -> Bytes {
        // What is held only begins a credential; it is not one.
        Bytes::from(std::mem::take(&mut self.held))
    }
}

impl Rewrite for argus_wire::UnaskedUsage {
    fn push(&mut self, data: Bytes) -> Bytes {
        Bytes::from(argus_wire::UnaskedUsage::push(self, &data))
    }

    fn finish(&mut self) -> Bytes {
        Bytes::from(argus_wire::UnaskedUsage::finish(self))
    }
}

/// A body passed on through a [`Rewrite`].
pub struct RewrittenBody<B, R> {
    inner: B,
    rewrite: R,
    /// The trailers frame that ended the body, sent after what is still held.
    trailers: Option<Frame<Bytes>>,
    /// The inner body has ended; what the rewrite holds is not yet finished.
    ended: bool,
    done: bool,
}

impl<B, R> RewrittenBody<B, R> {
    /// Wraps `inner`.
    pub fn new(inner: B, rewrite: R) -> Self {
        Self {
            inner,
            rewrite,
            trailers: None,
            ended: false,
            done: false,
        }
    }
}

impl<B, R> Body for RewrittenBody<B, R>
where
    B: Body<Data = Bytes> + Unpin,
    R: Rewrite,
{
    type Data = Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, B::Error>>> {
        let this = &mut *self;
        loop {
            if this.done {
                return Poll::Ready(this.trailers.take().map(Ok));
            }
            match this.rewrite.poll_hold(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(out) if !out.is_empty() => {
                    return Poll::Ready(Some(Ok(Frame::data(out))));
                }
                Poll::Ready(_) => {}
            }
            if this.ended {
                this.done = true;
                let held = this.rewrite.finish();
                if !held.is_empty() {
                    return Poll::Ready(Some(Ok(Frame::data(held))));
                }
                continue;
            }
            match Pin::new(&mut this.inner).poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => match frame.into_data() {
                    Ok(data) => {
                        let out = this.rewrite.push(data);
                        if !out.is_empty() {
                            return Poll::Ready(Some(Ok(Frame::data(out))));
                        }
                    }
                    Err(trailers) => {
                        this.trailers = Some(trailers);
                        this.ended = true;
                        let out = this.rewrite.ending();
                        if !out.is_empty() {
                            return Poll::Ready(Some(Ok(Frame::data(out))));
                        }
                    }
                },
                Poll::Ready(Some(Err(e))) => return Poll::Ready(Some(Err(e))),
                Poll::Ready(None) => {
                    this.ended = true;
                    let out = this.rewrite.ending();
                    if !out.is_empty() {
                        return Poll::Ready(Some(Ok(Frame::data(out))));
                    }
                }
                Poll::Pending => return Poll::Pending,
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.done && self.trailers.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "sk-live-0123456789abcdef";

    fn streamed(redactor: &std::sync::Arc<Redactor>, chunks: &[&[u8]]) -> Vec<u8> {
        let mut r = Redacting::new(redactor.clone());
        let mut out = Vec::new();
        for c in chunks {
            out.extend_from_slice(&r.push(Bytes::copy_from_slice(c)));
        }
        out.extend_from_slice(&r.finish());
        out
    }

    #[test]
    fn a_key_is_caught_wherever_the_chunks_split_it() {
        let redactor = std::sync::Arc::new(Redactor::new([KEY, "other-key"]));
        let body = format!(
            "{{\"error\":{{\"message\":\"Incorrect header: Authorization: Bearer {KEY}\"}}}}"
        );
        let want = body.replace(KEY, REDACTED);
        let bytes = body.as_bytes();
        for cut in 0..=bytes.len() {
            for cut2 in cut..=bytes.len() {
                let got = streamed(
                    &redactor,
                    &[&bytes[..cut], &bytes[cut..cut2], &bytes[cut2..]],
                );
                assert_eq!(String::from_utf8_lossy(&got), want, "cuts at {cut}, {cut2}");
            }
        }
        let one_by_one: Vec<&[u8]> = bytes.chunks(1).collect();
        assert_eq!(
            String::from_utf8_lossy(&streamed(&redactor, &one_by_one)),
            want
        );
    }

    /// The reading the search must agree with: at each position, the longest secret
    /// that begins there, else the byte as it is.
    fn redacted_position_by_position(secrets: &[&str], data: &[u8]) -> Vec<u8> {
        let mut secrets: Vec<&[u8]> = secrets.iter().map(|s| s.as_bytes()).collect();
        secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        let mut out = Vec::new();
        let mut i = 0;
        while i < data.len() {
            match secrets.iter().find(|s| data[i..].starts_with(s)) {
                Some(s) => {
                    out.extend_from_slice(REDACTED.as_bytes());
                    i += s.len();
                }
                None => {
                    out.push(data[i]);
                    i += 1;
                }
            }
        }
        out
    }

    proptest::proptest! {
        #[test]
        fn the_search_replaces_what_a_position_by_position_reading_replaces(
            // Small alphabets, so that secrets overlap, contain one another and recur.
            secrets in proptest::collection::vec("[ab]{1,4}", 1..4),
            data in "[abc]{0,40}",
        ) {
            let refs: Vec<&str> = secrets.iter().map(String::as_str).collect();
            let redactor = Redactor::new(refs.iter().copied());
            let want = redacted_position_by_position(&refs, data.as_bytes());
            let got = redactor.redact(data.as_bytes()).unwrap_or_else(|| data.clone().into_bytes());
            proptest::prop_assert_eq!(String::from_utf8_lossy(&got), String::from_utf8_lossy(&want));
        }
    }

    #[test]
    fn text_that_only_begins_a_key_passes_at_the_end() {
        let redactor = std::sync::Arc::new(Redactor::new([KEY]));
        assert_eq!(streamed(&redactor, &[b"abc sk-li", b"ve"]), b"abc sk-live");
        let mut r = Redacting::new(redactor);
        assert_eq!(
            &r.push(Bytes::from_static(b"data: x\n\n"))[..],
            b"data: x\n\n"
        );
    }

    #[test]
    fn escaped_spellings_and_headers_are_redacted() {
        let key = "k/ey\"1";
        let redactor = Redactor::new([key]);
        let json = serde_json::json!({ "echo": key }).to_string();
        let out = String::from_utf8(redactor.redact(json.as_bytes()).unwrap()).unwrap();
        assert!(!out.contains("ey\\\"1"), "{out}");
        let mut headers = HeaderMap::new();
        headers.insert("x-echo", HeaderValue::from_static("Bearer k/ey\"1"));
        headers.insert("x-other", HeaderValue::from_static("fine"));
        redactor.redact_headers(&mut headers);
        assert_eq!(headers["x-echo"], "Bearer [REDACTED]");
        assert_eq!(headers["x-other"], "fine");
    }
}
