#!/usr/bin/env python3
"""Writes sidecar/src/stores/semantic/lexicon.txt from WordNet 3.0 (Princeton University; the
Debian package wordnet-base, /usr/share/wordnet), for the semantic cache's verification:

- `s a b`: two single words that share a synset among the first two senses of each (the
  index lists senses by frequency), both senses seen in the sense-tagged corpus
  (cntlist.rev): "purchase" / "buy", "begin" / "start", "apartment" / "flat". An exchange
  of such words is a synonym, not another thing.
- `v w`: a word used mostly as a verb (the tagged corpus counts its verb senses at least
  as often as its noun and adjective senses together, or, untagged, WordNet knows it only
  as a verb): "reset", "cancel", "delete". Two
  such words exchanged for each other that are not synonyms name different operations on
  the same object ("reset" / "change my password"), which a sentence embedding rates as
  near-identical.

- `e w offset`: a word that names a particular place, people or thing, with the synset it
  names (the instance synsets of the nouns: "us", "usa" and "america" all name 09044862,
  the United States), or, for an adjective, the instance synset it pertains to ("swiss" is
  Switzerland's, "american" the United States'). A name of one turn may be written as
  another name of the same synset in the other ("US passport holders" / "Americans").

Deterministic: sorted, one entry a line.

    apt-get install wordnet-base && python3 tools/wordnet-lexicon.py
"""
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(__file__))
WN = os.environ.get("WORDNET_DIR", "/usr/share/wordnet")
OUT = os.path.join(os.path.dirname(__file__), "..", "sidecar", "src", "stores", "semantic", "lexicon.txt")
WORD = re.compile(r"^[a-z]{2,}$")
POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}


def counts():
    """Tagged count per (lemma, pos letter) and per sense key."""
    by_lemma = defaultdict(int)
    by_key = {}
    with open(os.path.join(WN, "cntlist.rev")) as f:
        for line in f:
            key, _, count = line.split()
            lemma, rest = key.split("%")
            ss_type = int(rest.split(":")[0])
            pos = {1: "n", 2: "v", 3: "a", 4: "r", 5: "a"}[ss_type]
            by_lemma[(lemma, pos)] += int(count)
            by_key[key] = int(count)
    return by_lemma, by_key


def index(pos):
    """lemma -> synset offsets in sense order."""
    out = {}
    with open(os.path.join(WN, f"index.{pos}")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split()
            lemma = fields[0]
            n_ptr = int(fields[3])
            synset_cnt = int(fields[2])
            offsets = fields[4 + n_ptr + 2 :]
            assert len(offsets) == synset_cnt, lemma
            out[lemma] = offsets
    return out


def main():
    by_lemma, _ = counts()
    synonyms = set()
    for pos in ("noun", "verb", "adj", "adv"):
        idx = index(pos)
        p = POS[pos]
        top = defaultdict(list)
        for lemma, offsets in idx.items():
            if not WORD.match(lemma) or by_lemma.get((lemma, p), 0) == 0:
                continue
            for o in offsets[:2]:
                top[o].append(lemma)
        for o, lemmas in top.items():
            for a in lemmas:
                for b in lemmas:
                    if a < b:
                        synonyms.add((a, b))
    verbs = set()
    entries = {p: set(index(pos)) for pos, p in POS.items()}
    for lemma in entries["v"]:
        if not WORD.match(lemma):
            continue
        n = by_lemma.get((lemma, "v"), 0)
        other = sum(by_lemma.get((lemma, q), 0) for q in ("n", "a", "r"))
        if n > 0 and n >= other:
            verbs.add(lemma)
        # Untagged ("delete", "encrypt"): only a verb in WordNet.
        elif n == 0 and other == 0 and not any(lemma in entries[q] for q in ("n", "a", "r")):
            verbs.add(lemma)
    entities = set()
    instances = set()
    with open(os.path.join(WN, "data.noun")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split(" | ")[0].split()
            offset, n = fields[0], int(fields[3], 16)
            if " @i " not in line.split(" | ")[0]:
                continue
            instances.add(offset)
            for i in range(n):
                w = re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).lower().replace(".", "")
                if WORD.match(w):
                    entities.add((w, offset))
    with open(os.path.join(WN, "data.adj")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split(" | ")[0].split()
            n = int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).lower() for i in range(n)]
            at = 4 + 2 * n
            for i in range(int(fields[at])):
                sym, target, tpos, st = fields[at + 1 + 4 * i : at + 5 + 4 * i]
                if sym != "\\" or tpos != "n" or target not in instances:
                    continue
                src = int(st[:2], 16)
                for k, w in enumerate(words):
                    if (src == 0 or src == k + 1) and WORD.match(w):
                        entities.add((w, target))
    with open(OUT, "w") as f:
        f.write("# WordNet 3.0 synonyms (s), verbs (v) and names (e), generated by tools/wordnet-lexicon.py; do not edit.\n")
        f.write("# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Licence:\n")
        f.write("# the WordNet 3.0 licence, quoted in full in antonyms.txt beside this file.\n")
        for a, b in sorted(synonyms):
            f.write(f"s {a} {b}\n")
        for v in sorted(verbs):
            f.write(f"v {v}\n")
        for w, o in sorted(entities):
            f.write(f"e {w} {o}\n")
    print(f"{len(synonyms)} synonym pairs, {len(verbs)} verbs, {len(entities)} names", file=sys.stderr)


main()
