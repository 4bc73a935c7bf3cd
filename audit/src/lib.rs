//! The Argus audit trail (seed 004): every action an agent takes becomes an [`Entry`] in a
//! per-tenant hash chain, `hash = SHA-256(prev ‖ canonical JSON of the entry)`, so that an
//! edited, inserted or deleted entry is found by [`Verifier`]. The sidecar appends, the
//! operator and `kubectl argus` read and verify; all three use this crate.
#![forbid(unsafe_code)]

mod canonical;
mod entry;
mod query;
mod redact;
#[cfg(feature = "redis")]
mod store;
mod verify;
#[cfg(feature = "redis")]
mod writer;

// === The chain: entries, their redaction, verification, queries ===
pub use entry::{Anchor, Entry, EntryKind, GENESIS, Head, Record};
pub use query::{BadSince, Filter, parse_since};
pub use redact::{REDACTED, arguments_for_audit};
pub use verify::{Break, BreakReason, Verified, Verifier};

// === In Redis: the per-tenant stream and the sidecar's writer (feature `redis`) ===
#[cfg(feature = "redis")]
pub use store::{ChainStore, StoreError as ChainStoreError, Stored, stream_key};
#[cfg(feature = "redis")]
pub use writer::{AuditQueue, Queued, WriterSettings, discarding_queue, spawn as spawn_writer};
