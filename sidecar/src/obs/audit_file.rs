//! The GateStack's `file` audit sink: JSON lines appended to a file, rotated by size
//! (`<path>` → `<path>.1`, replacing the previous one). Lines go through a bounded queue
//! to a writer thread, so the request path never waits on the disk; what overflows is
//! counted by the caller.

use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};

/// Default rotation size: 100 MiB.
pub const DEFAULT_MAX_BYTES: u64 = 100 * 1024 * 1024;

/// A running file sink.
pub struct FileSink {
    pub path: PathBuf,
    pub max_bytes: u64,
    lines: SyncSender<String>,
}

impl FileSink {
    /// Opens (creating) `path` for appending and starts its writer; `capacity` lines may
    /// wait for it.
    pub fn start(path: &Path, max_bytes: u64, capacity: usize) -> std::io::Result<Self> {
        let mut file = RotatingFile::open(path, max_bytes)?;
        let (lines, rx) = sync_channel::<String>(capacity);
        std::thread::Builder::new()
            .name("argus-audit-file".into())
            .spawn(move || {
                while let Ok(line) = rx.recv() {
                    if let Err(e) = file.append(&line) {
                        tracing::warn!(path = %file.path.display(), error = %e, "cannot write the audit file");
                    }
                }
            })?;
        Ok(Self {
            path: path.to_path_buf(),
            max_bytes,
            lines,
        })
    }

    /// Queues one JSON line; `false` when the queue is full (the line is lost).
    pub fn send(&self, json: String) -> bool {
        match self.lines.try_send(json) {
            Ok(()) => true,
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => false,
        }
    }
}

/// A file that starts afresh (after keeping its old content as `<path>.1`) when the next
/// line would take it past `max_bytes`.
pub struct RotatingFile {
    path: PathBuf,
    max_bytes: u64,
    file: File,
    size: u64,
}

impl RotatingFile {
    pub fn open(path: &Path, max_bytes: u64) -> std::io::Result<Self> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let file = OpenOptions::new().create(true).append(true).open(path)?;
        let size = file.metadata()?.len();
        Ok(Self {
            path: path.to_path_buf(),
            max_bytes,
            file,
            size,
        })
    }

    /// The rotated file's path: `<path>.1`.
    pub fn rotated(path: &Path) -> PathBuf {
        let mut name = path.as_os_str().to_owned();
        name.push(".1");
        PathBuf::from(name)
    }

    /// Appends `line` and a newline, rotating first when it would not fit.
    pub fn append(&mut self, line: &str) -> std::io::Result<()> {
        let len = line.len() as u64 + 1;
        if self.size > 0 && self.size + len > self.max_bytes {
            self.file.flush()?;
            std::fs::rename(&self.path, Self::rotated(&self.path))?;
            self.file = OpenOptions::new()
                .create(true)
                .append(true)
                .open(&self.path)?;
            self.size = 0;
        }
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        self.file.write_all(&bytes)?;
        self.size += len;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_file_rotates_by_size_and_keeps_one_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("audit/records.jsonl");
        let mut f = RotatingFile::open(&path, 64).unwrap();
        let line = |i: usize| format!("{{\"seq\":{i},\"pad\":\"{}\"}}", "x".repeat(10));
        for i in 0..6 {
            f.append(&line(i)).unwrap();
        }
        let current = std::fs::read_to_string(&path).unwrap();
        let old = std::fs::read_to_string(RotatingFile::rotated(&path)).unwrap();
        // Lines are 29 bytes with the newline: two fit in 64, so 0-1, 2-3 (rotated away), 4-5.
        assert_eq!(old.lines().collect::<Vec<_>>(), [line(2), line(3)]);
        assert_eq!(current.lines().collect::<Vec<_>>(), [line(4), line(5)]);
        assert!(current.len() as u64 <= 64);
        // Reopened, the size already written counts.
        let mut again = RotatingFile::open(&path, 64).unwrap();
        again.append(&line(6)).unwrap();
        let old = std::fs::read_to_string(RotatingFile::rotated(&path)).unwrap();
        assert_eq!(old.lines().count(), 2);
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            format!("{}\n", line(6))
        );
    }
}
