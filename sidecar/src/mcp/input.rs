//! A stateless upstream's `input_required` result (MCP 2026-07-28: the tool needs the
//! client's input — elicitation, sampling, roots — before it can finish) for an agent in
//! the handshake era, which knows no such result: each input request is put to the
//! agent as the server-to-client request of its own era, on the call's event stream
//! (under a gateway id, answered by the agent's POSTed response, see `outbox`), and the
//! call is sent again with the answers (`inputResponses`) and the upstream's
//! `requestState`, for as many rounds as the upstream needs (bounded), within the call's
//! deadline. A request the agent did not declare the capability for fails the call with
//! an error naming it, before anything is asked.

use std::sync::Arc;

use bytes::Bytes;
use serde_json::{Map, Value, json};
use tokio::sync::mpsc;
use tokio::time::Instant;

use super::invocation::Outcome;
use super::sessions::{GatewaySession, UpstreamSession};
use super::upstream::{CallError, Caller, SseEvents, is_sse, sse_event};

/// Rounds of input one call may take.
pub const MAX_ROUNDS: usize = 8;

/// A call whose upstream asks for input.
pub struct Rounds {
    /// How calls out are made.
    pub caller: Caller,
    /// The agent's session (its capabilities, its outbox).
    pub session: Arc<GatewaySession>,
    /// The upstream.
    pub uri: http::Uri,
    /// The stateless upstream session.
    pub up: UpstreamSession,
    /// The call's JSON-RPC id.
    pub id: Value,
    /// The call's params, as the agent sent them.
    pub params: Value,
    /// The `Mcp-Param-*` headers of the call.
    pub param_headers: Vec<(http::HeaderName, String)>,
    /// The call's deadline.
    pub deadline: Instant,
}

/// Whether `outcome` is a result that asks for input.
pub fn needs_input(outcome: &Outcome) -> bool {
    matches!(outcome, Outcome::Result(r) if r["resultType"] == "input_required")
}

/// The capability a client declares to be asked `method`.
fn capability(method: &str) -> Option<&'static str> {
    match method {
        "elicitation/create" => Some("elicitation"),
        "sampling/createMessage" => Some("sampling"),
        "roots/list" => Some("roots"),
        _ => None,
    }
}

impl Rounds {
    fn failed(&self, detail: String) -> Outcome {
        Outcome::Failed(CallError::BadAnswer {
            target: self.uri.to_string(),
            detail,
        })
    }

    fn timeout(&self) -> Outcome {
        Outcome::Failed(CallError::Timeout {
            target: self.uri.to_string(),
            ms: u64::try_from(self.caller.timeout.as_millis()).unwrap_or(u64::MAX),
        })
    }

    /// Puts `result`'s input requests to the agent on `tx` and sends the call again with
    /// the answers, until the upstream answers otherwise: that outcome.
    pub async fn run(&self, tx: &mpsc::Sender<Bytes>, mut result: Value) -> Outcome {
        for _ in 0..MAX_ROUNDS {
            let answers = match self.ask(tx, &result).await {
                Ok(a) => a,
                Err(outcome) => return outcome,
            };
            let mut params = self.params.clone();
            params["inputResponses"] = Value::Object(answers);
            match result.get("requestState") {
                Some(state) => params["requestState"] = state.clone(),
                None => {
                    if let Some(o) = params.as_object_mut() {
                        o.remove("requestState");
                    }
                }
            }
            match self.again(tx, params).await {
                Outcome::Result(r) if r["resultType"] == "input_required" => result = r,
                outcome => return outcome,
            }
        }
        self.failed(format!(
            "the upstream asked for input more than {MAX_ROUNDS} times in one call"
        ))
    }

    /// Asks the agent every input request of `result`; the answers by key.
    async fn ask(
        &self,
        tx: &mpsc::Sender<Bytes>,
        result: &Value,
    ) -> Result<Map<String, Value>, Outcome> {
        let requests = result["inputRequests"]
            .as_object()
            .cloned()
            .unwrap_or_default();
        let mut asked = Vec::new();
        for (key, request) in &requests {
            let method = request["method"].as_str().unwrap_or_default();
            let Some(cap) = capability(method) else {
                return Err(self.failed(format!(
                    "the upstream asks for input by {method:?}, which the gateway cannot put to the agent"
                )));
            };
            if self.session.capabilities.get(cap).is_none() {
                return Err(self.failed(format!(
                    "the upstream asks {method} mid-call, and the agent did not declare the {cap} capability"
                )));
            }
            asked.push((key, method, &request["params"]));
        }
        let mut waits = Vec::new();
        for (key, method, params) in asked {
            let (id, rx) = self.session.outbox.question();
            let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
            if tx.send(sse_event(&message)).await.is_err() {
                return Err(gone());
            }
            waits.push((key.clone(), method, rx));
        }
        let mut answers = Map::new();
        for (key, method, rx) in waits {
            let answer = tokio::select! {
                () = tx.closed() => return Err(gone()),
                a = tokio::time::timeout_at(self.deadline, rx) => a,
            };
            let message = match answer {
                Err(_) => return Err(self.timeout()),
                Ok(Err(_)) => {
                    return Err(self.failed(format!(
                        "the agent's answer to {method} was lost (too many questions open)"
                    )));
                }
                Ok(Ok(m)) => m,
            };
            match message.get("result").filter(|r| r.is_object()) {
                Some(r) => {
                    answers.insert(key, r.clone());
                }
                None => {
                    return Err(self.failed(format!(
                        "the agent answered {method} with an error (code {})",
                        message["error"]["code"].as_i64().unwrap_or_default()
                    )));
                }
            }
        }
        Ok(answers)
    }

    /// Sends the call again with `params`; its notifications go on to the agent.
    async fn again(&self, tx: &mpsc::Sender<Bytes>, params: Value) -> Outcome {
        let url = self.uri.to_string();
        let (mut headers, message) =
            super::outgoing::request(&self.up, &self.id, "tools/call", params);
        headers.extend(self.param_headers.iter().cloned());
        let resp = match self
            .caller
            .post(&self.uri, &headers, message, self.deadline)
            .await
        {
            Ok(r) => r,
            Err(e) => return Outcome::Failed(e),
        };
        let status = resp.status();
        let sse = is_sse(resp.headers());
        let body = match self
            .caller
            .read(&self.uri, resp.into_body(), self.deadline)
            .await
        {
            Ok(b) => b,
            Err(e) => return Outcome::Failed(e),
        };
        let messages: Vec<Value> = if sse {
            let mut events = SseEvents::default();
            let mut all = events.push(&body);
            all.extend(events.finish());
            all.iter()
                .filter_map(|e| serde_json::from_str(e).ok())
                .collect()
        } else {
            serde_json::from_slice(&body).ok().into_iter().collect()
        };
        let mut answer = None;
        for m in messages {
            if m.get("id") == Some(&self.id) && m.get("method").is_none() {
                answer = Some(m);
            } else if m.get("method").is_some() && m.get("id").is_none() {
                let _ = tx.send(sse_event(&m)).await;
            }
        }
        match answer {
            Some(a) if a.get("error").is_some_and(Value::is_object) => {
                Outcome::UpstreamError(a["error"].clone())
            }
            Some(a) if status.is_success() && a.get("result").is_some_and(Value::is_object) => {
                Outcome::Result(a["result"].clone())
            }
            _ => Outcome::Failed(CallError::BadAnswer {
                target: url.clone(),
                detail: format!(
                    "the call sent again with the agent's input answered HTTP {} without its result ({})",
                    status.as_u16(),
                    super::upstream::unshown(&url, &body)
                ),
            }),
        }
    }
}

fn gone() -> Outcome {
    Outcome::ClientGone {
        detail: "the client disconnected while the upstream waited for its input".into(),
    }
}
