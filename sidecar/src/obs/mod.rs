//! Observability shared by every service: the trace ids a request, a session and the
//! console agree on.

pub mod trace;
