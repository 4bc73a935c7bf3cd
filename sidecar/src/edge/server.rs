//! Accept loops for the proxy and admin ports: TCP_NODELAY on every connection
//! (without it a new connection costs tens of milliseconds), HTTP/1.1 and HTTP/2,
//! bounded connections, and a graceful end: on shutdown each connection finishes its
//! in-flight requests and closes (idle keep-alive connections at once, HTTP/2 with GOAWAY).
//!
//! Bounds, per listener: at most `max_connections` at once (at the limit the
//! longest-idle connection is closed to make room; with none idle, new connections wait
//! in the kernel's backlog), headers within `header_read_timeout`, and no connection
//! kept open with nothing in flight past `idle_timeout` (a connection that never sent a
//! request gets `header_read_timeout`). Each listener counts alone, so flooding the admin
//! port leaves the proxy port untouched.

use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use hyper::body::{Body, Frame, Incoming, SizeHint};
use hyper::service::service_fn;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{Notify, Semaphore, watch};
use tokio_util::task::TaskTracker;

/// How many connections a listener holds and how long they may dawdle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Most connections open at once.
    pub max_connections: usize,
    /// Time to send a request's headers (and, before the first request, anything at all).
    pub header_read_timeout: Duration,
    /// Time a connection may stay open with no request in flight.
    pub idle_timeout: Duration,
}

impl ConnectionLimits {
    /// The proxy port's limits from the config.
    pub fn proxy(listen: &argus_crds::ListenSettings) -> Self {
        Self::with_max(listen, listen.max_connections)
    }

    /// The admin port's limits from the config.
    pub fn admin(listen: &argus_crds::ListenSettings) -> Self {
        Self::with_max(listen, listen.admin_max_connections)
    }

    fn with_max(listen: &argus_crds::ListenSettings, max: u32) -> Self {
        Self {
            max_connections: usize::try_from(max.max(1)).unwrap_or(usize::MAX),
            header_read_timeout: Duration::from_secs(u64::from(
                listen.header_read_timeout_seconds.max(1),
            )),
            idle_timeout: Duration::from_secs(u64::from(listen.idle_timeout_seconds.max(1))),
        }
    }
}

/// How long the accept loop waits for a slot after asking an idle connection to close,
/// before it asks the next one (an HTTP/1 connection mid-headers closes only at its
/// header timeout; with none idle, one may have become idle since).
const EVICTION_RETRY: Duration = Duration::from_millis(200);

/// One open connection, as the accept loop sees it.
struct Tracked {
    /// Requests whose response has not been fully sent (or dropped).
    in_flight: AtomicUsize,
    /// When `in_flight` last dropped to zero, in ms since the listener's epoch.
    idle_since_ms: AtomicU64,
    /// Whether a request ever started (before that the header timeout applies).
    served: std::sync::atomic::AtomicBool,
    /// Asked to close (eviction).
    close: Notify,
    closing: std::sync::atomic::AtomicBool,
}

/// The open connections of one listener, oldest first.
struct Registry {
    epoch: Instant,
    open: Mutex<BTreeMap<u64, Arc<Tracked>>>,
}

impl Registry {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn add(&self, id: u64) -> Arc<Tracked> {
        let t = Arc::new(Tracked {
            in_flight: AtomicUsize::new(0),
            idle_since_ms: AtomicU64::new(self.now_ms()),
            served: std::sync::atomic::AtomicBool::new(false),
            close: Notify::new(),
            closing: std::sync::atomic::AtomicBool::new(false),
        });
        self.open.lock().insert(id, t.clone());
        t
    }

    fn remove(&self, id: u64) {
        self.open.lock().remove(&id);
    }

    /// Asks the connection idle the longest to close; false if none is idle.
    fn evict_one(&self) -> bool {
        let open = self.open.lock();
        let victim = open
            .values()
            .filter(|t| {
                t.in_flight.load(Ordering::SeqCst) == 0 && !t.closing.load(Ordering::SeqCst)
            })
            .min_by_key(|t| t.idle_since_ms.load(Ordering::SeqCst));
        match victim {
            Some(t) => {
                t.closing.store(true, Ordering::SeqCst);
                t.close.notify_one();
                true
            }
            None => false,
        }
    }
}

/// Counts a request as in flight until its response body is done or dropped.
struct InFlight {
    conn: Arc<Tracked>,
    registry: Arc<Registry>,
}

impl InFlight {
    fn start(conn: Arc<Tracked>, registry: Arc<Registry>) -> Self {
        conn.served.store(true, Ordering::SeqCst);
        conn.in_flight.fetch_add(1, Ordering::SeqCst);
        Self { conn, registry }
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.conn
            .idle_since_ms
            .store(self.registry.now_ms(), Ordering::SeqCst);
        self.conn.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// A response body that keeps its request counted as in flight while it streams.
pub struct CountedBody<B> {
    inner: B,
    _in_flight: InFlight,
}

impl<B: Body + Unpin> Body for CountedBody<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// Serves `listener` with `handler` within `limits` until `shutdown` turns true, then
/// returns once every connection has finished its in-flight requests and closed.
pub async fn serve<H, F, B>(
    listener: TcpListener,
    handler: H,
    limits: ConnectionLimits,
    mut shutdown: watch::Receiver<bool>,
) where
    H: Fn(http::Request<Incoming>) -> F + Clone + Send + Sync + 'static,
    F: Future<Output = Result<http::Response<B>, std::convert::Infallible>> + Send + 'static,
    B: Body<Data = bytes::Bytes> + Unpin + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    let mut http = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    http.http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout);
    http.http2().timer(TokioTimer::new());
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let registry = Arc::new(Registry {
        epoch: Instant::now(),
        open: Mutex::new(BTreeMap::new()),
    });
    let tasks = TaskTracker::new();
    let mut next_id: u64 = 0;
    'accept: loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = shutdown.changed() => break,
        };
        let (stream, _) = match accepted {
            Ok(s) => s,
            Err(e) => {
                // EMFILE and friends: back off instead of spinning on the error.
                tracing::warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let permit = loop {
            if let Ok(p) = slots.clone().try_acquire_owned() {
                break p;
            }
            // Ask again after a while: the one asked may not close soon, and a busy
            // connection may have become idle in the meantime.
            registry.evict_one();
            tokio::select! {
                p = slots.clone().acquire_owned() => match p {
                    Ok(p) => break p,
                    Err(_) => break 'accept,
                },
                _ = tokio::time::sleep(EVICTION_RETRY) => {}
                _ = shutdown.changed() => break 'accept,
            }
        };
        let _ = stream.set_nodelay(true);
        next_id += 1;
        let id = next_id;
        let tracked = registry.add(id);
        let service = {
            let (handler, tracked, registry) = (handler.clone(), tracked.clone(), registry.clone());
            service_fn(move |req| {
                let in_flight = InFlight::start(tracked.clone(), registry.clone());
                let call = handler(req);
                async move {
                    let resp = call.await?;
                    Ok::<_, std::convert::Infallible>(resp.map(|inner| CountedBody {
                        inner,
                        _in_flight: in_flight,
                    }))
                }
            })
        };
        let connection = http
            .serve_connection(TokioIo::new(stream), service)
            .into_owned();
        let registry = registry.clone();
        let mut shutdown = shutdown.clone();
        tasks.spawn(async move {
            let _permit = permit;
            tokio::pin!(connection);
            let idle = idle_deadline(&registry, &tracked, limits);
            tokio::pin!(idle);
            let mut closing = false;
            loop {
                tokio::select! {
                    r = connection.as_mut() => {
                        if let Err(e) = r {
                            tracing::debug!(error = %e, "connection ended with an error");
                        }
                        break;
                    }
                    _ = tracked.close.notified(), if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                    _ = &mut idle, if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                    _ = shutdown.changed(), if !closing => {
                        closing = true;
                        connection.as_mut().graceful_shutdown();
                    }
                }
            }
            registry.remove(id);
        });
    }
    drop(listener);
    // Connections still open learn of the shutdown from their own receiver.
    tasks.close();
    tasks.wait().await;
}

/// Resolves once the connection has had nothing in flight for its idle limit: the header
/// timeout before its first request, the idle timeout after.
async fn idle_deadline(registry: &Registry, conn: &Tracked, limits: ConnectionLimits) {
    // The state changes under the sleep (a first request, one ending), so no sleep is
    // longer than the shorter limit: a connection closes at most that late.
    let recheck = limits.idle_timeout.min(limits.header_read_timeout);
    loop {
        let limit = if conn.served.load(Ordering::SeqCst) {
            limits.idle_timeout
        } else {
            limits.header_read_timeout
        };
        let wait = if conn.in_flight.load(Ordering::SeqCst) > 0 {
            limit
        } else {
            let idle_for = Duration::from_millis(
                registry
                    .now_ms()
                    .saturating_sub(conn.idle_since_ms.load(Ordering::SeqCst)),
            );
            match limit.checked_sub(idle_for) {
                Some(left) if !left.is_zero() => left,
                _ => return,
            }
        };
        tokio::time::sleep(wait.min(recheck)).await;
    }
}
