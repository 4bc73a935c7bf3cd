#!/usr/bin/env python3
"""Build pairs.jsonl from the hand-written pair lists in this directory.

Deterministic: fixed seed shuffle, ids assigned after shuffling.
Checks counts, duplicates and field sanity, then prints the sha256 of the output.
Standard library only.
"""
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from data_scope import SCOPE          # noqa: E402
from data_quantity import QUANTITY    # noqa: E402
from data_other import OTHER          # noqa: E402
from data_hit import HIT_WORDS, HIT_PLAIN  # noqa: E402

SEED = 7007
OUT = os.path.join(ROOT, "pairs.jsonl")

EXPECTED = {"scope": 100, "quantity_words": 80, "other": 60, "paraphrase": 160}
MIN_HIT_WORDS = 80

# Scope / quantity vocabulary used only to CHECK that the HIT_WORDS pairs really
# use such words (the pairs themselves are hand-written, not generated).
VOCAB = [
    "all", "every", "each", "any", "anywhere", "both", "either", "entire", "whole",
    "across", "per", "other", "rest of", "remaining", "everyone", "nationwide",
    "throughout", "few", "many", "some", "none", "most", "more than", "less than",
    "fewer than", "over", "under", "at least", "at most", "least", "once", "twice",
    "first", "last", "next", "final", "single", "double", "half", "pair", "dozen",
    "extra", "only", "two", "second", "multiple", "total", "one",
    "shared", "joint", "child's", "team's",
]
VOCAB_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in VOCAB) + r")\b", re.I)


def norm(s):
    return re.sub(r"[^a-z0-9%$]+", " ", s.lower()).strip()


def main():
    rows = []
    for cat, items, label in (
        ("scope", SCOPE, "miss"),
        ("quantity_words", QUANTITY, "miss"),
        ("other", OTHER, "miss"),
        ("paraphrase", HIT_WORDS + HIT_PLAIN, "hit"),
    ):
        for item in items:
            assert len(item) == 3, item
            first, second, note = (x.strip() for x in item)
            rows.append({"first": first, "second": second, "label": label,
                         "category": cat, "note": note})

    errors = []
    # counts
    counts = {}
    for r in rows:
        counts[r["category"]] = counts.get(r["category"], 0) + 1
    if counts != EXPECTED:
        errors.append("category counts %r != %r" % (counts, EXPECTED))
    n_miss = sum(r["label"] == "miss" for r in rows)
    n_hit = sum(r["label"] == "hit" for r in rows)
    if (n_miss, n_hit) != (240, 160):
        errors.append("label counts miss=%d hit=%d" % (n_miss, n_hit))

    # hits that use scope / quantity words
    words_hits = 0
    for first, second, _ in HIT_WORDS:
        if VOCAB_RE.search(first) or VOCAB_RE.search(second):
            words_hits += 1
        else:
            errors.append("HIT_WORDS pair without scope/quantity word: %r" % first)
    if words_hits < MIN_HIT_WORDS:
        errors.append("only %d hits use scope/quantity words" % words_hits)

    # sanity and duplicates
    seen_pairs = {}
    for r in rows:
        for k in ("first", "second", "note"):
            if not r[k] or "\n" in r[k]:
                errors.append("bad field %s in %r" % (k, r))
        if norm(r["first"]) == norm(r["second"]):
            errors.append("identical sides: %r" % r["first"])
        key = frozenset((norm(r["first"]), norm(r["second"])))
        if key in seen_pairs:
            errors.append("duplicate pair: %r / %r" % (r["first"], r["second"]))
        seen_pairs[key] = r
    notes = [r["note"] for r in rows]
    # exact duplicate questions on the same side within a category are suspicious
    for side in ("first", "second"):
        seen = {}
        for r in rows:
            k = (r["category"], norm(r[side]))
            if k in seen:
                errors.append("repeated %s question in %s: %r" % (side, r["category"], r[side]))
            seen[k] = 1

    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)

    rng = random.Random(SEED)
    rng.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for i, r in enumerate(rows, 1):
            obj = {"id": "c7-%04d" % i, "first": r["first"], "second": r["second"],
                   "label": r["label"], "category": r["category"], "note": r["note"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")

    with open(OUT, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("pairs: %d (miss %d, hit %d)" % (len(rows), n_miss, n_hit))
    for cat in ("scope", "quantity_words", "other", "paraphrase"):
        print("  %-15s %d" % (cat, counts[cat]))
    print("hits using scope/quantity words: %d" % words_hits)
    print("distinct notes: %d" % len(set(notes)))
    print("sha256 %s  pairs.jsonl" % digest)


if __name__ == "__main__":
    main()
