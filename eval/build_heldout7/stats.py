#!/usr/bin/env python3
"""Print count tables for both held-out sets (reads the built JSONL files; internal
style tags are read from the source modules)."""
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as fh:
        return [json.loads(l) for l in fh]


def table(title, counter_by_row, cols):
    print("\n" + title)
    print("  %-22s" % "" + "".join("%12s" % c for c in cols) + "%10s" % "total")
    for row in sorted(counter_by_row):
        c = counter_by_row[row]
        print("  %-22s" % row + "".join("%12d" % c.get(k, 0) for k in cols) + "%10d" % sum(c.values()))


def main():
    inj = load(os.path.join("injection", "heldout7.jsonl"))
    cache = load(os.path.join("semantic_cache", "heldout7.jsonl"))
    print("injection-heldout7.jsonl: %d lines" % len(inj))
    by_src = defaultdict(Counter)
    for r in inj:
        by_src[r["source"]][r["label"]] += 1
    table("source x label", by_src, ["injection", "benign"])
    for src in ("tool_result", "user_turn"):
        rows = [r for r in inj if r["source"] == src]
        by_lang = defaultdict(Counter)
        for r in rows:
            by_lang[r["lang"]][r["label"]] += 1
        nonen = sum(1 for r in rows if r["lang"] != "en")
        table("%s: language x label (non-English %d of %d = %.1f%%, %d languages besides en)" % (
            src, nonen, len(rows), 100.0 * nonen / len(rows), len(by_lang) - 1), by_lang, ["injection", "benign"])
        kinds = defaultdict(set)
        for r in rows:
            kinds[r["kind"]].add(r["label"])
        both = sum(1 for v in kinds.values() if len(v) == 2)
        print("  kinds: %d distinct, %d appear with both labels" % (len(kinds), both))
    tr = [r for r in inj if r["source"] == "tool_result"]
    bins = Counter()
    for r in tr:
        n = len(r["text"])
        b = len(r["text"].encode("utf-8"))
        bins["short (<150 chars)" if n < 150 else "long (2-8 KB)" if b >= 2048 else "medium"] += 1
    print("\ntool_result length bins: " + ", ".join("%s %d (%.1f%%)" % (k, v, 100.0 * v / len(tr)) for k, v in sorted(bins.items())))

    import build  # noqa: E402  (module lists, for internal style tags only)
    items = [dict(i, source="tool_result") for i in build.tool_items()] + \
            [dict(i, source="user_turn") for i in build.ut_items.ITEMS]
    tags = defaultdict(Counter)
    for i in items:
        tags[i["source"] + "/" + i["label"]][i["tag"]] += 1
    table("style tags (internal): injection tone / benign closeness", tags,
          ["subtle", "polite", "blunt", "fake_system", "near", "plain"])

    print("\ncache-heldout7.jsonl: %d lines" % len(cache))
    cats = defaultdict(Counter)
    for r in cache:
        cats[r["category"]][r["label"]] += 1
    table("category x label", cats, ["hit", "miss"])


if __name__ == "__main__":
    main()
