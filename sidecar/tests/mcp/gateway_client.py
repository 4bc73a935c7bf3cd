"""The official MCP Python SDK as the agent's client of the Argus gateway. Usage:
gateway_client.py GATEWAY_URL. Prints one JSON object per step on stdout; the Rust
test (sidecar/tests/it/mcp_sdk.rs) asserts on them.
"""

import asyncio
import json
import sys

import httpx2
from mcp import ClientSession, types
from mcp.client.streamable_http import streamable_http_client


def emit(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)


def text_of(result):
    return "\n".join(getattr(c, "text", "") for c in result.content)


async def call(session, step, name, args, **kw):
    try:
        r = await session.call_tool(name, args, **kw)
        emit(step, ok=True, is_error=bool(r.is_error), text=text_of(r))
    except Exception as e:  # noqa: BLE001 - the step's outcome is the error itself
        emit(step, ok=False, error=type(e).__name__, message=str(e))


async def main(url):
    list_changed = asyncio.Event()
    roots_asked = []

    async def on_message(message):
        if getattr(message, "method", None) == "notifications/tools/list_changed":
            list_changed.set()

    async def list_roots(context):
        roots_asked.append(True)
        return types.ListRootsResult(roots=[types.Root(uri="file:///workspace/argus", name="argus")])

    async with streamable_http_client(url) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write, list_roots_callback=list_roots, message_handler=on_message) as session:
            init = await session.initialize()
            emit("initialize", version=init.protocol_version, server=init.server_info.name)

            tools = await session.list_tools()
            emit("list", names=[t.name for t in tools.tools],
                 schema=next((t.input_schema for t in tools.tools if t.name == "search_knowledge_base"), None),
                 description=next((t.description for t in tools.tools if t.name == "enable_reports"), None))

            progress = []

            async def on_progress(p, total, message):
                progress.append([p, total, message])

            await call(session, "call", "search_knowledge_base", {"query": "reset a password"},
                       progress_callback=on_progress)
            emit("progress", updates=progress)

            # Outside any call, the upstream asks for roots and announces a new tool: both
            # reach this client on the session's stream (GET), and its answer goes back.
            await call(session, "enable_reports", "enable_reports", {})
            try:
                await asyncio.wait_for(list_changed.wait(), 60)
                emit("list_changed", received=True, roots_asked=len(roots_asked))
            except asyncio.TimeoutError:
                emit("list_changed", received=False, roots_asked=len(roots_asked))
            tools = await session.list_tools()
            emit("list_after", names=[t.name for t in tools.tools])
            await call(session, "report", "daily_report", {})
            await call(session, "refused", "reset_password", {"email": "a@b.c"})
            await call(session, "deferred", "cancel_order", {"order_id": "A-1"})
            await call(session, "schema", "search_knowledge_base", {"query": 5})
            await call(session, "unknown", "drop_database", {})
            await call(session, "local", "escalate_to_human", {"reason": "stuck"})
            await call(session, "timeout", "slow_search", {"query": "x"})
            await call(session, "crash", "crash_search", {"query": "x"})
            tools = await session.list_tools()
            emit("still_up", count=len(tools.tools))

    async with httpx2.AsyncClient() as client:
        r = await client.post(url, headers={"Origin": "https://evil.example", "Accept": "application/json, text/event-stream"},
                              json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
        emit("bad_origin", status=r.status_code, body=r.json())


asyncio.run(main(sys.argv[1]))
