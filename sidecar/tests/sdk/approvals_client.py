"""Human approval with the official OpenAI Python SDK as the agent and the sidecar's admin
API as the approver. argv: BASE_URL ADMIN_URL MODE, MODE `approve` (a DEFERred refund,
approved, passes once -- streamed -- and the next identical call needs a new approval) or
`timeout` (nobody decides: the approval expires and the call stays refused).
Exits non-zero with the reason when anything differs."""
import json
import sys
import time
import urllib.request

from openai import OpenAI

base_url, admin, mode = sys.argv[1], sys.argv[2], sys.argv[3]
client = OpenAI(base_url=base_url, api_key="agent-key-that-argus-replaces")
messages = [{"role": "user", "content": "please refund order A-1"}]


def admin_call(method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(admin + path, data=data, method=method, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def awaited(text):
    assert text and "awaiting approval " in text, text
    return text.split("awaiting approval ", 1)[1].split()[0]


def held_call():
    reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, user=f"sdk-{mode}")
    message = reply.choices[0].message
    assert not message.tool_calls, message
    return awaited(message.content)


name = held_call()
pending = [a for a in admin_call("GET", "/approvals") if a["name"] == name]
assert len(pending) == 1 and pending[0]["phase"] == "Pending", pending
assert pending[0]["tool"] == "issue_refund" and pending[0]["approvers"]["groups"] == ["ops-team"], pending

if mode == "approve":
    decided = admin_call("POST", f"/approvals/{name}/approve", {"comment": "verified", "user": "alice"})
    assert decided["phase"] == "Approved" and decided["decidedBy"] == "alice", decided
    # The same call, streamed this time: it passes, as the provider's own chunks.
    chunks = client.chat.completions.create(model="gpt-4o-mini", messages=messages, user="sdk-approve", stream=True)
    names, text = [], ""
    for c in chunks:
        for choice in c.choices:
            text += choice.delta.content or ""
            for tc in choice.delta.tool_calls or []:
                if tc.function.name:
                    names.append(tc.function.name)
    assert names == ["issue_refund"], (names, text)
    used = [a for a in admin_call("GET", "/approvals") if a["name"] == name]
    assert used[0]["phase"] == "Consumed", used
    # Once only: the same call again waits for a new approval.
    again = held_call()
    assert again != name, again
elif mode == "timeout":
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        phase = [a for a in admin_call("GET", "/approvals") if a["name"] == name][0]["phase"]
        if phase == "Expired":
            break
        time.sleep(0.1)
    assert phase == "Expired", phase
    # onTimeout deny: the call still does not reach the agent.
    again = held_call()
    assert again != name, again
else:
    sys.exit(f"unknown mode {mode!r}")
print("ok")
