#!/usr/bin/env python3
"""Writes sidecar/src/stores/semantic/lexicon.txt from WordNet 3.0 (Princeton University; the
Debian package wordnet-base, /usr/share/wordnet), for the semantic cache's verification:

- `s a b`: two single words that share a synset among the first two senses of each (the
  index lists senses by frequency), both senses seen in the sense-tagged corpus
  (cntlist.rev): "purchase" / "buy", "begin" / "start", "apartment" / "flat". An exchange
  of such words is a synonym, not another thing.
- `r a b`: two single words, verbs or adjectives, that WordNet relates among the first
  four senses of each (both seen in the tagged corpus): a shared synset, or one's synset
  the other's direct hypernym ("eat" is a way to "consume", "boost" to "increase", to
  "apply" for something is to "request" it), its verb group, its entailment or an
  adjective similar to it. An operation or a pole exchanged for such a word is a
  paraphrase far more often than another action: answered at the exchange's cosine
  rather than refused ("reset" / "change", "cancel" / "suspend", "back up" / "restore"
  are not related; siblings under one hypernym, "bake" / "grill", are not either).
- `v w`: a word used mostly as a verb (the tagged corpus counts its verb senses at least
  as often as its noun and adjective senses together, or, untagged, WordNet knows it only
  as a verb): "reset", "cancel", "delete". Two
  such words exchanged for each other that are not synonyms name different operations on
  the same object ("reset" / "change my password"), which a sentence embedding rates as
  near-identical.

- `c w`: an abbreviation WordNet writes in capitals for a common noun, not a name ("PC",
  "DVD", "TV", "GP"): written alone on one side, it is a thing said more closely, not
  another name. Only things, acts, ideas, texts, people, foods, states and substances
  (the lexicographer files of artifacts, acts, cognition, communication, persons, food,
  states, substances): organisations ("FBI", "EU") and places stay names.
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


def pointers(pos):
    """synset offset -> [(pointer symbol, target pos letter, target offset)]."""
    out = {}
    with open(os.path.join(WN, f"data.{pos}")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split(" | ")[0].split()
            n = int(fields[3], 16)
            at = 4 + 2 * n
            out[fields[0]] = [
                (sym, "a" if tpos == "s" else tpos, target)
                for sym, target, tpos, _ in (fields[at + 1 + 4 * i : at + 5 + 4 * i] for i in range(int(fields[at])))
            ]
    return out


def related_pairs(by_lemma, senses=4):
    """Verbs and adjectives related among their first `senses` senses (see `r` above)."""
    members = defaultdict(set)
    links = {}
    for pos in ("verb", "adj"):
        p = POS[pos]
        for lemma, offsets in index(pos).items():
            if not WORD.match(lemma) or by_lemma.get((lemma, p), 0) == 0:
                continue
            for o in offsets[:senses]:
                members[(p, o)].add(lemma)
        for o, ptrs in pointers(pos).items():
            links[(p, o)] = [(t, o2) for sym, t, o2 in ptrs if sym in ("@", "$", "*", "&")]
    pairs = set()
    for synset, lemmas in members.items():
        linked = [lemmas] + [members[t] for t in links.get(synset, []) if t in members]
        for group in linked:
            for a in lemmas:
                for b in group:
                    if a != b:
                        pairs.add((min(a, b), max(a, b)))
    return pairs


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
    related = related_pairs(by_lemma) - synonyms
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
    common = set()
    with open(os.path.join(WN, "data.noun")) as f:
        for line in f:
            if line.startswith("  "):
                continue
            head = line.split(" | ")[0]
            if " @i " in head:
                continue
            fields = head.split()
            if fields[1] not in ("04", "06", "09", "10", "13", "18", "26", "27"):
                continue
            for i in range(int(fields[3], 16)):
                w = re.sub(r"\(.*\)$", "", fields[4 + 2 * i])
                if re.match(r"^[A-Z]{2,5}$", w):
                    common.add(w.lower())
    common -= {w for w, _ in entities}
    with open(OUT, "w") as f:
        f.write("# WordNet 3.0 synonyms (s), related verbs and adjectives (r), verbs (v), abbreviated common nouns (c) and names (e), generated by tools/wordnet-lexicon.py; do not edit.\n")
        f.write("# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. Licence:\n")
        f.write("# the WordNet 3.0 licence, quoted in full in antonyms.txt beside this file.\n")
        for a, b in sorted(synonyms):
            f.write(f"s {a} {b}\n")
        for a, b in sorted(related):
            f.write(f"r {a} {b}\n")
        for v in sorted(verbs):
            f.write(f"v {v}\n")
        for w in sorted(common):
            f.write(f"c {w}\n")
        for w, o in sorted(entities):
            f.write(f"e {w} {o}\n")
    print(f"{len(synonyms)} synonym pairs, {len(related)} related, {len(verbs)} verbs, {len(common)} abbreviations, {len(entities)} names", file=sys.stderr)


main()
