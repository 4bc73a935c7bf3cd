//! The GateStack on the data plane: what the gates rule for each proposed call, and how
//! a ruling is applied to the answer the agent receives.

pub mod call;
pub mod stream;
