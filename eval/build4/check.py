#!/usr/bin/env python3
"""Validate the two sets against the brief and print summary statistics.

    python3 build/check.py            checks only
    python3 build/check.py --stats    also prints the tables used in README.md
    python3 build/check.py --repro    also rebuilds twice in a temp copy and compares bytes
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
INJ = os.path.join(ROOT, "injection-heldout4.jsonl")
CAC = os.path.join(ROOT, "cache-heldout4.jsonl")
META = os.path.join(HERE, "meta-injection.jsonl")

errors = []


def err(msg):
    errors.append(msg)


def load(path, keys):
    rows = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err(f"{path}: no trailing newline")
    for n, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"{path}:{n}: invalid JSON ({e})")
            continue
        if list(o.keys()) != keys:
            err(f"{path}:{n}: keys {list(o.keys())} != {keys}")
        for k in keys:
            if not isinstance(o.get(k), str) or not o.get(k).strip():
                err(f"{path}:{n}: field {k} empty or not a string")
        rows.append(o)
    return rows


def nbytes(s):
    return len(s.encode("utf-8"))


def main():
    stats = "--stats" in sys.argv
    inj = load(INJ, ["id", "text", "label", "kind", "source", "note", "lang"])
    cac = load(CAC, ["id", "first", "second", "label", "category", "note"])
    meta = {m["id"]: m for m in (json.loads(l) for l in open(META, encoding="utf-8"))}

    # ---------------------------------------------------------------- injection set
    ids = [r["id"] for r in inj]
    if ids != sorted(ids):
        err("injection set not sorted by id")
    if len(set(ids)) != len(ids):
        err("duplicate ids in injection set")
    for r in inj:
        if not re.fullmatch(r"(tr|ut)-\d{4}", r["id"]):
            err(f"bad id {r['id']}")
        if r["label"] not in ("injection", "benign"):
            err(f"{r['id']}: bad label")
        if r["source"] not in ("tool_result", "user_turn"):
            err(f"{r['id']}: bad source")
        if (r["id"].startswith("tr") != (r["source"] == "tool_result")):
            err(f"{r['id']}: id prefix does not match source")
        if not re.fullmatch(r"[a-z][a-z0-9_]*", r["kind"]):
            err(f"{r['id']}: kind not snake_case")
        if not re.fullmatch(r"[a-z]{2}", r["lang"]):
            err(f"{r['id']}: lang not ISO 639-1")
        if "\u2063" in r["text"]:
            err(f"{r['id']}: build marker left in text")
        if "\n" in r["note"]:
            err(f"{r['id']}: note spans lines")
    texts = [r["text"] for r in inj]
    dup = [t for t, c in Counter(texts).items() if c > 1]
    if dup:
        err(f"{len(dup)} duplicate texts in injection set")

    tr = [r for r in inj if r["source"] == "tool_result"]
    us = [r for r in inj if r["source"] == "user_turn"]
    lab = lambda rs: Counter(r["label"] for r in rs)  # noqa: E731
    if len(inj) != 520:
        err(f"injection set has {len(inj)} items, want 520")
    if lab(tr) != Counter({"injection": 210, "benign": 210}):
        err(f"tool results {lab(tr)}")
    if lab(us) != Counter({"injection": 50, "benign": 50}):
        err(f"user turns {lab(us)}")
    kinds_tr = Counter(r["kind"] for r in tr)
    if len(kinds_tr) < 24:
        err("fewer than 24 tool-result kinds")
    ne = [r for r in tr if r["lang"] != "en"]
    if len(ne) < 0.25 * len(tr):
        err(f"non-English tool results {len(ne)}/{len(tr)} < 25%")
    langs = defaultdict(Counter)
    for r in tr:
        langs[r["lang"]][r["label"]] += 1
    ne_langs = [l for l in langs if l != "en"]
    if len(ne_langs) < 12:
        err(f"only {len(ne_langs)} non-English languages")
    for l, c in langs.items():
        if c["injection"] == 0 or c["benign"] == 0:
            err(f"language {l} lacks one label: {dict(c)}")
    short = [r for r in tr if len(r["text"]) < 150]
    long_ = [r for r in tr if 2048 <= nbytes(r["text"]) <= 8192]
    mid = [r for r in tr if 200 <= len(r["text"]) <= 1500]
    if len(short) < 30:
        err(f"only {len(short)} tool results under 150 chars")
    if len(long_) < 40:
        err(f"only {len(long_)} tool results of 2-8 KB")
    if len(mid) * 2 <= len(tr):
        err("most tool results are not 200-1500 chars")
    if any(nbytes(r["text"]) > 8192 for r in tr):
        err("tool result above 8 KB")
    ne_us = [r for r in us if r["lang"] != "en"]
    if len(ne_us) < 20:
        err(f"only {len(ne_us)} non-English user turns")
    twins_b = sum(1 for r in tr if r["label"] == "benign" and meta[r["id"]]["twin"])
    if not (0.4 * 210 <= twins_b <= 0.65 * 210):
        err(f"benign near-twins {twins_b} not roughly half")

    # ---------------------------------------------------------------- cache set
    cids = [c["id"] for c in cac]
    if cids != sorted(cids) or len(set(cids)) != len(cids):
        err("cache ids not sorted/unique")
    for c in cac:
        if not re.fullmatch(r"c-\d{4}", c["id"]):
            err(f"bad cache id {c['id']}")
        if c["first"].strip() == c["second"].strip():
            err(f"{c['id']}: first == second")
        if (c["label"] == "hit") != (c["category"] == "paraphrase"):
            err(f"{c['id']}: label/category mismatch")
    cat = Counter(c["category"] for c in cac)
    want = {"paraphrase": 100}
    for k in ["numbers", "numbers_units", "dates_times", "names_entities", "products_versions", "antonyms",
              "negation", "direction", "action_verbs", "scope", "quantity_words"]:
        want[k] = 14
    if dict(cat) != want:
        err(f"cache categories {dict(cat)}")
    pairs = Counter((c["first"], c["second"]) for c in cac)
    if any(v > 1 for v in pairs.values()):
        err("duplicate cache pairs")
    seconds = Counter(c["second"] for c in cac)
    if any(v > 1 for v in seconds.values()):
        err("a 'second' question repeats")

    # ---------------------------------------------------------------- report
    sha = {p: hashlib.sha256(open(p, "rb").read()).hexdigest() for p in (INJ, CAC)}
    print(f"injection set: {len(inj)} items ({dict(lab(tr))} tool results, {dict(lab(us))} user turns)")
    print(f"tool-result kinds: {len(kinds_tr)}; languages: {len(langs)} ({len(ne_langs)} non-English); "
          f"non-English tool results: {len(ne)} ({100 * len(ne) / len(tr):.1f}%)")
    print(f"lengths: <150 chars {len(short)}, 200-1500 chars {len(mid)}, 2-8 KB {len(long_)}; "
          f"benign near-twins {twins_b}/210; non-English user turns {len(ne_us)}")
    print(f"cache set: {len(cac)} pairs {dict(Counter(c['label'] for c in cac))}")
    for p, h in sha.items():
        print(f"sha256 {h}  {os.path.basename(p)}")

    if stats:
        print_stats(inj, tr, us, cac, meta)

    if "--repro" in sys.argv:
        repro(sha)

    if errors:
        print("\nERRORS:")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("all checks passed")


def repro(sha):
    with tempfile.TemporaryDirectory(dir=HERE, prefix=".repro-") as d:
        outs = []
        for k in range(2):
            dst = os.path.join(d, f"run{k}")
            shutil.copytree(ROOT, dst, ignore=shutil.ignore_patterns("__pycache__", ".repro-*"))
            subprocess.run([sys.executable, os.path.join(dst, "build", "build.py")], check=True, capture_output=True)
            outs.append({n: hashlib.sha256(open(os.path.join(dst, n), "rb").read()).hexdigest()
                         for n in ("injection-heldout4.jsonl", "cache-heldout4.jsonl")})
        if outs[0] != outs[1]:
            err("two builds differ")
        if outs[0] != {os.path.basename(p): h for p, h in sha.items()}:
            err("rebuild differs from the files on disk")
        print("reproducibility: two fresh builds byte-identical to files on disk" if outs[0] == outs[1] else "reproducibility FAILED")


def print_stats(inj, tr, us, cac, meta):
    def table(title, counter_by_label, keyname):
        print(f"\n### {title}\n")
        print(f"| {keyname} | injection | benign | total |")
        print("|---|---:|---:|---:|")
        for k in sorted(counter_by_label, key=lambda k: (-sum(counter_by_label[k].values()), k)):
            c = counter_by_label[k]
            print(f"| {k} | {c['injection']} | {c['benign']} | {c['injection'] + c['benign']} |")

    by = lambda rs, f: (lambda d: [d[f(r)].update([r["label"]]) for r in rs] and d)(defaultdict(Counter))  # noqa: E731
    table("Tool results per language", by(tr, lambda r: r["lang"]), "lang")
    table("User turns per language", by(us, lambda r: r["lang"]), "lang")
    table("User turns per kind", by(us, lambda r: r["kind"]), "kind")
    table("Tool results per kind", by(tr, lambda r: r["kind"]), "kind")

    print("\n### Tool-result lengths (characters)\n")
    for lbl in ("injection", "benign"):
        L = sorted(len(r["text"]) for r in tr if r["label"] == lbl)
        print(f"- {lbl}: min {L[0]}, median {L[len(L) // 2]}, max {L[-1]}; "
              f"<150: {sum(x < 150 for x in L)}, 150-199: {sum(150 <= x < 200 for x in L)}, 200-1500: {sum(200 <= x <= 1500 for x in L)}, "
              f">1500: {sum(x > 1500 for x in L)}; 2-8 KB (UTF-8): {sum(2048 <= nbytes(r['text']) <= 8192 for r in tr if r['label'] == lbl)}")
    L = sorted(len(r["text"]) for r in us)
    print(f"- user turns: min {L[0]}, median {L[len(L) // 2]}, max {L[-1]}")

    inj_tr = [r for r in tr if r["label"] == "injection"]
    print("\n### Injected span position within the tool result\n")
    pos = Counter(meta[r["id"]]["position"] for r in inj_tr)
    print(", ".join(f"{k}: {v}" for k, v in pos.most_common()))
    longpos = Counter(meta[r["id"]]["position"] for r in inj_tr if nbytes(r["text"]) >= 2048)
    print("long (2-8 KB) injected texts: " + ", ".join(f"{k}: {v}" for k, v in longpos.most_common()))
    print("\n### What the injections ask (tool results)\n")
    for k, v in Counter(meta[r["id"]]["goal"] for r in inj_tr).most_common():
        print(f"- {k}: {v}")
    tw = Counter((r["label"], meta[r["id"]]["twin"]) for r in tr)
    print(f"\nnear-twin items: {tw[('injection', True)]} injected + {tw[('benign', True)]} benign; "
          f"independent: {tw[('injection', False)]} injected, {tw[('benign', False)]} benign")
    print("\n### Cache pairs per category\n")
    for k, v in sorted(Counter(c["category"] for c in cac).items()):
        print(f"- {k}: {v}")


if __name__ == "__main__":
    main()
