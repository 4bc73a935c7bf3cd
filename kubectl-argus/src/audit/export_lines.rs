//! An export's JSON lines on their way to stdout: written line by line as they arrive,
//! except the trailer `{"error": "..."}` with which the operator ends an export that broke
//! off mid-way (its status line, 200, went out with the first chunk). The trailer turns
//! into the command's error, so a short export never passes for a complete one.

use std::io::Write;

/// A writer of export lines onto `out` that holds back the error trailer.
pub struct ExportLines<W> {
    out: W,
    /// The start of a line whose end has not arrived yet.
    partial: Vec<u8>,
    /// The trailer's message, once seen.
    error: Option<String>,
}

/// The message of an error trailer: a JSON object whose only key is `error` (an audit
/// entry always has more).
fn trailer(line: &[u8]) -> Option<String> {
    let v: serde_json::Value = serde_json::from_slice(line).ok()?;
    let object = v.as_object()?;
    if object.len() != 1 {
        return None;
    }
    object.get("error")?.as_str().map(str::to_string)
}

impl<W: Write> ExportLines<W> {
    pub fn new(out: W) -> Self {
        Self {
            out,
            partial: Vec::new(),
            error: None,
        }
    }

    fn line(&mut self, line: &[u8]) -> std::io::Result<()> {
        if let Some(message) = trailer(line) {
            self.error = Some(message);
            return Ok(());
        }
        self.out.write_all(line)?;
        self.out.write_all(b"\n")
    }

    /// Writes what is left; `Err` with the operator's message when the export broke off.
    pub fn finish(mut self) -> anyhow::Result<()> {
        if !self.partial.is_empty() {
            let rest = std::mem::take(&mut self.partial);
            self.line(&rest)?;
        }
        self.out.flush()?;
        match self.error {
            Some(message) => Err(anyhow::anyhow!(
                "the export is incomplete: the operator said: {message}"
            )),
            None => Ok(()),
        }
    }
}

impl<W: Write> Write for ExportLines<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.partial.extend_from_slice(buf);
        while let Some(end) = self.partial.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = self.partial.drain(..=end).collect();
            self.line(&line[..end])?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn entries_pass_and_the_error_trailer_becomes_the_error() {
        let mut out = Vec::new();
        let mut lines = ExportLines::new(&mut out);
        // Chunks split anywhere, as a proxy may split them.
        lines
            .write_all(b"{\"seq\":1,\"action\":\"llm_call\"}\n{\"seq\":2,")
            .unwrap();
        lines
            .write_all(b"\"action\":\"gate\"}\n{\"error\": \"the audit ")
            .unwrap();
        lines
            .write_all(b"chain of shop/a could not be read: connection refused\"}\n")
            .unwrap();
        let e = lines.finish().unwrap_err().to_string();
        assert!(
            e.contains("the export is incomplete")
                && e.contains("the audit chain of shop/a could not be read: connection refused"),
            "{e}"
        );
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"seq\":1,\"action\":\"llm_call\"}\n{\"seq\":2,\"action\":\"gate\"}\n"
        );
    }

    #[test]
    fn a_complete_export_is_written_whole() {
        let mut out = Vec::new();
        let mut lines = ExportLines::new(&mut out);
        // An entry that carries an `error` field among others is an entry.
        lines
            .write_all(b"{\"seq\":1,\"error\":\"x\"}\n{\"seq\":2}")
            .unwrap();
        lines.finish().unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"seq\":1,\"error\":\"x\"}\n{\"seq\":2}\n"
        );
    }
}
