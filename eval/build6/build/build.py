#!/usr/bin/env python3
"""Build /work/cachedev6/pairs.jsonl and README.md from the hand-written sources.

Deterministic: fixed source order + seeded shuffle. Standard library only.
Run:  python3 build/build.py        (from /work/cachedev6 or anywhere)
"""
import collections
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from source_hits import HITS          # noqa: E402
from source_misses import MISSES      # noqa: E402

SEED = 6006
ID_PREFIX = "d6-"
EXPECTED_HITS = 160
EXPECTED_MISSES = 200
MISS_CATEGORIES = [
    "action_verbs", "direction", "quantity_words", "numbers_units", "numbers_ids",
    "dates_times", "products_versions", "names_entities", "scope", "antonyms_negation",
]
EXPECTED_PER_MISS_CATEGORY = 20
KEYS = ["id", "first", "second", "label", "category", "note"]


def norm(text):
    """Normalisation used for duplicate detection."""
    t = text.lower().replace("\u2019", "'")
    t = re.sub(r"[^a-z0-9%$\u00a3#.+'-]+", " ", t)
    t = re.sub(r"[.?!]+(\s|$)", " ", t)
    return " ".join(t.split())


def tokens(text):
    return re.findall(r"[a-z0-9]+(?:[.'-][a-z0-9]+)*", text.lower())


def fail(msg):
    print("CHECK FAILED: " + msg, file=sys.stderr)
    sys.exit(1)


def collect():
    rows = []
    for first, second, note in HITS:
        rows.append({"first": first, "second": second, "label": "hit",
                     "category": "paraphrase", "note": note})
    for cat in MISS_CATEGORIES:
        for first, second, note in MISSES[cat]:
            rows.append({"first": first, "second": second, "label": "miss",
                         "category": cat, "note": note})
    extra = set(MISSES) - set(MISS_CATEGORIES)
    if extra:
        fail("unknown miss categories: %s" % sorted(extra))
    return rows


def check(rows):
    labels = collections.Counter(r["label"] for r in rows)
    if labels["hit"] != EXPECTED_HITS:
        fail("expected %d hits, got %d" % (EXPECTED_HITS, labels["hit"]))
    if labels["miss"] != EXPECTED_MISSES:
        fail("expected %d misses, got %d" % (EXPECTED_MISSES, labels["miss"]))
    cats = collections.Counter(r["category"] for r in rows if r["label"] == "miss")
    for cat in MISS_CATEGORIES:
        if cats[cat] != EXPECTED_PER_MISS_CATEGORY:
            fail("category %s has %d pairs, expected %d"
                 % (cat, cats[cat], EXPECTED_PER_MISS_CATEGORY))
    for r in rows:
        if r["label"] == "hit" and r["category"] != "paraphrase":
            fail("hit with category %s" % r["category"])
        for k in ("first", "second", "note"):
            v = r[k]
            if not isinstance(v, str) or not v.strip():
                fail("empty %s in %r" % (k, r))
            if "\n" in v or "\r" in v or v != v.strip():
                fail("bad whitespace in %s: %r" % (k, v))
            if any(ord(c) < 32 or c in "\u2028\u2029\u00a0" for c in v):
                fail("control/odd whitespace character in %s: %r" % (k, v))
            if any(ord(c) > 127 and c not in "\u00a3\u20ac" for c in v):
                fail("unexpected non-ASCII character in %s: %r" % (k, v))
        if norm(r["first"]) == norm(r["second"]):
            fail("identical sides: %r" % r["first"])

    # No duplicate pairs (order-insensitive) and no sentence reused anywhere.
    seen_pairs = {}
    seen_sent = {}
    for i, r in enumerate(rows):
        a, b = norm(r["first"]), norm(r["second"])
        key = tuple(sorted((a, b)))
        if key in seen_pairs:
            fail("duplicate pair: %r / %r" % (r["first"], r["second"]))
        seen_pairs[key] = i
        for s in (a, b):
            if s in seen_sent and seen_sent[s] != i:
                fail("sentence used in two pairs: %r" % s)
            seen_sent[s] = i


def assign_ids(rows):
    rows = list(rows)
    random.Random(SEED).shuffle(rows)
    out = []
    for n, r in enumerate(rows, 1):
        rec = collections.OrderedDict()
        rec["id"] = "%s%04d" % (ID_PREFIX, n)
        for k in KEYS[1:]:
            rec[k] = r[k]
        out.append(rec)
    ids = [r["id"] for r in out]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    if ids != ["%s%04d" % (ID_PREFIX, n) for n in range(1, len(out) + 1)]:
        fail("ids not sequential")
    return out


def stats(rows):
    """Lexical-difficulty diagnostics (printed only)."""
    def jacc(a, b):
        sa, sb = set(tokens(a)), set(tokens(b))
        return len(sa & sb) / len(sa | sb)
    hit_j = [jacc(r["first"], r["second"]) for r in rows if r["label"] == "hit"]
    miss_j = [jacc(r["first"], r["second"]) for r in rows if r["label"] == "miss"]
    miss_diff = []
    for r in rows:
        if r["label"] != "miss":
            continue
        ta, tb = tokens(r["first"]), tokens(r["second"])
        ca, cb = collections.Counter(ta), collections.Counter(tb)
        miss_diff.append(max(sum((ca - cb).values()), sum((cb - ca).values())))
    mean = lambda xs: sum(xs) / len(xs)
    print("token Jaccard  hit mean %.2f (max %.2f)   miss mean %.2f (min %.2f)"
          % (mean(hit_j), max(hit_j), mean(miss_j), min(miss_j)))
    small = sum(1 for d in miss_diff if d <= 2)
    print("misses differing by <=2 tokens on the larger side: %d/%d" % (small, len(miss_diff)))


def write_readme(rows, digest):
    c = collections.Counter((r["label"], r["category"]) for r in rows)
    lines = [
        "# cachedev6 - semantic-cache development pairs",
        "",
        "`pairs.jsonl`: %d hand-written English question pairs for tuning a semantic "
        "response cache. Keys per line, in order: `id, first, second, label, category, note`."
        % len(rows),
        "",
        "- `hit`: a paraphrase; the cached answer for `first` is correct for `second` "
        "(category `paraphrase`).",
        "- `miss`: close wording but a different answer is needed; the cache must not answer.",
        "",
        "Domains: travel, banking, insurance, health, pharmacy, software, devops, cloud, HR, "
        "payroll, retail, returns, telecom, utilities, government, tax, education, housing, "
        "cars, food, sports, devices, gaming, legal.",
        "",
        "## Counts",
        "",
        "| label | category | pairs |",
        "|---|---|---|",
        "| hit | paraphrase | %d |" % c[("hit", "paraphrase")],
    ]
    for cat in MISS_CATEGORIES:
        lines.append("| miss | %s | %d |" % (cat, c[("miss", cat)]))
    lines += [
        "| **total** | | **%d** (hit %d, miss %d) |"
        % (len(rows), sum(v for (l, _), v in c.items() if l == "hit"),
           sum(v for (l, _), v in c.items() if l == "miss")),
        "",
        "## Build",
        "",
        "`python3 build/build.py` reads the hand-written sources `build/source_hits.py` and "
        "`build/source_misses.py`, checks counts, label/category values, single-line text (ASCII plus the pound/euro signs), "
        "no identical sides, no duplicate pairs (order-insensitive, normalised) and no sentence "
        "reused across pairs, then shuffles with seed %d, assigns ids `%s0001`..`%s%04d` and "
        "writes `pairs.jsonl` and this README. Standard library only; output is deterministic."
        % (SEED, ID_PREFIX, ID_PREFIX, len(rows)),
        "",
        "sha256(pairs.jsonl) = `%s`" % digest,
        "",
    ]
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines))


def main():
    rows = collect()
    check(rows)
    out = assign_ids(rows)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out).encode("utf-8")
    # Re-parse check: key order and round trip.
    for line in data.decode("utf-8").splitlines():
        obj = json.loads(line, object_pairs_hook=collections.OrderedDict)
        if list(obj.keys()) != KEYS:
            fail("key order wrong: %r" % list(obj.keys()))
    path = os.path.join(ROOT, "pairs.jsonl")
    with open(path, "wb") as f:
        f.write(data)
    digest = hashlib.sha256(data).hexdigest()
    write_readme(out, digest)
    counts = collections.Counter((r["label"], r["category"]) for r in out)
    for (label, cat), n in sorted(counts.items()):
        print("%-5s %-18s %d" % (label, cat, n))
    print("total %d" % len(out))
    stats(out)
    print("sha256 %s" % digest)


if __name__ == "__main__":
    main()
