"""The official MCP Python SDK (2025-11-25 session) calling tools through the Argus
gateway as tasks: create, poll, result, a refused call, a cancelled one, the list and an
unknown id. Usage: tasks_client.py GATEWAY_URL. One JSON object per step on stdout; the
Rust test (sidecar/tests/it/mcp_tasks.rs) asserts on them.
"""

import asyncio
import json
import sys
import time

from mcp import ClientSession, types
from mcp.client.streamable_http import streamable_http_client


def emit(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)


def text_of(result):
    return "\n".join(getattr(c, "text", "") for c in result.content)


async def create(session, name, args, ttl=60000):
    # The SDK's send_request checks a tools/call answer as a CallToolResult only (its
    # client has no task support yet), so the task-augmented call goes through its
    # dispatcher on the same session and transport, and the answer is checked against the
    # SDK's own CreateTaskResult model.
    params = types.CallToolRequestParams(name=name, arguments=args, task=types.TaskMetadata(ttl=ttl))
    data = types.CallToolRequest(params=params).model_dump(by_alias=True, mode="json", exclude_none=True)
    raw = await session._dispatcher.send_raw_request(
        "tools/call", data["params"], {"headers": {"mcp-name": name}})
    return types.CreateTaskResult.model_validate(raw, by_name=False).task


async def get(session, task_id):
    return await session.send_request(
        types.GetTaskRequest(params=types.GetTaskRequestParams(task_id=task_id)), types.GetTaskResult)


async def poll(session, task_id, within=30.0):
    seen = []
    deadline = time.monotonic() + within
    while True:
        t = await get(session, task_id)
        if not seen or seen[-1] != t.status:
            seen.append(t.status)
        if t.status in ("completed", "failed", "cancelled") or time.monotonic() > deadline:
            return t, seen
        await asyncio.sleep((t.poll_interval or 500) / 1000)


async def result(session, task_id):
    try:
        r = await session.send_request(
            types.GetTaskPayloadRequest(params=types.GetTaskPayloadRequestParams(task_id=task_id)),
            types.CallToolResult)
        meta = r.meta or {}
        return {"ok": True, "is_error": bool(r.is_error), "text": text_of(r),
                "related": (meta.get("io.modelcontextprotocol/related-task") or {}).get("taskId")}
    except Exception as e:  # noqa: BLE001 - the step's outcome is the error itself
        return {"ok": False, "error": type(e).__name__, "message": str(e)}


async def main(url):
    async with streamable_http_client(url) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            caps = init.capabilities.tasks
            emit("initialize", version=init.protocol_version,
                 tasks=caps.model_dump(by_alias=True, exclude_none=True) if caps else None)

            tools = await session.list_tools()
            emit("list", support={t.name: (t.execution.task_support if t.execution else None)
                                  for t in tools.tools})

            task = await create(session, "search_knowledge_base", {"query": "reset a password"})
            emit("created", task_id=task.task_id, status=task.status, ttl=task.ttl,
                 poll=task.poll_interval, created_at=task.created_at)
            final, seen = await poll(session, task.task_id)
            emit("polled", status=final.status, seen=seen)
            emit("result", task_id=task.task_id, **(await result(session, task.task_id)))

            refused = await create(session, "reset_password", {"customer_id": "C-1"})
            final, _ = await poll(session, refused.task_id)
            emit("refused", status=final.status, message=final.status_message,
                 **(await result(session, refused.task_id)))

            slow = await create(session, "slow_search", {"query": "forever"})
            cancelled = await session.send_request(
                types.CancelTaskRequest(params=types.CancelTaskRequestParams(task_id=slow.task_id)),
                types.CancelTaskResult)
            final = await get(session, slow.task_id)
            emit("cancelled", answer=cancelled.status, status=final.status,
                 **(await result(session, slow.task_id)))

            listed = await session.send_request(types.ListTasksRequest(), types.ListTasksResult)
            emit("listed", ids=[t.task_id for t in listed.tasks],
                 expected=[slow.task_id, refused.task_id, task.task_id])

            try:
                await get(session, "no-such-task")
                emit("unknown", ok=True)
            except Exception as e:  # noqa: BLE001
                emit("unknown", ok=False, message=str(e))

            # A plain call on the same session still answers on its own request.
            r = await session.call_tool("search_knowledge_base", {"query": "plain"})
            emit("plain", is_error=bool(r.is_error), text=text_of(r))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
