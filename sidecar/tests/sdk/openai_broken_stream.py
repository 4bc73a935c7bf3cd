"""The official OpenAI SDK reads a stream that the provider broke off after three
events: it must receive the three chunks, then raise the error Argus sent in the
stream's own format. Prints {"got": [...], "error": "...", "type": "..."} and exits 0
when the SDK raised; exits 1 when the stream ended without an error."""

import json
import sys

import openai

client = openai.OpenAI(base_url=sys.argv[1], api_key="sk-test", max_retries=0)
got = []
try:
    stream = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "user", "content": "hi"}],
        stream=True,
    )
    for chunk in stream:
        got.append(chunk.choices[0].delta.content or "")
except openai.APIError as e:
    print(json.dumps({"got": got, "error": str(e), "type": type(e).__name__}))
    sys.exit(0)
print(json.dumps({"got": got, "error": None}))
sys.exit(1)
