//! The Actor's activity for its status is read from where the sidecars keep it in the
//! namespace's Redis Stack (keys from `argus_crds::inbox_key` and its kin): inbox length,
//! sessions with a message in the last hour, the time of the last one.

#![allow(clippy::unwrap_used)]

use argus_crds::{context_sessions_key, inbox_key};
use argus_operator::{ActorActivity, read_actor_activity, rfc3339_of_ms};
use fred::prelude::*;

use argus_testkit::RedisServer;

#[tokio::test]
async fn activity_counts_the_inbox_and_the_recent_sessions() {
    let server = RedisServer::start_with_password("activity-pass");
    let url = server.url();
    let c = server.client().await;
    let tenant = "team/bob";
    for text in ["one", "two"] {
        let _: String = c
            .xadd(
                inbox_key(tenant),
                false,
                None,
                "*",
                vec![("from", "alice"), ("text", text)],
            )
            .await
            .unwrap();
    }
    let sessions = context_sessions_key(tenant);
    let _: i64 = c
        .zadd(&sessions, None, None, false, false, (1_000.0, "old"))
        .await
        .unwrap();
    let _: i64 = c
        .zadd(&sessions, None, None, false, false, (5_000.0, "a"))
        .await
        .unwrap();
    let _: i64 = c
        .zadd(&sessions, None, None, false, false, (9_000.0, "b"))
        .await
        .unwrap();

    let live = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    // Inboxes the operator opened for an Actor since deleted, and for one of another
    // namespace, each holding a letter.
    for (orphan, actors) in [
        ("team/gone", ["bob", "gone"]),
        ("other/gone", ["gone", "x"]),
    ] {
        read_actor_activity(
            &url,
            Some("activity-pass".into()),
            orphan,
            &live(&actors),
            0,
        )
        .await
        .unwrap();
        let _: String = c
            .xadd(
                inbox_key(orphan),
                false,
                None,
                "*",
                vec![("from", "alice"), ("text", "hi")],
            )
            .await
            .unwrap();
    }
    let a = read_actor_activity(
        &url,
        Some("activity-pass".into()),
        tenant,
        &live(&["bob", "carol"]),
        4_000,
    )
    .await
    .unwrap();
    assert_eq!(
        a,
        ActorActivity {
            mailbox_depth: 2,
            active_sessions: 2,
            last_activity_ms: Some(9_000),
        }
    );
    assert_eq!(
        rfc3339_of_ms(9_000).as_deref(),
        Some("1970-01-01T00:00:09Z")
    );
    // Another actor of the namespace has nothing.
    // The deleted Actor's inbox is gone, so a send to it is refused (sidecars append
    // only to an inbox that exists); another namespace's is not this one's to remove.
    let gone: bool = c.exists(inbox_key("team/gone")).await.unwrap();
    assert!(!gone, "a deleted Actor's inbox was kept");
    let other: bool = c.exists(inbox_key("other/gone")).await.unwrap();
    assert!(other, "another namespace's inbox was removed");
    let none = read_actor_activity(
        &url,
        Some("activity-pass".into()),
        "team/carol",
        &live(&["bob", "carol"]),
        0,
    )
    .await
    .unwrap();
    assert_eq!(none, ActorActivity::default());
    // Reading carol's activity opened her inbox: peers may now write to it, though
    // none of her pods ever ran (sidecars append only to an inbox that exists).
    let appended: Option<String> = c
        .xadd(
            inbox_key("team/carol"),
            true,
            None,
            "*",
            vec![("from", "alice"), ("text", "hello")],
        )
        .await
        .unwrap();
    assert!(appended.is_some(), "carol's inbox was not opened");
    let missing: Option<String> = c
        .xadd(
            inbox_key("team/nobody"),
            true,
            None,
            "*",
            vec![("from", "alice"), ("text", "hello")],
        )
        .await
        .unwrap();
    assert!(missing.is_none(), "an inbox nobody opened was written");
    // A wrong password is an error, not a panic.
    assert!(
        read_actor_activity(&url, Some("wrong".into()), tenant, &[], 0)
            .await
            .is_err()
    );
}
