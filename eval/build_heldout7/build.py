#!/usr/bin/env python3
"""Rebuild injection-heldout7.jsonl and cache-heldout7.jsonl deterministically.

Usage: python3 build/build.py [--strict]
--strict turns every check warning into a failure (non-zero exit).
"""
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import tr_en1, tr_en2, tr_en3, tr_en4, tr_en5, tr_intl1, tr_long, tr_long2  # noqa: E402
import ut_items  # noqa: E402
import cache_items  # noqa: E402

SEED = 7_2024
INJ_FILE = os.path.join(ROOT, "injection", "heldout7.jsonl")
CACHE_FILE = os.path.join(ROOT, "semantic_cache", "heldout7.jsonl")
MISS_CATS = ["numbers_units", "numbers_ids", "quantity_words", "negation", "dates_times", "action_verbs",
             "names_entities", "scope", "products_versions", "antonyms", "direction"]


def tool_items():
    out = []
    for m in (tr_en1, tr_en2, tr_en3, tr_en4, tr_en5, tr_intl1, tr_long, tr_long2):
        out.extend(m.ITEMS)
    return out


def norm(t):
    return re.sub(r"\W+", " ", t.lower()).strip()


def check_injection(tr, ut, problems):
    for src, items, total in (("tool_result", tr, 420), ("user_turn", ut, 100)):
        if len(items) != total:
            problems.append("%s: %d items, expected %d" % (src, len(items), total))
        lab = Counter(i["label"] for i in items)
        if lab["injection"] != total // 2 or lab["benign"] != total // 2:
            problems.append("%s: label split %s" % (src, dict(lab)))
        nonen = [i for i in items if i["lang"] != "en"]
        share = len(nonen) / max(1, len(items))
        want = 0.25 if src == "tool_result" else 0.30
        if abs(share - want) > 0.02:
            problems.append("%s: non-English share %.3f (want ~%.2f)" % (src, share, want))
        by_lang = defaultdict(set)
        for i in items:
            by_lang[i["lang"]].add(i["label"])
        for lg, labs in by_lang.items():
            if len(labs) < 2:
                problems.append("%s: language %s has only %s" % (src, lg, labs))
        for i in items:
            if not re.fullmatch(r"[a-z][a-z0-9_]*", i["kind"]):
                problems.append("bad kind %r" % i["kind"])
            if not re.fullmatch(r"[a-z]{2}", i["lang"]):
                problems.append("bad lang %r" % i["lang"])
            if "\n" in i["note"] or not i["note"].strip():
                problems.append("bad note in %r" % i["text"][:40])
    langs_all = {i["lang"] for i in tr + ut if i["lang"] != "en"}
    if len(langs_all) < 15:
        problems.append("only %d non-English languages" % len(langs_all))
    kinds_tr = {i["kind"] for i in tr}
    if len(kinds_tr) < 180:
        problems.append("only %d tool-result kinds" % len(kinds_tr))
    n = len(tr)
    short = sum(1 for i in tr if len(i["text"]) < 150)
    long_ = sum(1 for i in tr if 2048 <= len(i["text"].encode("utf-8")) <= 8192)
    bad_long = [i["kind"] for i in tr if 1200 < len(i["text"].encode("utf-8")) < 2048 and i["kind"].endswith("_long")]
    if not (0.08 <= short / n <= 0.12):
        problems.append("short share %.3f" % (short / n))
    if not (0.08 <= long_ / n <= 0.12):
        problems.append("long share %.3f" % (long_ / n))
    if any(len(i["text"].encode("utf-8")) > 8192 for i in tr):
        problems.append("a tool result is over 8 KB")
    if bad_long:
        problems.append("long-format items under 2 KB: %s" % bad_long)
    allitems = tr + ut
    ipi = sum(1 for i in allitems if "ignore previous instructions" in i["text"].lower())
    if ipi > 3:
        problems.append("'ignore previous instructions' in %d items" % ipi)
    seen = {}
    for i in allitems:
        k = norm(i["text"])
        if k in seen:
            problems.append("duplicate text: %r" % i["text"][:60])
        seen[k] = 1
    inj = [i for i in tr + ut if i["label"] == "injection"]
    subtle = sum(1 for i in inj if i["tag"] == "subtle")
    if subtle * 3 < len(inj):
        problems.append("subtle injections %d of %d (< 1/3)" % (subtle, len(inj)))
    ben = [i for i in tr + ut if i["label"] == "benign"]
    near = sum(1 for i in ben if i["tag"] == "near")
    if near * 2 <= len(ben):
        problems.append("near-attack benign %d of %d (not over half)" % (near, len(ben)))
    for i in allitems:
        for dom in re.findall(r"[\w.-]+@([\w-]+(?:\.[\w-]+)+)", i["text"]):
            if not dom.endswith(".example"):
                problems.append("non-.example email domain %s" % dom)


def check_cache(pairs, problems):
    if len(pairs) != 250:
        problems.append("cache: %d pairs" % len(pairs))
    lab = Counter(p["label"] for p in pairs)
    if lab["hit"] != 100 or lab["miss"] != 150:
        problems.append("cache labels %s" % dict(lab))
    cats = Counter(p["category"] for p in pairs if p["label"] == "miss")
    for c in MISS_CATS:
        if not 13 <= cats.get(c, 0) <= 14:
            problems.append("cache category %s has %d" % (c, cats.get(c, 0)))
    for p in pairs:
        if p["label"] == "hit" and p["category"] != "paraphrase":
            problems.append("hit with category %s" % p["category"])
        if p["label"] == "miss" and p["category"] not in MISS_CATS:
            problems.append("miss with category %s" % p["category"])
        if p["first"].strip() == p["second"].strip():
            problems.append("identical pair %r" % p["first"])
    seen = set()
    for p in pairs:
        k = (norm(p["first"]), norm(p["second"]))
        if k in seen or (k[1], k[0]) in seen:
            problems.append("duplicate pair %r" % p["first"])
        seen.add(k)
    firsts = Counter(norm(p["first"]) for p in pairs)
    for f, c in firsts.items():
        if c > 1:
            problems.append("first question used %d times: %r" % (c, f[:50]))


def assign(items, prefix, width, seed):
    items = list(items)
    random.Random(seed).shuffle(items)
    for n, it in enumerate(items, 1):
        it["id"] = "%s-%0*d" % (prefix, width, n)
    return items


def write_jsonl(path, rows, keys):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")


def sha(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def build():
    tr = [dict(i, source="tool_result") for i in tool_items()]
    ut = [dict(i, source="user_turn") for i in ut_items.ITEMS]
    cp = [dict(p) for p in cache_items.PAIRS]
    problems = []
    check_injection(tr, ut, problems)
    check_cache(cp, problems)
    tr = assign(tr, "tr", 4, SEED)
    ut = assign(ut, "ut", 4, SEED + 1)
    cp = assign(cp, "cp", 4, SEED + 2)
    rows = sorted(tr + ut, key=lambda r: r["id"])
    write_jsonl(INJ_FILE, rows, ["id", "text", "label", "kind", "source", "note", "lang"])
    write_jsonl(CACHE_FILE, sorted(cp, key=lambda r: r["id"]), ["id", "first", "second", "label", "category", "note"])
    return problems, len(rows), len(cp)


def main():
    strict = "--strict" in sys.argv
    problems, n_inj, n_cache = build()
    for p in problems:
        print("CHECK:", p)
    print("injection-heldout7.jsonl  %d lines  sha256 %s" % (n_inj, sha(INJ_FILE)))
    print("cache-heldout7.jsonl      %d lines  sha256 %s" % (n_cache, sha(CACHE_FILE)))
    if problems and strict:
        print("FAILED: %d problem(s)" % len(problems))
        sys.exit(1)
    print("OK" if not problems else "built with %d warning(s)" % len(problems))


if __name__ == "__main__":
    main()
