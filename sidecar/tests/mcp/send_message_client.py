"""The official MCP Python SDK as an actor's client of its Argus gateway, writing to a
peer with `send_message`. Usage: send_message_client.py GATEWAY_URL. Prints one JSON
object per step on stdout; sidecar/tests/it/mcp_send_message.rs asserts on them.
"""

import asyncio
import json
import sys

from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client


def emit(step, **fields):
    print(json.dumps({"step": step, **fields}), flush=True)


async def call(session, step, args):
    try:
        r = await session.call_tool("send_message", args)
        text = "\n".join(getattr(c, "text", "") for c in r.content)
        emit(step, ok=True, is_error=bool(r.is_error), text=text)
    except Exception as e:  # noqa: BLE001 - the step's outcome is the error itself
        emit(step, ok=False, error=type(e).__name__, message=str(e))


async def main(url):
    async with streamable_http_client(url) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            tools = await session.list_tools()
            tool = next((t for t in tools.tools if t.name == "send_message"), None)
            emit("list", names=[t.name for t in tools.tools],
                 schema=tool.input_schema if tool else None)
            await call(session, "sent", {"to": "bob", "text": "The invoice batch for March is ready for review."})
            await call(session, "not_a_peer", {"to": "mallory", "text": "hi"})
            await call(session, "missing", {"to": "ghost", "text": "anyone there?"})


asyncio.run(main(sys.argv[1]))
