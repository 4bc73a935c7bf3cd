#!/usr/bin/env python3
"""Brings the texts of outside writers into the training data, keeping one group in five out.

Each writer delivers a `written.jsonl` of `{group, kind, label, source, text}` lines (source
`written:<writer>#<kind or language>`, group tying an injected text to its benign twin). For
each writer this writes `models/injection/data/written_<writer>.jsonl` (four fifths of its
groups: sha256 of "<salt>:<group>", remainder not 0) and, for all writers together, the
development set of the kept-out fifth (`--keep-out`, one line per text: id, text, label,
kind `written_<writer>`, format, source `tool_result` | `user_turn`, lang, group).

    python3 models/injection/import_written.py --salt written6 --keep-out eval/injection/written6.jsonl \
        --writer docs=/path/docs/written.jsonl --writer langs2=... --writer turns2=... --turns turns2 \
        --lang docs=en [--turn-kinds langs4=user_request,user_pasted_content]

Deterministic: the same inputs give byte-identical files. A line with a missing field, a
label other than injection/benign, another writer's source or a text that another line of
the same writer already has is refused with its file and line number.
"""

import argparse
import hashlib
import json
import os
import re
import sys

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
FIELDS = ("group", "kind", "label", "source", "text")
LANG = re.compile(r"^[a-z]{2,3}([-_][A-Za-z]{2,4})?$")
EVAL = os.path.join(os.path.dirname(os.path.dirname(DATA)), "..", "eval", "injection")


def read(writer, path):
    rows, seen = [], set()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            r = json.loads(line)
            where = "%s:%d" % (path, n)
            missing = [k for k in FIELDS if not isinstance(r.get(k), str) or not r[k]]
            if missing:
                sys.exit("%s: missing or empty %s" % (where, ", ".join(missing)))
            if r["label"] not in ("injection", "benign"):
                sys.exit("%s: label must be injection|benign, not %r" % (where, r["label"]))
            if not r["source"].startswith("written:%s#" % writer):
                sys.exit("%s: source %r is not written:%s#…" % (where, r["source"], writer))
            if r["text"] in seen:
                sys.exit("%s: the same text twice" % where)
            seen.add(r["text"])
            rows.append({k: r[k] for k in FIELDS})
    return rows


def texts_elsewhere(own):
    """Every text of the other training files and of the evaluation sets: a writer's text
    that equals one of them is refused (it would train on a measured text, or count twice)."""
    paths = [os.path.join(DATA, f) for f in sorted(os.listdir(DATA))]
    paths += [os.path.join(EVAL, f) for f in sorted(os.listdir(EVAL))]
    texts = {}
    for path in paths:
        if not path.endswith(".jsonl") or os.path.abspath(path) in own:
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    texts.setdefault(json.loads(line)["text"], os.path.relpath(path))
    return texts


def kept_out(salt, group):
    return int(hashlib.sha256(("%s:%s" % (salt, group)).encode()).hexdigest(), 16) % 5 == 0


def lang_of(source, fixed):
    if fixed:
        return fixed
    tail = source.split("#", 1)[1]
    if not LANG.match(tail):
        sys.exit("source %r names no language: give the writer's with --lang NAME=CODE" % source)
    return tail


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--writer", action="append", required=True, metavar="NAME=PATH")
    ap.add_argument("--turns", action="append", default=[], metavar="NAME",
                    help="this writer's texts are user turns (kinds tool_result_* stay tool results)")
    ap.add_argument("--turn-kinds", action="append", default=[], metavar="NAME=KIND,KIND",
                    help="these kinds of this writer are user turns, the others tool results")
    ap.add_argument("--lang", action="append", default=[], metavar="NAME=CODE",
                    help="every text of this writer is in this language (else: the source's tail)")
    ap.add_argument("--drop-known", action="store_true",
                    help="leave out a group with a text another training or evaluation file holds (a famous payload)")
    ap.add_argument("--salt", required=True, help="the split's name, e.g. written6")
    ap.add_argument("--keep-out", required=True, help="the development set of the kept-out fifth")
    ap.add_argument("--id-prefix", default="w6")
    a = ap.parse_args()
    fixed = dict(x.split("=", 1) for x in a.lang)
    turn_kinds = {n: set(k.split(",")) for n, k in (x.split("=", 1) for x in a.turn_kinds)}
    writers = [spec.split("=", 1) for spec in a.writer]
    own = {os.path.abspath(os.path.join(DATA, "written_%s.jsonl" % n)) for n, _ in writers}
    elsewhere = texts_elsewhere(own | {os.path.abspath(a.keep_out)})
    dev = []
    for name, path in writers:
        rows = read(name, path)
        known = {r["group"]: elsewhere[r["text"]] for r in rows if r["text"] in elsewhere}
        for group, where in sorted(known.items()):
            if not a.drop_known:
                sys.exit("%s: group %s has a text that %s already holds (--drop-known leaves such groups out)"
                         % (path, group, where))
            print("%s: group %s left out: a text of it is in %s" % (name, group, where))
        rows = [r for r in rows if r["group"] not in known]
        train = [r for r in rows if not kept_out(a.salt, r["group"])]
        out = os.path.join(DATA, "written_%s.jsonl" % name)
        with open(out, "w", encoding="utf-8") as f:
            for r in sorted(train, key=lambda r: (r["group"], r["label"], r["text"])):
                f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
        for r in rows:
            if not kept_out(a.salt, r["group"]):
                continue
            turn = (name in a.turns and not r["kind"].startswith("tool_result")) or \
                r["kind"] in turn_kinds.get(name, ())
            dev.append({"text": r["text"], "label": r["label"], "kind": "written_%s" % name,
                        "format": r["kind"], "source": "user_turn" if turn else "tool_result",
                        "lang": lang_of(r["source"], fixed.get(name)), "group": r["group"]})
        print("%s: %d texts, %d for training (%s), %d kept out" % (
            name, len(rows), len(train), os.path.relpath(out), len(rows) - len(train)))
    dev.sort(key=lambda r: (r["kind"], r["group"], r["label"], r["text"]))
    with open(a.keep_out, "w", encoding="utf-8") as f:
        for i, r in enumerate(dev, 1):
            f.write(json.dumps({"id": "%s-%04d" % (a.id_prefix, i), **r}, ensure_ascii=False) + "\n")
    inj = sum(r["label"] == "injection" for r in dev)
    print("%s: %d texts (%d injection, %d benign)" % (a.keep_out, len(dev), inj, len(dev) - inj))


if __name__ == "__main__":
    main()
