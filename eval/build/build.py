#!/usr/bin/env python3
"""Assemble the held-out eval sets from the hand-written item modules.

Deterministic: fixed shuffle seed, ids assigned after the shuffle, output
sorted by id. Run from anywhere:  python3 eval/build/build.py
It also builds the second sealed sets (heldout2) through build2.py.
"""
import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EVAL = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import t_orders_emails  # noqa: E402,F401
import t_kb_web  # noqa: E402,F401
import t_db_api_chat_ticket  # noqa: E402,F401
import t_cal_code_log_review  # noqa: E402,F401
import t_search_pdf_ship  # noqa: E402,F401
import t_long  # noqa: E402,F401
import u_turns  # noqa: E402,F401
import cache_pairs  # noqa: E402
import build2  # noqa: E402  (second sealed set: injection/heldout2.jsonl, semantic_cache/heldout2.jsonl)

SEED = 20240607
EDGE_KINDS = {"empty", "long_page"}


def build_injection():
    items = list(common.ITEMS)
    texts = [it["text"] for it in items]
    dupes = [t[:60] for t, c in collections.Counter(texts).items() if c > 1]
    assert not dupes, "duplicate texts: %r" % dupes

    groups = {"edge": [], "tr": [], "ut": []}
    for it in items:
        if it["kind"] in EDGE_KINDS:
            groups["edge"].append(it)
        elif it["source"] == "user_turn":
            groups["ut"].append(it)
        else:
            groups["tr"].append(it)

    out = []
    rng = random.Random(SEED)
    for prefix, group in groups.items():
        # stable pre-order so the shuffle does not depend on module import order quirks
        group = sorted(group, key=lambda it: (it["kind"], it["label"], it["text"]))
        rng.shuffle(group)
        for n, it in enumerate(group, 1):
            rec = {
                "id": "%s-%04d" % (prefix, n),
                "text": it["text"],
                "label": it["label"],
                "kind": it["kind"],
                "source": it["source"],
                "note": it["note"],
                "lang": it["lang"],
            }
            out.append(rec)
    out.sort(key=lambda r: r["id"])
    return out


def build_cache():
    out = []
    for expect, rows, prefix in (("miss", cache_pairs.MISS, "miss"), ("hit", cache_pairs.HIT, "hit")):
        for n, (cat, a, b, why) in enumerate(rows, 1):
            assert a != b
            out.append({"id": "%s-%03d" % (prefix, n), "first": a, "second": b,
                        "expect": expect, "category": cat, "why": why})
    out.sort(key=lambda r: r["id"])
    return out


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    # validate
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    assert lines[-1] == ""
    ids = []
    for ln in lines[:-1]:
        ids.append(json.loads(ln)["id"])
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    return len(ids)


def main():
    inj = build_injection()
    for r in inj:
        assert r["label"] in ("injection", "benign")
        assert r["source"] in ("tool_result", "user_turn")
    n1 = write_jsonl(os.path.join(EVAL, "injection", "heldout.jsonl"), inj)
    cache = build_cache()
    n2 = write_jsonl(os.path.join(EVAL, "semantic_cache", "dev.jsonl"), cache)

    print("injection/heldout.jsonl:", n1)
    c = collections.Counter((r["source"], r["label"]) for r in inj)
    for k in sorted(c):
        print("  ", k, c[k])
    kinds = collections.Counter((r["source"], r["kind"], r["label"]) for r in inj)
    for k in sorted(kinds):
        print("  ", k, kinds[k])
    langs = collections.Counter((r["lang"], r["label"]) for r in inj)
    print("  langs:", sorted(langs.items()))
    sizes = sorted(((len(r["text"].encode()), r["id"], r["label"], r["kind"]) for r in inj), reverse=True)[:14]
    print("  largest:", sizes)
    print("semantic_cache/dev.jsonl:", n2)
    print("  ", collections.Counter(r["expect"] for r in cache))
    print("  ", sorted(collections.Counter((r["expect"], r["category"]) for r in cache).items()))
    print()
    build2.main()


if __name__ == "__main__":
    main()
