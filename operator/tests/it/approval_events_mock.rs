#![allow(clippy::unwrap_used)]
//! The operator's view of Approvals against a mocked API server: a requested and then an
//! approved Approval each get an Event on the Approval and on its workload, the GateStack's
//! `status.pendingApprovals` goes 1 then 0, and the metrics show the pending count and
//! the decision latency.

use std::sync::Arc;
use std::time::Duration;

use argus_crds::Approval;
use argus_operator::{ApprovalObserver, ApprovalStep, Metrics};
use http::{Method, Request, Response};
use kube::client::Body;
use kube::runtime::events::{Recorder, Reporter};
use serde_json::{Value, json};

type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;

const EVENTS: &str = "/apis/events.k8s.io/v1/namespaces/shop/events";
const DEPLOYMENTS: &str = "/apis/apps/v1/namespaces/shop/deployments";
const STATUS: &str = "/apis/argus.dev/v1alpha1/namespaces/shop/gatestacks/support/status";

fn approval(status: Value) -> Approval {
    serde_json::from_value(json!({
        "apiVersion": "argus.dev/v1alpha1",
        "kind": "Approval",
        "metadata": {"name": "issue-refund-1a2b3c4d5e", "namespace": "shop", "uid": "a-1",
                     "creationTimestamp": "2026-11-24T00:10:00Z"},
        "spec": {
            "tenant": "shop/support-agent",
            "actor": "support-agent",
            "workload": "refunds",
            "gateStack": "support",
            "session": "s-1",
            "tool": "issue_refund",
            "arguments": "{}",
            "argumentsSha256": "5c1d5e0f6f5a3d0b2a4f1c8e9d7b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a",
            "tier": "DELETE",
            "route": "DELETE",
            "approvers": {"groups": ["ops-team"]},
            "expiresAt": "2026-11-24T00:15:00Z"
        },
        "status": status
    }))
    .unwrap()
}

/// Answers the next call (echoing its body) after checking method and path.
async fn next(handle: &mut Handle, method: Method, path: &str) -> Value {
    let (request, send) = tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .unwrap_or_else(|_| panic!("timed out waiting for {method} {path}"))
        .unwrap();
    assert_eq!((request.method(), request.uri().path()), (&method, path));
    let body: Value =
        serde_json::from_slice(&request.into_body().collect_bytes().await.unwrap()).unwrap();
    // Events are echoed; a status patch answers with the GateStack.
    let answer = if method == Method::PATCH {
        json!({"apiVersion": "argus.dev/v1alpha1", "kind": "GateStack",
               "metadata": {"name": "support", "namespace": "shop"},
               "spec": {"gates": []}, "status": body["status"]})
    } else {
        body.clone()
    };
    send.send_response(
        Response::builder()
            .status(if method == Method::POST { 201 } else { 200 })
            .body(Body::from(serde_json::to_vec(&answer).unwrap()))
            .unwrap(),
    );
    body
}

/// A list of one workload `name` of `kind` with `uid` (what the API server answers a
/// list by name).
fn workloads(kind: &str, name: &str, uid: &str) -> Value {
    json!({"apiVersion": "apps/v1", "kind": format!("{kind}List"), "metadata": {},
           "items": [{"apiVersion": "apps/v1", "kind": kind,
                      "metadata": {"name": name, "namespace": "shop", "uid": uid}}]})
}

/// The workload's lookup (a list by name, for its uid) and the two Events of one step:
/// on the Approval, then on its Deployment, each naming the other as related.
async fn step_events(handle: &mut Handle, reason: &str) -> (Value, Value) {
    let query = get(
        handle,
        DEPLOYMENTS,
        workloads("Deployment", "refunds", "d-1"),
    )
    .await;
    assert!(
        query.contains("fieldSelector=metadata.name%3Drefunds"),
        "{query}"
    );
    let on_approval = next(handle, Method::POST, EVENTS).await;
    let on_workload = next(handle, Method::POST, EVENTS).await;
    for e in [&on_approval, &on_workload] {
        assert_eq!(e["reason"], reason);
        assert_eq!(e["reportingController"], "argus-operator");
    }
    assert_eq!(on_approval["regarding"]["kind"], "Approval");
    assert_eq!(on_approval["regarding"]["name"], "issue-refund-1a2b3c4d5e");
    assert_eq!(on_approval["regarding"]["uid"], "a-1");
    assert_eq!(on_approval["related"]["uid"], "d-1");
    assert_eq!(on_workload["regarding"]["kind"], "Deployment");
    assert_eq!(on_workload["regarding"]["apiVersion"], "apps/v1");
    assert_eq!(on_workload["regarding"]["name"], "refunds");
    // `kubectl describe deploy` shows only Events whose reference carries the uid.
    assert_eq!(on_workload["regarding"]["uid"], "d-1");
    assert_eq!(on_workload["related"]["kind"], "Approval");
    assert_eq!(on_workload["related"]["uid"], "a-1");
    (on_approval, on_workload)
}

#[tokio::test]
async fn a_request_and_its_decision_are_told_counted_and_timed() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let client = kube::Client::new(service, "default");
    let metrics = Arc::new(Metrics::new());
    let recorder = Recorder::new(
        client.clone(),
        Reporter {
            controller: "argus-operator".into(),
            instance: Some("argus-operator-0".into()),
        },
    );
    let mut observer = ApprovalObserver::new(client, recorder, metrics.clone());

    let pending = approval(json!({"phase": "Pending"}));
    let server = async {
        let (e, _) = step_events(&mut handle, "ApprovalRequested").await;
        assert_eq!(e["type"], "Normal");
        assert!(
            e["note"].as_str().unwrap().contains(
                "support-agent asks to run issue_refund (tier DELETE); approval issue-refund-1a2b3c4d5e waits for group ops-team"
            ),
            "{e}"
        );
        let patch = next(&mut handle, Method::PATCH, STATUS).await;
        assert_eq!(patch["status"], json!({"pendingApprovals": 1}));
    };
    let client = async {
        assert_eq!(
            observer.observe(&pending).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
        assert_eq!(observer.publish_pending().await.unwrap(), 1);
        // Seen again unchanged: nothing to tell, nothing to write.
        assert_eq!(observer.observe(&pending).await.unwrap(), None);
        assert_eq!(observer.publish_pending().await.unwrap(), 0);
    };
    tokio::join!(server, client);
    assert!(
        metrics
            .encode()
            .contains("argus_operator_approvals_pending{namespace=\"shop\"} 1")
    );

    // Bob approves 90 s after the request.
    let approved = approval(json!({"phase": "Approved", "decidedBy": "bob",
                                   "decidedAt": "2026-11-24T00:11:30Z", "comment": "ok"}));
    let server = async {
        let (e, _) = step_events(&mut handle, "ApprovalApproved").await;
        assert!(
            e["note"]
                .as_str()
                .unwrap()
                .contains("issue_refund approved by bob: ok"),
            "{e}"
        );
        let patch = next(&mut handle, Method::PATCH, STATUS).await;
        assert_eq!(patch["status"], json!({"pendingApprovals": 0}));
    };
    let client = async {
        assert_eq!(
            observer.observe(&approved).await.unwrap(),
            Some(ApprovalStep::Approved)
        );
        assert_eq!(observer.publish_pending().await.unwrap(), 1);
    };
    tokio::join!(server, client);
    let text = metrics.encode();
    for line in [
        "argus_operator_approvals_pending{namespace=\"shop\"} 0",
        "argus_operator_approval_decision_seconds_sum 90.0",
        "argus_operator_approval_decision_seconds_count 1",
    ] {
        assert!(text.contains(line), "{line} missing in\n{text}");
    }
}

fn new_observer(
    service: tower_test::mock::Mock<Request<Body>, Response<Body>>,
) -> ApprovalObserver {
    let client = kube::Client::new(service, "default");
    let recorder = Recorder::new(
        client.clone(),
        Reporter {
            controller: "argus-operator".into(),
            instance: Some("argus-operator-0".into()),
        },
    );
    ApprovalObserver::new(client, recorder, Arc::new(Metrics::new()))
}

/// Answers the next call, a GET of `path`, with `answer`; gives its query.
async fn get(handle: &mut Handle, path: &str, answer: Value) -> String {
    let (request, send) = tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .unwrap_or_else(|_| panic!("timed out waiting for GET {path}"))
        .unwrap();
    assert_eq!(
        (request.method(), request.uri().path()),
        (&Method::GET, path)
    );
    let query = request.uri().query().unwrap_or_default().to_string();
    send.send_response(
        Response::builder()
            .body(Body::from(serde_json::to_vec(&answer).unwrap()))
            .unwrap(),
    );
    query
}

#[tokio::test]
async fn a_statefulset_workload_is_named_as_a_statefulset() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let mut observer = new_observer(service);
    let mut a = approval(json!({"phase": "Pending"}));
    a.spec.workload_kind = Some("StatefulSet".into());
    let server = async {
        get(
            &mut handle,
            "/apis/apps/v1/namespaces/shop/statefulsets",
            workloads("StatefulSet", "refunds", "s-1"),
        )
        .await;
        next(&mut handle, Method::POST, EVENTS).await;
        let on_workload = next(&mut handle, Method::POST, EVENTS).await;
        assert_eq!(on_workload["regarding"]["kind"], "StatefulSet");
        assert_eq!(on_workload["regarding"]["apiVersion"], "apps/v1");
        assert_eq!(on_workload["regarding"]["name"], "refunds");
        assert_eq!(on_workload["regarding"]["uid"], "s-1");
    };
    let client = async {
        assert_eq!(
            observer.observe(&a).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
    };
    tokio::join!(server, client);
}

#[tokio::test]
async fn a_starting_leader_tells_a_pending_approval_once_and_counts_it() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let metrics = Arc::new(Metrics::new());
    let client = kube::Client::new(service, "default");
    let recorder = Recorder::new(
        client.clone(),
        Reporter {
            controller: "argus-operator".into(),
            instance: Some("argus-operator-0".into()),
        },
    );
    let mut observer = ApprovalObserver::new(client, recorder, metrics.clone());
    let pending = approval(json!({"phase": "Pending"}));
    let no_events = json!({"apiVersion": "events.k8s.io/v1", "kind": "EventList",
                           "metadata": {}, "items": []});
    let server = async {
        // No Requested Event yet (the approval was made while no leader ran): told now.
        let query = get(&mut handle, EVENTS, no_events).await;
        assert!(
            query.contains("reason%3DApprovalRequested")
                || query.contains("reason=ApprovalRequested"),
            "{query}"
        );
        assert!(query.contains("regarding.uid"), "{query}");
        step_events(&mut handle, "ApprovalRequested").await;
        let patch = next(&mut handle, Method::PATCH, STATUS).await;
        assert_eq!(patch["status"], json!({"pendingApprovals": 1}));
    };
    let client = async {
        assert_eq!(
            observer.adopt(&pending).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
        assert_eq!(observer.publish_pending().await.unwrap(), 1);
    };
    tokio::join!(server, client);
    assert!(
        metrics
            .encode()
            .contains("argus_operator_approvals_pending{namespace=\"shop\"} 1")
    );

    // The next leader finds the Event: it counts the approval and tells nothing.
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let mut observer = new_observer(service);
    let told = json!({"apiVersion": "events.k8s.io/v1", "kind": "EventList", "metadata": {},
        "items": [{"metadata": {"name": "e1", "namespace": "shop"}, "eventTime": "2026-11-24T00:10:00.000000Z",
                   "reason": "ApprovalRequested", "reportingController": "argus-operator",
                   "reportingInstance": "argus-operator-0", "action": "Approval", "type": "Normal"}]});
    let server = async {
        get(&mut handle, EVENTS, told).await;
        // Only the count is written: no Event.
        let patch = next(&mut handle, Method::PATCH, STATUS).await;
        assert_eq!(patch["status"], json!({"pendingApprovals": 1}));
    };
    let client = async {
        assert_eq!(observer.adopt(&pending).await.unwrap(), None);
        assert_eq!(observer.publish_pending().await.unwrap(), 1);
    };
    tokio::join!(server, client);
}

#[tokio::test]
async fn an_approval_without_a_gate_stack_counts_for_its_tenants_stack() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let mut observer = new_observer(service);
    let mut a = approval(json!({"phase": "Pending"}));
    a.spec.gate_stack = None;
    let rendered = json!({"apiVersion": "v1", "kind": "ConfigMapList", "metadata": {}, "items": [
        {"metadata": {"name": "argus-deployment-refunds", "namespace": "shop"},
         "data": {"config.yaml": "apiVersion: argus.dev/v1alpha1\nkind: SidecarConfig\nname: shop/refunds\ntenant: shop/support-agent\ngateStack:\n  name: support\n  spec: {gates: []}\n"}},
        {"metadata": {"name": "argus-deployment-other", "namespace": "shop"},
         "data": {"config.yaml": "tenant: shop/other\ngateStack:\n  name: other-stack\n"}}
    ]});
    let server = async {
        let query = get(&mut handle, "/api/v1/namespaces/shop/configmaps", rendered).await;
        assert!(query.contains("managed-by"), "{query}");
        step_events(&mut handle, "ApprovalRequested").await;
        let patch = next(&mut handle, Method::PATCH, STATUS).await;
        assert_eq!(patch["status"], json!({"pendingApprovals": 1}));
    };
    let client = async {
        assert_eq!(
            observer.observe(&a).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
        assert_eq!(observer.publish_pending().await.unwrap(), 1);
    };
    tokio::join!(server, client);
}

/// Two Approvals of one workload reach the same step: each gets its own Event on the
/// workload (issue 27: the second folded into the first's as a series, and its note
/// was lost).
#[tokio::test]
async fn two_approvals_of_one_workload_get_an_event_each() {
    let (service, mut handle) = tower_test::mock::pair::<Request<Body>, Response<Body>>();
    let mut observer = new_observer(service);
    let first = approval(json!({"phase": "Pending"}));
    let mut second = approval(json!({"phase": "Pending"}));
    second.metadata.name = Some("issue-refund-9f8e7d6c5b".into());
    second.metadata.uid = Some("a-2".into());
    let server = async {
        let mut on_workload = Vec::new();
        for _ in 0..2 {
            get(
                &mut handle,
                DEPLOYMENTS,
                workloads("Deployment", "refunds", "d-1"),
            )
            .await;
            // Created, both: `next` fails on a PATCH of the first one's series.
            next(&mut handle, Method::POST, EVENTS).await;
            on_workload.push(next(&mut handle, Method::POST, EVENTS).await);
        }
        on_workload
    };
    let client = async {
        assert_eq!(
            observer.observe(&first).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
        assert_eq!(
            observer.observe(&second).await.unwrap(),
            Some(ApprovalStep::Requested)
        );
    };
    let (on_workload, ()) = tokio::join!(server, client);
    assert_eq!(on_workload[0]["related"]["uid"], "a-1");
    assert_eq!(on_workload[1]["related"]["uid"], "a-2");
    assert_ne!(
        on_workload[0]["metadata"]["name"], on_workload[1]["metadata"]["name"],
        "two Events, not one"
    );
    assert!(
        on_workload[1]["note"]
            .as_str()
            .unwrap()
            .contains("issue-refund-9f8e7d6c5b"),
        "{}",
        on_workload[1]
    );
}
