"""The demo agent: a customer-support bot written with the official OpenAI SDK, which
knows nothing about Argus except its base URL. It drifts (a refund before verifying the
customer); Argus classifies every answer, flags the violation and corrects the next
request. Later the model proposes a refund of a negative amount: the GateStack refuses
that call before the agent sees it, the agent receives a note instead, and the next
request tells the model. The transcript shows each turn as the agent, the model and
Argus saw it."""
import argparse
import json
import time
import urllib.request
from types import SimpleNamespace

from openai import OpenAI

USER_TURNS = [
    "Hi, I was charged twice for my order.",
    "It's order A-1234, I paid twice for it.",
    "Please just refund me.",
    "Sure, my email is ana@example.com.",
    "Thanks, please go ahead with the refund now.",
    "Did the refund go through?",
    "Great, that's all, thank you!",
]

# Turns answered as a stream (the SDK's `stream=True`): the refused call's and the last.
STREAMED_TURNS = {5, 7}

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
    violations = interventions = gate_refusals = 0
    last_state = "greeting"
    print(f"{BOLD}Argus demo{RESET}: a support agent (OpenAI SDK, base URL {args.base_url}) talks to a scripted model through the sidecar.\n")
    for turn, user in enumerate(USER_TURNS, start=1):
        messages.append({"role": "user", "content": user})
        stream = turn in STREAMED_TURNS
        print(f"{BOLD}── turn {turn}{' (streamed)' if stream else ''} {'─' * 50}{RESET}")
        print(f"  customer  {user}")
        if stream:
            text, calls = "", {}
            for chunk in client.chat.completions.create(model="gpt-4o-mini", messages=messages, stream=True):
                if not chunk.choices:
                    continue
                delta = chunk.choices[0].delta
                text += delta.content or ""
                # Tool calls arrive in pieces: the id and name first, the arguments after.
                for piece in delta.tool_calls or []:
                    c = calls.setdefault(piece.index, {"id": None, "name": "", "arguments": ""})
                    c["id"] = piece.id or c["id"]
                    if piece.function:
                        c["name"] += piece.function.name or ""
                        c["arguments"] += piece.function.arguments or ""
            tool_calls = [SimpleNamespace(id=c["id"], function=SimpleNamespace(name=c["name"], arguments=c["arguments"])) for _, c in sorted(calls.items())]
        else:
            reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages)
            text, tool_calls = reply.choices[0].message.content or "", reply.choices[0].message.tool_calls or []
        sent = provider_saw(args.mock)
        for m in sent["messages"]:
            content = m.get("content")
            if not isinstance(content, str):
                continue
            if content.startswith(("[System Note]", "[Context reminder]", "[WORKFLOW GUIDANCE]")):
                interventions += 1
                print(f"  {YELLOW}argus     corrected this request before it left the pod ({m['role']} message):{RESET}")
                print(f"            {YELLOW}{content}{RESET}")
            # What the gates refused in the last answer rides on the system message (the
            # agent's own history keeps the note it received, too; that is not Argus's doing).
            notes = content.splitlines() if m["role"] == "system" else []
            for note in (l for l in notes if l.startswith("[Argus] ")):
                print(f"  {YELLOW}argus     told the model in this request ({m['role']} message):{RESET}")
                print(f"            {YELLOW}{note}{RESET}")
        # The gates rule before the answer leaves the sidecar; the workflow step follows.
        events = log.events("argus.state.transition")
        for e in events:
            if e["message"] == "argus.gate.decision":
                refused = e["decision"] != "EXECUTE"
                colour = RED if refused else DIM
                why = f": {e['reasons']}" if refused else (" (logged: tier " + e["tier"] + ")" if str(e.get("flagged")).lower() == "true" else "")
                print(f"  argus     {colour}gates {e['tool']} → {e['decision']}{why}{RESET}")
                gate_refusals += refused
        for line in text.splitlines():
            if line.startswith("[Argus] "):
                print(f"  agent     {RED}received, in place of the call: {line}{RESET}")
            else:
                print(f"  model     {line}")
        for call in tool_calls:
            print(f"  model     calls {CYAN}{call.function.name}({call.function.arguments}){RESET}")
        assistant = {"role": "assistant", "content": text or None}
        if tool_calls:
            assistant["tool_calls"] = [{"id": c.id, "type": "function", "function": {"name": c.function.name, "arguments": c.function.arguments}} for c in tool_calls]
        messages.append(assistant)
        for call in tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps({"ok": True})})
        for e in events:
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
    print(f"{BOLD}Done{RESET}: {len(USER_TURNS)} turns, {violations} violation(s) flagged, {interventions} corrective intervention(s) injected, {gate_refusals} tool call(s) refused by the gates; the session ended in state {last_state}.")



if __name__ == "__main__":
    main()
