#!/usr/bin/env python3
"""Assemble the SECOND sealed held-out sets (heldout2) from hand-written modules.

  eval/injection/heldout2.jsonl       (t2_*.py, u2_turns.py via common2.ITEMS)
  eval/semantic_cache/heldout2.jsonl  (cache2_pairs.py)

Deterministic: items are put in a stable order, shuffled with a fixed seed,
ids are assigned after the shuffle and the output is sorted by id. The
existing jsonl files are loaded only to assert that no new text is an exact
copy of an old one (nothing from them is printed or reused).
Run: python3 eval/build/build2.py   (build.py calls it too)
"""
import collections
import glob
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EVAL = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common2  # noqa: E402
import t2_mail_money  # noqa: E402,F401
import t2_docs_web  # noqa: E402,F401
import t2_data_logs  # noqa: E402,F401
import t2_dev  # noqa: E402,F401
import t2_collab  # noqa: E402,F401
import t2_cx  # noqa: E402,F401
import u2_turns  # noqa: E402,F401
import cache2_pairs  # noqa: E402

SEED = 20261128
INJ_OUT = os.path.join(EVAL, "injection", "heldout2.jsonl")
CACHE_OUT = os.path.join(EVAL, "semantic_cache", "heldout2.jsonl")
LANGS = {"en", "de", "fr", "es", "ja", "zh", "pt", "it"}
TR_KINDS = {"email", "order_record", "kb_article", "web_page", "search_results", "db_rows",
            "chat_transcript", "api_json", "log", "code_file", "calendar_entry",
            "support_ticket", "product_review", "pdf_text", "shipping_notice",
            "spreadsheet_csv", "git_commit", "slack_message", "meeting_notes", "invoice"}
UT_KINDS = {"injection": {"jailbreak", "prompt_extraction", "instruction_override", "tool_abuse"},
            "benign": {"question", "task", "roleplay_request"}}
CACHE_CATS = {"paraphrase", "numbers_units", "currency", "amounts", "names", "products",
              "antonyms", "negation", "dates", "direction", "quantity_words"}


def _old_strings(pattern, fields, skip):
    seen = set()
    for path in sorted(glob.glob(os.path.join(EVAL, pattern))):
        if os.path.abspath(path) == os.path.abspath(skip):
            continue
        with open(path, encoding="utf-8") as f:
            for ln in f:
                if ln.strip():
                    rec = json.loads(ln)
                    for k in fields:
                        if isinstance(rec.get(k), str):
                            seen.add(rec[k].strip())
    return seen


def build_injection():
    items = list(common2.ITEMS)
    texts = [it["text"] for it in items]
    dupes = [t[:60] for t, c in collections.Counter(texts).items() if c > 1]
    assert not dupes, "duplicate texts: %r" % dupes
    old = _old_strings("injection/*.jsonl", ("text",), INJ_OUT)
    clash = [t[:60] for t in texts if t.strip() in old]
    assert not clash, "text identical to an existing eval item: %r" % clash
    for it in items:
        assert it["label"] in ("injection", "benign"), it
        assert it["lang"] in LANGS, it["lang"]
        assert it["text"].strip() and it["note"].strip()
        if it["source"] == "tool_result":
            assert it["kind"] in TR_KINDS, it["kind"]
        else:
            assert it["source"] == "user_turn"
            assert it["kind"] in UT_KINDS[it["label"]], it["kind"]

    groups = {"tr": [i for i in items if i["source"] == "tool_result"],
              "ut": [i for i in items if i["source"] == "user_turn"]}
    out = []
    rng = random.Random(SEED)
    for prefix in ("tr", "ut"):
        group = sorted(groups[prefix], key=lambda it: (it["kind"], it["label"], it["text"]))
        rng.shuffle(group)
        for n, it in enumerate(group, 1):
            out.append({"id": "%s-%04d" % (prefix, n), "text": it["text"], "label": it["label"],
                        "kind": it["kind"], "source": it["source"], "note": it["note"],
                        "lang": it["lang"]})
    out.sort(key=lambda r: r["id"])
    return out


def build_cache():
    rows = [("hit", r) for r in cache2_pairs.HIT] + [("miss", r) for r in cache2_pairs.MISS]
    pairs = [(r[1], r[2]) for _, r in rows]
    dup = [p for p, c in collections.Counter(pairs).items() if c > 1]
    assert not dup, dup
    old = _old_strings("semantic_cache/*.jsonl", ("first", "second"), CACHE_OUT)
    clash = [q for _, r in rows for q in (r[1], r[2]) if q.strip() in old]
    assert not clash, "question identical to an existing cache item: %r" % clash
    for label, (cat, a, b, note) in rows:
        assert a != b and a.strip() and b.strip() and note.strip()
        assert cat in CACHE_CATS, cat
        assert (cat == "paraphrase") == (label == "hit"), (cat, label, a)
    rows.sort(key=lambda x: (x[0], x[1][0], x[1][1], x[1][2]))
    rng = random.Random(SEED + 1)
    rng.shuffle(rows)
    out = []
    for n, (label, (cat, a, b, note)) in enumerate(rows, 1):
        out.append({"id": "sc2-%04d" % n, "first": a, "second": b, "label": label,
                    "category": cat, "note": note})
    out.sort(key=lambda r: r["id"])
    return out


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(path, "rb") as f:
        data = f.read()
    lines = data.decode("utf-8").split("\n")
    assert lines[-1] == ""
    ids = [json.loads(ln)["id"] for ln in lines[:-1]]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    return len(ids), hashlib.sha256(data).hexdigest()


def main():
    inj = build_injection()
    n1, h1 = write_jsonl(INJ_OUT, inj)
    cache = build_cache()
    n2, h2 = write_jsonl(CACHE_OUT, cache)

    print("injection/heldout2.jsonl:", n1, "sha256", h1)
    for k, v in sorted(collections.Counter((r["source"], r["label"]) for r in inj).items()):
        print("  ", k, v)
    for k, v in sorted(collections.Counter((r["source"], r["kind"], r["label"]) for r in inj).items()):
        print("  ", k, v)
    print("  langs:", sorted(collections.Counter((r["lang"], r["label"]) for r in inj).items()))
    sizes = [len(r["text"].encode()) for r in inj]
    print("  bytes: min %d median %d max %d, >=2000: %d" % (
        min(sizes), sorted(sizes)[len(sizes) // 2], max(sizes), sum(s >= 2000 for s in sizes)))
    big = sorted(((len(r["text"].encode()), r["id"], r["label"], r["kind"]) for r in inj), reverse=True)
    print("  largest:", [b for b in big if b[0] >= 2000])
    print("semantic_cache/heldout2.jsonl:", n2, "sha256", h2)
    print("  ", sorted(collections.Counter(r["label"] for r in cache).items()))
    print("  ", sorted(collections.Counter((r["label"], r["category"]) for r in cache).items()))


if __name__ == "__main__":
    main()
