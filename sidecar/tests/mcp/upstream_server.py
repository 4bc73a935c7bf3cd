"""An upstream MCP server written with the official Python SDK, as a real peer for the
gateway's end-to-end test. Usage: upstream_server.py PORT

Tools: search_knowledge_base (reports progress, then answers), slow_search (never
answers), crash_search (reports progress, then the process dies mid-call),
undeclared_admin (which the agent's Actor does not declare) and enable_reports: it
answers at once and then, outside any call, asks the client for its roots
(roots/list) and adds a tool daily_report that reports them, announced with
notifications/tools/list_changed. Those two travel on the server-initiated stream.
"""

import asyncio
import os
import sys

from listen import serve
from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("kb-server")


@server.tool(description="Search the help-center articles.")
async def search_knowledge_base(query: str, ctx: Context) -> str:
    await ctx.report_progress(1, 2, "searching")
    await ctx.report_progress(2, 2, "found")
    return f"Article 12: how to {query}"


@server.tool(description="A search that never answers.")
async def slow_search(query: str) -> str:
    await asyncio.sleep(3600)
    return "too late"


@server.tool(description="A search whose server dies mid-call.")
async def crash_search(query: str, ctx: Context) -> str:
    await ctx.report_progress(1, 2, "about to crash")
    await asyncio.sleep(0.2)
    os._exit(3)


@server.tool(description="Administration the agent's Actor does not declare.")
async def undeclared_admin(command: str) -> str:
    return f"ran {command}"


background = set()


async def publish_reports(session):
    roots = await session.list_roots()
    seen = ", ".join(str(r.uri) for r in roots.roots)

    async def daily_report() -> str:
        return f"report over {seen}"

    server.add_tool(daily_report, description="The daily report.")
    await session.send_tool_list_changed()


@server.tool(description="Enable the daily report (announced later, outside this call).")
async def enable_reports(ctx: Context) -> str:
    task = asyncio.get_running_loop().create_task(publish_reports(ctx.session))
    background.add(task)
    task.add_done_callback(background.discard)
    return "reports will be enabled"


if __name__ == "__main__":
    serve(server.streamable_http_app(host="127.0.0.1"), int(sys.argv[1]))
