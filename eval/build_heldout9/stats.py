#!/usr/bin/env python3
"""Print count tables for injection-heldout9.jsonl and cache-heldout9.jsonl."""
import json, os, re
from collections import Counter, defaultdict

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load(name):
    with open(os.path.join(OUT, name), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


def table(title, counter):
    print(f"\n== {title}")
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print(f"  {str(k):<45} {v}")


def main():
    inj = load("injection-heldout9.jsonl")
    print(f"injection-heldout9.jsonl: {len(inj)} lines")
    table("source x label", Counter((r["source"], r["label"]) for r in inj))
    for src in ("tool_result", "user_turn"):
        rows = [r for r in inj if r["source"] == src]
        by = defaultdict(Counter)
        for r in rows:
            by[r["lang"]][r["label"]] += 1
        print(f"\n== {src}: language x label ({sum(r['lang'] != 'en' for r in rows)} of {len(rows)} non-English)")
        for lg in sorted(by):
            print(f"  {lg:<4} injection={by[lg]['injection']:<4} benign={by[lg]['benign']}")
        kinds = defaultdict(set)
        for r in rows:
            kinds[r["kind"]].add(r["label"])
        print(f"\n== {src}: {len(kinds)} distinct kinds, {sum(len(s) == 2 for s in kinds.values())} with both labels")
    tr = [r for r in inj if r["source"] == "tool_result"]
    def band(r):
        b = len(r["text"].encode("utf-8"))
        if len(r["text"]) < 150:
            return "short (<150 chars)"
        return "long (2-8 KB)" if b >= 2048 else "medium"
    table("tool_result length bands", Counter(band(r) for r in tr))
    table("tool_result length band x label", Counter((band(r), r["label"]) for r in tr))
    tones = Counter()
    for r in inj:
        if r["label"] == "injection" and r["source"] == "tool_result":
            m = re.search(r"\(tone: (\w+)\)", r["note"])
            tones[m.group(1) if m else "unspecified"] += 1
    table("tool_result injection tones (from notes)", tones)
    table("user_turn kind x label", Counter((r["kind"], r["label"]) for r in inj if r["source"] == "user_turn"))
    print("\n'ignore previous instructions' occurrences:", sum("ignore previous instructions" in r["text"].lower() for r in inj))

    cache = load("cache-heldout9.jsonl")
    print(f"\ncache-heldout9.jsonl: {len(cache)} lines")
    table("label", Counter(p["label"] for p in cache))
    table("category", Counter(p["category"] for p in cache))


if __name__ == "__main__":
    main()
