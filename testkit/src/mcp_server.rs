//! The MCP servers of `sidecar/tests/mcp/` (scripts on the official Python SDK) as
//! upstreams of a test's gateway.

use std::ffi::OsStr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A Python MCP server, killed when dropped.
pub struct McpServer(Child);

impl Drop for McpServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `sidecar/tests/mcp/<script> <port> <args…>` with the venv's Python and waits
/// until it listens; returns it and its `/mcp` URL.
pub async fn mcp_server<A: AsRef<OsStr>>(
    script: &str,
    port: u16,
    args: &[A],
) -> (McpServer, String) {
    let child = Command::new(crate::python())
        .arg(crate::repo().join("sidecar/tests/mcp").join(script))
        .arg(port.to_string())
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("starting the MCP server {script}: {e}"));
    let server = McpServer(child);
    let addr = format!("127.0.0.1:{port}");
    // Python imports the SDK first: seconds on a loaded 2-core machine, so a wide bound.
    let started = Instant::now();
    while tokio::net::TcpStream::connect(&addr).await.is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(180),
            "the MCP server {script} did not start on {addr} within 180 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (server, format!("http://{addr}/mcp"))
}
