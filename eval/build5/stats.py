"""Print markdown count tables for README.md from the built files (stdlib only)."""
import collections
import json
import os

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def band(t):
    if len(t) < 150:
        return "short (<150 chars)"
    if 2048 <= len(t.encode("utf-8")) <= 8192:
        return "long (2-8 KB)"
    return "medium"


rows = [json.loads(l) for l in open(os.path.join(OUT, "injection-heldout5.jsonl"), encoding="utf-8")]
C = collections.Counter
print("| source | injection | benign | total |\n|---|---|---|---|")
for s in ("tool_result", "user_turn"):
    c = C(r["label"] for r in rows if r["source"] == s)
    print(f"| {s} | {c['injection']} | {c['benign']} | {sum(c.values())} |")
print()
print("| length band (tool_result) | injection | benign |\n|---|---|---|")
for b in ("short (<150 chars)", "medium", "long (2-8 KB)"):
    c = C(r["label"] for r in rows if r["source"] == "tool_result" and band(r["text"]) == b)
    print(f"| {b} | {c['injection']} | {c['benign']} |")
print()
print("| lang | tool_result inj | tool_result ben | user_turn inj | user_turn ben |\n|---|---|---|---|---|")
for lg in sorted(set(r["lang"] for r in rows), key=lambda x: (x != "en", x)):
    a = C(r["label"] for r in rows if r["lang"] == lg and r["source"] == "tool_result")
    b = C(r["label"] for r in rows if r["lang"] == lg and r["source"] == "user_turn")
    print(f"| {lg} | {a['injection']} | {a['benign']} | {b['injection']} | {b['benign']} |")
print()
print("distinct tool_result kinds:", len(set(r["kind"] for r in rows if r["source"] == "tool_result")))
print("distinct user_turn kinds:", len(set(r["kind"] for r in rows if r["source"] == "user_turn")))
print()
pairs = [json.loads(l) for l in open(os.path.join(OUT, "cache-heldout5.jsonl"), encoding="utf-8")]
print("| label | category | pairs |\n|---|---|---|")
for (lab, cat), n in sorted(C((p["label"], p["category"]) for p in pairs).items()):
    print(f"| {lab} | {cat} | {n} |")
