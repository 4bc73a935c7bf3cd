//! Sidecar-internal tools: tools the sidecar itself runs in process (for example an
//! inbox for messages between actors), listed and called through the gateway like the
//! Actor's. A part of the sidecar registers one with [`InternalTools::register`]; a call
//! passes the GateStack when the Actor declares a tool of that name (its tier and
//! behaviors then apply) and is audited like every invocation.

use parking_lot::RwLock;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use argus_crds::{SidecarConfig, ToolSpec};
use serde_json::Value;

use crate::stores::session::SessionKey;

/// What an internal tool is called with.
#[derive(Clone, Debug)]
pub struct InternalCall {
    /// The calling agent's session.
    pub key: SessionKey,
    /// The arguments (a JSON object).
    pub arguments: Value,
}

/// The future of an internal tool's result: an MCP `CallToolResult` object, or the
/// error text the agent reads (as a result with `isError`).
pub type InternalResult = Pin<Box<dyn Future<Output = Result<Value, String>> + Send>>;

/// A tool the sidecar runs in process.
pub trait InternalTool: Send + Sync {
    /// How it is listed (its `runtime` is ignored).
    fn spec(&self) -> ToolSpec;
    /// Whether the agent of `config` gets it (listed and callable); every agent unless
    /// the tool says otherwise.
    fn offered(&self, config: &SidecarConfig) -> bool {
        let _ = config;
        true
    }
    /// Runs one call.
    fn call(&self, call: InternalCall) -> InternalResult;
}

/// The registered internal tools, by name.
#[derive(Clone, Default)]
pub struct InternalTools(Arc<RwLock<BTreeMap<String, Arc<dyn InternalTool>>>>);

impl std::fmt::Debug for InternalTools {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl InternalTools {
    /// Registers `tool` under its spec's name (replacing one of the same name).
    pub fn register(&self, tool: Arc<dyn InternalTool>) {
        let name = tool.spec().name;
        self.0.write().insert(name, tool);
    }

    /// The tool named `name`, when the agent of `config` gets it.
    pub fn get(&self, name: &str, config: &SidecarConfig) -> Option<Arc<dyn InternalTool>> {
        self.0
            .read()
            .get(name)
            .filter(|t| t.offered(config))
            .cloned()
    }

    /// The specs of the tools the agent of `config` gets.
    pub fn specs(&self, config: &SidecarConfig) -> Vec<ToolSpec> {
        self.0
            .read()
            .values()
            .filter(|t| t.offered(config))
            .map(|t| t.spec())
            .collect()
    }

    fn names(&self) -> Vec<String> {
        self.0.read().keys().cloned().collect()
    }
}
