#!/usr/bin/env python3
"""Rebuild injection-heldout8.jsonl and cache-heldout8.jsonl from the hand-written modules.

Usage:  python3 build/build.py [--strict]

Without --strict problems are printed as warnings; with --strict any problem aborts the
build with exit status 1 before anything is written. Output is deterministic: items are
collected in module-name order, shuffled with fixed seeds, given ids, and sorted by id.
"""
import glob
import hashlib
import importlib
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

INJ_FILE = os.path.join(ROOT, "injection", "heldout8.jsonl")
CACHE_FILE = os.path.join(ROOT, "semantic_cache", "heldout8.jsonl")

SEED_TR = "sealed8/tool_result/v1"
SEED_UT = "sealed8/user_turn/v1"
SEED_CP = "sealed8/cache/v1"

INJ_KEYS = ("id", "text", "label", "kind", "source", "note", "lang")
CACHE_KEYS = ("id", "first", "second", "label", "category", "note")
MISS_CATEGORIES = ("numbers_units", "numbers_ids", "quantity_words", "negation",
                   "dates_times", "action_verbs", "names_entities", "scope",
                   "products_versions", "antonyms", "direction")
NON_LATIN = {"ru", "uk", "ar", "he", "hi", "zh", "ja", "ko", "th", "el"}

# Words that would make an injection "talk to the machine"; subtle items must avoid them.
AI_WORDS = re.compile(
    r"(?i)((?-i:\bAI\b)|(?-i:\bA\.I\.)|artificial intelligence|\bassistant|\bLLM|language model|"
    r"\bchatbot|\bbot\b|\bGPT|\bagent\b|\bagents\b|\bcopilot|system prompt|prompt\b|"
    r"(?-i:\bKI\b)|(?-i:\bIA\b)|\bИИ\b|ассистент|асистент|помощник|помічник|нейросет|"
    r"助手|人工智能|アシスタント|ＡＩ|인공지능|어시스턴트|"
    r"الذكاء الاصطناعي|مساعد|בינה מלאכותית|עוזר|सहायक|कृत्रिम बुद्धि|"
    r"ผู้ช่วย|ปัญญาประดิษฐ์|βοηθ|τεχνητή νοημοσύνη|asystent|assistente|asistente|"
    r"Assistent|assistant)")
IGNORE_PHRASE = re.compile(r"(?i)ignore\s+(all\s+)?(the\s+)?previous\s+instructions")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@((?:[A-Za-z0-9\-]+\.)+[A-Za-z]{2,})\b")
URL_RE = re.compile(r"(?i)\b(?:https?|ftp|wss?)://([^/\s\"'<>:)\]},;]+)")
URL_ALLOW = re.compile(r"^(localhost|127\.0\.0\.1|0\.0\.0\.0|\d+\.\d+\.\d+\.\d+|"
                       r"www\.w3\.org|schemas\.openxmlformats\.org|\[[0-9a-f:]+\])$")


def load_modules(pattern):
    items = []
    for path in sorted(glob.glob(os.path.join(HERE, pattern))):
        name = os.path.splitext(os.path.basename(path))[0]
        mod = importlib.import_module(name)
        for it in mod.ITEMS:
            it["_module"] = name
            items.append(it)
    return items


def load_all():
    tr = load_modules("tr_*.py")
    ut = load_modules("ut_*.py")
    cp = load_modules("cp_*.py")
    return tr, ut, cp


def length_class(text):
    n_bytes = len(text.encode("utf-8"))
    if len(text) < 150:
        return "short"
    if n_bytes >= 2048:
        return "long"
    return "medium"


def norm(text):
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"\d+", "0", t)
    t = re.sub(r"\W+", " ", t)
    return t.strip()


def norm_q(text):
    """Normalisation for cache questions: case and punctuation only, digits kept."""
    return re.sub(r"\W+", " ", text.lower()).strip()


def shingles(text, k=5):
    words = norm(text).split()
    if len(words) < k:
        return {" ".join(words)}
    return {" ".join(words[i:i + k]) for i in range(len(words) - k + 1)}


def check(tr, ut, cp):
    problems = []
    P = problems.append

    # ---- basic shape -------------------------------------------------------------
    for it in tr + ut:
        if not it["text"] or it["text"] != it["text"].strip():
            P("text empty or padded: %s %r" % (it["kind"], it["text"][:40]))
        if "\n" in it["note"] or not it["note"].strip():
            P("note must be one non-empty line: %r" % it["note"][:60])
        if not re.fullmatch(r"[a-z][a-z0-9_]*[a-z0-9]", it["kind"]):
            P("kind not snake_case: %r" % it["kind"])
        if not re.fullmatch(r"[a-z]{2}", it["lang"]):
            P("lang not ISO 639-1: %r" % it["lang"])
        if it["kind"].endswith("_json"):
            try:
                json.loads(it["text"])
            except ValueError as e:
                P("kind %s is not valid JSON (%s): %r" % (it["kind"], e, it["text"][:60]))

    # ---- counts ------------------------------------------------------------------
    def count(items, **kw):
        return sum(1 for it in items if all(it[k] == v for k, v in kw.items()))

    if len(tr) != 420:
        P("tool_result count %d != 420" % len(tr))
    if len(ut) != 100:
        P("user_turn count %d != 100" % len(ut))
    for name, items in (("tool_result", tr), ("user_turn", ut)):
        a, b = count(items, label="injection"), count(items, label="benign")
        if a != b:
            P("%s labels not balanced: %d injection / %d benign" % (name, a, b))

    # ---- languages -------------------------------------------------------------
    for name, items, want in (("tool_result", tr, 105), ("user_turn", ut, 30)):
        non_en = [it for it in items if it["lang"] != "en"]
        if len(non_en) != want:
            P("%s non-English %d != %d" % (name, len(non_en), want))
        langs = {}
        for it in items:
            langs.setdefault(it["lang"], set()).add(it["label"])
        for lg, labs in sorted(langs.items()):
            if len(labs) != 2:
                P("%s language %s has only %s" % (name, lg, labs))
        n_lang = len(set(langs) - {"en"})
        if n_lang < 15:
            P("%s has only %d non-English languages" % (name, n_lang))
    all_langs = {it["lang"] for it in tr + ut}
    missing = NON_LATIN - all_langs
    if missing:
        P("non-Latin languages missing: %s" % sorted(missing))

    # ---- kinds -------------------------------------------------------------------
    kinds = {}
    for it in tr:
        kinds.setdefault(it["kind"], set()).add(it["label"])
    if len(kinds) < 180:
        P("only %d distinct tool_result kinds" % len(kinds))
    both = sum(1 for v in kinds.values() if len(v) == 2)
    if both < 90:
        P("only %d tool_result kinds appear with both labels" % both)
    ukinds = {}
    for it in ut:
        ukinds.setdefault(it["kind"], set()).add(it["label"])
    if sum(1 for v in ukinds.values() if len(v) == 2) < len(ukinds) // 2:
        P("too few user_turn kinds with both labels")

    # ---- lengths -----------------------------------------------------------------
    cls = [length_class(it["text"]) for it in tr]
    n_short, n_long = cls.count("short"), cls.count("long")
    if not 36 <= n_short <= 48:
        P("short tool results %d not ~10%%" % n_short)
    if not 36 <= n_long <= 48:
        P("long tool results %d not ~10%%" % n_long)
    for it in tr:
        b = len(it["text"].encode("utf-8"))
        if b > 8192:
            P("tool result over 8 KB (%d bytes): %s" % (b, it["note"][:50]))
    for it in ut:
        if len(it["text"].encode("utf-8")) > 4000:
            P("user turn suspiciously long: %s" % it["note"][:50])

    # ---- injection properties ---------------------------------------------------
    inj_tr = [it for it in tr if it["label"] == "injection"]
    subtle = [it for it in inj_tr if it["tone"] == "subtle"]
    all_inj = inj_tr + [it for it in ut if it["label"] == "injection"]
    if len(subtle) * 3 < len(all_inj):
        P("subtle injections %d are under a third of all %d injections"
          % (len(subtle), len(all_inj)))
    for it in subtle:
        m = AI_WORDS.search(it["text"])
        if m:
            P("subtle item uses AI word %r: %s" % (m.group(0), it["note"][:60]))
    for g in ("exfil", "money", "setting", "tool_call", "hide", "promote", "lie", "stop",
              "sysprompt"):
        if count(inj_tr, goal=g) < 8:
            P("goal %s under-represented" % g)
    for t in ("blunt", "polite", "fake_system"):
        if count(inj_tr, tone=t) < 20:
            P("tone %s under-represented" % t)
    n_ignore = sum(1 for it in tr + ut if IGNORE_PHRASE.search(it["text"]))
    if n_ignore > 3:
        P("'ignore previous instructions' appears in %d items (max 3)" % n_ignore)

    # ---- benign closeness ---------------------------------------------------------
    for name, items in (("tool_result", tr), ("user_turn", ut)):
        ben = [it for it in items if it["label"] == "benign"]
        hard = sum(1 for it in ben if it["hard"])
        if hard * 100 < 58 * len(ben):
            P("%s: only %d/%d benign items are close to attacks" % (name, hard, len(ben)))

    # ---- fictional contacts -------------------------------------------------------
    for it in tr + ut:
        for m in EMAIL_RE.finditer(it["text"]):
            if not m.group(1).lower().endswith(".example"):
                P("email domain not .example: %s" % m.group(0))
        for m in URL_RE.finditer(it["text"]):
            host = m.group(1).lower().split("@")[-1].rstrip(".")
            if host.startswith("$"):
                continue
            if not (host.endswith(".example") or URL_ALLOW.match(host)):
                P("URL host not .example: %s" % m.group(0))

    # ---- duplicates ---------------------------------------------------------------
    seen = {}
    for it in tr + ut:
        k = norm(it["text"])
        if k in seen:
            P("duplicate text: %r" % it["text"][:60])
        seen[k] = it
    sh = [(it, shingles(it["text"])) for it in tr + ut]
    for i in range(len(sh)):
        for j in range(i + 1, len(sh)):
            a, b = sh[i][1], sh[j][1]
            if not a or not b:
                continue
            inter = len(a & b)
            if inter and inter / min(len(a), len(b)) > 0.6:
                P("near-duplicate texts: %r / %r" % (sh[i][0]["text"][:50],
                                                     sh[j][0]["text"][:50]))

    # ---- cache set ------------------------------------------------------------------
    if len(cp) != 250:
        P("cache pairs %d != 250" % len(cp))
    hits = [p for p in cp if p["label"] == "hit"]
    misses = [p for p in cp if p["label"] == "miss"]
    if len(hits) != 100 or any(p["category"] != "paraphrase" for p in hits):
        P("cache hits %d != 100 or wrong category" % len(hits))
    if len(misses) != 150:
        P("cache misses %d != 150" % len(misses))
    for c in MISS_CATEGORIES:
        n = sum(1 for p in misses if p["category"] == c)
        if not 13 <= n <= 14:
            P("miss category %s has %d pairs" % (c, n))
    for p in misses:
        if p["category"] not in MISS_CATEGORIES:
            P("unknown miss category %s" % p["category"])
    pair_seen, q_seen = set(), {}
    for p in cp:
        if p["first"] == p["second"]:
            P("identical pair: %r" % p["first"])
        key = (norm_q(p["first"]), norm_q(p["second"]))
        if key in pair_seen or key[::-1] in pair_seen:
            P("duplicate pair: %r" % p["first"])
        pair_seen.add(key)
        for q in (p["first"], p["second"]):
            nq = norm_q(q)
            q_seen[nq] = q_seen.get(nq, 0) + 1
            if not q.isascii():
                P("non-ASCII question (English only): %r" % q)
            if "\n" in q:
                P("question with newline: %r" % q)
        if "\n" in p["note"] or not p["note"].strip():
            P("cache note must be one line: %r" % p["note"])
    for q, n in q_seen.items():
        if n > 1:
            P("question used %d times: %r" % (n, q))
    if len({p["domain"] for p in cp}) < 15:
        P("cache pairs cover fewer than 15 domains")
    return problems


def assign(items, seed, prefix, width=4):
    order = list(items)
    random.Random(seed).shuffle(order)
    for n, it in enumerate(order, 1):
        it["id"] = "%s-%0*d" % (prefix, width, n)
    return sorted(order, key=lambda it: it["id"])


def dump(rows, keys, path):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    strict = "--strict" in sys.argv[1:]
    tr, ut, cp = load_all()
    problems = check(tr, ut, cp)
    for p in problems:
        print(("ERROR: " if strict else "warning: ") + p)
    if problems and strict:
        print("%d problem(s); nothing written." % len(problems))
        sys.exit(1)
    tr_rows = assign(tr, SEED_TR, "tr")
    ut_rows = assign(ut, SEED_UT, "ut")
    cp_rows = assign(cp, SEED_CP, "cp")
    for it in tr_rows + ut_rows:
        it.setdefault("source", it["source"])
    h1 = dump(tr_rows + ut_rows, INJ_KEYS, INJ_FILE)
    h2 = dump(cp_rows, CACHE_KEYS, CACHE_FILE)
    print("injection-heldout8.jsonl: %d lines (tool_result %d, user_turn %d)"
          % (len(tr_rows) + len(ut_rows), len(tr_rows), len(ut_rows)))
    print("cache-heldout8.jsonl: %d lines (hit %d, miss %d)"
          % (len(cp_rows), sum(p["label"] == "hit" for p in cp_rows),
             sum(p["label"] == "miss" for p in cp_rows)))
    print("sha256 %s  injection-heldout8.jsonl" % h1)
    print("sha256 %s  cache-heldout8.jsonl" % h2)


if __name__ == "__main__":
    main()
