//! The real `argus-sidecar` binary as a child process, for what cannot run in-process
//! (telemetry installs a global subscriber): started on free ports, its output kept,
//! killed on drop so a failing test leaks no process.

use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};

use crate::client;

/// The sidecar binary running as a child process; killed on drop if still running, so a
/// failing test leaks no process.
pub struct SidecarProcess {
    child: std::process::Child,
    output: Arc<Mutex<String>>,
    /// The proxy port.
    pub proxy: SocketAddr,
    /// The admin port.
    pub admin: SocketAddr,
}

impl Drop for SidecarProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn drain_into(
    stream: impl Read + Send + 'static,
    output: Arc<Mutex<String>>,
    ready: Option<tokio::sync::mpsc::UnboundedSender<(SocketAddr, SocketAddr)>>,
) {
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { return };
            if let Some(tx) = &ready
                && let Ok(log) = serde_json::from_str::<serde_json::Value>(&line)
                && log["fields"]["message"] == "argus-sidecar ready"
            {
                let addr = |k: &str| log["fields"][k].as_str().and_then(|a| a.parse().ok());
                if let (Some(proxy), Some(admin)) = (addr("proxy"), addr("admin")) {
                    let _ = tx.send((proxy, admin));
                }
            }
            let mut out = output.lock().unwrap();
            out.push_str(&line);
            out.push('\n');
        }
    });
}

impl SidecarProcess {
    /// Starts `argus-sidecar serve` on `config` (which listens on free ports; the file is
    /// watched) with JSON logs, the extra `args`, and `env` added to a cleaned environment, and waits until
    /// `/readyz` answers 200.
    pub async fn start(config: &Path, args: &[&str], env: &[(&str, &str)]) -> Self {
        let mut cmd = Command::new(crate::workspace_binary("argus-sidecar"));
        cmd.arg("serve")
            .arg("--config")
            .arg(config)
            .args(["--log-format", "json"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // Only the flags above, the file and `env` configure it, whatever the
        // environment of the test says.
        for (k, _) in std::env::vars_os() {
            let k_text = k.to_string_lossy();
            if k_text.starts_with("ARGUS_") || k_text.starts_with("OTEL_") {
                cmd.env_remove(k);
            }
        }
        cmd.envs(env.iter().copied());
        let mut child = cmd.spawn().unwrap();
        let output = Arc::new(Mutex::new(String::new()));
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        drain_into(child.stdout.take().unwrap(), output.clone(), Some(tx));
        drain_into(child.stderr.take().unwrap(), output.clone(), None);
        let ready = tokio::time::timeout(Duration::from_secs(30), rx.recv()).await;
        let mut process = Self {
            child,
            output,
            proxy: "127.0.0.1:0".parse().unwrap(),
            admin: "127.0.0.1:0".parse().unwrap(),
        };
        match ready {
            Ok(Some((proxy, admin))) => {
                process.proxy = proxy;
                process.admin = admin;
            }
            _ => panic!(
                "the sidecar did not log \"argus-sidecar ready\" within 30 s (exit: {:?}); output:\n{}",
                process.child.try_wait(),
                process.output()
            ),
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if process.get(process.admin, "/readyz").await == Some(200) {
                return process;
            }
            assert!(
                Instant::now() < deadline,
                "/readyz did not answer 200 within 10 s; output:\n{}",
                process.output()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    /// The child's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// GET `path`: the status, or `None` when the request fails.
    pub async fn get(&self, addr: SocketAddr, path: &str) -> Option<u16> {
        self.get_text(addr, path).await.map(|(status, _)| status)
    }

    pub async fn get_text(&self, addr: SocketAddr, path: &str) -> Option<(u16, String)> {
        let req = http::Request::get(format!("http://{addr}{path}"))
            .body(Full::new(Bytes::new()))
            .unwrap();
        let resp = client().request(req).await.ok()?;
        let status = resp.status().as_u16();
        let body = resp.into_body().collect().await.ok()?.to_bytes();
        Some((status, String::from_utf8_lossy(&body).into_owned()))
    }

    /// Waits until the workflow steps of `n` responses are done, as counted by
    /// `argus_transitions_total` (one check per response here). The session root span
    /// is started in the step, and the request span ends with it.
    pub async fn wait_workflow_steps(&self, n: u64) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let metrics = self
                .get_text(self.admin, "/metrics")
                .await
                .map(|(_, m)| m)
                .unwrap_or_default();
            let steps: u64 = metrics
                .lines()
                .filter(|l| l.starts_with("argus_transitions_total"))
                .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
                .sum();
            if steps >= n {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{steps} < {n} workflow steps after 10 s; metrics:\n{metrics}\noutput:\n{}",
                self.output()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends SIGTERM and waits for the exit, up to `timeout`; returns the status and how
    /// long the shutdown took.
    pub async fn terminate(&mut self, timeout: Duration) -> (ExitStatus, Duration) {
        let started = Instant::now();
        let kill = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(kill.success(), "kill -TERM failed: {kill}");
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (status, started.elapsed());
            }
            assert!(
                started.elapsed() < timeout,
                "the sidecar did not exit within {timeout:?} of SIGTERM; output:\n{}",
                self.output()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// The fields of the audit records (`argus.audit.llm_call`) in JSON log `output`.
pub fn audit_records(output: &str) -> Vec<serde_json::Value> {
    output
        .lines()
        .filter(|l| l.contains("argus.audit.llm_call"))
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["fields"].clone())
        .collect()
}
