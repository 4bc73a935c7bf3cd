//! The JSON log line: the shape of tracing-subscriber's JSON format
//! (`{"timestamp":…,"level":…,"fields":{"message":…,…},"target":…}`, no spans), written
//! straight into the line buffer.
//!
//! Every call's audit record is a log line, so this formatter is on the request path.
//! tracing-subscriber's own JSON format builds a `serde_json::Value` map of the fields and
//! serialises it through a UTF-8-checking adaptor: callgrind counted 42k of the 171k
//! instructions a pass-through call cost in that one line (json-subscriber: 58k). Writing
//! the line directly costs a fraction of it. Fields keep the order they were written in.

use std::fmt::{self, Write as _};

use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// Formats each event as one JSON line (see the module doc).
#[derive(Debug, Default, Clone, Copy)]
pub struct JsonLine;

impl<S, N> FormatEvent<S, N> for JsonLine
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        _ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        // The line is put together in a buffer of this thread and handed to the writer
        // whole: every piece written through the writer is a dynamic call.
        LINE.with_borrow_mut(|line| {
            line.clear();
            let written = write_line(line, event).and_then(|()| writer.write_str(line));
            // A rare large line (a logged body) does not keep its buffer for good.
            if line.capacity() > KEPT_LINE_BYTES {
                *line = String::new();
            }
            written
        })
    }
}

/// The most a thread's line buffer keeps between lines.
const KEPT_LINE_BYTES: usize = 16 * 1024;

thread_local! {
    static LINE: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    /// The second the timestamp was last written for, and its text up to the seconds.
    static SECOND: std::cell::RefCell<(u64, String)> = const { std::cell::RefCell::new((u64::MAX, String::new())) };
}

fn write_line(line: &mut String, event: &Event<'_>) -> fmt::Result {
    let meta = event.metadata();
    line.push_str("{\"timestamp\":\"");
    timestamp(line)?;
    line.push_str("\",\"level\":\"");
    line.push_str(meta.level().as_str());
    line.push_str("\",\"fields\":{");
    let mut fields = Fields {
        out: line,
        first: true,
        log_target: None,
        result: Ok(()),
    };
    event.record(&mut fields);
    let Fields {
        result, log_target, ..
    } = fields;
    result?;
    line.push_str("},\"target\":");
    // An event from the `log` crate names its own target in `log.target`.
    match &log_target {
        Some(t) => escaped(line, t)?,
        None => escaped(line, meta.target())?,
    }
    line.push_str("}\n");
    Ok(())
}

/// The time as tracing-subscriber's `SystemTime` writes it (RFC 3339, UTC,
/// microseconds: `2026-11-24T08:11:07.648105Z`); the date and time up to the second are
/// formatted once a second.
fn timestamp(line: &mut String) -> fmt::Result {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    SECOND.with_borrow_mut(|(second, text)| {
        if *second != now.as_secs() {
            let at = i64::try_from(now.as_secs())
                .ok()
                .and_then(|s| jiff::Timestamp::from_second(s).ok())
                .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
            text.clear();
            write!(text, "{}", at.strftime("%Y-%m-%dT%H:%M:%S"))?;
            *second = now.as_secs();
        }
        line.push_str(text);
        write!(line, ".{:06}Z", now.subsec_micros())
    })
}

struct Fields<'a> {
    out: &'a mut String,
    first: bool,
    /// `log.target` of an event bridged from the `log` crate.
    log_target: Option<String>,
    result: fmt::Result,
}

impl Fields<'_> {
    /// Writes `"name":` (with the comma before it), or returns false for a field that is
    /// not written: the `log` bridge's metadata fields.
    fn key(&mut self, field: &Field) -> bool {
        let name = field.name();
        if self.result.is_err() || name.starts_with("log.") {
            return false;
        }
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        // Field names are Rust identifiers (dots aside): nothing to escape.
        if name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
        {
            self.out.push('"');
            self.out.push_str(name);
            self.out.push_str("\":");
        } else {
            self.result = escaped(self.out, name);
            self.out.push(':');
        }
        self.result.is_ok()
    }

    fn raw(&mut self, field: &Field, value: fmt::Arguments<'_>) {
        if self.key(field) {
            self.result = self.out.write_fmt(value);
        }
    }
}

impl Visit for Fields<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "log.target" {
            self.log_target = Some(value.to_string());
        }
        if self.key(field) {
            self.result = escaped(self.out, value);
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        if self.key(field) {
            let out = &mut *self.out;
            out.push('"');
            self.result = write!(Escaping(&mut *out), "{value:?}");
            out.push('"');
        }
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.raw(field, format_args!("{value}"));
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.raw(field, format_args!("{value}"));
    }

    fn record_i128(&mut self, field: &Field, value: i128) {
        self.raw(field, format_args!("{value}"));
    }

    fn record_u128(&mut self, field: &Field, value: u128) {
        self.raw(field, format_args!("{value}"));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        if self.key(field) {
            self.out.push_str(if value { "true" } else { "false" });
        }
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        // JSON has no NaN or infinities; tracing-subscriber writes them as null too.
        if value.is_finite() {
            self.raw(field, format_args!("{value}"));
        } else {
            self.raw(field, format_args!("null"));
        }
    }
}

/// `s` as a JSON string, quotes included.
fn escaped(out: &mut impl fmt::Write, s: &str) -> fmt::Result {
    out.write_char('"')?;
    Escaping(&mut *out).write_str(s)?;
    out.write_char('"')
}

/// Writes what it is given with JSON string escapes (no quotes around it).
struct Escaping<W>(W);

impl<W: fmt::Write> fmt::Write for Escaping<W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        let mut start = 0;
        // Most text needs no escape: find the next byte that does, then write the run.
        while let Some(at) = bytes[start..]
            .iter()
            .position(|&b| b < 0x20 || b == b'"' || b == b'\\')
        {
            let i = start + at;
            let b = bytes[i];
            // Every split point is an ASCII byte, so the slices stay on char boundaries.
            self.0.write_str(&s[start..i])?;
            match b {
                b'"' => self.0.write_str("\\\"")?,
                b'\\' => self.0.write_str("\\\\")?,
                b'\n' => self.0.write_str("\\n")?,
                b'\r' => self.0.write_str("\\r")?,
                b'\t' => self.0.write_str("\\t")?,
                _ => write!(self.0, "\\u{b:04x}")?,
            }
            start = i + 1;
        }
        self.0.write_str(&s[start..])
    }
}

#[cfg(test)]
mod tests {
    use parking_lot::Mutex;
    use std::sync::Arc;

    use tracing_subscriber::layer::SubscriberExt;

    use super::*;

    #[derive(Clone, Default)]
    struct Sink(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The lines `emit` logs, through `JsonLine`.
    fn lines(emit: impl FnOnce()) -> Vec<serde_json::Value> {
        let sink = Sink::default();
        let out = sink.clone();
        let subscriber = tracing_subscriber::registry().with(
            tracing_subscriber::fmt::layer()
                .event_format(JsonLine)
                .with_writer(move || out.clone()),
        );
        tracing::subscriber::with_default(subscriber, emit);
        let text = String::from_utf8(sink.0.lock().clone()).unwrap();
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }

    #[test]
    fn a_line_has_the_json_format_fields_and_escapes_what_json_must() {
        let tricky = "quote \" backslash \\ newline \n tab \t bell \u{7} é ✓";
        let got = lines(|| {
            let span = tracing::info_span!("request", tenant = "ignored");
            let _g = span.enter();
            tracing::info!(
                target: "argus::audit",
                text = tricky,
                shown = %tricky,
                debugged = ?vec![1, 2],
                n = -3i64,
                big = 18_446_744_073_709_551_615u64,
                ok = true,
                ratio = 0.5f64,
                nan = f64::NAN,
                "odd \"name\"" = 1u64,
                "argus.audit.llm_call"
            );
        });
        assert_eq!(got.len(), 1);
        let line = &got[0];
        assert_eq!(line["level"], "INFO");
        assert_eq!(line["target"], "argus::audit");
        let at: jiff::Timestamp = line["timestamp"].as_str().unwrap().parse().unwrap();
        assert!(
            (jiff::Timestamp::now() - at).get_seconds().abs() < 60,
            "{line}"
        );
        let f = &line["fields"];
        assert_eq!(f["message"], "argus.audit.llm_call");
        assert_eq!(f["text"], tricky);
        assert_eq!(f["shown"], tricky);
        assert_eq!(f["debugged"], "[1, 2]");
        assert_eq!(f["n"], -3);
        assert_eq!(f["big"], u64::MAX);
        assert_eq!(f["ok"], true);
        assert_eq!(f["ratio"], 0.5);
        assert!(f["nan"].is_null());
        assert_eq!(f["odd \"name\""], 1);
        // No span in the line, as with `with_current_span(false)`.
        assert!(line.get("span").is_none() && line.get("spans").is_none());
    }

    #[test]
    fn the_timestamp_is_written_as_tracing_subscriber_writes_it() {
        use tracing_subscriber::fmt::time::{FormatTime, SystemTime};
        // Twice in a row (the second read comes from the cached second), and again if a
        // second turned between ours and tracing-subscriber's.
        for _ in 0..3 {
            let (mut ours, mut again, mut theirs) = (String::new(), String::new(), String::new());
            timestamp(&mut ours).unwrap();
            timestamp(&mut again).unwrap();
            SystemTime
                .format_time(&mut Writer::new(&mut theirs))
                .unwrap();
            assert_eq!(ours.len(), theirs.len(), "{ours} vs {theirs}");
            assert!(ours.ends_with('Z') && ours.as_bytes()[19] == b'.', "{ours}");
            if ours[..19] == theirs[..19] && again[..19] == theirs[..19] {
                assert!(ours[20..26].bytes().all(|b| b.is_ascii_digit()), "{ours}");
                assert!(again >= ours, "{again} before {ours}");
                return;
            }
        }
        panic!("the timestamp's seconds never matched tracing-subscriber's");
    }

    #[test]
    fn a_large_line_is_written_whole_and_its_buffer_not_kept() {
        let big = "x".repeat(KEPT_LINE_BYTES * 4);
        let got = lines(|| {
            tracing::info!(body = big.as_str(), "argus.request.body");
            tracing::info!("small");
        });
        assert_eq!(got[0]["fields"]["body"], big.as_str());
        assert_eq!(got[1]["fields"]["message"], "small");
        assert!(LINE.with_borrow(|l| l.capacity()) <= KEPT_LINE_BYTES);
    }

    #[test]
    fn log_crate_metadata_is_folded_into_the_target() {
        let got = lines(|| {
            tracing::info!(
                log.target = "h2::proto",
                log.module_path = "h2::proto",
                log.line = 7u64,
                "connection closed"
            );
        });
        assert_eq!(got[0]["target"], "h2::proto");
        let f = got[0]["fields"].as_object().unwrap();
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f["message"], "connection closed");
    }
}
