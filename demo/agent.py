"""The demo agent: a customer-support bot written with the official OpenAI SDK, which
knows nothing about Argus except its base URL. It drifts (a refund before verifying the
customer); Argus classifies every answer, flags the violation and corrects the next
request. The transcript shows each turn as the agent, the model and Argus saw it."""
import argparse
import json
import time
import urllib.request

from openai import OpenAI

USER_TURNS = [
    "Hi, I was charged twice for my order.",
    "It's order A-1234, I paid twice for it.",
    "Please just refund me.",
    "Sure, my email is ana@example.com.",
    "Thanks, please go ahead with the refund now.",
    "Great, that's all, thank you!",
]

BOLD, DIM, RED, GREEN, YELLOW, CYAN, RESET = "\033[1m", "\033[2m", "\033[31m", "\033[32m", "\033[33m", "\033[36m", "\033[0m"


class SidecarLog:
    """Follows the sidecar's JSON log for Argus events of one session."""

    def __init__(self, path, session):
        self.path, self.session, self.offset = path, session, 0

    def events(self, want, timeout=3.0):
        found, deadline = [], time.time() + timeout
        while time.time() < deadline:
            with open(self.path, encoding="utf-8") as f:
                f.seek(self.offset)
                for line in f:
                    self.offset += len(line.encode("utf-8"))
                    try:
                        fields = json.loads(line).get("fields", {})
                    except json.JSONDecodeError:
                        continue
                    if fields.get("session") == self.session and fields.get("message", "").startswith("argus."):
                        found.append(fields)
            if any(e["message"] == want for e in found):
                return found
            time.sleep(0.02)
        return found


def provider_saw(mock_url):
    with urllib.request.urlopen(f"{mock_url}/_mock/requests") as r:
        return json.load(r)[-1]["body"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--base-url", required=True)
    p.add_argument("--mock", required=True)
    p.add_argument("--log", required=True)
    args = p.parse_args()
    session = "demo-session-1"
    client = OpenAI(base_url=args.base_url, api_key="the-agent-never-holds-a-real-key", default_headers={"x-argus-session-id": session})
    log = SidecarLog(args.log, session)
    messages = [{"role": "system", "content": "You are a helpful support bot."}]
    violations = interventions = 0
    last_state = "greeting"
    print(f"{BOLD}Argus demo{RESET}: a support agent (OpenAI SDK, base URL {args.base_url}) talks to a scripted model through the sidecar.\n")
    for turn, user in enumerate(USER_TURNS, start=1):
        messages.append({"role": "user", "content": user})
        stream = turn == len(USER_TURNS)
        print(f"{BOLD}── turn {turn}{' (streamed)' if stream else ''} {'─' * 50}{RESET}")
        print(f"  customer  {user}")
        if stream:
            text, tool_calls = "", []
            for chunk in client.chat.completions.create(model="gpt-4o-mini", messages=messages, stream=True):
                if chunk.choices and chunk.choices[0].delta.content:
                    text += chunk.choices[0].delta.content
        else:
            reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages)
            text, tool_calls = reply.choices[0].message.content or "", reply.choices[0].message.tool_calls or []
        sent = provider_saw(args.mock)
        for m in sent["messages"]:
            if isinstance(m.get("content"), str) and m["content"].startswith(("[System Note]", "[Context reminder]", "[WORKFLOW GUIDANCE]")):
                interventions += 1
                print(f"  {YELLOW}argus     corrected this request before it left the pod ({m['role']} message):{RESET}")
                print(f"            {YELLOW}{m['content']}{RESET}")
        if text:
            print(f"  model     {text}")
        for call in tool_calls:
            print(f"  model     calls {CYAN}{call.function.name}({call.function.arguments}){RESET}")
        assistant = {"role": "assistant", "content": text or None}
        if tool_calls:
            assistant["tool_calls"] = [{"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}} for c in tool_calls]
        messages.append(assistant)
        for call in tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps({"ok": True})})
        for e in log.events("argus.state.transition"):
            if e["message"] == "argus.state.transition":
                ok = e["result"] in ("SUCCESS", "NO_CHANGE", "TERMINAL")
                colour = GREEN if ok else RED
                last_state = e["state"] if ok else e["from"]
                print(f"  argus     state {e['from']} → {e['state']} {colour}{e['result']}{RESET} {DIM}({e['method']}, confidence {float(e['confidence']):.2f}){RESET}")
            elif e["message"] == "argus.constraint.violation":
                violations += 1
                print(f"  argus     {RED}violation of {e['constraint']} ({e['severity']}){RESET}")
            elif e["message"] == "argus.intervention.scheduled":
                print(f"  argus     {YELLOW}the next request will carry intervention {e['intervention']} ({e['strategy']}){RESET}")
        print()
    print(f"{BOLD}Done{RESET}: {len(USER_TURNS)} turns, {violations} violation(s) flagged, {interventions} corrective intervention(s) injected; the session ended in state {last_state}.")



if __name__ == "__main__":
    main()
