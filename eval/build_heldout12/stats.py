#!/usr/bin/env python3
"""Print count tables for both built files. usage: python3 build/stats.py"""
import json
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent


def load(name):
    return [json.loads(l) for l in (OUT / name).read_text(encoding="utf-8").splitlines()]


def length_class(t):
    if len(t) < 150:
        return "short(<150)"
    if len(t) >= 2000:
        return "long(2-8KB)"
    return "medium"


def table(title, counter):
    print(f"\n{title}")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {str(k):40s} {v}")


inj = load("injection-heldout12.jsonl")
tr = [r for r in inj if r["source"] == "tool_result"]
ut = [r for r in inj if r["source"] == "user_turn"]
table("source x label", Counter((r["source"], r["label"]) for r in inj))
table("tool results: language x label", Counter((r["lang"], r["label"]) for r in tr))
print("\ntool results non-English share: %.1f%%" % (100 * sum(r["lang"] != "en" for r in tr) / len(tr)))
table("tool results: length class", Counter(length_class(r["text"]) for r in tr))
table("tool results: length class x label", Counter((length_class(r["text"]), r["label"]) for r in tr))
print("\ntool-result formats:", len({r["kind"] for r in tr}))
sub = sum(r["note"].startswith("subtle injection") for r in tr if r["label"] == "injection")
print("subtle injections: %d / %d (%.0f%%)" % (sub, 210, 100 * sub / 210))
table("user turns: language x label", Counter((r["lang"], r["label"]) for r in ut))
table("user turns: kind x label", Counter((r["kind"], r["label"]) for r in ut))
cp = load("cache-heldout12.jsonl")
table("cache pairs: label", Counter(r["label"] for r in cp))
table("cache pairs: category", Counter(r["category"] for r in cp))
