//! The console's live updates in a cluster: `GET /console/api/namespaces/{ns}/events`, a
//! server-sent event stream that says *what kind* of object changed in the namespace
//! (`approvals`, `workflows`, `actors`), never the object itself: the page then re-reads
//! that view through its own authorised endpoint, so the stream reveals no data.
//! Sessions live in the namespace's Redis, not in the API server: `sessions` is sent when
//! the newest activity among the namespace's sessions moves (checked every
//! [`SESSIONS_EVERY`] by the operator, one small pipeline per open page).

use std::time::Duration;

use argus_crds::{Actor, Approval, Workflow};
use bytes::Bytes;
use futures::{Stream, StreamExt};
use http::{Response, StatusCode};
use http_body_util::{BodyExt, StreamBody};
use hyper::body::Frame;
use kube::api::Api;
use kube::runtime::WatchStreamExt;
use kube::runtime::watcher::{self, Event};

use super::{BoxError, ConsoleBody};

/// How often an idle stream sends a comment, so that proxies keep it open and a gone
/// page is noticed.
pub const HEARTBEAT: Duration = Duration::from_secs(15);

/// The change kinds of one watch: objects added, changed or deleted after the watch's
/// initial listing (which the page has already read).
fn changes<K>(api: Api<K>, kind: &'static str) -> impl Stream<Item = &'static str> + Send
where
    K: kube::Resource + Clone + serde::de::DeserializeOwned + std::fmt::Debug + Send + 'static,
{
    watcher::watcher(api, watcher::Config::default())
        .default_backoff()
        .filter_map(move |e| async move {
            match e {
                Ok(Event::Apply(_) | Event::Delete(_)) => Some(kind),
                Ok(Event::Init | Event::InitApply(_) | Event::InitDone) => None,
                Err(e) => {
                    tracing::debug!(error = %e, kind, "console watch failed; retrying");
                    None
                }
            }
        })
}

/// How often an open page's namespace is checked for session activity.
pub const SESSIONS_EVERY: Duration = Duration::from_secs(2);

/// `sessions` each time the newest session activity of `ns` (any tenant) moves past
/// `seen` (what the page is about to read; `None`: the first check sets it), checked
/// every `every`; a Redis that cannot be read is tried again at the next check.
pub fn session_changes(
    redis: fred::prelude::Client,
    ns: String,
    seen: Option<u64>,
    every: Duration,
) -> impl Stream<Item = &'static str> + Send {
    futures::stream::unfold(seen, move |seen| {
        let (redis, ns) = (redis.clone(), ns.clone());
        async move {
            let mut seen = seen;
            loop {
                tokio::time::sleep(every).await;
                let Ok(now) = super::sessions::newest_activity(&redis, &ns).await else {
                    continue;
                };
                match seen {
                    Some(before) if now > before => return Some(("sessions", Some(now))),
                    // The first look sets where the page stands (it has just read).
                    None => seen = Some(now),
                    _ => {}
                }
            }
        }
    })
}

/// The namespace's change kinds, from watches made with the operator's own rights, and
/// from its Redis when there is one (with the newest session activity when the stream
/// opened: the page reads everything once it is open, so later activity is news).
pub fn namespace_changes(
    client: &kube::Client,
    ns: &str,
    redis: Option<(fred::prelude::Client, Option<u64>)>,
) -> impl Stream<Item = &'static str> + Send + use<> {
    let mut all = vec![
        changes(Api::<Approval>::namespaced(client.clone(), ns), "approvals").boxed(),
        changes(Api::<Workflow>::namespaced(client.clone(), ns), "workflows").boxed(),
        changes(Api::<Actor>::namespaced(client.clone(), ns), "actors").boxed(),
    ];
    if let Some((redis, seen)) = redis {
        all.push(session_changes(redis, ns.to_string(), seen, SESSIONS_EVERY).boxed());
    }
    futures::stream::select_all(all)
}

/// An SSE answer: a `change` event per item of `kinds`, a comment every `heartbeat`,
/// until the page goes or `shutdown` flips to true.
pub fn stream(
    kinds: impl Stream<Item = &'static str> + Send + 'static,
    heartbeat: Duration,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) -> Response<ConsoleBody> {
    let start =
        futures::stream::once(async { Bytes::from_static(b"retry: 2000\n: connected\n\n") });
    let beats = futures::stream::unfold((), move |()| async move {
        tokio::time::sleep(heartbeat).await;
        Some((Bytes::from_static(b": heartbeat\n\n"), ()))
    });
    let events =
        kinds.map(|k| Bytes::from(format!("event: change\ndata: {{\"kind\":\"{k}\"}}\n\n")));
    // Heartbeats never end: the stream lives until the page goes (hyper drops the body)
    // or the operator stops. A gone sender means no stop will come.
    let stop = async move {
        if shutdown.wait_for(|stopping| *stopping).await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    let live = futures::stream::select(events, beats).take_until(stop);
    let body = StreamBody::new(start.chain(live).map(|b| Ok::<_, BoxError>(Frame::data(b))));
    let mut r = Response::new(BodyExt::boxed_unsync(body));
    *r.status_mut() = StatusCode::OK;
    r.headers_mut().insert(
        http::header::CONTENT_TYPE,
        http::HeaderValue::from_static("text/event-stream"),
    );
    r
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[tokio::test]
    async fn each_change_is_an_event_naming_only_its_kind() {
        let kinds =
            futures::stream::iter(["approvals", "workflows"]).chain(futures::stream::pending());
        let (_stop, shutdown) = tokio::sync::watch::channel(false);
        let mut body = stream(kinds, Duration::from_secs(3600), shutdown).into_body();
        let mut text = String::new();
        while !text.contains("workflows") {
            let frame = body.frame().await.unwrap().unwrap();
            text.push_str(std::str::from_utf8(&frame.into_data().unwrap()).unwrap());
        }
        assert_eq!(
            text,
            "retry: 2000\n: connected\n\nevent: change\ndata: {\"kind\":\"approvals\"}\n\nevent: change\ndata: {\"kind\":\"workflows\"}\n\n"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn an_idle_stream_sends_heartbeats() {
        let (_stop, shutdown) = tokio::sync::watch::channel(false);
        let mut body = stream(
            futures::stream::pending(),
            Duration::from_secs(15),
            shutdown,
        )
        .into_body();
        let first = body.frame().await.unwrap().unwrap().into_data().unwrap();
        assert!(first.starts_with(b"retry:"));
        let beat = body.frame().await.unwrap().unwrap().into_data().unwrap();
        assert_eq!(&beat[..], b": heartbeat\n\n");
    }

    #[tokio::test]
    async fn the_stream_ends_when_the_operator_stops() {
        let (stop, shutdown) = tokio::sync::watch::channel(false);
        let mut body = stream(
            futures::stream::pending(),
            Duration::from_secs(3600),
            shutdown,
        )
        .into_body();
        body.frame().await.unwrap().unwrap();
        stop.send(true).unwrap();
        let end = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("the stream did not end when the operator stopped");
        assert!(end.is_none());
    }
}
