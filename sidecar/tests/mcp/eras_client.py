"""The official MCP Python SDK as an agent's client of the Argus gateway, in one era.
Usage: eras_client.py GATEWAY_URL MODE, MODE being `legacy` (the initialize handshake)
or `auto` (server/discover, adopting 2026-07-28). Prints one JSON object per step; the
Rust test (sidecar/tests/mcp_eras.rs) asserts on them.

The last step leaves mid-call: a tools/call of slow_search, POSTed by hand (in the era
of MODE), read until the first progress event, then closed.
"""

import asyncio
import json
import sys

import httpx2
from mcp import Client, types

URL, MODE = sys.argv[1], sys.argv[2]


def emit(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)


def text_of(result):
    return "\n".join(getattr(c, "text", "") for c in result.content)


async def call(client, step, name, args, **kw):
    try:
        r = await client.call_tool(name, args, **kw)
        emit(step, ok=True, is_error=bool(r.is_error), text=text_of(r),
             structured=r.structured_content, meta=r.meta)
    except Exception as e:  # noqa: BLE001 - the step's outcome is the error itself
        emit(step, ok=False, error=type(e).__name__, message=str(e))


async def leave_mid_call():
    """POSTs a streamed call, reads its first event (progress), and hangs up."""
    params = {"name": "slow_search", "arguments": {"query": MODE}, "_meta": {"progressToken": "leave"}}
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    if MODE == "auto":
        version = "2026-07-28"
        params["_meta"].update({
            "io.modelcontextprotocol/protocolVersion": version,
            "io.modelcontextprotocol/clientCapabilities": {},
        })
        headers.update({"MCP-Protocol-Version": version, "Mcp-Method": "tools/call", "Mcp-Name": "slow_search"})
    body = {"jsonrpc": "2.0", "id": "leave-1", "method": "tools/call", "params": params}
    async with httpx2.AsyncClient(timeout=60) as http:
        async with http.stream("POST", URL, headers=headers, json=body) as r:
            async for line in r.aiter_lines():
                if line.startswith("data:"):
                    emit("leave", status=r.status_code, first=json.loads(line[5:]))
                    return
    emit("leave", status=r.status_code, first=None)


async def confirm(context, params):
    return types.ElicitResult(action="accept", content={"ok": True})


async def main():
    async with Client(URL, mode=MODE, elicitation_callback=confirm) as client:
        emit("connect", version=client.protocol_version)
        tools = await client.list_tools()
        forecast = next((t for t in tools.tools if t.name == "forecast"), None)
        emit("list", names=[t.name for t in tools.tools],
             forecast=forecast.model_dump(mode="json", by_alias=True, exclude_none=True) if forecast else None)

        progress = []

        async def on_progress(p, total, message):
            progress.append([p, total, message])

        await call(client, "call", "search_knowledge_base", {"query": "reset a password"},
                   progress_callback=on_progress)
        emit("progress", updates=progress)
        await call(client, "forecast", "forecast", {"city": "Lyon"})
        await call(client, "regional", "regional_search", {"region": "eu-west", "query": "refunds"})
        await call(client, "confirm", "confirm_refund", {"order_id": "A-7"})
        await call(client, "refused", "reset_password", {"email": "a@b.c"})
        await call(client, "deferred", "cancel_order", {"order_id": "A-1"})
        await call(client, "schema", "search_knowledge_base", {"query": 5})
    await leave_mid_call()


asyncio.run(main())
