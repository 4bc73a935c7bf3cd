#!/usr/bin/env python3
"""Print count tables for both sets."""
import json, os
from collections import Counter
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = [json.loads(l) for l in open(os.path.join(D, "injection-heldout10.jsonl"), encoding="utf-8")]
for src in ("tool_result", "user_turn"):
    sub = [r for r in rows if r["source"] == src]
    print("==", src, len(sub), dict(Counter(r["label"] for r in sub)))
    en = sum(r["lang"] == "en" for r in sub)
    print("  non-English: %d (%.1f%%)" % (len(sub) - en, 100 * (len(sub) - en) / len(sub)))
    lc = Counter((r["lang"], r["label"]) for r in sub)
    for l in sorted({r["lang"] for r in sub}):
        print("   %s inj=%d ben=%d" % (l, lc[(l, "injection")], lc[(l, "benign")]))
    kinds = Counter(r["kind"] for r in sub)
    both = sum(1 for k in kinds if {r["label"] for r in sub if r["kind"] == k} == {"injection", "benign"})
    print("  distinct kinds: %d, with both labels: %d" % (len(kinds), both))
    if src == "tool_result":
        L = [len(r["text"].encode()) for r in sub]
        print("  length short<150: %d, medium: %d, long>=2000 bytes: %d" % (
            sum(x < 150 for x in L), sum(150 <= x < 2000 for x in L), sum(x >= 2000 for x in L)))
c = [json.loads(l) for l in open(os.path.join(D, "cache-heldout10.jsonl"), encoding="utf-8")]
print("== cache", len(c), dict(Counter(r["label"] for r in c)))
for k, v in sorted(Counter(r["category"] for r in c).items()):
    print("   %s %d" % (k, v))
