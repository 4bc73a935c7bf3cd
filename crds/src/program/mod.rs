//! The Actor `program` field: the Lisp DSL of seed 001, read (`reader`), compiled to the
//! structure of the Actor's YAML fields (`compile`) and combined with them (`merge`).
//! The operator does this once per change and hands the sidecar the combined spec, so
//! the sidecar never reads Lisp.

mod compile;
mod merge;
mod plan;
mod reader;
mod tools;

pub use compile::{CompiledProgram, compile};
pub use merge::{MergedActor, merge};
pub use reader::{MAX_DEPTH, MAX_PROGRAM_BYTES, ProgramError};
