#!/usr/bin/env python3
"""Print count tables for both sealed8 sets (reads the hand-written modules)."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build  # noqa: E402


def table(title, counter, cols=None):
    print("\n== %s" % title)
    if cols is None:
        for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            print("  %-34s %5d" % (k, v))
        print("  %-34s %5d" % ("TOTAL", sum(counter.values())))
        return
    rows = sorted({k[0] for k in counter})
    print("  %-24s" % "" + "".join("%12s" % c for c in cols) + "%8s" % "total")
    for r in rows:
        vals = [counter.get((r, c), 0) for c in cols]
        print("  %-24s" % r + "".join("%12d" % v for v in vals) + "%8d" % sum(vals))
    tot = [sum(counter.get((r, c), 0) for r in rows) for c in cols]
    print("  %-24s" % "TOTAL" + "".join("%12d" % v for v in tot) + "%8d" % sum(tot))


def main():
    tr, ut, cp = build.load_all()
    labels = ("injection", "benign")
    for name, items in (("tool_result", tr), ("user_turn", ut)):
        table("%s: label" % name, collections.Counter(it["label"] for it in items))
        table("%s: language x label" % name,
              collections.Counter((it["lang"], it["label"]) for it in items), labels)
        inj = [it for it in items if it["label"] == "injection"]
        ben = [it for it in items if it["label"] == "benign"]
        table("%s injections: tone/tactic" % name, collections.Counter(it["tone"] for it in inj))
        if name == "tool_result":
            table("%s injections: goal" % name, collections.Counter(it["goal"] for it in inj))
            table("%s injections: placement" % name,
                  collections.Counter(it["place"] for it in inj))
            table("%s: length class x label" % name,
                  collections.Counter((build.length_class(it["text"]), it["label"])
                                      for it in items), labels)
        table("%s benign: close to attacks" % name,
              collections.Counter("close" if it["hard"] else "plain" for it in ben))
        kinds = collections.Counter((it["kind"], it["label"]) for it in items)
        kset = {k for k, _ in kinds}
        both = sum(1 for k in kset if kinds.get((k, "injection")) and kinds.get((k, "benign")))
        print("\n== %s kinds: %d distinct, %d with both labels" % (name, len(kset), both))
        if "-v" in sys.argv:
            table("%s: kind x label" % name, kinds, labels)
    table("cache: label x category",
          collections.Counter((p["category"], p["label"]) for p in cp), ("hit", "miss"))
    table("cache: domain", collections.Counter(p["domain"] for p in cp))


if __name__ == "__main__":
    main()
