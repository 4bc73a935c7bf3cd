//! The MCP servers of `sidecar/tests/mcp/` (scripts on the official Python SDK) as
//! upstreams of a test's gateway.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A Python MCP server, killed when dropped.
pub struct McpServer {
    child: Child,
    port: u16,
}

impl McpServer {
    /// The port it listens on (to start another server on the same one after this is dropped).
    pub fn port(&self) -> u16 {
        self.port
    }
}

impl Drop for McpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `sidecar/tests/mcp/<script> <port> <args…>` with the venv's Python (`port` 0:
/// any free port) and waits until it has bound its socket; returns it and its `/mcp` URL.
///
/// The script binds the socket itself (`listen.py`) and prints the port it holds, so a
/// port another process took between a probe and the bind is never mistaken for this
/// server (the gateway would federate whatever answers there).
pub async fn mcp_server<A: AsRef<OsStr>>(
    script: &str,
    port: u16,
    args: &[A],
) -> (McpServer, String) {
    let mut child = Command::new(crate::python())
        .arg(crate::repo().join("sidecar/tests/mcp").join(script))
        .arg(port.to_string())
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("starting the MCP server {script}: {e}"));
    let stdout = child.stdout.take().expect("piped stdout");
    // Python imports the SDK first: seconds on a loaded 2-core machine, so a wide bound.
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::spawn(move || {
        let mut lines = BufReader::new(stdout);
        let mut first = String::new();
        let _ = lines.read_line(&mut first);
        let _ = tx.send(first);
        // Whatever else it prints is read, so that a full pipe never stops the server.
        let _ = std::io::copy(&mut lines, &mut std::io::sink());
    });
    let first = tokio::time::timeout(Duration::from_secs(180), rx)
        .await
        .unwrap_or_else(|_| panic!("the MCP server {script} did not bind a port within 180 s"))
        .unwrap_or_default();
    let Some(bound) = first
        .strip_prefix("listening ")
        .and_then(|p| p.trim().parse::<u16>().ok())
    else {
        let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
        panic!(
            "the MCP server {script} exited before it listened ({status}{})",
            if status.ends_with("exit status: 3") {
                format!(": port {port} was taken")
            } else {
                String::new()
            }
        );
    };
    let server = McpServer { child, port: bound };
    (server, format!("http://127.0.0.1:{bound}/mcp"))
}

#[cfg(test)]
mod tests {
    use super::mcp_server;

    /// A port another process holds is named, never mistaken for the server (the gateway
    /// would federate whatever answers there).
    #[tokio::test]
    #[should_panic(expected = "was taken")]
    async fn a_taken_port_is_named_never_mistaken_for_the_server() {
        let holder = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = holder.local_addr().unwrap().port();
        let _server = mcp_server::<&str>("upstream_server.py", port, &[]).await;
    }

    /// Port 0: the server takes a free port and the URL names the one it holds.
    #[tokio::test]
    async fn port_zero_is_the_port_the_server_bound() {
        let (server, url) = mcp_server::<&str>("upstream_server.py", 0, &[]).await;
        assert_ne!(server.port(), 0);
        assert_eq!(url, format!("http://127.0.0.1:{}/mcp", server.port()));
        let conn = std::net::TcpStream::connect(("127.0.0.1", server.port()));
        assert!(conn.is_ok(), "nothing listens on {url}");
    }
}
