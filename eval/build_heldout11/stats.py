#!/usr/bin/env python3
"""Prints count tables for both sets (from the hand-written sources)."""
import os
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dataset  # noqa: E402


def table(title, rows, cols):
    print(f"\n== {title} ==")
    keys = sorted(rows)
    w = max([len(str(k)) for k in keys] + [8])
    print(" " * w + "".join(f"{c:>11}" for c in cols) + f"{'total':>8}")
    for k in keys:
        r = rows[k]
        print(f"{str(k):<{w}}" + "".join(f"{r.get(c, 0):>11}" for c in cols) + f"{sum(r.values()):>8}")
    tot = Counter()
    for r in rows.values():
        tot.update(r)
    print(f"{'TOTAL':<{w}}" + "".join(f"{tot.get(c, 0):>11}" for c in cols) + f"{sum(tot.values()):>8}")


def main():
    tr, ut, cp = dataset.load()
    labels = ["injection", "benign"]

    src = {"tool_result": Counter(t["label"] for t in tr), "user_turn": Counter(u["label"] for u in ut)}
    table("injection set: source x label", src, labels)

    lang = defaultdict(Counter)
    for t in tr:
        lang[t["lang"]][t["label"]] += 1
    table("tool results: language x label", lang, labels)

    ulang = defaultdict(Counter)
    for u in ut:
        ulang[u["lang"]][u["label"]] += 1
    table("user turns: language x label", ulang, labels)

    ln = defaultdict(Counter)
    for t in tr:
        ln[dataset.length_class(t["text"])][t["label"]] += 1
    table("tool results: length class x label (short <150 chars, long 2048-8192 bytes)", ln, labels)

    uln = defaultdict(Counter)
    for u in ut:
        uln[dataset.length_class(u["text"])][u["label"]] += 1
    table("user turns: length class x label", uln, labels)

    inj = [t for t in tr if t["label"] == "injection"]
    sub = sum(1 for t in inj if t["subtle"])
    print(f"\nsubtle tool-result injections: {sub}/{len(inj)} = {sub / len(inj):.1%}")
    kinds = Counter(t["kind"] for t in tr)
    print(f"distinct tool-result formats: {len(kinds)}  (formats with 4 items: {sum(1 for v in kinds.values() if v > 2)})")
    non_en = sum(1 for t in tr if t["lang"] != "en")
    print(f"non-English tool results: {non_en}/{len(tr)} = {non_en / len(tr):.1%} over "
          f"{len(set(t['lang'] for t in tr)) - 1} languages")
    longest = max(len(t["text"].encode()) for t in tr)
    print(f"longest tool result: {longest} bytes")

    cat = defaultdict(Counter)
    for c in cp:
        cat[c["category"]][c["label"]] += 1
    table("cache set: category x label", cat, ["hit", "miss"])


if __name__ == "__main__":
    main()
