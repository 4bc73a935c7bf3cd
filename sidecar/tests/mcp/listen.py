"""Serves a test's MCP app on 127.0.0.1:PORT with uvicorn, for the Rust harness
(testkit/src/mcp_server.rs).

The socket is bound here, before uvicorn starts, and `listening PORT` is printed once it is
bound: the harness waits for that line, so it never mistakes another process that holds
the port for this server. PORT 0 takes any free port (the line names it); a port that is
taken ends the process with status 3 and says so.
"""

import socket
import sys

import uvicorn


def serve(app, port):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(("127.0.0.1", port))
    except OSError as e:
        print(f"port {port} is taken: {e}", file=sys.stderr, flush=True)
        sys.exit(3)
    sock.listen(128)
    print(f"listening {sock.getsockname()[1]}", flush=True)
    uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[sock])
