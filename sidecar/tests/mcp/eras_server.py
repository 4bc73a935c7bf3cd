"""An upstream MCP server written with the official Python SDK, speaking one era only,
for the gateway's cross-era test (sidecar/tests/mcp_eras.rs). Usage:
eras_server.py PORT ERA MARKS_DIR [json] (json: answers in one JSON body), ERA being `handshake` (2024-11-05 .. 2025-11-25, as
servers released before 2026 are: a stateless revision header is refused as the
2025 SDKs refused an unknown one) or `stateless` (2026-07-28 only: a request without
that revision is refused with -32022 and the supported list, as the SDK's stateless
entry refuses an unknown revision).

Tools: search_knowledge_base (reports progress, then answers, naming the era),
forecast (structured output: an outputSchema, an icon, a title and _meta),
regional_search (its region annotated x-mcp-header: a stateless call must mirror it in
Mcp-Param-Region), confirm_refund (asks the client to confirm, mid-call: an elicitation
request in the handshake era, an input_required result in the stateless one), and
slow_search (writes MARKS_DIR/slow_search.<query>.started, reports progress, then
waits; when its request is cancelled, it writes MARKS_DIR/slow_search.<query>.cancelled,
so the test sees the upstream was told). A
request refused for its era leaves MARKS_DIR/<ERA>.refused.<method, / as _>.
"""

import asyncio
import json
import os
import sys

from listen import serve
from mcp.server.mcpserver import Context, MCPServer
from mcp.types import Icon
from mcp_types import ElicitRequest, ElicitRequestFormParams, InputRequiredResult
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS
from typing import Annotated

from pydantic import BaseModel, Field

PORT, ERA, MARKS = int(sys.argv[1]), sys.argv[2], sys.argv[3]
# `json`: calls are answered with one JSON body, not an event stream.
JSON = sys.argv[4:] == ["json"]

server = MCPServer("eras-server")


class Forecast(BaseModel):
    city: str
    celsius: float


@server.tool(description="Search the help-center articles.")
async def search_knowledge_base(query: str, ctx: Context) -> str:
    await ctx.report_progress(1, 2, "searching")
    return f"[{ERA}] Article 12: how to {query}"


@server.tool(
    description="Today's forecast for a city.",
    title="Forecast",
    icons=[Icon(src="https://example.com/sun.png", mime_type="image/png")],
    meta={"example.com/unit": "celsius"},
)
async def forecast(city: str) -> Forecast:
    return Forecast(city=city, celsius=21.5)


@server.tool(description="Search one region's articles (the region is routed on, as a header).")
async def regional_search(
    region: Annotated[str, Field(json_schema_extra={"x-mcp-header": "Region"})], query: str
) -> str:
    return f"[{ERA}] {region}: {query}"


class Confirm(BaseModel):
    ok: bool


CONFIRM_SCHEMA = {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}


@server.tool(description="Refund an order once the user confirms it.")
async def confirm_refund(order_id: str, ctx: Context) -> str | InputRequiredResult:
    if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
        answer = (ctx.input_responses or {}).get("confirm")
        if answer is None:
            ask = ElicitRequestFormParams(message=f"Refund {order_id}?", requested_schema=CONFIRM_SCHEMA)
            return InputRequiredResult(input_requests={"confirm": ElicitRequest(params=ask)}, request_state="asked")
        if isinstance(answer, dict):
            action, content = answer.get("action"), answer.get("content")
        else:
            action, content = answer.action, answer.content
    else:
        r = await ctx.elicit(f"Refund {order_id}?", Confirm)
        action, content = r.action, (r.data.model_dump() if r.data is not None else None)
    return f"[{ERA}] refund {order_id}: {action} {json.dumps(content, sort_keys=True)}"


@server.tool(description="A search that runs until its client leaves.")
async def slow_search(query: str, ctx: Context) -> str:
    with open(os.path.join(MARKS, f"slow_search.{query}.started"), "w") as f:
        f.write(ERA)
    await ctx.report_progress(1, 2, "started")
    try:
        await asyncio.sleep(3600)
    except asyncio.CancelledError:
        with open(os.path.join(MARKS, f"slow_search.{query}.cancelled"), "w") as f:
            f.write(ERA)
        raise
    return "too late"


def one_era(app):
    async def wrapped(scope, receive, send):
        if scope["type"] == "http":
            headers = dict(scope["headers"])
            version = headers.get(b"mcp-protocol-version", b"").decode("latin-1")
            answer = None
            if ERA == "stateless" and version not in MODERN_PROTOCOL_VERSIONS:
                answer = {"jsonrpc": "2.0", "id": None, "error": {
                    "code": -32022, "message": "Unsupported protocol version",
                    "data": {"supported": list(MODERN_PROTOCOL_VERSIONS), "requested": version}}}
            if ERA == "handshake" and version and version not in HANDSHAKE_PROTOCOL_VERSIONS:
                answer = {"jsonrpc": "2.0", "id": None, "error": {
                    "code": -32600, "message": f"Bad Request: Unsupported protocol version: {version}"}}
            if answer is not None:
                method = headers.get(b"mcp-method", b"initialize").decode("latin-1").replace("/", "_")
                with open(os.path.join(MARKS, f"{ERA}.refused.{method}"), "w") as f:
                    f.write(version)
                await send({"type": "http.response.start", "status": 400,
                            "headers": [(b"content-type", b"application/json")]})
                await send({"type": "http.response.body", "body": json.dumps(answer).encode()})
                return
        await app(scope, receive, send)

    return wrapped


if __name__ == "__main__":
    app = server.streamable_http_app(json_response=JSON)
    serve(one_era(app), PORT)
