"""An upstream MCP server (the official Python SDK) for the gateway's elicitation test
(sidecar/tests/it/mcp_elicit.rs). Usage: elicit_server.py PORT MARKS_DIR. Its one tool,
cancel_order, appends the order id to MARKS_DIR/cancel_order.calls, so the test sees
how often it ran.
"""

import os
import sys

from listen import serve
from mcp.server.mcpserver import MCPServer

PORT, MARKS = int(sys.argv[1]), sys.argv[2]

server = MCPServer("orders")


@server.tool(description="Cancel an order that has not shipped.")
async def cancel_order(order_id: str, card: str = "") -> str:
    with open(os.path.join(MARKS, "cancel_order.calls"), "a") as f:
        f.write(order_id + "\n")
    return f"order {order_id} cancelled"


if __name__ == "__main__":
    serve(server.streamable_http_app(), PORT)
