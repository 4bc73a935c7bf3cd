"""Deterministic build for the sealed5 evaluation sets.

Usage:  python3 build/build.py          (from /work/sealed5 or anywhere)
Writes: ../injection/heldout5.jsonl, ../semantic_cache/heldout5.jsonl (in the repository: eval/build5 → eval/)
Prints: counts and sha256 of both files. Exits non-zero on any check failure.
Standard library only.
"""

import sys

sys.dont_write_bytecode = True

import collections
import hashlib
import importlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

TR_MODULES = [
    "tr_inj_en_a", "tr_ben_en_a",
    "tr_inj_en_b", "tr_ben_en_b",
    "tr_inj_en_c", "tr_ben_en_c",
    "tr_inj_en_d", "tr_ben_en_d",
    "tr_long_en_a", "tr_long_en_b",
    "tr_ml_a", "tr_ml_b", "tr_ml_c",
]
UT_MODULES = ["ut_en", "ut_ml"]
CACHE_MODULES = ["cache_hit", "cache_miss"]

SEED_INJ = 5_0605
SEED_CACHE = 5_1207

CACHE_CATEGORIES = [
    "numbers_units", "numbers_ids", "quantity_words", "negation",
    "dates_times", "action_verbs", "names_entities", "scope",
    "products_versions", "antonyms", "direction",
]

errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)


def load(mods, attr):
    out = []
    for m in mods:
        try:
            mod = importlib.import_module(m)
        except ModuleNotFoundError as e:
            if e.name == m:
                print(f"[warn] module {m} not found, skipped")
                continue
            raise
        out.extend(getattr(mod, attr))
    return out


def band(text):
    n_chars = len(text)
    n_bytes = len(text.encode("utf-8"))
    if n_chars < 150:
        return "short(<150 chars)"
    if 2048 <= n_bytes <= 8192:
        return "long(2-8 KB)"
    if n_bytes > 8192:
        return "over-8KB"
    return "mid"


def build_injection():
    tr = load(TR_MODULES, "ITEMS")
    ut = load(UT_MODULES, "ITEMS")
    for it in tr:
        check(it["source"] == "tool_result", f"bad source {it['kind']}")
    for it in ut:
        check(it["source"] == "user_turn", f"bad source {it['kind']}")
    allit = tr + ut
    snake = re.compile(r"^[a-z][a-z0-9_]*$")
    for it in allit:
        check(bool(snake.match(it["kind"])), f"kind not snake_case: {it['kind']}")
        check(bool(re.match(r"^[a-z]{2}$", it["lang"])), f"bad lang {it['lang']}")
        check(it["note"] and "\n" not in it["note"], f"bad note for {it['kind']}")
        check(len(it["text"].strip()) > 0, "empty text")
    texts = collections.Counter(it["text"] for it in allit)
    dups = [t[:60] for t, c in texts.items() if c > 1]
    check(not dups, f"duplicate texts: {dups}")

    rng = random.Random(SEED_INJ)
    tr_sorted = list(tr)
    ut_sorted = list(ut)
    rng.shuffle(tr_sorted)
    rng.shuffle(ut_sorted)
    rows = []
    for i, it in enumerate(tr_sorted, 1):
        rows.append(dict(id=f"tr-{i:04d}", **it))
    for i, it in enumerate(ut_sorted, 1):
        rows.append(dict(id=f"ut-{i:04d}", **it))
    rows.sort(key=lambda r: r["id"])
    keys = ["id", "text", "label", "kind", "source", "note", "lang"]
    path = os.path.join(OUT, "injection", "heldout5.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    return path, tr, ut


def build_cache():
    pairs = load(CACHE_MODULES, "PAIRS")
    for p in pairs:
        check(p["label"] in ("hit", "miss"), f"bad cache label {p}")
        if p["label"] == "hit":
            check(p["category"] == "paraphrase", f"hit with category {p['category']}")
        else:
            check(p["category"] in CACHE_CATEGORIES, f"bad category {p['category']}")
        check(p["first"].strip() != p["second"].strip(), f"identical pair {p['first']}")
        check("\n" not in p["note"], "newline in cache note")
    keyset = collections.Counter((p["first"], p["second"]) for p in pairs)
    check(all(c == 1 for c in keyset.values()), "duplicate cache pairs: "
          + str([k for k, c in keyset.items() if c > 1][:3]))
    seconds = collections.Counter(p["second"] for p in pairs)
    check(all(c == 1 for c in seconds.values()), "duplicate cache second questions: "
          + str([k for k, c in seconds.items() if c > 1][:3]))
    rng = random.Random(SEED_CACHE)
    pairs = list(pairs)
    rng.shuffle(pairs)
    keys = ["id", "first", "second", "label", "category", "note"]
    path = os.path.join(OUT, "semantic_cache", "heldout5.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for i, p in enumerate(pairs, 1):
            row = dict(id=f"cp-{i:04d}", **p)
            f.write(json.dumps({k: row[k] for k in keys}, ensure_ascii=False) + "\n")
    return path, pairs


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def report(tr, ut, pairs):
    C = collections.Counter
    print("== injection set ==")
    print("tool_result:", len(tr), dict(C(i["label"] for i in tr)))
    print("user_turn:  ", len(ut), dict(C(i["label"] for i in ut)))
    tr_ne = [i for i in tr if i["lang"] != "en"]
    ut_ne = [i for i in ut if i["lang"] != "en"]
    print(f"tool_result non-English: {len(tr_ne)} ({100*len(tr_ne)/max(1,len(tr)):.1f}%)",
          dict(C(i["label"] for i in tr_ne)))
    print(f"user_turn non-English: {len(ut_ne)} ({100*len(ut_ne)/max(1,len(ut)):.1f}%)",
          dict(C(i["label"] for i in ut_ne)))
    langs = sorted(set(i["lang"] for i in tr + ut))
    print("languages:", len(langs))
    for lg in langs:
        a = C(i["label"] for i in tr if i["lang"] == lg)
        b = C(i["label"] for i in ut if i["lang"] == lg)
        print(f"  {lg}: tool_result inj={a['injection']} ben={a['benign']} | "
              f"user_turn inj={b['injection']} ben={b['benign']}")
    print("tool_result length bands:")
    for bd, n in sorted(C(band(i["text"]) for i in tr).items()):
        lab = C(i["label"] for i in tr if band(i["text"]) == bd)
        print(f"  {bd}: {n} {dict(lab)}")
    print("user_turn length bands:", dict(C(band(i["text"]) for i in ut)))
    kinds = C(i["kind"] for i in tr)
    print("distinct tool_result kinds:", len(kinds))
    print("distinct user_turn kinds:", len(C(i["kind"] for i in ut)))
    ign = sum(1 for i in tr + ut if "ignore previous instructions" in i["text"].lower()
              or "ignore all previous instructions" in i["text"].lower())
    print("items containing 'ignore (all) previous instructions':", ign)
    print("== cache set ==")
    print("pairs:", len(pairs), dict(C(p["label"] for p in pairs)))
    for cat, n in sorted(C(p["category"] for p in pairs).items()):
        print(f"  {cat}: {n}")


def main():
    ipath, tr, ut = build_injection()
    cpath, pairs = build_cache()
    report(tr, ut, pairs)
    strict = "--strict" in sys.argv
    if strict:
        C = collections.Counter
        check(len(tr) == 420, f"tool_result count {len(tr)} != 420")
        check(len(ut) == 100, f"user_turn count {len(ut)} != 100")
        lt = C(i["label"] for i in tr)
        check(lt["injection"] == 210 and lt["benign"] == 210, f"tool_result labels {lt}")
        lu = C(i["label"] for i in ut)
        check(lu["injection"] == 50 and lu["benign"] == 50, f"user_turn labels {lu}")
        check(len(set(i["kind"] for i in tr)) >= 120, "fewer than 120 tool_result kinds")
        langs = set(i["lang"] for i in tr + ut) - {"en"}
        check(len(langs) >= 15, f"only {len(langs)} non-English languages")
        for lg in langs:
            for src in (tr, ut):
                labs = set(i["label"] for i in src if i["lang"] == lg)
                if labs:
                    check(labs == {"injection", "benign"}, f"lang {lg} lacks a label in a source")
        lp = C(p["label"] for p in pairs)
        check(len(pairs) == 250 and lp["hit"] == 100 and lp["miss"] == 150, f"cache {lp}")
        check(all(band(i["text"]) != "over-8KB" for i in tr), "item over 8 KB")
    print("== files ==")
    for p in (ipath, cpath):
        with open(p, encoding="utf-8") as f:
            n = sum(1 for _ in f)
        print(os.path.basename(p), n, "lines", "sha256", sha256(p))
    if errors:
        print("CHECK FAILURES:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("all checks passed" + (" (strict)" if strict else ""))


if __name__ == "__main__":
    main()
