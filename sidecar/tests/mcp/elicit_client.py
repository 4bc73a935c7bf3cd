"""The official MCP Python SDK as an agent's client of the Argus gateway, calling a tool
that a `via: elicitation` route defers (sidecar/tests/it/mcp_elicit.rs). Usage:
elicit_client.py GATEWAY_URL MODE ANSWER ORDER; MODE `legacy` (initialize, 2025-11-25)
or `auto` (server/discover, 2026-07-28); ANSWER `accept`, `decline`, `error` (the
client answers with a JSON-RPC error) or `none` (no elicitation callback: the capability
is not declared). Prints one JSON object: the
call's outcome and the elicitation requests the client was shown.
"""

import asyncio
import json
import sys

from mcp import Client, types

URL, MODE, ANSWER, ORDER = sys.argv[1:5]
asked = []


async def answer(context, params):
    asked.append(params.model_dump(mode="json", by_alias=True, exclude_none=True))
    if ANSWER == "accept":
        return types.ElicitResult(action="accept", content={"confirm": True})
    if ANSWER == "error":
        return types.ErrorData(code=-32603, message="this client has no way to show a form")
    return types.ElicitResult(action="decline")


async def main():
    kw = {} if ANSWER == "none" else {"elicitation_callback": answer}
    async with Client(URL, mode=MODE, **kw) as client:
        version = client.protocol_version
        try:
            r = await client.call_tool("cancel_order", {"order_id": ORDER, "card": "4111-1111"})
            text = "\n".join(getattr(c, "text", "") for c in r.content)
            out = {"ok": True, "is_error": bool(r.is_error), "text": text, "meta": r.meta}
        except Exception as e:  # noqa: BLE001 - the outcome is the error itself
            out = {"ok": False, "error": type(e).__name__, "message": str(e)}
    print(json.dumps({**out, "asked": asked, "version": version}, default=str), flush=True)


asyncio.run(main())
