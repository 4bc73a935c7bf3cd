#!/usr/bin/env python3
"""Print count tables for the two sealed6 files (and the internal tone/goal/placement
tags kept in the build modules). Usage: python3 build/stats.py"""
import importlib
import json
import os
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build  # noqa: E402


def table(title, counter, width=28):
    print("\n== %s" % title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        print("  %-*s %5d" % (width, k, v))


def main():
    inj = [json.loads(l) for l in open(os.path.join(ROOT, "injection", "heldout6.jsonl"), encoding="utf-8")]
    cache = [json.loads(l) for l in open(os.path.join(ROOT, "semantic_cache", "heldout6.jsonl"), encoding="utf-8")]
    print("injection-heldout6.jsonl: %d lines" % len(inj))
    st = Counter((r["source"], r["label"]) for r in inj)
    print("\n== source x label")
    for src in ("tool_result", "user_turn"):
        print("  %-12s injection %4d  benign %4d  total %4d" % (src, st[(src, "injection")], st[(src, "benign")],
                                                             st[(src, "injection")] + st[(src, "benign")]))
    for src in ("tool_result", "user_turn"):
        rows = [r for r in inj if r["source"] == src]
        bylang = defaultdict(Counter)
        for r in rows:
            bylang[r["lang"]][r["label"]] += 1
        ne = sum(1 for r in rows if r["lang"] != "en")
        print("\n== %s languages (%d non-English of %d = %.1f%%, %d languages besides en)" % (
            src, ne, len(rows), 100.0 * ne / len(rows), len(bylang) - 1))
        for lang in sorted(bylang, key=lambda l: (-sum(bylang[l].values()), l)):
            c = bylang[lang]
            print("  %-4s injection %4d  benign %4d" % (lang, c["injection"], c["benign"]))
    tr = [r for r in inj if r["source"] == "tool_result"]
    kinds = defaultdict(Counter)
    for r in tr:
        kinds[r["kind"]][r["label"]] += 1
    both = [k for k, c in kinds.items() if c["injection"] and c["benign"]]
    print("\n== tool_result kinds: %d distinct, %d with both labels, %d injection-only, %d benign-only" % (
        len(kinds), len(both), sum(1 for c in kinds.values() if not c["benign"]),
        sum(1 for c in kinds.values() if not c["injection"])))
    for k in sorted(kinds):
        c = kinds[k]
        print("  %-32s inj %2d  ben %2d" % (k, c["injection"], c["benign"]))
    ut_kinds = defaultdict(Counter)
    for r in inj:
        if r["source"] == "user_turn":
            ut_kinds[r["kind"]][r["label"]] += 1
    print("\n== user_turn kinds: %d distinct" % len(ut_kinds))
    for k in sorted(ut_kinds):
        c = ut_kinds[k]
        print("  %-32s inj %2d  ben %2d" % (k, c["injection"], c["benign"]))
    lc = defaultdict(Counter)
    for r in tr:
        lc[build.length_class(r["text"])][r["label"]] += 1
    print("\n== tool_result length classes (short <150 chars, long >=2048 UTF-8 bytes)")
    for k in ("short", "medium", "long"):
        print("  %-8s injection %4d  benign %4d" % (k, lc[k]["injection"], lc[k]["benign"]))
    sizes = sorted(len(r["text"].encode("utf-8")) for r in tr if build.length_class(r["text"]) == "long")
    if sizes:
        print("  long items: %d..%d bytes" % (sizes[0], sizes[-1]))
    # internal tags from the modules
    items = build.load(build.TR_MODULES) + build.load(build.UT_MODULES)
    for src in ("tool_result", "user_turn"):
        its = [i for i in items if i["source"] == src]
        table("%s injection tone" % src, Counter(i["_tone"] for i in its if i["label"] == "injection"))
        table("%s injection goal" % src, Counter(i["_goal"] for i in its if i["label"] == "injection"))
        if src == "tool_result":
            table("tool_result injection placement", Counter(i["_place"] for i in its if i["label"] == "injection"))
        table("%s benign tone" % src, Counter(i["_tone"] for i in its if i["label"] == "benign"))
    allinj = [i for i in items if i["label"] == "injection"]
    sub = sum(1 for i in allinj if i["_tone"] == "subtle")
    print("\n  subtle (no AI words) injections: %d of %d (%.1f%%)" % (sub, len(allinj), 100.0 * sub / len(allinj)))
    print("  items containing 'ignore previous instructions': %d" % sum(1 for i in items if build.IGNORE_PREV.search(i["text"])))
    print("\ncache-heldout6.jsonl: %d lines" % len(cache))
    table("cache label x category", Counter("%s / %s" % (r["label"], r["category"]) for r in cache), 34)


if __name__ == "__main__":
    main()
