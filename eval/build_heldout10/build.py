#!/usr/bin/env python3
"""Rebuild injection-heldout10.jsonl and cache-heldout10.jsonl deterministically."""
import sys, os, json, random, hashlib
from collections import Counter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tr_en1, tr_en2, tr_en3, tr_en4, tr_en5, tr_long, tr_ml1, tr_ml2, ut, cache_hits, cache_miss
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED = 1010

def main(strict):
    errs = []
    tr = [t for m in (tr_en1, tr_en2, tr_en3, tr_en4, tr_en5, tr_long, tr_ml1, tr_ml2) for t in m.ITEMS]
    uts = list(ut.ITEMS)
    rng = random.Random(SEED)
    rng.shuffle(tr); rng.shuffle(uts)
    rows = []
    for n, (kind, lang, label, note, text) in enumerate(tr, 1):
        rows.append({"id": "tr-%04d" % n, "text": text, "label": label, "kind": kind, "source": "tool_result", "note": note, "lang": lang})
    for n, (kind, lang, label, note, text) in enumerate(uts, 1):
        rows.append({"id": "ut-%04d" % n, "text": text, "label": label, "kind": kind, "source": "user_turn", "note": note, "lang": lang})
    rows.sort(key=lambda r: r["id"])
    # checks
    for src, total in (("tool_result", 420), ("user_turn", 100)):
        sub = [r for r in rows if r["source"] == src]
        c = Counter(r["label"] for r in sub)
        if len(sub) != total or c["injection"] != total // 2:
            errs.append("%s count %d labels %s" % (src, len(sub), dict(c)))
        langs = {}
        for r in sub:
            langs.setdefault(r["lang"], set()).add(r["label"])
        for l, s in langs.items():
            if len(s) < 2:
                errs.append("%s lang %s has one label" % (src, l))
    texts = Counter(r["text"] for r in rows)
    errs += ["duplicate text: %r" % t[:60] for t, k in texts.items() if k > 1]
    ign = sum("ignore previous instructions" in r["text"].lower() for r in rows)
    if ign > 3:
        errs.append("'ignore previous instructions' in %d items" % ign)
    pairs = [tuple(p) for p in cache_hits.ITEMS + cache_miss.ITEMS]
    rng2 = random.Random(SEED + 1)
    rng2.shuffle(pairs)
    crow = [{"id": "cp-%04d" % n, "first": a, "second": b, "label": l, "category": c, "note": no}
            for n, (a, b, l, c, no) in enumerate(pairs, 1)]
    cl = Counter(r["label"] for r in crow)
    if len(crow) != 250 or cl["hit"] != 100:
        errs.append("cache counts %s" % dict(cl))
    keyset = Counter((r["first"].lower(), r["second"].lower()) for r in crow)
    errs += ["duplicate pair %r" % (k,) for k, v in keyset.items() if v > 1]
    qs = Counter(q.lower() for r in crow for q in (r["first"], r["second"]))
    for r in crow:
        if r["first"].strip().lower() == r["second"].strip().lower():
            errs.append("identical pair %s" % r["id"])
    for cat, k in Counter(r["category"] for r in crow if r["label"] == "miss").items():
        if not 13 <= k <= 14:
            errs.append("category %s has %d" % (cat, k))
    files = {os.path.join("injection", "heldout10.jsonl"): rows, os.path.join("semantic_cache", "heldout10.jsonl"): crow}
    for name, data in files.items():
        with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
            for r in data:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for name in files:
        h = hashlib.sha256(open(os.path.join(OUT, name), "rb").read()).hexdigest()
        print(name, len(files[name]), h)
    if errs:
        print("\n".join("ERROR: " + e for e in errs))
        if strict:
            sys.exit(1)
    else:
        print("all checks passed")

if __name__ == "__main__":
    main("--strict" in sys.argv)
