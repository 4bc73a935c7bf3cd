//! Incremental Server-Sent Events parsing: bytes arrive in arbitrary chunks (split
//! inside lines, inside UTF-8 sequences); complete events come out.

/// One event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SseEvent {
    /// The `event:` field, if any.
    pub event: Option<String>,
    /// The `data:` lines, joined with `\n`.
    pub data: String,
}

/// Most bytes held while waiting for the end of one event; beyond it the parser gives
/// up (classification is skipped; the stream itself still passes through).
pub const MAX_PENDING: usize = 8 * 1024 * 1024;

/// An incremental parser.
#[derive(Debug, Default)]
pub struct SseParser {
    pending: Vec<u8>,
    overflowed: bool,
}

impl SseParser {
    /// Feeds a chunk, appending every event it completes to `out`.
    pub fn push(&mut self, chunk: &[u8], out: &mut Vec<SseEvent>) {
        if self.overflowed {
            return;
        }
        self.pending.extend_from_slice(chunk);
        let mut start = 0;
        while let Some(end) = find_event_end(&self.pending[start..]) {
            let (len, sep) = end;
            if let Some(e) = parse_event(&self.pending[start..start + len]) {
                out.push(e);
            }
            start += len + sep;
        }
        self.pending.drain(..start);
        if self.pending.len() > MAX_PENDING {
            self.overflowed = true;
            self.pending = Vec::new();
        }
    }

    /// Flushes a final event not followed by a blank line.
    pub fn finish(&mut self, out: &mut Vec<SseEvent>) {
        if !self.overflowed
            && !self.pending.is_empty()
            && let Some(e) = parse_event(&self.pending)
        {
            out.push(e);
        }
        self.pending.clear();
    }

    /// Whether the parser gave up on an oversized event.
    pub fn overflowed(&self) -> bool {
        self.overflowed
    }
}

/// Finds the blank line ending an event: (event length, separator length).
fn find_event_end(buf: &[u8]) -> Option<(usize, usize)> {
    // Line ends found with memchr: a byte-by-byte loop cost more than the event's parse.
    for i in memchr::memchr_iter(b'\n', buf) {
        if buf.get(i + 1) == Some(&b'\n') {
            return Some((i, 2));
        }
        if buf.get(i + 1) == Some(&b'\r') && buf.get(i + 2) == Some(&b'\n') {
            return Some((i, 3));
        }
    }
    None
}

/// Reads the fields of one event's bytes (without its blank line); `None` for an event
/// with neither `data:` nor `event:` (comments only).
pub fn parse_event(raw: &[u8]) -> Option<SseEvent> {
    // Nearly every provider event is a single `data: ` line: its value is the rest,
    // without the line-by-line walk below (which reads it the same way).
    if let Some(rest) = raw.strip_prefix(b"data: ")
        && memchr::memchr(b'\n', rest).is_none()
        && let Ok(value) = std::str::from_utf8(rest.strip_suffix(b"\r").unwrap_or(rest))
    {
        return Some(SseEvent {
            event: None,
            data: value.to_string(),
        });
    }
    parse_lines(raw)
}

/// [`parse_event`] line by line: any number of lines, fields and line ends.
fn parse_lines(raw: &[u8]) -> Option<SseEvent> {
    // `from_utf8` checks ASCII a word at a time; `from_utf8_lossy` walks UTF-8 chunks
    // and cost most of the parse. Only invalid bytes take the lossy path.
    let text = match std::str::from_utf8(raw) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(raw),
    };
    let mut event = SseEvent::default();
    let mut has_data = false;
    for line in text.split('\n') {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() || line.starts_with(':') {
            continue;
        }
        let (field, value) = match line.split_once(':') {
            Some((f, v)) => (f, v.strip_prefix(' ').unwrap_or(v)),
            None => (line, ""),
        };
        match field {
            "event" => event.event = Some(value.to_string()),
            "data" => {
                if has_data {
                    event.data.push('\n');
                }
                event.data.push_str(value);
                has_data = true;
            }
            _ => {}
        }
    }
    (has_data || event.event.is_some()).then_some(event)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn invalid_utf8_is_read_lossily_and_valid_text_as_it_is() {
        let e = parse_event(b"event: x\ndata: caf\xc3\xa9 \xff!").unwrap();
        assert_eq!(e.event.as_deref(), Some("x"));
        assert_eq!(e.data, "café \u{fffd}!");
        let e = parse_event("data: ✓ ok\r\ndata: two".as_bytes()).unwrap();
        assert_eq!(e.data, "✓ ok\ntwo");
    }

    fn parse_all(chunks: &[&[u8]]) -> Vec<SseEvent> {
        let mut p = SseParser::default();
        let mut out = Vec::new();
        for c in chunks {
            p.push(c, &mut out);
        }
        p.finish(&mut out);
        out
    }

    #[test]
    fn events_split_anywhere_are_reassembled() {
        let stream = "event: message_start\ndata: {\"a\":1}\n\ndata: h\u{e9}llo\r\n\r\n: comment\n\ndata: a\ndata: b\n\n";
        let whole = parse_all(&[stream.as_bytes()]);
        assert_eq!(
            whole,
            vec![
                SseEvent {
                    event: Some("message_start".into()),
                    data: "{\"a\":1}".into()
                },
                SseEvent {
                    event: None,
                    data: "h\u{e9}llo".into()
                },
                SseEvent {
                    event: None,
                    data: "a\nb".into()
                },
            ]
        );
        let bytes = stream.as_bytes();
        for cut in 0..bytes.len() {
            assert_eq!(
                parse_all(&[&bytes[..cut], &bytes[cut..]]),
                whole,
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn trailing_event_without_blank_line_is_flushed() {
        assert_eq!(
            parse_all(&[b"data: [DONE]"]),
            vec![SseEvent {
                event: None,
                data: "[DONE]".into()
            }]
        );
    }

    proptest! {
        /// The single-line shortcut reads an event as the line-by-line walk does.
        #[test]
        fn the_single_data_line_shortcut_reads_as_the_walk_does(
            prefix in prop_oneof![Just(&b"data: "[..]), Just(&b"data:"[..]), Just(&b"data:  "[..]), Just(&b"event: "[..]), Just(&b""[..])],
            body in proptest::collection::vec(prop_oneof![Just(b'a'), Just(b' '), Just(b':'), Just(b'\r'), Just(b'\n'), Just(0xc3u8), Just(0xa9u8), Just(0xffu8)], 0..12),
        ) {
            let raw = [prefix, &body[..]].concat();
            prop_assert_eq!(parse_event(&raw), parse_lines(&raw));
        }

        #[test]
        fn byte_at_a_time_equals_whole(s in "(data: [a-z{}\":,]{0,12}\n(\n)?){0,8}") {
            let whole = parse_all(&[s.as_bytes()]);
            let singles: Vec<&[u8]> = s.as_bytes().chunks(1).collect();
            prop_assert_eq!(parse_all(&singles), whole);
        }
    }
}
