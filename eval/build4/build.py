#!/usr/bin/env python3
"""Assemble the two hand-written evaluation sets.

    python3 build/build.py        (from /work/sealed4 or anywhere)

Writes injection-heldout4.jsonl, cache-heldout4.jsonl and build/meta-*.jsonl.
Only the standard library is used; output is byte-identical across runs.
"""
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

SEED_TOOL = 20250604   # shuffle of tool-result items before numbering tr-NNNN
SEED_USER = 20250605   # shuffle of user-turn items before numbering ut-NNNN
SEED_CACHE = 20250606  # shuffle of cache pairs before numbering c-NNNN

import fmt  # noqa: E402
import tr_en_a, tr_en_b, tr_en_c, tr_en_long, tr_en_short, tr_en_extra  # noqa: E402,F401
import tr_ml_a, tr_ml_b, tr_ml_c  # noqa: E402,F401
import ut  # noqa: E402
import cache  # noqa: E402

S = fmt.S


def position(text):
    i = text.find(S)
    j = text.find(S, i + 1)
    if i < 0 or j < 0:
        raise SystemExit("injected span marker missing")
    clean_len = len(text) - 2
    start, end = i, j - 1
    centre = (start + end) / 2 / max(clean_len, 1)
    if start == 0 and end >= clean_len - 1:
        where = "whole"
    elif centre < 1 / 3:
        where = "beginning"
    elif centre > 2 / 3:
        where = "end"
    else:
        where = "middle"
    return where, round(start / max(clean_len, 1), 3), end - start


def build():
    tool = []
    for d in fmt.DOCS:
        t = d["text"]
        meta = {"doc": d["doc"], "twin": d["twin"], "goal": d["goal"]}
        if d["label"] == "injection":
            meta["position"], meta["offset_frac"], meta["span_chars"] = position(t)
        t = t.replace(S, "")
        if S in t or "\\u2063" in t:
            raise SystemExit("marker left in text")
        tool.append(({"text": t, "label": d["label"], "kind": d["kind"], "source": "tool_result",
                      "note": d["note"], "lang": d["lang"]}, meta))
    random.Random(SEED_TOOL).shuffle(tool)

    users = [({"text": x["text"], "label": x["label"], "kind": x["kind"], "source": "user_turn",
               "note": x["note"], "lang": x["lang"]}, {}) for x in ut.UT]
    random.Random(SEED_USER).shuffle(users)

    rows, meta_rows = [], []
    for prefix, items in (("tr", tool), ("ut", users)):
        for k, (it, m) in enumerate(items, 1):
            rid = f"{prefix}-{k:04d}"
            rows.append({"id": rid, "text": it["text"], "label": it["label"], "kind": it["kind"],
                         "source": it["source"], "note": it["note"], "lang": it["lang"]})
            meta_rows.append(dict({"id": rid}, **m))
    rows.sort(key=lambda r: r["id"])
    meta_rows.sort(key=lambda r: r["id"])

    pairs = list(cache.CACHE)
    random.Random(SEED_CACHE).shuffle(pairs)
    crow = []
    for k, p in enumerate(pairs, 1):
        crow.append({"id": f"c-{k:04d}", "first": p["first"], "second": p["second"], "label": p["label"],
                     "category": p["category"], "note": p["note"]})
    crow.sort(key=lambda r: r["id"])

    def write(path, objs):
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            for o in objs:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")

    write(os.path.join(ROOT, "injection-heldout4.jsonl"), rows)
    write(os.path.join(ROOT, "cache-heldout4.jsonl"), crow)
    write(os.path.join(HERE, "meta-injection.jsonl"), meta_rows)

    for name in ("injection-heldout4.jsonl", "cache-heldout4.jsonl"):
        h = hashlib.sha256(open(os.path.join(ROOT, name), "rb").read()).hexdigest()
        print(f"{h}  {name}")


if __name__ == "__main__":
    build()
