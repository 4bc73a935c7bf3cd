//! The Argus audit trail (seed 004): every action an agent takes becomes an [`Entry`] in a
//! per-tenant hash chain, `hash = SHA-256(prev ‖ canonical JSON of the entry)`, so that an
//! edited, inserted or deleted entry is found by [`Verifier`]. The sidecar appends, the
//! operator and `kubectl argus` read and verify; all three use this crate.
#![forbid(unsafe_code)]

pub mod canonical;
mod entry;
pub mod query;
mod redact;
#[cfg(feature = "redis")]
pub mod store;
mod verify;
#[cfg(feature = "redis")]
pub mod writer;

pub use entry::{Anchor, Entry, EntryKind, GENESIS, Head, Record};
pub use redact::{REDACTED, arguments_for_audit};
pub use verify::{Break, BreakReason, Verified, Verifier};
