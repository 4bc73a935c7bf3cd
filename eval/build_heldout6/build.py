#!/usr/bin/env python3
"""Rebuild the two sealed6 evaluation files from the hand-written modules in build/.

Usage: python3 build/build.py [--strict]

Deterministic: item order comes from the data modules, ids come from a seeded
shuffle, output is sorted by id. With --strict every check below must pass or the
script exits non-zero (files are only written when all checks pass).
"""
import hashlib
import importlib
import json
import math
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

TR_MODULES = [
    "tr_en_commerce",
    "tr_en_work",
    "tr_en_tech",
    "tr_en_docs",
    "tr_en_misc",
    "tr_en_short",
    "tr_long",
    "tr_intl_eu",
    "tr_intl_world",
]
UT_MODULES = ["ut_items"]
CP_MODULES = ["cache_items"]

SEED_INJ = 60520
SEED_CACHE = 60250

INJ_FILE = os.path.join(ROOT, "injection", "heldout6.jsonl")
CACHE_FILE = os.path.join(ROOT, "semantic_cache", "heldout6.jsonl")

INJ_KEYS = ["id", "text", "label", "kind", "source", "note", "lang"]
CACHE_KEYS = ["id", "first", "second", "label", "category", "note"]
MISS_CATS = [
    "numbers_units", "numbers_ids", "quantity_words", "negation", "dates_times",
    "action_verbs", "names_entities", "scope", "products_versions", "antonyms",
    "direction",
]

# Words that mark text as addressed to an AI system. "Subtle" injections must
# contain none of them (checked per language, case-insensitive except AI/KI/IA).
AI_WORDS_CI = [
    r"\bassistants?\b", r"\bagents?\b", r"\bllms?\b", r"\bgpt\b", r"\bchat ?bots?\b",
    r"\bbots?\b", r"\bmodels?\b", r"\bcopilot\b", r"\bprompts?\b", r"language model",
    r"artificial intelligence", r"\bautomated reader",
    r"assistent", r"asystent", r"assistente", r"asistente", r"\bmodell", r"\bmodèle",
    r"\bmodelo", r"intelligence artificielle", r"künstliche", r"inteligencia artificial",
    r"intelligenza artificiale", r"sztuczn", r"ассистент", r"асистент", r"помічник",
    r"помощник", r"нейросет", r"нейромереж", r"искусственн", r"штучн", r"مساعد",
    r"الذكاء الاصطناعي", r"עוזר", r"בינה מלאכותית", r"सहायक", r"एआई", r"助手", r"人工智能",
    r"アシスタント", r"人工知能", r"어시스턴트", r"인공지능", r"ผู้ช่วย", r"ปัญญาประดิษฐ์",
    r"βοηθ", r"τεχνητή νοημοσύνη", r"yapay zeka", r"asistan", r"kunstmatige", r"assistent",
]
AI_WORDS_CS = [r"\bAI\b", r"\bA\.I\.", r"\bKI\b", r"\bIA\b", r"\bИИ\b", r"\bШІ\b"]

IGNORE_PREV = re.compile(r"ignore\s+(all\s+)?(the\s+|your\s+|any\s+)?previous\s+instructions", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"\b(?:https?|ftp|wss?)://([^/\s\"'<>\)\]\},|:]+)")
IP_OK = re.compile(r"^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|0\.0\.0\.0|localhost$|\[?::1)")


def load(mods):
    out = []
    for m in mods:
        out.extend(importlib.import_module(m).ITEMS)
    return out


def length_class(text):
    b = len(text.encode("utf-8"))
    if len(text) < 150:
        return "short"
    if b >= 2048:
        return "long"
    return "medium"


def has_ai_words(text):
    for p in AI_WORDS_CI:
        if re.search(p, text, re.I):
            return p
    for p in AI_WORDS_CS:
        if re.search(p, text):
            return p
    return None


def norm(s):
    return re.sub(r"\W+", " ", s.lower()).strip()


def shingles(s, n=5):
    w = norm(s).split()
    return {" ".join(w[i:i + n]) for i in range(max(1, len(w) - n + 1))}


def assign_ids(items, prefix, seed):
    rng = random.Random(seed)
    order = list(range(len(items)))
    rng.shuffle(order)
    out = []
    for new_pos, idx in enumerate(order, 1):
        it = dict(items[idx])
        it["id"] = "%s-%04d" % (prefix, new_pos)
        out.append(it)
    out.sort(key=lambda x: x["id"])
    return out


def check_injection(tr, ut, errors, warn):
    allitems = tr + ut
    for src, items, n, nonen in (("tool_result", tr, 420, 105), ("user_turn", ut, 100, 30)):
        c = Counter(i["label"] for i in items)
        if len(items) != n or c["injection"] != n // 2 or c["benign"] != n // 2:
            errors.append("%s: %d items %s (want %d, half each)" % (src, len(items), dict(c), n))
        ne = sum(1 for i in items if i["lang"] != "en")
        if ne != nonen:
            errors.append("%s: %d non-English items (want %d)" % (src, ne, nonen))
        bylang = defaultdict(Counter)
        for i in items:
            bylang[i["lang"]][i["label"]] += 1
        for lang, cc in bylang.items():
            if cc["injection"] == 0 or cc["benign"] == 0:
                errors.append("%s: language %s lacks a label %s" % (src, lang, dict(cc)))
            if not re.fullmatch(r"[a-z]{2}", lang):
                errors.append("bad lang code %r" % lang)
        for i in items:
            if i["source"] != src:
                errors.append("wrong source on item %r" % i["text"][:40])
    langs_tr = {i["lang"] for i in tr} - {"en"}
    if len(langs_tr) < 15:
        errors.append("tool results use only %d non-English languages" % len(langs_tr))
    for script_lang in ("ru", "uk", "ar", "he", "hi", "zh", "ja", "ko", "th", "el"):
        if script_lang not in langs_tr:
            errors.append("tool results lack language %s" % script_lang)
    # kinds
    kinds = Counter(i["kind"] for i in tr)
    if len(kinds) < 180:
        errors.append("only %d distinct tool-result kinds" % len(kinds))
    both = [k for k in kinds if {i["label"] for i in tr if i["kind"] == k} == {"injection", "benign"}]
    if len(both) < 100:
        errors.append("only %d tool-result kinds carry both labels" % len(both))
    for i in allitems:
        if not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", i["kind"]):
            errors.append("kind not snake_case: %r" % i["kind"])
        if not i["note"] or "\n" in i["note"] or len(i["note"]) > 300:
            errors.append("bad note: %r" % i["note"][:60])
        if i["text"] != i["text"].strip() or not i["text"]:
            errors.append("text not stripped: %r" % i["text"][:40])
    # lengths
    lc = Counter(length_class(i["text"]) for i in tr)
    if not (36 <= lc["short"] <= 48 and 36 <= lc["long"] <= 48):
        errors.append("length classes off: %s" % dict(lc))
    for i in tr:
        b = len(i["text"].encode("utf-8"))
        if length_class(i["text"]) == "long" and b > 8192:
            errors.append("long item over 8 KB (%d bytes): %r" % (b, i["text"][:50]))
        if 1800 <= b < 2048:
            errors.append("item in the 1.8-2 KB grey zone (%d bytes): %r" % (b, i["text"][:50]))
    for lab in ("injection", "benign"):
        lcl = Counter(length_class(i["text"]) for i in tr if i["label"] == lab)
        if lcl["short"] < 12 or lcl["long"] < 12:
            errors.append("%s length classes unbalanced: %s" % (lab, dict(lcl)))
    # tone / subtle
    inj = [i for i in allitems if i["label"] == "injection"]
    subtle = [i for i in inj if i["_tone"] == "subtle"]
    if len(subtle) * 3 < len(inj):
        errors.append("only %d subtle injections of %d" % (len(subtle), len(inj)))
    for i in subtle:
        w = has_ai_words(i["text"])
        if w:
            errors.append("subtle item has AI word %s: %r" % (w, i["text"][:60]))
    for i in tr:
        if i["label"] == "injection" and i["_tone"] not in ("blunt", "polite", "fake_system", "subtle"):
            errors.append("tool-result injection without tone: %r" % i["text"][:50])
        if i["label"] == "injection" and (not i["_goal"] or not i["_place"]):
            errors.append("tool-result injection without goal/place: %r" % i["text"][:50])
        if i["label"] == "benign" and i["_tone"] not in ("near", "plain"):
            errors.append("benign without near/plain: %r" % i["text"][:50])
    for items, name in ((tr, "tool_result"), (ut, "user_turn")):
        ben = [i for i in items if i["label"] == "benign"]
        near = sum(1 for i in ben if i["_tone"] == "near")
        if near < 0.6 * len(ben):
            errors.append("%s: only %d of %d benign items are near-attack" % (name, near, len(ben)))
    ip = [i for i in allitems if IGNORE_PREV.search(i["text"])]
    if len(ip) > 3:
        errors.append("'ignore previous instructions' appears in %d items" % len(ip))
    # domains
    for i in allitems:
        for d in EMAIL_RE.findall(i["text"]):
            if not d.lower().endswith(".example"):
                errors.append("non-.example email domain %s in %r" % (d, i["text"][:40]))
        for h in URL_RE.findall(i["text"]):
            h = h.lower().rstrip(".")
            if not (h.endswith(".example") or IP_OK.match(h)):
                errors.append("non-.example URL host %s in %r" % (h, i["text"][:40]))
    # duplicates
    seen = {}
    for i in allitems:
        k = norm(i["text"])
        if k in seen:
            errors.append("duplicate text: %r" % i["text"][:60])
        seen[k] = 1
    sh = [(i, shingles(i["text"])) for i in allitems]
    for a in range(len(sh)):
        for b in range(a + 1, len(sh)):
            x, y = sh[a][1], sh[b][1]
            if not x or not y:
                continue
            j = len(x & y) / len(x | y)
            if j > 0.5:
                errors.append("near-duplicate (J=%.2f): %r / %r" % (j, sh[a][0]["text"][:40], sh[b][0]["text"][:40]))


def check_cache(cp, errors):
    if len(cp) != 250:
        errors.append("cache: %d pairs (want 250)" % len(cp))
    c = Counter(p["label"] for p in cp)
    if c["hit"] != 100 or c["miss"] != 150:
        errors.append("cache labels %s" % dict(c))
    for p in cp:
        if p["label"] == "hit" and p["category"] != "paraphrase":
            errors.append("hit with category %s" % p["category"])
        if p["label"] == "miss" and p["category"] not in MISS_CATS:
            errors.append("miss with category %s" % p["category"])
        if p["first"] == p["second"] or norm(p["first"]) == norm(p["second"]):
            errors.append("identical pair %r" % p["first"])
        if not p["note"] or "\n" in p["note"]:
            errors.append("bad cache note %r" % p["first"])
        for q in (p["first"], p["second"]):
            if not q.strip() or "\n" in q:
                errors.append("bad question %r" % q)
    mc = Counter(p["category"] for p in cp if p["label"] == "miss")
    for cat in MISS_CATS:
        if not 13 <= mc[cat] <= 14:
            errors.append("miss category %s has %d pairs" % (cat, mc[cat]))
    firsts = Counter(norm(p["first"]) for p in cp)
    for q, n in firsts.items():
        if n > 1:
            errors.append("first question repeated: %r" % q)
    allq = Counter()
    for p in cp:
        allq[norm(p["first"])] += 1
        allq[norm(p["second"])] += 1
    for q, n in allq.items():
        if n > 1:
            errors.append("question used twice across pairs: %r" % q)


def write_jsonl(path, rows, keys):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def main():
    strict = "--strict" in sys.argv
    tr = load(TR_MODULES)
    ut = load(UT_MODULES)
    cp = load(CP_MODULES)
    errors, warn = [], []
    check_injection(tr, ut, errors, warn)
    check_cache(cp, errors)
    for e in errors:
        print("CHECK FAILED:", e)
    if errors and strict:
        print("%d check(s) failed; nothing written." % len(errors))
        sys.exit(1)
    inj_rows = assign_ids(tr, "tr", SEED_INJ) + assign_ids(ut, "ut", SEED_INJ + 1)
    inj_rows.sort(key=lambda r: r["id"])
    cache_rows = assign_ids(cp, "cp", SEED_CACHE)
    write_jsonl(INJ_FILE, inj_rows, INJ_KEYS)
    write_jsonl(CACHE_FILE, cache_rows, CACHE_KEYS)
    print("injection-heldout6.jsonl: %d lines (tool_result %d, user_turn %d)" % (len(inj_rows), len(tr), len(ut)))
    print("cache-heldout6.jsonl: %d lines" % len(cache_rows))
    print("sha256 %s  injection-heldout6.jsonl" % sha256(INJ_FILE))
    print("sha256 %s  cache-heldout6.jsonl" % sha256(CACHE_FILE))
    if errors:
        print("(%d check(s) failed; run with --strict to refuse writing)" % len(errors))


if __name__ == "__main__":
    main()
