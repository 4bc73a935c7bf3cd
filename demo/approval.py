"""The approval scene of `make demo`: the agent (official OpenAI SDK) asks for a large
refund; the GateStack holds it for ops-team; a person lists and approves it with
`kubectl argus … --sidecar-url` (local mode); the same refund then passes, once."""
import argparse
import subprocess
import sys

from openai import OpenAI

BOLD, DIM, GREEN, YELLOW, RESET = "\033[1m", "\033[2m", "\033[32m", "\033[33m", "\033[0m"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--base-url", required=True)
    p.add_argument("--admin-url", required=True)
    p.add_argument("--plugin", required=True)
    args = p.parse_args()
    client = OpenAI(base_url=args.base_url, api_key="demo")
    messages = [{"role": "user", "content": "Please refund the 420.00 for order A-1234."}]

    def plugin(*argv):
        cmd = [args.plugin, *argv, "--sidecar-url", args.admin_url]
        print(f"  {DIM}$ kubectl argus {' '.join(argv)} --sidecar-url {args.admin_url}{RESET}")
        out = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if out.returncode != 0:
            sys.exit(f"kubectl argus failed: {out.stderr}")
        for line in out.stdout.splitlines():
            print(f"    {line}")

    print(f"{BOLD}Approval{RESET}: a DELETE-tier refund needs ops-team")
    first = client.chat.completions.create(model="gpt-4o-mini", messages=messages, user="demo-approval")
    text = first.choices[0].message.content or ""
    print(f"  agent     {YELLOW}{text}{RESET}")
    if "awaiting approval " not in text:
        sys.exit("the refund was not held for approval")
    name = text.split("awaiting approval ", 1)[1].split()[0]
    plugin("approvals")
    plugin("approve", name, "--comment", "customer verified, amount checked")
    second = client.chat.completions.create(model="gpt-4o-mini", messages=messages, user="demo-approval")
    calls = second.choices[0].message.tool_calls or []
    if [c.function.name for c in calls] != ["issue_refund"]:
        sys.exit(f"the approved refund did not pass: {second}")
    print(f"  agent     {GREEN}model calls issue_refund({calls[0].function.arguments}) — approved, passes once{RESET}")
    plugin("approvals")


if __name__ == "__main__":
    main()
