//! A tool whose upstream requires tasks (`execution.taskSupport: "required"`, MCP
//! 2025-11-25) cannot be called plainly: the gateway calls it as a task and waits for it
//! on the agent's behalf — `tools/call` with `params.task`, `tasks/get` at the interval
//! the upstream suggests (100 ms … 2 s), then `tasks/result` — all within the call's
//! deadline. Past the deadline, or when the agent leaves, the upstream is sent
//! `tasks/cancel`. What `tasks/result` answers is the call's answer, checked like any
//! other. A task that stops in `input_required` waits like a working one (the gateway
//! does not relay a task's questions).

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http::HeaderName;
use parking_lot::Mutex;
use serde_json::{Value, json};
use tokio::time::Instant;

use super::sessions::UpstreamSession;
use super::upstream::{CallError, Caller, find_response, is_sse, unshown};

/// Whether the upstream's listed `entry` of a tool requires tasks.
pub fn required(entry: &Value) -> bool {
    entry["execution"]["taskSupport"] == "required"
}

/// The upstream's task of a running call, once it made one (for `tasks/cancel`).
pub type TaskSlot = Arc<Mutex<Option<String>>>;

/// One upstream's end of a call: where it is and how to reach it.
pub struct Upstream<'a> {
    /// Its client.
    pub caller: &'a Caller,
    /// Its URL.
    pub uri: &'a http::Uri,
    /// The agent session's session with it.
    pub up: &'a UpstreamSession,
}

impl Upstream<'_> {
    /// Sends request `id` (`method`, `params`, with `extra` headers) and reads the
    /// JSON-RPC response to it, before `deadline`.
    async fn ask(
        &self,
        id: &Value,
        method: &str,
        params: Value,
        extra: &[(HeaderName, String)],
        deadline: Instant,
    ) -> Result<Value, CallError> {
        let (mut headers, body) = super::outgoing::request(self.up, id, method, params);
        headers.extend(extra.iter().cloned());
        let resp = self.caller.post(self.uri, &headers, body, deadline).await?;
        let sse = is_sse(resp.headers());
        let status = resp.status();
        let body = self
            .caller
            .read(self.uri, resp.into_body(), deadline)
            .await?;
        find_response(&body, sse, id).ok_or_else(|| CallError::BadAnswer {
            target: self.uri.to_string(),
            detail: format!(
                "{method} answered HTTP {} without a JSON-RPC response ({})",
                status.as_u16(),
                unshown(&self.uri.to_string(), &body)
            ),
        })
    }

    /// Calls a tool as a task (`params` of the agent's call `id`): the response
    /// `tasks/result` gives (under `id`), or the call's own when the upstream answered it
    /// at once. `slot` holds the task's id while it runs.
    pub async fn call_as_task(
        &self,
        id: &Value,
        mut params: Value,
        extra: &[(HeaderName, String)],
        deadline: Instant,
        slot: &TaskSlot,
    ) -> Result<Value, CallError> {
        let ttl = u64::try_from(self.caller.timeout.as_millis()).unwrap_or(u64::MAX);
        params["task"] = json!({"ttl": ttl});
        let created = self.ask(id, "tools/call", params, extra, deadline).await?;
        let Some(task) = created
            .pointer("/result/task/taskId")
            .and_then(Value::as_str)
            .map(str::to_string)
        else {
            // An error, or a result the upstream gave without making a task.
            return Ok(created);
        };
        *slot.lock() = Some(task.clone());
        let mut poll = interval(&created["result"]["task"]);
        let mut n = 0u32;
        loop {
            let status = created_or_polled(&created, n);
            if matches!(
                status.as_deref(),
                Some("completed" | "failed" | "cancelled")
            ) {
                break;
            }
            if Instant::now() + poll >= deadline {
                self.cancel(&task);
                return Err(CallError::Timeout {
                    target: self.uri.to_string(),
                    ms: ttl,
                });
            }
            tokio::time::sleep(poll).await;
            n += 1;
            let got = self
                .ask(
                    &sub_id(id, "get", n),
                    "tasks/get",
                    json!({"taskId": task}),
                    &[],
                    deadline,
                )
                .await?;
            if let Some(e) = got.get("error") {
                return Err(CallError::BadAnswer {
                    target: self.uri.to_string(),
                    detail: format!(
                        "tasks/get of its task {task:?} failed: {}",
                        e["message"].as_str().unwrap_or("no message")
                    ),
                });
            }
            poll = interval(&got["result"]);
            if matches!(
                got["result"]["status"].as_str(),
                Some("completed" | "failed" | "cancelled")
            ) {
                break;
            }
        }
        let mut answer = self
            .ask(
                &sub_id(id, "result", 0),
                "tasks/result",
                json!({"taskId": task}),
                &[],
                deadline,
            )
            .await?;
        *slot.lock() = None;
        answer["id"] = id.clone();
        Ok(answer)
    }

    /// Sends `tasks/cancel` for `task`, in the background.
    pub fn cancel(&self, task: &str) {
        cancel(self.caller, self.uri, self.up, task);
    }
}

/// Sends `tasks/cancel` for `task` to the upstream at `uri`, in the background.
pub fn cancel(caller: &Caller, uri: &http::Uri, up: &UpstreamSession, task: &str) {
    let id = json!(format!("argus-cancel-{task}"));
    let (headers, body): (_, Bytes) =
        super::outgoing::request(up, &id, "tasks/cancel", json!({"taskId": task}));
    let (caller, uri) = (caller.clone(), uri.clone());
    tokio::spawn(async move {
        let deadline = Instant::now() + caller.timeout;
        if let Ok(resp) = caller.post(&uri, &headers, body, deadline).await {
            let _ = caller.read(&uri, resp.into_body(), deadline).await;
        }
    });
}

/// The status the creation reported (before the first poll).
fn created_or_polled(created: &Value, n: u32) -> Option<String> {
    (n == 0)
        .then(|| {
            created
                .pointer("/result/task/status")?
                .as_str()
                .map(str::to_string)
        })
        .flatten()
}

/// The polling interval a task suggests, kept within 100 ms … 2 s (500 ms when none).
fn interval(task: &Value) -> Duration {
    Duration::from_millis(
        task["pollInterval"]
            .as_u64()
            .unwrap_or(500)
            .clamp(100, 2000),
    )
}

/// The gateway's id of its `n`th `kind` request about call `id`.
fn sub_id(id: &Value, kind: &str, n: u32) -> Value {
    let base = match id {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    json!(format!("argus-task-{kind}-{n}-{base}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tool_requires_tasks_only_when_its_upstream_says_so() {
        assert!(required(
            &json!({"name": "t", "execution": {"taskSupport": "required"}})
        ));
        assert!(!required(
            &json!({"name": "t", "execution": {"taskSupport": "optional"}})
        ));
        assert!(!required(&json!({"name": "t"})));
    }

    #[test]
    fn the_polling_interval_is_bounded() {
        assert_eq!(interval(&json!({})), Duration::from_millis(500));
        assert_eq!(
            interval(&json!({"pollInterval": 5})),
            Duration::from_millis(100)
        );
        assert_eq!(
            interval(&json!({"pollInterval": 60000})),
            Duration::from_secs(2)
        );
        assert_eq!(sub_id(&json!(7), "get", 2), json!("argus-task-get-2-7"));
    }
}
