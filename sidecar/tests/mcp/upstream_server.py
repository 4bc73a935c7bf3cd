"""An upstream MCP server written with the official Python SDK, as a real peer for the
gateway's end-to-end test. Usage: upstream_server.py PORT

Tools: search_knowledge_base (reports progress, then answers), slow_search (never
answers) and crash_search (reports progress, then the process dies mid-call).
"""

import asyncio
import os
import sys

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


if __name__ == "__main__":
    server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[1]))
