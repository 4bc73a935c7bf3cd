#!/usr/bin/env python3
"""Writes sidecar/src/stores/semantic/antonyms.txt: the antonym pairs of WordNet 3.0
(Princeton University; the Debian package wordnet-base, /usr/share/wordnet), for the
semantic cache's verification ("wet" / "dry" is a near miss, not a paraphrase).

Pairs are WordNet's direct antonyms (the lexical `!` pointer) of single words, in all four
parts of speech, and the indirect ones of adjectives: a satellite ("arid") stands against
the direct antonyms of its head ("dry" / "wet"). Only senses that occur in the sense-tagged
corpus (cntlist.rev) count, so that a rare sense ("stay" / "change" as a verb of state) does
not make two ordinary words antonyms. Deterministic: sorted, one pair a line.

    apt-get install wordnet-base && python3 tools/wordnet-antonyms.py
"""
import os
import re
import sys

WN = os.environ.get("WORDNET_DIR", "/usr/share/wordnet")
OUT = os.path.join(os.path.dirname(__file__), "..", "sidecar", "src", "stores", "semantic", "antonyms.txt")
WORD = re.compile(r"^[a-z]{2,}$")

LICENCE = """
This software and database is being provided to you, the LICENSEE, by
Princeton University under the following license.  By obtaining, using
and/or copying this software and database, you agree that you have
read, understood, and will comply with these terms and conditions.:

Permission to use, copy, modify and distribute this software and
database and its documentation for any purpose and without fee or
royalty is hereby granted, provided that you agree to comply with
the following copyright notice and statements, including the disclaimer,
and that the same appear on ALL copies of the software, database and
documentation, including modifications that you make for internal
use or for distribution.

WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.

THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
IMPLIED.  BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT-
ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT
INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR
OTHER RIGHTS.

The name of Princeton University or Princeton may not be used in
advertising or publicity pertaining to distribution of the software
and/or database.  Title to copyright in this software, database and
any associated documentation shall at all times remain with
Princeton University and LICENSEE agrees to preserve same.
"""


def tagged_senses():
    """(lemma, lexical file number, lex id) of senses seen in the tagged corpus."""
    seen = set()
    with open(os.path.join(WN, "cntlist.rev")) as f:
        for line in f:
            key, _, count = line.split()
            if int(count) == 0:
                continue
            lemma, rest = key.split("%")
            ss_type, lex_filenum, lex_id = rest.split(":")[:3]
            seen.add((lemma, int(lex_filenum), int(lex_id)))
    return seen


def synsets(pos):
    out = {}
    with open(os.path.join(WN, f"data.{pos}")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split(" | ")[0].split()
            offset, lex_filenum, ss_type = fields[0], int(fields[1]), fields[2]
            n = int(fields[3], 16)
            words = []
            for i in range(n):
                w = fields[4 + 2 * i].lower()
                w = re.sub(r"\(.*\)$", "", w)
                words.append((w, int(fields[5 + 2 * i], 16)))
            at = 4 + 2 * n
            p = int(fields[at])
            ptrs = []
            for i in range(p):
                sym, target, tpos, st = fields[at + 1 + 4 * i : at + 5 + 4 * i]
                ptrs.append((sym, target + tpos.replace("s", "a"), int(st[:2], 16), int(st[2:], 16)))
            out[offset + ("a" if ss_type == "s" else ss_type)] = (lex_filenum, ss_type, words, ptrs)
    return out


def main():
    seen = tagged_senses()
    data = {}
    for pos in ("adj", "adv", "noun", "verb"):
        data.update(synsets(pos))

    def common(key, index):
        lex_filenum, _, words, _ = data[key]
        w, lex_id = words[index]
        return (w, lex_filenum, lex_id) in seen

    pairs = set()

    def add(a, b):
        if a != b and WORD.match(a) and WORD.match(b):
            pairs.add(tuple(sorted((a, b))))

    for key, (_, ss_type, words, ptrs) in data.items():
        for sym, target, src, dst in ptrs:
            if sym != "!" or target not in data or src == 0 or dst == 0:
                continue
            if not (common(key, src - 1) and common(target, dst - 1)):
                continue
            a = words[src - 1][0]
            b = data[target][2][dst - 1][0]
            add(a, b)
            # Satellites of an adjective head stand against the head's antonym.
            if ss_type == "a":
                for s_sym, s_target, _, _ in ptrs:
                    if s_sym == "&" and s_target in data:
                        for i, (w, _) in enumerate(data[s_target][2]):
                            if common(s_target, i):
                                add(w, b)
    with open(OUT, "w") as f:
        f.write("# Antonym pairs from WordNet 3.0, generated by tools/wordnet-antonyms.py; do not edit.\n#\n")
        for line in LICENCE.strip("\n").splitlines():
            f.write(f"# {line}".rstrip() + "\n")
        for a, b in sorted(pairs):
            f.write(f"{a} {b}\n")
    print(f"{len(pairs)} pairs", file=sys.stderr)


main()
