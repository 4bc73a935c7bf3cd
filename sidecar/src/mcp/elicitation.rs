//! The agent's user asked to confirm a call that a `via: elicitation` route defers, by
//! MCP elicitation in form mode (one `confirm` checkbox; the message names the tool, its
//! tier, the arguments as `redactKeys` leave them and the gates' reasons, nothing else).
//! A handshake-era client that declared the capability is asked on the call's event
//! stream, under a gateway id (see `outbox`); a stateless client gets an
//! `input_required` result carrying the request and a `requestState` of the gateway's,
//! and its retry — through the gates again — carries the answer. A client that cannot
//! be asked, or does not answer, leaves the decision to the route's approvers.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use parking_lot::Mutex;

use argus_crds::{ApprovalVia, GateStackSpec, GateType};
use bytes::Bytes;
use http::Response;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::gateway::Body;
use super::sessions::GatewaySession;
use super::tokens::TokenBook;
use super::upstream::sse_event;
use crate::stores::approvals::confirm::{AskUser, Confirmation, Question};

/// The key of the confirmation in `inputRequests` / `inputResponses`.
pub const INPUT_KEY: &str = "argus-confirm";
/// How a `requestState` of a confirmation starts.
const STATE_PREFIX: &str = "argus-confirm-";
/// Confirmations awaiting a stateless client's retry (the oldest are forgotten first).
pub const MAX_WAITING: usize = 1024;
/// How long a stateless client has to retry with its user's answer.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(300);

/// Whether any route of `stack`'s human approval gate asks via elicitation.
pub fn routes_elicit(stack: &GateStackSpec) -> bool {
    stack
        .gates
        .iter()
        .filter(|g| g.type_ == GateType::HumanApproval)
        .filter_map(|g| g.human_approval.as_ref())
        .any(|h| h.routes.iter().any(|r| r.via == ApprovalVia::Elicitation))
}

/// Whether client `capabilities` declare elicitation in form mode (an empty
/// `elicitation` object is form mode, as before modes existed).
pub fn can_elicit(capabilities: &Value) -> bool {
    match capabilities.get("elicitation") {
        Some(Value::Object(e)) => e.contains_key("form") || !e.contains_key("url"),
        _ => false,
    }
}

/// The `elicitation/create` params that ask `question`.
pub fn request_params(question: &Question) -> Value {
    json!({
        "mode": "form",
        "message": question.message(),
        "requestedSchema": {
            "type": "object",
            "properties": {
                "confirm": {
                    "type": "boolean",
                    "title": format!("Run {}", question.tool),
                    "description": "Tick to let this one call run; leave it or decline to refuse it.",
                    "default": false
                }
            },
            "required": ["confirm"]
        }
    })
}

/// The user's answer in an `ElicitResult`.
pub fn reading(result: &Value) -> Confirmation {
    match result["action"].as_str() {
        Some("accept") if result["content"]["confirm"] == Value::Bool(true) => {
            Confirmation::Confirmed
        }
        Some("accept") => Confirmation::Refused("accept without confirm ticked".into()),
        Some(a @ ("decline" | "cancel")) => Confirmation::Refused(a.into()),
        _ => Confirmation::Unavailable(
            "the client's answer to elicitation/create has no action".into(),
        ),
    }
}

/// How the user of this call is asked.
pub enum Asker {
    /// On the call's event stream (the handshake era).
    OnStream(Arc<OnStream>),
    /// In the stateless client's retry.
    InRetry(Arc<InRetry>),
}

impl Asker {
    /// As the gates use it.
    pub fn ask_user(&self) -> Arc<dyn AskUser> {
        match self {
            Asker::OnStream(a) => a.clone(),
            Asker::InRetry(a) => a.clone(),
        }
    }

    /// The `input_required` result the call answers with, when the question is on its
    /// way to a stateless client.
    pub fn input_required(&self) -> Option<Value> {
        match self {
            Asker::OnStream(_) => None,
            Asker::InRetry(a) => a.pending.lock().take(),
        }
    }
}

/// Asks on the call's event stream, within the call's deadline.
pub struct OnStream {
    /// The agent's session (its outbox routes the answer).
    pub session: Arc<GatewaySession>,
    /// The call's event stream.
    pub tx: mpsc::Sender<Bytes>,
    /// The call's deadline.
    pub deadline: Instant,
}

impl AskUser for OnStream {
    fn confirm<'a>(
        &'a self,
        question: &'a Question,
    ) -> Pin<Box<dyn Future<Output = Confirmation> + Send + 'a>> {
        Box::pin(async move {
            let (id, rx) = self.session.outbox.question();
            let request = json!({"jsonrpc": "2.0", "id": id, "method": "elicitation/create", "params": request_params(question)});
            if self.tx.send(sse_event(&request)).await.is_err() {
                return Confirmation::Unavailable("the client left before it was asked".into());
            }
            match tokio::time::timeout_at(self.deadline, rx).await {
                Err(_) => Confirmation::Unavailable(
                    "the client did not answer elicitation/create within the call's deadline"
                        .into(),
                ),
                Ok(Err(_)) => Confirmation::Unavailable("the client's answer was lost".into()),
                Ok(Ok(m)) => match m.get("result").filter(|r| r.is_object()) {
                    Some(r) => reading(r),
                    None => Confirmation::Unavailable(format!(
                        "the client answered elicitation/create with an error (code {})",
                        m["error"]["code"].as_i64().unwrap_or_default()
                    )),
                },
            }
        })
    }
}

/// A call, as a confirmation is bound to it: session, tool, SHA-256 of the arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Bound {
    /// The session key (`tenant/session`).
    pub session: String,
    /// The tool.
    pub tool: String,
    /// The SHA-256 of its canonical arguments.
    pub arguments_sha256: String,
}

/// Confirmations asked of stateless clients, by `requestState`: each answers its own
/// call, once, within [`ANSWER_WITHIN`].
#[derive(Debug)]
pub struct Waiting(TokenBook<(Bound, Instant)>);

impl Default for Waiting {
    fn default() -> Self {
        Self(TokenBook::new(STATE_PREFIX, MAX_WAITING))
    }
}

impl Waiting {
    fn put(&self, call: Bound) -> String {
        let now = Instant::now();
        self.0
            .put((call, now + ANSWER_WITHIN), |(_, until)| *until <= now)
    }

    /// Whether `token` was asked for exactly `call` (and is forgotten now).
    fn take(&self, token: &str, call: &Bound) -> bool {
        let taken = self.0.take(token);
        taken.is_some_and(|(b, until)| &b == call && until > Instant::now())
    }
}

/// Asks in a stateless client's retry.
pub struct InRetry {
    waiting: Arc<Waiting>,
    capable: bool,
    call: Bound,
    answer: Option<(String, Option<Value>)>,
    pending: Mutex<Option<Value>>,
}

impl InRetry {
    /// The asker of a stateless call: the capabilities its envelope declares; a
    /// `requestState` of a confirmation and its answer taken out of `params` (they are
    /// the gateway's, never the upstream's).
    pub fn of(waiting: Arc<Waiting>, params: &mut Value, call: Bound) -> Self {
        let capable = can_elicit(&params["_meta"]["io.modelcontextprotocol/clientCapabilities"]);
        let ours = params["requestState"]
            .as_str()
            .filter(|s| waiting.0.owns(s))
            .map(str::to_string);
        let answer = ours.map(|state| {
            let response = params["inputResponses"].get(INPUT_KEY).cloned();
            if let Some(p) = params.as_object_mut() {
                p.remove("requestState");
                p.remove("inputResponses");
            }
            (state, response)
        });
        Self {
            waiting,
            capable,
            call,
            answer,
            pending: Mutex::new(None),
        }
    }
}

impl AskUser for InRetry {
    fn confirm<'a>(
        &'a self,
        question: &'a Question,
    ) -> Pin<Box<dyn Future<Output = Confirmation> + Send + 'a>> {
        Box::pin(async move {
            if !self.capable {
                return Confirmation::Unavailable(
                    "the client did not declare the elicitation capability (form mode)".into(),
                );
            }
            if let Some((state, response)) = &self.answer
                && self.waiting.take(state, &self.call)
            {
                return match response {
                    Some(r) if r.is_object() => reading(r),
                    _ => Confirmation::Unavailable(
                        "the client's retry carried no answer to the confirmation".into(),
                    ),
                };
            }
            let token = self.waiting.put(self.call.clone());
            *self.pending.lock() = Some(json!({
                "resultType": "input_required",
                "inputRequests": {INPUT_KEY: {"method": "elicitation/create", "params": request_params(question)}},
                "requestState": token
            }));
            Confirmation::Asked
        })
    }
}

/// Sends the answer `resp` (JSON, or an event stream) on to the call's event stream.
pub async fn pipe(resp: Response<Body>, tx: mpsc::Sender<Bytes>) {
    let sse = super::upstream::is_sse(resp.headers());
    let mut body = resp.into_body();
    if sse {
        while let Some(Ok(frame)) = body.frame().await {
            if let Ok(data) = frame.into_data()
                && tx.send(data).await.is_err()
            {
                return;
            }
        }
        return;
    }
    if let Ok(collected) = body.collect().await
        && let Ok(answer) = serde_json::from_slice::<Value>(&collected.to_bytes())
    {
        let _ = tx.send(sse_event(&answer)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_mode_is_an_empty_elicitation_object_or_one_naming_form() {
        assert!(can_elicit(&json!({"elicitation": {}})));
        assert!(can_elicit(&json!({"elicitation": {"form": {}}})));
        assert!(can_elicit(&json!({"elicitation": {"form": {}, "url": {}}})));
        assert!(!can_elicit(&json!({"elicitation": {"url": {}}})));
        assert!(!can_elicit(&json!({"sampling": {}})));
        assert!(!can_elicit(&Value::Null));
    }

    #[test]
    fn only_accept_with_confirm_ticked_confirms() {
        assert_eq!(
            reading(&json!({"action": "accept", "content": {"confirm": true}})),
            Confirmation::Confirmed
        );
        assert!(matches!(
            reading(&json!({"action": "accept", "content": {"confirm": false}})),
            Confirmation::Refused(_)
        ));
        assert_eq!(
            reading(&json!({"action": "decline"})),
            Confirmation::Refused("decline".into())
        );
        assert_eq!(
            reading(&json!({"action": "cancel"})),
            Confirmation::Refused("cancel".into())
        );
        assert!(matches!(reading(&json!({})), Confirmation::Unavailable(_)));
    }

    #[test]
    fn a_request_state_answers_its_own_call_once() {
        let waiting = Arc::new(Waiting::default());
        let call = Bound {
            session: "t/s".into(),
            tool: "cancel_order".into(),
            arguments_sha256: "ab".into(),
        };
        let token = waiting.put(call.clone());
        let other = Bound {
            tool: "other".into(),
            ..call.clone()
        };
        assert!(!waiting.take(&token, &other), "another call's answer");
        let token = waiting.put(call.clone());
        assert!(waiting.take(&token, &call));
        assert!(!waiting.take(&token, &call), "once");
        let mut params = json!({
            "name": "cancel_order",
            "requestState": token,
            "inputResponses": {INPUT_KEY: {"action": "accept"}},
            "_meta": {"io.modelcontextprotocol/clientCapabilities": {"elicitation": {}}}
        });
        let asker = InRetry::of(waiting, &mut params, call);
        assert!(asker.capable && asker.answer.is_some());
        assert!(params.get("requestState").is_none() && params.get("inputResponses").is_none());
    }
}
