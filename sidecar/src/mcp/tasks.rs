//! Tasks (MCP 2025-11-25, an extension in 2026-07-28): long-running requests that a
//! client polls (`tasks/get`, `tasks/result`, `tasks/list`, `tasks/cancel`). The gateway
//! does not offer the `tasks` capability — every call it passes runs to its result on
//! the request that made it — so it holds no task: a task id is answered with an error
//! that names it, and the list is empty.

use serde_json::{Value, json};

use super::jsonrpc;

/// The answer to task method `method` (request `id`, `params`).
pub fn answer(id: &Value, method: &str, params: &Value) -> Value {
    match method {
        "tasks/list" => jsonrpc::result(id, json!({"tasks": []})),
        "tasks/get" | "tasks/result" | "tasks/cancel" => match &params["taskId"] {
            Value::String(task) => jsonrpc::error(
                id,
                jsonrpc::INVALID_PARAMS,
                &format!(
                    "task {task:?} does not exist: the Argus gateway runs no tasks (it does not offer the tasks capability; a call returns its result on its own request)"
                ),
            ),
            _ => jsonrpc::error(
                id,
                jsonrpc::INVALID_PARAMS,
                &format!("{method} needs params.taskId, a string"),
            ),
        },
        other => jsonrpc::error(
            id,
            jsonrpc::METHOD_NOT_FOUND,
            &format!("method {other:?} is not a task method the gateway knows"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_id_is_named_in_its_error_and_the_list_is_empty() {
        let e = answer(&json!(1), "tasks/get", &json!({"taskId": "t-404"}));
        assert_eq!(e["error"]["code"], jsonrpc::INVALID_PARAMS);
        assert!(
            e["error"]["message"]
                .as_str()
                .unwrap_or("")
                .contains("\"t-404\" does not exist")
        );
        assert_eq!(
            answer(&json!(1), "tasks/list", &json!({}))["result"]["tasks"],
            json!([])
        );
        assert_eq!(
            answer(&json!(1), "tasks/get", &json!({}))["error"]["code"],
            jsonrpc::INVALID_PARAMS
        );
    }
}
