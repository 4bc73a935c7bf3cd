//! The API server's side of TokenReviews and SubjectAccessReviews in mocked-API tests.

use std::time::Duration;

use http::{Method, Request, Response};
use kube::client::Body;
use serde_json::Value;

pub type Handle = tower_test::mock::Handle<Request<Body>, Response<Body>>;

pub const TOKEN_REVIEWS: &str = "/apis/authentication.k8s.io/v1/tokenreviews";
pub const ACCESS_REVIEWS: &str = "/apis/authorization.k8s.io/v1/subjectaccessreviews";

/// Answers the next request, a review POSTed to `path`, with `status`; answers the
/// review's request body.
pub async fn answer(handle: &mut Handle, path: &str, status: Value) -> Value {
    let (request, send) = tokio::time::timeout(Duration::from_secs(5), handle.next_request())
        .await
        .expect("the API server was not asked within 5 s")
        .expect("the client is gone");
    assert_eq!(request.method(), Method::POST);
    assert_eq!(request.uri().path(), path);
    let bytes = request
        .into_body()
        .collect_bytes()
        .await
        .expect("a readable review");
    let body: Value = serde_json::from_slice(&bytes).expect("a JSON review");
    let mut reply = body.clone();
    reply["status"] = status;
    send.send_response(
        Response::builder()
            .status(201)
            .body(Body::from(serde_json::to_vec(&reply).expect("JSON")))
            .expect("a response"),
    );
    body
}
