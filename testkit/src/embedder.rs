//! The real `argus-embedder` (ONNX MiniLM, Redis Stack) as a child process on a socket of
//! its own, killed on drop; signals (SIGSTOP, SIGKILL) and a restart on the same socket
//! for the fault tests. Needs `make models` (run by `make test`).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::redis::RedisServer;
use crate::repo;

pub struct EmbedderProcess {
    child: Child,
    redis_url: String,
    redis_password: Option<String>,
    pub socket: PathBuf,
    _dir: tempfile::TempDir,
}

impl Drop for EmbedderProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// The child is killed and waited for by `EmbedderProcess::drop` (or `restart`).
#[allow(clippy::zombie_processes)]
fn spawn(socket: &Path, redis_url: &str, redis_password: Option<&str>) -> Child {
    let bin = repo().join("target/debug/argus-embedder");
    assert!(
        bin.exists(),
        "{} is missing: build it with `cargo build -p argus-embedder` (make test does)",
        bin.display()
    );
    let model = repo().join("models/model.onnx");
    assert!(
        model.exists(),
        "{} is missing: run `make models`",
        model.display()
    );
    let ort = Command::new(repo().join("tools/onnxruntime.sh"))
        .output()
        .unwrap();
    assert!(
        ort.status.success(),
        "onnxruntime is missing: run `make python-env`"
    );
    let admin = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let mut command = Command::new(bin);
    if let Some(p) = redis_password {
        command.env("ARGUS_REDIS_PASSWORD", p);
    }
    command
        .arg("--socket")
        .arg(socket)
        .args(["--admin", &admin.to_string(), "--redis-url", redis_url])
        // The KNN search's deadline (50 ms by default) is for a pod's own Redis; on a
        // loaded two-core test machine Redis answers slower, and a missed deadline makes
        // the loop check fail open, which a test reads as "no loop". The sidecar's own
        // deadline on the call (what the fault tests measure) is unchanged.
        .args(["--redis-timeout-ms", "1000"])
        .arg("--model")
        .arg(&model)
        .arg("--tokenizer")
        .arg(repo().join("models/tokenizer.json"))
        .arg("--injection-head")
        .arg(repo().join("models/injection-head.json"))
        .arg("--ort-library")
        .arg(String::from_utf8_lossy(&ort.stdout).trim())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap()
}

fn wait_bound(socket: &Path) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if std::os::unix::net::UnixStream::connect(socket).is_ok() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("the embedder did not bind {} within 30 s", socket.display());
}

impl EmbedderProcess {
    /// Starts an embedder on a fresh socket, recording prompts in `redis`; returns once
    /// the socket accepts connections.
    pub fn start(redis: &RedisServer) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("embedder.sock");
        let child = spawn(&socket, &redis.url(), redis.password());
        wait_bound(&socket);
        Self {
            child,
            redis_url: redis.url(),
            redis_password: redis.password().map(str::to_string),
            socket,
            _dir: dir,
        }
    }

    /// Sends `signal` (`STOP`, `CONT`, `KILL`) to the process.
    pub fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        assert!(status.success(), "kill -{signal} failed");
    }

    /// Kills the process (whatever its state) and starts a new one on the same socket.
    pub fn restart(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.child = spawn(
            &self.socket,
            &self.redis_url,
            self.redis_password.as_deref(),
        );
        wait_bound(&self.socket);
    }
}
