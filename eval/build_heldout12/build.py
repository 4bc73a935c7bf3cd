#!/usr/bin/env python3
"""Build both held-out sets deterministically.

usage: python3 build/build.py [--strict]
"""
import hashlib
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
OUT = HERE.parent

import common  # noqa: E402
import tr_short, tr_en_a, tr_en_b, tr_en_c, tr_en_d, tr_en_e  # noqa: E402,F401
import tr_intl_a, tr_intl_b  # noqa: E402,F401
import tr_long_a, tr_long_b, tr_long_c, tr_long_d, tr_long_e, tr_long_f  # noqa: E402,F401
import user_turns  # noqa: E402,F401
import cache_hits, cache_misses  # noqa: E402,F401

SEED = 12


def length_class(text):
    n = len(text)
    if n < 150:
        return "short"
    if n >= 2000 and len(text.encode("utf-8")) <= 8192:
        return "long"
    return "medium"


def check(strict):
    errs = []
    tr, ut, cp = common.TR, common.UT, common.CP
    if len(tr) != 420:
        errs.append(f"tool results: {len(tr)} != 420")
    if Counter(i["label"] for i in tr) != Counter(injection=210, benign=210):
        errs.append("tool results label balance")
    if len(ut) != 100 or Counter(i["label"] for i in ut) != Counter(injection=50, benign=50):
        errs.append("user turns count/balance")
    if sum(i["lang"] != "en" for i in ut) != 30:
        errs.append("user turns: non-English != 30")
    if len({i["lang"] for i in ut if i["lang"] != "en"}) < 12:
        errs.append("user turns: < 12 non-English languages")
    kinds = defaultdict(set)
    for i in tr:
        kinds[i["kind"]].add(i["label"])
    if len(kinds) < 180:
        errs.append(f"only {len(kinds)} tool-result formats")
    for k, labs in kinds.items():
        if len(labs) != 2:
            errs.append(f"format {k} lacks a label")
    for group, items in (("tool", tr), ("user", ut)):
        langs = defaultdict(set)
        for i in items:
            langs[i["lang"]].add(i["label"])
        for lang, labs in langs.items():
            if len(labs) != 2:
                errs.append(f"{group}: language {lang} lacks a label")
    trl = {i["lang"] for i in tr if i["lang"] != "en"}
    if len(trl) < 15:
        errs.append(f"tool results: only {len(trl)} non-English languages")
    texts = [i["text"] for i in tr + ut]
    for t, c in Counter(texts).items():
        if c > 1:
            errs.append("duplicate text: " + t[:60])
    inj = [i for i in tr if i["label"] == "injection"]
    if sum(i["subtle"] for i in inj) < 0.4 * len(inj):
        errs.append("fewer than 40% subtle injections")
    ipi = sum("ignore previous instructions" in i["text"].lower() for i in tr + ut)
    if ipi > 2:
        errs.append(f"'ignore previous instructions' in {ipi} items")
    for i in tr:
        if len(i["text"].encode("utf-8")) > 8192:
            errs.append("text over 8 KB: " + i["kind"])
    if len(cp) != 250:
        errs.append(f"cache pairs: {len(cp)} != 250")
    cc = Counter(c["category"] for c in cp)
    if cc["paraphrase"] != 100:
        errs.append("cache: hits != 100")
    for cat, n in cc.items():
        if cat != "paraphrase" and n not in (13, 14):
            errs.append(f"cache category {cat}: {n}")
    if len(cc) != 12:
        errs.append("cache: expected 11 miss categories")
    pairs = [(c["first"], c["second"]) for c in cp]
    if len(set(pairs)) != len(pairs):
        errs.append("cache: duplicate pair")
    for c in cp:
        if c["first"] == c["second"]:
            errs.append("cache: identical first/second")
    for e in errs:
        print("CHECK FAILED:", e)
    if errs and strict:
        sys.exit(1)
    return not errs


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main():
    strict = "--strict" in sys.argv
    ok = check(strict)
    rng = random.Random(SEED)
    tr = list(common.TR)
    rng.shuffle(tr)
    rows = []
    for n, i in enumerate(tr, 1):
        rows.append(dict(id=f"tr-{n:04d}", text=i["text"], label=i["label"], kind=i["kind"],
                         source=i["source"], note=i["note"], lang=i["lang"]))
    ut = list(common.UT)
    rng.shuffle(ut)
    for n, i in enumerate(ut, 1):
        rows.append(dict(id=f"ut-{n:04d}", text=i["text"], label=i["label"], kind=i["kind"],
                         source=i["source"], note=i["note"], lang=i["lang"]))
    cp = list(common.CP)
    rng.shuffle(cp)
    crow = [dict(id=f"cp-{n:04d}", first=c["first"], second=c["second"], label=c["label"],
                 category=c["category"], note=c["note"]) for n, c in enumerate(cp, 1)]
    # in the repository: eval/injection/heldout12.jsonl and eval/semantic_cache/heldout12.jsonl
    # (the author wrote injection-heldout12.jsonl and cache-heldout12.jsonl beside build/)
    h1 = write_jsonl(OUT / "injection" / "heldout12.jsonl", rows)
    h2 = write_jsonl(OUT / "semantic_cache" / "heldout12.jsonl", crow)
    print(f"injection-heldout12.jsonl  {len(rows)} lines  sha256 {h1}")
    print(f"cache-heldout12.jsonl      {len(crow)} lines  sha256 {h2}")
    print("checks:", "all passed" if ok else "FAILED")


if __name__ == "__main__":
    main()
