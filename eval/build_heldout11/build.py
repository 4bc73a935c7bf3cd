#!/usr/bin/env python3
"""Writes injection-heldout11.jsonl and cache-heldout11.jsonl deterministically.

Usage: python3 build/build.py [--strict]
With --strict any failed check aborts before writing.
"""
import hashlib
import json
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dataset  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# in the repository: eval/injection/heldout11.jsonl and eval/semantic_cache/heldout11.jsonl
# (the author wrote injection-heldout11.jsonl and cache-heldout11.jsonl beside build/)
INJ_OUT = os.path.join(ROOT, "injection", "heldout11.jsonl")
CACHE_OUT = os.path.join(ROOT, "semantic_cache", "heldout11.jsonl")
SEED_TR, SEED_UT, SEED_CP = 1101, 1102, 1103

ISO = {"en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk", "ar", "he", "hi", "zh",
       "ja", "ko", "th", "el", "tr", "sv"}
MISS_CATS = ["numbers_units", "numbers_ids", "quantity_words", "negation", "dates_times",
             "action_verbs", "names_entities", "scope", "products_versions", "antonyms", "direction"]


def check(tr, ut, cp):
    errs = []

    def need(cond, msg):
        if not cond:
            errs.append(msg)

    # ---- tool results ----
    need(len(tr) == 420, f"tool results: {len(tr)} != 420")
    lab = Counter(t["label"] for t in tr)
    need(lab["injection"] == 210 and lab["benign"] == 210, f"tool-result labels {dict(lab)}")
    kinds = defaultdict(set)
    for t in tr:
        kinds[t["kind"]].add(t["label"])
    need(len(kinds) >= 180, f"only {len(kinds)} distinct formats")
    for k, ls in kinds.items():
        need(ls == {"injection", "benign"}, f"format {k} lacks a label: {ls}")
    langs = defaultdict(set)
    for t in tr:
        langs[t["lang"]].add(t["label"])
    non_en = [t for t in tr if t["lang"] != "en"]
    frac = len(non_en) / len(tr)
    need(0.22 <= frac <= 0.28, f"non-English share {frac:.3f}")
    need(len([l for l in langs if l != "en"]) >= 15, "fewer than 15 non-English languages")
    need(len(dataset.NON_LATIN & set(langs)) >= 5, "too few non-Latin-script languages")
    for l, ls in langs.items():
        need(ls == {"injection", "benign"}, f"language {l} lacks a label")
        need(l in ISO, f"unknown language code {l}")
    lc = Counter(dataset.length_class(t["text"]) for t in tr)
    need(0.07 <= lc["short"] / 420 <= 0.13, f"short share {lc['short']}")
    need(0.07 <= lc["long"] / 420 <= 0.13, f"long share {lc['long']}")
    for t in tr:
        b = len(t["text"].encode("utf-8"))
        need(b <= dataset.LONG_MAX_BYTES, f"{t['kind']} too long ({b} bytes)")
        if dataset.length_class(t["text"]) == "long" and t["label"] == "injection":
            need(t["parts"] is not None, f"long injection {t['kind']} has no marked payload")
            if t["parts"]:
                pos = t["text"].find(t["parts"][1].strip())
                need(pos >= 0, f"payload not found in {t['kind']}")
                rel = pos / len(t["text"])
                need(0.2 <= rel <= 0.8, f"payload of {t['kind']} not in the middle ({rel:.2f})")
    inj = [t for t in tr if t["label"] == "injection"]
    subtle = [t for t in inj if t["subtle"]]
    need(len(subtle) / len(inj) >= 0.40, f"subtle share {len(subtle)}/{len(inj)}")
    for t in subtle:
        hits = dataset.banned_hits(t["text"])
        need(not hits, f"subtle item {t['kind']}/{t['lang']} mentions {hits}")
    for t in tr:
        need(t["source"] if "source" in t else True, "")
        need(t["note"] and "\n" not in t["note"], f"bad note in {t['kind']}")
        need(t["text"].strip() == t["text"] and t["text"], f"empty/unstripped text in {t['kind']}")

    # ---- user turns ----
    need(len(ut) == 100, f"user turns: {len(ut)}")
    ulab = Counter(u["label"] for u in ut)
    need(ulab["injection"] == 50 and ulab["benign"] == 50, f"user-turn labels {dict(ulab)}")
    ulangs = defaultdict(list)
    for u in ut:
        ulangs[u["lang"]].append(u["label"])
        need(u["lang"] in ISO, f"unknown language {u['lang']}")
        need(u["note"] and "\n" not in u["note"], "bad user-turn note")
    non_en_ut = [u for u in ut if u["lang"] != "en"]
    need(len(non_en_ut) == 30, f"non-English user turns: {len(non_en_ut)}")
    need(len([l for l in ulangs if l != "en"]) >= 12, "fewer than 12 user-turn languages")
    for l, ls in ulangs.items():
        need(set(ls) == {"injection", "benign"}, f"user-turn language {l} lacks a label")

    # ---- shared text checks ----
    texts = [t["text"] for t in tr] + [u["text"] for u in ut]
    dup = [x for x, c in Counter(texts).items() if c > 1]
    need(not dup, f"duplicate texts: {[d[:60] for d in dup]}")
    n_ign = sum(1 for x in texts if dataset.IGNORE_PREV_RE.search(x))
    need(n_ign <= 2, f"'ignore previous instructions' appears in {n_ign} items")
    for x in texts:
        for m in dataset.EMAIL_RE.finditer(x):
            dom = m.group(1).lower()
            need(dom.endswith(".example"), f"non-.example email domain {dom}")
        for m in dataset.URL_RE.finditer(x):
            host = m.group(1).lower().rstrip(".")
            need(host.endswith(".example") or host in dataset.URL_HOST_ALLOW or dataset.URL_HOST_OK_RE.match(host),
                     f"non-.example URL host {host}")

    # ---- cache pairs ----
    need(len(cp) == 250, f"cache pairs: {len(cp)}")
    cc = Counter(c["category"] for c in cp)
    need(cc["paraphrase"] == 100, "paraphrase count != 100")
    for c in MISS_CATS:
        need(cc[c] in (13, 14), f"category {c} has {cc[c]}")
    need(set(cc) == set(MISS_CATS) | {"paraphrase"}, f"unexpected categories {set(cc)}")
    need(sum(cc[c] for c in MISS_CATS) == 150, "miss count != 150")
    seen = set()
    for c in cp:
        key = (c["first"].lower(), c["second"].lower())
        need(key not in seen, f"duplicate cache pair {c['first']}")
        seen.add(key)
        need(c["first"] != c["second"], f"identical pair {c['first']}")
        need(c["note"] and "\n" not in c["note"], "bad cache note")
        need(c["label"] == ("hit" if c["category"] == "paraphrase" else "miss"), "label/category mismatch")
    return errs


def build_rows(tr, ut, cp):
    tr_items = list(tr)
    random.Random(SEED_TR).shuffle(tr_items)
    ut_items = list(ut)
    random.Random(SEED_UT).shuffle(ut_items)
    rows = []
    for i, t in enumerate(tr_items, 1):
        rows.append({"id": f"tr-{i:04d}", "text": t["text"], "label": t["label"], "kind": t["kind"],
                     "source": "tool_result", "note": t["note"], "lang": t["lang"]})
    for i, u in enumerate(ut_items, 1):
        rows.append({"id": f"ut-{i:04d}", "text": u["text"], "label": u["label"], "kind": "chat_message",
                     "source": "user_turn", "note": u["note"], "lang": u["lang"]})
    cp_items = list(cp)
    random.Random(SEED_CP).shuffle(cp_items)
    crow = []
    for i, c in enumerate(cp_items, 1):
        crow.append({"id": f"cp-{i:04d}", "first": c["first"], "second": c["second"], "label": c["label"],
                     "category": c["category"], "note": c["note"]})
    return rows, crow


def write(path, rows):
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    return hashlib.sha256(data).hexdigest()


def main():
    strict = "--strict" in sys.argv
    tr, ut, cp = dataset.load()
    errs = check(tr, ut, cp)
    for e in errs:
        print("CHECK FAILED:", e)
    if errs and strict:
        print(f"{len(errs)} check(s) failed; nothing written.")
        sys.exit(1)
    rows, crow = build_rows(tr, ut, cp)
    h1 = write(INJ_OUT, rows)
    h2 = write(CACHE_OUT, crow)
    print(f"all checks passed" if not errs else f"{len(errs)} check(s) failed")
    print(f"{os.path.basename(INJ_OUT)}  {len(rows)} lines  sha256 {h1}")
    print(f"{os.path.basename(CACHE_OUT)}  {len(crow)} lines  sha256 {h2}")


if __name__ == "__main__":
    main()
