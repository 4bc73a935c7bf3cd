"""Drives the sidecar with the official OpenAI Python SDK, configured by base URL only.
Exits non-zero (with the reason) if anything differs from what the mock answers."""
import sys

from openai import OpenAI

base_url = sys.argv[1]
client = OpenAI(base_url=base_url, api_key="agent-key-that-argus-replaces")

reply = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "hello"}], user="sdk-session")
assert reply.choices[0].message.content == "Hello! Welcome to Example Shop support.", reply

chunks = client.chat.completions.create(
    model="gpt-4o-mini", messages=[{"role": "user", "content": "refund"}], user="sdk-session",
    stream=True, stream_options={"include_usage": True},
)
names, args, usage = [], "", None
for c in chunks:
    if c.usage:
        usage = c.usage
    for choice in c.choices:
        for tc in choice.delta.tool_calls or []:
            if tc.function.name:
                names.append(tc.function.name)
            args += tc.function.arguments or ""
assert names == ["issue_refund"], names
assert '"order_id":"A-1"' in args.replace(" ", ""), args
assert usage is not None and usage.completion_tokens > 0, usage

models = client.models.list()
assert [m.id for m in models.data] == ["mock-model"], models

try:
    client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "again"}], user="sdk-session")
except Exception as e:  # the SDK raises on the sidecar's error answers
    print(f"unexpected error: {e}", file=sys.stderr)
    raise
print("ok")
