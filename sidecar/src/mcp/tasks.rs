//! Tasks (MCP 2025-11-25): a `tools/call` carrying `params.task` is answered at once
//! with its task and runs in the background; the agent polls it (`tasks/get`), waits
//! for its result (`tasks/result`), lists (`tasks/list`) or cancels (`tasks/cancel`) it.
//! The gateway is the receiver: the call runs through the same gates, audit and
//! upstream as a plain one (the upstream sees a plain call). A task belongs to the agent
//! session that made it and is kept `ttl` after its creation (the requested one within
//! 1 s … 1 h; 10 min when none is asked).
//!
//! Offered to handshake sessions of 2025-11-25 and later only. A stateless (2026-07-28)
//! agent has no session to keep a task in — there tasks are an extension the gateway
//! does not offer — and older revisions have none: a task method from them is answered
//! with an error that names the task, and a `params.task` is ignored (the call runs to
//! its result on its own request, as a receiver without the capability does).

use std::sync::Arc;
use std::time::Duration;

use parking_lot::Mutex;
use serde_json::{Value, json};
use tokio::sync::watch;
use tokio::task::AbortHandle;
use tokio::time::Instant;

use super::jsonrpc;

/// The first revision with tasks.
pub const FIRST_VERSION: &str = "2025-11-25";
/// Retention when the agent asks for none.
pub const DEFAULT_TTL: Duration = Duration::from_secs(600);
const MIN_TTL: Duration = Duration::from_secs(1);
const MAX_TTL: Duration = Duration::from_secs(3600);
/// The polling interval suggested to the agent.
pub const POLL_INTERVAL_MS: u64 = 500;
/// Most tasks one session keeps; past it the oldest finished one goes, and a session
/// whose tasks all still run is refused a new one.
pub const MAX_TASKS: usize = 128;
/// `tasks/list` page size.
const PAGE: usize = 50;
/// `_meta` key relating a message to its task.
pub const RELATED_TASK_META: &str = "io.modelcontextprotocol/related-task";

/// Whether a session speaking `version` (a handshake revision) is offered tasks.
pub fn offered(version: &str) -> bool {
    // Revisions are dates: they compare as text.
    version >= FIRST_VERSION
}

/// The server capability announced to such a session.
pub fn capability() -> Value {
    json!({"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}})
}

/// A task's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The call runs.
    Working,
    /// It returned a result.
    Completed,
    /// It returned a JSON-RPC error or a tool error (`isError`).
    Failed,
    /// The agent cancelled it.
    Cancelled,
}

impl Status {
    /// Its name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Working => "working",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
        }
    }

    fn terminal(self) -> bool {
        self != Self::Working
    }
}

struct State {
    status: Status,
    message: Option<String>,
    updated: jiff::Timestamp,
    /// The JSON-RPC response the call made (once it made one).
    answer: Option<Value>,
}

/// One task.
pub struct Task {
    id: String,
    created: jiff::Timestamp,
    born: Instant,
    ttl: Duration,
    state: Mutex<State>,
    done: watch::Sender<bool>,
    run: Mutex<Option<AbortHandle>>,
}

impl Task {
    /// Its id.
    pub fn id(&self) -> &str {
        &self.id
    }

    fn expired(&self, now: Instant) -> bool {
        now.duration_since(self.born) >= self.ttl
    }

    /// The task as the protocol shows it.
    pub fn view(&self) -> Value {
        let s = self.state.lock();
        let mut v = json!({
            "taskId": self.id,
            "status": s.status.as_str(),
            "createdAt": self.created.to_string(),
            "lastUpdatedAt": s.updated.to_string(),
            "ttl": self.ttl.as_millis() as u64,
            "pollInterval": POLL_INTERVAL_MS,
        });
        if let Some(m) = &s.message {
            v["statusMessage"] = json!(m);
        }
        v
    }

    /// Ties the running call to the task, so that cancelling it stops the call.
    pub fn running(&self, run: AbortHandle) {
        if self.state.lock().status.terminal() {
            run.abort();
        } else {
            *self.run.lock() = Some(run);
        }
    }

    /// Records the JSON-RPC response `answer` the call made (none: it made none).
    pub fn settle(&self, answer: Option<Value>) {
        let mut s = self.state.lock();
        if s.status.terminal() {
            return;
        }
        let (status, message) = match &answer {
            None => (
                Status::Failed,
                Some("the call ended without an answer".to_string()),
            ),
            Some(a) if a.get("error").is_some() => (
                Status::Failed,
                a.pointer("/error/message")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            ),
            Some(a) if a.pointer("/result/isError") == Some(&Value::Bool(true)) => (
                Status::Failed,
                Some("the tool returned an error result".to_string()),
            ),
            Some(_) => (Status::Completed, None),
        };
        s.status = status;
        s.message = message;
        s.updated = jiff::Timestamp::now();
        s.answer = answer;
        drop(s);
        *self.run.lock() = None;
        self.done.send_replace(true);
    }

    /// Cancels it: false when it had already finished.
    fn cancel(&self) -> bool {
        let mut s = self.state.lock();
        if s.status.terminal() {
            return false;
        }
        s.status = Status::Cancelled;
        s.message = Some("cancelled by the agent (tasks/cancel)".to_string());
        s.updated = jiff::Timestamp::now();
        drop(s);
        if let Some(run) = self.run.lock().take() {
            run.abort();
        }
        self.done.send_replace(true);
        true
    }

    /// Waits until it has finished; then what `tasks/result` answers request `id`.
    async fn result(&self, id: &Value) -> Value {
        let mut done = self.done.subscribe();
        // The sender lives in `self`: the wait ends when the task finishes.
        let _ = done.wait_for(|d| *d).await;
        let s = self.state.lock();
        let related = json!({"taskId": self.id});
        match (&s.status, &s.answer) {
            (Status::Cancelled, _) | (_, None) => {
                let mut e = jsonrpc::error(
                    id,
                    jsonrpc::INVALID_PARAMS,
                    &format!(
                        "task {:?} {}: it has no result",
                        self.id,
                        s.message.as_deref().unwrap_or("ended")
                    ),
                );
                e["error"]["data"] = json!({"_meta": {RELATED_TASK_META: related}});
                e
            }
            (_, Some(answer)) => {
                // Exactly what the call answered, for this request's id.
                let mut out = answer.clone();
                out["id"] = id.clone();
                if let Some(result) = out.get_mut("result").and_then(Value::as_object_mut) {
                    let meta = result.entry("_meta").or_insert_with(|| json!({}));
                    if let Some(meta) = meta.as_object_mut() {
                        meta.insert(RELATED_TASK_META.to_string(), related);
                    }
                } else if let Some(error) = out.get_mut("error").and_then(Value::as_object_mut) {
                    error
                        .entry("data")
                        .or_insert_with(|| json!({}))
                        .as_object_mut()
                        .map(|d| d.insert("_meta".into(), json!({RELATED_TASK_META: related})));
                }
                out
            }
        }
    }
}

/// The tasks of one agent session.
#[derive(Default)]
pub struct TaskBook {
    tasks: Mutex<Vec<Arc<Task>>>,
}

impl std::fmt::Debug for TaskBook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TaskBook")
            .field("tasks", &self.tasks.lock().len())
            .finish()
    }
}

impl TaskBook {
    /// A new working task kept `ttl_ms` (the agent's `params.task.ttl`, clamped), or why
    /// the session may not have one more.
    pub fn create(&self, ttl_ms: Option<u64>) -> Result<Arc<Task>, String> {
        let ttl = ttl_ms
            .map(Duration::from_millis)
            .unwrap_or(DEFAULT_TTL)
            .clamp(MIN_TTL, MAX_TTL);
        let now = jiff::Timestamp::now();
        let task = Arc::new(Task {
            id: uuid::Uuid::new_v4().to_string(),
            created: now,
            born: Instant::now(),
            ttl,
            state: Mutex::new(State {
                status: Status::Working,
                message: None,
                updated: now,
                answer: None,
            }),
            done: watch::channel(false).0,
            run: Mutex::new(None),
        });
        let mut tasks = self.tasks.lock();
        purge(&mut tasks);
        if tasks.len() >= MAX_TASKS {
            match tasks.iter().position(|t| t.state.lock().status.terminal()) {
                Some(oldest_finished) => {
                    tasks.remove(oldest_finished);
                }
                None => {
                    return Err(format!(
                        "this session already runs {MAX_TASKS} tasks: wait for one (tasks/result) or cancel one (tasks/cancel)"
                    ));
                }
            }
        }
        tasks.push(task.clone());
        Ok(task)
    }

    fn find(&self, id: &str) -> Option<Arc<Task>> {
        let mut tasks = self.tasks.lock();
        purge(&mut tasks);
        tasks.iter().find(|t| t.id == id).cloned()
    }

    /// Cancels every task still running (the session ended).
    pub fn cancel_all(&self) {
        for t in self.tasks.lock().drain(..) {
            t.cancel();
        }
    }

    /// The answer to task method `method` (request `id`, `params`).
    pub async fn answer(&self, id: &Value, method: &str, params: &Value) -> Value {
        if method == "tasks/list" {
            return self.list(id, params);
        }
        if !matches!(method, "tasks/get" | "tasks/result" | "tasks/cancel") {
            return unknown_method(id, method);
        }
        let Some(task_id) = params["taskId"].as_str() else {
            return needs_task_id(id, method);
        };
        let Some(task) = self.find(task_id) else {
            return jsonrpc::error(
                id,
                jsonrpc::INVALID_PARAMS,
                &format!(
                    "task {task_id:?} does not exist in this session (it never did, or its ttl has passed)"
                ),
            );
        };
        match method {
            "tasks/get" => jsonrpc::result(id, task.view()),
            "tasks/cancel" => {
                if task.cancel() {
                    jsonrpc::result(id, task.view())
                } else {
                    jsonrpc::error(
                        id,
                        jsonrpc::INVALID_PARAMS,
                        &format!(
                            "task {task_id:?} has already finished ({}): it cannot be cancelled",
                            task.state.lock().status.as_str()
                        ),
                    )
                }
            }
            _ => task.result(id).await,
        }
    }

    fn list(&self, id: &Value, params: &Value) -> Value {
        let start = match &params["cursor"] {
            Value::Null => 0,
            Value::String(c) => match c.parse::<usize>() {
                Ok(n) => n,
                Err(_) => {
                    return jsonrpc::error(
                        id,
                        jsonrpc::INVALID_PARAMS,
                        &format!("cursor {c:?} is not one tasks/list gave"),
                    );
                }
            },
            other => {
                return jsonrpc::error(
                    id,
                    jsonrpc::INVALID_PARAMS,
                    &format!("cursor must be a string, not {other}"),
                );
            }
        };
        let mut tasks = self.tasks.lock();
        purge(&mut tasks);
        // Newest first.
        let page: Vec<Value> = tasks
            .iter()
            .rev()
            .skip(start)
            .take(PAGE)
            .map(|t| t.view())
            .collect();
        let mut result = json!({"tasks": page});
        if start + PAGE < tasks.len() {
            result["nextCursor"] = json!((start + PAGE).to_string());
        }
        jsonrpc::result(id, result)
    }
}

/// Drops the tasks whose ttl has passed (a running one is cancelled first).
fn purge(tasks: &mut Vec<Arc<Task>>) {
    let now = Instant::now();
    tasks.retain(|t| {
        let keep = !t.expired(now);
        if !keep {
            t.cancel();
        }
        keep
    });
}

/// The `ttl` a `tools/call`'s `params.task` asks for: `Some(None)` for a task without
/// one, `None` when the call is not task-augmented.
pub fn requested(params: &Value) -> Option<Option<u64>> {
    let task = params.get("task")?.as_object()?;
    Some(task.get("ttl").and_then(Value::as_u64))
}

/// The answer to task method `method` where the gateway keeps no tasks (a stateless
/// agent, a revision before 2025-11-25, no session).
pub fn without_tasks(id: &Value, method: &str, params: &Value) -> Value {
    match method {
        "tasks/list" => jsonrpc::result(id, json!({"tasks": []})),
        "tasks/get" | "tasks/result" | "tasks/cancel" => match &params["taskId"] {
            Value::String(task) => jsonrpc::error(
                id,
                jsonrpc::INVALID_PARAMS,
                &format!(
                    "task {task:?} does not exist: the Argus gateway keeps tasks only in a 2025-11-25 session (initialize with protocolVersion 2025-11-25 and keep its Mcp-Session-Id); here a call returns its result on its own request"
                ),
            ),
            _ => needs_task_id(id, method),
        },
        other => unknown_method(id, other),
    }
}

fn needs_task_id(id: &Value, method: &str) -> Value {
    jsonrpc::error(
        id,
        jsonrpc::INVALID_PARAMS,
        &format!("{method} needs params.taskId, a string"),
    )
}

fn unknown_method(id: &Value, method: &str) -> Value {
    jsonrpc::error(
        id,
        jsonrpc::METHOD_NOT_FOUND,
        &format!("method {method:?} is not a task method the gateway knows"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<F: std::future::Future>(f: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map(|rt| rt.block_on(f))
            .unwrap_or_else(|e| panic!("runtime: {e}"))
    }

    #[test]
    fn without_tasks_a_task_id_is_named_in_its_error_and_the_list_is_empty() {
        let e = without_tasks(&json!(1), "tasks/get", &json!({"taskId": "t-404"}));
        assert_eq!(e["error"]["code"], jsonrpc::INVALID_PARAMS);
        let m = e["error"]["message"].as_str().unwrap_or("");
        assert!(m.contains("\"t-404\" does not exist"), "{m}");
        assert_eq!(
            without_tasks(&json!(1), "tasks/list", &json!({}))["result"]["tasks"],
            json!([])
        );
        assert_eq!(
            without_tasks(&json!(1), "tasks/get", &json!({}))["error"]["code"],
            jsonrpc::INVALID_PARAMS
        );
    }

    #[test]
    fn tasks_are_offered_from_2025_11_25_on() {
        assert!(offered("2025-11-25"));
        assert!(!offered("2025-06-18"));
        assert!(!offered("2024-11-05"));
    }

    #[test]
    fn a_finished_task_gives_the_calls_answer_with_its_related_task() {
        run(async {
            let book = TaskBook::default();
            let t = book.create(Some(60_000)).unwrap_or_else(|e| panic!("{e}"));
            let get = book
                .answer(&json!(2), "tasks/get", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(get["result"]["status"], "working");
            assert_eq!(get["result"]["ttl"], 60_000);
            assert_eq!(get["result"]["pollInterval"], POLL_INTERVAL_MS);
            // tasks/result waits for the call.
            let (three, of_t) = (json!(3), json!({"taskId": t.id()}));
            let waiting = book.answer(&three, "tasks/result", &of_t);
            let settle = async {
                tokio::task::yield_now().await;
                t.settle(Some(json!({"jsonrpc": "2.0", "id": 1,
                    "result": {"content": [{"type": "text", "text": "42"}]}})));
            };
            let (answer, ()) = tokio::join!(waiting, settle);
            assert_eq!(answer["id"], 3);
            assert_eq!(answer["result"]["content"][0]["text"], "42");
            assert_eq!(
                answer["result"]["_meta"][RELATED_TASK_META]["taskId"],
                t.id()
            );
            let get = book
                .answer(&json!(4), "tasks/get", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(get["result"]["status"], "completed");
            // Finished: not cancellable.
            let c = book
                .answer(&json!(5), "tasks/cancel", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(c["error"]["code"], jsonrpc::INVALID_PARAMS);
        });
    }

    #[test]
    fn an_error_or_a_tool_error_fails_the_task_and_the_error_is_returned_as_it_was() {
        run(async {
            let book = TaskBook::default();
            let t = book.create(None).unwrap_or_else(|e| panic!("{e}"));
            t.settle(Some(json!({"jsonrpc": "2.0", "id": 1,
                "error": {"code": -32602, "message": "refused: tier"}})));
            let get = book
                .answer(&json!(2), "tasks/get", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(get["result"]["status"], "failed");
            assert_eq!(get["result"]["statusMessage"], "refused: tier");
            assert_eq!(get["result"]["ttl"], DEFAULT_TTL.as_millis() as u64);
            let r = book
                .answer(&json!(3), "tasks/result", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(r["error"]["code"], -32602);
            assert_eq!(r["error"]["message"], "refused: tier");

            let t = book.create(None).unwrap_or_else(|e| panic!("{e}"));
            t.settle(Some(json!({"jsonrpc": "2.0", "id": 1,
                "result": {"isError": true, "content": []}})));
            assert_eq!(t.view()["status"], "failed");
        });
    }

    #[test]
    fn a_cancelled_task_stops_its_call_and_has_no_result() {
        run(async {
            let book = TaskBook::default();
            let t = book.create(None).unwrap_or_else(|e| panic!("{e}"));
            let call = tokio::spawn(std::future::pending::<()>());
            t.running(call.abort_handle());
            let c = book
                .answer(&json!(2), "tasks/cancel", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(c["result"]["status"], "cancelled");
            assert!(call.await.is_err_and(|e| e.is_cancelled()));
            let r = book
                .answer(&json!(3), "tasks/result", &json!({"taskId": t.id()}))
                .await;
            assert_eq!(r["error"]["code"], jsonrpc::INVALID_PARAMS);
            // A late answer does not revive it.
            t.settle(Some(json!({"jsonrpc": "2.0", "id": 1, "result": {}})));
            assert_eq!(t.view()["status"], "cancelled");
        });
    }

    #[test]
    fn tasks_are_listed_newest_first_in_pages_and_unknown_ones_are_named() {
        run(async {
            let book = TaskBook::default();
            let ids: Vec<String> = (0..PAGE + 3)
                .map(|_| {
                    book.create(None)
                        .unwrap_or_else(|e| panic!("{e}"))
                        .id()
                        .to_string()
                })
                .collect();
            let first = book.answer(&json!(1), "tasks/list", &json!({})).await;
            assert_eq!(
                first["result"]["tasks"].as_array().map(Vec::len),
                Some(PAGE)
            );
            assert_eq!(first["result"]["tasks"][0]["taskId"], ids[PAGE + 2]);
            let cursor = first["result"]["nextCursor"].clone();
            let second = book
                .answer(&json!(2), "tasks/list", &json!({"cursor": cursor}))
                .await;
            assert_eq!(second["result"]["tasks"].as_array().map(Vec::len), Some(3));
            assert!(second["result"].get("nextCursor").is_none());
            let bad = book
                .answer(&json!(3), "tasks/list", &json!({"cursor": "x"}))
                .await;
            assert_eq!(bad["error"]["code"], jsonrpc::INVALID_PARAMS);
            let e = book
                .answer(&json!(4), "tasks/get", &json!({"taskId": "nope"}))
                .await;
            assert!(
                e["error"]["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("\"nope\" does not exist in this session"))
            );
        });
    }

    #[test]
    fn a_session_full_of_running_tasks_refuses_one_more_and_drops_the_oldest_finished() {
        let book = TaskBook::default();
        let all: Vec<Arc<Task>> = (0..MAX_TASKS)
            .map(|_| book.create(None).unwrap_or_else(|e| panic!("{e}")))
            .collect();
        assert!(
            book.create(None)
                .err()
                .is_some_and(|e| e.contains("already runs"))
        );
        all[3].settle(Some(json!({"jsonrpc": "2.0", "id": 1, "result": {}})));
        assert!(book.create(None).is_ok());
        assert!(book.find(all[3].id()).is_none());
        assert!(book.find(all[2].id()).is_some());
    }

    #[test]
    fn the_ttl_is_clamped() {
        let book = TaskBook::default();
        let short = book.create(Some(5)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(short.view()["ttl"], 1000);
        let long = book
            .create(Some(u64::MAX))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(long.view()["ttl"], 3_600_000);
        assert_eq!(requested(&json!({"task": {"ttl": 7}})), Some(Some(7)));
        assert_eq!(requested(&json!({"task": {}})), Some(None));
        assert_eq!(requested(&json!({"name": "x"})), None);
    }
}
